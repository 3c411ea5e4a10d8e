"""`helix doctor [--repair]` and `helix backup PATH`: check, repair and copy the store."""

from __future__ import annotations

import argparse
from pathlib import Path

from rich.console import Console

from ..errors import InvalidInput
from ..helix import Helix
from .memories import progress_bar
from .output import Output, esc


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("doctor", help="check the database and its indexes; --repair fixes what it can")
    p.add_argument("--repair", action="store_true", help="rebuild indexes, drop orphans, re-embed")
    p.add_argument("--stale-run-minutes", type=float, default=None,
                   help="treat consolidation runs still 'running' after this long as interrupted "
                        "(default 60)")
    p.set_defaults(handler=cmd_doctor)

    p = sub.add_parser("recover", help="salvage what can be read from a damaged database into a new file")
    p.add_argument("target", help="the new database file to create")
    p.set_defaults(handler=cmd_recover, no_db=True)

    p = sub.add_parser("backup", help="copy the database (safe while other processes write)")
    p.add_argument("path", help="target file, or a directory to put a dated copy in")
    p.add_argument("--force", action="store_true", help="overwrite an existing file")
    p.set_defaults(handler=cmd_backup)


def cmd_doctor(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    stale = None if args.stale_run_minutes is None else max(0.0, args.stale_run_minutes) * 60.0
    report = hx.doctor(repair=args.repair, stale_run_seconds=stale)

    def render(c: Console) -> None:
        for check in report.checks:
            mark = "[green]ok[/]  " if check.ok else "[red]FAIL[/]"
            c.print(f"{mark} {check.name:<11} {esc(check.detail)}", markup=True, highlight=False)
        verdict = "healthy" if report.ok else "problems remain"
        if not report.check("integrity").ok:
            verdict = "the database file is damaged (see above for how to recover)"
        elif not report.ok and not report.repair:
            verdict += " (run `helix doctor --repair`)"
        c.print(f"{verdict}; {report.problems} problem(s) found, {report.repaired} repaired "
                f"in {report.seconds:.2f} s")

    out.emit({"ok": report.ok, "problems": report.problems, "repaired": report.repaired,
              "seconds": report.seconds, "checks": report.checks}, render)
    return 0 if report.ok else 1


def cmd_backup(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    target = Path(args.path).expanduser()
    source = hx.path
    if (target.is_file() and not args.force and source is not None
            and target.resolve() != Path(source).resolve()):
        raise InvalidInput(f"{target.resolve()} exists; choose another path (or pass --force to overwrite it)")
    target = hx.backup(args.path, overwrite=args.force)
    out.emit({"backup": str(target)}, lambda c: c.print(f"backed up to {esc(target)}"))
    return 0


def cmd_recover(hx: None, args: argparse.Namespace, out: Output) -> int:
    """Needs no open store: the damaged file may not open at all."""
    from ..salvage import salvage
    from .main import database_of

    source = database_of(args.db)
    if isinstance(source, str):
        raise InvalidInput("recover salvages a damaged database file; the store here is a server "
                           "(--db chooses a file)")
    with progress_bar(out, "recovering") as advance:
        report = salvage(source, Path(args.target), progress=advance)

    def render(c: Console) -> None:
        for part in report.tables:
            if part.error:
                c.print(f"[red]lost[/] {part.name:<17} could not be read: {esc(part.error)}")
            elif part.damaged:
                upto = f"up to {part.unreadable}" if part.unreadable is not None else "some"
                c.print(f"[yellow]part[/] {part.name:<17} {part.recovered} rows; {upto} on damaged pages lost")
            elif part.recovered:
                c.print(f"[green]ok[/]   {part.name:<17} {part.recovered} rows")
        c.print(f"recovered {report.memories} memories into {esc(report.target)}; the damaged file was not "
                f"changed. Next: helix --db {esc(report.target)} doctor --repair (rebuilds the vectors), "
                "then use it in place of the damaged file")

    out.emit(report, render)
    return 0 if report.lossless else 1
