"""A host the statement puts its thing on, and another host a note's command connects to for that thing: "The
vendor drops the nightly usage extract on sftp01.pharm.internal" / "$ sftp cabxfer@mft-gw2.hosp.net … get
/outbound/usage/usage_20250405.csv".

The statement writes one host name (dotted, ending in a domain word); the note runs a command that connects to
one host (ssh, sftp, scp, rsync, psql -h, mysql -h, redis-cli -h, curl to a URL), never the statement's own,
and says two words of what the statement keeps there. A test, staging or backup host is another thing's.
"""

from __future__ import annotations

import re

from . import frames, text

MAX_STATEMENT = 300
_HOST = re.compile(r"(?<![\w.@/-])(?P<h>[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:internal|local|lan|corp|net|com|org|io|"
                   r"cloud|intra|private|example))(?![\w-]|\.\w)", re.I)
_CONNECTS = re.compile(r"^\s*(?:\$|#|>)?\s*(?:sudo\s+)?(?:sftp|ssh|scp|rsync|psql|mysql|redis-cli|mongosh|lftp|ftp)\b"
                       r"(?P<args>[^\n]*)$", re.M)
_AT_HOST = re.compile(r"(?:@|-h\s*|--host[= ]|://)(?P<h>[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+)", re.I)
_APART = re.compile(r"\b(?:staging|sandbox|test|backup|dr|replica|mirror|old|legacy)\b", re.I)
_PLAIN = frozenset(text.stem(w) for w in "the a an our on at in host server box machine drops drop put puts".split())


def other_host(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's host, the one the note's command connects to), or None."""
    if len(older) > MAX_STATEMENT or frames.NEGATED.search(older):
        return None
    hosts = {m.group("h").lower() for m in _HOST.finditer(older)}
    if len(hosts) != 1:
        return None
    host = hosts.pop()
    if host in newer.lower() or _APART.search(newer) and not _APART.search(older):
        return None
    thing = {text.stem(w) for w in text.words(older.replace(host, " ")) if w not in text.STOP and len(w) > 2} - _PLAIN
    said = text.part_stems(newer)
    if len(thing & said) < 2:
        return None
    found = {m.group("h").lower() for line in _CONNECTS.finditer(newer) for m in _AT_HOST.finditer(line.group("args"))}
    found = {h for h in found if h != host and not _APART.search(h.replace("-", " ").replace(".", " "))}
    return (host, found.pop()) if len(found) == 1 else None
