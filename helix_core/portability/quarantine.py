"""Quarantine: what waits for a person before it can be recalled, the checks shown with it, and trust.

Everything imported and every suspicious agent-ingested note lands here. Before acceptance each item
is compared with what is already in the store (duplicates: same normalised text, or cosine ≥ 0.95;
conflicts: same kind and scope, near-same words, opposite polarity) so the reviewer sees why it may
be unwelcome. Only a person ("human") approves or rejects: an agent must never launder its own input.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .. import history, kinds
from ..convert import memory_from_row, to_dt
from ..errors import InvalidInput, NotFound, PermissionDenied
from ..retrieval import fts_query
from ..store.store import Store, dumps, loads
from ..types import Memory
from ..vectors import VectorIndex

DUPLICATE_COSINE = 0.95
CONFLICT_MIN_OVERLAP = 0.5
TRUST_BY_ORIGIN = {"user-asserted": 1.0, "agent-ingested": 0.6, "imported": 0.4}
UNGROUNDED_DERIVED_TRUST = 0.5

_NEGATIONS = frozenset({
    "not", "no", "never", "dont", "doesnt", "isnt", "arent", "wont", "shouldnt", "cannot", "cant",
    "avoid", "without", "disable", "disabled", "stop", "nor", "neither", "didnt", "wasnt", "forbid",
    "forbidden", "must't", "mustnt", "instead",
})
_STOP = frozenset({
    "a", "an", "the", "to", "of", "and", "or", "in", "on", "for", "with", "is", "was", "it", "we",
    "be", "at", "by", "that", "this", "as", "are", "use", "uses", "using", "should", "do", "does",
})


@dataclass(frozen=True)
class QuarantineItem:
    """One quarantined memory with why it is there and what the checks found."""

    memory: Memory
    reason: str
    checks: dict[str, Any]
    import_id: int | None
    at: Any
    duplicates: list[dict[str, Any]] = field(default_factory=list)
    conflicts: list[dict[str, Any]] = field(default_factory=list)
    injection: list[dict[str, Any]] = field(default_factory=list)

    @property
    def original_status(self) -> str:
        return str(self.checks.get("original_status") or "active")


# -- checks --------------------------------------------------------------------------------------


def normalise(text: str) -> str:
    """Case, width, punctuation and spacing folded away: what "the same text" means here."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return " ".join(re.findall(r"\w+", folded))


def content_key(text: str) -> str:
    return hashlib.sha256(normalise(text).encode("utf-8")).hexdigest()[:24]


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", normalise(text).replace("'", "")))


def contradicts(a: str, b: str) -> str | None:
    """A cheap contradiction test: mostly the same words, but only one of them negates."""
    wa, wb = _words(a), _words(b)
    na, nb = wa & _NEGATIONS, wb & _NEGATIONS
    ca, cb = wa - _NEGATIONS - _STOP, wb - _NEGATIONS - _STOP
    if not ca or not cb or bool(na) == bool(nb):
        return None
    overlap = len(ca & cb) / len(ca | cb)
    if overlap < CONFLICT_MIN_OVERLAP:
        return None
    negation = sorted(na or nb)[0]
    return f"same subject ({overlap:.0%} shared words) but one side says {negation!r}"


class Checker:
    """Duplicate and conflict checks against what the store already holds (read-only)."""

    def __init__(self, store: Store, index: VectorIndex | None, embed: Callable[[list[str]], Any] | None,
                 exclude: Sequence[str] = ()) -> None:
        self.store = store
        self.index = index
        self.embed = embed
        self.exclude = set(exclude)
        self._keys: dict[str, list[str]] | None = None
        self._scopes: list[str] | None = None
        self.notes: list[str] = []

    def _content_keys(self) -> dict[str, list[str]]:
        if self._keys is None:
            self._keys = {}
            memory = self.store.models.Memory
            for mid, content in memory.select(memory.id, memory.content).tuples().iterator():
                self._keys.setdefault(content_key(content), []).append(mid)
        return self._keys

    def _all_scopes(self) -> list[str]:
        if self._scopes is None:
            memory = self.store.models.Memory
            self._scopes = [s for (s,) in memory.select(memory.scope).distinct().tuples()]
        return self._scopes

    def vectors(self, texts: list[str]) -> list[np.ndarray | None]:
        if self.embed is None or self.index is None or not texts:
            return [None] * len(texts)
        try:
            return list(self.embed(texts))
        except Exception as exc:  # an unreachable model must not block a review
            self.notes.append(f"near-duplicate check skipped: {exc}")
            self.embed = None
            return [None] * len(texts)

    def check(self, content: str, kind: str, scope: str, vector: np.ndarray | None,
              self_id: str | None = None) -> dict[str, list[dict[str, Any]]]:
        skip = self.exclude | ({self_id} if self_id else set())
        duplicates: dict[str, dict[str, Any]] = {}
        for mid in self._content_keys().get(content_key(content), []):
            if mid not in skip:
                duplicates[mid] = {"id": mid, "how": "same text", "similarity": 1.0}
        memory = self.store.models.Memory
        candidates: dict[int, float] = {}
        if vector is not None and self.index is not None and len(self.index):
            for seq, sim in self.index.search(vector, self._all_scopes(), 10):
                candidates[seq] = sim
        conflicts: list[dict[str, Any]] = []
        rows_by_seq: dict[int, Any] = {}
        if candidates:
            for row in memory.select(memory.seq, memory.id, memory.content, memory.kind, memory.scope,
                                     memory.status).where(memory.seq.in_(list(candidates))):
                rows_by_seq[row.seq] = row
        match = fts_query(content)
        if match:
            try:
                hits, hit_params = self.store.backend.fts_ranked(match)
                cursor = self.store.db.execute_sql(
                    f"SELECT m.seq FROM ({hits}) f JOIN memory m ON m.seq = f.seq "
                    "WHERE m.scope = ? AND m.kind = ? ORDER BY f.rank LIMIT 10",
                    (*hit_params, scope, kind),
                )
                extra = [seq for (seq,) in cursor if seq not in rows_by_seq]
            except Exception:  # an odd query must not stop the review
                extra = []
            if extra:
                for row in memory.select(memory.seq, memory.id, memory.content, memory.kind,
                                         memory.scope, memory.status).where(memory.seq.in_(extra)):
                    rows_by_seq[row.seq] = row
        for seq, row in rows_by_seq.items():
            if row.id in skip:
                continue
            sim = candidates.get(seq)
            if sim is not None and sim >= DUPLICATE_COSINE and row.id not in duplicates:
                duplicates[row.id] = {"id": row.id, "how": "near-same meaning", "similarity": round(sim, 3)}
                continue
            if row.kind == kind and row.scope == scope and row.status not in ("forgotten",):
                why = contradicts(content, row.content)
                if why:
                    conflicts.append({"id": row.id, "why": why})
        return {"duplicates": list(duplicates.values()), "conflicts": conflicts}


def describe(checks: dict[str, Any]) -> list[str]:
    """The checks as short sentences for the reason column."""
    parts = []
    if checks.get("renamed_from"):
        parts.append(f"id {checks['renamed_from']} already exists here; imported under a new id")
    for d in checks.get("duplicates", []):
        parts.append(f"duplicate of {d['id']} ({d['how']})")
    for c in checks.get("conflicts", []):
        parts.append(f"conflicts with {c['id']}")
    injection = checks.get("injection")
    if isinstance(injection, list) and injection:
        parts.append("possible prompt injection: " + "; ".join(sorted({f["reason"] for f in injection})))
    if checks.get("redacted"):
        parts.append(f"{checks['redacted']} secret(s) redacted")
    return parts


# -- listing and deciding ------------------------------------------------------------------------


def items(store: Store, checker: Checker | None = None) -> list[QuarantineItem]:
    q = store.models.Quarantine
    memory = store.models.Memory
    out = []
    rows = (q.select(q, memory).join(memory, on=(q.memory == memory.id))
            .where(memory.status == "quarantined").order_by(q.at, memory.id))
    for row in rows:
        checks = loads(row.checks, {}) or {}
        if "duplicates" not in checks and checker is not None:
            # Quarantined at capture (injection): check now so the reviewer sees the same columns.
            mem = row.memory
            checks = {**checks, **checker.check(mem.content, mem.kind, mem.scope, None, mem.id)}
        injection = checks.get("injection")
        out.append(QuarantineItem(
            memory=memory_from_row(row.memory), reason=row.reason, checks=checks,
            import_id=row.import_id, at=to_dt(row.at),
            duplicates=list(checks.get("duplicates") or []),
            conflicts=list(checks.get("conflicts") or []),
            injection=injection if isinstance(injection, list) else [],
        ))
    return out


def require_human(actor: str, verb: str) -> None:
    history.check_actor(actor)
    if actor != "human":
        raise PermissionDenied(
            f"{actor} cannot {verb} quarantined memories; only a person can (actor 'human')"
        )


def _snapshot(row: Any) -> dict[str, Any]:
    return {"reason": row.reason, "import_id": row.import_id, "checks": loads(row.checks, {}),
            "at": row.at}


def decide(store: Store, memory_id: str, approve: bool, actor: str, now: float,
           rationale: str | None = None) -> str:
    """Approve (restore the status it had before quarantine) or reject (soft-forget). Returns status."""
    require_human(actor, "approve" if approve else "reject")
    models = store.models
    with store.write():
        row = models.Memory.get_or_none(models.Memory.id == memory_id)
        if row is None:
            raise NotFound(what="memory", id=memory_id)
        q = models.Quarantine.get_or_none(models.Quarantine.memory == memory_id)
        if row.status != "quarantined" or q is None:
            raise InvalidInput(f"{memory_id} is not quarantined (status {row.status})")
        checks = loads(q.checks, {}) or {}
        original = checks.get("original_status")
        if approve:
            target = original if original in kinds.STATUSES and original != "quarantined" else "active"
            event = "approved"
        else:
            target, event = "forgotten", "rejected"
        # conditional: of two people deciding at once, only the first changes anything
        if not models.Memory.update(status=target, updated_at=now).where(
                (models.Memory.id == memory_id) & (models.Memory.status == "quarantined")).execute():
            raise InvalidInput(f"{memory_id} was decided a moment ago")
        history.record(
            models, memory_id, event, actor=actor, at=now,
            rationale=rationale or ("approved from quarantine" if approve else "rejected from quarantine"),
            before={"status": "quarantined", "quarantine": _snapshot(q)}, after={"status": target},
        )
        q.delete_instance()
    return target


QUARANTINE_ENTRIES = ("imported", "quarantined")


def awaiting_approval(store: Store, memory_id: str) -> bool:
    """True when the memory entered quarantine here and no person has approved it since.

    Only local events count (an imported file's history is its own account, and its "approved"
    events were someone else's), and they are taken in the order they were written, not by the
    times they carry.
    """
    hist = store.models.History
    local = hist.select(hist.event, hist.actor).where(
        (hist.memory_id == memory_id) & hist.import_id.is_null()).order_by(hist.id)
    waiting = False
    for event, actor in local.tuples():
        if event in QUARANTINE_ENTRIES:
            waiting = True
        elif event == "approved" and actor == "human":
            waiting = False
    return waiting


def restore_into_quarantine(store: Store, memory_id: str, actor: str, now: float) -> bool:
    """`restore` of something that left quarantine without approval puts it back in quarantine.

    Otherwise rejecting (or forgetting) a suspicious note and restoring it would launder it.
    Returns True when it did so.
    """
    models = store.models
    row = models.Memory.get_or_none(models.Memory.id == memory_id)
    if row is None or row.status != "forgotten":
        return False
    hist = models.History
    local = hist.import_id.is_null()  # a file's history never decides what happens here
    for event in (hist.select().where((hist.memory_id == memory_id) & local)
                  .order_by(hist.id.desc()).limit(50)):
        after = loads(event.after) or {}
        if after.get("status") != "forgotten":
            continue
        before = loads(event.before) or {}
        if before.get("status") != "quarantined" and not awaiting_approval(store, memory_id):
            return False
        snap = before.get("quarantine") or _entry_snapshot(store, memory_id, now)
        with store.write():
            models.Memory.update(status="quarantined", updated_at=now).where(
                models.Memory.id == memory_id).execute()
            models.Quarantine.insert(
                memory=memory_id, reason=snap.get("reason") or "restored", import_id=snap.get("import_id"),
                checks=dumps(snap.get("checks") or {}), at=snap.get("at") or now,
            ).on_conflict_ignore().execute()  # a soft forget keeps the row: keep its checks
            history.record(models, memory_id, "restored", actor=actor, at=now,
                           rationale="back to quarantine: it was never approved",
                           before={"status": "forgotten"}, after={"status": "quarantined"})
        return True
    return False


def _entry_snapshot(store: Store, memory_id: str, now: float) -> dict[str, Any]:
    """The quarantine row to put back when the forgetting event did not keep one."""
    hist = store.models.History
    snaps = hist.select(hist.before).where(
        (hist.memory_id == memory_id) & hist.import_id.is_null() & hist.before.contains('"quarantine"')
    ).order_by(hist.id.desc())
    for (raw,) in snaps.tuples():
        snap = (loads(raw) or {}).get("quarantine")
        if isinstance(snap, dict):
            return snap
    return {"reason": "restored after leaving quarantine unapproved", "import_id": None,
            "checks": {}, "at": now}


# -- trust ---------------------------------------------------------------------------------------


def trust(store: Store, memory_id: str, _seen: set[str] | None = None) -> float:
    """How far to trust a memory: the minimum over its sources.

    user-asserted 1.0, agent-ingested 0.6, imported 0.4; a derived memory is as trustworthy as the
    least trusted memory it was derived from (0.5 when nothing grounds it any more).
    """
    seen = _seen if _seen is not None else set()
    seen.add(memory_id)
    models = store.models
    row = models.Memory.get_or_none(models.Memory.id == memory_id)
    if row is None:
        raise NotFound(what="memory", id=memory_id)
    prov = models.Provenance
    origins = {row.origin, *[p.origin for p in prov.select(prov.origin).where(prov.memory == memory_id)]}
    values = []
    for origin in origins:
        if origin == "derived":
            edge = models.Edge
            sources = [e.dst_id for e in edge.select(edge.dst).where(
                (edge.src == memory_id) & (edge.relation == "derived_from"))]
            sub = [trust(store, s, seen) for s in sources if s not in seen]
            values.append(min(sub) if sub else UNGROUNDED_DERIVED_TRUST)
        else:
            values.append(TRUST_BY_ORIGIN.get(origin, 0.4))
    return min(values) if values else UNGROUNDED_DERIVED_TRUST
