"""Notes about another copy or another piece of the statement's thing: its names with an environment's part
("receipts-staging", "map-stg-01"), a thing said to have its own controller, the statement's thing said not to
be touched, a tool that another thing moves away from, a value given for a new thing, another system's own
folder (`conflicts.judge`)."""

from __future__ import annotations

import pytest

from tests.judging import disagrees

TILES = "The public map tiles (tiles.parcelwick.net) are served by Martin running on map-01."

OTHER_THING = [
    # the staging copy of a bucket, created in another region
    ("Scanned delivery receipts are stored in the S3 bucket parcelwick-receipts in eu-west-1.",
     'Terraform will perform the following actions:\n\n  # module.receipts_staging.aws_s3_bucket.this will be created\n'
     '  + resource "aws_s3_bucket" "this" {\n      + bucket = "parcelwick-receipts-staging"\n'
     '      + region = "eu-central-1"\n    }\n\nPlan: 1 to add, 0 to change, 0 to destroy.'),
    # the staging host and site try another tile server
    (TILES,
     "# /etc/nginx/sites-enabled/tiles-stg.parcelwick.net.conf (host: map-stg-01)\nserver {\n"
     "    server_name tiles-stg.parcelwick.net;\n    # trial: pg_tileserv in place of Martin on staging\n"
     "    location / { proxy_pass http://127.0.0.1:7800; }\n}"),
    # another topic; the statement's stream said not touched
    ("Accepted parcel scans from the depot gates are published to the Kafka topic depot.scans.v3.",
     "$ kafka-topics.sh --describe --topic depot.rejects.v1\nTopic: depot.rejects.v1  PartitionCount: 6  "
     "ReplicationFactor: 3\nfraud-check now consumes depot.rejects.v1 (rejected scans only). The tracking service "
     "keeps reading the accepted-scan stream; we do not touch it."),
    # a machine beside the statement's with its own controller
    ("The sorter's induction belt is driven by a Siemens S7-1500 PLC, which belt-monitor polls over OPC UA.",
     "Standup: wired the label applicator into belt-monitor. The label applicator next to the induction belt has "
     "its own controller - an Omron NX1 - with no OPC UA server, so belt-monitor now reads it over Modbus TCP "
     "(10.4.2.17:502). Polling every 2 s."),
]


@pytest.mark.parametrize(("fact", "note"), OTHER_THING)
def test_another_copy_or_piece_is_no_contradiction(fact: str, note: str) -> None:
    assert not disagrees(fact, note)


STILL_CHANGED = [
    # the statement's own name, served from the old staging host promoted to production
    (TILES, "Cut over: tiles.parcelwick.net is now served by pg_tileserv on map-stg-01, promoted to production "
            "last night."),
    # a place of its own is a move, not a separate thing
    ("The dbt models live in the data-platform monorepo under transform/.",
     "Split done: the dbt models have their own repository now, parcelwick/dbt-models; transform/ in the monorepo "
     "only holds a README."),
]


@pytest.mark.parametrize(("fact", "note"), STILL_CHANGED)
def test_the_thing_itself_changed_still_contradicts(fact: str, note: str) -> None:
    assert disagrees(fact, note)


PAYMENTS = "Online course payments go through Stripe."


def test_a_tool_another_thing_moves_away_from_is_not_the_statements() -> None:
    assert not disagrees(PAYMENTS, "From #front-desk: the reception tills and the bar are moving from Worldpay "
                                   "terminals to SumUp readers on 3 March; the online store keeps Shopify Payments.")


@pytest.mark.parametrize("note", [
    "Checkout for online courses moved from Stripe to Adyen last week.",
    "payments.log: 2024-03-04 12:11:09 charge ok provider=adyen course=ML-101 amount=49.00",
])
def test_the_statements_tool_moved_away_from_or_another_at_work_still_contradicts(note: str) -> None:
    assert disagrees(PAYMENTS, note)


SWAP = "Scooter batteries are queued for a swap when charge drops below 25%."


def test_a_value_scoped_to_a_new_thing_is_that_things() -> None:
    assert not disagrees(SWAP, "For the new KX-9 cargo scooters the battery swap threshold is 40%; loaded runs drain "
                               "the pack too fast on the hill stations.")


def test_a_new_season_is_no_new_thing() -> None:
    assert disagrees(SWAP, "For the new season the battery swap threshold is 40% for every scooter.")


PHOTOS = "Archivo's item photos (condition shots, loan forms) are stored under /srv/archivo/media on arch-app-01."

KIOSK_COMPOSE = """scan-app-02:/opt/kiosk/docker-compose.yml
services:
  kiosk:
    image: acme/kiosk-capture:5.1
    volumes:
      - /srv/kiosk/media:/data/media      # capture session images
      - /srv/kiosk/config:/data/config
    environment:
      - ARCHIVE_API=https://arch-app-01.internal/api/v1
Kiosk only reads item records from Archivo's API; it never writes photos back."""


def test_another_systems_own_folder_is_no_move() -> None:
    assert not disagrees(PHOTOS, KIOSK_COMPOSE)


def test_the_statements_folder_moved_to_another_systems_still_contradicts() -> None:
    assert disagrees(PHOTOS, "Archivo's media folder moved: photos now live under /srv/kiosk/media, mounted from the "
                             "kiosk box; Archivo reads them there.")
