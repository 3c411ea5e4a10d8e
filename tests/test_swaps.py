"""The statement's value given otherwise by a note about the same thing, with no other tell, is a
conflict; a value beside it, another thing's value, or a value of another shape is not."""

from __future__ import annotations

import pytest

from helix_core import Helix
from helix_core.consolidation import conflicts, swaps
from tests.judging import disagrees


@pytest.mark.parametrize(("fact", "note", "pair"), [
    ("The paywall code is hosted in the newsroom/paywall repository on GitHub.",
     "Paywall moved into the platform monorepo, packages/tollgate. The old repo is archived.",
     ("newsroom/paywall", "packages/tollgate")),
    ("Article page templates are kept in the templates/article/ directory of the pipeline repo.",
     "Edited the byline partial in src/views/story/byline.njk; all article templates sit under src/views/story/.",
     ("templates/article/", "src/views/story/")),
    ("Event schemas are kept in the schemas/ directory of the ingest repo.",
     "Added the checkout_completed schema to the acme/event-contracts repo, which is where all event schemas live.",
     ("schemas/", "acme/event-contracts")),
])
def test_a_value_given_otherwise(fact: str, note: str, pair: tuple[str, str]) -> None:
    assert swaps.other_value(fact, note) == pair
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    # the old value is still there
    ("Article page templates are kept in the templates/article/ directory of the pipeline repo.",
     "Copied templates/article/ to src/views/story/ for the redesign spike."),
    # beside it
    ("Batch scoring requests for Beacon go onto the `beacon-batch` Kafka topic.",
     "Batch scoring producers also publish to the `scoring.requests.bulk` topic."),
    # another thing's place
    ("Event schemas are kept in the schemas/ directory of the ingest repo.",
     "Dashboard fixtures are kept in the fixtures/dash/ directory."),
    # a file of another type where the statement gives a folder
    ("Release notes are drafted in docs/releases/ of the cli repo.",
     "The cli repo's release notes get built by tools/release/notes.py."),
    # a log line that only says what was done
    ("Event schemas are kept in the schemas/ directory of the ingest repo.",
     "Listed the event schemas in vendor/schemas to compare them."),
])
def test_no_value_given_otherwise(fact: str, note: str) -> None:
    assert swaps.other_value(fact, note) is None


pytestmark = pytest.mark.usefixtures("no_ollama")  # the $0 path: nothing listens at OLLAMA_HOST


@pytest.mark.parametrize(("fact", "note", "action"), [
    # one tool by two names, no other word in common
    ("The trip planner computes itineraries with OpenTripPlanner 1.x.",
     "We finished the cutover to MOTIS last sprint, OTP is gone from prod.", "SUPERSEDE"),
    # log lines that say where something is, or which port it serves on
    ("Article page templates are kept in the templates/article/ directory of the pipeline repo.",
     "Edited the byline partial in src/views/story/byline.njk; all article templates sit under src/views/story/.",
     "flag"),
    ("The CMS preview server listens on port 4100.", "Started the preview server locally, it's up on :4800.", "flag"),
])
def test_far_apart_texts_that_name_one_thing_are_compared(hx: Helix, fact: str, note: str, action: str) -> None:
    f = hx.capture(fact, kind="fact", scope="project:x", origin="user-asserted").id
    hx.clock.advance(days=2)  # type: ignore[attr-defined]
    hx.capture(note, scope="project:x", origin="agent-ingested")
    run = hx.consolidate()
    if action == "SUPERSEDE":
        assert [p.target_ids for p in run.proposals if p.action == "SUPERSEDE"] == [[f]]
    else:
        assert [fl for fl in run.flags if f in (fl.a_id, fl.b_id)]
    assert not [p for p in run.proposals if p.action == "NOOP" and f in p.target_ids]


def test_what_ties_two_texts_by_name() -> None:
    assert conflicts._value_keys("The trip planner computes itineraries with OpenTripPlanner 1.x.") \
        & conflicts._value_keys("OTP is gone from prod.") == {"opentripplanner"}
    # hyphenated words and version numbers name nothing
    assert conflicts._value_keys("A code-signing step runs on 5-minute timers in v1.2.") == set()
    assert swaps.says_where("Started the preview server locally, it's up on :4800.")
    assert not swaps.says_where("Started the preview server locally and clicked around.")
