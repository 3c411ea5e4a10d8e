"""The statement's value given otherwise by a note about the same thing, with no other tell.

"Batch scoring requests for Beacon go onto the `beacon-batch` Kafka topic" / "Batch scoring producers
publish to the `scoring.requests.bulk` topic"; "Article page templates are kept in templates/article/" /
"… all article templates sit under src/views/story/". The last of the judge's readers: the value is a
tool of a known role, a path, a written identifier or a command in backticks; the note's sentence
names a value of the same shape (a tool of that role, a file of that type, a folder for a folder),
never the statement's own, and repeats what the statement says it is the value of (most words before
the value, verbs aside). A sentence that sets the two side by side, hedges, asks, only logs what was
done, speaks of another thing or measures against a target says nothing here.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from typing import NamedTuple

from .. import claims
from . import frames, phrases, retired, text, verbs

MAX_STATEMENT = 300
MISSING_SHARE = 2  # at most (words − 1) // 2 of what the value is of may be missing from the sentence
_GENERIC = frozenset({"servic", "app", "system", "team", "project", "code", "codebas"})
# A log line that says where something is while it tells what was done: "…, which is where all event
# schemas live", "that's where the frontend source is", "the only workflow that uploads artifacts"
_DEFINES = re.compile(r"\b(?:which|that)\s+is\s+where\b|\bthat's\s+where\b|\bwhere\s+(?:all\s+)?(?:the\s+)?[\w-]+\s+"
                      r"(?:live|lives|sit|sits|are|is)\b|\bthe\s+only\b|"
                      r"\bthe\s+(?:table|queue|topic|bucket|folder|directory|repo|repository|service|deployment|file)\s+"
                      r"(?:that|which)\s+(?:holds?|keeps?|stores?|contains?|serves?|builds?|runs?|owns?)\b", re.I)


class _Shaped(NamedTuple):
    shape: str  # tech, code, url, path, snake, dotted
    key: str
    roles: frozenset[str]
    shown: str
    start: int


def _shaped(s: str) -> list[_Shaped]:
    out = []
    for v in retired.values_of(s):
        if v.kind == "name":
            roles = frozenset(claims.technologies(v.shown))
            if roles:
                out.append(_Shaped("tech", v.key, roles, v.shown, v.start))
            continue
        if v.kind != "ident":
            continue
        raw = v.shown
        if raw.startswith("`"):
            shape = "code"
        elif "://" in raw:
            shape = "url"
        elif "/" in raw:
            shape = "path"
        elif "_" in raw:
            shape = "snake"
        elif re.search(r"[a-z]\.[a-z]", raw, re.I) and not re.search(r"\d\.\d", raw):
            shape = "dotted"
        elif (container := _container(s, v.start, v.end)) is not None and "-" in raw:
            shape = "named " + container  # "the SQS queue lab-results-inbound", "the hl7-oru-inbox SQS queue"
        else:
            continue  # "code-signing", "5-minute", "R01": words and counts, not names
        out.append(_Shaped(shape, v.key, frozenset(), raw, v.start))
    low = s.lower()
    for role, names in claims.technologies(s).items():  # a name of several words the value reader splits ("Weights & Biases")
        for name in names - {x.key for x in out}:
            at = low.find(name)
            if " " in name and at >= 0 and not any(x.shape == "tech" and role in x.roles for x in out):
                out.append(_Shaped("tech", name, frozenset({role}), s[at:at + len(name)], at))
    return out


_CONTAINERS = frozenset("queue topic table bucket repo repository branch channel stream index schema namespace "
                        "cluster workspace".split())


def _container(s: str, start: int, end: int) -> str | None:
    """The kind of thing a hyphenated word names, said right beside it ("the SQS queue lab-results-inbound")."""
    near = text.words(s[:start])[-3:] + text.words(s[end:])[:3]
    kinds = [w for w in near if w in _CONTAINERS]
    return kinds[0] if kinds else None


def _about(lead: str) -> set[str]:
    """What a value is the value of: the roots of the words before it, verbs and small words aside."""
    out = set()
    for k, t in enumerate(text.words(re.sub(r"[_-]", " ", lead))):
        if t in text.STOP or len(t) < 3 or t[0].isdigit() or t in frames.VALUE_WORDS:
            continue
        if (frames.predicate(t) or verbs.is_base(t) or verbs.base_form(t) is not None) \
                and not (k == 0 and t.endswith("ed")):  # "Completed orders …" says which orders
            continue
        w = text.term(t)
        if w not in _GENERIC:
            out.add(w[:5])
    return out


def _missing(about: set[str], sentence: str) -> set[str]:
    """The words of what a value is of that a sentence does not say, written out or cut short ("rec
    features" says "recommendation features")."""
    words = text.words(re.sub(r"[_/.-]", " ", sentence))
    roots = {text.term(w)[:5] for w in words}
    short = {w.rstrip("s") for w in words if len(w.rstrip("s")) >= 3 and w not in text.STOP}
    return {r for r in about - roots if not any(r.startswith(w[:5]) for w in short)}


def _logs_only(sentence: str) -> bool:
    """A log line of what was done that tells no change and says nowhere where something is."""
    return text.is_routine(sentence) and not text.CHANGE.search(sentence) and not _DEFINES.search(sentence)


def _defined(sentence: str) -> str:
    """What a log line says it defines ("… — that's where the hardship templates sit": the hardship
    templates), or the sentence."""
    m = _DEFINES.search(sentence)
    rest = sentence[m.end():] if m is not None else ""
    return rest if len(text.words(rest)) >= 2 else sentence


def _folder_of(x: _Shaped, y: _Shaped) -> _Shaped:
    """For a folder, the folder a file of the note sits in ("assets/notices/hardship/forbearance.hbs" for
    "templates/letters/hardship"); anything else as it is."""
    if x.shape != "path" or y.shape != "path" or os.path.splitext(x.key.rstrip("/."))[1] \
            or not os.path.splitext(y.key)[1] or "/" not in y.key:
        return y
    folder = y.key.rsplit("/", 1)[0] + "/"
    return y._replace(key=folder, shown=y.shown[:len(folder)])


def _same_shape(x: _Shaped, y: _Shaped) -> bool:
    if x.shape != y.shape:
        return False
    if x.shape == "tech":  # a store of one kind may follow one of another ("in Redis" / "in a DynamoDB table")
        return bool({retired.KEEPING.get(r, r) for r in x.roles} & {retired.KEEPING.get(r, r) for r in y.roles})
    if x.shape == "path":  # a file for a file of its type, a folder for a folder
        return os.path.splitext(x.key.rstrip("/"))[1] == os.path.splitext(y.key.rstrip("/"))[1]
    return True


def other_value(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's value, the note's) when a sentence of the note gives the same thing another
    value of the same shape, or None."""
    if len(older) > MAX_STATEMENT or frames.NEGATED.search(older) or frames.RULE.search(older) \
            or text.narrates(older):
        return None  # rules and negations are read by `frames`; a log line states nothing
    given = _shaped(older)
    if not given:
        return None
    about = _about(older[:min(v.start for v in given)])
    if not about:
        return None
    low_older = older.lower()
    for sentence in text.SENTENCE_BREAK.split(newer):
        if frames.tentative(sentence) or _logs_only(sentence) \
                or frames.different_subjects(older, _defined(sentence)) or frames.kinds_apart(older, sentence) \
                or frames.AGAINST_TARGET.search(sentence):
            continue
        if len(about) < 2 and not text.CHANGE.search(sentence):
            continue  # one word ties too little, unless the sentence tells a change ("Paywall moved into …")
        if len(_missing(about, sentence)) > (len(about) - 1) // MISSING_SHARE:
            continue
        said = _shaped(sentence)
        low = sentence.lower()
        for x in given:
            if x.key in low or any(y.shape == x.shape and y.key == x.key for y in said):
                continue  # the statement's value is still there
            for y in said:
                y = _folder_of(x, y)  # a file in another folder says where the statement's folder went
                if y.key not in low_older and _same_shape(x, y):
                    return x.shown, y.shown
    return None


_WHERE = re.compile(r"\b(?:sits?|lives?|are|is)\s+(?:now\s+|all\s+)?(?:under|in|at)\s+`?[\w.~$-]*/|"
                    r"\b(?:up|listening|listens|serving|served|runs?|running)\s+(?:on|at)\s+:?\d{4,5}\b|:\d{4,5}\b", re.I)


def says_where(note: str) -> bool:
    """Whether a note, a log line or not, says where something is or which port it serves on (such a
    line may contradict a statement that says otherwise)."""
    return _DEFINES.search(note) is not None or _WHERE.search(note) is not None


LOOSE_STATEMENT = 200  # characters: a short statement of one value


def _phrase(lead: str) -> str:
    """The words of a lead that say what a value is of: its nouns and modifiers, verbs, small words and
    values left out ("The case management service stores its records in an" → "case management service
    records")."""
    kept = []
    words = text.words(lead)
    for k, t in enumerate(words):
        if t in text.STOP or t in frames.VALUE_WORDS or t in _NOT_OF or len(t) < 2 or t[0].isdigit() \
                or frames.is_extent(t):
            continue
        following = words[k + 1] if k + 1 < len(words) else None
        opening_participle = k == 0 and t.endswith("ed") and following not in _DETERMINERS  # "Completed orders"
        if phrases.verb(t, following, words[k - 1] if k else None) and not opening_participle:
            continue
        kept.append(t)
    return " ".join(kept)


def _root(word: str) -> str:
    """A word's root for telling what a value is of; every name for a store's contents is one
    ("matter records" / "matter tables")."""
    return "\x00data" if frames.is_data_noun(word) else text.term(word)[:5]


_DETERMINERS = frozenset("the a an its our their this that these those all every each".split())
_NOT_OF = frozenset("now since else also still just already currently go goes went anymore".split())


def loose_value(older: str, newer: str, same_thing: Callable[[str, str], bool]) -> tuple[str, str] | None:
    """A short statement's one value, and a value of the same shape a short sentence of the note gives
    what reads as the same thing, the old value nowhere in the note: "The case management service stores
    its records in an Oracle database" / "casework-api connects to a PostgreSQL 15 cluster". What the
    values are of is compared by their words first (two kinds of one thing stay apart), then by meaning
    (`same_thing`)."""
    if len(older) > LOOSE_STATEMENT or frames.NEGATED.search(older) or frames.RULE.search(older) \
            or text.is_routine(older) or text.narrates(older):
        return None  # a log line, even of a failure ("Wrote a script to reproduce the bug in …"), states no value
    given = _shaped(older)
    if len({x.key for x in given}) != 1:
        return None
    x = given[0]
    if x.key in newer.lower() or x.shape == "tech" and any(x.key in names for names in claims.technologies(newer).values()):
        return None  # the old value still named ("Postgres" for PostgreSQL)
    of_old = _phrase(older[:x.start])
    if not of_old:
        return None
    stated = {_root(w) for w in text.words(older.replace("-", " "))}
    old_words = {_root(w) for w in of_old.replace("-", " ").split()}
    for sentence in text.SENTENCE_BREAK.split(newer):
        if len(sentence) > frames.SHORT_NOTE or frames.tentative(sentence) or frames.AGAINST_TARGET.search(sentence) \
                or _logs_only(sentence) or frames.kinds_apart(older, sentence) or frames.other_kind(older, sentence):
            continue
        said = [y for y in (_folder_of(x, y) for y in _shaped(sentence)) if y.key not in older.lower() and _same_shape(x, y)]
        if len({y.key for y in said}) != 1:
            continue
        y = said[0]
        lead = re.split(r"[;:]\s+|\s[—–]\s", sentence[:y.start])[-1]
        of_new = _phrase(_defined(sentence) if _DEFINES.search(sentence) else lead)
        if not of_new:
            continue
        words = {_root(w) for w in of_new.replace("-", " ").split()}
        if words <= stated and words & old_words:  # not only words of the old value ("Amazon Redshift …")
            return x.shown, y.shown
        # two kinds of one thing share a word and each has its own ("fixtures for the accounts service" /
        # "the accounts service … its logs"): meaning then says nothing; one thing named otherwise shares none
        if not words & old_words and same_thing(of_old, of_new):
            return x.shown, y.shown
    return None


_PORT_STATED = re.compile(r"\bport\s*(?:number\s*)?[:=#]?\s*(?P<n>\d{2,5})\b|(?<![\w.])(?::|localhost:|127\.0\.0\.1:)(?P<n2>\d{2,5})\b",
                          re.I)
# A port in a note: "comes up on :9140", "localhost:5050/samples", "udp/27015", "port 9443"
_PORT_SAID = re.compile(r"(?P<host>\b[a-z][\w.-]*)?:(?P<n>\d{2,5})\b(?![.:]\d)|\b(?:udp|tcp)[/\s](?P<n2>\d{2,5})\b|"
                        r"\bport\s*(?:number\s*)?[:=#]?\s*(?P<n3>\d{2,5})\b", re.I)
_PORT_WORDS = frozenset(text.term(w) for w in "local localhost dev api service svc server http https healthcheck health "
                        "check port udp tcp endpoint listener hit hits point pointed open opened reach come comes came up bind binds "
                        "bound listen listens".split())
_ANY_ADDRESS = re.compile(r"\b(?:0\.0\.0\.0|127\.0\.0\.1|\[::\])(?=:\d)")  # "binds 0.0.0.0:9090": the port alone


def _joined(word: str, stated: list[str]) -> bool:
    """Whether a word is two adjacent words of the statement written as one, or cut short ("seatmap" for
    "seat map", "sampletrack" for "sample tracking")."""
    return len(word) >= 6 and any((a + b).startswith(word) for a, b in zip(stated, stated[1:], strict=False))


def other_port(older: str, newer: str) -> tuple[str, str] | None:
    """A short statement's one port, and another port a short sentence of the note gives what the
    statement names, the old port nowhere in the note: "The seat map service listens on port 8085" /
    "Local dev: seatmap-svc comes up on :9140". What the note's port is of (the name beside it, or the
    phrase before it) says nothing the statement does not, and says something."""
    if len(older) > LOOSE_STATEMENT or frames.NEGATED.search(older):
        return None
    ports = {m.group("n") or m.group("n2") for m in _PORT_STATED.finditer(older)}
    if len(ports) != 1:
        return None
    old = ports.pop()
    if re.search(rf"(?<!\d){old}(?!\d)", newer):
        return None  # the old port is still named: a move "from … to" is read elsewhere
    raw = text.words(older.replace("-", " "))
    stated = [text.term(w) for w in raw]
    for sentence in text.SENTENCE_BREAK.split(_ANY_ADDRESS.sub("", newer)):
        if len(sentence) > frames.SHORT_NOTE or frames.tentative(sentence) or frames.kinds_apart(older, sentence) \
                or frames.other_kind(older, sentence):
            continue
        said = [m for m in _PORT_SAID.finditer(sentence)]
        numbers = {m.group("n") or m.group("n2") or m.group("n3") for m in said}
        if len(numbers) != 1:
            continue
        m = said[0]
        host = m.group("host") or ""
        lead = re.split(r"[;:,]\s+|\s[—–]\s", sentence[:m.start()])[-1]
        # what the port is of: the name beside it, the phrase before it, and the sentence's subject when it
        # opens on one ("The OpenTelemetry collector sidecar next to the registry listens on …")
        opens_on_noun = phrases.is_statement(lead) or lead.split()[:1] and lead.split()[0].lower() in _DETERMINERS
        subject = frames.subject(lead) if opens_on_noun else set()
        of = (host if host.lower() not in ("localhost", "http", "https") else "") + " " \
            + " ".join(phrases.before(lead) | subject)
        words = [w for w in text.words(of.replace("-", " ").replace(".", " ")) if text.term(w) not in _PORT_WORDS]
        if words and all(text.term(w) in stated or _joined(w, raw) for w in words):
            return old, numbers.pop()
    return None


# A named container and its kind: "the claim_flags table", "the queue hl7.results.out", "a shared Helm
# chart called `base-service`", "the `lantern-system` namespace".
_KINDS = ("table", "queue", "topic", "namespace", "chart", "bucket", "index", "collection", "stream", "channel",
          "workflow", "schema", "database", "exchange", "dataset", "keyspace", "view")
_KIND = r"(?P<kind>" + "|".join(_KINDS) + r")s?"
_NAME = r"`?(?P<name>[A-Za-z0-9][\w.^/+:-]*[\w])`?"
_KIND_THEN_NAME = re.compile(rf"\b{_KIND}\s+(?:(?:called|named)\s+)?{_NAME}", re.I)
_NAME_THEN_KIND = re.compile(rf"{_NAME}\s+{_KIND}\b", re.I)
# A kind beside a written name in a note: "`customer-notifications-prod` SQS queue", "the queue `refunds`"
_KIND_AFTER = re.compile(rf"\s*`?\s*(?:[A-Za-z0-9]+\s+)?{_KIND}\b", re.I)
_KIND_BEFORE = re.compile(rf"\b{_KIND}\s+$", re.I)
# Words before a kind that are no name: "the main table", "the new queue"
_NOT_NAMES = frozenset("the a an its our their this that main same new old other default primary shared internal "
                       "external separate local single big large small raw temp temporary only one any no every "
                       "each helm kafka sqs mqtt rabbitmq redis s3 gcs postgres mysql".split())
_WRITTEN_NAME = re.compile(r"`(?P<code>[A-Za-z0-9][\w.^/+:-]*[\w])`|(?<![\w./:-])(?P<ident>[a-z0-9]+(?:[_./-][a-z0-9+#]+)+)"
                           r"(?![\w/:-]|\.\w)")
# Where a note puts a written name: beside a kind, after a verb or a preposition of place
_PLACED = re.compile(r"(?:\b(?:into|onto|to|from|in|on|at|polls?|polling|queried|query|queries|reads?|writes?|"
                     r"publish(?:es)?|consumes?|subscribed\s+to)\s+(?:the\s+|its\s+|our\s+)?$)", re.I)
_FILE_END = re.compile(r"\.(?:py|ya?ml|json|toml|ini|cfg|conf|js|ts|go|rs|java|rb|sh|md|txt|csv|sql|proto|lock|xml)$")
_CONTAINER_STATEMENT = 200  # characters


def _hyphenated_words(name: str, old: str) -> bool:
    """A name of two words joined by one hyphen, where the container's name has none: as likely an
    English compound ("no-show", "billing-aggregator") as a container's name."""
    return name.count("-") == 1 and not re.search(r"[_./\d]", name) and "-" not in old


_NOT_FOUND = re.compile(r"\b(?:couldn't|could\s+not|can't|cannot|didn't|did\s+not)\s+find\b|\bno\s+such\b|"
                        r"\bnot\s*found\b|\b(?:doesn't|does\s+not|no\s+longer)\s+exists?\b|\bthere(?:'s|\s+is)\s+no\b", re.I)


def _containers(s: str) -> list[tuple[str, str]]:
    """(kind, name) of each named container of a text."""
    out = []
    for m in (m for pattern in (_KIND_THEN_NAME, _NAME_THEN_KIND) for m in pattern.finditer(s)):
        name, kind = m.group("name").strip("`"), m.group("kind").lower()
        written = re.search(r"[_.\-/\d]", name) or "`" in m.group(0)
        if name and (written or name.lower() not in _NOT_NAMES and name.lower() not in text.STOP and name.isalpha()
                     and name.islower()):
            out.append((kind, name.lower()))
    return out


def other_container(older: str, newer: str) -> tuple[str, str] | None:
    """A short statement's one named container (table, queue, topic, namespace, chart …) and another
    written name a sentence of the note puts in its place, the old name nowhere in the note: "Fraud flags
    are written to the claim_flags table" / "Fraud scoring inserts its rows into fraud_signals". The
    sentence must speak of what the statement's container holds (two of its words, or one beside the
    container's kind) and never of another kind of it."""
    if len(older) > _CONTAINER_STATEMENT or frames.NEGATED.search(older) or frames.RULE.search(older):
        return None
    named = _containers(older)
    if len({name for _, name in named}) != 1:
        return None
    kind, old = named[0]
    if any(old in sentence.lower() and not _NOT_FOUND.search(sentence) for sentence in text.SENTENCE_BREAK.split(newer)):
        return None  # the old name still named, but for "I couldn't find any claim_flags table"
    unnamed = re.sub(re.escape(old), " ", older, flags=re.I)
    holds = {text.term(w) for w in text.words(unnamed.replace("-", " ").replace("_", " "))
             if w not in text.STOP and len(w) > 2 and text.term(w) not in _GENERIC and not claims.technologies(w)} \
        - {text.term(kind)}  # what the container holds, not the tool it is kept in ("SQS")
    for sentence in text.SENTENCE_BREAK.split(newer):
        if len(sentence) > frames.SHORT_NOTE or frames.tentative(sentence) or old in sentence.lower() \
                or frames.other_kind(older, re.sub(r"`[^`]*`", " ", sentence)):
            continue
        candidates = []
        for m in _WRITTEN_NAME.finditer(sentence):
            name = (m.group("code") or m.group("ident")).lower()
            if name in older.lower() or _FILE_END.search(name) or " " in name or re.fullmatch(r"[\d.]+", name) \
                    or "=" in name or "://" in name or ("/" in name) != ("/" in old):
                continue
            before, after = sentence[:m.start()], sentence[m.end():]
            beside = _KIND_AFTER.match(after) or _KIND_BEFORE.search(before)
            if beside and beside.group("kind").lower() != kind:
                continue  # another kind of container
            if not beside and (not m.group("code") and _hyphenated_words(name, old) or re.match(r"\s+[a-z]+\b", after)
                               and text.words(after)[0] not in text.STOP):
                continue  # "the no-show review", "the pg driver in billing-aggregator": a name of something else
            if beside or _PLACED.search(before):
                candidates.append((name, bool(beside)))
        if len({c for c, _ in candidates}) != 1 or frames.heads_apart(older, sentence):
            continue
        name, beside = candidates[0]
        words = {text.term(w) for w in text.words(sentence.replace("-", " ").replace("_", " "))}
        shared = holds & words
        if len(shared) >= 2 or shared and (beside or re.search(rf"\b{kind}s?\b", newer, re.I)):
            return old, name
    return None


# A log line that names where data goes or comes from: "Queried transfer_requests to debug …", "Pulled the
# metrics from seq_library_metrics", "inserts its rows into fraud_signals"
_DATA_PLACE = re.compile(r"\b(?:into|onto|from|queried|query|queries|polls?|polling|subscribed\s+to|publish(?:es|ed)?\s+to|"
                         r"writes?\s+to)\s+(?:the\s+|its\s+|our\s+)?(?:`[^`\s]+`|[a-z0-9]+(?:[_.-][a-z0-9]+)+(?:/[\w+#.-]+)*)|"
                         rf"(?:`[^`\s]+`|\b[a-z0-9]+(?:_[a-z0-9]+)+)\s+{_KIND}\b", re.I)


def names_a_container(note: str) -> bool:
    """Whether a note, a log line or not, names a table, queue or topic data goes to or comes from
    (such a line may contradict a statement that names another)."""
    return _DATA_PLACE.search(note) is not None


# A port in a note, however written: ":9443", "localhost:5173", "port 6661", "binds 9443", "to 6661"
_ANY_PORT = re.compile(r"(?<![\d:])(?<=[\w/\]@-]):(?P<a>\d{2,5})\b(?![:.]\d)|(?<![\w.:])localhost:(?P<b>\d{2,5})\b|"
                       r"\bports?\s*(?:number\s*)?[:=#]?\s*(?P<c>\d{2,5})\b|"
                       r"\b(?:binds?|bound\s+to|listens?\s+on|listening\s+on|serves?\s+on|serving\s+on|comes?\s+up\s+on|"
                       r"points?\s+at|pointed\s+at|rebound\s+(?:[\w-]+\s+){0,4}?to|moved\s+(?:[\w-]+\s+){0,4}?to)\s+"
                       r"(?:port\s+)?:?(?P<d>\d{3,5})\b", re.I)
_PORT_CHANGE = re.compile(r"\b(?:off|rebound|rebind|rebinds|moved|switched|shut\s+(?:off|down)|from\s+(?:here|now)\s+on|"
                          r"now|instead|going\s+forward|no\s+longer|went|changed|bumped)\b", re.I)


_SERVING = frozenset(text.term(w) for w in "listen listens listening bind binds bound serve serves served accept accepts "
                     "connection connections reach reaches over".split())


def _ports(s: str) -> set[str]:
    return {next(g for g in m.groups() if g) for m in _ANY_PORT.finditer(s)}


def gives_a_port(s: str) -> bool:
    """Whether a text gives a port a service listens on ("port 8081", "binds 0.0.0.0:9090")."""
    return bool(_ports(s) or _HOST_PORT.search(s))


# an address and its port: "0.0.0.0:9090", "records-svc:9090", "http://localhost:8080" (not a clock's "10:30")
_HOST_PORT = re.compile(r"(?:\b\d{1,3}(?:\.\d{1,3}){3}|\b[a-z][\w-]*(?:\.[a-z][\w-]*)*):\d{2,5}\b(?![.:]\d)")


def moved_port(older: str, newer: str) -> tuple[str, str, bool] | None:
    """A short statement's one port, another port the note gives what the statement names, and whether
    the note tells it as a change: "The dashboards dev server listens on port 3000" / "Opened
    http://localhost:5173 …, that's where the dashboards dev server comes up"; "… accepts connections
    on port 2575" / "Rebound the MLLP listener to 6661 because 2575 collided". The note shares a word
    of what the statement's port is of (port words aside), and never names a second new port."""
    if len(older) > LOOSE_STATEMENT or frames.NEGATED.search(older):
        return None
    old_ports = _ports(older)
    if len(old_ports) != 1:
        return None
    old = old_ports.pop()
    of = {text.term(w) for w in text.words(older.replace("-", " ")) if w not in text.STOP and len(w) > 2
          and not w[0].isdigit()} - _PORT_WORDS - _GENERIC - _SERVING
    if len(newer) > frames.SHORT_NOTE * 2 or frames.tentative(newer) or frames.other_kind(older, newer):
        return None
    new_ports = _ports(newer) - {old}
    if len(new_ports) != 1:
        return None
    new = new_ports.pop()
    words = {text.term(p) for w in text.words(newer) for p in re.split(r"[-_.]", w) if p}
    if not of & words:
        return None
    named_old = re.search(rf"(?<!\d){old}(?!\d)", newer) is not None
    if named_old and not _PORT_CHANGE.search(newer):
        return None  # both ports named with no change told: a mapping, a comparison
    if not named_old and (len(of & words) < 2 or phrases.is_statement(newer) and frames.different_subjects(older, newer)):
        return None  # a port of something else: two words of the statement's thing tie a port given anew
    return old, new, named_old or text.CHANGE.search(newer) is not None or _PORT_CHANGE.search(newer) is not None
