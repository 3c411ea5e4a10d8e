"""Shared fixtures: every test runs with HELIX_HOME in a temp dir, so no real data is ever touched."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from helix_core import Helix, ManualClock
from helix_core.llm import reset_reachability
from tests.pg import PgServer
from tests.pg import rows as pg_rows

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
def no_ollama(monkeypatch: pytest.MonkeyPatch) -> None:
    """The $0 path: OLLAMA_HOST points at a closed port on 127.0.0.1 and the reachability cache is cleared."""
    monkeypatch.setenv("OLLAMA_HOST", "http://127.0.0.1:9")
    reset_reachability()


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(START)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "helix.db"


BACKENDS = ("sqlite", "postgresql")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "both_backends: the module's `hx` tests run on SQLite and on PostgreSQL")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Tests marked both_backends that use `hx` (or `store_target`) run once per backend."""
    wants = {"hx", "store_target"} & set(metafunc.fixturenames)
    if wants and metafunc.definition.get_closest_marker("both_backends") is not None:
        metafunc.parametrize("backend", BACKENDS, indirect=True)


@pytest.fixture
def backend(request: pytest.FixtureRequest) -> str:
    return getattr(request, "param", "sqlite")


@pytest.fixture(scope="session")
def pg_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PgServer]:
    """A PostgreSQL server with pgvector for this session (this xdist worker), in a temp folder."""
    try:
        server = PgServer(tmp_path_factory.mktemp("pgdata"))
    except Exception as exc:  # pragma: no cover - the server cannot start on this machine
        pytest.skip(f"PostgreSQL (pgserver) could not start here: {exc}")
    yield server
    server.stop()


@pytest.fixture
def pg_url(pg_server: PgServer) -> Iterator[str]:
    """A fresh, empty database on the test server."""
    with pg_server.database() as url:
        yield url


@pytest.fixture
def store_target(backend: str, db_path: Path, request: pytest.FixtureRequest) -> Iterator[Path | str]:
    """What Helix.open takes for the backend under test: a file, or a server URL."""
    if backend == "sqlite":
        yield db_path
        return
    url = request.getfixturevalue("pg_url")
    yield url
    # Nothing passes by accident on the wrong backend: the store really was on the server, and
    # no SQLite file appeared instead.
    assert pg_rows(url, "SELECT count(*) FROM migrations")[0][0] > 0
    assert not db_path.exists() and not Path("postgresql:").exists()


@pytest.fixture
def hx(store_target: Path | str, clock: ManualClock) -> Iterator[Helix]:
    """A store with the fast hashing embedder and synchronous embedding (deterministic tests)."""
    with Helix.open(store_target, clock=clock, embedder="hashing", background=False) as helix:
        yield helix
