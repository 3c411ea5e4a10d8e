"""The consolidation-quality corpus is well formed and the harness reports every figure.

No quality target is asserted: the algorithm is being changed and is judged by these figures, not
held to them here. The harness runs on a small slice with the hashing embedder, so this stays fast.
"""

from __future__ import annotations

from collections import Counter

import pytest

from bench import consolidation_quality as cq
from bench.corpus import lessons as corpus

SPLIT_FIELDS = {
    "lessons", "lessons_found", "found_share", "distilled_share", "kind_agreement", "purity", "proposals",
    "routine_proposals", "routine_share", "review_queue", "routine_share_queue", "duplicate_proposals",
    "repeated_pairs", "repeated_extra", "found",
}
MODE_FIELDS = {
    "mode", "episodes", "quarantined", "altered_at_capture", "runs", "run_s_total", "run_s_max",
    "proposals_by_action", "proposals_by_status", "pending_at_end", "approve_failed", "reinforce_events",
    "splits",
}


def test_lessons_are_well_formed() -> None:
    lessons = corpus.LESSONS
    assert len(lessons) >= 28
    assert len({lesson.id for lesson in lessons}) == len(lessons)
    for lesson in lessons:
        assert 3 <= len(lesson.paraphrases) <= 6, lesson.id
        assert lesson.kind in corpus.KINDS, lesson.id
        assert lesson.origin in corpus.ORIGINS, lesson.id
        assert lesson.scope == "global" or lesson.scope.startswith("project:"), lesson.id
        assert lesson.key_terms, lesson.id
        for term in lesson.key_terms:
            assert term == term.lower(), (lesson.id, term)
            assert any(cq.mentions(p, term) for p in lesson.paraphrases), (lesson.id, term)
    assert {lesson.kind for lesson in lessons} == set(corpus.KINDS)
    assert {lesson.origin for lesson in lessons} == set(corpus.ORIGINS)
    assert len({lesson.scope for lesson in lessons if lesson.scope != "global"}) >= 4


def test_no_note_is_written_twice() -> None:
    paraphrases = [p for lesson in corpus.LESSONS for p in lesson.paraphrases]
    assert len(set(paraphrases)) == len(paraphrases)
    normalised = Counter(cq.norm(p) for p in paraphrases)
    assert max(normalised.values()) == 1
    routine = [r.text for r in corpus.ROUTINE]
    assert len(set(routine)) == len(routine)
    assert not set(routine) & set(paraphrases)


def test_routine_notes_and_the_split() -> None:
    assert len(corpus.ROUTINE) >= 150
    assert [r.index for r in corpus.ROUTINE] == list(range(len(corpus.ROUTINE)))
    for i, lesson in enumerate(corpus.LESSONS):
        assert lesson.split == ("holdout" if i % 4 == 3 else "tune")
    for r in corpus.ROUTINE:
        assert r.split == ("holdout" if r.index % 4 == 3 else "tune")
    held = sum(1 for lesson in corpus.LESSONS if lesson.split == "holdout")
    assert held == len(corpus.LESSONS) // 4
    lesson_scopes = {lesson.scope for lesson in corpus.LESSONS if lesson.scope != "global"}
    assert lesson_scopes <= {r.scope for r in corpus.ROUTINE}


def test_confusable_pairs_exist() -> None:
    """Same project, a shared key word, different lessons: the trap for a clusterer that keys on words."""
    pairs = 0
    by_scope: dict[str, list[corpus.Lesson]] = {}
    for lesson in corpus.LESSONS:
        by_scope.setdefault(lesson.scope, []).append(lesson)
    for word in ("migrat", "cache", "restart", "quill"):
        for scope_lessons in by_scope.values():
            having = [x for x in scope_lessons if any(word in p.lower() for p in x.paraphrases)]
            pairs += len(having) >= 2
    assert pairs >= 4


def test_timeline_is_deterministic_and_spread() -> None:
    events = corpus.timeline()
    assert events == corpus.timeline()
    assert len(events) == sum(len(x.paraphrases) for x in corpus.LESSONS) + len(corpus.ROUTINE)
    assert [e.at for e in events] == sorted(e.at for e in events)
    assert {e.day for e in events} == set(range(corpus.DAYS))
    assert all(e.at.weekday() < 5 and 9 <= e.at.hour < 18 for e in events)
    days: dict[str, list[int]] = {}
    for e in events:
        if e.lesson is not None:
            days.setdefault(e.lesson, []).append(e.day)
    assert all(len(set(d)) == len(d) for d in days.values())
    assert len({e.key for e in events}) == len(events)


def test_text_rules() -> None:
    notes = ["Again: run make lint before pushing", "Listed src/ledger/api and nothing else there",
             "Prod had 0042 applied; editing it did nothing"]
    assert cq.is_concatenation("Recurring (3×): Listed src/ledger/api", notes)
    assert cq.is_concatenation("Run make lint before pushing; Listed src/ledger/api and nothing else", notes)
    assert cq.is_concatenation("run make lint before pushing / listed src/ledger/api and nothing else there",
                               notes)
    assert not cq.is_concatenation("Prod had 0042 applied; editing it did nothing", notes)
    assert not cq.is_concatenation("Lint with make lint before every push", notes)
    assert cq.is_verbatim("Run make lint before pushing", notes)
    assert not cq.is_verbatim("Lint with make lint before every push", notes)
    assert cq.mentions("Small PRs, please", "prs") and not cq.mentions("prod is down", "pr")
    assert cq.mentions("set VITE_MAP_URL", "vite_") and cq.mentions("node_modules/.vite", "vite")


@pytest.fixture(scope="module")
def slice_report() -> dict:
    return cq.run("hashing", cq.MODES, show=True, n_lessons=8, n_routine=24, days=5)


def test_harness_reports_every_field(slice_report: dict) -> None:
    report = slice_report
    assert report["embedder"].startswith("hashing")
    assert report["corpus"]["lessons"] == 8 and report["corpus"]["routine"] == 24
    assert set(report["modes"]) == set(cq.MODES)
    for mode, r in report["modes"].items():
        assert MODE_FIELDS <= set(r), mode
        assert r["episodes"] > 0 and r["quarantined"] == 0 and r["altered_at_capture"] == 0
        assert r["runs"] == (1 if mode == "end" else 5)
        assert set(r["splits"]) == set(cq.SPLITS)
        for split, s in r["splits"].items():
            assert SPLIT_FIELDS <= set(s), (mode, split)
            assert 0 <= s["lessons_found"] <= s["lessons"]
        assert r["splits"]["all"]["lessons"] == 8
        assert r["splits"]["tune"]["lessons"] + r["splits"]["holdout"]["lessons"] == 8
    shown = report["modes"]["end"]["shown"]
    assert len(shown) == report["modes"]["end"]["splits"]["all"]["proposals"]
    assert all({"id", "action", "lesson", "content"} <= set(row) for row in shown)
    assert cq.table(report)
