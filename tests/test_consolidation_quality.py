"""What a person reviews must be worth reviewing: paraphrases grouped into one proposal, lessons
that share a word kept apart, statements distilled (never quotes glued together), routine notes
never proposed, repeated runs idempotent, and the same proposals in every process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from helix_core import Helix
from helix_core.consolidation import distill, text

BILLING = "project:billing"
ALEMBIC = [
    "alembic autogenerate wrote an empty migration again. Fixed it by importing billing.models in "
    "alembic/env.py",
    "Empty migration from alembic autogenerate -- the models weren't imported in env.py, had to import "
    "billing.models there",
    "Heads up: autogenerate produces an empty migration unless billing.models is imported in alembic/env.py",
]
RESTART_WORKER = [
    "Restart the celery worker after editing celeryconfig.py, it does not reload the config",
    "Again: celery worker kept the old celeryconfig.py settings until I restarted it",
    "Remember to restart celery workers whenever celeryconfig.py changes",
]
RESTART_COMPOSE = [
    "When docker compose says the port is already allocated, run docker compose down before restarting",
    "Port already allocated error from docker compose again: docker compose down first, then up",
    "docker compose complained port 5432 is already allocated; had to run docker compose down",
]
ROUTINE = ["Listed the files in billing/", "Fixed a typo in the docstring of parse_invoice",
           "Read the README of the billing service", "Reviewed PR #412", "Listed the files in tests/",
           "Fixed a typo in README.md", "Reviewed PR #418", "Read the README of the api gateway"]


pytestmark = pytest.mark.usefixtures("no_ollama")  # the $0 path: nothing listens at OLLAMA_HOST


def feed(hx: Helix, notes: list[str], scope: str = BILLING, hours: float = 5) -> list[str]:
    ids = []
    for note in notes:
        hx.clock.advance(hours=hours)  # type: ignore[attr-defined]
        ids.append(hx.capture(note, scope=scope, origin="agent-ingested").id)
    return ids


def test_paraphrases_are_one_proposal_with_a_distilled_gotcha(hx: Helix) -> None:
    ids = feed(hx, ALEMBIC)
    [p] = hx.consolidate().proposals
    assert set(p.grounding) == set(ids)
    assert p.content == ("When alembic autogenerate writes an empty migration, import billing.models in "
                         "alembic/env.py")
    assert p.kind == "procedure" and p.shape == "procedural"


def test_lessons_that_share_one_word_stay_apart(hx: Helix) -> None:
    worker = feed(hx, RESTART_WORKER)
    compose = feed(hx, RESTART_COMPOSE)
    props = hx.consolidate().proposals
    groundings = sorted(sorted(p.grounding) for p in props)
    assert groundings == sorted([sorted(worker), sorted(compose)])
    for p in props:
        assert "; " not in p.content and not p.content.startswith("Recurring")


def test_routine_notes_never_become_proposals(hx: Helix) -> None:
    feed(hx, ROUTINE * 3, hours=2)
    run = hx.consolidate()
    assert run.proposals == [] and run.counts["eligible"] == 0


@pytest.mark.parametrize(("notes", "kind", "content"), [
    (["Had to activate .venv before running pytest in billing",
      "Reminder: activate .venv before running pytest in billing",
      "pytest could not import billing: activate the .venv first"],
     "procedure", "Activate .venv before running pytest in billing"),
    (["Invoice totals were off by a cent: use Decimal for money amounts",
      "Rounding bug in invoice tax: money amounts must use Decimal",
      "Another float rounding error in refunds; use Decimal for money amounts"],
     "convention", "Use Decimal for money amounts"),
    (["The user prefers tabs over spaces in Makefiles",
      "user asked for tabs in Makefiles, not spaces"],
     "preference", "The user wants tabs in Makefiles, not spaces"),
    (["The staging database is read-only on weekends",
      "Note: staging database is read-only during weekends"],
     "fact", "The staging database is read-only on weekends"),
    (["Release: first run make dist, then twine check dist/*, then twine upload dist/*",
      "To release run make dist then twine check and finally twine upload"],
     "procedure", "Release: first run make dist, then twine check dist/*, then twine upload dist/*"),
])
def test_each_kind_is_distilled_to_one_statement(notes: list[str], kind: str, content: str) -> None:
    statement = distill.distill(notes, {})
    assert statement is not None
    assert (statement.kind, statement.content) == (kind, content)


def test_a_symptom_alone_is_not_a_lesson() -> None:
    assert distill.distill(["pytest crashed with a segfault", "pytest segfaulted again"], {}) is None
    assert text.is_routine("Listed the files in billing")
    assert not text.is_routine("Fixed the flaky test by freezing time with freezegun")


def test_three_runs_are_idempotent_with_and_without_review(hx: Helix) -> None:
    feed(hx, ALEMBIC[:2] + ROUTINE[:3], hours=24)  # two days: two sightings
    first = hx.consolidate()
    assert len(first.proposals) == 1
    assert hx.consolidate().proposals == []  # pending: not proposed again
    hx.approve(first.proposals[0].id)
    assert hx.consolidate().proposals == []  # approved: its episodes are its grounding
    [late] = feed(hx, ALEMBIC[2:])
    [noop] = hx.consolidate().proposals
    assert noop.action == "NOOP" and noop.grounding == [late]
    fact = hx.get(noop.target_ids[0])
    reinforced = hx.history(fact.id, event="reinforced")
    for _ in range(3):
        assert hx.consolidate().proposals == []
    assert hx.history(fact.id, event="reinforced") == reinforced


def test_approved_statements_are_not_quoted_in_new_ones(hx: Helix) -> None:
    feed(hx, ALEMBIC)
    [p] = hx.consolidate().proposals
    hx.approve(p.id)
    feed(hx, RESTART_WORKER)
    [q] = hx.consolidate().proposals
    assert "alembic" not in q.content


SCRIPT = textwrap.dedent("""
    import json, sys
    from datetime import datetime, timezone
    from helix_core import Helix
    from helix_core.clock import ManualClock
    clock = ManualClock(datetime(2026, 3, 2, 9, tzinfo=timezone.utc))
    with Helix.open(sys.argv[1], clock=clock, embedder="hashing", background=False) as hx:
        run = hx.consolidate(dry_run=True)
        print(json.dumps([[p.action, p.content, sorted(p.grounding)] for p in run.proposals]))
""")


def test_two_processes_propose_the_same(hx: Helix, db_path: Path) -> None:
    feed(hx, RESTART_WORKER + RESTART_COMPOSE + ALEMBIC + ROUTINE)
    hx.close()
    outs = []
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, "-c", SCRIPT, str(db_path)], capture_output=True, text=True,
                              env=env, timeout=120, check=True)
        outs.append(json.loads(done.stdout))
    assert outs[0] == outs[1] and len(outs[0]) == 3
