"""Another name of the statement's kind of thing, or another region, shown in a note
(`consolidation.kind_names`)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core.consolidation import conflicts, kind_names

SHOWN = [
    ("Shipment scan events are published on the Kafka topic shipment.scans.",
     "replaying shipment scan events for the depot bug: `kcat -b kafka:9092 -C -t parcel.scan-events -o -20`",
     "shipment.scans", "parcel.scan-events"),
    ("Refund requests go through the `refund-requests` SQS queue.",
     "refund-worker config: queue_url: https://sqs.eu-west-1.amazonaws.com/000000000000/refunds-inbound "
     "(every refund request is read from there)",
     "refund-requests", "refunds-inbound"),
    ("Invoice line items are stored in the invoice_lines table.",
     "checking invoice line items for the rounding bug: SELECT id, amount FROM billing_line_items WHERE "
     "invoice_id = 42;",
     "invoice_lines", "billing_line_items"),
    ("Uploaded receipt images are kept in the S3 bucket acme-receipts.",
     "aws s3 ls s3://acme-expense-uploads/2025/06/ | wc -l -> 912 receipt images uploaded yesterday",
     "acme-receipts", "acme-expense-uploads"),
    ("Payment failure alerts are posted to the #pay-alerts Slack channel.",
     "card decline spike at 09:12 -> alertmanager sent the payment failure alerts to #billing-incidents, acked",
     "pay-alerts", "billing-incidents"),
    # a systemd unit at work
    ("The worker that imports supplier price lists is the pricelist-import service.",
     "`systemctl status catalog-feedd` -> active (running); that's the daemon importing supplier price lists nightly",
     "pricelist-import", "catalog-feedd"),
    # a table named by a plain word
    ("Supplier invoices are stored in the vendors table.",
     "month-end check: SELECT id, total FROM suppliers WHERE paid_at IS NULL; -> 12 supplier invoices open",
     "vendors", "suppliers"),
    # a plain word the statement quotes as its queue's name
    ("Invoice reminder jobs are processed on the `dunning` Sidekiq queue.",
     "sidekiq: 03:00:02 INFO enqueued InvoiceReminderJob jid=71c2 queue=collections_mail; every invoice reminder "
     "lands there", "dunning", "collections_mail"),
    # a Kubernetes pod: its deployment's name before the two hashes
    ("The service that matches riders to drivers is called matchmaker-svc.",
     "Stack trace from pod pairing-engine-7c9d5f6b8-x2kqp: NoDriverAvailable while matching rider R-1182 to drivers",
     "matchmaker-svc", "pairing-engine"),
    ("The billing staging environment runs on the host bill-stg-01.",
     "deploy staging: ssh deploy@pay-staging-2.corp.internal 'cd /srv/billing && ./release.sh v2.1'",
     "bill-stg-01", "pay-staging-2.corp.internal"),
]


@pytest.mark.parametrize(("older", "newer", "old", "new"), SHOWN)
def test_another_name_of_the_kind_is_read(older: str, newer: str, old: str, new: str) -> None:
    assert kind_names.other_name_shown(older, newer) == (old, new)


def test_the_judge_flags_a_name_shown_as_a_conflict() -> None:
    planner = SimpleNamespace(tasks=None, meanings=None)
    verdict = conflicts.judge(planner, SHOWN[0][0], SHOWN[0][1])
    assert verdict.relation == "conflict"
    assert "parcel.scan-events" in verdict.reason


NAME_LOOK_ALIKES = [
    # another subject of the same shape: the note does not carry the statement's subject
    ("Shipment scan events are published on the Kafka topic shipment.scans.",
     "Driver location pings are published on the topic `driver.locations` (kcat -t driver.locations)."),
    # the statement's own name beside a retry copy
    ("Refund requests go through the `refund-requests` SQS queue.",
     "drained 14 refund requests from queue 'refund-requests-dlq' after the outage"),
    # the statement's own name said again
    ("Invoice line items are stored in the invoice_lines table.",
     "SELECT count(*) FROM invoice_lines WHERE created_at > now() - interval '1 day'; -> 18k invoice line items"),
    # a staging copy
    ("Uploaded receipt images are kept in the S3 bucket acme-receipts.",
     "staging check: aws s3 ls s3://acme-receipts-staging/ shows the receipt images from the uploads test"),
    # two names of the kind: which one is the statement's?
    ("Payment failure alerts are posted to the #pay-alerts Slack channel.",
     "payment failure alerts: moved the noisy ones from #ops-firehose to #billing-incidents"),
    # the statement's own unit, written with its suffix
    ("The worker that imports supplier price lists is the pricelist-import service.",
     "`systemctl restart pricelist-import.service` after the supplier price lists import hung"),
    # "the main table" says which table, not its name
    ("Supplier invoices are stored in the main table.",
     "month-end check: SELECT id, total FROM suppliers WHERE paid_at IS NULL; -> 12 supplier invoices open"),
    # a quoted word that is no name of the kind ("the `main` branch" names no queue)
    ("Invoice reminder jobs are processed on the `dunning` Sidekiq queue.",
     "sidekiq: 03:00:02 INFO enqueued InvoiceReminderJob jid=71c2 queue=dunning_retry after the SMTP outage"),
    # a plan, not what runs
    ("Shipment scan events are published on the Kafka topic shipment.scans.",
     "proposal: should shipment scan events go to --topic parcel.scan-events instead?"),
]


@pytest.mark.parametrize(("older", "newer"), NAME_LOOK_ALIKES)
def test_look_alikes_of_a_name_shown_are_left_alone(older: str, newer: str) -> None:
    assert kind_names.other_name_shown(older, newer) is None


REGIONS = [
    ("The reporting database runs in AWS eu-central-1.",
     'terraform plan (prod): aws_db_instance.reporting_database: availability_zone = "eu-west-1b"',
     "eu-central-1", "eu-west-1"),
    ("Scanned contracts are stored in the bucket lexa-contracts in us-east-1.",
     "aws s3 ls s3://lexa-contracts/2025/ --region us-west-2 | wc -l -> 401",
     "us-east-1", "us-west-2"),
    ("The booking API is deployed in the us-central1 region.",
     "gcloud run services describe booking-api --region europe-west4 -> booking API revision 112 serving",
     "us-central1", "europe-west4"),
    # a statement of one subject word, tied by it
    ("The ledger service runs in AWS eu-west-1.",
     "$ kubectl --context prod-us-east-2 -n ledger get pods\nledger-api-7c9d8  Running",
     "eu-west-1", "us-east-2"),
    # a plan for production ties a statement on production, or one that shares a subject word with it
    ("Everything in production runs in AWS eu-west-1.",
     'terraform plan -var-file=envs/prod.tfvars\n  provider["registry.terraform.io/hashicorp/aws"] region = "eu-north-1"',
     "eu-west-1", "eu-north-1"),
    ("The quotes API is deployed in AWS us-east-1.",
     'terraform plan (stacks/prod/api):\n  provider["registry.terraform.io/hashicorp/aws"] region = "ca-central-1"',
     "us-east-1", "ca-central-1"),
    # both said, the thing moved to the other
    ("The billing API runs in AWS us-east-1.",
     "Cutover done: the billing API is now served from eu-west-1; the us-east-1 stack is being torn down.",
     "us-east-1", "eu-west-1"),
]


REGIONS += [
    # the same kind of store and a word of what it keeps
    ("Model artifacts are kept in an S3 bucket in us-east-1.",
     "serving pod startup log: `fetching s3://featurely-models-euw1/fraud-xgb/14/model.json (region=eu-west-1)`",
     "us-east-1", "eu-west-1"),
    # terraform's "will be updated in-place" is no plan of a person's
    ("GlucoTrack production runs in AWS us-east-1.",
     'terraform plan -var-file=prod.tfvars\n  provider["registry.terraform.io/hashicorp/aws"] region = "us-west-2"\n'
     "  ~ aws_ecs_service.alerts-api (prod) will be updated in-place",
     "us-east-1", "us-west-2"),
]


REGIONS += [
    # Azure's regions as people write them and as its tools do
    ("The claims portal runs in the Azure West Europe region.",
     "Cutover done at 02:10: claims-portal traffic fully shifted to northeurope, the westeurope origin disabled.",
     "westeurope", "northeurope"),
    ("The claims portal runs in Azure westeurope.", "The claims portal now runs in North Europe.",
     "westeurope", "northeurope"),
    ("The claims portal is hosted in Azure East US 2.", "claims-portal was moved to West US 3 over the weekend.",
     "eastus2", "westus3"),
]


@pytest.mark.parametrize(("older", "newer", "old", "new"), REGIONS)
def test_another_region_is_read(older: str, newer: str, old: str, new: str) -> None:
    assert kind_names.other_region(older, newer) == (old, new)


REGION_LOOK_ALIKES = [
    # another thing's region
    ("The reporting database runs in AWS eu-central-1.",
     "The image CDN origin bucket sits in us-east-1."),
    # a replica elsewhere keeps the primary where it is
    ("Scanned contracts are stored in the bucket lexa-contracts in us-east-1.",
     "cross-region replica of lexa-contracts set up in us-west-2 for disaster recovery"),
    # another service of one word
    ("The ledger service runs in AWS eu-west-1.", "The reporting service runs in us-east-2."),
    # both said, neither moved to
    ("The billing API runs in AWS us-east-1.",
     "Added a read replica of the billing API database in eu-west-1 next to the us-east-1 primary."),
    # a statement on staging is not tied by a plan for production
    ("Staging runs in AWS eu-west-1.",
     'terraform plan -var-file=envs/prod.tfvars\n  provider["registry.terraform.io/hashicorp/aws"] region = "eu-north-1"'),
    # the same region said again
    ("The booking API is deployed in the us-central1 region.",
     "gcloud run services describe booking-api --region us-central1 -> revision 112"),
]


REGION_LOOK_ALIKES += [
    # an S3 bucket of another thing
    ("Model artifacts are kept in an S3 bucket in us-east-1.",
     "aws s3 ls s3://access-logs-euw1/ --region eu-west-1 -> 212 log objects from the CDN"),
]


REGION_LOOK_ALIKES += [
    # the same Azure region, written two ways
    ("The claims portal runs in the Azure West Europe region.", "claims-portal health checks pass in westeurope."),
]


@pytest.mark.parametrize(("older", "newer"), REGION_LOOK_ALIKES)
def test_look_alikes_of_a_region_are_left_alone(older: str, newer: str) -> None:
    assert kind_names.other_region(older, newer) is None


def test_a_note_showing_another_name_never_reinforces_the_statement() -> None:
    older, newer = SHOWN[3][0], SHOWN[3][1]
    assert conflicts.may_differ({"content": older}, {"content": newer})


COLUMNS = [
    ("A ticket's price is stored in the `price_total` column of the tickets table.",
     "SELECT id, price_total_cents FROM tickets WHERE event_id = 9; -> 212 rows",
     "price_total", "price_total_cents"),
    ("In the shipments table, the origin depot is stored in the column origin_warehouse_id.",
     "SELECT id, origin_depot_id, dest_depot_id FROM shipments WHERE origin_depot_id = 4;",
     "origin_warehouse_id", "origin_depot_id"),
]


@pytest.mark.parametrize(("older", "newer", "old", "new"), COLUMNS)
def test_another_column_of_the_table_is_read(older: str, newer: str, old: str, new: str) -> None:
    assert kind_names.other_column(older, newer) == (old, new)


COLUMN_LOOK_ALIKES = [
    # another column of what the statement's holds: its reason, not its price
    ("A ticket's price is stored in the `price_total` column of the tickets table.",
     "SELECT id, price_reason FROM tickets WHERE event_id = 9;"),
    # the statement's own column read
    ("A ticket's price is stored in the `price_total` column of the tickets table.",
     "SELECT price_total, price_total_cents FROM tickets LIMIT 3;"),
    # another table's column
    ("In the shipments table, the origin depot is stored in the column origin_warehouse_id.",
     "SELECT id, origin_depot_id FROM returns WHERE origin_depot_id = 4;"),
]


@pytest.mark.parametrize(("older", "newer"), COLUMN_LOOK_ALIKES)
def test_look_alikes_of_a_column_are_left_alone(older: str, newer: str) -> None:
    assert kind_names.other_column(older, newer) is None


@pytest.mark.parametrize(("statement", "note", "names"), [
    ("The invoice serial is exposed in the API as the field `invoice_no`.",
     '$ http GET :8000/api/invoices/7\n{"invoice_serial": "I-7", "amount_cents": 900}', ("invoice_no", "invoice_serial")),
    ("In tracking responses, the expected delivery time is returned in the JSON field `edt`.",
     'sample payload: {"parcel_id": "9", "expected_delivery": "2025-04-10T08:14:00Z"}', ("edt", "expected_delivery")),
])
def test_a_field_a_payload_gives_in_place_of_the_statements(statement: str, note: str, names: tuple[str, str]) -> None:
    assert kind_names.other_field(statement, note) == names


@pytest.mark.parametrize("note", [
    # the field is there
    '{"invoice_no": "I-7", "invoice_serial": "I-7"}',
    # another thing's fields
    '{"customer_name": "Ada", "amount_cents": 900}',
])
def test_a_payload_that_gives_the_field_or_another_things_says_nothing(note: str) -> None:
    assert kind_names.other_field("The invoice serial is exposed in the API as the field `invoice_no`.", note) is None


def test_a_column_under_another_name_for_one_of_its_words() -> None:
    statement = "The source language of a document is stored in the source_lang column of the documents table."
    note = "`SELECT id, source_locale, status FROM documents LIMIT 3;` -> 3 rows."
    assert kind_names.other_column(statement, note) == ("source_lang", "source_locale")


def test_a_field_written_with_underscores_and_a_payloads_field_of_the_statements_words() -> None:
    statement = "The battery temperature field in the telemetry payload is named batt_temp_c."
    note = '{"site_id": "s-1", "battery_temperature": 31.5, "p_kw": -2.1}'
    assert kind_names.other_field(statement, note) == ("batt_temp_c", "battery_temperature")


def test_a_backups_bucket_in_another_region() -> None:
    statement = "Nightly database backups are uploaded to the S3 bucket acme-backups in us-east-1."
    note = "backup-cron 02:00: pg_dump ok, uploaded dump.gz to s3://acme-backups, bucket region eu-west-1, checksum ok"
    assert kind_names.other_region(statement, note) == ("us-east-1", "eu-west-1")


@pytest.mark.parametrize(("statement", "note", "regions"), [
    # the kind of place named in both and a word of what it is
    ("The primary image bucket lives in eu-west-1.",
     '$ aws s3api get-bucket-location --bucket acme-images\n{"LocationConstraint": "us-east-2"}', ("eu-west-1", "us-east-2")),
    # a word of it said moved
    ("Exported reports are stored in the S3 bucket acme-reports in eu-west-1.",
     "Reports migrated last night to acme-rpt-fra in eu-central-1; the old bucket is read-only now.",
     ("eu-west-1", "eu-central-1")),
])
def test_a_region_tied_by_the_kind_of_place_or_a_move(statement: str, note: str, regions: tuple[str, str]) -> None:
    assert kind_names.other_region(statement, note) == regions


def test_another_kind_of_place_in_another_region_says_nothing() -> None:
    statement = "The primary image bucket lives in eu-west-1."
    assert kind_names.other_region(statement, "The image resizer cluster runs in us-east-2.") is None


def test_a_payloads_field_with_the_statements_word_in_another_number() -> None:
    statement = "In the results API, a team's score is in the JSON field `points`."
    note = 'Sample payload: `{"team_id": 4, "name": "Team A", "point_count": 31}`.'
    assert kind_names.other_field(statement, note) == ("points", "point_count")


def test_a_region_inside_an_identifier_or_printed_as_a_constant() -> None:
    # a kube context names the cluster's region between underscores
    assert kind_names.other_region(
        "The checkout API runs on the GKE cluster in europe-west1.",
        "$ kubectl config current-context\ngke_shop-prod_europe-west4_checkout-api\n$ kubectl get deploy -n checkout") \
        == ("europe-west1", "europe-west4")
    # a query prints the account's region as a constant
    assert kind_names.other_region(
        "Our Snowflake account is hosted in AWS us-west-2.",
        "Checking the account before the support call:\nSELECT CURRENT_ACCOUNT(), CURRENT_REGION();\n"
        "| AB12345 | AWS_EU_WEST_1 |") == ("us-west-2", "eu-west-1")


TOPIC = "Dock door sensors publish door events on the MQTT topic depot/+/doors/events."


@pytest.mark.parametrize(("note", "expected"), [
    ("$ mosquitto_sub -h broker.lan -t 'yardsense/doors/+/state' -v\nyardsense/doors/d-14/state {\"open\": true}\n"
     "door events flowing again after the gateway reboot", ("depot/+/doors/events", "yardsense/doors/+/state")),
    # the statement's topic, one level filled in
    ("$ mosquitto_sub -h broker.lan -t 'depot/leeds/doors/events' -v\ndepot/leeds/doors/events {\"open\": true}\n"
     "door events flowing again", None),
    # another thing's topic: no word of the statement's subject
    ("$ mosquitto_sub -h broker.lan -t 'yardsense/forklifts/+/battery' -v\nyardsense/forklifts/f-2/battery 81", None),
])
def test_another_mqtt_topic_a_subscriber_reads(note: str, expected: tuple[str, str] | None) -> None:
    assert kind_names.other_topic_subscribed(TOPIC, note) == expected


def test_a_topic_pattern_stated_against_what_a_subscriber_to_everything_prints() -> None:
    fact = "Hive scales publish to the MQTT topic pattern `apiary/<hive>/weight`."
    note = ("$ mosquitto_sub -h mqtt.farm.lan -t '#' -v -C 3\nbees/h01/scale {\"kg\":41.2}\nbees/h02/scale {\"kg\":38.9}\n"
            "bees/h03/scale {\"kg\":40.1}")
    assert kind_names.other_topic_subscribed(fact, note) == ("apiary/<hive>/weight", "bees/h01/scale")
    # the statement's topics there: nothing to flag
    same = "$ mosquitto_sub -t '#' -v -C 2\napiary/h01/weight {\"kg\":41.2}\napiary/h02/weight {\"kg\":38.9}"
    assert kind_names.other_topic_subscribed(fact, same) is None
    # both name a topic, so the store compares them however far apart their words are
    assert "topic" in kind_names.kinds_named(fact) and "topic" in kind_names.kinds_named(note)


def test_a_region_a_tool_prints_for_the_thing_against_the_one_the_prose_blames() -> None:
    fact = "Scanned delivery receipts are uploaded to the S3 bucket pod-receipts in eu-west-1."
    note = ("Uploads failed with a signature mismatch; checked the bucket:\n"
            "$ aws s3api get-bucket-location --bucket pod-receipts\n{\n    \"LocationConstraint\": \"eu-central-1\"\n}\n"
            "The uploader builds its client without a region and falls back to eu-west-1, so the URLs are signed "
            "for the wrong region.")
    assert kind_names.other_region(fact, note) == ("eu-west-1", "eu-central-1")
    # the tool prints the statement's region: the other one named is no place of the bucket
    same = note.replace("\"eu-central-1\"", "\"eu-west-1\"").replace("falls back to eu-west-1", "falls back to eu-central-1")
    assert kind_names.other_region(fact, same) is None
