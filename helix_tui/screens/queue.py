"""What the review queues share: proposals, quarantine, contradictions and the review session.

Each loads a queue of items from the facade in a worker; the table screens show it in a table that
keeps its place across reloads, show the highlighted item beside it, and reload after an action.

A decision takes its rows out of the table at once, before the database has answered, so the cursor
sits on the next row and the next key press acts on it: pressing `x` six times rejects six rows. Rows
still being decided stay out of every reload until their answer comes; a row someone else decided
meanwhile is absorbed quietly (it leaves the table) rather than raising an error.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich.text import Text
from textual import on
from textual.widgets import DataTable

from helix_core.errors import InvalidInput, NotFound

from ..base import HelixScreen
from ..messages import Done, Failed, Loaded

# what the facade says when a row was decided before this press reached it
ALREADY_DECIDED = ("not pending", "not quarantined", "already resolved", "already")


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
        self._generation = getattr(self, "_generation", 0) + 1
        self.load("queue", self.fetch, generation=self._generation)

    def action_refresh(self) -> None:
        self.reload()

    @on(Loaded)
    def _queue_loaded(self, message: Loaded) -> None:
        if message.tag == "queue" and message.generation == getattr(self, "_generation", 0):
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
        self.deciding: set[Any] = set()  # keys of rows whose decision is on its way
        self._tickets: dict[int, list[Any]] = {}
        self.restored: set[Any] = set()  # keys of rows the last undo brought back

    def key_of(self, item: Any) -> Any:
        """What identifies an item across reloads."""
        raise NotImplementedError

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
        items = [i for i in items if self.key_of(i) not in self.deciding]
        if not (self._filled and items == self.items):  # else nothing changed: leave the cursor alone
            self._filled = True
            self.items = items
            self.fill()
        self.restored = set()

    def undone(self, step: Any) -> None:
        """An undo brought rows back: the reload puts the cursor on the first of them."""
        self.restored = {*step.mark.proposals, *step.mark.flags, *step.memories}
        super().undone(step)

    def fill(self) -> None:
        """Rebuild the table from `items`, keeping the cursor on its item, or when that left, on
        the next one still listed (else the one before)."""
        table = self.table
        row = self._row_to_keep(table.cursor_row)
        self._shown = list(self.items)
        table.clear()
        for item in self.items:
            table.add_row(*self.row(item))
        if self.items:
            table.move_cursor(row=min(max(row, 0), len(self.items) - 1))
            self.show(self.current())
        else:
            self.show_empty()

    def _row_to_keep(self, row: int) -> int:
        """Where in `items` the item under the cursor (at `row` of the table as last shown) is now."""
        shown: list[Any] = getattr(self, "_shown", [])
        where = {self.key_of(item): i for i, item in enumerate(self.items)}
        listed = {self.key_of(item) for item in shown}
        back = [where[key] for key in where if key in self.restored and key not in listed]
        if back:  # an undo brought these back: the cursor goes to them
            return min(back)
        if not 0 <= row < len(shown):
            return row
        after = [self.key_of(item) for item in shown[row:]]
        before = [self.key_of(item) for item in reversed(shown[:row])]
        return next((where[key] for key in after + before if key in where), row)

    def current(self) -> Any | None:
        if not self.items:
            return None
        return self.items[min(max(self.table.cursor_row, 0), len(self.items) - 1)]

    @on(DataTable.RowHighlighted)
    def _highlighted(self) -> None:
        item = self.current()
        if item is not None:
            self.show(item)

    # -- deciding -------------------------------------------------------------------------------

    def decide(self, tag: str, label: str, fn: Callable[[], Any], items: Sequence[Any], *,
               proposals: Sequence[int] = (), flags: Sequence[int] = (),
               memories: Sequence[str] = ()) -> None:
        """Take `items` out of the table now and decide them in a thread (one undoable step)."""
        keys = [self.key_of(i) for i in items if self.key_of(i) not in self.deciding]
        if not keys:
            return
        ticket = self.perform(tag, label, fn, proposals=proposals, flags=flags, memories=memories)
        self._tickets[ticket] = keys
        self.deciding.update(keys)
        self.items = [i for i in self.items if self.key_of(i) not in self.deciding]
        self.fill()

    def _settled(self, ticket: int) -> bool:
        keys = self._tickets.pop(ticket, None)
        if keys is None:
            return False
        self.deciding.difference_update(keys)
        return True

    @on(Done)
    def _acted(self, message: Done) -> None:
        self._settled(message.ticket)
        self.notify(self.done_text(message), timeout=3)
        self.reload()

    def handle_failure(self, message: Failed) -> bool:
        if not self._settled(message.ticket):
            return super().handle_failure(message)
        self.reload()  # the rows come back unless they were decided elsewhere
        gone = isinstance(message.error, NotFound) or (
            isinstance(message.error, InvalidInput) and any(s in message.message for s in ALREADY_DECIDED))
        if gone:
            self.notify(f"already decided elsewhere: {message.message}", timeout=3)
            return True
        return super().handle_failure(message)
