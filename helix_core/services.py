"""What a service needs from the engine, handed over explicitly instead of the whole facade.

The facade (`helix_core.Helix`) builds one `ServiceContext` when it opens a store; consolidation,
its triggers and its apply step take that context, so they can be built and tested without a
`Helix` and cannot reach past what they are given.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .clock import Clock, as_utc
from .convert import to_ts
from .settings import Settings

if TYPE_CHECKING:
    from .embedding import Embedder
    from .llm.tasks import ModelTasks
    from .retrieval import Retriever
    from .store.store import Store
    from .vectors import VectorIndex


@dataclass(frozen=True)
class ServiceContext:
    """The store, settings, clock, vector index and retriever of one open Helix.

    `embedder` is a callable because building one (loading MiniLM) is deferred to first use;
    `model_tasks` is None when Ollama is disabled.
    """

    store: Store
    settings: Settings
    clock: Clock
    index: VectorIndex
    retriever: Retriever
    embedder: Callable[[], Embedder]
    model_tasks: ModelTasks | None = None

    def now(self) -> float:
        """The clock's current instant as a Unix timestamp (what rows store)."""
        return float(to_ts(as_utc(self.clock.now())))  # type: ignore[arg-type]
