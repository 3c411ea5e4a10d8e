"""Dialogs: errors, a yes/no question, the typed hard-forget confirmation, the keys of a screen,
editing text (which asks before throwing an edit away)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.table import Table
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, RadioButton, RadioSet, Static, TextArea

from ..bindings import REGISTRY, display_key

if TYPE_CHECKING:
    from helix_core.hard_forget import ForgetImpact

DIALOG_CSS = """
ModalScreen { align: center middle; background: $background 60%; }
.dialog { width: 72; max-width: 90%; height: auto; max-height: 90%; padding: 1 2;
          border: thick $primary; background: $surface; }
.dialog.error { border: thick $error; }
.dialog.danger { border: thick $error; }
.dialog .title { text-style: bold; width: 100%; margin-bottom: 1; }
.dialog .body { width: 100%; height: auto; margin-bottom: 1; }
.dialog .buttons { height: auto; width: 100%; align-horizontal: right; margin-top: 1; }
.dialog Button { margin-left: 2; }
.dialog Input { margin-bottom: 1; }
.dialog TextArea { height: 12; }
.dialog .hint { color: $text-muted; }
#keys-dialog { width: 100; max-width: 100%; max-height: 100%; }
"""


class ErrorScreen(ModalScreen[None]):
    """A failed operation, told in words. Escape or Enter closes it."""

    DEFAULT_CSS = DIALOG_CSS
    SCOPED_CSS = False
    BINDINGS = [Binding("escape,enter", "dismiss", "Close", id="dialog.close", tooltip="Close this message")]

    def __init__(self, message: str, title: str = "Error", error: bool = True) -> None:
        super().__init__()
        self.message = message
        self.title_text = title
        self.is_error = error

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog error" if self.is_error else "dialog", id="error-dialog"):
            yield Label(self.title_text, classes="title")
            yield Static(self.message, classes="body", id="error-message", markup=False)
            with Horizontal(classes="buttons"):
                yield Button("OK", variant="primary", id="ok")

    @on(Button.Pressed, "#ok")
    def _ok(self) -> None:
        self.dismiss(None)


class ConfirmScreen(ModalScreen[bool]):
    """A yes/no question before an action that changes much (y or Enter: yes; n or Escape: no)."""

    DEFAULT_CSS = DIALOG_CSS
    SCOPED_CSS = False
    BINDINGS = [
        Binding("y", "answer(True)", "Yes", id="dialog.yes", tooltip="Go ahead"),
        Binding("n,escape", "answer(False)", "No", id="dialog.no", tooltip="Leave things as they are"),
    ]

    def __init__(self, title: str, body: str, confirm: str = "Yes", cancel: str = "Cancel") -> None:
        super().__init__()
        self.title_text = title
        self.body = body
        self.confirm_label = confirm
        self.cancel_label = cancel

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="confirm-dialog"):
            yield Label(self.title_text, classes="title")
            yield Static(self.body, classes="body", markup=False)
            yield Label("y or enter: yes · n or escape: no", classes="hint")
            with Horizontal(classes="buttons"):
                yield Button(self.cancel_label, id="no")
                yield Button(self.confirm_label, variant="primary", id="yes")

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#yes", Button))

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")


class HardForgetScreen(ModalScreen[str | None]):
    """Hard forget is irreversible: the person types the memory's id before the button works. When
    derived memories quote it, the dialog lists them and asks what happens to them: cut the quote
    out and demote them, or forget them too. Dismisses with the cascade chosen, or None."""

    DEFAULT_CSS = DIALOG_CSS
    SCOPED_CSS = False
    BINDINGS = [Binding("escape", "cancel", "Cancel", id="dialog.cancel", tooltip="Keep the memory")]

    def __init__(self, memory_id: str, preview: str = "", impact: ForgetImpact | None = None) -> None:
        super().__init__()
        self.memory_id = memory_id
        self.preview = preview
        self.impact = impact

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog danger", id="hard-forget-dialog"):
            yield Label(f"Hard forget {self.memory_id}?", classes="title")
            yield Static(
                "This removes the memory, its vector, its text-index entry and its edges, and strips its "
                "content from history. What it grounded is demoted. It cannot be undone.",
                classes="body",
            )
            if self.preview:
                yield Static(self.preview[:300], classes="body hint", markup=False)
            yield from self._reach()
            yield Label("Type the memory's id to confirm:")
            yield Input(placeholder=self.memory_id, id="confirm-id")
            with Horizontal(classes="buttons"):
                yield Button("Cancel", id="cancel")
                yield Button("Hard forget", variant="error", id="confirm", disabled=True)

    def _reach(self) -> ComposeResult:
        """What else the forget reaches, and the choice for the derived memories that quote it."""
        impact = self.impact
        if impact is None:
            return
        lines = []
        if impact.grounded:
            lines.append(f"To be demoted (derived from it): {', '.join(impact.grounded)}")
        if impact.proposals:
            lines.append("Pending proposals grounded in it, to be withdrawn: "
                         + ", ".join(f"#{p}" for p in impact.proposals))
        if lines:
            yield Static("\n".join(lines), classes="body", markup=False, id="reach")
        if impact.quoted_by:
            quoting = len(impact.quoted_by)
            yield Static(f"{quoting} derived memor{'y quotes' if quoting == 1 else 'ies quote'} it: "
                         f"{', '.join(impact.quoted_by)}. What happens to them?", classes="body", markup=False)
            with RadioSet(id="cascade"):
                yield RadioButton("Cut the quote out of them and demote them", value=True, id="cascade-demote")
                yield RadioButton("Hard forget them too", id="cascade-forget")

    def cascade(self) -> str:
        sets = self.query("#cascade")
        if not sets:
            return "demote"
        pressed = sets.first(RadioSet).pressed_button
        return "forget" if pressed is not None and pressed.id == "cascade-forget" else "demote"

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#cancel", Button))

    @on(Input.Changed, "#confirm-id")
    def _typed(self, event: Input.Changed) -> None:
        self.query_one("#confirm", Button).disabled = event.value.strip() != self.memory_id

    @on(Input.Submitted, "#confirm-id")
    def _submitted(self, event: Input.Submitted) -> None:
        if event.value.strip() == self.memory_id:
            self.dismiss(self.cascade())

    @on(Button.Pressed, "#confirm")
    def _confirm(self) -> None:
        if self.query_one("#confirm-id", Input).value.strip() == self.memory_id:
            self.dismiss(self.cascade())

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)


class TextEditScreen(ModalScreen[str | None]):
    """Edit a piece of text (a proposal before approving it, a memory during review)."""

    DEFAULT_CSS = DIALOG_CSS
    SCOPED_CSS = False
    BINDINGS = [
        Binding("ctrl+s", "save", "Save", id="dialog.save", tooltip="Save the text", priority=True),
        Binding("escape", "cancel", "Cancel", id="dialog.cancel", tooltip="Discard the edit (asks first)"),
    ]

    def __init__(self, text: str, title: str = "Edit", confirm: str = "Save") -> None:
        super().__init__()
        self.text = text
        self.title_text = title
        self.confirm_label = confirm

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="edit-dialog"):
            yield Label(self.title_text, classes="title")
            yield TextArea(self.text, id="edit-text", soft_wrap=True)
            yield Label("ctrl+s saves, escape discards (asks first when you changed it)", classes="hint")
            with Horizontal(classes="buttons"):
                yield Button("Cancel", id="cancel")
                yield Button(self.confirm_label, variant="primary", id="save")

    def on_mount(self) -> None:
        self.set_focus(self.query_one(TextArea))

    @on(Button.Pressed, "#save")
    def action_save(self) -> None:
        text = self.query_one(TextArea).text
        self.dismiss(text if text.strip() else None)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        if self.query_one(TextArea).text == self.text:
            self.dismiss(None)
            return

        def answered(discard: bool | None) -> None:
            if discard:
                self.dismiss(None)

        self.app.push_screen(ConfirmScreen("Discard your edit?", "The text you changed will be lost.",
                                           "Discard", "Keep editing"), answered)


class KeysScreen(ModalScreen[None]):
    """`?`: the keys of the current screen, with what each does. The table wraps to the terminal's
    width and scrolls, so nothing is cut off at 80×24."""

    DEFAULT_CSS = DIALOG_CSS
    SCOPED_CSS = False
    BINDINGS = [Binding("escape,question_mark,q", "dismiss", "Close", id="dialog.close_keys",
                        tooltip="Close the list of keys")]

    def __init__(self, group: str, title: str, keymap: dict[str, str] | None = None) -> None:
        super().__init__()
        self.group = group
        self.title_text = title
        self.keymap = keymap or {}

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog", id="keys-dialog"):
            yield Label(f"Keys — {self.title_text}", classes="title")
            yield Static(self.table(), id="keys-table")
            yield Label("Every action is also in the command palette (ctrl+p). q, ? or escape closes this.",
                        classes="hint")

    def groups(self) -> list[str]:
        extra = {"memories": "table", "proposals": "lists", "quarantine": "lists", "contradictions": "lists",
                 "detail": "lists"}.get(self.group, "")
        return [g for g in (self.group, extra, "app") if g]

    def table(self) -> Table:
        table = Table(box=None, expand=True, show_edge=False, pad_edge=False, header_style="bold")
        table.add_column("key", no_wrap=True, style="bold")
        table.add_column("action", no_wrap=True)
        table.add_column("what it does", ratio=1)
        for group in self.groups():
            for spec in REGISTRY[group]:
                key = self.keymap.get(spec.id, spec.key)
                table.add_row(display_key(key), spec.description, spec.tooltip)
        return table

    def action_dismiss(self) -> None:  # type: ignore[override]
        self.dismiss(None)


class ScopesScreen(ModalScreen[tuple[str, str] | None]):
    """Keep both sides of a contradiction, each in its own scope: the person names the two scopes
    (each starts at the memory's scope) and cannot go on while they are equal."""

    DEFAULT_CSS = DIALOG_CSS
    SCOPED_CSS = False
    BINDINGS = [Binding("escape", "dismiss(None)", "Cancel", id="dialog.cancel", tooltip="Keep things as they are")]

    def __init__(self, left: tuple[str, str], right: tuple[str, str]) -> None:
        super().__init__()
        self.left, self.right = left, right  # (memory id, its scope)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="scopes-dialog"):
            yield Label("Keep both, each in its own scope", classes="title")
            yield Label(f"Scope for the left memory ({self.left[0]})")
            yield Input(self.left[1], id="scope-a")
            yield Label(f"Scope for the right memory ({self.right[0]})")
            yield Input(self.right[1], id="scope-b")
            yield Label("'global' or 'project:<id>'; the two must differ", classes="hint", id="scopes-hint")
            with Horizontal(classes="buttons"):
                yield Button("Cancel", id="cancel")
                yield Button("Keep both", variant="primary", id="confirm")

    def on_mount(self) -> None:
        self.set_focus(self.query_one("#scope-a", Input))

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.dismiss(None)

    @on(Input.Submitted)
    @on(Button.Pressed, "#confirm")
    def _confirm(self) -> None:
        a = self.query_one("#scope-a", Input).value.strip()
        b = self.query_one("#scope-b", Input).value.strip()
        if not a or not b or a == b:
            self.query_one("#scopes-hint", Label).update(
                "The two scopes must differ (and neither be empty): change one of them.")
            return
        self.dismiss((a, b))
