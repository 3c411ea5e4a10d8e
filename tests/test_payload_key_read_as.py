"""A field the statement names, missing from a payload whose note says which of its keys is read for the
statement's thing (`kind_names.other_field`). Left alone: the statement's own field in the payload, a key
read for something else, a note that only asks."""

from __future__ import annotations

import pytest

from helix_core.consolidation import kind_names
from tests.judging import disagrees

FIELD = "The lockers API returns the compartment size in a field called size_class."
SHOWN = ('Sample from GET /v1/lockers/L-220?expand=slots: {"locker_id": "L-220", "door_count": 24, '
         '"bay_dimension": "M", "online": true}. The kiosk reads bay_dimension to pick the compartment.')


@pytest.mark.parametrize(("note", "expected"), [
    (SHOWN, ("size_class", "bay_dimension")),
    # the note's words for the key: "X is the …"
    (SHOWN.replace("The kiosk reads bay_dimension to pick the compartment.",
                   "bay_dimension is the compartment size."), ("size_class", "bay_dimension")),
    (SHOWN.replace('"online"', '"size_class": "M", "online"'), None),  # the statement's own field is there
    (SHOWN.replace("to pick the compartment", "to draw the status badge")
     .replace("reads bay_dimension", "reads online"), None),  # a key read for something else
    (SHOWN.replace("The kiosk reads", "Maybe the kiosk could read"), None),  # only asked
])
def test_key_read_for_the_field(note: str, expected: tuple[str, str] | None) -> None:
    assert kind_names.other_field(FIELD, note) == expected


def test_a_url_query_is_no_question() -> None:
    """The `?` of a URL's query does not make the note a question."""
    assert kind_names.other_field(FIELD, SHOWN.replace("L-220?expand=slots", "L-220")) \
        == kind_names.other_field(FIELD, SHOWN)


def test_key_read_as_the_field_disagrees() -> None:
    assert disagrees(FIELD, SHOWN)
