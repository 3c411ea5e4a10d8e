"""A thing the statement names, called by another name in a note that still says the old one.

"The review queue is named 'Disputes'" and "The Disputes queue is now called 'Adjudication Requests'"
share no claim a reader of subjects can match (the note's subject is the old name itself), yet the note
plainly renames the thing. The old name written in the note ties it to the statement; a phrase that
gives a name ("now called", "renamed to", "goes by", "rebranded as") gives the new one. A bare "is now"
or "becomes" counts only before a quoted name: "Spotter is now on Android" names nothing.
"""

from __future__ import annotations

import re

from . import text

__all__ = ["new_name"]

MAX_STATEMENT = 300
_OPEN, _CLOSE = r"['\"“‘`]", r"['\"”’`]"
# "… is named 'Disputes'", "… is called Spotter", "… is branded BusBuddy", "… known as Relay"
_GIVEN = re.compile(rf"\b(?:(?:is|are)\s+(?:named|called|branded(?:\s+as)?|known\s+as|titled|published\s+as|listed\s+as|"
                    rf"marketed\s+as|sold\s+as|shipped\s+as|released\s+as)|ships\s+as|goes\s+out\s+as)\s+{_OPEN}?"
                    rf"(?P<n>[A-Za-z][\w.-]*(?:\s+[A-Z][\w.-]*){{0,3}}){_CLOSE}?")
_NAME = r"(?P<m>[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,3})"
# a phrase that gives a name, then the name
_GIVES = re.compile(
    rf"\b(?:(?:now|henceforth)\s+(?:called|named|branded(?:\s+as)?|known\s+as|titled)|[Rr]enamed\s+(?:\S+\s+){{0,3}}?(?:to|as)|"
    rf"[Rr]ebranded\s+(?:\S+\s+){{0,3}}?(?:to|as)|go(?:es)?\s+by|will\s+be\s+(?:called|named|known\s+as)|is\s+called|is\s+named|"
    rf"(?:ships|shipping|goes\s+out|going\s+out|is\s+published|is\s+listed|appears)\s+as(?:\s+the)?|"
    # what the store listing or the title reads: "the store listings say SummitGo from the 1st"
    rf"(?:listings?|titles?|labels?|banners?|headers?)\s+(?:now\s+)?(?:say|says|read|reads|show|shows))\s+"
    rf"{_OPEN}?{_NAME}{_CLOSE}?")
# a bare "is now" / "becomes", then a quoted name
_IS_QUOTED = re.compile(rf"\b(?:is\s+now|becomes|became|will\s+be|is)\s+{_OPEN}{_NAME}{_CLOSE}")
_RENAMING_CUE = re.compile(r"\b(?:now|from\s+(?:today|now\s+on|here\s+on)|renamed|rebranded|henceforth|going\s+forward|"
                           r"stop\s+using|no\s+longer|instead\s+of|go(?:es)?\s+by|will\s+be|rebrand\w*|(?:the\s+)?old\s+name|"
                           r"starting|from\s+the)\b", re.I)
# A note that says the thing's old name goes away without writing it: "the old name is being retired"
# or that it goes by the new one from a day on ("goes out as … starting this week")
_OLD_NAME_GOES = re.compile(r"\b(?:the\s+)?old\s+name\b|\brebrand\w*|\bstarting\b|\bfrom\s+now\s+on\b|\bgoing\s+forward\b|"
                            r"\beffective\b|\bas\s+of\b", re.I)
# Words for a thing that carries a name people see: a note on the rebrand of one names one of them
_BRANDED_KINDS = frozenset("app apps application product products tool service site portal platform listing listings "
                           "brand report reports".split())


def new_name(older: str, newer: str) -> tuple[str, str] | None:
    """The name the statement gives its thing, and the new one a note that writes the old name gives it."""
    if len(older) > MAX_STATEMENT:
        return None
    given = _GIVEN.search(older)
    if given is None or not _RENAMING_CUE.search(newer):
        return None
    old = given.group("n").strip().rstrip(".")
    # the old name, a word of its own of a name of two ("Insights" of "Podlark Insights"), or a rebrand of a
    # thing of a kind both name ("the review app" / "product")
    own_words = [w for w in old.split()[1:] if len(w) >= 4] if " " in old else []
    if not re.search(rf"(?<![\w-]){re.escape(old)}(?![\w-])", newer, re.I) \
            and not any(re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", newer) for w in own_words) and not (
            _OLD_NAME_GOES.search(newer) and (_BRANDED_KINDS & set(re.findall(r"[a-z]+", older.lower()))
                                              and _BRANDED_KINDS & set(re.findall(r"[a-z]+", newer.lower()))
                                              or _rebrands_the_subject(older[:given.start()], newer))):
        return None
    for m in [*_GIVES.finditer(newer), *_IS_QUOTED.finditer(newer)]:
        new = m.group("m").strip().rstrip(".")
        if new.lower() != old.lower() and old.lower() not in new.lower():
            return old, new
    return None


def _rebrands_the_subject(subject: str, newer: str) -> bool:
    """A rebrand note that names the head of the statement's subject, its first two words ("the rush option" for
    "The rush option customers pick at checkout is called Express")."""
    head = [w for w in text.words(subject) if w not in text.STOP and len(w) > 1][:2]
    return len(head) == 2 and {text.stem(w) for w in head} <= text.content_terms(newer)


# A rename a command performs: SQL's, a schema migration's, and a move of a file or folder
_RENAMES = (
    re.compile(r"\bALTER\s+(?:TABLE|VIEW|INDEX|SEQUENCE|SCHEMA|DATABASE|TYPE)\s+(?:IF\s+EXISTS\s+)?(?P<a>[\w.\"`]+)\s+"
               r"RENAME\s+TO\s+(?P<b>[\w.\"`]+)", re.I),
    re.compile(r"\bALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?[\w.\"`]+\s+RENAME\s+(?:COLUMN\s+)?(?P<a>[\w\"`]+)\s+TO\s+"
               r"(?P<b>[\w\"`]+)", re.I),
    re.compile(r"\bRENAME\s+TABLE\s+(?P<a>[\w.`]+)\s+TO\s+(?P<b>[\w.`]+)", re.I),
    re.compile(r"(?:^|[$;&|]\s*)(?:git\s+)?mv\s+(?:-\w+\s+)*(?P<a>[\w./-]+)\s+(?P<b>[\w./-]+)", re.M),
    # a schema migration's rename: Django's, Rails', Alembic's
    re.compile(r"\bRenameField\(\s*(?:model_name\s*=\s*)?['\"]\w+['\"]\s*,\s*(?:old_name\s*=\s*)?['\"](?P<a>\w+)['\"]"
               r"\s*,\s*(?:new_name\s*=\s*)?['\"](?P<b>\w+)['\"]"),
    re.compile(r"\bRenameModel\(\s*(?:old_name\s*=\s*)?['\"](?P<a>\w+)['\"]\s*,\s*(?:new_name\s*=\s*)?['\"](?P<b>\w+)['\"]"),
    re.compile(r"\brename_column\s*\(?\s*:\w+\s*,\s*:(?P<a>\w+)\s*,\s*:(?P<b>\w+)"),
    re.compile(r"\brename_table\s*\(?\s*[:'\"](?P<a>\w+)['\"]?\s*,\s*[:'\"](?P<b>\w+)"),
    re.compile(r"\balter_column\(\s*['\"]\w+['\"]\s*,\s*['\"](?P<a>\w+)['\"]\s*,[^)]*?\bnew_column_name\s*=\s*"
               r"['\"](?P<b>\w+)['\"]"),
)


def renamed_by_command(older: str, newer: str) -> tuple[str, str] | None:
    """A name the statement writes and the new one a command in the note gives it (`ALTER TABLE trips
    RENAME TO rides;`, `git mv docs/api docs/reference`)."""
    if len(older) > MAX_STATEMENT:
        return None
    for pattern in _RENAMES:
        for m in pattern.finditer(newer):
            old, new = (m.group(k).strip("\"`").rstrip("/") for k in ("a", "b"))
            said = old.rsplit(".", 1)[-1] if "/" not in old else old
            if old.lower() != new.lower() and re.search(rf"(?<![\w/.-]){re.escape(said)}/?(?![\w-])", older, re.I):
                return old, new
    return None
