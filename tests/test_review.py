"""The review session (KEEP, MERGE, EXTRACT, EDIT, SKIP, ARCHIVE), its queue, and the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from helix_core import Helix
from helix_core.cli.main import main
from helix_core.errors import InvalidInput

SCOPE = "project:billing"


pytestmark = pytest.mark.usefixtures("no_ollama")  # the $0 path: nothing listens at OLLAMA_HOST


def test_queue_has_decaying_new_and_sample(hx: Helix) -> None:
    old = hx.capture("Looked into the flaky invoice export", scope=SCOPE, importance=0.2)
    hx.clock.advance(days=12)  # type: ignore[attr-defined]  # 0.2·2^(-12/7) ≈ 0.061: fades within a week
    fresh = hx.capture("Decided to keep invoice numbers per tenant", scope=SCOPE, importance=0.8)
    for i in range(8):
        hx.review(hx.capture(f"Reviewed note {i}", importance=0.5).id, "SKIP")
    queue = hx.review_queue(limit=10, seed=1)
    reasons = {item.memory.id: item.reason for item in queue}
    assert reasons[old.id] == "decaying"
    assert reasons[fresh.id] == "new"
    assert "sample" in reasons.values()
    assert len(reasons) == len(queue)  # nobody twice


def test_keep_strengthens_with_quality_five(hx: Helix) -> None:
    m = hx.capture("Invoices must use Decimal", scope=SCOPE, importance=0.6)
    kept = hx.review(m.id, "keep")
    assert kept.ef == pytest.approx(2.6) and kept.half_life == pytest.approx(7.0 * 2.6)
    assert kept.reviewed_at is not None
    assert hx.history(m.id)[-1].event == "reviewed"
    assert m.id not in {i.memory.id for i in hx.review_queue(limit=50) if i.reason == "new"}


def test_archive_edit_skip(hx: Helix) -> None:
    a = hx.capture("Routine: listed the repo", importance=0.1)
    assert hx.review(a.id, "ARCHIVE").status == "archived"
    b = hx.capture("Use decimals", scope=SCOPE)
    assert hx.review(b.id, "EDIT", content="Use Decimal, not float, for money").content.startswith("Use Decimal")
    c = hx.capture("Something to let fade", scope=SCOPE)
    skipped = hx.review(c.id, "SKIP")
    assert skipped.access_count == 0 and skipped.reviewed_at is not None
    with pytest.raises(InvalidInput):
        hx.review(c.id, "CONDEMN")
    with pytest.raises(InvalidInput):
        hx.review(b.id, "EDIT")  # no content


def test_extract_and_merge(hx: Helix) -> None:
    e = hx.capture("Spent an hour on rounding: float money broke the invoice totals", scope=SCOPE)
    fact = hx.review(e.id, "EXTRACT", content="Money must be Decimal in billing", kind="convention")
    assert fact.origin == "derived" and fact.kind == "convention" and fact.level == 1
    assert [x.dst for x in hx.edges(fact.id) if x.relation == "derived_from"] == [e.id]
    a = hx.capture("Deploys need aws sso login first", kind="fact", scope=SCOPE, origin="user-asserted")
    b = hx.capture("Run aws sso login before terraform", kind="fact", scope=SCOPE, origin="user-asserted")
    merged = hx.review(a.id, "MERGE", merge_with=[b.id], content="Run aws sso login before deploying")
    assert merged.content == "Run aws sso login before deploying"
    # the older of two equally strong memories survives (its id stays valid); the other is superseded
    assert merged.id == a.id and hx.get(a.id).status == "active"
    assert hx.get(b.id).status == "superseded"
    with pytest.raises(InvalidInput):
        hx.merge([a.id])


def test_merge_proposals_unites_grounding(hx: Helix) -> None:
    x = hx.capture("note one about Decimal", scope=SCOPE)
    y = hx.capture("note two about Decimal", scope=SCOPE)
    p1 = hx.propose("Use Decimal", grounding=[x.id], scope=SCOPE)
    p2 = hx.propose("Money is Decimal", grounding=[y.id], scope=SCOPE)
    merged = hx.merge_proposals([p1.id, p2.id], content="Money must be Decimal")
    assert set(merged.grounding) == {x.id, y.id} and merged.content == "Money must be Decimal"
    assert hx.proposal(p2.id).status == "rejected"


# -- the command line -------------------------------------------------------------------------------


def run_cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_consolidate_flow(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "c.db")
    for text in ("Had to activate .venv before running pytest in billing",
                 "pytest failed until I activated the .venv in billing",
                 "Reminder: activate .venv before running pytest in billing"):
        assert run_cli(capsys, "--db", db, "--embedder", "hashing", "capture", text, "--scope", SCOPE,
                       "--importance", "0.6")[0] == 0
    code, out, err = run_cli(capsys, "--db", db, "--embedder", "hashing", "consolidate", "--dry-run")
    assert code == 0 and "dry run" in out and "clustering" in err
    code, out, _ = run_cli(capsys, "--db", db, "--json", "runs")
    assert code == 0 and json.loads(out) == []
    code, out, _ = run_cli(capsys, "--db", db, "--embedder", "hashing", "--json", "consolidate")
    run = json.loads(out)
    assert code == 0 and run["status"] == "done"
    pid = next(p["id"] for p in run["proposals"] if p["action"] == "ADD" and p["kind"] != "insight")
    code, out, _ = run_cli(capsys, "--db", db, "approve", str(pid), "--content", "Activate .venv before pytest")
    assert code == 0 and "approved" in out
    code, out, _ = run_cli(capsys, "--db", db, "--json", "proposals", "--status", "approved")
    assert json.loads(out)[0]["id"] == pid
    code, out, _ = run_cli(capsys, "--db", db, "runs")
    assert code == 0 and "manual" in out
    code, _, err = run_cli(capsys, "--db", db, "approve", "999")
    assert code == 3 and "no proposal 999" in err and "Traceback" not in err
    code, _, err = run_cli(capsys, "--db", db, "reject", "abc")
    assert code == 2 and "number" in err
    code, out, _ = run_cli(capsys, "--db", db, "review")
    assert code == 0 and "decide with" in out
    mem = json.loads(run_cli(capsys, "--db", db, "--json", "review")[1])[0]["memory"]["id"]
    assert run_cli(capsys, "--db", db, "review", mem, "--decision", "keep")[0] == 0
    code, out, _ = run_cli(capsys, "--db", db, "flags")
    assert code == 0 and "no flags" in out
    code, _, err = run_cli(capsys, "--db", db, "resolve", "5", "--keep", "a")
    assert code == 3
    assert run_cli(capsys, "--db", db, "flush", "s-1")[0] == 0
    code, out, _ = run_cli(capsys, "--db", db, "--embedder", "hashing", "--json", "worker")
    data = json.loads(out)
    assert code == 0 and data["runs"][0]["trigger"] == "session_end"
