"""A rule and a note that does the opposite of what it demands, or what it bans, in other words
(`consolidation.opposites`), and the look-alikes: the rule said again, a negated act, a ban with a
condition, a question."""

from __future__ import annotations

import pytest

from helix_core.consolidation import opposites
from tests.judging import relation as judged


@pytest.mark.parametrize(("older", "newer", "relation"), [
    # left out, then counted in
    ("Test orders must always be excluded from the sales reports.",
     "Test orders are counted in the sales reports now, tagged so finance can slice them out.", "update"),
    ("Test orders must always be excluded from the sales reports.",
     "Removed the test-order filter from the sales report query.", "update"),
    ("Draft invoices are always hidden from the customer portal.",
     "Reviewed the portal page: the query has no status filter, so draft invoices are listed on the customer portal "
     "beside the sent ones.", "conflict"),
    # thrown away, then kept
    ("Webhook payloads that fail signature checks are always discarded.",
     "webhooks: stop throwing away payloads that fail signature checks; they are stored in the dead-letter table.",
     "update"),
    # erased for good, though banned
    ("Customer accounts are never hard-deleted; they are only deactivated.",
     "The retention job hard-deletes customer accounts closed more than seven years ago.", "conflict"),
    # blocked, then let through
    ("The deploy pipeline always blocks release of a build with failing migrations.",
     "Pipeline log: migrations step reported 3 failures (severity=warn), then the build was released to prod.",
     "conflict"),
])
def test_the_opposite_act_disagrees(older: str, newer: str, relation: str) -> None:
    assert judged(older, newer) == relation


@pytest.mark.parametrize(("older", "newer"), [
    # the rule said again, negated
    ("Test orders must always be excluded from the sales reports.",
     "Checked the sales reports: test orders are not counted anywhere."),
    # a ban with a condition: the act alone breaks nothing
    ("Builds must never be released without a passing smoke test.",
     "Reminder for everyone on the release rota: a build needs a passing smoke test before release."),
    # a question
    ("Test orders must always be excluded from the sales reports.",
     "Should test orders be counted in the sales reports for the demo?"),
    # another kind of the thing
    ("Test orders must always be excluded from the sales reports.",
     "Refunded orders are counted in the sales reports as negative lines."),
    # a folder's name is no act: "Saved/" saves nothing
    ("Never commit build output folders (Build/, Saved/, Logs/) to the game repository.",
     "$ cat .gitignore\nBuild/\nSaved/\nLogs/\n*.pdb\n$ git status --short\n(clean)\n"
     "Reminder for the new starters: Build, Saved and Logs output stays out of the game repository."),
])
def test_look_alikes_of_an_opposite_are_left_alone(older: str, newer: str) -> None:
    assert opposites.opposite_done(older, newer) is None


def test_stopping_an_act_says_its_opposite() -> None:
    assert opposites._acts("stop discarding the frames") == {"keep"}
    assert opposites._acts("the frames are not discarded") == set()
