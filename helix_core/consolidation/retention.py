"""How long something is kept, said by a statement as a period and by a note as the age a job removes it at:
"Raw crane telemetry is kept in the hot store for 90 days" / "The nightly lifecycle job drops raw partitions
older than 45 days"; "Application logs are kept for 30 days" / "the cleanup cron deletes application logs
older than 14 days".

The statement gives one period its subject is kept, retained, stored or held for; the note's sentence says a
job deletes, drops, purges, prunes, expires or removes what is older than another period, and names a word of
the statement's subject (what is kept, not where).
"""

from __future__ import annotations

import re

from .. import claims
from . import frames, text

MAX_STATEMENT = 300
_UNIT = r"(?P<u{g}>seconds?|secs?|minutes?|mins?|hours?|hrs?|h|days?|d|weeks?|wks?|months?|years?|yrs?)"
_KEPT = re.compile(r"^(?P<subject>.{3,80}?)\s+(?:is|are)\s+(?:only\s+)?(?:kept|retained|stored|held|preserved|archived)\b"
                   r"[^.;]{0,60}?\bfor\s+(?:up\s+to\s+)?(?P<n1>\d+(?:\.\d+)?)\s*" + _UNIT.format(g="1") + r"\b", re.I)
_REMOVED = re.compile(r"\b(?:delet|drop|purg|prun|remov|expir|clean\w*\s+up|wip|trunc)\w*\b[^.;]{0,80}?\bolder\s+than\s+"
                      r"(?P<n2>\d+(?:\.\d+)?)\s*" + _UNIT.format(g="2") + r"\b", re.I)
_PLAIN = frozenset(text.stem(w) for w in "the a an our all every each data store hot cold storage".split())


def _seconds(num: str, unit: str) -> float | None:
    value = claims.in_base_unit(num, unit)
    return None if value is None else float(value)


def removed_younger(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's period, the age the note's job removes its subject at) when the two differ."""
    if len(older) > MAX_STATEMENT or frames.NEGATED.search(older):
        return None
    kept = _KEPT.search(older.strip())
    if kept is None:
        return None
    subject = {text.stem(w) for w in text.words(kept.group("subject")) if w not in text.STOP and len(w) > 2} - _PLAIN
    stated = _seconds(kept.group("n1"), kept.group("u1"))
    if not subject or stated is None:
        return None
    for sentence in text.SENTENCE_BREAK.split(newer):
        if frames.tentative(sentence) or frames.other_kind(older, sentence):
            continue
        for m in _REMOVED.finditer(sentence):
            said = {text.stem(w) for w in text.words(sentence[:m.end()])}
            if not subject & said:
                continue
            found = _seconds(m.group("n2"), m.group("u2"))
            if found is not None and abs(found - stated) > 1e-6 * max(found, stated):
                return f"{kept.group('n1')} {kept.group('u1')}", f"older than {m.group('n2')} {m.group('u2')}"
    return None
