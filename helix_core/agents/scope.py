"""Which project an agent works in, from its working directory.

Agents do not name their project, so Helix infers it: a `.helix` file in the directory or one of its
parents wins (it holds a scope such as `project:billing`, or `scope = "project:billing"`), then the
git root's name; with neither, the directory's own name. A project never sees another's memories,
so guessing a narrow scope is safer than falling back to `global`.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from ..errors import InvalidInput
from ..kinds import is_valid_scope

SCOPE_FILE = ".helix"
_LINE_RE = re.compile(r"""^\s*(?:scope\s*=\s*)?["']?([^"'#\s]+)["']?\s*(?:#.*)?$""")


def check_scope(scope: str) -> str:
    """The scope itself, or a clear error (a bare name means that project)."""
    scope = scope.strip()
    if scope and ":" not in scope and scope != "global":
        scope = f"project:{scope}"
    if not is_valid_scope(scope):
        raise InvalidInput(f"scope must be 'global' or 'project:<id>', got {scope!r}")
    return scope


def project_id(name: str) -> str:
    """A directory name made fit for a scope id: letters, digits and . _ - kept, the rest dashed."""
    slug = re.sub(r"[^A-Za-z0-9._\-]+", "-", name).strip("-._")
    return (slug or "default")[:128]


def read_scope_file(path: Path) -> str:
    """The scope a `.helix` file names: its first non-comment line."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidInput(f"cannot read {path}: {exc}") from None
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith(("#", "[")):
            continue
        match = _LINE_RE.match(line)
        if match:
            return check_scope(match.group(1))
        break
    raise InvalidInput(f"{path} names no scope (write e.g. project:billing)")


def scope_for(cwd: str | os.PathLike[str] | None = None, *, explicit: str | None = None) -> str:
    """The scope an agent working in `cwd` reads and writes: `explicit`, then $HELIX_SCOPE, then
    a `.helix` file, the git root's name, the directory's name."""
    chosen = explicit or os.environ.get("HELIX_SCOPE")
    if chosen:
        return check_scope(chosen)
    start = Path(cwd or os.getcwd()).expanduser().resolve()
    for directory in (start, *start.parents):
        if (directory / SCOPE_FILE).is_file():
            return read_scope_file(directory / SCOPE_FILE)
        if (directory / ".git").exists():
            return f"project:{project_id(directory.name)}"
    return f"project:{project_id(start.name)}"
