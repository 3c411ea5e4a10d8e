"""`python -m helix_core.agents.embed_job DB [--embedder KIND]`: embed every memory left without a vector.

Started detached by a hook at a session boundary and by `helix capture` (see `quick_capture`), so
neither waits for a model. One job per database at a time (a lock file beside it); a second start
while one runs does nothing, since the running job embeds every pending row anyway. After it lets go
of the lock it looks once more: a capture that found the lock held (and so started nothing) may
have committed a row after the job's last batch.
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

from ..quick_capture import open_lock
from .runtime import open_for_agent

ROUNDS = 10  # a steady stream of captures is caught by the next one's own start


def _embed_locked(path: Path | str, embedder: str | None) -> int | None:
    """Embed the backlog while holding the lock; None when another job holds it."""
    with open_lock(path) as lock:
        try:
            import fcntl

            fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except ImportError:
            pass
        except OSError:
            return None  # another job is embedding this store
        with contextlib.closing(open_for_agent(path, embedder=embedder)) as hx:
            return hx.embed_pending()


def _pending(path: Path | str) -> int:
    from ..quick_capture import QuickCapture

    with QuickCapture.open(path) as store:
        return store.pending()


def run(db: str | Path, embedder: str | None = None) -> int:
    """Embed the backlog of `db` unless another job holds the lock. Returns how many were embedded."""
    from ..paths import is_server

    path: Path | str = db if is_server(db) else Path(db)
    total = 0
    for _ in range(ROUNDS):
        done = _embed_locked(path, embedder)
        if done is None:
            break
        total += done
        if not _pending(path):
            break
    return total


def main(argv: list[str]) -> int:
    args = list(argv)
    embedder = None
    usage = "usage: python -m helix_core.agents.embed_job DB [--embedder KIND]"
    if "--embedder" in args:
        at = args.index("--embedder")
        if at + 1 >= len(args) or not args[at + 1]:
            sys.exit(usage)
        embedder = args[at + 1]
        del args[at:at + 2]
    if len(args) != 1:
        sys.exit(usage)
    try:
        run(args[0], embedder)
    except Exception as exc:  # detached: nobody reads a traceback; one line for the log
        sys.exit(f"helix embed job: {type(exc).__name__}: {exc}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
