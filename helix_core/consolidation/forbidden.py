"""What a rule forbids, and a note that does it all the same.

"Never mix PC and console players in ranked queues" / "… PC and PS5 players landed in the same ranked
match": the note repeats what the rule says never to do, saying no "not". That alone keeps a note from
agreeing with the rule. Done as a matter of course ("ran `DELETE FROM immunization …` for the duplicates",
"sent it to all 1,870 devices in a single batch"), or called intended ("Works as intended", "per the
release runbook", a test that asserts it), the rule and the note cannot both hold: "Bids can never be
retracted once placed" / "bidder used the 'Withdraw bid' button …; status=RETRACTED … Working as intended".

Left alone: the act refused ("Tried to retract bid #88: button disabled, 409 — works as intended"), the
act denied ("no patient name on the label, matches spec"), the rule said kept ("still", "only", "masks"),
the act reported as a fault ("Bug: …"), a plan or a question. Its mirror: a demand left out ("requires RN
supervisor sign-off" / `supervisor_signoff_at=NULL`).
"""

from __future__ import annotations

import re

from . import frames, text

MAX_RULE = 300  # characters: a longer text (a chat turn, a day's wrap-up) states no one rule
# A statement about oneself: "I've never …", "we always have to …" tell an experience or a habit
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|me|my|we've|we'd)\b", re.I)
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
    r"\b(?:works?|working|behav(?:es|ing|ed)|functions?)\s+as\s+(?:intended|designed|expected|configured)\b|"
    r"\bas\s+designed\b|\bby\s+design\b|\bas\s+intended\b|\bexpected\s+behaviou?r\b|\bnot\s+a\s+bug\b|"
    r"\bisn't\s+a\s+bug\b|\bthe\s+usual\s+way\b|\bas\s+(?:usual|always)\b|\bgreen\s+in\s+ci\b|\bPASS(?:ED)?\b|"
    r"\b(?:match(?:es|ing)?|per|according\s+to)\s+(?:the\s+|our\s+)?(?:current\s+|standard\s+)?(?:[\w.-]+\s+){0,2}"
    r"(?:spec|specification|policy|convention|design|behaviou?r|rules?|runbook|procedure|readme(?:\.md)?|criteria|"
    r"requirements?|"
    r"contributing(?:\.md)?|guide|playbook|docs?|wiki)\b|"
    r"\b(?:runbook|readme|docs?|spec|guide|playbook|procedure)\b[^.;]{0,30}\bsays\b|"
    r"\b(?:don't|doesn't|do\s+not|does\s+not)\s+need\s+(?:a|an|the)?\s*[\w-]+\s+(?:per|under|by)\b|"
    r"\btest\s+asserts?\b", re.I)
# The act refused or undone: the rule held
_REFUSED = re.compile(r"\b(?:can't|cannot|couldn't|could\s+not|blocked|rejected|denied|refused|read-only|disabled|"
                      r"prevented|forbidden|not\s+(?:allowed|permitted|possible)|greyed|grayed|stopped|4(?:01|03|09|22)|"
                      r"error\s+(?:shown|message)|fails?\s+validation|validation\s+error|rejects?)\b"
                      # code that refuses: 'raise BookingRejected("UNDER_AGE", …)', "throw new ForbiddenError(…)"
                      r"|\b(?:raise|throw\s+new|throw)\s+[\w.]*(?:Reject|Refus|Denied|Forbid|NotAllowed|Invalid|"
                      r"Ineligible|Unauthori[sz]ed)\w*", re.I)
_RULE_WORD = re.compile(r"\b(?:never|must|may|can|cannot|can't|allowed|permitted|shall|nobody|no\s+one)\b", re.I)
# What forbids: "never", "not allowed", "may not" ("without an override" sets a condition)
_PROHIBITS = re.compile(r"\b(?:never|not|cannot|no\s+longer|nobody|no\s+one)\b|n't\b", re.I)
# A note that keeps the rule: it says so, or shows the act stripped, masked or held back
_KEPT = re.compile(r"\b(?:only|still|mask\w*|strip\w*|guard\w*|hidden|hid(?:e|es|ing)|frozen|freeze|nothing|unchanged|"
                   r"isn't\s+changing|reminder|reiterat\w*|confirm\w*|same\s+as|as\s+before|remains?|stays?|untouched|intact|"
                   r"preserved|instead|told\s+(?:them|him|her|the\s+\w+)|no\s+\w+|never|not|kept\s+(?:for|in|as)|retained)\b",
                   re.I)
# A note that reports the act as a fault: the rule stands
_FAULT = re.compile(r"\bbugs?\b|\bregression\b|\bshould(?:n't|\s+not)\b|\bincorrectly\b|\bwrongly\b|\bby\s+mistake\b|"
                    r"\bviolat\w*|\bincident\b|\bbreach\w*", re.I)
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


def _subject_of(rule: str) -> str | None:
    """What a rule speaks of: its words before what forbids ("Video consults" in "… are never recorded")."""
    prohibition = _PROHIBITS.search(rule)
    if prohibition is None:
        return None
    return re.sub(r"(?:\s+(?:are|is|was|were|be|must|may|can|should|shall|will))+\s*$", " ", rule[:prohibition.start()])


def does_what_is_forbidden(rule: str, note: str) -> bool:
    """The note, saying no "not", repeats what the rule says never to do."""
    terms = text.content_terms(note.replace("_", " "))
    subject = text.content_terms(_subject_of(rule) or "")
    # an act of one word is tied by a word of what it is done to ("Video consults are never recorded" /
    # "recording is on by default for every consult")
    return any(len(act & terms) >= FORBIDDEN_SHARED or len(act) == 1 and act <= terms and subject & terms
               for act in (text.content_terms(words) for words in forbidden_acts(rule)))


_LET_BE = re.compile(r"\b(?:allow|permit|let)s?\s+(?P<what>(?:[\w-]+\s+){1,4}?)to\s+(?:be\s+)?\w+", re.I)
_FORBIDS_LAST = re.compile(r"\b(?:(?:not|never)\s+(?:allowed|permitted)|forbidden|prohibited|banned)\s*(?:[;.]|$)", re.I)


def done_anyway(rule: str, note: str) -> str | None:
    """What the rule forbids, when a sentence of the note does it — a word of the act, and two of the act
    and the rule's subject, one of them the subject's or the act's verb ("Bids can never be retracted" /
    "bid_history shows status=RETRACTED") — refusing, denying and planning nothing. A note that says
    nothing of the rule kept ("still", "only", "masks", "confirmed" …) counts as it is; one that does
    must call the act intended ("Working as intended", "per the release runbook")."""
    intended = _INTENDED.search(note) is not None
    if len(rule) > MAX_RULE or _PLANNED.search(note) or _REFUSED.search(note) \
            or not intended and (_KEPT.search(note) or _FAULT.search(note)):
        return None
    subject = _subject_of(rule)
    if subject is None or not _RULE_WORD.search(rule):
        return None  # "VAT is rounded per line, not per basket" describes; it forbids nothing
    if _FIRST_PERSON.search(subject):
        return None  # "I've never deployed to GitHub Pages" tells an experience, it forbids nothing
    # "Direct pushes to main are not allowed.": the subject is the act
    acts = [a for a in forbidden_acts(rule, words=_INTENDED_WORDS) if text.content_terms(a)]
    # … and when nothing follows what forbids in its sentence ("… are not allowed; every change …"), the subject
    if not acts or _FORBIDS_LAST.search(rule):
        acts.append(subject)
    subject_terms = text.content_terms(subject)
    # "We never allow e-bike listings to be published …": what is let be is what the rule speaks of
    allowed = _LET_BE.search(rule)
    if allowed is not None:
        subject_terms |= text.content_terms(allowed.group("what"))
    # called intended, two words of the act and subject tie the note; done as a matter of course, three
    # ("Committed the new HTML templates" does not commit "generated HTML")
    shared = FORBIDDEN_SHARED if intended else FORBIDDEN_SHARED + 1
    for sentence in text.SENTENCE_BREAK.split(_INTENDED.sub(" ", note)):
        terms = text.content_terms(sentence.replace("_", " "))
        denied = [text.content_terms(clause.replace("_", " ")) for clause in _RULE_CLAUSE.split(sentence)
                  if frames.NEGATED.search(clause)]
        for act in acts:
            done = text.content_terms(act)
            # a clause that denies something else ("…, no PR opened") leaves the act done
            if any(clause & (done | subject_terms) for clause in denied):
                continue
            verb = next((t for w in act.split() if (t := text.term(w)) in done), None)
            if done & terms and len((done | subject_terms) & terms) >= shared \
                    and (subject_terms & terms or verb in terms):
                return " ".join(act.split())
    return None


# What a rule demands: "must be confirmed by the operator on the RDT", "requires RN supervisor sign-off"
_DEMAND = re.compile(r"\b(?:must(?:\s+always)?|always|requires?|required\s+to|has\s+to|have\s+to|needs?\s+to)\s+"
                     r"(?P<d>[^.;]{3,90})", re.I)
# A demand named first: "Certificate pinning is required for every call …", "Two-factor login is mandatory"
_DEMAND_NAMED = re.compile(r"^\s*(?P<d>[A-Z]?[\w-]+(?:\s+[\w-]+){0,3}?)\s+(?:is|are)\s+(?:always\s+)?(?:required|mandatory|"
                           r"compulsory|enforced)\b(?!\s+to\b)", re.I)  # not "… is required to pass MFA"
# A demand a rule sets as the condition of what it allows: "never … without emailing the customer first",
# "can only be flipped to Released after an ops agent confirms it", "never … to users who haven't opted in"
_CONDITION = re.compile(r"\b(?:never|not|no)\b[^.;]{0,80}?\b(?:without|unless|until|who\s+(?:haven't|have\s+not|hasn't|"
                        r"has\s+not))\s+(?P<d>[^.;]{3,80})|\bonly\b[^.;]{0,60}?\b(?:after|once|when|if)\s+(?P<d2>[^.;]{3,80})",
                        re.I)
# A demanded thing left out: "no RDT confirmation", "skips the photo capture", "requires_id_check: false",
# "supervisor_signoff_at=NULL", "photo capture is skipped"
_LEFT_OUT = [
    re.compile(r"\b(?:no|without|skip(?:s|ped|ping)?|bypass(?:es|ed|ing)?)\s+(?:the\s+|a\s+|an\s+|any\s+)?"
               r"(?P<t>[\w-]+(?:\s+[\w-]+){0,2})", re.I),
    re.compile(r"(?P<t>[\w-]+(?:\s+[\w-]+)?)\s+(?:is|are|was|were|gets?|got)\s+(?:\w+\s+)?(?:skipped|bypassed|disabled|"
               r"removed|optional|not\s+(?:required|needed|enforced))\b", re.I),
    re.compile(r"\b(?P<t>[a-z][a-z0-9]*(?:_[a-z0-9]+)+)\s*[:=]\s*(?:false|null|none|nil|0)\b", re.I),
    # '"estop":"SKIPPED"', "selftest=BYPASSED", "approval_state=NOT_REQUIRED": a step a log or a payload shows
    # not done
    re.compile(r"[\"']?(?P<t>[a-z][\w-]*)[\"']?\s*[:=]\s*[\"']?(?:skipped|bypassed|not_run|not-run|waived|"
               r"not[_-]required|not[_-]needed)\b", re.I),
    # "Neither model has any tests", "none of them have a reviewer"
    re.compile(r"\b(?:neither|none\s+of)\b[^.;]{0,40}?\b(?:has|have|had)\s+(?:any\s+|a\s+|an\s+)?"
               r"(?P<t>[\w-]+(?:\s+[\w-]+){0,2})", re.I),
    # "nothing checks for a second approver", "nobody verifies the signature"
    re.compile(r"\b(?:nothing|nobody|no\s+one|no-one)\s+(?:checks?|enforces?|requires?|validates?|verifies?|asks?)\s+"
               r"(?:for\s+)?(?:the\s+|a\s+|an\s+|any\s+)?(?P<t>[\w-]+(?:\s+[\w-]+){0,2})", re.I),
    # "the opt-in flag isn't checked anywhere", "the claim job doesn't prompt for annual re-confirmation"
    re.compile(r"(?P<t>[\w-]+(?:\s+[\w-]+)?)\s+(?:isn't|is\s+not|aren't|are\s+not|wasn't|was\s+not|never\s+gets?|"
               r"is\s+never)\s+(?:checked|enforced|validated|verified|required|filtered|consulted|looked\s+at)\b", re.I),
    re.compile(r"\b(?:doesn't|does\s+not|don't|do\s+not|never)\s+(?:check|checks|require|requires|prompt\s+for|validate|"
               r"verify|wait\s+for|ask\s+for|look\s+at)\s+(?:the\s+|a\s+|an\s+|any\s+)?(?P<t>[\w-]+(?:\s+[\w-]+){0,2})",
               re.I),
]
# Words of a demand that say nothing of what is demanded
_VAGUE = frozenset(text.term(w) for w in "be before after first every each any all one thing things done made use used "
                                           "get got take taken".split())
_STILL = re.compile(r"\b(?:still|(?:re)?confirm(?:s|ed|ing)?|reminder|reiterat\w*|as\s+before|remains?|stays?|stands|"
                    r"enforced|unchanged|block(?:s|ed|ing)|guard(?:s|ed|ing)?)\b|\bno\s+[\w\s-]{1,30},\s*no\b", re.I)


def _demand_of(rule: str) -> tuple[str, set[str]] | None:
    """What a rule demands, and the words of what it demands it of."""
    named = _DEMAND_NAMED.search(rule)
    if named is not None:  # "Certificate pinning is required for every call …": the demand named first
        return named.group("d"), text.content_terms(rule[named.end():]) - _VAGUE
    m = _DEMAND.search(rule)
    if m is not None:
        if frames.NEGATED.search(m.group("d")) or _FIRST_PERSON.search(rule[:m.start()]):
            return None  # "I always have to restart the emulator" tells a habit, it demands nothing
        return m.group("d"), text.content_terms(rule[:m.start()]) - _VAGUE
    # the condition a rule allows its act under is what it demands
    condition = _CONDITION.search(rule)
    if condition is None or _FIRST_PERSON.search(rule[:condition.start()]) or "?" in rule:
        return None  # "I'm not sure how to do that without sounding too cliché?" asks; it sets no rule
    group = "d" if condition.group("d") else "d2"
    return condition.group(group), text.content_terms(rule[:condition.start(group)]) - _VAGUE


def demand_left_out(rule: str, note: str) -> str | None:
    """What the rule demands, when the note leaves it out as a matter of course (a word of the demand said
    absent, skipped or switched off) and speaks of the rule's subject."""
    if len(rule) > MAX_RULE or _PLANNED.search(note) or _STILL.search(note) or _REFUSED.search(note) \
            or _FAULT.search(note) and not _INTENDED.search(note):
        return None
    found = _demand_of(rule)
    if found is None:
        return None
    demand, subject = found
    # what is demanded of the subject, not the subject again ("Every kiosk release must be signed …")
    demanded = text.content_terms(demand.replace("-", " ")) - _VAGUE - subject
    demanded |= {w.replace("-", "") for w in re.findall(r"[a-z]+-[a-z]+", demand.lower())}  # "e-stop" written "estop"
    if not demanded:
        return None
    if any(2 * len(text.content_terms(again.group("d")) & demanded) >= len(demanded) for again in _DEMAND.finditer(note)):
        return None  # the demand said again ("… always released behind a feature flag, and the flag is removed …")
    terms = text.content_terms(note.replace("_", " "))
    if not subject & terms and len(text.rooted(demanded, terms)) < 2:
        return None
    for pattern in _LEFT_OUT:
        for hit in pattern.finditer(note):
            if text.rooted(demanded, text.content_terms(hit.group("t").replace("_", " ").replace("-", " "))):
                return " ".join(demand.split())
    return None


# A rule that keeps some data out of the logs: "Licence plate numbers must never be written to application logs"
_NOT_LOGGED = re.compile(r"^(?P<what>[^.;]{3,80}?)\s+(?:must|may|should|can|are|is)\s+never\s+(?:be\s+)?(?:written|logged|"
                         r"printed|stored|recorded|appear|show\s+up)\b[^.;]{0,40}?\blogs?\b|"
                         r"^(?P<what2>[^.;]{3,80}?)\s+(?:must|may|should)\s+not\s+(?:be\s+)?(?:written|logged|printed)\b"
                         r"[^.;]{0,40}?\blogs?\b|^never\s+log\s+(?P<what3>[^.;]{3,60})", re.I)
# A log line: a time or a level word, then the line
_LOG_LINE = re.compile(r"^.*(?:(?<!\d)\d{2}:\d{2}:\d{2}|\b(?:DEBUG|INFO|WARN(?:ING)?|ERROR|TRACE)\b).*$", re.M)
_LOGGED_FIELD = re.compile(r"(?P<key>[A-Za-z][\w.-]*)[\"']?\s*[=:]\s*[\"']?(?P<val>[^\s,;\"'}]+)")
_MASKED = re.compile(r"^(?:\*+|x{3,}|\[?redacted\]?|<redacted>|\*\*\*.*|.*\*{3,}.*|null|none|-|sha256:.*|[0-9a-f]{32,})$", re.I)


def logged_anyway(rule: str, note: str) -> str | None:
    """What a rule keeps out of the logs, when a log line of the note carries it unmasked: a field whose name is
    a word of what the rule names ("plate=7KXR219" for "Licence plate numbers must never be written to …
    logs"); a masked value ("plate=***") keeps the rule."""
    m = _NOT_LOGGED.search(rule.strip())
    if m is None:
        return None
    what = m.group("what") or m.group("what2") or m.group("what3")
    words = {text.term(w) for w in text.words(what.replace("-", " ")) if w not in text.STOP and len(w) > 2}
    personal = bool(words & _PERSONAL_WORDS)
    if personal:
        words |= _PERSONAL_FIELDS
    for line in _LOG_LINE.finditer(note):
        for field in _LOGGED_FIELD.finditer(line.group(0)):
            parts = {text.term(p) for p in re.split(r"[_.-]+", field.group("key").lower()) if p}
            if (parts & words or personal and _EMAIL.fullmatch(field.group("val"))) \
                    and not _MASKED.match(field.group("val")):
                return f"{field.group('key')} logged"
    return None


# "PII", "personal data", "contact details" are these fields, whatever a log line calls them
_PERSONAL_WORDS = frozenset(text.term(w) for w in "pii personal personally contact".split())
_PERSONAL_FIELDS = frozenset(text.term(w) for w in "email phone mobile address birth dob ssn postcode".split())
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


# A rule that wants a person's check before the act: "… has to be approved by the head statistician first",
# "never allowed without a pharmacist-verified order"
_CHECK = r"(?:approv\w*|sign(?:s|ed|ing)?[\s-]?off|sign-?offs?|review\w*|verif\w*|check\w*|confirm\w*|co-?sign\w*)"
_CHECK_FIRST = re.compile(rf"\b{_CHECK}\b[^.;]{{0,60}}?\b(?:first|before|beforehand|prior\s+to|in\s+advance)\b|"
                          rf"\b(?:before|prior\s+to)\b[^.;]{{0,60}}?\b{_CHECK}|\bwithout\b[^.;]{{0,40}}?{_CHECK}", re.I)
# A note that moves the check after the act: "reviews them after the show instead of signing off beforehand",
# "with a retrospective pharmacist review"
_CHECK_AFTER = re.compile(rf"\b(?:retrospective(?:ly)?|post-?hoc|after[\s-]the[\s-]fact)\b[^.;]{{0,40}}?\b{_CHECK}|"
                          rf"\b{_CHECK}\b[^.;]{{0,60}}?\b(?:afterwards|after[\s-]the[\s-]fact|retrospectively)\b|"
                          rf"\b{_CHECK}\b[^.;]{{0,60}}?\bafter\b[^.;]{{0,40}}?\binstead\s+of\b[^.;]{{0,40}}?"
                          r"\b(?:beforehand|before|first|in\s+advance)\b", re.I)


def checked_after(rule: str, note: str) -> str | None:
    """A check the rule wants before the act, that the note moves after it (a review after the show, a
    retrospective review), said of one of the rule's own words ("statistician", "pharmacist")."""
    if len(rule) > MAX_RULE or _CHECK_FIRST.search(rule) is None or _PLANNED.search(note):
        return None
    words = text.content_terms(re.sub(_CHECK, " ", rule, flags=re.I)) - _VAGUE
    for sentence in text.SENTENCE_BREAK.split(note):
        after = _CHECK_AFTER.search(sentence)
        if after is not None and words & text.content_terms(sentence):
            return f"checked after, not before: {after.group(0)}"
    return None


# A rule that wants something done every so often: "Database backups must be tested with a restore every month"
_EVERY = re.compile(r"\b(?:must|always|has\s+to|have\s+to|needs?\s+to|is|are)\b[^.;]{0,80}?\b(?:every|each)\s+"
                    r"(?:\d+\s+)?(?:day|week|fortnight|month|quarter|year|sprint|release|night|morning)s?\b|"
                    r"\b(?:daily|weekly|monthly|quarterly|yearly|annually|nightly)\b", re.I)
# A note that it has not been done for a while: "the last restore test was in February, nothing since"
_NOT_SINCE = re.compile(r"\b(?:nothing|none|no\s+[\w-]+)\s+(?:has\s+(?:been\s+)?\w+\s+)?since\b|\bnot\s+(?:once\s+|even\s+once\s+)?"
                        r"since\b|\b(?:hasn't|has\s+not|haven't|have\s+not|wasn't|was\s+not|weren't)\s+(?:been\s+)?"
                        r"(?:\w+\s+){0,2}?since\b", re.I)


def lapsed(rule: str, note: str) -> str | None:
    """What a rule wants done every so often, when the note says it has not been done since some time back
    and names a word of what is to be done ("… tested with a restore every month" / "the last restore test
    was in February, nothing since")."""
    if len(rule) > MAX_RULE or _EVERY.search(rule) is None or _PLANNED.search(note):
        return None
    words = text.content_terms(rule) - _VAGUE
    for sentence in text.SENTENCE_BREAK.split(note):
        if _NOT_SINCE.search(sentence) is None or _FAULT.search(sentence):
            continue
        named = words & text.content_terms(sentence)
        if named:
            return f"not done since: {', '.join(sorted(named)[:3])}"
    return None


# What a log line writes for the verbs a rule uses: "PATCH …/pickup-address 200" changes it, "action=…update" too
_LOG_VERBS = {text.term(w): text.term(canonical) for canonical, words in {
    "change": "update updated updates patch put edit edited modify modified set changed",
    "delete": "delete deleted remove removed drop dropped",
    "create": "post insert inserted create created add added",
}.items() for w in words.split()}
# A log line that shows the act refused or failed: the rule held
_LOG_REFUSED = re.compile(r"\b(?:denied|rejected|refused|blocked|forbidden|failed|failure|error|unauthori[sz]ed)\b|"
                          r"\s[45]\d\d(?:\s|$)", re.I)
_LOG_WORD = re.compile(r"[a-z]+", re.I)


def _log_terms(line: str) -> set[str]:
    """A log line's words, stemmed, keys and values and path parts apart, its verbs as the rule says them."""
    terms = {text.term(w.lower()) for w in _LOG_WORD.findall(line)}
    return terms | {_LOG_VERBS[t] for t in terms if t in _LOG_VERBS}


def logged_act(rule: str, note: str) -> str | None:
    """What a rule forbids, when a log line of the note records it done: every word of the act on one line
    that shows no refusal, and a word of whom or what the rule speaks of unless the act says three ("card
    sales are never refunded in cash" / "REFUND … orig_tender=CARD refund_tender=CASH"; "Parents are not
    allowed to change a student's pickup address" / "PATCH /api/parent/students/90331/pickup-address 200")."""
    if len(rule) > MAX_RULE or _FIRST_PERSON.search(rule):
        return None
    acts = [a for a in forbidden_acts(rule) if a.strip()]
    subject = _subject_of(rule)
    if not acts or subject is None:
        return None
    about = text.content_terms(_RULE_CLAUSE.split(subject.strip())[-1].replace("-", " "))
    lines = [m.group(0) for m in _LOG_LINE.finditer(note) if not _LOG_REFUSED.search(m.group(0))]
    for act in acts:
        # a manner ("manually") is seldom what a log line writes: the act and what it is done to are
        done = {t for t in text.content_terms(act.replace("-", " ")) - _VAGUE if not t.endswith(("li", "ly"))}
        joined = {text.term(w.replace("-", "").lower()) for w in re.findall(r"\w+(?:-\w+)+", act)}
        if len(done) < 2:
            continue
        for line in lines:
            terms = _log_terms(line)
            found = {t for t in done if t in terms or any(t in j and j in terms for j in joined)}
            if found == done and (about & terms or len(done) >= 3):
                return "logged all the same: " + " ".join(act.split()).rstrip(";,.")
    return None


# Verbs of an act by the family a count of it reports: "DELETE 14", "21,604 frames overwritten", "212 raw files
# rewritten" report a change or a deletion, whichever word the rule uses for it
_ACT_FAMILIES = {text.term(w): family for family, words in {
    "delete": "delete deleted deleting remove removed removing purge purged purging erase erased wipe wiped drop "
              "dropped destroy destroyed",
    "change": "modify modified modifying change changed changing edit edited editing alter altered altering rewrite "
              "rewrote rewritten rewriting overwrite overwrote overwritten overwriting update updated updating",
}.items() for w in words.split()}
_COUNTED_VERB = (r"(?P<{g}>delete[ds]?|removed|purged|erased|wiped|dropped|destroyed|modified|changed|edited|altered|"
                 r"rewritten|rewrote|overwritten|overwrote|updated)")
# An act reported done with how many times: "DELETE 14" (psql's answer), "deleted 9 rows", "212 raw files rewritten"
_COUNTED = re.compile(r"^\s*(?P<sql>DELETE|UPDATE)\s+\d+\s*$|\b" + _COUNTED_VERB.format(g="before") +
                      r"\s+(?:all\s+)?\d[\d,]*\b|(?<![\w.:-])\d[\d,]*\s+(?:[\w.-]+\s+){0,3}?" +
                      _COUNTED_VERB.format(g="after") + r"\b", re.M | re.I)
_MISTAKE = re.compile(r"\b(?:by\s+mistake|accidentally|wrongly|incorrectly|in\s+error|should(?:n't|\s+not)|violat\w*|"
                      r"breach\w*)", re.I)
_NEAR = 3  # lines either side of a count that may say what was counted


def counted_act(rule: str, note: str) -> str | None:
    """What a rule forbids, when the note reports it done a number of times ("Weighbridge tickets must never
    be deleted" / "DELETE FROM tickets WHERE … ; DELETE 14"): the count's verb is of the act's family, and
    the lines around it say a word of what the act is done to or of whom the rule speaks."""
    if len(rule) > MAX_RULE or _FIRST_PERSON.search(rule) or not _RULE_WORD.search(rule):
        return None
    if _PLANNED.search(note) or _REFUSED.search(note) or _MISTAKE.search(note):
        return None  # the act called a mistake leaves the rule standing; a bug it cleans up after does not
    subject = _subject_of(rule)
    if subject is None:
        return None
    subject_terms = text.content_terms(subject.replace("-", " "))
    lines = note.splitlines()
    for act in forbidden_acts(rule):
        words = [text.term(w) for w in text.words(act) if w not in text.STOP and w != "be"]
        # the act's first verb of a family: "nobody runs UPDATE or DELETE on raw values" forbids a change
        family = next((_ACT_FAMILIES[w] for w in words if w in _ACT_FAMILIES), None)
        if family is None:
            continue
        tie = ({w for w in words if w not in _ACT_FAMILIES} | subject_terms) - _VAGUE
        for at, line in enumerate(lines):
            for m in _COUNTED.finditer(line):
                verb = (m.group("sql") or m.group("before") or m.group("after")).lower()
                if _ACT_FAMILIES.get(text.term(verb)) != family:
                    continue
                near = " ".join(lines[max(0, at - _NEAR):at + _NEAR + 1])
                if tie & text.content_terms(re.sub(r"[_./-]+", " ", near)):
                    return "done all the same: " + " ".join(act.split(";")[0].split()).rstrip(",.")
    return None


# An allow-list in code or configuration: 'ALLOWED_STATUSES = {"active", "grace", "overdue"}',
# "permitted_roles: [admin, lab_supervisor]"
_ALLOW_LIST = re.compile(r"\b[\w.]*(?:allowed|permitted|allowlist|whitelist|accepted)[\w]*[\"']?\s*[:=]\s*"
                         r"(?:frozenset|set|tuple|list)?\(?\s*[\[{(](?P<items>[^\]})]{1,300})[\]})]", re.I)


def allowed_anyway(rule: str, note: str) -> str | None:
    """A kind the rule shuts out, found in an allow-list the note shows ("Members with overdue dues cannot
    submit print jobs" / 'ALLOWED_STATUSES = {"active", "grace", "overdue"}' beside the submission check), when
    the note says another word of the rule."""
    if len(rule) > MAX_RULE or not _PROHIBITS.search(rule) or _FIRST_PERSON.search(rule):
        return None
    subject = _subject_of(rule)
    if subject is None:
        return None
    shut_out = {text.term(w) for w in text.words(subject.replace("-", " ")) if w not in text.STOP and len(w) > 3}
    rest = text.content_terms(rule) - shut_out
    for m in _ALLOW_LIST.finditer(note):
        items = {text.term(w.lower()): w for w in re.findall(r"[A-Za-z][\w-]*", m.group("items"))}
        kinds = sorted(items[t] for t in shut_out & items.keys())
        said = rest & text.content_terms(re.sub(r"[_./]+", " ", note[:m.start()] + " " + note[m.end():]))
        if kinds and said:
            return f"{', '.join(kinds)} allowed: {m.group(0).strip()[:80]}"
    return None
