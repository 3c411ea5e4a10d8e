"""Claim extraction and comparison: the $0 contradiction and update detector (helix_core.claims)."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from helix_core import claims as claims_module
from helix_core.claims import Claim, Verdict, compare, default_same_subject, extract


def rel(older: str, newer: str) -> str:
    return compare(older, newer).relation


def only(text: str, attribute: str) -> Claim:
    found = [c for c in extract(text) if c.attribute == attribute]
    assert len(found) == 1, (text, extract(text))
    return found[0]


# -- technology choices ---------------------------------------------------------------------------

TECH_OLD = "The billing service uses PostgreSQL as its database"


@pytest.mark.parametrize("newer", [
    "Moved billing's data to MongoDB last week",
    "billing now runs on MongoDB",
    "migrated billing from PostgreSQL to MongoDB",
    "replaced Postgres with MongoDB in billing",
    "billing stores invoices in MongoDB instead of PostgreSQL",
    "As of March 3, the billing service is backed by Mongo.",
    "Billing used to run on Postgres, but now it uses MongoDB.",
    "We migrated billing off Postgres.",
])
def test_tech_change_is_an_update(newer: str) -> None:
    v = compare(TECH_OLD, newer)
    assert v.relation == "update", (newer, v)
    assert v.attribute == "tech"
    assert v.old_value == "postgresql"


def test_tech_update_reason_names_both_values() -> None:
    v = compare(TECH_OLD, "billing now runs on MongoDB")
    assert v.old_value == "postgresql" and v.new_value == "mongodb"
    assert "postgresql → mongodb" in v.reason and "database" in v.reason


@pytest.mark.parametrize(("older", "newer", "expected"), [
    (TECH_OLD, "The billing service uses MongoDB as its database.", "conflict"),
    ("Our CI runs on Jenkins.", "CI is on GitHub Actions now", "update"),
    ("We use npm for packages in the web app", "The web app uses pnpm", "conflict"),
    ("Use pytest for tests", "Use unittest for tests now", "update"),
    ("The frontend is built with React", "The frontend is written in Vue.js", "conflict"),
    ("Use flake8 for linting", "Use ruff instead of flake8 for linting", "update"),
    ("Lint with flake8.", "Lint with ruff instead of flake8.", "update"),
    ("Sessions are cached in Redis.", "Sessions are now cached in Memcached.", "update"),
    ("We host on AWS.", "Everything is hosted on GCP now.", "update"),
    ("The queue is RabbitMQ.", "Orders now go through Kafka instead of RabbitMQ.", "update"),
    ("Tests run with unittest.", "Tests run with pytest.", "conflict"),
    ("The backend is written in Python.", "The backend was rewritten in Go last month.", "update"),
    ("The workers run on k8s", "the workers run on Kubernetes", "agree"),
    ("The API is written in JS", "The API is written in JavaScript", "agree"),
    ("The billing service uses PostgreSQL", "billing uses postgres for storage", "agree"),
    ("Click events are published to RabbitMQ.", "Click events go to Kafka.", "conflict"),  # "go to" a technology
    ("Click events are sent to NATS.", "Click events go to Redis Streams.", "conflict"),  # a queue in two words
    ("Product search is powered by Elasticsearch.", "We are moving product search off Elasticsearch.", "update"),
])
def test_tech_choices(older: str, newer: str, expected: str) -> None:
    assert rel(older, newer) == expected, compare(older, newer)


def test_a_passive_verb_is_no_value() -> None:
    # "…is stored in DynamoDB" gives DynamoDB, never "stored"
    assert [(c.value, c.attribute) for c in extract("Player data is stored in DynamoDB.")] == [("dynamodb", "tech")]
    assert [c.value for c in extract("Player profiles are stored in DynamoDB.")] == ["dynamodb"]


def test_an_arrow_between_values_is_a_change_and_between_steps_is_not() -> None:
    [claim] = extract("api dev server: port 8000 -> 8080")
    assert (claim.value, claim.previous, claim.change) == ("8080", "8000", True)
    [claim] = extract("chore: switch linter flake8 -> ruff")
    assert (claim.value, claim.previous) == ("ruff", "flake8")
    assert not [c for c in extract("Schema changed → regenerate the client before the build") if c.previous]


def test_going_somewhere_that_is_no_technology_makes_no_claim() -> None:
    assert extract("Deploys go to production on Fridays.") == []
    assert extract("Logs go to the shared folder first.") == []


def test_aliases_normalise() -> None:
    assert only("billing runs on pg", "tech").value == "postgresql"
    assert only("the cluster runs on k8s", "tech").value == "kubernetes"
    assert only("sessions are backed by mongo now", "tech").value == "mongodb"
    assert only("The frontend uses js", "tech").value == "javascript"
    assert only("The frontend uses Next.js", "tech").value == "next.js"
    assert only("The field app is built with MAUI now", "tech").value == "dotnet maui"
    assert [c.value for c in extract("The API runs on Node.js 20")] == ["node.js", "20"]


def test_tech_claim_shape() -> None:
    c = only(TECH_OLD, "tech")
    assert (c.subject, c.value, c.polarity, c.change, c.previous) == (
        "billing service database", "postgresql", True, False, None)
    m = only("migrated billing from PostgreSQL to MongoDB", "tech")
    assert (m.value, m.previous, m.change) == ("mongodb", "postgresql", True)
    r = only("replaced Postgres with MongoDB in billing", "tech")
    assert (r.value, r.previous) == ("mongodb", "postgresql") and "billing" in r.subject
    assert m.span.startswith("migrated billing")


# -- numbers and versions -------------------------------------------------------------------------


@pytest.mark.parametrize(("older", "newer", "expected"), [
    ("The API timeout is 10 s", "API timeout is now 30 seconds", "update"),
    ("The API timeout is 10 s", "The API timeout is 30 sec", "conflict"),
    ("The API timeout is 30 s", "the api timeout is 30000 ms", "agree"),
    ("The API timeout is 1 min", "The API timeout is 60 seconds", "agree"),
    ("Go 1.21 is the minimum", "Go 1.21 is no longer supported; the minimum is 1.22", "update"),
    ("max_workers = 8", "max_workers is 16 now", "update"),
    ("The dev server listens on port 8080", "Moved the dev server to port 9090", "update"),
    ("listens on port 8080", "moved to port 9090", "update"),
    ("The upload limit is 10 MB", "Raised the upload limit to 50 MB", "update"),
    ("We bumped the API timeout from 10 s to 30 s", "The API timeout is 30 seconds", "agree"),
    ("The cache has a TTL of 60 s", "The cache TTL is 5 min now", "update"),
    ("We require Python 3.10", "Bumped Python to 3.12", "update"),
    ("Node 20 is the minimum", "Node 20.11 is the minimum", "agree"),
    ("The API timeout is 30 s.", "API timeout: 45 s", "conflict"),
    ("Embeddings have 384 dimensions.", "Embeddings now have 768 dimensions.", "update"),
    ("Requests are retried 3 times.", "Requests are retried 5 times now.", "update"),
    ("Test coverage is 85%", "Test coverage is 85 percent", "agree"),
])
def test_numbers_and_versions(older: str, newer: str, expected: str) -> None:
    assert rel(older, newer) == expected, compare(older, newer)


def test_units_are_normalised() -> None:
    assert only("The API timeout is 30 seconds", "number").value == "30 s"
    assert only("The API timeout is 250 millis", "number").value == "250 ms"
    assert only("the cache holds 512mb", "number").value == "512 MB"
    assert only("the retry window is 5 minutes", "number").value == "5 min"
    assert only("The error budget is 2 percent", "number").value == "2 %"


def test_from_to_numbers_carry_the_unit_to_the_previous_value() -> None:
    c = only("Raised the API timeout from 10 to 30 s", "number")
    assert (c.subject, c.value, c.previous, c.change) == ("api timeout", "30 s", "10 s", True)


def test_version_update_reason() -> None:
    v = compare("Go 1.21 is the minimum", "Go 1.21 is no longer supported; the minimum is 1.22")
    assert (v.old_value, v.new_value, v.attribute) == ("1.21", "1.22", "number")


# -- configuration keys ---------------------------------------------------------------------------


@pytest.mark.parametrize(("older", "newer", "expected"), [
    ("`LOG_LEVEL=debug`", "`LOG_LEVEL` is info", "conflict"),
    ("LOG_LEVEL=debug", "LOG_LEVEL is now info", "update"),
    ("retries: 3", "retries set to 5", "conflict"),
    ("retries: 3", "bumped retries to 5", "update"),
    ("Set FEATURE_NEW_CHECKOUT=true in staging", "FEATURE_NEW_CHECKOUT is false now", "update"),
    ("telemetry is disabled", "telemetry is now enabled", "update"),
    ("export DATABASE_POOL=10", "DATABASE_POOL is set to 10", "agree"),
    ("LOG_LEVEL=debug", "DB_LOG_LEVEL=info", "unrelated"),
])
def test_config_keys(older: str, newer: str, expected: str) -> None:
    assert rel(older, newer) == expected, compare(older, newer)


def test_config_claim_shape() -> None:
    c = only("LOG_LEVEL=debug", "config")
    assert (c.subject, c.value) == ("log_level", "debug")
    assert only("debug_mode: yes", "config").value == "true"


# -- paths and names ------------------------------------------------------------------------------


@pytest.mark.parametrize(("older", "newer", "expected"), [
    ("the fixtures live in tests/fixtures", "moved the fixtures to tests/data", "update"),
    ("The entry point is src/helix/main.py", "The entry point is now src/helix/cli.py", "update"),
    ("Migrations are in db/migrations", "Migrations live under alembic/versions", "conflict"),
    ("Config is stored at ~/.config/helix/config.toml",
     "The config is stored at ~/.config/helix/config.toml.", "agree"),
    ("Logs are written to /var/log/helix", "logs now go to ~/.local/state/helix/logs", "update"),
    ("the fixtures live in tests/fixtures/", "Fixtures are kept in tests/fixtures", "agree"),
    ("The billing exporter lives in the acme/platform repo under exporter/",
     "The exporter was spun out into acme/billing-exporter last sprint, history kept.", "update"),
])
def test_paths(older: str, newer: str, expected: str) -> None:
    assert rel(older, newer) == expected, compare(older, newer)


@pytest.mark.parametrize(("older", "newer", "expected"), [
    ("The auth service is called auth-svc", "renamed auth-svc to identity-svc", "update"),
    ("The CLI is named helix", "The CLI is now named hx", "update"),
    ("The default branch is called master", "Renamed the default branch from master to main", "update"),
    ("The Python package is named helix_memory", "The Python package is named helix", "conflict"),
    ("renamed auth-svc to identity-svc", "The identity service is called identity-svc", "agree"),
    ("The default branch is main.", "The default branch is now trunk.", "update"),
    ("The CLI entry point is helix.cli.main", "Renamed helix.cli.main to helix.cli.app", "update"),
    ("The fixtures live in tests/fixtures", "Renamed tests/fixtures to tests/data", "update"),
    ("The members' newsletter is branded 'Field Notes'.", "The members' newsletter is called 'Trail Letter'.", "conflict"),
    ("The members' newsletter is branded ‘Field Notes’.", "The members' newsletter is called 'Field Notes'.", "agree"),
    ("Our image resizing service is called pixelpress.",
     "Please call the resizing service imgforge everywhere, alerts and wiki pages included.", "update"),
])
def test_names(older: str, newer: str, expected: str) -> None:
    assert rel(older, newer) == expected, compare(older, newer)


def test_a_name_asked_for_is_a_name_claim_and_calling_an_api_is_none() -> None:
    c = only("Call the billing job nightly-bill from now on.", "name")
    assert (c.subject, c.value, c.change) == ("billing job", "nightly-bill", True)
    assert not [c for c in extract("We call the payments api twice per order.") if c.attribute == "name"]


@pytest.mark.parametrize(("older", "newer", "expected"), [
    ("The label printer server sits in the dispatch office.",
     "The label printer server is now racked in the warehouse comms cupboard.", "update"),
    ("The NAS is located in the basement server room.", "The NAS sits in the third-floor print room.", "conflict"),
    ("The NAS is located in the basement server room.", "The NAS lives in the server room, rack 2.", "agree"),
])
def test_places(older: str, newer: str, expected: str) -> None:
    assert rel(older, newer) == expected, compare(older, newer)


def test_a_place_is_said_up_to_its_head_word_and_another_things_place_is_not_compared() -> None:
    c = only("The door controller sits in the lobby cabinet at the north entrance.", "place")
    assert (c.subject, c.value) == ("door controller", "lobby cabinet")
    assert rel("The door controller sits in the lobby cabinet.", "The camera recorder sits in the roof plant room.") \
        == "unrelated"


def test_rename_claim_shape() -> None:
    c = only("renamed auth-svc to identity-svc", "name")
    assert (c.value, c.previous, c.change) == ("identity-svc", "auth-svc", True)


# -- policies with polarity -----------------------------------------------------------------------


@pytest.mark.parametrize(("older", "newer", "expected"), [
    ("Always squash commits before merging", "We no longer squash commits", "update"),
    ("Never deploy on Fridays", "Deploys on Fridays are fine now", "update"),
    ("Don't use print for logging", "use print for logging", "conflict"),
    ("Never deploy on Fridays", "Deploying on Fridays is forbidden", "agree"),
    ("Force-pushing to main is not allowed", "Force-pushing to main is fine", "conflict"),
    ("Type hints are required in new code.", "Type hints are optional in new code.", "conflict"),
    ("We always rebase feature branches onto main", "We stopped rebasing feature branches", "update"),
    ("Commits must be squashed before merging", "Always squash commits before merging", "agree"),
    ("Never commit secrets to the repo", "Commit the lockfile to the repo", "unrelated"),
    ("Don't push to main", "Push the branch and open a pull request", "unrelated"),
])
def test_policies(older: str, newer: str, expected: str) -> None:
    assert rel(older, newer) == expected, compare(older, newer)


def test_policy_claim_shape() -> None:
    c = only("Never deploy on Fridays", "policy")
    assert (c.value, c.polarity, c.change) == ("deploy on fridays", False, False)
    n = only("We no longer squash commits", "policy")
    assert (n.polarity, n.change) == (False, True)


# -- look-alikes that must not be update or conflict ----------------------------------------------


@pytest.mark.parametrize(("older", "newer"), [
    ("uses PostgreSQL", "uses PostgreSQL 16 with pgbouncer"),
    ("The billing service uses PostgreSQL", "The billing service uses PostgreSQL and Redis"),
    ("billing uses PostgreSQL and MongoDB", "billing uses MongoDB"),
    ("the API timeout is 30 s", "the DB pool timeout is 5 s"),
    ("Listed the files in billing", "Listed the files in tests"),
    ("Ran pytest in tests/unit", "Ran pytest in tests/integration"),
    ("Edited src/api/app.py", "Edited src/db/models.py"),
    ("the cache holds 512 MB", "the cache TTL is 60 s"),
    ("The billing service uses PostgreSQL", "should we switch to MongoDB?"),
    ("The billing service uses PostgreSQL", "Maybe we could move billing to MongoDB"),
    ("The billing service uses PostgreSQL", "We plan to migrate billing to MongoDB next quarter"),
    ("tests don't need Docker", "the API uses Docker"),
    ("The billing service uses PostgreSQL", "The billing service uses Redis"),
    ("billing uses PostgreSQL", "analytics uses ClickHouse"),
    ("We use PostgreSQL", "billing now uses MongoDB"),
    ("Moved the fixtures to tests/data", "Moved the helpers to tests/utils"),
    ("The API listens on port 8080", "The metrics exporter listens on port 9100"),
    ("Use ruff for linting", "Use black for formatting"),
    ("LOG_LEVEL=debug", "max_workers = 8"),
    ("The answer timed out after 30 s", "The build took 4 min"),
    ("The build runs in about 4 minutes.", "The build runs in about 6 minutes."),
    ("Tests use pytest with the xdist plugin.", "Tests run in parallel with xdist."),
    ("The branch is stale.", "The branch is green."),
    ("Type hints are required.", "Type hints are allowed."),
    ("Switched to the feature/login branch", "Switched to the main branch"),
    ("Bumped the version to 0.2.0 in the changelog draft", "Deleted the stale branch feature/old-ui"),
])
def test_look_alikes_are_not_updates_or_conflicts(older: str, newer: str) -> None:
    v = compare(older, newer)
    assert v.relation in ("agree", "unrelated"), (older, newer, v)


def test_identical_texts_agree() -> None:
    assert rel(TECH_OLD, TECH_OLD) == "agree"
    assert rel("Never deploy on Fridays", "never deploy on fridays.") == "agree"


def test_refinement_agrees() -> None:
    assert rel("uses PostgreSQL", "uses PostgreSQL 16 with pgbouncer") == "agree"


@pytest.mark.parametrize("text", [
    "should we switch to MongoDB?",
    "Should billing move to MongoDB",
    "What if we replaced Postgres with MongoDB",
    "If we move to Kubernetes, the deploy script breaks",
    "We might switch to uv eventually",
    "Considering switching to ruff",
    "TODO: migrate billing to MongoDB",
    "Tried increasing the API timeout to 60 s but it still fails",
])
def test_questions_and_hypotheticals_make_no_claim(text: str) -> None:
    assert extract(text) == []


def test_preferences_flip_only_on_the_same_value() -> None:
    older = "The user prefers tabs over spaces in Makefiles."
    v = compare(older, "The user now prefers spaces in Makefiles.")
    assert v.relation == "update" and v.new_value == "spaces"
    assert rel("The user prefers tabs", "The user prefers dark mode") == "unrelated"


def test_unknown_tool_versions_and_labels() -> None:
    assert rel("The TUI is built on Textual 8.2.", "The TUI now uses Textual 8.3") == "update"
    assert rel("Note: the API timeout is 10 s", "Update: the API timeout is now 20 s") == "update"
    assert only("User said: don't touch the legacy billing code.", "policy").polarity is False


def test_ports_need_something_served() -> None:
    assert extract("Error: connection refused on localhost:5432 - Postgres was down.") == []
    assert only("The dev server runs at localhost:3000", "number").subject == "dev server port"
    assert only("The server started on port 8000.", "number").subject == "server port"


def test_routine_log_lines_make_no_claim() -> None:
    for text in ("Listed the files in billing", "Ran the test suite", "Opened tests/fixtures/a.json",
                 "Read src/helix/main.py and found the bug"):
        assert extract(text) == [], text


# -- subject matching -----------------------------------------------------------------------------


def test_default_same_subject() -> None:
    assert default_same_subject("billing service database", "billing database")
    assert default_same_subject("timeout", "api timeout")
    assert default_same_subject("max_workers", "max workers")
    assert not default_same_subject("api timeout", "db pool timeout")
    assert not default_same_subject("log_level", "db_log_level")
    assert not default_same_subject("api port", "metrics exporter port")


def test_caller_hook_decides_subjects() -> None:
    older, newer = "The API timeout is 10 s", "The gateway timeout is now 30 s"
    assert rel(older, newer) == "unrelated"
    def timeouts(a: str, b: str) -> bool:
        return a.endswith("timeout") and b.endswith("timeout")

    assert compare(older, newer, same_subject=timeouts).relation == "update"

    def broken(a: str, b: str) -> bool:
        raise RuntimeError("hook failed")

    assert compare(older, newer, same_subject=broken).relation == "unrelated"


# -- robustness and speed -------------------------------------------------------------------------


def test_deterministic() -> None:
    text = ("The billing service uses PostgreSQL as its database. The API timeout is 10 s; "
            "LOG_LEVEL=debug. Never deploy on Fridays. The fixtures live in tests/fixtures.")
    assert extract(text) == extract(text)
    assert len({c.attribute for c in extract(text)}) == 5


def test_non_strings_and_empty() -> None:
    assert extract("") == [] and extract("   ") == []
    assert extract(None) == []  # type: ignore[arg-type]
    v = compare("", "billing uses MongoDB")
    assert isinstance(v, Verdict) and v.relation == "unrelated"
    assert compare(None, 3).relation == "unrelated"  # type: ignore[arg-type]


def test_long_text_is_capped_and_fast() -> None:
    text = "".join(f"Listed the files in billing and read src/api/app.py. The service{i} timeout is {i} s, "
                   f"and worker{i} uses PostgreSQL as its database. " for i in range(600))
    assert len(text) > 60_000
    start = time.perf_counter()
    claims = extract(text)
    elapsed = time.perf_counter() - start
    assert len(claims) == 48  # the cap
    assert claims[0].subject == "service0 timeout"
    assert elapsed < 1.0
    worst = "moved x to " * 4000 + "replaced a with " * 2000 + "a=" * 8000 + "1." * 8000
    start = time.perf_counter()
    extract(worst)
    compare(worst, worst[::-1])
    assert time.perf_counter() - start < 2.0


def _cpu_seconds(fn: Callable[[], object], number: int) -> float:
    """CPU time per call (process time leaves out the time a loaded machine keeps us waiting)."""
    start = time.process_time()
    for _ in range(number):
        fn()
    return (time.process_time() - start) / number


def test_extract_is_fast_on_short_texts() -> None:
    texts = [
        "The billing service uses PostgreSQL as its database, and the API timeout is 10 s now.",
        "Listed the files in billing, then ran pytest in tests/unit and everything passed fine today.",
        "Never deploy on Fridays; LOG_LEVEL=debug in staging, and the fixtures live in tests/fixtures.",
        "Fixed the flaky test in test_api.py by waiting for the server to come up before the first call.",
    ]
    assert all(len(t) < 200 for t in texts)

    def run() -> None:
        for t in texts:
            extract(t)

    # Compared with a fixed pure-Python workload (~9 µs on a desktop) measured the same way, so the bound
    # scales with the machine: extract is about 4.5x the reference (~40 µs on a desktop); 15x is the bound.
    reference = min(_cpu_seconds(lambda: sum(range(1000)), 200) for _ in range(5))
    per_text = min(_cpu_seconds(run, 20) for _ in range(5)) / len(texts)
    assert per_text < 15 * reference, (per_text, reference)


prop = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
words = st.sampled_from([
    "uses", "PostgreSQL", "MongoDB", "now", "no longer", "is", "are", "30", "s", "ms", "=", ":", "port",
    "8080",
    "moved", "to", "from", "replaced", "with", "renamed", "tests/data", "src/api.py", "never", "always",
    "don't", "the", "API", "timeout", "billing", "LOG_LEVEL", "?", ".", ";", ",", "instead of", "`", "(", ")",
    "1.21", "v2", "->", "→", "fine", "called", "it", "they", "as", "its", "database", "for", "and", "\n",
])


@prop
@given(text=st.text(max_size=600))
def test_extract_never_raises_on_arbitrary_text(text: str) -> None:
    claims = extract(text)
    assert isinstance(claims, list)
    assert all(isinstance(c, Claim) and c.subject and c.value for c in claims)


@prop
@given(a=st.lists(words, max_size=30).map(" ".join), b=st.lists(words, max_size=30).map(" ".join))
def test_compare_never_raises_on_claim_like_text(a: str, b: str) -> None:
    claims = extract(a)
    assert isinstance(claims, list) and len(claims) <= 48
    v = compare(a, b)
    assert v.relation in ("agree", "update", "conflict", "unrelated")
    assert isinstance(v.reason, str) and v.reason
    assert compare(a, a).relation in ("agree", "unrelated")


@prop
@given(a=st.text(max_size=300), b=st.text(max_size=300))
def test_compare_never_raises_on_arbitrary_text(a: str, b: str) -> None:
    v = compare(a, b)
    assert v.relation in ("agree", "update", "conflict", "unrelated")


@prop
@given(a=st.one_of(st.text(max_size=300), st.lists(words, max_size=30).map(" ".join)),
       b=st.lists(words, max_size=30).map(" ".join))
def test_the_never_raise_guard_is_a_backstop_not_a_mask(a: str, b: str) -> None:
    """The internals themselves do not raise: the public guard must not be hiding a bug."""
    assert isinstance(claims_module._extract(a), list)
    claims_module._compare(a, b, None)


# -- names in quotes, how much of a thing sits where ----------------------------------------------


@pytest.mark.parametrize(("older", "newer", "expected"), [
    # a product's name in quotes is the whole quoted name: two names of one brand differ
    ('The customer app is branded "Harbor Pay".', 'The customer app is listed as "Harbor Wallet" in both stores.',
     "conflict"),
    ('The customer app is called "Harbor Pay".', 'Starting with the 3.0 release the customer app ships as "Tidepool".',
     "update"),
    ('The customer app is branded "Harbor Pay".', 'The customer app is listed as "Harbor Pay" in both stores.',
     "agree"),
])
def test_quoted_names_are_read_whole(older: str, newer: str, expected: str) -> None:
    assert rel(older, newer) == expected


def test_listed_as_without_quotes_names_nothing() -> None:
    assert not [c for c in extract("The nightly job is listed as failed in the dashboard.") if c.attribute == "name"]


def test_a_name_that_is_being_retired_is_no_name() -> None:
    assert not [c for c in extract("The old name is being retired everywhere.") if c.attribute == "name"]


def test_how_much_of_it_runs_there_does_not_hide_where() -> None:
    assert rel("Order processing runs on Heroku.", "Order processing runs entirely on AWS as of this week.") \
        == "update"


def test_a_subject_said_with_more_words_is_still_one_subject() -> None:
    """"online ticket refunds" and "ticket refunds" name one thing: the other provider in a long note
    disagrees, though the note says much else."""
    from tests.judging import disagrees

    fact = "Online ticket refunds are processed through Braintree."
    note = "Ticket refunds go through Adyen, that is the acquirer the finance office signed with; the box office " \
           "has never refunded cards any other way."
    assert compare(fact, note).one_subject
    assert disagrees(fact, note)
    # two subjects that share words but neither holds the other stay apart
    assert not compare(fact, "Online ticket sales are processed through Adyen.").one_subject
