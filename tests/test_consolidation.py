"""Consolidation runs: proposals grounded in episodes, NOOP at once, dry runs, atomicity, triggers,
competence, reflection, compression, and regeneration from the episodic log."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
from datetime import timedelta
from pathlib import Path

import pytest

from helix_core import Helix
from helix_core.errors import Cancelled
from helix_core.settings import Settings

VENV = [
    "Had to activate .venv before running pytest in billing",
    "pytest failed with import errors until I activated the .venv in billing",
    "Reminder: activate .venv before running pytest in billing",
    "Again pytest could not import billing: activate the .venv first",
]
DECIMAL = [
    "Invoice totals were off by a cent: use Decimal for money amounts",
    "Rounding bug in invoice tax: money amounts must use Decimal",
    "Another float rounding error in refunds; use Decimal for money amounts",
]
SCOPE = "project:billing"


pytestmark = pytest.mark.usefixtures("no_ollama")  # the $0 path: nothing listens at OLLAMA_HOST


def seed(hx: Helix, texts: list[str], origin: str = "agent-ingested", step_hours: float = 3) -> list[str]:
    ids = []
    for text in texts:
        hx.clock.advance(hours=step_hours)  # type: ignore[attr-defined]
        ids.append(hx.capture(text, scope=SCOPE, origin=origin, importance=0.6).id)
    return ids


def table_counts(hx: Helix) -> dict[str, int]:
    return {m.__name__: m.select().count() for m in hx.store.models.all()}


def test_repeated_lesson_becomes_a_grounded_fact(hx: Helix) -> None:
    ids = seed(hx, VENV)
    run = hx.consolidate()
    [p] = [p for p in run.proposals if set(p.grounding) == set(ids)]
    assert p.action == "ADD" and p.status == "pending" and ".venv" in p.content
    assert p.confidence <= min(hx.get(i).confidence for i in ids)
    approved = hx.approve(p.id)
    fact = hx.get(approved.result_id)
    assert fact.origin == "derived" and fact.level == 1 and fact.shape in ("semantic", "procedural")
    assert {e.dst for e in hx.edges(fact.id) if e.relation == "derived_from"} == set(ids)
    prov = hx.provenance(fact.id)
    assert prov[0].run_id == run.id and prov[0].extractor == "heuristic"
    # episodic compression: kept, but fading faster
    for i in ids:
        episode = hx.get(i)
        assert episode.consolidated_at is not None and episode.half_life == pytest.approx(3.5)


def test_run_row_records_every_count(hx: Helix) -> None:
    seed(hx, VENV)
    run = hx.consolidate()
    stored = hx.runs()[0]
    assert stored.id == run.id and stored.status == "done" and not stored.dry_run
    assert stored.counts["episodes_considered"] == 4 and stored.counts["proposals"] >= 1
    assert {"contradictions", "reflections", "compressed", "fallbacks", "noop"} <= set(stored.counts)


def test_dry_run_writes_nothing(hx: Helix) -> None:
    seed(hx, VENV + DECIMAL)
    before = table_counts(hx)
    run = hx.consolidate(dry_run=True)
    assert run.dry_run and run.id is None and run.proposals
    assert all(p.status in ("would-propose", "would-apply") for p in run.proposals)
    assert table_counts(hx) == before
    assert hx.runs() == []


def test_noop_reinforces_at_once_and_repeats_nothing(hx: Helix) -> None:
    fact = hx.capture("Activate .venv before running pytest in billing", kind="fact", scope=SCOPE,
                      origin="user-asserted")
    [episode] = seed(hx, VENV[:1])
    run = hx.consolidate()
    [noop] = [p for p in run.proposals if p.action == "NOOP"]
    assert noop.status == "applied" and noop.target_ids == [fact.id]
    assert hx.get(fact.id).access_count == 1
    assert hx.get(episode).consolidated_at is not None
    again = hx.consolidate()
    assert again.counts["noop"] == 0  # the episode is now grounding the fact


def test_since_until_window(hx: Helix) -> None:
    seed(hx, VENV)
    cut = hx.clock.advance(minutes=1)  # type: ignore[attr-defined]
    seed(hx, DECIMAL)
    run = hx.consolidate(dry_run=True, since=cut)
    assert run.counts["episodes_considered"] == 3
    run = hx.consolidate(dry_run=True, until=cut)
    assert run.counts["episodes_considered"] == 4


def test_cancel_leaves_nothing_and_says_cancelled(hx: Helix) -> None:
    seed(hx, VENV + DECIMAL)
    before = table_counts(hx)
    cancel = threading.Event()
    stages: list[str] = []

    def progress(stage: str, done: int, total: int) -> None:
        stages.append(stage)
        if stage == "clustering":
            cancel.set()

    with pytest.raises(Cancelled):
        hx.consolidate(progress=progress, cancel=cancel)
    after = table_counts(hx)
    assert after["Proposal"] == before["Proposal"] == 0
    assert hx.runs()[0].status == "cancelled"
    assert "loading" in stages


def test_failure_while_applying_rolls_back_everything(hx: Helix, monkeypatch: pytest.MonkeyPatch) -> None:
    from helix_core.consolidation import runs

    hx.capture("Activate .venv before running pytest in billing", kind="fact", scope=SCOPE,
               origin="user-asserted")
    seed(hx, VENV[:1] + DECIMAL)
    real = runs.applier.apply_proposal

    def boom(*args: object, **kwargs: object) -> object:
        real(*args, **kwargs)  # the NOOP reinforcement happens…
        raise RuntimeError("disk on fire")  # …then the run dies before committing

    monkeypatch.setattr(runs.applier, "apply_proposal", boom)
    before = table_counts(hx)
    with pytest.raises(RuntimeError):
        hx.consolidate()
    after = table_counts(hx)
    assert after["Proposal"] == 0 and after["History"] == before["History"]
    assert hx.runs()[0].status == "failed"


def test_sigkill_mid_apply_leaves_nothing_half_applied(tmp_path: Path) -> None:
    db = tmp_path / "k.db"
    with Helix.open(db, embedder="hashing", background=False) as hx:
        hx.capture("Activate .venv before running pytest in billing", kind="fact", scope=SCOPE,
                   origin="user-asserted")
        for text in VENV + DECIMAL:
            hx.capture(text, scope=SCOPE, importance=0.6)
        before = table_counts(hx)
    script = textwrap.dedent(f"""
        import sys, time
        from helix_core import Helix
        from helix_core.consolidation import runs
        real = runs.applier.apply_proposal
        def slow(*a, **k):
            out = real(*a, **k)
            print("APPLYING", flush=True)
            time.sleep(60)
            return out
        runs.applier.apply_proposal = slow
        with Helix.open({str(db)!r}, embedder="hashing", background=False) as hx:
            hx.consolidate()
    """)
    env = dict(os.environ, OLLAMA_HOST="http://127.0.0.1:9")
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "APPLYING"
    finally:
        child.kill()
        child.wait()
    with Helix.open(db, embedder="hashing", background=False) as hx:
        after = table_counts(hx)
        assert after["Proposal"] == 0 and after["History"] == before["History"]
        assert [r.status for r in hx.runs()] == ["failed"]  # the orphaned row is reaped


def test_regenerable_from_the_episodic_log(hx: Helix) -> None:
    seed(hx, VENV + DECIMAL)
    first = hx.consolidate()
    for p in first.proposals:
        if p.status == "pending":
            hx.approve(p.id)
    derived = {m.content for m, _ in hx.list(limit=500) if m.origin == "derived"}
    assert derived
    for m, _ in hx.list(limit=500):
        if m.origin == "derived":
            hx.forget(m.id, hard=True)
    second = hx.consolidate()
    regenerated = {p.content for p in second.proposals if p.action == "ADD"}
    assert derived <= regenerated


def test_triggers_only_enqueue_and_the_worker_drains(hx: Helix) -> None:
    for i in range(20):  # 20 × 8 = 160 ≥ the 150 budget
        hx.capture(f"Decided to change setting number {i} of the billing service", scope=SCOPE,
                   importance=0.8)
    assert hx.runs() == []  # capture never runs consolidation itself
    assert hx.importance_budget_used() == pytest.approx(160)
    assert "importance_budget" in hx.check_triggers()
    hx.end_session("s-1")
    assert {t["trigger"] for t in hx.pending_triggers()} >= {"importance_budget", "session_end"}
    [run] = hx.drain_triggers()
    assert run.trigger == "importance_budget" and run.status == "done"
    assert hx.pending_triggers() == []
    assert hx.check_triggers() == []  # budget spent, schedule not due
    hx.clock.advance(hours=7)  # type: ignore[attr-defined]
    assert hx.check_triggers() == ["schedule"]


def test_worker_thread_runs_queued_consolidation(db_path: Path) -> None:
    with Helix.open(db_path, embedder="hashing", background=False) as hx:
        seed_real = [hx.capture(t, scope=SCOPE, importance=0.6) for t in VENV]
        assert seed_real
        worker = hx.consolidation_worker(interval=0.05).start()
        hx.enqueue_consolidation("manual")
        worker.poke()
        deadline = threading.Event()
        for _ in range(200):
            if worker.results:
                break
            deadline.wait(0.05)
        worker.stop()
        assert worker.results and worker.results[0].status == "done", worker.errors
        assert not worker.running


def test_competence_extraction_builds_a_plan_graph(hx: Helix) -> None:
    steps = ["git pull", "uv sync", "pytest -x", "git commit"]
    for _ in range(3):
        hx.clock.advance(hours=2)  # type: ignore[attr-defined]
        hx.capture("Ran the test cycle", scope=SCOPE, importance=0.5,
                   attributes={"tool_trace": [{"tool": s, "ok": True} for s in steps], "success": True})
    hx.capture("Ran the test cycle but it failed", scope=SCOPE, importance=0.5,
               attributes={"tool_trace": steps, "success": False})
    run = hx.consolidate()
    [proc] = [p for p in run.proposals if p.attributes.get("signature")]
    assert proc.kind == "procedure" and proc.shape == "procedural" and len(proc.grounding) == 3
    assert proc.attributes["plan"]["edges"] == [[0, 1], [1, 2], [2, 3]]
    assert run.counts["procedures"] == 1 and run.counts["plan_graphs"] == 1
    approved = hx.approve(proc.id)
    assert hx.get(approved.result_id).attributes["plan"]["nodes"][0]["tool"] == "git pull"


def test_reflection_finds_a_lesson_learned_in_two_projects(hx: Helix) -> None:
    """An insight says what no single lesson says: this rule holds in several projects."""
    seed(hx, DECIMAL)
    for text in ("Refund totals drifted by a cent: use Decimal for money amounts",
                 "Money amounts must use Decimal, float rounding broke the payout report"):
        hx.clock.advance(hours=3)  # type: ignore[attr-defined]
        hx.capture(text, scope="project:payouts", importance=0.6)
    first = hx.consolidate()
    assert not [p for p in first.proposals if p.kind == "insight"]  # lessons first, never episodes
    for p in first.proposals:
        if p.status == "pending":
            hx.approve(p.id)
    second = hx.consolidate()
    [insight] = [p for p in second.proposals if p.kind == "insight"]
    assert insight.scope == "global" and insight.level == 2 and len(insight.grounding) == 2
    assert "Decimal" in insight.content and "payouts" in insight.content
    assert not [p for p in hx.consolidate().proposals if p.kind == "insight"]  # asked once


def test_bad_arguments_are_specific_errors(hx: Helix) -> None:
    from helix_core.errors import InvalidInput, NotFound

    with pytest.raises(InvalidInput):
        hx.consolidate(trigger="whenever")
    with pytest.raises(InvalidInput):
        hx.consolidate(since=hx.now(), until=hx.now() - timedelta(days=1))
    with pytest.raises(NotFound):
        hx.approve(999)
    with pytest.raises(InvalidInput):
        hx.approve("abc")  # type: ignore[arg-type]
    with pytest.raises(NotFound):
        hx.run(42)


def test_settings_thresholds_are_settings(tmp_path: Path) -> None:
    settings = Settings().with_overrides({"consolidation": {"group_threshold_hashing": 0.99}})
    with Helix.open(tmp_path / "s.db", embedder="hashing", background=False, settings=settings) as hx:
        seed_ids = [hx.capture(t, scope=SCOPE, importance=0.6).id for t in VENV]
        assert seed_ids
        run = hx.consolidate(dry_run=True)
        assert not [p for p in run.proposals if p.kind not in ("insight",)]
