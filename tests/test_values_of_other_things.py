"""A note that gives a value of another thing than the statement's is no disagreement: another deployment
environment (which may open the statement, "Production arrival predictions …", or a line of the note,
"staging .env:"; one the note says it left untouched is not what it is about), a sibling named beside the
value, a thing the note says was not part of its work."""

from __future__ import annotations

import pytest

from tests.judging import disagrees


def test_a_note_about_staging_only_leaves_the_production_statement_alone() -> None:
    fact = "Production fare quotes are served from the Kubernetes namespace fares-prod."
    note = ("$ kubectl get deploy -n fares-stg\nNAME              READY   AGE\nfares-quoter      2/2     41d\n"
            "Staging fare quotes come from namespace fares-stg on the shared nonprod cluster; used it to replay taps.")
    assert not disagrees(fact, note)


def test_an_environment_said_untouched_is_not_what_the_note_is_about() -> None:
    fact = "Production card payments are taken through the Stripe API using the UK account."
    note = ("staging .env (checkout):\nPAYMENT_PROVIDER=adyen\nADYEN_API_KEY=test_xxxxx\n"
            "# staging uses the Adyen test account since the Stripe test key was revoked; prod .env is in Vault and not touched")
    assert not disagrees(fact, note)


def test_the_statements_own_environment_in_the_note_still_disagrees() -> None:
    fact = "Production invoice emails are sent through Postmark."
    assert disagrees(fact, "prod .env (billing):\nMAIL_PROVIDER=mailgun\nMAILGUN_DOMAIN=mg.example.com\n"
                           "# production switched to Mailgun last week, staging follows on Monday")
    # a statement of no environment is met by a note of any
    assert disagrees("Invoice emails are sent through Postmark.",
                     "Staging and production invoice emails now go out through Mailgun; Postmark was cancelled.")


def test_a_value_given_beside_a_sibling_name_is_the_siblings() -> None:
    fact = ("Subscription renewals are charged by the `renewals` worker reading from the SQS queue gy-subs-renewals, "
            "with a batch size of 10.")
    listing = ('$ aws sqs list-queues --queue-name-prefix gy-\n{\n  "QueueUrls": [\n'
               '    "https://sqs.eu-west-1.amazonaws.com/1/gy-subs-renewals",\n'
               '    "https://sqs.eu-west-1.amazonaws.com/1/gy-subs-renewals-dlq",\n'
               '    "https://sqs.eu-west-1.amazonaws.com/1/gy-wholesale-invoices"\n  ]\n}\n')
    sibling = listing + ("Checked worker config for the invoicing side: invoice-mailer consumes gy-wholesale-invoices "
                         "with BATCH_SIZE=1 (PDF rendering is slow, one at a time).")
    assert not disagrees(fact, sibling)
    # the statement's own queue beside the value disagrees
    own = listing + "Checked worker config for the renewals side: renewals consumes gy-subs-renewals with BATCH_SIZE=1."
    assert disagrees(fact, own)
    # hyphenated words are no names: "auto-ends" has no sibling in "auto-end"
    assert disagrees("A rental trip auto-ends after 15 minutes of the vehicle being parked and locked.",
                     "Checked trip_lifecycle config: parked+locked auto-end fires after 45 minutes.")


def test_a_thing_the_note_says_was_not_part_of_the_work_is_left_as_it_was() -> None:
    fact = "The billing database runs PostgreSQL 13 on the RDS instance billing-db."
    note = ("$ psql -h ledger-db.c1.eu-west-1.rds.amazonaws.com -d ledger -c 'select version();'\n"
            " PostgreSQL 16.1 on x86_64-pc-linux-gnu, compiled by gcc 7.3.1, 64-bit\n"
            "The ledger DB was created fresh on 16 for the reconciliation rewrite; billing-db was not part of that work.")
    assert not disagrees(fact, note)


def test_a_thing_the_note_says_is_not_on_this_host_is_not_what_it_shows() -> None:
    fact = "Nightly backups of /mail run at 01:00 via Borg to the off-site vault."
    note = ("[root@files02 ~]# crontab -l\n# /shares snapshots - hourly, keep 24\n0 * * * *  /usr/local/sbin/snap -p tank/shares -k 24\n"
            "# /shares offsite copy\n15 4 * * * /usr/local/sbin/syncoid tank/shares backup@vault:shares\n# mail is not on this box")
    assert not disagrees(fact, note)


CRONTAB = ("$ crontab -l -u billing\n# billing batch - DO NOT EDIT without billing ops sign-off\n"
           "0 2 3 * *   /opt/aq/bin/billrun --cycle=household --notify=billing-ops\n"
           "30 1 5 * *  /opt/aq/bin/billrun --cycle=business --notify=billing-ops\n"
           "15 4 * * 1  /opt/aq/bin/rate-audit --since=7d\n")


def test_a_sibling_jobs_line_beside_the_statements_own_schedule_says_nothing() -> None:
    fact = "The household cycle bill run is scheduled for 02:00 on the 3rd of every month."
    note = CRONTAB + "Note: the business cycle run was moved to 01:30 on the 5th last week so it no longer overlaps the reads."
    assert not disagrees(fact, note)
    # the statement's own line with another schedule disagrees
    assert disagrees(fact, CRONTAB.replace("0 2 3 * *", "0 2 8 * *"))


def test_crontab_fields_sit_on_one_line() -> None:
    fact = "The Vetlabs reference-lab result import job polls for new results every 10 minutes."
    note = ("$ crontab -l -u labsync\n*/10 * * * *  /opt/vet/bin/lab-import --source vetlabs-ref >> /var/log/vetlabs.log 2>&1\n"
            "*/2 * * * *   /opt/vet/bin/lab-import --source analyser >> /var/log/analyser.log 2>&1\n"
            "Note: the in-house analysers at each branch are polled every 2 min because vets wait on them.")
    assert not disagrees(fact, note)


def test_every_of_a_schedule_makes_no_rule() -> None:
    from helix_core.consolidation import policy_changes

    fact = "The household cycle bill run is scheduled for 02:00 on the 3rd of every month."
    assert policy_changes.changed(fact, "Now the billing crontab runs without the ops sign-off wrapper.") is None
    rule = "Every refund over 500 EUR must be approved by finance."
    assert policy_changes.changed(rule, "Refunds over 500 EUR no longer need finance approval, effective now.") is not None


def test_a_staging_twins_name_is_not_the_statements_host() -> None:
    fact = "AMR meter reads are stored in TimescaleDB, database amr_reads on host db-amr-01."
    note = ('$ psql -h db-amr-stg-02 -U app -d amr_reads_staging -c "\\dx timescaledb"\n'
            "    Name     | Version |   Schema   |        Description\n"
            " timescaledb | 2.14.2  | public     | Enables scalable inserts ...\n"
            "Staging copy of the read store now lives on db-amr-stg-02 (old stg-01 VM was decommissioned). "
            "Refreshed from last night's prod snapshot; 12.5M rows in interval_reads.")
    assert not disagrees(fact, note)
    # the production host moved is still a change
    assert disagrees(fact, "Read store cut over: amr_reads now lives on host db-amr-03; db-amr-01 was decommissioned.")


def test_the_other_sides_topic_is_not_the_statements() -> None:
    fact = "Client analytics events land in the Kafka topic events.client.v2, which keeps 7 days of retention."
    note = ("$ kafka-configs --bootstrap-server kafka-analytics:9092 --entity-type topics --entity-name events.server.v2 "
            "--describe\nDynamic configs for topic events.server.v2 are:\n"
            "  retention.ms=259200000 sensitive=false synonyms={DYNAMIC_TOPIC_CONFIG:retention.ms=259200000}\n"
            "  cleanup.policy=delete sensitive=false\n"
            "Server-side events (match results, ledger entries) only need 3d since the sink job lands them in the "
            "warehouse within minutes.")
    assert not disagrees(fact, note)


def test_an_environment_written_in_a_name_is_one_the_text_is_about() -> None:
    fact = "Tenant data exports are written to the s3://acme-prod-tenant-exports bucket in eu-central-1."
    note = ('terraform plan (env/staging):\n  + resource "aws_s3_bucket" "tenant_exports" {\n'
            '      + bucket = "acme-staging-tenant-exports"\n      + region = "eu-west-1"\n    }\n'
            "Plan: 1 to add, 0 to change, 0 to destroy.")
    assert not disagrees(fact, note)
    moved = ('terraform plan (env/prod):\n  ~ resource "aws_s3_bucket" "tenant_exports" {\n'
             '      ~ bucket = "acme-prod-tenant-exports" -> "acme-prod-tenant-exports-eu"\n      ~ region = "eu-central-1" -> "eu-west-1"\n'
             "    }\nPlan: 0 to add, 1 to change, 0 to destroy.")
    assert disagrees(fact, moved)


def test_a_logged_count_within_the_statements_cap_keeps_to_it() -> None:
    fact = "Payout runs are capped at 1,500 transfers per batch file sent to the bank."
    log = ("2024-06-18T06:00:04Z payout-eu INFO run=PO-0618 entity=NL transfers=1204 batches=1\n"
           "2024-06-18T06:00:05Z payout-eu INFO run=PO-0618 entity=DE transfers=2817 batches=2 (1500+1317)\n"
           "2024-06-18T06:00:09Z payout-eu INFO files uploaded, awaiting status\n")
    assert not disagrees(fact, log)
    # a configuration's value sets the cap: another one disagrees
    assert disagrees("Free-tier users can send up to 100 likes per day.",
                     "config/limits.yaml:\n  free:\n    daily_likes: 50\n  premium:\n    daily_likes: unlimited")


def test_a_table_keeping_the_statements_figure_under_its_thing_speaks_of_the_others() -> None:
    fact = "Voucher validation results are cached for 12 hours."
    dump = ("Config dump from the gateway pod (config/cache.yaml):\ncache:\n  vouchers:\n    ttl: 12h\n    backend: redis-cache\n"
            "  player_profile:\n    ttl: 10m\n    backend: redis-cache\n  store_catalog:\n    ttl: 1h\n    backend: local-lru\n"
            "  entitlements:\n    ttl: 5m\n    backend: redis-cache\n"
            "Lowered entitlements from 15m to 5m so grants show up faster after a purchase.")
    assert not disagrees(fact, dump)
    # the statement's own row with another figure disagrees
    assert disagrees(fact, dump.replace("ttl: 12h", "ttl: 2h"))


CRONJOBS = ("$ kubectl -n payments get cronjobs\nNAME                 SCHEDULE          TIMEZONE            SUSPEND   LAST SCHEDULE\n"
            "payrun-us            0 9 * * 1,3,5     America/New_York    False     14h\n"
            "payrun-uk            30 7 * * 2,4      Europe/London       False     2d\n"
            "fx-rate-sync         */15 * * * *      UTC                 False     6m\n"
            "remittance-mailer    0 * * * *         UTC                 False     41m\n")


def test_a_listing_of_other_jobs_says_nothing_of_the_statements_schedule() -> None:
    fact = "The EU scheduled payment run executes at 06:00 Europe/Berlin on Tuesdays and Thursdays."
    assert not disagrees(fact, CRONJOBS)
    # the job's own line at another time disagrees; days of a week ("1,3,5", "1-6") are read too
    own = CRONJOBS.replace("payrun-uk            30 7 * * 2,4      Europe/London",
                           "payment-run-eu       30 5 * * 2,4      Europe/Berlin ")
    assert disagrees(fact, own)


def test_a_thing_that_keeps_or_has_its_own_setting_is_left_as_it_was() -> None:
    fact = "Weekly league standings reset every Monday at 00:00 UTC."
    note = ('TICK-88 "Cup standings should close at cup end": cup tables (Spring Cup, Derby Cup) now reset Thursdays at '
            "18:00 UTC when the cup round flips, via cron `0 18 * * 4 /opt/lb/bin/rotate-cup-tables`. The weekly league "
            "standings reset job rotate-league-tables keeps its own schedule.")
    assert not disagrees(fact, note)
    fact = "Expense approval workflows are executed by Temporal."
    note = ("PR #71 review comment: the travel-booking approval flow is still on the old Camunda 7 BPMN engine, so the "
            "`approval_timeout` you changed there only affects bookings. Expense approvals have their own timeout in the "
            "expense workflow worker; please don't conflate the two in the changelog.")
    assert not disagrees(fact, note)


def test_a_key_word_written_short_is_the_statements_word() -> None:
    fact = "Appointment reminder texts are sent 24 hours before the appointment."
    note = ("Checked remind-svc prod config while debugging a duplicate-send report:\nAPPT_REMINDER_OFFSET_HOURS=48\n"
            "VACCINE_DUE_REMINDER_DAYS=14\nQUIET_HOURS=21:00-08:00\nOpened WF-1610.")
    assert disagrees(fact, note)
    assert not disagrees(fact, note.replace("APPT_REMINDER_OFFSET_HOURS=48", "APPT_REMINDER_OFFSET_HOURS=24"))


@pytest.mark.parametrize(("fact", "note", "disagree"), [
    # another of the things told apart by a mark, in the sentence that tells the change
    ("Invoices for Plant 3 are batched nightly at 01:00 by the invoice-batcher job.",
     "Moved the plant4 invoice batch from 01:00 to 02:15 so it stops fighting the backup window.", False),
    ("Invoices for Plant 3 are batched nightly at 01:00 by the invoice-batcher job.",
     "Moved the plant3 invoice batch from 01:00 to 02:15 so it stops fighting the backup window.", True),
    # a mark after a kind written in lower case
    ("The proofing cabinets on bake line 2 hold dough at 32 °C for 45 minutes.",
     "Commissioning notes for bake line 4: its new proofer cannot reach 32 °C at the planned throughput, so the "
     "proof on line 4 is set to 28 °C held for 70 minutes.", False),
    ("The proofing cabinets on bake line 2 hold dough at 32 °C for 45 minutes.",
     "Commissioning notes: the proof on line 2 is now set to 28 °C held for 70 minutes after the burner swap.", True),
    # another of the things told apart by a proper name
    ("The weekly stock count for the Leeds warehouse starts at 06:00.",
     "Ops sync: the stock count for the Bristol warehouse now starts at 05:00 because their shift moved.", False),
    ("The weekly stock count for the Leeds warehouse starts at 06:00.",
     "Ops sync: the stock count for the Leeds warehouse now starts at 05:00 because the shift moved.", True),
    # a holder named after the verb is the statement's value, not its thing
    ("The billing repository is owned by the Payments team.",
     "From Monday the billing repo belongs to the Platform team; Payments hands over the on-call.", True),
    # a release's mark is a value of the same thing
    ("The checkout service runs on Java 17.", "Checkout moved to Java 21 last sprint.", True),
])
def test_another_instance_in_the_sentence_that_tells_the_change(fact: str, note: str, disagree: bool) -> None:
    assert disagrees(fact, note) is disagree


@pytest.mark.parametrize(("note", "disagree"), [
    # the dead-letter queue's retention, told by its own name
    ('$ aws sqs get-queue-attributes --queue-url $PAYOUT_EVENTS_DLQ_URL --attribute-names MessageRetentionPeriod\n'
     '{"Attributes": {"MessageRetentionPeriod": "1209600"}}\n'
     "Raised payout-events-dlq to the 14-day max so failed payouts survive a long weekend.", False),
    # the queue itself, shown by its name beside a reference to its dead-letter queue
    ('resource "aws_sqs_queue" "payout_events" {\n  name = "payout-events"\n  message_retention_seconds = 1209600\n'
     "  redrive_policy = jsonencode({ deadLetterTargetArn = aws_sqs_queue.payout_events_dlq.arn })\n}", True),
])
def test_a_companion_queues_setting_is_not_the_queues(note: str, disagree: bool) -> None:
    assert disagrees("Payout events go on the SQS queue payout-events with a 3-day message retention.", note) is disagree


def test_a_note_that_names_only_a_sibling_queue_gives_the_siblings_settings() -> None:
    fact = "The billing-inbound SQS queue has a visibility timeout of 120 seconds."
    note = ("$ aws sqs get-queue-attributes --queue-url https://sqs.eu-central-1.amazonaws.com/123456789012/billing-replies"
            " --attribute-names VisibilityTimeout\n{\n    \"Attributes\": {\n        \"VisibilityTimeout\": \"20\"\n    }\n}\n"
            "The replies consumer acks within a second, so 20s is enough there.")
    assert not disagrees(fact, note)


def test_a_short_name_made_of_the_statements_own_words_is_its_thing() -> None:
    fact = "The invoice-export nightly job runs at 01:00 UTC."
    assert disagrees(fact, "$ kubectl get cronjob invoice-nightly -o jsonpath='{.spec.schedule}'\n30 3 * * *")


def test_a_value_set_on_a_thing_named_by_no_word_of_the_statement_is_that_things() -> None:
    fact = "The dispatch board screen refreshes every 20 seconds."
    assert not disagrees(fact, "Set the fleet map widget to auto-refresh every 5 seconds (MAP_REFRESH_MS=5000) so vans "
                               "show up sooner.")
    assert disagrees(fact, "Set the dispatch board refresh to every 60 seconds; the API was getting hammered.")


def test_a_reason_after_the_verb_names_no_other_thing() -> None:
    fact = "The minimum elevation mask for passes is 10 degrees."
    assert disagrees(fact, "stations.yaml:\n  min_elevation_deg: 5   # lowered per ops request to get more low passes")
