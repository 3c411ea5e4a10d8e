"""Triggers only enqueue; a worker drains the queue (SPEC §7). Capture is never blocked by a run.

Several pending triggers are coalesced into one run, named after the most significant of them
(the importance budget also asks for reflection).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from ..services import ServiceContext
from ..store.store import dumps, loads

# What the worker calls to run everything queued: (progress, cancel) -> the runs it made.
Drain = Callable[[Callable[[str, int, int], None] | None, threading.Event | None], list[Any]]

PRIORITY = ("importance_budget", "session_end", "schedule", "manual")
STALE_CLAIM = 3600.0


def enqueue(ctx: ServiceContext, trigger: str, payload: dict[str, Any] | None = None) -> int:
    models = ctx.store.models
    with ctx.store.write():
        return models.TriggerQueue.insert(trigger=trigger, payload=dumps(payload or {}),
                                          enqueued_at=ctx.now()).execute()


def pending(ctx: ServiceContext) -> list[Any]:
    q = ctx.store.models.TriggerQueue
    return list(q.select().where(q.done_at.is_null()).order_by(q.id))


def last_run_at(ctx: ServiceContext) -> float | None:
    run = ctx.store.models.Run
    row = run.select().where((run.status == "done") & (run.dry_run == False)).order_by(  # noqa: E712
        run.started_at.desc()).first()
    return row.started_at if row else None


def budget_used(ctx: ServiceContext) -> float:
    """Sum of episode importance (1–10 scale) captured since the last run started."""
    since = last_run_at(ctx)
    sql = "SELECT COALESCE(SUM(importance), 0) * 10 FROM memory WHERE shape = 'episodic' AND level = 0"
    params: tuple = ()
    if since is not None:
        sql += " AND recorded_at > ?"
        params = (since,)
    return float(ctx.store.db.execute_sql(sql, params).fetchone()[0])


def check(ctx: ServiceContext) -> list[str]:
    """Enqueue the budget and schedule triggers when they are due. Returns what was enqueued."""
    cfg = ctx.settings.consolidation
    queued = {row.trigger for row in pending(ctx)}
    added: list[str] = []
    if "importance_budget" not in queued and cfg.importance_budget > 0:
        used = budget_used(ctx)
        if used >= cfg.importance_budget:
            enqueue(ctx, "importance_budget", {"budget": round(used, 1)})
            added.append("importance_budget")
    if "schedule" not in queued and cfg.schedule_hours > 0:
        last = last_run_at(ctx)
        due = last is None or ctx.now() - last >= cfg.schedule_hours * 3600
        if due and (last is not None or budget_used(ctx) > 0):
            enqueue(ctx, "schedule", {})
            added.append("schedule")
    return added


def take(ctx: ServiceContext) -> tuple[list[int], str] | None:
    """Claim every pending trigger at once (atomically). Returns their ids and the run's trigger."""
    q = ctx.store.models.TriggerQueue
    now = ctx.now()
    with ctx.store.write():
        rows = list(q.select().where(q.done_at.is_null() & (
            q.taken_at.is_null() | (q.taken_at < now - STALE_CLAIM))).order_by(q.id))
        if not rows:
            return None
        ids = [r.id for r in rows]
        q.update(taken_at=now).where(q.id.in_(ids)).execute()
    names = {r.trigger for r in rows}
    trigger = next((p for p in PRIORITY if p in names), rows[0].trigger)
    return ids, trigger


def finish(ctx: ServiceContext, ids: list[int], run_id: int | None) -> None:
    q = ctx.store.models.TriggerQueue
    with ctx.store.write():
        q.update(done_at=ctx.now(), run_id=run_id).where(q.id.in_(ids)).execute()


def release(ctx: ServiceContext, ids: list[int]) -> None:
    q = ctx.store.models.TriggerQueue
    with ctx.store.write():
        q.update(taken_at=None).where(q.id.in_(ids)).execute()


class ConsolidationWorker:
    """A background thread: checks the budget and schedule, drains the queue, runs consolidation.

    `stop()` sets the cancel event of a run in progress: the run stops before applying anything.
    """

    def __init__(self, ctx: ServiceContext, drain: Drain, interval: float | None = None,
                 on_run: Callable[[Any], None] | None = None,
                 progress: Callable[[str, int, int], None] | None = None) -> None:
        self.ctx = ctx
        self.drain = drain
        self.interval = interval if interval is not None else ctx.settings.consolidation.worker_interval_seconds
        self.on_run = on_run
        self.progress = progress
        self.stop_event = threading.Event()
        self.cancel = threading.Event()
        self.wake = threading.Event()
        self.errors: list[str] = []
        self.results: list[Any] = []
        self._thread: threading.Thread | None = None

    def start(self) -> ConsolidationWorker:
        if self._thread is None or not self._thread.is_alive():
            self.stop_event.clear()
            self.cancel.clear()
            self._thread = threading.Thread(target=self._loop, name="helix-consolidation", daemon=True)
            self._thread.start()
        return self

    def poke(self) -> None:
        """Check now instead of at the next interval (after a flush, say)."""
        self.wake.set()

    def stop(self, timeout: float = 10.0) -> None:
        self.stop_event.set()
        self.cancel.set()
        self.wake.set()
        if self._thread is not None:
            self._thread.join(timeout)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _loop(self) -> None:
        while not self.stop_event.is_set():
            try:
                check(self.ctx)
                for result in self.drain(self.progress, self.cancel):
                    self.results.append(result)
                    if self.on_run is not None:
                        self.on_run(result)
            except Exception as exc:  # the worker must survive a locked database or a bad row
                self.errors.append(f"{type(exc).__name__}: {exc}")
                del self.errors[:-20]
            self.wake.wait(self.interval)
            self.wake.clear()


def payloads(rows: list[Any]) -> list[dict[str, Any]]:
    return [loads(r.payload, {}) for r in rows]
