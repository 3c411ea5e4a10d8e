"""Handing a capture's write to the process that already holds the store (both ends of the socket).

`helix capture` is a new process each time: Python's start is ~45 ms, but opening the store means
importing peewee, the redaction rules and the settings and then a transaction, well over the 150 ms
a capture may cost its caller. The detached embedder (`agents.embed_job`) already has all of that
loaded, so once started it lingers (`[capture] worker_idle_seconds`) and listens on a Unix socket
tied to its database. `helix capture` tries that socket first, importing only `socket` and `json`;
the worker writes through the same capture service (redaction, injection scan, quarantine) and
embeds the row right away. When no worker answers, the caller writes directly, as before.

Safety: the socket lives in an owner-only directory (`$XDG_RUNTIME_DIR/helix` or
`/tmp/helix-<uid>`, mode 0700, checked on every use) and each end checks the other's uid
(SO_PEERCRED) where the platform has it. A worker serves only requests for its own database and
embedder; anything else is declined before it writes, and the caller writes directly. Once a request
has been sent, the caller never writes it a second time: no answer is an error (`HandoffLost`).

Protocol: one JSON object per line each way on a fresh connection. Request `{"v", "op":
"capture", "db", "embedder", "now", "fields"}`; reply `{"memory": {...}, "json": "..."}`,
`{"error", "exit_code"}` (the direct path would have raised the same), or `{"decline": reason}`
(nothing was written: write directly).
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import HelixError

try:  # the C module `socket` wraps: the caller needs no more, and `socket`'s enums cost ~4 ms
    import _socket as net
except ImportError:  # pragma: no cover - an interpreter without it
    import socket as net

if TYPE_CHECKING:
    import socket

try:  # hashlib's own blake2b, without loading OpenSSL first (~4 ms of a capture's start)
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - a Python built without it
    from hashlib import blake2b

PROTOCOL = 1
CONNECT_TIMEOUT = 0.5  # a live worker accepts at once; a full backlog means it is stuck
REPLY_TIMEOUT = 45.0  # beyond the store's 30 s busy timeout: the worker may wait for a writer
READ_TIMEOUT = 5.0  # the worker's patience with a client that connected but sends nothing
MAX_MESSAGE = 16 << 20  # 1 MB of stdin, JSON-escaped, with room to spare
SUN_PATH_MAX = 104  # sockaddr_un's path: 108 bytes on Linux, 104 on macOS and the BSDs
EXIT_GRACE = 0.05  # after unlinking, how long a connect already under way is given to land


class Refused(HelixError):
    """The worker met an error the direct path would have raised: same message, same exit code."""

    def __init__(self, message: str, exit_code: int) -> None:
        super().__init__(message)
        self.exit_code = exit_code


class HandoffLost(HelixError):
    """The request reached a worker but no answer came back: it may or may not be stored, so it
    is not written a second time."""

    exit_code = 4


def store_key(db: Path | str) -> str:
    """What names a store on this machine: a file's resolved path (every spelling of it agrees),
    a server's URL as given."""
    from .paths import is_server

    return str(db) if is_server(db) else os.path.realpath(os.path.expanduser(str(db)))


def _candidate_dirs() -> Iterator[str]:
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and os.path.isabs(runtime):
        yield os.path.join(runtime, "helix")
    yield f"/tmp/helix-{os.geteuid()}"  # noqa: S108 - owner-only, checked before every use


def _private(directory: str) -> bool:
    """Whether `directory` is a real directory of ours that nobody else can enter."""
    try:
        st = os.lstat(directory)
    except OSError:
        return False
    return stat.S_ISDIR(st.st_mode) and st.st_uid == os.geteuid() and not st.st_mode & 0o077


def socket_path(db: Path | str, *, create: bool = False) -> str | None:
    """Where the worker of `db` listens: `<dir>/<digest of the store's key>.sock`, in the first
    owner-only directory whose path fits in a sockaddr_un (`create`: make it, mode 0700). None when
    there is none (no worker then: every capture writes directly)."""
    if not hasattr(net, "AF_UNIX") or not hasattr(os, "geteuid") or str(db) == ":memory:":
        return None
    name = blake2b(store_key(db).encode(), digest_size=10).hexdigest() + ".sock"
    for directory in _candidate_dirs():
        path = os.path.join(directory, name)
        if len(os.fsencode(path)) + 16 >= SUN_PATH_MAX:  # room for the worker's temporary name
            continue
        if create:
            try:
                os.makedirs(directory, mode=0o700, exist_ok=True)
            except OSError:
                continue
        if _private(directory):
            return path
    return None


def _peer_uid(sock: socket.socket | net.socket) -> tuple[int, int] | None:
    """The other end's (pid, uid), where the platform says (Linux: SO_PEERCRED)."""
    option = getattr(net, "SO_PEERCRED", None)
    if option is None:
        return None
    import struct

    pid, uid, _gid = struct.unpack("3i", sock.getsockopt(net.SOL_SOCKET, option, struct.calcsize("3i")))
    return pid, uid


def _same_user(sock: socket.socket) -> bool:
    peer = _peer_uid(sock)
    return peer is None or peer[1] == os.geteuid()


def _read_line(sock: socket.socket | net.socket, limit: int) -> bytes | None:
    """One newline-terminated message; None if the peer closed first or sent more than `limit`."""
    chunks: list[bytes] = []
    size = 0
    while True:
        chunk = sock.recv(65536)
        if not chunk:
            return None
        newline = chunk.find(b"\n")
        if newline >= 0:
            chunks.append(chunk[:newline])
            return b"".join(chunks)
        chunks.append(chunk)
        size += len(chunk)
        if size > limit:
            return None


# -- the caller's end ------------------------------------------------------------------------------


def request(db: Path | str, embedder: str | None, now: str | None, fields: dict[str, Any]) -> dict[str, Any] | None:
    """Hand one capture to the worker holding `db`. Returns its stored memory (`{"memory": {id,
    kind, scope, importance, status}, "json": text}`), or None when no worker took it (none
    running, a stale socket, another embedder, a declined request): the caller then writes
    directly. Raises `Refused` for the error the direct path would have raised, `HandoffLost` when
    the request was sent and no answer came."""
    path = socket_path(db)
    if path is None:
        return None
    try:
        before = os.lstat(path)
    except OSError:
        return None  # no worker: the usual case before the first capture starts one
    if not stat.S_ISSOCK(before.st_mode) or before.st_uid != os.geteuid():
        return None
    sock = net.socket(net.AF_UNIX, net.SOCK_STREAM)
    try:
        sock.settimeout(CONNECT_TIMEOUT)
        try:
            sock.connect(path)
        except ConnectionRefusedError:
            _remove_stale(path, before)
            return None
        except OSError:
            return None
        peer = _peer_uid(sock)
        if peer is not None and peer[1] != os.geteuid():
            return None
        message = {"v": PROTOCOL, "op": "capture", "db": store_key(db), "embedder": embedder, "now": now,
                   "fields": fields}
        try:
            sock.sendall(json.dumps(message).encode() + b"\n")
        except OSError:
            return None  # closed before it had the whole line: it cannot have written anything
        sock.settimeout(REPLY_TIMEOUT)
        try:
            line = _read_line(sock, MAX_MESSAGE)
            reason = "the connection closed"
        except OSError as exc:
            line, reason = None, f"{exc.strerror or exc}"
        if line is None:
            who = f"pid {peer[0]}" if peer else "its process"
            raise HandoffLost(
                f"the capture was handed to the Helix worker of {store_key(db)} ({who}) but no answer came "
                f"({reason}); it may or may not be stored: look with `helix list` before capturing it again "
                "(the worker is `python -m helix_core.agents.embed_job`)")
    finally:
        sock.close()
    reply = json.loads(line)
    if "decline" in reply:
        return None
    if "error" in reply:
        raise Refused(reply["error"], int(reply.get("exit_code", 1)))
    return reply


def _remove_stale(path: str, seen: os.stat_result) -> None:
    """A socket nobody listens on is left by a worker that died: remove it, unless a new worker
    has put its own there since we looked."""
    try:
        now = os.lstat(path)
        if (now.st_ino, now.st_dev) == (seen.st_ino, seen.st_dev):
            os.unlink(path)
    except OSError:
        pass


# -- the worker's end ------------------------------------------------------------------------------


class Listener:
    """The worker's socket for one store. Bound under a temporary name and renamed into place once
    it listens, so a socket found at the path either answers or is stale (refused)."""

    def __init__(self, path: str) -> None:
        self.path = path
        temporary = f"{path}.{os.getpid()}"
        import socket

        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            self.sock.bind(temporary)
            os.chmod(temporary, 0o600)
            self.sock.listen(64)
            os.replace(temporary, path)  # replaces a stale socket left by a worker that died
        except BaseException:
            self.sock.close()
            with contextlib.suppress(FileNotFoundError):
                os.unlink(temporary)
            raise
        st = os.lstat(path)
        self._identity = (st.st_ino, st.st_dev)

    @classmethod
    def open(cls, db: Path | str) -> Listener | None:
        """Listen for `db`'s captures; None when no owner-only place for the socket exists."""
        path = socket_path(db, create=True)
        if path is None:
            return None
        try:
            return cls(path)
        except OSError:
            return None

    def fileno(self) -> int:
        return self.sock.fileno()

    def still_ours(self) -> bool:
        """Whether the path still names this socket (someone may have removed or replaced it)."""
        try:
            st = os.lstat(self.path)
        except OSError:
            return False
        return (st.st_ino, st.st_dev) == self._identity

    def accept(self) -> socket.socket | None:
        """The next connection from our own user, or None (none waiting, or another user's)."""
        try:
            conn, _ = self.sock.accept()
        except (BlockingIOError, TimeoutError, InterruptedError):
            return None
        if not _same_user(conn):
            conn.close()
            return None
        conn.settimeout(READ_TIMEOUT)
        return conn

    def stop_listening(self) -> list[socket.socket]:
        """Unlink the path (no new caller can connect), then take every connection made before: a
        caller that connected is answered, never dropped. Returns them for the last answers."""
        if self.still_ours():
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self.path)
        time.sleep(EXIT_GRACE)
        self.sock.setblocking(False)
        waiting = []
        while (conn := self.accept()) is not None:
            waiting.append(conn)
        return waiting

    def close(self) -> None:
        """Unlink the path if it is still ours and close (again: harmless)."""
        if self.sock.fileno() >= 0 and self.still_ours():
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self.path)
        self.sock.close()


def read_request(conn: socket.socket) -> dict[str, Any] | None:
    """A caller's request, or None for one that is not (garbled, too long, silent)."""
    try:
        line = _read_line(conn, MAX_MESSAGE)
        value = json.loads(line) if line is not None else None
    except (OSError, ValueError):
        return None
    return value if isinstance(value, dict) else None


def answer(conn: socket.socket, reply: dict[str, Any]) -> None:
    """Send the reply and close; a caller that went away meanwhile is not an error here."""
    try:
        conn.sendall(json.dumps(reply).encode() + b"\n")
    except OSError:
        pass
    finally:
        conn.close()
