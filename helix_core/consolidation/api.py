"""Facade methods for consolidation, proposals, flags, review and triggers; mixed into `Helix`.

Review policy (SPEC §7): proposals that create, update, merge, supersede or archive wait for a
person; NOOP reinforcement applies at once; `settings.consolidation.auto_approve` lets proposals
grounded only in user-asserted episodes, at or above a confidence, apply at once too.
"""

from __future__ import annotations

import random
import threading
from collections import Counter
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from .. import checks, history, lifecycle
from ..convert import memory_from_row, to_dt, to_ts
from ..decay import salience_sql
from ..errors import Cancelled, InvalidInput, NotAvailable, NotFound, PermissionDenied
from ..redact import redact_json, redact_text
from ..services import ServiceContext
from ..store.store import dumps, loads
from ..types import Memory
from . import apply as applier
from . import runs, triggers
from .planner import Planner
from .types import (
    ACTIONS,
    COUNT_KEYS,
    DECISIONS,
    RESOLUTIONS,
    FlagView,
    ProposalView,
    ReviewItem,
    RunResult,
)

TRIGGERS = ("manual", "importance_budget", "session_end", "schedule")
PROPOSAL_STATUSES = ("pending", "approved", "applied", "rejected")


class ConsolidationAPI:
    """Thin delegates to the consolidation services, which take the facade's `ctx`."""

    store: Any
    settings: Any
    importance_rater: Any
    ctx: ServiceContext
    _ts: Callable[..., float]
    now: Callable[[], datetime]
    _after_write: Callable[[], None]
    get: Callable[[str], Memory]
    edit: Callable[..., Memory]
    fades_at: Callable[[str], datetime | None]

    # -- the model path --------------------------------------------------------------------------

    def _install_llm(self) -> None:
        """Wire Ollama in when enabled: capture's importance rater and the run's model tasks.

        Nothing is contacted here; the first use probes the server once (cached), so a missing
        server costs a refused connection per minute at most.
        """
        from ..llm import make_importance_rater

        rater, tasks = make_importance_rater(self.settings.ollama)
        self._model_tasks = tasks
        if rater is not None and self.importance_rater is None:
            self.importance_rater = rater

    # -- runs ------------------------------------------------------------------------------------

    def consolidate(
        self,
        dry_run: bool = False,
        trigger: str = "manual",
        since: datetime | None = None,
        until: datetime | None = None,
        progress: Callable[[str, int, int], None] | None = None,
        cancel: threading.Event | None = None,
    ) -> RunResult:
        """Run consolidation now. A dry run writes nothing and returns what a run would do."""
        if trigger not in TRIGGERS:
            raise InvalidInput(f"trigger must be one of {', '.join(TRIGGERS)}, got {trigger!r}")
        since_ts, until_ts = to_ts(since, "since"), to_ts(until, "until")
        if since_ts is not None and until_ts is not None and until_ts < since_ts:
            raise InvalidInput("--until is before --since")
        if dry_run:
            return self._consolidate(True, trigger, since, until, since_ts, until_ts, progress, cancel, False)
        # One worker at a time among every process and host sharing the store (an advisory lock on
        # a server; on a file the run row written under the write lock already sees to it).
        with self.store.backend.exclusive("consolidate") as taken:
            if not taken:
                raise NotAvailable("another consolidation run is in progress (on this or another host)")
            return self._consolidate(False, trigger, since, until, since_ts, until_ts, progress, cancel,
                                     self.store.is_shared)

    def _consolidate(self, dry_run: bool, trigger: str, since: datetime | None, until: datetime | None,
                     since_ts: float | None, until_ts: float | None,
                     progress: Callable[[str, int, int], None] | None, cancel: threading.Event | None,
                     holding_lock: bool) -> RunResult:
        started = self._ts()
        run_id = None if dry_run else runs.start_run(self.ctx, trigger, since_ts, until_ts, holding_lock)
        planner = Planner(self.ctx, trigger, since_ts, until_ts, progress, cancel)
        tasks = self.ctx.model_tasks
        calls0, fallbacks0 = (tasks.calls, tasks.fallbacks) if tasks else (0, 0)
        try:
            plan = planner.run()
            if tasks is not None:
                plan.counts["model_calls"] = tasks.calls - calls0
                plan.counts["fallbacks"] = tasks.fallbacks - fallbacks0
            if cancel is not None and cancel.is_set():
                raise Cancelled("consolidation cancelled before applying; nothing was applied")
        except Cancelled as exc:
            if run_id is not None:
                runs.end_run(self.ctx, run_id, "cancelled", str(exc), planner.plan.counts)
            raise
        except BaseException as exc:
            if run_id is not None:
                runs.end_run(self.ctx, run_id, "failed", f"{type(exc).__name__}: {exc}", planner.plan.counts)
            raise
        if run_id is None:
            counts = {k: int(plan.counts.get(k, 0)) for k in COUNT_KEYS}
            views = [self._planned_view(p) for p in plan.proposals]
            flags = [FlagView(id=None, kind="contradiction", a_id=f.a, b_id=f.b, reason=f.reason,
                              status="would-open", resolution=None, run_id=None, created_at=None)
                     for f in plan.flags]
            return RunResult(id=None, trigger=trigger, dry_run=True, status="dry-run",
                             started_at=to_dt(started), ended_at=self.now(),  # type: ignore[arg-type]
                             since=since, until=until, counts=counts, proposals=views, flags=flags,
                             notes=[n for n in plan.notes if isinstance(n, str)])
        try:
            proposal_ids, flag_ids = runs.apply_plan(self.ctx, plan, run_id, self._ts())
        except BaseException as exc:
            runs.end_run(self.ctx, run_id, "failed", f"{type(exc).__name__}: {exc}", plan.counts)
            raise
        self._after_write()  # embed the new derived memories
        return self.run(run_id, proposal_ids=proposal_ids, flag_ids=flag_ids)

    def _planned_view(self, p: Any) -> ProposalView:
        return ProposalView(
            id=None, run_id=None, action=p.action, kind=p.kind, shape=p.shape, level=p.level,
            scope=p.scope, content=p.content, attributes=dict(p.attributes), target_ids=list(p.target_ids),
            grounding=list(p.grounding), confidence=float(p.confidence), importance=float(p.importance),
            status="would-apply" if p.auto else "would-propose", rationale=p.rationale,
            extractor=p.extractor, proposed_by="system", created_at=None,
        )

    def run(self, run_id: int, *, proposal_ids: Sequence[int] | None = None,
            flag_ids: Sequence[int] | None = None) -> RunResult:
        """One recorded run with its counts, proposals and flags."""
        models = self.store.models
        row = models.Run.get_or_none(models.Run.id == run_id)
        if row is None:
            raise NotFound(f"no consolidation run {run_id}")
        prop = models.Proposal
        props = prop.select().where(prop.id.in_(list(proposal_ids))) if proposal_ids is not None else \
            prop.select().where(prop.run_id == run_id)
        flag = models.Flag
        flags = flag.select().where(flag.id.in_(list(flag_ids))) if flag_ids is not None else \
            flag.select().where(flag.run_id == run_id)
        return self._run_view(row, [applier.proposal_view(p) for p in props.order_by(prop.id)],
                              [applier.flag_view(f) for f in flags.order_by(flag.id)])

    def _run_view(self, row: Any, proposals: list[ProposalView], flags: list[FlagView]) -> RunResult:
        counts = loads(row.counts, {})
        return RunResult(
            id=row.id, trigger=row.trigger, dry_run=bool(row.dry_run), status=row.status,
            started_at=to_dt(row.started_at), ended_at=to_dt(row.ended_at),  # type: ignore[arg-type]
            since=to_dt(row.since), until=to_dt(row.until),
            counts={k: int(counts.get(k, 0)) for k in COUNT_KEYS}, proposals=proposals, flags=flags,
            notes=[n for n in loads(row.notes, []) if isinstance(n, str)], error=row.error,
        )

    def runs(self, limit: int = 20) -> list[RunResult]:
        """Recorded runs, newest first (counts only; `run(id)` has the proposals)."""
        checks.limit(limit)
        runs.reap_stale_runs(self.ctx)
        run = self.store.models.Run
        return [self._run_view(r, [], []) for r in run.select().order_by(run.id.desc()).limit(limit)]

    # -- proposals -------------------------------------------------------------------------------

    def proposals(self, status: str | None = "pending", *, run_id: int | None = None,
                  action: str | None = None, scope: str | None = None,
                  limit: int | None = None) -> list[ProposalView]:
        if status is not None and status not in PROPOSAL_STATUSES:
            raise InvalidInput(f"status must be one of {', '.join(PROPOSAL_STATUSES)}")
        if action is not None and action.upper() not in ACTIONS:
            raise InvalidInput(f"action must be one of {', '.join(ACTIONS)}")
        prop = self.store.models.Proposal
        query = prop.select()
        if status is not None:
            query = query.where(prop.status == status)
        if run_id is not None:
            query = query.where(prop.run_id == run_id)
        if action is not None:
            query = query.where(prop.action == action.upper())
        if scope is not None:
            query = query.where(prop.scope == scope)
        query = query.order_by(prop.id)
        if limit is not None:
            query = query.limit(checks.limit(limit))
        return [applier.proposal_view(r) for r in query]

    def proposal(self, proposal_id: int) -> ProposalView:
        return applier.proposal_view(self._proposal_row(proposal_id))

    def proposal_grounding(self, proposal_id: int) -> list[Memory]:
        """The memories a proposal cites (still present ones), for side-by-side review."""
        row = self._proposal_row(proposal_id)
        ids = loads(row.grounding, []) + loads(row.target_ids, [])
        memory = self.store.models.Memory
        found = {r.id: r for r in memory.select().where(memory.id.in_(ids))}
        return [memory_from_row(found[i]) for i in dict.fromkeys(ids) if i in found]

    def _proposal_row(self, proposal_id: Any) -> Any:
        return _row_by_number(self.store.models.Proposal, proposal_id, "proposal")

    def propose(self, content: str, *, grounding: Sequence[str], kind: str = "fact",
                scope: str = "global", level: int = 1, actor: str = "human",
                rationale: str | None = None, confidence: float | None = None) -> ProposalView:
        """Propose a derived memory by hand (an agent or a person). Guardrails apply: no grounding,
        no proposal; the confidence never exceeds the weakest source's."""
        history.check_actor(actor)
        from ..capture import CaptureRequest, validate
        from ..kinds import default_shape

        # What approving it will capture, checked now: a proposal approve must refuse is no proposal.
        checks.integer(level, "level", 0, 3)
        if confidence is not None:
            checks.number(confidence, "confidence", 0.0, 1.0)
        validate(CaptureRequest(content=content, kind=kind, level=level, scope=scope, origin="derived",
                                confidence=confidence), self.settings)
        shape = default_shape(kind)
        grounding = [grounding] if isinstance(grounding, str) else grounding or []
        if not isinstance(grounding, (list, tuple)) or not all(isinstance(g, str) for g in grounding):
            raise InvalidInput("grounding must be a list of memory ids")
        ids = list(dict.fromkeys(grounding))
        sources = applier.alive(self.store.models, ids)
        if not sources:
            raise InvalidInput("a derived memory needs at least one grounding memory that exists "
                               "(guardrail: no grounding, no fact)")
        cap = applier.confidence_cap(sources)
        conf = cap if confidence is None else min(float(confidence), cap)
        from ..redact import redact

        with self.store.write():
            pid = self.store.models.Proposal.insert(
                run_id=None, action="ADD", kind=kind, shape=shape, level=level, scope=scope,
                content=redact(content).text, attributes=dumps({"support": len(sources)}),
                target_ids="[]", grounding=dumps(list(sources)), confidence=conf,
                importance=max(r.importance for r in sources.values()), status="pending",
                rationale=redact_text(rationale) or f"proposed by {actor}", extractor="manual", proposed_by=actor,
                created_at=self._ts(),
            ).execute()
        return self.proposal(pid)

    def approve(self, proposal_id: int, edits: dict[str, Any] | None = None,
                actor: str = "human") -> ProposalView:
        """Apply a pending proposal, optionally edited first (content, kind, scope, confidence…)."""
        history.check_actor(actor)
        row = self._proposal_row(proposal_id)
        if row.status != "pending":
            raise InvalidInput(f"proposal {row.id} is already {row.status}")
        if history.is_agent(actor) and row.proposed_by == actor:
            raise PermissionDenied(f"{actor} cannot approve its own proposal {row.id}")
        now = self._ts()
        counts: Counter[str] = Counter()
        if edits:
            self._edit_proposal(row, edits, actor)
        try:
            with self.store.write():
                _claim(self.store.models.Proposal, row, "pending", "proposal")
                applier.apply_proposal(self.ctx, row, actor, now, counts, row.run_id)
        except InvalidInput as exc:
            if "grounding" in str(exc):
                self._decide(row, "rejected", "system", f"guardrail: {exc}")
            raise
        self._after_write()
        return self.proposal(row.id)

    def _edit_proposal(self, row: Any, edits: dict[str, Any], actor: str) -> None:
        allowed = {"content", "kind", "scope", "confidence", "importance", "level", "attributes"}
        unknown = set(edits) - allowed
        if unknown:
            raise InvalidInput(f"cannot edit {', '.join(sorted(unknown))} of a proposal")
        from ..kinds import default_shape, is_valid_scope
        from ..redact import redact

        if "content" in edits:
            if not isinstance(edits["content"], str) or not edits["content"].strip():
                raise InvalidInput("content is empty")
            row.content = redact(edits["content"]).text
        if "kind" in edits:
            try:
                row.shape = default_shape(edits["kind"])
            except KeyError:
                raise InvalidInput(f"unknown kind {edits['kind']!r}") from None
            row.kind = edits["kind"]
        if "scope" in edits:
            if not isinstance(edits["scope"], str) or not is_valid_scope(edits["scope"]):
                raise InvalidInput(f"scope must be 'global' or 'project:<id>', got {edits['scope']!r}")
            row.scope = edits["scope"]
        for key in ("confidence", "importance"):
            if key in edits:
                value = edits[key]
                if not isinstance(value, (int, float)) or not 0 <= value <= 1:
                    raise InvalidInput(f"{key} must be between 0 and 1")
                setattr(row, key, float(value))
        if "level" in edits:
            if edits["level"] not in (0, 1, 2, 3):
                raise InvalidInput("level must be 0..3")
            row.level = edits["level"]
        if "attributes" in edits:
            if not isinstance(edits["attributes"], dict):
                raise InvalidInput("attributes must be a JSON object")
            row.attributes = dumps({**loads(row.attributes, {}), **redact_json(edits["attributes"])[0]})
        row.rationale = (row.rationale or "") + f" [edited by {actor}]"

    def reject(self, proposal_id: int, actor: str = "human", reason: str | None = None) -> ProposalView:
        history.check_actor(actor)
        row = self._proposal_row(proposal_id)
        if row.status != "pending":
            raise InvalidInput(f"proposal {row.id} is already {row.status}")
        self._decide(row, "rejected", actor, reason)
        return self.proposal(row.id)

    def _decide(self, row: Any, status: str, actor: str, reason: str | None) -> None:
        with self.store.write():
            _claim(self.store.models.Proposal, row, "pending", "proposal")
            row.status = status
            row.decided_at = self._ts()
            row.decided_by = actor
            if reason:
                row.rationale = (row.rationale or "") + f" [{status}: {redact_text(reason)}]"
            row.save()

    def merge(self, memory_ids: Sequence[str], content: str | None = None, *, actor: str = "human",
              kind: str | None = None) -> ProposalView:
        """Merge memories into the strongest of them (`helix_core.merging`): it keeps its id and the
        strongest kind, shape, pin and origin; the others become superseded by it. The proposal's
        rationale says what was kept and warns when a person's memory was superseded or rewritten.

        A person's merge applies at once; an agent's waits as a proposal.
        """
        history.check_actor(actor)
        from .. import merging
        from ..redact import redact

        rows = [memory_from_row(lifecycle.load(self.store, i)) for i in dict.fromkeys(memory_ids or [])]
        plan = merging.plan(rows, redact(content).text if content else None, kind)
        pid = merging.record(self.ctx, plan, actor, self._ts())
        if not history.is_agent(actor):
            self._after_write()
        return self.proposal(pid)

    def merge_proposals(self, proposal_ids: Sequence[int], content: str | None = None, *,
                        actor: str = "human") -> ProposalView:
        """Fold several pending proposals into one (their grounding united); the rest are rejected."""
        history.check_actor(actor)
        rows = [self._proposal_row(p) for p in dict.fromkeys(proposal_ids or [])]
        if len(rows) < 2:
            raise InvalidInput("merging proposals needs at least two")
        if any(r.status != "pending" for r in rows):
            raise InvalidInput("only pending proposals can be merged")
        if len({r.scope for r in rows}) > 1:
            raise InvalidInput("cannot merge proposals of different scopes")
        first, rest = rows[0], rows[1:]
        grounding = list(dict.fromkeys(g for r in rows for g in loads(r.grounding, [])))
        with self.store.write():
            for r in rows:
                _claim(self.store.models.Proposal, r, "pending", "proposal")
            first.grounding = dumps(grounding)
            first.confidence = min(r.confidence for r in rows)
            if content:
                from ..redact import redact

                first.content = redact(content).text
            attrs = loads(first.attributes, {})
            attrs["support"] = len(grounding)
            first.attributes = dumps(attrs)
            first.rationale = (first.rationale or "") + f" [merged with {', '.join(str(r.id) for r in rest)}]"
            first.save()
            for r in rest:
                r.status = "rejected"
                r.decided_at = self._ts()
                r.decided_by = actor
                r.rationale = (r.rationale or "") + f" [merged into proposal {first.id}]"
                r.save()
        return self.proposal(first.id)

    # -- flags -----------------------------------------------------------------------------------

    def flags(self, status: str | None = "open", *, kind: str | None = None) -> list[FlagView]:
        if status is not None and status not in ("open", "resolved"):
            raise InvalidInput("status must be open or resolved")
        flag = self.store.models.Flag
        query = flag.select()
        if status is not None:
            query = query.where(flag.status == status)
        if kind is not None:
            query = query.where(flag.kind == kind)
        return [applier.flag_view(r) for r in query.order_by(flag.id)]

    def flag(self, flag_id: int) -> FlagView:
        return applier.flag_view(self._flag_row(flag_id))

    def _flag_row(self, flag_id: Any) -> Any:
        return _row_by_number(self.store.models.Flag, flag_id, "flag")

    def resolve(self, flag_id: int, action: str, *, actor: str = "human", scope_a: str | None = None,
                scope_b: str | None = None, note: str | None = None) -> FlagView:
        """Resolve a contradiction: keep_a / keep_b (the other is superseded), supersede (the newer
        supersedes the older), keep_both_scoped (each keeps, or moves to, its own scope)."""
        history.check_actor(actor)
        aliases = {"a": "keep_a", "b": "keep_b", "both": "keep_both_scoped", "keep_both": "keep_both_scoped"}
        action = aliases.get(action, action)
        if action not in RESOLUTIONS:
            raise InvalidInput(f"resolution must be one of {', '.join(RESOLUTIONS)}")
        row = self._flag_row(flag_id)
        if row.status != "open":
            raise InvalidInput(f"flag {row.id} is already {row.status}")
        now = self._ts()
        models = self.store.models
        if action != "keep_both_scoped" and row.b_id is None:
            raise InvalidInput(f"flag {row.id} has one side only; resolve it with keep_a or keep_both")
        a = lifecycle.load(self.store, row.a_id)
        b = lifecycle.load(self.store, row.b_id) if row.b_id else None
        from ..kinds import is_valid_scope

        for s in (scope_a, scope_b):
            if s is not None and not is_valid_scope(s):
                raise InvalidInput(f"scope must be 'global' or 'project:<id>', got {s!r}")
        restore = 1.0 / applier.CONTRADICTION_FACTOR
        with self.store.write():
            _claim(models.Flag, row, "open", "flag")
            if action in ("keep_a", "keep_b", "supersede"):
                if action == "supersede":
                    keep, drop = (a, b) if (a.valid_from, a.seq) >= (b.valid_from, b.seq) else (b, a)
                else:
                    keep, drop = (a, b) if action == "keep_a" else (b, a)
                lifecycle.set_status(self.store, drop.id, "superseded", now, actor, "superseded",
                                     f"contradiction flag {row.id} resolved: kept {keep.id}", row.run_id)
                applier.link(self.ctx, keep.id, drop.id, "supersedes", now, row.run_id, "manual")
                keep = lifecycle.load(self.store, keep.id)
                lifecycle.apply_changes(self.store, keep, {"confidence": min(1.0, keep.confidence * restore)},
                                 "updated", actor, now, f"contradiction flag {row.id} resolved in its favour")
                resolution = f"{action}: kept {keep.id}, superseded {drop.id}"
            else:
                for memory, scope in ((a, scope_a), (b, scope_b)):
                    if memory is None:
                        continue
                    changes: dict[str, Any] = {"confidence": min(1.0, memory.confidence * restore)}
                    if scope is not None and scope != memory.scope:
                        changes["scope"] = scope
                    lifecycle.apply_changes(self.store, lifecycle.load(self.store, memory.id), changes,
                                     "updated", actor, now, f"contradiction flag {row.id}: both kept")
                resolution = f"keep_both_scoped: {a.id}@{scope_a or a.scope}" + (
                    f", {b.id}@{scope_b or b.scope}" if b else "")
            edge = models.Edge
            edge.update(valid_to=now).where(
                (edge.relation == "contradicts") & (((edge.src == row.a_id) & (edge.dst == row.b_id))
                                                   | ((edge.src == row.b_id) & (edge.dst == row.a_id)))
            ).execute()
            row.status = "resolved"
            row.resolution = resolution + (f" — {redact_text(note)}" if note else "")
            row.resolved_at = now
            row.resolved_by = actor
            row.save()
        return self.flag(row.id)

    # -- review session --------------------------------------------------------------------------

    def review_queue(self, limit: int = 20, *, scope: str | None = None,
                     seed: int | None = None) -> list[ReviewItem]:
        """Memories to review: about to fall below the floor, never reviewed, and a random sample."""
        checks.limit(limit)
        cfg = self.settings.consolidation
        now = self._ts()
        later = now + cfg.review_horizon_days * 86400
        floor = self.settings.decay.retrieval_floor
        sal_now, p_now = salience_sql(now, self.settings.decay)
        sal_later, p_later = salience_sql(later, self.settings.decay)
        where = "status = 'active' AND NOT pinned AND kind != 'project'"
        params: list[Any] = []
        if scope:
            where += " AND scope = ?"
            params.append(scope)
        db = self.store.db
        seen: set[str] = set()
        out: list[ReviewItem] = []

        def add(rows: Any, reason: str) -> None:
            names = [d[0] for d in rows.description]
            for values in rows:
                data = dict(zip(names, values, strict=True))
                if data["id"] in seen or len(out) >= limit:
                    continue
                seen.add(data["id"])
                memory = memory_from_row(data)
                out.append(ReviewItem(memory=memory, reason=reason, salience=float(data["sal"]),
                                      fades_at=self.fades_at(memory.id)))

        decaying = db.execute_sql(
            f"SELECT *, {sal_now} AS sal FROM memory WHERE {where} AND {sal_now} >= ? AND {sal_later} < ? "
            f"ORDER BY importance DESC, seq LIMIT ?",
            (*p_now, *params, *p_now, floor, *p_later, floor, limit))
        add(decaying, "decaying")
        fresh = db.execute_sql(
            f"SELECT *, {sal_now} AS sal FROM memory WHERE {where} AND reviewed_at IS NULL "
            f"ORDER BY recorded_at DESC, seq DESC LIMIT ?", (*p_now, *params, limit))
        add(fresh, "new")
        sample_n = min(cfg.review_sample, max(0, limit - len(out)))
        if sample_n:
            ids = [r[0] for r in db.execute_sql(f"SELECT id FROM memory WHERE {where}", tuple(params))
                   if r[0] not in seen]
            rng = random.Random(seed if seed is not None else int(now // 86400))
            picked = rng.sample(ids, min(sample_n, len(ids)))
            if picked:
                marks = ",".join("?" * len(picked))
                add(db.execute_sql(f"SELECT *, {sal_now} AS sal FROM memory WHERE id IN ({marks})",
                                   (*p_now, *picked)), "sample")
        return out

    def review(self, memory_id: str, decision: str, *, actor: str = "human", content: str | None = None,
               merge_with: Sequence[str] | None = None, kind: str | None = None,
               note: str | None = None) -> Memory:
        """One review decision: KEEP (SM-2 q=5), MERGE, EXTRACT, EDIT, SKIP, ARCHIVE."""
        history.check_actor(actor)
        decision = (decision or "").upper()
        if decision not in DECISIONS:
            raise InvalidInput(f"decision must be one of {', '.join(DECISIONS)}")
        row = lifecycle.load(self.store, memory_id)
        if row.status in ("forgotten", "quarantined"):
            raise InvalidInput(f"{memory_id} is {row.status}; it cannot be reviewed")
        now = self._ts()
        result_id = memory_id
        if decision == "KEEP":
            lifecycle.reinforce(self.store, memory_id, self.settings.reinforce.keep_quality, self.settings,
                                now, actor, event="kept", rationale=note or "KEEP in review")
        elif decision == "ARCHIVE":
            lifecycle.set_status(self.store, memory_id, "archived", now, actor, "archived",
                                 note or "ARCHIVE in review")
        elif decision == "EDIT":
            if not content:
                raise InvalidInput("EDIT needs the new content")
            changes: dict[str, Any] = {"content": content}
            if kind:
                changes["kind"] = kind
            self.edit(memory_id, actor=actor, rationale=note or "EDIT in review", **changes)
        elif decision == "MERGE":
            if not merge_with:
                raise InvalidInput("MERGE needs the memories to merge with")
            merged = self.merge([memory_id, *merge_with], content, actor=actor, kind=kind)
            result_id = merged.result_id or memory_id
        elif decision == "EXTRACT":
            if not content:
                raise InvalidInput("EXTRACT needs the fact to extract")
            proposal = self.propose(content, grounding=[memory_id], kind=kind or "fact", scope=row.scope,
                                    level=max(1, row.level + 1), actor=actor,
                                    rationale=note or f"EXTRACT in review of {memory_id}")
            if not history.is_agent(actor):
                proposal = self.approve(proposal.id, actor=actor)
            result_id = proposal.result_id or memory_id
        with self.store.write():
            models = self.store.models
            models.Memory.update(reviewed_at=now).where(models.Memory.id == memory_id).execute()
            history.record(models, memory_id, "reviewed", actor=actor, at=now,
                           rationale=f"{decision}" + (f": {note}" if note else ""),
                           after={"decision": decision, "result": result_id})
        return self.get(result_id)

    # -- triggers and the worker -----------------------------------------------------------------

    def enqueue_consolidation(self, trigger: str = "manual", payload: dict[str, Any] | None = None) -> int:
        """Queue a run (what every trigger does); the worker drains the queue."""
        if trigger not in TRIGGERS:
            raise InvalidInput(f"trigger must be one of {', '.join(TRIGGERS)}, got {trigger!r}")
        return triggers.enqueue(self.ctx, trigger, redact_json(payload)[0] if payload else None)

    def check_triggers(self) -> list[str]:
        """Enqueue the importance-budget and schedule triggers if they are due."""
        return triggers.check(self.ctx)

    def pending_triggers(self) -> list[dict[str, Any]]:
        return [{"id": r.id, "trigger": r.trigger, "payload": loads(r.payload, {}),
                 "enqueued_at": to_dt(r.enqueued_at), "taken": r.taken_at is not None}
                for r in triggers.pending(self.ctx)]

    def importance_budget_used(self) -> float:
        return triggers.budget_used(self.ctx)

    def drain_triggers(self, progress: Callable[[str, int, int], None] | None = None,
                       cancel: threading.Event | None = None) -> list[RunResult]:
        """Run consolidation once for everything queued (several triggers coalesce into one run)."""
        taken = triggers.take(self.ctx)
        if taken is None:
            return []
        ids, trigger = taken
        try:
            result = self.consolidate(trigger=trigger, progress=progress, cancel=cancel)
        except Cancelled:
            triggers.release(self.ctx, ids)  # still owed: a later drain runs it
            raise
        except BaseException:
            triggers.finish(self.ctx, ids, None)
            raise
        triggers.finish(self.ctx, ids, result.id)
        return [result]

    def consolidation_worker(self, interval: float | None = None, **kwargs: Any) -> triggers.ConsolidationWorker:
        """A worker thread for this store (not started): `.start()`, `.stop()`."""
        return triggers.ConsolidationWorker(self.ctx, lambda progress, cancel: self.drain_triggers(progress, cancel),
                                            interval, **kwargs)


__all__ = ["ConsolidationAPI", "RunResult", "ProposalView", "FlagView", "ReviewItem"]


def _claim(model: Any, row: Any, status: str, what: str) -> None:
    """Take `row` inside the caller's write transaction if it is still `status` (a pending proposal,
    an open flag), else refuse: the check made before the transaction may be stale, as two
    reviewers (threads, processes, hosts) can both have seen it pending. The conditional UPDATE
    locks the row, so the second waits for the first to commit and then finds it decided."""
    if model.update(status=status).where((model.id == row.id) & (model.status == status)).execute() != 1:
        now = model.select(model.status).where(model.id == row.id).scalar()
        raise InvalidInput(f"{what} {row.id} is already {now or 'gone'}")


def _row_by_number(model: Any, value: Any, what: str) -> Any:
    """The row of `model` whose integer id is `value`, or a clear error naming `what`."""
    if isinstance(value, str) and value.strip().isdigit():  # from the command line
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):  # 1.5 or True is no proposal's id
        raise InvalidInput(f"a {what} id is a whole number, got {value!r:.60}")
    row = model.get_or_none(model.id == value) if 0 < value < 2**63 else None
    if row is None:
        raise NotFound(f"no {what} {value}")
    return row
