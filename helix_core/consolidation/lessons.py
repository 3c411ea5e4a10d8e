"""The lesson stage: group new episodes with what is already known, distil what is new.

Per scope, the nodes are the new episodes, the episodes that already ground a memory or a proposal
(anchors), and the known memories of the scope (and global). Groups are cut by `grouping.group`.
A group's new episodes then go where the group already belongs:
- to a known memory (an anchor grounds it, or the memory itself is in the group): a NOOP that
  reinforces it once, with the new episodes as grounding (so they are never counted again);
- to a pending or rejected proposal: nothing (the proposal already says it; no duplicate);
- nowhere: distilled into one statement and proposed (ADD), if the group is supported.
Routine log lines never enter a group; a group with nothing to learn is dropped.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

import numpy as np

from . import distill, text
from .grouping import Lexicon, group, lexicon, similarity
from .loading import MEMORY_OWNER, Corpus
from .plan import Planned

if TYPE_CHECKING:
    from .planner import Planner

ATTACH_FACTOR = 0.85  # a new group this close (× threshold) to a claimed group belongs to it


def lesson_notes(planner: Planner, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows that may hold a lesson: not routine, not a tool trace (competence takes those)."""
    return [r for r in rows if not r["attrs"].get("tool_trace") and not text.is_routine(r["content"])]


def run(planner: Planner, corpus: Corpus) -> list[tuple[Planned, list[dict[str, Any]]]]:
    new = lesson_notes(planner, [e for e in corpus.episodes if e["id"] not in corpus.owners])
    planner.plan.counts["eligible"] = len(new)
    scopes = sorted({e["scope"] for e in new})
    anchors = lesson_notes(planner, corpus.anchors)
    out: list[tuple[Planned, list[dict[str, Any]]]] = []
    for n, scope in enumerate(scopes):
        planner.step("clustering", n, len(scopes))
        visible = ("global",) if scope == "global" else (scope, "global")
        nodes = ([e for e in new if e["scope"] == scope] + [a for a in anchors if a["scope"] == scope]
                 + [k for k in corpus.knowledge if k["scope"] in visible])
        out.extend(_scope(planner, corpus, scope, nodes))
    planner.step("clustering", len(scopes), len(scopes))
    return out


def _scope(planner: Planner, corpus: Corpus, scope: str,
           nodes: list[dict[str, Any]]) -> list[tuple[Planned, list[dict[str, Any]]]]:
    from .loading import attach_vectors

    attach_vectors(planner.ctx, corpus, nodes)
    vecs = corpus.vec(nodes)
    terms = [corpus.terms[r["id"]] for r in nodes]
    weight, threshold = planner.grouping_params(corpus.embedder_name)
    groups = group(vecs, terms, corpus.idf, weight=weight, threshold=threshold)
    lex = lexicon(terms, corpus.idf)
    known = {k["id"] for k in corpus.knowledge}
    claimed_groups: dict[tuple[str, Any], list[int]] = {}
    fresh: list[list[int]] = []
    for g in groups:
        owner = _owner(corpus, [nodes[i] for i in g], known)
        new_idx = [i for i in g if nodes[i]["id"] not in corpus.owners and nodes[i]["id"] not in known]
        if owner is not None:
            claimed_groups.setdefault(owner, []).extend(i for i in g if i not in new_idx)
        if not new_idx:
            continue
        if owner is None:
            fresh.append(new_idx)
        else:
            claimed_groups.setdefault(owner, [])
            planner.pending_attach.append((owner, [nodes[i] for i in new_idx]))
    out: list[tuple[Planned, list[dict[str, Any]]]] = []
    for idx in fresh:
        owner = _nearest_owner(claimed_groups, idx, vecs, lex, weight, threshold * ATTACH_FACTOR)
        members = [nodes[i] for i in idx]
        if owner is not None:
            planner.pending_attach.append((owner, members))
            continue
        planned = _propose(planner, corpus, scope, members, vecs[idx] if vecs.size else None)
        if planned is not None:
            out.append((planned, members))
    return out


def _owner(corpus: Corpus, members: list[dict[str, Any]], known: set[str]) -> tuple[str, Any] | None:
    """Who a group already belongs to: the memory or proposal most of its claimed members name."""
    votes: Counter[tuple[str, Any]] = Counter()
    for m in members:
        if m["id"] in known:
            votes[(MEMORY_OWNER, m["id"])] += 1
        elif m["id"] in corpus.owners:
            votes[corpus.owners[m["id"]]] += 1
    if not votes:
        return None
    return min(votes, key=lambda o: (-votes[o], str(o[1])))


def _nearest_owner(claimed: dict[tuple[str, Any], list[int]], idx: list[int], vecs: np.ndarray,
                   lex: Lexicon, weight: float, bar: float) -> tuple[str, Any] | None:
    """A new group that the cut left beside a claimed one, but close to it on average, joins it."""
    best: tuple[float, str, tuple[str, Any]] | None = None
    rows = np.array(idx)
    for owner, members in claimed.items():
        if not members:
            continue
        sims = similarity(vecs, lex, rows, np.array(members), weight)
        mean = float(np.mean(sims))
        if mean >= bar and (best is None or mean > best[0]):
            best = (mean, str(owner[1]), owner)
    return best[2] if best else None


def _propose(planner: Planner, corpus: Corpus, scope: str, members: list[dict[str, Any]],
             vecs: np.ndarray | None) -> Planned | None:
    counts = planner.plan.counts
    if len(members) > 1:
        counts["clusters"] += 1
    if not planner.supported(members):
        counts["skipped_support"] += 1
        return None
    if text.templated([m["content"] for m in members]):
        counts["skipped_routine"] += 1
        return None
    statement, extractor = None, "heuristic"
    if planner.tasks is not None and len(members) > 1:
        result = planner.tasks.distill([m["content"] for m in members[:12]])
        if result is not None:
            kind = result["kind"]
            statement = distill.Statement(result["statement"], kind,
                                          "procedural" if kind == "procedure" else "semantic", 0)
            extractor = planner.ctx.settings.ollama.distill_model
    if statement is None:
        statement = distill.distill([m["content"] for m in members], corpus.idf)
    if statement is None:
        counts["nothing_to_learn"] += 1
        return None
    vector = None
    if vecs is not None and len(vecs):
        mean = vecs.mean(axis=0)
        vector = mean / (np.linalg.norm(mean) or 1.0)
    return Planned(
        action="ADD", scope=scope, grounding=[m["id"] for m in members], content=statement.content,
        kind=statement.kind, shape=statement.shape, level=1,
        importance=min(1.0, max(m["importance"] for m in members)),
        confidence=planner.confidence(members),
        attributes={"support": len(members), "representative": members[statement.source]["id"]},
        vector=vector, extractor=extractor,
        rationale=f"{len(members)} episode(s) say this; distilled from {members[statement.source]['id']}",
    )
