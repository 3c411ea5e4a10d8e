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
    # two things of one owner, each opening on a noun phrase of its own
    ("Buyer inquiries are written to the `inquiries` table in Postgres.",
     "Showing feedback from buyers goes into the `showing_feedback` table."),
])
def test_no_other_container(older: str, newer: str) -> None:
    assert swaps.other_container(older, newer) is None
    assert not disagrees(older, newer)


def test_two_kinds_of_count_in_two_tables_are_no_conflict() -> None:
    assert not disagrees("Play counts for royalty calculation are stored in the plays_daily table.",
                         "Skip counts for the recommendations dashboard are stored in the skips_hourly table.")


@pytest.mark.parametrize(("older", "newer", "change"), [
    # the old port named with a change, the new one given with a verb of binding
    ("The billing adapter listens on port 8443.",
     "Ops moved the adapter off 8443 because of a clash with the proxy; it binds 9443 now.", True),
    ("The HL7 listener accepts connections on port 2575.",
     "Rebound the HL7 listener to 6661 because 2575 collided with the vendor tunnel.", True),
    # a port given anew, in a URL, with two words of the statement's thing
    ("Meter gateways reach the broker over TLS on port 8883.",
     "Meter gateway config: BROKER_URI=mqtts://broker.example.net:443", False),
])
def test_a_port_given_otherwise(older: str, newer: str, change: bool) -> None:
    moved = swaps.moved_port(older, newer)
    assert moved is not None and moved[2] == change


@pytest.mark.parametrize(("older", "newer"), [
    ("The student records API listens on port 8081 in local development.",
     "The admissions mock server listens on port 8090 locally."),
    ("The billing adapter listens on port 8443.", "The fraud sidecar next to it serves on :9090."),
    ("The billing adapter listens on port 8443.", "Mapped 8443 to 443 on the load balancer for the adapter."),
])
def test_a_port_of_something_else(older: str, newer: str) -> None:
    assert swaps.moved_port(older, newer) is None
