"""Exceptions the facade raises; the CLI turns each into a one-line message and a non-zero exit."""

from __future__ import annotations

from typing import Any


class HelixError(Exception):
    """Base of every error Helix raises on purpose. The message is meant for a person."""

    exit_code = 1


class InvalidInput(HelixError):
    """The caller passed something Helix cannot store or understand (empty content, bad scope…)."""

    exit_code = 2


class NotFound(HelixError):
    """No memory, proposal, flag or run has the given id.

    `what` ("memory", "proposal"…) and `id` let a client react by type (the app closes a memory
    that was hard-forgotten elsewhere) instead of reading the message.
    """

    exit_code = 3

    def __init__(self, message: str = "", *, what: str = "", id: Any = None) -> None:
        super().__init__(message or f"no {what} with id {id!r}")
        self.what = what
        self.id = id


class StoreError(HelixError):
    """The database cannot be opened or written (a directory, read-only, locked, full disk…)."""

    exit_code = 4


class SchemaTooNew(StoreError):
    """The database was written by a newer Helix; opening it could corrupt it, so we refuse."""


class NotAvailable(HelixError):
    """A feature is not built yet or not configured (for example a model that is not reachable)."""

    exit_code = 5


class PermissionDenied(HelixError):
    """The actor is not allowed to do this (an agent approving its own proposal, for example)."""

    exit_code = 6


class Cancelled(HelixError):
    """A long operation was cancelled by its caller; nothing it started was applied."""

    exit_code = 130
