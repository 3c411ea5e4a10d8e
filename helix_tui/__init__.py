"""Helix's full-screen review app (Textual). A thin client of `helix_core.Helix`."""

from __future__ import annotations

__all__ = ["make_app"]


def make_app(*args, **kwargs):  # noqa: ANN002, ANN003, ANN201 - re-exported lazily
    from .app import make_app as _make_app

    return _make_app(*args, **kwargs)
