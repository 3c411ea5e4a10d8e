"""The facade methods the app needs (helix_core/app_api.py): a watermark for change detection, one
search across scopes, review's merge with the nearest memory, model status, notices, and typed
errors the app can handle without reading messages."""

from __future__ import annotations

from pathlib import Path

import pytest
from fake_ollama import FakeOllama, closed_port

from helix_core import Helix, InvalidInput, ManualClock, NotFound, Settings
from helix_core.llm import reset_reachability


@pytest.fixture(autouse=True)
def _fresh_probe_cache() -> None:
    reset_reachability()


def test_the_watermark_moves_when_another_process_writes(hx: Helix, db_path: Path, clock: ManualClock) -> None:
    first = hx.watermark()
    assert hx.watermark() == first  # reading changes nothing
    with Helix.open(db_path, clock=clock, embedder="hashing", background=False) as other:
        other.capture("captured by an agent elsewhere")
        other.capture("and another one")
    later = hx.watermark()
    assert later != first
    assert later.memories == first.memories + 2 and later.new_memories_since(first) == 2


def test_search_spans_every_scope_in_relevance_order_without_an_access(hx: Helix) -> None:
    billing = hx.capture("The billing tests run with pytest inside the venv", scope="project:billing")
    web = hx.capture("The web tests run with pytest and playwright", scope="project:web")
    hx.capture("Lunch was a sandwich", scope="global")
    hits = hx.search("pytest tests")
    assert {h.memory.id for h in hits} >= {billing.id, web.id}
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    assert all(h.salience == pytest.approx(hx.salience(h.memory.id)) for h in hits)
    assert hx.get(billing.id).access_count == 0  # browsing is not recall
    only_web = hx.search("pytest tests", scope="project:web")
    assert billing.id not in {h.memory.id for h in only_web}
    assert hx.search("pytest", status="archived") == []


def test_search_of_an_empty_store_finds_nothing(hx: Helix) -> None:
    assert hx.search("anything") == []


def test_merge_with_nearest_picks_the_partner_in_the_same_scope(hx: Helix) -> None:
    a = hx.capture("Run the billing tests with pytest inside the venv", scope="project:billing",
                   origin="user-asserted")
    b = hx.capture("Billing tests: run pytest inside the venv", scope="project:billing", origin="user-asserted")
    hx.capture("Run the web tests with pytest inside the venv", scope="project:web", origin="user-asserted")
    merged = hx.merge_with_nearest(a.id)
    assert {e.event for e in hx.history(b.id)} & {"merged", "superseded"}
    assert merged.scope == "project:billing"


def test_merge_with_nearest_alone_in_its_scope_is_invalid_input(hx: Helix) -> None:
    lonely = hx.capture("A note with no neighbour", scope="project:solo")
    with pytest.raises(InvalidInput, match="nothing similar"):
        hx.merge_with_nearest(lonely.id)


def test_not_found_carries_what_and_id(hx: Helix) -> None:
    with pytest.raises(NotFound) as caught:
        hx.get("mem_missing")
    assert (caught.value.what, caught.value.id) == ("memory", "mem_missing")
    assert str(caught.value) == "no memory with id 'mem_missing'"


def test_model_status_reports_an_unreachable_ollama_with_a_notice(tmp_path: Path, clock: ManualClock) -> None:
    host = f"http://127.0.0.1:{closed_port()}"
    settings = Settings().with_overrides({"ollama": {"host": host}})
    with Helix.open(tmp_path / "h.db", clock=clock, embedder="hashing", settings=settings) as hx:
        status = hx.model_status()
    assert status.ollama_enabled and status.ollama_reachable is False
    assert status.ollama_host == host
    assert any("not reachable" in n for n in status.notices)


def test_model_status_with_ollama_running_or_disabled(tmp_path: Path, clock: ManualClock) -> None:
    with FakeOllama("ok") as fake:
        settings = Settings().with_overrides({"ollama": {"host": fake.host}})
        with Helix.open(tmp_path / "a.db", clock=clock, embedder="hashing", settings=settings) as hx:
            hx.embedder()
            status = hx.model_status()
    assert status.ollama_reachable is True and status.notices == ()
    assert status.embedder.startswith("hashing")
    off = Settings().with_overrides({"ollama": {"enabled": False}})
    with Helix.open(tmp_path / "b.db", clock=clock, embedder="hashing", settings=off) as hx:
        assert hx.model_status().ollama_reachable is None


def test_new_notices_counts_from_what_the_client_saw(hx: Helix) -> None:
    hx.notices.extend(["first", "second"])
    assert hx.new_notices(0)[-2:] == ["first", "second"]
    assert hx.new_notices(len(hx.notices)) == []
