"""One value swapped for another in otherwise the same statement (`consolidation.slots`): in any
word order, the subject never taken for the value, one swap only."""

from __future__ import annotations

import pytest

from helix_core.consolidation import slots


@pytest.mark.parametrize(("older", "newer", "values"), [
    ("Noor is the on-call contact for the ledger.", "Our on-call contact for the ledger is Femi.", ("Noor", "Femi")),
    ("The ledger schema is reviewed by Ada.", "Grace reviews the ledger schema.", ("Ada", "Grace")),
    ("Reply to me in French.", "Reply to me in Dutch.", ("French", "Dutch")),
    ("Ledger exports keep 12 months of rows.", "Ledger exports keep 24 months of rows.", ("12 months", "24 months")),
    ("The ledger API targets OpenAPI 3.0 today.", "The ledger API still targets OpenAPI 3.1 per the spec review.",
     ("3.0", "3.1")),
    ("The ledger cache holds entries for 600 seconds.", "Entries in the ledger cache hold for 20 minutes.",
     ("600 seconds", "20 minutes")),
    ("The ledger API listens on port 8443 in production.", "Prod ledger-api serves HTTPS on port 9443.",
     ("8443", "9443")),  # "ledger-api" is the ledger API, "prod" production
    ("Ledger changes require two approvals.", "Ledger changes require one approval now.",
     ("2 approvals", "1 approval")),  # counts in words, one of a thing in the singular
])
def test_a_swapped_value_is_found_in_any_order(older: str, newer: str, values: tuple[str, str]) -> None:
    assert slots.swapped_value(older, newer) == values


@pytest.mark.parametrize(("older", "newer"), [
    ("The Oslo office uses Teams.", "The Lisbon office uses Teams."),  # the subject, not the value
    ("The Oslo ledger uses Postgres.", "The Lisbon ledger uses MySQL."),  # two swaps: two things
    ("The ledger API allows 10 calls per second per free account.",
     "The ledger API allows 100 calls per second per paid account."),  # two kinds of account
    ("The ledger job keeps 3 workers.", "In staging, the ledger job keeps 1 worker."),  # one environment
    ("The ledger uses Postgres.", "The ledger also uses Redis."),  # an addition
    ("The ledger timeout is 5 seconds.", "The ledger timeout is 5000 ms."),  # the same value in other units
    ("The ledger was owned by Ada.", "Grace owns the ledger."),  # history
    ("Retry the ledger sync (attempt 1).", "Retry the ledger sync (attempt 2)."),  # an aside
    ("The ledger API listens on port 8443 in production.", "Staging ledger-api serves HTTPS on port 9443."),
])
def test_look_alikes_are_no_swap(older: str, newer: str) -> None:
    assert slots.swapped_value(older, newer) is None


@pytest.mark.parametrize(("older", "newer", "holders"), [
    ("Ada Lovelace owns the ledger export job.",
     "Pinged the export job's owner, Grace Hopper, about the failed run.", ("Ada Lovelace", "Grace Hopper")),
    ("The owner of the ledger export job is Ada.", "Grace owns the ledger export job since May.", ("Ada", "Grace")),
    ("Ada owns the ledger export job.", "Grace has taken over the ledger export job.", ("Ada", "Grace")),
])
def test_another_holder_of_the_same_role(older: str, newer: str, holders: tuple[str, str]) -> None:
    assert slots.role_swap(older, newer) == holders


@pytest.mark.parametrize(("older", "newer"), [
    ("Ada owns the ledger export job.", "Grace owns the ledger import job."),  # another thing
    ("Ada owns the ledger export job.", "Grace reviews the ledger export job."),  # another role
    ("Ada owns the ledger export job.", "Ada Byron owns the ledger export job."),  # the same person
    ("Ada owns the ledger export job.", "Grace also owns the ledger export job."),  # a co-owner
])
def test_no_other_holder(older: str, newer: str) -> None:
    assert slots.role_swap(older, newer) is None
