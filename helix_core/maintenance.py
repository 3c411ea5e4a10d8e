"""Facade methods for checking and repairing the store (`helix doctor`); mixed into `Helix`."""

from __future__ import annotations


class MaintenanceAPI:
    pass
