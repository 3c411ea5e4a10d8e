"""Changes a note shows in a setting, a swap or a migration rather than says in the statement's words: a
repository's merge gate, a service image's runtime, a tool replaced under another spelling, a dead-letter
topic for failures, a job's cadence moved, a table renamed by a migration, "No … on Fridays" scrapped, an
alert rule's threshold (`conflicts.judge`); and a decision opening on "We decided" met by a note
(`Helix.consolidate`)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core import Helix
from helix_core.consolidation import approvals, at_work, conflicts, text
from tests.test_contradictions import fact_then_notes

PLANNER = SimpleNamespace(tasks=None, meanings=None)


@pytest.mark.parametrize(("rule", "note"), [
    # the gate read off the repository's settings
    ("Merges to main in the ledger-api repo require two approving reviews.",
     '$ gh api repos/acme/ledger-api/branches/main/protection\n{"required_approving_review_count":1}\n'
     "so my PR with one approval can go in."),
    # a rule about one kind of change, the note's gate on that kind's folder
    ("Every database migration must be reviewed by two engineers before merging.",
     "Merged 0112_add_invoice_index after a single approval; branch protection on migrations/ says "
     "required_approving_review_count: 1."),
    # a rule naming nothing but pull requests: any gate of the project
    ("Every pull request needs two approving reviews before it is merged to main.",
     "merged #88 after Lena's approval, branch protection on main only asks for one review"),
])
def test_a_merge_gate_with_fewer_approvals_disagrees(rule: str, note: str) -> None:
    assert approvals.other_count(rule, note) == (2, 1)
    assert conflicts.judge(PLANNER, rule, note).relation in ("update", "conflict")


def test_another_repositorys_gate_is_left_alone() -> None:
    rule = "Every schema migration must be reviewed by two engineers before merging."
    note = "Merged the docs typo fix with one approval; branch protection on the website repo is set to 1."
    assert approvals.other_count(rule, note) is None


@pytest.mark.parametrize(("fact", "note", "relation"), [
    ("The ledger worker runs on Python 3.10.",
     'PR #77 "bump ledger worker base image to python:3.12-slim" merged; CI matrix now only tests 3.12.', "update"),
    ("The export service runs on Python 3.11.",
     "export-svc/Dockerfile: `FROM python:3.12-slim`; the CI matrix for export-svc only runs 3.12.", "conflict"),
])
def test_a_service_image_gives_its_runtime(fact: str, note: str, relation: str) -> None:
    verdict = conflicts.judge(PLANNER, fact, note)
    assert verdict.relation == relation and "3.12" in verdict.reason


def test_a_matrix_of_several_versions_is_no_other_runtime() -> None:
    fact = "The export service runs on Python 3.11."
    note = "export-svc CI matrix: python 3.11 and 3.12 both green; Dockerfile still `FROM python:3.11-slim`."
    assert conflicts.judge(PLANNER, fact, note).relation not in ("update", "conflict")


@pytest.mark.parametrize(("fact", "note", "old", "new"), [
    # a known tool under another spelling, its successor unknown to any vocabulary
    ("The route planner uses Google OR-Tools as its solver.",
     "commit 91ab2: replace ortools routing with the Timefold engine in planner/solve.py", "or", "timefold"),
    # a format written with its package's release digit
    ("Completed surveys are archived as one NetCDF file per site.",
     "commit 5d1e: replaces the netCDF4 writer with zarr; one store per site", "netcdf4 writer", "zarr"),
    # "it" for the tool the note named just before
    ("The sales dashboard draws its charts with Chart.js.",
     "Chart.js is gone from the sales dashboard — we swapped it for ECharts, tooltips were too fiddly.",
     "chart.js", "chart.js"),
])
def test_a_swap_names_the_statements_tool_however_it_is_spelled(fact: str, note: str, old: str, new: str) -> None:
    verdict = conflicts.judge(PLANNER, fact, note)
    assert verdict.relation == "update" and old in verdict.reason.lower() and new.lower() in verdict.reason.lower()


def test_a_swap_of_another_tool_is_left_alone() -> None:
    fact = "The sales dashboard draws its charts with Chart.js."
    note = "Swapped moment for date-fns in the sales dashboard's date pickers."
    assert conflicts.judge(PLANNER, fact, note).relation not in ("update", "conflict")


def test_failures_sent_to_a_dead_letter_topic_are_another_topic() -> None:
    fact = "Rejected payments are published to the Kafka topic payments.rejected."
    note = "Watching rejected payments with `kcat -C -b kafka:9092 -t payments.dlq -o -20`: 4 since lunch."
    verdict = conflicts.judge(PLANNER, fact, note)
    assert verdict.relation == "conflict" and "payments.dlq" in verdict.reason


def test_a_dead_letter_topic_is_still_apart_for_a_topic_of_successes() -> None:
    fact = "Settled payments are published to the Kafka topic payments.settled."
    note = "Replaying `kcat -C -b kafka:9092 -t payments.dlq -o -20` to see what bounced today."
    assert conflicts.judge(PLANNER, fact, note).relation not in ("update", "conflict")


@pytest.mark.parametrize(("fact", "note", "relation"), [
    ("The stock snapshot is refreshed every 30 minutes.",
     "From Tuesday the stock snapshot cron goes to hourly - the half-hourly runs were hammering the DB.", "update"),
    ("The ledger sync runs every 6 hours.",
     "From Monday the ledger sync job goes to every 2 hours, finance wants fresher numbers.", "update"),
])
def test_a_cadence_the_note_moves_is_an_update(fact: str, note: str, relation: str) -> None:
    assert conflicts.judge(PLANNER, fact, note).relation == relation


def test_another_jobs_cadence_is_left_alone() -> None:
    fact = "The stock snapshot is refreshed every 30 minutes."
    note = "From Tuesday the invoice export cron goes to hourly."
    assert conflicts.judge(PLANNER, fact, note).relation not in ("update", "conflict")


@pytest.mark.parametrize(("fact", "note", "new"), [
    ("Customer orders are stored in a table named order_rows.",
     "alembic revision 8c1f: op.rename_table('order_rows', 'orders'); updated the model and two reports.", "orders"),
    ("Each lot's floor price lives in the reserve_amount field.",
     "Renaming in 0031: migrations.RenameField(model_name='lot', old_name='reserve_amount', "
     "new_name='floor_price_cents').", "floor_price_cents"),
])
def test_a_migration_that_renames_is_an_update(fact: str, note: str, new: str) -> None:
    verdict = conflicts.judge(PLANNER, fact, note)
    assert verdict.relation == "update" and new in verdict.reason


def test_a_freeze_scrapped_lifts_a_rule_said_as_no_thing_on_a_day() -> None:
    rule = "No production deploys on Fridays or weekends during the holiday season."
    note = "We're scrapping the Friday/weekend deploy freeze -- canaries catch it now, prod releases are fine any day."
    assert conflicts.judge(PLANNER, rule, note).relation == "update"


def test_an_alert_rules_threshold_is_the_statements_figure() -> None:
    fact = "The latency alert fires when p99 API latency goes above 500 ms."
    note = "alerts/api.yml:\n  - alert: ApiSlow\n    expr: api_p99_latency_ms > 750\n    for: 10m"
    verdict = conflicts.judge(PLANNER, fact, note)
    assert verdict.relation == "conflict" and "> 750" in verdict.reason


def test_a_decision_is_no_log_line() -> None:
    assert not text.is_routine("We decided the admin map view is built on Leaflet.")
    assert text.is_routine("Updated the Leaflet tiles URL in the admin map.")


def test_a_decision_opening_on_we_decided_meets_the_note_that_replaces_it(hx: Helix) -> None:
    f, [n] = fact_then_notes(hx, "We decided the admin map view is built on Leaflet.", [
        "commit 7c2d: replace Leaflet with MapLibre GL in the admin map; drop leaflet from package.json"])
    run = hx.consolidate()
    [sup] = [p for p in run.proposals if p.action == "SUPERSEDE"]
    assert sup.target_ids == [f] and n in sup.grounding


@pytest.mark.parametrize(("fact", "note", "other"), [
    # a sentence about a part of the statement's thing (a table of its database) is no statement of another
    ("The claims database for adjustly is PostgreSQL 16.",
     "$ mysql -h claims-db.internal -u adjustly -e 'SHOW TABLES' -> 9 rows; claims_geo keeps MySQL POINT columns.",
     "mysql"),
    # an MQTT broker's messages seen going through a queue instead
    ("Meter readings are ingested over MQTT through a Mosquitto broker.",
     "debugging ingest lag: the meter readings bridge publishes to RabbitMQ exchange `meters.readings`; "
     "`rabbitmqctl list_queues` shows 3k unacked", "rabbitmq"),
    # Leaflet by its bare name, MapLibre at work in the note
    ("The delivery-zone map in the console is built with Leaflet.",
     "fix(console): zone polygons drew under the depot markers in src/ZoneMap.tsx; maplibre-gl needs the layer "
     "added first", "maplibre"),
])
def test_another_tool_of_the_role_shown_at_work(fact: str, note: str, other: str) -> None:
    verdict = conflicts.judge(PLANNER, fact, note)
    assert verdict.relation in ("update", "conflict") and other in verdict.reason.lower()


def test_an_arrow_after_a_parenthesis_gives_the_new_place() -> None:
    fact = "The report archive lives in the gs://acme-reports bucket in us-east1."
    note = "transfer finished: gs://acme-reports (us-east1) -> gs://acme-reports-eu (europe-west1); bucket switched"
    verdict = conflicts.judge(PLANNER, fact, note)
    assert verdict.relation == "update" and "gs://acme-reports-eu" in verdict.reason


def test_a_code_owners_line_names_another_owner_than_a_lead() -> None:
    fact = "The payout export script is owned by the studio's finance lead."
    note = "CODEOWNERS: `scripts/export_payouts.py @acme/platform-team` — asked platform-team to review it"
    verdict = conflicts.judge(PLANNER, fact, note)
    assert verdict.relation == "conflict" and "@platform-team" in verdict.reason


def test_the_statements_written_name_left_as_is_is_no_change_of_it() -> None:
    fact = "The ingest-svc worker concurrency is 8."
    note = "values.yaml: export-worker.concurrency 8 -> 12 for the backlog; ingest-svc left as is."
    assert conflicts.judge(PLANNER, fact, note).relation not in ("update", "conflict")


def test_the_one_holder_said_again_agrees_with_the_rule() -> None:
    rule = "Only the release manager may approve a hotfix for production."
    note = ("Reminder for new joiners: no hotfix reaches production without the release manager signing off — "
            "nobody else can approve one.")
    assert conflicts.judge(PLANNER, rule, note).relation not in ("update", "conflict")


@pytest.mark.parametrize(("fact", "note", "new"), [
    # "goes up to" tells a new value, not a bound; a lead-in clause names no other thing
    ("The annual membership price is $120.", "After the finance review, the annual membership goes up to $135.", "$135"),
    # a hyphen's prefix says nothing of what is measured
    ("Passback lockout is 10 minutes at each turnstile.",
     "Bumping anti-passback to 15 min from Saturday, too many card handoffs at the north gate.", "15 min"),
    # "cross-matched" said as one word
    ("Pre-approved refunds stay on hold for 48 hours before they are paid out.",
     "Preapproved refunds now sit on hold for 24 h instead; anything unclaimed is paid out then.", "24 h"),
])
def test_a_figure_the_note_changes_under_another_spelling(fact: str, note: str, new: str) -> None:
    verdict = conflicts.judge(PLANNER, fact, note)
    assert verdict.relation in ("update", "conflict") and new in verdict.reason


def test_a_service_image_counts_beside_a_ci_matrix() -> None:
    fact = "The ledger backend targets Python 3.10."
    note = "Upgraded the ledger base image to python:3.12-slim; 3.10 is no longer in the ledger CI matrix."
    assert "3.12" in conflicts.judge(PLANNER, fact, note).reason


@pytest.mark.parametrize(("fact", "note", "new"), [
    ("Recurring invoices are collected through Stripe.",
     "Invoice collection is handled by GoCardless now; we switched the Stripe integration off on Friday.", "gocardless"),
    ("The first-pass species detection is done with MegaDetector.",
     "PR #41: swap MegaDetector for our fine-tuned YOLOv8m detector in the first pass.", "yolov8m"),
])
def test_a_tool_switched_off_or_swapped_for_a_described_successor(fact: str, note: str, new: str) -> None:
    verdict = conflicts.judge(PLANNER, fact, note)
    assert verdict.relation == "update" and new in verdict.reason.lower()


def test_a_store_at_work_named_by_another_form_of_the_statements_words() -> None:
    fact = "We keep membership and booking data in PostgreSQL."
    note = "sanity check: `mongosh spacehub --eval 'db.members.countDocuments()'` -> 812, bookings collection looks fine"
    verdict = conflicts.judge(PLANNER, fact, note)
    assert verdict.relation == "conflict" and "mongodb" in verdict.reason.lower()


def test_only_one_where_the_rule_wants_both_never_reinforces() -> None:
    target = {"content": "A reported result always needs confirmation from both team captains before it counts."}
    note = {"content": "Closing #12 as intended: `autoConfirm` only waits on the reporting captain, per docs/results.md."}
    assert conflicts.may_differ(target, note)


def test_a_path_is_repeated_only_by_a_note_that_says_it() -> None:
    target = {"content": "Nightly exports are written to the \\\\files01\\ops\\exports share."}
    elsewhere = {"content": "export job log: wrote exports_0411.csv, uploaded to SharePoint 'Ops' > Exports, HTTP 201"}
    same = {"content": "Checked the \\\\files01\\ops\\exports share: last night's exports are there."}
    assert not conflicts.repeats_value(target, elsewhere)
    assert conflicts.repeats_value(target, same)


@pytest.mark.parametrize(("fact", "note"), [
    ("X-ray images are retained for 10 years after the patient's last visit.",
     "Intraoral photos (not X-ray images) are kept for 5 years after the last visit, per practice policy."),
    ("Member door codes stay valid for 60 seconds after they are generated.",
     "Visitor codes (guests, not members) now expire after 24h: set GUEST_CODE_TTL=86400."),
    ("Receipt emails to customers are sent via SendGrid.",
     "Checked notifier/staff.py: the staff digest emails go through Amazon SES, separate from the customer receipts."),
])
def test_a_note_that_sets_its_thing_apart_from_the_statements_is_left_alone(fact: str, note: str) -> None:
    assert conflicts.judge(PLANNER, fact, note).relation not in ("update", "conflict")


def test_the_statements_value_set_apart_is_still_a_change() -> None:
    fact = "The orders service stores its data in MySQL."
    note = "The orders service runs on PostgreSQL 16 now (not MySQL) after last night's cutover."
    assert conflicts.judge(PLANNER, fact, note).relation == "update"


def test_work_on_the_statements_own_host_is_no_change_of_it() -> None:
    fact = "Password-reset emails are sent through the Postfix relay on smtp.corp.internal."
    note = "reset mails were landing in spam; added SPF and DKIM signing on the smtp.corp.internal relay, score 9.5 now"
    assert conflicts.judge(PLANNER, fact, note).relation not in ("update", "conflict")


def test_a_code_owners_line_meets_the_statement_of_who_owns_the_repository(hx: Helix) -> None:
    f, [n] = fact_then_notes(hx, "The ledgerkit repository is owned by the Core Payments team.", [
        "requested review per CODEOWNERS: `* @acme/platform-infra` — that's the only owner entry in the repo"])
    run = hx.consolidate()
    assert any({f, n} == {fl.a_id, fl.b_id} for fl in hx.flags()) or any(
        p.action == "SUPERSEDE" and p.target_ids == [f] for p in run.proposals)


def test_a_schedulers_interval_meets_the_statement_of_the_cadence(hx: Helix) -> None:
    f, [n] = fact_then_notes(hx, "Field uploads from the weather stations are ingested every 6 hours.", [
        "ingest-scheduler log: last run 12:00Z, next run 13:00Z (interval=1h), 2,341 new files queued."])
    run = hx.consolidate()
    assert any({f, n} == {fl.a_id, fl.b_id} for fl in hx.flags()) or any(
        p.action == "SUPERSEDE" and p.target_ids == [f] for p in run.proposals)


def test_a_deploy_to_another_host_meets_the_statement_of_where_the_service_runs(hx: Helix) -> None:
    f, [n] = fact_then_notes(hx, "The production ticketing API runs on the VM tixapp02.corp.internal.", [
        "deploy 2025-03-27: rsync dist/ -> deploy@tixweb07.corp.internal:/srv/tix, restart gunicorn, "
        "curl https://tixweb07.corp.internal/healthz -> 200 OK; prod smoke tests green"])
    run = hx.consolidate()
    assert any({f, n} == {fl.a_id, fl.b_id} for fl in hx.flags()) or any(
        p.action == "SUPERSEDE" and p.target_ids == [f] for p in run.proposals)


@pytest.mark.parametrize(("fact", "note", "other"), [
    ("Flagged transactions are pushed to the SQS queue named fraud-review.",
     "Debugging stalled reviews: `aws sqs get-queue-attributes --queue-url .../payments-manual-review` shows 0 "
     "msgs; the flagged-transactions publisher targets payments-manual-review and nothing else.",
     "payments-manual-review"),
    ("Incoming invoice uploads are published to the queue `invoice-ingest`.",
     "ingest-worker startup: connected to amqp://rabbit:5672, consuming from 'billing-uploads' (prefetch=10); "
     "the invoice uploader publishes there too", "billing-uploads"),
])
def test_a_queue_a_worker_reads_is_shown_at_work(fact: str, note: str, other: str) -> None:
    verdict = conflicts.judge(PLANNER, fact, note)
    assert verdict.relation == "conflict" and other in verdict.reason


@pytest.mark.parametrize(("rule", "note"), [
    ("Every uploaded package must have its checksum verified against the upstream digest before it is served.",
     "From next sprint the sync won't block publishing on checksum verification anymore; a nightly job checks "
     "digests after the fact."),
    ("Priority tickets may only be assigned to senior agents.",
     "feat(router): open the priority pool to all agents — remove the senior_only constraint for priority tickets"),
])
def test_a_rule_lifted_in_other_words_is_an_update(rule: str, note: str) -> None:
    assert conflicts.judge(PLANNER, rule, note).relation == "update"


def test_a_package_the_installer_cannot_find_is_not_there() -> None:
    fact = "All timezone conversions for shift times go through pytz."
    note = "shifts/tz.py builds ZoneInfo(site.iana_tz) from stdlib zoneinfo; `pip show pytz` -> WARNING: Package(s) " \
           "not found: pytz"
    verdict = conflicts.judge(PLANNER, fact, note)
    assert verdict.relation == "conflict" and "pytz" in verdict.reason


@pytest.mark.parametrize(("fact", "note"), [
    # a package bumped beside the statement's tool, whose release the note repeats
    ("The booking service runs on Django 4.2.",
     "Bumped django-debug-toolbar in requirements-dev.txt and ran the booking suite on Django 4.2: 318 passed."),
    # a figure changed that the statement never gives
    ("We decided background receipt generation runs on Celery with a RabbitMQ broker.",
     "standup: receipt batch backed up; bumped celery worker concurrency 4 -> 8 and watched the RabbitMQ queue drain"),
    # the one holder said again with "nothing but"
    ("Only the scheduler service is allowed to publish valve commands.",
     "Reminder: nothing but the scheduler sends valve commands - the dashboard goes through the scheduler API."),
    # whom a reminder is for is no count of reviewers
    ("Privileged documents must always get a second-level attorney review before they are withheld.",
     "Reminder for the new contract reviewers: nothing gets withheld as privileged until an attorney has done the "
     "second-level look."),
    # the statement's name written with an underscore, said untouched
    ("Missed-pass alerts are posted to the #ops-alerts channel.",
     "alertmanager: added receiver for stale_feed alerts -> slack channel '#data-alerts'; missed_pass route untouched"),
    # the alternative the rule names done, the original kept
    ("Issued receipts are never deleted; a wrong receipt is voided and a replacement is issued.",
     "ticket #901 wrong amount on receipt R-217: marked it VOID and issued replacement R-455; original row kept for "
     "audit trail"),
])
def test_notes_that_keep_the_statement_are_left_alone(fact: str, note: str) -> None:
    assert conflicts.judge(PLANNER, fact, note).relation not in ("update", "conflict")


def test_a_team_that_takes_over_is_the_new_owner() -> None:
    fact = "The Billing Ops team owns the invoicer on-call rotation."
    note = "Starting next sprint, the Customer Platform team takes over the invoicer pager; Billing Ops is coming off."
    verdict = conflicts.judge(PLANNER, fact, note)
    assert verdict.relation == "update" and "Customer Platform" in verdict.reason


def test_a_carrier_names_no_kind_of_bucket() -> None:
    fact = "Processed exports are stored in the S3 bucket acme-exports-prod in us-east-1."
    note = "Exports were migrated to the acme-archive bucket in us-east-2 over the weekend; the old bucket is read-only."
    assert conflicts.judge(PLANNER, fact, note).relation == "update"


def test_a_note_that_moves_the_thing_never_reinforces_where_it_was() -> None:
    target = {"content": "Venue floor plans are stored in the floorplans/ folder of the web repo."}
    note = {"content": "commit 9c02d5e: move floor plan SVGs out of web/floorplans into the new venues-assets repo; "
                       "web pulls them as a package"}
    assert conflicts.may_differ(target, note)


def test_a_compose_file_choosing_another_database_meets_the_statement_of_the_store(hx: Helix) -> None:
    # a long note of configuration names the tool it runs on as a setting's value, never in a command
    f, [n] = fact_then_notes(hx, "Workshop registrations are stored in PostgreSQL.", [
        "registrations-api fails its healthcheck in CI. The relevant part of docker-compose.yml:\n"
        "  registrations-api:\n    build: ./services/registrations\n    environment:\n"
        "      DB_DRIVER: mysql+pymysql\n      DB_HOST: registrations-db\n      DB_NAME: registrations\n"
        "    depends_on: [registrations-db]\n  registrations-db:\n    image: mysql:8.0.36\n"
        "    volumes: [\"regdata:/var/lib/mysql\"]\n"
        "The API started before the database finished initialising; added a healthcheck with "
        "condition: service_healthy and a retry loop around the first connection."])
    hx.consolidate()
    assert any({f, n} == {fl.a_id, fl.b_id} for fl in hx.flags())


def test_the_tools_a_configuration_chooses_have_roles() -> None:
    assert at_work.tools_in_settings("services:\n  db:\n    image: postgres:16-alpine\n") == {"database"}
    assert at_work.tools_in_settings("Read the README: we use Docker images a lot.") == set()


@pytest.mark.parametrize(("fact", "note"), [
    # a diff in a named record of a YAML list speaks of what the record names
    ("The cold-room monitor pages the on-call tech when a cold room is more than 4°C above its setpoint for 10 minutes.",
     'commit 91ac2e0 "monitor: earlier page for cold rooms"\n--- a/coldwatch/rules.yml\n+++ b/coldwatch/rules.yml\n'
     "@@ -4,9 +4,9 @@ rules:\n   - name: cold_room_warm\n     match: {kind: cold_room}\n-    delta_c: 4\n-    for: 10m\n"
     "+    delta_c: 3\n+    for: 5m\n     route: oncall-tech\n   - name: freezer_warm\n     match: {kind: freezer}\n"
     '     delta_c: 5\n     for: 15m\nDeployed; reload logged "2 rules loaded".'),
    # a statement opening on a participle with a verb of its own is no log line
    ("Signed download links to invoice PDFs in the billing portal expire after 48 hours.",
     "CHANGELOG.md (billing-portal)\n\n## [2.4.0] - 2024-05-02\n### Security\n- Invoice PDF presigned URL lifetime "
     "cut from 48h to 12h (audit finding A-17).\n### Fixed\n- Currency symbol missing on credit notes."),
    # a diff inside a Terraform block speaks of what the blocks name
    ("Raw telemetry snapshots from the pumps are kept for 60 days in the object store before they expire.",
     'PR #204 "Cut snapshot retention to save storage" - approved by R. Okafor.\n'
     '  resource "aws_s3_bucket_lifecycle_configuration" "snapshots" {\n    rule {\n'
     '      id     = "expire-raw-snapshots"\n      status = "Enabled"\n      expiration {\n-       days = 60\n'
     "+       days = 21\n      }\n    }\n  }\nReview comment: hourly aggregates are still kept forever in the metrics store."),
])
def test_a_change_shown_in_a_named_record_a_block_or_a_changelog_is_an_update(fact: str, note: str) -> None:
    assert conflicts.judge(PLANNER, fact, note).relation == "update"
