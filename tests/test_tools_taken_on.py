"""A tool or provider replaced by one the vocabulary does not know: a library named in lower case
("the sharp library") and said gone, or a vendor taken on by name ("signed with Paymentus") where the
statement's is closed. Each is an update; a vendor taken on for something else, or the old one kept,
is not."""

from __future__ import annotations

from helix_core.consolidation import retired
from tests.judging import disagrees
from tests.judging import relation as judged


def test_a_library_named_in_lower_case_is_a_value() -> None:
    assert [v.shown for v in retired.values_of("Thumbnails are made with the sharp library in a worker.")] == ["sharp"]
    assert [v.shown for v in retired.values_of("Dates are parsed with the arrow package.")] == ["arrow"]


def test_a_library_said_gone_for_another_is_an_update() -> None:
    older = "Invoice PDFs are rendered with the weasyprint library inside the billing worker."
    newer = "We dropped the weasyprint worker - invoice PDFs are rendered by gotenberg behind the billing API now."
    assert judged(older, newer) == "update"


def test_a_vendor_taken_on_where_the_statements_is_closed_is_an_update() -> None:
    older = "Parking permit payments are processed by Braintree."
    newer = ("Procurement signed with Tylerpay; from the June release every permit payment goes through them "
             "and the Braintree account gets closed.")
    assert retired.replaced(older, newer) == ("Braintree", "Tylerpay", True)
    assert judged(older, newer) == "update"


def test_a_vendor_taken_on_for_other_work_or_the_old_one_kept_is_left_alone() -> None:
    older = "Parking permit payments are processed by Braintree."
    # another vendor for another job, nothing of the statement's closed
    assert not disagrees(older, "Marketing signed with Mailjet for the newsletter; nothing else changes.")
    # the statement's vendor kept
    assert not disagrees(older, "Procurement renewed the Braintree contract for permit payments for two more years.")
