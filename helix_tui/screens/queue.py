"""What the review queues share: proposals, quarantine, contradictions and the review session.

Each loads a queue of items from the facade in a worker; the table screens show it in a table that
keeps its place across reloads, show the highlighted item beside it, and reload after an action.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on
from textual.widgets import DataTable

from ..base import HelixScreen
from ..messages import Done, Loaded


class QueueScreen(HelixScreen):
    """A queue of items waiting for a person. `LIVE` queues follow the database: they reload when
    the screen comes back and when something changed underneath."""

    LIVE = True

    def fetch(self) -> list[Any]:
        """The queue, read from the facade (runs in a worker thread)."""
        raise NotImplementedError

    def prepare(self) -> None:
        """Set up the widgets before the first load."""

    def queue_loaded(self, items: list[Any]) -> None:
        raise NotImplementedError

    def on_mount(self) -> None:
        self.sub_title = self.TITLE_TEXT
        self.show_notice(None)
        self.prepare()
        self.reload()

    def on_screen_resume(self) -> None:
        self.sub_title = self.TITLE_TEXT
        if self.LIVE:
            self.reload()

    def data_changed(self) -> None:
        if self.LIVE:
            self.reload()

    def reload(self) -> None:
        self.load("queue", self.fetch)

    def action_refresh(self) -> None:
        self.reload()

    @on(Loaded)
    def _queue_loaded(self, message: Loaded) -> None:
        if message.tag == "queue":
            self.show_notice(None)
            self.queue_loaded(list(message.value))


class TableQueueScreen(QueueScreen):
    """A queue shown as a table (`TABLE` is its id, `COLUMNS` its labels and widths) beside the
    highlighted item."""

    TABLE = ""
    COLUMNS: tuple[tuple[str, int], ...] = ()

    def __init__(self, id: str) -> None:
        super().__init__(id=id)
        self.items: list[Any] = []
        self._filled = False

    def row(self, item: Any) -> list[str | Text]:
        raise NotImplementedError

    def show(self, item: Any) -> None:
        """Show the highlighted item beside the table."""
        raise NotImplementedError

    def show_empty(self) -> None:
        raise NotImplementedError

    def done_text(self, message: Done) -> str:
        """The toast after an action on the queue."""
        raise NotImplementedError

    @property
    def table(self) -> DataTable:
        return self.query_one(f"#{self.TABLE}", DataTable)

    def prepare(self) -> None:
        for label, width in self.COLUMNS:
            self.table.add_column(label, width=width)

    def queue_loaded(self, items: list[Any]) -> None:
        if self._filled and items == self.items:
            return  # nothing changed: leave the table (and the cursor) alone
        self._filled = True
        self.items = items
        self.fill()

    def fill(self) -> None:
        """Rebuild the table from `items`, keeping the cursor's row."""
        table = self.table
        row = table.cursor_row
        table.clear()
        for item in self.items:
            table.add_row(*self.row(item))
        if self.items:
            table.move_cursor(row=min(max(row, 0), len(self.items) - 1))
            self.show(self.current())
        else:
            self.show_empty()

    def current(self) -> Any | None:
        if not self.items:
            return None
        return self.items[min(max(self.table.cursor_row, 0), len(self.items) - 1)]

    @on(DataTable.RowHighlighted)
    def _highlighted(self) -> None:
        item = self.current()
        if item is not None:
            self.show(item)

    @on(Done)
    def _acted(self, message: Done) -> None:
        self.notify(self.done_text(message), timeout=3)
        self.reload()
