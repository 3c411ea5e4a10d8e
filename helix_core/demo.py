"""A realistic demo history: two months of a coding agent's work on three projects.

Deterministic by seed. It plants what the rest of Helix is for: lessons repeated in different words
(consolidation distils them), preferences stated by the user (some pinned), contradictions (flags),
tool traces (competence extraction), decisions linked to their projects (graph expansion), and old
routine notes that have faded below the retrieval floor (archived by the closing sweep).
"""

from __future__ import annotations

import random
import threading
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from .clock import ManualClock
from .progress import Job, Progress

if TYPE_CHECKING:
    from .helix import Helix

DAYS = 60
AGENTS = ("claude-code", "codex")

PROJECTS: dict[str, dict[str, Any]] = {
    "billing": {
        "about": "billing is a FastAPI service that issues invoices; Python 3.12, SQLAlchemy, pytest",
        "files": ["billing/api.py", "billing/models.py", "billing/invoices.py", "tests/test_invoices.py",
                  "billing/db.py", "alembic/env.py"],
        "lessons": [
            ["Tests failed with ModuleNotFoundError until I activated .venv; activate .venv before pytest",
             "pytest could not import billing: forgot to activate the .venv first",
             "Reminder: source .venv/bin/activate before running pytest in billing",
             "Ran pytest outside the virtualenv again and got import errors; activate .venv before pytest"],
            ["Alembic migration failed because the models were not imported in env.py; import billing.models in alembic env.py",
             "alembic autogenerate produced an empty migration: env.py must import billing.models",
             "Empty alembic revision again: billing.models needs importing in alembic/env.py"],
            ["Invoice totals were off by a cent: use Decimal, not float, for money",
             "Rounding bug in invoice tax: money must be Decimal not float",
             "Fixed another float rounding error in refunds; always Decimal for money amounts"],
        ],
        "preferences": [
            ("The user prefers ruff over black for formatting the billing code", True),
            ("Use uv, not pip, to install dependencies in billing", True),
        ],
        "decisions": [
            "Decided to switch the billing test database from Postgres to SQLite for speed",
            "Decided to keep invoice numbers sequential per tenant, generated in the database",
        ],
        "contradictions": [
            ("The billing API timeout is 30 seconds", "The billing API timeout is 10 seconds"),
        ],
        "traces": [
            (["git pull", "uv sync", "pytest -x", "git commit"], "ran the test cycle for a fix"),
            (["alembic revision --autogenerate", "alembic upgrade head", "pytest tests/test_models.py"],
             "created and applied a schema migration"),
        ],
    },
    "webapp": {
        "about": "webapp is the customer dashboard: React 18, TypeScript, Vite, Playwright tests",
        "files": ["src/App.tsx", "src/api/client.ts", "src/pages/Invoices.tsx", "vite.config.ts",
                  "tests/e2e/login.spec.ts", "package.json"],
        "lessons": [
            ["Playwright e2e tests flaked because the Vite dev server was not ready; wait for port 5173 before running e2e",
             "Playwright e2e login test failed: the Vite dev server was still starting; wait for port 5173 first",
             "Flaky Playwright e2e again until I waited for the Vite dev server on port 5173"],
            ["Type error in the API client: regenerate the OpenAPI types after the billing API changes",
             "Stale generated OpenAPI types broke the webapp build; regenerate them after billing API changes",
             "Build failed on the API client types again; regenerating the OpenAPI types fixed it"],
        ],
        "preferences": [
            ("The user prefers function components with hooks, never class components", True),
            ("Use pnpm not npm in webapp", False),
        ],
        "decisions": [
            "Decided to replace Redux with TanStack Query for server state in webapp",
        ],
        "contradictions": [
            ("The webapp code style uses tabs for indentation", "The webapp code style uses 2 spaces for indentation"),
        ],
        "traces": [
            (["pnpm install", "pnpm dev", "pnpm test:e2e"], "ran the end-to-end suite"),
            (["pnpm gen:api", "pnpm tsc --noEmit", "pnpm test"], "regenerated API types and checked the build"),
        ],
    },
    "infra": {
        "about": "infra holds Terraform for the AWS account and the GitHub Actions pipelines",
        "files": ["main.tf", "modules/rds/main.tf", ".github/workflows/deploy.yml", "variables.tf"],
        "lessons": [
            ["terraform plan failed: the Terraform state lock was held by a crashed run; force-unlock only after checking nobody is applying",
             "Another stale Terraform state lock; checked that no CI run was applying, then terraform force-unlock",
             "Terraform state lock again after a cancelled pipeline; confirm no apply is running before force-unlock"],
            ["Deploy failed because the AWS credentials expired; refresh the SSO session with aws sso login first",
             "aws sso login needed again before terraform apply; expired AWS credentials broke the deploy",
             "Expired AWS SSO credentials again; ran aws sso login before the deploy"],
        ],
        "preferences": [
            ("Never deploy to production on Fridays", True),
        ],
        "decisions": [
            "Decided to move the deploy pipeline from Jenkins to GitHub Actions",
        ],
        "contradictions": [
            ("Deploys to production go out on Fridays after the release meeting",
             "Never deploy to production on Fridays"),
        ],
        "traces": [
            (["aws sso login", "terraform init", "terraform plan", "terraform apply"], "applied an infra change"),
        ],
    },
}

ROUTINE = [
    "Listed the files in {file_dir}",
    "Opened {file} to read the current implementation",
    "Viewed the git log for {file}",
    "Ran ls in the repository root",
    "Read the README section about local setup",
    "Checked git status before starting",
    "Scrolled through {file} looking for the handler",
    "Printed the current branch name",
]
WORK = [
    "Refactored {file} to split the long function into two helpers",
    "Added a test for the empty-input case in {file}",
    "Renamed a confusing variable in {file}",
    "Reviewed the diff of {file} with the user and adjusted naming",
    "Fixed a typo in the docstring of {file}",
    "Updated the dependency pins after a security advisory",
    "Wrote a small script to reproduce the bug reported in {file}",
    "Error: TypeError in {file} when the payload was missing a field; added validation",
]
QUERIES = {
    "billing": ["how do I run the billing tests", "alembic migration is empty", "money rounding"],
    "webapp": ["playwright e2e flaky", "api client types out of date", "which package manager"],
    "infra": ["terraform state lock", "deploy failed credentials", "when can we deploy"],
}
GLOBAL_PREFERENCES = [
    ("The user wants commit messages in the imperative mood, under 72 characters", True),
    ("The user prefers small pull requests with one concern each", False),
]


def build_demo(
    hx: Helix,
    seed: int = 7,
    episodes: int = 360,
    days: int = DAYS,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> dict[str, Any]:
    """Fill `hx` with the demo history ending at hx's current time. Returns a summary."""
    rng = random.Random(seed)
    job = Job("demo", progress, cancel, aftermath="the memories captured so far stay")
    end = hx.now()
    start = end - timedelta(days=days)
    saved_clock = hx.clock
    clock = ManualClock(start)
    hx.clock = clock
    plan = _plan(rng, episodes, days)
    created = 0
    last_session: str | None = None
    project_ids: dict[str, str] = {}
    try:
        clock.set(start)
        for name, project in PROJECTS.items():
            m = hx.capture(project["about"], kind="project", scope=f"project:{name}",
                           origin="user-asserted", importance=0.9, id=f"mem_project_{name}",
                           actor="human")
            project_ids[name] = m.id
            created += 1
        for text, pinned in GLOBAL_PREFERENCES:
            m = hx.capture(text, kind="preference", scope="global", origin="user-asserted",
                           importance=0.8, pinned=pinned, actor="human")
            created += 1
        total = len(plan)
        for i, item in enumerate(plan):
            clock.set(start + timedelta(days=item["day"], minutes=item["minute"]))
            memory = hx.capture(
                item["content"], kind=item["kind"], scope=item["scope"], origin=item["origin"],
                session=item["session"], agent=item["agent"], attributes=item["attributes"],
                importance=item.get("importance"), pinned=item.get("pinned", False),
                deletion_policy=item.get("policy", "manual_only"),
                actor="human" if item["origin"] == "user-asserted" else None,
            )
            created += 1
            project = item["scope"].split(":", 1)[1] if item["scope"].startswith("project:") else None
            if project and item["kind"] == "decision":
                hx.link(project_ids[project], memory.id, "has_decision", actor="system")
            elif project and item["kind"] in ("convention", "preference"):
                hx.link(project_ids[project], memory.id, "has_convention", actor="system")
            if item.get("reinforce"):
                hx.reinforce(memory.id, item["reinforce"], actor="human")
            if item["session"] != last_session and project:
                # An agent starting a session looks up what it knows about the project: real
                # accesses, so what keeps being useful keeps its salience.
                last_session = item["session"]
                query = rng.choice(QUERIES.get(project, ["how do I run the tests"]))
                hx.recall(query, scope=item["scope"], limit=3, actor=f"agent:{item['agent']}")
            job("capturing", i + 1, total)
        clock.set(end)
        hx.embed_pending()
        swept = hx.sweep()
        with hx.store.write():
            hx.store.meta_set("demo_seed", str(seed))
    finally:
        hx.clock = saved_clock
    return {
        "memories": hx.count(), "captured": created, "days": days, "seed": seed,
        "pruned": swept.pruned,
        "scopes": ["global", *(f"project:{p}" for p in PROJECTS)],
        "archived": swept.archived,
    }


def _plan(rng: random.Random, episodes: int, days: int) -> list[dict[str, Any]]:
    """Decide every episode first (content, time, session), then sort by time."""
    items: list[dict[str, Any]] = []
    names = list(PROJECTS)
    session_no = 0

    def add(day: float, project: str, content: str, **extra: Any) -> None:
        items.append({
            "day": day, "minute": rng.randint(0, 600), "content": content, "kind": "episode",
            "scope": f"project:{project}", "origin": "agent-ingested", "attributes": {},
            "session": None, "agent": rng.choice(AGENTS), **extra,
        })

    for name in names:
        project = PROJECTS[name]
        for variants in project["lessons"]:
            # Each lesson recurs over the two months, worded differently each time.
            for j, text in enumerate(variants):
                add(rng.uniform(2, days - 1), name, text,
                    attributes={"files": [rng.choice(project["files"])]})
                if j == 0 and len(variants) > 2:
                    add(rng.uniform(days * 0.5, days - 1), name, variants[-1])
        for text, pinned in project["preferences"]:
            add(rng.uniform(0, days * 0.3), name, text, kind="preference", origin="user-asserted",
                importance=0.8, pinned=pinned)
            add(rng.uniform(days * 0.3, days - 2), name, "Reminder from the user: " + text[0].lower() + text[1:],
                origin="user-asserted")
        for text in project["decisions"]:
            add(rng.uniform(5, days - 5), name, text, kind="decision", origin="user-asserted",
                importance=0.85, reinforce=5)
        for old, new in project["contradictions"]:
            day = rng.uniform(3, days * 0.4)
            add(day, name, old, kind="fact", origin="agent-ingested")
            add(rng.uniform(days * 0.6, days - 1), name, new, kind="fact", origin="user-asserted")
        for steps, summary in project["traces"]:
            for _ in range(3):
                trace = [{"tool": step, "ok": True} for step in steps]
                add(rng.uniform(1, days - 1), name, f"Tool run in {name}: {summary} ({' → '.join(steps)})",
                    attributes={"tool_trace": trace, "success": True})
    for text, _pinned in GLOBAL_PREFERENCES:
        add(rng.uniform(10, days - 1), rng.choice(names), "Reminder from the user: " + text[0].lower() + text[1:],
            origin="user-asserted")

    # Fill the rest with routine and ordinary work; routine notes are cheap to prune.
    while len(items) < episodes:
        name = rng.choice(names)
        file = rng.choice(PROJECTS[name]["files"])
        routine = rng.random() < 0.45
        template = rng.choice(ROUTINE if routine else WORK)
        text = template.format(file=file, file_dir=file.rsplit("/", 1)[0] if "/" in file else ".")
        add(rng.uniform(0, days - 0.1), name, text, policy="auto_prune" if routine else "manual_only")

    items.sort(key=lambda it: (it["day"], it["minute"]))
    # Group into sessions: consecutive episodes of one project within a few hours share a session.
    last: dict[str, tuple[float, str]] = {}
    for item in items:
        project = item["scope"]
        previous = last.get(project)
        if previous is None or item["day"] - previous[0] > 0.3:
            session_no += 1
            session = f"s-{session_no:03d}"
        else:
            session = previous[1]
        item["session"] = session
        last[project] = (item["day"], session)
    return items[: max(episodes, len(items))]
