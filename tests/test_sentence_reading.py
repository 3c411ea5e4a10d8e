"""A note of many sentences read one sentence at a time: the sentence that sets a new value is found
even when another sentence gives a value the whole-note reading takes first (and a guard then explains
away), and its verdict stands only if the whole note does not explain it away: a figure said to keep
within the statement's, the statement's own value named elsewhere in the note, a rule said again."""

from __future__ import annotations

import pytest

from helix_core.consolidation import conflicts
from tests.judging import relation as judged


def test_the_sentence_that_sets_the_value_is_found_past_a_run_that_took_as_long() -> None:
    older = "The overheat alert fires when a press runs hotter than 85 °C."
    newer = ("Shift notes, Monday. Went through the press 3 incident with Omar: it ran 83 °C for an hour and "
             "nobody was paged. Following that, the overheat threshold is 70 °C for every press, and the change "
             "is live. Closed the ticket about the chart colours.")
    assert judged(older, newer) in ("update", "conflict")


@pytest.mark.parametrize(("older", "newer"), [
    # the figure keeps within the statement's bound
    ("The checkout p95 latency budget is 300 ms.",
     "Profiled checkout after the cache change. p95 latency fell to 240 ms; comfortably within the budget."),
    # the statement's own table is named in the note, beside another thing's table
    ("Failed payments are tracked in the failed_payments table.",
     "Disputed payments live in the chargeback_cases table; joined it with failed_payments for the finance "
     "export."),
])
def test_a_sentence_the_whole_note_explains_is_not_a_disagreement(older: str, newer: str) -> None:
    assert judged(older, newer) not in ("update", "conflict")


def test_sentence_parts_drop_a_lead_and_sentences_that_refer_back() -> None:
    parts = conflicts._sentence_parts("Pricing call summary: the annual plan goes to $99. It ships in March.")
    assert "the annual plan goes to $99." in parts
    assert not any(p.startswith("It ") for p in parts)


def test_a_key_and_its_value_after_a_lead_are_read_as_a_setting() -> None:
    older = "A shopper may hold at most 12 items in the cart."
    newer = ("The cart test broke after the merge. The fixture assumed the old number; settings/cart.yaml has "
             "max_cart_items: 20. Updated the fixture to read the settings file.")
    assert judged(older, newer) in ("update", "conflict")
