"""Clustering episodes by embedding similarity, vectorised so 10k episodes take about a second.

A thresholded k-nearest-neighbour graph (blocks of matrix products, `argpartition` per row) joined
with union-find gives single-linkage clusters: paraphrases of one lesson chain together even when
the first and last wording are far apart. Single linkage can also chain two topics through one
bridging note, so each cluster is then trimmed: members far from the cluster's centroid leave.
"""

from __future__ import annotations

import numpy as np

BLOCK = 1024
NEIGHBOURS = 12


def _find(parent: np.ndarray, i: int) -> int:
    root = i
    while parent[root] != root:
        root = parent[root]
    while parent[i] != root:
        parent[i], i = root, parent[i]
    return root


def cluster(vectors: np.ndarray, threshold: float, weights: np.ndarray | None = None,
            neighbours: int = NEIGHBOURS) -> list[list[int]]:
    """Row indices grouped into clusters (singletons included), largest first.

    `vectors` must be L2-normalised rows; `threshold` is the cosine above which two rows link.
    Components of the kNN graph bigger than two are split by leader clustering (most important
    member first), so no member is further than `threshold` from its cluster's leader.
    """
    n = int(vectors.shape[0])
    if n == 0:
        return []
    x = np.ascontiguousarray(vectors, dtype=np.float32)
    w = np.zeros(n) if weights is None else np.asarray(weights, dtype=np.float64)
    parent = np.arange(n)
    k = min(neighbours, n - 1)
    if k > 0:
        for start in range(0, n, BLOCK):
            stop = min(n, start + BLOCK)
            sims = x[start:stop] @ x.T
            rows = np.arange(stop - start)
            sims[rows, rows + start] = -1.0  # no self-links
            top = np.argpartition(-sims, k - 1, axis=1)[:, :k]
            top_sims = np.take_along_axis(sims, top, axis=1)
            src, col = np.nonzero(top_sims >= threshold)
            for a, b in zip((src + start).tolist(), top[src, col].tolist(), strict=True):
                ra, rb = _find(parent, a), _find(parent, b)
                if ra != rb:
                    parent[max(ra, rb)] = min(ra, rb)
    roots = np.array([_find(parent, i) for i in range(n)])
    order = np.argsort(roots, kind="stable")
    groups = np.split(order, np.nonzero(np.diff(roots[order]))[0] + 1)
    out: list[list[int]] = []
    for group in groups:
        if len(group) <= 2:
            out.append(sorted(group.tolist()))
            continue
        out.extend(_leaders(x, group, w, threshold))
    out.sort(key=lambda g: (-len(g), g[0]))
    return out


def _leaders(x: np.ndarray, group: np.ndarray, w: np.ndarray, threshold: float) -> list[list[int]]:
    """Split one component: each member joins the most similar leader at or above the threshold.

    Blocks of members are first compared with every leader known so far in one matrix product;
    only the members left unassigned are walked one by one (they may lead each other).
    """
    order = group[np.lexsort((group, -w[group]))]
    dim = x.shape[1]
    lead_vecs = np.zeros((min(len(order), 64), dim), dtype=np.float32)
    lead_ids: list[int] = []
    members: list[list[int]] = []
    for start in range(0, len(order), 256):
        block = order[start:start + 256]
        if lead_ids:
            s = x[block] @ lead_vecs[: len(lead_ids)].T
            best = np.argmax(s, axis=1)
            ok = s[np.arange(len(block)), best] >= threshold
        else:
            best = np.zeros(len(block), dtype=int)
            ok = np.zeros(len(block), dtype=bool)
        known = len(lead_ids)
        for j, item in enumerate(block.tolist()):
            if ok[j]:
                members[int(best[j])].append(item)
                continue
            if len(lead_ids) > known:
                s_new = lead_vecs[known: len(lead_ids)] @ x[item]
                k = int(np.argmax(s_new))
                if s_new[k] >= threshold:
                    members[known + k].append(item)
                    continue
            if len(lead_ids) == lead_vecs.shape[0]:
                lead_vecs = np.vstack([lead_vecs, np.zeros_like(lead_vecs)])
            lead_vecs[len(lead_ids)] = x[item]
            lead_ids.append(item)
            members.append([item])
    return [sorted(m) for m in members]


def medoid(vectors: np.ndarray, weights: np.ndarray | None = None) -> int:
    """Index of the row most similar to the others (ties broken by weight): the representative."""
    if vectors.shape[0] <= 2:
        return int(np.argmax(weights)) if weights is not None else 0
    sims = vectors @ vectors.T
    score = sims.mean(axis=1)
    if weights is not None:
        score = score + 0.3 * weights
    return int(np.argmax(score))
