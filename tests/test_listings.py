"""A name the statement gives, missing from a listing of every thing of its kind (`listings.missing_from_listing`,
through `conflicts.judge`); and the look-alikes: the name listed, a listing of another kind or of another
table, a listing too short to be one."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core.consolidation import conflicts, listings

PLANNER = SimpleNamespace(tasks=None, meanings=None)

MISSING = [
    # an inline table listing
    ("Scheduled sailings are stored in the `voyages` table.",
     "psql ferrydeck_prod `\\dt` -> bookings, departures, lanes, passengers, routes, vehicles.", "voyages"),
    # psql's rows, the table's name between its schema and its type
    ("Batch records live in the `brew_batches` table.",
     "psql brewlog -c '\\dt' ->  public | batch_records | table | brewlog\n public | readings | table | brewlog",
     "brew_batches"),
    # the columns of the statement's table
    ("Each cow's ear tag number is stored in the ear_tag_id column of the cows table.",
     "milkline=> \\d cows\n Column     | Type        | Nullable\n id         | uuid        | not null\n"
     " eid_tag    | varchar(15) | not null\n birth_date | date        |", "ear_tag_id"),
    # a cron job named after "called", the listing under its header
    ("The nightly job that pulls enrolments from the SIS is called `sis-enrol-sync`.",
     "$ kubectl get cronjobs -n timetabler\nNAME                 SCHEDULE    LAST SCHEDULE\n"
     "enrolment-importer   10 3 * * *  5h\nsolver-nightly       0 1 * * *   7h", "sis-enrol-sync"),
    # one deployment under its header is the whole listing
    ("The alerting service runs in the cluster as the deployment `cropwatch-alerts`.",
     "$ kubectl -n alerting get deploy\nNAME                 READY   UP-TO-DATE   AVAILABLE   AGE\n"
     "fieldguard-alerter   3/3     3            3           212d", "cropwatch-alerts"),
    # "deployed under the name" says the kind
    ("The shop scheduling service is deployed under the name shop-planner.",
     "$ kubectl get deploy -n railshop\nNAME             READY   UP-TO-DATE\nbay-scheduler    3/3     3\n"
     "inspection-api   2/2     2", "shop-planner"),
    # rabbitmqctl's rows are tab-separated
    ("Door events are published to the RabbitMQ queue door-events.",
     "$ rabbitmqctl list_queues -p site name messages consumers\nListing queues for vhost site ...\n"
     "name\tmessages\tconsumers\naccess.events.v2\t0\t3\nhvac.alarms\t12\t1", "door-events"),
    ("The farm's GPU node pool is called gpu-a.",
     "$ ry pools\nNAME         NODES  STATE\ncpu-general  412    open\ngpu-rtx       48    open", "gpu-a"),
]


@pytest.mark.parametrize(("statement", "note", "name"), MISSING)
def test_a_name_missing_from_a_listing_of_its_kind(statement: str, note: str, name: str) -> None:
    missing = listings.missing_from_listing(statement, note)
    assert missing is not None and missing[0] == name
    assert conflicts.judge(PLANNER, statement, note).relation == "conflict"


@pytest.mark.parametrize(("statement", "note"), [
    # the name is listed
    ("Scheduled sailings are stored in the `voyages` table.", "psql ferrydeck_prod `\\dt` -> bookings, voyages, lanes."),
    # a listing of another kind
    ("Scheduled sailings are stored in the `voyages` table.",
     "$ kubectl get deploy\nNAME          READY\nbooking-api   2/2\nvoyage-sync   1/1"),
    # the columns of another table
    ("Each cow's ear tag number is stored in the ear_tag_id column of the cows table.",
     "milkline=> \\d robots\n id         | uuid\n serial_no  | text\n barn_id    | uuid"),
    # one row and no header is no whole listing
    ("The background job that nudges sellers to re-price stale listings is called stale_price_nudger.",
     "sidekiq-cron status:\n  listing_price_reminder  every day 03:00  last run OK"),
])
def test_no_listing_of_the_kind_leaves_it_out(statement: str, note: str) -> None:
    assert listings.missing_from_listing(statement, note) is None
