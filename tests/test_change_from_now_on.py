"""A change told by when it starts ("from tonight", "effective tomorrow", "starting next sprint") is a change
(`text.CHANGE`), and a note that tells one about the statement's figure is an update."""

from __future__ import annotations

import pytest

from helix_core.consolidation import text
from tests.judging import disagrees


@pytest.mark.parametrize(("phrase", "told"), [
    ("the purge fires at 04:15 from tonight", True),
    ("effective tomorrow the window is 12 hours", True),
    ("starting next sprint the support leads review them", True),
    ("the purge ran last night at 04:15", False),
])
def test_a_start_tells_a_change(phrase: str, told: bool) -> None:
    assert (text.CHANGE.search(phrase) is not None) == told


def test_a_time_moved_from_tonight_disagrees() -> None:
    assert disagrees("The nightly thumbnail purge on the media hosts runs at 01:00.",
                     "Ops notes: the morning uploads kept losing thumbnails, so I pushed the crontab change and the "
                     "purge fires at 04:15 from tonight, once the ingest queue has drained.")
