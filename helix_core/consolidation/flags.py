"""A rule, and an on/off setting a note shows set against it.

"Cross-region matchmaking is never allowed" / `allow_cross_region: true`; "Every remote placement test must run with
webcam proctoring enabled" / `proctoring: false`; "Out-of-sequence packets are never discarded; they are always
buffered for reordering" / `reorder_buffer=off`. A setting turns on what its key names; a key that names a guard
(a lock, a mask, a requirement) turns on the guard. Set on, a key that names what a clause of the rule forbids
breaks it; set off, one that names what a clause demands, or a guard, breaks it.

The key must say a word of the clause it is read against, beside the words every setting has ("allow", "enabled").
A note that sets one key two ways (a diff, a before and after) is left to the readers of changes.
"""

from __future__ import annotations

import re

from . import frames, text

__all__ = ["flag_against_rule"]

MAX_RULE = 300
_SETTING = re.compile(r"[\"'`]?(?<![\w.-])(?P<key>[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)*)[\"'`]?\s*[:=]\s*[\"'`]?"
                      r"(?P<value>true|false|enabled|disabled|(?:yes|no|on|off)(?=[\"'`]?\s*(?:$|[,;)}\]#]|\.\s)))\b(?![\w-])",
                      re.I | re.M)  # "on" and "no" only where a value ends: "consult-service: on `room.ended` …" is a label
_ON = frozenset("true yes on enabled".split())
# words of a key that say it turns on a guard, not the thing
_GUARD = frozenset(text.stem(w) for w in "lock locked block deny require required requires enforce enforced mask "
                   "strip restrict restricted only protect protected guard verify check exclude".split())
# words every on/off key has
_PLAIN = frozenset(text.stem(w) for w in "allow allowed enable enabled disable disabled flag use is can should feature "
                   "mode setting on off".split())
_FORBIDS = re.compile(r"\b(?:never|not|no|cannot|can't|mustn't|forbidden|prohibited|without)\b|n't\b", re.I)
_DEMANDS = re.compile(r"\b(?:always|must|every|required|requires?|has\s+to|have\s+to|needs?\s+to|mandatory|only)\b", re.I)
_CLAUSES = re.compile(r"[;:]\s+|,\s+(?:and\s+|but\s+)?|\s+(?:but|while)\s+", re.I)
_PLANNED = re.compile(r"\b(?:should|shall\s+we|let's|proposal|propose|todo|to-do|plan(?:ned|ning)?\s+to|going\s+to|"
                      r"will\s+(?:set|turn|flip|switch))\b", re.I)
_KEY_PART = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


# a key set inside an object written on one line: "photo: { required: false }" is photo_required
_INLINE = re.compile(r"(?P<parent>[A-Za-z]\w*)[\"']?\s*:\s*\{\s*[\"']?(?P<key>[A-Za-z]\w*)[\"']?\s*:")


def _flattened(m: re.Match[str]) -> str:
    return f"{m.group('parent')}_{m.group('key')}:"


def _key_words(key: str) -> set[str]:
    """A key's words, stemmed: snake_case, dots and camelCase apart ("allowCrossRegion": allow, cross, region)."""
    return {text.stem(p.lower()) for part in re.split(r"[_.-]+", key) for p in _KEY_PART.findall(part)}


def flag_against_rule(rule: str, note: str) -> tuple[str, str] | None:
    """(the clause of the rule, "key: value") when the note shows an on/off setting that breaks the rule."""
    if len(rule) > MAX_RULE or not (_FORBIDS.search(rule) or _DEMANDS.search(rule)):
        return None  # "… uses MLLP over TLS" states what is, no rule: `tls=false` elsewhere is another thing's
    settings: dict[str, set[bool]] = {}
    for sentence in text.SENTENCE_BREAK.split(_INLINE.sub(_flattened, note)):
        if "?" in sentence or frames.HEDGE.search(sentence) or _PLANNED.search(sentence):
            continue  # a question or a plan sets nothing
        for m in _SETTING.finditer(sentence):
            settings.setdefault(m.group("key"), set()).add(m.group("value").lower() in _ON)
    found = []
    for clause in _CLAUSES.split(rule.strip().rstrip(".")):
        forbids, demands = _FORBIDS.search(clause) is not None, _DEMANDS.search(clause) is not None
        said = {text.stem(w) for w in text.words(clause.replace("-", " ")) if w not in text.STOP and len(w) > 1}
        for key, values in settings.items():
            words = _key_words(key)
            if len(values) != 1 or not text.rooted(words - _PLAIN, said):
                continue
            on = next(iter(values))
            guard = bool(words & _GUARD)
            # a clause of the rule that says neither (the chat filter masks them) only keeps its guard
            if guard and not on or not guard and (forbids and not demands and on or demands and not forbids and not on):
                found.append((clause.strip(), f"{key}: {'on' if on else 'off'}"))
    return found[0] if found else None
