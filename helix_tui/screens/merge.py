"""The merge preview: both memories side by side and what the merge will leave, before it happens.

Review's MERGE used to fold a memory into its nearest neighbour without showing it; a pinned
preference could end up superseded by an episode. Now the person sees the two sides (the words that
differ marked), the survivor as it will be (kind, shape, pin, origin), what becomes superseded and
any warning, and picks another candidate with ←/→ before saying yes.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from ..format import word_diff
from .dialogs import DIALOG_CSS

MERGE_CSS = DIALOG_CSS + """
#merge-dialog { width: 100%; max-width: 140; max-height: 100%; padding: 0 1; }
#merge-dialog .title { margin-bottom: 0; }
#merge-dialog .merge-side { width: 1fr; height: auto; padding: 0 1; border: round $panel; }
#merge-dialog #merge-sides { height: auto; }
#merge-dialog #merge-result { height: auto; padding: 0 1; border: round $success; }
#merge-dialog #merge-result.warn { border: round $warning; }
#merge-dialog .buttons { margin-top: 0; }
#merge-dialog Button { height: 1; min-width: 12; border: none; }
"""


def describe(m: Any) -> Text:
    """The properties a merge must not lose, in one line."""
    bits = [m.kind, m.shape, m.origin, m.status] + (["pinned"] if m.pinned else [])
    return Text(" · ".join(bits), style="dim")


class MergeScreen(ModalScreen[str | None]):
    """Dismisses with the id of the memory to merge with, or None."""

    DEFAULT_CSS = MERGE_CSS
    SCOPED_CSS = False
    BINDINGS = [
        Binding("y", "merge", "Merge", id="merge.yes", tooltip="Merge as shown"),
        Binding("n,escape", "cancel", "Cancel", id="merge.no", tooltip="Leave both memories as they are"),
        Binding("right,l", "next(1)", "Next", id="merge.next", tooltip="Merge with the next candidate instead"),
        Binding("left,h", "next(-1)", "Previous", id="merge.previous", tooltip="The previous candidate"),
    ]

    def __init__(self, memory: Any, choices: list[tuple[Any, Any]]) -> None:
        super().__init__()
        self.memory = memory
        self.choices = choices  # (candidate Memory, MergePlan)
        self.index = 0

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog", id="merge-dialog"):
            yield Label("Merge these memories?", classes="title")
            with Horizontal(id="merge-sides"):
                yield Static("", classes="merge-side", id="merge-left")
                yield Static("", classes="merge-side", id="merge-right")
            yield Static("", id="merge-result")
            yield Label("y or enter merges · ←/→ another candidate · n or escape cancels · z undoes after",
                        classes="hint")
            with Horizontal(classes="buttons"):
                yield Button("Cancel", id="no")
                yield Button("Merge", variant="primary", id="yes")

    def on_mount(self) -> None:
        self.show()
        self.set_focus(self.query_one("#yes", Button))

    def show(self) -> None:
        other, plan = self.choices[self.index]
        left, right = word_diff(self.memory.content, other.content)
        count = f"  ({self.index + 1} of {len(self.choices)})" if len(self.choices) > 1 else ""
        self.query_one("#merge-left", Static).update(_side("This memory", self.memory, left))
        self.query_one("#merge-right", Static).update(_side(f"Most similar{count}", other, right))
        result = self.query_one("#merge-result", Static)
        result.set_class(bool(plan.warnings), "warn")
        result.update(_result(plan))

    def action_next(self, step: int) -> None:
        if len(self.choices) > 1:
            self.index = (self.index + step) % len(self.choices)
            self.show()

    def action_merge(self) -> None:
        self.dismiss(self.choices[self.index][0].id)

    def action_cancel(self) -> None:
        self.dismiss(None)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "yes":
            self.action_merge()
        else:
            self.action_cancel()


def _side(title: str, m: Any, content: Text) -> Text:
    text = Text()
    text.append(f"{title}\n", style="bold")
    text.append(f"{m.id}\n")
    text.append_text(describe(m))
    text.append("\n\n")
    text.append_text(content)
    return text


def _result(plan: Any) -> Text:
    r = plan.result
    text = Text()
    text.append("After the merge\n", style="bold")
    text.append(f"{r.id} stays", style="bold green")
    text.append(" (keeps its id)\n")
    text.append_text(describe(r))
    text.append("\n")
    text.append(r.content + "\n")
    gone = ", ".join(m.id for m in plan.others)
    text.append(f"superseded by it: {gone}\n", style="dim")
    for warning in plan.warnings:
        text.append(f"⚠ {warning}\n", style="bold yellow")
    text.rstrip()
    return text
