"""One progress-and-cancel contract for every long operation (consolidate, export, import, demo,
re-embedding).

A caller passes `progress(stage, done, total)` — `total` may be 0 while unknown — and a
`threading.Event` to cancel. The operation checks the event at each step and, when it is set, raises
`Cancelled` before anything is written (or after rolling back what was), so a cancel never leaves
half a change behind.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from .errors import Cancelled

Progress = Callable[[str, int, int], None]


class Job:
    """The progress callback and cancel event of one long operation."""

    def __init__(self, what: str, progress: Progress | None = None,
                 cancel: threading.Event | None = None, aftermath: str = "nothing was changed") -> None:
        self.what = what
        self.progress = progress
        self.cancel = cancel
        self.aftermath = aftermath

    @property
    def cancelled(self) -> bool:
        return self.cancel is not None and self.cancel.is_set()

    def __call__(self, stage: str, done: int, total: int) -> None:
        """Report a step; raise `Cancelled` when the caller asked to stop."""
        if self.cancelled:
            raise Cancelled(f"{self.what} cancelled during {stage}; {self.aftermath}")
        if self.progress is not None:
            self.progress(stage, done, total)

    def counter(self, stage: str) -> Callable[[int, int], None]:
        """The same, for code that counts one stage as (done, total)."""
        return lambda done, total: self(stage, done, total)
