"""Removing a hard-forgotten memory's traces from everything that is not the memory itself.

Ids are slugs of the content ("mem_zanzibar_merger_codename"), so an id left in another memory's
history, a proposal's grounding list or a run's notes still says what was forgotten. Passages of
the text can sit in the same places (a merge's before/after, a flag's reason, a proposal's
content). Both are replaced in place, leaving the rest of each record as it was: the id by the
memory's opaque tombstone id, a passage by a marker.
"""

from __future__ import annotations

import json
import re

from .store.store import Store

REMOVED = "[removed by hard forget]"

# Every text column that can mention a memory by id or repeat its words (memory content is not
# here: a derived memory's own text is handled by the hard-forget cascade, a person's never).
TEXT_COLUMNS: tuple[tuple[str, str], ...] = (
    ("history", "before"), ("history", "after"), ("history", "rationale"),
    ("proposal", "grounding"), ("proposal", "target_ids"), ("proposal", "content"),
    ("proposal", "rationale"), ("proposal", "attributes"), ("proposal", "result_id"),
    ("memory", "attributes"), ("flag", "reason"), ("flag", "resolution"),
    ("quarantine", "reason"), ("quarantine", "checks"), ("trigger_queue", "payload"),
    ("consolidation_run", "notes"), ("consolidation_run", "error"), ("provenance", "ref"),
)
_ID_CHARS = "A-Za-z0-9_:\\-"


def _id_pattern(memory_id: str) -> re.Pattern[str]:
    # A whole id only: not the start of a longer one (mem_x vs mem_x_3fa2c1); a full stop ends it.
    return re.compile(f"(?<![{_ID_CHARS}.]){re.escape(memory_id)}(?![{_ID_CHARS}]|\\.[{_ID_CHARS}])")


def _replace_in(store: Store, needle: str, change: object) -> int:
    """Apply `change(text) -> text` to every row of every text column containing `needle`."""
    changed = 0
    for table, column in TEXT_COLUMNS:
        if not store.table_exists(table):
            continue
        row_id, row_mark = store.backend.row_id, store.backend.row_id_mark
        rows = store.db.execute_sql(
            f'SELECT {row_id}, "{column}" FROM "{table}" WHERE instr("{column}", ?) > 0', (needle,)).fetchall()
        for rowid, text in rows:
            new = change(text)  # type: ignore[operator]
            if new != text:
                store.db.execute_sql(f'UPDATE "{table}" SET "{column}" = ? WHERE {row_id} = {row_mark}',
                                     (new, rowid))
                changed += 1
    return changed


def replace_id(store: Store, old: str, new: str) -> int:
    """Every mention of memory id `old` becomes `new`. Call inside the write transaction."""
    pattern = _id_pattern(old)
    return _replace_in(store, old, lambda text: pattern.sub(new, text))


def remove_passages(store: Store, passages: list[str]) -> int:
    """Every occurrence of each passage (as written, and as it appears inside JSON) becomes a marker."""
    changed = 0
    for passage in sorted({p for p in passages if len(p.strip()) >= 12}, key=len, reverse=True):
        forms = {passage, json.dumps(passage, ensure_ascii=False)[1:-1], json.dumps(passage)[1:-1]}
        for form in forms:
            changed += _replace_in(store, form, lambda text, f=form: text.replace(f, REMOVED))
    return changed
