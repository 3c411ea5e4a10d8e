"""What a rule forbids, and a note that does it.

"Never mix PC and console players in ranked queues" / "… PC and PS5 players landed in the same ranked
match": the note repeats what the rule says never to do, saying no "not". That alone keeps a note from
agreeing with the rule (it may be a bug). When the note also calls it intended — "Works as intended,
closing ticket", "behaves as designed", "per our repo convention", a test that asserts it — the rule and
the note cannot both hold: "Bids can never be retracted once placed" / "bidder used the 'Withdraw bid'
button …; status=RETRACTED … Working as intended".

Left alone: the act refused ("Tried to retract bid #88: button disabled, 409 — works as intended"), the
act denied ("no patient name on the label, matches spec"), a plan or a question.
"""

from __future__ import annotations

import re

from . import frames, text

FORBIDDEN_SHARED = 2  # words of what a rule forbids that a note must repeat to be doing it
_FORBIDDEN_WORDS = 6  # words after "may not" that say what is forbidden
_INTENDED_WORDS = 10  # ... when a note calls the act intended: "be assigned to two proceedings that overlap"
_NONE_MAY = re.compile(r"\bno\s+(?P<what>(?:[\w-]+\s+){1,8}?)(?:may|can|shall|must|should)\s+(?:ever\s+)?"
                       r"(?P<do>[\w-]+(?:\s+[\w-]+){0,4})", re.I)
_RULE_CLAUSE = re.compile(r",\s+|;\s+|\s+(?:and|but)\s+", re.I)
# "never allowed to run …" forbids running: the words after the permission
_PERMITTED = re.compile(r"^\s*(?:be\s+)?(?:allowed|permitted|able)\s+to\s+", re.I)
# A note that calls what it saw intended: the behaviour is the rule now
_INTENDED = re.compile(
    r"\b(?:works?|working|behav(?:es|ing|ed)|functions?)\s+as\s+(?:intended|designed|expected)\b|"
    r"\bas\s+designed\b|\bby\s+design\b|\bas\s+intended\b|\bexpected\s+behaviou?r\b|"
    r"\b(?:match(?:es|ing)?|per|according\s+to)\s+(?:the\s+|our\s+)?(?:current\s+)?(?:[\w-]+\s+){0,2}"
    r"(?:spec|specification|policy|convention|design|behaviou?r|rules?)\b|"
    r"\b(?:don't|doesn't|do\s+not|does\s+not)\s+need\s+(?:a|an|the)?\s*[\w-]+\s+(?:per|under|by)\b|"
    r"\btest\s+asserts?\b", re.I)
# The act refused or undone: the rule held
_REFUSED = re.compile(r"\b(?:can't|cannot|couldn't|could\s+not|blocked|rejected|denied|refused|read-only|disabled|"
                      r"prevented|forbidden|not\s+(?:allowed|permitted|possible)|greyed|grayed|stopped|4(?:01|03|09|22)|"
                      r"error\s+(?:shown|message)|fails?\s+validation|validation\s+error)\b", re.I)
_RULE_WORD = re.compile(r"\b(?:never|must|may|can|cannot|can't|allowed|permitted|shall)\b", re.I)
_PLANNED = re.compile(r"\?|\b(?:should|proposal|propose|let's|maybe|todo|to-do|plan(?:ned|ning)?\s+to|"
                      r"going\s+to|will\s+be)\b", re.I)


def forbidden_acts(rule: str, words: int = _FORBIDDEN_WORDS) -> list[str]:
    """The words of each thing the rule says never to do."""
    # each clause on its own: "… are always free to read and never count against the meter" forbids counting
    clauses = [rule, *_RULE_CLAUSE.split(rule)]
    acts = [m.group("nt") for clause in clauses for m in frames.POLARITY.finditer(clause) if m.group("neg")]
    # "A student may not join the waitlist for a course …": what follows "may not", "cannot", …
    acts += [" ".join(_PERMITTED.sub("", clause[m.end():]).split()[:words]) for clause in clauses
             for m in frames.PROHIBITION.finditer(clause)]
    # "No part of a card number may ever appear in our logs"
    acts += [m.group("what") + " " + m.group("do") for clause in clauses for m in _NONE_MAY.finditer(clause)]
    return acts


def does_what_is_forbidden(rule: str, note: str) -> bool:
    """The note, saying no "not", repeats what the rule says never to do."""
    terms = text.content_terms(note.replace("_", " "))
    return any(len(text.content_terms(words) & terms) >= FORBIDDEN_SHARED for words in forbidden_acts(rule))


def done_as_intended(rule: str, note: str) -> str | None:
    """What the rule forbids, when a sentence of the note does it — a word of the act, and two of the act
    and the rule's subject, one of them the subject's or the act's verb ("Bids can never be retracted" /
    "bid_history shows status=RETRACTED") — refusing and denying nothing, and the note calls it intended."""
    if not _INTENDED.search(note) or _PLANNED.search(note) or _REFUSED.search(note):
        return None
    negation = frames.NEGATED.search(rule)
    if negation is None or not _RULE_WORD.search(rule):
        return None  # "VAT is rounded per line, not per basket" describes; it forbids nothing
    subject = rule[:negation.start()]
    # "Direct pushes to main are not allowed.": the subject is the act
    acts = [a for a in forbidden_acts(rule, words=_INTENDED_WORDS) if text.content_terms(a)] or [subject]
    subject_terms = text.content_terms(subject)
    for sentence in text.SENTENCE_BREAK.split(_INTENDED.sub(" ", note)):
        if frames.NEGATED.search(sentence):
            continue
        terms = text.content_terms(sentence.replace("_", " "))
        for act in acts:
            done = text.content_terms(act)
            verb = next((t for w in act.split() if (t := text.term(w)) in done), None)
            if done & terms and len((done | subject_terms) & terms) >= FORBIDDEN_SHARED \
                    and (subject_terms & terms or verb in terms):
                return " ".join(act.split())
    return None
