"""Capture from a short-lived process (`helix capture`, a Claude Code hook): the store and the capture
service, not the engine.

Why a second door beside `Helix`: the facade imports the vector index, retrieval, consolidation and
numpy, about half a second before it can write a row, and a hook runs after every tool call. A
capture needs none of that. This opens the store, runs the very same capture service
(`capture.capture`: validation, redaction, the importance heuristic, the injection scan, history,
provenance) and returns the stored memory, so a row written here is the row `Helix.capture` writes.

Its vector is left pending (the row's `embedder` is NULL), as with `[capture] embed = "later"`:
loading a model would cost a second or more. Whoever holds the model makes it: the app or
`helix mcp` (their worker picks up any process's pending rows), the next recall (it embeds a small
backlog first), `helix embed`, or the detached job `spawn_embedder` starts. Recall finds a pending
memory by its words meanwhile. Importance is the heuristic's; a consolidation run re-rates heuristic
scores with a model (`importance_upgrades_per_run`), so no capture waits for Ollama either.
"""

from __future__ import annotations

import contextlib
import os
import sys
from datetime import datetime
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from . import capture as capture_service
from .clock import Clock, SystemClock, as_utc
from .errors import NotFound
from .settings import Settings
from .store.store import Store

if TYPE_CHECKING:  # a hook's capture never builds one: it needs only the id
    from .types import Memory

# Set to 0 to never start the detached embedder (tests, benchmarks, a machine that embeds on a
# schedule); HELIX_HOOK_EMBED is the older name hooks read, and is honoured too.
SPAWN_ENV = "HELIX_BACKGROUND_EMBED"


class QuickCapture:
    """A store opened to capture notes and nothing else; use as a context manager."""

    def __init__(self, store: Store, settings: Settings, clock: Clock | None = None) -> None:
        self.store = store
        self.settings = settings
        self.clock = clock or SystemClock()

    @classmethod
    def open(cls, path: str | Path, *, settings: Settings | None = None,
             clock: Clock | None = None) -> QuickCapture:
        """Open (creating if needed) the database at `path`, with the settings beside it unless given."""
        from .paths import is_server

        path = path if is_server(path) else Path(path).expanduser()
        if settings is None:
            from .paths import settings_path_for

            settings = Settings.load(settings_path_for(path))
        return cls(Store(path), settings, clock)

    @property
    def path(self) -> Path | None:
        return self.store.path

    def capture(self, content: str | bytes, **fields: Any) -> Memory:
        """Store an observation now, as `Helix.capture` does (same arguments); its vector is left
        pending. Returns the stored memory."""
        return self.get(self.write(content, **fields))

    def write(self, content: str | bytes, *, kind: str = "episode", scope: str = "global",
              origin: str = "agent-ingested", session: str | None = None, agent: str | None = None,
              attributes: dict[str, Any] | None = None, importance: float | None = None,
              confidence: float | None = None, pinned: bool = False, deletion_policy: str = "manual_only",
              shape: str | None = None, level: int = 0, valid_from: datetime | None = None,
              id: str | None = None, actor: str | None = None) -> str:
        """`capture` without reading the memory back: its id."""
        req = capture_service.CaptureRequest(
            content=capture_service.text_of(content), kind=kind, shape=shape, level=level, scope=scope, origin=origin,
            session=session, agent=agent, attributes=attributes, importance=importance,
            confidence=confidence, pinned=pinned, deletion_policy=deletion_policy,
            valid_from=as_utc(valid_from).timestamp() if valid_from is not None else None, id=id, actor=actor,
        )
        now = as_utc(self.clock.now()).timestamp()
        return capture_service.capture(self.store, req, self.settings, now, None)

    def get(self, memory_id: str) -> Memory:
        from .convert import memory_from_row

        row = self.store.models.Memory.get_or_none(self.store.models.Memory.id == memory_id)
        if row is None:
            raise NotFound(what="memory", id=memory_id)
        return memory_from_row(row)

    def pending(self) -> int:
        """How many memories wait for a vector (any process's)."""
        memory = self.store.models.Memory
        return memory.select().where(memory.embedder.is_null()).count()

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> QuickCapture:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def lock_path(db: Path | str) -> Path:
    """The lock a detached embedder holds while it embeds `db` (one at a time per database, per
    machine: on a shared server each machine's embedder claims rows in its own transactions)."""
    from .paths import local_dir_for, local_name_for

    return local_dir_for(db) / (local_name_for(db) + ".embed.lock")


def open_lock(db: Path | str) -> IO[str]:
    """The embedder's lock file, created owner-only like the database beside it."""
    return os.fdopen(os.open(lock_path(db), os.O_RDWR | os.O_CREAT | os.O_APPEND, 0o600), "a+")


def embedder_running(db: Path | str) -> bool:
    """Whether a detached embedder holds `db`'s lock now. It looks again for pending rows after it
    lets go, so a row committed before this check is embedded either way."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows: no flock; a second job exits at its own lock
        return False
    try:
        with open_lock(db) as handle:
            try:
                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                return True
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
            return False
    except OSError:
        return False  # no lock file can be made there: let the job try (it fails quietly)


def spawn_embedder(db: Path | str, embedder: str | None = None) -> bool:
    """Start `python -m helix_core.agents.embed_job DB --linger` detached, unless one is running or
    it is switched off ($HELIX_BACKGROUND_EMBED=0). Never waits for it; it stays to take the next
    captures (see `handoff`). Returns whether one was started."""
    if os.environ.get(SPAWN_ENV, "1") == "0" or os.environ.get("HELIX_HOOK_EMBED", "1") == "0":
        return False
    if str(db) == ":memory:":
        return False  # gone with this process: nothing to embed later
    if embedder_running(db):
        return False
    import subprocess  # here: most captures start nothing

    from .handoff import store_key

    # The resolved path: the job's socket and a capture's request name the store the same way.
    cmd = [sys.executable, "-m", "helix_core.agents.embed_job", store_key(db), "--linger"]
    if embedder:
        cmd += ["--embedder", embedder]
    with contextlib.suppress(OSError):  # no vector yet is not an error: the next holder makes it
        subprocess.Popen(  # noqa: S603 - our own interpreter and module
            cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            start_new_session=True, close_fds=True,
        )
        return True
    return False
