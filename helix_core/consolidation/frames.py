"""A second, shape-free judge of updates and contradictions, beside the claim patterns.

Two rules that need no grammar:
- same frame, other value: the two statements are word for word the same around one short slot
  that differs ("…tool of the auth service is authctl" / "…is auth-admin", "runs at 02:00 UTC" /
  "04:30 UTC"), the slot follows a value word (is, uses, with, at, from, to, level…), and neither
  statement narrates a routine action. Change words ("now", "currently") are set aside first.
- announced change: the newer statement says something changed (raised, replaced, renamed,
  migrated, no longer…), shares at least two subject terms with the older one, and names the
  older one's value (or says "no longer").
Either way the newer text announcing a change makes it an update, otherwise a conflict.
"""

from __future__ import annotations

import re

from ..claims import Verdict
from . import text, verbs

TOKEN = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.:/+#@%-]*[A-Za-z0-9_/%]|[A-Za-z0-9_]")
_NOW = frozenset({"now", "currently", "nowadays", "today", "anymore", "still", "actually", "instead"})
CHANGE = re.compile(
    r"(?<![.\w])now(?![\w(])|\b(?:no longer|not anymore|switched|(?:switching|moving|migrating) to|moved|"
    r"migrated|replaced|renamed|raised|lowered|increased|decreased|bumped|reduced|shortened|lengthened|"
    r"extended|(?:changed|set|scaled|resized|moved)(?:\s+\S+){0,4}\s+to|scaled|resized|upgraded|downgraded|"
    r"deprecated|retired|from now on|instead of|"
    r"as of)\b|"
    r"\bfrom \S+ to \S+", re.I)
_VALUE_WORDS = frozenset({
    "is", "are", "was", "were", "be", "uses", "use", "using", "with", "at", "from", "to", "on", "in",
    "via", "by", "level", "version", "of", "for", "after", "every", "under", "requires", "needs", "runs",
    "called", "named", "set", "equals", "=", ":", "than", "as",
})
_VERBS_IN_SLOT = frozenset({"is", "are", "was", "were", "uses", "use", "runs", "has", "have", "needs",
                            "requires"})
_NEGATION = frozenset({"not", "never", "no", "don't", "doesn't", "isn't", "aren't", "cannot", "can't",
                       "won't", "longer"})
MAX_SLOT = 4
NUMBER_WORDS = frozenset("one two three four five six seven eight nine ten eleven twelve twenty thirty "
                         "fifty hundred half double twice once".split())
_PATH_OR_VALUE = re.compile(r"(?<![\w/])/[\w.-]+(?:/[\w.-]+)*|" + TOKEN.pattern)


def _tokens(s: str) -> list[str]:
    return [t.lower().rstrip(".:") or t for t in TOKEN.findall(s) if t.lower() not in _NOW]


def same_frame(older: str, newer: str) -> tuple[str, str] | None:
    """The differing slot of two statements that are otherwise the same, or None."""
    a, b = _tokens(older), _tokens(newer)
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
    if not any(_predicate(t) for t in a[:i]):
        return None  # the slot sits in the subject ("CI on feat/x is still running"): two things
    lead = {a[i - 1], a[i - 2] if i >= 2 else ""}
    if not lead & _VALUE_WORDS and not any(ch.isdigit() for ch in "".join(da + db)):
        return None
    if set(da + db) & (_VERBS_IN_SLOT | _NEGATION):
        return None
    if {text.stem(w) for w in da} == {text.stem(w) for w in db}:
        return None
    return " ".join(da), " ".join(db)


_PREDICATES = frozenset({"is", "are", "was", "were", "be", "been", "has", "have", "uses", "use", "runs",
                         "run", "lives", "live", "listens", "requires", "needs", "expires", "expire",
                         "happen", "happens", "makes", "calls", "goes", "sits", "points", "stores",
                         "holds", "reads", "writes", "returns", "defaults", "ships", "builds", "=", ":"})


def _predicate(token: str) -> bool:
    """A verb that can introduce a value ("is", "runs", "listens", "built", "stored")."""
    if token in _PREDICATES:
        return True
    if token.endswith("s") and verbs.is_base(token[:-1]):
        return True
    return token.endswith("ed") and verbs.base_form(token) is not None


def _subject_terms(s: str) -> set[str]:
    return {t for t in text.content_terms(s) if not any(ch.isdigit() for ch in t)}


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
    named_anywhere = any(v.lower() in everywhere for v in named_in_older)
    for clause in _clauses(newer):
        tokens = {t.lower().rstrip(".") for t in _PATH_OR_VALUE.findall(clause)}
        shared = _subject_terms(older) & _subject_terms(clause)
        named = [v for v in named_in_older if v.lower() in tokens]
        new_value = _new_value(older, clause)
        for cue in CHANGE.finditer(clause):
            word = cue.group(0).lower()
            if word in older.lower():
                continue  # the older text says it too ("…instead of opening the browser")
            if word == "now" and not new_value:
                continue  # "…Decimal everywhere now" restates, it does not change
            if named or (("no longer" in word or named_anywhere) and len(shared) >= 2) or len(shared) >= 3:
                return f"{word}: {', '.join(sorted(shared_all)[:3])}"
    return None


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


_POLARITY = re.compile(r"\b(?P<neg>never|no longer|don't|do not|avoid|stopped|quit)\s+"
                       r"(?P<nt>[\w-]+(?:\s+[\w-]+){0,3})|\b(?P<pos>always|must|should|only|has to|have to|"
                       r"need to|needs to|(?:can|may) now(?: be)?|(?:is|are) now (?:allowed|fine|ok|okay) to)\s+"
                       r"(?P<pt>[\w-]+(?:\s+[\w-]+){0,3})", re.I)
TARGET_WORDS = 2  # what a rule is about: its first two words that say something ("run database migrations")


_PAST = re.compile(r"\b(?:was|were|had|did|got|went|came|\w+ed)\b", re.I)
NEGATED = re.compile(r"\b(?:not|never|no|n't|without|nor)\b|n't\b", re.I)


def _targets(s: str) -> tuple[set[str], set[str]]:
    """Stems of what a text says must be done, and of what it says must not ("always squash-merge":
    {squash, merge}; "never squashed": {squash})."""
    pos: set[str] = set()
    neg: set[str] = set()
    for m in _POLARITY.finditer(_MODAL_NOT.sub(" never ", s)):
        words = m.group("nt") or m.group("pt") or ""
        stems = [text.stem(p.lower()) for w in words.split() for p in w.split("-")
                 if len(p) > 2 and p.lower() not in text.STOP][:TARGET_WORDS]
        (neg if m.group("neg") else pos).update(stems)
    return pos, neg


def flipped_policy(older: str, newer: str) -> str | None:
    """One text says a practice must be done, the other that it must not ("Always squash-merge pull
    requests" / "Pull requests … are merged with a merge commit, never squashed")."""
    o_pos, o_neg = _targets(older)
    n_pos, n_neg = _targets(newer)
    shared = _policy_terms(older) & _policy_terms(newer)
    flipped = ((o_pos - o_neg) & (n_neg - n_pos)) | ((o_neg - o_pos) & (n_pos - n_neg))
    if not flipped and not o_pos and not o_neg and not NEGATED.search(older) and len(shared) >= 3 \
            and not _PAST.search(older):
        # A habit stated plainly ("Deploys to production go out on Fridays") against a rule that
        # forbids it ("Never deploy to production on Fridays").
        flipped = (n_neg - n_pos) & _policy_terms(older)
    if not flipped or len(shared) < 2:
        return None
    return "one says to " + ", ".join(sorted(flipped)) + ", the other not to"


def _narrative(s: str) -> bool:
    """A log line of something done: routine, or opening with a past-tense verb ("Wrote a small
    script to reproduce the bug in api.py" narrates, even with a failure in it)."""
    if text.is_routine(s) or text.NARRATIVE_START.match(s):
        return True
    first = TOKEN.findall(s)[:1]
    if not first:
        return True
    word = first[0].lower()
    return word.endswith("ed") and verbs.base_form(word) is not None and not verbs.is_base(word)


def _instruction(clause: str) -> bool:
    """An order ("Run pytest before pushing"), not a statement ("We use tabs")."""
    from .distill import strip_filler

    words = strip_filler(clause)[0].split()
    if len(words) > 1 and words[0].lower() in ("always", "never", "please", "don't", "just"):
        words = words[1:]
    return bool(words) and verbs.is_base(words[0].lower()) and not (
        len(words) > 1 and (words[1].lower() in _PREDICATES or words[1].lower().endswith("ed")))


def _clauses(s: str) -> list[str]:
    parts = [p.strip() for p in re.split(r"(?<=[.!?;])\s+|;\s*", s) if p.strip()]
    return parts or [s]


def verdict(older: str, newer: str) -> Verdict | None:
    """An update or a conflict between two statements, or None when these rules see neither."""
    if "?" in newer:
        return None
    change = CHANGE.search(newer) is not None and CHANGE.search(older) is None
    if _narrative(older) or (not change and _narrative(newer)):
        return None  # a log line ("Added a test for … in api.py") states nothing to contradict
    for a in _clauses(older):
        for b in _clauses(newer):
            if _instruction(a) or _instruction(b):
                continue  # "run pytest before pushing" and "run ruff before pushing" both hold
            slot = same_frame(a, b)
            if slot is not None:
                relation = "update" if change else "conflict"
                return Verdict(relation, f"{slot[0]} → {slot[1]}" if change else f"{slot[0]} vs {slot[1]}",
                               slot[0], slot[1], "value")
    reason = announced_change(older, newer)
    if reason is not None:
        return Verdict("update", reason, None, None, "change")
    flip = flipped_policy(older, newer)
    if flip is not None:
        return Verdict("update" if change else "conflict", flip, None, None, "policy")
    return None


def subject(s: str) -> set[str]:
    """The stemmed words before the statement's first value word or verb."""
    out: set[str] = set()
    for t in _tokens(s):
        if t in _VALUE_WORDS or t in ("run", "runs", "live", "lives", "sits", "stays"):
            break
        if t not in ("the", "a", "an", "our", "its", "their"):
            out.add(text.stem(t))
    return out


def different_subjects(older: str, newer: str) -> bool:
    """Each statement's subject has a word the other lacks: they are about two things ("The export
    job runs with…" / "The import job runs with…")."""
    a, b = subject(older), subject(newer)
    return bool(a) and bool(b) and not (a <= b or b <= a)


# -- measurements that moved ("coverage … reached 65%" → "coverage … has improved to 78%") --------

_MOVED = re.compile(
    r"\b(?:improved|increased|decreased|dropped|fell|grown|grew|rose|risen|reduced|climbed|gone up|scaled|resized|"
    r"gone down|went up|went down|bumped|raised|lowered|changed|updated|reached|hit)\s+(?:to\s+|from\s+\S+\s+to\s+)?"
    r"(?:about\s+|around\s+|roughly\s+)?(?P<num>\d[\d,.]*)\s*(?P<unit>%|ms|s\b|seconds?|minutes?|hours?|days?|"
    r"mb|gb|kb|[a-z]+)?|\b(?:is|are)\s+now\s+(?:at\s+)?(?P<num2>\d[\d,.]*)\s*(?P<unit2>%|ms|[a-z]+)?",
    re.I)
_NUMBER = re.compile(r"(?P<num>\d[\d,.]*)\s*(?P<unit>%|ms|s\b|seconds?|minutes?|hours?|days?|mb|gb|kb|[a-z]+)?",
                     re.I)
WINDOW = 10  # words before a number that say what it measures


def _window(sentence: str, at: int) -> set[str]:
    words = text.words(sentence[:at])[-WINDOW:]
    return {text.stem(w) for w in words if w not in text.STOP and len(w) > 2 and not w[0].isdigit()}


def _unit(u: str | None) -> str:
    u = (u or "").lower()
    return {"seconds": "s", "second": "s", "minutes": "min", "minute": "min"}.get(u, u)


def moved_measure(older: str, newer: str) -> str | None:
    """The newer text says a measurement changed ("improved to 78%") that the older text gave
    ("reached 65%") for the same thing (two or more words of what it measures in common)."""
    for sentence in re.split(r"(?<=[.!?])\s+", newer):
        for m in _MOVED.finditer(sentence):
            num, unit = (m.group("num"), m.group("unit")) if m.group("num") else (m.group("num2"), m.group("unit2"))
            num, unit = num.strip(".,"), (unit if unit and unit.lower() not in text.STOP else None)
            subject = _window(sentence, m.start()) | ({text.stem(unit.lower())} if unit else set())
            for old_sentence in re.split(r"(?<=[.!?])\s+", older):
                for o in _NUMBER.finditer(old_sentence):
                    if o.group("num").strip(".,") == num or (o.group("unit") or "").lower() in text.STOP:
                        continue
                    same_unit = _unit(o.group("unit")) == _unit(unit) and bool(unit)
                    names = _window(old_sentence, o.start()) | (
                        {text.stem(o.group("unit").lower())} if o.group("unit") else set())
                    if (same_unit or (o.group("unit") and text.stem(o.group("unit").lower()) in subject)) \
                            and len(subject & names) >= 2:
                        shown = lambda n, u: f"{n}{u or ''}"  # noqa: E731
                        return f"{', '.join(sorted(subject & names)[:3])}: " \
                               f"{shown(o.group('num'), o.group('unit'))} → {shown(num, unit)}"
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
