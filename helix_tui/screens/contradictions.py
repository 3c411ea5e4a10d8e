"""Contradictions: flagged pairs side by side, each with the reason it was raised; resolve them."""

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


def load_pair(hx: Any, flag: Any) -> tuple[Any | None, Any | None]:
    def get(memory_id: str | None) -> Any | None:
        if not memory_id:
            return None
        try:
            return hx.get(memory_id)
        except NotFound:
            return None

    return get(flag.a_id), get(flag.b_id)


class ContradictionsScreen(HelixScreen):
    GROUP = "contradictions"
    TITLE_TEXT = "Contradictions"
    BINDINGS = bindings("contradictions")

    def __init__(self) -> None:
        super().__init__(id="contradictions-screen")
        self.items: list[Any] = []
        self._filled = False

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("", classes="notice", id="contradictions-notice")
        with Vertical(id="contradiction-body"):
            yield DataTable(id="flag-list", cursor_type="row", zebra_stripes=True)
            yield Static("", id="flag-reason")
            with Horizontal(classes="side-pair"):
                with VerticalScroll(classes="side"):
                    yield Label("Left  (a keeps it)", classes="section")
                    yield Static("", id="flag-a")
                with VerticalScroll(classes="side"):
                    yield Label("Right  (b keeps it)", classes="section")
                    yield Static("", id="flag-b")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "Contradictions"
        self.show_notice(None)
        for label, width in (("#", 4), ("kind", 14), ("left", 32), ("right", 32), ("reason", 44), ("raised", 16)):
            self.query_one("#flag-list", DataTable).add_column(label, width=width)
        self.reload()

    def on_screen_resume(self) -> None:
        self.sub_title = "Contradictions"
        self.reload()

    def reload(self) -> None:
        self.load("flags", self.hx.flags, status="open")

    def data_changed(self) -> None:
        self.reload()

    @on(Loaded)
    def _loaded(self, message: Loaded) -> None:
        if message.tag == "flags":
            self.show_notice(None)
            if self._filled and list(message.value) == self.items:
                return  # nothing changed: leave the table (and the cursor) alone
            self._filled = True
            self.items = list(message.value)
            table = self.query_one("#flag-list", DataTable)
            row = table.cursor_row
            table.clear()
            for f in self.items:
                table.add_row(str(f.id), f.kind, f.a_id, f.b_id or "—", one_line(f.reason, 60),
                              when(f.created_at))
            if self.items:
                table.move_cursor(row=min(max(row, 0), len(self.items) - 1))
                self._show()
            else:
                self.query_one("#flag-reason", Static).update("No open flags.")
                self.query_one("#flag-a", Static).update("")
                self.query_one("#flag-b", Static).update("")
        elif message.tag == "pair":
            a, b = message.value
            self.query_one("#flag-a", Static).update(_side(a))
            self.query_one("#flag-b", Static).update(_side(b))

    def current(self) -> Any | None:
        if not self.items:
            return None
        table = self.query_one("#flag-list", DataTable)
        return self.items[min(max(table.cursor_row, 0), len(self.items) - 1)]

    @on(DataTable.RowHighlighted, "#flag-list")
    def _show(self) -> None:
        flag = self.current()
        if flag is None:
            return
        self.query_one("#flag-reason", Static).update(Text(f" {flag.kind}: {flag.reason}", style="bold"))
        self.load("pair", load_pair, self.hx, flag)

    def action_resolve(self, resolution: str) -> None:
        flag = self.current()
        if flag is None:
            return
        if flag.b_id is None and resolution != "keep_a":
            self.notify("this flag has one memory: keep it (a) or edit it from its detail",
                        severity="warning")
            return
        self.act(resolution, self.hx.resolve, flag.id, resolution)

    def action_refresh(self) -> None:
        self.reload()

    @on(Done)
    def _done(self, message: Done) -> None:
        self.notify(f"resolved: {message.tag}", timeout=3)
        self.reload()


def _side(m: Any | None) -> Text:
    if m is None:
        return Text("(gone)", style="dim")
    text = Text()
    text.append(f"{m.id}\n", style="bold")
    text.append(f"{m.kind} · {m.scope} · {m.status} · confidence {m.confidence:.2f} · "
                f"recorded {when(m.recorded_at)}\n\n", style="dim")
    text.append(m.content)
    return text
