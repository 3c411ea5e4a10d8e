"""Facade methods for export, import, quarantine, trust and rollback; mixed into `Helix`."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import peewee as pw

from .. import checks
from ..convert import to_ts
from ..errors import InvalidInput
from ..progress import Job, Progress
from . import quarantine as q
from . import rollback as rb
from . import transfer
from .dna import DnaLimits
from .quarantine import QuarantineItem
from .rollback import RollbackResult
from .transfer import ExportResult, ImportResult

if TYPE_CHECKING:
    from ..embedding import Embedder
    from ..settings import Settings
    from ..store.store import Store
    from ..types import Memory
    from ..vectors import VectorIndex


class _Facade(Protocol):
    """What these methods use of the facade they are mixed into. Named here rather than imported:
    services sit below the facade and never import it."""

    store: Store
    settings: Settings
    index: VectorIndex

    def embedder(self) -> Embedder: ...
    def get(self, memory_id: str) -> Memory: ...
    def _ts(self, at: datetime | None = None) -> float: ...
    def _after_write(self) -> None: ...
    def _checker(self) -> q.Checker: ...
    def _list_filter(self, scope: str | None, kind: str | None, shape: str | None,
                     status: str | Sequence[str] | None, text: str | None) -> tuple[str, list[Any]]: ...


class PortabilityAPI:
    # -- export / import -------------------------------------------------------------------------

    def export(
        self: _Facade,
        path: str | Path,
        *,
        scope: str | None = None,
        kinds: Sequence[str] | None = None,
        statuses: Sequence[str] | None = None,
        force: bool = False,
        progress: Progress | None = None,
        cancel: threading.Event | None = None,
    ) -> ExportResult:
        """Write the store (or the memories matching the filters) to a `.dna` file.

        Refuses a directory, an existing file unless `force`, and the database itself.
        """
        target = checks.path(path)
        if statuses:
            self._list_filter(None, None, None, list(statuses), None)  # validates the names
        if scope:
            self._list_filter(scope, None, None, None, None)
        if kinds is not None and isinstance(kinds, str):
            kinds = [kinds]
        return transfer.export(
            self.store, target, now=self._ts(), scope=scope, kinds=kinds, statuses=statuses,
            force=force, progress=Job("export", progress, cancel).counter("exporting"),
            cancel=(lambda: cancel.is_set()) if cancel is not None else None,
        )

    def import_(
        self: _Facade,
        path: str | Path,
        *,
        actor: str = "human",
        progress: Progress | None = None,
        cancel: threading.Event | None = None,
        limits: DnaLimits | None = None,
        trusted: bool = False,
    ) -> ImportResult:
        """Import a `.dna` file: everything lands quarantined (see `quarantined()`); all or nothing.

        Each memory keeps its id, times (none later than now) and origin; its status before export
        is kept in the quarantine checks and restored on approval. An id already taken here gets a
        suffix. Progress comes in two stages, "checking" (reading the file, nothing written) and
        "writing"; memory use does not grow with the size of the records. Limits: `[dna]` settings.

        `trusted=True` is for one's own move (a store exported here and imported elsewhere): the
        memories are approved by `actor` at once, each approval in the history, except those that
        look like prompt injection, which stay in quarantine.
        """
        if trusted:
            q.require_human(actor, "approve")  # before anything is read or written
        importer = transfer.Importer(
            self.store, self.settings, transfer.require_file(checks.path(path)), now=self._ts(), actor=actor,
            index=self.index, embedder_name=lambda: self.embedder().name,
            embed=transfer.embed_fn(self.embedder),
            progress=Job("import", progress, cancel, "nothing was imported"),
            limits=limits or DnaLimits.from_settings(self.settings.dna),
        )
        try:
            result = importer.run()
        except pw.IntegrityError as exc:
            raise InvalidInput(
                f"the store changed during the import ({exc}); nothing was imported"
            ) from None
        self.index.refresh()
        if trusted:
            suspicious = set(result.suspicious)
            for memory_id in result.quarantined:
                if memory_id not in suspicious:
                    q.decide(self.store, memory_id, True, actor, self._ts(),
                             "trusted import: the person's own store, moved")
            self.index.refresh()
        self._after_write()
        return result

    # -- quarantine ------------------------------------------------------------------------------

    def _checker(self: _Facade) -> q.Checker:
        return q.Checker(self.store, self.index, transfer.embed_fn(self.embedder))

    def quarantined(self: _Facade) -> list[QuarantineItem]:
        """What waits for review, each with its reason and the duplicate/conflict/injection checks."""
        return q.items(self.store, self._checker())

    def approve_quarantined(self: _Facade, memory_id: str, actor: str = "human",
                            rationale: str | None = None) -> Any:
        """Accept a quarantined memory: it gets back the status it had (active for a capture)."""
        q.decide(self.store, memory_id, True, actor, self._ts(), rationale)
        self.index.refresh()
        return self.get(memory_id)

    def reject_quarantined(self: _Facade, memory_id: str, actor: str = "human",
                           rationale: str | None = None) -> Any:
        """Refuse a quarantined memory: it is soft-forgotten (restoring it returns it to quarantine)."""
        q.decide(self.store, memory_id, False, actor, self._ts(), rationale)
        return self.get(memory_id)

    def _restore_into_quarantine(self: _Facade, memory_id: str, actor: str) -> bool:
        return q.restore_into_quarantine(self.store, memory_id, actor, self._ts())

    def trust(self: _Facade, memory_id: str) -> float:
        """0..1: the minimum trust over the memory's sources (user 1.0, agent 0.6, imported 0.4)."""
        return q.trust(self.store, memory_id)

    # -- rollback --------------------------------------------------------------------------------

    def rollback(self: _Facade, event_id: int | None = None, *, to: datetime | None = None,
                 actor: str = "human") -> RollbackResult:
        """Undo one history event, or restore every memory to its state at `to` (not hard forgets).

        The rollback is recorded as "rolled-back" events, so it can itself be undone.
        """
        if (event_id is None) == (to is None):
            raise InvalidInput("give either an event id or a time to roll back to")
        if event_id is not None:
            if isinstance(event_id, bool) or not isinstance(event_id, int):
                raise InvalidInput(f"event id must be an integer, got {event_id!r}")
            result = rb.undo_event(self.store, event_id, self._ts(), actor)
        else:
            assert to is not None
            result = rb.to_time(self.store, to_ts(to, "to"), self._ts(), actor)  # type: ignore[arg-type]
        self.index.refresh()
        self._after_write()
        return result
