"""A dependency-free feature-hashing embedder.

Used by tests (fast, deterministic) and as the visible fallback when no neural model is
installed.  Hashes come from blake2b rather than ``hash()``, whose per-process
randomisation would make stored vectors useless after a restart.
"""

from __future__ import annotations

import hashlib
import itertools
import math
import re
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

import numpy as np

__all__ = ["HashingEmbedder"]

_WORD_RE = re.compile(r"\w+", re.UNICODE)

# Relative weights: whole words carry most meaning, bigrams add phrase order, character
# trigrams give some robustness to inflection and identifiers (``run_tests`` vs ``tests``).
_W_UNIGRAM = 1.0
_W_BIGRAM = 0.7
_W_TRIGRAM = 0.35


@lru_cache(maxsize=65_536)
def _bucket(feature: str, dim: int) -> tuple[int, float]:
    """Map a feature to ``(index, ±1)`` with a stable 64-bit blake2b hash."""
    h = int.from_bytes(hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest(), "little")
    return h % dim, (1.0 if (h >> 63) & 1 else -1.0)


class HashingEmbedder:
    """Signed feature hashing of word unigrams, bigrams and character 3-grams.

    Term frequencies are damped with ``1 + log(tf)`` so repeated words do not dominate, and
    rows are L2-normalised so cosine similarity is a dot product.  Text with no word
    characters embeds to the zero vector.
    """

    def __init__(self, dim: int = 384) -> None:
        if dim <= 0:
            raise ValueError("dim must be positive")
        self.dim: int = dim
        self.name: str = f"hashing-{dim}"

    def _features(self, text: str) -> Counter[tuple[str, float]]:
        words = _WORD_RE.findall(text.lower())
        feats: Counter[tuple[str, float]] = Counter()
        for w in words:
            feats[("w:" + w, _W_UNIGRAM)] += 1
            padded = f"<{w}>"
            for i in range(len(padded) - 2):
                feats[("c:" + padded[i : i + 3], _W_TRIGRAM)] += 1
        for a, b in itertools.pairwise(words):
            feats[(f"b:{a} {b}", _W_BIGRAM)] += 1
        return feats

    def embed_one(self, text: str) -> np.ndarray:
        """Embed a single text (unit length, or zeros when it has no words)."""
        # Accumulate in plain Python floats and take the norm with fsum: BLAS/SIMD reductions
        # can round differently depending on memory alignment, and we want bit-identical
        # vectors for the same text in every process.
        acc: dict[int, float] = {}
        for (feat, weight), tf in self._features(text).items():
            idx, sign = _bucket(feat, self.dim)
            acc[idx] = acc.get(idx, 0.0) + sign * weight * (1.0 + math.log(tf))
        vec = np.zeros(self.dim, dtype=np.float32)
        norm = math.sqrt(math.fsum(v * v for v in acc.values()))
        if norm > 0.0:
            for idx, v in acc.items():
                vec[idx] = v / norm
        return vec

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Embed ``texts`` into an ``(n, dim)`` float32 array."""
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, text in enumerate(texts):
            out[i] = self.embed_one(text)
        return out
