"""Words written short, rules about doing things by hand or on a given day, demands said not needed,
names in backticks renamed, and tools swapped out by their role: each beside look-alikes that must
stay apart."""

from __future__ import annotations

import pytest

from helix_core.consolidation import phrases
from tests.judging import disagrees


def test_a_short_word_is_spelled_out_when_the_other_text_has_the_long_one() -> None:
    older = "Recommendation scores are refreshed in production every hour."
    assert phrases.short_forms_spelled(older, "Rec scores in prod refresh daily now.") == (
        older, "Recommendation scores in production refresh daily now.")
    # the long word is not in the other text, or the short one is said there too: nothing to spell
    assert phrases.short_forms_spelled("Reports live in the repo.", "The repo holds docs.") == (
        "Reports live in the repo.", "The repo holds docs.")
    # inside a written name a short word stays as it is
    assert phrases.short_forms_spelled("The production config is read at boot.", "Edited prod-config.yaml.")[1] \
        == "Edited prod-config.yaml."


@pytest.mark.parametrize(("older", "newer"), [
    ("Recommendation features are built by nightly Spark jobs.", "Rec features now come from a Flink job."),
    ("Every vendor invoice is approved manually by finance before payment.",
     "Invoices under $500 get paid automatically; nobody in finance approves them by hand."),
    ("Each schema migration must be applied by hand by a DBA.",
     "Migrations run from the deploy pipeline now, no human in the loop."),
    ("Every release build must pass a manual QA sign-off.", "The Playwright suite replaced the manual QA pass."),
    ("We never run database migrations on Fridays.", "Booked the orders database migration for Friday evening."),
    # a day written short beside its date, as a schedule prints it
    ("Exams must never be scheduled on Saturdays.",
     "Exam solve finished: 37 sessions placed on Sat 13 Dec (Sports Hall A/B), 0 violations."),
    ("Contractors must use the bastion host to reach production.",
     "No bastion hop is required for contractors any more to reach production."),
    ("API keys must be rotated before they are shared with partners.",
     "Key rotation isn't required before sharing with partners now."),
    ("Nightly exports must be checksummed before upload.", "The checksum step was removed from the export job."),
    ("We never copy customer invoices into the analytics sandbox.",
     "Added a job that mirrors a sample of customer invoices into the analytics sandbox."),
    ("Reports are generated with the `rptgen build` command.", "`rptgen build` is now `rpt make`."),
    ("Alerts are published to the topic `ops-alerts`.", "Renamed the topic `ops-alerts` to `platform.alerts.v1`."),
    ("The daemon is installed as a binary called `syncd`.", "Binary renamed to `fsyncd` in the 3.0 packages."),
    ("Receipts are emailed through SendGrid.", "Swapped the email provider over to Postmark last month."),
    ("Thumbnails are served through Akamai.", "We cut thumbnail delivery over to Fastly; the Akamai property is retired."),
    ("Shipping quotes are optimised with Gurobi.", "Swapped the quote solver out for OR-Tools, Gurobi licences lapse in May."),
])
def test_the_note_disagrees(older: str, newer: str) -> None:
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    # automation beside a manual rule, not in its place
    ("Every PR must be reviewed manually by a maintainer.", "Automated lint checks now run on every PR."),
    ("Every vendor invoice is approved manually by finance before payment.",
     "Finance approved the March invoices by hand, as usual."),
    # the forbidden day kept
    ("We never run database migrations on Fridays.", "Moved the orders migration off Friday; nobody migrates on Fridays."),
    ("We never run database migrations on Fridays.", "Booked the orders migration for Thursday evening."),
    ("Exams must never be scheduled on Saturdays.", "Exam solve finished: 37 sessions placed on Fri 12 Dec."),
    ("Exams must never be scheduled on Saturdays.", "The invigilator sat the 37 exam sessions in Hall A."),
    # a demand still there, or another one dropped
    ("Contractors must use the bastion host to reach production.",
     "No VPN is required for staff on the office network."),
    # a copy of something else, or somewhere the rule does not forbid
    ("We never copy customer invoices into the analytics sandbox.", "Synced the product catalogue into the sandbox."),
    # a name in backticks that the statement does not give
    ("Reports are generated with the `rptgen build` command.", "`rptgen lint` is now `rpt lint`."),
    ("The daemon is installed as a binary called `syncd`.", "Config file renamed to `syncd.toml`."),
    # a move of something else toward a tool, or a version bumped where the statement gives none
    ("The quiz service stores its data in PostgreSQL.",
     "Cut the teacher dashboard over to read quiz analytics from BigQuery."),
    ("The CLI is distributed through a Homebrew tap.", "Bumped the version and sha256 in the Homebrew tap formula."),
])
def test_the_note_does_not_disagree(older: str, newer: str) -> None:
    assert not disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    # one settings file in another format, or another folder
    ("Tax rules are configured in config/tax.yaml.", "Tax rules are read from settings/rules/tax.toml at boot."),
    # merged into another repository, or said to be a repository of its own
    ("The Android widget source is kept in the `widget-android` repository.",
     "We merged widget-android into the mobile monorepo last week."),
    ("The Android widget source is kept in the acme/widget-android repository.",
     "Android widget code has been folded into the mobile-apps monorepo under apps/widget."),
    ("The billing rules engine lives in the platform monorepo.",
     "Billing rules engine is its own repo, github.com/acme/rules-engine, pulled in as a submodule."),
    # a hyphenated subject said in two words; a queue named in its own words beside the word "queue"
    ("Late-order alerts are sent to the queue orders.late.", "Late orders get published on the orders.alerts.late queue."),
    ("Refund requests go onto the queue refunds-inbound.", "Refund requests go onto the payments-refunds-v2 queue now."),
])
def test_a_place_or_name_given_otherwise_disagrees(older: str, newer: str) -> None:
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    ("Tax rules are configured in config/tax.yaml.", "Shipping rules are read from settings/rules/shipping.toml."),
    ("The Android widget source is kept in the `widget-android` repository.",
     "Merged the widget bugfix branch into main."),
    ("The billing rules engine lives in the platform monorepo.",
     "Merged the latest billing rules fixes into the platform monorepo."),
    ("Refund requests go onto the queue refunds-inbound.", "Refund requests also feed the refunds-audit stream."),
])
def test_the_same_place_or_another_thing_does_not(older: str, newer: str) -> None:
    assert not disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    # a store of one kind followed by one of another; a subject said with "per"
    ("The quiz app keeps player streak counts in Redis.", "Streak counts per player are held in a DynamoDB table."),
    # a tool whose name has several words, the value reader splitting it
    ("Atlas tracks its experiment runs in an MLflow server.", "Experiment runs for Atlas live in the Weights & Biases project."),
    # a short form of the statement's word, and a tool "shut off"
    ("Nightly reconciliation jobs are scheduled with Airflow.",
     "Moved the recon DAGs to Dagster; the Airflow scheduler can be shut off."),
])
def test_a_tool_given_otherwise(older: str, newer: str) -> None:
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    ("The quiz app keeps player streak counts in Redis.", "Leaderboard snapshots per season are held in a DynamoDB table."),
    ("Atlas tracks its experiment runs in an MLflow server.", "Dataset versions for Atlas live in the Weights & Biases project."),
])
def test_a_tool_for_another_thing_is_no_conflict(older: str, newer: str) -> None:
    assert not disagrees(older, newer)


def test_a_tool_said_gone_in_a_terse_log_line() -> None:
    older = "The cluster ships container logs to the aggregator with Fluentd."
    assert disagrees(older, "Finished the new shipper rollout on all nodes, fluentd daemonset deleted.")
    assert not disagrees(older, "Fluentd deleted the stale buffer files on node 3.")


@pytest.mark.parametrize(("older", "newer"), [
    ("Long-term metrics for the fleet are kept in Thanos.", "Long-term metrics for the fleet now live in VictoriaMetrics."),
    ("Loan agreements are signed through DocuSign.", "Loan agreements are signed through Dropbox Sign since the renewal."),
    ("Availability is pulled from the Amadeus GDS.", "Availability calls were migrated to Sabre's API."),
])
def test_tools_of_more_roles_are_known(older: str, newer: str) -> None:
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    ("Engineers never merge a hotfix without a linked incident.", "Hotfixes under 20 lines can be merged without an incident now."),
    ("Customer emails are always masked before they are indexed.", "The search pipeline indexes customer emails as-is."),
    ("Nobody ever force-pushes to the main branch.", "From now on maintainers may force-push main to strip leaked keys."),
    ("Every chargeback must be reviewed manually by a risk analyst.", "Chargebacks under $50 are auto-accepted now."),
    ("Agents never call customers on weekends.", "Compliance signed off on Sunday calling for urgent cases."),
    ("Shipment events are kept in the shipment_events table.",
     "Queried parcel_scans (the table that holds shipment events) for the audit."),
    ("Welcome letter templates are kept under templates/letters/welcome.",
     "Edited the intro letter in assets/mail/welcome/intro.hbs, that's where the welcome templates sit."),
])
def test_a_rule_or_place_given_otherwise(older: str, newer: str) -> None:
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    ("Engineers never merge a hotfix without a linked incident.", "You can't merge a hotfix without an incident, as before."),
    ("Engineers never merge a hotfix without a linked incident.", "Hotfixes can be merged without a second reviewer now."),
    ("Every chargeback must be reviewed manually by a risk analyst.", "The analyst approved chargeback 118 by hand."),
    ("Agents never call customers on weekends.", "No calls went out on Saturday, as the rule says."),
    ("Welcome letter templates are kept under templates/letters/welcome.",
     "Edited the invoice email in assets/mail/billing/invoice.hbs, that's where the billing templates sit."),
])
def test_the_rule_kept_or_another_thing_is_no_conflict(older: str, newer: str) -> None:
    assert not disagrees(older, newer)


def test_another_named_service_doing_the_statements_work() -> None:
    older = "The invoice PDFs are generated by the pdfsmith service."
    assert disagrees(older, "Invoice PDFs are rendered by the doc-forge service now.")
    assert not disagrees(older, "Receipt emails are rendered by the doc-forge service.")
    assert not disagrees(older, "Invoice PDFs are also archived by the cold-store job.")


def test_a_note_reinforces_a_statement_only_when_it_repeats_the_value_it_ends_on() -> None:
    from helix_core.consolidation.conflicts import repeats_value

    def memo(content: str) -> dict[str, str]:
        return {"content": content}

    fact = memo("The search index is rebuilt with the make reindex command.")
    assert repeats_value(fact, memo("Rebuilt the search index with make reindex again, 40 minutes on staging."))
    assert not repeats_value(fact, memo("Rebuilt the listing index with `just search-rebuild`; took 40 minutes."))
    table = memo("Submitted applications are stored in the applications table.")
    assert not repeats_value(table, memo("Last week's submitted applications are read from case_submissions."))
    # a statement that ends on no short value passes
    assert repeats_value(memo("Deploys go out every weekday morning after the standup meeting ends."),
                         memo("Deploys went out this morning."))


@pytest.mark.parametrize(("older", "newer"), [
    ("Contractors must use a hardware token to sign in to the admin console.",
     "Security approved passkeys, so contractors aren't required to have hardware tokens anymore."),
    ("Guests have to create an account before they book a table.", "From now on guests can book without an account."),
    ("Schema migrations on the billing database always need a DBA review before merge.",
     "Billing schema migrations just need one approval from any backend dev, no DBA involvement."),
])
def test_a_demand_said_not_needed_in_other_words(older: str, newer: str) -> None:
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    ("Guests have to create an account before they book a table.", "Guests still can't book without an account."),
    ("Schema migrations on the billing database always need a DBA review before merge.",
     "The DBA review found no QA involvement in the last release."),
])
def test_a_demand_kept_is_no_conflict(older: str, newer: str) -> None:
    assert not disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    ("The floor plan service listens on port 8085.", "Local dev: floorplan-svc comes up on :9140, point the proxy there."),
    ("The order history API listens on port 8443.", "Pointed the local app build at order-history on :9443."),
    ("The stock tracking API listens on port 8080.", "Hit the stocktrack API at localhost:5050/items to pull the counts."),
    ("The game voice relay listens on UDP port 9350.", "Voice relay healthcheck hits udp/27015, green in staging."),
])
def test_a_port_given_otherwise(older: str, newer: str) -> None:
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    ("The registry API listens on port 8080.", "The tracing collector sidecar next to the registry listens on port 4317."),
    ("The game voice relay listens on UDP port 9350.", "The relay's admin metrics endpoint is on TCP 9102."),
    ("The order history API listens on port 8443.", "The order history API listens on port 8443 behind the proxy."),
    ("The order history API listens on port 8443.", "Moved the order history API from 8443 to 9443? Not yet decided."),
])
def test_a_port_of_another_thing_or_the_same_port_is_no_conflict(older: str, newer: str) -> None:
    assert not disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    ("The edge clusters route external traffic through ingress-nginx.",
     "Cut the last namespaces over to Envoy Gateway; the ingress-nginx controller is scaled to zero."),
    ("Reports are rendered only after an editor manually approves them.",
     "Report rendering fires automatically on upload; there's no approval step in the flow."),
    ("Backfills must be approved by the data team lead before running.",
     "Going forward nobody needs the data lead's approval to kick off a backfill."),
    ("The ops team never deploys dashboard changes on Fridays.",
     "Dashboard deploys go out every weekday, Fridays included, per the ops checklist."),
    ("The default daily transfer limit on new accounts is 500 euros.", "Bumped DEFAULT_TRANSFER_DAILY_LIMIT to 800."),
    ("Course enrollments are stored in the `enrollments` table.", "Enrollment rows are in `course_memberships` now."),
    ("The dashboard queries run against ClickHouse.", "The dashboard query layer was migrated onto Apache Druid."),
])
def test_more_of_the_same_said_otherwise(older: str, newer: str) -> None:
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    ("The edge clusters route external traffic through ingress-nginx.", "The staging canary pods are scaled to zero at night."),
    ("Reports are rendered only after an editor manually approves them.", "The approval step for reports took two minutes today."),
    ("The ops team never deploys dashboard changes on Fridays.", "No dashboard deploys on Fridays, as agreed; Thursdays included."),
    ("The default daily transfer limit on new accounts is 500 euros.", "Bumped DEFAULT_TRANSFER_TIMEOUT_SECONDS to 30."),
])
def test_more_look_alikes_stay_apart(older: str, newer: str) -> None:
    assert not disagrees(older, newer)
