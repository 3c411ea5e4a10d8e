"""A measure given again with another value: "cached for 15 minutes" / "entries expire after 90 seconds".

Durations and sizes are read with their units and brought to one base, so "600 seconds" meets
"5 minutes" and "two-year window" meets "24 months". The older statement must give one measure of a
dimension; a sentence of the newer text must give another value of that dimension about the same
thing: what the number measures (the noun phrase before it) named in the sentence, and words of the
statement just before the number.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from .. import claims
from . import frames, phrases, sections, text, values, verbs

_MEASURE = re.compile(
    r"(?<![\w.:/$€£-])(?P<num>\d+(?:[.,]\d+)?)(?:\s?|-)"
    # "40 operating hours", "10 business days": a kind of hour or day is still a time
    r"(?:(?:operating|business|working|calendar|clock|engine|running|flight|billable|machine)\s)?"
    r"(?P<unit>milliseconds?|ms|seconds?|secs?|minutes?|mins?|"
    r"hours?|hrs?|days?|weeks?|months?|years?|[kmgt]i?b|bytes|km|kilomet(?:er|re)s?|met(?:er|re)s?|miles?|°\s?[cf]|℃|℉|"
    r"(?<=\d)(?:[shd]|(?-i:m))|(?<=\d\s)[sh])(?![\w%/])", re.I)  # "30M reads" are no minutes; "2 s" is
# A temperature below zero: "-18 °C", "−4 °F" (a minus before other measures is a range's or a name's dash)
_BELOW_ZERO = re.compile(r"(?<![\w.:/-])[-−](?P<num>\d+(?:[.,]\d+)?)\s?(?P<unit>°\s?[cf]|℃|℉)(?![\w%/])", re.I)
# Words before a measure that make it an age or an elapsed time, not a setting.
_ELAPSED_BEFORE = re.compile(r"\b(?:ago|old|later|earlier|spent|took|lasted|overnight|uptime|since|(?:the|in|for) last|"
                             r"(?:the|in|over) past|per|due\s+in|been\b.*\bfor)\s*$", re.I)
_ELAPSED_AFTER = re.compile(r"\s*(?:ago|old|since|later|earlier|overdue|late|behind|ahead|slower|faster|left|remaining|to\s+go|"
                            r"of\s+(?:experience|practice|service|work))\b", re.I)  # "40 years of experience"
# A value set against a bound, not given as the thing's own ("under the 50 GB ceiling").
# "goes up to $749" tells a new value, "up to $25,000" a bound
_NOT_RISEN = "".join(rf"(?<!\b{w}\s)" for w in "goes went go going gone bumped raised moved moves jumps jumped rises rose "
                                                "climbs climbed".split())
_AGAINST = re.compile(r"\b(?:under|below|above|over|within|inside|beyond|(?<!older )(?<!newer )(?<!longer )than|against|of|target|goal|"
                      r"budget|"
                      r"sla|slo|" + _NOT_RISEN + r"up to|at most|at least)\s+(?:the\s+|a\s+|its\s+|our\s+)?$", re.I)
_UNDER_BOUND_AFTER = re.compile(r"[\s,;]*(?:[\w,]+\s+){0,3}?(?:under|below|within|inside|short\s+of)\s+(?:the|its|our|their|a)\b",
                                re.I)  # "12 GB, well under the cap"
_TARGET = frozenset(text.stem(w) for w in "target goal budget slo sla objective".split())
_CLAUSE = re.compile(r"[;()]\s*|,\s+(?:and|but|so|while|whereas|which)\s+|\s+and\s+|\s[—–]\s", re.I)
_UNIT_WORDS = frozenset(text.stem(w) for w in "millisecond second minute hour day week month year ms sec min hr "
                        "kb mb gb tb byte window period time long".split())
# Words for the units a thing is kept in: "online feature rows" are the online features
_HOLDERS = frozenset(phrases.stem(w) for w in "row rows entry entries record records item items".split())
WINDOW = 8  # words before a number that say what it measures
MIN_SHARED = 2  # words of the statement in the sentence
MIN_UNNAMED = 3  # … or this many when the sentence does not name what the statement measures


def _ordered_terms(s: str) -> list[str]:
    return [phrases.stem(w) for w in text.words(s.replace("-", " ")) if w not in text.STOP and len(w) > 2
            and not w[0].isdigit()]


def _terms(s: str) -> set[str]:
    return set(_ordered_terms(s)) - _UNIT_WORDS


_MONEY = re.compile(r"(?<![\w.])(?P<cur>[$€£])\s?(?P<num>\d[\d,]*(?:\.\d+)?)(?:\s?(?P<k>k|m)\b)?|"
                    r"(?<![\w.,])(?P<cur2>usd|eur|gbp)\s?(?P<num2>\d[\d,]*(?:\.\d+)?)\b|"
                    r"(?<![\w.,])(?P<num3>\d[\d,]*(?:\.\d+)?)\s?(?P<word>thousand\s+dollars|dollars|cents|euros?|pounds|"
                    r"usd|eur|gbp)\b", re.I)
_CURRENCY = {"$": "usd", "dollars": "usd", "thousand dollars": "usd", "cents": "usd", "usd": "usd", "€": "eur",
             "euro": "eur", "euros": "eur", "eur": "eur", "£": "gbp", "pounds": "gbp", "gbp": "gbp"}
_SCALE = {"k": 1e3, "m": 1e6, "thousand dollars": 1e3, "cents": 0.01}
# A count of a noun: "up to 2,000 taps", "after about 500 offline taps"; not a year, a version or an id.
_COUNT = re.compile(r"(?<![\w.,:/#$€£-])(?P<num>\d[\d,]*(?:\.\d+)?)(?P<scale>[kKM]|\s+(?:thousand|million|billion))?"
                    r"\s+(?:(?P<mod>[a-z]+)\s+)?(?P<noun>[a-z]{3,}s)\b(?![.-]\w)")
# A room's capacity told by whom it takes: "seats 148 people", "holds 40 guests", "has room for 12 diners"
_SEATED_COUNT = re.compile(r"(?P<num>\d[\d,]*)\s+(?:people|persons|guests|visitors|patrons|diners|spectators|"
                           r"attendees|passengers)\b", re.I)  # the count alone, where a measure ends
_SEATED = re.compile(r"\b(?:seats|seating\s+for|holds|fits|accommodates|(?:has\s+)?room\s+for)\s+(?:up\s+to\s+)?"
                     + _SEATED_COUNT.pattern, re.I)
_COUNT_SCALE = {"k": 1e3, "m": 1e6, "thousand": 1e3, "million": 1e6, "billion": 1e9}
_NOT_COUNTED = frozenset(text.stem(w) for w in "times years ago others items things ones cases days weeks months hours "
                         "minutes seconds percent bytes users people euros dollars cents pounds unless less across plus".split())


def _counted(noun: str) -> str:
    """A counted noun as two texts are compared by it ("repos" and "repositories" alike)."""
    return text.SHORT_FORMS.get(noun[:-1], text.SHORT_FORMS.get(noun, text.stem(noun)))


def _number(num: str) -> float | None:
    num = num.rstrip(",")  # "$50,000, effective …"
    thousands = "," in num and len(num.split(",")[-1]) == 3  # "2,000 KB", not "2,5 GB"
    try:
        return float(num.replace(",", "" if thousands else "."))
    except ValueError:
        return None


TAIL = 6  # words after a number that may qualify it


_QUALIFIER = re.compile(r"\s*(?:per|for|of|on|in|from)\b", re.I)


def _tail(s: str, end: int) -> set[str]:
    """The words right after a number that qualify it ("per minute per anonymous client"), in its clause;
    none when what follows says something else ("… need a manager's approval")."""
    if not _QUALIFIER.match(s, end):
        return set()
    return set(_ordered_terms(_CLAUSE.split(s[end:])[0])[:TAIL]) - _UNIT_WORDS


def _environments(s: str) -> set[str]:
    """The deployment environments a text names other than production, which a statement that names none
    speaks of ("prod env has SESSION_IDLE_TIMEOUT=3600"); "02:00 local" and "local time" name a clock."""
    return {text.term(w) for w in text.words(_LOCAL_TIME.sub(" ", s))} & values.ENVIRONMENT_WORDS - _PRODUCTION


_PRODUCTION = frozenset(text.term(w) for w in ("prod", "production"))


_LOCAL_TIME = re.compile(r"(?<=\d)\s*local\b|\blocal\s+(?:time|clock|midnight|noon)\b", re.I)


def _measures(s: str) -> list[tuple[float, str, int, int]]:
    """(value in base unit, dimension, start, end) of each duration, size, amount of money and count
    of a noun in a text."""
    out = []
    for m in _MEASURE.finditer(s):
        unit, num = m.group("unit").lower().replace(" ", ""), _number(m.group("num"))
        value = None if num is None else claims.in_base_unit(str(num), unit)
        dimension = claims.unit_dimension(unit)
        if dimension in ("time", "size", "distance", "temperature", "temperature-f") and value is not None:
            out.append((value, dimension, m.start(), m.end()))
    for m in _BELOW_ZERO.finditer(s):  # "held at -18 °C"
        unit = m.group("unit").lower().replace(" ", "")
        value = claims.in_base_unit("-" + m.group("num"), unit)
        if value is not None:
            out.append((value, claims.unit_dimension(unit) or "temperature", m.start(), m.end()))
    for m in _MONEY.finditer(s):
        unit = (m.group("cur") or m.group("cur2") or m.group("word")).lower()
        num = _number(m.group("num") or m.group("num2") or m.group("num3"))
        if num is not None:
            scale = _SCALE.get((m.group("k") or "").lower(), _SCALE.get(" ".join(unit.split()), 1.0))
            out.append((round(num * scale, 2), "money:" + _CURRENCY[" ".join(unit.split())], m.start(), m.end()))
    for m in _SEATED.finditer(s):  # "the main dome seats 148 people" counts its seats
        num = _number(m.group("num"))
        if num is not None:
            out.append((num, "count:" + _counted("seats"), m.start("num"), m.end()))
    for m in _COUNT.finditer(s):
        noun, num = _counted(m.group("noun").lower()), _number(m.group("num"))
        if num is not None and m.group("scale"):  # "30M reads", "20 million reads"
            num = num * _COUNT_SCALE[m.group("scale").strip().lower()]
        year = len(m.group("num")) == 4 and m.group("num")[:2] in ("19", "20")
        if num is not None and noun not in _NOT_COUNTED and not year and not claims.unit_dimension(m.group("noun")) \
                and (m.group("mod") or "").lower() not in text.STOP | {"and", "or"}:
            out.append((num, "count:" + noun, m.start(), m.end()))
    return out


def _lead(s: str, at: int) -> str:
    """The clause that leads to a number."""
    return _CLAUSE.split(s[:at])[-1]


def other_value(older: str, newer: str) -> tuple[str, str] | None:
    """The older statement's one measure of a dimension and the other value a sentence of the newer
    text gives it, as written; None when no sentence speaks of the same thing with another value."""
    older, newer = _digits(older), _digits(newer)
    given = _measures(older)
    if not given:
        return None
    old_terms, own = _terms(older), phrases.subject(older) - _UNIT_WORDS
    sentences = text.SENTENCE_BREAK.split(newer)
    statement = len(sentences) == 1 and phrases.is_statement(newer)
    # each sentence read once, whatever the number of measures the statement gives
    read = [(sentence, _measures(sentence), _terms(sentence), _FROM_TO.search(sentence))
            for sentence in sentences if not _environments(sentence) ^ _environments(older)]
    # ("In staging, the kiosk worker runs 2 replicas" says nothing of every environment)
    for value, dimension, at, _ in given:
        if sum(d == dimension for _, d, _, _ in given) != 1 or _ELAPSED_BEFORE.search(older[:at]) \
                or _ELAPSED_AFTER.match(older, _end(older, at)):
            continue  # "40 years of experience" is no setting
        lead_old = _lead(older, at)
        threshold = bool(_AGAINST.search(lead_old))  # "payouts above $25,000" / "anything over $10,000"
        for sentence, shown, sentence_terms, moved in read:
            shared = old_terms & sentence_terms
            if moved is not None and _number(moved.group("old")) == _bare(older, at) \
                    and len(shared) >= MIN_SHARED:  # "lowered it from 180 to 90 days"
                return older[at:_end(older, at)], moved.group("new")
            if any(v == value and d == dimension for v, d, _, _ in shown):
                continue  # the sentence gives the same value too: a range, a "from … to", a comparison
            # one shared word will do when it is what the statement is about and the note says it changed
            # ("We keep application logs for 30 days" / "… deleting logs older than a week now")
            named_change = bool(shared) and text.CHANGE.search(sentence) is not None
            if len(shared) < MIN_SHARED and not named_change \
                    or not own & sentence_terms and len(shared) < MIN_UNNAMED and not (named_change and all(
                        not phrases.before(_lead(sentence, where)) - old_terms for _, _, where, _ in shown)) \
                    or own & _TARGET and not sentence_terms & _TARGET \
                    or frames.kinds_apart(older, sentence) or frames.other_kind(older, sentence):
                continue
            apart = statement and not (own & phrases.subject(sentence) and (
                dimension.startswith("count:")  # the counted noun ties the two numbers
                or phrases.roots(phrases.predicate(lead_old)) & phrases.roots(sentence)))
            for _, other_dimension, where, end in shown:
                lead = _lead(sentence, where)
                if apart and lead == sentence[:where]:
                    continue  # two statements: of two things, or of two doings of one ("credited" / "expire")
                # what a number measures: the words before it, and those right after it ("a 10 minute
                # last-order window")
                near = set(_ordered_terms(lead)[-WINDOW:]) | set(_ordered_terms(_CLAUSE.split(sentence[end:])[0])[:3])
                if other_dimension != dimension or not near & shared or _ELAPSED_BEFORE.search(lead) \
                        or _ELAPSED_AFTER.match(sentence, end) or _AGAINST.search(lead) and not threshold \
                        or _UNDER_BOUND_AFTER.match(sentence, end) \
                        or phrases.two_kinds(own, phrases.before(re.split(r"[:,]\s", lead)[-1]) - _UNIT_WORDS
                                             - _HOLDERS,
                                             sentence_terms, old_terms) \
                        or phrases.two_kinds(_tail(older, _end(older, at)), _tail(sentence, end), sentence_terms,
                                             old_terms):  # "… per anonymous client" / "… per authenticated client"
                    continue
                if _aspects_apart(older, at, sentence, where, end) or dimension.startswith("count:") \
                        and bool(_PER.match(older, _end(older, at))) != bool(_PER.match(sentence, end)):
                    continue  # "two pushes per day" is a rate, "1.8M pushes sent yesterday" a total
                return older[at:_end(older, at)], sentence[where:end]
    return None


_PER = re.compile(r"[\s,]*(?:per|a|an|each|every)\s+(?!lot\b|few\b)[a-z]", re.I)


LOOSE_STATEMENT = 160  # characters: a statement this short gives one thing's measure
_GENERIC = frozenset(phrases.stem(w) for w in "service app system data time job value default new current config "
                     "configuration setting settings level".split())


def loose_value(older: str, newer: str) -> tuple[str, str] | None:
    """A short statement's one measure, and the one measure of that dimension a short sentence of the
    note gives otherwise, with a word of the statement right beside the note's number ("Calls to the
    credit bureau API time out after 8 seconds" / "Bureau HTTP client read timeout is 20s"). The guards
    of `other_value` hold: elapsed times, bounds, environments, two kinds of one thing."""
    older, newer = _digits(older), _digits(newer)
    one = _one_measure(older)
    if one is None:
        return None
    value, dimension, at, end_old = one
    threshold = bool(_AGAINST.search(_lead(older, at)))
    for sentence in text.SENTENCE_BREAK.split(newer):
        if len(sentence) > frames.SHORT_NOTE or frames.tentative(sentence) \
                or _environments(sentence) ^ _environments(older):
            continue
        shown = [m for m in _measures(sentence) if m[1] == dimension]
        if len(shown) != 1 or shown[0][0] == value:
            continue
        _, _, where, end = shown[0]
        lead = _lead(sentence, where)
        if _ELAPSED_BEFORE.search(lead) or _ELAPSED_AFTER.match(sentence, end) or _AGAINST.search(lead) and not threshold \
                or _UNDER_BOUND_AFTER.match(sentence, end) or frames.kinds_apart(older, sentence) \
                or frames.other_kind(older, sentence) \
                or phrases.two_kinds(_tail(older, end_old), _tail(sentence, end), _terms(sentence), _terms(older)):
            continue
        # what the note's number measures: the phrase before it and its clause's subject, every word of it
        # the statement's (measure words aside), one at least not a measure word ("the grace window is 15
        # days" for "a 10-day grace period"; never "Parsed ingestion records …" for "Raw ingestion files …")
        if _measured(lead) and not _another_thing(older, lead, 1) \
                and not _aspects_apart(older, at, sentence, where, end):
            return older[at:end_old], sentence[where:end]
    return None


def _one_measure(older: str) -> tuple[float, str, int, int] | None:
    """A short statement's one measure (value in base unit, dimension, start, end), when it is a setting
    and not an elapsed time or an age; the statement's numbers already in digits."""
    given = _measures(older)
    # one value said twice is one measure ("a 30-minute SLA: confirmed within 30 minutes")
    if len(older) > LOOSE_STATEMENT or len({(v, d) for v, d, _, _ in given}) != 1:
        return None
    _, _, at, end = given[0]
    if _ELAPSED_BEFORE.search(older[:at]) or _ELAPSED_AFTER.match(older, end) and not _HORIZON.search(older[:at]):
        return None
    return given[0]


# A bound before a time "ahead" sets how far ahead ("can book up to 21 days ahead"); "2 days ahead" alone is a status
_HORIZON = re.compile(r"\b(?:up\s+to|at\s+most|no\s+more\s+than|as\s+much\s+as|as\s+far\s+as|maximum\s+of|max(?:imum)?)\s*$",
                      re.I)


def _measured(lead: str) -> set[str]:
    """What the number after a lead measures: the phrase before it and its clause's subject, measure
    words and generic words aside."""
    clause = lead.rpartition(": ")[2]
    return (phrases.before(clause) | frames.subject(clause)) - _MEASURE_WORDS - _GENERIC


def _said(older: str) -> set[str]:
    """Every word a statement says, stemmed, and its terms."""
    return {phrases.stem(w) for w in text.words(older.replace("-", " "))} | _terms(older)


def _another_thing(older: str, lead: str, least: int) -> bool:
    """Whether what a note's number measures has `least` words the statement never says ("Parsed
    ingestion records are kept for" measures no "Raw ingestion files")."""
    stated = _said(older)
    return len(_measured(lead) - stated - text.STOP) >= least


# A setting whose name says what it measures and in what unit: "payslip_retention_years = 10",
# "Raised MAX_DEPENDENT_DOC_MB to 20", "click_lookback_days: 7", "max_transfers: 5"
# "retention_days = 30", "max_renewals: 3", an alert rule's "expr: heatsink_temp_celsius > 85"
_KEYED = re.compile(r"(?<![\w.-])(?P<key>[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+)`?\s*(?:=|:|->|→|\s+to|\s+is|\s+(?:(?:is|was|got)\s+)?set\s+to|\s+(?:resolves|defaults|evaluates)\s+to|"
                    r"\s*(?P<op>[<>]=?))\s*"
                    r"(?P<num>\d[\d,]*(?:\.\d+)?)(?![\w%/:-]|\.\d)")
_KEY_WORDS = frozenset("max min maximum minimum limit cap default num count total per".split())
_AMOUNT_KEYS = frozenset("limit cap max maximum amount price fee cost threshold ceiling".split())
HUNDREDTHS = frozenset("cents cent pence minor".split())  # a key that counts an amount in its hundredths


# A statement of a bound, and the words of a setting's name that say it sets one
_BOUND = re.compile(r"\b(?:at\s+most|at\s+least|up\s+to|no\s+more\s+than|more\s+than|less\s+than|fewer\s+than|"
                    r"exceed\w*|cap(?:s|ped)?|limit(?:s|ed)?|maximum|minimum|threshold|ceiling|floor)\b", re.I)
_BOUND_KEYS = frozenset("max min maximum minimum limit limits cap ceiling floor threshold quota allowance budget cutoff "
                         "trigger alert alarm warn warning high low upper lower target horizon ttl timeout expiry window "
                         "retention advance".split())


def keyed_value(older: str, newer: str) -> tuple[str, str] | None:
    """The statement's one measure, and a setting the note gives another value whose name is made of
    the statement's words and the measure's unit or counted noun (each other word of the name the
    statement's too: "refresh_token_ttl_days" is no setting of "access tokens expire after 30 days")."""
    reading = _keyed(older, newer)
    if reading is None:
        return None
    if reading.best is not None and reading.agreeing < reading.best[0]:
        # a setting that gives the statement's figure and says as many of its words wins:
        # "BIKE_RESERVATION_HOLD_MIN=10" beside "SLOT_RESERVATION_HOLD_MIN=5" for "A bike … is held for 10 minutes"
        return reading.measure, reading.best[1]
    if reading.best is None and reading.flagged is not None:
        return reading.measure, reading.flagged
    return None


def keyed_agrees(older: str, newer: str) -> bool:
    """Whether a setting of the note gives the statement's one measure, saying at least as many of its
    words as any setting that gives another value: a line of the note read alone must not disagree."""
    reading = _keyed(older, newer)
    return reading is not None and reading.agreeing > 0 \
        and (reading.best is None or reading.agreeing >= reading.best[0])


class _KeyedReading(NamedTuple):
    measure: str  # the statement's one measure as written
    best: tuple[int, str] | None  # the setting of another value whose name says most of its words: how many, as shown
    agreeing: int  # as many of its words as a setting of the statement's own value says
    flagged: str | None  # a flag's value, when no setting gives another


def _keyed(older: str, newer: str) -> _KeyedReading | None:
    """The settings of the note read against the statement's one measure (`keyed_value`, `keyed_agrees`)."""
    older = _digits(older)
    given = _measures(older)
    if len(older) > LOOSE_STATEMENT or len(given) != 1:
        return None
    value, dimension, at, end_old = given[0]
    stated = {phrases.stem(w) for w in text.words(older.replace("-", " "))}
    bound = _BOUND.search(older) is not None
    best: tuple[int, str] | None = None  # the setting whose name says most of the statement's words
    best_key: tuple[str, frozenset[str]] = ("", frozenset())
    agreeing: dict[tuple[str, frozenset[str]], int] = {}  # settings that give the statement's own figure, with as many of its words as they say
    for m in _KEYED.finditer(newer):
        if _for_another(newer, m.end(), stated):
            continue  # "set read_timeout_s: 5 for the pitot/thermocouple reader": another thing's setting
        parts = [p.lower() for p in m.group("key").split("_") if p]
        unit = next((p for p in reversed(parts) if claims.unit_dimension(p) is not None), None)
        if unit is not None:
            if claims.unit_dimension(unit) != dimension:
                continue
            new = claims.in_base_unit(m.group("num"), unit)
        elif dimension.startswith("count:") and _counted(parts[-1]) == dimension[6:] \
                or dimension.startswith("money:") and set(parts) & _AMOUNT_KEYS:  # "DEFAULT_ATM_DAILY_LIMIT to 800"
            new = _number(m.group("num"))
            if new is not None and dimension.startswith("money:") and set(parts) & HUNDREDTHS:
                new /= 100  # "DAILY_CAP_CENTS = 600" is $6.00
        else:
            continue
        if bound and not set(parts) & _BOUND_KEYS:
            continue  # "capped at 2 GB" meets `upload_size_gb=1.2`: a reading under the cap, not the cap
        words = {phrases.stem(p) for p in parts if p != unit and p not in _KEY_WORDS and not p.isdigit()} - _MEASURE_WORDS
        foreign = [w for w in words if not any(w == x or len(w) >= 3 and x.startswith(w) or len(x) >= 4 and w.startswith(x)
                                               for x in stated)]  # "weekly" for "per week"
        if new is None or not words or len(foreign) > max(0, len(words) - 2):
            continue
        # the sections it sits in may say more of the statement's words: "[presses.indigo_12000]" above
        # "slot_minutes = 15" beside "[presses.sm_xl106]" above "slot_minutes = 30", for "… on the HP Indigo"
        line_start = newer.rfind("\n", 0, m.start()) + 1
        before = newer[line_start:m.start()].expandtabs()
        indent = len(before) - len(before.lstrip())
        where = frozenset(phrases.stem(p) for name in sections.above(newer, line_start, indent + 1)
                          for p in re.split(r"[._/-]+", name.lower()) if len(p) > 2 and not p.isdigit())
        placed = sum(1 for w in where if any(w == x or len(w) >= 4 and x.startswith(w) for x in stated))
        said = len(words) - len(foreign) + placed
        setting = (m.group("key").lower(), where)
        if new == value:
            agreeing[setting] = max(agreeing.get(setting, 0), said)
        elif best is None or said > best[0]:  # "PUNCH_ROUNDING_MINUTES" before "PAY_PERIOD_DAYS" for "punches are rounded"
            best, best_key = (said, f"{m.group('key')} {m.group('op') or '='} {m.group('num')}"), setting
    flagged = _flag_value(older[at:end_old], value, stated, newer) if best is None and dimension == "time" else None
    # the changed setting's own old value is no other setting agreeing ("`heartbeat_interval_s: 60` -> `… 300`")
    own = max((said for key, said in agreeing.items() if key != best_key), default=0)
    return _KeyedReading(older[at:end_old], best, own, flagged)


# What a setting is said to be for, right after its value: "… for the pitot/thermocouple reader"
_FOR_WHAT = re.compile(r"\s+for\s+(?:the|our|its)\s+(?P<what>[\w/-]+(?:\s+[\w/-]+){0,2})")


def _for_another(note: str, end: int, stated: set[str]) -> bool:
    """Whether the note says a setting is for a thing of which the statement says no word."""
    m = _FOR_WHAT.match(note, end)
    if m is None:
        return False
    words = {phrases.stem(w) for w in re.split(r"[\s/-]+", m.group("what").lower()) if len(w) > 2} - text.STOP
    return bool(words) and not words & stated


# A command's option given a duration: "--timeout=120", "--older-than 30d"
_FLAG = re.compile(r"(?<![\w-])--(?P<key>[a-z][a-z0-9]*(?:-[a-z0-9]+)*)(?:=|\s+)(?P<num>\d+(?:\.\d+)?)(?P<unit>[a-z]{1,3})?"
                   r"(?![\w.%/:-])")
_ANY_UNIT = ("ms", "s", "min", "h", "d")  # a bare option value is read in the statement's unit unless it fits another


def _flag_value(shown: str, value: float, stated: set[str], newer: str) -> str | None:
    """A command-line option whose name is a measure the statement names ("a 300-second timeout" /
    "llvm-lit --timeout=120"), its line sharing another word of the statement, set to another duration.
    A bare number is read in the statement's unit, and only when no common unit makes it the same."""
    written = re.search(r"[a-z]+", shown.lower())  # the statement's unit as written ("second" of "300-second")
    for m in _FLAG.finditer(newer):
        parts = [phrases.stem(p) for p in m.group("key").split("-")]
        if not set(parts) & _MEASURE_WORDS & stated:
            continue
        line_end = newer.find("\n", m.end())
        line = newer[newer.rfind("\n", 0, m.start()) + 1:line_end if line_end >= 0 else len(newer)]
        others = {phrases.stem(w) for w in re.split(r"[\W_]+", line.lower()) if len(w) > 2} - set(parts) - text.STOP
        if not others & (stated - _MEASURE_WORDS - _UNIT_WORDS):
            continue
        unit = m.group("unit")
        if unit:
            new = claims.in_base_unit(m.group("num"), unit)
            if new is None or claims.unit_dimension(unit) != "time":
                continue
        else:
            if written is None or any(claims.in_base_unit(m.group("num"), u) == value for u in _ANY_UNIT):
                continue
            new = claims.in_base_unit(m.group("num"), written.group(0))
        if new is not None and abs(new - value) > 1e-9:
            return m.group(0)
    return None


_MEASURE_WORDS = frozenset(phrases.stem(w) for w in "timeout timeouts time ttl limit limits cap ceiling max maximum "
                           "window period interval delay retention expiry lifetime duration size length budget "
                           "threshold quota rate wait backoff cooldown deadline".split())


# "a second editor" is an ordinal, not a duration; "one second" before a noun too
_ORDINAL_SECOND = re.compile(r"\b(?:a|one)\s+second(?=\s+(?!(?:or|and|to|of|in|on|at|for|after|before|later|ago|per|"
                            r"each|every|delay|timeout|wait|window|interval)\b)[a-z])", re.I)


# "expire at day 90" is "expire at 90 days"
_DAY_N = re.compile(r"\b(at|on|by|after|from|until|past|beyond)\s+(day|week|month|year)\s+(\d+)\b", re.I)


def _digits(s: str) -> str:
    return _DAY_N.sub(r"\1 \3 \2s", values.with_digits(_ORDINAL_SECOND.sub("another", _as_period(cron_as_words(s)))))


# A rate as the period between two events: "10 times per second" is every 100 ms, "twice a minute" every 30 seconds
_TIMES_IN_WORDS = {"twice": 2, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ten": 10, "twelve": 12,
                   "twenty": 20, "thirty": 30, "sixty": 60}
_RATE = re.compile(r"\b(?P<n>\d+|" + "|".join(_TIMES_IN_WORDS) + r")\s+(?:times\s+)?(?:per|a|an|each)\s+"
                   r"(?P<unit>second|minute)\b", re.I)  # "three times a day" is a schedule of clock times, not a period
_PERIOD_UNITS = {"second": (1000, "ms"), "minute": (60, "seconds")}


def _as_period(s: str) -> str:
    def period(m: re.Match[str]) -> str:
        n = int(m.group("n")) if m.group("n").isdigit() else _TIMES_IN_WORDS[m.group("n").lower()]
        if m.group("n").isdigit() and "times" not in m.group(0).lower():
            return m.group(0)  # "5 a second" may count anything: only "times" says it is a rate of events
        scale, unit = _PERIOD_UNITS[m.group("unit").lower()]
        return f"every {scale // n} {unit}" if n > 1 and scale % n == 0 else m.group(0)
    return _RATE.sub(period, s)


# A crontab schedule: minute hour day-of-month month day-of-week
# (a weekday range reads as every day: "15 10 * * 1-5" runs at 10:15 on school days and work days)
# the five fields sit on one line: "2>&1\n*/2 * * * *" is no "1 */2 * * *"
_CRON = re.compile(r"(?<![\w*/,-])(?P<min>\*/\d+|\d{1,2}|\*)[ \t]+(?P<hour>\*/\d+|\d{1,2}|\*)[ \t]+\*[ \t]+\*[ \t]+"
                   r"(?:\*|1-5|(?i:mon-fri))(?![\w*/-])")


def cron_as_words(s: str) -> str:
    """Crontab schedules said as a measure: "*/5 * * * *" is every 5 minutes, "0 */6 * * *" every 6 hours,
    "15 3 * * *" every 1 day (at 03:15), "0 * * * *" every 1 hour."""
    def said(m: re.Match[str]) -> str:
        minute, hour = m.group("min"), m.group("hour")
        if minute.startswith("*/") and hour == "*":
            return f"every {minute[2:]} minutes"
        if minute[0].isdigit() and hour.startswith("*/"):
            return f"every {hour[2:]} hours"
        if minute[0].isdigit() and hour.isdigit():
            return f"every 1 day at {int(hour):02d}:{int(minute):02d}"
        if minute[0].isdigit() and hour == "*":
            return "every 1 hour"
        return m.group(0)
    return _CRON.sub(said, s)


_FROM_TO = re.compile(r"\bfrom\s+[$€£]?(?P<old>\d[\d,]*(?:\.\d+)?)\s*(?:[a-z]+\s+)?(?:to|→|->)\s+"
                      r"(?P<new>[$€£]?\d[\d,]*(?:\.\d+)?(?:\s?[a-z%]+)?)", re.I)
_LEADING_NUMBER = re.compile(r"[$€£]?\s?(?P<num>\d[\d,]*(?:\.\d+)?)")


def _bare(s: str, at: int) -> float | None:
    """The number of the measure at a place, without its unit."""
    m = _LEADING_NUMBER.match(s, at)
    return _number(m.group("num")) if m else None


def _end(s: str, at: int) -> int:
    for pattern in (_MEASURE, _MONEY, _COUNT, _BELOW_ZERO, _SEATED_COUNT):
        m = pattern.match(s, at)
        if m:
            return m.end()
    return at


# What a measure is a measure of, by the words about it: two texts that both say it must say one kind.
_ASPECTS = {
    "timeout": "timeout timeouts time out times timing expire expires expiry expired ttl idle inactivity logout "
               "deadline budget",
    "interval": "every interval frequency cron schedule poll polls polling cadence",
    "retention": "retain retained retention kept keep keeps purge purged prune older history archive",
    "limit": "most max maximum limit limits cap caps capped ceiling allowance threshold quota exceed exceeds above "
             "over beyond upto allowed",
    "floor": "least min minimum floor",
    "size": "size sized page pages batch chunk",
    "delay": "delay delayed wait backoff cooldown retry retries",
}
_ASPECT_OF = {phrases.stem(w): aspect for aspect, words in _ASPECTS.items() for w in words.split()}
# A change of a measure told with its verb: "raised the client timeout to 45s", "cut the free allowance to three"
_SET_TO = re.compile(r"\b(?:raised|raise|bumped|bump|lowered|lower|cut|increased|increase|reduced|reduce|dropped|"
                     r"changed|set|upped|doubled|halved|tightened|loosened|shortened|lengthened|extended|moved|"
                     r"widened|widen|narrowed|narrow)\s+"
                     r"(?P<what>(?:[\w`'.-]+\s+){0,6}?)to\s+(?P<num>[$€£]?\d[\d,]*(?:\.\d+)?)"
                     r"(?P<unit>\s?°\s?[cf]\b|\s?[a-z]+|%)?",
                     re.I)
TIED_NOTE = 200  # characters of a sentence that gives one thing's measure


def _aspects(words: set[str]) -> set[str]:
    return {_ASPECT_OF[w] for w in words if w in _ASPECT_OF}


def _aspects_near(s: str, at: int, end: int) -> set[str]:
    """The aspects the words about a number in a text say ("times out after", "every")."""
    lead = _lead(s, at)
    return _aspects(set(_ordered_terms(lead)[-WINDOW:]) | _tail(s, end) | _key_terms(lead)
                    | {phrases.stem(w) for w in text.words(lead)[-WINDOW:]})


def _aspects_apart(older: str, at: int, sentence: str, where: int, end: int) -> bool:
    """Two measures each said of an aspect, never the same one ("times out after 10 minutes" / "polls
    every 30 seconds")."""
    old, new = _aspects_near(older, at, _end(older, at)), _aspects_near(sentence, where, end)
    return bool(old and new and not old & new)


def tied_value(older: str, newer: str) -> tuple[str, str] | None:
    """A short statement's one measure, and another value a short sentence of the note gives a measure
    of the same dimension and aspect, tied to the statement by a word of what it measures ("Calls to
    the credit bureau API time out after 8 seconds" / "Bureau HTTP client read timeout is 20s"). The
    note may name the thing with words of its own, but never as another kind of it ("the refresh token
    TTL" is no measure of "access tokens"), and the guards of `loose_value` hold."""
    older, newer = _digits(older), _digits(newer)
    one = _one_measure(older)
    if one is None:
        return None
    value, dimension, at, end_old = one
    old_terms = _terms(older)
    if old_terms & _TARGET:
        return None  # a target is met or missed, not set otherwise
    opening = _terms(older[:at]) - _NOT_A_THING  # what the statement measures: its words before the number
    own = phrases.subject(older) - _NOT_A_THING
    old_aspects = _aspects(set(_ordered_terms(older)) | {phrases.stem(w) for w in text.words(older)})
    threshold = bool(_AGAINST.search(_lead(older, at)))
    for sentence in text.SENTENCE_BREAK.split(newer):
        prose = _CODE_WORD.sub(" ", sentence)  # "MAX_WAVE_LINES in wave/config.py" names no kind of wave
        if len(sentence) > TIED_NOTE or frames.tentative(sentence) \
                or (_environments(sentence) - _LIVE) ^ (_environments(older) - _LIVE) \
                or frames.kinds_apart(older, prose) or frames.other_kind(older, prose):
            continue
        found = _set_to(sentence, dimension, value)
        shown = [m for m in _measures(sentence) if m[1] == dimension]
        if found is None and (len(shown) != 1 or any(m[0] == value for m in _measures(sentence))):
            continue
        if found is not None:
            where, end, new_shown, _ = found
        else:
            _, _, where, end = shown[0]
            new_shown = sentence[where:end]
        lead = _lead(sentence, where)
        if _ELAPSED_BEFORE.search(lead) or _ELAPSED_AFTER.match(sentence, end) \
                or _AGAINST.search(lead) and not threshold and found is None \
                or _UNDER_BOUND_AFTER.match(sentence, end):
            continue
        sentence_terms = _terms(sentence) | _key_terms(sentence)
        stated = _stated_subject(sentence) if found is None else None
        if stated is not None:
            # a statement of its own: its subject names the statement's thing, and no other kind of it
            theirs = stated - _NOT_A_THING
            if not theirs & opening or len(theirs - old_terms - _ACCESS) > 1 \
                    or phrases.two_kinds(own - _ACCESS, theirs - _ACCESS, sentence_terms, old_terms):
                continue
        else:
            after = set(_ordered_terms(_CLAUSE.split(sentence[end:])[0])[:3])
            # what was changed, its words the statement's when they share a root or join two of its words
            # ("dual-approval" / "approver", "TICKET_AUTOCLOSE_HOURS" / "auto-closed")
            changed = _as_stated(found[3], older) - _NOT_A_THING - _UNIT_WORDS if found else set()
            measured = _measured(lead) | _key_terms(lead) | after | changed
            named = (changed | _as_stated(_key_terms(lead), older)) - _NOT_A_THING - _KEY_WORDS - _UNIT_WORDS
            if not (measured & (opening - _ACCESS) or changed & (old_terms - _NOT_A_THING - _ACCESS)) \
                    or len(changed - old_terms - _ACCESS) > 1 \
                    or phrases.two_kinds(own - _ACCESS, named - _ACCESS, sentence_terms, old_terms):
                continue  # "DEFAULT_ATM_DAILY_LIMIT" is no setting of "the daily contactless spending limit"
        periods = _PERIODS & sentence_terms
        if periods and _PERIODS & old_terms and not periods & old_terms:
            continue  # a daily cap is not a weekly one
        new_aspects = _aspects_near(sentence, where, end)
        if not old_aspects & new_aspects and (old_aspects and new_aspects or not (
                dimension.startswith(("count:", "money:")) or found is not None and found[3] & (opening - _ACCESS))):
            continue  # "times out after 10 seconds" / "polls every 30 seconds": a measure of another aspect
        if phrases.two_kinds(_tail(older, end_old), _tail(sentence, end), sentence_terms, old_terms):
            continue  # "… per anonymous client" / "… per authenticated client"
        return older[at:end_old], new_shown
    return None


_NOT_A_THING = _MEASURE_WORDS | _GENERIC | frozenset(_ASPECT_OF)
# Words for the way a thing is reached, not the thing: "Bureau HTTP client read timeout" is the bureau's
_ACCESS = frozenset(phrases.stem(w) for w in "client http https request requests call calls endpoint api read write "
                    "service server".split())
_COPULA = re.compile(r"^\s*(?P<det>(?:the|our|all|a|an)\s+)?(?P<subject>(?:[\w'-]+\s+){0,8}?[\w'-]+)\s+(?:is|are|has|have|gets?|"
                     r"runs?|holds?|lasts?|expires?|times?\s+out)\b", re.I)


def _stated_subject(sentence: str) -> set[str] | None:
    """The subject of a sentence that states something of its own ("Parsed ingestion records are kept
    for …", "Bureau HTTP client read timeout is 20s"), as terms; None for a log of work."""
    if phrases.is_statement(sentence):
        return phrases.subject(sentence)
    m = _COPULA.match(sentence)
    if m is None:
        return None
    first = text.words(m.group("subject"))[0]
    if not m.group("det") and verbs.base_form(first) is not None and not first.endswith(("ed", "en")):
        return None  # "Raised the cap …", "Checked the job: it runs …": a log of work
    return _terms(m.group("subject"))


_PERIODS = frozenset(phrases.stem(w) for w in "hourly daily nightly weekly monthly quarterly yearly annual".split())
_CODE_WORD = re.compile(r"\S*[_/]\S*")
_LIVE = frozenset(text.term(w) for w in ("production", "prod"))  # the real thing, said or not


ROOT = 5  # letters two words share when one is said for the other ("approval" / "approver")


def _as_stated(words: set[str], older: str) -> set[str]:
    """Words as the statement says them: one sharing a root with a word of it, or two of its adjacent
    words joined ("autoclos" for "auto-closed"), becomes that word."""
    ordered = _ordered_terms(older)
    joined = {a + b: b for a, b in zip(ordered, ordered[1:], strict=False)}
    plain = [w for w in text.words(older.replace("-", " ")) if w not in text.STOP and len(w) > 2]
    joined |= {phrases.stem(a + b): phrases.stem(b) for a, b in zip(plain, plain[1:], strict=False)}  # "cross-matched"
    out = set()
    for w in words:
        same = next((t for t in ordered if len(w) >= ROOT and len(t) >= ROOT and t[:ROOT] == w[:ROOT]), None)
        out.add(w if w in ordered else joined.get(w) or same or w)
    return out


_SETTING_NAME = re.compile(r"\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b")  # "MAX_PARTY_SIZE", "ticket_ttl"


def _key_unit(s: str) -> str | None:
    """The unit a setting's name ends on ("TICKET_AUTOCLOSE_HOURS" is in hours)."""
    for key in _SETTING_NAME.findall(s):
        last = key.lower().rsplit("_", 1)[-1]
        if claims.unit_dimension(last) is not None:
            return last
    return None


def _key_terms(s: str) -> set[str]:
    """The words of the settings a text names ("MAX_PARTY_SIZE" names party and size)."""
    return {phrases.stem(p) for key in _SETTING_NAME.findall(s) for p in key.lower().split("_")
            if len(p) > 2 and not p.isdigit()}


def _set_to(sentence: str, dimension: str, value: float) -> tuple[int, int, str, set[str]] | None:
    """A measure a sentence says was changed to a value ("raised the client timeout to 45s"), in the
    statement's dimension: its unit's when it gives one, else the statement's (a count or an amount);
    with the words of what was changed."""
    for m in _SET_TO.finditer(sentence):
        num = _number(m.group("num").lstrip("$€£"))
        unit = (m.group("unit") or "").strip().lower()
        if unit and unit != "%" and claims.unit_dimension(unit) is None:
            unit = ""  # "to 72 after the review": no unit
        if num is None:
            continue
        what = _terms(_CODE_WORD.sub(" ", m.group("what"))) | _key_terms(m.group("what"))
        found = [x for x in _measures(sentence) if x[2] == m.start("num")]
        if found:
            if found[0][1] != dimension or found[0][0] == value:
                continue
            return m.start("num"), found[0][3], sentence[m.start("num"):found[0][3]].rstrip(","), what
        keyed = _key_unit(m.group("what"))  # "Bumped TICKET_AUTOCLOSE_HOURS from 48 to 72"
        if keyed is not None and claims.unit_dimension(keyed) == dimension and not unit:
            new = claims.in_base_unit(m.group("num"), keyed)
            if new is not None and new != value:
                return m.start("num"), m.end("num"), f"{m.group('num')} {keyed}", what
            continue
        if claims.unit_dimension(unit) is not None or m.group("num")[0] in "$€£" or dimension in ("time", "size", "distance"):
            continue  # a unit of another kind, or a bare number for a duration
        if num != value:
            return m.start("num"), m.end("num"), m.group("num"), what
    return None


# A note that says a measure was changed, whatever its wording: "bumped it to 30 minutes", "it's 8 km from
# today", "auto-logout kicks in at 10 minutes from now on", "cut the free allowance to three a month",
# "from Monday the trigger fires at 15% instead", "raise the warning to 90%"
_CHANGED = re.compile(r"\b(?:bumped|raised|lowered|increased|decreased|reduced|cut|widened|narrowed|extended|shortened|"
                      r"lengthened|doubled|halved|tightened|loosened|upped|changed|adjusted|tuned|dropped\s+(?:it\s+)?to|"
                      r"(?:went|goes|go)\s+(?:up\s+|down\s+)?to|"
                      r"from\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d|"
                      r"from\s+\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|"
                      r"(?:raises|lowers|increases|decreases|reduces|cuts|widens|narrows|extends|shortens|lengthens|"
                      r"doubles|halves|tightens|loosens)\b|"
                      r"from\s+now\s+on|from\s+today|going\s+forward|as\s+of|"
                      r"(?:starting|beginning)\s+(?:today|this|next|now|with|on|in|from|"
                      r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
                      r"spring|summer|fall|autumn|winter|q[1-4]|\d)|"
                      r"from\s+(?:next|the\s+next)\s+\w+\s+on|effective|since\s+the\s+\w+\s+(?:change|release|rollout)|"
                      r"from\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|(?:the\s+)?(?:next|coming)\s+\w+|"
                      r"the\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\w+)|"
                      r"with\s+the\s+next\s+(?:\w+\s+)?(?:release|push|rollout|deploy|version|build|update|cycle)|"
                      r"(?:raise|raising|lower|lowering|increase|increasing|reduce|reducing|bump|bumping|cutting|double|"
                      r"doubling|halve|halving|upping|switch(?:es|ing)?)\s+(?:\S+\s+){0,5}?to|"
                      r"instead(?!\s+of)|"
                      r"instead\s+of|no\s+longer|anymore|onwards?|now)\b", re.I)
CHANGED_NOTE = 240  # characters of a sentence (with the clause its pronoun points back to)


def changed_value(older: str, newer: str, same_thing: Callable[[str, str], bool] | None = None) \
        -> tuple[str, str] | None:
    """A short statement's one measure, and the other value of that dimension a sentence of the note
    says it was changed to, the words right about the note's number the statement's more than not
    ("An unacknowledged page escalates to the secondary on-call after 10 minutes" / "Ack window is 5
    minutes from now on; after that the secondary gets paged"). A target is no setting; a value set
    against a bound, two kinds of one thing and other environments stay apart. Words in common tie the
    two numbers, or, with a model of meaning, what leads to each ("The app logs users out after" /
    "so auto-logout kicks in at")."""
    older, newer = _digits(older), _digits(newer)
    one = _one_measure(older)
    if one is None:
        return None
    value, dimension, at, end_old = one
    stated = _said(older)
    # "at most 8 MB": a cap may be changed to another cap (where the statement says its value, once or twice)
    threshold = any(_AGAINST.search(_lead(older, where)) for _, _, where, _ in _measures(older))
    for sentence in text.readings(newer):
        if stated & _TARGET and not _terms(sentence) & _TARGET:
            continue  # a target is no setting, unless the note changes the target itself ("tightens the SLA: …")
        if len(sentence) > CHANGED_NOTE or not _CHANGED.search(sentence) or frames.tentative(sentence) \
                or _environments(sentence) ^ _environments(older):
            continue
        found = _measures(sentence)
        shown = [(v, w, e) for v, d, w, e in found if d == dimension and v != value]
        if len({v for v, _, _ in shown}) != 1:
            continue
        _, where, end = shown[0]
        lead = text.without_when(_lead(sentence, where).rpartition(": ")[2])  # "Change of plan: from next week …"
        if _AGAINST.search(lead) and not threshold or _ELAPSED_BEFORE.search(lead) or _ELAPSED_AFTER.match(sentence, end) \
                or frames.kinds_apart(older, sentence) or frames.other_kind(older, sentence):
            continue
        near = _as_stated((set(_ordered_terms(lead)[-WINDOW:]) | _right_after(sentence, end))
                          - _GENERIC - _MEASURE_WORDS - _UNIT_WORDS - _CHANGE_WORDS - _AFFIXES, older)
        shared = near & stated
        if _replaces(sentence, found, dimension, value) and _terms(sentence) & stated - _NOT_A_THING:
            return older[at:end_old], sentence[where:end]  # "… get a full hour … instead of 45 minutes"
        if shared and (len(near - stated) < len(shared) or len(shared) >= 2 and len(near - stated) == len(shared)) \
                or same_thing is not None and same_thing(_lead(older, at), lead):
            return older[at:end_old], sentence[where:end]
    return None


# The old value named as the one replaced: "a full hour instead of 45 minutes", "60 h (up from 40 h)"
_REPLACED = re.compile(r"\b(?:instead\s+of|rather\s+than|in\s+place\s+of|replacing|(?:up|down)\s+from|previously|formerly|"
                       r"(?<=\()was)\s+(?:the\s+)?(?:old\s+|previous\s+|current\s+)?(?=[$€£]?\d)", re.I)


def _replaces(sentence: str, found: list[tuple[float, str, int, int]], dimension: str, value: float) -> bool:
    """Whether a sentence names the statement's measure (among those `found` in it) as the value it replaces."""
    starts = {m.end() for m in _REPLACED.finditer(sentence)}
    return any(at in starts and d == dimension and v == value for v, d, at, _ in found)


def _right_after(s: str, end: int) -> set[str]:
    """The words right after a number that still say what it measures ("20 MB per listing photo"), up to
    the first small word ("45 minutes after the review")."""
    out: set[str] = set()
    for w in text.words(re.split(r",\s", _CLAUSE.split(s[end:])[0])[0].replace("-", " "))[:3]:
        if w in text.STOP or w in ("per", "each", "a", "an"):
            break
        out.add(phrases.stem(w))
    return out


# Parts a hyphen leaves of a word ("per-artifact", "anti-passback"): they say nothing of what is measured
_AFFIXES = frozenset("per anti non pre sub co re multi".split())
_CHANGE_WORDS = frozenset(phrases.stem(w) for w in "bumped raised lowered increased decreased reduced cut widened "
                          "narrowed extended shortened lengthened doubled halved tightened loosened upped changed "
                          "adjusted tuned dropped went goes go now today forward effective starting instead down".split())


# "(bumped from 2 per the policy memo)", "raised it from the old 5": a change that names the number it left
_CHANGED_FROM = re.compile(r"\b(?:bump(?:ed)?|raised?|lower(?:ed)?|change[ds]?|increased?|decreased?|reduced?|upped|cut|"
                           r"extend(?:ed)?|shorten(?:ed)?|drop(?:ped)?|move[ds]?|went\s+(?:up|down)|widen(?:ed)?|"
                           r"narrow(?:ed)?|tighten(?:ed)?|loosen(?:ed)?)\s+"
                           r"(?P<what>(?:[\w`'./-]+\s+){0,4}?)from\s+(?:the\s+)?(?:old\s+|previous\s+)?[$€£]?"
                           r"(?P<old>\d[\d,]*(?:\.\d+)?)(?![\d.:/-])(?:\s?(?P<unit>[a-z]+))?", re.I)


# A written name a line opens on, before a path or a colon: "ocr-worker/config.yaml:", "label-svc:"
_OPENING_NAME = re.compile(r"\s*(?P<name>[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+)(?:/[\w./-]*)?:\s")


def changed_from(older: str, newer: str) -> str | None:
    """The statement's one number, when a sentence of the note that shares a word of the statement says a
    value was changed from it ("max_renewals: 3 (bumped from 2 …)" for "renewed a maximum of two
    times"), in the statement's unit or another ("raised from 2 days" for "at most 48 hours", "bumped
    MIN_REST_MINUTES from 600" for "10 hours"). The shared word may stand in the sentence before or after
    (a config line, then its change); None otherwise."""
    written = values.counts_with_digits(values.with_digits(older))
    numbers = set(_NUMBER_TOKEN.findall(written))
    if len(numbers) != 1:
        return None
    number = numbers.pop()
    measure = _one_measure(_digits(older))
    terms = _terms(written)
    sentences = text.SENTENCE_BREAK.split(newer)
    for k, sentence in enumerate(sentences):
        if frames.tentative(sentence):
            continue  # "Moved it from 8443 to 9443? Not yet decided."
        opening = _OPENING_NAME.match(sentence)
        if opening is not None and any(not any(text.one_root(w, t) for t in terms)
                                       for w in re.split(r"[-_.]+", opening.group("name").lower()) if len(w) > 2):
            continue  # "ocr-worker/config.yaml: timeout_s: 120 -> 300": another thing's setting
        context = " ".join(sentences[max(0, k - 1):k + 2])  # "…PartitionName=standard ... MaxTime=… (raised from 2 days)"
        for m in [*_CHANGED_FROM.finditer(sentence), *_ARROW_FROM.finditer(sentence), *_WAS.finditer(sentence)]:
            left = m.group("old").replace(",", "")
            unit = m.group("unit") if claims.unit_dimension(m.group("unit")) else _key_unit(m.group("what"))
            same = left == number if measure is None or unit is None else \
                claims.unit_dimension(unit) == measure[1] and claims.in_base_unit(left, unit) == measure[0]
            if same and _share_a_word(terms, _terms(context.replace("_", " "))):
                return older[measure[2]:measure[3]] if measure is not None and unit is not None else number
    return None


def _share_a_word(a: set[str], b: set[str]) -> bool:
    """One word in common, or one the start of the other ("renew" of "renewals")."""
    return bool(text.rooted(a, b))


# "thresholds.yaml: gearbox_oil_temp.warn 80 -> 85": the number left, an arrow, the new one
_ARROW_FROM = re.compile(r"(?P<what>)(?<![\w.:/-])(?P<old>\d[\d,]*(?:\.\d+)?)(?:\s?(?P<unit>[a-z]+))?\s*(?:->|→|=>)\s*"
                         r"[$€£]?\d", re.I)
# "set `retention-days: 14` … (was 90)": the value a setting had, in brackets after the new one
_WAS = re.compile(r"(?P<what>)\(\s*(?:was|previously|formerly|(?:up|down)\s+from)\s+[$€£±]?(?P<old>\d[\d,]*(?:\.\d+)?)"
                  r"(?:\s?(?P<unit>[a-z]+))?\s*\)", re.I)
_NUMBER_TOKEN = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.]*\d)")
