"""Memories: every memory in one table — filter, search (full-text or semantic), sort, open."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.timer import Timer
from textual.widgets import Footer, Header, Input, Label, Select, Static

from helix_core.kinds import SHAPES, STATUSES, kinds

from ..base import HelixScreen
from ..bindings import bindings
from ..format import age, one_line, salience_cell, status_cell
from ..messages import Loaded
from ..widgets.virtual_table import PAGE, Column, VirtualTable

COLUMNS = [
    Column("content", "memory", None, sortable=False),
    Column("kind", "kind", 10, drop=2),
    Column("shape", "shape", 10, drop=4),
    Column("scope", "scope", 16, drop=1),
    Column("status", "status", 11),
    Column("salience", "salience", 13),
    Column("age", "age", 6, align="right", drop=3),
    Column("last_access_at", "access", 6, align="right", drop=5),
]
SORTABLE = [c.key for c in COLUMNS if c.sortable]


class MemoriesScreen(HelixScreen):
    GROUP = "memories"
    TITLE_TEXT = "Memories"
    BINDINGS = bindings("memories")

    def __init__(self) -> None:
        super().__init__(id="memories-screen")
        self.semantic = False
        self.sort = "salience"
        self.descending = True
        self.generation = 0
        self._debounce: Timer | None = None
        self.shown_generation = 0  # the reload whose rows the table shows (tests and the bench wait on it)

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="filter-bar"):
            yield Input(placeholder="search memories  (/)", id="search")
            yield Select([(k, k) for k in sorted(kinds())], prompt="kind", id="kind")
            yield Select([(s, s) for s in SHAPES], prompt="shape", id="shape")
            yield Select([("global", "global")], prompt="scope", id="scope")
            yield Select([(s, s) for s in STATUSES], prompt="status", id="status")
            yield Label("text", id="mode")
        table = VirtualTable(COLUMNS, self._render_row, id="memories")
        table.sort_column = self.sort
        yield table
        yield Static("", id="status-line")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "Memories"
        self.query_one(VirtualTable).focus()
        self.load("scopes", self._scopes)
        self.reload()

    def on_screen_resume(self) -> None:
        self.sub_title = "Memories"
        if self.shown_generation:  # back from a memory: show what changed, keep the place
            self.reload(keep_cursor=True)

    # -- data -----------------------------------------------------------------------------------

    def _scopes(self) -> list[str]:
        return sorted(self.hx.stats().by_scope)

    def params(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name in ("kind", "shape", "scope", "status"):
            value = self.query_one(f"#{name}", Select).value
            out[name] = None if value is Select.NULL else value
        out["text"] = self.query_one("#search", Input).value.strip() or None
        return out

    def reload(self, keep_cursor: bool = False) -> None:
        self.generation += 1
        params = self.params()
        self.load("page", self._first_page, params, self.semantic, self.sort, self.descending,
                  generation=self.generation)
        self._keep_cursor = keep_cursor

    def _first_page(self, params: dict[str, Any], semantic: bool, sort: str, descending: bool
                    ) -> tuple[int, list[tuple[Any, float]], Any]:
        hx = self.hx
        if semantic and params["text"]:
            rows = self._semantic(params)
            rows = _sort_rows(rows, sort, descending)
            return len(rows), rows[:PAGE], rows
        total = hx.count(**params)
        rows = hx.list(**params, order=sort, descending=descending, limit=PAGE, offset=0)
        return total, rows, None

    def _semantic(self, params: dict[str, Any]) -> list[tuple[Any, float]]:
        """Vector (and text) search over the chosen or every scope; browsing is not an access."""
        return [(h.memory, h.salience) for h in self.hx.search(params["text"], scope=params["scope"],
                                                               kind=params["kind"], shape=params["shape"],
                                                               status=params["status"])]

    @on(Loaded)
    def _loaded(self, message: Loaded) -> None:
        if message.tag == "scopes":
            select = self.query_one("#scope", Select)
            value = select.value
            select.set_options([(s, s) for s in message.value])
            if value is not Select.NULL and value in message.value:
                select.value = value
            return
        if message.tag != "page" or message.generation != self.generation:
            return
        total, first, everything = message.value
        table = self.query_one(VirtualTable)
        params = self.params()
        semantic = self.semantic and params["text"]
        if everything is not None:
            rows = everything

            def fetch(offset: int, limit: int) -> list[Any]:
                return rows[offset: offset + limit]
        else:
            sort, descending = self.sort, self.descending

            def fetch(offset: int, limit: int) -> list[Any]:
                """Runs in the table's page worker, whose database connection it releases."""
                try:
                    return self.hx.list(**params, order=sort, descending=descending, limit=limit,
                                        offset=offset)
                finally:
                    self.hx.release_thread()
        table.key_of = lambda item: item[0].id
        table.sort_column = self.sort
        table.sort_descending = self.descending
        table.set_source(total, fetch, first, keep_cursor=getattr(self, "_keep_cursor", False))
        self.shown_generation = message.generation
        mode = "semantic" if semantic else "text"
        search = f" · {mode} search {params['text']!r}" if params["text"] else ""
        filters = " · ".join(f"{k}={v}" for k, v in params.items() if v and k != "text")
        self.query_one("#status-line", Static).update(
            f"{total:,} memories{search}{' · ' + filters if filters else ''}"
            f" · sorted by {self.sort} {'▼' if self.descending else '▲'}"
        )

    def _render_row(self, item: tuple[Any, float]) -> list[Text | str]:
        memory, sal = item
        now = self.hx.now()
        floor = self.hx.settings.decay.retrieval_floor
        pin = "◆ " if memory.pinned else ""
        return [
            Text(pin + one_line(memory.content, 300)),
            memory.kind,
            memory.shape,
            memory.scope,
            status_cell(memory.status),
            salience_cell(sal, floor),
            age(memory.recorded_at, now),
            age(memory.last_access_at, now),
        ]

    def data_changed(self) -> None:
        self.reload(keep_cursor=True)
        self.load("scopes", self._scopes)

    # -- events ---------------------------------------------------------------------------------

    @on(Select.Changed)
    def _filter_changed(self) -> None:
        self.reload()

    @on(Input.Changed, "#search")
    def _search_changed(self) -> None:
        if self._debounce is not None:
            self._debounce.stop()
        self._debounce = self.set_timer(0.25, self.reload)

    @on(Input.Submitted, "#search")
    def _search_submitted(self) -> None:
        if self._debounce is not None:
            self._debounce.stop()
        self.reload()
        self.query_one(VirtualTable).focus()

    @on(VirtualTable.SortRequested)
    def _sort_requested(self, message: VirtualTable.SortRequested) -> None:
        if message.column == self.sort:
            self.descending = not self.descending
        else:
            self.sort, self.descending = message.column, True
        self.reload()

    @on(VirtualTable.Selected)
    def _selected(self, message: VirtualTable.Selected) -> None:
        self.open_memory(message.item[0].id)

    def open_memory(self, memory_id: str) -> None:
        from .detail import DetailScreen

        self.app.push_screen(DetailScreen(memory_id))

    # -- actions --------------------------------------------------------------------------------

    def action_focus_search(self) -> None:
        self.query_one("#search", Input).focus()

    def action_focus_filters(self) -> None:
        self.query_one("#kind", Select).focus()

    def action_toggle_mode(self) -> None:
        self.semantic = not self.semantic
        self.query_one("#mode", Label).update("semantic" if self.semantic else "text")
        self.notify(f"search is now {'semantic (vectors + text)' if self.semantic else 'full-text'}",
                    timeout=2)
        if self.params()["text"]:
            self.reload()

    def action_cycle_sort(self) -> None:
        index = SORTABLE.index(self.sort) if self.sort in SORTABLE else -1
        self.sort = SORTABLE[(index + 1) % len(SORTABLE)]
        self.descending = True
        self.reload()

    def action_reverse_sort(self) -> None:
        self.descending = not self.descending
        self.reload()

    def action_clear(self) -> None:
        search = self.query_one("#search", Input)
        if search.has_focus and search.value:
            search.value = ""
        for name in ("kind", "shape", "scope", "status"):
            self.query_one(f"#{name}", Select).clear()
        search.value = ""
        self.query_one(VirtualTable).focus()
        self.reload()

    def action_open(self) -> None:
        item = self.query_one(VirtualTable).current
        if item is not None:
            self.open_memory(item[0].id)

    def action_refresh(self) -> None:
        self.data_changed()


def _sort_rows(rows: list[tuple[Any, float]], sort: str, descending: bool) -> list[tuple[Any, float]]:
    if sort == "salience":
        return sorted(rows, key=lambda r: r[1], reverse=descending)
    if sort == "age":
        return sorted(rows, key=lambda r: r[0].recorded_at, reverse=not descending)
    return sorted(rows, key=lambda r: getattr(r[0], sort), reverse=descending)
