"""Named, ordered schema migrations, recorded in the database itself (the way `llm` does it).

A database that records a migration this code does not know was written by a newer Helix: we refuse
to touch it. Before migrating a database that already holds data, a backup copy is taken beside it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from ..errors import SchemaTooNew
from .db import choose_driver
from .models import Models

MigrationFn = Callable[[Models], None]
MIGRATIONS: list[tuple[str, MigrationFn]] = []


def migration(fn: MigrationFn) -> MigrationFn:
    MIGRATIONS.append((fn.__name__, fn))
    return fn


FTS_TRIGGERS = """
CREATE TRIGGER IF NOT EXISTS memory_fts_ai AFTER INSERT ON memory BEGIN
  INSERT INTO memory_fts(rowid, content) VALUES (new.seq, new.content);
END;
CREATE TRIGGER IF NOT EXISTS memory_fts_ad AFTER DELETE ON memory BEGIN
  INSERT INTO memory_fts(memory_fts, rowid, content) VALUES ('delete', old.seq, old.content);
END;
CREATE TRIGGER IF NOT EXISTS memory_fts_au AFTER UPDATE OF content ON memory BEGIN
  INSERT INTO memory_fts(memory_fts, rowid, content) VALUES ('delete', old.seq, old.content);
  INSERT INTO memory_fts(rowid, content) VALUES (new.seq, new.content);
END;
"""


@migration
def m0001_initial(models: Models) -> None:
    models.db.create_tables(models.all())
    models.db.execute_sql(
        "CREATE VIRTUAL TABLE IF NOT EXISTS memory_fts USING fts5("
        "content, content='memory', content_rowid='seq', tokenize='porter unicode61 remove_diacritics 2')"
    )
    for statement in FTS_TRIGGERS.split("END;"):
        if statement.strip():
            models.db.execute_sql(statement + "END;")


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
