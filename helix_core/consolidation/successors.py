"""A tool the note says went, and the one it names where the statement's work now goes, when the vocabulary
knows neither: "Pass prediction … is done with Orekit through its Python wrapper" / "dropped orekit-jpype and
the bundled JRE; AOS/LOS predictions are computed with Skyfield going forward".

`retired.replaced` ties a successor by the role the vocabulary gives both tools; a domain's own libraries and
vendors have none. Here the tie is the work: a sentence that says the statement's work (a word of what the
statement is about) is done with, by or through a capitalised name the statement never writes, and says it
as the way from now on ("going forward", "now", "instead", "from now on"), in a note that says the old tool
went (dropped, removed, pulled out, retired, replaced).
"""

from __future__ import annotations

import re

from . import frames, retired, text

MAX_STATEMENT = 300
# The old tool went: the cue must be one of a change, never a denial ("not Orekit")
_WENT = re.compile(r"\b(?:dropped|removed|pulled(?:\s+\w+)?\s+out|ripped(?:\s+\w+)?\s+out|retired|replaced|"
                   r"decommissioned|deleted|uninstalled|shut\s+down|sunset|got\s+rid\s+of|took\s+out)\b", re.I)
# The work done by a name: "computed with Skyfield", "translated by the Stedi EDI API", "runs on Acme Cloud"
_DONE_WITH = re.compile(r"\b(?:with|by|using|via|through|on|in)\s+(?:the\s+|a\s+|an\s+)?"
                        r"(?P<y>[A-Z][\w.+-]*[\w+](?:\s+[A-Z][\w.+-]*[\w+]){0,2})")
_FROM_NOW = re.compile(r"\b(?:going\s+forward|from\s+now\s+on|now|instead|henceforth|these\s+days|since\s+then|"
                       r"from\s+(?:this|next)\s+\w+)\b", re.I)
_WHEN = frozenset("january february march april may june july august september october november december monday "
                  "tuesday wednesday thursday friday saturday sunday".split())
# The work as it is done today: "waybills are translated by the Stedi EDI API"
_IS_DONE = re.compile(r"\b(?:is|are)\s+(?:now\s+)?\w+ed\s+(?:with|by|using|via|through)\s", re.I)
_NOT_TOOLS = frozenset("the a an we i our it this that api app json xml csv pdf http https ui ux ci cd pr mr".split())


def _subject_words(older: str, old: str) -> set[str]:
    """What the statement is about, its tool's name and its verbs aside."""
    return {text.term(w) for w in text.words(re.sub(re.escape(old), " ", older, flags=re.I))
            if w not in text.STOP and len(w) > 3} - {text.term(w) for w in ("done", "used", "uses", "through")}


def _went(v_key: str, newer: str) -> bool:
    """Whether a sentence of the note names the value (or a package of it: "orekit-jpype") and says it went."""
    pattern = rf"(?<![\w.-]){re.escape(v_key)}(?:[-_][a-z0-9]+)?(?![\w-])"
    return any(re.search(pattern, sentence, re.I) and _WENT.search(sentence) and not frames.tentative(sentence)
               for sentence in text.SENTENCE_BREAK.split(newer))


def handed_to(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's tool, the name the note's work is now done with), or None."""
    if len(older) > MAX_STATEMENT or frames.NEGATED.search(older):
        return None
    gone = [v for v in retired.values_of(older) if v.kind in ("name", "ident") and _went(v.key, newer)]
    if len(gone) != 1:
        return None
    old = gone[0]
    about = _subject_words(older, old.shown)
    for sentence in text.SENTENCE_BREAK.split(newer):
        if frames.tentative(sentence) or not _FROM_NOW.search(sentence) and not _IS_DONE.search(sentence):
            continue
        said = {text.term(w) for w in text.words(sentence)}
        if not about & said:
            continue
        for m in _DONE_WITH.finditer(sentence):
            new = m.group("y")
            first = new.split()[0].lower()
            if first in _NOT_TOOLS or first in text.STOP or new.lower() in older.lower() \
                    or old.key in new.lower() or first in _WHEN:
                continue
            return old.shown, new
    return None
