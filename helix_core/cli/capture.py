"""`helix capture`: store an observation and return at once, without the engine or a model.

A capture is what scripts, hooks and people at a prompt run most, and they wait for it. The rest of
the CLI imports the engine (numpy, the vector index, consolidation) and Rich, well over half a
second before a row is written; this command is dispatched before any of that is imported. It
first hands the parsed capture to the store's capture worker, when one runs (see `handoff`: the
detached embedder stays a while holding the store and the model, so the caller opens nothing).
Otherwise it writes through `QuickCapture` (the same capture service as `Helix.capture`) and leaves
the vector to whoever holds the model: a detached embedder is started when none is running (never
waited for; it then takes the next captures), and the app, `helix mcp`, the next recall or `helix
embed` would make it too.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from ..errors import HelixError, InvalidInput

STDIN_LIMIT = 1_000_000


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("capture", help="store an observation (reads stdin when CONTENT is - or absent)")
    p.add_argument("content", nargs="?", default="-")
    p.add_argument("--kind", default="episode")
    p.add_argument("--scope", default="global", help="global or project:<id>")
    p.add_argument("--origin", default="agent-ingested",
                   choices=["user-asserted", "agent-ingested", "imported", "derived"])
    p.add_argument("--session")
    p.add_argument("--agent")
    p.add_argument("--importance", type=float, help="0..1 (default: rated)")
    p.add_argument("--attributes", help="a JSON object")
    p.add_argument("--pin", action="store_true")
    p.add_argument("--policy", default="manual_only", choices=["auto_prune", "manual_only", "never"])
    p.set_defaults(handler=cmd_capture)


def read_stdin(nothing: str = "nothing to capture: give the text as an argument or pipe it on stdin") -> str:
    """Text piped on stdin, without the newline (and any whitespace) that ends it: `echo x |`
    stores "x". What comes before is kept as it is."""
    if sys.stdin is None or sys.stdin.isatty():
        raise InvalidInput(nothing)
    data = sys.stdin.buffer.read(STDIN_LIMIT + 1)
    if len(data) > STDIN_LIMIT:
        raise InvalidInput(f"stdin is over {STDIN_LIMIT:,} bytes")
    try:
        return data.decode("utf-8").rstrip()
    except UnicodeDecodeError as exc:
        raise InvalidInput(f"stdin is not valid UTF-8 (byte {exc.start})") from None


def parse_json_object(text: str | None, what: str) -> dict[str, Any] | None:
    if text is None:
        return None
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidInput(f"{what} is not valid JSON: {exc.msg} at position {exc.pos}") from None
    if not isinstance(value, dict):
        raise InvalidInput(f"{what} must be a JSON object")
    return value


def cmd_capture(hx: Any, args: argparse.Namespace, out: Any) -> int:
    """The handler the full parser lists; `main` below takes every `helix capture` before it, so
    this only runs when a caller dispatches the full parser itself (`hx` is then a `Helix`)."""
    from .output import esc

    memory = hx.capture(**capture_fields(args))
    out.emit(memory, lambda c: c.print(
        f"[green]captured[/] {esc(memory.id)}  ({memory.kind}, {memory.scope}, importance "
        f"{memory.importance:.1f}{', quarantined' if memory.status == 'quarantined' else ''})"))
    return 0


def capture_fields(args: argparse.Namespace) -> dict[str, Any]:
    content = read_stdin() if args.content == "-" else args.content
    return dict(content=content, kind=args.kind, scope=args.scope, origin=args.origin, session=args.session,
                agent=args.agent, importance=args.importance,
                attributes=parse_json_object(args.attributes, "--attributes"), pinned=args.pin,
                deletion_policy=args.policy)


def _line(memory: Any, colour: bool) -> str:
    """What the full CLI prints for a capture, without Rich: its [green] is SGR 32."""
    from ..terminal import visible

    word = "\x1b[32mcaptured\x1b[0m" if colour else "captured"
    quarantined = ", quarantined" if memory.status == "quarantined" else ""
    return word + visible(f" {memory.id}  ({memory.kind}, {memory.scope}, importance "
                          f"{memory.importance:.1f}{quarantined})")


def _colour() -> bool:
    """Colour as Rich would choose it for stdout: a terminal, unless NO_COLOR or TERM=dumb."""
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    return bool(os.environ.get("FORCE_COLOR")) or sys.stdout.isatty()


def main(argv: list[str]) -> int:
    """`helix [--db DB] [--now T] [--json] [--embedder KIND] capture …`: parse, capture, print."""
    from .main import ArgumentError, broken_pipe, build_parser, hoist_globals

    argv = hoist_globals(argv)
    cut = argv.index("--") if "--" in argv else len(argv)
    as_json = "--json" in argv[:cut]
    try:
        parser = build_parser(["helix_core.cli.capture"])
        args = parser.parse_args(argv)
    except ArgumentError as exc:
        return _fail(str(exc), as_json, 2)
    try:
        return _capture(args)
    except HelixError as exc:
        return _fail(str(exc), as_json, exc.exit_code)
    except KeyboardInterrupt:
        return _fail("interrupted", as_json, 130)
    except BrokenPipeError:
        return broken_pipe()
    except OSError as exc:
        where = f": {exc.filename}" if exc.filename else ""
        return _fail(f"{exc.strerror or exc}{where}", as_json, 4)
    except Exception as exc:  # SQLite itself: a damaged file, say. A message, never a traceback.
        from ..store.db import damage_error, is_database_error

        if not is_database_error(exc):
            raise
        where = _db_path(args)
        error = damage_error(exc, where if isinstance(where, Path) else None)
        return _fail(str(error), as_json, error.exit_code)


def _db_path(args: argparse.Namespace) -> Path | str:
    from .main import database_of

    return database_of(args.db)  # as every command finds it: --db, the `database` setting, the default


def _check_new(path: Path | str, fields: dict[str, Any]) -> None:
    """A capture that would create the database: refuse bad input before the file exists (an
    existing store's capture service checks the same, so this is paid once per new file)."""
    if isinstance(path, str) or path.exists():
        return
    from ..capture import CaptureRequest, validate
    from ..paths import settings_path_for
    from ..settings import Settings

    validate(CaptureRequest(**fields), Settings.load(settings_path_for(path)))


def _capture(args: argparse.Namespace) -> int:
    from ..clock import clock_at

    clock = clock_at(args.now, InvalidInput)  # checked before anything is written or handed over
    fields = capture_fields(args)  # stdin is read (or refused) before a file is created
    path = _db_path(args)
    _check_new(path, fields)
    from ..handoff import request

    handed = request(path, args.embedder, args.now, fields)  # a worker that holds the store writes it
    if handed is not None:
        from types import SimpleNamespace

        return _show(args, SimpleNamespace(**handed["memory"]), handed["json"])
    from ..paths import settings_path_for
    from ..quick_capture import QuickCapture, spawn_embedder
    from ..settings import Settings
    from ..store.store import Store

    settings = Settings.load(settings_path_for(path))
    if settings.capture.embed == "sync":  # the person asked for captures that wait for their vector
        from ..helix import Helix
        from .output import Output

        with Helix.open(path, clock=clock, settings=settings, embedder=args.embedder) as hx:
            memory = hx.capture(**fields)
        for notice in hx.notices:
            Output(args.json).notice(notice)
    else:
        with QuickCapture(Store(path), settings, clock) as store:
            memory = store.capture(**fields)
        spawn_embedder(path, args.embedder)  # it then lingers: the next capture is handed to it
    if args.json:
        from .jsonout import json_text

        return _show(args, memory, json_text(memory))
    return _show(args, memory, "")


def _show(args: argparse.Namespace, memory: Any, as_json: str) -> int:
    """Print the stored memory as every capture path does: its JSON, or the one line."""
    sys.stdout.write((as_json if args.json else _line(memory, _colour())) + "\n")
    sys.stdout.flush()
    return 0


def _fail(message: str, as_json: bool, code: int) -> int:
    from .output import Output  # Rich, for the error's one line: only when something went wrong

    Output(as_json).error(message)
    return code
