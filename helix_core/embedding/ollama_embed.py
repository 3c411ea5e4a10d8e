"""Embeddings from an Ollama server, validated before Helix trusts them.

Small local servers misbehave (SPEC §13), so every reply is checked: one vector per input,
all finite numbers, a consistent dimension.  Any failure surfaces as ``EmbedderUnavailable``
so the caller can fall back instead of storing garbage.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Sequence
from typing import Any

import numpy as np

from ..redact import redact
from .base import EmbedderUnavailable, l2_normalize_rows

__all__ = ["OllamaEmbedder"]


# A reply bigger than this is not embeddings (32 texts × 4096 dims as JSON is ~3 MB): an endless
# body must not exhaust memory, and a trickling one must not outlive the timeout by much.
MAX_REPLY_BYTES = 64 * 1024 * 1024


class ReplyTooLarge(OSError):
    """The server kept sending past the size or time limit."""


def _bounded_body(limit: int, seconds: float) -> Any:
    """An httpx response hook capping how many bytes, and for how long, the body may be read."""

    def hook(response: Any) -> None:
        length = response.headers.get("content-length")
        if length and length.isdigit() and int(length) > limit:
            response.close()
            raise ReplyTooLarge(f"reply of {int(length):,} bytes is over the {limit:,}-byte limit")
        import httpx

        inner = response.stream
        deadline = time.monotonic() + seconds

        class Bounded(httpx.SyncByteStream):
            def __iter__(self) -> Any:
                total = 0
                for chunk in inner:
                    total += len(chunk)
                    if total > limit or time.monotonic() > deadline:
                        raise ReplyTooLarge("reply too large or too slow; cut off")
                    yield chunk

            def close(self) -> None:
                inner.close()

        response.stream = Bounded()

    return hook


class OllamaEmbedder:
    """Embedder backed by ``ollama.Client.embed``.

    ``dim`` is 0 until the first reply reveals it (or is fixed up front with ``dim=``);
    ``discover_dim()`` probes the server when it must be known before any real text.  It is a
    plain attribute, not a probing property, so ``isinstance(x, Embedder)`` never hits the network.
    """

    def __init__(
        self, model: str, host: str | None = None, timeout: float = 10.0, dim: int | None = None
    ) -> None:
        if not model:
            raise ValueError("an Ollama embedding model name is required")
        self.model = model
        self.host = host
        self.timeout = timeout
        self.name: str = f"ollama:{model}"
        self.dim: int = dim or 0
        self._client: Any | None = None
        self._lock = threading.Lock()

    def discover_dim(self) -> int:
        """Return ``dim``, embedding a probe text first if no reply has revealed it yet."""
        if not self.dim:
            self.embed(["dimension probe"])
        return self.dim

    def _get_client(self) -> Any:
        with self._lock:
            if self._client is None:
                import ollama

                self._client = ollama.Client(
                    host=self.host, timeout=self.timeout,
                    event_hooks={"response": [_bounded_body(MAX_REPLY_BYTES, self.timeout * 3)]},
                )
            return self._client

    def _request(self, texts: list[str]) -> Any:
        import httpx
        import ollama
        import pydantic

        where = self.host or "the default OLLAMA_HOST"
        try:
            return self._get_client().embed(model=self.model, input=texts)
        except ollama.ResponseError as e:
            raise EmbedderUnavailable(
                f"Ollama at {where} refused to embed with {self.model!r}: {e}"
            ) from e
        except (ConnectionError, httpx.HTTPError, OSError) as e:
            raise EmbedderUnavailable(f"Ollama at {where} is unreachable: {e}") from e
        except (pydantic.ValidationError, ValueError, TypeError, KeyError) as e:
            raise EmbedderUnavailable(f"Ollama at {where} sent a malformed embed reply: {e}") from e

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Embed ``texts`` → ``(n, dim)`` float32 unit rows; raises ``EmbedderUnavailable``.

        Every text is redacted first: stored content already is, but a recall query goes straight
        from the caller to here, and no secret may leave the process (SPEC §8).
        """
        texts = [redact(t).text for t in texts]
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        reply = self._request(texts)
        vectors = getattr(reply, "embeddings", None)
        if vectors is None and isinstance(reply, dict):
            vectors = reply.get("embeddings")
        if (
            not isinstance(vectors, Sequence)
            or isinstance(vectors, str | bytes)
            or len(vectors) != len(texts)
        ):
            got = len(vectors) if isinstance(vectors, Sequence) else type(vectors).__name__
            raise EmbedderUnavailable(f"Ollama returned {got} vectors for {len(texts)} texts")
        width: int | None = self.dim or None
        for v in vectors:
            if not isinstance(v, Sequence) or isinstance(v, str | bytes) or not v:
                raise EmbedderUnavailable(
                    "Ollama returned a vector that is not a non-empty list of numbers"
                )
            if width is None:
                width = len(v)
            if len(v) != width:
                raise EmbedderUnavailable(f"Ollama returned a {len(v)}-d vector, expected {width}")
            for x in v:
                if isinstance(x, bool) or not isinstance(x, int | float) or not math.isfinite(x):
                    raise EmbedderUnavailable(
                        f"Ollama returned a non-numeric vector component: {x!r}"
                    )
        arr = np.asarray(vectors, dtype=np.float32)
        self.dim = len(vectors[0])
        return l2_normalize_rows(arr)
