"""Fast capture through the capture worker: the detached embedder stays and `helix capture` hands it
its write over an owner-only Unix socket (see `helix_core.handoff`), falling back to the direct
write whenever no worker takes it, and never writing one capture twice."""

from __future__ import annotations

import json
import os
import signal
import socket
import stat
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from helix_core import Helix, handoff
from helix_core.cli.main import main
from helix_core.quick_capture import embedder_running
from tests.fixtures.secrets_corpus import GH_PAT, STRIPE_LIVE

pytestmark = pytest.mark.skipif(not hasattr(socket, "AF_UNIX") or not hasattr(os, "geteuid"),
                                reason="no Unix sockets here: every capture writes directly")

NOW = "2026-03-02T09:00:00+00:00"
SETTINGS = '[embedding]\nkind = "hashing"\n\n[capture]\nworker_idle_seconds = {idle}\n'


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "store" / "helix.db"
    path.parent.mkdir()
    (path.parent / "helix.toml").write_text(SETTINGS.format(idle=30))
    return path


def start_worker(db: Path, *extra: str) -> subprocess.Popen[bytes]:
    """The job `helix capture` starts, here as our child (so the test can stop it), once it listens."""
    proc = subprocess.Popen([sys.executable, "-m", "helix_core.agents.embed_job", str(db), "--linger", *extra],
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    path = handoff.socket_path(db)
    assert path is not None
    deadline = time.monotonic() + 30
    while not os.path.exists(path):
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            raise AssertionError(f"the worker did not start: {proc.communicate()[1].decode()[-2000:]}")
        time.sleep(0.02)
    return proc


def stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.fixture
def worker(db: Path) -> Iterator[subprocess.Popen[bytes]]:
    proc = start_worker(db)
    yield proc
    stop(proc)


def cli(db: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """`helix capture` as a whole process; it prints which heavy modules it imported on stderr's last line."""
    probe = ("import sys\nsys.argv = ['helix', *sys.argv[1:]]\n"
             "from helix_core.cli.main import main\ncode = main()\n"
             "sys.stderr.write('\\nLOADED ' + ','.join(m for m in ('peewee', 'helix_core.store.store') "
             "if m in sys.modules) + '\\n')\nsys.exit(code)\n")
    return subprocess.run([sys.executable, "-c", probe, "--db", str(db), *args], capture_output=True, text=True,
                          timeout=60, env={**os.environ, **(env or {})})


def loaded(done: subprocess.CompletedProcess[str]) -> str:
    return done.stderr.rsplit("LOADED ", 1)[1].strip()


def rows(db: Path) -> list[tuple[str, str, str | None]]:
    with Helix.open(db, embedder="hashing", background=False) as hx:
        return [(m.id, m.content, m.embedder) for m, _ in hx.list(status=["active", "quarantined"])]


def wait_for(check: object, seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while not check():  # type: ignore[operator]
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def test_a_capture_through_the_worker_is_the_direct_capture(db: Path, tmp_path: Path,
                                                            worker: subprocess.Popen[bytes]) -> None:
    """Same id, same line, same JSON as the direct path; no store opened by the caller; the vector
    is made by the worker at once."""
    args = ("--now", NOW, "capture", "Alembic needs the models imported in env.py", "--scope", "project:billing",
            "--session", "s1", "--agent", "claude-code", "--attributes", '{"file": "env.py"}')
    handed = cli(db, *args)
    assert handed.returncode == 0, handed.stderr
    assert loaded(handed) == ""  # neither peewee nor the store: the worker wrote it
    direct_db = tmp_path / "direct" / "helix.db"
    direct_db.parent.mkdir()
    (direct_db.parent / "helix.toml").write_text(SETTINGS.format(idle=30))
    direct = cli(direct_db, *args)
    assert direct.returncode == 0, direct.stderr
    assert "peewee" in loaded(direct)
    assert handed.stdout == direct.stdout
    assert handed.stdout.startswith("captured mem_alembic_needs_models_imported")
    memory_id = handed.stdout.split()[1]
    wait_for(lambda: rows(db) == [(memory_id, "Alembic needs the models imported in env.py", "hashing-384")])
    as_json = [cli(path, "--json", *args[:-2], "--importance", "0.7").stdout for path in (db, direct_db)]
    first, second = (json.loads(text) for text in as_json)
    assert first.pop("embedder") in (None, "hashing-384") and second.pop("embedder") is None
    assert first == second and first["importance"] == 0.7 and first["id"] != memory_id  # a suffixed id


def test_secrets_are_redacted_through_the_worker(db: Path, worker: subprocess.Popen[bytes]) -> None:
    reply = handoff.request(db, None, None, {"content": f"export GITHUB_TOKEN={GH_PAT}",
                                             "attributes": {"stripe": STRIPE_LIVE}, "session": f"s-{STRIPE_LIVE}"})
    assert reply is not None
    assert GH_PAT not in json.dumps(reply) and STRIPE_LIVE not in json.dumps(reply)
    assert json.loads(reply["json"])["content"] == "export GITHUB_TOKEN=[REDACTED:github_token]"
    wait_for(lambda: rows(db)[0][2] is not None)  # the worker has written everything it will
    raw = b"".join(p.read_bytes() for p in db.parent.glob("helix.db*") if p.is_file())
    assert GH_PAT.encode() not in raw and STRIPE_LIVE.encode() not in raw


def test_bad_input_is_the_same_error_and_exit_code_through_the_worker(
        db: Path, worker: subprocess.Popen[bytes], tmp_path: Path) -> None:
    with pytest.raises(handoff.Refused) as refused:
        handoff.request(db, None, None, {"content": "x", "importance": 7})
    assert refused.value.exit_code == 2 and "importance must be between 0 and 1" in str(refused.value)
    direct_db = tmp_path / "direct.db"
    for path in (db, direct_db):
        done = cli(path, "--json", "capture", "x", "--importance", "7")
        assert done.returncode == 2
        assert "importance must be between 0 and 1" in json.loads(done.stderr.split("\nLOADED")[0])["error"]
        assert "Traceback" not in done.stderr
    bad_now = cli(db, "--now", "yesterday", "capture", "x")
    assert bad_now.returncode == 2 and "--now must be an ISO-8601 instant" in bad_now.stderr
    assert rows(db) == []


def test_a_stale_socket_is_removed_and_the_capture_written_directly(db: Path) -> None:
    path = handoff.socket_path(db, create=True)
    assert path is not None
    dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    dead.bind(path)  # a worker that died: the file is there, nobody listens
    dead.close()
    assert handoff.request(db, None, None, {"content": "never sent"}) is None
    assert not os.path.exists(path)
    done = cli(db, "capture", "written directly")
    assert done.returncode == 0 and done.stdout.startswith("captured mem_written_directly")
    assert [r[1] for r in rows(db)] == ["written directly"]


def test_a_killed_worker_leaves_nothing_behind_that_loses_a_capture(db: Path) -> None:
    proc = start_worker(db)
    try:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=20)
        done = cli(db, "capture", "after the worker died")
        assert done.returncode == 0, done.stderr
        assert [r[1] for r in rows(db)] == ["after the worker died"]
        assert not os.path.exists(handoff.socket_path(db) or "")
    finally:
        stop(proc)


def test_another_embedder_or_store_is_declined_and_nothing_written(db: Path, worker: subprocess.Popen[bytes],
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert handoff.request(db, "minilm", None, {"content": "for another embedder"}) is None
    assert rows(db) == []
    # `--embedder minilm` on the command line: the worker (no --embedder) declines, the CLI writes it.
    assert main(["--db", str(db), "--embedder", "minilm", "capture", "for another embedder"]) == 0
    assert capsys.readouterr().out.startswith("captured mem_another_embedder")
    assert [r[1] for r in rows(db)] == ["for another embedder"]


def test_no_answer_after_sending_is_an_error_not_a_second_write(db: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    """A worker that took the request and died before answering: the capture may be stored, so the
    caller says so and writes nothing itself."""
    path = handoff.socket_path(db, create=True)
    assert path is not None
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(path)
    server.listen(1)

    def swallow() -> None:
        conn, _ = server.accept()
        handoff.read_request(conn)
        conn.close()

    thread = threading.Thread(target=swallow)
    thread.start()
    try:
        assert main(["--db", str(db), "--json", "capture", "lost in transit"]) == 4
        error = json.loads(capsys.readouterr().err)["error"]
        assert "no answer came" in error and "helix list" in error
    finally:
        thread.join(timeout=10)
        server.close()
        os.unlink(path)
    assert not db.exists()  # nothing written directly


def test_the_worker_exits_when_idle_and_takes_its_socket_with_it(db: Path) -> None:
    (db.parent / "helix.toml").write_text(SETTINGS.format(idle=0.5))
    proc = start_worker(db)
    try:
        assert handoff.request(db, None, None, {"content": "the last capture"}) is not None
        assert proc.wait(timeout=20) == 0
        assert not os.path.exists(handoff.socket_path(db) or "")
        assert not embedder_running(db)
        assert rows(db)[0][1:] == ("the last capture", "hashing-384")  # embedded before it left
    finally:
        stop(proc)


def test_edited_settings_retire_the_worker(db: Path, worker: subprocess.Popen[bytes]) -> None:
    (db.parent / "helix.toml").write_text(SETTINGS.format(idle=30) + "max_content_chars = 10\n")
    # The worker loaded the old limit: it declines and leaves; the direct write applies the new one.
    assert handoff.request(db, None, None, {"content": "longer than ten characters"}) is None
    assert worker.wait(timeout=20) == 0
    done = cli(db, "capture", "longer than ten characters")
    assert done.returncode == 2 and "10" in done.stderr
    assert rows(db) == []


def test_a_replaced_database_is_never_written_by_the_worker(db: Path, worker: subprocess.Popen[bytes]) -> None:
    assert handoff.request(db, None, None, {"content": "in the first file"}) is not None
    moved = db.with_name("old.db")
    for p in db.parent.glob("helix.db*"):
        p.rename(moved.with_name(p.name.replace("helix.db", "old.db")))
    assert handoff.request(db, None, None, {"content": "in the new file"}) is None
    assert cli(db, "capture", "in the new file").returncode == 0
    assert [r[1] for r in rows(db)] == ["in the new file"]
    worker.wait(timeout=20)


def test_the_socket_is_owner_only(db: Path, worker: subprocess.Popen[bytes]) -> None:
    path = handoff.socket_path(db)
    assert path is not None
    directory = os.lstat(os.path.dirname(path))
    assert stat.S_ISDIR(directory.st_mode) and stat.S_IMODE(directory.st_mode) == 0o700
    assert directory.st_uid == os.geteuid()
    sock = os.lstat(path)
    assert stat.S_ISSOCK(sock.st_mode) and not sock.st_mode & 0o077 and sock.st_uid == os.geteuid()
    assert len(os.fsencode(path)) < handoff.SUN_PATH_MAX


def test_a_directory_others_can_enter_is_never_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    runtime = tmp_path / "run"
    (runtime / "helix").mkdir(parents=True)
    os.chmod(runtime / "helix", 0o777)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    path = handoff.socket_path(tmp_path / "helix.db", create=True)
    assert path is None or not path.startswith(str(runtime))  # the next candidate, or none


def test_every_spelling_of_a_path_names_one_socket(db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(db.parent)
    assert handoff.socket_path("helix.db") == handoff.socket_path(db) == handoff.socket_path(db.parent / "." / "helix.db")
    assert handoff.socket_path(db) != handoff.socket_path(db.with_name("other.db"))


def test_a_hooks_fix_capture_is_handed_to_the_worker_when_one_runs(db: Path) -> None:
    """The hook that captures a fix gives it to the worker (no child forked) and forks only
    for what no worker took."""
    from helix_core.agents.hooks import hand_over

    capture = ("`pytest -q` failed; fixed by activating the venv",
               {"scope": "project:billing", "origin": "agent-ingested", "session": "s1", "agent": "claude-code",
                "attributes": {"source": "claude-code PostToolUse"}})
    assert hand_over(db, NOW, [capture]) == [capture]  # no worker: left for the detached child
    proc = start_worker(db)
    try:
        assert hand_over(db, NOW, [capture, capture]) == []
        wait_for(lambda: len(rows(db)) == 2 and all(r[2] for r in rows(db)))
    finally:
        stop(proc)


def test_fields_the_cli_never_sends_are_declined_and_the_worker_stays(db: Path,
                                                                      worker: subprocess.Popen[bytes]) -> None:
    assert handoff.request(db, None, None, {"content": "x", "actor": "user:someone-else"}) is None
    assert handoff.request(db, None, None, {"content": "still served"}) is not None
    assert worker.poll() is None and [r[1] for r in rows(db)] == ["still served"]
