"""What every Helix screen shares: the facade, database workers, and error handling.

Database calls run in thread workers that never touch widgets: they post a `Loaded`, `Done` or
`Failed` message and the handlers (on the main thread) change what is shown.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from textual import on, work
from textual.screen import Screen

from helix_core.errors import HelixError, NotAvailable

from .bindings import bindings
from .messages import Done, Failed, Loaded

if TYPE_CHECKING:
    from helix_core import Helix

    from .app import HelixApp

_TICKETS = itertools.count(1)


def call_db(hx: Helix, fn: Callable[..., Any], args: tuple, kwargs: dict) -> tuple[bool, Any]:
    """Run `fn` in the current (worker) thread: (True, value), or (False, the HelixError), or
    (False, a bug's description).

    The thread's database connection is released afterwards so short-lived workers leave nothing open.
    """
    try:
        return True, fn(*args, **kwargs)
    except HelixError as exc:
        return False, exc
    except Exception as exc:  # a bug: still a message in a modal, never a traceback on screen
        return False, f"{type(exc).__name__}: {exc}"
    finally:
        hx.release_thread()


def describe(error: Any) -> str:
    return str(error) if str(error) else type(error).__name__


def unavailable(error: NotAvailable) -> str:
    return f"not available yet: {describe(error)}"


class HelixScreen(Screen):
    """A screen of the app. `GROUP` names its actions in the bindings registry."""

    GROUP = ""
    TITLE_TEXT = "Helix"
    # the app's keys lead every screen's, so the footer shows them first (see bindings.py)
    BINDINGS = [b for b in bindings("app") if b.action != "app.quit"]

    @property
    def helix_app(self) -> HelixApp:
        return self.app  # type: ignore[return-value]

    @property
    def hx(self) -> Helix:
        return self.helix_app.hx

    def action_cursor_down(self) -> None:
        """j: the next row of whatever list has the focus."""
        move = getattr(self.focused, "action_cursor_down", None)
        if callable(move):
            move()

    def action_cursor_up(self) -> None:
        """k: the previous row of whatever list has the focus."""
        move = getattr(self.focused, "action_cursor_up", None)
        if callable(move):
            move()

    # -- workers --------------------------------------------------------------------------------

    def load(self, tag: str, fn: Callable[..., Any], *args: Any, generation: int = 0, **kwargs: Any) -> None:
        """Read in a thread; the result arrives as `Loaded(tag, value)`."""
        self._db_worker(tag, fn, args, kwargs, True, generation)

    def act(self, tag: str, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
        """Change something in a thread; the result arrives as `Done(tag, value)`."""
        self._db_worker(tag, fn, args, kwargs, False, 0)

    @work(thread=True, exit_on_error=False, group="db")
    def _db_worker(self, tag: str, fn: Callable[..., Any], args: tuple, kwargs: dict, read: bool,
                   generation: int) -> None:
        ok, value = call_db(self.hx, fn, args, kwargs)
        if ok:
            self.post_message(Loaded(tag, value, generation) if read else Done(tag, value))
        else:
            self.post_message(Failed(tag, describe(value), value if isinstance(value, HelixError) else None))

    def perform(self, tag: str, label: str, fn: Callable[[], Any], *, proposals: Sequence[int] = (),
                flags: Sequence[int] = (), memories: Sequence[str] = ()) -> int:
        """Change something in a thread as one undoable step named `label`. The result arrives as
        `Done(tag, value, step=…, ticket=…)`; the returned ticket says which call it answers.

        Name the proposals, flags and reviewed memories `fn` changes: their rows are kept for undo.
        """
        ticket = next(_TICKETS)
        self._perform_worker(tag, label, fn, tuple(proposals), tuple(flags), tuple(memories), ticket)
        return ticket

    @work(thread=True, exit_on_error=False, group="db")
    def _perform_worker(self, tag: str, label: str, fn: Callable[[], Any], proposals: tuple[int, ...],
                        flags: tuple[int, ...], memories: tuple[str, ...], ticket: int) -> None:
        hx = self.hx

        def run() -> tuple[Any, Any]:
            with hx.recording(label, proposals=proposals, flags=flags, memories=memories) as rec:
                value = fn()
            return value, rec.step

        ok, result = call_db(hx, run, (), {})
        if ok:
            self.post_message(Done(tag, result[0], step=result[1], ticket=ticket))
        else:
            self.post_message(Failed(tag, describe(result), result if isinstance(result, HelixError) else None,
                                     ticket=ticket))

    @on(Done)
    def _remember_undo(self, message: Done) -> None:
        if message.step is not None and not message.step.empty:
            self.helix_app.remember(message.step)

    @on(Failed)
    def _on_failed(self, message: Failed) -> None:
        if self.handle_failure(message):
            return
        self.helix_app.show_error(message.message, title="That did not work" if message.expected
                                  else "Something went wrong")

    def handle_failure(self, message: Failed) -> bool:
        """What is not available now (a model not configured, another run busy) is a notice on the
        screen, not an error."""
        if isinstance(message.error, NotAvailable):
            self.show_notice(unavailable(message.error))
            return True
        return False

    def show_notice(self, text: str | None) -> None:
        """Show (or, with None, hide) the screen's notice line, if it has one."""
        for notice in self.query(".notice"):
            notice.display = bool(text)
            if text:
                notice.update(text)  # type: ignore[attr-defined]

    # -- live data ------------------------------------------------------------------------------

    def data_changed(self) -> None:
        """The database changed underneath (another process, the sweep…). Reload what is cheap."""

    def undone(self, step: Any) -> None:
        """One of the app's steps was undone: show the store as it is again."""
        self.data_changed()
