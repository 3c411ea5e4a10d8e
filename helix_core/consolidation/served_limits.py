"""A limit a web server or an API prints, against the one a statement gives: nginx's `client_max_body_size`
for an upload cap; the `X-RateLimit-Limit` header (over its window), a gateway's `per_client_rps: 5` or nginx's
`limit_req … rate=50r/s` for a request rate; a response's `Cache-Control: max-age=3600` for how long it is cached.

"Uploaded master TIFF files are capped at 500 MB each" / "media-upload vhost has `client_max_body_size 2g;`";
"The occupancy API is limited to 60 requests per minute" / "x-ratelimit-limit: 120, x-ratelimit-window: 60s".
The server's setting is the cap itself, whatever the note calls it. The note must name a word of the
statement's subject besides the generic ones (uploads, files, the API), so another route's or another API's
limit is left alone, and must not set the limit on something else while the statement's is left "untouched";
a diff or a "25m -> 100m" counts by its last value. A cache age counts only as a response shows it, not as a
note sets it on some route.
"""

from __future__ import annotations

import re

from .. import claims
from . import frames, text

MAX_STATEMENT = 240
_SIZE = re.compile(r"(?<![\w.])(?P<n>\d+(?:\.\d+)?)\s?(?P<u>[kmgt]i?b|bytes)\b", re.I)
_UPLOAD = re.compile(r"\bupload|\battach|\bfiles?\b", re.I)
_BODY_SIZE = re.compile(r"\bclient_max_body_size\s+(?P<n>\d+(?:\.\d+)?)(?P<u>[kmg])?\b", re.I)
_RATE = re.compile(r"(?<![\w.])(?P<n>\d[\d,]*)\s+(?:requests?|req|calls?|queries|messages|emails|events|pushes)\s*"
                   r"(?:/|per|an?|each)\s*"
                   r"(?P<u>second|sec|s|minute|min|m|hour|hr|h|day|d)\b", re.I)
_HEADER_LIMIT = re.compile(r"\bx-ratelimit-limit\s*[:=]\s*(?P<n>\d+)\b", re.I)
_HEADER_WINDOW = re.compile(r"\bx-ratelimit-window\s*[:=]\s*(?P<n>\d+)\s*(?P<u>s|m|h|d)?\b", re.I)
_KEYED_RATE = re.compile(r"\b[a-z_]*_(?P<u>rps|rpm|qps)\s*[:=]\s*(?P<n>\d+(?:\.\d+)?)\b|"
                         r"\blimit_req\b[^\n`]*?\brate=(?P<n2>\d+)r/(?P<u2>[sm])\b|"
                         r"\brate(?:_?limit)?\s*[=:]\s*(?P<n3>\d+)\s*/\s*(?P<u3>s|m|sec|min)\b", re.I)
_PER_SECOND = {"rps": 1.0, "qps": 1.0, "rpm": 60.0, "s": 1.0, "m": 60.0, "sec": 1.0, "min": 60.0}
_CACHED = re.compile(r"\bcached\b[^.;]{0,40}?\bfor\s+(?P<n>\d+)\s*(?P<u>seconds?|secs?|minutes?|mins?|hours?|hrs?|days?)\b",
                     re.I)
_MAX_AGE = re.compile(r"\b(?:s-)?max-age\s*=\s*(?P<n>\d+)\b", re.I)
_SETS = re.compile(r"\b(?:set|sets|setting|added|adding|configured|bumped|raised|lowered)\b[^.;\n]{0,20}?"
                   r"\b(?:cache-control|max-age)\b", re.I)
# The note keeps the statement's thing apart: "bag-event API limits untouched", "a separate zone"
_ELSEWHERE = re.compile(r"\b(?:untouched|unchanged|left\s+as\s+is|separate|as\s+before)\b", re.I)
_NEGATED = re.compile(r"\b(?:never|not|no)\b|n't\b", re.I)
_GENERIC = frozenset(text.stem(w) for w in "upload uploads uploaded file files attachment size cap capped limit limited "
                     "maximum max each per single individual api public request requests rate client clients minute "
                     "second hour day allow allows key address ip cache cached cdn edge response responses".split())


def _subject(statement: str) -> set[str]:
    return text.name_terms(statement, separators=r"[-_./:]+") - _GENERIC


def _named(subject: set[str], note: str) -> bool:
    return bool(text.rooted(subject, text.name_terms(note, separators=r"[-_./:?=&]+")))


def _apart(note: str) -> bool:
    return frames.tentative(note) or _ELSEWHERE.search(note) is not None


def _in_bytes(num: str, unit: str | None) -> float | None:
    """nginx's size: bytes, or k, m, g (1024-based, as nginx reads them)."""
    scale = {"": 1, "k": 1024, "m": 1024 ** 2, "g": 1024 ** 3}.get((unit or "").lower())
    return float(num) * scale if scale is not None else None


def other_body_size(statement: str, note: str) -> tuple[str, str] | None:
    """(the statement's upload cap, nginx's client_max_body_size) when the two differ."""
    if len(statement) > MAX_STATEMENT or not _UPLOAD.search(statement) or _apart(note):
        return None
    sizes = list(_SIZE.finditer(statement))
    shown = list(_BODY_SIZE.finditer(note))
    if len(sizes) != 1 or not shown or not _named(_subject(statement), note):
        return None
    stated = claims.in_base_unit(sizes[0].group("n"), sizes[0].group("u"))
    last = shown[-1]
    found = _in_bytes(last.group("n"), last.group("u"))
    if stated is None or found is None or abs(found - stated) <= 0.01 * stated:
        return None
    return sizes[0].group(0), last.group(0)


def other_rate(statement: str, note: str) -> tuple[str, str] | None:
    """(the statement's request rate, the one limit the note prints) when the two differ."""
    if len(statement) > MAX_STATEMENT or _apart(note):
        return None
    rates = list(_RATE.finditer(statement))
    if len(rates) != 1:
        return None
    period = claims.in_base_unit("1", rates[0].group("u"))
    if not period:
        return None
    stated = float(rates[0].group("n").replace(",", "")) / period
    shown = _shown_rates(note, period)
    if len({round(rate, 6) for rate, _ in shown}) != 1 or abs(shown[0][0] - stated) <= 1e-6 * stated \
            or not _named(_subject(statement), note):
        return None
    return rates[0].group(0), shown[0][1]


def _shown_rates(note: str, period: float) -> list[tuple[float, str]]:
    """(requests a second, as shown) of each limit the note prints; a rate-limit header without its window
    is read over the statement's period."""
    found = []
    limits = list(_HEADER_LIMIT.finditer(note))
    if limits:
        window_m = _HEADER_WINDOW.search(note)
        window = claims.in_base_unit(window_m.group("n"), window_m.group("u") or "s") if window_m else period
        if window:
            shown = limits[0].group(0) + (f", {window_m.group(0)}" if window_m else "")
            found += [(float(m.group("n")) / window, shown) for m in limits]
    for m in _KEYED_RATE.finditer(note):
        num, unit = next((m.group(f"n{g}"), m.group(f"u{g}")) for g in ("", "2", "3") if m.group(f"n{g}"))
        found.append((float(num) / _PER_SECOND[unit.lower()], m.group(0)))
    return found


def other_cache_age(statement: str, note: str) -> tuple[str, str] | None:
    """(how long the statement says its responses are cached, the max-age a response in the note carries)
    when no age the note shows is the statement's."""
    if len(statement) > MAX_STATEMENT or _NEGATED.search(statement) or _apart(note) or _SETS.search(note):
        return None
    cached = list(_CACHED.finditer(statement))
    ages = list(_MAX_AGE.finditer(note))
    if len(cached) != 1 or not ages or not _named(_subject(statement), note):
        return None
    stated = claims.in_base_unit(cached[0].group("n"), cached[0].group("u"))
    if stated is None or any(abs(float(m.group("n")) - stated) < 1e-6 for m in ages):
        return None
    return f"{cached[0].group('n')} {cached[0].group('u')}", ages[0].group(0)
