"""Changes to existing memories: access, reinforce, penalize, pin, edit, archive, forget, sweep.

Each change is one short transaction that also appends its history event.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import checks, history, kinds
from .capture import check_attributes
from .convert import memory_snapshot
from .decay import DecayInputs, archive_threshold, salience
from .errors import InvalidInput, NotFound, PermissionDenied
from .hard_forget import HardForgetResult, hard_forget, tombstone_id  # noqa: F401 (lifecycle.* callers)
from .injection import scan as scan_injection
from .redact import redact, redact_json
from .reinforcement import penalize as penalize_importance
from .reinforcement import reinforce as sm2
from .settings import Settings
from .store.store import Store, dumps
from .vectors import delete_vector, touch_vector


def load(store: Store, memory_id: str) -> Any:
    row = store.models.Memory.get_or_none(store.models.Memory.id == memory_id)
    if row is None:
        raise NotFound(what="memory", id=memory_id)
    return row


def decay_inputs(row: Any) -> DecayInputs:
    return DecayInputs(
        importance=row.importance, last_access_at=row.last_access_at, half_life=row.half_life,
        access_count=row.access_count, pinned=bool(row.pinned), scope=row.scope,
        recorded_at=row.recorded_at,
    )


def apply_changes(
    store: Store, row: Any, changes: dict[str, Any], event: str, actor: str, now: float,
    rationale: str | None = None, run_id: int | None = None,
) -> None:
    before = memory_snapshot(row)
    for key, value in changes.items():
        setattr(row, key, value)
    row.updated_at = now
    # Write only what changed: saving every column would fire the FTS "content" trigger and
    # re-index the text on every access, reinforcement and status change.
    meta_fields = row._meta.fields
    row.save(only=[meta_fields[k] for k in (*changes, "updated_at") if k in meta_fields])
    after = memory_snapshot(row)
    b, a = history.changed(before, after)
    b.pop("updated_at", None)
    a.pop("updated_at", None)
    history.record(store.models, row.id, event, actor=actor, at=now, rationale=rationale,
                   before=b, after=a, run_id=run_id)


def reinforce(
    store: Store, memory_id: str, quality: int, settings: Settings, now: float, actor: str,
    event: str = "reinforced", rationale: str | None = None, run_id: int | None = None,
) -> None:
    checks.integer(quality, "quality", 0, 5)
    history.check_actor(actor)
    with store.write():
        row = load(store, memory_id)
        result = sm2(row.ef, row.half_life, row.access_count, quality, settings.reinforce)
        changes: dict[str, Any] = dict(
            ef=result.ef, half_life=result.half_life, access_count=result.access_count,
            last_access_at=now,
        )
        if row.status == "archived":
            changes["status"] = "active"  # reinforced back from the archive
        apply_changes(store, row, changes, event, actor, now, rationale or f"quality {quality}", run_id)


def record_access(store: Store, memory_ids: list[str], settings: Settings, now: float, actor: str) -> None:
    """Recall handed these memories out: each is an access, an SM-2 step of `recall_quality`."""
    if not memory_ids:
        return
    quality = settings.reinforce.recall_quality
    with store.write():
        for row in store.models.Memory.select().where(store.models.Memory.id.in_(memory_ids)):
            result = sm2(row.ef, row.half_life, row.access_count, quality, settings.reinforce)
            changes: dict[str, Any] = dict(
                ef=result.ef, half_life=result.half_life, access_count=result.access_count,
                last_access_at=now,
            )
            if row.status == "archived":
                changes["status"] = "active"
            apply_changes(store, row, changes, "accessed", actor, now, f"recalled (quality {quality})")


def penalize(store: Store, memory_id: str, amount: float, settings: Settings, now: float, actor: str,
             rationale: str | None = None) -> None:
    if isinstance(amount, bool) or not isinstance(amount, (int, float)) or not 0 < amount <= 1:
        raise InvalidInput(f"penalty must be a number in (0, 1], got {amount!r}")
    history.check_actor(actor)
    with store.write():
        row = load(store, memory_id)
        new = penalize_importance(row.importance, float(amount), settings.decay.min_salience)
        apply_changes(store, row, {"importance": new}, "penalized", actor, now,
               rationale or f"penalty {amount}")


def set_pinned(store: Store, memory_id: str, pinned: bool, now: float, actor: str) -> None:
    checks.flag(pinned, "pinned")
    history.check_actor(actor)
    with store.write():
        row = load(store, memory_id)
        if bool(row.pinned) == pinned:
            return
        apply_changes(store, row, {"pinned": pinned}, "pinned" if pinned else "unpinned", actor, now)


EDITABLE = {
    "content", "kind", "shape", "scope", "importance", "confidence", "attributes",
    "deletion_policy", "valid_to", "valid_from", "level",
}


def edit(store: Store, memory_id: str, changes: dict[str, Any], settings: Settings, now: float,
         actor: str, rationale: str | None = None) -> None:
    """Edit fields in place; the edit is a history event with before and after."""
    history.check_actor(actor)
    unknown = set(changes) - EDITABLE
    if unknown:
        raise InvalidInput(f"cannot edit {', '.join(sorted(unknown))}; editable: {', '.join(sorted(EDITABLE))}")
    clean: dict[str, Any] = {}
    for key, value in changes.items():
        if key == "content":
            if not isinstance(value, str) or not value.strip():
                raise InvalidInput("content is empty")
            if len(value) > settings.capture.max_content_chars:
                raise InvalidInput(f"content is over {settings.capture.max_content_chars:,} characters")
            if "\x00" in value:
                raise InvalidInput("content contains a NUL character")
            if not value.isascii():
                try:
                    value.encode("utf-8")
                except UnicodeEncodeError:
                    raise InvalidInput("content is not valid Unicode (lone surrogate)") from None
            clean[key] = redact(value).text
        elif key == "attributes":
            check_attributes(value, settings)
            clean[key] = dumps(redact_json(value)[0])
        elif key == "kind":
            if value not in kinds.kinds():
                raise InvalidInput(f"unknown kind {value!r}")
            clean[key] = value
        elif key == "shape":
            if value not in kinds.SHAPES:
                raise InvalidInput(f"unknown shape {value!r}")
            clean[key] = value
        elif key == "scope":
            if not isinstance(value, str) or not kinds.is_valid_scope(value):
                raise InvalidInput(f"scope must be 'global' or 'project:<id>', got {value!r}")
            clean[key] = value
        elif key in ("importance", "confidence"):
            clean[key] = checks.number(value, key, 0.0, 1.0)
        elif key == "deletion_policy":
            if value not in kinds.DELETION_POLICIES:
                raise InvalidInput(f"deletion policy must be one of {', '.join(kinds.DELETION_POLICIES)}")
            clean[key] = value
        elif key == "level":
            clean[key] = checks.integer(value, "level", 0, 3)
        elif key == "valid_from":
            clean[key] = checks.timestamp(value, key)
        elif key == "valid_to":
            clean[key] = None if value is None else checks.timestamp(value, key)
        else:
            clean[key] = value
    with store.write():
        row = load(store, memory_id)
        if row.status == "forgotten":
            raise InvalidInput(f"{memory_id} is forgotten; restore it before editing")
        valid_from, valid_to = clean.get("valid_from", row.valid_from), clean.get("valid_to", row.valid_to)
        if valid_to is not None and valid_to < valid_from:
            raise InvalidInput("valid_to is before valid_from")
        scope_changed = "scope" in clean and clean["scope"] != row.scope
        content_changed = "content" in clean and clean["content"] != row.content
        if "shape" in clean and clean["shape"] != row.shape:
            clean.setdefault("half_life", settings.decay.half_life_days.get(clean["shape"]))
        if content_changed:
            clean["embedder"] = None  # re-embed the new text
        suspicious = _screen_agent_edit(actor, row.status, clean.get("content") if content_changed else None)
        if suspicious:
            clean["status"] = "quarantined"
        apply_changes(store, row, clean, "updated", actor, now, rationale)
        if suspicious:
            quarantine = store.models.Quarantine
            quarantine.delete().where(quarantine.memory == memory_id).execute()  # an old approval's row
            quarantine.insert(memory=memory_id, reason=suspicious, at=now, checks=dumps({"injection": True})).execute()
            history.record(store.models, memory_id, "quarantined", actor="system", at=now, rationale=suspicious)
        if content_changed:
            delete_vector(store, row.seq)
        elif scope_changed:
            touch_vector(store, row.seq)


def _screen_agent_edit(actor: str, status: str, content: str | None) -> str | None:
    """An agent's new text is screened like an agent's capture: what would have been quarantined
    at capture is quarantined when an edit brings it in (a person's edit is theirs to make)."""
    if content is None or not actor.startswith("agent") or status != "active":
        return None
    findings = scan_injection(content)
    if not findings:
        return None
    return "possible prompt injection: " + "; ".join(sorted({f.reason for f in findings}))


def set_status(store: Store, memory_id: str, status: str, now: float, actor: str, event: str,
               rationale: str | None = None, run_id: int | None = None) -> None:
    if status not in kinds.STATUSES:
        raise InvalidInput(f"unknown status {status!r}")
    history.check_actor(actor)
    with store.write():
        row = load(store, memory_id)
        if row.status == status:
            return
        if row.status == "quarantined" and status != "forgotten":
            # Leaving quarantine is approve/reject only (a person's decision), never a side door.
            raise PermissionDenied(f"{memory_id} is quarantined; approve or reject it first")
        changes: dict[str, Any] = {"status": status}
        if status == "active" and row.status == "archived":
            changes["last_access_at"] = now  # restoring is an access: the decay clock restarts
        if status == "superseded" and row.valid_to is None:
            changes["valid_to"] = now
        apply_changes(store, row, changes, event, actor, now, rationale, run_id)


@dataclass(frozen=True)
class SweepResult:
    archived: int
    pruned: int


def sweep(store: Store, settings: Settings, now: float) -> SweepResult:
    """Archive active memories below the retrieval floor; prune auto_prune ones below 0.001.

    Reads every decaying active memory but writes only the few that cross a threshold: no decay step
    rewrites every row.
    """
    memory = store.models.Memory
    # Archived auto_prune memories keep fading: they must still reach the prune threshold.
    live = (memory.status == "active") | (
        (memory.status == "archived") & (memory.deletion_policy == "auto_prune")
    )
    where = live & (memory.pinned == False)  # noqa: E712
    if settings.decay.curve.get("*", "exponential") != "rekall":
        where &= (memory.half_life.is_null(False)) | (memory.scope.in_(_rekall_scopes(settings)))
    candidates = list(memory.select().where(where))
    to_archive, to_prune = [], []
    for row in candidates:
        value = salience(decay_inputs(row), now, settings.decay)
        if row.deletion_policy == "auto_prune" and value < settings.decay.prune_below:
            to_prune.append(row.id)
        elif row.status == "active" and value < archive_threshold(row.scope, settings.decay):
            to_archive.append(row.id)
    for memory_id in to_archive:
        set_status(store, memory_id, "archived", now, "system", "archived",
                   "salience fell below the retrieval floor")
    for memory_id in to_prune:
        hard_forget(store, memory_id, now, "system", "auto_prune: salience below the prune threshold")
    return SweepResult(archived=len(to_archive), pruned=len(to_prune))


def _rekall_scopes(settings: Settings) -> list[str]:
    return [scope for scope, curve in settings.decay.curve.items() if curve == "rekall" and scope != "*"]
