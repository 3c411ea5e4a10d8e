"""One consolidation run (SPEC §7): read and plan first, then apply everything in one transaction.

The planning half only reads, so a cancel or a crash before the end leaves nothing behind; the
applying half is a single IMMEDIATE transaction, so a kill during it rolls back whole. A dry run
stops after planning and writes nothing at all.
"""

from __future__ import annotations

import os
import threading
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..errors import Cancelled, NotAvailable
from ..history import is_agent
from ..retrieval import RecallOptions
from ..store.store import dumps, loads
from . import apply as applier
from . import competence, text
from .cluster import cluster, medoid
from .types import COUNT_KEYS

Progress = Callable[[str, int, int], None]
REFLECT_TRIGGERS = ("importance_budget", "manual")
CONTRA_SIM = 0.45  # below this cosine two statements are about different things


@dataclass
class Planned:
    action: str
    scope: str
    grounding: list[str]
    content: str | None = None
    kind: str | None = None
    shape: str | None = None
    level: int = 1
    attributes: dict[str, Any] = field(default_factory=dict)
    target_ids: list[str] = field(default_factory=list)
    confidence: float = 0.5
    importance: float = 0.5
    rationale: str = ""
    extractor: str = "heuristic"
    auto: bool = False
    vector: np.ndarray | None = None
    rep: str | None = None  # representative grounding memory (for flags)
    rep_text: str | None = None  # its words, for contradiction checks
    match_only: bool = False  # below the bands: may only confirm a known memory (NOOP/UPDATE)


@dataclass
class PlannedFlag:
    a: str
    b: str
    reason: str


@dataclass
class Plan:
    proposals: list[Planned] = field(default_factory=list)
    flags: list[PlannedFlag] = field(default_factory=list)
    demote: list[tuple[str, str]] = field(default_factory=list)
    upgrades: list[tuple[str, float, float]] = field(default_factory=list)
    counts: Counter[str] = field(default_factory=Counter)
    notes: list[str] = field(default_factory=list)


class Planner:
    """Reads the store and decides what a run would do. Never writes."""

    def __init__(self, hx: Any, trigger: str, since: float | None, until: float | None,
                 progress: Progress | None, cancel: threading.Event | None, tasks: Any | None) -> None:
        self.hx = hx
        self.models = hx.store.models
        self.cfg = hx.settings.consolidation
        self.trigger = trigger
        self.since = since
        self.until = until
        self.progress = progress
        self.cancel = cancel
        self.tasks = tasks if tasks is not None and tasks.available() else None
        self.now = hx._ts()
        self.plan = Plan()
        self.embedder_name = ""

    # -- helpers ---------------------------------------------------------------------------------

    def step(self, stage: str, done: int, total: int) -> None:
        if self.cancel is not None and self.cancel.is_set():
            raise Cancelled(f"consolidation cancelled during {stage}; nothing was applied")
        if self.progress is not None:
            self.progress(stage, done, total)

    def threshold(self, base: float, hashing: float) -> float:
        return hashing if self.embedder_name.startswith("hashing") else base

    def vectors(self, rows: list[dict[str, Any]]) -> np.ndarray:
        """Unit vectors for rows: from the index when stored, else embedded now (not stored)."""
        hx = self.hx
        embedder = hx.embedder()
        self.embedder_name = embedder.name
        stored: dict[int, np.ndarray] = {}
        if hx.store.meta_get("vec_embedder") == embedder.name:
            hx.index.refresh()
            stored = hx.index.vectors_for([r["seq"] for r in rows])
        missing = [i for i, r in enumerate(rows) if r["seq"] not in stored]
        dim = embedder.dim or (next(iter(stored.values())).shape[0] if stored else 0)
        fresh = embedder.embed([rows[i]["content"] for i in missing]) if missing else None
        if fresh is not None:
            dim = fresh.shape[1]
        out = np.zeros((len(rows), dim), dtype=np.float32)
        for i, r in enumerate(rows):
            if r["seq"] in stored:
                out[i] = stored[r["seq"]]
        if fresh is not None:
            out[missing] = fresh
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.where(norms > 0, norms, 1.0)

    def confidence(self, members: list[dict[str, Any]]) -> float:
        """Never above the weakest source; more support brings it closer to that ceiling."""
        weakest = min(m["confidence"] for m in members)
        return round(weakest * (1.0 - 0.5 ** (len(members) + 1)), 4)

    def supported(self, members: list[dict[str, Any]]) -> bool:
        """Guardrail: agent-ingested sources need more support than user-asserted ones."""
        users = sum(1 for m in members if m["origin"] == "user-asserted")
        if users >= self.cfg.support_user or len(members) >= self.cfg.support_agent:
            return True
        solo = max(m["importance"] * 10 for m in members) >= self.cfg.band_solo
        return solo and users >= 1 and len(members) == users

    def auto_ok(self, p: Planned, members: list[dict[str, Any]]) -> bool:
        if not self.cfg.auto_approve or p.action not in ("ADD", "UPDATE"):
            return False
        return (all(m["origin"] == "user-asserted" for m in members)
                and p.confidence >= self.cfg.auto_approve_min_confidence)

    # -- loading ---------------------------------------------------------------------------------

    def episodes(self) -> list[dict[str, Any]]:
        memory = self.models.Memory
        query = memory.select().where(
            (memory.shape == "episodic") & (memory.level == 0) & memory.status.in_(["active", "archived"])
            & (memory.origin != "derived")
        )
        if self.since is not None:
            query = query.where(memory.recorded_at >= self.since)
        if self.until is not None:
            query = query.where(memory.recorded_at <= self.until)
        rows = list(query.order_by(memory.recorded_at, memory.seq).dicts())
        for r in rows:
            r["attrs"] = loads(r["attributes"], {})
        return rows

    def claimed(self) -> set[str]:
        """Episodes already grounding a derived memory, or held by a pending/rejected proposal."""
        sql = ("SELECT e.dst FROM edge e JOIN memory m ON m.id = e.src "
               "WHERE e.relation = 'derived_from' AND m.kind != 'insight'")
        out = {r[0] for r in self.hx.store.db.execute_sql(sql)}
        prop = self.models.Proposal
        for (grounding,) in prop.select(prop.grounding).where(
                prop.status.in_(["pending", "rejected"]) & (prop.kind != "insight")).tuples():
            out.update(loads(grounding, []))
        return out

    def knowledge(self) -> list[dict[str, Any]]:
        """Active semantic and procedural memories: what candidates are compared with."""
        memory = self.models.Memory
        rows = list(memory.select().where(
            memory.shape.in_(["semantic", "procedural", "entity"]) & (memory.status == "active")
            & (memory.kind != "project")
        ).order_by(memory.seq).dicts())
        for r in rows:
            r["attrs"] = loads(r["attributes"], {})
        return rows

    def pending(self) -> list[Any]:
        prop = self.models.Proposal
        return list(prop.select().where(prop.status.in_(["pending", "rejected"])))

    # -- the run ---------------------------------------------------------------------------------

    def run(self) -> Plan:
        counts = self.plan.counts
        self.step("loading", 0, 1)
        episodes = self.episodes()
        counts["episodes_considered"] = len(episodes)
        claimed = self.claimed()
        eligible = [e for e in episodes if e["id"] not in claimed]
        counts["eligible"] = len(eligible)
        knowledge = self.knowledge()
        pending = self.pending()
        every = eligible + knowledge
        vecs = self.vectors(every) if every else np.zeros((0, 0), dtype=np.float32)
        ev = vecs[: len(eligible)]
        kv = vecs[len(eligible):]
        self.step("loading", 1, 1)

        used: set[int] = set()
        candidates: list[tuple[Planned, list[dict[str, Any]]]] = []

        # Competence extraction (Membrane): repeated successful tool sequences, plan graphs.
        self.step("competence", 0, 1)
        competence_rows = [e for e in episodes if e["attrs"].get("tool_trace")]
        for planned, members in competence.extract(self, competence_rows, knowledge, pending):
            candidates.append((planned, members))
        traced = {e["id"] for e in competence_rows if competence.successful(e["attrs"])}
        for i, e in enumerate(eligible):
            if e["id"] in traced:
                used.add(i)
        self.step("competence", 1, 1)

        # Structural rules: "uses X not Y", "prefers X".
        groups: dict[tuple[Any, ...], list[int]] = defaultdict(list)
        for i, e in enumerate(eligible):
            if i in used:
                continue
            rule = text.structural_rule(e["content"])
            if rule is not None:
                groups[(e["scope"], *rule.key)].append(i)
        for key, idx in groups.items():
            members = [eligible[i] for i in idx]
            rule = text.Rule(key[1], key[2], key[3])
            subject = "The user" if rule.relation == "prefers" or key[0] == "global" else "The project"
            statement = rule.statement(subject)
            kind = "preference" if rule.relation == "prefers" else "convention"
            vector = ev[idx].mean(axis=0)
            planned = Planned(action="ADD", scope=key[0], grounding=[m["id"] for m in members],
                              content=statement, kind=kind, shape="semantic",
                              attributes={"rule": {"relation": rule.relation, "x": rule.x, "y": rule.y},
                                          "support": len(members)},
                              vector=vector / (np.linalg.norm(vector) or 1.0),
                              rationale=f"structural rule seen in {len(members)} episode(s)",
                              rep=members[0]["id"], rep_text=members[0]["content"])
            candidates.append((planned, members))
            used.update(idx)

        # Clustering by embedding similarity, per scope, with Rekall's importance bands.
        by_scope: dict[str, list[int]] = defaultdict(list)
        for i, e in enumerate(eligible):
            if i not in used:
                by_scope[e["scope"]].append(i)
        threshold = self.threshold(self.cfg.cluster_threshold, self.cfg.cluster_threshold_hashing)
        done_scopes = 0
        for scope, idx in by_scope.items():
            self.step("clustering", done_scopes, len(by_scope))
            done_scopes += 1
            weights = np.array([eligible[i]["importance"] for i in idx])
            for group in cluster(ev[idx], threshold, weights):
                members_idx = [idx[g] for g in group]
                counts["clusters"] += 1 if len(members_idx) > 1 else 0
                # Lessons and routine log lines that happen to look alike are distilled apart.
                lessons = [i for i in members_idx if text.lesson_text(eligible[i]["content"])]
                routine = [i for i in members_idx if i not in set(lessons)]
                for part in (lessons, routine):
                    if not part:
                        continue
                    chosen, summary = self.banded([eligible[i] for i in part])
                    if not chosen:
                        # Too weak to promote, but it may still confirm something already known.
                        loose = self.distill(scope, [eligible[i] for i in part], ev[part])
                        loose.match_only = True
                        candidates.append((loose, [eligible[i] for i in part]))
                        continue
                    keep_ids = {m["id"] for m in chosen}
                    sub = [i for i in part if eligible[i]["id"] in keep_ids]
                    candidates.append((self.distill(scope, chosen, ev[sub], summary), chosen))
        self.step("clustering", len(by_scope), len(by_scope))

        # Compare every candidate with what is already known.
        self.step("comparing", 0, len(candidates))
        accepted: list[tuple[Planned, list[dict[str, Any]]]] = []
        for n, (planned, members) in enumerate(candidates):
            if n % 50 == 0:
                self.step("comparing", n, len(candidates))
            counts["candidates"] += 1
            outcome = self.compare(planned, members, knowledge, kv, pending)
            if outcome is not None:
                accepted.append((outcome, members))
        self.cross_check(accepted)
        self.existing_conflicts(knowledge, kv)
        for planned, members in accepted:
            planned.auto = planned.auto or self.auto_ok(planned, members)
            self.plan.proposals.append(planned)

        # Reflection when the importance budget fired (or a person asked).
        if self.trigger in REFLECT_TRIGGERS:
            from . import reflection

            self.step("reflecting", 0, 1)
            self.plan.proposals.extend(reflection.reflect(self, pending))
            self.step("reflecting", 1, 1)

        self.audit_grounding(pending)
        self.upgrade_importance(eligible)
        for p in self.plan.proposals:
            counts[p.action.lower()] += 1
            counts["proposals"] += 1
        if self.tasks is not None:
            counts["model_calls"] = self.tasks.calls
            counts["fallbacks"] = self.tasks.fallbacks
        return self.plan

    def banded(self, members: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], bool]:
        """Which members a cluster may distil, and whether it is a routine summary, not a lesson.

        Rekall's bands: below `band_cluster` a note counts only in a large cluster; at or above
        `band_solo` a user's note may stand alone. Narrative notes with nothing to learn ("Opened
        api.py") only ever become a level-1 episode summary, and only when they pile up.
        """
        cfg = self.cfg
        mean = sum(m["importance"] for m in members) / len(members) * 10
        lesson = mean >= cfg.band_cluster and text.lesson_like([m["content"] for m in members])
        if not lesson:
            return (members, True) if len(members) >= cfg.large_cluster else ([], False)
        if len(members) >= cfg.large_cluster:
            return members, False
        kept = [m for m in members if m["importance"] * 10 >= cfg.band_cluster]
        if len(kept) >= cfg.min_cluster_size:
            return kept, False
        solo = [m for m in kept if m["importance"] * 10 >= cfg.band_solo]
        return (solo[:1], False) if solo else ([], False)

    def distill(self, scope: str, members: list[dict[str, Any]], vecs: np.ndarray,
                summary: bool = False) -> Planned:
        weights = np.array([m["importance"] for m in members])
        rep = members[medoid(vecs, weights)]
        statement = text.clean_statement(rep["content"])
        kind, shape = text.classify(statement)
        extractor = "heuristic"
        level = 1
        if summary:
            # Many routine notes: compress them into one level-1 episode summary, not a fact.
            kind, shape = "episode", "episodic"
            statement = f"Recurring ({len(members)}×): {statement}"
            self.plan.counts["summaries"] += 1
        elif self.tasks is not None and len(members) > 1:
            result = self.tasks.distill([m["content"] for m in members[:12]])
            if result is not None:
                statement, kind = result["statement"], result["kind"]
                shape = "procedural" if kind == "procedure" else "semantic"
                extractor = self.hx.settings.ollama.distill_model
        vector = vecs.mean(axis=0)
        importance = min(1.0, float(weights.max()))
        return Planned(
            action="ADD", scope=scope, grounding=[m["id"] for m in members], content=statement,
            kind=kind, shape=shape, level=level, importance=importance,
            attributes={"support": len(members), "representative": rep["id"]},
            vector=vector / (np.linalg.norm(vector) or 1.0), extractor=extractor,
            rationale=f"{len(members)} similar episode(s); representative {rep['id']}", rep=rep["id"],
            rep_text=rep["content"],
        )

    def compare(self, p: Planned, members: list[dict[str, Any]], knowledge: list[dict[str, Any]],
                kv: np.ndarray, pending: list[Any]) -> Planned | None:
        """ADD, UPDATE, NOOP or SUPERSEDE against existing memories; flags for conflicts."""
        counts = self.plan.counts
        if p.action == "NOOP":
            return p
        p.confidence = self.confidence(members)
        match_t = self.threshold(self.cfg.match_threshold, self.cfg.match_threshold_hashing)
        visible = [j for j, k in enumerate(knowledge)
                   if k["scope"] == p.scope or k["scope"] == "global"]
        if p.kind == "episode":
            visible = []
        rule_match = None
        if p.attributes.get("rule"):
            for j in visible:
                rule = text.structural_rule(knowledge[j]["content"])
                if rule is not None and rule.key == text.Rule(**p.attributes["rule"]).key:
                    rule_match = j
                    break
        best, best_sim = None, -1.0
        if visible and p.vector is not None and kv.size:
            sims = kv[visible] @ p.vector
            order = np.argsort(-sims)
            best, best_sim = visible[int(order[0])], float(sims[order[0]])
            for o in order[:8]:
                j = visible[int(o)]
                if float(sims[o]) < CONTRA_SIM:
                    break
                if p.action != "ADD" or rule_match is not None or p.match_only:
                    break
                if p.attributes.get("signature") is not None:
                    break
                reason = self.conflict(p.rep_text or p.content or "", knowledge[j]["content"])
                if reason is None:
                    continue
                existing = knowledge[j]
                if text.is_change(p.content or "") or any(text.is_change(m["content"]) for m in members):
                    p.action = "SUPERSEDE"
                    p.target_ids = [existing["id"]]
                    p.rationale += f"; replaces {existing['id']} ({reason})"
                else:
                    if p.rep and not applier.already_flagged(self.models, existing["id"], p.rep):
                        self.plan.flags.append(PlannedFlag(existing["id"], p.rep, reason))
                        counts["contradictions"] += 1
                    p.confidence = round(p.confidence * applier.CONTRADICTION_FACTOR, 4)
                    p.attributes["conflicts_with"] = existing["id"]
                    p.rationale += f"; conflicts with {existing['id']}"
                return self.finish(p, members)
        if rule_match is not None or (best is not None and best_sim >= match_t):
            j = rule_match if rule_match is not None else best
            existing = knowledge[j]
            support = int(existing["attrs"].get("support", 0)) + len(members)
            new_conf = min(self.confidence(members + [existing]) if existing["origin"] == "derived"
                           else existing["confidence"], existing["confidence"] + 0.5)
            weakest = min(m["confidence"] for m in members)
            if (existing["origin"] == "derived" and new_conf > existing["confidence"] + 0.02
                    and weakest > existing["confidence"]):
                p.action = "UPDATE"
                p.confidence = min(new_conf, weakest)
                p.rationale = f"{len(members)} more episode(s) support {existing['id']} (support {support})"
            else:
                p.action = "NOOP"
                p.auto = True
                p.rationale = f"already known as {existing['id']}; reinforced by {len(members)} episode(s)"
            p.target_ids = [existing["id"]]
            p.content = existing["content"]
            p.kind, p.shape, p.level = existing["kind"], existing["shape"], existing["level"]
            return p
        if p.match_only:
            counts["skipped_band"] += 1 if len(members) > 1 else 0
            return None
        # Not known yet: the guardrails decide whether it may be proposed at all.
        for prop in pending:
            if prop.scope == p.scope and prop.content and p.content and (
                prop.content == p.content or set(loads(prop.grounding, [])) & set(p.grounding)
            ):
                counts["duplicates_resolved"] += 1
                return None
        return self.finish(p, members)

    def finish(self, p: Planned, members: list[dict[str, Any]]) -> Planned | None:
        if not p.grounding:
            self.plan.counts["rejected_ungrounded"] += 1
            return None
        if not self.supported(members):
            self.plan.counts["skipped_support"] += 1
            return None
        return p

    def conflict(self, a: str, b: str) -> str | None:
        reason = text.contradiction(a, b)
        if self.tasks is not None and reason is not None:
            verdict = self.tasks.contradicts(a, b)
            if verdict is not None:
                return (verdict[1] or reason) if verdict[0] else None
        return reason

    def cross_check(self, accepted: list[tuple[Planned, list[dict[str, Any]]]]) -> None:
        """New candidates that contradict each other: flag their representative episodes."""
        items = [p for p, _ in accepted if p.action == "ADD" and p.vector is not None and p.rep]
        if len(items) < 2:
            return
        mat = np.stack([p.vector for p in items])
        sims = mat @ mat.T
        for i in range(len(items)):
            for j in range(i + 1, len(items)):
                a, b = items[i], items[j]
                if a.scope != b.scope or sims[i, j] < CONTRA_SIM:
                    continue
                reason = self.conflict(a.rep_text or a.content or "", b.rep_text or b.content or "")
                if reason and not applier.already_flagged(self.models, a.rep, b.rep):
                    self.plan.flags.append(PlannedFlag(a.rep, b.rep, reason))
                    self.plan.counts["contradictions"] += 1
                    for p, other in ((a, b), (b, a)):
                        p.confidence = round(p.confidence * applier.CONTRADICTION_FACTOR, 4)
                        p.attributes["conflicts_with"] = other.rep

    def existing_conflicts(self, knowledge: list[dict[str, Any]], kv: np.ndarray) -> None:
        """Known facts that contradict (or duplicate) each other: flags, SUPERSEDE and MERGE."""
        if len(knowledge) < 2 or not kv.size:
            return
        sims = kv @ kv.T
        np.fill_diagonal(sims, -1.0)
        merge_t = self.threshold(self.cfg.merge_threshold, self.cfg.merge_threshold_hashing)
        prop = self.models.Proposal
        open_targets = {tuple(sorted(loads(t, []))) for (t,) in prop.select(prop.target_ids).where(
            prop.status.in_(["pending", "rejected"])).tuples()}
        flagged = set()
        ii, jj = np.nonzero(np.triu(sims >= CONTRA_SIM))
        for i, j in zip(ii.tolist(), jj.tolist(), strict=True):
            a, b = knowledge[i], knowledge[j]
            if a["scope"] != b["scope"] and "global" not in (a["scope"], b["scope"]):
                continue
            if a["kind"] == "insight" or b["kind"] == "insight":
                continue
            older, newer = (a, b) if (a["valid_from"], a["seq"]) <= (b["valid_from"], b["seq"]) else (b, a)
            reason = self.conflict(older["content"], newer["content"])
            if reason is not None:
                if applier.already_flagged(self.models, a["id"], b["id"]) or (a["id"], b["id"]) in flagged:
                    continue
                if text.is_change(newer["content"]):
                    if (older["id"],) not in open_targets:
                        self.plan.proposals.append(Planned(
                            action="SUPERSEDE", scope=older["scope"], grounding=[newer["id"]],
                            target_ids=[older["id"]], attributes={"by": newer["id"]},
                            kind=older["kind"], shape=older["shape"], level=older["level"],
                            confidence=newer["confidence"], importance=newer["importance"],
                            rationale=f"{newer['id']} announces a change: {reason}"))
                        open_targets.add((older["id"],))
                else:
                    self.plan.flags.append(PlannedFlag(older["id"], newer["id"], reason))
                    self.plan.counts["contradictions"] += 1
                flagged.add((a["id"], b["id"]))
                continue
            if sims[i, j] >= merge_t and a["scope"] == b["scope"] and a["shape"] == b["shape"]:
                key = tuple(sorted((a["id"], b["id"])))
                if key in open_targets:
                    continue
                keep = max((a, b), key=lambda m: (m["origin"] == "user-asserted", m["confidence"],
                                                  len(m["content"])))
                sources = [a["id"], b["id"]]
                self.plan.proposals.append(Planned(
                    action="MERGE", scope=a["scope"], grounding=sources, target_ids=list(key),
                    content=keep["content"], kind=keep["kind"], shape=keep["shape"],
                    level=max(1, keep["level"]), confidence=min(a["confidence"], b["confidence"]),
                    importance=max(a["importance"], b["importance"]),
                    attributes={"merged_from": sources},
                    rationale=f"near-duplicates (cosine {sims[i, j]:.2f})"))
                open_targets.add(key)

    def audit_grounding(self, pending: list[Any]) -> None:
        """Guardrail: a derived memory (an insight above all) whose grounding is gone is demoted."""
        sql = (
            "SELECT m.id, m.scope, m.kind, m.shape, m.level FROM memory m WHERE m.origin = 'derived' "
            "AND m.status = 'active' AND NOT EXISTS (SELECT 1 FROM edge e JOIN memory s ON s.id = e.dst "
            "WHERE e.src = m.id AND e.relation = 'derived_from' AND s.status != 'forgotten')"
        )
        archiving = {t for p in pending if p.action == "ARCHIVE" and p.status == "pending"
                     for t in loads(p.target_ids, [])}
        for memory_id, scope, kind, shape, level in self.hx.store.db.execute_sql(sql):
            self.plan.demote.append((memory_id, "its grounding is gone"))
            if memory_id not in archiving:
                self.plan.proposals.append(Planned(
                    action="ARCHIVE", scope=scope, grounding=[], target_ids=[memory_id], kind=kind,
                    shape=shape, level=level, rationale="demoted: every memory it was derived from is gone"))

    def upgrade_importance(self, eligible: list[dict[str, Any]]) -> None:
        """With a model at hand, re-rate heuristic importance scores (a few per run) and say so."""
        if self.tasks is None or not eligible:
            return
        hist = self.models.History
        rated = {r[0] for r in hist.select(hist.memory_id).where(hist.event == "importance-rated").tuples()}
        budget = self.cfg.importance_upgrades_per_run
        for e in eligible:
            if budget <= 0:
                break
            if e["id"] in rated:
                continue
            budget -= 1
            score = self.tasks.rate_importance(e["content"], timeout=self.hx.settings.ollama.timeout)
            if score is not None:
                self.plan.upgrades.append((e["id"], e["importance"], score / 10.0))


# -- running and applying -----------------------------------------------------------------------


def pid_alive(pid: int) -> bool:
    """Whether a process with this id still runs (a run's owner, for stale-run detection)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def reap_stale_runs(hx: Any) -> None:
    """A run row left 'running' by a killed process is marked failed (its changes never landed)."""
    run = hx.store.models.Run
    for row in run.select().where(run.status == "running"):
        notes = loads(row.notes, [])
        pid = next((n.get("pid") for n in notes if isinstance(n, dict) and "pid" in n), None)
        if pid is None or not pid_alive(int(pid)) or int(pid) == os.getpid():
            with hx.store.write():
                run.update(status="failed", ended_at=hx._ts(),
                           error="interrupted (the process stopped); nothing was applied").where(
                    run.id == row.id).execute()


def start_run(hx: Any, trigger: str, since: float | None, until: float | None) -> int:
    reap_stale_runs(hx)
    run = hx.store.models.Run
    with hx.store.write():
        if run.select().where(run.status == "running").exists():
            raise NotAvailable("another consolidation run is in progress")
        return run.insert(trigger=trigger, started_at=hx._ts(), status="running", dry_run=False,
                          since=since, until=until, notes=dumps([{"pid": os.getpid()}])).execute()


def apply_plan(hx: Any, plan: Plan, run_id: int, now: float) -> tuple[list[int], list[int]]:
    """Write the whole plan in one transaction. Returns the proposal and flag ids."""
    models = hx.store.models
    counts = plan.counts
    proposal_ids: list[int] = []
    flag_ids: list[int] = []
    with hx.store.write():
        for f in plan.flags:
            if not models.Memory.select().where(models.Memory.id.in_([f.a, f.b])).count() == 2:
                continue
            flag_ids.append(applier.raise_flag(hx, f.a, f.b, f.reason, now, run_id))
        for memory_id, reason in plan.demote:
            row = models.Memory.get_or_none(models.Memory.id == memory_id)
            if row is None:
                continue
            from .. import lifecycle

            lifecycle._apply(hx.store, row, {"confidence": row.confidence * 0.5}, "demoted", "system",
                             now, reason, run_id)
            counts["demoted"] += 1
        for memory_id, old, new in plan.upgrades:
            row = models.Memory.get_or_none(models.Memory.id == memory_id)
            if row is None:
                continue
            from .. import lifecycle

            lifecycle._apply(hx.store, row, {"importance": new}, "importance-rated", "system", now,
                             f"re-rated by {hx.settings.ollama.importance_model} (was {old:.2f}, heuristic)",
                             run_id)
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
                row = models.Proposal.get_by_id(row_id)
                applier.apply_proposal(hx, row, "system", now, counts, run_id)
                if p.action != "NOOP":
                    counts["auto_approved"] += 1
        for key in COUNT_KEYS:
            counts.setdefault(key, 0)
        models.Run.update(status="done", ended_at=hx._ts(), counts=dumps(dict(counts)),
                          notes=dumps([*plan.notes, {"pid": os.getpid()}])).where(
            models.Run.id == run_id).execute()
    return proposal_ids, flag_ids


def is_agent_actor(actor: str) -> bool:
    return is_agent(actor)


def reflect_options(scope: str, limit: int) -> RecallOptions:
    return RecallOptions(scope=scope, limit=limit, surprise=False)
