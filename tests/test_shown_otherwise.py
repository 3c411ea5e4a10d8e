"""A note that shows the statement otherwise never reinforces it (`conflicts.may_differ`)."""

from __future__ import annotations

import pytest

from helix_core.consolidation import conflicts


def memo(content: str) -> dict[str, str]:
    return {"content": content}


@pytest.mark.parametrize(("older", "newer"), [
    # the statement's value as the old side of an arrow, in a config change
    ("The order cutoff for next-day delivery is 15:00 local time.",
     "chore(config): next_day_cutoff '15:00' -> '17:00' per ops request"),
    # another tool of the statement's role at work, whatever the note is about
    ("Invoice events are published to RabbitMQ.", "`kafka-topics --list` on the new cluster -> 14 topics"),
    # a rule's demand waived
    ("Support agents are never allowed to view a customer's card details without a fraud case.",
     "Finished the billing tab: any agent can open the card details panel, no case needed."),
])
def test_a_note_that_shows_otherwise_may_differ(older: str, newer: str) -> None:
    assert conflicts.may_differ(memo(older), memo(newer))


def test_a_plain_second_sighting_still_agrees() -> None:
    assert not conflicts.may_differ(memo("Invoice events are published to RabbitMQ."),
                                    memo("Checked the invoice consumer: events still arrive through RabbitMQ."))


@pytest.mark.parametrize(("older", "newer"), [
    # the statement's figure nowhere in a note of other figures
    ("The export endpoint returns 100 rows per page.", "$ curl -s 'https://x.example/export?page=1' | jq length\n500"),
])
def test_a_note_without_the_statements_figure_may_differ(older: str, newer: str) -> None:
    assert conflicts.may_differ(memo(older), memo(newer))


def test_a_value_after_over_must_be_said_again() -> None:
    assert not conflicts.repeats_value(memo("The gate PLCs are polled over Modbus TCP."),
                                       memo("wireshark: the gateway polls the gate PLCs as DNP3 outstations every 2s"))
