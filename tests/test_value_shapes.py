"""Values said in other shapes: a count of one noun, how often, a rename said "goes by", and a note
that names another product never reinforcing the statement."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core import Helix
from helix_core.consolidation import conflicts
from helix_core.llm import reset_reachability


@pytest.fixture(autouse=True)
def _no_ollama(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OLLAMA_HOST", "http://127.0.0.1:9")
    reset_reachability()


def disagree(fact: str, note: str) -> bool:
    return conflicts.judge(SimpleNamespace(tasks=None), fact, note).relation in ("update", "conflict")  # type: ignore[arg-type]


@pytest.mark.parametrize(("fact", "note", "expected"), [
    # one noun counted once in each, with the statement's words around it
    ("Order numbers are zero-padded to six digits, e.g. ORD-000123.",
     "The biggest shop passed a million orders, so new order numbers get eight digits of padding.", True),
    ("The kiosk worker runs 5 replicas.", "In staging, the kiosk worker runs 2 replicas.", False),  # one environment's
    ("The fleet API allows 60 requests per minute per anonymous client.",
     "The fleet API allows 600 requests per minute per authenticated client.", False),  # two kinds of client
    # how often, of the same thing
    ("Bank feeds are synced every four hours for each connected account.",
     "Looked at the scheduler: the bank feed poller fires every 30 minutes for all connected accounts.", True),
    # a rename told as "goes by"
    ("The service that renders receipts is deployed as receipt-svc.",
     "From this week receipt-svc goes by documents-api; the old release is deleted on Friday.", True),
])
def test_value_shapes(fact: str, note: str, expected: bool) -> None:
    assert disagree(fact, note) is expected


def test_a_note_naming_another_product_never_reinforces(hx: Helix) -> None:
    """"… running as Temporal workflows since Tuesday" is no second sighting of "… driven by cron"."""
    fact = hx.capture("Nightly statement exports and overdue notices are driven by cron entries in the jobs "
                      "container.", kind="fact", scope="project:ledger", origin="user-asserted").id
    hx.clock.advance(days=2)  # type: ignore[attr-defined]
    hx.capture("Overdue notices are running as Temporal workflows since Tuesday; statement exports are the last "
               "thing left on cron.", scope="project:ledger", origin="agent-ingested")
    hx.clock.advance(days=2)  # type: ignore[attr-defined]
    hx.capture("Nightly statement exports are on Temporal as well, so the crontab in the jobs image is deleted.",
               scope="project:ledger", origin="agent-ingested")
    run = hx.consolidate()
    assert not [p for p in run.proposals if p.action == "NOOP" and fact in p.target_ids]
