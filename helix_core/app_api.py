"""Facade methods for a long-lived client such as the review app; mixed into `Helix`.

The app must never read tables, probe Ollama or pick a merge partner itself: whatever it needs
from the engine is a method here, so the store can change without the app noticing.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from contextlib import AbstractContextManager, suppress
from typing import TYPE_CHECKING

import peewee as pw

from .convert import to_ts
from .decay import DecayInputs, salience
from .errors import InvalidInput, StoreError
from .llm import OllamaLLM
from .merging import MERGEABLE, MergePlan
from .merging import plan as merge_plan
from .redact import redact_text
from .retrieval import RecallOptions
from .types import Memory, ModelStatus, SearchHit, Watermark
from .undo import Recording, UndoResult, UndoStep
from .undo import recording as record_step
from .undo import undo as undo_step

if TYPE_CHECKING:
    from .helix import Helix

SEARCH_LIMIT = 200
RELEVANT_SHARE = 0.5  # search keeps hits scoring at least half the best one's
PROBE_TIMEOUT = 1.0  # seconds; the app asks once, in the background

_WATERMARK_SQL = (
    "SELECT (SELECT max(id) FROM history), (SELECT count(*) FROM memory), (SELECT max(seq) FROM memory),"
    " (SELECT count(*) FROM proposal WHERE status = 'pending'), (SELECT count(*) FROM flag WHERE status = 'open'),"
    " (SELECT count(*) FROM consolidation_run), (SELECT count(*) FROM memory WHERE status = 'quarantined')"
)


class AppAPI:
    # -- change detection ------------------------------------------------------------------------

    def watermark(self: Helix) -> Watermark:
        """A cheap fingerprint of the store; poll it and compare to see other processes' changes."""
        try:
            values = self.store.db.execute_sql(_WATERMARK_SQL).fetchone()
        except pw.DatabaseError as exc:
            raise StoreError(f"cannot read the database: {exc}") from None
        return Watermark(*(int(v or 0) for v in values))

    def wait_for_change(self: Helix, timeout: float, stop: threading.Event) -> bool:
        """Wait up to `timeout` seconds for another process's write (at once on a server, which
        announces them; a plain wait on a file). True when `stop` was set meanwhile."""
        return self.store.backend.wait_for_change(timeout, stop)

    def new_notices(self: Helix, seen: int) -> list[str]:
        """Notices raised after the first `seen` (the client keeps count, so each shows once)."""
        return list(self.notices[seen:])

    def release_thread(self: Helix) -> None:
        """A worker thread is done with the facade: close its own database connection (another
        call from that thread opens a new one). Never raises: cleanup must not hide a result."""
        with suppress(pw.DatabaseError):
            self.store.db.close()

    # -- browsing --------------------------------------------------------------------------------

    def search(
        self: Helix,
        text: str,
        *,
        scope: str | None = None,
        kind: str | None = None,
        shape: str | None = None,
        status: str | Sequence[str] | None = None,
        limit: int = SEARCH_LIMIT,
        cut: float | None = RELEVANT_SHARE,
    ) -> list[SearchHit]:
        """Memories matching `text` by meaning and words, most relevant first (salience breaks ties).

        One pass over every scope (or what `scope` sees: the project plus global), archived
        memories included; browsing is not an access, so nothing is reinforced. Everything that
        shares a word or is vaguely alike matches, so with `cut` only hits scoring at least that
        share of the best one are kept (None keeps every match). `status` is one or several.
        """
        scopes = None
        if scope is None:
            memory = self.store.models.Memory
            scopes = tuple(s for (s,) in memory.select(memory.scope).distinct().tuples())
            if not scopes:
                return []
        options = RecallOptions(
            scope=scope or "global", scopes=scopes, limit=limit, deep=True,
            kinds=(kind,) if kind else None, shapes=(shape,) if shape else None,
        )
        wanted = {status} if isinstance(status, str) else set(status or ())
        now = self._ts()
        self._catch_up_embeddings()
        hits = [h for h in self.retriever.recall(text, options, self.settings, now)
                if not wanted or h.memory.status in wanted]
        if not hits:
            return []
        top = max(h.score for h in hits)
        found = [SearchHit(h.memory, h.score, salience(_decay_inputs(h.memory), now, self.settings.decay),
                           h.score / top if top > 0 else 1.0) for h in hits]
        if cut is not None:
            found = [h for h in found if h.relevance >= cut]
        return sorted(found, key=lambda h: (-h.score, -h.salience))

    # -- review ----------------------------------------------------------------------------------

    def merge_candidates(self: Helix, memory_id: str, limit: int = 3) -> list[Memory]:
        """The memories most like this one in its own scope that it could merge with, nearest first."""
        memory = self.get(memory_id)
        hits = self.recall(memory.content, scope=memory.scope, limit=limit + 5, record_access=False)
        return [h.memory for h in hits if h.memory.id != memory.id and h.memory.scope == memory.scope
                and h.memory.status in MERGEABLE][:limit]

    def merge_preview(self: Helix, memory_ids: Sequence[str], content: str | None = None,
                      kind: str | None = None) -> MergePlan:
        """What `merge` would do, writing nothing: the survivor before and after, what it supersedes,
        and warnings (a person's memory superseded or rewritten, a lasting kind made to fade)."""
        rows = [self.get(i) for i in dict.fromkeys(memory_ids or [])]
        return merge_plan(rows, redact_text(content) if content else None, kind)

    def merge_with_nearest(self: Helix, memory_id: str, *, actor: str = "human") -> Memory:
        """Review's MERGE: fold the memory and its most similar neighbour in the same scope into the
        stronger of the two (see `merge`)."""
        memory = self.get(memory_id)
        others = self.merge_candidates(memory_id, limit=1)
        if not others:
            raise InvalidInput(f"nothing similar to {memory.id} in {memory.scope} to merge with")
        return self.review(memory_id, "MERGE", merge_with=[others[0].id], actor=actor)

    # -- undo ------------------------------------------------------------------------------------

    def recording(self: Helix, label: str, *, proposals: Sequence[int] = (), flags: Sequence[int] = (),
                  memories: Sequence[str] = (), actor: str = "human") -> AbstractContextManager[Recording]:
        """Record what the block changes as one undoable step: `with hx.recording("approve #3",
        proposals=[3]) as rec: hx.approve(3)`, then `hx.undo(rec.step)`. Name the proposals, flags
        and reviewed memories the block changes: their rows are not in history, so they are kept."""
        return record_step(self.store, label, actor, proposals=proposals, flags=flags, memories=memories)

    def undo(self: Helix, step: UndoStep) -> UndoResult:
        """Undo a recorded step, all of it or nothing (InvalidInput names what changed since)."""
        result = undo_step(self.store, step, self._ts())
        self.index.refresh()
        self._after_write()
        return result

    # -- models ----------------------------------------------------------------------------------

    def model_status(self: Helix) -> ModelStatus:
        """Is Ollama reachable, which embedder is in use, and what a person should be told.

        Asks Ollama at most once a minute (the answer is cached) and never loads the embedder.
        """
        cfg = self.settings.ollama
        llm = OllamaLLM(host=cfg.host, probe_timeout=PROBE_TIMEOUT)
        reachable = llm.available() if cfg.enabled else None
        notices = []
        if reachable is False:
            notices.append(f"Ollama is not reachable at {llm.key}: heuristics rate, distill and reflect "
                           "instead (everything still works).")
        built = self._embedder
        embedder = built.name if built is not None else (
            self.store.meta_get("vec_embedder") or self.settings.embedding.kind)
        return ModelStatus(ollama_enabled=cfg.enabled, ollama_reachable=reachable, ollama_host=llm.key,
                           embedder=embedder, notices=tuple(notices))


def _decay_inputs(memory: Memory) -> DecayInputs:
    return DecayInputs(
        importance=memory.importance, last_access_at=to_ts(memory.last_access_at),  # type: ignore[arg-type]
        half_life=memory.half_life, access_count=memory.access_count, pinned=memory.pinned,
        scope=memory.scope, recorded_at=to_ts(memory.recorded_at),
    )
