"""A kind of hour or day ("40 operating hours", "10 business days") is still a time a setting can disagree
with; a JSON object opened on its key's line places the settings inside it; a fix whose outcome "now
matches" changes nothing."""

from __future__ import annotations

from helix_core.consolidation import measures
from tests.judging import disagrees, relation


def test_operating_hours_are_hours() -> None:
    assert measures._measures("every 250 operating hours")  # noqa: SLF001
    assert measures._measures("within 10 business days")  # noqa: SLF001
    assert not measures._measures("in any 7 consecutive days")  # noqa: SLF001 - a window, not a setting
    fact = "The compressor is flagged for a filter change every 500 operating hours."
    note = "maintenance.yaml:\n```yaml\ncompressor:\n  filter_change_hours: 750\n  belt_check_hours: 200\n```"
    assert relation(fact, note) == "conflict"


def test_a_json_object_places_its_settings() -> None:
    fact = "Members can borrow a demo racket for up to 7 days."
    note = ('config/loans.json:\n{\n  "demo_racket": {\n    "loan_period_days": 10,\n    "deposit": false\n  },\n'
            '  "ball_machine": {\n    "loan_period_days": 1\n  }\n}\nThe due dates match that.')
    assert disagrees(fact, note)
    other = ('config/loans.json:\n{\n  "ball_machine": {\n    "loan_period_days": 10,\n    "deposit": true\n  }\n}')
    assert not disagrees(fact, other)


def test_figures_that_now_match_after_a_fix_change_nothing() -> None:
    fact = "Coaches are paid per lesson delivered, through the monthly payroll export to Xero."
    note = ("Fixed the monthly Xero payroll export: lessons starting after 23:00 UTC were landing in the next day's "
            "line. Re-ran the March export, per-lesson totals for each coach now match the lesson register.")
    assert not disagrees(fact, note)
