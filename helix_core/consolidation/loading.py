"""What a run reads: episodes, who already claims them, known memories, open proposals, vectors.

Read-only. Rows come back as dicts ordered by (recorded_at, seq), so a run over the same store
sees the same things in the same order in every process.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..services import ServiceContext
from ..store.store import loads
from . import text

MEMORY_OWNER = "memory"
PENDING_OWNER = "pending"
REJECTED_OWNER = "rejected"


@dataclass
class Corpus:
    """Everything the planning stages look at, loaded once."""

    episodes: list[dict[str, Any]]  # level-0 episodes of the window, oldest first
    anchors: list[dict[str, Any]]  # episodes (any time) that already ground a memory or proposal
    owners: dict[str, tuple[str, Any]]  # episode id → (owner kind, memory id / proposal id)
    knowledge: list[dict[str, Any]]  # active semantic, procedural and entity memories
    pending: list[Any]  # pending and rejected proposal rows
    idf: dict[str, float] = field(default_factory=dict)
    terms: dict[str, frozenset[str]] = field(default_factory=dict)
    vectors: dict[str, np.ndarray] = field(default_factory=dict)
    embedder_name: str = ""

    def vec(self, rows: list[dict[str, Any]]) -> np.ndarray:
        if not rows:
            return np.zeros((0, 0), dtype=np.float32)
        return np.stack([self.vectors[r["id"]] for r in rows])


def _dicts(query: Any) -> list[dict[str, Any]]:
    rows = list(query.dicts())
    for r in rows:
        r["attrs"] = loads(r["attributes"], {})
    return rows


def load(ctx: ServiceContext, since: float | None, until: float | None) -> Corpus:
    memory = ctx.store.models.Memory
    base = ((memory.shape == "episodic") & (memory.level == 0) & memory.status.in_(["active", "archived"])
            & (memory.origin != "derived"))
    if until is not None:
        base = base & (memory.recorded_at <= until)
    every = _dicts(memory.select().where(base).order_by(memory.recorded_at, memory.seq))
    owners = claims(ctx)
    window = [e for e in every if since is None or e["recorded_at"] >= since]
    anchors = [e for e in every if e["id"] in owners]
    knowledge = _dicts(memory.select().where(
        memory.shape.in_(["semantic", "procedural", "entity"]) & (memory.status == "active")
        & (memory.kind != "project")).order_by(memory.recorded_at, memory.seq))
    prop = ctx.store.models.Proposal
    pending = list(prop.select().where(prop.status.in_(["pending", "rejected"])).order_by(prop.id))
    corpus = Corpus(episodes=window, anchors=anchors, owners=owners, knowledge=knowledge, pending=pending)
    corpus.terms = {r["id"]: frozenset(text.content_terms(r["content"])) for r in every + knowledge}
    from .grouping import idf_table

    corpus.idf = idf_table(corpus.terms.values())
    return corpus


def claims(ctx: ServiceContext) -> dict[str, tuple[str, Any]]:
    """Episode id → what already holds it: a derived memory, or a pending or rejected proposal.

    Insights do not claim (they cite lessons, not episodes). A memory's grounding wins over a
    proposal's; the oldest claim wins among equals, so the answer is the same in every process.
    """
    out: dict[str, tuple[str, Any]] = {}
    sql = ("SELECT e.dst, m.id, m.status FROM edge e JOIN memory m ON m.id = e.src "
           "WHERE e.relation = 'derived_from' AND m.kind != 'insight' ORDER BY e.id")
    for dst, src, _status in ctx.store.db.execute_sql(sql):
        out.setdefault(dst, (MEMORY_OWNER, src))
    prop = ctx.store.models.Proposal
    rows = prop.select(prop.id, prop.grounding, prop.status).where(
        prop.status.in_(["pending", "rejected"]) & ((prop.kind != "insight") | prop.kind.is_null())
    ).order_by(prop.id).tuples()
    for pid, grounding, status in rows:
        kind = PENDING_OWNER if status == "pending" else REJECTED_OWNER
        for g in loads(grounding, []):
            out.setdefault(g, (kind, pid))
    return out


def attach_vectors(ctx: ServiceContext, corpus: Corpus, rows: list[dict[str, Any]]) -> None:
    """Unit vectors for rows: from the index when stored, else embedded now (not stored)."""
    rows = [r for r in rows if r["id"] not in corpus.vectors]
    if not rows:
        return
    embedder = ctx.embedder()
    corpus.embedder_name = embedder.name
    stored: dict[int, np.ndarray] = {}
    if ctx.store.meta_get("vec_embedder") == embedder.name:
        ctx.index.refresh()
        stored = ctx.index.vectors_for([r["seq"] for r in rows])
    missing = [r for r in rows if r["seq"] not in stored]
    fresh = embedder.embed([r["content"] for r in missing]) if missing else None
    for r in rows:
        v = stored.get(r["seq"])
        if v is not None:
            corpus.vectors[r["id"]] = _unit(v)
    if fresh is not None:
        for r, v in zip(missing, fresh, strict=True):
            corpus.vectors[r["id"]] = _unit(np.asarray(v, dtype=np.float32))


def _unit(v: np.ndarray) -> np.ndarray:
    n = float(np.linalg.norm(v))
    return (v / n).astype(np.float32) if n > 0 else v.astype(np.float32)
