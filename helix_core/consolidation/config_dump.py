"""A setting read out of a configuration dump that gives the statement's figure another value.

"Interview reminder emails go out 24 hours before the interview starts" / a note that pastes
`notifications/reminders.yaml` with `interview_reminder:` → `lead_time_hours: 48`; "The overbooking
allowance is 2% of sellable rooms" / `[overbooking]` … `max_pct = 5`. Agents paste configuration far more
often than they describe it. A dump is read as settings with their sections (YAML indentation, TOML
tables, `KEY=value`, a two-column listing); a setting speaks of the statement's figure when its name, its
sections or its comment say the statement's words, its unit measures what the figure measures, and its
name says nothing the statement does not (at most one word). A dump that also gives the statement's own
value somewhere as closely tied agrees.
"""

from __future__ import annotations

import json
import re
from typing import NamedTuple

from .. import claims
from . import measures, phrases, retired, sections, siblings, text

MAX_STATEMENT = 300
_LINE = re.compile(
    r"^(?P<indent>\s*)(?:-\s+)?[\"']?(?P<key>[A-Za-z][\w.-]*)[\"']?\s*(?::|=|\s{2,})\s*[\"']?(?P<value>[^#\n]*?)[\"']?,?\s*"
    r"(?:#\s*(?P<comment>.*))?$")
_ENV = re.compile(r"(?<![\w-])(?P<key>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\s?[=:]\s?(?P<value>[\w.%]+)")
# "#define HEARTBEAT_INTERVAL_S 120" in a header
_DEFINE = re.compile(r"#define\s+(?P<key>[A-Za-z]\w*)\s+(?P<value>\d[\d.]*[A-Za-z]{0,2})\b")
# "because max_run_minutes on all C-row controllers is 90": a setting's name in prose, its value said after it
_SAID_IS = re.compile(r"(?<![\w.`-])(?P<key>[a-z][a-z0-9]*(?:_[a-z0-9]+)+)`?\s+(?:(?:on|for|in)\s+[^.;:=\n]{1,40}?\s+)?"
                      r"(?:is|are|was|were)\s+(?:set\s+to\s+|still\s+|now\s+|only\s+)?(?P<value>\d[\d.]*\s?[a-z%]{0,4})(?![\w.-])")
# "raise MAX_ROOM_BOOKING_MINUTES 240 -> 480": a setting changed, its new value after the arrow
_BUMPED = re.compile(r"(?<![\w-])(?P<key>[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+)`?\s*[:=]?\s*\d[\d.,]*[A-Za-z%]{0,4}\s*"
                     r"(?:->|→|=>)\s*(?P<value>\d[\d.]*[A-Za-z%]{0,4})(?![\w.-])")
# "values.yaml has `REVIEW_BATCH_SIZE: 250`", "Updated retention.yaml (pano.years: 12)": a setting quoted in prose
_TICKED = re.compile(r"(?<=[`(])(?P<key>[A-Za-z][\w.-]*)\s*[:=]\s*(?P<value>\d[\d.]*\s?[A-Za-z%]{0,4})(?=[`)])")
_CONFIG_FILE = re.compile(r"(?<![\w.-])(?:[\w.-]+/)*(?P<name>[A-Za-z][\w-]*)\.(?:ya?ml|toml|ini|conf|cfg|json|env)\b")
# Words before an inline map that name no thing of the statement's: files, places, environments
_GENERIC_LABEL = frozenset(phrases.stem(w) for w in "config configs yaml yml json toml values gateway route routes "
                            "prod production staging limiter settings env".split())
# "{ session: { idle_timeout: 45m } }": a setting inside an inline map
_BRACED = re.compile(r"[{,]\s*(?P<key>[A-Za-z][\w.-]*)\s*:\s*(?P<value>\d[\d.]*[A-Za-z%]{0,4})\s*(?=[,}])")
_JSON_PAIR = re.compile(r"\"(?P<key>[A-Za-z][\w.-]*)\"\s*:\s*(?P<value>\d[\d.]*)(?=\s*[,}\]])")
_JSON_OPENS = re.compile(r"\"([A-Za-z][\w.-]*)\"\s*:\s*\{")
_JSON_STRING = re.compile(r":\s*\"([^\"]{1,80})\"")
# "window_ms=5000", "ttl=120s" in a log line: a setting written inline
# "window_ms=5000"; "lock_at=T-12h" (a time counted back from an event) is 12 hours
_INLINE = re.compile(r"(?<![\w.-])(?P<key>[a-z][a-z0-9]*(?:_[a-z0-9]+)*|[a-z]+(?:[A-Z][a-z0-9]+)+)=(?:T-)?"
                     r"(?P<value>\d[\d.]*[a-z%]{0,4})(?![\w./:-])")
_KEY = re.compile(r"\b[a-z]+(?:[A-Z][a-z0-9]+)+\b|\b[A-Za-z][a-z0-9]*(?:_[A-Za-z0-9]+)+\b")  # minSdk, max_vel_x
_JOINER = re.compile(r"[-_]")  # a name's words joined by a hyphen or an underscore are one name
# A statement's verb as a setting's name spells it: "held for 15 minutes" is SLOT_HOLD_TTL_SECONDS
_IRREGULAR = {"held": "hold", "kept": "keep", "sent": "send", "paid": "pay", "written": "write", "wrote": "write",
              "ran": "run", "built": "build", "frozen": "freeze", "chosen": "choose", "shown": "show", "given": "give"}
_REMARK = re.compile(r"\s+\((?P<remark>[^()]{1,40})\)\s*$")
_FIGURE = re.compile(r"^(?P<num>-?\d[\d,]*(?:\.\d+)?)\s*(?P<unit>[A-Za-z%]{0,8})$")  # "setpoint_c: -20"
_KEY_WORDS = frozenset("max min maximum minimum limit cap default num count total per value enabled".split())
_MEASURE_WORDS = frozenset(phrases.stem(w) for w in "timeout time ttl limit threshold window period interval delay "
                           "retention expiry lifetime duration size length budget quota rate wait backoff lead age".split())
_LOW = frozenset({"min", "minimum", "floor", "least", "low", "lower"})
_HIGH = frozenset({"max", "maximum", "cap", "ceiling", "limit", "high", "upper"})
_AT_MOST = re.compile(r"\b(?:at\s+most|up\s+to|maximum|max|no\s+more\s+than|capped|cap|limit\w*|ceiling|"
                      r"(?:goes|rises|climbs|gets|is)\s+(?:above|over))\b", re.I)  # an alarm's upper bound: "goes above 6°C"
_AT_LEAST = re.compile(r"\b(?:at\s+least|minimum|min|no\s+less\s+than|floor|(?:drops|falls|goes|gets|is)\s+below)\b",
                       re.I)
# Key suffixes that are units, spelled as settings spell them
# The unit a setting's name ends in ("lead_time_hours", "SLOT_MINUTES", "temp_c"), as its value is read
KEY_UNITS = {"ms": "ms", "millis": "ms", "msec": "ms", "sec": "s", "secs": "s", "seconds": "s", "s": "s", "min": "min",
             "mins": "min", "minutes": "min", "hours": "h", "hrs": "h", "h": "h", "days": "d", "d": "d", "weeks": "weeks",
             "months": "months", "mb": "mb", "gb": "gb", "kb": "kb", "bytes": "bytes", "pct": "%", "percent": "%",
             "deg": "deg", "degrees": "deg", "c": "°c", "f": "°f", "degc": "°c", "degf": "°f"}
# Value suffixes as configuration files write them: nginx's "8G", a duration's "5m"
_VALUE_UNITS = {"g": "gb", "m": "min", "k": "kb", "t": "tb"}


class _Setting(NamedTuple):
    words: set[str]  # what its name says, stemmed, measure words aside
    measure: set[str]  # the measure words of its name ("window", "ttl", "retention")
    context: set[str]  # what its sections, its comment or the rest of its log line say
    key: str
    value: str
    figure: float
    unit: str | None
    label: frozenset[str] = frozenset()  # the name a line of prose opens on, or the keys an inline map sits under
    inner: frozenset[str] = frozenset()  # what the innermost of two or more sections it sits in says
    record: frozenset[str] = frozenset()  # what the record it sits in is called ("id: SUM-TBAR-01", "type": "…")


_EVERY = {"daily": "day", "hourly": "hour", "weekly": "week", "monthly": "month", "nightly": "night", "yearly": "year"}


def _stems(name: str) -> list[str]:
    parts = re.split(r"[_.\-\s]+|(?<=[a-z])(?=[A-Z])", name)
    return [_EVERY.get(p.lower(), p.lower()) for p in parts if p]


def _naming_words(key: str) -> set[str]:
    """The words of a setting's name that say what it sets: units, "max", "timeout" and the like aside."""
    return set(_stems(key)) - set(KEY_UNITS) - _KEY_WORDS - _MEASURE_WORDS


_JSON_START = re.compile(r"^[ \t]*[\[{]", re.M)


def _one_line_json(note: str) -> str:
    """A note whose output is one JSON document printed over many lines, with the document on one line:
    a setting then sits in a line with its siblings ("ID": "expire-raw-stdf", "Prefix": …), which say
    what it is a setting of."""
    start = _JSON_START.search(note)
    if start is None or "\n" not in note[start.start():].strip():
        return note
    try:
        document = json.loads(note[start.start():])
    except ValueError:
        return note
    return note[: start.start()] + json.dumps(document, ensure_ascii=False)


_DIFF = re.compile(r"^(?:diff --git |@@ .* @@|\+\+\+ b/)", re.M)
# "+export const gpsSampleHz = 5; // denser fixes": a declaration's keywords, its semicolon, its comment
_DECLARED = re.compile(r"^(?P<indent>\s*)(?:(?:export|public|private|protected|static|final|readonly|const|let|var|"
                       r"val|int|long|float|double|bool|auto)\s+)+(?=[A-Za-z_]\w*\s*[:=])")
_STATEMENT_END = re.compile(r";\s*(?://\s*(?P<comment>.*))?$")


_CHANGED_LINE = re.compile(r"^(?P<sign>[-+])(?![-+])\s*[\"']?(?P<key>[A-Za-z][\w.-]*)[\"']?\s*[:=]", re.M)


def _paired_change(note: str) -> bool:
    """A diff pasted without its header: a line taken out and one put in for the same key
    ("-  \"idleLogoutSeconds\": 90," / "+  \"idleLogoutSeconds\": 45,")."""
    signs: dict[str, set[str]] = {}
    for m in _CHANGED_LINE.finditer(note):
        signs.setdefault(m.group("key"), set()).add(m.group("sign"))
    return any(len(found) == 2 for found in signs.values())


def is_diff(note: str) -> bool:
    """Whether the note pastes a diff: what it shows is a change, not a second opinion."""
    return _DIFF.search(note) is not None or _paired_change(note)


def _after_diff(note: str) -> str:
    """A unified diff as the file reads after it: removed lines left out, the others without their
    mark and read as settings (`+const gpsSampleHz = 5;` is `gpsSampleHz = 5`)."""
    if not is_diff(note):
        return note
    kept = []
    for line in note.splitlines():
        if line.startswith(("-", "+++", "diff --git", "index ", "@@")):  # a removed line, or the diff's own
            continue
        if line.startswith(("+", " ")):  # an added line, or one the diff shows unchanged
            line = _DECLARED.sub(r"\g<indent>", line[1:])
            line = _STATEMENT_END.sub(lambda m: f"  # {m.group('comment')}" if m.group("comment") else "", line)
        kept.append(line)
    return "\n".join(kept)


# grep's own prefix on a matching line: "41:  override_flag_after: 120m", "conf/rules.yaml:41:  …"
_GREP_LINE = re.compile(r"^\s*(?:[\w./-]+:)?\d+:(?=\s|[A-Za-z_])", re.M)


# A request whose answer the note prints: "$ curl -s 'https://api…/v1/slots?postcode=LS6'", "> GET /api/v1/params?…"
_REQUEST = re.compile(r"(?:\bcurl\b|\bhttp(?:ie)?\s|^\s*>?\s*(?:GET|POST|PUT|PATCH)\s)[^\n]*?(?:https?://[^\s/'\"]+)?"
                      r"(?P<path>/[\w./{}-]+)(?:\?(?P<query>[^\s'\"#]+))?", re.I)


def _resource(line: str) -> set[str]:
    """The words of what a request asks for: its path's last two names and its query's values ("slots",
    "main pool chem"), versions and ids aside."""
    m = _REQUEST.search(line)
    if m is None:
        return set()
    names = [p for p in m.group("path").split("/") if p and not re.search(r"\d|^api$|^\{", p)][-2:]
    values = [v for _, _, v in (pair.partition("=") for pair in (m.group("query") or "").split("&"))]
    return {phrases.stem(w) for part in names + values for w in _stems(part) if w not in text.STOP and len(w) > 2
            and w.isalpha()}


# A key whose value says which thing its record is: "id: SUM-TBAR-01", '"type": "dental_admission"'
_IDENTITY_KEYS = frozenset("id name type kind slug code title label".split())
_JSON_IDENTITY = re.compile(r"\"(?P<key>" + "|".join(_IDENTITY_KEYS) + r")\"\s*:\s*\"(?P<value>[^\"]{1,80})\"", re.I)


# Words a record is called by that name no thing: an environment, a default, a state
_NO_NAME = frozenset(phrases.stem(w) for w in "default main prod production staging dev test sandbox local primary "
                     "true false none null enabled disabled".split())


def _record_name(value: str) -> frozenset[str]:
    """The words of a record's name, as the statement would say them; none for a number or a bare environment."""
    if claims.technologies(value):
        return frozenset()  # "type: redis" says what the record runs on, not which thing it is
    words = {phrases.stem(p) for p in _stems(value.strip().strip("\"'")) if p.isalpha() and len(p) > 2}
    return frozenset(words - text.STOP - _NO_NAME - _MEASURE_WORDS - _KEY_WORDS)  # "raw-vibration-expiry": a raw vibration rule


def _enclosing_object(line: str, at: int) -> str:
    """The JSON object a pair at `at` sits in, braces included, as far as the line holds it."""
    depth, start = 0, 0
    for i in range(at - 1, -1, -1):
        depth += {"}": 1, "{": -1}.get(line[i], 0)
        if depth < 0:
            start = i
            break
    depth, end = 0, len(line)
    for i in range(at, len(line)):
        depth += {"{": 1, "}": -1}.get(line[i], 0)
        if depth < 0:
            end = i + 1
            break
    return line[start:end]


def _json_record(line: str, at: int) -> frozenset[str]:
    """What the JSON object a pair sits in is called by its own identity pairs (not by those of objects inside it)."""
    whole = _enclosing_object(line, at)
    flat = re.sub(r"\{[^{}]*\}", "{}", whole[1:-1]) if whole.startswith("{") else whole
    return frozenset(w for m in _JSON_IDENTITY.finditer(flat) for w in _record_name(m.group("value")))


def settings(note: str) -> list[_Setting]:
    """The settings a dump gives a figure, with the names of the sections they sit in and of the record
    they belong to; a request's answer sits in what the request asks for."""
    note = _GREP_LINE.sub("", _after_diff(_one_line_json(note)))
    out: list[_Setting] = []
    parents: list[tuple[int, str]] = []
    asked: list[tuple[int, set[str]]] = []  # where in `out` each request's answer starts, and what it asks for
    items = 0  # list items met so far: "- id: …" opens a record of its own
    records: dict[tuple[tuple[str, ...], int], set[str]] = {}
    placed: list[tuple[int, tuple[tuple[str, ...], int]]] = []  # each YAML setting's index in `out`, and its record
    for line in note.splitlines():
        resource = _resource(line)
        if resource:
            asked.append((len(out), resource))
            continue
        section = sections.TABLE.match(line)
        if section:
            parents = [(-1, section.group("name"))]
            continue
        m = _LINE.match(line)
        if m is None or not m.group("value").strip() and _INLINE.search(line):
            out += _inline_settings(line)
            continue
        indent = len(m.group("indent").expandtabs())
        parents = [(i, k) for i, k in parents if i < indent]
        value = m.group("value").strip()
        if not value or value in ("{", "["):  # a YAML section, or a JSON object opened on the key's line
            parents.append((indent, m.group("key")))
            continue
        items += line.lstrip().startswith("- ")
        record = (tuple(k for _, k in parents), items)
        if m.group("key").lower() in _IDENTITY_KEYS and re.match(r"\s*(?:-\s+)?[\"']?\w+[\"']?\s*[:=]", line):  # not "NAME  READY"
            records.setdefault(record, set()).update(_record_name(value))
        # a line that opens like a setting and runs on into prose ("test_x passes: … since MAX_H_M = 2.2 …")
        # is read for the settings inside it
        found = _setting(m.group("key"), value, [k for _, k in parents], m.group("comment") or "")
        placed += [(len(out) + k, record) for k in range(len(found))]
        out += found or [inline._replace(label=_label(m.group("key")) or inline.label) for inline in _inline_settings(line)]
    for at, record in placed:
        out[at] = out[at]._replace(record=out[at].record | frozenset(records.get(record, ())))
    for start, resource in asked:
        out[start:] = [setting._replace(context=setting.context | resource) for setting in out[start:]]
    return out


def _label(key: str) -> frozenset[str]:
    """The words of a written name a line opens on ("label-printer-svc:"); none for a note's kind ("debug:")."""
    return frozenset(phrases.stem(p) for p in _stems(key)) if re.search(r"\w[-_]\w", key) else frozenset()


# A log line: a timestamp, then a level or a program ("2024-04-12T19:02:11.006Z scoreboard-feed INFO …")
_LOG_LINE = re.compile(r"^\s*\[?\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?Z?\]?\s+\S+")


def _inline_settings(line: str) -> list[_Setting]:
    """The settings written inside a line of prose or a log line."""
    # a setting quoted in prose is placed by its own name alone, two words of it ("`max_retries: 3` for
    # the archive exporter's uploads" says too little of whose retries), or by the configuration file the
    # line names ("config/reminders.yml has `lead_time_hours: 48`"), which places every setting of the line
    files = [m.group("name") for m in _CONFIG_FILE.finditer(line)]
    ticked = [t for t in _TICKED.finditer(line) if files or len(_naming_words(t.group("key"))) >= 2]
    out: list[_Setting] = []
    said = list(_SAID_IS.finditer(line))
    for inline in (*_ENV.finditer(line), *_INLINE.finditer(line), *_BUMPED.finditer(line), *ticked, *said,
                   *_DEFINE.finditer(line)):
        # a name of measure words alone ("window_ms=5000") is placed by the rest of its log line, a name in prose
        # by what it is said of too ("max_run_minutes on all C-row controllers is 90")
        rest = line[:inline.start()] + " " + line[inline.end("key") if inline in said else inline.end():]
        alone = not _naming_words(inline.group("key")) - text.STOP  # "max_run_minutes": "run" names nothing
        # a log line's own words place its setting too ("clock publisher started tick_interval_ms=250")
        logged = _LOG_LINE.match(line) is not None
        out += _setting(inline.group("key"), inline.group("value"), files,
                        _INLINE.sub(" ", rest) if alone or logged else "")
    # '{"Rules": [{"ID": "raw-ais-expiry", … "Expiration": {"Days": 365}}]}': a JSON setting, under the keys of the
    # objects it sits in, placed by the line's string values
    strings = " ".join(_JSON_STRING.findall(line))
    for pair in _JSON_PAIR.finditer(line):
        under = _JSON_OPENS.findall(line[:pair.start()])
        record = _json_record(line, pair.start())
        out += [found._replace(record=record) for found in _setting(pair.group("key"), pair.group("value"), under, strings)]
    for braced in _BRACED.finditer(line):
        # "face_match: {min_similarity: 0.92}": the keys it sits under say whose setting it is
        under = re.findall(r"([A-Za-z][\w.-]*)\s*:\s*\{", line[:braced.start() + 1])
        label = frozenset(phrases.stem(p) for k in under for p in _naming_words(k)) - _GENERIC_LABEL
        if not label:  # "claims-upload route -> rate_limit: {…}": the words before the map say whose it is
            before = line[:line.find("{")]
            label = frozenset(phrases.stem(p) for w in text.words(before) for p in _naming_words(w)
                              if p not in text.STOP and not p.isdigit()) - _GENERIC_LABEL
        out += [found._replace(label=label) for found in _setting(braced.group("key"), braced.group("value"), under, "")]
    return out


# a figure a constructor wraps: 'Decimal("0.25")', 'BigDecimal("20")', 'float(0.2)'
_WRAPPED = re.compile(r"[A-Za-z][\w.]*\(\s*[\"']?(?P<inner>-?\d[\d.,_]*)[\"']?\s*\)")


_SOURCE_FILE = re.compile(r"\.(?:java|kt|scala|groovy|py|go|js|mjs|ts|tsx|jsx|rb|cs|c|cc|cpp|h|hpp|rs|swift|php|ex|exs)$", re.I)


def _setting(key: str, value: str, parents: list[str], comment: str) -> list[_Setting]:
    remark = _REMARK.search(value)  # "priority: 30 (default)": a listing's remark on its value
    if remark is not None:
        value, comment = value[:remark.start()], f"{comment} {remark.group('remark')}"
    wrapped = _WRAPPED.fullmatch(value.strip().rstrip(";,"))  # 'Decimal("0.25")', 'Duration.ofMinutes(5)'
    if wrapped is not None:
        value = wrapped.group("inner")
    figure = _FIGURE.match(value.strip().strip("\"'").rstrip(".,;"))  # "… = 900." ends a sentence
    if figure is None:
        return []
    parts = _stems(key)
    written = figure.group("unit").lower()
    # "sla_min": minutes; "min_days": days; "8G": gigabytes
    unit = KEY_UNITS.get(parts[-1]) or _VALUE_UNITS.get(written, written) or None
    named = parts[:-1] if parts[-1] in KEY_UNITS else parts
    stems = {phrases.stem(p) for p in named if p not in _KEY_WORDS and p not in text.STOP and not p.isdigit()
             and len(p) > 1}
    context = {phrases.stem(p) for k in [*parents, *text.words(comment)] for p in _stems(k)}
    number = float(figure.group("num").replace(",", ""))
    if len(key) < 3 or _SOURCE_FILE.search(key):
        return []  # "t=10s": a log's clock; "(DispatcherServlet.java:1072)": a stack frame's line, no setting
    inner = frozenset(phrases.stem(p) for p in _stems(parents[-1])) - text.STOP if len(parents) >= 2 else frozenset()
    marks = {p for p in context if len(p) == 1}  # "pool_a": a section's mark stays, a small word though it is
    return [_Setting(stems - _MEASURE_WORDS, stems & _MEASURE_WORDS, context - text.STOP | marks, key, figure.group(0), number,
                     unit, inner=inner)]


def _spoken(older: str) -> set[str]:
    """The statement's words as stems, a hyphenated or underscored name's parts each one."""
    return {phrases.stem(w) for w in text.words(older.replace("-", " ").replace("_", " "))}


def _another_record(record: frozenset[str], older: str, newer: str) -> bool:
    """Whether a record is another thing of the statement's kind: its name says a word the statement does not
    (not even as the start or the short form of one of its words), and the note leaves out a word of the
    statement's thing (one that writes them all may call the statement's thing by another name)."""
    if not record:
        return False
    spoken = _spoken(older)
    noted = {phrases.stem(p) for w in text.words(newer) for p in _stems(w)}
    return bool(phrases.subject(older) - noted) and any(
        not any(w == s or len(w) >= 4 and (s.startswith(w) or w.startswith(s) and len(s) >= 4) or siblings.short_for(s, w)
                for s in spoken) for w in record)


def keys_of_other_records(older: str, newer: str) -> frozenset[str]:
    """The keys every setting of which in the note sits in a record named for another thing than the statement's,
    among records of several things ('{"type":"dental_admission", …}' beside '{"type":"post_op_check", …}') or
    named as a sibling of the statement's thing ("MILL-LANE-DOCK-02" for "Bay Road loading docks"): a lone record
    under a name of its own may be the statement's thing under its code name."""
    every = settings(newer)
    if not any(setting.record for setting in every):
        return frozenset()
    listing = len({setting.record for setting in every if setting.record}) >= 2
    spoken = _spoken(older)
    by_key: dict[str, list[_Setting]] = {}
    for setting in every:
        by_key.setdefault(setting.key, []).append(setting)
    return frozenset(key for key, found in by_key.items()
                     if all(_another_record(setting.record, older, newer) and (listing or bool(setting.record & spoken))
                            for setting in found))


def _figure_of(older: str) -> tuple[float, str | None, str] | None:
    """The statement's one figure in a base unit, its dimension (None for a bare number), and as written."""
    digits = measures._digits(older)  # noqa: SLF001 - "two years" as the measure readers see it
    given = measures._measures(digits)  # noqa: SLF001
    angles = _ANGLE.findall(older)
    if len(angles) == 1 and not given:
        return float(angles[0]), "angle", f"{angles[0]} degrees"
    if len(given) == 2 and given[0][2] == given[1][2] and sum(d.startswith("count:") for _, d, _, _ in given) == 1:
        given = [g for g in given if not g[1].startswith("count:")]  # "within 60 minutes gets flagged": a time
    if len(given) == 1:
        value, dimension, at, end = given[0]
        return value, dimension, digits[at:end]
    if given:
        return None
    figures = re.findall(r"(?<![\w.$])(\d+(?:\.\d+)?)(\s*%)?(?!\w|\.\d)", older)
    if len(figures) != 1 or re.fullmatch(r"(?:19|20)\d\d", figures[0][0]):
        return None
    num, percent = figures[0]
    return float(num), "ratio" if percent else None, num + percent.strip()


_ANGLE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s?(?:°(?!\s?[CFcf]\b)|deg\b|degrees?\b)")


# A setting's abbreviation, and the words a person says for it
_SAYS = {k: {phrases.stem(w) for w in v.split()} for k, v in {
    "ttl": "valid validity expire expires expiry lifetime live", "idle": "inactivity inactive",
    "alt": "altitude", "elev": "elevation", "vel": "speed velocity", "spd": "speed", "temp": "temperature", "freq": "frequency", "hb": "heartbeat",
    "dup": "duplicate duplicates", "poll": "refresh refreshes check checks fetch fetches",
    "conf": "confidence", "auth": "authentication"}.items()}


def _initials(s: str) -> set[str]:
    """What a run of two to four words of a text is shortened to ("soc" for "state-of-charge")."""
    words = [w for w in text.words(s.replace("-", " ")) if w not in ("of", "and", "the")]
    return {"".join(w[0] for w in words[k:k + n]) for n in (2, 3, 4) for k in range(len(words) - n + 1)}


_MONEY_KEYS = measures.HUNDREDTHS | frozenset("amount price fee cost charge".split())
_MONEY_STEMS = frozenset(phrases.stem(w) for w in _MONEY_KEYS)


def _in_base(setting: _Setting, wanted: str | None) -> tuple[float, str | None]:
    """A setting's figure in its unit's base, with its dimension; a share may be written as a fraction
    (`tm.min_fuzzy: 0.85` for "75%")."""
    if setting.unit is None:
        if wanted == "ratio" and 0 < setting.figure <= 1 and "." in setting.value:
            return round(setting.figure * 100, 6), "ratio"
        parts = set(_stems(setting.key))
        if wanted is not None and wanted.startswith("money:") and parts & _MONEY_KEYS:
            # "amount_pence: 5000" is £50.00; "price: 45" is in the statement's currency
            return (setting.figure / 100 if parts & measures.HUNDREDTHS else setting.figure), wanted
        return setting.figure, None
    dimension = claims.unit_dimension(setting.unit)
    if dimension is None:
        return setting.figure, None
    if dimension == "ratio":
        return setting.figure, "ratio"
    return claims.in_base_unit(str(setting.figure), setting.unit), dimension


_KIND_AFTER = re.compile(r"\s*(?:service|worker|job|app|api|bucket|queue|topic|repo|repository|table|cluster|pipeline|"
                         r"module|package|library|daemon|bot|tool|cli|binary|deployment)\b", re.I)


def _compound_word(key: str, after: str) -> bool:
    """A word joined by hyphens ("x-ray", "Controlled-substance"), not a name ("form-renderer service")."""
    return re.fullmatch(r"[A-Za-z][a-z]*(?:-[a-z]+)+", key) is not None and not _KIND_AFTER.match(after)


def _words_after(figure: str, note: str) -> set[str]:
    """The words the note writes right after the figure, lower-cased ("60s", "300 seconds", "30 times")."""
    return {m.group("u").lower() for m in re.finditer(rf"(?<![\w.=:]){re.escape(figure)} ?(?P<u>[A-Za-z]+)\b", note)}


def _with_unit_shown(setting: _Setting, note: str, dimension: str | None) -> _Setting:
    """A setting with no unit takes the one of the statement's dimension its figure is written with elsewhere
    in the note ("next scan in 60s (poll_interval=60)")."""
    if setting.unit is not None or dimension is None:
        return setting
    units = {u for u in _words_after(setting.value, note) if claims.unit_dimension(u) == dimension}
    return setting._replace(unit=units.pop()) if len(units) == 1 else setting


_TIME_MEASURES = frozenset(phrases.stem(w) for w in "timeout ttl interval delay period expiry lifetime duration "
                           "wait backoff age".split())


def _bare_time(figure: str, stated: float) -> float:
    """A duration written without its unit ("PROFILE_CACHE_TTL=60"), in seconds: the statement's own
    figure when a usual unit (ms, s, min, h, d) makes it that ("SESSION_TTL=1800" for "30 minutes")."""
    readings = [claims.in_base_unit(figure, unit) for unit in ("ms", "s", "min", "h", "d")]
    if any(r is not None and abs(r - stated) <= 1e-6 * max(1.0, stated) for r in readings):
        return stated
    seconds = claims.in_base_unit(figure, "s")
    return stated if seconds is None else seconds


def _written_with_a_unit(figure: str, note: str) -> bool:
    """Whether the note writes the figure with a unit elsewhere ("retried 30 times"): then it is no bare
    duration."""
    return any(claims.unit_dimension(u) is not None or u in ("times", "x") for u in _words_after(figure, note))


def other_setting(older: str, newer: str) -> tuple[str, str] | None:
    """The statement's figure as written, and the dumped setting that gives it another value."""
    if len(older) > MAX_STATEMENT or "\n" not in newer.strip() and not _ENV.search(newer) and not _INLINE.search(newer) \
            and not _BUMPED.search(newer) and not _TICKED.search(newer) and not _DEFINE.search(newer) \
            and not _BRACED.search(newer) and not _JSON_PAIR.search(newer) and not _SAID_IS.search(newer):
        return None
    given = _figure_of(older)
    if given is None:
        return _each_figure(older, newer)
    # names the statement gives its thing by, not a figure's unit ("200,000 cells/mL")
    named = [v.key.strip("`'\"") for v in retired.values_of(older) if v.kind == "ident" and not v.key[:1].isdigit()
             and not re.search(r"\d\s?$", older[:v.start]) and not _compound_word(v.key, older[v.end:])]
    joined = _JOINER.sub("_", newer.lower())
    if named and not any(_JOINER.sub("_", n.lower()) in joined for n in named):
        return None  # "The form-renderer service runs 6 replicas" / a manifest of pdf-archiver's ("urgent-low"
        # is the key's "urgent_low")
    value, dimension, shown = given
    stated = {phrases.stem(_IRREGULAR.get(w.lower(), w)) for w in text.words(older.replace("-", " ").replace("/", ""))}
    stated |= {phrases.stem(w.replace("-", "")) for w in re.findall(r"\b[a-z]+-[a-z]+\b", older.lower())}  # "re-plans"
    # a setting the statement names by its key says its words ("The app's minSdk is 26": "sdk")
    stated |= {phrases.stem(p) for key in _KEY.findall(older) for p in _stems(key)}
    spoken = text.words(older)  # two words a key writes as one ("log out": "idleLogoutSeconds")
    stated |= {phrases.stem(a + b) for a, b in zip(spoken, spoken[1:], strict=False) if a.isalpha() and b.isalpha()}
    said = {w for w in stated if len(w) > 2}
    initials = _initials(older)
    subject = phrases.subject(older)
    measured = dimension is not None and not dimension.startswith("count:")
    money = dimension is not None and dimension.startswith("money:")
    noted = {phrases.stem(w) for w in text.words(re.sub(r"[_.-]|(?<=[a-z])(?=[A-Z])", " ", newer))}

    def tie(setting: _Setting) -> int:
        # … or written short for one ("appt" of "appointment")
        written = {w for w in setting.words if any(w == s or len(w) >= 4 and s.startswith(w[:4]) for s in said)
                   or len(w) == 4 and any(len(s) > len(w) + 2 and siblings.short_for(s, w) for s in said)}
        known = written | {w for w in setting.words if w in initials or _SAYS.get(w, set()) & stated}
        placed = len(setting.context & said)
        unknown = setting.words - known - (_MONEY_STEMS if money else set())  # "amount_pence" of "costs £45"
        # a measure's key may have one word of its own beside a word the statement writes, when it names no
        # other kind of the statement's thing ("SESSION_IDLE_TIMEOUT_SECONDS" for "Reviewer sessions …"; not
        # "REFRESH_TOKEN_TTL" for "access tokens")
        beside = measured and written and not phrases.two_kinds(subject, unknown | known & subject, noted, stated)
        if len(unknown) > (1 if placed or len(known) >= 2 or beside else 0):
            return 0  # the name speaks of another thing ("REFRESH_TOKEN_TTL" beside "access tokens …"), unless
            # its section, its comment or more of its own words say where it belongs ("interview_reminder:" →
            # "lead_time_hours", "PAYMENT_SESSION_IDLE_TIMEOUT_SECONDS" for "payment sessions time out")
        return len(known) + placed + (len(setting.measure & said) if known or placed else 0)

    bound = _LOW if _AT_LEAST.search(older) else _HIGH if _AT_MOST.search(older) else set()
    marked = _marked(older)
    best: tuple[int, _Setting, float] | None = None
    for setting in settings(newer):
        figure, unit_dimension = _in_base(_with_unit_shown(setting, newer, dimension), dimension)
        if dimension == "time" and unit_dimension is None and setting.measure & _TIME_MEASURES and setting.words \
                and not _written_with_a_unit(setting.value, newer):  # the key itself names the thing ("SEAT_HOLD_TTL")
            figure, unit_dimension = _bare_time(setting.value, value), "time"
        if dimension is not None and not dimension.startswith("count:") and unit_dimension != dimension:
            continue
        if (dimension is None or dimension.startswith("count:")) and unit_dimension is not None:
            continue
        words = set(_stems(setting.key))
        if bound and words & (_LOW | _HIGH) and not words & bound:
            continue  # "min_days: 1" is no setting of "at most 60 days"
        if setting.label and not setting.label & said:
            continue  # "label-printer-svc: set max_retries=5 …": another thing's setting
        if _under_a_sibling(setting.context, marked):
            continue  # "sheet_b: public_skate: capacity: 120" is no setting of "… on Sheet A"
        if _another_record(setting.record, older, newer):
            continue  # "id: SUM-TBAR-01 … group_scan_max: 2" is the T-bar lane's, not the Ridge Express lanes'
        if len(setting.inner) >= 2 and not setting.inner & (said | _MEASURE_WORDS | _KEY_WORDS) \
                and (setting.context - setting.inner) & said:
            continue  # "sheet_a: stick_and_puck: capacity: 30": the statement's section holds another thing's setting
        strength = tie(setting)
        if strength and (best is None or strength > best[0] or strength == best[0] and figure == value):
            best = (strength, setting, figure)
    if best is None or abs(best[2] - value) < 1e-9:
        return None
    return shown, f"{best[1].key} = {best[1].value}"


# One of several things told apart by a letter or a number: "Sheet A", "CR2", "pump-4" ("closes 15 minutes" is a measure)
_MARKED = re.compile(r"\b(?P<kind>[A-Za-z]{2,})(?:[_-]?(?P<digits>\d{1,3})|[ _-](?P<letter>[A-Z]))\b")


def _marked(older: str) -> dict[str, str]:
    """The statement's things named by a mark, as {kind: mark} ("Sheet A" → {"sheet": "a"}, "CR2" → {"cr": "2"})."""
    return {phrases.stem(m.group("kind").lower()): (m.group("digits") or m.group("letter")).lower()
            for m in _MARKED.finditer(older) if m.group("kind").lower() not in text.STOP}


def _under_a_sibling(context: set[str], marked: dict[str, str]) -> bool:
    """Whether a setting's sections name a sibling of a thing the statement marks: the kind with another mark
    ("sheet" and "b" for "Sheet A"; "cr1" for "CR2")."""
    for kind, mark in marked.items():
        for part in context:
            joined = re.fullmatch(rf"{re.escape(kind)}(\d{{1,3}})", part)
            if joined is not None and joined.group(1) != mark:
                return True
        if kind in context and mark not in context and any(re.fullmatch(r"[a-z]|\d{1,3}", p) for p in context):
            return True
    return False


_FIGURES_APART = re.compile(r",\s+|;\s+|\s*[()]\s*|\s+(?:with|and|plus)\s+(?:an?\s+|the\s+)?")


def _each_figure(older: str, newer: str) -> tuple[str, str] | None:
    """A statement of two figures read one figure at a time ("Tasks default to 3 retries with a 5 minute
    retry delay"): each part that holds one figure, with the words before the first part's figure as what
    it speaks of."""
    parts = [part for part in _FIGURES_APART.split(older.strip().rstrip(".")) if part.strip()]
    if not 2 <= len(parts) <= 4:
        return None
    # each part's figure as written; "the first starting at 09:00" sets no measure
    figures = [(part, figure[2]) for part in parts if (figure := _figure_of(part)) is not None]
    if not figures:
        return None
    parts, written = [part for part, _ in figures], {shown for _, shown in figures}
    first = re.search(r"\d", parts[0])
    lead = parts[0][:first.start()] if first is not None else ""
    for k, part in enumerate(parts):
        found = other_setting(part if k == 0 else f"{lead}{part}", newer)
        if found is None:
            continue
        # a setting that gives another of the statement's figures is that one's, unless its key is this part's
        # ("slot_minutes = 90" for "90-minute slots (60 minutes of service …)" is the slots')
        key, value = found[1].rsplit(" = ", 1)
        if not any(re.match(rf"{re.escape(value)}\b", w) for w in written) \
                or text.rooted(text.name_terms(" ".join(w for w in _stems(key) if w not in KEY_UNITS)),
                               text.name_terms(part)):
            return found
    return None
