"""A measure given again with another value: "cached for 15 minutes" / "entries expire after 90 seconds".

Durations and sizes are read with their units and brought to one base, so "600 seconds" meets
"5 minutes" and "two-year window" meets "24 months". The older statement must give one measure of a
dimension; a sentence of the newer text must give another value of that dimension about the same
thing: what the number measures (the noun phrase before it) named in the sentence, and words of the
statement just before the number.
"""

from __future__ import annotations

import re

from .. import claims
from . import frames, phrases, text, values

_MEASURE = re.compile(
    r"(?<![\w.:/$€£-])(?P<num>\d+(?:[.,]\d+)?)(?:\s?|-)(?P<unit>milliseconds?|ms|seconds?|secs?|minutes?|mins?|"
    r"hours?|hrs?|days?|weeks?|months?|years?|[kmgt]i?b|bytes|(?<=\d)[smhd])(?![\w%/])", re.I)
# Words before a measure that make it an age or an elapsed time, not a setting.
_ELAPSED_BEFORE = re.compile(r"\b(?:ago|old|later|earlier|spent|took|lasted|overnight|uptime|since|(?:the|in|for) last|"
                             r"(?:the|in|over) past|per|been\b.*\bfor)\s*$", re.I)
_ELAPSED_AFTER = re.compile(r"\s*(?:ago|old|since|later|earlier|overdue|late|behind|ahead|slower|faster)\b", re.I)
# A value set against a bound, not given as the thing's own ("under the 50 GB ceiling").
_AGAINST = re.compile(r"\b(?:under|below|above|over|within|inside|beyond|than|against|of|target|goal|budget|"
                      r"sla|slo|up to|at most|at least)\s+(?:the\s+|a\s+|its\s+|our\s+)?$", re.I)
_UNDER_BOUND_AFTER = re.compile(r"[\s,;]*(?:\w+\s+){0,3}?(?:under|below|within|inside|short\s+of)\s+(?:the|its|our|a)\b",
                                re.I)  # "12 GB, well under the cap"
_TARGET = frozenset(text.stem(w) for w in "target goal budget slo sla objective".split())
_CLAUSE = re.compile(r"[;()]\s*|,\s+(?:and|but|so|while|whereas|which)\s+|\s+and\s+|\s[—–]\s", re.I)
_UNIT_WORDS = frozenset(text.stem(w) for w in "millisecond second minute hour day week month year ms sec min hr "
                        "kb mb gb tb byte window period time long".split())
WINDOW = 8  # words before a number that say what it measures
MIN_SHARED = 2  # words of the statement in the sentence
MIN_UNNAMED = 3  # … or this many when the sentence does not name what the statement measures


def _ordered_terms(s: str) -> list[str]:
    return [phrases.stem(w) for w in text.words(s.replace("-", " ")) if w not in text.STOP and len(w) > 2
            and not w[0].isdigit()]


def _terms(s: str) -> set[str]:
    return set(_ordered_terms(s)) - _UNIT_WORDS


def _measures(s: str) -> list[tuple[float, str, int, int]]:
    """(value in base unit, dimension, start, end) of each duration or size in a text."""
    out = []
    for m in _MEASURE.finditer(s):
        unit, num = m.group("unit").lower(), m.group("num")
        thousands = "," in num and len(num.split(",")[-1]) == 3  # "2,000 KB", not "2,5 GB"
        value = claims.in_base_unit(num.replace(",", "" if thousands else "."), unit)
        dimension = claims.unit_dimension(unit)
        if dimension in ("time", "size") and value is not None:
            out.append((value, dimension, m.start(), m.end()))
    return out


def _lead(s: str, at: int) -> str:
    """The clause that leads to a number."""
    return _CLAUSE.split(s[:at])[-1]


def other_value(older: str, newer: str) -> tuple[str, str] | None:
    """The older statement's one measure of a dimension and the other value a sentence of the newer
    text gives it, as written; None when no sentence speaks of the same thing with another value."""
    older, newer = _digits(older), _digits(newer)
    given = _measures(older)
    old_terms, own = _terms(older), phrases.subject(older) - _UNIT_WORDS
    sentences = text.SENTENCE_BREAK.split(newer)
    statement = len(sentences) == 1 and phrases.is_statement(newer)
    for value, dimension, at, _ in given:
        if sum(d == dimension for _, d, _, _ in given) != 1 or _ELAPSED_BEFORE.search(older[:at]):
            continue
        for sentence in sentences:
            shown = _measures(sentence)
            if any(v == value and d == dimension for v, d, _, _ in shown):
                continue  # the sentence gives the same value too: a range, a "from … to", a comparison
            sentence_terms = _terms(sentence)
            shared = old_terms & sentence_terms
            if len(shared) < MIN_SHARED or not own & sentence_terms and len(shared) < MIN_UNNAMED \
                    or own & _TARGET and not sentence_terms & _TARGET \
                    or frames.kinds_apart(older, sentence) or frames.other_kind(older, sentence):
                continue
            if statement and not (own & phrases.subject(sentence)
                                  and phrases.roots(phrases.predicate(_lead(older, at))) & phrases.roots(sentence)):
                continue  # two statements: of two things, or of two doings of one ("credited" / "expire")
            for _, other_dimension, where, end in shown:
                lead = _lead(sentence, where)
                near = set(_ordered_terms(lead)[-WINDOW:])
                if other_dimension != dimension or not near & shared or _ELAPSED_BEFORE.search(lead) \
                        or _ELAPSED_AFTER.match(sentence, end) or _AGAINST.search(lead) \
                        or _UNDER_BOUND_AFTER.match(sentence, end) \
                        or phrases.two_kinds(own, phrases.before(lead) - _UNIT_WORDS, sentence_terms, old_terms):
                    continue
                return older[at:_end(older, at)], sentence[where:end]
    return None


# "a second editor" is an ordinal, not a duration; "one second" before a noun too
_ORDINAL_SECOND = re.compile(r"\b(?:a|one)\s+second(?=\s+(?!(?:or|and|to|of|in|on|at|for|after|before|later|ago|per|"
                            r"each|every|delay|timeout|wait|window|interval)\b)[a-z])", re.I)


def _digits(s: str) -> str:
    return values.with_digits(_ORDINAL_SECOND.sub("another", s))


def _end(s: str, at: int) -> int:
    m = _MEASURE.match(s, at)
    return m.end() if m else at
