"""What every Helix screen shares: the facade, database workers, and error handling.

Database calls run in thread workers that never touch widgets: they post a `Loaded`, `Done` or
`Failed` message and the handlers (on the main thread) change what is shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from textual import on, work
from textual.screen import Screen

from helix_core.errors import HelixError, NotAvailable

from .messages import Done, Failed, Loaded

if TYPE_CHECKING:
    from helix_core import Helix

    from .app import HelixApp


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

    @property
    def helix_app(self) -> HelixApp:
        return self.app  # type: ignore[return-value]

    @property
    def hx(self) -> Helix:
        return self.helix_app.hx

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
