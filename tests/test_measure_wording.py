"""The values a person sees for two measures of one noun are written as the texts write them, the named noun
before how often, and the same on every run (no set order decides them)."""

from __future__ import annotations

import os
import subprocess
import sys

from helix_core.consolidation import values

FACT = "Wardens can't issue an expired-meter ticket until a 5-minute grace period has passed."
NOTE = "The council approved the 10-minute grace period, so the app now blocks expired-meter tickets for 10 minutes."


def test_the_named_noun_as_written() -> None:
    assert values.other_measured(FACT, NOTE) == ("5-minute grace", "10-minute grace")


def test_the_same_reading_under_any_hash_seed() -> None:
    code = ("from helix_core.consolidation import values;"
            f"print(values.other_measured({FACT!r}, {NOTE!r}))")
    seen = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": str(seed)}).stdout for seed in (1, 2, 3)}
    assert len(seen) == 1
