"""Rollback: undo one history event, or bring every memory back to how it was at a moment.

History records the values before and after each change, so undoing is writing the "before" values
back. Creation and import are undone by soft-forgetting (nothing but hard forget deletes data), a
link by removing the edge. Hard forgets cannot be undone: their content is gone on purpose. Every
rollback is itself a history event ("rolled-back"), so a rollback can be rolled back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from .. import history
from ..convert import MEMORY_FIELDS, memory_snapshot
from ..errors import InvalidInput, NotFound
from ..store.store import Store, dumps, loads
from ..vectors import delete_vector, touch_vector
from .quarantine import awaiting_approval

RESTORABLE = set(MEMORY_FIELDS) - {"id", "embedder"}
EXISTENCE_EVENTS = ("created", "imported")


@dataclass(frozen=True)
class RollbackResult:
    events_undone: int
    memories: list[str]
    skipped: list[str] = field(default_factory=list)
    history_ids: list[int] = field(default_factory=list)


@dataclass
class _Undo:
    """The accumulated change for one memory: field values to write back, side effects to apply."""

    values: dict[str, Any] = field(default_factory=dict)
    quarantine: dict[str, Any] | None = None
    unquarantine: bool = False
    events: list[int] = field(default_factory=list)


def _edge_key(models: Any, data: dict[str, Any]) -> Any:
    edge = models.Edge
    return (edge.src == data["src"]) & (edge.dst == data["dst"]) & (edge.relation == data["relation"])


def _undo_link(store: Store, event: Any, now: float, actor: str, rationale: str) -> int:
    models = store.models
    after = loads(event.after) or {}
    if not after.get("dst") or not after.get("relation"):
        raise InvalidInput(f"event {event.id} does not say which link it made")
    data = {"src": event.memory_id, "dst": after["dst"], "relation": after["relation"]}
    row = models.Edge.get_or_none(_edge_key(models, data))
    if row is None:
        return 0
    data.update(weight=row.weight, created_at=row.created_at, valid_to=row.valid_to)
    row.delete_instance()
    return history.record(models, event.memory_id, "rolled-back", actor=actor, at=now,
                          rationale=rationale, before={"edge": data}, after={"edge": None})


def _restore_edge(store: Store, data: dict[str, Any]) -> None:
    models = store.models
    if models.Memory.get_or_none(models.Memory.id == data["dst"]) is None:
        return  # the other end was hard-forgotten
    if models.Edge.get_or_none(_edge_key(models, data)) is None:
        models.Edge.insert(**{k: data[k] for k in ("src", "dst", "relation", "weight", "created_at",
                                                   "valid_to") if k in data}).execute()


def _fold(undo: _Undo, event: Any, row: Any) -> None:
    """Fold one event (newest first) into the change: its "before" values win over newer ones."""
    if event.event in EXISTENCE_EVENTS:
        undo.values["status"] = "forgotten"
        undo.unquarantine = True
        undo.quarantine = None
        undo.events.append(event.id)
        return
    before = loads(event.before) or {}
    for key, value in before.items():
        if key in RESTORABLE:
            undo.values[key] = value
    if "quarantine" in before:
        undo.quarantine = before["quarantine"]
        undo.unquarantine = before["quarantine"] is None  # it was out of quarantine then
    elif before.get("status") not in (None, "quarantined") and row.status == "quarantined":
        undo.unquarantine = True
    undo.events.append(event.id)


def _keep_in_quarantine(store: Store, row: Any, undo: _Undo) -> None:
    """Nothing leaves quarantine by rollback unless a person approved it here at some point."""
    target = undo.values.get("status", row.status)
    if target in ("quarantined", "forgotten"):
        return
    leaving = row.status == "quarantined" or undo.values.get("status") is not None
    if leaving and awaiting_approval(store, row.id):
        undo.values["status"] = "quarantined"
        undo.values.pop("pinned", None)
        undo.unquarantine = False


def _apply(store: Store, row: Any, undo: _Undo, now: float, actor: str, rationale: str) -> int | None:
    models = store.models
    _keep_in_quarantine(store, row, undo)
    current = memory_snapshot(row)
    changes = {k: v for k, v in undo.values.items() if current.get(k) != v}
    q = models.Quarantine.get_or_none(models.Quarantine.memory == row.id)
    before: dict[str, Any] = {k: current[k] for k in changes}
    after: dict[str, Any] = dict(changes)
    if undo.quarantine is not None and q is None:
        before["quarantine"], after["quarantine"] = None, undo.quarantine
    if undo.unquarantine and q is not None:
        before["quarantine"] = {"reason": q.reason, "import_id": q.import_id,
                                "checks": loads(q.checks, {}), "at": q.at}
        after["quarantine"] = None
    if not before and not after:
        return None
    for key, value in changes.items():
        setattr(row, key, dumps(value) if key == "attributes" else value)
    if "content" in changes:
        row.embedder = None
    row.updated_at = now
    row.save()
    if "content" in changes:
        delete_vector(store, row.seq)
    elif "scope" in changes:
        touch_vector(store, row.seq)
    if after.get("quarantine") is not None:
        snap = after["quarantine"]
        models.Quarantine.insert(
            memory=row.id, reason=snap.get("reason") or "restored by rollback",
            import_id=snap.get("import_id"), checks=dumps(snap.get("checks") or {}),
            at=snap.get("at") or now,
        ).on_conflict(conflict_target=[models.Quarantine.memory],
                      preserve=[models.Quarantine.reason, models.Quarantine.import_id,
                                models.Quarantine.checks, models.Quarantine.at]).execute()
    elif "quarantine" in after and q is not None:
        q.delete_instance()
    return history.record(models, row.id, "rolled-back", actor=actor, at=now, rationale=rationale,
                          before=before, after=after)


def undo_event(store: Store, event_id: int, now: float, actor: str) -> RollbackResult:
    """Undo one event. Refuses when a later change touched the same fields (undo that first)."""
    history.check_actor(actor)
    models = store.models
    hist = models.History
    with store.write():
        event = hist.get_or_none(hist.id == event_id)
        if event is None:
            raise NotFound(what="history event", id=event_id)
        if event.event == "hard-forgotten":
            raise InvalidInput("a hard forget cannot be undone: its content was removed on purpose")
        if event.import_id is not None:
            raise InvalidInput(
                f"event {event.id} came in an imported file (batch {event.import_id}): it is that "
                "store's history, not a change made here, so there is nothing here to undo")
        row = models.Memory.get_or_none(models.Memory.id == event.memory_id)
        if row is None:
            raise InvalidInput(f"{event.memory_id} was hard-forgotten; its history cannot be rolled back")
        rationale = f"undo event {event.id} ({event.event})"
        if event.event == "linked":
            hid = _undo_link(store, event, now, actor, rationale)
            return RollbackResult(1 if hid else 0, [row.id] if hid else [], [],
                                  [hid] if hid else [])
        before = loads(event.before) or {}
        after = loads(event.after) or {}
        if event.event not in EXISTENCE_EVENTS and not before and not after:
            raise InvalidInput(f"event {event.id} ({event.event}) records no values to restore")
        if "edge" in before or "edge" in after:
            if before.get("edge"):
                _restore_edge(store, before["edge"])
            elif after.get("edge"):
                models.Edge.delete().where(_edge_key(models, after["edge"])).execute()
            hid = history.record(models, row.id, "rolled-back", actor=actor, at=now,
                                 rationale=rationale, before=after, after=before)
            return RollbackResult(1, [row.id], [], [hid])
        current = memory_snapshot(row)
        if event.event not in EXISTENCE_EVENTS:
            for key, value in after.items():
                if key in RESTORABLE and current.get(key) != value:
                    later = (hist.select().where((hist.memory_id == row.id) & (hist.id > event.id))
                             .order_by(hist.id).first())
                    raise InvalidInput(
                        f"{row.id}.{key} changed after event {event.id}"
                        + (f" (event {later.id}, {later.event})" if later else "")
                        + "; undo the later change first, or roll back to a time with --to"
                    )
        undo = _Undo()
        _fold(undo, event, row)
        hid = _apply(store, row, undo, now, actor, rationale)
        if hid is None:
            raise InvalidInput(f"event {event.id} is already undone: nothing to change")
        return RollbackResult(1, [row.id], [], [hid])


def to_time(store: Store, at: float, now: float, actor: str) -> RollbackResult:
    """Restore every memory to its state at `at` (hard forgets excepted), in one transaction."""
    history.check_actor(actor)
    if at > now:
        raise InvalidInput("cannot roll back to a time in the future")
    models = store.models
    hist = models.History
    undos: dict[str, _Undo] = {}
    gone: set[str] = set()
    removed: set[str] = set()  # existence undone: older events no longer matter
    skipped: list[str] = []
    done_ids: list[int] = []
    with store.write():
        # Imported history is the file's account, never replayed as a local decision.
        events = list(hist.select().where((hist.at > at) & hist.import_id.is_null())
                      .order_by(hist.at.desc(), hist.id.desc()))
        rows: dict[str, Any] = {}
        undone = 0
        for event in events:
            mid = event.memory_id
            if event.event == "hard-forgotten":
                skipped.append(f"{mid} (hard-forgotten at event {event.id}; cannot be restored)")
                gone.add(mid)
                continue
            if mid in gone or mid in removed:
                continue
            if mid not in rows:
                row = models.Memory.get_or_none(models.Memory.id == mid)
                if row is None:
                    gone.add(mid)
                    continue
                rows[mid] = row
            undo = undos.setdefault(mid, _Undo())
            if event.event == "rolled-back" and event.after is None and event.before is None:
                continue
            before = loads(event.before) or {}
            after = loads(event.after) or {}
            if event.event == "linked":
                models.Edge.delete().where(_edge_key(models, {
                    "src": mid, "dst": after.get("dst"), "relation": after.get("relation")})).execute()
                undo.events.append(event.id)
            elif "edge" in before or "edge" in after:
                if before.get("edge"):
                    _restore_edge(store, before["edge"])
                elif after.get("edge"):
                    models.Edge.delete().where(_edge_key(models, after["edge"])).execute()
                undo.events.append(event.id)
            else:
                _fold(undo, event, rows[mid])
                if event.event in EXISTENCE_EVENTS:
                    removed.add(mid)
            undone += 1
        when = f"rollback to {datetime.fromtimestamp(at, UTC).isoformat()}"
        changed = []
        for mid, undo in undos.items():
            hid = _apply(store, rows[mid], undo, now, actor, when)
            if hid is not None:
                done_ids.append(hid)
                changed.append(mid)
            elif undo.events:
                done_ids.append(history.record(models, mid, "rolled-back", actor=actor, at=now,
                                               rationale=when + " (links only)"))
                changed.append(mid)
    return RollbackResult(undone, changed, skipped, done_ids)
