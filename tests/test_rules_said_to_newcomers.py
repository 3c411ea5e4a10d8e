"""A rule said again to people who are new: "For the new hires starting Monday: scan each parcel …" names
when people start, not when a change starts; "Unscanned parcels never reach the tracking page" beside the bid
tells why the rule holds (`conflicts.judge`)."""

from __future__ import annotations

import pytest

from helix_core.consolidation import text
from tests.judging import disagrees

RULE = "Couriers must scan every parcel at the depot door before loading."


@pytest.mark.parametrize("note", [
    "For the new hires starting Monday: scan each parcel at the depot door before it goes on the van, every time, "
    "no exceptions. Unscanned parcels never reach the tracking page.",
    "For the new hires starting Monday: scan each parcel at the depot door before it goes on the van.",
])
def test_the_rule_said_again_to_newcomers_agrees(note: str) -> None:
    assert not disagrees(RULE, note)


@pytest.mark.parametrize("note", [
    "Starting Monday couriers no longer scan parcels at the depot door; the van reader does it on loading.",
    "Audit of Tuesday's loads: 140 parcels went on the vans unscanned at the depot door, the couriers skipped the "
    "scan to save time.",
])
def test_a_change_from_monday_or_the_rule_broken_still_contradicts(note: str) -> None:
    assert disagrees(RULE, note)


def test_people_starting_are_read_as_joining() -> None:
    assert text.people_starting_read("For the new hires starting Monday: …") == "For the new hires joining Monday: …"
    assert text.people_starting_read("Starting Monday, scan at the door.") == "Starting Monday, scan at the door."
