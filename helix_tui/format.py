"""Small formatting helpers shared by the screens: salience bars, ages, one-line previews."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from difflib import SequenceMatcher
from typing import Any

from rich.text import Text

EIGHTHS = " ▏▎▍▌▋▊▉█"


def bar(value: float, width: int = 8) -> str:
    value = max(0.0, min(1.0, value))
    full, part = divmod(round(value * width * 8), 8)
    out = "█" * full + (EIGHTHS[part] if part and full < width else "")
    return out.ljust(width, "·")


def salience_cell(value: float, floor: float = 0.05) -> Text:
    style = "red" if value < floor else ("yellow" if value < 0.3 else "green")
    return Text.assemble((bar(value), style), f" {value:.2f}")


def age(then: datetime | None, now: datetime) -> str:
    if then is None:
        return "—"
    seconds = (now - then).total_seconds()
    future = seconds < 0
    seconds = abs(seconds)
    if seconds < 60:
        text = f"{seconds:.0f}s"
    elif seconds < 3600:
        text = f"{seconds / 60:.0f}m"
    elif seconds < 86400:
        text = f"{seconds / 3600:.0f}h"
    elif seconds < 86400 * 60:
        text = f"{seconds / 86400:.0f}d"
    elif seconds < 86400 * 730:
        text = f"{seconds / 86400 / 30:.0f}mo"
    else:
        text = f"{seconds / 86400 / 365:.0f}y"
    return f"in {text}" if future else text


def one_line(text: str, limit: int = 200) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def when(moment: datetime | None) -> str:
    return moment.strftime("%Y-%m-%d %H:%M") if moment else "—"


TIME_KEYS = {"valid_from", "valid_to", "recorded_at", "last_access_at", "updated_at", "reviewed_at",
             "consolidated_at", "decided_at", "resolved_at", "at"}


def readable(key: str, value: Any) -> str:
    """A value from history as a person reads it: times as dates, numbers rounded, days as days."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if key in TIME_KEYS and isinstance(value, (int, float)):
        return datetime.fromtimestamp(value, UTC).strftime("%Y-%m-%d %H:%M")
    if key == "half_life" and isinstance(value, (int, float)):
        return f"{value:.1f} days"
    if isinstance(value, float):
        return f"{value:.2f}"
    return str(value)


STATUS_STYLE = {
    "active": "green", "archived": "yellow", "forgotten": "dim", "superseded": "magenta",
    "quarantined": "red",
}


def status_cell(status: str) -> Text:
    return Text(status, style=STATUS_STYLE.get(status, ""))


DIFF_STYLE = "bold underline magenta"
_WORD = re.compile(r"\S+")


def word_diff(a: str, b: str, style: str = DIFF_STYLE) -> tuple[Text, Text]:
    """The two texts with the words that differ highlighted (case and trailing punctuation aside).

    Two statements that share almost nothing are shown plain: marking every word says nothing.
    """
    left, right = Text(a), Text(b)
    wa = [(m.start(), m.end(), m.group().lower().rstrip(".,;:!?")) for m in _WORD.finditer(a)]
    wb = [(m.start(), m.end(), m.group().lower().rstrip(".,;:!?")) for m in _WORD.finditer(b)]
    matcher = SequenceMatcher(None, [w for _, _, w in wa], [w for _, _, w in wb], autojunk=False)
    if not wa or not wb or matcher.ratio() < 0.2:
        return left, right
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        if i2 > i1:
            left.stylize(style, wa[i1][0], wa[i2 - 1][1])
        if j2 > j1:
            right.stylize(style, wb[j1][0], wb[j2 - 1][1])
    return left, right
