"""The app's messages. Workers post these from threads; handlers on the main thread change widgets.

Small dataclasses; the high-rate ones (progress) say which earlier message they may replace, so a
burst of progress updates collapses into the latest.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from textual.message import Message

from helix_core.errors import HelixError


@dataclass
class Loaded(Message):
    """A read finished: `tag` says which, `value` is the plain data it produced."""

    tag: str
    value: Any
    generation: int = 0


@dataclass
class Done(Message):
    """A change finished: `tag` says which action, `value` is what the facade returned."""

    tag: str
    value: Any
    note: str = ""
    step: Any = None  # the undoable step it recorded (helix_core.undo.UndoStep), if any
    ticket: int = 0  # which `perform` call it answers


@dataclass
class Failed(Message):
    """A database call failed. Screens react to `error`'s type; `message` is meant for a person."""

    tag: str
    message: str
    error: HelixError | None = None  # what the facade raised on purpose; None: a bug
    ticket: int = 0  # which `perform` call it answers

    @property
    def expected(self) -> bool:
        return self.error is not None


@dataclass
class DataChanged(Message):
    """Something in the database changed (another process captured, the sweep archived…)."""

    memories: int
    watermark: int
    new: int = 0
    held: int = 0  # of the new ones, how many wait in quarantine


@dataclass
class SweepFinished(Message):
    archived: int
    pruned: int


@dataclass
class TriggersDue(Message):
    """Consolidation triggers fired (budget, session end, schedule): runs are queued."""

    queued: int


@dataclass
class Notice(Message):
    """A notice the core raised (embedder fallback, Ollama unreachable…): shown once as a toast."""

    text: str
    severity: str = "warning"


@dataclass
class RunProgress(Message):
    """Consolidation progress. Consecutive updates of one run replace each other in the queue."""

    run_key: int
    done: float
    total: float
    stage: str = ""

    def can_replace(self, message: Message) -> bool:
        return isinstance(message, RunProgress) and message.run_key == self.run_key


@dataclass
class RunFinished(Message):
    run_key: int
    value: Any = None
    cancelled: bool = False
    error: HelixError | str | None = None  # a HelixError, or a bug's description


@dataclass
class Undone(Message):
    """An undo finished (`value` is the facade's UndoResult) or failed (`error` says why)."""

    label: str
    value: Any = None
    error: str | None = None
    step: Any = None
