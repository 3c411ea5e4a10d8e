"""Pairs consolidation must still meet though MiniLM reads them far apart: a dump of settings that names
the statement's subject in a key alone ("reminder_after_s: 300"), a person's short note written like a log
line, a note that gives a port as an address (`0.0.0.0:9443`), a log line with a tool of the statement's
role at work; and the look-alikes among them left alone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from helix_core import Helix, ManualClock

SCOPE = "project:ledger"


pytestmark = pytest.mark.usefixtures("no_ollama")  # the $0 path: nothing listens at OLLAMA_HOST


@pytest.fixture
def hx(tmp_path: Path, clock: ManualClock) -> Iterator[Helix]:
    from helix_core.embedding import make_embedder

    embedder, _ = make_embedder("minilm")
    if embedder.name.startswith("hashing"):
        pytest.skip("MiniLM weights are not installed")
    with Helix.open(tmp_path / "reach.db", clock=clock, embedder=embedder, background=False) as helix:
        yield helix


def _disputed(hx: Helix, fact: str, note: str, *, kind: str, origin: str) -> bool:
    f = hx.capture(fact, kind="fact", scope=SCOPE, origin="user-asserted").id
    hx.clock.advance(days=5)  # type: ignore[attr-defined]
    n = hx.capture(note, kind=kind, scope=SCOPE, origin=origin).id
    run = hx.consolidate()
    return any({fl.a_id, fl.b_id} == {f, n} for fl in run.flags) or any(
        p.action == "SUPERSEDE" and f in p.target_ids for p in run.proposals)


def test_a_persons_note_written_like_a_log_line_is_compared(hx: Helix) -> None:
    assert _disputed(hx, "Kiosks keep up to 2 hours of sales offline when the network drops.",
                     "We upped the kiosk offline store to a whole day after the mall outage.",
                     kind="fact", origin="user-asserted")


def test_an_address_with_its_port_meets_the_statements_port(hx: Helix) -> None:
    assert _disputed(hx, "The Harbor ledger service listens on port 8443.",
                     "ledger-svc binds 0.0.0.0:9443 per compose.yml; probes hit :9443/ready.",
                     kind="episode", origin="agent-ingested")


def test_the_same_port_is_no_dispute(hx: Helix) -> None:
    assert not _disputed(hx, "The Harbor ledger service listens on port 8443.",
                         "ledger-svc binds 0.0.0.0:8443 per compose.yml; probes hit :8443/ready.",
                         kind="episode", origin="agent-ingested")


def test_a_log_line_with_a_tool_of_the_role_meets_the_statement(hx: Helix) -> None:
    assert _disputed(hx, "Kennel booking data is stored in PostgreSQL.",
                     "counted before the reindex: `mongosh kennel-app --eval 'db.bookings.countDocuments({})'` -> 9120",
                     kind="episode", origin="agent-ingested")


def test_a_persons_note_that_reconfirms_the_rule_is_no_dispute(hx: Helix) -> None:
    assert not _disputed(hx, "Every release candidate must pass the ISO 27001 A.12 checklist before it ships.",
                         "Reconfirmed at today's CAB: no release candidate ships without the ISO 27001 A.12 checklist.",
                         kind="fact", origin="user-asserted")


@pytest.mark.parametrize(("fact", "note"), [
    ("Satellite passes lower than 15 degrees above the horizon are skipped.",
     "$ cat ops/prod/planner.yaml\nplanner:\n  lookahead_h: 48\n  min_horizon_deg: 7.5\n  slot_s: 120\n  budget_s: 20"),
    ("Each scanner beeps a reminder after 90 seconds idle.",
     "$ mdmctl device dump ZB-2231\nmodel: Zebra TC52\nbuild: 11-49-18\nreminder_after_s: 300\nvolume_pct: 70"),
])
def test_a_key_alone_names_the_statements_subject(hx: Helix, fact: str, note: str) -> None:
    assert _disputed(hx, fact, note, kind="episode", origin="agent-ingested")


@pytest.mark.parametrize(("fact", "note"), [
    ("Each scanner beeps a reminder after 90 seconds idle.",  # the dump agrees
     "$ mdmctl device dump ZB-2231\nmodel: Zebra TC52\nbuild: 11-49-18\nreminder_after_s: 90\nvolume_pct: 70"),
    ("Scanner uploads larger than 50 MB are refused.",  # the keys name other things
     "$ mdmctl device dump ZB-2231\nmodel: Zebra TC52\nbuild: 11-49-18\nreminder_after_s: 300\nvolume_pct: 70"),
    ("The scanners' screen turns off after 90 seconds idle.",  # one word shared, another thing
     "$ mdmctl device dump ZB-2231\nmodel: Zebra TC52\nbuild: 11-49-18\nreminder_after_s: 300\nvolume_pct: 70"),
])
def test_a_dump_that_agrees_or_names_other_things_is_left_alone(hx: Helix, fact: str, note: str) -> None:
    assert not _disputed(hx, fact, note, kind="episode", origin="agent-ingested")


LONG_SESSION = """Looking into why three cellar sensors went quiet overnight:
$ sudo emqx ctl clients list | grep ledger-gw
Client(ledger-gw-01, username=gateway, peername=10.4.0.11:50122, clean_start=true, connected=true)
Client(ledger-gw-02, username=gateway, peername=10.4.0.12:40871, clean_start=true, connected=true)
Client(ledger-gw-03, username=gateway, peername=10.4.0.13:38114, clean_start=true, connected=false)
Client(ledger-gw-04, username=gateway, peername=10.4.0.14:41907, clean_start=true, connected=true)
Client(ledger-gw-05, username=gateway, peername=10.4.0.15:39210, clean_start=true, connected=true)
gw-03 dropped off the broker at 02:40, power-cycled it and it reconnected."""


def test_a_long_note_meets_statements_through_the_tool_its_commands_run(hx: Helix) -> None:
    assert _disputed(hx, "The ledger gateways publish their readings over MQTT to a Mosquitto broker.",
                     LONG_SESSION, kind="episode", origin="agent-ingested")


def test_the_same_tool_in_a_long_notes_commands_is_no_dispute(hx: Helix) -> None:
    assert not _disputed(hx, "The ledger gateways publish their readings over MQTT to an EMQX broker.",
                         LONG_SESSION, kind="episode", origin="agent-ingested")


def test_the_tools_a_long_notes_commands_run_are_what_it_is_about() -> None:
    from helix_core.consolidation import at_work

    assert at_work.tools_in_commands(LONG_SESSION) == {"mqttbroker"}
    assert at_work.tools_in_commands("deploy@web01:~$ psql -c 'select 1'") == {"database"}
    assert at_work.tools_in_commands("We run Redis beside Kafka; nothing was typed here.") == set()
