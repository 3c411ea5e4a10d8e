"""The database file itself: damage is reported with the way to recover (never a traceback) and
what can be read is salvaged; another application's SQLite file is refused untouched; the
database, its WAL and every backup are created owner-only."""

from __future__ import annotations

import hashlib
import os
import random
import sqlite3
import stat
from pathlib import Path

import pytest

from helix_core import Helix
from helix_core.cli.main import main
from helix_core.errors import StoreError

PAGE = 4096


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def damaged(tmp_path: Path) -> Path:
    """A store of 300 memories with three pages overwritten by noise, as a failing disk leaves it."""
    db = tmp_path / "d.db"
    with Helix.open(db, embedder="hashing", background=False) as hx:
        for i in range(300):
            hx.capture(f"memory {i} about the payments service retries and the webhook queue " * 3)
    pages = db.stat().st_size // PAGE
    rng = random.Random(7)
    with db.open("r+b") as handle:
        for page in rng.sample(range(pages // 4, pages - 1), 3):
            handle.seek(page * PAGE)
            handle.write(rng.randbytes(PAGE))
    return db


COMMANDS = [["doctor"], ["doctor", "--repair"], ["list"], ["--json", "list", "--limit", "1000"], ["stats"],
            ["recall", "payments webhook"], ["log"], ["export", "EXPORT"], ["quarantine"]]


@pytest.mark.parametrize("command", COMMANDS)
def test_damaged_pages_give_a_message_never_a_traceback(damaged: Path, command: list[str],
                                                         capsys: pytest.CaptureFixture) -> None:
    argv = [str(damaged.parent / "x.dna") if a == "EXPORT" else a for a in command]
    code = main(["--db", str(damaged), "--embedder", "hashing", *argv])
    out = capsys.readouterr()
    assert "Traceback" not in out.err
    if code != 0:
        assert "damaged" in out.err + out.out and "recover" in out.err + out.out


def test_doctor_reports_the_damage_and_how_to_recover(damaged: Path, capsys: pytest.CaptureFixture) -> None:
    before = damaged.read_bytes()
    assert main(["--db", str(damaged), "--embedder", "hashing", "doctor", "--repair"]) == 1
    out = capsys.readouterr().out
    assert "FAIL integrity" in out and "the database file is damaged" in out
    assert "Nothing was repaired" in out and "helix backup" in out and "recover" in out
    assert len(out.splitlines()) < 15  # a summary, not a page-by-page listing
    assert damaged.read_bytes() == before  # a damaged file is not written to


def test_an_unopenable_file_says_how_to_recover(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    db = tmp_path / "p1.db"
    with Helix.open(db, embedder="hashing", background=False) as hx:
        hx.capture("a note")
    with db.open("r+b") as handle:  # the schema page itself
        handle.seek(100)
        handle.write(b"\xff" * (PAGE - 100))
    assert main(["--db", str(db), "doctor"]) == StoreError.exit_code
    err = capsys.readouterr().err
    assert "Traceback" not in err and "malformed" in err and "recover" in err


def test_recover_salvages_what_can_be_read(damaged: Path, capsys: pytest.CaptureFixture) -> None:
    before = hashlib.sha256(damaged.read_bytes()).hexdigest()
    target = damaged.parent / "saved.db"
    main(["--db", str(damaged), "recover", str(target)])
    out = capsys.readouterr()
    assert "Traceback" not in out.err and "recovered" in out.out
    assert hashlib.sha256(damaged.read_bytes()).hexdigest() == before
    assert mode(target) == 0o600
    assert main(["--db", str(target), "--embedder", "hashing", "doctor", "--repair"]) == 0
    with Helix.open(target, embedder="hashing", background=False) as hx:
        assert 250 <= hx.count() <= 300
        assert hx.doctor().ok and hx.recall("payments webhook queue")
    assert main(["--db", str(damaged), "recover", str(target)]) == 2  # never over an existing file


def test_another_applications_database_is_refused_untouched(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture) -> None:
    other = tmp_path / "app.sqlite"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT)")
    conn.execute("INSERT INTO users VALUES (1, 'a@example.com')")
    conn.commit()
    conn.close()
    before = other.read_bytes()
    for command in (["list"], ["capture", "hello"], ["doctor", "--repair"], ["recover", str(tmp_path / "x.db")]):
        code = main(["--db", str(other), "--embedder", "hashing", *command])
        err = capsys.readouterr().err
        assert code != 0 and "another application's SQLite database" in err and "Traceback" not in err
    with pytest.raises(StoreError, match="users"):
        Helix.open(other)
    assert other.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["app.sqlite"]  # no WAL, no copy, no x.db


def test_an_empty_sqlite_file_becomes_a_store(tmp_path: Path) -> None:
    empty = tmp_path / "empty.db"
    sqlite3.connect(empty).close()
    with Helix.open(empty, embedder="hashing", background=False) as hx:
        assert hx.capture("fine").status == "active"


def test_database_wal_and_backups_are_owner_only(tmp_path: Path) -> None:
    old = os.umask(0o022)  # the usual umask, which would make them 0644
    try:
        db = tmp_path / "private.db"
        with Helix.open(db, embedder="hashing", background=False) as hx:
            hx.capture("a private note")
            wal = Path(f"{db}-wal")
            assert wal.exists() and mode(wal) == 0o600
            assert mode(db) == 0o600 and mode(Path(f"{db}-shm")) == 0o600
            backup = hx.backup(tmp_path / "copy.db")
            assert mode(backup) == 0o600
    finally:
        os.umask(old)


def test_the_embedders_lock_beside_the_database_is_owner_only(tmp_path) -> None:
    from helix_core.quick_capture import lock_path, open_lock

    db = tmp_path / "h.db"
    with open_lock(db):
        pass
    assert oct(lock_path(db).stat().st_mode & 0o777) == "0o600"
