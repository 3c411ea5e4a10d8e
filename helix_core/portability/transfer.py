"""Export a store (or part of it) to a `.dna` file. Importing one is `importer.py` (re-exported here).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..convert import MEMORY_FIELDS, load_json
from ..errors import Cancelled
from ..redact import redact, redact_json
from ..store.store import Store
from ..vectors import from_blob
from . import dna
from .importer import Importer, ImportResult, embed_fn, require_file

__all__ = ["EXPORTER", "ExportResult", "ImportResult", "Importer", "embed_fn", "export", "require_file"]

EXPORTER = "helix 1"


@dataclass(frozen=True)
class ExportResult:
    path: str
    counts: dict[str, int]
    bytes: int
    embedder: str | None
    vectors: int
    redacted: int


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
