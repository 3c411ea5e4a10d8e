"""Salvage what can still be read from a damaged database into a new one (`helix recover`).

SQLite's shell has `.recover`, but the system `sqlite3` cannot always run it on a Helix file (the
vector tables need a module it lacks), and a person should not need it. This reads the damaged file
read-only, table by table, by rowid: a scan that meets a damaged page falls back to fetching rows
one at a time past it, so one bad page costs the rows on it, not the rest of the table. What it
reads goes into a new Helix database created from scratch. Derived data is not copied but rebuilt
there: the text index (by the memory table's triggers) and the vectors (every memory is marked
for re-embedding; `helix doctor --repair` does it). The damaged file is never written.
"""

from __future__ import annotations

import sqlite3
import urllib.parse
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from .errors import InvalidInput, StoreError
from .store.store import Store

# What a person or a run wrote, in an order that keeps references pointing backwards. The text
# index, the vectors, their log and the pieces of long memories are rebuilt, not copied.
TABLES = ("memory", "edge", "provenance", "history", "quarantine", "import_batch", "proposal", "flag",
          "consolidation_run", "trigger_queue", "meta")
SKIPPED_META = ("vec_dim", "vec_embedder")
GIVE_UP_AFTER = 100_000  # consecutive unreadable or missing rowids, when the table's end is unknown


@dataclass
class TableSalvage:
    name: str
    recovered: int = 0
    damaged: bool = False  # some of its pages could not be read: the rows on them are lost
    unreadable: int | None = 0  # at most this many rows lost (None: the table's end is unknown)
    error: str | None = None  # the table could not be read at all


@dataclass
class SalvageReport:
    source: str
    target: str
    tables: list[TableSalvage] = field(default_factory=list)

    @property
    def memories(self) -> int:
        return next((t.recovered for t in self.tables if t.name == "memory"), 0)

    @property
    def lossless(self) -> bool:
        return not any(t.damaged or t.error for t in self.tables)


def _open_damaged(path: Path) -> sqlite3.Connection:
    if not path.is_file():
        raise InvalidInput(f"{path} does not exist or is not a file")
    uri = "file:" + urllib.parse.quote(str(path)) + "?mode=ro"
    try:
        conn = sqlite3.connect(uri, uri=True)
        tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    except sqlite3.Error as exc:
        raise StoreError(f"cannot read even the list of tables of {path} ({exc}); nothing can be "
                         "salvaged from it: restore your latest backup") from None
    if not {"memory", "migrations"} <= tables:
        conn.close()
        raise InvalidInput(f"{path} is not a Helix database (another application's SQLite database, "
                           "or an empty one); there is nothing to recover from it")
    return conn


def _rows(conn: sqlite3.Connection, table: str, columns: list[str],
          part: TableSalvage) -> Iterator[tuple[object, ...]]:
    """Every readable row in rowid order, stepping over damaged pages one rowid at a time."""
    cols = ", ".join(f'"{c}"' for c in columns)
    try:
        end = conn.execute(f'SELECT max(rowid) FROM "{table}"').fetchone()[0]
    except sqlite3.Error:
        end = None
    last = 0
    while True:
        try:
            for row in conn.execute(f'SELECT rowid, {cols} FROM "{table}" WHERE rowid > ? ORDER BY rowid',
                                    (last,)):
                last = row[0]
                yield row[1:]
            return
        except sqlite3.Error:
            part.damaged = True
            if end is None:
                part.unreadable = None
        probe, misses = last + 1, 0  # the scan broke after `last`: look for the next readable row
        while (end is None or probe <= end) and misses < GIVE_UP_AFTER:
            try:
                row = conn.execute(f'SELECT rowid, {cols} FROM "{table}" WHERE rowid = ?', (probe,)).fetchone()
            except sqlite3.Error:
                row = None
                if part.unreadable is not None:
                    part.unreadable += 1
            if row is not None:
                break
            probe, misses = probe + 1, misses + 1
        else:
            return
        last = row[0]
        yield row[1:]


def salvage(source: Path, target: Path,
            progress: Callable[[str, int, int], None] | None = None) -> SalvageReport:
    """Copy every readable row of `source` into a new Helix database at `target`."""
    source, target = source.expanduser().resolve(), target.expanduser().resolve()
    if target.exists():
        raise InvalidInput(f"{target} already exists; give a new file to recover into")
    if target == source:
        raise InvalidInput("recover into a new file, not over the damaged one")
    damaged = _open_damaged(source)
    report = SalvageReport(str(source), str(target))
    store = Store(target)  # a fresh schema, created owner-only
    try:
        db = store.db
        db.execute_sql("PRAGMA foreign_keys = OFF")  # an edge may outlive a lost memory: doctor tidies
        known = {t: [c[1] for c in db.execute_sql(f'PRAGMA table_info("{t}")')] for t in TABLES}
        with db.atomic():
            for number, table in enumerate(TABLES, 1):
                if progress is not None:
                    progress(table, number - 1, len(TABLES))
                report.tables.append(_copy(damaged, db, table, known[table]))
        if progress is not None:
            progress("done", len(TABLES), len(TABLES))
    finally:
        store.close()
        damaged.close()
    return report


def _copy(damaged: sqlite3.Connection, db: object, table: str, target_columns: list[str]) -> TableSalvage:
    part = TableSalvage(table)
    try:
        present = [c[1] for c in damaged.execute(f'PRAGMA table_info("{table}")')]
    except sqlite3.Error as exc:
        part.error = str(exc)
        return part
    columns = [c for c in present if c in target_columns]
    if not columns:
        return part
    marks = ", ".join("?" * len(columns))
    names = ", ".join(f'"{c}"' for c in columns)
    insert = f'INSERT OR IGNORE INTO "{table}" ({names}) VALUES ({marks})'
    embedder = columns.index("embedder") if table == "memory" and "embedder" in columns else None
    key = columns.index("key") if table == "meta" and "key" in columns else None
    for row in _rows(damaged, table, columns, part):
        values = list(row)
        if embedder is not None:
            values[embedder] = None  # vectors are not copied: every memory is embedded again
        if key is not None and values[key] in SKIPPED_META:
            continue
        cursor = db.execute_sql(insert, tuple(values))  # type: ignore[attr-defined]
        part.recovered += max(0, cursor.rowcount)
    return part
