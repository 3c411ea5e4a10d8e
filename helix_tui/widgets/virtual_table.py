"""A table that can hold 100,000 rows: it draws only the visible lines and loads pages on demand.

Rows are never widgets. The owner gives a row count and a `fetch(offset, limit)` function; pages are
fetched in a thread worker the first time a line needs them (so `fetch` releases whatever it holds
per thread), and kept in a small cache.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rich.segment import Segment
from rich.text import Text
from textual import events, work
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from ..bindings import bindings

PAGE = 200
MAX_PAGES = 40


@dataclass(frozen=True)
class Column:
    key: str
    label: str
    width: int | None  # None: takes the remaining width
    sortable: bool = True
    align: str = "left"
    drop: int = 0  # on a narrow screen, columns with drop > 0 hide, highest first (0: always shown)


MIN_FLEX = 28  # the flexible column keeps at least this many cells before others hide


class VirtualTable(ScrollView, can_focus=True):
    """A scrolling, sortable table over a paged data source."""

    BINDINGS = bindings("table")
    DEFAULT_CSS = """
    VirtualTable { background: $surface; scrollbar-gutter: stable; }
    VirtualTable > .virtual-table--header { background: $panel; color: $text; text-style: bold; }
    VirtualTable > .virtual-table--cursor { background: $block-cursor-background; color: $block-cursor-foreground; }
    VirtualTable:blur > .virtual-table--cursor { background: $block-cursor-blurred-background; }
    VirtualTable > .virtual-table--placeholder { color: $text-muted; }
    """
    COMPONENT_CLASSES = {
        "virtual-table--header", "virtual-table--cursor", "virtual-table--placeholder",
    }

    cursor = reactive(0, always_update=True)

    @dataclass
    class Highlighted(Message):
        table: VirtualTable
        index: int
        item: Any

    @dataclass
    class Selected(Message):
        table: VirtualTable
        index: int
        item: Any

    @dataclass
    class SortRequested(Message):
        table: VirtualTable
        column: str

    @dataclass
    class _PageLoaded(Message):
        generation: int
        page: int
        rows: list[Any]
        error: str | None = None

    def __init__(
        self, columns: Sequence[Column], render_row: Callable[[Any], Sequence[Text | str]],
        *, id: str | None = None, classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.columns = list(columns)
        self.render_row = render_row
        self.total = 0
        self._fetch: Callable[[int, int], list[Any]] | None = None
        self._pages: OrderedDict[int, list[Any]] = OrderedDict()
        self._pending: set[int] = set()
        self._generation = 0
        self.sort_column: str | None = None
        self.sort_descending = True
        self.marked: set[Any] = set()
        self.key_of: Callable[[Any], Any] = lambda item: item

    # -- data -----------------------------------------------------------------------------------

    def set_source(self, total: int, fetch: Callable[[int, int], list[Any]],
                   first_page: list[Any] | None = None, keep_cursor: bool = False) -> None:
        """Point the table at new data. `first_page` (rows from offset 0) avoids a second round trip."""
        self._generation += 1
        self.total = max(0, int(total))
        self._fetch = fetch
        self._pages.clear()
        self._pending.clear()
        if first_page is not None:
            self._pages[0] = list(first_page)
        self.virtual_size = Size(self.size.width, self.total + 1)
        if not keep_cursor:
            self.scroll_to(y=0, animate=False)
            self.cursor = 0
        else:
            self.cursor = min(self.cursor, max(0, self.total - 1))
        self.refresh()

    def item(self, index: int) -> Any | None:
        page = self._pages.get(index // PAGE)
        if page is None:
            return None
        offset = index % PAGE
        return page[offset] if offset < len(page) else None

    @property
    def current(self) -> Any | None:
        return self.item(self.cursor) if self.total else None

    def loaded_items(self) -> list[Any]:
        return [row for _, page in sorted(self._pages.items()) for row in page]

    def _request(self, page: int) -> None:
        if page in self._pending or self._fetch is None:
            return
        self._pending.add(page)
        self._load_page(self._generation, page, self._fetch)

    @work(thread=True, exit_on_error=False, group="table-pages")
    def _load_page(self, generation: int, page: int, fetch: Callable[[int, int], list[Any]]) -> None:
        try:
            rows = fetch(page * PAGE, PAGE)
        except Exception as exc:  # shown in place of the rows; the owner's own calls report errors
            self.post_message(self._PageLoaded(generation, page, [], str(exc)))
            return
        self.post_message(self._PageLoaded(generation, page, rows))

    def on_virtual_table__page_loaded(self, message: _PageLoaded) -> None:
        message.stop()
        if message.generation != self._generation:
            return
        self._pending.discard(message.page)
        if message.error:
            self.notify(f"could not load rows: {message.error}", severity="error")
            return
        self._pages[message.page] = message.rows
        while len(self._pages) > MAX_PAGES:
            self._pages.popitem(last=False)
        self.refresh()
        if message.page == self.cursor // PAGE:
            self._announce()

    # -- drawing --------------------------------------------------------------------------------

    def _widths(self, width: int) -> list[int]:
        """Column widths for `width` cells; 0 for a column hidden to leave the content room."""
        hidden: set[str] = set()
        droppable = sorted((c for c in self.columns if c.drop), key=lambda c: -c.drop)
        while True:
            shown = [c for c in self.columns if c.key not in hidden]
            fixed = sum(c.width or 0 for c in shown) + len(shown)
            if width - fixed >= MIN_FLEX or not droppable:
                break
            hidden.add(droppable.pop(0).key)
        flex = [c for c in shown if c.width is None]
        remaining = max(8, width - fixed)
        return [0 if c.key in hidden else c.width if c.width is not None
                else remaining // max(1, len(flex)) for c in self.columns]

    def _line(self, cells: Sequence[Text | str], widths: list[int], width: int) -> Text:
        line = Text(no_wrap=True, overflow="ellipsis")
        for col, cell, w in zip(self.columns, cells, widths, strict=False):
            if w == 0:
                continue
            text = cell.copy() if isinstance(cell, Text) else Text(str(cell))
            text.truncate(w, overflow="ellipsis", pad=True)
            if col.align == "right":
                plain = text.plain.rstrip()
                text = Text(" " * (w - len(plain))) + text[: len(plain)]
            line.append(" ")
            line.append_text(text)
        line.truncate(width, pad=True)
        return line

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width or self.size.width
        widths = self._widths(width)
        if y == 0:
            labels = []
            for col in self.columns:
                arrow = ""
                if col.key == self.sort_column:
                    arrow = " ▼" if self.sort_descending else " ▲"
                labels.append(col.label + arrow)
            style = self.get_component_rich_style("virtual-table--header")
            text = self._line(labels, widths, width)
            return Strip(text.render(self.app.console), width).apply_style(style)
        index = self.scroll_offset.y + y - 1
        if index >= self.total or index < 0:
            return Strip.blank(width, self.rich_style)
        page = index // PAGE
        item = self.item(index)
        if item is None:
            self._request(page)
            style = self.get_component_rich_style("virtual-table--placeholder")
            return Strip([Segment(" loading…".ljust(width), style)], width)
        cells = list(self.render_row(item))
        if self.marked and self.key_of(item) in self.marked:
            cells[0] = Text("● ", style="bold") + (cells[0] if isinstance(cells[0], Text) else Text(str(cells[0])))
        text = self._line(cells, widths, width)
        strip = Strip(text.render(self.app.console), width)
        base = self.rich_style
        strip = strip.apply_style(base)
        if index == self.cursor:
            cursor = self.get_component_rich_style("virtual-table--cursor")
            strip = Strip(list(Segment.apply_style(iter(strip), post_style=cursor)), width)
        return strip.crop(0, width)

    def on_resize(self, event: events.Resize) -> None:
        self.virtual_size = Size(event.size.width, self.total + 1)

    # -- cursor ---------------------------------------------------------------------------------

    def watch_cursor(self, old: int, new: int) -> None:
        self._scroll_to_cursor()
        self.refresh()
        self._announce()

    def _announce(self) -> None:
        item = self.current
        if item is not None:
            self.post_message(self.Highlighted(self, self.cursor, item))

    def _scroll_to_cursor(self) -> None:
        rows_visible = max(1, self.scrollable_content_region.height - 1)
        top = self.scroll_offset.y
        if self.cursor < top:
            self.scroll_to(y=self.cursor, animate=False)
        elif self.cursor >= top + rows_visible:
            self.scroll_to(y=self.cursor - rows_visible + 1, animate=False)

    def move(self, delta: int) -> None:
        if self.total:
            self.cursor = max(0, min(self.total - 1, self.cursor + delta))

    def action_cursor_down(self) -> None:
        self.move(1)

    def action_cursor_up(self) -> None:
        self.move(-1)

    def action_page_down(self) -> None:
        self.move(max(1, self.scrollable_content_region.height - 2))

    def action_page_up(self) -> None:
        self.move(-max(1, self.scrollable_content_region.height - 2))

    def action_first(self) -> None:
        self.move(-self.total)

    def action_last(self) -> None:
        self.move(self.total)

    def action_select(self) -> None:
        item = self.current
        if item is not None:
            self.post_message(self.Selected(self, self.cursor, item))

    def on_click(self, event: events.Click) -> None:
        if event.y == 0:
            widths = self._widths(self.scrollable_content_region.width)
            x = 0
            for col, w in zip(self.columns, widths, strict=False):
                if w == 0:
                    continue  # hidden on this narrow screen
                x += w + 1
                if event.x < x:
                    if col.sortable:
                        self.post_message(self.SortRequested(self, col.key))
                    return
            return
        index = self.scroll_offset.y + event.y - 1
        if 0 <= index < self.total:
            self.cursor = index
            if event.chain >= 2:
                self.action_select()

    def watch_scroll_y(self, old: float, new: float) -> None:
        super().watch_scroll_y(old, new)
        self.refresh()
