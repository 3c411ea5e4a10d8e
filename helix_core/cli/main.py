"""`helix`: the command line. With no subcommand it opens the app.

Each group of subcommands lives in its own module with a `register(subparsers)` function; handlers
get the open `Helix`, the parsed arguments and an `Output`, and return an exit code.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import get_args

from .. import __version__
from ..errors import HelixError
from ..kinds import EmbedderKind
from ..paths import is_server as is_url

COMMAND_MODULES = [
    "helix_core.cli.memories",
    "helix_core.cli.consolidation",
    "helix_core.cli.portability",
    "helix_core.cli.maintenance",
    "helix_core.cli.agents",
]


GLOBAL_VALUED = ("--db", "--now", "--embedder")  # global options that take a value
# Commands that read or change a store that must already exist: on a path with no database they
# are an error, never a new empty file (capture, import and demo create one; agents' commands and
# the worker start from nothing on purpose).
NEEDS_STORE = frozenset({
    "recall", "show", "list", "reinforce", "penalize", "pin", "forget", "restore", "edit", "link", "log",
    "stats", "sweep", "embed", "consolidate", "proposals", "approve", "reject", "merge", "flags", "resolve",
    "review", "runs", "export", "quarantine", "trust", "rollback", "doctor", "backup",
})
# Commands whose --scope reads what is there: an unknown project is a typo, not an empty answer.
READS_SCOPE = frozenset({"recall", "list", "review", "export"})


class ArgumentError(Exception):
    pass


def hoist_globals(argv: list[str]) -> list[str]:
    """Global options typed after the subcommand (`helix stats --db X --json`) move in front of it,
    as the README shows them both ways. Nothing after `--` moves."""
    cut = argv.index("--") if "--" in argv else len(argv)
    head, tail = argv[:cut], argv[cut:]
    moved: list[str] = []
    kept: list[str] = []
    i = 0
    seen_command = False
    while i < len(head):
        arg = head[i]
        if not seen_command and not arg.startswith("-"):
            seen_command = True
        if seen_command and arg in GLOBAL_VALUED and i + 1 < len(head):
            moved += head[i:i + 2]
            i += 2
            continue
        if seen_command and arg == "--json" or seen_command and arg.split("=", 1)[0] in GLOBAL_VALUED:
            moved.append(arg)
        else:
            kept.append(arg)
        i += 1
    return [*moved, *kept, *tail]


def check_store(args: argparse.Namespace) -> None:
    """A command that needs a store on a path with none: say so (and create nothing)."""
    from ..errors import NotFound
    from ..paths import default_db_path

    if args.command not in NEEDS_STORE or (args.db and is_url(args.db)):
        return  # a server's store is created by the first open, like an empty file's
    path = Path(args.db).expanduser() if args.db else default_db_path()
    if not path.exists():
        from ..paths import settings_path_for
        from ..settings import Settings

        Settings.load(settings_path_for(path))  # a misspelt setting is still the first thing said
        raise NotFound(f"no Helix database at {path}: nothing was captured there yet "
                       "(helix capture, helix import FILE or helix demo create one; --db chooses another)")


def check_scope(hx, args: argparse.Namespace) -> None:  # noqa: ANN001 - Helix, imported lazily
    """`--scope project:x` on a read that knows no such project: name the projects it knows."""
    from ..errors import InvalidInput

    scope = getattr(args, "scope", None)
    if args.command not in READS_SCOPE or not isinstance(scope, str) or scope == "global":
        return
    if hx.count(scope=scope):
        return
    known = sorted(hx.stats().by_scope)
    raise InvalidInput(f"no memories in scope {scope!r}; known scopes: {', '.join(known) or 'none yet'}")


class Parser(argparse.ArgumentParser):
    """argparse that raises instead of exiting, so every error gets the same one-line treatment."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise ArgumentError(f"{self.prog}: {message}")


def build_parser(modules: Sequence[str] = COMMAND_MODULES) -> Parser:
    parser = Parser(
        prog="helix",
        description="Helix: long-term memory for coding agents. Run with no command to open the app.",
    )
    parser.add_argument("--version", action="version", version=f"helix {__version__}")
    parser.add_argument("--db", help="database file, or a postgresql:// URL for a shared server "
                                     "(default: $HELIX_HOME/helix.db or the user data dir)")
    parser.add_argument("--now", help="pretend the time is this ISO-8601 instant (simulate decay)")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument("--embedder", choices=get_args(EmbedderKind),
                        help="which embedder to use (default from settings: auto)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    for name in modules:
        importlib.import_module(name).register(sub)
    from .help import fill

    fill(parser)
    return parser


def open_helix(args: argparse.Namespace):  # noqa: ANN201 - returns Helix; imported lazily
    from ..clock import clock_at
    from ..helix import Helix

    clock = clock_at(args.now, HelixError)
    db = args.db if args.db and is_url(args.db) else Path(args.db).expanduser() if args.db else None
    return Helix.open(db, clock=clock,
                      embedder=args.embedder)


def command_of(argv: Sequence[str]) -> str | None:
    """The subcommand's name, read before the parser is built (global options skipped)."""
    args = iter(argv)
    for arg in args:
        if arg in ("--db", "--now", "--embedder"):
            next(args, None)
        elif not arg.startswith("-"):
            return arg
    return None


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if command_of(argv) == "hook":  # after every tool call: answer without importing every command
        from ..agents.hooks import command_line

        return command_line(argv)
    if argv == ["--version"]:  # without building the parser, which imports every command
        sys.stdout.write(f"helix {__version__}\n")
        return 0
    if command_of(argv) == "capture":  # scripts, hooks and people wait for it: no engine, no Rich
        from .capture import main as capture_main

        return capture_main(argv)
    from .output import Output

    # Global options are typed after the subcommand too (`helix stats --db X --json`).
    argv = hoist_globals(argv)
    cut = argv.index("--") if "--" in argv else len(argv)
    out = Output("--json" in argv[:cut])
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
    except ArgumentError as exc:
        out.error(str(exc))
        return 2
    if args.command is None:
        return open_app(args, parser, out)
    handler = args.handler
    try:
        if getattr(args, "no_db", False):
            return handler(None, args, out)
        check_store(args)
        hx = open_helix(args)
        shown = 0
        try:
            for notice in hx.notices:
                out.notice(notice)
            shown = len(hx.notices)
            check_scope(hx, args)
            code = handler(hx, args, out)
            return code
        finally:
            hx.close()
            # The embedder is built lazily, so its fallback notice may come during the command.
            for notice in hx.notices[shown:]:
                out.notice(notice)
    except HelixError as exc:
        out.error(str(exc))
        return exc.exit_code
    except KeyboardInterrupt:
        out.error("interrupted")
        return 130
    except BrokenPipeError:
        return 0
    except OSError as exc:
        out.error(f"{exc.strerror or exc}{': ' + str(exc.filename) if exc.filename else ''}")
        return 4
    except Exception as exc:  # SQLite itself: a damaged file, say. A message, never a traceback.
        from ..store.db import damage_error, is_database_error  # here: `helix hook` must not load the store

        if not is_database_error(exc):
            raise
        from ..paths import default_db_path

        db = getattr(args, "db", None)
        error = damage_error(exc, Path(db).expanduser() if db else default_db_path())
        out.error(str(error))
        return error.exit_code


def open_app(args: argparse.Namespace, parser: argparse.ArgumentParser, out) -> int:  # noqa: ANN001
    try:
        from helix_tui import run_app
    except ImportError:
        parser.print_help()
        return 0
    if not sys.stdout.isatty() and not os.environ.get("HELIX_FORCE_APP"):
        out.error("the app needs a terminal; run a subcommand (see `helix --help`)")
        return 2
    try:
        with open_helix(args) as hx:
            from ..agents.runtime import embed_others_backlog

            embed_others_backlog(hx)  # the app holds the model: it makes the vectors captures left
            return run_app(hx)
    except HelixError as exc:
        out.error(str(exc))
        return exc.exit_code


if __name__ == "__main__":
    sys.exit(main())
