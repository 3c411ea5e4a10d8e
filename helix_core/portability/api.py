"""Facade methods for export, import, quarantine and rollback; mixed into `Helix`."""

from __future__ import annotations

from typing import Any

from ..errors import NotAvailable


class PortabilityAPI:
    def export(self, *_: Any, **__: Any) -> Any:
        raise NotAvailable("export is not available yet")

    def import_(self, *_: Any, **__: Any) -> Any:
        raise NotAvailable("import is not available yet")
