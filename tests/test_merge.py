"""Merging keeps what makes a memory strong: the survivor is the memory a person would least want to
lose (a person's word, a pin, a lasting kind), it keeps its id, and the result has the strongest kind,
shape, pin and origin of all. A preview shows the same plan before anything is written."""

from __future__ import annotations

import pytest

from helix_core import Helix, InvalidInput

SCOPE = "global"


@pytest.fixture
def friday(hx: Helix):
    pref = hx.capture("Never deploy to production on Fridays", kind="preference", origin="user-asserted",
                      pinned=True)
    episode = hx.capture("Reminder from the user: never deploy to production on Fridays",
                         origin="agent-ingested")
    return pref, episode


def test_review_merge_never_demotes_a_pinned_preference(hx: Helix, friday) -> None:
    pref, episode = friday
    merged = hx.review(episode.id, "MERGE", merge_with=[pref.id])
    assert merged.id == pref.id
    assert (merged.kind, merged.shape, merged.pinned, merged.origin, merged.status) == (
        "preference", "semantic", True, "user-asserted", "active")
    assert hx.get(episode.id).status == "superseded"
    assert any(e.relation == "supersedes" and e.dst == episode.id for e in hx.edges(pref.id))
    hits = hx.recall("deploy on Fridays", record_access=False)
    assert hits and hits[0].memory.id == pref.id


def test_preview_shows_both_sides_and_the_result_and_writes_nothing(hx: Helix, friday) -> None:
    pref, episode = friday
    before = hx.watermark()
    plan = hx.merge_preview([episode.id, pref.id])
    assert plan.survivor.id == pref.id and [m.id for m in plan.others] == [episode.id]
    assert plan.result.kind == "preference" and plan.result.pinned and plan.warnings == []
    assert hx.watermark() == before
    done = hx.merge([episode.id, pref.id])
    assert done.result_id == plan.result.id and done.status == "approved"
    assert "kept" in (done.rationale or "")


def test_the_result_takes_the_strongest_of_each_property(hx: Helix) -> None:
    user_episode = hx.capture("We deploy billing with make release", origin="user-asserted",
                              importance=0.3)
    agent_fact = hx.capture("Billing deploys with make release", kind="fact", origin="agent-ingested",
                            pinned=True, importance=0.9)
    plan = hx.merge_preview([agent_fact.id, user_episode.id])
    assert plan.survivor.id == user_episode.id  # a person's word first
    merged = hx.get(hx.merge([agent_fact.id, user_episode.id]).result_id)
    assert merged.id == user_episode.id
    assert (merged.kind, merged.shape, merged.pinned, merged.origin) == ("fact", "semantic", True,
                                                                          "user-asserted")
    assert merged.importance == pytest.approx(0.9) and merged.half_life is None


def test_superseding_a_persons_memory_is_said_before_and_after(hx: Helix) -> None:
    a = hx.capture("Use ruff for linting", kind="convention", origin="user-asserted")
    b = hx.capture("Lint with ruff", kind="convention", origin="user-asserted")
    plan = hx.merge_preview([a.id, b.id], content="Lint with ruff, never flake8")
    assert any("supersedes" in w and b.id in w for w in plan.warnings)
    assert any("rewrites" in w and a.id in w for w in plan.warnings)
    done = hx.merge([a.id, b.id], content="Lint with ruff, never flake8")
    assert "a person asserted" in (done.rationale or "")
    assert hx.get(a.id).content == "Lint with ruff, never flake8"


def test_an_agents_merge_waits_and_cannot_demote_the_survivor(hx: Helix, friday) -> None:
    pref, episode = friday
    proposal = hx.merge([episode.id, pref.id], content="deploys: not on Friday", actor="agent:codex")
    assert proposal.status == "pending" and proposal.action == "SUPERSEDE"
    assert proposal.target_ids == [episode.id] and proposal.attributes["by"] == pref.id
    hx.approve(proposal.id)
    kept = hx.get(pref.id)
    assert (kept.kind, kept.pinned, kept.content, kept.status) == (
        "preference", True, "Never deploy to production on Fridays", "active")
    assert hx.get(episode.id).status == "superseded"


def test_merge_refuses_what_cannot_merge(hx: Helix) -> None:
    a = hx.capture("one note", scope="project:a")
    b = hx.capture("another note", scope="project:b")
    c = hx.capture("a third note", scope="project:a")
    with pytest.raises(InvalidInput, match="different scopes"):
        hx.merge_preview([a.id, b.id])
    hx.forget(c.id)
    with pytest.raises(InvalidInput, match="forgotten"):
        hx.merge([a.id, c.id])
    with pytest.raises(InvalidInput, match="at least two"):
        hx.merge([a.id, a.id])


def test_merge_candidates_stay_in_scope(hx: Helix) -> None:
    a = hx.capture("Run the billing tests with pytest inside the venv", scope="project:billing")
    b = hx.capture("Billing tests: run pytest inside the venv", scope="project:billing")
    hx.capture("Run the web tests with pytest inside the venv", scope="project:web")
    assert [m.id for m in hx.merge_candidates(a.id)] == [b.id]
