"""Two past forms no suffix gives back are read as their verbs: "a held title" meets "ready holds", "kept"
meets "keep" (`text.stem`)."""

from __future__ import annotations

from helix_core.consolidation import text
from tests.judging import disagrees


def test_held_and_kept_share_their_verbs_stem() -> None:
    assert text.stem("held") == text.stem("holds") == text.stem("hold")
    assert text.stem("kept") == text.stem("keeps")
    assert text.stem("sent") != text.stem("sends")  # only the two; "sent" stays as written


def test_a_window_for_holds_meets_a_held_things_window() -> None:
    assert disagrees("When a held bike becomes available, the member has 24 hours to collect it before it goes to "
                     "the next person.", "Ops sync: the team agreed to cut the window for ready holds to 12 hours. "
                                         "Ships with 3.2.")
