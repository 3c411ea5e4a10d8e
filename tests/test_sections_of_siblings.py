"""A settings dump organised by the things a statement names: a figure under a sibling ("pool_a" when the
statement speaks of Pool B) or under another thing inside the statement's section ("pool_b: aqua_fit:") is no
value of the statement's; the figure under the statement's own section still is."""

from __future__ import annotations

from helix_core.consolidation import config_dump
from tests.judging import disagrees

FACT = "Open swim sessions in Pool B are limited to 40 swimmers."


def test_figures_of_siblings_and_other_sessions_do_not_contradict() -> None:
    note = ("Added capacities for the new timetable in config/pools.yaml:\n"
            "pool_a:\n  open_swim:\n    capacity: 25\n"
            "pool_b:\n  aqua_fit:\n    capacity: 15\n    instructor_ratio: 8\n")
    assert config_dump.other_setting(FACT, note) is None
    assert not disagrees(FACT, note)


def test_the_figure_under_the_statements_own_section_still_contradicts() -> None:
    note = "config/pools.yaml:\npool_a:\n  lap_swim:\n    capacity: 12\npool_b:\n  open_swim:\n    capacity: 25\n"
    assert config_dump.other_setting(FACT, note) == ("40 swimmers", "capacity = 25")


def test_a_mark_is_a_letter_or_a_number_joined_to_its_kind() -> None:
    assert config_dump._marked("The cold room (CR2) is held at -18 C, and Sheet A seats 250.") == {"cr": "2", "sheet": "a"}
    assert config_dump._marked("Check-in closes 15 minutes before a match.") == {}
