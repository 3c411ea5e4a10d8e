"""Durations as ISO 8601 writes them (Java's and .NET's printed durations, many configurations): "PT20M" is
20 minutes to the judge, so a setting printed that way meets the statement's figure. Times on the twelve-hour
clock meet a statement's 24-hour times: "10pm" is 22:00."""

from __future__ import annotations

import pytest

from helix_core.consolidation.conflicts import spelled_as_statement
from tests.judging import disagrees

FACT = "Password reset links expire after 30 minutes."


@pytest.mark.parametrize(("written", "plain"), [
    ("PT20M", "20m"), ("PT24H", "24h"), ("P30D", "30 days"), ("P2W", "2 weeks"), ("PT1H30M", "90m"),
    ("PT45S", "45s"), ("P6M", "6 months"),
])
def test_an_iso_duration_reads_as_a_figure_and_a_unit(written: str, plain: str) -> None:
    assert spelled_as_statement(FACT, f"reset_link_ttl={written}") == f"reset_link_ttl={plain}"


def test_what_only_looks_like_a_duration_is_left_as_written() -> None:
    note = "Exported the PDF and the P&L; P1DT2H mixes days and hours."
    assert spelled_as_statement(FACT, note) == note


def test_a_setting_printed_as_an_iso_duration_contradicts_another_figure() -> None:
    note = ("2025-03-04T08:00:01Z INFO  auth-svc  boot\n"
            "2025-03-04T08:00:01Z INFO  auth-svc  config reset_link_ttl=PT2H session_ttl=PT12H\n")
    assert disagrees(FACT, note)
    assert not disagrees(FACT, note.replace("PT2H", "PT30M"))


QUIET = "Non-urgent deliveries cannot be booked during quiet hours, 22:00 to 07:00."


def test_twelve_hour_times_read_on_the_statements_clock() -> None:
    assert spelled_as_statement(QUIET, "between 10pm and 7am; 6:30 p.m.; 12am") == "between 22:00 and 07:00; 18:30; 00:00"
    assert spelled_as_statement("Doors open at 7 pm.", "doors at 8pm") == "doors at 8pm"  # the statement's own clock


def test_the_same_hours_on_the_twelve_hour_clock_agree() -> None:
    note = "Reminder for the booking form: no non-urgent delivery slots between 10pm and 7am — quiet hours still apply."
    assert not disagrees(QUIET, note)
