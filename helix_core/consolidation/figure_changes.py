"""A note that tells one of the statement's own figures changed, in whatever shape the note is written.

"SLOT_MINUTES bumped 180 -> 240", a diff taking `ch4_alert_pct_vv: 1.0` to `0.5`, "we move from net 15
to net 30", "drop the pH setpoint on both pools to 7.2": each is a change told outright, so it needs
none of the readers that work out what a figure in a note stands for. The change is read in four
shapes (an arrow, a diff's removed and added line of one key, a verb of change with "from A to B", a
verb of change with "… to B"); it meets the statement when the words naming what changes are the
statement's words around one of its figures, and, where the note gives the old figure, that figure is
the statement's. Units are brought to one base, taking a key's own unit ("SLOT_MINUTES") when the
figure carries none, so "3 hours long" meets "180 -> 240" of a minutes setting.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import claims
from . import config_dump, phrases, sections, text, values

_NUM = r"(?<![\w.:/$€£#-])(?P<{n}>\d+(?:\.\d+)?)"
_UNIT = (r"(?:\s?(?P<{u}>%|percent|pct|ms|milliseconds?|secs?|seconds?|mins?|minutes?|hrs?|hours?|days?|weeks?|"
         r"months?|years?|yrs?|wks?|[kmgt]i?b|kg|km|°c|°f|°|degrees?|deg|[smhdyw])(?![\w%/]))?")


def _figure(n: str, u: str) -> str:
    return _NUM.format(n=n) + _UNIT.format(u=u)


_ARROW = re.compile(_figure("a", "ua") + r"\s*(?:->|→|=>|⇒|-->)\s*" + _figure("b", "ub") + r"(?![\d.:/-]\d)")
_CHANGE_VERB = (r"\b(?:mov\w*|went|go(?:es|ing)?|chang\w*|bump\w*|rais\w*|lower\w*|drop\w*|cut\w*|reduc\w*|increas\w*|"
                r"decreas\w*|extend\w*|shorten\w*|upd\w*|adjust\w*|tighten\w*|relax\w*|doubl\w*|halv\w*|switch\w*|"
                r"set|reset|tun\w*|push\w*|pull\w*|brought|bring\w*|up(?:ped)?|trim\w*|slash\w*|shrink\w*|shrunk|grow\w*|grew|"
                r"expand\w*|widen\w*|narrow\w*|lengthen\w*|hik\w*|boost\w*)")
# "we move from net 15 to net 30"; a span with no verb of change ("open from 9 to 5") is a range
_FROM_TO = re.compile(_CHANGE_VERB + r"(?P<what>(?:\s+[\w'/.-]+){0,8}?)\s+from\s+(?P<wa>(?:[a-z]+\s+){0,2})" +
                      _figure("a", "ua") + r"(?:\s+[a-z]+){0,2}?\s+to\s+(?P<wb>(?:[a-z]+\s+){0,2})" +
                      _figure("b", "ub") + r"(?![\d.:/-]\d)", re.I)
# "drop the pH setpoint on both pools to 7.2": the old figure is left to the statement
_TO = re.compile(_CHANGE_VERB + r"(?P<what>(?:\s+(?!from\b|to\b)[\w'/-]+){0,8}?)\s+to\s+" + _figure("b", "ub") +
                 r"(?![\d.:/-]\d|\s*(?:-|–|to|and)\s*\d)", re.I)
_INSTEAD_OF = re.compile(_figure("b", "ub") + r"\s*(?:\([^()]{0,30}\)\s*)?,?\s+(?:rather\s+than|instead\s+of|in\s+place\s+of)"
                         r"\s+(?:the\s+(?:old\s+|current\s+|previous\s+)?)?" + _figure("a", "ua") + r"(?![\d.:/-]\d)", re.I)
# A cadence in a word, as a figure: "from every 6h to hourly", "invoiced every quarter"
_CADENCES = {"hourly": "1 hour", "daily": "1 day", "nightly": "1 day", "weekly": "1 week", "fortnightly": "2 weeks",
             "biweekly": "2 weeks", "monthly": "1 month", "quarterly": "3 months", "yearly": "1 year", "annually": "1 year"}
_EVERY = {"hour": "1 hour", "day": "1 day", "night": "1 day", "week": "1 week", "month": "1 month", "quarter": "3 months",
          "year": "1 year"}


def _cadences_as_figures(s: str) -> str:
    s = re.sub(r"\b(?P<lead>to|from|every|runs?|now)\s+(?P<w>" + "|".join(_CADENCES) + r")\b",
               lambda m: f"{m.group('lead')} {_CADENCES[m.group('w').lower()]}", s, flags=re.I)
    return re.sub(r"\bevery\s+(?P<w>" + "|".join(_EVERY) + r")\b", lambda m: f"every {_EVERY[m.group('w').lower()]}", s,
                  flags=re.I)


_DIFF_LINE = re.compile(r"^(?P<sign>[-+])\s*(?:export\s+)?(?P<key>[A-Za-z_][\w.-]*)\s*[:=]\s*\"?" + _figure("n", "u") +
                        r"\"?\s*[,;]?\s*(?:#\s*(?P<comment>.*))?$", re.M)
# A key's own unit: "SLOT_MINUTES", "timeout_ms", "ch4_alert_pct_vv"
_SPLIT = re.compile(r"[_.\-/]+|(?<=[a-z])(?=[A-Z])")
_WINDOW = 8  # words before a statement's figure that say what it measures
# Words that name no thing a figure measures
_EMPTY = frozenset(phrases.stem(w) for w in "new old value number amount setting limit max min maximum minimum default "
                   "current now from per each every both all more than less least most after before about around "
                   "just only also still which what when up down back over out way".split())
# Words for where a figure is kept, which a note may name and a statement not ("the recalculation cron")
_HOLDERS = frozenset(phrases.stem(w) for w in "cron job config schedule timer constant param parameter variable env".split())


_DAY_OF_MONTH = re.compile(r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|"
                           r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b", re.I)
_YEAR = re.compile(r"^[,/.-]\s?(?:19|20)\d\d\b")


@dataclass(frozen=True)
class _Figure:
    value: float
    dimension: str | None
    number: float
    shown: str
    terms: frozenset[str]
    bound: int = 0  # 1: the statement's figure is a floor ("at least 3"), -1 a ceiling ("up to 40"), 0 the value


def terms(s: str) -> frozenset[str]:
    """The stems of a text's words that may name what a figure or a name belongs to, keys split into theirs."""
    words = " ".join(_SPLIT.sub(" ", w) for w in s.split())
    return frozenset(phrases.stem(w) for w in text.words(words.lower())
                     if len(w) > 1 and w not in text.STOP and not w[0].isdigit()) - _EMPTY


def _measure(num: str, unit: str | None) -> tuple[float, str | None]:
    unit = (unit or "").lower() or None
    if unit is not None:
        base = claims.in_base_unit(num, unit)
        if base is not None:
            return base, claims.unit_dimension(unit)
    return float(num), None


# A sum of money: "$20", "€7.50" (a change gives it as a bare figure: "from 20.00 to 0.00")
_MONEY = re.compile(r"(?<![\w.])[$€£](?P<n>\d+(?:\.\d+)?)(?![\d.])")


def statement_figures(older: str) -> list[_Figure]:
    """The statement's figures, each with the words of its clause that say what it measures."""
    out = []
    for clause in re.split(r"[;,()]|\s[—–]\s|\band\b|\bwith\b", older):
        for m in [*re.finditer(_figure("n", "u"), clause, re.I), *_MONEY.finditer(clause)]:
            if _DAY_OF_MONTH.search(clause[max(0, m.start() - 12):m.end() + 8]) \
                    or float(m.group("n")) <= 31 and _YEAR.search(clause[m.end():m.end() + 8]):
                continue  # "on March 12, 2024" is a date, not a figure the statement sets
            before = clause[:m.start()].split()[-_WINDOW:]
            after = clause[m.end():].split()[:2]
            value, dimension = _measure(m.group("n"), m.group("u")) if m.re is not _MONEY else (float(m.group("n")), "money")
            bound = -1 if _CEILING_BEFORE.search(clause[:m.start()]) or _CEILING_AFTER.match(clause[m.end():]) \
                else 1 if _FLOOR_BEFORE.search(clause[:m.start()]) or _FLOOR_AFTER.match(clause[m.end():]) else 0
            out.append(_Figure(value, dimension, float(m.group("n")), m.group(0).strip(), terms(" ".join(before + after)),
                               bound))
    return out


_CEILING_BEFORE = re.compile(r"\b(?:up\s+to|at\s+most|max(?:imum)?(?:\s+of)?|no\s+more\s+than|not\s+more\s+than|under|below|"
                             r"less\s+than|fewer\s+than|within|capped\s+at|limited\s+to|never\s+\w+(?:\s+\w+){0,4}\s+more\s+than)"
                             r"\s+(?:a\s+|the\s+)?$", re.I)
_CEILING_AFTER = re.compile(r"\s*(?:\w+\s+)?(?:or\s+(?:less|fewer|under|below|lower|earlier)|max\b|at\s+most)", re.I)
_FLOOR_BEFORE = re.compile(r"\b(?:at\s+least|min(?:imum)?(?:\s+of)?|no\s+less\s+than|no\s+fewer\s+than|over|above|"
                           r"more\s+than)\s+(?:a\s+|the\s+)?$", re.I)
_FLOOR_AFTER = re.compile(r"\s*(?:\w+\s+)?(?:or\s+(?:more|newer|later|higher|above|greater)|\+|and\s+(?:up|newer|above|later))",
                          re.I)
_BOUND_WORDS = frozenset(phrases.stem(w) for w in "cap ceiling limit floor threshold most least max min maximum minimum "
                         "allowance quota".split())
_TARGETS = frozenset(phrases.stem(w) for w in "target goal budget slo sla objective".split())


def _within_bound(figure: _Figure, change: _Change) -> bool:
    """A new figure on the allowed side of a statement's bound keeps to it ("at most 4 workers" / "set the
    workers to 3"), unless the note says it moved the bound itself ("raised the cap to 6"); a target is
    no setting a reading changes."""
    if figure.terms & _TARGETS:
        return True  # "p95 under the 300 ms budget" is not set by a reading that "went down to 240ms"
    if not figure.bound or change.named & _BOUND_WORDS or change.terms & _BOUND_WORDS:
        return False
    return change.new[0] < figure.value if figure.bound < 0 else change.new[0] > figure.value


@dataclass(frozen=True)
class _Change:
    old: tuple[float, str | None] | None
    new: tuple[float, str | None]
    shown: tuple[str | None, str]
    terms: frozenset[str]
    named: frozenset[str] = frozenset()  # what the note says it changed ("the request timeout of the notifications service")
    head: str | None = None  # the last word of what it names: the thing itself, the words before it say which


def _shown(m: re.Match[str], n: str, u: str) -> str:
    """A figure as the note writes it ("100m", "7 days", "0.5")."""
    return m.string[m.start(n):m.end(u) if m.group(u) else m.end(n)]


def _keyed(shown: str, key_unit: str | None) -> str:
    """A bare figure shown with the unit its key names ("240" of SLOT_MINUTES: "240 min")."""
    return f"{shown} {key_unit}" if key_unit and shown[-1].isdigit() else shown


def _key_unit(words: str) -> str | None:
    for part in reversed(_SPLIT.split(words.split()[-1] if words.split() else "")):
        if part.lower() in config_dump.KEY_UNITS:
            return config_dump.KEY_UNITS[part.lower()]
    return None


def _changes(newer: str) -> list[_Change]:
    out: list[_Change] = []
    for line in newer.splitlines():
        for m in _ARROW.finditer(line):
            lead = line[:m.start()]
            words = " ".join(lead.split()[-_WINDOW:])
            key_unit = _key_unit(re.sub(r"\b(?:bump\w*|rais\w*|lower\w*|chang\w*|set|from|to|[:=])\s*$", "", words).strip()
                                 or words) if words else None
            out.append(_Change(_measure(m.group("a"), m.group("ua") or key_unit), _measure(m.group("b"), m.group("ub") or key_unit),
                               (m.group("a"), _keyed(_shown(m, "b", "ub"), key_unit)), terms(words)))
    for sentence in text.SENTENCE_BREAK.split(newer):
        for m in _INSTEAD_OF.finditer(sentence):  # "quotes expire after 14 days rather than 30 days"
            words = " ".join(sentence[:m.start()].split()[-_WINDOW:])
            out.append(_Change(_measure(m.group("a"), m.group("ua")), _measure(m.group("b"), m.group("ub")),
                               (m.group("a"), _shown(m, "b", "ub")), terms(words)))
        for m in _FROM_TO.finditer(sentence):
            named = terms(m.group("what"))
            words = " ".join(sentence[:m.start()].split()[-_WINDOW:] + [m.group("what"), m.group("wa"), m.group("wb")])
            out.append(_Change(_measure(m.group("a"), m.group("ua")), _measure(m.group("b"), m.group("ub")),
                               (m.group("a"), _shown(m, "b", "ub")), terms(words), named, _head(m.group("what"))))
        for m in _TO.finditer(sentence):
            if re.search(r"\bfrom\s+\S*\d", m.group("what")):
                continue
            named = terms(m.group("what"))
            subject = re.split(r"[,:;(]", sentence[:m.start()])[-1].split()[-_WINDOW:]  # "Reconnect grace window went up"
            out.append(_Change(None, _measure(m.group("b"), m.group("ub")), (None, _shown(m, "b", "ub")),
                               named | terms(" ".join(subject)), named, _head(m.group("what"))))
    removed = {m.group("key"): m for m in _DIFF_LINE.finditer(newer) if m.group("sign") == "-"}
    for m in _DIFF_LINE.finditer(newer):
        was = removed.get(m.group("key"))
        if m.group("sign") != "+" or was is None:
            continue
        key_unit = _key_unit(m.group("key"))
        words = f"{m.group('key')} {m.group('comment') or ''} {was.group('comment') or ''} {_diff_place(newer, m.start())}"
        out.append(_Change(_measure(was.group("n"), was.group("u") or key_unit), _measure(m.group("n"), m.group("u") or key_unit),
                           (was.group("n"), _keyed(_shown(m, "n", "u"), key_unit)), terms(words)))
    for m in _SQL_SET.finditer(newer):  # "UPDATE … SET bud_days = 35 WHERE category = 'aqueous' AND bud_days = 14"
        key_unit = _key_unit(m.group("key"))
        out.append(_Change(_measure(m.group("a"), key_unit), _measure(m.group("b"), key_unit),
                           (m.group("a"), _keyed(m.group("b"), key_unit)), terms(f"{m.group('key')} {m.group('where')}")))
    return out + _code_changes(newer)


# A diff hunk's header, whose tail git fills with the section the hunk sits in ("@@ -4,7 +4,7 @@ booster:")
_HUNK = re.compile(r"^@@[^@\n]*@@(?P<section>[^\n]*)$", re.M)


def _diff_place(note: str, at: int) -> str:
    """The names of where a diff's line sits: the sections above it in the hunk, or the one its header
    names ("vaccination_booster" for "+  lead_time_days: 28")."""
    line = note[at:].split("\n", 1)[0]
    indent = len(line[1:]) - len(line[1:].lstrip())
    hunks = list(_HUNK.finditer(note, 0, at))
    start = hunks[-1].end() if hunks else 0
    above = re.sub(r"^[-+ ]", "", note[start:at], flags=re.M)
    header = hunks[-1].group("section") if hunks else ""
    return " ".join([header, *sections.above(above, len(above), indent)])


# An SQL update that sets a column from one figure to another: the row's condition names the old figure
_SQL_SET = re.compile(r"\bSET\s+(?P<key>[A-Za-z_]\w*)\s*=\s*(?P<b>\d+(?:\.\d+)?)\b(?P<where>[^;]{0,200}?\bWHERE\b[^;]{0,200}?)"
                      r"\b(?P=key)\s*=\s*(?P<a>\d+(?:\.\d+)?)\b", re.I)


_CODE_FIGURE = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.]*\d)")


def _code_changes(newer: str) -> list[_Change]:
    """A diff's removed line and the added line after it that differ in one figure alone
    ("-    if guest.age < 18 and …" / "+    if guest.age < 16 and …"): the line's words say what it is."""
    out = []
    for line, added in text.diff_line_pairs(newer):
        old, new = list(_CODE_FIGURE.finditer(line)), list(_CODE_FIGURE.finditer(added))
        if len(old) != len(new) or _CODE_FIGURE.sub("#", line).strip() != _CODE_FIGURE.sub("#", added).strip():
            continue
        differ = [(a, b) for a, b in zip(old, new, strict=True) if a.group() != b.group()]
        if len(differ) == 1:
            a, b = differ[0]
            unit = _CODE_UNIT.match(line, a.end())  # "INTERVAL '90 days'": the line's own unit, the same on both
            u = unit.group("u") if unit else None
            shown = (a.group(), b.group()) if unit is None else (line[a.start():unit.end()], added[b.start():unit.end() - a.end() + b.end()])
            out.append(_Change(_measure(a.group(), u), _measure(b.group(), u), shown, terms(line)))
    return out


_LEADING_NUMBER = re.compile(r"\d*(?:\.\d+)?")
_CODE_UNIT = re.compile(_UNIT.format(u="u"), re.I)


def _same(a: tuple[float, str | None], b: tuple[float, str | None]) -> bool | None:
    """Whether two figures are one value; None when their units measure different things."""
    if a[1] is not None and b[1] is not None and a[1] != b[1]:
        return None
    if (a[1] is None) != (b[1] is None) and a[1] != "ratio" and b[1] != "ratio":
        # a bare figure against a measure: only the same number reads as the same value ("15" / "15 days")
        return None
    return abs(a[0] - b[0]) <= 1e-9 * max(1.0, abs(a[0]))


def _head(what: str) -> str | None:
    """The stem of the last word naming what changes ("mask" of "the scheduler's elevation mask")."""
    named = terms(what.split()[-1]) if what.split() else frozenset()
    return next(iter(named)) if len(named) == 1 else None


def _names_the_statements(change: _Change, said: frozenset[str]) -> bool:
    """Whether what the note says it changed is the statement's thing: all its words are the statement's, in
    one of their forms, or all but the last beside two that are: another word for the thing itself ("the
    scheduler's elevation mask" for "Minimum elevation for scheduling a contact"). A word before it that the
    statement lacks names another thing ("generator winding temperature alarm" is not the bearing's)."""
    named = change.named - _BOUND_WORDS - _HOLDERS
    missing = named - text.rooted(set(named), set(said))
    return not missing or missing == {change.head} and len(named) >= 3


@dataclass(frozen=True)
class Told:
    """A change of one of the statement's figures the note tells."""
    verdict: claims.Verdict
    from_its_figure: bool  # the note gives the statement's own figure as the one it changed from
    about: frozenset[str]  # the statement's words for what the figure measures


def changed(older: str, newer: str) -> Told | None:
    """An update when the note tells one of the statement's figures changed to another value."""
    # "three weeks", "quarterly"
    older, newer = (_cadences_as_figures(values.with_digits(values.counts_with_digits(s))) for s in (older, newer))
    figures = statement_figures(older)
    if not figures:
        return None
    said = terms(older)
    for change in _changes(newer):
        if change.old is not None and _same(change.old, change.new) or not _names_the_statements(change, said):
            continue  # "the met-mast logger's buffer" is not the edge gateways' buffer
        best = None
        for figure in figures:
            shared = text.rooted(set(figure.terms), set(change.terms))
            if not shared and change.old is not None and change.old[1] is not None \
                    and _same(change.old, (figure.value, figure.dimension)):
                # the statement's own measure, unit and all ("INTERVAL '90 days'"): a word of the statement's anywhere
                shared = text.rooted(set(said - terms(figure.shown)), set(change.terms - terms(figure.shown)))
            needed = 1 if change.old is not None else 2  # two words of the statement without the old figure
            if len(shared) < needed:
                continue
            mine = (figure.value, figure.dimension)
            if change.old is not None:
                old_same = _same(change.old, mine)
                if old_same is None:  # "3 hours" against a bare "3 -> 4": the same number
                    old_same = float(_LEADING_NUMBER.match(change.shown[0] or "nan").group() or "nan") == figure.number
                if not old_same:
                    continue
            elif _same(change.new, mine) is not False or _within_bound(figure, change):
                continue
            if best is None or len(shared) > len(best[1]):
                best = (figure, shared)
        if best is not None:
            figure = best[0]
            verdict = claims.Verdict("update", f"{figure.shown} → {change.shown[1]}", figure.shown, change.shown[1], "value")
            return Told(verdict, change.old is not None, figure.terms)
    return None


def gives_figure(older: str, clause: str) -> bool:
    """Whether the clause writes one of the statement's figures, in its unit or another of its dimension
    ("300 s" for "5 minutes")."""
    figures = [(f.value, f.dimension) for f in statement_figures(_cadences_as_figures(values.with_digits(older)))]
    for m in re.finditer(_figure("n", "u"), clause, re.I):
        shown = _measure(m.group("n"), m.group("u"))
        if any(_same(shown, mine) for mine in figures if mine[1] is not None and shown[1] is not None):
            return True
    return False


def figure_keys(statement: str) -> set[str]:
    """Keys of the measures a statement gives ("180 days" → "86400*180:duration"-like), for meeting the notes
    that tell one of them changed (`changed_from_keys`)."""
    return {_key((f.value, f.dimension)) for f in statement_figures(_cadences_as_figures(values.with_digits(statement)))
            if f.dimension is not None}


def changed_from_keys(note: str) -> set[str]:
    """Keys of the measures a note tells changed from another ("retention raised 180d -> 400d")."""
    return {_key(c.old) for c in _changes(note) if c.old is not None and c.old[1] is not None}


def _key(measure: tuple[float, str | None]) -> str:
    return f"{measure[0]:.6g}:{measure[1]}"
