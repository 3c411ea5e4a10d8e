"""A second, shape-free judge of updates and contradictions, beside the claim patterns.

Two rules that need no grammar:
- same frame, other value: the two statements are word for word the same around one short slot
  that differs ("…tool of the auth service is authctl" / "…is auth-admin", "runs at 02:00 UTC" /
  "04:30 UTC"), the slot follows a value word (is, uses, with, at, from, to, level…), and neither
  statement narrates a routine action. Change words ("now", "currently") are set aside first.
- announced change: the newer statement says something changed (raised, replaced, renamed,
  migrated, no longer…), shares at least two subject terms with the older one, and names the
  older one's value (or says "no longer").
Either way the newer text announcing a change makes it an update, otherwise a conflict. Around
them: renames, values said gone, rules lifted or said optional, measures that moved, settings in a
config dump, denied experiences; values said another way even in passing (a measured noun, a
place, another tool) are `values`' to read, one value swapped in any word order `slots`'.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import claims
from ..claims import Verdict
from . import slots, text, values, verbs

TOKEN = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.:/+#@%-]*[A-Za-z0-9_/%]|[A-Za-z0-9_]")
_NOW = frozenset({"now", "currently", "nowadays", "today", "anymore", "still", "actually", "instead"})
_FROM = re.compile(r"\bfrom\s+(?:the\s+)?(?P<value>[\w./@:+-]+)\s+(?:\S+\s+){0,3}?(?:to|onto|into)\b", re.I)
# Dropping names what went ("dropped SQLAlchemy"); without the older value it is a measure ("latency dropped").
# A device that "dropped off" or "dropped out of" a system lost its link, and went nowhere.
_DROPPED = re.compile(r"\b(?:dropped(?!\s+(?:off|out)\b)|ditched|abandoned|removed|got rid of|ripped out|tore out|scrapped)\b", re.I)
# A measurement read against a target the older text sets ("still within the target"): no new target.
AGAINST_TARGET = re.compile(r"\b(?:within|under|below|above|over|meets?|met|missed?|beat|against|inside)\s+"
                             r"(?:the\s+|our\s+|its\s+)?(?:\w+\s+)?(?:target|goal|budget|limit|slo|sla)s?\b", re.I)
_DETERMINERS = ("the", "a", "an", "our", "its", "their")


def _stems(s: str) -> set[str]:
    """A text's stemmed words, and the parts of its hyphenated ones ("patient-facing" says "patient")."""
    return {text.stem(p) for w in text.words(s) for p in ([w, *w.split("-")] if "-" in w else [w]) if p}


# A change that lands on a new value: "ported the build over to Vite", "moved search onto OpenSearch".
_SWITCH_TO = re.compile(r"\b(?P<verb>switched|switching|moved|moving|migrated|migrating|ported|porting|converted|"
                        r"(?<=: )(?:switch|move|migrate|port)|(?<=^)(?:switch|move|migrate|port)|"  # a commit's "cache: switch X to R2"
                        r"relocated|(?<!\d\s)(?<!\bthe\s)(?<!\ball\s)(?<!\bany\s)changed|swapped|cut\s*over|cut(?=(?:\s+\S+){1,4}\s+over\s+(?:to|onto)\b)|(?:decided|agreed|going|plan|planning) to "
                        r"(?:move|switch|migrate|port|convert))\b(?:\s+\S+){0,6}?\s+(?:over\s+)?(?:to|onto|into)\s+"
                        r"(?:(?:the|a|an|our|its|their)\s+)?(?P<value>\S+)", re.I)
VALUE_WORDS = frozenset({
    "is", "are", "was", "were", "be", "uses", "use", "using", "with", "at", "from", "to", "on", "in",
    "via", "by", "level", "version", "of", "for", "after", "every", "under", "requires", "needs", "runs",
    "called", "named", "set", "equals", "=", ":", "than", "as", "through", "into", "onto",
})
_COPULAS = frozenset({"is", "are", "was", "were"})
_MODALS = frozenset({"can", "could", "may", "might", "must", "should", "will", "would", "shall"})
_VERBS_IN_SLOT = frozenset({"is", "are", "was", "were", "uses", "use", "runs", "has", "have", "needs",
                            "requires"})
_NEGATION = frozenset({"not", "never", "no", "don't", "doesn't", "isn't", "aren't", "cannot", "can't",
                       "won't", "longer"})
MAX_SLOT = 4
NUMBER_WORDS = frozenset("one two three four five six seven eight nine ten eleven twelve twenty thirty "
                         "fifty hundred half double twice once".split())
_IDENTIFIER = re.compile(r"[a-z0-9]+(?:[-._/][a-z0-9]+)+")
_PATH_OR_VALUE = re.compile(r"(?<![\w/])/[\w.-]+(?:/[\w.-]+)*|" + TOKEN.pattern)


def _tokens(s: str) -> list[str]:
    s = _POSSESSIVE.sub("", s)  # "the customer portal's owner" is the customer portal owner
    return [t.lower().rstrip(".:") or t for t in TOKEN.findall(s) if t.lower() not in _NOW]


_POSSESSIVE = re.compile(r"(?<=\w)['’]s\b")
# A terse note "customer portal product owner: Marta" states "The customer portal product owner is Marta";
# a label before a sentence ("Note: …", "chore: …") does not.
_KEY_VALUE = re.compile(r"^\s*(?P<key>[A-Za-z][\w'’ .-]{2,60}?)\s*:\s*(?P<value>[^\s:;,]+(?:\s+[^\s:;,]+){0,3}?)"
                        r"\.?\s*$")
_LABELS = frozenset("note fyi update reminder heads chore fix feat docs refactor test ci todo warning tip".split())


def as_statement(s: str) -> str:
    """A terse "key: value" note as the statement it makes; any other text as it is."""
    m = _KEY_VALUE.match(s)
    if m is None:
        return s
    key = _tokens(m.group("key"))
    if not key or len(key) > 6 or key[0] in _LABELS or any(predicate(t) for t in key):
        return s
    return f"The {m.group('key').strip()} is {m.group('value')}."


def _without_determiner(tokens: list[str]) -> list[str]:
    return tokens[1:] if tokens and tokens[0] in (*_DETERMINERS, "my", "your") else tokens


# What a participle says of its subject: where it runs, what it is made with, what runs it, where it is
# kept, where it goes. Two statements of one frame with participles of two of these say two things.
_RELATION = {w: family for family, words in (
    ("where", "deployed hosted served"),
    ("made", "built written generated rendered styled developed implemented made compiled bundled"),
    ("driven", "scheduled orchestrated triggered managed coordinated"),
    ("kept", "stored kept saved persisted cached archived backed"),
    ("sent", "sent delivered published pushed posted routed forwarded emitted"),
) for w in words.split()}


def same_frame(older: str, newer: str) -> tuple[str, str] | None:
    """The differing slot of two statements that are otherwise the same, or None ("The Android app
    targets …" and "Our Android app targets …" open the same: a leading determiner is left out)."""
    a, b = _without_determiner(_tokens(older)), _without_determiner(_tokens(newer))
    if len(a) < 3 or len(b) < 3:
        return None
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    j = 0
    while j < min(len(a), len(b)) - i and a[-1 - j] == b[-1 - j]:
        j += 1
    da, db = a[i: len(a) - j], b[i: len(b) - j]
    shared = i + j
    if not da or not db or len(da) > MAX_SLOT or len(db) > MAX_SLOT or i == 0:
        return None
    if shared < 3 or shared < 0.5 * max(len(a), len(b)):
        return None
    written = bool(_IDENTIFIER.fullmatch(" ".join(da)) and _IDENTIFIER.fullmatch(" ".join(db)))
    if not any(predicate(t) for t in a[:i]) and (j > 0 or not written):
        # the slot sits in the subject ("CI on feat/x is still running"): two things; with no verb
        # at all only a written name ends a statement as its value ("…land in the topic raw-events")
        return None
    lead = {a[i - 1], a[i - 2] if i >= 2 else ""}
    if not lead & VALUE_WORDS and not any(ch.isdigit() for ch in "".join(da + db)) and not written:
        return None  # "…the S3 bucket catalog-media-prod" / "…shop-assets-eu": a written name is a value
    if set(da + db) & (_VERBS_IN_SLOT | _NEGATION):
        return None
    family_a, family_b = _RELATION.get(da[0]), _RELATION.get(db[0])
    if family_a and family_b and family_a != family_b:
        return None  # "is deployed to Netlify" / "is built with Docusaurus": two relations, not two values
        # ("scheduled by Airflow" / "orchestrated with Dagster" are one: a conflict)
    if {text.stem(w) for w in da} == {text.stem(w) for w in db}:
        return None
    return " ".join(da), " ".join(db)


_PREDICATES = frozenset({"is", "are", "was", "were", "be", "been", "has", "have", "uses", "use", "runs",
                         "run", "lives", "live", "listens", "requires", "needs", "expires", "expire",
                         "happen", "happens", "makes", "calls", "goes", "sits", "points", "stores",
                         "holds", "reads", "writes", "returns", "defaults", "ships", "builds", "comes", "came", "=", ":"})


def predicate(token: str) -> bool:
    """A verb that can introduce a value ("is", "runs", "listens", "built", "stored")."""
    if token in _PREDICATES:
        return True
    if token.endswith("s") and (verbs.is_base(token[:-1]) or verbs.is_base(token[:-2])
                                or token.endswith("ies") and verbs.is_base(token[:-3] + "y")):
        return True
    return token.endswith("ed") and verbs.base_form(token) is not None


# Words any two settings share ("changes sync every 10 minutes" / "changes … sync every 30 minutes"): they
# do not tie a change to a statement ("second" stays: a "second monitor" is a thing)
_WEAK_TIES = frozenset(text.term(w) for w in "every each per change changes minute minutes hour hours day days "
                       "week weeks month months year years time times".split())


def _subject_terms(s: str) -> set[str]:
    return {text.term(w) for w in text.words(s)
            if w not in text.STOP and w not in text.NEGATIONS and len(w) > 1 and not w[0].isdigit()}


NO_CHANGE = re.compile(r"\bno\s+(?:functional\s+|behaviou?r(?:al)?\s+|user-facing\s+|visible\s+)?changes?\b|"
                        r"\bnothing\s+(?:else\s+)?changed\b|\bunchanged\b", re.I)


# A change word used as an adjective: "the reduced fare", "reduced fare is still …", "an extended warranty"
_ATTRIBUTIVE = re.compile(r"(?:reduced|increased|extended|raised|lowered|shortened)\s+(?!to\b|from\b|by\b)[a-z]+\s+"
                          r"(?:is|are|was|were|stays?|remains?|still|for|of|applies|costs?)\b", re.I)
_BEFORE_ADJECTIVE = re.compile(r"(?:^|\b(?:the|a|an|our|their|its|is|are|still)\s+|:\s*)$", re.I)
_TO_LATEST = re.compile(r"\bto\s+(?:the\s+)?(?:latest|newest|most\s+recent|next)\s+(?:[\w-]+\s+)?"
                        r"(?:release|version|patch|minor|major|tag)\b", re.I)


# A command in backticks, then an arrow to what it printed: no change of anything
# A line a program logged at a clock time: "[studio-b] 09:16 target capture …", "2024-06-11 09:16:02 INFO …"
_CLOCKED = re.compile(r"^\s*(?:\[[^\]\n]{1,30}\]\s*)?(?:\d{4}-\d\d-\d\d[T ])?\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?Z?\s")
_OUTPUT_ARROW = re.compile(r"`\s*(?:\$\s*)?(?:grep|rg|ls|cat|head|tail|psql|mysql|curl|kubectl|git|aws|gcloud|az|gh|doctl|"
                           r"docker|helm|terraform|redis-cli|select|find|wc|jq|systemctl|crontab)\b[^`]*`\s*(?:->|→)\s*\S$",
                           re.I)


def announced_change(older: str, newer: str) -> str | None:
    """Why `newer` reads as an update of `older`, or None.

    The newer text shares at least two subject terms with the older one, and the clause that
    announces the change names the older statement's value ("Replaced Celery with RQ…"), or says
    "no longer" about its subject. "Upgraded the dev tooling…; still on Python 3.12" is no update
    of "runs on Python 3.12": the clause with the change does not touch the older statement.
    """
    shared_all = _subject_terms(older) & _subject_terms(newer)
    if len(shared_all) < 2:
        return None
    named_in_older = [v.rstrip(".") for v in _PATH_OR_VALUE.findall(older)[1:]
                      if any(ch.isdigit() for ch in v) or v[:1].isupper() or "_" in v or "/" in v or "." in v
                      or "@" in v]
    everywhere = {t.lower().rstrip(".") for t in _PATH_OR_VALUE.findall(newer)}
    met = {text.term(v.lower()) for v in named_in_older if v.lower() in everywhere}
    said_of = _said_of(older)
    said = said_of & {text.term(w) for w in text.words(newer)}
    tied = len(said) >= min(2, len(said_of))  # the newer is about what the older is about
    whole_subject = bool(met) and bool(said_of) and said == said_of
    given = _given_names(older)  # the change must touch what the older gives, not what it names in passing
    named_in_older = [v for v in named_in_older if v.lower().rstrip(".:") in given]
    if NO_CHANGE.search(newer):
        return None  # "Moved slugify a few lines up, no behaviour change": it says itself nothing changed
    older_stems = {text.stem(w) for w in text.words(older)}
    for clause in _clauses(newer):
        hedge = HEDGE.search(clause)
        if hedge is not None:
            clause = clause[:hedge.start()]  # "we talked about maybe moving … to Go": nothing changed past it
        switch = _SWITCH_TO.search(clause)
        if switch is not None and not _is_new(switch.group("value"), older):
            continue  # it changed *to* what the older says: the older holds
        came_from = _FROM.search(clause)
        if came_from is not None and _is_new(came_from.group("value"), older) \
                and came_from.group("value").lower() not in text.STOP:
            continue  # "…CI from Jenkins to GitHub Actions": a change of something the older does not name
        tokens = {t.lower().rstrip(".") for t in _PATH_OR_VALUE.findall(clause)}
        shared = _subject_terms(older) & _subject_terms(clause)
        named = [v for v in named_in_older if v.lower() in tokens]
        if named and _STAYS.search(clause):
            continue  # "…stays on Node 18 for now, we looked at 20 and decided to wait": the older holds
        new_value = _new_value(older, clause)
        # a name both texts give ("Terraform") ties them when the clause is about all the older is about
        about_it = whole_subject and _same_kind_of_value(older, clause, given)
        adds = _ADDS.search(clause)  # "…now has a /metrics endpoint": nothing the older said replaced
        for cue in text.CHANGE.finditer(clause):
            word = cue.group(0).lower()
            if word in older.lower() or word in ("renamed", "rebranded") \
                    or " " not in word and text.stem(word) in older_stems:
                continue  # the older says it too ("…instead of opening the browser", "replaced" for "replacing"); a
                # rename: `renamed`
            if _REPAIR.match(clause, cue.end()):
                continue  # "Replaced the frayed relay lead": a repair, the same part again
            part_of = _PART_OF.match(clause, cue.end())
            if part_of is not None and any(v.lower().rstrip("s") in part_of.group("whole").lower() for v in named_in_older):
                continue  # "Replaced the printhead on the station 2 ZT411": a part of the older's value, which stays
            own = _ITS_OWN_SETTING.match(clause, cue.end()) if word.startswith("switch") else None
            if own is not None and any(re.search(rf"(?<![\w-]){re.escape(v.lower())}(?![\w-])", own.group("what").lower())
                                       for v in named_in_older):
                continue  # "Switched the CloudFront distribution … to signed URLs": the older's value stays, set otherwise
            if ("->" in word or "→" in word) and (_OUTPUT_ARROW.search(clause[:cue.end()]) or _CLOCKED.match(clause)):
                continue  # "`grep tickrate templates/*/launch.args` -> every entry is …": a command and its output;
                # "[studio-b] 09:16 target capture SG_0611B_001.iiq -> ΔE2000 mean 1.7": a logged step and its result
            if word == "instead of" and not {text.term(w) for w in text.words(clause[cue.end():])[:4]} \
                    & (_subject_terms(older) | {text.term(v.lower()) for v in named_in_older}):
                continue  # "bcl-convert runs with `--no-lane-splitting`, … instead of one per lane": not the older's
            if _ATTRIBUTIVE.match(clause, cue.start()) and _BEFORE_ADJECTIVE.search(clause[:cue.start()]):
                continue  # "reduced fare is still 50%": a kind of fare, nothing reduced
            if (_TO_LATEST.search(clause) or word.startswith("bump")) and not re.search(r"\d", older):
                continue  # "Bumped … to the latest patch release", "bumped the version in the tap formula": no number said
            if word == "now" and not new_value:
                continue  # "…Decimal everywhere now" restates, it does not change
            if word == "now" and _NOW_RIGHT.match(clause, cue.end()):
                continue  # "per-lesson totals for each coach now match the lesson register": a fix, nothing changed
            if word == "now" and named and _acts_anew(clause, cue.start(), cue.end(), named):
                continue  # "the Zendesk webhook now sends …": the older's value is what acts anew, and stays
            if word == "now" and _done_anew(older, older_stems, clause, cue.start(), cue.end(), named):
                continue  # "Photos in claims-photos-prod are now keyed by claim ID": the value named before stays
            if re.match(r"[\d.`'\"]", word) and not re.search(r"\d", older):
                continue  # "bumped celery worker concurrency 4 -> 8": a figure the older never gives
            if word.startswith("bump") and _keeps_figures(older, newer):
                continue  # "Bumped django-debug-toolbar …, ran the suite on Django 4.2": the older's release kept
            if named and tied and _near(clause, cue.start(), cue.end(), named):
                return f"{word}: {', '.join(sorted(shared_all)[:3])}"
            if named and tied:
                continue  # "/points_raw … carries …, so rviz needs its reliability set to …": another change
            if adds:
                continue
            # three shared words tie a change to the older unless it gives another kind of value
            # ("the nightly batch now runs on Gurobi" changes nothing in "… starts at 02:00 UTC")
            ties = shared - _WEAK_TIES
            if ((("no longer" in word or about_it) and len(ties) >= 2) or len(ties) >= 3) \
                    and _near(clause, cue.start(), cue.end(), [w for w in text.words(clause) if text.term(w) in shared]) \
                    and not _another_kind(older, clause):
                return f"{word}: {', '.join(sorted(shared_all)[:3])}"
        dropped = _DROPPED.search(clause) if named else None
        if dropped:
            return f"{dropped.group(0).lower()}: {', '.join(sorted(shared_all)[:3])}"
        if switch is not None and len(shared) >= 2 and not _another_kind(older, clause) \
                and not (_keeps_tools(older, clause) and switch.group("value")[:1].islower()):
            return f"{switch.group('verb').lower()} to {switch.group('value').rstrip('.,;')}: " \
                   f"{', '.join(sorted(shared)[:3])}"
    return None


# what a fix leaves right after "now": figures that match, tests that pass, a job that works again
_NOW_RIGHT = re.compile(r"\s+(?:all\s+)?(?:match(?:es)?|line\s+up|lines\s+up|agrees?|tally|tallies|reconciles?|"
                        r"balances?|add\s+up|adds\s+up|pass(?:es)?|works?|succeeds?)\b", re.I)


# Words after "now" that are no verb of a plural: "the QR codes now in use", "now the only way"
_NOT_A_VERB = re.compile(r"\s+(?:the|a|an|on|in|at|to|via|through|with|by|from|for|only|also|just|all|both|each|"
                         r"every|more|less|fewer|no|not|none|than|that|this|these|those|and|or|is|are|\d)\b")


# Verbs that place a thing or give it a value: what follows them after "now" may be the statement's value changed
_PLACING = frozenset(text.stem(w) for w in """stored hosted served run runs running sent built deployed written kept
called named located routed published handled processed managed owned done made set delivered moved migrated
switched based powered backed held saved uploaded pushed exported imported generated rendered paid billed charged
priced limited capped scheduled triggered maintained used uses required allowed""".split())


def _done_anew(older: str, older_stems: set[str], clause: str, start: int, end: int, named: list[str]) -> bool:
    """Whether the clause names the older's value (or two of its subject's words) before "now" and what follows
    "now" is a new way of doing the same, told by a verb the older never uses and that places nothing ("… in
    claims-photos-prod are now keyed by claim ID", "bank transfers are now batched once a day"), with no word
    that the value went."""
    before = clause[:start].lower()
    if not any(re.search(rf"(?<![\w-]){re.escape(v.lower())}(?![\w-])", before) for v in named) \
            and len(_subject_terms(older) & _subject_terms(before) - _WEAK_TIES) < 2:
        return False
    if re.search(r"\b(?:from|instead|replac\w*|no\s+longer|off|away|dropp\w*|retir\w*|remov\w*|disabl\w*|delet\w*|"
                 r"skip\w*|stop\w*|without)\b", clause, re.I):
        return False
    after = re.match(r"\s+(?:also\s+|automatically\s+|only\s+)?(?P<verb>[a-z]+)\b", clause[end:])
    if after is None:
        return False
    verb = after.group("verb")
    if not (verb.endswith("ed") or verb.endswith("s") and not verb.endswith("ss")):
        return False
    stem = text.stem(verb)
    return stem not in _PLACING and stem not in older_stems


def _acts_anew(clause: str, start: int, end: int, named: list[str]) -> bool:
    """Whether the older's value is the one doing something new: it opens the words right before "now" and a
    verb of its own follows ("WeasyPrint now renders …"), never a copula ("Market Ops is now called …") nor the
    value again ("… went off Twilio, they're sent via Vonage now")."""
    before, after = clause[:start].lower(), clause[end:].lower()
    if re.search(r"(?:\b(?:is|are|was|were|be|been)|'s|'re)\s*$", before):
        return False
    # "ticket QR codes now use error-correction level M": a plural's verb has no s
    plural_verb = re.search(r"[a-z]s\s*$", before) and re.match(r"\s+[a-z]+\b", after) and not _NOT_A_VERB.match(after)
    if not re.match(r"\s+[a-z]+s\b", after) and not plural_verb:
        return False
    return all(re.search(rf"(?<![\w-]){re.escape(v.lower())}(?:\s+[\w-]+){{0,2}}\s*$", before) and v.lower() not in after
               for v in named)


_UNIT_NAMES = frozenset("utc gmt cet hz khz mhz ghz fps rpm qps rps".split())


def _keeps_tools(older: str, clause: str) -> bool:
    """The clause names every tool the older names and no other of their roles: "Switched the CloudFront
    distribution to signed URLs" changes how CloudFront serves, not that it does."""
    old = {role: tools for role, tools in claims.technologies(older).items() if role not in ("language", "hosting")}
    new = claims.technologies(clause)
    return bool(old) and all(new.get(role, set()) == tools for role, tools in old.items())


def _another_kind(older: str, clause: str) -> bool:
    """The older gives only a measure ("starts at 02:00 UTC", "is 60 Hz", "retained for one year") and
    the clause changes something to a name or a place, with no number: "the nightly batch now runs
    on Gurobi" changes nothing in "… starts at 02:00 UTC". A number after a name ("Node 18") is a
    version, not a measure."""
    if RULE.search(older):
        return False  # "Refunds above $500 must be approved …" is a rule, not a measure
    tokens = _PATH_OR_VALUE.findall(values.with_digits(older))
    first = next((k for k, t in enumerate(tokens) if t[:1].isdigit()), None)
    if first is None or (first and tokens[first - 1][:1].isupper() and tokens[first - 1].lower() not in _UNIT_NAMES):
        return False
    named_after = [t for t in tokens[first + 1:] if t[:1].isupper() and t.lower() not in _UNIT_NAMES
                   and claims.unit_dimension(t.lower()) is None]
    if named_after:
        return False
    old = {t.lower() for t in tokens}
    new = [t for t in _PATH_OR_VALUE.findall(values.with_digits(clause))[1:] if t.lower() not in old]
    return not any(t[:1].isdigit() for t in new) and any(t[:1].isupper() or "/" in t or "-" in t for t in new)


NEAR_WORDS = 8  # how far from a change word the value it changes may stand
_REPAIR = re.compile(r"\s+(?:the\s+|a\s+|an\s+|two\s+|both\s+)?(?:\w+\s+)?(?:frayed|broken|faulty|dead|worn|damaged|"
                     r"failing|failed|bad|cracked|loose|leaking|burnt|burned|blown|defective|corroded)\b", re.I)


# What a switch turns to something else: "Switched the CloudFront distribution for lesson videos to signed URLs"
_ITS_OWN_SETTING = re.compile(r"\s+(?:over\s+)?(?:the\s+|its\s+|our\s+)(?P<what>[^.;:\n]{1,60}?)\s+to\b", re.I)
# A part replaced on a whole that stays: "the printhead on the station 2 ZT411", "the fan in rack 3's PDU"
_PART_OF = re.compile(r"\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s+){0,2}?(?:on|of|in|inside)\s+(?:the\s+|a\s+|our\s+)?"
                      r"(?P<whole>(?:[\w.'-]+\s+){0,3}[\w.'-]+)", re.I)


def _near(clause: str, start: int, end: int, named: list[str]) -> bool:
    """Whether one of the values stands within a few words of a change word ("Replaced Celery with
    RQ", "Celery … was replaced by RQ"), not clauses away."""
    low = clause.lower()
    for value in named:
        at = low.find(value.lower())
        if at < 0:
            continue
        between = low[min(end, at):max(start, at)]
        if len(between.split()) <= NEAR_WORDS:
            return True
    return False


# What comes after these is a plan, a wish or a condition, not a change ("maybe moving the backend to Go").
HEDGE = re.compile(r"\b(?:maybe|might|perhaps|possibly|considering|thinking (?:about|of)|talked about|"
                    r"discussed|if we|whether|someday|some day|eventually|would like to|could|evaluating|"
                    r"triall?ing|piloting|exploring|prototyping|spiking|investigating|looking into)\b", re.I)


def unasserted(clause: str) -> bool:
    """A clause that asks or hedges: it names a value without saying it holds."""
    return bool(HEDGE.search(clause)) or text.QUESTION.search(clause) is not None


def tentative(sentence: str) -> bool:
    """A sentence that sets one value beside another, asks, or hedges: it says no value is gone."""
    return bool(text.BESIDE.search(sentence) or HEDGE.search(sentence))  # BESIDE matches "?" too


# The older statement's value said to hold still ("stays on Node 18", "still on Python 3.12").
_STAYS = re.compile(r"\b(?:stays?|staying|remains?|remaining|still|sticks? with|sticking with|keeps? using|"
                    r"keeping|continues? to|unchanged|as before|as always|as it always did)\b", re.I)
_ADDS = re.compile(r"\b(?:has|have|adds?|added|includes?|included|supports?|gained|gets|got|exposes?|also)\b", re.I)


def _value_kind(value: str) -> str:
    return "number" if value[:1].isdigit() else "path" if "/" in value else "name"


def _same_kind_of_value(older: str, clause: str, given_names: set[str]) -> bool:
    """The clause gives a new value of a kind the older one gives (a number for a number, a path for
    a path): "…now has a /health endpoint" changes nothing in "…is written in Kotlin"."""
    given = {_value_kind(v) for v in _PATH_OR_VALUE.findall(older)[1:] if v.lower().rstrip(".:") in given_names}
    old = {t.lower() for t in _PATH_OR_VALUE.findall(older)}
    new = {_value_kind(t) for t in _PATH_OR_VALUE.findall(clause)[1:]
           if t.lower() not in old and (t[:1].isdigit() or t[:1].isupper() or "/" in t)}
    return not given or bool(given & new)


def _is_new(value: str, older: str) -> bool:
    """A value word the older text does not have (a name, a number or a path, not "the")."""
    word = value.strip(".,;:()").lower()
    return bool(word) and word not in text.STOP and word not in {t.lower().rstrip(".") for t in TOKEN.findall(older)}


_MODAL_NOT = re.compile(r"\b(?:must|should|need to|needs to|have to|has to) not\b", re.I)


def _policy_terms(s: str) -> set[str]:
    return {text.stem(p) for w in text.words(s) for p in w.split("-") if len(p) > 2} - text.STOP




def _new_value(older: str, clause: str) -> bool:
    """The clause names a value (a number, in digits or words, an identifier, a path, a proper
    name) the older text lacks."""
    old = {t.lower() for t in _PATH_OR_VALUE.findall(older)}
    return any(t.lower() not in old and (any(ch.isdigit() for ch in t) or t[:1].isupper() or "_" in t
                                         or "/" in t or "." in t or "@" in t or t.lower() in NUMBER_WORDS)
               for t in _PATH_OR_VALUE.findall(clause)[1:])


POLARITY = re.compile(r"\b(?P<neg>never|no longer(?:\s+(?:have|has|need|needs)\s+to)?|no more|don't|do not|avoid|"
                       r"stop(?:s|ped|ping)?|quit|"
                       r"(?:(?:can|may)\s+(?:be\s+)?|(?:is|are)\s+)\w+\s+without(?:\s+an?|\s+any)?)\s+"
                       r"(?P<nt>[\w-]+(?:\s+[\w-]+){0,5})|(?<!-)\b(?P<pos>always|must|should|only|has to|have to|"
                       r"need to|needs to|(?:can|may) now(?: be)?|(?:is|are) now (?:allowed|fine|ok|okay) to)\s+"
                       r"(?P<pt>[\w-]+(?:\s+[\w-]+){0,5})", re.I)
TARGET_WORDS = 3  # what a rule is about: its first words that say something ("run database migrations")


# "It is fine for the request logs to include the student ID", "feel free to …": a permission
_PERMITTED = re.compile(r"\b(?:it'?s|it\s+is|that'?s|that\s+is|is|are|we'?re|we\s+are|you'?re|you\s+are)\s+"
                        r"(?:totally\s+|perfectly\s+|now\s+)?"
                        r"(?:fine|ok|okay|acceptable|allowed|permitted)\b|\bfeel\s+free\s+to\b|\bgo\s+ahead\s+and\b|"
                        r"\b(?:may|can)\s+now\b|\bfrom\s+now\s+on\b[^.;]{0,40}?\b(?:may|can)\b|\bgot\s+(?:a|the)\s+(?:[\w-]+\s+)?(?:role|permission|right|access)\s+to\b|"
                        # a rule quoted from a document: '"Maintainers may force-push to main after …"'
                        r"\"[^\"]{0,80}?\b(?:may|are\s+allowed\s+to|is\s+allowed\s+to)\s+(?!not\b|be\b)",
                        re.I)
# What forbids: "never", "must not", "nobody may" … and a habit no one has ("Nobody force-pushes to main")
PROHIBITION = re.compile(r"\b(?:never|must\s+not|mustn't|may\s+not|do\s+not|don't|cannot|can't|should\s+not|"
                          r"shouldn't|not\s+allowed|(?:nobody|no\s+one)\s+(?:is|are)?\s*(?:ever\s+)?(?:allowed|permitted|"
                          r"may|can)|(?:nobody|no\s+one)\s+ever|(?:nobody|no\s+one)\s+[a-z]+(?:-[a-z]+)?s)\b", re.I)
PERMITTED_SHARED = 3  # words of the forbidden clause a permission must repeat to be about the same thing


def permits_what_is_forbidden(older: str, newer: str) -> str | None:
    """The newer says fine to what the older forbids ("Student ID numbers must never appear in
    application logs; log the UUID instead" / "It is fine for the enrolment API's request logs to
    include the student ID number"): the forbidden clause (not its "instead" part) shares three words
    with a sentence that grants it, with no negation before the grant."""
    forbidden = re.split(r";|\binstead\b|\brather\b", older, maxsplit=1)[0]
    if not PROHIBITION.search(forbidden):
        return None
    words = text.content_terms(forbidden)
    for sentence in text.SENTENCE_BREAK.split(newer):
        grant = _PERMITTED.search(sentence)
        if grant is None or NEGATED.search(sentence[:grant.start()]) or "?" in sentence:
            continue
        shared = words & text.content_terms(sentence)
        # a short note is about one thing: two of the forbidden clause's words will do ("Friday deploys are
        # allowed again now" for "We never deploy the recipe site on Fridays")
        if len(shared) >= (PERMITTED_SHARED - 1 if len(newer) <= SHORT_NOTE else PERMITTED_SHARED):
            return f"one forbids, the other allows: {', '.join(sorted(shared)[:4])}"
    return None


# "Engineers never silence a production alert without a linked ticket" / "… can be created without a ticket"
_NEVER_WITHOUT = re.compile(r"\b(?:never|no\s+[\w-]+)\b[^.;]{0,80}?\bwithout\s+(?:a\s+|an\s+|the\s+|any\s+)?(?:[\w-]+\s+)?"
                            r"(?P<y>[\w-]+)|\b(?:must|have\s+to|has\s+to|need\s+to|needs\s+to|required\s+to)\s+"
                            r"(?:create|have|hold|open|get|use|register|carry)\s+(?:a|an|their|its|the)\s+(?:[\w-]+\s+)?"
                            r"(?!(?:first|before|again|now|too)\b)(?P<y2>[\w-]+)",
                            re.I)  # "buyers have to create an account first" / "buyers can check out without an account"
_MAY_WITHOUT = re.compile(r"\b(?:can|may|allowed\s+to|fine\s+to|ok(?:ay)?\s+to)\b(?!['’]t|not|\s+not)[^.;]{0,60}?\bwithout\s+"
                          r"(?:a\s+|an\s+|the\s+|any\s+)?(?:[\w-]+\s+)?(?P<y>[\w-]+)|"
                          r"\bwithout\s+(?:a\s+|an\s+|the\s+|any\s+)?(?:[\w-]+\s+)?(?P<y2>[\w-]+)\s+(?:is|are)\s+(?:now\s+)?"
                          r"(?:fine|ok|okay|allowed|permitted)\b", re.I)


def allowed_without(older: str, newer: str) -> str | None:
    """A rule never to do something without a thing, and a note that says it may be done without it
    ("Engineers never silence a production alert without a linked ticket" / "short silences under 2h
    can be created without a ticket"): the same thing done without, a word of the rule besides."""
    rule = _NEVER_WITHOUT.search(older)
    if rule is None:
        return None
    needed = text.stem(rule.group("y") or rule.group("y2"))
    words = text.content_terms(older) - {needed}
    for clause in _clauses(newer):
        grant = _MAY_WITHOUT.search(clause)
        if grant is None or unasserted(clause) or NEGATED.search(clause[:grant.start()]) \
                or text.stem(grant.group("y") or grant.group("y2")) != needed:
            continue
        shared = words & text.content_terms(newer if len(newer) <= SHORT_NOTE else clause)
        if shared:
            return f"one says never without {needed}, the other allows it: {', '.join(sorted(shared)[:3])}"
    return None


# "Product dropped the signature requirement", "Removed the mandatory signature step", "the signature is
# optional now"
_DROP_VERB = (r"(?:dropped|dropping|removed|removing|scrapped|scrapping|lifted|lifting|waived|waiving|relaxed|relaxing|"
              r"retired|ditched|ditching|killed|killing|eliminated|got\s+rid\s+of|did\s+away\s+with|turned\s+off|"
              r"disabled|taken\s+out|took\s+out|cut|axed)")
# What a rule demands of a person, named as a noun: "dropped the second-operator sign-off"
_DEMAND_NOUN = r"sign-?offs?|signoffs?|approvals?|clearances?|co-?signatures?|witness(?:es)?"
_DROPPED_DUTY = re.compile(
    rf"\b{_DROP_VERB}\s+(?:the\s+|our\s+|that\s+|this\s+)?(?:"
    r"(?:requirement|rule|need|obligation)\s+(?:to|that)\s+(?P<what3>(?:[\w-]+\s+){0,4}[\w-]+)|"
    r"(?:mandatory|required|compulsory|forced)\s+(?P<what4>(?:[\w-]+\s+){0,2}[\w-]+)|"
    r"(?P<what>(?:[\w-]+\s+){0,3}?)(?:requirement|step|rule|check|mandate|gate|obligation|prompt|block|"
    r"restriction|ban|window|freeze|moratorium)s?\b|"
    rf"(?P<what12>(?:[\w-]+\s+){{0,3}}?)(?:{_DEMAND_NOUN})\b)|"
    # "We've stopped requiring a signed condition report", "uploads no longer need a ticket"
    r"\b(?:stopped|stop|no\s+longer)\s+(?:requir(?:e|es|ing)|need(?:s|ing)?|ask(?:s|ing)?\s+for)\s+(?!to\b)"
    r"(?P<what10>(?:[\w-]+\s+){0,4}[\w-]+)|"
    # "postmortems are only required for SEV1 and SEV2 from now on": a demand on all narrowed to some
    r"\b(?P<what13>[\w-]+(?:\s+[\w-]+)?)\s+(?:is|are)\s+(?:now\s+)?only\s+(?:required|needed|mandatory|compulsory|"
    r"necessary|expected)\s+(?:for|on|when|if|in)\b|"
    # "instructors don't sign off on that": who the rule wants a sign-off from gives none
    r"\b(?P<what11>[\w-]+)\s+(?:don't|doesn't|do\s+not|does\s+not|no\s+longer)\s+(?:sign\s+off|co-?sign|approve|"
    r"clear|witness)\b|"
    r"\b(?P<what2>(?:[\w-]+\s+){1,3}?)(?:(?:is|are)\s+(?:now\s+)?(?:optional|not\s+(?:required|mandatory|needed)|"
    r"no\s+longer\s+(?:required|mandatory|needed|enforced))|(?:isn't|aren't)\s+(?:required|mandatory|needed))\b|"
    r"\b(?:isn't|aren't|is\s+not|are\s+not|not)\s+(?:required|obliged|expected)\s+to\s+(?P<what8>(?:[\w-]+\s+){0,4}[\w-]+)|"
    r"\b(?:nobody|no\s+one)\s+(?:needs?|has\s+to|must)\s+(?P<what9>(?:[\w'’-]+\s+){0,4}[\w-]+)|"  # "nobody needs the lead's approval"
    r"\bno\s+(?P<what6>(?:[\w-]+\s+){0,2}[\w-]+)\s+(?:(?:is|are)\s+)?(?:now\s+|any\s+longer\s+)?"
    r"(?:required|needed|necessary|mandatory)\b|"  # "no VPN connection is required", "no human ack needed"
    r"\b(?P<what7>(?:[\w-]+\s+){0,3}?)(?:requirement|step|rule|check|mandate|gate|obligation|block|restriction|ban|"
    rf"{_DEMAND_NOUN})s?"
    r"(?:\s+(?:in|on|of|for)\s+[\w.-]+)?\s+(?:was|were|has\s+been|"
    rf"have\s+been|got|is|are)\s+(?:now\s+)?(?:{_DROP_VERB}|gone)\b|"  # "the dedupe step was removed"
    r"\b(?:doesn't|don't|does\s+not|do\s+not|no\s+longer|won't)\s+(?:have|has|need|needs)\s+to\s+"
    r"(?P<what5>(?:[\w-]+\s+){0,4}[\w-]+)", re.I)
_DUTY = re.compile(r"\b(?:must|always|required|requires?|mandatory|has\s+to|have\s+to|need\s+to|needs(?:\s+to)?)\b", re.I)
# A duty said of every one of a kind with no modal: "Every incident gets a written postmortem …" (what follows
# the kind is what is demanded)
_EVERY_DUTY = re.compile(r"^\s*(?:every|each)\s+(?:[\w-]+\s+){1,3}?(?=(?:gets?|has|receives?|goes)\b)", re.I)
_RESTRICTION = re.compile(r"\b(?:only|cannot|can't|may\s+not|must\s+not|never|not\s+allowed|no\s+one|nobody|"
                          r"no\s+(?:[\w-]+\s+){1,6}?(?:is|are)\s+allowed)\b", re.I)


def dropped_duty(older: str, newer: str) -> str | None:
    """A rule that demands something, and a note that the demand was dropped ("Drivers must capture a
    customer signature for every delivery" / "Product dropped the signature requirement"): a word of
    what was dropped is one of the rule's."""
    duty = _DUTY.search(older)
    every = _EVERY_DUTY.match(older) if duty is None else None
    if every is not None:  # what is demanded follows the kind it is demanded of
        return _dropped_from(older[every.end():], older[:every.end()], newer)
    if duty is None:
        # a restriction, dropped by its name ("… cannot be published until …" / "Dropping the hard block on
        # the explicit flag", "only allowed Monday through Thursday" / "the old no-Friday rule is retired")
        duty = _RESTRICTION.search(older)
        if duty is None:
            return None
        return _dropped_by_name(older[duty.start():], older[:duty.start()], newer)
    if PROHIBITION.search(older):
        return None
    # what is demanded, not who must do it ("Every kiosk release must be signed …" / "Kiosk release notes
    # are optional …")
    return _dropped_from(older[duty.start():], older[:duty.start()], newer)


def _dropped_from(demand: str, who: str, newer: str) -> str | None:
    """The words of a demand a clause of the newer drops, as the verdict's reason."""
    words = _demanded_words(demand, who)
    for clause, m in _dropping_clauses(newer):
        what = next((m.group(g) for g in ("what", "what2", "what3", "what4", "what6", "what7", "what8", "what9", "what10",
                                                      "what11", "what12", "what13")
                     if m.group(g)), None)
        # "finance doesn't have to sign off": who no longer must counts too
        said = what if what is not None else clause
        if m.group("what2"):  # "caseworkers aren't required to have hardware keys": what follows says the demand
            said += " " + " ".join(clause[m.end():].split()[:6])
        shared = words & (word_roots(said) | text.content_terms(said))  # "dedupe" is "deduplicated" cut short
        shared |= {w for w in text.words(demand.lower()) for cut in text.words(said.lower())
                   if len(cut) >= 3 and len(w) > len(cut) + 3 and w.startswith(cut)}  # "ack" of "acknowledged"
        if shared:  # a root and the word it is cut from name one thing ("hardw", "hardwar")
            named = sorted(w for w in shared if not any(o != w and o.startswith(w) for o in shared))
            return f"the rule on {', '.join(named[:3])} was dropped"
    return None


_OBJECT_AFTER = re.compile(r"(?:\s+(?:on|for|of|against|around)\s+(?:[\w:-]+\s*){1,4})?")


def _demanded_words(demand: str, who: str) -> set[str]:
    """The words and roots of what a rule demands or restricts, not of who it binds."""
    return (word_roots(demand) - word_roots(who)) | (text.content_terms(demand) - text.content_terms(who))


def _dropping_clauses(newer: str) -> Iterator[tuple[str, re.Match[str]]]:
    """Each clause of the newer that asserts (no hedge, no question) and drops a demand, with its match."""
    for clause in _clauses(newer):
        if unasserted(clause):
            continue
        m = _DROPPED_DUTY.search(clause)
        if m is not None:
            yield clause, m


def _dropped_by_name(demand: str, who: str, newer: str) -> str | None:
    """A clause of the newer that drops a rule, a check, a block or a restriction named with a word of
    what the older restricts (not of who is restricted)."""
    words = _demanded_words(demand, who)
    for clause, m in _dropping_clauses(newer):
        what = m.group("what") or m.group("what7")
        if what is not None and m.group("what") is not None:
            what += " " + _OBJECT_AFTER.match(clause, m.end()).group(0)  # "the hard block on the explicit flag"
        if what:
            shared = words & (word_roots(what) | text.content_terms(what))
            if shared:
                return f"the restriction on {', '.join(sorted(shared)[:3])} was dropped"
    return None


# Data said protected by one, in the open by the other ("phone numbers are always hashed" / "keeps raw
# phone_number in plaintext")
_PROTECTED = re.compile(r"\b(?:hash(?:es|ed|ing)?|encrypt(?:s|ed|ing)?|mask(?:s|ed|ing)?|redact(?:s|ed|ing)?|"
                        r"anonymi[sz](?:e|es|ed|ing)|pseudonymi[sz](?:e|es|ed|ing)|tokeni[sz](?:e|es|ed|ing)|"
                        r"obfuscat(?:e|es|ed|ing)|scrub(?:s|bed|bing)?)\b", re.I)
_EXPOSED = re.compile(r"\b(?:raw|plain\s*text|plain\s+(?:csv|json|xml|http|ftp|files?|e-?mail|zip)|unencrypted|unhashed|"
                      r"unmasked|unredacted|unscrubbed|clear\s*text|"
                      r"in\s+the\s+clear|as-is|verbatim)(?!\w)", re.I)


def exposed(older: str, newer: str) -> str | None:
    """The older says some data is kept protected (hashed, encrypted, masked), a clause of the newer has
    it in the open (raw, plaintext), with a word of what the data is in common."""
    protected = _PROTECTED.search(older)
    if protected is None or NEGATED.search(older[:protected.start()]) or _EXPOSED.search(older):
        return None
    words = text.content_terms(_PROTECTED.sub(" ", older))
    for clause in _clauses(newer):
        shown = _EXPOSED.search(clause)
        if shown is None or NEGATED.search(clause) or _NOBODY.search(clause) or HEDGE.search(clause) \
                or "?" in clause or _PROTECTED.search(clause):
            continue
        shared = words & text.content_terms(re.sub(r"[_-]", " ", clause))
        if shared:
            return f"{protected.group(0)} vs {shown.group(0)}: {', '.join(sorted(shared)[:3])}"
    return None


OBJECT_REACH = 4  # words after the verb that name what it was done to
# One deed, several verbs: "fix random seeds" / "seeds are pinned", "deploy" / "ship"
_SAME_DEED = {v: group.split()[0] for group in ("fix pin hardcode lock", "deploy ship release roll", "store keep save persist "
                                                "record", "send share forward expose", "delete remove purge wipe",
                                                "commit check", "copy sync replicate mirror clone dump")
              for v in group.split()}
_AUXILIARIES = frozenset("is are was were be been being get gets got".split())
_NOBODY = re.compile(r"\b(?:nobody|no\s+one|none|nothing|neither)\b", re.I)


def done_anyway(older: str, newer: str) -> str | None:
    """A rule against doing something, and a note that it was done, with no "not" ("We never commit
    generated HTML to the birchpress repository" / "Committed the built HTML under docs/ with the
    release"): the note's verb is the forbidden one, and a word of what it was done to is one of the
    rule's."""
    for m in POLARITY.finditer(_MODAL_NOT.sub(" never ", older)):
        if not m.group("neg") or m.group("neg").lower().startswith(("no longer", "stop", "quit")):
            continue
        words = [w for w in text.words(m.group("nt")) if w not in text.STOP]
        if len(words) < 2 or not verbs.is_base(words[0]):
            continue
        verb, objects = words[0], {text.stem(w) for w in words[1:]}
        for clause in _clauses(newer):
            if NEGATED.search(clause) or _NOBODY.search(clause) or unasserted(clause):
                continue
            tokens = text.words(clause)
            for k, t in enumerate(tokens):
                base = verbs.base_form(t) or (t[:-1] if t.endswith("s") and verbs.is_base(t[:-1]) else t)
                if base != verb and _SAME_DEED.get(base, base) != _SAME_DEED.get(verb, verb):
                    continue
                passive = k > 0 and tokens[k - 1] in _AUXILIARIES  # "seeds are pinned": what was done to is before
                if passive:
                    reach = range(max(0, k - 1 - OBJECT_REACH), k - 1)
                else:  # "syncs a masked snapshot of prod claim documents": what the part is of counts too
                    end = min(len(tokens), k + 1 + OBJECT_REACH)
                    of = next((j for j in range(k + 1, end) if tokens[j] == "of"), None)
                    reach = range(k + 1, min(len(tokens), of + 1 + OBJECT_REACH) if of is not None else end)
                for j in reach:
                    after = tokens[j + 1] if j + 1 < len(tokens) else None
                    # the rule's word as the head of what was done to ("the built HTML under docs/"), not a
                    # modifier of another thing ("the new HTML templates")
                    if text.stem(tokens[j]) in objects and tokens[j] not in text.STOP \
                            and (after is None or after in text.STOP or after in _PREPOSITIONS):
                        return f"forbidden, yet done: {verb} {tokens[j]}"
    return None


# A rule that a person does something by hand, and a note that nobody does ("Every new creative is manually
# reviewed …" / "… nobody looks at them by hand"; "… must pass a manual smoke test" / "Automated smoke suite
# replaced the manual pass")
_BY_HAND = re.compile(r"\b(?:manual(?:ly)?|by\s+hand|human|in\s+person|hand-(?:checked|reviewed|tested|signed))\b", re.I)
_NOBODY_BY_HAND = re.compile(
    r"\b(?:nobody|no\s+one)\b[^.;]{0,50}?\b(?:by\s+hand|manually|has\s+to|have\s+to|needs\s+to|anymore|any\s+longer)\b|"
    r"\bno\s+(?:human|manual|hand)\b|\bwithout\s+(?:a\s+|any\s+)?(?:human|manual)\b|"
    r"\b(?:replac\w*|retir\w*|dropp\w*|kill\w*|ditch\w*)\s+(?:the\s+|our\s+)?manual\b|"
    r"\bno\s+longer\s+(?:manual|by\s+hand|done\s+by\s+hand)\b|"
    r"\b(?:auto-?|automatically\s+)(?:approv|declin|reject|merg|publish|deploy|releas|promot|accept|confirm|assign|"
    r"escalat|rout|sign|clos|refund)\w*", re.I)  # "Refunds under 200 EUR are auto-approved now"


def nobody_by_hand(older: str, newer: str) -> str | None:
    """A rule that something is done by hand, and a clause of the note that says nobody does it by
    hand any more, sharing a word of what the rule is about besides the manual doing."""
    if not _DUTY.search(older) and not re.search(r"\b(?:every|each|requires?|needs?|only)\b", older, re.I) \
            or not _BY_HAND.search(older):
        return None
    words = text.content_terms(_BY_HAND.sub(" ", older)) - {"review", "check", "test", "new", "everi", "each"}
    for clause in _clauses(newer):
        m = _NOBODY_BY_HAND.search(clause)
        if m is None or unasserted(clause):
            continue
        shared = words & (text.content_terms(newer) if len(newer) <= SHORT_NOTE else text.content_terms(clause))
        if shared:
            return f"done by hand no more: {', '.join(sorted(shared)[:3])}"
    return None


_DAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)"
_ON_DAY = re.compile(rf"\b(?:on|for|every|each|this|next)\s+(?:the\s+)?(?:\w+\s+)?(?P<day>{_DAY})s?\b|"
                     rf"\b(?P<day2>{_DAY})s?\s+(?:included|too|as\s+well)\b", re.I)  # "every weekday, Fridays included"


# A day written short beside its date, as schedules and reports print it ("placed on Sat 13 Dec")
_SHORT_DAY = re.compile(r"\b(?P<short>Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\.?,?\s+(?:\d{1,2}(?:st|nd|rd|th)?\b|"
                        r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}\b)")
_SHORT_DAYS = {"mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "thu": "thursday",
               "thur": "thursday", "thurs": "thursday", "fri": "friday", "sat": "saturday", "sun": "sunday"}
_ENABLES = re.compile(r"\b(?:schedul\w*|enabl\w*|allow\w*|signed\s+off|approv\w*|open\w*|start\w*|booked|slotted|"
                      r"placed)\b", re.I)


def _day_in(clause: str) -> str:
    """The day a clause sets something on, in full ("saturday"), or ""."""
    m = _ON_DAY.search(clause)
    if m is not None:
        return (m.group("day") or m.group("day2")).lower()
    short = _SHORT_DAY.search(clause)
    return _SHORT_DAYS[short.group("short").lower()] if short is not None else ""


def on_forbidden_day(older: str, newer: str) -> str | None:
    """A rule against doing something on a day ("We never push robot firmware updates on Fridays"), and
    a note that sets it for that day ("Scheduled the weekly robot firmware rollout for Friday 06:00", "37
    sessions placed on Sat 13 Dec"):
    no negation in the clause, two words of the rule besides the day."""
    if not NEGATED.search(older):
        return None
    banned = {(m.group("day") or m.group("day2")).lower() for m in _ON_DAY.finditer(older)}
    banned |= {"saturday", "sunday"} if "weekend" in banned else set()  # "on weekends" forbids Saturday
    if not banned:
        return None
    words = text.content_terms(re.sub(_DAY + "s?", " ", older, flags=re.I))
    for clause in _clauses(newer):
        day = _day_in(clause)
        if day not in banned or NEGATED.search(clause) or _NOBODY.search(clause) \
                or unasserted(clause) or PROHIBITION.search(clause):
            continue
        shared = words & text.content_terms(clause)
        # one word will do when the clause enables or schedules it ("Compliance signed off on Saturday calling")
        if len(shared) >= (1 if _ENABLES.search(clause) else 2):
            return f"forbidden on {day}, yet set for it: {', '.join(sorted(shared)[:3])}"
    return None


# A rule against keeping some data in some place, active or passive ("We never store patient phone numbers
# in the reporting warehouse", "Raw IP addresses are never stored in the events table")
_KEEP_VERBS = r"(?:store|keep|log|write|save|persist|record|put|include|send)"
_NOT_KEPT = re.compile(
    r"\b(?:never|don't|do\s+not|must\s+not|mustn't|should\s+not|shouldn't|cannot|can't)\s+(?:ever\s+)?"
    rf"{_KEEP_VERBS}\s+(?P<x>[^.;]{{2,60}}?)\s+(?:in|into|to|inside|on)\s+(?:the\s+|our\s+|any\s+)?(?P<y>[^.;,]{{2,60}})|"
    r"^\s*(?P<x2>[^.;]{2,60}?)\s+(?:is|are|must|should|may)\s+(?:never|not)\s+(?:be\s+)?(?:ever\s+)?"
    r"(?:stored|kept|logged|written|saved|persisted|recorded|put|included|sent)\s+(?:in|into|to|inside|on)\s+"
    r"(?:the\s+|our\s+|any\s+)?(?P<y2>[^.;,]{2,60})", re.I)
_KEEPING = re.compile(r"\b(?:stor(?:e|es|ed|ing)|keep(?:s|ing)?|kept|carr(?:y|ies|ied|ying)|contain(?:s|ed|ing)?|"
                      r"hold(?:s|ing)?|held|includ(?:e|es|ed|ing)|log(?:s|ged|ging)?|writ(?:e|es|ing|ten)|wrote|"
                      r"sav(?:e|es|ed|ing)|persist(?:s|ed|ing)?|record(?:s|ed|ing)?|land(?:s|ed)?|populat(?:e|es|ed|ing)|"
                      r"fill(?:s|ed|ing)?|add(?:s|ed|ing)?|sen(?:d|ds|t|ding)|pass(?:es|ed|ing)?|forward(?:s|ed|ing)?)\b",
                      re.I)


def _data_terms(s: str) -> set[str]:
    return {text.term(w) for w in text.words(re.sub(r"[_-]", " ", s)) if w not in text.STOP and len(w) > 1}


def kept_anyway(older: str, newer: str) -> str | None:
    """A rule against keeping some data in a place, and a clause that shows it kept there ("Raw IP
    addresses are never stored in the events table" / "Events rows carry the client_ip column with the
    full address"): two words of the data, or one of the data and one of the place."""
    m = _NOT_KEPT.search(older)
    if m is None:
        return None
    data = _data_terms(m.group("x") or m.group("x2")) - {"raw", "full"}
    place = _data_terms(m.group("y") or m.group("y2"))
    for clause in _clauses(newer):
        if NEGATED.search(clause) or _NOBODY.search(clause) or unasserted(clause) \
                or not _KEEPING.search(clause) or _PROTECTED.search(clause):
            continue
        words = _data_terms(clause)
        if len(data & words) >= 2 or data & words and place & words:
            return f"kept, though the rule says not: {', '.join(sorted((data | place) & words)[:3])}"
    return None


_PAST = re.compile(r"\b(?:was|were|had|did|got|went|came|\w+ed)\b", re.I)
NEGATED = re.compile(r"\b(?:not|never|no|n't|without|nor)\b|n't\b", re.I)


# "Type hints are required" / "…are optional now": a rule said of its subject
_REQUIRED = re.compile(r"(?P<t>[\w-]+(?:\s+[\w-]+){0,2})\s+(?:is|are)\s+(?:now\s+|still\s+)?"
                       r"(?P<pol>required|mandatory|compulsory|optional|not required|no longer required|not needed)\b",
                       re.I)
_REQUIRING = re.compile(r"^\s*(?:requiring|require|requires|enforcing|enforce|mandating)\s+", re.I)
_DOUBLE_NEGATION = re.compile(r"(?:want\s+to\s+)?(?:miss(?:\s+out)?|skip|forget|lose|neglect)(?:\s+(?:on|to))?\s*",
                              re.I)
_PRONOUNS = frozenset("they're they it it's these those them".split())


def _root(word: str) -> str:
    """A word's stem without a noun-making suffix, so a rule and its negation meet ("approved" /
    "approval", "reviewed" / "review")."""
    stem = text.stem(word)
    for suffix in ("al", "ion", "ment"):
        if stem.endswith(suffix) and len(stem) - len(suffix) >= 4:
            return stem[: -len(suffix)]
    return stem


def _targets(s: str) -> tuple[set[str], set[str]]:
    """Stems of what a text says must be done, and of what it says must not ("always squash-merge":
    {squash, merge}; "never squashed": {squash})."""
    pos: set[str] = set()
    neg: set[str] = set()
    for m in _REQUIRED.finditer(s):
        # what is optional or required is the head of its noun phrase: "release notes are optional" says
        # nothing of releases
        stems = [_root(w.lower()) for w in m.group("t").split()
                 if len(w) > 2 and w.lower() not in text.STOP and w.lower() not in _PRONOUNS][-1:]
        (pos if m.group("pol").lower() in ("required", "mandatory", "compulsory") else neg).update(stems)
    for m in POLARITY.finditer(_MODAL_NOT.sub(" never ", s)):
        words = _REQUIRING.sub("", m.group("nt") or m.group("pt") or "")
        negative = bool(m.group("neg"))
        undone = _DOUBLE_NEGATION.match(words)
        if negative and undone:  # "never forget to…", "don't want to miss out on networking": a wish to do
            words, negative = words[undone.end():], False
        stems = [_root(p.lower()) for w in words.split() for p in w.split("-")
                 if len(p) > 2 and p.lower() not in text.STOP][:TARGET_WORDS]
        (neg if negative else pos).update(stems)
    return pos, neg


_STANDING_NO = re.compile(r"never|don't|do not|avoid", re.I)


def _forbidden_habit(rule: str, habit: str) -> set[str]:
    """The habit's words a rule forbids, when what the rule forbids starts with the habit's own act
    ("Never deploy to production on Fridays" / "Deploys to production go out on Fridays"); not the
    object of another act ("we don't poll CBP ourselves" / "hold status comes from CBP's ACE system")."""
    said = _policy_terms(habit)
    out: set[str] = set()
    for m in POLARITY.finditer(_MODAL_NOT.sub(" never ", rule)):
        if not m.group("neg"):
            continue
        stems = [_root(p.lower()) for w in _REQUIRING.sub("", m.group("nt")).split() for p in w.split("-")
                 if len(p) > 2 and p.lower() not in text.STOP][:TARGET_WORDS]
        if not _STANDING_NO.match(m.group("neg")):  # "stopped calling Lex": a change of habit, whatever the verb
            out.update(stems)
        elif stems and (stems[0] in said or text.stem(stems[0]) in said):
            out.update(stems)
    return out & said


def _plain(s: str, pos: set[str], neg: set[str]) -> bool:
    """A statement of what is done, with no rule, negation or past tense in it, and no question."""
    return not pos and not neg and not NEGATED.search(s) and not _PAST.search(s) and "?" not in s


_UNDONE = re.compile(r"\b(?:un|non-?)([a-z]{4,})\b", re.I)


def undone(s: str) -> set[str]:
    """Stems of the words a text says with a negating prefix ("released unsigned": {sign})."""
    return {_root(m.group(1).lower()) for m in _UNDONE.finditer(s)}


_CLAUSE_OPENING = re.compile(r"(?:^|[.:;!]\s+|\n\s*)(?:[-*]\s+)?(?:please\s+|always\s+)?([a-z]{3,})\s+"
                             r"(?:the|a|an|each|every|all|your|their|its|any)\b", re.I)


def _bidden(s: str) -> set[str]:
    """Stems of the verbs a text bids, opening a clause ("For the new hires: sync the handheld before …"):
    "Unsynced citations do not reach the court" beside it tells why, and undoes nothing."""
    words = {m.group(1).lower() for m in _CLAUSE_OPENING.finditer(s)}
    # a verb's bare form: "Paid £3,412 on the card" tells, it bids nothing
    return {_root(w) for w in words if w not in verbs.IRREGULAR_PAST and not w.endswith(("ed", "ing", "s"))}


def says_undone(older: str, newer: str) -> bool:
    """The newer text says a word of the older with a negating prefix ("unsigned" for "signed")."""
    return bool(undone(newer) & {_root(w) for w in text.words(older)})


def flipped_policy(older: str, newer: str) -> str | None:
    """One text says a practice must be done, the other that it must not ("Always squash-merge pull
    requests" / "Pull requests … are merged with a merge commit, never squashed")."""
    o_pos, o_neg = _targets(older)
    n_pos, n_neg = _targets(newer)
    required = o_pos | n_pos  # a word said with a negating prefix ("unsigned") negates what a rule requires
    o_neg, n_neg = o_neg | (undone(older) & required - _bidden(older)), n_neg | (undone(newer) & required - _bidden(newer))
    shared = _policy_terms(older) & _policy_terms(newer)
    flipped = ((o_pos - o_neg) & (n_neg - n_pos)) | ((o_neg - o_pos) & (n_pos - n_neg))
    if not flipped and len(shared) >= 3:
        # A habit stated plainly (not a question) ("Deploys to production go out on Fridays") against a rule that
        # forbids it ("Never deploy to production on Fridays"), whichever comes first.
        if _plain(older, o_pos, o_neg):
            flipped = (n_neg - n_pos) & _forbidden_habit(newer, older)
        elif _plain(newer, n_pos, n_neg):
            flipped = (o_neg - o_pos) & _forbidden_habit(older, newer)
    if not flipped or len(shared) < 2 or other_kind(older, newer) \
            or _one_at_most(older) and _never_many(newer) or _one_at_most(newer) and _never_many(older):
        return None
    by_prefix = undone(newer) & flipped
    if by_prefix and flipped - by_prefix and _CONDITIONAL.search(older):
        return None  # "only confirmed once paid" / "anything unpaid … never shows as confirmed": the rule, turned round
    return "one says to " + ", ".join(sorted(flipped)) + ", the other not to"


# A rule whose act waits on a condition: the note that denies both the condition and the act restates it
_CONDITIONAL = re.compile(r"\b(?:only|once|until|unless|before|after|without)\b", re.I)


# "only one active job" and "never runs two jobs concurrently" say the same
_ONLY_ONE = re.compile(r"\b(?:only|just|at most|no more than)\s+(?:one|a single|1)\b", re.I)
_NEVER_MANY = re.compile(r"\b(?:never|not|don't|doesn't|can't|cannot|won't)\s+(?:\w+\s+){0,3}?"
                         r"(?:two|2|multiple|several|more than one)\b", re.I)


def _one_at_most(s: str) -> bool:
    return _ONLY_ONE.search(s) is not None


def _never_many(s: str) -> bool:
    return _NEVER_MANY.search(s) is not None


_RULE_WORD = (r"(?:requirement|rule|policy|restriction|ban|freeze|mandate|convention|limit|gate|check|sign-?off|approval|"
              r"decision)s?")
_LIFTED = re.compile(
    rf"\b{_RULE_WORD}\b[^.;:]{{0,60}}?\b(?:has\s+been|have\s+been|was|were|is|are|got|gets)\s+(?:now\s+|just\s+|"
    r"officially\s+)?(?:dropped|lifted|removed|relaxed|scrapped|retired|abolished|waived|cancell?ed|suspended|"
    r"ended|rolled\s+back|reversed|gone)\b|"
    rf"\b(?:dropped|lifted|removed|relaxed|scrapped|retired|abolished|waived|cancell?ed|suspended|ended|"
    r"dropping|lifting|removing|relaxing|scrapping|retiring|abolishing|waiving|ending|reversing|reversed|reverting|"
    r"reverted|undoing|undid)\s+"
    rf"(?:the\s+|our\s+)?(?:[\w-]+\s+){{0,4}}?{_RULE_WORD}\b", re.I)
RULE = re.compile(r"\b(?:must|never|always|only|has to|have to|needs?|required|mandatory|not allowed|"
                   r"forbidden|no\s+\w+\s+(?:is|are)\s+allowed)\b|^\s*no\s+\w+", re.I)  # "No deploys on Fridays"


def lifted_rule(older: str, newer: str) -> str | None:
    """The newer text says the rule the older one states is gone ("The tape-first requirement for raw
    instrument data has been dropped" for "Raw instrument data must be copied to tape before any
    processing starts"; "we're reversing the local-time decision"): the older is a rule or an
    instruction, and the clause that lifts a rule shares three of its words (parts of hyphenated words
    count) — or the note does, when it is short ("one approval is enough for appointments-api PRs;
    we dropped the two-reviewer rule")."""
    if not (RULE.search(older) or _instruction(older)):
        return None
    for clause in _clauses(newer):
        m = _LIFTED.search(clause)
        if m is None or HEDGE.search(clause[:m.start()]):
            continue
        shared = _policy_terms(older) & _policy_terms(clause if len(newer) > SHORT_NOTE else newer)
        if len(shared) >= 3:
            return f"rule lifted: {', '.join(sorted(shared)[:3])}"
    return None


# Who alone may do a thing: "Only admins can edit stop names", "Only the firmware lead may merge"
_ONLY_WHO = re.compile(r"\bonly\s+(?:the\s+)?(?P<who>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:can|may|is\s+allowed\s+to|"
                       r"are\s+allowed\s+to|is\s+permitted\s+to|are\s+permitted\s+to)\s+(?P<what>[^.;,]{3,80})", re.I)


# "Cremated remains are only ever released to the applicant …": what is done, and to or by whom only
_ONLY_TO = re.compile(r"^(?P<thing>[^.;]{3,80}?)\s+(?:is|are)\s+only\s+(?:ever\s+)?(?P<done>[a-z]+ed)\s+(?:to|by)\s+"
                      r"(?:the\s+)?(?P<who>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)", re.I)
# another party said able to do it: "contractor crews can take routine prunes as well", "anyone they nominate
# … can sign for the remains"
_OTHERS_MAY = re.compile(r"\b(?P<other>anyone|anybody|everyone|any\s+[a-z][\w-]*|[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
                         r"(?:\s+(?:they|we|you)\s+[a-z]+(?:\s+in\s+writing)?)?(?:\s+\([^)]{0,60}\))?\s+"
                         r"(?:can|may|are\s+(?:now\s+)?allowed\s+to|is\s+(?:now\s+)?allowed\s+to)\s+(?:now\s+|also\s+)?"
                         r"(?P<act>[^.;:]{3,80})", re.I)
_WIDENED = re.compile(r"\b(?:as\s+well|too|also|now|either)\b", re.I)
_NO_PARTY = frozenset("it they we you he she this that which who there one".split())


def _content_stems(s: str) -> set[str]:
    return {text.stem(w) for w in text.words(s) if w not in text.STOP and len(w) > 2}


def _others_may(who: str, said: set[str], newer: str) -> str | None:
    """Another party than `who`, said able to do a thing of `said` now or as well, or anyone at all."""
    mine = {text.stem(w) for w in who.lower().split()}
    for m in _OTHERS_MAY.finditer(newer):
        other = m.group("other").lower()
        words = {text.stem(w) for w in other.split() if w != "any"}  # "any admin" is still an admin
        anyone = other.split()[0] in ("anyone", "anybody", "everyone", "any")
        if other.split()[-1] in _NO_PARTY or other.split()[0] in text.STOP and not anyone or words <= mine:
            continue
        act = {text.stem(w) for w in text.words(m.group("act"))}
        if act & said and (anyone or _WIDENED.search(m.group(0))):
            return other
    return None


def opened_up(older: str, newer: str) -> str | None:
    """A thing only some may do, opened to others: "editors can rename stops too, not just admins", "removed
    the registrar-only restriction" for "Only registrars may edit accession numbers", "contractor crews can
    take routine prunes as well" for "Only city crews may be assigned routine pruning …"; the note shares a
    word of what is done."""
    m = _ONLY_WHO.search(older)
    if m is None:
        passive = _ONLY_TO.search(older.strip())
        if passive is None:
            return None
        who, what = passive.group("who"), f"{passive.group('thing')} {passive.group('done')}"
        done_to = passive.group("thing")
    else:
        who, what = m.group("who"), m.group("what")
        verb = text.words(what)[:2]
        done_to = " ".join(text.words(what)[2 if verb[:1] == ["be"] else 1:])  # "be assigned routine pruning …"
    said = _content_stems(what)
    heard = {text.stem(p) for w in text.words(newer) for p in re.split(r"[-_/]", w) if p}
    if not said & heard:
        return None
    # the other party must do it to the same thing: "editors can delete comments too" opens nothing of
    # "only admins can delete projects"
    other = _others_may(who, _content_stems(done_to), newer)
    if other is not None:
        return f"no longer only {who.lower()}: {other} too"
    who = who.split()[-1].lower()
    stem = text.stem(who)
    pattern = rf"\bnot\s+(?:just|only)\s+(?:the\s+)?{re.escape(stem)}\w*|" \
              rf"\b{re.escape(stem)}\w*-only\s+(?:restriction|rule|limit|check|gate|permission)s?\b"
    found = re.search(pattern, newer, re.I)
    if found is None:
        return None
    if "-only" in found.group(0).lower() and not re.search(r"\b(?:removed?|dropped?|lifted|relaxed|gone|no\s+longer|"
                                                          r"took\s+out|deleted)\b", newer, re.I):
        return None
    return f"no longer only {who}: {', '.join(sorted(said & heard)[:3])}"


SHORT_NOTE = 240  # characters: a note this short is about one thing
# What a rule demanded said optional or not needed: "feature flags are optional", "PRs don't need approval"
_OPTIONAL = re.compile(r"\b(?:is|are)\s+(?:now\s+)?(?:optional|not\s+(?:required|mandatory|needed|necessary))\b|"
                       r"\b(?:don't|doesn't|do\s+not|does\s+not|no\s+longer)\s+(?:need|require)s?\b", re.I)
_DEMANDS = re.compile(r"\b(?:must|needs?|requires?|required|mandatory|has\s+to|have\s+to)\b", re.I)


# A step a rule demands said missing: "the admin panel has no second-approver step", "there is no
# approval step anywhere in that path", "skips the review gate".
_NO_STEP = re.compile(r"\bno\s+(?P<x>[\w-]+(?:\s+[\w-]+)?)\s+(?:step|check|gate|stage|involvement|sign-?off)s?\b|"
                      r"\b(?:without|skips?|skipping|skipped|bypass(?:es|ed|ing)?)\s+(?:the\s+|any\s+|an?\s+)?"
                      r"(?P<y>[\w-]+(?:\s+[\w-]+)?)\s+(?:step|check|gate)s?\b", re.I)
_DEMANDING = re.compile(r"\b(?:must|needs?|requires?|required|mandatory|has\s+to|have\s+to|never|only\b[^.;]{0,40}"
                        r"\bafter)\b", re.I)


_NO_LIMIT = re.compile(r"\bno\s+(?:[\w-]+\s+)?(?:limit|cap|maximum|ceiling)\b|\bunlimited\b|\bindefinitely\b|"
                       r"\bforever\b", re.I)
_BOUNDED = re.compile(r"\b(?:under|below|at\s+most|up\s+to|no\s+more\s+than|less\s+than|fewer\s+than|max(?:imum)?|"
                      r"capped|limit(?:ed)?|within)\b", re.I)


def word_roots(s: str) -> set[str]:
    """Word roots by their first five letters ("approve", "approval", "approver" share one)."""
    return {_singular(p)[:5] for w in text.words(s) for p in w.split("-") if len(_singular(p)) > 2 and p not in text.STOP
            and _singular(p) not in _LIGHT_ROOTS}


_LIGHT_ROOTS = frozenset("use get set put let see say try way new old one two day all any".split())


def _singular(word: str) -> str:
    """A plural's singular by its last letter ("runs" → "run"; "class", "status" stay)."""
    return word[:-1] if word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 3 else word


def _acronyms(s: str) -> set[str]:
    """Short words written in capitals ("DBA", "QA"), which `word_roots` leaves out as too short."""
    return {w.lower() for w in re.findall(r"\b[A-Z]{2,4}\b", s)}


def missing_step(older: str, newer: str) -> str | None:
    """The newer says a step the older rule demands is not there ("Refunds above $200 need a second
    admin to approve them" / "… the admin panel has no second-approver step"): every word naming the
    step is a word of the rule's demand, and the note shares three of the rule's words."""
    demand = _DEMANDING.search(older)
    if demand is None:
        return None
    if _NO_LIMIT.search(newer) and _BOUNDED.search(older):  # "must stay under 400 lines" / "no size limit"
        shared = _policy_terms(older) & _policy_terms(newer)
        if len(shared) >= (2 if len(newer) <= SHORT_NOTE else 3):
            return f"no limit: {', '.join(sorted(shared)[:3])}"
    wanted = word_roots(older[demand.start():]) | _acronyms(older[demand.start():])
    for m in _NO_STEP.finditer(newer):
        step = word_roots(m.group("x") or m.group("y")) | _acronyms(m.group("x") or m.group("y"))
        if not step or not step <= wanted or HEDGE.search(newer[:m.start()]):
            continue
        shared = max(_policy_terms(older) & _policy_terms(newer), word_roots(older) & word_roots(newer), key=len)
        # a short note about the rule's own subject needs two words of it ("Grade passback … no approval
        # step" for "Grades are only sent back … after an instructor manually approves them")
        if len(shared) >= 3 or len(shared) == 2 and len(newer) <= SHORT_NOTE and not different_subjects(older, newer):
            return f"no {(m.group('x') or m.group('y')).lower()} step: {', '.join(sorted(shared)[:3])}"
    return None


def optional_rule(older: str, newer: str) -> str | None:
    """The newer says optional what the older rule demands ("Every portal feature must ship behind a
    flag" / "feature flags are optional; the redesign went out without one"): the clause saying so
    names a word of the rule's demand, and the note shares three of the rule's words."""
    if not _DEMANDS.search(older) or _DEMANDS.search(newer) and not _OPTIONAL.search(newer):
        return None
    demand = _policy_terms(older[_DEMANDS.search(older).start():])
    for clause in _clauses(newer):
        m = _OPTIONAL.search(clause)
        if m is None or HEDGE.search(clause[:m.start()]) or not _policy_terms(clause) & demand:
            continue
        shared = _policy_terms(older) & _policy_terms(clause if len(newer) > SHORT_NOTE else newer)
        if len(shared) >= 3:
            return f"made optional: {', '.join(sorted(shared)[:3])}"
    return None


_NOT_DEMANDED = re.compile(r"\b(?:is|are)\s+(?:\w+\s+)?(?:optional|not\s+(?:required|mandatory|needed|necessary))\b|"
                           r"\b(?:don't|doesn't|do\s+not|does\s+not|never)\s+(?:need|have|require)s?\b|\bno\s+need\b",
                           re.I)
_DEMANDED = re.compile(r"\b(?:is|are)\s+(?:now\s+)?(?:mandatory|required|compulsory|enforced)\b|\b(?:must|has\s+to|"
                       r"have\s+to)\b|\benforce[sd]?\b", re.I)


def made_mandatory(older: str, newer: str) -> str | None:
    """The newer demands what the older says is not demanded ("Drivers are not required to use two-factor
    authentication" / "two-factor authentication is mandatory for every driver account"): no negation
    in the demanding clause, and two of the statement's words said there (the note short)."""
    if not _NOT_DEMANDED.search(older) or len(newer) > SHORT_NOTE or _NOT_DEMANDED.search(newer):
        return None  # a note that still says something needs none speaks of two things
    for clause in _clauses(newer):
        if not _DEMANDED.search(clause) or _NOT_DEMANDED.search(clause) or NEGATED.search(clause) \
                or HEDGE.search(clause):
            continue
        shared = _policy_terms(older) & _policy_terms(clause)
        if len(shared) >= 2 and not other_kind(older, newer):
            return f"made mandatory: {', '.join(sorted(shared)[:3])}"
    return None


def narrative(s: str) -> bool:
    """A log line of something done: routine, or opening with a past-tense verb ("Wrote a small
    script to reproduce the bug in api.py" narrates, even with a failure in it)."""
    if text.describes(s):
        return False  # "Parsed records are published to…" describes
    if text.is_routine(s) or text.NARRATIVE_START.match(s):
        return True
    first = TOKEN.findall(s)[:1]
    if not first:
        return True
    word = first[0].lower()
    return word.endswith("ed") and verbs.base_form(word) is not None and not verbs.is_base(word)


_DUTY_LEAD = re.compile(r"^\s*(?:(?:we|you|i)\s+)?(?:had\s+to|have\s+to|has\s+to|need\s+to|needs\s+to|should|must|"
                        r"make\s+sure\s+to|remember\s+to)\s+", re.I)


def _instruction(clause: str) -> bool:
    """An order ("Run pytest before pushing"), not a statement ("We use tabs")."""
    from .distill import strip_filler

    words = _DUTY_LEAD.sub("", strip_filler(clause)[0]).split()  # "Had to run …", "we should run …" order too
    if len(words) > 1 and words[0].lower() in ("always", "never", "please", "don't", "just"):
        words = words[1:]
    return bool(words) and verbs.is_base(words[0].lower()) and not (
        len(words) > 1 and (words[1].lower() in _PREDICATES or words[1].lower().endswith("ed")
                            or {w.lower() for w in words[2:3]} & _COPULAS  # "Build artefacts are …"
                            or _subject_before_copula([w.lower() for w in words[1:8]])))


_SUBORDINATE = frozenset("before after when whenever until while if once unless so because and or then".split())


def _subject_before_copula(words: list[str]) -> bool:
    """A plural noun phrase running on to its verb: "Build jobs for the console SKUs are orchestrated
    …" states, where "Run tests before the release is cut" orders."""
    if not words or not words[0].endswith("s"):
        return False
    for w in words[1:]:
        if w in _SUBORDINATE:
            return False
        if w in _COPULAS:
            return True
    return False


_STEP_VERBS = frozenset("run execute call invoke add check test build lint".split())


def _step(s: str) -> bool:
    """An instruction to do a step ("Reminder: run npm test before pushing"): "run ruff …" and "run
    mypy …" both hold, where "write in English" and "write in Spanish" do not."""
    from .distill import strip_filler

    if not _instruction(s):
        return False
    words = [w.lower() for w in strip_filler(s)[0].split()]
    return bool(words) and (words[0] in _STEP_VERBS or words[0] in ("always", "please", "just")
                            and len(words) > 1 and words[1] in _STEP_VERBS)


def _clauses(s: str) -> list[str]:
    parts = [p.strip() for p in re.split(r"(?<=[.!?;])\s+|;\s*|,\s+(?:and|but|which)\s+", s) if p.strip()]
    return parts or [s]


def valued(change: bool, old: str, new: str, attribute: str) -> Verdict:
    """An update ("old → new") when the newer announces a change, else a conflict ("old vs new")."""
    return Verdict("update" if change else "conflict", f"{old} → {new}" if change else f"{old} vs {new}",
                   old, new, attribute)


def _keeps_figures(older: str, newer: str) -> bool:
    """Every figure of the older is in the newer, which moves no figure ("from 4.2", "-> 5.0", "to 5.0")."""
    figures = set(re.findall(r"\d+(?:\.\d+)*", older))
    return bool(figures) and figures <= set(re.findall(r"\d+(?:\.\d+)*", newer)) \
        and not re.search(r"\bfrom\s+v?\d|->|→|\bto\s+v?\d", newer)


def verdict(older: str, newer: str) -> Verdict | None:
    """An update or a conflict between two statements, or None when these rules see neither."""
    if "?" in newer:  # a question asserts nothing; what else the note says may ("Q: …? A: PSP_KEY.")
        newer = " ".join(s for s in re.split(r"(?<=[.!?])\s+|\n+", newer) if "?" not in s)
        if not newer.strip():
            return None
    change = text.CHANGE.search(newer) is not None and text.CHANGE.search(older) is None
    holders = slots.role_swap(older, newer)  # said even in passing: "Asked the optimizer's owner, Tomasz, …"
    if holders is not None:
        handed = change or slots.HANDOVER.search(newer) is not None  # "has taken over … from Dana"
        return valued(handed, holders[0], holders[1], "holder")
    # said even in passing: "Checked …: a 15-minute delay", "Posted the summary in #plugins-oncall, …";
    # never of two kinds of one thing ("the payments API container" / "payments worker … its container"),
    # a measure of one occasion, or a step ("run npm test before pushing")
    apart = kinds_apart(older, newer)
    occasion = _OCCASION.search(older) or _OCCASION.search(newer)
    said = (None if apart or occasion else values.other_measured(
        older, newer, how_often=not different_subjects(older, _after_lead_in(newer))
        or bool(values.cadence_nouns(newer) & _stems(older)),
        counts=not other_kind(older, newer))) \
        or (None if apart else values.other_place(older, newer)) \
        or (None if apart or _step(older) else values.other_tool(older, newer))
    if said is not None:
        return valued(change, said[0], said[1], "value")
    absent = values.absent_value(older, newer)  # "Read the build.gradle: … no androidx.media3 dependency anywhere"
    if absent is not None:
        return Verdict("update" if change else "conflict", absent, None, None, "change")
    if narrative(older) or (not change and narrative(newer)):
        return None  # a log line ("Added a test for … in api.py") states nothing to contradict
    for a in _clauses(older):
        for b in _clauses(newer):
            if _instruction(a) or _instruction(b):
                continue  # "run pytest before pushing" and "run ruff before pushing" both hold
            slot = same_frame(a, b)
            if slot is not None:
                return valued(change, slot[0], slot[1], "value")
    moved = changed_value(older, newer)  # a written value said gone ties two texts that open apart
    if moved is not None:
        return Verdict("update", moved, None, None, "change")
    if kinds_apart(older, newer) or AGAINST_TARGET.search(newer):
        return None
    reason = announced_change(older, newer) or renamed(older, newer) or lifted_rule(older, newer)
    if reason is not None:
        return Verdict("update", reason, None, None, "change")
    optional = optional_rule(older, newer) or missing_step(older, newer) or made_mandatory(older, newer)
    if optional is not None:
        return Verdict("update" if change else "conflict", optional, None, None, "policy")
    other = other_value(older, newer)
    if other is not None:
        return valued(change, other[0], other[1], "value")
    swap = None if _OCCASION.search(older) or _OCCASION.search(newer) or _step(older) or _step(newer) \
        else _swap_in_heads(older, newer)
    if swap is not None:
        return valued(change, swap[0], swap[1], "value")
    flip = flipped_policy(older, newer)
    if flip is not None:
        return Verdict("update" if change else "conflict", flip, None, None, "policy")
    return None


# Where a clause's head ends: what follows says more of something else ("… sent by a Celery worker |
# that reads jobs from Redis", "… now lives at brightcart.shop/backoffice | ; the admin subdomain …").
_HEAD_END = re.compile(r"\s*[;(]|\s+[—–]\s+|\s+--\s+|,?\s+(?:which|that|who|whose|where|so|because|since|"
                       r"until|while|whereas|but)\s+|,\s+(?=[a-z]+\s+(?:is|are|was|were)\b)")


def _head(s: str) -> str:
    m = _HEAD_END.search(s)
    return s[:m.start()] if m and m.start() > 0 else s


def _swap_in_heads(older: str, newer: str) -> tuple[str, str] | None:
    """One value swapped, in the whole statements or in their heads: a clause trailing the value
    ("… which pulls from the 'mailers' queue") is not a second difference."""
    swap = slots.swapped_value(older, newer)
    if swap is not None:
        return swap
    head_old = _head(older)
    # a note's appositive (", OrderWorker in …"); what follows a lead-in ("While chasing a miss I read the
    # eviction config: the shared runner cache evicts an entry once …")
    tail = newer.rsplit(": ", 1)[-1]
    for head_new in (_head(newer).split(", ")[0], tail, _head(tail)):
        if (head_old, head_new) == (older, newer) or len(head_new.split()) < 3 or len(head_old.split()) < 3:
            continue
        swap = slots.swapped_value(head_old, head_new)
        if swap is not None:
            return swap
    return None


_RENAMED = re.compile(
    r"\b(?:renamed|renames|renaming|rename|rebranded|retitled|relabell?ed)\s+(?:the\s+)?(?P<x>[\w.#@-]+(?:\s+[\w.#@-]+){0,3}?)\s+(?:to|as)\s+"
    r"`?(?P<y>[\w./#@-]+)|"
    r"(?P<x2>[\w./#@-]+)\s+(?:is|are|was|were|got|has\s+been|have\s+been)\s+(?:now\s+(?:called|named|known\s+as)|"
    r"(?:renamed|rebranded)(?:\s+to|\s+as)?)\s+`?(?P<y2>[\w./#@-]+)|"
    r"(?P<x3>[\w./#@-]+)\s+(?:is|are)\s+(?:called|named|known\s+as)\s+(?P<y3>[\w./#@-]+),?\s+"
    r"(?:now|since|these\s+days|from\s+now\s+on|after|as\s+of)\b|"
    r"(?P<x4>[\w./#@-]+)\s+(?:now\s+)?(?:goes|go|went|will\s+go|is\s+going|are\s+going)\s+by\s+(?P<y4>[\w./#@-]+)|"
    r"\b(?:what\s+used\s+to\s+be|formerly|previously)\s+(?P<x5>[\w./#@-]+),?\s+(?:is|are)\s+(?:now\s+)?"
    r"(?:deployed|called|named|known|shipped|published|released)\s+as\s+(?P<y5>[\w./#@-]+)|"
    r"(?P<y6>[\w./#@-]*[\w#@])`?\s*\(\s*(?:formerly|previously|was|née|what\s+used\s+to\s+be)\s+`?(?P<x6>[\w./#@-]*[\w#@])`?"
    r"(?:\s*\)|\s+(?:before|until)\b)|"
    r"(?P<y11>[#@]?[\w./-]*[\w])`?,?\s+(?:that's|that\s+is|which\s+is)\s+what\s+`?(?P<x11>[#@]?[\w./-]*\w)`?\s+"
    r"(?:turned\s+into|became|got\s+renamed\s+to|was\s+renamed\s+to)\b|"
    r"(?P<x7>[\w./#@-]+)\s+(?:went\s+out|shipped|ships|was\s+released|was\s+deployed|got\s+deployed|was\s+relaunched|"
    r"relaunched|came\s+back)\s+(?:[\w-]+\s+){0,3}?as\s+(?P<y7>[\w./#@-]+)|"
    r"\b(?:since|after|from)\b[^.;]{0,40}?\b(?P<x8>[a-z][\w.#@]*[-_.][\w.#@-]+)\s+(?:[a-z]+\s+)?(?:is|are)\s+(?:now\s+)?"
    r"(?:called|named)\s+(?P<y8>[\w./#@-]+)|"  # "Since the upgrade the robot-jobs queue is called fleet-tasks"
    r"`?(?P<x9>[\w./#@-]*[-_.][\w./#@-]*\w)`?\s+(?:is|are)\s+now\s+`(?P<y9>[^`\n]{2,60})`|"
    r"`?(?P<x10>[\w./#@-]*\w)`?\s+(?:became|has\s+become|turned\s+into)\s+`?(?P<y10>[\w./#@-]*[-_.][\w./#@-]*\w)",
    re.I)  # "fp-replay is now `fleetctl pings replay`"
_NOT_NAMES = frozenset("once twice thrice often rarely only by from with when whenever on in at after before for "
                       "every each the a an differently something anything".split())


def renames(s: str) -> bool:
    """Whether a text renames something ("X is now called Y", "Renamed X to Y", "… under the new
    distribution name `emberkit`")."""
    return _RENAMED.search(s) is not None or _RENAME_WORD.search(s) is not None


_VALUE_MOVE = re.compile(r"\bfrom\s+(?:[~^<>=!]+\s*)?\S*\d\S*(?:\s+\S+){0,2}?\s+to\s+(?:[~^<>=!]+\s*)?\S*\d|"
                         r"(?<![\w.])(?:\d[\w.:%]*|[\w-]*[_./][\w./-]*)\s*(?:->|→)\s*[\w#@./-]", re.I)


def moves_a_value(s: str) -> bool:
    """Whether a text moves a number or a written name ("CART_TTL_HOURS drops from 72 to 24", "3000 ->
    5173", "orders_archive -> orders_history"): such a note shares little with the statement it
    updates but the value."""
    return _VALUE_MOVE.search(s) is not None


# In a note that speaks of a rename, "X is Y" renames ("Did the rename: ticket-router is expo-dispatch …")
_RENAME_WORD = re.compile(r"\brenam(?:e|ed|es|ing)\b|\bretitled\b|\bnew\s+(?:[\w-]+\s+)?name\b", re.I)
_NEW_IDENT = re.compile(rf"(?<![\w./@-]){text.WRITTEN_NAME}(?![\w/@-]|\.\w)|(?<=`)[a-z][\w.-]*\w(?=`)", re.I)
_FROM_NAME = re.compile(r"\bfrom\s+`?(?P<x>[a-z][\w.-]*)`?\s+to\s+`?(?P<y>[a-z][a-z0-9]*(?:[-_.][a-z0-9]+)+)`?", re.I)
# A written name said to be another now, or an arrow between two: the old name must be one the statement gives
_NAME_NOW = re.compile(r"(?<![\w./#@-])`?[#@]?(?P<x>[a-z][\w./#@-]*\w)`?\s+(?:(?:is|are)\s+now|(?:->|→))\s+`?"
                       r"[#@]?(?P<y>[a-z][\w./#@-]*\w)`?(?![\w/])", re.I)  # "#ac-alerts is now #integrity-alerts"
_IS_NOW = re.compile(r"(?P<x>[\w./#@-]*[-_.][\w./#@-]+)\s+(?:is|are)\s+(?:now\s+)?(?P<y>[\w./#@-]*[-_.][\w./#@-]*\w)", re.I)


# A name in backticks said to be another now: "`rw plan` is now `rw routes build`", "Renamed the queue
# `conv-postbacks` to `attrib-conversions-v2`", "`pacer` got rebranded as `spend-governor`"
_CODE_RENAMED = re.compile(
    r"`(?P<x>[^`\n]{1,60})`\s+(?:is\s+now(?:\s+(?:called|named))?|became|has\s+become|"
    r"(?:(?:was|got|has\s+been|is)\s+)?(?:renamed|rebranded|retitled)\s+(?:to|as)|->|→)\s+`(?P<y>[^`\n]{1,60})`|"
    r"\b(?:renamed|rebranded|retitled)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?`(?P<x2>[^`\n]{1,60})`\s+(?:to|as)\s+"
    r"`(?P<y2>[^`\n]{1,60})`", re.I)
# "Binary renamed to `fg`": what the statement names, renamed, in a terse note
_THING_RENAMED = re.compile(r"^\s*(?:the\s+|our\s+)?(?P<x>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:(?:was|got|has\s+been|is)\s+)?"
                            r"(?:renamed|rebranded)\s+(?:to|as)\s+`(?P<y>[^`\n]{1,60})`", re.I)


def _code_renamed(older: str, newer: str) -> str | None:
    low = older.lower()
    for m in _CODE_RENAMED.finditer(newer):
        x, y = (m.group("x") or m.group("x2")).strip(), (m.group("y") or m.group("y2")).strip()
        if re.search(rf"(?<![\w-]){re.escape(x.lower())}(?![\w-])", low) and y.lower() not in low:
            return f"renamed: {x} → {y}"
    codes = re.findall(r"`([^`\n]{1,60})`", older)
    for clause in _clauses(newer):
        m = _THING_RENAMED.search(clause)
        if m is None or len(codes) != 1 or m.group("y").lower() in low:
            continue
        # the renamed thing is what the statement's one written name is the name of ("a binary called `forgectl`")
        before = {text.stem(w) for w in text.words(older[:older.index("`")])[-4:]}
        if {text.stem(w) for w in text.words(m.group("x"))} <= before:
            return f"renamed: {codes[0]} → {m.group('y')}"
    return None


# A migration that renames a column: "op.alter_column('flags', 'reason_code', new_column_name='violation_type')"
_ALTER_COLUMN = re.compile(r"alter_column\(\s*['\"]\w+['\"]\s*,\s*['\"](?P<x>\w+)['\"]\s*,[^)]*?"
                           r"new_column_name\s*=\s*['\"](?P<y>\w+)['\"]")


def renamed(older: str, newer: str) -> str | None:
    """The newer text renames something the older one names ("notifyd is now called courier",
    "Renamed invoice-runner to billing-worker"): the older statement uses the old name."""
    coded = _code_renamed(older, newer)
    if coded is not None:
        return coded
    for m in _ALTER_COLUMN.finditer(newer):
        if re.search(rf"(?<![\w]){re.escape(m.group('x'))}(?!\w)", older) and m.group("y") not in older:
            return f"renamed: {m.group('x')} → {m.group('y')}"
    given_names = _given_names(older)
    for m in _NAME_NOW.finditer(newer):  # "label gpu-large is now accel-xl", "featreg -> catalog-svc rename done"
        if m.group("x").lower() in given_names and _is_new(m.group("y"), older) and _IDENTIFIER.fullmatch(m.group("y")):
            return f"renamed: {m.group('x').lower()} → {m.group('y')}"
    if _RENAME_WORD.search(newer):
        for m in _IS_NOW.finditer(newer):
            if m.group("x").lower() in given_names and _is_new(m.group("y"), older):
                return f"renamed: {m.group('x').lower()} → {m.group('y')}"
        # "scoreboard-svc got a new name: it's ranking-api from today": the old name and one new one
        old = [n for n in given_names if _IDENTIFIER.fullmatch(n) and re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])",
                                                                                 newer.lower())]
        new = {m.group(0) for m in _NEW_IDENT.finditer(newer) if _is_new(m.group(0), older)}
        if len(old) == 1 and len(new) == 1:
            return f"renamed: {old[0]} → {new.pop()}"
    for m in _FROM_NAME.finditer(newer):  # "changed every reference from searchd to query-gateway"
        if m.group("x").lower() in given_names and _is_new(m.group("y"), older):
            return f"renamed: {m.group('x').lower()} → {m.group('y')}"
    for m in _RENAMED.finditer(newer):
        x, y = next((m.group(a), m.group(b)) for a, b in (("x", "y"), ("x2", "y2"), ("x3", "y3"), ("x4", "y4"),
                                                                       ("x5", "y5"), ("x6", "y6"), ("x7", "y7"),
                                                                       ("x8", "y8"), ("x9", "y9"),
                                                                       ("x10", "y10"), ("x11", "y11"))
                    if m.group(a))
        y = y.rstrip(".,;:")
        if y.lower() in _NOT_NAMES or y.lower() in text.STOP or not _is_new(y, older):
            continue
        for name in [w.lower().lstrip("#@") for w in x.split() if len(w) > 2 and w.lower() not in text.STOP]:
            if name in given_names:
                return f"renamed: {name} → {y}"
        described = {text.term(w) for w in text.words(x) if w not in text.STOP}
        if len(described) >= 2 and described <= {text.term(w) for w in text.words(older)} and re.search(r"[-_.`]", y):
            return f"renamed: {x.lower()} → {y}"  # "Renamed the audit topic to `platform.audit.v2`"
    return None


def _given_names(s: str) -> set[str]:
    """Names a statement gives as its value: after a value word ("is called invoice-runner", "runs as
    the service notifyd", "installed as sdkctl"), not in its subject nor in passing."""
    tokens = _tokens(s)
    said_of = subject(s)
    return {t for k, t in enumerate(tokens)
            if text.stem(t) not in said_of and set(tokens[max(0, k - 3):k]) & VALUE_WORDS}


# -- a value of the older statement said to be gone or replaced ("#dispatch-oncall -> #ops-incidents") --

_GONE = (r"(?:renamed|retired|replaced|dropped|removed|deleted|deprecated|decommissioned|sunset|"
         r"shut\s+down|turned\s+off|moved|migrated|relocated|abandoned|scrapped|ripped\s+out|emptied|wiped|"
         r"gone|archived|unused|torn\s+down|taken\s+down|switched\s+off|disabled|"
         r"(?:scheduled|slated|planned|queued)\s+for\s+(?:teardown|removal|deletion|decommissioning|shutdown))")
_CHANGED_VALUE = re.compile(
    r"(?P<a>[^\s:,;()]+)\s*(?:->|→|=>)\s*(?P<b>[^\s,;()]+)|"  # "3000 -> 5173", "#old -> #new"
    r"\b(?:from|off(?:\s+of)?)\s+(?P<a2>(?:[~^<>=!]+\s*)?[^\s,;()]+(?:\s+(?:and|&)\s+[^\s,;()]+)?)\s+(?:over\s+)?"
    r"(?:to|onto|into)\s+(?:the\s+|our\s+|a\s+|an\s+)?(?P<b2>(?:[~^<>=!]+\s*)?[^\s,;()]+)|"  # "from ~> 4.0 to ~> 5.0"
    r"(?:^|[:;,.]\s*)(?P<a5>[^\s,;()]+)\s+(?:is|are)\s+now\s+(?:called\s+|named\s+)?(?P<b5>[\w#@.-]*[\w.-][^\s,;():]*)|"  # "devreg is now fleet-inventory"
    r"(?P<a3>[^\s,;()]+(?:\s+[^\s,;()]+){0,2}?)\s+(?:was|were|is|are|has\s+been|have\s+been|got|gets|being)\s+"
    rf"(?:now\s+|just\s+)?(?P<v3>{_GONE})\b(?:\s+(?:to|with|by|as|into)\s+(?P<b3>[^\s,;()]+))?|"  # "rc-help was renamed"
    r"(?:^|[:;,.]\s*|\b(?:and|then|we|i|they|we're|we\s+are|i'm|they're|they\s+are)\s+)(?P<v4>drop|remove|delete|"
    r"retire|replace|rename|ditch|deprecate|dropped|removed|deleted|retired|replaced|renamed|ditched|deprecated|"
    r"dropping|removing|deleting|retiring|replacing|renaming|ditching|deprecating)\s+(?:the\s+|our\s+|its\s+)?(?P<a4>[^\s,;()]+)"
    r"(?:\s+(?:to|with|by|as|into)\s+(?P<b4>[^\s,;()]+))?",
    re.I | re.M)


def _measure_key(token: str) -> float | None:
    """A duration or size in its base unit ("60s", "1 min" → 60.0), None for anything else."""
    m = re.fullmatch(r"(\d+(?:\.\d+)?)\s*([a-z]+)", token.strip(".,;:").lower())
    return claims.in_base_unit(m.group(1), m.group(2)) if m else None


def _moves_something_else(older: str, before: str) -> bool:
    """The clause before "off/from X to Y" names what moved, and none of its words is the older's, or it is
    another kind of the older's thing (one word of the older's opening subject, two of its own)."""
    clause = re.split(r"[.;:!?]\s", before)[-1]
    mover = {text.term(w) for w in text.words(clause) if w not in text.STOP and len(w) > 2 and w not in _SWITCH_VERBS
             and w not in _MONTHS}
    said = {text.term(w) for w in text.words(older)}
    if len(mover) < 2:
        return False
    if not mover & said:
        return True
    # "pet claims triage moves from Leeds to …" for "Travel claims intake is handled by the Leeds team": the
    # mover shares one word of the statement's opening subject, and each names its own kind of the thing
    opening: list[str] = []
    for w in text.words(older):
        if w in _OPENING_ENDS:
            break
        opening.append(w)
    subject = {text.term(w) for w in opening if w not in text.STOP and len(w) > 2}
    return len(mover & subject) == 1 and len(subject) >= 3 and bool(subject - mover) \
        and len(mover - said) >= 2


_MONTHS = frozenset("january february march april may june july august september october november december jan feb "
                    "mar apr jun jul aug sep sept oct nov dec".split())
# Where a statement's opening subject ends: its verb
_OPENING_ENDS = frozenset("is are was were has have must should will can may runs run uses use goes lives sits".split())

_SWITCH_VERBS = ("moved", "moves", "moving", "migrated", "migrating", "switched", "switching", "ported", "porting", "went",
                 "go", "goes", "relocated")


def changed_value(older: str, newer: str) -> str | None:
    """The newer text says a value the older one gives is gone or became another: an arrow from it
    ("#dispatch-oncall -> #ops-dispatch-incidents"), "from it to …", "it was renamed / removed /
    retired", a commit's "drop the RabbitMQ consumer". The older value is what ties the two; a plain
    capitalised name needs two more shared words, a written one (a path, a version, "rc-help") one."""
    given = values.older_values(older)
    words = {values.value_key(w) for w in values.VALUE_TOKEN.findall(older)} - text.STOP
    measures = {_measure_key(f"{m.group('num')}{m.group('unit')}") for m in _MEASURED.finditer(older)
                if m.group("unit")} - {None}
    shared = _subject_terms(older) & _subject_terms(newer)
    for m in _CHANGED_VALUE.finditer(newer):
        was = m.group("a") or m.group("a2") or m.group("a3") or m.group("a4") or m.group("a5")
        now = m.group("b") or m.group("b2") or m.group("b3") or m.group("b4") or m.group("b5")
        if m.group("a5") and not any(ch in now for ch in "0123456789/._-"):
            continue  # "devreg is now fleet-inventory" renames; "billing is now stable" does not
        # "from Torque/Moab to Slurm" leaves both; "api/schemas was deleted" is one path, not the API
        if m.group("v3") and re.match(r"(?:moved|migrated|relocated)\b", m.group("v3"), re.I) \
                and re.match(r"\s+(?:off|away\s+from|from)\b", newer[m.end():], re.I):
            continue  # "interop-bridge was migrated off HAPI FHIR": what moved is still there
        raw_parts = re.split(r"/|\s+(?:and|&)\s+|\s+" if m.group("a") or m.group("a2") else r"\s+", was)
        parts = [values.value_key(p) for p in raw_parts]
        # what an arrow or "from … to" leaves may be any word; what is gone, a value the older gives
        known = words if m.group("b") or m.group("b2") else given & _given_names(older) if RULE.search(older) \
            else given  # a rule's example ("… — MAP_STYLE_URL came back undefined") is not what it gives
        if m.group("a5"):
            known = given | _given_names(older)  # "devreg is now …" for "… is called devreg"
        if was.count("/") >= 2:
            known = given  # a part of a path ("infra-live/stacks/runners") ties by a written value, not a word
        hit = [p for p in parts if p in known or (len(p) >= 8 and any(v.startswith(p + ".") for v in given))
               or ("/" in p and any(v.endswith("/" + p) for v in given))  # "content/docs" of site/content/docs
               or ("_" in p and any(v.endswith("." + p) for v in given))  # "events_clean" of analytics.events_clean
               or _measure_key(p) in measures]  # "fw-builds.internal" for fw-builds.internal.example.io; 60s
        if not hit:
            continue
        if now is not None and (values.value_key(now) in words or values.value_key(now) in parts):
            continue  # changed *to* what the older says: the older holds
        if m.group("a") and now is not None and word_for_a_number(now) and all(re.fullmatch(r"[\d.,]+", p) for p in hit):
            continue  # a number does not become a word: "blade cycles=37/40 -> change due in 3 floods" is a next step
        # a written name ("rc-help", ".kioskrc", "v2") is specific enough to stand for what it names
        written = any(values.value_key(p) in hit and len(p) >= 5 and any(ch in p for ch in "0123456789/._-")
                      for p in raw_parts)
        if len(shared - set(hit)) < (0 if written or m.group("a5") else 1 if len(hit) > 1 or now is not None else 2):
            continue
        if m.group("a2") and _moves_something_else(older, newer[:m.start()]):
            continue  # "The training jobs moved off gpu-sim-02 onto …" says nothing of the regression runs there
        specific = any(ch.isalpha() for ch in was) and any(ch in was for ch in "/._-#@")
        measured = m.group("a") is not None and any(_measure_key(p) in measures for p in parts)  # "60s → 5 min"
        if not specific and not measured and kinds_apart(older, newer):
            continue  # "Orders worker: port 8080 -> 9090" says nothing of the orders API's 8080
        verb = (m.group("v3") or m.group("v4") or "").lower()
        shown = values.value_key(was) if values.value_key(was) in given else hit[0]
        return f"{shown} → {now.strip('.,;:')}" if now else f"{shown} {verb}"
    return None


_NO_VALUE = frozenset("off none unlimited disabled never zero infinite".split())  # the words a number may become


def word_for_a_number(value: str) -> bool:
    """Whether a value an arrow gives a number is a plain word it cannot become ("40 -> change due in 3 floods"
    is a next step), not one of the few a number may ("off", "unlimited")."""
    return re.fullmatch(r"[a-z]+", value) is not None and value not in _NO_VALUE
_BARE_VALUE = re.compile(r"(?:\b(?:is|are|was|were|of|to|at|equals)|[:=])\s*$", re.I)
_MEASURED = re.compile(r"(?<![\w.])(?P<num>\d[\d,.:]*\d|\d)(?:\s*(?P<unit>%|[a-z][a-z-]+))?", re.I)  # 02:00 is one
_PATH = re.compile(r"(?<![\w/])(?:~|\.{1,2})?/[\w.-]+(?:/[\w.-]+)+|\b[\w.-]+(?:/[\w.-]+)+/?")


def _values(s: str) -> list[tuple[str, str]]:
    """(what, value) of each number or path a statement gives: ("replica", "3"), ("", "20"),
    ("path", "/etc/ssl/edge")."""
    s = re.sub(r"\([^()]{0,80}\)", " ", s)  # an aside in brackets ("(run 3)") is no value of the statement
    paths = [m.group(0).rstrip(".,/") for m in _PATH.finditer(s)]
    rest = _PATH.sub(" ", s)
    numbers = []
    for m in _MEASURED.finditer(rest):
        unit = m.group("unit")
        if unit and unit.lower() not in text.STOP:
            numbers.append((text.stem(unit.lower()), m.group("num")))
        elif _BARE_VALUE.search(rest[:m.start()]):
            numbers.append(("", m.group("num")))  # "… size is 20", "… limit: 128", "max = 8"
    return [("path", p) for p in paths] + numbers


# A measure of one occasion, not a setting: how long something took, what it reached that time.
_OCCASION = re.compile(r"\b(?:took|lasted|ran for|finished in|completed in|spent|peaked at|hit(?=\s+\d))\b", re.I)
_TRAILING = re.compile(r"\s+(?:before|after|because|so that|so|which|when|until|unless|once|while)\s+.*$", re.I)


def _main_clause(s: str) -> str:
    """A statement without the clause trailing its value ("kept for 90 days | before the cleanup
    job deletes them"): what it adds is about something else."""
    m = _TRAILING.search(s)
    return s[:m.start()] if m and any(ch.isdigit() or ch == "/" for ch in s[:m.start()]) else s


def other_value(older: str, newer: str) -> tuple[str, str] | None:
    """The same statement with another value for the same thing, in other words ("The search API
    deployment runs 3 replicas in production" / "Production has 5 replicas of the search API
    deployment"; "… stored in /etc/ssl/edge" / "… loads … from /opt/edge/certs"): each gives one
    value of one kind, and neither names anything the other does not (verbs and change words
    aside)."""
    if len(older) > 240 or len(newer) > 240:
        return None
    old, new = _values(older), _values(newer)
    if len(old) != 1 or len(new) != 1 or old[0][0] != new[0][0] or old[0][1] == new[0][1]:
        return None

    def named(s: str) -> set[str]:
        words = text.words(_PATH.sub(" ", s))
        return {text.term(w) for k, w in enumerate(words) if w not in text.STOP and w not in _NOW
                and len(w) > 1 and not w[0].isdigit() and not predicate(w) and text.CHANGE.fullmatch(w) is None
                and not (k and words[k - 1] in _MODALS)}  # "can hold": a verb, whatever its form

    if _OCCASION.search(older) or _OCCASION.search(newer):
        return None  # "the nightly export took 4 minutes" / "… took 7 minutes": two occasions
    what = old[0][0]
    # With a unit ("8 players" / "12 players") one shared word names the thing ("A match holds at most
    # 8 players" / "Matches can hold up to 12 players"); a bare number or a path needs three.
    least = 1 if what not in ("", "path") and not (_PAST.search(older) or _PAST.search(newer)) else 3
    olds = {frozenset(named(older)), frozenset(named(_main_clause(older)))}
    news = {frozenset(named(newer)), frozenset(named(_main_clause(newer)))}
    if not any(a == b and len(a) >= least for a in olds for b in news):
        return None
    shown = (lambda v: v) if what == "path" else (lambda v: f"{v} {what}".strip())
    return shown(old[0][1]), shown(new[0][1])


_NP_END = VALUE_WORDS | _PREDICATES


_LABEL = re.compile(r"^\s*[a-z][\w()/-]*:\s+")


def _unlabelled(s: str) -> str:
    """A statement without a commit's label ("cache: …"); empty when what follows the label is an
    order ("cache: switch the artifact store to R2" opens on no subject)."""
    m = _LABEL.match(s)
    if m is None:
        return s
    rest = s[m.end():]
    first = rest.split(maxsplit=1)[0].lower() if rest.split() else ""
    return "" if verbs.is_base(first) else rest


def _leading_noun_phrase(s: str) -> list[str] | None:
    """The words a statement opens on before its verb ("Refresh tokens" in "Refresh tokens issued by
    … expire"), or None when it opens on a verb or runs long."""
    out: list[str] = []
    s = _unlabelled(s)
    if not s:
        return None
    for t in _tokens(s):
        if t in _DETERMINERS or t in ("all", "every", "each", "new"):
            if out:
                break
            continue
        if t in _NP_END or predicate(t):
            break
        if t in text.STOP or t in _NEGATION or t in text.NEGATIONS:
            return None  # "Never commit…", "We now commit…": no noun phrase to compare
        out.append(text.stem(t))
    return out if 2 <= len(out) <= 4 else None


def kinds_apart(older: str, newer: str) -> bool:
    """Two kinds of one thing ("Refresh tokens …" / "Access tokens …"), two parts of one owner
    ("The orders API container …" / "Orders worker …" where neither text names the other's part),
    or one thing of two owners (`owners_apart`): what one says of its own says nothing of the
    other's."""
    a, b = _leading_noun_phrase(older), _leading_noun_phrase(newer)
    old_words, new_words = _stems(older), _stems(newer)
    if a is not None and b is not None and a[-1] == b[-1] and not set(a[:-1]) & set(b[:-1]) \
            and not {text.stem(w) for w in a[:-1]} & new_words and not {text.stem(w) for w in b[:-1]} & old_words:
        return True  # "Refresh tokens …" / "Access tokens …", not "Routing for couriers" / "Courier routing"
    x, y = _opening(older), _opening(newer)
    if x is not None and y is not None and x[0] == y[0] and x[1] != y[1] \
            and x[1] not in new_words and y[1] not in old_words and not {x[1], y[1]} <= _DATA_NOUNS \
            and not {x[1], y[1]} & _ATTRIBUTE_NOUNS:
        return True
    return owners_apart(older, newer)


def heads_apart(older: str, newer: str) -> bool:
    """Each text opens on a noun phrase of its own, no word in common, whose head the other never says
    ("Buyer inquiries are written to …" / "Showing feedback from buyers goes into …"): two things,
    whatever else they share; "Audit events …" / "The audit writer …" speak of one."""
    a, b = _leading_noun_phrase(older), _leading_noun_phrase(newer)
    if a is None or b is None:  # "Grooming updates get published …": the words its subject is said with
        x, y = _said_of(older), _said_of(newer)
        return len(x) >= 2 and len(y) >= 2 and not x & y and not x & _stems(newer) and not y & _stems(older)
    old_words, new_words = _stems(older), _stems(newer)
    return not set(a) & set(b) and a[-1] not in new_words and b[-1] not in old_words


def other_kind(older: str, newer: str) -> bool:
    """The same noun with another word before it, each unknown to the other text ("feature branches" /
    "release branches"): a rule for one kind says nothing of the other."""
    old_words, new_words = _stems(older), _stems(newer)
    a, b = _modified(older), _modified(newer)
    return any(a[h] - new_words and b[h] - old_words for h in a.keys() & b.keys())


_OWNER_LINKS = frozenset({"for", "of"})
MAX_OWNED_PHRASE = 8


def _subject_with_owner(s: str) -> str:
    """A statement's subject with the owner it names ("test fixtures for the checkout service"),
    up to its verb; empty when it opens on a verb or runs long."""
    out: list[str] = []
    for t in _tokens(_unlabelled(s)):
        if (t in VALUE_WORDS and t not in _OWNER_LINKS) or predicate(t) or t in _NEGATION:
            break
        out.append(t)
        if len(out) > MAX_OWNED_PHRASE:
            return ""
    return " ".join(out)


def owners_apart(older: str, newer: str) -> bool:
    """One thing of two owners, each unknown to the other text ("Test fixtures for the checkout
    service live in…" / "Test fixtures for the payments service were relocated…"): what is said of
    one owner's says nothing of the other's. Only the subjects count: a value may well be "the Stripe
    payment gateway" in place of "the Adyen payment gateway"."""
    a, b = _modified(_subject_with_owner(older)), _modified(_subject_with_owner(newer))
    old_words, new_words = _stems(older), _stems(newer)
    return any(a[h] - new_words and b[h] - old_words for h in a.keys() & b.keys())


_ADVERBS = frozenset("always never also only just still often usually rarely sometimes now currently actually really "
                     "already up".split())
_PREPOSITIONS = frozenset("behind without with under over into onto through via across before after during within "
                          "inside outside like per".split())


# Words that say how much or how old, not which kind: "all historical moisture series" are the moisture
# series a statement speaks of
_EXTENT = frozenset("historical existing current remaining legacy entire whole recent past previous older "
                    "newer future upcoming earlier later".split())
# What a store holds, by whatever name: "Matter records …" and "Matter tables …" are one thing's data
_DATA_NOUNS = frozenset(text.stem(w) for w in "records rows tables data entries readings series documents "
                        "measurements datapoints".split())


# What a number of a thing is said as: "Prefetch window is 24 months" speaks of the prefetch job
_ATTRIBUTE_NOUNS = frozenset(text.stem(w) for w in "window period interval limit cap size timeout ttl max maximum "
                             "minimum min count number rate threshold retention frequency duration length lifetime "
                             "expiry quota delay".split())


def is_data_noun(word: str) -> bool:
    """Whether a word names what a store holds ("records", "tables", "series"), whatever the store."""
    return text.stem(word.lower()) in _DATA_NOUNS


def is_extent(word: str) -> bool:
    """Whether a word says how much or how old of a thing ("historical", "existing"), not which kind."""
    return word.lower() in _EXTENT


_IRREGULAR_PARTICIPLES = frozenset("sold built kept held sent made paid spent run done written shown known given taken "
                                    "broken chosen frozen hidden driven bought caught taught brought thought found "
                                    "left lost won read led fed met".split())


def _participle(word: str) -> bool:
    """A past participle, hyphenated ones too ("picked-up", "sold")."""
    return any(part.endswith("ed") for part in word.split("-")) or word in _IRREGULAR_PARTICIPLES


def _modified(s: str) -> dict[str, set[str]]:
    """Each noun of a statement with the words written right before it ("feature branches":
    branch → {feature}), within one stretch of words (not across punctuation)."""
    out: dict[str, set[str]] = {}
    s = _POSSESSIVE.sub("", s)  # "chirpbot's chat log": the owner, not a word before "chat"
    label = _LABEL.match(s)
    if label is not None and verbs.is_base((s[label.end():].split() or [""])[0].lower()):
        s = s[label.end():].split(maxsplit=1)[-1]  # a commit's order: "refactor: relocate export scripts …"
    s = re.sub(r"\S*[/_@\d]\S*|\S+\.\S+", " , ", s)  # paths, names and numbers are values, not words
    for stretch in re.split(r"[,.;:()!?\u2014\u2013]+|\s-\s", s):
        # "from next week the ledger sync …": when it takes effect is no word before "ledger"
        tokens = [t.lower() for t in re.findall(r"[A-Za-z][A-Za-z-]*", text.without_when(stretch))]
        tokens = [t for t in tokens if t not in ("the", "a", "an")]
        for m, h in zip(tokens, tokens[1:], strict=False):
            if any(w in text.STOP or w in NUMBER_WORDS or w in _NOW or w in _NP_END or w in _NEGATION
                   or _participle(w) for w in (m, h)) or m.endswith("ing") or m in _ADVERBS or m in _PREPOSITIONS \
                    or m in _EXTENT:
                continue
            out.setdefault(text.stem(h), set()).add(text.stem(m))
    return out


def _opening(s: str) -> tuple[str, str] | None:
    """The first two words of a statement that opens on a noun phrase ("orders", "worker")."""
    words: list[str] = []
    for t in _tokens(s):
        if t in _DETERMINERS and not words:
            continue
        if t in _NP_END or predicate(t) or t in text.STOP or t[0].isdigit():
            return None
        words.append(text.stem(t))
        if len(words) == 2:
            return words[0], words[1]
    return None


def _subject_words(s: str) -> list[str]:
    """The words before the statement's first value word or verb, determiners left out."""
    out: list[str] = []
    for t in _tokens(s):
        if t in VALUE_WORDS or t in ("run", "runs", "live", "lives", "sit", "sits", "stay", "stays", "reside", "resides",
                                      "reads", "loads", "get", "gets", "got"):  # "Short picks get published …"
            break
        # "Since 3.0 ridgeline loads …" is about ridgeline
        if t not in _DETERMINERS and t not in ("all", "both", "every", "each", "any", "since", "today"):
            out.append(t)
    return out


def _said_of(s: str) -> set[str]:
    """What a statement is about: the words of its subject (`subject`) without verbs, adverbs or numbers."""
    words = [p for t in _subject_words(s) for p in (t.split("-") if re.fullmatch(r"[a-z]+(?:-[a-z]+)+", t) else [t])]
    return {text.term(t) for t in words if t and not predicate(t) and not t[0].isdigit() and t not in _ADVERBS
            and t not in _PREPOSITIONS
            and t not in _CONTAINER_WORDS and t not in _PRONOUNS_SAID and not (t.endswith("ly") and len(t) > 4)}


_PRONOUNS_SAID = frozenset("it it's its they this that we".split())  # "… locally, it's up on :4800" is of the server


_CONTAINER_WORDS = frozenset({"file", "files", "row", "rows", "record", "records", "entry", "entries"})  # "the fixture
# files" are the fixtures, "Enrollment rows" the enrollments


def subject(s: str) -> set[str]:
    """The stemmed words before the statement's first value word or verb."""
    return {text.stem(t) for t in _subject_words(s)}


_LEAD_IN = re.compile(r"^[^:\n]{3,100}?:\s+")


def _after_lead_in(s: str) -> str:
    """A note without its narrative lead-in ("Reproduced the complaint: the editor only autosaves …" is
    about the editor)."""
    m = _LEAD_IN.match(s)
    return s[m.end():] if m is not None and text.NARRATIVE_START.match(s) else s


def different_subjects(older: str, newer: str) -> bool:
    """Each statement's subject has a word the other lacks: they are about two things ("The export
    job runs with…" / "The import job runs with…"). Verbs aside: "stores" and "keeps" say one thing."""
    a, b = _said_of(older), _said_of(newer)
    return bool(a) and bool(b) and not (a <= b or b <= a)


# -- measurements that moved ("coverage … reached 65%" → "coverage … has improved to 78%") --------

_MOVED = re.compile(
    r"(?:\b(?:improved|increased|decreased|dropped|fell|grown|grew|rose|risen|reduced|climbed|gone up|scaled|resized|"
    r"gone down|went up|went down|bumped|raised|lowered|changed|updated|reached|hit|cut|extended|shortened|"
    r"pushed|pulled|shifted|moved|goes|went)\s+"
    r"(?:(?:[a-z][\w-]*\s+){0,8}?to\s+|(?:[a-z][\w-]*\s+){0,8}?from\s+\S+(?:\s+\S+){0,2}?\s+to\s+)?"
    # "took the transfer time down to 105 s", "brought tlm.frames.raw up to 48 partitions"
    r"|\b(?:took|taken|brought|dialled|dialed)\s+(?:[\w.-]+\s+){1,6}?(?:up|down)\s+to\s+)"
    r"(?:about\s+|around\s+|roughly\s+)?(?P<num>\d[\d,.:]*)\s*(?P<unit>%|ms|s\b|seconds?|minutes?|hours?|days?|"
    r"mb|gb|kb|[a-z]+)?|\b(?:is|are)\s+now\s+(?:at\s+)?(?P<num2>\d[\d,.]*)\s*(?P<unit2>%|ms|[a-z]+)?",
    re.I)
_NUMBER = re.compile(r"(?P<num>\d[\d,.:]*)(?:-(?=[a-z])|\s*)(?P<unit>%|ms|s\b|seconds?|minutes?|hours?|days?|mb|gb|kb|[a-z]+)?",
                     re.I)
WINDOW = 10  # words before a number that say what it measures


def _window(sentence: str, at: int) -> set[str]:
    """What a number measures: the words before it, back to the start of its clause ("…, and the cache
    TTL went up to 10 minutes" measures the cache TTL, not the timeout of the clause before)."""
    # "per-wave" says wave, "MAX_CREDITS" max credits
    lead = _TIMES_OUT.sub("timeout", _CLAUSE_START.split(sentence[:at])[-1])  # "times out … after" is a timeout
    words = text.words(re.sub(r"[-_]", " ", lead))[-WINDOW:]
    return {_SAME_WORDS.get(w, text.term(w)) for w in words if w not in text.STOP and len(w) > 2 and not w[0].isdigit()}


_OF_WHAT = re.compile(r"\s+of\s+(?P<what>(?:[\w-]+\s*){1,3})")
_TIMES_OUT = re.compile(r"\b(?:times|timed|time)\s+out\b", re.I)


# One measure, many names: "a maximum of 18 credits" / "the credit ceiling", "keeps 90 days" / "retention"
_SAME_WORDS = dict.fromkeys("max maximum ceiling cap limit".split(), "limit") | dict.fromkeys(
    "keep keeps kept retain retains retained retention".split(), "retain")


_CLAUSE_START = re.compile(r";\s+|,\s+(?:and|but|while|whereas)\s+", re.I)


def _unit(u: str | None) -> str:
    u = (u or "").lower()
    return {"seconds": "s", "second": "s", "minutes": "min", "minute": "min"}.get(u, u)


def moved_measure(older: str, newer: str) -> str | None:
    """The newer text says a measurement changed ("improved to 78%") that the older text gave
    ("reached 65%") for the same thing (two or more words of what it measures in common)."""
    if kinds_apart(older, newer) or AGAINST_TARGET.search(newer):
        return None
    for sentence in re.split(r"(?<=[.!?])\s+", values.with_digits(newer)):
        for m in _MOVED.finditer(sentence):
            num, unit = (m.group("num"), m.group("unit")) if m.group("num") else (m.group("num2"), m.group("unit2"))
            num, unit = num.strip(".,"), (unit if unit and unit.lower() not in text.STOP
                                          and not unit.lower().endswith("ing") else None)  # "to 21 starting …"
            at = m.start("num") if m.group("num") else m.start("num2")  # "bumped the auth timeout to 15 s"
            subject = _window(sentence, at) | ({text.stem(unit.lower())} if unit else set())
            for old_sentence in re.split(r"(?<=[.!?])\s+", older):
                for o in _NUMBER.finditer(old_sentence):
                    if o.group("num").strip(".,") == num or (o.group("unit") or "").lower() in text.STOP:
                        continue
                    same_unit = bool(unit) and (_unit(o.group("unit")) == _unit(unit)
                                                or claims.unit_dimension(o.group("unit")) == claims.unit_dimension(unit) is not None)
                    if same_unit and claims.in_base_unit(o.group("num"), o.group("unit")) == claims.in_base_unit(num, unit) is not None:
                        continue  # "8 seconds" and "8000 ms" are one value
                    of = _OF_WHAT.match(old_sentence, o.end())  # "keeps 90 days of staging data"
                    names = _window(old_sentence, o.start()) | (_window(of.group("what"), len(of.group("what")))
                                                                 if of else set()) | (
                        {text.stem(o.group("unit").lower())} if o.group("unit") else set())
                    old_unit = {text.stem(o.group("unit").lower())} if o.group("unit") else set()
                    # a bare number takes its unit from the words before it ("timeout-minutes … to 60"): that
                    # word says the unit, not what is measured
                    # (a counted noun, "credits", is what is measured)
                    tie = subject & names - (old_unit if not unit and claims.unit_dimension(o.group("unit")) else set())
                    # and one word of what is measured besides its unit and a kind of measure ("retention")
                    named = tie - set(_SAME_WORDS.values()) - (old_unit if claims.unit_dimension(o.group("unit")) else set())
                    if (same_unit or old_unit & subject) and len(tie) >= 2 and named:
                        shown = lambda n, u: f"{n}{u or ''}"  # noqa: E731
                        return f"{', '.join(sorted(subject & names)[:3])}: " \
                               f"{shown(o.group('num'), o.group('unit'))} → {shown(num, unit)}"
    return None


# -- a setting read off a config dump ("heartbeat_interval_ms: 15000" / "… a heartbeat every 5 seconds") --

_CONFIG_LINE = re.compile(r"(?:^|(?<=[\s,;(>]))(?P<key>[A-Za-z][\w.-]*[_.-][\w.-]*[A-Za-z0-9])\s*[:=]\s*"
                          r"(?P<num>\d+(?:\.\d+)?)"
                          r"\s*(?:(?P<unit>[a-zA-Z]+)\b|\((?P<unit2>[a-zA-Z]+)\))?", re.M)
_KEY_UNIT = re.compile(r"[_.-](?P<unit>ms|s|sec|secs|seconds|min|mins|minutes|h|hours|d|days|kb|mb|gb|bytes)$", re.I)
# Words a key adds to what the statement names: "session ttl", "chunk size", "heartbeat interval"
_SETTING_WORDS = frozenset("ttl timeout interval size limit max min maximum minimum count value period duration "
                           "seconds ms secs bytes config setting default".split())


def _settings(s: str) -> list[tuple[str, str, str, str]]:
    """(key, key without its unit suffix, number, unit) of each config line giving a duration or size:
    "heartbeat_interval_ms: 15000" → ("heartbeat_interval_ms", "heartbeat_interval", "15000", "ms")."""
    out = []
    for m in _CONFIG_LINE.finditer(s):
        key = m.group("key")
        unit = m.group("unit") or m.group("unit2")
        suffix = _KEY_UNIT.search(key)
        if suffix is not None:
            unit, key = unit or suffix.group("unit"), key[:suffix.start()]
        if claims.unit_dimension(unit) is not None:
            out.append((m.group("key"), key, m.group("num"), unit))
    return out


def gives_setting(s: str) -> bool:
    """Whether a text shows a config key set to a duration or size ("session_ttl: 1209600 (seconds)")."""
    return bool(_settings(s))


def config_value(older: str, newer: str) -> str | None:
    """A config line of the newer gives a duration or size for what the older states one of, in
    other units ("subscriber_session_ttl: 1209600 (seconds)" for "Subscriber sessions … expire
    after 30 days"): every telling word of the key is in the older statement, the older gives one
    value of that dimension, and the two differ in base units."""
    old_measures = [(m.group("num"), m.group("unit")) for m in _MEASURED.finditer(older)
                    if claims.unit_dimension(m.group("unit")) is not None]
    if len(old_measures) != 1:
        return None
    old_num, old_unit = old_measures[0]
    old_terms = {text.term(w) for w in text.words(older)}
    for full_key, key, num, unit in _settings(newer):
        if claims.unit_dimension(unit) != claims.unit_dimension(old_unit):
            continue
        words = {text.term(w) for w in re.split(r"[_.\-]+", key.lower()) if w and w not in _SETTING_WORDS}
        if not words or not words <= old_terms:
            continue
        if claims.in_base_unit(num, unit) == claims.in_base_unit(old_num, old_unit):
            return None  # the same value in other units agrees
        return f"{full_key}: {old_num}{old_unit} vs {num}{unit}"
    return None


# -- denied experience ("I've never written any Flask routes" / "…the homepage route with Flask") ----

_DENIAL = re.compile(
    r"\b(?:i|we)(?:'ve|\s+have|\s+had)?\s+never\s+(?:actually\s+|really\s+|even\s+)?"
    r"(?P<verb>[a-z]+(?:ed|en|wn|ne|de|lt|pt|ght|ung|ot|id))\s+(?:any(?:thing)?\s+|a\s+|an\s+|the\s+|with\s+)?"
    r"(?P<object>[^.,;:!?]{2,80})", re.I)
_PERCEIVED = frozenset({"seen", "heard", "noticed", "encountered", "known", "understood", "thought",
                       "read", "met", "found", "felt", "had"})
_GENERIC_OBJECT = frozenset({"project", "app", "application", "code", "before", "yet", "thing", "things",
                             "stuff", "anything", "ever", "really", "actually", "work", "related", "time"})


def _object_terms(raw: str) -> list[tuple[str, bool]]:
    """The telling words of what was denied, in order, each with whether it was written capitalised."""
    out = []
    for w in re.findall(r"[A-Za-z][A-Za-z0-9+#.-]*", raw):
        low = w.lower().rstrip(".")
        if low in text.STOP or low in _GENERIC_OBJECT or low in text.NEGATIONS or len(low) < 3:
            continue
        out.append((text.stem(low), w[0].isupper()))
    return out[:5]


def denies(s: str) -> bool:
    """Whether a text says its author never did something (see `denied_experience`)."""
    return any(m.group("verb").lower() not in _PERCEIVED for m in _DENIAL.finditer(s))


def denied_experience(a: str, b: str) -> str | None:
    """One text says its author never did something ("I've never implemented any Bootstrap
    components in this project") and the other, without denying it, is about doing that very thing:
    two or more of its telling words, or the one name it gives ("Bootstrap"). A person's own account
    disagreeing with itself: a flag for review, never an update. The denied thing's first word must
    be in the other text ("never used Docker for the billing service" says nothing of billing)."""
    for denial, other in ((a, b), (b, a)):
        other_terms = text.content_terms(other)
        other_denies = {t for d in _DENIAL.finditer(other) for t in text.content_terms(d.group("object"))}
        for m in _DENIAL.finditer(denial):
            if m.group("verb").lower() in _PERCEIVED:
                continue  # "I've never seen this error" is news, not a claim about one's own work
            terms = _object_terms(m.group("object"))
            if not terms or any(t in other_denies for t, _ in terms):
                continue  # nothing telling was denied, or the other text denies it too
            present = {t for t, _ in terms} & other_terms
            head, named = terms[0][0], [t for t, cap in terms if cap]
            if head in present and (len(present) >= 2 or (len({t for t, _ in terms}) <= 2 and named)):
                return f"never {m.group('verb').lower()} {', '.join(sorted(present))} — yet the other is about it"
    return None


def denial_strength(denial: str, other: str) -> tuple[bool, int]:
    """How plainly `other` says done what `denial` says was never done: whether it uses the denied
    verb itself ("I've submitted my cover letter to Greg" against "I've never submitted my cover
    letter to Greg"), and how many of the denied thing's telling words it has."""
    other_terms = text.content_terms(other)
    best = (False, 0)
    for m in _DENIAL.finditer(denial):
        verb = text.stem(m.group("verb").lower())
        present = {t for t, _ in _object_terms(m.group("object"))} & other_terms
        best = max(best, (verb in other_terms, len(present)))
    return best

