"""A console's own marks are not a change: psql's continuation prompt ("fleetdb->") before a query's next
line reads like an arrow from the database's name to the query's next word (`conflicts.judge`)."""

from __future__ import annotations

from helix_core.consolidation import text
from tests.judging import disagrees

QUERY = """fleetdb=> SELECT vehicle_id, count(*) AS trips,
fleetdb->        max(ended_at) AS last_trip
fleetdb->   FROM trip_log WHERE ended_at > now() - interval '7 days'
fleetdb->  GROUP BY 1 ORDER BY 2 DESC LIMIT 3;
 vehicle_id | trips |      last_trip
------------+-------+---------------------
 V-118      |    41 | 2024-05-02 18:11:09
 V-042      |    37 | 2024-05-02 17:40:51
 V-207      |    35 | 2024-05-02 16:02:33
(3 rows)
Numbers went into the weekly utilisation sheet."""


def test_a_query_over_continuation_prompts_is_no_change_of_where_records_live() -> None:
    assert not disagrees("Every finished trip is written to the trip_log table in fleetdb.", QUERY)


def test_the_prompt_is_blanked_in_place() -> None:
    blanked = text.prompts_blanked("db=> SELECT 1,\ndb->   2;\n")
    assert blanked == "db=> SELECT 1,\n       2;\n"
    assert len(blanked) == len("db=> SELECT 1,\ndb->   2;\n")


def test_an_arrow_between_two_values_still_tells_a_change() -> None:
    assert disagrees("Every finished trip is written to the trip_log table in fleetdb.",
                     "Renamed the table: trip_log -> trips_history, fleetdb migrations 0042 applied.")
