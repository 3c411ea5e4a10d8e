"""A rule that demands a person's approval, a signed document or a check, and a note that the demand
is gone (`frames.dropped_duty`): dropped by its name, no longer required, or refused by the person the
rule wanted it from. And the notes that leave the demand standing."""

from __future__ import annotations

import pytest

from helix_core.consolidation import forbidden, frames
from tests.judging import disagrees

SIGNOFF = "Price overrides on the storefront require sign-off from a category manager."
REPORT = "Every returned pallet needs a signed damage report before it is restocked."
APPROVAL = "Firmware rollouts to the kiosks must be approved by the release captain before they start."
OVERRIDE = "Booking a room over its capacity always requires a facilities override."


@pytest.mark.parametrize(("rule", "note"), [
    # the demand named by its noun and dropped
    (SIGNOFF, "We removed the category-manager sign-off for price overrides; merchandisers publish them directly."),
    # "stopped requiring" what the rule requires
    (REPORT, "The warehouse stopped requiring a signed damage report; the scanner photo is the record now."),
    # the demand's step taken out of the workflow
    (APPROVAL, "From this quarter kiosk firmware goes out on the schedule alone. The captain approval step was "
               "taken out of the pipeline."),
    # the person the rule wants the demand from gives none
    (OVERRIDE, "Front desk staff book rooms over capacity themselves; facilities don't sign off on that anymore."),
])
def test_a_demand_dropped_disagrees(rule: str, note: str) -> None:
    assert frames.dropped_duty(rule, note) is not None
    assert disagrees(rule, note)


@pytest.mark.parametrize(("rule", "note"), [
    # another demand dropped
    (REPORT, "The warehouse stopped requiring a second forklift driver for night shifts."),
    # the demand kept and done
    (SIGNOFF, "Category manager sign-off came through for the weekend price overrides."),
    # someone else declines to sign off on an unrelated thing
    (OVERRIDE, "Legal don't sign off on marketing copy for the lobby screens."),
    # the demand still stands
    (APPROVAL, "Reminder: kiosk firmware rollouts still need the release captain's approval."),
])
def test_the_demand_left_standing(rule: str, note: str) -> None:
    assert frames.dropped_duty(rule, note) is None


@pytest.mark.parametrize(("rule", "note", "moved"), [
    ("Every price change on the menu boards has to be approved by the head chef first.",
     "Ops sync: shift leads now push menu price changes live themselves, and the head chef reviews them after the "
     "weekend instead of signing off beforehand.", True),
    ("Refunds above 500 euros are never issued without a finance-verified request.",
     "Support leads can issue large refunds directly now, with a retrospective finance review within a day.", True),
    # the check still comes first
    ("Every price change on the menu boards has to be approved by the head chef first.",
     "The head chef approved the spring menu prices before they went on the boards.", False),
    # another check after the fact
    ("Every price change on the menu boards has to be approved by the head chef first.",
     "The fire marshal reviews the kitchen exits after the fact every quarter.", False),
])
def test_a_check_moved_after_the_act(rule: str, note: str, moved: bool) -> None:
    assert (forbidden.checked_after(rule, note) is not None) == moved
    if moved:
        assert disagrees(rule, note)


@pytest.mark.parametrize(("rule", "note"), [
    # a demand on every one narrowed to some, from now on
    ("Every outage gets a customer-facing status update within 30 minutes.",
     "We agreed status updates are only required for outages that touch checkout from now on."),
])
def test_a_demand_on_all_narrowed_to_some(rule: str, note: str) -> None:
    assert frames.dropped_duty(rule, note) is not None


@pytest.mark.parametrize(("rule", "note", "lapsed"), [
    ("The disaster-recovery runbook must be rehearsed every quarter.",
     "Checked the DR log: the last runbook rehearsal was in March 2024, nothing since.", True),
    ("Access reviews for the admin console are done every month.",
     "The admin console access review hasn't been run since the January audit.", True),
    # done on time
    ("The disaster-recovery runbook must be rehearsed every quarter.",
     "Rehearsed the DR runbook on Tuesday; failover took 14 minutes.", False),
    # another thing not done since
    ("The disaster-recovery runbook must be rehearsed every quarter.",
     "The office plants have not been watered since Friday.", False),
])
def test_a_recurring_duty_not_done_for_a_while(rule: str, note: str, lapsed: bool) -> None:
    assert (forbidden.lapsed(rule, note) is not None) == lapsed


def test_an_export_in_a_plain_format_is_not_encrypted() -> None:
    rule = "Exports of payroll records must be encrypted."
    assert frames.exposed(rule, "The monthly payroll export to the pension provider goes out as a plain CSV over SFTP.")
    assert not frames.exposed(rule, "The monthly payroll export goes out as a PGP-encrypted CSV over SFTP.")
