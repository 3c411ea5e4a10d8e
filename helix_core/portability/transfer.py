"""Export a store (or part of it) to a `.dna` file, and import one: all or nothing, into quarantine.

Import runs in two passes over the file. The first validates every record and computes the
duplicate/conflict/injection checks without writing anything (so the checks see the store as it
was, and a bad line is found before any change). The second writes everything in one transaction;
any error, a cancel, or the file changing between passes rolls the whole import back.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from .. import history, ids
from ..convert import MEMORY_FIELDS, load_json
from ..embedding.pieces import MIN_BYTES_FOR_PIECES
from ..errors import Cancelled, InvalidInput
from ..injection import scan as scan_injection
from ..redact import redact, redact_json
from ..settings import Settings
from ..store.store import Store, dumps
from ..vectors import VectorIndex, from_blob, queue_pieces, write_vectors
from . import dna
from .quarantine import Checker, describe

EXPORTER = "helix 1"
# Times of a memory record that say when something happened here; they cannot be later than the
# import. valid_from/valid_to are claims about the world and may lie in the future.
CLAMPED_FIELDS = ("recorded_at", "last_access_at", "updated_at", "reviewed_at", "consolidated_at")


@dataclass(frozen=True)
class ExportResult:
    path: str
    counts: dict[str, int]
    bytes: int
    embedder: str | None
    vectors: int
    redacted: int


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


# -- export --------------------------------------------------------------------------------------


def _redact_text(value: str | None, counter: list[int]) -> str | None:
    if value is None:
        return None
    result = redact(value)
    counter[0] += len(result.findings)
    return result.text


def _redact_obj(value: Any, counter: list[int]) -> Any:
    clean, n = redact_json(value)
    counter[0] += n
    return clean


def export(
    store: Store,
    path: Path,
    *,
    now: float,
    scope: str | None = None,
    kinds: Sequence[str] | None = None,
    statuses: Sequence[str] | None = None,
    force: bool = False,
    progress: dna.ProgressFn | None = None,
    cancel: dna.CancelFn | None = None,
) -> ExportResult:
    """Stream the selected memories with their edges, provenance and history into `path`.

    Secrets are redacted again on the way out (a store written by an older Helix may hold some).
    """
    models = store.models
    memory, edge, prov, hist = models.Memory, models.Edge, models.Provenance, models.History
    protected = [store.path] if store.path is not None else []
    target = dna.check_export_path(Path(path), force=force, protected=protected)
    where = memory.seq.is_null(False)
    if scope:
        where &= memory.scope == scope
    if kinds:
        where &= memory.kind.in_(list(kinds))
    if statuses:
        where &= memory.status.in_(list(statuses))
    redacted = [0]
    writer = dna.DnaWriter(target)
    try:
        with store.db.atomic("DEFERRED"):  # one consistent snapshot, without taking the write lock
            selected = memory.select(memory.id).where(where)
            edges_q = edge.select().where(edge.src.in_(selected) & edge.dst.in_(selected))
            edge_ids = edge.select(edge.id).where(edge.src.in_(selected) & edge.dst.in_(selected))
            prov_q = prov.select().where(prov.memory.in_(selected) | prov.edge.in_(edge_ids))
            hist_q = hist.select().where(hist.memory_id.in_(selected))
            counts = {
                "memory": memory.select().where(where).count(), "edge": edges_q.count(),
                "provenance": prov_q.count(), "history": hist_q.count(),
            }
            vec_embedder = store.meta_get("vec_embedder")
            dim = store.vec_dim()
            header = dna.Header(dna.FORMAT, dna.VERSION, EXPORTER, now, vec_embedder, dim, counts,
                                {"scope": scope, "kinds": list(kinds or []), "statuses": list(statuses or [])})
            writer.write(header.to_json())
            total = sum(counts.values())
            done = 0
            vectors = 0

            def step() -> None:
                nonlocal done
                done += 1
                if cancel is not None and done % 256 == 0 and cancel():
                    raise Cancelled("export cancelled; no file was written")
                if progress is not None and (done % 256 == 0 or done == total):
                    progress(done, total)

            for row in memory.select().where(where).order_by(memory.seq).iterator():
                record: dict[str, Any] = {"type": "memory"}
                for name in MEMORY_FIELDS:
                    record[name] = getattr(row, name)
                record["attributes"] = _redact_obj(load_json(row.attributes, {}), redacted)
                record["pinned"] = bool(row.pinned)
                content = _redact_text(row.content, redacted)
                for key in ("session", "agent"):
                    record[key] = _redact_text(record[key], redacted)
                if (content == row.content and dim is not None and row.embedder is not None
                        and row.embedder == vec_embedder):
                    blob = store.db.execute_sql(
                        "SELECT embedding FROM memory_vec WHERE rowid = ?", (row.seq,)
                    ).fetchone()
                    if blob is not None:
                        record["vector"] = dna.encode_vector(from_blob(blob[0]))
                        vectors += 1
                if "vector" not in record:
                    record["embedder"] = None
                record["content"] = content
                writer.write(record)
                step()
            for row in edges_q.order_by(edge.id).iterator():
                writer.write({
                    "type": "edge", "id": row.id, "src": row.src_id, "dst": row.dst_id,
                    "relation": row.relation, "weight": row.weight, "created_at": row.created_at,
                    "valid_to": row.valid_to,
                })
                step()
            edge_keys = {e.id: (e.src_id, e.dst_id, e.relation) for e in edges_q}
            for row in prov_q.order_by(prov.id).iterator():
                record = {"type": "provenance", "id": row.id}
                if row.memory_id is not None:
                    record["memory_id"] = row.memory_id
                else:
                    src, dst, relation = edge_keys[row.edge_id]
                    record["edge"] = {"src": src, "dst": dst, "relation": relation}
                record.update({
                    "agent": _redact_text(row.agent, redacted),
                    "session": _redact_text(row.session, redacted),
                    "ref": _redact_text(row.ref, redacted), "extractor": row.extractor,
                    "run_id": row.run_id, "origin": row.origin, "at": row.at,
                })
                writer.write(record)
                step()
            for row in hist_q.order_by(hist.at, hist.id).iterator():
                writer.write({
                    "type": "history", "id": row.id, "memory_id": row.memory_id, "event": row.event,
                    "actor": row.actor, "rationale": _redact_text(row.rationale, redacted),
                    "before": _redact_obj(load_json(row.before), redacted),
                    "after": _redact_obj(load_json(row.after), redacted), "at": row.at,
                    "run_id": row.run_id,
                })
                step()
        size = writer.commit()
    except BaseException:
        writer.abort()
        raise
    return ExportResult(path=str(target), counts=counts, bytes=size, embedder=vec_embedder,
                        vectors=vectors, redacted=redacted[0])


# -- import --------------------------------------------------------------------------------------


@dataclass
class _Plan:
    """What pass 1 learned about one memory record."""

    new_id: str
    original_id: str
    line: int
    checks: dict[str, Any]
    reason: str
    use_vector: bool


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
        progress: dna.ProgressFn | None = None,
        cancel: dna.CancelFn | None = None,
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
        self.cancel = cancel
        self.limits = limits or dna.DnaLimits()
        self.checker_rec = dna.RecordChecker(
            self.path, settings.capture.max_content_chars, settings.capture.max_attributes_bytes,
            settings.capture.max_attributes_depth,
        )
        self._done = 0
        self._total = 0

    def _tick(self) -> None:
        self._done += 1
        if self.cancel is not None and self._done % 128 == 0 and self.cancel():
            raise Cancelled("import cancelled; nothing was imported")
        if self.progress is not None and (self._done % 256 == 0 or self._done == self._total):
            self.progress(self._done, self._total)

    # pass 1 ------------------------------------------------------------------------------------

    def plan(self) -> tuple[dna.Header, dict[str, _Plan], str, bool]:
        header, records = dna.read(self.path, self.limits)
        self._total = 2 * sum(header.counts.values())
        memory = self.store.models.Memory
        store_embedder = self.embedder_name()
        vec_dim = self.store.vec_dim()
        vectors_ok = (header.embedder is not None and header.dim is not None
                      and header.embedder == store_embedder and vec_dim in (None, header.dim))
        plans: dict[str, _Plan] = {}
        taken: set[str] = set()
        edges: dict[tuple[str, str, str], int] = {}
        checker = Checker(self.store, self.index, self.embed)
        pending: list[tuple[dict[str, Any], _Plan, str, bool]] = []
        digest = hashlib.sha256()

        def flush() -> None:
            need = [i for i, (_, _, _, has) in enumerate(pending) if not has]
            embedded = checker.vectors([pending[i][2] for i in need]) if need else []
            by_index = dict(zip(need, embedded, strict=True))
            for i, (rec, plan, content, _) in enumerate(pending):
                vector = rec["vector"] if plan.use_vector else by_index.get(i)
                found = checker.check(content, rec["kind"], rec["scope"], vector)
                plan.checks.update(found)
                plan.reason = "; ".join([plan.reason, *describe(plan.checks)])
            pending.clear()

        for line, raw in records:
            digest.update(dumps(raw).encode("utf-8"))
            self._tick()
            kind = raw["type"]
            if kind == "memory":
                rec = self.checker_rec.memory(raw, line)
                if rec["id"] in plans:
                    raise dna.DnaFormatError(
                        self.path, line, f"memory id {rec['id']} appears twice (first on line "
                        f"{plans[rec['id']].line})")
                if rec["vector"] is not None and len(rec["vector"]) != (header.dim or 0):
                    raise dna.DnaFormatError(
                        self.path, line, f"memory record: vector has {len(rec['vector'])} values, "
                        f"the header says {header.dim}")
                clean = redact(rec["content"])
                _, n_attr = redact_json(rec["attributes"])  # counted here, applied when written
                redacted = len(clean.findings) + n_attr
                new_id = rec["id"]
                checks: dict[str, Any] = {
                    "source": "import", "file": self.path.name, "original_status": rec["status"],
                    "original_id": rec["id"], "injection": [], "redacted": redacted,
                }
                if redact(new_id).changed:
                    new_id = ids.memory_id(clean.text)
                if new_id != rec["id"] or new_id in taken or memory.select().where(memory.id == new_id).exists():
                    base, attempt = new_id, 0
                    while new_id in taken or new_id in plans or memory.select().where(
                            memory.id == new_id).exists():
                        attempt += 1
                        new_id = ids.with_suffix(base, f"import|{self.now}|{line}|{attempt}")
                    if rec["id"] != new_id:
                        checks["renamed_from"] = rec["id"]
                taken.add(new_id)
                findings = scan_injection(clean.text)
                checks["injection"] = [
                    {"pattern": f.pattern, "reason": f.reason, "excerpt": f.excerpt} for f in findings
                ]
                use_vector = bool(vectors_ok and rec["vector"] is not None and not clean.changed
                                  and rec["embedder"] == header.embedder)
                checks["vector"] = "imported" if use_vector else "re-embedded"
                plan = _Plan(new_id=new_id, original_id=rec["id"], line=line, checks=checks,
                             reason=f"imported from {self.path.name}", use_vector=use_vector)
                plans[rec["id"]] = plan
                pending.append((rec, plan, clean.text, use_vector))
                if len(pending) >= 64:
                    flush()
            elif kind == "edge":
                rec = self.checker_rec.edge(raw, line)
                for end in ("src", "dst"):
                    if rec[end] not in plans:
                        raise dna.DnaFormatError(
                            self.path, line, f"edge record: {end} {rec[end]} is not a memory earlier "
                            "in the file")
                key = (rec["src"], rec["dst"], rec["relation"])
                if key in edges:
                    raise dna.DnaFormatError(
                        self.path, line, f"edge {key[0]} -{key[2]}-> {key[1]} appears twice (first on "
                        f"line {edges[key]})")
                edges[key] = line
            elif kind == "provenance":
                rec = self.checker_rec.provenance(raw, line)
                if rec["memory_id"] is not None and rec["memory_id"] not in plans:
                    raise dna.DnaFormatError(
                        self.path, line, f"provenance record: memory {rec['memory_id']} is not earlier "
                        "in the file")
                if rec["edge"] is not None and rec["edge"] not in edges:
                    raise dna.DnaFormatError(
                        self.path, line, "provenance record: its edge is not earlier in the file")
            else:
                rec = self.checker_rec.history(raw, line)
                if rec["memory_id"] not in plans:
                    raise dna.DnaFormatError(
                        self.path, line, f"history record: memory {rec['memory_id']} is not earlier "
                        "in the file")
        flush()
        self.notes = checker.notes
        return header, plans, digest.hexdigest(), vectors_ok

    # pass 2 ------------------------------------------------------------------------------------

    def run(self) -> ImportResult:
        header, plans, digest, vectors_ok = self.plan()
        models = self.store.models
        idmap = {old: p.new_id for old, p in plans.items()}
        redacted = 0
        vectors = 0
        check = hashlib.sha256()
        with self.store.write():
            batch_id = models.ImportBatch.insert(
                path=str(self.path.resolve()), header=dumps(header.to_json()), at=self.now,
                count=len(plans), actor=self.actor, status="done",
            ).execute()
            store_embedder = self.embedder_name()
            if vectors_ok and any(p.use_vector for p in plans.values()) and header.dim:
                self.store.ensure_vec_table(header.dim, store_embedder)
            edge_ids: dict[tuple[str, str, str], int] = {}
            _, records = dna.read(self.path, self.limits)
            for line, raw in records:
                check.update(dumps(raw).encode("utf-8"))
                self._tick()
                kind = raw["type"]
                if kind == "memory":
                    rec = self.checker_rec.memory(raw, line)
                    plan = plans.get(rec["id"])
                    if plan is None or plan.line != line:
                        raise dna.DnaFormatError(self.path, line, "the file changed while importing")
                    redacted += self._write_memory(rec, plan, batch_id)
                    if plan.use_vector and rec["vector"] is not None:
                        row = models.Memory.get(models.Memory.id == plan.new_id)
                        vectors += write_vectors(self.store, [(row.seq, rec["vector"])], store_embedder)
                        if len(row.content.encode("utf-8")) >= MIN_BYTES_FOR_PIECES:
                            queue_pieces(self.store, [row.seq])  # a file carries the head vector only
                elif kind == "edge":
                    rec = self.checker_rec.edge(raw, line)
                    src, dst = idmap[rec["src"]], idmap[rec["dst"]]
                    edge_ids[(rec["src"], rec["dst"], rec["relation"])] = models.Edge.insert(
                        src=src, dst=dst, relation=rec["relation"], weight=rec["weight"],
                        created_at=self._clamp(rec["created_at"]), valid_to=rec["valid_to"],
                    ).execute()
                elif kind == "provenance":
                    rec = self.checker_rec.provenance(raw, line)
                    clean = {k: (redact(rec[k]).text if rec[k] else rec[k]) for k in ("agent", "session", "ref")}
                    models.Provenance.insert(
                        memory=idmap[rec["memory_id"]] if rec["memory_id"] else None,
                        edge=edge_ids[rec["edge"]] if rec["edge"] else None,
                        extractor=rec["extractor"], run_id=None, origin=rec["origin"],
                        at=self._clamp(rec["at"]),
                        **clean,
                    ).execute()
                else:
                    rec = self.checker_rec.history(raw, line)
                    before, n1 = redact_json(rec["before"])
                    after, n2 = redact_json(rec["after"])
                    rationale = redact(rec["rationale"]).text if rec["rationale"] else None
                    history.record(
                        models, idmap[rec["memory_id"]], rec["event"], actor=rec["actor"],
                        at=self._clamp(rec["at"]), rationale=rationale, before=before, after=after,
                        import_id=batch_id,
                    )
                    redacted += n1 + n2
            if check.hexdigest() != digest:
                raise dna.DnaFormatError(self.path, 0, "the file changed while importing")
        return ImportResult(
            path=str(self.path), batch_id=batch_id, counts=header.counts,
            quarantined=[p.new_id for p in plans.values()],
            renamed={old: p.new_id for old, p in plans.items() if p.new_id != old},
            duplicates={p.new_id: [d["id"] for d in p.checks.get("duplicates", [])]
                        for p in plans.values() if p.checks.get("duplicates")},
            conflicts={p.new_id: [c["id"] for c in p.checks.get("conflicts", [])]
                       for p in plans.values() if p.checks.get("conflicts")},
            suspicious=[p.new_id for p in plans.values() if p.checks.get("injection")],
            redacted=redacted, vectors_imported=vectors,
            reembed=len(plans) > vectors, notes=list(self.notes),
        )

    def _clamp(self, at: float) -> float:
        """A file's times are claims: none may lie after the import (a forged future event would
        otherwise sort after every local decision, and a future access would never decay)."""
        return min(at, self.now)

    def _write_memory(self, rec: dict[str, Any], plan: _Plan, batch_id: int) -> int:
        models = self.store.models
        clean = redact(rec["content"])
        attrs, n_attr = redact_json(rec["attributes"])
        row = {name: rec.get(name) for name in MEMORY_FIELDS if name not in ("id", "embedder")}
        row.update(
            content=clean.text, attributes=dumps(attrs), status="quarantined", embedder=None,
            session=redact(rec["session"]).text if rec["session"] else None,
            agent=redact(rec["agent"]).text if rec["agent"] else None,
        )
        for key in CLAMPED_FIELDS:
            if row.get(key) is not None:
                row[key] = self._clamp(row[key])
        plan.checks["import_id"] = batch_id
        models.Memory.insert(id=plan.new_id, **row).execute()
        models.Quarantine.insert(
            memory=plan.new_id, reason=plan.reason, import_id=batch_id, checks=dumps(plan.checks),
            at=self.now,
        ).execute()
        models.Provenance.insert(
            memory=plan.new_id, agent=None, session=None, ref=f"dna:{self.path.name}#batch{batch_id}",
            extractor="import", run_id=None, origin="imported", at=self.now,
        ).execute()
        history.record(
            models, plan.new_id, "imported", actor=self.actor, at=self.now, rationale=plan.reason,
            before=None,
            after={"status": "quarantined", "original_status": rec["status"], "batch": batch_id,
                   "file": self.path.name, "original_id": plan.original_id},
        )
        return len(clean.findings) + n_attr


def embed_fn(get_embedder: Callable[[], Any]) -> Callable[[list[str]], list[np.ndarray]]:
    def embed(texts: list[str]) -> list[np.ndarray]:
        return list(get_embedder().embed(texts))

    return embed


def require_file(path: str | Path) -> Path:
    p = Path(path).expanduser()
    if not str(path).strip():
        raise InvalidInput("no file given")
    return p
