"""A version a statement pins, and another version a note gives the same thing: "Brightwater is pinned to
engine version 5.3.2" / "Brightwater is on engine 5.5.1 now". The two numbers follow one word (what is
versioned: "engine", "Go", "Node"), the note shares a word of the statement besides it, and the note
gives one other version; the old one said again only as old ("don't build against the old 5.3 tree").
"""

from __future__ import annotations

import re

from . import frames, text

_VERSION = re.compile(r"(?<![\w.])(?P<what>[A-Za-z][\w+#-]*)\s+(?:version\s+|v(?=\d))?(?P<v>\d+\.\d+(?:\.\d+)*)"
                      r"(?![\w.]*\d|\.\w)")
_NOT_VERSIONED = frozenset("at to from by than of about around over under is are was were after before since "
                           "and or in on for with the a an".split())
VERSION_STATEMENT = 200  # characters
_OLD = re.compile(r"\b(?:old|older|previous|legacy|former|deprecated|no\s+longer|anymore|dropped|removed)\b", re.I)


def _versions(s: str) -> list[tuple[str, str, int]]:
    """(what is versioned, version, where) of each version written after a word."""
    return [(m.group("what").lower(), m.group("v"), m.start("v")) for m in _VERSION.finditer(s)
            if m.group("what").lower() not in _NOT_VERSIONED]


def _same(a: str, b: str) -> bool:
    """One version written fully or in part ("5.3" of "5.3.2")."""
    return a == b or a.startswith(b + ".") or b.startswith(a + ".")


def other_version(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's version, the note's) when the note gives what the statement versions another
    version; None otherwise."""
    if len(older) > VERSION_STATEMENT or frames.NEGATED.search(older):
        return None
    given = _versions(older)
    if len(given) != 1:
        return None
    what, old, at = given[0]
    about = frames.word_roots(older[:at].replace(what, " ")) | frames.word_roots(older[at + len(old):])
    for sentence in text.SENTENCE_BREAK.split(newer):
        if len(sentence) > frames.SHORT_NOTE or frames.tentative(sentence):
            continue
        found = [(w, v, k) for w, v, k in _versions(sentence) if w == what]
        others = {v for _, v, _ in found if not _same(v, old)}
        if len(others) != 1:
            continue
        if any(_same(v, old) and not _OLD.search(sentence[max(0, k - 30):k]) for _, v, k in found):
            continue  # the old version still given, not as the old one: a range, a comparison
        # a log of work names no subject: what it was done to may stand in the note's other sentences
        # ("Rolled R1-R4 to firmware 3.4.1 …. All four robots back online.")
        logged = frames.narrative(sentence) and len(newer) <= frames.SHORT_NOTE
        if (about & frames.word_roots(sentence) or logged and about & frames.word_roots(newer)) \
                and not frames.kinds_apart(older, sentence) and not frames.other_kind(older, sentence) \
                and (logged or not frames.different_subjects(older, sentence)):
            return old, others.pop()
    return None
