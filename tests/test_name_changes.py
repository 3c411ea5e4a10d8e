"""A note that tells one of the statement's names changed (a path, a host, a topic, a tool) in the shape
it is written must read as an update; a change of another thing's name must not."""

from __future__ import annotations

import pytest

from helix_core.consolidation import name_changes
from tests.judging import disagrees, relation

CHANGES = [
    pytest.param("Nightly database dumps are written to /srv/backups on the db host.",
                 "Moved the nightly dumps from /srv/backups to s3://acme-db-dumps/ so they survive a host rebuild.",
                 id="moved-from-to"),
    pytest.param("The storefront calls the pricing API at https://pricing.shop.example.com/v2.",
                 "release 7.3: PRICING_URL changed from https://pricing.shop.example.com/v2 to "
                 "https://api.shop.example.com/pricing/v3; the old host answers 301",
                 id="url-changed-from-to"),
    pytest.param("Audit events are stored in Elasticsearch.",
                 "feat(audit): write audit events to OpenSearch instead of Elastic; reindex of 2023 done",
                 id="instead-of-a-short-form"),
    pytest.param("Sending order confirmation emails (HTML and text) lives in the mailer-service repo.",
                 "## Summary\nMoves confirmation emails (HTML + text) out of `mailer-service` and into the new "
                 "`comms-hub` service, which already owns the template registry.",
                 id="out-of-and-into"),
    pytest.param("The CI image is pulled from registry.acme.dev/ci/base.",
                 "diff --git a/.gitlab-ci.yml b/.gitlab-ci.yml\n"
                 "-  image: registry.acme.dev/ci/base:2024\n"
                 "+  image: ghcr.io/acme/ci-base:2025\n",
                 id="diff-of-one-key"),
    pytest.param("Invoice PDFs are rendered by the RQ queue called `pdf-render`.",
                 "--- a/billing/queues.py\n+++ b/billing/queues.py\n"
                 " QUEUES = {\n"
                 "-    \"billing.render_invoice\": {\"queue\": \"pdf-render\", \"timeout\": 120},\n"
                 "+    \"billing.render_invoice\": {\"queue\": \"documents\", \"timeout\": 120},\n"
                 "     \"billing.send_reminder\": {\"queue\": \"mail\", \"timeout\": 30},\n"
                 " }\n",
                 id="a-code-line-differing-in-one-name"),
    pytest.param("Support agents refund a duplicate charge with `payctl charge refund <charge-id>`.",
                 "payctl 4.0 went out to the support laptops this morning.\n"
                 "Heads-up: the refund subcommand was renamed, it is `payctl payments reverse <charge-id>` now "
                 "and the old alias is gone. The wiki still shows the old one.",
                 id="a-command-renamed-in-prose"),
]


@pytest.mark.parametrize(("fact", "note"), CHANGES)
def test_a_told_change_of_the_statements_name_is_an_update(fact: str, note: str) -> None:
    assert relation(fact, note) == "update"


LOOKALIKES = [
    pytest.param("The driver app receives new jobs by long-polling the dispatch API.",
                 "Switched the restaurant kiosk app from long-polling to server-sent events for order updates.",
                 id="another-app-moved-off-the-same-tool"),
    pytest.param("Support agents refund a duplicate charge with `payctl charge refund <charge-id>`.",
                 "Renamed the runbook page; agents look up a charge with `payctl charge show <charge-id>` first, "
                 "then refund it with `payctl charge refund <charge-id>`.",
                 id="another-subcommand-beside-the-statement-s-own"),
    pytest.param("Build artefacts are uploaded to /srv/artifacts on the CI host.",
                 "Moved the nightly artefacts from /srv/artifacts to /srv/artifacts/nightly to keep the root tidy.",
                 id="a-folder-under-the-same-place"),
]


@pytest.mark.parametrize(("fact", "note"), LOOKALIKES)
def test_a_change_of_another_thing_is_not_read_as_one(fact: str, note: str) -> None:
    assert not disagrees(fact, note)


def test_names_are_met_however_the_note_writes_them() -> None:
    names = name_changes.names_of("Uploads go to `media-prod` via https://cdn.acme.io/up and RabbitMQ.")
    assert {"media-prod", "cdn.acme.io/up", "rabbitmq"} <= names
    told = name_changes.changed("Uploads are queued on RabbitMQ.", "We replaced rabbitmq with NATS JetStream last week.")
    assert told is not None and (told.old_value, told.new_value) == ("rabbitmq", "NATS")


RETIRED = [
    pytest.param("Every paid order is published to the Kafka topic shop.orders.",
                 "CHANGELOG orders-api 4.0.0\n### Breaking\n- Order events are now produced to `shop.order-events.v2` "
                 "(Avro). The old `shop.orders` topic stops receiving messages on 2025-02-01.",
                 id="old-topic-stops-receiving"),
    pytest.param("Payment provider webhooks are received at /hooks/psp on the billing API.",
                 "PSP callbacks got repointed to /v2/webhooks/payments last week; the old /hooks/psp route answers 410 "
                 "now, so 410s in the logs are expected.",
                 id="old-route-answers-410"),
]


@pytest.mark.parametrize(("fact", "note"), RETIRED)
def test_a_name_marked_gone_beside_where_the_work_goes_now_is_an_update(fact: str, note: str) -> None:
    assert relation(fact, note) == "update"


def test_a_name_marked_gone_with_nothing_of_its_kind_in_its_place_is_left_to_the_other_readers() -> None:
    assert name_changes.retired_for("Every paid order is published to the Kafka topic shop.orders.",
                                    "Cleaned up the old shop.orders consumer-group offsets on the staging cluster.") is None


TOOLS_LEFT = [
    pytest.param("We send invoice reminder emails through Mailgun.",
                 "Heads up: invoice reminder mail left Mailgun last sprint — it all goes out via Postmark now.",
                 id="left-a-tool-and-now-via-another"),
    pytest.param("Storefront pages are rendered with Gatsby.",
                 "FYI we ditched Gatsby on the storefront pages last month, they're on Astro now.",
                 id="ditched-a-tool-and-now-on-another"),
]


@pytest.mark.parametrize(("fact", "note"), TOOLS_LEFT)
def test_a_tool_the_work_left_for_another_is_an_update(fact: str, note: str) -> None:
    assert relation(fact, note) == "update"


def test_a_rework_told_landed_says_where_the_work_goes_now() -> None:
    fact = "Build agents report their status to the coordinator over WebSockets."
    note = ("Looked at the agent status path while fixing the stuck queue: since the messaging rework landed in March "
            "the agents publish status to NATS and the coordinator subscribes; the old WebSockets endpoint is removed.")
    left = name_changes.tool_left(fact, note)
    assert left is not None and (left.old_value, left.new_value) == ("WebSockets", "NATS")


def test_a_tool_left_for_other_work_is_not_the_statements() -> None:
    assert name_changes.tool_left("We send invoice reminder emails through Mailgun.",
                                  "Marketing newsletters left Mailgun last sprint — they go out via Brevo now.") is None


NEW_NAMES = [
    pytest.param("The service that sends payout statements is called paysvc.",
                 "refactor: paysvc is now 'statements' — renamed the repo, deployment and the Datadog service tag.",
                 id="a-plain-name-said-to-be-another-now"),
    pytest.param("New-signup events are published on the Kafka topic `users.created`.",
                 "The topic is acme.user.registered now, not the old name — please repoint your consumers.",
                 id="the-kind-is-another-name-now"),
    pytest.param("Thumbnail jobs go to the queue called thumbs.",
                 "Queue 'thumbs' is 'media-previews' as of this release: submitter and dashboards updated.",
                 id="a-quoted-name-is-another-as-of"),
]


@pytest.mark.parametrize(("fact", "note"), NEW_NAMES)
def test_a_name_said_to_be_another_now_is_an_update(fact: str, note: str) -> None:
    assert relation(fact, note) == "update"


def test_a_name_said_to_be_in_some_state_is_no_new_name() -> None:
    assert name_changes.changed("The service that sends payout statements is called paysvc.",
                                "paysvc is now deprecated; nothing new should call it.") is None
