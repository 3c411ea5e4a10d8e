"""Deferred embedding: capture writes the memory at once; vectors are added here, in batches.

Chosen design: capture never waits for the model. A memory whose vector is pending is still found by
full-text search, and recall tolerates it. A background thread embeds every row whose `embedder` is
NULL — its own captures, rows left by a process that died, rows of other processes — in short write
transactions. `drain()` waits for the backlog (the CLI calls it before exiting).

A long memory is embedded as its head plus overlapping pieces (`embedding.pieces`), in the same
write. Memories embedded before pieces existed are queued in `vec_piece_todo` (migration
m0003_vector_pieces); the worker adds their pieces when it has nothing else to do, a few at a time,
so new captures never wait behind that upgrade and `drain()` does not either.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

import numpy as np

from .embedding import Embedder
from .embedding.pieces import piece_texts
from .redact import redact
from .store.store import Store
from .vectors import write_pieces, write_vectors

log = logging.getLogger(__name__)


class EmbeddingWorker:
    def __init__(
        self,
        store: Store,
        embedder: Callable[[], Embedder],
        ensure_table: Callable[[Embedder], None],
        batch_size: int = 32,
    ) -> None:
        self.store = store
        self._embedder = embedder
        self._ensure_table = ensure_table
        self.batch_size = batch_size
        self._wake = threading.Event()
        self._idle = threading.Event()
        self._idle.set()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def start(self) -> None:
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._stop.clear()
                self._thread = threading.Thread(target=self._run, name="helix-embed", daemon=True)
                self._thread.start()

    def notify(self) -> None:
        self._idle.clear()
        self._wake.set()
        self.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            self._wake.wait(timeout=5.0)
            self._wake.clear()
            if self._stop.is_set():
                break
            try:
                while self.embed_pending(limit=self.batch_size * 4) and not self._stop.is_set():
                    pass
            except Exception as exc:  # keep the thread alive; recall still works lexically
                log.warning("embedding failed: %s", redact(str(exc)).text)
                time.sleep(0.5)
            finally:
                if not self._wake.is_set():
                    self._idle.set()
            try:  # idle: add pieces to memories embedded before pieces existed, until woken
                while (not self._stop.is_set() and not self._wake.is_set()
                       and self.upgrade_pieces(limit=4)):
                    pass
            except Exception as exc:  # the head vectors still serve; try again later
                log.warning("adding pieces failed: %s", redact(str(exc)).text)
        self._idle.set()

    def embed_pending(self, limit: int | None = None) -> int:
        """Embed up to `limit` pending memories now, in this thread. Returns how many were written."""
        memory = self.store.models.Memory
        query = (
            memory.select(memory.seq, memory.content)
            .where(memory.embedder.is_null())
            .order_by(memory.seq)
        )
        if limit is not None:
            query = query.limit(limit)
        rows = list(query.tuples())
        if not rows:
            return 0
        embedder = self._embedder()
        self._ensure_table(embedder)
        written = 0
        start = 0
        while start < len(rows):
            # A batch holds `batch_size` texts — heads and pieces — and at least one memory.
            texts: list[str] = []
            spans: list[tuple[int, int, int]] = []
            while start < len(rows) and (not spans or len(texts) < self.batch_size):
                seq, content = rows[start]
                extra = piece_texts(embedder, content)
                spans.append((seq, len(texts), len(texts) + 1 + len(extra)))
                texts.append(content)
                texts.extend(extra)
                start += 1
            vectors = embedder.embed(texts)
            with self.store.write():
                written += write_vectors(
                    self.store, [(seq, vectors[a:b] if b - a > 1 else vectors[a]) for seq, a, b in spans],
                    embedder.name,
                )
        return written

    def pieces_queued(self) -> bool:
        """Whether memories wait for their pieces (the thread then starts without a capture)."""
        return bool(self.store.db.execute_sql("SELECT EXISTS (SELECT 1 FROM vec_piece_todo)").fetchone()[0])

    def upgrade_pieces(self, limit: int = 4) -> int:
        """Add the pieces of up to `limit` memories queued in `vec_piece_todo`. Returns how many
        were looked at (0: nothing queued)."""
        rows = list(self.store.db.execute_sql(
            "SELECT q.seq, m.content, m.embedder FROM vec_piece_todo q LEFT JOIN memory m ON m.seq = q.seq "
            "ORDER BY q.seq LIMIT ?", (limit,)))
        if not rows:
            return 0
        embedder = self._embedder()
        if self.store.meta_get("vec_embedder") != embedder.name:
            # Another embedder made the stored vectors: switching re-embeds every memory whole (and
            # empties the queue) — a capture or a recall does that, not this idle-time upgrade.
            return 0
        self._ensure_table(embedder)  # creates the piece table in a store made before pieces
        for seq, content, made_by in rows:
            extra = piece_texts(embedder, content) if content is not None and made_by == embedder.name else []
            pieces = embedder.embed(extra) if extra else np.zeros((0, 0), dtype=np.float32)
            with self.store.write():
                if len(pieces):
                    write_pieces(self.store, seq, pieces, embedder.name, content)
                else:  # short after all, forgotten, or waiting to be embedded whole
                    self.store.db.execute_sql("DELETE FROM vec_piece_todo WHERE seq = ?", (seq,))
        return len(rows)

    def drain(self, timeout: float | None = None) -> bool:
        """Wait until the backlog is embedded. Returns False on timeout."""
        if self._thread is None:
            return True
        self._wake.set()
        return self._idle.wait(timeout)

    def stop(self, drain: bool = True, timeout: float = 30.0) -> None:
        if drain:
            self.drain(timeout)
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout=5.0)
