"""How deeply JSON values nest, measured without recursion.

Attributes nested hundreds of levels deep fit easily within the size limit (500 levels is 3.5 KB),
but every recursive reader after them — JSON encoding, redaction, the CLI's `--json`, the app —
would then fail with RecursionError. So depth is limited where values come in (capture, edit,
import), and this walk, which uses an explicit stack, is the one safe way to measure it.
"""

from __future__ import annotations

from typing import Any

from .errors import InvalidInput

MAX_DEPTH = 32  # the default of `[capture] max_attributes_depth`


def depth_exceeds(value: Any, limit: int) -> bool:
    """True when `value` has containers nested more than `limit` levels deep (a flat {} is 1)."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, (list, tuple)):
            children = item
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list, tuple)))
    return False


def text_may_exceed(text: str, limit: int) -> bool:
    """A cheap pre-check on JSON text: fewer opening brackets than the limit cannot nest deeper."""
    return text.count("{") + text.count("[") > limit


def check_depth(value: Any, limit: int, what: str = "attributes") -> None:
    """Refuse a value nested deeper than `limit`, with the limit and the setting in the message."""
    if depth_exceeds(value, limit):
        raise InvalidInput(
            f"{what} are nested more than {limit} levels deep; flatten them "
            "(the limit is [capture] max_attributes_depth)"
        )


def too_deep(limit: int) -> dict[str, str]:
    """What is shown in place of a stored value too deep to read safely."""
    return {"_helix": f"nested more than {limit} levels deep; not shown"}


def flattened_if_deep(value: Any, limit: int) -> Any:
    """For values already stored by an older Helix: too deep to show safely, replaced by a notice."""
    return too_deep(limit) if depth_exceeds(value, limit) else value
