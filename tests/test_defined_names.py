"""Another written name the note defines as the statement's thing (`defined_names.defined_otherwise`, through
`conflicts.judge`); and the look-alikes: the statement's name still there, a definition of another thing, a
name defined as something else than the statement's kind."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core.consolidation import conflicts, defined_names

PLANNER = SimpleNamespace(tasks=None, meanings=None)


@pytest.mark.parametrize(("statement", "note", "names"), [
    # an apposition
    ("Parking payments are recorded in the payments table.",
     "Wrote the refund report against parking_transactions, the table that holds every parking payment.",
     ("payments", "parking_transactions")),
    # "… is where …"
    ("Residential permit zones are stored in the `zones` table.",
     "Pulled the zone boundaries from `rpp_districts`, that's where the permit zone polygons are kept.",
     ("zones", "rpp_districts")),
    # a sentence after the name
    ("The service that generates monthly invoices is called invoicer.",
     "Restarted ledger-invoices in staging after the PDF template change. That's the deployment that builds the "
     "monthly invoices.",
     ("invoicer", "ledger-invoices")),
    # an aside in brackets, a channel
    ("On-call escalations for the 311 platform are posted in the #311-oncall Slack channel.",
     "If the request intake is down after hours, drop it in #civic-ops-pager (the channel the on-call escalations "
     "go to).",
     ("#311-oncall", "#civic-ops-pager")),
])
def test_a_name_defined_as_the_statements_thing(statement: str, note: str, names: tuple[str, str]) -> None:
    assert defined_names.defined_otherwise(statement, note) == names
    assert conflicts.judge(PLANNER, statement, note).relation in ("update", "conflict")


@pytest.mark.parametrize(("statement", "note"), [
    # the statement's name still there
    ("Parking payments are recorded in the payments table.",
     "Joined payments with parking_transactions, the table that holds every parking payment's refund."),
    # a definition of another thing
    ("The service that generates monthly invoices is called invoicer.",
     "Restarted ledger-exports in staging. That's the deployment that builds the quarterly tax exports."),
    # a name defined as a consumer of the thing, not the thing
    ("Raw RTU readings are published to the Kafka topic rtu.readings.raw.",
     "historian-writer (the only consumer of the raw RTU readings topic) caught up in six minutes."),
])
def test_no_other_name_defined_for_the_thing(statement: str, note: str) -> None:
    assert defined_names.defined_otherwise(statement, note) is None
