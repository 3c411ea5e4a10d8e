"""A note that tells one of the statement's own names changed: "renamed .clikitrc -> clikit.toml", "moved
checkpoint storage from the /mnt/ckpt share to s3://mlp-checkpoints/", "BASE_URL changed from
https://api.example.com/v1 to …", "write readings to ClickHouse instead of Influx", a diff taking a key
from the statement's value to another.

A name here is what a statement writes as a proper name: a path, a host or URL, a dotted, dashed or
underscored identifier, a quoted word, a tool written with capitals (RabbitMQ, CMake). The change is read
in the note's own shape (an arrow, "from X to Y" after a verb of change, "renamed X to Y", "replace X with
Y", "Y instead of X", a diff's removed and added line of one key); it meets the statement when X is one of
the statement's names as the note may write it (another case, a scheme before a host, a short form:
"Influx" for InfluxDB) and Y is another.
"""

from __future__ import annotations

import re

from .. import claims
from . import figure_changes, text

_NAME = re.compile(r"`(?P<q>[^`\s]{2,80})`|(?<![\w@.:/-])(?P<n>(?:[a-z][a-z0-9+]*://|~?/)?[\w~$@.+-]*[\w~]"
                   r"(?:[./:_-][\w~$@.+-]*[\w~/])+/?|[A-Z][a-z]*[A-Z][\w]*|[A-Z]{3,}[a-z]*)(?![\w-])")
_TOKEN = r"[`'\"]?(?P<{g}>(?:[a-z][a-z0-9+]*://)?[\w~$@#+.:/-]*[\w~/+#])[`'\"]?"
_WORDS = r"(?:\s+(?:the|a|an|our|its|this|that|old|new|existing|current|s3|nfs|gcs|bucket|share|repo|repository|" \
         r"directory|dir|folder|host|server|topic|queue|table|column|field|branch|channel|route|endpoint|path|file|" \
         r"url|service|cluster|region|org|organisation|organization|team|database|db|broker|store|key|prefix|" \
         r"account|project|namespace|index|library|package|tool|engine|backend|provider)){0,3}"
_VERB = (r"\b(?:mov\w*|renam\w*|chang\w*|migrat\w*|switch\w*|repoint\w*|re-?pointed|transferr\w*|port(?:ed|ing)|"
         r"cut\s+over|cutover|flipp\w*|flip|updat\w*|swapp\w*|replac\w*|relocat\w*|rehom\w*|upgrad\w*|went|go(?:es|ne)?)\b")
_SHAPES = (
    re.compile(_VERB + r"(?P<what>(?:\s+[\w'/.-]+){0,6}?)\s+from" + _WORDS + r"\s+" + _TOKEN.format(g="x") + r"(?:\s+[\w-]+){0,3}?"
               r"\s+(?:to|into|onto|over\s+to)" + _WORDS + r"\s+" + _TOKEN.format(g="y"), re.I),
    re.compile(_VERB + r"(?P<what>(?:\s+[\w'/.()+-]+){0,6}?)\s+out\s+of" + _WORDS + r"\s+" + _TOKEN.format(g="x") +
               r"\s+(?:and\s+)?(?:in)?to" + _WORDS + r"\s+" + _TOKEN.format(g="y"), re.I),
    re.compile(_TOKEN.format(g="x") + r"\s*(?:->|→|=>|⇒|-->)\s*" + _TOKEN.format(g="y")),
    re.compile(r"\brenam\w*" + _WORDS + r"\s+" + _TOKEN.format(g="x") + r"\s+(?:to|as|into)\s+" + _TOKEN.format(g="y"), re.I),
    re.compile(_TOKEN.format(g="x") + r"\s+(?:(?:was|were|has\s+been|have\s+been|got|is|is\s+now|are)\s+)?(?:now\s+)?"
               r"(?:renamed|moved(?:\s+over)?|migrated|repointed|transferred)\s+(?:to|into|as|under)\s+" + _WORDS + r"\s*"
               + _TOKEN.format(g="y"), re.I),
    # "pubsvc is now 'distributor'", "Queue 'finals' is 'delivery' as of this release": a name for a name
    re.compile(_TOKEN.format(g="x") + r"\s+(?:is|are)\s+(?:now\s+(?:called\s+|named\s+)?" + _TOKEN.format(g="y") +
               r"|(?:called\s+|named\s+)?" + _TOKEN.format(g="z") +
               r"\s+(?:now|as\s+of|from\s+now\s+on|going\s+forward|these\s+days))(?![\w-])", re.I),
    re.compile(_TOKEN.format(g="y") + r"\s+\((?:formerly|previously|was|née)\s+(?:the\s+)?" + _TOKEN.format(g="x"), re.I),
    re.compile(r"\b(?:git\s+)?mv\s+" + _TOKEN.format(g="x") + r"\s+" + _TOKEN.format(g="y")),
    re.compile(r"\b(?:replac\w*|swap\w*)" + _WORDS + r"\s+" + _TOKEN.format(g="x") + r"(?:\s+[\w-]+){0,2}?\s+(?:with|for|by)"
               + _WORDS + r"\s+" + _TOKEN.format(g="y"), re.I),
    re.compile(_TOKEN.format(g="y") + r"(?:\s+\([^()]{0,60}\))?\s+instead\s+of" + _WORDS + r"\s+" + _TOKEN.format(g="x"), re.I),
)
_DIFF_LINE = re.compile(r"^(?P<sign>[-+])\s*(?:export\s+)?(?P<key>[A-Za-z_][\w.-]*)\s*[:=]\s*[`'\"]?(?P<v>[^\s`'\"#]+)",
                        re.M)
_SCHEME = re.compile(r"^[a-z][a-z0-9+]*://")


def _plain(name: str) -> str:
    """A name as two texts may both write it: no quotes, scheme or trailing slash, in lower case."""
    return _SCHEME.sub("", name.strip("`'\".,;:()")).rstrip("/").lower()


def names_of(statement: str) -> set[str]:
    """The statement's names, each as `_plain` writes it."""
    out = set()
    for m in _NAME.finditer(statement):
        name = _plain(m.group("q") or m.group("n"))
        if len(name) >= 3 and not name.isdigit() and not re.fullmatch(r"[\d.:/-]+", name):
            out.add(name)
    # a plain word the statement gives as a name: "… is called pubsvc", "the queue called finals"
    out |= {m.group("w").lower() for m in _CALLED.finditer(statement) if len(m.group("w")) >= 3}
    return out


_CALLED = re.compile(r"\b(?:called|named|labell?ed|titled)\s+[`'\"]?(?P<w>[A-Za-z][\w.-]*[\w])", re.I)


def _kinds_named(statement: str) -> set[str]:
    """The kind words a statement puts before its names: "the Kafka topic `orders.created`" → topic."""
    kinds = set()
    for m in _NAME.finditer(statement):
        before = re.findall(r"[a-z]+", statement[:m.start()].lower())[-3:]
        kinds |= {w for w in before if w in _KIND_WORDS}
    return kinds


_KIND_WORDS = frozenset("topic queue bucket table column field branch channel repo repository host hostname domain "
                        "service binary command cli package tag prefix folder directory region cluster database "
                        "index event route endpoint".split())


def _is(written: str, name: str) -> bool:
    """Whether the note's word is the statement's name: the same, or a short form of a tool ("influx" for
    influxdb), or the name with its host or folder given in full."""
    word = _plain(written)
    if word == name:
        return True
    if re.fullmatch(r"[a-z]{4,}", word) and name.startswith(word) and len(name) - len(word) <= 3:
        return True  # "Influx" is InfluxDB, "Mongo" MongoDB
    return "/" in name and (word.endswith("/" + name) or word.endswith("." + name))


def _namelike(said: str, word: str) -> bool:
    """Whether a word stands as a name where the note writes it: quoted, or written with separators, digits
    or capitals inside."""
    return bool(re.search(rf"[`'\"]{re.escape(word)}[`'\"]", said) or re.search(r"[-_./:\d]|[a-z][A-Z]", word))


def _another(old: str, new: str) -> bool:
    """Whether the new name is another than the old, not a folder under it or a release of it."""
    a, b = _plain(old), _plain(new)
    if not b or a == b or b.startswith(a + "/") or re.fullmatch(r"v?\d[\w.]*", b):
        return False
    return re.sub(r"[\d.]+", "", a) != re.sub(r"[\d.]+", "", b) or "/" in a or "." in a


def _of_the_statements_thing(what: str | None, said: frozenset[str]) -> bool:
    """What the note says it changed ("moved checkpoint storage from …") is the statement's thing: a word of
    it at least, and at most one word the statement does not use ("switched the merchant tablet app from
    long-polling …" is another app than the courier app)."""
    named = figure_changes.terms(what or "")
    return not named or bool(named & said) and len(named - said) <= 1


def changed(older: str, newer: str) -> claims.Verdict | None:
    """An update when the note tells one of the statement's names changed to another."""
    names = names_of(older)
    if not names:
        return None
    said = figure_changes.terms(older)
    for sentence in re.split(r"(?<=[.!?;])\s+|\n+", newer):
        for shape in _SHAPES:
            for m in shape.finditer(sentence):
                x, y = m.group("x"), m.groupdict().get("y") or m.groupdict().get("z")
                if y is None or "z" in m.groupdict() and not _namelike(m.group(0), y):
                    continue  # "pubsvc is now deprecated" names nothing in its place
                name = next((n for n in names if _is(x, n)), None)
                if name is not None and _another(x, y) and not any(_is(y, n) for n in names) \
                        and _of_the_statements_thing(m.groupdict().get("what"), said):
                    return claims.Verdict("update", f"{x} → {y}", x, y, "name")
    for kind in _kinds_named(older):  # "The topic is vintly.order.placed now, not the old name"
        for m in re.finditer(rf"\bthe\s+(?:new\s+)?{kind}\s+(?:is|are)\s+(?:now\s+)?(?:called\s+|named\s+)?"
                             + _TOKEN.format(g="y") + r"(?![\w-])", newer, re.I):
            y = m.group("y")
            if _namelike(m.group(0), y) and not any(_is(y, n) for n in names):
                old = next(iter(sorted(names)))
                return claims.Verdict("update", f"{kind}: {y}", old, y, "name")
    removed = {m.group("key"): m.group("v") for m in _DIFF_LINE.finditer(newer) if m.group("sign") == "-"}
    for m in _DIFF_LINE.finditer(newer):
        old = removed.get(m.group("key"))
        if m.group("sign") == "+" and old is not None and _another(old, m.group("v")) \
                and any(_is(old, n) for n in names):
            return claims.Verdict("update", f"{old} → {m.group('v')}", old, m.group("v"), "name")
    command = _command_renamed(older, newer)
    if command is not None:
        return claims.Verdict("update", f"{command[0]} → {command[1]}", command[0], command[1], "name")
    for old, new in _line_changes(newer):
        if _another(old, new) and any(_is(old, n) for n in names) and not any(_is(new, n) for n in names):
            return claims.Verdict("update", f"{old} → {new}", old, new, "name")
    return None


_COMMAND = re.compile(r"`(?P<c>[a-z][\w.-]*\s[^`\n]{2,80})`")
_RENAMED = re.compile(r"\brenam\w*|\b(?:is|are)\s+(?:now\s+)?`[^`]+`\s+now\b|\bnow\s+(?:is|are)\b|\binstead\s+of\b|"
                      r"\breplac\w*", re.I)


def _command_renamed(older: str, newer: str) -> tuple[str, str] | None:
    """The statement's command line, and the one other command of its program the note gives where it tells
    a rename ("the reprint subcommand was renamed: it is `opsctl boarding reissue <ref>` now")."""
    if not _RENAMED.search(newer):
        return None
    for m in _COMMAND.finditer(older):
        x = m.group("c").strip()
        if x.lower() in newer.lower():
            continue
        program = x.split()[0]
        others = {c.group("c").strip() for c in _COMMAND.finditer(newer)
                  if c.group("c").split()[0] == program and not c.group("c").strip().startswith(x)}
        if len(others) == 1:
            return x, others.pop()
    return None


_CODE_TOKEN = re.compile(r"[\w.:/@#-]+|\S")


def _line_changes(newer: str) -> list[tuple[str, str]]:
    """A diff's removed line and the added line after it that differ in one word alone
    (`-  "printing.tasks.*": {"queue": "labels"},` / `+  "printing.tasks.*": {"queue": "print_jobs"},`)."""
    out = []
    for line, added in text.diff_line_pairs(newer):
        old, new = _CODE_TOKEN.findall(line), _CODE_TOKEN.findall(added)
        if len(old) != len(new):
            continue
        differ = [(a, b) for a, b in zip(old, new, strict=True) if a != b]
        if len(differ) == 1 and re.search(r"[A-Za-z]", differ[0][0]) and re.search(r"[A-Za-z]", differ[0][1]):
            out.append(differ[0])
    return out


# The note marks a name as gone: "the old `orders.v1` topic", "orders.v1 is scheduled for deletion",
# "the old host answers 410", "… only redirects", "we retired the RabbitMQ broker"
_OLD_BEFORE = re.compile(r"\b(?:old|legacy|former|previous|deprecated|retired|retire|decommissioned|decommission)\s+"
                         r"(?:[\w-]+\s+)?[`'\"]?$", re.I)
_GONE_AFTER = re.compile(r"^[`'\"]?(?:\s+[\w-]+){0,2}?\s+(?:is|are|was|were|has\s+been|have\s+been|will\s+be|gets?|got)?\s*"
                         r"(?:now\s+)?(?:scheduled\s+for\s+(?:deletion|removal|teardown|decommissioning)|"
                         r"(?:being\s+)?(?:deleted|removed|decommissioned|retired|deprecated|switched\s+off|shut\s+down|"
                         r"torn\s+down|archived)|read-only|stops?\s+(?:receiving|accepting|serving)|"
                         r"(?:answers|returns|responds\s+with)\s+(?:an?\s+)?(?:410|404|301|308)|only\s+redirects|redirects)\b",
                         re.I)
# where the work goes now: "producers write to `orders.v2`", "repointed to /v2/hooks", "goes through SNS now"
_TOWARD = re.compile(r"\b(?:to|onto|into|through|via)\s+(?:the\s+|a\s+|an\s+|new\s+)*[`'\"]?$", re.I)


_HOST = re.compile(r"^[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|app|co|uk|de|fr|nl|fm|tv|ai|us|eu|me|cloud|internal|local|"
                   r"lan|corp|example)(?:[:/]|$)")


def _shape(name: str) -> str:
    """What kind of name a name is: a URL or host, a path, a dotted or dashed identifier, a tool."""
    if "://" in name or _HOST.match(name):
        return "host"
    if "/" in name:
        return "path"
    return "ident" if re.search(r"[._-]", name) else "tool"


def retired_for(older: str, newer: str) -> claims.Verdict | None:
    """An update when the note marks one of the statement's names as gone and names another of its kind
    where the work now goes ("producers write to order-events.v2 … orders.created is scheduled for
    deletion")."""
    names = names_of(older)
    if not names:
        return None
    gone = None
    for m in _NAME.finditer(newer):
        written = m.group("q") or m.group("n")
        name = next((n for n in names if _is(written, n)), None)
        if name is not None and (_OLD_BEFORE.search(newer[max(0, m.start() - 40):m.start()])
                                 or _GONE_AFTER.match(newer[m.end():m.end() + 80])):
            gone = (written, name)
            break
    if gone is None:
        return None
    for m in _NAME.finditer(newer):
        written = m.group("q") or m.group("n")
        if any(_is(written, n) for n in names) or _shape(_plain(written)) != _shape(gone[1]) \
                or not _another(gone[0], written):
            continue
        if _TOWARD.search(newer[max(0, m.start() - 30):m.start()]):
            return claims.Verdict("update", f"{gone[0]} → {written}", gone[0], written, "name")
    return None


# A tool the note says the work left: "left SendGrid", "ditched Next", "turned the Elasticsearch cluster off",
# "Onfido contract ends", "pulled libnfc out", "done with OctoPrint", "migrating … off First Databank"
_LEFT_BEFORE = re.compile(r"\b(?:left|ditch(?:ed|ing)|dropp(?:ed|ing)|drop|rip(?:s|ped|ping)?|pull(?:ed|ing|s)?|"
                          r"remov(?:ed|es|ing)|retir(?:ed|es|ing)|decommission(?:ed|ing)?|cancell?(?:ed|ing)|done\s+with|"
                          r"off|away\s+from|instead\s+of|replac(?:ed|es|ing)|switch(?:ed|ing)?\s+off|turn(?:ed|ing)?\s+off|"
                          r"migrat(?:ed|ing)\s+(?:\w+\s+){0,3}off|mov(?:ed|ing)\s+(?:\w+\s+){0,3}off)\s+(?:the\s+|our\s+|of\s+)?$",
                          re.I)
_LEFT_AFTER = re.compile(r"^(?:\s+[\w-]+){0,3}?\s+(?:is|are|was|were|has\s+been|got|gets|will\s+be|stays?)?\s*"
                         r"(?:(?:switched|turned|shut|powered)\s+(?:off|down)|off|out|decommissioned|retired|removed|"
                         r"disabled|read-only|cancell?ed|ends?|ended|lapsed?|lapses|gone|deleted|uninstalled)\b", re.I)
_NOW = re.compile(r"\b(?:now|from\s+now\s+on|going\s+forward|instead|these\s+days|since\s+then|"
                  # "since the transport rework merged last sprint the workers publish to NATS"
                  r"since\s+the\s+(?:[\w-]+\s+){0,3}?(?:rework|migration|rewrite|refactor|cut-?over|switch-?over)\s+"
                  r"(?:merged|landed|shipped|went\s+(?:live|out|in)|rolled\s+out|deployed)|"
                  r"(?:cut\s*over|cutover|migrat\w+|switch\w*|mov(?:ed|ing)|port(?:ed|ing))\s+(?:[\w-]+\s+){0,4}?(?:to|onto))\b",
                  re.I)
_CAPITAL = re.compile(r"(?<![\w.@/-])(?:[A-Z][a-z0-9]+(?:[A-Z][\w]*)+|[A-Z][a-z]{2,}(?:[ .-][A-Z][\w]+)?|[A-Z]{2,}[a-z]*\d*)"
                      r"(?![\w@/-])")
_NOT_TOOLS = frozenset("the this that these those we our it its they their fyi heads pr cr ci cd api sdk ui ux qa ops "
                       "dev prod staging monday tuesday wednesday thursday friday saturday sunday january february march "
                       "april may june july august september october november december sprint migration cutover "
                       "finance legal security please note notes update done commit".split())


def _tools(s: str) -> set[str]:
    """The tools a text names: the known ones, and words written with capitals away from a sentence's start."""
    found = set(claims.tool_names(s))
    for m in _CAPITAL.finditer(s):
        word = m.group(0)
        start = m.start() == 0 or re.search(r"[.!?:;\n—-]\s*$", s[:m.start()]) is not None
        if word.lower() not in _NOT_TOOLS and not start:
            found.add(word.lower())
    return found


def tool_left(older: str, newer: str) -> claims.Verdict | None:
    """An update when the note says the work left one of the statement's tools and names another it is
    done with now ("signer notification mail left SendGrid — it all goes out via Postmark now"), speaking
    of the statement's work: a word of it beside the tools."""
    mine = _tools(older)
    if not mine or len(older) > 300:
        return None
    low = newer.lower()
    gone = None
    for tool in sorted(mine, key=len, reverse=True):
        forms = {tool, tool.split(".")[0]} | ({tool[:-2]} if re.fullmatch(r"[a-z]{4,}db", tool) else set())
        for form in forms:
            for m in re.finditer(rf"(?<![\w.-]){re.escape(form)}(?![\w-])", low):
                if _LEFT_BEFORE.search(newer[max(0, m.start() - 40):m.start()]) or _LEFT_AFTER.match(newer[m.end():m.end() + 60]):
                    gone = newer[m.start():m.end()]
                    break
            if gone:
                break
        if gone:
            break
    if gone is None:
        return None
    said = figure_changes.terms(older) - {t for n in mine for t in figure_changes.terms(n)}
    if not said & figure_changes.terms(newer):
        return None
    for sentence in re.split(r"(?<=[.!?;])\s+|\s[—–-]\s|\n+", newer):
        if not _NOW.search(sentence):
            continue
        others = [o for o in _tools(sentence) - mine
                  if o != gone.lower() and not any(_is(o, n) or o.startswith(n) or n.startswith(o) for n in mine)]
        # the one in a tool's place ("via Postmark", "on Remix", "to Klipper") before any other capitalised word
        others.sort(key=lambda o: (not re.search(rf"\b(?:via|through|on|onto|to|into|in|with|using|uses?|from|by)\s+"
                                                 rf"(?:the\s+|a\s+|an\s+|our\s+)?{re.escape(o)}", sentence, re.I), o))
        if others:
            shown = next((m.group(0) for m in re.finditer(re.escape(others[0]), sentence, re.I)), others[0])
            return claims.Verdict("update", f"{gone} → {shown}", gone, shown, "technology")
    return None
