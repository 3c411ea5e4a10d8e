"""Grouping episodes that say the same thing: meaning and shared rare words, average linkage.

Two notes are alike by a blend of two signals:
- meaning: the cosine of their embeddings (MiniLM tells paraphrases apart from neighbours well);
- words: how much rare vocabulary they share, by inverse document frequency over the store's own
  vocabulary, so sharing "alembic" and "env.py" counts for a lot and sharing "restart" or a
  project's name counts for little.

`similarity = w·cosine + (1 − w)·lexical`. Groups are cut from an average-linkage dendrogram at a
threshold: a note joins a group only when it is close to the group as a whole, so one bridging note
cannot chain two lessons together (the failure of single linkage). Average linkage is computed with
the nearest-neighbour chain, O(n²) time over a component of the thresholded graph; components come
from blocks of matrix products, so thousands of notes take well under a second.
The weight and threshold were chosen on the tuning part of bench/corpus/lessons.py (bench/README.md).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

BLOCK = 1024
DENSE_LIMIT = 3000  # a component larger than this is split by leaders instead (never seen in practice)


PRIOR_DOCS = 100  # a small store counts as a larger one in which no term occurs: its words stay rare
SATURATION = 8.0  # shared rarity (sum of idf) at which the word signal reaches one half
RARE_TERMS = 16  # the words of a note that count for sharing: its rarest ones


def idf_table(term_sets: Iterable[Iterable[str]]) -> dict[str, float]:
    """Inverse document frequency of every term over the given documents, smoothed by a prior."""
    df: Counter[str] = Counter()
    n = 0
    for terms in term_sets:
        n += 1
        df.update(set(terms))
    return {t: math.log((n + PRIOR_DOCS + 1) / (c + 0.5)) for t, c in df.items()}


@dataclass(frozen=True)
class Lexicon:
    """Term incidence of some rows, over the terms at least two of them share."""

    weighted: np.ndarray  # idf where the row has the term
    present: np.ndarray  # 1 where the row has the term

    def shared(self, rows: np.ndarray, cols: np.ndarray) -> np.ndarray:
        """How much rare vocabulary each pair shares, squashed to 0..1 (S / (S + SATURATION)).

        An absolute amount, not a ratio: a paraphrase that adds words of its own still shares the
        lesson's rare terms, while two notes that share one common word share little.
        """
        mass = self.weighted[rows] @ self.present[cols].T
        return mass / (mass + SATURATION)


def lexicon(term_sets: Sequence[frozenset[str]], idf: dict[str, float]) -> Lexicon:
    """Each row is represented by its RARE_TERMS rarest words: a long text shares many words with
    anything by chance, but seldom its rarest ones."""
    term_sets = [frozenset(sorted(terms, key=lambda t: (-idf.get(t, 1.0), t))[:RARE_TERMS])
                 for terms in term_sets]
    seen: Counter[str] = Counter()
    for terms in term_sets:
        seen.update(terms)
    vocab = {t: i for i, t in enumerate(sorted(t for t, c in seen.items() if c >= 2))}
    present = np.zeros((len(term_sets), max(1, len(vocab))), dtype=np.float32)
    weights = np.zeros(max(1, len(vocab)), dtype=np.float32)
    for t, col in vocab.items():
        weights[col] = idf.get(t, 1.0)
    for r, terms in enumerate(term_sets):
        for t in terms:
            col = vocab.get(t)
            if col is not None:
                present[r, col] = 1.0
    return Lexicon(present * weights, present)


def similarity(vecs: np.ndarray, lex: Lexicon, rows: np.ndarray, cols: np.ndarray,
               weight: float) -> np.ndarray:
    """The blended similarity of `rows` × `cols` (index arrays)."""
    words = lex.shared(rows, cols)
    if not vecs.size:
        return words
    return weight * (vecs[rows] @ vecs[cols].T) + (1.0 - weight) * words


def group(vecs: np.ndarray, term_sets: Sequence[frozenset[str]], idf: dict[str, float], *,
          weight: float, threshold: float) -> list[list[int]]:
    """Row indices grouped (singletons included), each group sorted, groups in first-row order.

    `vecs` are L2-normalised rows (or an empty array to group by words alone).
    """
    n = len(term_sets)
    if n == 0:
        return []
    lex = lexicon(term_sets, idf)
    if not vecs.size:
        weight = 0.0
    parent = list(range(n))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    everyone = np.arange(n)
    for start in range(0, n, BLOCK):
        rows = everyone[start:start + BLOCK]
        sims = similarity(vecs, lex, rows, everyone, weight)
        src, dst = np.nonzero(sims >= threshold)
        for a, b in zip((src + start).tolist(), dst.tolist(), strict=True):
            if a < b:
                ra, rb = find(a), find(b)
                if ra != rb:
                    parent[max(ra, rb)] = min(ra, rb)
    components: dict[int, list[int]] = {}
    for i in range(n):
        components.setdefault(find(i), []).append(i)
    out: list[list[int]] = []
    for members in components.values():
        if len(members) == 1:
            out.append(members)
            continue
        idx = np.array(members)
        if len(members) > DENSE_LIMIT:
            out.extend(_leaders(vecs, lex, idx, weight, threshold))
            continue
        sims = similarity(vecs, lex, idx, idx, weight).astype(np.float64)
        out.extend([[members[i] for i in g] for g in average_linkage(sims, threshold)])
    for g in out:
        g.sort()
    out.sort(key=lambda g: g[0])
    return out


def average_linkage(sims: np.ndarray, threshold: float) -> list[list[int]]:
    """Average-linkage clusters of a similarity matrix, cut where the link falls below `threshold`.

    The nearest-neighbour chain algorithm: follow nearest neighbours until two clusters are each
    other's nearest, merge them (Lance–Williams update), repeat. A reciprocal pair below the
    threshold can never merge with anything again (average linkage is reducible), so both retire.
    """
    m = sims.shape[0]
    s = sims.copy()
    np.fill_diagonal(s, -np.inf)
    size = np.ones(m)
    active = np.ones(m, dtype=bool)
    members: list[list[int]] = [[i] for i in range(m)]
    done: list[list[int]] = []
    chain: list[int] = []
    while active.any():
        if not chain:
            chain.append(int(np.flatnonzero(active)[0]))
        a = chain[-1]
        row = np.where(active, s[a], -np.inf)
        row[a] = -np.inf
        if not np.isfinite(row).any():
            active[a] = False
            done.append(members[a])
            chain.pop()
            continue
        b = int(np.argmax(row))
        if len(chain) >= 2 and row[chain[-2]] >= row[b]:
            b = chain[-2]
        if len(chain) < 2 or b != chain[-2]:
            chain.append(b)
            continue
        chain.pop()
        chain.pop()
        if row[b] < threshold:
            for c in (a, b):
                active[c] = False
                done.append(members[c])
            continue
        keep, gone = min(a, b), max(a, b)
        merged = (size[a] * s[a] + size[b] * s[b]) / (size[a] + size[b])
        s[keep, :] = merged
        s[:, keep] = merged
        s[keep, keep] = -np.inf
        s[gone, :] = -np.inf
        s[:, gone] = -np.inf
        size[keep] += size[gone]
        members[keep] = members[keep] + members[gone]
        active[gone] = False
        chain = [c for c in chain if c not in (a, b)]
    return [sorted(g) for g in done]


def _leaders(vecs: np.ndarray, lex: Lexicon, idx: np.ndarray, weight: float,
             threshold: float) -> list[list[int]]:
    """A huge component split greedily: each row joins the first leader it is close enough to."""
    leaders: list[int] = []
    groups: list[list[int]] = []
    for i in idx.tolist():
        if leaders:
            sims = similarity(vecs, lex, np.array([i]), np.array(leaders), weight)[0]
            k = int(np.argmax(sims))
            if sims[k] >= threshold:
                groups[k].append(i)
                continue
        leaders.append(i)
        groups.append([i])
    return groups
