"""Notes that only look like a change of the statement: its thing said untouched, an arrow of a log's
output, a month written in days, a frequency in words, a label naming another worker, a rule that forbids
another act, "only one" said as "never two", a second figure that keeps the first (`conflicts.judge`)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core import claims
from helix_core.consolidation import conflicts, frames, values

PLANNER = SimpleNamespace(tasks=None, meanings=None)

ALIKE = [
    # the note changes another thing and says the statement's thing is untouched
    ("Unpaid cart reservations expire after 20 minutes.",
     "feat(wishlist): wishlist reservations now expire after 7 days; cart reservation expiry logic untouched."),
    ("The search API rate-limits each client to 100 requests per minute.",
     "set the admin API limit to 500 req/min per IP in nginx; search limits untouched"),
    # an arrow of a command's output after a host's number, no change
    ("Nightly builds are uploaded with rclone from the build runner.",
     "build 4.2.0: rclone copy dist/ remote:nightly on build-runner-02 -> 18 files uploaded"),
    # a month written in days
    ("Inactive trial accounts are deleted after 30 days.",
     "Confirming for support: a trial account nobody logs into for a month is deleted on its own."),
    # a frequency written as how many times a year
    ("Every fire door must be inspected every 6 months.",
     "Reminder for facilities: fire doors get inspected twice a year, no exceptions."),
    # years of experience are no setting; a date is no version a system prints
    ("I've got 12 years of experience, should I lead with that in the cover letter?",
     "I've planned a project to cut production costs by 10% within the first 6 months, how do I phrase it?"),
    ("We submitted the paper to the symposium on July 12, how do we split the edits?",
     "After the July 8 workshop the feedback showed I've improved; edits for the symposium paper are scheduled."),
    # the statement's thing said left as it is, or its one distinctive word said untouched
    ("The quotes API is rate-limited to 50 requests per minute per client.",
     "Set the rate limit on the refunds webhook to 400 requests per minute; quotes API limits left as they are."),
    ("Typeahead suggestions time out after 150 ms.",
     "Bumped the pricing client timeout to 900 ms in the checkout config; typeahead untouched."),
    # what is left alone said after the verb, or by the quoted key of the statement's own rule
    ("The order_lines table is range-partitioned by week on created_at.",
     "psql> \\d+ order_events\n Partitioned table \"public.order_events\"\n Partition key: RANGE (created_at)\n"
     "Split order_events into daily partitions with pg_partman. Left lines alone."),
    ("Online orders for same-day flowers close at 14:00.",
     "Wreath orders now close at 10:00 the day before, in ORDER_CUTOFFS[\"wreath\"] = \"10:00\"; "
     "the \"same_day_flowers\" entry in that map was left as is."),
    # a device that "dropped off" the system lost its link for a while; nothing was dropped
    ("Irrigation on the north field is scheduled through Rain Bird IQ4.",
     "Field log: valve NF-07 on the north field dropped off IQ4 at 03:15 (radio timeout), re-paired at 04:02; "
     "the north field irrigation ran 18 mm overnight."),
    # a listing's creation date beside the statement's bucket is no value that replaced it
    ("Warehouse pick lists are written to the S3 bucket kx-pick-lists-prod.",
     "Handheld scanner damage photos were going to a local volume; moved them to S3.\n$ aws s3 ls | grep kx-\n"
     "2022-10-02 kx-pick-lists-prod\n2022-10-02 kx-pick-lists-staging\n2024-05-19 kx-damage-photos-prod\n"
     "DAMAGE_BUCKET=kx-damage-photos-prod set in the scanner-api .env; lifecycle rule moves photos to Glacier after "
     "90 days. Backfilled 12,900 photos from the old volume with aws s3 sync (took 21 min)."),
    # the statement's value, a plural, does something new after "now": it stays
    ("Parcel labels are printed as QR codes.",
     "parcel label QR codes now use error-correction level Q and carry a signed token instead of the raw parcel id"),
    # a label names another worker of the kind, or a client that shares nothing with the statement
    ("The invoice-sync worker retries a failed upload 4 times.",
     "thumbnail-render worker: bumped max_retries 4 -> 8 for the flaky CDN PUTs."),
    ("Failed bank statement imports are retried 3 times before paging.",
     "tax rates API client config: retries=6 with jittered backoff before raising RatesUnavailable"),
    # what a rule forbids is another act than the statement's
    ("Exchange rates come from the ECB reference feed via our treasury proxy.",
     "For new joiners: the treasury proxy is the source of rates; we don't scrape the ECB site ourselves."),
    # a label naming another worker by the folder of its configuration file
    ("Invoice rendering workers time out after 60 seconds per document.",
     "pdf-merge-worker/settings.toml: timeout_s: 60 -> 180 (scanned annex bundles of 400+ pages were timing out)"),
    # a label naming another service by its written name
    ("The quote-engine service uses a 20-second timeout for carrier calls.",
     "ledger-sync: raised outbound HTTP timeout from 20s to 90s, the bank endpoint is slow at month end"),
    # the statement's tool moved to another release of itself
    ("Shipping labels are rendered with ReportLab.",
     "chore(deps): bump reportlab 4.1.0 -> 4.2.2 to fix a font fallback in label footers"),
    # a condition, not a finding, of the thing the statement requires
    ("Wire transfers require the client's IBAN to be on file.",
     "fix(wire): IBAN validator rejected lowercase country codes; transfers still blocked when no IBAN on file."),
    # a typo fixed: the arrow joins two spellings of one word
    ("Password reset emails are rendered from Handlebars templates.",
     "Fixed a typo in the Handlebars reset_password template ('pasword' -> 'password'), updated snapshots."),
    # another profile named in capitals, as the statement names its own
    ("The ABS filament profile prints with the bed at 100 °C.",
     "Raised the ASA profile's bed temperature to 110 °C; warping at the corners."),
    # the note keeps the statement's figure beside another step's
    ("Audit exports are retained for 180 days.",
     "Lifecycle rule added: audit exports move to cold storage after 30 days and expire at day 180."),
]


@pytest.mark.parametrize(("older", "newer"), ALIKE)
def test_notes_that_only_look_like_a_change_are_no_disagreement(older: str, newer: str) -> None:
    assert conflicts.judge(PLANNER, older, newer).relation not in ("update", "conflict")


def test_another_value_put_in_its_place_after_now_is_still_a_change() -> None:
    older = "Parcel labels are printed as QR codes."
    assert conflicts.judge(PLANNER, older, "parcel labels now use Code 128 barcodes instead of QR codes").relation == "update"


def test_the_statements_own_worker_named_by_its_folder_still_changes() -> None:
    older = "Invoice rendering workers time out after 60 seconds per document."
    newer = "invoice-rendering-worker/settings.toml: timeout_s: 60 -> 180 (big bundles were timing out)"
    assert conflicts.judge(PLANNER, older, newer).relation == "update"


def test_a_change_beside_an_untouched_rule_still_counts() -> None:
    older = "A book can be renewed at most two times unless it has a hold on it."
    newer = "loan-rules.yaml: `max_renewals: 3` (bumped from 2 per the policy memo). Hold-blocks-renewal rule untouched."
    assert conflicts.judge(PLANNER, older, newer).relation == "update"


def test_spans_of_days_are_whole_months_only_when_they_are_one() -> None:
    month = claims.in_base_unit("1", "month")
    assert claims.in_base_unit("30", "days") == month
    assert claims.in_base_unit("180", "days") == claims.in_base_unit("6", "months")
    assert claims.in_base_unit("4", "weeks") != month


def test_a_frequency_in_words_is_read_as_the_span_between() -> None:
    assert "every 6 months" in values.with_digits("checked twice a year")
    assert "every 12 hours" in values.with_digits("synced twice a day")


@pytest.mark.parametrize(("older", "newer"), [
    # a label naming the statement's own worker
    ("The invoice-sync worker retries a failed upload 4 times.",
     "invoice-sync worker: bumped max_retries 4 -> 8 after the storage outage."),
    # stopping a habit is a change whatever the verb the note uses
    ("We render receipts as PDFs with WeasyPrint before emailing them.",
     "We've stopped going through PDF for receipts: the mailer sends plain HTML now and WeasyPrint is gone."),
])
def test_the_guards_leave_real_changes_alone(older: str, newer: str) -> None:
    assert conflicts.judge(PLANNER, older, newer).relation in ("update", "conflict")


def test_only_one_said_as_never_two_is_no_reversed_rule() -> None:
    older = "Each kiosk holds only one open session at a time."
    assert frames.flipped_policy(older, "Design check: a kiosk never keeps two sessions open at once.") is None
    assert frames.flipped_policy(older, "Kiosks never hold open sessions any more; each request logs in afresh.") \
        is not None


def test_a_tool_named_with_a_hyphen_is_the_statements_tool_replaced() -> None:
    older = "Uploaded meshes are repaired with the MeshFixer command-line tool."
    verdict = conflicts.judge(PLANNER, older, "commit 9a1f: feat(repair-worker): replace mesh-fixer CLI invocation "
                                              "with PolyMend --repair; port presets")
    assert verdict.relation in ("update", "conflict") and "PolyMend" in verdict.reason


def test_a_one_word_act_done_to_the_rules_subject_never_reinforces() -> None:
    older = "Support calls are never recorded."
    newer = "call-service: on hangup we upload the file; recording is on by default for every call, the bug was only " \
            "the missing header."
    assert conflicts.may_differ({"content": older}, {"content": newer})


def test_a_conditional_rule_turned_round_restates_it() -> None:
    # "only … once paid" and "… unpaid never shows as confirmed" say one rule
    rule = "A tee-time booking is only confirmed once its deposit is paid."
    note = ("A tee-time booking whose deposit is unpaid never shows as confirmed in the member app; the deposit "
            "webhook flips it to CONFIRMED.")
    assert frames.flipped_policy(rule, note) is None
