"""The sections a line of a pasted configuration sits in: the YAML keys above it with less indent (a list's
record counts by its name), the HCL or nginx blocks it is opened in, or the TOML `[table]` it falls under. What
a setting is a setting of is often said only there ("presses.sm_xl106" above "slot_minutes = 30")."""

from __future__ import annotations

import re

TABLE = re.compile(r"^\s*\[(?P<name>[\w.-]+)\]\s*$")
_KEY_LINE = re.compile(r"^(?P<indent>[ \t-]*)[\"']?(?P<name>[\w./-]+)[\"']?\s*:\s*[{\[]?\s*(?:#.*)?$")
# A block of HCL (Terraform) or nginx opened on a line of its own: 'resource "aws_s3_bucket_lifecycle_configuration"
# "waveforms" {', "expiration {", "location /feed {"
_BLOCK = re.compile(r"^(?P<indent>[ \t]*)(?P<name>[\w-]+(?:\s+(?:\"[^\"]*\"|[\w/.-]+))*)\s*\{\s*$")
# A record of a YAML list opened by its name: "  - name: deck_overtemp" above "    delta_c: 10"
_NAMED_ITEM = re.compile(r"^(?P<indent>[ \t]*)-\s+(?:name|id|slug|title|label)\s*:\s*[\"']?(?P<name>[\w./-]+)[\"']?\s*$")

# What opens a section on a line of its own, tried in this order
_OPENERS = (_BLOCK, _NAMED_ITEM, _KEY_LINE)


def above(note: str, at: int, indent: int) -> list[str]:
    """The names of the sections a line at `at` (indented by `indent`) sits in, innermost first."""
    out: list[str] = []
    for line in reversed(note[:at].splitlines()):
        table = TABLE.match(line)
        if table is not None:
            return [*out, table.group("name")]
        for opener in _OPENERS:
            m = opener.match(line)
            if m is not None and len(m.group("indent").expandtabs()) < indent:
                out.append(" ".join(w.strip('"') for w in re.findall(r'"[^"]*"|\S+', m.group("name"))))
                indent = len(m.group("indent").expandtabs())
                break
    return out
