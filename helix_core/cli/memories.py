"""Subcommands over single memories and the store: capture, recall, show, list, log, stats…"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.text import Text

from ..clock import parse_instant
from ..errors import InvalidInput
from ..helix import Helix
from ..kinds import SHAPES, STATUSES, kinds
from ..terminal import visible
from . import capture
from .output import Output, PlainTable, esc


def register(sub: argparse._SubParsersAction) -> None:
    capture.register(sub)  # its own module: `helix capture` runs without the rest (see there)

    p = sub.add_parser("recall", help="find memories relevant to a query")
    p.add_argument("query")
    p.add_argument("--scope", default="global")
    p.add_argument("--limit", "-k", type=int, default=10)
    p.add_argument("--deep", action="store_true", help="include archived memories")
    p.add_argument("--kind", action="append", dest="kinds")
    p.add_argument("--no-access", action="store_true",
                   help="do not count this as an access (always so with --now)")
    p.set_defaults(handler=cmd_recall)

    p = sub.add_parser("show", help="one memory with its salience, edges, provenance and history")
    p.add_argument("id")
    p.set_defaults(handler=cmd_show)

    p = sub.add_parser("list", help="memories ordered by salience (or another column)")
    p.add_argument("--scope")
    p.add_argument("--kind")
    p.add_argument("--shape", choices=SHAPES)
    p.add_argument("--status", action="append", choices=STATUSES)
    p.add_argument("--search", help="full-text filter")
    p.add_argument("--order", default="salience")
    p.add_argument("--ascending", action="store_true")
    p.add_argument("--limit", type=int, default=50)
    p.add_argument("--offset", type=int, default=0)
    p.set_defaults(handler=cmd_list)

    p = sub.add_parser("reinforce", help="an SM-2 reinforcement (quality 0..5, default 4)")
    p.add_argument("id")
    p.add_argument("--quality", "-q", type=int, default=4)
    p.add_argument("--actor", default="human")
    p.set_defaults(handler=cmd_reinforce)

    p = sub.add_parser("penalize", help="lower a memory's importance")
    p.add_argument("id")
    p.add_argument("amount", type=float, nargs="?", default=0.1)
    p.add_argument("--actor", default="human")
    p.set_defaults(handler=cmd_penalize)

    p = sub.add_parser("pin", help="pin a memory (it never decays); --off to unpin")
    p.add_argument("id")
    p.add_argument("--off", action="store_true")
    p.set_defaults(handler=cmd_pin)

    p = sub.add_parser("forget", help="soft-forget a memory (recoverable); --hard removes every trace")
    p.add_argument("id")
    p.add_argument("--hard", action="store_true")
    p.add_argument("--yes", action="store_true", help="do not ask for confirmation of --hard")
    p.add_argument("--cascade", choices=["demote", "forget"],
                   help="derived memories that quote it: demote them and cut the quote out, or "
                        "hard-forget them too (asked when a terminal; default demote)")
    p.add_argument("--reason")
    p.set_defaults(handler=cmd_forget)

    p = sub.add_parser("restore", help="bring back a forgotten or archived memory")
    p.add_argument("id")
    p.set_defaults(handler=cmd_restore)

    p = sub.add_parser("edit", help="edit a memory's fields (an edit is a history event)")
    p.add_argument("id")
    p.add_argument("--content", help="the new text (reads stdin when it is -)")
    p.add_argument("--kind")
    p.add_argument("--scope")
    p.add_argument("--importance", type=float)
    p.add_argument("--confidence", type=float)
    p.add_argument("--reason")
    p.set_defaults(handler=cmd_edit)

    p = sub.add_parser("link", help="add an edge between two memories")
    p.add_argument("src")
    p.add_argument("relation")
    p.add_argument("dst")
    p.add_argument("--weight", type=float, default=1.0)
    p.set_defaults(handler=cmd_link)

    p = sub.add_parser("log", help="the history of changes (filter by memory, actor, time)")
    p.add_argument("id", nargs="?")
    p.add_argument("--actor")
    p.add_argument("--event")
    p.add_argument("--since")
    p.add_argument("--until")
    p.add_argument("--limit", type=int, default=50)
    p.set_defaults(handler=cmd_log)

    p = sub.add_parser("stats", help="counts, embedder, database size")
    p.set_defaults(handler=cmd_stats)

    p = sub.add_parser("sweep", help="archive what fell below the floor; prune auto_prune memories")
    p.set_defaults(handler=cmd_sweep)

    p = sub.add_parser("embed", help="embed every memory still waiting for a vector")
    p.set_defaults(handler=cmd_embed)

    p = sub.add_parser("flush", help="end an agent session (enqueues consolidation)")
    p.add_argument("session")
    p.set_defaults(handler=cmd_flush, prechecks=(check_session,))

    p = sub.add_parser("demo", help="fill a database with a realistic demo history")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--episodes", type=non_negative, default=360)
    p.add_argument("--force", action="store_true", help="add the demo even if the database is not empty")
    p.add_argument("--no-consolidate", dest="consolidate", action="store_false",
                   help="leave consolidation to you (by default one run proposes what the app then reviews)")
    p.set_defaults(handler=cmd_demo)


# -- helpers --------------------------------------------------------------------------------------

# Events the history records; `log --event` also takes any other name the store's history holds.
EVENTS = ("created", "accessed", "reinforced", "penalized", "pinned", "unpinned", "updated", "archived",
          "forgotten", "restored", "hard-forgotten", "merged", "superseded", "consolidated", "approved",
          "rejected", "quarantined", "imported", "renamed", "linked", "reviewed", "rolled-back", "flagged")
_ROLLBACK_TO = re.compile(r"\brollback to (-?\d+(?:\.\d+)?)(?![\d:-])")  # rows written before the ISO date


def non_negative(text: str) -> int:
    """An argparse type: a whole number, 0 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number, got {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, got {value}")
    return value


def check_session(args: argparse.Namespace) -> None:
    if not args.session.strip():
        raise InvalidInput("session is empty")


def check_kinds(hx: Helix, names: list[str] | None) -> None:
    """A kind filter that matches nothing because it is misspelt: refuse it, naming the kinds (a
    kind this store holds counts, registered in Python by whoever wrote it)."""
    known = kinds()
    for name in names or []:
        if name not in known and not hx.count(kind=name):
            raise InvalidInput(f"unknown kind {name!r} (known: {', '.join(sorted(known))})")


def check_event(hx: Helix, event: str | None) -> None:
    if event is None or event in EVENTS:
        return
    hist = hx.store.models.History
    recorded = {row.event for row in hist.select(hist.event).distinct()}
    if event not in recorded:
        raise InvalidInput(f"unknown event {event!r} (known: {', '.join(sorted({*EVENTS, *recorded}))})")


def readable(rationale: str | None) -> str:
    """A history rationale for people: the epoch seconds a rollback recorded as an ISO date."""
    def iso(m: re.Match[str]) -> str:
        try:
            return f"rollback to {datetime.fromtimestamp(float(m.group(1)), UTC).isoformat()}"
        except (OverflowError, OSError, ValueError):
            return m.group(0)

    return _ROLLBACK_TO.sub(iso, rationale or "")


def when(text: str | None, what: str) -> Any:
    if text is None:
        return None
    try:
        return parse_instant(text)
    except ValueError:
        raise InvalidInput(f"{what} must be an ISO-8601 instant, got {text!r}") from None


def column_style(name: str, longest: int = 0) -> dict[str, Any]:
    """Ids are never cut (they are what a person copies: `longest` is the longest shown); the
    content column takes what is left and wraps."""
    if name == "content":
        return {"ratio": 1, "min_width": 20, "overflow": "fold"}
    if name in ("id", "memory", "#"):
        return {"no_wrap": True, "min_width": max(longest, 1 if name == "#" else 16)}
    widths = {"salience": 11, "score": 5, "kind": 8, "scope": 12, "status": 8}
    return {"no_wrap": True, "overflow": "ellipsis", "min_width": widths.get(name, 4)}


@contextmanager
def progress_bar(out: Output, label: str) -> Iterator[Callable[[str, int, int], None]]:
    """A progress bar on stderr for people (the `helix_core.progress` contract: stage, done,
    total); silent for --json or when stderr is not a terminal."""
    if out.as_json or not out.err.is_terminal:
        yield lambda stage, done, total: None
        return
    with Progress(TextColumn(label), BarColumn(), MofNCompleteColumn(), console=out.err,
                  transient=True) as bar:
        task = bar.add_task(label, total=None)

        def advance(stage: str, done: int, total: int) -> None:
            bar.update(task, completed=done, total=total or None)

        yield advance


def salience_bar(value: float, width: int = 10) -> str:
    filled = int(round(max(0.0, min(1.0, value)) * width))
    return "█" * filled + "░" * (width - filled)


def event_name(event: Any) -> str:
    """A history event's name, marked when it came in an imported file (that store's account)."""
    return f"{event.event} (imported)" if getattr(event, "import_id", None) is not None else event.event


def short(text: str, n: int = 70) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


# -- handlers -------------------------------------------------------------------------------------


def cmd_recall(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    check_kinds(hx, args.kinds)
    hits = hx.recall(args.query, scope=args.scope, limit=args.limit, deep=args.deep, kinds=args.kinds,
                     record_access=not (args.no_access or getattr(args, "now", None)), actor="human")  # --now simulates

    def render(c: Console) -> None:
        if not hits:
            c.print("no memories match")
            return
        longest = max(len(h.memory.id) for h in hits)
        if c.width < longest + 60:  # too narrow for a row each: ids stay whole, content goes below
            for hit in hits:
                stacked(c, f"{hit.score:.2f}", hit.memory, marks(hit))
            return
        table = PlainTable(box=None, pad_edge=False)
        for col in ("score", "id", "kind", "scope", "content"):
            table.add_column(col, **column_style(col, longest))
        for hit in hits:
            table.add_row(f"{hit.score:.2f}", hit.memory.id, hit.memory.kind, hit.memory.scope,
                          Text(short(hit.memory.content)) + marks(hit))
        c.print(table)

    out.emit(hits, render)
    return 0


def marks(hit: Any) -> Text:
    """What a recall hit carries besides its text: surprise, a standing instruction the question
    falls under, contradiction, a pending or a likely update (a newer hit in the same results gives
    another value for what was asked)."""
    mark = Text()
    if "standing" in hit.components:
        mark.append(" (standing instruction)", style="cyan")
    if hit.surprise:
        mark.append(" (surprise)", style="magenta")
    if hit.flags:
        mark.append(f" (contradicted: flag {', '.join(map(str, hit.flags))})", style="red")
    if hit.superseded_by_proposal is not None:
        mark.append(f" (may be outdated: proposal {hit.superseded_by_proposal})", style="yellow")
    elif hit.newer and not hit.flags:
        mark.append(f" (newer: {visible(hit.newer)})", style="yellow")
    return mark


def stacked(c: Console, lead: str, memory: Any, extra: Text | None = None) -> None:
    """One memory in two lines for a narrow terminal: the whole id first, the content wrapped below."""
    head = Text(f"{lead}  ")
    head.append(visible(memory.id), style="bold")
    head.append(f"  {memory.kind} · {visible(memory.scope)} · {memory.status}", style="dim")
    c.print(head)
    body = Text("    ") + Text(visible(short(memory.content, 300)))
    if extra is not None:
        body += extra
    c.print(body)


def cmd_show(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    memory = hx.get(args.id)
    data = {
        "memory": memory, "salience": hx.salience(args.id), "fades_at": hx.fades_at(args.id),
        "edges": hx.edges(args.id), "provenance": hx.provenance(args.id),
        "history": hx.history(args.id),
    }

    def render(c: Console) -> None:
        c.print(f"[bold]{esc(memory.id)}[/]  {memory.kind}/{memory.shape}  level {memory.level}  "
                f"{memory.scope}  [cyan]{memory.status}[/]{'  📌' if memory.pinned else ''}")
        c.print(memory.content, markup=False)
        fades = data["fades_at"]
        c.print(f"salience {salience_bar(data['salience'])} {data['salience']:.3f}   importance "
                f"{memory.importance:.2f}   confidence {memory.confidence:.2f}   EF {memory.ef:.2f}   "
                f"half-life {'∞' if memory.half_life is None else f'{memory.half_life:.1f} d'}   "
                f"accesses {memory.access_count}")
        c.print(f"fades below the floor: {fades.date().isoformat() if fades else 'never'}")
        c.print(f"origin {memory.origin}   recorded {memory.recorded_at:%Y-%m-%d %H:%M}   "
                f"session {esc(memory.session or '-')}   agent {esc(memory.agent or '-')}")
        if memory.attributes:
            c.print("attributes: " + json.dumps(memory.attributes, ensure_ascii=False)[:500], markup=False)
        for edge in data["edges"]:
            c.print(f"  edge {esc(edge.src)} —{edge.relation}→ {esc(edge.dst)}")
        for event in data["history"][-15:]:
            c.print(f"  {event.at:%Y-%m-%d %H:%M}  {event_name(event):<14} {event.actor:<14} "
                    f"{readable(event.rationale)}", markup=False)

    out.emit(data, render)
    return 0


def cmd_list(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    check_kinds(hx, [args.kind] if args.kind else None)
    rows = hx.list(scope=args.scope, kind=args.kind, shape=args.shape, status=args.status,
                   text=args.search, order=args.order, descending=not args.ascending,
                   limit=args.limit, offset=args.offset)

    def render(c: Console) -> None:
        longest = max((len(m.id) for m, _ in rows), default=0)
        if c.width < longest + 70:  # too narrow for a row each: ids stay whole, content goes below
            for memory, sal in rows:
                stacked(c, f"{salience_bar(sal, 6)} {sal:.2f}", memory)
            return
        table = PlainTable(box=None, pad_edge=False)
        for col in ("salience", "id", "kind", "scope", "status", "content"):
            table.add_column(col, **column_style(col, longest))
        for memory, sal in rows:
            table.add_row(f"{salience_bar(sal, 6)} {sal:.2f}", memory.id, memory.kind, memory.scope,
                          memory.status, short(memory.content, 50))
        c.print(table)

    out.emit([{"memory": m, "salience": s} for m, s in rows], render)
    return 0


def _done(out: Output, memory: Any, verb: str) -> int:
    out.emit(memory, lambda c: c.print(f"[green]{verb}[/] {esc(memory.id)}"))
    return 0


def cmd_reinforce(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    m = hx.reinforce(args.id, args.quality, actor=args.actor)
    return _done(out, m, f"reinforced (EF {m.ef:.2f}, half-life "
                         f"{'∞' if m.half_life is None else f'{m.half_life:.1f} d'})")


def cmd_penalize(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    m = hx.penalize(args.id, args.amount, actor=args.actor)
    return _done(out, m, f"penalized (importance {m.importance:.2f})")


def cmd_pin(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    return _done(out, hx.pin(args.id, not args.off), "unpinned" if args.off else "pinned")


def _ask_cascade(hx: Helix, args: argparse.Namespace) -> str:
    """Derived memories quoting the memory: ask (at a terminal) whether to cut the quote or forget them."""
    if args.cascade:
        return str(args.cascade)
    quoted_by = hx.hard_forget_impact(args.id).quoted_by
    if not quoted_by or args.yes or not sys.stdin.isatty():
        return "demote"
    print(f"{len(quoted_by)} derived memories quote it: {', '.join(quoted_by[:5])}"
          + (" …" if len(quoted_by) > 5 else ""))
    answer = input("Cut the quote out of them and demote them [d], or hard-forget them too [f]? ").strip()
    return "forget" if answer.lower().startswith("f") else "demote"


def _render_hard_forget(c: Console, result: Any) -> None:
    c.print(f"[red]hard-forgot[/] {esc(result.memory_id)}; removed {result.edges_removed} edges; demoted: "
            f"{esc(', '.join(result.demoted) or 'nothing')}")
    if result.quote_removed:
        c.print(f"  quote cut out of (demoted, flagged for review): {esc(', '.join(result.quote_removed))}")
    if result.forgotten:
        c.print(f"  hard-forgotten with it: {esc(', '.join(result.forgotten))}")
    if result.withdrawn:
        c.print(f"  proposals withdrawn: {', '.join(map(str, result.withdrawn))}")


def cmd_forget(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    if args.hard:
        hx.get(args.id)  # fail with "not found" before asking
        if not args.yes:
            if not sys.stdin.isatty():
                raise InvalidInput("--hard needs --yes when stdin is not a terminal")
            answer = input(f"Type the id {args.id} to remove every trace of it: ").strip()
            if answer != args.id:
                out.error("not confirmed; nothing was removed")
                return 1
        result = hx.forget(args.id, hard=True, rationale=args.reason, cascade=_ask_cascade(hx, args))
        out.emit(result, lambda c: _render_hard_forget(c, result))
        return 0
    return _done(out, hx.forget(args.id, rationale=args.reason), "forgot (restore brings it back)")


def cmd_restore(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    return _done(out, hx.restore(args.id), "restored")


def cmd_edit(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    if args.content == "-":
        args.content = capture.read_stdin("nothing to edit: give the text after --content, or - and pipe it")
    changes = {k: getattr(args, k) for k in ("content", "kind", "scope", "importance", "confidence")
               if getattr(args, k) is not None}
    if not changes:
        raise InvalidInput("nothing to change: give --content, --kind, --scope, --importance or --confidence")
    return _done(out, hx.edit(args.id, rationale=args.reason, **changes), "edited")


def cmd_link(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    edge = hx.link(args.src, args.dst, args.relation, weight=args.weight)
    out.emit(edge, lambda c: c.print(f"[green]linked[/] {esc(edge.src)} —{edge.relation}→ {esc(edge.dst)}"))
    return 0


def cmd_log(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    check_event(hx, args.event)
    events = hx.history(args.id, actor=args.actor, event=args.event,
                        since=when(args.since, "--since"), until=when(args.until, "--until"),
                        limit=args.limit)

    def render(c: Console) -> None:
        table = PlainTable(box=None, pad_edge=False)
        longest = {"#": max((len(str(e.id)) for e in events), default=1),
                   "memory": max((len(e.memory_id) for e in events), default=6)}
        for col in ("#", "at", "memory", "event", "actor", "why"):  # the event id is what rollback takes
            style = column_style(col, longest.get(col, 0)) if col in longest else \
                {"ratio": 1, "min_width": 12, "overflow": "fold"} if col == "why" else \
                {"no_wrap": True, "overflow": "ellipsis", "min_width": 16 if col == "at" else 6}
            table.add_column(col, **style)
        for e in events:
            table.add_row(str(e.id), f"{e.at:%Y-%m-%d %H:%M}", e.memory_id, event_name(e), e.actor,
                          short(readable(e.rationale), 40))
        table.show(c)

    out.emit(events, render)
    return 0


def cmd_stats(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    stats = hx.stats()

    def render(c: Console) -> None:
        c.print(f"[bold]{stats.total}[/] memories in {esc(stats.db_path)} ({stats.db_bytes / 1e6:.1f} MB)")
        c.print("status: " + ", ".join(f"{k} {v}" for k, v in sorted(stats.by_status.items())))
        c.print("shape:  " + ", ".join(f"{k} {v}" for k, v in sorted(stats.by_shape.items())))
        c.print("scope:  " + esc(", ".join(f"{k} {v}" for k, v in sorted(stats.by_scope.items()))))
        c.print(f"embedder {esc(stats.embedder)}; {stats.pending_embeddings} waiting for a vector")

    out.emit(stats, render)
    return 0


def cmd_sweep(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    result = hx.sweep()
    out.emit(result, lambda c: c.print(f"archived {result.archived}, pruned {result.pruned}"))
    return 0


def cmd_embed(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    done = hx.embed_pending()
    pieced = hx.embed_pieces()  # long memories from before pieces existed, or imported
    out.emit({"embedded": done, "pieces_checked": pieced}, lambda c: c.print(
        f"embedded {done} memories" + (f"; checked {pieced} long memories for pieces" if pieced else "")))
    return 0


def cmd_flush(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    result = hx.end_session(args.session)
    out.emit(result, lambda c: c.print(
        f"session {esc(result['session'])} ended ({result['episodes']} episodes); consolidation queued"))
    return 0


def cmd_demo(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    from ..demo import PROJECTS, build_demo

    if hx.count():
        # Its memories have fixed ids: a second copy cannot go in beside the first, --force or not.
        if hx.store.meta_get("demo_seed") is not None or any(hx.exists(f"mem_project_{name}")
                                                              for name in PROJECTS):
            out.emit({"memories": hx.count(), "already": True}, lambda c: c.print(
                f"{esc(hx.store.describe())} already holds the demo ({hx.count()} memories); nothing added"))
            return 0
        if not args.force:
            raise InvalidInput(f"{hx.store.describe()} already holds memories; use --force to add the demo anyway")
    with progress_bar(out, "building the demo") as advance:
        summary = build_demo(hx, seed=args.seed, episodes=args.episodes, progress=advance)
    review = ""
    if args.consolidate:
        # The app opens on something to review: what consolidation proposes and flags in the demo.
        with progress_bar(out, "consolidating") as advance:
            run = hx.consolidate(progress=advance)
        pending = sum(1 for p in run.proposals if p.status == "pending")
        summary = {**summary, "proposals_pending": pending, "contradictions": len(run.flags)}
        review = (f"; consolidation proposed {pending} changes and flagged {len(run.flags)} "
                  "contradictions for review")
    out.emit(summary, lambda c: c.print(
        f"[green]demo ready[/]: {summary['memories']} memories over {summary['days']} days in "
        f"{', '.join(summary['scopes'])}{review} → {esc(hx.store.describe())}"))
    return 0
