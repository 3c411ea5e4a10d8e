"""Soak: the app stand-in plus agents capturing at full scale, then crash recovery on the big file.

    python bench/soak.py                      # 4 agents x 2,500 captures (the issue's figure)
    python bench/soak.py --agents 4 --count 500 --kills 3

Prints writes per second under contention, the longest and p99 capture latency a caller saw (each
capture is timed around the call: lock waits included), the app's longest recall, whether
consolidation ran alongside, and how long `doctor(repair=True)` takes on the database after SIGKILLs.
Exits non-zero if anything was lost, duplicated, or an error reached a caller.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

import reliability_workers as workers  # noqa: E402

from helix_core import Helix  # noqa: E402

KILL_CHILD = """
import sys
from helix_core import Helix
hx = Helix.open(sys.argv[1], embedder="hashing", background=True)
i = 0
while True:
    hx.capture(f"soak crash capture {i}", agent="killer", session="kill")
    print(i, flush=True)
    i += 1
"""


def crash_cycles(db: str, kills: int) -> list[float]:
    """SIGKILL a capturing process `kills` times; time doctor(repair=True) after each."""
    times = []
    for k in range(kills):
        proc = subprocess.Popen([sys.executable, "-c", KILL_CHILD, db], stdout=subprocess.PIPE, text=True,
                                env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert proc.stdout is not None
        for _ in range(50 + 25 * k):
            proc.stdout.readline()
        os.kill(proc.pid, signal.SIGKILL)
        proc.communicate()
        with Helix.open(db, embedder="hashing", background=False) as hx:
            t0 = time.perf_counter()
            report = hx.doctor(repair=True, stale_run_seconds=0)
            times.append(time.perf_counter() - t0)
            if not report.ok:
                raise SystemExit(f"doctor could not repair after kill {k}: {report.checks}")
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--agents", type=int, default=4)
    parser.add_argument("--count", type=int, default=2500)
    parser.add_argument("--kills", type=int, default=3)
    parser.add_argument("--dir", help="work directory (default: a temporary one)")
    args = parser.parse_args()
    work = Path(args.dir or tempfile.mkdtemp(prefix="helix-soak-"))
    print(f"soak: {args.agents} agents x {args.count} captures + app stand-in, in {work}", flush=True)
    result = workers.run_contention(work / "run", args.agents, args.count, timeout=3600)
    errors = [e for a in result["agents"] for e in a["errors"]] + result["app"]["errors"]
    figures = workers.verify_contention(result["db"], args.agents, args.count)
    doctor_times = crash_cycles(result["db"], args.kills)
    app = result["app"]
    summary = {
        "episodes": figures["episodes"],
        "wall_seconds": round(result["wall_seconds"], 1),
        "writes_per_second": round(result["writes_per_second"], 1),
        "longest_capture_ms": round(result["max_capture_latency"] * 1000, 1),
        "p99_capture_ms": round(result["p99_capture_latency"] * 1000, 1),
        "app_longest_recall_ms": round(app["recall_max"] * 1000, 1),
        "app_loops": {k: app[k] for k in ("recalls", "sweeps", "edits", "consolidations", "checks")},
        "consolidation": app["consolidation"] or app["consolidation_note"],
        "errors_reaching_callers": len(errors),
        "half_applied_views": len(app["violations"]),
        "doctor_seconds_on_full_db": round(figures["doctor_seconds"], 3),
        "doctor_repair_seconds_after_sigkill": [round(t, 3) for t in doctor_times],
    }
    print(json.dumps(summary, indent=2))
    return 1 if errors or app["violations"] else 0


if __name__ == "__main__":
    sys.exit(main())
