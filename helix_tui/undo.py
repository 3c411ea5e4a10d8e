"""Undo in the app: every change a screen makes is recorded as a step (`HelixScreen.perform`); `z`
(or ctrl+z) undoes the newest, on any screen, through the facade's `undo`.

One stack for the whole app, newest last, so "undo" always means the last thing the person did,
wherever they did it; the toast names it. A step that cannot be undone any more (something changed
it since) stays off the stack and the toast says why.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from textual import on, work
from textual.app import App

from .base import call_db, describe
from .messages import Undone

UNDO_DEPTH = 50
HARD_FORGET = "hard forget"  # on the stack where a hard forget happened: it cannot be undone


class UndoStack(App):
    """Mixed into the app before `App`."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.undo_steps: list[Any] = []
        self._undoing = False
        self._more_undos = 0  # presses that came while an undo ran: each undoes one more step

    def remember(self, step: Any) -> None:
        self.undo_steps.append(step)
        del self.undo_steps[:-UNDO_DEPTH]

    def hard_forgotten(self, memory_ids: Iterable[str]) -> None:
        """A hard forget happened: it cannot be undone, and no step that touched the memories it
        removed can be either, so those steps leave the stack."""
        gone = set(memory_ids)
        self.undo_steps = [s for s in self.undo_steps
                           if s == HARD_FORGET or not gone & {*s.memories, *s.mark.reviewed}]
        self.remember(HARD_FORGET)

    def action_undo(self) -> None:
        if self._undoing:
            self._more_undos += 1  # one undo at a time: this press waits for the one running
            return
        if not self.undo_steps:
            self.notify("nothing to undo", timeout=2)
            return
        if self.undo_steps[-1] == HARD_FORGET:
            self.undo_steps.pop()
            self._more_undos = 0
            self.notify("a hard forget cannot be undone (nothing changed)", title="Cannot undo",
                        severity="warning", timeout=6)
            return
        self._undoing = True
        self._undo(self.undo_steps.pop())

    @work(thread=True, exit_on_error=False, group="undo")
    def _undo(self, step: Any) -> None:
        hx = self.hx  # type: ignore[attr-defined]
        ok, value = call_db(hx, hx.undo, (step,), {})
        self.post_message(Undone(step.label, value if ok else None, None if ok else describe(value), step))

    @on(Undone)
    def _undone(self, message: Undone) -> None:
        self._undoing = False
        if message.error:
            self._more_undos = 0  # an undo that failed stops the ones queued behind it
            self.notify(message.error, title="Cannot undo", severity="error", timeout=8)
        else:
            left = len(self.undo_steps)
            self.notify(f"undone: {message.label}" + (f" ({left} more to undo)" if left else ""), timeout=4)
            refresh = getattr(self.screen, "undone", None)
            if callable(refresh):
                refresh(message.step)
            if self._more_undos and self.undo_steps:
                self._more_undos -= 1
                self.action_undo()
            else:
                self._more_undos = 0
