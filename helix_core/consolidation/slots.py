"""One value swapped for another in otherwise the same statement, in any word order.

"Sam is the client contact for Brightwell" / "Our client contact for Brightwell is Rosa", "The
pre-commit config is maintained by Jonas" / "Lea maintains the pre-commit config", "… targets WCAG
2.2 AA" / "… still targets WCAG 2.1 AA as agreed": the words agree, one value of one kind differs.
The slot rules of `frames` read words in order (the same opening, the same ending); these read
them as a bag, so the subject and the value may change places and the voice may change.

A swap counts only when it is the one swap (two names swapped is two things) and the value is
not what both statements are about (the subject of both: "The Harbor site …" / "The Brightwell
site …"). Either the two statements have no other word apart, or the two values sit after the
same word ("WCAG 2.2" / "WCAG 2.1") and three or more words are shared.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import claims
from . import text, values, verbs

MAX_STATEMENT = 240  # characters: a longer text is compared by its sentences
_WORDISH = frozenset({"word", "weak-name"})  # a capitalised first word may be just a word ("Reply …")
_DIMENSIONS = frozenset({"measure:time", "measure:size", "measure:ratio"})
MAX_REST = 2  # words besides the value that one statement may have and the other not
_MEASURE = re.compile(r"(?<![\w.])(?P<num>\d+(?:[.,]\d+)*)(?:\s?|-)(?P<unit>%|[A-Za-zµ]+)(?![\w/.-]*\w)")
_PATH = re.compile(r"(?<![\w/.])(?:~|\.{1,2})?/[\w.-]+(?:/[\w.-]+)*/?|\b[\w.-]+(?:/[\w.-]+)+/?|"
                   r"(?<![\w.])\.[a-z][\w-]*(?:\.[\w-]+)*")  # a dotfile (".env.local") is a path too
_WORD = re.compile(r"[^\W_][\w'’+#.@-]*[\w+#]|[^\W_]")
# Two or three capitalised words in a row are one name ("Priya Raman", "Tomás Ibarra").
_FULL_NAME = re.compile(r"\b[^\W\d_a-z][^\W\d_]+(?:\s+[^\W\d_a-z][^\W\d_]+){1,2}\b")
_IDENTIFIER = re.compile(r"[a-z0-9]+(?:[-._@][a-z0-9]+)+|(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]+")
_NUMBER = re.compile(r"v?\d+(?:\.\d+)*")
_CALL = re.compile(r"[\w.]*\w\([^()]*\)(?:\.\w+(?:\([^()]*\))?)*")  # a call in code is no value
_POSSESSIVE = re.compile(r"(?<=\w)['’]s\b")  # "the iOS app's target" is the iOS app target
_ASIDE = re.compile(r"\([^()]{0,80}\)")  # "(run 3)" is no value of the statement
_QUIET = frozenset("now currently nowadays still always only just actually really our my me us the a an its "
                   "their".split())
# Natural languages: one answers, writes or documents in one at a time.
_LANGUAGES = frozenset("english german french spanish italian portuguese dutch polish swedish norwegian danish "
                       "finnish czech russian ukrainian turkish greek japanese chinese mandarin korean hindi "
                       "arabic hebrew".split())
# The older value may stand beside the newer: an addition, an alternative, a plan, a question.
_BESIDE = re.compile(r"\b(?:also|too|as well|additionally|in addition|another|both|either|or|and|maybe|might|"
                     r"perhaps|considering|whether|if|unless|except|plus)\b|\?", re.I)
_HISTORY = re.compile(r"\b(?:was|were|had|did|used to|previously|formerly|originally|until|back then)\b", re.I)
_ENVIRONMENTS = frozenset(text.stem(w) for w in "production prod staging stage development dev testing test qa "
                                                 "uat local preview sandbox".split())
_PREDICATES = frozenset("is are be been am has have uses use runs run lives live goes sits points stores "
                        "holds reads writes returns defaults targets = :".split())
_MODALS = frozenset("can could may might must should will would shall".split())


@dataclass(frozen=True)
class _Item:
    key: str  # what the two statements are compared by
    kind: str  # word, measure:<dimension>, count:<noun>, number, path, ident, name, weak-name, language
    shown: str
    left: str | None  # the nearest word before a value ("wcag" for "WCAG 2.2")
    right: str | None  # what comes right after ("client" for "anonymous client")
    in_subject: bool  # before the statement's verb


def _measure(num: str, unit: str, hyphen: bool) -> tuple[str, str] | None:
    """(key, kind) of a number with its unit; durations and sizes in one base unit ("5000 ms" is "5 s")."""
    dimension = claims.unit_dimension(unit)
    if not unit.islower() and dimension is None:
        return None  # "WCAG 2.1 AA": a capitalised word after a number is no unit, "5 MB" is
    unit = unit.lower()
    try:
        value = float(num.replace(",", ""))
    except ValueError:
        return None
    if dimension is not None:
        return f"{claims.in_base_unit(num, unit):g}", f"measure:{dimension}"
    if unit in text.STOP or len(unit) < 2 or not (hyphen or unit.endswith("s") or value == 1 and not unit.endswith(("ing", "ed"))):
        return None  # "8 players", "4-space" count something; "3.0 today" does not
    return f"{value:g}", f"count:{text.stem(unit)}"  # "3 times" counts; it is no duration


def _items(s: str) -> list[_Item]:
    spans: list[tuple[int, int, str, str, str]] = []  # start, end, key, kind, shown
    taken = [False] * len(s)

    def claim(m: re.Match[str], key: str, kind: str) -> None:
        if not any(taken[m.start():m.end()]):
            spans.append((m.start(), m.end(), key, kind, m.group(0)))
            taken[m.start():m.end()] = [True] * (m.end() - m.start())

    for m in _PATH.finditer(s):
        claim(m, m.group(0).lower().rstrip("/"), "path")
    for m in _MEASURE.finditer(s):
        measured = _measure(m.group("num"), m.group("unit"), "-" in m.group(0))
        if measured is not None:
            claim(m, *measured)
    for m in _FULL_NAME.finditer(s):
        words = m.group(0).split()
        if words[0].lower() not in text.STOP and words[0].lower() not in _QUIET and all(
                w[1:].islower() for w in words):  # "Priya Raman", not "WCAG AA" nor "The Harbor"
            claim(m, m.group(0).lower(), "name")
    for m in _WORD.finditer(s):
        raw = m.group(0).rstrip(".")
        low = raw.lower().replace("’", "'")
        if low in _QUIET or low in text.STOP:
            continue
        first = not s[:m.start()].strip(" \"'(")
        if _NUMBER.fullmatch(low):
            claim(m, low.lstrip("v"), "number")
        elif low in _LANGUAGES:
            claim(m, low, "language")
        elif _IDENTIFIER.fullmatch(low):
            claim(m, low, "ident")
        elif raw != low and not first and len(low) > 1:
            claim(m, low, "name")  # "Rosa", "WCAG", "iOS"
        elif raw[:1].isupper() and first and not verbs.is_base(low) and not low.endswith(("ed", "ing")):
            claim(m, text.stem(low), "weak-name")  # a capitalised first word may be a name ("Lea maintains …")
        elif low in claims._ALIASES:
            claim(m, low, "name")
        else:
            claim(m, text.stem(low), "word")
    spans.sort()
    words = [(m.start(), m.group(0).lower()) for m in _WORD.finditer(s)]
    # the statement's verb: a copula or modal when it has one ("The timeout for the reports API is …"),
    # else the first word that reads as a verb ("Lea maintains …")
    verb_at = next((at for at, w in words if w in _PREDICATES or w in _MODALS), None)
    if verb_at is None:
        verb_at = next((at for at, w in words[1:] if _verb(w)), None)
    items, left = [], None
    for k, (start, _, key, kind, shown) in enumerate(spans):
        right = spans[k + 1][2] if k + 1 < len(spans) else None
        items.append(_Item(key, kind, shown, left, right, verb_at is not None and start < verb_at))
        if kind in ("word", "name", "weak-name", "language"):
            left = key
    return items


def _verb(word: str) -> bool:
    low = word.lower()
    if low in _PREDICATES or low in _MODALS:
        return True
    return low.endswith("s") and (verbs.is_base(low[:-1]) or verbs.is_base(low[:-2]))


def _said(word: str) -> bool:
    """A verb or its participle ("lives", "served", "expire", "kept"): how a value is said, not what of."""
    low = word.lower()
    return _verb(low) or verbs.is_base(low) or verbs.base_form(low) is not None


def _word_before(s: str, shown: str) -> str | None:
    """The word right before a value as written ("at" in "… is served at admin.example.com")."""
    at = s.find(shown)
    before = _WORD.findall(s[:at]) if at > 0 else []
    return before[-1].lower() if before else None


_SAME_ENVIRONMENT = {text.stem(short): text.stem(long) for short, long in text.SAME_ENVIRONMENT.items()
                     if text.stem(short) != text.stem(long)}  # item keys are stems


def _as_words(items: list[_Item], other: list[_Item]) -> list[_Item]:
    """Items as the other statement reads them: a hyphenated name whose parts the other says as words
    ("fleet-api" / "the fleet API") is those words; "prod" is "production"."""
    said = {i.key for i in other}
    out = []
    for i in items:
        key = _SAME_ENVIRONMENT.get(i.key, i.key)
        parts = re.split(r"[-_.]", i.key)
        if i.kind == "ident" and len(parts) > 1 and all(text.stem(p) in said or p in said for p in parts):
            out.extend(_Item(text.stem(p) if text.stem(p) in said else p, "word", p, i.left, i.right, i.in_subject)
                       for p in parts)
        else:
            out.append(i if key == i.key else _Item(key, i.kind, i.shown, i.left, i.right, i.in_subject))
    return out


def _family(kind: str) -> str:
    return {"weak-name": "name", "ident": "path"}.get(kind, kind)


def _compatible(x: _Item, y: _Item) -> bool:
    if _family(x.kind) != _family(y.kind) or x.key == y.key:
        return False
    if x.kind == y.kind == "weak-name":
        return False  # two capitalised first words: likely two subjects, maybe no names at all
    if x.kind == "number" and (x.key.startswith(y.key + ".") or y.key.startswith(x.key + ".")):
        return False  # "3.12" refines "3"
    old_tech, new_tech = claims.technologies(x.shown), claims.technologies(y.shown)
    return not (old_tech and new_tech and not old_tech.keys() & new_tech.keys())  # a cache is no database


def _plain(s: str) -> str:
    """The statement without code calls ("time.Now().UTC().Format(…)"), asides and possessives."""
    return values.counts_with_digits(_POSSESSIVE.sub("", _ASIDE.sub(" ", _CALL.sub(" ", s))))


def swapped_value(older: str, newer: str) -> tuple[str, str] | None:
    """The older statement's value and the one the newer gives in its place, or None."""
    if len(older) > MAX_STATEMENT or len(newer) > MAX_STATEMENT:
        return None
    if _BESIDE.search(newer) or _HISTORY.search(older) or _HISTORY.search(newer):
        return None
    if bool(re.search(r"\b(?:not|never|no)\b|n't\b", older, re.I)) != \
            bool(re.search(r"\b(?:not|never|no)\b|n't\b", newer, re.I)):
        return None  # a rule turned round is `flipped_policy`'s to read
    a, b = _items(_plain(older)), _items(_plain(newer))
    a, b = _as_words(a, b), _as_words(b, a)
    keys_a, keys_b = {i.key for i in a}, {i.key for i in b}
    only_a = [i for i in a if i.key not in keys_b]
    only_b = [i for i in b if i.key not in keys_a]
    pairs = [(x, y) for x in only_a if x.kind != "word" for y in only_b if y.kind != "word" and _compatible(x, y)]
    if len(pairs) != 1:
        return None
    x, y = pairs[0]
    if x.in_subject and y.in_subject:
        return None  # what both statements are about, not what they say of it
    shared_words = {i.key for i in a if i.kind in _WORDISH} & {i.key for i in b if i.kind in _WORDISH}

    def beside_value(only: list[_Item], value: _Item) -> set[str]:
        # the verb that carries the value may differ ("is served at" / "now lives at"): a predicate
        # word is no second difference
        return {i.key for i in only if i is value or not (i.kind == "word" and not i.in_subject and _said(i.shown))}

    alone = len({i.key for i in only_a}) == 1 and len({i.key for i in only_b}) == 1 or (
        len(beside_value(only_a, x)) == 1 and len(beside_value(only_b, y)) == 1
        and _word_before(older, x.shown) == _word_before(newer, y.shown))  # "served at" / "lives at", not "built with"
    if alone and len(shared_words) >= (1 if x.kind == "language" else 2):
        return x.shown, y.shown
    if any(i.key in _ENVIRONMENTS for i in only_a + only_b):
        return None  # "In staging, … 2 workers" says nothing of the workers elsewhere
    rest_a, rest_b = [i for i in only_a if i is not x], [i for i in only_b if i is not y]
    nouns = {i.key for i in a + b if i.kind == "word"}

    def modified(rest: list[_Item]) -> set[str]:
        return {i.right for i in rest if i.right in nouns and not _verb(i.shown)}

    if modified(rest_a) & modified(rest_b):
        return None  # "… per anonymous client" / "… per authenticated client": two kinds of client
    if len(rest_a) > MAX_REST or len(rest_b) > MAX_REST + 1:
        return None  # not one statement said again: "Dana mentioned the admin sessions last 12 hours, …"
    if any(i.in_subject for i in rest_a) and any(i.in_subject for i in rest_b):
        return None  # each subject has a word the other lacks: "the offline store" / "the freshness dashboard"
    shared = keys_a & keys_b
    named_before = any(i.key == x.left and i.kind != "word" for i in a)  # "iOS 15" / "iOS 16"
    if x.left is not None and x.left == y.left and len(shared) >= (2 if named_before else 3):
        return x.shown, y.shown
    if x.kind in _DIMENSIONS and len(shared) >= 2 and [i.kind for i in a].count(x.kind) == 1 \
            and [i.kind for i in b].count(y.kind) == 1 \
            and all(i.right in shared for i in rest_a + rest_b if i.in_subject):
        # one duration each; a word only one subject has must qualify a thing both name ("Abandoned carts")
        return x.shown, y.shown  # "kept in Redis for 7 days" / "expire after 30 days"
    return None


# -- a person in a role ("Priya owns the optimizer" / "the optimizer's owner, Tomasz, …") ----------

_PERSON = r"(?P<{0}>(?:(?:Dr|Prof|Mr|Ms|Mrs)\.?\s+)?[^\W\d_a-z][^\W\d_A-Z]+(?:\s+[^\W\d_a-z][^\W\d_A-Z]+){{0,2}})"
_THING = r"(?:the\s+|our\s+|their\s+)?(?P<{0}>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){{0,4}}?)"
_ROLE_NOUN = r"(?P<role>owner|maintainer|lead|approver|reviewer|manager|contact|point of contact)s?"
_ROLE_VERB = r"(?P<verb>owns|maintains|leads|approves|reviews|manages)"
_ROLE_DONE = r"(?P<done>owned|maintained|led|approved|reviewed|managed)"
_ROLE_PATTERNS = [re.compile(p) for p in (
    _PERSON.format("p") + r"\s+(?:now\s+|still\s+)?" + _ROLE_VERB + r"\s+" + _THING.format("t") + r"(?=[.,;:!]|\s+(?:and|now|since|from|as|for)\b|$)",
    _THING.format("t") + r"\s+(?:is|are)\s+(?:now\s+|still\s+)?" + _ROLE_DONE + r"\s+by\s+" + _PERSON.format("p"),
    _THING.format("t") + r"['’]s\s+" + _ROLE_NOUN + r"(?:\s+is|\s*[,:])\s+(?:now\s+)?" + _PERSON.format("p"),
    r"(?i:the\s+)?" + _ROLE_NOUN + r"\s+(?:of|for)\s+" + _THING.format("t") + r"(?:\s+is|\s*[,:])\s+(?:now\s+)?"
    + _PERSON.format("p"),
    _PERSON.format("p") + r"\s+is\s+(?:now\s+|still\s+)?(?:the\s+|our\s+)?(?:[a-z]+\s+)?" + _ROLE_NOUN
    + r"\s+(?:of|for)\s+" + _THING.format("t") + r"(?=[.,;:!]|\s+(?:and|now|since|from)\b|$)",
    # "Kofi Mensah has taken over ownership of payments-api from Dana": a handover
    _PERSON.format("p") + r"\s+(?:has\s+|have\s+|just\s+)*(?P<over>taken\s+over|took\s+over|inherited)\s+"
    r"(?:(?P<role>ownership|maintenance|maintainership)\s+(?:of|for)\s+)?" + _THING.format("t")
    + r"(?=[.,;:!]|\s+(?:and|now|since|from|as)\b|$)",
)]
_ROLE_OF = {"owns": "owner", "owned": "owner", "maintains": "maintainer", "maintained": "maintainer",
            "leads": "lead", "led": "lead", "approves": "approver", "approved": "approver",
            "reviews": "reviewer", "reviewed": "reviewer", "manages": "manager", "managed": "manager",
            "point of contact": "contact", "ownership": "owner", "maintenance": "maintainer",
            "maintainership": "maintainer"}
HANDOVER = re.compile(r"\b(?:taken|took|takes|taking|handed|hands|handing)\s+over\b|\binherited\b", re.I)
_GENERIC_THING = frozenset("service services app application repo repository project system team module".split())


def _role_claims(s: str) -> list[tuple[str, list[str], str]]:
    """(role, the thing's words, the person) of each "who holds which role for what" a text states."""
    out = []
    for pattern in _ROLE_PATTERNS:
        for m in pattern.finditer(s):
            word = (m.groupdict().get("role") or m.groupdict().get("verb") or m.groupdict().get("done") or "").lower()
            role = _ROLE_OF.get(word, word) or ("owner" if m.groupdict().get("over") else "")
            words = re.split(r"\b(?:the|our|their|its|a|an)\s+", m.group("t"), flags=re.I)[-1]  # "Asked the optimizer"
            thing = [text.stem(w) for w in text.words(words)
                     if w not in text.STOP and w not in _GENERIC_THING and w not in _QUIET]
            if thing and role:
                out.append((role, thing, m.group("p")))
    return out


def names_a_holder(s: str) -> bool:
    """Whether a text says who holds a role for something (such a text is close to another saying it
    of someone else by little but the role: the names differ)."""
    return bool(_role_claims(s))


def role_swap(older: str, newer: str) -> tuple[str, str] | None:
    """Another person in the same role for the same thing: "Priya Raman owns the route optimizer
    service" / "Asked the optimizer's owner, Tomasz Wieczorek, to sign off"; the thing is the same
    when both name the same head word and one's words hold the other's."""
    if _BESIDE.search(newer) and re.search(r"\b(?:also|too|as well|both|co-?own\w*)\b", newer, re.I):
        return None  # "Tomasz also reviews the optimizer": one more holder, not another
    for role, thing, person in _role_claims(older):
        for role2, thing2, person2 in _role_claims(newer):
            if role != role2 or thing[-1] != thing2[-1]:
                continue
            if not (set(thing) <= set(thing2) or set(thing2) <= set(thing)):
                continue
            if set(person.lower().split()) & set(person2.lower().split()):
                continue  # the same person
            return person, person2
    return None
