"""A dump of settings names the subject of a statement in a key alone ("poll_interval_s = 45" against
"the workers poll the queue every 20 seconds"): the dump and the statement are still compared, and a
different value is flagged; a dump whose keys name other things is left alone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from helix_core import Helix, ManualClock
from helix_core.llm import reset_reachability

SCOPE = "project:harbor"


@pytest.fixture(autouse=True)
def _no_ollama(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OLLAMA_HOST", "http://127.0.0.1:9")
    reset_reachability()


@pytest.fixture
def hx(tmp_path: Path, clock: ManualClock) -> Iterator[Helix]:
    """MiniLM: by meaning a dump of keys and figures reads far from a sentence about one of them."""
    from helix_core.embedding import make_embedder

    embedder, _ = make_embedder("minilm")
    if embedder.name.startswith("hashing"):
        pytest.skip("MiniLM weights are not installed")
    with Helix.open(tmp_path / "dump.db", clock=clock, embedder=embedder, background=False) as helix:
        yield helix


def _flags_after(hx: Helix, fact: str, note: str) -> list[tuple[str, str]]:
    f = hx.capture(fact, kind="fact", scope=SCOPE, origin="user-asserted").id
    hx.clock.advance(days=3)  # type: ignore[attr-defined]
    n = hx.capture(note, scope=SCOPE, origin="agent-ingested").id
    run = hx.consolidate()
    return [(fl.a_id, fl.b_id) for fl in run.flags if {fl.a_id, fl.b_id} == {f, n}] + [
        (p.target_ids[0], n) for p in run.proposals if p.action == "SUPERSEDE" and f in p.target_ids]


@pytest.mark.parametrize(("fact", "note"), [
    ("Satellite passes lower than 15 degrees above the horizon are skipped.",
     "$ cat ops/prod/planner.yaml\nplanner:\n  lookahead_h: 48\n  min_horizon_deg: 7.5\n  slot_s: 120\n  budget_s: 20"),
    ("Each scanner beeps a reminder after 90 seconds idle.",
     "$ mdmctl device dump ZB-2231\nmodel: Zebra TC52\nbuild: 11-49-18\nreminder_after_s: 300\nvolume_pct: 70"),
])
def test_a_key_alone_names_the_statements_subject(hx: Helix, fact: str, note: str) -> None:
    assert _flags_after(hx, fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    ("Each scanner beeps a reminder after 90 seconds idle.",  # the dump agrees
     "$ mdmctl device dump ZB-2231\nmodel: Zebra TC52\nbuild: 11-49-18\nreminder_after_s: 90\nvolume_pct: 70"),
    ("Scanner uploads larger than 50 MB are refused.",  # the keys name other things
     "$ mdmctl device dump ZB-2231\nmodel: Zebra TC52\nbuild: 11-49-18\nreminder_after_s: 300\nvolume_pct: 70"),
    ("The scanners' screen turns off after 90 seconds idle.",  # one word shared, another thing
     "$ mdmctl device dump ZB-2231\nmodel: Zebra TC52\nbuild: 11-49-18\nreminder_after_s: 300\nvolume_pct: 70"),
])
def test_a_dump_that_agrees_or_names_other_things_is_left_alone(hx: Helix, fact: str, note: str) -> None:
    assert not _flags_after(hx, fact, note)
