"""A name the statement gives, missing from a listing of every thing of its kind.

"Scheduled sailings are stored in the `voyages` table" / "psql ferrydeck_prod `\\dt` -> bookings, departures,
lanes, passengers"; "The alerting service runs as the deployment `cropwatch-alerts`" / "$ kubectl -n alerting
get deploy" listing only `fieldguard-alerter`; "… the ear_tag_id column of the cows table" / "=> \\d cows"
with no such column. A listing command prints all things of one kind, so a name it leaves out is not the
name of any of them: the thing is gone or goes by another name. The listing must be of the statement's
kind (a table listing for a table, the statement's table for a column) and hold two names or more.
"""

from __future__ import annotations

import re

from . import text

MAX_STATEMENT = 300
MIN_LISTED = 2
# The kinds of named things a listing command prints, and the words a statement calls them by
_KIND_WORDS = {
    "table": "table tables", "column": "column columns field fields",
    "deployment": "deployment deployments deploy deployed service microservice backend app",
    "job": "job jobs cronjob cronjobs", "queue": "queue queues", "topic": "topic topics",
    "pool": "pool pools", "bucket": "bucket buckets",
}
_KIND_OF = {w: kind for kind, words in _KIND_WORDS.items() for w in words.split()}
# Listing commands, by what they print: "\dt", "\d cows", "kubectl get deploy", "rabbitmqctl list_queues"
_LISTERS = [
    (re.compile(r"\\dt\+?(?!\w)|\bshow\s+tables\b|\.tables\b", re.I), "table"),
    (re.compile(r"\\d\+?\s+(?P<of>[\w.]+)|\b(?:describe|desc)\s+(?P<of2>[\w.]+)|\bshow\s+columns\s+from\s+(?P<of3>[\w.]+)",
                re.I), "column"),
    (re.compile(r"\bkubectl\b.*\bget\s+(?:deploy|deployments?|svc|services?)\b", re.I), "deployment"),
    (re.compile(r"\bkubectl\b.*\bget\s+(?:cronjobs?|cj)\b|\bcrontab\s+-l\b|\bsidekiq-cron\b", re.I), "job"),
    (re.compile(r"\blist_queues\b|\bsqs\s+list-queues\b", re.I), "queue"),
    (re.compile(r"\bkafka-topics\b.*--list\b|\brpk\s+topic\s+list\b", re.I), "topic"),
    (re.compile(r"\b[\w-]+\s+pools?\b(?!\s+\w+\s*=)", re.I), "pool"),
    (re.compile(r"\b(?:aws\s+s3\s+ls|gsutil\s+ls)\s*$", re.I), "bucket"),
]
_NAME = r"[`'\"]?(?P<x>[A-Za-z][\w.-]*[A-Za-z0-9])[`'\"]?"
_NAMED = re.compile(r"(?:(?:called|named)\s+|(?<=\s)|^)" + _NAME)
_ITEM = re.compile(r"^\s*(?P<item>[A-Za-z][\w.-]*[A-Za-z0-9])(?:\s{2,}|\t|\s*\||\s*$)")  # rabbitmqctl's rows: tabs
_HEADER = frozenset("name names column table schema type nullable list of relations".split())
_PROMPT = re.compile(r"^\s*(?:\$|[\w-]+=>|[\w-]+>|#)\s*(?P<cmd>\S.*)$")


def _stated(older: str) -> list[tuple[str, str, str | None]]:
    """(name, kind, table) for each written name the statement says is a thing of a listed kind."""
    out = []
    for m in _NAMED.finditer(older):
        name, lead = m.group("x"), older[:m.start("x")]
        if not re.search(r"[_.-]|`", m.group(0)) and not re.search(r"\b(?:called|named)\s+$", lead):
            continue  # a plain word is no written name
        # "The nightly job that pulls enrolments from the SIS is called `sis-enrol-sync`": the subject says the kind
        called = re.search(r"\b(?:called|named)\s+[`'\"]?$", lead) is not None
        before = text.words(lead) if called else text.words(lead)[-4:]
        after = text.words(older[m.end():])[:2]
        kinds = [_KIND_OF[w] for w in [*after[:1], *reversed(before)] if w in _KIND_OF]
        if not kinds:
            continue
        table = None
        if kinds[0] == "column":
            of = re.search(r"\b(?:of|in)\s+the\s+[`'\"]?(?P<t>[\w.]+)[`'\"]?\s+table\b|\bthe\s+[`'\"]?(?P<t2>[\w.]+)[`'\"]?"
                           r"\s+table\b", older, re.I)
            table = (of.group("t") or of.group("t2")).lower() if of else None
        if name.lower() not in _KIND_OF:
            out.append((name, kinds[0], table))
    return out


def _item(row: str) -> str | None:
    """The name a row of a listing gives: its first cell, or the one before "table" in psql's
    "public | batch_records | table | owner"."""
    if "|" in row:
        cells = [c.strip() for c in row.split("|")]
        for j, cell in enumerate(cells[1:], 1):
            if cell.lower() in ("table", "view") and re.fullmatch(r"[A-Za-z][\w.-]*", cells[j - 1]):
                return cells[j - 1]
    cell = _ITEM.match(row)
    return cell.group("item") if cell is not None else None


def _listing(note: str) -> tuple[str, str | None, list[str]] | None:
    """(kind, the table a column listing is of, the names listed) of the note's listing, if it has one."""
    lines = note.splitlines()
    for i, line in enumerate(lines):
        for pattern, kind in _LISTERS:
            m = pattern.search(line)
            if m is None:
                continue
            of = next((g for g in m.groupdict().values() if g), None)
            inline = re.search(r"(?:->|→|:)\s*(?P<items>[A-Za-z][\w.-]*(?:\s*,\s*[A-Za-z][\w.-]*)+)", line[m.end():])
            if inline is not None:
                items = [t.strip().rstrip(".") for t in inline.group("items").split(",")]
                headed = False
            else:
                items, headed = [], False
                rest = re.split(r"->|→", line[m.end():], maxsplit=1)  # "\dt' ->  public | batch_records | table"
                for row in ([rest[1]] if len(rest) > 1 else []) + lines[i + 1:]:
                    if _PROMPT.match(row) and items:
                        break
                    item = _item(row)
                    if item is None:
                        if items:
                            break
                        continue
                    if item.lower() in _HEADER:
                        headed = True
                    else:
                        items.append(item)
            # a table under its header is the whole listing, however short ("NAME  READY …" over one deployment)
            if len(items) >= (1 if headed else MIN_LISTED):
                return kind, of.lower() if of else None, items
    return None


def missing_from_listing(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's name, the names listed) when a listing of its kind leaves the name out."""
    if len(older) > MAX_STATEMENT or "\n" not in newer and "->" not in newer and "→" not in newer:
        return None
    listed = _listing(newer)
    if listed is None:
        return None
    kind, of, items = listed
    for name, stated_kind, table in _stated(older):
        if stated_kind != kind or kind == "column" and table is not None and of is not None \
                and table.split(".")[-1] != of.split(".")[-1]:
            continue
        if text.stands_in(name, newer):
            continue  # the name is there after all
        return name, ", ".join(items[:5])
    return None
