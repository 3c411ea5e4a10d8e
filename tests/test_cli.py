"""The `helix` command line, run as a separate process the way people and agents run it: JSON that
parses, --now that moves time, and for every kind of bad input one line on stderr, a non-zero exit,
no traceback and an unchanged database."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import helix_core.embedding as embedding_pkg
from helix_core import Helix
from helix_core.cli.main import main
from helix_core.store.store import Store


def helix(db: Path, *args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    cmd = [sys.executable, "-m", "helix_core.cli.main", "--db", str(db), "--embedder", "hashing", *args]
    return subprocess.run(cmd, input=stdin if stdin is not None else b"", capture_output=True,
                          timeout=60, env={**os.environ, "COLUMNS": "200"})


def as_json(result: subprocess.CompletedProcess[bytes]) -> object:
    assert result.returncode == 0, result.stderr.decode()
    return json.loads(result.stdout)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def seeded(db: Path) -> str:
    with Helix.open(db, embedder="hashing", background=False) as hx:
        return hx.capture("Decided to keep the billing ledger in SQLite", kind="decision").id


def test_a_session_at_the_command_line(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    created = as_json(helix(db, "--now", "2026-01-01T00:00:00Z", "capture", "--importance", "0.8",
                            "--scope", "project:ci", "--json",
                            stdin=b"Had to activate .venv before pytest on the CI box"))
    mid = created["id"]
    assert created["scope"] == "project:ci" and created["importance"] == 0.8
    assert created["embedder"] is None  # returned at once: the vector is made by whoever holds the model
    other = as_json(helix(db, "--json", "--now", "2026-01-01T00:00:00Z", "capture",
                          "Prefer ruff over flake8", "--kind", "preference"))
    assert other["shape"] == "semantic"

    week = as_json(helix(db, "--json", "--now", "2026-01-08T00:00:00Z", "show", mid))
    assert week["salience"] == pytest.approx(0.4)
    assert week["fades_at"].startswith("2026-01-29")  # 0.8 → 0.05 takes four half-lives
    assert [e["event"] for e in week["history"]] == ["created"]
    now = as_json(helix(db, "--json", "--now", "2026-01-01T00:00:00Z", "show", mid))
    assert now["salience"] == pytest.approx(0.8)

    hits = as_json(helix(db, "--json", "--now", "2026-01-02T00:00:00Z", "recall", "pytest venv",
                         "--scope", "project:ci"))
    assert hits[0]["memory"]["id"] == mid and hits[0]["surprise"] is False
    assert {h["memory"]["id"] for h in hits} <= {mid, other["id"]}

    listed = as_json(helix(db, "--json", "--now", "2026-03-15T00:00:00Z", "list"))
    assert [row["memory"]["id"] for row in listed] == [other["id"], mid]  # the episode faded
    assert listed[1]["salience"] < listed[0]["salience"]

    reinforced = as_json(helix(db, "--json", "reinforce", mid, "-q", "5"))
    assert reinforced["access_count"] == 1  # a recall under --now records no access (a simulation)
    assert as_json(helix(db, "--json", "penalize", mid, "0.3"))["importance"] == pytest.approx(0.5)
    assert as_json(helix(db, "--json", "pin", mid))["pinned"] is True
    assert as_json(helix(db, "--json", "forget", mid))["status"] == "forgotten"
    assert as_json(helix(db, "--json", "restore", mid))["status"] == "active"

    log = as_json(helix(db, "--json", "log", mid))
    assert [e["event"] for e in log] == [
        "created", "reinforced", "penalized", "pinned", "forgotten", "restored",
    ]
    stats = as_json(helix(db, "stats", "--json"))  # --json after the subcommand works too
    assert stats["total"] == 2 and stats["pending_embeddings"] == 0

    gone = as_json(helix(db, "--json", "forget", mid, "--hard", "--yes"))
    assert gone["memory_id"] == mid
    result = helix(db, "show", mid)
    assert result.returncode == 3 and b"no memory" in result.stderr

    human = helix(db, "list")
    assert human.returncode == 0 and b"Prefer ruff" in human.stdout


def test_hard_forget_without_yes_and_no_terminal_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    mid = seeded(db)
    before = digest(db)
    result = helix(db, "forget", mid, "--hard")
    assert result.returncode != 0 and b"--yes" in result.stderr
    assert digest(db) == before


def newer_schema(db: Path) -> None:
    seeded(db)
    store = Store(db)
    store.models.Migration.insert(name="m9999_from_the_future", applied_at=0.0).execute()
    store.close()


BAD = {
    "empty": (("capture", ""), None, "empty"),
    "whitespace": (("capture",), b"  \n\t \n", "empty"),
    "oversized": (("capture",), b"x" * 32_001, "limit is 32,000"),
    "invalid-utf8": (("capture",), b"caf\xe9 au lait", "UTF-8"),
    "unknown-kind": (("capture", "a note", "--kind", "gossip"), None, "unknown kind"),
    "bad-scope": (("capture", "a note", "--scope", "team:x"), None, "scope"),
    "bad-importance": (("capture", "a note", "--importance", "7"), None, "importance"),
    "bad-attributes": (("capture", "a note", "--attributes", "{oops"), None, "JSON"),
    "missing-id": (("reinforce", "mem_does_not_exist"), None, "no memory"),
    "missing-id-hard": (("forget", "mem_does_not_exist", "--hard", "--yes"), None, "no memory"),
    "bad-quality": (("reinforce", "@ID", "-q", "9"), None, "quality"),
    "bad-now": (("--now", "next tuesday", "stats"), None, "ISO-8601"),
    "unknown-command": (("frobnicate",), None, "invalid choice"),
}


@pytest.mark.parametrize("case", list(BAD))
def test_bad_input_one_line_nonzero_db_unchanged(tmp_path: Path, case: str) -> None:
    args, stdin, message = BAD[case]
    db = tmp_path / "h.db"
    mid = seeded(db)
    args = tuple(mid if a == "@ID" else a for a in args)
    before = digest(db)
    result = helix(db, *args, stdin=stdin)
    err = result.stderr.decode()
    assert result.returncode != 0
    assert b"Traceback" not in result.stderr + result.stdout
    assert len(err.strip().splitlines()) == 1, err
    assert message in err
    assert digest(db) == before
    with Helix.open(db, embedder="hashing") as hx:
        assert hx.count() == 1 and len(hx.history()) == 1


@pytest.mark.parametrize("case", ["directory", "read-only", "newer-schema", "not-sqlite"])
def test_unusable_database_one_line_nonzero_unchanged(tmp_path: Path, case: str) -> None:
    db = tmp_path / "h.db"
    if case == "directory":
        db.mkdir()
    elif case == "read-only":
        seeded(db)
        os.chmod(db, 0o444)
    elif case == "newer-schema":
        newer_schema(db)
    else:
        db.write_bytes(b"PK\x03\x04 definitely a zip file, not SQLite" * 10)
    before = None if db.is_dir() else digest(db)
    try:
        result = helix(db, "capture", "a note that must not land")
        err = result.stderr.decode()
        assert result.returncode == 4, err
        assert b"Traceback" not in result.stderr
        assert len(err.strip().splitlines()) == 1, err
        expected = {"directory": "is a directory", "read-only": "read-only",
                    "newer-schema": "newer Helix", "not-sqlite": "not a SQLite database"}[case]
        assert expected in err
        if before is not None:
            assert digest(db) == before
        else:
            assert not any(db.iterdir())
        json_result = helix(db, "--json", "stats")
        assert json.loads(json_result.stderr)["error"]
    finally:
        if db.is_file():
            os.chmod(db, 0o644)


def test_fallback_notice_reaches_stderr(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(embedding_pkg, "find_minilm_dir", lambda explicit=None: None)
    code = main(["--db", str(tmp_path / "h.db"), "capture", "first note on a machine without MiniLM"])
    captured = capsys.readouterr()
    assert code == 0 and "captured" in captured.out
    assert captured.err == ""  # a capture loads no embedder: the notice comes with the vector
    assert main(["--db", str(tmp_path / "h.db"), "embed"]) == 0
    assert "MiniLM weights not found" in capsys.readouterr().err


def test_json_flag_is_not_taken_from_after_a_double_dash(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "h.db")
    assert main(["--db", db, "--embedder", "hashing", "--json", "capture", "--", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["content"] == "--json"
