"""Reflection (SPEC §7 step 5): insights over lessons, never over raw episodes or other summaries.

An insight must say something no single lesson says. At $0 that is a lesson that holds in several
projects: the same rule learned separately in two or more project scopes becomes one global
insight citing those lessons (a level-2 theme; an insight citing themes would be level 3). With a
model, the most salient lessons of a scope → a few questions → an answer that cites the lessons it
rests on. Lessons already cited by an insight are not reflected on again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from ..store.store import loads
from .grouping import group
from .loading import Corpus, attach_vectors
from .plan import Planned

if TYPE_CHECKING:
    from .planner import Planner

MIN_SOURCES = 2


def reflect(planner: Planner, corpus: Corpus) -> list[Planned]:
    lessons = [k for k in corpus.knowledge if k["origin"] == "derived" and k["kind"] != "insight"
               and k["level"] in (1, 2)]
    cited = _already_cited(planner, corpus)
    lessons = [k for k in lessons if k["id"] not in cited]
    if len(lessons) < MIN_SOURCES:
        return []
    out = _across_projects(planner, corpus, lessons)
    if planner.tasks is not None:
        out += _asked(planner, lessons, {g for p in out for g in p.grounding})
    counts = planner.plan.counts
    for p in out:
        counts["reflections"] += 1
        counts["themes" if p.level == 2 else "archetypes"] += 1
    return out


def _already_cited(planner: Planner, corpus: Corpus) -> set[str]:
    edge, memory = planner.models.Edge, planner.models.Memory
    rows = edge.select(edge.dst).join(memory, on=(memory.id == edge.src)).where(
        (edge.relation == "derived_from") & (memory.kind == "insight")).tuples()
    out = {r[0] for r in rows}
    for p in corpus.pending:
        if p.kind == "insight":
            out.update(loads(p.grounding, []))
    return out


def _across_projects(planner: Planner, corpus: Corpus, lessons: list[dict[str, Any]]) -> list[Planned]:
    projects = [k for k in lessons if k["scope"].startswith("project:")]
    if len(projects) < MIN_SOURCES:
        return []
    attach_vectors(planner.ctx, corpus, projects)
    weight, threshold = planner.grouping_params(corpus.embedder_name)
    groups = group(corpus.vec(projects), [corpus.terms[k["id"]] for k in projects], corpus.idf,
                   weight=weight, threshold=threshold)
    out: list[Planned] = []
    for g in groups:
        members = [projects[i] for i in g]
        scopes = sorted({m["scope"] for m in members})
        if len(scopes) < 2:
            continue
        best = max(members, key=lambda m: (m["confidence"], -len(m["content"]), m["id"]))
        level = min(3, max(m["level"] for m in members) + 1)
        names = ", ".join(s.split(":", 1)[1] for s in scopes)
        out.append(Planned(
            action="ADD", scope="global", grounding=[m["id"] for m in members],
            content=f"{best['content']} (learned separately in {names})", kind="insight",
            shape="semantic", level=level, attributes={"projects": scopes, "support": len(members)},
            confidence=round(min(m["confidence"] for m in members) * 0.9, 4),
            importance=min(1.0, max(m["importance"] for m in members)),
            rationale=f"the same lesson holds in {len(scopes)} projects", extractor="heuristic"))
    return out


def _asked(planner: Planner, lessons: list[dict[str, Any]], taken: set[str]) -> list[Planned]:
    """The model path: questions about a scope's lessons, answered with citations."""
    assert planner.tasks is not None
    out: list[Planned] = []
    by_scope: dict[str, list[dict[str, Any]]] = {}
    for k in sorted(lessons, key=lambda k: (-k["importance"], k["id"])):
        if k["id"] not in taken:
            by_scope.setdefault(k["scope"], []).append(k)
    model = planner.ctx.settings.ollama.distill_model
    for scope, rows in sorted(by_scope.items()):
        rows = rows[: planner.cfg.reflection_pool]
        if len(rows) < 3:
            continue
        asked = planner.tasks.questions([r["content"] for r in rows[:20]], planner.cfg.reflection_questions)
        for question in asked or []:
            answer = planner.tasks.insight(question, [r["content"] for r in rows[:12]])
            if answer is None:
                continue
            cited = [rows[i] for i in answer["sources"] if 0 <= i < len(rows)]
            if len(cited) < MIN_SOURCES:
                continue
            out.append(Planned(
                action="ADD", scope=scope, grounding=[m["id"] for m in cited], content=answer["insight"],
                kind="insight", shape="semantic", level=min(3, max(m["level"] for m in cited) + 1),
                attributes={"question": question, "support": len(cited)},
                confidence=round(min(m["confidence"] for m in cited) * 0.9, 4),
                importance=float(np.clip(max(m["importance"] for m in cited), 0, 1)),
                rationale=f"reflection: {question}", extractor=model))
    return out
