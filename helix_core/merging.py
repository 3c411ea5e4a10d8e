"""Merging memories without losing what makes one of them strong.

A merge folds several memories into the strongest of them, the *survivor*, which keeps its id. The
others become superseded by it. The survivor is the memory a person would least want to lose: a
person's word before a derived or an agent's note, pinned before unpinned, a lasting shape (a fact,
a preference) before a procedure before an episode. The result keeps the strongest of every
property: kind and shape, pin, level, importance. So a preference never becomes an episode, a pinned
memory stays pinned, and a user-asserted memory is superseded only when two of them are merged —
which the plan says in `warnings`, shown before the merge and returned after it.

`plan` is pure (it reads plain `Memory` values), so a preview and the merge itself agree.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from .errors import InvalidInput
from .kinds import default_shape

# How much a person would mind losing a memory of each origin, and of each shape.
ORIGIN_RANK = {"user-asserted": 3, "derived": 2, "agent-ingested": 1, "imported": 0}
SHAPE_RANK = {"entity": 3, "semantic": 3, "procedural": 2, "episodic": 1}
MERGEABLE = ("active", "archived")


def strength(m: Any) -> tuple[Any, ...]:
    """Sort key: the largest is the memory a merge keeps."""
    return (ORIGIN_RANK.get(m.origin, 0), bool(m.pinned), SHAPE_RANK.get(m.shape, 0), m.level,
            m.confidence, m.importance, -_stamp(m.recorded_at))


def _stamp(moment: Any) -> float:
    return moment.timestamp() if hasattr(moment, "timestamp") else float(moment or 0)


@dataclass(frozen=True)
class MergePlan:
    """What a merge will do: the survivor before and after, what it supersedes, and what to say."""

    survivor: Any  # Memory, as it is now
    others: list[Any]  # Memory values that become superseded by the survivor
    result: Any  # Memory: the survivor as it will be
    changes: dict[str, Any]  # field -> new value on the survivor (content, kind, shape, pinned…)
    warnings: list[str] = field(default_factory=list)

    @property
    def ids(self) -> list[str]:
        return [self.survivor.id, *(m.id for m in self.others)]

    def describe(self) -> str:
        """One sentence for a toast or the command line."""
        gone = ", ".join(m.id for m in self.others)
        r = self.result
        kept = f"{r.kind}{', pinned' if r.pinned else ''}, {r.origin}"
        return f"kept {r.id} ({kept}); superseded {gone}"


def plan(memories: Sequence[Any], content: str | None = None, kind: str | None = None) -> MergePlan:
    """Choose the survivor and the merged properties. Raises InvalidInput when it cannot merge."""
    ids = [m.id for m in memories]
    if len(set(ids)) < 2:
        raise InvalidInput("merge needs at least two memories")
    scopes = {m.scope for m in memories}
    if len(scopes) > 1:
        raise InvalidInput("cannot merge memories of different scopes: " + ", ".join(sorted(scopes)))
    for m in memories:
        if m.status not in MERGEABLE:
            raise InvalidInput(f"{m.id} is {m.status}; only active or archived memories merge")
    ranked = sorted(memories, key=strength, reverse=True)
    survivor, others = ranked[0], ranked[1:]
    changes: dict[str, Any] = {}
    warnings: list[str] = []
    text = content.strip() if isinstance(content, str) and content.strip() else None
    if text is not None and text != survivor.content:
        changes["content"] = text
        if survivor.origin == "user-asserted":
            warnings.append(f"rewrites the words of {survivor.id}, which a person asserted")
    strongest = max(memories, key=lambda m: (SHAPE_RANK.get(m.shape, 0), m is survivor))
    if kind is not None:
        try:
            shape = default_shape(kind)
        except KeyError:
            raise InvalidInput(f"unknown kind {kind!r}") from None
        if SHAPE_RANK.get(shape, 0) < SHAPE_RANK.get(strongest.shape, 0):
            warnings.append(f"makes a {strongest.kind} an {kind}: it will fade like one")
        new_kind, new_shape = kind, shape
    else:
        new_kind, new_shape = strongest.kind, strongest.shape
    if new_kind != survivor.kind:
        changes["kind"] = new_kind
    if new_shape != survivor.shape:
        changes["shape"] = new_shape
    if any(m.pinned for m in memories) and not survivor.pinned:
        changes["pinned"] = True
    level = max(m.level for m in memories)
    if level != survivor.level:
        changes["level"] = level
    importance = max(m.importance for m in memories)
    if importance > survivor.importance:
        changes["importance"] = importance
    if survivor.status != "active" and any(m.status == "active" for m in others):
        changes["status"] = "active"  # an archived survivor comes back with its active duplicate
    for m in others:
        if m.origin == "user-asserted":
            warnings.append(f"supersedes {m.id}, which a person asserted")
        elif m.pinned:
            warnings.append(f"supersedes {m.id}, which is pinned")
    result = replace(survivor, **changes)
    return MergePlan(survivor, list(others), result, changes, warnings)


def record(ctx: Any, merge: MergePlan, actor: str, now: float) -> int:
    """Write the merge (a person's, at once) or propose it (an agent's). Returns the proposal id.

    A person's merge is recorded as an approved MERGE proposal whose result is the survivor; an
    agent's is a pending SUPERSEDE of the others by the survivor, so approving it later can never
    rewrite or demote the survivor.
    """
    from . import history
    from .store.store import dumps

    store = ctx.store
    others = [m.id for m in merge.others]
    agent = history.is_agent(actor)
    why = f"merge requested by {actor}: {merge.describe()}"
    if merge.warnings:
        why += " — " + "; ".join(merge.warnings)
    attributes: dict[str, Any] = {"merged_from": merge.ids}
    if agent:
        attributes["by"] = merge.survivor.id
        if "content" in merge.changes:
            attributes["suggested_content"] = merge.changes["content"]
    r = merge.result
    with store.write():
        pid = store.models.Proposal.insert(
            run_id=None, action="SUPERSEDE" if agent else "MERGE", kind=r.kind, shape=r.shape,
            level=r.level, scope=r.scope, content=None if agent else r.content,
            attributes=dumps(attributes), target_ids=dumps(others), grounding=dumps(others),
            confidence=min(m.confidence for m in (merge.survivor, *merge.others)),
            importance=r.importance, status="pending" if agent else "approved", rationale=why,
            extractor="manual", proposed_by=actor, created_at=now,
            decided_at=None if agent else now, decided_by=None if agent else actor,
            result_id=None if agent else merge.survivor.id,
        ).execute()
        if not agent:
            _apply(ctx, merge, pid, actor, now)
    return int(pid)


def _apply(ctx: Any, merge: MergePlan, proposal_id: int, actor: str, now: float) -> None:
    """Fold the others into the survivor (inside the caller's transaction)."""
    from . import history, lifecycle
    from .consolidation import apply as applier

    store, settings = ctx.store, ctx.settings
    sid = merge.survivor.id
    others = [m.id for m in merge.others]
    why = f"merged with {', '.join(others)} (proposal {proposal_id})"
    edits = {k: v for k, v in merge.changes.items() if k in ("content", "kind", "shape", "level", "importance")}
    merged_from = [*merge.survivor.attributes.get("merged_from", []), *others]
    edits["attributes"] = {**merge.survivor.attributes, "merged_from": list(dict.fromkeys(merged_from))}
    lifecycle.edit(store, sid, edits, settings, now, actor, why)
    if merge.changes.get("pinned"):
        lifecycle.set_pinned(store, sid, True, now, actor)
    if merge.changes.get("status") == "active":
        lifecycle.set_status(store, sid, "active", now, actor, "restored", why)
    edge = store.models.Edge
    grounding: list[str] = []
    for oid in others:
        lifecycle.set_status(store, oid, "superseded", now, actor, "merged",
                             f"merged into {sid} (proposal {proposal_id})")
        applier.link(ctx, sid, oid, "supersedes", now, None, "manual")
        grounding += [e.dst_id for e in edge.select(edge.dst).where(
            (edge.src == oid) & (edge.relation == "derived_from"))]
    if merge.survivor.origin == "derived" and grounding:
        applier.add_grounding(ctx, sid, [g for g in dict.fromkeys(grounding) if g != sid], None, "manual", now)
    history.record(store.models, sid, "merged", actor=actor, at=now, rationale=why,
                   after={"merged_from": others, "proposal": proposal_id})
