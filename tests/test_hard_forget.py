"""Hard forget removes every trace — row, vector, text index, edges, history content, quotes of it in
other memories' history — and the bytes are gone from the database file and the WAL the moment it
returns. Soft forget stays recoverable."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from helix_core import Helix, ManualClock
from helix_core.errors import NotFound
from helix_core.lifecycle import tombstone_id

pytestmark = pytest.mark.both_backends  # the same behaviour on SQLite and PostgreSQL

# The marker sits past the first four words, so it is not part of the human-readable id slug.
TEXT = "Launch notes say the vault phrase is zanzibarquokkaxylophone stored offsite"
EDITED = "Launch notes say the vault phrase is zanzibarquokkaxylophone moved onsite in March"
MARKERS = [b"zanzibarquokka", b"stored offsite", b"moved onsite in March"]


def disk(db: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in db.parent.iterdir() if p.name.startswith(db.name)}


def test_hard_forget_leaves_no_bytes_in_the_file_or_the_wal(db_path: Path, clock: ManualClock) -> None:
    with Helix.open(db_path, clock=clock, embedder="hashing", background=False) as hx:
        for i in range(150):
            hx.capture(f"filler memory {i} about the payments service and its retries", kind="fact")
        m = hx.capture(TEXT, kind="fact", origin="user-asserted", attributes={"where": "zanzibarquokka"})
        other = hx.capture("A related note about vault rotation policy", kind="fact")
        hx.link(m.id, other.id, "related_to")
        hx.edit(m.id, content=EDITED)
        hx.reinforce(m.id, 5)
        vector = hx.embedder().embed([EDITED])[0].astype("<f4").tobytes()
        seq = hx.store.models.Memory.get(hx.store.models.Memory.id == m.id).seq
        stored = hx.store.db.execute_sql("SELECT embedding FROM memory_vec WHERE rowid=?", (seq,)).fetchone()
        assert stored[0] == vector
        # Another memory's history quotes the content (as a merge would), though its row no longer does.
        hx.edit(other.id, attributes={"merged_from": EDITED})
        hx.edit(other.id, attributes={})
        for i in range(50):
            hx.capture(f"more filler {i} written after the secret", kind="fact")
        assert any(marker in data for data in disk(db_path).values() for marker in MARKERS)

        result = hx.forget(m.id, hard=True)
        assert result.wal_checkpointed and result.edges_removed == 1
        files = disk(db_path)  # still open: this is what an attacker copying the disk now would get
        for name, data in files.items():
            for marker in MARKERS:
                assert marker not in data, (name, marker)
            assert vector[:64] not in data, name
        assert files.get(db_path.name + "-wal", b"") == b""
        # The store still works and the tombstone says what happened, without the content.
        events = hx.history(m.id)
        assert events[-1].event == "hard-forgotten"
        assert all(e.before is None and e.after is None for e in events)
        assert hx.recall("vault phrase zanzibarquokkaxylophone", deep=True) == [] or all(
            h.memory.id != m.id for h in hx.recall("vault phrase zanzibarquokkaxylophone", deep=True))
        fts = hx.store.db.execute_sql(
            "SELECT count(*) FROM memory_fts WHERE memory_fts MATCH 'zanzibarquokkaxylophone'").fetchone()
        assert fts[0] == 0
        assert hx.edges(other.id) == []
    for name, data in disk(db_path).items():
        for marker in MARKERS:
            assert marker not in data, (name, marker)


def test_hard_forget_demotes_and_flags_what_it_grounded(hx: Helix) -> None:
    source = hx.capture("Every deploy of billing failed without the migration lock", kind="episode")
    insight = hx.capture("Billing deploys need the migration lock", kind="insight", origin="derived",
                         confidence=0.8)
    hx.link(insight.id, source.id, "derived_from")
    result = hx.forget(source.id, hard=True)
    assert result.demoted == [insight.id]
    assert hx.get(insight.id).confidence < 0.8
    assert hx.history(insight.id)[-1].event == "demoted"
    assert hx.trust(insight.id) == 0.5  # nothing grounds it any more


def test_soft_forget_is_recoverable(hx: Helix) -> None:
    m = hx.capture("The nightly job runs at 02:00 UTC", kind="fact")
    hx.forget(m.id)
    assert hx.get(m.id).status == "forgotten"
    assert hx.recall("nightly job 02:00", deep=True) == []
    assert hx.restore(m.id).status == "active"
    assert hx.get(m.id).content == "The nightly job runs at 02:00 UTC"
    assert [h.memory.id for h in hx.recall("nightly job 02:00")] == [m.id]


def test_hard_forget_while_a_reader_holds_the_wal_reports_it(db_path: Path, clock: ManualClock) -> None:
    with Helix.open(db_path, clock=clock, embedder="hashing", background=False) as hx:
        m = hx.capture("A note about the quokka migration window on Tuesday", kind="fact")
        from helix_core.store.db import choose_driver

        reader = choose_driver().connect(str(db_path))
        try:
            reader.execute("BEGIN")
            reader.execute("SELECT count(*) FROM memory").fetchone()  # holds a snapshot
            result = hx.forget(m.id, hard=True)
            assert not result.wal_checkpointed
        finally:
            reader.rollback()
            reader.close()
        # The next hard forget (or any checkpoint) finishes the job.
        hx.store.db.execute_sql("PRAGMA wal_checkpoint(TRUNCATE)")
    assert all(b"quokka migration window" not in d for d in disk(db_path).values())


def test_tombstone_keeps_no_content_words_in_its_id(hx: Helix) -> None:
    """Ids are slugs of the content; after a hard forget the log keeps an opaque id instead."""
    m = hx.capture("Zanzibar merger codename leaked in standup notes", scope="project:x")
    hx.forget(m.id, hard=True)
    events = hx.history(m.id)  # still found by the id the person knows
    assert events[-1].event == "hard-forgotten"
    assert all("zanzibar" not in e.memory_id for e in events)
    raw = ",".join(r[0] for r in hx.store.db.execute_sql("SELECT memory_id FROM history"))
    assert "zanzibar" not in raw


# -- the cascade: what was made from a hard-forgotten memory ---------------------------------------

SECRET = "Zanzibar merger codename leaked in standup notes, the deal closes on the ninth of May"
QUOTING = "Zanzibar merger codename leaked in standup notes; keep merger talk out of standup from now on"


def derived_world(hx: Helix, tmp_path: Path) -> dict[str, object]:
    """An episode; an approved fact that quotes it; a pending proposal grounded in it; a note linked to it."""
    episode = hx.capture(SECRET, kind="episode", origin="user-asserted")
    other = hx.capture("Standup notes live in the team wiki under meetings", kind="fact")
    hx.link(other.id, episode.id, "related_to")
    fact_p = hx.propose(QUOTING, grounding=[episode.id], kind="convention")
    fact = hx.get(hx.approve(fact_p.id).result_id)
    pending = hx.propose("Merger news must stay out of standup notes", grounding=[episode.id, other.id])
    return {"episode": episode.id, "other": other.id, "fact": fact.id, "pending": pending.id}


def all_text(hx: Helix) -> str:
    """Every row of every table as text: what an attacker reading the file would see."""
    out = []
    for name in hx.store.db.get_tables():
        if name.startswith(("memory_fts", "memory_vec", "memory_piece_vec", "sqlite_")):
            continue
        out.extend(repr(row) for row in hx.store.db.execute_sql(f'SELECT * FROM "{name}"'))
    return "\n".join(out)


def test_impact_lists_quoting_memories_and_proposals(hx: Helix, tmp_path: Path) -> None:
    w = derived_world(hx, tmp_path)
    impact = hx.hard_forget_impact(w["episode"])
    assert impact.quoted_by == [w["fact"]] and impact.proposals == [w["pending"]]


def test_a_quoting_fact_is_demoted_and_loses_the_quote(hx: Helix, tmp_path: Path) -> None:
    w = derived_world(hx, tmp_path)
    result = hx.forget(w["episode"], hard=True)
    assert result.withdrawn == [w["pending"]] and not result.forgotten
    [fact_id] = result.quote_removed
    assert fact_id != w["fact"] and result.renamed == {w["fact"]: fact_id}  # its id was a slug of the quote
    fact = hx.get(fact_id)
    assert fact.content == "keep merger talk out of standup from now on"
    assert fact.confidence < 0.5 and fact.status == "active"
    assert any(f.a_id == fact_id and "hard-forgotten" in f.reason for f in hx.flags())
    assert all("Zanzibar" not in h.memory.content
               for h in hx.recall("Zanzibar merger codename leaked", deep=True))
    # The pending proposal is withdrawn and names the episode only by its tombstone.
    proposal = hx.proposal(w["pending"])
    assert proposal.status == "rejected" and "withdrawn" in (proposal.rationale or "")
    assert w["episode"] not in proposal.grounding and tombstone_id(w["episode"]) in proposal.grounding
    # Nowhere in the database: not the words, not the id (a slug of the words), not the old fact id.
    text = all_text(hx)
    for leak in ("Zanzibar", "zanzibar", "ninth of May", w["episode"], w["fact"]):
        assert leak not in text, leak
    # Exports made afterwards carry none of it either.
    hx.export(tmp_path / "after.dna")
    exported = gzip.decompress((tmp_path / "after.dna").read_bytes()).decode()
    for leak in ("zanzibar", "Zanzibar", w["episode"], w["fact"]):
        assert leak not in exported, leak
    assert hx.doctor().ok


def test_cascade_forget_removes_quoting_memories_too(hx: Helix, tmp_path: Path) -> None:
    w = derived_world(hx, tmp_path)
    result = hx.forget(w["episode"], hard=True, cascade="forget")
    assert result.forgotten == [w["fact"]] and result.quote_removed == []
    with pytest.raises(NotFound):
        hx.get(w["fact"])
    assert hx.history(w["fact"])[-1].event == "hard-forgotten"
    text = all_text(hx)
    assert "Zanzibar" not in text and "merger talk" not in text and w["fact"] not in text


def test_a_fact_that_is_all_quote_is_forgotten_with_it(hx: Helix) -> None:
    episode = hx.capture(SECRET, kind="episode", origin="user-asserted")
    fact = hx.get(hx.approve(hx.propose(SECRET.split(",")[0], grounding=[episode.id]).id).result_id)
    result = hx.forget(episode.id, hard=True)  # demote, but nothing would be left
    assert result.forgotten == [fact.id]
    assert "Zanzibar" not in all_text(hx)


def test_cli_asks_nothing_with_cascade_and_reports(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    from helix_core.cli.main import main

    db = tmp_path / "c.db"
    with Helix.open(db, embedder="hashing", background=False) as hx:
        w = derived_world(hx, tmp_path)
    assert main(["--db", str(db), "--embedder", "hashing", "forget", str(w["episode"]), "--hard", "--yes",
                 "--cascade", "forget"]) == 0
    out = capsys.readouterr().out
    assert "hard-forgotten with it" in out and "proposals withdrawn" in out
    assert main(["--db", str(db), "forget", "x", "--hard", "--cascade", "maybe"]) == 2
