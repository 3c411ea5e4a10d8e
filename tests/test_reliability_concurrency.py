"""Several processes on one database: the app stand-in plus four capturing agents lose nothing.

Scaled for CI (4×500 by default; HELIX_RELIABILITY_COUNT overrides); `bench/soak.py` runs 4×2,500.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

from helix_core import Helix

sys.path.insert(0, str(Path(__file__).resolve().parent))
import reliability_workers as workers  # noqa: E402

COUNT = int(os.environ.get("HELIX_RELIABILITY_COUNT", "500"))
AGENTS = 4


def test_app_and_four_agents_store_every_capture_exactly_once(tmp_path: Path) -> None:
    result = workers.run_contention(tmp_path / "run", AGENTS, COUNT)
    for agent in result["agents"]:
        assert agent["errors"] == [], f"{agent['agent']} saw errors: {agent['errors'][:3]}"
    app = result["app"]
    assert app["errors"] == [], app["errors"][:3]
    assert app["violations"] == [], app["violations"][:3]
    assert app["recalls"] > 0 and app["sweeps"] > 0 and app["checks"] > 0
    # The person's last edit in the app survived the agents' writes around it.
    assert app["final_attributes"] == {"note": f"edit {app['edits'] - 1}"}
    figures = workers.verify_contention(result["db"], AGENTS, COUNT)
    assert figures["episodes"] == AGENTS * COUNT
    # No capture starved behind the app up to the 30 s busy timeout (a bound, not a speed figure:
    # bench.soak measures speed; an overloaded machine has shown 11 s here)
    assert result["max_capture_latency"] < 25.0
    print(f"\n{AGENTS}x{COUNT}: {result['writes_per_second']:.0f} captures/s, longest capture "
          f"{result['max_capture_latency'] * 1000:.0f} ms, p99 {result['p99_capture_latency'] * 1000:.0f} ms")


def test_threads_sharing_one_helix_do_not_lose_writes(tmp_path: Path) -> None:
    """The app captures from worker threads while its embedding thread writes vectors."""
    errors: list[str] = []
    with Helix.open(tmp_path / "h.db", embedder="hashing", background=True) as hx:
        def work(t: int) -> None:
            for i in range(60):
                try:
                    m = hx.capture(f"thread {t} observation {i}", session=f"t{t}")
                    if i % 10 == 0:
                        hx.reinforce(m.id, 4, actor="system")
                        hx.recall(f"observation {i}", limit=3)
                except Exception as exc:  # any exception is a failure
                    errors.append(repr(exc))

        threads = [threading.Thread(target=work, args=(t,)) for t in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert hx.flush_embeddings(timeout=60)
        assert errors == []
        assert hx.count() == 240
        for t in range(4):
            assert len(hx.list(text=f"thread {t}", limit=500)) >= 60
        report = hx.doctor()
        assert report.ok, report.checks


def test_a_reader_waits_out_a_long_writer_instead_of_failing(tmp_path: Path) -> None:
    """Another process holding the write lock for a while delays capture; it does not fail it."""
    db = tmp_path / "h.db"
    Helix.open(db, embedder="hashing", background=False).close()
    import subprocess

    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, time; from helix_core.store.store import Store; s = Store(sys.argv[1]);\n"
         "with s.write():\n    print('locked', flush=True); time.sleep(1.5)\n", str(db)],
        stdout=subprocess.PIPE, text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        with Helix.open(db, embedder="hashing", background=False) as hx:
            t0 = time.perf_counter()
            hx.capture("written while another process held the lock")
            waited = time.perf_counter() - t0
        assert 0.5 < waited < 10
    finally:
        holder.wait(timeout=30)
