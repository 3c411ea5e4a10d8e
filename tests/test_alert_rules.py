"""An alert's threshold as its rule file writes it, against the statement's (`alert_rules.other_threshold`).
Left alone: the same figure (in the metric's own unit too), another alert's rule, a plan."""

from __future__ import annotations

import pytest

from helix_core.consolidation import alert_rules
from tests.judging import disagrees

QUEUE = "The backlog alert pages on-call once an order has waited in the pick queue for more than 2 hours."
RULE = ("monitoring/rules/pick.yaml:\n  - alert: PickQueueBacklog\n    expr: max(pick_queue_wait_{unit}) > {n}\n"
        "    for: 10m\n    labels: {{severity: page}}")


@pytest.mark.parametrize(("note", "expected"), [
    (RULE.format(unit="hours", n=4), ("2 hours", "max(pick_queue_wait_hours) > 4")),
    (RULE.format(unit="seconds", n=7200), None),  # two hours, in seconds
    (RULE.format(unit="minutes", n=90), ("2 hours", "max(pick_queue_wait_minutes) > 90")),
    (RULE.format(unit="hours", n=4).replace("PickQueueBacklog", "DiskAlmostFull").replace("pick_queue_wait", "disk_used"),
     None),  # another alert's rule
    ("Proposal: " + RULE.format(unit="hours", n=4) + "\nShould we raise it like this?", None),  # a plan
])
def test_a_rules_threshold_against_the_statements(note: str, expected: tuple[str, str] | None) -> None:
    assert alert_rules.other_threshold(QUEUE, note) == expected


def test_a_share_and_a_ratio() -> None:
    statement = "The humidity alert fires when gallery relative humidity goes above 55%."
    rule = "- alert: GalleryHumidityHigh\n  expr: gallery_humidity_ratio > {n}\n  for: 15m"
    assert alert_rules.other_threshold(statement, rule.format(n="0.55")) is None
    assert alert_rules.other_threshold(statement, rule.format(n="0.6")) is not None


def test_another_threshold_in_the_rule_disagrees() -> None:
    assert disagrees(QUEUE, RULE.format(unit="hours", n=4))
