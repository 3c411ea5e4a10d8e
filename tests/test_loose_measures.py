"""A short statement's one measure given otherwise by a short note: said in other words ("the grace
window is 15 days" for "a 10-day grace period"), or as a setting whose name says what it measures
("click_lookback_days: 7"). Beside them the look-alikes that must stay apart: the same measure of
another thing, whose phrase has a word the statement lacks."""

from __future__ import annotations

import pytest

from helix_core.consolidation import measures
from tests.judging import disagrees


@pytest.mark.parametrize(("older", "newer"), [
    ("Members get a 7-day grace period before a renewal fails.", "The grace window is 10 days as of this release."),
    ("Segments are cut at 6 seconds.", "Segment length is 2s in every rendition."),
    ("The search service retains raw query logs for 90 days.", "Checked the ILM policy: raw query logs are deleted after 30 days."),
])
def test_a_measure_given_otherwise_in_other_words(older: str, newer: str) -> None:
    assert measures.loose_value(older, newer) is not None
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    ("Archived invoices are retained for 7 years.", "Purge config: invoice_retention_years = 10."),
    ("Profile photos are capped at 5 MB each.", "Raised MAX_PROFILE_PHOTO_MB to 12 after complaints."),
    ("Click-through visits are credited with a 30-day lookback window.", "attribution.yaml has click_lookback_days: 7."),
    ("The trip planner allows at most 3 transfers per journey.", "routing.yaml: max_transfers: 5."),
])
def test_a_setting_named_for_the_measure_gives_it_otherwise(older: str, newer: str) -> None:
    assert measures.keyed_value(older, newer) is not None
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    # the same measure of another thing: its phrase has a word the statement lacks
    ("Raw upload files are kept for 30 days.", "Parsed upload records are kept for 365 days."),
    ("The timeout for the reports API is 30 seconds.", "The timeout for the reports database pool is 5 seconds."),
    ("Hubs send a heartbeat every 60 seconds.", "Door sensors check in every 15 minutes."),
    ("The export job has a timeout of 60 seconds.", "Set the webhook delivery timeout to 10 seconds."),
    # a measured value, not the setting; an elapsed time; the same value
    ("Payments p95 latency target is 300 ms.", "Payments p95 latency dropped to 240 ms; still within the target."),
    ("Segments are cut at 6 seconds.", "The segment job took 40 seconds."),
    ("Segments are cut at 6 seconds.", "Segment length is 6 s everywhere."),
    # a setting of another thing, or in another unit
    ("Access tokens expire after 30 days.", "Set refresh_token_ttl_days: 7 in the auth config."),
    ("Profile photos are capped at 5 MB each.", "photo_upload_timeout_seconds = 20"),
])
def test_the_same_measure_of_another_thing_is_no_conflict(older: str, newer: str) -> None:
    assert not disagrees(older, newer)
