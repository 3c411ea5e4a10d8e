"""One progress-and-cancel contract for every long operation: progress(stage, done, total) and a
threading.Event that stops the work with Cancelled."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

import helix_core
from helix_core import Cancelled, Helix
from helix_core.demo import build_demo


def recorder() -> tuple[list[tuple[str, int, int]], helix_core.Progress]:
    seen: list[tuple[str, int, int]] = []
    return seen, lambda stage, done, total: seen.append((stage, done, total))


def test_every_long_operation_reports_stage_done_total(hx: Helix, tmp_path: Path) -> None:
    seen, progress = recorder()
    build_demo(hx, episodes=40, progress=progress)
    assert seen and seen[-1][0] == "capturing" and seen[-1][1] == seen[-1][2]
    for call in (lambda p: hx.consolidate(dry_run=True, progress=p),
                 lambda p: hx.export(tmp_path / "a.dna", progress=p),
                 lambda p: hx.embed_pending(progress=p)):
        seen, progress = recorder()
        call(progress)
        assert seen and all(isinstance(s, str) and 0 <= d for s, d, _t in seen)
    with Helix.open(tmp_path / "other.db", embedder="hashing", background=False) as other:
        seen, progress = recorder()
        other.import_(tmp_path / "a.dna", progress=progress)
        assert seen and seen[-1][1] == seen[-1][2]


def test_a_set_event_cancels_and_leaves_nothing_behind(hx: Helix, tmp_path: Path) -> None:
    build_demo(hx, episodes=40)
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        hx.consolidate(cancel=cancel)
    with pytest.raises(Cancelled):
        hx.export(tmp_path / "b.dna", cancel=cancel)
    assert not (tmp_path / "b.dna").exists()
    hx.export(tmp_path / "c.dna")
    with Helix.open(tmp_path / "other.db", embedder="hashing", background=False) as other:
        with pytest.raises(Cancelled):
            other.import_(tmp_path / "c.dna", cancel=cancel)
        assert other.count() == 0


def test_result_types_come_from_one_module() -> None:
    from helix_core import results

    for name in results.__all__:
        assert getattr(helix_core, name) is getattr(results, name)
