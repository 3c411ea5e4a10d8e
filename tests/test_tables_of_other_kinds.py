"""A note that gives one setting per kind (a YAML table, an inline mapping, a dict literal) where none of the
kinds is the statement's speaks of other things; a table that lists the statement's kind with another value
still contradicts it."""

from __future__ import annotations

from helix_core.consolidation import kind_tables
from tests.judging import disagrees

URGENT = "Urgent leak repairs must be scheduled within 24 hours of the report."


def test_a_table_of_other_kinds_is_no_contradiction() -> None:
    note = ("Added targets for the other job types:\n```yaml\ntargets:\n  meter_swap:\n    schedule_within: 10d\n"
            "  hydrant_flush:\n    schedule_within: 30d\n```")
    assert kind_tables.for_other_kinds(URGENT, note) == "meter_swap, hydrant_flush"
    assert not disagrees(URGENT, note)


def test_inline_mappings_and_dict_literals_of_other_kinds() -> None:
    fact = "The booking page quotes a build time of 10 weeks for oak doors."
    inline = "doors/lead_times.yaml:\n```yaml\npine: {weeks: 4}\nash: {weeks: 6}\n```\nPine now shows '4 weeks'."
    assert not disagrees(fact, inline)
    depth = "Wall depths per kind are in walls.py: `DEPTH = {'single': \"110 mm\", 'cavity': \"300 mm\"}`."
    assert kind_tables.for_other_kinds("Party walls are built 215 mm deep.", depth) == "single, cavity"


def test_a_table_that_lists_the_statements_kind_still_contradicts() -> None:
    note = ("SLA config after the ops review:\n```yaml\ntargets:\n  urgent_leak:\n    schedule_within: 48h\n"
            "  meter_swap:\n    schedule_within: 10d\n```")
    assert kind_tables.for_other_kinds(URGENT, note) is None
    assert disagrees(URGENT, note)


def test_environments_are_no_kinds() -> None:
    note = "```yaml\nstaging:\n  session_ttl: 15m\nproduction:\n  session_ttl: 15m\n```"
    assert kind_tables.for_other_kinds("Admin sessions expire after 30 minutes.", note) is None


def test_a_setting_beside_a_table_of_other_kinds_is_not_theirs() -> None:
    fact = "Checkout carts are released after 20 minutes without activity."
    note = ("Prod shop config as deployed:\n```yaml\nregions:\n  eu_west:\n    currency: EUR\n    max_items: 50\n"
            "  us_east:\n    currency: USD\n    max_items: 80\ncarts:\n  release_after: 45m\n  max_open: 1\n```\n"
            "Support's 'cart vanished' reports line up with the 45 minute mark.")
    assert kind_tables.for_other_kinds(fact, note, "release_after: 20minutes vs 45m") is None
    assert kind_tables.for_other_kinds(fact, note) == "eu_west, us_east"
    assert disagrees(fact, note)


def test_a_label_of_the_statements_initials_is_its_own_kind() -> None:
    fact = "At Kestrel Lane depot each electric bus is capped at 120 kW while charging overnight."
    table = ("# depotcharge/profiles.yaml\ndepots:\n  MLD:   # Mill Lane\n    overnight:\n      per_vehicle_max_kw: 120\n"
             "  KLD:\n    overnight:\n      per_vehicle_max_kw: 80\n")
    assert kind_tables.for_other_kinds(fact, table) is None
    # labels of other initials are other kinds
    assert kind_tables.for_other_kinds(fact, table.replace("KLD", "NPD")) == "MLD, NPD"
