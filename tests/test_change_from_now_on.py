"""A change told by when it starts ("from tonight", "effective tomorrow", "starting next sprint") is a change
(`text.CHANGE`), and a note that tells one about the statement's figure is an update."""

from __future__ import annotations

import pytest

from helix_core.consolidation import measures, text
from tests.judging import disagrees, relation


@pytest.mark.parametrize(("phrase", "told"), [
    ("the purge fires at 04:15 from tonight", True),
    ("effective tomorrow the window is 12 hours", True),
    ("starting next sprint the support leads review them", True),
    ("from 1 July the cap is 20 a day", True),
    ("effective March 3rd the cap is 20 a day", True),
    ("the purge ran last night at 04:15", False),
    ("the report from 1 July showed 20 a day", False),
    ("I'm stressed about my new role starting August 1", False),  # a life event, not a setting changed
])
def test_a_start_tells_a_change(phrase: str, told: bool) -> None:
    assert (text.CHANGE.search(phrase) is not None) == told


def test_a_time_moved_from_tonight_disagrees() -> None:
    assert disagrees("The nightly thumbnail purge on the media hosts runs at 01:00.",
                     "Ops notes: the morning uploads kept losing thumbnails, so I pushed the crontab change and the "
                     "purge fires at 04:15 from tonight, once the ingest queue has drained.")


def test_a_target_the_note_changes_is_a_setting_changed() -> None:
    # the statement gives its target twice; the note tightens the target itself, from a date
    fact = "Priority pages have a 15-minute response SLA: an engineer must acknowledge within 15 minutes."
    note = "The new support contract tightens the priority SLA: from 1 March an engineer must acknowledge within 5 minutes."
    assert measures.changed_value(fact, note) == ("15-minute", "5 minutes")
    assert relation(fact, note) == "update"
    # a measured time against the target changes no target
    assert measures.changed_value(fact, "Since the pager fix the median acknowledgement is now 4 minutes.") is None
