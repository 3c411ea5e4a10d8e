"""A tool of one role named where a statement names another of that role: "Student login on the portal
goes through Shibboleth SAML" / "Auth middleware rewritten against Keycloak OIDC; Shibboleth SP config
deleted"; "Uploaded masters are transcoded with ffmpeg" / "Replaced the ffmpeg shell-outs … with a
GStreamer pipeline".

Two products of one role (two databases, two front-end frameworks) are alternatives: a team uses one or
the other for a job. So a note that puts another one to the statement's job contradicts it — when the
note names the old tool and says it left (never the new one), or, naming only the new one, shares two
words of what the statement is about; never two kinds of one thing, a copy, tools side by side. A
note that says the change ("cut over", "swapped", "from now on") updates the statement; one that only
says otherwise conflicts with it.
"""

from __future__ import annotations

import re

from .. import claims
from . import frames, text

TOOL_STATEMENT = 200  # characters: a statement this short names one tool for one job
MAX_ROLES = 2  # roles of the tools a statement names: more, and it lists a stack, not one job's tool
MIN_TIE = 2  # words a note that does not name the old tool shares with the statement (one may be only whose it is)
TOOL_NOTE = 260  # characters of a sentence (with the clause its pronoun points back to)

# The old tool said gone or left, in the clause of the note that names it: "Shibboleth SP config deleted",
# "the old ES7 cluster is being decommissioned", "Onfido contract ends in March"
_LEFT = re.compile(r"\b(?:deleted|removed|dropped|retired|decommission\w*|deprecated|sunset\w*|ripped\s+out|gone|"
                   r"no\s+longer|not\s+anymore|anymore|contract\s+ends|legacy|leftover|old|former(?:ly)?|"
                   r"read-only|emptied|uninstalled|archived|drained|draining|turned\s+off|shut\s+down)\b", re.I)
# … or left in the words right before it, in a clause that names the new one too: "Replaced the ffmpeg
# shell-outs … with a GStreamer pipeline", "to get away from Mapbox licensing", "instead of Jest"
_LEFT_BEFORE = re.compile(r"\b(?:replac\w+|swapp\w+\s+out|away\s+from|instead\s+of|in\s+place\s+of|off\s+of|off|"
                          r"from|ripped\s+out|dropp\w+|remov\w+|retir\w+|migrat\w+\s+(?:\S+\s+)?from)\s+"
                          r"(?:(?:the|our|its|all|old|legacy|existing)\s+)*(?:\S+\s+){0,2}$", re.I)
_CLAUSE = re.compile(r"[.;!?\n]|,\s|\s[—–]\s|\s(?:and|but|while|whereas)\s")


# The old tool kept beside the new one: both, still, also, a question, a plan
_KEPT = re.compile(r"\b(?:still|also|both|alongside|as\s+well|in\s+addition|plus|together\s+with|on\s+top\s+of|"
                   r"fall\s*back|fallback|maybe|might|consider\w*|evaluat\w+|trial\w*|spike|prototype|poc|"
                   r"propos\w+|plan\w*|whether|if|cop(?:y|ies|ied|ying)|mirror\w*|replicat\w+|sync\w*|"
                   r"export\w*|back(?:ed|s|ing)?\s+up|backups?)\b|\?", re.I)
# Words that tie no two texts: what any tool is (its role words) and what any project has
_UNTYING = frozenset(text.term(w) for w in "service services app application system platform project code codebase "
                     "team we our new old now all data store stack tool tools layer engine server through via using into onto "
                     "runs run uses use used".split())


# "For JavaScript I prefer double quotes": a tool that says where a rule holds, not what does a job
_FOR_TOOL = re.compile(r"^\s*(?:for|in)\s+(?:the\s+)?[\w.#+-]+(?:\s+[\w.#+-]+)?\s*(?:,|code|projects?|files?|"
                       r"services?|apps?)?\s*(?:i|we|you)\b", re.I)


_PARTS = re.compile(r"[,;:]\s|\s[—–]\s")


def _clause_of(sentence: str, tool: str, role: str) -> str:
    """The part of a sentence, between commas, that names a tool ("We dropped Redis from chirpbot,
    sessions live in SQLite now": "sessions live in SQLite now")."""
    parts = _PARTS.split(sentence)
    for k, part in enumerate(parts):
        if _mentions(part, tool, role):  # "… rewrite landed last week, it's React + Vite": the part before says of what
            return f"{parts[k - 1]} {part}" if k and text.PRONOUN_START.match(part) else part
    return sentence


# One thing said two ways
_SAME = {text.term("ui"): text.term("frontend"), text.term("db"): text.term("database")}


def _names_of(tool: str) -> set[str]:
    """Every word a tool's names are written with ("amazon redshift": amazon, redshift)."""
    return {text.term(w) for w in re.findall(r"[a-z0-9#+]+", tool)}


def _about(s: str, tools: set[str]) -> set[str]:
    """What a text is about: its content words, the tools' names and words that tie nothing left out."""
    named = set().union(*(_names_of(t) for t in tools)) if tools else set()
    words = text.words(re.sub(r"\bfront[- ]end\b", "frontend", s, flags=re.I).replace("-", " ").replace("_", " "))
    return {_SAME.get(t, t) for t in (text.term(w) for w in words)
            if len(t) >= 2 and t not in text.STOP and t not in named and t not in _UNTYING and not t[0].isdigit()}


def _mentions(clause: str, tool: str, role: str) -> bool:
    return tool in claims.technologies(clause).get(role, set())


def _where(clause: str, tool: str, role: str) -> int | None:
    """Where a clause first names a tool: the start of the word that completes its name."""
    for m in re.finditer(r"\S+", clause):
        if _mentions(clause[:m.end()], tool, role):
            return m.start()
    return None


def _left_behind(newer: str, old: str, new: str, role: str) -> bool:
    """Whether the note, which names both tools, says the old one left and the new one did not: a clause
    of the old alone says it gone, or a clause of both puts it after "replaced", "away from", "instead of"."""
    said = False
    for clause in _CLAUSE.split(newer):
        has_old, has_new = _mentions(clause, old, role), _mentions(clause, new, role)
        if has_new and not has_old and _LEFT.search(clause):
            return False  # the new one is the one gone ("the Oracle schema is read-only")
        if has_old and not has_new and _LEFT.search(clause):
            said = True
        if has_old and has_new:
            at_old = _where(clause, old, role)
            if at_old is None:
                continue
            if _LEFT_BEFORE.search(clause[:at_old]):
                said = True
            else:
                return False  # "moved off X onto Y" reads once; any other order says nothing sure
    return said


def other_tool(older: str, newer: str) -> tuple[str, str, bool] | None:
    """(old tool, new tool, whether the note says it changed) when a sentence of the note puts another
    tool of one of the statement's roles (one tool each, two roles at most: "… through Shibboleth SAML")
    to the same job; None otherwise."""
    if len(older) > TOOL_STATEMENT or frames.NEGATED.search(older) or text.is_routine(older) \
            or text.narrates(older):
        return None
    held = claims.technologies(older)
    if len(held) > MAX_ROLES:
        return None
    named = claims.technologies(newer)
    about = _about(older, set().union(*held.values()) if held else set())
    for role, olds in held.items():
        if len(olds) == 1:
            found = _put_to_the_job(older, newer, role, next(iter(olds)), bool(named.get(role, set()) & olds), about)
            if found is not None:
                return found
    return None


def _put_to_the_job(older: str, newer: str, role: str, old: str, old_named: bool, about: set[str]) \
        -> tuple[str, str, bool] | None:
    """`other_tool` for one role of the statement and its one tool."""
    for sentence in text.readings(newer):
        if len(sentence) > TOOL_NOTE:
            continue
        found = claims.technologies(sentence).get(role, set()) - {old}
        if len(found) != 1:
            continue
        new = next(iter(found))
        if old_named and (_KEPT.search(newer) or not _left_behind(newer, old, new, role)) \
                or not old_named and frames.tentative(sentence):
            continue
        if not old_named and (_FOR_TOOL.search(sentence) or _KEPT.search(sentence) or text.SET_APART.search(sentence)
                              or any(_LEFT.search(clause) for clause in _CLAUSE.split(sentence)
                                     if _mentions(clause, new, role))):
            continue  # "Deleted the RabbitMQ vhost …" says the other tool gone, not put to the job
        changed = old_named or text.CHANGE.search(newer) is not None
        tie = about & _about(_clause_of(sentence, new, role), found)
        if not (old_named or len(tie) >= MIN_TIE) or frames.kinds_apart(older, sentence) \
                or frames.other_kind(older, sentence) or frames.owners_apart(older, sentence):
            continue
        return old, new, changed
    return None
