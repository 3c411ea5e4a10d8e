"""The online path: validate, redact, rate, scan, write. Embedding is deferred (see embedding_worker)."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import peewee as pw

from . import history, ids, kinds
from .errors import InvalidInput
from .importance import heuristic_importance
from .injection import scan as scan_injection
from .nesting import check_depth
from .redact import redact, redact_actor, redact_json, redact_text
from .settings import Settings
from .store.store import Store, dumps


@dataclass(frozen=True)
class CaptureRequest:
    content: str
    kind: str = "episode"
    shape: str | None = None
    level: int = 0
    scope: str = "global"
    origin: str = "agent-ingested"
    session: str | None = None
    agent: str | None = None
    attributes: dict[str, Any] | None = None
    importance: float | None = None  # 0..1; None: rate it
    confidence: float | None = None
    pinned: bool = False
    deletion_policy: str = "manual_only"
    valid_from: float | None = None
    id: str | None = None
    status: str | None = None
    actor: str | None = None
    rationale: str | None = None
    run_id: int | None = None
    extractor: str = "heuristic"


ImportanceRater = Callable[[str], float | None]


def text_of(content: str | bytes) -> str:
    """Content as text: bytes must be UTF-8 (every way in decodes the same way)."""
    if isinstance(content, bytes):
        try:
            return content.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InvalidInput(f"content is not valid UTF-8 (byte {exc.start})") from None
    return content


def validate(req: CaptureRequest, settings: Settings) -> None:
    if not isinstance(req.content, str):
        raise InvalidInput("content must be text")
    if not req.content.strip():
        raise InvalidInput("content is empty")
    if "\x00" in req.content:
        raise InvalidInput("content contains a NUL character")
    _check_encodable(req.content, "content")
    limit = settings.capture.max_content_chars
    if len(req.content) > limit:
        raise InvalidInput(f"content is {len(req.content):,} characters; the limit is {limit:,}")
    try:
        shape = req.shape or kinds.default_shape(req.kind)
    except KeyError:
        raise InvalidInput(
            f"unknown kind {req.kind!r} (known: {', '.join(sorted(kinds.kinds()))})"
        ) from None
    if shape not in kinds.SHAPES:
        raise InvalidInput(f"unknown shape {shape!r} (known: {', '.join(kinds.SHAPES)})")
    if not kinds.is_valid_scope(req.scope):
        raise InvalidInput(f"scope must be 'global' or 'project:<id>', got {req.scope!r}")
    if req.origin not in kinds.ORIGINS:
        raise InvalidInput(f"origin must be one of {', '.join(kinds.ORIGINS)}, got {req.origin!r}")
    if req.level not in kinds.LEVELS:
        raise InvalidInput(f"level must be 0..3, got {req.level!r}")
    if req.deletion_policy not in kinds.DELETION_POLICIES:
        raise InvalidInput(
            f"deletion policy must be one of {', '.join(kinds.DELETION_POLICIES)}"
        )
    for name in ("importance", "confidence"):
        value = getattr(req, name)
        if value is not None and not (isinstance(value, (int, float)) and 0.0 <= value <= 1.0):
            raise InvalidInput(f"{name} must be between 0 and 1, got {value!r}")
    if req.attributes is not None:
        check_attributes(req.attributes, settings)
    for name in ("session", "agent"):
        value = getattr(req, name)
        if value is not None and (not isinstance(value, str) or len(value) > 200):
            raise InvalidInput(f"{name} must be text of at most 200 characters")
        if value is not None:
            _check_encodable(value, name)


def _check_encodable(text: str, what: str) -> None:
    """Lone surrogates (from broken decoders) cannot be stored as UTF-8: refuse them up front."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidInput(f"{what} is not valid Unicode (character {exc.start})") from None


def check_attributes(value: Any, settings: Settings) -> None:
    """A JSON object within the size limit (capture and edit share it: the app's edit field too)."""
    if not isinstance(value, dict):
        raise InvalidInput("attributes must be a JSON object")
    limit = settings.capture.max_attributes_bytes
    if len(value) * 6 > limit:  # each entry takes at least 6 bytes ("k":0,): refuse before encoding
        raise InvalidInput(f"attributes have {len(value):,} entries; the limit is {limit:,} bytes")
    check_depth(value, settings.capture.max_attributes_depth)  # before anything recursive reads it
    try:
        text = json.dumps(value, ensure_ascii=False, default=str, allow_nan=False)
    except (TypeError, ValueError, RecursionError) as exc:
        raise InvalidInput(f"attributes are not valid JSON: {exc}") from None
    _check_encodable(text, "attributes")
    if len(text) > settings.capture.max_attributes_bytes:
        raise InvalidInput(
            f"attributes are {len(text):,} bytes; the limit is {settings.capture.max_attributes_bytes:,}"
        )


def half_life_for(shape: str, settings: Settings) -> float | None:
    return settings.decay.half_life_days.get(shape)


def capture(
    store: Store,
    req: CaptureRequest,
    settings: Settings,
    now: float,
    rate: ImportanceRater | None = None,
) -> str:
    """Write one memory; returns its id. Secrets never get past this function."""
    validate(req, settings)
    content = redact(req.content).text
    attributes, _ = redact_json(req.attributes or {})
    # Names and ids are stored, indexed, shown and exported like content: redact them too.
    session, agent = redact_text(req.session), redact_text(req.agent)
    explicit_id = req.id
    if explicit_id is not None and redact(explicit_id).changed:
        explicit_id = None  # a credential pasted as an id: the id comes from the content instead
    shape = req.shape or kinds.default_shape(req.kind)
    importance = req.importance
    extractor = req.extractor
    if importance is None and rate is not None:
        importance = rate(content)
        if importance is not None:
            extractor = getattr(rate, "name", "model")  # the model that rated it, for provenance
    if importance is None:
        importance = heuristic_importance(content)
    status = req.status or "active"
    quarantine_reason = None
    if req.origin == "agent-ingested" and status == "active":
        findings = scan_injection(content)
        if findings:
            status = "quarantined"
            quarantine_reason = "possible prompt injection: " + "; ".join(
                sorted({f.reason for f in findings})
            )
    confidence = req.confidence
    if confidence is None:
        confidence = 0.9 if req.origin == "user-asserted" else 0.6
    actor = req.actor or (redact_actor(f"agent:{req.agent}") if req.agent else "system")
    history.check_actor(actor)
    memory = store.models.Memory
    base_id = explicit_id or ids.memory_id(content)
    row = dict(
        kind=req.kind, shape=shape, level=req.level, content=content, attributes=dumps(attributes),
        scope=req.scope, importance=float(importance), confidence=float(confidence),
        valid_from=req.valid_from if req.valid_from is not None else now, valid_to=None,
        recorded_at=now, status=status, origin=req.origin, last_access_at=now, access_count=0,
        ef=settings.reinforce.initial_ef, half_life=half_life_for(shape, settings),
        pinned=req.pinned, deletion_policy=req.deletion_policy, session=session,
        agent=agent, updated_at=now, embedder=None,
    )
    with store.write():
        new_id = _insert_unique(memory, row, base_id, exact=explicit_id is not None,
                                salt=f"{now}|{content}|{session}|{agent}")
        history.record(
            store.models, new_id, "created", actor=actor, at=now, rationale=req.rationale,
            after={"content": content, "kind": req.kind, "scope": req.scope, "status": status,
                   "importance": float(importance)},
            run_id=req.run_id,
        )
        store.models.Provenance.insert(
            memory=new_id, agent=agent, session=session, extractor=extractor,
            run_id=req.run_id, origin=req.origin, at=now,
        ).execute()
        if quarantine_reason:
            store.models.Quarantine.insert(
                memory=new_id, reason=quarantine_reason, at=now, checks=dumps({"injection": True})
            ).execute()
            history.record(
                store.models, new_id, "quarantined", actor="system", at=now,
                rationale=quarantine_reason,
            )
    return new_id


def _insert_unique(memory: Any, row: dict[str, Any], base_id: str, exact: bool, salt: str) -> str:
    candidate = base_id
    for attempt in range(20):
        try:
            with memory._meta.database.atomic():
                memory.insert(id=candidate, **row).execute()
            return candidate
        except pw.IntegrityError:
            if exact:
                raise InvalidInput(f"a memory with id {candidate!r} already exists") from None
            candidate = ids.with_suffix(base_id, f"{salt}|{attempt}")
    raise InvalidInput("could not find a free id")  # pragma: no cover - 20 hash collisions
