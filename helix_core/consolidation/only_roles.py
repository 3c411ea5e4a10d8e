"""A rule that keeps an act to one role, and a note that shows another role doing it or granted it.

"Only the finance-ops role is allowed to manually release a held payout" / "released manually from the
support console by J. Park (role: support-tier2) … permission check passed"; "Only bed managers may assign
a patient to a bed" / "seed/roles.json grants `bed.assign` to role rn_staff"; "… override_reject:
[packaging_lead, shift_supervisor, line_operator]". An agent's notes rarely say a rule was broken: they show
an audit line or a permissions file. Such a line names a role, ties itself to the rule's act by two of its
words, and lets the act through; a role that is the rule's own, or an act refused, says nothing against it.
"""

from __future__ import annotations

import re

from .. import claims
from . import text

MAX_STATEMENT = 240
# "Only the finance-ops role is allowed to …", "only bed managers may …", "only the shore desk can …"
_ONLY = re.compile(r"\bonly\s+(?:the\s+|a\s+|an\s+)?(?P<role>[\w'’-]+(?:\s+[\w'’-]+){0,2}?)(?:\s+role)?\s+"
                   r"(?:is\s+|are\s+)?(?:allowed\s+to|permitted\s+to|able\s+to|may|can)\s+(?P<act>[^.;:]{3,100})",
                   re.I)
# A role a line names: "role=line_operator", "(role: support-tier2)", "to role rn_staff", "role=translator"
_ROLE = re.compile(r"\brole\s*[:=]\s*[\"'(]?(?P<a>[\w-]+)|\brole\s+(?P<b>[a-z][\w-]*_[\w-]+)", re.I)
# A permission list: "override_reject: [packaging_lead, shift_supervisor, line_operator]"
_GRANTED_TO = re.compile(r"^\s*[\"']?(?P<key>[\w.:-]+)[\"']?\s*[:=]\s*\[(?P<roles>[^\]\n]+)\]", re.M)
# A line that refuses the act, or only asks for it
_REFUSED = re.compile(r"\b(?:denied|deny|rejected|refused|forbidden|blocked|unauthori[sz]ed|not\s+(?:allowed|permitted)|"
                      r"failed|fails?|403|401|error|requested|request(?:s|ed)?\s+approval|pending)\b", re.I)
# What a permission list grants when it lists access rather than roles
_ACCESS = frozenset("read write create update delete edit view list execute run approve acknowledge shelve manage admin "
                    "get put post patch".split())
_ROLE_WORDS = frozenset(text.stem(w) for w in "role roles user users staff team the group member members".split())
# Words of an act too common to tie a line to it
_COMMON = frozenset(text.stem(w) for w in "allowed may can able permitted any all their them it its the from "
                    "with into onto for and or only".split())


def _words(s: str) -> set[str]:
    return text.name_terms(s, separators=r"[-_./:'’]+")


def _same_role(theirs: set[str], mine: set[str]) -> bool:
    """One role written two ways: "packaging_lead" / "packaging lead", "finance-ops" / "finance ops role"."""
    theirs, mine = theirs - _ROLE_WORDS, mine - _ROLE_WORDS
    return bool(theirs) and (bool(text.rooted(theirs, mine)) or bool(text.rooted(mine, theirs)))


def other_role(older: str, newer: str) -> claims.Verdict | None:
    """A conflict when the note shows a role other than the rule's doing the rule's act, or granted it."""
    if len(older) > MAX_STATEMENT:
        return None
    rule = _ONLY.search(older)
    if rule is None:
        return None
    mine = _words(rule.group("role"))
    act = _words(rule.group("act")) - _COMMON
    if not mine or len(act) < 2:
        return None
    for line in newer.splitlines():
        if _REFUSED.search(line):
            continue
        tied = text.rooted(act, _words(line))
        for m in _ROLE.finditer(line):
            role = m.group("a") or m.group("b")
            if len(tied) >= 2 and not _same_role(_words(role), mine):
                return _conflict(rule.group("role"), role)
        granted = _GRANTED_TO.match(line)
        if granted is not None and len(text.rooted(act, _words(granted.group("key")))) >= 2:
            roles = [r.strip(" \"'") for r in granted.group("roles").split(",") if r.strip(" \"'")]
            if {r.lower() for r in roles} & _ACCESS:
                continue  # "alarm_limits: [read]" lists what a role may do, under the role's section
            others = [r for r in roles if not _same_role(_words(r), mine)]
            if others:
                return _conflict(rule.group("role"), others[0])
    return None


def _conflict(mine: str, theirs: str) -> claims.Verdict:
    return claims.Verdict("conflict", f"only {mine} → also {theirs}", mine, theirs, "policy")
