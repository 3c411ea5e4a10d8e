"""A figure's reading depends on the words around it: "up to 21 days ahead" sets how far ahead one may book
(a setting a note can change), "due in 3 floods" counts down to the next time (no setting at all), and one
value said twice in a statement is still its one measure."""

from __future__ import annotations

from helix_core.consolidation import measures
from tests.judging import disagrees, relation


def test_a_booking_horizon_is_a_setting_a_note_changes() -> None:
    older = "Members can reserve a court up to 14 days ahead."
    newer = "the member reservation window opens 30 days out instead of two weeks."
    assert relation(older, newer) == "update"


def test_a_value_said_twice_is_one_measure() -> None:
    older = "A parking pass lasts 90 minutes, and the kiosk ends every session after 90 minutes."
    assert measures.changed_value(older, "From Monday a parking pass lasts 60 minutes.") == ("90 minutes", "60 minutes")


def test_a_countdown_to_the_next_change_is_no_other_value() -> None:
    older = "The vat filters are replaced every 500 hours."
    newer = "maint-bot INFO vat-2 filter hours=480/500 -> change due in 20 hours, ticket OPS-88 opened"
    assert not disagrees(older, newer)


def test_a_figure_ahead_of_schedule_is_no_setting() -> None:
    # "ahead" without a bound is where a thing stands, not a setting
    assert measures.changed_value("The release train is 2 days ahead of schedule.",
                                  "From Monday the release train is 5 days ahead.") is None


def test_a_room_that_seats_people_counts_its_seats() -> None:
    older = "The lecture hall seats 220 people."
    assert [(v, d) for v, d, _, _ in measures._measures(older)] == [(220.0, "count:seat")]
    assert relation(older, "Since the renovation the lecture hall is down to 196 seats; the box office knows.") == "update"


def test_a_rate_of_events_is_the_period_between_them() -> None:
    assert measures._digits("The gateway publishes positions ten times per second.") == \
        "The gateway publishes positions every 100 ms."
    assert measures._digits("The probe reports twice a minute.") == "The probe reports every 30 seconds."
    # a count per day, or a schedule of clock times, is no period
    assert "every" not in measures._digits("Backups run three times a day, and we sell 5 a day.")


def test_a_log_lines_own_words_place_its_setting() -> None:
    fact = "The position gateway publishes positions ten times per second."
    note = ("2024-05-02T08:00:01.004Z position-gateway INFO positions publisher started publish_interval_ms=250\n"
            "2024-05-02T08:00:01.254Z position-gateway DEBUG published 14 positions")
    assert relation(fact, note) == "conflict"
