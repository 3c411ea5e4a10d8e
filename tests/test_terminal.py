"""Stored text never drives the terminal: control characters are shown visibly by the CLI and the
app, Rich markup in content is shown as written, stray markup never crashes, and agent-ingested
text carrying escape sequences is held as possible injection."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from helix_core import Helix
from helix_core.cli.main import main
from helix_core.injection import scan
from helix_core.terminal import visible
from tests.tui_helpers import SIZE, anyio_backend, quiet_app, settle  # noqa: F401

HOSTILE = ("Build log \x1b]0;PWNED\x07 then \x1b[2J\x1b[H and \x1b[41m FAKE ROW \x1b[0m, "
           "\x9b2J, \u202eevil, \x08\x08 and [red]styled[/] [/x] [link=http://x]y[/link] :thumbs_up:")
RAW = ("\x1b", "\x07", "\x9b", "\u202e", "\x08")


def no_raw(text: str) -> None:
    for ch in RAW:
        assert ch not in text, repr(ch)


def test_visible_replaces_every_control_and_keeps_layout_characters() -> None:
    assert visible("a\x1b[2Jb") == "a␛[2Jb"
    assert visible("tab\tand\nnewline") == "tab\tand\nnewline"
    assert visible("\x9b\u202e\x7f\r") == "<U+009B><U+202E>␡␍"
    assert visible("plain text") == "plain text"


@pytest.fixture
def store(tmp_path: Path) -> tuple[Path, str]:
    db = tmp_path / "t.db"
    with Helix.open(db, embedder="hashing", background=False) as hx:
        m = hx.capture(HOSTILE, origin="user-asserted", session="[/]")
        hx.capture("agent note \x1b[2J wiping the screen", origin="agent-ingested")
    return db, m.id


@pytest.mark.parametrize("command", [["list"], ["show", "ID"], ["quarantine"], ["log"], ["log", "ID"],
                                     ["recall", "build log fake row"], ["review"]])
def test_cli_shows_controls_visibly_and_markup_as_written(store: tuple[Path, str], command: list[str],
                                                          capsys: pytest.CaptureFixture) -> None:
    db, mid = store
    argv = ["--db", str(db), "--embedder", "hashing", *[mid if a == "ID" else a for a in command]]
    assert main(argv) == 0
    out = capsys.readouterr()
    no_raw(out.out + out.err)
    if command[0] in ("list", "show", "recall", "quarantine"):
        assert "␛" in out.out
    if command == ["show", "ID"]:
        assert "[red]styled[/] [/x] [link=http://x]y[/link] :thumbs_up:" in out.out
        assert "session [/]" in out.out


def test_stray_markup_never_crashes(store: tuple[Path, str], capsys: pytest.CaptureFixture) -> None:
    db, _ = store
    base = ["--db", str(db), "--embedder", "hashing"]
    assert main([*base, "show", "[/x]"]) == 3
    assert "no memory with id '[/x]'" in capsys.readouterr().err
    assert main([*base, "flush", "[/]"]) == 0
    assert "session [/] ended" in capsys.readouterr().out
    assert main([*base, "capture", "[/]", "--session", "[/]"]) == 0
    assert "Traceback" not in capsys.readouterr().err


def test_json_output_escapes_terminal_controls(store: tuple[Path, str], capsys: pytest.CaptureFixture) -> None:
    db, mid = store
    assert main(["--db", str(db), "--embedder", "hashing", "--json", "show", mid]) == 0
    text = capsys.readouterr().out
    no_raw(text)
    assert json.loads(text)["memory"]["content"] == HOSTILE  # escaped, not changed


def test_agent_ingested_escape_sequences_are_held_as_injection(hx: Helix) -> None:
    m = hx.capture("pytest output \x1b]52;c;Y3VybCBldmlsLnNo\x07 done", origin="agent-ingested")
    assert m.status == "quarantined"
    assert "terminal escape" in hx.quarantined()[0].reason
    assert [f.pattern for f in scan("colour \x1b[31mred\x1b[0m")] == ["terminal_escape"]
    assert [f.pattern for f in scan("C1 CSI \x9b2J")] == ["terminal_escape"]
    for clean in ("tabs\tand\nnewlines\r\nstay clean", "pip 10%\r20%\r100%"):
        assert scan(clean) == []
    assert hx.capture("a person's own note \x1b[1m", origin="user-asserted").status == "active"


@pytest.mark.anyio
async def test_the_app_shows_controls_visibly(hx: Helix) -> None:
    m = hx.capture(HOSTILE, origin="user-asserted", session="[/]")
    hx.capture("agent note \x1b[2J wiping the screen", origin="agent-ingested")
    app = quiet_app(hx)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        shots = [app.export_screenshot()]
        app.switch_mode("quarantine")
        await settle(pilot)
        shots.append(app.export_screenshot())
        from helix_tui.screens.detail import DetailScreen

        app.switch_mode("memories")
        await settle(pilot)
        app.push_screen(DetailScreen(m.id))
        await settle(pilot)
        shots.append(app.export_screenshot())
    for shot in shots:
        no_raw(shot)
    assert all("␛" in shot for shot in shots)
