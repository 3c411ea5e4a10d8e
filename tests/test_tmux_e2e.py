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
