"""A count a statement caps, seen exceeded: "No player gets more than two marketing pushes per day" /
"… the push plan has four marketing pushes per player on Saturday"; "A match holds at most 8
players" / "the 10 players of last night's custom match".

The capped noun must come back with every word that qualifies it ("marketing pushes", not
"transactional pushes"), counted higher, and not itself under a cap of its own ("up to 12 pushes"
states another cap, which the slot rules read).
"""

from __future__ import annotations

import re

from .. import claims
from . import text

MAX_STATEMENT = 400  # characters: the capping text must be one statement

_NUMBER = r"\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|a\s+single"
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
          "ten": 10, "eleven": 11, "twelve": 12, "twenty": 20, "thirty": 30, "a single": 1}
_NOUN = r"(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})"
_CAP = re.compile(r"(?:\b(?:at\s+most|up\s+to|a\s+maximum\s+of|maximum\s+of|max\s+of|capped\s+at|a\s+cap\s+of|"
                  r"limited\s+to|a\s+limit\s+of)|\b(?:no|not|never|nobody|none)\b[^.;:!?]{0,40}?\bmore\s+than)\s+"
                  r"(?P<n>" + _NUMBER + r")\s+" + _NOUN, re.I)
_COUNT = re.compile(r"(?<![\w.-])(?P<n>" + _NUMBER + r")\s+" + _NOUN, re.I)
_CAPPED_BEFORE = re.compile(r"(?:at\s+most|up\s+to|maximum\s+of|max\s+of|capped\s+at|limit(?:ed)?\s+(?:of|to)|"
                            r"more\s+than|fewer\s+than|less\s+than|under|below)\s+$", re.I)


def _value(n: str) -> int | None:
    n = " ".join(n.lower().split())
    return int(n) if n.isdigit() else _WORDS.get(n)


_PER = frozenset("per each every across within during times".split())


def _phrase(noun: str) -> list[str]:
    """The counted noun with its qualifiers, up to the first small word: "marketing pushes per day" →
    marketing, push."""
    out = []
    for w in noun.lower().split():
        if w in text.STOP or w in _PER:
            break
        out.append(text.stem(w))
    if not out or len(out[-1]) < 3 or claims.unit_dimension(noun.lower().split()[len(out) - 1]) is not None:
        return []  # "2 hours" is a measure, which `values` reads
    return out


def exceeded(older: str, newer: str) -> tuple[str, str] | None:
    """The cap the older states and the higher count the newer gives of the same noun, or None."""
    if len(older) > MAX_STATEMENT:
        return None
    for cap in _CAP.finditer(older):
        limit, noun = _value(cap.group("n")), _phrase(cap.group("noun"))
        if limit is None or not noun:
            continue
        head, qualifiers = noun[-1], set(noun[:-1])
        for seen in _COUNT.finditer(newer):
            count, words = _value(seen.group("n")), _phrase(seen.group("noun"))
            if count is None or count <= limit or not words or words[-1] != head:
                continue
            if not qualifiers <= set(words) or _CAPPED_BEFORE.search(newer[:seen.start()]):
                continue
            return cap.group(0).strip(), seen.group(0).strip()
    return None


# A limit stated as a number: "capped at 25 students", "the waitlist limit is 40 places", "at most 8".
_LIMIT = re.compile(r"\b(?:capped\s+at|limited\s+to|at\s+most|no\s+more\s+than|up\s+to|a\s+maximum\s+of|"
                    r"(?:limit|cap|maximum|max)\s+(?:is\s+|of\s+|=\s*|:\s*)(?:set\s+to\s+|now\s+)?)"
                    r"\s*(?P<n>" + _NUMBER + r")\b(?![.,]?\d)(?:\s+(?P<unit>[a-z%]+))?", re.I)
LIMIT_SHARED = 2  # words of what is limited two sentences must share


def _limits(s: str) -> list[tuple[int, str]]:
    out = []
    for m in _LIMIT.finditer(s):
        value = _value(m.group("n"))
        if value is not None and claims.unit_dimension(m.group("unit")) is None and m.group("unit") != "x":
            out.append((value, m.group(0).strip()))  # a measure ("capped at 50 MB") is `values`' to read
    return out


def other_limit(older: str, newer: str) -> tuple[str, str] | None:
    """The one limit the older states and another the newer gives for what shares its words ("Each
    section's waitlist is capped at 25 students" / "the waitlist limit is 40 places per section")."""
    if len(older) > MAX_STATEMENT:
        return None
    said = _limits(older)
    if len(said) != 1:
        return None
    (limit, shown), words = said[0], text.content_terms(_LIMIT.sub(" ", older))
    for sentence in text.SENTENCE_BREAK.split(newer):
        given = _limits(sentence)
        if len(given) == 1 and given[0][0] != limit and "?" not in sentence \
                and len(words & text.content_terms(_LIMIT.sub(" ", sentence))) >= LIMIT_SHARED:
            return shown, given[0][1]
    return None
