"""A log line that records what a rule forbids, done and not refused, breaks the rule; so does an allow-list that
lets in the kind a rule shuts out. A refused or failed attempt, or an allow-list without that kind, does not."""

from __future__ import annotations

from helix_core.consolidation import forbidden
from tests.judging import disagrees

CASH = "Refunds on card purchases must go back to the original card; card sales are never refunded in cash."
ADDRESS = "Parents are not allowed to change a student's bus stop in the parent portal; the registrar does it."


def test_a_log_line_that_records_the_forbidden_act() -> None:
    note = ("Float shortfall on 10 Feb:\n2024-02-10 16:48:03 REFUND txn=YK-20431 orig_tender=CARD "
            "refund_tender=CASH amount=18.99 staff=0417\nThe refund screen offers Cash whatever the tender was.")
    assert forbidden.logged_act(CASH, note) == "logged all the same: refunded in cash"
    assert disagrees(CASH, note)


def test_an_http_log_of_the_change_done() -> None:
    note = ("access log:\n2024-02-26T21:41:07Z PATCH /api/parent/students/90331/bus-stop 200 user=guardian:88213\n"
            "The reassignment job picked the new stop up overnight.")
    assert forbidden.logged_act(ADDRESS, note) is not None
    refused = note.replace(" 200 ", " 403 ")
    assert forbidden.logged_act(ADDRESS, refused) is None


def test_an_allow_list_that_lets_in_the_kind_shut_out() -> None:
    rule = "Members with overdue dues cannot submit laser jobs."
    note = ('$ grep -n STATUSES fabqueue/submission.py\n57: ALLOWED_STATUSES = {"active", "grace", "overdue"}\n'
            "58: if member.billing_status not in ALLOWED_STATUSES: raise SubmissionRefused\n59: enqueue(job)")
    assert forbidden.allowed_anyway(rule, note) == 'overdue allowed: ALLOWED_STATUSES = {"active", "grace", "overdue"}'
    assert forbidden.allowed_anyway(rule, note.replace(', "overdue"', "")) is None


KEPT_FOREVER = "Signed consent forms must never be deleted; a withdrawn consent is marked with the withdrawal date."


def test_a_count_of_the_forbidden_act_done() -> None:
    sql = ("Cleared the test rows before the demo:\n```\nclinic=> DELETE FROM consent_forms WHERE signed_at < '2021-01-01';\n"
           "DELETE 37\n```\nDashboard counts look right again.")
    assert forbidden.counted_act(KEPT_FOREVER, sql) == "done all the same: be deleted"
    assert disagrees(KEPT_FOREVER, sql)
    # another word for the act's family, counted after what it was done to
    rule = "Archived survey exports must never be modified after publication."
    rewritten = ("$ ./fix_labels.py --dir exports/archive --apply\nscanning exports/archive ...\n"
                 "418 archived exports rewritten with corrected column labels")
    assert forbidden.counted_act(rule, rewritten) is not None


def test_a_count_of_another_act_or_of_another_thing_is_no_breach() -> None:
    copied = "clinic=> INSERT INTO consent_forms_archive SELECT * FROM consent_forms;\nINSERT 0 37"
    assert forbidden.counted_act(KEPT_FOREVER, copied) is None
    other = "Pruned the CI cache: 212 stale build artefacts deleted from the runner disk."
    assert forbidden.counted_act(KEPT_FOREVER, other) is None
    refused = "clinic=> DELETE FROM consent_forms WHERE id = 4;\nERROR:  permission denied for table consent_forms"
    assert forbidden.counted_act(KEPT_FOREVER, refused) is None
    mistaken = "Restore needed: a bad migration ran by mistake\nDELETE FROM consent_forms WHERE clinic_id = 7;\nDELETE 37"
    assert forbidden.counted_act(KEPT_FOREVER, mistaken) is None


def test_a_count_that_cleans_up_after_a_bug_is_the_act_done() -> None:
    note = ("Cleanup for the scanner double-submit bug:\nclinic=> DELETE FROM consent_forms WHERE dup_of IS NOT NULL;\n"
            "DELETE 12\nCounts match the paper register again.")
    assert forbidden.counted_act(KEPT_FOREVER, note) is not None


def test_a_rule_that_nobody_does_the_act_broken_by_a_count() -> None:
    rule = "Ledger entries are append-only: nobody runs UPDATE or DELETE on posted entries; corrections are new entries."
    note = ("Fixed the currency rounding for March:\nacct=> UPDATE posted_entries SET amount = round(amount, 2) "
            "WHERE period = '2025-03';\nUPDATE 4127\nTrial balance ties out now.")
    assert forbidden.counted_act(rule, note) is not None
    appended = "acct=> INSERT INTO posted_entries SELECT * FROM correction_batch_88;\nINSERT 0 41"
    assert forbidden.counted_act(rule, appended) is None
