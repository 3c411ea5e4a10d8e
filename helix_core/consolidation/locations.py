"""Another place for the same thing, given in passing: a URL, a host, a repository or a path.

"Nightly builds are published to https://nightly.kestrel-lang.org" and, later, "install-nightly.sh downloads
from https://static.kestrel-lang.org/dist/nightly/" disagree although the note is about checksums: the
statement gives one place, the note gives another whose own words ("nightly") are the statement's place's
too, and never the statement's. Words two places share only as their common start ("var/log/gateway" and
"var/log/scheduler", "api.example.org/book" and "api.example.org/reports") make siblings, not one place
said twice.
"""

from __future__ import annotations

import re

from . import frames, text

# A URL or host name ("https://feeds.example.fm/x.xml", "sip.branch-main.local:6001") or a path with a slash
# ("config/zones/*.geojson", "s3://bucket/prefix/", "tc/{device_id}/cmd")
_PLACE = re.compile(r"(?<![\w.@])(?:(?:[a-z][\w+.-]*://)?[\w.-]+\.(?:com|org|io|net|fm|cloud|local|internal|dev|app|"
                    r"example)(?::\d+)?(?:/[\w{}<>*.-]*)*|(?:[\w{}<>*.-]+/)+[\w{}<>*.-]*|"
                    r"\\\\[\w.-]+(?:\\[\w.$-]+)+)", re.I)  # not "@scope/pkg"; a Windows share "\\fs01\reports"
_QUOTED = re.compile(r"\"[^\"]*\"")  # an error message quoted: the place in it is where something was looked for
# Words any place may have: schemes, top-level domains, common folders, file types
_COMMON = frozenset("""
com org io net www http https api s3 gs fm cloud local internal dev app example src lib main tmp var etc home data
docs the xml json yaml yml toml py js ts md txt csv html v1 v2 v3 ci lang
""".split())
PLACE_STATEMENT = 400  # characters
_CODE_FILE = re.compile(r"\.(?:py|go|rs|ts|tsx|js|jsx|java|kt|rb|c|cc|cpp|h|hpp|cs|swift|scala|php)$", re.I)
_CONDITION = re.compile(r"\s*(?:after|before|when|whenever|if|once|while|until)\b", re.I)


def _words(place: str) -> set[str]:
    return {w for w in re.split(r"[^a-z0-9]+", place.lower()) if len(w) >= 3 and w not in _COMMON and not w.isdigit()}


def _shared(a: set[str], b: set[str]) -> set[str]:
    """Words in common, or one the start of the other ("sip" of "sip2", "book" of "booking")."""
    return {x for x in a for y in b if x == y or min(len(x), len(y)) >= 3 and (x.startswith(y) or y.startswith(x))}


def _no_extension(place: str) -> str:
    """A path without its file type: "config/api.env" and "config/worker.env" share a type, not a place."""
    path = re.sub(r"^[a-z][\w+.-]*://", "", place, flags=re.I)
    return re.sub(r"(?<=[^/])\.[A-Za-z0-9]{1,8}$", "", place) if "/" in path else place


def _own_parts(a: str, b: str) -> tuple[str, str]:
    """What each place has after the start they share, cut at a separator."""
    k = 0
    while k < min(len(a), len(b)) and a[k].lower() == b[k].lower():
        k += 1
    cut = max(a.rfind(sep, 0, k) for sep in "/.:") + 1 if k < min(len(a), len(b)) else k
    return a[cut:], b[cut:]


def other_place(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's place, the note's) when the note gives, in a sentence that asks or hedges nothing,
    another place whose own words are the statement's place's; None otherwise."""
    if len(older) > PLACE_STATEMENT or _CONDITION.match(older) or frames.NO_CHANGE.search(newer):
        return None  # "After changing anything in ledger/tasks, …" says where nothing is; "no behaviour change"
    given = [m.group(0).rstrip("./") for m in _PLACE.finditer(_QUOTED.sub(" ", older))]
    if len(given) != 1 or given[0].lower() in newer.lower():
        return None
    place = given[0]
    if not _CODE_FILE.search(place) and any(_CODE_FILE.search(m.group(0)) for m in _PLACE.finditer(newer)):
        return None  # a note about source code ("cmd/devcli/main.go wires …; go build ./cmd/devcli") moves no data
    for sentence in text.SENTENCE_BREAK.split(newer):
        if frames.tentative(sentence):
            continue
        for m in _PLACE.finditer(sentence):
            other = m.group(0).rstrip("./")
            mine, theirs = _own_parts(_no_extension(place), _no_extension(other))
            if other.lower() != place.lower() and _shared(_words(mine), _words(theirs)) \
                    and not _another_owner(older, sentence):
                return place, other
    return None


# What owns a place: "the orders service", "the mobile app's repo"
_OWNER = re.compile(r"\b([a-z][\w-]*)\s+(?:service|services|app|application|team|project|site|pipeline|api|job|worker|"
                    r"module|server|repo|repository|portal|frontend|backend|bot|plugin|extension|library|sdk|cli|"
                    r"dashboard)\b", re.I)
_NO_OWNER = text.STOP | frozenset("the a an our its their this that each every new old main same other whole entire "
                                  "web mobile".split())


def _another_owner(older: str, sentence: str) -> bool:
    """The sentence names another owner of the same kind ("Seed files for the inventory service …" against
    "… for the orders service …") and never the statement's."""
    said_before = {w.lower() for w in re.findall(r"[\w-]+", older)}
    said_now = {w.lower() for w in re.findall(r"[\w-]+", sentence)}
    mine = {m.group(1).lower() for m in _OWNER.finditer(older)} - _NO_OWNER
    theirs = {m.group(1).lower() for m in _OWNER.finditer(sentence)} - _NO_OWNER
    return bool(mine and theirs and not mine & said_now and theirs - said_before)


_MV = re.compile(r"(?<![\w-])(?:git\s+)?mv\s+(?:-\w+\s+)*`?(?P<src>[^\s`]+)`?\s+`?(?P<dst>[^\s`;,]+)")


# git's own report of a file moved: "rename from venues/a.json" then "rename to config/halls/a.json", and a
# diffstat's "rename {venues => config/halls}/a.json (100%)"
_GIT_RENAME = re.compile(r"^\s*rename\s+from\s+(?P<src>\S+)\s*\n\s*rename\s+to\s+(?P<dst>\S+)", re.M)
_STAT_RENAME = re.compile(r"(?P<head>[\w./-]*)\{(?P<a>[^{}=\s]*)\s+=>\s+(?P<b>[^{}\s]*)\}(?P<tail>[\w./-]*)")


def _moves(newer: str) -> list[tuple[str, str]]:
    """(from, to) of each file or folder the note moves by command or git shows moved."""
    found = [(m.group("src"), m.group("dst")) for m in _MV.finditer(newer)]
    found += [(m.group("src"), m.group("dst")) for m in _GIT_RENAME.finditer(newer)]
    found += [(m.group("head") + m.group("a") + m.group("tail"), m.group("head") + m.group("b") + m.group("tail"))
              for m in _STAT_RENAME.finditer(newer)]
    return [(a.rstrip("/").replace("//", "/"), b.rstrip("/").replace("//", "/")) for a, b in found]


def moved_by_command(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's place, where it went) when the note runs "mv" or "git mv" on it ("git mv tests/ui
    compiler/tests/ui" for "UI tests are located in tests/ui/"), or git shows a file in it moved to another
    folder ("rename from venues/main-stage.json", "rename to config/halls/main-stage.json")."""
    given = [m.group(0).rstrip("./") for m in _PLACE.finditer(older)]
    if len(given) != 1:
        return None
    place = given[0].lower().lstrip("./")
    for src, dst in _moves(newer):
        src_low, dst_low = src.lower().lstrip("./"), dst.lower().lstrip("./")
        if src_low == place and dst_low != src_low:
            return given[0], dst
        rest = src_low[len(place):]
        if src_low.startswith(place + "/") and not dst_low.startswith(place + "/") and dst_low.endswith(rest) \
                and dst_low != rest.lstrip("/"):
            return given[0], dst[:len(dst) - len(rest)] + "/"
    return None
