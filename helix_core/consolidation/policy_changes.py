"""A note that tells a rule of the statement changed: "Policy change: late submissions are allowed now" for
"Markwise never accepts submissions after the deadline", "We dropped the second-operator sign-off for
manual overrides" for "Manual overrides require sign-off from two operators".

Three things must hold. The statement is a rule: it forbids ("never", "not allowed", "must not") or
requires ("always", "must", "required", "every … requires"). The note tells a change ("change of plan",
"from now on", "going forward", "starting", "now", "anymore", "dropped", "lifted") and says the opposite
of the rule: a forbidding rule is met by a permission ("are allowed now", "we're OK shipping … on
Fridays", "accepts negative quantities now"), a requiring rule by a release ("no longer required",
"aren't required anymore", "dropped the sign-off", "now go straight onto the schedule"). And the note
speaks of the rule's thing: two of its words at least, a third of them when the rule says much. A note
that says the rule still holds ("still", "remains") or forbids in its turn is none of these.
"""

from __future__ import annotations

import re

from .. import claims
from . import figure_changes

_FORBIDS = re.compile(r"\b(?:never|not\s+(?:be\s+)?(?:allowed|permitted)|must\s+not|mustn't|may\s+not|cannot|can't|"
                      r"can\s+no\s+longer|forbidden|prohibited|banned|refuses?|non-[a-z]{4,}able|no\s+(?:longer\s+)?"
                      r"(?:[\w-]+\s+){0,2}(?:on|before|after|during|unless|without)\b)", re.I)
_REQUIRES = re.compile(r"\b(?:always|must|required?|requires|mandatory|need(?:s)?\s+to|has\s+to|have\s+to|only|"
                       r"every|all)\b", re.I)
_TOLD = re.compile(r"\b(?:change\s+of\s+(?:plan|rule|policy)|policy\s+change|from\s+now\s+on|going\s+forward|"
                   r"from\s+(?:the\s+)?next|starting|as\s+of|effective|anymore|any\s+more|no\s+longer|now|"
                   r"(?:dropp|scrapp|lift|relax|remov|stopp|end|retir|disabl|enabl)(?:ed|ing)(?!\s+by\b)|removes|signed\s+off|"
                   r"agreed|decided|revised|shipped|ships|took\s+effect|from\s+(?:this\s+)?release)\b",
                   re.I)
_PERMITS = re.compile(r"\b(?:allowed|permitted|fine|ok|okay|may|can|accepts?|lets?|enabled|optional|advisory|"
                      r"(?:is|are)\s+live|go(?:es)?\s+live|auto-\w+|lifted|on\s+by\s+default|"
                      r"no\s+longer\s+(?:ha(?:ve|s)\s+to|needs?\s+to|blocks?|prevents?|stops?)|"
                      r"gets?\s+(?:\w+\s+)?(?:rights?|access|permission))\b", re.I)
_RELEASES = re.compile(r"\b(?:no\s+longer|(?:not|n't)\s+(?:required|mandatory|needed|necessary)|anymore|any\s+more|"
                       r"(?:dropp|scrapp|remov|stopp|skipp)(?:ed|ing)(?!\s+by\b)|removes|optional|advisory|purged?|delet(?:ed|es)|"
                       r"discards?|straight\s+(?:onto|to|into|from)|without|alone|disabled)\b", re.I)
# A rule that grants: "Users are allowed to compile on the login nodes", and the note that takes it back
_GRANTS = re.compile(r"\b(?:are|is)\s+(?:allowed|permitted|free)\s+to\b|\b(?:may|can)\s+(?!not\b|never\b)\w+", re.I)
_BANS = re.compile(r"\b(?:no\s+more|not\s+allowed|no\s+longer\s+(?:allowed|permitted)|banned|forbidden|prohibited|"
                   r"must\s+not|mustn't|(?:is|are)\s+blocked)\b", re.I)
_DENIES = re.compile(r"\b(?:still|(?:remains?|stays?)\s+(?:in\s+place|the\s+same|unchanged|as\s+is|forbidden|banned|"
                     r"required|mandatory|blocked|off)|nobody|no\s+one|no-one|restricted\s+to|not\s+(?:be\s+)?(?:allowed|permitted)|never|must\s+not|mustn't|forbidden|"
                     r"prohibited|banned|no\s+longer\s+(?:allowed|permitted|possible)|(?:isn't|aren't|is\s+not|are\s+not)\s+"
                     r"(?:allowed|permitted)|can't|cannot)\b", re.I)
_RULE_WORDS = frozenset(figure_changes.terms("never always must allowed permitted required requires mandatory only every "
                                             "all need needs forbidden prohibited banned policy rule"))
_CONDITION = re.compile(r"\b(?:without|unless)\s+(?P<c>(?:[\w'-]+\s*){1,4})", re.I)
MIN_SHARED = 1
SHARED_SHARE = 0.2


# "every" of a schedule asks nothing: "on the 3rd of every month", "every 10 minutes"
_EVERY_PERIOD = re.compile(r"\bevery\s+(?:\d+\s+|other\s+)?(?:sec|min|hour|hr|day|night|week|month|quarter|year|"
                           r"mon|tue|wed|thu|fri|sat|sun|weekday|morning|evening)\w*", re.I)


def _opposites(older: str) -> tuple[str, list[re.Pattern[str]]] | None:
    """What kind of rule the statement is, and what in a note says its opposite."""
    older = _EVERY_PERIOD.sub(" ", older)
    if _FORBIDS.search(older):
        negated = re.search(r"\bnon-(?P<w>[a-z]{4,})", older, re.I)  # "non-refundable" / "now fully refundable"
        bare = [re.compile(rf"(?<!non-)\b{negated.group('w')}\b", re.I)] if negated else []
        return "forbidden", [_PERMITS, *bare]
    if re.search(r"\bonly\b", older, re.I):  # "only allowed Tuesday through Thursday" / "can ship on any weekday now"
        return "limited", [_PERMITS, _RELEASES]
    if _REQUIRES.search(older):
        return "required", [_RELEASES]
    if _GRANTS.search(older):
        return "allowed", [_BANS]
    return None


def changed(older: str, newer: str) -> claims.Verdict | None:
    """An update when the note tells the statement's rule changed to its opposite, in a sentence that does
    not say the rule still holds."""
    if len(older) > 300 or len(newer) > 600 or not _TOLD.search(newer):
        return None
    rule = _opposites(older)
    if rule is None:
        return None
    mine = figure_changes.terms(older)
    said = mine - _RULE_WORDS
    condition = _CONDITION.search(older)
    other = _CONDITION.search(newer)
    if condition and other and not mine & figure_changes.terms(other.group("c")):
        return None  # "… without a second reviewer now" lifts no "never … without a linked incident"
    shared = said & figure_changes.terms(newer)
    if len(shared) < MIN_SHARED or len(shared) < SHARED_SHARE * len(said):
        return None
    for sentence in re.split(r"(?<=[.!?;])\s+|\n+|,\s|\s[—–-]\s", newer):
        if rule[0] != "allowed" and _DENIES.search(sentence) or rule[0] == "limited" and re.search(r"\bonly\b", sentence, re.I):
            continue  # "… every override still lands in the audit trail" keeps nothing the rule asked
        opposite = next((m for pattern in rule[1] for m in pattern.finditer(sentence)
                         if rule[0] != "required" or not figure_changes.terms(m.group(0)) & mine), None)
        # "purged" is no release of a rule that asks for a purge
        if opposite is not None:
            return claims.Verdict("update", f"{rule[0]} no more: {opposite.group(0)}", rule[0], opposite.group(0),
                                  "policy")
    return None
