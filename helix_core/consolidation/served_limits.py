"""A limit a web server or an API prints, against the one a statement gives: nginx's `client_max_body_size`
for an upload cap, the `X-RateLimit-Limit` header (over its window) for a request rate.

"Uploaded master TIFF files are capped at 500 MB each" / "media-upload vhost has `client_max_body_size 2g;`";
"The occupancy API is limited to 60 requests per minute" / "x-ratelimit-limit: 120, x-ratelimit-window: 60s".
The server's setting is the cap itself, whatever the note calls it. The note must name a word of the
statement's subject besides the generic ones (uploads, files, the API), so another route's or another API's
limit is left alone; a diff or a "25m -> 100m" counts by its last value.
"""

from __future__ import annotations

import re

from .. import claims
from . import frames, text

MAX_STATEMENT = 240
_SIZE = re.compile(r"(?<![\w.])(?P<n>\d+(?:\.\d+)?)\s?(?P<u>[kmgt]i?b|bytes)\b", re.I)
_UPLOAD = re.compile(r"\bupload|\battach|\bfiles?\b", re.I)
_BODY_SIZE = re.compile(r"\bclient_max_body_size\s+(?P<n>\d+(?:\.\d+)?)(?P<u>[kmg])?\b", re.I)
_RATE = re.compile(r"(?<![\w.])(?P<n>\d[\d,]*)\s+(?:requests?|req|calls?|queries)\s*(?:/|per|an?|each)\s*"
                   r"(?P<u>second|sec|s|minute|min|m|hour|hr|h|day|d)\b", re.I)
_HEADER_LIMIT = re.compile(r"\bx-ratelimit-limit\s*[:=]\s*(?P<n>\d+)\b", re.I)
_HEADER_WINDOW = re.compile(r"\bx-ratelimit-window\s*[:=]\s*(?P<n>\d+)\s*(?P<u>s|m|h|d)?\b", re.I)
_GENERIC = frozenset(text.stem(w) for w in "upload uploads uploaded file files attachment size cap capped limit limited "
                     "maximum max each per single individual api public request requests rate client clients minute "
                     "second hour day allow allows key address ip".split())


def _subject(statement: str) -> set[str]:
    return text.name_terms(statement, separators=r"[-_./:]+") - _GENERIC


def _named(subject: set[str], note: str) -> bool:
    return bool(text.rooted(subject, text.name_terms(note, separators=r"[-_./:?=&]+")))


def _in_bytes(num: str, unit: str | None) -> float | None:
    """nginx's size: bytes, or k, m, g (1024-based, as nginx reads them)."""
    scale = {"": 1, "k": 1024, "m": 1024 ** 2, "g": 1024 ** 3}.get((unit or "").lower())
    return float(num) * scale if scale is not None else None


def other_body_size(statement: str, note: str) -> tuple[str, str] | None:
    """(the statement's upload cap, nginx's client_max_body_size) when the two differ."""
    if len(statement) > MAX_STATEMENT or not _UPLOAD.search(statement) or frames.tentative(note):
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
    """(the statement's request rate, the rate-limit headers' one) when the two differ; a header without its
    window is read over the statement's period."""
    if len(statement) > MAX_STATEMENT or frames.tentative(note):
        return None
    rates = list(_RATE.finditer(statement))
    limits = list(_HEADER_LIMIT.finditer(note))
    if len(rates) != 1 or len({m.group("n") for m in limits}) != 1 or not _named(_subject(statement), note):
        return None
    period = claims.in_base_unit("1", rates[0].group("u"))
    window_m = _HEADER_WINDOW.search(note)
    window = claims.in_base_unit(window_m.group("n"), window_m.group("u") or "s") if window_m else period
    if not period or not window:
        return None
    stated = float(rates[0].group("n").replace(",", "")) / period
    found = float(limits[0].group("n")) / window
    if abs(found - stated) <= 1e-6 * stated:
        return None
    shown = limits[0].group(0) + (f", {window_m.group(0)}" if window_m else "")
    return rates[0].group(0), shown
