"""Run a function in a thread and fail if it does not finish in time (catastrophic backtracking)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable


def finishes_within(fn: Callable[[], object], seconds: float) -> float:
    """Seconds `fn` took; fails the test when it is still running after `seconds`."""
    box: dict[str, float] = {}

    def target() -> None:
        t0 = time.perf_counter()
        fn()
        box["elapsed"] = time.perf_counter() - t0

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(seconds)
    assert "elapsed" in box, f"did not finish within {seconds}s"
    return box["elapsed"]
