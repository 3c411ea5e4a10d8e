"""The fitted pair model: the judge's last look at a pair no hand-written reader recognised. It finds a
value changed in wording no reader knows, leaves look-alikes alone, weighs only short one-line texts, and
only against an older statement (never two agent episodes)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from helix_core import Helix, ManualClock
from helix_core.consolidation import conflicts, pair_model
from helix_core.consolidation.meanings import Meanings

SCOPE = "project:utility"


pytestmark = pytest.mark.usefixtures("no_ollama")  # the $0 path: nothing listens at OLLAMA_HOST


@pytest.fixture(scope="module")
def judge() -> SimpleNamespace:
    from helix_core.embedding import make_embedder

    embedder, _ = make_embedder("minilm")
    if embedder.name.startswith("hashing"):
        pytest.skip("MiniLM weights are not installed")
    return SimpleNamespace(tasks=None, meanings=Meanings(embedder))


@pytest.fixture
def minilm_hx(tmp_path: Path, clock: ManualClock) -> Iterator[Helix]:
    from helix_core.embedding.minilm import find_minilm_dir

    if find_minilm_dir() is None:
        pytest.skip("MiniLM weights are not installed")
    with Helix.open(tmp_path / "minilm.db", clock=clock, embedder="minilm", background=False) as helix:
        yield helix


def test_the_shipped_model_fits_the_features() -> None:
    fitted = pair_model.model()
    assert fitted is not None and 0.5 <= fitted.bar < 1.0
    x = pair_model.features("The poller checks the feed every 60 seconds.", "Poller interval is 15s now.")
    assert x.shape == (len(pair_model.NAMES),)
    assert 0.0 <= fitted.probability(x) <= 1.0
    assert max(int(f) for tree in fitted.trees for f in tree[0]) < len(pair_model.NAMES)


@pytest.mark.parametrize(("older", "newer", "relation"), [
    ("The Emberfall asset cooker runs with 8 parallel worker processes.",
     "Bumped the cooker to 24 workers after the new build boxes arrived.", "update"),
    ("Tariff definitions live in config/tariffs.yaml inside the tariff engine repo.",
     "Pulled tariff definitions out of the repo; they're loaded from the pricing-config S3 bucket at startup now.",
     "update"),
])
def test_a_change_no_reader_knows_is_weighed(judge: SimpleNamespace, older: str, newer: str, relation: str) -> None:
    unweighed = conflicts.judge(judge, older, newer, weigh=False)  # type: ignore[arg-type]
    assert unweighed.relation not in ("update", "conflict")  # no hand-written reader sees it
    verdict = conflicts.judge(judge, older, newer)  # type: ignore[arg-type]
    assert verdict.relation == relation and "weighed" in verdict.reason


def test_a_note_that_tells_no_change_is_never_weighed(judge: SimpleNamespace) -> None:
    """On notes it never saw, the model's conflicts (no change told) were look-alikes as often as not."""
    older, newer = ("Lab results are imported with the command `vetdesk import-labs`.",
                    "Loaded this morning's lab results with `vetdesk labs pull --since yesterday`.")
    assert pair_model.disagree(older, newer)  # the model alone would call it another value
    verdict = conflicts.judge(judge, older, newer)  # type: ignore[arg-type]
    assert "weighed" not in verdict.reason


@pytest.mark.parametrize(("older", "newer"), [
    # another subject of one project
    ("Article autosave in the editor fires every 30 seconds.",
     "Live-blog entries autosave every 10 seconds in the liveblog widget."),
    ("Player profiles are stored in PostgreSQL.", "Match telemetry events go into ClickHouse for the analytics dashboards."),
    # agreement in other words
    ("The paywall uses Stripe for subscription billing.",
     "Confirmed while debugging renewals: subscription charges still go through Stripe."),
    # a routine log line about the same thing
    ("The wire deduplicator runs as a nightly cron job on the ingest box.",
     "Checked last night's deduplicator run: 412 duplicate wire items dropped, no errors."),
    # a compatible detail
    ("The archive search for back issues is backed by Elasticsearch.",
     "Archive search Elasticsearch cluster runs 3 nodes; back issues index is sharded by year."),
])
def test_look_alikes_are_not_weighed_as_changes(judge: SimpleNamespace, older: str, newer: str) -> None:
    verdict = conflicts.judge(judge, older, newer)  # type: ignore[arg-type]
    assert verdict.relation not in ("update", "conflict"), verdict.reason


def test_a_note_that_says_every_value_again_agrees() -> None:
    rule = "The user wants every money amount as Decimal, never float"
    assert pair_model.repeats_values(rule, "The amounts were floats. The parser builds Decimal now.")
    assert not pair_model.repeats_values(rule, "Float is fine for amounts now.")
    assert not pair_model.repeats_values("Payments go through Stripe.", "Stripe was removed; Adyen takes payments.")
    # a figure that dropped is no value gone; a long name may be said by its last word
    assert pair_model.repeats_values("Search results are cached in the `result_cache` table.",
                                     "Reindexed `result_cache`; the lookup dropped from 900ms to 35ms.")
    assert not pair_model.repeats_values("Search results are cached in the `result_cache` table.",
                                         "Dropped `result_cache`; results are computed on every request.")
    assert pair_model.repeats_values("Thumbnails are rendered by Google Cloud Run.",
                                     "Poster frames go through an ffmpeg job; stills never touch Run.") is False
    assert pair_model.repeats_values("Subtitles are burned in by AWS Elemental MediaConvert.",
                                     "Audio-only episodes use an ffmpeg Lambda; they never go through MediaConvert.")


def test_only_short_one_line_texts_are_weighed() -> None:
    statement = "The meter reading ingest pipeline consumes AMI readings from RabbitMQ."
    assert pair_model.weighable(statement, "Meter readings come in through Kafka now.")
    assert not pair_model.weighable(statement, "Meter readings come in through Kafka now.\n" + "x = 1\n")
    assert not pair_model.weighable(statement, "Meter readings come in through Kafka now. " * 10)
    assert not pair_model.disagree(statement, "Meter readings come in through Kafka now. " * 10)


def test_trees_are_read_as_fitted() -> None:
    """A stump on one feature: the left leaf below the threshold, the right one above it."""
    stump = pair_model.Trees({"baseline": 0.0, "bar": 0.5,
                              "trees": [[[3, 0, 0], [0.5, 0.0, 0.0], [1, -1, -1], [2, 0, 0], [0.0, -2.0, 2.0]]]})
    low, high = np.zeros(len(pair_model.NAMES)), np.zeros(len(pair_model.NAMES))
    high[3] = 1.0
    assert stump.probability(low) == pytest.approx(1 / (1 + np.exp(2.0)))
    assert stump.probability(high) == pytest.approx(1 / (1 + np.exp(-2.0)))


def test_a_weighed_change_becomes_a_proposal_for_a_statement(minilm_hx: Helix) -> None:
    hx = minilm_hx
    fact = hx.capture("The Emberfall asset cooker runs with 8 parallel worker processes.", kind="fact", scope=SCOPE,
                      origin="user-asserted").id
    hx.clock.advance(days=30)  # type: ignore[attr-defined]
    note = hx.capture("Bumped the cooker to 24 workers after the new build boxes arrived.", scope=SCOPE,
                      origin="agent-ingested").id
    run = hx.consolidate()
    [sup] = [p for p in run.proposals if p.action == "SUPERSEDE"]
    assert sup.target_ids == [fact] and note in sup.grounding
    assert hx.get(fact).status == "active"  # nothing changes before a person approves


def test_two_agent_episodes_are_never_weighed(minilm_hx: Helix) -> None:
    hx = minilm_hx
    hx.capture("The Emberfall asset cooker runs with 8 parallel worker processes.", scope=SCOPE, origin="agent-ingested")
    hx.clock.advance(days=30)  # type: ignore[attr-defined]
    hx.capture("Bumped the cooker to 24 workers after the new build boxes arrived.", scope=SCOPE,
               origin="agent-ingested")
    run = hx.consolidate()
    assert not [p for p in run.proposals if p.action == "SUPERSEDE"]
    assert not run.flags


def test_the_model_weighs_words_without_a_model_of_meaning(hx: Helix) -> None:
    """The $0 path with the hashing embedder finds the same change."""
    fact = hx.capture("The Emberfall asset cooker runs with 8 parallel worker processes.", kind="fact", scope=SCOPE,
                      origin="user-asserted").id
    hx.clock.advance(days=30)  # type: ignore[attr-defined]
    hx.capture("Bumped the cooker to 24 workers after the new build boxes arrived.", scope=SCOPE,
               origin="agent-ingested")
    run = hx.consolidate()
    assert [p.target_ids for p in run.proposals if p.action == "SUPERSEDE"] == [[fact]]
