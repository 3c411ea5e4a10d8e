"""`python -m helix_core.agents.embed_job DB [--embedder KIND] [--linger]`: embed every memory left
without a vector, then (`--linger`) stay a while as the store's capture worker.

Started detached by a hook at a session boundary and by `helix capture` (see `quick_capture`), so
neither waits for a model. One job per database at a time (a lock file beside it); a second start
while one runs does nothing, since the running job embeds every pending row anyway. After it lets go
of the lock it looks once more: a capture that found the lock held (and so started nothing) may
have committed a row after the job's last batch.

Started with `--linger` (as `spawn_embedder` starts it), it then stays while it holds the store and
the model (`[capture] worker_idle_seconds`, 10 minutes by default), listening on the store's socket
(see `handoff`): `helix capture` hands it the parsed capture instead of opening the store itself,
the write goes through the same capture service, and the row is embedded at once. It embeds other
processes' pending rows every few seconds meanwhile, and exits once nobody captured for that long,
or when the database file or its settings change (the next capture starts a fresh one).
"""

from __future__ import annotations

import contextlib
import logging
import os
import select
import sys
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import handoff
from ..clock import clock_at
from ..quick_capture import open_lock
from .runtime import open_for_agent

if TYPE_CHECKING:
    from ..helix import Helix

ROUNDS = 10  # a steady stream of captures is caught by the next one's own start
POLL_SECONDS = 5.0  # how often a lingering worker looks for other processes' pending rows
# What `helix capture` and a hook send: a caller's own choices, never an id, an actor or a time of
# record (those stay the capture service's to decide, as on the direct path).
FIELDS = frozenset({"content", "kind", "scope", "origin", "session", "agent", "attributes", "importance",
                    "pinned", "deletion_policy"})

log = logging.getLogger(__name__)


def _identity(path: Path | str) -> tuple[int, ...] | None:
    """A file's identity and version: a replaced, removed or edited file compares unequal."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino, st.st_mtime_ns, st.st_size


class CaptureWorker:
    """Serves `helix capture`'s writes for one store on the main thread while a second thread embeds
    (so a caller never waits behind a batch of vectors)."""

    def __init__(self, hx: Helix, db: Path | str, embedder: str | None, listener: handoff.Listener,
                 idle_seconds: float) -> None:
        from ..paths import is_server, settings_path_for

        self.hx = hx
        self.key = handoff.store_key(db)
        self.embedder = embedder
        self.listener = listener
        self.idle_seconds = idle_seconds
        self.db_file = None if is_server(db) else Path(self.key)
        self.settings_file = settings_path_for(db)
        self._db_seen = self._db_identity()
        self._settings_seen = _identity(self.settings_file)
        self._serving = True
        self._wake = threading.Event()
        self._stop = threading.Event()
        self.embedded = 0

    def _db_identity(self) -> tuple[int, ...] | None:
        """The database file's device and inode (its size and time move with every write)."""
        seen = _identity(self.db_file) if self.db_file else None
        return seen[:2] if seen else None

    def current(self) -> bool:
        """Whether this worker still serves what a caller would open: the same database file and
        the settings it loaded. Otherwise it stops (and the caller writes directly)."""
        if self._serving and (self._db_identity() != self._db_seen
                              or _identity(self.settings_file) != self._settings_seen
                              or not self.listener.still_ours()):
            self._serving = False
        return self._serving

    def serve(self) -> int:
        """Answer captures until idle for `idle_seconds`; returns how many memories were embedded."""
        embedding = threading.Thread(target=self._embed_loop, name="helix-embed", daemon=True)
        embedding.start()
        deadline = time.monotonic() + self.idle_seconds
        try:
            while self.current() and (left := deadline - time.monotonic()) > 0:
                ready, _, _ = select.select([self.listener], [], [], min(left, POLL_SECONDS))
                if ready and (conn := self.listener.accept()) is not None:
                    self._answer(conn)
                    deadline = time.monotonic() + self.idle_seconds
            for conn in self.listener.stop_listening():  # connected before the unlink: answered
                self._answer(conn)
        finally:
            self.listener.close()
            self._stop.set()
            self._wake.set()
            embedding.join()
        return self.embedded

    def _answer(self, conn: Any) -> None:
        request = handoff.read_request(conn)
        reply = self.handle(request) if request is not None else {"decline": "not a request"}
        handoff.answer(conn, reply)
        if "memory" in reply:
            self._wake.set()  # its vector now, not at the next poll

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        """One capture through the same service as the direct path. A decline means nothing was
        written (the caller writes directly); an error is the one the direct path would raise."""
        from ..errors import HelixError, StoreError
        from ..quick_capture import QuickCapture

        if request.get("v") != handoff.PROTOCOL or request.get("op") != "capture":
            return {"decline": "unknown request"}
        if request.get("db") != self.key or request.get("embedder") != self.embedder:
            return {"decline": "another store or embedder"}
        fields = request.get("fields")
        if not isinstance(fields, dict) or not isinstance(fields.get("content"), str) or set(fields) - FIELDS:
            return {"decline": "not a capture this worker takes"}
        if not self.current():
            return {"decline": "the database or its settings changed"}
        if self.hx.settings.capture.embed == "sync":
            return {"decline": "captures wait for their vector here"}
        try:
            now = request.get("now")
            clock = clock_at(now if isinstance(now, str) else None)
        except ValueError:  # the caller checks it first; a caller that did not writes it itself
            return {"decline": "--now is not an ISO-8601 instant"}
        writer = QuickCapture(self.hx.store, self.hx.settings, clock)
        try:
            memory_id = writer.write(**fields)
        except HelixError as exc:
            if isinstance(exc, StoreError):  # the store failed us, not the input: nothing was written
                self._serving = False
                return {"decline": str(exc)}
            return {"error": str(exc), "exit_code": exc.exit_code}
        except Exception as exc:  # the transaction rolled back: the caller writes it itself
            log.warning("capture worker: %s: %s (declined)", type(exc).__name__, exc)
            self._serving = False
            return {"decline": f"{type(exc).__name__}"}
        from ..cli.jsonout import json_text

        try:
            memory = writer.get(memory_id)
        except Exception as exc:  # stored; only the read back failed: never write it twice
            return {"error": f"captured {memory_id}, but it could not be read back: {exc}", "exit_code": 4}
        return {"memory": {"id": memory.id, "kind": memory.kind, "scope": memory.scope,
                           "importance": memory.importance, "status": memory.status},
                "json": json_text(memory)}

    def _embed_loop(self) -> None:
        """Embed what is pending (ours at once when woken, other processes' at each poll); one last
        pass after the stop, for the captures answered just before it."""
        while True:
            try:
                self.embedded += self.hx.embed_pending()
            except Exception as exc:  # detached: log it and try again at the next poll
                log.warning("capture worker: embedding failed: %s: %s", type(exc).__name__, exc)
            if self._stop.is_set():
                return
            self._wake.wait(POLL_SECONDS)
            self._wake.clear()


def _embed_locked(path: Path | str, embedder: str | None, linger: bool = False) -> int | None:
    """Embed the backlog while holding the lock, then (`linger`) serve captures while configured
    to; None when another job holds the lock."""
    with open_lock(path) as lock:
        try:
            import fcntl

            fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except ImportError:
            pass
        except OSError:
            return None  # another job is embedding this store
        with contextlib.closing(open_for_agent(path, embedder=embedder, background=False)) as hx:
            idle = hx.settings.capture.worker_idle_seconds
            listener = handoff.Listener.open(path) if linger and idle > 0 else None
            if listener is None:
                return hx.embed_pending()
            try:
                return CaptureWorker(hx, path, embedder, listener, idle).serve()
            finally:
                listener.close()  # also when stopped before serving began


def _pending(path: Path | str) -> int:
    from ..quick_capture import QuickCapture

    with QuickCapture.open(path) as store:
        return store.pending()


def run(db: str | Path, embedder: str | None = None, linger: bool = False) -> int:
    """Embed the backlog of `db` unless another job holds the lock, then (`linger`) serve captures
    until idle. Returns how many were embedded."""
    from ..paths import is_server

    path: Path | str = db if is_server(db) else Path(db)
    total = 0
    for round_ in range(ROUNDS):
        done = _embed_locked(path, embedder, linger=linger and round_ == 0)  # later rounds: stragglers
        if done is None:
            break
        total += done
        if not _pending(path):
            break
    return total


def main(argv: list[str]) -> int:
    args = list(argv)
    embedder = None
    usage = "usage: python -m helix_core.agents.embed_job DB [--embedder KIND] [--linger]"
    linger = "--linger" in args
    if linger:
        args.remove("--linger")
    if "--embedder" in args:
        at = args.index("--embedder")
        if at + 1 >= len(args) or not args[at + 1]:
            sys.exit(usage)
        embedder = args[at + 1]
        del args[at:at + 2]
    if len(args) != 1:
        sys.exit(usage)
    if linger:  # stopped (a logout, `kill`): unlink the socket and finish the last vectors on the way out
        import signal

        signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    try:
        run(args[0], embedder, linger)
    except Exception as exc:  # detached: nobody reads a traceback; one line for the log
        sys.exit(f"helix embed job: {type(exc).__name__}: {exc}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
