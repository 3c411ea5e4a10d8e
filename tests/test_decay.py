"""Decay (SPEC §3): read-time salience by shape, floor, pinning, the Rekall curve, archival and the
auto_prune sweep, all on an injectable clock (the future included)."""

from __future__ import annotations

import math
from datetime import timedelta
from pathlib import Path

import pytest

from helix_core import Helix, ManualClock, NotFound, Settings
from helix_core.decay import DecayInputs, crossing_time, rekall_salience, salience


def open_with(db_path: Path, clock: ManualClock, **overrides: dict) -> Helix:
    settings = Settings().with_overrides(overrides)
    return Helix.open(db_path, clock=clock, settings=settings, embedder="hashing", background=False)


def test_episodic_halves_in_a_week_semantic_does_not_decay(hx: Helix, clock: ManualClock) -> None:
    episode = hx.capture("Tried the flaky test again", kind="episode", importance=0.8)
    fact = hx.capture("The billing service uses SQLite", kind="fact", importance=0.8)
    procedure = hx.capture("Deploy with make release", kind="procedure", importance=0.8)
    assert hx.salience(episode.id) == pytest.approx(0.8)
    clock.advance(days=7)
    assert hx.salience(episode.id) == pytest.approx(0.4)
    assert hx.salience(fact.id) == pytest.approx(0.8)
    assert hx.salience(procedure.id) == pytest.approx(0.8 * 2 ** (-7 / 90))
    clock.advance(days=7)
    assert hx.salience(episode.id) == pytest.approx(0.2)
    assert hx.salience(fact.id) == pytest.approx(0.8)


def test_salience_at_any_instant_including_the_future(hx: Helix, clock: ManualClock) -> None:
    m = hx.capture("Tried the flaky test again", importance=0.8)
    now = clock.now()
    assert hx.salience(m.id, at=now + timedelta(days=21)) == pytest.approx(0.1)
    assert hx.salience(m.id, at=now - timedelta(days=3)) == pytest.approx(0.8)  # no negative ages
    assert clock.now() == now  # looking ahead does not move time
    fades = hx.fades_at(m.id)
    assert fades is not None
    # 0.8 · 2^(−d/7) = 0.05  ⇒  d = 7·log2(16) = 28 days
    assert (fades - now).total_seconds() / 86400 == pytest.approx(28.0)
    assert hx.fades_at(hx.capture("A fact", kind="fact").id) is None


def test_pinned_memories_do_not_decay(hx: Helix, clock: ManualClock) -> None:
    m = hx.capture("Always run ruff before committing", importance=0.7, pinned=True)
    other = hx.capture("Ran ruff once", importance=0.7)
    clock.advance(days=365)
    assert hx.salience(m.id) == pytest.approx(0.7)
    assert hx.fades_at(m.id) is None
    assert hx.salience(other.id) < 0.001
    hx.pin(other.id)
    assert hx.salience(other.id) == pytest.approx(0.7)


def test_min_salience_floor(db_path: Path, clock: ManualClock) -> None:
    with open_with(db_path, clock, decay={"min_salience": 0.1}) as hx:
        m = hx.capture("An episode that will fade", importance=0.8)
        clock.advance(days=100)
        assert hx.salience(m.id) == pytest.approx(0.1)
        (_, listed), = hx.list()
        assert listed == pytest.approx(0.1)
        hx.penalize(m.id, 0.9)
        assert hx.get(m.id).importance == pytest.approx(0.1)


def test_decay_clock_restarts_at_access(hx: Helix, clock: ManualClock) -> None:
    m = hx.capture("Tried the flaky test again", importance=0.8)
    clock.advance(days=7)
    assert hx.salience(m.id) == pytest.approx(0.4)
    hx.reinforce(m.id, 5)
    assert hx.salience(m.id) == pytest.approx(0.8)
    clock.advance(days=7)
    assert hx.salience(m.id) == pytest.approx(0.8 * 2 ** (-7 / (7 * 2.6)))


def test_rekall_curve_documented_numbers(db_path: Path, clock: ManualClock) -> None:
    with open_with(db_path, clock, decay={"curve": {"*": "rekall"}}) as hx:
        quiet = hx.capture("An untouched note", importance=0.8)
        busy = hx.capture("A note used again and again", importance=0.8)
        for _ in range(10):
            hx.reinforce(busy.id, 4)
        clock.advance(days=7)
        assert hx.salience(quiet.id) == pytest.approx(0.398, abs=0.001)
        assert hx.salience(busy.id) == pytest.approx(0.638, abs=0.002)
        # a semantic memory decays too under Rekall's curve (it has no per-shape half-life)
        fact = hx.capture("A fact", kind="fact", importance=0.8)
        clock.advance(days=7)
        assert hx.salience(fact.id) == pytest.approx(0.398, abs=0.001)
        by_id = {m.id: s for m, s in hx.list(order="salience")}
        assert by_id[quiet.id] == pytest.approx(hx.salience(quiet.id))
        assert by_id[busy.id] == pytest.approx(hx.salience(busy.id))
    assert rekall_salience(0.8, 7, 0, Settings().decay) == pytest.approx(0.8 * math.exp(-0.7))


def test_rekall_per_scope(db_path: Path, clock: ManualClock) -> None:
    with open_with(db_path, clock, decay={"curve": {"project:r": "rekall"}}) as hx:
        r = hx.capture("Rekall-scoped note", scope="project:r", importance=0.8)
        e = hx.capture("Exponential note", scope="project:e", importance=0.8)
        clock.advance(days=7)
        assert hx.salience(r.id) == pytest.approx(0.398, abs=0.001)
        assert hx.salience(e.id) == pytest.approx(0.4)
        listed = {m.id: s for m, s in hx.list()}
        assert listed[r.id] == pytest.approx(hx.salience(r.id))
        assert listed[e.id] == pytest.approx(0.4)


def test_sweep_archives_below_the_floor_and_reinforce_brings_back(hx: Helix, clock: ManualClock) -> None:
    fading = hx.capture("The staging deploy used port 8443 for the admin panel", importance=0.8)
    strong = hx.capture("The staging deploy is documented in the wiki", importance=0.8)
    fact = hx.capture("The staging host runs Debian", kind="fact", importance=0.3)
    clock.advance(days=27)
    hx.reinforce(strong.id, 5)
    assert hx.sweep().archived == 0  # 0.8·2^(−27/7) ≈ 0.055: still above 0.05
    clock.advance(days=2)
    result = hx.sweep()
    assert result.archived == 1 and result.pruned == 0
    archived = hx.get(fading.id)
    assert archived.status == "archived" and archived.content.startswith("The staging deploy used")
    assert hx.get(strong.id).status == "active" and hx.get(fact.id).status == "active"
    assert hx.history(fading.id)[-1].event == "archived"
    assert hx.history(fading.id)[-1].actor == "system"
    query = "staging deploy admin panel port"
    default = hx.recall(query, surprise=False, record_access=False)
    assert fading.id not in [h.memory.id for h in default]
    deep = hx.recall(query, deep=True, record_access=False)
    assert fading.id in [h.memory.id for h in deep]
    back = hx.reinforce(fading.id, 4)
    assert back.status == "active"
    assert hx.salience(fading.id) == pytest.approx(0.8)
    assert fading.id in [h.memory.id for h in hx.recall(query, surprise=False)]


def test_auto_prune_only_below_threshold_and_only_for_its_policy(hx: Helix, clock: ManualClock) -> None:
    prunable = hx.capture("Ran ls in the repo root", importance=0.8, deletion_policy="auto_prune")
    manual = hx.capture("Ran ls in the docs folder", importance=0.8)
    never = hx.capture("Ran ls in the tests folder", importance=0.8, deletion_policy="never")
    pinned = hx.capture("Ran ls in src", importance=0.8, deletion_policy="auto_prune", pinned=True)
    clock.advance(days=30)  # 0.8·2^(−30/7) ≈ 0.041: below the floor, far above 0.001
    first = hx.sweep()
    assert (first.archived, first.pruned) == (3, 0)
    assert hx.get(prunable.id).status == "archived"
    clock.advance(days=45)  # 75 days: ≈ 0.00046 < 0.001
    second = hx.sweep()
    assert second.pruned == 1 and second.archived == 0
    with pytest.raises(NotFound):
        hx.get(prunable.id)
    assert hx.history(prunable.id)[-1].event == "hard-forgotten"
    assert hx.get(manual.id).status == "archived"
    assert hx.get(never.id).status == "archived"
    assert hx.get(pinned.id).status == "active"
    assert hx.salience(manual.id) < 0.001


def test_list_by_salience_matches_python(hx: Helix, clock: ManualClock) -> None:
    specs = [
        ("episode", 0.9, 0), ("episode", 0.5, 2), ("fact", 0.3, 0), ("procedure", 0.7, 1),
        ("episode", 0.2, 0), ("entity", 0.6, 0), ("episode", 0.95, 0),
    ]
    ids = []
    for i, (kind, importance, reinforcements) in enumerate(specs):
        m = hx.capture(f"memory number {i} of kind {kind}", kind=kind, importance=importance)
        for _ in range(reinforcements):
            hx.reinforce(m.id, 3)
        ids.append(m.id)
        clock.advance(days=2)
    hx.pin(ids[4])
    clock.advance(days=5)
    listed = hx.list(order="salience")
    expected = sorted(((hx.salience(i), i) for i in ids), reverse=True)
    assert [m.id for m, _ in listed] == [i for _, i in expected]
    for (_memory, value), (python_value, _) in zip(listed, expected, strict=True):
        assert value == pytest.approx(python_value)
    ascending = hx.list(order="salience", descending=False)
    assert [m.id for m, _ in ascending] == [i for _, i in reversed(expected)]
    future = clock.now() + timedelta(days=30)
    at_future = {m.id: s for m, s in hx.list(at=future)}
    for i in ids:
        assert at_future[i] == pytest.approx(hx.salience(i, at=future))


def test_crossing_time_is_consistent_with_salience() -> None:
    settings = Settings().decay
    m = DecayInputs(importance=0.6, last_access_at=0.0, half_life=10.0)
    t = crossing_time(m, 0.05, 0.0, settings)
    assert t is not None
    assert salience(m, t, settings) == pytest.approx(0.05)
    assert salience(m, t + 3600, settings) < 0.05
