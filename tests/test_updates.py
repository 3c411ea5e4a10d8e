"""Recall's update tell, before any consolidation: of two recalled statements giving different
values for what was asked, the newer one comes first and the older one names it; look-alikes keep
their order and carry no tell."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from helix_core import Helix, updates
from helix_core.cli.main import main
from helix_core.retrieval import RecallOptions
from helix_core.types import Hit

SCOPE = "project:web"


def two_statements(hx: Helix, older: str, newer: str, days: int = 30) -> tuple[str, str]:
    a = hx.capture(older, scope=SCOPE, origin="user-asserted").id
    hx.clock.advance(days=days)  # type: ignore[attr-defined]
    b = hx.capture(newer, scope=SCOPE, origin="user-asserted").id
    return a, b


def older_ranked_first(hx: Helix, query: str, a: str, b: str) -> list[Hit]:
    """The two hits as retrieval could return them, the older first, to see what the tell does."""
    return [Hit(memory=hx.get(a), score=0.9), Hit(memory=hx.get(b), score=0.8)]


def test_an_announced_update_moves_above_the_statement_it_updates(hx: Helix) -> None:
    a, b = two_statements(
        hx,
        "Planning: the first sprint deadline for the basic layout and navigation is April 1, 2024.",
        "Heads up, the first sprint deadline has shifted, aiming now for April 5, 2024.")
    query = "What is the deadline for the first sprint on layout and navigation?"
    ordered = updates.newer_first(query, older_ranked_first(hx, query, a, b))
    assert [h.memory.id for h in ordered] == [b, a]
    assert ordered[1].newer == b and ordered[0].newer is None
    # the facade applies it: whatever retrieval gave, the newer statement comes first
    ids = [h.memory.id for h in hx.recall(query, scope=SCOPE, record_access=False)]
    assert ids.index(b) < ids.index(a)


def test_the_same_sentence_with_another_value_is_an_update_without_a_cue(hx: Helix) -> None:
    a, b = two_statements(hx, "The upstream timeout of the payments gateway is 10 s.",
                          "The upstream timeout of the payments gateway is 30 s.")
    query = "payments gateway upstream timeout"
    ordered = updates.newer_first(query, older_ranked_first(hx, query, a, b))
    assert [h.memory.id for h in ordered] == [b, a]


def test_a_later_value_for_the_same_thing_is_read_first_even_unannounced(hx: Helix) -> None:
    a, b = two_statements(hx, "Progress log: 12 area calculation problems done, accuracy at 90%.",
                          "So far I have done 15 area calculation problems with an accuracy of 95%.")
    query = "What is my accuracy on area calculation problems?"
    ordered = updates.newer_first(query, older_ranked_first(hx, query, a, b))
    assert [h.memory.id for h in ordered] == [b, a] and ordered[1].newer == b


def test_a_newer_statement_about_another_subject_is_no_update(hx: Helix) -> None:
    a, b = two_statements(hx, "The billing service timeout is 10 s.",
                          "The search service timeout is now 30 s.")
    query = "what is the billing service timeout"
    ordered = updates.newer_first(query, older_ranked_first(hx, query, a, b))
    assert [h.memory.id for h in ordered] == [a, b]
    assert all(h.newer is None for h in ordered)


def test_the_same_value_repeated_later_is_agreement(hx: Helix) -> None:
    a, b = two_statements(hx, "The nightly backup of the orders database runs at 02:00 UTC.",
                          "Reminder: the nightly backup of the orders database now runs at 02:00 UTC.")
    query = "when does the nightly orders database backup run"
    ordered = updates.newer_first(query, older_ranked_first(hx, query, a, b))
    assert [h.memory.id for h in ordered] == [a, b]
    assert all(h.newer is None for h in ordered)


def test_statements_without_a_value_for_the_query_keep_their_order(hx: Helix) -> None:
    a, b = two_statements(hx, "We deploy the storefront with the blue-green script on weekdays.",
                          "Now the storefront deploy also warms the cache before the switch.")
    query = "how do we deploy the storefront"
    ordered = updates.newer_first(query, older_ranked_first(hx, query, a, b))
    assert [h.memory.id for h in ordered] == [a, b]


def test_cli_recall_marks_the_older_statement(db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    def helix(*args: str) -> str:
        capsys.readouterr()
        assert main(["--db", str(db_path), "--embedder", "hashing", *args]) == 0
        return capsys.readouterr().out

    helix("--now", "2026-01-01T09:00:00", "capture", "--scope", SCOPE, "--kind", "fact",
          "The staging database pool size is 20 connections.")
    helix("--now", "2026-02-01T09:00:00", "capture", "--scope", SCOPE,
          "We increased the staging database pool size to 40 connections.")
    query = ("--now", "2026-02-02T09:00:00", "recall", "--scope", SCOPE, "staging database pool size")
    hits = json.loads(helix("--json", *query))
    contents = [h["memory"]["content"] for h in hits]
    older = next(i for i, c in enumerate(contents) if "20 connections" in c)
    newer = next(i for i, c in enumerate(contents) if "40 connections" in c)
    assert newer < older
    assert hits[older]["newer"] == hits[newer]["memory"]["id"]
    table = helix(*query)
    assert f"(newer: {hits[newer]['memory']['id']})" in " ".join(table.split())


@pytest.mark.parametrize(("older", "newer", "query"), [
    # a statement that opens on a person and a number ("I budgeted 40 hours for …")
    ("I set aside 12 days for the security review of the checkout flow.",
     "The security review of the checkout flow grew, so I increased its allowance to 20 days.",
     "How many days are set aside for the security review of the checkout flow?"),
    # a decision is a change too
    ("The image upload limit for the gallery is 5 MB per file.",
     "We decided the gallery can take uploads up to 12 MB per file after the camera upgrade.",
     "What is the upload limit per file for the gallery?"),
])
def test_updates_told_in_a_persons_words_are_read_first(hx: Helix, older: str, newer: str, query: str) -> None:
    a, b = two_statements(hx, older, newer)
    ordered = updates.newer_first(query, older_ranked_first(hx, query, a, b))
    assert [h.memory.id for h in ordered] == [b, a] and ordered[1].newer == b


def test_owned_subjects_that_name_two_things_keep_their_order(hx: Helix) -> None:
    a, b = two_statements(hx, "My billing service timeout is 30 s.", "My search service timeout is 60 s.")
    query = "What is the service timeout?"
    ordered = updates.newer_first(query, older_ranked_first(hx, query, a, b))
    assert [h.memory.id for h in ordered] == [a, b] and ordered[0].newer is None


@pytest.mark.parametrize(("older", "newer", "query"), [
    ("The reporting service renders its charts with Matplotlib.",
     "We switched the reporting service charts to Plotly last week.",
     "What renders the charts in the reporting service?"),  # a new name, announced
    ("I deploy the docs site with Netlify from the main branch.",
     "I no longer deploy the docs site with Netlify; nginx on our own VM serves it.",
     "How do I deploy the docs site?"),  # the old name withdrawn
])
def test_a_named_update_without_numbers_is_read_first(hx: Helix, older: str, newer: str, query: str) -> None:
    a, b = two_statements(hx, older, newer)
    ordered = updates.newer_first(query, older_ranked_first(hx, query, a, b))
    assert [h.memory.id for h in ordered] == [b, a] and ordered[1].newer == b


@pytest.mark.parametrize(("older", "newer", "query"), [
    ("The reporting service renders its charts with Matplotlib.",
     "The reporting service exports its charts to PDF with WeasyPrint.",
     "What does the reporting service do with its charts?"),  # another fact, no change told
    ("The billing API service uses Flask.", "The search API service now uses Django.",
     "What does the API service use?"),  # two subjects
])
def test_named_look_alikes_keep_their_order(hx: Helix, older: str, newer: str, query: str) -> None:
    a, b = two_statements(hx, older, newer)
    ordered = updates.newer_first(query, older_ranked_first(hx, query, a, b))
    assert [h.memory.id for h in ordered] == [a, b] and ordered[0].newer is None


PULL_QUERY = "How many interviews have I secured for executive producer roles?"
PULL_OLDER = "I'm worried that I only secured 3 interviews for executive producer roles this month."
PULL_FILLER = (
    "Executive producer roles: interviews there ask for a reel, so I secured references for mine.",
    "For executive producer roles the interviews run two rounds; I secured notes from both.",
    "Executive producer roles want interviews with the board; securing one is hard.",
    "Notes on interviews for executive producer roles: ask about the slate and budgets.",
)


def store_with_buried_update(hx: Helix, newer: str) -> tuple[str, str]:
    older = hx.capture(PULL_OLDER, scope=SCOPE, origin="user-asserted").id
    for text in PULL_FILLER:
        hx.clock.advance(days=1)  # type: ignore[attr-defined]
        hx.capture(text, scope=SCOPE, origin="user-asserted")
    hx.clock.advance(days=3)  # type: ignore[attr-defined]
    return older, hx.capture(newer, scope=SCOPE, origin="user-asserted").id


@pytest.mark.both_backends
def test_a_newer_measure_below_the_cut_comes_in_above_the_older(hx: Helix) -> None:
    older, newer = store_with_buried_update(
        hx, "Between the two fairs, how can I use the fact that I secured 5 interviews to get callbacks?")
    options = RecallOptions(scope=SCOPE, limit=3)
    plain = [h.memory.id for h in hx.retriever.recall(PULL_QUERY, options, hx.settings, hx._ts())]
    assert older in plain and newer not in plain  # retrieval alone leaves the update below the cut
    hits = hx.recall(PULL_QUERY, scope=SCOPE, limit=3, record_access=False)
    ids = [h.memory.id for h in hits]
    assert len(ids) == 3 and ids.index(newer) == ids.index(older) - 1
    assert hits[ids.index(older)].newer == newer


@pytest.mark.both_backends
@pytest.mark.parametrize("newer", [
    "Between the two fairs, how can I use the fact that I secured 3 interviews to get callbacks?",  # same number
    "Our team ran 5 interviews with QA candidates on Friday.",  # the unit alone in common
])
def test_look_alikes_below_the_cut_stay_out(hx: Helix, newer: str) -> None:
    older, later = store_with_buried_update(hx, newer)
    hits = hx.recall(PULL_QUERY, scope=SCOPE, limit=3, record_access=False)
    assert later not in [h.memory.id for h in hits]
    assert all(h.newer != later for h in hits)


@pytest.mark.both_backends
def test_an_earlier_statement_with_another_number_is_not_pulled_in(hx: Helix) -> None:
    earlier = hx.capture("Between the two fairs, I secured 2 interviews, a start.", scope=SCOPE,
                         origin="user-asserted").id
    hx.clock.advance(days=2)  # type: ignore[attr-defined]
    older, _ = store_with_buried_update(hx, "Unrelated: the reel is 4 minutes long.")
    options = RecallOptions(scope=SCOPE, limit=3)
    plain = [h.memory.id for h in hx.retriever.recall(PULL_QUERY, options, hx.settings, hx._ts())]
    hits = hx.recall(PULL_QUERY, scope=SCOPE, limit=3, record_access=False)
    assert [h.memory.id for h in hits] == plain and all(h.newer is None for h in hits)
    assert earlier not in plain


DEADLINE_QUERY = "What deadline should I aim for to submit my peer-reviewed draft to the local writing group?"
DEADLINE_OLDER = ("I'm worried about meeting my April 20 deadline for the peer-reviewed draft submission to "
                  "the local writing group, so can you help me prioritise my editing?")
DEADLINE_NEWER = ("I'm worried I won't meet the new April 25 deadline, can you help me fit in the extra peer "
                  "review feedback?")


def pulled_with(hx: Helix, older: str, others: list[str]) -> list[Hit]:
    """newer_first over `older` ranked first and `others` (captured later) after it, the update
    reachable only through the mentions look-up, as when it ranks below the cut."""
    a = hx.capture(older, scope=SCOPE, origin="user-asserted").id
    hx.clock.advance(days=1)  # type: ignore[attr-defined]
    update = hx.capture(DEADLINE_NEWER, scope=SCOPE, origin="user-asserted")
    hits = [Hit(memory=hx.get(a), score=1.0)]
    for k, text in enumerate(others):
        hx.clock.advance(days=1)  # type: ignore[attr-defined]
        hits.append(Hit(memory=hx.capture(text, scope=SCOPE, origin="user-asserted"), score=0.5 - k / 10))
    return updates.newer_first(DEADLINE_QUERY, hits, lambda word, _older: [update] if word == "deadline" else [])


def test_a_hyphenated_word_meets_its_parts_in_a_buried_update(hx: Helix) -> None:
    # "peer-reviewed" in the question and the older turn, "peer review" in the update: the same words
    hits = pulled_with(hx, DEADLINE_OLDER, ["Chapter notes: the local library opens at nine."])
    assert "April 25" in hits[0].memory.content and hits[1].newer == hits[0].memory.id


def test_updates_moved_above_the_best_hit_do_not_hide_it_from_the_look_up(hx: Helix) -> None:
    # three later hits read as updates move above the best one; its measure is still looked up
    others = [f"Now the {name} draft deadline for the local writing group is May {day}."
              for name, day in (("poetry", 3), ("essay", 9), ("script", 14))]
    others.append("Chapter notes: the local library opens at nine.")  # room: the list keeps its length
    hits = pulled_with(hx, DEADLINE_OLDER, others)
    texts = [h.memory.content for h in hits]
    older_at = next(k for k, c in enumerate(texts) if "April 20" in c)
    assert older_at >= 3 and "April 25" in texts[older_at - 1]


@pytest.mark.parametrize(("older", "newer", "query"), [
    # "Since the design team moved…" is no subject naming another thing: the subject follows the comma
    ("The weekly sync with the design team is on Tuesdays at 2 pm.",
     "Since the design team moved to another time zone, our weekly sync happens on Thursdays at 10 am.",
     "When is the weekly sync with the design team?"),
    # "They say the mobile app requires …": a sentence that opens on a person names no second thing
    ("The mobile app's minimum supported Android version is Android 10.",
     "They say the mobile app requires Android 12 or later, since we dropped Android 10 and 11 this release.",
     "What is the minimum Android version the mobile app supports?"),
])
def test_an_update_opening_on_a_clause_or_a_person_is_still_an_update(hx: Helix, older: str, newer: str,
                                                                     query: str) -> None:
    a, b = two_statements(hx, older, newer)
    ordered = updates.newer_first(query, older_ranked_first(hx, query, a, b))
    assert [h.memory.id for h in ordered] == [b, a] and ordered[1].newer == b
