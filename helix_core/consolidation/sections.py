"""The sections a line of a pasted configuration sits in: the YAML keys above it with less indent, or the
TOML `[table]` it falls under. What a setting is a setting of is often said only there ("presses.sm_xl106"
above "slot_minutes = 30")."""

from __future__ import annotations

import re

TABLE = re.compile(r"^\s*\[(?P<name>[\w.-]+)\]\s*$")
_KEY_LINE = re.compile(r"^(?P<indent>[ \t-]*)[\"']?(?P<name>[\w./-]+)[\"']?\s*:\s*[{\[]?\s*(?:#.*)?$")


def above(note: str, at: int, indent: int) -> list[str]:
    """The names of the sections a line at `at` (indented by `indent`) sits in, innermost first."""
    out: list[str] = []
    for line in reversed(note[:at].splitlines()):
        table = TABLE.match(line)
        if table is not None:
            return [*out, table.group("name")]
        m = _KEY_LINE.match(line)
        if m is not None and len(m.group("indent").expandtabs()) < indent:
            out.append(m.group("name"))
            indent = len(m.group("indent").expandtabs())
    return out
