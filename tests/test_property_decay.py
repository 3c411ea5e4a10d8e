"""Property tests for the arithmetic: salience stays in [floor, 1], never rises with time alone;
SM-2 keeps EF ≥ 1.3 and never shrinks a half-life on a good recall."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from helix_core.checks import MAX_EF
from helix_core.decay import DAY, DecayInputs, crossing_time, salience
from helix_core.reinforcement import next_ef, penalize, reinforce
from helix_core.settings import DecaySettings, ReinforceSettings

importance = st.floats(0.0, 1.0)
half_life = st.one_of(st.none(), st.floats(0.001, 1e6))
seconds = st.floats(0.0, 1e10)
floor = st.floats(0.0, 0.5)
curves = st.sampled_from(["exponential", "rekall"])


def inputs(imp: float, hl: float | None, accesses: int, pinned: bool) -> DecayInputs:
    return DecayInputs(importance=imp, last_access_at=1e9, half_life=hl, access_count=accesses,
                       pinned=pinned, scope="global", recorded_at=1e9)


@settings(max_examples=300, deadline=None)
@given(importance, half_life, st.integers(0, 10_000), st.booleans(), seconds, seconds, floor, curves)
def test_salience_in_bounds_and_monotone_without_access(
    imp: float, hl: float | None, accesses: int, pinned: bool, dt1: float, dt2: float, lo: float,
    curve: str,
) -> None:
    cfg = DecaySettings(min_salience=lo, curve={"*": curve})
    m = inputs(imp, hl, accesses, pinned)
    early, late = sorted((dt1, dt2))
    s1 = salience(m, 1e9 + early, cfg)
    s2 = salience(m, 1e9 + late, cfg)
    for s in (s1, s2):
        assert math.isfinite(s) and lo <= s <= 1.0
    assert s2 <= s1 + 1e-12


@settings(max_examples=200, deadline=None)
@given(st.floats(0.01, 1.0), st.floats(0.01, 1e4), st.floats(0.001, 0.9))
def test_crossing_time_is_where_salience_meets_the_threshold(imp: float, hl: float, threshold: float) -> None:
    cfg = DecaySettings()
    m = inputs(imp, hl, 0, False)
    at = crossing_time(m, threshold, 1e9, cfg)
    assert at is not None and at >= 1e9
    if imp > threshold:
        assert math.isclose(salience(m, at, cfg), threshold, rel_tol=1e-6)
        assert salience(m, at + DAY, cfg) < threshold


@settings(max_examples=300, deadline=None)
@given(st.floats(1.3, 5.0), st.lists(st.integers(0, 5), max_size=60), st.one_of(st.none(), st.floats(0.01, 1e3)))
def test_sm2_ef_never_below_1_3_and_half_life_grows(ef: float, qualities: list[int], hl: float | None) -> None:
    cfg = ReinforceSettings()
    count = 0
    for q in qualities:
        r = reinforce(ef, hl, count, q, cfg)
        assert 1.3 <= r.ef <= MAX_EF  # capped: an export must import again
        assert r.ef == next_ef(ef, q)
        if q == 5:
            assert r.ef > ef or r.ef == ef + 0.1 or r.ef == MAX_EF
        if hl is None:
            assert r.half_life is None  # non-decaying stays non-decaying
        else:
            assert r.half_life is not None
            assert r.half_life >= min(hl, cfg.max_half_life_days)  # EF ≥ 1.3 > 1: never shrinks
            assert r.half_life <= cfg.max_half_life_days
        assert r.access_count == count + 1
        ef, hl, count = r.ef, r.half_life, r.access_count


@settings(max_examples=200, deadline=None)
@given(importance, st.floats(0.0, 1.0), floor)
def test_penalize_never_goes_below_the_floor(imp: float, amount: float, lo: float) -> None:
    out = penalize(imp, amount, lo)
    assert out >= lo and out <= max(imp, lo)
