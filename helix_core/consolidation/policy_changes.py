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
                      r"can\s+no\s+longer|forbidden|prohibited|banned|refuses?|non-refundable|no\s+(?:longer\s+)?"
                      r"(?:[\w-]+\s+){0,2}(?:on|before|after|during|unless|without)\b)", re.I)
_REQUIRES = re.compile(r"\b(?:always|must|required?|requires|mandatory|need(?:s)?\s+to|has\s+to|have\s+to|only|"
                       r"every|all)\b", re.I)
_TOLD = re.compile(r"\b(?:change\s+of\s+(?:plan|rule|policy)|policy\s+change|from\s+now\s+on|going\s+forward|"
                   r"from\s+(?:the\s+)?next|starting|as\s+of|effective|anymore|any\s+more|no\s+longer|now|"
                   r"(?:dropp|scrapp|lift|relax|remov|stopp|end|retir|disabl|enabl)(?:ed|ing)(?!\s+by\b)|signed\s+off|agreed|decided)\b",
                   re.I)
_PERMITS = re.compile(r"\b(?:allowed|permitted|fine|ok|okay|may|can|accepts?|lets?|enabled|optional|advisory|"
                      r"(?:is|are)\s+live|go(?:es)?\s+live|auto-\w+)\b", re.I)
_RELEASES = re.compile(r"\b(?:no\s+longer|(?:not|n't)\s+(?:required|mandatory|needed|necessary)|anymore|any\s+more|"
                       r"(?:dropp|scrapp|remov|stopp|skipp)(?:ed|ing)(?!\s+by\b)|optional|advisory|purged?|delet(?:ed|es)|"
                       r"discards?|straight\s+(?:onto|to|into|from)|without|alone)\b", re.I)
_DENIES = re.compile(r"\b(?:still|remains?|stays?|not\s+(?:be\s+)?(?:allowed|permitted)|never|must\s+not|mustn't|forbidden|"
                     r"prohibited|banned|no\s+longer\s+(?:allowed|permitted|possible)|(?:isn't|aren't|is\s+not|are\s+not)\s+"
                     r"(?:allowed|permitted)|can't|cannot)\b", re.I)
_RULE_WORDS = frozenset(figure_changes.terms("never always must allowed permitted required requires mandatory only every "
                                             "all need needs forbidden prohibited banned policy rule"))
MIN_SHARED = 1
SHARED_SHARE = 0.2


def changed(older: str, newer: str) -> claims.Verdict | None:
    """An update when the note tells the statement's rule changed to its opposite."""
    if len(older) > 300 or len(newer) > 600 or not _TOLD.search(newer) or _DENIES.search(newer):
        return None
    forbids = _FORBIDS.search(older) is not None
    if not forbids and _REQUIRES.search(older) is None:
        return None
    said = figure_changes.terms(older) - _RULE_WORDS
    heard = figure_changes.terms(newer)
    shared = said & heard
    if len(shared) < MIN_SHARED or len(shared) < SHARED_SHARE * len(said):
        return None
    opposite = (_PERMITS if forbids else _RELEASES).search(newer)
    if opposite is None:
        return None
    what = "forbidden" if forbids else "required"
    return claims.Verdict("update", f"{what} no more: {opposite.group(0)}", what, opposite.group(0), "policy")
