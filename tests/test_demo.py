"""The demo dataset: realistic, deterministic by seed, and what the rest of Helix needs to show off."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

from helix_core import Helix, ManualClock
from helix_core.demo import build_demo
from tests.conftest import START


def _build(path: Path, seed: int = 7, embedder: str = "hashing") -> tuple[Helix, dict]:
    hx = Helix.open(path, clock=ManualClock(START), embedder=embedder, background=False)
    return hx, build_demo(hx, seed=seed)


def test_demo_is_a_realistic_two_month_history(tmp_path: Path) -> None:
    hx, summary = _build(tmp_path / "demo.db")
    with hx:
        assert summary["memories"] == hx.count() >= 300
        rows = [m for m, _ in hx.list(limit=10_000, status=None)]
        scopes = {m.scope for m in rows}
        assert {"global", "project:billing", "project:webapp", "project:infra"} <= scopes
        span = max(m.recorded_at for m in rows) - min(m.recorded_at for m in rows)
        assert timedelta(days=50) <= span <= timedelta(days=61)
        assert sum(m.shape == "episodic" for m in rows) >= 250
        assert any(m.pinned and m.kind == "preference" for m in rows)
        assert any(m.status == "archived" for m in rows), "some memories should have faded"
        assert any(m.attributes.get("tool_trace") for m in rows)
        assert len({m.session for m in rows if m.session}) >= 20
        assert any(m.access_count > 0 for m in rows), "agents recall what they know"
        # Edges tie projects to their decisions and conventions.
        assert any(e.relation == "has_decision" for e in hx.edges("mem_project_billing"))


def test_same_seed_same_demo_other_seed_other_demo(tmp_path: Path) -> None:
    def snapshot(path: Path, seed: int) -> list[tuple[str, str, str]]:
        hx, _ = _build(path, seed)
        with hx:
            return sorted((m.id, m.content, m.recorded_at.isoformat()) for m, _ in hx.list(limit=10_000))

    first = snapshot(tmp_path / "a.db", 7)
    assert first == snapshot(tmp_path / "b.db", 7)
    assert first != snapshot(tmp_path / "c.db", 8)


def test_consolidation_finds_the_planted_lessons_and_contradictions(tmp_path: Path) -> None:
    hx, _ = _build(tmp_path / "demo.db", embedder="auto")  # MiniLM when installed, as users get
    with hx:
        run = hx.consolidate()
        flags = hx.flags()
        assert len(flags) >= 3
        proposals = hx.proposals()
        assert any(p.action == "ADD" and p.kind == "procedure" for p in proposals)
        del run


def test_cli_demo_twice_is_harmless_and_refuses_a_foreign_database(tmp_path: Path) -> None:
    db = tmp_path / "d.db"
    cli = [sys.executable, "-m", "helix_core.cli.main", "--db", str(db), "--embedder", "hashing"]
    first = subprocess.run([*cli, "--json", "demo", "--episodes", "120"], capture_output=True, text=True)
    assert first.returncode == 0, first.stderr
    count = json.loads(first.stdout)["memories"]
    again = subprocess.run([*cli, "demo"], capture_output=True, text=True)
    assert again.returncode == 0 and "already holds the demo" in again.stdout
    other = tmp_path / "other.db"
    ocli = [sys.executable, "-m", "helix_core.cli.main", "--db", str(other), "--embedder", "hashing"]
    subprocess.run([*ocli, "capture", "a real memory"], check=True, capture_output=True)
    refused = subprocess.run([*ocli, "demo"], capture_output=True, text=True)
    assert refused.returncode != 0
    assert "already holds memories" in refused.stderr and "Traceback" not in refused.stderr
    with Helix.open(db, embedder="hashing") as hx:
        assert hx.count() == count


def test_cli_demo_leaves_something_to_review_unless_told_not_to(tmp_path: Path) -> None:
    def demo(db: Path, *extra: str) -> dict:
        cli = [sys.executable, "-m", "helix_core.cli.main", "--db", str(db), "--embedder", "hashing", "--json"]
        done = subprocess.run([*cli, "demo", *extra], capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    reviewed = demo(tmp_path / "a.db")
    assert reviewed["proposals_pending"] > 0 and reviewed["contradictions"] > 0
    with Helix.open(tmp_path / "a.db", embedder="hashing") as hx:
        assert len(hx.proposals(status="pending")) == reviewed["proposals_pending"]
        assert len(hx.flags()) == reviewed["contradictions"]
    demo(tmp_path / "b.db", "--no-consolidate")
    with Helix.open(tmp_path / "b.db", embedder="hashing") as hx:
        assert hx.proposals(status="pending") == [] and hx.flags() == [] and hx.runs() == []
