"""Standing instructions ("Always … when I ask about X") come back when a question is about X, even
where their own words rank them below the memories that merely share the question's words."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from helix_core import Helix, ManualClock
from helix_core.settings import Settings
from helix_core.standing import MAX_RULE_CHARS, condition_of


@pytest.mark.parametrize(("text", "condition"), [
    ("Always include version numbers when I ask about software dependencies or libraries used.",
     "software dependencies or libraries used"),
    ("Never round the figures when I ask for compensation details.", "compensation details"),
    ("Please always run the migrations twice whenever we work on the billing schema.", "the billing schema"),
    ("Don't paste whole stack traces if I ask you about flaky tests; link the CI run.", "flaky tests"),
    ("Make sure to name the owner when I mention an incident.", "an incident"),
    ("When I ask about deadlines, always give the weekday too.", "deadlines"),
    ("Whenever we discuss the release train, never promise a date.", "the release train"),
])
def test_the_condition_of_a_standing_instruction(text: str, condition: str) -> None:
    assert condition_of(text) == condition


@pytest.mark.parametrize("text", [
    "Always run ruff before committing.",  # a rule for everything: found by its own words
    "I always forget what I asked about the deploy when I come back from lunch.",
    "The deploy failed when I asked about the cache.",
    "Never again: the migration took the site down when we worked on the billing schema",
    "We always use PostgreSQL when we work on billing services. " * 10,  # not a one-liner
])
def test_other_text_is_no_conditional_instruction(text: str) -> None:
    assert condition_of(text) is None


def test_a_long_note_is_no_instruction_even_if_it_starts_like_one() -> None:
    text = "Always include version numbers when I ask about dependencies. " + "x" * MAX_RULE_CHARS
    assert condition_of(text) is None


SCOPE = "project:shop"
RULE = "Always include version numbers when I ask about software dependencies or libraries used."
# Notes that share the question's words ("libraries", "project", "used") far more than the rule does.
NOISE = [
    "The project used the requests library for the payment calls before the rewrite.",
    "Which libraries this project uses is listed in the README under Libraries.",
    "We used three libraries in the project: requests, pydantic and rich.",
    "The project's libraries are pinned; the used versions live in the lock file of the project.",
    "Libraries used by the project's tests: pytest and hypothesis.",
    "The frontend project used the date library dayjs; the backend used pendulum.",
    "Removed two unused libraries from the project today.",
    "The libraries used for the admin project are the same as the shop project's.",
]
QUESTION = "Which libraries are used in this project?"


def _minilm_helix(path: Path, clock: ManualClock, **retrieval: object) -> Helix:
    from helix_core.embedding import make_embedder

    embedder, _ = make_embedder("minilm")
    if embedder.name.startswith("hashing"):
        pytest.skip("MiniLM weights are not installed")
    settings = Settings()
    settings = replace(settings, retrieval=replace(settings.retrieval, **retrieval))
    return Helix.open(path, clock=clock, embedder=embedder, background=False, settings=settings)


@pytest.fixture
def store(tmp_path: Path, clock: ManualClock) -> Iterator[Path]:
    path = tmp_path / "standing.db"
    with _minilm_helix(path, clock) as hx:
        hx.capture(RULE, scope=SCOPE, origin="user-asserted")
        for note in NOISE:
            hx.capture(note, scope=SCOPE)
        hx.capture("Always give dates as ISO 8601 when I ask about deadlines.", scope=SCOPE)
    yield path


def _recall(path: Path, clock: ManualClock, question: str = QUESTION, scope: str = SCOPE,
            **retrieval: object) -> list[tuple[str, dict[str, float]]]:
    with _minilm_helix(path, clock, **retrieval) as hx:
        return [(h.memory.content, h.components) for h in hx.recall(question, scope=scope, limit=3)]


def test_the_rule_for_the_questions_topic_comes_back(store: Path, clock: ManualClock) -> None:
    without = _recall(store, clock, standing_max=0)
    assert RULE not in [content for content, _ in without]  # its own words rank it low
    hits = _recall(store, clock)
    assert len(hits) == 3
    content, components = hits[-1]  # it takes the last place, the best hits keep theirs
    assert content == RULE
    assert components["standing"] >= Settings().retrieval.standing_min_cosine
    assert [c for c, _ in hits[:2]] == [c for c, _ in without[:2]]


def test_a_rule_for_another_topic_stays_out(store: Path, clock: ManualClock) -> None:
    contents = [content for content, _ in _recall(store, clock)]
    assert not any("ISO 8601" in c for c in contents)


def test_a_rule_of_another_project_or_forgotten_stays_out(store: Path, clock: ManualClock) -> None:
    assert RULE not in [c for c, _ in _recall(store, clock, scope="project:other")]
    with _minilm_helix(store, clock) as hx:
        rule = next(h.memory for h in hx.recall(RULE, scope=SCOPE, limit=1))
        hx.forget(rule.id, hard=True)
    assert RULE not in [c for c, _ in _recall(store, clock)]


def test_lexical_recall_is_left_as_it_was(store: Path, clock: ManualClock) -> None:
    assert RULE not in [c for c, _ in _recall(store, clock, mode="lexical")]


def test_the_command_line_marks_the_rule(store: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "helix_core.cli.main", "--db", str(store), "--embedder", "minilm",
         "recall", QUESTION, "--scope", SCOPE, "--limit", "3", "--no-access"],
        capture_output=True, env={**os.environ, "COLUMNS": "200"}, timeout=120)
    assert result.returncode == 0, result.stderr.decode()
    lines = [line for line in result.stdout.decode().splitlines() if "(standing instruction)" in line]
    assert len(lines) == 1 and "version numbers" in lines[0]


def test_the_best_hit_keeps_its_place_and_the_limit_holds(store: Path, clock: ManualClock) -> None:
    with _minilm_helix(store, clock) as hx:
        one = hx.recall(QUESTION, scope=SCOPE, limit=1)
        two = hx.recall(QUESTION, scope=SCOPE, limit=2)
    assert len(one) == 1 and one[0].memory.content != RULE
    assert len(two) == 2 and two[0].memory.content == one[0].memory.content and two[1].memory.content == RULE


def test_an_archived_rule_is_no_standing_one(store: Path, clock: ManualClock) -> None:
    with _minilm_helix(store, clock) as hx:
        rule = next(h.memory for h in hx.recall(RULE, scope=SCOPE, limit=1))
        hx.archive(rule.id)
        assert RULE not in [h.memory.content for h in hx.recall(QUESTION, scope=SCOPE, limit=3)]
