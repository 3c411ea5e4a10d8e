"""The command line's answers to a QA pass: --now simulates without writing, every command finds the
same store, ids are never cut, multi-id decisions check every id first, bad input is refused before
anything is written (or a file made), and the help says what the commands do."""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from helix_core import Helix
from helix_core.cli.main import build_parser, main

HASHING = ("--embedder", "hashing")


@pytest.fixture(autouse=True)
def quiet_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HELIX_HOME", str(home))
    monkeypatch.setenv("HELIX_BACKGROUND_EMBED", "0")
    monkeypatch.setenv("COLUMNS", "200")
    return home


@pytest.fixture(scope="module")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo (with its consolidation run: proposals and flags to review), built once."""
    path = tmp_path_factory.mktemp("demo") / "demo.db"
    env = {**os.environ, "HELIX_HOME": str(path.parent), "HELIX_BACKGROUND_EMBED": "0"}
    done = subprocess.run([sys.executable, "-m", "helix_core.cli.main", "--db", str(path), *HASHING, "demo"],
                          capture_output=True, text=True, timeout=300, env=env)
    assert done.returncode == 0, done.stderr
    return path


@pytest.fixture
def db(demo_db: Path, tmp_path: Path) -> Path:
    """A copy of the demo this test may change."""
    target = tmp_path / "d" / "helix.db"
    target.parent.mkdir()
    for suffix in ("", "-wal", "-shm"):
        if Path(f"{demo_db}{suffix}").exists():
            shutil.copy(f"{demo_db}{suffix}", f"{target}{suffix}")
    return target


def run(capsys: pytest.CaptureFixture[str], db: Path | None, *args: str) -> tuple[int, str, str]:
    code = main([*(("--db", str(db)) if db else ()), *HASHING, *args])
    out, err = capsys.readouterr()
    return code, out, err


def as_json(capsys: pytest.CaptureFixture[str], db: Path, *args: str) -> object:
    code, out, err = run(capsys, db, "--json", *args)
    assert code == 0, err
    return json.loads(out)


def one_line_error(err: str, *words: str) -> None:
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    for word in words:
        assert word in err, err


def history_len(db: Path) -> int:
    with Helix.open(db, embedder="hashing", background=False) as hx:
        return len(hx.history())


# 1 ------------------------------------------------------------------------------------------------


def test_now_simulates_and_changes_nothing(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    query = ("recall", "run the tests", "--scope", "project:billing")
    hit = as_json(capsys, db, *query, "--no-access")[0]["memory"]  # type: ignore[index]
    events = history_len(db)
    for now in ("2000-01-01", "2030-01-01"):
        hits = as_json(capsys, db, "--now", now, *query)
        assert hits and hits[0]["memory"]["last_access_at"] == hit["last_access_at"]  # type: ignore[index]
    shown = as_json(capsys, db, "show", hit["id"])
    assert shown["memory"]["last_access_at"] == hit["last_access_at"]  # type: ignore[index]
    assert history_len(db) == events

    total = as_json(capsys, db, "stats")["total"]  # type: ignore[index]
    for args in (("sweep",), ("consolidate", "--quiet"), ("worker",), ("doctor", "--repair")):
        code, _, err = run(capsys, db, "--now", "2027-06-01", *args)
        assert code == 2, (args, err)
        one_line_error(err, "--now")
    code, out, err = run(capsys, db, "--now", "2027-06-01", "--json", "consolidate", "--dry-run", "--quiet")
    assert code == 0 and json.loads(out)["dry_run"] is True, err
    assert as_json(capsys, db, "stats")["total"] == total  # type: ignore[index]
    assert history_len(db) == events
    assert as_json(capsys, db, "--now", "2027-06-01", "list", "--limit", "3")  # reads still read then
    help_text = build_parser().format_help()
    assert "change nothing" in " ".join(help_text.split())


# 2 ------------------------------------------------------------------------------------------------


def test_every_command_uses_the_database_setting(quiet_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (quiet_home / "helix.toml").write_text('database = "postgresql://127.0.0.1:9/x"\n')
    for args in (("capture", "a note for the team's server"), ("list",), ("stats",), ("recall", "x"),
                 ("log",), ("flush", "s-1")):
        code, _, err = run(capsys, None, *args)
        assert code == 4, (args, err)  # the server was tried (and cannot be reached)
        one_line_error(err, "127.0.0.1")
        assert not (quiet_home / "helix.db").exists(), args


# 3 ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("columns", ["50", "80", "120"])
def test_ids_are_never_cut(db: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                           columns: str) -> None:
    review = [i["memory"]["id"] for i in as_json(capsys, db, "review", "--limit", "3")]  # type: ignore[union-attr]
    flags = [(f["a_id"], f["b_id"] or f["a_id"]) for f in as_json(capsys, db, "flags")]  # type: ignore[union-attr]
    events = [(str(e["id"]), e["memory_id"]) for e in as_json(capsys, db, "log", "--limit", "3")]  # type: ignore[union-attr]
    proposals = [str(p["id"]) for p in as_json(capsys, db, "proposals")]  # type: ignore[union-attr]
    assert review and flags and events and proposals
    monkeypatch.setenv("COLUMNS", columns)

    def words(*args: str) -> set[str]:
        code, out, _ = run(capsys, db, *args)
        assert code == 0
        return set(out.split())

    assert set(review) <= words("review", "--limit", "3")
    assert {i for pair in flags for i in pair} <= words("flags")
    assert {i for pair in events for i in pair} <= words("log", "--limit", "3")
    assert set(proposals) <= words("proposals")


# 4 ------------------------------------------------------------------------------------------------


def test_multi_id_decisions_check_every_id_first(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pending = [str(p["id"]) for p in as_json(capsys, db, "proposals")]  # type: ignore[union-attr]
    for verb in ("approve", "reject"):
        code, _, err = run(capsys, db, verb, pending[0], "999")
        assert code == 3
        one_line_error(err, "no proposal 999", "nothing was decided")
    code, _, err = run(capsys, db, "approve", pending[0], "abc")
    assert code == 2
    after = {str(p["id"]) for p in as_json(capsys, db, "proposals")}  # type: ignore[union-attr]
    assert pending[0] in after
    assert as_json(capsys, db, "approve", pending[0], pending[0])  # the same id twice: once
    code, _, err = run(capsys, db, "reject", pending[1], pending[0])
    assert code == 2
    one_line_error(err, f"proposal {pending[0]} is already", "nothing was decided")
    assert pending[1] in {str(p["id"]) for p in as_json(capsys, db, "proposals")}  # type: ignore[union-attr]


def test_quarantine_decisions_check_every_id_first(db: Path, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    dna = tmp_path / "billing.dna"
    as_json(capsys, db, "export", str(dna), "--scope", "project:billing")
    imported = as_json(capsys, db, "import", str(dna))["quarantined"]  # type: ignore[index]
    code, _, err = run(capsys, db, "quarantine", "approve", imported[0], "mem_no_such_memory")
    assert code == 3
    one_line_error(err, "mem_no_such_memory", "nothing was decided")
    code, _, err = run(capsys, db, "quarantine", "reject", imported[0], "mem_project_billing")
    assert code == 2
    one_line_error(err, "mem_project_billing is not in quarantine")
    assert len(as_json(capsys, db, "quarantine", "list")) == len(imported)  # type: ignore[arg-type]


# 5 ------------------------------------------------------------------------------------------------


def test_a_trusted_import_by_an_agent_is_refused_before_importing(db: Path, tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    dna = tmp_path / "billing.dna"
    as_json(capsys, db, "export", str(dna), "--scope", "project:billing")
    total = as_json(capsys, db, "stats")["total"]  # type: ignore[index]
    code, _, err = run(capsys, db, "import", str(dna), "--trusted", "--actor", "agent:bot")
    assert code == 6
    one_line_error(err, "agent:bot cannot approve")
    assert as_json(capsys, db, "stats")["total"] == total  # type: ignore[index]
    assert as_json(capsys, db, "quarantine", "list") == []


# 6 ------------------------------------------------------------------------------------------------


def test_quarantine_says_what_is_missing(db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, db, "quarantine", "approve", "--all")
    assert code == 2
    one_line_error(err, "quarantine is empty")
    dna = tmp_path / "billing.dna"
    as_json(capsys, db, "export", str(dna), "--scope", "project:billing")
    as_json(capsys, db, "import", str(dna))
    code, _, err = run(capsys, db, "quarantine", "reject", "--batch", "99")
    assert code == 2
    one_line_error(err, "no import batch 99")


# 7 ------------------------------------------------------------------------------------------------


def test_demo_force_on_the_demo_says_it_is_there(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    total = as_json(capsys, db, "stats")["total"]  # type: ignore[index]
    code, out, err = run(capsys, db, "demo", "--force", "--no-consolidate")
    assert code == 0, err
    assert "already holds the demo" in out
    assert as_json(capsys, db, "stats")["total"] == total  # type: ignore[index]


# 8 ------------------------------------------------------------------------------------------------


def test_refused_input_creates_no_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cases = {
        "l1.db": (("capture", ""), "content is empty"),
        "l2.db": (("import", str(tmp_path / "missing.dna")), "does not exist"),
        "l3.db": (("capture", "a note", "--kind", "gossip"), "unknown kind"),
        "l4.db": (("flush", " "), "session is empty"),
        "l5.db": (("demo", "--episodes", "-5"), "0 or more"),
    }
    for name, (args, message) in cases.items():
        code, _, err = run(capsys, tmp_path / name, *args)
        assert code == 2, (args, err)
        one_line_error(err, message)
        assert not (tmp_path / name).exists(), args


# 9 ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("args", [("list",), ("--json", "list"), ("log",)])
def test_a_closed_pipe_exits_zero_quietly(db: Path, args: tuple[str, ...]) -> None:
    read, write = os.pipe()
    os.close(read)  # the reader is gone before anything is written: `helix list | head -0`
    try:
        done = subprocess.run([sys.executable, "-m", "helix_core.cli.main", "--db", str(db), *HASHING, *args],
                              stdout=write, stderr=subprocess.PIPE, timeout=120,
                              env={**os.environ, "COLUMNS": "80"})
    finally:
        os.close(write)
    assert done.returncode == 0, done.stderr.decode()
    assert done.stderr == b""


# 10 -----------------------------------------------------------------------------------------------


def help_of(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    with pytest.raises(SystemExit) as exited:
        main([*args, "--help"])
    assert exited.value.code == 0
    return capsys.readouterr().out


def test_help_is_right(capsys: pytest.CaptureFixture[str]) -> None:
    example = help_of(capsys, "hooks").split("example:")[1].split()
    assert example[:2] == ["helix", "hooks"]
    build_parser().parse_args(example[1:])  # the example is a valid command
    assert "usage: helix hook" in help_of(capsys, "hook")
    for verb in ("approve", "reject"):
        text = help_of(capsys, "quarantine", verb)
        assert "ids to merge" not in text and f"helix quarantine {verb}" in text
    assert "helix quarantine list" in help_of(capsys, "quarantine", "list")
    assert "helix list --scope" not in help_of(capsys, "quarantine", "list")
    assert "memory's id" not in help_of(capsys, "reject") and "proposal" in help_of(capsys, "reject")


def test_edit_content_dash_reads_stdin(db: Path, capsys: pytest.CaptureFixture[str],
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"Deploys go out on Tuesdays\n")))
    edited = as_json(capsys, db, "edit", "mem_project_billing", "--content", "-")
    assert edited["content"] == "Deploys go out on Tuesdays"  # type: ignore[index]


# 11 -----------------------------------------------------------------------------------------------


def test_backup_names_the_force_flag(db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "k.db"
    target.write_bytes(b"")
    code, _, err = run(capsys, db, "backup", str(target))
    assert code == 2
    one_line_error(err, "--force")
    assert "pass overwrite" not in err
    assert run(capsys, db, "backup", str(target), "--force")[0] == 0


# 12 -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("args,message", [
    (("list", "--kind", "bogus"), "known: convention"),
    (("list", "--shape", "bogus"), "episodic"),
    (("list", "--status", "bogus"), "quarantined"),
    (("recall", "x", "--kind", "bogus"), "known: convention"),
    (("export", "@TMP/x.dna", "--kind", "bogus"), "known: convention"),
    (("log", "--event", "bogus"), "rolled-back"),
    (("merge", "mem_project_billing", "mem_project_webapp", "--content", ""), "--content is empty"),
    (("resolve", "1", "--keep", "a", "--scope-a", "project:x"), "--keep both"),
    (("demo", "--episodes", "-5"), "0 or more"),
])
def test_invalid_values_are_refused(db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                    args: tuple[str, ...], message: str) -> None:
    events = history_len(db)
    args = tuple(a.replace("@TMP", str(tmp_path)) for a in args)
    code, _, err = run(capsys, db, *args)
    assert code == 2, err
    one_line_error(err, message)
    assert history_len(db) == events
    assert not (tmp_path / "x.dna").exists()
    assert 1 in [f["id"] for f in as_json(capsys, db, "flags")]  # type: ignore[union-attr]


# 13 -----------------------------------------------------------------------------------------------


def test_a_rollback_to_a_time_is_logged_with_an_iso_date(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "h.db"
    mid = as_json(capsys, db, "--now", "2026-01-01T00:00:00Z", "capture", "Retries back off")["id"]  # type: ignore[index]
    as_json(capsys, db, "--now", "2026-01-02T00:00:00Z", "edit", mid, "--content", "Retries back off twice")
    as_json(capsys, db, "--now", "2026-01-03T00:00:00Z", "rollback", "--to", "2026-01-01T12:00:00Z")
    code, out, _ = run(capsys, db, "log", "--event", "rolled-back")
    assert code == 0 and "rollback to 2026-01-01T12:00:00+00:00" in out
    assert not re.search(r"rollback to \d{6,}", out)
    code, out, _ = run(capsys, db, "show", mid)
    assert "rollback to 2026-01-01T12:00:00+00:00" in out


# 14 -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("command", [("list",), ("capture", "a note")])
def test_a_bad_now_is_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                command: tuple[str, ...]) -> None:
    db = tmp_path / "h.db"
    as_json(capsys, db, "capture", "first")
    code, _, err = run(capsys, db, "--now", "garbage", *command)
    assert code == 2
    one_line_error(err, "--now must be an ISO-8601 instant")


# 15 -----------------------------------------------------------------------------------------------


def test_piped_content_loses_only_its_trailing_newline(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"  Piped line\n\nsecond line\n")))
    captured = as_json(capsys, tmp_path / "h.db", "capture")
    assert captured["content"] == "  Piped line\n\nsecond line"  # type: ignore[index]
