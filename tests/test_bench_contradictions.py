"""The contradiction benchmark cannot rot: its corpus stays well-formed, its harness runs and reports
every field, and the BEAM loader reads the data when it is there. No quality targets: the algorithm
under measurement is changing; the benchmark only has to keep measuring it."""

from __future__ import annotations

from collections import Counter

import pytest

from bench import beam, contradictions
from bench.corpus import contradictions as corpus


def test_corpus_is_well_formed() -> None:
    cases = corpus.CASES
    contra = [c for c in cases if c.expected != "none"]
    looks = [c for c in cases if c.expected == "none"]
    assert len(contra) >= 24
    assert set(Counter(c.family for c in contra)) == set(corpus.FAMILIES)
    assert len(looks) >= 10
    assert {c.variant for c in looks} == set(corpus.VARIANTS)
    assert all(c.family == corpus.LOOKALIKE and c.variant in corpus.VARIANTS for c in looks)
    assert all(c.expected in corpus.OUTCOMES for c in cases)
    assert {c.expected for c in contra} == {"update", "conflict"}
    assert len({c.name for c in cases}) == len(cases)
    held = [i for i in range(len(cases)) if corpus.held_out(i)]
    assert len(held) == len(cases) // 4
    assert {corpus.split_of(i) for i in range(len(cases))} == {"tune", "holdout"}
    for c in cases:
        assert c.kind in ("fact", "decision")
        assert c.scope.startswith("project:") and c.original.strip()
        assert 1 <= len(c.later) <= 3
        for n in c.later:
            assert n.at > c.at, f"{c.name}: a later note must come after the original"
            assert n.origin in ("agent-ingested", "user-asserted") and n.text.strip()
        if c.expected != "none":
            assert any(n.contradicts for n in c.later), c.name
    assert all(s and t.strip() for s, t, _ in corpus.NOISE)


def test_harness_runs_two_cases_and_reports_every_field() -> None:
    update = next(i for i, c in enumerate(corpus.CASES) if c.expected == "update")
    look = next(i for i, c in enumerate(corpus.CASES) if c.expected == "none")
    res = contradictions.run("hashing", cases=[update, look], passes=1)
    assert res["cases"] == 2 and res["embedder"].startswith("hashing")
    for mode in contradictions.MODES:
        out = res[mode]
        for split in contradictions.SPLITS:
            assert set(out[split]) >= {
                "cases", "contradictions", "lookalikes", "recall", "right_decision",
                "right_decision_when_detected", "updates_superseded", "conflicts_flagged",
                "false_flag_rate", "false_flags", "reinforced", "changed_without_approval"}
        assert out["all"]["cases"] == 2
        assert out["all"]["contradictions"] == 1 and out["all"]["lookalikes"] == 1
        assert len(out["rows"]) == 2
        for row in out["rows"]:
            assert row["decision"] in ("supersede", "flag", "none")
            assert isinstance(row["reinforced"], bool) and isinstance(row["touched"], bool)
    assert {"flags", "stray_flags", "supersede_proposals", "runs"} <= set(res["combined"])
    assert contradictions.table(res)


@pytest.mark.skipif(not beam.DEFAULT_BEAM.is_dir(), reason="BEAM data not present")
def test_beam_loads_conversation_one() -> None:
    conv = beam.load_conversation(1)
    counts = conv.question_count()
    assert sum(counts.values()) > 0
    assert {"knowledge_update", "contradiction_resolution"} <= set(counts)
    assert conv.user_ids and all(t.at.tzinfo is not None for t in conv.turns)
    assert [t.at for t in conv.turns] == sorted(t.at for t in conv.turns)
    assert not any(t.content.rstrip().endswith(tuple("0123456789")) and "->->" in t.content
                   for t in conv.turns)


def test_beam_ids_flatten() -> None:
    assert beam.flatten_ids([1, [2, 3], {"a": [4], "b": 5}]) == [1, 2, 3, 4, 5]
    assert beam.flatten_ids(None) == []
    assert beam.parse_anchor("March-15-2024").day == 15
