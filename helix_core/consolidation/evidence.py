"""What a tool's output shows of a statement's value: a diff that takes it out for another under the
same key, a command that says the statement's path or name is not there, a setting printed with another
value of the statement's kind, a release reported for the statement's versioned thing.

"Raw IQ recordings are uploaded to the S3 bucket kestrel-iq-raw" and a config change
"- iq_upload_uri: s3://kestrel-iq-raw/… / + iq_upload_uri: s3://kestrel-iq-archive-euc1/…" update it;
"The rate tables live in config/rates/" and "ls: cannot access 'config/rates': No such file or directory"
disagree, as do "Probe readings are written to the probe_readings table" and `relation "probe_readings" does
not exist`, "Uploaded media is stored in the GCS bucket inkwall-media-prod" and `media_bucket =
"gs://newsroom-assets-eu"`. The value must be one only this statement would name (a bucket, a region, a path:
written with a hyphen, a dot, an underscore, a slash or a digit), and what the tool prints must be tied to it
(the same key, the kind of place and a word of what it holds).
"""

from __future__ import annotations

import re

from . import text

# "-  iq_upload_uri: s3://a/…", "+ region = eu-central-1", "-    image: registry/app:1.2"
_DIFF_LINE = re.compile(r"^\s*(?P<sign>[-+])(?![-+])\s*(?P<key>[\w.-]+)\s*[:=]\s*(?P<val>\S.*?)\s*$", re.M)
# A value only one thing would have: with a separator or a digit, and long enough to mean something
_DISTINCT = re.compile(r"(?<![\w./-])/?(?=[\w./-]*[-_./\d])[a-z][\w./-]{4,}[\w/](?![\w-])", re.I)
_COMMON = frozenset("s3:// https:// http:// e.g. i.e. etc.".split())


def _distinct_values(s: str) -> set[str]:
    found = {m.group(0).lower().rstrip("/.") for m in _DISTINCT.finditer(s)}
    return {v for v in found if re.search(r"[-_./\d]", v)} - _COMMON  # "channel." ends a sentence, it is no name


def replaced_in_diff(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's value, the value the diff gives its key instead), or None."""
    lines = list(_DIFF_LINE.finditer(newer))
    if not lines:
        return None
    values = _distinct_values(older)
    removed = {m.group("key").lower(): m.group("val") for m in lines if m.group("sign") == "-"}
    added = {m.group("key").lower(): m.group("val") for m in lines if m.group("sign") == "+"}
    for key, old_line in removed.items():
        new_line = added.get(key)
        if new_line is None or new_line == old_line:
            continue
        old_low, new_low = old_line.lower(), new_line.lower()
        for value in sorted(values, key=len, reverse=True):
            if re.search(rf"(?<![\w-]){re.escape(value)}(?![\w-])", old_low) and value not in new_low:
                return value, new_line.strip("'\"")
    return None


# "ls: cannot access 'config/rates': No such file or directory", "fatal: pathspec 'x' did not match any
# files", "stat config/rates: no such file or directory", "FileNotFoundError: … 'config/rates/x.yaml'"
_MISSING = re.compile(r"(?:cannot\s+access|cannot\s+stat|can't\s+open|stat|open|pathspec|path)\s+['\"‘`]?"
                      r"(?P<p1>[\w./~-]+?)['\"’`]?:?\s+(?:no\s+such\s+file(?:\s+or\s+directory)?|did\s+not\s+match|"
                      r"does\s+not\s+exist)|"
                      r"(?:FileNotFoundError|ENOENT)[^'\"\n]{0,80}['\"](?P<p2>[\w./~-]+)['\"]|"
                      r"(?P<p3>[\w./~-]+/[\w./~-]*):\s+no\s+such\s+file\s+or\s+directory", re.I)


def missing_path(older: str, newer: str) -> str | None:
    """The statement's path, when the note's tool output says there is no such file or directory."""
    places = {p.strip("/") for p in re.findall(r"(?<![\w/.-])((?:[\w.-]+/)+[\w.-]*)", older) if "/" in p.strip("/")
              or p.endswith("/")}
    if not places:
        return None
    for m in _MISSING.finditer(newer):
        said = (m.group("p1") or m.group("p2") or m.group("p3") or "").strip("/")
        for place in places:
            # a file missing under it says nothing of the folder; a top folder missing under the repository's
            # own folder is the folder itself ("glossaries/ at the root of the config repository" /
            # "ls: cannot access 'config-repo/glossaries'")
            if said == place or "/" not in place and said.endswith("/" + place) and said.count("/") == 1:
                return place
    return None


# A host a tool cannot find: "curl: (6) Could not resolve host: x.internal", "ssh: Could not resolve hostname
# x: Name or service not known", "getaddrinfo ENOTFOUND x", "dial tcp: lookup x: no such host"
_UNRESOLVED = re.compile(r"could\s+not\s+resolve\s+(?:host|hostname)(?:\s+name)?:?\s+(?P<h1>[\w.-]+)|"
                         r"(?:ENOTFOUND|unknown\s+host:?)\s+(?P<h2>[\w.-]+)|lookup\s+(?P<h3>[\w.-]+)(?:\s+on\s+[\w.:]+)?:\s+"
                         r"no\s+such\s+host", re.I)
_HOST = re.compile(r"(?<![\w./@-])(?:[a-z0-9-]+\.){1,}(?:internal|local|lan|corp|com|net|org|io|dev|cloud|co\.uk|uk|eu|de)"
                   r"(?![\w-])", re.I)


def unresolved_host(older: str, newer: str) -> str | None:
    """The statement's host, when the note's tool output says no such host resolves."""
    hosts = {h.lower() for h in _HOST.findall(older)}
    for m in _UNRESOLVED.finditer(newer):
        said = (m.group("h1") or m.group("h2") or m.group("h3") or "").lower().rstrip(".")
        if said in hosts:
            return said
    return None


# A name only one thing has: with an underscore, a hyphen, a slash, a hash or a capital inside a word
_NAME = re.compile(r"(?<![\w./#-])[/#]?(?=[\w./#-]*(?:[_/#-]|[a-z][A-Z]))[A-Za-z][\w./-]*[A-Za-z0-9](?![\w-])")
_CALLED = re.compile(r"\b(?:called|named|titled)\s+[`'\"]?(?P<n>[A-Za-z][\w-]{2,})[`'\"]?\s*\.?$", re.I)
# What a tool says of a name it cannot find, right after it: "relation \"x\" does not exist", "Unknown
# topic '/x'", "x: not found", "there is no `x` attribute", "FAILED 1060: The specified service does not exist"
_ABSENT_AFTER = re.compile(r"^[`'\"]?\)?\s*(?::\s*)?(?:[^\n.;]{0,60}?\b(?:does\s+not|doesn't|did\s+not)\s+(?:exist|match)|"
                           r"[^\n.;]{0,30}?\b(?:returns?|returned|gives?|gave)\s+no\s+(?:relation|rows?|results?|match\w*)|"
                           r"\s*(?:[\w-]+\s+)?not\s+found|\s*(?:attribute|field|column|table|topic|key)?\s*(?:is\s+)?"
                           r"(?:missing|unknown))", re.I)
_ABSENT_BEFORE = re.compile(r"(?:\bunknown\s+(?:topic|table|relation|service|queue|channel|field|column|key|"
                            r"attribute|command|connection)|\bno\s+(?:such\s+)?(?:relation|table|topic|service|queue|"
                            r"channel|field|column|attribute|connection|key)(?:\s+(?:named|called))?|\bthere\s+is\s+no|"
                            r"\bthere's\s+no|\bnothing\s+(?:named|called)|\bKeyError:?)\s*[`'\"]?$|\bno\s*[`'\"]$", re.I)  # a bare "no"
# only before a quoted name; Python's "KeyError: 'student_number'" reading a payload that lacks it
_CONDITION = re.compile(r"\b(?:when|whenever|if|unless|in\s+case|where)\s+(?:the\s+|a\s+|an\s+)?[`'\"]?$", re.I)
# A service asked for on a host, and the answer that it is not there: Windows' `sc query`, systemd's
# "Unit x.service could not be found."
_SERVICE_QUERY = re.compile(r"FAILED\s+1060|specified\s+service\s+does\s+not\s+exist|"
                            r"\bUnit\s+[\w@.-]+\s+could\s+not\s+be\s+found", re.I)
_PUT_BACK = re.compile(r"\b(?:created|re-?created|restored|re-?ran|ran\s+(?:the\s+)?migrations?|migrations?\s+r[au]n|"
                       r"added\s+it|typo|until)\b", re.I)


def _names_of(older: str) -> set[str]:
    names = {m.group(0).rstrip(".") for m in _NAME.finditer(older) if len(m.group(0)) >= 4 and "://" not in m.group(0)}
    called = _CALLED.search(older.strip())
    if called is not None:
        names.add(called.group("n"))
    return names


def missing_name(older: str, newer: str) -> str | None:
    """The statement's name, when the note's tool output (or its writer) says there is no such thing:
    "relation \"probe_readings\" does not exist", "Unknown topic '/robot_pose'", "there is no `dek`
    attribute", `sc query CabSyncSvc` answered "The specified service does not exist". A note that puts
    the thing back (created it, ran the migrations, a typo) is left alone."""
    if _PUT_BACK.search(newer):
        return None
    for name in sorted(_names_of(older), key=len, reverse=True):
        for m in re.finditer(rf"(?<![\w./#-]){re.escape(name)}(?![\w-])", newer):
            before, after = newer[max(0, m.start() - 40):m.start()], newer[m.end():m.end() + 80]
            if _CONDITION.search(before) or re.match(r"`?\(", after):
                continue  # "when In-Reply-To is missing, fall back to …": a case handled, not a name gone; a call
                # in code ("fetchWeatherData('Nowhere')).rejects.toThrowError('City not found')") is no tool's answer
            if _ABSENT_BEFORE.search(before) or _ABSENT_AFTER.match(after):
                return name
            line_end = newer.find("\n", m.end())
            answer = newer[line_end:line_end + 160] if line_end >= 0 else ""
            if _SERVICE_QUERY.search(answer) and name not in answer:  # the command's answer on the next lines
                return name
    return None


# A thing that has a release of its own, and the release a statement pins it at ("Cabinet firmware is pinned
# at version 3.8", "The kiosk agent runs v2.4")
_VERSIONED = r"(?P<thing>firmware|agent|client|app|sdk|driver|bios|kernel|image|plugin|os|build)"
_PINNED_AT = re.compile(_VERSIONED + r"\b[^.;]{0,40}?\b(?:version|release|build|v)\s?(?P<v>\d+(?:\.\d+){1,3})\b", re.I)
_VERSION = re.compile(r"(?<![\w.])v?(?P<v>\d+(?:\.\d+){1,3})(?![\w.])")


def reported_version(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's version, the one a note reports), when a sentence of the note names the statement's
    versioned thing and its owner and gives one other release ("every cabinet reports 4.1.2" after the
    firmware rollout), never the statement's own or a release of it ("3.8.2" refines "3.8")."""
    pinned = _PINNED_AT.search(older)
    if pinned is None:
        return None
    was, thing = pinned.group("v"), pinned.group("thing").lower()
    owner = text.content_terms(older[:pinned.start()] + " " + older[pinned.end():]) - {thing}
    if re.search(rf"(?<![\w.]){re.escape(was)}(?![\w])", newer):
        return None
    for sentence in re.split(r"(?<=[.!?])\s+|\n", newer):
        terms = text.content_terms(sentence)
        if not re.search(rf"\b{thing}s?\b", sentence, re.I) or not owner & terms:
            continue
        found = {m.group("v") for m in _VERSION.finditer(sentence)}
        if len(found) == 1:
            now = found.pop()
            if not now.startswith(was + "."):
                return was, now
    return None


# A setting printed with its value: "media_bucket = \"gs://newsroom-assets-eu\"", "\"alerts_channel\": \"#ops\""
_KEYED = re.compile(r"(?:^|[\s{,(])[\"']?(?P<key>[A-Za-z][\w.-]*)[\"']?\s*(?:=|:)\s*[\"']?(?P<val>[\w#@/:.+-]{5,})[\"']?",
                    re.M)
# What kind of place or name a value is: the key must say the same kind as the statement
_KIND = re.compile(r"\b(?:bucket|queue|topic|table|host|hostname|endpoint|url|channel|repo|repository|registry|"
                   r"database|db|schema|index|stream|cluster|namespace|project|prefix|path|dir|directory|folder)s?\b",
                   re.I)


def keyed_elsewhere(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's value, the one a printed setting gives instead), when the note prints a setting whose
    name says the statement's kind of place ("bucket") and a word of what it holds ("media"), with another
    value of the same shape, and never writes the statement's own value."""
    values = _distinct_values(older)
    kinds = {k.lower().rstrip("s") for k in _KIND.findall(older)}
    if not values or not kinds or any(v in newer.lower() for v in values):
        return None
    about = text.content_terms(re.sub(r"[-_./:]+", " ", older)) - kinds
    for m in _KEYED.finditer(newer):
        parts = {p.lower() for p in re.split(r"[_.-]+|(?<=[a-z])(?=[A-Z])", m.group("key")) if p}
        if not parts & kinds:
            continue
        # whose it is: the key's other words ("media_bucket"), or for a bare kind ("channel=") its line's
        owner = " ".join(parts - kinds) or re.sub(r"[-_./:]+", " ", newer[newer.rfind("\n", 0, m.start()) + 1:
                                                                         newer.find("\n", m.end()) % (len(newer) + 1)])
        if not text.content_terms(owner) & about:
            continue
        val = m.group("val").rstrip(".,;")
        if re.search(r"[-_./]", val) and not val.isdigit():
            return sorted(values, key=len)[-1], val
    return None


# A log line or a setting that names who made or serves the thing: "reader vendor=Axess", "provider: Paymentus"
_VENDOR_KEY = re.compile(r"(?P<lead>[^\n]{0,80}?)\b(?:vendor|provider|manufacturer|make|brand|supplier)\s*[=:]\s*[\"']?"
                         r"(?P<v>[A-Za-z][\w.&+-]*[A-Za-z0-9])", re.I)
# A vendor a statement names: a capitalised word inside the sentence, or one in capitals ("SKIDATA Freemotion")
_VENDOR = re.compile(r"(?<=\s)(?:[A-Z]{3,}|[A-Z][a-z]+[A-Z]?[\w-]*)\b")


def keyed_vendor(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's vendor, the one a log line or setting names), when the note never writes the
    statement's and a word of its line besides the key ties it to the statement's thing ("Every base-area lift
    gate uses SKIDATA Freemotion readers" / "lift=BASE-QUAD lane=3 hello from reader vendor=Axess")."""
    names = [m.group(0) for m in _VENDOR.finditer(older) if m.group(0).lower() not in text.STOP]
    if not names or any(re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", newer, re.I) for n in names):
        return None
    about = text.content_terms(re.sub(r"[-_./:]+", " ", older)) - {text.term(n.lower()) for n in names}
    for m in _VENDOR_KEY.finditer(newer):
        said = m.group("v")
        if said.lower() in older.lower() or said.lower() in ("none", "null", "unknown", "n/a", "true", "false"):
            continue
        if text.content_terms(re.sub(r"[-_./:=]+", " ", m.group("lead"))) & about:
            return names[0], said
    return None
