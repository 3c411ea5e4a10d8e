"""Helix's full-screen review app (Textual). A thin client of `helix_core.Helix`.

`run_app(hx)` is the one way in: it takes an open facade, which its caller closes.
"""

from __future__ import annotations

from .app import run_app

__all__ = ["run_app"]
