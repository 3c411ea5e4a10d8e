"""How the app feels with 100,000 memories: time to first paint, to filter and to search, the CPU it
uses while idle, and its resident memory.

    python bench/bench_app.py [--n 100000] [--idle 10]

The database is built fast: rows go straight into the memory table in one transaction (the FTS index
follows through its triggers); no vectors, so semantic search is not part of these figures. The app
runs headless (Textual's test driver) in this process; CPU is read from /proc/self/stat.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import tempfile
import time
from pathlib import Path
from typing import Any

from textual.widgets import Input, Select

from helix_core import Helix
from helix_tui.app import HelixApp
from helix_tui.widgets.virtual_table import VirtualTable

KINDS = [("episode", "episodic", 7.0), ("fact", "semantic", None), ("decision", "semantic", None),
         ("procedure", "procedural", 90.0), ("preference", "semantic", None)]
WORDS = ("pytest venv billing invoice decimal alembic migration deploy terraform react vite docker "
         "postgres sqlite timeout retry cache token lint ruff black uv pnpm webpack schema api").split()


def build(path: Path, n: int, seed: int = 7) -> float:
    t0 = time.perf_counter()
    rng = random.Random(seed)
    hx = Helix.open(path, embedder="hashing", background=False)
    try:
        now = time.time()
        cols = ("id, kind, shape, level, content, attributes, scope, importance, confidence, valid_from, "
                "recorded_at, status, origin, last_access_at, access_count, ef, half_life, pinned, "
                "deletion_policy, updated_at")
        sql = f"INSERT INTO memory ({cols}) VALUES ({','.join('?' * 20)})"
        rows = []
        for i in range(n):
            kind, shape, half_life = KINDS[rng.randrange(len(KINDS))]
            at = now - rng.uniform(0, 365) * 86400
            text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(6, 14))) + f" (note {i})"
            rows.append((
                f"mem_app_{i}", kind, shape, 0, text, "{}", f"project:p{rng.randrange(8)}",
                round(rng.uniform(0.1, 0.9), 2), 0.6, at, at,
                rng.choice(("active", "active", "active", "archived")), "agent-ingested",
                at + rng.uniform(0, 30) * 86400, rng.randrange(5), 2.5, half_life, 0, "manual_only", at,
            ))
        with hx.store.write():
            hx.store.db.connection().executemany(sql, rows)
    finally:
        hx.close()
    return time.perf_counter() - t0


def cpu_seconds() -> float:
    fields = Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks  # utime + stime


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


async def wait_for(pilot: Any, predicate: Any, timeout: float = 30.0) -> None:
    deadline = time.perf_counter() + timeout
    while not predicate():
        if time.perf_counter() > deadline:
            raise TimeoutError("the app did not get there in time")
        await asyncio.sleep(0.002)


async def measure(path: Path, idle_seconds: float) -> dict[str, Any]:
    out: dict[str, Any] = {}
    t0 = time.perf_counter()
    hx = Helix.open(path, embedder="hashing")
    app = HelixApp(hx, check_ollama=False, poll_interval=2.0)
    async with app.run_test(size=(160, 48)) as pilot:
        await wait_for(pilot, lambda: app.screen.query(VirtualTable)
                       and app.screen.query_one(VirtualTable).total > 0
                       and app.screen.query_one(VirtualTable).current is not None)
        await pilot.pause()
        out["first_paint_s"] = round(time.perf_counter() - t0, 3)
        screen = app.screen
        table = screen.query_one(VirtualTable)
        out["rows"] = table.total

        async def timed(change: Any) -> float:
            generation = screen.generation
            started = time.perf_counter()
            change()
            await wait_for(pilot, lambda: screen.generation > generation
                           and screen.shown_generation == screen.generation)
            return round((time.perf_counter() - started) * 1000, 1)

        kind = screen.query_one("#kind", Select)
        out["filter_kind_ms"] = await timed(lambda: setattr(kind, "value", "decision"))
        out["filter_kind_rows"] = table.total
        status = screen.query_one("#status", Select)
        out["filter_status_ms"] = await timed(lambda: setattr(status, "value", "archived"))
        kind.clear()
        status.clear()
        await pilot.pause()
        search = screen.query_one("#search", Input)

        def do_search(text: str) -> Any:
            def go() -> None:
                search.value = text
                screen._search_submitted()
            return go

        out["search_text_ms"] = await timed(do_search("terraform timeout"))
        out["search_text_rows"] = table.total
        out["search_rare_ms"] = await timed(do_search("note 99999"))
        search.value = ""
        screen.action_clear()
        await pilot.pause()
        out["sort_age_ms"] = await timed(lambda: screen.action_cycle_sort())
        started = time.perf_counter()
        table.action_last()
        await wait_for(pilot, lambda: table.current is not None)
        out["jump_to_last_row_ms"] = round((time.perf_counter() - started) * 1000, 1)
        await asyncio.sleep(2.5)  # let the first watermark poll and any repaint settle
        c0, w0 = cpu_seconds(), time.perf_counter()
        await asyncio.sleep(idle_seconds)
        c1, w1 = cpu_seconds(), time.perf_counter()
        out["idle_cpu_percent"] = round(100 * (c1 - c0) / (w1 - w0), 2)
        out["idle_seconds"] = round(w1 - w0, 1)
        out["rss_mb"] = round(rss_mb(), 1)
    hx.close()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description="benchmark the Helix app at scale")
    parser.add_argument("--n", type=int, default=100_000)
    parser.add_argument("--idle", type=float, default=10.0)
    parser.add_argument("--db", help="reuse (or create) this database instead of a temp one")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(args.db) if args.db else Path(tmp) / "bench.db"
        built = None
        if not path.exists():
            built = round(build(path, args.n), 1)
        result = {"n": args.n, "build_s": built, **asyncio.run(measure(path, args.idle))}
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
