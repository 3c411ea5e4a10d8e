"""Does recall read the update first? `python -m bench.recall_updates [--embedder minilm|hashing]`

Each case of bench/corpus/updates.py goes alone into a fresh store through the public API: twelve
ordinary turns with the original statement after the fourth and its update after the ninth, a day
apart, each a user-asserted episode. A day after the last turn, `recall(question, limit=10)`; a case
is read right when the update ranks above the original (or the original is absent). Ollama is off.
"""

from __future__ import annotations

import argparse
import tempfile
from collections.abc import Sequence
from datetime import datetime, timedelta
from pathlib import Path

from helix_core import Helix, ManualClock

from .contradictions import bench_settings, make_embedder, ollama_off
from .corpus.updates import CASES, FILLER

SCOPE = "project:probe"


def rank_pair(original: str, update: str, question: str, embedder: str) -> tuple[int | None, int | None]:
    """Ranks (0-based, None when absent) of the update and the original for `question`."""
    start = datetime(2025, 3, 1, 9)
    clock = ManualClock(start)
    turns = [*FILLER[:4], original, *FILLER[4:9], update, *FILLER[9:]]
    with tempfile.TemporaryDirectory() as tmp, Helix.open(
            Path(tmp) / "probe.db", clock=clock, settings=bench_settings(), embedder=make_embedder(embedder),
            background=False) as hx:
        ids = {}
        for k, turn in enumerate(turns):
            clock.set(start + timedelta(days=k))
            ids[turn] = hx.capture(turn, scope=SCOPE, origin="user-asserted", session=f"s{k // 3}").id
        clock.set(start + timedelta(days=len(turns) + 1))
        order = [h.memory.id for h in hx.recall(question, scope=SCOPE, limit=10, record_access=False)]
    rank = {i: order.index(i) if i in order else None for i in (ids[update], ids[original])}
    return rank[ids[update]], rank[ids[original]]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedder", choices=["auto", "minilm", "hashing"], default="auto")
    args = parser.parse_args(argv)
    right = 0
    with ollama_off():
        for n, (original, update, question) in enumerate(CASES):
            new, old = rank_pair(original, update, question, args.embedder)
            ok = new is not None and (old is None or new < old)
            right += ok
            print(f"{'ok' if ok else '--'} {n:2d} update at {new}, original at {old}: {question}")
    print(f"update read first: {right}/{len(CASES)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
