"""Quarantine: imported and suspicious memories with the reason each is held; approve or reject.
When a check found a duplicate or a conflicting memory, the two are shown side by side."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import DataTable, Footer, Header, Label, Static

from helix_core.errors import NotFound

from ..base import HelixScreen
from ..bindings import bindings
from ..format import one_line, when
from ..messages import Done, Loaded


def load_counterpart(hx: Any, item: Any) -> tuple[str, Any | None]:
    """The memory a quarantined item duplicates or contradicts, if any."""
    for label, found in (("conflicts with", item.conflicts), ("duplicates", item.duplicates)):
        for entry in found:
            other = entry.get("id") or entry.get("memory_id")
            if other:
                try:
                    return label, hx.get(other)
                except NotFound:
                    continue
    return "", None


class QuarantineScreen(HelixScreen):
    GROUP = "quarantine"
    TITLE_TEXT = "Quarantine"
    BINDINGS = bindings("quarantine")

    def __init__(self) -> None:
        super().__init__(id="quarantine-screen")
        self.items: list[Any] = []
        self._filled = False

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("", classes="notice", id="quarantine-notice")
        with Vertical(id="quarantine-body"):
            yield DataTable(id="quarantine-list", cursor_type="row", zebra_stripes=True)
            with Horizontal(classes="side-pair"):
                with VerticalScroll(classes="side", id="quarantine-item"):
                    yield Label("Held", classes="section")
                    yield Static("", id="quarantine-left")
                with VerticalScroll(classes="side", id="quarantine-other"):
                    yield Label("Already in the store", classes="section", id="quarantine-other-label")
                    yield Static("", id="quarantine-right")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "Quarantine"
        self.show_notice(None)
        for label, width in (("id", 40), ("origin", 15), ("reason", 56), ("checks", 30)):
            self.query_one("#quarantine-list", DataTable).add_column(label, width=width)
        self.reload()

    def on_screen_resume(self) -> None:
        self.sub_title = "Quarantine"
        self.reload()

    def reload(self) -> None:
        self.load("items", self.hx.quarantined)

    def data_changed(self) -> None:
        self.reload()

    @on(Loaded)
    def _loaded(self, message: Loaded) -> None:
        if message.tag == "items":
            self.show_notice(None)
            if self._filled and list(message.value) == self.items:
                return  # nothing changed: leave the table (and the cursor) alone
            self._filled = True
            self.items = list(message.value)
            table = self.query_one("#quarantine-list", DataTable)
            row = table.cursor_row
            table.clear()
            for item in self.items:
                checks = []
                if item.injection:
                    checks.append(f"{len(item.injection)} injection pattern(s)")
                if item.duplicates:
                    checks.append(f"{len(item.duplicates)} duplicate(s)")
                if item.conflicts:
                    checks.append(f"{len(item.conflicts)} conflict(s)")
                table.add_row(item.memory.id, item.memory.origin, one_line(item.reason, 80),
                              ", ".join(checks) or "—")
            if self.items:
                table.move_cursor(row=min(max(row, 0), len(self.items) - 1))
                self._show()
            else:
                self.query_one("#quarantine-left", Static).update("Nothing is quarantined.")
                self.query_one("#quarantine-right", Static).update("")
        elif message.tag == "other":
            label, other = message.value
            self.query_one("#quarantine-other-label", Label).update(
                f"Already in the store ({label})" if other else "Already in the store"
            )
            self.query_one("#quarantine-right", Static).update(
                _memory_text(other) if other else Text("no duplicate or conflicting memory", style="dim")
            )

    def current(self) -> Any | None:
        table = self.query_one("#quarantine-list", DataTable)
        if not self.items:
            return None
        return self.items[min(max(table.cursor_row, 0), len(self.items) - 1)]

    @on(DataTable.RowHighlighted, "#quarantine-list")
    def _show(self) -> None:
        item = self.current()
        if item is None:
            return
        text = _memory_text(item.memory)
        text.append(f"\n\nHeld because: {item.reason}\n", style="bold")
        for hit in item.injection:
            text.append(f"  • injection: {hit.get('pattern') or hit}\n", style="red")
        self.query_one("#quarantine-left", Static).update(text)
        self.load("other", load_counterpart, self.hx, item)

    def action_approve(self) -> None:
        item = self.current()
        if item is not None:
            self.act("approved", self.hx.approve_quarantined, item.memory.id)

    def action_reject(self) -> None:
        item = self.current()
        if item is not None:
            self.act("rejected", self.hx.reject_quarantined, item.memory.id)

    def action_refresh(self) -> None:
        self.reload()

    @on(Done)
    def _done(self, message: Done) -> None:
        self.notify(f"{message.value.id} {message.tag}", timeout=3)
        self.reload()


def _memory_text(m: Any) -> Text:
    text = Text()
    text.append(f"{m.id}\n", style="bold")
    text.append(f"{m.kind} · {m.scope} · {m.status} · {m.origin} · recorded {when(m.recorded_at)}\n\n",
                style="dim")
    text.append(m.content)
    return text
