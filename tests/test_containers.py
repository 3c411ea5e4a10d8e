"""A named container (table, queue, topic, namespace, chart) given another written name by a note
about what it holds is a contradiction; another kind of container, another thing's container, or a
word that only looks like a name is not."""

from __future__ import annotations

import pytest

from helix_core.consolidation import swaps
from tests.judging import disagrees


@pytest.mark.parametrize(("older", "newer", "names"), [
    ("Audit events are written to the audit_log table.",
     "The audit writer inserts its rows into security_events; I couldn't find any audit_log table in the schema.",
     ("audit_log", "security_events")),
    ("Refund requests are published to the queue refunds.inbound.",
     "Refund publisher writes its messages onto payments-refund-requests.", ("refunds.inbound", "payments-refund-requests")),
    ("The ingest operator runs in the `ingest-system` namespace.",
     "Ingest operator pods live in `data-platform`; `kubectl get ns ingest-system` returns NotFound.",
     ("ingest-system", "data-platform")),
    ("Sensor readings are published on the MQTT topic plant/readings.",
     "Subscribed to site/+/telemetry to watch sensor readings during the soak test.", ("plant/readings", "site/+/telemetry")),
    ("Customer invoices live in the billing table.",
     "Queried customer_invoices to debug the missing PDF; invoices are all in there.", ("billing", "customer_invoices")),
])
def test_a_container_named_otherwise(older: str, newer: str, names: tuple[str, str]) -> None:
    assert swaps.other_container(older, newer) == names
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    # another thing's container of the same kind and tool
    ("Refund events land on the SQS queue `refund-events`.",
     "Chargeback notices from the card network go to the SQS queue `chargeback-notices`."),
    # another kind of container
    ("Audit events are written to the audit_log table.", "Audit events are also exported to the audit-archive bucket."),
    # a hyphenated word, a service named where the container is a dotted topic
    ("The reminder worker consumes from the appt.reminders queue.",
     "Discussed reminders in the no-show review and bumped the driver in reminder-worker."),
    # the old name still there: a refinement
    ("Audit events are written to the audit_log table.", "audit_log has an index on actor_id since the slow report."),
])
def test_no_other_container(older: str, newer: str) -> None:
    assert swaps.other_container(older, newer) is None
