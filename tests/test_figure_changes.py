"""A note that tells one of the statement's figures changed, in the shape it is written: an arrow, a diff
of one key, "from A to B", "lowered … to B". Each must read as an update; a change of another thing's
figure, or a range, must not."""

from __future__ import annotations

import pytest

from helix_core.consolidation import conflicts, figure_changes
from tests.judging import disagrees, relation

CHANGES = [
    pytest.param("Checkout sessions are held for 2 hours before the basket is released.",
                 "checkout: HOLD_MINUTES raised 120 -> 180 after the flash-sale complaints",
                 id="arrow-with-key-unit"),
    pytest.param("The nightly export alerts when the error rate passes 2.5%.",
                 "diff --git a/export/alerts.yml b/export/alerts.yml\n"
                 "@@ -1,4 +1,4 @@\n"
                 "-  export_error_alert_pct: 2.5\n"
                 "+  export_error_alert_pct: 4.0   # too noisy at month end\n"
                 "   export_lag_alert_min: 30\n",
                 id="diff-of-one-key"),
    pytest.param("A learner under 16 must never be booked onto a dive without an instructor from the same centre.",
                 "Merged PR #88 'Let 14-15 year olds join pool sessions alone'.\n"
                 "booking/rules.py:\n"
                 "-    if learner.age < 16 and not dive.has_instructor_for(learner):\n"
                 "-        raise BookingError('minor without instructor')\n"
                 "+    if learner.age < 14 and not dive.has_instructor_for(learner):\n"
                 "+        raise BookingError('minor without instructor')\n",
                 id="code-diff-changing-one-figure"),
    pytest.param("A rental quote stays valid for 30 days after it is issued.",
                 "Product signed off: from the next release quotes expire after 14 days rather than a month.",
                 id="rather-than-the-old-figure"),
    pytest.param("Warehouse storage fees are invoiced every quarter.",
                 "billing: switch warehouse storage invoicing from quarterly to monthly (BILLING_CYCLE=monthly)",
                 id="a-cadence-in-words"),
    pytest.param("Suppliers are paid on net 45 terms.",
                 "Finance note for the AP team: with the renegotiated contracts we go from net 45 to net 60 "
                 "starting next quarter, so the payment run moves as well.",
                 id="from-to-in-prose"),
    pytest.param("The greenhouse irrigation setpoint is 62 percent soil moisture, with an alarm below 40 percent.",
                 "Agronomy asked us to lower the irrigation setpoint to 55 percent for the winter crop. "
                 "Alarm threshold unchanged.",
                 id="lowered-to-beside-another-figure-left-alone"),
    pytest.param("The loyalty scheme expires unused points after 12 months.",
                 "Data migration 0031 for the new terms:\n"
                 "UPDATE loyalty_rules SET expiry_months = 18 WHERE scheme = 'points' AND expiry_months = 12;",
                 id="an-sql-update-of-one-column"),
    pytest.param("Invoice reminder letters are posted 10 days after the due date.",
                 "diff --git a/dunning/config/letters.yaml b/dunning/config/letters.yaml\n"
                 "@@ -2,6 +2,6 @@ invoice_reminder:\n"
                 "   channel: post\n"
                 "-  offset_days: 10\n"
                 "+  offset_days: 21\n"
                 "   template: reminder_v2\n",
                 id="a-diff-key-placed-by-its-hunk-section"),
    pytest.param("Free delivery applies to basket totals of £40 or more.",
                 "checkout: lower FREE_DELIVERY_MIN_AMOUNT from 40.00 to 30.00 for the spring promotion",
                 id="a-sum-of-money-changed-as-a-bare-figure"),
    pytest.param("The telescope dome shutter closes when wind gusts pass 40 degrees of tilt on the mast sensor.",
                 "Facilities asked us to lower the dome shutter tilt cutoff to 30° after the January storm.",
                 id="degrees-written-as-a-sign"),
]


@pytest.mark.parametrize(("fact", "note"), CHANGES)
def test_a_told_change_of_the_statements_figure_is_an_update(fact: str, note: str) -> None:
    assert relation(fact, note) == "update"


LOOKALIKES = [
    pytest.param("Free delivery applies to basket totals of £40 or more.",
                 "checkout: raise GIFT_WRAP_FEE_AMOUNT from 40.00 to 45.00 pence-rounding fix",
                 id="another-sum-changed-from-the-same-figure"),
    pytest.param("The invoicing worker retries a failed PDF render 4 times.",
                 "thumbnail worker: bumped max_retries 4 -> 6 for the slow S3 uploads",
                 id="another-workers-setting-with-the-same-old-figure"),
    pytest.param("The public API has a request timeout of 10 seconds.",
                 "Set the request timeout of the internal reporting service to 45 seconds.",
                 id="another-services-timeout-changed"),
    pytest.param("The night shift starts at 22 and hands over at 6.",
                 "The warehouse loading dock runs from 22 to 6 on weekdays, staffed by the agency crew.",
                 id="a-range-is-no-change"),
]


@pytest.mark.parametrize(("fact", "note"), LOOKALIKES)
def test_a_change_of_another_thing_or_a_range_is_not_read_as_one(fact: str, note: str) -> None:
    assert not disagrees(fact, note)


def test_the_change_is_shown_with_the_units_the_note_implies() -> None:
    told = figure_changes.changed("Checkout sessions are held for 2 hours before the basket is released.",
                                  "HOLD_MINUTES raised 120 -> 180 for checkout sessions")
    assert told is not None and told.from_its_figure
    assert told.verdict.old_value == "2 hours" and told.verdict.new_value == "180 min"


def test_a_reading_below_a_target_or_inside_a_bound_is_no_change_of_it() -> None:
    assert figure_changes.changed("The p95 latency target for search is 300 ms.",
                                  "After the index rebuild search p95 latency went down to 240 ms.") is None
    assert figure_changes.changed("The build farm runs at most 12 agents.",
                                  "Scaled the build farm agents down to 8 for the holiday freeze.") is None
    assert figure_changes.changed("The build farm runs at most 12 agents.",
                                  "Raised the build farm agent cap to 16 for the release crunch.") is not None


def test_a_change_told_without_the_old_figure_needs_the_statements_own_words() -> None:
    fact = "The greenhouse irrigation setpoint is 62 percent soil moisture."
    assert figure_changes.changed(fact, "Lowered the irrigation setpoint to 55 percent.") is not None
    assert figure_changes.changed(fact, "Lowered the seedling bench irrigation setpoint to 55 percent.") is None


def test_another_word_for_the_thing_itself_still_names_the_statements_figure() -> None:
    assert figure_changes.changed("Minimum disk usage for alerts is 80%.",
                                  "We are raising the alert's disk usage trigger to 90% on the log hosts.") is not None
    # a word before the thing that the statement lacks names another thing
    assert figure_changes.changed("The generator bearing temperature alarm trips at 95 °C.",
                                  "Raised the generator winding temperature alarm to 105 °C.") is None


def test_a_styled_name_run_together_is_still_the_statements_tool() -> None:
    fact = "Card payments at the kiosks go through the PAX-A920 terminals' own SDK."
    assert relation(fact, "kiosk: replace paxa920 SDK integration with Adyen Terminal API") == "update"
    # an everyday hyphenated word is no styled name: "e-stop" stays as the note writes it
    assert conflicts.spelled_as_statement("The e-stop must be tested daily.", "estop test skipped") == "estop test skipped"


def test_a_day_of_a_date_is_no_figure() -> None:
    assert figure_changes.changed("I finished the wireframe on March 12, 2024, and sent it round.",
                                  "Cut the error rate from 12 to 1% by adding null checks.") is None



def test_a_sum_of_money_is_one_of_the_statements_figures() -> None:
    told = figure_changes.changed("Official receipts are issued for donations of $25 or more.",
                                  "receipts: lower RECEIPT_MIN_AMOUNT from 25.00 to 10.00 per the board's motion")
    assert told is not None and told.from_its_figure and told.verdict.old_value == "$25"


def test_a_code_line_changed_after_a_comment_is_paired_with_its_own_new_form() -> None:
    # the added line of the removed one's shape comes after a comment and a cleanup call
    fact = "Raw sensor readings are kept in the archive for 60 days; after that only hourly rollups remain."
    note = ("diff --git a/archive/policy.sql b/archive/policy.sql\n"
            "@@ -2,3 +2,5 @@\n"
            "-SELECT set_ttl('raw_readings', INTERVAL '60 days');\n"
            "+-- disk at 91%, ops agreed to a shorter window (CHG-88)\n"
            "+SELECT drop_ttl('raw_readings');\n"
            "+SELECT set_ttl('raw_readings', INTERVAL '21 days');\n"
            " SELECT set_ttl('hourly_rollups', INTERVAL '10 years');\n")
    told = figure_changes.changed(fact, note)
    assert told is not None and told.verdict.old_value == "60 days" and told.verdict.new_value == "21 days"
    assert relation(fact, note) == "update"
    # the line's unit is its own: another thing's "60 days" line needs a word of the statement
    other = note.replace("raw_readings", "audit_log").replace("hourly_rollups", "audit_rollups")
    assert figure_changes.changed(fact, other) is None
