"""Known memories that say the same thing twice: proposed for a MERGE, once."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..store.store import loads
from .grouping import lexicon, similarity
from .loading import Corpus, attach_vectors
from .plan import Planned

if TYPE_CHECKING:
    from .planner import Planner


def merges(planner: Planner, corpus: Corpus) -> None:
    known = [k for k in corpus.knowledge if k["kind"] != "insight"]
    if len(known) < 2:
        return
    attach_vectors(planner.ctx, corpus, known)
    vecs = corpus.vec(known)
    lex = lexicon([corpus.terms[k["id"]] for k in known], corpus.idf)
    weight, _ = planner.grouping_params(corpus.embedder_name)
    everyone = np.arange(len(known))
    sims = similarity(vecs, lex, everyone, everyone, weight)
    np.fill_diagonal(sims, -1.0)
    bar = planner.cfg.merge_threshold_hashing if corpus.embedder_name.startswith("hashing") \
        else planner.cfg.merge_threshold
    prop = planner.models.Proposal
    open_targets = {tuple(sorted(loads(t, []))) for (t,) in prop.select(prop.target_ids).where(
        prop.status.in_(["pending", "rejected"])).tuples()}
    ii, jj = np.nonzero(np.triu(sims >= bar))
    for i, j in zip(ii.tolist(), jj.tolist(), strict=True):
        a, b = known[i], known[j]
        if a["scope"] != b["scope"] or a["shape"] != b["shape"]:
            continue
        key = tuple(sorted((a["id"], b["id"])))
        if key in open_targets:
            continue
        keep = max((a, b), key=lambda m: (m["origin"] == "user-asserted", m["pinned"], m["confidence"],
                                          len(m["content"]), m["id"]))
        planner.plan.proposals.append(Planned(
            action="MERGE", scope=a["scope"], grounding=list(key), target_ids=list(key),
            content=keep["content"], kind=keep["kind"], shape=keep["shape"],
            level=max(1, keep["level"]), confidence=min(a["confidence"], b["confidence"]),
            importance=max(a["importance"], b["importance"]), attributes={"merged_from": list(key)},
            rationale=f"near-duplicates (similarity {sims[i, j]:.2f})"))
        open_targets.add(key)
