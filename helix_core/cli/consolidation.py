"""Subcommands for consolidation and review: consolidate, proposals, approve, reject, merge, flags,
resolve, review, runs, worker."""

from __future__ import annotations

import argparse
import signal
import threading
from typing import Any

from rich.console import Console

from ..consolidation.types import RunResult
from ..errors import HelixError, InvalidInput
from ..helix import Helix
from .memories import column_style, when
from .output import Output, PlainTable, esc

SUMMARY_KEYS = (
    "episodes_considered", "eligible", "clusters", "proposals", "add", "update", "noop", "supersede",
    "merge", "archive", "promoted", "reinforced", "contradictions", "reflections", "themes",
    "archetypes", "summaries", "procedures", "plan_graphs", "compressed", "skipped_support",
    "skipped_band", "demoted", "auto_approved", "importance_upgraded", "model_calls", "fallbacks",
)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("consolidate", help="run consolidation now (--dry-run: show what would change)")
    p.add_argument("--dry-run", action="store_true", help="write nothing; show the proposals it would make")
    p.add_argument("--since", help="only episodes recorded at or after this ISO-8601 instant")
    p.add_argument("--until", help="only episodes recorded at or before this ISO-8601 instant")
    p.add_argument("--trigger", default="manual", choices=["manual", "importance_budget", "session_end",
                                                           "schedule"])
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")
    p.set_defaults(handler=cmd_consolidate)

    p = sub.add_parser("proposals", help="consolidation proposals (pending by default)")
    p.add_argument("--status", default="pending", choices=["pending", "approved", "applied", "rejected", "all"])
    p.add_argument("--run", type=int, help="only this run's proposals")
    p.add_argument("--action", help="ADD, UPDATE, NOOP, SUPERSEDE, MERGE or ARCHIVE")
    p.add_argument("--limit", type=int)
    p.set_defaults(handler=cmd_proposals)

    p = sub.add_parser("approve", help="apply a pending proposal (optionally edited)")
    p.add_argument("id", nargs="+", help="proposal id(s), as `helix proposals` shows them")
    p.add_argument("--content", help="replace the proposed text before applying")
    p.add_argument("--kind")
    p.add_argument("--scope")
    p.add_argument("--actor", default="human")
    p.set_defaults(handler=cmd_approve)

    p = sub.add_parser("reject", help="reject a pending proposal")
    p.add_argument("id", nargs="+", help="proposal id(s), as `helix proposals` shows them")
    p.add_argument("--reason")
    p.add_argument("--actor", default="human")
    p.set_defaults(handler=cmd_reject)

    p = sub.add_parser("merge", help="merge memories into one (or, with --proposals, pending proposals)")
    p.add_argument("ids", nargs="+")
    p.add_argument("--content", help="the merged text (default: the text of the memory that stays, the "
                                     "strongest: a person's word, pinned, a lasting kind)")
    p.add_argument("--proposals", action="store_true", help="the ids are proposal ids")
    p.add_argument("--actor", default="human")
    p.set_defaults(handler=cmd_merge)

    p = sub.add_parser("flags", help="contradiction flags (open by default)")
    p.add_argument("--status", default="open", choices=["open", "resolved", "all"])
    p.set_defaults(handler=cmd_flags)

    p = sub.add_parser("resolve", help="resolve a contradiction flag")
    p.add_argument("flag", type=int)
    p.add_argument("--keep", required=True, choices=["a", "b", "both", "supersede"],
                   help="a / b: keep one (the other is superseded); supersede: the newer wins; both")
    p.add_argument("--scope-a", help="with --keep both: the scope for the left memory")
    p.add_argument("--scope-b", help="with --keep both: the scope for the right memory")
    p.add_argument("--note")
    p.set_defaults(handler=cmd_resolve)

    p = sub.add_parser("review", help="the review queue, or one decision: review ID --decision keep")
    p.add_argument("id", nargs="?")
    p.add_argument("--decision", choices=["keep", "merge", "extract", "edit", "skip", "archive"])
    p.add_argument("--content", help="EDIT: the new text; EXTRACT: the fact; MERGE: the merged text")
    p.add_argument("--with", dest="merge_with", action="append", help="MERGE: another memory id")
    p.add_argument("--kind")
    p.add_argument("--note")
    p.add_argument("--limit", type=int, default=20)
    p.add_argument("--scope")
    p.set_defaults(handler=cmd_review)

    p = sub.add_parser("runs", help="recorded consolidation runs and their counts")
    p.add_argument("id", nargs="?", type=int, help="one run, with its proposals")
    p.add_argument("--limit", type=int, default=20)
    p.set_defaults(handler=cmd_runs)

    p = sub.add_parser("worker", help="check the triggers and drain the consolidation queue once")
    p.add_argument("--no-check", action="store_true", help="only drain what is already queued")
    p.set_defaults(handler=cmd_worker)


# -- helpers --------------------------------------------------------------------------------------


def _short(text: str | None, n: int = 70) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= n else text[: n - 1] + "…"


def render_run(c: Console, run: RunResult, limit: int = 60) -> None:
    head = "dry run — nothing was written" if run.dry_run else f"run {run.id} ({run.status})"
    c.print(f"[bold]{head}[/]  trigger {esc(run.trigger)}")
    table = PlainTable(box=None, pad_edge=False, show_header=False)
    table.add_column("count")
    table.add_column("n", justify="right")
    for key in SUMMARY_KEYS:
        if run.counts.get(key):
            table.add_row(key.replace("_", " "), str(run.counts[key]))
    c.print(table)
    if run.proposals:
        c.print()
        render_proposals(c, run.proposals[:limit])
        if len(run.proposals) > limit:
            c.print(f"… and {len(run.proposals) - limit} more (helix proposals)")
    if run.flags:
        c.print()
        render_flags(c, run.flags)
    if run.error:
        c.print(f"[red]{esc(run.error)}[/]")


def render_proposals(c: Console, proposals: list[Any]) -> None:
    table = PlainTable(box=None, pad_edge=False)
    for col in ("id", "action", "kind", "lvl", "scope", "conf", "src", "status"):
        table.add_column(col, no_wrap=True)
    table.add_column("content", **column_style("content"))
    for p in proposals:
        text = p.content or ("→ " + ", ".join(p.target_ids))
        scope = p.scope.removeprefix("project:")
        table.add_row(str(p.id) if p.id is not None else "-", p.action, p.kind or "", str(p.level),
                      scope, f"{p.confidence:.2f}", str(len(p.grounding)), p.status, _short(text, 60))
    table.show(c)


def render_flags(c: Console, flags: list[Any]) -> None:
    table = PlainTable(box=None, pad_edge=False)
    for col in ("id", "kind", "status", "a", "b"):  # a and b: the memory ids a person copies
        table.add_column(col, no_wrap=True)
    table.add_column("reason", **column_style("content"))
    for f in flags:
        table.add_row(str(f.id) if f.id is not None else "-", f.kind, f.status, f.a_id, f.b_id or "",
                      _short(f.resolution or f.reason, 60))
    table.show(c)


# -- handlers -------------------------------------------------------------------------------------


def cmd_consolidate(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    since, until = when(args.since, "--since"), when(args.until, "--until")
    cancel = threading.Event()
    show = not (args.quiet or out.as_json)
    last = {"stage": ""}

    def progress(stage: str, done: int, total: int) -> None:
        if show and done >= total and stage != last["stage"]:
            last["stage"] = stage
            out.err.print(f"  {stage:<11} {done}/{total}")

    previous = signal.getsignal(signal.SIGINT)

    def on_interrupt(signum: int, frame: Any) -> None:
        cancel.set()  # stop before applying: nothing half-applied

    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, on_interrupt)
    try:
        hx.embed_pending()
        run = hx.consolidate(dry_run=args.dry_run, trigger=args.trigger, since=since, until=until,
                             progress=progress, cancel=cancel)
    finally:
        if threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGINT, previous)
    out.emit(run, lambda c: render_run(c, run))
    return 0


def cmd_proposals(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    status = None if args.status == "all" else args.status
    proposals = hx.proposals(status=status, run_id=args.run, action=args.action, limit=args.limit)

    def render(c: Console) -> None:
        if not proposals:
            c.print("no proposals")
            return
        render_proposals(c, proposals)

    out.emit(proposals, render)
    return 0


def pending_proposals(hx: Helix, ids: list[str], actor: str, approving: bool) -> list[int]:
    """Every id named, checked before any is decided: each a pending proposal (an agent's own
    cannot be approved by it), given once."""
    from ..errors import NotFound, PermissionDenied
    from ..history import check_actor, is_agent

    check_actor(actor)
    numbers: list[int] = []
    for text in dict.fromkeys(ids):
        try:
            number = int(text)
        except ValueError:
            raise InvalidInput(f"a proposal id is a number, got {text!r}; nothing was decided") from None
        try:
            proposal = hx.proposal(number)
        except NotFound:
            raise NotFound(f"no proposal {number}; nothing was decided", what="proposal", id=number) from None
        if proposal.status != "pending":
            raise InvalidInput(f"proposal {number} is already {proposal.status}; nothing was decided")
        if approving and is_agent(actor) and proposal.proposed_by == actor:
            raise PermissionDenied(f"{actor} cannot approve its own proposal {number}; nothing was decided")
        numbers.append(number)
    return numbers


def decide_each(out: Output, numbers: list[int], decide: Any, render: Any, verb: str) -> int:
    """Decide the proposals one by one; when one fails, show those already decided, then the error."""
    done: list[Any] = []
    for number in numbers:
        try:
            done.append(decide(number))
        except HelixError as exc:
            if not done:
                raise
            out.emit(done, lambda c: [render(c, p) for p in done])
            already = ", ".join(str(p.id) for p in done)
            raise type(exc)(f"{exc} (proposal {number}; {verb} before it: {already})") from None
    out.emit(done, lambda c: [render(c, p) for p in done])
    return 0


def cmd_approve(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    edits = {k: getattr(args, k) for k in ("content", "kind", "scope") if getattr(args, k) is not None}
    if edits and len(args.id) > 1:
        raise InvalidInput("edits apply to one proposal at a time")
    numbers = pending_proposals(hx, args.id, args.actor, approving=True)
    return decide_each(out, numbers, lambda i: hx.approve(i, edits=edits or None, actor=args.actor),
                       lambda c, p: c.print(f"[green]approved[/] proposal {p.id} → {esc(p.result_id)}"),
                       "approved")


def cmd_reject(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    numbers = pending_proposals(hx, args.id, args.actor, approving=False)
    return decide_each(out, numbers, lambda i: hx.reject(i, actor=args.actor, reason=args.reason),
                       lambda c, p: c.print(f"[yellow]rejected[/] proposal {p.id}"), "rejected")


def cmd_merge(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    if args.content is not None and not args.content.strip():
        raise InvalidInput("--content is empty (leave it out to keep the text of the memory that stays)")
    if args.proposals:
        result = hx.merge_proposals(args.ids, args.content,
                                    actor=args.actor)
        out.emit(result, lambda c: c.print(f"[green]merged[/] into proposal {result.id} "
                                           f"({len(result.grounding)} grounding memories)"))
        return 0
    plan = hx.merge_preview(args.ids, args.content)
    result = hx.merge(args.ids, args.content, actor=args.actor)

    def render(c: Console) -> None:
        c.print(f"[green]merged[/] {esc(', '.join(args.ids))} → "
                f"{esc(result.result_id or f'proposal {result.id} (pending)')}")
        render_merge(c, plan)

    out.emit(result, render)
    return 0


def render_merge(c: Console, plan: Any) -> None:
    """What a merge kept and superseded, and its warnings (a person's memory superseded…)."""
    c.print(esc(plan.describe()))
    for warning in plan.warnings:
        c.print(f"[yellow]warning:[/] {esc(warning)}")


def cmd_flags(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    flags = hx.flags(status=None if args.status == "all" else args.status)

    def render(c: Console) -> None:
        if not flags:
            c.print("no flags")
            return
        render_flags(c, flags)

    out.emit(flags, render)
    return 0


def cmd_resolve(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    if args.keep != "both" and (args.scope_a or args.scope_b):
        raise InvalidInput(f"--scope-a and --scope-b go with --keep both, not --keep {args.keep}")
    action = {"a": "keep_a", "b": "keep_b", "both": "keep_both_scoped", "supersede": "supersede"}[args.keep]
    flag = hx.resolve(args.flag, action, scope_a=args.scope_a, scope_b=args.scope_b, note=args.note)
    out.emit(flag, lambda c: c.print(f"[green]resolved[/] flag {flag.id}: {esc(flag.resolution)}"))
    return 0


def cmd_review(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    if args.id is None:
        if args.decision:
            raise InvalidInput("give the memory id to decide on: helix review ID --decision keep")
        items = hx.review_queue(limit=args.limit, scope=args.scope)

        def render(c: Console) -> None:
            if not items:
                c.print("nothing to review")
                return
            table = PlainTable(box=None, pad_edge=False)
            for col in ("why", "salience", "fades", "id", "kind"):
                table.add_column(col, no_wrap=True)  # the id is what `review ID` takes: never cut
            table.add_column("content", **column_style("content"))
            for item in items:
                fades = item.fades_at.date().isoformat() if item.fades_at else "never"
                table.add_row(item.reason, f"{item.salience:.2f}", fades, item.memory.id,
                              item.memory.kind, _short(item.memory.content, 50))
            table.show(c)
            c.print("decide with: helix review ID --decision keep|merge|extract|edit|skip|archive")

        out.emit(items, render)
        return 0
    if not args.decision:
        raise InvalidInput("--decision is required with a memory id")
    plan = hx.merge_preview([args.id, *args.merge_with], args.content, args.kind) \
        if args.decision == "merge" and args.merge_with else None
    memory = hx.review(args.id, args.decision, content=args.content, merge_with=args.merge_with,
                       kind=args.kind, note=args.note)

    def render(c: Console) -> None:
        c.print(f"[green]{args.decision.upper()}[/] {esc(args.id)} → {esc(memory.id)}")
        if plan is not None:
            render_merge(c, plan)

    out.emit(memory, render)
    return 0


def cmd_runs(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    if args.id is not None:
        run = hx.run(args.id)
        out.emit(run, lambda c: render_run(c, run))
        return 0
    runs = hx.runs(limit=args.limit)

    def render(c: Console) -> None:
        if not runs:
            c.print("no runs yet")
            return
        table = PlainTable(box=None, pad_edge=False)
        for col in ("id", "started", "trigger", "status", "episodes", "proposals", "noop",
                    "contradictions", "reflections"):
            table.add_column(col, no_wrap=True)
        for r in runs:
            table.add_row(str(r.id), f"{r.started_at:%Y-%m-%d %H:%M}", r.trigger, r.status,
                          str(r.counts.get("episodes_considered", 0)), str(r.counts.get("proposals", 0)),
                          str(r.counts.get("noop", 0)), str(r.counts.get("contradictions", 0)),
                          str(r.counts.get("reflections", 0)))
        table.show(c)

    out.emit(runs, render)
    return 0


def cmd_worker(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    enqueued = [] if args.no_check else hx.check_triggers()
    hx.embed_pending()
    results = hx.drain_triggers()
    data = {"enqueued": enqueued, "runs": results}

    def render(c: Console) -> None:
        if enqueued:
            c.print("enqueued: " + esc(", ".join(enqueued)))
        if not results:
            c.print("queue empty; nothing to run")
        for run in results:
            render_run(c, run, limit=20)

    out.emit(data, render)
    return 0
