"""A recall right after a capture finds the new memory by meaning, not only by its words."""

from __future__ import annotations

from pathlib import Path

from helix_core import Helix, ManualClock


def test_recall_right_after_capture_uses_the_new_vector(tmp_path: Path, clock: ManualClock) -> None:
    with Helix.open(tmp_path / "h.db", clock=clock, embedder="hashing") as hx:  # deferred embedding
        m = hx.capture("Had to activate the virtualenv before running pytest", scope="project:b")
        hits = hx.recall("pytest virtualenv activation", scope="project:b", record_access=False)
        assert hits and hits[0].memory.id == m.id
        assert hits[0].components["vector"] > 0  # its vector was there for this very recall
        assert hx.get(m.id).embedder == "hashing-384"


def test_a_large_backlog_is_left_to_the_worker(tmp_path: Path, clock: ManualClock, monkeypatch) -> None:
    with Helix.open(tmp_path / "h.db", clock=clock, embedder="hashing") as hx:
        monkeypatch.setattr(hx.embedding, "notify", lambda: None)  # the worker stays asleep
        for i in range(hx.settings.capture.recall_catch_up + 10):
            hx.capture(f"bulk note number {i} about the billing service", scope="project:b")
        hits = hx.recall("billing service", scope="project:b", record_access=False)
        assert hits  # found by their words
        pending = hx.stats().pending_embeddings
        assert pending == hx.settings.capture.recall_catch_up + 10  # recall did not stall on them
