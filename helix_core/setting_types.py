"""The types settings are annotated with, and how a value is checked against its annotation.

A setting's annotation is its contract: `Literal[...]` lists its options, `Annotated[float, Range(...)]`
bounds it. Reading the file converts each value to its annotated type; building a settings object
checks options and bounds, so a typo or an impossible number is refused with a message naming the
setting (and, for a misspelt option, the one probably meant) instead of silently doing something else.
"""

from __future__ import annotations

import difflib
import math
from dataclasses import dataclass, fields
from functools import cache
from types import NoneType, UnionType
from typing import Annotated, Any, Literal, Union, get_args, get_origin, get_type_hints

from .errors import InvalidInput
from .kinds import is_valid_scope


@dataclass(frozen=True)
class Range:
    """Inclusive bounds of a number; `above` is an exclusive lower bound."""

    low: float | None = None
    high: float | None = None
    above: float | None = None

    def check(self, value: float, name: str) -> None:
        if self.above is not None and not value > self.above:
            raise InvalidInput(f"{name} must be above {self.above:g}, got {value:g}")
        if self.high is not None and self.low is not None and not self.low <= value <= self.high:
            raise InvalidInput(f"{name} must be between {self.low:g} and {self.high:g}, got {value:g}")
        if self.high is None and self.low is not None and value < self.low:
            raise InvalidInput(f"{name} must be at least {self.low:g}, got {value:g}")


@dataclass(frozen=True)
class ScopeKey:
    """A scope ('global', 'project:<id>') or '*' for every other scope."""

    def check(self, value: str, name: str) -> None:
        if value != "*" and not is_valid_scope(value):
            raise InvalidInput(f"{name} must be '*' or a scope ('global', 'project:<id>'), got {value!r}")


Unit = Annotated[float, Range(0.0, 1.0)]  # a share, a salience, a cosine threshold
NonNegative = Annotated[float, Range(0.0)]
Positive = Annotated[float, Range(above=0.0)]
Count = Annotated[int, Range(0)]
PositiveCount = Annotated[int, Range(1)]
Quality = Annotated[int, Range(0, 5)]  # SM-2's 0..5
Poignancy = Annotated[float, Range(0.0, 10.0)]  # importance on the 1–10 scale
AnyScope = Annotated[str, ScopeKey()]

Curve = Literal["exponential", "rekall"]
RetrievalMode = Literal["hybrid", "lexical", "vector"]
Fusion = Literal["sum", "rrf"]
EmbedMode = Literal["deferred", "sync", "later"]


def choice_message(name: str, value: Any, options: tuple[Any, ...]) -> str:
    """'x must be one of a, b; did you mean 'a'?' (or what was given, when nothing is close)."""
    close = difflib.get_close_matches(str(value), [str(o) for o in options], n=1)
    hint = f"did you mean {close[0]!r}?" if close else f"got {value!r}"
    return f"{name} must be one of {', '.join(map(str, options))}; {hint}"


def split(hint: Any) -> tuple[Any, tuple[Any, ...], bool]:
    """(the bare type, its Annotated checks, whether None is allowed)."""
    checks: tuple[Any, ...] = ()
    optional = False
    if get_origin(hint) is Annotated:
        hint, *extra = get_args(hint)
        checks = tuple(extra)
    if get_origin(hint) in (Union, UnionType):
        args = [a for a in get_args(hint) if a is not NoneType]
        optional = len(args) < len(get_args(hint))
        hint, more, _ = split(args[0])
        checks += more
    return hint, checks, optional


@cache
def hints(cls: type) -> dict[str, Any]:
    return get_type_hints(cls, include_extras=True)


def convert(value: Any, hint: Any, current: Any, name: str) -> Any:
    """A value read from TOML, as the annotated type wants it (its options and bounds are checked
    by `check`). A table for a dict setting is merged over the current one."""
    bare, _, _ = split(hint)
    origin = get_origin(bare)
    if origin is dict:
        if not isinstance(value, dict):
            raise InvalidInput(f"{name} must be a table")
        _, value_hint = get_args(bare)
        return {**(current or {}), **{k: convert(v, value_hint, None, f"{name}.{k}") for k, v in value.items()}}
    if bare is bool:
        if not isinstance(value, bool):
            raise InvalidInput(f"{name} must be true or false")
        return value
    if bare in (int, float):
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            raise InvalidInput(f"{name} must be a number")
        if not math.isfinite(value):
            raise InvalidInput(f"{name} must be a finite number")
        if bare is int and value != int(value):
            raise InvalidInput(f"{name} must be a whole number, got {value:g}")
        return bare(value)
    if origin is Literal:
        if not isinstance(value, str):
            raise InvalidInput(choice_message(name, value, get_args(bare)))
        return value
    if not isinstance(value, str):
        raise InvalidInput(f"{name} must be a string")
    return value


def check(value: Any, hint: Any, name: str) -> None:
    """Refuse a value its annotation does not allow: an unknown option or a number out of range."""
    bare, checks, optional = split(hint)
    if value is None and optional:
        return
    origin = get_origin(bare)
    if origin is Literal and value not in get_args(bare):
        raise InvalidInput(choice_message(name, value, get_args(bare)))
    if origin is dict:
        key_hint, value_hint = get_args(bare)
        for key, item in value.items():
            check(key, key_hint, f"{name} keys")
            check(item, value_hint, f"{name}.{key}")
    for rule in checks:
        rule.check(value, name)


def check_section(section: Any, prefix: str) -> None:
    """Check every field of a settings dataclass (called from its __post_init__)."""
    types = hints(type(section))
    for f in fields(section):
        check(getattr(section, f.name), types[f.name], f"{prefix}.{f.name}")
