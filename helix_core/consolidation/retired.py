"""A value the note says is gone, and the one it names in its place.

"Results from the reference lab arrive on port 6661" / "… the reference lab sends its results to
port 6670 instead; 6661 has been closed", "All of the lab's HL7 interfaces run on Mirth Connect" /
"We finished cutting the ADT channels over to Rhapsody; the Mirth server is being decommissioned".
Saying the old value is closed, dropped, decommissioned or nowhere to be found is what tells an
update from a look-alike here: two statements about two things name two values, but neither
retires the other's. The newer value must be of the older's kind (a port for a port, a name for a
name) and either stand where the older's did (the same words around it) or follow a change ("over
to Rhapsody", "6670 instead").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .. import claims
from . import frames, text, verbs

MAX_STATEMENT = 400  # characters: the older must be one statement
MIN_SHARED = 2  # words (or names) a sentence of the note must share with the statement
SHARED_SHARE = 0.4  # … and at least this share of the statement's words
CONTEXT = 5  # words either side of a value that say what it is the value of

_UNIT = (r"ms|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|weeks?|months?|years?|"
         r"kb|mb|gb|tb|kib|mib|gib|%|percent|kgs?|kilos?|kilograms?|tonnes?|lbs?|px|pixels?|°c|°f|℃|℉|celsius|fahrenheit")
_VALUE = re.compile(
    r"(?P<time>\b\d{1,2}:\d{2})(?::\d{2}(?:\.\d+)?)?\b"  # a log line's seconds belong to its time
    r"|`(?P<code>[^`\n]{1,60})`"
    r"|(?P<ident>[a-z][\w+.-]*://[^\s,;)`'\"]+[\w/]|(?<![\w.])[A-Za-z0-9]\w*(?:[-_./:]\w+)+/?|"
    r"(?<![\w./])\.?[a-z][\w-]*/(?![\w/])|(?<![\w./])\.[a-z][\w-]*(?:\.[a-z]+)?(?![\w/])|\b(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z0-9]{2,}\b)"
    r"|(?P<num>(?<![\w.#])\d+(?:[.,]\d+)?)(?:\s?-?(?P<unit>" + _UNIT + r"))?\b"  # not "#2291", a ticket
    r"|(?P<name>\b[A-Z][\w+#]*(?:\s+[A-Z][\w+#]*)*)")
_MEASURE_TOKEN = re.compile(r"(?P<num>\d+(?:\.\d+)?)(?P<unit>" + _UNIT + r")", re.I)
# Words that say a value is gone, close before or after it in its clause.
_GONE = re.compile(r"\b(?:no longer|not|no|never|removed?|removing|drops?|dropped|dropping|decommission\w*|closed|"
                   r"deleted?|deleting|ditch(?:ed|ing)?|uninstall\w*|purged?|pull(?:ed|ing|s)?|took|tak(?:e|es|ing)|ripp(?:ed|ing)|"
                   r"strip(?:ped|ping|s)?|"
                   r"deprecat(?:e|es|ed|ing)|retir(?:e|es|ed|ing)|archiv(?:e|es|ed|ing)|instead|replac\w+|gone|formerly|legacy|switched off|turned off|"
                   r"disabled|nowhere|away from|torn down|tear(?:s|ing)? down|shut(?:s|ting)? (?:down|off)|spun down|read-only|"
                   r"powered (?:down|off)|(?:scheduled|slated|queued)\s+for\s+(?:deletion|removal|teardown|decommissioning|shutdown)|"
                   r"(?<=the )old|lapsed?|cancell?ed|converted|swapped|swapping|traded|revok(?:ed|ing)|wiped|offline|"
                   r"sunset(?:ted|ting)?|(?<=contract )(?:ended|expired|terminated|lapsed)|scaled\s+(?:down\s+)?to\s+(?:zero|0)|"
                   r"(?:no\s+longer|done\s+being)\s+maintained|unmaintained|end[\s-]of[\s-]life|"
                   r"(?<=is )out\s+of|(?<=are )out\s+of|(?<=is )off|(?<=are )off|(?<=fully )off|(?<=completely )off|(?<=entirely )off|(?<=is )out(?=\s*(?:[-–—,;]|$))|(?<=are )out(?=\s*(?:[-–—,;]|$)))\b|"
                   r"n't\b", re.I)  # "Tesseract is out of the doc pipeline", "bwa mem is out - every alignment …"
# Cues that say the value itself went, not that it is old, kept aside or not so
_WENT = re.compile(r"switched off|turned off|out|off|offline|ditch\w*|(?:scheduled|slated|queued)\s+for\s+\w+|lapsed?|cancell?ed|revok\w*|wiped|remov\w*|drop\w*|decommission\w*|retir(?:e|es|ed|ing)|shut\w* (?:down|off)|torn down|"
                   r"tear\w* down|uninstall\w*|delet\w*|sunset\w*|purged?|ripp\w*|spun down|powered (?:down|off)")
_MANY_PER_PROJECT = frozenset({"database", "cache", "objectstore", "coordination", "queue", "search", "language",
                               "framework", "frontend"})
_THING_GONE = frozenset({"wiped", "offline", "revoked", "revoking"})  # a tool or a name, never a figure ("wiped the 2 TB drive")
_DENIALS = frozenset({"not", "no", "never", "n't", "nowhere"})  # say a value is not so, not that it went
# a clause ends at "and" unless what follows still says what became of the value ("was drained and deleted")
# or what became of both ("retrofit2 and converter-moshi are deleted")
_CLAUSE = re.compile(r"[.;!?\n]|,\s|\s(?:and|but|while)\s(?!(?:then\s+|(?:[\w-]+\s+){1,3}(?:are|were|have\s+been|got)\s+)?"
                     r"(?:deleted|removed|dropped|retired|archived|decommissioned|uninstalled|shut|turned|switched|torn|wiped|"
                     r"revoked)\b)")
# "… over to Rhapsody", "… migrated the feed to Kafka", "port 6670 instead"
_IN_ITS_PLACE = re.compile(
    r"\b(?:over|moved|moving|migrated|migrating|switched|switching|ported|porting|cut|cutting|transitioned|"
    r"transitioning|changed|changing|replaced|swapped|swapping)\b(?:\s+[\w,&'-]+){0,8}?\s+(?:to|by|with|for)\s+"
    r"(?P<to>\S+(?:\s+[A-Z]\S*)?)|\b(?P<instead>\S+(?:\s+\S+)?)\s+instead\b", re.I)
# The work went elsewhere: "went over to Adyen", "rewritten on the Ktor client", "moved onto Airbyte"
_WORK_WENT = re.compile(r"\b(?:switch(?:ed|ing)|migrat(?:ed|ing)|mov(?:ed|ing)|replac(?:ed|ing)|port(?:ed|ing)|"
                        r"rewr(?:ote|itten)|rebuilt|over\s+to|cut\s*over|instead|in\s+favou?r\s+of)\b", re.I)
_ASIDE = re.compile(r"\s*\([^()]{0,60}\)")  # a bracketed aside: a tool's flags, an acronym spelled out
_SWAP = re.compile(r"\b(?:swap(?:s|ped|ping)?|replac(?:e|es|ed|ing)|traded|exchanged)\s+(?:out\s+)?(?:the\s+)?\S+"
                   r"(?:\s+\S+){0,2}?\s+(?:out\s+)?(?:for|with|by)\s+\S+", re.I)
# Capitalised words that name a time, not a thing ("After the upgrade in February …").
_WHEN = frozenset("january february march april may june july august september october november december monday "
                  "tuesday wednesday thursday friday saturday sunday today tomorrow yesterday".split())
_WORD = re.compile(r"[A-Za-z][\w.+#-]*[\w+#]")
# Roles of a tool that keeps data: one kind may follow the other ("held in Redis" / "pulls … from DynamoDB").
KEEPING = {"cache": "store", "database": "store", "objectstore": "store", "coordination": "store"}  # etcd keeps keys too
_PLAIN = frozenset("use used uses using via through set sets configured config value default current currently "
                   "now today new".split())


@dataclass(frozen=True)
class _Value:
    kind: str  # time, ident, number, name, measure:<dimension>
    key: str
    shown: str
    start: int
    end: int


def _starts_sentence(s: str, at: int) -> bool:
    before = s[:at]
    return not before.strip(" \"'(*-") or re.search(r"[.!?:;\n]\s*[\"'(*-]*$", before) is not None


_LIBRARY = re.compile(r"\bthe\s+(?P<x>[a-z][a-z0-9]*(?:[.-][a-z0-9]+)*)\s+(?:library|package|gem|crate|npm\s+package|"
                      r"python\s+package|module|sdk|bindings|wrapper)\b")


def values_of(s: str) -> list[_Value]:
    """The written values of a text: times, code, names with digits or separators, numbers with their
    units, capitalised names (a sentence's first word only when a second capitalised word follows)."""
    out = []
    for m in _VALUE.finditer(s):
        if m.group("time"):
            out.append(_Value("time", m.group("time").zfill(5), m.group(0), m.start(), m.end()))
        elif m.group("code") is not None:
            out.append(_Value("ident", m.group("code").lower(), m.group(0), m.start(), m.end()))
        elif m.group("ident"):
            measured = _MEASURE_TOKEN.fullmatch(m.group(0))  # "60kg", "12h": a number and its unit in one token
            dimension = claims.unit_dimension(measured.group("unit")) if measured else None
            if measured and dimension:
                base = claims.in_base_unit(measured.group("num"), measured.group("unit"))
                out.append(_Value("measure:" + dimension, f"{base:g}", m.group(0), m.start(), m.end()))
            else:
                out.append(_Value("ident", m.group(0).lower(), m.group(0), m.start(), m.end()))
        elif m.group("num"):
            num, unit = m.group("num"), (m.group("unit") or "").lower()
            dimension = claims.unit_dimension(unit) if unit else None
            if dimension:
                out.append(_Value("measure:" + dimension, f"{claims.in_base_unit(num, unit):g}", m.group(0),
                                  m.start(), m.end()))
            else:
                out.append(_Value("number", num.replace(",", ""), m.group("num"), m.start(), m.start() + len(num)))
        elif m.group("name"):
            parts = m.group("name").split()
            if _starts_sentence(s, m.start()):
                parts = parts[1:]  # "Results from …": a capital that only opens a sentence is no name
            parts = [p for p in parts if p.lower() not in text.STOP and p.lower() not in _WHEN]
            if parts:
                shown = " ".join(parts)
                out.append(_Value("name", shown.lower(), shown, m.end() - len(shown), m.end()))
    taken = [(v.start, v.end) for v in out]
    for m in _LIBRARY.finditer(s):  # "the sharp library": a name in lower case, said to be a library
        if m.group("x").lower() not in text.STOP and not any(a < m.end("x") and m.start("x") < b for a, b in taken):
            out.append(_Value("name", m.group("x").lower(), m.group("x"), m.start("x"), m.end("x")))
            taken.append((m.start("x"), m.end("x")))
    for m in _WORD.finditer(s):  # a known tool written in lower case ("wkhtmltopdf", "crontab")
        canonical = _tool(m.group(0))
        if canonical is not None and not any(a < m.end() and m.start() < b for a, b in taken):
            out.append(_Value("name", canonical, m.group(0), m.start(), m.end()))
    return out


@lru_cache(maxsize=8192)
def _tool(word: str) -> str | None:
    """The known tool one word names, in its canonical spelling ("crontab" → "cron"), or None (cached:
    every word of every compared text is asked)."""
    known = claims.technologies(word)
    names = {name for found in known.values() for name in found}
    return next(iter(names)) if len(names) == 1 else None


def _words(s: str, values: list[_Value]) -> set[str]:
    """What a text speaks of besides its values."""
    written = {w for v in values for w in text.words(v.shown)}
    # "robot-to-controller messaging" speaks of robots and the controller, written as one word or not
    words = [p for w in text.words(s) for p in (w.split("-") if re.fullmatch(r"[a-z]+(?:-[a-z]+)+", w) else [w])
             if p not in written or "-" in w]
    return {text.term(w) for w in words if w not in text.STOP and w not in text.NEGATIONS and len(w) > 2
            and w not in written and not w[0].isdigit() and w not in _PLAIN}


def _around(s: str, v: _Value) -> set[str]:
    words = text.words(s[:v.start])[-CONTEXT:] + text.words(s[v.end:])[:CONTEXT]
    return {text.term(w) for w in words if w not in text.STOP and len(w) > 2 and not w[0].isdigit()
            and w not in _PLAIN}


_LEAD = re.compile(r"(?:^|\s)(?P<w>through|via|on|in|with|by|from|into|to|at|under|inside|within)\s+"
                   r"(?:the\s+|an?\s+|our\s+)?$", re.I)


def _led(s: str, v: _Value) -> str | None:
    """The preposition that leads to a value ("fetched through EasyPost" / "goes through the Shippo SDK");
    "in", "under" and "inside" all say where."""
    m = _LEAD.search(s[:v.start])
    word = m.group("w").lower() if m else None
    return "in" if word in ("in", "under", "inside", "within", "at") else word


def _name_pattern(v: _Value) -> str:
    """A pattern of the value as a note may write it: "PrusaSlicer" as "prusa-slicer" or "prusa slicer",
    "BWA-MEM" as "bwa mem"."""
    camel = re.split(r"(?<=[a-z])(?=[A-Z])", v.shown.strip("`'\""))
    if v.kind == "name" and len(camel) > 1:
        return "[-_ ]?".join(re.escape(p.lower()) for p in camel)
    if v.kind == "ident" and re.fullmatch(r"[a-z][a-z0-9]*(?:[-_][a-z0-9]+){1,2}", v.key):
        return "[-_ ]".join(re.escape(p) for p in re.split(r"[-_]", v.key))  # "BWA-MEM" written "bwa mem"
    return re.escape(v.key)


def _retired(v: _Value, note: str) -> str | None:
    """The word by which the note names the value as gone, if it does: "the Mirth server is being
    decommissioned", "6661 has been closed", "drops the OneSignal client", "Looker has no experiment
    dashboards"."""
    keys = [v.key] + ([p for p in v.key.split() if len(p) > 3] if v.kind == "name" and " " in v.key else [])
    keys += [w.lower() for w in _WORD.findall(note) if w.lower() != v.key and _tool(w) == v.key]  # "crontab" is cron
    if v.kind == "name" and re.fullmatch(r"[a-z]{4,}db", v.key):
        keys.append(v.key[:-2])  # "Influx" for InfluxDB, "Mongo" for MongoDB
    low = note.lower()
    patterns = [re.escape(key) for key in keys]
    spelled = _name_pattern(v)  # "prusa-slicer" for "PrusaSlicer"; the key itself otherwise, already there
    for pattern in patterns if spelled in patterns else [*patterns, spelled]:
        # "retrofit2" is Retrofit, "influxdb-client" its client library
        version = r"(?:\d{1,2})?(?:-(?:client|sdk|driver|connector))?" if re.search(r"[a-z]{4}$", pattern) else ""
        # ".env" is not ".env.example"; a bare number is none of "3/3" or "10:04:03"
        edge = r"/:" if v.kind == "number" else ""
        for m in re.finditer(rf"(?<![\w.{edge}-])" + pattern + version + rf"(?![\w{edge}-]|\.\w)", low):
            before = " ".join(_CLAUSE.split(note[:m.start()])[-1].split()[-6:])
            after = " ".join(_CLAUSE.split(note[m.end():])[0].split()[:6])
            # a cue inside a name is none ("remindly-legacy uses Twilio")
            cues = [c for c in (*_GONE.finditer(before), *_GONE.finditer(after))
                    if not re.search(r"[\w-]-$|_$", c.string[:c.start()])
                    and (v.kind in ("name", "ident") or c.group(0).lower() not in _THING_GONE)]
            if cues:
                return cues[0].group(0).lower()
    return None


_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def _new(x: _Value, y: _Value, older: str, older_keys: set[str]) -> bool:
    """Whether y can stand for x: the same kind, not said by the older, not two kinds of tool."""
    if y.kind != x.kind or y.key in older_keys or y.key in older.lower():
        return False
    if _DATE.fullmatch(y.key) and not _DATE.fullmatch(x.key):
        return False  # a listing's date beside the statement's bucket is when it was made, not what replaced it
    if x.kind == "name":
        old_tech, new_tech = claims.technologies(x.shown), claims.technologies(y.shown)
        # a cache is no database, yet a store that is gone may be followed by one of the other kind
        kept_old, kept_new = ({KEEPING.get(role, role) for role in tech} for tech in (old_tech, new_tech))
        return not (old_tech and new_tech and not kept_old & kept_new)
    return True


_BOTH = re.compile(r"\bboth\s+(?:the\s+)?([\w-]+)\s+and\s+(?:the\s+)?([\w-]+)", re.I)


def _same_role(x: _Value, older: str, newer: str, least: int = MIN_SHARED) -> str | None:
    """A known tool of the retired one's role that the note names and the statement does not (the
    role is what ties the two: "Our CI runs on Jenkins" / "We've been on GitHub Actions since March"),
    in a note that shares `least` words of the statement."""
    roles = {KEEPING.get(role, role) for role in claims.technologies(x.shown)}  # a cache may give way to a database
    if not roles:
        return None
    old_values, new_values = values_of(older), values_of(newer)
    about = {w for w in _words(older, old_values) if not verbs.is_base(w) and verbs.base_form(w) is None}
    # the statement's other names said again tie the note to it too ("Salesforce and Zendesk data is loaded …
    # by Fivetran" / "… both the Salesforce and the Zendesk connectors run on our self-hosted Airbyte")
    named = {v.key for v in old_values if v.kind in ("name", "ident") and v.key != x.key} \
        & {v.key for v in new_values if v.kind in ("name", "ident")}
    if len(about & _words(newer, new_values)) + len(named) < min(least, len(about) + len(named)):
        return None  # the tool retired from something else ("Migrated billing off PostgreSQL" / "The ledger …")
    said = claims.tool_names(older)
    for sentence in text.SENTENCE_BREAK.split(newer):
        # "both the Salesforce and the Zendesk connectors": the statement's own names, not two tools side by side
        pair = _BOTH.sub(lambda m: " " if {m.group(1).lower(), m.group(2).lower()} <= named else m.group(0), sentence)
        if text.BESIDE.search(pair):
            continue  # "… also on Temporal": one beside the other
        for role, names in claims.technologies(sentence).items():
            if KEEPING.get(role, role) in roles and names - said:
                return sorted(names - said)[0]
    return None


def retires_a_value(older: str, newer: str) -> bool:
    """Whether the note says a value of the statement is gone ("Deleted the last RocksDB code paths"
    for "… symbol tables in RocksDB"): no second sighting of the statement, whatever replaces it."""
    return len(older) <= MAX_STATEMENT and any((cue := _retired(x, newer)) is not None and cue not in _DENIALS
                                               for x in values_of(older) if x.kind in ("name", "ident"))


def replaced(older: str, newer: str) -> tuple[str, str, bool] | None:
    """The older statement's value the newer note retires, the value it names in its place, and
    whether the note tells a change (a value closed, dropped, replaced) rather than only denies one
    ("… with the DWB controller, not MPPI")."""
    if len(older) > MAX_STATEMENT or re.search(r"\b(?:not|never|no)\b|n't\b", older, re.I):
        return None  # a rule's negation is `frames`' to read
    old_values = values_of(older)
    old_keys = {v.key for v in old_values}
    old_words = _words(older, old_values)
    sentences: list[tuple[str, list[_Value], set[str]]] | None = None
    for x in old_values:
        cue = _retired(x, newer)
        if cue is None:
            continue
        changed = cue not in _DENIALS or text.CHANGE.search(newer) is not None
        # a tool said gone ("shut down the Mongo replica set") needs one word of what it served in the note
        successor = _same_role(x, older, newer, 1 if cue not in _DENIALS else MIN_SHARED)
        if successor is None and _WENT.fullmatch(cue) and _WORK_WENT.search(newer) \
                and not set(claims.technologies(x.shown)) & _MANY_PER_PROJECT:
            # the tool itself went and the note names where the work went: a project has one tool of such a
            # role, so that ties it to the statement whatever words it uses for the work ("card processing
            # went over to Adyen; the Stripe keys have been revoked" for "ticket purchases are charged through
            # Stripe"); a project keeps data in many stores, so a store needs the statement's words
            successor = _same_role(x, older, newer, 0)
        if successor is None and x.kind == "name" and _WENT.fullmatch(cue):
            successor = _took_over(x, older, newer, old_keys)  # "… lapse" / "texts go out via Amazon SNS from now on"
        if successor is not None:  # "… the Jenkins box is gone" beside "on GitHub Actions since March"
            return x.shown, successor, changed
        if sentences is None:  # read once, and only for a note that retires a value
            sentences = [(sentence, values, _words(sentence, values)) for sentence in text.SENTENCE_BREAK.split(newer)
                         if len(sentence) <= MAX_STATEMENT and not text.BESIDE.search(sentence)
                         for values in (values_of(sentence),)]
        around_x, led_x, x_pattern = _around(older, x), _led(older, x), _name_pattern(x)
        for sentence, values, words in sentences:
            names = {v.key for v in values if v.kind in ("name", "ident")} & old_keys - {x.key}
            shared = (old_words & words) | names
            # a swap that names the old value itself ("Swapped python-markdown out for markdown-it-py") is
            # tied to the statement by it: one more shared word will do
            swap = _SWAP.search(sentence)
            in_swap = re.search(x_pattern, swap.group(0).lower()) if swap is not None else None
            swapped = in_swap is not None
            # "Replaced Redux with Zustand": the swap's object is the value itself
            named_swap = swapped and re.match(rf"\S+\s+(?:out\s+)?(?:the\s+)?{x_pattern}\b", swap.group(0), re.I)
            # a terse note that says the value itself went speaks of the statement: one word of it will do
            terse = len(newer) <= TERSE_NOTE and _WENT.fullmatch(cue) is not None and bool(shared)
            if not (swapped and (shared or x.kind == "ident" or named_swap)) and not terse \
                    and (len(shared) < MIN_SHARED or len(shared) < SHARED_SHARE * len(old_words)):
                continue  # the sentence speaks of something else
            if swap is not None and in_swap is not None:  # "… out for mistune": the word the swap names, written or not
                after = re.search(r"\b(?:for|with|by)\s+(?P<y>[\w.+#-]*\w)", swap.group(0)[in_swap.end():])
                if after is not None and after.group("y").lower() not in text.STOP and after.group("y").lower() not in older.lower():
                    return x.shown, after.group("y"), changed
            for y in values:  # where the old value stood: the same words around it
                if y.shown.strip("`'\"").startswith("-"):
                    continue  # a flag the tool runs with ("bcl-convert runs with `--no-lane-splitting true`")
                if _new(x, y, older, old_keys) and (around_x & (_around(sentence, y) | names)
                                                    or led_x is not None and led_x == _led(sentence, y)):
                    return x.shown, y.shown, changed
            # after a change: "over to Rhapsody", "6670 instead", "minimap2 (-ax sr) instead"
            for m in _IN_ITS_PLACE.finditer(_ASIDE.sub("", sentence)):
                for y in values_of("to " + (m.group("to") or m.group("instead"))):
                    if _new(x, y, older, old_keys):
                        return x.shown, y.shown, changed
        taken = _TAKEN_ON.search(newer) if cue not in _DENIALS else None
        if taken is not None and taken.group("y").lower() not in older.lower() \
                and old_words - {x.key} & _words(newer, values_of(newer)):
            # a provider taken on where the statement's is closed, in a note about the same work: "Finance
            # signed with Paymentus; … every ticket payment goes through them and the Stripe account gets closed"
            return x.shown, taken.group("y"), changed
    return None


# What the work is done with from now on: "goes through headless LibreOffice from here on", "on the new
# SvelteKit dashboard since the start of harvest"
_FROM_NOW = re.compile(r"\b(?:going\s+forward|from\s+(?:here|now|then)\s+on|starting|since|as\s+of|from\s+the\s+next|"
                       r"now|fully)\b", re.I)
_BY_MEANS = re.compile(r"\b(?:through|via|with|using|on|onto|by|served\s+from)\s+(?:(?:the|a|an|our|new|headless|hosted|managed|"
                       r"self-hosted)\s+){0,2}$", re.I)


def _took_over(x: _Value, older: str, newer: str, old_keys: set[str]) -> str | None:
    """A tool the note names as what the work runs through from now on, when the statement's tool went
    ("We let the Twilio contract lapse. Arrival texts go out via Amazon SNS starting with October")."""
    for sentence in text.SENTENCE_BREAK.split(newer):
        if _FROM_NOW.search(sentence) is None or text.BESIDE.search(sentence):
            continue
        for y in values_of(sentence):
            if y.kind == "name" and _new(x, y, older, old_keys) and _BY_MEANS.search(sentence[:y.start]):
                return y.shown
    return None


# A provider or vendor taken on by name, known or not: "signed with Paymentus", "onboarded onto Adyen"
_TAKEN_ON = re.compile(r"\b(?:signed\s+(?:a\s+contract\s+)?with|contracted\s+with|onboarded\s+(?:onto|with)|"
                       r"went\s+with|chose|picked)\s+(?P<y>[A-Z][\w.&-]*\w)")


# The note says the statement's value is not there at all, the value itself the thing that is missing or
# gone ("there is no Redux in the app", "ios/certs holds nothing", "Archived analytics-dbt on GitHub").
_ABSENT_BEFORE = re.compile(
    r"(?:\b(?:moved|migrated|pulled|took|taken|moving|migrating)\s+(?:[\w-]+\s+){0,4}?out\s+of|"  # "migrated all runbooks out of Confluence"
    r"\b(?:nothing|no\s+(?:[\w-]+\s+){0,2}?)(?:called|named)|"  # "finds nothing called prereq_rules", "lists no table named episodes"
    r"\bnot\s+found:|"  # "`pip show pytz` -> WARNING: Package(s) not found: pytz"
    # database clients: "Did not find any relation named "lenders"", "no such table: haulers"
    r"\bdid\s+not\s+find\s+any\s+(?:[\w-]+\s+){0,2}?(?:named|called)|"
    r"\bno\s+such\s+(?:table|column|relation|file\s+or\s+directory|bucket|queue|topic|index)(?::|\s+named)?|"
    r"\b(?:there\s+is|there's|there\s+are|has|have|with)\s+no|\bno|\bwithout|\b(?:removed|deleted|dropped|drop|"
    r"archived|retired|decommissioned|uninstalled|ripped\s+out|got\s+rid\s+of|killed)(?:\s+the|\s+our|\s+all)?)"
    r"\s+(?:more\s+|longer\s+an?\s+|old\s+|remaining\s+|trace\s+of\s+|sign\s+of\s+)?$", re.I)
_ABSENT_AFTER = re.compile(
    r"^\s*(?:(?:is|are|was|were|has\s+been|have\s+been|got|gets)\s+(?:now\s+|since\s+been\s+)?(?:gone|removed|"
    r"deleted|dropped|archived|retired|decommissioned|empty|unused|dead)|holds?\s+nothing|is\s+empty|"
    r"went\s+away|disappeared|was\s+dropped|(?:is|are)\s+out\s+of|(?:is|are)\s+(?:no\s+longer|done\s+being)\s+maintained|"
    r"(?:no\s+longer|doesn't|does\s+not|don't|do\s+not)\s+(?:exists?|appears?)|exists?\s+nowhere|"
    r"(?:\w+\s+){0,2}(?:exists?|left|remains?)\s+(?:in|anywhere|any\s*more|$)|"
    r"(?:->|:|—|–)?\s*(?:command\s+)?not\s+found\b|"  # "`wxctl add` -> command not found"
    r"(?:removed|deleted|decommissioned|retired|uninstalled|torn\s+down)(?=\s*(?:[,.;]|$)))", re.I)  # "… daemonset deleted."
# Nouns after a value that still name the value itself ("no pallet_slots table", "no click import").
_ITSELF = frozenset("name table tables folder folders directory directories dir repo repository repositories import imports "
                    "dependency dependencies package packages library module modules binary server servers instance "
                    "instances cluster code service bucket queue topic file files daemonset deployment deployments fleet "
                    "agent agents container containers workers integration version versions rule rules path paths "
                    "config configs workspace setup plugin plugins sdk account accounts license licence subscription "
                    "copy build builds image images adapter driver provider tenant backend port target targets command commands "
                    "channel channels list sidecar sidecars proxy gateway wrapper bridge client clients connector "
                    "connectors exporter exporters job jobs pod pods vm vms node nodes step task tasks hook hooks".split())
# Words after a value that say when or how wholly, not what it is part of ("ripped out Chart.js last sprint")
_WHEN_WORDS = frozenset("last this yesterday today earlier recently entirely completely altogether everywhere "
                        "anymore sprint week month quarter".split())
# A value pulled out by a verb and its particle around it: "ripped sqlite out of the image", "took Redis out"
_PULLED = re.compile(r"\b(?:ripped|ripping|pulled|pulling|took|taking|stripped|stripping|tore|tearing|yanked|yanking)"
                     r"(?:\s+(?:the|our|all|its))?\s*$", re.I)
_OUT = re.compile(r"\s*(?:out|off)\b(?!\s+(?:to|for|with)\b)", re.I)
_ITSELF_LEAD = re.compile(r"^\s*(?:" + "|".join(sorted(_ITSELF)) + r")\b", re.I)  # "no pallet_slots table exists"
_ABSENT_CHANGE = frozenset({"removed", "deleted", "dropped", "drop", "archived", "retired", "decommissioned", "uninstalled",
                            "ripped", "got", "killed", "gone", "ripping", "pulled", "pulling", "took", "taking",
                            "stripped", "stripping", "tore", "tearing", "yanked", "yanking"})


# Words of a name that name its maker or its form, not the thing: "HashiCorp Vault" is said "Vault",
# "the Scandit SDK" "Scandit"; "AWS S3" is said "S3".
_NOT_THE_NAME = frozenset("amazon aws google gcp azure microsoft apache hashicorp oracle ibm meta cloud sdk api apis "
                          "db server service library lib framework engine platform the".split())
MIN_PART = 4  # letters of a part of a name said alone
TERSE_NOTE = 160  # characters: a note this short that says a statement's tool is gone speaks of the statement


def name_parts(name: str) -> list[str]:
    """The parts of a name of several words that may be said alone."""
    parts = name.split()
    if len(parts) < 2:
        return []
    return [p for p in parts if p not in _NOT_THE_NAME and (len(p) >= MIN_PART or re.search(r"\d", p))
            and p not in text.STOP and not claims.unit_dimension(p)]


# Where a tool was dropped from: "from the analytics image" names another owner, "from the dependency
# list" only where tools are listed
_FROM_WHERE = re.compile(r"\b(?:from|out\s+of|in)\s+(?:the\s+|our\s+|its\s+|their\s+)?(?P<where>[\w-]+(?:\s+[\w-]+){0,2})",
                         re.I)
_WHERE_TOOLS_ARE = frozenset(text.term(w) for w in "repo repository codebase code build builds dependency dependencies "
                             "deps list requirements stack project monorepo tree lockfile package packages manifest "
                             "dockerfile pipeline setup".split())


def _elsewhere(clause: str, about: set[str]) -> bool:
    """Whether the clause after a gone tool names a place of its own it went from ("Removed PostgreSQL
    from the analytics image"), neither the statement's words nor where tools are listed."""
    m = _FROM_WHERE.search(clause)
    if m is None:
        return False
    words = {text.term(w) for w in text.words(m.group("where")) if w not in text.STOP and w not in _WHEN_WORDS
             and w not in _WHEN}
    return bool(words - about - _WHERE_TOOLS_ARE)


# A tool said by its client library's package name: "twilio-python", "python-twilio", "stripe-node"
_SDK_OF = r"(?:(?:python|py|node|go|ruby)-)?(?:{name})(?:-(?:python|py|node|js|go|ruby|sdk|client))?"


def _spelled(key: str) -> str:
    """A name as a pattern that also meets it singular or plural ("WebSockets" / "the WebSocket path")."""
    if len(key) >= 5 and key.isalpha():
        return re.escape(key.removesuffix("s")) + "s?"
    return re.escape(key)


_LAST_TOOL = re.compile(r"\b(?:using|with|via|through)\s+(?P<v>[a-z][\w.-]*[a-z0-9])\s*\.?\s*$")


def says_gone(note: str) -> bool:
    """Whether a note, a log line or not, says a written or capitalised name is missing or gone
    ("Archived analytics-dbt on GitHub", "Dropped Scandit from the build"): such a line may contradict a
    statement that names it."""
    for v in values_of(note):
        if v.kind in ("ident", "name"):
            rest = _ITSELF_LEAD.sub("", note[v.end:], count=1)
            if _ABSENT_BEFORE.search(_CLAUSE.split(note[:v.start])[-1]) or _ABSENT_AFTER.match(rest):
                return True
    return False


_CUE_WORDS = frozenset("there is are was were has have had no more longer removed deleted dropped archived retired "
                       "decommissioned uninstalled ripped out got rid killed gone empty unused dead holds nothing "
                       "exists exist left remains we i they prod production".split())


def _bare(clause: str) -> bool:
    """Whether a clause says nothing but that a value went ("We retired RabbitMQ last sprint")."""
    return not {w for w in text.words(clause) if w not in text.STOP and w not in _CUE_WORDS and w not in _WHEN_WORDS
                and w not in _ITSELF and len(w) > 2 and not w[0].isdigit() and _tool(w) is None}


def _successor(x: _Value, older: str, newer: str) -> bool:
    """Whether the note names another tool of the gone one's role ("cutover to MOTIS … OTP is gone")."""
    roles = claims.technologies(x.shown)
    said = claims.tool_names(older)
    return any(names - said for role, names in claims.technologies(newer).items() if role in roles)


_IF_NONE = re.compile(r"\b(?:when|whenever|if|unless|until|where)\s+(?:there\s+is\s+|there's\s+)?(?:no|without)\s*$",
                      re.I)


def absent(older: str, newer: str) -> tuple[str, bool] | None:
    """The statement's value the note says is missing or gone, itself and not a part of it, and whether
    the note tells that as a change ("Archived analytics-dbt" after "The dbt models live in the
    analytics-dbt repository") rather than a finding ("there is no Redux in the app"). A plain name needs
    one word of the statement beside it in the note; a written identifier or path is tie enough."""
    if len(older) > MAX_STATEMENT or re.search(r"\b(?:not|never|no|without)\b|n't\b", older, re.I):
        return None  # a rule's negation is `frames`' to read
    values = [v for v in values_of(older) if v.kind in ("name", "ident")]
    tail = _LAST_TOOL.search(older)  # "… parses its arguments with click": a tool in lower case, the statement's last word
    if tail is not None and not any(v.start <= tail.start("v") < v.end for v in values):
        values.append(_Value("name", tail.group("v").lower(), tail.group("v"), tail.start("v"), tail.end("v")))
    about = _words(older, values_of(older))
    low = newer.lower()
    for x in values:
        if x.kind == "name" and x.start < len(older) // 3 and not claims.technologies(x.shown):
            continue  # the statement's own subject ("The Munchly app …"), not its value
        after_x = text.words(older[x.end:])[:1]
        keys = [x.key.rstrip("/")] + (name_parts(x.key) if x.kind == "name" else [])  # "AWS S3" is said "S3"
        canonical = _tool(x.shown) if x.kind == "name" else None
        if canonical is not None:  # "OTP" is OpenTripPlanner
            keys += [w.lower() for w in _WORD.findall(newer) if w.lower() not in keys and _tool(w) == canonical]
        pattern = _SDK_OF.format(name="|".join(_spelled(key) for key in keys)) if x.kind == "name" \
            else "|".join(_spelled(key) for key in keys)
        for m in re.finditer(r"(?<![\w.-])(?:" + pattern + r")/?(?![\w-])", low):
            clause_before = _CLAUSE.split(newer[:m.start()])[-1].rstrip("`'\"")
            rest = newer[m.end():].lstrip("`'\"")  # "`cw orders resend` is gone"
            nxt = text.words(rest)[:1]
            # "we ripped sqlite out of …", "ripped the Okapi sidecar out"
            pulled = _PULLED.search(clause_before) if _OUT.match(_ITSELF_LEAD.sub("", rest, count=1)) else None
            if pulled is None and nxt and nxt[0] not in _ITSELF and nxt != after_x and _ABSENT_AFTER.match(rest) is None:
                if nxt[0] not in text.STOP and nxt[0] not in _WHEN_WORDS and not re.match(r"\s*[,;.]", rest):
                    continue  # "the Redis cache warmup job": the value names something else
            before = _ABSENT_BEFORE.search(clause_before) or pulled
            after = _ABSENT_AFTER.match(_ITSELF_LEAD.sub("", rest, count=1))
            if before is None and after is None or before is not None and _IF_NONE.search(clause_before):
                continue  # "… still blocked when no DEA on file": a condition, not a finding
            terse = len(newer) <= TERSE_NOTE and not _elsewhere(_CLAUSE.split(rest)[0], about)
            if x.kind == "name" and not about & _words(newer, values_of(newer)) and not terse \
                    and not _successor(x, older, newer) and not _bare(_CLAUSE.split(rest)[0] + " " + clause_before):
                continue  # a tool dropped from something else; not when the note names its successor or
                # speaks of nothing but the tool ("We retired RabbitMQ last sprint")
            cue = (before or after).group(0).lower().split()  # type: ignore[union-attr]
            changed = bool(_ABSENT_CHANGE & set(cue)) or text.CHANGE.search(newer) is not None
            return x.shown, changed
    return None


# A change toward another tool: "migrating booking confirmation events onto Kafka", "Swapped the resize path
# over to libvips", "finished the cutover to MOTIS"
_TOWARD = re.compile(r"\b(?:migrat\w*|mov(?:ed|ing|es)|switch\w*|port(?:ed|ing)|swapp\w*|cut(?:ting)?|cutover|"
                     r"transition\w*|rewr(?:ote|itten|iting)|replatform\w*)\b(?P<what>[^.;]{0,60}?)\s+"
                     r"(?:over\s+to|onto|to|into|on\s+to|out\s+for)\s+(?P<to>[^.;,]{1,40})", re.I)


_GENERIC_WORDS = frozenset(text.term(w) for w in "service services app application system data code project".split())


def moved_toward(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's tool, the one a note says something moved to) when they share a role and the
    note, never naming the old tool beside the new, shares a word of what the statement is about
    ("Booking confirmations are published through RabbitMQ" / "We finished migrating booking
    confirmation events onto Kafka")."""
    if len(older) > MAX_STATEMENT or re.search(r"\b(?:not|never|no|without)\b|n't\b", older, re.I):
        return None
    old_tech = claims.technologies(older)
    if sum(len(names) for names in old_tech.values()) != 1:
        return None  # one tool: the one the statement is about
    (role, names), = old_tech.items()
    old = next(iter(names))
    about = {w for w in _words(older, values_of(older)) if not verbs.is_base(w) and verbs.base_form(w) is None} \
        - _GENERIC_WORDS
    for sentence in text.SENTENCE_BREAK.split(newer):
        if frames.tentative(sentence):
            continue
        for m in _TOWARD.finditer(sentence):
            first = m.group("to").split()[0].lower()
            if verbs.is_base(first) and first not in ("use", "using"):
                continue  # "Cut the dashboard over to read analytics from BigQuery": what it does, not where it went
            new = claims.technologies(m.group("to")).get(role, set()) - {old}
            if not new or any(_tool(w) == old for w in _WORD.findall(m.group("to"))):
                continue
            origin = re.search(r"\bfrom\s+(?P<o>[\w.+#-]+(?:\s+[\w.+#-]+)?)", m.group("what"))
            if origin is not None and claims.technologies(origin.group("o")) and \
                    old not in {n for ns in claims.technologies(origin.group("o")).values() for n in ns}:
                continue  # "Moved the forum service from MySQL to MongoDB": a move of something else
            # what is moved may be named by the tool's role ("Swapped the SMS provider over to Vonage")
            named_role = role in {text.term(w) for w in text.words(m.group("what"))}
            if about & _words(sentence, values_of(sentence)) or named_role \
                    or _retired(_Value("name", old, old, 0, 0), newer):
                return old, sorted(new)[0]
    return None


_KEPT_PLACE = r"(?P<place>`[^`\n]{2,60}`|[a-z][\w+.-]*://[^\s,;)`]+\w/?|[A-Za-z0-9/~][\w.-]*[_./-][\w./-]*\w)"
_KEPT_VERB = r"(?:stored|kept|saved|written|recorded|persisted|logged|held|archived|loaded|go|goes|land|lands)"
_KEPT_IN = re.compile(rf"^\s*(?P<what>[^,;:]{{3,80}}?)\s+(?:is|are|get|gets|got|were|was)?\s*(?:now\s+|all\s+)?"
                      rf"{_KEPT_VERB}\s+(?:in|into|to|under|inside)\s+(?:the\s+|a\s+)?{_KEPT_PLACE}", re.I)


def kept_elsewhere(older: str, newer: str) -> tuple[str, str] | None:
    """Where the statement says something is kept and the other place a clause of the note keeps the
    same thing ("Completed orders are stored in the `order_history` table" / "Completed orders get
    written to `fulfilled_orders`"): the same words name what is kept, the places are written names."""
    if len(older) > MAX_STATEMENT:
        return None
    old = _KEPT_IN.match(older)
    if old is None:
        return None
    what = _words(old.group("what"), [])
    old_place = old.group("place").strip("`").lower()
    if not what or old_place in newer.lower():
        return None
    for clause in re.split(r"[.;!?]\s+|,\s+(?:and|but|while)\s+", newer):
        new = _KEPT_IN.match(clause)
        said = _words(new.group("what"), []) if new is not None else set()
        # the same thing, or part of its words ("itinerary PDFs" for "Generated itinerary PDFs")
        if new is not None and (said == what or len(said) >= 2 and said <= what) and text.BESIDE.search(clause) is None:
            return old.group("place"), new.group("place")
    return None


# "Pulled the Alexa skill out of the monorepo into its own repository, hearth-alexa-skill", "… into their own
# package under services/ingest"
_OWN_REPO = re.compile(
    r"\b(?:pulled|pulling|moved|moving|extracted|extracting|split|splitting|spun|carved|broke|broken)\b"
    r"(?P<what>[^.;]{0,80}?)\s*(?:out\s+(?:of\s+[^.;]{1,40}?\s+)?)?into\s+(?:its|their|a|an)\s+"
    r"(?:own|separate|new|dedicated|shared)\s+(?:(?:git|shared|python|go|npm)\s+)?(?:repo|repository|package|library|"
    r"module|crate)\b(?:,?\s+(?:called\s+|named\s+|under\s+)?`?(?P<name>[A-Za-z][\w./-]*[\w/])`?)?", re.I)
_WHERE_CODE = re.compile(r"\b(?:lives?|is|are|sits?|kept|located|resides?)\s+(?:now\s+)?(?:in|under|inside)\b", re.I)
# "Rollback netcode is its own repo, github.com/…": said to stand apart, with no move told
_OWN_REPO_IS = re.compile(r"\b(?:is|are|lives?\s+in|sits?\s+in|has|have)\s+(?:now\s+)?(?:its|their)\s+own\s+(?:git\s+)?"
                          r"(?:repo|repository)\b(?:\s+now)?(?:,?\s+`?(?P<name>[A-Za-z][\w./-]*[\w/])`?)?", re.I)
# "We merged pixel-js into the monorepo", "Roku code has been folded into the tv-apps monorepo under apps/roku"
_FOLDED_IN = re.compile(r"\b(?:merged|merging|folded|folding|absorbed|moved|moving|migrated|consolidated|brought|pulled)\b"
                        r"(?P<what>[^.;]{0,60}?)\s+into\s+(?:the\s+|our\s+|a\s+)?(?P<name>[\w./-]+\s+)?"
                        r"(?:monorepo|mono-repo|repo|repository)\b(?:\s+(?:under|at|in)\s+`?(?P<path>[\w./-]+/?)`?)?", re.I)


def splits_out(note: str) -> bool:
    """Whether a note, a log line or not, says something was pulled out into a repository or package of
    its own ("Pulled the ingest scripts out into their own package under services/ingest"), or merged
    into another ("We folded counterline-loyalty into the main monorepo")."""
    return _OWN_REPO.search(note) is not None or _FOLDED_IN.search(note) is not None


def split_out(older: str, newer: str) -> tuple[str, str] | None:
    """Where the older says some code lives, and the repository of its own the newer moved it into
    ("… lives in services/voice/alexa in the backend monorepo" / "pulled the Alexa skill out of the
    monorepo into its own repository, hearth-alexa-skill"): the moved thing shares a word or a path
    with the statement."""
    if len(older) > MAX_STATEMENT or not _WHERE_CODE.search(older):
        return None
    paths = {v.key for v in values_of(older) if v.kind == "ident"}
    about = {w for w in _words(older, values_of(older)) if not verbs.is_base(w) and verbs.base_form(w) is None}
    for m in [*_OWN_REPO.finditer(newer), *_OWN_REPO_IS.finditer(newer)]:
        # what moved: named after the verb, or before it ("the printer templates were pulled out into …")
        what = _what_moved(m, newer)
        if about & _words(what, values_of(what)) or any(p in what.lower() for p in paths):
            return _where_of(older), m.group("name") or "its own repository"
    return None


def _what_moved(m: re.Match[str], note: str) -> str:
    """What a move names: the words after its verb, and those before it in its sentence ("the printer
    templates were pulled out into …")."""
    before = text.readings(note[:m.start()] + "…")  # "We carved bidding out …; it has its own repo now"
    return (m.groupdict().get("what") or "") + " " + (before[-1][-160:] if before else "")


def folded_in(older: str, newer: str) -> tuple[str, str] | None:
    """The repository the older says some code is kept in, and the repository the newer says it was
    merged into ("… kept in the `pixel-js` repository" / "We merged pixel-js into the monorepo"): what
    was merged is that repository or shares a word with the statement; the new one is another."""
    if len(older) > MAX_STATEMENT or not re.search(r"\b(?:repo|repository|monorepo)\b", older, re.I) \
            or not _WHERE_CODE.search(older):
        return None
    given = values_of(older)
    paths = {v.key.strip("`") for v in given if v.kind in ("ident", "code")}
    about = {w for w in _words(older, given) if not verbs.is_base(w) and verbs.base_form(w) is None} \
        - {"repo", "repositori", "monorepo", "code", "sourc"}
    about |= {v.key for v in given if v.kind == "name"}  # "The Roku channel source …" / "Roku code …"
    for m in _FOLDED_IN.finditer(newer):
        name = (m.group("name") or "").strip()
        lead = newer[:m.start()][-60:]
        if name and name.lower() in older.lower() or frames.tentative(lead):
            continue  # merged into the repository it was said to be in
        what = _what_moved(m, newer)
        moved = values_of(what)
        said = _words(what, moved) | {v.key for v in moved if v.kind == "name"}
        if about & said or any(p and p in what.lower() for p in paths):
            return _where_of(older), " ".join(x for x in (name, "monorepo" if "mono" in m.group(0).lower() else "repo",
                                                          m.group("path") or "") if x)
    return None


_PATH = r"(?:~|\.{1,2})?/?(?:[\w.@-]+/)+[\w.@-]*"
_PATH_TOKEN = re.compile(rf"(?<![\w/]){_PATH}")


def moved_path(older: str, newer: str) -> tuple[str, str] | None:
    """The folder the statement says something lives in, and where the note says it went ("Shared
    libraries live in the libs/ directory" / "Moved everything in libs/ to packages/shared/", "… goes under
    packages/shared/ now, not libs/")."""
    if len(older) > MAX_STATEMENT or not _WHERE_CODE.search(older):
        return None
    paths = {m.group(0).rstrip("/.").lower() for m in _PATH_TOKEN.finditer(older)}
    if len(paths) != 1:
        return None
    old = paths.pop()
    if not old:
        return None
    here = rf"{re.escape(old)}/?"
    moved = re.search(rf"\b(?:moved|moving|relocated|migrated|pulled|shifted)\b[^.;]{{0,60}}?\b(?:in|from|out\s+of|of)\s+"
                      rf"(?:the\s+)?{here}(?![\w/])[^.;]{{0,30}}?\s+(?:to|into|under|over\s+to)\s+(?P<new>{_PATH})|"
                      rf"\b(?:moved|relocated|migrated|shifted)\s+(?:the\s+)?{here}(?![\w/])\s+(?:(?:directory|folder)\s+)?"
                      rf"(?:to|into|under)\s+(?P<new3>{_PATH})|"
                      rf"\b(?:moved|relocated|migrated|shifted)\s+(?:all\s+)?(?:the\s+|our\s+)?(?P<what>[a-z][\w -]{{1,40}}?)\s+"
                      rf"(?:to|into|under)\s+(?P<new4>{_PATH})|"
                      rf"(?P<new2>{_PATH})\s+now,?\s+not\s+(?:in\s+|under\s+)?{here}(?![\w/])", newer, re.I)
    if moved is None:
        return None
    if moved.group("new4") and not _words(moved.group("what"), []) & _words(older, values_of(older)):
        return None  # "moved the migrations to …" for "migrations … live in db/migrations", not another thing
    new = (moved.group("new") or moved.group("new2") or moved.group("new3") or moved.group("new4")).rstrip(".")
    return (None if new.rstrip("/").lower() == old else (old, new))


_FILE_PATH = re.compile(r"(?<![\w/])(?:~|\.{1,2})?/?(?:[\w.@-]+/)+(?P<base>[\w@-]+\.[a-z0-9]{1,5})\b")


def moved_file(older: str, newer: str) -> tuple[str, str] | None:
    """One file the statement gives, and the same file (its name and extension) in another folder in the
    note ("reads its config from ~/.ferry/config.toml" / "loads its settings from ~/.config/ferry/config.toml"),
    the old path nowhere in the note, the two sharing a word besides."""
    if len(older) > MAX_STATEMENT:
        return None
    files = list(_FILE_PATH.finditer(older))
    if len(files) != 1 or files[0].group(0).lower() in newer.lower():
        return None
    old = files[0]
    rest_old = {text.term(w) for w in text.words(older[:old.start()] + " " + older[old.end():])} - text.STOP
    for sentence in text.SENTENCE_BREAK.split(newer):
        found = list(_FILE_PATH.finditer(sentence))
        for m in found:
            if m.group(0).lower() == old.group(0).lower():
                continue
            shared = rest_old & {text.term(w) for w in text.words(sentence[:m.start()] + " " + sentence[m.end():])}
            same_file = _same_file(m.group("base"), old.group("base"))
            # or one file of the same type said to hold what the statement's does ("reads its settings from
            # config/app.env" / "Scheduler settings come from deploy/settings.env")
            same_type = len(found) == 1 and _kind_of_file(m.group("base")) == _kind_of_file(old.group("base")) \
                and len(shared) >= MIN_SHARED and _HOLDS.search(sentence[:m.start()]) is not None \
                and not frames.different_subjects(older, sentence)
            if shared and (same_file or same_type):
                return old.group(0), m.group(0)
    return None


# A file said to hold something, right before its path: "come from", "reads its settings from", "lives in"
_HOLDS = re.compile(r"\b(?:comes?|came|reads?|loads?|loaded|pulls?|lives?|kept|stored|sits?|are|is)\b(?:\s+\S+){0,3}\s+"
                    r"(?:from|in|at|under)\s+$", re.I)


_SETTINGS_FILES = frozenset("yaml yml toml json ini cfg conf env properties".split())


def _kind_of_file(name: str) -> str:
    """A file's type, settings files of every format as one ("carriers.yaml" may become "carriers.toml")."""
    ext = name.rsplit(".", 1)[-1].lower()
    return "settings" if ext in _SETTINGS_FILES else ext


def _same_file(a: str, b: str) -> bool:
    """One file, perhaps in another settings format: its name and the type of its extension."""
    return a.rsplit(".", 1)[0].lower() == b.rsplit(".", 1)[0].lower() and _kind_of_file(a) == _kind_of_file(b)


def _where_of(older: str) -> str:
    """The place a statement gives after its 'lives in' (or the statement, short)."""
    m = _WHERE_CODE.search(older)
    return older[m.end():].strip(" .") if m else older[:60]


# Where a note puts a path: "is at", "from", "in", "under", "into", "the file … lives in"
_PLACED_AT = re.compile(r"\b(?:at|in|from|under|into|to|inside)\s+(?:the\s+)?`?$", re.I)
_IS_WHERE = re.compile(r"^\W*(?:,\s*)?(?:which\s+is|that's|that\s+is|the\s+(?:file|folder|directory|tree)\b)|"
                       r"^\W*(?:is|are)\s+where\b", re.I)
_PLACE_WORDS = frozenset(text.term(w) for w in "folder directory dir file files path repo repository monorepo tree root "
                         "live lives sit sits kept keep keeps stored store located configured defined code source "
                         "sources".split())
MIN_PLACE_SHARED = 2  # words of the statement's thing a sentence that gives another place must say


def other_place(older: str, newer: str) -> tuple[str, str] | None:
    """The one path a statement says something is kept at, and another path a sentence of the note puts
    the same thing at: "The dbt project … sits in the analytics/dbt folder" / "Ran dbt build from
    warehouse/transform/, which is where dbt_project.yml is"; "… sits at config/samples.tsv" / "Sample
    sheet is read from inputs/metadata/chip_samples.csv". The sentence says two words of the thing (a
    word of the new path's name counts), the new path is not inside the old one, and the old one is
    nowhere in the note."""
    if len(older) > MAX_STATEMENT or not (_WHERE_CODE.search(older) or _KEPT_VERBS.search(older)):
        return None
    paths = {m.group(0).rstrip("/.`").lower() for m in _PATH_TOKEN.finditer(older) if "://" not in m.group(0)}
    if len(paths) != 1:
        return None
    old = paths.pop()
    if not old or old in newer.lower():
        return None  # the old place still named: a move from it is `moved_path`'s
    thing = {text.term(w) for w in text.words(re.sub(re.escape(old), " ", older, flags=re.I).replace("-", " "))
             if w not in text.STOP and len(w) > 2} - _PLACE_WORDS
    opening = [text.term(w) for w in text.words(older.replace("-", " ")) if w not in text.STOP and len(w) > 2]
    kept = _KEPT_VERBS.search(older)
    # what is kept ("Test fixtures …", "… keeps its dbt models in"), not its owner ("… for the accounts service")
    head = set([t for t in opening if t not in _PLACE_WORDS][:2]) | ({text.term(w) for w in text.words(
        kept.group(0)) if w not in text.STOP and len(w) > 2} - _PLACE_WORDS if kept else set())
    for sentence in text.SENTENCE_BREAK.split(newer):
        if len(sentence) > frames.SHORT_NOTE or frames.tentative(sentence) or frames.owners_apart(older, sentence):
            continue  # "Test fixtures for the payments service …" are not the checkout service's
        found = [m for m in _PATH_TOKEN.finditer(sentence) if "://" not in sentence[max(0, m.start() - 3):m.end()]
                 and m.group(0).count("/") >= 1 and len(m.group(0).strip("/.")) > 3]
        placed = [m for m in found if _PLACED_AT.search(sentence[:m.start()]) or _IS_WHERE.match(sentence[m.end():])]
        if len({m.group(0) for m in placed}) != 1:
            continue
        new = placed[0].group(0).rstrip(".,;`")
        if new.lower().rstrip("/").startswith(old) or old.startswith(new.lower().rstrip("/")):
            continue  # inside the old place, or the folder around it: a refinement
        said = {text.term(w) for w in text.words(re.sub(r"[/_.-]", " ", sentence)) if w not in text.STOP}
        if len(thing & said) >= MIN_PLACE_SHARED and head & said:
            return old, new
    return None


_KEPT_VERBS = re.compile(r"\b(?:kept|keeps?|stored|stores?|configured|defined|hosted|saved|located|sits?|lives?)\b"
                         r"(?:\s+[\w-]+){0,3}?\s+(?:in|at|under)\b|"
                         r"\b(?:written|writes?|dumped|dumps?|exported|exports?|saved|lands?|landing|ends?\s+up|"
                         r"output|outputs|goes|go)\b(?:\s+[\w-]+){0,2}?\s+(?:in|at|under|to|into)\b", re.I)


# A move said outright, onto a written path: "Scheduling config relocated to settings/appointments/schedule.toml",
# "they were moved into `build/pipeline/cook.toml` last week", a commit's "relocate export scripts to scripts/exports/"
_MOVED_ONTO = re.compile(r"\b(?P<verb>moved|moving|relocated|migrated|shifted|transferred|ported|rehomed|"
                         r"(?:move|relocate|migrate|rehome)s?)\b"  # a commit's "relocate export scripts to …"
                         r"(?:\s+[\w-]+){0,6}?"
                         r"\s+(?:to|into|under|onto)\s+(?:the\s+)?`?(?P<path>[\w.~-]*/[\w./-]*[\w/]|[\w-]+\.[a-z]{2,5})`?",
                         re.I)
MIN_MOVED_SHARED = 1  # words of what the statement keeps at its path that the sentence saying it moved must say


_HOLDER_HEADS = frozenset(text.term(w) for w in "config configs configuration settings setting files file data code "
                          "source sources definitions defs templates".split())


def _moves_the_thing(sentence: str, m: re.Match[str], older: str) -> bool:
    """Whether what the sentence moves is what the statement keeps: the verb's object ("Moved the
    Grafana dashboards to …") or, for a passive or a pronoun, the subject before it ("Cook settings …;
    they were moved into …"), whose head the statement says, or a word for any holder's contents."""
    moved = sentence[m.end("verb"):m.start("path")]
    moved = re.sub(r"\s+(?:to|into|under|onto)\s+(?:the\s+)?`?$", "", moved)
    words = [w for w in text.words(moved) if w not in text.STOP and w not in ("over", "out", "off", "away")]
    if not words:  # "Scheduling config relocated to …", "they were moved into …"
        before = re.split(r"[;:,]\s+|\s[—–]\s", sentence[:m.start("verb")])
        words = [w for w in text.words(before[-1]) if w not in text.STOP and w not in ("they", "it", "were", "was")]
        if not words and len(before) > 1:
            words = [w for w in text.words(before[-2]) if w not in text.STOP]
    if not words:
        return False
    head = text.term(words[-1]) if len(words) < 4 else text.term(words[0])
    stated = {text.term(w) for w in text.words(older.replace("-", " ").replace("_", " ").replace("/", " "))}
    return head in stated or head in _HOLDER_HEADS


def moved_to(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's one path, the path the note says its thing was moved to), the old path nowhere
    else: "Clinic opening hours … are configured in config/scheduling.yaml" / "Scheduling config relocated
    to settings/appointments/schedule.toml". A path inside the old one is a refinement."""
    if len(older) > MAX_STATEMENT:
        return None
    paths = {m.group(0).rstrip("/.`").lower() for m in _PATH_TOKEN.finditer(older) if "://" not in m.group(0)}
    if len(paths) != 1:
        return None
    old = paths.pop()
    base = old.rsplit("/", 1)[-1]
    named = re.sub(r"\.[a-z0-9]{1,5}$", "", base)  # "scheduling.yaml" says what it holds: scheduling
    thing = {text.term(w) for w in text.words(re.sub(re.escape(old), " " + named + " ", older, flags=re.I)
                                              .replace("-", " ").replace("_", " "))
             if w not in text.STOP and len(w) > 2} - _PLACE_WORDS
    for sentence in text.readings(newer):
        m = _MOVED_ONTO.search(sentence)
        if m is None or len(sentence) > frames.SHORT_NOTE or frames.tentative(sentence):
            continue
        new = m.group("path").rstrip("/.")
        if new.lower().startswith(old) or old.startswith(new.lower()) or not _moves_the_thing(sentence, m, older) \
                or frames.owners_apart(older, sentence) or frames.other_kind(older, sentence):
            continue
        said = {text.term(w) for w in text.words(re.sub(r"[/_.-]", " ", newer)) if w not in text.STOP}
        if len(thing & said) >= MIN_MOVED_SHARED and (base.lower() in newer.lower() or len(thing & said) >= 2
                                                      or text.CHANGE.search(sentence)):
            return old, new
    return None
