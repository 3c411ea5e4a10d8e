"""A thin, defensive wrapper over the official `ollama` client.

Why streaming: a server that keeps sending bytes never trips httpx's per-read timeout, so a
non-streaming call could hang forever. Streaming lets us stop at a total deadline or a size cap.
Why a reachability cache: capture must never wait on a server that is not there, so one cheap
probe (`/api/tags`) is remembered per host for a while, and any failure trips the breaker too.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..redact import redact

REACHABLE_TTL = 60.0  # seconds a successful probe is trusted
UNREACHABLE_TTL = 30.0  # seconds a failed probe or call keeps the model path off
MAX_REPLY_CHARS = 20_000

_reach_lock = threading.Lock()
_reachability: dict[str, tuple[bool, float]] = {}


def reset_reachability() -> None:
    """Forget every cached probe (tests; or after a person starts Ollama)."""
    with _reach_lock:
        _reachability.clear()


Validator = Callable[[Any], Any]


@dataclass
class LLMReply:
    value: Any | None
    ok: bool
    error: str | None = None
    attempts: int = 0


@dataclass
class CallStats:
    calls: int = 0
    ok: int = 0
    fallbacks: int = 0
    reasons: list[str] = field(default_factory=list)


class OllamaLLM:
    """One configured server. Thread-safe; the underlying httpx client is created lazily."""

    def __init__(self, host: str | None = None, timeout: float = 60.0,
                 probe_timeout: float = 0.5) -> None:
        self.host = host
        self.timeout = timeout
        self.probe_timeout = probe_timeout
        self.stats = CallStats()
        self._lock = threading.Lock()
        self._clients: dict[float, Any] = {}

    @property
    def key(self) -> str:
        import os

        return self.host or os.environ.get("OLLAMA_HOST") or "127.0.0.1:11434"

    def _client(self, timeout: float) -> Any:
        with self._lock:
            client = self._clients.get(timeout)
            if client is None:
                import ollama

                # trust_env=False: a proxy from the environment must never see local prompts.
                client = ollama.Client(host=self.host, timeout=timeout, trust_env=False)
                self._clients[timeout] = client
            return client

    # -- reachability ----------------------------------------------------------------------------

    def available(self) -> bool:
        """Is the server there? Cached per host; a probe costs at most `probe_timeout`."""
        now = time.monotonic()
        with _reach_lock:
            cached = _reachability.get(self.key)
        if cached is not None and now < cached[1]:
            return cached[0]
        ok = self._probe()
        self._remember(ok)
        return ok

    def _probe(self) -> bool:
        try:
            reply = self._client(self.probe_timeout).list()
        except Exception:
            return False
        return hasattr(reply, "models") or isinstance(reply, dict)

    def _remember(self, ok: bool) -> None:
        ttl = REACHABLE_TTL if ok else UNREACHABLE_TTL
        with _reach_lock:
            _reachability[self.key] = (ok, time.monotonic() + ttl)

    def mark_unreachable(self) -> None:
        self._remember(False)

    # -- structured chat -------------------------------------------------------------------------

    def chat_json(
        self,
        model: str,
        system: str,
        prompt: str,
        schema: dict[str, Any],
        validate: Validator,
        timeout: float | None = None,
    ) -> LLMReply:
        """Ask for JSON matching `schema`; validate; one repair round; else a failed reply.

        Both prompts are redacted first: no secret leaves the process.
        """
        deadline_each = timeout if timeout is not None else self.timeout
        self.stats.calls += 1
        if not self.available():
            return self._fail("ollama unreachable", 0)
        messages: list[dict[str, str]] = [
            {"role": "system", "content": redact(system).text},
            {"role": "user", "content": redact(prompt).text},
        ]
        error = "no reply"
        for attempt in (1, 2):
            try:
                text = self._stream(model, messages, schema, deadline_each)
            except Exception as exc:  # timeouts, connection refused, HTTP errors, garbage frames
                if _is_timeout(exc):
                    self.mark_unreachable()  # a server this slow must not hold up the next capture
                    return self._fail(f"timeout: {_short(exc)}", attempt)
                if _is_connection_error(exc):
                    self.mark_unreachable()
                    return self._fail(f"unreachable: {_short(exc)}", attempt)
                error = f"{type(exc).__name__}: {_short(exc)}"
                if attempt == 2 or _is_http_error(exc):
                    return self._fail(error, attempt)
                continue
            try:
                value = validate(_parse_json(text))
            except (ValueError, TypeError, KeyError) as exc:
                error = f"invalid reply: {_short(exc)}"
                messages = [
                    *messages,
                    {"role": "assistant", "content": redact(text[:2000]).text},
                    {"role": "user", "content": (
                        f"That reply was not valid: {_short(exc)}. Answer again with JSON that "
                        f"matches this schema exactly: {json.dumps(schema)}")},
                ]
                continue
            self.stats.ok += 1
            return LLMReply(value=value, ok=True, attempts=attempt)
        return self._fail(error, 2)

    def _fail(self, reason: str, attempts: int) -> LLMReply:
        self.stats.fallbacks += 1
        if len(self.stats.reasons) < 50:
            self.stats.reasons.append(reason)
        return LLMReply(value=None, ok=False, error=reason, attempts=attempts)

    def _stream(self, model: str, messages: list[dict[str, str]], schema: dict[str, Any],
                timeout: float) -> str:
        start = time.monotonic()
        parts: list[str] = []
        size = 0
        stream = self._client(timeout).chat(
            model=model, messages=messages, format=schema, stream=True,
            options={"temperature": 0}, keep_alive="10m",
        )
        try:
            for chunk in stream:
                message = getattr(chunk, "message", None)
                piece = getattr(message, "content", None) or ""
                parts.append(piece)
                size += len(piece)
                if time.monotonic() - start > timeout:
                    raise TimeoutError(f"no complete reply within {timeout:.1f}s")
                if size > MAX_REPLY_CHARS:
                    raise ValueError(f"reply longer than {MAX_REPLY_CHARS} characters")
                if getattr(chunk, "done", False):
                    break
        finally:
            close = getattr(stream, "close", None)
            if close is not None:
                close()
        return "".join(parts)


def _parse_json(text: str) -> Any:
    text = text.strip()
    if text.startswith("```"):
        text = text.strip("`")
        text = text[4:] if text.startswith("json") else text
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not JSON ({exc.msg} at {exc.pos})") from None


def _is_timeout(exc: BaseException) -> bool:
    import httpx

    return isinstance(exc, (TimeoutError, httpx.TimeoutException))


def _is_connection_error(exc: BaseException) -> bool:
    import httpx

    return isinstance(exc, (ConnectionError, httpx.ConnectError, httpx.ConnectTimeout))


def _is_http_error(exc: BaseException) -> bool:
    import ollama

    return isinstance(exc, ollama.ResponseError)


def _short(exc: BaseException | str, n: int = 160) -> str:
    text = " ".join(str(exc).split())
    return text if len(text) <= n else text[: n - 1] + "…"
