"""Another tool of one role put to a statement's job is a contradiction (an update when the note says the
change); a step a person takes said done with no person is one too. Tools kept side by side, another
thing's tool, a copy into another store, a threshold's other side, stay apart."""

from __future__ import annotations

import pytest

from helix_core.consolidation import reversals, stacks
from tests.judging import disagrees


@pytest.mark.parametrize(("older", "newer", "expected"), [
    # the old tool named and said left, the new one put to the job: an update
    ("Help-center search is powered by Elasticsearch.",
     "Swapped the help-center index over to OpenSearch; the Elasticsearch cluster is being decommissioned.",
     ("elasticsearch", "opensearch", True)),
    ("The claims portal frontend is built with Angular.",
     "Replaced the Angular shell with a React app for the claims portal.", ("angular", "react", True)),
    # a statement naming a tool of each of two roles; a subject opening on a participle
    ("Student login on the portal goes through Shibboleth SAML.",
     "Auth middleware rewritten against Keycloak OIDC; Shibboleth SP config deleted from the repo.",
     ("shibboleth", "keycloak", True)),
    ("Uploaded masters are transcoded to AAC with ffmpeg.",
     "Replaced the ffmpeg shell-outs in the transcoder with a GStreamer pipeline.", ("ffmpeg", "gstreamer", True)),
    # the old tool by a short name with its version ("ES7")
    ("Property search in HomeScout is powered by Elasticsearch 7.",
     "Cut the listing index over to OpenSearch last night; the old ES7 cluster is being decommissioned.",
     ("elasticsearch", "opensearch", True)),
    # the old tool not named: two words of what the statement is about tie the note to it
    ("The core-banking adapter talks to the mainframe over SOAP.",
     "Regenerated the adapter stubs; every mainframe call in the adapter is a gRPC unary RPC.", ("soap", "grpc", False)),
])
def test_another_tool_put_to_the_job(older: str, newer: str, expected: tuple[str, str, bool]) -> None:
    assert stacks.other_tool(older, newer) == expected
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    # the new tool is the one said gone
    ("Ingest events land in the Kafka topic raw-events.", "Deleted the RabbitMQ vhost the ingest queue used to need."),
    ("Course registrations for the enrolment service are stored in PostgreSQL.",
     "Cut the enrolment service over to the new PostgreSQL cluster; the Oracle schema is read-only until the archive job ends."),
    # kept beside, or a copy into another store
    ("The quiz service stores its data in PostgreSQL.",
     "Started copying historical quiz attempts into BigQuery so analytics stop hammering the primary database."),
    ("Order events are published to Kafka.", "Order events also go to SQS for the legacy mailer, alongside Kafka."),
    # a tool that says where a rule holds, not what does a job
    ("I prefer single quotes for strings in Python code.", "For JavaScript I prefer double quotes."),
    # one shared word and no change said: another thing of one project
    ("The catalog service keeps its session data in Redis.", "The catalog service caches product pages in Memcached."),
])
def test_other_tools_are_not_a_switch(older: str, newer: str) -> None:
    assert stacks.other_tool(older, newer) is None


@pytest.mark.parametrize(("older", "newer", "changed"), [
    ("Decommissioning a gateway always requires manual approval from an ops lead.",
     "The decommission job retires any gateway offline for 30 days automatically, no approval step.", False),
    ("Royalty statements are always sent to labels only after finance signs off.",
     "Label statements go out automatically on the 5th of each month, no finance approval step involved.", False),
    ("Every grade change after publication must be approved by the head of department.",
     "Per the new regs, module leaders amend published grades themselves; sign-off isn't required anymore for a grade change.",
     True),
    ("Dangerous-goods container entries are always keyed in manually by the yard supervisor.",
     "IMDG container entries are created automatically from the booking feed; yard supervisors don't enter them.", False),
])
def test_a_persons_step_done_with_no_person(older: str, newer: str, changed: bool) -> None:
    found = reversals.unattended(older, newer)
    assert found is not None and found[1] is changed
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    # the person's step still there
    ("Refunds over $500 always need manual approval from a finance lead.",
     "Finance leads still approve refunds over $500 by hand; smaller ones are approved automatically."),
    # the other side of the rule's threshold
    ("Reconciliation mismatches over $100 require manual sign-off from treasury.",
     "Reconciliation mismatches under $100 are written off automatically at close."),
    # automation of something else the rule's words only brush
    ("Every prod deploy of atlas needs approval from the on-call lead.",
     "Argo syncs the atlas staging namespace automatically."),
])
def test_automation_that_leaves_the_rule_alone(older: str, newer: str) -> None:
    assert reversals.unattended(older, newer) is None
