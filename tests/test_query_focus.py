"""The vector side of recall reads what a question is about, not how it wants to be answered."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from helix_core import Helix, ManualClock
from helix_core.query_focus import topic_of
from tests.test_capture import RecordingEmbedder


@pytest.mark.parametrize(("question", "topic"), [
    ("Can you list the order in which I brought up different aspects of my budget tracker throughout "
     "our conversations? Mention ONLY and ONLY three items.",
     "Can you list my budget tracker throughout our conversations?"),
    ("In what order did I ask about the cache? Answer with at most two sentences.",
     "In what order did I ask about the cache?"),
    ("Walk me through the order in which I first mentioned the various steps of the billing migration.",
     "Walk me through the billing migration."),
])
def test_answer_shape_and_conversation_frame_are_left_out(question: str, topic: str) -> None:
    assert topic_of(question) == topic


@pytest.mark.parametrize("question", [
    "What is the billing timeout?",
    "Which libraries should I use? I only need the login part.",  # a condition, not an answer's shape
    "List only the services that call the ledger.",  # the whole question: nothing is left out
    "Mention ONLY three items.",
    "which key is this?\npassword: hunter22",  # lines stay lines (redaction reads to a line's end)
])
def test_a_question_without_a_frame_is_read_as_asked(question: str) -> None:
    assert topic_of(question) == question


def test_recall_embeds_the_topic_and_matches_words_of_the_whole_question(tmp_path: Path) -> None:
    embedder = RecordingEmbedder()
    clock = ManualClock(datetime(2025, 1, 1, tzinfo=UTC))
    with Helix.open(tmp_path / "h.db", clock=clock, embedder=embedder, background=False) as hx:
        note = hx.capture("The budget tracker exports a monthly CSV of items.").id
        question = "In what order did I bring up the budget tracker? Mention ONLY three items."
        hits = hx.recall(question, record_access=False)
    assert "In what order did I bring up the budget tracker?" in embedder.seen
    assert question not in embedder.seen
    assert [h.memory.id for h in hits] == [note]
    assert hits[0].components["lexical"] > 0  # "items" still counts for the words
