"""SM-2 reinforcement (SPEC §4): easiness after each quality, the 1.3 clamp, half-life growth, the
access bookkeeping, penalties, history, and recall counting as an access."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from helix_core import Helix, InvalidInput, ManualClock, NotFound, Settings
from helix_core.reinforcement import next_ef


@pytest.mark.parametrize(("quality", "ef"), [(5, 2.6), (4, 2.5), (3, 2.36), (2, 2.18), (1, 1.96), (0, 1.7)])
def test_ef_after_one_reinforcement(hx: Helix, quality: int, ef: float) -> None:
    m = hx.capture("Tried the flaky test again", importance=0.6)
    after = hx.reinforce(m.id, quality)
    assert after.ef == pytest.approx(ef)
    assert after.half_life == pytest.approx(7.0 * ef)  # half_life ← half_life · EF'
    assert next_ef(2.5, quality) == pytest.approx(ef)


def test_repeated_failure_clamps_at_1_3(hx: Helix) -> None:
    m = hx.capture("Tried the flaky test again", importance=0.6)
    efs = [hx.reinforce(m.id, 0).ef for _ in range(4)]
    assert efs == pytest.approx([1.7, 1.3, 1.3, 1.3])
    assert hx.get(m.id).half_life == pytest.approx(7.0 * 1.7 * 1.3 ** 3)


def test_half_life_compounds_and_access_is_recorded(hx: Helix, clock: ManualClock) -> None:
    m = hx.capture("Tried the flaky test again", importance=0.6)
    created = clock.now()
    clock.advance(days=3)
    first = hx.reinforce(m.id, 5)
    assert first.last_access_at == clock.now() != created
    assert first.access_count == 1
    clock.advance(days=3)
    second = hx.reinforce(m.id, 5)
    assert second.ef == pytest.approx(2.7)
    assert second.half_life == pytest.approx(7.0 * 2.6 * 2.7)
    assert second.access_count == 2 and second.last_access_at == clock.now()
    assert second.recorded_at == created  # learning time does not move


def test_used_again_and_again_tends_toward_non_decaying(hx: Helix, clock: ManualClock) -> None:
    m = hx.capture("Activate .venv before running pytest", importance=0.8)
    for _ in range(15):
        clock.advance(days=5)
        hx.reinforce(m.id, 4)
    later = clock.now() + timedelta(days=365)
    assert hx.salience(m.id, at=later) > 0.79
    assert hx.get(m.id).half_life >= 36500.0 - 1e-6  # capped at the setting: effectively permanent


def test_non_decaying_memory_stays_non_decaying(hx: Helix) -> None:
    fact = hx.capture("The billing service uses SQLite", kind="fact")
    after = hx.reinforce(fact.id, 5)
    assert after.half_life is None and after.ef == pytest.approx(2.6) and after.access_count == 1


@pytest.mark.parametrize("quality", [-1, 6, 4.5, "5", None])
def test_bad_quality_is_refused(hx: Helix, quality: object) -> None:
    m = hx.capture("Tried the flaky test again")
    with pytest.raises(InvalidInput, match="quality"):
        hx.reinforce(m.id, quality)  # type: ignore[arg-type]
    assert hx.get(m.id) == m
    assert [e.event for e in hx.history(m.id)] == ["created"]


def test_missing_id_is_not_found(hx: Helix) -> None:
    for call in (lambda: hx.reinforce("mem_nope", 4), lambda: hx.penalize("mem_nope", 0.1),
                 lambda: hx.pin("mem_nope"), lambda: hx.forget("mem_nope"),
                 lambda: hx.forget("mem_nope", hard=True), lambda: hx.get("mem_nope"),
                 lambda: hx.salience("mem_nope"), lambda: hx.restore("mem_nope")):
        with pytest.raises(NotFound, match="mem_nope"):
            call()
    assert hx.history() == []


def test_penalize_lowers_importance_and_floors(db_path: Path, clock: ManualClock) -> None:
    settings = Settings().with_overrides({"decay": {"min_salience": 0.05}})
    with Helix.open(db_path, clock=clock, settings=settings, embedder="hashing", background=False) as hx:
        m = hx.capture("Believed the cache was per-user", importance=0.5)
        assert hx.penalize(m.id, 0.2).importance == pytest.approx(0.3)
        assert hx.penalize(m.id, 0.9).importance == pytest.approx(0.05)
        events = [e for e in hx.history(m.id) if e.event == "penalized"]
        assert [e.after["importance"] for e in events] == pytest.approx([0.3, 0.05])
        assert events[0].before["importance"] == pytest.approx(0.5)
        for bad in (0, -0.1, 1.5, "a lot"):
            with pytest.raises(InvalidInput, match="penalty"):
                hx.penalize(m.id, bad)  # type: ignore[arg-type]
        assert hx.get(m.id).importance == pytest.approx(0.05)


def test_every_reinforcement_writes_history(hx: Helix) -> None:
    m = hx.capture("Tried the flaky test again")
    hx.reinforce(m.id, 5, actor="agent:claude", rationale="used it to fix CI")
    hx.reinforce(m.id, 2)
    events = hx.history(m.id, event="reinforced")
    assert len(events) == 2
    assert events[0].actor == "agent:claude" and events[0].rationale == "used it to fix CI"
    assert events[1].actor == "human" and "quality 2" in events[1].rationale
    assert events[1].before["access_count"] == 1 and events[1].after["access_count"] == 2


def test_recall_counts_as_an_access(hx: Helix, clock: ManualClock) -> None:
    m = hx.capture("Run pytest with -n 2 on the CI box", importance=0.6)
    other = hx.capture("Run pytest on the CI box of the other project", scope="project:other")
    clock.advance(days=2)
    hits = hx.recall("pytest CI", actor="agent:claude")
    assert [h.memory.id for h in hits] == [m.id]
    got = hx.get(m.id)
    assert got.access_count == 1 and got.last_access_at == clock.now()
    assert hits[0].memory.access_count == 1  # the caller sees the updated memory
    (accessed,) = hx.history(m.id, event="accessed")
    assert accessed.actor == "agent:claude"
    assert hx.get(other.id).access_count == 0  # not returned, not touched
    hx.recall("pytest CI", record_access=False)
    assert hx.get(m.id).access_count == 1
