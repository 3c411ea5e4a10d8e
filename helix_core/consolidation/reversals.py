"""A rule a later note says changed: "We never allow stock below zero" / "the ledger accepts negative
on-hand quantities now"; "Every route must be approved by a dispatcher" / "From now on routes go
straight to drivers".

The older text is a rule: a ban (never, no one, not allowed) or a demand (must, always, every …
required). A short sentence of the note tells a change of policy ("now", "from now on", "going
forward", "policy change", "no longer") and speaks of the rule's own matter (two of its word roots);
for a ban it says the thing is done, with no negation in that clause; for a demand it says the demand
is relaxed ("only", "don't need", "skipping", "straight to", "are fine", "auto-approved").
"""

from __future__ import annotations

import re

from . import frames, text

BAN = re.compile(r"\b(?:never|nobody|no\s+one|not\s+allowed|must\s+not|mustn't|cannot|can't|may\s+not|"
                  r"don't|do\s+not|forbidden|prohibited)\b", re.I)
_DEMAND = re.compile(r"\b(?:always|must|has\s+to|have\s+to|required|requires?|mandatory|needs?\s+to)\b", re.I)
POLICY_CHANGE = re.compile(r"(?<![.\w])now\b|\bfrom\s+(?:now|here|today)\s+on\b|\bgoing\s+forward\b|\bany\s?more\b|"
                            r"\bno\s+longer\b|\bpolicy\s+change\b|\bper\s+the\s+new\b|\bnew\s+(?:policy|rule|regs?)\b|"
                            r"\bfrom\s+this\s+(?:release|sprint|quarter|month|week)\b|\bstarting\s+(?:today|this|next)\b",
                            re.I)
_RELAXED = re.compile(r"\bonly\b|\b(?:don't|doesn't|do\s+not|does\s+not|no\s+longer)\s+(?:need|require|have\s+to)\b|"
                      r"\b(?:isn't|aren't|is\s+not|are\s+not|no\s+longer)\s+(?:required|needed|necessary|mandatory)\b|"
                      r"\boptional\b|\bskip(?:s|ped|ping)?\b|\bstraight\s+(?:to|away|through)\b|\b(?:is|are)\s+fine\b|"
                      r"\bauto-?(?:approved|merged|published|closed)\b|\bwithout\s+(?:a|an|any|the)\b|\bno\s+\w+\s+"
                      r"(?:needed|required|step)\b", re.I)
_PARTS = re.compile(r"[;:—–]\s*|,\s+|\s+(?:so|because|but|since|as|while|before|until|unless)\s+", re.I)
_RULE_WORDS = frozenset(w[:5] for w in "never always must every allow allowed required require mandatory policy "
                        "rule nobody anyone everyone before after only".split())
MIN_SHARED = 2  # word roots of the rule the note's sentence must say


def reversed_rule(older: str, newer: str) -> str | None:
    """The older rule and a short sentence of the note that tells it changed, or None."""
    ban, demand = BAN.search(older), _DEMAND.search(older)
    if not ban and not demand or len(older) > frames.SHORT_NOTE:
        return None
    rule = frames.word_roots(older) - _RULE_WORDS
    word = ban or demand
    first = min(m.start() for m in (ban, demand) if m)
    said_of = frames.word_roots(older[:first]) - _RULE_WORDS  # "Video visits are never recorded": of video visits
    action = frames.word_roots(re.split(r"[;:]", older[word.end():])[0]) - _RULE_WORDS  # … what is never done or always
    for sentence in text.SENTENCE_BREAK.split(newer):
        if len(sentence) > frames.SHORT_NOTE or frames.tentative(sentence) or not POLICY_CHANGE.search(sentence) \
                or frames.other_kind(older, sentence):
            continue
        roots = frames.word_roots(sentence)
        shared = rule & roots
        if len(shared) < MIN_SHARED or said_of and not said_of & roots:
            continue
        if ban:
            # the part of the sentence that says the rule's matter, said with no negation: done now
            part = max(_PARTS.split(sentence), key=lambda p: len(rule & frames.word_roots(p)))
            if action & frames.word_roots(part) and not frames.NEGATED.search(part) and not BAN.search(part):
                return f"no longer banned: {', '.join(sorted(shared)[:3])}"
        elif _RELAXED.search(sentence) and not _DEMAND.search(_RELAXED.sub(" ", sentence)):
            return f"no longer demanded: {', '.join(sorted(shared)[:3])}"
    return None


# A step a person takes: by hand, a sign-off, an approval, a review, a co-signature, a person named by role
_HUMAN_STEP = re.compile(r"\b(?:manual(?:ly)?|by\s+hand|human|sign(?:s|ed)?[- ]?off|approv(?:al|ed|es|e)|"
                         r"co-?sign\w*|review(?:ed|er)?|keyed\s+in|triggered\s+by|by\s+(?:the|a|an)\s+[a-z]+\s+"
                         r"(?:team|lead|supervisor|manager|admin|officer|reviewer|desk))\b", re.I)
# … said done with no person: "created automatically", "on its own", "no finance approval step involved",
# "treasury isn't in the loop", "straight to FINAL status", "without anyone triggering it"
_UNATTENDED = re.compile(r"\bautomatic(?:ally)?\b|\bauto-[a-z]+|\bon\s+(?:its|their)\s+own\b|\bwithout\s+(?:anyone|"
                         r"any(?:body)?\s+\w+ing|a\s+human|human)\b|\bno\s+(?:[\w-]+\s+){0,2}(?:approval|sign-?off|"
                         r"review|co-?sign\w*|human|manual)\s*(?:step|needed|required|involved|attached)?\b|"
                         r"\b(?:isn't|is\s+not|aren't|are\s+not|not|nobody|no\s+one)\s+(?:\w+\s+)?in\s+the\s+loop\b|"
                         r"\bno\s+[\w-]+\s+in\s+the\s+loop\b|\bstraight\s+to\b|\b(?:isn't|aren't|is\s+not|are\s+not|"
                         r"no\s+longer)\s+(?:required|needed)\b|\b(?:don't|doesn't|never)\s+(?:enter|review|approve|"
                         r"sign|touch|check)\b", re.I)
_STILL = re.compile(r"\bstill\b|\bas\s+before\b|\bunchanged\b", re.I)
_ABOVE = re.compile(r"\b(?:over|above|more\s+than|at\s+least|exceeding)\s+[$€£]?\d", re.I)
_BELOW = re.compile(r"\b(?:under|below|less\s+than|up\s+to|at\s+most)\s+[$€£]?\d", re.I)
_STEP_WORDS = frozenset(w[:5] for w in "manual manually hand human sign signs signed signoff off approval approved "
                        "approve approves review reviewed reviewer cosign keyed triggered team lead supervisor "
                        "manager admin officer desk".split())
SAME_MATTER = 3  # word roots of the rule's matter that make two kinds of it one
UNATTENDED_NOTE = 320  # characters: a note this short speaks of one thing


def unattended(older: str, newer: str) -> tuple[str, bool] | None:
    """(what the rule and the note share, whether the note says it changed) when the older rule has a
    person take a step ("Decommissioning a device always requires manual approval from an ops lead") and
    the note has it done with none ("Decommission job … retires any controller offline >30 days
    automatically, no approval step"); None otherwise. A threshold on one side and the other side's
    values below it are two cases of one rule, not a contradiction."""
    if len(older) > frames.SHORT_NOTE or len(newer) > UNATTENDED_NOTE or not _HUMAN_STEP.search(older) \
            or not (BAN.search(older) or _DEMAND.search(older) or re.search(r"\b(?:only|every|each)\b", older, re.I)):
        return None
    if not _UNATTENDED.search(newer) or _STILL.search(newer) or frames.tentative(newer) \
            or _ABOVE.search(older) and _BELOW.search(newer):
        return None
    matter = frames.word_roots(older) - _RULE_WORDS - _STEP_WORDS
    shared = matter & frames.word_roots(newer)
    if len(shared) < MIN_SHARED or frames.other_kind(older, newer) and len(shared) < SAME_MATTER:
        return None  # "IMDG container entries" for "Dangerous-goods container entries": three words of it say one
    return ", ".join(sorted(shared)[:3]), POLICY_CHANGE.search(newer) is not None
