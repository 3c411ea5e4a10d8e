"""An age rule said in years ("patients under 18") is the `allow_minors` of a setting; a rule that a thing needs
no account is broken by code that puts a login guard on that thing's handler, not by a guard on another's."""

from __future__ import annotations

from helix_core.consolidation import flags
from tests.judging import disagrees

AGE = "Video consultations are never allowed for patients under 16; those happen in person."
ACCOUNT = "Swim lesson bookings never require an account: parents can book and pay as guests."


def test_patients_under_an_age_are_minors() -> None:
    note = "# config/video.yaml\nvideo_consult:\n  enabled: true\n  allow_minors: true\n  max_minutes: 20\n"
    assert flags.flag_against_rule(AGE, note) == (
        "Video consultations are never allowed for patients under 16", "allow_minors: on")
    assert disagrees(AGE, note)
    assert flags.flag_against_rule(AGE, note.replace("allow_minors: true", "allow_minors: false")) is None


def test_a_login_guard_on_the_things_handler_breaks_the_rule() -> None:
    note = ("Looking at the double-booking bug in web/lessons.py:\n```python\n@router.post('/swim-lessons/{id}/book')\n"
            "@login_required\nasync def book_swim_lesson(id: int, req: Request):\n    ...\n```")
    assert flags.login_against_rule(ACCOUNT, note) == ("never require an account", "@login_required")
    assert disagrees(ACCOUNT, note)


def test_a_login_guard_on_another_handler_does_not() -> None:
    note = ("web/admin.py:\n```python\n@router.get('/admin/payroll/export')\n@login_required\n"
            "async def export_payroll(req: Request):\n    ...\n```")
    assert flags.login_against_rule(ACCOUNT, note) is None
