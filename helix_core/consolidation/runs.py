"""Run bookkeeping: the run row, stale runs of killed processes, and applying a plan in one go.

The applying half is one IMMEDIATE transaction, so a kill during it rolls back whole; planning
only reads, so a cancel or a crash before the end leaves nothing behind.
"""

from __future__ import annotations

import os

from .. import lifecycle
from ..errors import NotAvailable
from ..services import ServiceContext
from ..store.store import dumps, loads
from . import apply as applier
from .plan import Plan
from .types import COUNT_KEYS


def pid_alive(pid: int) -> bool:
    """Whether a process with this id still runs (a run's owner, for stale-run detection)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def reap_stale_runs(ctx: ServiceContext, holding_lock: bool = False) -> None:
    """A run row left 'running' by a killed process is marked failed (its changes never landed).

    On a shared server the process may be on another host, where its pid means nothing here:
    only a worker holding the consolidation lock knows every 'running' row is dead (a live worker
    would hold the lock, which the server frees when a worker's connection ends)."""
    run = ctx.store.models.Run
    if ctx.store.is_shared and not holding_lock:
        return
    for row in run.select().where(run.status == "running"):
        notes = loads(row.notes, [])
        pid = next((n.get("pid") for n in notes if isinstance(n, dict) and "pid" in n), None)
        if holding_lock or pid is None or not pid_alive(int(pid)) or int(pid) == os.getpid():
            with ctx.store.write():
                run.update(status="failed", ended_at=ctx.now(),
                           error="interrupted (the process stopped); nothing was applied").where(
                    run.id == row.id).execute()


def start_run(ctx: ServiceContext, trigger: str, since: float | None, until: float | None,
              holding_lock: bool = False) -> int:
    reap_stale_runs(ctx, holding_lock)
    run = ctx.store.models.Run
    with ctx.store.write():
        if run.select().where(run.status == "running").exists():
            raise NotAvailable("another consolidation run is in progress")
        return run.insert(trigger=trigger, started_at=ctx.now(), status="running", dry_run=False,
                          since=since, until=until, notes=dumps([{"pid": os.getpid()}])).execute()


def end_run(ctx: ServiceContext, run_id: int, status: str, error: str, counts: dict[str, int]) -> None:
    run = ctx.store.models.Run
    with ctx.store.write():
        run.update(status=status, ended_at=ctx.now(), error=error,
                   counts=dumps({k: int(counts.get(k, 0)) for k in COUNT_KEYS})).where(
            run.id == run_id).execute()


def apply_plan(ctx: ServiceContext, plan: Plan, run_id: int, now: float) -> tuple[list[int], list[int]]:
    """Write the whole plan in one transaction. Returns the proposal and flag ids."""
    models = ctx.store.models
    counts = plan.counts
    proposal_ids: list[int] = []
    flag_ids: list[int] = []
    with ctx.store.write():
        for f in plan.flags:
            if models.Memory.select().where(models.Memory.id.in_([f.a, f.b])).count() == 2:
                flag_ids.append(applier.raise_flag(ctx, f.a, f.b, f.reason, now, run_id))
        for memory_id, reason in plan.demote:
            row = models.Memory.get_or_none(models.Memory.id == memory_id)
            if row is not None:
                lifecycle.apply_changes(ctx.store, row, {"confidence": row.confidence * 0.5}, "demoted",
                                        "system", now, reason, run_id)
                counts["demoted"] += 1
        for memory_id, old, new in plan.upgrades:
            row = models.Memory.get_or_none(models.Memory.id == memory_id)
            if row is not None:
                lifecycle.apply_changes(
                    ctx.store, row, {"importance": new}, "importance-rated", "system", now,
                    f"re-rated by {ctx.settings.ollama.importance_model} (was {old:.2f}, heuristic)", run_id)
                counts["importance_upgraded"] += 1
        for p in plan.proposals:
            row_id = models.Proposal.insert(
                run_id=run_id, action=p.action, kind=p.kind, shape=p.shape, level=p.level,
                scope=p.scope, content=p.content, attributes=dumps(p.attributes),
                target_ids=dumps(p.target_ids), grounding=dumps(p.grounding),
                confidence=float(p.confidence), importance=float(p.importance), status="pending",
                rationale=p.rationale, extractor=p.extractor, proposed_by="system", created_at=now,
            ).execute()
            proposal_ids.append(row_id)
            if p.auto:
                applier.apply_proposal(ctx, models.Proposal.get_by_id(row_id), "system", now, counts, run_id)
                if p.action != "NOOP":
                    counts["auto_approved"] += 1
        for key in COUNT_KEYS:
            counts.setdefault(key, 0)
        models.Run.update(status="done", ended_at=ctx.now(), counts=dumps(dict(counts)),
                          notes=dumps([*plan.notes, {"pid": os.getpid()}])).where(
            models.Run.id == run_id).execute()
    return proposal_ids, flag_ids
