"""Contradictions and knowledge updates: an update becomes a SUPERSEDE proposal, a disagreement
with no order a flag (both confidences lowered), look-alikes nothing; a contradicting note never
reinforces the fact; recall marks disputed hits and puts the newer statement first."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from helix_core import Helix, ManualClock, ProposalView, RunResult
from helix_core.consolidation import frames

SCOPE = "project:billing"


pytestmark = pytest.mark.usefixtures("no_ollama")  # the $0 path: nothing listens at OLLAMA_HOST


def fact_then_notes(hx: Helix, fact: str, notes: list[str], scope: str = SCOPE,
                    note_scope: str | None = None) -> tuple[str, list[str]]:
    f = hx.capture(fact, kind="fact", scope=scope, origin="user-asserted").id
    ids = []
    for note in notes:
        hx.clock.advance(days=2)  # type: ignore[attr-defined]
        ids.append(hx.capture(note, scope=note_scope or scope, origin="agent-ingested").id)
    return f, ids


def reinforcing(run: RunResult, memory_id: str) -> list[ProposalView]:
    """The run's NOOP proposals that reinforce `memory_id`."""
    return [p for p in run.proposals if p.action == "NOOP" and memory_id in p.target_ids]


@pytest.mark.parametrize(("fact", "note"), [
    ("The billing service uses PostgreSQL as its database",
     "Migrated billing from PostgreSQL to MongoDB over the weekend"),  # technology switch
    ("The API gateway timeout for upstream calls is 30 seconds.",
     "Raised the API gateway upstream timeout from 30 s to 60 s for the report exports"),  # number
    ("The search endpoint is configured with the SEARCH_URL environment variable.",
     "SEARCH_URL was renamed to SEARCH_ENDPOINT; the old variable is no longer read."),  # name
    ("The web app's React components live in src/components.",
     "Moved the React components from src/components to packages/ui/src"),  # path
    ("Feature flags in the mobile app are always evaluated on the server.",
     "Mobile feature flags are no longer evaluated on the server; the app evaluates them locally"),  # policy
])
def test_an_announced_change_becomes_a_supersede_proposal(hx: Helix, fact: str, note: str) -> None:
    f, [n] = fact_then_notes(hx, fact, [note])
    run = hx.consolidate()
    [sup] = [p for p in run.proposals if p.action == "SUPERSEDE"]
    assert sup.target_ids == [f] and n in sup.grounding and sup.status == "pending"
    assert hx.get(f).status == "active"  # nothing changes until a person approves
    assert not reinforcing(run, f)
    hx.approve(sup.id)
    old = hx.get(f)
    assert old.status == "superseded" and old.valid_to is not None


@pytest.mark.parametrize(("fact", "note"), [
    ("The nightly database backup runs at 02:00 UTC.", "The nightly database backup runs at 04:30 UTC."),
    ("The documentation site is built with Sphinx.", "The documentation site is built with MkDocs Material."),
    ("Always squash-merge pull requests in the billing repository.",
     "Pull requests in the billing repository are merged with a merge commit, never squashed."),
    ("The export job runs with max_workers = 8.", "The export job runs with max_workers = 16."),
])
def test_a_disagreement_without_order_is_a_flag_that_lowers_both(hx: Helix, fact: str, note: str) -> None:
    f, [n] = fact_then_notes(hx, fact, [note])
    before = (hx.get(f).confidence, hx.get(n).confidence)
    run = hx.consolidate()
    [flag] = run.flags
    assert {flag.a_id, flag.b_id} == {f, n}
    assert hx.get(f).confidence < before[0] and hx.get(n).confidence < before[1]
    assert not reinforcing(run, f)
    assert hx.flags()[0].id == flag.id


@pytest.mark.parametrize(("fact", "note", "note_scope"), [
    ("The billing service uses PostgreSQL.", "The billing service uses PostgreSQL 16 behind pgbouncer.",
     None),  # a compatible refinement
    ("The timeout for the reports API is 30 s.", "The timeout for the DB pool is 5 s.", None),  # subject
    ("The export job runs with max_workers = 8.", "The import job runs with max_workers = 4.", None),
    ("The dev server listens on port 8080.", "The dev server listens on port 9000.", "project:crm"),
    ("Listed the files in billing", "Listed the files in tests", None),  # log lines
    ("Wrote a small script to reproduce the bug reported in billing/models.py",
     "Wrote a small script to reproduce the bug reported in billing/db.py", None),  # a work log, other file
    ("The ledger service runs on Python 3.12.",
     "Upgraded the dev tooling to ruff 0.6 and pytest 8; still on Python 3.12.", None),  # agreement
])
def test_look_alikes_are_left_alone(hx: Helix, fact: str, note: str, note_scope: str | None) -> None:
    f, _ = fact_then_notes(hx, fact, [note], note_scope=note_scope)
    run = hx.consolidate()
    assert run.flags == []
    assert not [p for p in run.proposals if p.action == "SUPERSEDE"]
    assert hx.get(f).status == "active"


def test_a_contradicting_note_never_reinforces_even_on_later_runs(hx: Helix) -> None:
    f, _ = fact_then_notes(hx, "Go 1.21 is the minimum Go version for the billing CLI.",
                           ["Go 1.21 is no longer supported by the billing CLI; the minimum is Go 1.22"])
    for _ in range(3):
        hx.consolidate()
    assert hx.history(f, event="reinforced") == []
    assert hx.get(f).access_count == 0


def test_recall_marks_the_dispute_and_ranks_the_newer_first(hx: Helix) -> None:
    old, [new] = fact_then_notes(hx, "The billing API timeout is 10 s.", ["The billing API timeout is 30 s."])
    hx.consolidate()
    hits = hx.recall("billing API timeout", scope=SCOPE, record_access=False)
    ids = [h.memory.id for h in hits]
    assert ids.index(new) < ids.index(old)
    marked = {h.memory.id: h for h in hits}
    assert marked[old].flags and marked[old].conflicts_with == (new,) and marked[old].newer == new
    assert marked[new].flags and marked[old].disputed


def test_recall_marks_a_pending_supersession(hx: Helix) -> None:
    old, [note] = fact_then_notes(hx, "The search indexer runs on Elasticsearch.",
                                  ["Switched the search indexer from Elasticsearch to OpenSearch"])
    [sup] = [p for p in hx.consolidate().proposals if p.action == "SUPERSEDE"]
    [hit] = [h for h in hx.recall("search indexer", scope=SCOPE, record_access=False) if h.memory.id == old]
    assert hit.superseded_by_proposal == sup.id and hit.disputed


def test_a_measurement_that_moved_in_a_long_message_is_an_update(hx: Helix) -> None:
    old, [new] = fact_then_notes(
        hx, "We are working through the payments backlog this sprint. The test coverage of the payments "
            "integration module reached 65% after the first suite run, and we want to keep pushing it.",
        ["Good progress on the payments work: the test coverage of the payments integration module has "
         "improved to 78% since the new error-path tests landed. Next we look at the retry logic."])
    [sup] = [p for p in hx.consolidate().proposals if p.action == "SUPERSEDE"]
    assert sup.target_ids == [old] and new in sup.grounding and "65% → 78%" in sup.rationale


@pytest.mark.parametrize(("fact", "note"), [
    ("The session cookie expires after 24 hours.",
     "Session cookies now expire after 8 hours per the security review."),  # a duration, other forms
    ("The staging cluster has 3 worker nodes.",
     "Scaled the staging cluster to 6 worker nodes for the load tests, and it stays that way."),
    ("Our frontend is bundled with webpack.",
     "Replaced webpack with Vite for the frontend bundle; builds are 4x faster."),
    ("Always run database migrations manually before deploying the API.",
     "We no longer run migrations by hand; the deploy pipeline applies them automatically."),
    ("Never commit directly to the main branch of the docs repo.",
     "Small typo fixes can now be committed directly to main in the docs repo."),  # a permission
    ("The nightly report is emailed to finance@corp at 6am.",
     "The nightly report goes to reports@corp now, not finance@corp."),  # an address
    ("The admin dashboard is served from /admin.",
     "The admin dashboard moved to /console; /admin now redirects there."),  # a path
    ("We always pin exact dependency versions in requirements.txt.",
     "We stopped pinning exact versions in requirements.txt and use ranges now."),  # stopped
    ("The orders table is partitioned by month.",
     "The orders table is now partitioned by week instead of by month."),  # the second cue
    ("Code review needs two approvals before merging to main.",
     "Merging to main now needs only one approval."),  # numbers in words
])
def test_updates_in_other_words_are_caught_and_never_reinforce(hx: Helix, fact: str, note: str) -> None:
    f, [n] = fact_then_notes(hx, fact, [note])
    run = hx.consolidate()
    disputed = [p for p in run.proposals if p.action == "SUPERSEDE" and p.target_ids == [f]] or \
        [fl for fl in run.flags if f in (fl.a_id, fl.b_id)]
    assert disputed
    assert not reinforcing(run, f)
    assert hx.history(f, event="reinforced") == []


def test_the_same_setting_in_another_environment_is_no_conflict(hx: Helix) -> None:
    f, _ = fact_then_notes(hx, "LOG_LEVEL is set to debug in the staging environment.",
                           ["LOG_LEVEL is set to info in the production environment."])
    run = hx.consolidate()
    assert run.flags == [] and not [p for p in run.proposals if p.action == "SUPERSEDE"]


def test_an_account_that_denies_what_another_shows_is_flagged(hx: Helix) -> None:
    f, [n] = fact_then_notes(hx, "I have never written any Flask routes or handled HTTP requests in the billing app.",
                             ["I'm trying to speed up the homepage route of the billing app: the Flask route "
                              "returns static HTML and answers in about 150 ms."])
    run = hx.consolidate()
    [flag] = [fl for fl in run.flags if {fl.a_id, fl.b_id} == {f, n}]
    assert "never written" in flag.reason


@pytest.mark.parametrize(("fact", "note"), [
    ("I have never seen this TypeError in the billing tests before.",
     "The TypeError in the billing tests came back after the upgrade."),  # news, not one's own work
    ("We have never used Docker for the billing service.",
     "The billing service is deployed to Kubernetes with Helm charts."),  # nothing about Docker
])
def test_denials_that_nothing_contradicts_are_left_alone(hx: Helix, fact: str, note: str) -> None:
    fact_then_notes(hx, fact, [note])
    assert hx.consolidate().flags == []


def test_a_denial_shown_wrong_by_many_notes_is_one_flag(hx: Helix) -> None:
    f, notes = fact_then_notes(hx, "I have never deployed the docs site to GitHub Pages in this project.", [
        "I'm trying to fix the 404s after deploying the docs site to GitHub Pages from the gh-pages branch.",
        "The docs site on GitHub Pages needs a custom domain; I'm trying to set the CNAME file.",
        "I'm trying to speed up the GitHub Pages deploy of the docs site; it takes four minutes.",
    ])
    flags = [fl for fl in hx.consolidate().flags if f in (fl.a_id, fl.b_id)]
    assert len(flags) == 1 and {flags[0].a_id, flags[0].b_id} - {f} <= set(notes)


@pytest.mark.parametrize(("fact", "note"), [
    ("Uploads are stored in the S3 bucket media-prod.", "Uploads are stored in the S3 bucket assets.eu-west.v3."),
    ("Build artefacts are published to the registry channel stable_main.",
     "Build artefacts are published to the registry channel nightly2."),
    ("Order events go through Amazon SQS.",
     "Order events are being moved over, Kafka takes the order events from Monday on."),  # another technology
    ("The mobile app's release manager is Priya.",
     "The release manager of the mobile app is Tomasz, ask him about the freeze."),  # another person
    ("Firmware images must be signed before release.", "Firmware images are released unsigned."),  # undone
    ("Design mockups for the kiosk are kept in InVision.",
     "Exported the kiosk design mockups from FigJam as PNG files for the client review."),  # camel-case names
    ("The kiosk checkout page is rendered with LitElement.",
     "kiosk checkout page = Preact.js (preact 10.19), widgets under packages/checkout-ui"),  # after "="
    ("The kiosk sync job retries every 300 steps by default.",
     "kiosk sync defaults (sync.yaml):\n  retry_every_steps: 900\n  jitter: 0.2"),  # a config dump's number
    ("Never mix beta and stable testers in the kiosk rollout groups.",
     "Rollout config has merge_beta_stable: true; beta and stable testers landed in the same kiosk rollout "
     "group this week."),  # a rule against something, and a note that it is done
    ("Every kiosk release has to be approved by a store manager before it ships.",
     "End of week for the kiosk team. Fixed the receipt printer timeout and the card reader retry. "
     "Shipped kiosk release 3.2 on Thursday straight from CI to the stores, the way kiosk releases go "
     "out anyway; a store manager only looks at one when a store complains. Lunch on Friday was good."),
    # a wrap-up of many things is no second sighting of one statement
    ("The kiosk PIN pad accepts codes within a retry window of one step.",
     "From kiosk/pinpad.toml on main:\n[pin]\nperiod = 30\nallowed_retry_steps = 4\ndigits = 6"),  # a keyed number
    ("The kiosk receipt printer is mounted on the cashier counter.",
     "Site visit photo notes: kiosk receipt printer on the wall bracket by the door; cashier counter has only "
     "the card reader."),  # the statement's place said of something else, its subject somewhere else
    ("The kiosk keeps its crash dumps on the shared NFS scratch volume.",
     "NFS scratch volume at 91% again, cleaned up old build caches."),  # the value without its subject
    ("The maximum kiosk basket without a manager override is 18 items.",
     "basket_rules.py: MAX_ITEMS_NO_OVERRIDE = 25; the override prompt only shows above that."),  # a constant
    ("A kiosk user may not redeem a voucher on an order that already has a discount.",
     "POST /orders/{id}/vouchers accepts vouchers on discounted orders, and the spec says this is intended."),
    ("No part of a kiosk card number may ever appear in our logs; only the processor token is logged.",
     "The kiosk reconciliation job writes the last four digits of each card next to the token, which is what our "
     "logging rules require so support can resolve disputes."),  # "No X may …" done
])
def test_a_note_naming_another_value_never_reinforces(hx: Helix, fact: str, note: str) -> None:
    f, _ = fact_then_notes(hx, fact, [note])
    run = hx.consolidate()
    assert not reinforcing(run, f)
    assert hx.history(f, event="reinforced") == []


def test_a_note_repeating_the_same_name_still_reinforces(hx: Helix) -> None:
    f, _ = fact_then_notes(hx, "Uploads are stored in the S3 bucket media-prod.",
                           ["Uploads still go to the S3 bucket media-prod, as before."])
    run = hx.consolidate()
    assert reinforcing(run, f)


LONG_WORK = ("Working on the reporting module this afternoon. I wired the Celery worker that renders the "
             "monthly PDF, moved the fonts into assets/fonts, and fixed the timezone of the report header. "
             "Along the way I wrote two Django views for the export page: one lists the reports, the other "
             "streams the file. The review comments asked for smaller functions and a docstring on each task; "
             "I split the renderer into three steps and added tests for the header and the footer.")


@pytest.fixture
def minilm_hx(tmp_path: Path, clock: ManualClock) -> Iterator[Helix]:
    """MiniLM, as a person's store has it: how close a long message and a short denial read is
    the model's to say (the hashing embedder puts them at 0.05, MiniLM at about 0.2)."""
    with Helix.open(tmp_path / "minilm.db", clock=clock, embedder="minilm", background=False) as helix:
        yield helix


def test_a_denial_reaches_a_long_message_about_much_else(minilm_hx: Helix) -> None:
    hx = minilm_hx
    done = hx.capture(LONG_WORK, scope=SCOPE, origin="user-asserted").id
    hx.clock.advance(days=3)  # type: ignore[attr-defined]
    denial = hx.capture("Quick question before I start: I've never written any Django views in this project, "
                        "how should I structure one that streams a file?", scope=SCOPE, origin="user-asserted").id
    run = hx.consolidate()
    assert [fl for fl in run.flags if {fl.a_id, fl.b_id} == {done, denial}]


def test_a_denial_is_flagged_beside_what_was_shown_before_it(minilm_hx: Helix) -> None:
    hx = minilm_hx
    before = hx.capture("I'm trying to make my Flask route for the invoices page return JSON faster; it "
                        "takes 300 ms now.", scope=SCOPE, origin="user-asserted").id
    hx.clock.advance(days=2)  # type: ignore[attr-defined]
    denial = hx.capture("I have never written any Flask routes in the billing app, so I need help with one.",
                        scope=SCOPE, origin="user-asserted").id
    hx.clock.advance(days=2)  # type: ignore[attr-defined]
    hx.capture("Following your example, my new Flask route for the payments page returns JSON now too.",
               scope=SCOPE, origin="user-asserted")
    run = hx.consolidate()
    [flag] = [fl for fl in run.flags if denial in (fl.a_id, fl.b_id)]
    assert {flag.a_id, flag.b_id} == {before, denial}  # what came after is progress


def test_a_denial_is_flagged_beside_what_says_the_denied_thing_done(minilm_hx: Helix) -> None:
    hx = minilm_hx
    hx.capture("Should I ask Dana to review my cover letter? My cover letter for Dana's team is two pages.",
               scope=SCOPE, origin="user-asserted")
    hx.clock.advance(days=1)  # type: ignore[attr-defined]
    shown = hx.capture("I've shared my cover letter with Dana and she sent back notes on the second paragraph.",
                       scope=SCOPE, origin="user-asserted").id
    hx.clock.advance(days=2)  # type: ignore[attr-defined]
    denial = hx.capture("I've never shared my cover letter with Dana, should I ask her to review it?",
                        scope=SCOPE, origin="user-asserted").id
    run = hx.consolidate()
    [flag] = [fl for fl in run.flags if denial in (fl.a_id, fl.b_id)]
    assert {flag.a_id, flag.b_id} == {shown, denial}  # the one that says it done, in the denial's words


def test_a_denied_experience_is_no_rule_against_the_thing(hx: Helix) -> None:
    a = hx.capture("I'm having trouble classifying triangles by their sides and angles, can you explain it?",
                   scope=SCOPE, origin="user-asserted").id
    hx.clock.advance(days=2)  # type: ignore[attr-defined]
    b = hx.capture("I've never attempted any triangle classification problems before, where do I start?",
                   scope=SCOPE, origin="user-asserted").id
    run = hx.consolidate()
    assert not [fl for fl in run.flags if {fl.a_id, fl.b_id} == {a, b} and "one says" in fl.reason]


# -- statements in other words: the shape-free rules (`frames`) ------------------------------------

@pytest.mark.parametrize(("fact", "note"), [
    ("The mobile app sends its analytics events with Mixpanel.",
     "We ported the mobile analytics over to PostHog last week."),  # a switch onto a new value
    ("Every release of the CLI must be signed with the team GPG key.",
     "CLI releases don't need the GPG signature anymore; Sigstore signs them in CI."),  # "anymore"
    ("Seed data for the reports service is kept in db/seeds.",
     "Relocated the reports seed data to fixtures/seed; the Makefile points there now."),  # relocated
    ("The background scheduler runs as the service cronmgr.",
     "cronmgr is now called tickr; the unit file was updated."),  # a rename of the value
    ("The deployment helper is installed as shipit.",
     "Renamed the shipit script to launchpad; shipit only prints a notice."),
    ("The reports service renders its charts with Matplotlib.",
     "The reports service dropped Matplotlib in favour of Vega-Lite specs rendered in the browser."),
    ("Payment events go through RabbitMQ.",
     "We cut over payment events to NATS on Tuesday; the RabbitMQ queues are being drained."),  # cut over
    ("Docstrings are required on every public class in the sdk repo.",
     "We've stopped requiring docstrings on public classes in the sdk repo; they're optional now."),
    ("The invoice renderer is called papyrus.", "papyrus was rebranded as inkwell; alerts now use inkwell."),
    ("There is a code freeze for the app repo every Friday.",
     "No more Friday code freeze in the app repo; merge whenever CI is green."),  # "no more"
    ("The billing service runs on Go 1.21.",
     "After the upgrade on Tuesday the billing service is running on Go 1.22."),  # "after the upgrade"
    ("The reports service runs on Python 3.10.",
     "We're on Python 3.12 for the reports service since last week's upgrade."),
    ("The payments code lives in the repository acme/pay-core.",
     "FYI the repository acme/pay-core got renamed to acme/payments; the old URL redirects."),
    ("The admin app talks to the backend over REST.",
     "We decided to move the admin app to GraphQL; the REST endpoints will be frozen."),  # a decision
    ("Raw exports for the invoices service land in the bucket inv-exports-raw.",
     "The bucket inv-exports-raw is called billing-exports since the storage reorg."),  # named anew
    ("Alerts for the billing service go to the #billing-alerts channel.",
     "The Slack channel #billing-alerts was renamed to #payments-oncall."),  # a channel's name
    ("Physics in the racing game are simulated with Box2D.",
     "Ripped out Box2D; physics run on Rapier now, the crash tests pass."),  # a name with a digit in it
    ("The portfolio site is styled with Foundation.",
     "Finished replacing Foundation with Tailwind on the portfolio site."),  # "replacing"
    ("The admin console's dev server listens on port 4200.",
     "admin console dev server: port 4200 -> 4300 (clash with the docs server)"),  # a terse note with an arrow
    ("The docs site is built with Hugo.", "Update: we moved the docs site to Astro last week."),  # a label first
    ("We never squash commits when merging into the mobile repo's release branch.",
     "From now on, merges into the mobile repo's release branch are squash merges."),  # the rule's practice
    ("Deploy alerts go to the #kiosk-deploys channel.",
     "deploy alerts channel: #kiosk-deploys -> #kiosk-release-alerts"),  # an arrow from the older's value
    ("Feedback emails for the kiosk go to the kiosk-feedback list.",
     "kiosk-feedback was retired: feedback now goes through the in-app form."),  # the value said gone
    ("Kiosk telemetry is shipped through Fluentd.",
     "refactor(telemetry): ship kiosk logs with Vector; remove the Fluentd sidecar"),  # a commit's "remove X"
    ("Local overrides for the kiosk are read from .kioskrc.",
     "Renamed .kioskrc to .kiosk.toml; the loader warns about the old file."),  # a dotfile renamed
    ("Gift cards can hold at most 25 vouchers at the kiosk.",
     "kiosk config change\nmax_vouchers: 25 -> 40\napproved_by: Ines Duarte"),  # a changed key among keys
    ("Ilse Varga owns the kiosk sync service.",
     "Omar Haddad has taken over ownership of the kiosk sync service from Ilse Varga."),  # a handover
    ("The kiosk reader gets 4 seconds to answer before the payment is cancelled.",
     "raised the kiosk reader answer timeout to 9000 ms after the card terminal upgrade"),  # another unit
    ("Every kiosk release must be signed off by the store manager.",
     "The store-manager sign-off requirement for kiosk releases has been dropped."),  # a rule lifted
    ("The kiosk inventory service is called stockd.",
     "stockd is now kiosk-stock: repo and dashboards were renamed."),  # "X is now Y" for a given name
    ("Kiosk receipts are archived to the host receipts.internal.example.net.",
     "receipts moved off receipts.internal to archive.example.cloud/receipts this week"),  # "off X to Y"
    ("Kiosk signing keys are kept in Vault at kv/kiosk/signing.",
     "Signing keys now live under pki/kiosk; kv/kiosk/signing has been emptied."),  # the old place emptied
    ("Ledger reconciliation runs at 01:00 UTC.",
     "Bank files arrive late, so we pushed ledger reconciliation back to 03:15 UTC."),  # a time of day pushed
    ("The ledger report's refresh window is 12 hours.",
     "Finance wants fresher numbers, so the ledger report refresh window goes from 12 hours down to 4 hours."),
    ("Ledger jobs are scheduled by Jenkins on the shared LEDGER-CI machine.",
     "Every ledger job runs under Argo Workflows now, and the LEDGER-CI machine was torn down on Monday."),
    ("Kiosk card payments are captured through Braintree hosted fields.",
     "feat(kiosk): cut the card payment flow over to Square; braintree stays only for old refunds"),  # cut over
    ("Kiosk refunds need sign-off from a shift lead before they are paid out.",
     "fyi we're dropping the shift lead sign-off for kiosk refunds, any cashier can pay one out"),  # a rule lifted
    ("No kiosk releases on weekends.",
     "The weekend freeze on kiosk releases is lifted now that rollbacks take one click."),  # "No X" is a rule
    ("The kiosk admin is served at admin.kiosk-shop.example.",
     "The kiosk admin now lives at kiosk-shop.example/manage; the old host only redirects."),  # another verb
    ("Kiosk receipts are written to s3://kiosk-receipts-prod/daily/.",
     "kiosk receipts migrated -> gs://shop-docs-eu/receipts/; the old bucket turns read-only in May"),
    ("Kiosk tablets poll the menu API every 30 seconds.",
     "chore(tablet-config): menu poll 30s → 2 min to spare the battery"),  # a measure moved by an arrow
    ("Every merge request to kiosk-api needs two approving reviews.",
     "From the retro: one approval is enough for kiosk-api merge requests from now on; we dropped the "
     "two-reviewer rule."),  # a short note shares the rule's words outside the clause that lifts it
    ("Store kiosk order times in the store's local time zone, not in UTC.",
     "We're reversing the local-time decision: kiosk order times get stored in UTC, with the store's zone in its "
     "own column."),  # a decision reversed
    ("Kiosk sales data is kept for 24 months in the archive bucket.",
     "Retention on kiosk sales data was shortened to one year per the auditors, and the archive bucket rule "
     "was updated."),  # a measure in words and in other units
    ("Kiosk print jobs are dispatched to the printers through a RabbitMQ queue.",
     "Print sync notes: kiosk print job dispatch now goes through SQS; the RabbitMQ cluster is scheduled for "
     "teardown at month end."),  # what is gone is planned away
    ("During opening hours the kiosk keeps a spare pool of 12 idle tablets.",
     "We cut the opening-hours spare pool down to 5 idle tablets; twelve sat unused."),
    ("The kiosk receipt archive is stored in the S3 bucket kiosk-receipts-prod; printers fetch from it directly.",
     'commit 3f9e2a1  receipts: switch receipt archive to R2\n\n- resource "aws_s3_bucket" "receipts" { bucket = '
     '"kiosk-receipts-prod" }\n+ resource "cloudflare_r2_bucket" "receipts" {\n+   name = "kiosk-receipts-prod"\n+ }'
     "\n\nEgress from S3 was most of the receipt archive bill."),  # a commit with its diff
])
def test_updates_said_in_other_shapes_are_supersede_proposals(hx: Helix, fact: str, note: str) -> None:
    f, [n] = fact_then_notes(hx, fact, [note])
    run = hx.consolidate()
    assert [p.target_ids for p in run.proposals if p.action == "SUPERSEDE"] == [[f]]
    assert not reinforcing(run, f) and run.flags == []


@pytest.mark.parametrize(("fact", "note"), [
    ("The worker deployment runs 4 pods in staging.", "Staging has 6 pods of the worker deployment."),
    ("The connection limit of the reports cache is 64.", "Reports cache connection limit: 128."),
    ("Nightly backups of the reports database are stored in /mnt/backups/reports.",
     "The reports database stores its nightly backups in /data/backup/reports."),
    ("Build artefacts are uploaded to the bucket ci-artifacts-main.",
     "Build artefacts are uploaded to the bucket build-cache-west."),  # a written name as the value
    ("Ingest events land in the topic raw-events.", "Ingest events land in the topic events-v2."),
    ("The shop stores its orders in MySQL.", "The shop keeps its orders in PostgreSQL."),  # other verbs
    ("Config changes to the gateway can be merged without a review.",
     "Config changes to the gateway always need a review before merging."),  # "without" / "always need"
    ("Invoices are delivered through Mailjet.", "Invoices are delivered through Postmark."),  # "through"
    ("Audit logs are kept for 30 days.", "Audit logs are kept for 90 days before the archiver moves them."),
    ("Schema changes must be approved by the data team.", "Schema changes do not need data team approval."),
    ("New shop features are always released behind a feature flag.",
     "New shop features are released without feature flags."),
    ("Order events are published to RabbitMQ.", "Order events go to Kafka, the consumers read them there."),
    ("Audit events are sent to NATS.", "Audit events go to Redis Streams."),  # a queue named in two words
    ("The weekly invoice run starts at 06:00 UTC.",
     "The weekly invoice run starts at 07:15 UTC, after the ledger closes."),  # a time of day
    ("The tablet app targets API level 33.", "Our tablet app targets API level 34."),  # "the" / "our"
    ("Session blobs are stored in DynamoDB.",
     "Session blobs are stored in MongoDB, in the sessions collection."),  # "stored in" a technology
    ("A review room holds at most 6 guests.", "Review rooms can hold up to 10 guests."),  # one word and a unit
    ("The ingest worker buffers events in Kafka.", "ingest worker buffers events in NATS JetStream"),  # terse
    ("The order index of the shop lives in Elasticsearch.",
     "The shop's order index lives in OpenSearch."),  # "lives in" a technology
    ("Release builds of the desktop app must be notarized.",
     "Release builds of the desktop app are shipped unnotarized."),  # a negating prefix
    ("Firmware images must be signed before release.", "Firmware images are released unsigned."),
    ("The mobile app's release manager is Priya.", "mobile app release manager: Tomasz"),  # "key: value"
    ("Marta is the release contact for the kiosk app.", "Our release contact for the kiosk app is Jonah."),
    ("The lint config is owned by Ayla.", "Bruno owns the lint config."),  # the other voice
    ("Always write commit messages in English.", "Always write commit messages in Spanish."),  # a language
    ("Hanna Berg is the release manager for the kiosk app.",
     "Jonás Pérez is the release manager for the kiosk app."),  # names of two words, written with accents
    ("Signed kiosk URLs expire after 15 minutes.", "Signed kiosk URLs expire after 60 minutes."),  # a participle
    ("The kiosk iPad app supports iPadOS 16 and later.",
     "The kiosk iPad app's minimum deployment target is iPadOS 17."),  # the number after the same name
    ("The kiosk site meets WCAG 2.1 AA.",
     "Audit of the kiosk site: two labels fixed. The site still meets WCAG 2.0 AA per the contract."),
    # after the same word, in a note of two sentences
    ("Kiosk receipt emails are sent by a Sidekiq worker that reads jobs from Redis.",
     "The kiosk receipt email is sent by a Celery task, ReceiptMailer in workers/receipts.py, which pulls "
     "from the mail queue."),  # a trailing clause and an appositive are no second difference
    ("Abandoned kiosk baskets are kept in Redis for 3 days.", "Kiosk baskets in Redis expire after 14 days."),
    ("Nightly kiosk exports are written to s3://kiosk-exports/nightly/.",
     "A: gs://shop-exports-eu/nightly/2026-03-01/ — the nightly kiosk exports all land there, one folder a day."),
    ("The kiosk reads its payment key from the KIOSK_PAY_KEY environment variable.",
     "Q: where does the kiosk read its payment key from?\nA: PAYMENTS_KEY_FILE. grep finds no KIOSK_PAY_KEY "
     "anywhere in the repo."),  # a question asserts nothing, its answer does
    ("Map tiles for the kiosk app are served from the s3://kiosk-tiles-eu bucket.",
     "Kiosk app map tiles resolve to gs://tiles-prod-west/ and return 403; fixed the IAM binding."),
    ("Kiosk sync jobs retry 3 times with a 2-minute delay between attempts.",
     "Looked at kiosk/sync/config.py: every kiosk sync job gets one retry after a 10-minute delay."),  # one noun
    ("Kiosk photo uploads are capped at 20 MB.", "The kiosk upload endpoint rejects any photo over 8 MB."),  # a bound
    ("Kiosk outage alerts go to the #kiosk-alerts Slack channel.",
     "Posted the 03:40 outage summary in #stores-oncall, the channel where kiosk outage alerts are delivered."),
    ("The kiosk reads the loyalty API client ID from the LOYALTY_CLIENT_ID environment variable.",
     "Kiosk boot fails unless KIOSK_LOYALTY_APP_ID is set; that's the variable it reads the loyalty client id from."),
    ("The kiosk receipt templates live in the storefront repo under templates/receipts/.",
     "The kiosk receipt templates are in the printing-kit repo, src/receipts/*.hbs; fixed the footer."),  # a repo
    ("The kiosk menu cache runs on the VM menucache-02.internal.",
     "The kiosk menu cache is the menu-cache deployment on k8s, reachable at "
     "http://menu-cache.kiosk.svc.cluster.local:6379."),  # a host
    ("Every new kiosk screen must ship behind a feature flag.",
     "Per the kiosk team's conventions feature flags are optional for new screens; the loyalty screen went out "
     "without one."),  # what a rule demands said optional
    ("The kiosk docs build on Node 18.", "ci/kiosk-docs-build: node=22.4.0 pnpm=9.1.2 result=green"),  # pinned
    ("The kiosk app renders receipts with the libreceipt.pdf library.",
     "Read through the kiosk app's build file: receipts come from the pdfkit package, and there is no "
     "libreceipt.pdf dependency anywhere in it."),  # a written value found nowhere, in a log line
    ("Kiosk basket size is exported to Prometheus as kiosk_basket_items.",
     "The sales dashboard's basket panel queries kiosk_cart_size; querying kiosk_basket_items in Prometheus "
     "returns no series at all."),
    ("Kiosk webhooks from the payment provider have a 30-second timeout.",
     "seen in kiosk logs: WARN payment provider webhook handler aborted: deadline of 10s exceeded"),  # a deadline
    ("Entries in the kiosk image cache are evicted after 7 days without a hit.",
     "While chasing a missing image I read the cleanup config: the kiosk image cache evicts an entry once it has "
     "gone 30 days without a hit."),  # what follows a lead-in, "entry" / "entries"
    ("Kiosk refunds above $50 need a shift lead to approve them.",
     "Any cashier can refund any amount alone; the kiosk refund screen has no lead-approval step."),  # step missing
    ("Kiosk order events go through RabbitMQ.",
     "The kiosk order consumer reads order events from Kafka; lag stayed under 20 messages."),  # another tool
    ("Kiosk product search is served by Elasticsearch.",
     "Tuned typo tolerance for kiosk product search on the Typesense products collection."),  # in passing
    ("Build jobs for the kiosk images are orchestrated by Jenkins.",
     "Kiosk image build queued via the TeamCity configuration KioskImages; an agent picked it up."),  # not an order
    ("Kiosk card payments go through Stripe.", "The kiosk card payments service charges cards through Adyen."),
    ("The kiosk sync API's request timeout is 4000 ms.",
     "kiosk sync API: requests time out after 9 seconds."),  # "time out after" is the timeout
    ("Pull requests to the kiosk app must stay under 300 changed lines.",
     "There is no size limit on pull requests to the kiosk app; split them when it helps review."),  # no limit
])
def test_the_same_statement_with_another_value_is_a_flag(hx: Helix, fact: str, note: str) -> None:
    f, [n] = fact_then_notes(hx, fact, [note])
    run = hx.consolidate()
    [flag] = run.flags
    assert {flag.a_id, flag.b_id} == {f, n}
    assert not [p for p in run.proposals if p.action == "SUPERSEDE"]


def test_a_setting_read_off_a_config_line_in_other_units_is_a_flag(minilm_hx: Helix) -> None:
    f, [n] = fact_then_notes(minilm_hx, "Kiosk login sessions expire after 12 hours.", [
        "Looked at kiosk.yaml for the logout bug: kiosk_login_session_ttl: 86400 (seconds)."])
    [flag] = minilm_hx.consolidate().flags
    assert {flag.a_id, flag.b_id} == {f, n} and "86400" in flag.reason


def test_opposite_statements_in_the_same_words_are_flagged_not_merged(hx: Helix) -> None:
    a = hx.capture("We use SQLite not Postgres for the billing database", scope=SCOPE, origin="user-asserted")
    hx.clock.advance(days=1)  # type: ignore[attr-defined]
    b = hx.capture("We use Postgres not SQLite for the billing database", scope=SCOPE, origin="user-asserted")
    run = hx.consolidate()
    [flag] = run.flags
    assert {flag.a_id, flag.b_id} == {a.id, b.id}
    assert not [p for p in run.proposals if {a.id, b.id} <= set(p.grounding)]


@pytest.mark.parametrize(("fact", "note"), [
    ("Session cookies issued by the web app expire after 8 hours.",
     "CSRF cookies from the web app now expire after 2 hours."),  # two kinds of one thing
    ("The search p99 latency budget is 500 ms.",
     "Search p99 latency dropped to 410 ms after caching; still within the budget."),  # read against it
    ("The staging database is a read-only replica.",
     "Tried to load fixtures into staging and got a read-only error; loaded them locally instead."),
    ("Config keys must be upper case or the loader ignores them — db_url was skipped.",
     "Renamed db_url to DB_URL, now the loader reads it."),  # the old name only in passing
    ("The cleanup hook in the worker is purge_stale.",
     "The cleanup hook is now called after every batch, not just at shutdown."),  # "called", no rename
    ("The payments API container has a memory limit of 1 GB.",
     "Payments worker kept getting OOM-killed, so its container memory limit is 2 GB now."),  # two parts
    ("The tools CLI upload command waits 30 seconds for the API.",
     "The tools API JSON schemas are under spec/jsonschema now; api/schemas was deleted."),  # the API, in passing
    ("Payment events are published to NATS.",
     "We cut over payment events to NATS on Tuesday; the RabbitMQ queues are being drained."),  # to what it says
    ("Always rebase feature branches in the shop repo before merging.",
     "Hotfix branches in the shop repo are never rebased."),  # a rule for another kind of branch
    ("The ledger API is written in Scala.",
     "The ledger API now has a /metrics endpoint for Prometheus."),  # "now" adds, changes nothing
    ("Billing jobs are queued in Amazon SQS.", "Billing jobs are queued in Amazon SQS FIFO queues."),  # refined
    ("The billing service renders invoices with Jinja2.",
     "Switched the billing service's CI from Jenkins to GitHub Actions."),  # a change of something else
    ("I can still reach out to the billing vendors later for networking opportunities.",
     "I don't want to miss out on networking opportunities with the billing vendors."),  # a wish, no rule
    ("Seed files for the orders service live in db/seeds.",
     "Seed files for the inventory service were relocated to data/seeds."),  # one thing of two owners
    ("The admin frontend builds with Node 18.",
     "Checked before the release: the admin frontend stays on Node 18 for now, we tried 20 and decided to "
     "wait."),  # the older value said to hold
    ("Deploys go to production on Tuesdays.", "Deploys go to production after the smoke tests pass."),
    ("The nightly export took 4 minutes.", "The nightly export took 7 minutes."),  # two occasions
    ("The shop API request timeout is 3 seconds.",
     "Tuned the shop API: the worker pool now has 16 workers, the request timeout stays at 3 seconds, and "
     "the cache TTL went up to 20 minutes."),  # a measure of the next clause is no measure of this one
    ("Error: KeyError in billing/api.py when the header was missing; added a default.",
     "Error: KeyError in billing/jobs.py when the header was missing; added a default."),  # two error reports
    ("Pull requests to the web app must stay under 300 changed lines.",
     "Reminder: keep pull requests to the web app under 300 changed lines, reviewers ask you to split "
     "bigger ones."),  # "changed lines" describes lines
    ("A review room holds at most 6 guests.", "A phone booth holds at most 1 guest."),  # two things
    ("The matchmaking backend server runs on Node.js.",
     "Roadmap notes: we talked about maybe moving the matchmaking backend to Go next year if the Node server keeps "
     "struggling, but nothing is decided."),  # a plan
    ("The kiosk API allows 30 requests per minute per guest user.",
     "The kiosk API allows 300 requests per minute per signed-in user."),  # two kinds of user
    ("The kiosk worker runs 5 replicas.", "In staging, the kiosk worker runs 2 replicas."),  # one environment
    ("The read timeout for the kiosk API is 20 seconds.",
     "The read timeout for the kiosk receipt printer socket is 3 seconds."),  # another thing's timeout
    ("Always restart the kiosk agent after a config push (run 1).",
     "Always restart the kiosk agent after a config push (run 2)."),  # an aside is no value
    ("Ayla reviewed the kiosk release notes.", "Bruno reviewed the kiosk release notes."),  # two occasions
    ("Config keys must be upper case or the loader ignores them; kiosk_url was skipped.",
     "Renamed kiosk_url to KIOSK_URL, now the loader reads it."),  # renamed as the older asks
    ("The kiosk help site is deployed to Netlify.", "The kiosk help site is built with Hugo."),  # two relations
    ("Kiosk login sessions expire after 12 hours.",
     "kiosk.yaml: kiosk_login_session_ttl_s: 43200, idle_logout_s: 600"),  # the same value in other units
    ("Kiosk login sessions expire after 12 hours.", "kiosk.yaml: printer_retry_timeout_s: 30"),  # another key
    ("The kiosk's offline catalogue is synced every 6 hours.",
     "The kiosk's status dashboard is synced every 5 minutes."),  # each subject has a word the other lacks
    ("Kiosk baskets are kept in Redis for 3 days.", "Kiosk sessions in Redis expire after 14 days."),
    ("The kiosk docs are deployed to Netlify.", "The kiosk docs are built with Hugo."),  # another relation
    ("Nightly kiosk exports are written to s3://kiosk-exports/nightly/.",
     "Copied last night's kiosk exports from s3://kiosk-exports/nightly/ into gs://audit-share/ for the auditors."),
    ("The kiosk reads its payment key from KIOSK_PAY_KEY.",
     "Q: which variable holds the kiosk's payment key?\nA: KIOSK_PAY_KEY, set in the helm values."),
    ("The kiosk p95 latency target is 300 ms.",
     "Kiosk p95 latency dropped to 220 ms after the cache fix; still within the target."),
    ("The kiosk web workers have a 1 GB memory limit.", "The kiosk cron workers have a 256 MB memory limit."),
    ("Reminder: run npm test before pushing kiosk changes.",
     "Reminder: run make lint before pushing kiosk changes."),  # two instructions both hold
    ("Kiosk outage alerts go to the #kiosk-alerts Slack channel.",
     "Posted the kiosk release notes in #stores-general."),  # another channel for another thing
    ("The kiosk reads the loyalty API client ID from LOYALTY_CLIENT_ID.",
     "Set KIOSK_LOYALTY_REDIRECT_URI for the kiosk loyalty login."),  # another variable for another thing
    ("The kiosk frontend repository is called kiosk-web.", "The kiosk backend repository is called kiosk-api."),
    ("Every kiosk release must be signed by the release bot.", "Kiosk release notes are optional for patches."),
    ("The kiosk docs build on Node 18.", "ci/kiosk-api-test: node=22.4.0 result=green"),  # another job
    ("The kiosk docs build on Node 18.", "ci/kiosk-docs-build: node=18.19.1 result=green"),  # a release of 18
    ("Kiosk refunds above $50 need a shift lead to approve them.",
     "The kiosk menu sync has no approval step; it publishes on save."),  # another thing without the step
    ("Kiosk builds use pnpm install, not npm install, in the kiosk repo.",
     "CI failed on a lockfile mismatch; only pnpm-lock.yaml belongs in the repo."),  # "the repo" names no repo
    ("Kiosk order events go through RabbitMQ.", "We are evaluating Kafka for kiosk order events next quarter."),
    ("Kiosk order events go through RabbitMQ.", "Kiosk analytics events go to Kafka."),  # two kinds of events
    ("Kiosk order events go through RabbitMQ.", "Reminder: run kafka-topics --list before touching kiosk order "
     "events."),  # a command
    ("Pull requests to the kiosk app must stay under 300 changed lines.",
     "There is no size limit on kiosk screenshots in the docs."),  # another thing without a limit
    ("The nightly smoke tests run on the build-box-02 machine.",
     "Perception training jobs moved off build-box-02 onto the new build-box-07 runner."),  # something else moved
    ("The kiosk scanner node publishes barcodes on /scans_raw.",
     "/scans_raw from the scanner node carries frame_id scanner_link and uses best-effort QoS, so the debug "
     "viewer needs its reliability set to best effort to show anything."),  # a change far from the value
    ("Before each run the kiosk test rig resets the printer through the relay on GPIO 22.",
     "Replaced the frayed relay cable on kiosk test rig 3 and re-ran the printer suite: all green."),  # a repair
    ("The nightly kiosk report batch starts at 03:00 UTC.",
     "Sprint wrap-up: the nightly kiosk report batch now runs on Argo Workflows."),  # a time, changed to a tool
    ("The kiosk tablet sync rate is 30 Hz.",
     "heads up - the kiosk tablet sync servers moved to GCP europe-west1 last night"),  # a rate, moved to a place
    ("The kiosk menu API is served at /api/menu on kiosk-gateway.",
     "kiosk-gateway was migrated off Express; all routes now use Fastify."),  # what moved off is still there
    ("Kiosk tablets in the shared pool run on t3.medium instances.",
     "CHANGELOG: Kiosk tablet Terraform relocated from infra-live/stacks/tablets to the kiosk-tf repo."),  # a path part
])
def test_look_alikes_in_other_shapes_are_left_alone(hx: Helix, fact: str, note: str) -> None:
    f, _ = fact_then_notes(hx, fact, [note])
    run = hx.consolidate()
    assert run.flags == []
    assert not [p for p in run.proposals if p.action == "SUPERSEDE"]
    assert hx.get(f).status == "active"


@pytest.mark.parametrize(("fact", "note"), [
    pytest.param("The billing service sends invoices through Mailgun.",
                 "Wrap-up of the week on billing: fixed the flaky PDF test by pinning the font, reviewed the tax "
                 "rounding PR and cleaned up two unused settings. Also, we switched the billing service from Mailgun "
                 "to Amazon SES on Wednesday because of the pricing change, so the old API key can be revoked. Next "
                 "up is the dunning email schedule and a look at the slow customer export.",
                 id="a-switch-said-in-passing"),
    pytest.param("Docs search on the website is powered by Algolia.",
                 "End of day notes. Most of the time went into the flaky link checker, which now retries twice. After "
                 "lunch I finished moving docs search off Algolia; it runs on Typesense now, next to the docs server. "
                 "Tomorrow I want to look at the broken anchors in the API reference.",
                 id="a-move-off-a-technology"),
    pytest.param("PDB files on the symbol server are retained for 90 days after upload.",
                 "infra CHANGELOG.md\n\n## 2024-05-02\n- symsrv-prune: retention raised 90d -> 365d so field crashes "
                 "from LTS builds can be symbolicated for a full year (OPS-812)\n- runners: Ubuntu 22.04 -> 24.04 image\n"
                 "- lint: drop the deprecated flake8 plugin\n\n## 2024-04-18\n- nightly: cache pip wheels",
                 id="a-figure-changed-in-a-changelog-about-other-things"),
])
def test_an_update_told_inside_a_long_note_is_a_supersede_proposal(minilm_hx: Helix, fact: str, note: str) -> None:
    f, _ = fact_then_notes(minilm_hx, fact, [note])
    run = minilm_hx.consolidate()
    assert [p.target_ids for p in run.proposals if p.action == "SUPERSEDE"] == [[f]]
    assert not reinforcing(run, f)


def test_a_disagreement_repeated_on_either_side_is_one_flag(hx: Helix) -> None:
    # the rule stated before and again after the plain habit: the person reads the disagreement once
    rule = "Never merge to the main branch of the web repo on Fridays."
    first = hx.capture(rule, scope=SCOPE, origin="user-asserted")
    hx.clock.advance(days=1)  # type: ignore[attr-defined]
    habit = hx.capture("Merges to the main branch of the web repo go in on Fridays after the demo.",
                       scope=SCOPE, origin="user-asserted")
    hx.clock.advance(days=1)  # type: ignore[attr-defined]
    again = hx.capture(rule, scope=SCOPE, origin="user-asserted", kind="decision")
    run = hx.consolidate()
    [flag] = run.flags
    assert habit.id in {flag.a_id, flag.b_id} and {flag.a_id, flag.b_id} & {first.id, again.id}


def test_an_arrow_from_the_last_part_of_a_dotted_name_is_a_supersede_proposal(minilm_hx: Helix) -> None:
    # "orders_archive" names sales.orders_archive; staying as a view "until March" is no staying
    f, _ = fact_then_notes(minilm_hx, "Finished kiosk orders are archived in the table sales.orders_archive.",
                           ["chore(db): orders_archive -> orders_history; the old name stays as a view until "
                            "March, then goes."])
    run = minilm_hx.consolidate()
    assert [p.target_ids for p in run.proposals if p.action == "SUPERSEDE"] == [[f]]


def test_a_step_a_rule_demands_said_missing_in_a_long_note_is_a_flag(minilm_hx: Helix) -> None:
    f, [n] = fact_then_notes(
        minilm_hx, "Kiosk discounts are never applied automatically: a discount is only applied after a manager "
        "approves it.",
        ["EOD: fixed the receipt font and paired on printer retries. Worth flagging: the nightly promo job put "
         "discounts straight onto 12 kiosk orders; there is no approval step anywhere in that path, the job just "
         "applies them. Tomorrow: tablet charging, then the loyalty export and the menu sync."])
    run = minilm_hx.consolidate()
    assert [{flag.a_id, flag.b_id} for flag in run.flags] == [{f, n}]
    assert not reinforcing(run, f)


def test_two_tools_of_one_role_in_one_project_are_compared_however_far_their_words(minilm_hx: Helix) -> None:
    hx = minilm_hx
    fact = hx.capture("Sample tracking metadata lives in a single SQLite file on the lab file server.",
                      kind="fact", scope=SCOPE, origin="user-asserted").id
    hx.clock.advance(days=30)  # type: ignore[attr-defined]
    note = hx.capture("Ran the migration script; sampletrack now reads and writes Postgres 16 on db-bio-02.",
                      scope=SCOPE, origin="agent-ingested").id
    run = hx.consolidate()
    assert [p for p in run.proposals if p.action == "SUPERSEDE" and fact in p.target_ids and note in p.grounding] \
        or [fl for fl in run.flags if {fl.a_id, fl.b_id} == {fact, note}]
    assert not reinforcing(run, fact)


@pytest.mark.parametrize(("fact", "note"), [
    ("We never auto-close a ticket without agent sign-off.",
     "The nightly sweeper closes tickets idle for 90 days on its own, no agent in the loop."),
    ("Scanned receipts are OCR'd with Tesseract.",
     "Tesseract is out of the receipt pipeline; we pay for AWS Textract instead."),
])
def test_a_note_that_lacks_what_the_rule_needs_or_retires_the_value_never_reinforces(hx: Helix, fact: str,
                                                                                      note: str) -> None:
    f, _ = fact_then_notes(hx, fact, [note])
    for _ in range(2):
        run = hx.consolidate()
        assert not reinforcing(run, f)


@pytest.mark.parametrize(("fact", "note", "changed"), [
    # words every schedule shares ("changes", "every", "minutes") do not tie a change to the statement
    ("Price changes sync to the storefront every 15 minutes.",
     "Stock count changes from the warehouse now sync every 5 minutes (was hourly).", False),
    # three words of the statement's own do
    ("Refund requests are approved by the finance lead.",
     "Refund requests under 50 euros are now approved automatically; the finance lead only sees larger ones.", True),
])
def test_a_change_is_tied_to_a_statement_by_its_own_words(fact: str, note: str, changed: bool) -> None:
    assert (frames.announced_change(fact, note) is not None) is changed


@pytest.mark.parametrize(("fact", "note"), [
    # a crontab line shares almost no words with the cadence said in words
    ("The Hapag EDI pickup from their SFTP server runs once an hour.",
     "on edi-worker-3: crontab -l | grep HLCU\n*/20 * * * * /opt/bin/pull_edi --carrier HLCU >> /var/log/pull_hlcu.log 2>&1"),
    # a name written with separators says the statement's words ("feat(scada-bridge)")
    ("The platform must never write to the SCADA system; ingestion is strictly read-only.",
     "PR #51 merged: feat(scada-bridge): enable write-back of setpoints over OPC UA. Removes the read-only guard."),
])
def test_notes_far_in_words_still_meet_the_statement(minilm_hx: Helix, fact: str, note: str) -> None:
    hx = minilm_hx
    f, [n] = fact_then_notes(hx, fact, [note])
    run = hx.consolidate()
    raised = [{fl.a_id, fl.b_id} for fl in run.flags] + [set(p.target_ids) | set(p.grounding)
                                                          for p in run.proposals if p.action == "SUPERSEDE"]
    assert any({f, n} <= pair for pair in raised)
