"""Copy a whole store, history and all, from one database to another (file or server).

A `.dna` export is a reviewed exchange between people: it redacts, and what it brings lands in
quarantine. Moving one's own store to a team server (or back) is not an exchange: every row goes
as it is, with its ids, times, history, runs, proposals, flags, quarantine and vectors, so the copy
is the same store. The target must be empty; the copy is one transaction, all or nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from ..errors import InvalidInput
from ..store.store import Store
from ..vectors import from_blob

BATCH = 500
T = TypeVar("T")

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
    vectors = sum(_count(src, table) for table in VECTOR_TABLES) if dim is not None else 0
    with src.db.atomic(), dst.write():
        dst.backend.before_bulk_copy(vectors, dim)
        dst.models.VecLog.delete().execute()  # the source's log comes over whole
        for name in MODEL_ORDER:
            source_model, target_model = getattr(src.models, name), getattr(dst.models, name)
            fields = target_model._meta.sorted_fields
            rows = (tuple(f.db_value(row[f.name]) for f in fields) for row in
                    source_model.select().order_by(*source_model._meta.get_primary_keys()).dicts().iterator())
            table = target_model._meta.table_name
            result.counts[table] = dst.backend.copy_rows(
                table, [f.column_name for f in fields], _shown(name, rows, progress))
        meta = dst.models.Meta
        for row in src.models.Meta.select().dicts():
            meta.insert(**row).on_conflict(conflict_target=[meta.key], preserve=[meta.value]).execute()
        for table, columns in RAW_TABLES:
            if src.table_exists(table):
                raw = src.db.execute_sql(f"SELECT {', '.join(columns)} FROM {table}")
                result.counts[table] = dst.backend.copy_rows(table, columns, raw)
        if dim is not None:
            for table in VECTOR_TABLES:
                if src.table_exists(table):
                    vectors_in = src.db.execute_sql(f"SELECT rowid, embedding FROM {table}")
                    result.counts[table] = dst.backend.copy_vectors(
                        table, _shown(table, ((int(r), from_blob(e)) for r, e in vectors_in), progress))
        dst.backend.after_bulk_copy(SERIAL_COLUMNS, progress)
    return result


def _count(store: Store, table: str) -> int:
    if not store.table_exists(table):
        return 0
    return int(store.db.execute_sql(f"SELECT count(*) FROM {table}").fetchone()[0])


def _shown(stage: str, rows: Iterable[T], progress: Callable[[str, int], None] | None) -> Iterator[T]:
    """`rows` as they are, with progress every `BATCH` rows."""
    n = 0
    for row in rows:
        yield row
        n += 1
        if progress and n % BATCH == 0:
            progress(stage, n)
