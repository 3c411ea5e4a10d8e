"""SM-2 reinforcement: a used memory's easiness and half-life grow, so it fades more slowly each time."""

from __future__ import annotations

from dataclasses import dataclass

from .checks import MAX_EF
from .settings import ReinforceSettings


@dataclass(frozen=True)
class Reinforced:
    ef: float
    half_life: float | None
    access_count: int


def next_ef(ef: float, quality: int, min_ef: float = 1.3) -> float:
    """EF' = max(1.3, EF + 0.1 − (5 − q)·(0.08 + (5 − q)·0.02)), at most MAX_EF.

    SM-2 itself lets EF grow without end; capped here, in the one place it grows, so a memory
    recalled hundreds of times still exports to a file that imports (the `.dna` reader refuses an
    EF above MAX_EF). The half-life keeps growing by EF each time, up to `max_half_life_days`.
    """
    if not 0 <= quality <= 5:
        raise ValueError(f"quality must be between 0 and 5, got {quality}")
    miss = 5 - quality
    return min(MAX_EF, max(min_ef, ef + 0.1 - miss * (0.08 + miss * 0.02)))


def reinforce(
    ef: float, half_life: float | None, access_count: int, quality: int, settings: ReinforceSettings
) -> Reinforced:
    """Apply one reinforcement. A non-decaying memory (half_life None) stays non-decaying."""
    new_ef = next_ef(ef, quality, settings.min_ef)
    new_half_life = None if half_life is None else min(settings.max_half_life_days, half_life * new_ef)
    return Reinforced(ef=new_ef, half_life=new_half_life, access_count=access_count + 1)


def penalize(importance: float, amount: float, floor: float) -> float:
    """Lower importance by `amount`, never below the salience floor."""
    if amount < 0:
        raise ValueError("penalty must be positive")
    return max(floor, importance - amount)
