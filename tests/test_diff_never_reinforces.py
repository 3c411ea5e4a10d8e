"""A diff that takes the statement's figure out ("-  days = 90", "+  days = 30") is no second sighting of it,
even when no reader can say which setting changed: it never reinforces the statement."""

from __future__ import annotations

import pytest

from helix_core import Helix
from helix_core.consolidation import conflicts

FACT = "Raw sensor dumps are kept for 90 days before deletion."
DIFF = ("terraform/storage/sensors.tf (budget cut, approved by ops)\n"
        "   rule {\n     id     = \"raw-sensor-expiry\"\n     status = \"Enabled\"\n     expiration {\n"
        "-      days = 90\n+      days = 30\n     }\n   }")


pytestmark = pytest.mark.usefixtures("no_ollama")  # the $0 path: nothing listens at OLLAMA_HOST


def test_a_diff_that_takes_the_figure_out_may_differ() -> None:
    assert conflicts.may_differ({"content": FACT}, {"content": DIFF})
    kept = DIFF.replace("-      days = 90\n+      days = 30", "-      days = 90\n+      days = 90")
    assert not conflicts._removed_in_diff(FACT, kept)  # noqa: SLF001 - the same figure on both sides


def test_the_diff_never_reinforces_the_statement(hx: Helix) -> None:
    fact = hx.capture(FACT, kind="fact", scope="project:sensors", origin="user-asserted").id
    hx.clock.advance(days=5)  # type: ignore[attr-defined]
    hx.capture(DIFF, scope="project:sensors", origin="agent-ingested")
    run = hx.consolidate()
    assert not [p for p in run.proposals if p.action in ("NOOP", "UPDATE") and fact in p.target_ids]
    assert list(hx.history(fact, event="reinforced")) == []
