"""`python -m helix_core.agents.embed_job DB`: embed every memory the hooks left without a vector.

Started detached by a hook at a session boundary, so the hook returns at once. One job per
database at a time (a lock file beside it); a second start while one runs does nothing, since the
running job embeds every pending row anyway.
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

from .runtime import open_for_agent


def run(db: str | Path) -> int:
    """Embed the backlog of `db` unless another job holds the lock. Returns how many were embedded."""
    path = Path(db)
    lock_path = path.parent / (path.name + ".embed.lock")
    with open(lock_path, "a+") as lock:
        try:
            import fcntl

            fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except ImportError:
            pass
        except OSError:
            return 0  # another job is embedding this store
        with contextlib.closing(open_for_agent(path)) as hx:
            return hx.embed_pending()


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python -m helix_core.agents.embed_job DB")
    try:
        run(sys.argv[1])
    except Exception as exc:  # detached: nobody reads a traceback; one line for the log
        sys.exit(f"helix embed job: {type(exc).__name__}: {exc}")
