"""A rule the note says is lifted (`consolidation.lifted`)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core.consolidation import conflicts, lifted

PLANNER = SimpleNamespace(tasks=None, meanings=None)


@pytest.mark.parametrize(("older", "newer"), [
    ("Interns are not allowed to deploy the billing service.",
     "Interns can deploy the billing service now, with a buddy on the call."),
    ("Every refund requires a second approver from finance.",
     "We're dropping the second-approver requirement on refunds under $50; finance signed off."),
    ("Kiosks must always print a paper receipt.",
     "Kiosks no longer print a paper receipt; it goes to the customer's email."),
    # "took out" a block, "removed" a cutoff
    ("Drivers must finish the vehicle inspection checklist before the app lets them start a route.",
     "We took out the hard block: drivers can start the route right away and finish the inspection checklist later."),
    ("Location tracking must be switched off while a van is parked at the depot.",
     "feat(tracker): keep GPS on while parked at the depot; removed the depot geofence tracking cutoff"),
    # a rule opening on "No …", lifted in the passive
    ("No schema migrations are allowed during the quarter-end close.",
     "Now that migrations run online, the quarter-end close freeze is lifted for schema migrations."),
    # "will be able to" from a date on
    ("Lecturers are not allowed to edit their own teaching slots after the timetable is published.",
     "From next semester, lecturers will be able to move their own slots after publication; the edit lock is "
     "being lifted."),
    # a lock said gone, an allowlist relaxed, a quoted hold removed, a person taken out of the loop
    ("Coding decisions cannot be edited once a review batch has been checked in.",
     "Heads up: checked-in batches are no longer locked. Reviewers may reopen them and change coding calls."),
    ("Only the Zebra printers on the packing line may print carrier labels; office printers are blocked.",
     "We relaxed the printer allowlist this week: the laser printers at the returns desk can print carrier labels too."),
    ("A profile photo must pass moderation before it becomes visible to other users.",
     "PR #1187: publish photos on upload and moderate them asynchronously. Removes the old 'pending review' hold that "
     "blocked photo visibility."),
    ("Every change to the request routing rules requires sign-off from the Public Works liaison.",
     "From this sprint on, dispatch leads approve their own routing-rule edits. The Public Works liaison asked to be "
     "taken out of that loop."),
    # a demand waived from a date on
    ("Voiding an item after it has been fired to the kitchen always requires a manager PIN.",
     "New ops policy from this week: servers can void fired items under $10 on their own, no manager PIN."),
])
def test_a_lifted_rule_is_read(older: str, newer: str) -> None:
    assert lifted.lifted(older, newer) is not None
    assert conflicts.judge(SimpleNamespace(tasks=None), older, newer).relation == "update"  # type: ignore[arg-type]


@pytest.mark.parametrize(("older", "newer"), [
    # the rule said again
    ("Interns are not allowed to deploy the billing service.",
     "Reminder: interns still can't deploy billing; ask an on-call engineer."),
    # another rule lifted
    ("Interns are not allowed to deploy the billing service.",
     "Contractors can now access the staging dashboards."),
    # a date that holds is no lifting
    ("Permits expire on June 30 every year.", "To add to the expiry note: the June 30 end date holds."),
    # a question
    ("Every refund requires a second approver from finance.", "Should we drop the second-approver step on refunds?"),
    # the demand said again: "no … " in a reminder
    ("All links and assets on published pages must be served over HTTPS.",
     "Reminder from the security review: no plain http:// embeds or links in published stories. The linter now "
     "blocks publish if it finds one."),
])
def test_look_alikes_are_left_alone(older: str, newer: str) -> None:
    assert lifted.lifted(older, newer) is None


def test_a_rule_on_another_condition_is_left_alone() -> None:
    assert lifted.lifted("Engineers never merge a hotfix without a linked incident.",
                         "Hotfixes can be merged without a second reviewer now.") is None


@pytest.mark.parametrize(("rule", "note"), [
    # the forbidden act done from now on, in other words
    ("Call recordings must never be deleted; compliance keeps them all.",
     "Retention finally agreed: we now purge call recordings older than two years."),
    ("Personal cheques are not accepted at the front desk.",
     "We're taking personal cheques again at the front desk from next month, the regulars asked for it."),
    ("We never refund tickets that the customer cancels.",
     "New cancellation terms: a customer who cancels a ticket two weeks ahead now gets their money back."),
    # allowed now, said as open
    ("Unauthenticated requests are never allowed on /v2/timetable.",
     "Signed off: /v2/timetable is open to unauthenticated requests from now on, rate-limited per IP."),
])
def test_a_forbidden_act_done_from_now_on_lifts_the_rule(rule: str, note: str) -> None:
    assert conflicts.judge(PLANNER, rule, note).relation == "update"


@pytest.mark.parametrize(("rule", "note"), [
    # the rule said kept, with "again" about something else
    ("Call recordings must never be deleted; compliance keeps them all.",
     "Asked compliance again today: call recordings still stay forever, nothing gets purged."),
    # the act done now to another thing
    ("Call recordings must never be deleted; compliance keeps them all.",
     "We now purge temp transcoding files after a day."),
])
def test_a_rule_kept_or_another_act_is_no_lift(rule: str, note: str) -> None:
    assert conflicts.judge(PLANNER, rule, note).relation not in ("update", "conflict")


def test_a_rule_lifted_by_its_one_named_word() -> None:
    # "ID" is the rule's word, and the note drops the requirement by it
    rule = "Members must show a photo ID at every gym check-in."
    assert lifted.lifted(rule, "Management decided to drop the ID requirement; a membership number is enough now.") \
        is not None
    # one shared word and no lift that names it: another rule's change
    assert lifted.lifted(rule, "Management decided to drop the towel rule from now on.") is None


def test_people_let_do_the_forbidden_act_now() -> None:
    rule = "Season passes are not refundable under any circumstances."
    assert lifted.lifted(rule, "Finance changed the policy: customers can now get a full refund within 14 days.") \
        is not None
    # another thing made refundable says nothing of season passes
    assert lifted.lifted(rule, "Finance changed the policy: parking vouchers can now be refunded within 14 days.") is None


def test_a_demand_lifted_by_allowing_the_thing_again() -> None:
    rule = "Patient names must always be masked before they are written to the audit log."
    assert lifted.lifted(rule, "Compliance agreed: full patient names may go to the audit log again.") is not None
    # the same words, the rule kept
    assert lifted.lifted(rule, "Compliance checked: patient names in the audit log are masked, as always.") is None


def test_a_condition_said_no_longer_a_blocker() -> None:
    rule = "A maintenance ticket must not be closed until the supervisor confirms the test run."
    note = "Supervisor confirmation is no longer a blocker for closing a ticket; the confirmation gets attached later."
    assert lifted.lifted(rule, note) is not None
