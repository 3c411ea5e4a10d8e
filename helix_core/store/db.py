"""Opening the SQLite file: a driver that can load sqlite-vec, WAL mode, and patience with other writers.

Python's own `sqlite3` often cannot load extensions (SPEC §13). At start-up we take the first driver
that can: pysqlite3 (x86-64 Linux wheels), then sqlean.py (wheels everywhere), then the standard
library when its build allows extension loading.
"""

from __future__ import annotations

import importlib
import math
import threading
from pathlib import Path
from types import ModuleType
from typing import Any

import peewee
import sqlite_vec

from ..errors import StoreError

DRIVER_CANDIDATES = ("pysqlite3.dbapi2", "sqlean", "sqlite3")
BUSY_TIMEOUT_MS = 30_000

_driver_lock = threading.Lock()
_driver: ModuleType | None = None


def _can_load_extensions(module: ModuleType) -> bool:
    try:
        conn = module.connect(":memory:")
    except Exception:
        return False
    try:
        conn.enable_load_extension(True)
        sqlite_vec.load(conn)
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


class HelixDatabase(peewee.SqliteDatabase):
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
        sqlite_vec.load(conn)
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
