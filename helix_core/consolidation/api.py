"""Facade methods for consolidation and review; mixed into `Helix`."""

from __future__ import annotations

from typing import Any

from ..errors import NotAvailable


class ConsolidationAPI:
    def consolidate(self, **_: Any) -> Any:
        raise NotAvailable("consolidation is not available yet")

    def proposals(self, **_: Any) -> Any:
        raise NotAvailable("consolidation is not available yet")

    def approve(self, *_: Any, **__: Any) -> Any:
        raise NotAvailable("consolidation is not available yet")

    def reject(self, *_: Any, **__: Any) -> Any:
        raise NotAvailable("consolidation is not available yet")

    def flags(self, **_: Any) -> Any:
        raise NotAvailable("consolidation is not available yet")

    def resolve(self, *_: Any, **__: Any) -> Any:
        raise NotAvailable("consolidation is not available yet")
