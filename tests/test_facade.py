"""The facade of SPEC §12: one object, plain dataclasses out, an injectable clock, the default
location from HELIX_HOME, and the session-boundary trigger."""

from __future__ import annotations

import dataclasses
from datetime import timedelta
from pathlib import Path

import pytest

from helix_core import Helix, HistoryEvent, Hit, InvalidInput, ManualClock, Memory, NotFound, Stats

pytestmark = pytest.mark.both_backends  # the same behaviour on SQLite and PostgreSQL


def test_spec_example_round_trip(db_path: Path, clock: ManualClock) -> None:
    with Helix.open(db_path, clock=clock, embedder="hashing", background=False) as hx:
        m = hx.capture("Had to activate .venv before pytest", scope="project:billing",
                       origin="agent-ingested", session="s-42")
        assert isinstance(m, Memory) and m.shape == "episodic" and m.session == "s-42"
        hits = hx.recall("how do I run the tests with pytest?", scope="project:billing", limit=10)
        assert hits and isinstance(hits[0], Hit)
        assert hits[0].memory.id == m.id and hits[0].score > 0 and hits[0].surprise is False
        assert hx.get(m.id).id == m.id
        later = clock.now() + timedelta(days=30)
        assert hx.salience(m.id, at=later) < hx.salience(m.id)
        assert hx.reinforce(m.id, quality=5).ef == pytest.approx(hits[0].memory.ef + 0.1)
        assert hx.penalize(m.id, 0.2).importance == pytest.approx(m.importance - 0.2)
        assert hx.pin(m.id).pinned is True
        assert hx.forget(m.id).status == "forgotten"
        assert hx.restore(m.id).status == "active"
        queued = hx.end_session("s-42")
        assert queued["session"] == "s-42" and queued["episodes"] == 1
        row = hx.store.models.TriggerQueue.get_by_id(queued["queued"])
        assert row.trigger == "session_end" and row.taken_at is None
        events = hx.history(m.id)
        assert all(isinstance(e, HistoryEvent) for e in events)
        assert [e.event for e in events][0] == "created"
        hx.forget(m.id, hard=True)
        with pytest.raises(NotFound):
            hx.get(m.id)
        assert hx.history(m.id)[-1].event == "hard-forgotten"


def test_values_are_plain_dataclasses_detached_from_the_db(hx: Helix) -> None:
    m = hx.capture("Prefer pathlib over os.path", kind="preference")
    assert dataclasses.is_dataclass(m) and not hasattr(m, "save")
    hx.edit(m.id, content="Prefer pathlib over os.path everywhere")
    assert m.content == "Prefer pathlib over os.path"  # the old value did not change behind our back
    assert hx.get(m.id).content.endswith("everywhere")


def test_open_without_a_path_uses_helix_home(helix_home: Path) -> None:
    with Helix.open(embedder="hashing", background=False) as hx:
        hx.capture("first note in the default place")
        assert hx.path == (helix_home / "helix.db").resolve()
    assert (helix_home / "helix.db").is_file()


def test_the_clock_is_injectable_and_moves_only_when_told(hx: Helix, clock: ManualClock) -> None:
    m = hx.capture("Tried the flaky test again", importance=0.8)
    assert m.recorded_at == clock.now() and hx.now() == clock.now()
    clock.advance(days=7)
    assert hx.salience(m.id) == pytest.approx(0.4)
    n = hx.capture("Another note")
    assert n.recorded_at == clock.now()
    events = hx.history(since=clock.now() - timedelta(hours=1))
    assert [e.memory_id for e in events] == [n.id]


def test_close_is_idempotent_and_data_persists(db_path: Path, clock: ManualClock) -> None:
    hx = Helix.open(db_path, clock=clock, embedder="hashing")
    m = hx.capture("Note that must survive a close")
    hx.close()
    hx.close()
    with Helix.open(db_path, clock=clock, embedder="hashing") as again:
        assert again.get(m.id).content == "Note that must survive a close"
        assert again.get(m.id).embedder == "hashing-384"  # close waited for the vector


def test_stats_list_count_and_edges(hx: Helix) -> None:
    a = hx.capture("billing service", kind="project", scope="project:billing")
    b = hx.capture("Chose SQLite for the ledger", kind="decision", scope="project:billing")
    hx.capture("Global preference for tabs", kind="preference")
    hx.link(a.id, b.id, "has_decision")
    stats = hx.stats()
    assert isinstance(stats, Stats)
    assert stats.total == 3 and stats.by_scope == {"project:billing": 2, "global": 1}
    assert stats.by_shape == {"entity": 1, "semantic": 2} and stats.pending_embeddings == 0
    assert stats.db_bytes > 0
    assert hx.count(scope="project:billing") == 2 and hx.count(kind="decision") == 1
    assert [m.id for m, _ in hx.list(text="ledger")] == [b.id]
    assert {e.relation for e in hx.edges(a.id)} == {"has_decision"}
    with pytest.raises(InvalidInput):
        hx.list(order="colour")
    with pytest.raises(InvalidInput):
        hx.list(scope="nope")


def test_end_session_refuses_empty(hx: Helix) -> None:
    for bad in ("", "  "):
        with pytest.raises(InvalidInput):
            hx.end_session(bad)


def test_restore_only_what_was_forgotten_or_archived(hx: Helix) -> None:
    m = hx.capture("An active note")
    with pytest.raises(InvalidInput, match="active"):
        hx.restore(m.id)


def test_edit_validates_and_records(hx: Helix) -> None:
    m = hx.capture("A note to edit")
    with pytest.raises(InvalidInput):
        hx.edit(m.id, content="  ")
    with pytest.raises(InvalidInput):
        hx.edit(m.id, status="active")
    with pytest.raises(InvalidInput):
        hx.edit(m.id, scope="bad scope")
    assert [e.event for e in hx.history(m.id)] == ["created"]
    edited = hx.edit(m.id, kind="fact", scope="project:x", importance=0.7)
    assert (edited.kind, edited.scope, edited.importance) == ("fact", "project:x", 0.7)
    assert edited.shape == "episodic"  # the shape is kept unless asked
    hx.forget(m.id)
    with pytest.raises(InvalidInput, match="restore"):
        hx.edit(m.id, importance=0.1)


def test_salience_curve_replays_history_and_projects_the_future(hx: Helix, clock: ManualClock) -> None:
    m = hx.capture("Tried the flaky test again", importance=0.8)
    clock.advance(days=7)
    hx.reinforce(m.id, 5)
    curve = hx.salience_curve(m.id, points=15)
    values = [v for _, v in curve]
    assert values[0] == pytest.approx(0.8)
    assert min(values[:8]) < 0.5  # it faded before the reinforcement
    assert curve[-1][0] > clock.now()  # the future is projected
    assert values[-1] < 0.8
