"""The statement's own value written as the old side of a change (`consolidation.handover`)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core.consolidation import conflicts, handover

UPDATES = [
    ("Order confirmation emails are delivered through Mailgun.",
     "chore(notify): swap Mailgun for Postmark on every transactional template; removed the mailgun-js dependency.",
     "Mailgun", "Postmark"),
    ("The nightly exports are written to the `export_runs` table.",
     "ALTER TABLE export_runs RENAME TO export_batches;",
     "export_runs", "export_batches"),
    ("The search service is called finder.",
     "PR #51: finder -> catalog-search in the chart, the dashboards and the SDK.",
     "finder", "catalog-search"),
    ("Shop production runs in the eu-west-2 region.",
     "Cutover finished: every prod service answers from eu-north-1 now; the eu-west-2 stacks are scaled to zero.",
     "eu-west-2", "eu-north-1"),
    ("Guests may keep 4 items in the cart before checkout.",
     "Product tightened the cart: guests get 2 items before checkout, down from 4.",
     "4", "2 items"),
    ("Thumbnails are served from img.shopfront.example.",
     "Thumbnails moved to cdn.shopfront-static.example; img.shopfront.example just 301s there.",
     "img.shopfront.example", "cdn.shopfront-static.example"),
]


@pytest.mark.parametrize(("older", "newer", "old", "new"), UPDATES)
def test_the_old_side_of_a_change_is_read(older: str, newer: str, old: str, new: str) -> None:
    assert handover.handed_over(older, newer) == (old, new)


def test_a_swap_of_the_statements_tool_is_an_update_for_the_judge() -> None:
    planner = SimpleNamespace(tasks=None, meanings=None)
    verdict = conflicts.judge(planner, UPDATES[0][0], UPDATES[0][1])
    assert verdict.relation == "update"
    assert verdict.old_value == "Mailgun"


LOOK_ALIKES = [
    # another thing leads the change: the statement's subject keeps its value
    ("The storefront pages are hosted on Netlify.",
     "The internal admin console was moved off Netlify to our own cluster last week."),
    ("Firmware updates for the lock are delivered over BLE.",
     "Switched keypad pairing from BLE to Zigbee; the lock acts as the hub."),
    # a question names a change without making it
    ("The reports job is scheduled with cron.",
     "Should we move the reports job from cron to Dagster next quarter?"),
    # a range said again is no change
    ("Each sprint has between 8 and 12 tickets.",
     "Checked the board: every sprint lands somewhere from 8 to 12 tickets, as planned."),
    # the tool said gone with no successor of its role
    ("Order confirmation emails are delivered through Mailgun.",
     "Removed a stale Mailgun API key from the vault; nothing reads it anymore."),
]


@pytest.mark.parametrize(("older", "newer"), LOOK_ALIKES)
def test_look_alikes_are_left_alone(older: str, newer: str) -> None:
    assert handover.handed_over(older, newer) is None
