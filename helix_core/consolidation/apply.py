"""Turning a proposal into changes: derived memories, grounding edges, compression, flags.

Every function here runs inside the caller's transaction (nested `store.write()` calls become
savepoints), so a run's changes land together or not at all.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .. import capture as capture_service
from .. import history, lifecycle
from ..convert import to_dt
from ..errors import InvalidInput
from ..services import ServiceContext
from ..store.store import dumps, loads
from .types import FlagView, ProposalView

GONE = ("forgotten",)
CONTRADICTION_FACTOR = 0.7  # a flagged memory keeps 70% of its confidence until resolved


def proposal_view(row: Any) -> ProposalView:
    return ProposalView(
        id=row.id, run_id=row.run_id, action=row.action, kind=row.kind, shape=row.shape,
        level=row.level, scope=row.scope, content=row.content, attributes=loads(row.attributes, {}),
        target_ids=loads(row.target_ids, []), grounding=loads(row.grounding, []),
        confidence=row.confidence, importance=row.importance, status=row.status,
        rationale=row.rationale, extractor=row.extractor, proposed_by=row.proposed_by,
        created_at=to_dt(row.created_at), decided_at=to_dt(row.decided_at),
        decided_by=row.decided_by, result_id=row.result_id,
    )


def flag_view(row: Any) -> FlagView:
    return FlagView(
        id=row.id, kind=row.kind, a_id=row.a_id, b_id=row.b_id, reason=row.reason,
        status=row.status, resolution=row.resolution, run_id=row.run_id,
        created_at=to_dt(row.created_at), resolved_at=to_dt(row.resolved_at),
        resolved_by=row.resolved_by,
    )


def alive(models: Any, ids: list[str]) -> dict[str, Any]:
    """The grounding memories that still exist and are not forgotten, by id."""
    if not ids:
        return {}
    memory = models.Memory
    rows = memory.select().where(memory.id.in_(ids) & memory.status.not_in(GONE))
    return {r.id: r for r in rows}


def confidence_cap(sources: dict[str, Any]) -> float:
    return min((r.confidence for r in sources.values()), default=0.0)


def add_grounding(ctx: ServiceContext, src: str, grounding: list[str], run_id: int | None, extractor: str,
                  now: float) -> int:
    """`derived_from` edges from `src` to each grounding memory (with provenance). Returns new edges."""
    models = ctx.store.models
    edge = models.Edge
    added = 0
    for dst in grounding:
        if dst == src:
            continue
        exists = edge.select().where(
            (edge.src == src) & (edge.dst == dst) & (edge.relation == "derived_from")
        ).exists()
        if exists:
            continue
        edge_id = edge.insert(src=src, dst=dst, relation="derived_from", weight=1.0,
                              created_at=now).execute()
        models.Provenance.insert(edge=edge_id, extractor=extractor, run_id=run_id, origin="derived",
                                 agent="system", at=now).execute()
        added += 1
    return added


def compress(ctx: ServiceContext, episode_ids: list[str], now: float, run_id: int | None, actor: str) -> int:
    """Episodic compression: consolidated episodes are kept but fade `compression_factor` faster."""
    models = ctx.store.models
    factor = max(1.0, ctx.settings.decay.compression_factor)
    done = 0
    rows = models.Memory.select().where(
        models.Memory.id.in_(episode_ids) & (models.Memory.shape == "episodic")
        & models.Memory.consolidated_at.is_null()
    )
    for row in rows:
        changes: dict[str, Any] = {"consolidated_at": now}
        if row.half_life is not None and not row.pinned:
            changes["half_life"] = row.half_life / factor
        lifecycle.apply_changes(ctx.store, row, changes, "consolidated", actor, now,
                         f"consolidated; fades {factor:g}x faster", run_id)
        done += 1
    return done


def _create(ctx: ServiceContext, row: Any, actor: str, now: float, run_id: int | None, grounding: dict[str, Any],
            content: str, confidence: float, counts: Counter[str]) -> str:
    attributes = loads(row.attributes, {})
    attributes.setdefault("support", len(grounding))
    attributes["proposal"] = row.id
    req = capture_service.CaptureRequest(
        content=content, kind=row.kind or "fact", shape=row.shape, level=row.level, scope=row.scope,
        origin="derived", attributes=attributes, importance=row.importance, confidence=confidence,
        actor=actor, rationale=row.rationale, run_id=run_id, extractor=row.extractor,
    )
    new_id = capture_service.capture(ctx.store, req, ctx.settings, now, None)
    add_grounding(ctx, new_id, list(grounding), run_id, row.extractor, now)
    history.record(ctx.store.models, new_id, "approved", actor=actor, at=now,
                   rationale=f"proposal {row.id} ({row.action})", run_id=run_id)
    counts["promoted"] += 1
    return new_id


def apply_proposal(ctx: ServiceContext, row: Any, actor: str, now: float, counts: Counter[str],
                   run_id: int | None = None) -> str | None:
    """Carry out one proposal (inside the caller's transaction). Returns the resulting memory id.

    Raises InvalidInput when its grounding is gone (the caller records the rejection).
    """
    models = ctx.store.models
    action = row.action
    grounding_ids = loads(row.grounding, [])
    targets = loads(row.target_ids, [])
    sources = alive(models, grounding_ids)
    if action != "ARCHIVE" and not sources:
        raise InvalidInput(f"proposal {row.id} has no grounding left (every source is gone)")
    cap = confidence_cap(sources) if sources else 1.0
    confidence = min(row.confidence, cap)
    result: str | None = None
    episodes = [i for i, r in sources.items() if r.shape == "episodic"]
    if action == "SUPERSEDE" and not row.content:
        # An existing newer memory replaces an older one: nothing new is created.
        by = loads(row.attributes, {}).get("by")
        lifecycle.load(ctx.store, by)
        for target in targets:
            lifecycle.set_status(ctx.store, target, "superseded", now, actor, "superseded",
                                 f"superseded by {by} (proposal {row.id})", run_id)
            link(ctx, by, target, "supersedes", now, run_id, row.extractor)
            counts["superseded"] += 1
        result = by
    elif action in ("ADD", "SUPERSEDE", "MERGE"):
        result = _create(ctx, row, actor, now, run_id, sources, row.content, confidence, counts)
        for target in targets:
            if target == result or not models.Memory.select().where(models.Memory.id == target).exists():
                continue
            lifecycle.set_status(ctx.store, target, "superseded", now, actor,
                                 "merged" if action == "MERGE" else "superseded",
                                 f"{action.lower()}d by {result} (proposal {row.id})", run_id)
            link(ctx, result, target, "supersedes", now, run_id, row.extractor)
            counts["merged" if action == "MERGE" else "superseded"] += 1
    elif action in ("UPDATE", "NOOP"):
        target = targets[0]
        target_row = lifecycle.load(ctx.store, target)
        add_grounding(ctx, target, list(sources), run_id, row.extractor, now)
        models.Provenance.insert(memory=target, extractor=row.extractor, run_id=run_id,
                                 origin="derived", agent=actor, at=now).execute()
        if action == "UPDATE":
            attributes = loads(target_row.attributes, {})
            attributes["support"] = int(attributes.get("support", 0)) + len(sources)
            new_conf = max(target_row.confidence, confidence)
            lifecycle.apply_changes(ctx.store, target_row, {"confidence": new_conf, "attributes": dumps(attributes)},
                             "updated", actor, now, f"more support (proposal {row.id})", run_id)
        else:
            lifecycle.reinforce(ctx.store, target, ctx.settings.reinforce.used_quality, ctx.settings, now,
                                actor, rationale=f"seen again in {len(sources)} episode(s) (proposal {row.id})",
                                run_id=run_id)
            counts["reinforced"] += 1
            counts["duplicates_resolved"] += 1
        result = target
    elif action == "ARCHIVE":
        for target in targets:
            if models.Memory.select().where(models.Memory.id == target).exists():
                lifecycle.set_status(ctx.store, target, "archived", now, actor, "archived",
                                     row.rationale or f"proposal {row.id}", run_id)
        result = targets[0] if targets else None
    else:
        raise InvalidInput(f"unknown proposal action {action!r}")
    if action != "ARCHIVE":
        counts["compressed"] += compress(ctx, episodes, now, run_id, actor)
    row.status = "applied" if action == "NOOP" else "approved"
    row.decided_at = now
    row.decided_by = actor
    row.result_id = result
    row.save()
    return result


def link(ctx: ServiceContext, src: str, dst: str, relation: str, now: float, run_id: int | None,
            extractor: str) -> None:
    models = ctx.store.models
    edge = models.Edge
    exists = edge.select().where((edge.src == src) & (edge.dst == dst) & (edge.relation == relation)).exists()
    if exists:
        return
    edge_id = edge.insert(src=src, dst=dst, relation=relation, weight=1.0, created_at=now).execute()
    models.Provenance.insert(edge=edge_id, extractor=extractor, run_id=run_id, origin="derived",
                             agent="system", at=now).execute()


def raise_flag(ctx: ServiceContext, a: str, b: str | None, reason: str, now: float, run_id: int | None,
               kind: str = "contradiction") -> int:
    """A contradiction flag: both sides lose confidence, nothing is overwritten."""
    models = ctx.store.models
    flag_id = models.Flag.insert(kind=kind, a_id=a, b_id=b, reason=reason, run_id=run_id,
                                 created_at=now).execute()
    for memory_id in (a, b):
        if memory_id is None:
            continue
        row = models.Memory.get_or_none(models.Memory.id == memory_id)
        if row is None:
            continue
        lifecycle.apply_changes(ctx.store, row, {"confidence": row.confidence * CONTRADICTION_FACTOR},
                         "flagged", "system", now, f"contradiction flag {flag_id}: {reason}", run_id)
    if b is not None and kind == "contradiction":
        link(ctx, a, b, "contradicts", now, run_id, "heuristic")
    return flag_id


def flagged_pairs(models: Any) -> set[tuple[str, str]]:
    """Every pair of memories a flag (of any status) already joins, each as (smaller id, larger id):
    one query for a whole check instead of one per compared pair."""
    flag = models.Flag
    rows = flag.select(flag.a_id, flag.b_id).where(flag.b_id.is_null(False)).tuples()
    return {(min(a, b), max(a, b)) for a, b in rows}
