"""Settings read off a pasted config excerpt (YAML, TOML, INI, `key = value`, JSON-ish), with the
sections they sit under, compared with what a statement says of the same setting.

"Push quiet hours for Emberfall are 22:00 to 08:00" against

    quiet_hours:
      start: "21:00"

and "The TOTP verifier accepts a drift window of one step" against `[totp]` / `allowed_drift_steps = 3`:
every telling word of the setting's path (its sections and its key) is in the statement, and its
value is a time, a measure or a count the statement gives another value of. The path's words must
all be the statement's, so a sibling section (`[hotp]`) or another service's key says nothing.
"""

from __future__ import annotations

import re

from .. import claims
from . import config_dump, text
from . import measures as keyed_measures

MAX_LINES = 400  # lines of an excerpt read
MIN_TELLING = 2  # words of a setting's path besides "max", "size", "ttl" …: "upload" alone says too little
NEAR = 2  # words between a counted noun and its number ("one step", "3 retries")

_SECTION = re.compile(r"^\s*\[(?P<name>[\w.\- \"']+)\]\s*$")  # TOML / INI
_LEAF = re.compile(r"^(?P<indent>\s*)(?:-\s+)?[\"']?(?P<key>[A-Za-z_][\w.\-]*)[\"']?\s*(?P<sep>[:=])\s*(?P<value>.*?)\s*,?\s*$")
_COMMENT = re.compile(r"\s+(?:#|//).*$")
_TIME = re.compile(r"^(?P<h>\d{1,2}):(?P<m>\d{2})(?::\d{2})?$")
_MEASURE = re.compile(r"^(?P<num>\d+(?:\.\d+)?)\s*(?P<unit>[a-zA-Zµ%]+)?$")
_KEY_UNIT = re.compile(r"[_.-](?P<unit>ms|s|sec|secs|seconds|min|mins|minutes|h|hours|d|days|kb|mb|gb|bytes)$", re.I)
# Words a key adds to what a statement names: "allowed_drift_steps" is the drift steps.
_KEY_WORDS = frozenset(text.stem(w) for w in (
    "allowed allow max min maximum minimum default value values count num number enabled enable limit setting "
    "settings config start end from to begin until window period duration size ttl timeout interval").split())
_COUNTED = re.compile(r"\b(?P<num>\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a\s+single)\s+"
                      r"(?:[a-z-]+\s+){0," + str(NEAR - 1) + r"}?(?P<noun>[a-z]{3,})\b", re.I)
_WORD_NUMBER = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
                "eight": "8", "nine": "9", "ten": "10", "twelve": "12", "a single": "1"}
_OLDER_MEASURE = re.compile(r"(?<![\w.:])(?P<num>\d+(?:\.\d+)?)\s?-?(?P<unit>[a-zA-Zµ%]+)\b")
_OLDER_TIME = re.compile(r"(?<![\w.:])(?P<h>\d{1,2}):(?P<m>\d{2})\b")


def _parts(key: str) -> list[str]:
    """A key's words: "allowed_drift_steps" → allowed, drift, steps; "quietHours" → quiet, hours."""
    key = re.sub(r"(?<=[a-z])(?=[A-Z])", "_", key)
    return [p.lower() for p in re.split(r"[_.\-\s\"']+", key) if p]


# A key named in prose and the value given for it: "Checked SLOT_HOLD_TTL_SECONDS in the prod config:
# it's 1800", "max_connections is set to 200".
_KEY_IN_PROSE = re.compile(r"(?<![\w.$-])(?P<key>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b"
                           r"[^.\n=:]{0,50}?(?:[:=]|\bis|\bwas|\bit's|\bit is|\bset to|\bshows)\s+"
                           r"(?:set\s+to\s+|still\s+|now\s+|only\s+|it's\s+|it\s+is\s+)?[\"'`]?(?P<value>\d[\d:.]*(?:\s?[a-zA-Z%]+\b)?)")


def settings(excerpt: str) -> list[tuple[list[str], str, str]]:
    """(path words, key, value) of each setting an excerpt gives a scalar value, nested keys under
    their YAML parents and TOML sections, and keys named in prose with a value."""
    out: list[tuple[list[str], str, str]] = [
        (_parts(m.group("key")), m.group("key"), m.group("value").strip()) for m in _KEY_IN_PROSE.finditer(excerpt)
        if _MEASURE.match(m.group("value").strip()) or _TIME.match(m.group("value").strip())]
    stack: list[tuple[int, list[str]]] = []  # (indent, words) of the YAML keys that opened a block
    section: list[str] = []
    for line in excerpt.splitlines()[:MAX_LINES]:
        if not line.strip():
            continue
        m = _SECTION.match(line)
        if m is not None:
            section, stack = _parts(m.group("name")), []
            continue
        m = _LEAF.match(line)
        if m is None:
            continue
        indent = len(m.group("indent").expandtabs())
        while stack and stack[-1][0] >= indent:
            stack.pop()
        value = _COMMENT.sub("", m.group("value")).strip().strip("\"'`")
        words = _parts(m.group("key"))
        if not value or value in "{[":
            if m.group("sep") == ":":
                stack.append((indent, words))
            continue
        if " " in value and not _TIME.match(value) and not _MEASURE.match(value):
            continue  # prose after a colon ("Note: the API …") is no setting
        path = section + [w for _, ws in stack for w in ws] + words
        out.append((path, m.group("key"), value))
    return out


def gives_setting(s: str) -> bool:
    """Whether a text shows a setting set to a time, a measure or a number (such a note may
    contradict a statement it shares little prose with)."""
    return (":" in s or "=" in s) and any(_TIME.match(v) or _MEASURE.match(v) for _, _, v in settings(s))


def _telling(path: list[str]) -> set[str]:
    """The words of a setting's path that say what it is: "quiet_hours.start" → quiet, hours;
    "slot_hold_ttl_seconds" → slot, hold (a unit that ends a key is its unit)."""
    if path and _KEY_UNIT.search("_" + path[-1]):
        path = path[:-1]
    return {text.term(w) for w in path if text.stem(w) not in _KEY_WORDS and w not in text.STOP and len(w) > 1}


def _minutes(h: str, m: str) -> int:
    return int(h) * 60 + int(m)


def _older_counts(older: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for m in _COUNTED.finditer(older):
        num = _WORD_NUMBER.get(" ".join(m.group("num").lower().split()), m.group("num"))
        out.setdefault(text.stem(m.group("noun").lower()), set()).add(num)
    return out


def other_setting(older: str, excerpt: str) -> str | None:
    """The setting of an excerpt that gives another value for what the statement states, as
    "key: old vs new", or None."""
    if len(older) > 400 or ":" not in excerpt and "=" not in excerpt:
        return None
    found = settings(excerpt)
    if not found:
        return None
    terms = {text.term(w) for w in text.words(older)}
    times = {_minutes(m.group("h"), m.group("m")) for m in _OLDER_TIME.finditer(older)}
    measures: dict[str, list[tuple[float, str]]] = {}
    for m in _OLDER_MEASURE.finditer(older):
        dimension, base = claims.unit_dimension(m.group("unit")), claims.in_base_unit(m.group("num"), m.group("unit"))
        if dimension is not None and base is not None:
            measures.setdefault(dimension, []).append((base, m.group(0)))
    counts = _older_counts(older)
    others: frozenset[str] | None = None  # keys whose settings are all other things' (`config_dump`)
    for path, key, value in found:
        telling = _telling(path)
        if len(telling) < MIN_TELLING or not telling <= terms:
            continue
        if others is None:  # read once, and only for a setting that speaks of the statement's thing
            others = config_dump.keys_of_other_records(older, excerpt)
        if key in others:
            continue  # "id: MILL-LANE-02 … max_pallets_per_unload: 3" for "Bay Road loading docks …"
        t = _TIME.match(value)
        if t is not None:
            if times and _minutes(t.group("h"), t.group("m")) not in times:
                return f"{key}: {' to '.join(m.group(0) for m in _OLDER_TIME.finditer(older))} vs {value}"
            continue
        m = _MEASURE.match(value)
        if m is None:
            continue
        unit = m.group("unit") or (_KEY_UNIT.search(key).group("unit") if _KEY_UNIT.search(key) else None)
        dimension = claims.unit_dimension(unit)
        if dimension is not None:
            said = measures.get(dimension, [])
            base = claims.in_base_unit(m.group("num"), unit)
            if len(said) == 1 and base is not None and abs(base - said[0][0]) > 1e-9 \
                    and not keyed_measures.keyed_agrees(older, excerpt):  # the figure kept where the statement's thing is
                return f"{key}: {said[0][1]} vs {value}{'' if m.group('unit') else ' ' + str(unit)}"
            continue
        if unit is None:
            nouns = {text.stem(w) for w in path} & counts.keys()
            for noun in nouns:
                if len(counts[noun]) == 1 and m.group("num") not in counts[noun]:
                    return f"{key}: {next(iter(counts[noun]))} {noun} vs {value}"
    return None
