"""How long one heuristic consolidation run takes over 1,000 and 10,000 synthetic episodes.

    python bench/bench_consolidation.py            # 1k and 10k, hashing embedder
    python bench/bench_consolidation.py --sizes 2000 --embedder minilm

Setup (bulk insert + embedding) is not timed; the run is (planning and applying, Ollama off).
Target: 10k episodes in at most 60 s on 2 cores.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from helix_core import Helix  # noqa: E402
from helix_core.importance import heuristic_importance  # noqa: E402
from helix_core.settings import Settings  # noqa: E402
from helix_core.store.store import dumps  # noqa: E402

TOOLS = ["git pull", "uv sync", "pytest -x", "ruff check", "alembic upgrade head", "npm test",
         "terraform plan", "terraform apply", "docker build", "make lint"]
SUBJECTS = ["the invoice service", "the auth middleware", "the export job", "the payments API",
            "the search indexer", "the CI pipeline", "the mobile client", "the billing worker",
            "the report builder", "the notification queue"]
LESSONS = ["run {t} before pushing changes to {s}", "{s} needs the cache cleared after schema changes",
           "always pin the dependency versions of {s}", "{s} must use Decimal for money values",
           "wait for the database to be ready before testing {s}", "restart {s} after editing its config"]
OPENERS = ["Had to", "Reminder:", "Again:", "Learned that we should", "Note:"]
ROUTINE = ["Opened {f} to read it", "Listed the files in {d}", "Viewed the git log of {f}",
           "Renamed a variable in {f}", "Fixed a typo in {f}", "Reviewed the diff of {f}"]


def synthetic(n: int, seed: int = 1) -> list[dict]:
    rng = random.Random(seed)
    rows = []
    for i in range(n):
        scope = f"project:p{rng.randrange(8)}"
        r = rng.random()
        attrs: dict = {}
        if r < 0.45:
            lesson = rng.choice(LESSONS).format(t=rng.choice(TOOLS), s=rng.choice(SUBJECTS))
            text = f"{rng.choice(OPENERS)} {lesson}"
            origin = "user-asserted" if rng.random() < 0.2 else "agent-ingested"
        elif r < 0.55:
            steps = rng.sample(TOOLS[:5], 3) if rng.random() < 0.5 else TOOLS[5:8]
            text = f"Tool run: {' → '.join(steps)}"
            attrs = {"tool_trace": [{"tool": s, "ok": True} for s in steps], "success": True}
            origin = "agent-ingested"
        else:
            f = f"src/mod{rng.randrange(40)}/file{rng.randrange(30)}.py"
            text = rng.choice(ROUTINE).format(f=f, d=f.rsplit("/", 1)[0])
            origin = "agent-ingested"
        rows.append({"text": f"{text} (#{i})" if r >= 0.55 else text, "scope": scope, "origin": origin,
                     "attrs": attrs})
    return rows


def build(path: Path, n: int, embedder: str) -> None:
    now = time.time()
    with Helix.open(path, embedder=embedder, background=False) as hx:
        models = hx.store.models
        batch = []
        for i, row in enumerate(synthetic(n)):
            t = now - 30 * 86400 + i * (30 * 86400 / n)
            batch.append(dict(
                id=f"mem_bench_{i}", kind="episode", shape="episodic", level=0, content=row["text"],
                attributes=dumps(row["attrs"]), scope=row["scope"],
                importance=heuristic_importance(row["text"]),
                confidence=0.9 if row["origin"] == "user-asserted" else 0.6, valid_from=t,
                recorded_at=t, status="active", origin=row["origin"], last_access_at=t, access_count=0,
                ef=2.5, half_life=7.0, pinned=False, deletion_policy="manual_only", updated_at=t,
            ))
        with hx.store.write():
            for start in range(0, len(batch), 500):
                models.Memory.insert_many(batch[start:start + 500]).execute()
        hx.embed_pending()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--embedder", default="hashing")
    args = parser.parse_args()
    os.environ.setdefault("OLLAMA_HOST", "http://127.0.0.1:9")  # the heuristic path
    settings = Settings().with_overrides({"ollama": {"enabled": False}})
    for n in args.sizes:
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "bench.db"
            t0 = time.perf_counter()
            build(path, n, args.embedder)
            setup = time.perf_counter() - t0
            with Helix.open(path, embedder=args.embedder, background=False, settings=settings) as hx:
                t0 = time.perf_counter()
                hx.consolidate(dry_run=True)
                dry_s = time.perf_counter() - t0
                t0 = time.perf_counter()
                run = hx.consolidate()
                run_s = time.perf_counter() - t0
            c = run.counts
            print(f"{n:>6} episodes: run {run_s:6.2f} s  (dry run {dry_s:6.2f} s; setup {setup:5.1f} s)  "
                  f"clusters {c['clusters']}, proposals {c['proposals']} (add {c['add']}, noop {c['noop']}), "
                  f"procedures {c['procedures']}, reflections {c['reflections']}, "
                  f"contradictions {c['contradictions']}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
