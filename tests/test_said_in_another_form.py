"""A change word the statement itself says, in another form, tells no change: "replacing a lost badge costs
…" restates "A lost badge is replaced for …"."""

from __future__ import annotations

import pytest

from tests.judging import disagrees

FACT = "A lost staff badge is replaced for a GBP 10 fee and the old badge is blocked."


@pytest.mark.parametrize("note", [
    "Checked with reception: replacing a lost staff card costs 10 pounds and the old one is deactivated right away.",
    "Reception confirmed that replacing a lost badge costs ten pounds, and the old card gets deactivated.",
])
def test_the_statements_own_change_word_in_another_form_restates_it(note: str) -> None:
    assert not disagrees(FACT, note)


def test_another_change_word_still_tells_a_change() -> None:
    note = "From 1 May a lost staff badge is no longer replaced at reception; staff order one from the portal."
    assert disagrees(FACT, note)
