"""Recall: lexical (FTS5/BM25) and vector candidates, merged and scoped, then scored, diversified
(MMR) and expanded along edges (personalised PageRank).

score = α_r·recency + α_i·importance + α_v·relevance, each min-max normalised over the candidates.

Choices, measured on LoCoMo with `python -m bench.run` (see bench/README.md):
- Relevance fuses the two retrievers by a weighted sum of their min-max normalised scores, each
  squared first (`fusion_power`; the `fusion` setting also offers reciprocal-rank fusion). A memory
  both retrievers like beats one only a single retriever likes, and one that a retriever matches
  strongly beats one that both match half-way: squaring raised LoCoMo any@5 0.682 → 0.693 (any@10
  0.772 → 0.774) and BEAM's evidence recall@10 by about 0.05, where the plain sum let turns that
  share a project's everyday words crowd out the one the question means. Equal weights by default;
  on LoCoMo the normalised sum beat RRF by about five points of recall@10 (RRF throws away how far
  apart the scores are).
- The defaults are relevance-dominant: recency and importance break ties among equally relevant
  memories and lift a fresh note over a stale one, but they cannot bury the memory that actually
  answers the question (α_v = 1, α_r = α_i = 0.15 by default; every α is a setting).
- Pseudo-relevance feedback (`prf_docs`, off by default: +0.3 points on LoCoMo, not worth a second
  vector search): the query vector is nudged towards the best fused candidates and searched again.
- Date-aware: a question that names a date ("on 25 May, 2022", "in January 2024") adds
  `date_weight` to memories valid from that period (the window reaches `date_slack_days` past it:
  people tell of things after they happen).
- The question's topic for the vector side (`query_focus.topic_of`): an answer-shaping sentence
  ("Mention ONLY three items.") and a frame about the conversation ("the order in which I brought up
  different aspects of …") are left out of the embedded query; BM25 reads the question whole (its
  IDF already weighs such common words down). BEAM evidence recall@10 on conversations 1–5 rose
  0.636 → 0.644, event ordering 0.363 → 0.422; LoCoMo is unchanged.
- A question about the whole history skips MMR's diversity (near-copies still wait): it wants every
  memory on its topic, which are alike by nature. BEAM 1–5 evidence recall@10 0.613 → 0.636 (event
  ordering 0.236 → 0.363), 6–10 0.623 → 0.620; LoCoMo unchanged.
- Standing instructions (`standing`): "Always include version numbers when I ask about
  dependencies" shares little with "Which libraries does this project use?" as a whole, but its
  condition ("dependencies") is what the question is about. A rule whose condition is within
  `standing_min_cosine` of the question's topic takes one of the last places of the results (at
  most `standing_max`). BEAM evidence recall@10 0.644 → 0.676 on conversations 1–5 (tuned there),
  0.629 → 0.660 on 6–10; LoCoMo has no such rules and is unchanged.
- Session context: a memory's relevance borrows `context_weight` of the best of the memories
  captured right before and after it in the same session (an answer often sits next to its
  question; an agent's fix next to the error it fixed).
- The floor and archived memories. Below the retrieval floor (or archived by the sweep) a memory
  leaves *default ranking*, but not recall: a faded memory whose match is strong on its own terms —
  a BM25 score of at least `surprise_min_bm25` (rare, informative words; BM25 is large only when the
  matched words are rare in the store) or a cosine of at least `surprise_min_relevance` — still
  comes back, marked `surprise`. Old conversation turns decay, yet the one that answers a question
  returns; a weak match on a common word does not resurrect an archived memory. Deep recall
  (`deep=True`) treats archived memories like active ones and marks none as surprises.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from . import checks, kinds, standing
from .convert import memory_from_row
from .decay import DAY, archive_threshold, curve_for, salience
from .errors import InvalidInput
from .graph import personalized_pagerank
from .lifecycle import decay_inputs
from .query_focus import topic_of
from .settings import RetrievalSettings, Settings
from .store.store import Store
from .types import Hit, Memory
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
NEAR_COPY_COSINE = 0.95  # MMR: a candidate this close to a chosen hit is a near-copy of it
# Standing instructions: how many of the newest rule-worded memories in scope one recall reads
STANDING_LOOKUP = 500
RANK_FIRST_FACTOR = 10  # on a backend that ranks first: how many best hits are looked up per one wanted
# Candidates are scored without their text; content and attributes are read for the winners only.
_ROW_COLUMNS = (
    "seq, id, kind, shape, level, scope, importance, confidence, valid_from, "
    "valid_to, recorded_at, status, origin, last_access_at, access_count, ef, half_life, pinned, "
    "deletion_policy, session, agent, updated_at, embedder, reviewed_at, consolidated_at"
)


@dataclass(frozen=True)
class RecallOptions:
    scope: str = "global"
    # Search these scopes instead of what `scope` sees (the app's search across every scope).
    scopes: tuple[str, ...] | None = None
    limit: int = 10
    deep: bool = False
    surprise: bool = True
    kinds: tuple[str, ...] | None = None
    shapes: tuple[str, ...] | None = None


def fts_query(text: str, operator: str = "OR") -> str | None:
    """An FTS5 MATCH expression joining the query's words with `operator` (OR for recall, AND for a
    filter), each quoted: user syntax never leaks in."""
    words = [w.lower() for w in _WORD.findall(text)]
    terms = [w for w in words if w not in STOPWORDS and len(w) > 1] or [w for w in words if w]
    unique = list(dict.fromkeys(terms))[:64]
    if not unique:
        return None
    return f" {operator} ".join('"' + t.replace('"', '""') + '"' for t in unique)


_MONTHS = {m: i + 1 for i, m in enumerate(
    "january february march april may june july august september october november december".split())}
_MONTHS.update({m[:3]: i for m, i in list(_MONTHS.items())})
_MONTHS["sept"] = 9
_MONTH = r"(january|february|march|april|may|june|july|august|september|october|november|december|" \
    r"jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?"
_DATE_PATTERNS = [
    # 25 May, 2022 | 25 May 2022 | 25th of May 2022
    ("day", re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH},?\s+(\d{{4}})\b", re.I), (2, 1, 3)),
    # May 25, 2022 | May 25th 2022
    ("day", re.compile(rf"\b{_MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})\b", re.I), (1, 2, 3)),
    ("iso", re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b"), (2, 3, 1)),
    ("month", re.compile(rf"\b{_MONTH},?\s+(\d{{4}})\b", re.I), (1, 0, 2)),
    ("year", re.compile(r"\b(?:in|during|of|since)\s+((?:19|20)\d\d)\b", re.I), (0, 0, 1)),
]


def query_time_window(text: str) -> tuple[float, float] | None:
    """The period a question names ("on 25 May, 2022", "in January 2024", "in 2023"), as epoch
    seconds [start, end), or None. Memories are captured after what they tell of, so recall widens
    the window forwards (see `date_slack_days`)."""
    from datetime import UTC, datetime

    for kind, pattern, (mi, di, yi) in _DATE_PATTERNS:
        m = pattern.search(text)
        if not m:
            continue
        groups = m.groups()
        try:
            year = int(groups[yi - 1])
            if kind == "year":
                start, end = datetime(year, 1, 1, tzinfo=UTC), datetime(year + 1, 1, 1, tzinfo=UTC)
            else:
                raw = groups[mi - 1].lower().rstrip(".")
                month = int(raw) if raw.isdigit() else _MONTHS[raw]
                if kind == "month":
                    start = datetime(year, month, 1, tzinfo=UTC)
                    end = datetime(year + (month == 12), month % 12 + 1, 1, tzinfo=UTC)
                else:
                    start = datetime(year, month, int(groups[di - 1]), tzinfo=UTC)
                    end = start.replace(hour=23, minute=59, second=59)
        except (KeyError, ValueError):
            continue
        return start.timestamp(), end.timestamp()
    return None


# A question about the whole history ("summarise how the project progressed", "in what order did I
# bring up…", "across our conversations"): what it asks for is spread over time, so neither how recent
# nor how important a memory is should decide which part of the history comes back.
_WHOLE_HISTORY = re.compile(
    r"\b(?:summar(?:y|ies|ise|ize|ised|ized|ising|izing)|recap|overview|timeline|chronolog\w*|over time|so far|"
    r"in (?:what|which|the) order|throughout|from the (?:start|beginning)|evolution|"
    r"(?:has|have|had) (?:evolved|progressed|developed)|"
    r"across (?:(?:our|all|the|my|these|those|different|multiple|several|previous|past)\s+){1,2}"
    r"(?:conversations?|sessions?|discussions?|chats?|meetings?))\b", re.I)


def spans_history(query: str) -> bool:
    """Whether a question asks about the whole history rather than the current state."""
    return _WHOLE_HISTORY.search(query) is not None


def recency_factors(rows: Sequence[dict[str, Any]], now: float) -> np.ndarray:
    """2^(−Δt/half_life) for each row, 1 for pinned and non-decaying ones (vectorised)."""
    if not rows:
        return np.zeros(0)
    last = np.array([r["last_access_at"] for r in rows], dtype=np.float64)
    half = np.array([np.nan if r["pinned"] or r["half_life"] is None else r["half_life"] for r in rows],
                    dtype=np.float64)
    out = np.ones(len(rows))
    decays = ~np.isnan(half) & (half > 0)
    out[decays] = np.exp2(-np.maximum(0.0, now - last[decays]) / DAY / half[decays])
    return out


def minmax(values: np.ndarray) -> np.ndarray:
    """Scale to [0, 1]; a constant vector is all ones (or all zeros when it is zero)."""
    if values.size == 0:
        return values
    lo, hi = float(values.min()), float(values.max())
    if hi - lo <= 1e-9 * max(1.0, abs(hi)):
        return np.ones_like(values) if hi > 0 else np.zeros_like(values)
    return (values - lo) / (hi - lo)


def rrf(values: np.ndarray, present: np.ndarray, k: float) -> np.ndarray:
    """Reciprocal-rank fusion term 1/(k + rank) for each value (rank 1 = best); 0 where absent."""
    order = np.argsort(-values, kind="stable")
    ranks = np.empty(len(values), dtype=np.float64)
    ranks[order] = np.arange(1, len(values) + 1)
    return np.where(present, 1.0 / (k + ranks), 0.0)


def fuse(lexical: np.ndarray, vector: np.ndarray, has_lex: np.ndarray, has_vec: np.ndarray,
         cfg: RetrievalSettings) -> np.ndarray:
    """One relevance per candidate from the two retrievers' scores (see the module docstring)."""
    if cfg.mode == "lexical":
        return minmax(lexical)
    if cfg.mode == "vector":
        return minmax(vector)
    if cfg.fusion == "rrf":
        return (cfg.lexical_weight * rrf(lexical, has_lex, cfg.rrf_k)
                + cfg.vector_weight * rrf(vector, has_vec, cfg.rrf_k))
    power = cfg.fusion_power
    return cfg.lexical_weight * minmax(lexical) ** power + cfg.vector_weight * minmax(vector) ** power


class Retriever:
    def __init__(self, store: Store, index: VectorIndex, embed_query: Callable[[str], np.ndarray | None]):
        self.store = store
        self.index = index
        self.embed_query = embed_query
        # A standing instruction's condition → its vector: embedded once per process, not per recall.
        self._conditions: OrderedDict[str, np.ndarray | None] = OrderedDict()

    def _lexical(self, query: str, scopes: Sequence[str], statuses: Sequence[str], n: int) -> dict[int, float]:
        match = fts_query(query)
        if match is None:
            return {}
        scope_marks = ",".join("?" * len(scopes))
        status_marks = ",".join("?" * len(statuses))
        hits, hit_params = self.store.backend.fts_ranked(match)
        params = (*hit_params, *scopes, *statuses, n)

        def in_scope(source: str) -> list[tuple[int, float]]:
            return self.store.db.execute_sql(
                f"SELECT m.seq, f.rank FROM ({source}) f JOIN memory m ON m.seq = f.seq "
                f"WHERE m.scope IN ({scope_marks}) AND m.status IN ({status_marks}) ORDER BY f.rank LIMIT ?",
                params).fetchall()

        rows: list[tuple[int, float]] = []
        if self.store.backend.fts_rank_first:
            # The best hits of the whole store first, then their rows: when n of them are in scope
            # they are exactly the n best in scope (any other ranks below all of them).
            rows = in_scope(f"SELECT * FROM ({hits}) h ORDER BY h.rank LIMIT {n * RANK_FIRST_FACTOR}")
        if len(rows) < n:
            rows = in_scope(hits)
        return {seq: -rank for seq, rank in rows}

    def recall(self, query: str, options: RecallOptions, settings: Settings, now: float) -> list[Hit]:
        if not isinstance(query, str) or not query.strip():
            raise InvalidInput("query is empty")
        if "\x00" in query:
            raise InvalidInput("query contains a NUL character")
        if not query.isascii():
            try:
                query.encode("utf-8")
            except UnicodeEncodeError:
                raise InvalidInput("query is not valid Unicode (lone surrogate)") from None
        if not kinds.is_valid_scope(options.scope):
            raise InvalidInput(f"scope must be 'global' or 'project:<id>', got {options.scope!r}")
        checks.integer(options.limit, "limit", 1, 1000)
        query = query[:MAX_QUERY_CHARS]
        cfg = settings.retrieval
        scopes = _scopes(options)
        statuses = ["active", "archived"] if (options.deep or options.surprise) else ["active"]
        n = max(cfg.candidates, options.limit * 3)

        lexical: dict[int, float] = {}
        vector: dict[int, float] = {}
        qvec = None
        if cfg.mode in ("hybrid", "lexical"):
            lexical = self._lexical(query, scopes, statuses, n)
        if cfg.mode in ("hybrid", "vector"):
            qvec = self.embed_query(topic_of(query))
            if qvec is not None:
                # Oversample: status and kind filters apply after the vector search.
                # A vector search always returns its k nearest, related or not: below
                # `min_cosine` a memory the words did not match is no candidate at all.
                vector = {s: v for s, v in self.index.search(qvec, scopes, n)
                          if v >= cfg.min_cosine or s in lexical}
        seqs = list(dict.fromkeys([*lexical, *vector]))
        if not seqs:
            return []
        rows = self._rows(seqs, statuses, options)
        if not rows:
            return []
        seqs = [r["seq"] for r in rows]
        vecs = self.index.matrix_for(seqs) if qvec is not None else None
        if vecs is not None and qvec is not None and vecs.shape[1] != len(qvec):
            vecs = None  # no vector has landed yet (deferred embedding): lexical only for now
        if vecs is not None and qvec is not None:
            sims = self.index.best_similarity(seqs, qvec)  # a long memory by its best piece
            for j, seq in enumerate(seqs):
                if seq not in vector and np.any(vecs[j]):
                    vector[seq] = float(sims[j])

        lex_raw = np.array([lexical.get(s, 0.0) for s in seqs], dtype=np.float64)
        has_lex = np.array([s in lexical for s in seqs])
        raw_vec = np.array([vector.get(s, 0.0) for s in seqs], dtype=np.float64)
        has_vec = np.array([s in vector for s in seqs])
        relevance = fuse(lex_raw, raw_vec, has_lex, has_vec, cfg)

        if cfg.mode == "hybrid" and cfg.prf_docs > 0 and vecs is not None and qvec is not None:
            relevance, raw_vec = self._feedback(
                qvec, relevance, vecs, rows, seqs, lex_raw, raw_vec, has_lex, cfg, scopes, statuses,
                options, n,
            )
            has_vec = np.ones(len(rows), dtype=bool)
            vecs = self.index.matrix_for([r["seq"] for r in rows])
            lex_raw = np.array([lexical.get(r["seq"], 0.0) for r in rows], dtype=np.float64)
        if cfg.context_weight > 0:
            relevance = self._session_context(rows, relevance, lex_raw, raw_vec, qvec, cfg)
        if cfg.date_weight > 0:
            window = query_time_window(query)
            if window is not None:
                start, end = window[0] - cfg.date_slack_days * DAY / 4, window[1] + cfg.date_slack_days * DAY
                when = np.array([r["valid_from"] for r in rows], dtype=np.float64)
                relevance = relevance + cfg.date_weight * ((when >= start) & (when < end))

        importance = np.array([r["importance"] for r in rows], dtype=np.float64)
        recency = recency_factors(rows, now)
        whole_history = spans_history(query)
        score = (
            (0.0 if whole_history else cfg.alpha_recency) * minmax(recency)
            + (0.0 if whole_history else cfg.alpha_importance) * minmax(importance)
            + cfg.alpha_relevance * minmax(relevance)
        )
        archived = self._archived(rows, recency, importance, now, settings)
        strong = (lex_raw >= cfg.surprise_min_bm25) | (raw_vec >= cfg.surprise_min_relevance)
        n_candidates = len(rows)

        if cfg.graph_expansion:
            score = self._expand(rows, score, scopes, cfg.ppr_damping, cfg.ppr_weight, options)
            # rows may have grown with neighbours pulled in by the graph (active ones only)
            grown = len(rows) - n_candidates
            if grown:
                archived = np.append(archived, np.zeros(grown, dtype=bool))
                strong = np.append(strong, np.zeros(grown, dtype=bool))
                relevance = np.append(relevance, np.zeros(grown))
                recency = np.append(recency, recency_factors(rows[n_candidates:], now))

        order = [int(i) for i in np.argsort(-score, kind="stable")]
        surprises: set[int] = set()
        if not options.deep:
            if options.surprise:
                surprises = {i for i in order if archived[i] and strong[i]}
            order = [i for i in order if not archived[i] or i in surprises]

        if cfg.mmr and vecs is not None and len(order) > 1:
            # A question about the whole history wants every memory on its topic, not one per
            # facet of it: there diversity only keeps near-copies apart.
            lam = 1.0 if whole_history else cfg.mmr_lambda
            order = self._mmr(order, score, rows, options.limit, lam)
        chosen = order[: options.limit]
        self._fill_text([rows[i] for i in chosen])
        standing: dict[int, float] = {}
        places = min(cfg.standing_max, options.limit - 1)  # the best hit always keeps its place
        if qvec is not None and places > 0:
            active = statuses if options.deep else ["active"]  # a faded rule is no standing one
            standing = self._standing(qvec, rows, chosen, scopes, active, options, cfg.standing_min_cosine, places)
            keep = [i for i in chosen if i not in standing]
            chosen = [*keep[: options.limit - len(standing)], *standing]
        hits = []
        for i in chosen:
            row = rows[i]
            hits.append(
                Hit(
                    memory=memory_from_row(row),
                    score=float(score[i]),
                    surprise=i in surprises,
                    components={
                        "relevance": float(relevance[i]),
                        "lexical": float(lexical.get(row["seq"], 0.0)),
                        "vector": float(vector.get(row["seq"], 0.0)),
                        "recency": float(recency[i]),
                        "importance": float(row["importance"]),
                        **({"standing": standing[i]} if i in standing else {}),
                    },
                )
            )
        return hits

    def _standing(self, qvec: np.ndarray, rows: list[dict[str, Any]], chosen: list[int],
                  scopes: Sequence[str], statuses: Sequence[str], options: RecallOptions,
                  min_cosine: float, places: int) -> dict[int, float]:
        """Standing instructions whose condition the question is about and that recall would leave
        out: row index → the condition's cosine, best first, at most `places`. Rows of rules that
        were no candidates are appended to `rows`."""
        scope_marks = ",".join("?" * len(scopes))
        status_marks = ",".join("?" * len(statuses))
        source, params = self.store.backend.fts_seqs(standing.RULE_WORDS_FTS)
        found = self.store.db.execute_sql(
            f"SELECT m.seq, substr(m.content, 1, {standing.MAX_RULE_CHARS + 1}) FROM memory m "
            f"WHERE m.seq IN ({source}) AND m.scope IN ({scope_marks}) AND m.status IN ({status_marks}) "
            f"ORDER BY m.seq DESC LIMIT {STANDING_LOOKUP}", (*params, *scopes, *statuses)).fetchall()
        taken = {rows[i]["seq"] for i in chosen}
        matched: list[tuple[float, int]] = []
        for seq, head in found:
            condition = standing.condition_of(head) if seq not in taken else None
            cvec = self._condition_vector(condition) if condition else None
            if cvec is None or len(cvec) != len(qvec):
                continue
            cosine = float(np.dot(cvec, qvec) / (np.linalg.norm(cvec) * np.linalg.norm(qvec) or 1.0))
            if cosine >= min_cosine:
                matched.append((cosine, seq))
        matched.sort(reverse=True)
        best = [seq for _, seq in matched[:places]]
        if not best:
            return {}
        where = {r["seq"]: i for i, r in enumerate(rows)}
        fresh = self._rows([s for s in best if s not in where], statuses, options)
        for row in fresh:
            where[row["seq"]] = len(rows)
            rows.append(row)
        self._fill_text([rows[where[s]] for s in best if s in where])
        cosines = dict((seq, c) for c, seq in matched)
        return {where[s]: cosines[s] for s in best if s in where}

    def _condition_vector(self, condition: str) -> np.ndarray | None:
        if condition in self._conditions:
            self._conditions.move_to_end(condition)
            return self._conditions[condition]
        vector = self.embed_query(condition)
        if vector is not None:  # none while the embedder is unavailable: asked again next time
            self._conditions[condition] = vector
            if len(self._conditions) > STANDING_LOOKUP:
                self._conditions.popitem(last=False)
        return vector

    def mentions_after(self, word: str, options: RecallOptions, after: float, limit: int = 20) -> list[Memory]:
        """Memories recall could return for `options`, valid from after `after`, whose text has
        `word`: newest first (recall's update look-up, `updates.newer_first`)."""
        match = fts_query(word)
        if match is None:
            return []
        hits, hit_params = self.store.backend.fts_seqs(match)
        scopes = _scopes(options)
        statuses = ["active", "archived"] if options.deep else ["active"]
        where, params = _kind_filter(options)
        sql = (f"SELECT {_ROW_COLUMNS}, content, attributes FROM memory WHERE seq IN ({hits}) "
               f"AND scope IN ({','.join('?' * len(scopes))}) AND status IN ({','.join('?' * len(statuses))}) "
               f"AND valid_from > ?{where} ORDER BY valid_from DESC, seq DESC LIMIT ?")
        cursor = self.store.db.execute_sql(sql, (*hit_params, *scopes, *statuses, after, *params, limit))
        return [memory_from_row(row) for row in _dict_rows(cursor)]

    # -- relevance refinements -------------------------------------------------------------------

    def _feedback(self, qvec: np.ndarray, relevance: np.ndarray, vecs: np.ndarray,
                  rows: list[dict[str, Any]], seqs: list[int], lex_raw: np.ndarray, raw_vec: np.ndarray,
                  has_lex: np.ndarray, cfg: RetrievalSettings, scopes: Sequence[str],
                  statuses: Sequence[str], options: RecallOptions, n: int) -> tuple[np.ndarray, np.ndarray]:
        """Rocchio feedback on the vector side: search again with the query moved towards the best
        fused candidates; returns the new relevance and cosine (to the original query) per row."""
        top = np.argsort(-relevance, kind="stable")[: cfg.prf_docs]
        centroid = vecs[top].mean(axis=0)
        q2 = np.asarray(qvec, dtype=np.float32) + cfg.prf_weight * centroid
        norm = float(np.linalg.norm(q2))
        if norm <= 0:
            return relevance, raw_vec
        q2 /= norm
        known = {s: j for j, s in enumerate(seqs)}
        extra = [s for s, _ in self.index.search(q2, scopes, n) if s not in known]
        if extra:
            rows.extend(self._rows(extra, statuses, options))
        all_seqs = [r["seq"] for r in rows]
        mat = self.index.matrix_for(all_seqs)
        fb = mat @ q2
        cos = mat @ np.asarray(qvec, dtype=np.float32)
        lex = np.concatenate([lex_raw, np.zeros(len(rows) - len(lex_raw))])
        has_l = np.concatenate([has_lex, np.zeros(len(rows) - len(has_lex), dtype=bool)])
        fused = fuse(lex, fb.astype(np.float64), has_l, np.ones(len(rows), dtype=bool), cfg)
        return fused, cos.astype(np.float64)

    def _session_context(self, rows: list[dict[str, Any]], relevance: np.ndarray, lex_raw: np.ndarray,
                         raw_vec: np.ndarray, qvec: np.ndarray | None,
                         cfg: RetrievalSettings) -> np.ndarray:
        """Let each memory borrow `context_weight` of its best session neighbour's relevance."""
        by_seq = {r["seq"]: i for i, r in enumerate(rows)}
        out = relevance.copy()
        for i, r in enumerate(rows):
            if not r["session"]:
                continue
            best = 0.0
            for nb in (r["seq"] - 1, r["seq"] + 1):
                j = by_seq.get(nb)
                if j is not None and rows[j]["session"] == r["session"]:
                    best = max(best, float(relevance[j]))
            out[i] += cfg.context_weight * best
        return out

    def _archived(self, rows: list[dict[str, Any]], recency: np.ndarray, importance: np.ndarray,
                  now: float, settings: Settings) -> np.ndarray:
        """Archival is a status the sweep sets; between sweeps, read-time salience decides too.

        Vectorised for the exponential curve; scopes on the Rekall curve are computed one by one.
        """
        cfg = settings.decay
        status = np.array([r["status"] == "archived" for r in rows], dtype=bool)
        decays = np.array([not r["pinned"] and r["half_life"] is not None for r in rows], dtype=bool)
        below = decays & (np.maximum(cfg.min_salience, importance * recency) < cfg.retrieval_floor)
        for i, r in enumerate(rows):
            if curve_for(r["scope"], cfg) == "rekall":
                below[i] = bool(decays[i]) and salience(
                    decay_inputs(_RowView(r)), now, cfg) < archive_threshold(r["scope"], cfg)
        return status | below

    def _fill_text(self, rows: list[dict[str, Any]]) -> None:
        """Read content and attributes for the rows about to be handed out."""
        missing = [r["seq"] for r in rows if "content" not in r]
        if not missing:
            return
        sql = f"SELECT seq, content, attributes FROM memory WHERE seq IN ({','.join('?' * len(missing))})"
        text = {seq: (content, attributes) for seq, content, attributes in
                self.store.db.execute_sql(sql, tuple(missing))}
        for r in rows:
            if r["seq"] in text:
                r["content"], r["attributes"] = text[r["seq"]]

    def _rows(self, seqs: list[int], statuses: Sequence[str], options: RecallOptions) -> list[dict[str, Any]]:
        """Candidate rows as dicts, in the order of `seqs`, filtered by status, kind and shape."""
        if not seqs:
            return []
        found: dict[int, dict[str, Any]] = {}
        where, filter_params = _kind_filter(options)
        for start in range(0, len(seqs), 500):
            chunk = seqs[start : start + 500]
            sql = (f"SELECT {_ROW_COLUMNS} FROM memory WHERE seq IN ({','.join('?' * len(chunk))}) "
                   f"AND status IN ({','.join('?' * len(statuses))}){where}")
            cursor = self.store.db.execute_sql(sql, (*chunk, *statuses, *filter_params))
            found.update((row["seq"], row) for row in _dict_rows(cursor))
        return [found[s] for s in seqs if s in found]

    def _expand(self, rows: list[dict[str, Any]], score: np.ndarray, scopes: Sequence[str],
                damping: float, weight: float, options: RecallOptions) -> np.ndarray:
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
            if options.shapes:
                query = query.where(memory.shape.in_(list(options.shapes)))
            for row in query.dicts():
                id_to_index[row["id"]] = len(rows)
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

    def _mmr(self, order: list[int], score: np.ndarray, rows: list[dict[str, Any]], limit: int,
             lam: float) -> list[int]:
        """Maximal marginal relevance over the best candidates (vectorised: one small Gram matrix)."""
        pool = order[: max(limit * 3, limit)]
        rest = order[len(pool):]
        mat = self.index.matrix_for([rows[i]["seq"] for i in pool])
        gram = mat @ mat.T
        rel = minmax(score[pool])
        max_sim = np.zeros(len(pool))
        taken = np.zeros(len(pool), dtype=bool)
        chosen: list[int] = []
        for _ in range(min(limit, len(pool))):
            val = lam * rel - (1 - lam) * max_sim
            # A near-copy of a chosen hit says nothing new, however relevant: it waits behind
            # every other candidate in the pool (until consolidation merges the copies).
            val[max_sim >= NEAR_COPY_COSINE] -= 2.0
            val[taken] = -np.inf
            j = int(np.argmax(val))
            taken[j] = True
            chosen.append(pool[j])
            max_sim = np.maximum(max_sim, gram[j])
        return chosen + [pool[j] for j in range(len(pool)) if not taken[j]] + rest


def _scopes(options: RecallOptions) -> list[str]:
    """The scopes a recall searches: those asked for, else what its scope sees."""
    return list(options.scopes) if options.scopes is not None else kinds.visible_scopes(options.scope)


def _kind_filter(options: RecallOptions) -> tuple[str, list[str]]:
    """The SQL that keeps only the kinds and shapes `options` asks for, and its parameters."""
    sql, params = "", []
    for column, values in (("kind", options.kinds), ("shape", options.shapes)):
        if values:
            sql += f" AND {column} IN ({','.join('?' * len(values))})"
            params.extend(values)
    return sql, params


def _dict_rows(cursor: Any) -> list[dict[str, Any]]:
    """A cursor's rows as dicts by column name, `pinned` as a bool."""
    names = [d[0] for d in cursor.description]
    rows = [dict(zip(names, values, strict=True)) for values in cursor.fetchall()]
    for row in rows:
        row["pinned"] = bool(row["pinned"])
    return rows


class _RowView:
    """Attribute access over a dict row, for functions written against model rows."""

    def __init__(self, row: dict[str, Any]) -> None:
        self._row = row

    def __getattr__(self, name: str) -> Any:
        return self._row[name]
