"""A feature the statement says is on, shown off in a note: "Cabinets on inpatient units run in profiled
mode" / "all three towers are configured with profile=OFF"; "Two-factor login is enabled for every admin
account" / "mfa audit: two_factor_enabled=false for 14 admins"; "Request signing is turned on for the partner
API" / "request_signing: off".

The statement names the feature in one of a few shapes ("runs in X mode", "X is enabled / on / turned on /
enforced", "with X enabled"); the note gives a setting whose key says the feature's word (a form of it:
"profile" for "profiled") with an off value, or says in words that the feature is off. The note must share a
word of the statement besides the feature's, and must not be a plan, a test or a note that the feature is
still on.
"""

from __future__ import annotations

import re

from . import frames, text

MAX_STATEMENT = 300
# The feature the statement says is on
_ON = [
    re.compile(r"\bruns?\s+in\s+(?:the\s+)?(?P<x>[\w-]+(?:\s+[\w-]+)?)\s+mode\b", re.I),
    re.compile(r"\b(?P<x>[\w-]+(?:\s+[\w-]+){0,2})\s+(?:is|are)\s+(?:always\s+)?(?:enabled|switched\s+on|turned\s+on|"
               r"enforced|active|on(?=\s*(?:[.;,]|$|\s+(?:for|in|across|everywhere|by\s+default)\b)))\b", re.I),
    re.compile(r"\bwith\s+(?P<x>[\w-]+(?:\s+[\w-]+)?)\s+(?:enabled|switched\s+on|turned\s+on)\b", re.I),
]
# A setting of the note with an off value: "profile=OFF", "request_signing: off", '"mfa_enabled": false'
_OFF_SETTING = re.compile(r"[\"']?(?P<key>[A-Za-z][\w.-]*)[\"']?\s*[:=]\s*[\"']?(?P<v>off|false|disabled|no|none|0)"
                          r"[\"']?(?![\w.-])", re.I)
_OFF_SAID = re.compile(r"\b(?P<x>[\w-]+(?:\s+[\w-]+)?)\s+(?:is|are|was|were|has\s+been|have\s+been)\s+(?:now\s+)?"
                       r"(?:disabled|switched\s+off|turned\s+off|off)\b", re.I)
_STILL_ON = re.compile(r"\b(?:still|remains?|stays?)\s+(?:on|enabled|active)\b|\bre-?enabled\b|\bturned\s+(?:it\s+)?back\s+on\b",
                       re.I)
_APART = re.compile(r"\b(?:staging|sandbox|locally|unit\s+tests?|in\s+tests|fixtures?|mock\w*|dev\s+(?:box|env))\b", re.I)
_PLAIN = frozenset(text.stem(w) for w in "mode enabled enable disabled on off the feature setting flag".split())


def _feature(older: str) -> set[str] | None:
    """The stemmed words of the feature the statement says is on, or None."""
    for pattern in _ON:
        m = pattern.search(older)
        if m is not None:
            words = {text.stem(w) for w in text.words(m.group("x").replace("-", " "))
                     if w not in text.STOP and len(w) > 2} - _PLAIN
            if words:
                return words
    return None


def _says(part: str, words: set[str]) -> bool:
    """Whether a key or phrase says the feature's words in some form ("profile" for "profiled"): all of one or
    two, all but one of more ("two_factor_enabled" for "two-factor login")."""
    said = {text.stem(p) for p in re.split(r"[-_.\s]+|(?<=[a-z])(?=[A-Z])", part) if p}
    return len(text.rooted(words, said)) >= (len(words) if len(words) <= 2 else len(words) - 1)


def shown_off(older: str, newer: str) -> str | None:
    """The statement's feature, when the note shows or says it off; None otherwise."""
    if len(older) > MAX_STATEMENT or frames.NEGATED.search(older) or _STILL_ON.search(newer) \
            or frames.HEDGE.search(newer) or text.QUESTION.search(newer) \
            or _APART.search(newer) and not _APART.search(older):
        return None
    feature = _feature(older)
    if feature is None:
        return None
    rest = text.content_terms(older) - feature - _PLAIN
    if not text.rooted(rest, text.content_terms(newer.replace("_", " "))):
        return None  # the note speaks of something else
    for m in _OFF_SETTING.finditer(newer):
        if _says(m.group("key"), feature):
            return f"{m.group('key')}={m.group('v')}"
    for m in _OFF_SAID.finditer(newer):
        if _says(m.group("x"), feature):
            return f"{m.group('x')} off"
    return None
