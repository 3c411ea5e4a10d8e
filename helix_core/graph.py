"""Personalised PageRank over memory edges: a project's hits pull in its decisions and conventions."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping


def personalized_pagerank(
    edges: Iterable[tuple[str, str, float]],
    seeds: Mapping[str, float],
    damping: float = 0.5,
    iterations: int = 20,
) -> dict[str, float]:
    """Scores of every node reachable from `seeds`; edges are walked in both directions.

    `damping` is the probability of following an edge rather than jumping back to a seed.
    """
    total = sum(max(0.0, w) for w in seeds.values())
    if total <= 0:
        return {}
    restart = {node: max(0.0, w) / total for node, w in seeds.items()}
    out: dict[str, list[tuple[str, float]]] = defaultdict(list)
    for src, dst, weight in edges:
        if weight <= 0 or src == dst:
            continue
        out[src].append((dst, weight))
        out[dst].append((src, weight))
    out_weight = {node: sum(w for _, w in nbrs) for node, nbrs in out.items()}
    rank = dict(restart)
    for _ in range(iterations):
        nxt: dict[str, float] = defaultdict(float)
        for node, r in restart.items():
            nxt[node] += (1 - damping) * r
        for node, value in rank.items():
            nbrs = out.get(node)
            if not nbrs:
                nxt[node] += damping * value  # dangling: keep the mass where it is
                continue
            share = damping * value / out_weight[node]
            for dst, weight in nbrs:
                nxt[dst] += share * weight
        rank = dict(nxt)
    return rank
