"""Recall tells: which hits are disputed (an open contradiction flag, a pending supersession), and
the newer of two disputed statements first, so an agent reads what is current before what it
replaced. Nothing is hidden: both stay in the results until a person decides.
"""

from __future__ import annotations

from dataclasses import replace

from .store.store import Store, loads
from .types import Hit
from .updates import move_above


def mark(store: Store, hits: list[Hit]) -> list[Hit]:
    if not hits:
        return hits
    ids = [h.memory.id for h in hits]
    models = store.models
    flag = models.Flag
    flags: dict[str, list[tuple[int, str | None]]] = {}
    for fid, a, b in flag.select(flag.id, flag.a_id, flag.b_id).where(
            (flag.status == "open") & (flag.a_id.in_(ids) | flag.b_id.in_(ids))).order_by(flag.id).tuples():
        flags.setdefault(a, []).append((fid, b))
        if b is not None:
            flags.setdefault(b, []).append((fid, a))
    prop = models.Proposal
    pending: dict[str, tuple[int, str | None]] = {}
    for pid, targets, grounding, attrs in prop.select(prop.id, prop.target_ids, prop.grounding,
                                                      prop.attributes).where(
            (prop.status == "pending") & (prop.action == "SUPERSEDE")).order_by(prop.id).tuples():
        by = loads(attrs, {}).get("by") or next(iter(loads(grounding, [])), None)
        for t in loads(targets, []):
            if t in ids:
                pending.setdefault(t, (pid, by))
    if not flags and not pending:
        return hits
    recorded = {h.memory.id: (h.memory.valid_from, h.memory.recorded_at) for h in hits}
    out: list[Hit] = []
    for h in hits:
        mine = flags.get(h.memory.id, [])
        others = tuple(o for _, o in mine if o)
        newer = None
        proposal = pending.get(h.memory.id)
        if proposal is not None:
            newer = proposal[1]
        for o in others:
            if o in recorded and recorded[o] > recorded[h.memory.id]:
                newer = newer or o
        out.append(replace(h, flags=tuple(f for f, _ in mine), conflicts_with=others,
                           superseded_by_proposal=proposal[0] if proposal else None, newer=newer))
    return _newer_first(out)


def _newer_first(hits: list[Hit]) -> list[Hit]:
    """Move each newer statement just above the older one it disputes, when it ranked below it."""
    order = list(hits)
    present = {h.memory.id for h in hits}
    for h in hits:
        if h.newer is not None and h.newer in present:
            move_above(order, h.newer, h.memory.id)
    return order
