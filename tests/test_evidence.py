"""Tool output that shows a statement's value gone (`consolidation.evidence`): a diff that gives the
value's key another value, a command that says the statement's path does not exist; and what is no
such evidence."""

from __future__ import annotations

import pytest

from helix_core.consolidation import evidence
from tests.judging import relation as judged

BUCKET = "Nightly exports are uploaded to the S3 bucket acme-exports-raw in us-east-2."
DIFF = """Config change for the exporters:
-  export_uri: s3://acme-exports-raw/{tenant}/{day}/
-  export_region: us-east-2
+  export_uri: s3://acme-exports-archive/{tenant}/{day}/
+  export_region: us-west-1
Reason: the analytics cluster moved west."""


def test_a_diff_that_gives_the_key_another_value_updates_the_statement() -> None:
    assert evidence.replaced_in_diff(BUCKET, DIFF) == ("acme-exports-raw", "s3://acme-exports-archive/{tenant}/{day}/")
    assert judged(BUCKET, DIFF) == "update"


@pytest.mark.parametrize("note", [
    # the key keeps the value; another key changes
    "-  export_retries: 3\n+  export_retries: 5\n   export_uri: s3://acme-exports-raw/{tenant}/{day}/",
    # the value is removed with no replacement for its key
    "-  export_uri: s3://acme-exports-raw/{tenant}/{day}/\n+  export_timeout: 30",
    # another bucket's line changes
    "-  backup_uri: s3://acme-backups-old/\n+  backup_uri: s3://acme-backups-new/",
])
def test_no_diff_evidence(note: str) -> None:
    assert evidence.replaced_in_diff(BUCKET, note) is None


PATH = "The tariff tables live in config/tariffs/ in the billing repo."


@pytest.mark.parametrize("note", [
    "$ ls config/tariffs\nls: cannot access 'config/tariffs': No such file or directory",
    "fatal: pathspec 'config/tariffs' did not match any files",
    "$ cd config/tariffs\nbash: cd: config/tariffs: No such file or directory",
])
def test_a_command_that_finds_no_such_path_disagrees(note: str) -> None:
    assert evidence.missing_path(PATH, note) == "config/tariffs"
    assert judged(PATH, note) in ("update", "conflict")


@pytest.mark.parametrize("note", [
    "ls: cannot access 'config/rates': No such file or directory",  # another path
    "$ ls config/tariffs\nresidential.yaml  commercial.yaml",  # the path is there
    # one file missing under it
    "FileNotFoundError: [Errno 2] No such file or directory: 'config/tariffs/residential_2031.yaml'",
])
def test_no_missing_path(note: str) -> None:
    assert evidence.missing_path(PATH, note) is None


@pytest.mark.parametrize(("older", "newer", "name"), [
    # a database says the table is not there
    ("Shipment scans are written to the scan_events table.",
     "Reproducing the gap on staging:\n=> select count(*) from scan_events;\nERROR:  relation \"scan_events\" does not exist\n"
     "The scans are in parcel_scans now, partitioned by week.", "scan_events"),
    # a tool does not know the topic
    ("Drones publish telemetry on the /drone_state topic.",
     "$ ros2 topic echo /drone_state --once\nUnknown topic '/drone_state'\n$ ros2 topic list | grep state\n/fleet/state",
     "/drone_state"),
    # a reviewer says the field is not there
    ("The CMS field for the byline is called author_line.",
     "Review on the feed exporter: stories keep the byline in `credit`; there is no `author_line` attribute on Story.",
     "author_line"),
    # a service query answered on the lines after it
    ("The exporter runs as the Windows service ExportSvc.",
     "C:\\> sc query ExportSvc\n[SC] EnumQueryServicesStatus:OpenService FAILED 1060:\n"
     "The specified service does not exist as an installed service.", "ExportSvc"),
])
def test_a_name_a_tool_cannot_find(older: str, newer: str, name: str) -> None:
    assert evidence.missing_name(older, newer) == name
    assert judged(older, newer) in ("update", "conflict")


@pytest.mark.parametrize(("older", "newer"), [
    # a case the code handles when the name is absent
    ("Replies are threaded onto tickets by the In-Reply-To header.",
     "threading: when In-Reply-To is missing, fall back to References; In-Reply-To wins when present."),
    # a bare "no" before a word of the rule is no name gone
    ("Every chargeback decision must be signed off by a case-handler.",
     "Reminder: no chargeback-decision goes out unsigned, a case-handler always signs it."),
    # the table put back
    ("Shipment scans are written to the scan_events table.",
     "Fresh staging DB: relation \"scan_events\" does not exist until the migrations run; ran them, all good."),
    # another name not found
    ("Shipment scans are written to the scan_events table.",
     "ERROR:  relation \"scan_event\" does not exist (a typo in the ad-hoc query; scan_events is fine)."),
])
def test_look_alikes_of_a_name_not_found(older: str, newer: str) -> None:
    assert evidence.missing_name(older, newer) is None


def test_a_release_reported_for_the_statements_versioned_thing() -> None:
    older = "Kiosk firmware is pinned at version 2.6 across the stores."
    assert evidence.reported_version(
        older, "Field team finished the firmware rollout overnight; every kiosk reports 3.0.1 and stays there.") \
        == ("2.6", "3.0.1")
    # a release of the statement's own ("2.6.3" refines "2.6"), the statement's own said, another thing's firmware
    assert evidence.reported_version(older, "Every kiosk reports firmware 2.6.3 after the hotfix.") is None
    assert evidence.reported_version(older, "Firmware 2.6 everywhere; the kiosk agent is 3.0.1.") is None
    assert evidence.reported_version(older, "The label printers' firmware is 3.0.1 since Monday.") is None


def test_a_printed_setting_of_the_statements_kind_with_another_value() -> None:
    older = "Uploaded photos are stored in the GCS bucket shopfront-photos-prod."
    outputs = '$ terraform -chdir=infra/prod output\ndb_instance = "shopfront-db"\nphotos_bucket = "gs://catalog-assets-eu"'
    assert evidence.keyed_elsewhere(older, outputs) == ("shopfront-photos-prod", "gs://catalog-assets-eu")
    # the statement's bucket printed: it holds
    assert evidence.keyed_elsewhere(older, outputs + '\nlegacy = "gs://shopfront-photos-prod"') is None
    # a bucket for something else the statement does not speak of
    assert evidence.keyed_elsewhere(older, 'logs_bucket = "gs://shopfront-logs"\nregion = "europe-west1"') is None


def test_a_bare_kind_setting_is_placed_by_its_line() -> None:
    older = "Failed import alerts go to the #import-alerts Slack channel."
    note = 'hooks/slack.py: SlackWebhookHook(conn_id="slack_ops", channel="#ops-failures") is the only Slack target'
    assert evidence.keyed_elsewhere(older, note) == ("import-alerts", "#ops-failures")
    # a channel in a line that says nothing of the statement's
    assert evidence.keyed_elsewhere(older, 'teams.py: Notifier(channel="#ops-failures") for the billing bot') is None


def test_a_call_in_code_followed_by_an_error_message_is_no_name_missing() -> None:
    older = "The weather widget loads data through the `fetchForecast()` helper."
    code = ("Here are my Jest tests:\n```javascript\nawait expect(fetchForecast('Nowhere')).rejects.toThrowError(\n"
            "  'City not found'\n);\n```")
    assert evidence.missing_name(older, code) is None
    # the shell saying the command is not there still reads
    assert evidence.missing_name("Deploys run through the `ship-it` script.", "$ ship-it --prod\nbash: ship-it: command not found") \
        == "ship-it"


HOSTED = "The quotes API is served at quotes.harbourline.internal."


@pytest.mark.parametrize("note", [
    "$ curl -sS https://quotes.harbourline.internal/health\ncurl: (6) Could not resolve host: quotes.harbourline.internal",
    "Error: getaddrinfo ENOTFOUND quotes.harbourline.internal",
    "dial tcp: lookup quotes.harbourline.internal on 10.0.0.2:53: no such host",
])
def test_a_host_that_does_not_resolve_disagrees(note: str) -> None:
    assert evidence.unresolved_host(HOSTED, note) == "quotes.harbourline.internal"
    assert judged(HOSTED, note) == "conflict"


@pytest.mark.parametrize("note", [
    "curl: (6) Could not resolve host: pricing.harbourline.internal",  # another host
    "$ curl -sS https://quotes.harbourline.internal/health\n{\"status\":\"ok\"}",  # the host answers
])
def test_no_unresolved_host(note: str) -> None:
    assert evidence.unresolved_host(HOSTED, note) is None


def test_a_top_folder_missing_from_the_repository_checkout() -> None:
    folder = "Invoice templates live in the templates/ directory at the root of the docs repository."
    note = "$ ls docs-repo/templates\nls: cannot access 'docs-repo/templates': No such file or directory"
    assert evidence.missing_path(folder, note) == "templates"
    # a folder of that name deeper down is another folder
    deeper = "ls: cannot access 'docs-repo/site/templates': No such file or directory"
    assert evidence.missing_path(folder, deeper) is None


def test_a_systemd_unit_not_found_on_the_statements_host() -> None:
    fact = "The label printer bridge runs on the edge box pack-07 in the dispatch bay."
    note = "$ ssh ops@pack-07.site.local 'systemctl status printer-bridge'\nUnit printer-bridge.service could not be found."
    assert evidence.missing_name(fact, note) == "pack-07"
    running = "$ ssh ops@pack-07.site.local 'systemctl status printer-bridge'\n● printer-bridge.service - Label bridge\n" \
              "     Active: active (running)"
    assert evidence.missing_name(fact, running) is None


def test_a_log_line_that_names_another_vendor_for_the_statements_thing() -> None:
    fact = "Every loading-dock scale uses METTLER Ariva load cells."
    line = "dock-agent[88]: dock=D4 scale=2 load cell vendor=Flintec model=SB14 fw=2.1 status=OK"
    assert evidence.keyed_vendor(fact, line) == ("METTLER", "Flintec")
    assert judged(fact, line) == "conflict"
    # the statement's own vendor on the line, or a vendor of something else, is no disagreement
    assert evidence.keyed_vendor(fact, line.replace("Flintec", "METTLER")) is None
    assert evidence.keyed_vendor(fact, "badge-reader[12]: door=3 vendor=HID model=iCLASS status=OK") is None
