"""The append-only event log: every change, who made it, why, and the values before and after."""

from __future__ import annotations

import re
from typing import Any

from .errors import InvalidInput
from .redact import redact_actor, redact_text
from .store.models import Models
from .store.store import dumps

_ACTOR = re.compile(r"^(human|system|agent:[A-Za-z0-9_.\-]{1,64})$")


def check_actor(actor: str) -> str:
    if not isinstance(actor, str) or not _ACTOR.match(actor):
        raise InvalidInput(f"actor must be 'human', 'system' or 'agent:NAME', got {actor!r}")
    return actor


def is_agent(actor: str) -> bool:
    return actor.startswith("agent:")


def record(
    models: Models,
    memory_id: str,
    event: str,
    *,
    actor: str,
    at: float,
    rationale: str | None = None,
    before: dict[str, Any] | None = None,
    after: dict[str, Any] | None = None,
    run_id: int | None = None,
    import_id: int | None = None,
) -> int:
    """Append one event. Call inside the transaction that makes the change.

    Every rationale (forget, edit, reinforce, penalize, archive, review, reject, resolve…) and
    the actor's name are redacted here, the one place they all pass through on the way to the
    database. ``before``/``after`` hold values that were redacted when they were written.
    """
    return models.History.insert(
        memory_id=memory_id, event=event, actor=redact_actor(actor), rationale=redact_text(rationale),
        before=None if before is None else dumps(before),
        after=None if after is None else dumps(after), at=at, run_id=run_id, import_id=import_id,
    ).execute()


def changed(before: dict[str, Any], after: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Only the fields that differ, so history stays readable."""
    keys = [k for k in after if before.get(k) != after.get(k)]
    return {k: before.get(k) for k in keys}, {k: after[k] for k in keys}
