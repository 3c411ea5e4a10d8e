"""Plain values the consolidation API hands out (never live rows)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from ..types import Memory

ACTIONS = ("ADD", "UPDATE", "NOOP", "SUPERSEDE", "MERGE", "ARCHIVE")
DECISIONS = ("KEEP", "MERGE", "EXTRACT", "EDIT", "SKIP", "ARCHIVE")
RESOLUTIONS = ("keep_a", "keep_b", "supersede", "keep_both_scoped")

# Every count a run records (Membrane's result fields and the stages of SPEC §7).
COUNT_KEYS = (
    "episodes_considered", "eligible", "clusters", "candidates", "proposals",
    "add", "update", "noop", "supersede", "merge", "archive",
    "promoted", "merged", "superseded", "reinforced", "contradictions", "reflections", "themes",
    "archetypes", "summaries", "procedures", "plan_graphs", "compressed", "duplicates_resolved",
    "skipped_support", "skipped_routine", "nothing_to_learn", "rejected_ungrounded", "demoted", "auto_approved",
    "importance_upgraded", "model_calls", "fallbacks",
)


@dataclass(frozen=True)
class ProposalView:
    id: int | None
    run_id: int | None
    action: str
    kind: str | None
    shape: str | None
    level: int
    scope: str
    content: str | None
    attributes: dict[str, Any]
    target_ids: list[str]
    grounding: list[str]
    confidence: float
    importance: float
    status: str
    rationale: str | None
    extractor: str
    proposed_by: str
    created_at: datetime | None
    decided_at: datetime | None = None
    decided_by: str | None = None
    result_id: str | None = None


@dataclass(frozen=True)
class FlagView:
    id: int | None
    kind: str
    a_id: str
    b_id: str | None
    reason: str
    status: str
    resolution: str | None
    run_id: int | None
    created_at: datetime | None
    resolved_at: datetime | None = None
    resolved_by: str | None = None


@dataclass(frozen=True)
class RunResult:
    """One consolidation run: what triggered it, what it counted, what it proposed."""

    id: int | None
    trigger: str
    dry_run: bool
    status: str  # done, cancelled, failed, running (or "dry-run" for a dry run)
    started_at: datetime
    ended_at: datetime | None
    since: datetime | None
    until: datetime | None
    counts: dict[str, int]
    proposals: list[ProposalView] = field(default_factory=list)
    flags: list[FlagView] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    error: str | None = None


@dataclass(frozen=True)
class ReviewItem:
    """A memory in the review queue and why it is there (decaying, new, sample)."""

    memory: Memory
    reason: str
    salience: float
    fades_at: datetime | None
