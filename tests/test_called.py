"""A note that writes the statement's name for a thing and gives it another ("The Ledger board is now
called Tally") renames it; a note that only uses the old name, or says something else "is now", does not."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core.consolidation import called, conflicts

PLANNER = SimpleNamespace(tasks=None, meanings=None)


@pytest.mark.parametrize(("older", "newer", "expected"), [
    ("The finance team's kanban board is named 'Ledger'.", "The Ledger board is now called 'Tally'.", ("Ledger", "Tally")),
    ("Our on-call chat bot is called Pager Pal.",
     "Pager Pal goes by Sentinel from this week; the old handle stops answering on Friday.", ("Pager Pal", "Sentinel")),
    ("The customer newsletter is branded Harbor Notes.",
     "Marketing asked us to stop using Harbor Notes: from now on the newsletter is 'Dockside'.",
     ("Harbor Notes", "Dockside")),
    ("The staging cluster is known as blue-lake.", "Renamed blue-lake to Granite while rebuilding it.",
     ("blue-lake", "Granite")),
])
def test_a_new_name_for_the_statements_name(older: str, newer: str, expected: tuple[str, str]) -> None:
    assert called.new_name(older, newer) == expected
    assert conflicts.judge(PLANNER, older, newer).relation in ("update", "conflict")


@pytest.mark.parametrize(("older", "newer"), [
    ("The finance team's kanban board is named 'Ledger'.", "Moved 12 cards on the Ledger board today."),
    ("Our on-call chat bot is called Pager Pal.", "Pager Pal is now on the new Slack workspace too."),
    ("The finance team's kanban board is named 'Ledger'.", "The Payroll board is now called 'Wages'."),  # another thing
    ("The finance team's kanban board is named 'Ledger'.", "The Ledger board is called 'Ledger' in the exports too."),
])
def test_the_old_name_used_or_another_thing_renamed_is_no_rename(older: str, newer: str) -> None:
    assert called.new_name(older, newer) is None


@pytest.mark.parametrize(("older", "newer", "expected"), [
    ("Invoices are stored in the Postgres table invoice_rows.",
     "Migration 0212 applied:\nALTER TABLE invoice_rows RENAME TO invoice_lines;", ("invoice_rows", "invoice_lines")),
    ("The customer's country sits in the column cust_country of the accounts table.",
     "ALTER TABLE accounts RENAME COLUMN cust_country TO country_code;", ("cust_country", "country_code")),
    ("API reference pages live in docs/api.", "$ git mv docs/api docs/reference\n$ git commit -m 'docs: reference'",
     ("docs/api", "docs/reference")),
    # a schema migration's rename, in Django, Rails and Alembic
    ("A shipment's carrier is kept in the field carrier_code.",
     "operations = [\n    migrations.RenameField('shipment', 'carrier_code', 'carrier_scac'),\n]",
     ("carrier_code", "carrier_scac")),
    ("A shipment's carrier is kept in the field carrier_code.",
     "def change\n  rename_column :shipments, :carrier_code, :carrier_scac\nend", ("carrier_code", "carrier_scac")),
    ("Shipments are stored in the table shipment_rows.",
     "def upgrade():\n    op.rename_table('shipment_rows', 'shipments')", ("shipment_rows", "shipments")),
    ("A shipment's carrier is kept in the field carrier_code.",
     "op.alter_column('shipments', 'carrier_code', new_column_name='carrier_scac')", ("carrier_code", "carrier_scac")),
])
def test_a_command_that_renames_the_statements_name(older: str, newer: str, expected: tuple[str, str]) -> None:
    assert called.renamed_by_command(older, newer) == expected
    assert conflicts.judge(PLANNER, older, newer).relation == "update"


@pytest.mark.parametrize(("older", "newer"), [
    ("Invoices are stored in the Postgres table invoice_rows.", "ALTER TABLE payments RENAME TO payment_events;"),
    ("API reference pages live in docs/api.", "$ git mv docs/api-old docs/archive"),
    ("A shipment's carrier is kept in the field carrier_code.",
     "migrations.RenameField('shipment', 'carrier_name', 'carrier_label')"),
])
def test_a_command_that_renames_something_else(older: str, newer: str) -> None:
    assert called.renamed_by_command(older, newer) is None


@pytest.mark.parametrize(("older", "newer", "expected"), [
    # the old name not written: a rebrand of a thing of a kind both name, its old name said to go
    ("The clinician-facing product is branded \"Ward Lens\".",
     "Marketing signed off: from the 3.0 release the clinician app ships as \"Bedside View\", and the old name is "
     "being retired from the login page.", ("Ward Lens", "Bedside View")),
    # a report that goes out under another title from a day on
    ("The weekly stock report is titled Pharmacy Stock Summary.",
     "Audit asked for plainer wording, so the weekly report goes out as the Controlled Items Balance Report "
     "starting Monday.", ("Pharmacy Stock Summary", "Controlled Items Balance Report")),
    # a product published under a name, the old one written
    ("The rider app is published as Trailhead.", "Rebrand done: the rider app is published as Ridgeway, Trailhead "
     "stays only in old receipts.", ("Trailhead", "Ridgeway")),
])
def test_a_product_or_report_goes_by_another_name(older: str, newer: str, expected: tuple[str, str]) -> None:
    assert called.new_name(older, newer) == expected
    assert conflicts.judge(PLANNER, older, newer).relation in ("update", "conflict")


def test_a_rebrand_of_a_thing_of_another_kind_is_no_rename() -> None:
    # a newsletter is no app: the rebrand speaks of something else
    assert called.new_name("The rider app is published as Trailhead.",
                           "Rebrand done: the newsletter ships as Ridgeway Weekly from now on.") is None


@pytest.mark.parametrize(("older", "newer", "expected"), [
    # what the store listing reads, in a rebrand that names the old name
    ("The clinic booking app is published as CarePoint.",
     "Rebrand finished: the store listings read Nurselink from May, and the old CarePoint name comes off the emails.",
     ("CarePoint", "Nurselink")),
    # a name of two words, its own word written alone in the note
    ("The seller-facing reporting product is branded Stallholder Ledger.",
     "Rebrand signed off: the earnings tab ships as Stallholder Compass next sprint; \"Ledger\" goes from the FAQ.",
     ("Stallholder Ledger", "Stallholder Compass")),
])
def test_a_rebrand_read_off_a_listing_or_by_a_word_of_the_old_name(older: str, newer: str,
                                                                   expected: tuple[str, str]) -> None:
    assert called.new_name(older, newer) == expected


def test_the_brand_word_alone_is_no_sign_of_the_old_name() -> None:
    # "Stallholder" is the maker's brand, shared by its products: it ties nothing
    assert called.new_name("The seller-facing reporting product is branded Stallholder Ledger.",
                           "Rebrand signed off: the new payouts page ships as Stallholder Wallet next sprint.") is None


def test_a_rebrand_of_the_statements_whole_subject() -> None:
    """A rebrand that names the statement's subject whole ("the same-day option") gives its new name, though
    the old name is not written; a rebrand of another thing does not."""
    statement = "The same-day option shoppers pick at checkout is called Swift."
    assert called.new_name(statement, "Heads up: marketing rebranded the same-day option as Now Drop; the checkout "
                                      "copy was updated last week.") == ("Swift", "Now Drop")
    assert called.new_name(statement, "Heads up: marketing rebranded the loyalty tier as Gold Club.") is None
