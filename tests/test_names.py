"""A thing the statement names, named otherwise by a note, contradicts it; another thing's name, or the
old name still in use, does not."""

from __future__ import annotations

import pytest

from helix_core.consolidation import conflicts, names
from tests.judging import disagrees


@pytest.mark.parametrize(("fact", "note", "pair"), [
    ("The OAuth client registered for the billing portal is named billing-prod.",
     "Looked up the billing portal in the identity provider console: its client is registered as fin-portal-web.",
     ("billing-prod", "fin-portal-web")),
    ("The nightly Airflow DAG for the invoice export is called `invoice_nightly`.",
     "Triggered `exports_daily_v2`, the invoice export's nightly Airflow DAG, to backfill March.",
     ("invoice_nightly", "exports_daily_v2")),
    # the service that serves what the statement's service is about
    ("The herd health backend service is called herdwatch.",
     "$ kubectl -n milkline get deploy\ncow-health-api   2/2     41d\nHerd health endpoints (/cows/{id}/health, "
     "/alerts) are served by cow-health-api.",
     ("herdwatch", "cow-health-api")),
])
def test_the_thing_named_otherwise(fact: str, note: str, pair: tuple[str, str]) -> None:
    assert names.other_name(fact, note) == pair
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    # another thing of the same kind
    ("The crm frontend repository is called crm-web.", "The crm backend repository is called crm-api."),
    # the old name still in use
    ("The nightly Airflow DAG for the invoice export is called invoice_nightly.",
     "Re-ran invoice_nightly for March; the backfill-march run finished in 20 minutes."),
    # a name of something else the note mentions
    ("The OAuth client registered for the billing portal is named billing-prod.",
     "Deployed the billing portal to staging-eu-2; login works with the usual client."),
    # another thing's endpoints served by another service
    ("The herd health backend service is called herdwatch.",
     "Milk yield endpoints (/cows/{id}/yield) are served by yield-api."),
])
def test_no_other_name(fact: str, note: str) -> None:
    assert names.other_name(fact, note) is None


def test_a_release_under_a_new_name_is_a_rename() -> None:
    assert disagrees("The service that computes shipping quotes is called quoter.",
                      "Heads up: quoter went out last sprint as shipping-rates, and the old Helm release is gone.")


@pytest.mark.parametrize(("fact", "note"), [
    # a new name announced in so many words
    ("The checkout runs in a service called cart-svc.", "cart-svc got a new name: it's basket-api from today."),
    # a kind's name given otherwise ("which is called")
    ("Invoices are stored in the table billing_invoices.",
     "Wrote the dunning query against the invoices table, which is called ledger_invoices."),
    # a folder written as one ("transforms/") and "all" in the newer subject
    ("The app's SQL models are in the models/ directory at the repo root.", "All SQL models live under dbt/models/."),
    # "are in <path>": where an artefact lives, in a sentence with a denial after it
    ("App icons and fonts are kept in src/assets/fonts.", "The app's fonts are in packages/ui/type, not under src."),
])
def test_simple_renames_and_moves(fact: str, note: str) -> None:
    assert disagrees(fact, note)


def test_a_bucket_kept_separately_is_another_thing() -> None:
    assert not disagrees("Original uploaded videos are stored in the S3 bucket media-originals.",
                          "Thumbnails are stored separately, in the thumbs-cache bucket on the same account.")


@pytest.mark.parametrize(("fact", "note"), [
    # a cache and a database both keep a thing's data
    ("The rate limiter keeps its counters in Redis.", "Counters for the rate limiter live in a DynamoDB table."),
    # a monorepo tool retired for another
    ("The web monorepo is built with Lerna.", "Lerna is gone; the web monorepo builds with Nx from now on."),
    # a folder emptied into another
    ("Shared hooks live in the hooks/ directory.", "Moved everything in hooks/ to packages/react-hooks/."),
    ("Shared hooks live in the hooks/ directory.", "Reminder: shared hooks go under packages/react-hooks/ now, not hooks/."),
    # a limit said to be no limit
    ("Stale branches must always be deleted within 14 days of merge.",
     "Branches can stay around indefinitely after merge; deleting them is optional."),
    # a retention said with "older than"
    ("We keep build logs for 30 days.", "Confirmed the cleanup job is deleting build logs older than a week now."),
])
def test_more_simple_updates(fact: str, note: str) -> None:
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    ("The checkout service keeps carts in Redis.", "The checkout service keeps orders in PostgreSQL."),
    ("Shared hooks live in the hooks/ directory.", "Fixed a typo in hooks/use-debounce.ts."),
    ("We keep build logs for 30 days.", "Audit logs are kept for 400 days."),
])
def test_more_simple_look_alikes(fact: str, note: str) -> None:
    assert not disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    # a library swapped for another by name
    ("Quillsite renders its pages with python-markdown.", "Swapped python-markdown out for mistune in the renderer."),
    # a folder moved as a whole
    ("Quillsite layouts live in the top-level layouts/ directory.",
     "Moved layouts/ to src/quillsite/layouts/ so they ship inside the wheel."),
    # the same file in another folder
    ("skiff reads its config from ~/.skiff/config.toml.", "skiff loads its settings from ~/.config/skiff/config.toml."),
    # a rule against doing something, and a note that it was done
    ("We never commit generated HTML to the quillsite repository.",
     "Committed the built HTML under docs/ with the release so GitHub Pages can serve it."),
    # a version constraint moved on
    ("Our Terraform modules pin the Google provider to ~> 4.0.",
     "Bumped the Google provider constraint in all modules from ~> 4.0 to ~> 5.0."),
    # "files" says nothing of what is kept
    ("Skiff's test fixtures are kept in tests/fixtures/.", "All the skiff fixture files sit in testdata/ at the repo root."),
    # an owner's name before the thing ("chirpbot's chat log") is no other kind of it
    ("Chirpbot keeps chat logs for 30 days.", "Cut chirpbot's chat log retention to 7 days for the privacy review."),
])
def test_simple_shapes_found_on_unseen_probes(fact: str, note: str) -> None:
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    ("We never commit generated HTML to the quillsite repository.", "Committed the new HTML templates for the blog."),
    ("An inverter-offline alert fires after 30 minutes without telemetry.",
     "Added the battery alert: it fires after 10 minutes with state of charge below 15% while the grid is down."),
])
def test_simple_look_alikes_found_on_unseen_probes(fact: str, note: str) -> None:
    assert not disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    # the old value named as the reason, the new one after "moved to"
    ("The garage controller's local API listens on port 8080.",
     "Port 8080 clashed with the camera bridge, so the garage controller API moved to port 8443."),
    # a rename in the present tense
    ("Delivery records live in the parcels table.", "Migration 0031 renames the parcels table to consignments."),
    # a kind's name given with "named"
    ("Incoming refunds are queued on the refunds-in queue.",
     "The refund consumer subscribes to the queue named ledger.inbound.refunds."),
    # a file of the same type said to hold the statement's settings
    ("The scheduler reads its settings from config/app.env.", "Scheduler settings come from deploy/settings.env at startup."),
])
def test_simple_shapes_of_a_second_unseen_probe(fact: str, note: str) -> None:
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    ("The API reads its settings from config/api.env.", "The worker reads its settings from config/worker.env."),
    ("The scheduler reads its settings from config/app.env.",
     "Added SMS_KEY to config/secrets.env for the scheduler's settings."),
    ("Incoming payments are queued on the payments-in queue.", "Refunds are queued on the queue named refunds-out."),
])
def test_simple_look_alikes_of_a_second_unseen_probe(fact: str, note: str) -> None:
    assert not disagrees(fact, note)


def test_a_store_nothing_writes_to_is_no_sighting() -> None:

    assert conflicts.may_differ({"content": "Chatbot sessions are kept in Redis."},
                                {"content": "The SQLite adapter merged. Redis is still running but nothing writes to it."})


@pytest.mark.parametrize(("fact", "note"), [
    ("The mobile app manages its state with MobX.", "Replaced MobX with Jotai on the settings and cart screens."),
    ("The sensors talk to the gateway over MQTT.",
     "Migrated sensor-to-gateway messaging to NATS. The MQTT broker was shut down today."),
    ("The docs preview server runs on port 4000.",
     "Started the docs preview server on its configured port, 8081, and opened the draft."),
    ("Print jobs go through the print-jobs queue.", "Since the broker upgrade the print-jobs queue is called spool-tasks."),
    ("The wallet's address book service is named ledgerly.",
     "Restarted bookkeep, the wallet's address book service, after the node drain."),
])
def test_simple_shapes_of_a_third_unseen_probe(fact: str, note: str) -> None:
    assert disagrees(fact, note)


def test_a_plain_word_before_a_comma_is_no_name_of_the_thing() -> None:
    assert not disagrees("The wallet's address book service is named ledgerly.",
                          "Checked logs, the address book service of the wallet was fine all night.")


def test_a_log_line_that_says_what_a_thing_is_is_compared() -> None:
    """A routine log line is left out of the comparison unless it says something; one that says in passing
    what a named thing is ("Restarted vaultsign, the wallet's signing service") is let in."""
    from helix_core.consolidation import names as names_module

    assert names_module.defines_something("Restarted vaultsign, the wallet's transaction signing service, after the drain.")
    assert names_module.defines_something("Started the preview server on its configured port, 8081, and opened the draft.")
    assert not names_module.defines_something("Restarted the signing service after the node drain.")


@pytest.mark.parametrize(("fact", "note"), [
    ("Every merge request must get two approvals before merging.", "From this sprint, one approval is enough to merge."),
    ("We never deploy the booking site on Fridays.",
     "Team agreed Friday deploys are allowed again now that we have canary releases."),
    ("Database migrations for the billing platform live in db/migrations.",
     "I moved the migrations to services/billing-api/migrations."),
    ("The greenhouse controller reads its config from /etc/greenhouse/config.yaml.",
     "The controller loads its configuration from /opt/greenhouse/settings.yaml at boot."),
])
def test_simple_shapes_of_the_last_unseen_probes(fact: str, note: str) -> None:
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    ("The developer portal API is rate limited to 100 requests per minute.",
     "The portal's webhook receiver is limited to 20 requests per minute."),
    ("Database migrations for the billing platform live in db/migrations.",
     "I moved the seed scripts to services/billing-api/seeds."),
    ("Every merge request must get two approvals before merging.",
     "Docs-only changes in the handbook repo are reviewed by the docs team; two approvals there too."),
])
def test_simple_look_alikes_of_the_last_unseen_probes(fact: str, note: str) -> None:
    assert not disagrees(fact, note)
