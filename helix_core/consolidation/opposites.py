"""A rule and a note that does the opposite of what it demands, or what it bans, in other words:
"Sandbox purchases must always be excluded from the revenue dashboards" / "Finance wants sandbox
transactions counted in the dashboards"; "Telemetry frames that fail the CRC check are always
discarded" / "stop throwing away CRC-failed frames, they are written to the quarantine partition";
"Patient records are never purged" / "The cleanup job hard-deletes records of deceased patients".

Actions come in kinds (leaving out, counting in, throwing away, keeping, erasing for good, blocking,
letting through); a demanded kind meets its opposite kind, a banned kind meets itself. The note's
sentence must speak of the rule's matter (two of its word roots, one of them of what the rule is said
of) and say the act with no negation; "stop …ing" an act says its opposite.
"""

from __future__ import annotations

import re

from . import frames, reversals, text

# The kinds of act a rule may demand or ban, each by its words
_KINDS: dict[str, str] = {
    "leave_out": r"exclud\w*|left\s+out|leav\w*\s+out|filter\w*\s+out|omit\w*|hid(?:e|es|den|ing)",
    "count_in": r"includ\w*|count(?:s|ed|ing)?(?:\s+in)?|plott\w*|plots?|shown|show(?:s|ing)?|display\w*|listed|"
                r"(?:remov|dropp|disabl|delet)\w*\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:filter|exclusion)s?",
    "throw_away": r"discard\w*|thr(?:ow|own|owing|ew)\s+away|dropp(?:ed|ing)|tossed",
    "keep": r"kept|keep(?:s|ing)?|retain\w*|stor(?:e|ed|es|ing)|archiv\w*|written\s+to|writ(?:e|es|ing)\s+(?:them\s+|it\s+)?to|"
            r"persist\w*|saved?",
    "erase": r"purg\w*|hard[- ]delet\w*|permanently\s+(?:delet|eras|remov)\w*|eras(?:e|ed|es|ing)|wip(?:e|ed|es|ing)|"
             r"DELETE\s+FROM|real\s+DELETEs?",
    "block": r"block\w*|reject\w*|refus\w*|den(?:y|ies|ied)",
    "let_through": r"allow\w*|accept\w*|let\s+through|releas\w*|permit\w*|approv\w*\s+anyway|went\s+through",
}
_OPPOSITE = {"leave_out": "count_in", "count_in": "leave_out", "throw_away": "keep", "keep": "throw_away",
             "erase": "keep", "block": "let_through", "let_through": "block"}
_KIND_AT = {kind: re.compile(rf"\b(?:{words})\b", re.I) for kind, words in _KINDS.items()}
_STOPPED = re.compile(r"\b(?:stop(?:s|ped|ping)?|quit|no\s+longer|ceas\w+)\s+(?P<act>\w+(?:\s+\w+)?)", re.I)

_DEMAND = re.compile(r"\b(?:always|must|has\s+to|have\s+to|are\s+required\s+to|is\s+required\s+to)\b", re.I)
_BAN = re.compile(r"\b(?:never|must\s+not|mustn't|may\s+not|cannot|can't|not\s+allowed\s+to)\b", re.I)
# what a rule is about but no part of its matter: its own words and those of its acts
_RULE_ROOTS = frozenset(w[:5] for w in "always never must every required allowed rule policy before after only "
                        "first".split())
_CONDITION = re.compile(r"\b(?:without|unless|until|except|before|after|once|when|if)\b", re.I)
MIN_SHARED = 2
MAX_SENTENCE = 400  # characters: a longer "sentence" is a dump, not one act


_PATH = re.compile(r"\S*/\S*")


def _kinds(s: str) -> set[str]:
    """The kinds of act a text says; a folder's name is none ("Saved/" saves nothing)."""
    s = _PATH.sub(" ", s)
    return {kind for kind, at in _KIND_AT.items() if at.search(s)}


def _rule(older: str) -> tuple[str, str, set[str], set[str]] | None:
    """("demand" or "ban", the act's kind, the roots of the rule's matter, the roots of what it is said of)."""
    if len(older) > frames.SHORT_NOTE:
        return None
    word = _BAN.search(older) or _DEMAND.search(older)
    if word is None:
        return None
    mode = "ban" if _BAN.match(word.group(0)) else "demand"
    after = re.split(r"[;:]|\band\b|\bbut\b", older[word.end():])[0]
    if _CONDITION.search(after):
        return None  # "never released without a second sign-off": the act alone breaks nothing
    kinds = _kinds(after)
    if kinds == {"block", "let_through"} and _KIND_AT["block"].search(after).start() \
            < _KIND_AT["let_through"].search(after).start():  # type: ignore[union-attr]
        kinds = {"block"}  # "blocks release of …": what it blocks is the letting through
    if len(kinds) != 1:
        return None  # no act of a known kind, or two ("kept and never shown") that say different things
    act_words = {r for m in _KIND_AT[next(iter(kinds))].finditer(after) for r in frames.word_roots(m.group(0))}
    matter = frames.word_roots(older) - _RULE_ROOTS - act_words
    said_of = frames.word_roots(older[:word.start()]) - _RULE_ROOTS
    return mode, next(iter(kinds)), matter, said_of


def _acts(part: str) -> set[str]:
    """The kinds of act a clause says done: "stop throwing away X" says X is kept; a negated act is none."""
    stopped = _STOPPED.search(part)
    if stopped:
        return {_OPPOSITE[k] for k in _kinds(stopped.group("act"))}
    if frames.NEGATED.search(part) or reversals.BAN.search(part):
        return set()
    return _kinds(part)


_UNDONE = re.compile(r"\b(?:removed|disabled|dropped|turned\s+off)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:filter|exclusion|check)s?\b",
                     re.I)
def _before(s: str) -> dict[str, str]:
    """Each word's root and the word said right before it ("test orders": {"order": "test"})."""
    words = [w for w in text.words(s) if w not in text.STOP]
    return {r: words[k - 1] for k in range(1, len(words)) for r in frames.word_roots(words[k])}


def _other_modifier(older: str, sentence: str) -> bool:
    """The rule's thing with another word before it, each unknown to the other text ("Test orders" /
    "Refunded orders"): another kind of the thing."""
    head = text.words(re.split(_DEMAND.pattern + "|" + _BAN.pattern, older, maxsplit=1, flags=re.I)[0])
    if len(head) < 2:
        return False
    old_roots, new_roots = frames.word_roots(older), frames.word_roots(sentence)
    said = _before(sentence)
    for root in frames.word_roots(head[-1]):
        other = said.get(root)
        if other and other != head[-2] and not frames.word_roots(other) & old_roots \
                and not frames.word_roots(head[-2]) & new_roots:
            return True
    return False


_CLAUSES = re.compile(r"[;:]\s*|,\s+|\s+(?:so|because|but|since|while|and|then)\s+", re.I)


def opposite_done(older: str, newer: str) -> tuple[str, bool] | None:
    """The rule, the note's sentence that does its opposite (or what it bans), and whether the note tells
    a change; None when no sentence does."""
    rule = _rule(older)
    if rule is None:
        return None
    mode, kind, matter, said_of = rule
    wanted = kind if mode == "ban" else _OPPOSITE[kind]
    for sentence in text.SENTENCE_BREAK.split(newer):
        if len(sentence) > MAX_SENTENCE or frames.HEDGE.search(sentence) or text.QUESTION.search(sentence) \
                or frames.other_kind(older, sentence) or _other_modifier(older, sentence):
            continue
        roots = frames.word_roots(sentence)
        shared = matter & roots
        if len(shared) < MIN_SHARED or said_of and not said_of & roots:
            continue
        if any(wanted in _acts(part) for part in _CLAUSES.split(sentence)):
            told = bool(text.CHANGE.search(newer) or reversals.POLICY_CHANGE.search(newer)
                        or _STOPPED.search(sentence) or _UNDONE.search(sentence))
            return f"{'done' if mode == 'ban' else 'the opposite done'}: {', '.join(sorted(shared)[:3])}", told
    return None
