"""Printing for people (Rich) or scripts (--json), chosen once per command."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any

from rich import control as rich_control
from rich.console import Console
from rich.errors import MarkupError
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from .. import terminal
from ..terminal import visible
from .jsonout import json_text, to_jsonable  # noqa: F401 (the CLI's modules import them from here)


def esc(value: Any) -> str:
    """A value from the store (content, ids, sessions, paths, reasons) for a markup string."""
    return escape(visible(str(value)))


class SafeConsole(Console):
    """A console whose strings never drive the terminal and never crash on stray markup.

    Control characters are made visible before layout; text that is not valid markup (a `[/]` in
    something the caller forgot to escape) is printed as plain text instead of raising.
    """

    def render_str(self, text: str, **kwargs: Any) -> Text:  # type: ignore[override]
        text = visible(text)
        try:
            return super().render_str(text, **kwargs)
        except MarkupError:
            return super().render_str(text, **{**kwargs, "markup": False})


class PlainTable(Table):
    """A table whose string cells are shown as they are: stored text is never markup."""

    def add_row(self, *renderables: Any, **kwargs: Any) -> None:  # type: ignore[override]
        cells = [Text(visible(r)) if isinstance(r, str) else r for r in renderables]
        super().add_row(*cells, **kwargs)


class Output:
    def __init__(self, as_json: bool) -> None:
        self.as_json = as_json
        terminal.extend(getattr(rich_control, "_CONTROL_STRIP_TRANSLATE", None))
        self.console = SafeConsole(highlight=False, soft_wrap=True, emoji=False)
        # errors stay one line
        self.err = SafeConsole(stderr=True, highlight=False, soft_wrap=True, emoji=False)

    def emit(self, data: Any, render: Callable[[Console], None] | None = None) -> None:
        """Print `data` as JSON, or call `render` for people (falls back to JSON when absent)."""
        if self.as_json or render is None:
            sys.stdout.write(json_text(data) + "\n")
            sys.stdout.flush()
        else:
            render(self.console)

    def error(self, message: str) -> None:
        if self.as_json:
            sys.stderr.write(json.dumps({"error": message}) + "\n")  # ASCII: every control escaped
        else:
            # Messages quote input (ids, paths, settings like "[capture] …"): never markup.
            self.err.print(f"[bold red]error:[/] {esc(message)}", markup=True, highlight=False)

    def notice(self, message: str) -> None:
        if not self.as_json:
            self.err.print(f"[yellow]note:[/] {esc(message)}")
