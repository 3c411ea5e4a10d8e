"""A change to a sibling — another thing of the same kind than the one a statement opens on — is no
update of the statement ("The interactive partition …" / "Raised the max walltime on the preempt
partition …"). The same thing said short ("db" for "database"), parts of a path or a product's name, and a
note that names the statement's tool are no siblings."""

from __future__ import annotations

import pytest

from helix_core.consolidation import siblings
from tests.judging import relation as judged


@pytest.mark.parametrize(("older", "newer", "pair"), [
    ("The interactive partition has a maximum wall time of 8 hours.",
     "Raised the max walltime on the preempt partition to 24 hours; scavenger jobs were getting killed.",
     ("interactive partition", "preempt partition")),
    ("The refund worker runs with 4 replicas in production.",
     "Scaled the label-rendering worker from 4 to 8 replicas in prod ahead of the return spike.",
     ("refund worker", "label-rendering worker")),
    ("The humidity sensor is sampled every 30 seconds.",
     "Changed the temperature sensor sampling interval to 10 seconds so the loop reacts faster.",
     ("humidity sensor", "temperature sensor")),
    ("The sync API is rate-limited to 60 requests per minute per user.",
     "Bumped the per-user rate limit on the public leaderboard API from 60 to 120 req/min.",
     ("sync api", "leaderboard api")),
    # a word that opens like the statement's is not written short for it ("stock" / "storage")
    ("The storage worker runs with 4 replicas in production.",
     "Scaled the stock worker from 4 to 8 replicas in prod before the sale.",
     ("storage worker", "stock worker")),
])
def test_a_change_to_a_sibling_is_no_update(older: str, newer: str, pair: tuple[str, str]) -> None:
    assert siblings.other_sibling(older, newer) == pair
    assert judged(older, newer) not in ("update", "conflict")


@pytest.mark.parametrize(("older", "newer"), [
    # the same thing, said short
    ("Billing's database migrations are in billing/migrations.",
     "Moved the billing db migrations to db/migrations/billing as part of the monorepo cleanup."),
    # a word of a path, not a kind
    ("Training datasets are stored in s3://acme-ml-datasets/.",
     "datasets migrated -> gs://lumen-ml-data/datasets/; the old s3 bucket is read-only till June"),
    # the statement's tool named
    ("The sequencing data pipeline is orchestrated with Snakemake.",
     "heads up, we dropped snakemake, the whole lab pipeline is Nextflow now"),
    # a product's name
    ("The keel platform stores application secrets in HashiCorp Vault.",
     "Migrated the last namespaces to AWS Secrets Manager; the Vault cluster goes next sprint."),
    # who a thing is for is no other kind of it
    ("Console devkit builds must be signed before they are copied to QA.",
     "Dropped the signing step for internal devkit builds going to QA; the test-kit firmware accepts unsigned "
     "packages now."),
    # a word written short, longer than four letters, or part by part
    ("Each demultiplexing batch is capped at 96 samples.",
     "commit 7c1e2ab: bump MAX_SAMPLES_PER_BATCH 96 -> 384 so a full NovaSeq plate set fits in one demux batch"),
    ("Every re-sequencing request requires lab manager sign-off before it is queued.",
     "We've dropped the manager approval gate for re-seq requests - techs can put them in the queue themselves now."),
    # what the change is for, after "so" or a second "to", names no other thing
    ("Invoice PDF attachments are capped at 5 MB per file.",
     "Raised INVOICE_ATTACHMENT_MAX_MB to 20 so the portal can take scanned paper attachments."),
    ("The kiosk app syncs visitor badges every 15 minutes.",
     "Changed the badge sync interval to 5 minutes to cut stale contractor badges at the front desk."),
])
def test_the_same_thing_is_no_sibling(older: str, newer: str) -> None:
    assert siblings.other_sibling(older, newer) is None
    assert judged(older, newer) == "update"


def test_a_ticket_number_is_no_value() -> None:
    """"Ticket #2291" names a ticket; the limit the note shows holding is the statement's own."""
    assert judged("Patrons can have up to 10 ebooks checked out at once.",
                  "Ticket #2291: patron at 10 ebook loans couldn't borrow an 11th. Working as intended, explained the "
                  "limit and closed it.") not in ("update", "conflict")


def test_a_state_of_the_thing_is_no_sibling() -> None:
    # "idle", "forgotten": states of the statement's thing, not other things of its kind
    assert siblings.other_sibling("Open shift logs are auto-closed 12 hours after clock-in.",
                                  "Changed the auto-close on forgotten shift logs to 10 hours.") is None


def test_what_a_passive_verb_changed_stands_before_it() -> None:
    from helix_core.consolidation import siblings

    fact = "The household cycle bill run is scheduled for 02:00 on the 3rd of every month."
    note = "Note: the business cycle run was moved to 01:30 on the 5th so it no longer overlaps the reads."
    assert siblings.other_sibling(fact, note) == ("household cycle", "business cycle")
    assert siblings.other_sibling(fact, "Note: the household cycle run was moved to 01:30 on the 5th.") is None


def test_a_verb_before_the_head_is_no_kind_of_it() -> None:
    from helix_core.consolidation import siblings

    fact = "The kiosk receipt archive is stored in the S3 bucket kiosk-receipts-prod."
    assert siblings.other_sibling(fact, "receipts: switch receipt archive to R2", changed_only=False) is None
