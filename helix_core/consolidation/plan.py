"""What a consolidation run decided, before anything is written: proposals, flags, demotions.

The planner fills a `Plan`; a dry run hands it back as views, a real run applies it in one
transaction (`runs.apply_plan`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import numpy as np


@dataclass
class Planned:
    """One proposal the run would make (ADD, UPDATE, NOOP, SUPERSEDE, MERGE, ARCHIVE)."""

    action: str
    scope: str
    grounding: list[str]
    content: str | None = None
    kind: str | None = None
    shape: str | None = None
    level: int = 1
    attributes: dict[str, Any] = field(default_factory=dict)
    target_ids: list[str] = field(default_factory=list)
    confidence: float = 0.5
    importance: float = 0.5
    rationale: str = ""
    extractor: str = "heuristic"
    auto: bool = False
    vector: np.ndarray | None = None


@dataclass
class PlannedFlag:
    a: str
    b: str
    reason: str


@dataclass
class Plan:
    proposals: list[Planned] = field(default_factory=list)
    flags: list[PlannedFlag] = field(default_factory=list)
    demote: list[tuple[str, str]] = field(default_factory=list)
    upgrades: list[tuple[str, float, float]] = field(default_factory=list)
    counts: Counter[str] = field(default_factory=Counter)
    notes: list[Any] = field(default_factory=list)
