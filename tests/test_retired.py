"""A note that says the statement's value is gone and names its successor is an update; a note that
retires nothing, or keeps the old value beside the new one, is not."""

from __future__ import annotations

import pytest

from helix_core import Helix
from helix_core.consolidation import retired
from tests.judging import disagrees, relation

pytestmark = pytest.mark.usefixtures("no_ollama")  # the $0 path: nothing listens at OLLAMA_HOST


@pytest.mark.parametrize(("fact", "note", "swap"), [
    # a port: the old one closed, the new one where it stood
    ("The webhook relay listens on port 7443 of the edge proxy.",
     "Since the proxy rework the webhook relay listens on port 8443 instead; 7443 has been closed.",
     ("7443", "8443")),
    # a product: cut over to another one, the old server on its way out
    ("Nightly finance reports are rendered by Jasper Server.",
     "We finished cutting the finance and payroll reports over to Metabase on Monday; the Jasper box is "
     "being decommissioned next week.",
     ("Jasper Server", "Metabase")),
    # a place: the old one has nothing left
    ("Release notes for the desktop client are drafted in the Notion 'Releases' board.",
     "Desktop release notes are drafted in Linear now, under the Releases project; Notion has no release "
     "boards left.",
     ("Notion", "Linear")),
    # a terse note: the value itself switched off ties it to the statement by one word
    ("Students sign in to the timetabler through CAS.",
     "Timetabler login has been cut over to Shibboleth (SAML); the CAS integration is being switched off.",
     ("CAS", "Shibboleth")),
    # a name written with a space for its hyphen, its successor before a bracketed aside and "instead"
    ("Seqflow aligns reads to the reference genome with BWA-MEM.",
     "Starting this sprint, bwa mem is out - every seqflow alignment goes through minimap2 (-ax sr) instead.",
     ("BWA-MEM", "minimap2")),
    # a place scheduled for teardown, the work served from another since a day
    ("The ticketing platform's production stack runs in Azure West Europe.",
     "Cutover went fine: production traffic is served from North Europe since Sunday, and the West Europe resource "
     "group is scheduled for teardown next week.",
     ("Azure West Europe", "North Europe")),
])
def test_a_retired_value_and_its_successor(fact: str, note: str, swap: tuple[str, str]) -> None:
    assert retired.replaced(fact, note)[:2] == swap


@pytest.mark.parametrize(("fact", "note"), [
    # a commit that drops the statement's tool for another
    ("inksign renders the final signed envelope PDFs with wkhtmltopdf.",
     "chore(render): drop wkhtmltopdf; executed envelope PDFs are now produced by headless Chromium through Playwright"),
    # "is off" the tool
    ("We orchestrate the upload → transcode → publish pipeline with Celery tasks on Redis.",
     "The ingest pipeline is off Celery as of this sprint — it's a Temporal workflow now (IngestEpisodeWorkflow), "
     "Redis is only used for caching."),
    # "fully off" the tool, its successor where the work now comes through
    ("Shipment events are pulled from carriers over AS2 with the openas2 server.",
     "Carrier intake is fully off AS2 now; shipment events from every carrier come through the Project44 API."),
    # "ditched" the tool
    ("The marketing site is built with Gatsby.",
     "We ditched Gatsby for the marketing site; it is built with Astro instead."),
])
def test_a_tool_dropped_for_another_is_an_update(fact: str, note: str) -> None:
    assert retired.replaced(fact, note) is not None
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    # the old value is named but not retired
    ("The webhook relay listens on port 7443 of the edge proxy.",
     "The webhook relay on port 7443 answered 502 for ten minutes; restarted the edge proxy."),
    # retired, but nothing of its kind stands in its place (a chore about something else)
    ("Vendor invoices are exported to Xero every Friday.",
     "Removed the Xero sandbox credentials from the test fixtures."),
    # the old value stays beside the new one
    ("Production alerts are routed to PagerDuty.",
     "Production alerts are also routed to Opsgenie; PagerDuty is not going away."),
    # a rule that forbids is the policy rules' to read
    ("We never store card numbers in the orders database.",
     "Card numbers are no longer stored anywhere but in the Stripe vault."),
    # a terse note whose cue is part of a name, or says the value is old rather than gone
    ("The remindly-legacy service sends reminder texts through Twilio.",
     "remindly-legacy uses a Twilio toll-free sender for reminders; the messaging service SID is in the ops vault."),
    ("Archived hearing audio is encrypted at rest with a KMS key.",
     "Enabled yearly rotation on the KMS key used for the archived audio bucket; objects keep the same key ARN."),
    # a file whose name only begins like the statement's
    ("Payment provider API keys are kept in the .env file at the repo root.",
     "Deleted the stale keys from .env.example and pointed the loader at Secrets Manager."),
])
def test_no_swap_without_a_retired_value_standing_replaced(fact: str, note: str) -> None:
    assert retired.replaced(fact, note) is None


def test_the_cutover_note_becomes_a_supersede_proposal(hx: Helix) -> None:
    """End to end: the note reads as a routine log ("We finished …"), yet it reaches the judge and
    proposes the supersession; nothing changes before a person approves."""
    fact = hx.capture("Nightly finance reports are rendered by Jasper Server.", kind="fact",
                      scope="project:finance", origin="user-asserted").id
    hx.clock.advance(days=3)  # type: ignore[attr-defined]
    note = hx.capture("We finished cutting the finance and payroll reports over to Metabase on Monday; the "
                      "Jasper box is being decommissioned next week.", scope="project:finance",
                      origin="agent-ingested").id
    run = hx.consolidate()
    [sup] = [p for p in run.proposals if p.action == "SUPERSEDE"]
    assert sup.target_ids == [fact] and note in sup.grounding
    assert hx.get(fact).status == "active"
    assert not [p for p in run.proposals if p.action == "NOOP" and fact in p.target_ids]


@pytest.mark.parametrize(("fact", "note", "disagree"), [
    # a question and its answer: the answer gives its value of what the question names
    ("The staging database is snapshotted every 12 hours.",
     "Q: How often is the staging database snapshotted?\nA (Omar, DBA): every 4 hours; the 12-hour schedule "
     "made restores replay too much.", True),
    ("Session cookies for the admin console expire after 8 hours.",
     "Q: When do admin console session cookies expire?\nA: After 2 hours of inactivity, per the new baseline.",
     True),
    ("The staging database is snapshotted every 12 hours.",
     "Q: How often is the staging database snapshotted? A: every 12 hours, same as before.", False),
    # how often, said of another thing
    ("The launcher checks for self-updates every 6 hours.",
     "The anti-cheat module checks for new signatures every 30 minutes.", False),
    ("The feature store's offline store is refreshed every 6 hours.",
     "The feature store's freshness dashboard refreshes every 5 minutes.", False),
])
def test_answers_and_intervals(fact: str, note: str, disagree: bool) -> None:
    from types import SimpleNamespace

    from helix_core.consolidation import conflicts

    verdict = conflicts.judge(SimpleNamespace(tasks=None), fact, note)  # type: ignore[arg-type]
    assert (verdict.relation in ("update", "conflict")) is disagree, verdict.reason


@pytest.mark.parametrize(("fact", "note", "over"), [
    ("No customer gets more than two reminder emails per week.",
     "Wrap-up: fixed the unsubscribe footer. The renewal campaign queues five reminder emails per customer this "
     "week, one a day.", True),
    ("A lobby holds at most 8 players.", "Last night's custom lobby had 10 players in it for the stress test.", True),
    ("No customer gets more than two reminder emails per week.",
     "The renewal campaign sends five receipt emails per customer this week.", False),  # another kind of email
    ("No customer gets more than two reminder emails per week.",
     "The campaign tool allows up to five reminder emails, which we cap in code.", False),  # another cap
    ("Patients can cancel online up to 2 hours before the appointment.",
     "Admin sessions last 8 hours.", False),  # a measure, not a count
])
def test_a_cap_seen_exceeded(fact: str, note: str, over: bool) -> None:
    from helix_core.consolidation import bounds

    assert (bounds.exceeded(fact, note) is not None) is over


def test_a_retired_tool_and_another_of_its_role() -> None:
    """The role ties the two when the statement names nothing else ("Our CI runs on Jenkins")."""
    swap = retired.replaced("Our CI runs on Jenkins.",
                            "We've been on GitHub Actions since March; the Jenkins box is gone.")
    assert swap is not None and swap[:2] == ("Jenkins", "github actions")
    # the tool retired from something else the statement does not speak of
    assert retired.replaced("The ledger service keeps its entries in PostgreSQL.",
                            "Migrated billing from PostgreSQL to MongoDB; the billing Postgres is shut down.") is None


def test_a_statement_of_where_things_live_is_no_log_line() -> None:
    from helix_core.consolidation import text

    assert not text.is_routine("Shared fixtures live in tests/fixtures.")
    assert text.is_routine("Listed the files in tests/fixtures.")


def test_a_lower_case_tool_retired_and_its_successor() -> None:
    """A known tool written in lower case is a value too, and "the crontab" is cron."""
    swap = retired.replaced("Receipt PDFs are rendered with wkhtmltopdf inside the mailer worker.",
                            "Receipt templates are ported too. Last step was pulling the wkhtmltopdf binary out of "
                            "the mailer image, so every receipt PDF goes through Chromium from here on.")
    assert swap is not None and swap[:2] == ("wkhtmltopdf", "chromium")
    swap = retired.replaced("Nightly exports are driven by cron entries in the jobs container.",
                            "Nightly exports run on Temporal now; the crontab in the jobs image is deleted.")
    assert swap is not None and swap[:2] == ("cron", "temporal")


def test_a_queue_named_beside_its_kind() -> None:
    from helix_core.consolidation import values

    assert values.other_place("Webhooks from the card processor are published to the card-events queue.",
                              "Pointed the settlement consumer at card-webhooks-inbound, which is the queue the card "
                              "processor's webhooks are delivered to.") == ("card-events", "card-webhooks-inbound")
    assert values.other_place("Webhooks from the card processor are published to the card-events queue.",
                              "Refund events are published to the refunds-out queue.") is None


def test_a_note_that_retires_the_value_never_reinforces_the_fact(hx: Helix) -> None:
    """"Started porting … to LMDB" and "Deleted the last LevelDB code paths" name the fact's tool and its
    subject, but say it is on its way out: consolidation must not count them as sightings of the fact."""
    fact = hx.capture("The crawler keeps its per-site URL frontier in LevelDB.", kind="fact",
                      scope="project:crawler", origin="user-asserted").id
    hx.clock.advance(days=2)  # type: ignore[attr-defined]
    hx.capture("Started porting the crawler's URL frontier writer to LMDB; the LevelDB compaction stalls during "
               "big crawls were the last straw.", scope="project:crawler", origin="agent-ingested")
    run = hx.consolidate()
    assert not [p for p in run.proposals if p.action == "NOOP" and fact in p.target_ids]
    assert retired.retires_a_value("The crawler keeps its per-site URL frontier in LevelDB.",
                                   "Deleted the last LevelDB code paths from the crawler.")
    assert not retired.retires_a_value("The crawler keeps its per-site URL frontier in LevelDB.",
                                       "LevelDB compaction for the crawler finished in 4 minutes.")


@pytest.mark.parametrize(("note", "differs"), [
    ("Started porting the crawler's URL frontier writer to LMDB; the LevelDB compaction stalls were the last straw.",
     True),
    ("Deleted the last LevelDB code paths from the crawler and dropped the dependency.", True),
    ("LMDB frontier store is on by default now. Existing LevelDB data gets converted on first open.", True),
    ("The crawler's URL frontier in LevelDB grew to 40 GB overnight; compaction kept up.", False),
])
def test_a_note_on_the_way_off_the_value_is_no_sighting(note: str, differs: bool) -> None:
    from helix_core.consolidation import conflicts

    fact = {"content": "The crawler keeps its per-site URL frontier in LevelDB."}
    assert conflicts.may_differ(fact, {"content": note}) is differs


@pytest.mark.parametrize(("fact", "note"), [
    # a part of a name of several words, said alone
    ("Build secrets are read from HashiCorp Vault.", "Vault was retired in March, don't point new jobs at it."),
    ("The mobile app scans receipts with the Veryfi SDK.", "Dropped Veryfi from the app build; ML Kit does the parsing now."),
    # a name said plural or singular, with a noun that still names it
    ("Live price updates reach the browser over WebSockets.", "Price streaming moved to SSE; the WebSocket path was deleted."),
    ("The docs pipeline is orchestrated with Airflow.", "Ported the docs jobs to Dagster, the Airflow version is retired."),
    ("The kiosk firmware is built on FreeRTOS.", "FreeRTOS port is done being maintained; Zephyr from 3.0 on."),
    ("Scanned invoices are OCR'd with Tesseract.", "Tesseract is out of the invoice pipeline; Textract does it now."),
])
def test_a_tool_said_gone_by_a_part_of_its_name(fact: str, note: str) -> None:
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    # the maker's name alone is not the tool
    ("Artifacts are stored in Amazon S3.", "Amazon Redshift was retired last quarter."),
    # a tool gone from something else, in a long note about other work
    ("The search service caches results in Redis.",
     "Long day: profiled the checkout flow, moved the invoice PDFs to the new renderer, fixed the flaky "
     "login test, then removed Redis from the analytics sidecar's compose file since it never used it."),
])
def test_a_tool_gone_elsewhere_is_not_read(fact: str, note: str) -> None:
    assert not disagrees(fact, note)


def test_a_product_no_vocabulary_knows_said_gone_in_a_log_line_is_compared(hx: Helix) -> None:
    """A log line that says an unknown product was dropped is read, and paired with the statement that
    names the product however far apart their other words are."""
    assert retired.says_gone("Dropped Veryfi from the app build; receipts go through ML Kit instead.")
    assert retired.splits_out("We folded receipts-lib into the main monorepo under packages/receipts.")
    fact = hx.capture("The mobile app scans receipts via the Veryfi SDK.", kind="fact", origin="user-asserted",
                      scope="project:till")
    hx.clock.advance(days=3)  # type: ignore[attr-defined]
    hx.capture("Dropped Veryfi from the mobile build; decoding goes through ML Kit instead.", scope="project:till",
               origin="agent-ingested")
    hx.clock.advance(days=1)  # type: ignore[attr-defined]
    hx.consolidate()
    assert any(p.action == "SUPERSEDE" and fact.id in p.target_ids for p in hx.proposals())


@pytest.mark.parametrize(("fact", "note"), [
    ("The analytics team keeps its dbt models in the warehouse/dbt folder.",
     "dbt project is at transform/models/ — ran dbt build from there, all models green."),
    ("The sample sheet for the RNA pipeline sits at config/samples.tsv in the repo root.",
     "Sample sheet is read from inputs/meta/rna_samples.csv; added two controls there."),
    ("Grade boundary rules are configured in config/grade_bands.yaml.",
     "Relocated grade boundary definitions into settings/assessment/boundaries.toml."),
])
def test_a_thing_kept_at_another_path(fact: str, note: str) -> None:
    assert retired.other_place(fact, note) is not None
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    # another owner's fixtures, another thing of the same owner, a file inside the old folder
    ("Test fixtures for the checkout service live in tests/fixtures.",
     "Test fixtures for the payments service were relocated to tests/data."),
    ("Test fixtures for the accounts service are kept in tests/fixtures.",
     "The accounts service writes its logs to /srv/accounts/logs."),
    ("The dbt models are kept in the warehouse/dbt folder.",
     "Added a dbt model for refunds in warehouse/dbt/models/refunds.sql."),
])
def test_no_other_place(fact: str, note: str) -> None:
    assert retired.other_place(fact, note) is None


@pytest.mark.parametrize(("fact", "note", "swap"), [
    # the old tool's keys revoked, the work gone over to another of its role in words the fact never uses
    ("Shop orders are charged through Braintree.",
     "FYI for the storefront folks: card processing moved over to Stripe on Monday, and the Braintree "
     "credentials have been revoked.",
     ("Braintree", "stripe")),
    # a library named with its major version ("retrofit2") deleted from the build, the code rewritten on another
    ("The iOS-companion Android app calls the API with Retrofit.",
     "api layer rewritten on OkHttp directly; retrofit2 and its gson converter are deleted from the gradle "
     "catalog.",
     ("Retrofit", "okhttp")),
])
def test_a_tool_gone_where_the_work_went_elsewhere(fact: str, note: str, swap: tuple[str, str]) -> None:
    found = retired.replaced(fact, note)
    assert found is not None and (found[0], found[1]) == swap
    assert disagrees(fact, note)


def test_a_queue_drained_and_deleted_is_gone() -> None:
    fact = "Order events are published to the SNS topic orders-created."
    note = ("Topic migration finished: every subscriber reads orders-events-v3, and the orders-created topic "
            "was drained and deleted this morning.")
    assert disagrees(fact, note)


def test_a_drive_wiped_is_no_figure_gone() -> None:
    # "wiped" says a thing went, never a figure: the drive's size stays what the fact says
    fact = "Each render node has a 4 TB SSD scratch volume."
    note = "Wiped scratch on render-09 (4 TB SSD, was 88% full of stale frames) and requeued two jobs."
    assert not disagrees(fact, note)


def test_a_broker_retired_beside_its_acl_file_and_a_layout_kept() -> None:
    # "mosquitto.acl" is a file of the old broker, not the broker said again; the topic layout kept unchanged
    # is another thing than the broker
    fact = "Door controllers publish badge events to the access backend through a single Mosquitto broker."
    note = ("commit 51ac2e0: retire mosquitto. Door controllers publish to the 3-node EMQX cluster; moved the ACLs "
            "from mosquitto.acl to EMQX authz rules, kept topic layout doors/<site>/<door>/badge unchanged.")
    assert disagrees(fact, note)


def test_a_database_named_without_its_db() -> None:
    fact = "Meter readings from the substations are stored in InfluxDB."
    note = ("commit 2be81f0: ingest: write meter readings to the TimescaleDB hypertable instead of Influx; drops "
            "influxdb-client from go.mod.")
    found = retired.replaced(fact, note)
    assert found is not None and found[:2] == ("InfluxDB", "timescaledb")


def test_a_tool_retired_in_a_long_note_tied_by_the_statements_other_names() -> None:
    # no word of the statement's but its names: the sources it loads, written again beside the successor
    fact = "HubSpot and Intercom data is loaded into the warehouse by Stitch."
    note = ("Weekly sync notes: the Intercom conversations table lagged two hours on Monday because of API rate "
            "limits, recovered on its own. Since the Stitch contract ended in May, both the HubSpot and the Intercom "
            "connectors run on our self-hosted Meltano; cadence unchanged at one hour.")
    found = retired.replaced(fact, note)
    assert found is not None and found[:2] == ("Stitch", "meltano")
    assert disagrees(fact, note)
    # two tools side by side: "both" still keeps them together
    assert retired.replaced(fact, "Both Stitch and Meltano load the HubSpot data now; Stitch was paused for a day.") \
        is None


@pytest.mark.parametrize(("fact", "note", "swap"), [
    # the vendor's contract left to lapse, and what the work goes through from now on
    ("Shipping labels are bought through Parcelwise.",
     "We let the Parcelwise contract lapse in June. Carrier postage now goes via Labelgrid, same carriers.",
     ("Parcelwise", "Labelgrid")),
    # the tool switched off, and what the work runs on since
    ("Translations of the help centre are done with Glotwise.",
     "Glotwise was switched off at the end of the trial. Articles get localised with Lingofy since Monday.",
     ("Glotwise", "Lingofy")),
])
def test_a_tool_gone_and_what_the_work_runs_through_from_now_on(fact: str, note: str, swap: tuple[str, str]) -> None:
    assert retired.replaced(fact, note)[:2] == swap


def test_a_tool_gone_and_a_tool_merely_named_is_no_successor() -> None:
    fact = "Shipping labels are bought through Parcelwise."
    # the new name does no work "from now on"
    assert retired.replaced(fact, "We let the Parcelwise contract lapse in June. Labelgrid sent us a quote.") is None


def test_a_subscription_cancelled_and_what_the_work_runs_on_now() -> None:
    fact = "The public changelog is hosted on Headway."
    note = "changelog.acme.io now points at our Docusaurus site on Netlify; the Headway subscription was cancelled."
    assert retired.replaced(fact, note) is not None


def test_a_tool_being_retired_is_gone_and_a_question_about_it_is_not() -> None:
    fact = "Thumbnails are produced by an ImageMagick script."
    assert relation(fact, "We're retiring the ImageMagick script in the thumbnail worker.") == "update"
    assert relation(fact, "Should we be retiring the ImageMagick script in the thumbnail worker?") == "unrelated"


def test_a_log_lines_seconds_are_part_of_its_time() -> None:
    """"08:16:05" is one time, not the time 08:16 and a number 5 beside it."""
    assert [(v.kind, v.shown) for v in retired.values_of("08:16:05 ERROR batch given up")][0] == ("time", "08:16:05")


def test_a_retry_log_that_counts_up_to_the_cap_is_no_contradiction() -> None:
    """The attempts logged as "4/5", "5/5" beside "not reachable" retire no figure of the statement."""
    fact = "The export worker retries a failed upload 5 times before giving up."
    note = ("worker log for batch 44817:\n"
            "08:15:05 WARN upload attempt 4/5 failed: S3 returned \"bucket not reachable\"\n"
            "08:16:05 WARN upload attempt 5/5 failed: S3 returned \"bucket not reachable\"\n"
            "08:16:05 ERROR upload of batch 44817 failed, giving up\n"
            "The VPC endpoint policy was missing the bucket; fixed it.")
    assert not disagrees(fact, note)


@pytest.mark.parametrize(("note", "disagree"), [
    # a count seen under the cap, told among other figures of a night's run
    ("Fixed the release loop for short batches. Last night at the Derby site: 31 batches, last batch 9 parcels, "
     "2,204 labels, 0 misprints.", False),
    # the same figure told as the new cap
    ("Label batches are now capped at 9 parcels while the new printer beds in.", True),
])
def test_a_count_seen_within_a_cap(note: str, disagree: bool) -> None:
    assert disagrees("A label batch is capped at 25 parcels.", note) is disagree
