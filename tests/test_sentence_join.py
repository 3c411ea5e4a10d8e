"""A note about something else may give a statement's value in one of its sentences: the note as a whole
reads far from the statement, the sentence does not. Consolidation compares the two when that sentence
shares two rare words with the statement, and still leaves a note alone that shares only common words."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from helix_core import Helix, ManualClock

SCOPE = "project:fleet"


pytestmark = pytest.mark.usefixtures("no_ollama")  # the $0 path: nothing listens at OLLAMA_HOST


@pytest.fixture
def minilm_hx(tmp_path: Path, clock: ManualClock) -> Iterator[Helix]:
    with Helix.open(tmp_path / "join.db", clock=clock, embedder="minilm", background=False) as helix:
        yield helix


def _fact_then_note(hx: Helix, fact: str, note: str) -> str:
    f = hx.capture(fact, kind="fact", scope=SCOPE, origin="user-asserted").id
    hx.clock.advance(days=30)  # type: ignore[attr-defined]
    hx.capture(note, scope=SCOPE, origin="agent-ingested")
    return f


def _questioned(hx: Helix, fact: str) -> bool:
    run = hx.consolidate()
    return any(fact in (fl.a_id, fl.b_id) for fl in run.flags) or any(
        p.action == "SUPERSEDE" and fact in p.target_ids for p in run.proposals)


def test_a_value_said_in_one_sentence_of_a_long_note_is_compared(minilm_hx: Helix) -> None:
    fact = _fact_then_note(
        minilm_hx, "Thermostats publish a telemetry message every 60 seconds.",
        "Cost estimate for the EU fleet: about 410k devices, each publishing telemetry every 5 minutes plus an "
        "immediate message on setpoint or mode change, averaging 380 bytes. Comes to roughly 1.3 GB a day of "
        "ingress before compression; the broker tier is fine.")
    assert _questioned(minilm_hx, fact)


def test_a_long_note_sharing_only_common_words_is_left_alone(minilm_hx: Helix) -> None:
    fact = _fact_then_note(
        minilm_hx, "Thermostats publish a telemetry message every 60 seconds.",
        "Cost estimate for the EU office move: about 40 desks, each with a new monitor and a dock, averaging 380 "
        "euros. Comes to roughly 15k before tax; the message from finance is that the budget is fine.")
    assert not _questioned(minilm_hx, fact)
