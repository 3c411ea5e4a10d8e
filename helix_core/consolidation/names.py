"""A thing the statement names, given another name by the note: "The SSO client registered for the
gradebook is named gradebook-prod" / "… its client is registered as sis-grades-web"; "The paywall
decision service is called turnstile" / "Deployed gate-keeper-v2, the service that decides whether a
reader sees the paywall".

The statement ends on the name it gives ("is called X", "is registered … as X"); a sentence of the note
gives a written name (with a hyphen, an underscore, a dot or a digit, or in backticks) beside a naming
word or in apposition, shares two words of what the statement describes, and never writes the old name.
"""

from __future__ import annotations

import re

from . import frames, text, verbs

_GIVEN = re.compile(r"\b(?:called|named|registered(?:\s+[\w-]+){0,4}?\s+as|known\s+as|published\s+as|deployed\s+as|"
                    r"goes\s+by)\s+[`'\"]?(?P<name>[A-Za-z][\w.-]*[\w])[`'\"]?\s*[.;!]?\s*$", re.I)
_WRITTEN = rf"`[A-Za-z][\w./-]*[\w]`|(?<![\w./-]){text.WRITTEN_NAME}(?![\w/-]|\.\w)"
# The new name beside a word that names it, or in apposition ("sis-grades-web, the client …")
_NAMING = re.compile(
    rf"\b(?:called|named|registered(?:\s+[\w-]+){{0,3}}?\s+as|known\s+as|deployed\s+as|published\s+as|as|under|"
    rf"is|are|(?:served|handled|implemented|provided)\s+by)\s+(?:the\s+)?(?P<a>{_WRITTEN})|\b(?:called|named)\s+(?P<c>[a-z][a-z0-9]{{2,}})\b|(?P<b>{_WRITTEN})\s*(?:,|;|--|—)\s*(?:which\s+is\s+|that'?s\s+|that\s+is\s+|"
    rf"it'?s\s+)?(?:the|our|its)\s+", re.I)
# a plain name in apposition, and what follows it ("vaultsign, the wallet's transaction signing service")
_APPOSED = re.compile(r"(?<![\w./-])(?P<name>[a-z][a-z0-9]{3,})\s*,\s*(?P<what>(?:the|our|its)\s+[^,.;]{3,80})")
_NAME_WORDS = frozenset("called named registered known published deployed goes name".split())
MIN_SHARED = 2
MAX_STATEMENT = 300


# A log line that says what something is while it tells what was done: "Restarted vaultsign, the wallet's
# signing service, …", "Edited inbox/rules/routing.yaml, the only file that defines them", "on its
# configured port, 8081"
_DEFINES = re.compile(r"[\w./`-]+\s*,\s*(?:the|which\s+is|that'?s|our|its)\s+[^,.;]{3,80}|\bconfigured\s+\w+\s*,?\s*\d",
                      re.I)


def defines_something(note: str) -> bool:
    """Whether a note, routine or not, says in passing what a named thing is."""
    return _DEFINES.search(note) is not None


def _terms(s: str) -> set[str]:
    return {text.term(p) for w in text.words(s) for p in re.split(r"[-_./]+", w)
            if len(p) > 2 and p not in text.STOP and p not in _NAME_WORDS and not p[0].isdigit()}


def other_name(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's name, the note's name) when the note names the described thing otherwise."""
    if len(older) > MAX_STATEMENT:
        return None
    given = _GIVEN.search(older.strip())
    if given is None:
        return None
    name = given.group("name").lower()
    if re.search(r"(?<![\w.-])" + re.escape(name) + r"(?![\w-])", newer.lower()):
        return None  # the old name still stands (or the note says what became of it: the rename rules')
    described = _terms(older[:given.start()]) - {name}
    for sentence in text.SENTENCE_BREAK.split(newer):
        if len(described & _terms(sentence)) < MIN_SHARED or frames.other_kind(older, sentence) \
                or frames.kinds_apart(older, sentence):
            continue  # "The crm frontend repository …" / "The crm backend repository …"
        for m in _APPOSED.finditer(sentence):  # "Restarted vaultsign, the wallet's transaction signing service"
            new = m.group("name").lower()
            if new.endswith("s") or verbs.is_base(new) or verbs.base_form(new) is not None:
                continue  # "Checked logs, the …": a word, not a name
            if new != name and new not in text.STOP and new not in older.lower() \
                    and len(described & _terms(m.group("what"))) >= MIN_SHARED:
                return given.group("name"), new
        for m in _NAMING.finditer(sentence):
            new = (m.group("a") or m.group("b") or m.group("c")).strip("`").lower()
            if new in text.STOP:
                continue
            if new != name and new not in older.lower():
                return given.group("name"), new
    return None


# A command the statement says does a task, and another one a note gives for that task: "Operators
# trigger a settlement rerun with the `settlectl rerun` command" / "To rerun settlement for a day:
# `cw-settle replay --date …`".
_COMMAND = re.compile(r"`(?P<cmd>[A-Za-z][\w.-]*(?:\s+[^`\n]{1,60})?)`")
_FOR_TASK = re.compile(
    r"(?:^|[.;!]\s+|\n)\s*to\s+(?P<task>[^,:;`\n]{3,80}?)(?:\s*[,:]\s*|\s+(?=(?:just\s+)?(?:run|invoke|use|call|"
    r"execute|type)\s+`))(?:(?:just\s+)?(?:run|invoke|use|call|execute|type)\s+)?"
    r"`(?P<cmd>[A-Za-z][\w.-]*(?:\s+[^`\n]{1,60})?)`|"
    r"\b(?:run|invoke|use|call|execute)\s+`(?P<cmd2>[A-Za-z][\w.-]*(?:\s+[^`\n]{1,60})?)`\s+to\s+(?P<task2>[^,.;`\n]{3,80})",
    re.I)
_COMMAND_WORDS = frozenset("command commands cli run runs use uses used invoke trigger triggers triggered operator "
                           "operators ops".split())


def _roots(s: str) -> set[str]:
    return {w[:5] for w in _terms(s) if w not in _COMMAND_WORDS}


def other_command(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's command, the note's command) when the note gives another program for the task
    the statement names a command for; the old program nowhere in the note."""
    if len(older) > MAX_STATEMENT:
        return None
    old = _COMMAND.search(older)
    if old is None:
        return None
    program = old.group("cmd").split()[0].lower()
    if re.search(r"(?<![\w.-])" + re.escape(program) + r"(?![\w-])", newer.lower()):
        return None
    task = _roots(older[:old.start()] + " " + older[old.end():])
    for m in _FOR_TASK.finditer(newer):
        cmd = m.group("cmd") or m.group("cmd2")
        if task & _roots(m.group("task") or m.group("task2")):
            return old.group("cmd"), cmd
    return None


# What a named service or worker does: "The status page is served by the statusboard service" / "Public
# status page is rendered by the beacon-web service"
_DONE_BY = re.compile(r"\bby\s+(?:the\s+|a\s+|our\s+|its\s+)?`?(?P<name>[A-Za-z][\w.-]*\w)`?\s+(?:service|microservice|worker|"
                      r"daemon|job|app|lambda|function|deployment|pipeline)\b", re.I)


def other_worker(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's service, the note's) when a sentence of the note says another named service does
    what the statement says its service does; the old name nowhere in the note."""
    if len(older) > MAX_STATEMENT:
        return None
    old = _DONE_BY.search(older)
    if old is None or re.search(r"(?<![\w.-])" + re.escape(old.group("name").lower()) + r"(?![\w-])", newer.lower()):
        return None
    done = _terms(older[:old.start()])
    unnamed = older.replace(old.group("name"), " ")  # the names are the values: "statusboard service" is no kind
    for sentence in text.SENTENCE_BREAK.split(newer):
        if frames.tentative(sentence):
            continue
        for m in _DONE_BY.finditer(sentence):
            new = m.group("name")
            other = sentence.replace(new, " ")
            if new.lower() not in older.lower() and new.lower() not in text.STOP \
                    and len(done & _terms(sentence[:m.start()])) >= MIN_SHARED \
                    and not frames.other_kind(unnamed, other) and not frames.kinds_apart(unnamed, other):
                return old.group("name"), new
    return None


_NAME = r"`?[#@]?(?!(?:the|a|an|our|its|this|that|it|which)\b)(?P<{0}>[A-Za-z0-9][\w.:/-]*[\w])`?"
# A rename said outright: "Ran the migration that renames stream_events to play_events", "after the schema
# cleanup the visits table is called encounters", "renamed `invoicer` as ledger-invoices"
_KIND = (r"(?:table|view|queue|topic|service|microservice|repo|repository|tool|command|cli|binary|bucket|index|package|"
         r"module|app|job|workflow|channel|namespace|database|db|schema|collection|stream|endpoint|library|lib|crate|"
         r"image|chart|project|folder|directory|field|column)s?")
_IDENTIFIER_SHAPE = re.compile(r"[-_.]")
# "appt-svc is booking-core now", "dr-dispatcher becomes curtailment-gateway everywhere", "the table you know as
# dispense_events is cabinet_transactions from now on": an identifier for an identifier (`_IDENTIFIER_SHAPE`)
_IDENTIFIER_NOW = re.compile(r"(?:(?:you|we)\s+know\s+as\s+|known\s+as\s+)?" + _NAME.format("old") + r"\s+(?:" + _KIND
                             + r"\s+)?(?:is|becomes|became|has\s+become)\s+(?:now\s+)?" + _NAME.format("new")
                             + r"\s+(?:now|everywhere|from\s+now\s+on|going\s+forward|as\s+of|since|"
                             r"from\s+(?:today|here)\b)", re.I)
_RENAMED = (
    re.compile(r"\brenam(?:e|es|ed|ing)\s+(?:the\s+|our\s+)?(?:" + _KIND + r"\s+)?" + _NAME.format("old")
               + r"\s+(?:" + _KIND + r"\s+)?(?:to|as|into)\s+(?:the\s+)?" + _NAME.format("new"), re.I),
    re.compile(_NAME.format("old") + r"\s+(?:" + _KIND + r"\s+)?(?:is|was|has\s+been|got|gets|are|were|have\s+been)\s+"
               r"(?:now\s+|since\s+been\s+)?(?:renamed|called|named|rebranded)\s+(?:to\s+|as\s+)?(?:the\s+)?"
               + _NAME.format("new"), re.I),
    # "The animals table is patients since last release", "libcat-client got republished as `shelfmark-sdk`"
    re.compile(r"(?:the\s+)?" + _NAME.format("old") + r"\s+" + _KIND + r"\s+is\s+(?:now\s+)?(?:the\s+)?" + _NAME.format("new")
               + r"\s+(?:now|since|from|as\s+of|after)\b", re.I),
    re.compile(_NAME.format("old") + r"\s+(?:" + _KIND + r"\s+)?(?:got|was|were|has\s+been|is)\s+(?:re-?published|"
               r"re-?released|re-?branded|re-?named|re-?registered)\s+(?:as|to|under)\s+(?:the\s+)?" + _NAME.format("new"),
               re.I),
    _IDENTIFIER_NOW,
    # a log line's telegraphic rename: "ingestd renamed to signal-intake; helm chart updated"
    re.compile(r"(?:^|[;:(]\s*)" + _NAME.format("old") + r"\s+(?:" + _KIND + r"\s+)?(?:renamed|rebranded)\s+(?:to|as|into)\s+"
               r"(?:the\s+)?" + _NAME.format("new"), re.I | re.M),
)


def _written_words(s: str) -> set[str]:
    """The words and written names a text gives, lowercased, without quotes or trailing punctuation."""
    return {w.lower().strip("`.,;:") for w in re.findall(r"[\w.:/`-]+", s)}


def renamed_outright(older: str, newer: str) -> tuple[str, str] | None:
    """(old name, new name) when the note says a name the statement gives was renamed to another: the
    old name is one the statement writes, the new one is not. A rule or a failure that mentions a name
    in passing ("Env vars must start with VITE_ … — MAP_STYLE_URL came back undefined") states none."""
    if frames.RULE.search(older) or frames.NEGATED.search(older):
        return None
    said = _written_words(older)
    for pattern in _RENAMED:
        for m in pattern.finditer(newer):
            old, new = m.group("old").strip("`."), m.group("new").strip("`.")
            if pattern is _IDENTIFIER_NOW and not (_IDENTIFIER_SHAPE.search(old) and _IDENTIFIER_SHAPE.search(new)):
                continue  # "the cache is warm now": no name for a name
            if old.lower() in said and new.lower() not in said and old.lower() != new.lower() \
                    and new.lower() not in text.STOP and len(new) > 2 and not re.fullmatch(r"[a-z]+ed", new):
                # "the payments service is lifted now" gives no new name
                return old, new
    return None


# A command a statement names without backticks: "rebuilt with the make reindex command", "the oncallctl command"
_NAMED_COMMAND = re.compile(r"\b(?:the\s+)?(?P<cmd>[a-z][\w.-]*(?:\s+[a-z][\w:.-]*)?)\s+command\b")
_ANY_COMMAND = re.compile(r"`(?P<cmd>(?:\./|~/)?[A-Za-z][\w./-]*(?:\s+[^`\n]{1,60})?)`")
_INVOKING = re.compile(r"\b(?:run|runs|ran|running|command|commands|cli|invoke[sd]?|execute[sd]?|started\s+with|"
                       r"kick(?:ed|s)?\s+off|type|call)\b", re.I)
MIN_TASK_SHARED = 2  # roots of the statement's task a sentence giving another command must say


def _invoked(cmd: str, s: str) -> bool:
    """Whether a backticked name is a command: a program with arguments or a script path, or said run."""
    return " " in cmd.strip() or cmd.startswith(("./", "~/")) or _INVOKING.search(s) is not None


def _statement_command(older: str) -> tuple[str, int, int] | None:
    """The one command a statement names (backticked, or "the … command"), with where it is written."""
    found = [(m.group("cmd"), m.start(), m.end()) for m in _ANY_COMMAND.finditer(older)
             if _invoked(m.group("cmd"), older)]
    if not found:
        found = [(m.group("cmd"), m.start(), m.end()) for m in _NAMED_COMMAND.finditer(older)
                 if m.group("cmd").split()[0] not in text.STOP and m.group("cmd").split()[0] not in _COMMAND_WORDS]
    return found[0] if len(found) == 1 else None


def other_invocation(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's command, the note's) when a short sentence of the note does the statement's task
    with another program ("The search index is rebuilt with the make reindex command" / "Rebuilt the
    listing index with `just search-rebuild`"): two roots of the task said, the old program nowhere in
    the note."""
    if len(older) > MAX_STATEMENT:
        return None
    old = _statement_command(older)
    if old is None:
        return None
    program = old[0].split()[0].lower().lstrip("./")
    if re.search(r"(?<![\w.-])" + re.escape(program) + r"(?![\w-])", newer.lower()):
        return None
    task = _roots(older[:old[1]] + " " + older[old[2]:]) - {text.term(program)[:5]}
    for sentence in text.SENTENCE_BREAK.split(newer):
        if len(sentence) > frames.SHORT_NOTE or frames.tentative(sentence):
            continue
        commands = [m.group("cmd") for m in _ANY_COMMAND.finditer(sentence) if _invoked(m.group("cmd"), sentence)]
        if len(commands) != 1:
            continue
        said = _roots(_ANY_COMMAND.sub(" ", sentence))
        if len(task & said) >= MIN_TASK_SHARED:
            return old[0], commands[0]
    return None


# A thing said to go by a name now: "the tool is called `hound` now", "The binary is just `gravel` from 2.0 on"
_CALLED_NOW = re.compile(r"\b(?:the\s+)?(?:cli|tool|binary|command|service|package|app|bot|library|module|queue|table|"
                         r"repo|topic|job|plugin|extension)\s+is\s+(?:now\s+)?(?:just\s+|simply\s+|only\s+)?"
                         r"(?:called\s+|named\s+)?`?(?P<new>[A-Za-z][\w.-]*[\w])`?", re.I)
# … and its old name said gone in the note: "oncallctl is gone", "hbctl was deprecated with 2.0",
# "gravel-cli only remains as a deprecated shim"
_NAME_GONE = re.compile(r"\b(?:gone|deprecated|retired|removed|dropped|no\s+longer|shim|legacy|alias|sunset)\b", re.I)
_CLAUSES = re.compile(r"[.;!?]\s+|,\s+|\s[—–]\s")


def called_now(older: str, newer: str) -> tuple[str, str] | None:
    """(old name, new name) when the note says the thing goes by a new name now and the name the
    statement gives is gone; None otherwise."""
    if len(older) > MAX_STATEMENT:
        return None
    said = _written_words(older)
    for m in _CALLED_NOW.finditer(newer):
        new = m.group("new")
        if new.lower() in said or new.lower() in text.STOP or len(new) < 3:
            continue
        for clause in _CLAUSES.split(newer):
            if not _NAME_GONE.search(clause):
                continue
            for word in re.findall(r"[\w.-]+", clause):
                name = word.strip(".-").lower()
                if name in said and name != new.lower() and (re.search(r"[-_.]|ctl$|cli$", name) or f"`{name}" in
                                                            older.lower()) and name not in text.STOP:
                    return name, new
    return None
