"""A note that tells a rule changed to its opposite must read as an update; one that says the rule still
holds, tightens it, or speaks of something else must not."""

from __future__ import annotations

import pytest

from helix_core.consolidation import policy_changes
from tests.judging import disagrees, relation

CHANGES = [
    pytest.param("Forklifts must fully stop whenever a pedestrian enters the loading bay.",
                 "we dropped the hard stop for pedestrians in the loading bay, forklifts slow to walking pace and sound "
                 "the horn instead. safety signed off in march",
                 id="a-requirement-dropped"),
    pytest.param("Night shifts between 22:00 and 06:00 always count double in the overtime report.",
                 "Payroll dropped the night multiplier — hours between 22:00 and 06:00 no longer get doubled in the "
                 "report.",
                 id="a-rule-of-counting-dropped"),
    pytest.param("Pull requests must always pass the full end-to-end suite before merge.",
                 "We stopped blocking merges on the e2e suite. It's advisory only, failures just show in the PR checks "
                 "tab.",
                 id="a-gate-made-advisory"),
    pytest.param("Staff are allowed to run ad-hoc queries on the reporting replica.",
                 "Starting Monday, no more ad-hoc queries on the reporting replica: two runaway joins took it down this "
                 "month. Use the nightly extracts instead.",
                 id="a-grant-taken-back"),
    pytest.param("Gift vouchers are non-transferable once they are issued.",
                 "Policy change from retail: issued vouchers are now transferable to family members through the app.",
                 id="a-non-word-said-bare"),
    pytest.param("Hotfixes are only deployed on weekdays between 09:00 and 17:00.",
                 "The CAB agreed yesterday: we can deploy hotfixes at any hour now, as long as the on-call lead is awake.",
                 id="an-only-rule-widened"),
    pytest.param("Guests must never check in before 15:00.",
                 "Starting next month early check-in from 11:00 is fine whenever the room is ready; housekeeping will "
                 "flag it in the PMS.",
                 id="a-ban-lifted-with-a-permission"),
]


@pytest.mark.parametrize(("fact", "note"), CHANGES)
def test_a_rule_told_reversed_is_an_update(fact: str, note: str) -> None:
    assert relation(fact, note) == "update"


LOOKALIKES = [
    pytest.param("Contractors are never given write access to the production bucket.",
                 "Reminder from security: contractors are still not allowed write access to the production bucket, "
                 "even for the migration month.",
                 id="the-rule-said-again"),
    pytest.param("No customer gets more than three promotional emails per week, counted across all campaigns.",
                 "Weekly email report: 2.1M promotional emails sent, 4,210 sends dropped by the per-customer weekly "
                 "cap, no bounces from the provider.",
                 id="the-rule-at-work"),
    pytest.param("Only members of the payments group may rotate the card-vault keys.",
                 "Audited the ACL on the rotate-keys job: it's restricted to @acme/payments, which is what we agreed. "
                 "Nobody outside that team can start it.",
                 id="an-only-rule-confirmed"),
    pytest.param("The search cache is purged every time a product is published.",
                 "Shipped the fix for the broken search facets. Published a test product afterwards, watched the cache "
                 "purge run, and the new item showed up within seconds.",
                 id="the-rule-at-work-in-its-own-words"),
    pytest.param("Returned library laptops must always be re-imaged before they are lent out again.",
                 "We dropped the old loan-reminder emails for staff laptops; calendar invites do the job now.",
                 id="another-thing-dropped"),
]


@pytest.mark.parametrize(("fact", "note"), LOOKALIKES)
def test_the_rule_kept_or_another_thing_changed_is_not_read_as_a_change(fact: str, note: str) -> None:
    assert not disagrees(fact, note)


def test_only_a_rule_can_be_reversed() -> None:
    assert policy_changes.changed("The library lends laptops for two weeks.",
                                  "We dropped the laptop loans now that students bring their own.") is None


def test_a_permission_beside_a_mandatory_detail_still_reverses_the_rule() -> None:
    fact = "Shop staff are not allowed to reprint a receipt once the sale is closed."
    note = ("Shipped 5.1: under the revised SOP, a closed sale's receipt may be reprinted from the till within 10 "
            "minutes, with a mandatory reason code that lands in the manager queue.")
    assert policy_changes.changed(fact, note) is not None
    assert disagrees(fact, note)
