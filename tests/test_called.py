"""A note that writes the statement's name for a thing and gives it another ("The Ledger board is now
called Tally") renames it; a note that only uses the old name, or says something else "is now", does not."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core.consolidation import called, conflicts

PLANNER = SimpleNamespace(tasks=None, meanings=None)


@pytest.mark.parametrize(("older", "newer", "expected"), [
    ("The finance team's kanban board is named 'Ledger'.", "The Ledger board is now called 'Tally'.", ("Ledger", "Tally")),
    ("Our on-call chat bot is called Pager Pal.",
     "Pager Pal goes by Sentinel from this week; the old handle stops answering on Friday.", ("Pager Pal", "Sentinel")),
    ("The customer newsletter is branded Harbor Notes.",
     "Marketing asked us to stop using Harbor Notes: from now on the newsletter is 'Dockside'.",
     ("Harbor Notes", "Dockside")),
    ("The staging cluster is known as blue-lake.", "Renamed blue-lake to Granite while rebuilding it.",
     ("blue-lake", "Granite")),
])
def test_a_new_name_for_the_statements_name(older: str, newer: str, expected: tuple[str, str]) -> None:
    assert called.new_name(older, newer) == expected
    assert conflicts.judge(PLANNER, older, newer).relation in ("update", "conflict")


@pytest.mark.parametrize(("older", "newer"), [
    ("The finance team's kanban board is named 'Ledger'.", "Moved 12 cards on the Ledger board today."),
    ("Our on-call chat bot is called Pager Pal.", "Pager Pal is now on the new Slack workspace too."),
    ("The finance team's kanban board is named 'Ledger'.", "The Payroll board is now called 'Wages'."),  # another thing
    ("The finance team's kanban board is named 'Ledger'.", "The Ledger board is called 'Ledger' in the exports too."),
])
def test_the_old_name_used_or_another_thing_renamed_is_no_rename(older: str, newer: str) -> None:
    assert called.new_name(older, newer) is None
