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

__all__ = [
    "Cancelled", "Clock", "DoctorReport", "Edge", "ExportResult", "FlagView", "HardForgetResult",
    "Helix", "HelixError", "HistoryEvent", "Hit", "ImportResult", "InvalidInput", "ManualClock",
    "Memory", "ModelStatus", "NotAvailable", "NotFound", "PermissionDenied", "Progress",
    "ProposalView", "Provenance", "ReviewItem", "RollbackResult", "RunResult", "SchemaTooNew",
    "Settings", "Stats", "StoreError", "SweepResult", "SystemClock", "Watermark",
]
__version__ = "0.1.0"
