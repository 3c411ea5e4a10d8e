"""Speed at scale: recall over 100k–1M memories, vector search against its baselines, salience
listing, database size and peak memory.

The databases are built fast: rows and vectors are bulk-inserted with SQL in large transactions
(the FTS index fills through its triggers, as it would for captured rows). Vectors are synthetic but
shaped like real ones: each is a random mixture of two real MiniLM embeddings (LoCoMo turns, from
the cache `bench.locomo` leaves) plus noise, so neighbourhoods have the structure an approximate
index relies on. Uniformly random unit vectors would have none (every cosine ≈ 0) and would say
nothing about real recall. Queries are real questions, embedded end to end by MiniLM.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from helix_core import Helix
from helix_core.vectors import to_blob

from .common import RESULTS, latency_summary, minilm_or_none, peak_rss_mb, rss_mb

WORDS = (
    "deploy database pytest cache migration billing invoice ledger docker kubernetes schema index "
    "latency retry timeout token queue worker cron backup release staging production config parser "
    "client server router handler session cookie upload download search filter sort page table column "
    "vector embedding model prompt agent memory capture recall review approve reject merge branch "
    "commit rebase lint format type test fixture mock patch build wheel package version lock venv"
).split()
QUESTIONS = [
    "how do I run the tests?", "which database does billing use?", "why did the deploy fail last week?",
    "what is the retry policy for the queue worker?", "where is the staging config?",
    "what did we decide about the cache timeout?", "who reviews migrations?",
    "how are embeddings stored?", "what breaks the nightly backup cron?",
    "which branch do releases come from?", "how do I format the code before committing?",
    "what does the parser do with empty input?",
]


def basis_vectors(rng: np.random.Generator) -> tuple[np.ndarray, str]:
    """Real MiniLM vectors to mix from (LoCoMo cache), else random ones (stated in the results)."""
    cache = RESULTS / "cache" / "locomo-minilm.npz"
    if cache.is_file():
        return np.load(cache)["vectors"].astype(np.float32), "minilm-mixtures"
    basis = rng.standard_normal((3000, 384)).astype(np.float32)
    return basis / np.linalg.norm(basis, axis=1, keepdims=True), "random-basis-mixtures"


def synthetic_vectors(basis: np.ndarray, n: int, rng: np.random.Generator) -> np.ndarray:
    a = basis[rng.integers(0, len(basis), n)]
    b = basis[rng.integers(0, len(basis), n)]
    w = rng.uniform(0.2, 0.8, (n, 1)).astype(np.float32)
    x = a + w * b + 0.04 * rng.standard_normal(a.shape).astype(np.float32)
    return x / np.linalg.norm(x, axis=1, keepdims=True)


_SYLLABLES = "ka lo mi ne ru sa ti vo pe da gu re no shi ta ko mu ze bi fa".split()


def _vocabulary(size: int = 20_000) -> list[str]:
    """Domain words first, then pseudo-words: drawn Zipf-like, a word's document frequency falls
    with its rank the way a real note collection's does (most words are rare)."""
    rng = random.Random(1)
    pseudo: dict[str, None] = {}
    while len(pseudo) < size:
        word = "".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 4)))
        if word not in WORDS:
            pseudo[word] = None
    rest = list(pseudo)
    return rest[:200] + WORDS + rest[200:]


VOCAB = _vocabulary()


def synthetic_text(rng: random.Random, i: int) -> str:
    words = [VOCAB[min(len(VOCAB) - 1, int(50 * (rng.paretovariate(0.7) - 1)))]
             for _ in range(rng.randint(6, 16))]
    return " ".join(words) + f" (note {i})"


def build(path: Path, n: int, embedder_name: str = "minilm-l6-v2", seed: int = 7,
          batch: int = 50_000) -> dict[str, Any]:
    """A store of `n` memories with vectors, written straight through SQL."""
    t0 = time.perf_counter()
    rng = np.random.default_rng(seed)
    prng = random.Random(seed)
    basis, kind = basis_vectors(rng)
    hx = Helix.open(path, embedder="hashing", background=False)
    try:
        store = hx.store
        store.ensure_vec_table(int(basis.shape[1]), embedder_name)
        now = time.time()
        cols = ("id, kind, shape, level, content, attributes, scope, importance, confidence, valid_from, "
                "recorded_at, status, origin, last_access_at, access_count, ef, half_life, pinned, "
                "deletion_policy, updated_at, embedder")
        sql = f"INSERT INTO memory ({cols}) VALUES ({','.join('?' * 21)})"
        conn = store.db.connection()
        for start in range(0, n, batch):
            count = min(batch, n - start)
            rows = []
            for i in range(start, start + count):
                episodic = prng.random() < 0.7
                at = now - prng.uniform(0, 365) * 86400
                rows.append((
                    f"mem_bench_{i}", "episode" if episodic else "fact",
                    "episodic" if episodic else "semantic", 0, synthetic_text(prng, i), "{}",
                    "project:bench", round(prng.uniform(0.1, 0.9), 2), 0.6, at, at, "active",
                    "agent-ingested", at, 0, 2.5, 7.0 if episodic else None, 0, "manual_only", at,
                    embedder_name,
                ))
            vectors = synthetic_vectors(basis, count, rng)
            with store.write():
                cur = conn.executemany(sql, rows)
                del cur
                first = store.db.execute_sql(
                    "SELECT seq FROM memory WHERE id = ?", (f"mem_bench_{start}",)).fetchone()[0]
                conn.executemany(
                    "INSERT INTO memory_vec(rowid, embedding) VALUES (?, ?)",
                    [(first + j, to_blob(vectors[j])) for j in range(count)],
                )
    finally:
        hx.close()
    size = sum(p.stat().st_size for p in path.parent.glob(path.name + "*") if p.is_file())
    return {"n": n, "vectors": kind, "build_s": round(time.perf_counter() - t0, 1), "db_bytes": size,
            "db_mb_per_100k": round(size / 1e6 / (n / 100_000), 1)}


@dataclass
class Queries:
    texts: list[str]
    vectors: np.ndarray


def run(n: int, workdir: Path, *, queries: int = 40, reuse: bool = True) -> dict[str, Any]:
    """Build (or reuse) a store of n memories and time every search path on it."""
    path = workdir / f"scale-{n}.db"
    out: dict[str, Any] = {"n": n}
    if not (reuse and path.exists()):
        for p in workdir.glob(path.name + "*"):
            p.unlink()
        out["build"] = build(path, n)
    size = sum(p.stat().st_size for p in workdir.glob(path.name + "*") if p.is_file())
    out["db_mb"] = round(size / 1e6, 1)
    out["db_mb_per_100k"] = round(size / 1e6 / (n / 100_000), 1)
    embedder = minilm_or_none()
    with Helix.open(path, embedder=embedder or "hashing", background=False) as hx:
        if embedder is None:
            out["note"] = "MiniLM missing: hashing query embeddings against MiniLM-shaped vectors"
            hx.store.meta_set("vec_embedder", "hashing-384")
        t = time.perf_counter()
        hx.index.refresh()
        out["index_load_s"] = round(time.perf_counter() - t, 2)
        scopes = ["project:bench", "global"]
        qtexts = [QUESTIONS[i % len(QUESTIONS)] + ("" if i < len(QUESTIONS) else f" #{i}")
                  for i in range(queries)]
        qv = np.stack([hx._embed_query(t) for t in qtexts])
        hx._query_cache.clear()
        # approximate index (built on first use when large enough)
        t = time.perf_counter()
        hx.index.search(qv[0], scopes, 10)
        out["ann_build_s"] = round(time.perf_counter() - t, 2)
        out["ann"] = hx.index._ivf is not None
        exact_np, approx, overlaps = [], [], []
        for q in qv:
            t = time.perf_counter()
            exact = hx.index.search(q, scopes, 10, exact=True)
            exact_np.append(time.perf_counter() - t)
            t = time.perf_counter()
            got = hx.index.search(q, scopes, 10)
            approx.append(time.perf_counter() - t)
            overlaps.append(len({s for s, _ in got} & {s for s, _ in exact}) / 10)
        out["numpy_exact"] = latency_summary(exact_np)
        out["index_search"] = latency_summary(approx)
        out["overlap@10"] = round(float(np.mean(overlaps)), 3)
        knn = []
        for q in qv[: min(10, len(qv))]:
            t = time.perf_counter()
            hx.store.db.execute_sql(
                "SELECT rowid, distance FROM memory_vec WHERE embedding MATCH ? AND k = 10",
                (to_blob(q),)).fetchall()
            knn.append(time.perf_counter() - t)
        out["sqlite_vec_exact"] = latency_summary(knn)
        rec = []
        for text in qtexts:
            hx._query_cache.clear()
            t = time.perf_counter()
            hx.recall(text, scope="project:bench", limit=10, record_access=False)
            rec.append(time.perf_counter() - t)
        out["recall_e2e"] = latency_summary(rec)
        lst = []
        for _ in range(10):
            t = time.perf_counter()
            hx.list(order="salience", limit=100)
            lst.append(time.perf_counter() - t)
        out["list_salience_top100"] = latency_summary(lst)
        out["rss_mb"] = round(rss_mb(), 1)
    out["peak_rss_mb"] = round(peak_rss_mb(), 1)
    return out


if __name__ == "__main__":
    import argparse
    import json

    p = argparse.ArgumentParser(description="recall/search/list speed at scale")
    p.add_argument("--n", type=int, default=100_000)
    p.add_argument("--queries", type=int, default=40)
    p.add_argument("--workdir", type=Path, default=RESULTS / "cache")
    p.add_argument("--rebuild", action="store_true")
    a = p.parse_args()
    a.workdir.mkdir(parents=True, exist_ok=True)
    print(json.dumps(run(a.n, a.workdir, queries=a.queries, reuse=not a.rebuild), indent=1))
