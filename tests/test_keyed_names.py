"""A name the statement gives a thing, and a setting a note quotes that gives the thing another name
(`keyed_names.other_keyed_name`, through `conflicts.judge`); and the look-alikes: a key of another thing, the
statement's name still standing, a value that is no name."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core.consolidation import conflicts, keyed_names

PLANNER = SimpleNamespace(tasks=None, meanings=None)


@pytest.mark.parametrize(("statement", "note", "names"), [
    ("Job-completion notifications are posted to the Slack channel #render-done.",
     "notifier/config.yaml -> slack.channel: '#farm-completions'; fired a test completion and it showed up there",
     ("#render-done", "#farm-completions")),
    ("Raw uploads land in the bucket ingest-raw before they are scanned.",
     "scanner env: UPLOAD_BUCKET=ingest-landing, SCAN_THREADS=4",
     ("ingest-raw", "ingest-landing")),
    ("Claim submissions go to the worker through the queue claims-outbound.",
     "worker startup: consumer ready queue='insurance.claims.submit' prefetch=10",
     ("claims-outbound", "insurance.claims.submit")),
])
def test_a_setting_gives_the_named_thing_another_name(statement: str, note: str, names: tuple[str, str]) -> None:
    assert keyed_names.other_keyed_name(statement, note) == names
    assert conflicts.judge(PLANNER, statement, note).relation in ("update", "conflict")


@pytest.mark.parametrize(("statement", "note"), [
    # the key names another thing of the kind: a dead-letter queue is not the jobs queue
    ("Export jobs are read from the queue export-jobs.", "worker.yaml: dlq.queue: export-jobs-dead"),
    # the statement's name still stands in the note
    ("Job-completion notifications are posted to the Slack channel #render-done.",
     "slack.channel: '#render-done', slack.fallback_channel: '#render-alerts'"),
    # a value that is no name
    ("Raw uploads land in the bucket ingest-raw before they are scanned.", "bucket: none configured yet"),
    # a plain word before the name says nothing of what it names
    ("Deploys are announced by deploy-bot.", "channel: '#deploys'"),
])
def test_no_other_name_for_the_thing(statement: str, note: str) -> None:
    assert keyed_names.other_keyed_name(statement, note) is None


def test_a_name_given_after_named_and_a_key_in_another_form_of_its_word() -> None:
    older = "Outgoing invoices are buffered in a queue named invoice-outbox."
    newer = "worker env: INVOICING_QUEUE=billing.invoices.outbound; the consumer drained 12 invoice messages from it."
    assert keyed_names.other_keyed_name(older, newer) == ("invoice-outbox", "billing.invoices.outbound")
