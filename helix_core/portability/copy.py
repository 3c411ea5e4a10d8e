"""Copy a whole store, history and all, from one database to another (file or server).

A `.dna` export is a reviewed exchange between people: it redacts, and what it brings lands in
quarantine. Moving one's own store to a team server (or back) is not an exchange: every row goes
as it is, with its ids, times, history, runs, proposals, flags, quarantine and vectors, so the copy
is the same store. The target must be empty; the copy is one transaction, all or nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import InvalidInput
from ..store.store import Store
from ..vectors import from_blob

BATCH = 500

# Models in an order that satisfies the foreign keys (memories before what points at them).
MODEL_ORDER = ("Memory", "Edge", "Provenance", "History", "Run", "Proposal", "Flag", "TriggerQueue",
               "Quarantine", "ImportBatch", "VecLog")
RAW_TABLES = (("memory_piece", ("id", "seq", "ord")), ("vec_piece_todo", ("seq",)))
VECTOR_TABLES = ("memory_vec", "memory_piece_vec")
SERIAL_COLUMNS = (("memory", "seq"), ("edge", "id"), ("provenance", "id"), ("history", "id"),
                  ("consolidation_run", "id"), ("proposal", "id"), ("flag", "id"),
                  ("trigger_queue", "id"), ("import_batch", "id"), ("vec_log", "id"),
                  ("memory_piece", "id"))


@dataclass
class CopyResult:
    source: str
    target: str
    counts: dict[str, int] = field(default_factory=dict)


def copy_store(source: str | Path, target: str | Path,
               progress: Callable[[str, int], None] | None = None) -> CopyResult:
    """Copy every row of `source` into the empty store at `target` (created if need be)."""
    if str(source) == str(target):
        raise InvalidInput("the source and the target are the same store")
    src = Store(source)
    try:
        dst = Store(target)
        try:
            return _copy(src, dst, progress)
        finally:
            dst.close()
    finally:
        src.close()


def _copy(src: Store, dst: Store, progress: Callable[[str, int], None] | None) -> CopyResult:
    if dst.models.Memory.select().exists() or dst.models.History.select().exists():
        raise InvalidInput(f"{dst.describe()} already holds memories; copy into an empty store "
                           "(or use helix export / helix import to merge)")
    result = CopyResult(src.describe(), dst.describe())
    dim, embedder = src.vec_dim(), src.meta_get("vec_embedder")
    if dim is not None and embedder:
        dst.ensure_vec_table(dim, embedder)
    # The source's write lock is held throughout, so the copy is one consistent moment of it.
    with src.db.atomic(), dst.write():
        dst.models.VecLog.delete().execute()  # the source's log comes over whole
        for name in MODEL_ORDER:
            source_model, target_model = getattr(src.models, name), getattr(dst.models, name)
            n = 0
            batch: list[dict[str, Any]] = []
            for row in source_model.select().order_by(*source_model._meta.get_primary_keys()).dicts().iterator():
                batch.append(row)
                if len(batch) >= BATCH:
                    target_model.insert_many(batch).execute()
                    n += len(batch)
                    batch = []
                    if progress:
                        progress(name, n)
            if batch:
                target_model.insert_many(batch).execute()
                n += len(batch)
            result.counts[source_model._meta.table_name] = n
        meta = dst.models.Meta
        for row in src.models.Meta.select().dicts():
            meta.insert(**row).on_conflict(conflict_target=[meta.key], preserve=[meta.value]).execute()
        for table, columns in RAW_TABLES:
            if not src.table_exists(table):
                continue
            rows = list(src.db.execute_sql(f"SELECT {', '.join(columns)} FROM {table}"))
            marks = ", ".join("?" * len(columns))
            dst.backend.executemany(f"INSERT INTO {table}({', '.join(columns)}) VALUES ({marks})", rows)
            result.counts[table] = len(rows)
        if dim is not None:
            for table in VECTOR_TABLES:
                if not src.table_exists(table):
                    continue
                cursor = src.db.execute_sql(f"SELECT rowid, embedding FROM {table}")
                n = 0
                while True:
                    rows = cursor.fetchmany(BATCH)
                    if not rows:
                        break
                    dst.backend.executemany(
                        f"INSERT INTO {table}(rowid, embedding) VALUES (?, ?)",
                        [(int(r), dst.backend.vector_param(from_blob(e))) for r, e in rows])
                    n += len(rows)
                    if progress:
                        progress(table, n)
                result.counts[table] = n
        dst.backend.after_bulk_copy(SERIAL_COLUMNS)
    return result
