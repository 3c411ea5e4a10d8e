"""`Helix`: the one object every client uses (the app, the CLI, agents' integrations, the tests).

Services do the work; this class wires them to one store, one clock, one set of settings, and hands
out plain dataclasses.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np

from . import capture as capture_service
from . import checks, disputes, lifecycle, paths, updates
from . import hard_forget as hard_forget_service
from . import history as history_service
from .app_api import AppAPI
from .clock import Clock, SystemClock, as_utc
from .consolidation.api import ConsolidationAPI
from .convert import (
    edge_from_row,
    history_from_row,
    memory_from_row,
    provenance_from_row,
    to_dt,
    to_ts,
)
from .decay import DecayInputs, archive_threshold, crossing_time, salience, salience_sql
from .embedding import EMBEDDER_KINDS, Embedder, EmbedderUnavailable, make_embedder
from .embedding_worker import EmbeddingWorker
from .errors import InvalidInput, NotFound, StoreError
from .hard_forget import ForgetImpact
from .kinds import RELATIONS, STATUSES, is_valid_scope
from .maintenance import MaintenanceAPI
from .portability.api import PortabilityAPI
from .progress import Job, Progress
from .redact import redact_actor, redact_text
from .retrieval import RecallOptions, Retriever, fts_query
from .services import ServiceContext
from .settings import Settings
from .store.backends import is_url
from .store.store import Store, dumps, loads
from .types import Edge, HistoryEvent, Hit, Memory, Provenance, Stats
from .vectors import VectorIndex

QUERY_CACHE_SIZE = 256


class Helix(ConsolidationAPI, PortabilityAPI, MaintenanceAPI, AppAPI):
    """A memory store for coding agents. Open with `Helix.open(path)`; use as a context manager."""

    def __init__(
        self,
        store: Store,
        settings: Settings,
        clock: Clock,
        embedder: Embedder | str | None = None,
        background: bool = True,
    ) -> None:
        self.store = store
        self.settings = settings
        self.clock = clock
        self.notices: list[str] = []
        self._embedder_spec = embedder
        self._embedder: Embedder | None = embedder if isinstance(embedder, Embedder) else None
        self._embedder_lock = threading.Lock()
        self._query_cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self.index = VectorIndex(store)
        self.retriever = Retriever(store, self.index, self._embed_query)
        self.background = background
        self.embedding = EmbeddingWorker(
            store, self.embedder, self._ensure_vec_table, batch_size=settings.capture.embed_batch
        )
        if background and settings.capture.embed != "later" and self.embedding.pieces_queued():
            self.embedding.start()  # long memories from before pieces existed: upgraded when idle
        self.importance_rater: capture_service.ImportanceRater | None = None
        self._install_llm()  # Ollama's importance rater, when enabled (probed lazily, cached)
        self.ctx = ServiceContext(store, settings, clock, self.index, self.retriever, self.embedder,
                                  self._model_tasks)
        self._closed = False

    # -- opening and closing -------------------------------------------------------------------

    @classmethod
    def open(
        cls,
        path: str | Path | None = None,
        *,
        clock: Clock | None = None,
        settings: Settings | None = None,
        embedder: Embedder | str | None = None,
        background: bool = True,
    ) -> Helix:
        """Open (creating if needed) the database at `path`, or the default location.

        `embedder`: an Embedder, or a kind ("auto", "minilm", "hashing", "ollama"); default from
        settings. `background=False` embeds synchronously at capture (tests, one-shot scripts).
        """
        if path is not None and not isinstance(path, (str, os.PathLike)):
            raise InvalidInput(f"the database is a path or a postgresql:// URL, got {path!r:.60}")
        _check_embedder(embedder)  # before the store: a bad name must not wait for the first capture
        target: str | Path
        if path is not None and is_url(path):
            # A server: the settings are those of the default location (nothing sits beside a URL).
            target = str(path)
            settings_file: Path | None = paths.settings_path_for(paths.default_db_path())
        else:
            target = Path(path) if path is not None else paths.default_db_path()
            settings_file = paths.settings_path_for(target) if str(target) != ":memory:" else None
        if settings is None:
            settings = Settings.load(settings_file)
        if path is None and settings.database:
            if not is_url(settings.database):
                raise InvalidInput(f"setting database must be a postgresql:// URL, got {settings.database!r}")
            target = settings.database
        store = Store(target)
        # An in-memory database lives in this connection only: a worker thread would see an empty one.
        in_memory = str(target) == ":memory:"
        return cls(store, settings, clock or SystemClock(), embedder, background and not in_memory)

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        self.embedding.stop(drain=True, timeout=60.0)
        self.store.close()

    def __enter__(self) -> Helix:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def path(self) -> Path | None:
        return self.store.path

    def now(self) -> datetime:
        return as_utc(self.clock.now())

    def _ts(self, at: datetime | None = None) -> float:
        return to_ts(at if at is not None else self.now(), "at")  # type: ignore[return-value]

    # -- embedding -----------------------------------------------------------------------------

    def embedder(self) -> Embedder:
        """The embedder, built on first use (loading MiniLM costs a little; capture need not wait)."""
        with self._embedder_lock:
            if self._embedder is None:
                spec = self._embedder_spec if isinstance(self._embedder_spec, str) else None
                cfg = self.settings.embedding
                built, notice = make_embedder(
                    spec or cfg.kind, minilm_dir=cfg.minilm_dir, ollama_model=cfg.ollama_model,
                    ollama_host=self.settings.ollama.host,
                )
                if notice:
                    self.notices.append(notice)
                self._embedder = built
            return self._embedder

    def _fallback_embedder(self, reason: str) -> Embedder:
        with self._embedder_lock:
            built, notice = make_embedder("auto", minilm_dir=self.settings.embedding.minilm_dir)
            self.notices.append(f"embedder unavailable ({reason}); using {built.name} instead")
            if notice:
                self.notices.append(notice)
            self._embedder = built
            return built

    def _ensure_vec_table(self, embedder: Embedder) -> None:
        if embedder.dim <= 0:
            embedder.embed(["probe"])
        if self.store.ensure_vec_table(embedder.dim, embedder.name):
            self.notices.append(f"embedder changed to {embedder.name}: re-embedding every memory")

    def _embed_query(self, text: str) -> np.ndarray | None:
        cached = self._query_cache.get(text)
        if cached is not None:
            self._query_cache.move_to_end(text)
            return cached
        try:
            embedder = self.embedder()
            self.index.refresh()
            if self.index.embedder_name not in (None, embedder.name):
                # The embedder changed: start re-embedding; lexical recall covers the meantime.
                self._ensure_vec_table(embedder)
                self._after_write()
                return None
            vector = embedder.embed([text])[0]
        except EmbedderUnavailable as exc:
            self._fallback_embedder(str(exc))
            return None
        self._query_cache[text] = vector
        if len(self._query_cache) > QUERY_CACHE_SIZE:
            self._query_cache.popitem(last=False)
        return vector

    def _catch_up_embeddings(self) -> None:
        """Before a recall, give a small backlog a moment to get its vectors, so what was just
        captured is found by meaning too.

        Bounded twice: only a backlog of at most `recall_catch_up` rows, and only for
        `recall_catch_up_seconds`. A bulk ingest or a slow embedder is left to the background
        worker; recall then finds those memories by their words until their vectors land.
        """
        memory = self.store.models.Memory
        cfg = self.settings.capture
        if cfg.embed == "later":
            return  # this process does not embed; pending rows are found by their words
        pending = memory.select(memory.seq).where(memory.embedder.is_null()).limit(cfg.recall_catch_up + 1).count()
        if 0 < pending <= cfg.recall_catch_up:
            self.embedding.notify()
            self.embedding.drain(timeout=cfg.recall_catch_up_seconds)

    def embed_pending(self, *, progress: Progress | None = None,
                      cancel: threading.Event | None = None) -> int:
        """Embed every memory still waiting for a vector, now. Returns how many.

        Each batch is committed as it lands, so a cancel keeps what was embedded."""
        job = Job("embedding", progress, cancel, aftermath="the vectors written so far stay")
        memory = self.store.models.Memory
        backlog = memory.select().where(memory.embedder.is_null()).count()
        total = 0
        while True:
            job("embedding", total, max(backlog, total))
            try:
                self._ensure_vec_table(self.embedder())  # a changed embedder queues every memory
                done = self.embedding.embed_pending(limit=512)
            except EmbedderUnavailable as exc:
                self._fallback_embedder(str(exc))
                continue
            total += done
            if done == 0:
                return total

    def embed_pieces(self) -> int:
        """Add now the pieces of long memories that have only their head vector (embedded before
        pieces existed, or imported); the background worker does it when idle. Returns how many
        memories were looked at."""
        total = 0
        while step := self.embedding.upgrade_pieces(limit=16):
            total += step
        return total

    def flush_embeddings(self, timeout: float | None = None) -> bool:
        return self.embedding.drain(timeout)

    # -- capture -------------------------------------------------------------------------------

    def capture(
        self,
        content: str,
        *,
        kind: str = "episode",
        scope: str = "global",
        origin: str = "agent-ingested",
        session: str | None = None,
        agent: str | None = None,
        attributes: dict[str, Any] | None = None,
        importance: float | None = None,
        confidence: float | None = None,
        pinned: bool = False,
        deletion_policy: str = "manual_only",
        shape: str | None = None,
        level: int = 0,
        valid_from: datetime | None = None,
        id: str | None = None,
        actor: str | None = None,
    ) -> Memory:
        """Store an observation at once; its vector follows in the background."""
        # The rules an import applies, so that whatever is captured exports and imports again
        # (capture's own checks take a bool for a number, and any id or name).
        for what, value in (("importance", importance), ("confidence", confidence)):
            if value is not None:
                checks.number(value, what, 0.0, 1.0)
        checks.integer(level, "level", 0, 3)
        checks.flag(pinned, "pinned")
        if id is not None:
            checks.memory_id(id)
        session, agent = session or None, agent or None  # "" names none (an empty HELIX_SESSION)
        for what, value in (("session", session), ("agent", agent)):
            if value is not None:
                checks.name(value, what)
        req = capture_service.CaptureRequest(
            content=capture_service.text_of(content), kind=kind, shape=shape, level=level, scope=scope, origin=origin,
            session=session, agent=agent, attributes=attributes, importance=importance,
            confidence=confidence, pinned=pinned, deletion_policy=deletion_policy,
            valid_from=to_ts(valid_from, "valid_from"), id=id, actor=actor,
        )
        memory_id = capture_service.capture(
            self.store, req, self.settings, self._ts(), self.importance_rater
        )
        self._after_write()
        return self.get(memory_id)

    def _after_write(self) -> None:
        if self.settings.capture.embed == "later":
            return  # left pending for whoever holds the model (the app, `helix mcp`, `helix embed`)
        if self.background and self.settings.capture.embed == "deferred":
            self.embedding.notify()
        else:
            try:
                self.embed_pending()
            except StoreError as exc:
                # The memory itself is committed; raising would make callers retry (a duplicate).
                # Its vector stays pending and is written by the next embed or `helix doctor --repair`.
                self.notices.append(f"saved, but its vector is pending: {exc}")

    # -- reading -------------------------------------------------------------------------------

    def get(self, memory_id: str) -> Memory:
        return memory_from_row(lifecycle.load(self.store, memory_id))

    def exists(self, memory_id: str) -> bool:
        return self.store.models.Memory.select().where(self.store.models.Memory.id == memory_id).exists()

    def salience(self, memory_id: str, at: datetime | None = None) -> float:
        row = lifecycle.load(self.store, memory_id)
        return salience(lifecycle.decay_inputs(row), self._ts(at), self.settings.decay)

    def salience_curve(
        self, memory_id: str, since: datetime | None = None, until: datetime | None = None,
        points: int = 60,
    ) -> list[tuple[datetime, float]]:
        """Salience over time: the past replayed from history (accesses, reinforcements, edits),
        the future projected with no further access."""
        row = lifecycle.load(self.store, memory_id)
        now = self._ts()
        start = to_ts(since, "since") if since else row.recorded_at
        end = to_ts(until, "until") if until else now + 30 * 86400
        if end <= start:
            raise InvalidInput("the end of the curve must be after its start")
        states = self._replay(row)
        out: list[tuple[datetime, float]] = []
        for k in range(points):
            t = start + (end - start) * k / max(1, points - 1)
            state = states[0][1]
            for at, inputs in states:
                if at <= t:
                    state = inputs
                else:
                    break
            out.append((to_dt(t), salience(state, t, self.settings.decay)))  # type: ignore[arg-type]
        return out

    def _replay(self, row: Any) -> list[tuple[float, DecayInputs]]:
        """(start time, decay inputs) for each stretch of the memory's life, oldest first.

        Walks the history backwards from the current row, undoing each event's `before` values.
        """
        hist = self.store.models.History
        events = list(hist.select().where(hist.memory_id == row.id).order_by(hist.at, hist.id))
        fields = ("importance", "last_access_at", "half_life", "access_count", "pinned")
        values = {f: getattr(lifecycle.decay_inputs(row), f) for f in fields}

        def state() -> DecayInputs:
            return DecayInputs(scope=row.scope, recorded_at=row.recorded_at, **values)

        stretches: list[tuple[float, DecayInputs]] = []
        for event in reversed(events):
            stretches.append((event.at, state()))
            before = loads(event.before) or {}
            values.update({k: v for k, v in before.items() if k in fields})
        stretches.append((row.recorded_at, state()))
        stretches.reverse()
        return stretches

    def fades_at(self, memory_id: str) -> datetime | None:
        """When the memory will cross the retrieval floor with no further access (None: never)."""
        row = lifecycle.load(self.store, memory_id)
        threshold = archive_threshold(row.scope, self.settings.decay)
        return to_dt(crossing_time(lifecycle.decay_inputs(row), threshold, self._ts(), self.settings.decay))

    def recall(
        self,
        query: str,
        *,
        scope: str = "global",
        limit: int = 10,
        deep: bool = False,
        surprise: bool = True,
        kinds: Sequence[str] | None = None,
        shapes: Sequence[str] | None = None,
        record_access: bool = True,
        actor: str = "system",
    ) -> list[Hit]:
        """Memories relevant to `query` in `scope` (plus global). Returning them counts as access.

        `kinds` and `shapes`: one name or several."""
        history_service.check_actor(actor)  # before the search: it writes the access under this name
        options = RecallOptions(
            scope=scope, limit=limit, deep=deep, surprise=surprise,
            kinds=_names(kinds, "kinds"), shapes=_names(shapes, "shapes"),
        )
        now = self._ts()
        self._catch_up_embeddings()
        hits = self.retriever.recall(query, options, self.settings, now)
        hits = updates.newer_first(query, disputes.mark(self.store, hits), lambda word, older: (
            self.retriever.mentions_after(word, options, to_ts(older.valid_from) or 0.0)))
        if record_access and hits:
            lifecycle.record_access(self.store, [h.memory.id for h in hits], self.settings, now, actor)
            refreshed = {m.id: m for m in self._get_many([h.memory.id for h in hits])}
            hits = [replace(h, memory=refreshed.get(h.memory.id, h.memory)) for h in hits]
        return hits

    def _get_many(self, ids: Sequence[str]) -> list[Memory]:
        memory = self.store.models.Memory
        return [memory_from_row(r) for r in memory.select().where(memory.id.in_(list(ids)))]

    def list(
        self,
        *,
        scope: str | None = None,
        kind: str | None = None,
        shape: str | None = None,
        status: str | Sequence[str] | None = None,
        text: str | None = None,
        order: str = "salience",
        descending: bool = True,
        limit: int = 100,
        offset: int = 0,
        at: datetime | None = None,
    ) -> list[tuple[Memory, float]]:
        """A page of memories with their salience, filtered and ordered in SQL (fast at 100k)."""
        limit, offset = checks.limit(limit), checks.integer(offset, "offset", 0, checks.MAX_OFFSET)
        now = self._ts(at)
        sal_expr, sal_params = salience_sql(now, self.settings.decay)
        where, params = self._list_filter(scope, kind, shape, status, text)
        columns = {
            "salience": "sal", "recorded_at": "recorded_at", "last_access_at": "last_access_at",
            "importance": "importance", "kind": "kind", "scope": "scope", "status": "status",
            "id": "id", "shape": "shape", "access_count": "access_count", "age": "recorded_at",
        }
        if order not in columns:
            raise InvalidInput(f"cannot order by {order!r}; choose from {', '.join(columns)}")
        direction = "DESC" if descending else "ASC"
        if order == "age":
            direction = "ASC" if descending else "DESC"
        sql = (
            f"SELECT *, {sal_expr} AS sal FROM memory {where} "
            f"ORDER BY {columns[order]} {direction}, seq DESC LIMIT ? OFFSET ?"
        )
        cursor = self.store.db.execute_sql(sql, (*sal_params, *params, limit, offset))
        names = [d[0] for d in cursor.description]
        out = []
        for values in cursor:
            row = dict(zip(names, values, strict=True))
            out.append((memory_from_row(row), float(row["sal"])))
        return out

    def count(self, *, scope: str | None = None, kind: str | None = None, shape: str | None = None,
              status: str | Sequence[str] | None = None, text: str | None = None) -> int:
        where, params = self._list_filter(scope, kind, shape, status, text)
        return self.store.db.execute_sql(f"SELECT count(*) FROM memory {where}", tuple(params)).fetchone()[0]

    def _list_filter(self, scope: str | None, kind: str | None, shape: str | None,
                     status: str | Sequence[str] | None, text: str | None) -> tuple[str, list[Any]]:
        clauses: list[str] = []
        params: list[Any] = []
        if scope:
            if not is_valid_scope(scope):
                raise InvalidInput(f"scope must be 'global' or 'project:<id>', got {scope!r}")
            clauses.append("scope = ?")
            params.append(scope)
        if kind:
            clauses.append("kind = ?")
            params.append(kind)
        if shape:
            clauses.append("shape = ?")
            params.append(shape)
        if status:
            statuses = [status] if isinstance(status, str) else list(status)
            bad = [s for s in statuses if s not in STATUSES]
            if bad:
                raise InvalidInput(f"unknown status {bad[0]!r} (known: {', '.join(STATUSES)})")
            clauses.append(f"status IN ({','.join('?' * len(statuses))})")
            params.extend(statuses)
        if text and text.strip():
            match = fts_query(text, "AND")
            if match:
                hits, hit_params = self.store.backend.fts_seqs(match)
                clauses.append(f"seq IN ({hits})")
                params.extend(hit_params)
        where = ("WHERE " + " AND ".join(clauses)) if clauses else ""
        return where, params

    def edges(self, memory_id: str) -> list[Edge]:
        edge = self.store.models.Edge
        rows = edge.select().where((edge.src == memory_id) | (edge.dst == memory_id)).order_by(edge.id)
        return [edge_from_row(r) for r in rows]

    def provenance(self, memory_id: str) -> list[Provenance]:
        prov = self.store.models.Provenance
        return [provenance_from_row(r) for r in prov.select().where(prov.memory == memory_id).order_by(prov.id)]

    def history(
        self,
        memory_id: str | None = None,
        *,
        actor: str | None = None,
        event: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        limit: int | None = None,
    ) -> list[HistoryEvent]:
        hist = self.store.models.History
        query = hist.select()
        if memory_id is not None:
            if not isinstance(memory_id, str):
                raise InvalidInput(f"a memory id is text, got {memory_id!r:.60}")
            query = query.where(hist.memory_id.in_([memory_id, lifecycle.tombstone_id(memory_id)]))
        if actor is not None:
            query = query.where(hist.actor == actor)
        if event is not None:
            query = query.where(hist.event == event)
        if since is not None:
            query = query.where(hist.at >= to_ts(since, "since"))
        if until is not None:
            query = query.where(hist.at <= to_ts(until, "until"))
        query = query.order_by(hist.at, hist.id)
        if limit is not None:
            query = query.order_by(hist.at.desc(), hist.id.desc()).limit(checks.limit(limit))
            return list(reversed([history_from_row(r) for r in query]))
        return [history_from_row(r) for r in query]

    def grant_roles(self, *, writer: str | None = None, reviewer: str | None = None,
                    apply: bool = False) -> list[str]:
        """The GRANT statements that separate agents (writer: capture, recall, embed, end a session)
        from people (reviewer: also approve, reject, resolve, hard forget, consolidate) on a
        PostgreSQL server; with `apply`, run them here as the tables' owner. The roles must exist."""
        from .store.backends.roles import grants

        if self.store.backend.name != "postgresql":
            raise InvalidInput("database roles are for a PostgreSQL server store (--db postgresql://…); "
                               "a SQLite file is guarded by its file permissions (owner-only)")
        if writer is None and reviewer is None:
            raise InvalidInput("name a --writer role, a --reviewer role, or both")
        try:
            statements = grants(writer=writer, reviewer=reviewer)
        except ValueError as exc:
            raise InvalidInput(str(exc)) from None
        if apply:
            with self.store.write():
                for statement in statements:
                    self.store.db.execute_sql(statement)
        return statements

    def stats(self) -> Stats:
        memory = self.store.models.Memory

        def grouped(field: Any) -> dict[str, int]:
            from peewee import fn

            return {k: n for k, n in memory.select(field, fn.COUNT(memory.seq)).group_by(field).tuples()}

        pending = memory.select().where(memory.embedder.is_null()).count()
        size = self.store.backend.size_bytes() if self.store.is_shared else 0
        if self.path is not None:
            for suffix in ("", "-wal"):
                p = Path(str(self.path) + suffix)
                if p.exists():
                    size += p.stat().st_size
        embedder_name = self.store.meta_get("vec_embedder") or "(none yet)"
        return Stats(
            total=memory.select().count(), by_status=grouped(memory.status),
            by_shape=grouped(memory.shape), by_scope=grouped(memory.scope),
            pending_embeddings=pending, embedder=embedder_name,
            db_path=self.store.describe(), db_bytes=size,
        )

    # -- changing ------------------------------------------------------------------------------

    def reinforce(self, memory_id: str, quality: int = 4, *, actor: str = "human",
                  rationale: str | None = None) -> Memory:
        lifecycle.reinforce(self.store, memory_id, quality, self.settings, self._ts(), actor,
                            rationale=rationale)
        return self.get(memory_id)

    def penalize(self, memory_id: str, amount: float = 0.1, *, actor: str = "human",
                 rationale: str | None = None) -> Memory:
        lifecycle.penalize(self.store, memory_id, amount, self.settings, self._ts(), actor, rationale)
        return self.get(memory_id)

    def pin(self, memory_id: str, pinned: bool = True, *, actor: str = "human") -> Memory:
        lifecycle.set_pinned(self.store, memory_id, pinned, self._ts(), actor)
        return self.get(memory_id)

    def unpin(self, memory_id: str, *, actor: str = "human") -> Memory:
        return self.pin(memory_id, False, actor=actor)

    def edit(self, memory_id: str, *, actor: str = "human", rationale: str | None = None,
             **changes: Any) -> Memory:
        """Change fields in place (content, kind, scope, importance, confidence, attributes…)."""
        for key in ("valid_from", "valid_to"):  # datetimes in, epoch seconds stored; None clears valid_to
            if changes.get(key) is not None:
                changes[key] = to_ts(changes[key], key)
        lifecycle.edit(self.store, memory_id, changes, self.settings, self._ts(), actor, rationale)
        if "content" in changes:
            self._after_write()
        return self.get(memory_id)

    def archive(self, memory_id: str, *, actor: str = "human", rationale: str | None = None) -> Memory:
        lifecycle.set_status(self.store, memory_id, "archived", self._ts(), actor, "archived", rationale)
        return self.get(memory_id)

    def restore(self, memory_id: str, *, actor: str = "human") -> Memory:
        """Bring back a soft-forgotten or archived memory."""
        row = lifecycle.load(self.store, memory_id)
        if row.status not in ("forgotten", "archived"):
            raise InvalidInput(f"{memory_id} is {row.status}; only forgotten or archived memories restore")
        if self._restore_into_quarantine(memory_id, actor):  # never approved: back to review
            return self.get(memory_id)
        lifecycle.set_status(self.store, memory_id, "active", self._ts(), actor, "restored")
        return self.get(memory_id)

    def forget(self, memory_id: str, *, hard: bool = False, actor: str = "human",
               rationale: str | None = None,
               cascade: str = "demote") -> lifecycle.HardForgetResult | Memory:
        """Soft forget (recoverable with `restore`) or, with hard=True, remove every trace.

        A hard forget reaches what was made from the memory (see `hard_forget_impact`): derived
        memories that quote it lose the quote (`cascade="demote"`) or are hard-forgotten too
        (`cascade="forget"`); pending proposals grounded in it are withdrawn.
        """
        if hard:
            result = lifecycle.hard_forget(self.store, memory_id, self._ts(), actor, rationale, cascade)
            self.index.refresh()
            self._after_write()  # memories that lost a quote are embedded again
            return result
        lifecycle.set_status(self.store, memory_id, "forgotten", self._ts(), actor, "forgotten", rationale)
        return self.get(memory_id)

    def hard_forget_impact(self, memory_id: str) -> ForgetImpact:
        """What a hard forget of this memory would reach, before doing it: the derived memories
        that quote it (the caller chooses: demote them, quote removed, or forget them too), those
        derived from it without quoting (demoted), and the pending proposals to be withdrawn."""
        return hard_forget_service.impact(self.store, memory_id)

    def link(self, src: str, dst: str, relation: str = "related_to", *, weight: float = 1.0,
             actor: str = "human", extractor: str = "manual", run_id: int | None = None) -> Edge:
        if relation not in RELATIONS:
            raise InvalidInput(f"unknown relation {relation!r} (known: {', '.join(RELATIONS)})")
        if src == dst:
            raise InvalidInput("a memory cannot be linked to itself")
        history_service.check_actor(actor)
        actor = redact_actor(actor)  # a token used as an agent name never reaches the provenance
        # Every recall weighs edges and every export writes them: a finite number import accepts.
        weight = checks.number(weight, "weight", -checks.MAX_EDGE_WEIGHT, checks.MAX_EDGE_WEIGHT)
        now = self._ts()
        models = self.store.models
        with self.store.write():
            lifecycle.load(self.store, src)
            lifecycle.load(self.store, dst)
            (
                models.Edge.insert(src=src, dst=dst, relation=relation, weight=weight, created_at=now)
                .on_conflict(conflict_target=[models.Edge.src, models.Edge.dst, models.Edge.relation],
                             update={models.Edge.weight: weight})
                .execute()
            )
            row = models.Edge.get((models.Edge.src == src) & (models.Edge.dst == dst)
                                  & (models.Edge.relation == relation))
            models.Provenance.insert(edge=row.id, extractor=extractor, run_id=run_id,
                                     origin="derived" if run_id else "user-asserted",
                                     agent=actor, at=now).execute()
            history_service.record(models, src, "linked", actor=actor, at=now,
                                   after={"relation": relation, "dst": dst, "weight": weight},
                                   run_id=run_id)
        return edge_from_row(row)

    def sweep(self) -> lifecycle.SweepResult:
        """Archive what fell below the floor; prune auto_prune memories below 0.001."""
        result = lifecycle.sweep(self.store, self.settings, self._ts())
        if result.pruned:
            self.index.refresh()
        return result

    def end_session(self, session: str, *, actor: str = "system") -> dict[str, Any]:
        """An agent session ended: enqueue a consolidation (the session-boundary trigger)."""
        if not isinstance(session, str) or not session.strip():
            raise InvalidInput("session is empty")
        # Captures stored the session redacted, so the redacted name both finds their episodes
        # and keeps a token passed as a session name out of the queue and the reply.
        session = redact_text(session) or session
        history_service.check_actor(actor)
        actor = redact_actor(actor)
        models = self.store.models
        with self.store.write():
            qid = models.TriggerQueue.insert(
                trigger="session_end", payload=dumps({"session": session, "actor": actor}),
                enqueued_at=self._ts(),
            ).execute()
        count = models.Memory.select().where(models.Memory.session == session).count()
        return {"queued": qid, "session": session, "episodes": count}


def _names(value: str | Sequence[str] | None, what: str) -> tuple[str, ...] | None:
    """One name or several, as a tuple ("episode" is one kind, not seven letters)."""
    if not value:
        return None
    if isinstance(value, str):
        return (value,)
    names = tuple(value) if isinstance(value, (list, tuple, set)) else (value,)
    if not all(isinstance(n, str) for n in names):
        raise InvalidInput(f"{what} must be names, got {value!r:.60}")
    return names


def _check_embedder(embedder: Embedder | str | None) -> None:
    if embedder is None or isinstance(embedder, Embedder):
        return
    if not isinstance(embedder, str) or embedder.strip().lower() not in EMBEDDER_KINDS:
        raise InvalidInput(f"unknown embedder {embedder!r:.60}; expected an Embedder or one of "
                           f"{', '.join(EMBEDDER_KINDS)}")


__all__ = ["Helix", "NotFound"]
