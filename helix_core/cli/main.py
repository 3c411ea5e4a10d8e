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
from ..errors import HelixError, InvalidInput
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
NOW_HELP = ("pretend the time is this ISO-8601 instant, to simulate decay: reads (show, list, recall, "
            "review…) see salience as of then and change nothing (recall counts no access); a change you "
            "ask for (capture, edit, reinforce…) is recorded at that time; sweep, worker, consolidate and "
            "doctor --repair, which archive, prune or merge by the clock, refuse it (consolidate "
            "--dry-run shows what a run would do then)")


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


def database_of(db: str | None) -> Path | str:
    """The store every command uses: --db (a file or a postgresql:// URL); else the `database`
    setting in $HELIX_HOME/helix.toml (a team's server); else $HELIX_HOME/helix.db."""
    if db:
        return db if is_url(db) else Path(db).expanduser()
    from ..paths import default_db_path, settings_path_for
    from ..settings import Settings

    path = default_db_path()
    setting = Settings.load(settings_path_for(path)).database
    if not setting:
        return path
    if not is_url(setting):
        raise InvalidInput(f"setting database must be a postgresql:// URL, got {setting!r}")
    return setting


def check_now(args: argparse.Namespace) -> None:
    """--now simulates: a bad instant is bad input, and what would archive, prune or merge by the
    pretend clock refuses it (see NOW_HELP)."""
    from ..clock import clock_at

    if args.now is None:
        return
    clock_at(args.now, InvalidInput)
    command = args.command
    if command == "consolidate" and getattr(args, "dry_run", False):
        return
    if command in ("sweep", "worker", "consolidate") or command == "doctor" and getattr(args, "repair", False):
        name = "doctor --repair" if command == "doctor" else command
        hint = "; consolidate --dry-run shows what a run would do" if command in ("consolidate", "worker") \
            else "; `helix --now T list --ascending` shows what would fade"
        raise InvalidInput(f"{name} does not run with --now: it would archive, prune or merge memories "
                           f"for real by a pretend clock{hint}")


def check_store(args: argparse.Namespace) -> None:
    """A command that needs a store on a path with none: say so (and create nothing)."""
    from ..errors import NotFound

    if args.command not in NEEDS_STORE:
        return
    path = database_of(args.db)
    if isinstance(path, str):
        return  # a server's store is created by the first open, like an empty file's
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
    parser.add_argument("--now", help=NOW_HELP)
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

    clock = clock_at(args.now, InvalidInput)
    return Helix.open(database_of(args.db), clock=clock, embedder=args.embedder)


def command_of(argv: Sequence[str]) -> str | None:
    """The subcommand's name, read before the parser is built (global options skipped)."""
    args = iter(argv)
    for arg in args:
        if arg in ("--db", "--now", "--embedder"):
            next(args, None)
        elif not arg.startswith("-"):
            return arg
    return None


def broken_pipe() -> int:
    """Whoever read stdout went away (`helix list | head -1`): exit 0 quietly. As Python's docs
    say, stdout then points at devnull, so the flush at exit does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # stdout is not a file (a test's capture)
        pass
    return 0


def hook_argv(argv: list[str]) -> list[str]:
    """`helix hook` on the store the other commands use: the `database` setting when no --db is
    given. A hook never fails the agent: settings it cannot read are left to the hook to report."""
    if any(a == "--db" or a.startswith("--db=") for a in argv):
        return argv
    try:
        db = database_of(None)
    except Exception:  # noqa: BLE001 - the hook itself reports unreadable settings, exiting 0
        return argv
    return ["--db", db, *argv] if isinstance(db, str) else argv


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    wants_help = any(a in ("-h", "--help") for a in argv)
    if command_of(argv) == "hook" and not wants_help:  # after every tool call: answer without importing every command
        from ..agents.hooks import command_line

        return command_line(hook_argv(argv))
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
        check_now(args)
        for check in getattr(args, "prechecks", ()):  # input checked before a store is opened or made
            check(args)
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
        return broken_pipe()
    except OSError as exc:
        out.error(f"{exc.strerror or exc}{': ' + str(exc.filename) if exc.filename else ''}")
        return 4
    except Exception as exc:  # SQLite itself: a damaged file, say. A message, never a traceback.
        from ..store.db import damage_error, is_database_error  # here: `helix hook` must not load the store

        if not is_database_error(exc):
            raise
        try:
            where = database_of(getattr(args, "db", None))
        except HelixError:
            where = None
        error = damage_error(exc, where if isinstance(where, Path) else None)
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
