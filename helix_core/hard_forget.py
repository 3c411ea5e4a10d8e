"""Hard forget: remove a memory and every trace of it, including what was made from it.

The row, its vector, its text-index entry, edges, provenance and quarantine row go; its own history
keeps its shape under an opaque tombstone id with the values stripped. Then the cascade: derived
memories that quote it either lose the quote (demoted, flagged for review, re-embedded, and renamed
when their id was a slug of the quote) or are hard-forgotten too (`cascade="forget"`); memories
derived from it without quoting are demoted; pending proposals grounded in it or quoting it are
withdrawn. Last, its id — a slug of its words — becomes the tombstone id wherever it is still
mentioned (other memories' history, proposals' grounding lists, flags, runs, checks), and its text
and the removed quotes are replaced by a marker wherever they were repeated, so exports made
afterwards carry neither. Everything happens in one transaction; the WAL is then checkpointed so
the bytes leave the disk at once.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any, Literal

from . import history, ids, scrub
from .errors import InvalidInput, NotFound
from .quoting import has_substance, min_words, quoted_spans, remove_spans
from .store.store import Store, loads
from .vectors import delete_vector

Cascade = Literal["demote", "forget"]
CASCADES: tuple[str, ...] = ("demote", "forget")
MAX_DERIVED_DEPTH = 6  # how far down chains of derived memories a quote is looked for
CONTENT_REMOVED = "[content removed by hard forget]"


@dataclass(frozen=True)
class HardForgetResult:
    memory_id: str
    demoted: list[str]  # lost confidence (those in quote_removed among them)
    edges_removed: int
    wal_checkpointed: bool = True  # False: a reader held the WAL; the next checkpoint clears it
    quote_removed: list[str] = field(default_factory=list)  # derived memories that lost a quote
    forgotten: list[str] = field(default_factory=list)  # derived memories hard-forgotten with it
    withdrawn: list[int] = field(default_factory=list)  # proposals withdrawn
    renamed: dict[str, str] = field(default_factory=dict)  # derived ids that were slugs of the quote


@dataclass(frozen=True)
class ForgetImpact:
    """What a hard forget would reach besides the memory, so a person can choose the cascade."""

    memory_id: str
    quoted_by: list[str]  # derived memories (origin derived or level ≥ 1) that quote it: demote
    # them with the quote cut out, or forget them too
    grounded: list[str]  # memories derived from it that do not quote it: demoted
    proposals: list[int]  # pending proposals grounded in it or quoting it: withdrawn


@dataclass
class _Run:
    """What one hard forget (and its cascade) did so far."""

    now: float
    actor: str
    cascade: str
    demoted: list[str] = field(default_factory=list)
    quote_removed: list[str] = field(default_factory=list)
    forgotten: list[str] = field(default_factory=list)
    withdrawn: list[int] = field(default_factory=list)
    renamed: dict[str, str] = field(default_factory=dict)
    passages: list[str] = field(default_factory=list)
    done: set[str] = field(default_factory=set)


def tombstone_id(memory_id: str) -> str:
    """The opaque id a hard-forgotten memory's history is kept under."""
    return "forgotten_" + hashlib.blake2b(memory_id.encode("utf-8"), digest_size=8).hexdigest()


# -- what it reaches ------------------------------------------------------------------------------


def _derived_from(store: Store, memory_ids: list[str]) -> list[str]:
    edge = store.models.Edge
    rows = edge.select(edge.src).where((edge.dst.in_(memory_ids)) & (edge.relation == "derived_from"))
    return sorted({r.src_id for r in rows})


def _phrases(content: str, size: int, limit: int = 24) -> list[str]:
    words = [w for w in "".join(c if c.isalnum() else " " for c in content).split() if w]
    if len(words) < size:
        return []
    starts = range(0, len(words) - size + 1)
    step = max(1, len(starts) // limit)
    return ['"' + " ".join(words[i:i + size]) + '"' for i in list(starts)[::step][:limit]]


def _quote_candidates(store: Store, memory_id: str, content: str) -> list[str]:
    """Memories derived from it (down the chain), and derived memories sharing a phrase with it."""
    found: set[str] = set()
    frontier = [memory_id]
    for _ in range(MAX_DERIVED_DEPTH):
        frontier = [m for m in _derived_from(store, frontier) if m not in found and m != memory_id]
        if not frontier:
            break
        found.update(frontier)
    phrases = _phrases(content, min_words(content))
    if phrases:
        try:
            hits, hit_params = store.backend.fts_seqs(" OR ".join(phrases))
            rows = store.db.execute_sql(
                f"SELECT m.id FROM memory m WHERE m.seq IN ({hits}) "
                "AND (m.origin = 'derived' OR m.level > 0) AND m.id != ?",
                (*hit_params, memory_id)).fetchall()
            found.update(r[0] for r in rows)
        except Exception:  # an odd phrase must not stop a forget: the edges above still count
            pass
    return sorted(found)


def _pending_proposals(store: Store, memory_id: str, content: str) -> list[Any]:
    prop = store.models.Proposal
    rows = []
    for row in prop.select().where(prop.status == "pending"):
        grounded = memory_id in (loads(row.grounding, []) or []) or memory_id in (loads(row.target_ids, []) or [])
        if grounded or (row.content and quoted_spans(content, row.content)):
            rows.append(row)
    return rows


def impact(store: Store, memory_id: str) -> ForgetImpact:
    row = store.models.Memory.get_or_none(store.models.Memory.id == memory_id)
    if row is None:
        raise NotFound(what="memory", id=memory_id)
    memory = store.models.Memory
    quoting = []
    for mid in _quote_candidates(store, memory_id, row.content):
        other = memory.get_or_none(memory.id == mid)
        # Only what consolidation (or a person's proposal) derived is cut: a note someone wrote
        # is never rewritten, even when it is linked as derived and repeats the words.
        derived = other is not None and (other.origin == "derived" or other.level > 0)
        if derived and quoted_spans(row.content, other.content):
            quoting.append(mid)
    grounded = [m for m in _derived_from(store, [memory_id]) if m not in quoting]
    return ForgetImpact(memory_id, quoting, grounded,
                        [p.id for p in _pending_proposals(store, memory_id, row.content)])


# -- doing it -------------------------------------------------------------------------------------


def hard_forget(store: Store, memory_id: str, now: float, actor: str, rationale: str | None = None,
                cascade: str = "demote") -> HardForgetResult:
    """Remove the memory and every trace of it; `cascade` says what happens to derived memories
    that quote it ("demote": the quote is cut out; "forget": they are hard-forgotten too)."""
    history.check_actor(actor)
    if cascade not in CASCADES:
        raise InvalidInput(f"cascade must be one of {', '.join(CASCADES)}, got {cascade!r}")
    run = _Run(now, actor, cascade)
    with store.write():
        edges = _forget_one(store, memory_id, rationale or "hard forget (content removed)", run)
    return HardForgetResult(
        memory_id=memory_id, demoted=run.demoted, edges_removed=edges, wal_checkpointed=_checkpoint(store),
        quote_removed=run.quote_removed, forgotten=run.forgotten, withdrawn=run.withdrawn,
        renamed=run.renamed,
    )


def _forget_one(store: Store, memory_id: str, rationale: str, run: _Run) -> int:
    """One memory, inside the transaction: erase it, cascade, then scrub its id and words."""
    run.done.add(memory_id)
    models = store.models
    row = models.Memory.get_or_none(models.Memory.id == memory_id)
    if row is None:
        raise NotFound(what="memory", id=memory_id)
    content = row.content
    reach = impact(store, memory_id)
    edges = _erase(store, row)
    tomb = tombstone_id(memory_id)
    history.record(models, tomb, "hard-forgotten", actor=run.actor, at=run.now, rationale=rationale)
    for mid in reach.quoted_by:
        if mid not in run.done:
            _quoting_memory(store, mid, content, run)
    for mid in reach.grounded:
        if mid not in run.done:
            _demote(store, mid, run)
    _withdraw(store, memory_id, content, run)
    models.Flag.delete().where((models.Flag.a_id == memory_id) | (models.Flag.b_id == memory_id)).execute()
    scrub.replace_id(store, memory_id, tomb)
    scrub.remove_passages(store, [content, *run.passages])
    return edges


def _erase(store: Store, row: Any) -> int:
    """The row and everything hanging off it; its own history keeps its shape, not its values."""
    models, memory_id = store.models, row.id
    edge = models.Edge
    removed = edge.delete().where((edge.src == memory_id) | (edge.dst == memory_id)).execute()
    store.backend.fts_forget()
    delete_vector(store, row.seq)
    models.Quarantine.delete().where(models.Quarantine.memory == memory_id).execute()
    models.Provenance.delete().where(models.Provenance.memory == memory_id).execute()
    row.delete_instance()
    hist = models.History
    hist.update(before=None, after=None, rationale=CONTENT_REMOVED).where(hist.memory_id == memory_id).execute()
    # Ids are slugs of the content: the log keeps the events under an opaque id instead, which
    # `Helix.history(original_id)` still finds.
    hist.update(memory_id=tombstone_id(memory_id)).where(hist.memory_id == memory_id).execute()
    return int(removed)


def _quoting_memory(store: Store, memory_id: str, source: str, run: _Run) -> None:
    """A derived memory that quotes the forgotten one: cut the quote out, or forget it too."""
    from . import lifecycle

    row = lifecycle.load(store, memory_id)
    spans = quoted_spans(source, row.content)
    run.passages.extend(row.content[a:b] for a, b in spans)
    left = remove_spans(row.content, spans)
    if run.cascade == "forget" or not has_substance(left):
        why = ("it quoted a memory that was hard-forgotten" if run.cascade == "forget"
               else "nothing was left once the quote of a hard-forgotten memory was removed")
        _forget_one(store, memory_id, f"hard forget (cascade: {why})", run)
        run.forgotten.append(memory_id)
        return
    old_slug = ids.memory_id(row.content)
    lifecycle.apply_changes(store, row, {"content": left, "embedder": None,
                                         "confidence": round(row.confidence * 0.5, 4)},
                            "demoted", "system", run.now,
                            "quoted a memory that was hard-forgotten: the quote was removed")
    delete_vector(store, row.seq)  # re-embedded from what is left
    _flag(store, memory_id, "quoted a memory that was hard-forgotten; the quote was removed: review "
                            "what is left", run.now)
    run.done.add(memory_id)
    new_id = memory_id
    if memory_id == old_slug or memory_id.startswith(old_slug + "_"):
        new_id = _rename(store, memory_id, left, run)
    run.quote_removed.append(new_id)
    run.demoted.append(new_id)


def _demote(store: Store, memory_id: str, run: _Run) -> None:
    """Derived from it without quoting it: less certain, and flagged when nothing grounds it."""
    from . import lifecycle

    dep = store.models.Memory.get_or_none(store.models.Memory.id == memory_id)
    if dep is None:
        return
    edge = store.models.Edge
    remaining = edge.select().where((edge.src == memory_id) & (edge.relation == "derived_from")).count()
    factor = 0.5 if remaining == 0 else 0.8
    lifecycle.apply_changes(store, dep, {"confidence": dep.confidence * factor}, "demoted", "system",
                            run.now, f"a grounding memory was hard-forgotten ({remaining} sources remain)")
    if remaining == 0:
        _flag(store, memory_id, "every memory this was derived from has been hard-forgotten", run.now)
    run.demoted.append(memory_id)
    run.done.add(memory_id)


def _flag(store: Store, memory_id: str, reason: str, now: float) -> None:
    store.models.Flag.insert(kind="ungrounded", a_id=memory_id, b_id=None, reason=reason,
                             created_at=now).execute()


def _withdraw(store: Store, memory_id: str, content: str, run: _Run) -> None:
    """Pending proposals grounded in it or quoting it are withdrawn, their quotes cut out."""
    for row in _pending_proposals(store, memory_id, content):
        text = row.content
        if text:
            spans = quoted_spans(content, text)
            run.passages.extend(text[a:b] for a, b in spans)
            text = remove_spans(text, spans) or scrub.REMOVED
        store.models.Proposal.update(
            status="rejected", decided_at=run.now, decided_by="system", content=text,
            rationale="withdrawn: grounded in (or quoting) a memory that was hard-forgotten",
        ).where(store.models.Proposal.id == row.id).execute()
        run.withdrawn.append(row.id)


def _rename(store: Store, old: str, content: str, run: _Run) -> str:
    """Give a memory whose id was a slug of a removed quote an id made from what is left."""
    models = store.models
    base = new = ids.memory_id(content)
    attempt = 0
    while new == old or models.Memory.select().where(models.Memory.id == new).exists():
        attempt += 1
        new = ids.with_suffix(base, f"rename|{run.now}|{attempt}")
    store.backend.defer_foreign_keys()  # the references follow below
    models.Memory.update(id=new).where(models.Memory.id == old).execute()
    for model, column in ((models.Edge, "src"), (models.Edge, "dst"), (models.Provenance, "memory_id"),
                          (models.Quarantine, "memory_id"), (models.History, "memory_id"),
                          (models.Flag, "a_id"), (models.Flag, "b_id")):
        store.db.execute_sql(f'UPDATE "{model._meta.table_name}" SET "{column}" = ? WHERE "{column}" = ?',
                             (new, old))
    scrub.replace_id(store, old, new)
    history.record(models, new, "renamed", actor="system", at=run.now,
                   rationale="its id was made of words quoted from a hard-forgotten memory",
                   after={"id": new})
    run.renamed[old] = new
    run.done.add(new)
    return new


def _checkpoint(store: Store) -> bool:
    """Have the removed bytes physically removed: SQLite's WAL pushed into the file where
    secure_delete zeroed them; PostgreSQL's tables vacuumed (see the backends)."""
    return store.backend.after_hard_forget()


__all__ = ["CASCADES", "ForgetImpact", "HardForgetResult", "hard_forget", "impact", "tombstone_id"]
