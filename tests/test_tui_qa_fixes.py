"""Pilot tests for the fixes found by driving the app by hand (one test per fix)."""

from __future__ import annotations

import pytest
from textual.widgets import Input, Static, TextArea

from helix_tui.screens.detail import DetailScreen
from helix_tui.screens.dialogs import ConfirmScreen, HardForgetScreen, ScopesScreen
from helix_tui.widgets.virtual_table import VirtualTable
from tests.tui_helpers import SIZE, anyio_backend, quiet_app, settle  # noqa: F401

pytestmark = pytest.mark.anyio


def said(app) -> str:
    return " | ".join(str(n.message) for n in app._notifications)


async def test_undo_after_a_hard_forget_undoes_nothing(hx):
    other = hx.capture("The user prefers ruff over black", kind="preference").id
    gone = hx.capture("episode: ran pytest in the billing service").id
    app = quiet_app(hx)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for memory_id in (other, gone):
            app.screen.open_memory(memory_id)
            await settle(pilot)
            await pilot.press("r")
            await settle(pilot)
            if memory_id == other:
                await pilot.press("escape")
                await settle(pilot)
        reinforced = hx.get(other).access_count, hx.get(other).importance
        assert len(app.undo_steps) == 2
        await pilot.press("F")
        await settle(pilot)
        assert isinstance(app.screen, HardForgetScreen)
        app.screen.query_one("#confirm-id", Input).focus()
        await pilot.press(*gone, "enter")
        await settle(pilot)
        assert not hx.exists(gone)
        await pilot.press("escape")  # the "Hard forgotten" message
        await settle(pilot)
        await pilot.press("z")
        await settle(pilot)
        assert "hard forget cannot be undone" in said(app)
        assert "undone:" not in said(app)
        assert (hx.get(other).access_count, hx.get(other).importance) == reinforced
        # the reinforce of the forgotten memory left the stack; the other one is still there
        assert len(app.undo_steps) == 1
        await pilot.press("z")
        await settle(pilot)
        assert f"undone: reinforce {other}" in said(app)


async def test_ctrl_q_asks_before_throwing_away_an_edit(hx):
    memory_id = hx.capture("The user prefers ruff over black", kind="preference").id
    app = quiet_app(hx)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.screen.open_memory(memory_id)
        await settle(pilot)
        await pilot.press("e")
        await settle(pilot)
        app.screen.query_one("#edit-content", TextArea).text = "The user prefers ruff, always"
        await pilot.press("ctrl+q")
        await settle(pilot)
        assert app.is_running and isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")  # keep editing
        await settle(pilot)
        assert app.is_running and isinstance(app.screen, DetailScreen) and app.screen.editing
        await pilot.press("ctrl+q")
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert not app.is_running
    assert hx.get(memory_id).content == "The user prefers ruff over black"


async def test_keep_both_asks_for_two_different_scopes(hx, clock):
    a = hx.capture("The billing API timeout is 30 seconds", kind="fact", origin="user-asserted",
                   scope="project:billing")
    clock.advance(days=1)
    b = hx.capture("The billing API timeout is 10 seconds", kind="fact", origin="user-asserted",
                   scope="project:billing")
    hx.store.models.Flag.insert(kind="contradiction", a_id=a.id, b_id=b.id,
                                reason="different timeouts", created_at=hx._ts()).execute()
    app = quiet_app(hx, start_mode="contradictions")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("B")
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, ScopesScreen)
        assert dialog.query_one("#scope-b", Input).value == "project:billing"
        await pilot.press("enter")  # equal scopes: refused, the dialog stays
        await settle(pilot)
        assert app.screen is dialog and hx.flags(status="open")
        dialog.query_one("#scope-b", Input).value = "project:legacy"
        await pilot.press("enter")
        await settle(pilot)
        assert hx.flags(status="open") == []
        assert (hx.get(a.id).scope, hx.get(b.id).scope) == ("project:billing", "project:legacy")
        assert "left in project:billing, right in project:legacy" in said(app)
        await pilot.press("z")
        await settle(pilot)
        assert hx.flags(status="open") and hx.get(b.id).scope == "project:billing"


def test_contradictions_help_says_superseded():
    from helix_tui.bindings import bindings

    tips = " ".join(str(b.tooltip) for b in bindings("contradictions"))
    assert "archived" not in tips and "superseded" in tips


@pytest.mark.parametrize("query", ["🚀", '"', "(", "*"])
async def test_search_for_punctuation_lists_nothing(hx, query):
    for text in ("ran pytest in the billing service", "The user prefers ruff over black"):
        hx.capture(text)
    app = quiet_app(hx)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.screen.query_one(VirtualTable).total == 2
        await pilot.press("slash", *query, "enter")
        await settle(pilot)
        assert app.screen.query_one(VirtualTable).total == 0
        assert "nothing to search for" in str(app.screen.query_one("#status-line", Static).render())
        await pilot.press("m")  # semantic search: nothing either
        await settle(pilot)
        assert app.screen.query_one(VirtualTable).total == 0


async def test_batch_actions_keep_the_cursor_on_its_item(hx):
    episodes = [hx.capture(f"episode {i}: ran pytest in billing", scope="project:billing").id
                for i in range(8)]
    ids = [hx.propose(f"venv rule {i}", grounding=episodes[i:i + 1], scope="project:billing").id
           for i in range(8)]
    app = quiet_app(hx, start_mode="proposals")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        await pilot.press("space", "j", "space")  # select ids[0] and ids[2]; the cursor is on ids[3]
        await settle(pilot)
        assert screen.current().id == ids[3]
        await pilot.press("x")
        await settle(pilot)
        assert hx.proposal(ids[0]).status == hx.proposal(ids[2]).status == "rejected"
        assert screen.current().id == ids[3]
        await pilot.press("space", "j", "space")  # select ids[3] and ids[5]; the cursor is on ids[6]
        await settle(pilot)
        assert screen.current().id == ids[6]
        await pilot.press("M")
        await settle(pilot)
        assert hx.proposal(ids[5]).status == "rejected"
        assert screen.current().id == ids[6]
        await pilot.press("x")  # the cursor's own item leaves: the next one is current
        await settle(pilot)
        assert screen.current().id == ids[7]


async def test_review_drops_a_memory_hard_forgotten_elsewhere(hx, store_target, clock):
    from helix_core import Helix

    for i in range(3):
        hx.capture(f"episode {i}: ran pytest in billing", scope="project:billing")
    app = quiet_app(hx, start_mode="review", watch=True, poll_interval=0.1)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        queue = [item.memory.id for item in screen.queue]
        assert len(queue) >= 2
        with Helix.open(store_target, clock=clock, embedder="hashing", background=False) as other:
            other.forget(queue[0], hard=True)
        for _ in range(40):
            await pilot.pause(0.05)
            if screen.item is not None and screen.item.memory.id != queue[0]:
                break
        await settle(pilot)
        assert queue[0] not in [item.memory.id for item in screen.queue]
        assert screen.item.memory.id == queue[1]
        assert queue[0] not in str(screen.query_one("#review-memory", Static).render())


async def test_grounding_box_has_rows_at_80x24(hx):
    episodes = [hx.capture(f"episode {i}: ran pytest in billing after activating the venv", scope="project:billing").id
                for i in range(3)]
    hx.propose("Activate the .venv before running pytest in the billing service; " * 6,
               grounding=episodes, scope="project:billing")
    app = quiet_app(hx, start_mode="proposals")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        grounding = app.screen.query_one("#proposal-grounding")
        assert grounding.option_count == 3
        assert grounding.size.height >= 3
        assert grounding.region.bottom <= app.screen.query_one("#proposals-body").region.bottom
