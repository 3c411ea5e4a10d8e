"""End to end: the real `helix` in a real terminal (tmux). Type keys, read the screen, check the
database, capture from another process while the app is open, and quit."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from helix_core import Helix

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

HELIX = f"{shlex.quote(sys.executable)} -m helix_core.cli.main"


class Tmux:
    def __init__(self, name: str, env: dict[str, str]) -> None:
        self.name = name
        self.env = env

    def run(self, *args: str) -> str:
        return subprocess.run(["tmux", *args], capture_output=True, text=True, env=self.env,
                              check=False).stdout

    def start(self, command: str) -> None:
        subprocess.run(["tmux", "new-session", "-d", "-s", self.name, "-x", "140", "-y", "40", command],
                       env=self.env, check=True)
        self.run("resize-window", "-t", self.name, "-x", "140", "-y", "40")

    def keys(self, *keys: str) -> None:
        self.run("send-keys", "-t", self.name, *keys)
        time.sleep(0.2)  # a person's pace: a burst can arrive before a focus change has applied

    def type(self, text: str) -> None:
        self.run("send-keys", "-t", self.name, "-l", text)
        time.sleep(0.2)

    def screen(self) -> str:
        return self.run("capture-pane", "-p", "-t", self.name)

    def wait_for(self, text: str, timeout: float = 20.0) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            shown = self.screen()
            if text in shown:
                return shown
            time.sleep(0.1)
        raise AssertionError(f"{text!r} never appeared on screen:\n{self.screen()}")

    def pid(self) -> int:
        return int(self.run("display-message", "-p", "-t", self.name, "#{pane_pid}").strip())

    def alive(self) -> bool:
        return subprocess.run(["tmux", "has-session", "-t", self.name], env=self.env,
                              capture_output=True, check=False).returncode == 0

    def kill(self) -> None:
        self.run("kill-session", "-t", self.name)


def cpu_ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def test_helix_in_tmux(tmp_path, helix_home):
    db = tmp_path / "e2e.db"
    with Helix.open(db, embedder="hashing", background=False) as hx:
        hx.capture("Decided to use SQLite for the billing test database", kind="decision",
                   scope="project:billing", origin="user-asserted")
        hx.capture("Ran pytest after activating the venv", scope="project:billing")
        hx.capture("The user prefers ruff over black", kind="preference", origin="user-asserted")
    env = {**os.environ, "HELIX_HOME": str(helix_home), "TERM": "xterm-256color",
           "TMUX_TMPDIR": str(tmp_path)}
    for name in ("TMUX", "COLUMNS", "LINES"):  # the app must size itself from the tmux pane
        env.pop(name, None)
    tmux = Tmux(f"helix-e2e-{os.getpid()}", env)
    tmux.start(f"{HELIX} --db {shlex.quote(str(db))} --embedder hashing")
    try:
        tmux.wait_for("3 memories")
        tmux.keys("/")
        time.sleep(1.0)  # let the focus move to the search box, even on a busy machine
        tmux.type("SQLite")
        tmux.keys("Enter")
        tmux.wait_for("1 memories")
        time.sleep(0.5)
        tmux.keys("Enter")
        tmux.wait_for("Why does Helix believe this?")
        tmux.keys("r")
        tmux.wait_for("reinforced")
        with Helix.open(db, embedder="hashing") as hx:
            decision = hx.list(kind="decision")[0][0]
            assert decision.access_count == 1
            assert hx.history(decision.id)[-1].event == "reinforced"
        tmux.keys("Escape")
        tmux.wait_for("1 memories")
        tmux.keys("Escape")  # clear the search
        tmux.wait_for("3 memories")
        subprocess.run(
            [sys.executable, "-m", "helix_core.cli.main", "--db", str(db), "--embedder", "hashing",
             "capture", "Captured by an agent while the app is open"],
            env=env, check=True, capture_output=True,
        )
        shown = tmux.wait_for("4 memories", timeout=15)
        assert "Captured by an agent while the app is open" in shown
        # idle: the app should barely use the CPU
        pid = tmux.pid()
        time.sleep(1.0)
        before, t0 = cpu_ticks(pid), time.monotonic()
        time.sleep(5.0)
        used = (cpu_ticks(pid) - before) / os.sysconf("SC_CLK_TCK") / (time.monotonic() - t0)
        assert used < 0.05, f"idle CPU {used:.1%}"
        tmux.keys("2")
        tmux.wait_for("Nothing waits for review")
        tmux.keys("C-q")
        deadline = time.monotonic() + 10
        while tmux.alive() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not tmux.alive(), "the app did not quit on ctrl+q"
    finally:
        if tmux.alive():
            tmux.kill()


def fill_daily(db: Path, tmp_path: Path) -> dict[str, list[str] | str]:
    """A store for typing at full speed: proposals to reject, imports to clear, a merge to preview."""
    with Helix.open(db, embedder="hashing", background=False) as hx:
        hx.capture("terraform plan needs aws sso login first", scope="project:infra", kind="fact",
                   origin="user-asserted")
        notes = [hx.capture(f"Ran the billing suite, run number {i}", scope="project:billing").id
                 for i in range(3)]
        proposals = [hx.propose(f"Billing rule number {i}", grounding=notes[:1], scope="project:billing").id
                     for i in range(8)]
        pref = hx.capture("Never deploy to production on Fridays", kind="preference", scope="project:infra",
                          origin="user-asserted", pinned=True)
        # the newest note: the review session shows it first
        episode = hx.capture("Reminder from the user: never deploy to production on Fridays",
                             scope="project:infra")
        hx.export(tmp_path / "again.dna")
        hx.import_(tmp_path / "again.dna")  # every memory comes back as an exact duplicate
    return {"pref": pref.id, "episode": episode.id, "proposals": [str(p) for p in proposals]}


@pytest.mark.parametrize("size", [(160, 48), (80, 24)])
def test_typing_at_full_speed(tmp_path, helix_home, size):
    """Bursts with no pause between keys: each key acts on the row or screen it was meant for."""
    db = tmp_path / "fast.db"
    ids = fill_daily(db, tmp_path)
    env = {**os.environ, "HELIX_HOME": str(helix_home), "TERM": "xterm-256color",
           "TMUX_TMPDIR": str(tmp_path)}
    for name in ("TMUX", "COLUMNS", "LINES"):
        env.pop(name, None)
    tmux = Tmux(f"helix-fast-{os.getpid()}-{size[0]}", env)
    subprocess.run(["tmux", "new-session", "-d", "-s", tmux.name, "-x", str(size[0]), "-y", str(size[1]),
                    f"{HELIX} --db {shlex.quote(str(db))} --embedder hashing"], env=env, check=True)
    tmux.run("resize-window", "-t", tmux.name, "-x", str(size[0]), "-y", str(size[1]))

    def burst(*keys: str) -> None:  # one send-keys call: the terminal delivers them together
        tmux.run("send-keys", "-t", tmux.name, *keys)

    def db_state() -> tuple[list[str], int]:
        with Helix.open(db, embedder="hashing") as hx:
            return [p.status for p in hx.proposals(status=None)], len(hx.quarantined())

    def until(check, timeout: float = 20.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = check()
            if value:
                return value
            time.sleep(0.2)
        raise AssertionError(f"never true; screen:\n{tmux.screen()}")

    try:
        tmux.wait_for("memories")
        burst("2", "x", "x", "x", "x", "x", "x")  # six rejects, typed in one go
        until(lambda: db_state()[0].count("rejected") == 6)
        time.sleep(1.0)
        assert db_state()[0] == ["rejected"] * 6 + ["pending"] * 2
        assert "not pending" not in tmux.screen() and "did not work" not in tmux.screen()
        burst("z")  # undo the last reject
        until(lambda: db_state()[0].count("pending") == 3)
        burst("1", "/", "t", "e", "r", "r", "a", "f", "o", "r", "m")  # a screen switch, then a search
        shown = tmux.wait_for("search 'terraform'")
        assert "semantic" not in shown.splitlines()[-2]  # the m of terraform was typed, not run
        burst("Escape")  # Escape then a key within milliseconds reads as alt+key in any terminal
        time.sleep(0.3)
        burst("4", "D")
        tmux.wait_for("exact duplicate")
        burst("y")
        until(lambda: db_state()[1] == 0)
        burst("3", "m")
        tmux.wait_for("Merge these memories?")
        burst("y")

        def merged() -> bool:
            with Helix.open(db, embedder="hashing") as hx:
                return hx.get(ids["episode"]).status == "superseded"

        until(merged)
        with Helix.open(db, embedder="hashing") as hx:
            kept = hx.get(ids["pref"])
            assert (kept.kind, kept.pinned, kept.status) == ("preference", True, "active")
        burst("q")
        deadline = time.monotonic() + 10
        while tmux.alive() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not tmux.alive(), "q did not quit"
    finally:
        if tmux.alive():
            tmux.kill()
