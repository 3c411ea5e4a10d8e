"""A rule's forbidden act shown done all the same (`consolidation.forbidden.done_anyway`)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core.consolidation import conflicts, forbidden

DONE = [
    ("Coupons can never be stacked on one order.",
     "QA on checkout 4.2: applied SPRING10 and FREESHIP to order 5521, both coupons stacked and the total "
     "dropped by both. Works as intended, closing the ticket."),
    ("Interns are not allowed to approve refunds in the admin panel.",
     "Logged in as intern-03, opened refund R-118 in the admin panel and approved it; the refund went out. "
     "Behaves as designed per the current permission policy."),
    ("Direct pushes to the release branch are not allowed.",
     "Pushed the typo fix straight to the release branch (git push origin release) — one-liners don't need a "
     "review per our branch convention."),
    ("A courier may not be given two deliveries that overlap in time.",
     "test_assign_courier_overlap: courier C-7 gets 10:00-11:00 and 10:30-11:30; assign_courier() accepts both "
     "and the test asserts both deliveries are 'scheduled'."),
    # done as a matter of course, no word of the rule kept
    ("Raw readings must never be modified in place.",
     "fixed sensor drift: UPDATE readings SET value = value - 0.1 WHERE sensor_id = 'S-7'; 4,100 raw readings "
     "modified in place"),
]


@pytest.mark.parametrize(("rule", "note"), DONE)
def test_a_forbidden_act_called_intended_is_read(rule: str, note: str) -> None:
    assert forbidden.done_anyway(rule, note) is not None


def test_the_judge_flags_it_as_a_conflict() -> None:
    planner = SimpleNamespace(tasks=None, meanings=None)
    verdict = conflicts.judge(planner, *DONE[0])
    assert verdict.relation == "conflict"
    assert verdict.attribute == "policy"


LOOK_ALIKES = [
    # the act refused: the rule held
    ("Coupons can never be stacked on one order.",
     "QA: tried to stack SPRING10 and FREESHIP on order 5521 — the second coupon was rejected. Works as intended."),
    # the act denied
    ("Interns are not allowed to approve refunds in the admin panel.",
     "Checked as intern-03: the approve button is not shown on refunds in the admin panel, as designed."),
    # the act reported as a fault
    ("Coupons can never be stacked on one order.",
     "Bug: order 5521 had SPRING10 and FREESHIP stacked, both coupons applied."),
    # a plan
    ("Direct pushes to the release branch are not allowed.",
     "Should hotfixes be pushed straight to the release branch? Per the convention doc they go through review."),
    # the rule said kept
    ("Raw readings must never be modified in place.",
     "Reminder: raw readings stay as recorded; drift corrections go into the annotations table only."),
    # a condition, not a prohibition
    ("Students can register for at most 18 credits without an override.",
     "Graduate students register for 12 credits per semester in the registration rules."),
    # another subject called intended
    ("Coupons can never be stacked on one order.",
     "Gift cards and store credit combine on one order, works as intended."),
]


@pytest.mark.parametrize(("rule", "note"), LOOK_ALIKES)
def test_look_alikes_are_left_alone(rule: str, note: str) -> None:
    assert forbidden.done_anyway(rule, note) is None
