"""A rename said outright ("the migration that renames stream_events to play_events", "the visits table
is called encounters") updates a statement that gives the old name; a name only sitting beside another
word ("The crm backend repository is called crm-api") renames nothing. A place a thing is written to
("logs are written to /var/log/gate/") is a place another path can contradict."""

from __future__ import annotations

import pytest

from helix_core.consolidation import names, retired, text
from tests.judging import disagrees


@pytest.mark.parametrize(("older", "newer", "names_"), [
    ("Play counts are stored in the stream_events table.", "Ran the migration that renames stream_events to play_events.",
     ("stream_events", "play_events")),
    ("Encounter data in the warehouse is stored in the visits table.",
     "Heads up: after the schema cleanup the visits table is called encounters.", ("visits", "encounters")),
    ("The recommendation API is deployed as the service `article-recs`.",
     "Renamed the article-recs service to reco-gateway; DNS updated.", ("article-recs", "reco-gateway")),
    ("Patient data in FurLog lives in a table called animals.",
     "The animals table is patients since last release, fix any raw SQL still using the old name.", ("animals", "patients")),
    ("The portal talks to the catalogue through the `libcat-client` Python package.",
     "libcat-client got republished as `shelfmark-sdk`; the old name on the index is deprecated.",
     ("libcat-client", "shelfmark-sdk")),
    ("The telemetry ingestion service is called ingestd.",  # a log line's telegraphic rename
     "ingestd renamed to signal-intake; k8s deployment, alerts and log index updated", ("ingestd", "signal-intake")),
    # an identifier that is another identifier from now on
    ("The invoicing worker is called inv-runner.",
     "heads up: inv-runner is billing-dispatch now (image, helm release, dashboards).", ("inv-runner", "billing-dispatch")),
    ("The status page is served by the status-web service.",
     "chore: status-web becomes uptime-portal everywhere; the old DNS name stays as an alias.",
     ("status-web", "uptime-portal")),
    ("Shipment scans are written to the table scan_log.",
     "the table you know as scan_log is parcel_scans from now on, fix your saved queries", ("scan_log", "parcel_scans")),
    # a chat channel is written with its sign
    ("Deploy notices are posted to the Slack channel #release-news.",
     "Heads up, we renamed #release-news to #ship-log today so it lines up with the other team channels.",
     ("release-news", "ship-log")),
])
def test_a_rename_said_outright(older: str, newer: str, names_: tuple[str, str]) -> None:
    assert names.renamed_outright(older, newer) == names_
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    ("The crm frontend repository is called crm-web.", "The crm backend repository is called crm-api."),
    ("The ranking features live in the feature store.", "Renamed the article-recs service to reco-gateway."),
    ("Completed orders are kept in the orders table.", "The orders table is called orders in every environment."),
    ("Deploys of the payments service are frozen on Fridays.", "The Friday freeze on the payments service is lifted now."),
    ("The ingest worker is called ingestd.", "Kept ingestd; renamed nothing else."),  # no rename clause
    ("Sessions are cached in redis-cache.", "redis-cache is warm now after the restart."),  # no name for a name
])
def test_no_rename_of_the_statements_name(older: str, newer: str) -> None:
    assert names.renamed_outright(older, newer) is None


def test_a_place_written_to_meets_another_path() -> None:
    older = "Gate transaction logs are written to /var/log/gate/."
    newer = "Gate transaction logs end up under /srv/gatekeeper/logs/transactions/ on the kiosk hosts."
    assert retired.other_place(older, newer) == ("/var/log/gate", "/srv/gatekeeper/logs/transactions/")
    assert disagrees(older, newer)


def test_a_subject_opening_on_a_participle_is_no_log_line() -> None:
    assert not text.is_routine("Generated DAT/OPT load files are written to /srv/productions/loadfiles.")
    assert text.is_routine("Generated the DAT files for the Henley production.")


@pytest.mark.parametrize(("older", "newer", "commands"), [
    ("The search index is rebuilt with the make reindex command.",
     "Rebuilt the listing index with `just search-rebuild`; took about 40 minutes on staging.",
     ("make reindex", "just search-rebuild")),
    ("To rebuild the search index you run `make reindex`.", "Full index rebuild is `./scripts/hs rebuild-index --all`.",
     ("make reindex", "./scripts/hs rebuild-index --all")),
    ("The nightly study reconciliation is started with `pacsctl reconcile`.",
     "Kicked off the nightly reconciliation by hand with `radops sync-studies` as usual.",
     ("pacsctl reconcile", "radops sync-studies")),
])
def test_another_program_for_the_statements_task(older: str, newer: str, commands: tuple[str, str]) -> None:
    assert names.other_invocation(older, newer) == commands
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    # a backticked name that is no command
    ("Round-up savings are written to the `savings_pots` table.", "The `roundups_enabled` flag is read from the user row."),
    # the same program still named
    ("To rebuild the search index you run `make reindex`.", "Ran `make reindex` and `make test` after the schema change."),
    # one shared word of the task only
    ("To rebuild the search index you run `make reindex`.", "Ran `pytest tests/search` before the release."),
])
def test_no_other_program_for_the_task(older: str, newer: str) -> None:
    assert names.other_invocation(older, newer) is None


@pytest.mark.parametrize(("older", "newer", "names_"), [
    ("On-call engineers hand over shifts with the oncallctl command.",
     "oncallctl is gone, the tool is called `hound` now, use `hound handover`.", ("oncallctl", "hound")),
    ("Engineers scaffold new services with the `hbctl new` command.",
     "The CLI is called `harbor` now, so it's `harbor create service`; hbctl was deprecated with 2.0.", ("hbctl", "harbor")),
])
def test_a_name_now_and_the_old_one_gone(older: str, newer: str, names_: tuple[str, str]) -> None:
    assert names.called_now(older, newer) == names_
    assert disagrees(older, newer)


def test_a_name_now_with_the_old_one_kept_is_no_rename() -> None:
    assert names.called_now("On-call engineers hand over shifts with the oncallctl command.",
                            "The paging bot is called `hound`; it pings whoever runs oncallctl handover.") is None


def test_code_said_to_have_a_repository_of_its_own() -> None:
    older = "The bidding engine source is kept in the crew-platform monorepo under services/bidding."
    newer = "We carved bidding out of the monorepo; it has its own repo now, airops/bid-engine."
    assert retired.split_out(older, newer) == ("the crew-platform monorepo under services/bidding", "airops/bid-engine")
    assert disagrees(older, newer)


def test_a_name_in_a_rule_or_a_failure_is_not_renamed() -> None:
    # a lesson that mentions a variable in passing keeps its lesson when the variable is renamed
    older = "Env vars must start with VITE_ or import.meta.env won't expose them — MAP_STYLE_URL came back undefined"
    assert names.renamed_outright(older, "Renamed MAP_STYLE_URL to VITE_MAP_STYLE_URL, now the client can read it") is None


def test_a_channel_written_with_its_hash_is_renamed() -> None:
    older = "Fraud alerts are posted to the #fraud-alerts Slack channel."
    assert disagrees(older, "FYI #fraud-alerts is now #risk-alerts, update any webhook that posts there.")
    assert not disagrees(older, "FYI #fraud-alerts is now pinned with the escalation runbook.")


def test_a_migration_that_renames_a_column() -> None:
    older = "The reason an order was held is stored in the column holds.reason_code."
    assert disagrees(older, "alembic revision 9a1: op.alter_column('holds', 'reason_code', new_column_name='hold_cause')")
    assert not disagrees(older, "alembic revision 9a2: op.alter_column('holds', 'note', new_column_name='comment')")
