"""What a configuration or a tool shows of a statement's thing: an owner key ("owner_team: seed-logistics") under
the section of what a statement says a team owns contradicts it when it names another team (a neighbouring
section's key, or the statement's team, does not); a systemd unit systemctl cannot find on the statement's host is
gone (on another host it says nothing)."""

from __future__ import annotations

from helix_core.consolidation import owners
from tests.judging import disagrees

FACT = "Refund approvals are owned by the Customer Care team."
CATALOGUE = ("catalog/services.yaml\n\nservices:\n  refund-approvals:\n    owner_team: {refunds}\n"
             "    pager: \"#refunds-oncall\"\n  loyalty-points:\n    owner_team: {loyalty}\n")


def test_another_team_under_the_owned_things_section_contradicts() -> None:
    note = CATALOGUE.format(refunds="payments-ops", loyalty="customer-care")
    assert owners.keyed_owner(FACT, note) == ("Customer Care", "payments-ops")
    assert disagrees(FACT, note)


def test_the_statements_team_there_or_another_under_a_neighbour_does_not() -> None:
    note = CATALOGUE.format(refunds="customer-care", loyalty="payments-ops")
    assert owners.keyed_owner(FACT, note) is None
    assert not disagrees(FACT, note)


def test_an_owner_key_says_who_owns_a_thing() -> None:
    assert owners.names_an_owner("refund-approvals:\n  owner_team: payments-ops\n")


def test_a_unit_missing_on_the_statements_host_and_on_another() -> None:
    fact = "The ledger-sync job runs as a systemd service on batch-01."
    assert owners.missing_name(fact, "$ ssh batch-01 systemctl status ledger-sync\n"
                                     "Unit ledger-sync.service could not be found.") == "ledger-sync"
    assert owners.missing_name(fact, "$ ssh batch-02 systemctl status ledger-sync\n"
                                     "Unit ledger-sync.service could not be found.") is None
