"""Printing for people (Rich) or scripts (--json), chosen once per command."""

from __future__ import annotations

import dataclasses
import json
import sys
from collections.abc import Callable
from datetime import datetime
from typing import Any

from rich.console import Console
from rich.markup import escape


def to_jsonable(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {k: to_jsonable(v) for k, v in dataclasses.asdict(value).items()}
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_jsonable(v) for v in value]
    return value


class Output:
    def __init__(self, as_json: bool) -> None:
        self.as_json = as_json
        self.console = Console(highlight=False, soft_wrap=True)
        self.err = Console(stderr=True, highlight=False, soft_wrap=True)  # errors stay one line

    def emit(self, data: Any, render: Callable[[Console], None] | None = None) -> None:
        """Print `data` as JSON, or call `render` for people (falls back to JSON when absent)."""
        if self.as_json or render is None:
            sys.stdout.write(json.dumps(to_jsonable(data), ensure_ascii=False, indent=2) + "\n")
            sys.stdout.flush()
        else:
            render(self.console)

    def error(self, message: str) -> None:
        if self.as_json:
            sys.stderr.write(json.dumps({"error": message}) + "\n")
        else:
            # Messages quote input (ids, paths, settings like "[capture] …"): never markup.
            self.err.print(f"[bold red]error:[/] {escape(message)}", markup=True, highlight=False)

    def notice(self, message: str) -> None:
        if not self.as_json:
            self.err.print(f"[yellow]note:[/] {escape(message)}")
