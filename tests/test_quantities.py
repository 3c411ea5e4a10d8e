"""Another figure for a setting given as a share, a clock time, a multiple or a figure with a unit word
(`consolidation.quantities`): flagged when what leads to the note's figure is what the statement is
about; another thing with a figure of the same kind is not."""

from __future__ import annotations

import pytest

from helix_core.consolidation import quantities
from tests.judging import relation as judged


@pytest.mark.parametrize(("text", "kind", "value"), [
    ("Alerts fire when disk use passes 85%.", "percent", 85.0),
    ("The export runs at 02:30 UTC.", "clock", 150.0),
    ("The export runs at 3 pm.", "clock", 900.0),
    ("Standup is at noon.", "clock", 720.0),
    ("Samples need a depth of 40x.", "multiple", 40.0),
    ("Drones carry at most 2.5 kg.", "unit:kg", 2.5),
    ("Thumbnails are 320 pixels wide.", "unit:px", 320.0),
])
def test_figures_are_read_with_their_kind(text: str, kind: str, value: float) -> None:
    assert [(k, v) for k, v, _, _ in quantities.figures(text)] == [(kind, value)]


@pytest.mark.parametrize(("older", "newer", "relation"), [
    ("The invoice reminder job runs at 07:00 UTC.",
     "Ops asked for it later, so the invoice reminder job runs at 09:15 UTC from next week on.", "update"),
    ("Alerts fire when disk use on the database hosts passes 85%.",
     "Checked the pager history: the database hosts' disk use alert fires at 70%, which is why it pages so often.",
     "conflict"),
    ("The tumour panel needs a mean coverage of at least 500x.",
     "Per the new assay spec the tumour panel mean coverage floor is 300x from now on.", "update"),
    ("Delivery drones carry at most 2.5 kg of cargo.",
     "Cargo limit for the delivery drones was raised: the drones carry up to 4 kg since the motor swap.", "update"),
])
def test_another_figure_for_the_same_setting_is_flagged(older: str, newer: str, relation: str) -> None:
    assert quantities.other_figure(older, newer) is not None
    assert judged(older, newer) == relation


@pytest.mark.parametrize(("older", "newer"), [
    # another thing, the same kind of figure
    ("Scooters are sent for a battery swap when charge falls below 15 percent.",
     "Cargo bikes go for a swap below 30% because their packs drain faster."),
    ("Ranked game servers run at a tick rate of 64 Hz.",
     "The lobby chat server ticks at 8 Hz since it only relays messages."),
    # the same figure
    ("The invoice reminder job runs at 07:00 UTC.", "Confirmed the invoice reminder job ran at 07:00 UTC today."),
    # another environment
    ("Alerts fire when disk use on the database hosts passes 85%.",
     "In staging the database hosts' disk alert fires at 95% so it stays quiet."),
])
def test_another_thing_or_the_same_figure_is_no_disagreement(older: str, newer: str) -> None:
    assert quantities.other_figure(older, newer) is None
    assert judged(older, newer) not in ("update", "conflict")


def test_a_log_of_work_and_too_many_are_read_through() -> None:
    # "Bumped …" opens a log of work, not a subject; "too many" is no "also"
    assert quantities.other_figure(
        "A filament spool is flagged as low once less than 150 g remains.",
        "Bumped the low-filament warning up to 250 grams — too many overnight jobs ran out at 150.",
    ) == ("150 g", "250 grams", True)
    assert quantities.other_figure("Competitive match servers run at 64 tick.",
                                   "From the summer split on, competitive servers get bumped to 128-tick.") \
        == ("64 tick", "128-tick", True)
