"""Reflection (Generative Agents, SPEC §7 step 5): the most salient recent memories → a few
high-level questions → retrieval → insights that cite the memories that answer them.

Insights are memories too, so later runs reflect over them: a tree whose leaves are episodes. An
insight citing level-1 memories is a level-2 theme; one citing themes is a level-3 archetype.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from ..decay import salience
from ..lifecycle import decay_inputs
from ..retrieval import RecallOptions
from ..store.store import loads
from . import text

MIN_SOURCES = 2
RECENT_DAYS = 30


def _pool(planner: Any) -> dict[str, list[Any]]:
    """The most salient active memories of the last weeks, by scope."""
    hx = planner.hx
    memory = planner.models.Memory
    since = planner.now - RECENT_DAYS * 86400
    rows = list(memory.select().where(
        (memory.status == "active") & (memory.last_access_at >= since) & (memory.kind != "project")
        & (memory.recorded_at <= planner.now)
    ))
    scored = sorted(rows, key=lambda r: -salience(decay_inputs(r), planner.now, hx.settings.decay))
    by_scope: dict[str, list[Any]] = defaultdict(list)
    for r in scored:
        if len(by_scope[r.scope]) < planner.cfg.reflection_pool:
            by_scope[r.scope].append(r)
    return by_scope


def reflect(planner: Any, pending: list[Any]) -> list[Any]:
    from .engine import Planned

    hx = planner.hx
    cfg = planner.cfg
    out: list[Any] = []
    open_topics = {(p.scope, loads(p.attributes, {}).get("topic"), p.level)
                   for p in pending if p.kind == "insight"}
    insight = planner.models.Memory
    known_topics = {
        (r.scope, loads(r.attributes, {}).get("topic"), r.level)
        for r in insight.select(insight.scope, insight.attributes, insight.level).where(
            (insight.kind == "insight") & insight.status.in_(["active", "archived"]))
    }
    for scope, rows in _pool(planner).items():
        if len(rows) < 4:
            continue
        statements = [r.content for r in rows]
        questions: list[tuple[str, str]] = []
        extractor = "heuristic"
        if planner.tasks is not None:
            asked = planner.tasks.questions(statements[:20], cfg.reflection_questions)
            if asked:
                questions = [(q, _topic_of(q)) for q in asked]
                extractor = hx.settings.ollama.distill_model
        if not questions:
            weights = [r.importance * (1 + r.level) for r in rows]
            questions = [(f"What keeps coming up about {t} in {scope}?", t)
                         for t in text.topics(statements, weights, n=cfg.reflection_questions,
                                             exclude=text.words(scope.replace(":", " ")))]
        for question, topic in questions:
            hits = hx.retriever.recall(question, RecallOptions(scope=scope, limit=8, surprise=False),
                                       hx.settings, planner.now)
            sources = [h.memory for h in hits if h.memory.scope == scope and h.memory.kind != "project"
                       and h.memory.status == "active"]
            if topic:
                sources = [m for m in sources
                           if text.stem(topic) in text.content_terms(m.content)] or sources
            if len(sources) < MIN_SOURCES:
                continue
            content, cited = None, sources[:5]
            if planner.tasks is not None:
                answer = planner.tasks.insight(question, [m.content for m in sources])
                if answer is not None:
                    content = answer["insight"]
                    cited = [sources[i] for i in answer["sources"]]
                    extractor = hx.settings.ollama.distill_model
            if content is None:
                parts = []
                for m in cited[:3]:
                    part = text.clean_statement(m.content).rstrip(".")
                    parts.append(part if len(part) <= 90 else part[:89] + "…")
                content = f"Recurring in {scope} around “{topic}”: " + "; ".join(parts)
            if not cited:
                continue
            level = min(3, max(1, max(m.level for m in cited) + 1))
            if (scope, topic, level) in open_topics or (scope, topic, level) in known_topics:
                continue  # this question was already answered at this height of the tree
            planner.plan.counts["reflections"] += 1
            if level == 2:
                planner.plan.counts["themes"] += 1
            elif level == 3:
                planner.plan.counts["archetypes"] += 1
            out.append(Planned(
                action="ADD", scope=scope, grounding=[m.id for m in cited], content=content,
                kind="insight", shape="semantic", level=level,
                attributes={"question": question, "topic": topic, "support": len(cited)},
                confidence=round(min(m.confidence for m in cited) * 0.9, 4),
                importance=min(1.0, max(m.importance for m in cited)),
                rationale=f"reflection: {question}", extractor=extractor,
            ))
            open_topics.add((scope, topic, level))
    return out


def _topic_of(question: str) -> str:
    terms = sorted(text.content_terms(question), key=len, reverse=True)
    return terms[0] if terms else question[:40]
