"""Each guardrail of SPEC §7 rejecting what it must."""

from __future__ import annotations

import pytest

from helix_core import Helix
from helix_core.errors import InvalidInput, PermissionDenied

SCOPE = "project:billing"
VENV = [
    "Had to activate .venv before running pytest in billing",
    "pytest failed with import errors until I activated the .venv in billing",
    "Reminder: activate .venv before running pytest in billing",
]


pytestmark = pytest.mark.usefixtures("no_ollama")  # the $0 path: nothing listens at OLLAMA_HOST


def capture_all(hx: Helix, texts: list[str], origin: str = "agent-ingested",
                confidence: float | None = None) -> list[str]:
    out = []
    for text in texts:
        hx.clock.advance(hours=1)  # type: ignore[attr-defined]
        out.append(hx.capture(text, scope=SCOPE, origin=origin, importance=0.6, confidence=confidence).id)
    return out


def test_no_grounding_no_fact(hx: Helix) -> None:
    with pytest.raises(InvalidInput, match="grounding"):
        hx.propose("Billing uses Decimal", grounding=[], scope=SCOPE)
    with pytest.raises(InvalidInput, match="grounding"):
        hx.propose("Billing uses Decimal", grounding=["mem_does_not_exist"], scope=SCOPE)


def test_approving_a_proposal_whose_grounding_vanished_rejects_it(hx: Helix) -> None:
    ids = capture_all(hx, VENV)
    [p] = [p for p in hx.consolidate().proposals if p.action == "ADD" and p.kind != "insight"]
    for i in ids:  # soft: a hard forget withdraws the proposal at once (tests/test_hard_forget.py)
        hx.forget(i)
    with pytest.raises(InvalidInput, match="grounding"):
        hx.approve(p.id)
    assert hx.proposal(p.id).status == "rejected"
    assert not [m for m, _ in hx.list(limit=100) if m.origin == "derived"]


def test_contradiction_flags_and_lowers_both_never_overwrites(hx: Helix) -> None:
    a = hx.capture("The billing API timeout is 30 seconds", kind="fact", scope=SCOPE, origin="agent-ingested")
    hx.clock.advance(days=1)  # type: ignore[attr-defined]
    b = hx.capture("The billing API timeout is 10 seconds", kind="fact", scope=SCOPE, origin="user-asserted")
    run = hx.consolidate()
    [flag] = hx.flags()
    assert {flag.a_id, flag.b_id} == {a.id, b.id} and flag.run_id == run.id
    assert hx.get(a.id).confidence < a.confidence and hx.get(b.id).confidence < b.confidence
    assert hx.get(a.id).content == a.content and hx.get(a.id).status == "active"
    assert hx.consolidate().counts["contradictions"] == 0  # flagged once, not every run
    resolved = hx.resolve(flag.id, "keep_b")
    assert resolved.status == "resolved"
    assert hx.get(a.id).status == "superseded" and hx.get(a.id).valid_to is not None
    assert hx.get(b.id).confidence == pytest.approx(b.confidence)
    with pytest.raises(InvalidInput):
        hx.resolve(flag.id, "keep_a")


def test_new_candidate_against_a_known_fact_is_flagged(hx: Helix) -> None:
    fact = hx.capture("We use tabs for indentation in billing", kind="convention", scope=SCOPE,
                      origin="user-asserted")
    capture_all(hx, ["We use spaces for indentation in billing"] * 3)
    run = hx.consolidate()
    assert run.counts["contradictions"] == 1
    [flag] = hx.flags()
    assert flag.a_id == fact.id
    assert hx.get(fact.id).content == fact.content


def test_keep_both_scoped_moves_each_to_its_scope(hx: Helix) -> None:
    a = hx.capture("We use tabs for indentation", kind="convention", scope="global", origin="user-asserted")
    b = hx.capture("We use spaces for indentation", kind="convention", scope="global", origin="user-asserted")
    hx.consolidate()
    [flag] = hx.flags()
    hx.resolve(flag.id, "keep_both_scoped", scope_a="project:go", scope_b="project:py")
    assert hx.get(a.id).scope == "project:go" and hx.get(b.id).scope == "project:py"
    assert hx.get(a.id).status == hx.get(b.id).status == "active"


def test_agent_ingested_needs_more_support_than_user_asserted(hx: Helix) -> None:
    capture_all(hx, VENV[:2], origin="agent-ingested")
    run = hx.consolidate(dry_run=True)
    assert not [p for p in run.proposals if p.action == "ADD" and p.kind != "insight"]
    assert run.counts["skipped_support"] == 1
    capture_all(hx, ["Money must use Decimal in billing invoices",
                     "Billing invoices: money must use Decimal"], origin="user-asserted")
    run = hx.consolidate(dry_run=True)
    adds = [p for p in run.proposals if p.action == "ADD" and p.kind != "insight"]
    assert len(adds) == 1 and "Decimal" in adds[0].content


def test_derived_confidence_never_exceeds_the_weakest_source(hx: Helix) -> None:
    ids = capture_all(hx, VENV, confidence=0.9)
    hx.edit(ids[1], confidence=0.3)
    [p] = [p for p in hx.consolidate().proposals if p.action == "ADD" and p.kind != "insight"]
    assert p.confidence <= 0.3
    fact = hx.get(hx.approve(p.id, edits={"confidence": 0.99}).result_id)
    assert fact.confidence <= 0.3  # even an edit cannot lift it above its weakest source


def test_insight_whose_grounding_is_gone_is_demoted(hx: Helix) -> None:
    ids = capture_all(hx, VENV)
    p = hx.propose("Tests need the venv", grounding=ids[:2], kind="insight", scope=SCOPE)
    insight = hx.get(hx.approve(p.id).result_id)
    for i in ids[:2]:
        hx.forget(i)  # soft forget: the grounding is gone from use
    run = hx.consolidate()
    assert run.counts["demoted"] == 1
    assert hx.get(insight.id).confidence == pytest.approx(insight.confidence * 0.5)
    [archive] = [q for q in run.proposals if q.action == "ARCHIVE"]
    assert archive.target_ids == [insight.id] and archive.status == "pending"
    hx.approve(archive.id)
    assert hx.get(insight.id).status == "archived"


def test_an_agent_cannot_approve_its_own_proposal(hx: Helix) -> None:
    ids = capture_all(hx, VENV[:1])
    p = hx.propose("Activate .venv before pytest", grounding=ids, scope=SCOPE, actor="agent:codex")
    with pytest.raises(PermissionDenied):
        hx.approve(p.id, actor="agent:codex")
    assert hx.proposal(p.id).status == "pending"
    assert hx.approve(p.id, actor="human").status == "approved"


def test_auto_approval_only_for_user_asserted_above_the_bar(tmp_path, clock) -> None:  # noqa: ANN001
    from helix_core.settings import Settings

    settings = Settings().with_overrides({"consolidation": {"auto_approve": True,
                                                            "auto_approve_min_confidence": 0.5}})
    with Helix.open(tmp_path / "a.db", clock=clock, embedder="hashing", background=False,
                    settings=settings) as hx:
        capture_all(hx, ["Money must use Decimal in billing invoices",
                         "Billing invoices: money must use Decimal"], origin="user-asserted")
        capture_all(hx, VENV, origin="agent-ingested")
        run = hx.consolidate()
        by_status = {p.status for p in run.proposals if "Decimal" in (p.content or "") and p.kind != "insight"}
        assert by_status == {"approved"}
        venv = [p for p in run.proposals if ".venv" in (p.content or "") and p.kind != "insight"]
        assert venv and all(p.status == "pending" for p in venv)
        assert run.counts["auto_approved"] == 1
