"""A switch of the statement's value's own setting keeps the value: "Switched the Fastly service … to
token-authenticated URLs" still delivers through Fastly (`conflicts.judge`)."""

from __future__ import annotations

import pytest

from tests.judging import disagrees

FACT = "Course recordings are delivered through Fastly."


def test_the_values_own_setting_switched_is_no_change_of_value() -> None:
    assert not disagrees(FACT, "Switched the Fastly service for course recordings to token-authenticated URLs with a "
                               "two-hour lifetime, so leaked links die quickly.")


@pytest.mark.parametrize("note", [
    "Switched course recording delivery from Fastly to CloudFront; the Fastly service is deleted.",
    "Switched the course recordings over to CloudFront this morning.",
])
def test_a_switch_to_another_value_still_contradicts(note: str) -> None:
    assert disagrees(FACT, note)
