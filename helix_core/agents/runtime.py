"""Opening the store for an agent's process: the MCP server (long-lived) or a hook (one event).

A hook runs after every tool call, so its process must not load the embedder nor wait for a model:
it opens the store with vectors left for later (`[capture] embed = "later"`) and no importance
rating by Ollama (consolidation re-rates heuristic scores with the model later; the MCP server
does not wait for one either). The MCP server keeps the embedder, so it embeds what it captures,
and what hooks left pending, in the background.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..clock import clock_at
from ..errors import InvalidInput

if TYPE_CHECKING:  # imported when a store is opened: a hook that captures nothing never pays for them
    from ..helix import Helix
    from ..quick_capture import QuickCapture
    from ..settings import Settings


def db_path(db: str | Path | None) -> Path | str:
    """The store to open: a database file, or a postgresql:// URL as given."""
    from ..paths import is_server

    if db and is_server(db):
        return str(db)
    if db:
        return Path(db).expanduser()
    from .. import paths  # platformdirs: only when no --db was given

    return paths.default_db_path()


def agent_settings(path: Path | str, *, capture_only: bool) -> Settings:
    """The user's settings, with capture made fast: no model rates importance at capture time (an
    agent waits for the reply), and a capture-only process (a hook) leaves its vectors to a process
    that holds the model."""
    from dataclasses import replace  # here: `helix capture` finds its store without dataclasses

    from .. import paths
    from ..settings import Settings

    settings = Settings.load(paths.settings_path_for(path))
    ollama = replace(settings.ollama, enabled=False)
    if not capture_only:
        return replace(settings, ollama=ollama)
    # No query vector either: a hook's recall (prompt and error hints) matches words only.
    return replace(settings, ollama=ollama, capture=replace(settings.capture, embed="later"),
                   retrieval=replace(settings.retrieval, mode="lexical"))


def open_for_capture(db: str | Path | None, *, now: str | None = None) -> QuickCapture:
    """The store for a process that only captures (a hook's fix, `helix capture`): no engine, no
    model, vectors left pending (see `quick_capture`)."""
    from ..quick_capture import QuickCapture

    path = db_path(db)
    return QuickCapture.open(path, settings=agent_settings(path, capture_only=True), clock=clock_at(now, InvalidInput))


def open_for_agent(db: str | Path | None, *, now: str | None = None, capture_only: bool = False,
                   embedder: str | None = None, background: bool = True) -> Helix:
    from ..helix import Helix

    path = db_path(db)
    return Helix.open(path, clock=clock_at(now, InvalidInput), settings=agent_settings(path, capture_only=capture_only),
                      embedder=embedder, background=background)


def embed_others_backlog(hx: Helix) -> None:
    """A long-lived process that holds the model (the app, `helix mcp`) wakes its embedding worker
    at once: it then embeds what hooks and `helix capture` left pending, now and every few seconds
    (the worker looks for any process's pending rows), instead of only after its own first capture."""
    if hx.background and hx.settings.capture.embed != "later":
        hx.embedding.notify()
