"""A note that names the statement's value, or its subject, before "now" and then tells a new way of doing
the same ("… are now batched", "… now retries") refines the statement; a verb that places the thing again
("now stored in …", "now runs on …") or a word that the old way went still tells a change."""

from __future__ import annotations

import pytest

from tests.judging import disagrees


@pytest.mark.parametrize(("fact", "note"), [
    ("Scanned delivery notes are stored in the S3 bucket dn-scans-prod.",
     "Scans in dn-scans-prod are now partitioned by depot code, and the OCR job writes its text beside each scan."),
    ("Supplier invoices are paid by BACS transfer.",
     "supplier invoices: BACS transfers are now grouped into one run per day at 15:00 through the same bank; "
     "added sort-code validation first"),
    ("Parcels are weighed on the dock scale before they are loaded.",
     "Dock scale weighing before loading now retries twice when the reading wobbles; still the same scale."),
])
def test_a_new_way_of_doing_the_same_is_no_change(fact: str, note: str) -> None:
    assert not disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    ("Scanned delivery notes are stored in the S3 bucket dn-scans-prod.",
     "Scans in dn-scans-prod are now stored in the dn-archive bucket instead, after the account split."),
    ("Manual stock write-offs from the back office must always require a second approval click.",
     "PR #88: remove the second approval modal on stock write-off - managers asked for one-step write-offs, "
     "so the write-off now posts immediately on click."),
])
def test_a_value_placed_anew_or_a_step_removed_is_still_a_change(fact: str, note: str) -> None:
    assert disagrees(fact, note)
