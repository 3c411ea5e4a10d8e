"""Recall's update tell: of two recalled statements that give different values for the thing a
query asks about, the newer one is what holds now, so it is read first.

Consolidation turns such pairs into SUPERSEDE proposals or flags (helix_core.disputes then orders
them), but an agent asks long before a person reviews, and a long note states many things at once.
So recall looks, in each hit, at the sentence that answers the query (the one sharing the most of
its words) and compares those sentences pairwise: when a newer hit's sentence is about the same
thing as an older hit's (two or more of the query's words in both), carries a different value (a
number, a date, a version) and says that something changed ("now", "increased to", "shifted",
"recently extended…"), repeats the older sentence with only the value swapped, or shares three or
more of the query's words with it (a later statement of the same thing is the later value), the newer hit
moves just above the older one and the older hit names it in `newer`. Without a new number, a
newer sentence updates the older when it announces a change and names something the older did not
("we switched the reporting charts to Plotly"), or withdraws what the older named ("I no longer
deploy the docs with Netlify"). Nothing leaves the results, and hits that are not such a pair keep
their order.

A newer statement can rank far below the older one it updates (it mentions the thing in passing:
"how can I use the fact that I secured 5 interviews…" against "I only secured 3 interviews for
executive producer roles…"). So for the best few hits (as retrieval ranked them, before any update
moved), the measure their answering sentence gives for a word of the query ("3 interviews", "my
April 20 deadline") is looked up among newer memories (when `newer_first` is given `mentions`): the
newest that gives the same measure another number, in a sentence sharing another word of the query
(a hyphenated word counts by its parts too: "peer-reviewed" shares "peer review"), comes in just
above the older hit (the last hit makes room).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from .consolidation import text
from .consolidation.frames import same_frame, subject
from .types import Hit, Memory

_RETRACT = re.compile(r"\b(?:no longer|not any ?more|stopped|retired|dropped|replaced|instead of|moved away from|"
                      r"got rid of|gave up)\b", re.I)
_WORD = re.compile(r"[\w][\w./-]*[\w]|\w")
_WRITTEN_NAME = re.compile(r"[a-z0-9]+(?:[-./_][a-z0-9]+)+")
_VALUE = re.compile(r"\d[\d,.:/-]*%?")
_CHANGE = re.compile(
    r"(?<![.\w])now(?![\w(])|\b(?:currently|recently|lately|latest|updated?|changed|increased|decreased|"
    r"extended|shortened|shifted|moved|switched|raised|lowered|reduced|improved|bumped|grown|grew|dropped|"
    r"rose|risen|climbed|revised|postponed|rescheduled|pushed back|brought forward|upgraded|downgraded|"
    r"no longer|instead|as of|anymore|went up|gone up|went down|gone down|decided|agreed|settled on|adopted|retired|replaced|replacing|migrated|these days|over to|"
    r"from (?:this|next) (?:week|month|sprint|quarter))\b", re.I)
# Question words carry no subject: "how many hours have I spent" is about hours, not "how".
_QUESTION = frozenset({"many", "much", "long", "often", "current", "currently", "now", "latest", "total",
                       "number", "amount", "tell", "know", "remind"})
_ACTORS = frozenset({"i", "we", "you", "me", "us", "they", "he", "she", "it", "them"})
_SUBORDINATE_START = re.compile(r"\s*(?:since|because|as|when|whenever|after|before|once|although|though|while|"
                                r"if|unless|until|given that|now that)\b", re.I)
_OWNERS = frozenset({"my", "our", "your"})
MIN_SHARED = 2  # query words both sentences must share to be about the same thing
SAME_THING = 3  # query words shared that make a later value an update even unannounced ("a later date")
MAX_SUBJECT = 5  # words in a subject short enough to tell two things apart by it


@dataclass(frozen=True)
class _Focus:
    sentence: str
    terms: frozenset[str]
    values: frozenset[str]
    names: frozenset[str]
    announces: bool


def _terms(sentence: str) -> frozenset[str]:
    """Content terms, a hyphenated word also by its parts: "peer-reviewed draft" shares "peer" and
    "review" with "the extra peer review feedback"."""
    terms = text.content_terms(sentence)
    parts = {text.stem(p) for t in terms if "-" in t for p in t.split("-")
             if len(p) > 1 and p not in text.STOP}
    return frozenset(terms | parts)


def _query_terms(query: str) -> frozenset[str]:
    return frozenset(t for t in _terms(query) if t not in _QUESTION and not t[0].isdigit())


def _focus(content: str, query_terms: frozenset[str]) -> _Focus | None:
    """The sentence of `content` that answers the query: most query words, and a value in it."""
    best: _Focus | None = None
    for sentence in text.SENTENCE_BREAK.split(content):
        values = frozenset(v.rstrip(".,:/-") for v in _VALUE.findall(sentence))
        names = _names(sentence)
        if not values and not names:
            continue
        terms = _terms(sentence) & query_terms
        if len(terms) < MIN_SHARED or (best is not None and len(terms) <= len(best.terms)):
            continue
        best = _Focus(sentence, terms, values, names, bool(_CHANGE.search(sentence)))
    return best


def _names(sentence: str) -> frozenset[str]:
    """What a sentence names as a value: capitalised words past its first (FastAPI, Zustand,
    GitHub Actions) and written names (app-avatars, config/app.yaml)."""
    words = _WORD.findall(sentence)
    return frozenset(w.lower() for k, w in enumerate(words)
                     if (k > 0 and w[0].isupper() and w.lower() not in _ACTORS) or _WRITTEN_NAME.fullmatch(w))


def _updates(older: _Focus, newer: _Focus) -> bool:
    if len(older.terms & newer.terms) < MIN_SHARED:
        return False
    if newer.values <= older.values:
        # no new number: a newer sentence that announces a change and names what the older did not,
        # or withdraws what it named ("I no longer use Postman for …")
        named = newer.announces and bool(newer.names - older.names)
        withdrawn = bool(_RETRACT.search(newer.sentence)) and bool(newer.names & older.names)
        return (named or withdrawn) and not _named_apart(older.sentence, newer.sentence)
    if not (newer.announces or len(older.terms & newer.terms) >= SAME_THING
            or same_frame(older.sentence, newer.sentence) is not None):
        return False
    return not _named_apart(older.sentence, newer.sentence)


def _named_apart(older: str, newer: str) -> bool:
    """Both sentences open on a short subject ("The billing service timeout", "The search service
    timeout") and each names something the other does not: two things, not one thing updated. A
    longer opening is narration ("Heads up, the first sprint deadline has shifted…") and says
    nothing either way, and so does one that opens on a person or a number ("I budgeted 40 hours
    for…", "They say the app requires…": what it is about comes after) or on a clause of its own
    ("Since the design team moved…, our weekly sync…": the subject is after the comma)."""
    if _SUBORDINATE_START.match(older) or _SUBORDINATE_START.match(newer):
        return False
    a, b = subject(older) - _OWNERS, subject(newer) - _OWNERS
    if not a or not b or len(a) > MAX_SUBJECT or len(b) > MAX_SUBJECT:
        return False
    if any(w in _ACTORS or w[0].isdigit() for w in a | b):
        return False
    return not (a <= b or b <= a)


Mentions = Callable[[str, Memory], Sequence[Memory]]


def newer_first(query: str, hits: list[Hit], mentions: Mentions | None = None) -> list[Hit]:
    """`hits` with each update moved just above the older statement it updates, and, given
    `mentions`, a newer statement pulled in from below the cut (see module doc)."""
    terms = _query_terms(query)
    if not hits or len(terms) < MIN_SHARED:
        return hits
    focus = {h.memory.id: _focus(h.memory.content, terms) for h in hits}
    order = list(hits)
    newer_of: dict[str, str] = {}
    for older in hits:
        old_focus = focus[older.memory.id]
        if old_focus is None:
            continue
        for newer in hits:
            new_focus = focus[newer.memory.id]
            if new_focus is None or newer.memory.valid_from <= older.memory.valid_from:
                continue
            if not _updates(old_focus, new_focus):
                continue
            newer_of.setdefault(older.memory.id, newer.memory.id)
            move_above(order, newer.memory.id, older.memory.id)
    order = [replace(h, newer=h.newer or newer_of.get(h.memory.id)) for h in order]
    return order if mentions is None else _pull_newer(order, hits[:PULL_FROM], terms, focus, mentions)


def move_above(order: list[Hit], newer_id: str, older_id: str) -> None:
    """Move the hit `newer_id` just above `older_id` when it ranks below it."""
    ids = [h.memory.id for h in order]
    old_at, new_at = ids.index(older_id), ids.index(newer_id)
    if new_at > old_at:
        order.insert(old_at, order.pop(new_at))


# -- pulling in a newer statement from below the cut -----------------------------------------------

_MEASURE = re.compile(r"(?<![\w.,])(\d[\d,.]*)\s+(?:new\s+|more\s+|total\s+)?([a-z][a-z-]{2,})\b", re.I)
PULL_FROM = 3  # hits whose measures are looked up among newer memories


def _measures(sentence: str, query_terms: frozenset[str]) -> dict[str, tuple[str, set[str]]]:
    """The measures a sentence gives for words of the query: stemmed unit → (the unit as written,
    its numbers) ("secured 3 interviews" → {"interview": ("interviews", {"3"})}; "my April 20
    deadline" → {"deadlin": ("deadline", {"20"})})."""
    out: dict[str, tuple[str, set[str]]] = {}
    for num, unit in _MEASURE.findall(sentence):
        word = text.stem(unit.lower())
        if unit.lower() not in text.STOP and word in query_terms:
            out.setdefault(word, (unit.lower(), set()))[1].add(num.rstrip(".,"))
    return out


def _pull_newer(hits: list[Hit], best: list[Hit], terms: frozenset[str], focus: dict[str, _Focus | None],
                mentions: Mentions) -> list[Hit]:
    """`hits` with, above each of `best` (the most relevant few, as recall ranked them before any
    update moved), the newest later memory that gives a measure of it another number (see module
    doc); `mentions(word, older)` lists memories newer than `older` whose text has the word, newest
    first. The list keeps its length."""
    order = list(hits)
    for older in best:
        found = focus[older.memory.id]
        if found is None:
            continue
        for unit, (written, numbers) in _measures(found.sentence, terms).items():
            newer = _newest_other_value(unit, numbers, found.sentence, terms, mentions(written, older.memory))
            if newer is None:
                continue
            if newer.id in {h.memory.id for h in order}:
                move_above(order, newer.id, older.memory.id)
            else:
                at = [h.memory.id for h in order].index(older.memory.id)
                order.insert(at, Hit(memory=newer, score=older.score, components={"pulled": 1.0}))
                order.pop()
            order = [replace(h, newer=newer.id) if h.memory.id == older.memory.id else h for h in order]
            break
    return order


def _newest_other_value(unit: str, numbers: set[str], older: str, terms: frozenset[str],
                        candidates: Sequence[Memory]) -> Memory | None:
    """The first candidate with a sentence that gives `unit` a number the older sentence did not
    and shares another word of the query with it, about the same thing."""
    for memory in candidates:
        for sentence in text.SENTENCE_BREAK.split(memory.content):
            given = _measures(sentence, terms).get(unit)
            if given is None or given[1] <= numbers:
                continue
            shared = (_terms(sentence) & terms) - {unit}
            if shared and not _named_apart(older, sentence):
                return memory
    return None
