"""A code-owners line naming another team, and a name the database says is not there (`consolidation.owners`)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core.consolidation import conflicts, owners


def test_a_code_owners_line_naming_another_team_is_read() -> None:
    older = "The refunds service is owned by the Payments team."
    newer = "Opened a PR in services/refunds; CODEOWNERS says `/services/refunds/  @shopco/checkout-eng`."
    assert owners.other_owner(older, newer) == ("Payments", "@checkout-eng")
    assert conflicts.judge(SimpleNamespace(tasks=None), older, newer).relation == "conflict"  # type: ignore[arg-type]


@pytest.mark.parametrize("newer", [
    # the same team under its handle
    "CODEOWNERS: `/services/refunds/  @shopco/payments-eng` - review requested.",
    # a code-owners line for another path of another thing
    "CODEOWNERS lists `/web/storefront/  @shopco/web-eng` for the banner change.",
    # no code-owners line at all: a handle in passing says nothing about ownership
    "Pinged @shopco/checkout-eng about the flaky refunds test.",
])
def test_owner_look_alikes_are_left_alone(newer: str) -> None:
    assert owners.other_owner("The refunds service is owned by the Payments team.", newer) is None


@pytest.mark.parametrize(("older", "newer", "name"), [
    ("Shipment weights are stored in the weight_kg column.",
     'psql: ERROR:  column "weight_kg" does not exist\nHINT: Perhaps you meant "gross_weight_kg".', "weight_kg"),
    ("Per-ride fare records live in the fares table.",
     'dockride=> SELECT count(*) FROM fares;\nERROR:  relation "fares" does not exist', "fares"),
])
def test_a_name_the_database_says_is_missing_is_read(older: str, newer: str, name: str) -> None:
    assert owners.missing_name(older, newer) == name


def test_another_missing_name_says_nothing() -> None:
    assert owners.missing_name("Per-ride fare records live in the fares table.",
                               'ERROR:  relation "fare_audit" does not exist') is None


@pytest.mark.parametrize(("newer", "taker"), [
    ("As of Monday the Checkout squad has taken over refunds from Payments; send bugs their way.", "Checkout"),
    ("Payments handed the refunds service over to Risk Engineering this sprint.", "Risk Engineering"),
    ("Ownership of the refunds service has been transferred to the Billing team.", "Billing"),
])
def test_another_team_taking_over_is_read(newer: str, taker: str) -> None:
    assert owners.new_owner("The refunds service is owned by the Payments team.", newer) == ("Payments", taker)


@pytest.mark.parametrize("newer", [
    # another thing taken over
    "As of Monday the Checkout squad has taken over the gift-card flow; send bugs their way.",
    # the same team
    "Payments team owns the refunds service, as before; they handle the pages.",
])
def test_takeover_look_alikes_are_left_alone(newer: str) -> None:
    assert owners.new_owner("The refunds service is owned by the Payments team.", newer) is None
