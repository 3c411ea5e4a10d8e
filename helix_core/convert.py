"""Turning rows into the plain dataclasses the facade hands out."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from . import checks
from .errors import InvalidInput
from .nesting import flattened_if_deep, text_may_exceed, too_deep
from .store.store import loads
from .types import Edge, HistoryEvent, Memory, Provenance


def to_dt(value: float | None) -> datetime | None:
    return None if value is None else datetime.fromtimestamp(value, UTC)


def to_ts(value: datetime | None, what: str = "time") -> float | None:
    """Epoch seconds of a datetime (naive ones are UTC). Every time a caller hands the facade
    passes here, so anything else (text, a number, an instant no datetime can read back) is refused
    as `InvalidInput` naming `what`, before it is stored or compared."""
    if value is None:
        return None
    if not isinstance(value, datetime):
        raise InvalidInput(f"{what} must be a datetime, got {value!r:.60}")
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return checks.timestamp(value.timestamp(), what)


MEMORY_FIELDS = (
    "id", "kind", "shape", "level", "content", "attributes", "scope", "importance", "confidence",
    "valid_from", "valid_to", "recorded_at", "status", "origin", "last_access_at", "access_count",
    "ef", "half_life", "pinned", "deletion_policy", "session", "agent", "updated_at", "embedder",
    "reviewed_at", "consolidated_at",
)
TIME_FIELDS = {
    "valid_from", "valid_to", "recorded_at", "last_access_at", "updated_at", "reviewed_at",
    "consolidated_at",
}


# Values stored before depth was limited at capture may nest hundreds of levels: shown as a notice
# instead, so that no reader (JSON output, the app) meets a RecursionError. Above the highest
# `max_attributes_depth` (100) plus the levels a history snapshot adds.
READ_DEPTH = 110


def load_json(text: str | None, default: Any = None) -> Any:
    """`loads` for stored JSON that older versions may have let nest too deeply."""
    if text is None or not text_may_exceed(text, READ_DEPTH):
        return loads(text, default)
    try:
        value = loads(text, default)
    except RecursionError:
        return too_deep(READ_DEPTH)
    return flattened_if_deep(value, READ_DEPTH)


def memory_from_row(row: Any) -> Memory:
    get = row.get if isinstance(row, dict) else lambda k: getattr(row, k)
    values: dict[str, Any] = {}
    for name in MEMORY_FIELDS:
        value = get(name)
        if name in TIME_FIELDS:
            value = to_dt(value)
        elif name == "attributes":
            value = load_json(value, {})
        elif name == "pinned":
            value = bool(value)
        values[name] = value
    return Memory(**values)


def memory_snapshot(row: Any) -> dict[str, Any]:
    """The stored fields of a memory row, as JSON-able values, for history before/after."""
    get = row.get if isinstance(row, dict) else lambda k: getattr(row, k)
    snap = {name: get(name) for name in MEMORY_FIELDS}
    snap["attributes"] = load_json(snap["attributes"], {})
    snap["pinned"] = bool(snap["pinned"])
    return snap


def edge_from_row(row: Any) -> Edge:
    return Edge(
        id=row.id, src=row.src_id, dst=row.dst_id, relation=row.relation, weight=row.weight,
        created_at=to_dt(row.created_at), valid_to=to_dt(row.valid_to),
    )


def provenance_from_row(row: Any) -> Provenance:
    return Provenance(
        id=row.id, memory_id=row.memory_id, edge_id=row.edge_id, agent=row.agent,
        session=row.session, ref=row.ref, extractor=row.extractor, run_id=row.run_id,
        origin=row.origin, at=to_dt(row.at),
    )


def history_from_row(row: Any) -> HistoryEvent:
    return HistoryEvent(
        id=row.id, memory_id=row.memory_id, event=row.event, actor=row.actor,
        rationale=row.rationale, before=load_json(row.before), after=load_json(row.after),
        at=to_dt(row.at), run_id=row.run_id, import_id=row.import_id,
    )
