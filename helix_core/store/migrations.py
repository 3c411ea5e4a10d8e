"""Named, ordered schema migrations, recorded in the database itself (the way `llm` does it).

A database that records a migration this code does not know was written by a newer Helix: we refuse
to touch it. Before migrating a database that already holds data, a backup copy is taken beside it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from ..errors import SchemaTooNew
from .db import choose_driver, create_private
from .models import Models

MigrationFn = Callable[[Models], None]
MIGRATIONS: list[tuple[str, MigrationFn]] = []


def migration(fn: MigrationFn) -> MigrationFn:
    MIGRATIONS.append((fn.__name__, fn))
    return fn


# Migration 1 as it created the schema, written out: a later change to the models must not change
# what migration 1 creates (later changes are later migrations). tests/test_upgrade.py checks that a
# database upgraded from this schema and a fresh one end with the same schema.
M0001_STATEMENTS = (
    ('CREATE TABLE IF NOT EXISTS "memory" ("seq" INTEGER NOT NULL PRIMARY KEY, '
     '"id" VARCHAR(255) NOT NULL, "kind" VARCHAR(255) NOT NULL, "shape" VARCHAR(255) NOT NULL, '
     '"level" INTEGER NOT NULL, "content" TEXT NOT NULL, "attributes" TEXT NOT NULL, '
     '"scope" VARCHAR(255) NOT NULL, "importance" REAL NOT NULL, "confidence" REAL NOT NULL, '
     '"valid_from" REAL NOT NULL, "valid_to" REAL, "recorded_at" REAL NOT NULL, '
     '"status" VARCHAR(255) NOT NULL, "origin" VARCHAR(255) NOT NULL, "last_access_at" REAL NOT NULL, '
     '"access_count" INTEGER NOT NULL, "ef" REAL NOT NULL, "half_life" REAL, '
     '"pinned" INTEGER NOT NULL, "deletion_policy" VARCHAR(255) NOT NULL, "session" VARCHAR(255), '
     '"agent" VARCHAR(255), "updated_at" REAL NOT NULL, "embedder" VARCHAR(255), "reviewed_at" REAL, '
     '"consolidated_at" REAL)'),
    'CREATE UNIQUE INDEX IF NOT EXISTS "memory_id" ON "memory" ("id")',
    'CREATE INDEX IF NOT EXISTS "memory_kind" ON "memory" ("kind")',
    'CREATE INDEX IF NOT EXISTS "memory_shape" ON "memory" ("shape")',
    'CREATE INDEX IF NOT EXISTS "memory_scope" ON "memory" ("scope")',
    'CREATE INDEX IF NOT EXISTS "memory_recorded_at" ON "memory" ("recorded_at")',
    'CREATE INDEX IF NOT EXISTS "memory_status" ON "memory" ("status")',
    'CREATE INDEX IF NOT EXISTS "memory_session" ON "memory" ("session")',
    'CREATE INDEX IF NOT EXISTS "memory_embedder" ON "memory" ("embedder")',
    'CREATE INDEX IF NOT EXISTS "memory_scope_status" ON "memory" ("scope", "status")',
    ('CREATE TABLE IF NOT EXISTS "edge" ("id" INTEGER NOT NULL PRIMARY KEY, '
     '"src" VARCHAR(255) NOT NULL, "dst" VARCHAR(255) NOT NULL, "relation" VARCHAR(255) NOT NULL, '
     '"weight" REAL NOT NULL, "created_at" REAL NOT NULL, "valid_to" REAL, '
     'FOREIGN KEY ("src") REFERENCES "memory" ("id") ON DELETE CASCADE, '
     'FOREIGN KEY ("dst") REFERENCES "memory" ("id") ON DELETE CASCADE)'),
    'CREATE INDEX IF NOT EXISTS "edge_src" ON "edge" ("src")',
    'CREATE INDEX IF NOT EXISTS "edge_dst" ON "edge" ("dst")',
    'CREATE INDEX IF NOT EXISTS "edge_relation" ON "edge" ("relation")',
    'CREATE UNIQUE INDEX IF NOT EXISTS "edge_src_dst_relation" ON "edge" ("src", "dst", "relation")',
    ('CREATE TABLE IF NOT EXISTS "flag" ("id" INTEGER NOT NULL PRIMARY KEY, '
     '"kind" VARCHAR(255) NOT NULL, "a_id" VARCHAR(255) NOT NULL, "b_id" VARCHAR(255), '
     '"reason" TEXT NOT NULL, "status" VARCHAR(255) NOT NULL, "resolution" TEXT, "run_id" INTEGER, '
     '"created_at" REAL NOT NULL, "resolved_at" REAL, "resolved_by" VARCHAR(255))'),
    'CREATE INDEX IF NOT EXISTS "flag_a_id" ON "flag" ("a_id")',
    'CREATE INDEX IF NOT EXISTS "flag_b_id" ON "flag" ("b_id")',
    'CREATE INDEX IF NOT EXISTS "flag_status" ON "flag" ("status")',
    ('CREATE TABLE IF NOT EXISTS "history" ("id" INTEGER NOT NULL PRIMARY KEY, '
     '"memory_id" VARCHAR(255) NOT NULL, "event" VARCHAR(255) NOT NULL, '
     '"actor" VARCHAR(255) NOT NULL, "rationale" TEXT, "before" TEXT, "after" TEXT, '
     '"at" REAL NOT NULL, "run_id" INTEGER)'),
    'CREATE INDEX IF NOT EXISTS "history_memory_id" ON "history" ("memory_id")',
    'CREATE INDEX IF NOT EXISTS "history_event" ON "history" ("event")',
    'CREATE INDEX IF NOT EXISTS "history_actor" ON "history" ("actor")',
    'CREATE INDEX IF NOT EXISTS "history_at" ON "history" ("at")',
    ('CREATE TABLE IF NOT EXISTS "import_batch" ("id" INTEGER NOT NULL PRIMARY KEY, '
     '"path" TEXT NOT NULL, "header" TEXT NOT NULL, "at" REAL NOT NULL, "count" INTEGER NOT NULL, '
     '"actor" VARCHAR(255) NOT NULL, "status" VARCHAR(255) NOT NULL)'),
    ('CREATE TABLE IF NOT EXISTS "meta" ("key" VARCHAR(255) NOT NULL PRIMARY KEY, '
     '"value" TEXT NOT NULL)'),
    ('CREATE TABLE IF NOT EXISTS "migrations" ("name" VARCHAR(255) NOT NULL PRIMARY KEY, '
     '"applied_at" REAL NOT NULL)'),
    ('CREATE TABLE IF NOT EXISTS "proposal" ("id" INTEGER NOT NULL PRIMARY KEY, "run_id" INTEGER, '
     '"action" VARCHAR(255) NOT NULL, "kind" VARCHAR(255), "shape" VARCHAR(255), '
     '"level" INTEGER NOT NULL, "scope" VARCHAR(255) NOT NULL, "content" TEXT, '
     '"attributes" TEXT NOT NULL, "target_ids" TEXT NOT NULL, "grounding" TEXT NOT NULL, '
     '"confidence" REAL NOT NULL, "importance" REAL NOT NULL, "status" VARCHAR(255) NOT NULL, '
     '"rationale" TEXT, "extractor" VARCHAR(255) NOT NULL, "proposed_by" VARCHAR(255) NOT NULL, '
     '"created_at" REAL NOT NULL, "decided_at" REAL, "decided_by" VARCHAR(255), '
     '"result_id" VARCHAR(255))'),
    'CREATE INDEX IF NOT EXISTS "proposal_run_id" ON "proposal" ("run_id")',
    'CREATE INDEX IF NOT EXISTS "proposal_status" ON "proposal" ("status")',
    ('CREATE TABLE IF NOT EXISTS "provenance" ("id" INTEGER NOT NULL PRIMARY KEY, '
     '"memory_id" VARCHAR(255), "edge_id" INTEGER, "agent" VARCHAR(255), "session" VARCHAR(255), '
     '"ref" VARCHAR(255), "extractor" VARCHAR(255) NOT NULL, "run_id" INTEGER, '
     '"origin" VARCHAR(255) NOT NULL, "at" REAL NOT NULL, '
     'FOREIGN KEY ("memory_id") REFERENCES "memory" ("id") ON DELETE CASCADE, '
     'FOREIGN KEY ("edge_id") REFERENCES "edge" ("id") ON DELETE CASCADE)'),
    'CREATE INDEX IF NOT EXISTS "provenance_memory_id" ON "provenance" ("memory_id")',
    'CREATE INDEX IF NOT EXISTS "provenance_edge_id" ON "provenance" ("edge_id")',
    ('CREATE TABLE IF NOT EXISTS "quarantine" ("memory_id" VARCHAR(255) NOT NULL PRIMARY KEY, '
     '"reason" TEXT NOT NULL, "import_id" INTEGER, "checks" TEXT NOT NULL, "at" REAL NOT NULL, '
     'FOREIGN KEY ("memory_id") REFERENCES "memory" ("id") ON DELETE CASCADE)'),
    ('CREATE TABLE IF NOT EXISTS "consolidation_run" ("id" INTEGER NOT NULL PRIMARY KEY, '
     '"trigger" VARCHAR(255) NOT NULL, "started_at" REAL NOT NULL, "ended_at" REAL, '
     '"status" VARCHAR(255) NOT NULL, "dry_run" INTEGER NOT NULL, "counts" TEXT NOT NULL, '
     '"since" REAL, "until" REAL, "error" TEXT, "notes" TEXT NOT NULL)'),
    ('CREATE TABLE IF NOT EXISTS "trigger_queue" ("id" INTEGER NOT NULL PRIMARY KEY, '
     '"trigger" VARCHAR(255) NOT NULL, "payload" TEXT NOT NULL, "enqueued_at" REAL NOT NULL, '
     '"taken_at" REAL, "done_at" REAL, "run_id" INTEGER)'),
    ('CREATE TABLE IF NOT EXISTS "vec_log" ("id" INTEGER NOT NULL PRIMARY KEY, '
     '"seq" INTEGER NOT NULL, "op" VARCHAR(255) NOT NULL)'),
    ("CREATE VIRTUAL TABLE IF NOT EXISTS memory_fts USING fts5(content, content='memory', "
     "content_rowid='seq', tokenize='porter unicode61 remove_diacritics 2')"),
    """CREATE TRIGGER IF NOT EXISTS memory_fts_ai AFTER INSERT ON memory BEGIN
  INSERT INTO memory_fts(rowid, content) VALUES (new.seq, new.content);
END""",
    """CREATE TRIGGER IF NOT EXISTS memory_fts_ad AFTER DELETE ON memory BEGIN
  INSERT INTO memory_fts(memory_fts, rowid, content) VALUES ('delete', old.seq, old.content);
END""",
    """CREATE TRIGGER IF NOT EXISTS memory_fts_au AFTER UPDATE OF content ON memory BEGIN
  INSERT INTO memory_fts(memory_fts, rowid, content) VALUES ('delete', old.seq, old.content);
  INSERT INTO memory_fts(rowid, content) VALUES (new.seq, new.content);
END""",
)


@migration
def m0001_initial(models: Models) -> None:
    for statement in M0001_STATEMENTS:
        models.db.execute_sql(statement)


@migration
def m0002_history_import_id(models: Models) -> None:
    """History brought by an import carries its batch: it is the file's account, never a local
    decision, so rollback and quarantine can tell the two apart."""
    models.db.execute_sql('ALTER TABLE "history" ADD COLUMN "import_id" INTEGER')


# A text of at most this many UTF-8 bytes fits one MiniLM window (`embedding.pieces`); longer ones
# embedded before pieces existed may have an unseen tail.
_PIECE_MIN_BYTES = 255


@migration
def m0003_vector_pieces(models: Models) -> None:
    """Long memories get extra vectors ("pieces"); see `embedding.pieces` and `vectors`.

    `memory_piece` maps a piece's vector (in `memory_piece_vec`, created with the head table since
    it needs the embedder's width) to its memory. `vec_piece_todo` lists memories embedded before
    pieces existed whose text may be longer than one window: the migration cannot embed (no model
    here, and it runs inside the open), so it only queues them; the embedding worker adds their
    pieces when idle. Their head vector is unchanged (the same truncated embedding), so they are
    found as before meanwhile, and short memories are not re-embedded at all.
    """
    models.db.execute_sql(
        "CREATE TABLE IF NOT EXISTS memory_piece ("
        "id INTEGER PRIMARY KEY AUTOINCREMENT, seq INTEGER NOT NULL, ord INTEGER NOT NULL)"
    )
    models.db.execute_sql("CREATE INDEX IF NOT EXISTS memory_piece_seq ON memory_piece(seq)")
    models.db.execute_sql("CREATE TABLE IF NOT EXISTS vec_piece_todo (seq INTEGER PRIMARY KEY)")
    models.db.execute_sql(
        "INSERT OR IGNORE INTO vec_piece_todo(seq) SELECT seq FROM memory "
        "WHERE embedder IS NOT NULL AND length(CAST(content AS BLOB)) >= ?", (_PIECE_MIN_BYTES,)
    )


def known_names() -> list[str]:
    return [name for name, _ in MIGRATIONS]


def applied_names(models: Models) -> list[str]:
    if not models.db.table_exists("migrations"):
        return []
    return [row.name for row in models.Migration.select().order_by(models.Migration.name)]


def pending(models: Models) -> list[str]:
    applied = set(applied_names(models))
    unknown = applied - set(known_names())
    if unknown:
        raise SchemaTooNew(
            "this database was written by a newer Helix (unknown migrations: "
            + ", ".join(sorted(unknown)) + "); upgrade Helix to open it"
        )
    return [name for name in known_names() if name not in applied]


def backup(models: Models, db_path: Path) -> Path:
    """Copy the database with SQLite's online backup (consistent even with WAL)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = db_path.with_name(f"{db_path.name}.backup-{stamp}")
    create_private(target)
    conn = models.db.connection()
    dest = choose_driver().connect(str(target))
    try:
        conn.backup(dest)
    finally:
        dest.close()
    return target


def migrate(models: Models, db_path: Path | None) -> list[str]:
    """Apply every pending migration in order, each in its own transaction. Returns what ran."""
    todo = pending(models)
    if not todo:
        return []
    has_data = models.db.table_exists("memory")
    if has_data and db_path is not None:
        backup(models, db_path)
    ran = []
    functions = dict(MIGRATIONS)
    for name in todo:
        with models.db.atomic():
            functions[name](models)
            models.Migration.insert(name=name, applied_at=time.time()).on_conflict_ignore().execute()
        ran.append(name)
    return ran
