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
from ..setting_types import EmbedderKind

COMMAND_MODULES = [
    "helix_core.cli.memories",
    "helix_core.cli.consolidation",
    "helix_core.cli.portability",
    "helix_core.cli.maintenance",
    "helix_core.cli.agents",
]


class ArgumentError(Exception):
    pass


class Parser(argparse.ArgumentParser):
    """argparse that raises instead of exiting, so every error gets the same one-line treatment."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise ArgumentError(f"{self.prog}: {message}")


def build_parser() -> Parser:
    parser = Parser(
        prog="helix",
        description="Helix: long-term memory for coding agents. Run with no command to open the app.",
    )
    parser.add_argument("--version", action="version", version=f"helix {__version__}")
    parser.add_argument("--db", help="database file (default: $HELIX_HOME/helix.db or the user data dir)")
    parser.add_argument("--now", help="pretend the time is this ISO-8601 instant (simulate decay)")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument("--embedder", choices=get_args(EmbedderKind),
                        help="which embedder to use (default from settings: auto)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def open_helix(args: argparse.Namespace):  # noqa: ANN201 - returns Helix; imported lazily
    from ..clock import ManualClock, parse_instant
    from ..helix import Helix

    clock = None
    if args.now:
        try:
            clock = ManualClock(parse_instant(args.now))
        except ValueError:
            raise HelixError(f"--now must be an ISO-8601 instant, got {args.now!r}") from None
    return Helix.open(Path(args.db).expanduser() if args.db else None, clock=clock,
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
    from .output import Output

    # `--json` is global, but people type it after the subcommand too (`helix stats --json`).
    cut = argv.index("--") if "--" in argv else len(argv)
    as_json = "--json" in argv[:cut]
    if as_json:
        argv = ["--json", *[a for a in argv[:cut] if a != "--json"], *argv[cut:]]
    out = Output(as_json)
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
        hx = open_helix(args)
        shown = 0
        try:
            for notice in hx.notices:
                out.notice(notice)
            shown = len(hx.notices)
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
            return run_app(hx)
    except HelixError as exc:
        out.error(str(exc))
        return exc.exit_code


if __name__ == "__main__":
    sys.exit(main())
