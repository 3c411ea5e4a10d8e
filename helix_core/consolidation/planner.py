"""One consolidation run's planning half (SPEC §7): reads the store and decides; never writes.

The stages, each in its own module: competence (tool traces → procedures), lessons (group and
distil episodes, attach new ones to what is known), conflicts (claims that disagree → flags and
supersessions), duplicates (known memories that say the same → MERGE), reflection (insights over
lessons), and the guardrail audit. `runs.apply_plan` writes the result in one transaction.
"""

from __future__ import annotations

import threading
from typing import Any

import numpy as np

from ..progress import Job, Progress
from ..services import ServiceContext
from . import competence, conflicts, duplicates, lessons, loading, reflection
from .grouping import lexicon, similarity
from .loading import MEMORY_OWNER, Corpus
from .meanings import Meanings
from .plan import Plan, Planned

REFLECT_TRIGGERS = ("importance_budget", "manual")
RESTATE_FACTOR = 0.6  # of the grouping threshold: how close a note must be to the memory it reinforces


class Planner:
    """Reads the store and decides what a run would do."""

    def __init__(self, ctx: ServiceContext, trigger: str, since: float | None, until: float | None,
                 progress: Progress | None = None, cancel: threading.Event | None = None) -> None:
        self.ctx = ctx
        self.models = ctx.store.models
        self.cfg = ctx.settings.consolidation
        self.trigger = trigger
        self.since = since
        self.until = until
        self.step = Job("consolidation", progress, cancel)
        tasks = ctx.model_tasks
        self.tasks = tasks if tasks is not None and tasks.available() else None
        self.now = ctx.now()
        self.plan = Plan()
        self.pending_attach: list[tuple[tuple[str, Any], list[dict[str, Any]]]] = []
        self.flagged_reasons: set[tuple[str, str]] = set()
        self._meanings: Meanings | None = None

    # -- the rules every stage shares -----------------------------------------------------------

    @property
    def meanings(self) -> Meanings:
        """Phrase similarity by the store's embedder, built on first use."""
        if self._meanings is None:
            self._meanings = Meanings(self.ctx.embedder())
        return self._meanings

    def grouping_params(self, embedder_name: str) -> tuple[float, float]:
        """(weight of meaning, threshold) for the embedder at hand; hashing vectors carry less meaning."""
        if embedder_name.startswith("hashing"):
            return self.cfg.group_weight_hashing, self.cfg.group_threshold_hashing
        return self.cfg.group_weight, self.cfg.group_threshold

    def confidence(self, members: list[dict[str, Any]]) -> float:
        """Never above the weakest source; more support brings it closer to that ceiling."""
        weakest = min(m["confidence"] for m in members)
        return round(weakest * (1.0 - 0.5 ** (len(members) + 1)), 4)

    def supported(self, members: list[dict[str, Any]]) -> bool:
        """Guardrail: agent-ingested sources need more support than user-asserted ones.

        Agents' notes count as independent sightings (distinct sessions, or distinct days when
        there is no session), so one agent repeating itself in one go counts once; three notes are
        enough in any case.
        """
        users = [m for m in members if m["origin"] == "user-asserted"]
        if len(users) >= self.cfg.support_user:
            return True
        if _sightings(members) >= self.cfg.support_agent or len(members) >= 3:
            return True
        return len(users) == len(members) == 1 and users[0]["importance"] * 10 >= self.cfg.band_solo

    def auto_ok(self, p: Planned, members: list[dict[str, Any]]) -> bool:
        if not self.cfg.auto_approve or p.action not in ("ADD", "UPDATE"):
            return False
        return (all(m["origin"] == "user-asserted" for m in members)
                and p.confidence >= self.cfg.auto_approve_min_confidence)

    # -- the run ---------------------------------------------------------------------------------

    def run(self) -> Plan:
        counts = self.plan.counts
        self.step("loading", 0, 1)
        corpus = loading.load(self.ctx, self.since, self.until)
        counts["episodes_considered"] = len(corpus.episodes)
        self.step("loading", 1, 1)
        self.step("competence", 0, 1)
        traced = [e for e in corpus.episodes if e["attrs"].get("tool_trace")]
        candidates = competence.extract(self, traced, corpus.knowledge, corpus.pending)
        self.step("competence", 1, 1)
        candidates += lessons.run(self, corpus)
        self.step("comparing", 0, 1)
        accepted = self._attach(corpus) + [(p, m) for p, m in candidates]
        conflicts.check(self, corpus, accepted)
        duplicates.merges(self, corpus)
        for planned, members in accepted:
            planned.auto = planned.auto or self.auto_ok(planned, members)
            self.plan.proposals.append(planned)
        self.step("comparing", 1, 1)
        if self.trigger in REFLECT_TRIGGERS:
            self.step("reflecting", 0, 1)
            self.plan.proposals.extend(reflection.reflect(self, corpus))
            self.step("reflecting", 1, 1)
        self._audit_grounding(corpus)
        self._upgrade_importance(corpus)
        for p in self.plan.proposals:
            counts[p.action.lower()] += 1
            counts["proposals"] += 1
        counts["candidates"] = len(candidates) + len(self.pending_attach)
        return self.plan

    def _attach(self, corpus: Corpus) -> list[tuple[Planned, list[dict[str, Any]]]]:
        """New episodes of a known lesson reinforce it once (NOOP); a pending one absorbs them."""
        known = {k["id"]: k for k in corpus.knowledge}
        out: list[tuple[Planned, list[dict[str, Any]]]] = []
        for (kind, ref), members in self.pending_attach:
            target = known.get(ref) if kind == MEMORY_OWNER else None
            if target is None:
                self.plan.counts["duplicates_resolved"] += 1
                continue
            agreeing = [m for m in members if self._restates(corpus, target, m) and conflicts.repeats_value(target, m)
                        and not conflicts.may_differ(target, m) and not conflicts.disagrees(self, target, m)]
            if not agreeing:
                continue
            out.append((Planned(
                action="NOOP", scope=target["scope"], grounding=[m["id"] for m in agreeing],
                target_ids=[target["id"]], content=target["content"], kind=target["kind"],
                shape=target["shape"], level=target["level"], auto=True,
                confidence=self.confidence(agreeing), importance=target["importance"],
                rationale=f"already known as {target['id']}; seen again in {len(agreeing)} episode(s)",
            ), agreeing))
        return out

    def _restates(self, corpus: Corpus, target: dict[str, Any], note: dict[str, Any]) -> bool:
        """A note reinforces a memory only when it is close to that memory itself, not merely to
        other notes that ground it."""
        if target["id"] not in corpus.vectors or note["id"] not in corpus.vectors:
            return True
        weight, threshold = self.grouping_params(corpus.embedder_name)
        pair = [corpus.terms[target["id"]], corpus.terms[note["id"]]]
        vecs = np.stack([corpus.vectors[target["id"]], corpus.vectors[note["id"]]])
        sim = similarity(vecs, lexicon(pair, corpus.idf), np.array([0]), np.array([1]), weight)
        return float(sim[0, 0]) >= RESTATE_FACTOR * threshold

    def _audit_grounding(self, corpus: Corpus) -> None:
        """Guardrail: a derived memory (an insight above all) whose grounding is gone is demoted."""
        sql = (
            "SELECT m.id, m.scope, m.kind, m.shape, m.level FROM memory m WHERE m.origin = 'derived' "
            "AND m.status = 'active' AND NOT EXISTS (SELECT 1 FROM edge e JOIN memory s ON s.id = e.dst "
            "WHERE e.src = m.id AND e.relation = 'derived_from' AND s.status != 'forgotten') ORDER BY m.seq"
        )
        archiving = {t for p in corpus.pending if p.action == "ARCHIVE" and p.status == "pending"
                     for t in _loads(p.target_ids)}
        for memory_id, scope, kind, shape, level in self.ctx.store.db.execute_sql(sql):
            self.plan.demote.append((memory_id, "its grounding is gone"))
            if memory_id not in archiving:
                self.plan.proposals.append(Planned(
                    action="ARCHIVE", scope=scope, grounding=[], target_ids=[memory_id], kind=kind,
                    shape=shape, level=level, rationale="demoted: every memory it was derived from is gone"))

    def _upgrade_importance(self, corpus: Corpus) -> None:
        """With a model at hand, re-rate heuristic importance scores (a few per run) and say so."""
        if self.tasks is None or not corpus.episodes:
            return
        hist = self.models.History
        rated = {r[0] for r in hist.select(hist.memory_id).where(hist.event == "importance-rated").tuples()}
        budget = self.cfg.importance_upgrades_per_run
        for e in corpus.episodes:
            if budget <= 0:
                break
            if e["id"] in rated or e["id"] in corpus.owners:
                continue
            budget -= 1
            score = self.tasks.rate_importance(e["content"], timeout=self.ctx.settings.ollama.timeout)
            if score is not None:
                self.plan.upgrades.append((e["id"], e["importance"], score / 10.0))


def _sightings(members: list[dict[str, Any]]) -> int:
    keys = set()
    for m in members:
        keys.add(("s", m["session"]) if m.get("session") else ("d", int(m["recorded_at"] // 86400)))
    return len(keys)


def _loads(value: str | None) -> list[Any]:
    from ..store.store import loads

    return loads(value, [])
