"""A note that reports an inspection and what it found is read by its finding; a measure said changed
in a note's own words is an update; a store's contents are one thing whatever they are called. Look-alikes
(a target against a measurement, another setting of one subsystem, a value inside a bound) stay apart."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core.consolidation import conflicts, frames, measures, text
from helix_core.consolidation.meanings import Meanings
from tests.judging import disagrees, relation


def _minilm_judge() -> SimpleNamespace:
    from helix_core.embedding import make_embedder

    embedder, _ = make_embedder("minilm")
    if embedder.name.startswith("hashing"):
        pytest.skip("MiniLM weights are not installed")
    return SimpleNamespace(tasks=None, meanings=Meanings(embedder))


@pytest.mark.parametrize(("note", "finding"), [
    ("Looked at render latency: the thumbnails are held in the Memcached cluster.",
     "The thumbnails are held in the Memcached cluster."),
    ("Ran the tests. Checked the ledger handler: page size caps at 100 rows per request.",
     "Ran the tests. Page size caps at 100 rows per request."),
    ("Grepped the deploy config: cache_ttl=30 is what prod uses.", "cache_ttl=30 is what prod uses."),
])
def test_an_inspection_is_read_by_what_it_found(note: str, finding: str) -> None:
    assert text.findings(note) == finding


@pytest.mark.parametrize("note", [
    "Fixed the flaky test: it was a race.",  # a fix, not an inspection
    "Checked: fine",  # nothing stated after the colon
    "Confirmed in staging: orders still lock until a pharmacist verifies them.",  # agreement stays as written
])
def test_other_notes_are_read_as_written(note: str) -> None:
    assert text.findings(note) == note


def test_a_finding_behind_an_inspection_contradicts_the_statement() -> None:
    older = "The thumbnail service caches rendered previews in Redis."
    newer = "Looked at preview lookup latency: the previews are held in the Memcached cluster, keyed by size."
    verdict = conflicts.judge(SimpleNamespace(tasks=None), older, newer)  # type: ignore[arg-type]
    assert verdict.relation == "conflict"
    assert (verdict.old_value, verdict.new_value) == ("Redis", "Memcached")


def test_the_lead_still_counts_when_it_names_the_subject() -> None:
    # the inspection's lead says what the number is of: the note is read as written first
    assert disagrees("Each course section's waitlist is capped at 25 students.",
                     "Looked at the section settings while debugging CHEM-101: the waitlist limit is 40 places per "
                     "section, the same for every course.")


@pytest.mark.parametrize(("older", "newer", "values"), [
    ("Idle sessions on the booking page expire after 20 minutes.",
     "Idle session expiry bumped to 45 minutes after the accessibility review.", ("20 minutes", "45 minutes")),
    ("Warehouse pick lists are regenerated every 6 hours.",
     "Ops wanted them fresher, so from now on pick lists are regenerated every 2 hours.", ("6 hours", "2 hours")),
    ("Sellers may upload at most 8 MB per listing photo.",
     "Support kept getting complaints; the listing photo limit goes to 20 MB as of this release.", ("8 MB", "20 MB")),
])
def test_a_measure_said_changed_in_other_words(older: str, newer: str, values: tuple[str, str]) -> None:
    assert measures.changed_value(older, newer) == values


@pytest.mark.parametrize(("older", "newer"), [
    # a target is no setting: a measurement under it changes nothing
    ("Checkout p95 latency target is 300 ms.", "Checkout p95 latency dropped to 240 ms after the index fix."),
    # another setting of one subsystem
    ("The OTA server caps firmware image uploads at 8 MB.", "Bumped the OTA chunk size to 16 KB after the flash tests."),
    # a value inside a bound of another thing
    ("Download links for receipts expire after 7 days.",
     "Updated the refund check so a receipt no longer blocks a refund inside the 14-day window."),
    # no change said: another reader's business
    ("The export job times out after 10 minutes.", "The export job times out after 30 minutes on big tenants."),
])
def test_other_measures_are_no_change(older: str, newer: str) -> None:
    assert measures.changed_value(older, newer) is None


def test_meaning_ties_a_setting_named_otherwise() -> None:
    older = "The kiosk logs a cashier out after 90 seconds of inactivity."
    newer = "Store managers complained, so from now on the kiosk auto-logout kicks in after 30 seconds."
    assert measures.changed_value(older, newer) is None  # the words alone ("logout", "kicks in") do not tie
    assert measures.changed_value(older, newer, lambda a, b: "logs" in a and "logout" in b) == ("90 seconds",
                                                                                               "30 seconds")
    verdict = conflicts.judge(_minilm_judge(), older, newer)  # type: ignore[arg-type]
    assert verdict.relation == "update"


def test_a_stores_contents_are_one_thing_whatever_they_are_called() -> None:
    assert frames.is_data_noun("tables") and frames.is_data_noun("records") and not frames.is_data_noun("samples")
    assert not frames.kinds_apart("Matter records for the case app are stored in MySQL.",
                                  "Matter tables live in a SQL Server instance.")
    assert frames.kinds_apart("Refresh tokens are stored in Redis.", "Access tokens are stored in Memcached.")
    judge = _minilm_judge()
    verdict = conflicts.judge(judge, "The soil moisture readings for FieldSense are stored in InfluxDB.",  # type: ignore[arg-type]
                              "Ran the backfill; all historical moisture series now live in TimescaleDB.")
    assert verdict.relation == "update"


def test_the_statements_tool_doing_something_new_is_no_change_of_it() -> None:
    fact = "Delivery note PDFs are generated with Gotenberg."
    # the tool acts anew and stays the tool
    assert relation(fact, "Gotenberg now renders delivery notes in PDF/A-2b mode so the archive accepts them; "
                          "the fonts are bundled in the image.") == "unrelated"
    # the tool left, named before "now" in the same clause
    assert relation(fact, "Delivery note PDFs went off Gotenberg this sprint, they're rendered by Typst now.") == "update"


def test_a_move_from_a_place_to_the_team_names_the_team_and_another_kind_of_the_thing_moves_nothing() -> None:
    older = "Household claims intake is handled by the Derby claims team."
    assert frames.changed_value(older, "From 2 March, household claims intake moves from Derby to the Bristol team.") \
        == "derby → Bristol"
    assert frames.changed_value(older, "From 2 March, pet claims triage moves from Derby to the Bristol team, and "
                                       "Bristol also takes over the vet-invoice exceptions queue.") is None
