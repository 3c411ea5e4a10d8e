"""Checks of the values callers hand the facade, in one place so every method refuses alike.

Each check returns the value as it is stored, or raises `InvalidInput` naming the parameter. They
run before anything is written: a value the store cannot read back, or that an export could not
import again, never gets in. Python's bool is an int, so every number check refuses it by name.
"""

from __future__ import annotations

import math
import os
import re
from pathlib import Path
from typing import Any

from .errors import InvalidInput

MAX_LIMIT = 1_000_000  # rows a listing hands out at once
MAX_OFFSET = 2**63 - 1  # SQLite's and PostgreSQL's OFFSET is a signed 64-bit integer
# Times are kept as epoch seconds and read back as datetimes: only what a datetime can hold.
MIN_TS = -62_135_596_800.0  # 0001-01-01T00:00:00Z
MAX_TS = 253_402_300_799.0  # 9999-12-31T23:59:59Z
# A memory id as an export writes it and an import reads it (`portability.dna`).
MEMORY_ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:\-]{0,127}$")
MAX_EDGE_WEIGHT = 1e6  # an edge's weight, either sign
MAX_EF = 10.0  # SM-2 easiness: reinforcement caps it here, import refuses more
MAX_NAME_CHARS = 200  # session and agent names, as import accepts them
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def _short(value: Any) -> str:
    return repr(value) if len(repr(value)) <= 60 else repr(value)[:57] + "..."


def number(value: Any, what: str, lo: float = -math.inf, hi: float = math.inf) -> float:
    """A finite real number (not a bool) within [lo, hi]."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise InvalidInput(f"{what} must be a number, got {_short(value)}")
    try:
        as_float = float(value)
    except OverflowError:  # an int too large for a float
        raise InvalidInput(f"{what} is out of range, got {_short(value)}") from None
    if not math.isfinite(as_float):
        raise InvalidInput(f"{what} must be a finite number, got {_short(value)}")
    if not lo <= as_float <= hi:
        raise InvalidInput(f"{what} must be between {lo:g} and {hi:g}, got {_short(value)}")
    return as_float


def integer(value: Any, what: str, lo: int, hi: int) -> int:
    """A whole number (an int, not a bool nor a float) within [lo, hi]."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInput(f"{what} must be an integer, got {_short(value)}")
    if not lo <= value <= hi:
        raise InvalidInput(f"{what} must be an integer from {lo} to {hi}, got {_short(value)}")
    return value


def limit(value: Any, what: str = "limit") -> int:
    """How many rows a listing hands out: a positive integer up to MAX_LIMIT."""
    return integer(value, what, 1, MAX_LIMIT)


def flag(value: Any, what: str) -> bool:
    """True or False only ("no" would otherwise be truthy)."""
    if not isinstance(value, bool):
        raise InvalidInput(f"{what} must be True or False, got {_short(value)}")
    return value


def timestamp(value: Any, what: str) -> float:
    """Epoch seconds that read back as a datetime (years 1 to 9999)."""
    return number(value, what, MIN_TS, MAX_TS)


def memory_id(value: Any, what: str = "id") -> str:
    """An id an export can import again: up to 128 ASCII letters, digits and `_ . : -`, starting
    with a letter or digit."""
    if not isinstance(value, str) or not MEMORY_ID_RE.fullmatch(value):
        raise InvalidInput(f"{what} {_short(value)} is not a valid memory id (up to 128 ASCII letters, "
                           "digits and _ . : -, starting with a letter or digit)")
    return value


def name(value: Any, what: str) -> str:
    """A session or agent name: non-empty text, at most MAX_NAME_CHARS, no control characters."""
    if not isinstance(value, str) or not value or len(value) > MAX_NAME_CHARS:
        raise InvalidInput(f"{what} must be non-empty text of at most {MAX_NAME_CHARS} characters")
    if _CONTROL.search(value):
        raise InvalidInput(f"{what} contains a control character")
    return value


def path(value: Any, what: str = "path") -> Path:
    """A file path: text or an os.PathLike, not empty."""
    if not isinstance(value, (str, os.PathLike)) or not str(value).strip():
        raise InvalidInput(f"{what} must be a file path, got {_short(value)}")
    return Path(value)
