"""One line of text for an agent's context or a hook's note: apart from `context`, so that a hook
that only writes a note (a failure's fix) does not import the context block's machinery."""

from __future__ import annotations

ITEM_CHARS = 400  # one memory's text is cut here: a block of many short rules beats one long note


def one_line(text: str, limit: int = ITEM_CHARS) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"
