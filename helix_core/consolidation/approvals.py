"""How many people must approve, said two ways: "needs approval from two members of the security
rotation" / "a single on-call approver is enough from now on"; "Every docs PR needs an approving review"
/ "docs-site PRs don't need anybody's approval"; "can be committed without review" / "must be reviewed
by the art lead".

Each text's clauses about approval give a count: the number named beside the approval (two, a second,
one), none when the clause says no approval is needed or there is no one in the loop. The rule and the
note disagree when the note's count is lower (or higher, for a rule that needs none) and the clause
shares two words of the rule besides the approval itself.
"""

from __future__ import annotations

import re

from . import frames, phrases, text

_APPROVAL = r"(?:approv\w*|reviews?|reviewed|reviewers?|sign-?offs?|signed[- ]off|signatures?|sign\s+off)"
_COUNTS = {"a": 1, "an": 1, "one": 1, "single": 1, "a single": 1, "the": 1, "1": 1, "two": 2, "second": 2,
           "a second": 2, "both": 2, "2": 2, "dual": 2, "three": 3, "third": 3, "3": 3}
_COUNT = r"(?P<n>a\s+single|a\s+second|single|second|one|two|three|third|both|dual|(?<![\w.])[123](?![\w.])|an?|the)"
# "needs two approvals", "a second analyst's sign-off", "sign-off from two engineers", "approved by a second editor"
_BEFORE = re.compile(_COUNT + r"[\s-]+(?:[\w'’-]+\s+){0,3}?" + _APPROVAL + r"\b", re.I)
_AFTER = re.compile(_APPROVAL + r"\s+(?:\w+\s+){0,2}?(?:by|from)\s+(?:at\s+least\s+)?" + _COUNT + r"\b", re.I)
# A rule word that makes a clause a demand ("must be reviewed", "needs an approving review").
_DEMAND = re.compile(r"\b(?:must|needs?|requires?|required|has\s+to|have\s+to|only\s+(?:after|with|once)|"
                     r"mandatory|needed)\b", re.I)
# No approval at all: "without review", "don't need anybody's approval", "no reviewer gate", "no pharmacist
# in the loop", "merged it myself", "don't wait on anyone's review".
_NONE = re.compile(
    r"\bwithout\s+(?:waiting\s+(?:for|on)\s+)?(?:any(?:one|body)?(?:'s)?\s*|an?\s+)?(?:" + _APPROVAL + r"|anyone|anybody)|"
    r"\b(?:don't|doesn't|do\s+not|does\s+not|no\s+longer|never)\s+(?:\w+\s+){0,2}?(?:need|needs|require|requires|wait|"
    r"waits|get|gets)\s+(?:on\s+|for\s+)?(?:any(?:one|body)?(?:'s)?\s+|an?\s+)?(?:[\w-]+\s+)?" + _APPROVAL + r"|"
    r"\b(?:don't|doesn't|do\s+not|does\s+not)\s+(?:need|wait\s+(?:on|for))\s+any(?:one|body)\b|"
    r"\bno\s+(?:[\w-]+\s+)?(?:reviewers?|approvers?|approvals?|reviews?|sign-?offs?)\s*(?:gate|step|check|needed|required)?\b|"
    r"\bno\s+[\w-]+\s+in\s+the\s+loop\b|"
    r"\b(?:merged?|merging|publish(?:ed)?|released?|shipped?)\s+(?:it\s+|them\s+)?(?:myself|yourself|themselves|"
    r"on\s+(?:my|your|their|his|her)\s+own|by\s+their\s+author)\b|"
    r"\b(?:by\s+their\s+author|on\s+their\s+own)\b", re.I)
# One is enough: "a single on-call approver is enough", "just need one approval", "only asks for one approver",
# "with Priya's signature alone".
_ONE = re.compile(
    r"\b(?:a\s+single|one|just\s+one|only\s+one)\s+(?:[\w-]+\s+){0,2}?" + _APPROVAL + r"\s+(?:is|are)\s+(?:now\s+)?enough\b|"
    r"\b(?:just|only)\s+(?:\w+\s+)?(?:needs?|asks?\s+for|requires?|takes?)\s+(?:one|a\s+single|an?)\s+(?:[\w-]+\s+){0,2}?"
    + _APPROVAL + r"|"
    r"\b[\w-]+(?:'s|’s)\s+(?:" + _APPROVAL + r")\s+alone\b|"
    r"\bplus\s+one\s+" + _APPROVAL + r"\s+(?:is|are)\s+enough\b", re.I)
# The step that needs a second approver dropped: "the second-editor sign-off is no longer required".
_DROPPED = re.compile(_APPROVAL + r"\s+(?:is|are)\s+(?:now\s+)?(?:no\s+longer|not)\s+(?:required|needed|mandatory)\b|"
                      r"\bremoved\s+the\s+(?:[\w-]+\s+){0,2}?" + _APPROVAL, re.I)
_APPROVAL_WORDS = re.compile(r"^(?:approv|review|sign|signed|signatur|off|need|requir|must|merg|anyon|anybodi|"
                             r"second|two|one|singl|enough|alon)", re.I)
_SECOND = re.compile(r"\b(?:second|two|dual|2)\b", re.I)
_NEGATED = re.compile(r"\b(?:no|never|nothing|nobody|not)\b|n't\b", re.I)
MIN_SHARED = 2
SHORT = 100  # characters: a note this short that names nothing else speaks of the rule
_CLAUSE = re.compile(r"(?<=[.!?;])\s+|;\s*|\n+")
# A repository's merge gate, read off its settings: "required_approving_review_count": 1, "Required approvals: 1".
_GATE_COUNT = re.compile(r"\brequired[_ ]approving[_ ]review[_ ]count\W{0,3}\s*[:=]\s*(?P<n>\d)\b|"
                         r"\brequired\s+(?:approvals|reviews|reviewers)\W{0,3}\s*[:=]\s*(?P<m>\d)\b", re.I)
# What speaks of merging: the rule's "merges to main", "before it can be merged", "pull request"; the note's
# "branch protection", "mergeable".
_MERGING = re.compile(r"\bmerg\w*|\bpull\s+requests?\b|\bPRs?\b|\bbranch\s+protection\b|required_approving",
                      re.I)
# Words any repository's merge rule has: they tell no repository or kind of change apart.
_ANY_REPOSITORY = frozenset({"main", "repo", "repositori", "branch", "pull", "request", "pr", "everi", "chang",
                             "code", "commit", "protection", "master", "mergeabl"})


def _terms(s: str) -> set[str]:
    """A clause's words besides those about approval, parts of hyphenated words apart."""
    return {text.stem(p) for w in text.words(s) for p in w.split("-")
            if len(p) > 1 and p not in text.STOP and not p.isdigit() and not _APPROVAL_WORDS.match(p)}


# Whom a note is for: "Reminder for the new contract reviewers:" counts no reviewer
_ADDRESSED = re.compile(r"^\s*(?:reminder|note|fyi|heads[- ]up|psa)\b[^:\n]{0,60}:", re.I)


def _required(clause: str) -> tuple[int, int] | None:
    """How many approvals a clause says are needed (0 for none) and where it says so; None when it says
    nothing of it."""
    demanded = False
    clause = _ADDRESSED.sub(lambda m: " " * len(m.group(0)), clause)  # keep offsets: the caller reads around them
    for pattern, count in ((_NONE, 0), (_ONE, 1)):
        m = pattern.search(clause)
        if m is not None and count == 0 and m.group(0).lower().startswith("without") \
                and _NEGATED.search(clause[:m.start()]):
            demanded = True  # "no publishing edits without sign-off from a second reviewer": it is required
            continue
        if m is not None:
            return count, m.start()
    gate = _GATE_COUNT.search(clause)
    if gate is not None:
        return int(gate.group("n") or gate.group("m")), gate.start()
    m = re.search(_APPROVAL, clause, re.I)
    if m is None:
        return None
    counts = [_COUNTS[" ".join(c.group("n").lower().split())] for c in (*_BEFORE.finditer(clause), *_AFTER.finditer(clause))]
    if counts:
        return max(counts), m.start()
    return (1, m.start()) if demanded or _DEMAND.search(clause) else None


def other_count(older: str, newer: str) -> tuple[int, int] | None:
    """(approvals the rule needs, approvals the note says are needed) when they differ for the same
    thing; None otherwise."""
    older, newer = phrases.spelled_out(older), phrases.spelled_out(newer)
    # "may never override … on their own" negates doing it alone: a demand, said again by the clause that counts
    needed = [n for c in _CLAUSE.split(older) if (n := _required(c)) is not None
              and not (n[0] == 0 and _NEGATED.search(c[:n[1]]))]
    if len(needed) != 1 or not (_DEMAND.search(older) or needed[0][0] != 1):
        return None
    rule, old_terms, own = needed[0][0], _terms(older), phrases.subject(older)
    about = _terms(newer) if len(newer) <= frames.SHORT_NOTE else None  # a short note is about one thing
    for clause in _CLAUSE.split(newer):
        dropped = _DROPPED.search(clause)
        said = _required(clause)
        if dropped is not None:  # "the second-editor sign-off is no longer required": one fewer than two
            said = (1 if _SECOND.search(clause) else rule - 1, dropped.start())
        if said is None or said[0] == rule or said[0] > rule and rule > 0 or frames.HEDGE.search(clause):
            continue
        # what the clause says it of: its subject, or the phrase before the approval ("… push alerts
        # still have to be signed off")
        if _same_gate(older, newer, clause, old_terms):
            return rule, said[0]
        of = phrases.subject(clause) if phrases.is_statement(clause) else phrases.before(clause[:said[1]])
        if phrases.two_kinds(own, of, _terms(clause), old_terms):
            continue
        if len(old_terms & (about or _terms(clause))) >= MIN_SHARED:
            return rule, said[0]
        if about is not None and len(newer) <= SHORT and len(about - old_terms) <= 1:
            return rule, said[0]  # "From this sprint, one approval is enough to merge": about nothing else
    return None


def _same_gate(older: str, newer: str, clause: str, old_terms: set[str]) -> bool:
    """The rule and the note both speak of the merge gate, and of the same repository or kind of change:
    "Every schema migration must be reviewed by two engineers before merging" / "Merged 0047 … with one
    approval -- branch protection on migrations/ is set to required_approving_review_count: 1". A rule
    naming nothing but merging to main is met by any gate of its project."""
    if not (_MERGING.search(older) and _MERGING.search(clause)):
        return False
    own = old_terms - _ANY_REPOSITORY
    return not own or bool(own & _note_terms(newer))


def _note_terms(s: str) -> set[str]:
    """A note's words with a path's parts apart ("repos/acme/cranelane-scheduler/branches/main")."""
    return _terms(re.sub(r"[/_.]", " ", s))
