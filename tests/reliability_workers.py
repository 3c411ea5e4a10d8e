"""Worker processes for the reliability tests and `bench/soak.py` (run as a script, one role each).

    python tests/reliability_workers.py agent DB RESULT --agent a0 --count 500
    python tests/reliability_workers.py app DB RESULT --stop STOPFILE

`agent` captures `count` memories as one coding agent would (its own Helix, background embedding),
timing every call: the slowest capture is the longest lock wait a caller saw. `app` stands in for the
open terminal app: background embedding, a recall loop that writes accesses, a periodic decay sweep,
edits of a memory, and consolidation runs when the engine has them — until STOPFILE appears. Both
write a JSON summary to RESULT, including every exception that reached them (none is expected).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
import traceback
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from helix_core import Helix  # noqa: E402
from helix_core.errors import HelixError, NotAvailable  # noqa: E402

TOPICS = [
    "ran pytest after activating .venv; {n} tests passed",
    "decided to keep SQLite in WAL mode for module_{n}",
    "error in billing_{n}.py: KeyError 'amount' fixed by a default",
    "the user prefers ruff over flake8 (seen in task {n})",
    "listed the directory src/pkg_{n}",
    "deploy of service {n} needs the migration first",
]


def marker(agent: str, i: int) -> str:
    """A unique tag in each captured text, so the checker can find every capture exactly once."""
    return f"[{agent}-{i:05d}]"


def run_agent(db: str, result: str, agent: str, count: int, seed: int) -> None:
    rng = random.Random(seed)
    latencies: list[float] = []
    errors: list[str] = []
    started = time.perf_counter()
    with Helix.open(db, embedder="hashing", background=True) as hx:
        for i in range(count):
            text = rng.choice(TOPICS).format(n=rng.randint(1, 40)) + " " + marker(agent, i)
            t0 = time.perf_counter()
            try:
                hx.capture(text, scope=f"project:p{i % 3}", origin="agent-ingested",
                           session=f"s-{agent}", agent=agent)
            except Exception as exc:  # recorded, never expected
                errors.append(f"{type(exc).__name__}: {exc}")
            latencies.append(time.perf_counter() - t0)
        capture_seconds = time.perf_counter() - started
        hx.flush_embeddings(timeout=120)
    latencies.sort()
    _write(result, {
        "role": "agent", "agent": agent, "count": count, "errors": errors,
        "seconds": capture_seconds,
        "max_latency": latencies[-1] if latencies else 0.0,
        "p99_latency": latencies[int(len(latencies) * 0.99) - 1] if latencies else 0.0,
        "mean_latency": sum(latencies) / len(latencies) if latencies else 0.0,
    })


def _invariant_violations(hx: Helix) -> list[str]:
    """What a reader must never see, each checked in one statement (one consistent snapshot)."""
    db = hx.store.db
    out = []
    n = db.execute_sql(
        "SELECT count(*) FROM memory m WHERE NOT EXISTS (SELECT 1 FROM history h WHERE h.memory_id = m.id) "
        "OR NOT EXISTS (SELECT 1 FROM provenance p WHERE p.memory_id = m.id)"
    ).fetchone()[0]
    if n:
        out.append(f"{n} memories visible without their history or provenance (half-applied write)")
    n = db.execute_sql(
        "SELECT count(*) FROM memory m WHERE m.origin = 'derived' AND m.level > 0 "
        "AND NOT EXISTS (SELECT 1 FROM edge e WHERE e.src = m.id AND e.relation = 'derived_from')"
    ).fetchone()[0]
    if n:
        out.append(f"{n} derived memories visible without grounding edges (half-applied consolidation)")
    return out


def run_app(db: str, result: str, stop: str, seed: int) -> None:
    rng = random.Random(seed)
    errors: list[str] = []
    violations: list[str] = []
    counts = {"recalls": 0, "sweeps": 0, "edits": 0, "consolidations": 0, "checks": 0}
    recall_max = 0.0
    consolidation = True
    consolidation_note = ""
    with Helix.open(db, embedder="hashing", background=True) as hx:
        pinned = hx.capture("the person is editing this memory in the app", origin="user-asserted",
                            actor="human")
        last_sweep = last_consolidate = time.monotonic()
        while not os.path.exists(stop):
            try:
                t0 = time.perf_counter()
                hx.recall(rng.choice(["pytest venv", "SQLite WAL", "billing error", "ruff", "deploy"]),
                          scope=f"project:p{rng.randint(0, 2)}", limit=5)
                recall_max = max(recall_max, time.perf_counter() - t0)
                counts["recalls"] += 1
                if rng.random() < 0.2:
                    hx.edit(pinned.id, attributes={"note": f"edit {counts['edits']}"})
                    counts["edits"] += 1
                now = time.monotonic()
                if now - last_sweep > 0.5:
                    hx.sweep()
                    counts["sweeps"] += 1
                    last_sweep = now
                if consolidation and now - last_consolidate > 2.0:
                    try:
                        hx.consolidate()
                        counts["consolidations"] += 1
                    except NotAvailable as exc:
                        consolidation = False
                        consolidation_note = str(exc)
                    last_consolidate = time.monotonic()
                found = _invariant_violations(hx)
                counts["checks"] += 1
                violations.extend(found)
            except HelixError as exc:
                errors.append(f"{type(exc).__name__}: {exc}")
            except Exception:
                errors.append(traceback.format_exc(limit=3))
            time.sleep(0.01)
        hx.flush_embeddings(timeout=120)
        final_edit = hx.get(pinned.id).attributes
    _write(result, {
        "role": "app", "errors": errors, "violations": violations, "recall_max": recall_max,
        "consolidation": consolidation, "consolidation_note": consolidation_note,
        "edited_id": pinned.id, "final_attributes": final_edit, **counts,
    })


def run_contention(workdir: Path, agents: int, count: int, timeout: float = 900.0) -> dict[str, Any]:
    """Start the app stand-in and `agents` capturing agents on one database; return every summary.

    Raises AssertionError (with the workers' stderr) when a worker dies or the run times out.
    """
    import subprocess

    workdir.mkdir(parents=True, exist_ok=True)
    db = str(workdir / "helix.db")
    Helix.open(db, embedder="hashing", background=False).close()  # create + migrate once, up front
    stop = workdir / "stop"
    script = str(Path(__file__).resolve())
    env = {**os.environ, "PYTHONPATH": str(ROOT)}

    def spawn(*args: str) -> subprocess.Popen[bytes]:
        return subprocess.Popen([sys.executable, script, *args], env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

    app = spawn("app", db, str(workdir / "app.json"), "--stop", str(stop))
    time.sleep(0.5)
    started = time.perf_counter()
    procs = [
        spawn("agent", db, str(workdir / f"a{k}.json"), "--agent", f"a{k}", "--count", str(count),
              "--seed", str(k + 10))
        for k in range(agents)
    ]
    deadline = time.monotonic() + timeout
    failures = []
    try:
        for k, proc in enumerate(procs):
            try:
                _, err = proc.communicate(timeout=max(1.0, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                proc.kill()
                _, err = proc.communicate()
                failures.append(f"agent a{k} timed out")
            if proc.returncode != 0:
                failures.append(f"agent a{k} exited {proc.returncode}: {err.decode()[-2000:]}")
        wall = time.perf_counter() - started
    finally:
        stop.touch()
        try:
            _, app_err = app.communicate(timeout=180)
        except subprocess.TimeoutExpired:
            app.kill()
            _, app_err = app.communicate()
            failures.append("the app stand-in did not stop")
    if app.returncode != 0:
        failures.append(f"app exited {app.returncode}: {app_err.decode()[-2000:]}")
    assert not failures, "\n".join(failures)
    summaries = [json.loads((workdir / f"a{k}.json").read_text()) for k in range(agents)]
    return {
        "db": db, "wall_seconds": wall, "agents": summaries,
        "app": json.loads((workdir / "app.json").read_text()),
        "writes_per_second": agents * count / wall,
        "max_capture_latency": max(s["max_latency"] for s in summaries),
        "p99_capture_latency": max(s["p99_latency"] for s in summaries),
    }


def verify_contention(db: str, agents: int, count: int) -> dict[str, Any]:
    """What must hold after a contention run; returns the figures it checked (asserting each)."""
    with Helix.open(db, embedder="hashing", background=False) as hx:
        sql = hx.store.db.execute_sql
        expected = {marker(f"a{k}", i) for k in range(agents) for i in range(count)}
        rows = sql("SELECT id, content FROM memory WHERE agent LIKE 'a%'").fetchall()
        tags = [c[c.rindex("["):] for _, c in rows]
        assert len(rows) == agents * count, f"{len(rows)} episodes stored, expected {agents * count}"
        assert len(set(tags)) == len(tags), "a capture was stored twice"
        assert set(tags) == expected, f"missing captures: {sorted(expected - set(tags))[:5]}"
        created = sql(
            "SELECT count(*), count(DISTINCT memory_id) FROM history WHERE event = 'created' "
            "AND memory_id IN (SELECT id FROM memory WHERE agent LIKE 'a%')"
        ).fetchone()
        assert created == (agents * count, agents * count), f"created events: {created}"
        prov = sql(
            "SELECT count(DISTINCT memory_id) FROM provenance "
            "WHERE memory_id IN (SELECT id FROM memory WHERE agent LIKE 'a%')"
        ).fetchone()[0]
        assert prov == agents * count, f"provenance rows for {prov} captures"
        pending = sql("SELECT count(*) FROM memory WHERE embedder IS NULL").fetchone()[0]
        t0 = time.perf_counter()
        report = hx.doctor()
        doctor_seconds = time.perf_counter() - t0
        assert report.ok, [c for c in report.checks if not c.ok]
        vectors = sql("SELECT count(*) FROM memory_vec").fetchone()[0]
        total = sql("SELECT count(*) FROM memory").fetchone()[0]
        assert pending == 0 and vectors == total, f"{pending} pending, {vectors} vectors for {total}"
        return {"episodes": len(rows), "doctor_seconds": doctor_seconds}


def _write(path: str, data: dict[str, Any]) -> None:
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f)
    os.replace(tmp, path)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("role", choices=["agent", "app"])
    parser.add_argument("db")
    parser.add_argument("result")
    parser.add_argument("--agent", default="a0")
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--stop", default="")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.role == "agent":
        run_agent(args.db, args.result, args.agent, args.count, args.seed)
    else:
        run_app(args.db, args.result, args.stop, args.seed)


if __name__ == "__main__":
    main()
