"""A long note of tool output that tells nothing the readers know of as a whole still meets the statements
it shares rare words with, line by line: an audit trail whose `second_approver=NULL` shows a rule broken, a
JSON dump whose `anti_passback_seconds` gives another figure. The words of a statement's written names count
("anti-passback" says "passback"). A long output about something else meets nothing."""

from __future__ import annotations

import pytest

from helix_core import Helix

RULE = "Any manual refund over $100 requires a second approver in the back office."
AUDIT = ("Pulled the refund audit trail for the quarter close:\n"
         "rf_id=5521 account=AC-20418 amount=-318.20 created_by=jsmith approved_by=jsmith second_approver=NULL "
         "status=POSTED channel=backoffice\n"
         "rf_id=5529 account=AC-11873 amount=-142.75 created_by=lchen approved_by=lchen second_approver=NULL "
         "status=POSTED channel=backoffice")
LOCKOUT = "The anti-passback window on each turnstile is 5 minutes."
DUMP = ("Config dump from turnstile-north-2 while chasing the double-tap complaint, pasted as the controller "
        "printed it:\n{\n  \"lane\": \"N2\",\n  \"anti_passback_seconds\": 120,\n  \"buzz_on_deny\": true,\n"
        "  \"photo_on_entry\": false,\n  \"display_brightness\": 80,\n  \"firmware_channel\": \"stable\"\n}")
OTHER = ("Pulled the payroll export for the quarter close:\n"
         "pay_id=88121 employee=E-20418 gross=4318.20 created_by=jsmith approved_by=lchen status=POSTED "
         "channel=payroll\n"
         "pay_id=88126 employee=E-11873 gross=3142.75 created_by=lchen approved_by=jsmith status=POSTED "
         "channel=payroll")


pytestmark = pytest.mark.usefixtures("no_ollama")  # the $0 path: nothing listens at OLLAMA_HOST


@pytest.mark.parametrize(("statement", "output"), [(RULE, AUDIT), (LOCKOUT, DUMP)])
def test_a_long_output_shows_the_statement_wrong(hx: Helix, statement: str, output: str) -> None:
    fact = hx.capture(statement, kind="fact", scope="project:gates", origin="user-asserted").id
    hx.clock.advance(days=3)  # type: ignore[attr-defined]
    note = hx.capture(output, scope="project:gates", origin="agent-ingested").id
    flags = hx.consolidate().flags
    assert any({f.a_id, f.b_id} == {fact, note} for f in flags)


def test_a_long_output_about_something_else_meets_nothing(hx: Helix) -> None:
    hx.capture(RULE, kind="fact", scope="project:gates", origin="user-asserted")
    hx.clock.advance(days=3)  # type: ignore[attr-defined]
    hx.capture(OTHER, scope="project:gates", origin="agent-ingested")
    assert hx.consolidate().flags == []
