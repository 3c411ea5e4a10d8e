"""The Ollama path, driven by the real `ollama` client against a loopback fake server."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from fake_ollama import FakeOllama, closed_port

from helix_core import Helix
from helix_core.llm import OllamaLLM, reset_reachability
from helix_core.llm.tasks import IMPORTANCE_SCHEMA, ModelTasks, validate_importance
from helix_core.settings import Settings


@pytest.fixture(autouse=True)
def _fresh_cache() -> None:
    reset_reachability()


def settings_for(host: str, **ollama: object) -> Settings:
    return Settings().with_overrides({"ollama": {"host": host, "importance_timeout": 1.0, "timeout": 2.0,
                                                 **ollama}})


def open_hx(tmp_path: Path, clock: object, host: str, **ollama: object) -> Helix:
    return Helix.open(tmp_path / "h.db", clock=clock, embedder="hashing", background=False,
                      settings=settings_for(host, **ollama))


def test_capture_uses_the_model_rating(tmp_path: Path, clock: object) -> None:
    with FakeOllama("ok") as fake, open_hx(tmp_path, clock, fake.host) as hx:
        m = hx.capture("listed the files in src")  # the heuristic would call this mundane
        assert m.importance == pytest.approx(0.7)
        assert any(path == "/api/chat" for path, _ in fake.requests)
        assert hx.provenance(m.id)[0].extractor.startswith("ollama:")  # who rated it is recorded


def test_refused_server_falls_back_fast(tmp_path: Path, clock: object) -> None:
    with open_hx(tmp_path, clock, f"http://127.0.0.1:{closed_port()}") as hx:
        start = time.monotonic()
        m = hx.capture("listed the files in src")
        assert time.monotonic() - start < 1.0
        assert m.importance <= 0.3  # the heuristic's "mundane"
        assert hx.provenance(m.id)[0].extractor == "heuristic"


def test_slow_server_never_holds_capture_past_the_timeout(tmp_path: Path, clock: object) -> None:
    with FakeOllama("slow", delay=5.0) as fake, open_hx(tmp_path, clock, fake.host) as hx:
        start = time.monotonic()
        hx.capture("listed the files in src")
        first = time.monotonic() - start
        start = time.monotonic()
        hx.capture("printed the branch name")
        second = time.monotonic() - start
        assert first < 2.5  # importance_timeout 1.0 plus slack
        assert second < 0.5  # the breaker remembers the slow server
        assert fake.chat_calls == 1


@pytest.mark.parametrize("mode", ["error", "invalid_json", "schema_break"])
def test_bad_replies_fall_back_and_are_counted(mode: str) -> None:
    with FakeOllama(mode) as fake:
        llm = OllamaLLM(host=fake.host, timeout=2.0)
        reply = llm.chat_json("m", "rate", "text", IMPORTANCE_SCHEMA, validate_importance)
        assert not reply.ok and reply.value is None
        assert llm.stats.fallbacks == 1
        # malformed replies get one repair round; an HTTP error is not retried
        assert fake.chat_calls == (1 if mode == "error" else 2)


def test_one_bad_reply_is_repaired() -> None:
    with FakeOllama("break_once") as fake:
        llm = OllamaLLM(host=fake.host, timeout=2.0)
        reply = llm.chat_json("m", "rate", "text", IMPORTANCE_SCHEMA, validate_importance)
        assert reply.ok and reply.value == 7 and reply.attempts == 2
        assert "not valid" in fake.requests[-1][1]  # the repair prompt quotes the problem


def test_endless_stream_stops_at_the_deadline() -> None:
    with FakeOllama("garbage_stream") as fake:
        llm = OllamaLLM(host=fake.host, timeout=1.0)
        start = time.monotonic()
        reply = llm.chat_json("m", "rate", "text", IMPORTANCE_SCHEMA, validate_importance)
        assert time.monotonic() - start < 3.0
        assert not reply.ok


def test_prompts_are_redacted_before_they_leave() -> None:
    secret = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
    with FakeOllama("ok") as fake:
        tasks = ModelTasks(OllamaLLM(host=fake.host, timeout=2.0), Settings().ollama)
        assert tasks.rate_importance(f"pushed with token {secret}") == 7
        assert tasks.contradicts(f"the key is {secret}", "the key is other") is not None
        assert secret not in fake.bodies()
        assert "REDACTED" in fake.bodies()


def test_consolidation_uses_the_model_and_records_it(tmp_path: Path, clock: object) -> None:
    with FakeOllama("ok") as fake, open_hx(tmp_path, clock, fake.host) as hx:
        for text in ("Had to activate .venv before running pytest in billing",
                     "pytest failed until I activated the .venv in billing",
                     "Activate .venv first, then run pytest for billing",
                     "Billing invoices must use Decimal for money"):
            hx.capture(text, scope="project:billing", importance=0.6)
        run = hx.consolidate()
        adds = [p for p in run.proposals if p.action == "ADD" and p.kind != "insight"]
        assert adds and adds[0].extractor == "qwen2.5:3b"
        assert adds[0].content == "Activate the .venv before running pytest"
        assert run.counts["model_calls"] > 0 and run.counts["fallbacks"] == 0
        # Reflection asks the model about lessons (never raw episodes): approve three, run again.
        episodes = adds[0].grounding
        for p in adds:
            hx.approve(p.id)
        for text in ("Invoices use Decimal for money", "Billing tests run under pytest-xdist"):
            hx.approve(hx.propose(text, grounding=episodes[-1:], scope="project:billing").id)
        again = hx.consolidate()
        assert any(p.kind == "insight" and p.extractor == "qwen2.5:3b" for p in again.proposals)


def test_consolidation_survives_a_schema_breaking_model(tmp_path: Path, clock: object) -> None:
    with FakeOllama("ok") as fake, open_hx(tmp_path, clock, fake.host) as hx:
        for text in ("Had to activate .venv before running pytest in billing",
                     "pytest failed until I activated the .venv in billing",
                     "Activate .venv first, then run pytest for billing"):
            hx.capture(text, scope="project:billing", importance=0.6)
        fake.mode = "schema_break"
        run = hx.consolidate()
        adds = [p for p in run.proposals if p.action == "ADD" and p.kind != "insight"]
        assert adds and adds[0].extractor == "heuristic"  # the model's nonsense was not used
        assert run.counts["fallbacks"] >= 1
        assert hx.runs()[0].counts["fallbacks"] == run.counts["fallbacks"]


def test_run_upgrades_heuristic_importance_and_says_so(tmp_path: Path, clock: object) -> None:
    with FakeOllama("ok") as fake, open_hx(tmp_path, clock, fake.host, enabled=False) as hx:
        m = hx.capture("listed the files in src")  # model off at capture: heuristic score
        assert m.importance < 0.7
    reset_reachability()
    with FakeOllama("ok") as fake, open_hx(tmp_path, clock, fake.host) as hx:
        run = hx.consolidate()
        assert run.counts["importance_upgraded"] == 1
        assert hx.get(m.id).importance == pytest.approx(0.7)
        assert [e.event for e in hx.history(m.id)][-1] == "importance-rated"


def test_ollama_embeddings_through_the_fake(tmp_path: Path, clock: object) -> None:
    with FakeOllama("ok") as fake:
        settings = settings_for(fake.host)
        with Helix.open(tmp_path / "e.db", clock=clock, embedder="ollama", background=False,
                        settings=settings) as hx:
            hx.capture("activate the venv before pytest", importance=0.5)
            assert hx.stats().embedder.startswith("ollama:")
            assert any(path == "/api/embed" for path, _ in fake.requests)
