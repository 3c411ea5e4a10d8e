"""A rule the note says is lifted: what was forbidden is allowed now, a demand is dropped.

"Pharmacists are not allowed to enter historical doses" / "Pharmacists can record historical doses as well
now"; "Every shipment requires a valid calibration certificate before dispatch" / "We've dropped the
calibration-cert gate at dispatch"; "Meters must always accept coins" / "cash is no longer taken". The
note must say the rule changed (now, from now on, dropping, lifting, no longer) and speak of what the rule
is about (two of its words); a note that only does the thing is another reader's (`frames`).
"""

from __future__ import annotations

import re

from . import frames, text

MAX_STATEMENT = 300
_FORBIDS = re.compile(r"\b(?:never|not\s+allowed|cannot|can't|must\s+not|mustn't|may\s+not|no\s+one|nobody|"
                      r"non-\w+able|not\s+permitted|forbidden|prohibited|are\s+not|is\s+not|only)\b|"
                      r"^\s*no\s+[\w-]+(?:\s+[\w-]+)?\s+(?:are|is|may|can|on|during|after|before|outside|without|"
                      r"until)\b", re.I)  # "No production deploys are allowed …", "No deploys on Fridays"
_DEMANDS = re.compile(r"\b(?:must|always|requires?|required|mandatory|has\s+to|have\s+to|every|all)\b", re.I)
_ALLOWED = re.compile(r"\b(?:can|may|are\s+allowed\s+to|is\s+allowed\s+to|allowed|get\s+to|are\s+able\s+to|open\s+to|"
                      r"(?:will|shall)\s+be\s+able\s+to|"
                      r"is\s+able\s+to|permitted|accepted|see|sees|visible)\b", re.I)
_NOW = re.compile(r"\b(?:now|from\s+now\s+on|going\s+forward|as\s+of|from\s+(?:this|next|release|version|\d)|starting|"
                  r"effective|from\s+today|as\s+well\s+now|anymore|any\s+more)\b", re.I)
_LIFTED = re.compile(r"\b(?:drop(?:s|ping|ped)?|lift(?:s|ing|ed)?|remov(?:e|es|ing|ed)|relax(?:es|ing|ed)?|"
                     r"t(?:ook|ake|akes|aking|aken)\s+out|"
                     r"retir(?:e|es|ing|ed)|scrap(?:s|ping|ped)?|revers(?:e|es|ing|ed)|waiv(?:e|es|ing|ed)|"
                     r"abandon(?:s|ing|ed)?|kill(?:s|ing|ed)?)\s+(?:the\s+|our\s+|this\s+|that\s+)?"
                     r"(?:[\w/'\"‘’-]+\s+){0,4}?(?:requirement|rule|gate|check|restriction|wall|step|signature|ban|stance|"
                     r"policy|limit|factor|ceiling|hold|approval|sign-?off|mandate|default|lock|block|middleware|guard|"
                     r"constraint|allowlist|whitelist|blocklist|denylist|loop|"
                     r"freeze|moratorium|blackout|embargo|cutoff|cut-off)s?\b|"
                     r"\b(?:requirement|rule|gate|check|restriction|ban|policy|hold|approval|sign-?off|mandate|lock|block|"
                     r"guard|freeze|moratorium|blackout|embargo)s?\s+(?:is|are|was|were|has\s+been|have\s+been|got|gets)\s+(?:being\s+)?"
                     r"(?:now\s+|officially\s+)?(?:lifted|dropped|removed|relaxed|retired|scrapped|reversed|waived|"
                     r"abandoned|gone|over)\b|"
                     r"\b(?:is|are)\s+no\s+longer\s+(?:locked|blocked|restricted|forbidden|prohibited|banned|frozen)\b|"
                     r"\b(?:is|are)\s+no\s+longer\s+(?:a\s+)?(?:blocker|required|needed|mandatory|necessary|requirement|"
                     r"prerequisite)\b",  # "Crew acknowledgement is no longer a blocker for closing a job"
                     re.I)  # "the game-day freeze is lifted", "checked-in batches are no longer locked"
_NO_LONGER = re.compile(r"\bno\s+longer\b|\bis\s+off\s+by\s+default\b|\boff\s+by\s+default\b|\bopt\s+in\b|"
                        r"\b(?:won't|will\s+not|doesn't|does\s+not|don't|do\s+not)\b[^.;]{0,60}\b(?:anymore|any\s+more)\b",
                        re.I)  # "sync won't block publishing on hash verification anymore"
_RULE_WORDS = frozenset(text.stem(w) for w in "never not allowed cannot must may no one nobody only always every all "
                        "require requires required mandatory before after when any".split())


# The condition a rule hangs on: "without a linked incident", "unless a safety report references it"
_CONDITION = re.compile(r"\b(?:without|unless|except|until)\s+(?P<c>[^,;.]{3,60})", re.I)


def _stems(s: str) -> set[str]:
    """Word stems by their first five letters, a short acronym among them ("photo ID")."""
    return ({w[:5] for w in (text.stem(x) for x in text.words(s.replace("-", " "))) if len(w) > 2}
            | {a.lower() for a in _ACRONYM.findall(s)}) - {w[:5] for w in _RULE_WORDS} - {w[:5] for w in text.STOP}


_ACRONYM = re.compile(r"\b[A-Z]{2}\b")
# People, not a thing, let do something from now on: "visitors can now get …", "Customers may now …"
_PEOPLE_MAY = re.compile(r"\s*(?:(?:all|our|the|any)\s+)?(?:visitors|customers|users|guests|members|clients|patients|"
                         r"students|buyers|sellers|drivers|riders|staff|employees|people|everyone|anyone|you|they)\s+"
                         r"(?:can|may|are\s+allowed\s+to|will\s+be\s+able\s+to)\s+now\b", re.I)


# The act a rule forbids ("must never be deleted", "are not accepted", "We never refund …")
_FORBIDDEN_ACT = re.compile(r"\b(?:never|not|cannot|can't|mustn't|won't)\s+(?:be\s+|been\s+|ever\s+|get\s+)?"
                            r"(?P<act>[a-z]{4,})\b", re.I)
# Acts said in other words: what is deleted may be purged, what is accepted taken, a refund is money back
_SAME_ACT = [frozenset(text.stem(w)[:5] for w in group.split()) for group in (
    "delete deleted purge purged erase erased remove removed wipe wiped destroy destroyed",
    "accept accepted take taken taking",
    "refund refunded reimburse reimbursed",
    "publish published post posted",
    "edit edited modify modified overwrite overwritten change changed",
    "download downloaded grab grabbed fetch fetched",
    "expose exposed show shown shows display displayed reveal revealed",
    "swap swapped trade traded exchange exchanged",
)]
_MONEY_BACK = re.compile(r"\b(?:get|gets|got|getting)\s+(?:their|his|her|your|the)\s+money\s+back\b", re.I)
_AGAIN = re.compile(r"\bagain\b", re.I)
_KEPT = re.compile(r"\b(?:still|nothing|nobody|none|neither|unchanged|as\s+before)\b", re.I)  # the rule said kept


def _act_words(older: str) -> set[str]:
    """The forbidden act's stems and those of its other words."""
    m = _FORBIDDEN_ACT.search(older)
    if m is None:
        return set()
    act = text.stem(m.group("act"))[:5]
    return set().union(*(group for group in _SAME_ACT if act in group)) or {act}


def _stems_with_acts(s: str) -> set[str]:
    return _stems(_MONEY_BACK.sub(" refund ", s))


def lifted(older: str, newer: str) -> str | None:
    """How the note lifts the statement's rule, or None."""
    if len(older) > MAX_STATEMENT or frames.unasserted(newer):
        return None
    forbids, demands = _FORBIDS.search(older) is not None, _DEMANDS.search(older) is not None
    if not forbids and not demands:
        return None
    acts = _act_words(older) if forbids else set()
    said = _stems_with_acts(newer)
    shared = _stems(older) & said | acts & said
    # one word will do when the note lifts the rule by it: "drop the ID requirement" for "must show a photo ID"
    named_lift = len(shared) == 1 and any(shared & _stems(m.group(0)) for m in _LIFTED.finditer(newer))
    # … or when people are let do the forbidden act itself now, no other thing named: "Timed-entry tickets are not
    # refundable" / "visitors can now get a full refund if they cancel …"
    let_do = len(shared) == 1 and shared <= acts and any(
        _PEOPLE_MAY.match(clause.rpartition(": ")[2]) for clause in text.SENTENCE_BREAK.split(newer))
    if len(shared) < 2 and not named_lift and not let_do:
        return None  # another rule's change
    condition = _CONDITION.search(older)
    if condition is not None and not _stems(condition.group("c")) & _stems(newer):
        return None  # "… never merge a hotfix without a linked incident" / "… without a second reviewer now"
    for sentence in text.SENTENCE_BREAK.split(newer):
        if len(_stems(older) & _stems(sentence)) < 1:
            continue
        if forbids and _ALLOWED.search(sentence) and _NOW.search(sentence) and not frames.NEGATED.search(
                _ALLOWED.split(sentence, 1)[0][-30:]):
            return f"allowed now: {', '.join(sorted(shared)[:3])}"
        done = acts & _stems_with_acts(sentence)
        if done and (_NOW.search(sentence) or _AGAIN.search(sentence)) and not frames.NEGATED.search(sentence) \
                and not _NO_LONGER.search(sentence) and not _KEPT.search(sentence):
            # the forbidden act done from now on, in its own or other words: "we now purge unlock events …"
            return f"done now: {', '.join(sorted(shared)[:3])}"
        lift = _LIFTED.search(sentence)
        if lift is not None:
            return f"{lift.group(0).lower()}: {', '.join(sorted(shared)[:3])}"
        if demands and not forbids and _NO_LONGER.search(sentence):
            return f"no longer: {', '.join(sorted(shared)[:3])}"
        if demands and not forbids and _ALLOWED.search(sentence) and _AGAIN.search(sentence) \
                and not frames.NEGATED.search(_ALLOWED.split(sentence, 1)[0][-30:]):
            # what the rule had done first may be done as before it: "Card numbers must always be hashed before
            # they are written to logs" / "raw card serials may go to the access log again"
            return f"allowed again: {', '.join(sorted(shared)[:3])}"
        if demands and not forbids and _NOW.search(newer) and not _KEPT.search(sentence) and not _REMINDS.search(newer):
            # "… servers can void fired items on their own, no manager PIN", "disabled auto write-off …", from a
            # date on
            waived = _WAIVED.search(sentence)
            if waived is not None and _stems(waived.group("what")) & _stems(older):
                return f"{waived.group(0).split()[0].lower()}: {', '.join(sorted(shared)[:3])}"
    return None


_REMINDS = re.compile(r"\b(?:remind\w*|reiterat\w*|as\s+agreed|confirm\w*|blocks?|enforc\w*)\b", re.I)  # the rule said again
# A demand waived in a sentence: "no manager PIN", "disabled auto write-off of tiny balances"
_WAIVED = re.compile(r"\b(?:no|without|disabl(?:e|es|ed|ing)|turn(?:ed|s)?\s+off|switch(?:ed|es)?\s+off)\s+"
                     r"(?P<what>[\w-]+(?:\s+[\w-]+){0,2})", re.I)
