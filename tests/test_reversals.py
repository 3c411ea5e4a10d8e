"""A rule a later note says changed is an update: a ban now done, a demand now relaxed. A rule said
again, a note on another matter, or one that tells no change of policy is not."""

from __future__ import annotations

import pytest

from helix_core.consolidation import reversals
from tests.judging import disagrees


@pytest.mark.parametrize(("rule", "note"), [
    ("We never show loyalty upsells to guest shoppers.",
     "Per the new growth plan, guest shoppers are now offered loyalty upsells at checkout."),
    ("Every vendor invoice must be approved by a finance lead before payment.",
     "From now on vendor invoices under $500 go straight to payment; finance leads only review the large ones."),
    ("Release builds always require a signed changelog.",
     "Signed changelogs aren't required for patch release builds anymore."),
    ("Lab samples must always be double-checked by a second technician.",
     "Going forward a second technician is only needed for flagged lab samples."),
])
def test_a_rule_said_changed(rule: str, note: str) -> None:
    assert reversals.reversed_rule(rule, note) is not None
    assert disagrees(rule, note)


@pytest.mark.parametrize(("rule", "note"), [
    # the rule said again, now or still
    ("We never store raw card numbers.", "Reminder: from now on too, raw card numbers are never stored anywhere."),
    ("Video calls are never recorded.", "Video calls are fully on the new provider now."),
    # another matter of the same words
    ("Obituaries are always free to read and never count against the meter.",
     "The free allowance is now three articles per month, metering config updated."),
    # no change of policy told
    ("Every vendor invoice must be approved by a finance lead before payment.",
     "Finance leads approved twelve vendor invoices today before the payment run."),
])
def test_no_change_of_rule(rule: str, note: str) -> None:
    assert reversals.reversed_rule(rule, note) is None
