"""Contradictions and knowledge updates, as a coding agent's memory would meet them.

Each case starts with a statement a person asserted (a user-asserted fact or decision), followed by
one to three later notes: episodes an agent captured while working, or further user-asserted facts.
The expected outcome says what a careful memory should do with the later notes:

- ``update``: the later text announces a change ("moved", "replaced", "renamed", "no longer", "now"),
  so the original should be proposed for supersession (never silently overwritten);
- ``conflict``: the later text states something incompatible without saying that anything changed,
  so the pair should be flagged for a person to resolve;
- ``none``: a look-alike that shares words with the original but does not contradict it
  (a compatible refinement, a different subject, another project, a routine note, agreement).

The wording is ours and deliberately varied; nothing in the engine knows these sentences. Every
fourth case (``index % 4 == 3``) is held out: tune on the rest, check on those.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

FAMILIES = ("technology", "setting", "policy", "rename", "move")
LOOKALIKE = "lookalike"
VARIANTS = ("refinement", "different-subject", "other-scope", "routine", "agreement")
OUTCOMES = ("update", "conflict", "none")
HOLDOUT_EVERY = 4


@dataclass(frozen=True)
class Note:
    """A later note: an agent's episode by default, or a user-asserted fact."""

    text: str
    date: str  # ISO 8601, naive = UTC
    origin: str = "agent-ingested"
    kind: str = "episode"
    scope: str | None = None  # None: the case's scope
    contradicts: bool = True  # False for a note that agrees with the original (reinforcing it is fine)

    @property
    def at(self) -> datetime:
        return datetime.fromisoformat(self.date)


@dataclass(frozen=True)
class Case:
    name: str
    family: str  # one of FAMILIES, or LOOKALIKE
    expected: str  # one of OUTCOMES
    scope: str
    original: str
    date: str  # when the original was asserted
    later: tuple[Note, ...]
    kind: str = "fact"  # the original's kind: fact or decision
    variant: str | None = None  # for look-alikes: one of VARIANTS

    @property
    def at(self) -> datetime:
        return datetime.fromisoformat(self.date)


def user(text: str, date: str, *, kind: str = "fact", scope: str | None = None,
         contradicts: bool = True) -> Note:
    """A later note a person asserted."""
    return Note(text, date, origin="user-asserted", kind=kind, scope=scope, contradicts=contradicts)


def agent(text: str, date: str, *, scope: str | None = None, contradicts: bool = True) -> Note:
    """A later note an agent captured while working."""
    return Note(text, date, scope=scope, contradicts=contradicts)


CASES: tuple[Case, ...] = (
    # 0
    Case("billing-postgres-to-mongo", "technology", "update", "project:billing",
         "The billing service stores invoices in PostgreSQL.", "2025-01-06T10:00",
         (agent("Ran the invoice totals report against the billing PostgreSQL replica; numbers match "
                "finance's export.", "2025-01-13T15:20", contradicts=False),
          agent("Started migrating billing's invoice storage from PostgreSQL to MongoDB; the new "
                "invoices collection is live on staging.", "2025-02-03T11:05"),
          user("Billing has been moved to MongoDB; PostgreSQL is no longer used for invoices.",
               "2025-02-17T09:30"))),
    # 1
    Case("gateway-timeout-raised", "setting", "update", "project:webapp",
         "The API gateway timeout for upstream calls is 30 seconds.", "2025-01-08T14:00",
         (agent("Raised the API gateway upstream timeout from 30 s to 60 s because report exports "
                "kept timing out.", "2025-02-11T16:40"),)),
    # 2
    Case("ledger-postgres-refined", LOOKALIKE, "none", "project:ledger",
         "The ledger service uses PostgreSQL.", "2025-01-07T11:00",
         (agent("The ledger service uses PostgreSQL 16 with pgbouncer in transaction mode.",
                "2025-02-05T13:30"),), variant="refinement"),
    # 3
    Case("migrations-transaction-dropped", "policy", "update", "project:billing",
         "Always run the billing database migrations inside a single transaction.", "2025-01-09T09:15",
         (agent("We no longer wrap billing migrations in one transaction: the invoice backfill runs in "
                "batches of 10k rows outside it.", "2025-03-04T10:10"),), kind="decision"),
    # 4
    Case("invoice-runner-renamed", "rename", "update", "project:billing",
         "The invoicing worker service is called invoice-runner.", "2025-01-10T10:00",
         (agent("Renamed invoice-runner to billing-worker; the Grafana dashboards and PagerDuty alerts "
                "still need the new name.", "2025-03-12T17:00"),)),
    # 5
    Case("components-moved", "move", "update", "project:webapp",
         "The web app's React components live in src/components.", "2025-01-13T09:40",
         (agent("Moved the React components from src/components to packages/ui/src so the admin app "
                "can share them.", "2025-02-24T15:00"),
          agent("Fixed the broken imports after the move: everything now imports from packages/ui.",
                "2025-02-24T16:30"))),
    # 6
    Case("reports-timeouts-differ", LOOKALIKE, "none", "project:reports",
         "The timeout for the reports API is 30 seconds.", "2025-01-15T12:00",
         (agent("The timeout for the reports database connection pool is 5 seconds.",
                "2025-02-12T10:00"),), variant="different-subject"),
    # 7
    Case("redux-vs-zustand", "technology", "conflict", "project:webapp",
         "The web app's frontend state is managed with Redux Toolkit.", "2025-01-14T10:20",
         (agent("The web app's frontend state is managed with Zustand stores.", "2025-03-03T14:45"),),
         kind="decision"),
    # 8
    Case("ingest-workers-count", "setting", "conflict", "project:ingest",
         "The ingest workers run with max_workers = 8.", "2025-01-16T09:00",
         (agent("Ingest worker settings in prod: max_workers = 16.", "2025-02-20T11:15"),)),
    # 9
    Case("generated-client-committed", "policy", "update", "project:webapp",
         "Never commit the generated API client code to the repository.", "2025-01-17T16:00",
         (user("We now commit the generated API client code, so CI no longer needs the OpenAPI "
               "generator installed.", "2025-03-18T10:30"),), kind="decision"),
    # 10
    Case("celery-replaced-by-rq", "technology", "update", "project:ingest",
         "The ingest pipeline queues its jobs with Celery on RabbitMQ.", "2025-01-20T10:00",
         (agent("Replaced Celery with RQ in the ingest pipeline; workers now pull jobs from Redis.",
                "2025-03-10T15:30"),
          agent("Deleted the RabbitMQ vhost the ingest queue used to need.", "2025-03-11T09:10"))),
    # 11
    Case("default-branch-renamed", "rename", "update", "project:webapp",
         "The default branch of the web app repository is master.", "2025-01-22T09:00",
         (agent("Renamed the default branch of the web app repository from master to main and "
                "updated the CI triggers.", "2025-02-26T11:45"),)),
    # 12
    Case("analytics-port-other-project", LOOKALIKE, "none", "project:analytics",
         "The service listens on port 8080.", "2025-01-21T11:30",
         (agent("The service listens on port 9000.", "2025-02-18T14:00", scope="project:crm"),),
         variant="other-scope"),
    # 13
    Case("migrations-folder-moved", "move", "update", "project:billing",
         "Billing's database migrations are in billing/migrations.", "2025-01-23T14:10",
         (user("The billing migrations moved to db/migrations/billing as part of the monorepo cleanup.",
               "2025-03-20T09:00"),)),
    # 14
    Case("staging-port-changed", "setting", "update", "project:infra",
         "The staging Postgres server listens on port 5432.", "2025-01-24T10:00",
         (agent("Changed the staging Postgres port to 6432; clients now connect through pgbouncer.",
                "2025-03-06T16:00"),)),
    # 15
    Case("crm-checks-routine", LOOKALIKE, "none", "project:crm",
         "Ran the full test suite for the crm app before the release.", "2025-01-27T15:00",
         (agent("Ran the lint checks for the crm app before the release.", "2025-01-27T15:20"),
          agent("Ran the type checks for the crm app before the release.", "2025-01-27T15:35")),
         variant="routine"),
    # 16
    Case("squash-vs-merge-commit", "policy", "conflict", "project:ingest",
         "Always squash-merge pull requests in the ingest repository.", "2025-01-28T09:30",
         (user("Pull requests in the ingest repository are merged with a merge commit, never squashed.",
               "2025-03-14T10:00"),), kind="decision"),
    # 17
    Case("search-elastic-to-opensearch", "technology", "update", "project:search",
         "Search indexing runs on Elasticsearch 7.", "2025-01-29T11:00",
         (agent("Switched search indexing from Elasticsearch to OpenSearch after the licence change; "
                "the cluster runs OpenSearch 2.11 now.", "2025-03-25T13:00"),)),
    # 18
    Case("crm-ci-agreement", LOOKALIKE, "none", "project:crm",
         "CI for the crm app runs on GitHub Actions.", "2025-01-31T09:00",
         (agent("Our crm pipelines are GitHub Actions workflows; every push triggers the test job.",
                "2025-02-21T10:10"),), variant="agreement"),
    # 19
    Case("kafka-topic-differs", "rename", "conflict", "project:ingest",
         "Ingest events land in the Kafka topic raw-events.", "2025-01-30T10:00",
         (agent("Ingest events land in the Kafka topic ingest.events.v2.", "2025-03-19T12:30"),)),
    # 20
    Case("python-version-differs", "setting", "conflict", "project:billing",
         "The billing service requires Python 3.10.", "2025-02-03T09:00",
         (user("The billing service requires Python 3.12.", "2025-04-01T09:30"),)),
    # 21
    Case("reports-pdf-refined", LOOKALIKE, "none", "project:reports",
         "Reports are rendered to PDF with WeasyPrint.", "2025-02-06T11:00",
         (agent("Reports are rendered to PDF with WeasyPrint 61, using the bundled fonts in assets/fonts.",
                "2025-03-05T10:00"),), variant="refinement"),
    # 22
    Case("deploy-days-lifted", "policy", "update", "project:infra",
         "Deploys to production happen only on Tuesdays and Thursdays.", "2025-02-05T09:00",
         (user("Deploys to production are no longer restricted to Tuesdays and Thursdays; we deploy on "
               "any weekday now.", "2025-04-02T09:00"),), kind="decision"),
    # 23
    Case("ingest-config-path-differs", "move", "conflict", "project:ingest",
         "The ingest pipeline reads its settings from config/ingest.yaml.", "2025-02-04T10:30",
         (agent("The ingest pipeline reads its settings from deploy/ingest/settings.yaml.",
                "2025-03-27T15:00"),)),
    # 24
    Case("mobile-retrofit-vs-ktor", "technology", "conflict", "project:mobile",
         "The mobile app makes its HTTP calls with Retrofit.", "2025-02-07T10:00",
         (agent("The mobile app makes its HTTP calls with the Ktor client.", "2025-03-21T14:00"),
          agent("Checked the mobile network layer: every request goes through the Ktor client.",
                "2025-03-28T11:00"))),
    # 25
    Case("search-env-renamed", "rename", "update", "project:search",
         "The search endpoint is configured with the SEARCH_URL environment variable.", "2025-02-10T09:45",
         (agent("SEARCH_URL was renamed to SEARCH_ENDPOINT; the old variable is no longer read.",
                "2025-04-03T10:00"),)),
    # 26
    Case("jobs-workers-differ", LOOKALIKE, "none", "project:analytics",
         "The export job runs with max_workers = 8.", "2025-02-12T10:00",
         (agent("The import job runs with max_workers = 4.", "2025-03-12T10:30"),),
         variant="different-subject"),
    # 27
    Case("rate-limit-lowered", "setting", "update", "project:search",
         "The search API rate limit is 100 requests per minute per key.", "2025-02-11T13:00",
         (agent("Lowered the search API rate limit from 100 to 60 requests per minute per key after the "
                "scraping incident.", "2025-04-07T16:20"),)),
    # 28
    Case("crm-files-routine", LOOKALIKE, "none", "project:crm",
         "Listed the files in crm/sync to find the retry logic.", "2025-02-28T14:00",
         (agent("Listed the files in crm/tests to find the retry tests.", "2025-02-28T14:10"),),
         variant="routine"),
    # 29
    Case("screenshots-policy-conflict", "policy", "conflict", "project:docs",
         "Docs pages must not embed screenshots.", "2025-02-14T10:00",
         (agent("Docs pages should embed a screenshot of each screen they describe.", "2025-04-04T15:00"),),
         kind="decision"),
    # 30
    Case("deploy-days-other-project", LOOKALIKE, "none", "project:crm",
         "Releases of the crm app go out only on Mondays.", "2025-02-24T09:00",
         (agent("Releases go out every day.", "2025-03-24T09:30", scope="project:analytics"),),
         variant="other-scope"),
    # 31
    Case("reports-email-agreement", LOOKALIKE, "none", "project:reports",
         "Never write customer email addresses to the logs.", "2025-02-18T09:00",
         (agent("Made sure the new report logger masks customer email addresses before writing a line.",
                "2025-03-19T16:00"),), kind="decision", variant="agreement"),
    # 32
    Case("authctl-name-conflict", "rename", "conflict", "project:auth",
         "The admin command line tool of the auth service is authctl.", "2025-02-19T10:00",
         (user("The admin command line tool of the auth service is auth-admin.", "2025-04-14T09:00"),)),
    # 33
    Case("session-cookie-shortened", "setting", "update", "project:auth",
         "Session cookies expire after 24 hours.", "2025-02-20T15:00",
         (agent("Session cookies now expire after 8 hours; security asked us to shorten them.",
                "2025-04-15T10:45"),)),
    # 34
    Case("mobile-flags-local", "policy", "update", "project:mobile",
         "Feature flags in the mobile app are always evaluated on the server.", "2025-02-21T10:00",
         (agent("Mobile feature flags are no longer evaluated on the server; the app evaluates them "
                "locally from a cached rule set.", "2025-04-16T13:15"),), kind="decision"),
    # 35
    Case("auth-hs256-to-rs256", "technology", "update", "project:auth",
         "Auth tokens are signed with HS256 using a shared secret.", "2025-02-17T11:00",
         (agent("Auth now signs tokens with RS256 instead of HS256; the public key is served at "
                "/.well-known/jwks.json.", "2025-04-10T14:30"),)),
    # 36
    Case("docs-built-with-mkdocs", "technology", "conflict", "project:docs",
         "The documentation site is built with Sphinx.", "2025-02-25T11:00",
         (user("The documentation site is built with MkDocs Material.", "2025-04-17T10:00"),)),
    # 37
    Case("min-android-differs", "setting", "conflict", "project:mobile",
         "The mobile app's minimum supported Android version is API level 24.", "2025-02-26T10:00",
         (agent("The mobile app's minimum supported Android version is API level 26.",
                "2025-04-18T15:30"),)),
    # 38
    Case("docs-folder-differs", "move", "conflict", "project:docs",
         "The docs are published from the docs/ folder of the main repository.", "2025-02-27T09:30",
         (agent("The docs are published from the website/ folder of the main repository.",
                "2025-04-21T11:00"),)),
    # 39
    Case("terraform-state-moved", "move", "update", "project:infra",
         "Terraform state for staging is kept in the S3 bucket acme-tf-staging.", "2025-02-13T09:00",
         (agent("Moved the staging Terraform state to the acme-tfstate bucket under the staging/ prefix.",
                "2025-04-09T11:00"),)),
    # 40
    Case("backup-time-differs", "setting", "conflict", "project:infra",
         "The nightly database backup runs at 02:00 UTC.", "2025-03-03T09:00",
         (agent("The nightly database backup runs at 04:30 UTC.", "2025-04-22T08:00"),)),
    # 41
    Case("ledger-python-agreement", LOOKALIKE, "none", "project:ledger",
         "The ledger service runs on Python 3.12.", "2025-03-06T09:00",
         (agent("Upgraded ledger's dev tooling to ruff 0.6 and pytest 8; still on Python 3.12.",
                "2025-04-08T10:00"),), variant="agreement"),    # 42
    Case("dashboards-refined", LOOKALIKE, "none", "project:analytics",
         "Analytics dashboards are defined in the dashboards/ folder.", "2025-03-05T11:00",
         (agent("Analytics dashboards are defined in the dashboards/ folder, one JSON file per team "
                "under dashboards/teams/.", "2025-04-02T14:00"),), variant="refinement"),
    # 43
    Case("crm-repos-differ", LOOKALIKE, "none", "project:crm",
         "The crm frontend repository is called crm-web.", "2025-03-04T10:00",
         (agent("The crm backend repository is called crm-api.", "2025-03-26T10:00"),),
         variant="different-subject"),

)


# Routine notes for the all-in-one store: what an agent logs between the interesting moments.
NOISE: tuple[tuple[str, str, str], ...] = (
    ("project:billing", "Ran pytest for billing: 318 passed, 2 skipped.", "2025-01-15T10:00"),
    ("project:billing", "Opened billing/api/invoices.py to trace the rounding bug.", "2025-02-06T09:20"),
    ("project:billing", "Bumped stripe to 8.2 in billing's requirements.", "2025-03-07T14:00"),
    ("project:webapp", "Ran the Playwright suite for the web app: 41 passed.", "2025-01-20T16:00"),
    ("project:webapp", "Opened src/routes/login.tsx to follow the redirect loop.", "2025-02-14T11:00"),
    ("project:webapp", "Rebased the checkout-redesign branch onto the default branch.", "2025-03-13T10:30"),
    ("project:ingest", "Tailed the ingest worker logs for ten minutes; no errors.", "2025-02-10T15:00"),
    ("project:ingest", "Wrote a test for the duplicate-event filter in ingest.", "2025-03-24T13:00"),
    ("project:infra", "Checked the staging disk usage: 61% used.", "2025-02-18T09:00"),
    ("project:infra", "Renewed the staging TLS certificate with certbot.", "2025-03-17T10:00"),
    ("project:search", "Reindexed the products index on staging; took 14 minutes.", "2025-02-27T16:00"),
    ("project:search", "Read the OpenSearch docs on index aliases.", "2025-04-01T11:00"),
    ("project:auth", "Added a test for expired refresh tokens in auth.", "2025-03-10T10:00"),
    ("project:auth", "Reviewed the login rate limiter in auth; no change needed.", "2025-04-08T15:00"),
    ("project:mobile", "Built the mobile release candidate 3.4.0-rc1.", "2025-03-14T17:00"),
    ("project:mobile", "Ran the mobile unit tests on the emulator: all green.", "2025-04-11T12:00"),
    ("project:docs", "Fixed three broken links in the docs getting-started page.", "2025-03-11T09:30"),
    ("project:docs", "Previewed the docs site locally before the release.", "2025-04-10T09:00"),
    ("project:crm", "Opened crm/sync/retry.py to check the backoff constants.", "2025-02-28T14:20"),
    ("project:crm", "Ran the crm migrations on a copy of production.", "2025-03-18T11:00"),
    ("project:reports", "Generated the monthly report for March on staging.", "2025-04-01T08:30"),
    ("project:ledger", "Ran the ledger reconciliation job by hand; 0 mismatches.", "2025-03-20T10:00"),
    ("project:analytics", "Checked the export job's last run: 2.1M rows in 9 minutes.", "2025-03-25T09:00"),
    ("global", "Updated the local Docker Desktop to 4.30.", "2025-03-01T09:00"),
)


def held_out(index: int) -> bool:
    """The fixed held-out rule: every fourth case."""
    return index % HOLDOUT_EVERY == HOLDOUT_EVERY - 1


def split_of(index: int) -> str:
    return "holdout" if held_out(index) else "tune"


def contradiction_cases() -> list[tuple[int, Case]]:
    return [(i, c) for i, c in enumerate(CASES) if c.expected != "none"]


def lookalike_cases() -> list[tuple[int, Case]]:
    return [(i, c) for i, c in enumerate(CASES) if c.expected == "none"]
