"""Subcommands for moving memories between stores and reviewing what comes in: export, import,
quarantine (list / approve / reject), trust, and rollback."""

from __future__ import annotations

import argparse

from rich.console import Console

from ..errors import InvalidInput, NotFound
from ..helix import Helix
from ..kinds import STATUSES
from .memories import check_kinds, progress_bar, short, when
from .output import Output, PlainTable, esc


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("export", help="write memories, edges, provenance and history to a .dna file")
    p.add_argument("path")
    p.add_argument("--scope", help="only this scope (global or project:<id>)")
    p.add_argument("--kind", action="append", dest="kinds", help="only this kind (repeatable)")
    p.add_argument("--status", action="append", dest="statuses", choices=STATUSES,
                   help="only this status (repeatable)")
    p.add_argument("--force", action="store_true", help="overwrite an existing file")
    p.set_defaults(handler=cmd_export)

    p = sub.add_parser("import", help="read a .dna file; everything lands in quarantine for review")
    p.add_argument("path")
    p.add_argument("--actor", default="human")
    p.add_argument("--trusted", action="store_true",
                   help="your own store, moved: approve what comes in at once (what looks like prompt "
                        "injection still waits in quarantine; only a person may)")
    p.set_defaults(handler=cmd_import, prechecks=(check_import,))

    p = sub.add_parser("copy", help="copy a whole store with its history to another database (a file "
                                     "or a postgresql:// URL); the target must be empty")
    p.add_argument("source", help="a database file or a postgresql:// URL")
    p.add_argument("target", help="a database file or a postgresql:// URL (empty or new)")
    p.set_defaults(handler=cmd_copy, no_db=True)

    p = sub.add_parser("roles", help="on a PostgreSQL server: the GRANTs that let agents write and "
                                      "people review (printed; --apply runs them as the owner)")
    p.add_argument("--writer", help="an existing role for agents: capture, recall, embed, end sessions")
    p.add_argument("--reviewer", help="an existing role for people: everything, approving included")
    p.add_argument("--apply", action="store_true", help="run the statements now (as the tables' owner)")
    p.set_defaults(handler=cmd_roles)

    p = sub.add_parser("quarantine", help="list quarantined memories, or approve/reject them")
    qsub = p.add_subparsers(dest="qaction", metavar="ACTION", parser_class=type(p))
    p.set_defaults(handler=cmd_quarantine_list)
    q = qsub.add_parser("list", help="what waits for review, with the checks")
    q.set_defaults(handler=cmd_quarantine_list)
    for verb in ("approve", "reject"):
        q = qsub.add_parser(verb, help=f"{verb} quarantined memories (only a person may)")
        q.add_argument("ids", nargs="*", metavar="ID",
                       help="the quarantined memories' ids, as `helix quarantine list` shows them")
        q.add_argument("--all", action="store_true", help=f"{verb} everything in quarantine")
        q.add_argument("--batch", type=int, help=f"{verb} everything from this import batch")
        q.add_argument("--actor", default="human")
        q.add_argument("--reason")
        q.set_defaults(handler=cmd_quarantine_decide, approve=verb == "approve")

    p = sub.add_parser("trust", help="how far a memory is trusted (the minimum over its sources)")
    p.add_argument("id")
    p.set_defaults(handler=cmd_trust)

    p = sub.add_parser("rollback", help="undo one history event, or restore the store to a time")
    p.add_argument("event_id", nargs="?", type=int, help="the event to undo (see `helix log`)")
    p.add_argument("--to", help="restore every memory to how it was at this ISO-8601 instant")
    p.add_argument("--actor", default="human")
    p.set_defaults(handler=cmd_rollback)


def cmd_export(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    check_kinds(hx, args.kinds)
    with progress_bar(out, "exporting") as advance:
        result = hx.export(args.path, scope=args.scope, kinds=args.kinds, statuses=args.statuses,
                           force=args.force, progress=advance)

    def render(c: Console) -> None:
        counts = ", ".join(f"{n} {k}" for k, n in result.counts.items())
        c.print(f"[green]exported[/] {counts} to {esc(result.path)} ({result.bytes:,} bytes)")
        if result.redacted:
            c.print(f"[yellow]{result.redacted} secret(s) were redacted on the way out[/]")

    out.emit(result, render)
    return 0


def check_import(args: argparse.Namespace) -> None:
    """Before a store is opened (or made): the file is there, and --trusted is a person's."""
    from pathlib import Path

    from ..portability.quarantine import require_human

    path = Path(args.path).expanduser()
    if not args.path.strip():
        raise InvalidInput("no file given")
    if not path.exists():
        raise InvalidInput(f"{args.path} does not exist")
    if path.is_dir():
        raise InvalidInput(f"{args.path} is a directory, not a .dna file")
    if args.trusted:
        require_human(args.actor, "approve")  # before the import, not after it


def cmd_import(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    with progress_bar(out, "importing") as advance:
        result = hx.import_(args.path, actor=args.actor, progress=advance, trusted=args.trusted)

    def render(c: Console) -> None:
        if args.trusted:
            held = len(result.suspicious)
            c.print(f"[green]imported[/] {len(result.quarantined)} memories (batch {result.batch_id}), "
                    f"approved as trusted" + (f"; {held} that look like prompt injection wait in "
                                              "quarantine" if held else ""))
        else:
            c.print(f"[green]imported[/] {len(result.quarantined)} memories (batch {result.batch_id}); "
                    "all are in quarantine — review with `helix quarantine`")
        for old, new in result.renamed.items():
            c.print(f"  id {esc(old)} was taken here: imported as {esc(new)}")
        if result.duplicates:
            c.print(f"  {len(result.duplicates)} look like duplicates of memories already here")
        if result.conflicts:
            c.print(f"  {len(result.conflicts)} may conflict with memories already here")
        if result.suspicious:
            c.print(f"  [red]{len(result.suspicious)} look like prompt injection[/]")
        if result.redacted:
            c.print(f"  {result.redacted} secret(s) were redacted")
        for note in result.notes:
            c.print(f"  [yellow]note:[/] {esc(note)}")

    out.emit(result, render)
    return 0


def cmd_copy(hx: Helix | None, args: argparse.Namespace, out: Output) -> int:
    from pathlib import Path

    from ..portability.copy import copy_store
    from ..store.backends import is_url

    def where(value: str) -> str | Path:
        return value if is_url(value) else Path(value).expanduser()

    source = where(args.source)
    if isinstance(source, Path) and not source.exists():
        raise InvalidInput(f"no Helix database at {source}")
    shown: dict[str, int] = {}

    def progress(stage: str, done: int) -> None:
        """A long copy says where it is: each stage as it starts, then every 50,000 rows."""
        if out.as_json or (stage in shown and done < shown[stage] + 50_000):
            return
        shown[stage] = done
        out.err.print(f"  {stage:<18} {done:>10,}" if done else f"  {stage} ...")

    result = copy_store(source, where(args.target), progress)

    def render(c: Console) -> None:
        total = result.counts.get("memory", 0)
        c.print(f"[green]copied[/] {total} memories with their history from {esc(result.source)} "
                f"to {esc(result.target)}")
        c.print("  " + ", ".join(f"{n} {table}" for table, n in result.counts.items() if n))

    out.emit(result, render)
    return 0


def cmd_roles(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    statements = hx.grant_roles(writer=args.writer, reviewer=args.reviewer, apply=args.apply)

    def render(c: Console) -> None:
        for statement in statements:
            c.print(esc(statement) + ";")
        if args.apply:
            c.print(f"[green]applied[/] {len(statements)} statement(s)")

    out.emit({"statements": statements, "applied": args.apply}, render)
    return 0


def cmd_quarantine_list(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    items = hx.quarantined()

    def render(c: Console) -> None:
        if not items:
            c.print("quarantine is empty")
            return
        table = PlainTable(box=None, pad_edge=False)
        # ids are what a person copies into `quarantine approve ID`: never cut; the text wraps
        table.add_column("id", no_wrap=True, min_width=max(len(i.memory.id) for i in items))
        table.add_column("was", no_wrap=True, max_width=9)
        table.add_column("checks", ratio=1, min_width=16, overflow="fold")
        table.add_column("content", ratio=1, min_width=16, overflow="fold")
        for item in items:
            checks = [f"duplicate of {d['id']}" for d in item.duplicates]
            checks += [f"conflicts with {x['id']}" for x in item.conflicts]
            if item.injection:
                checks.append("injection: " + ", ".join(sorted({f["pattern"] for f in item.injection})))
            elif item.checks.get("injection") is True:
                checks.append("injection (at capture)")
            table.add_row(item.memory.id, item.original_status,
                          "; ".join(checks) or "clean", short(item.memory.content, 50))
        table.show(c)

    out.emit(items, render)
    return 0


def quarantined_ids(hx: Helix, args: argparse.Namespace) -> list[str]:
    """The memories to decide, every one checked to be in quarantine before any is decided."""
    from ..portability.quarantine import items, require_human

    require_human(args.actor, "approve" if args.approve else "reject")
    if not (args.ids or args.all or args.batch is not None):
        raise InvalidInput("give the ids to decide, --all, or --batch N")
    waiting = items(hx.store)  # without the checks `quarantine list` shows: nothing to embed
    ids = list(args.ids)
    if args.batch is not None:
        batch = [i.memory.id for i in waiting if i.import_id == args.batch]
        if not batch:
            raise InvalidInput(f"no import batch {args.batch} in quarantine"
                               + ("" if waiting else " (quarantine is empty)"))
        ids += batch
    if args.all and not waiting:
        raise InvalidInput("quarantine is empty")
    if args.all:
        ids += [i.memory.id for i in waiting]
    held = {i.memory.id for i in waiting}
    for memory_id in ids:
        if memory_id not in held:
            status = hx.get(memory_id).status  # NotFound: no memory with that id
            raise InvalidInput(f"{memory_id} is not in quarantine (it is {status}); nothing was decided")
    return list(dict.fromkeys(ids))


def cmd_quarantine_decide(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    try:
        ids = quarantined_ids(hx, args)
    except NotFound as exc:
        raise NotFound(f"{exc}; nothing was decided", what=exc.what, id=exc.id) from None
    decide = hx.approve_quarantined if args.approve else hx.reject_quarantined
    results = [decide(memory_id, actor=args.actor, rationale=args.reason) for memory_id in ids]
    verb = "approved" if args.approve else "rejected"

    def render(c: Console) -> None:
        for m in results:
            c.print(f"[green]{verb}[/] {esc(m.id)} → {m.status}")

    out.emit(results, render)
    return 0


def cmd_trust(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    value = hx.trust(args.id)
    out.emit({"id": args.id, "trust": value}, lambda c: c.print(f"{esc(args.id)}: trust {value:.2f}"))
    return 0


def cmd_rollback(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    if (args.event_id is None) == (args.to is None):
        raise InvalidInput("give an EVENT_ID or --to ISO-8601 (one of the two)")
    result = hx.rollback(args.event_id, to=when(args.to, "--to"), actor=args.actor)

    def render(c: Console) -> None:
        c.print(f"[green]rolled back[/] {result.events_undone} event(s) across "
                f"{len(result.memories)} memories")
        for note in result.skipped:
            c.print(f"  [yellow]skipped[/] {esc(note)}")

    out.emit(result, render)
    return 0
