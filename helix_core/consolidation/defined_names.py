"""Another written name the note defines as the statement's thing.

"Completed trips are stored in the driver_trips table" / "SELECT * FROM journey_log … -- journey_log is where
finished trips are kept"; "The service that generates monthly invoices is called invoicer" / "Restarted
ledger-invoices in staging; that's the deployment that builds the monthly invoices". Notes say what a name
is in passing: an apposition ("parking_transactions, the table that holds every parking payment"), an aside
in brackets ("otlink-ingest (the service that pulls from the RTU poller …)"), "X is where …", or a sentence
after it ("That's the channel the on-call person actually watches"). When that definition speaks of the
statement's thing (two of its words, one of them not a kind word) and the statement's own name is nowhere in
the note, the note names the thing otherwise.
"""

from __future__ import annotations

import re

from . import phrases, text

MAX_STATEMENT = 300
MIN_SHARED = 2
# Words that say what kind of named thing a name is
_KINDS = frozenset(phrases.stem(w) for w in """
table tables column field queue queues topic topics channel service services microservice svc deployment job jobs
dag flag binary cli tool package role bucket workflow rotation schedule list index stream worker api app team
""".split())
_WRITTEN = r"[`'\"]?(?P<n>#?[A-Za-z][\w.@-]*[_.@-][\w.@-]*[A-Za-z0-9]|#\w[\w-]+)[`'\"]?"
# "journey_log, the table that …", "gatekeeper, the service that …", "docforge, our B/L generator service"
_APPOSED = re.compile(_WRITTEN + r"\s*,\s*(?:which\s+is\s+|that'?s\s+|that\s+is\s+|it'?s\s+)?(?P<d>(?:the|our)\s+[^,.;)]{4,90})")
# "otlink-ingest (the service that pulls …)", "carrier-hub pods (that's what calls UPS/FedEx for us)"
_ASIDE = re.compile(_WRITTEN + r"(?:\s+[\w-]+){0,2}\s*\((?P<d>(?:the|our|that'?s|that\s+is|which\s+is|it'?s)\s+[^()]{4,120})\)")
# "journey_log is where finished trips are kept", "`rpp_districts`, that's where the permit zone polygons are kept"
_IS_WHERE = re.compile(_WRITTEN + r"\s*,?\s+(?:is|that'?s|which\s+is)\s+(?P<d>(?:where|what|the\s+(?:one|only|table|queue|"
                       r"service|channel|job|flag|role|deployment|workflow|package|rotation|list)\b)[^.;]{4,120})")
# "… to #civic-ops-pager. That's the channel the on-call person actually watches."
_NEXT = re.compile(r"^\s*(?:that'?s|that\s+is|it'?s|this\s+is|which\s+is)\s+(?P<d>(?:the|our|what|where)\b[^.;]{4,120})",
                   re.I)
_STATED_NAME = re.compile(_WRITTEN)
_CALLED = re.compile(r"\b(?:called|named|as)\s+[`'\"]?(?P<n>[a-z][a-z0-9]{2,})[`'\"]?\s*[.;]?\s*$")


def _terms(s: str) -> set[str]:
    return {phrases.stem(w) for w in text.words(re.sub(r"[-_/]", " ", s)) if w not in text.STOP and len(w) > 2}


# "the payments table": a plain word named by the kind after it
_KIND_NAMED = re.compile(r"\bthe\s+[`'\"]?(?P<n>[a-z][a-z0-9]{2,})[`'\"]?\s+(?:table|queue|topic|bucket|channel)\b")


def _statement_name(older: str) -> str | None:
    """The one written name a statement gives (with separators, in backticks, after "called", or before the
    kind it names: "the payments table"); a capitalised compound ("On-call …") is a word."""
    names = {m.group("n") for m in _STATED_NAME.finditer(older) if not re.fullmatch(r"[A-Z][a-z]+-[a-z]+", m.group("n"))}
    names |= {m.group("n") for m in (_CALLED.search(older), _KIND_NAMED.search(older)) if m is not None}
    return names.pop() if len(names) == 1 else None


def _definitions(note: str) -> list[tuple[str, str]]:
    """(name, what the note says it is) for each name the note defines."""
    out = [(m.group("n"), m.group("d")) for pattern in (_APPOSED, _ASIDE, _IS_WHERE) for m in pattern.finditer(note)]
    sentences = re.split(r"(?<=[.;!?])\s+", note)
    for before, sentence in zip(sentences, sentences[1:], strict=False):
        follow = _NEXT.match(sentence)
        named = [m.group("n") for m in _STATED_NAME.finditer(before)]
        if follow is not None and named:  # what the sentence before acted on: its first name
            out.append((named[0], follow.group("d")))
    return out


_HEAD_END = re.compile(r"\s(?:that|which|who|whose|where|for|of|in|on|with|to|from|behind|gating|we|you|i)\b|[,(]", re.I)


def _head(definition: str) -> str | None:
    """What a definition says the name is: the last word of its noun phrase ("service" in "our B/L generator
    service"); None for "where …" and "what …", which say what it does."""
    if re.match(r"\s*(?:that'?s\s+|that\s+is\s+|which\s+is\s+|it'?s\s+)?(?:where|what)\b", definition, re.I):
        return None
    phrase = _HEAD_END.split(definition, maxsplit=1)[0]
    words = [phrases.stem(w) for w in text.words(phrase) if w not in text.STOP]
    # "the bucket campaign covers are written to": a kind word first names it
    return next((w for w in words[:3] if w in _KINDS), words[-1] if words else None)


def defined_otherwise(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's name, the note's) when the note defines another name as the statement's thing."""
    if len(older) > MAX_STATEMENT:
        return None
    name = _statement_name(older)
    if name is None:
        return None
    bare = name.strip("`'\"").lower()
    if text.stands_in(bare.lstrip("#"), newer):
        return None  # the statement's name still stands
    at = older.rfind(name)  # the name's last place: "permit zones are stored in the `zones` table" keeps "zones"
    described = _terms(older[:at] + " " + older[at + len(name):])
    for new, definition in _definitions(newer):
        if new.lower() == bare or new.lower() in older.lower() or new.isupper():
            continue  # "CURRENT_DATE" is SQL's
        head = _head(definition)
        if head is not None and head not in _KINDS and head not in described:
            continue  # "historian-writer (the only consumer of the raw RTU readings topic)" is a consumer
        shared = described & _terms(definition)
        if len(shared) >= MIN_SHARED and shared - _KINDS:
            return name.strip("`'\""), new
    return None
