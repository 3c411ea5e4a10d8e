"""Several processes writing one file at once (SPEC §11): the app plus agents capturing. Nothing may be
lost, duplicated or refused with "database is locked"."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from pathlib import Path

from helix_core import Helix

WRITER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from helix_core import Helix

    db, name, n, go = sys.argv[1], sys.argv[2], int(sys.argv[3]), Path(sys.argv[4])
    with Helix.open(db, embedder="hashing", background=True) as hx:
        deadline = time.time() + 30
        while not go.exists() and time.time() < deadline:
            time.sleep(0.005)
        for i in range(n):
            # Half the notes are worded the same in both processes: their ids collide on purpose.
            text = f"shared lesson number {i}" if i % 2 else f"{name} observed build step {i}"
            hx.capture(text, scope="project:load", agent=name, session=f"{name}-s")
    print("done", name)
    """
)


def test_two_processes_capture_a_thousand_each(tmp_path: Path) -> None:
    db = tmp_path / "shared.db"
    with Helix.open(db, embedder="hashing", background=False) as hx:
        hx.capture("created before the writers start")
    go = tmp_path / "go"
    procs = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(db), name, "1000", str(go)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        for name in ("alpha", "beta")
    ]
    time.sleep(1.0)  # both have imported and opened the file
    go.touch()
    outputs = [p.communicate(timeout=120) for p in procs]
    for proc, (out, err) in zip(procs, outputs, strict=True):
        assert proc.returncode == 0, err.decode()
        assert b"locked" not in err and b"Traceback" not in err, err.decode()
        assert out.startswith(b"done")

    with Helix.open(db, embedder="hashing", background=False) as hx:
        models = hx.store.models
        assert hx.count(scope="project:load") == 2000
        ids = [r.id for r in models.Memory.select(models.Memory.id)]
        assert len(ids) == len(set(ids)) == 2001
        created = models.History.select().where(models.History.event == "created").count()
        assert created == 2001
        for agent in ("alpha", "beta"):
            assert models.Memory.select().where(models.Memory.agent == agent).count() == 1000
        shared = models.Memory.select().where(models.Memory.content == "shared lesson number 1").count()
        assert shared == 2  # the same words from two agents are two memories, not one lost
        assert hx.stats().pending_embeddings == 0  # each writer embedded its backlog before exiting
        assert len(hx.recall("shared lesson number 7", scope="project:load", limit=5,
                             record_access=False)) >= 2
        integrity = hx.store.db.execute_sql("PRAGMA integrity_check").fetchone()[0]
        assert integrity == "ok"
