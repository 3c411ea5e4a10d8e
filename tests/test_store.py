"""The store: one SQLite file in WAL mode, named migrations, a driver that can load sqlite-vec,
and refusals (with the file untouched) for paths that cannot or must not be written."""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path

import pytest
import sqlite_vec

from helix_core import Helix, SchemaTooNew, StoreError
from helix_core.store import migrations
from helix_core.store.db import DRIVER_CANDIDATES, choose_driver
from helix_core.store.store import Store


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def make_db(path: Path) -> None:
    with Helix.open(path, embedder="hashing", background=False) as hx:
        hx.capture("Decided to keep the billing ledger in SQLite", scope="project:billing")


def test_wal_mode_busy_timeout_and_tables(db_path: Path) -> None:
    store = Store(db_path)
    try:
        assert store.db.execute_sql("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert store.db.execute_sql("PRAGMA busy_timeout").fetchone()[0] >= 5000
        for table in ("memory", "edge", "provenance", "history", "migrations", "memory_fts"):
            assert store.table_exists(table), table
    finally:
        store.close()


def test_migrations_recorded_by_name_in_order(db_path: Path) -> None:
    store = Store(db_path)
    try:
        names = [r.name for r in store.models.Migration.select().order_by(store.models.Migration.name)]
        assert names == migrations.known_names()
        assert names[0] == "m0001_initial"
        assert names == sorted(names)
        assert migrations.pending(store.models) == []
    finally:
        store.close()
    # Reopening runs nothing again.
    store = Store(db_path)
    try:
        assert migrations.migrate(store.models, db_path) == []
    finally:
        store.close()


def test_sqlite_vec_and_fts_work_on_the_open_store(db_path: Path) -> None:
    store = Store(db_path)
    try:
        version = store.db.execute_sql("SELECT vec_version()").fetchone()[0]
        assert version.startswith("v")
        store.ensure_vec_table(4, "test-4")
        assert store.vec_dim() == 4
    finally:
        store.close()


def test_unknown_migration_refused_and_file_unchanged(db_path: Path) -> None:
    make_db(db_path)
    store = Store(db_path)
    store.models.Migration.insert(name="m9999_from_the_future", applied_at=0.0).execute()
    store.close()
    before = digest(db_path)
    with pytest.raises(SchemaTooNew, match="newer Helix"):
        Helix.open(db_path, embedder="hashing")
    assert digest(db_path) == before
    assert not list(db_path.parent.glob("*.backup-*"))


def test_directory_path_is_refused(tmp_path: Path) -> None:
    target = tmp_path / "adir"
    target.mkdir()
    with pytest.raises(StoreError, match="is a directory"):
        Helix.open(target, embedder="hashing")
    assert target.is_dir() and not any(target.iterdir())


def test_read_only_file_is_refused_and_unchanged(db_path: Path) -> None:
    make_db(db_path)
    before = digest(db_path)
    os.chmod(db_path, 0o444)
    try:
        with pytest.raises(StoreError, match="read-only"):
            Helix.open(db_path, embedder="hashing")
        assert digest(db_path) == before
        assert stat.S_IMODE(db_path.stat().st_mode) == 0o444
    finally:
        os.chmod(db_path, 0o644)


def test_non_sqlite_file_is_refused_and_unchanged(tmp_path: Path) -> None:
    target = tmp_path / "notes.db"
    target.write_text("these are my notes, not a database\n" * 20)
    before = digest(target)
    with pytest.raises(StoreError, match="not a SQLite database"):
        Helix.open(target, embedder="hashing")
    assert digest(target) == before


def test_missing_parent_directory_is_created(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "helix.db"
    with Helix.open(path, embedder="hashing", background=False) as hx:
        hx.capture("first note in a fresh place")
    assert path.is_file()


def test_data_survives_reopen(db_path: Path) -> None:
    make_db(db_path)
    with Helix.open(db_path, embedder="hashing", background=False) as hx:
        assert hx.count() == 1
        assert hx.recall("billing ledger", scope="project:billing")[0].memory.content.startswith("Decided")


# -- driver choice ---------------------------------------------------------------------------------


def test_chosen_driver_loads_sqlite_vec() -> None:
    module = choose_driver()
    assert module.__name__ in DRIVER_CANDIDATES
    conn = module.connect(":memory:")
    try:
        conn.enable_load_extension(True)
        sqlite_vec.load(conn)
        assert conn.execute("SELECT vec_version()").fetchone()[0]
    finally:
        conn.close()


def test_driver_candidates_fall_back() -> None:
    module = choose_driver(("nonexistent_mod", "sqlean"))
    assert module.__name__ == "sqlean"


def test_impossible_driver_list_raises_clear_error() -> None:
    with pytest.raises(StoreError) as err:
        choose_driver(("nonexistent_mod", "json"))
    message = str(err.value)
    assert "sqlite-vec" in message
    assert "nonexistent_mod (not installed)" in message
    assert "json (cannot load extensions)" in message
