"""Helix: long-term memory for coding agents. The public API is the `Helix` facade."""

from . import _threads  # noqa: F401  (must run before numpy is imported)
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
from .helix import Helix
from .settings import Settings
from .types import Edge, HistoryEvent, Hit, Memory, Provenance, Stats

__all__ = [
    "Cancelled", "Clock", "Edge", "Helix", "HelixError", "HistoryEvent", "Hit", "InvalidInput",
    "ManualClock", "Memory", "NotAvailable", "NotFound", "PermissionDenied", "Provenance",
    "SchemaTooNew", "Settings", "Stats", "StoreError", "SystemClock",
]
__version__ = "0.1.0"
