"""A note that says the statement's own value is not there (no Redux in the app, an empty folder, an
archived repository) contradicts the statement; a value that only names a part of something else, or
a tool dropped from another thing, does not. Also the settings shapes found beside it: distances,
"a 30-minute timeout" bumped "to 60", a ceiling by another name, a port written ":9090"; a demand
dropped, a permission in a person's words, names changed by other verbs, and a thing kept elsewhere."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core import Helix
from helix_core.consolidation import conflicts, frames, retired, values
from tests.judging import disagrees

PLANNER = SimpleNamespace(tasks=None, meanings=None)


@pytest.mark.parametrize(("fact", "note", "changed"), [
    # a finding: the value is simply not there
    ("The Munchly mobile app manages client state with Redux.",
     "Cart and checkout state live in Zustand stores; there is no Redux in the app.", False),
    ("The APNs push certificates are kept in the ios/certs folder.",
     "APNs credentials are pulled from Vault during the build; ios/certs holds nothing.", False),
    ("Pallet locations are recorded in the pallet_slots table.",
     "Pallet positions are written to storage_positions; no pallet_slots table exists in the schema.", False),
    ("The documentation sources for cobblestone sit in the docs/ folder at the repo root.",
     "cobblestone's doc pages are all under site/content/, there is no docs/ directory in the tree.", False),
    # a name nothing answers to
    ("Shipment events are written to the `parcel_events` table.",
     "tracking rows land in consignment_log; \\dt on the replica lists no table named parcel_events", False),
    ("Translators refresh the glossary with the make sync-terms command.",
     "ran `make glossary` to refresh the terms; there's no sync-terms target in the Makefile", False),
    ("Support agents reopen tickets with the `deskctl reopen` command.",
     "`deskctl reopen` -> command not found on the support box; used `helpline reopen 4411` instead", False),
    # a change: the value was archived or removed
    ("The dbt models live in the analytics-dbt repository.",
     "Archived analytics-dbt on GitHub after the merge.", True),
])
def test_a_value_said_absent(fact: str, note: str, changed: bool) -> None:
    found = retired.absent(fact, note)
    assert found is not None and found[1] is changed
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    # the value names a part of something else
    ("The app caches sessions in Redis.", "Removed the Redis cache warmup job from the app; it never helped."),
    # a tool dropped from another thing
    ("The billing service stores invoices in PostgreSQL.", "Removed PostgreSQL from the analytics image."),
    # the value is there
    ("Pallet locations are recorded in the pallet_slots table.",
     "Added an index on pallet_slots for the nightly count."),
    # a rule's negation is another reader's
    ("We never keep secrets in the ios/certs folder.", "ios/certs holds nothing."),
])
def test_not_said_absent(fact: str, note: str) -> None:
    assert retired.absent(fact, note) is None


@pytest.mark.parametrize(("fact", "note"), [
    # a distance, with its unit
    ("Couriers are only offered orders from restaurants within 3 km of their location.",
     "Matching query filters candidate couriers by an 8 km radius around the restaurant."),
    # "a 30-minute timeout", bumped "to 60" by the key's name
    ("The fernctl release job has a 30-minute timeout.",
     "arm64 build kept getting killed, so I bumped timeout-minutes on the release job to 60."),
    # a maximum by another name, and by a constant's
    ("Undergraduates can register for a maximum of 18 credits per semester without an override.",
     "Faculty senate raised the per-term credit ceiling to 21 starting spring 2026."),
    ("Undergraduates can register for a maximum of 18 credits per semester without an override.",
     "Bumped MAX_CREDITS_NO_OVERRIDE in settings to 21 to match the new policy."),
    # a port written ":9090", the service "comes up" on it
    ("The SIS gateway API listens on port 8443.",
     "Gateway comes up on :9090 in the staging compose file and the health check hits that."),
])
def test_settings_by_other_words(fact: str, note: str) -> None:
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    # the same distance in other units
    ("Couriers are only offered orders from restaurants within 3 km of their location.",
     "Matching query filters candidate couriers by a 3000 meters radius around the restaurant."),
    # another job's timeout
    ("The fernctl release job has a 30-minute timeout.", "Bumped timeout-minutes on the docs job to 60."),
    # another service's port
    ("The SIS gateway API listens on port 8443.", "The reporting worker comes up on :9090 in staging."),
])
def test_settings_look_alikes(fact: str, note: str) -> None:
    assert not disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    # a demand dropped
    ("Drivers must capture a customer signature for every delivery in the LastMile app.",
     "Product dropped the signature requirement; photo proof of delivery is enough now."),
    ("Drivers must capture a customer signature for every delivery in the LastMile app.",
     "Removed the mandatory signature step from the delivery flow per the new POD rules."),
    # a prohibition lifted in a person's words
    ("We never deploy Routewise on Fridays because of weekend dispatch volume.",
     "Since the canary pipeline landed we're fine shipping Routewise on Fridays too."),
    # names changed by other verbs
    ("Core student demographics live in the STUDENT_MASTER table.",
     "Heads up: the DBAs retitled STUDENT_MASTER to person_student as part of the schema cleanup."),
    ("Ops replays missed GPS pings with the `fp-replay` command.",
     "fp-replay is now `fleetctl pings replay`; the old binary was removed in 4.0."),
    ("The ember toolkit is published on PyPI as `ember-tools`.",
     "Published ember 2.0 under the new distribution name `emberkit`; ember-tools stays frozen at 1.x."),
    # the same thing kept elsewhere
    ("Completed orders are stored in the `order_history` table.",
     "Completed orders get written to `fulfilled_orders`; the refund job reads from there."),
])
def test_simple_shapes_of_change(fact: str, note: str) -> None:
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    # another demand dropped
    ("Drivers must capture a customer signature for every delivery in the LastMile app.",
     "Dropped the photo requirement for returns."),
    # a permission for another thing
    ("We never deploy Routewise on Fridays because of weekend dispatch volume.",
     "We're fine merging docs changes on Fridays."),
    # another thing kept elsewhere
    ("Completed orders are stored in the `order_history` table.",
     "Cancelled orders get written to `void_orders`."),
    # the same place
    ("Completed orders are stored in the `order_history` table.",
     "Completed orders get written to `order_history` by the checkout worker."),
])
def test_simple_shapes_look_alikes(fact: str, note: str) -> None:
    assert not disagrees(fact, note)


def test_retitled_and_new_names_are_changes() -> None:
    assert frames.renames("Published ember 2.0 under the new distribution name `emberkit`.")
    assert not frames.renames("Published ember 2.0 with a new README.")


@pytest.mark.parametrize(("fact", "note"), [
    ("The dbt models live in the analytics-dbt repository.", "Archived analytics-dbt on GitHub after the merge."),
    ("The dataset ingest scripts live in tools/ingest inside the portal repository.",
     "Pulled the ingest scripts out into their own package under services/ingest so they can be released "
     "separately from the portal."),
    ("Completed orders are stored in the `order_history` table.",
     "Completed orders get written to `fulfilled_orders`; the refund job reads from there."),
])
def test_a_log_line_that_retires_a_value_is_compared(hx: Helix, fact: str, note: str) -> None:
    """A log line is left out of the comparison unless it says something; one that retires or replaces a
    written name does."""
    f = hx.capture(fact, kind="fact", scope="project:x", origin="user-asserted").id
    hx.clock.advance(days=2)  # type: ignore[attr-defined]
    hx.capture(note, scope="project:x", origin="agent-ingested")
    run = hx.consolidate()
    touching = [p for p in run.proposals if p.action == "SUPERSEDE" and f in p.target_ids]
    assert touching or any(f in (fl.a_id, fl.b_id) for fl in run.flags)
    assert not [p for p in run.proposals if p.action == "NOOP" and f in p.target_ids]


@pytest.mark.parametrize(("fact", "note"), [
    # where the configuration is read from, a home dotfile against an XDG path
    ("ridgeline reads its configuration from ~/.ridgelinerc.",
     "Since 3.0 ridgeline loads $XDG_CONFIG_HOME/ridgeline/config.toml and ignores the old dotfile."),
    # protected against in the open
    ("Customer phone numbers are always hashed before loading into the warehouse.",
     "dim_customer keeps raw phone_number in plaintext so support dashboards can dial customers."),
    # the lowest supported version, written as a config line
    ("The minimum supported Python version for pipkeeper is 3.8.",
     "pipkeeper's pyproject.toml declares requires-python = \">=3.10\"."),
    ("Node 18 is the oldest version the CLI supports.", "The CLI now needs Node 20 or newer."),
])
def test_more_settings_and_rules(fact: str, note: str) -> None:
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    # the same place
    ("ridgeline reads its configuration from ~/.ridgelinerc.", "ridgeline loads ~/.ridgelinerc at startup."),
    # still protected, or other data in the open
    ("Customer phone numbers are always hashed before loading into the warehouse.",
     "Checked dim_customer: phone numbers are hashed, no raw values anywhere."),
    ("Customer phone numbers are always hashed before loading into the warehouse.",
     "The raw clickstream lands in the staging bucket before the nightly job."),
    # the same floor, refined
    ("The minimum supported Python version for pipkeeper is 3.8.", "pipkeeper declares requires-python = \">=3.8.1\"."),
    # a library bumped to its latest release says nothing of the broker
    ("Enrollment events are published to Kafka for the waitlist worker to consume.",
     "Bumped the waitlist worker's kafka client lib to the latest patch release and reran its tests."),
])
def test_more_look_alikes(fact: str, note: str) -> None:
    assert not disagrees(fact, note)


def test_a_version_a_running_system_prints_is_read() -> None:
    older = "The quotes API service runs on Python 3.10."
    assert values.config_version(older, "Debugging a tz bug: `kubectl exec deploy/quotes-api -- python --version` "
                                        "prints Python 3.12.4.") == "Python 3.10 vs 3.12.4"
    # a plan, or a machine apart, prints nothing about the service
    assert values.config_version(older, "Should we upgrade to Python 3.12? The quotes API `--version` prints 3.10.") is None
    assert values.config_version(older, "On my laptop `python --version` prints Python 3.12.4 for the quotes API.") is None


def test_the_runtime_of_a_services_image_is_read() -> None:
    assert values.config_version("The orders API service runs on Node.js 18.",
                                 "api/Dockerfile: `FROM node:22-alpine AS runtime`, prod digest matches") == "node 18 vs 22"
    assert values.config_version("The orders API service runs on Node.js 18.",
                                 "api/Dockerfile: `FROM node:18.20-alpine AS runtime`") is None  # 18.20 refines 18


@pytest.mark.parametrize(("fact", "note"), [
    ("Refund requests are kept in the `refund_requests` table.",
     "sqlite> SELECT * FROM refund_requests;\nError: no such table: refund_requests"),
    ("Supplier contacts are kept in the `suppliers` table.",
     'inventory=> \\d suppliers\nDid not find any relation named "suppliers".'),
])
def test_a_database_client_that_finds_no_such_table_says_it_is_not_there(fact: str, note: str) -> None:
    verdict = conflicts.judge(PLANNER, fact, note)
    assert verdict.relation in ("update", "conflict") and "is not there" in verdict.reason


@pytest.mark.parametrize(("fact", "note", "tool"), [
    ("Order confirmations are texted to customers through Twilio.",
     "PR #88: drop twilio-python, the confirmation sender posts to the MessageBird API instead.", "Twilio"),
    ("Card payments are taken through Stripe.", "chore: drop stripe-node, checkout talks to Adyen's API now", "Stripe"),
])
def test_a_dropped_client_library_retires_its_tool(fact: str, note: str, tool: str) -> None:
    gone = retired.absent(fact, note)
    assert gone is not None and gone[0] == tool
    assert conflicts.judge(PLANNER, fact, note).relation in ("update", "conflict")


@pytest.mark.parametrize(("fact", "note"), [
    # another library of the same word
    ("Order confirmations are texted to customers through Twilio.", "drop twilio-mock from the dev dependencies"),
    # the tool kept, a package of another tool dropped
    ("Card payments are taken through Stripe.", "chore: drop paypal-node, Stripe stays our only processor"),
])
def test_another_package_dropped_is_left_alone(fact: str, note: str) -> None:
    assert conflicts.judge(PLANNER, fact, note).relation not in ("update", "conflict")


@pytest.mark.parametrize(("fact", "note"), [
    # a part replaced on the statement's thing, which stays
    ("The dock door label printers are Zebra ZT230s.",
     "Replaced the ribbon sensor on the dock 4 ZT230, reprinted test labels, all scan fine."),
    # one occasion within a deadline the statement sets
    ("Timetable changes are sent to conductors by 7 PM the day before they apply.",
     "Ops sent Friday's timetable changes at 6:05 PM; all 30 conductors confirmed on the handheld by 6:30."),
])
def test_a_part_replaced_or_a_deadline_kept_is_no_change(fact: str, note: str) -> None:
    assert not disagrees(fact, note)


def test_the_statements_thing_replaced_or_its_deadline_moved_still_disagree() -> None:
    assert disagrees("The packing line scanners are Datalogic Gryphon 4500s.",
                     "Replaced the Gryphon 4500s on the packing line with Zebra DS3678 scanners.")
    assert disagrees("Shift rosters are posted to the staff app by 5 PM on Thursday.",
                     "From next week shift rosters are posted to the staff app by 2 PM on Thursday instead.")


def test_a_thing_of_the_same_kind_under_another_name_is_another_thing() -> None:
    from helix_core.consolidation import siblings

    fact = "The Kiruna-1 antenna controller runs firmware 3.1."
    note = "Flashed the Awarua antenna controller to firmware 3.4 in the maintenance window; tracking looked clean."
    assert siblings.other_named(fact, note) == ("Kiruna-1", "Awarua")
    assert not disagrees(fact, note)
    # the statement's own name: its firmware moved
    assert disagrees(fact, "Flashed the Kiruna-1 antenna controller to firmware 3.4 in the maintenance window.")
    # an acronym of the statement's name is the same thing
    assert siblings.other_named("The Do-not-disturb rooms are skipped by auto-assign.",
                                "Auto-assign now fills DND rooms last.") is None
