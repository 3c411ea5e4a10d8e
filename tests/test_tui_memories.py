"""Pilot tests: the Memories table, the Detail screen and the hard-forget dialog change the database
as a person would expect."""

from __future__ import annotations

import pytest
from textual.widgets import Button, Input, Select, TextArea

from helix_core.errors import NotFound
from helix_tui.screens.detail import DetailScreen
from helix_tui.screens.dialogs import ErrorScreen, HardForgetScreen, KeysScreen
from helix_tui.screens.memories import MemoriesScreen
from helix_tui.widgets.salience_chart import SalienceChart
from helix_tui.widgets.virtual_table import VirtualTable
from tests.tui_helpers import SIZE, anyio_backend, quiet_app, settle  # noqa: F401

pytestmark = [pytest.mark.anyio, pytest.mark.both_backends]  # the app on SQLite and on PostgreSQL


@pytest.fixture
def filled(hx, clock):
    ids = []
    for i in range(12):
        m = hx.capture(f"episode {i}: ran pytest in the billing service", scope="project:billing")
        ids.append(m.id)
        clock.advance(hours=6)
    ids.append(hx.capture("The user prefers ruff over black", kind="preference",
                          origin="user-asserted").id)
    clock.advance(hours=1)
    ids.append(hx.capture("Decided to use SQLite for the test database", kind="decision",
                          scope="project:webapp").id)
    return ids


def table(app):
    return app.screen.query_one(VirtualTable)


async def test_table_lists_filters_sorts_and_searches(hx, filled):
    app = quiet_app(hx)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, MemoriesScreen)
        assert table(app).total == 14
        app.screen.query_one("#kind", Select).value = "preference"
        await settle(pilot)
        assert table(app).total == 1
        assert table(app).current[0].content == "The user prefers ruff over black"
        await pilot.press("escape")
        await settle(pilot)
        assert table(app).total == 14
        app.screen.query_one("#scope", Select).value = "project:webapp"
        await settle(pilot)
        assert [r[0].kind for r in table(app).loaded_items()] == ["decision"]
        await pilot.press("escape")
        await settle(pilot)
        # sort by age (oldest first when reversed)
        app.screen.sort = "age"
        app.screen.descending = True
        app.screen.reload()
        await settle(pilot)
        newest_first = [r[0].id for r in table(app).loaded_items()]
        await pilot.press("S")
        await settle(pilot)
        assert [r[0].id for r in table(app).loaded_items()] == list(reversed(newest_first))
        # full-text search
        await pilot.press("slash")
        await pilot.press(*"SQLite", "enter")
        await settle(pilot)
        assert table(app).total == 1
        assert "SQLite" in table(app).current[0].content
        # semantic search finds by vectors and text, without counting as an access
        before = hx.get(filled[-1]).access_count
        await pilot.press("m")
        await settle(pilot)
        assert app.screen.semantic
        assert any("SQLite" in r[0].content for r in table(app).loaded_items())
        assert hx.get(filled[-1]).access_count == before


async def test_open_detail_edit_reinforce_pin_archive(hx, filled):
    target = filled[-2]
    app = quiet_app(hx)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.screen.open_memory(target)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, DetailScreen)
        chart = screen.query_one(SalienceChart)
        assert chart.points and "floor" in chart.summary() or "decay" in chart.summary()
        await pilot.press("r")
        await settle(pilot)
        assert hx.get(target).access_count == 1
        assert hx.history(target)[-1].event == "reinforced"
        await pilot.press("P")
        await settle(pilot)
        assert hx.get(target).pinned
        await pilot.press("e")
        await settle(pilot)
        editor = screen.query_one("#edit-content", TextArea)
        editor.text = "The user prefers ruff (not black) for every project"
        screen.query_one("#edit-importance", Input).value = "0.9"
        await pilot.press("ctrl+s")
        await settle(pilot)
        edited = hx.get(target)
        assert edited.content == "The user prefers ruff (not black) for every project"
        assert edited.importance == pytest.approx(0.9)
        last = hx.history(target)[-1]
        assert last.event == "updated" and last.actor == "human"
        assert not screen.editing
        await pilot.press("a")
        await settle(pilot)
        assert hx.get(target).status == "archived"
        await pilot.press("u")
        await settle(pilot)
        assert hx.get(target).status == "active"
        await pilot.press("p")
        await settle(pilot)
        assert hx.get(target).importance == pytest.approx(0.8)


async def test_bad_edit_shows_an_error_modal_and_changes_nothing(hx, filled):
    target = filled[0]
    app = quiet_app(hx)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.screen.open_memory(target)
        await settle(pilot)
        await pilot.press("e")
        app.screen.query_one("#edit-scope", Input).value = "not a scope!"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, ErrorScreen)
        assert "scope" in app.screen.message
        assert hx.get(target).scope == "project:billing"


async def test_hard_forget_needs_the_typed_id_and_reports_demotions(hx, filled):
    source, derived = filled[0], filled[1]
    hx.link(derived, source, "derived_from")
    app = quiet_app(hx)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.screen.open_memory(source)
        await settle(pilot)
        await pilot.press("F")
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, HardForgetScreen)
        assert dialog.focused is dialog.query_one("#cancel", Button)
        await pilot.press("enter")  # Enter on the focused Cancel keeps the memory
        await settle(pilot)
        assert hx.exists(source)
        await pilot.press("F")
        await settle(pilot)
        dialog = app.screen
        dialog.query_one("#confirm-id", Input).focus()
        await pilot.press(*"wrong-id", "enter")
        await settle(pilot)
        assert hx.exists(source) and isinstance(app.screen, HardForgetScreen)
        dialog.query_one("#confirm-id", Input).value = ""
        await pilot.press(*source, "enter")
        await settle(pilot)
        assert not hx.exists(source)
        with pytest.raises(NotFound):
            hx.get(source)
        assert isinstance(app.screen, ErrorScreen)
        assert derived in app.screen.message
        assert hx.get(derived).confidence < 0.6


async def test_follow_an_edge_and_keys_panel(hx, filled):
    a, b = filled[-1], filled[-2]
    hx.link(a, b, "related_to")
    app = quiet_app(hx)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.screen.open_memory(a)
        await settle(pilot)
        await pilot.press("o", "o")
        await settle(pilot)
        assert isinstance(app.screen, DetailScreen) and app.screen.memory_id == b
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, KeysScreen)
        assert app.screen.group == "detail"
        await pilot.press("escape", "escape")
        await settle(pilot)
        assert app.screen.memory_id == a


async def test_memories_captured_elsewhere_appear_live(hx, filled, store_target, clock):
    from helix_core import Helix

    app = quiet_app(hx, watch=True, poll_interval=0.1)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert table(app).total == 14
        with Helix.open(store_target, clock=clock, embedder="hashing", background=False) as other:
            other.capture("captured by another process while the app is open")
        for _ in range(40):
            await pilot.pause(0.05)
            if table(app).total == 15:
                break
        await settle(pilot)
        assert table(app).total == 15
        assert any("another process" in r[0].content for r in table(app).loaded_items())


async def test_keys_can_be_remapped_by_id(hx, filled):
    app = quiet_app(hx, keymap={"memories.search": "ctrl+f"})
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+f")
        await settle(pilot)
        assert app.focused is app.screen.query_one("#search", Input)


async def test_command_palette_offers_the_screens_actions(hx, filled):
    from helix_tui.commands import ScreenActions

    app = quiet_app(hx)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.screen.open_memory(filled[0])
        await settle(pilot)
        provider = ScreenActions(app.screen)
        titles = [t for t, *_ in provider._actions()]
        assert any(t.startswith("Reinforce") for t in titles)
        assert not any(t.startswith("Approve") for t in titles)  # another screen's action
        hits = [hit async for hit in provider.search("reinforce")]
        assert hits
        await hits[0].command()
        await settle(pilot)
        assert hx.history(filled[0])[-1].event == "reinforced"


@pytest.mark.parametrize("choice", ["demote", "forget"])
async def test_hard_forget_asks_what_happens_to_memories_that_quote_it(hx, choice):
    from textual.widgets import RadioButton

    episode = hx.capture("Zanzibar codename leaked in standup notes, the deal closes on the ninth of May",
                         kind="episode", origin="user-asserted")
    proposal = hx.propose("Zanzibar codename leaked in standup notes; keep merger talk out of standup",
                          grounding=[episode.id], kind="convention")
    fact = hx.approve(proposal.id).result_id
    app = quiet_app(hx)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.screen.open_memory(episode.id)
        await settle(pilot)
        await pilot.press("F")
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, HardForgetScreen)
        shown = " ".join(str(s.render()) for s in dialog.query("Static"))
        assert fact in shown and "What happens to them?" in shown
        if choice == "forget":
            dialog.query_one("#cascade-forget", RadioButton).value = True
        dialog.query_one("#confirm-id", Input).value = episode.id
        await pilot.click("#confirm")
        await settle(pilot)
        assert not hx.exists(episode.id)
        assert isinstance(app.screen, ErrorScreen)
        if choice == "forget":
            assert not hx.exists(fact) and "Hard-forgotten with it" in app.screen.message
        else:
            assert "Quote cut out of" in app.screen.message
            kept = [m.content for m, _ in hx.list(limit=50)]
            assert kept and "Zanzibar codename leaked" not in " ".join(kept)
