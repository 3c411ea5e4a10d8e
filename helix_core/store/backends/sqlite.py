"""The SQLite backend: one file, FTS5 with bm25, sqlite-vec tables, WAL, one writer at a time.

This is the store as it always was; the module only gathers the SQLite-only statements that the
services used to write inline, so that the PostgreSQL backend can stand beside it.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import migrations
from ..db import BUSY_TIMEOUT_MS, HelixDatabase
from .base import Backend

if TYPE_CHECKING:
    import numpy as np

CHECKPOINT_WAIT_MS = 3_000


class SqliteBackend(Backend):
    name = "sqlite"
    row_id = "rowid"

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.db = HelixDatabase(str(path) if path else ":memory:", lock_type="IMMEDIATE")

    def migrate(self, models: Any, path: Path | None) -> list[str]:
        return migrations.migrate(models, path)

    # -- full-text search --------------------------------------------------------------------------

    def fts_ranked(self, match: str) -> tuple[str, list[Any]]:
        return ("SELECT rowid AS seq, bm25(memory_fts) AS rank FROM memory_fts WHERE memory_fts MATCH ?",
                [match])

    def fts_seqs(self, match: str) -> tuple[str, list[Any]]:
        return "SELECT rowid FROM memory_fts WHERE memory_fts MATCH ?", [match]

    def fts_check(self) -> list[str]:
        try:
            self.db.execute_sql("INSERT INTO memory_fts(memory_fts, rank) VALUES ('integrity-check', 1)")
        except Exception as exc:
            return [f"FTS5 integrity-check: {exc}"]
        return []

    def fts_indexed_table(self) -> tuple[str, str]:
        return "memory_fts_docsize", "id"

    def fts_rebuild(self) -> None:
        self.db.execute_sql("INSERT INTO memory_fts(memory_fts) VALUES ('rebuild')")

    def integrity_check(self) -> tuple[list[str], str]:
        return [str(r[0]) for r in self.db.execute_sql("PRAGMA integrity_check(200)")], "PRAGMA integrity_check"

    def fts_forget(self) -> None:
        try:  # FTS5 secure-delete removes the tokens from the index at once, not at the next merge
            self.db.execute_sql("INSERT INTO memory_fts(memory_fts, rank) VALUES ('secure-delete', 1)")
        except Exception:  # SQLite older than 3.42: the 'optimize' after the transaction does it
            pass

    # -- vectors -----------------------------------------------------------------------------------

    def create_vector_tables(self, dim: int) -> None:
        self.db.execute_sql("DROP TABLE IF EXISTS memory_vec")
        self.db.execute_sql(
            f"CREATE VIRTUAL TABLE memory_vec USING vec0(embedding float[{int(dim)}] distance_metric=cosine)"
        )
        self.db.execute_sql("DROP TABLE IF EXISTS memory_piece_vec")
        self.create_piece_table(dim)

    def create_piece_table(self, dim: int) -> None:
        """Chunks of 128 vectors, not vec0's 1,024: a chunk is allocated whole (1.5 MB at 384
        dimensions), and most stores hold few long memories."""
        self.db.execute_sql(
            f"CREATE VIRTUAL TABLE IF NOT EXISTS memory_piece_vec USING vec0(embedding float[{int(dim)}] "
            "distance_metric=cosine, chunk_size=128)"
        )

    def vector_param(self, vector: np.ndarray) -> Any:
        import numpy as np  # here: a capture-only process never writes a vector

        return np.asarray(vector, dtype=np.float32).tobytes()

    def reserve_piece_ids(self, n: int) -> list[int]:
        last = self.db.execute_sql("SELECT seq FROM sqlite_sequence WHERE name = 'memory_piece'").fetchone()
        first = (last[0] if last else 0) + 1
        return list(range(first, first + n))

    def knn(self, vector: np.ndarray, k: int, scopes: Sequence[str] | None = None,
            pieces: bool = False) -> list[tuple[int, float]]:
        """sqlite-vec's exact KNN (recall uses the cached matrix; this serves checks and tools)."""
        if pieces:
            sql = ("SELECT p.seq, v.distance FROM (SELECT rowid, distance FROM memory_piece_vec "
                   "WHERE embedding MATCH ? AND k = ?) v JOIN memory_piece p ON p.id = v.rowid")
        else:
            sql = "SELECT rowid AS seq, distance FROM memory_vec WHERE embedding MATCH ? AND k = ?"
        params: list[Any] = [self.vector_param(vector), int(k)]
        if scopes is not None:
            sql = (f"SELECT h.seq, h.distance FROM ({sql}) h JOIN memory m ON m.seq = h.seq "
                   f"WHERE m.scope IN ({','.join('?' * len(scopes))})")
            params += list(scopes)
        rows = self.db.execute_sql(f"SELECT seq, distance FROM ({sql}) ORDER BY distance", params)
        return [(int(seq), 1.0 - float(distance)) for seq, distance in rows]

    # -- writing -----------------------------------------------------------------------------------

    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        self.db.connection().executemany(sql, rows)

    def insert_ignore(self, table: str, columns: Sequence[str]) -> str:
        marks = ", ".join("?" * len(columns))
        return f"INSERT OR IGNORE INTO {table}({', '.join(columns)}) VALUES ({marks})"

    def defer_foreign_keys(self) -> None:
        self.db.execute_sql("PRAGMA defer_foreign_keys = ON")

    @contextmanager
    def exclusive(self, name: str) -> Iterator[bool]:
        # One file, one machine: the run row written under the write lock already excludes others.
        yield True

    def after_hard_forget(self) -> bool:
        """Push the deletions out of the WAL into the main file, where secure_delete zeroed them."""
        try:
            self.db.execute_sql("INSERT INTO memory_fts(memory_fts) VALUES ('optimize')")
            # A TRUNCATE checkpoint waits for readers; do not let a busy reader stall the caller for
            # the full write timeout. If it cannot finish now, the next checkpoint completes the job.
            self.db.execute_sql(f"PRAGMA busy_timeout = {CHECKPOINT_WAIT_MS}")
            try:
                busy = self.db.execute_sql("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
            finally:
                self.db.execute_sql(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            return busy is None or not busy[0]
        except Exception:  # another reader may hold the WAL; the next checkpoint will finish the job
            return False

    def describe(self) -> str:
        return str(self.path) if self.path else ":memory:"

    def size_bytes(self) -> int:
        if self.path is None:
            return 0
        return sum(os.path.getsize(p) for p in (str(self.path), f"{self.path}-wal") if os.path.exists(p))
