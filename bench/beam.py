"""BEAM (100K tier, conversations 1–10): knowledge updates, contradictions and evidence recall.

    python -m bench.beam                         # all ten conversations (MiniLM when installed)
    python -m bench.beam --conversations 1 2 3 --json out.json

The data is read from /work/shared/data/beam/100K (`--beam DIR`), never copied into the repository.
Protocol:

- every user turn (role "user") becomes one episodic memory through `Helix.capture`: scope
  `project:beam-N`, origin user-asserted, attributes {"turn_id": id}, session = batch and session of
  the turn; the trailing "->-> b,s" index marker of BEAM's turns is dropped (an annotation, not
  something the user said). Assistant turns are not captured: evidence that only an assistant turn
  holds is out of reach, and such questions are skipped (and counted);
- capture time: the turn's `time_anchor` (09:00 UTC) when given, else the last anchor carried
  forward with turns a minute apart; questions are asked a day after the conversation's last turn,
  with `record_access=False` so that asking does not change what is measured next;
- (a) knowledge_update: the share of questions where `recall(question, limit=10)` ranks an
  updated_info turn above every original_info turn (updated found and original absent counts; neither
  found is a miss). When the update and the original are the same turn, the question is counted
  apart (`same_turn_found`);
- (b) contradiction_resolution: after `consolidate()`, the share of (first_statement,
  second_statement) pairs with a contradiction flag or a SUPERSEDE proposal between memories whose
  turn ids match (a derived memory stands for the turns it is grounded in); pairs whose two
  statements are one turn cannot be flagged and are counted apart;
- (c) evidence recall@10 over the other question types (abstention, knowledge_update and
  contradiction_resolution excluded): per question the share of its evidence turns in the top 10,
  except temporal_reasoning where either event's turn counts as a hit; `any@10` beside it. The
  default hybrid recall is compared with plain BM25: the same store reopened with
  {"retrieval": {"mode": "lexical"}}.

`--set key=value` (repeatable; the value is JSON) overrides a retrieval setting for both columns
(the BM25 column keeps mode "lexical"), e.g. `--set mmr=false --set context_weight=0.5`.

Recall figures are measured before consolidation (pure retrieval over the captured turns); (a) is
measured again after it, since supersession is meant to help exactly those questions.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from helix_core import Helix, ManualClock

from .common import ROOT
from .contradictions import bench_settings, make_embedder, ollama_off

DEFAULT_BEAM = ROOT.parent / "shared" / "data" / "beam" / "100K"
EXCLUDED = ("abstention", "knowledge_update", "contradiction_resolution")
ANY_HIT_TYPES = ("temporal_reasoning",)
LEXICAL: dict[str, Any] = {"retrieval": {"mode": "lexical"}}
_MARKER = re.compile(r"\s*->->\s*\d+\s*,\s*\d+\s*$")


@dataclass(frozen=True)
class Turn:
    id: int
    role: str
    content: str
    at: datetime
    session: str


@dataclass
class Conversation:
    number: int
    turns: list[Turn]
    questions: dict[str, list[dict[str, Any]]]
    topic: Any = None
    memory_of_turn: dict[int, str] = field(default_factory=dict)

    @property
    def scope(self) -> str:
        return f"project:beam-{self.number}"

    @property
    def user_ids(self) -> set[int]:
        return {t.id for t in self.turns if t.role == "user"}

    @property
    def last_at(self) -> datetime:
        return max(t.at for t in self.turns)

    def question_count(self) -> dict[str, int]:
        return {k: len(v) for k, v in self.questions.items()}


def parse_anchor(text: str) -> datetime:
    """BEAM's anchors look like "March-15-2024"."""
    return datetime.strptime(text.strip(), "%B-%d-%Y").replace(hour=9, tzinfo=UTC)


def flatten_ids(value: Any) -> list[int]:
    """Turn ids from BEAM's source_chat_ids (ints, lists, nested lists, or dicts of those)."""
    if value is None:
        return []
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [value]
    if isinstance(value, str):
        return [int(value)] if value.strip().isdigit() else []
    if isinstance(value, dict):
        return [i for v in value.values() for i in flatten_ids(v)]
    if isinstance(value, Iterable):
        return [i for v in value for i in flatten_ids(v)]
    return []


def _walk(node: Any, batch: int, path: list[int], out: list[tuple[dict[str, Any], str]]) -> None:
    if isinstance(node, list):
        for k, child in enumerate(node):
            _walk(child, batch, [*path, k], out)
    elif isinstance(node, dict):
        if "role" in node and "content" in node:
            out.append((node, f"b{batch}s{path[0] if path else 0}"))
        elif "turns" in node:
            _walk(node["turns"], int(node.get("batch_number") or batch), [], out)


def load_conversation(number: int, root: Path = DEFAULT_BEAM) -> Conversation:
    """One conversation's turns (with their capture times) and its probing questions."""
    base = root / str(number)
    chat = json.loads((base / "chat.json").read_text(encoding="utf-8"))
    raw: list[tuple[dict[str, Any], str]] = []
    _walk(chat, 0, [], raw)
    turns: list[Turn] = []
    at: datetime | None = None
    for node, session in raw:
        anchor = node.get("time_anchor")
        if anchor:
            at = parse_anchor(anchor)
        elif at is None:
            at = datetime(2024, 1, 1, 9, tzinfo=UTC)
        else:
            at = at + timedelta(minutes=1)
        turns.append(Turn(int(node["id"]), str(node["role"]), _MARKER.sub("", str(node["content"])), at,
                          f"beam-{number}/{session}"))
    questions = json.loads((base / "probing_questions.json").read_text(encoding="utf-8"))
    topic_path = base / "topic.json"
    topic = json.loads(topic_path.read_text(encoding="utf-8")) if topic_path.is_file() else None
    return Conversation(number, turns, questions, topic)


# -- ingest --------------------------------------------------------------------------------------

def ingest(hx: Helix, clock: ManualClock, conv: Conversation) -> int:
    n = 0
    for t in conv.turns:
        if t.role != "user" or not t.content.strip():
            continue
        clock.set(t.at)
        m = hx.capture(t.content, scope=conv.scope, origin="user-asserted", session=t.session,
                       attributes={"turn_id": t.id})
        conv.memory_of_turn[t.id] = m.id
        n += 1
    return n


class TurnMap:
    """Memory id → the BEAM turn ids it stands for (its own, or its grounding's for derived ones)."""

    def __init__(self, hx: Helix) -> None:
        self.hx = hx
        self.cache: dict[str, frozenset[int]] = {}

    def turns(self, memory_id: str) -> frozenset[int]:
        if memory_id in self.cache:
            return self.cache[memory_id]
        self.cache[memory_id] = frozenset()  # cycles
        try:
            m = self.hx.get(memory_id)
        except Exception:  # a vanished memory stands for nothing
            return self.cache[memory_id]
        tid = m.attributes.get("turn_id") if isinstance(m.attributes, dict) else None
        if isinstance(tid, int):
            out = frozenset((tid,))
        else:
            sources = [e.dst for e in self.hx.edges(memory_id)
                       if e.relation == "derived_from" and e.src == memory_id]
            out = frozenset(i for s in sources for i in self.turns(s))
        self.cache[memory_id] = out
        return out


def ranked_turns(hx: Helix, tm: TurnMap, conv: Conversation, question: str, limit: int = 10) -> list[frozenset[int]]:
    hits = hx.recall(question, scope=conv.scope, limit=limit, record_access=False)
    return [tm.turns(h.memory.id) for h in hits]


def first_rank(ranked: Sequence[frozenset[int]], wanted: set[int]) -> int | None:
    for k, turns in enumerate(ranked):
        if turns & wanted:
            return k
    return None


# -- (a) knowledge updates -----------------------------------------------------------------------

def knowledge_update_rows(hx: Helix, conv: Conversation, tm: TurnMap) -> list[dict[str, Any]]:
    users = conv.user_ids
    rows: list[dict[str, Any]] = []
    for q in conv.questions.get("knowledge_update", []):
        src = q.get("source_chat_ids") or {}
        orig = set(flatten_ids(src.get("original_info"))) & users
        upd = set(flatten_ids(src.get("updated_info"))) & users
        row: dict[str, Any] = {"conv": conv.number, "question": q["question"]}
        if not upd:
            rows.append({**row, "skipped": "no user turn"})
            continue
        ranked = ranked_turns(hx, tm, conv, q["question"])
        upd_only, orig_only = upd - orig, orig - upd
        if not upd_only:
            rank = first_rank(ranked, upd)
            rows.append({**row, "same_turn": True, "updated_rank": rank, "hit": rank is not None})
            continue
        ur = first_rank(ranked, upd_only)
        orr = first_rank(ranked, orig_only) if orig_only else None
        rows.append({**row, "same_turn": False, "updated_rank": ur, "original_rank": orr,
                     "hit": ur is not None and (orr is None or ur < orr)})
    return rows


def summarise_updates(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    scored = [r for r in rows if "hit" in r and not r["same_turn"]]
    same = [r for r in rows if r.get("same_turn")]
    return {
        "questions": len(rows), "scored": len(scored),
        "updated_above_original": _share(sum(r["hit"] for r in scored), len(scored)),
        "updated_found": _share(sum(r["updated_rank"] is not None for r in scored), len(scored)),
        "original_found": _share(sum(r.get("original_rank") is not None for r in scored), len(scored)),
        "same_turn": len(same), "same_turn_found": sum(r["hit"] for r in same),
        "skipped": len([r for r in rows if "skipped" in r]), "rows": list(rows),
    }


# -- (b) contradiction pairs ---------------------------------------------------------------------

Link = tuple[frozenset[int], frozenset[int], str]


def links_by_scope(hx: Helix, tm: TurnMap) -> dict[str, list[Link]]:
    """Every flag and SUPERSEDE proposal as a pair of turn sets, by scope."""
    links: dict[str, list[Link]] = defaultdict(list)
    for f in hx.flags(status=None):
        if f.b_id is not None:
            links[hx.get(f.a_id).scope].append((tm.turns(f.a_id), tm.turns(f.b_id), "flag"))
    for p in hx.proposals(status=None):
        if p.action == "SUPERSEDE":
            for t in p.target_ids:
                for g in p.grounding:
                    links[p.scope].append((tm.turns(t), tm.turns(g), "supersede"))
    return links


def contradiction_pairs(hx: Helix, convs: Sequence[Conversation]) -> dict[str, Any]:
    tm = TurnMap(hx)
    links = links_by_scope(hx, tm)
    rows = []
    matched: set[tuple[str, int]] = set()
    total = 0
    for conv in convs:
        users = conv.user_ids
        mine = links.get(conv.scope, [])
        total += len(mine)
        for q in conv.questions.get("contradiction_resolution", []):
            src = q.get("source_chat_ids") or {}
            first = set(flatten_ids(src.get("first_statement"))) & users
            second = set(flatten_ids(src.get("second_statement"))) & users
            row: dict[str, Any] = {"conv": conv.number, "question": q["question"],
                                   "first": sorted(first), "second": sorted(second)}
            if not first or not second:
                row["skipped"] = "no user turn"
            elif first == second and len(first) == 1:
                row["same_turn"] = True  # one memory cannot be flagged against itself
            else:
                found = None
                for k, (a, b, kind) in enumerate(mine):
                    if a != b and ((a & first and b & second) or (a & second and b & first)):
                        found = found or kind
                        matched.add((conv.scope, k))
                row["same_turn"] = False
                row["found"] = found
            rows.append(row)
    scored = [r for r in rows if r.get("same_turn") is False]
    kinds = [x[2] for c in convs for x in links.get(c.scope, [])]
    return {
        "pairs": len(rows), "scored": len(scored),
        "flagged_or_superseded": _share(sum(r["found"] is not None for r in scored), len(scored)),
        "flagged": sum(r["found"] == "flag" for r in scored),
        "superseded": sum(r["found"] == "supersede" for r in scored),
        "same_turn": sum(1 for r in rows if r.get("same_turn")),
        "skipped": sum(1 for r in rows if "skipped" in r),
        "flags_total": kinds.count("flag"), "supersede_total": kinds.count("supersede"),
        "links_matching_a_pair": len(matched), "links_total": total, "rows": rows,
    }


# -- (c) evidence recall -------------------------------------------------------------------------

def evidence_rows(hx: Helix, conv: Conversation, tm: TurnMap, limit: int = 10) -> list[dict[str, Any]]:
    users = conv.user_ids
    rows: list[dict[str, Any]] = []
    for qtype, qs in conv.questions.items():
        if qtype in EXCLUDED:
            continue
        for q in qs:
            evidence = set(flatten_ids(q.get("source_chat_ids"))) & users
            if not evidence:
                rows.append({"type": qtype, "skipped": "no user-turn evidence"})
                continue
            ranked = ranked_turns(hx, tm, conv, q["question"], limit)
            found = set().union(*ranked) & evidence if ranked else set()
            any_hit = 1.0 if found else 0.0
            share = any_hit if qtype in ANY_HIT_TYPES else len(found) / len(evidence)
            rows.append({"type": qtype, "recall": share, "any": any_hit})
    return rows


def summarise_evidence(rows: Sequence[dict[str, Any]], limit: int = 10) -> dict[str, Any]:
    scored = [r for r in rows if "skipped" not in r]
    by: dict[str, list[dict[str, Any]]] = defaultdict(list)
    skipped: dict[str, int] = defaultdict(int)
    for r in rows:
        if "skipped" in r:
            skipped[r["type"]] += 1
        else:
            by[r["type"]].append(r)
    return {
        "questions": len(scored),
        f"recall@{limit}": _mean([r["recall"] for r in scored]),
        f"any@{limit}": _mean([r["any"] for r in scored]),
        "by_type": {k: {"n": len(v), f"recall@{limit}": _mean([r["recall"] for r in v]),
                        f"any@{limit}": _mean([r["any"] for r in v])} for k, v in sorted(by.items())},
        "skipped_no_user_evidence": dict(skipped),
    }


def _share(num: float, den: int) -> float | None:
    return round(num / den, 3) if den else None


def _mean(values: Sequence[float]) -> float | None:
    return round(sum(values) / len(values), 3) if values else None


# -- the run -------------------------------------------------------------------------------------

def ask(hx: Helix, clock: ManualClock, convs: Sequence[Conversation]) -> tuple[dict[str, Any], dict[str, Any]]:
    """(a) and (c) for every conversation, each asked a day after its last turn."""
    tm = TurnMap(hx)
    ku: list[dict[str, Any]] = []
    ev: list[dict[str, Any]] = []
    for conv in convs:
        clock.set(conv.last_at + timedelta(days=1))
        ku += knowledge_update_rows(hx, conv, tm)
        ev += evidence_rows(hx, conv, tm)
    return summarise_updates(ku), summarise_evidence(ev)


def ask_updates(hx: Helix, clock: ManualClock, convs: Sequence[Conversation]) -> dict[str, Any]:
    tm = TurnMap(hx)
    rows: list[dict[str, Any]] = []
    for conv in convs:
        clock.set(conv.last_at + timedelta(days=1))
        rows += knowledge_update_rows(hx, conv, tm)
    return summarise_updates(rows)


def run(conversations: Sequence[int] | None = None, root: Path = DEFAULT_BEAM, embedder: str = "auto",
        keep_rows: bool = True, store: Path | None = None,
        retrieval: dict[str, Any] | None = None) -> dict[str, Any]:
    """Ingest, ask, consolidate; a JSON-ready summary. With `store`, the ingested turns are kept
    there and reused by the next run with the same path (ingest is most of the time). `retrieval`
    overrides retrieval settings for both columns (the BM25 one stays lexical)."""
    tuned = {"retrieval": dict(retrieval)} if retrieval else None
    lexical = {"retrieval": {**(retrieval or {}), **LEXICAL["retrieval"]}}
    numbers = list(conversations) if conversations else list(range(1, 11))
    convs = [load_conversation(n, root) for n in numbers]
    emb = make_embedder(embedder)
    out: dict[str, Any] = {"embedder": emb.name, "conversations": numbers}
    tmp = Path(tempfile.mkdtemp(prefix="helix-beam-"))
    db = tmp / "beam.db"
    reuse = store is not None and store.exists()
    if reuse:
        shutil.copyfile(store, db)
    t0 = time.perf_counter()
    try:
        with ollama_off():
            clock = ManualClock(convs[0].turns[0].at)
            hx = Helix.open(db, clock=clock, settings=bench_settings(tuned), embedder=emb, background=True)
            try:
                t = time.perf_counter()
                if reuse:
                    out["memories"] = hx.stats().total
                else:
                    out["memories"] = sum(ingest(hx, clock, c) for c in convs)
                hx.flush_embeddings()
                out["ingest_s"] = round(time.perf_counter() - t, 1)
                t = time.perf_counter()
                out["knowledge_update"], out["evidence_hybrid"] = ask(hx, clock, convs)
                out["recall_s"] = round(time.perf_counter() - t, 1)
            finally:
                hx.close()
            if store is not None and not reuse:
                shutil.copyfile(db, store)
            lex = Helix.open(db, clock=clock, settings=bench_settings(lexical), embedder=emb, background=False)
            try:
                out["knowledge_update_bm25"], out["evidence_bm25"] = ask(lex, clock, convs)
            finally:
                lex.close()
            hx = Helix.open(db, clock=clock, settings=bench_settings(tuned), embedder=emb, background=False)
            try:
                clock.set(max(c.last_at for c in convs) + timedelta(days=1))
                t = time.perf_counter()
                result = hx.consolidate()
                out["consolidate_s"] = round(time.perf_counter() - t, 1)
                out["consolidation_counts"] = {k: v for k, v in result.counts.items() if v}
                out["contradiction_resolution"] = contradiction_pairs(hx, convs)
                out["knowledge_update_after_consolidation"] = ask_updates(hx, clock, convs)
            finally:
                hx.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    out["seconds"] = round(time.perf_counter() - t0, 1)
    if retrieval:
        out["retrieval_overrides"] = dict(retrieval)
    if not keep_rows:
        for key in ("knowledge_update", "knowledge_update_bm25", "knowledge_update_after_consolidation",
                    "contradiction_resolution"):
            out.get(key, {}).pop("rows", None)
    return out


def table(res: dict[str, Any]) -> list[str]:
    ku, ku_lex = res["knowledge_update"], res["knowledge_update_bm25"]
    ku_after = res["knowledge_update_after_consolidation"]
    cr = res["contradiction_resolution"]
    eh, eb = res["evidence_hybrid"], res["evidence_bm25"]
    lines = [f"BEAM 100K, conversations {','.join(map(str, res['conversations']))} ({res['memories']} user "
             f"turns, {res['embedder']}; ingest {res['ingest_s']} s, total {res['seconds']} s)",
             f"  knowledge_update: updated above original {_f(ku['updated_above_original'])} of {ku['scored']} "
             f"(bm25 {_f(ku_lex['updated_above_original'])}, after consolidation "
             f"{_f(ku_after['updated_above_original'])}); same-turn found {ku['same_turn_found']}/{ku['same_turn']}",
             f"  contradiction pairs flagged or superseded: {_f(cr['flagged_or_superseded'])} of {cr['scored']} "
             f"(flags {cr['flagged']}, supersede {cr['superseded']}; same-turn {cr['same_turn']}; "
             f"links {cr['links_matching_a_pair']}/{cr['links_total']} match a pair)",
             f"  evidence recall@10 hybrid {_f(eh['recall@10'])} vs bm25 {_f(eb['recall@10'])}   "
             f"any@10 {_f(eh['any@10'])} vs {_f(eb['any@10'])}   ({eh['questions']} q)"]
    for k, v in eh["by_type"].items():
        b = eb["by_type"].get(k, {})
        lines.append(f"    {k:26} n={v['n']:<3} recall@10 {_f(v['recall@10'])} vs {_f(b.get('recall@10'))}")
    return lines


def parse_overrides(items: Sequence[str]) -> dict[str, Any]:
    """`key=value` strings (value as JSON, else the bare string) as retrieval overrides."""
    out: dict[str, Any] = {}
    for item in items:
        key, sep, raw = item.partition("=")
        if not sep or not key.strip():
            raise SystemExit(f"--set wants key=value, got {item!r}")
        try:
            out[key.strip()] = json.loads(raw)
        except json.JSONDecodeError:
            out[key.strip()] = raw
    return out


def _f(v: float | None) -> str:
    return "-" if v is None else f"{v:.3f}"


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--beam", type=Path, default=DEFAULT_BEAM, help="the 100K directory")
    p.add_argument("--conversations", type=int, nargs="*", help="conversation numbers (default 1-10)")
    p.add_argument("--embedder", default="auto", choices=["auto", "minilm", "hashing"])
    p.add_argument("--json", type=Path, default=None, help="write the result here")
    p.add_argument("--store", type=Path, default=None,
                   help="keep the ingested store here and reuse it when it exists (same conversations)")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="retrieval override for both columns (JSON value; repeatable)")
    args = p.parse_args(argv)
    if not args.beam.is_dir():
        raise SystemExit(f"{args.beam} not found (pass --beam DIR)")
    overrides = parse_overrides(args.set)
    res = run(args.conversations, args.beam, args.embedder, store=args.store, retrieval=overrides)
    print("\n".join(table(res)))
    if args.json is not None:
        args.json.write_text(json.dumps(res, indent=1))
        print(f"JSON: {args.json}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
