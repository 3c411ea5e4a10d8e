"""The embedder contract shared by every backend.

Every vector Helix stores is tagged with the embedder's ``name`` (SPEC §13: changing the
embedder means re-embedding), so backends must be deterministic and report a stable name.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

import numpy as np

__all__ = ["Embedder", "EmbedderUnavailable", "l2_normalize_rows"]


class EmbedderUnavailable(RuntimeError):
    """The backend cannot produce vectors right now (server down, bad reply, missing model).

    Callers catch this one type to fall back, instead of knowing each backend's errors.
    """


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into unit-length float32 vectors.

    ``embed`` returns shape ``(len(texts), dim)``; each row has L2 norm 1, except that a
    backend may return an all-zero row for text with no usable content.
    """

    name: str
    dim: int

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Embed ``texts`` in order; see the class docstring for the shape contract."""
        ...


def l2_normalize_rows(x: np.ndarray, eps: float = 1e-12) -> np.ndarray:
    """Scale each row to unit length as float32; zero rows stay zero (no NaNs)."""
    x = np.asarray(x, dtype=np.float32)
    norms = np.linalg.norm(x, axis=1, keepdims=True)
    return (x / np.maximum(norms, eps)).astype(np.float32, copy=False)
