"""Import a `.dna` file: all or nothing, into quarantine, in memory that does not grow with the file.

Pass 1 reads the file once: it validates every record, redacts it, runs the injection, duplicate and
conflict checks against the store as it is, embeds each memory once, and writes the cleaned records
to a spool — a temporary SQLite file beside the database, owner-only, deleted afterwards. Nothing
of the store is written. Pass 2 replays the spool into the store in one transaction; any error or a
cancel rolls it back. So a bad line is found before any change, each record is redacted and
embedded once, and what is held in memory is one batch of records plus the ids of the memories
imported (for the result), never the file.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from .. import history, ids
from ..convert import MEMORY_FIELDS
from ..embedding.pieces import MIN_BYTES_FOR_PIECES
from ..errors import InvalidInput, StoreError
from ..injection import scan as scan_injection
from ..progress import Progress
from ..redact import redact, redact_json
from ..settings import Settings
from ..store.store import Store, dumps, loads
from ..vectors import VectorIndex, queue_pieces, write_vectors
from . import dna
from .quarantine import Checker, describe

# Times of a memory record that say when something happened here; they cannot be later than the
# import. valid_from/valid_to are claims about the world and may lie in the future.
CLAMPED_FIELDS = ("recorded_at", "last_access_at", "updated_at", "reviewed_at", "consolidated_at")
CHECK_BATCH = 64  # memories embedded and checked together
PROGRESS_EVERY = 64


@dataclass(frozen=True)
class ImportResult:
    path: str
    batch_id: int
    counts: dict[str, int]
    quarantined: list[str]
    renamed: dict[str, str] = field(default_factory=dict)
    duplicates: dict[str, list[str]] = field(default_factory=dict)
    conflicts: dict[str, list[str]] = field(default_factory=dict)
    suspicious: list[str] = field(default_factory=list)
    redacted: int = 0
    vectors_imported: int = 0
    reembed: bool = False
    notes: list[str] = field(default_factory=list)


class Spool:
    """Cleaned records between the passes, and the file's ids and edges for reference checks."""

    def __init__(self, directory: Path) -> None:
        fd, name = tempfile.mkstemp(prefix=".helix-import-", suffix=".spool", dir=directory)
        os.close(fd)  # mkstemp made it 0600: the spool holds (redacted) memories
        self.path = Path(name)
        try:
            self.db = sqlite3.connect(name, isolation_level=None)
            self.db.executescript(
                "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA cache_size=-8000;"
                "CREATE TABLE record(line INTEGER PRIMARY KEY, kind TEXT, data TEXT, vector BLOB);"
                "CREATE TABLE ids(original TEXT PRIMARY KEY, new TEXT UNIQUE, line INTEGER);"
                "CREATE TABLE edge(src TEXT, dst TEXT, relation TEXT, line INTEGER,"
                " PRIMARY KEY (src, dst, relation));"
                "BEGIN;")
        except sqlite3.Error as exc:
            self.close()
            raise StoreError(f"cannot write the import spool in {directory}: {exc}") from None

    def add_id(self, original: str, new: str, line: int) -> None:
        self.db.execute("INSERT INTO ids VALUES (?, ?, ?)", (original, new, line))

    def mapped(self, original: str) -> tuple[str, int] | None:
        row = self.db.execute("SELECT new, line FROM ids WHERE original = ?", (original,)).fetchone()
        return (row[0], row[1]) if row else None

    def taken(self, new: str) -> bool:
        return self.db.execute("SELECT 1 FROM ids WHERE new = ?", (new,)).fetchone() is not None

    def add_edge(self, key: tuple[str, str, str], line: int) -> int | None:
        """Record an edge; returns the line of an earlier one with the same key instead."""
        row = self.db.execute("SELECT line FROM edge WHERE src = ? AND dst = ? AND relation = ?",
                              key).fetchone()
        if row:
            return int(row[0])
        self.db.execute("INSERT INTO edge VALUES (?, ?, ?, ?)", (*key, line))
        return None

    def has_edge(self, key: tuple[str, str, str]) -> bool:
        return self.db.execute("SELECT 1 FROM edge WHERE src = ? AND dst = ? AND relation = ?",
                               key).fetchone() is not None

    def put(self, line: int, kind: str, data: dict[str, Any], vector: np.ndarray | None = None) -> None:
        blob = None if vector is None else np.asarray(vector, dtype="<f4").tobytes()
        self.db.execute("INSERT INTO record VALUES (?, ?, ?, ?)", (line, kind, dumps(data), blob))

    def records(self) -> Iterator[tuple[int, str, dict[str, Any], np.ndarray | None]]:
        cursor = self.db.execute("SELECT line, kind, data, vector FROM record ORDER BY line")
        for line, kind, data, blob in cursor:
            yield line, kind, loads(data), None if blob is None else np.frombuffer(blob, dtype="<f4")

    def new_ids(self) -> list[str]:
        return [new for (new,) in self.db.execute("SELECT new FROM ids ORDER BY line")]

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.db.close()
        self.path.unlink(missing_ok=True)


@dataclass
class _Pending:
    """A memory between validation and its checks (which run a batch at a time)."""

    line: int
    data: dict[str, Any]
    content: str
    kind: str
    scope: str
    vector: np.ndarray | None
    imported_vector: bool


@dataclass
class _Tally:
    renamed: dict[str, str] = field(default_factory=dict)
    duplicates: dict[str, list[str]] = field(default_factory=dict)
    conflicts: dict[str, list[str]] = field(default_factory=dict)
    suspicious: list[str] = field(default_factory=list)
    redacted: int = 0
    vectors_imported: int = 0


class Importer:
    def __init__(
        self,
        store: Store,
        settings: Settings,
        path: Path,
        *,
        now: float,
        actor: str,
        index: VectorIndex,
        embedder_name: Callable[[], str],
        embed: Callable[[list[str]], Any] | None,
        progress: Progress | None = None,
        limits: dna.DnaLimits | None = None,
    ) -> None:
        self.store = store
        self.settings = settings
        self.path = Path(path).expanduser()
        self.now = now
        self.actor = history.check_actor(actor)
        self.index = index
        self.embedder_name = embedder_name
        self.embed = embed
        self.progress = progress
        self.limits = limits or dna.DnaLimits()
        capture = settings.capture
        self.checker_rec = dna.RecordChecker(self.path, capture.max_content_chars,
                                             capture.max_attributes_bytes, capture.max_attributes_depth)
        self.tally = _Tally()
        self.notes: list[str] = []

    def _tick(self, stage: str, done: int, total: int) -> None:
        if self.progress is not None and (done % PROGRESS_EVERY == 0 or done == total):
            self.progress(stage, done, total)  # raises Cancelled when asked to stop

    def _clamp(self, at: float) -> float:
        """A file's times are claims: none may lie after the import (a forged future event would
        otherwise sort after every local decision, and a future access would never decay)."""
        return min(at, self.now)

    def run(self) -> ImportResult:
        if self.progress is not None:
            self.progress("measuring", 0, 0)
        extent = dna.prescan(self.path, self.limits)  # size and record count, before any parsing
        header, records = dna.read(self.path, self.limits)
        directory = self.store.path.parent if self.store.path is not None else Path(tempfile.gettempdir())
        check_space(directory, extent)
        spool = Spool(directory)
        try:
            self._check(header, records, spool)
            batch_id = self._write(header, spool)
            quarantined = spool.new_ids()
        except sqlite3.Error as exc:  # the spool's disk filled up, most likely
            raise StoreError(f"import failed while spooling: {exc}; nothing was imported") from None
        finally:
            spool.close()
        t = self.tally
        return ImportResult(
            path=str(self.path), batch_id=batch_id, counts=header.counts, quarantined=quarantined,
            renamed=t.renamed, duplicates=t.duplicates, conflicts=t.conflicts, suspicious=t.suspicious,
            redacted=t.redacted, vectors_imported=t.vectors_imported,
            reembed=t.vectors_imported < len(quarantined),  # embedded here, now or by the worker
            notes=list(self.notes),
        )

    # pass 1: read, validate, clean, check, spool --------------------------------------------------

    def _check(self, header: dna.Header, records: Iterator[tuple[int, dict[str, Any]]],
               spool: Spool) -> None:
        store_embedder = self.embedder_name()
        vectors_ok = (header.embedder is not None and header.dim is not None
                      and header.embedder == store_embedder and self.store.vec_dim() in (None, header.dim))
        checker = Checker(self.store, self.index, self.embed)
        pending: list[_Pending] = []
        total = sum(header.counts.values())
        for done, (line, raw) in enumerate(records, 1):
            self._tick("checking", done, total)
            kind = raw["type"]
            if kind == "memory":
                pending.append(self._memory(raw, line, header, vectors_ok, spool))
                if len(pending) >= CHECK_BATCH:
                    self._flush(pending, checker, spool)
            elif kind == "edge":
                self._edge(raw, line, spool)
            elif kind == "provenance":
                self._provenance(raw, line, spool)
            else:
                self._history(raw, line, spool)
        self._flush(pending, checker, spool)
        self.notes = checker.notes

    def _memory(self, raw: dict[str, Any], line: int, header: dna.Header, vectors_ok: bool,
                spool: Spool) -> _Pending:
        rec = self.checker_rec.memory(raw, line)
        earlier = spool.mapped(rec["id"])
        if earlier is not None:
            raise dna.DnaFormatError(self.path, line, f"memory id {rec['id']} appears twice (first on "
                                     f"line {earlier[1]})")
        if rec["vector"] is not None and len(rec["vector"]) != (header.dim or 0):
            raise dna.DnaFormatError(self.path, line, f"memory record: vector has {len(rec['vector'])} "
                                     f"values, the header says {header.dim}")
        clean = redact(rec["content"])
        attributes, n_attr = redact_json(rec["attributes"])
        new_id = self._new_id(rec["id"], clean.text, line, spool)
        spool.add_id(rec["id"], new_id, line)
        checks: dict[str, Any] = {
            "source": "import", "file": self.path.name, "original_status": rec["status"],
            "original_id": rec["id"], "redacted": len(clean.findings) + n_attr,
            "injection": [{"pattern": f.pattern, "reason": f.reason, "excerpt": f.excerpt}
                          for f in scan_injection(clean.text)],
        }
        if new_id != rec["id"]:
            checks["renamed_from"] = rec["id"]
            self.tally.renamed[rec["id"]] = new_id
        if checks["injection"]:
            self.tally.suspicious.append(new_id)
        self.tally.redacted += checks["redacted"]
        imported_vector = bool(vectors_ok and rec["vector"] is not None and not clean.changed
                               and rec["embedder"] == header.embedder)
        checks["vector"] = "imported" if imported_vector else "re-embedded"
        row = {name: rec.get(name) for name in MEMORY_FIELDS if name not in ("id", "embedder")}
        row.update(
            content=clean.text, attributes=dumps(attributes), status="quarantined", embedder=None,
            session=redact(rec["session"]).text if rec["session"] else None,
            agent=redact(rec["agent"]).text if rec["agent"] else None,
        )
        for key in CLAMPED_FIELDS:
            if row.get(key) is not None:
                row[key] = self._clamp(row[key])
        data = {"id": new_id, "original_id": rec["id"], "row": row, "checks": checks,
                "original_status": rec["status"]}
        return _Pending(line, data, clean.text, rec["kind"], rec["scope"],
                        rec["vector"] if imported_vector else None, imported_vector)

    def _new_id(self, original: str, clean_text: str, line: int, spool: Spool) -> str:
        """The file's id, unless it leaks a secret (then one made from the redacted text) or is taken."""
        memory = self.store.models.Memory
        new_id = ids.memory_id(clean_text) if redact(original).changed else original

        def taken(mid: str) -> bool:
            return spool.taken(mid) or memory.select().where(memory.id == mid).exists()

        base, attempt = new_id, 0
        while taken(new_id):
            attempt += 1
            new_id = ids.with_suffix(base, f"import|{self.now}|{line}|{attempt}")
        return new_id

    def _flush(self, pending: list[_Pending], checker: Checker, spool: Spool) -> None:
        """Embed (once: the vector is kept for the store) and check a batch, then spool it."""
        need = [p for p in pending if p.vector is None]
        for p, vector in zip(need, checker.vectors([p.content for p in need]), strict=True):
            p.vector = vector
        for p in pending:
            found = checker.check(p.content, p.kind, p.scope, p.vector)
            checks = p.data["checks"]
            checks.update(found)
            reason = "; ".join([f"imported from {self.path.name}", *describe(checks)])
            p.data.update(reason=reason, vector_source="imported" if p.imported_vector else "computed")
            if found["duplicates"]:
                self.tally.duplicates[p.data["id"]] = [d["id"] for d in found["duplicates"]]
            if found["conflicts"]:
                self.tally.conflicts[p.data["id"]] = [c["id"] for c in found["conflicts"]]
            spool.put(p.line, "memory", p.data, p.vector)
        pending.clear()

    def _mapped(self, spool: Spool, original: str, line: int, what: str, where: str) -> str:
        found = spool.mapped(original)
        if found is None:
            raise dna.DnaFormatError(self.path, line, f"{what}: {where} {original} is not a memory "
                                     "earlier in the file")
        return found[0]

    def _edge(self, raw: dict[str, Any], line: int, spool: Spool) -> None:
        rec = self.checker_rec.edge(raw, line)
        src = self._mapped(spool, rec["src"], line, "edge record", "src")
        dst = self._mapped(spool, rec["dst"], line, "edge record", "dst")
        first = spool.add_edge((src, dst, rec["relation"]), line)
        if first is not None:
            raise dna.DnaFormatError(self.path, line, f"edge {rec['src']} -{rec['relation']}-> "
                                     f"{rec['dst']} appears twice (first on line {first})")
        spool.put(line, "edge", {"src": src, "dst": dst, "relation": rec["relation"],
                                 "weight": rec["weight"], "created_at": self._clamp(rec["created_at"]),
                                 "valid_to": rec["valid_to"]})

    def _provenance(self, raw: dict[str, Any], line: int, spool: Spool) -> None:
        rec = self.checker_rec.provenance(raw, line)
        data: dict[str, Any] = {"memory": None, "edge": None}
        if rec["memory_id"] is not None:
            data["memory"] = self._mapped(spool, rec["memory_id"], line, "provenance record", "memory")
        if rec["edge"] is not None:
            src, dst, relation = rec["edge"]
            mapped = (spool.mapped(src), spool.mapped(dst))
            key = (mapped[0][0], mapped[1][0], relation) if mapped[0] and mapped[1] else None
            if key is None or not spool.has_edge(key):
                raise dna.DnaFormatError(self.path, line,
                                         "provenance record: its edge is not earlier in the file")
            data["edge"] = key
        for key in ("agent", "session", "ref"):
            data[key] = redact(rec[key]).text if rec[key] else rec[key]
        data.update(extractor=rec["extractor"], origin=rec["origin"], at=self._clamp(rec["at"]))
        spool.put(line, "provenance", data)

    def _history(self, raw: dict[str, Any], line: int, spool: Spool) -> None:
        rec = self.checker_rec.history(raw, line)
        memory_id = self._mapped(spool, rec["memory_id"], line, "history record", "memory")
        before, n1 = redact_json(rec["before"])
        after, n2 = redact_json(rec["after"])
        self.tally.redacted += n1 + n2
        spool.put(line, "history", {
            "memory": memory_id, "event": rec["event"], "actor": rec["actor"],
            "rationale": redact(rec["rationale"]).text if rec["rationale"] else None,
            "before": before, "after": after, "at": self._clamp(rec["at"]),
        })

    # pass 2: write the spool in one transaction ---------------------------------------------------

    def _vector_target(self) -> str | None:
        """The embedder whose vectors may be written now, or None (the worker embeds later)."""
        name = self.embedder_name()
        current = self.store.meta_get("vec_embedder")
        if current not in (None, name):
            return None  # the store's vectors belong to another embedder: leave it to the worker
        return name

    def _write(self, header: dna.Header, spool: Spool) -> int:
        models = self.store.models
        total = sum(header.counts.values())
        target = self._vector_target()
        vectors: list[tuple[int, np.ndarray]] = []
        long: list[int] = []  # given one vector here: their pieces are added later, when idle
        with self.store.write():
            batch_id = models.ImportBatch.insert(
                path=str(self.path.resolve()), header=dumps(header.to_json()), at=self.now,
                count=header.counts["memory"], actor=self.actor, status="done",
            ).execute()
            for done, (_line, kind, data, vector) in enumerate(spool.records(), 1):
                self._tick("writing", done, total)
                if kind == "memory":
                    seq = self._write_memory(data, batch_id)
                    if vector is not None and target is not None and self._dim_fits(len(vector), target):
                        vectors.append((seq, vector))
                        if len(data["row"]["content"].encode("utf-8")) >= MIN_BYTES_FOR_PIECES:
                            long.append(seq)
                        if data["vector_source"] == "imported":
                            self.tally.vectors_imported += 1
                    if len(vectors) >= CHECK_BATCH:
                        write_vectors(self.store, vectors, target or "")
                        vectors.clear()
                elif kind == "edge":
                    models.Edge.insert(**data).execute()
                elif kind == "provenance":
                    edge_id = None
                    if data["edge"] is not None:
                        src, dst, relation = data["edge"]
                        edge_id = models.Edge.get((models.Edge.src == src) & (models.Edge.dst == dst)
                                                  & (models.Edge.relation == relation)).id
                    models.Provenance.insert(
                        memory=data["memory"], edge=edge_id, extractor=data["extractor"], run_id=None,
                        origin=data["origin"], at=data["at"], agent=data["agent"],
                        session=data["session"], ref=data["ref"],
                    ).execute()
                else:
                    history.record(
                        models, data["memory"], data["event"], actor=data["actor"], at=data["at"],
                        rationale=data["rationale"], before=data["before"], after=data["after"],
                        import_id=batch_id,
                    )
            if vectors:
                write_vectors(self.store, vectors, target or "")
            queue_pieces(self.store, long)
        return batch_id

    def _dim_fits(self, dim: int, embedder: str) -> bool:
        current = self.store.vec_dim()
        if current is None:
            self.store.ensure_vec_table(dim, embedder)
            return True
        return current == dim

    def _write_memory(self, data: dict[str, Any], batch_id: int) -> int:
        models = self.store.models
        memory_id = data["id"]
        checks = {**data["checks"], "import_id": batch_id}
        seq = models.Memory.insert(id=memory_id, **data["row"]).execute()
        models.Quarantine.insert(memory=memory_id, reason=data["reason"], import_id=batch_id,
                                 checks=dumps(checks), at=self.now).execute()
        models.Provenance.insert(
            memory=memory_id, agent=None, session=None, ref=f"dna:{self.path.name}#batch{batch_id}",
            extractor="import", run_id=None, origin="imported", at=self.now,
        ).execute()
        history.record(
            models, memory_id, "imported", actor=self.actor, at=self.now, rationale=data["reason"],
            before=None,
            after={"status": "quarantined", "original_status": data["original_status"],
                   "batch": batch_id, "file": self.path.name, "original_id": data["original_id"]},
        )
        return int(seq)


def check_space(directory: Path, extent: dna.Extent) -> None:
    """Refuse at once when the disk cannot hold the spool and the transaction's log (about twice
    the unpacked file), rather than fail with a full disk part way through."""
    need = 2 * extent.bytes
    try:
        free = shutil.disk_usage(directory).free
    except OSError:
        return
    if free < need:
        raise StoreError(f"not enough free disk space in {directory} to import: about {need:,} bytes "
                         f"needed, {free:,} free; nothing was imported")


def embed_fn(get_embedder: Callable[[], Any]) -> Callable[[list[str]], list[np.ndarray]]:
    def embed(texts: list[str]) -> list[np.ndarray]:
        return list(get_embedder().embed(texts))

    return embed


def require_file(path: str | Path) -> Path:
    p = Path(path).expanduser()
    if not str(path).strip():
        raise InvalidInput("no file given")
    return p
