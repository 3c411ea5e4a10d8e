"""SQLite and PostgreSQL side by side, in one run: recall quality, recall latency, capture throughput.

- Quality: the LoCoMo protocol of `bench/locomo.py`, the same conversations ingested into a SQLite
  file and into a PostgreSQL database; recall_any@5/@10, MRR@10 and NDCG@10 for each.
- Latency and throughput at N memories: a store of N synthetic memories is built once in SQLite
  (captured through the facade with the hashing embedder, so the store, not the model, is what is
  timed) and copied to PostgreSQL with `helix copy`; then on each backend: recall p50/p95 over
  `--queries` questions from a fresh process, and capture throughput with 4 and 16 writer processes
  capturing at once (each `--per-writer` captures).
- `--bulk`: the SQLite store is built instead by `bench/scale.py`'s builder (rows and vectors
  bulk-inserted with SQL, the FTS index filled by its triggers; scale's Zipf-like vocabulary of 20k
  words, vectors shaped as mixtures of real ones), minutes instead of ~25 per 100k through capture.
  The vectors are registered as the hashing embedder's so queries embed with it; queries are drawn
  from the same vocabulary and recall looks in the store's one scope, `project:bench`.

PostgreSQL is the `pgserver` wheel's server (PostgreSQL 16 + pgvector, a Unix socket in a temp
folder). Results go to bench/results/backends-<sizes>[-bulk].json (backends-locomo.json for
quality alone).

    python -m bench.backends --size 10000 --writers 4 16
    python -m bench.backends --skip-locomo --bulk --size 100000 --writers 4 16
"""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"

WORDS = ("build deploy test cache docker pytest venv migration schema index query latency token "
         "billing invoice release branch merge review lint format ruff mypy server client socket "
         "timeout retry queue worker cron backup restore vector search embed model prompt agent "
         "memory scope project staging production secret config toml yaml json api endpoint").split()


# A vocabulary with a long tail, drawn by Zipf's law as words are in text: a few words are in most
# memories, most words in few (with 60 words alone, every query would match every memory).
VOCABULARY = WORDS + [f"{WORDS[i % len(WORDS)]}{i}" for i in range(5000)]
ZIPF = [1.0 / (rank + 1) for rank in range(len(VOCABULARY))]


def sentence(rng: random.Random) -> str:
    return " ".join(rng.choices(VOCABULARY, weights=ZIPF, k=rng.randint(8, 16))).capitalize()


def fill(target: str, size: int, seed: int = 7) -> float:
    """Capture `size` memories into `target`; returns seconds."""
    from helix_core import Helix

    rng = random.Random(seed)
    t0 = time.perf_counter()
    with Helix.open(target, embedder="hashing", background=False) as hx:
        for i in range(size):
            hx.capture(f"{sentence(rng)} #{i}", scope=f"project:p{i % 20}")
    return time.perf_counter() - t0


def bulk_sentence(rng: random.Random) -> str:
    """Words of `bench/scale.py`'s vocabulary, drawn as its memories' words are (for bulk stores)."""
    from bench.scale import synthetic_text

    return synthetic_text(rng, 0).rsplit(" (note", 1)[0]


def bulk_build(target: str, size: int) -> dict[str, Any]:
    """`bench/scale.py`'s bulk builder; its vectors are registered as the hashing embedder's."""
    from bench.scale import build

    return build(Path(target), size, embedder_name="hashing-384")


_RECALL = """
import json, random, sys, time
from helix_core import Helix
sys.path.insert(0, {root!r})
from bench.backends import {sentence} as sentence
rng = random.Random(11)
out = []
with Helix.open({target!r}, embedder="hashing", background=False) as hx:
    hx.recall("warm up the cache", scope={scope0!r}, record_access=False)
    for i in range({n}):
        q = sentence(rng)
        t0 = time.perf_counter()
        hx.recall(q, scope={scope}, limit=10, record_access=False)
        out.append(time.perf_counter() - t0)
print(json.dumps(out))
"""

_WRITER = """
import json, os, random, sys, time
from helix_core import Helix
sys.path.insert(0, {root!r})
from bench.backends import {sentence} as sentence
rng = random.Random({seed})
with Helix.open({target!r}, embedder="hashing", background=False) as hx:
    print("ready", flush=True)
    while not os.path.exists(sys.argv[1]):
        time.sleep(0.001)
    t0 = time.time()
    for i in range({n}):
        hx.capture(sentence(rng) + " w{seed} " + str(i), scope="project:writers", agent="agent-{seed}")
    print(json.dumps([t0, time.time()]), flush=True)
"""


def recall_latency(target: str, n: int, bulk: bool = False) -> dict[str, float]:
    code = _RECALL.format(root=str(ROOT), target=target, n=n,
                          sentence="bulk_sentence" if bulk else "sentence",
                          scope0="project:bench" if bulk else "project:p0",
                          scope='"project:bench"' if bulk else 'f"project:p{i % 20}"')
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    times = sorted(json.loads(done.stdout.strip().splitlines()[-1]))
    return {"p50_ms": round(1000 * statistics.median(times), 2),
            "p95_ms": round(1000 * times[int(0.95 * (len(times) - 1))], 2), "queries": n}


def capture_throughput(target: str, writers: int, per_writer: int, bulk: bool = False) -> dict[str, float]:
    """`writers` processes, each with the store open, start capturing at one signal; the time is
    from the first capture's start to the last one's end (start-up and imports not counted)."""
    go = Path(tempfile.mkdtemp(prefix="helix-go-")) / "go"
    procs = [subprocess.Popen([sys.executable, "-c",
                               _WRITER.format(root=str(ROOT), target=target, n=per_writer, seed=w,
                                             sentence="bulk_sentence" if bulk else "sentence"),
                               str(go)], stdout=subprocess.PIPE, text=True) for w in range(writers)]
    for p in procs:
        assert p.stdout is not None and p.stdout.readline().strip() == "ready"
    go.touch()
    spans = []
    for p in procs:
        assert p.stdout is not None
        out = p.stdout.read()
        if p.wait(timeout=580) != 0:
            raise SystemExit(f"a writer failed on {target}")
        spans.append(json.loads(out.strip().splitlines()[-1]))
    took = max(b for _, b in spans) - min(a for a, _ in spans)
    total = writers * per_writer
    return {"writers": writers, "captures": total, "seconds": round(took, 2),
            "captures_per_s": round(total / took, 1)}


def locomo_quality(sqlite_target: str, pg_target: str, limit: int | None) -> dict[str, Any]:
    from bench.locomo import open_bench

    out: dict[str, Any] = {}
    keys = ("recall_any@5", "recall_any@10", "mrr@10", "ndcg@10")
    for name, target in (("sqlite", sqlite_target), ("postgresql", pg_target)):
        bench = open_bench(embedder="minilm", limit=limit, target=target)
        try:
            summary = bench.run({})
        finally:
            bench.close()
        out[name] = {k: summary[k] for k in ("questions", *keys, "latency") if k in summary}
    return out


def main(argv: list[str] | None = None) -> int:
    import argparse

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--size", type=int, nargs="*", default=[10_000], help="memories in the store")
    p.add_argument("--writers", type=int, nargs="+", default=[4, 16])
    p.add_argument("--per-writer", type=int, default=50)
    p.add_argument("--queries", type=int, default=200)
    p.add_argument("--locomo-limit", type=int, default=None, help="first N LoCoMo conversations")
    p.add_argument("--skip-locomo", action="store_true")
    p.add_argument("--backends", nargs="+", choices=("sqlite", "postgresql"), default=["sqlite", "postgresql"],
                   help="which backends to time (sqlite alone skips the copy to PostgreSQL)")
    p.add_argument("--bulk", action="store_true",
                   help="build the SQLite store with bench/scale.py's bulk builder, not through capture")
    args = p.parse_args(argv)

    import pgserver
    import psycopg

    from helix_core.portability.copy import copy_store

    work = Path(tempfile.mkdtemp(prefix="helix-backends-"))
    server = pgserver.get_server(work / "pgdata", cleanup_mode="delete")
    admin = server.get_uri()
    base, _, query = admin.partition("?")
    root_url = base.rsplit("/", 1)[0]

    def database(name: str) -> str:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
            conn.execute(f"CREATE DATABASE {name}")
        url = f"{root_url}/{name}" + (f"?{query}" if query else "")
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        return url

    report: dict[str, Any] = {"machine": "2 cores, 24 GiB", "postgresql": "pgserver (PostgreSQL 16, pgvector)",
                              "build": "bulk (bench/scale.py)" if args.bulk else "capture", "sizes": {}}
    try:
        if not args.skip_locomo:
            report["locomo"] = locomo_quality(str(work / "locomo.db"), database("locomo"), args.locomo_limit)
            print(json.dumps(report["locomo"], indent=1), flush=True)
        for size in args.size:
            sqlite = str(work / f"s{size}.db")
            row: dict[str, Any] = {}
            if args.bulk:
                row["bulk_build"] = bulk_build(sqlite, size)
                row["build_s"] = row["bulk_build"]["build_s"]
            else:
                row["build_s"] = round(fill(sqlite, size), 1)
            print(size, "built", json.dumps(row), flush=True)
            targets = {"sqlite": sqlite}
            if "postgresql" in args.backends:
                targets["postgresql"] = pg = database(f"p{size}")
                t0 = time.perf_counter()
                copy_store(sqlite, pg)
                row["copy_to_pg_s"] = round(time.perf_counter() - t0, 1)
                print(size, "copied", row["copy_to_pg_s"], "s", flush=True)
            for name in args.backends:
                target = targets[name]
                row[name] = {"recall": recall_latency(target, args.queries, args.bulk),
                             "capture": [capture_throughput(target, w, args.per_writer, args.bulk)
                                         for w in args.writers]}
                print(name, size, json.dumps(row[name]), flush=True)
            report["sizes"][str(size)] = row
    finally:
        server.cleanup()
    RESULTS.mkdir(parents=True, exist_ok=True)
    name = "backends-locomo.json" if not args.size else ("backends-" + "-".join(map(str, args.size)) + ("-bulk" if args.bulk else "")
                                                     + ("" if len(args.backends) == 2 else f"-{args.backends[0]}") + ".json")
    (RESULTS / name).write_text(json.dumps(report, indent=1))
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
