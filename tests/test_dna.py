"""The .dna format: export → import round trips, filters, vectors, ids that collide, and the CLI."""

from __future__ import annotations

import base64
import gzip
import json
from datetime import timedelta
from pathlib import Path

import numpy as np
import pytest

from helix_core import Helix, ManualClock
from helix_core.cli.main import main
from helix_core.errors import InvalidInput
from helix_core.vectors import from_blob

pytestmark = pytest.mark.both_backends  # the same behaviour on SQLite and PostgreSQL

FIELDS = ("id", "kind", "shape", "level", "content", "attributes", "scope", "importance", "confidence",
          "valid_from", "valid_to", "recorded_at", "origin", "last_access_at", "access_count", "ef",
          "half_life", "pinned", "deletion_policy", "session", "agent", "updated_at", "reviewed_at",
          "consolidated_at")


def fill(hx: Helix, clock: ManualClock) -> dict[str, str]:
    """A small but varied store: kinds, scopes, statuses, edges, edits, reinforcement, pins."""
    a = hx.capture("We chose Postgres for billing because of JSONB support", kind="decision",
                   scope="project:billing", origin="user-asserted", attributes={"alternatives": ["mysql"]})
    clock.advance(timedelta(hours=1))
    b = hx.capture("Activate .venv before running pytest in billing", kind="procedure",
                   scope="project:billing", session="s-1", agent="claude")
    clock.advance(timedelta(hours=1))
    c = hx.capture("The user prefers short commit messages", kind="preference", origin="user-asserted")
    d = hx.capture("Old note about the legacy cron job", kind="fact", scope="project:ops")
    e = hx.capture("A note that will be forgotten softly", kind="episode")
    hx.link(a.id, b.id, "related_to", weight=0.7)
    hx.link(b.id, c.id, "uses")
    clock.advance(timedelta(days=1))
    hx.reinforce(a.id, 5)
    hx.edit(c.id, content="The user prefers short, imperative commit messages", importance=0.8)
    hx.pin(c.id)
    hx.archive(d.id)
    hx.forget(e.id)
    return {"a": a.id, "b": b.id, "c": c.id, "d": d.id, "e": e.id}


def records(path: Path) -> list[dict]:
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        return [json.loads(line) for line in handle]


def history_key(hx: Helix) -> list[tuple]:
    return sorted(
        (e.memory_id, e.event, e.actor, e.at, json.dumps(e.before, sort_keys=True),
         json.dumps(e.after, sort_keys=True), e.rationale)
        for e in hx.history() if e.event not in ("imported", "approved")
    )


def test_round_trip_reproduces_memories_edges_and_history(hx: Helix, clock: ManualClock,
                                                          tmp_path: Path) -> None:
    ids = fill(hx, clock)
    out = tmp_path / "strand.dna"
    result = hx.export(out)
    assert result.counts["memory"] == 5 and result.counts["edge"] == 2
    assert result.vectors == 5  # every memory had a vector
    originals = {m.id: m for m, _ in hx.list(limit=100, status=None)}
    assert len(originals) == 5
    with Helix.open(tmp_path / "other.db", clock=ManualClock(clock.now() + timedelta(days=3)),
                    embedder="hashing", background=False) as other:
        imported = other.import_(out)
        assert sorted(imported.quarantined) == sorted(ids.values())
        assert imported.renamed == {} and imported.vectors_imported == 5 and not imported.reembed
        # Everything lands quarantined and none of it is recalled.
        assert {m.status for m, _ in other.list(limit=100)} == {"quarantined"}
        assert other.recall("Postgres billing JSONB", scope="project:billing", deep=True) == []
        # Times, ids and every other field survive; origin too.
        for mid, orig in originals.items():
            got = other.get(mid)
            for name in FIELDS:
                assert getattr(got, name) == getattr(orig, name), (mid, name)
        # Approval restores each memory's original status.
        for item in other.quarantined():
            assert item.original_status == originals[item.memory.id].status
            other.approve_quarantined(item.memory.id)
        for mid, orig in originals.items():
            assert other.get(mid).status == orig.status
        assert other.get(ids["c"]).pinned and other.get(ids["d"]).status == "archived"
        assert other.get(ids["e"]).status == "forgotten"
        edges = {(e.src, e.dst, e.relation, e.weight, e.created_at) for e in other.edges(ids["b"])}
        assert edges == {(e.src, e.dst, e.relation, e.weight, e.created_at) for e in hx.edges(ids["b"])}
        assert history_key(other) == history_key(hx)
        # The import itself is on record.
        batch = other.store.models.ImportBatch.get()
        assert batch.count == 5 and batch.actor == "human"
        assert [e.event for e in other.history(ids["a"]) if e.event == "imported"] == ["imported"]
        # Provenance: the original rows plus an "imported" one; trust drops to the imported level.
        origins = [p.origin for p in other.provenance(ids["a"])]
        assert sorted(origins) == ["imported", "user-asserted"]
        assert hx.trust(ids["a"]) == 1.0 and other.trust(ids["a"]) == pytest.approx(0.4)
        # Imported vectors are used as is: approved memories are found by meaning at once.
        hits = other.recall("Postgres billing JSONB", scope="project:billing")
        assert hits and hits[0].memory.id == ids["a"]


def test_vectors_are_carried_only_for_the_same_embedder(hx: Helix, clock: ManualClock,
                                                        tmp_path: Path) -> None:
    ids = fill(hx, clock)
    out = tmp_path / "s.dna"
    hx.export(out)
    rows = records(out)
    header, mems = rows[0], [r for r in rows if r.get("type") == "memory"]
    assert header["format"] == "helix-dna" and header["version"] == 1
    assert header["embedder"] == "hashing-384" and header["dim"] == 384
    seq = hx.store.models.Memory.get(hx.store.models.Memory.id == ids["a"]).seq
    blob = hx.store.db.execute_sql("SELECT embedding FROM memory_vec WHERE rowid=?", (seq,)).fetchone()[0]
    rec = next(r for r in mems if r["id"] == ids["a"])
    assert base64.b64decode(rec["vector"]) == from_blob(blob).tobytes()  # a blob, or pgvector's array
    # Same file, but claiming another embedder: vectors are ignored and everything is re-embedded.
    header["embedder"] = "minilm-l6"
    foreign = tmp_path / "foreign.dna"
    with gzip.open(foreign, "wt", encoding="utf-8") as handle:
        for r in [header, *rows[1:]]:
            handle.write(json.dumps(r) + "\n")
    with Helix.open(tmp_path / "b.db", clock=clock, embedder="hashing", background=False) as other:
        result = other.import_(foreign)
        assert result.vectors_imported == 0 and result.reembed
        assert all(m.embedder == "hashing-384" for m, _ in other.list(limit=100))  # re-embedded


def test_export_filters_by_scope_kind_and_status(hx: Helix, clock: ManualClock, tmp_path: Path) -> None:
    ids = fill(hx, clock)
    r = hx.export(tmp_path / "billing.dna", scope="project:billing")
    assert r.counts["memory"] == 2 and r.counts["edge"] == 1  # the edge to the global note stays home
    mems = {x["id"] for x in records(tmp_path / "billing.dna") if x["type"] == "memory"}
    assert mems == {ids["a"], ids["b"]}
    hist = [x for x in records(tmp_path / "billing.dna") if x["type"] == "history"]
    assert hist and {h["memory_id"] for h in hist} <= mems
    r = hx.export(tmp_path / "k.dna", kinds=["preference", "fact"])
    assert r.counts["memory"] == 2
    r = hx.export(tmp_path / "s.dna", statuses=["archived", "forgotten"])
    assert {x["id"] for x in records(tmp_path / "s.dna") if x["type"] == "memory"} == {ids["d"], ids["e"]}
    with pytest.raises(InvalidInput, match="unknown status"):
        hx.export(tmp_path / "x.dna", statuses=["bogus"])


def test_export_refuses_directories_existing_files_and_the_database(hx: Helix, tmp_path: Path) -> None:
    hx.capture("something to export")
    target = tmp_path / "a.dna"
    hx.export(target)
    before = target.read_bytes()
    with pytest.raises(InvalidInput, match="already exists"):
        hx.export(target)
    assert target.read_bytes() == before
    hx.export(target, force=True)
    with pytest.raises(InvalidInput, match="directory"):
        hx.export(tmp_path)
    if hx.path is not None:  # a file store: its own file is never overwritten by an export
        with pytest.raises(InvalidInput, match="database"):
            hx.export(hx.path, force=True)
    with pytest.raises(InvalidInput, match="does not exist"):
        hx.export(tmp_path / "nope" / "x.dna")
    assert not list(tmp_path.glob(".*.part"))  # no temp files left behind


def test_importing_an_id_that_exists_gets_a_new_id_and_a_duplicate_check(
        hx: Helix, clock: ManualClock, tmp_path: Path) -> None:
    ids = fill(hx, clock)
    out = tmp_path / "s.dna"
    hx.export(out)
    result = hx.import_(out)  # into the same store: every id is taken
    assert set(result.renamed) == set(ids.values())
    new_a = result.renamed[ids["a"]]
    assert new_a.startswith(ids["a"] + "_")
    assert result.duplicates[new_a] == [ids["a"]]
    item = next(i for i in hx.quarantined() if i.memory.id == new_a)
    assert item.checks["renamed_from"] == ids["a"] and item.duplicates[0]["how"] == "same text"
    assert "duplicate of " + ids["a"] in item.reason
    # Edges between imported copies point at the copies, never at the originals.
    new_b = result.renamed[ids["b"]]
    assert {(e.src, e.dst) for e in hx.edges(new_b)} == {(new_a, new_b), (new_b, result.renamed[ids["c"]])}
    # The originals are untouched.
    assert hx.get(ids["a"]).status == "active"


def test_cli_export_import_quarantine_round_trip(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    db1, db2, out = tmp_path / "one.db", tmp_path / "two.db", tmp_path / "x.dna"
    assert main(["--db", str(db1), "--embedder", "hashing", "capture", "Deploys go through ArgoCD",
                 "--kind", "convention", "--origin", "user-asserted"]) == 0
    assert main(["--db", str(db1), "--embedder", "hashing", "export", str(out)]) == 0
    assert main(["--db", str(db1), "--embedder", "hashing", "export", str(out)]) == 2
    assert "already exists" in capsys.readouterr().err
    assert main(["--db", str(db2), "--embedder", "hashing", "--json", "import", str(out)]) == 0
    data = json.loads(capsys.readouterr().out)
    (mid,) = data["quarantined"]
    assert main(["--db", str(db2), "--embedder", "hashing", "--json", "quarantine"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert listed[0]["memory"]["id"] == mid and listed[0]["checks"]["original_status"] == "active"
    assert main(["--db", str(db2), "--embedder", "hashing", "quarantine", "approve", mid,
                 "--actor", "agent:claude"]) == 6
    assert "only a person" in capsys.readouterr().err
    assert main(["--db", str(db2), "--embedder", "hashing", "quarantine", "approve", mid]) == 0
    capsys.readouterr()
    assert main(["--db", str(db2), "--embedder", "hashing", "--json", "trust", mid]) == 0
    assert json.loads(capsys.readouterr().out)["trust"] == pytest.approx(0.4)
    with Helix.open(db2, embedder="hashing", background=False) as hx:
        assert hx.get(mid).status == "active" and hx.get(mid).origin == "user-asserted"


def test_progress_and_cancel(hx: Helix, tmp_path: Path) -> None:
    for i in range(300):
        hx.capture(f"bulk note number {i} about the payments service")
    seen: list[tuple[int, int]] = []
    hx.export(tmp_path / "p.dna", progress=lambda _stage, d, t: seen.append((d, t)))
    assert seen and seen[-1][0] == seen[-1][1]
    import threading

    from helix_core.errors import Cancelled

    stop = threading.Event()
    stop.set()
    with Helix.open(tmp_path / "c.db", embedder="hashing", background=False) as other:
        with pytest.raises(Cancelled):
            other.import_(tmp_path / "p.dna", cancel=stop)
        assert other.count() == 0
        assert other.store.models.ImportBatch.select().count() == 0


def test_vector_bytes_decode_as_float32(hx: Helix, tmp_path: Path) -> None:
    hx.capture("vector carrier note")
    hx.export(tmp_path / "v.dna")
    rec = next(r for r in records(tmp_path / "v.dna") if r["type"] == "memory")
    vec = np.frombuffer(base64.b64decode(rec["vector"]), dtype="<f4")
    assert vec.shape == (384,) and abs(float(np.linalg.norm(vec)) - 1.0) < 1e-3
