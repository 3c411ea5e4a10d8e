"""Every value a long or reviewing operation hands back, importable from one place.

Each type is defined beside the service that fills it; this module is the one door clients use
(`from helix_core.results import RunResult`, or `from helix_core import RunResult`). All are
plain frozen dataclasses, never live rows.
"""

from __future__ import annotations

from .consolidation.types import FlagView, ProposalView, ReviewItem, RunResult
from .lifecycle import HardForgetResult, SweepResult
from .maintenance import DoctorReport
from .merging import MergePlan
from .portability.rollback import RollbackResult
from .portability.transfer import ExportResult, ImportResult
from .types import ModelStatus, Watermark
from .undo import UndoResult, UndoStep

__all__ = [
    "DoctorReport", "ExportResult", "FlagView", "HardForgetResult", "ImportResult", "MergePlan",
    "ModelStatus",
    "ProposalView", "ReviewItem", "RollbackResult", "RunResult", "SweepResult", "UndoResult", "UndoStep",
    "Watermark",
]
