"""Contradictions: flagged pairs side by side, each with the reason it was raised and the words that
differ highlighted (a word diff), so the disagreement is seen at a glance; resolve them."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import DataTable, Footer, Header, Label, Static

from helix_core.errors import NotFound

from ..bindings import bindings
from ..format import DIFF_STYLE, one_line, when, word_diff
from ..messages import Done, Loaded
from .dialogs import ScopesScreen
from .queue import TableQueueScreen


def load_pair(hx: Any, flag: Any) -> tuple[Any | None, Any | None]:
    def get(memory_id: str | None) -> Any | None:
        if not memory_id:
            return None
        try:
            return hx.get(memory_id)
        except NotFound:
            return None

    return get(flag.a_id), get(flag.b_id)


class ContradictionsScreen(TableQueueScreen):
    GROUP = "contradictions"
    TITLE_TEXT = "Contradictions"
    BINDINGS = bindings("contradictions", "lists")
    TABLE = "flag-list"
    COLUMNS = (("#", 4), ("kind", 14), ("left", 32), ("right", 32), ("reason", 44), ("raised", 16))

    def __init__(self) -> None:
        super().__init__(id="contradictions-screen")
        self.scopes = ("", "")  # the scopes of the last keep-both, for its message

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
            yield Static(Text.assemble(("words that differ", DIFF_STYLE), " are marked"), id="flag-legend",
                         classes="hint")
        yield Footer()

    def fetch(self) -> list[Any]:
        return self.hx.flags(status="open")

    def key_of(self, item: Any) -> Any:
        return item.id

    def row(self, f: Any) -> list[str | Text]:
        return [str(f.id), f.kind, f.a_id, f.b_id or "—", one_line(f.reason, 60), when(f.created_at)]

    def show_empty(self) -> None:
        self.query_one("#flag-reason", Static).update("No open flags.")
        self.query_one("#flag-a", Static).update("")
        self.query_one("#flag-b", Static).update("")

    def show(self, flag: Any) -> None:
        self.query_one("#flag-reason", Static).update(Text(f" {flag.kind}: {flag.reason}", style="bold"))
        self.load("pair", load_pair, self.hx, flag)

    @on(Loaded)
    def _pair_loaded(self, message: Loaded) -> None:
        if message.tag == "pair":
            a, b = message.value
            left, right = word_diff(a.content, b.content) if a is not None and b is not None else (None, None)
            self.query_one("#flag-a", Static).update(_side(a, left))
            self.query_one("#flag-b", Static).update(_side(b, right))

    def action_resolve(self, resolution: str) -> None:
        flag = self.current()
        if flag is None:
            return
        if flag.b_id is None and resolution != "keep_a":
            self.notify("this flag has one memory: keep it (a) or edit it from its detail",
                        severity="warning")
            return
        if resolution == "keep_both_scoped":
            self._keep_both(flag)
            return
        self.decide(resolution, f"resolve flag #{flag.id} ({DONE[resolution]})",
                    lambda: self.hx.resolve(flag.id, resolution), [flag], flags=[flag.id])

    def _keep_both(self, flag: Any) -> None:
        """Ask for the two scopes (each starts at its memory's), then keep both there."""
        a, b = load_pair(self.hx, flag)
        if a is None or b is None:
            self.notify("one side of this flag is gone: ctrl+r reloads", severity="warning")
            return

        def chosen(scopes: tuple[str, str] | None) -> None:
            if scopes is None:
                return
            scope_a, scope_b = scopes
            self.scopes = scopes
            self.decide("keep_both_scoped", f"resolve flag #{flag.id} (kept both: {scope_a} / {scope_b})",
                        lambda: self.hx.resolve(flag.id, "keep_both_scoped", scope_a=scope_a, scope_b=scope_b),
                        [flag], flags=[flag.id])

        self.app.push_screen(ScopesScreen((a.id, a.scope), (b.id, b.scope)), chosen)

    def done_text(self, message: Done) -> str:
        flag = message.value
        if message.tag == "keep_both_scoped":
            return f"flag #{flag.id}: kept both, left in {self.scopes[0]}, right in {self.scopes[1]} · z undoes"
        return f"flag #{flag.id}: {DONE.get(message.tag, message.tag)} · z undoes"


DONE = {"keep_a": "kept left", "keep_b": "kept right", "supersede": "newer supersedes older",
        "keep_both_scoped": "kept both, each in its own scope"}


def _side(m: Any | None, content: Text | None = None) -> Text:
    if m is None:
        return Text("(gone)", style="dim")
    text = Text()
    text.append(f"{m.id}\n", style="bold")
    text.append(f"{m.kind} · {m.scope} · {m.status} · confidence {m.confidence:.2f} · "
                f"recorded {when(m.recorded_at)}\n\n", style="dim")
    text.append_text(content if content is not None else Text(m.content))
    return text
