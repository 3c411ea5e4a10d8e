"""The memory model of SPEC §2: fields, kinds and shapes, levels, scopes, bi-temporal times, statuses,
origins, edges with provenance, and the append-only history of every change."""

from __future__ import annotations

import dataclasses
import json
from datetime import timedelta

import pytest

from helix_core import Helix, InvalidInput, ManualClock, NotFound
from helix_core.kinds import ORIGINS, RELATIONS, SHAPES, STATUSES, kinds, register_kind

SPEC_FIELDS = {
    "id", "kind", "shape", "level", "content", "attributes", "scope", "importance", "confidence",
    "valid_from", "valid_to", "recorded_at", "status", "origin", "last_access_at", "access_count",
    "ef", "half_life", "pinned", "deletion_policy", "session", "agent",
}


def test_memory_has_every_spec_field(hx: Helix, clock: ManualClock) -> None:
    m = hx.capture("Decided to store invoices in SQLite", kind="decision", scope="project:billing",
                   origin="user-asserted", session="s-1", agent="claude", attributes={"why": "simple"})
    names = {f.name for f in dataclasses.fields(m)}
    assert SPEC_FIELDS <= names
    assert m.id.startswith("mem_") and "sqlite" in m.id
    assert (m.kind, m.shape, m.level, m.scope) == ("decision", "semantic", 0, "project:billing")
    assert m.attributes == {"why": "simple"}
    assert m.origin == "user-asserted" and m.session == "s-1" and m.agent == "claude"
    assert m.status == "active" and m.valid_to is None
    assert m.valid_from == m.recorded_at == m.last_access_at == clock.now()
    assert m.ef == 2.5 and m.access_count == 0 and m.pinned is False
    assert m.deletion_policy == "manual_only"
    assert m.half_life is None  # semantic: does not decay
    assert 0 <= m.importance <= 1 and 0 <= m.confidence <= 1
    # a plain dataclass, not a live row
    with pytest.raises(dataclasses.FrozenInstanceError):
        m.content = "changed"  # type: ignore[misc]


def test_ids_are_slugs_and_collisions_get_a_suffix(hx: Helix) -> None:
    a = hx.capture("Billing DB choice: SQLite")
    b = hx.capture("Billing DB choice: SQLite")
    assert a.id == "mem_billing_db_choice_sqlite"
    assert b.id.startswith(a.id + "_") and b.id != a.id
    with pytest.raises(InvalidInput, match="already exists"):
        hx.capture("another", id=a.id)


def test_kind_to_shape_registry_and_extension(hx: Helix) -> None:
    registry = kinds()
    expected = {
        "identity": "entity", "preference": "semantic", "project": "entity", "decision": "semantic",
        "convention": "semantic", "snippet": "procedural", "procedure": "procedural",
        "entity": "entity", "episode": "episodic", "fact": "semantic", "insight": "semantic",
    }
    for kind, shape in expected.items():
        assert registry[kind] == shape
    assert set(SHAPES) == {"episodic", "semantic", "procedural", "entity"}
    with pytest.raises(InvalidInput, match="unknown kind"):
        hx.capture("a runbook step", kind="runbook")
    register_kind("runbook", "procedural")
    m = hx.capture("Restart the worker with systemctl restart billing-worker", kind="runbook")
    assert m.shape == "procedural" and m.half_life == 90.0
    with pytest.raises(ValueError):
        register_kind("Bad Kind", "semantic")
    with pytest.raises(ValueError):
        register_kind("okkind", "emotional")
    # an explicit shape overrides the kind's default
    e = hx.capture("The billing service", kind="fact", shape="entity")
    assert e.shape == "entity"


def test_levels(hx: Helix) -> None:
    for level in (0, 1, 2, 3):
        assert hx.capture(f"note at level {level}", level=level).level == level
    with pytest.raises(InvalidInput, match="level"):
        hx.capture("note at level four", level=4)


@pytest.mark.parametrize("scope", ["global", "project:billing", "project:acme/api", "project:a.b-c_d"])
def test_valid_scopes(hx: Helix, scope: str) -> None:
    assert hx.capture("a scoped note", scope=scope).scope == scope


@pytest.mark.parametrize("scope", ["", "Global", "project:", "project", "team:x", "project: x", "proj:x"])
def test_invalid_scopes(hx: Helix, scope: str) -> None:
    with pytest.raises(InvalidInput, match="scope"):
        hx.capture("a scoped note", scope=scope)
    assert hx.count() == 0


def test_bitemporal_fields(hx: Helix, clock: ManualClock) -> None:
    learned = clock.now()
    true_since = learned - timedelta(days=30)
    m = hx.capture("The API has used OAuth since last month", kind="fact", valid_from=true_since)
    assert m.valid_from == true_since and m.recorded_at == learned and m.valid_to is None
    clock.advance(days=2)
    ended = clock.now()
    m = hx.edit(m.id, valid_to=ended, rationale="OAuth replaced by mTLS")
    assert m.valid_to == ended and m.recorded_at == learned
    # superseding closes validity when still open
    other = hx.capture("Payments use the v1 API", kind="fact")
    clock.advance(hours=1)
    from helix_core import lifecycle

    lifecycle.set_status(hx.store, other.id, "superseded", hx._ts(), "human", "superseded")
    assert hx.get(other.id).valid_to == clock.now()


def test_statuses_and_origins_are_the_spec_sets(hx: Helix) -> None:
    assert set(STATUSES) == {"active", "archived", "forgotten", "superseded", "quarantined"}
    assert set(ORIGINS) == {"user-asserted", "agent-ingested", "imported", "derived"}
    for origin in ORIGINS:
        assert hx.capture(f"note of origin {origin}", origin=origin).origin == origin
    with pytest.raises(InvalidInput, match="origin"):
        hx.capture("note", origin="rumour")
    with pytest.raises(InvalidInput, match="status"):
        hx.list(status="deleted")


def test_edges_with_relations_and_provenance(hx: Helix) -> None:
    project = hx.capture("billing service", kind="project", scope="project:billing")
    decision = hx.capture("Use SQLite for the billing ledger", kind="decision", scope="project:billing")
    for relation in ("has_decision", "related_to"):
        edge = hx.link(project.id, decision.id, relation, weight=0.7)
        assert (edge.src, edge.dst, edge.relation, edge.weight) == (project.id, decision.id, relation, 0.7)
    assert len(hx.edges(project.id)) == 2 and len(hx.edges(decision.id)) == 2
    assert set(RELATIONS) >= {"works_on", "owns", "depends_on", "supersedes", "contradicts",
                              "derived_from", "part_of", "prefers", "uses", "has_convention"}
    with pytest.raises(InvalidInput, match="relation"):
        hx.link(project.id, decision.id, "likes")
    with pytest.raises(NotFound):
        hx.link(project.id, "mem_missing", "related_to")
    with pytest.raises(InvalidInput):
        hx.link(project.id, project.id, "related_to")
    # provenance: one row for the memory, rows for each edge
    prov = hx.provenance(decision.id)
    assert len(prov) == 1 and prov[0].origin == "agent-ingested" and prov[0].extractor == "heuristic"
    edge_prov = list(hx.store.models.Provenance.select().where(hx.store.models.Provenance.edge.is_null(False)))
    assert len(edge_prov) == 2 and all(p.agent == "human" for p in edge_prov)
    assert [e.event for e in hx.history(project.id)].count("linked") == 2


def test_capture_provenance_records_agent_and_session(hx: Helix) -> None:
    m = hx.capture("ran the migration script", agent="codex", session="s-9")
    (prov,) = hx.provenance(m.id)
    assert (prov.agent, prov.session, prov.origin) == ("codex", "s-9", "agent-ingested")
    (created,) = hx.history(m.id)
    assert created.actor == "agent:codex"


def test_history_records_every_change(hx: Helix, clock: ManualClock) -> None:
    m = hx.capture("Decided to use ruff for linting", kind="decision", origin="user-asserted",
                   actor="human")
    clock.advance(hours=1)
    hx.reinforce(m.id, 5, rationale="confirmed in review")
    hx.penalize(m.id, 0.2, actor="agent:claude", rationale="partly wrong")
    hx.pin(m.id)
    hx.edit(m.id, content="Decided to use ruff for linting and formatting", rationale="broader")
    hx.forget(m.id, rationale="no longer relevant")
    hx.restore(m.id)
    events = hx.history(m.id)
    assert [e.event for e in events] == [
        "created", "reinforced", "penalized", "pinned", "updated", "forgotten", "restored",
    ]
    by_event = {e.event: e for e in events}
    assert by_event["created"].actor == "human"
    assert by_event["created"].after["content"] == "Decided to use ruff for linting"
    assert by_event["reinforced"].rationale == "confirmed in review"
    assert by_event["reinforced"].before["ef"] == 2.5 and by_event["reinforced"].after["ef"] == pytest.approx(2.6)
    assert by_event["penalized"].actor == "agent:claude" and by_event["penalized"].rationale == "partly wrong"
    assert by_event["penalized"].after["importance"] == pytest.approx(by_event["penalized"].before["importance"] - 0.2)
    assert by_event["pinned"].before == {"pinned": False} and by_event["pinned"].after == {"pinned": True}
    assert by_event["updated"].before["content"] == "Decided to use ruff for linting"
    assert by_event["updated"].after["content"].endswith("and formatting")
    assert by_event["forgotten"].after == {"status": "forgotten"}
    assert by_event["restored"].after == {"status": "active"}
    assert all(e.at is not None for e in events)
    with pytest.raises(InvalidInput, match="actor"):
        hx.reinforce(m.id, 4, actor="root")


def test_hard_forget_leaves_a_tombstone_without_content(hx: Helix) -> None:
    secretish = "The staging host is build-17.internal and the payroll export lives in /srv/payroll"
    m = hx.capture(secretish, attributes={"path": "/srv/payroll"})
    other = hx.capture("Unrelated note about CI caching")
    hx.link(m.id, other.id, "related_to")
    hx.edit(m.id, importance=0.9)
    result = hx.forget(m.id, hard=True, rationale="asked to remove")
    assert result.memory_id == m.id and result.edges_removed == 1
    with pytest.raises(NotFound):
        hx.get(m.id)
    events = hx.history(m.id)
    assert events[-1].event == "hard-forgotten" and events[-1].actor == "human"
    dumped = json.dumps([dataclasses.asdict(e) for e in events], default=str)
    assert "payroll" not in dumped and "build-17" not in dumped
    assert [e.event for e in events][:2] == ["created", "linked"]
    assert hx.edges(other.id) == [] and hx.provenance(m.id) == []
    assert all(h.memory.id != m.id for h in hx.recall("payroll export staging host", deep=True))
    rows = hx.store.db.execute_sql("SELECT count(*) FROM memory_fts WHERE memory_fts MATCH 'payroll'").fetchone()
    assert rows[0] == 0


def test_hard_forget_removes_content_from_the_file_bytes(db_path, clock: ManualClock) -> None:
    marker = "zanzibar-quokka-7731"
    with Helix.open(db_path, clock=clock, embedder="hashing", background=False) as hx:
        keep = hx.capture("Keep this note about the CI cache")
        m = hx.capture(f"The vault codename is {marker} for the payroll export")
        hx.forget(m.id, hard=True)
    raw = b"".join(
        p.read_bytes() for p in db_path.parent.iterdir() if p.name.startswith(db_path.name)
    )
    assert marker.encode() not in raw
    with Helix.open(db_path, clock=clock, embedder="hashing", background=False) as hx:
        assert hx.get(keep.id).content.startswith("Keep this note")
