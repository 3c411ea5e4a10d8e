"""Claims: what a memory asserts, and whether a later memory agrees with it, updates it or contradicts it.

This is the $0 path of contradiction and update detection (SPEC §7 guardrails, §8 contradiction flags):
no model, no dependency beyond ``re``, deterministic, and fast enough to run over thousands of episodes.

Approach
--------
``extract`` splits a text into sentences and clauses and skips the ones that assert nothing: questions,
hypotheticals and attempts ("should we switch to MongoDB?", "maybe", "we could", "plan to", "tried").
Each remaining clause is lowercased once and run through the families whose cue words it contains
(a set lookup, so most patterns never run); each match yields a :class:`Claim` in one family
(``attribute``):

* ``tech``   - "billing uses PostgreSQL as its database", "moved billing's data to MongoDB",
  "replaced Postgres with MongoDB in billing", "sessions are cached in Redis", "lint with ruff".
  Values go through an alias table (postgres/pg → postgresql) and a category table (postgresql →
  database); the role is appended to the subject ("billing database"), so "billing uses Redis" (cache)
  never competes with "billing uses PostgreSQL" (database).
* ``number`` - values with units and versions: "the API timeout is 10 s", "max_workers = 8",
  "listens on port 8080", "Go 1.21 is the minimum", "embeddings have 384 dimensions". Units are
  normalised (sec/seconds → s) and compared by magnitude (30 s == 30000 ms); a size never competes
  with a duration.
* ``config`` - ``KEY=value``, ``key: value``, "LOG_LEVEL is info", "telemetry is disabled".
* ``path``   - "the fixtures live in tests/fixtures", "moved the fixtures to tests/data".
* ``place``  - where a thing stands, as a room or a site: "the control server sits in the pump house control
  room"; a place said short ("the server room") is the same place.
* ``name``   - "the auth service is called auth-svc", "renamed auth-svc to identity-svc"; a rename also
  outdates a tech, config or path claim whose value was the old name.
* ``policy`` - imperatives, habits and rules with a polarity: "Always squash commits", "We no longer
  squash commits", "Never deploy on Fridays", "Deploys on Fridays are fine now".

A sentence that announces a change (now, switched, migrated, moved to, renamed, no longer, from X to Y,
replaced X with Y, instead of, as of <date>, bumped/raised/lowered to, ...) marks all of its claims with
``change``; "from X to Y" / "replaced X with Y" / "renamed X to Y" / "X instead of Y" also record
``previous``.

``compare`` pairs the claims of the older and the newer text that share a family and a subject (the
caller may supply ``same_subject``; the default compares stemmed content words, see
:func:`default_same_subject`) and decides: ``agree`` (same value and polarity), ``update`` (a different
value or a flipped polarity, and the newer text announces a change or names the older value as its
previous one), ``conflict`` (the same without a change), or ``unrelated``. Update outranks conflict,
conflict outranks agree. A claim the other text also restates never produces a conflict, so "uses
PostgreSQL" vs "uses PostgreSQL and MongoDB" is agreement, not a contradiction.

Limits
------
Pattern-based English only: a miss beats a false alarm, so unknown shapes yield no claim ("keep
functions under 50 lines" vs "functions may be longer" is missed). Two different tools for one subject
compete only when the category table, a role noun ("the queue is ...") or an explicit "as its X"/"for
X" puts them in the same role; for unknown tools only "replaced X with Y"/"instead of" wording or a
flipped polarity counts. A subject with no entity ("we use PostgreSQL") is not compared by value with
one that has an entity ("billing uses MongoDB"). Subjects are short noun phrases with coreference only
for "it/they" within one text, and the default matcher accepts containment, so "the timeout" and "the
staging API timeout" are the same subject (the caller's IDF/MiniLM hook can be stricter). Measurements
restated with a new value and no change word ("coverage is 85%" then "87%") read as conflicts;
durations after "runs in" and "takes" are not claims. Work is capped: the first 32,000 characters,
400 characters a sentence, 160 candidate sentences, 48 claims a text. About 4-5x the cost of
``sum(range(1000))`` for a 200-character text (~40 µs on a desktop).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

__all__ = ["Claim", "Verdict", "compare", "default_same_subject", "extract", "technologies"]

MAX_TEXT = 32_000
MAX_SENTENCE = 400
MAX_CANDIDATES = 160
MAX_CLAUSES = 6
MAX_CLAIMS = 48


@dataclass(frozen=True)
class Claim:
    """One assertion: ``subject`` has ``value`` in family ``attribute`` (or has not, if ``polarity`` is
    False)."""

    subject: str
    attribute: str
    value: str
    polarity: bool
    change: bool
    previous: str | None
    span: str


@dataclass(frozen=True)
class Verdict:
    """How a newer text relates to an older one, with the values that differ."""

    relation: str
    reason: str
    old_value: str | None
    new_value: str | None
    attribute: str | None
    # both claims give a setting of one subject of two words or more ("mqtt broker port"): the texts speak
    # of one thing whatever their sentences open with
    one_subject: bool = False


# -- vocabulary -----------------------------------------------------------------------------------

_CATEGORIES: dict[str, tuple[str, ...]] = {
    "database": ("postgresql", "mongodb", "mysql", "mariadb", "sqlite", "dynamodb", "cassandra",
                 "cockroachdb", "clickhouse", "duckdb", "snowflake", "bigquery", "oracle", "sql server",
                 "firestore", "supabase", "neo4j", "couchdb", "redshift", "spanner", "timescaledb", "influxdb",
                 "cosmos db", "aurora", "planetscale", "yugabytedb", "tidb", "scylladb", "couchbase", "hbase",
                 "vertica", "teradata", "athena", "trino", "presto", "databricks", "singlestore", "questdb", "apache druid",
                 "druid", "apache pinot", "pinot",
                 "ibm db2", "sap hana", "arangodb", "alloydb", "azure synapse", "leveldb", "rocksdb", "lmdb",
                 "firebase realtime database", "bigtable", "aerospike", "apache hive", "memgraph",
                 "amazon neptune", "surrealdb", "ravendb", "rethinkdb", "foundationdb"),
    "cache": ("redis", "memcached", "valkey", "hazelcast", "keydb", "varnish",
              "dragonflydb", "ehcache"),
    "queue": ("rabbitmq", "kafka", "sqs", "nats", "celery", "rq", "sidekiq", "redis streams", "kinesis",
              "pulsar", "activemq", "pub/sub",
              "redpanda", "zeromq", "azure service bus", "azure event hubs", "amazon mq", "ibm mq", "goodjob", "solid queue",
              "eventbridge", "nsq", "beanstalkd", "bullmq", "rocketmq", "dramatiq", "huey", "resque",
              "google cloud tasks", "oban"),
    "language": ("python", "go", "rust", "java", "kotlin", "ruby", "php", "c#", "c++", "javascript",
                 "typescript", "elixir", "scala", "swift",
                 "haskell", "clojure", "erlang", "ocaml", "f#", "dart", "lua", "perl", "objective-c", "zig",
                 "matlab", "fortran", "cobol", "solidity", "powershell"),
    "runtime": ("node.js", "deno", "bun"),
    "frontend": ("react", "vue", "angular", "svelte", "next.js", "solidjs", "preact", "nuxt", "sveltekit", "gatsby",
                 "lightning js", "backbone.js", "jquery",
                 "angularjs", "ember.js", "alpine.js", "htmx", "qwik", "lit-element", "blazor",
                 "phoenix liveview"),
    "framework": ("django", "flask", "fastapi", "express", "rails", "spring", "laravel", "nestjs", "koa", "sinatra",
                  "quarkus", "micronaut", "ktor", "actix", "symfony", "asp.net core", "starlette", "tornado",
                  "fastify", "hapi.js", "hono", "play framework", "dropwizard", "vert.x", "codeigniter",
                  "cakephp", "gin-gonic", "axum", "sanic", "javalin"),
    "testing": ("pytest", "unittest", "nose", "jest", "vitest", "mocha", "junit", "testng", "rspec", "minitest",
                "phpunit", "jasmine", "karma", "ava",
                "xunit", "nunit", "mstest", "googletest", "kotest", "xctest"),
    "packaging": ("pip", "poetry", "uv", "pipenv", "conda", "npm", "yarn", "pnpm",
                  "pdm", "nuget", "cocoapods", "swift package manager", "vcpkg", "rubygems", "conan"),
    "linter": ("ruff", "flake8", "pylint", "eslint", "golangci-lint", "rubocop", "stylelint", "oxlint", "clippy",
               "tslint", "jshint",
               "shellcheck", "hadolint", "checkstyle", "swiftlint", "ktlint", "phpstan", "pyflakes", "tflint",
               "detekt", "staticcheck"),
    "formatter": ("black", "prettier", "isort", "gofmt", "gofumpt", "rustfmt", "clang-format", "yapf", "autopep8",
                  "swiftformat", "google-java-format", "scalafmt", "ktfmt"),
    "typechecker": ("mypy", "pyright", "pyre", "pytype"),
    "containers": ("docker", "podman", "docker compose",
                   "containerd", "cri-o", "lxc", "buildah", "apptainer", "charliecloud", "colima",
                   "orbstack"),
    "filesystem": ("lustre", "beegfs", "gpfs", "ibm spectrum scale", "cephfs", "glusterfs", "weka", "zfs", "btrfs"),
    "shipping": ("easypost", "shippo", "shipstation", "shipengine", "sendcloud", "aftership"),
    "hpcscheduler": ("slurm", "pbs pro", "openpbs", "torque", "htcondor", "ibm lsf", "sge", "grid engine"),
    "orchestration": ("kubernetes", "nomad", "ecs",
                      "docker swarm", "apache mesos"),
    "ci": ("github actions", "gitlab ci", "jenkins", "circleci", "travis", "teamcity", "buildkite",
           "bitbucket pipelines", "azure pipelines", "concourse", "tekton", "codebuild", "cloud build", "woodpecker",
           "drone ci", "appveyor", "bitrise", "semaphore ci", "aws codepipeline"),
    "payments": ("stripe", "adyen", "braintree", "paypal", "mollie", "checkout.com", "paddle", "chargebee", "recurly",
                 "worldpay",
                 "authorize.net", "razorpay", "paystack", "flutterwave", "klarna", "gocardless", "elavon", "fiserv",
                 "global payments", "square payments", "cybersource", "payu", "dlocal", "mercado pago",
                 "afterpay"),
    "email": ("sendgrid", "mailgun", "postmark", "mailjet", "amazon ses", "sparkpost", "mandrill",
              "mailersend", "resend.com"),
    # newsletters and campaigns: a project often sends them through another service than its transactional mail
    "emailmarketing": ("mailchimp", "brevo", "sendinblue", "klaviyo", "constant contact", "activecampaign",
                       "salesforce marketing cloud", "campaign monitor", "convertkit", "customer.io",
                       "marketo"),
    "sms": ("twilio", "vonage", "messagebird", "amazon sns", "plivo", "sinch",
            "telnyx", "infobip", "clicksend"),
    "auth": ("auth0", "okta", "keycloak", "cognito", "shibboleth", "azure ad", "entra id", "ping identity", "fusionauth",
             "supertokens", "firebase auth",
             "stytch", "workos", "authentik", "zitadel", "ory", "onelogin", "clerk.dev", "descope",
             "frontegg", "forgerock", "nextauth.js"),
    "ssoprotocol": ("saml", "openid connect", "oidc", "oauth", "ldap", "kerberos"),
    "flags": ("launchdarkly", "flagsmith", "growthbook",
              "split.io", "configcat", "statsig", "flipt"),
    "cdn": ("cloudfront", "fastly", "akamai", "cloudflare", "bunnycdn", "keycdn", "stackpath", "azure cdn",
            "azure front door", "google cloud cdn"),
    "secrets": ("hashicorp vault", "aws kms", "secrets manager", "1password", "bitwarden", "doppler", "infisical",
                "azure key vault", "google secret manager", "sops", "sealed secrets", "cyberark", "lastpass",
                "aws parameter store"),
    "dataorch": ("airflow", "dagster", "prefect", "luigi",
                 "argo workflows", "kubeflow", "aws step functions", "metaflow", "nextflow", "snakemake", "cromwell",
                 "kestra", "flyte"),
    "di": ("hilt", "koin",
           "guice", "autofac", "dagger", "swinject"),
    "rtos": ("freertos", "zephyr", "threadx",
             "vxworks", "qnx", "mbed os", "nuttx"),
    "editor": ("prosemirror", "tiptap", "codemirror",
               "monaco editor", "quill.js", "ckeditor", "tinymce", "slate.js"),
    "desktop": ("electron", "tauri",
                "pyqt", "gtk", "wpf", "javafx", "tkinter", "qt", "winforms"),
    "hosting": ("aws", "gcp", "azure", "heroku", "fly.io", "vercel", "netlify", "on-premises", "hetzner", "ovh",
                "digitalocean", "linode",
                "oracle cloud", "ibm cloud", "alibaba cloud", "scaleway", "vultr", "github pages",
                "cloudflare pages", "render.com", "railway.app", "koyeb", "firebase hosting"),
    "webserver": ("nginx", "apache", "caddy", "traefik",
                  "lighttpd", "iis", "openresty"),
    "search": ("elasticsearch", "opensearch", "meilisearch", "algolia", "typesense", "solr",
               "vespa", "manticore search", "zincsearch", "quickwit", "apache lucene", "azure ai search",
               "coveo", "amazon kendra"),
    "orm": ("sqlalchemy", "peewee", "prisma",
            "typeorm", "sequelize", "drizzle orm", "entity framework", "gorm", "django orm", "knex",
            "hibernate orm", "mybatis", "jooq", "doctrine orm", "eloquent orm", "activerecord", "dapper",
            "mongoose"),
    "http": ("requests", "httpx", "aiohttp", "axios",
             "urllib3", "okhttp", "alamofire", "retrofit", "ktor client", "volley", "urlsession", "guzzle",
             "faraday", "reqwest", "superagent", "node-fetch", "undici", "restsharp", "moya"),
    "iac": ("terraform", "ansible", "pulumi", "cloudformation", "opentofu", "crossplane", "chef", "puppet", "saltstack",
            "aws cdk", "azure bicep", "serverless framework", "aws sam", "cdktf", "terragrunt"),
    "build": ("make", "bazel", "cmake", "webpack", "vite", "esbuild", "rollup",
              "gradle", "maven", "sbt", "msbuild", "ninja", "meson", "apache ant", "turbopack", "parceljs",
              "rspack", "swc"),
    "monorepo": ("lerna", "nx", "turborepo", "rush", "pants", "buck2"),
    "linker": ("gnu ld", "lld", "ld.lld", "ld.gold", "ld64"),
    "logging": ("loguru", "structlog", "winston", "pino", "log4j", "logback", "zerolog", "serilog", "slf4j", "log4net",
                "nlog", "logrus", "monolog"),
    "pooler": ("pgbouncer",
               "pgpool-ii", "proxysql"),
    "objectstore": ("s3", "gcs", "minio",
                    "azure blob storage", "backblaze b2", "cloudflare r2", "ceph", "wasabi",
                    "digitalocean spaces"),
    "monitoring": ("sentry", "datadog", "prometheus", "grafana", "new relic", "honeycomb", "bugsnag", "rollbar",
                   "dynatrace", "appdynamics", "elastic apm", "signoz", "zabbix", "nagios", "pingdom",
                   "honeybadger", "application insights", "cloudwatch", "raygun", "airbrake", "appsignal",
                   "crashlytics", "instabug"),
    "logs": ("splunk", "loki", "papertrail", "logstash", "graylog", "sumo logic",
             "loggly", "mezmo", "cloudwatch logs", "coralogix", "logz.io", "elk stack"),
    "paging": ("pagerduty", "opsgenie", "victorops", "incident.io",
               "xmatters", "grafana oncall", "rootly"),
    "tracker": ("jira", "youtrack", "asana", "trello",
                "clickup", "monday.com", "basecamp", "redmine", "linear.app", "pivotal tracker",
                "azure boards"),
    "wiki": ("confluence", "bookstack",
             "mediawiki", "dokuwiki", "notion.so", "wiki.js"),
    "chat": ("slack", "microsoft teams", "mattermost", "discord", "zulip",
             "rocket.chat", "google chat", "webex"),
    "artifacts": ("artifactory", "nexus", "verdaccio", "jfrog",
                  "github packages", "codeartifact", "cloudsmith", "azure artifacts"),
    "analytics": ("amplitude", "mixpanel", "looker", "metabase", "tableau",
                  "google analytics", "posthog", "plausible analytics", "heap analytics", "matomo",
                  "fullstory", "hotjar", "power bi", "apache superset", "pendo", "logrocket", "qlik sense",
                  "quicksight"),
    "maps": ("google maps", "mapbox", "osrm", "tomtom", "valhalla", "graphhopper", "nominatim", "openstreetmap",
             "maplibre", "leaflet.js", "openlayers", "cesiumjs", "deck.gl", "arcgis", "bing maps",
             "apple maps", "azure maps", "opencage", "pelias", "openrouteservice", "mapquest", "what3words",
             "maptiler"),
    "pdf": ("wkhtmltopdf", "weasyprint", "puppeteer", "playwright", "headless chrome", "chromium", "gotenberg",
            "reportlab", "pdfkit", "prince",
            "jasperreports", "crystal reports", "itext", "jspdf", "pdfbox", "pypdf", "pdf-lib", "pdfmake", "fpdf",
            "pspdfkit"),
    "scheduler": ("cron", "temporal", "celery beat", "quartz", "hangfire", "sidekiq-cron",
                  "systemd timers", "rundeck", "apscheduler", "camunda", "control-m", "netflix conductor",
                  "inngest"),
    "pushes": ("onesignal", "firebase cloud messaging", "airship", "braze", "clevertap", "moengage"),
    "pos": ("toast", "square", "clover", "lightspeed", "revel", "ncr aloha", "oracle micros"),
    "mobile": ("react native", "flutter", "swiftui", "jetpack compose", "xamarin", "ionic", "capacitor",
               "kotlin multiplatform", "cordova",
               "dotnet maui", "nativescript"),
    "state": ("redux", "zustand", "mobx", "recoil", "jotai", "pinia", "vuex", "ngrx", "xstate", "riverpod"),
    "charts": ("chart.js", "echarts", "d3", "highcharts", "recharts", "plotly", "vega-lite", "nivo",
               "apexcharts", "matplotlib", "seaborn", "bokeh"),
    "images": ("imagemagick", "libvips", "graphicsmagick", "pillow", "thumbor", "imgproxy", "opencv"),
    "mltracking": ("mlflow", "weights & biases", "neptune.ai", "comet ml", "clearml", "tensorboard"),
    "modelserving": ("torchserve", "triton", "bentoml", "seldon", "kserve", "ray serve", "tensorflow serving", "vllm",
                     "onnx runtime", "text generation inference", "sglang", "tensorrt", "openvino"),
    "cliparser": ("argparse", "typer", "cobra", "clap", "docopt", "yargs", "commander.js"),
    "docs": ("sphinx", "mkdocs", "docusaurus", "jekyll", "vitepress", "mdbook", "gitbook", "readthedocs",
             "eleventy", "doxygen", "redoc", "swagger ui", "docfx", "mintlify"),
    "etl": ("dbt", "fivetran", "airbyte", "stitch", "meltano",
            "matillion", "talend", "informatica", "azure data factory", "aws glue", "apache nifi", "debezium",
            "ssis"),
    "streaming": ("flink", "apache spark", "spark streaming", "kafka streams", "apache beam", "storm",
                  "ksqldb", "google cloud dataflow"),
    "featurestore": ("feast", "tecton", "hopsworks"),
    "appserver": ("gunicorn", "uvicorn", "tomcat", "jetty", "puma", "passenger", "waitress",
                  "uwsgi", "wildfly", "weblogic", "websphere", "hypercorn"),
    "mqttbroker": ("mosquitto", "emqx", "hivemq", "vernemq",
                   "aws iot core", "azure iot hub"),
    "e2e": ("cypress", "selenium", "webdriverio", "testcafe", "detox", "appium",
            "nightwatch.js", "robot framework", "xcuitest", "katalon"),
    "cd": ("argo cd", "argocd", "spinnaker", "octopus deploy", "fluxcd", "aws codedeploy", "argo rollouts"),
    "transitrouting": ("opentripplanner", "motis", "r5", "navitia"),
    "apiprotocol": ("soap", "grpc", "graphql", "json-rpc", "thrift", "odata", "trpc"),
    "tracing": ("jaeger", "zipkin", "grafana tempo", "lightstep", "aws x-ray", "skywalking"),
    "ingress": ("ingress-nginx", "envoy", "envoy gateway", "istio", "linkerd", "kong", "contour", "haproxy",
                "apigee", "aws api gateway", "tyk", "azure api management", "apisix", "consul connect",
                "gravitee", "krakend", "spring cloud gateway"),
    "kyc": ("onfido", "jumio", "veriff", "sumsub", "stripe identity", "trulioo",
            "socure", "idnow"),
    "transcoding": ("ffmpeg", "aws elemental mediaconvert", "bitmovin", "mux", "zencoder",
                    "gstreamer", "libav", "elastic transcoder", "brightcove"),
    "logshipper": ("fluentd", "fluent bit", "filebeat", "promtail", "logagent", "cribl", "rsyslog",
                   "syslog-ng"),
    "metricsstore": ("thanos", "victoriametrics", "cortex", "mimir", "graphite", "m3db"),
    "vectordb": ("pinecone", "weaviate", "qdrant", "milvus", "pgvector", "chromadb", "faiss", "lancedb",
                 "marqo"),
    "esign": ("docusign", "adobe sign", "hellosign", "dropbox sign", "pandadoc",
              "signnow"),
    "gds": ("amadeus", "sabre", "travelport"),
    "containerregistry": ("docker hub", "ecr", "gcr", "ghcr", "harbor", "quay",
                          "azure container registry"),
    "vpn": ("wireguard", "openvpn", "tailscale", "zerotier",
            "ipsec", "strongswan", "zscaler", "twingate", "cisco anyconnect"),
    "cms": ("contentful", "strapi", "wordpress", "drupal", "storyblok", "prismic",
            "sanity.io", "ghost cms", "joomla", "directus", "umbraco", "sitecore", "adobe experience manager",
            "wagtail", "webflow", "arc xp", "wix", "squarespace", "payload cms"),
    "solver": ("or-tools", "timefold", "optaplanner", "gurobi", "cplex", "hexaly", "vroom", "jsprit", "highs", "scip",
               "mosek"),
    "motionplanner": ("ompl", "pilz industrial motion planner", "chomp", "stomp", "trajopt", "cumotion"),
    "dds": ("cyclone dds", "fast dds", "rti connext", "zenoh"),
    "coverage": ("cargo-tarpaulin", "cargo-llvm-cov", "grcov", "coverage.py", "istanbul", "nyc", "jacoco", "kcov",
                 "gcovr", "simplecov", "coverlet", "kover"),
    "lpwan": ("lorawan", "zigbee", "z-wave", "nb-iot", "lte-m", "sigfox", "wirepas"),
    "ocr": ("tesseract", "aws textract", "textract", "abbyy", "google document ai", "azure form recognizer",
            "easyocr", "google cloud vision", "paddleocr", "openalpr", "amazon rekognition"),
    "compression": ("zstd", "zstandard", "oodle", "lz4", "brotli", "gzip", "snappy", "xz"),
    "cssframework": ("tailwind css", "bootstrap css", "bulma", "zurb foundation", "material ui", "chakra ui",
                     "ant design", "vuetify", "shadcn ui", "daisyui", "mantine", "radix ui",
                     "angular material"),
    "imagecdn": ("cloudinary", "imgix", "uploadcare", "imagekit", "cloudflare images"),
    "pacs": ("dcm4chee", "orthanc", "sectra pacs", "centricity pacs", "aws healthimaging",
             "agfa enterprise imaging", "fujifilm synapse"),
    "dicomviewer": ("ohif", "osirix", "weasis"),
    "hl7engine": ("mirth connect", "lyniate rhapsody", "infor cloverleaf", "corepoint",
                  "intersystems healthshare"),
    "fhirserver": ("hapi fhir", "firely server", "aws healthlake", "medplum", "smile cdr"),
    "ehr": ("cerner", "athenahealth", "eclinicalworks", "allscripts", "epic systems", "meditech",
            "practice fusion", "openemr"),
    "telephony": ("asterisk pbx", "freeswitch", "amazon connect", "genesys cloud", "ringcentral", "five9",
                  "talkdesk", "aircall"),
    "videosdk": ("agora.io", "daily.co", "opentok", "twilio video", "jitsi", "livekit", "janus webrtc", "mediasoup",
                 "zoom video sdk", "amazon chime sdk"),
    "machinetranslation": ("google translate", "deepl", "amazon translate", "microsoft translator", "systran",
                           "libretranslate"),
    "l10nplatform": ("lokalise", "crowdin", "transifex", "weblate", "phraseapp", "smartling"),
    "speechtotext": ("openai whisper", "deepgram", "assemblyai", "google speech-to-text",
                     "amazon transcribe", "azure speech", "speechmatics"),
    "texttospeech": ("elevenlabs", "amazon polly", "google text-to-speech", "play.ht", "coqui tts"),
    "accountingsoftware": ("quickbooks", "xero", "freshbooks", "sage intacct", "zoho books", "myob"),
    "erp": ("sap", "netsuite", "odoo", "epicor", "acumatica", "jd edwards", "erpnext"),
    "crm": ("salesforce", "hubspot", "zoho crm", "pipedrive", "dynamics 365", "sugarcrm", "freshsales",
            "keap"),
    "ecommerce": ("shopify", "magento", "woocommerce", "bigcommerce", "salesforce commerce cloud",
                  "prestashop", "commercetools", "shopware", "saleor", "sap commerce cloud"),
    "cdp": ("twilio segment", "rudderstack", "mparticle", "snowplow", "hightouch"),
    "abtesting": ("optimizely", "vwo", "google optimize", "ab tasty", "adobe target"),
    "notebookenv": ("jupyter", "google colab", "apache zeppelin"),
    "mlframework": ("pytorch", "tensorflow", "jax", "keras", "scikit-learn", "xgboost", "lightgbm",
                    "catboost", "fastai"),
    "llmprovider": ("openai", "anthropic", "google gemini", "azure openai", "amazon bedrock", "mistral ai",
                    "ollama", "llama.cpp", "cohere", "groq", "together ai", "deepseek", "openrouter"),
    "mlplatform": ("sagemaker", "vertex ai", "azure machine learning"),
    "llmframework": ("langchain", "llamaindex", "semantic kernel", "dspy", "crewai", "langgraph"),
    "graphqlserver": ("apollo server", "graphql yoga", "hasura", "aws appsync", "hot chocolate"),
    "coordination": ("etcd", "zookeeper", "hashicorp consul"),
    "serialization": ("protobuf", "avro", "msgpack", "flatbuffers", "capnproto", "apache parquet"),
    "spreadsheetlib": ("openpyxl", "xlsxwriter", "apache poi", "sheetjs", "exceljs"),
    "gameengine": ("unity", "unreal engine", "godot", "cryengine", "gamemaker", "pygame", "defold",
                   "cocos2d-x", "libgdx"),
    "graphicsapi": ("vulkan", "opengl", "directx", "webgl", "webgpu"),
    "graphics3d": ("three.js", "babylon.js", "pixi.js"),
    "testcloud": ("browserstack", "sauce labs", "lambdatest", "aws device farm", "firebase test lab"),
    "loadtest": ("k6", "jmeter", "gatling", "locust"),
    "filesharing": ("dropbox", "google drive", "sharepoint", "onedrive", "nextcloud"),
    "helpdesk": ("zendesk", "freshdesk", "intercom", "servicenow", "help scout", "jira service management",
                 "freshservice", "salesforce service cloud", "zoho desk"),
    "hris": ("bamboohr", "personio", "hibob", "adp", "deel", "successfactors", "paychex"),
    "bookingtool": ("calendly", "cal.com", "acuity scheduling"),
    "captcha": ("recaptcha", "hcaptcha", "cloudflare turnstile"),
    "formbuilder": ("typeform", "surveymonkey", "jotform", "google forms", "tally.so"),
    "ipaas": ("zapier", "n8n", "ifttt", "workato", "mulesoft", "make.com", "boomi", "power automate"),
    "datacatalog": ("collibra", "alation", "unity catalog", "microsoft purview", "datahub"),
    "tableformat": ("delta lake", "apache iceberg", "apache hudi"),
    "dataframelib": ("pandas", "polars", "dask"),
    "realtimeapi": ("pubnub", "socket.io", "signalr", "centrifugo", "pusher", "ably", "phoenix channels", "mercure",
                    "soketi"),
    "barcode": ("zxing", "zbar", "scandit", "dynamsoft barcode reader", "quaggajs"),
    "calendar": ("microsoft exchange", "google calendar", "caldav", "nylas", "cronofy"),
    "ebooks": ("overdrive", "cloudlibrary", "hoopla", "axis 360"),
    "weatherapi": ("openweathermap", "solcast", "tomorrow.io", "visual crossing", "meteomatics", "dark sky",
                   "accuweather", "weatherbit"),
    "scadaprotocol": ("modbus", "dnp3", "opc ua", "iec 61850", "bacnet", "profinet", "ethercat", "profibus",
                      "canopen"),
    "iiifserver": ("cantaloupe", "iipsrv", "iipimage", "loris", "digilib"),
    "recordlinkage": ("splink", "zingg"),
    "dns": ("route 53", "powerdns", "cloudflare dns", "dnsimple", "google cloud dns"),
    "vcs": ("mercurial", "subversion", "perforce", "plastic scm"),
    "sast": ("semgrep", "codeql", "checkmarx", "veracode", "brakeman", "checkov"),
    "depscan": ("snyk", "trivy", "grype", "owasp dependency-check", "pip-audit"),
    "codequality": ("sonarqube", "codeclimate", "codacy"),
    # roles added with the wider vocabulary: each groups products a team would swap one for another
    "serverless": ("aws lambda", "azure functions", "google cloud functions", "cloudflare workers",
                   "google cloud run"),
    "virtualization": ("vmware vsphere", "proxmox", "hyper-v", "virtualbox"),
    "k8spackaging": ("kubernetes helm", "kustomize"),
    "metricsagent": ("telegraf", "collectd"),
    "waf": ("aws waf", "modsecurity", "imperva"),
    "authz": ("open policy agent", "openfga", "casbin"),
    "cronmonitor": ("cronitor", "healthchecks.io"),
    "backuptool": ("veeam", "restic", "velero", "pgbackrest"),
    "dbmigrations": ("flyway", "liquibase", "sqitch", "dbmate"),
    "gpucompute": ("cuda", "rocm"),
    # libraries inside an app (mobile ones first)
    "mocking": ("mockito", "mockk", "sinon.js", "nsubstitute"),
    "datafetching": ("tanstack query", "apollo client"),
    "mobiledb": ("realm db", "objectbox", "android room", "swiftdata", "grdb", "sqflite"),
    "imageloading": ("picasso", "kingfisher", "sdwebimage"),
    "reactivelib": ("rxjava", "rxswift", "rxjs"),
    "jsonlib": ("gson", "moshi", "jackson-databind", "newtonsoft.json"),
    "mobileattribution": ("appsflyer", "branch.io"),
    # machine learning
    "ondeviceml": ("coreml", "tensorflow lite", "tensorflow.js"),
    "llmobservability": ("langsmith", "langfuse"),
    "gpucloud": ("coreweave", "runpod"),
    "nlplib": ("spacy", "nltk"),
    # money
    "payouts": ("payoneer", "tipalti", "dwolla"),
    "cardissuing": ("marqeta", "lithic"),
    "corebanking": ("mambu", "thought machine", "temenos"),
    "openbanking": ("plaid", "truelayer", "yodlee"),
    "taxengine": ("avalara", "taxjar", "stripe tax"),
    "frauddetection": ("sift science", "signifyd"),
    # games and media
    "gamebackend": ("playfab", "nakama", "photon engine"),
    "anticheat": ("easy anti-cheat", "battleye"),
    "gameaudio": ("fmod studio", "wwise"),
    "streamingserver": ("wowza", "ant media server"),
    "videoplatform": ("vimeo", "kaltura", "wistia"),
    "videoplayer": ("video.js", "hls.js", "shaka player", "exoplayer"),
    "videocodec": ("h.264", "h.265", "av1", "vp9"),
    "audiocodec": ("opus codec", "flac"),
    "audioio": ("portaudio", "miniaudio", "rtaudio"),
    # embedded, industrial and robotics
    "microcontroller": ("stm32", "esp32", "nrf52", "rp2040"),
    "singleboard": ("raspberry pi", "nvidia jetson"),
    "embeddedsdk": ("esp-idf", "arduino", "micropython"),
    "embeddedide": ("keil mdk", "platformio"),
    "otaupdates": ("mender.io", "memfault"),
    "iotplatform": ("thingsboard", "blynk"),
    "scadahmi": ("ignition scada", "wincc", "factorytalk view"),
    "plcide": ("tia portal", "codesys", "twincat"),
    "processhistorian": ("aveva pi system", "canary historian"),
    "robotsim": ("gazebo sim", "isaac sim", "webots"),
    "robotslam": ("slam_toolbox", "rtab-map", "google cartographer"),
    "cadtool": ("autocad", "solidworks", "catia", "fusion 360", "onshape"),
    "bimtool": ("revit", "archicad"),
    "pcbdesign": ("kicad", "altium designer"),
    "plm": ("teamcenter", "ptc windchill"),
    "caesolver": ("ansys", "comsol"),
    "gisserver": ("geoserver", "mapserver"),
    "cmms": ("ibm maximo", "maximo", "sap pm", "fiix", "upkeep", "emaint", "infor eam", "hxgn eam", "limble"),
    "slicer": ("prusaslicer", "orcaslicer", "ultimaker cura", "bambu studio", "superslicer", "simplify3d"),
    "renderer": ("renderman", "prman", "v-ray", "octane render"),
    "astrodynamics": ("orekit", "skyfield", "poliastro", "gmat"),
    "lowlatencyipc": ("aeron", "chronicle queue"),
    "artsticketing": ("tessitura", "spektrix", "audienceview"),
    # health care
    "pharmacysystem": ("pioneerrx", "rx30"),
    "eprescribing": ("surescripts", "dosespot"),
    "lims": ("starlims", "benchling"),
    # logistics, hospitality, venues, schools, hiring
    "parcelcarrier": ("fedex", "united parcel service", "usps", "dhl", "royal mail"),
    "transportsystem": ("mercurygate", "oracle transportation management"),
    "warehousesystem": ("manhattan associates", "blue yonder"),
    "telematics": ("samsara", "geotab"),
    "lastmiledelivery": ("onfleet", "routific"),
    "hotelpms": ("opera pms", "cloudbeds", "apaleo"),
    "channelmanager": ("siteminder", "channex"),
    "eventticketing": ("ticketmaster", "eventbrite"),
    "accesscontrol": ("genetec", "verkada"),
    "learningplatform": ("moodle", "canvas lms", "blackboard learn"),
    "studentinfo": ("powerschool", "infinite campus"),
    "applicanttracking": ("greenhouse.io", "icims"),
}
_CATEGORY: dict[str, str] = {tech: role for role, techs in _CATEGORIES.items() for tech in techs}

_ALIASES: dict[str, str] = {tech: tech for tech in _CATEGORY}
_ALIASES.update({
    "pilz": "pilz industrial motion planner", "cyclonedds": "cyclone dds", "rmw_cyclonedds_cpp": "cyclone dds",
    "fastrtps": "fast dds", "fast-dds": "fast dds", "fastdds": "fast dds", "rmw_fastrtps_cpp": "fast dds",
    "fast rtps": "fast dds", "connext": "rti connext", "rmw_connextdds": "rti connext", "rmw_zenoh_cpp": "zenoh",
    "tarpaulin": "cargo-tarpaulin", "cargo tarpaulin": "cargo-tarpaulin", "llvm-cov": "cargo-llvm-cov",
    "cargo llvm-cov": "cargo-llvm-cov", "pytest-cov": "coverage.py", "lora": "lorawan", "zwave": "z-wave",
    "fcm": "firebase cloud messaging", "es6": "elasticsearch", "es7": "elasticsearch", "es8": "elasticsearch",
    "wordpress vip": "wordpress", "singularity": "apptainer", "singularityce": "apptainer", "lsf": "ibm lsf",
    "spectrum scale": "ibm spectrum scale",
    "ews": "microsoft exchange", "exchange web services": "microsoft exchange", "libby": "overdrive",
    "modbus tcp": "modbus", "modbus rtu": "modbus", "google geocoding": "google maps",
    "google geocoding api": "google maps", "janus": "janus webrtc", "ssms": "sql server",
    "postgres": "postgresql", "pg": "postgresql", "psql": "postgresql", "pgsql": "postgresql",
    "postgre": "postgresql", "mongo": "mongodb", "maria": "mariadb", "sqlite3": "sqlite",
    "dynamo": "dynamodb", "cockroach": "cockroachdb", "mssql": "sql server", "memcache": "memcached",
    "rabbit": "rabbitmq", "k8s": "kubernetes", "kube": "kubernetes", "js": "javascript",
    "ecmascript": "javascript", "ts": "typescript", "py": "python", "python3": "python",
    "cpython": "python", "golang": "go", "csharp": "c#", "cpp": "c++", "node": "node.js",
    "nodejs": "node.js", "reactjs": "react", "react.js": "react", "vuejs": "vue", "vue.js": "vue",
    "next": "next.js", "nextjs": "next.js", "expressjs": "express", "ruby on rails": "rails",
    "spring boot": "spring", "docker-compose": "docker compose", "gha": "github actions",
    "gh actions": "github actions", "circle ci": "circleci", "google cloud": "gcp", "fly": "fly.io",
    "elastic": "elasticsearch", "tf": "terraform", "makefile": "make", "pg bouncer": "pgbouncer",
    "amazon s3": "s3", "good_job": "goodjob", "good job": "goodjob", "rekognition": "amazon rekognition", "aws rekognition": "amazon rekognition",
    "teamcity ci": "teamcity", "aws ses": "amazon ses", "ses": "amazon ses", "vault": "hashicorp vault",
    "kms": "aws kms", "apache airflow": "airflow", "mwaa": "airflow", "crontab": "cron", "cronjob": "cron",
    "cron job": "cron", "sns": "amazon sns", "aws sns": "amazon sns", "saml 2.0": "saml", "saml2": "saml", "openid": "openid connect", "oauth2": "oauth",
    "on-prem": "on-premises", "on prem": "on-premises", "on premises": "on-premises", "data center": "on-premises",
    "datacenter": "on-premises", "data centre": "on-premises", "machine room": "on-premises",
    "server room": "on-premises", "amazon web services": "aws", "microsoft azure": "azure",
    "oauth 2.0": "oauth", "microsoft entra id": "entra id", "wandb": "weights & biases", "w&b": "weights & biases",
    "weights and biases": "weights & biases", "weights biases": "weights & biases", "chartjs": "chart.js", "otp": "opentripplanner", "vips": "libvips",
    "rn": "react native", "reactnative": "react native", "spark": "apache spark", "argo-cd": "argo cd",
    "triton inference server": "triton", "tf serving": "tensorflow serving", "mkdocs material": "mkdocs",
    "mkdocs-material": "mkdocs", "paddle billing": "paddle", "flux": "fluxcd", "flux cd": "fluxcd", "tempo": "grafana tempo",
    "mediaconvert": "aws elemental mediaconvert", "elemental mediaconvert": "aws elemental mediaconvert",
    "x-ray": "aws x-ray", "nginx ingress": "ingress-nginx", "active directory": "azure ad", "cron jobs": "cron", "temporal.io": "temporal",
    "ms sql": "sql server", "ms sql server": "sql server", "microsoft sql server": "sql server",
    "sqlserver": "sql server", "azure sql": "sql server", "azure sql database": "sql server",
    "sql azure": "sql server", "oracle db": "oracle", "oracle database": "oracle",
    "azure cosmos db": "cosmos db", "cosmosdb": "cosmos db", "mongodb atlas": "mongodb",
    "mongo atlas": "mongodb", "amazon redshift": "redshift", "aws redshift": "redshift",
    "google bigquery": "bigquery", "amazon dynamodb": "dynamodb", "aws dynamodb": "dynamodb",
    "amazon aurora": "aurora", "cloud spanner": "spanner", "google spanner": "spanner",
    "amazon athena": "athena", "aws athena": "athena", "cloud firestore": "firestore",
    "apache cassandra": "cassandra", "apache couchdb": "couchdb", "apache hbase": "hbase",
    "azure synapse analytics": "azure synapse", "yugabyte": "yugabytedb", "memsql": "singlestore",
    "motherduck": "duckdb", "percona server": "mysql", "prestodb": "presto", "databricks sql": "databricks",
    "google bigtable": "bigtable", "cloud bigtable": "bigtable", "sap hana cloud": "sap hana",
    "hana db": "sap hana", "dragonfly db": "dragonflydb", "apache kafka": "kafka", "confluent kafka": "kafka",
    "confluent cloud": "kafka", "amazon msk": "kafka", "aws msk": "kafka", "msk": "kafka",
    "amazon sqs": "sqs", "aws sqs": "sqs", "amazon kinesis": "kinesis", "aws kinesis": "kinesis",
    "kinesis data streams": "kinesis", "apache pulsar": "pulsar", "apache activemq": "activemq",
    "activemq artemis": "activemq", "apache rocketmq": "rocketmq", "nats jetstream": "nats",
    "nats.io": "nats", "google pub sub": "pub/sub", "gcp pub sub": "pub/sub", "zmq": "zeromq",
    "0mq": "zeromq", "event hubs": "azure event hubs", "azure event hub": "azure event hubs",
    "eventhubs": "azure event hubs", "amazon eventbridge": "eventbridge", "aws eventbridge": "eventbridge",
    "websphere mq": "ibm mq", "mqseries": "ibm mq", "fsharp": "f#", "objc": "objective-c",
    "obj-c": "objective-c", "angular.js": "angularjs", "emberjs": "ember.js", "alpinejs": "alpine.js",
    "lit-html": "lit-element", "litelement": "lit-element", "solid.js": "solidjs",
    "backbonejs": "backbone.js", "nuxt.js": "nuxt", "nuxtjs": "nuxt", "gatsbyjs": "gatsby",
    "gatsby.js": "gatsby", "sveltejs": "svelte", "svelte kit": "sveltekit", "qwik city": "qwik",
    "net maui": "dotnet maui", "maui": "dotnet maui", "phonegap": "cordova", "apache cordova": "cordova", "ionic framework": "ionic",
    "xamarin.forms": "xamarin", "xamarin forms": "xamarin", "react-native": "react native",
    "tailwindcss": "tailwind css", "twitter bootstrap": "bootstrap css", "bootstrap 3": "bootstrap css",
    "bootstrap 4": "bootstrap css", "bootstrap 5": "bootstrap css", "react-bootstrap": "bootstrap css",
    "ng-bootstrap": "bootstrap css", "foundation css": "zurb foundation", "material-ui": "material ui",
    "mui": "material ui", "chakra-ui": "chakra ui", "antd": "ant design", "shadcn": "shadcn ui",
    "daisy ui": "daisyui", "maplibre gl": "maplibre", "maplibre-gl": "maplibre", "leafletjs": "leaflet.js", "leaflet": "leaflet.js",
    "react-leaflet": "leaflet.js",
    "deckgl": "deck.gl", "esri": "arcgis", "esri arcgis": "arcgis", "arcgis online": "arcgis",
    "arcgis pro": "arcgis", "mapkit": "apple maps", "mapkit js": "apple maps",
    "open street map": "openstreetmap", "google maps platform": "google maps",
    "google maps api": "google maps", "mapbox gl": "mapbox", "mapbox gl js": "mapbox",
    "opencage geocoder": "opencage", "avconv": "libav", "aws elastic transcoder": "elastic transcoder",
    "amazon elastic transcoder": "elastic transcoder", "libavcodec": "ffmpeg", "imagekit.io": "imagekit",
    "dcm4chee-arc": "dcm4chee", "dcm4chee arc": "dcm4chee", "sectra": "sectra pacs",
    "ge centricity": "centricity pacs", "amazon healthimaging": "aws healthimaging",
    "aws health imaging": "aws healthimaging", "ohif viewer": "ohif", "osirix md": "osirix",
    "mirth": "mirth connect", "nextgen connect": "mirth connect",
    "rhapsody integration engine": "lyniate rhapsody", "orion rhapsody": "lyniate rhapsody",
    "hapi-fhir": "hapi fhir", "firely": "firely server", "vonk": "firely server",
    "healthlake": "aws healthlake", "amazon healthlake": "aws healthlake", "oracle health": "cerner",
    "oracle cerner": "cerner", "athena health": "athenahealth", "epic ehr": "epic systems",
    "epic emr": "epic systems", "veradigm": "allscripts", "argo workflow": "argo workflows",
    "kubeflow pipelines": "kubeflow", "cloud composer": "airflow", "google cloud composer": "airflow",
    "prefect cloud": "prefect", "systemd timer": "systemd timers", "quartz.net": "quartz",
    "quartz scheduler": "quartz", "temporal cloud": "temporal", "ory kratos": "ory", "ory hydra": "ory",
    "ory network": "ory", "firebase authentication": "firebase auth", "amazon cognito": "cognito",
    "aws cognito": "cognito", "azure ad b2c": "azure ad", "microsoft entra": "entra id", "entra": "entra id",
    "pingfederate": "ping identity", "pingone": "ping identity", "red hat sso": "keycloak",
    "stripe connect": "stripe", "stripe billing": "stripe", "braintree payments": "braintree",
    "paypal braintree": "braintree", "twilio sendgrid": "sendgrid", "mailchimp transactional": "mandrill",
    "postmarkapp": "postmark", "nexmo": "vonage", "twilio sms": "twilio", "freepbx": "asterisk pbx",
    "genesys": "genesys cloud", "genesys purecloud": "genesys cloud", "hivemq cloud": "hivemq",
    "eclipse mosquitto": "mosquitto", "aws iot": "aws iot core", "agora sdk": "agora.io",
    "vonage video api": "opentok", "vonage video": "opentok", "tokbox": "opentok", "jitsi meet": "jitsi",
    "deepl api": "deepl", "google translate api": "google translate",
    "google cloud translation": "google translate", "aws translate": "amazon translate",
    "azure translator": "microsoft translator", "bing translator": "microsoft translator",
    "whisper.cpp": "openai whisper", "faster-whisper": "openai whisper", "whisperx": "openai whisper",
    "aws transcribe": "amazon transcribe", "assembly ai": "assemblyai",
    "azure speech services": "azure speech", "cloud speech-to-text": "google speech-to-text",
    "eleven labs": "elevenlabs", "aws polly": "amazon polly", "google tts": "google text-to-speech",
    "quickbooks online": "quickbooks", "quickbooks desktop": "quickbooks", "intacct": "sage intacct",
    "sap s 4hana": "sap", "sap erp": "sap", "sap ecc": "sap", "sap business one": "sap",
    "oracle netsuite": "netsuite", "sfdc": "salesforce", "salesforce crm": "salesforce",
    "salesforce sales cloud": "salesforce", "hubspot crm": "hubspot", "microsoft dynamics": "dynamics 365",
    "ms dynamics": "dynamics 365", "dynamics crm": "dynamics 365", "microsoft dynamics 365": "dynamics 365",
    "d365": "dynamics 365", "sugar crm": "sugarcrm", "shopify plus": "shopify", "adobe commerce": "magento",
    "magento 2": "magento", "woo commerce": "woocommerce", "sfcc": "salesforce commerce cloud",
    "demandware": "salesforce commerce cloud", "salesforce commerce": "salesforce commerce cloud",
    "sanity cms": "sanity.io", "sanity studio": "sanity.io", "aem": "adobe experience manager",
    "wordpress.com": "wordpress", "ga4": "google analytics", "universal analytics": "google analytics",
    "google analytics 4": "google analytics", "piwik": "matomo", "plausible.io": "plausible analytics",
    "heap.io": "heap analytics", "powerbi": "power bi", "microsoft power bi": "power bi",
    "segment.io": "twilio segment", "segment.com": "twilio segment", "segment cdp": "twilio segment",
    "visual website optimizer": "vwo", "launch darkly": "launchdarkly", "newrelic": "new relic",
    "datadog apm": "datadog", "data dog": "datadog", "sentry.io": "sentry",
    "app insights": "application insights", "appinsights": "application insights",
    "amazon cloudwatch": "cloudwatch", "aws cloudwatch": "cloudwatch", "nagios xi": "nagios",
    "honeycomb.io": "honeycomb", "grafana cloud": "grafana", "logdna": "mezmo", "sumologic": "sumo logic",
    "splunk cloud": "splunk", "splunk on-call": "victorops", "pager duty": "pagerduty",
    "jira software": "jira", "jira cloud": "jira", "atlassian jira": "jira",
    "atlassian confluence": "confluence", "ms teams": "microsoft teams", "rocketchat": "rocket.chat",
    "slack connect": "slack", "aws codeartifact": "codeartifact", "sonatype nexus": "nexus",
    "nexus repository": "nexus", "jfrog artifactory": "artifactory", "amazon ecr": "ecr", "aws ecr": "ecr",
    "quay.io": "quay", "github container registry": "ghcr", "google container registry": "gcr",
    "dockerhub": "docker hub", "travis ci": "travis", "travis-ci": "travis", "gitlab-ci": "gitlab ci",
    "drone.io": "drone ci", "aws codebuild": "codebuild", "google cloud build": "cloud build",
    "terraform cloud": "terraform", "hcp terraform": "terraform", "terraform enterprise": "terraform",
    "ansible tower": "ansible", "awx": "ansible", "salt stack": "saltstack",
    "cloud formation": "cloudformation", "aws cloudformation": "cloudformation",
    "aws secrets manager": "secrets manager", "gcp secret manager": "google secret manager",
    "mozilla sops": "sops", "bitnami sealed secrets": "sealed secrets", "cyberark conjur": "cyberark",
    "conjur": "cyberark", "jupyterlab": "jupyter", "jupyter notebook": "jupyter",
    "jupyter notebooks": "jupyter", "jupyterhub": "jupyter", "ipython": "jupyter", "sklearn": "scikit-learn",
    "scikit learn": "scikit-learn", "openai api": "openai", "chatgpt api": "openai",
    "claude api": "anthropic", "anthropic api": "anthropic", "gemini api": "google gemini",
    "azure openai service": "azure openai", "aws bedrock": "amazon bedrock", "llamacpp": "llama.cpp",
    "llama-cpp": "llama.cpp", "llama-cpp-python": "llama.cpp", "amazon sagemaker": "sagemaker",
    "aws sagemaker": "sagemaker", "google vertex ai": "vertex ai", "azure ml": "azure machine learning",
    "azureml": "azure machine learning", "onnxruntime": "onnx runtime", "nvidia triton": "triton",
    "seldon core": "seldon", "kfserving": "kserve", "llama index": "llamaindex", "llama_index": "llamaindex",
    "langchain.js": "langchain", "langchainjs": "langchain", "chroma db": "chromadb", "zilliz": "milvus",
    "zilliz cloud": "milvus", "appsync": "aws appsync", "graphql-yoga": "graphql yoga",
    "hasura graphql engine": "hasura", "amazon api gateway": "aws api gateway",
    "azure apim": "azure api management", "apache apisix": "apisix", "kong gateway": "kong",
    "nginx plus": "nginx", "apache zookeeper": "zookeeper", "protocol buffers": "protobuf",
    "protobufs": "protobuf", "proto3": "protobuf", "apache avro": "avro", "messagepack": "msgpack",
    "capn proto": "capnproto", "cap n proto": "capnproto", "capnp": "capnproto", "apache thrift": "thrift",
    "unity3d": "unity", "unity engine": "unity", "ue4": "unreal engine", "ue5": "unreal engine",
    "unreal engine 4": "unreal engine", "unreal engine 5": "unreal engine", "godot engine": "godot",
    "godot 4": "godot", "gamemaker studio": "gamemaker", "direct3d": "directx", "d3d11": "directx",
    "d3d12": "directx", "directx 12": "directx", "opengl es": "opengl", "webgl2": "webgl",
    "threejs": "three.js", "babylonjs": "babylon.js", "react three fiber": "three.js", "gnu make": "make",
    "mvn": "maven", "apache maven": "maven", "ninja-build": "ninja", "bazelisk": "bazel", "gradlew": "gradle",
    "vitejs": "vite", "rollup.js": "rollup", "miniconda": "conda", "yarn berry": "yarn",
    "cocoa pods": "cocoapods", "gtest": "googletest", "google test": "googletest", "xunit.net": "xunit",
    "nightwatchjs": "nightwatch.js", "selenium webdriver": "selenium", "selenium grid": "selenium",
    "wdio": "webdriverio", "cypress.io": "cypress", "saucelabs": "sauce labs", "grafana k6": "k6",
    "apache jmeter": "jmeter", "11ty": "eleventy", "redocly": "redoc", "swagger-ui": "swagger ui",
    "jaeger tracing": "jaeger", "openzipkin": "zipkin", "fluent-bit": "fluent bit", "fluentbit": "fluent bit",
    "td-agent": "fluentd", "grafana mimir": "mimir", "victoria metrics": "victoriametrics",
    "azure blob": "azure blob storage", "azure blobs": "azure blob storage", "google cloud storage": "gcs",
    "aws s3": "s3", "ceph rgw": "ceph", "dropbox business": "dropbox", "sharepoint online": "sharepoint",
    "gdrive": "google drive", "adobe acrobat sign": "adobe sign", "helpscout": "help scout",
    "jira service desk": "jira service management", "zendesk support": "zendesk", "bamboo hr": "bamboohr",
    "adp workforce now": "adp", "google recaptcha": "recaptcha", "survey monkey": "surveymonkey",
    "mulesoft anypoint": "mulesoft", "azure purview": "microsoft purview", "hudi": "apache hudi",
    "iceberg tables": "apache iceberg", "socketio": "socket.io", "azure signalr": "signalr",
    "urban airship": "airship", "firebase messaging": "firebase cloud messaging", "route53": "route 53",
    "amazon route 53": "route 53", "aws route 53": "route 53", "svn": "subversion",
    "apache subversion": "subversion", "unity version control": "plastic scm", "plasticscm": "plastic scm",
    "github codeql": "codeql", "aqua trivy": "trivy", "code climate": "codeclimate", "pyqt5": "pyqt",
    "pyqt6": "pyqt", "gtk3": "gtk", "gtk4": "gtk", "gtk+": "gtk", "monaco-editor": "monaco editor",
    "quilljs": "quill.js", "ckeditor5": "ckeditor", "ckeditor 5": "ckeditor", "code mirror": "codemirror",
    "prose mirror": "prosemirror", "google guice": "guice", "dagger hilt": "hilt", "azure rtos": "threadx",
    "zephyr rtos": "zephyr", "amazon freertos": "freertos", "redux toolkit": "redux", "d3.js": "d3",
    "apache echarts": "echarts", "plotly.js": "plotly", "pil": "pillow", "pillow-simd": "pillow",
    "image magick": "imagemagick", "comet.ml": "comet ml", "informatica powercenter": "informatica",
    "stitch data": "stitch", "aws glue etl": "aws glue", "apache flink": "flink",
    "google dataflow": "google cloud dataflow", "pyspark": "apache spark", "apache storm": "storm",
    "spark structured streaming": "spark streaming", "structured streaming": "spark streaming",
    "flink sql": "flink", "jboss": "wildfly", "jboss eap": "wildfly", "oracle weblogic": "weblogic",
    "ibm websphere": "websphere", "apache tomcat": "tomcat", "eclipse jetty": "jetty",
    "express.js": "express", "spring framework": "spring", "spring mvc": "spring", "spring webflux": "spring",
    "springboot": "spring", "hapijs": "hapi.js", "vertx": "vert.x", "nest.js": "nestjs", "koa.js": "koa",
    "actix-web": "actix", "aspnetcore": "asp.net core", "python-requests": "requests",
    "ef core": "entity framework", "entity framework core": "entity framework", "knex.js": "knex",
    "drizzle-orm": "drizzle orm", "prisma orm": "prisma", "log4j2": "log4j", "docker desktop": "docker",
    "docker engine": "docker", "mesos": "apache mesos", "eks": "kubernetes", "gke": "kubernetes",
    "aks": "kubernetes", "amazon eks": "kubernetes", "aws eks": "kubernetes",
    "google kubernetes engine": "kubernetes", "azure kubernetes service": "kubernetes", "k3s": "kubernetes",
    "microk8s": "kubernetes", "openshift": "kubernetes", "amazon ecs": "ecs", "aws ecs": "ecs",
    "elastic container service": "ecs", "hashicorp nomad": "nomad", "aliyun": "alibaba cloud",
    "oracle cloud infrastructure": "oracle cloud", "ovhcloud": "ovh", "digital ocean": "digitalocean",
    "google cloud platform": "gcp", "hetzner cloud": "hetzner", "apache httpd": "apache", "httpd": "apache",
    "microsoft iis": "iis", "caddy server": "caddy", "elastic search": "elasticsearch",
    "amazon opensearch": "opensearch", "aws opensearch": "opensearch", "apache solr": "solr",
    "manticoresearch": "manticore search", "zinc search": "zincsearch", "lucene": "apache lucene",
    "azure cognitive search": "azure ai search", "vespa.ai": "vespa", "amazon cloudfront": "cloudfront",
    "aws cloudfront": "cloudfront", "cloudflare cdn": "cloudflare", "bunny.net": "bunnycdn",
    "google or-tools": "or-tools", "ortools": "or-tools",
    "azure document intelligence": "azure form recognizer", "amazon textract": "aws textract",
    "google vision api": "google cloud vision", "tesseract ocr": "tesseract", "abbyy finereader": "abbyy",
    "jasper reports": "jasperreports", "itextsharp": "itext", "itext7": "itext", "apache pdfbox": "pdfbox",
    "prince xml": "prince", "princexml": "prince", "pgpool": "pgpool-ii",
    "zeebe": "camunda", "amazon step functions": "aws step functions",
    "dartlang": "dart", "unity editor": "unity",
    "aws neptune": "amazon neptune", "neptune db": "amazon neptune", "surreal db": "surrealdb",
    "raven db": "ravendb", "rethink db": "rethinkdb", "gcp cloud tasks": "google cloud tasks",
    "pwsh": "powershell", "liveview": "phoenix liveview", "gin framework": "gin-gonic", "sinon": "sinon.js",
    "sinonjs": "sinon.js", "mockito-kotlin": "mockito", "semaphoreci": "semaphore ci",
    "codepipeline": "aws codepipeline", "codedeploy": "aws codedeploy", "mercadopago": "mercado pago",
    "clearpay": "afterpay", "resend api": "resend.com", "adobe marketo": "marketo",
    "marketo engage": "marketo", "clerk.com": "clerk.dev", "clerk auth": "clerk.dev",
    "nextauth": "nextauth.js", "next-auth": "nextauth.js", "auth.js": "nextauth.js",
    "ping forgerock": "forgerock", "abtasty": "ab tasty", "lastpass enterprise": "lastpass",
    "ssm parameter store": "aws parameter store", "parameter store": "aws parameter store",
    "orkes conductor": "netflix conductor", "conductor oss": "netflix conductor", "controlm": "control-m",
    "bmc control-m": "control-m", "mbed": "mbed os", "arm mbed": "mbed os", "apache nuttx": "nuttx",
    "slatejs": "slate.js", "qt5": "qt", "qt6": "qt", "qt quick": "qt", "qml": "qt",
    "windows forms": "winforms", "railway app": "railway.app", "aws kendra": "amazon kendra",
    "hibernate-orm": "hibernate orm", "mybatis-plus": "mybatis", "doctrine2": "doctrine orm",
    "laravel eloquent": "eloquent orm", "mongoosejs": "mongoose", "terraform cdk": "cdktf",
    "cdk for terraform": "cdktf", "sam cli": "aws sam", "serverless application model": "aws sam",
    "parcel.js": "parceljs", "parcel bundler": "parceljs", "wasabi s3": "wasabi",
    "wasabi cloud storage": "wasabi", "do spaces": "digitalocean spaces",
    "firebase crashlytics": "crashlytics", "logzio": "logz.io", "elastic stack": "elk stack",
    "syslogng": "syslog-ng", "apache skywalking": "skywalking", "linear app": "linear.app",
    "notion page": "notion.so", "notion pages": "notion.so", "notion wiki": "notion.so",
    "notion workspace": "notion.so", "wikijs": "wiki.js", "hangouts chat": "google chat",
    "cisco webex": "webex", "webex teams": "webex", "amazon quicksight": "quicksight",
    "aws quicksight": "quicksight", "qlik": "qlik sense", "qlikview": "qlik sense",
    "oracle simphony": "oracle micros", "simphony pos": "oracle micros", "micros pos": "oracle micros",
    "aloha pos": "ncr aloha", "flutter riverpod": "riverpod", "opencv-python": "opencv", "cv2": "opencv",
    "tensorrt-llm": "tensorrt", "intel openvino": "openvino", "cohere api": "cohere", "groqcloud": "groq",
    "together.ai": "together ai", "deepseek api": "deepseek", "crew ai": "crewai",
    "hotchocolate": "hot chocolate", "consul": "hashicorp consul", "parquet": "apache parquet",
    "cocos2d": "cocos2d-x", "cocos creator": "cocos2d-x", "pixijs": "pixi.js", "locust.io": "locust",
    "sap successfactors": "successfactors", "tally forms": "tally.so", "integromat": "make.com",
    "dell boomi": "boomi", "microsoft power automate": "power automate", "microsoft flow": "power automate",
    "acryl datahub": "datahub", "ether cat": "ethercat", "owasp dependency check": "owasp dependency-check",
    "dependency-check": "owasp dependency-check", "pip audit": "pip-audit", "mantine ui": "mantine",
    "healthshare": "intersystems healthshare", "smilecdr": "smile cdr", "open emr": "openemr",
    "meditech expanse": "meditech", "zoom sdk": "zoom video sdk", "chime sdk": "amazon chime sdk",
    "playht": "play.ht", "coqui": "coqui tts", "libre translate": "libretranslate",
    "phrase strings": "phraseapp", "phrase tms": "phraseapp", "jde": "jd edwards",
    "jd edwards enterpriseone": "jd edwards", "freshworks crm": "freshsales", "infusionsoft": "keap",
    "hybris": "sap commerce cloud", "sap hybris": "sap commerce cloud", "payloadcms": "payload cms",
    "nifi": "apache nifi", "xcuitests": "xcuitest", "katalon studio": "katalon",
    "anyconnect": "cisco anyconnect", "cisco secure client": "cisco anyconnect", "aftership api": "aftership",
    "aws lambda functions": "aws lambda", "gcp cloud functions": "google cloud functions",
    "firebase functions": "google cloud functions", "cloudflare worker": "cloudflare workers",
    "cloud run": "google cloud run", "gcp cloud run": "google cloud run", "vsphere": "vmware vsphere",
    "esxi": "vmware vsphere", "vmware esxi": "vmware vsphere", "proxmox ve": "proxmox",
    "microsoft hyper-v": "hyper-v", "oracle virtualbox": "virtualbox", "helm chart": "kubernetes helm",
    "helm charts": "kubernetes helm", "helm3": "kubernetes helm", "tipalti payables": "tipalti",
    "marqeta api": "marqeta", "thought machine vault": "thought machine", "temenos t24": "temenos",
    "temenos transact": "temenos", "plaid api": "plaid", "envestnet yodlee": "yodlee", "avatax": "avalara",
    "avalara avatax": "avalara", "sift.com": "sift science", "opa gatekeeper": "open policy agent",
    "openpolicyagent": "open policy agent", "mod_security": "modsecurity", "owasp modsecurity": "modsecurity",
    "tanstack react query": "tanstack query", "react query": "tanstack query",
    "react-query": "tanstack query", "vue query": "tanstack query", "apollo-client": "apollo client",
    "apollo ios": "apollo client", "apollo kotlin": "apollo client", "branch metrics": "branch.io",
    "oracle opera": "opera pms", "opera cloud": "opera pms", "apaleo pms": "apaleo",
    "realm database": "realm db", "realm swift": "realm db", "realm kotlin": "realm db",
    "mongodb realm": "realm db", "realmswift": "realm db", "androidx room": "android room",
    "room persistence library": "android room", "kingfisher swift": "kingfisher", "rxjava2": "rxjava",
    "rxjava3": "rxjava", "rx java": "rxjava", "rx swift": "rxswift", "google gson": "gson",
    "jackson databind": "jackson-databind", "fasterxml jackson": "jackson-databind",
    "json.net": "newtonsoft.json", "newtonsoft": "newtonsoft.json", "tflite": "tensorflow lite",
    "litert": "tensorflow lite", "tfjs": "tensorflow.js", "tensorflowjs": "tensorflow.js",
    "lang smith": "langsmith", "spacy.io": "spacy", "azure playfab": "playfab",
    "heroic labs nakama": "nakama", "photon pun": "photon engine", "photon fusion": "photon engine",
    "photon realtime": "photon engine", "easyanticheat": "easy anti-cheat", "battle eye": "battleye",
    "fmod core": "fmod studio", "audiokinetic wwise": "wwise", "greenhouse ats": "greenhouse.io",
    "inductive automation ignition": "ignition scada", "ignition gateway": "ignition scada",
    "ignition perspective": "ignition scada", "siemens wincc": "wincc", "simatic wincc": "wincc",
    "wincc oa": "wincc", "factorytalk": "factorytalk view", "siemens tia portal": "tia portal",
    "codesys v3": "codesys", "beckhoff twincat": "twincat", "twincat 3": "twincat",
    "osisoft pi": "aveva pi system", "pi historian": "aveva pi system",
    "osisoft pi system": "aveva pi system", "pi data archive": "aveva pi system",
    "thingsboard ce": "thingsboard", "mender ota": "mender.io", "surescripts network": "surescripts",
    "wowza streaming engine": "wowza", "ant media": "ant media server", "vimeo ott": "vimeo",
    "videojs": "video.js", "hlsjs": "hls.js", "media3 exoplayer": "exoplayer", "androidx media3": "exoplayer",
    "h264": "h.264", "x264": "h.264", "h265": "h.265", "hevc": "h.265", "x265": "h.265", "libaom": "av1",
    "svt-av1": "av1", "libvpx": "vp9", "libopus": "opus codec", "opus audio": "opus codec", "libflac": "flac",
    "stm32f4": "stm32", "stm32h7": "stm32", "stm32l4": "stm32", "stm32f1": "stm32", "stm32g4": "stm32",
    "esp32-s3": "esp32", "esp32-c3": "esp32", "esp32-c6": "esp32", "esp-32": "esp32", "nrf52840": "nrf52",
    "nrf52832": "nrf52", "raspberry pi pico": "rp2040", "rpi pico": "rp2040",
    "raspberry pi 4": "raspberry pi", "raspberry pi 5": "raspberry pi", "raspberrypi": "raspberry pi",
    "jetson nano": "nvidia jetson", "jetson orin": "nvidia jetson", "jetson xavier": "nvidia jetson",
    "esp idf": "esp-idf", "arduino framework": "arduino", "arduino core": "arduino", "arduino ide": "arduino",
    "keil": "keil mdk", "keil uvision": "keil mdk", "uvision": "keil mdk", "gazebo": "gazebo sim",
    "ignition gazebo": "gazebo sim", "gazebo classic": "gazebo sim", "nvidia isaac sim": "isaac sim",
    "slam toolbox": "slam_toolbox", "rtabmap": "rtab-map", "ups api": "united parcel service",
    "ups shipping": "united parcel service", "fedex api": "fedex", "fedex ground": "fedex",
    "usps api": "usps", "dhl express": "dhl", "dhl ecommerce": "dhl",
    "oracle otm": "oracle transportation management", "manhattan wms": "manhattan associates",
    "manhattan active": "manhattan associates", "jda software": "blue yonder",
    "samsara telematics": "samsara", "geotab go": "geotab", "instructure canvas": "canvas lms",
    "blackboard ultra": "blackboard learn", "ticketmaster api": "ticketmaster",
    "genetec security center": "genetec", "autodesk autocad": "autocad", "dassault catia": "catia",
    "autodesk fusion": "fusion 360", "fusion360": "fusion 360", "autodesk revit": "revit",
    "altium": "altium designer", "siemens teamcenter": "teamcenter", "windchill plm": "ptc windchill",
    "ansys fluent": "ansys", "ansys mechanical": "ansys", "comsol multiphysics": "comsol",
    "veeam backup": "veeam", "redgate flyway": "flyway", "nvidia cuda": "cuda", "amd rocm": "rocm",
    "mender client": "mender.io", "mender server": "mender.io", "shaka-player": "shaka player",
    "cartographer ros": "google cartographer", "kotlinx-kover": "kover", "grdb.swift": "grdb",
    "maptiler cloud": "maptiler",
})

_ROLE_WORDS: dict[str, str] = {
    "database": "database", "databases": "database", "db": "database", "dbs": "database",
    "datastore": "database", "store": "database", "storage": "database", "persistence": "database",
    "data": "database", "cache": "cache", "caching": "cache", "queue": "queue", "queues": "queue",
    "queueing": "queue", "queuing": "queue", "broker": "queue", "messaging": "queue", "language": "language",
    "runtime": "runtime", "frontend": "frontend", "ui": "frontend", "framework": "framework",
    "tests": "testing", "testing": "testing", "linter": "linter", "linting": "linter", "lint": "linter",
    "formatter": "formatter", "formatting": "formatter", "typechecker": "typechecker",
    "typechecking": "typechecker", "packaging": "packaging", "dependencies": "packaging",
    "containers": "containers", "container": "containers", "containerization": "containers",
    "orchestration": "orchestration", "orchestrator": "orchestration", "ci": "ci", "pipeline": "ci",
    "pipelines": "ci", "hosting": "hosting", "cloud": "hosting", "infra": "hosting",
    "infrastructure": "hosting", "deployment": "hosting", "deploys": "hosting", "webserver": "webserver",
    "proxy": "webserver", "search": "search", "orm": "orm", "logging": "logging", "logs": "logging",
    "logger": "logging", "bundler": "build", "bundling": "build", "builds": "build",
    "monitoring": "monitoring", "metrics": "monitoring", "observability": "monitoring",
    "pooling": "pooler", "pooler": "pooler",
}
_ROLE_PAIRS: dict[str, str] = {
    "test runner": "testing", "test framework": "testing", "test suite": "testing",
    "web framework": "framework",
    "package manager": "packaging", "type checker": "typechecker", "type checking": "typechecker",
    "http client": "http", "web server": "webserver", "reverse proxy": "webserver",
    "message queue": "queue", "message broker": "queue", "job queue": "queue", "task queue": "queue",
    "connection pooling": "pooler", "connection pooler": "pooler", "error tracking": "monitoring",
    "object storage": "objectstore", "blob storage": "objectstore", "build system": "build",
    "build tool": "build",
}
_ROLES = frozenset(_ROLE_WORDS.values()) | frozenset(_ROLE_PAIRS.values()) | frozenset(_CATEGORIES)

_DET = frozenset("the a an our its their this that these those my your his her any every each some".split())
_PRON = frozenset("we i you it they he she us them one someone everyone everybody user users team agent "
                  "agents people folks everything".split())
_PRON_REF = frozenset("it they this that them".split())
_PREP = frozenset("in on at to from for with by of into onto over under via within across without about "
                  "after before between through during per as than like against off".split())
_CONJ = frozenset("and or but so then nor yet plus whereas while because since although though if unless "
                  "when where which who whom whose what how why".split())
_AUX = frozenset("is are was were be been being am has have had do does did will would shall should can "
                 "could may might must isn't aren't wasn't weren't don't doesn't didn't won't can't cannot "
                 "shouldn't mustn't hasn't haven't hadn't got gets get it's there's that's we're we've "
                 "they're".split())
_ADVS = frozenset("now still also currently already just only mostly actually primarily again really "
                  "recently finally never always no not longer anymore too even usually generally "
                  "here there instead rather".split())
_VERBS = frozenset("moved move moving migrated migrate migrating switched switch switching ported converted "
                   "changed change bumped bump raised raise lowered lower increased decreased reduced "
                   "upgraded upgrade downgraded updated update set went replaced replace swapped renamed "
                   "rename uses use using used runs run running requires require needs need stores store "
                   "keeps keep lives live listens listen listening serves serve serving holds hold relies "
                   "depends built written hosted deployed backed powered talks connects prefers prefer "
                   "preferred called named located kept stored sits resides belongs goes go dropped removed "
                   "stopped made".split())
_NP_STOP = _DET | _PRON | _PREP | _CONJ | _AUX | _ADVS | _VERBS
_TRAIL_SKIP = _AUX | _ADVS | _PREP | _VERBS | frozenset({"also", "then", "and"})
_TIME_WORDS = frozenset("last yesterday today tomorrow week weeks month months year years ago earlier later "
                        "everywhere anymore instead rather not too either now already again recently soon "
                        "tonight this next".split())
_VALUE_STOP = _PREP | _CONJ | _AUX | _ADVS | _TIME_WORDS
_VALUE_REJECT = _PRON | _DET | frozenset(
    "something anything nothing more less lots much many same different other another default what which "
    "whatever both all none ones to be it's up down out".split())
_VERBISH = frozenset("use run be make do have get avoid keep handle support fix allow reduce prevent speed "
                     "check test build deploy call read write add remove create delete install start stop "
                     "help improve see find try ensure load save store send return raise catch log print "
                     "mock wait retry match compare".split())
_IMPERATIVE = frozenset("use run add avoid call check commit create delete deploy document import install "
                        "keep log merge mock pin push put rebase remove restart review squash tag test write "
                        "prefer pass wrap start open close build release format lint annotate validate "
                        "handle catch return cache clear clean reset sort prefix split include exclude "
                        "ignore skip fix follow vendor ship edit amend rerun regenerate refresh activate "
                        "source export print store hardcode expose leave ask tell retry wait sleep block "
                        "lock mention cite inline document type-check typecheck backport cherry-pick "
                        "force-push list call".split())
_LIGHT = frozenset("use using used do doing make making be been get getting have having".split())
_POLICY_FILLER = frozenset("please anymore fine ok okay allowed permitted acceptable forbidden banned "
                           "prohibited required mandatory discouraged encouraged disallowed optional".split())
_TRUE = frozenset("true yes on enabled enable 1".split())
_FALSE = frozenset("false no off disabled disable 0".split())
_ARTEFACTS = frozenset("fixtures fixture tests config configs configuration settings migrations docs "
                       "documentation logs log templates assets scripts models schemas schema helpers utils "
                       "utilities secrets snapshots entrypoint point source sources handlers routes views "
                       "components types package packages file files dir directory folder root home output "
                       "artifacts artefacts binary binaries venv virtualenv env cache state workspace "
                       "notebooks examples specs plugins extensions lockfile dotfiles data database db "
                       "storage".split())
_GENERIC = frozenset("service services svc app application system module project repo repository codebase "
                     "component code stuff thing things setup current existing whole entire overall file files".split())
_SUBJ_SYN = {"db": "database", "dbs": "database", "cfg": "config", "conf": "config",
             "configuration": "config", "svc": "service", "env": "environment", "k8s": "kubernetes",
             "pg": "postgresql", "postgres": "postgresql", "mongo": "mongodb", "repo": "repository"}

_UNITS: dict[str, tuple[str, str, float]] = {}
for _names, _canon, _dim, _factor in (
    ("% percent pct", "%", "ratio", 1.0), ("ns", "ns", "time", 1e-9), ("µs us", "µs", "time", 1e-6),
    ("ms millis millisecond milliseconds", "ms", "time", 1e-3),
    ("s sec secs second seconds", "s", "time", 1.0),
    ("m min mins minute minutes", "min", "time", 60.0), ("h hr hrs hour hours", "h", "time", 3600.0),
    ("d day days", "d", "time", 86400.0), ("w wk wks week weeks", "w", "time", 604800.0),
    ("mo month months", "mo", "time", 2628000.0), ("y yr yrs year years", "y", "time", 31536000.0),  # 12 mo = 1 y
    ("b byte bytes", "B", "size", 1.0), ("kb kib", "KB", "size", 1024.0),
    ("mb mib", "MB", "size", 1024.0 ** 2),
    ("gb gib", "GB", "size", 1024.0 ** 3), ("tb tib", "TB", "size", 1024.0 ** 4), ("k", "k", "count", 1000.0),
    ("x", "x", "multiple", 1.0),  # "capped at 2.5x the base fare"
    ("km kms kilometer kilometers kilometre kilometres", "km", "distance", 1000.0),
    ("meter meters metre metres", "metre", "distance", 1.0), ("mi mile miles", "mi", "distance", 1609.344),
    ("kg kgs kilo kilos kilogram kilograms", "kg", "mass", 1.0), ("tonne tonnes", "t", "mass", 1000.0),
    ("lb lbs", "lb", "mass", 0.45359237), ("px pixel pixels", "px", "pixels", 1.0),
    ("°c ℃ celsius", "°C", "temperature", 1.0), ("°f ℉ fahrenheit", "°F", "temperature-f", 1.0),
    ("deg degree degrees °", "deg", "angle", 1.0),
):
    for _name in _names.split():
        _UNITS[_name] = (_canon, _dim, _factor)
_CANON_UNITS = {canon: (dim, factor) for canon, dim, factor in _UNITS.values()}


def unit_dimension(unit: str | None) -> str | None:
    """What a unit measures ("ms" and "seconds": time), None for a unit the table does not know."""
    known = _UNITS.get((unit or "").lower())
    return known[1] if known else None


def in_base_unit(num: str, unit: str | None) -> float | None:
    """A number in its unit's base ("5000", "ms" → 5.0 seconds), None for an unknown unit."""
    known = _UNITS.get((unit or "").lower())
    try:
        return calendar_time(float(num.replace(",", "")) * known[2], known[1]) if known else None
    except ValueError:
        return None


_MONTH = 2628000.0  # seconds: a twelfth of a year
_CALENDAR_SLACK = 0.02  # "30 days" is a month, "90 days" three months, "4 weeks" is not


def calendar_time(value: float, dimension: str) -> float:
    """A span of days as whole months when it is one in all but the calendar's unevenness ("30 days" and
    "a month", "180 days" and "6 months" are one span)."""
    if dimension != "time" or value < 27 * 86400.0:
        return value
    months = round(value / _MONTH)
    return months * _MONTH if abs(value - months * _MONTH) <= _CALENDAR_SLACK * value else value

# -- patterns -------------------------------------------------------------------------------------
# Every pattern runs on lowercased text and is compiled without re.IGNORECASE: sre then skips ahead on
# the literal prefixes, which makes each search several times faster. Each family is gated on a set of
# words (one findall per sentence), so most patterns never run on a sentence that cannot match them.

_UNIT_RE = (r"(?:%|percent|pct|ns|µs|us|ms|millis(?:econds?)?|milliseconds?|secs?|seconds?|s|"
            r"mins?|minutes?|m|hrs?|hours?|h|days?|d|wks?|weeks?|w|bytes?|b|kib|kb|mib|mb|gib|gb|tib|tb|"
            r"kgs?|kilos?|kilograms?|tonnes?|lbs?|px|pixels?|k|°c|°f|℃|℉|celsius|fahrenheit)")
_NUM_AT = re.compile(rf"v?(?P<n>\d+(?:\.\d+)*)(?:\s?(?P<u>{_UNIT_RE})(?![\w/]))?(?![\w/:-]|\.\d|,\d)")
_FILE_EXT = (r"py|pyi|js|mjs|cjs|ts|tsx|jsx|toml|ya?ml|json|md|rst|txt|cfg|ini|conf|sh|go|rs|java|kt|rb|php|"
             r"sql|lock|env|html|css|scss|c|h|cc|cpp|hpp|xml|csv|ipynb|log|db|sqlite|proto")
_PATH_RE = (rf"(?:https?://[^\s,;)]+|~/[\w@.+-]*\w(?![\w/])|(?:~|\.{{1,2}}|\$\w+)?/?(?:[\w@.+-]+/)+[\w@.+-]*|"
            rf"[\w@+-]+(?:\.[\w-]+)*\.(?:{_FILE_EXT})(?![\w/]))")
_PATH_AT = re.compile(_PATH_RE)
_NOT_PATHS = frozenset("and/or n/a ci/cd tcp/ip read/write input/output i/o req/s on/off yes/no true/false "
                       "client/server get/set w/o w/ either/or pass/fail dev/prod km/h".split())
_PORT_AT = re.compile(r"port\s*(?:number\s*)?[:=#]?\s*(?P<n>\d{2,5})\b")
_W = r"[\w$@#+.'-]*[\w+#]"
_WORDS_AT = re.compile(rf"(?P<w1>{_W})(?:\s+(?P<w2>{_W}))?(?:\s+(?P<w3>{_W}))?(?:\s+(?P<w4>{_W}))?")
_VERSION_AT = re.compile(r"\s*(?P<min>>=|=>|≥|>|\^|~=?|at\s+least\s+)?\s*"
                         r"v?(?P<v>\d+(?:\.\d+){0,3})(?:\.x)?\+?(?![\w/%-]|\.\d)")
_GLUED_VERSION = re.compile(r"([a-z][a-z+#.-]*?)[-@]?v?(\d+(?:\.\d+)*)")
_LEAD_DET = re.compile(r"\s*(?:(?:the|a|an|our|its|their|his|her|my|your|some|version|to|on)\s+)*")
_TOK = re.compile(r"[\w$~@#+./'-]*[\w+#$]|[,;:()\"“”]")
_WORD = re.compile(r"[a-z0-9_']+")
_TICK = re.compile(r"`([^`]{1,80})`")
_DIGIT = re.compile(r"\d")
_CUE_CHARS = re.compile(r"[\d=/:→]")
_STRIP = " \t\r\n.!;:,"
_PAREN = re.compile(r"\s*\([^()]{0,120}\)")

_SENT_SPLIT = re.compile(r"(?<=[.!?])[\"'”)\]]*\s+")
_CLAUSE_SPLIT = re.compile(r";|\s(?:[—–]|--)\s|,?\s(?:but|whereas|although|though)\s|"
                           r",\s(?=(?:and|so|now|then|while|which|yet)\b)")
_LABEL = re.compile(
    r"\s*(?:[-*•>#]+\s*|\d+[.)]\s+|\[[ x]\]\s*)*(?:(?:note|notes|reminder|lesson|lessons|tip|fyi|decision|"
    r"update|updated|til|important|rule|policy|convention|fact|context|heads[- ]up|psa|nb|edit|correction|"
    r"observation|learned|finding|summary|status|(?:the\s+)?user\s+(?:said|says|asked|wrote))(?:\s+[\w'-]+){0,3}?"
    r"\s*[:–—-]\s+)?")
_LEAD = re.compile(
    r"(?:(?:as\s+of|since|starting(?:\s+(?:from|with|on|in|at))?|effective)\s+[^,]{1,40},\s*|"
    r"(?:from\s+now\s+on|going\s+forward|these\s+days|nowadays|today|currently|lately|recently|also|so|and|"
    r"but|then|however|anyway|ok(?:ay)?|yes|btw|right\s+now|at\s+the\s+moment|for\s+now|by\s+default|"
    r"in\s+general|generally|basically|actually|now|update|correction)\b\s*[,:]?\s*)")
_SCOPE = re.compile(r"(?:in|for|within|across|inside)\s+(?P<scope>[^,]{1,48}),\s*")
_SUBORD = re.compile(r"(?P<sub>(?:before|after|when|whenever|while|once|during)\s+[^,]{1,60}),\s*"
                     r"(?P<rest>.+)$", re.S)

_HYPO_WORDS = frozenset("should shall could can would might may maybe perhaps whether considering consider "
                        "thinking plan plans planning planned going gonna want wants wanted like if what "
                        "proposal propose proposes proposed eventually someday tbd todo sure unclear "
                        "wondering hypothetically suppose supposing assuming unless ideally hopefully "
                        "possibly try idea q couldn't wouldn't tried trying attempted attempting "
                        "experimented experimenting".split())
_HYPO = re.compile(
    r"\?\s*[\"'”)]*\s*$|^\s*(?:if|unless|suppose|supposing|assuming|what\s+if|maybe|perhaps|possibly|ideally|"
    r"hopefully|consider|considering|todo|tbd|idea|proposal|try|q|should|shall|could|would|is|are|will|"
    r"may|might|can(?!'t|not))\b|"
    r"\b(?:should|shall|could|can|would|might|may)\s+(?:we|i|you|they)\b|"
    r"\b(?:might|maybe|perhaps|whether|considering|thinking\s+(?:about|of)|plan(?:s|ning|ned)?\s+to|"
    r"going\s+to|gonna|want(?:s|ed)?\s+to|would\s+like\s+to|could|would|if\s+we|what\s+if|proposal|"
    r"propose[sd]?|eventually|someday|tbd|todo|not\s+sure|unclear|wondering|hypothetically|tried|trying|"
    r"attempted|attempting|experimented|experimenting)\b")
# "runs entirely in Azure", "is now fully on OpenSearch": how much of it, between the verb and its place
_DEGREE = re.compile(r"\b(?:entirely|fully|completely|exclusively|solely|wholly|totally)\s+"
                     r"(?=(?:in|on|at|from|through|via|with|into|onto|off|behind)\b)", re.I)
_CHANGE_WORDS = frozenset("now nowadays anymore switch switched switching migrated migrating migrate move "
                          "moved moving rename renamed renaming replace replaced replacing swapped bump "
                          "bumped raised lowered increased decreased reduced upgraded downgraded changed "
                          "stopped dropped ported converted henceforth rewritten rewrote "
                          "reimplemented".split())
_CHANGE_PHRASES = ("these days", "any more", "no longer", "instead of", "in place of", "as of ", "starting ",
                   "from now on", "going forward", "used to", "the new ", "our new ", "update:",
                   "correction:", "→", "->")
_ARROW = re.compile(r"(?P<a>[^\s:]+)\s*(?:->|→|=>)\s*(?P<b>[^\s,;]+)")
_MOVE_BEFORE = re.compile(r"\b(?:switch\w*|mov\w+|migrat\w+|bump\w*|upgrad\w+|chang\w+|updat\w+|set|ported|porting)"
                          r"(?:\s+\S+){0,4}\s*$", re.I)


def _arrow_as_words(s: str) -> str:
    """A change told with an arrow in words; an arrow between steps ("changed → regenerate mocks") is
    left alone: the values must look like values, or a verb of change must come first."""
    def words(m: re.Match[str]) -> str:
        moved = _MOVE_BEFORE.search(s[:m.start()]) is not None
        if not moved and not (_VALUE_SHAPE.search(m.group("a")) and _VALUE_SHAPE.search(m.group("b"))):
            return m.group(0)
        return f"{'' if moved else 'changed '}from {m.group('a')} to {m.group('b')}"
    return _ARROW.sub(words, s)


_VALUE_SHAPE = re.compile(r"\d|[./_@]")
_CHANGE_FROM = re.compile(r"\b(?:updated\s+(?:\S+\s+){0,3}?to|went\s+from|from\s+\S+(?:\s+\S+)?\s+to)\b")
_TECH_VERB = re.compile(
    r"\b(?P<verb>used\s+to\s+(?:use|run\s+on|be\s+on|depend\s+on|rely\s+on|be\s+(?:built|written)\s+(?:in|with|on))"
    r"|uses|use|using|utili[sz]es|utili[sz]e|utili[sz]ing"
    r"|(?P<pverb>[a-z]{3,}(?<!ss)s)\s+(?:its|their|our)\s+(?P<pobj>(?:[\w'-]+\s+){0,3}?)(?:with|using|via|on|through)"
    r"|(?P<run>(?:runs|run|running)\s+(?:on|with|under|via|in)"
    r"|(?:go|goes|flow|flows|pass|passes|run|runs|are\s+routed|is\s+routed)\s+(?:entirely\s+|only\s+|all\s+)?through"
    r"|(?:(?:is|are)\s+)?(?:now\s+)?(?:processed|handled|served)\s+(?:by|through|via)"
    r"|(?P<goto>(?:go|goes|flow|flows)\s+(?:straight\s+)?(?:in)?to|(?:lives?|sits?|resides?)\s+in)"
    r"|(?:is|are)\s+(?:now\s+)?(?:sent|published|pushed|routed|streamed)\s+(?:to|through|via)"
    r"|(?:is|are|get|gets)\s+(?:now\s+)?(?:sent|paid|billed|charged|collected|delivered|texted|emailed|issued|"
    r"signed|booked|ordered|settled|refunded|taken)(?:\s+(?:as|for|out|over|in)(?:\s+[\w-]+){0,2}?)?\s+"
    r"(?:through|via)"
    r"|publish(?:es)?\s+to|deploy(?:s|ing)?\s+(?:to|on))"
    r"|(?:(?:is|are|was|were|has\s+been|have\s+been|got)\s+)?(?:now\s+)?(?:built|written|rewritten|implemented|"
    r"reimplemented|developed)\s+(?:in|with|on|using)"
    r"|(?:(?:is|are)\s+)?(?:now\s+)?(?P<passive>cached|stored|kept|persisted|queued|indexed|managed|scheduled|"
    r"orchestrated|tokeni[sz]ed|rendered|drawn|plotted|charted|computed|transcoded|encoded|traced|verified)"
    r"(?:\s+as\s+[\w-]+(?:\s+[\w-]+)?)?\s+(?:in|on|with|by|using|via)"  # "stored as polygons in PostGIS"
    r"|(?:depends|depend|relies|rely|relying|depending)\s+on"
    r"|(?:(?:is|are)\s+)?(?:backed|powered)\s+by"
    r"|(?:(?:is|are)\s+)?(?:hosted|deployed)\s+(?:on|to|in|at)|deploys\s+to|hosts?\s+(?:on|in|at)"
    r"|(?P<task>lint|format|test|build|bundle|typecheck|type-check)(?:s|ed|ing)?"
    r"\s+(?:with|using|via)"
    r"|(?:requires|require|needs|need)(?!\s+to\b)"
    r"|(?:stores|store|storing|keeps|keep|persists|persist|saves|save)\s+(?P<sobj>(?:[\w'-]+\s+){0,3}?)"
    r"(?:in|into|on)"
    r"|(?:writes|write|sends|send|ships|ship)\s+(?P<wobj>(?:[\w'-]+\s+){0,3}?)to"
    r"|(?:talks|talk|connects|connect)\s+to"
    r"|(?:prefers|prefer|preferred)"
    r"|(?:is|are)(?:\s+now)?\s+on(?=\s)"
    r")\b")
_TAIL = re.compile(
    r"\s*,?\s*(?:(?P<contrast>instead\s+of|in\s+place\s+of|rather\s+than|and\s+not|not|over|to)|"
    r"(?P<as>as)(?!\s+of\b)|(?P<for>for)|(?P<also>and|with|plus|alongside|\+|&))\s+(?:(?:the|a|an|our|its|their)\s+)?")
_MOVE = re.compile(
    r"\b(?P<verb>moved|moving|move|migrated|migrating|migrate|switched|switching|switch|ported|converted|"
    r"changed|changing|change|bumped|bumping|bump|raised|raising|raise|lowered|lowering|lower|increased|"
    r"increasing|increase|decreased|decreasing|decrease|reduced|reducing|reduce|upgraded|upgrading|upgrade|"
    r"downgraded|downgrading|downgrade|updated|updating|update|set|setting|went|transitioned|"
    r"(?:split|spun|carved|broken|broke|pulled)\s+out)\b"
    r"(?P<obj>(?:\s+(?!(?:from|to|into|onto|off)\b)[^\s,;]+){0,6}?)"
    r"(?:\s+(?:over\s+)?from\s+(?P<prev>(?:(?!\b(?:to|into)\b)[^,;]){1,60}?))?"
    r"\s*(?:\s(?:over\s+)?(?:to|into|onto)|→|->|=>)\s+(?P<val>[^,;]{1,100})")
_MOVE_OFF = re.compile(
    r"\b(?P<verb>moved|moving|migrated|migrating|switched|switching|transitioned)\b(?P<obj>(?:\s+(?!(?:off|away)\b)[^\s,;]+){0,4}?)"
    r"\s+(?:off(?:\s+of)?|away\s+from)\s+(?P<prev>[^,;]{1,60})")
_DROPPED = re.compile(
    r"\b(?:dropped|removed|ripped\s+out|got\s+rid\s+of|retired|stopped\s+using|phased\s+out)\s+"
    r"(?:the\s+|our\s+)?(?P<prev>[\w.+#-]+(?:\s+[\w.+#-]+)?)(?:\s+(?:from|in)\s+(?P<where>[^,;]{1,48}))?")
_REPLACE = re.compile(
    r"\b(?:replaced|replacing|replace|swapped|swapping|swap|traded)\s+(?:out\s+)?"
    r"(?P<prev>(?:(?!\b(?:with|by|for)\b)[^,;]){1,60}?)\s+(?:with|by|for)\s+(?P<val>[^,;]{1,100})")
_REPLACED_BY = re.compile(r"\s(?:was|were|has\s+been|have\s+been|got|is|are|is\s+being)\s+"
                          r"replaced\s+(?:with|by)\s+")
_WHERE = re.compile(r"\s*(?:in|for|across|within|on|throughout|inside)\s+(?:the\s+)?(?P<w>[^,;]{1,60})")
_RENAME = re.compile(
    r"\brenam(?:ed|ing|e)\s+(?P<what>(?:(?!\b(?:from|to|as)\b)[^,;]){1,60}?)\s+"
    r"(?:from\s+(?P<old>[^\s,;]+)\s+)?(?:to|as|→|->)\s+(?P<new>[^\s,;]+)")
_CALLED = re.compile(
    r"(?:\s|^)(?P<verb>(?:is|are|was|were|has\s+been|have\s+been|got)\s+(?:now\s+|also\s+)?(?:renamed(?:\s+to)?|"
    r"called|named|known\s+as|published\s+as|(?P<brand>branded(?:\s+as)?|listed\s+as|marketed\s+as|sold\s+as))|"
    r"(?P<ships>ships|shipped|goes\s+out)\s+as|'s\s+name\s+is|\bname\s+is)\s+"
    r"(?P<new>\"[^\"]{1,60}\"|“[^”]{1,60}”|‘[^’'\n]{1,60}['’]|'[^'\n]{1,60}'(?!\w)|[^\s,;]+)")
# A name asked for from now on: "Please call the screening service riskgate everywhere"
_CALL_IT = re.compile(
    r"\b(?:call|refer\s+to)\s+(?:the|our)\s+(?P<what>(?:[\w-]+\s+){0,3}?(?:service|app|api|job|queue|bucket|table|"
    r"topic|team|project|tool|bot|repo|repository|channel|pipeline|worker|database|cluster|product|feature))\s+"
    r"(?:as\s+)?(?P<new>\"[^\"]{1,60}\"|[a-z][a-z0-9]*[-_.][\w.-]*[a-z0-9]|[a-z][\w-]*[a-z0-9](?=\s+(?:everywhere|"
    r"from\s+now\s+on|going\s+forward|across|in\s+(?:all|every|docs|runbooks|dashboards))))")
_NAME_REJECT = frozenset("by from with when on in once twice again at after before for multiple every the a "
                         "an and or to it that this being still not changing changed going".split())
_PATH_LIVE = re.compile(
    r"\b(?P<verb>lives?|living|sits?|resides?|located|kept|stored|saved|written|found|goes|go|went|belongs?|"
    r"are|is)\s+(?:now\s+|still\s+)?(?:in|under|at|inside|within|into|to)\s+(?:the\s+)?(?P<val>" + _PATH_RE + ")")
# "reads its configuration from ~/.ridgelinerc", "loads $XDG_CONFIG_HOME/ridgeline/config.toml"
_PATH_READ = re.compile(
    r"\b(?P<verb>reads?|loads?|loaded|picks\s+up|sources?)\s+(?:its\s+|their\s+|the\s+)?(?:(?:config(?:uration)?|"
    r"settings|options|preferences)\s+(?:file\s+)?)?(?:from\s+)?(?P<val>" + _PATH_RE + ")")
_COPULA = re.compile(
    r"(?:\s|^)(?P<cop>(?:is|are)(?:\s+(?:now|still|currently|always))?(?:\s+(?:set|configured|pinned|fixed|"
    r"capped|limited|locked))?(?:\s+(?:to|at))?"
    r"|(?:was|were|has\s+been|have\s+been|got)\s+(?:set|changed|bumped|raised|lowered|increased|decreased|"
    r"reduced|pinned|capped)\s+to"
    r"|(?:set|pinned|capped|limited)\s+(?:to|at)|defaults?\s+to|default\s+is|equals?|stays?\s+at|"
    r"caps?\s+(?:out\s+)?at|maxes\s+out\s+at|holds?|has|have|=)"
    r"(?=\s)\s*(?P<neg>(?:not|no\s+longer|never)\s+)?(?:(?:now|still|currently|just|only|roughly|about|"
    r"around|always|exactly|~)\s+)*")
_CONFIG_EQ = re.compile(
    r"(?<![\w.=!<>?&-])(?P<key>[a-z_][\w.-]*[\w])\s*(?<![=!<>])=(?!=)\s*(?P<val>\"[^\"]{0,80}\"|'[^']{0,80}'|"
    r"[^\s,;)\"']+(?:\s?" + _UNIT_RE + r"(?![\w/]))?)")
_CONFIG_COLON = re.compile(r"(?P<key>[a-z_][\w.-]*(?:\s[a-z_][\w.-]*){0,3})\s*:\s*"
                           r"(?P<val>\"[^\"]{0,80}\"|'[^']{0,80}'|[^\s,;]+"
                           r"(?:\s?" + _UNIT_RE + r")?)\s*")
_IDENT = re.compile(r"[a-z][\w]*[_.][\w.]*[a-z0-9]")
_OF_NUMBER = re.compile(
    r"(?:\b(?P<verb>has|have|with|uses|use|sets|set|gets|configured\s+with)\s+)?\b(?:a|an|the)\s+"
    r"(?P<attr>[\w-]+(?:\s+[\w-]+)?)\s+of\s+(?P<num>\d)")
_NUM_NOUN = re.compile(
    rf"\b(?P<num>\d+(?:\.\d+)?\s?{_UNIT_RE}?)\s+(?P<noun>timeout|ttl|limit|cap|budget|deadline|window|interval|"
    r"delay|backoff|retention|quota|expiry|grace\s+period|cooldown)\b")
_PORT_ANY = re.compile(r"\bport\s*(?:number\s*)?(?:is\s+|=\s*|:\s*|of\s+|,\s*)?(?P<n>\d{2,5})\b|"
                       r"(?:\b(?:localhost|127\.0\.0\.1|0\.0\.0\.0)|\b(?:on|at|to)\s+):(?P<n2>\d{2,5})\b|"
                       r"\b(?:bound|binds?|listens?|listening|points?|pointed|pointing)\s+(?:on|to|at)\s+(?P<n3>\d{4,5})\b"
                       r"(?!\s*(?:%|ms|s\b|seconds?|minutes?|[kmg]b))")
_SERVES = re.compile(r"\b(?:runs?|running|listens?|listening|serves?|serving|served|available|reachable|"
                     r"hosted|exposed|bound|binds?|starts?|started|lives?|moved|switched|is|are|comes?\s+up|came\s+up|up)\b")
_PORT_MOVE = re.compile(r"\b(?:moved|move|switched|changed|bumped|migrated)\s+(?P<obj>[^,;]{1,60}?)\s+to\s*$")
_PORT_NEG = re.compile(r"\b(?:not|no\s+longer|isn't|doesn't)\s+(?:\w+\s+){0,2}$")
_SUPPORT = re.compile(
    r"\b(?P<tech>[a-z][\w.+#-]*)\s+(?P<ver>v?\d+(?:\.\d+)*)\+?\s+(?:is|are)\s+(?P<neg>(?:not|no\s+longer)\s+)?"
    r"(?:(?:still|now|officially|also)\s+)*(?P<what>supported|unsupported|deprecated|(?:the\s+)?(?:new\s+)?"
    r"(?:minimum|min|baseline|floor|lowest\s+supported)(?:\s+(?:version|supported))?|required)\b")
_SUPPORT_VERB = re.compile(
    r"\b(?P<verb>dropped|drop|removed|ended|end|added|add)\s+support\s+for\s+(?P<tech>[a-z][\w.+#-]*)\s+"
    r"(?P<ver>v?\d+(?:\.\d+)*)|\bsupports?\s+(?P<tech2>[a-z][\w.+#-]*)\s+(?P<ver2>v?\d+(?:\.\d+)*)")
_POLICY_HEAD = re.compile(
    r"(?:(?P<who>we|you|i|everyone|everybody|the\s+team|agents?|the\s+agent|devs|developers|contributors)\s+)?"
    r"(?P<mods>(?:(?:always|never|no\s+longer|not\s+anymore|don't|dont|do\s+not|must\s+not|mustn't|must|"
    r"should\s+not|shouldn't|should|need\s+to|needs\s+to|have\s+to|has\s+to|ought\s+to|stop|stopped|avoid|"
    r"please|can\s+no\s+longer|can't|cannot|can|may\s+not|are\s+not\s+allowed\s+to|aren't\s+allowed\s+to|"
    r"are\s+allowed\s+to|now|still|also|generally|usually|really|just)\s+)*)")
_MODAL_WORDS = re.compile(r"\b(?:always|never|no\s+longer|not\s+anymore|don't|dont|do\s+not|must|should|need|"
                          r"have\s+to|has\s+to|ought|stop|stopped|avoid|please|can't|cannot|can|may\s+not|allowed)\b")
_POLICY_NP = re.compile(
    r"(?P<np>(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?P<mod>must\s+not|mustn't|must|should\s+not|shouldn't|should|"
    r"need\s+to|needs\s+to|have\s+to|has\s+to|are\s+never|is\s+never|are\s+always|is\s+always|never|always)\s+"
    r"(?P<body>.+)$")
_POLICY_ADJ = re.compile(
    r"(?P<np>.{2,80}?)\s+(?:is|are)\s+(?:now\s+|still\s+|totally\s+|perfectly\s+|completely\s+|strictly\s+)*"
    r"(?P<neg>not\s+|no\s+longer\s+)?(?:now\s+|still\s+)?(?P<adj>fine|ok|okay|allowed|permitted|acceptable|"
    r"encouraged|required|mandatory|optional|forbidden|banned|prohibited|discouraged|disallowed|a\s+no-go|off-limits|"
    r"off\s+limits)\b")
_POLICY_NO = re.compile(r"no\s+(?P<np>[a-z][\w'-]*(?:\s+[\w'-]+){0,6})\s*$")
_NEG_MODS = re.compile(r"\b(?:never|no\s+longer|not|don't|dont|mustn't|shouldn't|can't|cannot|stop|stopped|"
                       r"avoid|aren't)\b")
_POS_ADJ = frozenset("fine ok okay allowed permitted acceptable encouraged required mandatory".split())
_NARRATIVE_NO = re.compile(r"\b(?:failed|failing|passed|found|errors?|issues?|problems?|changes?|results?|"
                           r"matches|warnings?|luck|idea)\b")
_WHO_OK = frozenset("we i you they and also always never to then please".split())
_POLICY_WHO = frozenset("we you i everyone everybody team agents agent devs developers contributors "
                        "please".split())
_NEG_WORDS = frozenset("not never don't dont doesn't doesnt didn't won't can't cannot isn't aren't longer "
                       "stopped".split())
_NEG_WALK = _ADVS | _AUX | frozenset({"stopped", "longer", "no", "not", "never", "dont", "doesnt"})


def _words(*names: str) -> frozenset[str]:
    return frozenset(w for n in names for w in n.split())


_G_RENAME = _words("rename renamed renaming called named known published name branded listed marketed sold ships "
                   "shipped call")
_G_REPLACE = _words("replace replaced replacing swap swapped swapping traded")
_G_MOVE = _words("moved moving move migrated migrating migrate switched switching switch ported converted "
                 "changed changing change bumped bumping bump raised raising raise lowered lowering lower "
                 "increased increasing increase decreased decreasing decrease reduced reducing reduce "
                 "upgraded upgrading upgrade downgraded downgrading downgrade updated updating update set "
                 "setting went transitioned split spun carved broken broke pulled")
_G_DROP = _words("dropped removed ripped rid retired stopped phased")
_G_SUPPORT = _words("support supported supports unsupported minimum min baseline floor required deprecated "
                    "lowest")
_G_PORT = _words("port localhost")
_G_TECH = _words("uses use using utilizes utilises utilize utilise utilizing utilising runs run running "
                 "built written implemented developed depends depend relies rely relying depending backed "
                 "powered hosted deployed deploys requires require needs need stores store storing keeps "
                 "keep persists persist saves save writes write sends send ships ship talks talk connects "
                 "connect prefers prefer preferred go goes flow flows pass passes routed sent published "
                 "pushed streamed publish publishes deploy deploying rewritten reimplemented cached kept "
                 "persisted queued indexed managed host hosts stored lives live sits resides processed handled "
                 "served scheduled orchestrated tokenized tokenised rendered drawn plotted charted computed "
                 "transcoded encoded traced verified paid billed charged collected delivered texted emailed "
                 "issued signed booked ordered settled refunded taken")
_G_TASK = _words("lint format test build bundle typecheck type-check lints linted linting formats formatted "
                 "formatting tests tested testing builds building bundles bundled bundling")
_G_WITH = _words("with using via")
_G_OWN = _words("its their our")
_G_BOUND = _words("bound bind binds listens listen listening points point pointed pointing")
_G_PATH = _words("lives live living sits sit resides reside located kept stored saved written found goes go "
                 "went belongs belong are is reads read loads load loaded picks sources")
_G_PLACE = _words("housed racked installed mounted sitting")
_G_COPULA = _words("is are set pinned capped limited default defaults equal equals stay stays cap caps maxes "
                   "hold holds been got was were has have")
_G_OF = _words("of")
_G_NOUN = _words("timeout ttl limit cap budget deadline window interval delay backoff retention quota expiry "
                 "grace cooldown")
_G_ADJ = _words("fine ok okay allowed permitted acceptable encouraged required mandatory optional forbidden "
                "banned prohibited discouraged disallowed no-go off-limits limits")
_G_POLICY_NP = _words("must should never always need needs have has mustn't shouldn't")
_CUE_WORDS = (_G_RENAME | _G_REPLACE | _G_MOVE | _G_DROP | _G_SUPPORT | _G_PORT | _G_TECH | _G_COPULA | _G_ADJ
              | _G_POLICY_NP | _IMPERATIVE | _words("don't dont do not no longer avoid stop enabled disabled "
                                                    "instead rather"))


# -- small helpers --------------------------------------------------------------------------------


def _norm(tok: str) -> str:
    """A token as it is compared: no possessive, no quotes (tokens come from lowercased text)."""
    if "'" not in tok and '"' not in tok and "“" not in tok and "”" not in tok and "`" not in tok:
        return tok
    low = tok.lower().strip("\"'“”‘’`")
    if low.endswith("'s"):
        low = low[:-2]
    return low


def _np_tail(prefix: str, limit: int = 4) -> tuple[list[str], bool]:
    """The noun phrase that ends `prefix` (the subject before a verb), and whether a pronoun stood there."""
    return _np_tail_toks(_TOK.findall(prefix[-160:]), limit)


def _np_tail_toks(toks: list[str], limit: int = 4) -> tuple[list[str], bool]:
    i = len(toks) - 1
    while i >= 0 and ((w := _norm(toks[i])) in _TRAIL_SKIP or (len(w) > 4 and w.endswith("ed"))):
        i -= 1  # "the server [started] on port", "the timeout [was raised] to"
    out: list[str] = []
    pron = False
    while i >= 0 and len(out) < limit:
        w = _norm(toks[i])
        if not w or w in _NP_STOP or not (w[0].isalnum() or w[0] in "$~._/"):
            if w in _PRON_REF and not out:
                pron = True
            break
        out.append(w)
        i -= 1
    out.reverse()
    while out and out[0][0].isdigit():
        out.pop(0)
    if out and all(w in _PRON for w in out):
        return [], False
    return out, pron


def _np_head(text: str, limit: int = 4) -> list[str]:
    """The noun phrase that starts `text` (an object after a verb)."""
    out: list[str] = []
    for tok in _TOK.findall(text[:160]):
        w = _norm(tok)
        if not out and (w in _DET or w in _ADVS):
            continue
        if not w or w in _NP_STOP or not (w[0].isalnum() or w[0] in "$~._/"):
            break
        out.append(w)
        if len(out) >= limit:
            break
    return out


def _negation_before(prefix: str) -> tuple[bool, bool]:
    """(negated, announces a change) from the adverbs and auxiliaries right before a verb:
    "no longer uses", "doesn't need", "has stopped using"."""
    return _negation_toks(_TOK.findall(prefix[-48:]))


def _negation_toks(toks: list[str]) -> tuple[bool, bool]:
    negated = change = False
    for tok in reversed(toks):
        w = _norm(tok)
        if w not in _NEG_WALK:
            break
        if w in _NEG_WORDS or w == "no":
            negated = True
        if w in ("longer", "stopped"):
            change = True
    return negated, change


def _subj(words: list[str]) -> str:
    out: list[str] = []
    for w in words:
        if not out or out[-1] != w:
            out.append(w)
    return " ".join(out)


def _role_of(words: list[str]) -> tuple[str | None, int]:
    """The role a noun phrase ends with ("its primary database" → database) and how many words it takes."""
    if len(words) >= 2:
        pair = f"{words[-2]} {words[-1]}"
        if pair in _ROLE_PAIRS:
            return _ROLE_PAIRS[pair], 2
    if words and words[-1] in _ROLE_WORDS:
        return _ROLE_WORDS[words[-1]], 1
    return None, 0


def _unit(u: str | None) -> tuple[str, str, float] | None:
    if not u:
        return None
    low = u.lower()
    return _UNITS.get(low) or _UNITS.get(low.rstrip("s"))


def _version_norm(v: str) -> str:
    v = v.lstrip("vV")
    while v.count(".") >= 2 and v.endswith(".0"):
        v = v[:-2]
    return v


def _number_value(n: str, u: str | None) -> str:
    n = _version_norm(n.replace(",", ""))
    unit = _unit(u)
    return f"{n} {unit[0]}" if unit else n


def _is_path(text: str) -> bool:
    low = text.lower().rstrip("/")
    if low in _NOT_PATHS or ("/" not in low and "." not in low):
        # "transforms/": a folder, written as one
        return low.startswith("http") or text.endswith("/") and len(low) >= 3 and low.isidentifier()
    if "/" in low:
        parts = [p for p in low.split("/") if p]
        return bool(parts) and (low.startswith(("/", "~", ".", "$")) or all(len(p) >= 2 for p in parts))
    return True


def _path_norm(p: str) -> str:
    p = p.strip().strip("\"'`").rstrip(".,;:")
    if p.startswith("./"):
        p = p[2:]
    return p.rstrip("/") or p


def _config_value(v: str) -> str:
    v = v.strip().strip("\"'`").rstrip(".,;").lower()
    if v in _TRUE:
        return "true"
    if v in _FALSE:
        return "false"
    return v


# -- terms: the value after a verb ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Term:
    kind: str  # "number" | "path" | "port" | "tech"
    value: str
    end: int
    version: str | None = None
    minimum: bool = False
    known: bool = False


def _term(text: str, pos: int = 0) -> _Term | None:
    """Parse the value that starts at `pos`: a port, a path, a number with a unit, or a tool name."""
    p = _LEAD_DET.match(text, pos).end()  # type: ignore[union-attr]
    if p >= len(text):
        return None
    head = text[p:p + 48].split(None, 1)[0] if not text[p].isspace() else ""
    if not head:
        return None
    if head.startswith("port"):
        m = _PORT_AT.match(text, p)
        if m:
            return _Term("port", m.group("n"), m.end())
    if ("/" in head or "." in head) and head.rstrip(".,;:!?") not in _ALIASES:  # node.js is a tool
        m = _PATH_AT.match(text, p)
        if m and _is_path(m.group(0)):
            return _Term("path", _path_norm(m.group(0)), m.end())
    if head[0].isdigit() or (head[0] == "v" and head[1:2].isdigit()):
        m = _NUM_AT.match(text, p)
        if m:
            return _Term("number", _number_value(m.group("n"), m.group("u")), m.end())
    m = _WORDS_AT.match(text, p)
    if not m:
        return None
    low = [_norm(t) for t in m.groups() if t]
    value, used, known = "", 0, False
    for n in (3, 2, 1):
        if len(low) >= n:
            canon = _ALIASES.get(" ".join(low[:n]))
            if canon:
                value, used, known = canon, n, True
                break
    version: str | None = None
    if not known and low and _DIGIT.search(low[0]):
        g = _GLUED_VERSION.fullmatch(low[0])
        if g and g.group(1) in _ALIASES:
            value, used, known, version = _ALIASES[g.group(1)], 1, True, _version_norm(g.group(2))
    if not known:
        if not low or low[0] in _VALUE_REJECT or low[0] in _VERBISH or low[0] in _VALUE_STOP:
            return None
        for w in low:
            if w in _VALUE_STOP or w[0].isdigit() or used == 3:
                break
            used += 1
        if not used:
            return None
        value = " ".join(low[:used])
    end = m.end(f"w{used}")
    minimum = False
    if version is None:
        mv = _VERSION_AT.match(text, end)
        if mv:
            version, end, minimum = _version_norm(mv.group("v")), mv.end(), bool(mv.group("min"))
    return _Term("tech", value, end, version=version, minimum=minimum, known=known)


def _term_in(text: str) -> _Term | None:
    """A term anywhere in a short phrase: the first known tool, else the phrase's own start."""
    for m in re.finditer(r"[\w.+#-]+", text[:80]):
        t = _term(text, m.start())
        if t is not None and (t.known or t.kind != "tech"):
            return t
    return _term(text)


# -- extraction -----------------------------------------------------------------------------------


class _Ctx:
    __slots__ = ("change", "span", "scope", "last_entity", "claims", "seen", "ticks")

    def __init__(self) -> None:
        self.change = False
        self.span = ""
        self.scope: list[str] = []
        self.last_entity: list[str] = []
        self.claims: list[Claim] = []
        self.seen: set[tuple[str, str, str, bool]] = set()
        self.ticks: set[str] = set()


def _add(ctx: _Ctx, attribute: str, subject: list[str] | str, value: str, polarity: bool = True,
         previous: str | None = None, change: bool = False) -> None:
    subj = subject if isinstance(subject, str) else _subj(subject)
    if not subj or not value or len(ctx.claims) >= MAX_CLAIMS:
        return
    if previous is not None and (previous == value or not previous):
        previous = None
    key = (attribute, subj, value, polarity)
    if key in ctx.seen:
        return
    ctx.seen.add(key)
    ctx.claims.append(Claim(subj, attribute, value, polarity, ctx.change or change or previous is not None,
                            previous, ctx.span))


def _entity(prefix: str, ctx: _Ctx, limit: int = 4) -> list[str]:
    """The subject before a verb; "it"/"they" refer to the last subject, an empty one to the clause scope."""
    return _resolve(*_np_tail(prefix, limit), ctx)


def _resolve(words: list[str], pron: bool, ctx: _Ctx) -> list[str]:
    if words:
        return words
    if pron and ctx.last_entity:
        return list(ctx.last_entity)
    return list(ctx.scope)


def _remember(ctx: _Ctx, entity: list[str]) -> None:
    kept = [w for w in entity if w not in _ROLE_WORDS]
    if kept:
        ctx.last_entity = kept


def _tech_subject(entity: list[str], value: str, explicit_role: str | None) -> list[str]:
    """Entity plus role: the explicit role, else the tool's category (a role noun the entity ends with,
    "billing's data", folds into it), so "billing uses Redis" (cache) never competes with "billing uses
    PostgreSQL" (database). An unknown tool gets no role: "tests run in parallel" names no test runner."""
    category = _CATEGORY.get(value)
    if explicit_role:
        return [*entity, explicit_role] if (not entity or entity[-1] != explicit_role) else entity
    head, n = _role_of(entity)
    if head and category == head:
        return [*entity[:-n], head]
    return [*entity, category] if category else entity


def _emit_term(ctx: _Ctx, entity: list[str], t: _Term, polarity: bool, previous: _Term | None,
               change: bool = False, role: str | None = None, noun: list[str] | None = None) -> None:
    """One claim for a parsed value, in the family its shape says (number, path, port, config or tool)."""
    if t.kind == "port":
        prev = previous.value if previous is not None else None
        _add(ctx, "number", [*entity, "port"], t.value, polarity, prev, change)
        return
    if t.kind == "number":
        subject = list(entity) + (noun or [])
        if len(entity) == 1 and entity[0] in _ALIASES and "." in t.value and " " not in t.value:
            subject = [_ALIASES[entity[0]], "version"]
        prev = None
        if previous is not None and previous.kind == "number":
            prev = previous.value
            if " " in t.value and " " not in prev:  # "from 10 to 30 s": the unit carries over
                prev = f"{prev} {t.value.split(' ', 1)[1]}"
        _add(ctx, "number", subject, t.value, polarity, prev, change)
        return
    if t.kind == "path":
        if entity:
            prev = previous.value if previous is not None and previous.kind == "path" else None
            _add(ctx, "path", entity, t.value, polarity, prev, change)
        return
    if len(entity) == 1 and _IDENT.fullmatch(entity[0]) and not t.known and " " not in t.value:
        _add(ctx, "config", entity, _config_value(t.value), polarity,
             _config_value(previous.value) if previous is not None else None, change)
        return
    subject = _tech_subject(entity, t.value, role)
    if subject:
        prev = previous.value if previous is not None and previous.kind == "tech" else None
        _add(ctx, "tech", subject, t.value, polarity, prev, change)
    if t.version and (t.known or (" " not in t.value and "." in t.version)):
        words = [t.value, "minimum", "version"] if t.minimum else [t.value, "version"]
        _add(ctx, "number", words, t.version, polarity, None, change)


_VERB_ROLE = {"cached": "cache", "queued": "queue", "indexed": "search", "lint": "linter",
              "format": "formatter", "test": "testing", "build": "build", "bundle": "build",
              "typecheck": "typechecker", "type-check": "typechecker"}
_NOUN_VERBS = frozenset("store keep save persist write send ship".split())


@dataclass
class _Tail:
    """What follows a technology term: contrasts ("not Z", "instead of Z"), a role ("as its cache"),
    more terms ("and W"), and where the scan stopped."""

    contrasts: list[tuple[_Term, bool]]  # (term, names the previous value)
    extras: list[_Term]
    entity: list[str]
    role: str | None
    pos: int


def _tech_tail(clause: str, pos: int, base: str, entity: list[str], role: str | None) -> _Tail:
    tail = _Tail([], [], entity, role, pos)
    for _ in range(4):
        tm = _TAIL.match(clause, tail.pos)
        if not tm:
            break
        if tm.group("contrast"):
            word = " ".join(tm.group("contrast").split())
            if word in ("over", "to") and base not in ("prefer", "prefers", "preferred"):
                break
            ct = _term(clause, tm.end())
            if ct is None or ct.kind != "tech":
                break
            tail.contrasts.append((ct, word in ("instead of", "in place of")))
            tail.pos = ct.end
        elif tm.group("as") or tm.group("for"):
            words_r = _np_head(clause[tm.end():], 3)
            r, n = _role_of(words_r)
            if r:
                tail.role = r
                if words_r[:-n] and not tail.entity:
                    tail.entity = words_r[:-n]
            elif tm.group("for") and words_r and not tail.entity:
                tail.entity = words_r
            elif not words_r:
                break
            tail.pos = tm.end()
            for _w in words_r:
                nxt = clause.find(" ", tail.pos + 1)
                tail.pos = len(clause) if nxt < 0 else nxt
        else:
            et = _term(clause, tm.end())
            if et is None or et.kind != "tech" or not et.known:
                break
            tail.extras.append(et)
            tail.pos = et.end
    return tail


def _rule_tech(clause: str, ctx: _Ctx) -> None:
    """"X uses/runs on/stores ... in/is built with Y", with "as its R"/"for R", "instead of Z", "and W"."""
    prev_end = 0
    first_entity: list[str] | None = None
    for k, m in enumerate(_TECH_VERB.finditer(clause)):
        if k >= 4:
            break
        if m.start() < prev_end:
            continue
        verb = " ".join(m.group("verb").split())
        ptoks = _TOK.findall(clause[max(prev_end, m.start() - 160):m.start()])
        before = _norm(ptoks[-1]) if ptoks else ""
        if before in _DET:
            continue  # "the use of", "a store in"
        negated, change = _negation_toks(ptoks[-6:])
        base = verb.split()[0]
        if (base in _NOUN_VERBS and before and not before.endswith("s") and before not in _WHO_OK
                and before not in _PRON and not negated and before not in _NEG_WALK):
            continue  # a base form after a singular noun is a noun itself ("the data store in ...")
        if verb.startswith(("is on", "are on", "is now on", "are now on")) or m.group("goto"):
            # "…go to Kafka" names a technology; "…go to production" and "…is on Fridays" do not
            t0 = _term(clause, m.end())
            if t0 is None or not t0.known:
                continue
        polarity = not negated
        if verb.startswith("used to"):
            polarity, change = False, True
        words, pron = _np_tail_toks(ptoks)
        if k and first_entity is not None and not words and not pron:
            entity = list(first_entity)
        else:
            entity = _resolve(words, pron, ctx)
        obj = _np_head(m.group("sobj") or m.group("wobj") or m.group("pobj") or "", 2)
        t = _term(clause, m.end())
        if t is None:
            prev_end = m.end()
            continue
        if first_entity is None:
            first_entity = entity
        if t.kind in ("number", "path", "port"):
            if t.kind == "number" and (m.group("run") or m.group("passive")):
                prev_end = t.end
                continue  # "runs in 4 minutes" is a measurement, not a setting
            noun = obj
            if t.kind == "number" and not obj:
                noun = _np_head(clause[t.end:], 2)
                if noun and noun[0] in _ROLE_WORDS:
                    noun = []
            _emit_term(ctx, entity if t.kind != "path" else [*entity, *obj], t, polarity, None, change,
                       noun=noun if t.kind == "number" else None)
            prev_end = t.end
            continue
        entity = [*entity, *obj]
        if not entity and base.startswith("prefer"):
            entity = ["preference"]
        role: str | None = None
        hint = _VERB_ROLE.get(m.group("passive") or m.group("task") or "")
        if hint and (not t.known or m.group("task")):
            role = hint
        tail = _tech_tail(clause, t.end, base, entity, role)
        contrasts, extras, entity, role, pos = tail.contrasts, tail.extras, tail.entity, tail.role, tail.pos
        previous = next((c for c, is_prev in contrasts if is_prev), None)
        _emit_term(ctx, entity, t, polarity, previous if polarity else None, change, role=role)
        for et in extras:
            _emit_term(ctx, entity, et, polarity, None, change)
        for ct, is_prev in contrasts:
            if not is_prev and polarity:
                subject = _tech_subject(entity, t.value, role)
                if subject:
                    _add(ctx, "tech", subject, ct.value, False, None, change)
        _remember(ctx, entity)
        prev_end = pos


def _rule_move(clause: str, ctx: _Ctx) -> None:
    """"moved/migrated/switched/bumped X (from A) to B" and "X went from A to B"."""
    for k, m in enumerate(_MOVE.finditer(clause)):
        if k >= 2:
            break
        verb = m.group("verb")
        ptoks = _TOK.findall(clause[max(0, m.start() - 30):m.start()])
        if ptoks and _norm(ptoks[-1]) in _DET:
            continue  # "the change to", "a move to"
        prev_txt = m.group("prev")
        if verb == "went" and not prev_txt:
            continue
        t = _term(clause, m.start("val"))
        if t is None:
            continue
        obj = m.group("obj") or ""
        entity = _np_head(obj) if obj.strip() else _entity(clause[:m.start()], ctx)
        pt = _term(prev_txt) if prev_txt else None
        if pt is not None and t.kind == "number" and pt.kind == "tech" and pt.version:
            pt = _Term("number", pt.version, pt.end)
        if t.kind == "tech" and ((not t.known and not entity) or t.value.split()[0] in _VERBISH):
            continue
        _emit_term(ctx, entity, t, True, pt, change=verb not in ("set", "setting"))
        _remember(ctx, entity)


def _rule_move_off(clause: str, ctx: _Ctx) -> None:
    """"migrated billing off Postgres", "dropped Redis from billing": a negative claim that is a change."""
    m = _MOVE_OFF.search(clause)
    if m:
        pt = _term_in(m.group("prev"))
        if pt is not None and pt.kind == "tech":
            obj = m.group("obj") or ""
            entity = _np_head(obj) if obj.strip() else _entity(clause[:m.start()], ctx)
            _emit_term(ctx, entity, pt, False, None, True)
    m2 = _DROPPED.search(clause)
    if m2:
        pt = _term(m2.group("prev"))
        if pt is not None and pt.kind == "tech" and pt.known:
            where = m2.group("where")
            entity = _np_head(where) if where else _entity(clause[:m2.start()], ctx)
            _emit_term(ctx, entity, pt, False, None, True)


def _rule_replace(clause: str, ctx: _Ctx) -> None:
    """"replaced X with Y (in Z)", "swapped X for Y", "X was replaced by Y"."""
    m = _REPLACE.search(clause)
    if m:
        prev_txt, val_at, before = m.group("prev"), m.start("val"), clause[:m.start()]
    else:
        m = _REPLACED_BY.search(clause)
        if not m:
            return
        prev_txt, val_at, before = " ".join(_np_tail(clause[:m.start()], 3)[0]), m.end(), ""
    pt = _term_in(prev_txt)
    t = _term(clause, val_at)
    if pt is None or t is None:
        return
    w = _WHERE.match(clause, t.end)
    entity = _np_head(w.group("w")) if w else (_entity(before, ctx) if before else list(ctx.scope))
    if t.kind == "tech" and pt.kind == "tech":
        _emit_term(ctx, entity, t, True, pt, True, role=_CATEGORY.get(pt.value) if not t.known else None)
    elif t.kind == pt.kind:
        _emit_term(ctx, entity, t, True, pt, True)


def _rule_rename(clause: str, ctx: _Ctx) -> None:
    """"renamed X to Y", "renamed the auth service from X to Y", "X is called/named Y", "call the X Y"."""
    m = _RENAME.search(clause)
    if m:
        what = m.group("what").strip()
        new = _config_value(m.group("new"))
        if m.group("old"):
            old = _config_value(m.group("old"))
            subject = _np_head(what) or [old]
        else:
            words = [w for w in (_norm(x) for x in _TOK.findall(what)) if w not in _DET]
            ident = next((x for x in words if any(c in x for c in "-_./") or x in ctx.ticks), None)
            old = ident or " ".join(words)
            rest = [x for x in words if x != ident] if ident else []
            subject = rest or [old]
        if old and new and new not in _NAME_REJECT:
            _add(ctx, "name", subject, new, True, old, True)
        return
    asked = _CALL_IT.search(clause)
    if asked is not None and asked.group("new").strip('"') not in _NAME_REJECT:
        _add(ctx, "name", _np_head(asked.group("what")), asked.group("new").strip('"'), True, None, True)
        return
    m2 = _CALLED.search(clause)
    if not m2:
        return
    quoted = m2.group("new")[0] in "\"“‘'" and len(m2.group("new")) > 2
    if (m2.group("brand") or m2.group("ships")) and not quoted:
        return  # "the job is listed as failed": a product's name under these verbs is written in quotes
    new = " ".join(m2.group("new").strip("\"“”‘’'").split()) if quoted else _config_value(m2.group("new"))
    if not new or new in _NAME_REJECT or new in _VERBISH:
        return
    verb = m2.group("verb")
    words, _ = _np_tail(clause[:m2.start()])
    if not words:
        return
    if "renamed" in verb or "now" in verb:
        old = " ".join(words)
        if len(words) == 1 and (any(c in old for c in "-_./") or old in ctx.ticks):
            _add(ctx, "name", words, new, True, old, True)
            return
    if words[-1] == "name" and len(words) > 1:
        words = words[:-1]
    _add(ctx, "name", words, new, True, None)


def _rule_support(clause: str, ctx: _Ctx) -> None:
    """"Go 1.21 is (no longer) supported / the minimum", "dropped support for Python 3.8"."""
    m = _SUPPORT.search(clause)
    if m:
        tech = _ALIASES.get(m.group("tech"), m.group("tech"))
        ver = _version_norm(m.group("ver"))
        polarity = not m.group("neg")
        what = m.group("what")
        if what in ("supported", "unsupported", "deprecated"):
            if what != "supported":
                polarity = not polarity
            _add(ctx, "policy", [tech, ver, "support"], f"support {tech} {ver}", polarity)
        else:
            _add(ctx, "number", [tech, "minimum", "version"], ver, polarity)
    m2 = _SUPPORT_VERB.search(clause)
    if m2:
        raw = m2.group("tech") or m2.group("tech2")
        tech = _ALIASES.get(raw, raw)
        ver = _version_norm(m2.group("ver") or m2.group("ver2"))
        verb = m2.group("verb") or ""
        polarity = verb not in ("dropped", "drop", "removed", "ended", "end")
        _add(ctx, "policy", [tech, ver, "support"], f"support {tech} {ver}", polarity, None, bool(verb))


def _rule_port(clause: str, ctx: _Ctx) -> None:
    """"listens on port 8080", "moved the API to port 9090", "PORT=8080", "localhost:8080"."""
    m = _PORT_ANY.search(clause)
    if not m or (m.group("n2") and not _SERVES.search(clause)):
        return
    if m.group("n3") and not re.search(r"\b(?:port|listener|broker|server|gateway|endpoint|service|api|proxy|socket|"
                                       r"connects?|config|mllp|tls)\b", clause):
        return  # "points at 8883" names a port only beside what serves one
    prefix = clause[:m.start()]
    up = re.search(r"(?:\b(?:comes?|came)|,?\s*\bit'?s|\bis)\s+up\s+(?:on\s+|at\s+)?$", prefix)
    prefix = prefix[:up.start()] if up else prefix  # "Gateway comes up on :9090" is the gateway's port
    mv = _PORT_MOVE.search(prefix)
    entity = _np_head(mv.group("obj")) if mv else _entity(prefix, ctx)
    entity = [w for w in entity if not (w.endswith("ly") and len(w) > 4)]  # "the preview server locally"
    if entity and entity[-1] == "port":
        entity = entity[:-1]
    _add(ctx, "number", [*entity, "port"], m.group("n") or m.group("n2") or m.group("n3"),
         not _PORT_NEG.search(prefix))


def _rule_path(clause: str, ctx: _Ctx) -> None:
    """"the fixtures live in tests/fixtures", "logs are written to ~/.local/state/helix", "reads its
    configuration from ~/.ridgelinerc" (the place its configuration comes from)."""
    r = _PATH_READ.search(clause)
    if r and _is_path(r.group("val")) and r.group("val").startswith(("~", "/", "$", ".")):
        entity = _entity(clause[:r.start()], ctx)
        if entity:
            _add(ctx, "path", [*entity, "config"], _path_norm(r.group("val")),
                 not _negation_before(clause[:r.start()])[0])
        return
    m = _PATH_LIVE.search(clause)
    if not m or not _is_path(m.group("val")):
        return
    verb = m.group("verb")
    prefix = clause[:m.start()]
    entity = _entity(prefix, ctx)
    if not entity:
        return
    if verb in ("is", "are", "go", "goes", "went", "found") and entity[-1] not in _ARTEFACTS \
            and not (verb in ("is", "are") and "/" in m.group("val")):
        return  # "the bug is in api.py" places no artefact; "the images are in packages/ui/media" does
    _add(ctx, "path", entity, _path_norm(m.group("val")), not _negation_before(prefix)[0])


# Where a machine or a thing stands, as a room or a site: "sits in the pump house control room", "is now racked
# in the Base Lodge server room"
_PLACE_AT = re.compile(
    r"\b(?:sits?|sitting|lives?|living|resides?|(?:is|are|was|were)\s+(?:now\s+|still\s+)?(?:located|housed|racked|"
    r"installed|mounted|sitting|kept))\s+(?:now\s+|still\s+)?(?:in|inside)\s+(?:the\s+|our\s+|a\s+)?"
    r"(?P<val>[a-z0-9][\w-]*(?:\s+[a-z0-9][\w-]*){0,5})")
_PLACE_HEADS = frozenset("room closet cabinet rack cage basement building office floor datacenter datacentre site "
                         "depot warehouse house hall lab shed colo colocation cupboard plant station annex hut "
                         "container kiosk".split())
_PLACE_END = frozenset("at after since because until when with for and but while so on by to from of as".split())


def _rule_place(clause: str, ctx: _Ctx) -> None:
    """"The control server sits in the pump house control room": where a thing stands, up to the place's
    head word ("room", "cage", "depot"); a path is `_rule_path`'s."""
    m = _PLACE_AT.search(clause)
    if m is None:
        return
    words: list[str] = []
    for w in m.group("val").split():
        if w in _PLACE_END:
            break
        words.append(w)
    head = max((k for k, w in enumerate(words) if w in _PLACE_HEADS), default=None)
    if head is None:
        return
    entity = _entity(clause[:m.start()], ctx)
    if entity:
        _add(ctx, "place", entity, " ".join(words[:head + 1]), not _negation_before(clause[:m.start()])[0],
             None, " now " in f" {m.group(0)} ")


def _rule_copula(clause: str, ctx: _Ctx) -> None:
    """"the API timeout is 30 s", "LOG_LEVEL is info", "the entry point is src/main.py", "the DB is
    Postgres": a copula whose value has a recognisable shape (a bare word after "is" says too little)."""
    for k, m in enumerate(_COPULA.finditer(clause)):
        if k >= 3:
            break
        words, pron = _np_tail(clause[:m.start()])
        if not words:
            if pron and ctx.last_entity:
                words = list(ctx.last_entity)
            else:
                continue
        if ctx.scope and not set(ctx.scope) & set(words):
            words = [*ctx.scope, *words]
        polarity = not m.group("neg")
        t = _term(clause, m.end())
        if t is None:
            continue
        cop = m.group("cop")
        if cop in ("has", "have"):
            noun = _np_head(clause[t.end:], 2) if t.kind == "number" else []
            if noun and noun[0] not in _TIME_WORDS:
                _add(ctx, "number", [*words, *noun], t.value, polarity)
            continue
        if t.kind == "port":
            _add(ctx, "number", [*words, "port"], t.value, polarity)
        elif t.kind == "number":
            if len(words) == 1 and words[0] in _ALIASES and "." in t.value and " " not in t.value:
                words = [_ALIASES[words[0]], "version"]
            _add(ctx, "number", words, t.value, polarity)
        elif t.kind == "path":
            if words[-1] in _ARTEFACTS or words[-1] in ("path", "location"):
                _add(ctx, "path", words, t.value, polarity)
        elif not cop.startswith("hold"):
            key = words[0] if len(words) == 1 else ""
            first = t.value.split()[0]
            ticked = first in ctx.ticks or t.value in ctx.ticks
            if (key and _IDENT.fullmatch(key)) or ticked or first in _TRUE or first in _FALSE:
                if " " not in t.value or ticked:
                    _add(ctx, "config", words, _config_value(t.value if ticked else first), polarity)
                continue
            if not t.known and _PASSIVE_AFTER.match(clause, t.end) and t.value.endswith("ed"):
                continue  # "…is stored in DynamoDB": a passive verb, not the value
            role, _ = _role_of(words)
            if t.known or (role and len(t.value.split()) <= 2):
                _emit_term(ctx, words, t, polarity, None)
            elif words[-1] in _NAME_HEADS and " " not in t.value and (
                    _NAME_LIKE.search(t.value) or (words[-1] == "branch" and t.value in _BRANCHES)):
                _add(ctx, "name", words, t.value, polarity)
            elif _IDENT.fullmatch(t.value) and len(words) <= 3:
                _add(ctx, "config", words, t.value, polarity)  # "the entry point is helix.cli.main"


_PASSIVE_AFTER = re.compile(r"\s+(?:in|on|at|with|by|to|from|via|into|under|through)\b")
_NAME_HEADS = frozenset("branch package module repo repository project binary command cli image bucket table "
                        "namespace cluster topic channel org organisation organization service app".split())
_NAME_LIKE = re.compile(r"[-_.:/\d]")
_BRANCHES = frozenset("main master trunk develop development dev staging production prod release "
                      "next".split())


def _rule_config(clause: str, ctx: _Ctx) -> None:
    """`KEY=value` anywhere, `key: value` as a whole clause."""
    for k, m in enumerate(_CONFIG_EQ.finditer(clause)):
        if k >= 4:
            break
        key = m.group("key")
        if key in ("http", "https"):
            continue
        val = m.group("val").strip()
        subject = [key]
        if not _IDENT.fullmatch(key):
            words, _ = _np_tail(clause[:m.start("key")], 3)
            subject = [*words, key]
        nm = _NUM_AT.fullmatch(val)
        if nm:
            _add(ctx, "number", subject, _number_value(nm.group("n"), nm.group("u")))
        elif "/" in val and _is_path(val):
            _add(ctx, "path", subject, _path_norm(val))
        else:
            _add(ctx, "config", subject, _config_value(val))
    m2 = _CONFIG_COLON.fullmatch(clause)
    if m2:
        key, val = m2.group("key"), m2.group("val").strip()
        nm = _NUM_AT.fullmatch(val)
        if nm:
            subject = [w for w in key.split() if w not in _DET]
            _add(ctx, "number", subject, _number_value(nm.group("n"), nm.group("u")))
        elif " " not in key and (_IDENT.fullmatch(key) or val in _TRUE or val in _FALSE):
            if "/" in val and _is_path(val):
                _add(ctx, "path", [key], _path_norm(val))
            else:
                _add(ctx, "config", [key], _config_value(val))


def _rule_of_number(clause: str, ctx: _Ctx) -> None:
    """"the cache has a TTL of 60 s", "a 30 s timeout for the API", "requests are retried 3 times"."""
    r = _RETRIED.search(clause)
    if r:
        _add(ctx, "number", [*_entity(clause[:r.start()], ctx, 3), "retries"], r.group("n"))
    m = _OF_NUMBER.search(clause)
    if m:
        nm = _NUM_AT.match(clause, m.start("num"))
        if nm:
            attr = [_norm(w) for w in m.group("attr").split()]
            entity = _entity(clause[:m.start()], ctx, 3) if m.group("verb") else []
            _add(ctx, "number", [*entity, *attr], _number_value(nm.group("n"), nm.group("u")))
    m2 = _NUM_NOUN.search(clause)
    if m2:
        nm = _NUM_AT.match(clause, m2.start("num"))
        if nm:
            noun = m2.group("noun").split()
            w = _FOR_ENTITY.match(clause, m2.end())
            if w:
                entity = _np_head(w.group("e"), 3)
            else:
                pre = _HAS_BEFORE.search(clause[:m2.start()])
                entity = _entity(clause[:pre.start()], ctx, 3) if pre else []
            _add(ctx, "number", [*entity, *noun], _number_value(nm.group("n"), nm.group("u")))


_RETRIED = re.compile(r"\s(?:is|are|get|gets)\s+(?:now\s+)?retried\s+(?:up\s+to\s+|at\s+most\s+)?"
                      r"(?P<n>\d+)\s+times")
_FOR_ENTITY = re.compile(r"\s+(?:for|on|in)\s+(?:the\s+)?(?P<e>[^,;]{1,40})")
_HAS_BEFORE = re.compile(r"\b(?:has|have|uses|use|with|gets|sets|set)\s+(?:a|an|the)?\s*$")


def _policy_words(text: str) -> list[str]:
    out: list[str] = []
    for tok in _TOK.findall(text):
        w = _norm(tok)
        if (not w or not w[0].isalnum() or w in _DET or w in _PREP or w in _CONJ or w in _AUX or w in _ADVS
                or w in _PRON or w in _LIGHT or w in _POLICY_FILLER):
            continue
        out.append(w)
        if len(out) >= 8:
            break
    return out


def _policy_value(text: str) -> str:
    words = [_norm(t) for t in _TOK.findall(text) if t[0].isalnum() or t[0] in "$~./-_"]
    while words and words[-1] in ("anymore", "now", "again", "please", "ever", "either"):
        words.pop()
    return " ".join(words[:12])


def _rule_policy(clause: str, ctx: _Ctx, ws: set[str]) -> None:
    """Imperatives, habits and rules with a polarity: "Never deploy on Fridays", "We no longer squash"."""
    if not ws.isdisjoint(_G_ADJ):
        m = _POLICY_ADJ.match(clause)
        if m:
            np, adj = m.group("np"), m.group("adj")
            polarity = (adj in _POS_ADJ) != bool(m.group("neg"))
            words = _policy_words(np)
            if adj in ("required", "mandatory", "optional"):
                words.append("required")  # obligation, not permission: "optional" is "not required"
            if words:
                _add(ctx, "policy", words, _policy_value(np), polarity)
            return
    if clause.startswith("no "):
        m = _POLICY_NO.fullmatch(clause)
        if m and not _NARRATIVE_NO.search(clause):
            words = _policy_words(m.group("np"))
            if words:
                _add(ctx, "policy", words, _policy_value(m.group("np")), False)
            return
    head = _POLICY_HEAD.match(clause)
    if head is not None:
        mods = head.group("mods") or ""
        body = clause[head.end():]
        first = _norm(body.split(" ", 1)[0]) if body else ""
        modal = bool(mods.strip()) and bool(_MODAL_WORDS.search(mods))
        if first and first[0].isalpha():
            if not modal:
                ok = first in _IMPERATIVE
            else:
                ok = not (first in _DET or first in _PRON or first in _AUX or first in _PREP or first in _CONJ
                          or (first.endswith("ed") and first not in _IMPERATIVE)
                          or first in ("again", "ever", "mind"))
            words = _policy_words(body) if ok else []
            if words:
                _add(ctx, "policy", words, _policy_value(body), not _NEG_MODS.search(mods))
                return
    if not ws.isdisjoint(_G_POLICY_NP):
        m2 = _POLICY_NP.match(clause)
        if m2:
            np_first = _norm(m2.group("np").split()[0])
            if np_first not in _PRON and np_first not in _POLICY_WHO:
                text = f"{m2.group('np')} {m2.group('body')}"
                words = _policy_words(text)
                if len(words) >= 2:
                    _add(ctx, "policy", words, _policy_value(text), not _NEG_MODS.search(m2.group("mod")))


def _clause_claims(clause: str, ctx: _Ctx, ws: set[str]) -> None:
    """Run each family whose gate words occur in the sentence."""
    digit = _DIGIT.search(clause) is not None
    if not ws.isdisjoint(_G_RENAME):
        _rule_rename(clause, ctx)
    if not ws.isdisjoint(_G_REPLACE):
        _rule_replace(clause, ctx)
    arrow = "→" in clause or "->" in clause or "=>" in clause
    if arrow or not ws.isdisjoint(_G_MOVE):
        _rule_move(clause, ctx)
    if not ws.isdisjoint(_G_MOVE) or not ws.isdisjoint(_G_DROP):
        _rule_move_off(clause, ctx)
    if digit and not ws.isdisjoint(_G_SUPPORT):
        _rule_support(clause, ctx)
    if digit and (not ws.isdisjoint(_G_PORT) or "127.0.0.1" in clause or "0.0.0.0" in clause or " :" in clause
                  or not ws.isdisjoint(_G_BOUND)):
        _rule_port(clause, ctx)
    if (not ws.isdisjoint(_G_TECH) or (" on " in clause and ("is" in ws or "are" in ws))
            or (not ws.isdisjoint(_G_TASK) and not ws.isdisjoint(_G_WITH))
            or (not ws.isdisjoint(_G_OWN) and (not ws.isdisjoint(_G_WITH) or " on " in clause))):  # "parses its … with"
        _rule_tech(clause, ctx)
    if ("/" in clause or "." in clause) and not ws.isdisjoint(_G_PATH):
        _rule_path(clause, ctx)
    if not ws.isdisjoint(_G_PATH) or not ws.isdisjoint(_G_PLACE):
        _rule_place(clause, ctx)
    if "=" in clause or not ws.isdisjoint(_G_COPULA):
        _rule_copula(clause, ctx)
    if "=" in clause or ":" in clause:
        _rule_config(clause, ctx)
    if digit and (not ws.isdisjoint(_G_OF) or not ws.isdisjoint(_G_NOUN) or "retried" in ws):
        _rule_of_number(clause, ctx)
    _rule_policy(clause, ctx, ws)


def _clean_clause(low: str, raw: str, ctx: _Ctx) -> tuple[str, str]:
    """Strip labels ("Note:"), lead-ins ("As of v2,", "Now"), a scope ("In billing,") and move a leading
    "before/after ..." clause to the end, so the patterns see the claim itself. `raw` (same length, original
    case) follows along for the span."""
    i = _LABEL.match(low).end()  # type: ignore[union-attr]
    for _ in range(4):
        m = _LEAD.match(low, i)
        if not m or m.end() == i:
            break
        i = m.end()
    m = _SCOPE.match(low, i)
    if m:
        ctx.scope = _np_head(m.group("scope"), 3)
        i = m.end()
    c, r = low[i:], raw[i:]
    m = _SUBORD.match(c)
    if m:
        c = f"{m.group('rest')} {m.group('sub')}"
        r = f"{r[m.start('rest'):m.end('rest')]} {r[m.start('sub'):m.end('sub')]}"
    left = len(c) - len(c.lstrip())
    right = len(c.rstrip(_STRIP))
    return c[left:right], r[left:right]


def _sentences(text: str) -> list[str]:
    out: list[str] = []
    for line in text.splitlines():
        if ". " in line or "! " in line or "? " in line or '." ' in line:
            out.extend(_SENT_SPLIT.split(line))
        else:
            out.append(line)
    return out


def _extract(text: str) -> list[Claim]:
    ctx = _Ctx()
    candidates = 0
    for sentence in _sentences(text[:MAX_TEXT]):
        s = sentence.strip()
        if len(s) < 4:
            continue
        if len(s) > MAX_SENTENCE:
            s = s[:MAX_SENTENCE]
        low = s.lower()
        ws = set(_WORD.findall(low.replace("’", "'")))
        if ws.isdisjoint(_CUE_WORDS) and not _CUE_CHARS.search(low):
            continue
        candidates += 1
        if candidates > MAX_CANDIDATES or len(ctx.claims) >= MAX_CLAIMS:
            break
        s = s.replace("’", "'")
        if "`" in s:
            ctx.ticks = {_norm(x) for x in _TICK.findall(s)}
            s = s.replace("`", "")
        else:
            ctx.ticks = set()
        if "(" in s:
            s = _PAREN.sub("", s)
        s = _DEGREE.sub("", s)
        low = s.lower()
        if len(low) != len(s):  # a few characters change length when lowercased: keep both in step
            s = low
        if (low.rstrip(" \"')”").endswith("?") or not ws.isdisjoint(_HYPO_WORDS)
                or low.startswith(("is ", "are ", "will "))) and _HYPO.search(low):
            continue
        ctx.change = (not ws.isdisjoint(_CHANGE_WORDS) or any(p in low for p in _CHANGE_PHRASES)
                      or (("from" in ws or "updated" in ws) and _CHANGE_FROM.search(low) is not None))
        if low.count("->") + low.count("→") + low.count("=>") == 1:  # "build -> test -> ship" is a pipeline
            # "port 3000 -> 5173" says "port changed from 3000 to 5173"; "switch formatter gofmt ->
            # gofumpt" says "switch formatter from gofmt to gofumpt"
            s = _arrow_as_words(s)
            low = s.lower()  # the same length as s: a length-changing lowercase already made s lowercase
            ws = set(_WORD.findall(low))
        ctx.scope = []
        start = 0
        bounds: list[tuple[int, int]] = []
        if any(x in low for x in (";", ",", " but ", " -", "—", "–", "though", "whereas")):
            for m in _CLAUSE_SPLIT.finditer(low):
                bounds.append((start, m.start()))
                start = m.end()
        bounds.append((start, len(low)))
        for a, b in bounds[:MAX_CLAUSES]:
            if b - a < 3:
                continue
            clause, raw = _clean_clause(low[a:b], s[a:b], ctx)
            if len(clause) < 3:
                continue
            ctx.span = " ".join(raw.split())[:200]
            _clause_claims(clause, ctx, ws if len(bounds) == 1 else set(_WORD.findall(clause)))
    return ctx.claims


_TECH_WORD = re.compile(r"[\w#+][\w.#+-]*")
# Names that are everyday words too ("events go through…", "make sure"): not read as technologies here.
_EVERYDAY = frozenset("go make black requests next express spring rails fly bun nose js ts py tf elastic node "
                      "data store unity sap maven ninja zookeeper dart".split())
# Everyday words that name a tool only when written with a capital inside a sentence.
_NAMED_ONLY = frozenset({"leaflet"})


def technologies(text: str) -> dict[str, set[str]]:
    """The known technologies a text names, by role ("Kafka" and "SQS": {"queue": {"kafka", "sqs"}})."""
    return {role: set(names) for role, names in _technologies(text[:MAX_TEXT])}


def tool_names(text: str) -> set[str]:
    """Every known technology a text names, whatever its role."""
    return {name for _, names in _technologies(text[:MAX_TEXT]) for name in names}


@lru_cache(maxsize=16384)
def _technologies(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """`technologies`, cached: a consolidation run asks it of one text many times."""
    raw = _TECH_WORD.findall(text)
    # a diff's added line opens on "+" ("+xgboost==2.0.3"), its removed one on "-", which no word takes
    words = [_norm(re.sub(r"^\+(?=[a-z])", "", t.lower().rstrip(".,;:!?)"))) for t in raw]
    found: dict[str, set[str]] = {}
    k = 0
    while k < len(words):
        for n in (3, 2, 1):
            phrase = " ".join(words[k:k + n]) if k + n <= len(words) else ""
            canon = _ALIASES.get(phrase)
            if canon and phrase in _NAMED_ONLY and not (k > 0 and raw[k][0].isupper()):
                continue  # "The leaflet went out …" is paper; "… is built with Leaflet" the library
            if canon and phrase not in _EVERYDAY:
                found.setdefault(_CATEGORY[canon], set()).add(canon)
                k += n
                break
        else:
            k += 1
    return tuple((role, frozenset(names)) for role, names in found.items())


def extract(text: str) -> list[Claim]:
    """The claims a text makes, in reading order. Never raises: odd input yields an empty list."""
    if not isinstance(text, str) or not text.strip():
        return []
    try:
        return _extract(text)
    except Exception:  # a pattern helper tripping on odd input must not stop consolidation
        return []


# -- comparison -----------------------------------------------------------------------------------


def _stem(w: str) -> str:
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    for suffix in ("ing", "ed", "es", "s"):
        if len(w) > len(suffix) + 2 and w.endswith(suffix):
            w = w[: -len(suffix)]
            break
    if len(w) > 3 and w.endswith("e"):
        w = w[:-1]
    return w


_MATCH_STOP = _DET | _PREP | _CONJ | frozenset({"is", "are", "be", "all", "both", "most"})
_GENERIC_STEMS = frozenset(_stem(w) for w in _GENERIC)


@lru_cache(maxsize=8192)
def _subject_terms(subject: str) -> frozenset[str]:
    out: list[str] = []
    for t in re.findall(r"[a-z0-9#+]+", subject.lower()):
        t = _SUBJ_SYN.get(t, t)
        t = _ALIASES.get(t, t) if len(t) > 2 else t
        if t in _MATCH_STOP:
            continue
        out.append(_stem(t))
    core = [t for t in out if t not in _GENERIC_STEMS]
    return frozenset(core or out)


def _ident_subject(s: str) -> bool:
    return " " not in s and ("_" in s or ("." in s and not s.replace(".", "").isdigit()))


def default_same_subject(a: str, b: str) -> bool:
    """Same subject by stemmed content words: one contained in the other, or (for long subjects) a large
    overlap. Two config keys must be the same key: LOG_LEVEL is not DB_LOG_LEVEL."""
    if a == b:
        return True
    if _ident_subject(a) and _ident_subject(b):
        return a.replace("-", "_") == b.replace("-", "_")
    ta, tb = _subject_terms(a), _subject_terms(b)
    if not ta or not tb:
        return False
    if ta <= tb or tb <= ta:
        return True
    inter = len(ta & tb)
    return inter >= 3 and inter * 2 >= len(ta | tb)


def _policy_same(a: str, b: str) -> bool:
    """Stricter for rules: one action must contain the other and the smaller must say two things, so
    "don't push" never meets "push tags after a release"."""
    ta, tb = _subject_terms(a), _subject_terms(b)
    if ta == tb:
        return bool(ta)
    small, large = (ta, tb) if len(ta) <= len(tb) else (tb, ta)
    return len(small) >= 2 and small <= large


def _parse_number(v: str) -> tuple[str, str | None, float | None]:
    num, _, unit = v.partition(" ")
    if unit and unit in _CANON_UNITS:
        dim, factor = _CANON_UNITS[unit]
        try:
            return num, dim, calendar_time(float(num) * factor, dim)
        except ValueError:
            return num, dim, None
    return num, None, None


def _same_value(attribute: str, a: str, b: str, subject: str = "") -> bool:
    if a == b:
        return True
    if attribute == "path":
        return _path_norm(a).lower() == _path_norm(b).lower()
    if attribute == "place":  # "the server room" is the "basement server room" said short
        short, long = sorted((set(a.split()), set(b.split())), key=len)
        return short <= long
    if attribute in ("number", "config"):
        na, da, ma = _parse_number(a)
        nb, db, mb = _parse_number(b)
        if da and db and ma is not None and mb is not None:
            return da == db and abs(ma - mb) <= 1e-9 * max(abs(ma), abs(mb), 1.0)
        if not da and not db and "version" in subject:
            return na.startswith(nb + ".") or nb.startswith(na + ".")
        return na == nb and not (da and db)
    if attribute == "tech":  # a short form: "influx" for InfluxDB, "timescale" for TimescaleDB
        short, full = sorted((a, b), key=len)
        return len(short) >= 4 and full.startswith(short) and full[len(short):].strip(" .-") in _TECH_SUFFIXES
    return False


_TECH_SUFFIXES = frozenset({"db", "sql", "js", "mq", "ql"})


def _show(c: Claim) -> str:
    return c.value if c.polarity else f"not {c.value}"


@dataclass(frozen=True, slots=True)
class _Rel:
    relation: str
    reason: str
    old: str | None
    new: str | None
    attribute: str
    one_subject: bool = False


def _verdict(relation: str, a: Claim, b: Claim, label: str) -> _Rel:
    old, new = _show(a), _show(b)
    if relation == "agree":
        reason = f"{label}: both say {new}"
    elif relation == "update":
        reason = f"{label}: {old} → {new}"
    else:
        reason = f"{label}: {old} vs {new}"
    # a port, a path or a setting of one named thing, not a tool's version or a role ("catalog search")
    one = a.subject == b.subject and len(a.subject.split()) >= 2 and a.attribute in ("number", "path", "config") \
        and not a.subject.endswith("version") or a.attribute == b.attribute == "tech" and _nested(a.subject, b.subject)
    return _Rel(relation, reason, old, new, b.attribute, one)


def _nested(a: str, b: str) -> bool:
    """Two subjects of which one is the other with more said ("online citation payments" / "citation
    payments"): two words at least in the shorter."""
    short, long = sorted((a.split(), b.split()), key=len)
    return len(short) >= 2 and set(short) <= set(long)


_FAMILY = {"tech": "tech", "number": "value", "config": "value", "path": "path", "name": "name",
           "policy": "policy", "place": "place"}
_RENAMABLE = frozenset({"tech", "config", "path"})


def _entity_of(subject: str) -> tuple[str, str | None]:
    words = subject.split()
    if words and words[-1] in _ROLES:
        return " ".join(words[:-1]), words[-1]
    return subject, None


def _relate(a: Claim, b: Claim, same: Callable[[str, str], bool], custom: bool) -> _Rel | None:
    """How claim `b` (newer) stands to claim `a` (older), or None when they are about different things."""
    fam = _FAMILY.get(a.attribute)
    if b.attribute == "name" and a.attribute in _RENAMABLE:
        fam = "name"
    if fam is None or fam != _FAMILY.get(b.attribute):
        return None
    label = a.subject
    if fam == "policy":
        if not (same(a.subject, b.subject) if custom else _policy_same(a.subject, b.subject)):
            return None
        if a.polarity == b.polarity:
            return _verdict("agree", a, b, label)
        return _verdict("update" if b.change else "conflict", a, b, label)

    if b.attribute == "name" and a.attribute != "name":  # a rename outdates whatever named the old value
        if b.previous is not None and a.polarity and _same_value(a.attribute, a.value, b.previous):
            reason = f"{a.subject}: {a.value} was renamed to {b.value}"
            return _Rel("update", reason, a.value, b.value, "name")
        return None
    value_equal = _same_value(a.attribute, a.value, b.value, a.subject)
    prev_match = b.previous is not None and _same_value(a.attribute, b.previous, a.value, a.subject)

    if fam == "name":
        if value_equal and a.polarity == b.polarity:
            return _verdict("agree", a, b, label)
        if not (same(a.subject, b.subject) or prev_match or (b.previous and b.previous == a.subject)):
            return None
    elif fam == "tech":
        ea, ra = _entity_of(a.subject)
        eb, rb = _entity_of(b.subject)
        # where one thing keeps its data: a cache, a database or an object store ("keeps flag state in
        # Redis" / "flag state … lives in a DynamoDB table")
        # (one of them names what is kept: "uses PostgreSQL" and "uses Redis" is a database and a cache)
        stores = ra in _STORE_ROLES and rb in _STORE_ROLES and bool(ea) and bool(eb) and ea != eb
        subj_match = same(a.subject, b.subject) or stores and same(ea, eb)
        if not subj_match and not (prev_match and (not ea or not eb)):
            return None
        if not value_equal and not prev_match:
            if not (ra and rb and (ra == rb or stores) and bool(ea) == bool(eb)):
                return None
    else:
        if not same(a.subject, b.subject):
            return None
        if fam == "value":
            _, da, _ = _parse_number(a.value)
            _, db, _ = _parse_number(b.value)
            if da and db and da != db:
                return None
            if bool(da) != bool(db) and _subject_terms(a.subject) != _subject_terms(b.subject):
                return None

    if value_equal:
        if a.polarity == b.polarity:
            return _verdict("agree", a, b, label)
        return _verdict("update" if b.change else "conflict", a, b, label)
    if not (a.polarity and b.polarity):
        return None  # "uses X" and "does not use Y" can both hold
    return _verdict("update" if b.change or prev_match else "conflict", a, b, label)


_RANK = {"update": 3, "conflict": 2, "agree": 1}
_STORE_ROLES = frozenset({"cache", "database", "objectstore"})


def _compare(older: str, newer: str, same_subject: Callable[[str, str], bool] | None) -> Verdict:
    olds, news = extract(older), extract(newer)
    if not olds or not news:
        side = "either text" if not olds and not news else "the older text" if not olds else "the newer text"
        return Verdict("unrelated", f"no claim found in {side}", None, None, None)
    custom = same_subject is not None

    def same(x: str, y: str) -> bool:
        if x == y:
            return True
        if same_subject is None:
            return default_same_subject(x, y)
        try:
            return bool(same_subject(x, y))
        except Exception:  # a caller's hook failing means "not shown to be the same"
            return False

    pairs: list[tuple[int, int, _Rel]] = []
    for i, a in enumerate(olds):
        for j, b in enumerate(news):
            rel = _relate(a, b, same, custom)
            if rel is not None:
                pairs.append((i, j, rel))
    agreed_old = {i for i, _, r in pairs if r.relation == "agree"}
    agreed_new = {j for _, j, r in pairs if r.relation == "agree"}
    best: _Rel | None = None
    for i, j, rel in pairs:
        if rel.relation != "agree" and (i in agreed_old or j in agreed_new) \
                and not (rel.relation == "update" and news[j].change):
            continue  # the other text restates this claim too: a second value is an addition (unless it moved:
            # "Port 8080 clashed with the camera bridge, so the hub API moved to port 8443")
        if best is None or _RANK[rel.relation] > _RANK[best.relation]:
            best = rel
    if best is None:
        return Verdict("unrelated", "no shared subject between the two texts' claims", None, None, None)
    return Verdict(best.relation, best.reason, best.old, best.new, best.attribute, best.one_subject)


def compare(older: str, newer: str, *, same_subject: Callable[[str, str], bool] | None = None) -> Verdict:
    """Does `newer` agree with, update, conflict with, or not touch `older`? Never raises."""
    if isinstance(older, str) and isinstance(newer, str) and older.strip() and " ".join(older.split()) == " ".join(
            newer.split()):
        return Verdict("agree", "the same text", None, None, None)  # a text neither updates nor contradicts itself
    try:
        return _compare(older if isinstance(older, str) else "", newer if isinstance(newer, str) else "",
                        same_subject)
    except Exception:  # comparison is advisory: an internal slip reads as "unrelated", never as a crash
        return Verdict("unrelated", "the texts could not be compared", None, None, None)
