"""A listing of sibling records (a YAML list, a table a tool printed, a diff of either) in which the record
naming the statement's thing still holds the statement's value: what differs is the siblings', no
contradiction. A change to the statement's own record, or a code diff, still contradicts."""

from __future__ import annotations

from helix_core.consolidation import own_record
from tests.judging import disagrees

REDELIVERY = "Messages on the invoices queue are redelivered 4 times before they go to the dead-letter queue."
POLICIES = (
    "$ rabbitmqctl list_policies -p billing\n"
    "vhost    name            pattern        apply-to  definition                                  priority\n"
    'billing  refunds-retry   ^refunds$      queues    {"delivery-limit":8,"dead-letter-exchange":"dlx"}   3\n'
    'billing  invoices-retry  ^invoices$     queues    {"delivery-limit":4,"dead-letter-exchange":"dlx"}   3\n'
    "# raised refunds 4 -> 8 after the bank's timeouts last week\n"
)

SHIFTS = "Drivers at the Harbour Street yard (HST) start their shifts at 06:30."
YARD_DIFF = (
    "diff --git a/config/yards.yaml b/config/yards.yaml\n"
    "@@ -4,9 +4,9 @@ yards:\n"
    "   - code: HST\n"
    "     name: Harbour Street\n"
    '     shift_start: "06:30"\n'
    "     fuel_card: shell\n"
    "   - code: MKT\n"
    "     name: Market Square\n"
    '-    shift_start: "06:30"\n'
    '+    shift_start: "07:15"   # the council\'s parking permit starts later, from 3 March\n'
    "     fuel_card: shell\n"
)

SENSORS = "Freezer probes report over LoRaWAN to the gateway cold-gw-02."
SOURCES = (
    "# ingest/sources.yaml\n"
    "sources:\n"
    "  - name: freezer-probes\n"
    "    protocol: lorawan\n"
    "    gateway: cold-gw-02\n"
    "  - name: door-contacts\n"
    "    protocol: zigbee\n"
    "    coordinator: zb-hub-1\n"
    "\n"
    "Door contacts join through the Zigbee coordinator rather than the gateway; they carry no LoRaWAN radio.\n"
)


BAYS = "Car park 07 (Riverside) has 120 bays."
PSQL = (
    "parking=> SELECT site_id, name, bay_count, updated_at::date FROM car_parks\n"
    "parking->   WHERE name ILIKE 'river%' ORDER BY site_id;\n"
    " site_id |      name       | bay_count | updated_at\n"
    "---------+-----------------+-----------+------------\n"
    " 07      | Riverside       |       120 | 2023-05-02\n"
    " 19      | River Walk East |       150 | 2024-09-14\n"
    "(2 rows)\n"
    "River Walk East expansion is in: 19 went from 90 to 150 bays.\n"
)


def test_a_psql_row_of_the_statements_thing_keeps_its_figure() -> None:
    assert own_record.keeps_its_value(BAYS, PSQL, "120 bays")
    assert not disagrees(BAYS, PSQL)
    own_changed = PSQL.replace("|       120 |", "|       100 |").replace(
        "River Walk East expansion is in: 19 went from 90 to 150 bays.",
        "Riverside gave 20 bays to the EV chargers: 07 went from 120 to 100 bays.")
    assert not own_record.keeps_its_value(BAYS, own_changed, None)  # "07" names the car park; it is no value
    assert disagrees(BAYS, own_changed)


def test_a_siblings_value_beside_the_statements_own_row_is_no_contradiction() -> None:
    assert own_record.keeps_its_value(REDELIVERY, POLICIES, "4")
    assert not disagrees(REDELIVERY, POLICIES)


def test_a_diff_that_moves_another_record_keeps_the_statements_record() -> None:
    assert own_record.keeps_its_value(SHIFTS, YARD_DIFF, None)
    assert not disagrees(SHIFTS, YARD_DIFF)


def test_a_siblings_other_tool_in_a_yaml_list_is_no_contradiction() -> None:
    assert not disagrees(SENSORS, SOURCES)


def test_a_diff_of_the_statements_own_record_still_contradicts() -> None:
    own_moved = (
        "diff --git a/config/yards.yaml b/config/yards.yaml\n"
        "@@ -4,9 +4,9 @@ yards:\n"
        "   - code: HST\n"
        "     name: Harbour Street\n"
        '-    shift_start: "06:30"\n'
        '+    shift_start: "07:15"   # the council\'s parking permit starts later, from 3 March\n'
        "     fuel_card: shell\n"
        "   - code: MKT\n"
        "     name: Market Square\n"
        '     shift_start: "06:30"\n'
        "     fuel_card: shell\n"
    )
    assert not own_record.keeps_its_value(SHIFTS, own_moved, None)
    assert disagrees(SHIFTS, own_moved)


def test_a_code_diff_is_read_as_it_stands_after_the_change() -> None:
    fact = "A parcel over 20 kg must never be booked on the bike couriers."
    note = ("Merged PR #88 \"Let bike couriers take parcels up to 25 kg\".\n"
            "dispatch/rules.py:\n"
            "-    if parcel.kg > 20 and courier.kind == 'bike':\n"
            "-        raise DispatchError('too heavy for a bike')\n"
            "+    if parcel.kg > 25 and courier.kind == 'bike':\n"
            "+        raise DispatchError('too heavy for a bike')\n")
    assert not own_record.keeps_its_value(fact, note, "20")
    assert disagrees(fact, note)
