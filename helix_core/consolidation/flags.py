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

__all__ = ["flag_against_rule", "login_against_rule"]

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


_MINORS = re.compile(r"\bunder\s+(?:the\s+age\s+of\s+)?1[5-9]\b|\b(?:child(?:ren)?|kids?|p(?:a)?ediatric|"
                     r"juveniles?|under-?age|minors?)\b", re.I)


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
        if _MINORS.search(clause):  # "patients under 18" are the `allow_minors` of a setting
            said.add("minor")
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


# A rule that a thing asks for no account: "… never require an account", "… can book without logging in"
_NO_ACCOUNT = re.compile(r"\b(?:never|not|no|don't|doesn't|without)\b[^.;]{0,30}?\b(?:requires?|need(?:s|ed)?|"
                         r"ask(?:s|ed)?\s+for)\s+(?:an?\s+|any\s+)?(?:user\s+)?(?:account|login|log-?in|sign-?in|"
                         r"registration)|\bwithout\s+(?:an?\s+)?(?:account|logging\s+in|signing\s+in|an?\s+login)",
                         re.I)
# Code that demands a signed-in user before a handler runs
_LOGIN_GUARD = re.compile(r"@(?:[\w.]+\.)?(?:login_required|require_login|requires_login|require_auth|requires_auth|"
                          r"auth_required|jwt_required|authenticated)\b|\[Authorize\]|"
                          r"before_action\s+:authenticate_user!|\brequireAuth\(")
_HANDLER_SPAN = 300  # characters after a guard that hold the route and the handler it guards


def login_against_rule(rule: str, note: str) -> tuple[str, str] | None:
    """(the rule's words, the guard as written) when the rule says a thing needs no account and the note's code
    puts a login guard on a handler that names the thing ("Public skating sessions never require an account" /
    "@require_login" on `public_checkout` of '/public-sessions/{id}/checkout')."""
    said = _NO_ACCOUNT.search(rule) if len(rule) <= MAX_RULE else None
    if said is None:
        return None
    thing = {text.stem(w) for w in text.words(rule[:said.start()].replace("-", " "))
             if w not in text.STOP and len(w) > 2}
    for guard in _LOGIN_GUARD.finditer(note):
        span = note[max(0, guard.start() - _HANDLER_SPAN // 3):guard.end() + _HANDLER_SPAN]
        named = {text.stem(p.lower()) for w in re.findall(r"[A-Za-z]+", span) for p in _KEY_PART.findall(w)}
        if len(thing & named) >= 2:
            return said.group(0), guard.group(0)
    return None

