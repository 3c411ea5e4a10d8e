"""What a tool's output shows of a statement's value: a diff that takes it out for another under the
same key, or a command that says the statement's path is not there.

"Raw IQ recordings are uploaded to the S3 bucket kestrel-iq-raw" and a config change
"- iq_upload_uri: s3://kestrel-iq-raw/… / + iq_upload_uri: s3://kestrel-iq-archive-euc1/…" update it;
"The rate tables live in config/rates/" and "ls: cannot access 'config/rates': No such file or directory"
disagree. The value must be one only this statement would name (a bucket, a region, a path: written with
a hyphen, a dot, an underscore, a slash or a digit), and the diff must give the same key another value.
"""

from __future__ import annotations

import re

# "-  iq_upload_uri: s3://a/…", "+ region = eu-central-1", "-    image: registry/app:1.2"
_DIFF_LINE = re.compile(r"^\s*(?P<sign>[-+])(?![-+])\s*(?P<key>[\w.-]+)\s*[:=]\s*(?P<val>\S.*?)\s*$", re.M)
# A value only one thing would have: with a separator or a digit, and long enough to mean something
_DISTINCT = re.compile(r"(?<![\w./-])(?=[\w./-]*[-_./\d])[a-z][\w./-]{4,}[\w/](?![\w-])", re.I)
_COMMON = frozenset("s3:// https:// http:// e.g. i.e. etc.".split())


def _distinct_values(s: str) -> set[str]:
    return {m.group(0).lower().rstrip("/.") for m in _DISTINCT.finditer(s)} - _COMMON


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
            if said == place:  # a file missing under it says nothing of the folder
                return place
    return None
