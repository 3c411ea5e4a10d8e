"""An on/off setting set against a rule breaks it; the rule kept, another key, a key set both ways or a plan does
not (`consolidation.flags`)."""

from __future__ import annotations

import pytest

from helix_core.consolidation import flags
from tests.judging import disagrees

GUEST = "Guest checkout is never allowed; every buyer must sign in."


@pytest.mark.parametrize(("rule", "note", "setting"), [
    # on: what the rule forbids
    ("Late returns are never accepted at the drop-box kiosk.",
     "kiosk config dump (prod):\n  late_return: true\n  receipt_printer: on", "late_return: on"),
    # off: what the rule demands
    ("Every remote exam must run with webcam proctoring enabled.",
     "Seeded the demo tenant: the exam profile has proctoring: false and a 90-minute limit.", "proctoring: off"),
    # off: a guard set inside an object written on one line, in a note that calls it how things are
    ("Every incident report must include a photo of the damage.",
     "Schema review: `photo: { required: false }` and the form both match how the app behaves today.",
     "photo_required: off"),
    # off: a guard the rule keeps
    ("Card numbers are always masked in the support console.", "support-console flags: maskCardNumbers=false",
     "maskCardNumbers: off"),
])
def test_a_setting_that_breaks_the_rule(rule: str, note: str, setting: str) -> None:
    assert flags.flag_against_rule(rule, note)[1] == setting  # type: ignore[index]
    assert disagrees(rule, note)


@pytest.mark.parametrize(("rule", "note"), [
    (GUEST, "storefront settings dump:\n  allow_guest_checkout: false"),  # the rule kept
    (GUEST, "storefront settings dump:\n  allow_gift_wrap: true"),  # another key
    (GUEST, "- allow_guest_checkout: false\n+ allow_guest_checkout: true"),  # set both ways: a change's readers' to tell
    (GUEST, "should we set allow_guest_checkout: true for the holiday sale?"),  # a plan
    ("Video consults are never recorded.", "consult-service: on `room.ended` we close the room"),  # a label, no value
])
def test_no_setting_against_the_rule(rule: str, note: str) -> None:
    assert flags.flag_against_rule(rule, note) is None
