"""Helix's full-screen review app (Textual). A thin client of `helix_core.Helix`.

`run_app(hx)` is the one way in for the CLI; `make_app` builds the app for tests and scripts.
"""

from __future__ import annotations

from .app import make_app, run_app

__all__ = ["make_app", "run_app"]
