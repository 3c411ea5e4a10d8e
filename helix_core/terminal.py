"""Showing stored text on a terminal without letting it drive the terminal.

Memories hold whatever agents captured, and that can include escape sequences: shown raw, they
retitle the window, wipe the screen, draw fake rows, or (OSC 52) write the clipboard. Everything
shown to a person — the CLI and the app — passes stored text through `visible()`, which replaces
each control character with a printable stand-in *before* layout, so widths stay right: C0 codes
and DEL become their Unicode control pictures (ESC → ␛), C1 codes and bidirectional overrides
become <U+XXXX>. Newlines and tabs are kept (the views that need one line flatten them).

Rich (which the CLI and Textual both build on) already drops a few controls (BEL, BS, VT, FF, CR)
when it makes text; `extend()` turns those same tables into this one, so that every text either
library makes in the process shows controls visibly, even text built by code that forgot to call
`visible()`.
"""

from __future__ import annotations

import re
from typing import Any

_C0 = [c for c in range(0x20) if c not in (0x09, 0x0A)]
_BIDI = [0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)]

VISIBLE: dict[int, str] = {c: chr(0x2400 + c) for c in _C0}
VISIBLE[0x7F] = "\u2421"  # ␡
VISIBLE.update({c: f"<U+{c:04X}>" for c in (*range(0x80, 0xA0), *_BIDI)})

_CONTROL_RE = re.compile("[" + "".join(re.escape(chr(c)) for c in VISIBLE) + "]")


def visible(text: str) -> str:
    """`text` with every control character replaced by a printable stand-in."""
    return text.translate(VISIBLE) if _CONTROL_RE.search(text) else text


def extend(table: Any) -> bool:
    """Make a library's control-stripping table (Rich's and Textual's `_CONTROL_STRIP_TRANSLATE`,
    a `str.translate` map they apply to every text they make) show controls visibly instead.

    The engine stays free of user-interface imports: the CLI and the app pass their tables in.
    Returns False when the library no longer has such a table (the explicit `visible()` calls
    remain).
    """
    if not isinstance(table, dict):
        return False
    table.update(VISIBLE)
    return True
