"""Recall: lexical (FTS5/BM25) and vector candidates, merged and scoped, then scored, diversified
(MMR) and expanded along edges (personalised PageRank).

score = α_r·recency + α_i·importance + α_v·relevance, each min-max normalised over the candidates.
Relevance itself fuses the two retrievers: each retriever's score is min-max normalised and summed,
so a memory both retrievers like beats one only a single retriever likes.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from . import kinds
from .convert import memory_from_row
from .decay import DAY, archive_threshold, decay_factor, salience
from .errors import InvalidInput
from .graph import personalized_pagerank
from .lifecycle import decay_inputs
from .settings import Settings
from .store.store import Store
from .types import Hit
from .vectors import VectorIndex

_WORD = re.compile(r"\w+", re.UNICODE)
STOPWORDS = frozenset(
    "a an the and or but if of to in on at by for with from as is are was were be been being do does "
    "did doing have has had having i me my we our you your he him his she her it its they them their "
    "this that these those what which who whom whose when where why how there here not no nor so than "
    "too very can will just should would could may might must shall about into over under again "
    "further then once all any both each few more most other some such only own same s t".split()
)
MAX_QUERY_CHARS = 4000


@dataclass(frozen=True)
class RecallOptions:
    scope: str = "global"
    limit: int = 10
    deep: bool = False
    surprise: bool = True
    kinds: tuple[str, ...] | None = None
    shapes: tuple[str, ...] | None = None


def fts_query(text: str) -> str | None:
    """An FTS5 MATCH expression that ORs the query's words, each quoted: user syntax never leaks in."""
    words = [w.lower() for w in _WORD.findall(text)]
    terms = [w for w in words if w not in STOPWORDS and len(w) > 1] or [w for w in words if w]
    seen: list[str] = []
    for term in terms:
        if term not in seen:
            seen.append(term)
    if not seen:
        return None
    return " OR ".join('"' + t.replace('"', '""') + '"' for t in seen[:64])


def minmax(values: np.ndarray) -> np.ndarray:
    if values.size == 0:
        return values
    lo, hi = float(values.min()), float(values.max())
    # Differences below float noise (two captures a moment apart: recency 0.99999998 vs
    # 0.99999999) must not be stretched to the full 0..1 range. Relative, so tiny BM25 scores of
    # small stores (~1e-6) still count.
    if hi - lo <= 1e-6 * max(abs(hi), abs(lo), 1e-12):
        return np.ones_like(values) if hi > 0 else np.zeros_like(values)
    return (values - lo) / (hi - lo)


class Retriever:
    def __init__(self, store: Store, index: VectorIndex, embed_query: Callable[[str], np.ndarray | None]):
        self.store = store
        self.index = index
        self.embed_query = embed_query

    def _lexical(self, query: str, scopes: Sequence[str], statuses: Sequence[str], n: int) -> dict[int, float]:
        match = fts_query(query)
        if match is None:
            return {}
        scope_marks = ",".join("?" * len(scopes))
        status_marks = ",".join("?" * len(statuses))
        sql = (
            "SELECT m.seq, bm25(memory_fts) AS rank FROM memory_fts JOIN memory m ON m.seq = memory_fts.rowid "
            f"WHERE memory_fts MATCH ? AND m.scope IN ({scope_marks}) AND m.status IN ({status_marks}) "
            "ORDER BY rank LIMIT ?"
        )
        rows = self.store.db.execute_sql(sql, (match, *scopes, *statuses, n))
        return {seq: -rank for seq, rank in rows}

    def recall(self, query: str, options: RecallOptions, settings: Settings, now: float) -> list[Hit]:
        if not isinstance(query, str) or not query.strip():
            raise InvalidInput("query is empty")
        if "\x00" in query:
            raise InvalidInput("query contains a NUL character")
        try:
            query.encode("utf-8")
        except UnicodeEncodeError:
            raise InvalidInput("query is not valid Unicode (lone surrogate)") from None
        if not kinds.is_valid_scope(options.scope):
            raise InvalidInput(f"scope must be 'global' or 'project:<id>', got {options.scope!r}")
        if not isinstance(options.limit, int) or not 1 <= options.limit <= 1000:
            raise InvalidInput("limit must be between 1 and 1000")
        query = query[:MAX_QUERY_CHARS]
        cfg = settings.retrieval
        scopes = kinds.visible_scopes(options.scope)
        statuses = ["active", "archived"] if (options.deep or options.surprise) else ["active"]
        n = max(cfg.candidates, options.limit * 3)

        lexical: dict[int, float] = {}
        vector: dict[int, float] = {}
        qvec = None
        if cfg.mode in ("hybrid", "lexical"):
            lexical = self._lexical(query, scopes, statuses, n)
        if cfg.mode in ("hybrid", "vector"):
            qvec = self.embed_query(query)
            if qvec is not None:
                # Oversample: status and kind filters apply after the vector search.
                # A cosine of zero or less says "unrelated": such a memory is no candidate.
                vector = {s: v for s, v in self.index.search(qvec, scopes, n * 2) if v > 0.0}
        seqs = list(dict.fromkeys([*lexical, *vector]))
        if not seqs:
            return []
        rows = self._rows(seqs, statuses, options)
        if not rows:
            return []
        seqs = [r["seq"] for r in rows]
        vectors = self.index.vectors_for(seqs) if qvec is not None else {}
        if qvec is not None:
            for seq in seqs:
                if seq not in vector and seq in vectors:
                    vector[seq] = float(vectors[seq] @ qvec)

        lex = minmax(np.array([lexical.get(s, 0.0) for s in seqs], dtype=np.float64))
        raw_vec = np.array([vector.get(s, 0.0) for s in seqs], dtype=np.float64)
        vec = minmax(raw_vec)
        if cfg.mode == "lexical":
            relevance = lex
        elif cfg.mode == "vector":
            relevance = vec
        else:
            relevance = lex + vec
        recency = np.array(
            [decay_factor((now - r["last_access_at"]) / DAY, None if r["pinned"] else r["half_life"])
             for r in rows]
        )
        importance = np.array([r["importance"] for r in rows])
        score = (
            cfg.alpha_recency * minmax(recency)
            + cfg.alpha_importance * minmax(importance)
            + cfg.alpha_relevance * minmax(relevance)
        )
        archived = np.array(
            [r["status"] == "archived" or self._below_floor(r, now, settings) for r in rows]
        )
        by_seq = {r["seq"]: i for i, r in enumerate(rows)}

        if cfg.graph_expansion:
            score = self._expand(rows, score, by_seq, scopes, cfg.ppr_damping, cfg.ppr_weight, options)
            # rows may have grown with neighbours pulled in by the graph
            while len(archived) < len(rows):
                archived = np.append(archived, rows[len(archived)]["status"] == "archived")
                raw_vec = np.append(raw_vec, 0.0)

        order = list(np.argsort(-score))
        surprise_idx: int | None = None
        if not options.deep:
            if options.surprise:
                for i in order:
                    if archived[i] and raw_vec[i] >= cfg.surprise_min_relevance:
                        surprise_idx = int(i)
                        break
            order = [i for i in order if not archived[i]]

        if cfg.mmr and vectors:
            order = self._mmr(order, score, rows, vectors, options.limit, cfg.mmr_lambda)
        chosen = order[: options.limit]
        if surprise_idx is not None and surprise_idx not in chosen:
            if len(chosen) >= options.limit:
                chosen = chosen[: options.limit - 1]
            chosen.append(surprise_idx)
        hits = []
        for i in chosen:
            row = rows[i]
            hits.append(
                Hit(
                    memory=memory_from_row(row),
                    score=float(score[i]),
                    surprise=bool(i == surprise_idx),
                    components={
                        "relevance": float(relevance[i]) if i < len(relevance) else 0.0,
                        "lexical": float(lexical.get(row["seq"], 0.0)),
                        "vector": float(vector.get(row["seq"], 0.0)),
                        "recency": float(recency[i]) if i < len(recency) else 0.0,
                        "importance": float(row["importance"]),
                    },
                )
            )
        return hits

    def _below_floor(self, row: dict[str, Any], now: float, settings: Settings) -> bool:
        """Archival is a status the sweep sets; between sweeps, read-time salience decides too."""
        if row["pinned"]:
            return False
        value = salience(decay_inputs(_RowView(row)), now, settings.decay)
        return value < archive_threshold(row["scope"], settings.decay) and row["half_life"] is not None

    def _rows(self, seqs: list[int], statuses: Sequence[str], options: RecallOptions) -> list[dict[str, Any]]:
        memory = self.store.models.Memory
        query = memory.select().where(memory.seq.in_(seqs) & memory.status.in_(list(statuses)))
        if options.kinds:
            query = query.where(memory.kind.in_(list(options.kinds)))
        if options.shapes:
            query = query.where(memory.shape.in_(list(options.shapes)))
        found = {row["seq"]: row for row in query.dicts()}
        return [found[s] for s in seqs if s in found]

    def _expand(self, rows: list[dict[str, Any]], score: np.ndarray, by_seq: dict[int, int],
                scopes: Sequence[str], damping: float, weight: float, options: RecallOptions) -> np.ndarray:
        """Add personalised-PageRank mass from the top hits to their neighbours."""
        if weight <= 0 or len(rows) == 0:
            return score
        top = list(np.argsort(-score))[: max(5, options.limit)]
        seeds = {rows[i]["id"]: float(score[i]) for i in top if score[i] > 0}
        if not seeds:
            return score
        edge = self.store.models.Edge
        seed_ids = list(seeds)
        links = list(
            edge.select(edge.src, edge.dst, edge.weight)
            .where((edge.src.in_(seed_ids) | edge.dst.in_(seed_ids)) & edge.valid_to.is_null()
                   & (edge.relation != "contradicts"))
            .tuples()
        )
        if not links:
            return score
        ranks = personalized_pagerank(links, seeds, damping=damping)
        id_to_index = {r["id"]: i for i, r in enumerate(rows)}
        new_ids = [node for node in ranks if node not in id_to_index]
        if new_ids:
            memory = self.store.models.Memory
            query = memory.select().where(
                memory.id.in_(new_ids) & memory.scope.in_(list(scopes)) & (memory.status == "active")
            )
            if options.kinds:
                query = query.where(memory.kind.in_(list(options.kinds)))
            for row in query.dicts():
                id_to_index[row["id"]] = len(rows)
                by_seq[row["seq"]] = len(rows)
                rows.append(row)
                score = np.append(score, 0.0)
        seed_mass = sum(ranks.get(s, 0.0) for s in seeds) or 1.0
        top_score = float(score.max()) if score.size else 1.0
        for node, value in ranks.items():
            i = id_to_index.get(node)
            if i is None or node in seeds:
                continue
            score[i] += weight * top_score * min(1.0, value / seed_mass * len(seeds))
        return score

    @staticmethod
    def _mmr(order: list[int], score: np.ndarray, rows: list[dict[str, Any]],
             vectors: dict[int, np.ndarray], limit: int, lam: float) -> list[int]:
        """Maximal marginal relevance over the best candidates."""
        pool = order[: max(limit * 3, limit)]
        rest = order[len(pool):]
        norm = minmax(score[pool]) if pool else np.array([])
        rel = {i: float(norm[j]) for j, i in enumerate(pool)}
        chosen: list[int] = []
        while pool and len(chosen) < limit:
            best, best_val = None, -np.inf
            for i in pool:
                v = vectors.get(rows[i]["seq"])
                sim = 0.0
                if v is not None and chosen:
                    sims = [float(v @ vectors[rows[j]["seq"]]) for j in chosen if rows[j]["seq"] in vectors]
                    sim = max(sims) if sims else 0.0
                val = lam * rel[i] - (1 - lam) * sim
                if val > best_val:
                    best, best_val = i, val
            chosen.append(best)
            pool.remove(best)
        return chosen + pool + rest


class _RowView:
    """Attribute access over a dict row, for functions written against model rows."""

    def __init__(self, row: dict[str, Any]) -> None:
        self._row = row

    def __getattr__(self, name: str) -> Any:
        return self._row[name]
