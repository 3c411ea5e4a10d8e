"""Opening the SQLite file: a driver that can load sqlite-vec, WAL mode, and patience with other writers.

Python's own `sqlite3` often cannot load extensions (SPEC §13). At start-up we take the first driver
that can: pysqlite3 (x86-64 Linux wheels), then sqlean.py (wheels everywhere), then the standard
library when its build allows extension loading.

sqlite-vec is loaded into every connection (0.3 ms), so any query may touch the vector tables, but
its Python package is never imported: the package imports numpy (~100 ms), and a capture from a
hook or the CLI, which never touches a vector, must not pay for that. The extension's file is found
where the package keeps it.
"""

from __future__ import annotations

import importlib
import importlib.util
import math
import os
import sqlite3
import threading
import urllib.parse
from pathlib import Path
from types import ModuleType
from typing import Any

import peewee

from ..errors import StoreError

DRIVER_CANDIDATES = ("pysqlite3.dbapi2", "sqlean", "sqlite3")
BUSY_TIMEOUT_MS = 30_000

_driver_lock = threading.Lock()
_vec_path: str | None = None


def vec_extension_path() -> str:
    """The sqlite-vec loadable extension bundled with the `sqlite_vec` package, without importing
    the package (what `sqlite_vec.loadable_path()` returns)."""
    global _vec_path
    if _vec_path is None:
        spec = importlib.util.find_spec("sqlite_vec")
        if spec is None or spec.origin is None:
            raise StoreError("sqlite-vec is not installed; reinstall Helix (pip install sqlite-vec)")
        _vec_path = os.path.normpath(os.path.join(os.path.dirname(spec.origin), "vec0"))
    return _vec_path


def load_vec(conn: Any) -> None:
    """Load sqlite-vec into a connection that has extension loading enabled."""
    conn.load_extension(vec_extension_path())
_driver: ModuleType | None = None


def _can_load_extensions(module: ModuleType) -> bool:
    try:
        conn = module.connect(":memory:")
    except Exception:
        return False
    try:
        conn.enable_load_extension(True)
        load_vec(conn)
        conn.execute("CREATE VIRTUAL TABLE t USING fts5(x)")
        return True
    except Exception:
        return False
    finally:
        conn.close()


def choose_driver(candidates: tuple[str, ...] = DRIVER_CANDIDATES) -> ModuleType:
    """The first DB-API module able to load sqlite-vec and use FTS5."""
    global _driver
    with _driver_lock:
        if _driver is not None and candidates == DRIVER_CANDIDATES:
            return _driver
        tried = []
        for name in candidates:
            try:
                module = importlib.import_module(name)
            except ImportError:
                tried.append(f"{name} (not installed)")
                continue
            if _can_load_extensions(module):
                if candidates == DRIVER_CANDIDATES:
                    _driver = module
                return module
            tried.append(f"{name} (cannot load extensions)")
        raise StoreError(
            "no SQLite driver can load sqlite-vec; install sqlean.py or pysqlite3-binary. Tried: "
            + "; ".join(tried)
        )


CLOSED = "this Helix is closed; open the store again to use it"


class Retirable:
    """A peewee database that refuses to connect again once its store is closed.

    peewee reconnects by itself on the next query, so a closed Helix (or QuickCapture) would go on
    working, and starting threads, after `close()`; instead every later use raises StoreError.
    """

    retired = False

    def retire(self) -> None:
        self.retired = True

    def connect(self, reuse_if_open: bool = False) -> bool:
        if self.retired:
            raise StoreError(CLOSED)
        return super().connect(reuse_if_open)  # type: ignore[misc]


class HelixDatabase(Retirable, peewee.SqliteDatabase):
    """peewee's SQLite database, connecting through the chosen driver and loading sqlite-vec."""

    def __init__(self, path: str, **kwargs: Any) -> None:
        pragmas = {
            "journal_mode": "wal",
            "synchronous": "normal",
            "foreign_keys": 1,
            "busy_timeout": BUSY_TIMEOUT_MS,
            "secure_delete": 1,
            "cache_size": -32_000,
        }
        super().__init__(path, pragmas=pragmas, timeout=BUSY_TIMEOUT_MS / 1000, **kwargs)

    def _connect(self) -> Any:
        driver = choose_driver()
        conn = driver.connect(
            self.database,
            timeout=self._timeout if hasattr(self, "_timeout") else BUSY_TIMEOUT_MS / 1000,
            isolation_level=None,
            check_same_thread=False,
            **self.connect_params,
        )
        conn.enable_load_extension(True)
        load_vec(conn)
        conn.enable_load_extension(False)
        _ensure_math_functions(conn)
        try:
            self._add_conn_hooks(conn)
        except Exception:
            conn.close()
            raise
        return conn


def _ensure_math_functions(conn: Any) -> None:
    """Decay runs in SQL; builds without SQLite's math functions get Python ones."""
    try:
        conn.execute("SELECT pow(2, 1), exp(1), ln(2)").fetchone()
    except Exception:
        conn.create_function("pow", 2, math.pow, deterministic=True)
        conn.create_function("exp", 1, math.exp, deterministic=True)
        conn.create_function("ln", 1, math.log, deterministic=True)


_DAMAGE_WORDS = ("malformed", "not a database", "corrupt", "reading from blob failed", "disk i/o error")


def is_database_error(exc: BaseException) -> bool:
    """An error raised by SQLite through peewee or any of the drivers we may have chosen."""
    if isinstance(exc, (peewee.DatabaseError, sqlite3.DatabaseError)):
        return True
    driver = _driver  # pysqlite3 and sqlean have their own exception classes
    return driver is not None and isinstance(exc, getattr(driver, "DatabaseError", ()))


def looks_damaged(exc: BaseException | str) -> bool:
    text = str(exc).lower()
    return any(word in text for word in _DAMAGE_WORDS)


def recovery_hint(path: Path | None) -> str:
    """What a person can do with a damaged database file, step by step."""
    if path is None:
        return "the in-memory database is damaged; nothing can be recovered from it"
    return (f"to recover: 1) keep a copy of the damaged file: cp '{path}' '{path}.damaged'; 2) restore "
            f"your latest backup (made by `helix backup`), or salvage what can be read into a new file "
            f"(like sqlite3's .recover): helix --db '{path}' recover '{path}.recovered'; 3) check it with "
            f"helix --db '{path}.recovered' doctor --repair, then use it in place of the damaged file")


def damage_error(exc: BaseException, path: Path | None, doing: str = "read the database") -> StoreError:
    """A StoreError for a SQLite error met while working: damage gets the recovery steps."""
    if "permission denied" in str(exc).lower():
        return StoreError(f"the database role may not do this ({exc}): an agent's writer role can "
                          f"capture and recall; approving, rejecting, resolving, hard forgetting and "
                          f"consolidating take a reviewer's role (see `helix roles`)")
    if looks_damaged(exc):
        where = f" {path}" if path is not None else ""
        return StoreError(f"the database file{where} is damaged ({exc}); `helix doctor` reports "
                          f"what is affected; {recovery_hint(path)}")
    return StoreError(f"could not {doing}: {exc}")


def create_private(path: Path) -> None:
    """Create an empty file only its owner can read (0600), unless it exists.

    Memories are private notes: the database, and the WAL and shared-memory files SQLite creates
    beside it with the database's own mode, must not be readable by other users. Backups too.
    """
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return
    except OSError as exc:
        raise StoreError(f"cannot create {path}: {exc.strerror}") from None
    os.close(fd)


def check_not_foreign(path: Path) -> None:
    """Refuse a SQLite file that holds another application's tables, before writing a byte to it.

    Opening it the ordinary way would switch it to WAL and add Helix's tables. The check reads the
    schema with an immutable, read-only connection (no lock, no journal, no change to the file).
    An unreadable schema is left to the ordinary open, which reports the damage.
    """
    if not path.exists() or path.stat().st_size == 0:
        return
    wal = Path(f"{path}-wal")
    # Immutable reads take no lock and touch nothing, but ignore a WAL: with one, read-only.
    flags = "mode=ro" if wal.exists() and wal.stat().st_size else "mode=ro&immutable=1"
    uri = "file:" + urllib.parse.quote(str(path)) + "?" + flags
    try:
        conn = sqlite3.connect(uri, uri=True)
    except sqlite3.Error:
        return
    try:
        tables = [name for (name,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
        helix = "migrations" in tables and conn.execute(
            "SELECT 1 FROM migrations WHERE name = 'm0001_initial'").fetchone() is not None
    except sqlite3.Error:
        return
    finally:
        conn.close()
    if tables and not helix:
        shown = ", ".join(sorted(tables)[:5]) + (", …" if len(tables) > 5 else "")
        raise StoreError(
            f"{path} is another application's SQLite database (tables: {shown}), not a Helix "
            "database; it was left untouched. Give --db a new file or an existing Helix database"
        )


def check_db_path(path: Path) -> None:
    """Refuse paths that cannot hold a database, before SQLite gives a vaguer error."""
    if path.exists() and path.is_dir():
        raise StoreError(f"database path {path} is a directory")
    parent = path.parent
    if not parent.exists():
        try:
            parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(f"cannot create the directory {parent}: {exc.strerror}") from None
    if path.exists():
        with path.open("rb") as handle:
            header = handle.read(16)
        if header and header != b"SQLite format 3\x00":
            raise StoreError(f"{path} is not a SQLite database")
        check_not_foreign(path)
    elif os.access(parent, os.W_OK):
        create_private(path)
