"""Values said in other shapes: a count of one noun, how often, a rename said "goes by", and a note
that names another product never reinforcing the statement."""

from __future__ import annotations

import pytest

from helix_core import Helix
from helix_core.consolidation import conflicts
from tests.judging import disagrees

pytestmark = pytest.mark.usefixtures("no_ollama")  # the $0 path: nothing listens at OLLAMA_HOST


@pytest.mark.parametrize(("fact", "note", "expected"), [
    # one noun counted once in each, with the statement's words around it
    ("Order numbers are zero-padded to six digits, e.g. ORD-000123.",
     "The biggest shop passed a million orders, so new order numbers get eight digits of padding.", True),
    ("The kiosk worker runs 5 replicas.", "In staging, the kiosk worker runs 2 replicas.", False),  # one environment's
    ("The fleet API allows 60 requests per minute per anonymous client.",
     "The fleet API allows 600 requests per minute per authenticated client.", False),  # two kinds of client
    # how often, of the same thing
    ("Bank feeds are synced every four hours for each connected account.",
     "Looked at the scheduler: the bank feed poller fires every 30 minutes for all connected accounts.", True),
    # a rename told as "goes by"
    ("The service that renders receipts is deployed as receipt-svc.",
     "From this week receipt-svc goes by documents-api; the old release is deleted on Friday.", True),
    ("The service that scores fraud is called risk-engine.",
     "Moved the dashboards after the rename: what used to be risk-engine is deployed as fraud-core now.", True),
    ("The service that scores fraud is called risk-engine.",
     "Paged fraud-core (formerly risk-engine) about the p99 spike on card scoring.", True),
    # a name beside its kind
    ("Delivery ETAs are served by a service named eta-oracle.",
     "The delivery ETA service is arrival-predictor; the dispatcher calls it for every offer.", True),
    ("Delivery ETAs are served by a service named eta-oracle.",
     "The pickup window service is slot-keeper; the dispatcher calls it for every offer.", False),
    # a multiple of a base as a bound
    ("Surge pricing is capped at 2.5x the base fare.",
     "Riders in the stadium zone can see up to 4x the base fare during surges.", True),
    # a store gone and another kind of store in its place
    ("Per-zone surge multipliers are held in Redis with a short TTL.",
     "Traced the stale multiplier: the surge reader pulls each zone's multiplier from a DynamoDB table, and there "
     "is no Redis client in that code path.", True),
    # a limit said as "the … limit is N"
    ("Each workshop's waitlist is capped at 30 attendees.",
     "Checked the event settings: the waitlist limit is 50 places per workshop, the same for every event.", True),
    ("Each workshop's waitlist is capped at 30 attendees.",
     "The room booking limit is 50 places per building.", False),  # another limit
    # what a rule forbids, said fine
    ("Customer email addresses must never appear in application logs; log the account UUID instead.",
     "It is fine for the billing API's request logs to include the customer email address; support searches by it.",
     True),
    ("Customer email addresses must never appear in application logs; log the account UUID instead.",
     "It is fine for the request logs to include the account UUID.", False),  # what the rule asks for
    # an idle timeout cut, many words before the new value
    ("Admin console sessions expire after 8 hours of inactivity.",
     "Security asked us to cut the idle timeout on admin console sessions to 30 minutes.", True),
    # a cap raised, the capped thing said with a hyphen ("per-batch limit")
    ("Pick batches are capped at 25 orders each.", "We raised the per-batch limit to 40 orders for peak season.", True),
    # a retired tool and one led to by the same word
    ("Carrier rate quotes are fetched through EasyPost's API.",
     "Traced a slow quote: every rate request goes through the Shippo SDK, and I couldn't find an EasyPost client "
     "anywhere.", True),
    # "is going by"
    ("The service that assembles pick lists is called picklist-builder.",
     "picklist-builder is going by wave-planner from here on; the dashboards already use the new name.", True),
    # how often, said "once an hour"
    ("The nightly exporter syncs catalog prices every 15 minutes.",
     "The catalog price sync of the nightly exporter runs once an hour now.", True),
    # how often, after a narrative lead-in and with the number in words
    ("The page editor autosaves drafts every 30 seconds.",
     "Reproduced the lost-work complaint: the editor only autosaves every two minutes.", True),
    # a topic named at length, and another said "that's the topic"
    ("The Kafka topic carrying scored payment events is named pay-scored.",
     "Consumers of scored payment events should subscribe to payments.scored.v2; that's the topic the scorer "
     "publishes to.", True),
    # a cloud region
    ("The case management service runs in our eu-west-1 cluster.",
     "Since the migration the case management service is reachable only through the eu-central-1 endpoint.", True),
    # a cadence said as "the N-minute … interval"
    ("Sensors send a heartbeat to the gateway every 60 seconds.",
     "The status page marks a sensor offline after three missed heartbeats, which with the five-minute heartbeat "
     "interval means fifteen minutes of silence.", True),
    # a percentage moved, in words, many words after its verb
    ("App releases go out in stages of 10% of users.",
     "After the crash spike we lowered the default stage size in the release tool from ten percent to two percent.",
     True),
    # code moved into a repository of its own
    ("The Slack bot handler code lives in services/chat/slackbot in the backend monorepo.",
     "I pulled the Slack bot out of the monorepo into its own repository, acme-slackbot, so it can ship on its own.",
     True),
    # a folder said missing under the statement's path
    ("The HTML templates for invoices are kept in services/invoices/templates.",
     "Edited the invoice template in the design-assets bucket, which the renderer reads; services/invoices has no "
     "templates directory.", True),
    # a maps provider in the role of another
    ("Turn-by-turn routing for couriers is fetched from the Google Maps Directions API.",
     "Courier routing has been going through the Mapbox Directions endpoint since Monday.", True),
])
def test_value_shapes(fact: str, note: str, expected: bool) -> None:
    assert disagrees(fact, note) is expected


def test_a_note_naming_another_product_never_reinforces(hx: Helix) -> None:
    """"… running as Temporal workflows since Tuesday" is no second sighting of "… driven by cron"."""
    fact = hx.capture("Nightly statement exports and overdue notices are driven by cron entries in the jobs "
                      "container.", kind="fact", scope="project:ledger", origin="user-asserted").id
    hx.clock.advance(days=2)  # type: ignore[attr-defined]
    hx.capture("Overdue notices are running as Temporal workflows since Tuesday; statement exports are the last "
               "thing left on cron.", scope="project:ledger", origin="agent-ingested")
    hx.clock.advance(days=2)  # type: ignore[attr-defined]
    hx.capture("Nightly statement exports are on Temporal as well, so the crontab in the jobs image is deleted.",
               scope="project:ledger", origin="agent-ingested")
    run = hx.consolidate()
    assert not [p for p in run.proposals if p.action == "NOOP" and fact in p.target_ids]


@pytest.mark.parametrize(("fact", "note"), [
    # a rule's second clause forbids what the note shows done
    ("Member posts are always free to read and never count against the article meter.",
     "While testing the meter I noticed member posts are counted like any other story."),
    # a rule, and a narrative note that shows how things went without stating any rule
    ("Patients must verify their phone number before they can book a video visit.",
     "Ran through the booking flow with a test account: it lets you book a video visit right after signup, and "
     "the phone number is only checked when the first reminder is sent."),
])
def test_notes_that_never_reinforce_a_rule(fact: str, note: str) -> None:
    assert conflicts.may_differ({"content": fact}, {"content": note})


def test_a_restated_rule_may_still_reinforce() -> None:
    assert not conflicts.may_differ({"content": "Patients must verify their phone number before they book a visit."},
                                    {"content": "Reminder: patients must verify their phone number before booking "
                                                "a visit."})


def test_a_note_denying_a_clause_of_the_statement_never_reinforces() -> None:
    fact = "Editors may never change a published headline after six hours; changes go through the standards desk."
    assert conflicts.may_differ({"content": fact}, {"content": "First week of the new tool: 9 old headlines were changed "
                                                               "by editors directly, none through the standards desk."})
    # a negation about something else leaves a restatement free to reinforce
    assert not conflicts.may_differ({"content": "Create a new alembic revision for every schema change."},
                                    {"content": "Editing the old file did nothing. Created a new alembic revision for "
                                                "the schema change."})
