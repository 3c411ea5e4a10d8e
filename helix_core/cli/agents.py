"""Subcommands that plug agents in: `mcp`, `context`, `hook EVENT`, `hooks install`.

The MCP server and the hooks open the store themselves (`no_db`): the server keeps it for its
lifetime, and a hook must never fail the agent, so it cannot let the CLI's error handling print an
error and exit non-zero. Nothing heavy is imported here: every `helix` command loads this module.
"""

from __future__ import annotations

import argparse
import json
import shlex
import shutil
import sys
from pathlib import Path
from typing import Any

from ..errors import InvalidInput
from ..helix import Helix
from .output import Output

HOOK_EVENTS = ("SessionStart", "UserPromptSubmit", "PostToolUse", "PostToolUseFailure", "Stop",
               "PreCompact", "SessionEnd")
HOOK_MATCHERS = {"PostToolUse": "Bash|Edit|MultiEdit|Write|NotebookEdit", "PostToolUseFailure": "Bash"}
HOOK_TIMEOUT = 15  # seconds Claude Code waits; the hook itself gives up after 10


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("mcp", help="serve Helix to an agent over MCP (stdio)")
    p.add_argument("--scope", help="project:<id> (default: $HELIX_SCOPE, a .helix file, the git root's name)")
    p.add_argument("--session", help="session name for what the agent remembers (default: one per server)")
    p.add_argument("--agent", default="mcp", help="agent name recorded with captures (default: mcp)")
    p.set_defaults(handler=cmd_mcp, no_db=True)

    p = sub.add_parser("context", help="the block of memories to start an agent's session with")
    p.add_argument("--scope", help="project:<id> (default: from the working directory)")
    p.add_argument("--budget", type=int, default=None, help="characters at most (default 8000)")
    p.set_defaults(handler=cmd_context)

    p = sub.add_parser("hook", help="answer a Claude Code hook event (JSON on stdin); never fails the agent")
    p.add_argument("event", help=", ".join(HOOK_EVENTS))
    p.add_argument("--scope", help="project:<id> (default: from the event's cwd)")
    p.set_defaults(handler=cmd_hook, no_db=True)

    p = sub.add_parser("hooks", help="Claude Code settings that plug Helix in")
    hooks_sub = p.add_subparsers(dest="hooks_command", metavar="ACTION", required=True)
    q = hooks_sub.add_parser("install", help="print the hooks and MCP settings for a project (--write: merge "
                                             "them into .claude/settings.json and .mcp.json)")
    q.add_argument("--project", default=".", help="the project's directory (default: here)")
    q.add_argument("--write", action="store_true", help="write the files instead of printing them")
    q.set_defaults(handler=cmd_hooks_install, no_db=True)


def cmd_mcp(hx: None, args: argparse.Namespace, out: Output) -> int:
    from ..agents.mcp_server import serve
    from .main import database_of

    return serve(str(database_of(args.db)), now=args.now, scope=args.scope, session=args.session, agent=args.agent,
                 embedder=args.embedder)


def cmd_context(hx: Helix, args: argparse.Namespace, out: Output) -> int:
    from ..agents.context import DEFAULT_BUDGET, build_context
    from ..agents.scope import scope_for

    block = build_context(hx, scope_for(None, explicit=args.scope),
                          DEFAULT_BUDGET if args.budget is None else args.budget)
    data = {"scope": block.scope, "budget": block.budget, "chars": len(block.text), "left_out": block.left_out,
            "items": [{"id": i.id, "kind": i.kind, "section": i.section, "why": i.why, "disputed": i.disputed}
                      for i in block.items],
            "text": block.text}
    out.emit(data, lambda c: sys.stdout.write(block.text))
    return 0


def cmd_hook(hx: None, args: argparse.Namespace, out: Output) -> int:
    from ..agents.hooks import main
    from .main import database_of

    return main(args.event, db=str(database_of(args.db)), now=args.now, scope=args.scope)


def helix_command() -> str:
    """The absolute path of this `helix`, so the agent finds it without this virtualenv on PATH."""
    beside = Path(sys.executable).parent / "helix"
    if beside.exists():
        return str(beside)
    return shutil.which("helix") or "helix"


def hook_settings(command: str) -> dict[str, Any]:
    """The `hooks` block of a Claude Code settings file that sends every event Helix uses."""
    hooks: dict[str, Any] = {}
    for event in HOOK_EVENTS:
        entry: dict[str, Any] = {"hooks": [{"type": "command", "command": f"{command} hook {event}",
                                            "timeout": HOOK_TIMEOUT}]}
        if event in HOOK_MATCHERS:
            entry = {"matcher": HOOK_MATCHERS[event], **entry}
        hooks[event] = [entry]
    return {"hooks": hooks}


def mcp_settings(command: str, args: list[str]) -> dict[str, Any]:
    return {"mcpServers": {"helix": {"type": "stdio", "command": command, "args": args}}}


def is_helix_hook(command: Any) -> bool:
    """Whether a hook command is one Helix wrote: `[path/]helix [--db DB …] hook EVENT`, quoted or not."""
    if not isinstance(command, str):
        return False
    try:
        words = shlex.split(command)
    except ValueError:
        return False
    return (len(words) >= 3 and Path(words[0]).name == "helix" and words[-2] == "hook"
            and words[-1] in HOOK_EVENTS)


def _without_ours(entry: Any) -> Any:
    """The entry with Helix's own commands taken out; None when nothing else was in it."""
    if not isinstance(entry, dict) or not isinstance(entry.get("hooks"), list):
        return entry
    kept = [h for h in entry["hooks"] if not (isinstance(h, dict) and is_helix_hook(h.get("command")))]
    if len(kept) == len(entry["hooks"]):
        return entry
    return {**entry, "hooks": kept} if kept else None


def merge_hooks(existing: dict[str, Any], ours: dict[str, Any]) -> dict[str, Any]:
    """Existing settings with Helix's hooks replaced or added; other hooks are kept as they are."""
    merged = dict(existing)
    hooks = merged.get("hooks", {})
    if not isinstance(hooks, dict):
        raise InvalidInput("the settings' 'hooks' is not an object; fix it by hand first")
    hooks = dict(hooks)
    for event, entries in ours["hooks"].items():
        current = hooks.get(event, [])
        if not isinstance(current, list):
            raise InvalidInput(f"the settings' hooks for {event} are not a list; fix it by hand first")
        kept = [e for e in (_without_ours(e) for e in current) if e is not None]
        hooks[event] = kept + entries
    merged["hooks"] = hooks
    return merged


def _read_json(path: Path) -> dict[str, Any]:
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise InvalidInput(f"cannot read {path}: {exc}") from None
    if not isinstance(data, dict):
        raise InvalidInput(f"{path} is not a JSON object")
    return data


def cmd_hooks_install(hx: None, args: argparse.Namespace, out: Output) -> int:
    project = Path(args.project).expanduser()
    if not project.is_dir():
        raise InvalidInput(f"no directory {project}")
    command = helix_command()
    from ..paths import is_server

    db = args.db if args.db and is_server(args.db) else str(Path(args.db).expanduser().resolve()) if args.db else None
    global_args = [*(["--db", db] if db else [])]
    prefix = " ".join(shlex.quote(part) for part in [command, *global_args])
    hooks = hook_settings(prefix)
    mcp = mcp_settings(command, [*global_args, "mcp"])
    settings_path = project / ".claude" / "settings.json"
    mcp_path = project / ".mcp.json"
    if not args.write:
        data = {str(settings_path): hooks, str(mcp_path): mcp}
        out.emit(data, lambda c: sys.stdout.write(
            f"# {settings_path} (merge into it)\n{json.dumps(hooks, indent=2)}\n\n"
            f"# {mcp_path}\n{json.dumps(mcp, indent=2)}\n\n"
            "# or write both: helix hooks install --write\n"))
        return 0
    settings = merge_hooks(_read_json(settings_path), hooks)
    servers = _read_json(mcp_path)
    if not isinstance(servers.get("mcpServers", {}), dict):
        raise InvalidInput(f"{mcp_path}: 'mcpServers' is not an object; fix it by hand first")
    servers["mcpServers"] = {**servers.get("mcpServers", {}), **mcp["mcpServers"]}
    settings_path.parent.mkdir(parents=True, exist_ok=True)
    settings_path.write_text(json.dumps(settings, indent=2) + "\n", encoding="utf-8")
    mcp_path.write_text(json.dumps(servers, indent=2) + "\n", encoding="utf-8")
    out.emit({"written": [str(settings_path), str(mcp_path)]},
             lambda c: c.print(f"wrote Helix's hooks to {settings_path} and its MCP server to {mcp_path}"))
    return 0
