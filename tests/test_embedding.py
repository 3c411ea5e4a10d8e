"""Tests for helix_core.embedding: MiniLM fidelity, hashing determinism, Ollama validation."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from helix_core.embedding import (
    Embedder,
    EmbedderUnavailable,
    HashingEmbedder,
    MiniLMEmbedder,
    OllamaEmbedder,
    find_minilm_dir,
    make_embedder,
)
from helix_core.embedding import minilm as minilm_mod

REPO = Path(__file__).resolve().parent.parent
REFERENCE = Path(__file__).parent / "fixtures" / "minilm_reference.json"

needs_minilm = pytest.mark.skipif(find_minilm_dir() is None, reason="MiniLM weights not installed")


def cos(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.dot(a, b) / (np.linalg.norm(a) * np.linalg.norm(b)))


@pytest.fixture(scope="module")
def minilm() -> MiniLMEmbedder:
    return MiniLMEmbedder()


# -- MiniLM -----------------------------------------------------------------------------------


@needs_minilm
def test_minilm_shape_dtype_norm(minilm: MiniLMEmbedder) -> None:
    v = minilm.embed(["hello world", "a somewhat longer sentence about running tests", ""])
    assert isinstance(minilm, Embedder)
    assert minilm.name == "minilm-l6-v2" and minilm.dim == 384
    assert v.shape == (3, 384) and v.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-5)
    assert minilm.embed([]).shape == (0, 384)


@needs_minilm
def test_minilm_semantic_sanity(minilm: MiniLMEmbedder) -> None:
    q, good, bad = minilm.embed(
        [
            "How do I run the tests?",
            "Run pytest after activating the venv",
            "The cat sat on the mat",
        ]
    )
    assert cos(q, good) > cos(q, bad)


@needs_minilm
def test_minilm_matches_sentence_transformers(minilm: MiniLMEmbedder) -> None:
    ref = json.loads(REFERENCE.read_text())
    items = ref["items"]
    got = minilm.embed([it["text"] for it in items])
    for row, it in zip(got, items, strict=True):
        want = np.asarray(it["vector"], dtype=np.float32)
        assert abs(it["norm"] - 1.0) < 1e-5
        np.testing.assert_allclose(want[:16], it["first16"], atol=1e-6)
        assert cos(row, want) >= 0.9999, it["text"]
        np.testing.assert_allclose(row[:16], it["first16"], atol=1e-4)


@needs_minilm
def test_minilm_batching_preserves_order() -> None:
    texts = [
        "short",
        "a much longer sentence that forces padding of every shorter item in the same batch " * 3,
        "medium length sentence here",
        "",
        "x",
        "Helix remembers decisions, preferences and fixes for coding agents.",
    ]
    emb = MiniLMEmbedder(batch_size=4)  # several batches of mixed lengths
    batch = emb.embed(texts)
    single = np.vstack([emb.embed([t]) for t in texts])
    np.testing.assert_allclose(batch, single, atol=1e-5)


@needs_minilm
def test_minilm_truncates_long_text(minilm: MiniLMEmbedder) -> None:
    long = "the quick brown fox jumps over the lazy dog " * 200  # ≫ 256 tokens
    v = minilm.embed([long, long + " extra words past the limit"])
    assert v.shape == (2, 384)
    np.testing.assert_allclose(v[0], v[1], atol=1e-6)


@needs_minilm
def test_minilm_thread_safe_lazy_load() -> None:
    emb = MiniLMEmbedder()
    results: list[np.ndarray] = []
    errors: list[BaseException] = []

    def work() -> None:
        try:
            results.append(emb.embed(["concurrent load"]))
        except Exception as e:  # noqa: BLE001 - collected and asserted below
            errors.append(e)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    for r in results[1:]:
        np.testing.assert_allclose(r, results[0], atol=1e-6)


def test_find_minilm_dir_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def fake_model(d: Path) -> Path:
        d.mkdir(parents=True)
        for f in ("model.safetensors", "tokenizer.json", "config.json"):
            (d / f).write_text("{}")
        return d

    explicit = fake_model(tmp_path / "explicit")
    env = fake_model(tmp_path / "env")
    monkeypatch.setenv("HELIX_MINILM_DIR", str(env))
    assert find_minilm_dir(explicit) == explicit
    assert find_minilm_dir(None) == env
    assert find_minilm_dir(tmp_path / "missing") == env

    # Hugging Face cache layout, found through HF_HUB_CACHE when nothing else matches.
    monkeypatch.delenv("HELIX_MINILM_DIR")
    monkeypatch.setattr(minilm_mod, "_package_model_dir", lambda: None)
    hub = tmp_path / "hub"
    snap = fake_model(
        hub / "models--sentence-transformers--all-MiniLM-L6-v2" / "snapshots" / "abc123"
    )
    monkeypatch.setenv("HF_HUB_CACHE", str(hub))
    assert find_minilm_dir(None) == snap
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "nohub"))
    assert find_minilm_dir(None) is None


def test_make_embedder_falls_back_with_notice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(minilm_mod, "_package_model_dir", lambda: None)
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "hub"))
    monkeypatch.setenv("HELIX_MINILM_DIR", str(tmp_path / "nope"))
    for kind in ("auto", "minilm"):
        emb, notice = make_embedder(kind, minilm_dir=tmp_path / "also-nope")
        assert isinstance(emb, HashingEmbedder)
        assert notice is not None and "MiniLM weights not found" in notice
        assert str(tmp_path / "also-nope") in notice and "hashing" in notice
    # Asking MiniLMEmbedder directly fails loudly rather than silently degrading.
    with pytest.raises(EmbedderUnavailable):
        MiniLMEmbedder(tmp_path / "nope").embed(["x"])


def test_make_embedder_kinds(monkeypatch: pytest.MonkeyPatch) -> None:
    emb, notice = make_embedder("hashing")
    assert isinstance(emb, HashingEmbedder) and notice is None
    emb, notice = make_embedder(
        "ollama", ollama_model="nomic-embed-text", ollama_host="http://127.0.0.1:9"
    )
    assert (
        isinstance(emb, OllamaEmbedder) and emb.name == "ollama:nomic-embed-text" and notice is None
    )
    with pytest.raises(ValueError):
        make_embedder("ollama")
    with pytest.raises(ValueError):
        make_embedder("bogus")
    if find_minilm_dir() is not None:
        emb, notice = make_embedder("auto")
        assert isinstance(emb, MiniLMEmbedder) and notice is None


# -- Hashing ----------------------------------------------------------------------------------


def test_hashing_shape_norm_and_similarity() -> None:
    h = HashingEmbedder()
    assert isinstance(h, Embedder) and h.name == "hashing-384" and h.dim == 384
    v = h.embed(
        [
            "run the unit tests with pytest",
            "run unit tests using pytest",
            "the cat sat on the mat",
            "",
        ]
    )
    assert v.shape == (4, 384) and v.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(v[:3], axis=1), 1.0, atol=1e-5)
    assert not v[3].any()  # empty text → zero vector
    assert cos(v[0], v[1]) > cos(v[0], v[2]) + 0.2


def test_hashing_deterministic_across_processes() -> None:
    texts = ["Deterministic hashing survives restarts", "PYTHONHASHSEED must not matter"]
    code = (
        "import json, sys; from helix_core.embedding import HashingEmbedder; "
        "print(json.dumps(HashingEmbedder().embed(json.loads(sys.argv[1])).tolist()))"
    )
    outs = []
    for seed in ("1", "2"):
        proc = subprocess.run(
            [sys.executable, "-c", code, json.dumps(texts)],
            cwd=REPO,
            env={"PYTHONHASHSEED": seed, "PATH": "", "PYTHONPATH": str(REPO)},
            capture_output=True,
            text=True,
            check=True,
        )
        outs.append(np.asarray(json.loads(proc.stdout), dtype=np.float32))
    np.testing.assert_array_equal(outs[0], outs[1])
    np.testing.assert_array_equal(outs[0], HashingEmbedder().embed(texts))


# -- Ollama -----------------------------------------------------------------------------------

Reply = Callable[[dict[str, Any]], tuple[int, Any]]


@pytest.fixture
def ollama_server() -> Iterator[tuple[str, list[Reply], list[dict[str, Any]]]]:
    """Loopback server speaking Ollama's POST /api/embed; tests push reply functions."""
    replies: list[Reply] = []
    requests: list[dict[str, Any]] = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = json.loads(
                self.rfile.read(int(self.headers.get("Content-Length", "0"))) or b"{}"
            )
            requests.append({"path": self.path, **body})
            if self.path != "/api/embed":
                status, payload = 404, {"error": "not found"}
            else:
                status, payload = (replies.pop(0) if replies else default_reply)(body)
            data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: Any) -> None:
            pass

    def default_reply(body: dict[str, Any]) -> tuple[int, Any]:
        inputs = body["input"] if isinstance(body["input"], list) else [body["input"]]
        vecs = [[float(len(t)), 1.0, 0.0, 2.0] for t in inputs]
        return 200, {"model": body["model"], "embeddings": vecs}

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", replies, requests
    finally:
        server.shutdown()
        server.server_close()


def test_ollama_success(ollama_server: tuple[str, list[Reply], list[dict[str, Any]]]) -> None:
    host, _, requests = ollama_server
    emb = OllamaEmbedder("nomic-embed-text", host=host, timeout=5.0)
    assert isinstance(emb, Embedder)
    v = emb.embed(["abc", "hello"])
    assert v.shape == (2, 4) and v.dtype == np.float32 and emb.dim == 4
    np.testing.assert_allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-6)
    expected = np.array([3.0, 1.0, 0.0, 2.0]) / np.linalg.norm([3.0, 1.0, 0.0, 2.0])
    np.testing.assert_allclose(v[0], expected, atol=1e-6)
    assert requests[0]["model"] == "nomic-embed-text" and requests[0]["input"] == ["abc", "hello"]


def test_ollama_dim_probe(ollama_server: tuple[str, list[Reply], list[dict[str, Any]]]) -> None:
    host, _, requests = ollama_server
    emb = OllamaEmbedder("m", host=host)
    assert isinstance(emb, Embedder) and emb.dim == 0 and not requests  # no network on isinstance
    assert emb.discover_dim() == 4 and emb.dim == 4 and len(requests) == 1


@pytest.mark.parametrize(
    "reply",
    [
        lambda b: (
            200,
            {"model": b["model"], "embeddings": [[1.0, 2.0]]},
        ),  # one vector for two texts
        lambda b: (
            200,
            {"model": b["model"], "embeddings": [[1.0, "x"], [1.0, 2.0]]},
        ),  # non-numeric
        lambda b: (
            200,
            {"model": b["model"], "embeddings": [[1.0, 2.0], [1.0, 2.0, 3.0]]},
        ),  # ragged
        lambda b: (200, {"model": b["model"], "embeddings": [[], []]}),  # empty vectors
        lambda b: (200, {"model": b["model"]}),  # missing field
        lambda b: (200, b"{not json"),  # cut-off JSON
        lambda b: (500, {"error": "model crashed"}),  # HTTP error
        lambda b: (404, {"error": "model 'm' not found"}),
    ],
    ids=["count", "non-numeric", "ragged", "empty", "missing", "bad-json", "http-500", "http-404"],
)
def test_ollama_malformed_reply(
    ollama_server: tuple[str, list[Reply], list[dict[str, Any]]], reply: Reply
) -> None:
    host, replies, _ = ollama_server
    replies.append(reply)
    with pytest.raises(EmbedderUnavailable):
        OllamaEmbedder("m", host=host, timeout=5.0).embed(["a", "b"])


def test_ollama_wrong_dim_after_discovery(
    ollama_server: tuple[str, list[Reply], list[dict[str, Any]]],
) -> None:
    host, replies, _ = ollama_server
    emb = OllamaEmbedder("m", host=host)
    emb.embed(["a"])
    replies.append(lambda b: (200, {"model": "m", "embeddings": [[1.0, 2.0]]}))
    with pytest.raises(EmbedderUnavailable):
        emb.embed(["a"])


def test_ollama_connection_refused() -> None:
    with socket.socket() as s:  # grab a free port, then close it so nothing listens
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    emb = OllamaEmbedder("m", host=f"http://127.0.0.1:{port}", timeout=2.0)
    with pytest.raises(EmbedderUnavailable):
        emb.embed(["a"])
