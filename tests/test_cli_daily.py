"""The command line as the README shows it: global options after the subcommand too, a read on a
path with no database is an error (and creates nothing), an unknown project scope names the known."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from helix_core.cli.main import hoist_globals, main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_global_options_after_the_subcommand(tmp_path: Path, capsys) -> None:
    db = str(tmp_path / "h.db")
    assert run(capsys, "capture", "Use uv in billing", "--scope", "project:billing", "--db", db,
               "--embedder", "hashing")[0] == 0
    code, out, _ = run(capsys, "stats", "--db", db, "--json")
    assert code == 0 and json.loads(out)["total"] == 1
    assert hoist_globals(["capture", "--", "--db", "x"]) == ["capture", "--", "--db", "x"]
    assert hoist_globals(["stats", "--db=x"]) == ["--db=x", "stats"]


def test_a_read_on_a_missing_database_is_an_error_and_creates_nothing(tmp_path: Path, capsys) -> None:
    db = tmp_path / "nowhere" / "h.db"
    for command in (["stats"], ["list"], ["recall", "x"], ["log"]):
        code, _, err = run(capsys, "--db", str(db), *command)
        assert code == 3 and "no Helix database at" in err
    assert not db.parent.exists()


def test_an_unknown_project_scope_names_the_known_ones(tmp_path: Path, capsys) -> None:
    db = str(tmp_path / "h.db")
    run(capsys, "--db", db, "--embedder", "hashing", "capture", "Use uv", "--scope", "project:billing")
    code, _, err = run(capsys, "--db", db, "--embedder", "hashing", "recall", "uv", "--scope", "project:bililng")
    assert code == 2 and "project:billing" in err and "project:bililng" in err
    code, out, _ = run(capsys, "--db", db, "--embedder", "hashing", "--json", "recall", "uv",
                       "--scope", "project:billing")
    assert code == 0 and json.loads(out)


def test_review_merge_on_the_command_line_says_what_it_kept(tmp_path: Path, capsys) -> None:
    db = str(tmp_path / "h.db")
    base = ("--db", db, "--embedder", "hashing")
    run(capsys, *base, "capture", "Never deploy to production on Fridays", "--kind", "preference",
        "--origin", "user-asserted", "--pin", "--scope", "project:infra")
    run(capsys, *base, "capture", "Reminder from the user: never deploy to production on Fridays",
        "--scope", "project:infra")
    code, out, _ = run(capsys, *base, "--json", "list")
    ids = {m["content"][:5]: m["id"] for m in (row["memory"] if "memory" in row else row
                                               for row in json.loads(out))}
    code, out, err = run(capsys, *base, "review", ids["Remin"], "--decision", "merge", "--with", ids["Never"])
    assert code == 0, err
    assert f"kept {ids['Never']} (preference, pinned, user-asserted)" in " ".join(out.split())


def test_ids_are_never_cut_and_log_shows_event_ids(tmp_path: Path, capsys, monkeypatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    db = str(tmp_path / "h.db")
    base = ("--db", db, "--embedder", "hashing")
    text = "Reminder from the user: never deploy the billing service to production on a Friday afternoon"
    run(capsys, *base, "capture", text, "--scope", "project:billing")
    code, out, _ = run(capsys, *base, "--json", "list")
    memory_id = json.loads(out)[0]["memory"]["id"]
    for command in (["list"], ["recall", "deploy friday", "--scope", "project:billing"], ["log"]):
        code, out, _ = run(capsys, *base, *command)
        assert code == 0 and memory_id in out, (command, out)
    code, out, _ = run(capsys, *base, "log")
    first = out.splitlines()[1].split()
    assert first[0].isdigit()  # the event id, what `helix rollback` takes


def test_every_option_has_help_and_every_command_an_example() -> None:
    import argparse

    from helix_core.cli.main import build_parser

    def commands(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()):
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    yield (*path, name), sub
                    yield from commands(sub, (*path, name))

    found = list(commands(build_parser()))
    assert len(found) > 30
    for path, sub in found:
        for option in sub._actions:
            if not isinstance(option, (argparse._HelpAction, argparse._SubParsersAction)):
                assert option.help, f"helix {' '.join(path)}: {option.dest} has no help"
        if len(path) == 1:
            assert sub.epilog and "example:" in sub.epilog and "helix" in sub.epilog, path
