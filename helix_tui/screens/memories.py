"""Memories: every memory in one table — filter, search (full-text or semantic), sort, open.

Quarantined memories (imports, suspicious notes) wait in Quarantine, not here: the list leaves them
out unless the status filter asks for them, and the status line says how many are held. A semantic
search ranks by relevance (the recall score, shown as the `match` column, salience breaking ties)
and keeps only what scores at least half the best hit; `s` still sorts by any other column.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.timer import Timer
from textual.widgets import Footer, Header, Input, Label, Select, Static

from helix_core.kinds import SHAPES, STATUSES, kinds
from helix_core.retrieval import fts_query

from ..base import HelixScreen
from ..bindings import bindings
from ..format import age, bar, one_line, salience_cell, status_cell
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
MATCH = Column("relevance", "match", 12)
SEARCH_COLUMNS = [COLUMNS[0], MATCH, *COLUMNS[1:]]
SHOWN_STATUSES = tuple(s for s in STATUSES if s != "quarantined")  # the default list


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
        self.set_focus(self.query_one(VirtualTable))
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

    @property
    def searching(self) -> bool:
        """A semantic search is shown (ranked by relevance, with the match column)."""
        return self.semantic and bool(self.query_one("#search", Input).value.strip())

    def sortable(self) -> list[str]:
        return ["relevance", *SORTABLE] if self.searching else SORTABLE

    def reload(self, keep_cursor: bool = False) -> None:
        self.generation += 1
        params = self.params()
        self.load("page", self._first_page, params, self.semantic, self.sort, self.descending,
                  generation=self.generation)
        self._keep_cursor = keep_cursor

    def _first_page(self, params: dict[str, Any], semantic: bool, sort: str, descending: bool
                    ) -> tuple[int, list[tuple[Any, ...]], Any, int]:
        hx = self.hx
        held = 0 if params["status"] else hx.count(**{**params, "status": "quarantined"})
        if not params["status"]:
            params = {**params, "status": SHOWN_STATUSES}
        if params["text"] and not searchable(params["text"]):
            return 0, [], [], held  # punctuation or an emoji only: nothing matches, not everything
        if semantic and params["text"]:
            rows = _sort_rows(self._semantic(params), sort, descending)
            return len(rows), rows[:PAGE], rows, held
        total = hx.count(**params)
        order = "salience" if sort == "relevance" else sort
        rows = hx.list(**params, order=order, descending=descending, limit=PAGE, offset=0)
        return total, rows, None, held

    def _semantic(self, params: dict[str, Any]) -> list[tuple[Any, ...]]:
        """Vector and text search over the chosen or every scope, cut to what is relevant, most
        relevant first; browsing is not an access. Rows: (memory, salience, share of the best, score)."""
        hits = self.hx.search(params["text"], scope=params["scope"], kind=params["kind"],
                              shape=params["shape"], status=params["status"])
        return [(h.memory, h.salience, h.relevance, h.score) for h in hits]

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
        total, first, everything, held = message.value
        table = self.query_one(VirtualTable)
        params = self.params()
        semantic = self.semantic and params["text"]
        table.columns = list(SEARCH_COLUMNS if semantic else COLUMNS)
        if everything is not None:
            rows = everything

            def fetch(offset: int, limit: int) -> list[Any]:
                return rows[offset: offset + limit]
        else:
            sort, descending = self.sort, self.descending

            def fetch(offset: int, limit: int) -> list[Any]:
                """Runs in the table's page worker, whose database connection it releases."""
                query = {**params, "status": params["status"] or SHOWN_STATUSES}
                try:
                    return self.hx.list(**query, order="salience" if sort == "relevance" else sort,
                                        descending=descending, limit=limit, offset=offset)
                finally:
                    self.hx.release_thread()
        table.key_of = lambda item: item[0].id
        table.sort_column = self.sort
        table.sort_descending = self.descending
        table.set_source(total, fetch, first, keep_cursor=getattr(self, "_keep_cursor", False))
        self.shown_generation = message.generation
        mode = "semantic" if semantic else "text"
        search = f" · {mode} search {params['text']!r}" if params["text"] else ""
        if params["text"] and not searchable(params["text"]):
            self.query_one("#status-line", Static).update(
                f"nothing to search for in {params['text']!r}: type a word (letters or digits)")
            return
        filters = " · ".join(f"{k}={v}" for k, v in params.items() if v and k != "text")
        what = "relevant memories" if semantic else "memories"
        sort = "salience" if self.sort == "relevance" and not semantic else self.sort
        hidden = f" · {held:,} held in Quarantine (4), not listed" if held else ""
        self.query_one("#status-line", Static).update(
            f"{total:,} {what}{search}{' · ' + filters if filters else ''}"
            f" · sorted by {sort} {'▼' if self.descending else '▲'}{hidden}"
        )

    def _render_row(self, item: tuple[Any, ...]) -> list[Text | str]:
        memory, sal = item[0], item[1]
        now = self.hx.now()
        floor = self.hx.settings.decay.retrieval_floor
        pin = "◆ " if memory.pinned else ""
        match = [match_cell(item[2], item[3])] if len(item) > 2 else []  # a search hit
        return [
            Text(pin + one_line(memory.content, 300)),
            *match,
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
        self.set_focus(self.query_one(VirtualTable))

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
        self.set_focus(self.query_one("#search", Input))

    def action_focus_filters(self) -> None:
        self.set_focus(self.query_one("#kind", Select))

    def action_toggle_mode(self) -> None:
        self.semantic = not self.semantic
        if self.semantic and self.sort == "salience":
            self.sort, self.descending = "relevance", True  # a search is read best match first
        elif not self.semantic and self.sort == "relevance":
            self.sort, self.descending = "salience", True
        self.query_one("#mode", Label).update("semantic" if self.semantic else "text")
        self.notify(f"search is now {'semantic (vectors + text)' if self.semantic else 'full-text'}",
                    timeout=2)
        if self.params()["text"]:
            self.reload()

    def action_cycle_sort(self) -> None:
        keys = self.sortable()
        index = keys.index(self.sort) if self.sort in keys else -1
        self.sort = keys[(index + 1) % len(keys)]
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
        self.set_focus(self.query_one(VirtualTable))
        self.reload()

    def action_open(self) -> None:
        item = self.query_one(VirtualTable).current
        if item is not None:
            self.open_memory(item[0].id)

    def action_refresh(self) -> None:
        self.data_changed()


def searchable(text: str) -> bool:
    """The text has a word a search can look for (punctuation and emoji alone have none)."""
    return fts_query(text) is not None


def match_cell(share: float, score: float) -> Text:
    """How well a search hit matches: a bar of its share of the best hit's score, and the score."""
    return Text.assemble((bar(share, 6), "cyan"), f" {score:.2f}")


def _sort_rows(rows: list[tuple[Any, ...]], sort: str, descending: bool) -> list[tuple[Any, ...]]:
    if sort == "relevance":  # the search's own order: score, then salience
        ordered = sorted(rows, key=lambda r: (r[3], r[1]), reverse=True)
        return ordered if descending else ordered[::-1]
    if sort == "salience":
        return sorted(rows, key=lambda r: r[1], reverse=descending)
    if sort == "age":
        return sorted(rows, key=lambda r: r[0].recorded_at, reverse=not descending)
    return sorted(rows, key=lambda r: getattr(r[0], sort), reverse=descending)
