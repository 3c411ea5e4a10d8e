"""Importance at write time, the $0 way: a 1–10 poignancy from cues a coding agent's notes carry.

Decisions, errors and fixes, preferences and rules, and named entities raise the score; routine
actions ("listed a directory") lower it. Length adds a little: a one-word note is rarely pivotal.
"""

from __future__ import annotations

import re

_CUES: list[tuple[float, re.Pattern[str]]] = [
    (3.0, re.compile(r"\b(decided|decision|switched|migrat\w*|chose|choose|adopt\w*|replac\w*|"
                     r"deprecat\w*|architecture|from now on|going forward)\b", re.I)),
    (2.0, re.compile(r"\b(errors?|exceptions?|traceback|fail\w*|crash\w*|bugs?|broke\w*|regression|"
                     r"root cause|fix\w*|workaround|outage|incident|data loss|corrupt\w*|flak\w*|"
                     r"stale|expired|could not|couldn't|cannot|can't|unable)\b", re.I)),
    (2.0, re.compile(r"\b(prefer\w*|always|never|must|should not|don't|do not|avoid|convention|"
                     r"rule|policy|required?)\b", re.I)),
    (1.5, re.compile(r"\b(learned|lesson|gotcha|remember|reminder|forgot|again|until|important|"
                     r"note to self|turns out|realized|discovered|instead)\b", re.I)),
    (1.0, re.compile(r"\b(security|secret|credential|production|prod|deploy\w*|release|"
                     r"database|schema|api)\b", re.I)),
]
_MUNDANE = re.compile(
    r"^\s*(listed|ls|opened|viewed|read|looked at|scrolled|cd|checked|printed|ran ls|cat)\b", re.I
)
_ENTITY = re.compile(r"`[^`]+`|\b[A-Z][a-z]+[A-Z]\w*\b|\b\w+\.(py|js|ts|rs|go|toml|json|yml|yaml|sql|md)\b"
                     r"|\b[a-z]+_[a-z_]+\b")


def heuristic_poignancy(text: str) -> int:
    """A 1–10 score. Deterministic, fast, explainable."""
    score = 2.0
    for weight, pattern in _CUES:
        if pattern.search(text):
            score += weight
    entities = len(_ENTITY.findall(text))
    score += min(1.5, 0.3 * entities)
    words = len(text.split())
    if words >= 12:
        score += 0.5
    if words >= 40:
        score += 0.5
    if words <= 3:
        score -= 1.0
    if _MUNDANE.match(text):
        score -= 2.0
    return int(round(min(10.0, max(1.0, score))))


def heuristic_importance(text: str) -> float:
    """Importance on the 0..1 scale the model stores."""
    return heuristic_poignancy(text) / 10.0
