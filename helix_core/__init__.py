"""Helix: long-term memory for coding agents. The public API is the `Helix` facade.

The facade and the result types are imported on first use (PEP 562), not with the package: a
Claude Code hook runs `helix hook` after every tool call, and most calls only need to decide that
nothing is worth capturing, in the time Python takes to start — not the half second the whole
engine takes to import.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING, Any

from . import _driver_guard, _threads  # noqa: F401  (before peewee and numpy are imported)
from .clock import Clock, ManualClock, SystemClock
from .errors import (
    Cancelled,
    HelixError,
    InvalidInput,
    NotAvailable,
    NotFound,
    PermissionDenied,
    SchemaTooNew,
    StoreError,
)

if TYPE_CHECKING:
    from .helix import Helix
    from .progress import Progress
    from .results import (
        DoctorReport,
        ExportResult,
        FlagView,
        HardForgetResult,
        ImportResult,
        ModelStatus,
        ProposalView,
        ReviewItem,
        RollbackResult,
        RunResult,
        SweepResult,
        Watermark,
    )
    from .settings import Settings
    from .types import Edge, HistoryEvent, Hit, Memory, Provenance, Stats

_LAZY = {
    "Helix": ".helix", "Progress": ".progress", "Settings": ".settings",
    # The plain types too: a dozen frozen dataclasses cost a hook that captures nothing ~10 ms.
    **{name: ".types" for name in ("Edge", "HistoryEvent", "Hit", "Memory", "Provenance", "Stats")},
    **{name: ".results" for name in (
        "DoctorReport", "ExportResult", "FlagView", "HardForgetResult", "ImportResult", "ModelStatus",
        "ProposalView", "ReviewItem", "RollbackResult", "RunResult", "SweepResult", "Watermark")},
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None and not name.startswith("__") and importlib.util.find_spec(f"{__name__}.{name}") is None:
        # (a submodule such as `secret_rules` is left to the import system: `from . import x`)
        # Every result type is importable from here (results.py is the one door), new ones too.
        if name in importlib.import_module(".results", __name__).__all__:
            module = ".results"
    if module is None:
        raise AttributeError(f"module 'helix_core' has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


__all__ = [
    "Cancelled", "Clock", "DoctorReport", "Edge", "ExportResult", "FlagView", "HardForgetResult",
    "Helix", "HelixError", "HistoryEvent", "Hit", "ImportResult", "InvalidInput", "ManualClock",
    "Memory", "ModelStatus", "NotAvailable", "NotFound", "PermissionDenied", "Progress",
    "ProposalView", "Provenance", "ReviewItem", "RollbackResult", "RunResult", "SchemaTooNew",
    "Settings", "Stats", "StoreError", "SweepResult", "SystemClock", "Watermark",
]
__version__ = "0.1.0"
