"""Long memories are embedded in overlapping pieces and found by their best piece; short ones keep
one vector; hard forget removes every piece; a store embedded before pieces existed is upgraded."""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pytest
import sqlite_vec

from helix_core import Helix, ManualClock
from helix_core.embedding import HashingEmbedder, find_minilm_dir
from helix_core.embedding.pieces import MAX_PIECES, PIECE_TOKENS, piece_texts
from helix_core.settings import Settings
from helix_core.store import migrations
from helix_core.store.db import choose_driver
from helix_core.vectors import VectorIndex

VECTOR_ONLY = Settings().with_overrides({"retrieval": {"mode": "vector"}})
FILLER = [
    "The kubernetes ingress routes traffic for the web frontend through nginx with sticky sessions.",
    "Deploys go out from the main branch after the container image is scanned and signed.",
    "The staging cluster mirrors production but runs on smaller nodes to keep the costs down.",
    "Helm charts live in the infra repository and every value change needs a second reviewer.",
    "Logs are shipped as JSON to the central collector and kept for thirty days.",
    "Alerts fire on error rate and latency and page whoever is on call that week.",
]
TAIL = ("Separately, about billing: the ledger reconciliation runs nightly at two in the morning. "
        "It compares the Stripe payout export with our invoices line by line. "
        "Every mismatched invoice is flagged and assigned to Dana in the finance queue. "
        "The reconciliation job writes its report to the billing bucket before breakfast. "
        "If the Stripe export is late, the reconciliation retries every fifteen minutes until six. "
        "Finance signs off on the reconciled ledger each Monday before invoices go out.")
QUERY = "when does the billing ledger reconciliation against the Stripe export run"
DISTRACTORS = [
    "Billing uses Postgres with a read replica for reports.",
    "Stripe webhooks are retried with exponential backoff.",
    "Invoices are exported as CSV at the end of every month.",
    "Dana owns the finance dashboards.",
    "The nightly backup job runs at three in the morning.",
]


def long_text(chars: int = 1600) -> str:
    """Filler first, then the passage a query asks about: the last third (of the default size)."""
    out: list[str] = []
    i = 0
    while sum(len(s) + 1 for s in out) < chars:
        out.append(FILLER[i % len(FILLER)])
        i += 1
    return " ".join(out) + " " + TAIL


def seq_of(hx: Helix, memory_id: str) -> int:
    return int(hx.store.models.Memory.get(hx.store.models.Memory.id == memory_id).seq)


def piece_ids(hx: Helix, seq: int) -> list[int]:
    return [r[0] for r in hx.store.db.execute_sql("SELECT id FROM memory_piece WHERE seq = ?", (seq,))]


# -- splitting ----------------------------------------------------------------------------------------


class WordTokens:
    """An embedder-shaped object whose tokens are whitespace-separated words (token mode)."""

    name = "words"
    dim = 4
    window_tokens = 254

    def token_offsets(self, text: str) -> list[tuple[int, int]]:
        out, pos = [], 0
        for word in text.split():
            start = text.index(word, pos)
            out.append((start, start + len(word)))
            pos = start + len(word)
        return out


def test_short_text_has_no_pieces_and_long_text_is_covered_to_its_end() -> None:
    hashing = HashingEmbedder()
    assert piece_texts(hashing, "a short note") == []
    assert piece_texts(hashing, "x" * 1000) == []
    text = long_text(3000)
    pieces = piece_texts(hashing, text)
    assert 3 <= len(pieces) <= 6
    assert pieces[-1].endswith(TAIL[-40:])  # the last piece ends where the text ends
    assert all(len(p) <= 800 + 2 * 40 for p in pieces)
    # Overlapping, cut between words: each piece starts before the previous one ended.
    numbered = " ".join(f"word{i}" for i in range(600))
    spans = [(numbered.index(p), numbered.index(p) + len(p)) for p in piece_texts(hashing, numbered)]
    assert spans[0][0] == 0 and spans[-1][1] == len(numbered)
    assert all(b[0] < a[1] - 150 for a, b in zip(spans, spans[1:], strict=False))
    assert all(p.split()[0].startswith("word") for p in piece_texts(hashing, numbered))


def test_token_pieces_start_where_the_head_window_ends_and_overlap() -> None:
    words = WordTokens()
    short = " ".join(f"w{i}" for i in range(254))
    assert piece_texts(words, short) == []
    text = " ".join(f"w{i}" for i in range(1000))
    pieces = piece_texts(words, text)
    firsts = [int(p.split()[0][1:]) for p in pieces]
    lasts = [int(p.split()[-1][1:]) for p in pieces]
    assert firsts[0] == 254 - 50  # the head saw w0..w253; the first piece overlaps it by 50 tokens
    assert all(b - a == 150 for a, b in zip(firsts, firsts[1:-1], strict=False))
    assert lasts[-1] == 999
    assert all(len(p.split()) == PIECE_TOKENS for p in pieces)


def test_pieces_are_capped_and_still_reach_the_end() -> None:
    text = " ".join(f"w{i}" for i in range(16_000))  # far more than 63 pieces at stride 150
    pieces = piece_texts(WordTokens(), text)
    assert len(pieces) == MAX_PIECES
    assert pieces[-1].split()[-1] == "w15999"
    longest = " ".join(f"w{i}" for i in range(5_500))[:32_000]  # the longest content allowed
    chars = piece_texts(HashingEmbedder(), longest)
    assert len(chars) == 53 and longest.endswith(chars[-1])  # by characters: under the cap
    assert len(piece_texts(HashingEmbedder(), longest * 2)) == MAX_PIECES


# -- storage and recall -------------------------------------------------------------------------------


def test_a_short_memory_has_exactly_one_vector(hx: Helix) -> None:
    m = hx.capture("run pytest inside the venv", kind="procedure")
    seq = seq_of(hx, m.id)
    assert hx.store.db.execute_sql("SELECT count(*) FROM memory_vec WHERE rowid = ?", (seq,)).fetchone()[0] == 1
    assert piece_ids(hx, seq) == []
    hx.index.refresh()
    assert len(hx.index) == 1


def test_a_long_memory_is_found_by_a_query_about_its_last_third(
        db_path: Path, clock: ManualClock) -> None:
    with Helix.open(db_path, clock=clock, embedder="hashing", background=False,
                    settings=VECTOR_ONLY) as hx:
        for text in DISTRACTORS:
            hx.capture(text, kind="fact")
        text = long_text(3000)
        long = hx.capture(text, kind="fact")
        seq = seq_of(hx, long.id)
        assert len(piece_ids(hx, seq)) == len(piece_texts(hx.embedder(), text)) >= 3
        hits = hx.recall(QUERY, limit=3, record_access=False)
        assert hits[0].memory.id == long.id
        # It won by a piece: its head (the whole text, diluted) is a weaker match.
        q = hx.embedder().embed([QUERY])[0]
        head = float(hx.index.vectors_for([seq])[seq] @ q)
        assert hits[0].components["vector"] > head + 0.02
        assert np.allclose(hx.index.vectors_for([seq])[seq], hx.embedder().embed([text])[0])
        # Search returns the memory once, however many of its pieces match.
        found = [s for s, _ in hx.index.search(q, ["global"], 10)]
        assert len(found) == len(set(found)) == len(DISTRACTORS) + 1


@pytest.mark.skipif(find_minilm_dir() is None, reason="MiniLM weights are not installed")
def test_minilm_finds_what_lies_past_its_256_token_window(db_path: Path, clock: ManualClock) -> None:
    from helix_core.embedding import MiniLMEmbedder

    embedder = MiniLMEmbedder(find_minilm_dir())
    with Helix.open(db_path, clock=clock, embedder=embedder, background=False,
                    settings=VECTOR_ONLY) as hx:
        for text in DISTRACTORS:
            hx.capture(text, kind="fact")
        text = long_text()
        # Everything the query asks about lies past the 254 tokens the head vector reads.
        assert len(embedder.token_offsets(text[: text.index(TAIL)])) > embedder.window_tokens
        long = hx.capture(text, kind="fact")
        seq = seq_of(hx, long.id)
        assert len(piece_ids(hx, seq)) >= 2
        hits = hx.recall(QUERY, limit=3, record_access=False)
        assert long.id in [h.memory.id for h in hits]
        # By its head alone it would trail every distractor that matters; its last piece lifts it.
        q = embedder.embed([QUERY])[0]
        head = float(hx.index.vectors_for([seq])[seq] @ q)
        assert head < sorted(float(v @ q) for v in embedder.embed(DISTRACTORS))[-3]
        found = next(h for h in hits if h.memory.id == long.id)
        assert found.components["vector"] > head + 0.2


def test_hard_forget_removes_every_piece(db_path: Path, clock: ManualClock) -> None:
    with Helix.open(db_path, clock=clock, embedder="hashing", background=False) as hx:
        keep = hx.capture(long_text(2500), kind="fact")
        gone = hx.capture(long_text(4000).replace("Dana", "Zanzibarquokka"), kind="fact")
        seq = seq_of(hx, gone.id)
        ids = piece_ids(hx, seq)
        assert len(ids) >= 4
        blob = hx.store.db.execute_sql(
            "SELECT embedding FROM memory_piece_vec WHERE rowid = ?", (ids[-1],)).fetchone()[0]
        hx.index.refresh()
        rows_before = len(hx.index)

        hx.forget(gone.id, hard=True)
        assert piece_ids(hx, seq) == []
        marks = ",".join("?" * len(ids))
        assert hx.store.db.execute_sql(
            f"SELECT count(*) FROM memory_piece_vec WHERE rowid IN ({marks})", tuple(ids)).fetchone()[0] == 0
        assert all(blob[:64] not in p.read_bytes() for p in db_path.parent.iterdir()
                   if p.name.startswith(db_path.name))
        hx.index.refresh()
        assert len(hx.index) == rows_before - 1 - len(ids)
        q = hx.embedder().embed(["Zanzibarquokka mismatched invoice"])[0]
        assert [s for s, _ in hx.index.search(q, ["global"], 10)] == [seq_of(hx, keep.id)]
        assert hx.doctor().ok


def test_new_text_replaces_the_pieces(hx: Helix) -> None:
    m = hx.capture(long_text(4000), kind="fact")
    seq = seq_of(hx, m.id)
    old = piece_ids(hx, seq)
    hx.edit(m.id, content="now a short note")
    assert piece_ids(hx, seq) == []
    hx.edit(m.id, content=long_text(2500))
    new = piece_ids(hx, seq)
    assert new and not set(new) & set(old)
    hx.index.refresh()
    assert sorted(hx.index._pieces[seq]) and len(hx.index._pieces[seq]) == len(new)


def test_the_doctor_finds_and_repairs_broken_pieces(hx: Helix) -> None:
    m = hx.capture(long_text(3000), kind="fact")
    other = hx.capture(long_text(2500), kind="fact")
    ids = piece_ids(hx, seq_of(hx, m.id))
    with hx.store.write():
        hx.store.db.execute_sql("DELETE FROM memory_piece_vec WHERE rowid = ?", (ids[0],))
        hx.store.db.execute_sql("INSERT INTO memory_piece(seq, ord) VALUES (99999, 1)")
        blob = hx.embedder().embed(["stray"])[0].tobytes()
        hx.store.db.execute_sql("INSERT INTO memory_piece_vec(rowid, embedding) VALUES (77777, ?)", (blob,))
    report = hx.doctor()
    check = report.check("vectors")
    assert not check.ok and check.problems == 3, check.detail
    assert "lack the vector of a piece" in check.detail
    repaired = hx.doctor(repair=True)
    assert repaired.ok, repaired.checks
    assert len(piece_ids(hx, seq_of(hx, m.id))) == len(ids)  # re-embedded, head and pieces
    assert piece_ids(hx, seq_of(hx, other.id))
    assert hx.recall(QUERY, limit=1, record_access=False)[0].memory.id in {m.id, other.id}


def test_index_dedups_memories_and_keeps_heads_apart_from_pieces() -> None:
    index = VectorIndex(None)  # type: ignore[arg-type]
    index._reset(2)
    unit = [(np.array(v) / np.linalg.norm(v)).astype(np.float32) for v in ([1, 0], [0, 1], [1, 1], [1, 0.1])]
    index._store_rows([(1, unit[1].tobytes(), "global"), (2, unit[2].tobytes(), "global")])
    index._store_pieces([(1, unit[0].tobytes(), "global"), (1, unit[3].tobytes(), "global")])
    index.refresh = lambda: None  # type: ignore[method-assign]
    index.piece_margin = 0.0  # plain max-pooling: the mechanics alone
    hits = index.search(unit[0], ["global"], 2)
    assert [s for s, _ in hits] == [1, 2] and hits[0][1] == pytest.approx(1.0)
    assert np.allclose(index.vectors_for([1])[1], unit[1])  # the head, not the best piece
    sims = index.best_similarity([1, 2, 3], unit[0])
    assert sims[0] == pytest.approx(1.0) and sims[1] == pytest.approx(unit[2][0]) and np.isnan(sims[2])
    index._remove(1)
    assert len(index) == 1 and [s for s, _ in index.search(unit[0], ["global"], 2)] == [2]


def test_a_piece_counts_only_when_it_beats_the_head_by_more_than_chance() -> None:
    index = VectorIndex(None)  # type: ignore[arg-type]
    spread = 0.1
    margin = index.piece_margin * spread
    assert index.combine(0.3, None, 0, spread) == 0.3
    assert index.combine(0.3, 0.35, 1, spread) == 0.3  # a little better: chance, the head stands
    assert index.combine(0.3, 0.8, 1, spread) == pytest.approx(0.8 - margin * np.sqrt(2 * np.log(2)))
    # The more pieces, the more one of them matches by chance: the bar rises (slowly).
    assert index.combine(0.3, 0.8, 63, spread) < index.combine(0.3, 0.8, 3, spread) < 0.8


def test_search_and_best_similarity_score_memories_as_combine_says() -> None:
    rng = np.random.default_rng(5)
    index = VectorIndex(None)  # type: ignore[arg-type]
    index._reset(16)
    vectors = rng.standard_normal((200, 16)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    index._store_rows([(s, vectors[s].tobytes(), "global") for s in range(100)])
    owners = [int(s) for s in rng.integers(0, 100, size=100)]
    index._store_pieces([(o, vectors[100 + i].tobytes(), "global") for i, o in enumerate(owners)])
    index.refresh = lambda: None  # type: ignore[method-assign]
    q = vectors[150]
    spread = index._spread(q)
    expected = {}
    for s in range(100):
        rows = index._pieces.get(s, [])
        piece = float((index._matrix[rows] @ q).max()) if rows else None
        expected[s] = index.combine(float(vectors[s] @ q), piece, len(rows), spread)
    ranked = sorted(expected, key=lambda s: -expected[s])
    hits = index.search(q, ["global"], 10)
    assert [s for s, _ in hits] == ranked[:10]
    assert [v for _, v in hits] == pytest.approx([expected[s] for s in ranked[:10]], abs=1e-5)
    assert index.best_similarity(list(range(100)), q) == pytest.approx([expected[s] for s in range(100)], abs=1e-5)


# -- upgrading a store embedded before pieces existed -------------------------------------------------

SCHEMA_V1 = Path(__file__).parent / "fixtures" / "schema_v1.sql"
T0 = 1767225600.0


def make_store_without_pieces(path: Path, contents: list[str]) -> None:
    """A database as Helix left it before pieces: schema m0001, one vector per memory (the
    embedder's own vector of the whole text), no piece tables."""
    embedder = HashingEmbedder()
    conn = choose_driver().connect(str(path))
    conn.enable_load_extension(True)
    sqlite_vec.load(conn)
    conn.executescript(SCHEMA_V1.read_text(encoding="utf-8"))
    conn.execute(f"CREATE VIRTUAL TABLE memory_vec USING vec0(embedding float[{embedder.dim}] distance_metric=cosine)")
    conn.execute("INSERT INTO meta(key, value) VALUES ('vec_dim', ?), ('vec_embedder', ?)",
                 (str(embedder.dim), embedder.name))
    conn.execute("INSERT INTO vec_log(seq, op) VALUES (0, 'reset')")
    for seq, content in enumerate(contents, start=1):
        conn.execute(
            "INSERT INTO memory(seq, id, kind, shape, level, content, attributes, scope, importance, confidence,"
            " valid_from, valid_to, recorded_at, status, origin, last_access_at, access_count, ef, half_life,"
            " pinned, deletion_policy, session, agent, updated_at, embedder, reviewed_at, consolidated_at)"
            " VALUES (?, ?, 'fact', 'semantic', 0, ?, '{}', 'global', 0.5, 0.8, ?, NULL, ?, 'active',"
            " 'user-asserted', ?, 0, 2.5, NULL, 0, 'manual_only', NULL, NULL, ?, ?, NULL, NULL)",
            (seq, f"mem_{seq}", content, T0, T0, T0, T0, embedder.name),
        )
        conn.execute("INSERT INTO history(memory_id, event, actor, rationale, before, after, at, run_id)"
                     " VALUES (?, 'created', 'human', NULL, NULL, '{}', ?, NULL)", (f"mem_{seq}", T0))
        conn.execute("INSERT INTO memory_vec(rowid, embedding) VALUES (?, ?)",
                     (seq, embedder.embed([content])[0].astype(np.float32).tobytes()))
        conn.execute("INSERT INTO vec_log(seq, op) VALUES (?, 'add')", (seq,))
    conn.commit()
    conn.close()


def test_a_store_without_pieces_is_migrated_and_its_long_memories_get_pieces(tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    text = long_text(3000)
    make_store_without_pieces(db, [*DISTRACTORS, text])
    long_seq = len(DISTRACTORS) + 1
    with Helix.open(db, embedder="hashing", background=False, settings=VECTOR_ONLY) as hx:
        assert "m0003_vector_pieces" in migrations.applied_names(hx.store.models)
        # Only the long memory is queued; nothing is re-embedded, every memory is found meanwhile.
        queued = [r[0] for r in hx.store.db.execute_sql("SELECT seq FROM vec_piece_todo")]
        assert queued == [long_seq]
        assert hx.stats().pending_embeddings == 0
        before = hx.recall(QUERY, limit=10, record_access=False)
        assert f"mem_{long_seq}" in [h.memory.id for h in before]
        assert "wait for their pieces" in hx.doctor().check("embeddings").detail

        assert hx.embed_pieces() == 1  # what `helix embed` and `helix doctor --repair` do
        assert hx.store.db.execute_sql("SELECT count(*) FROM vec_piece_todo").fetchone()[0] == 0
        assert len(piece_ids(hx, long_seq)) == len(piece_texts(hx.embedder(), text))
        assert all(piece_ids(hx, s) == [] for s in range(1, long_seq))
        head = hx.store.db.execute_sql("SELECT embedding FROM memory_vec WHERE rowid = ?", (long_seq,)).fetchone()[0]
        assert head == hx.embedder().embed([text])[0].astype(np.float32).tobytes()  # untouched
        hits = hx.recall(QUERY, limit=3, record_access=False)
        assert hits[0].memory.id == f"mem_{long_seq}"
        assert hits[0].components["vector"] > next(
            h.components["vector"] for h in before if h.memory.id == f"mem_{long_seq}") + 0.02
        assert hx.doctor().ok


def test_helix_embed_adds_the_pieces(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from helix_core.cli.main import main

    db = tmp_path / "old.db"
    make_store_without_pieces(db, [long_text(3000), "short"])
    assert main(["--db", str(db), "--embedder", "hashing", "--json", "embed"]) == 0
    assert '"pieces_checked": 1' in capsys.readouterr().out
    with Helix.open(db, embedder="hashing", background=False) as hx:
        assert piece_ids(hx, 1) and not hx.embedding.pieces_queued()


def test_the_background_worker_upgrades_by_itself_and_skips_changed_memories(tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    make_store_without_pieces(db, [long_text(3000), long_text(2500), "short"])
    with Helix.open(db, embedder="hashing", background=True) as hx:
        hx.edit("mem_2", content="rewritten, and short now")  # leaves the queue, no pieces
        deadline = time.monotonic() + 30
        while hx.embedding.pieces_queued() and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not hx.embedding.pieces_queued()
        assert piece_ids(hx, 1) and piece_ids(hx, 2) == [] and piece_ids(hx, 3) == []
        assert hx.flush_embeddings(timeout=10)
        assert hx.doctor().ok


def test_an_imported_long_memory_gets_its_pieces(hx: Helix, tmp_path: Path) -> None:
    text = long_text(3000)
    long = hx.capture(text, kind="fact")
    hx.capture("a short note", kind="fact")
    out = tmp_path / "strand.dna"
    hx.export(out)
    with Helix.open(tmp_path / "other.db", embedder="hashing", background=False) as other:
        result = other.import_(out)
        assert result.vectors_imported == 2  # a file carries each memory's head vector only
        seq = seq_of(other, long.id)
        queued = [r[0] for r in other.store.db.execute_sql("SELECT seq FROM vec_piece_todo")]
        assert queued == [seq]
        while other.embedding.upgrade_pieces():
            pass
        assert len(piece_ids(other, seq)) == len(piece_texts(other.embedder(), text))
        assert other.doctor().check("vectors").ok
