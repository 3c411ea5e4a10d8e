"""Who owns a thing, and what a note shows about it: another team named as the owner, or a name the
statement gives that the system says is not there.

"The payout service is owned by the Payments team" / "CODEOWNERS says `/services/payouts/
@royaltyflow/finance-eng`"; "The case number is stored in the case_no column" / `ERROR: column "case_no"
does not exist`. Both are what an agent meets while working, never a sentence about the statement: the
code-owners line or the database's error is the evidence.
"""

from __future__ import annotations

import re

from . import phrases, retired, sections, text

MAX_STATEMENT = 300
# "owned by the Payments team", "maintained by the studio's finance lead"
_OWNED = re.compile(r"\b(?:owned|maintained|run)\s+by\s+(?:the\s+)?(?:[\w-]+'s\s+)?(?P<team>[\w&' -]{2,40}?)\s+"
                    r"(?:team|squad|group|org|lead|manager)\b|"
                    r"\b(?:the\s+)?(?P<team2>[\w&' -]{2,40}?)\s+(?:team|squad)\s+owns\b", re.I)
_OWNERS_LINE = re.compile(r"(?P<path>[\w./*-]*)\s*`?\s*(?P<owners>(?:@[\w.-]+/[\w.-]+[\s,`]*)+)")
_HANDLE = re.compile(r"@[\w.-]+/(?P<team>[\w.-]+)")
_CODEOWNERS = re.compile(r"\bcode\s*owners\b", re.I)
_TEAM_NOISE = frozenset("eng engineering team squad dev devs developers".split())


def _owning(older: str) -> tuple[str, set[str], set[str]] | None:
    """The team a statement says owns a thing, that team's words, and the words of what it owns."""
    owned = _OWNED.search(older) if len(older) <= MAX_STATEMENT else None
    if owned is None:
        return None
    team = (owned.group("team") or owned.group("team2") or "").strip()
    words = _team_words(team)
    if not words:
        return None
    owns = older[:owned.start()] + " " + older[owned.end():]
    return team, words, text.name_terms(owns, phrases.stem) - words


def names_an_owner(s: str) -> bool:
    """Whether a text says who owns a thing, in words, by a code-owners line or by an owner key."""
    return _OWNED.search(s) is not None or _CODEOWNERS.search(s) is not None or _OWNER_KEY.search(s) is not None


def _team_words(name: str) -> set[str]:
    parts = re.split(r"[\s_.-]+", name.lower())
    return {phrases.stem(p) for p in parts if p and p not in _TEAM_NOISE and p not in text.STOP}


# "Creator Tools squad has taken over backer updates", "platform team owns it from now on", "handed over to
# Platform Integrity", "ownership … has been transferred to the Messaging team"
_TAKEN = re.compile(r"(?P<a>\b[A-Z][\w&'-]*(?:\s+[A-Z&][\w&'-]*){0,3}|\b[\w-]+)\s+(?:team\s+|squad\s+)?"
                    r"(?:has\s+taken\s+over|took\s+over|is\s+taking\s+over|takes\s+over|will\s+take\s+over|owns\s+it|"
                    r"will\s+own|now\s+owns)\b|"
                    r"\b(?:handed|handing|hand(?:s|ed)?\s+(?:it\s+)?)\s*(?:\w+\s+){0,4}?(?:over|off)\s+to\s+(?:the\s+)?"
                    r"(?P<b>[\w&'-]+(?:\s+[A-Z][\w&'-]*){0,3})|"
                    r"\btransferred\s+to\s+(?:the\s+)?(?P<c>[\w&'-]+(?:\s+[A-Z][\w&'-]*){0,3})|"
                    r"—\s*(?P<d>[\w&' -]+?)\s+(?:team\s+)?owns\b|\b(?P<e>[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,3})\s+owns\s+it\b")


def new_owner(older: str, newer: str) -> tuple[str, str] | None:
    """The statement's owning team, and another the note says took it over ("As of Monday the Creator Tools
    squad has taken over backer updates from Growth")."""
    owning = _owning(older)
    if owning is None or not owning[2] & text.name_terms(newer, phrases.stem):
        return None
    team, words, _ = owning
    for m in _TAKEN.finditer(newer):
        taker = next((g for g in m.groups() if g), "").strip()
        taker_words = _team_words(re.sub(r"^(?:as\s+of\s+\w+\s+)?(?:the\s+)?", "", taker, flags=re.I))
        if taker_words and not taker_words & words and not taker_words <= _WHEN:
            return team, taker
    return None


_WHEN = frozenset(phrases.stem(w) for w in "it now monday quarter month week sprint today".split())


def other_owner(older: str, newer: str) -> tuple[str, str] | None:
    """The statement's owning team, and the team a code-owners line in the note names instead."""
    owning = _owning(older) if _CODEOWNERS.search(newer) else None
    if owning is None or not owning[2] & text.name_terms(newer, phrases.stem):
        return None  # no code-owners line, or one about another thing
    team, words, _ = owning
    for line in _OWNERS_LINE.finditer(newer):
        handles = [m.group("team") for m in _HANDLE.finditer(line.group("owners"))]
        if handles and not any(words & _team_words(h) for h in handles):
            return team, "@" + handles[0]
    return None


# An owner key in a settings dump or a catalogue: "owner_team: seed-logistics", "owner = \"@acme/billing\""
_OWNER_KEY = re.compile(r"^(?P<indent>[ \t-]*)[\"']?(?:owner(?:_team|_group|ship)?|owning_team|team|maintainers?|maintained_by|"
                        r"owned_by)[\"']?\s*[:=]\s*[\"']?(?:group:|team:)?(?P<team>@?[\w&./ -]{2,40}?)[\"']?\s*,?\s*(?:#.*)?$", re.I | re.M)
_DESCRIBED = re.compile(r"^\s*(?:name|title|description)\s*:\s*[\"']?(?P<v>[^\n\"']{3,200})", re.M)


def keyed_owner(older: str, newer: str) -> tuple[str, str] | None:
    """The statement's owning team, and another an owner key gives under the section of what it owns
    ("distribution-fulfilment:" → "owner_team: seed-logistics" for "… fulfilment is owned by Genebank Operations")."""
    owning = _owning(older) if _OWNER_KEY.search(newer) else None
    if owning is None:
        return None
    team, words, owns = owning
    keys = list(_OWNER_KEY.finditer(newer))
    # one descriptor of one thing (a Backstage `catalog-info.yaml`): its name or description says what it is
    described = len(keys) == 1 and any(owns & text.name_terms(d.group("v").replace("-", " "), phrases.stem)
                                       for d in _DESCRIBED.finditer(newer))
    for m in keys:
        above = sections.above(newer, m.start(), len(m.group("indent").expandtabs()))
        if not described and (not above or not owns & text.name_terms(above[0].replace("/", " "), phrases.stem)):
            continue  # an owner of another thing, or of nothing the note names
        named = _team_words(m.group("team").split("/")[-1].lstrip("@"))
        if named and not named & words:
            return team, m.group("team").strip()
    return None


_MISSING = re.compile(r"\b(?:column|relation|table|queue|topic|bucket|index|collection|key|field|database|service|"
                      r"deployment|job)\s+[\"'`]?(?P<name>[\w.-]+)[\"'`]?\s+(?:does\s+not|doesn't)\s+exist\b|"
                      r"\bno\s+such\s+(?:column|table|queue|topic|bucket|key|file|service|job)\s*:?\s*[\"'`]?"
                      r"(?P<name2>[\w.-]+)|"
                      # "grep -r spl_items app/ db/ -> no matches": searched for and not found anywhere
                      r"\b(?:grep|rg|ag|git\s+grep)\s+(?:-\w+\s+)*[\"'`]?(?P<name3>[\w.-]*[_.][\w.-]*\w)[\"'`]?"
                      r"[^\n;]{0,60}?(?:->|→|=>|:)\s*(?:no\s+(?:matches|results|hits)|nothing|0\s+(?:matches|results|hits)|"
                      r"\(?empty\)?)|"
                      # "ls: cannot access '/mnt/dcp-library': No such file or directory"
                      r"\bcannot\s+(?:access|open|stat)\s+[\"'`]?(?P<name4>[\w.~/-]+?)/?[\"'`]?:\s+No\s+such\s+file|"
                      # systemd on a host the note ssh-ed to: "Unit scoreboard-feed.service could not be found."
                      r"\bUnit\s+(?P<name5>[\w@-]+(?:\.[\w@-]+)*?)(?:\.service|\.timer)?\s+could\s+not\s+be\s+found|"
                      # a host the network no longer knows: "ssh: Could not resolve hostname so-app-01: Name or service …"
                      r"\bcould\s+not\s+resolve\s+(?:hostname|host)\s*:?\s+[\"'`]?(?P<name6>[\w.-]*[\w])|"
                      # Kafka's clients: "{blade.strain.raw=UNKNOWN_TOPIC_OR_PARTITION}"
                      r"(?P<name8>[\w.-]+)=UNKNOWN_TOPIC_OR_PARTITION\b|"
                      r"\b(?:ping|getaddrinfo\s+ENOTFOUND|nslookup)\s*:?\s+(?P<name7>[\w.-]*[\w])"
                      r"(?::\s+(?:Name\s+or\s+service\s+not\s+known|Temporary\s+failure)|\b.{0,40}\bNXDOMAIN)", re.I)


# "the fares table", "the table named fares", "queue `reminder-jobs`"
_CONTAINER = re.compile(r"\b(?:the\s+)?[`'\"]?(?P<n>[a-z][\w.-]*)[`'\"]?\s+(?:table|column|queue|topic|bucket|collection)\b|"
                        r"\b(?:table|column|queue|topic|bucket|collection)\s+(?:named\s+|called\s+)?[`'\"]?(?P<m>[a-z][\w.-]*)",
                        re.I)


def missing_name(older: str, newer: str) -> str | None:
    """The statement's written name that an error in the note says does not exist (`column "case_no" does
    not exist`): the name the statement gives is gone."""
    if len(older) > MAX_STATEMENT:
        return None
    names = {v.key.strip("`'\"").lower() for v in retired.values_of(older) if v.kind == "ident"}
    names |= {w.lower() for w in re.findall(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b", older)}
    names |= {(m.group("n") or m.group("m")).lower() for m in _CONTAINER.finditer(older)} - text.STOP
    names |= {p.rstrip("/.").lower() for p in re.findall(r"(?<![\w.])/[\w.-]+(?:/[\w.-]+)+/?", older)}  # "/mnt/dcp-library"
    for m in _MISSING.finditer(newer):
        written = next(name for name in m.groups() if name)  # the one alternative that matched names it
        name = written.lower()
        last = name.rsplit(".", 1)[-1]
        if m.group("name5") and any(h.split(".")[0].lower() not in older.lower() for h in _SSH.findall(newer)):
            continue  # a unit missing on another machine says nothing of the statement's
        if name in names or last in names:
            return written
    return None


_SSH = re.compile(r"\bssh\s+(?:-\S+\s+)*(?:[\w.-]+@)?([A-Za-z][\w.-]*)")
