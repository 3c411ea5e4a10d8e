"""Disk trouble: a full filesystem, a read-only one, the database deleted or replaced underneath.

Each must give a clear `StoreError` (CLI: one line, exit 4) and leave what was stored intact.
Real mounts need root; without it the full-disk case is simulated with `PRAGMA max_page_count`.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from helix_core import Helix
from helix_core.errors import StoreError


def _mount(args: list[str]) -> bool:
    if shutil.which("mount") is None:
        return False
    return subprocess.run(["mount", *args], capture_output=True).returncode == 0


@pytest.fixture
def tiny_fs(tmp_path: Path) -> Iterator[Path]:
    """An 8 MB tmpfs (root only)."""
    mnt = tmp_path / "tiny"
    mnt.mkdir()
    if not _mount(["-t", "tmpfs", "-o", "size=8m", "tmpfs", str(mnt)]):
        pytest.skip("cannot mount a tmpfs here (needs root); see the max_page_count test")
    try:
        yield mnt
    finally:
        subprocess.run(["umount", "-l", str(mnt)], capture_output=True)


def fill_until_full(hx: Helix, prefix: str) -> tuple[list[str], StoreError]:
    stored = []
    for i in range(100_000):
        try:
            stored.append(hx.capture(f"{prefix} {i} " + "payload " * 400).id)
        except StoreError as exc:
            return stored, exc
    raise AssertionError("the disk never filled")


def test_full_filesystem_gives_a_clear_error_and_keeps_what_was_stored(tiny_fs: Path) -> None:
    filler = tiny_fs / "filler"
    filler.write_bytes(b"\0" * 3_000_000)
    db = tiny_fs / "h.db"
    with Helix.open(db, embedder="hashing", background=False) as hx:
        stored, error = fill_until_full(hx, "before the disk filled")
        assert "full" in str(error) and "no transaction is active" not in str(error)
        # sqlite-vec allocates vector chunks up front (memories and long-content pieces), so an
        # 8 MB disk holds only a few of these 3 KB notes; what matters is that some were kept.
        assert len(stored) >= 2
        # Everything acknowledged is there and readable; nothing half-written.
        assert hx.count() == len(stored)
        assert hx.get(stored[0]).content.startswith("before the disk filled 0 ")
        with pytest.raises(StoreError):
            hx.capture("still full")
        filler.unlink()  # the person frees some space: Helix carries on
        later = hx.capture("written after space was freed")
        assert hx.get(later.id).content == "written after space was freed"
        report = hx.doctor(repair=True)
        assert report.ok, report.checks
        assert hx.count() == len(stored) + 1


def test_database_that_cannot_grow_fails_cleanly(tmp_path: Path) -> None:
    """The same without root: SQLite's page limit makes the file 'full'."""
    with Helix.open(tmp_path / "h.db", embedder="hashing", background=False) as hx:
        for i in range(5):
            hx.capture(f"early memory {i}")
        sql = hx.store.db.execute_sql
        pages = sql("PRAGMA page_count").fetchone()[0]
        sql(f"PRAGMA max_page_count = {pages + 30}")
        stored, error = fill_until_full(hx, "growing")
        assert "full" in str(error)
        assert hx.count() == 5 + len(stored)
        assert sql("PRAGMA integrity_check").fetchone()[0] == "ok"
        target = hx.list()[0][0]
        with pytest.raises(StoreError, match="full"):
            hx.edit(target.id, content="a much longer text " * 600)
        assert hx.get(target.id).content == target.content  # the failed edit changed nothing
        sql("PRAGMA max_page_count = 1073741823")
        assert hx.capture("room again").content == "room again"
        assert hx.doctor(repair=True).ok


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_read_only_filesystem_is_refused_with_a_clear_message(tmp_path: Path) -> None:
    src = tmp_path / "data"
    src.mkdir()
    with Helix.open(src / "h.db", embedder="hashing", background=False) as hx:
        hx.capture("stored before the filesystem went read-only")
    view = tmp_path / "ro"
    view.mkdir()
    if not (_mount(["--bind", str(src), str(view)])
            and _mount(["-o", "remount,bind,ro", str(view)])):
        subprocess.run(["umount", str(view)], capture_output=True)
        pytest.skip("cannot make a read-only bind mount here (needs root)")
    try:
        before = _digest(src / "h.db")
        with pytest.raises(StoreError, match="read-only"):
            Helix.open(view / "h.db", embedder="hashing")
        cli = subprocess.run([sys.executable, "-m", "helix_core.cli.main", "--db", str(view / "h.db"),
                              "capture", "hello"], capture_output=True, text=True)
        assert cli.returncode == 4
        assert "read-only" in cli.stderr and "Traceback" not in cli.stderr
        assert len(cli.stderr.strip().splitlines()) == 1
        assert _digest(src / "h.db") == before
    finally:
        subprocess.run(["umount", "-l", str(view)], capture_output=True)


def test_read_only_file_is_refused_and_left_untouched(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    with Helix.open(db, embedder="hashing", background=False) as hx:
        hx.capture("do not touch")
    db.chmod(0o444)
    before = _digest(db)
    try:
        with pytest.raises(StoreError, match="read-only"):
            Helix.open(db, embedder="hashing")
        cli = subprocess.run([sys.executable, "-m", "helix_core.cli.main", "--db", str(db), "recall", "x"],
                             capture_output=True, text=True)
        assert cli.returncode == 4 and "read-only" in cli.stderr and "Traceback" not in cli.stderr
        assert _digest(db) == before
    finally:
        db.chmod(0o644)


def test_database_deleted_underneath_refuses_writes_instead_of_losing_them(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    with Helix.open(db, embedder="hashing", background=True) as hx:
        hx.capture("before the file vanished")
        assert hx.flush_embeddings(timeout=30)
        backup = hx.backup(tmp_path / "copy.db")
        db.unlink()
        with pytest.raises(StoreError, match="deleted"):
            hx.capture("would be lost in an unlinked file")
        with pytest.raises(StoreError, match="deleted"):
            hx.reinforce(hx.list()[0][0].id, 5)
    # A new database at the same path starts clean: no stale WAL frames of the deleted one.
    with Helix.open(db, embedder="hashing", background=False) as fresh:
        assert fresh.count() == 0 and fresh.doctor().ok
    # The backup taken before holds everything that was acknowledged.
    with Helix.open(backup, embedder="hashing", background=False) as copy:
        assert [m.content for m, _ in copy.list()] == ["before the file vanished"]


def test_database_replaced_underneath_refuses_writes_and_spares_both_files(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    other = tmp_path / "other.db"
    with Helix.open(other, embedder="hashing", background=False) as hx2:
        hx2.capture("the replacement's own memory")
    with Helix.open(db, embedder="hashing", background=False) as hx:
        original = hx.capture("the original's memory")
        moved = tmp_path / "moved-away.db"
        db.rename(moved)
        shutil.copy(other, db)
        with pytest.raises(StoreError, match="replaced"):
            hx.capture("must not land in either file")
        with pytest.raises(StoreError, match="replaced"):
            hx.forget(original.id, hard=True)
    # Neither file got the other's pages (the WAL beside the path was folded into the moved file).
    with Helix.open(db, embedder="hashing", background=False) as now_there:
        assert [m.content for m, _ in now_there.list()] == ["the replacement's own memory"]
        assert now_there.doctor().ok
    with Helix.open(moved, embedder="hashing", background=False) as old_one:
        assert [m.content for m, _ in old_one.list()] == ["the original's memory"]
        assert old_one.doctor().ok


def test_garbage_file_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    db.write_bytes(b"this is not a database at all" * 100)
    before = _digest(db)
    with pytest.raises(StoreError, match="not a SQLite database"):
        Helix.open(db, embedder="hashing")
    assert _digest(db) == before
