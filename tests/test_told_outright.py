"""Notes that tell or show a change with both values written out — a tool's version printed when asked, a
rename in a tool's own warning, a config diff of an absolute path, git's report of files moved, a commit's
order to relocate, a rebrand "as" a name, a payload's KeyError, an audit line that says a demanded step was
not required, "X replaces Y" — and the look-alikes beside each that must stay quiet."""

from __future__ import annotations

import pytest

from helix_core.consolidation import (
    called,
    evidence,
    forbidden,
    kind_names,
    locations,
    replacements,
    successors,
    values,
    versions,
)
from tests.judging import disagrees, relation

RUNTIME = "The billing worker image runs Ruby 3.1."
CLI = "Operators drain a node with the fleetctl drain command."
CONF = "The proxy reads its rules from /srv/edge/rules on every box."
FIXTURES = "Email templates live in the mailers/ directory of the notify repo."
SCRIPTS = "The nightly backfill scripts live in the ops/backfill directory of the ledger repo."
BRAND = "The driver-facing mobile app is called RouteMate Pro."
FIELD = "The order identifier in the checkout API is called order_ref."
REVIEW = "Every change to the tax tables has to be approved by the controller before it is published."
HOLD = "A refund that is not matched to a settled payment within 30 minutes gets flagged on the finance exceptions report."
BROKER = "Thumbnail jobs are queued through Celery with RabbitMQ as the broker."


@pytest.mark.parametrize(("statement", "note"), [
    (RUNTIME, "$ docker run --rm billing-worker:latest ruby --version\nruby 3.3.0 (2023-12-25 revision 5124f9ac75)"),
    (CLI, "$ fleetctl drain node-7\nDeprecationWarning: `fleetctl drain` has been renamed to `fleetctl cordon`; "
          "forwarding.\nNode node-7 cordoned, 14 pods evicted."),
    (CONF, "move proxy rules under /etc\n--- a/roles/edge/vars.yml\n+++ b/roles/edge/vars.yml\n"
           "-edge_rules_dir: /srv/edge/rules\n+edge_rules_dir: /etc/edge/rules.d"),
    (FIXTURES, "diff --git a/mailers/welcome.html b/templates/email/welcome.html\nsimilarity index 100%\n"
               "rename from mailers/welcome.html\nrename to templates/email/welcome.html"),
    (SCRIPTS, "refactor: relocate backfill scripts to scripts/backfill/ and delete the ops/ tree. Makefile targets "
              "updated; anyone with an alias pointing at ops/backfill needs to fix it."),
    (BRAND, "Product rebranded the driver app as 'Fleetline Driver' ahead of the spring launch."),
    (FIELD, "Contract test failed:\n    ref = body[\"order_ref\"]\nKeyError: 'order_ref'"),
    (REVIEW, "taxsvc audit: 09:14:02 rate table VAT-DE edited by j.ng -> published\n"
             "09:14:02 VAT-DE approval_status=NOT_REQUIRED"),
    (CLI, "`nodeops evict` replaces `fleetctl drain` in the runbook from this release."),
    (HOLD, "$ grep -n refund_ /etc/payrecon/rules.yaml\n12:  refund_match_enabled: true\n"
           "13:  refund_unmatched_flag_after: 90m\n14:  refund_report_to: [fin-ops@shop.example]"),
    (BROKER, "Thumbnail workers restarting in a loop:\n  File \"/app/site-packages/kombu/transport/redis.py\", line 1140\n"
             "redis.exceptions.ConnectionError: Error 111 connecting to redis-thumbs.media.svc:6379."),
    ("We parse incoming customs declarations with the declparse library.",
     "declparse choked on the new schema twice this month, so we ripped it out; declarations are parsed by the "
     "Borderly API and we only read the JSON it returns."),
    ("An order's state is kept in the `status` column of the orders table.",
     "Migration 0042: orders.status becomes orders.fulfilment_state; the API reads the new column."),
    ("Dermatology photos are retained for 7 years after the patient's last visit.",
     "Per the records audit with legal, derm retention changes to 9 years after last visit. Updated retention.yaml "
     "(derm.years: 9) and re-ran the purge dry-run."),
    ("The customer identifier in the order payload is called cid.",
     "Heads up: the v4 order payload dropped the cid key. Integrations should read customer_uuid instead."),
])
def test_a_change_told_or_shown_disagrees(statement: str, note: str) -> None:
    assert disagrees(statement, note)


@pytest.mark.parametrize(("statement", "note"), [
    # the same version printed
    (RUNTIME, "$ docker run --rm billing-worker:latest ruby --version\nruby 3.1.4p223 (2023-03-30 revision 957bb7cb81)"),
    # another tool's rename
    (CLI, "Warning: `meshctl peers` has been renamed to `meshctl members`."),
    # a diff that keeps the path
    (CONF, "-edge_rules_dir: /srv/edge/rules\n+edge_rules_dir: /srv/edge/rules\n-edge_workers: 4\n+edge_workers: 8"),
    # a file moved within the statement's folder
    (FIXTURES, "rename from mailers/welcome.html\nrename to mailers/legacy/welcome.html"),
    # a plan, not a change
    (SCRIPTS, "Should we relocate backfill scripts to tools/backfill/? Open question for Monday."),
    # the key read fine
    (FIELD, "Contract test passed: body[\"order_ref\"] == 'A-1182'."),
    # the step still required
    (REVIEW, "taxsvc audit: 09:14:02 VAT-DE approval_status=APPROVED by controller"),
    # the grep shows the statement's own figure
    (HOLD, "$ grep -n refund_ /etc/payrecon/rules.yaml\n13:  refund_unmatched_flag_after: 30m"),
    # Redis as a cache beside the queue, not as its broker
    (BROKER, "Thumbnail worker log: cached the resized image in redis://cache-media:6379 for ten minutes."),
    # a replacement of something else
    (CLI, "`nodeops evict` replaces `podctl kill` in the runbook from this release."),
])
def test_the_look_alikes_stay_quiet(statement: str, note: str) -> None:
    assert relation(statement, note) not in ("update", "conflict")


def test_the_version_printed_is_the_one_read() -> None:
    assert versions.printed_version(RUNTIME, "$ ruby -v\nruby 3.2.2") == ("3.1", "3.2.2")
    assert versions.printed_version(RUNTIME, "$ python --version\nPython 3.12.1") is None


def test_a_file_moved_out_of_the_folder_moves_the_folder() -> None:
    moved = locations.moved_by_command(FIXTURES, " rename {mailers => templates/email}/welcome.html (100%)")
    assert moved == ("mailers", "templates/email/")


def test_a_rebrand_as_and_go_by_give_the_new_name() -> None:
    assert called.new_name(BRAND, "Product rebranded the driver app as 'Fleetline Driver'.") == \
        ("RouteMate Pro", "Fleetline Driver")
    assert called.new_name(BRAND, "Sales wants the driver app to go by Fleetline from now on, not 'RouteMate Pro'.") \
        == ("RouteMate Pro", "Fleetline")


def test_a_keyerror_says_the_field_is_not_there() -> None:
    assert evidence.missing_name(FIELD, "KeyError: 'order_ref'") == "order_ref"
    assert evidence.missing_name(FIELD, "Nothing called order_ref in the v4 schema.") == "order_ref"


def test_not_required_on_an_audit_line_leaves_the_step_out() -> None:
    assert forbidden.demand_left_out(REVIEW, "rate table VAT-DE published; approval_status=NOT_REQUIRED") is not None


@pytest.mark.parametrize(("statement", "note", "expected"), [
    (CLI, "`nodeops evict` replaces `fleetctl drain`.", ("fleetctl drain", "nodeops evict")),
    (CLI, "fleetctl drain was replaced by `nodeops evict` last sprint.", None),  # "fleetctl drain" unmarked, no separator
    ("Deploys run through deploy-v1.sh.", "deploy-v1.sh is deprecated in favour of deploy-v2.sh.",
     ("deploy-v1.sh", "deploy-v2.sh")),
    ("Deploys run through deploy-v1.sh.", "We might replace deploy-v1.sh with deploy-v2.sh.", None),  # a plan
    ("Builds run with make dist.", "Use `make bundle` instead of `make dist`.", ("make dist", "make bundle")),
    # a column of one table renamed: "orders.status becomes orders.state"
    ("An order's state is kept in the `status` column of the orders table.",
     "Migration 0042: orders.status becomes orders.fulfilment_state; the API reads the new column.",
     ("status", "fulfilment_state")),
])
def test_a_replacement_needs_the_statement_s_own_name(statement: str, note: str,
                                                      expected: tuple[str, str] | None) -> None:
    assert replacements.told_replacement(statement, note) == expected


@pytest.mark.parametrize(("statement", "note", "expected"), [
    ("Order events are published to the Pub/Sub topic order-events.",
     "order publisher log: published order event msg_id=1 to projects/shop-prod/topics/checkout-stream",
     ("order-events", "checkout-stream")),
    ("Refund requests go through the SQS queue refund-requests.",
     "refund worker: polling refund requests from arn:aws:sqs:eu-west-1:123456789012:payments-inbox",
     ("refund-requests", "payments-inbox")),
    ("Nightly exports land in the S3 bucket acme-exports-prod.",
     "terraform plan, nightly exports module: source_bucket_arn = \"arn:aws:s3:::acme-data-lake\"",
     ("acme-exports-prod", "acme-data-lake")),
    # the statement's own topic in its path
    ("Order events are published to the Pub/Sub topic order-events.",
     "published order event msg_id=1 to projects/shop-prod/topics/order-events", None),
])
def test_cloud_resource_paths_name_their_topic_queue_or_bucket(statement: str, note: str,
                                                               expected: tuple[str, str] | None) -> None:
    assert kind_names.other_name_shown(statement, note) == expected


def test_a_compiler_s_floor_is_its_runtime_s() -> None:
    assert values.other_floor("The minimum supported Rust version for ferrylog is 1.72.",
                              "error: package `ferrylog v0.4.0` cannot be built because it requires rustc 1.77 or newer"
                              ) == ("rust", "1.72", "1.77")


def test_a_package_s_name_at_version_is_its_version() -> None:
    assert versions.other_version("The checkout web app is pinned to React 17.0.2.",
                                  "checkout web app dependency tree: react@18.3.1 (via npm ls)") == ("17.0.2", "18.3.1")


@pytest.mark.parametrize(("statement", "note", "expected"), [
    ("Tide predictions in Harborline are computed with Tidekit through its Python bindings.",
     "Merged !88: dropped tidekit-py and its Fortran build from the image; tide predictions are computed with "
     "Marecast going forward.", ("Tidekit", "Marecast")),
    ("We parse incoming customs declarations with the declparse library.",
     "declparse choked on the new schema twice this month, so we ripped it out; declarations are parsed by the "
     "Borderly API and we only read the JSON it returns.", ("declparse", "Borderly API")),
    # the old tool went, but the work named is another's
    ("Tide predictions in Harborline are computed with Tidekit through its Python bindings.",
     "dropped tidekit-py from the dev image; berth bookings are handled with Slotwise going forward.", None),
    # the old tool stays: nothing went
    ("Tide predictions in Harborline are computed with Tidekit through its Python bindings.",
     "Tide predictions are cross-checked with Marecast going forward; Tidekit stays the source of truth.", None),
    # a plan
    ("Tide predictions in Harborline are computed with Tidekit through its Python bindings.",
     "We might drop tidekit-py; tide predictions could be computed with Marecast going forward.", None),
])
def test_a_tool_gone_and_the_work_done_with_another(statement: str, note: str,
                                                     expected: tuple[str, str] | None) -> None:
    assert successors.handed_to(statement, note) == expected
