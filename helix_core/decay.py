"""Salience is computed when read, never stored: pure arithmetic over importance, age and half-life.

Two curves: Helix's exponential half-life (default) and Rekall's Ebbinghaus curve with a logarithmic
access bonus, selectable per scope in settings.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .settings import DecaySettings

DAY = 86_400.0


@dataclass(frozen=True)
class DecayInputs:
    """The few fields of a memory that decay needs, so callers need not build a whole Memory."""

    importance: float
    last_access_at: float  # epoch seconds
    half_life: float | None  # days; None = does not decay
    access_count: int = 0
    pinned: bool = False
    scope: str = "global"
    recorded_at: float | None = None  # Rekall counts age from creation


def decay_factor(delta_days: float, half_life: float | None) -> float:
    """2^(−Δt/h): the recency term of retrieval. 1 for memories that do not decay."""
    if half_life is None or half_life <= 0 or math.isinf(half_life):
        return 1.0
    return 2.0 ** (-max(0.0, delta_days) / half_life)


def curve_for(scope: str, settings: DecaySettings) -> str:
    return settings.curve.get(scope, settings.curve.get("*", "exponential"))


def exponential_salience(importance: float, delta_days: float, half_life: float | None) -> float:
    return importance * decay_factor(delta_days, half_life)


def rekall_salience(
    importance: float, age_days: float, accesses: int, settings: DecaySettings
) -> float:
    """S(t) = I·e^(−λt) + min(max_bonus, w·ln(1+accesses)), capped at 1."""
    base = importance * math.exp(-settings.rekall_lambda * max(0.0, age_days))
    bonus = min(settings.rekall_max_bonus, settings.rekall_access_weight * math.log1p(max(0, accesses)))
    return min(1.0, base + bonus)


def salience(m: DecayInputs, now: float, settings: DecaySettings) -> float:
    """The memory's salience at `now`, clamped to [min_salience, 1]."""
    if m.pinned:
        value = m.importance
    elif curve_for(m.scope, settings) == "rekall":
        start = m.recorded_at if m.recorded_at is not None else m.last_access_at
        value = rekall_salience(m.importance, (now - start) / DAY, m.access_count, settings)
    else:
        value = exponential_salience(m.importance, (now - m.last_access_at) / DAY, m.half_life)
    return min(1.0, max(settings.min_salience, value))


def archive_threshold(scope: str, settings: DecaySettings) -> float:
    if curve_for(scope, settings) == "rekall":
        return settings.rekall_archive_threshold
    return settings.retrieval_floor


def crossing_time(m: DecayInputs, threshold: float, now: float, settings: DecaySettings) -> float | None:
    """Epoch seconds at which salience falls below `threshold` with no further access, or None."""
    if m.pinned:
        return None
    current = salience(m, now, settings)
    if current < threshold:
        return now
    if curve_for(m.scope, settings) == "rekall":
        bonus = min(
            settings.rekall_max_bonus, settings.rekall_access_weight * math.log1p(m.access_count)
        )
        if bonus >= threshold or m.importance <= 0:
            return None
        start = m.recorded_at if m.recorded_at is not None else m.last_access_at
        days = math.log(m.importance / (threshold - bonus)) / settings.rekall_lambda
        return start + days * DAY
    if m.half_life is None or m.importance <= 0 or m.importance <= threshold and threshold <= 0:
        return None
    days = m.half_life * math.log2(m.importance / threshold)
    return m.last_access_at + days * DAY


def salience_sql(now: float, settings: DecaySettings) -> tuple[str, list[object]]:
    """An SQL expression (with parameters) computing salience over the `memory` table.

    Lets the store order 100k memories by salience without materialising them in Python.
    """
    floor = settings.min_salience
    exponential = (
        "(CASE WHEN pinned OR half_life IS NULL THEN importance "
        "ELSE importance * pow(2.0, -(MAX(0.0, ? - last_access_at) / 86400.0) / half_life) END)"
    )
    rekall = (
        "(CASE WHEN pinned THEN importance ELSE MIN(1.0, importance * exp(-? * MAX(0.0, ? - recorded_at)"
        " / 86400.0) + MIN(?, ? * ln(1 + access_count))) END)"
    )
    rekall_params: list[object] = [
        settings.rekall_lambda, now, settings.rekall_max_bonus, settings.rekall_access_weight,
    ]
    default_curve = settings.curve.get("*", "exponential")
    special = {s: c for s, c in settings.curve.items() if s != "*" and c != default_curve}
    if default_curve == "rekall":
        expr, params = rekall, list(rekall_params)
        other, other_params = exponential, [now]
    else:
        expr, params = exponential, [now]
        other, other_params = rekall, list(rekall_params)
    if special:
        marks = ",".join("?" * len(special))
        expr = f"(CASE WHEN scope IN ({marks}) THEN {other} ELSE {expr} END)"
        params = [*special.keys(), *other_params, *params]
    return f"MIN(1.0, MAX(?, {expr}))", [floor, *params]
