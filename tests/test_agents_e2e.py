"""End to end, scripted: an agent works five sessions through the Claude Code hooks on a sample
repository (a failing test fixed the same way three times, a convention the user states, a
decision); the session ends queue consolidation, which proposes the lesson; a person approves it in
the app; the next session's SessionStart context holds it, and an MCP client recalls it with why."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from mcp import Client

from helix_core import Helix, ManualClock
from helix_core.agents.hooks import run_hook
from helix_core.agents.mcp_server import build_server
from helix_core.llm import reset_reachability
from helix_tui.screens.proposals import ProposalsScreen
from tests.tui_helpers import SIZE, anyio_backend, quiet_app, settle  # noqa: F401

pytestmark = [pytest.mark.anyio, pytest.mark.slow]

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
SCOPE = "project:billing"
FAIL = ("E   ModuleNotFoundError: No module named 'billing'\n"
        "=========================== short test summary info ============================\n"
        "ERROR tests/test_invoice.py\n=============================== 1 error in 0.21s ===\n")


@pytest.fixture(autouse=True)
def _quiet(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OLLAMA_HOST", "http://127.0.0.1:9")
    monkeypatch.setenv("HELIX_HOOK_EMBED", "0")
    reset_reachability()


def session(db: Path, repo: Path, day: int, tools: list[tuple[str, str]], prompt: str | None = None) -> str:
    """One scripted session: start, maybe a prompt, Bash calls (command, output), end. Returns the
    SessionStart context."""
    sid = f"5e55{day:04d}-0000-4000-8000-00000000000{day}"
    now = (START + timedelta(days=day)).isoformat()

    def send(name: str, **fields: Any) -> str:
        payload = {"session_id": sid, "transcript_path": f"/tmp/{sid}.jsonl", "cwd": str(repo),
                   "permission_mode": "default", "hook_event_name": name, **fields}
        return run_hook(name, json.dumps(payload), db=db, now=now)

    start = json.loads(send("SessionStart", source="startup"))["hookSpecificOutput"]["additionalContext"]
    if prompt:
        send("UserPromptSubmit", prompt=prompt)
    for command, output in tools:
        send("PostToolUse", tool_name="Bash", tool_input={"command": command},
             tool_response={"stdout": output, "stderr": "", "interrupted": False, "isImage": False})
    send("Stop", stop_hook_active=False)
    send("SessionEnd", reason="prompt_input_exit")
    return start


FIX = [("pytest -q tests/test_invoice.py", FAIL), ("uv pip install -e .", "Installed 1 package"),
       ("pytest -q tests/test_invoice.py", "4 passed in 0.30s"), ("git status", "nothing to commit")]


async def test_five_sessions_to_a_lesson_an_agent_gets_back(tmp_path: Path) -> None:
    repo = tmp_path / "billing"
    (repo / ".git").mkdir(parents=True)
    db = tmp_path / "store" / "helix.db"
    db.parent.mkdir()
    (db.parent / "helix.toml").write_text('[embedding]\nkind = "hashing"\n')

    session(db, repo, 0, FIX)
    session(db, repo, 1, FIX, prompt="Add a refund endpoint. We always use Decimal for money, never float.")
    session(db, repo, 2, FIX, prompt="We decided to keep invoice numbers sequential per tenant.")
    session(db, repo, 3, [("git log --oneline -5", "abc123 Add refunds"), ("pytest -q", "12 passed")])

    clock = ManualClock(START + timedelta(days=3, hours=2))
    with Helix.open(db, clock=clock, embedder="hashing", background=False) as hx:
        assert hx.embed_pending() == 5  # the hooks left every vector to a process with the model
        [run] = hx.drain_triggers()  # what the worker does with the queued session ends
        [lesson] = [p for p in run.proposals if p.action == "ADD" and "uv pip install -e ." in (p.content or "")]
        assert "ModuleNotFoundError" in lesson.content and len(lesson.grounding) == 3
        app = quiet_app(hx, start_mode="proposals")
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, ProposalsScreen)
            assert lesson.id in [p.id for p in app.screen.items]
            while app.screen.items and app.screen.items[0].id != lesson.id:
                await pilot.press("down")
                await settle(pilot)
            await pilot.press("a")
            await settle(pilot)
        approved = hx.proposal(lesson.id)
        assert approved.status == "approved"
        learned = approved.result_id
        assert learned is not None

    context = session(db, repo, 4, [("ruff check .", "All checks passed!")])
    assert f"[{learned}]" in context and "uv pip install -e ." in context
    assert "We always use Decimal for money, never float." in context  # what the user stated
    assert "sequential per tenant" in context

    with Helix.open(db, clock=ManualClock(START + timedelta(days=5)), embedder="hashing",
                    background=False) as hx:
        async with Client(build_server(hx, SCOPE, session="mcp-e2e")) as client:
            result = await client.call_tool("recall", {"query": "No module named billing when running pytest"})
            assert not result.is_error
            [hit] = [h for h in result.structured_content["hits"] if h["id"] == learned]
            assert hit["why"]["signals"]["relevance"] > 0 and hit["why"]["disputed"] is False
            assert hit == result.structured_content["hits"][0]
