"""One thing named two ways with no word in common is read as one thing by meaning (MiniLM), never
two kinds of one thing that share a word; without a model of meaning nothing is said."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core.consolidation import conflicts, swaps
from helix_core.consolidation.meanings import Meanings
from helix_core.embedding import HashingEmbedder


def _minilm() -> object:
    from helix_core.embedding import make_embedder

    embedder, _ = make_embedder("minilm")
    if embedder.name.startswith("hashing"):
        pytest.skip("MiniLM weights are not installed")
    return embedder


def test_hashing_vectors_say_nothing_of_meaning() -> None:
    meanings = Meanings(HashingEmbedder())
    assert not meanings.available
    assert meanings.similarity("case management service", "casework-api") is None


def test_a_thing_named_otherwise_by_meaning() -> None:
    judge = SimpleNamespace(tasks=None, meanings=Meanings(_minilm()))
    older = "The case management service stores its records in an Oracle database."
    newer = "casework-api connects to a PostgreSQL 15 cluster; migrations are in db/migrations/*.sql."
    assert conflicts.judge(judge, older, newer).relation == "conflict"  # type: ignore[arg-type]
    # without the model the words alone do not tie the two
    assert conflicts.judge(SimpleNamespace(tasks=None), older, newer).relation == "unrelated"  # type: ignore[arg-type]


@pytest.mark.parametrize(("older", "newer"), [
    # two kinds of one thing share a word: meaning is not asked
    ("Test fixtures for the accounts service are kept in tests/fixtures.",
     "The accounts service writes its logs to /srv/accounts/logs."),
    ("The fraud feature store runs on Redis.", "The case-management UI for fraud analysts keeps its data in MongoDB."),
    # another thing altogether
    ("Trip summaries are stored in TimescaleDB.", "Driver profile records are kept in DynamoDB, separate from the trip store."),
    # the old value still named
    ("The quiz service stores its data in PostgreSQL 15.",
     "Cut the instructor dashboard over to read quiz analytics from BigQuery; the Postgres table stays."),
])
def test_other_things_are_not_tied_by_meaning(older: str, newer: str) -> None:
    meanings = Meanings(_minilm())
    assert swaps.loose_value(older, newer, meanings.same_thing) is None


def test_another_model_or_a_failing_one_says_nothing() -> None:
    class Other:
        name = "ollama:nomic-embed-text"

        def embed(self, texts: list[str]) -> list[list[float]]:
            raise AssertionError("not asked: the bar is MiniLM's")

    assert not Meanings(Other()).available

    class Failing:
        name = "minilm-l6-v2"

        def embed(self, texts: list[str]) -> list[list[float]]:
            raise RuntimeError("model file unreadable")

    meanings = Meanings(Failing())
    assert meanings.similarity("case management service", "casework-api") is None
    assert not meanings.same_thing("case management service", "casework-api")
    assert not meanings.available
