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

    def on_broken_pipe(self) -> None:
        """Rich exits 1 when stdout's reader goes away; the CLI's `main` exits 0 for every command."""
        self.quiet = True
        raise BrokenPipeError


class PlainTable(Table):
    """A table whose string cells are shown as they are: stored text is never markup.

    Print it with `show`: its `no_wrap` columns (ids, numbers, dates) are never cut. Rich cuts or
    drops a column when a terminal is too narrow for them all; `show` then prints each row as
    lines instead: the no_wrap cells whole on the first, the wrapping text indented below.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.cells: list[list[Text]] = []

    def add_row(self, *renderables: Any, **kwargs: Any) -> None:  # type: ignore[override]
        cells = [Text(visible(r)) if isinstance(r, str) else r for r in renderables]
        self.cells.append([c if isinstance(c, Text) else Text(visible(str(c))) for c in cells])
        super().add_row(*cells, **kwargs)

    def needed_width(self) -> int:
        """Columns the table needs with every no_wrap cell whole and the others at their min_width."""
        total = 2 * (len(self.columns) - 1)  # one space of padding each side of an inner edge
        for i, column in enumerate(self.columns):
            if column.no_wrap:
                header = [Text(str(column.header))] if self.show_header else []
                total += max((c.cell_len for c in [*header, *(row[i] for row in self.cells)]), default=1)
            else:
                total += column.min_width or 1
        return total

    def show(self, c: Console) -> None:
        if self.needed_width() <= c.width:
            c.print(self)
            return
        whole = [i for i, column in enumerate(self.columns) if column.no_wrap]
        if self.show_header:
            c.print(Text("  ".join(str(self.columns[i].header) for i in whole), style="dim"))
        for row in self.cells:
            c.print(Text("  ").join(row[i] for i in whole))
            for i, cell in enumerate(row):
                if i not in whole and cell.plain:
                    c.print(Text("    ") + cell)


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
        # One line, whatever the cause said (a server's error comes in several).
        message = "; ".join(line.strip() for line in message.splitlines() if line.strip())
        if self.as_json:
            sys.stderr.write(json.dumps({"error": message}) + "\n")  # ASCII: every control escaped
        else:
            # Messages quote input (ids, paths, settings like "[capture] …"): never markup.
            self.err.print(f"[bold red]error:[/] {esc(message)}", markup=True, highlight=False)

    def notice(self, message: str) -> None:
        if not self.as_json:
            self.err.print(f"[yellow]note:[/] {esc(message)}")
