"""Shared fixtures: every test runs with HELIX_HOME in a temp dir, so no real data is ever touched."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from helix_core import Helix, ManualClock

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


@pytest.fixture(autouse=True)
def helix_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path_factory.mktemp("helix_home")
    monkeypatch.setenv("HELIX_HOME", str(home))
    # No detached embedder outliving a test (`helix capture` starts one); tests that check it unset this.
    monkeypatch.setenv("HELIX_BACKGROUND_EMBED", "0")
    # Hooks write a fix's capture before answering, so a test reads it at once (one test detaches).
    monkeypatch.setenv("HELIX_HOOK_DETACH", "0")
    return home


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(START)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "helix.db"


@pytest.fixture
def hx(db_path: Path, clock: ManualClock) -> Iterator[Helix]:
    """A store with the fast hashing embedder and synchronous embedding (deterministic tests)."""
    with Helix.open(db_path, clock=clock, embedder="hashing", background=False) as helix:
        yield helix
