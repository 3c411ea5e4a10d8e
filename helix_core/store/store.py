"""The store: one SQLite file or one PostgreSQL database, its models, its migrations, and small
helpers every service shares. What differs between the two lives in `backends`."""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import peewee as pw

from ..errors import StoreError
from .backends import Backend, is_url
from .backends.sqlite import SqliteBackend
from .db import check_db_path, is_database_error, looks_damaged, recovery_hint
from .models import Models, build_models


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=str)


def loads(text: str | None, default: Any = None) -> Any:
    if text is None or text == "":
        return default
    return json.loads(text)


class Store:
    """Owns the database connection(s) of one process for one file."""

    def __init__(self, path: Path | str) -> None:
        self.url: str | None = None
        self.backend: Backend
        if is_url(path):
            try:
                from .backends.postgres import PostgresBackend
            except ImportError as exc:
                raise StoreError(f"a PostgreSQL store needs its driver ({exc.name} is not installed): "
                                 "pip install 'helix-memory[postgres]'") from None

            self.path = None
            self.backend = PostgresBackend(str(path))
            self.url = self.backend.url
        elif str(path).lower().startswith(("postgresql:", "postgres:")):
            # A URL that went through Path() ("//" folded to "/"): never a file named like a server.
            raise StoreError(f"{path} is neither a file nor a postgresql:// URL (a URL needs its //)")
        else:
            self.path = Path(path) if str(path) != ":memory:" else None
            if self.path is not None:
                self.path = self.path.expanduser().resolve()
                check_db_path(self.path)
            self.backend = SqliteBackend(self.path)
        self.db = self.backend.db
        self.models: Models = build_models(self.db)
        self._vec_lock = threading.Lock()
        try:
            self._check_writable()  # before connecting: SQLite's own error here is vague
            self.db.connect(reuse_if_open=True)
            self.backend.migrate(self.models, self.path)
            self._identity = self._file_identity()
        except StoreError:
            self.db.close()
            raise
        except Exception as exc:  # peewee's, the standard library's or the driver's (sqlean…)
            if not is_database_error(exc) and not isinstance(exc, pw.PeeweeException):
                if not type(exc).__module__.startswith("psycopg"):
                    raise
            self.db.close()
            hint = f"; {recovery_hint(self.path)}" if looks_damaged(exc) and self.url is None else ""
            where = self.backend.describe() if self.url else self.path
            raise StoreError(f"cannot open {where}: {str(exc).strip()}{hint}") from None

    @property
    def is_shared(self) -> bool:
        """A server many processes and hosts write to (PostgreSQL), not one file."""
        return self.url is not None

    def describe(self) -> str:
        """Where the data is, for people (a URL without its password, or the file)."""
        return self.backend.describe()

    def _check_writable(self) -> None:
        if self.path is None:
            return
        if self.path.exists() and (
            not os.access(self.path, os.W_OK) or not self.path.stat().st_mode & stat.S_IWUSR
        ):
            # The mode bits are checked too: root may write anywhere, but a read-only file is a
            # person's way of saying "do not touch".
            raise StoreError(f"database {self.path} is read-only")
        if not os.access(self.path.parent, os.W_OK):
            raise StoreError(f"directory {self.path.parent} is read-only (SQLite needs it for the WAL)")

    # -- transactions ------------------------------------------------------------------------------

    def _file_identity(self) -> tuple[int, int] | None:
        if self.path is None:
            return None
        st = os.stat(self.path)
        return (st.st_dev, st.st_ino)

    def check_file(self) -> None:
        """Refuse to write when the file was deleted or replaced under us: the writes would go to
        an unlinked inode and vanish when we close (silent data loss)."""
        if self.path is None or getattr(self, "_identity", None) is None:
            return
        try:
            identity = self._file_identity()
        except FileNotFoundError:
            self._release_wal()
            raise StoreError(
                f"database {self.path} was deleted while Helix had it open; nothing was written "
                "(restore it from a backup, or reopen to start an empty one)"
            ) from None
        except OSError as exc:
            raise StoreError(f"database {self.path} cannot be checked: {exc.strerror}") from None
        if identity != self._identity:
            self._release_wal()
            raise StoreError(
                f"database {self.path} was replaced by another file while Helix had it open; "
                "nothing was written (reopen Helix to use the new file)"
            )

    @contextmanager
    def write(self) -> Iterator[None]:
        """A short IMMEDIATE transaction: takes the write lock up front so it never deadlocks."""
        self.check_file()
        inner: BaseException | None = None
        try:
            with self.db.atomic():
                try:
                    yield
                    if self.url is not None:
                        self.backend.notify_change()  # delivered at commit, to live readers
                except (pw.OperationalError, sqlite3.OperationalError) as exc:
                    inner = exc
                    raise
        except (pw.OperationalError, sqlite3.OperationalError) as exc:
            # SQLite rolls back by itself on a full disk; peewee's own rollback then fails with
            # "no transaction is active" and would hide the real cause.
            cause: BaseException = inner or exc
            while "no transaction is active" in str(cause) and cause.__context__ is not None:
                cause = cause.__context__
            hint = " (free some disk space; nothing was written)" if "full" in str(cause) else ""
            raise StoreError(f"database write failed: {cause}{hint}") from None

    def _release_wal(self) -> None:  # SQLite only: a server has no WAL file beside a path
        """Our WAL file sits beside a path that is no longer our database: fold its frames into our
        own (moved or deleted) file and empty it, or SQLite would replay them into whatever file now
        has the name — the replacement would be corrupted with our pages."""
        if self.url is not None:
            return
        try:
            self.db.execute_sql("PRAGMA wal_checkpoint(TRUNCATE)")
        except Exception:  # best effort: the file is gone or busy; the error we raise says enough
            pass

    def close(self) -> None:
        if not self.db.is_closed():
            try:
                self.check_file()
            except StoreError:
                pass  # _release_wal ran
        self.backend.close()  # the database, and a server's listening connection
        self.db.retire()  # a later use raises instead of silently reconnecting

    # -- meta ---------------------------------------------------------------------------------------

    def meta_get(self, key: str, default: str | None = None) -> str | None:
        row = self.models.Meta.get_or_none(self.models.Meta.key == key)
        return row.value if row else default

    def meta_set(self, key: str, value: str) -> None:
        meta = self.models.Meta
        meta.insert(key=key, value=value).on_conflict(conflict_target=[meta.key], preserve=[meta.value]).execute()

    # -- vector table -------------------------------------------------------------------------------

    def vec_dim(self) -> int | None:
        value = self.meta_get("vec_dim")
        return int(value) if value else None

    def ensure_vec_table(self, dim: int, embedder: str) -> bool:
        """Create the vector tables (heads, pieces) for `dim`; if the embedder changed, drop every
        vector (re-embed).

        Returns True when the vectors were reset.
        """
        with self._vec_lock:
            current_dim = self.vec_dim()
            current_embedder = self.meta_get("vec_embedder")
            if current_dim == dim and current_embedder == embedder:
                if not self.table_exists("memory_piece_vec"):  # a store made before pieces existed
                    with self.write():
                        self.backend.create_piece_table(dim)
                return False
            with self.write():
                # Another process (another host, on a server) may have made them meanwhile.
                if self.vec_dim() == dim and self.meta_get("vec_embedder") == embedder:
                    return False
                self.backend.create_vector_tables(dim)
                self.db.execute_sql("DELETE FROM memory_piece")
                self.db.execute_sql("DELETE FROM vec_piece_todo")  # every memory is re-embedded whole
                self.meta_set("vec_dim", str(dim))
                self.meta_set("vec_embedder", embedder)
                self.models.Memory.update(embedder=None).execute()
                self.models.VecLog.insert(seq=0, op="reset").execute()
            return current_dim is not None

    def table_exists(self, name: str) -> bool:
        return self.db.table_exists(name)
