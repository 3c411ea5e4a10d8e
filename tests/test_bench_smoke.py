"""The benchmark suite, smoke-sized, so it cannot rot: the LoCoMo harness scores a tiny conversation
in LoCoMo's own format, the scale benchmark builds and searches a small store, and the runner turns
the figures into its table and JSON."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from bench import locomo, run, scale
from helix_core.vectors import VectorIndex

CONVERSATION = {
    "sample_id": "conv-smoke",
    "conversation": {
        "speaker_a": "Ana", "speaker_b": "Ben",
        "session_1_date_time": "1:56 pm on 8 May, 2023",
        "session_1": [
            {"speaker": "Ana", "dia_id": "D1:1", "text": "I adopted a grey kitten called Pixel yesterday."},
            {"speaker": "Ben", "dia_id": "D1:2", "text": "Lovely! I started learning the cello this spring."},
            {"speaker": "Ana", "dia_id": "D1:3", "text": "My sister runs a bakery in Lisbon.",
             "blip_caption": "a photo of a bakery shop window with bread"},
        ],
        "session_2_date_time": "10:00 am on 20 June, 2023",
        "session_2": [
            {"speaker": "Ben", "dia_id": "D2:1", "text": "The cello recital went well last Friday."},
            {"speaker": "Ana", "dia_id": "D2:2", "text": "Pixel knocked my coffee off the desk again."},
        ],
    },
    "qa": [
        {"question": "What is the name of Ana's kitten?", "answer": "Pixel", "evidence": ["D1:1"], "category": 4},
        {"question": "Which instrument does Ben play?", "answer": "cello", "evidence": ["D1:2", "D2:1"],
         "category": 1},
        {"question": "Where is the bakery of Ana's sister?", "answer": "Lisbon", "evidence": ["D1:3"],
         "category": 4},
        {"question": "What did Ana's kitten do on 20 June, 2023?", "evidence": ["D2:2"], "category": 2},
        {"question": "What is Ben's favourite colour?", "answer": "n/a", "evidence": [], "category": 5},
    ],
}


@pytest.fixture
def locomo_file(tmp_path: Path) -> Path:
    path = tmp_path / "locomo-smoke.json"
    path.write_text(json.dumps([CONVERSATION]))
    return path


def test_session_dates_parse() -> None:
    when = locomo.parse_session_date("1:56 pm on 8 May, 2023")
    assert (when.year, when.month, when.day, when.hour, when.minute) == (2023, 5, 8, 13, 56)
    assert locomo.parse_session_date("12:05 am on 1 January, 2024").hour == 0


def test_locomo_harness_scores_a_small_conversation(locomo_file: Path) -> None:
    convs = locomo.load(locomo_file)
    assert [t.dia_id for t in convs[0].turns][:2] == ["D1:1", "D1:2"]
    assert "[shared image: a photo of a bakery" in locomo.turn_content(convs[0].turns[2])
    bench = locomo.open_bench(locomo_file, embedder="hashing")
    try:
        result = bench.run()
        assert result["questions"] == 4  # the adversarial question is not scored
        assert result["recall_any@10"] == 1.0  # five memories, limit 10: every answer is found
        assert 0.0 < result["mrr@10"] <= 1.0
        assert set(result["per_category"]) == {"multi-hop", "temporal", "single-hop"}
        assert result["latency"]["n"] == 4
        lexical = bench.run({"mode": "lexical"})
        assert lexical["recall_any@5"] >= 0.75
        # nothing was recorded as an access while measuring
        assert all(m.access_count == 0 for m, _ in bench.hx.list(limit=10))
    finally:
        bench.close()


def test_scoring_counts_ranks_and_all_of_the_evidence() -> None:
    scores = locomo.Scores()
    scores.add(["D1:9", "D1:2", "D1:1"], ["D1:1", "D1:2"], 1)
    row = scores.per_q[0]
    assert row["mrr@10"] == 0.5 and row["recall_all@5"] == 1.0 and row["recall_any@5"] == 1.0
    scores.add(["D1:9"] * 6 + ["D1:1"], ["D1:1"], 4)
    assert scores.per_q[1]["recall_any@5"] == 0.0 and scores.per_q[1]["recall_any@10"] == 1.0
    assert 0 < scores.per_q[1]["ndcg@10"] < 1


def test_scale_benchmark_builds_and_searches_a_small_store(tmp_path: Path) -> None:
    result = scale.run(3000, tmp_path, queries=4)
    assert result["build"]["n"] == 3000
    assert result["overlap@10"] == 1.0  # exact search below the approximate threshold
    assert result["recall_e2e"]["n"] == 4 and result["list_salience_top100"]["n"] == 10
    assert result["db_mb_per_100k"] > 0 and result["peak_rss_mb"] > 0


def test_approximate_index_agrees_with_exact_search() -> None:
    rng = np.random.default_rng(3)
    basis = rng.standard_normal((300, 64)).astype(np.float32)
    basis /= np.linalg.norm(basis, axis=1, keepdims=True)
    vectors = scale.synthetic_vectors(basis, 20_000, rng)
    index = VectorIndex(None)  # type: ignore[arg-type]
    index._reset(64)
    index._store_rows([(i + 1, v.tobytes(), "project:a" if i % 10 else "project:b")
                       for i, v in enumerate(vectors)])
    index.refresh = lambda: None  # type: ignore[method-assign]
    index.ann_min_vectors = 5_000
    overlaps = []
    for q in basis[:20]:
        approx = {s for s, _ in index.search(q, ["project:a", "project:b"], 10)}
        exact = {s for s, _ in index.search(q, ["project:a", "project:b"], 10, exact=True)}
        overlaps.append(len(approx & exact) / 10)
    assert index._ivf is not None
    assert np.mean(overlaps) >= 0.9
    small = index.search(basis[0], ["project:b"], 10)  # a small scope is searched exactly
    assert all(s % 10 == 1 for s, _ in small)


def test_runner_writes_json_and_prints_the_table(tmp_path: Path, locomo_file: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "out.json"
    code = run.main(["--quick", "--only", "scale", "--sizes", "2000", "--out", str(target),
                     "--workdir", str(tmp_path)])
    assert code == 0
    data = json.loads(target.read_text())
    assert data["scale"]["2000"]["overlap@10"] == 1.0
    printed = capsys.readouterr().out
    assert "scale 2,000 memories" in printed and "salience top-100" in printed
