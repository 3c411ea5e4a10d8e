"""A tool a commit drops, named by itself or by its client library's package (`retired.absent`, through
`conflicts.judge`)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core.consolidation import conflicts, retired

PLANNER = SimpleNamespace(tasks=None, meanings=None)


@pytest.mark.parametrize(("fact", "note", "tool"), [
    ("Order confirmations are texted to customers through Twilio.",
     "PR #88: drop twilio-python, the confirmation sender posts to the MessageBird API instead.", "Twilio"),
    ("Card payments are taken through Stripe.", "chore: drop stripe-node, checkout talks to Adyen's API now", "Stripe"),
])
def test_a_dropped_client_library_retires_its_tool(fact: str, note: str, tool: str) -> None:
    gone = retired.absent(fact, note)
    assert gone is not None and gone[0] == tool
    assert conflicts.judge(PLANNER, fact, note).relation in ("update", "conflict")


@pytest.mark.parametrize(("fact", "note"), [
    # another library of the same word
    ("Order confirmations are texted to customers through Twilio.", "drop twilio-mock from the dev dependencies"),
    # the tool kept, a package of another tool dropped
    ("Card payments are taken through Stripe.", "chore: drop paypal-node, Stripe stays our only processor"),
])
def test_another_package_dropped_is_left_alone(fact: str, note: str) -> None:
    assert conflicts.judge(PLANNER, fact, note).relation not in ("update", "conflict")
