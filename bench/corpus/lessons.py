"""A month of coding-agent notes with known answers, for measuring consolidation quality.

Why a hand-written corpus: consolidation is judged by whether a person would approve its
proposals as they are, and that needs ground truth — which notes are the same lesson said
again (in other words), which are routine log lines with nothing to learn. Synthetic templates
("Reminder: run X before Y") make every paraphrase share its words, which flatters any
clustering; these notes are written the way agents and users write them: symptom first then the
fix, the fix alone, a user's rule, a numbered procedure, a plain fact.

Four invented projects (ledger: a Python billing service; atlas: a TypeScript map front end;
orbit: a Go job scheduler; quill: a Rust documentation tool) and a few global lessons. Some
lessons are deliberately confusable: same project, one shared word ("migration", "cache",
"restart", the project name), different lessons.

Split: every fourth lesson (index % 4 == 3) and every fourth routine note is held out, so
changes tuned on the rest can be checked on notes nobody looked at while tuning.

Timeline: 20 working days (four weeks, Monday to Friday) from Monday 3 March 2025; each lesson's
paraphrases fall on different days; routine notes are scattered; all seeded, so every run sees
the same month.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

KINDS = ("convention", "procedure", "preference", "fact")
ORIGINS = ("agent-ingested", "user-asserted")
SPLITS = ("tune", "holdout")
START = datetime(2025, 3, 3, tzinfo=UTC)  # a Monday
DAYS = 20
SEED = 20250303

# How these notes open; a scorer strips them before comparing a statement with a note.
OPENERS = ("again:", "again", "had to", "reminder:", "heads up —", "heads up", "turns out",
           "fyi", "note to self:", "rule:", "careful:")


@dataclass(frozen=True)
class Lesson:
    """One recurring lesson: the same thing learned several times, said differently each time."""

    id: str
    scope: str
    kind: str  # the kind a correct distilled statement should have: one of KINDS
    key_terms: tuple[str, ...]  # lowercase; a correct statement names at least one
    paraphrases: tuple[str, ...]
    origin: str = "agent-ingested"
    split: str = "tune"


@dataclass(frozen=True)
class Routine:
    """A routine note: something was done, nothing was learned."""

    index: int
    text: str
    scope: str
    split: str = "tune"


@dataclass(frozen=True)
class Event:
    """One capture in the timeline. `key` names the note: "L:<lesson id>:<n>" or "R:<index>"."""

    key: str
    day: int
    at: datetime
    text: str
    scope: str
    origin: str
    session: str
    lesson: str | None
    split: str


def _lesson(id: str, scope: str, kind: str, keys: tuple[str, ...], origin: str,
            *paraphrases: str) -> tuple[str, str, str, tuple[str, ...], str, tuple[str, ...]]:
    return (id, scope, kind, keys, origin, paraphrases)


AGENT, USER = "agent-ingested", "user-asserted"

_LESSONS = [
    # -- project:ledger (Python billing service: uv, Postgres, Alembic, Celery) -----------------
    _lesson(
        "ledger-uv-pytest", "project:ledger", "convention", ("uv", "uv run"), AGENT,
        "Again: tests have to go through `uv run pytest`, the bare pytest on PATH doesn't see the project deps",
        "ModuleNotFoundError: No module named 'ledger_core' when I called pytest directly. uv run fixed it.",
        "Reminder: in ledger the suite is launched via uv, never the global pytest",
        "The system pytest picks the wrong interpreter in this repo; `uv run pytest -q` is the way",
    ),
    _lesson(
        "ledger-migrate-test-db", "project:ledger", "procedure", ("alembic", "upgrade head", "migrate"), AGENT,
        'Integration tests blew up with relation "invoices" does not exist — forgot to run alembic upgrade head '
        "on the test db",
        "Before running the integration tests: `alembic -x db=test upgrade head`, otherwise the tables aren't there",
        "Had to migrate ledger_test by hand before pytest -m integration would pass",
        "Heads up — nothing migrates the test database automatically. Upgrade it to head first.",
        "Empty schema in the test DB again; alembic upgrade head and the integration suite is green",
    ),
    _lesson(
        "ledger-frozen-migrations", "project:ledger", "convention", ("migration", "migrations", "revision"), USER,
        "Never edit a migration that's already on main; create a new alembic revision instead",
        "Reviewer bounced my PR because I changed 0042_add_tax_rate.py after it was merged. Merged migrations "
        "are frozen, add a follow-up revision.",
        "Rule: old migration files stay untouched, any schema fix goes in a fresh `alembic revision --autogenerate`",
        "Turns out prod had already applied 0042, so editing the file did nothing. New revision it is.",
    ),
    _lesson(
        "ledger-decimal-money", "project:ledger", "convention", ("decimal", "float", "floats"), USER,
        "The user wants every money amount as Decimal, never float",
        "Invoice totals came out as 0.30000000000000004 — the amounts were floats. The parser builds Decimal now.",
        "Money in ledger: Decimal with quantize(Decimal('0.01'), ROUND_HALF_EVEN). No floats anywhere near currency.",
        "Reminder: float is banned for amounts, use decimal.Decimal",
        "Got the review comment about a float price field again. Decimal only.",
    ),
    _lesson(
        "ledger-celery-restart", "project:ledger", "procedure", ("celery", "worker", "worker-restart"), AGENT,
        "Celery workers don't pick up code changes; restart them after editing tasks.py (`make worker-restart`)",
        "Spent 20 minutes wondering why the new reminder task never fired — the worker was still running the old "
        "code",
        "After changing anything in ledger/tasks, bounce the worker: make worker-restart",
        "Heads up — no autoreload for celery in dev, restart it by hand",
    ),
    _lesson(
        "ledger-freeze-time", "project:ledger", "convention", ("freezegun", "freeze_time"), AGENT,
        "Billing period tests are flaky around midnight UTC unless wrapped in freeze_time",
        "Any test that touches invoice due dates needs @freeze_time('2024-03-15'), otherwise it fails at month end",
        "test_due_date_rollover failed on the 31st. Pinned the clock with freezegun and it's stable now.",
        "Use freezegun for the billing-period tests in ledger; real time makes them flaky",
    ),
    _lesson(
        "ledger-small-prs", "project:ledger", "preference", ("pr", "prs", "pull request", "pull requests"), USER,
        "The user prefers small PRs — one concern per pull request, under ~300 lines",
        "User asked me to split the refactor into separate PRs next time, big diffs don't get reviewed",
        "Keep pull requests small and focused; the user said giant ones sit for a week",
        "Feedback from the user: one change per PR, the smaller the better",
    ),
    _lesson(
        "ledger-staging-readonly", "project:ledger", "fact", ("staging", "read-only", "read only", "replica"),
        AGENT,
        "The staging database is a read-only replica; writes fail with 'cannot execute INSERT in a read-only "
        "transaction'",
        "Tried to seed staging and got a read-only transaction error. Staging is a replica of prod snapshots, seed "
        "the local db instead.",
        "FYI staging Postgres for ledger is read only",
        "Don't bother running data fixes against staging — it's a replica, nothing can be written there",
    ),
    # -- project:atlas (TypeScript map front end: pnpm, vite, maplibre, Playwright) -------------
    _lesson(
        "atlas-pnpm", "project:atlas", "convention", ("pnpm",), AGENT,
        "atlas uses pnpm; npm install writes a package-lock.json that CI rejects",
        "Had to delete package-lock.json again — someone ran npm i in atlas. pnpm only.",
        "Reminder: pnpm install, not npm install, in the atlas repo",
        "CI failed on a lockfile mismatch because I installed with npm. Only pnpm-lock.yaml belongs in the repo.",
        "The user wants pnpm for everything here, no yarn or npm lockfiles",
    ),
    _lesson(
        "atlas-vite-cache", "project:atlas", "procedure", ("vite", "node_modules/.vite", "optimize dep"), AGENT,
        "After switching branches the dev server threw 504 Outdated Optimize Dep. rm -rf node_modules/.vite and "
        "start it again.",
        "Blank page and 'Outdated Optimize Dep' in the console: clear the vite cache",
        "Turns out vite's prebundled deps go stale when package versions differ between branches; delete the "
        "prebundle folder and restart the dev server",
        "If the atlas dev server serves stale dependencies, wipe node_modules/.vite",
    ),
    _lesson(
        "atlas-tile-cache", "project:atlas", "procedure", ("tile", "tiles", "redis"), AGENT,
        "New tiles didn't show up on staging — the tile cache in Redis keeps them 24h. Flushed it with redis-cli "
        "-n 3 FLUSHDB.",
        "To see regenerated map tiles you have to clear the tile cache (redis db 3)",
        "The tile server keeps rendered tiles for a day; bump TILE_VERSION or flush redis after a style change",
        "Style change not visible on the map? It's the cached tiles, flush them.",
    ),
    _lesson(
        "atlas-playwright-browsers", "project:atlas", "procedure", ("playwright",), AGENT,
        "e2e failed with \"Executable doesn't exist at ~/.cache/ms-playwright\" — run pnpm exec playwright "
        "install chromium",
        "A fresh container needs `pnpm exec playwright install --with-deps chromium` before the e2e suite",
        "Had to install the Playwright browsers again after the version bump",
        "After any @playwright/test upgrade, reinstall the browsers or every e2e test dies at launch",
    ),
    _lesson(
        "atlas-lnglat-order", "project:atlas", "fact", ("lng", "lat", "longitude", "latitude"), AGENT,
        "maplibre wants [lng, lat] and our API returns {lat, lon}. Markers ended up in the ocean when I passed "
        "them straight through.",
        "Careful: coordinates are longitude first in GeoJSON and maplibre, latitude first in the atlas API "
        "responses",
        "Again swapped lat and lng in the marker layer. GeoJSON order is [longitude, latitude].",
        "Points rendered near 0,0 — wrong coordinate order; swapping them fixed it",
    ),
    _lesson(
        "atlas-named-exports", "project:atlas", "preference", ("export", "exports"), USER,
        "The user doesn't want default exports in atlas; named exports only",
        "User reminded me: `export default` is not allowed in this codebase, named exports keep renames greppable",
        "Style for atlas components: export function MapView, not export default",
        "Got asked to convert the new components away from default exports again",
    ),
    _lesson(
        "atlas-vite-env-prefix", "project:atlas", "fact", ("vite_", "import.meta.env"), AGENT,
        "Env vars must start with VITE_ or import.meta.env won't expose them — MAP_STYLE_URL came back undefined",
        "Renamed MAP_STYLE_URL to VITE_MAP_STYLE_URL, now the client can read it",
        "Only VITE_-prefixed variables reach the browser bundle in atlas",
    ),
    # -- project:orbit (Go job scheduler: systemd, orbitctl, Terraform, golangci-lint) ----------
    _lesson(
        "orbit-agent-config-restart", "project:orbit", "procedure", ("orbit-agent", "agent", "config.yaml", "config"),
        AGENT,
        "orbit-agent doesn't hot-reload config.yaml; after editing it, systemctl restart orbit-agent",
        "Changed the poll interval in /etc/orbit/config.yaml and nothing happened until I restarted the agent",
        "Reminder: config edits on orbit hosts only take effect after an agent restart",
        "Why was the old endpoint still being hit? The agent never re-reads its config. Restarted it.",
    ),
    _lesson(
        "orbit-drain-scheduler", "project:orbit", "procedure", ("drain", "draining"), AGENT,
        "Restarting the orbit scheduler kills in-flight jobs. Run orbitctl drain first and wait for '0 running'.",
        "Lost three deploy jobs because I bounced the scheduler without draining it",
        "Scheduler restart, step by step: 1) orbitctl drain 2) wait until the queue is empty 3) systemctl restart "
        "orbit-scheduler 4) orbitctl resume",
        "Heads up — always drain the scheduler before a restart, jobs are not persisted",
        "The user wants scheduler restarts to go through drain/resume, never a straight restart",
    ),
    _lesson(
        "orbit-terraform-workspace", "project:orbit", "convention", ("terraform", "workspace"), AGENT,
        "terraform plan wanted to destroy prod — I was in the default workspace. Always `terraform workspace "
        "select staging` first.",
        "Check `terraform workspace show` before every plan or apply in orbit/infra",
        "Had to switch workspace again; the default one still points at the old prod state",
        "Never apply from the default workspace in orbit, pick the environment explicitly",
    ),
    _lesson(
        "orbit-lint-before-push", "project:orbit", "convention", ("golangci-lint", "lint", "make lint"), AGENT,
        "CI for orbit runs golangci-lint with --new-from-rev=main; run `make lint` locally before pushing",
        "Pipeline red on errcheck again. golangci-lint locally would have caught it.",
        "Run make lint before every push in orbit, CI lint is stricter than go vet",
    ),
    _lesson(
        "orbit-go-generate-mocks", "project:orbit", "procedure", ("go generate", "mocks", "mockgen"), AGENT,
        "After changing an interface in internal/store, run go generate ./... or the mocks are stale and tests "
        "won't compile",
        "Build broke: MockStore does not implement Store (missing method Lease). Regenerated the mocks.",
        "Interfaces changed → regenerate mocks (mockgen via go generate) before go test",
        "Had to rerun go generate ./internal/... after touching the Queue interface",
    ),
    _lesson(
        "orbit-utc-timestamps", "project:orbit", "preference", ("utc", "rfc3339", "rfc 3339"), USER,
        "The user wants all timestamps in orbit logs in UTC, RFC 3339",
        "User complained the job logs mix local time and UTC. Everything UTC.",
        "Log timestamps: time.Now().UTC().Format(time.RFC3339) — the user's rule for orbit",
    ),
    _lesson(
        "orbit-ports", "project:orbit", "fact", ("9090", "9091", "9092", "port"), AGENT,
        "orbit scheduler listens on 9090 for gRPC and 9091 for metrics",
        "Prometheus scrape failed because I pointed it at 9090; metrics are on 9091",
        "Port map for orbit: 9090 grpc, 9091 /metrics, 9092 admin",
        "FYI the admin endpoint lives on 9092, not on the metrics port",
    ),
    # -- project:quill (Rust documentation tool: cargo, insta, clippy) --------------------------
    _lesson(
        "quill-insta-snapshots", "project:quill", "procedure", ("insta", "snapshot", "snapshots"), AGENT,
        "Snapshot tests failed after the renderer change; `cargo insta review` to accept the new .snap files",
        "Renderer tweaks break the insta snapshots every time. cargo insta test --review, check the diff, accept.",
        "Had to accept updated snapshots with cargo insta accept after changing the heading ids",
        "When quill's output changes on purpose, update snapshots through cargo-insta rather than editing .snap "
        "files by hand",
    ),
    _lesson(
        "quill-msrv", "project:quill", "fact", ("msrv", "1.74", "rust-version"), AGENT,
        "quill's MSRV is 1.74; let-else chains from newer Rust fail on the CI msrv job",
        "The msrv job builds with Rust 1.74, so no language features newer than that",
        "rust-version = \"1.74\" in Cargo.toml is enforced by CI",
        "Heads up — quill must still compile on 1.74, check before reaching for new std APIs",
    ),
    _lesson(
        "quill-toml-cwd", "project:quill", "fact", ("quill.toml",), AGENT,
        "The quill binary looks for quill.toml in the current directory only; run it from the docs root",
        "'no quill.toml found' — I was in docs/src. cd to the root and it works.",
        "quill doesn't walk up the tree to find quill.toml the way cargo finds Cargo.toml",
    ),
    _lesson(
        "quill-livereload-port", "project:quill", "fact", ("livereload", "35729"), AGENT,
        "quill serve's livereload uses port 35729; in the devcontainer forward it too or the page never refreshes",
        "Page didn't auto-refresh with quill serve — port 35729 wasn't forwarded",
        "To get live reload in Codespaces, forward 35729 along with 8000",
    ),
    _lesson(
        "quill-changelog", "project:quill", "preference", ("changelog", "changelog.md", "unreleased"), USER,
        "The user wants every user-visible change noted under ## Unreleased in CHANGELOG.md in the same PR",
        "Forgot the changelog entry again; the user asks for one on every PR that changes output",
        "CHANGELOG.md: a line under Unreleased for each behaviour change — user's request",
    ),
    _lesson(
        "quill-clippy", "project:quill", "convention", ("clippy", "pedantic"), AGENT,
        "quill builds with clippy::pedantic and warnings as errors in CI; run cargo clippy --all-targets -- -D "
        "warnings locally",
        "CI failed on clippy::needless_pass_by_value. Should have run clippy before pushing.",
        "cargo clippy -- -D warnings before every push to quill",
        "Again: clippy has to be clean, CI denies warnings",
    ),
    # -- global --------------------------------------------------------------------------------
    _lesson(
        "global-conventional-commits", "global", "preference",
        ("conventional commits", "commit", "commits", "feat", "fix(parser)"), USER,
        "The user wants commit messages in Conventional Commits style (feat:, fix:, chore:)",
        "User asked me to reword my commit to the 'fix(parser): …' format",
        "Commits: type(scope): summary, lowercase, no trailing period — the user's convention in every repo",
        "Got nudged again to follow conventional commits",
    ),
    _lesson(
        "global-no-force-push", "global", "convention", ("force-push", "force push", "force pushed", "--force",
                                                         "force-with-lease"), USER,
        "Never force-push to shared branches; if you really must, --force-with-lease",
        "User was upset that I force pushed over their commits on the feature branch. --force-with-lease only.",
        "Rule: no force push (git push --force) on anything but my own draft branch",
        "Reminder: force-with-lease, not --force",
    ),
    _lesson(
        "global-gh-checks", "global", "procedure", ("gh", "gh pr checks", "gh run view"), AGENT,
        "To follow CI from the terminal: gh pr checks --watch",
        "gh run view --log-failed shows only the failing step, much faster than the web UI",
        "Use the gh CLI to look at failing checks instead of opening the browser",
        "Found that `gh pr checks` then `gh run view --log-failed` is the quickest way to see why CI is red",
    ),
    _lesson(
        "global-plan-first", "global", "preference", ("plan",), USER,
        "The user wants a short plan before I touch more than a couple of files",
        "User said: ask before large refactors, describe the plan first",
        "Before any change spanning many files, write up the plan and wait for an OK",
        "Got told off for rewriting a module without checking in. Plan first, then code.",
    ),
]


def _split(index: int) -> str:
    return "holdout" if index % 4 == 3 else "tune"


LESSONS: tuple[Lesson, ...] = tuple(
    Lesson(id=i, scope=s, kind=k, key_terms=keys, paraphrases=p, origin=o, split=_split(n))
    for n, (i, s, k, keys, o, p) in enumerate(_LESSONS)
)

# -- routine notes -------------------------------------------------------------------------------

_FILES = {
    "project:ledger": ["src/ledger/api/invoices.py", "src/ledger/models/customer.py", "src/ledger/tasks.py",
                       "src/ledger/tax/rates.py", "tests/test_invoices.py", "tests/conftest.py",
                       "src/ledger/export/csv_writer.py", "docs/billing-cycles.md", "pyproject.toml"],
    "project:atlas": ["src/components/MapView.tsx", "src/components/Legend.tsx", "src/hooks/useViewport.ts",
                      "src/api/client.ts", "src/styles/theme.css", "e2e/search.spec.ts", "src/layers/markers.ts",
                      "vite.config.ts", "package.json"],
    "project:orbit": ["cmd/orbitctl/main.go", "internal/scheduler/queue.go", "internal/store/lease.go",
                      "internal/agent/poll.go", "internal/api/handlers.go", "infra/main.tf", "docs/runbook.md",
                      "Makefile", "go.mod"],
    "project:quill": ["src/render/html.rs", "src/parse/markdown.rs", "src/main.rs", "src/config.rs",
                      "src/search/index.rs", "docs/themes.md", "Cargo.toml", "tests/render.rs",
                      "examples/basic/quill.md"],
}
_DIRS = {
    "project:ledger": ["src/ledger/api", "src/ledger/tax", "tests/fixtures", "migrations/versions"],
    "project:atlas": ["src/components", "src/layers", "e2e", "public/icons"],
    "project:orbit": ["internal/scheduler", "internal/store", "infra/modules", "cmd"],
    "project:quill": ["src/render", "tests/snapshots", "themes/default", "examples"],
}
_SYMBOLS = {
    "project:ledger": ["InvoiceLine", "apply_discount", "CustomerRepo", "build_export_row"],
    "project:atlas": ["useViewport", "LegendItem", "fetchTiles", "MarkerLayer"],
    "project:orbit": ["Queue.Lease", "pollOnce", "HandlerOpts", "retryBackoff"],
    "project:quill": ["render_heading", "Config::load", "SearchIndex", "slugify"],
}
_FORMATTER = {"project:ledger": "ruff format", "project:atlas": "prettier --write",
              "project:orbit": "gofmt -w", "project:quill": "cargo fmt --"}
_BRANCHES = ["fix/rounding", "feat/export-filters", "chore/deps", "feat/legend-toggle", "fix/lease-timeout",
             "docs/themes", "refactor/config", "fix/typos"]

# Shapes that recur near-verbatim with another file, directory, number or branch.
_TEMPLATES = [
    "Opened {f} to get a feel for how it's organised",
    "Listed {d}",
    "ls {d} — nothing unexpected in there",
    "Fixed a typo in a comment in {f}",
    "Fixed a typo in {f}",
    "Skimmed {f}",
    "Read through {f} before starting",
    "Reviewed PR #{n}, left two nits",
    "Reviewed PR #{n}: looks fine, approved",
    "Ran {fmt} {f}",
    "Formatted {f}, whitespace changes only",
    "Checked CI status on {b}: green",
    "CI on {b} still running, will look again later",
    "Renamed a local variable in {f} for readability",
    "Added a short comment above {s} in {f}",
    "Looked at git blame for {f}",
    "Rebased {b} onto main, no conflicts",
    "Closed issue #{n} as a duplicate",
    "Replied to review comments on PR #{n}",
    "Removed an unused import from {f}",
    "Sorted the imports in {f}",
    "Searched the codebase for usages of {s}",
    "Created branch {b}",
    "Pushed {b}",
    "Updated the description of PR #{n}",
    "Moved {s} a few lines up in {f}, no behaviour change",
    "Looked up the signature of {s}",
    "Opened {f} next to the test for it",
    "Counted the lines in {d} with wc -l",
]
# One-off notes, written by hand.
_ONE_OFFS = [
    ("project:ledger", "Read the ledger README"),
    ("project:ledger", "Bumped the version to 2.14.0 in CHANGELOG.md"),
    ("project:ledger", "Pulled latest main for ledger"),
    ("project:ledger", "Ran pytest tests/test_invoices.py -k totals, 12 passed"),
    ("project:ledger", "Wrote today's summary for the standup"),
    ("project:ledger", "Looked at the open issues labelled billing"),
    ("project:atlas", "Read the atlas README"),
    ("project:atlas", "Bumped version to 0.9.3 in CHANGELOG.md"),
    ("project:atlas", "Pulled main, 14 new commits"),
    ("project:atlas", "Opened the storybook for the Legend component"),
    ("project:atlas", "Checked bundle size after the build: 412 kB gzipped, same as yesterday"),
    ("project:atlas", "Answered a question about the marker colours in the PR thread"),
    ("project:orbit", "Read the orbit runbook start to finish"),
    ("project:orbit", "Bumped version to v1.8.2 in CHANGELOG.md"),
    ("project:orbit", "Pulled latest main"),
    ("project:orbit", "go test ./internal/scheduler passed"),
    ("project:orbit", "Looked at the Grafana dashboard for the scheduler, nothing odd"),
    ("project:orbit", "Tidied go.sum after go mod tidy"),
    ("project:quill", "Read the quill README and the contributing guide"),
    ("project:quill", "Bumped version to 0.12.0 in CHANGELOG.md"),
    ("project:quill", "Pulled main"),
    ("project:quill", "cargo test passed locally"),
    ("project:quill", "Opened the rendered example site in the browser"),
    ("project:quill", "Went through the open issues tagged good-first-issue"),
    ("global", "Cleaned up merged local branches"),
    ("global", "Updated the shell prompt theme"),
    ("global", "Read the ruff 0.6 release notes"),
    ("global", "Cleared out the Downloads folder"),
    ("global", "Checked notifications on GitHub"),
    ("global", "Skimmed the team's weekly notes"),
]


def _routine_texts(seed: int = SEED) -> list[tuple[str, str]]:
    rng = random.Random(seed)
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    projects = list(_FILES)
    for n, template in enumerate(_TEMPLATES):
        for k in range(6):
            scope = projects[(n + k) % len(projects)]
            files = _FILES[scope]
            text = template.format(
                f=rng.choice(files), d=rng.choice(_DIRS[scope]), n=rng.randrange(120, 990),
                b=rng.choice(_BRANCHES), s=rng.choice(_SYMBOLS[scope]), fmt=_FORMATTER[scope])
            if text in seen:
                continue
            seen.add(text)
            out.append((scope, text))
    for scope, text in _ONE_OFFS:
        if text not in seen:
            seen.add(text)
            out.append((scope, text))
    return out


ROUTINE: tuple[Routine, ...] = tuple(
    Routine(index=i, text=text, scope=scope, split=_split(i)) for i, (scope, text) in enumerate(_routine_texts())
)


# -- timeline ------------------------------------------------------------------------------------


def workday(day: int) -> datetime:
    """Midnight of working day `day` (0-based): Monday to Friday from START."""
    week, weekday = divmod(day, 5)
    return START + timedelta(days=7 * week + weekday)


def evening(day: int) -> datetime:
    """When the evening consolidation of working day `day` runs."""
    return workday(day) + timedelta(hours=19)


def timeline(lessons: tuple[Lesson, ...] | list[Lesson] = LESSONS,
             routine: tuple[Routine, ...] | list[Routine] = ROUTINE, *, days: int = DAYS,
             seed: int = SEED) -> list[Event]:
    """Every note as a capture event, in time order; deterministic for a given seed.

    Each lesson's paraphrases land on distinct days (in their written order, so a lesson is
    learned, forgotten, learned again); routine notes fall on any day; within a day notes come
    between 09:00 and 18:00.
    """
    rng = random.Random(seed)
    placed: list[tuple[int, int, int, Event]] = []
    order = 0
    for lesson in lessons:
        chosen = sorted(rng.sample(range(days), min(days, len(lesson.paraphrases))))
        for n, (day, text) in enumerate(zip(chosen, lesson.paraphrases, strict=False)):
            minute = rng.randrange(9 * 60, 18 * 60)
            placed.append((day, minute, order, _event(f"L:{lesson.id}:{n}", day, minute, text, lesson.scope,
                                                       lesson.origin, lesson.id, lesson.split)))
            order += 1
    for note in routine:
        day = rng.randrange(days)
        minute = rng.randrange(9 * 60, 18 * 60)
        placed.append((day, minute, order, _event(f"R:{note.index}", day, minute, note.text, note.scope,
                                                   "agent-ingested", None, note.split)))
        order += 1
    placed.sort(key=lambda t: t[:3])
    return [t[3] for t in placed]


def _event(key: str, day: int, minute: int, text: str, scope: str, origin: str, lesson: str | None,
           split: str) -> Event:
    name = scope.split(":", 1)[-1]
    return Event(key=key, day=day, at=workday(day) + timedelta(minutes=minute), text=text, scope=scope,
                 origin=origin, session=f"{name}-d{day + 1:02d}", lesson=lesson, split=split)


def lesson_by_id() -> dict[str, Lesson]:
    return {lesson.id: lesson for lesson in LESSONS}
