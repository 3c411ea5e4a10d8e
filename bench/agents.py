"""Agent plugs, timed as an agent meets them: whole processes, beside `python -c pass`.

    python -m bench.agents                # hook and CLI latencies (20 runs each), `helix capture`
                                          # warm and cold, MCP remember, the context block at 100k
    python -m bench.agents --runs 10 --scale 0
    python -m bench.agents --capture-only  # `helix capture` warm and cold beside `python -c pass`

A Claude Code hook is a new process for every event, so what the agent waits for is interpreter
start, imports, the store and the work. Each event is sent to `helix hook` on stdin exactly as
Claude Code sends it; the store is a temporary one with the hashing embedder configured. Neither a
hook nor `helix capture` embeds (fast capture: the vector is left pending for whoever holds the
model), and the detached embedder `helix capture` would start is switched off here
(HELIX_BACKGROUND_EMBED=0), so that no background work skews the rows after it. `helix capture` is
timed apart, cold and warm in turn beside `python -c pass`: cold on a store no worker holds (it
writes directly), warm on a store whose capture worker (the lingering embedder, started here as
`helix capture` would start it) takes the write over its socket. The MCP server is
long-lived: only its per-call time for `remember` is measured, in process, after a first call. The
context block is timed in process at `--scale` memories, on a store built as bench/scale.py builds
them.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from .common import RESULTS, percentile

FAIL = "E   ModuleNotFoundError: No module named 'billing'\n==== 1 error in 0.21s ====\n"


def event(repo: Path, session: str, name: str, **fields: Any) -> bytes:
    base = {"session_id": session, "transcript_path": f"/tmp/{session}.jsonl", "cwd": str(repo),
            "permission_mode": "default", "hook_event_name": name}
    return json.dumps({**base, **fields}).encode()


def bash(repo: Path, session: str, command: str, stdout: str) -> bytes:
    return event(repo, session, "PostToolUse", tool_name="Bash", tool_input={"command": command},
                 tool_response={"stdout": stdout, "stderr": "", "interrupted": False, "isImage": False})


def timed(cmd: list[str], stdin: bytes = b"", env: dict[str, str] | None = None) -> float:
    start = time.perf_counter()
    done = subprocess.run(cmd, input=stdin, capture_output=True, env=env)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed: {done.stderr.decode()[-500:]}")
    return elapsed


def summary(seconds: list[float]) -> dict[str, float]:
    ms = [s * 1000 for s in seconds]
    return {"median_ms": round(statistics.median(ms), 1), "p95_ms": round(percentile(ms, 95), 1),
            "min_ms": round(min(ms), 1), "runs": len(ms)}


def compile_bytecode() -> None:
    """Write helix_core's .pyc files first, as an installed package has them: with
    PYTHONDONTWRITEBYTECODE=1 (set in some sandboxes) every module edited since its last .pyc would
    otherwise be compiled from source at each start, up to 30 ms a module."""
    import compileall

    import helix_core

    compileall.compile_dir(Path(helix_core.__file__).parent, quiet=1)


def hook_latency(runs: int) -> dict[str, Any]:
    import os

    compile_bytecode()
    with tempfile.TemporaryDirectory(prefix="helix-bench-agents-") as tmp:
        root = Path(tmp)
        repo = root / "billing"
        (repo / ".git").mkdir(parents=True)
        db = root / "store" / "helix.db"
        db.parent.mkdir()
        (db.parent / "helix.toml").write_text('[embedding]\nkind = "hashing"\n')
        env = {**os.environ, "HELIX_HOOK_EMBED": "0", "HELIX_BACKGROUND_EMBED": "0",
               "OLLAMA_HOST": "http://127.0.0.1:9"}
        script = Path(sys.executable).parent / "helix"  # the console script an agent runs
        helix = [str(script) if script.exists() else "helix", "--db", str(db)]
        hook = [*helix, "hook"]
        timed([*helix, "capture", "--scope", "project:billing", "warm the store up"], env=env)
        rows: dict[str, list[float]] = {k: [] for k in (
            "python -c pass", "helix --version", "python -c 'from helix_core import Helix'",
            "PostToolUse: Read (noise)",
            "PostToolUse: Bash passed, nothing open", "PostToolUse: Bash failed (state, hints)",
            "PostToolUse: Bash fixed (capture)", "UserPromptSubmit: a stated rule (capture, recall)",
            "SessionStart (context block)", "Stop (end the session)")}
        read = event(repo, "bench", "PostToolUse", tool_name="Read", tool_input={"file_path": "x.py"},
                     tool_response={"type": "text", "file": {"filePath": "x.py", "content": "x = 1"}})
        for i in range(runs):
            session = f"bench-{i}"
            rows["python -c pass"].append(timed([sys.executable, "-c", "pass"], env=env))
            rows["helix --version"].append(timed([helix[0], "--version"], env=env))
            rows["python -c 'from helix_core import Helix'"].append(
                timed([sys.executable, "-c", "from helix_core import Helix"], env=env))
            rows["PostToolUse: Read (noise)"].append(timed([*hook, "PostToolUse"], read, env))
            rows["PostToolUse: Bash passed, nothing open"].append(
                timed([*hook, "PostToolUse"], bash(repo, session, "pytest -q", "4 passed"), env))
            rows["PostToolUse: Bash failed (state, hints)"].append(
                timed([*hook, "PostToolUse"], bash(repo, session, f"pytest -q tests/t{i}.py", FAIL), env))
            timed([*hook, "PostToolUse"], bash(repo, session, "uv pip install -e .", "Installed"), env)
            rows["PostToolUse: Bash fixed (capture)"].append(
                timed([*hook, "PostToolUse"], bash(repo, session, f"pytest -q tests/t{i}.py", "4 passed"), env))
            rows["UserPromptSubmit: a stated rule (capture, recall)"].append(timed(
                [*hook, "UserPromptSubmit"], event(repo, session, "UserPromptSubmit",
                                                   prompt=f"We always use Decimal for money ({i})."), env))
            rows["SessionStart (context block)"].append(
                timed([*hook, "SessionStart"], event(repo, session, "SessionStart", source="startup"), env))
            rows["Stop (end the session)"].append(
                timed([*hook, "Stop"], event(repo, session, "Stop", stop_hook_active=False), env))
        return {name: summary(values) for name, values in rows.items()}


def capture_latency(runs: int) -> dict[str, Any]:
    """`helix capture` as a whole process, cold (no worker: the store is opened and written here) and
    warm (handed to the capture worker), interleaved with `python -c pass` so load hits all three."""
    import os

    compile_bytecode()
    with tempfile.TemporaryDirectory(prefix="helix-bench-capture-") as tmp:
        stores = {}
        for name in ("cold", "warm"):
            db = Path(tmp) / name / "helix.db"
            db.parent.mkdir()
            (db.parent / "helix.toml").write_text('[embedding]\nkind = "hashing"\n')
            stores[name] = db
        env = {**os.environ, "HELIX_HOOK_EMBED": "0", "HELIX_BACKGROUND_EMBED": "0",
               "OLLAMA_HOST": "http://127.0.0.1:9"}
        script = Path(sys.executable).parent / "helix"
        helix = str(script) if script.exists() else "helix"
        worker = start_worker(stores["warm"], env)
        try:
            rows: dict[str, list[float]] = {"python -c pass": [], "helix capture, cold (no worker)": [],
                                            "helix capture, warm (worker running)": []}
            for db in stores.values():  # the first write creates the file either way
                timed([helix, "--db", str(db), "capture", "warm the store up"], env=env)
            for i in range(runs):
                rows["python -c pass"].append(timed([sys.executable, "-c", "pass"], env=env))
                rows["helix capture, cold (no worker)"].append(timed(
                    [helix, "--db", str(stores["cold"]), "capture", "--scope", "project:billing", f"note {i}"],
                    env=env))
                rows["helix capture, warm (worker running)"].append(timed(
                    [helix, "--db", str(stores["warm"]), "capture", "--scope", "project:billing", f"note {i}"],
                    env=env))
            if worker.poll() is not None:
                raise RuntimeError("the capture worker left during the warm runs")
        finally:
            worker.terminate()
            worker.wait(timeout=30)
        from helix_core import Helix

        with Helix.open(stores["warm"], embedder="hashing", background=False) as hx:
            handed = hx.stats()
        if handed.total != runs + 1 or handed.pending_embeddings:
            raise RuntimeError(f"warm store: {handed.total} memories, {handed.pending_embeddings} without a vector")
        return {name: summary(values) for name, values in rows.items()}


def start_worker(db: Path, env: dict[str, str]) -> subprocess.Popen[bytes]:
    """The lingering embedder `helix capture` starts, as a child here, once its socket is up."""
    from helix_core.handoff import socket_path

    worker = subprocess.Popen([sys.executable, "-m", "helix_core.agents.embed_job", str(db), "--linger"], env=env,
                              stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    path = socket_path(db)
    deadline = time.monotonic() + 60
    while path is None or not Path(path).exists():
        if worker.poll() is not None or time.monotonic() > deadline:
            worker.kill()
            raise RuntimeError("the capture worker did not start (no owner-only directory for its socket?)")
        time.sleep(0.05)
    return worker


def mcp_remember(runs: int) -> dict[str, Any]:
    """Per-call time of the MCP server's `remember` (the server is long-lived: its start is paid once)."""
    from helix_core.agents.mcp_server import HelixTools
    from helix_core.agents.runtime import open_for_agent

    with tempfile.TemporaryDirectory(prefix="helix-bench-mcp-") as tmp:
        db = Path(tmp) / "helix.db"
        (db.parent / "helix.toml").write_text('[embedding]\nkind = "hashing"\n')
        with open_for_agent(db) as hx:
            tools = HelixTools(hx, "project:billing", "bench")
            tools.remember("warm up: the first call compiles what it needs", None, None)
            seconds = []
            for i in range(runs):
                start = time.perf_counter()
                tools.remember(f"Billing tests need the venv activated before pytest ({i})", None,
                               {"source": "bench"})
                seconds.append(time.perf_counter() - start)
        return summary(seconds)


def context_at_scale(n: int, repeat: int = 5) -> dict[str, Any]:
    from helix_core import Helix
    from helix_core.agents.context import build_context

    from .scale import build

    with tempfile.TemporaryDirectory(prefix="helix-bench-context-") as tmp:
        path = Path(tmp) / "helix.db"
        built = build(path, n)
        with Helix.open(path, embedder="hashing", background=False) as hx:
            seconds = []
            for _ in range(repeat):
                start = time.perf_counter()
                block = build_context(hx, "project:bench", 8000)
                seconds.append(time.perf_counter() - start)
        return {"memories": n, "build_s": built["build_s"], "items": len(block.items), "chars": len(block.text),
                **summary(seconds)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.agents", description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--scale", type=int, default=100_000, help="memories for the context block (0: skip)")
    parser.add_argument("--capture-only", action="store_true", help="only `helix capture`, warm and cold")
    args = parser.parse_args(argv)
    out: dict[str, Any] = {"capture": capture_latency(args.runs)}
    if not args.capture_only:
        out |= {"hooks": hook_latency(args.runs), "mcp_remember": mcp_remember(args.runs)}
    print(f"{'whole process (' + str(args.runs) + ' runs each)':52} {'median':>9} {'p95':>9} {'min':>9}")
    for name, row in [*out["capture"].items(), *out.get("hooks", {}).items()]:
        print(f"{name:52} {row['median_ms']:7.0f}ms {row['p95_ms']:7.0f}ms {row['min_ms']:7.0f}ms")
    if args.capture_only:
        return 0
    m = out["mcp_remember"]
    print(f"{'MCP remember (per call, in the running server)':52} {m['median_ms']:7.1f}ms {m['p95_ms']:7.1f}ms "
          f"{m['min_ms']:7.1f}ms")
    if args.scale:
        out["context"] = context_at_scale(args.scale)
        c = out["context"]
        print(f"context block at {c['memories']:,} memories: median {c['median_ms']:.0f} ms "
              f"({c['items']} items, {c['chars']} chars)")
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "agents.json").write_text(json.dumps(out, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
