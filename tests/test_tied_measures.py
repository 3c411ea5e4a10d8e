"""A measure named with words of the note's own ("Bureau HTTP client read timeout is 20s") still
meets the statement it contradicts; another thing's measure, another aspect's or another period's
never does."""

from __future__ import annotations

import pytest

from helix_core.consolidation import measures
from tests.judging import disagrees


@pytest.mark.parametrize(("older", "newer"), [
    # the note names the thing with words of its own
    ("Calls to the carrier API time out after 6 seconds.",
     "Carrier HTTP client read timeout is 25s, saw it while tracing a slow quote."),
    ("Kiosk sessions expire after 20 minutes of inactivity.",
     "Idle timeout on the kiosk is 5 min (KIOSK_IDLE_SECONDS=300)."),
    # a change told with its verb, a value with its unit or a bare count
    ("The export API call times out after 15 seconds.",
     "Exports kept timing out under load, raised the client timeout to 60s."),
    ("The maximum refund amount for an agent is capped at $500.",
     "Support leads raised the agent refund ceiling to $750 effective today."),
    ("The maximum team size for a hackathon entry is 5 members.",
     "Raised MAX_TEAM_SIZE from 5 to 6 for the spring event."),
    # a setting line whose name says the measure
    ("A checkout reservation expires after 10 minutes.",
     "Looked at reservation_ttl in checkout.yaml while chasing ghost holds: 15m."),
])
def test_a_measure_named_otherwise_is_read(older: str, newer: str) -> None:
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    # another thing of the same kind, as a statement of its own
    ("The timeout for the invoices API is 30 seconds.",
     "The timeout for the invoices database connection pool is 5 seconds."),
    ("A ranked match holds at most 10 players.", "A custom lobby holds at most 4 players."),
    ("Drivers have 60 seconds to accept an offered ride.",
     "Riders get 5 minutes to confirm a pickup before it is cancelled."),
    # another thing set, in a log line
    ("The billing microservice has a request timeout of 5 seconds.",
     "Set the request timeout of the mailer service to 30 seconds."),
    ("Product search results are cached in Redis for 10 minutes.",
     "Set the store-locator geocode cache in Redis to a 2-minute TTL."),
    # another period, another aspect, another kind named in a setting
    ("The weekly spending cap for junior accounts is $40.",
     "Bumped DAILY_CAP_JUNIOR to 15 in limits.yaml."),
    ("The default daily contactless limit on new cards is 100 euros.",
     "Bumped DEFAULT_ATM_DAILY_LIMIT to 600 in limits.yaml."),
])
def test_another_things_measure_is_not_read(older: str, newer: str) -> None:
    assert measures.tied_value(older, newer) is None
    assert not disagrees(older, newer)


def test_a_measure_of_another_aspect_is_not_read() -> None:
    older, newer = "The sync job times out after 10 minutes.", "The sync job polls the queue every 30 seconds."
    for reader in (measures.other_value, measures.loose_value, measures.tied_value):
        assert reader(older, newer) is None


def test_a_target_met_is_no_other_setting() -> None:
    assert measures.tied_value("Search p95 latency target is 300 ms.",
                               "Search p95 latency dropped to 210 ms after the index fix.") is None


@pytest.mark.parametrize(("older", "newer"), [
    # a setting whose name carries the unit
    ("Idle carts are emptied after 24 hours.", "Bumped CART_IDLE_HOURS from 24 to 36 after the merch review."),
    # a threshold named by what it gates, a word of the statement said another way
    ("Refunds above $500 require a supervisor.", "Ops raised the supervisor-approval threshold to $800, effective today."),
])
def test_a_change_told_by_its_setting_or_its_threshold(older: str, newer: str) -> None:
    assert measures.tied_value(older, newer) is not None
    assert disagrees(older, newer)
