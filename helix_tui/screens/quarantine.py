"""Quarantine: imported and suspicious memories with the reason each is held; approve or reject, one
at a time or a selection at once (space selects, ctrl+a selects all, D rejects every exact duplicate
of something already in the store). When a check found a duplicate or a conflicting memory, the two
are shown side by side."""

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
from .dialogs import ConfirmScreen
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


def exact_duplicate(item: Any) -> bool:
    """Held because the same text (case, spacing and punctuation aside) is already in the store."""
    return any(d.get("how") == "same text" for d in item.duplicates)


class QuarantineScreen(TableQueueScreen):
    GROUP = "quarantine"
    TITLE_TEXT = "Quarantine"
    BINDINGS = bindings("quarantine", "lists")
    TABLE = "quarantine-list"
    COLUMNS = ((" ", 1), ("id", 40), ("origin", 15), ("reason", 56), ("checks", 30))

    def __init__(self) -> None:
        super().__init__(id="quarantine-screen")
        self.selected: set[str] = set()

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("", classes="notice", id="quarantine-notice")
        with Vertical(id="quarantine-body"):
            yield DataTable(id="quarantine-list", cursor_type="row", zebra_stripes=True)
            yield Static("", id="quarantine-count", classes="status-line")
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

    def key_of(self, item: Any) -> Any:
        return item.memory.id

    def queue_loaded(self, items: list[Any]) -> None:
        self.selected &= {i.memory.id for i in items}
        super().queue_loaded(items)

    def fill(self) -> None:
        dups = sum(1 for i in self.items if exact_duplicate(i))
        self.query_one("#quarantine-count", Static).update(
            f" {len(self.items)} held · {dups} exact duplicate{'s' if dups != 1 else ''} · "
            f"{len(self.selected)} selected · space selects, a approves, x rejects, D rejects every exact "
            "duplicate"
        )
        super().fill()

    def row(self, item: Any) -> list[str | Text]:
        checks = []
        if item.injection:
            checks.append(f"{len(item.injection)} injection pattern(s)")
        if item.duplicates:
            checks.append(f"{len(item.duplicates)} duplicate(s)")
        if item.conflicts:
            checks.append(f"{len(item.conflicts)} conflict(s)")
        mark = "●" if item.memory.id in self.selected else " "
        return [mark, item.memory.id, item.memory.origin, one_line(item.reason, 80), ", ".join(checks) or "—"]

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

    def targets(self) -> list[Any]:
        if self.selected:
            return [i for i in self.items if i.memory.id in self.selected]
        item = self.current()
        return [item] if item is not None else []

    def _decide_all(self, approve: bool, items: list[Any], why: str = "") -> None:
        ids = [i.memory.id for i in items]
        self.selected -= set(ids)
        fn = self.hx.approve_quarantined if approve else self.hx.reject_quarantined
        verb = "approve" if approve else "reject"
        label = f"{verb} {ids[0]}" if len(ids) == 1 else f"{verb} {len(ids)} quarantined memories{why}"
        # history holds everything a quarantine decision changes: nothing else to keep for undo
        self.decide("approved" if approve else "rejected", label, lambda: [fn(i) for i in ids], items)

    def action_approve(self) -> None:
        items = self.targets()
        if items:
            self._decide_all(True, items)

    def action_reject(self) -> None:
        items = self.targets()
        if items:
            self._decide_all(False, items)

    def action_reject_duplicates(self) -> None:
        items = [i for i in self.items if exact_duplicate(i) and i.memory.id not in self.deciding]
        if not items:
            self.notify("no exact duplicates are held", timeout=3)
            return

        def confirmed(yes: bool | None) -> None:
            if yes:
                self._decide_all(False, items, " (exact duplicates)")

        self.app.push_screen(ConfirmScreen(
            f"Reject {len(items)} exact duplicate{'s' if len(items) != 1 else ''}?",
            "Each has the same text as a memory already in the store. Rejected memories are soft-forgotten; "
            "z undoes this.", "Reject"), confirmed)

    def action_toggle_select(self) -> None:
        item = self.current()
        if item is None:
            return
        self.selected ^= {item.memory.id}
        row = self.table.cursor_row
        self.fill()
        self.table.move_cursor(row=min(row + 1, len(self.items) - 1))

    def action_select_all(self) -> None:
        every = {i.memory.id for i in self.items}
        self.selected = set() if self.selected == every else every
        self.fill()

    def done_text(self, message: Done) -> str:
        done = message.value if isinstance(message.value, list) else [message.value]
        if len(done) == 1:
            return f"{done[0].id} {message.tag} (z undoes)"
        where = "into Memories" if message.tag == "approved" else "(soft-forgotten)"
        return f"{message.tag} {len(done)} memories {where} (z undoes)"


def _memory_text(m: Any) -> Text:
    text = Text()
    text.append(f"{m.id}\n", style="bold")
    text.append(f"{m.kind} · {m.scope} · {m.status} · {m.origin} · recorded {when(m.recorded_at)}\n\n",
                style="dim")
    text.append(m.content)
    return text
