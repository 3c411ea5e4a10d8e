"""Text heuristics for the $0 path: tokens, kinds, structural rules, contradictions, topics.

All deterministic and explainable; the model path (helix_core.llm) may replace a result, never
the guardrails around it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

_WORD = re.compile(r"[A-Za-z0-9_.\-/:]*[A-Za-z0-9_]|\d+")
STOP = frozenset(
    "a an the and or but if of to in on at by for with from as is are was were be been being do does "
    "did have has had i me my we our you your he him his she her it its they them their this that these "
    "those what which who when where why how there here so than too very can will just should would "
    "could may might shall about into over under again then once all any both each few more most other "
    "some such own same up out after before until while because again also got get had needed need "
    "first still another ran run".split()
)
NEGATIONS = frozenset({"not", "never", "no", "don't", "dont", "doesn't", "doesnt", "avoid", "without",
                       "cannot", "can't", "won't", "nobody", "stop", "stopped"})
CHANGE = re.compile(r"\b(switch(?:ed|ing)? (?:\w+ )*?to|moved? (?:\w+ )*?to|migrat\w* (?:\w+ )*?to|"
                    r"replac\w*|no longer|instead of|from now on|now uses?)\b", re.I)
PREFIXES = re.compile(
    r"^\s*(reminder( from the user)?:?|note( to self)?:?|lesson:?|again:?|tip:?|fyi:?|"
    r"had to|turns out|learned that)\s+", re.I)


def words(text: str) -> list[str]:
    return [w.lower().strip(".-/:") for w in _WORD.findall(text)]


def stem(word: str) -> str:
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def content_terms(text: str) -> set[str]:
    return {stem(w) for w in words(text) if w not in STOP and w not in NEGATIONS and len(w) > 1}


def negated(text: str) -> bool:
    lowered = text.lower().replace("’", "'")
    return any(w in NEGATIONS for w in re.findall(r"[a-z']+", lowered))


def clean_statement(text: str) -> str:
    """A representative statement, tidied: prefixes like "Reminder:" go, the first letter goes up."""
    text = " ".join(text.split())
    previous = None
    while previous != text:
        previous = text
        text = PREFIXES.sub("", text)
    text = text.strip(" -–—")
    return text[:1].upper() + text[1:] if text else text


# -- kinds ----------------------------------------------------------------------------------------

_PREFERENCE = re.compile(r"\b(prefers?|preferred|likes?|wants?|rather than|favou?rs?)\b", re.I)
_CONVENTION = re.compile(r"\b(always|never|must|convention|style|use \S+,? not|uses? \S+ not|"
                         r"should|do not|don't)\b", re.I)
_DECISION = re.compile(r"\b(decided|decision|chose|switch\w*|adopt\w*|replac\w*)\b", re.I)
_PROCEDURE = re.compile(r"\b(before|after|then|first|step|run|activate|source|install|regenerate|"
                        r"refresh|wait|import|check|confirm)\b", re.I)


def classify(text: str) -> tuple[str, str]:
    """(kind, shape) for a distilled statement."""
    if _PREFERENCE.search(text):
        return "preference", "semantic"
    if _DECISION.search(text):
        return "decision", "semantic"
    if _CONVENTION.search(text):
        return "convention", "semantic"
    if _PROCEDURE.search(text):
        return "procedure", "procedural"
    return "fact", "semantic"


# -- structural rules -----------------------------------------------------------------------------

_KW = r"(?:over|to|rather|instead|not|for|in|on|with|when|and|as|than)\b"
_TERM = rf"((?!{_KW})[A-Za-z0-9_.+#@/\-]+(?: (?!{_KW})[A-Za-z0-9_.+#@/\-]+)?)"
_USES_NOT = re.compile(rf"\b(?:use|uses|using)\s+{_TERM}\s*,?\s+(?:not|instead of|rather than)\s+{_TERM}",
                       re.I)
_PREFERS = re.compile(rf"\bprefers?\s+{_TERM}(?:\s+(?:over|to|rather than|instead of)\s+{_TERM})?", re.I)
_TRAIL = frozenset({"for", "in", "to", "the", "with", "when", "on", "and", "over", "as"})


def _tidy(term: str | None) -> str | None:
    if not term:
        return None
    parts = [p for p in term.lower().strip(" .,;:").split() if p]
    while parts and parts[-1] in _TRAIL:
        parts.pop()
    return " ".join(parts) or None


@dataclass(frozen=True)
class Rule:
    relation: str  # "uses" or "prefers"
    x: str
    y: str | None

    @property
    def key(self) -> tuple[str, str, str | None]:
        return (self.relation, self.x, self.y)

    def statement(self, subject: str) -> str:
        if self.relation == "uses":
            return f"{subject} uses {self.x}, not {self.y}"
        if self.y:
            return f"{subject} prefers {self.x} over {self.y}"
        return f"{subject} prefers {self.x}"


def structural_rule(text: str) -> Rule | None:
    """"uses X not Y" and "prefers X (over Y)": the structural rules of SPEC §7 step 2."""
    m = _USES_NOT.search(text)
    if m:
        x, y = _tidy(m.group(1)), _tidy(m.group(2))
        if x and y and x != y:
            return Rule("uses", x, y)
    m = _PREFERS.search(text)
    if m:
        x, y = _tidy(m.group(1)), _tidy(m.group(2))
        if x:
            return Rule("prefers", x, y)
    return None


# -- contradictions -------------------------------------------------------------------------------


def _frame_diff(a: Sequence[str], b: Sequence[str]) -> tuple[list[str], list[str], int, int]:
    """The differing middles of two token lists, the common prefix length and the shared count."""
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    j = 0
    while j < min(len(a), len(b)) - i and a[-1 - j] == b[-1 - j]:
        j += 1
    return list(a[i: len(a) - j]), list(b[i: len(b) - j]), i, i + j


VALUE_WORDS = frozenset({
    "is", "are", "was", "were", "be", "use", "uses", "using", "used", "prefer", "prefers", "preferred",
    "set", "equals", "runs", "with", "requires", "require", "needs", "need", "on", "at", "in", "via",
})


def _pathlike(word: str) -> bool:
    return "/" in word or bool(re.search(r"\.[a-z]{1,4}$", word))


def contradiction(a: str, b: str) -> str | None:
    """Why `a` and `b` cannot both hold, or None. Conservative: a miss beats a false alarm."""
    ra, rb = structural_rule(a), structural_rule(b)
    if ra and rb and ra.y and rb.y and ra.x == rb.y and ra.y == rb.x:
        return f"one says {ra.x} over {ra.y}, the other {rb.x} over {rb.y}"
    wa, wb = words(a), words(b)
    if not wa or not wb:
        return None
    da, db, prefix, shared = _frame_diff(wa, wb)
    before = wa[prefix - 1] if prefix > 0 else ""
    if (da and db and len(da) <= 3 and len(db) <= 3 and shared >= 2 and before in VALUE_WORDS
            and shared >= 0.6 * max(len(wa), len(wb))
            and not any(_pathlike(w) for w in (*da, *db))
            and not (set(da) & NEGATIONS or set(db) & NEGATIONS)
            and {stem(w) for w in da} != {stem(w) for w in db}):
        return f"same statement with a different value: {' '.join(da)!r} vs {' '.join(db)!r}"
    na, nb = negated(a), negated(b)
    if na != nb:
        ta, tb = content_terms(a), content_terms(b)
        small, large = (ta, tb) if len(ta) <= len(tb) else (tb, ta)
        overlap = small & large
        if len(overlap) >= 2 and len(overlap) >= 0.75 * len(small):
            return "one states it, the other negates it: " + ", ".join(sorted(overlap)[:4])
    return None


def is_change(text: str) -> bool:
    """Does the statement announce a change (so it supersedes rather than contradicts)?"""
    return bool(CHANGE.search(text))


_PRESCRIPTIVE = re.compile(
    r"\b(before|after|first|until|must|needs?|should|always|never|only|instead|requires?|remember|"
    r"make sure|don't|do not|use|prefer\w*|avoid|otherwise|because|so that|then)\b", re.I)
_NARRATIVE = re.compile(
    r"^\s*(?:\w+:\s*)?(?:[A-Za-z]+ed|wrote|ran|made|got|saw|found|took|read|built|put|kept|went|"
    r"did|began|left|sent|brought|thought|ls|cd)\b", re.I)


def lesson_text(text: str) -> bool:
    """One note: a rule or a fact to keep (True), or a log line of a routine action (False)."""
    return bool(_PRESCRIPTIVE.search(text)) or not _NARRATIVE.match(text)


def lesson_like(texts: Sequence[str]) -> bool:
    """Is there something to learn here (a rule, a fact), or is it a log of routine actions?"""
    if not texts:
        return False
    return sum(1 for t in texts if lesson_text(t)) * 2 > len(texts)


# -- topics for reflection ------------------------------------------------------------------------


# Words too generic to reflect on ("what keeps coming up about 'fixed'?").
GENERIC = frozenset({"fix", "error", "add", "use", "test", "file", "updat", "work", "chang", "check",
                     "note", "remind", "user", "again", "tri", "look", "want", "make", "found", "new"})


def topics(texts: Iterable[str], weights: Iterable[float] | None = None, n: int = 3,
           min_docs: int = 3, exclude: Iterable[str] = ()) -> list[str]:
    """The terms shared by the most (important) texts: what reflection asks questions about.

    Topics that cover nearly the same texts as one already chosen are skipped, so three questions
    are about three different things. Each topic is returned in its most common written form.
    """
    texts = list(texts)
    docs = [content_terms(t) for t in texts]
    ws = list(weights) if weights is not None else [1.0] * len(docs)
    score: Counter[str] = Counter()
    where: dict[str, set[int]] = {}
    surface: dict[str, Counter[str]] = {}
    for i, (t, terms, w) in enumerate(zip(texts, docs, ws, strict=False)):
        for word in words(t):
            surface.setdefault(stem(word), Counter())[word] += 1
        for term in terms:
            if len(term) < 3 or term.isdigit():
                continue
            score[term] += w
            where.setdefault(term, set()).add(i)
    chosen: list[str] = []
    covered: list[set[int]] = []
    skip = {stem(w) for w in exclude} | GENERIC
    for term, _ in score.most_common():
        if term in skip:
            continue
        docs_of = where[term]
        if len(docs_of) < min_docs or len(docs_of) >= 0.8 * len(docs):
            continue
        if any(len(docs_of & c) >= 0.5 * min(len(docs_of), len(c)) for c in covered):
            continue
        chosen.append(term)
        covered.append(docs_of)
        if len(chosen) >= n:
            break
    return [surface[t].most_common(1)[0][0] if t in surface else t for t in chosen]
