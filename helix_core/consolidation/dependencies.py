"""A dependency swapped in a diff: the statement's tool taken out of a manifest and another of its role put in.

"Predictions come from a model trained with LightGBM" / a requirements diff "-lightgbm==4.1.0" "+xgboost==2.0.3":
an agent seldom says it replaced a library; the manifest's diff shows it. A pinned line of a manifest
(requirements.txt, package.json, pyproject, go.mod, a Gemfile) removed for the statement's tool, with a pinned
line added for another tool of the same role and none added back for the statement's, is the swap.
"""

from __future__ import annotations

import re

from .. import claims

# A pinned dependency on a diff's line: "-lightgbm==4.1.0", '+    "pino": "^9.1.0",', "+xgboost = \"2.0.3\"",
# "-	github.com/go-redis/redis/v8 v8.11.5", "+gem 'sidekiq', '~> 7.2'"
_PINNED = re.compile(r"^(?P<sign>[-+])(?![-+])\s*(?:gem\s+)?[\"']?(?P<name>[A-Za-z@][\w.@/-]*)[\"']?\s*"
                     r"(?:==|>=|~=|<=|,|:|=|@|\s)\s*[\"']?(?:[\^~>=<]+\s*)?v?\d", re.M)


def swapped(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's tool, the tool that took its place) when a diff's manifest lines swap them."""
    mine = claims.technologies(older)
    if not mine:
        return None
    removed: dict[str, set[str]] = {}
    added: dict[str, set[str]] = {}
    for m in _PINNED.finditer(newer):
        side = removed if m.group("sign") == "-" else added
        for role, names in claims.technologies(m.group("name").rsplit("/", 1)[-1]).items():
            side.setdefault(role, set()).update(names)
    for role, tools in mine.items():
        gone = tools & removed.get(role, set())
        come = added.get(role, set()) - tools - removed.get(role, set())
        if gone and come and not tools & added.get(role, set()):
            return min(gone), min(come)
    return None
