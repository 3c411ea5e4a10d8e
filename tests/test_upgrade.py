"""Upgrades: a database made by the first released schema (m0001, frozen in fixtures/schema_v1.sql)
opens with today's Helix, migrates in place with a backup taken first, and loses nothing."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from helix_core import Helix
from helix_core.embedding import HashingEmbedder
from helix_core.errors import StoreError
from helix_core.store import migrations
from helix_core.store.db import choose_driver

SCHEMA_V1 = Path(__file__).parent / "fixtures" / "schema_v1.sql"
T0 = 1767225600.0  # 2026-01-01


def make_v1_db(path: Path) -> None:
    """A v1 database as the first release left it: memories, history, provenance, an edge, vectors."""
    embedder = HashingEmbedder()
    vectors = embedder.embed(["run pytest inside the venv", "billing uses SQLite"])
    conn = choose_driver().connect(str(path))
    conn.enable_load_extension(True)
    import sqlite_vec

    sqlite_vec.load(conn)
    conn.executescript(SCHEMA_V1.read_text(encoding="utf-8"))
    conn.execute(f"CREATE VIRTUAL TABLE memory_vec USING vec0(embedding float[{embedder.dim}] distance_metric=cosine)")
    conn.execute("INSERT INTO meta(key, value) VALUES ('vec_dim', ?), ('vec_embedder', ?)",
                 (str(embedder.dim), embedder.name))
    conn.execute("INSERT INTO vec_log(seq, op) VALUES (0, 'reset')")
    rows = [
        (1, "mem_run_pytest_venv", "procedure", "procedural", "run pytest inside the venv", "project:billing",
         0.7, embedder.name),
        (2, "mem_billing_sqlite", "decision", "semantic", "billing uses SQLite", "project:billing", 0.9,
         embedder.name),
        (3, "mem_pending_note", "episode", "episodic", "a note still waiting for its vector", "global", 0.3, None),
    ]
    for seq, mid, kind, shape, content, scope, imp, emb in rows:
        conn.execute(
            "INSERT INTO memory(seq, id, kind, shape, level, content, attributes, scope, importance, confidence,"
            " valid_from, valid_to, recorded_at, status, origin, last_access_at, access_count, ef, half_life,"
            " pinned, deletion_policy, session, agent, updated_at, embedder, reviewed_at, consolidated_at)"
            " VALUES (?, ?, ?, ?, 0, ?, '{\"v\": 1}', ?, ?, 0.8, ?, NULL, ?, 'active', 'user-asserted', ?, 2,"
            " 2.6, ?, 0, 'manual_only', 's-1', 'claude', ?, ?, NULL, NULL)",
            (seq, mid, kind, shape, content, scope, imp, T0, T0, T0, 90.0 if shape == "procedural" else None,
             T0, emb),
        )
        conn.execute("INSERT INTO history(memory_id, event, actor, rationale, before, after, at, run_id)"
                     " VALUES (?, 'created', 'human', NULL, NULL, ?, ?, NULL)", (mid, f'{{"content": "{content}"}}', T0))
        conn.execute("INSERT INTO provenance(memory_id, edge_id, agent, session, ref, extractor, run_id, origin, at)"
                     " VALUES (?, NULL, 'claude', 's-1', NULL, 'heuristic', NULL, 'user-asserted', ?)", (mid, T0))
    for seq, vector in zip((1, 2), vectors, strict=True):
        conn.execute("INSERT INTO memory_vec(rowid, embedding) VALUES (?, ?)",
                     (seq, np.asarray(vector, dtype=np.float32).tobytes()))
        conn.execute("INSERT INTO vec_log(seq, op) VALUES (?, 'add')", (seq,))
    conn.execute("INSERT INTO edge(src, dst, relation, weight, created_at, valid_to)"
                 " VALUES ('mem_run_pytest_venv', 'mem_billing_sqlite', 'related_to', 1.0, ?, NULL)", (T0,))
    conn.commit()
    conn.close()


def backups(db: Path) -> list[Path]:
    return sorted(db.parent.glob(db.name + ".backup-*"))


def assert_v1_data_intact(hx: Helix) -> None:
    assert hx.count() == 3
    assert hx.get("mem_billing_sqlite").content == "billing uses SQLite"
    assert hx.get("mem_run_pytest_venv").attributes == {"v": 1}
    assert [e.event for e in hx.history("mem_billing_sqlite")][0] == "created"
    assert hx.provenance("mem_pending_note")
    assert [e.relation for e in hx.edges("mem_billing_sqlite")] == ["related_to"]


def test_the_first_schema_opens_and_works_with_todays_helix(tmp_path: Path) -> None:
    db = tmp_path / "v1.db"
    make_v1_db(db)
    later = [name for name in migrations.known_names() if name != "m0001_initial"]
    with Helix.open(db, embedder="hashing", background=False) as hx:
        assert_v1_data_intact(hx)
        applied = migrations.applied_names(hx.store.models)
        assert applied == sorted(migrations.known_names())
        hits = hx.recall("how do I run pytest", scope="project:billing", record_access=False)
        assert hits and hits[0].memory.id == "mem_run_pytest_venv"
        report = hx.doctor(repair=True)
        assert report.ok, report.checks
        assert hx.stats().pending_embeddings == 0
        hx.capture("written after the upgrade", scope="project:billing")
        assert hx.count() == 4
    if later:  # real later migrations exist: a backup of the v1 file was taken before them
        (copy,) = backups(db)
        with Helix.open(copy, embedder="hashing", background=False) as old:
            assert old.count() == 3
    else:
        assert backups(db) == []  # nothing to migrate, nothing copied


def schema(path: Path) -> list[tuple[str, str, str | None]]:
    conn = choose_driver().connect(str(path))
    try:
        return conn.execute("SELECT type, name, sql FROM sqlite_master ORDER BY type, name").fetchall()
    finally:
        conn.close()


def test_an_upgraded_database_and_a_fresh_one_end_with_the_same_schema(tmp_path: Path) -> None:
    old, fresh = tmp_path / "v1.db", tmp_path / "fresh.db"
    make_v1_db(old)
    with Helix.open(old, embedder="hashing", background=False) as hx:
        hx.capture("written after the upgrade")
    with Helix.open(fresh, embedder="hashing", background=False) as hx:
        hx.capture("the first memory of a new store")  # creates the vector table, as v1 had one
    assert schema(old) == schema(fresh)
    assert any(name == "memory_vec" for _, name, _ in schema(fresh))


def test_a_new_migration_runs_in_place_after_a_backup(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "v1.db"
    make_v1_db(db)

    def m9999_add_note_column(models: migrations.Models) -> None:
        models.db.execute_sql("ALTER TABLE memory ADD COLUMN upgrade_note TEXT DEFAULT 'migrated'")

    monkeypatch.setattr(migrations, "MIGRATIONS", [*migrations.MIGRATIONS, ("m9999_add_note_column",
                                                                              m9999_add_note_column)])
    inode = db.stat().st_ino
    with Helix.open(db, embedder="hashing", background=False) as hx:
        assert_v1_data_intact(hx)
        assert "m9999_add_note_column" in migrations.applied_names(hx.store.models)
        notes = hx.store.db.execute_sql("SELECT DISTINCT upgrade_note FROM memory").fetchall()
        assert notes == [("migrated",)]
    assert db.stat().st_ino == inode  # in place, not a new file
    (copy,) = backups(db)
    conn = choose_driver().connect(str(copy))
    try:
        cols = [r[1] for r in conn.execute("PRAGMA table_info(memory)")]
        assert "upgrade_note" not in cols  # the backup is the file as it was before migrating
        assert conn.execute("SELECT count(*) FROM memory").fetchone()[0] == 3
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        conn.close()


def test_a_failing_migration_changes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "v1.db"
    make_v1_db(db)

    def m9999_broken(models: migrations.Models) -> None:
        models.db.execute_sql("ALTER TABLE memory ADD COLUMN half_done TEXT")
        models.db.execute_sql("THIS IS NOT SQL")

    monkeypatch.setattr(migrations, "MIGRATIONS", [*migrations.MIGRATIONS, ("m9999_broken", m9999_broken)])
    with pytest.raises(StoreError):
        Helix.open(db, embedder="hashing")
    monkeypatch.undo()
    with Helix.open(db, embedder="hashing", background=False) as hx:
        cols = [r[1] for r in hx.store.db.execute_sql("PRAGMA table_info(memory)")]
        assert "half_done" not in cols  # the broken migration's first step was rolled back
        assert_v1_data_intact(hx)
        assert hx.doctor().ok


def test_a_database_from_a_newer_helix_is_refused_untouched(tmp_path: Path) -> None:
    db = tmp_path / "v1.db"
    make_v1_db(db)
    conn = choose_driver().connect(str(db))
    conn.execute("INSERT INTO migrations(name, applied_at) VALUES ('m9999_from_the_future', 0)")
    conn.commit()
    conn.close()
    def dump() -> list[str]:
        c = choose_driver().connect(str(db))
        try:
            return [repr(c.execute(f"SELECT * FROM {t} ORDER BY 1").fetchall())
                    for t in ("memory", "history", "provenance", "edge", "migrations", "meta", "vec_log")]
        finally:
            c.close()

    before = dump()
    with pytest.raises(StoreError, match="newer Helix"):
        Helix.open(db, embedder="hashing")
    assert dump() == before  # (only the journal mode in the header may change: WAL is a setting)
    assert backups(db) == []
