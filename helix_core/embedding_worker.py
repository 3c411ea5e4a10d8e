"""Deferred embedding: capture writes the memory at once; vectors are added here, in batches.

Chosen design: capture never waits for the model. A memory whose vector is pending is still found by
full-text search, and recall tolerates it. A background thread embeds every row whose `embedder` is
NULL — its own captures, rows left by a process that died, rows of other processes — in short write
transactions. `drain()` waits for the backlog (the CLI calls it before exiting).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

from .embedding import Embedder
from .redact import redact
from .store.store import Store
from .vectors import write_vectors

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
        for start in range(0, len(rows), self.batch_size):
            chunk = rows[start : start + self.batch_size]
            vectors = embedder.embed([content for _, content in chunk])
            with self.store.write():
                written += write_vectors(
                    self.store, [(seq, vectors[i]) for i, (seq, _) in enumerate(chunk)], embedder.name
                )
        return written

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
