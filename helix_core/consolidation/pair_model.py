"""A learned last look at a pair no hand-written reader recognised.

The readers of `conflicts` each know one way of saying that a value changed; a new writer words most
changes in a way none of them has seen ("Planner UI is a Vue 3 app" for "The exhibition planner
frontend is written in Angular"). This module weighs the signals every such wording shares — the two
texts are about one thing, the newer gives another value of a kind the older gives (a number with its
unit, a tool of the same role, a written name, a capitalised name), the older's value is missing from
it, it tells a change or turns a rule around — with boosted trees fitted on the contradiction corpus
(`bench/train_pair_model.py`; the trees ship in `helix_core/data/pair_model.json`). It reads words only:
a second model fitted with MiniLM's closeness besides found no more held-out contradictions and touched
more look-alikes, so the same verdict holds with or without a model of meaning.

It only ever adds a verdict where the readers found none, and only above a bar chosen for precision.
"""

from __future__ import annotations

import json
import math
import re
from functools import lru_cache
from importlib import resources

import numpy as np

from .. import claims
from . import frames, retired, text

_NUMBER_WORDS = {w: str(i) for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty".split())}
_NUMBER_WORD = re.compile(r"\b(" + "|".join(_NUMBER_WORDS) + r")\b", re.I)

_GONE = re.compile(r"\b(?:removed|deleted|dropped|retired|decommission\w*|gone|ripped\s+out|sunset\w*|killed|"
                   r"turned\s+off|switched\s+off|disabled|archived|deprecated|no\s+more|got\s+rid|scrapped|"
                   r"abandoned|phased\s+out|torn\s+down|tore\s+down|shut\s+down)\b", re.I)
_SWITCH = re.compile(r"\b(?:switch\w*|migrat\w*|mov(?:ed|ing)|replac\w*|swap\w*|port(?:ed|ing)|instead|"
                     r"in\s+favou?r\s+of|over\s+to|onto|cut\s*over|cutover|rewr(?:ote|itten)|rebuilt|"
                     r"transition\w*|adopt\w*|went\s+with|chose|picked)\b", re.I)
_RENAME = re.compile(r"\b(?:renam\w*|rebrand\w*|now\s+called|called\s+\S+\s+now|new\s+name|"
                     r"formerly|previously|used\s+to\s+be|what\s+was)\b", re.I)
_SHIFT = re.compile(r"\b(?:bump\w*|rais\w*|lower\w*|increas\w*|decreas\w*|reduc\w*|cut|extend\w*|doubl\w*|"
                    r"halv\w*|shorten\w*|lengthen\w*|tighten\w*|loosen\w*|upgrad\w*|downgrad\w*|changed|"
                    r"adjust\w*|tweak\w*|updated|set\s+to|up\s+to|down\s+to)\b", re.I)
_CHANGE_CUES = (text.CHANGE, _GONE, _SWITCH, _RENAME, _SHIFT)  # a change, gone, switch, rename, shift: in this order
_NOW = re.compile(r"\b(?:now|nowadays|these\s+days|from\s+now\s+on|going\s+forward|as\s+of|since|"
                  r"no\s+longer|anymore|any\s+more|effective|starting|today|new)\b", re.I)
_RULE = re.compile(r"\b(?:always|never|must|mustn't|only|required?|requires|mandatory|every|all|forbidden|"
                   r"prohibited|not\s+allowed|cannot|can't|may\s+not|should|shouldn't|need\s+to|needs\s+to|has\s+to|"
                   r"have\s+to|exempt)\b", re.I)
_NEGATION = re.compile(r"\b(?:not|never|no|none|nobody|nothing|without|isn't|aren't|don't|doesn't|didn't|won't|"
                       r"can't|cannot|no\s+longer|skip\w*|optional|waived?|exempt)\b|n't\b", re.I)
_PERMIT = re.compile(r"\b(?:allow\w*|permit\w*|fine|okay|ok|optional|can\s+now|may\s+now|no\s+need|not\s+needed|"
                     r"not\s+required|isn't\s+required|aren't\s+required|without|straight|directly|automatic\w*)\b",
                     re.I)
_AGREE = re.compile(r"\b(?:still|confirmed|confirms|as\s+expected|as\s+documented|verified|unchanged|same\s+as|"
                    r"matches|consistent|as\s+before|as\s+always|remains?|stays?)\b", re.I)

NAMES = (
    "bias", "shared", "coverage", "jaccard",
    "change", "gone", "switch", "rename", "shift", "now", "older_change",
    "other_number", "number_missing", "other_measure", "measure_missing",
    "other_tool", "tool_missing", "tool_named",
    "other_ident", "ident_missing", "other_name", "name_missing",
    "rule", "negation_flip", "permit", "agree", "tentative", "routine", "length",
    "value_x_change", "missing_x_value",
    "subject_said", "subject_x_value", "older_length", "sentences",
    "subjects_overlap", "subjects_distinct", "different_subjects", "kinds_apart",
)

def _spelled(s: str) -> str:
    """Number words as digits ("three articles" → "3 articles")."""
    return _NUMBER_WORD.sub(lambda m: _NUMBER_WORDS[m.group(1).lower()], s)


def _values(s: str) -> dict[str, set[str]]:
    """The written values of a text by kind: numbers, identifiers, names, and measures by their
    dimension ("measure:duration")."""
    out: dict[str, set[str]] = {}
    for v in retired.values_of(_spelled(s)):
        out.setdefault(v.kind, set()).add(v.key)
    return out


def _other_and_missing(old: set[str], new: set[str]) -> tuple[float, float]:
    """Whether the newer gives a value the older does not, and whether the older's are all missing from it
    — each only when both texts give values of that kind."""
    if not old or not new:
        return 0.0, 0.0
    return float(bool(new - old)), float(not old & new)


def _measure_pairs(old: dict[str, set[str]], new: dict[str, set[str]]) -> tuple[float, float]:
    """A measure of one dimension given another value ("20 MB" / "50 MB")."""
    common = [k for k in old.keys() & new.keys() if k.startswith("measure:")]
    return float(any(new[k] - old[k] for k in common)), float(any(not old[k] & new[k] for k in common))


def _tools(old: str, new: str) -> tuple[float, float, float]:
    """Another tool of a role the older names; the older's tools missing; the older's tools named."""
    a, b = claims.technologies(old), claims.technologies(new)
    old_names = {n for names in a.values() for n in names}
    new_names = {n for names in b.values() for n in names}
    other = float(any(b[r] - a[r] for r in a.keys() & b.keys()))
    missing = float(bool(old_names) and bool(new_names) and not old_names & new_names)
    named = float(bool(old_names & new_names))
    return other, missing, named


# Where a statement's subject ends: its first verb ("Player profiles | are stored in PostgreSQL").
_VERB = re.compile(r"\b(?:is|are|was|were|uses?|used|runs?|ran|lives?|sits?|stores?|stored|keeps?|kept|goes|go|"
                   r"sends?|sent|has|have|must|should|can|may|will|never|always|only|gets?|listens?|points?|"
                   r"writes?|reads?|calls?|handles?|takes?|needs?|requires?|expires?|fires?|"
                   r"[a-z]+ed|[a-z]+s(?=\s+(?:the|a|an|every|each|all|to|in|on|at|from|with|through|into|its|their|our)\b))\b",
                   re.I)


def subject_terms(s: str) -> set[str]:
    """The content terms of a statement's subject: its words before the first verb (at most six)."""
    m = _VERB.search(s, 1)
    head = s[: m.start()] if m and m.start() > 0 else s
    terms = [text.stem(w) for w in text.words(head) if w not in text.STOP and len(w) > 1]
    return set(list(dict.fromkeys(terms))[:6])


def features(older: str, newer: str) -> np.ndarray:
    """The pair's signals, in the order of `NAMES`."""
    a_terms, b_terms = text.content_terms(older), text.content_terms(newer)
    shared = len(a_terms & b_terms)
    coverage = shared / len(a_terms) if a_terms else 0.0
    jaccard = shared / len(a_terms | b_terms) if a_terms | b_terms else 0.0
    va, vb = _values(older), _values(newer)
    other_number, number_missing = _other_and_missing(va.get("number", set()), vb.get("number", set()))
    other_measure, measure_missing = _measure_pairs(va, vb)
    other_tool, tool_missing, tool_named = _tools(older, newer)
    other_ident, ident_missing = _other_and_missing(va.get("ident", set()), vb.get("ident", set()))
    other_name, name_missing = _other_and_missing(va.get("name", set()), vb.get("name", set()))
    change, gone, switch, rename, shift = (float(bool(cue.search(newer))) for cue in _CHANGE_CUES)
    now = float(bool(_NOW.search(newer)))
    rule = float(bool(_RULE.search(older)))
    flip = float(rule and bool(_NEGATION.search(older)) != bool(_NEGATION.search(newer)))
    permit = float(rule and bool(_PERMIT.search(newer)))
    value = max(other_number, other_measure, other_tool, other_ident, other_name)
    missing = max(number_missing, measure_missing, tool_missing, ident_missing, name_missing)
    changed = max(change, gone, switch, rename, shift)
    head, other_head = subject_terms(older), subject_terms(newer)
    subject = len(head & b_terms) / len(head) if head else 0.0
    return np.array([
        1.0, min(shared, 6) / 6, coverage, jaccard,
        change, gone, switch, rename, shift, now, float(bool(text.CHANGE.search(older))),
        other_number, number_missing, other_measure, measure_missing,
        other_tool, tool_missing, tool_named,
        other_ident, ident_missing, other_name, name_missing,
        rule, flip, permit, float(bool(_AGREE.search(newer))), float(frames.tentative(newer)),
        float(text.is_routine(newer)), min(len(text.words(newer)), 60) / 60,
        value * changed, missing * value,
        subject, subject * value, min(len(text.words(older)), 60) / 60, min(len(text.readings(newer)), 6) / 6,
        len(head & other_head) / len(head | other_head) if head | other_head else 0.0,
        float(bool(head - b_terms) and bool(other_head - a_terms)),
        float(frames.different_subjects(older, newer)), float(frames.kinds_apart(older, newer)),
    ], dtype=np.float64)


LONGEST = frames.SHORT_NOTE  # characters: a longer text, or one of several lines, is never weighed here


class Trees:
    """Boosted regression trees in flat arrays: a node's feature, threshold, children and value."""

    def __init__(self, raw: dict[str, object]) -> None:
        self.baseline = float(raw["baseline"])  # type: ignore[arg-type]
        self.bar = float(raw["bar"])  # type: ignore[arg-type]
        self.trees = [tuple(np.asarray(part) for part in tree) for tree in raw["trees"]]  # type: ignore[union-attr]

    def probability(self, row: np.ndarray) -> float:
        total = self.baseline
        for feature, threshold, left, right, value in self.trees:
            node = 0
            while left[node] >= 0:
                node = left[node] if row[feature[node]] <= threshold[node] else right[node]
            total += value[node]
        return 1.0 / (1.0 + math.exp(-total))


@lru_cache(maxsize=1)
def model() -> Trees | None:
    """The shipped trees, or None when the file is missing or was fitted for other features."""
    try:
        raw = json.loads(resources.files("helix_core.data").joinpath("pair_model.json").read_text())
    except (FileNotFoundError, ValueError, ModuleNotFoundError):
        return None
    if raw.get("names") != list(NAMES):
        return None
    return Trees(raw["model"])


def tells_change(newer: str) -> bool:
    """Whether a text says something changed, went or was replaced (an update, not a bare conflict)."""
    return any(cue.search(newer) for cue in _CHANGE_CUES)


def weighable(older: str, newer: str) -> bool:
    """Only two short one-line texts are weighed: the model was fitted on nothing else."""
    return len(older) <= LONGEST and len(newer) <= LONGEST and "\n" not in newer.strip()


def repeats_values(older: str, newer: str, *, whole_words: bool = False) -> bool:
    """The newer says again every value the older gives and says none gone: it agrees, whatever else
    changed ("… as Decimal, never float" / "the amounts were floats. The parser builds Decimal now"). A
    name may be said by its last word ("MediaConvert" for "AWS Elemental MediaConvert") in a note that tells
    no change; a figure that dropped ("p95 dropped from 480ms to 120ms") is no value gone. With
    `whole_words`, a value said only inside a longer word is said when that word is another of the
    statement's ("HLS" in "hls.js"), not when it is a file of it ("mosquitto.acl")."""
    low = newer.lower()
    values = [v for v in retired.values_of(older) if v.kind != "time"]
    told = tells_change(newer)  # "Migrated … to AWS Secrets Manager; the Vault cluster goes next": not "Vault" kept
    shown = [v.shown.lower() for v in values]

    def said(value: str) -> bool:
        if not whole_words:
            return value in low
        return _says(value, low) or value in low and any(value in other != value for other in shown)

    return bool(values) and all(said(v.shown.lower()) or v.kind == "name" and not told
                                and _said_by_last_word(v.shown, low) for v in values) \
        and not _GONE.search(_MOVED_FIGURE.sub(" ", newer))


# A figure that moved: "dropped from 1.8s to 40ms", "dropped to 120ms", "dropped by 30%"
_MOVED_FIGURE = re.compile(r"\b(?:dropped|fell|went\s+down|cut)\s+(?:from|to|by)\s+~?[$€£]?\d", re.I)


def _says(value: str, low: str) -> bool:
    """The value as a word of its own, not a part of another name ("mosquitto" is not in "mosquitto.acl")."""
    return re.search(rf"(?<![\w-]){re.escape(value)}(?![\w-]|\.\w)", low) is not None if value[-1:].isalnum() \
        else value in low


def _said_by_last_word(name: str, low: str) -> bool:
    last = name.split()[-1].lower() if len(name.split()) > 1 else ""
    return len(last) >= 5 and text.stands_in(last, low)


def disagree(older: str, newer: str) -> bool:
    """Whether the fitted model sees `newer` give another value than `older` about the same thing."""
    fitted = model()
    return fitted is not None and weighable(older, newer) and not repeats_values(older, newer) \
        and fitted.probability(features(older, newer)) >= fitted.bar
