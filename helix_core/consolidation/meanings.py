"""Whether two short phrases name one thing, by their meaning: "The case management service" and
"casework-api", "Identity checks" and "document verification".

Words alone miss a thing named two ways; a sentence model (MiniLM) sees it. Only with that model: the
bar below is MiniLM's (another model spreads its cosines otherwise), hashing vectors carry no meaning,
and an embedder that fails says nothing rather than stop the run. Vectors are cached for the run, as
the same statement meets many notes.
"""

from __future__ import annotations

from typing import Any

import numpy as np

SAME_THING = 0.45  # cosine of one thing named two ways with no word in common ("The case management service" /
# "casework-api" 0.49); two things of one project named with no shared word stayed under 0.4 on the corpus


class Meanings:
    """Phrase similarity for one consolidation run."""

    def __init__(self, embedder: Any) -> None:
        self._embedder = embedder
        self._vectors: dict[str, np.ndarray] = {}

    @property
    def available(self) -> bool:
        return self._embedder is not None and str(getattr(self._embedder, "name", "")).startswith("minilm")

    def similarity(self, a: str, b: str) -> float | None:
        """Cosine of the two phrases, or None without a model of meaning."""
        if not a.strip() or not b.strip():
            return None
        vecs = self.vectors([a, b])
        return None if vecs is None else float(vecs[0] @ vecs[1])

    def vectors(self, phrases: list[str]) -> np.ndarray | None:
        """The phrases' unit vectors, one row each (embedded once per run), or None without a model of
        meaning."""
        if not self.available:
            return None
        missing = list(dict.fromkeys(p for p in phrases if p not in self._vectors))
        if missing:
            try:
                embedded = self._embedder.embed(missing)
            except Exception:  # noqa: BLE001 - a failing model of meaning only leaves this reading out
                self._embedder = None
                return None
            for p, v in zip(missing, embedded, strict=True):
                v = np.asarray(v, dtype=np.float32)
                n = float(np.linalg.norm(v))
                self._vectors[p] = v / n if n > 0 else v
        return np.vstack([self._vectors[p] for p in phrases])

    def same_thing(self, a: str, b: str) -> bool:
        sim = self.similarity(a, b)
        return sim is not None and sim >= SAME_THING
