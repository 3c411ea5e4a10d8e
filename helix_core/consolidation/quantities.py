"""Another figure for the quantity a short statement gives, of the kinds `measures` does not read.

`measures` reads durations, sizes, distances, money and counted nouns. Settings are also given as a
share ("below 20%"), a clock time ("at 02:00 UTC"), a multiple ("coverage under 30x"), a figure with a
unit word ("at most 40 kg", "1.5 m/s", "400 pixels") or a bare figure a phrase names ("mapping quality
below 20"). The last look at a pair: a sentence of the note gives a figure of the same kind, not the
statement's, and what leads to it is what the statement is about — its own words beside the figure, or
a setting named with them (`EBIKE_HIDE_BELOW_PCT`).
"""

from __future__ import annotations

import re

from . import frames, measures, phrases, text

# A figure and the word that says its kind; the kind is the key two figures are compared by.
_PERCENT = re.compile(r"(?<![\w.])(?P<num>\d+(?:\.\d+)?)\s?(?:%|percent\b|per\s?cent\b)", re.I)
_CLOCK = re.compile(r"(?<![\w:.])(?P<h>[01]?\d|2[0-3]):(?P<m>[0-5]\d)(?![\d:])|(?<![\w.])(?P<h12>1[0-2]|0?[1-9])"
                    r"(?::(?P<m12>[0-5]\d))?\s?(?P<ampm>[ap])\.?m\b\.?|\b(?P<word>noon|midday|midnight)\b", re.I)
_MULTIPLE = re.compile(r"(?<![\w.])(?P<num>\d+(?:\.\d+)?)x(?![\w])", re.I)
_UNIT_WORD = re.compile(r"(?<![\w.,:/-])(?P<num>\d[\d,]*(?:\.\d+)?)(?:\s?|-(?=tick))(?P<unit>ticks?|kg|kilograms?|g|grams?|tonnes?|lbs?|"
                        r"m/s|km/h|mph|px|pixels?|dpi|rpm|hz|khz|mhz|ghz|kw|mw|w|watts?|v|volts?|amps?|"
                        r"°\s?[cf]|credits?(?:\s+hours?)?|points?|stars?|reads?|frames?|fps)\b", re.I)
_UNIT_NAMES = {"kilogram": "kg", "gram": "g", "tonne": "t", "lb": "lb", "pixel": "px", "volt": "v", "watt": "w",
               "amp": "a", "credit hour": "credit", "credit hours": "credit"}

# One unit written at another scale: "1 kHz" is "1000 Hz"
_SCALED = {"khz": ("hz", 1e3), "mhz": ("hz", 1e6), "ghz": ("hz", 1e9), "kw": ("w", 1e3),
           "t": ("kg", 1e3), "g": ("kg", 1e-3)}
# A day of the month: "on the 5th of each month", "runs on the 10th"
_DAY_OF_MONTH = re.compile(r"\bthe\s+(?P<num>[1-9]|[12]\d|3[01])(?:st|nd|rd|th)\b(?!\s+(?:percentile|place|time|attempt|try|"
                           r"run|call|request|retry|failure|day|week|hour|minute))", re.I)
_FROM_TO = re.compile(r"\s*(?:to|->|→|=>)\s*", re.I)
_REPLACED_BEFORE = re.compile(r"\b(?:instead\s+of|rather\s+than|in\s+place\s+of|(?:up|down)\s+from)\s+(?:the\s+)?(?:old\s+)?$",
                              re.I)

WINDOW = 4  # words before a figure that say what it measures
# A log of work opens on what was done to the thing: "Bumped the low-filament warning up to 250 grams"
_LEAD_VERB = re.compile(r"^\s*(?:bumped|raised|lowered|increased|decreased|reduced|cut|set|changed|moved|updated|"
                        r"tightened|loosened|extended|shortened|doubled|halved)\s+", re.I)
SHORT_SENTENCE = 260


def _unit(raw: str) -> str:
    """A unit word as two texts are compared by it ("kilograms" and "kg", "credit hours" and "credits")."""
    unit = re.sub(r"\s+", " ", raw.lower())
    unit = _UNIT_NAMES.get(unit, unit)
    unit = unit[:-1] if unit.endswith("s") and unit not in ("m/s",) else unit
    return _UNIT_NAMES.get(unit, unit)


def figures(s: str) -> list[tuple[str, float, int, int]]:
    """(kind, value, start, end) of each share, clock time, multiple, day of the month and figure with a
    unit word."""
    out: list[tuple[str, float, int, int]] = []
    for m in _PERCENT.finditer(s):
        out.append(("percent", float(m.group("num")), m.start(), m.end()))
    for m in _CLOCK.finditer(s):
        if m.group("word"):
            minutes = 12 * 60 if m.group("word").lower() in ("noon", "midday") else 0
        elif m.group("h") is not None:
            minutes = int(m.group("h")) * 60 + int(m.group("m"))
        else:
            hour = int(m.group("h12")) % 12 + (12 if m.group("ampm").lower() == "p" else 0)
            minutes = hour * 60 + int(m.group("m12") or 0)
        out.append(("clock", float(minutes), m.start(), m.end()))
    for m in _MULTIPLE.finditer(s):
        out.append(("multiple", float(m.group("num")), m.start(), m.end()))
    for m in _UNIT_WORD.finditer(s):
        unit, scale = _SCALED.get(_unit(m.group("unit")), (_unit(m.group("unit")), 1.0))
        out.append(("unit:" + unit, float(m.group("num").replace(",", "")) * scale, m.start(), m.end()))
    for m in _DAY_OF_MONTH.finditer(s):
        out.append(("day of month", float(m.group("num")), m.start(), m.end()))
    return sorted(out, key=lambda f: f[2])


_GENERIC = frozenset(phrases.stem(w) for w in "service app system data time job value default new current limit "
                     "max maximum min minimum level setting config threshold cap each every any per once all".split())


def _words(s: str) -> set[str]:
    """Content words, stemmed, with the words of the settings named (`MAX_UPLOAD_MB` names upload)."""
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", s).replace("_", " ").replace("-", " ")
    return {phrases.stem(w) for w in text.words(spaced) if w not in text.STOP and not w.isdigit() and len(w) > 2} \
        - _GENERIC


def _lead_words(s: str, at: int) -> set[str]:
    """The words just before a figure, in its clause: what it measures."""
    clause = re.split(r"[;(]|\s[—–]\s|,\s", s[:at])[-1]
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", clause).replace("_", " ").replace("-", " ")
    words = [phrases.stem(w) for w in text.words(spaced) if w not in text.STOP and not w.isdigit() and len(w) > 2]
    return set(words[-WINDOW:]) - _GENERIC


# A figure a statement gives as a deadline: "published to drivers by 6 PM", "no later than 09:00"
_DEADLINE = re.compile(r"\b(?:by|before|no\s+later\s+than|not\s+after|until|till|at\s+the\s+latest)\s+$", re.I)


def other_figure(older: str, newer: str) -> tuple[str, str, bool] | None:
    """The statement's one figure, another of its kind a sentence of the note gives the same thing, and
    whether the sentence tells a change; None when no sentence does."""
    older, newer = measures._digits(older), measures._digits(newer)
    given = figures(older)
    if len(older) > measures.LOOSE_STATEMENT or len({f[0] for f in given}) != len(given) or len(given) != 1:
        return None
    kind, value, at, end = given[0]
    said = _words(older)
    near_old = _lead_words(older, at) | _words(older[end:end + 30])
    deadline = _DEADLINE.search(older[:at]) is not None
    for sentence in text.readings(newer):
        if len(sentence) > SHORT_SENTENCE or frames.tentative(sentence) \
                or measures._environments(sentence) ^ measures._environments(older):
            continue
        shown = [f for f in figures(sentence) if f[0] == kind]
        replaced = [f for f in shown if _REPLACED_BEFORE.search(sentence[:f[2]])]
        if len(shown) == 2 and len(replaced) == 1 and replaced[0][1] == value:
            shown = [f for f in shown if f is not replaced[0]]  # "… at 04:00 UTC instead of midnight"
        left = [k for k, f in enumerate(shown) if f[1] == value]
        if len(left) == 1 and len(shown) == 2 and left[0] == 0 and _FROM_TO.match(sentence, shown[0][3]):
            shown = shown[1:]  # "raise the cutoff from 20% to 25%": the figure the change left, then the new one
        if not shown or any(f[1] == value for f in shown) or len({f[1] for f in shown}) != 1:
            continue
        _, new_value, where, new_end = shown[0]
        near = _lead_words(sentence, where)
        tied = near & said
        shared = _words(sentence) & said
        changed = measures._CHANGED.search(sentence) is not None or text.CHANGE.search(sentence) is not None
        # what leads to the note's figure is the statement's (more its words than not), or the note
        # says the figure changed and shares two of the statement's words besides
        if not (tied and len(near - said) <= len(tied) and (tied & near_old or len(shared) >= 2)
                or changed and len(shared) >= 2 and tied):
            continue
        if deadline and not changed:
            continue  # "published by 6 PM" / "pushed Thursday's changes at 5:12 PM": one occasion within it
        own, other = phrases.subject(older), phrases.subject(_LEAD_VERB.sub("", sentence, count=1))
        if frames.kinds_apart(older, sentence) or frames.other_kind(older, sentence) \
                or phrases.two_kinds(own, other, _words(sentence), said) \
                or own and other and not own & other and not other & said and phrases.is_statement(sentence):
            continue  # "Dedicated match servers …" / "The lobby/menu server …"; "Scooters …" / "E-bikes …"
        return older[at:end], sentence[where:new_end], changed
    return None
