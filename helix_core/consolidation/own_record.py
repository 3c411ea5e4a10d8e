"""The statement's own record in a listing of siblings still gives the statement's value.

A note that lists things of one kind side by side — records of a YAML list, rows of a table a tool printed
(psql's included) — gives each thing its own value. When the record that names the statement's thing best
still holds the statement's value, whatever else the note says differs is said of the other records:
"missed-reports … delivery-limit 5" under a row raising bulky-bookings to 10, `name: Furnace Road …
shift_start: "06:00"` above another depot moved to 07:00, `- name: washer-extractors … protocol: mqtt` beside
dryers on OPC UA. A diff is read as it stands after it: its removed lines are gone and its added lines are in force.
"""

from __future__ import annotations

import re

from . import siblings, text

# A diff's own header lines, which mark a note as a diff
_DIFF = re.compile(r"^(?:diff --git |@@ |--- a/|\+\+\+ b/)", re.M)
# A record of a YAML list opened by a key of its own ("- code: FRN"), its indent before the dash
_LIST_ITEM = re.compile(r"^(?P<indent>[ \t]*)-\s+[\"']?[\w.-]+[\"']?\s*:(?:\s|$)")
# A line a diff adds or removes
_ADDED = re.compile(r"^\+(?!\+\+)", re.M)
_REMOVED = re.compile(r"^-(?!--)", re.M)
# A row of a printed table: three cells or more, cells parted by a bar (psql), two spaces or a tab
_CELLS = re.compile(r"\s*\|\s*|\s{2,}|\t")
MIN_RECORDS = 2
MIN_CELLS = 3


def _in_force(note: str) -> tuple[list[str], set[int]]:
    """The note's lines as they stand: a diff's removed lines dropped, its added and context lines unmarked;
    and which of them the diff added."""
    if _DIFF.search(note) is None and (_ADDED.search(note) is None or _REMOVED.search(note) is None):
        return note.splitlines(), set()
    out: list[str] = []
    added: set[int] = set()
    for line in note.splitlines():
        if line.startswith(("---", "+++", "diff --git", "@@", "index ")) or line.startswith("-"):
            continue
        if line.startswith("+"):
            added.add(len(out))
        out.append(line[1:] if line.startswith(("+", " ")) else line)
    return out, added


def _list_records(lines: list[str]) -> list[list[int]]:
    """The records of the first YAML list of two records or more, as line numbers: each from its dash to the
    next at its indent."""
    for i, line in enumerate(lines):
        first = _LIST_ITEM.match(line)
        if first is None:
            continue
        indent = len(first.group("indent").expandtabs())
        records: list[list[int]] = []
        for at in range(i, len(lines)):
            later = lines[at]
            m = _LIST_ITEM.match(later)
            depth = len(later) - len(later.lstrip())
            if m is not None and len(m.group("indent").expandtabs()) == indent:
                records.append([at])
            elif later.strip() and depth <= indent:
                break
            elif records:
                records[-1].append(at)
        if len(records) >= MIN_RECORDS:
            return records
    return []


def _table_rows(lines: list[str]) -> list[list[int]]:
    """The rows of a printed table, as line numbers: consecutive lines of the same number of cells, three or
    more."""
    best: list[int] = []
    run: list[int] = []
    width = 0
    for at, line in enumerate([*lines, ""]):
        cells = [c for c in _CELLS.split(line.strip()) if c]
        if len(cells) >= MIN_CELLS and (not run or len(cells) == width):
            run.append(at)
            width = len(cells)
            continue
        best = run if len(run) > len(best) else best
        run, width = ([at], len(cells)) if len(cells) >= MIN_CELLS else ([], 0)
    return [[at] for at in best] if len(best) >= MIN_RECORDS else []


# A figure as a statement writes it: a clock time, a number, a version
_FIGURE = re.compile(r"(?<![\w.:-])\d+(?:[.:]\d+)*(?![\w:-])")


def keeps_its_value(older: str, newer: str, value: str | None) -> bool:
    """Whether the record of a listing that names the statement's thing best (alone) holds `value`, the
    statement's value a reading found differ (any figure of the statement's when the reading names none),
    was not changed by a diff, and tells no change of its own."""
    lines, added = _in_force(newer)
    numbered = _list_records(lines) or _table_rows(lines)
    if not numbered:
        return False
    records = ["\n".join(lines[at] for at in r) for r in numbered]
    stems = [text.name_terms(r) for r in records]
    common = set.intersection(*stems)

    def holds(value: str) -> bool:  # the record sharing most of the statement's words, its value's aside
        said = text.name_terms(older) - text.name_terms(value)
        scores = [len((own - common) & said) for own in stems]
        top = max(scores)
        if top == 0 or scores.count(top) > 1:
            return False
        best = scores.index(top)
        if added & set(numbered[best]):
            return False  # the diff changed the statement's own record
        own = records[best]
        # the value as written, or its figure alone in a table's cell ("32" for "32 docks")
        shown = [value.strip(), *_FIGURE.findall(value)]
        return any(re.search(rf"(?<![\w.-]){re.escape(v)}(?![\w-])", own, re.I) for v in shown) \
            and text.CHANGE.search(own) is None and "->" not in own and "→" not in own

    if value and value.strip():
        return holds(value)
    marks = {m.group("digits") for m in siblings.MARKED_THING.finditer(older)}  # "Car park 07" names, not a value
    return any(holds(f) for f in dict.fromkeys(_FIGURE.findall(older)) if f not in marks)
