"""The backend interface: the few places where SQLite and PostgreSQL must be spoken differently.

Everything else (the models, most queries, the services) is shared, so a behaviour written once
holds on both. A backend owns its peewee database; `Store` picks one from the `--db` value.
"""

from __future__ import annotations

import re
import threading
import urllib.parse
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # a capture-only process (a hook) must not pay for numpy's import
    import numpy as np
    import peewee as pw

from ...paths import is_server


def is_url(target: str | Path | None) -> bool:
    """A `--db` value naming a server rather than a file."""
    return is_server(target)


def redact_url(url: str) -> str:
    """The URL without its password, for messages and `helix stats`."""
    parts = urllib.parse.urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@")
    return urllib.parse.urlunsplit(parts._replace(netloc=netloc))


class Backend(ABC):
    """What a store needs from its database beyond the shared models."""

    name: str
    db: pw.Database
    #: the column that names one row of any table for an in-place update (scrub)
    row_id: str = "rowid"
    row_id_mark: str = "?"

    @abstractmethod
    def migrate(self, models: Any, path: Path | None) -> list[str]:
        """Create or upgrade the schema; returns the migrations that ran."""

    # -- full-text search --------------------------------------------------------------------------

    @abstractmethod
    def fts_ranked(self, match: str) -> tuple[str, list[Any]]:
        """A sub-select of (seq, rank) for memories matching `match` (quoted words or phrases
        joined by OR or AND, as `retrieval.fts_query` writes them); a lower rank is a better match
        (bm25's sign)."""

    #: whether ranked text hits are best narrowed to the top few before rows are looked up: the
    #: server would otherwise join every hit with the whole memory table (a scan at 1M); FTS5
    #: hands its hits over in rank order already
    fts_rank_first: bool = False

    @abstractmethod
    def fts_seqs(self, match: str) -> tuple[str, list[Any]]:
        """A sub-select of the seqs matching `match`."""

    @abstractmethod
    def fts_check(self) -> list[str]:
        """What is wrong with the text index itself (the engine's own check), or nothing."""

    @abstractmethod
    def fts_indexed_table(self) -> tuple[str, str]:
        """(table, seq column) listing the memories the text index holds."""

    @abstractmethod
    def fts_rebuild(self) -> None:
        """Rebuild the text index from the memory table (inside a write transaction)."""

    @abstractmethod
    def integrity_check(self) -> tuple[list[str], str]:
        """(["ok"] or the problems found, what was checked) for the database's own pages."""

    @abstractmethod
    def fts_forget(self) -> None:
        """Inside a hard forget's transaction: make the index drop a deleted row's words at once."""

    # -- vectors -----------------------------------------------------------------------------------

    @abstractmethod
    def create_vector_tables(self, dim: int) -> None:
        """(Re)create the head and piece vector tables for `dim`, dropping what was there."""

    @abstractmethod
    def create_piece_table(self, dim: int) -> None:
        """The piece vector table alone (stores made before pieces existed)."""

    @abstractmethod
    def vector_param(self, vector: np.ndarray) -> Any:
        """A vector as the driver writes it into a vector column."""

    def vector_select(self, column: str) -> str:
        """How a vector column is read in bulk (`vector_value` turns each value into an array)."""
        return column

    def vector_value(self, value: Any) -> np.ndarray:
        """A value read through `vector_select` as a float32 array."""
        import numpy as np

        return np.frombuffer(value, dtype=np.float32)

    @abstractmethod
    def reserve_piece_ids(self, n: int) -> list[int]:
        """`n` fresh `memory_piece` ids, never used before (a stray vector never meets a new piece)."""

    #: whether `knn` asks an index on the server, so a large store need not be held in each process
    knn_on_server: bool = False

    @abstractmethod
    def knn(self, vector: np.ndarray, k: int, scopes: Sequence[str] | None = None,
            pieces: bool = False) -> list[tuple[int, float]]:
        """The database's own nearest heads (or, with `pieces`, pieces) by cosine among memories of
        `scopes` (all when None): (seq, similarity), best first."""

    # -- writing -----------------------------------------------------------------------------------

    @abstractmethod
    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """One statement (with `?` marks) for many rows."""

    @abstractmethod
    def insert_ignore(self, table: str, columns: Sequence[str]) -> str:
        """An INSERT that skips rows whose key is already there."""

    @abstractmethod
    def defer_foreign_keys(self) -> None:
        """Inside a transaction: check foreign keys at commit (ids renamed in several steps)."""

    @abstractmethod
    def exclusive(self, name: str) -> AbstractContextManager[bool]:
        """A lock held by one worker among every process and host sharing the store; yields
        whether it was taken (False: another worker holds it)."""

    @abstractmethod
    def after_hard_forget(self) -> bool:
        """After a hard forget committed: have the removed bytes physically overwritten or freed.
        True when it finished now (False: the next maintenance completes it)."""

    def before_bulk_copy(self, vectors: int, dim: int | None) -> None:  # noqa: B027
        """Inside `helix copy`'s transaction, before any row (`vectors` head and piece vectors of
        `dim` will come): set aside what is cheaper to build once at the end than row by row."""

    def copy_rows(self, table: str, columns: Sequence[str], rows: Iterable[Sequence[Any]]) -> int:
        """Insert rows (values as the database stores them) into `table` in bulk; returns how many."""
        sql = f"INSERT INTO {table}({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})"
        n = 0
        batch: list[Sequence[Any]] = []
        for row in rows:
            batch.append(row)
            if len(batch) >= 500:
                self.executemany(sql, batch)
                n, batch = n + len(batch), []
        self.executemany(sql, batch)
        return n + len(batch)

    def copy_vectors(self, table: str, rows: Iterable[tuple[int, np.ndarray]]) -> int:
        """Insert (rowid, vector) rows into a vector table in bulk; returns how many."""
        return self.copy_rows(table, ("rowid", "embedding"),
                              ((rowid, self.vector_param(vector)) for rowid, vector in rows))

    def after_bulk_copy(self, serial_columns: Sequence[tuple[str, str]],  # noqa: B027
                        progress: Callable[[str, int], None] | None = None) -> None:
        """Rows were inserted with their own ids (`helix copy`): new ids must start above them,
        and what `before_bulk_copy` set aside is built now (still inside the transaction)."""

    # -- change detection --------------------------------------------------------------------------

    def notify_change(self) -> None:  # noqa: B027 - optional: SQLite readers poll the file
        """Tell live readers (the app) that something was written."""

    def wait_for_change(self, timeout: float, stop: threading.Event) -> bool:
        """Wait up to `timeout` seconds, less when another process writes (where the backend can
        tell); True when `stop` was set. A file cannot tell: this only waits."""
        return stop.wait(timeout)

    def describe(self) -> str:
        """Where the data is, for people."""
        return self.name

    def close(self) -> None:
        if not self.db.is_closed():
            self.db.close()


def fts_terms(match: str | None) -> tuple[list[str], str]:
    """The quoted words or phrases of an FTS5 expression made by `retrieval.fts_query`, unquoted,
    and the operator joining them."""
    if not match:
        return [], "OR"
    terms = [t.replace('""', '"') for t in re.findall(r'"((?:[^"]|"")*)"', match)]
    operator = "AND" if '" AND "' in match else "OR"
    return terms, operator
