"""The coding kinds of memory and the cognitive shape each maps to. Extensible at run time."""

from __future__ import annotations

import re
import threading
from typing import Literal, get_args

Shape = Literal["episodic", "semantic", "procedural", "entity"]
SHAPES: tuple[str, ...] = get_args(Shape)
STATUSES = ("active", "archived", "forgotten", "superseded", "quarantined")
ORIGINS = ("user-asserted", "agent-ingested", "imported", "derived")
DELETION_POLICIES = ("auto_prune", "manual_only", "never")
RELATIONS = (
    "works_on", "owns", "depends_on", "has_decision", "has_convention", "prefers", "uses",
    "supersedes", "contradicts", "related_to", "derived_from", "part_of",
)
LEVELS = (0, 1, 2, 3)
# Which embedder makes the vectors (`[embedding] kind`, `--embedder`): here rather than beside the
# other settings' types so the CLI lists its choices without importing those (~20 ms of `helix capture`).
EmbedderKind = Literal["auto", "minilm", "hashing", "ollama"]

_registry: dict[str, str] = {
    "identity": "entity",
    "preference": "semantic",
    "project": "entity",
    "decision": "semantic",
    "convention": "semantic",
    "snippet": "procedural",
    "procedure": "procedural",
    "entity": "entity",
    "episode": "episodic",
    "fact": "semantic",
    "insight": "semantic",
}
_lock = threading.Lock()
_SCOPE_RE = re.compile(r"^(global|project:[A-Za-z0-9][A-Za-z0-9._\-/]{0,127})$")
_KIND_RE = re.compile(r"^[a-z][a-z0-9_\-]{0,39}$")


def register_kind(kind: str, shape: str) -> None:
    """Add a kind (or change its default shape)."""
    if not _KIND_RE.match(kind):
        raise ValueError(f"kind must be lowercase letters, digits, '_' or '-', got {kind!r}")
    if shape not in SHAPES:
        raise ValueError(f"shape must be one of {', '.join(SHAPES)}, got {shape!r}")
    with _lock:
        _registry[kind] = shape


def kinds() -> dict[str, str]:
    with _lock:
        return dict(_registry)


def default_shape(kind: str) -> str:
    with _lock:
        if kind not in _registry:
            raise KeyError(kind)
        return _registry[kind]


def is_valid_scope(scope: str) -> bool:
    return isinstance(scope, str) and bool(_SCOPE_RE.match(scope))


def visible_scopes(scope: str) -> list[str]:
    """A project sees itself plus global; global sees only global."""
    return ["global"] if scope == "global" else [scope, "global"]
