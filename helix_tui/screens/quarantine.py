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

from ..bindings import bindings
from ..format import one_line, when
from ..messages import Done, Loaded
from .queue import TableQueueScreen


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


class QuarantineScreen(TableQueueScreen):
    GROUP = "quarantine"
    TITLE_TEXT = "Quarantine"
    BINDINGS = bindings("quarantine")
    TABLE = "quarantine-list"
    COLUMNS = (("id", 40), ("origin", 15), ("reason", 56), ("checks", 30))

    def __init__(self) -> None:
        super().__init__(id="quarantine-screen")

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

    def fetch(self) -> list[Any]:
        return self.hx.quarantined()

    def row(self, item: Any) -> list[str | Text]:
        checks = []
        if item.injection:
            checks.append(f"{len(item.injection)} injection pattern(s)")
        if item.duplicates:
            checks.append(f"{len(item.duplicates)} duplicate(s)")
        if item.conflicts:
            checks.append(f"{len(item.conflicts)} conflict(s)")
        return [item.memory.id, item.memory.origin, one_line(item.reason, 80), ", ".join(checks) or "—"]

    def show_empty(self) -> None:
        self.query_one("#quarantine-left", Static).update("Nothing is quarantined.")
        self.query_one("#quarantine-right", Static).update("")

    def show(self, item: Any) -> None:
        text = _memory_text(item.memory)
        text.append(f"\n\nHeld because: {item.reason}\n", style="bold")
        for hit in item.injection:
            text.append(f"  • injection: {hit.get('pattern') or hit}\n", style="red")
        self.query_one("#quarantine-left", Static).update(text)
        self.load("other", load_counterpart, self.hx, item)

    @on(Loaded)
    def _counterpart_loaded(self, message: Loaded) -> None:
        if message.tag == "other":
            label, other = message.value
            self.query_one("#quarantine-other-label", Label).update(
                f"Already in the store ({label})" if other else "Already in the store"
            )
            self.query_one("#quarantine-right", Static).update(
                _memory_text(other) if other else Text("no duplicate or conflicting memory", style="dim")
            )

    def action_approve(self) -> None:
        item = self.current()
        if item is not None:
            self.act("approved", self.hx.approve_quarantined, item.memory.id)

    def action_reject(self) -> None:
        item = self.current()
        if item is not None:
            self.act("rejected", self.hx.reject_quarantined, item.memory.id)

    def done_text(self, message: Done) -> str:
        return f"{message.value.id} {message.tag}"


def _memory_text(m: Any) -> Text:
    text = Text()
    text.append(f"{m.id}\n", style="bold")
    text.append(f"{m.kind} · {m.scope} · {m.status} · {m.origin} · recorded {when(m.recorded_at)}\n\n",
                style="dim")
    text.append(m.content)
    return text
