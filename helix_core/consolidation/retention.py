"""How long something is kept, said by a statement as a period and by a note as the age a job removes it at:
"Raw crane telemetry is kept in the hot store for 90 days" / "The nightly lifecycle job drops raw partitions
older than 45 days"; "Application logs are kept for 30 days" / "the cleanup cron deletes application logs
older than 14 days".

The statement gives one period its subject is kept, retained, stored or held for; the note's sentence says a
job deletes, drops, purges, prunes, expires, archives or removes what is older than another period, and names
a word of the statement's subject (what is kept, not where). A job's settings or log say it too
("cutoff=now-30d", `"drop_after": "365 days"`, a lifecycle rule's `expiration { days = 30 }`), in a note that
names the subject anywhere.
"""

from __future__ import annotations

import re

from .. import claims
from . import frames, text

MAX_STATEMENT = 300
_UNIT = r"(?P<u{g}>seconds?|secs?|minutes?|mins?|hours?|hrs?|h|days?|d|weeks?|wks?|w|months?|years?|yrs?|y)"
_KEPT = re.compile(r"^(?P<subject>.{3,80}?)\s+(?:(?:is|are)\s+(?:only\s+)?(?:kept|retained|stored|held|preserved|archived)|"
                   r"(?:stays?|remains?))\b"
                   r"[^.;]{0,60}?\bfor\s+(?:up\s+to\s+)?(?P<n1>\d+(?:\.\d+)?)\s*" + _UNIT.format(g="1") + r"\b|"
                   # what a job removes at an age: "An incomplete application expires after 30 days without activity"
                   r"^(?P<subject2>.{3,80}?)\s+(?:expires?|(?:is|are)\s+(?:deleted|purged|removed|expired))\s+after\s+"
                   r"(?P<n7>\d+(?:\.\d+)?)\s*" + _UNIT.format(g="7") + r"\b|"
                   # "Files in scratch that have not been accessed for 60 days are automatically purged"
                   r"^(?P<subject3>.{3,80}?)\s+(?:that|which)\s+(?:have|has)\s+not\s+been\s+\w+\s+(?:for|in)\s+"
                   r"(?P<n10>\d+(?:\.\d+)?)\s*" + _UNIT.format(g="10") + r"\b[^.;]{0,20}?\b(?:are|is|get|gets)\s+"
                   r"(?:automatically\s+)?(?:deleted|purged|removed|expired|wiped)\b", re.I)
_REMOVED = re.compile(r"\b(?:delet|drop|purg|prun|remov|expir|archiv|clean\w*\s+up|wip|trunc)\w*\b[^.;]{0,80}?\bolder\s+than\s+"
                      r"(?P<n2>\d+(?:\.\d+)?)\s*" + _UNIT.format(g="2") + r"\b", re.I)
# The same age as a job's settings or its log print it: "cutoff=now-30d", {"drop_after": "365 days"},
# "--older-than 14d", a lifecycle rule's `expiration { days = 30 }`
_SHOWN_AGE = re.compile(r"\bcutoff\s*[=:]\s*now\(?\)?\s*-\s*(?:interval\s+)?['\"]?(?P<n3>\d+(?:\.\d+)?)\s*"
                        + _UNIT.format(g="3") + r"\b|"
                        r"\b(?:drop|delete|purge|expire|remove)_?after['\"]?\s*[:=]\s*['\"]?(?P<n4>\d+(?:\.\d+)?)\s*"
                        + _UNIT.format(g="4") + r"\b|"
                        r"--older-than[= ](?P<n5>\d+(?:\.\d+)?)\s*" + _UNIT.format(g="5") + r"\b|"
                        r"\bexpiration\s*\{[^}]*?^[ \t]*\+?[ \t]*days\s*=\s*(?P<n6>\d+)\b|"
                        # a job's criterion in SQL: "last_activity_at < now() - interval '14 days'"
                        r"<\s*now\(\)\s*-\s*interval\s*'(?P<n8>\d+(?:\.\d+)?)\s*" + _UNIT.format(g="8") + r"'|"
                        # find(1) removing by age: "find /srv/spool -type f -mmin +1440 -delete" (-mtime counts days)
                        r"\bfind\b[^\n]*?\s-(?P<k9>[mca](?:time|min))\s+\+(?P<n9>\d+)\b[^\n]*?"
                        r"(?:\s-delete\b|-exec\s+rm\b|xargs\s+rm\b)|"
                        # a purge tool's flag in days: "purge --root /scratch --atime-days 30"
                        r"--(?:[amc]time|age|older|max-age|idle)[-_]days?[= ](?P<n11>\d+)\b", re.I | re.M)
_PLAIN = frozenset(text.stem(w) for w in "the a an our all every each data store hot cold storage".split())


def _seconds(num: str, unit: str) -> float | None:
    value = claims.in_base_unit(num, unit)
    return None if value is None else float(value)


def removed_younger(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's period, the age the note's job removes its subject at) when the two differ."""
    if len(older) > MAX_STATEMENT:
        return None
    kept = _KEPT.search(older.strip())
    if kept is None or not kept.group("subject3") and frames.NEGATED.search(older.strip()[:kept.end()]):
        return None  # "… are not kept for …"; what follows the period may deny ("after 30 days without activity")
    said_subject = kept.group("subject") or kept.group("subject2") or kept.group("subject3")
    g = next(g for g in (1, 7, 10) if kept.group(f"n{g}"))
    num, unit = kept.group(f"n{g}"), kept.group(f"u{g}")
    period = f"{num} {unit}"
    subject = {text.stem(w) for w in text.words(said_subject) if w not in text.STOP and len(w) > 2} - _PLAIN
    stated = _seconds(num, unit)
    if not subject or stated is None:
        return None
    for sentence in text.SENTENCE_BREAK.split(newer):
        if frames.tentative(sentence) or frames.other_kind(older, sentence):
            continue
        for m in _REMOVED.finditer(sentence):
            said = text.name_terms(sentence[:m.end()])
            if not subject & said:
                continue
            found = _seconds(m.group("n2"), m.group("u2"))
            if found is not None and abs(found - stated) > 1e-6 * max(found, stated):
                return period, f"older than {m.group('n2')} {m.group('u2')}"
    shown = _shown_age(older, newer, subject, stated)
    return (period, shown) if shown else None


def _shown_age(older: str, newer: str, subject: set[str], stated: float) -> str | None:
    """Another age than the statement's that a job's settings or log in the note remove its subject at; the
    note names the subject anywhere (a bucket's or a rule's name counts: "audio-verification")."""
    ages = list(_SHOWN_AGE.finditer(newer))
    if not ages or frames.tentative(newer) or not subject & text.name_terms(newer) or frames.other_kind(older, newer):
        return None
    for m in ages:
        num, unit = next((m.group(f"n{g}"), _unit_of(m, g)) for g in (3, 4, 5, 6, 8, 9, 11) if m.group(f"n{g}"))
        found = _seconds(num, unit)
        if found is not None and abs(found - stated) > 1e-6 * max(found, stated):
            return re.sub(r"['\"]", "", m.group(0).split("\n")[-1]).strip()
    return None


def _unit_of(m: re.Match[str], group: int) -> str:
    """The unit of a shown age: written beside it, or the one its setting counts in (`days = 30`, find's
    `-mmin` minutes and `-mtime` days)."""
    if group in (6, 11):
        return "days"
    if group == 9:
        return "minutes" if m.group("k9").lower().endswith("min") else "days"
    return m.group(f"u{group}")
