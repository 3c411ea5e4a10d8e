"""A loopback HTTP server speaking enough of Ollama's API for the real `ollama` client.

Endpoints: /api/tags, /api/chat (with `format`, streaming or not), /api/embed, /api/generate.
Modes (switchable while running): ok, slow, error (HTTP 500), invalid_json, schema_break,
break_once (one schema-breaking reply, then good ones), garbage_stream (never-ending chunks).
Every request body is recorded, so tests can prove that no secret reached the "model".
`closed_port()` gives a port nothing listens on, for the refused case.
"""

from __future__ import annotations

import hashlib
import json
import socket
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import numpy as np


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def default_answer(request: dict[str, Any]) -> dict[str, Any]:
    """A schema-correct answer chosen from the requested format's properties."""
    props = (request.get("format") or {}).get("properties", {}) if isinstance(request.get("format"), dict) else {}
    if "poignancy" in props:
        return {"poignancy": 7}
    if "statement" in props:
        return {"statement": "Activate the .venv before running pytest", "kind": "procedure"}
    if "questions" in props:
        return {"questions": ["What must happen before the tests run?", "Which tools does the project use?"]}
    if "insight" in props:
        return {"insight": "Tests in this project only pass inside the activated virtualenv", "sources": [1, 2]}
    if "contradicts" in props:
        return {"contradicts": True, "reason": "they give different values for the same setting"}
    return {}


def broken_answer(request: dict[str, Any]) -> dict[str, Any]:
    """Replies that parse but break their schema, the way small models do."""
    props = (request.get("format") or {}).get("properties", {})
    if "poignancy" in props:
        return {"poignancy": 42}
    if "statement" in props:
        return {"statement": "", "kind": "gossip"}
    if "questions" in props:
        return {"questions": ["Same?", "Same?"]}
    if "insight" in props:
        return {"insight": "made up", "sources": [99]}
    if "contradicts" in props:
        return {"contradicts": "maybe"}
    return {"nonsense": True}


class FakeOllama:
    def __init__(self, mode: str = "ok", delay: float = 3.0,
                 answer: Callable[[dict[str, Any]], dict[str, Any]] | None = None) -> None:
        self.mode = mode
        self.delay = delay
        self.answer = answer or default_answer
        self.requests: list[tuple[str, str]] = []
        self.chat_calls = 0
        self._broke = False
        self._stop = threading.Event()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def _send(self, code: int, body: bytes, ctype: str = "application/json") -> None:
                self.send_response(code)
                self.send_header("Content-Type", ctype)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self) -> None:
                fake.requests.append((self.path, ""))
                if self.path == "/api/tags":
                    models = [{"model": m, "name": m, "size": 1, "digest": "x", "modified_at": "2026-01-01T00:00:00Z"}
                              for m in ("qwen2.5:0.5b", "qwen2.5:3b", "nomic-embed-text")]
                    self._send(200, json.dumps({"models": models}).encode())
                else:
                    self._send(404, b'{"error":"not found"}')

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length).decode("utf-8", "replace")
                fake.requests.append((self.path, raw))
                try:
                    request = json.loads(raw or "{}")
                except json.JSONDecodeError:
                    self._send(400, b'{"error":"bad json"}')
                    return
                if self.path == "/api/embed":
                    inputs = request.get("input")
                    inputs = [inputs] if isinstance(inputs, str) else list(inputs or [])
                    vecs = [fake_vector(t) for t in inputs]
                    self._send(200, json.dumps({"model": request.get("model"), "embeddings": vecs}).encode())
                    return
                if self.path in ("/api/chat", "/api/generate"):
                    fake.chat_calls += 1
                    self.chat(request)
                    return
                self._send(404, b'{"error":"not found"}')

            def chat(self, request: dict[str, Any]) -> None:
                mode = fake.mode
                if mode == "error":
                    self._send(500, b'{"error":"model crashed"}')
                    return
                if mode == "slow":
                    time.sleep(fake.delay)
                if mode == "garbage_stream":
                    self.send_response(200)
                    self.send_header("Content-Type", "application/x-ndjson")
                    self.send_header("Transfer-Encoding", "chunked")
                    self.end_headers()
                    try:
                        while not fake._stop.is_set():
                            line = json.dumps({"model": "m", "created_at": "2026-01-01T00:00:00Z",
                                               "message": {"role": "assistant", "content": "blah "},
                                               "done": False}) + "\n"
                            data = line.encode()
                            self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
                            self.wfile.flush()
                            time.sleep(0.01)
                    except (BrokenPipeError, ConnectionResetError):
                        pass
                    return
                if mode == "invalid_json":
                    content = '{"poignancy": 7, "statement": '  # cut off
                elif mode == "schema_break" or (mode == "break_once" and not fake._broke):
                    fake._broke = True
                    content = json.dumps(broken_answer(request))
                else:
                    content = json.dumps(fake.answer(request))
                if self.path == "/api/generate":
                    self._send(200, json.dumps({"model": "m", "created_at": "2026-01-01T00:00:00Z",
                                                "response": content, "done": True}).encode())
                    return
                message = {"model": request.get("model", "m"), "created_at": "2026-01-01T00:00:00Z",
                           "message": {"role": "assistant", "content": content}, "done": True}
                if request.get("stream", True):
                    first = dict(message, done=False)
                    last = dict(message, message={"role": "assistant", "content": ""}, done=True)
                    body = (json.dumps(first) + "\n" + json.dumps(last) + "\n").encode()
                    self._send(200, body, "application/x-ndjson")
                else:
                    self._send(200, json.dumps(message).encode())

        self.server = _QuietServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def host(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def bodies(self) -> str:
        return "\n".join(body for _, body in self.requests)

    def __enter__(self) -> FakeOllama:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self.server.shutdown()
        self.server.server_close()


class _QuietServer(ThreadingHTTPServer):
    """A client that gave up (the point of the slow and endless modes) is not an error here."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        import sys

        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


def fake_vector(text: str, dim: int = 16) -> list[float]:
    seed = int.from_bytes(hashlib.blake2b(text.encode(), digest_size=4).digest(), "little")
    v = np.random.default_rng(seed).standard_normal(dim)
    return (v / np.linalg.norm(v)).round(6).tolist()
