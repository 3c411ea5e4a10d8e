"""A value said another way, even in passing: one noun measured once in each text, a bound, the same
thing in another bucket, channel, variable, repository or host, another known tool in one role, a
version pinned in a build line, a written value found nowhere.

These read values, not sentence frames (`frames`): a log line that mentions one ("Posted the summary
in #stores-oncall, the channel where registry alerts are delivered") may contradict a statement as
plainly as a statement does. The callers gate what these cannot see (two kinds of one thing, an
occasion, an instruction).
"""

from __future__ import annotations

import re

from .. import claims
from . import text

_WORD_NUMBERS = {w: str(k) for k, w in enumerate("zero one two three four five six seven eight nine ten eleven "
                                                 "twelve".split())} | {"a": "1", "an": "1", "a single": "1",
                                                                      "twenty": "20", "thirty": "30", "sixty": "60"}
_NUMBER_WORD_UNIT = re.compile(r"\b(?P<w>a\s+single|" + "|".join(sorted(_WORD_NUMBERS, key=len, reverse=True))
                               + r")(?P<sep>\s+|-)(?:(?:full|whole|entire)\s+)?"
                               r"(?=(?:year|month|week|day|hour|minute|second)s?\b|percent\b)", re.I)


# Fractions of a unit said in words: "half an hour", "a half-hour", "an hour and a half", "a quarter of an hour"
_HALVES = (
    (re.compile(r"\b(?:an?\s+)?hour\s+and\s+a\s+half\b", re.I), "90 minutes"),
    (re.compile(r"\bhalf\s+an\s+hour\b|\ba\s+half[-\s]hour\b", re.I), "30 minutes"),
    (re.compile(r"\ba\s+quarter\s+(?:of\s+an\s+)?hour\b|(?<=\bnearest\s)quarter[-\s]hour\b", re.I), "15 minutes"),
    (re.compile(r"(?<=\bnearest\s)half[-\s]hour\b", re.I), "30 minutes"),  # "rounded to the nearest half hour"
    (re.compile(r"\bhalf\s+a\s+minute\b", re.I), "30 seconds"),
    (re.compile(r"\bhalf\s+a\s+day\b|\ba\s+half[-\s]day\b", re.I), "12 hours"),
    # how often, as the span between two times: "twice a year" is every 6 months
    (re.compile(r"\b(?:twice|two\s+times)\s+(?:a|an|per|each)\s+year\b", re.I), "every 6 months"),
    (re.compile(r"\b(?:three|3)\s+times\s+(?:a|per|each)\s+year\b", re.I), "every 4 months"),
    (re.compile(r"\b(?:four|4)\s+times\s+(?:a|per|each)\s+year\b", re.I), "every 3 months"),
    (re.compile(r"\b(?:twice|two\s+times)\s+(?:a|per|each)\s+month\b", re.I), "every 2 weeks"),
    (re.compile(r"\b(?:twice|two\s+times)\s+(?:a|per|each)\s+day\b|\btwice\s+daily\b", re.I), "every 12 hours"),
    (re.compile(r"\b(?:twice|two\s+times)\s+(?:an|per|each)\s+hour\b", re.I), "every 30 minutes"),
)


# A temperature's unit in words: "23 degrees Celsius", "46 deg F"
_DEGREES_IN_WORDS = re.compile(r"(?<=\d)\s*(?:degrees?|deg)\s+(?P<scale>celsius|fahrenheit|c|f)\b", re.I)


def with_digits(s: str) -> str:
    """Numbers of a measure written in words as digits: "one year" → "1 year", "half an hour" → "30
    minutes", "a full hour" → "1 hour", "a 30-second" stays; "23 degrees Celsius" is "23 °C"."""
    for pattern, digits in _HALVES:
        s = pattern.sub(digits, s)
    s = _DEGREES_IN_WORDS.sub(lambda m: f" °{m.group('scale')[0].upper()}", s)
    return _NUMBER_WORD_UNIT.sub(lambda m: _WORD_NUMBERS[" ".join(m.group("w").lower().split())] + m.group("sep"), s)


_COUNT_WORD = re.compile(r"\b(?P<w>a\s+single|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+"
                         r"(?!(?:of|or|and|to|more|another|other|day|time|way|thing|way|at|by|in|on)\b)(?=[a-z])", re.I)


def counts_with_digits(s: str) -> str:
    """Counts written in words as digits: "two approving reviews" → "2 approving reviews"; "one of
    them", "one more" stay."""
    return _COUNT_WORD.sub(lambda m: _WORD_NUMBERS[" ".join(m.group("w").lower().split())] + " ", s)


# -- written values ------------------------------------------------------------------------------

VALUE_TOKEN = re.compile(r"(?<![\w.])\.[a-z][\w.-]*\w|[#@~]?[\w][\w.:/@#+-]*[\w/]|[#@]?\w")


def value_key(token: str) -> str:
    return token.lower().strip(".,;:!?'\"`()").lstrip("#@")


def older_values(older: str) -> set[str]:
    """What the older statement names as values: written names, numbers, paths, capitalised names."""
    out = set()
    for k, m in enumerate(VALUE_TOKEN.finditer(older)):
        raw = m.group(0).rstrip(".")
        written = any(ch in raw for ch in "0123456789/._-#@") or (raw[:1].isupper() and k > 0)
        if written and raw.lower() not in text.STOP:
            out.add(value_key(raw))
            out.update(value_key(p) for p in raw.split("/") if len(p) > 2)  # "Torque/Moab"
    return out - {""}


ABSENT = re.compile(r"\b(?:no|without\s+any)\s+(?P<a>[^\s,;()]+)\s+(?:[a-z]+\s+){0,2}?(?:anywhere|left|at\s+all)\b|"
                     r"(?P<b>[^\s,;()]+)\s+(?:(?:does\s+not|doesn't|no\s+longer)\s+exists?|is\s+nowhere)\b|"
                     r"(?P<c>[^.;]{1,60}?)\s+(?:returns?|returned|gives?|gave|shows?|showed|yields?)\s+"
                     r"(?:no\s+(?:series|results?|rows?|data|matches|hits)|nothing|zero\s+\w+|an?\s+empty)\b", re.I)


def says_absent(s: str) -> bool:
    """Whether a text finds something nowhere ("… no libfoo.pdf dependency anywhere"): a log line that
    does may contradict a statement that names it."""
    return ABSENT.search(s) is not None


_NO_FOLDER = re.compile(r"(?P<base>[\w.-]+(?:/[\w.-]+)*)/?\s+(?:has|contains|holds)\s+no\s+(?P<leaf>[\w.-]+)\s+"
                        r"(?:directory|folder|dir|subdirectory|subfolder)\b", re.I)


def absent_value(older: str, newer: str) -> str | None:
    """The newer text finds a written value of the older one nowhere ("grep finds no PAYMENT_API_KEY
    anywhere", "no androidx.media3 dependency anywhere", "transform/dbt no longer exists", "querying
    player_rebuffer_ratio returns no series"): a name with a digit, "_", "/" or ".", not a word."""
    values = older_values(older)
    for m in _NO_FOLDER.finditer(newer):  # "services/certificates has no templates directory"
        path = f"{m.group('base').lower()}/{m.group('leaf').lower()}"
        if path in values:
            return f"{path} not found"
    for m in ABSENT.finditer(newer):
        for raw in (m.group("a") or m.group("b") or m.group("c")).split():  # "querying X in Prometheus returns …"
            raw = raw.strip("`'\".,:")
            if value_key(raw) in values and any(ch in raw for ch in "0123456789/._"):
                return f"{raw} not found"
    return None


# -- a written place said to be another ("… written to s3://acme-exports/" / "… land in gs://other") --

# Places one thing has one of: a bucket, a chat channel, an environment variable. Each with the words
# a note must share besides it to speak of the same thing (a variable name says less of its role).
_PLACES = (
    (re.compile(r"\b(?:s3|s3a|gs|gcs|az|abfss?|wasbs?|r2|hdfs|minio|oss)://(?P<p>[\w.-]+)|"
                r"\bbucket\s+(?P<p2>[a-z0-9]+(?:[-.][a-z0-9]+){2,})", re.I), 2),  # not "bucket read-only"
    (re.compile(r"(?<![\w&/])#(?P<p>[a-z][\w-]*[a-z0-9])\b"), 2),
    (re.compile(r"(?<![\w$])\$?(?P<p>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b"), 3),
    (re.compile(r"\b(?:in|from|into|to|under)\s+(?:the\s+|our\s+|their\s+)?(?P<p>(?!(?:the|a|an|our|their|its|your|my|"
                r"same|other|new|old|main|this|that|one|whole|entire|same)\b)[a-z][\w.-]*)\s+repo(?:sitory)?\b", re.I),
     2),  # "… live in the cms repo"; "in the repo" names none
    (re.compile(r"(?:https?://|(?<![\w./-]))(?P<p>[a-z][\w-]*(?:\.[\w-]+)*\.(?:internal|local|lan|corp|com|net|"
                r"org|io|dev|cloud|app))\b(?![\w.-]*/)", re.I), 2),  # a host
)


def _named_kind(kind: str) -> re.Pattern[str]:
    """A written name beside the kind of thing it names: "the bankfeed-events queue", "queue
    feed-webhooks-inbound", "feed-webhooks-inbound, which is the queue …"."""
    name = text.WRITTEN_NAME
    return re.compile(rf"(?<![\w./-])`?(?P<p>{name})`?\s+(?:{kind})\b|\b(?:{kind})\s+(?:named\s+|called\s+|is\s+(?:now\s+)?)?`?"
                      rf"(?P<p2>{name})`?(?![\w/-]|\.\w)|(?<![\w./-])`?(?P<p3>{name})`?[,;]\s+(?:which\s+is|that\s+is|that's|it's|it\s+is)\s+"
                      rf"(?:the|our)\s+(?:\w+\s+)?(?:{kind})\b|\b(?:{kind})\b[^.;\n]{{0,60}}?\b(?:named|called|registered\s+as|"
                      rf"deployed\s+as|known\s+as|published\s+as)\s+`?(?P<p4>{name})`?(?![\w/-]|\.\w)", re.I)


# A cloud region ("eu-west-1", "us-central1"): one service runs in one.
_PLACES += ((re.compile(r"\b(?P<p>(?:us|eu|ap|sa|ca|me|af|il)-(?:north|south|east|west|central|northeast|southeast|"
                        r"northwest|southwest)-?\d)\b", re.I), 2),)
_NAMED_KINDS = tuple(_named_kind(kind) for kind in (
    "queues?|topics?|streams?", "tables?|views?", "index(?:es)?", "segments?", "namespaces?", "schemas?",
    "dashboards?", "clusters?", "services?|apps?|workers?|daemons?", "clients?", "buckets?"))
_PLACES += tuple((pattern, 2) for pattern in _NAMED_KINDS)
MAX_PLACE_NOTE = 240  # characters: a longer note is read sentence by sentence
_PLACE_WORDS = frozenset("s3 s3a gs gcs az r2 hdfs minio oss bucket buckets storage channel slack env var "
                         "variable queue queues topic topics stream streams table tables view views index indexes "
                         "segment segments namespace namespaces schema schemas dashboard dashboards cluster "
                         "clusters client clients service services app apps worker workers daemon daemons named called buckets "
                         "deployed registered known published".split())


_NAMING = re.compile(r"\b(?:named|called|which\s+is|that'?s|that\s+is)\b", re.I)


def _names_out(pattern: re.Pattern[str], s: str) -> str:
    """The text with only the names a pattern finds blanked out."""
    out, at = [], 0
    for m in pattern.finditer(s):
        group = next(g for g in ("p", "p2", "p3", "p4") if m.group(g))
        out.append(s[at:m.start(group)] + " ")
        at = m.end(group)
    return "".join(out) + s[at:]


def _places(pattern: re.Pattern[str], s: str) -> set[str]:
    return {(m.group("p") or m.groupdict().get("p2") or m.groupdict().get("p3") or m.groupdict().get("p4")
             or "").lower().rstrip(".")
            for m in pattern.finditer(s)}


# -- another tool in the same role ("SMS reminder jobs go through RabbitMQ" / "… consumes the
# sms-reminders topic from Kafka") --------------------------------------------------------------------

MAX_TOOL_STATEMENT = 240  # characters: the older must be one statement about one tool
MAX_TOOL_ROLES = 2  # roles of the tools a statement names: "SSO is SAML against Shibboleth" names two
TOOL_SHARED = 2  # words of what the tool serves the note's sentence must share besides the tools
# What lets two tools of one role stand side by side, or makes a mention no claim of use.
_SIDE_BY_SIDE = re.compile(r"\b(?:also|too|as\s+well|in\s+addition|alongside|besides|both|either|vs\.?|versus|"
                           r"compar\w*|benchmark\w*|evaluat\w*|consider\w*|tr(?:y|ied|ying)\s+out|trial|spike|poc|"
                           r"prototype\w*|migrat\w*|instead|replac\w*|switch\w*|moving|moved|fallback|backup|"
                           r"mirror\w*|sync\w*\s+(?:to|into|from)|export\w*\s+to|import\w*\s+from)\b|\?", re.I)
# Roles a tool often qualifies a statement in rather than fills ("single quotes in Python code", "on AWS")
_QUALIFYING_ROLES = frozenset({"language"})
_TOOL_GENERIC = frozenset("service services app application system cluster instance server team project repo "
                          "job jobs data".split())


def other_tool(older: str, newer: str) -> tuple[str, str] | None:
    """Another known tool in the role the older statement gives one tool ("… go through RabbitMQ" /
    "… consumes the sms-reminders topic from Kafka"): the newer never names the older's tool, sets
    nothing side by side (no "also", no comparison, no migration — those are other rules'), and the
    sentence naming the other tool shares two words of what the tool serves."""
    if len(older) > MAX_TOOL_STATEMENT or "?" in older:
        return None
    old = {role: tools for role, tools in claims.technologies(older).items()
           if len(tools) == 1 and role not in _QUALIFYING_ROLES}
    if not old or len(old) > MAX_TOOL_ROLES or _SIDE_BY_SIDE.search(newer):
        return None

    def about(s: str) -> set[str]:
        named = {w for t in claims.technologies(s).values() for w in t}
        return {text.term(p) for w in text.words(s) for p in re.split(r"[-_./]+", w)
                if p and p not in text.STOP and len(p) > 2 and p not in named and p not in _TOOL_GENERIC
                and not p[0].isdigit() and claims.technologies(p) == {}}

    if _two_kinds(_content_words(older), _content_words(newer)):
        return None  # "Kiosk order events …" / "Kiosk analytics events …": two things, two tools
    if _RUN_TOOL.search(older):
        return None  # "run npm test before pushing" is a step, and "run uv sync …" another
    wanted = about(older)
    named = claims.technologies(newer)
    for role, (tool,) in ((r, tuple(t)) for r, t in old.items()):
        if tool in named.get(role, set()):
            continue  # the newer still names the older's tool of this role
        for sentence in re.split(r"(?<=[.!?])\s+|\n+", newer):  # a clause after ";" still speaks of it
            others = claims.technologies(sentence).get(role, set()) - {tool}
            if len(others) == 1 and len(wanted & about(sentence)) >= TOOL_SHARED and not _RUN_TOOL.search(sentence) \
                    and not text.SET_APART.search(sentence):
                return tool, next(iter(others))
    return None


_RUN_TOOL = re.compile(r"\b(?:run|runs|ran|running|execute|executes|invoke|call)\s+(?:the\s+)?"
                       r"(?!(?:on|in|at|as|with|under|inside|behind|from|every|each|daily|nightly|hourly|against|"
                       r"through|via|for|only|once)\b)[\w.-]+\s+"
                       r"(?:[a-z][\w-]*)\b", re.I)  # "run npm test", "run uv sync": a command


def names_a_place(s: str) -> bool:
    """Whether a text names a bucket, a channel or a variable: a log line that does ("Posted the summary
    in #stores-oncall, …") may say where something is."""
    return any(pattern.search(s) for pattern, _ in _PLACES)


def other_place(older: str, newer: str) -> tuple[str, str] | None:
    """The same thing said to sit in another bucket, channel or variable ("Map tiles … are served from
    the s3://lx-maptiles-eu bucket" / "… tile URLs resolve to gs://fleetmaps-tiles-prod/"; "Registry
    alerts go to #registry-alerts" / "… in #plugins-oncall, the channel where registry alerts are
    delivered"): the older place is not named in the newer text, and the sentence naming the other
    shares the words of what it holds (one fewer when it says the thing moved)."""
    for pattern, least in _PLACES:
        old = _places(pattern, older)
        if len(old) != 1 or next(iter(old)) in newer.lower():
            continue

        def terms(s: str, pattern: re.Pattern[str] = pattern) -> set[str]:
            # a name beside its kind leaves the words around it ("topic carrying enriched … is named X")
            bare = _names_out(pattern, s) if pattern in _NAMED_KINDS else pattern.sub(" ", s)
            return {text.term(w) for w in text.words(bare) if w not in text.STOP
                    and w not in _PLACE_WORDS and len(w) > 1 and not w[0].isdigit()}

        about = terms(older)
        sentences = [newer] if len(newer) <= MAX_PLACE_NOTE else text.SENTENCE_BREAK.split(newer)
        for sentence in sentences:
            if text.BESIDE.search(sentence):
                continue  # "… also feed the refunds-audit stream": one place beside the other
            new = _places(pattern, sentence) - old
            # "datasets migrated -> gs://…"; a name beside the same kind ("the orders table, which is called …")
            named = pattern in _NAMED_KINDS and _NAMING.search(sentence) is not None \
                and any(not any(w.startswith(t[:4]) for w in _PLACE_WORDS) for t in about & terms(sentence))
            needed = least - 1 if text.CHANGE.search(sentence) or named else least
            # a place's own name tells what it holds ("outage pings land in #station-health")
            told = {text.term(p) for name in new for p in re.split(r"[-_./]+", name)
                    if len(p) > 2 and p not in text.STOP and p not in _PLACE_WORDS}
            if len(new) == 1 and len(about & (terms(sentence) | told)) >= needed:
                return next(iter(old)), next(iter(new))
    return None


# -- a measure that names its noun ("a 5-minute delay" / "a 15-minute delay") ------------------------

_MEASURED_NOUN = re.compile(r"(?<![\w.])(?P<num>\d+(?:\.\d+)?)(?:\s?|-)(?P<unit>[a-zµ]+)[- ](?P<noun>[a-z]{3,})\b", re.I)
MEASURED_SHARED = 2  # words besides the noun two texts must share to measure the same thing


# A bound said in words rather than with a noun: "capped at 50 MB" / "rejects any archive over 10 MB".
_BOUND = re.compile(r"\b(?:up\s+to|at\s+most|no\s+more\s+than|capped\s+at|cap(?:ped)?\s+of|limit(?:ed)?\s+(?:of|to|at)|"
                    r"max(?:imum)?(?:\s+of)?|over|above|more\s+than|larger\s+than|bigger\s+than|exceed(?:s|ing)?|"
                    r"beyond)\s+(?P<num>\d[\d,]*(?:\.\d+)?)\s?(?P<unit>[a-zµ]+)\b", re.I)


_NOUN_OF_MEASURE = re.compile(r"\b(?:(?P<noun>timeout|deadline|delay|interval|ttl|limit|window|quota|budget|backoff)"
                              r"\s+(?:of|is|=|:)|(?P<timeout>times?\s+out|timed\s+out)\s+after)\s*"
                              r"(?P<num>\d+(?:\.\d+)?)\s?(?P<unit>[a-zµ]+)\b", re.I)  # "time out after 8 seconds"
# "In staging, the kiosk worker runs 2 replicas" counts staging's, not every environment's
ENVIRONMENT_WORDS = frozenset(text.term(w) for w in "production prod staging stage development dev testing test qa uat "
                                                       "sandbox preview local".split())
_COUNTED_NOUN = re.compile(r"(?<![\w.,:/-])(?P<num>\d+)\s+(?:(?!(?:of|and|or|to|in|per)\b)[a-z]+\s+)?"
                           r"(?P<noun>[a-z]{3,}s)\b(?![.-]\w)")  # "5 free articles"
_NOT_COUNTED = frozenset("times years ago others items things ones cases days weeks months hours minutes seconds".split())
_CADENCE = re.compile(r"(?<![\w.])(?P<num>\d+(?:\.\d+)?)[- ](?P<unit>second|minute|hour|day|week)s?[- ]"
                      r"(?:(?P<noun>[a-z]+)\s+)?(?:interval|cadence|period|cycle)\b", re.I)


def cadence_nouns(s: str) -> set[str]:
    """What a cadence is of ("the 5-minute heartbeat interval": heartbeat), stemmed."""
    return {text.stem(m.group("noun").lower()) for m in _CADENCE.finditer(with_digits(s)) if m.group("noun")}
_ONCE_A = re.compile(r"\bonce\s+(?:an?|per|every|1)\s+(?P<unit>minute|hour|day|week|month|year)\b", re.I)
_HOURLY_UNIT = {"hourly": "hour", "daily": "day", "weekly": "week", "monthly": "month"}
_HOURLY = re.compile(r"\b(?:hourly|daily|weekly|monthly)\b(?![- ](?:active|build|digest|report|standup|summary|job|cron))",
                     re.I)
_EVERY = re.compile(r"\bevery\s+(?P<num>\d+(?:\.\d+)?)\s?(?P<unit>[a-zµ]+)\b", re.I)
_COUNTED = frozenset("space spaces column columns char chars character characters line lines digit digits".split())
_SAME_NOUN = {text.stem("deadline"): text.stem("timeout")}  # "a deadline of 10s exceeded": the timeout


def _in_base(num: str, unit: str) -> tuple[float, str] | None:
    """(value in base units, dimension) of a measure the unit table knows, else None."""
    dimension, base = claims.unit_dimension(unit), claims.in_base_unit(num, unit)
    return None if dimension is None or base is None else (base, dimension)


def _measured_nouns(s: str) -> dict[str, list[tuple[float, str, str]]]:
    """Each measured noun's (value in base units, dimension, measure as written); a bound counts as the
    noun "bound"."""
    s = with_digits(s)
    out: dict[str, list[tuple[float, str, str]]] = {}
    for m in _NOUN_OF_MEASURE.finditer(s):
        measure = _in_base(m.group("num"), m.group("unit"))
        noun = "timeout" if m.group("timeout") else text.stem(m.group("noun").lower())
        if measure is not None:
            written = f"{m.group('num')}{m.group('unit')} {m.group('noun') or 'timeout'}"
            out.setdefault(_SAME_NOUN.get(noun, noun), []).append((*measure, written))
    for m in _COUNTED_NOUN.finditer(counts_with_digits(s)):  # "zero-padded to 6 digits" / "8 digits of padding"
        noun = m.group("noun").lower()
        if noun not in text.STOP and claims.unit_dimension(noun) is None and noun not in _NOT_COUNTED:
            out.setdefault("count:" + text.stem(noun), []).append((float(m.group("num")), "count", m.group(0)))
    s = _ONCE_A.sub(lambda m: f"every 1 {m.group('unit').lower()}", s)  # "once an hour", "hourly"
    s = _HOURLY.sub(lambda m: f"every 1 {_HOURLY_UNIT[m.group(0).lower()]}", s)
    for m in _EVERY.finditer(s):  # how often: "rotated every 90 days" / "Every 30 days"
        measure = _in_base(m.group("num"), m.group("unit"))
        if measure is not None:
            out.setdefault("every", []).append((*measure, f"every {m.group('num')} {m.group('unit')}"))
    for m in _BOUND.finditer(s):
        measure = _in_base(m.group("num"), m.group("unit"))
        if measure is not None:
            out.setdefault("bound", []).append((*measure, f"{m.group('num')} {m.group('unit')}"))
    for m in _CADENCE.finditer(s):  # "the 5-minute heartbeat interval" says how often, as "every 5 minutes" does
        measure = _in_base(m.group("num"), m.group("unit"))
        if measure is not None:
            out.setdefault("every", []).append((*measure, f"every {m.group('num')} {m.group('unit')}"))
    for m in _MEASURED_NOUN.finditer(s):
        measure = _in_base(m.group("num"), m.group("unit"))
        if measure is None and "-" in m.group(0) and m.group("unit").lower() in _COUNTED:
            measure = float(m.group("num")), m.group("unit").lower()  # "4-space indentation"
        noun = text.stem(m.group("noun").lower())
        if measure is not None and m.group("noun").lower() not in text.STOP and noun != "per":  # "10 MB per file"
            out.setdefault(_SAME_NOUN.get(noun, noun), []).append((*measure, m.group(0).strip(" -")))
    return out


def measures_a_noun(s: str) -> bool:
    """Whether a text measures a noun or gives a bound ("after a 10-minute delay", "over 8 MB"): a log
    line that does may contradict a statement of that measure."""
    return bool(_measured_nouns(s))


def other_measured(older: str, newer: str, how_often: bool = True, counts: bool = True) -> tuple[str, str] | None:
    """One noun measured once in each text, in the same dimension and to another value ("retry with a
    5-minute delay" / "a single retry, after a 15-minute delay"), or one bound ("capped at 50 MB" /
    "rejects any archive over 10 MB"), where the two share two more words."""
    old, new = _measured_nouns(older), _measured_nouns(newer)
    if not old.keys() & new.keys():
        return None
    # the words besides the measures, and how many the two must share, are the same for every noun
    words_a, words_b = (_content_words(_COUNTED_NOUN.sub(" ", counts_with_digits(_EVERY.sub(" ", _NOUN_OF_MEASURE.sub(
        " ", _BOUND.sub(" ", _MEASURED_NOUN.sub(" ", t))))))) for t in (older, newer))
    shared = {w for w in words_a if len(w) > 2} & set(words_b)
    least = MEASURED_SHARED - 1 if text.CHANGE.search(newer) else MEASURED_SHARED  # "… from now on"
    if len(shared) < least or _two_kinds(words_a, words_b):
        return None
    # a noun the two name before how often or a bound ("5-minute grace period" is a grace, not a cadence), each
    # in the statement's order: one reading, whatever the hash seed
    generic = ("every", "bound")
    for noun in [n for n in old if n in new and n not in generic] + [n for n in generic if n in old and n in new]:
        if len(old[noun]) != 1 or len(new[noun]) != 1:
            continue
        (a, dim_a, shown_a), (b, dim_b, shown_b) = old[noun][0], new[noun][0]
        if dim_a != dim_b or a == b:
            continue
        if noun.startswith("count:") and (not counts or _two_kinds(words_a, words_b, len(words_a) + len(words_b))
                                          or ENVIRONMENT_WORDS & set(words_a) ^ ENVIRONMENT_WORDS & set(words_b)):
            continue  # "… per anonymous client" / "… per authenticated client": two kinds counted
        if noun == "every" and not how_often:
            continue  # how often says nothing of what: "The launcher checks …" / "The anti-cheat module checks …"
        return shown_a, shown_b
    return None


def _content_words(s: str) -> list[str]:
    """The words of a text, stemmed, parts of written names apart ("webhook.shipstation")."""
    return [text.term(p) for w in text.words(s) for p in re.split(r"[._/-]+", w) if p and p not in text.STOP]


OPENING_WORDS = 4  # where a statement names what it is about


def _two_kinds(a: list[str], b: list[str], reach: int = OPENING_WORDS) -> bool:
    """A word both open on (or both say within `reach` words), each qualified with a word of its own:
    "API web workers" / "API cron workers", "… per anonymous client" / "… per authenticated client"."""
    before_a = {w: a[k - 1] for k, w in enumerate(a[:reach]) if k}
    before_b = {w: b[k - 1] for k, w in enumerate(b[:reach]) if k}
    return any(before_a[w] != before_b[w] and before_a[w] not in b and before_b[w] not in a
               for w in before_a.keys() & before_b.keys())


# -- a version pinned in a build line ------------------------------------------------------------

_NAMED_VERSION = re.compile(r"\b(?P<name>[A-Z][A-Za-z.+#-]*[A-Za-z+#])\s+v?(?P<ver>\d+(?:\.\d+)*)\b(?!\s*%)")
_PINNED_VERSION = re.compile(r"(?<![\w.-])(?P<name>[A-Za-z][A-Za-z.+#-]*[A-Za-z+#])\s*(?:==|=|@|:(?=\d))\s*v?"
                             r"(?P<ver>\d+(?:\.\d+)*)\b")  # "node=22.4.0", "pnpm@9", an image's tag "node:22-alpine"


def _runtime(name: str) -> str:
    """A runtime's name as two texts are compared by it: "Node.js" is "node"."""
    name = name.lower()
    return name[:-3] if name.endswith(".js") else name


def config_version(older: str, newer: str) -> str | None:
    """A pinned version in a config or build line ("ci/docs-build: node=22.4.0 pnpm=9.1.2") for a name
    the older gives one version of ("The docs site builds on Node 18"): another release line (18.2
    refines 18), and two words of what is built shared besides the name."""
    beside = _BESIDE_VERSIONS.search(newer) is not None
    old: dict[str, list[str]] = {}
    for m in _NAMED_VERSION.finditer(older):
        old.setdefault(_runtime(m.group("name")), []).append(m.group("ver"))
    found = list(_PINNED_VERSION.finditer(newer))
    if _SHOWN_VERSION.search(newer) and not _VERSION_APART.search(newer):  # "`python --version` prints Python 3.12.4"
        found += [m for m in _NAMED_VERSION.finditer(newer) if claims.technologies(m.group("name"))]
    for m in found:
        name, ver = _runtime(m.group("name")), m.group("ver")
        if len(old.get(name, [])) != 1:
            continue
        was = old[name][0]
        if ver == was or ver.startswith(was + ".") or was.startswith(ver + "."):
            continue
        shared = {text.term(w) for w in re.split(r"[\W_]+", older.lower()) if w and w not in text.STOP and w != name
                  and not w[0].isdigit()} & {text.term(w) for w in re.split(r"[\W_]+", newer.lower()) if w}
        image = _IMAGE.search(newer[max(0, m.start() - 16):m.start()]) is not None
        if beside and not image:
            continue  # several versions side by side; a service's image still says the one it runs on
        if len(shared) >= (1 if image else 2):  # what is built: "docs" and "build", not the project's name alone;
            # the runtime of a service's image ("api/Dockerfile: FROM node:22-alpine") for "The … API runs on Node.js 18"
            return f"{m.group('name')} {was} vs {ver}"
    return None


# The oldest version of a runtime a project supports, in the ways it is written: "The minimum supported
# Python version … is 3.8", "Node 18 is the oldest we support", "requires-python = \">=3.10\"",
# "python >= 3.10", "Python 3.10 or newer", "needs Go 1.22+".
_VER = r"v?(?P<ver>\d+(?:\.\d+)*)"
_FLOORS = (
    re.compile(r"\b(?:minimum|lowest|oldest|minimal)\s+(?:supported\s+|required\s+)?(?P<name>[A-Za-z][\w.+#-]*)\s+"
               r"version\b[^.;\d]{0,40}?\s(?:is|=|:)\s+(?:(?P=name)\s+)?" + _VER, re.I),
    # the oldest mobile release an app runs on, as its build settings give it: "IPHONEOS_DEPLOYMENT_TARGET = 16.0",
    # "platform :ios, '16.0'", "min_supported.ios = \"16.0\"" (Android's, an API level: `_ANDROID_FLOOR`)
    re.compile(r"\b(?P<name>IPHONEOS)_DEPLOYMENT_TARGET\s*[=:]\s*" + _VER
               + r"|\bplatform\s+:(?P<name2>ios),\s*['\"]" + _VER.replace("ver", "ver2")
               + r"|\bmin\w*[._](?P<name3>ios)\w*\s*[=:]\s*['\"]?" + _VER.replace("ver", "ver3"), re.I),
    # "The minimum supported CMake for building ccforge is 3.20": a tool's name, capitalised, for what
    re.compile(r"\b(?i:minimum|lowest|oldest|minimal)\s+(?i:supported\s+|required\s+)?(?P<name>[A-Z][\w.+#-]*)\s+"
               r"(?:for|of)\s[^.;\d]{0,40}?\s(?:is|=|:)\s+" + _VER),
    re.compile(r"\b(?P<name>[A-Za-z][\w.+#-]*)\s+" + _VER + r"\s+is\s+(?:the\s+)?(?:minimum|lowest|oldest|floor)\b", re.I),
    re.compile(r"\brequires?-(?P<name>[a-z][\w.+#-]*)\s*=\s*[\"']?\s*>=?\s*" + _VER, re.I),
    re.compile(r"(?<![\w.-])(?P<name>[A-Za-z][A-Za-z.+#-]*[A-Za-z+#])\s*>=\s*" + _VER),
    re.compile(r"\b(?P<name>[A-Za-z][\w.+#-]*)\s+" + _VER + r"\s*(?:\+|or\s+(?:newer|later|above|higher))", re.I),
    re.compile(r"\b(?P<name>[a-z]+)_minimum_required\s*\(\s*VERSION\s+" + _VER, re.I),  # CMakeLists.txt
    # "supports Android 9 as its minimum OS version", "(Android 10 now the floor)"
    re.compile(r"\b(?P<name>[A-Z][\w.+#-]*)\s+" + _VER + r"\s+as\s+(?:its|the|our)\s+(?:minimum|lowest|oldest)\b"),
    re.compile(r"\b(?P<name>[A-Z][\w.+#-]*)\s+" + _VER + r"\s+(?:is\s+)?(?:now\s+)?(?:the\s+)?(?:new\s+)?(?:floor|minimum)\b"),
)


# A runtime's compiler or package named for the runtime: "requires rustc 1.74 or newer" floors Rust
_RUNTIME_NAMES = {"rustc": "rust", "python3": "python", "cpython": "python", "openjdk": "java", "jdk": "java",
                  "golang": "go", "nodejs": "node", "node.js": "node", "iphoneos": "ios"}


# Android's floor in a build file or a statement is an API level: the release it belongs to ("minSdk = 31" is 12)
_ANDROID_FLOOR = re.compile(r"\bminSdk(?:Version)?\s*(?:=|:|\s)\s*(?P<api>\d{2})\b"
                            r"|\b(?:at\s+least|minimum|requires?)\s+(?:Android\s+)?API\s+level\s+(?P<api2>\d{2})\b", re.I)
_ANDROID_RELEASE = {21: "5", 22: "5", 23: "6", 24: "7", 25: "7", 26: "8", 27: "8", 28: "9", 29: "10", 30: "11", 31: "12",
                    32: "12", 33: "13", 34: "14", 35: "15", 36: "16"}


def _floors(s: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for pattern in _FLOORS:
        for m in pattern.finditer(s):
            named = {k: v for k, v in m.groupdict().items() if v}
            name = next(v for k, v in named.items() if k.startswith("name")).lower()
            out.setdefault(_RUNTIME_NAMES.get(name, name), next(v for k, v in named.items() if k.startswith("ver")))
    for m in _ANDROID_FLOOR.finditer(s):
        release = _ANDROID_RELEASE.get(int(m.group("api") or m.group("api2")))
        if release is not None:
            out.setdefault("android", release)
    return out


def other_floor(older: str, newer: str) -> tuple[str, str, str] | None:
    """(runtime, older floor, newer floor) when the two give the lowest supported version of one runtime
    differently ("The minimum supported Python version for pipkeeper is 3.8" / "pipkeeper's pyproject.toml
    declares requires-python = \">=3.10\""); "3.8.1" refines "3.8"."""
    old, new = _floors(older), _floors(newer)
    for name, was in old.items():
        ver = new.get(name)
        if ver is not None and ver != was and not ver.startswith(was + ".") and not was.startswith(ver + "."):
            return name, was, ver
    return None


# A version read off a running system: the command that prints it, or the word that reports it
_SHOWN_VERSION = re.compile(r"--version\b|\bversion\(\)|\b(?:prints|printed|reports|reported|shows|showed|returns|"
                            r"returned|answers|says)\b", re.I)
_VERSION_APART = re.compile(r"\b(?:locally|local\s+(?:dev|setup|machine)|laptop|staging|sandbox|dev\s+(?:box|env)|"
                            r"should|could|might|plan\w*|will|going\s+to|upgrade\s+to|latest|released|release\s+notes)\b",
                            re.I)
# "python=3.11,3.12 in the matrix" (but "the CI matrix now only tests 3.12")
_BESIDE_VERSIONS = re.compile(r"\bmatrix\b(?![^.;\n]{0,40}\bonly\b)|\b(?:also|too|both|as well)\b", re.I)
# What a service's image is built on: "FROM node:22-alpine", "bump the base image to python:3.12-slim"
_IMAGE = re.compile(r"(?:\bFROM|\b(?i:image)(?:\s+to)?|\b(?i:image):)\s+$")
