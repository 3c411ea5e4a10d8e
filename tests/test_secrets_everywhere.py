"""No secret from the shared corpus reaches the database file, its WAL, an export, or an Ollama request —
whether it arrives by capture, by import (content, attributes, history, provenance), or sits in an
old store that predates redaction."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from fake_ollama import FakeOllama

from helix_core import Helix
from helix_core.settings import Settings
from tests.fixtures.secrets_corpus import SECRET_SAMPLES

SECRETS = sorted({s for _, found in SECRET_SAMPLES for s in found}, key=len, reverse=True)


def leaked_raw(data: bytes) -> list[str]:
    return [s for s in SECRETS if s.encode() in data or json.dumps(s)[1:-1].encode() in data]


def db_files(path: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in path.parent.iterdir() if p.name.startswith(path.name)}


def hostile_dna(path: Path) -> Path:
    """A file from a careless exporter: secrets in content, attributes, ids' neighbours, history, provenance."""
    rows: list[dict] = []
    for i, (snippet, found) in enumerate(SECRET_SAMPLES):
        mid = f"mem_secret_{i}"
        rows.append({
            "type": "memory", "id": mid, "kind": "snippet", "shape": "procedural", "level": 0,
            "content": f"Note {i}: {snippet}", "attributes": {"env": snippet, "token": found[0]},
            "scope": "global", "importance": 0.5, "confidence": 0.6, "valid_from": 1.7e9,
            "valid_to": None, "recorded_at": 1.7e9, "status": "active", "origin": "agent-ingested",
            "last_access_at": 1.7e9, "access_count": 0, "ef": 2.5, "half_life": 90.0, "pinned": False,
            "deletion_policy": "manual_only", "session": None, "agent": None, "updated_at": 1.7e9,
            "embedder": None,
        })
    for i, (snippet, _) in enumerate(SECRET_SAMPLES):
        rows.append({"type": "provenance", "memory_id": f"mem_secret_{i}", "agent": None,
                     "session": None, "ref": snippet[:900], "extractor": "heuristic",
                     "origin": "agent-ingested", "at": 1.7e9})
        rows.append({"type": "history", "memory_id": f"mem_secret_{i}", "event": "updated",
                     "actor": "human", "rationale": f"was: {snippet}", "before": {"content": snippet},
                     "after": {"content": "redacted later"}, "at": 1.7e9 + 1})
    counts = {"memory": len(SECRET_SAMPLES), "edge": 0, "provenance": len(SECRET_SAMPLES),
              "history": len(SECRET_SAMPLES)}
    header = {"type": "header", "format": "helix-dna", "version": 1, "exporter": "careless",
              "exported_at": 1.7e9, "embedder": "someone-else", "dim": None, "counts": counts}
    path.write_bytes(gzip.compress("".join(json.dumps(r) + "\n" for r in [header, *rows]).encode()))
    return path


def test_no_secret_reaches_db_wal_export_or_ollama(tmp_path: Path) -> None:
    db = tmp_path / "helix.db"
    with FakeOllama() as fake:
        settings = Settings().with_overrides({"ollama": {"host": fake.host}})
        with Helix.open(db, settings=settings, embedder="ollama", background=False) as hx:
            for snippet, _ in SECRET_SAMPLES:
                hx.capture(snippet, kind="snippet", origin="user-asserted",
                           attributes={"raw": snippet})
            source = hostile_dna(tmp_path / "in.dna")
            assert any(s.encode() in gzip.decompress(source.read_bytes()) for s in SECRETS)
            result = hx.import_(source)
            assert result.redacted >= len(SECRET_SAMPLES)
            assert result.reembed  # a foreign embedder: every imported memory went through Ollama
            for item in hx.quarantined():
                hx.approve_quarantined(item.memory.id)
            hx.embed_pending()
            assert hx.count() == 2 * len(SECRET_SAMPLES)
            assert all(m.embedder == "ollama:nomic-embed-text" for m, _ in hx.list(limit=1000))
            # While the store is open: the main file and the WAL.
            for name, data in db_files(db).items():
                assert leaked_raw(data) == [], name
            hx.export(tmp_path / "out.dna")
        embed_bodies = [body for path, body in fake.requests if path == "/api/embed"]
        assert len(embed_bodies) >= 2
        assert leaked_raw(fake.bodies().encode()) == []
    exported = gzip.decompress((tmp_path / "out.dna").read_bytes())
    assert b"[REDACTED:" in exported and leaked_raw(exported) == []
    for name, data in db_files(db).items():
        assert leaked_raw(data) == [], name


def test_export_redacts_secrets_left_by_an_older_store(hx: Helix, tmp_path: Path) -> None:
    m = hx.capture("placeholder note", kind="snippet")
    snippet, found = next((s, f) for s, f in SECRET_SAMPLES if len(f[0]) > 20)
    # Simulate a store written before redaction existed: the secret is in the row and in history.
    hx.store.db.execute_sql("UPDATE memory SET content = ? WHERE id = ?", (snippet, m.id))
    hx.store.db.execute_sql("UPDATE history SET rationale = ? WHERE memory_id = ?", (snippet, m.id))
    hx.export(tmp_path / "old.dna")
    data = gzip.decompress((tmp_path / "old.dna").read_bytes())
    assert found[0].encode() not in data
    rec = next(json.loads(x) for x in data.splitlines() if b'"type":"memory"' in x)
    assert "[REDACTED:" in rec["content"] and "vector" not in rec  # its vector was of the secret text


# --------------------------------------------------------------------------- every entry point

TOKEN = "ghp_" + "Zq8xVb2LmN4pRt6YwK1sHd3Fg5Jc7Ae9Ui0O"  # a fabricated GitHub token
NOTE = f"rotated, old one was {TOKEN}"


def _stored(db: Path) -> bytes:
    """Everything on disk for the store: main file and WAL."""
    return b"".join(db_files(db).values())


def test_lifecycle_rationales_are_redacted(tmp_path: Path) -> None:
    """forget, edit, reinforce, penalize, archive, restore-able forget and hard forget: the reason
    a person or agent gives is history, shown and exported; it goes through redaction."""
    db = tmp_path / "h.db"
    with Helix.open(db, embedder="hashing", background=False) as hx:
        ids = [hx.capture(f"note number {i} about deploys", kind="fact").id for i in range(6)]
        hx.reinforce(ids[0], 5, rationale=NOTE)
        hx.penalize(ids[1], 0.1, rationale=NOTE)
        hx.edit(ids[2], content="edited note about deploys", rationale=NOTE)
        hx.archive(ids[3], rationale=NOTE)
        hx.forget(ids[4], rationale=NOTE)
        hx.forget(ids[5], hard=True, rationale=NOTE)
        hx.review(ids[0], "KEEP", note=NOTE)
        rationales = [e.rationale or "" for e in hx.history()]
        assert sum("[REDACTED:github" in r for r in rationales) >= 6
        assert all(TOKEN not in r for r in rationales)
        assert TOKEN.encode() not in _stored(db)
        hx.export(tmp_path / "out.dna")
    assert TOKEN.encode() not in gzip.decompress((tmp_path / "out.dna").read_bytes())


def test_session_agent_and_explicit_id_are_redacted(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    with Helix.open(db, embedder="hashing", background=False) as hx:
        m = hx.capture("the deploy runbook lives in docs/deploy.md", session=f"sess-{TOKEN}",
                       agent=TOKEN, id=f"mem_{TOKEN}")
        assert TOKEN not in m.id and TOKEN not in (m.session or "") and TOKEN not in (m.agent or "")
        assert "[REDACTED:" in (m.session or "")
        prov = hx.provenance(m.id)
        assert all(TOKEN not in (p.session or "") + (p.agent or "") for p in prov)
        assert all(TOKEN not in e.actor for e in hx.history(m.id))
        # The same secret session name finds the episodes stored under its redacted form.
        ended = hx.end_session(f"sess-{TOKEN}")
        assert ended["episodes"] == 1 and TOKEN not in ended["session"]
        assert TOKEN not in str(hx.pending_triggers())
        hx.export(tmp_path / "out.dna")
        assert TOKEN.encode() not in _stored(db)
    assert TOKEN.encode() not in gzip.decompress((tmp_path / "out.dna").read_bytes())


def test_an_ordinary_explicit_id_is_kept(hx: Helix) -> None:
    assert hx.capture("a note", id="mem_deploy_runbook").id == "mem_deploy_runbook"


def test_flush_at_the_command_line_redacts_the_session(tmp_path: Path) -> None:
    import subprocess
    import sys

    db = tmp_path / "h.db"
    run = [sys.executable, "-m", "helix_core.cli.main", "--db", str(db), "--embedder", "hashing"]
    done = subprocess.run([*run, "flush", f"sess-{TOKEN}"], capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert TOKEN.encode() not in done.stdout + done.stderr
    assert TOKEN.encode() not in _stored(db)


def test_recall_query_is_redacted_before_the_ollama_embedder(tmp_path: Path) -> None:
    with FakeOllama() as fake:
        settings = Settings().with_overrides({"ollama": {"host": fake.host}})
        with Helix.open(tmp_path / "h.db", settings=settings, embedder="ollama", background=False) as hx:
            hx.capture("the staging token was rotated on Monday", kind="fact")
            hx.recall(f"which token is {TOKEN}?")
            hx.recall(f"{TOKEN} and\npassword: correct_horse_battery_staple")
        bodies = fake.bodies()
        assert "/api/embed" in {path for path, _ in fake.requests}
        assert TOKEN not in bodies and "correct_horse_battery_staple" not in bodies
        assert "[REDACTED:" in bodies


def test_the_embedder_redacts_whatever_it_is_given(tmp_path: Path) -> None:
    from helix_core.embedding.ollama_embed import OllamaEmbedder

    with FakeOllama() as fake:
        OllamaEmbedder("nomic-embed-text", host=fake.host).embed([f"export GITHUB_TOKEN={TOKEN}"])
        assert TOKEN not in fake.bodies()


def test_attributes_with_a_private_key_as_list_of_lines(tmp_path: Path) -> None:
    from tests.fixtures.secrets_corpus import PK_LINES

    lines = ["-----BEGIN OPENSSH PRIVATE KEY-----", *PK_LINES, "-----END OPENSSH PRIVATE KEY-----"]
    db = tmp_path / "h.db"
    with Helix.open(db, embedder="hashing", background=False) as hx:
        m = hx.capture("deploy key for the bastion", attributes={"key": lines, "nested": {"k": lines}})
        hx.edit(m.id, attributes={"again": lines})
        stored = _stored(db)
        assert all(line.encode() not in stored for line in PK_LINES)


def test_consolidation_inputs_are_redacted(tmp_path: Path) -> None:
    """Reject reasons, hand proposals' rationale and attributes, flag notes and trigger payloads."""
    secret = "ghp_" + "Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2"
    with Helix.open(tmp_path / "c.db", embedder="hashing", background=False) as hx:
        m = hx.capture("Use Decimal for money in billing", scope="project:billing")
        p = hx.propose("Money is Decimal", grounding=[m.id], scope="project:billing",
                       rationale=f"token {secret}")
        hx.reject(p.id, reason=f"leaked {secret}")
        q = hx.propose("Money is Decimal", grounding=[m.id], scope="project:billing")
        hx.approve(q.id, edits={"attributes": {"note": f"key {secret}"}})
        hx.enqueue_consolidation("manual", {"why": f"token {secret}"})
        other = hx.capture("Money uses float in billing", scope="project:billing")
        flag_id = hx.store.models.Flag.insert(kind="contradiction", a_id=m.id, b_id=other.id,
                                              reason="test", created_at=0).execute()
        hx.resolve(flag_id, "keep_a", note=f"see {secret}")
        hx.close()
    assert secret.encode() not in (tmp_path / "c.db").read_bytes()
    for wal in tmp_path.glob("c.db-wal"):
        assert secret.encode() not in wal.read_bytes()
