"""Helpers for the app's Pilot tests: a quiet app over a test store, and waiting for its workers."""

from __future__ import annotations

from typing import Any

import pytest

from helix_tui.app import HelixApp

SIZE = (140, 44)


def quiet_app(hx: Any, **options: Any) -> HelixApp:
    """The app with no watcher thread and no Ollama probe, unless a test asks for them."""
    options.setdefault("watch", False)
    options.setdefault("check_ollama", False)
    return HelixApp(hx, **options)


async def settle(pilot: Any, rounds: int = 3, most: int = 12) -> None:
    """Let messages flow and every database worker finish: at least `rounds` rounds, and more (up to `most`)
    until two rounds in a row find nothing running, as results start more work (a screen pushed under load
    mounts its widgets and starts its loaders a round or two later)."""
    app = pilot.app
    quiet = 0
    for done in range(most):
        await pilot.pause()
        # the watcher thread runs until the app closes: wait for everything else
        # (an empty list would mean "all", so only wait when there is something to wait for)
        busy = [w for w in app.workers if w.group != "watch" and not w.is_finished]
        if busy:
            await app.workers.wait_for_complete(busy)
        quiet = 0 if busy else quiet + 1
        if done + 1 >= rounds and quiet >= 2:
            break
    await pilot.wait_for_scheduled_animations()
    await pilot.pause()


@pytest.fixture
def anyio_backend() -> str:
    """Pilot tests run on asyncio through anyio's pytest plugin (no extra plugin needed)."""
    return "asyncio"
