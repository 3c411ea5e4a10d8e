"""The same thing said in other words still meets its statement: an acronym and its words, a noun and
its verb ("ingestion" / "ingest"), a port a listener is "bound to", a name that "became" another, a
command given for a task, a permission granted, a demand dropped, a tool in lower case said gone.
Each beside look-alikes that must stay apart."""

from __future__ import annotations

import pytest

from helix_core.consolidation import conflicts, names, phrases, text
from tests.judging import disagrees


@pytest.mark.parametrize(("older", "newer", "spelled"), [
    ("Every card-not-present payment must go through 3-D Secure.",
     "Low-value CNP payments under €30 no longer trigger 3DS.",
     "Low-value card-not-present payments under €30 no longer trigger 3-D Secure."),
    ("We never include social security numbers in the nightly export.", "The export now carries the SSN column.",
     "The export now carries the social security numbers column."),
    ("Every firmware PR must pass the hardware-in-the-loop rig run.", "Dropping the mandatory HIL run.",
     "Dropping the mandatory hardware-in-the-loop run."),
    # a digit said as its sound, and an acronym the statement defines beside its words
    ("Business-to-business invoices are net 30.", "B2B invoices are net 45 now.", "Business-to-business invoices are net 45 now."),
    ("The minimum supported Node version (MSNV) is 18.", "MSNV raised to 20 in #88.",
     "minimum supported Node version raised to 20 in #88."),
    # the initials of a name written as one word of capitalised parts
    ("Meshes are simplified with OpenMeshTools before export.", "Dropped OMT: the exporter decimates meshes itself now.",
     "Dropped OpenMeshTools: the exporter decimates meshes itself now."),
])
def test_an_acronym_is_read_as_the_words_the_other_text_spells(older: str, newer: str, spelled: str) -> None:
    assert phrases.acronyms_spelled(older, newer) == (older, spelled)


@pytest.mark.parametrize(("older", "newer"), [
    # initials that only happen to line up across a comma, or end on a small word
    ("The service that serves HLS manifests is called player-api.",
     "Signed URLs get a six-hour lifetime, so shared links stop working."),
    ("The API is rate limited.", "All public interfaces are rate limited."),
])
def test_no_acronym_spelled_by_chance(older: str, newer: str) -> None:
    assert phrases.acronyms_spelled(older, newer) == (older, newer)


def test_a_noun_made_of_a_verb_meets_the_verb() -> None:
    assert text.term("ingestion") == text.term("ingest")
    assert text.term("settlement") == text.term("settle")
    assert text.term("deployments") == text.term("deploy")
    assert text.term("production") != text.term("product")  # an environment is no product


@pytest.mark.parametrize(("fact", "note"), [
    # acronyms
    ("Every card-not-present payment must go through 3-D Secure.",
     "Low-value CNP payments under €30 no longer trigger 3DS — we're using the exemption now."),
    ("We never include social security numbers in the nightly records export.",
     "Per the new data-sharing agreement, the nightly export now carries the SSN column for aid students."),
    # ports by other verbs
    ("The ADT feed listener accepts MLLP connections on port 2575.",
     "ADT MLLP listener is bound to 6661 on the interface engine host."),
    ("The gateway connects to the MQTT broker on port 1883.",
     "Broker went TLS-only this week; the MQTT broker listens on 8883 from here on."),
    # a name that became another
    ("The warehouse fact table for clinic visits is named fact_encounter.",
     "fact_encounter became fact_clinic_visit in the v3 schema."),
    # another command for the task
    ("Operators trigger a settlement rerun with the `settlectl rerun` command.",
     "To rerun settlement for a day: `cw-settle replay --date YYYY-MM-DD`."),
    # a permission granted, by a role or "may now"
    ("Nobody is ever allowed to edit posted ledger entries directly in production.",
     "Finance ops got a break-glass role; they may now patch posted entries in prod with a two-person sign-off."),
    # a demand dropped, in other forms
    ("Every refund must be approved by someone on the finance team before it is issued.",
     "From now on refunds under $50 go out automatically, finance doesn't have to sign off on those."),
    ("The dashboards team always runs the full Playwright suite before merging a PR.",
     "We dropped the requirement to run all of Playwright pre-merge; CI only does the smoke subset."),
    # a tool said gone: in lower case, a part of a name, with a time after it
    ("The lintkit CLI parses its command-line arguments with click.",
     "lintkit's entry point builds an argparse parser with subparsers; there's no click import anywhere in src/."),
    ("The OTA update server stores firmware images in an AWS S3 bucket.",
     "Blobs go to the self-hosted MinIO cluster now, image uploads included; S3 was retired last sprint."),
    ("The dashboards frontend renders all charts with Chart.js.",
     "We ripped out Chart.js last sprint, every widget draws through ECharts now."),
    # a noun and its verb tie the two
    ("The event ingestion pipeline buffers incoming events in RabbitMQ before they are written to storage.",
     "Reminder: RabbitMQ is gone from ingest, don't add new queues there."),
])
def test_said_in_other_words(fact: str, note: str) -> None:
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    ("The ADT feed listener accepts MLLP connections on port 2575.",
     "The billing export points at 8443 rows of history."),
    ("The warehouse fact table for clinic visits is named fact_encounter.",
     "dim_patient became dim_person in the v3 schema."),
    ("Operators trigger a settlement rerun with the `settlectl rerun` command.",
     "To rotate the API keys: `vault-rotate --all`."),
    ("Operators trigger a settlement rerun with the `settlectl rerun` command.",
     "To rerun settlement for a day, pass --date to `settlectl rerun`."),
    ("Nobody is ever allowed to edit posted ledger entries directly in production.",
     "Support may now edit draft invoices before they are sent."),
    ("Every refund must be approved by someone on the finance team before it is issued.",
     "Interns don't have to attend the weekly demo."),
    ("The lintkit CLI parses its command-line arguments with click.", "Fixed a click handler in the docs site."),
])
def test_other_words_look_alikes(fact: str, note: str) -> None:
    assert not disagrees(fact, note)


def test_a_command_for_another_task_is_not_the_statements() -> None:
    assert names.other_command("Operators trigger a settlement rerun with the `settlectl rerun` command.",
                               "To export the ledger: `cw-ledger dump`.") is None


@pytest.mark.parametrize(("fact", "note"), [
    # data kept where a rule says it never is, active or passive
    ("Raw IP addresses are never stored in the events table.",
     "Events rows carry the client_ip column with the full address so the geo backfill job can rerun lookups."),
    ("We never store patient phone numbers in the reporting warehouse.",
     "dim_patient carries a mobile_phone column, populated straight from the registration feed."),
    # "times out … after 8 seconds" is a timeout; "auth" is "authorization"
    ("The gateway times out card authorization calls to the acquirer after 8 seconds.",
     "Bumped the acquirer auth timeout to 15s after the Adyen latency incidents."),
    # "keeps 90 days of staging data" is the staging retention
    ("The nightly warehouse ETL keeps 90 days of staging data.",
     "Cut staging retention down to 30 days to free disk; purge job deletes anything older."),
])
def test_rules_and_measures_in_other_words(fact: str, note: str) -> None:
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    # kept, but protected
    ("Never write customer email addresses to the logs.",
     "Made sure the new report logger masks customer email addresses before writing a line."),
    # other data in the place
    ("Raw IP addresses are never stored in the events table.", "Events rows carry the session id and the page path."),
    # another thing's retention: the unit and the kind of measure alone tie nothing
    ("Traces are kept for 14 days.", "Changed Loki retention to 7 days to cut storage costs."),
])
def test_rules_and_measures_look_alikes(fact: str, note: str) -> None:
    assert not disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    ("Raw IP addresses are never stored in the events table.",
     "Events rows carry the client_ip column with the full address so the geo backfill job can rerun lookups."),
    ("Release firmware always ships with debug logging compiled out.",
     "Release config keeps CONFIG_LOG_DEFAULT_LEVEL=4 (debug) so field units can dump traces over BLE."),
    ("Gateway telemetry is published on the MQTT topic gw/telemetry.",
     "Subscribed to kestrel/+/metrics to watch gateway telemetry during the soak test."),
    # what the rule is never allowed, done, whatever the aside denies
    ("Guest accounts are never allowed to export the audit log.",
     "From the admin handbook: 'guest accounts export the full audit log from the reports page -- no admin approval "
     "needed.'"),
])
def test_a_note_showing_a_setting_against_a_rule_never_reinforces(fact: str, note: str) -> None:
    assert conflicts.may_differ({"content": fact}, {"content": note})


def test_a_plain_confirmation_still_reinforces() -> None:
    assert not conflicts.may_differ({"content": "Release firmware always ships with debug logging compiled out."},
                                    {"content": "In release firmware debug logging is always compiled out."})


@pytest.mark.parametrize(("fact", "note"), [
    # a move toward another tool of the role
    ("Booking confirmations are published through RabbitMQ.",
     "We finished migrating booking confirmation events onto Kafka last sprint."),
    ("The image service resizes photos with ImageMagick.",
     "Swapped the image resize path over to libvips; thumbnails render about 4x faster."),
    # gone by an alias, its successor named; gone in a sentence about nothing else
    ("The trip planner computes itineraries with OpenTripPlanner 1.x.",
     "We finished the cutover to MOTIS last sprint, OTP is gone from prod."),
    ("The publishing pipeline hands stories to the renderer through RabbitMQ.", "We retired RabbitMQ last sprint."),
    # a dotfile
    ("Partner API credentials are kept in the .env file at the root of the partners service.",
     "Partner API creds are read from Vault; the service has no .env at its root."),
    # a statement opening on a participle ("Cached …") is a statement, not a log line
    ("Cached flight search results expire after 15 minutes.",
     "Bumped the flight search cache TTL down to 5 minutes because fares were going stale."),
    # data added where a rule forbids it
    ("We never send guest passport numbers to hotel partners.",
     "Populated the passport_no field in the partner reservation payload, as the partner contract requires it."),
    # a port a service is "up on"
    ("The CMS preview server listens on port 4100.", "Started the preview server locally, it's up on :4800."),
    # a lead-in's colon, rows of a thing, an amount of money
    ("Orchard's online features expire after a 24-hour TTL.",
     "Checked the materialization job: online feature rows carry a 72h TTL before eviction."),
    ("The daily fare cap for adult riders is $6.00.",
     "Board approved the new tariff: adult daily cap goes to $7.50 starting March 1."),
    # one deed, another verb, said in the passive
    ("We never fix random seeds in Lumen training runs.", "Right, seeds are pinned in every run from now on."),
])
def test_more_shapes_in_other_words(fact: str, note: str) -> None:
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    # a move of something else, from another tool
    ("The quiz service stores its data in PostgreSQL 15.",
     "Moved the discussion forum service from MySQL to MongoDB this week; threads and replies are migrated."),
    # a tool retired from another thing
    ("The publishing pipeline hands stories to the renderer through RabbitMQ.",
     "We retired RabbitMQ from the billing exporter last sprint."),
    # a change word as an adjective
    ("Seniors and students pay half the adult fare.",
     "Confirmed with fare policy team: reduced fare is still 50% of adult for seniors and students."),
    # under a bound the statement sets
    ("Cold-tier restores are capped at 20 TB per group per week.",
     "Worked through this week's restore queue: three groups, 14 TB altogether, everyone inside their weekly "
     "allowance."),
    # other things pinned
    ("We never fix random seeds in Lumen training runs.", "Dependencies are pinned in every run from now on."),
])
def test_more_look_alikes_in_other_words(fact: str, note: str) -> None:
    assert not disagrees(fact, note)


@pytest.mark.parametrize(("older", "newer"), [
    ("Had to run ruff check before pushing changes to the billing worker",
     "Had to run ruff check before pushing changes to the report builder"),
    ("Had to run npm test before pushing changes to the invoice service",
     "Had to run git pull before pushing changes to the invoice service"),
    ("Learned that we should run docker build before pushing changes to the invoice service",
     "Learned that we should run docker build before pushing changes to the search indexer"),
])
def test_two_lessons_both_hold(older: str, newer: str) -> None:
    """"Had to run X before …" orders something, like "Run X before …": two such orders both hold."""
    assert not disagrees(older, newer)


@pytest.mark.parametrize(("fact", "note"), [
    ("The thumbnail extraction service is named thumbnailer.",
     "thumbnailer became frame-grabber when we split it out of the monolith."),
    ("Transcode jobs are enqueued on the transcode-jobs SQS queue.",
     "Queue is called encode-requests now; the old transcode-jobs name went away in the infra cleanup."),
    ("Ops re-sends stuck order confirmations with the `cw orders resend` command.",
     "Heads up: `cw orders resend` is gone, it's `cw notify replay` after the CLI restructure."),
    ("Developers scaffold new services with the `platctl new` command.",
     "platctl got renamed to `keel`; scaffolding is `keel create service` these days."),
    ("Audit events from the platform API are published to the Kafka topic `platform-audit`.",
     "Renamed the audit topic to `platform.audit.v2` as part of the topic naming cleanup."),
])
def test_renames_in_other_words(fact: str, note: str) -> None:
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    ("The thumbnail extraction service is named thumbnailer.", "The intern became a full-time engineer."),
    ("Audit events from the platform API are published to the Kafka topic `platform-audit`.",
     "Renamed the billing export to `billing.export.v2`."),
])
def test_renames_of_other_things(fact: str, note: str) -> None:
    assert not disagrees(fact, note)
