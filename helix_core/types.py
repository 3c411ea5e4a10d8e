"""Plain values handed out by the facade. Never live ORM rows, so clients cannot write behind our back."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any


@dataclass(frozen=True)
class Memory:
    id: str
    kind: str
    shape: str
    level: int
    content: str
    attributes: dict[str, Any]
    scope: str
    importance: float
    confidence: float
    valid_from: datetime
    valid_to: datetime | None
    recorded_at: datetime
    status: str
    origin: str
    last_access_at: datetime
    access_count: int
    ef: float
    half_life: float | None  # days; None = does not decay
    pinned: bool
    deletion_policy: str
    session: str | None
    agent: str | None
    updated_at: datetime
    embedder: str | None  # which embedder made its vector; None while pending
    reviewed_at: datetime | None = None
    consolidated_at: datetime | None = None


@dataclass(frozen=True)
class Hit:
    memory: Memory
    score: float
    surprise: bool = False
    components: dict[str, float] = field(default_factory=dict)
    # Tells for an agent: open contradiction flags on this memory, the memories they oppose it to,
    # and a pending proposal that would supersede it (the newer statement is `newer`).
    flags: tuple[int, ...] = ()
    conflicts_with: tuple[str, ...] = ()
    superseded_by_proposal: int | None = None
    newer: str | None = None

    @property
    def disputed(self) -> bool:
        """Whether something newer or opposed is on record and waits for a person."""
        return bool(self.flags) or self.superseded_by_proposal is not None


@dataclass(frozen=True)
class Edge:
    id: int
    src: str
    dst: str
    relation: str
    weight: float
    created_at: datetime
    valid_to: datetime | None = None


@dataclass(frozen=True)
class Provenance:
    id: int
    memory_id: str | None
    edge_id: int | None
    agent: str | None
    session: str | None
    ref: str | None
    extractor: str
    run_id: int | None
    origin: str
    at: datetime


@dataclass(frozen=True)
class HistoryEvent:
    id: int
    memory_id: str
    event: str
    actor: str
    rationale: str | None
    before: dict[str, Any] | None
    after: dict[str, Any] | None
    at: datetime
    run_id: int | None = None
    import_id: int | None = None  # the import batch that brought it: the file's account, not ours


@dataclass(frozen=True)
class Stats:
    total: int
    by_status: dict[str, int]
    by_shape: dict[str, int]
    by_scope: dict[str, int]
    pending_embeddings: int
    embedder: str
    db_path: str
    db_bytes: int


@dataclass(frozen=True)
class SearchHit:
    """A memory found by `Helix.search`: browsing, so no access is recorded."""

    memory: Memory
    score: float  # recall's score (relevance-dominant)
    salience: float  # now
    relevance: float = 1.0  # the score as a share of the best hit's (1.0 for the best)


@dataclass(frozen=True)
class Watermark:
    """A cheap fingerprint of the store: two equal marks mean nothing a client shows changed."""

    last_event: int  # the newest history event's id
    memories: int
    last_seq: int  # the newest memory's row number: captures raise it
    pending_proposals: int
    open_flags: int
    runs: int
    quarantined: int = 0  # memories waiting in quarantine

    def new_memories_since(self, earlier: Watermark) -> int:
        return max(0, self.last_seq - earlier.last_seq)

    def new_quarantined_since(self, earlier: Watermark) -> int:
        """How many more wait in quarantine (imports, suspicious captures) than at `earlier`."""
        return max(0, self.quarantined - earlier.quarantined)


@dataclass(frozen=True)
class ModelStatus:
    """Which models help right now, and what a person should be told about them."""

    ollama_enabled: bool
    ollama_reachable: bool | None  # None: disabled, so not asked
    ollama_host: str
    embedder: str  # the embedder in use, or the one that made the stored vectors until it loads
    notices: tuple[str, ...] = ()
