"""Undo of a person's last actions, on the event log that `rollback` uses.

An action (approve, reject, merge, a review decision, a flag resolution, a quarantine decision, an
edit, a pin…) is recorded between a mark and its end: the history events the actor wrote, the edges
and provenance added, and snapshots of the proposal, flag and review rows it changes (those are not
memory fields, so history does not hold them). Undoing rolls the events back newest first with
`rollback`'s own code (each undo is itself a "rolled-back" event), removes the added edges and puts
the rows back — all in one transaction, or nothing when something changed since (then the message
says what to undo first).

Actions are recorded one at a time in a process (a lock), so two quick actions never share events;
changes by other actors (agents, the sweep, consolidation) are never part of a step.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from . import history
from .errors import InvalidInput
from .portability import rollback as rb
from .store.store import Store, loads

_LOCK = threading.RLock()
PROPOSAL_FIELDS = ("action", "kind", "shape", "level", "scope", "content", "attributes", "target_ids",
                   "grounding", "confidence", "importance", "status", "rationale", "decided_at",
                   "decided_by", "result_id")
FLAG_FIELDS = ("status", "resolution", "resolved_at", "resolved_by")


@dataclass(frozen=True)
class UndoMark:
    """Where an action starts: the log's high-water marks and the rows it may change."""

    actor: str
    history_id: int
    edge_id: int
    provenance_id: int
    proposal_id: int
    proposals: dict[int, dict[str, Any]] = field(default_factory=dict)
    flags: dict[int, dict[str, Any]] = field(default_factory=dict)
    edges: dict[int, Any] = field(default_factory=dict)  # edge id -> valid_to (a flag pair's edges)
    reviewed: dict[str, Any] = field(default_factory=dict)  # memory id -> reviewed_at


@dataclass(frozen=True)
class UndoStep:
    """One undoable action: what it was called and what it wrote."""

    label: str
    mark: UndoMark
    events: tuple[int, ...]
    memories: tuple[str, ...]
    edges: tuple[int, ...]
    provenance: tuple[int, ...]
    proposals_added: tuple[int, ...]

    @property
    def empty(self) -> bool:
        return not (self.events or self.edges or self.proposals_added or self.mark.proposals
                    or self.mark.flags)


@dataclass(frozen=True)
class UndoResult:
    label: str
    memories: list[str]
    events_undone: int


class Recording:
    """What `recording` yields: after the block, `step` is the action to undo."""

    def __init__(self, label: str) -> None:
        self.label = label
        self.step: UndoStep | None = None


def _max_id(model: Any) -> int:
    return int(model.select(model.id).order_by(model.id.desc()).scalar() or 0)


def mark(store: Store, actor: str, proposals: Sequence[int] = (), flags: Sequence[int] = (),
         memories: Sequence[str] = ()) -> UndoMark:
    history.check_actor(actor)
    m = store.models
    props = {r.id: {f: getattr(r, f) for f in PROPOSAL_FIELDS}
             for r in m.Proposal.select().where(m.Proposal.id.in_(list(proposals)))} if proposals else {}
    flag_rows = list(m.Flag.select().where(m.Flag.id.in_(list(flags)))) if flags else []
    edges: dict[int, Any] = {}
    edge = m.Edge
    for f in flag_rows:
        if f.b_id:
            pair = (((edge.src == f.a_id) & (edge.dst == f.b_id)) | ((edge.src == f.b_id) & (edge.dst == f.a_id)))
            edges.update({e.id: e.valid_to for e in edge.select().where(pair)})
    ids = list(memories) + [i for f in flag_rows for i in (f.a_id, f.b_id) if i]
    reviewed = {r.id: r.reviewed_at for r in m.Memory.select(m.Memory.id, m.Memory.reviewed_at)
                .where(m.Memory.id.in_(ids))} if ids else {}
    return UndoMark(actor, _max_id(m.History), _max_id(m.Edge), _max_id(m.Provenance), _max_id(m.Proposal),
                    props, {f.id: {k: getattr(f, k) for k in FLAG_FIELDS} for f in flag_rows}, edges, reviewed)


def finish(store: Store, start: UndoMark, label: str) -> UndoStep:
    """The step an action made since `start`: its actor's events and what they touched."""
    m = store.models
    hist = m.History
    events = [(e.id, e.memory_id) for e in hist.select(hist.id, hist.memory_id).where(
        (hist.id > start.history_id) & (hist.actor == start.actor) & hist.import_id.is_null())
        .order_by(hist.id)]
    touched = list(dict.fromkeys([mid for _, mid in events] + list(start.reviewed)))
    edge = m.Edge
    edges = [e.id for e in edge.select(edge.id).where((edge.id > start.edge_id) & edge.src.in_(touched))] \
        if touched else []
    prov = m.Provenance
    provenance = [p.id for p in prov.select(prov.id).where(
        (prov.id > start.provenance_id) & (prov.memory.in_(touched) | prov.edge.in_(edges)))] \
        if touched else []
    prop = m.Proposal
    added = [p.id for p in prop.select(prop.id).where((prop.id > start.proposal_id)
                                                      & (prop.proposed_by == start.actor))]
    return UndoStep(label, start, tuple(e for e, _ in events), tuple(touched), tuple(edges),
                    tuple(provenance), tuple(added))


@contextmanager
def recording(store: Store, label: str, actor: str = "human", *, proposals: Sequence[int] = (),
              flags: Sequence[int] = (), memories: Sequence[str] = ()) -> Iterator[Recording]:
    """Record the block as one undoable step (`Recording.step` once it has run without error)."""
    rec = Recording(label)
    with _LOCK:
        start = mark(store, actor, proposals, flags, memories)
        yield rec
        rec.step = finish(store, start, label)


def _undoable(event: Any) -> bool:
    """Events that hold something to put back (others, like "approved" or "merged", only narrate)."""
    if event.event in rb.EXISTENCE_EVENTS or event.event == "linked":
        return True
    before, after = loads(event.before) or {}, loads(event.after) or {}
    return "edge" in before or "edge" in after or any(k in rb.RESTORABLE for k in before) \
        or "quarantine" in before


def undo(store: Store, step: UndoStep, now: float) -> UndoResult:
    """Put back everything `step` changed, or nothing (InvalidInput says why)."""
    m = step.mark
    models = store.models
    hist = models.History
    done = 0
    with _LOCK, store.write():
        events = {e.id: e for e in hist.select().where(hist.id.in_(list(step.events)))}
        if any(e.event == "hard-forgotten" for e in events.values()):
            # Its content is gone for good (only a tombstone is left): "undone" would restore nothing.
            raise InvalidInput(f"cannot undo {step.label}: a hard forget cannot be undone")
        for event_id in sorted(step.events, reverse=True):
            event = events.get(event_id)
            if event is None or not _undoable(event):
                continue
            try:
                rb.undo_event(store, event_id, now, m.actor)
            except InvalidInput as exc:
                if "already undone" in str(exc):
                    continue
                raise InvalidInput(f"cannot undo {step.label}: {exc}") from None
            done += 1
        if step.provenance:
            models.Provenance.delete().where(models.Provenance.id.in_(list(step.provenance))).execute()
        if step.edges:
            models.Provenance.delete().where(models.Provenance.edge.in_(list(step.edges))).execute()
            models.Edge.delete().where(models.Edge.id.in_(list(step.edges))).execute()
        for pid, values in m.proposals.items():
            models.Proposal.update(**values).where(models.Proposal.id == pid).execute()
        for pid in step.proposals_added:
            if pid not in m.proposals:
                row = models.Proposal.get_or_none(models.Proposal.id == pid)
                if row is not None:
                    models.Proposal.update(status="rejected", decided_at=now, decided_by=m.actor,
                                           rationale=(row.rationale or "") + " [undone]").where(
                        models.Proposal.id == pid).execute()
        for fid, values in m.flags.items():
            models.Flag.update(**values).where(models.Flag.id == fid).execute()
        for eid, valid_to in m.edges.items():
            models.Edge.update(valid_to=valid_to).where(models.Edge.id == eid).execute()
        for mid, reviewed_at in m.reviewed.items():
            models.Memory.update(reviewed_at=reviewed_at).where(models.Memory.id == mid).execute()
    return UndoResult(step.label, list(step.memories), done)
