"""Measure embedding throughput (texts/s) for MiniLM and the hashing embedder.

SPEC §13 budgets about 40 texts/s for the numpy MiniLM on 2 cores; run this after touching
``helix_core/embedding`` to check we still meet it.  Usage: ``python bench/embed_throughput.py``.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from helix_core.embedding import (
    Embedder,
    HashingEmbedder,
    MiniLMEmbedder,
    find_minilm_dir,
)

_SUBJECTS = [
    "the test suite",
    "the sqlite-vec extension",
    "pytest",
    "the CLI entry point",
    "the config loader",
    "the embedding cache",
    "the migration script",
    "the TUI search screen",
    "the Ollama client",
    "the venv",
]
_TEMPLATES = [
    "Run {s} with -q before committing.",
    "Remember that {s} needs Python 3.11 or newer.",
    "Fixed a crash in {s} when the input list is empty.",
    "{s} is slow on large repositories; consider caching the results.",
    "Do not touch {s} without updating the docs in SPEC.md.",
    "The user prefers {s} to print short, plain-text errors.",
    "How do I configure {s} on macOS?",
    "Decided to keep {s} local-first: no network calls by default.",
]


def sentences(n: int = 200, seed: int = 7) -> list[str]:
    """Realistic short memory-like sentences, deterministic for comparable runs."""
    rng = random.Random(seed)
    return [rng.choice(_TEMPLATES).format(s=rng.choice(_SUBJECTS)) for _ in range(n)]


def bench(embedder: Embedder, texts: list[str], repeats: int = 3) -> float:
    """Best-of-``repeats`` texts/s (best, because the first run pays for warm-up)."""
    best = 0.0
    for _ in range(repeats):
        t0 = time.perf_counter()
        embedder.embed(texts)
        best = max(best, len(texts) / (time.perf_counter() - t0))
    return best


def main() -> None:
    texts = sentences()
    if find_minilm_dir() is not None:
        minilm = MiniLMEmbedder()
        t0 = time.perf_counter()
        minilm.load()
        print(f"minilm  load: {time.perf_counter() - t0:.3f} s")
        print(f"minilm  {bench(minilm, texts):8.1f} texts/s  ({len(texts)} texts)")
        one = bench(minilm, texts[:1], repeats=5)
        print(f"minilm  single-text latency: {1000.0 / one:.1f} ms")
    else:
        print("minilm  weights not found; skipped")
    print(f"hashing {bench(HashingEmbedder(), texts):8.1f} texts/s  ({len(texts)} texts)")


if __name__ == "__main__":
    main()
