"""Shared helpers for the benchmark suite: timing, percentiles, peak memory, a caching embedder."""

from __future__ import annotations

import hashlib
import statistics
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0..100) by linear interpolation; 0.0 for no values."""
    if not values:
        return 0.0
    return float(np.percentile(np.asarray(values, dtype=np.float64), q))


def latency_summary(seconds: Sequence[float]) -> dict[str, float]:
    """p50/p95/p99/mean in milliseconds."""
    ms = [s * 1000.0 for s in seconds]
    return {
        "p50_ms": round(percentile(ms, 50), 3),
        "p95_ms": round(percentile(ms, 95), 3),
        "p99_ms": round(percentile(ms, 99), 3),
        "mean_ms": round(statistics.fmean(ms), 3) if ms else 0.0,
        "n": len(ms),
    }


def timed(fn: Callable[[], Any], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t0)
    return out


def peak_rss_mb() -> float:
    """VmHWM of this process (peak resident set), in MB; 0 where /proc is missing."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024.0
    except OSError:
        pass
    return 0.0


def rss_mb() -> float:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024.0
    except OSError:
        pass
    return 0.0


class CachingEmbedder:
    """Wraps an embedder and remembers its vectors on disk, keyed by text.

    The vectors are the wrapped embedder's own (same name, so the store labels them correctly);
    the cache only spares re-running MiniLM over the same LoCoMo turns on every benchmark run.
    """

    def __init__(self, inner: Any, path: Path | None) -> None:
        self.inner = inner
        self.name = inner.name
        self.dim = inner.dim
        self.path = path
        self._lock = threading.Lock()
        self._cache: dict[str, np.ndarray] = {}
        self.computed = 0
        if path is not None and path.is_file():
            data = np.load(path, allow_pickle=False)
            for key, vec in zip(data["keys"], data["vectors"], strict=True):
                self._cache[str(key)] = vec

    def __getattr__(self, name: str) -> Any:
        """Anything else is the wrapped embedder's — its tokenizer (`token_offsets`, `window_tokens`)
        above all, so a long text is cut into the same pieces with the cache as without it."""
        if name == "inner":
            raise AttributeError(name)
        return getattr(self.inner, name)

    @staticmethod
    def _key(text: str) -> str:
        return hashlib.sha1(text.encode("utf-8")).hexdigest()

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        keys = [self._key(t) for t in texts]
        with self._lock:
            missing = [i for i, k in enumerate(keys) if k not in self._cache]
        if missing:
            vectors = self.inner.embed([texts[i] for i in missing])
            self.dim = int(vectors.shape[1])
            with self._lock:
                for j, i in enumerate(missing):
                    self._cache[keys[i]] = np.asarray(vectors[j], dtype=np.float32)
                self.computed += len(missing)
        with self._lock:
            return np.stack([self._cache[k] for k in keys]).astype(np.float32)

    def save(self) -> None:
        if self.path is None or not self._cache or self.computed == 0:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        keys = np.array(list(self._cache), dtype="U40")
        vectors = np.stack(list(self._cache.values())).astype(np.float32)
        tmp = self.path.with_suffix(".tmp.npz")
        np.savez(tmp, keys=keys, vectors=vectors)
        tmp.replace(self.path)
        self.computed = 0


def minilm_or_none() -> Any:
    """The numpy MiniLM embedder, or None when its weights are not installed."""
    from helix_core.embedding import MiniLMEmbedder, find_minilm_dir

    found = find_minilm_dir(None)
    return MiniLMEmbedder(found) if found is not None else None
