"""A tool in a role a project fills once (its CI, its MQTT broker, its map provider), named in passing by a
note about something else, disagrees with the statement that names another; a role a project fills many
times (databases, languages) does not, nor a note that names the statement's tool too or only asks. And a
name of the form a statement sets ("v1.4.2" for "vX.Y.Z") keeps the rule."""

from __future__ import annotations

import pytest

from helix_core.consolidation import roles
from tests.judging import relation as judged


@pytest.mark.parametrize(("older", "newer", "relation"), [
    ("Pickup ETAs in dispatch are computed from the Google Maps Distance Matrix API.",
     "Chasing the ETA skew in the harbour zones: the Mapbox Matrix responses our eta-client gets carry "
     "stale traffic, so couriers get offered runs they can't make. Filed a support case.", "conflict"),
    ("Station telemetry is published over MQTT to the Mosquitto broker on the DMZ host.",
     "Dropped messages from station 7: the EMQX dashboard shows that client reconnecting every 90s; the "
     "broker kicks it for a missed keepalive.", "conflict"),
    ("Renewal reminder emails are sent through SendGrid.",
     "bounce spike on renewal reminders: checked the Postmark activity feed for the transactional stream",
     "conflict"),
    # "too" cannot set the tool beside the statement's when the note never names it
    ("Password-reset emails are sent through Mailgun.",
     "Bounce spike on password-reset mails: the Postmark suppression list grew by 300 addresses too.", "conflict"),
    ("The warehouse frontend is built with Angular.",
     "The warehouse UI rewrite landed last week, it's React + Vite from here on.", "update"),
])
def test_another_tool_in_a_single_role_disagrees(older: str, newer: str, relation: str) -> None:
    assert judged(older, newer) == relation


@pytest.mark.parametrize(("older", "newer"), [
    # a role a project fills many times: another service's database
    ("The quiz service stores its data in PostgreSQL 15.",
     "The audit-trail service keeps its events in DynamoDB, partitioned by month."),
    # the statement's own tool named as well
    ("Renewal reminder emails are sent through SendGrid.",
     "Compared SendGrid and Postmark delivery times for the renewal reminders; no change planned."),
    # a question, not a fact
    ("Renewal reminder emails are sent through SendGrid.", "Should the renewal reminders move to Postmark?"),
    # nothing shared but the project's name
    ("Atlas tracks its experiment runs in an MLflow server.",
     "Dataset versions for Atlas live in the Weights & Biases project."),
])
def test_no_disagreement_without_a_single_role_a_note_fills_otherwise(older: str, newer: str) -> None:
    assert roles.other_tool(older, newer) is None
    assert judged(older, newer) not in ("update", "conflict")


@pytest.mark.parametrize(("older", "newer"), [
    ("Release tags in the fjord repo follow the vX.Y.Z format.",
     "Tagged fjord v1.4.2 and pushed it; the release workflow went green, artifacts are up."),
    ("Nightly exports are named export-YYYY-MM-DD.csv.", "export-2026-03-14.csv landed in the bucket at 02:10."),
])
def test_a_name_of_the_form_a_statement_sets_keeps_it(older: str, newer: str) -> None:
    assert judged(older, newer) not in ("update", "conflict")


def test_a_short_form_of_a_tool_is_the_tool() -> None:
    """"influx" is InfluxDB when a note says what replaced it; "an influx of users" names no product."""
    assert judged("Device telemetry is stored in InfluxDB.",
                  "we replaced influx with TimescaleDB last quarter, the energy reports are plain SQL now") == "update"


@pytest.mark.parametrize(("older", "newer"), [
    ("An episode cannot be published until its creator has set the explicit flag.",
     "Dropping the hard block on the explicit flag. If it's left blank we emit false and let them publish."),
    ("Only shift leads are allowed to manually override an automatic courier assignment.",
     "Merged #812: manual reassignment is open to every dispatcher now, the shift-lead check in OverrideGuard is "
     "gone."),
    ("No deployments to the rostering engine are allowed in the three days before roster publication.",
     "we've dropped the pre-publish deploy freeze, with blue/green in place it was just slowing us down."),
    ("Every critical alarm has to be acknowledged by a person before it can be cleared.",
     "critical alarms that stay resolved for 30 minutes are auto-cleared now, no human ack needed."),
])
def test_a_restriction_dropped_by_its_name_is_an_update(older: str, newer: str) -> None:
    assert judged(older, newer) == "update"


def test_a_check_dropped_on_something_else_keeps_the_restriction() -> None:
    assert judged("An episode cannot be published until its creator has set the explicit flag.",
                  "Dropped the duplicate-title check on the upload form; creators kept tripping over it.") \
        not in ("update", "conflict")


@pytest.mark.parametrize(("older", "newer"), [
    ("Return labels are generated through EasyPost.",
     "sideways return labels: traced to label_file_type on the Shippo transaction call, set it to PDF_4x6"),
    ("The /scratch parallel filesystem on the cluster is Lustre, served by four OSS nodes.",
     "Post storage-refresh notes: /scratch was rebuilt on BeeGFS; the lfs setstripe advice is obsolete."),
])
def test_tools_of_more_roles_are_known(older: str, newer: str) -> None:
    assert judged(older, newer) in ("update", "conflict")


def test_a_newsletter_service_is_no_transactional_mail_provider() -> None:
    """Campaigns and transactional mail often go through two services: neither says the other is gone."""
    older = "Newsletter editions are sent through Mailchimp."
    newer = "Traced the bounce spike this morning in the Postmark activity feed for the password-reset emails."
    assert roles.other_tool(older, newer) is None
    assert judged(older, newer) not in ("update", "conflict")
