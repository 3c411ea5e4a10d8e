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


def call_db(hx: Helix, fn: Callable[..., Any], args: tuple, kwargs: dict) -> tuple[bool, Any, bool]:
    """Run `fn` in the current (worker) thread; returns (ok, value-or-message, expected).

    The thread's own SQLite connection is closed afterwards so short-lived workers leave nothing open.
    """
    try:
        return True, fn(*args, **kwargs), True
    except HelixError as exc:
        return False, exc, True
    except Exception as exc:  # a bug: still a message in a modal, never a traceback on screen
        return False, f"{type(exc).__name__}: {exc}", False
    finally:
        try:
            hx.store.db.close()
        except Exception:
            pass


def describe(error: Any) -> str:
    return str(error) if str(error) else type(error).__name__


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

    def api(self, name: str) -> Callable[..., Any]:
        """A facade method by name; one still being built answers "not available yet" when called."""
        method = getattr(self.hx, name, None)
        if method is not None:
            return method

        def missing(*_: Any, **__: Any) -> Any:
            raise NotAvailable(f"{name} is not available yet")

        return missing

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
        ok, value, expected = call_db(self.hx, fn, args, kwargs)
        if ok:
            self.post_message(Loaded(tag, value, generation) if read else Done(tag, value))
        elif isinstance(value, NotAvailable):
            self.post_message(Failed(tag, f"not available yet: {describe(value)}", expected=True))
        else:
            self.post_message(Failed(tag, describe(value), expected))

    @on(Failed)
    def _on_failed(self, message: Failed) -> None:
        if self.handle_failure(message):
            return
        self.helix_app.show_error(message.message, title="That did not work" if message.expected
                                  else "Something went wrong")

    def handle_failure(self, message: Failed) -> bool:
        """A feature that is not built or not configured yet is a notice on the screen, not an error."""
        if message.message.startswith("not available yet"):
            self.show_notice(message.message)
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
