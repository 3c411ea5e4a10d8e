"""Text heuristics for the $0 path: content terms, and telling a routine log line from a lesson.

All deterministic and explainable; the model path (helix_core.llm) may replace a result, never
the guardrails around it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

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


def words(text: str) -> list[str]:
    return [w.lower().strip(".-/:") for w in _WORD.findall(text)]


# Past forms no suffix gives back: "a held title" and "ready holds" are one word
_IRREGULAR = {"held": "hold", "kept": "keep"}


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A crude suffix stripper that gives a word's forms one stem: "bundle"/"bundled",
    "cookie"/"cookies", "commit"/"committed", "entry"/"entries", "listing"/"listings" (a final e and a
    doubled consonant go too, a final y after a consonant is an i); an irregular past form is its verb's
    ("held" / "hold")."""
    word = _IRREGULAR.get(word, word)
    for suffix in ("ings", "ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            if suffix == "es" and len(word) <= 5 and word[-3] not in "xszh":
                suffix = "s"  # "waves" is wave, "codes" code, as their singulars are left
            word = word[: -len(suffix)]
            break
    if len(word) > 4 and word.endswith("e"):
        word = word[:-1]
    if len(word) > 3 and word.endswith("y") and word[-2] not in "aeiou":
        word = word[:-1] + "i"  # "entry" / "entries", "retry" / "retries"
    if len(word) > 3 and word[-1] == word[-2] and word[-1] in "bcdfgkmnprt":
        word = word[:-1]
    return word


# Words that say something changed: "now", "switched", "no longer", "moved … to", "3000 -> 5173".
CHANGE = re.compile(
    r"(?<![.\w])(?<!\bfor )now(?![\w(])|\b(?:no longer|not anymore|anymore|any more|switched|cut ?over|(?:switching|moving|migrating|"
    r"porting) to|moved|migrated|ported|relocated|replaced|replacing|renamed|raised|lowered|increased|decreased|bumped|"
    r"reduced|shortened|lengthened|extended|stretched|tightened|loosened|(?:(?<!\d\s)(?<!\bthe\s)(?<!\ball\s)(?<!\bany\s)changed|set|scaled|resized|moved)(?:\s+\S+){0,6}\s+to|scaled|"
    r"resized|upgraded|downgraded|deprecated|retired|decommission(?:ed|ing)?|from now on|from here on|widened|narrowed|going forward|instead of|formerly|"
    r"what used to be|retitled|new\s+(?:[\w-]+\s+)?name|"
    r"cut(?:ting|s)?\s+(?:\S+\s+){0,6}?over\s+to|"
    r"in favou?r of|as of|no more|moved away from|(?:decided|agreed) to|onwards?|"
    r"(?:from|starting)\s+(?:next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
    r"(?:from|starting|effective)\s+(?:tonight|today|tomorrow|(?:this|next)\s+(?:week|month|release|sprint))|"
    r"(?:" + "".join(rf"(?<!\b{w} )" for w in "report data log logs backup snapshot export results entries records "
                                                "invoice invoices figures numbers".split()) + r"from|effective)\s+"
    r"(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?)\b"
    r"(?!\s*(?:to|through|until|till|[-–])\b)|"  # "from 1 July" starts a change; "the report from 1 July" or a period does not
    r"(?:moved|moving|migrated|migrating|ported|porting|switched|switching)\s+(?:\S+\s+){0,5}?onto|"
    r"(?:moved|moving|migrated|migrating|switched|switching)\s+(?:\S+\s+){0,4}?(?:off|away from)|"
    r"(?:after|since|with)\s+(?:the|our|this|that|its|their|a|an|last\s+\w+'s)\s+(?:\S+\s+){0,2}?"
    r"(?:upgrade|migration|switch|move|cutover|cut-over|rename|rewrite|relocation|restructure|split|refit|renovation|"
    r"rebuild|remodel|redesign|reorg))\b|(?:is|are|was|were)\s+(?:now\s+)?down\s+to\b|"
    r"\bfrom \S+ to \S+|(?<![\w.-])(?:\d[\w.%]*|[\w-]*[./_][\w./-]*)[`'\"]?\s*(?:->|→)\s*\S", re.I)  # "3000 -> 5173", "`a: 60` -> `a: 300`"

# One environment, two names: "prod" is production, "stage" staging.
SAME_ENVIRONMENT = {"prod": "production", "stage": "staging", "development": "dev", "testing": "test"}


# Words written short in notes and long in statements ("docs" / "documentation").
SHORT_FORMS = {"doc": "document", "docs": "document", "documentation": "document", "config": "configur",
                "configuration": "configur", "cfg": "configur", "repo": "repositori", "repository": "repositori",
                "env": "environ", "environment": "environ", "auth": "authent", "authentication": "authent",
                "authorization": "authent", "authorisation": "authent",
                "deps": "depend", "dependencies": "depend", "dependency": "depend", "db": "databas",
                "database": "databas", "infra": "infrastructur", "infrastructure": "infrastructur",
                "perf": "perform", "performance": "perform", "prod": "production", "dev": "develop",
                "development": "develop", "k8s": "kubernet", "kubernetes": "kubernet",
                "char": "charact", "chars": "charact", "character": "charact", "characters": "charact"}


_NOT_DERIVED = frozenset("production condition definition attention exception".split())  # "production" is no "product"


def term(word: str) -> str:
    """A word as two statements are compared by it: stemmed, short forms joined to long ones, a long
    noun made of a verb given its verb ("ingestion" / "ingest", "settlement" / "settle")."""
    if word in SHORT_FORMS:
        return SHORT_FORMS[word]
    bare = word[:-1] if word.endswith(("tions", "ments")) else word
    if len(bare) > 8 and bare.endswith("tion") and bare not in _NOT_DERIVED:
        bare = bare[:-3]
    elif len(bare) > 8 and bare.endswith("ment"):
        bare = bare[:-4]
    return stem(bare)


def stands_in(name: str, s: str) -> bool:
    """Whether a written name stands in a text as itself, not as a part of a longer name ("ingest-raw" is not in
    "ingest-raw-dlq"); case aside."""
    return re.search(r"(?<![\w-])" + re.escape(name.lower()) + r"(?![\w-])", s.lower()) is not None


def one_root(a: str, b: str) -> bool:
    """One word in two forms: equal, or the shorter (four letters at least) starts the longer ("book" and
    "booking", "member" and "membership", "tech" and "technician")."""
    short, long = sorted((a, b), key=len)
    return a == b or len(short) >= 4 and long.startswith(short)


def rooted(words: set[str], others: set[str]) -> set[str]:
    """The words that stand among the others in one of their forms (`one_root`: "approv" in "approval")."""
    return {w for w in words if any(one_root(w, o) for o in others)}


def content_terms(text: str) -> set[str]:
    return {stem(w) for w in words(text) if w not in STOP and w not in NEGATIONS and len(w) > 1}


def diff_line_pairs(note: str) -> list[tuple[str, str]]:
    """A diff's removed lines, each with the added line that follows it within three lines, their signs taken
    off: the same line before and after a change. Of several added lines the one of the removed line's shape,
    its figures aside, is its new form (a comment and a cleanup call may come first)."""
    lines = note.splitlines()
    pairs = []
    for at, line in enumerate(lines[:-1]):
        if not line.startswith("-") or line.startswith("---"):
            continue
        added = [nxt for nxt in lines[at + 1:at + 4] if nxt.startswith("+") and not nxt.startswith("+++")]
        if added:
            shape = _DIGITS.sub("#", line[1:]).strip()
            same = next((a for a in added if _DIGITS.sub("#", a[1:]).strip() == shape), added[0])
            pairs.append((line[1:], same[1:]))
    return pairs


# A name written joined by hyphens, standing alone ("orders-ingest", "bh-subs-renewals"), not part of a path or host
JOINED_NAME = re.compile(r"(?<![\w./-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w-])")


# psql's prompt on a statement's next lines ("crewdb->   FROM …", "db(> "): a database's name and the
# console's mark, never an arrow from one value to another. The first line's "crewdb=> " is left: it tells
# readers that a psql session follows.
_PSQL_PROMPT = re.compile(r"^[ \t]*\w[\w-]*(?:->|-#|\(>)(?=[ \t])", re.M)


# "For the new hires starting Monday: …" — people who start, not a rule that starts on Monday
_PEOPLE_STARTING = re.compile(r"\b(new\s+(?:hires|starters|joiners|recruits|trainees|interns|staff|employees|members|"
                              r"students|drivers|nurses|officers|agents|colleagues|people|folks))\s+starting\b", re.I)


def people_starting_read(s: str) -> str:
    """The text with "new hires starting Monday" read as people joining, so no reader takes it for a change
    that starts on Monday."""
    return _PEOPLE_STARTING.sub(lambda m: f"{m.group(1)} joining", s)


def prompts_blanked(s: str) -> str:
    """The text with psql's continuation prompts turned to spaces, so each other character keeps its place."""
    return _PSQL_PROMPT.sub(lambda m: " " * len(m.group(0)), s)


_DIGITS = re.compile(r"\d+(?:\.\d+)?")


def part_stems(s: str) -> set[str]:
    """The stems of every part of a text's words, names written with separators split into theirs, short parts
    and stop words kept ("docread-inbound" gives "docread" and "inbound")."""
    return {stem(p) for w in words(s) for p in re.split(r"[-_./]+", w) if p}


def name_terms(s: str, stemmer: Callable[[str], str] = stem, separators: str = r"[-_./]+") -> set[str]:
    """A text's stemmed words of three letters or more, names written with separators split into theirs
    ("reminder-worker", "cabinet_transactions", "services/payouts"), stop words aside."""
    return {stemmer(p) for w in words(s) for p in re.split(separators, w) if len(p) > 2} - STOP


_LESSON_CUE = re.compile(
    r"\b(?:must|should|shouldn't|ought|need(?:s|ed)? to|needs|have to|has to|had to|always|never|don't|"
    r"do not|doesn't|avoid|make sure|remember|reminder|instead of|rather than|prefer\w*|otherwise|or else|"
    r"unless|so that|because|caused by|due to|turns out|the fix|the trick|workaround|root cause|gotcha|"
    r"only works|requires?|required|wants?|asked (?:me|us|for)|by \w+ing|lesson|learned|note to self|"
    r"heads[- ]up|careful|beware|watch out|whenever|every time|each time|from now on|no longer)\b", re.I)
# "We decided …", "We agreed …" open a decision, not a log of work.
NARRATIVE_START = re.compile(
    r"^\s*(?:(?:i|we|agent)\s+)?(?:just\s+)?(?:(?![a-z]*(?:eed|bed)\b|(?:decided|agreed|settled)\b)[a-z]{2,}ed|ran|wrote|made|got|saw|found|took|read|built|put|kept|"
    r"went|did|began|left|sent|brought|thought|spent|set up|tidied|ls|cd|cat|git \w+|looking|listing|"
    r"reading|reviewing|opening|checking|running|bumping|updating|working|skimming|browsing)\b", re.I)


def is_routine(note: str) -> bool:
    """A log line of a routine action ("Listed the files in billing", "Fixed a typo in the README"):
    it narrates what was done and carries no rule, cause, failure or preference. Never a lesson,
    however often it recurs."""
    from .distill import FAILURE

    if _LESSON_CUE.search(note) or FAILURE.search(note) or describes(note) or _MODIFIED_SUBJECT.match(note):
        return False
    return bool(NARRATIVE_START.match(note))


def narrates(s: str) -> bool:
    """A log line of something done, however it goes on ("Wrote a script to reproduce the bug …"), not a
    statement whose subject opens on a participle ("Uploaded masters are transcoded …")."""
    return bool(NARRATIVE_START.match(s)) and not describes(s) and not _MODIFIED_SUBJECT.match(s)


# A statement whose subject opens on a participle: "Listing search in the marketplace is powered by …",
# "Submitted applications are stored in …" (a log line goes on with an object: "Listed the files …")
_MODIFIED_SUBJECT = re.compile(r"^\s*[a-z]+(?:ed|ing)\s+(?!(?:the|a|an|that|this|these|those|it|its|our|my|their|to|with|in|"
                               r"on|at|for|from|up|out|over|through|into|by|and|all|some|every)\b)(?:[\w/.-]+\s+){0,5}?"
                               r"(?:is|are)\b", re.I)


# Where one sentence (or clause closed by ';') of a note ends and the next begins.
SENTENCE_BREAK = re.compile(r"(?<=[.!?;])\s+|\n+")
# A sentence that opens on a pronoun speaks of what the one before it named
PRONOUN_START = re.compile(r"^\s*(?:it|it's|its|that|this|they|these|those|which|we)\b", re.I)


def readings(note: str) -> list[str]:
    """A note's sentences, one that opens on a pronoun read with the one before it ("Ops asked us to
    widen the courier search radius; it's 8 km from today")."""
    out: list[str] = []
    for sentence in SENTENCE_BREAK.split(note):
        if out and PRONOUN_START.match(sentence):
            out[-1] = f"{out[-1]} {sentence}"
        elif sentence.strip():
            out.append(sentence)
    return out


# A name written as one token with separators: "appt-reminders", "orders.paid", "shop_orders"
WRITTEN_NAME = r"[a-z][a-z0-9]*(?:[-_.][a-z0-9]+)+"


# "Parsed records are published to…": a participle before a noun and a verb describes, it narrates nothing
ADJECTIVAL_START = re.compile(r"^\s*[A-Za-z]+ed\s+[\w-]+(?:\s+[\w-]+){0,4}\s+(?:is|are|was|were|has|have|get|gets|"
                              r"land|lands|go|goes|live|lives|stay|stays|flow|flows|must|should|need|needs|expire|"
                              r"expires|run|runs|use|uses|come|comes|hold|holds|contain|contains|require|requires)\b",
                              re.I)
# "Signed URLs expire after 15 minutes", "Dedicated game servers send a heartbeat …": a participle before
# a plural noun and its verb describes too
_PARTICIPLE_NOUNS_VERB = re.compile(r"^\s*[A-Za-z]+ed\s+(?:[\w-]+\s+)?[\w-]+s\s+(?P<verb>[a-z]+)\b")
_MODAL_VERBS = frozenset("can could may might must should will would shall".split())
# Verbs that say how things are ("Shared fixtures live in tests/fixtures"), never what someone did.
_STATE_VERBS = frozenset("live lives sit sits stay stays remain remains belong belongs reside resides exist exists "
                         "depend depends go goes come comes lie lies".split())


def describes(note: str) -> bool:
    """A note that opens on a participle used as an adjective ("Parsed records are published to …",
    "Signed URLs expire after …") states how things are; it narrates nothing done."""
    if ADJECTIVAL_START.match(note):
        return True
    m = _PARTICIPLE_NOUNS_VERB.match(note)
    if m is None:
        return False
    from . import verbs

    return m.group("verb") in _MODAL_VERBS or m.group("verb") in _STATE_VERBS or verbs.is_base(m.group("verb"))


_SLOT = re.compile(r"`[^`]*`|\"[^\"]*\"|'[^']*'|[\w.-]*[/\\][\w./\\-]*|[\w-]+\.[a-z]{1,5}\b")


def skeleton(note: str) -> tuple[str, tuple[str, ...]]:
    """A note with its slots (paths, file names, quoted names) cut out, and the slots.

    "Added a test for the empty-input case in api.py" and "… in db.py" share a skeleton: the same
    log line about a different object.
    """
    slots = tuple(m.group(0) for m in _SLOT.finditer(note))
    return " ".join(_SLOT.sub("<>", note.lower()).split()), slots


def templated(notes: Sequence[str]) -> bool:
    """Most notes are one template filled with different objects: a work log, not a lesson."""
    by_skeleton: dict[str, set[tuple[str, ...]]] = {}
    for n in notes:
        skel, slots = skeleton(n)
        by_skeleton.setdefault(skel, set()).add(slots)
    biggest = max(by_skeleton.values(), key=len)
    count = sum(1 for n in notes if skeleton(n)[0] in
                {k for k, v in by_skeleton.items() if v is biggest})
    return len(biggest) >= 2 and count * 5 >= len(notes) * 3


# "Q: How often do we rotate the lockbox credentials? A (Priya): Every 30 days." — the answer says
# its value of what the question names.
_QUESTION_ANSWER = re.compile(r"^\s*(?:q|question)\s*[:.)-]\s*(?P<q>[^?]{4,300})\?\s*"
                              r"(?:a|answer)\b[^:\n]{0,60}:\s*(?P<a>.+)$", re.I | re.S)
_ASKING = re.compile(r"^(?:(?:how\s+(?:often|long|many|much|frequently)|what|which|where|who|when|why|how|is|are|"
                     r"was|were|do|does|did|can|could|should|will|would|have|has|we|you|i|they|to|the|our|"
                     r"currently|still|now)\s+)+", re.I)


def answered(note: str) -> str:
    """A question-and-answer note as the statement its answer makes of the question's subject
    ("rotate the Postgres credentials for lockbox: Every 30 days. …"); any other text as it is."""
    m = _QUESTION_ANSWER.match(note)
    if m is None:
        return note
    subject = _ASKING.sub("", " ".join(m.group("q").split()))
    return f"{subject}: {m.group('a').strip()}"


# "Checked the archive host: studies are held in Orthanc": an inspection, then what it found
_INSPECTED = re.compile(r"(?:^|(?<=[.!?;]\s))\s*(?:(?:i|we)\s+)?(?:checked|looked\s+(?:at|into|over)|inspected|noticed|"
                        r"traced|profiled|audited|reviewed|grepped|dug\s+into|went\s+through|"
                        r"investigated|debugged|examined|queried|measured|benchmarked|read\s+through|poked\s+at|"
                        r"opened|skimmed)\b[^:.!?;\n]{0,80}:\s+(?P<first>\w)(?=\S*\s+\S+\s+\S+)", re.I)


def findings(note: str) -> str:
    """A note whose sentences report an inspection and then what it found, as the findings alone:
    "Checked the connection string: matter tables live in SQL Server" says "matter tables live in SQL
    Server" (the inspection narrates; the finding states)."""
    def finding(m: re.Match[str]) -> str:
        plain_word = re.match(r"[a-z]*\s", note[m.end():]) is not None
        return m.group("first").upper() if plain_word else m.group("first")

    return _INSPECTED.sub(finding, note)


# A note that sets its thing apart from another: "separate pipeline from the public docs", "unlike the
# storefront", "a different service from checkout"
SET_APART = re.compile(r"\b(?:separate|different|distinct|apart)\b[^.;]{0,40}?\bfrom\b|\bunlike\b|"
                       r"\bnot\s+(?:to\s+be\s+)?confused\s+with\b", re.I)


# A question mark that ends a question, not one that opens a URL's query ("…/forecast?location=…")
QUESTION = re.compile(r"\?(?![\w=&%])")
# The older value may stand beside the newer: an addition, an alternative, a plan, a question.
BESIDE = re.compile(r"\b(?:also|too(?=\s*(?:[.,;:!?)\u2014\u2013-]|$|\s(?:and|but|so|for|now|then)\b))|as well|both|either|"
                    r"alongside|in addition|plus|maybe|might|whether|if|considering|propos\w+)\b|" + QUESTION.pattern,
                    re.I)  # "too" that ends a clause is "also"; "too many jobs", "too coarse" are no "also"


# When a change takes effect, said before the subject ("From next week the regional export fires at 04:00",
# "Starting with the June cycle, billing runs …"): no part of what the sentence is about
_WHEN_LEAD = re.compile(
    r"^\s*(?:(?:from|starting|beginning|as\s+of|effective)\s+(?:(?:with|on|in|at|from)\s+)?"
    r"(?:(?:next|this|tomorrow|today|now\s+on)(?:\s+(?:week|month|year|quarter|sprint|release|season|cycle|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day))?\b\s*,?|[^,.;:]{1,40},)|from\s+[^,.;:]{1,40}?\s+on\s*,)\s*",
    re.I)


def without_when(s: str) -> str:
    """A sentence without the words before its subject that say when it takes effect."""
    return _WHEN_LEAD.sub("", s, count=1)
