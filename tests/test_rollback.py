"""Rollback: undo one change, or bring the store back to a moment — except hard forgets — and every
rollback is itself on record (and can be rolled back)."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest

from helix_core import Helix, ManualClock
from helix_core.cli.main import main
from helix_core.errors import InvalidInput, NotFound
from helix_core.lifecycle import tombstone_id

pytestmark = pytest.mark.both_backends  # the same behaviour on SQLite and PostgreSQL


def last_event(hx: Helix, memory_id: str, name: str) -> int:
    return [e.id for e in hx.history(memory_id) if e.event == name][-1]


def test_undo_an_edit_restores_the_old_text_and_is_recorded(hx: Helix) -> None:
    m = hx.capture("The API rate limit is 100 requests per minute", kind="fact")
    hx.edit(m.id, content="The API rate limit is 1000 requests per minute", importance=0.9)
    result = hx.rollback(last_event(hx, m.id, "updated"))
    got = hx.get(m.id)
    assert got.content == "The API rate limit is 100 requests per minute"
    assert got.importance == m.importance
    assert result.memories == [m.id] and hx.history(m.id)[-1].event == "rolled-back"
    assert got.embedder is not None  # re-embedded with the restored text
    hits = hx.recall("rate limit 100 requests")
    assert hits and hits[0].memory.id == m.id
    # The rollback can be rolled back.
    hx.rollback(last_event(hx, m.id, "rolled-back"))
    assert hx.get(m.id).content == "The API rate limit is 1000 requests per minute"


def test_undo_refuses_when_a_later_change_touched_the_same_field(hx: Helix) -> None:
    m = hx.capture("Cache TTL is 60 seconds", kind="fact")
    hx.edit(m.id, importance=0.9)
    first = last_event(hx, m.id, "updated")
    hx.edit(m.id, importance=0.3)
    with pytest.raises(InvalidInput, match="changed after event"):
        hx.rollback(first)
    assert hx.get(m.id).importance == 0.3


def test_undo_archive_forget_link_and_creation(hx: Helix) -> None:
    a = hx.capture("Service A owns the invoices table", kind="fact")
    b = hx.capture("Service B reads invoices nightly", kind="fact")
    hx.link(a.id, b.id, "related_to")
    hx.rollback(last_event(hx, a.id, "linked"))
    assert hx.edges(a.id) == []
    hx.archive(a.id)
    hx.rollback(last_event(hx, a.id, "archived"))
    assert hx.get(a.id).status == "active"
    hx.rollback(last_event(hx, b.id, "created"))  # undoing a creation soft-forgets
    assert hx.get(b.id).status == "forgotten"
    with pytest.raises(NotFound):
        hx.rollback(10_000)


def test_rollback_to_a_time_restores_everything_but_hard_forgets(hx: Helix, clock: ManualClock) -> None:
    keep = hx.capture("Postgres is the primary database", kind="decision", origin="user-asserted")
    gone = hx.capture("Redis caches the session tokens", kind="fact")
    clock.advance(timedelta(hours=1))
    checkpoint = clock.now()
    clock.advance(timedelta(hours=1))
    hx.edit(keep.id, content="MySQL is the primary database")
    hx.pin(keep.id)
    hx.reinforce(keep.id, 5)
    later = hx.capture("A note written after the checkpoint", kind="fact")
    hx.link(keep.id, later.id, "related_to")
    hx.forget(gone.id, hard=True)
    clock.advance(timedelta(minutes=5))

    result = hx.rollback(to=checkpoint)
    restored = hx.get(keep.id)
    assert restored.content == keep.content and not restored.pinned
    assert restored.access_count == keep.access_count and restored.ef == keep.ef
    assert hx.get(later.id).status == "forgotten"  # did not exist then; soft-forgotten, recoverable
    assert hx.edges(keep.id) == []
    # A hard forget cannot be undone; it is reported under its tombstone id (ids hold content words).
    assert any(tombstone_id(gone.id) in s for s in result.skipped)
    assert not any(gone.id in s for s in result.skipped)
    with pytest.raises(NotFound):
        hx.get(gone.id)
    assert {e.event for e in hx.history(since=clock.now())} == {"rolled-back"}
    with pytest.raises(InvalidInput, match="future"):
        hx.rollback(to=clock.now() + timedelta(days=1))


def test_rollback_of_an_approval_puts_the_memory_back_in_quarantine(hx: Helix, tmp_path: Path) -> None:
    m = hx.capture("Quarterly report lives in the finance bucket", kind="fact")
    hx.export(tmp_path / "x.dna")
    with Helix.open(tmp_path / "b.db", embedder="hashing", background=False) as other:
        other.import_(tmp_path / "x.dna")
        other.approve_quarantined(m.id)
        other.rollback(last_event(other, m.id, "approved"))
        assert other.get(m.id).status == "quarantined"
        assert [i.memory.id for i in other.quarantined()] == [m.id]
        assert other.quarantined()[0].original_status == "active"


def test_hard_forget_event_cannot_be_undone(hx: Helix) -> None:
    m = hx.capture("Temporary note to hard forget", kind="fact")
    hx.forget(m.id, hard=True)
    with pytest.raises(InvalidInput, match="hard forget"):
        hx.rollback(last_event(hx, m.id, "hard-forgotten"))


def test_cli_rollback_and_log(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    db = tmp_path / "r.db"
    base = ["--db", str(db), "--embedder", "hashing"]
    assert main([*base, "--now", "2026-01-01T00:00:00Z", "capture", "Retries back off exponentially",
                 "--kind", "fact"]) == 0
    capsys.readouterr()
    with Helix.open(db, embedder="hashing", background=False) as hx:
        mid = hx.list()[0][0].id
    assert main([*base, "--now", "2026-01-02T00:00:00Z", "edit", mid, "--content",
                 "Retries are linear"]) == 0
    assert main([*base, "--now", "2026-01-03T00:00:00Z", "--json", "rollback", "--to",
                 "2026-01-01T12:00:00Z"]) == 0
    out = capsys.readouterr().out
    result = json.loads(out[out.index("{"):])
    assert result["memories"] == [mid]
    assert main([*base, "--json", "log", mid]) == 0
    events = [e["event"] for e in json.loads(capsys.readouterr().out)]
    assert events[-1] == "rolled-back"
    assert main([*base, "rollback"]) == 2
    assert main([*base, "rollback", "99999"]) == 3
    with Helix.open(db, embedder="hashing", background=False) as hx:
        assert hx.get(mid).content == "Retries back off exponentially"
