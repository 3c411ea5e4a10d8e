"""A version a statement pins, and another version a note gives the same thing: "Brightwater is pinned to
engine version 5.3.2" / "Brightwater is on engine 5.5.1 now". The two numbers follow one word (what is
versioned: "engine", "Go", "Node"), the note shares a word of the statement besides it, and the note
gives one other version; the old one said again only as old ("don't build against the old 5.3 tree").
"""

from __future__ import annotations

import re

from . import frames, text

_VERSION = re.compile(r"(?<![\w.@])(?P<what>[A-Za-z][\w+#-]*)(?::\s*|\s+|@)(?:version\s+|v(?=\d))?(?P<v>\d+\.\d+(?:\.\d+)*)"
                      r"(?![\w.]*\d|\.\w)")
_NOT_VERSIONED = frozenset("at to from by than of about around over under is are was were after before since "
                           "and or in on for with the a an".split())
VERSION_STATEMENT = 200  # characters
_OLD = re.compile(r"\b(?:old|older|previous|legacy|former|deprecated|no\s+longer|anymore|dropped|removed)\b", re.I)


# One thing's names: "PyTorch 2.1" and "torch 2.4" version one library
_ALIASES = {"pytorch": "torch", "nodejs": "node", "golang": "go", "postgresql": "postgres", "k8s": "kubernetes",
            "tf": "tensorflow", "sklearn": "scikit-learn"}


# Words between what is versioned and "version": "Scanner firmware is pinned to version 3.2.1"
_PINNED_TO = re.compile(r"(?P<what>[A-Za-z][\w+#-]*)\s+(?:is|are)\s+(?:\w+\s+)?(?:pinned|locked|held|fixed|frozen|kept)\s+"
                        r"(?:to|at|on)\s+$", re.I)


def _canonical(name: str) -> str:
    """One thing's name as `_versions` gives it, lower case ("PyTorch" and "torch" are torch)."""
    return _ALIASES.get(name.lower(), name.lower())


def _versions(s: str) -> list[tuple[str, str, int]]:
    """(what is versioned, version, where) of each version written after a word ("firmware: 3.4.0", a
    package's "leaflet@1.9.4" too), or
    after "version" that word pins ("Scanner firmware is pinned to version 3.2.1")."""
    out = []
    for m in _VERSION.finditer(s):
        what = m.group("what").lower()
        if what in _NOT_VERSIONED:
            pinned = _PINNED_TO.search(s[max(0, m.start() - 60):m.end("what") + 1]) \
                if s[m.end("what"):m.start("v")].strip().lower() == "version" else None
            if pinned is None:
                continue
            what = pinned.group("what").lower()
        out.append((_canonical(what), m.group("v"), m.start("v")))
    return out


_LISTED = re.compile(r"\s*[\w .-]{1,30}:\s*\S.{0,40}")  # a listing's line: "  firmware: 3.4.0 (42)"


def _same(a: str, b: str) -> bool:
    """One version written fully or in part ("5.3" of "5.3.2")."""
    return a == b or a.startswith(b + ".") or b.startswith(a + ".")


def _pinned(older: str) -> tuple[str, str, set[str]] | None:
    """What a short statement versions, the one version it gives, and its other words' roots; None for a
    statement that gives none, or several, or denies one."""
    if len(older) > VERSION_STATEMENT or frames.NEGATED.search(older):
        return None
    given = _versions(older)
    if len(given) != 1:
        return None
    what, old, at = given[0]
    return what, old, frames.word_roots(older[:at].replace(what, " ")) | frames.word_roots(older[at + len(old):])


def other_version(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's version, the note's) when the note gives what the statement versions another
    version; None otherwise."""
    pinned = _pinned(older)
    if pinned is None:
        return None
    what, old, about = pinned
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
        # ("Rolled R1-R4 to firmware 3.4.1 …. All four robots back online."), and so may a listing's line
        # ("fleet-report output: … firmware: 3.4.0 (42)")
        logged = (frames.narrative(sentence) or _LISTED.fullmatch(sentence) is not None) \
            and len(newer) <= frames.SHORT_NOTE
        if (about & frames.word_roots(sentence) or logged and about & frames.word_roots(newer)) \
                and not frames.kinds_apart(older, sentence) and not frames.other_kind(older, sentence) \
                and (logged or not frames.different_subjects(older, sentence)):
            return old, others.pop()
    return _unnamed_version(older, newer, old, about)


# A full version a note says something is on, with no word before it: "every modem in the fleet is on 3.6.0 now"
_ON_VERSION = re.compile(r"\b(?:on|to|at|runs|running)\s+v?(?P<v>\d+\.\d+\.\d+)(?![\w.]*\d)")
UNNAMED_SHARED = 2  # word roots of the statement a sentence giving a version with no name must say


def _unnamed_version(older: str, newer: str, old: str, about: set[str]) -> tuple[str, str] | None:
    """The one full version (three parts) a sentence of the note says the statement's thing is on, unnamed,
    in a sentence that says two of the statement's words; the statement's own version full too."""
    if old.count(".") < 2:
        return None
    for sentence in text.SENTENCE_BREAK.split(newer):
        found = {m.group("v") for m in _ON_VERSION.finditer(sentence)}
        if len(found) != 1 or _versions(sentence) or frames.tentative(sentence) \
                or len(about & frames.word_roots(sentence)) < UNNAMED_SHARED or frames.kinds_apart(older, sentence) \
                or frames.other_kind(older, sentence):
            continue
        new = found.pop()
        if not _same(new, old):
            return old, new
    return None


# A command that asks a tool its version, and the line it prints: "$ docker run … python --version" then
# "Python 3.12.2"; "node -v" then "v20.11.1"
_ASKS_VERSION = re.compile(r"^\s*(?:\$|#|>|PS>)?\s*(?P<cmd>(?:\S.*?\b)?(?P<tool>[A-Za-z][\w+.-]*?)\d*(?:\.\d+)?\s+"
                           r"(?:--version|-V|-v|version)\b.*)$", re.M)
_PRINTED = re.compile(r"^\s*(?:(?P<tool>[A-Za-z][\w+#-]*)\s+)?v?(?P<v>\d+\.\d+(?:\.\d+)*)\b", re.M)


def printed_version(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's version, the one a tool printed when asked) when the note runs the statement's tool
    with `--version` and the line after gives another version: what runs there, shown rather than said. The
    command must name where it ran in words of the statement ("grader-sandbox" for "The grading sandbox
    runs … on Python 3.10"), or the note must be about nothing else."""
    pinned = _pinned(older)
    if pinned is None:
        return None
    what, old, about = pinned
    lines = newer.splitlines()
    # a note of nothing but the commands and what they printed needs no word of the statement in its command
    only_asked = len(lines) <= 2 * len(_ASKS_VERSION.findall(newer)) + 2
    for i, line in enumerate(lines[:-1]):
        asked = _ASKS_VERSION.match(line)
        if asked is None or _canonical(asked.group("tool")) != what:
            continue
        printed = _PRINTED.match(lines[i + 1])
        if printed is None or printed.group("tool") and _canonical(printed.group("tool")) != what:
            continue
        where = frames.word_roots(re.sub(r"[-_/:.]+", " ", asked.group("cmd")))
        if not about & where and not only_asked:
            continue
        if not _same(printed.group("v"), old):
            return old, printed.group("v")
    return None
