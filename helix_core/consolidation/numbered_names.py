"""A numbered name of the statement's shown by a note at another number: "The shared cache lives on ddc-fs01"
against a config whose path is `\\\\ddc-fs04.mtl.example.local\\DDC`, "All production workloads run in
eu-west-2" against a node listing in eu-west-1, "aligned to GRCh37" against a pipeline run on GRCh38.

Hosts, regions, builds and releases are named with letters and numbers together, and a fleet's names share
one shape ("rf-sched-01", "rf-sched-03"). When a note about the statement's thing writes such a name of the
statement's shape, never the statement's own, and only one of them, it shows the thing somewhere else. A
short form of the same name with the same numbers ("4096-point" / "4096-pt") is a respelling, not another
name; the note must say two words of what the statement's name is for.
"""

from __future__ import annotations

import os
import re

from .. import claims
from . import handover, text

# a name of letters, digits, dots and dashes; a path or a URL is another reader's ("/data/2.5/weather")
_TOKEN = re.compile(r"(?<![\w.#@:/-])([A-Za-z0-9][\w.-]*[A-Za-z0-9])(?![\w/:-])")
_VERSION = re.compile(r"v?\d+(?:\.\d+)*[a-z]?", re.I)
_ORDINAL = re.compile(r"\d+(?:st|nd|rd|th)", re.I)  # "the 15th": a day, not a name
_MEASURE = re.compile(r"\d+(?:\.\d+)?-[a-z]+(?:-[a-z]+)*", re.I)  # "30-minute", "40-hour": a measure, not a name
_MIN_LENGTH = 4
_MIN_AFFIX = 2  # characters the two names share at their start or end: one family of names
_MIN_TIE = 2  # words of what the statement's name is for, said in the note


def _numbered(s: str) -> set[str]:
    """The names written with letters and digits together, the numbered labels of a dotted host name
    ("ip-10-40-1-7.eu-west-1.compute.internal" gives "eu-west-1"), and a zone's region."""
    out = set()
    for m in _TOKEN.finditer(s):
        name = m.group(1).rstrip(".:")
        parts = [name] + (name.split(".") if "." in name else [])
        parts += [p[:-1] for p in parts if re.search(r"-\d+[a-z]$", p)]  # a zone's region: "eu-north-1a"
        out |= {p for p in parts if len(p) >= _MIN_LENGTH and re.search(r"[A-Za-z]", p) and re.search(r"\d", p)
                and not _VERSION.fullmatch(p) and not _ORDINAL.fullmatch(p) and not _MEASURE.fullmatch(p)}
    return out


def _letters_within(short: str, long: str) -> bool:
    """Whether the letters of one name run, in order, through the other's ("pt" in "point")."""
    rest = iter(re.sub(r"[^a-z]", "", long.lower()))
    return all(ch in rest for ch in re.sub(r"[^a-z]", "", short.lower()))


def _respelled(x: str, y: str) -> bool:
    return re.findall(r"\d+", x) == re.findall(r"\d+", y) and (_letters_within(y, x) or _letters_within(x, y))


def _tie(older: str, newer: str) -> set[str]:
    """The statement's words the note says, a word also matching its own longer or shorter form ("prod" /
    "production")."""
    said = text.name_terms(newer)
    return {w for w in text.name_terms(older) if any(text.one_root(w, v) for v in said)}


def shown_elsewhere(older: str, newer: str) -> claims.Verdict | None:
    """A conflict (an update when the note tells a change) when the note shows the statement's numbered name
    at another number."""
    low = newer.lower()
    for x in sorted(_numbered(older)):
        if x.lower() in low:
            continue
        form = handover.shape(x)
        others = {y.lower(): y for y in _numbered(newer) if handover.shape(y) == form and y.lower() != x.lower()}
        if len(others) != 1:
            continue
        y = next(iter(others.values()))
        affix = max(len(os.path.commonprefix([x.lower(), y.lower()])),
                    len(os.path.commonprefix([x.lower()[::-1], y.lower()[::-1]])))
        if affix < _MIN_AFFIX or _respelled(x, y) or len(_tie(older.replace(x, " "), newer.replace(y, " "))) < _MIN_TIE:
            continue
        relation = "update" if text.CHANGE.search(newer) else "conflict"
        return claims.Verdict(relation, f"{x} vs {y}", x, y, "place")
    return None
