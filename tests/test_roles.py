"""Database roles on a shared PostgreSQL server: an agent's writer role captures, recalls and embeds;
approving and hard forgetting take a reviewer's role, and the server itself refuses the writer."""

from __future__ import annotations

import os
import urllib.parse
from itertools import count
from pathlib import Path

import pytest

from helix_core import Helix
from helix_core.cli.main import main
from helix_core.errors import InvalidInput
from tests.pg import PgServer, rows

_names = count()


def as_role(url: str, role: str) -> str:
    parts = urllib.parse.urlsplit(url)
    return urllib.parse.urlunsplit(parts._replace(netloc=f"{role}@{parts.netloc.split('@')[-1]}"))


@pytest.fixture
def roles(pg_server: PgServer) -> tuple[str, str]:
    n = f"{os.getpid()}_{next(_names)}"
    writer, reviewer = f"agent_w{n}", f"person_r{n}"
    for role in (writer, reviewer):
        pg_server.admin(f"CREATE ROLE {role} LOGIN")
    return writer, reviewer


def helix(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_writers_capture_and_recall_reviewers_approve_and_forget(
        pg_url: str, roles: tuple[str, str], capsys: pytest.CaptureFixture[str]) -> None:
    writer, reviewer = roles
    with Helix.open(pg_url, background=False) as owner:
        seed = owner.capture("pytest -x stops at the first failure in billing", scope="project:billing")
        proposal = owner.propose("Run pytest with -x in billing", grounding=[seed.id])
        statements = owner.grant_roles(writer=writer, reviewer=reviewer, apply=True)
    assert any(f"TO {writer}" in s for s in statements) and any(f"TO {reviewer}" in s for s in statements)

    with Helix.open(as_role(pg_url, writer), background=False) as agent:
        note = agent.capture("pytest -x in billing now also needs --no-cov", scope="project:billing",
                             session="s1", origin="agent-ingested")
        agent.embed_pending()
        assert agent.get(note.id).embedder is not None  # the writer's process made the vector
        assert note.id in [h.memory.id for h in agent.recall("pytest billing", scope="project:billing")]
    assert rows(pg_url, "SELECT count(*) FROM memory WHERE id = %s", note.id) == [(1,)]

    code, _, err = helix(capsys, "--db", as_role(pg_url, writer), "approve", str(proposal.id))
    assert code != 0 and "reviewer's role" in err and "Traceback" not in err
    code, _, err = helix(capsys, "--db", as_role(pg_url, writer), "forget", seed.id, "--hard", "--yes")
    assert code != 0 and "reviewer's role" in err
    assert rows(pg_url, "SELECT status FROM proposal WHERE id = %s", proposal.id) == [("pending",)]
    assert rows(pg_url, "SELECT count(*) FROM memory WHERE id = %s", seed.id) == [(1,)]

    code, _, err = helix(capsys, "--db", as_role(pg_url, reviewer), "approve", str(proposal.id))
    assert code == 0, err
    code, _, err = helix(capsys, "--db", as_role(pg_url, reviewer), "forget", seed.id, "--hard", "--yes")
    assert code == 0, err
    assert rows(pg_url, "SELECT count(*) FROM memory WHERE id = %s", seed.id) == [(0,)]


def test_the_roles_command_prints_the_grants_and_checks_names(
        pg_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    with Helix.open(pg_url, background=False):
        pass
    code, out, _ = helix(capsys, "--db", pg_url, "roles", "--writer", "helix_agent")
    assert code == 0 and "GRANT INSERT ON memory" in out and "proposal" not in out.split("GRANT INSERT")[1]
    code, _, err = helix(capsys, "--db", pg_url, "roles", "--writer", "x; DROP TABLE memory")
    assert code != 0 and "not a role name" in err
    assert rows(pg_url, "SELECT count(*) FROM memory") == [(0,)]


def test_roles_are_for_a_server(tmp_path: Path) -> None:
    with Helix.open(tmp_path / "h.db", background=False) as hx, pytest.raises(InvalidInput, match="PostgreSQL"):
        hx.grant_roles(writer="helix_agent")
