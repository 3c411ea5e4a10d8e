"""The $0 distiller: one statement a person can approve as it stands, from a group of paraphrases.

Extractive and rule-based. Every note of the group is cut into clauses; filler goes ("Again:",
"Reminder:", "Had to", "Turns out"); each clause is scored by the rare words it shares with the other
notes (the lesson's key terms) and by its role: an instruction or rule beats a plain fact, which
beats a symptom. The winner is normalised ("Had to activate…" → "Activate…", "Fixed it by importing
X" → "Import X"); an instruction with no condition borrows the group's symptom as one ("When alembic
autogenerate writes an empty migration, import billing.models in alembic/env.py"). A group that only
describes a symptom, or only narrates, yields nothing: a symptom alone is not a lesson.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from . import text, verbs

_FILLER = re.compile(
    r"^\s*(?:(?:again|reminder|note(?: to self)?|heads[- ]up|fyi|tip|pro ?tip|psa|til|lesson(?: learned)?|"
    r"important|update|gotcha|ok(?:ay)?|so|yep|yeah|ugh|argh|hmm|once more|one more time|as usual|"
    r"same (?:thing|issue|problem|story)(?: as before| again)?|this again|bit(?:ten)? (?:me|us) again|"
    r"for the record|for future reference|note for next time|next time|quick note|careful|watch out|"
    r"ran into (?:this|it) again|hit (?:this|it) again)"
    r"(?P<user> (?:from|by|for) the user)?\s*(?:[:,.!—–-]+\s*|\s+(?=[a-z])|$)|"
    r"(?:bug|fix|solution|workaround|rule|context|cause|problem|issue|symptom)\s*[:—–-]+\s*)", re.I)
_OPENER = re.compile(
    r"^\s*(?:(?:it )?turns out(?: that)?|(?:i |we )?(?:learned|found out|realised|realized|noticed|"
    r"discovered)(?: that)?|looks like|apparently|as it turns out|so basically|basically)\s*,?\s+", re.I)
_MODAL = re.compile(
    r"^\s*(?:(?:i|we|you|agents?|one)\s+)?(?:(?:really|always)\s+)?(?:had to|have to|has to|need(?:ed|s)? to|"
    r"must|should(?: always)?|ought to|gotta|got to|want to|remember to|don't forget to|do not forget to|"
    r"make sure(?: to| that you| you)?|be sure to|it's best to|it is best to|better to|the (?:trick|fix|"
    r"solution|answer|workaround) (?:is|was) to|the (?:trick|fix|solution|workaround) (?:is|was):?)\s+",
    re.I)
_FIXED_BY = re.compile(
    r"^\s*(?:(?:i|we)\s+)?(?:fixed|solved|resolved|worked around|got around|sorted|handled|avoided|"
    r"unblocked|cured)\b[^,.;:]*?\bby\s+(?P<verb>[a-z]+ing)\b(?P<rest>.*)$", re.I)
_TRAILING = re.compile(
    r"\s*(?:[,;—–-]\s*)?(?:and |which |that )?(?:that |this |it )?(?:fixed|solved|sorted|cured) "
    r"(?:it|things|the (?:problem|issue|error|build|tests?))\b.*$|"
    r"\s*(?:,\s*)?(?:and|then) (?:it|everything|the build|the tests?|things) (?:worked|passed|went green)\b.*$|"
    r"\s*\b(?:to fix it|to get it working|and all good|problem solved|works now|as usual)\s*[.!]*$|"
    r"\s*\((?:again|as usual|yes, again|\d+(?:st|nd|rd|th)? time)\)\s*$|"
    r",?\s+(?:again|once again|yet again|as usual|as always|(?:for )?the \w+ time)\s*[.!]*$", re.I)
_USER = re.compile(
    r"\b(?:the\s+)?user\s+(?:really\s+|strongly\s+|clearly\s+)?(?P<verb>wants?|wanted|prefers?|preferred|"
    r"likes?|liked|asked(?: (?:me|us|agents|you) to| for)?|hates?|hated|dislikes?|disliked|insists?(?: on)?|"
    r"insisted(?: on)?|expects?|expected|does(?:n't| not) (?:want|like)|did(?:n't| not) (?:want|like)|"
    r"said (?:that )?(?:they|he|she) (?:want|prefer|like)s?)\s+(?P<rest>.+)$", re.I)
_USER_VERBS = {
    "wanted": "wants", "want": "wants", "preferred": "prefers", "prefer": "prefers", "liked": "likes",
    "like": "likes", "asked for": "wants", "asked": "wants", "hated": "hates", "hate": "hates",
    "disliked": "dislikes", "dislike": "dislikes", "insisted": "insists on", "insisted on": "insists on",
    "insist": "insists on", "insists": "insists on", "expected": "expects", "expect": "expects",
    "didn't want": "does not want", "did not want": "does not want", "doesn't want": "does not want",
    "didn't like": "does not like", "did not like": "does not like", "doesn't like": "does not like",
}
_POLICY = re.compile(r"^(?:always|never|don't|do not|avoid|only|use|prefer|keep|no)\b|"
                     r"\b(?:must|must not|instead of|rather than|, not |not \w+ but)\b", re.I)
_CONDITION = re.compile(r"\b(?:when|whenever|if|before|after|until|unless|once|while|otherwise|or else|"
                        r"so that|every time|each time|during|whenever)\b", re.I)
FAILURE = re.compile(
    r"\b(?:fail\w*|errors?|erroring|broke|broken|breaks?|crash\w*|hangs?|hung|timed? out|timeouts?|"
    r"empty|missing|not found|wrong|off by|flak\w*|exception\w*|traceback|couldn't|could not|can't|"
    r"cannot|won't|wouldn't|doesn't work|didn't work|refus\w*|denied|stale|corrupt\w*|leak\w*|"
    r"segfault\w*|deadlock\w*|oom|404|500|red|blew up|choked|silently|bugs?|regression)\b", re.I)
_STEPS = re.compile(r"\bthen\b|→|->|&&|\b(?:first|next|finally|afterwards)\b|(?:^|\s)\d[.)]\s", re.I)
_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9`\"'(])|;\s+|\s+[—–]\s+|\s+--\s+|\s+-\s+(?=[A-Za-z])|"
                    r",\s+(?:so|and so|which meant|but)\s+|,\s+(?=(?:had to|needed to|have to|need to)\b)")
_LABEL = re.compile(r"^(?:fix|solution|workaround|cause|lesson|rule|note|reminder|tip|gotcha|symptom|"
                    r"problem|issue|again|update|context|why|how|answer|result|error)$", re.I)
_NO_LOWER = re.compile(r"[A-Z].*[A-Z]|[._/`]|^[A-Z]{2,}|^I$")
MAX_WORDS = 40


@dataclass(frozen=True)
class Clause:
    text: str  # normalised
    role: str  # instruction, fact, symptom, narrative
    note: int  # which note of the group it came from
    by_user: bool = False


@dataclass(frozen=True)
class Statement:
    content: str
    kind: str
    shape: str
    source: int  # the note the main clause came from


def strip_filler(clause: str) -> tuple[str, bool]:
    """The clause without leading filler; and whether a "from the user" label was among it."""
    by_user = False
    previous = None
    clause = clause.strip()
    while previous != clause:
        previous = clause
        m = _FILLER.match(clause)
        if m and m.end() < len(clause):
            by_user = by_user or bool(m.group("user"))
            clause = clause[m.end():]
        clause = _OPENER.sub("", clause, count=1).strip(" \t:,-–—")
    return clause, by_user


def clauses(note: str) -> list[str]:
    """A note cut into clauses: sentences, dash and semicolon parts, and both sides of a colon."""
    out: list[str] = []
    for piece in _SPLIT.split(" ".join(note.split())):
        piece = piece.strip(" .;,")
        if not piece:
            continue
        left, sep, right = piece.partition(": ")
        balanced = left.count('"') % 2 == 0 and left.count("'") % 2 == 0 and left.count("`") % 2 == 0
        if sep and right and balanced and "://" not in left and (
                _LABEL.match(left.strip()) or (len(left.split()) >= 2 and (_has_verb(left) or FAILURE.search(left)))):
            out.extend(p for p in (left.strip(), right.strip()) if p and not _LABEL.match(p))
        else:
            out.append(piece)
    return out


def _drop_trailing(clause: str) -> str:
    """Without "…, and that fixed it" and the like (never the whole clause)."""
    m = _TRAILING.search(clause)
    return clause[: m.start()] if m and m.start() > 0 else clause


def _lower_first(s: str) -> str:
    first = s.split(" ", 1)[0]
    return s if _NO_LOWER.search(first) else s[:1].lower() + s[1:]


def _upper_first(s: str) -> str:
    """Sentence case, except for a leading identifier ("env.py must…", "pnpm install…" stays)."""
    first = s.split(" ", 1)[0] if s else ""
    if not s or re.search(r"[._/`]", first):
        return s
    return s[:1].upper() + s[1:]


_LEADING_CONDITION = re.compile(r"^(?P<cond>(?:when|whenever|if|before|after|once|every time)\b[^,]{3,120}),\s+"
                                r"(?P<rest>.+)$", re.I)


def as_instruction(clause: str) -> str | None:
    """The clause as an instruction ("Activate .venv before pytest"), or None if it is not one.

    A leading condition is kept: "When X, run Y" stays "When X, run Y".
    """
    m = _LEADING_CONDITION.match(clause.strip())
    if m:
        rest = _plain_instruction(m.group("rest"))
        return f"{_upper_first(m.group('cond'))}, {_lower_first(rest)}" if rest else None
    return _plain_instruction(clause)


def _plain_instruction(clause: str) -> str | None:
    c = _drop_trailing(clause).strip(" ,;.")
    m = _FIXED_BY.match(c)
    if m:
        base = verbs.base_form(m.group("verb"))
        if base:
            c = base + m.group("rest")
    c = _MODAL.sub("", c, count=1).strip()
    if not c:
        return None
    words = c.split()
    if len(words) > 1 and words[0].lower() in ("i", "we", "you") and (
            verbs.base_form(words[1]) or verbs.is_base(words[1])):
        words = words[1:]
    first = words[0].lower()
    if len(words) > 1 and _finite(words[1]):
        return None  # "Deploy failed because…": a noun and its verb, not an order
    if first == "only" and not (len(words) > 1 and verbs.is_base(words[1].lower())):
        return None
    if first in ("always", "never", "don't", "do", "avoid", "only", "please"):
        return _upper_first(" ".join(words))
    if verbs.is_base(first) and not first.endswith("ing"):
        return _upper_first(" ".join(words))
    base = verbs.base_form(first)
    if base and verbs.is_base(base) and not first.endswith("ing") and len(words) > 1:
        if base in ("be", "have", "do", "get", "go", "see", "find", "say", "tell", "know", "come"):
            return None
        if FAILURE.search(" ".join(words[:3])):
            return None
        if any(_finite(w) for w in words[1:4]):
            return None  # "Merged migrations are frozen": a participle describing a noun, not an act
        return _upper_first(" ".join([base, *words[1:]]))
    return None


def _finite(word: str) -> bool:
    w = word.lower().strip(",.;:")
    if w in ("is", "was", "are", "were", "has", "had", "keeps", "kept", "isn't", "wasn't", "doesn't",
             "didn't", "won't", "can't", "couldn't"):
        return True
    base = verbs.base_form(w)
    return bool(base) and not w.endswith("ing") and not verbs.is_base(w)


def as_condition(clause: str) -> str:
    """A symptom in the present tense, to follow "When" ("autogenerate wrote…" → "writes…")."""
    swaps = {"wasn't": "isn't", "weren't": "aren't", "didn't": "doesn't", "couldn't": "can't",
             "wouldn't": "won't", "was": "is", "were": "are", "hadn't": "hasn't", "had": "has"}
    words = _drop_trailing(clause).strip(" ,;.").split()
    if words and words[0].lower() in ("i", "we"):
        words[0] = "you"
    first = words[0].lower() if words else ""
    if words and verbs.base_form(first) and not first.endswith("ing") and first not in swaps \
            and not verbs.is_base(first):
        words = ["you", verbs.base_form(first) or first, *words[1:]]
    if words and words[0] == "you":
        for i, w in enumerate(words[1:4], start=1):
            base = verbs.base_form(w.lower())
            if base and not w.lower().endswith("ing") and w.lower() not in ("need",):
                words[i] = "are" if base == "be" else base
        return _lower_first(" ".join(words))
    for i, w in enumerate(words[:5]):
        lw = w.lower()
        if lw in swaps:
            words[i] = swaps[lw]
            break
        if verbs.base_form(lw) and not lw.endswith("ing") and i > 0:
            words[i] = verbs.present(lw)
            break
    return _lower_first(" ".join(words))


def user_preference(clause: str) -> str | None:
    """"the user asked for X" → "The user wants X"."""
    m = _USER.search(clause)
    if not m:
        return None
    verb = " ".join(m.group("verb").lower().split())
    rest = m.group("rest").strip(" .;,")
    if verb.startswith("asked") and verb.endswith(" to"):
        return f"The user wants you to {rest}"
    if verb.startswith("said"):
        verb = verb.split()[-1]
    mapped = _USER_VERBS.get(verb, verb if verb.endswith("s") else verb + "s")
    return f"The user {mapped} {rest}"


_REQUEST = re.compile(
    r"^(?:however,?\s+|so,?\s+|also,?\s+|and\s+|but\s+)?(?:i'm|i am|i was|i've|i have|i had|i heard|"
    r"my goal|my plan|i'd|i would|i want|"
    r"i need|i'll|i will|i wonder|i'm wondering|i hope|i think|i guess|can you|could you|would you|please|"
    r"help me|let me|let's|we need to figure|i'm not sure|i don't know)\b", re.I)
_CODE_CHARS = re.compile(r"[{}();=<>\[\]|]")
_CODE_START = re.compile(r"^(?://|#|--|(?:function|var|const|let|def|class|import|from|return|public|private)\b)",
                         re.I)
_RULE_MODAL = re.compile(r"\b(?:must|must not|should|should not|needs? to|has to|have to)\b", re.I)
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|my|me|myself)\b", re.I)


def classify(clause: str) -> str:
    """instruction, fact, symptom, narrative, question or request (what a clause does for a lesson).

    A request ("I'm trying to…", "Make sure I…", "Can you…") asks for help in a conversation; it is
    not something learned."""
    if clause.rstrip().endswith("?") or re.match(r"^(?:can|could|would|should|do|does|is|are|how|what|"
                                                 r"why|which|when|where|who)\b.*\?", clause, re.I):
        return "question"
    if _REQUEST.match(clause):
        return "request"
    if len(_CODE_CHARS.findall(clause)) > 3 or _CODE_START.match(clause) or clause.count(":") >= 3:
        return "code"
    if as_instruction(clause) is not None or (_RULE_MODAL.search(clause) and not FAILURE.search(clause)
                                               and not _past(words[0] if (words := clause.split()) else "")):
        return "instruction"
    words = clause.split()
    first = words[0].lower() if words else ""
    past = bool(verbs.base_form(first)) and not first.endswith("ing") and not verbs.is_base(first)
    if FAILURE.search(clause):
        return "symptom"
    if past or first in ("i", "we") or any(_past(w) for w in words[1:]):
        return "narrative"
    return "fact" if _has_verb(clause) else "fragment"


def _past(word: str) -> bool:
    """A finite verb in the past ("was", "came", "pushed"), which makes a clause a story, not a fact."""
    w = word.lower().strip(",.;:()`'\"")
    if w in ("was", "were", "had", "did", "came", "went", "got", "wasn't", "weren't", "didn't"):
        return True
    return w.endswith("ed") and w not in ("need", "used", "based", "shared", "required", "supported",
                                          "allowed", "expected", "tagged", "named", "called", "scoped",
                                          "pinned", "generated", "persisted", "committed", "merged",
                                          "deprecated", "disabled", "enabled") and bool(verbs.base_form(w))


def _key_terms(notes: Sequence[str], idf: dict[str, float]) -> dict[str, float]:
    """Terms that several notes of the group share, weighted by rarity and by how many share them."""
    counts: Counter[str] = Counter()
    for n in notes:
        counts.update(text.content_terms(n))
    if len(notes) == 1:
        return {t: idf.get(t, 1.0) for t in counts}
    return {t: idf.get(t, 1.0) * (c - 1) for t, c in counts.items() if c >= 2}


_PRONOUN = re.compile(r"\b(?:it|them|they|this|these|those|my|me|there)\b", re.I)
_OBJECT_PRONOUN = re.compile(r"^(?P<verb>\S+) (?P<pron>it|them)\b", re.I)
_NOT_REFERENTS = frozenset({"nothing", "everything", "something", "anything", "i", "we", "you", "it",
                            "this", "that", "there", "they", "he", "she", "no", "one"})


def resolve_pronoun(instruction: str, previous: str) -> str:
    """ "Restart them after editing tasks.py", after "Celery workers don't pick up code changes",
    becomes "Restart celery workers after editing tasks.py": the object pronoun takes the previous
    clause's subject (the words before its verb), when that subject is a short noun phrase."""
    m = _OBJECT_PRONOUN.match(instruction)
    if not m or not previous:
        return instruction
    words = previous.split()
    subject: list[str] = []
    for w in words:
        lw = w.lower()
        if _finite(w) or lw in ("does", "do", "don't", "doesn't", "can't", "won't", "never") \
                or (subject and (verbs.is_base(lw) or (lw.endswith("s") and verbs.is_base(lw[:-1])))):
            break
        subject.append(w)
    if not subject or len(subject) > 5 or len(subject) == len(words) or subject[0].lower() in _NOT_REFERENTS:
        return instruction
    phrase = _lower_first(" ".join(subject))
    return f"{m.group('verb')} {phrase}{instruction[m.end():]}"


def _score(clause: str, key: dict[str, float]) -> float:
    """Key terms carried, less for a long clause and much less for one that leans on a pronoun
    ("Restart them") whose referent lives in another sentence."""
    n_words = len(clause.split())
    if n_words < 2:
        return 0.0
    base = sum(key.get(t, 0.0) for t in sorted(text.content_terms(clause)))
    if _PRONOUN.search(clause):
        base *= 0.5
    if _FIRST_PERSON.search(clause):
        base *= 0.3  # "Make sure I meet the deadline": the speaker's own ask, rarely a lesson
    return base / (1.0 + 0.04 * max(0, n_words - 22))


def distill(notes: Sequence[str], idf: dict[str, float]) -> Statement | None:
    """One statement for a group of notes that say the same thing, or None (nothing to learn)."""
    if not notes:
        return None
    key = _key_terms(notes, idf)
    parsed: list[tuple[Clause, float]] = []
    user_said = 0
    for i, note in enumerate(notes):
        previous = ""
        for raw in clauses(note):
            c, by_user = strip_filler(raw)
            if not c or len(c.split()) > MAX_WORDS:
                continue
            user_said += by_user
            role = classify(c)
            if role == "instruction":
                c = resolve_pronoun(as_instruction(c) or c, previous)
            previous = c
            parsed.append((Clause(c, role, i, by_user), _score(c, key)))
    if not parsed:
        return None
    by_user = user_said * 2 >= len(notes)
    prefs = [(user_preference(c.text), s, c) for c, s in parsed]
    prefs = [(p, s, c) for p, s, c in prefs if p]
    top = max(s for _c, s in parsed)
    if prefs and max(s for _p, s, _c in prefs) >= 0.6 * top:
        p, _s, c = max(prefs, key=lambda x: (x[1], -len(x[0])))
        return Statement(_tidy(p), "preference", "semantic", c.note)
    procedure = _procedure(notes, key)
    if procedure is not None:
        return procedure
    ranked = sorted(parsed, key=lambda x: -x[1])
    weighted = sorted(((c, s * ROLE_WEIGHT.get(c.role, 0.0)) for c, s in parsed), key=lambda x: -x[1])
    if not weighted or weighted[0][1] <= 0:
        return None
    clause, score = weighted[0]
    if clause.role == "instruction":
        statement = clause.text
        if not _CONDITION.search(statement):
            statement = _with_condition(statement, score, ranked, key)
        statement = _with_reason(statement, clause, parsed, key)
        kind, shape = _instruction_kind(statement, by_user)
        return Statement(_tidy(statement), kind, shape, clause.note)
    kind = "preference" if by_user or clause.text.lower().startswith("the user") else "fact"
    return Statement(_tidy(clause.text), kind, "semantic", clause.note)


# An instruction says what to do; a fact is kept when it carries clearly more of the lesson.
ROLE_WEIGHT = {"instruction": 1.0, "fact": 0.5}


def _with_reason(statement: str, clause: Clause, parsed: list[tuple[Clause, float]],
                 key: dict[str, float]) -> str:
    """When the instruction lacks the lesson's main term and the fact just before it in the same
    note has it ("quill looks for quill.toml in the current directory only; run it from the docs
    root"), the two go together."""
    same = [c for c, _s in parsed if c.note == clause.note]
    at = next((i for i, c in enumerate(same) if c is clause), 0)
    if at > 0 and re.search(r"\binstead\s*$|^(?:then|otherwise)\b", statement, re.I) \
            and same[at - 1].role in ("instruction", "fact"):
        return f"{_tidy(same[at - 1].text)}; {_lower_first(statement)}"  # "…instead" needs its other half
    if not key:
        return statement
    top = max(sorted(key), key=lambda t: key[t])
    if top in text.content_terms(statement):
        return statement
    same = [c for c, _s in parsed if c.note == clause.note]
    at = next((i for i, c in enumerate(same) if c is clause), 0)
    if at > 0 and same[at - 1].role == "fact" and top in text.content_terms(same[at - 1].text) \
            and len(same[at - 1].text.split()) + len(statement.split()) <= 32:
        return f"{_tidy(same[at - 1].text)}: {_lower_first(statement)}"
    return statement


def _with_condition(instruction: str, score: float, ranked: list[tuple[Clause, float]],
                    key: dict[str, float]) -> str:
    """Prefix the group's symptom as a condition when it carries key terms the instruction lacks.

    A symptom that already holds most of the instruction ("…empty migration unless X is imported")
    would say the fix twice, so it is passed over.
    """
    have = text.content_terms(instruction)
    best: tuple[float, str] | None = None
    for clause, s in ranked:
        if clause.role != "symptom" or len(clause.text.split()) > 16 or s < 0.25 * score \
                or not _has_verb(clause.text):
            continue
        terms = text.content_terms(clause.text)
        if have and len(terms & have) >= 0.6 * len(have):
            continue
        extra = sum(key.get(t, 0.0) for t in sorted(terms - have))
        if extra > 0 and (best is None or extra > best[0]):
            best = (extra, clause.text)
    if best is None:
        return instruction
    return f"When {as_condition(best[1])}, {_lower_first(instruction)}"


def _has_verb(clause: str) -> bool:
    """Whether a clause has a finite verb, so "When <clause>" reads as a sentence."""
    for w in clause.lower().split()[1:]:
        w = w.strip(",.;:")
        if w in ("is", "are", "was", "were", "has", "have", "had", "does", "did", "can't", "won't", "isn't",
                 "wasn't", "doesn't", "didn't", "couldn't", "keeps", "kept", "must", "should", "can",
                 "will", "may", "might", "needs", "need", "'s", "it's") or verbs.is_base(w):
            return True
        if verbs.base_form(w) and not w.endswith("ing"):
            return True
        if w.endswith("s") and verbs.is_base(w[:-1]) or w.endswith("es") and verbs.is_base(w[:-2]):
            return True
    return False


_HABIT = re.compile(r"\b(?:before every|after every|every time|each time|whenever|always|never|"
                    r"rather than|instead of)\b", re.I)


def _instruction_kind(statement: str, by_user: bool) -> tuple[str, str]:
    """A rule that holds every time is a convention; what to do in a situation is a procedure."""
    if by_user or statement.lower().startswith("the user"):
        return "preference", "semantic"
    if statement.lower().startswith(("when ", "if ")):
        return "procedure", "procedural"
    if _POLICY.search(statement) or _HABIT.search(statement):
        return "convention", "semantic"
    return "procedure", "procedural"


def _procedure(notes: Sequence[str], key: dict[str, float]) -> Statement | None:
    """A note that lays out steps ("first…, then…", "a → b → c") as instructions, if the group has one."""
    best: tuple[float, int, str] | None = None
    for i, note in enumerate(notes):
        for part in re.split(r"(?<=[.!?;])\s+", " ".join(note.split())):
            if len(_STEPS.findall(part)) < 2:
                continue
            body, _ = strip_filler(part.strip(" .;"))
            steps = as_instruction(body) or (body if re.match(r"^(?:to \w+|[\w ]{3,30}:)", body, re.I) else None)
            if steps is None:
                continue
            score = _score(steps, key)
            if score > 0 and (best is None or score > best[0]):
                best = (score, i, steps)
    if best is None:
        return None
    return Statement(_tidy(best[2]), "procedure", "procedural", best[1])


def _tidy(statement: str) -> str:
    s = " ".join(statement.split()).strip(" ,;:-–—")
    s = re.sub(r"\s+([,.;:])(?=\s|$)", r"\1", s)
    s = s.rstrip(".!")
    return _upper_first(s)
