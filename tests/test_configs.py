"""A pasted config excerpt contradicts a statement when a setting whose path names what the
statement names gives another time, measure or count; nested YAML keys and TOML sections count."""

from __future__ import annotations

import pytest

from helix_core import Helix
from helix_core.consolidation import configs

QUIET = "Push quiet hours for the Harbor app are 22:00 to 07:00 in the user's local time."
YAML = 'Reading notify/config/harbor.yaml:\n```\nquiet_hours:\n  start: "21:00"\n  end: "07:00"\n```'
DRIFT = "The OTP verifier accepts codes within a drift window of one step."
TOML = 'From auth/config/otp.toml on main:\n[otp]\nperiod = 30\nallowed_drift_steps = 2\nalgorithm = "SHA256"'


pytestmark = pytest.mark.usefixtures("no_ollama")  # the $0 path: nothing listens at OLLAMA_HOST


def test_settings_keep_their_sections() -> None:
    assert (["quiet", "hours", "start"], "start", "21:00") in configs.settings(YAML)
    assert (["otp", "allowed", "drift", "steps"], "allowed_drift_steps", "2") in configs.settings(TOML)
    assert configs.settings("Note: the API timeout is 30 s\nstatus: all green today") == []  # prose


@pytest.mark.parametrize(("statement", "excerpt", "found"), [
    (QUIET, YAML, True),  # a nested time
    (DRIFT, TOML, True),  # a count said in words, a key under its section
    ("Avatar uploads are capped at 5 MB per file.", "limits:\n  avatar_uploads:\n    max_mb: 20", True),  # unit suffix
    (QUIET, YAML.replace("21:00", "22:00"), False),  # the same times
    ("Avatar uploads are capped at 5 MB per file.", "limits:\n  avatar_uploads:\n    max_kb: 5120", False),  # in KB
    ("Uploads are capped at 50 MB per file.", "limits:\n  uploads:\n    max_mb: 200", False),  # "upload" says too little
    (DRIFT, TOML.replace("[otp]", "[hotp]"), False),  # a sibling section: another setting
    ("A cart reservation expires after 15 minutes.",  # a key named in prose, with its value
     "Checked CART_RESERVATION_TTL_SECONDS in the prod config: it's 3600, so carts stay held an hour.", True),
    ("A cart reservation expires after 15 minutes.",
     "Checked CART_RESERVATION_TTL_SECONDS in the prod config: it's 900, as documented.", False),
    ("Push quiet hours are 22:00 to 07:00.", 'digest:\n  send_at: "08:00"', False),  # another setting's time
])
def test_a_setting_with_another_value(statement: str, excerpt: str, found: bool) -> None:
    assert (configs.other_setting(statement, excerpt) is not None) is found


def test_a_config_excerpt_note_raises_a_flag(hx: Helix) -> None:
    """End to end: a note that pastes the config (and reads as a routine log) reaches the judge."""
    fact = hx.capture(QUIET, kind="fact", scope="project:harbor", origin="user-asserted").id
    hx.clock.advance(days=2)  # type: ignore[attr-defined]
    note = hx.capture(YAML, scope="project:harbor", origin="agent-ingested").id
    run = hx.consolidate()
    [flag] = run.flags
    assert {flag.a_id, flag.b_id} == {fact, note}
    assert "21:00" in flag.reason
