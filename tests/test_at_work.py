"""Another tool of the statement's role seen at work in a note (`consolidation.at_work`)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core.consolidation import at_work, conflicts

SEEN = [
    ("Shipment events are stored in PostgreSQL.",
     "Slow shipment-event reads: `mongosh logistics --eval 'db.shipment_events.find({late: true}).count()'` -> 9120.",
     "PostgreSQL", "mongodb"),
    ("Order status texts are delivered through Twilio.",
     "order-status worker log: POST https://rest.nexmo.com/sms/json -> 200 for order 7781",
     "Twilio", "vonage"),
    ("Invoice events are published to RabbitMQ.",
     "`kafka-consumer-groups --describe --group invoice-events` shows lag of 3k on partition 1.",
     "RabbitMQ", "kafka"),
    ("Card payments for renewals are collected through Stripe.",
     "renewal-collector: POST https://checkout-test.adyen.com/v71/payments -> Refused for card payment 1182",
     "Stripe", "adyen"),
    # tools of roles the vocabulary learned: barcode decoders, realtime transports, plant protocols
    ("Parcel label barcodes are decoded with ZXing.",
     "no-reads on belt 2: zbar returns 0 symbols for the creased parcel labels; bumping the zbar density config",
     "ZXing", "zbar"),
    ("Live order updates reach the browser over Socket.IO.",
     "order updates dropped: the fan-out publishes to Centrifugo channels `orders:#<id>`, centrifugo logs show disconnects",
     "Socket.IO", "Centrifugo"),
    ("The pump station PLCs are polled over Modbus TCP.",
     "wireshark on the pump station LAN: the gateway polls the PLCs as DNP3 outstations every 2s",
     "Modbus", "DNP3"),
    # a shell session shows the tool; its command line states nothing of another thing
    ("The catalog backend database is MySQL.",
     "$ psql -h catalog-db.prod -U app catalog\ncatalog=> select version();  -- PostgreSQL 15.6",
     "MySQL", "PostgreSQL"),
    # a URL scheme right before its host
    ("Meter readings are ingested through a Kafka cluster.",
     "meter-ingest startup log: connected to amqp://rabbitmq.internal:5672, declared exchange 'meter.raw'",
     "Kafka", "rabbitmq"),
    # a tool named by its module, its host or its package, and a URL's query is no question
    ("The churn classifier is a LightGBM model.",
     "low recall on segment B: the scoring pod loads xgboost.Booster from models/churn/model.json",
     "LightGBM", "xgboost"),
    ("The field crew mobile app is written in Flutter.",
     "`npx expo start` in mobile/ failed: Metro can't resolve react-native-reanimated; pinned it, app boots again",
     "Flutter", "react native"),
    ("Rain forecasts are fetched from the OpenWeatherMap API.",
     "forecast-sync run: GET https://api.tomorrow.io/v4/weather/forecast?location=1,2&fields=rain -> 200",
     "OpenWeatherMap", "tomorrow.io"),
    # a source file's extension says the framework
    ("The route status board frontend is written in Vue.",
     "fix(board): RouteStatusCard.svelte - the 'late' badge didn't re-render after the routes store update",
     "Vue", "svelte"),
    # two tools that work together, neither the statement's
    ("Invoice PDFs are rendered with wkhtmltopdf.",
     "invoice-worker: launching headless Chromium (puppeteer 22.6) for invoice-5531.pdf ... page.pdf() done",
     "wkhtmltopdf", "Chromium"),
    # a framework by its commands and hooks, a provider by its API host
    ("The admin dashboard frontend is built with Vue.",
     "Admin dashboard: scaffolded the audit view with `ng generate component audit-log` and routed it in AdminModule.",
     "Vue", "angular"),
    ("Shift reminders reach the nurses' phones through Firebase Cloud Messaging.",
     "shift reminder for ward 4 never arrived: send_reminder() POSTs to https://onesignal.com/api/v1/notifications -> 400",
     "Firebase Cloud Messaging", "onesignal"),
    # a database client's command, and a line that says the tool itself is healthy states nothing of another thing
    ("Dispense transaction history for all cabinets is stored in PostgreSQL.",
     "checked txn history: `sqlcmd -S db01 -Q \"SELECT TOP 5 TxnId FROM dbo.DispenseTxn\"` -> 5 rows. "
     "SQL Server instance healthy.",
     "PostgreSQL", "SQL Server"),
    # workflow engines, provisioning by its command, plate reading by a vision API
    ("We decided to orchestrate the demultiplexing and alignment steps with Nextflow.",
     "Kicked off demultiplexing + alignment for run 250611: `snakemake --cores 32 -s workflow/Snakefile`, 148 jobs.",
     "Nextflow", "snakemake"),
    ("Render worker nodes are provisioned with Ansible.",
     "$ salt 'rn-04*' state.apply render_node\nre-imaged the render worker nodes of rack 4 with the standard state",
     "Ansible", "saltstack"),
    ("License plate recognition on officer photos is done with OpenALPR.",
     "debugging plate misreads on night photos: plate_reader calls AWS Rekognition DetectText",
     "OpenALPR", "amazon rekognition"),
    # a traffic spike is no prototype; a job runner by its command; a cache by its default port
    ("Listing search is served by Elasticsearch 8.",
     "Checked listing search health before the open-house traffic spike: Typesense 27.1, all three nodes healthy.",
     "Elasticsearch", "Typesense"),
    ("Background jobs such as feed rebuilds are queued with Sidekiq.",
     "feed rebuild workers were stuck after the deploy; restarted with `bundle exec good_job start`, 214 jobs picked up",
     "Sidekiq", "goodjob"),
    ("Parsed match summaries are cached in Redis.",
     "Cache-miss storm on GET /matches/{id}/summary: `echo stats | nc summary-cache 11211` shows get_misses climbing",
     "Redis", "memcached"),
]


@pytest.mark.parametrize(("older", "newer", "old", "new"), SEEN)
def test_a_tool_of_the_role_at_work_is_read(older: str, newer: str, old: str, new: str) -> None:
    assert at_work.other_tool_at_work(older, newer) == (old, new)


def test_the_judge_flags_it_as_a_conflict() -> None:
    planner = SimpleNamespace(tasks=None, meanings=None)
    verdict = conflicts.judge(planner, SEEN[0][0], SEEN[0][1])
    assert verdict.relation == "conflict"


LOOK_ALIKES = [
    # another thing states its own tool
    ("The sensor firmware runs on FreeRTOS.", "The gateway firmware runs on Zephyr."),
    ("Product search in the app is powered by Elasticsearch.",
     "The help-center article search uses Algolia; that widget is separate from the product catalog."),
    # the statement's own tool is there too
    ("Shipment events are stored in PostgreSQL.",
     "Copied the shipment events from PostgreSQL into MongoDB for the analytics spike."),
    # nothing ties the note to the statement's subject
    ("Shipment events are stored in PostgreSQL.", "`mongosh crm --eval 'db.leads.count()'` -> 412"),
    # a test run apart from production
    ("Shipment events are stored in PostgreSQL.", "The shipment event unit tests run against SQLite in memory."),
    # a spike is still a prototype
    ("Listing search is served by Elasticsearch 8.", "Built a spike of listing search on Typesense to see its relevance."),
]


@pytest.mark.parametrize(("older", "newer"), LOOK_ALIKES)
def test_look_alikes_are_left_alone(older: str, newer: str) -> None:
    assert at_work.other_tool_at_work(older, newer) is None


def test_etcd_at_work_where_the_statement_keeps_state_in_redis() -> None:
    older = "Live auction state (bids, timers, bidder slots) is kept in Redis."
    newer = "Tracing the stuck timer in auction 77: `etcdctl get /auctions/77/state` returns round=3; the watcher never fired."
    assert at_work.other_tool_at_work(older, newer) == ("Redis", "etcd")


def test_a_shell_trace_of_a_command_states_nothing_of_another_thing() -> None:
    """`+ cmd` is how a CI log shows the command it ran (bash -x): the tool at work, not a statement
    about the thing named in the log's heading."""
    older = "The kiosk app is built with Xamarin."
    newer = ("Nightly build for the Windows kiosk, tail of the job log:\n"
             "+ flutter build windows --release\nBuilding Windows application...   96.2s\n"
             "✓ Built build/windows/x64/runner/Release/kiosk.exe")
    assert at_work.other_tool_at_work(older, newer) == ("Xamarin", "flutter")


@pytest.mark.parametrize(("older", "newer", "old", "new"), [
    # a code review shows the DI framework at work by its function, in a note that names no word of the statement
    ("Dependency injection in the tablet app is done with Hilt.",
     "Review on !88: OrderRepository is never declared. Add it to ordersModule and get it in the screen with "
     "`koinViewModel()` like the other features.", "Hilt", "koin"),
    # a Java exception names the database driver
    ("The parts inventory service stores bin counts in PostgreSQL.",
     "Bin count refresh failed: com.microsoft.sqlserver.jdbc.SQLServerException: deadlock victim at "
     "BinRepository.refresh(BinRepository.java:88) in the parts inventory service", "PostgreSQL", "sql server"),
    # robotics middleware and motion planners, radio links, coverage tools, routing solvers
    ("Our ROS 2 middleware on the arms is Cyclone DDS.",
     "$ ros2 doctor --report | grep -A2 'RMW MIDDLEWARE'\nmiddleware name : rmw_fastrtps_cpp (same on every arm)",
     "Cyclone DDS", "fast dds"),
    ("The soil probes talk to the field gateways over LoRaWAN.",
     "gw-02 $ journalctl -u probe-bridge | tail -2\nMay 02 05:10:11 gw02 probe-bridge[77]: zigbee coordinator ready\n"
     "May 02 05:10:12 gw02 probe-bridge[77]: 12 soil probes rejoined on channel 15",
     "LoRaWAN", "zigbee"),
    ("Code coverage is measured with cargo-tarpaulin.",
     "Coverage step on main:\n$ cargo llvm-cov --workspace --lcov --output-path lcov.info\ncode coverage: 81.2%",
     "cargo-tarpaulin", "cargo-llvm-cov"),
])
def test_a_tool_known_by_its_signs_at_work(older: str, newer: str, old: str, new: str) -> None:
    assert at_work.other_tool_at_work(older, newer) == (old, new)


def test_a_tool_of_a_role_a_system_has_many_of_needs_the_statements_words() -> None:
    # a database seen in a note that names nothing of the statement's thing may be another service's
    assert at_work.other_tool_at_work(
        "The parts inventory service stores bin counts in PostgreSQL.",
        "Report job failed: com.microsoft.sqlserver.jdbc.SQLServerException: login failed for user 'finance_ro'") is None


@pytest.mark.parametrize(("note", "role", "tool"), [
    ("[ingest] polling https://sqs.eu-west-1.amazonaws.com/1234/orders-in (wait=20s)", "queue", "sqs"),
    ("INFO [worker-2] KafkaConsumer(topic=orders, group=ingest) committed offset 991", "queue", "kafka"),
    ("POST https://pubsub.googleapis.com/v1/projects/p/topics/orders:publish 200", "queue", "pub/sub"),
])
def test_an_endpoint_or_a_client_class_shows_its_service_at_work(note: str, role: str, tool: str) -> None:
    assert tool in at_work.tools_at_work(note).get(role, set())


def test_another_queue_seen_at_work_disagrees_with_the_statement() -> None:
    fact = "Order events are ingested through AWS Kinesis Data Streams."
    note = "Tailed the ingest workers: `INFO [order-ingest-1] KafkaConsumer(topic=order.events, group=order-ingest) " \
           "committed offset 5512 partition=2 lag=0`. All caught up."
    assert conflicts.judge(SimpleNamespace(tasks=None, meanings=None), fact, note).relation == "conflict"  # type: ignore[arg-type]


def test_an_sql_copy_command_is_no_copy_elsewhere() -> None:
    fact = "The nightly ETL loads data into Redshift."
    note = "The ETL's last step runs `COPY INTO analytics.orders FROM @s3_stage` on our Snowflake account."
    assert at_work.other_tool_at_work(fact, note) == ("Redshift", "Snowflake")
    # a copy of the data made elsewhere keeps the original where it is
    assert at_work.other_tool_at_work(fact, "The ETL copied last month's orders into Snowflake for the demo.") is None


def test_a_class_named_for_its_tool_shows_the_tool_at_work() -> None:
    fact = "Session state for the checkout service is kept in Memcached."
    trace = ("checkout-api 500s during the sale, from the pod log:\n"
             "java.net.SocketTimeoutException: Read timed out\n"
             "    at com.shop.checkout.session.HazelcastSessionStore.load(HazelcastSessionStore.java:88)\n")
    assert at_work.tools_at_work(trace).get("cache") == {"hazelcast"}
    assert at_work.other_tool_at_work(fact, trace) == ("Memcached", "hazelcast")
    # a class whose name only starts like a tool's is no sighting of it
    assert "cache" not in at_work.tools_at_work("at com.shop.checkout.RedirectHandler.handle(RedirectHandler.java:12)")


def test_a_host_named_with_a_short_prefix_names_no_tool() -> None:
    assert "mobile" not in at_work.tools_at_work("[04:12:55] R90000 renderer initializing on rn-blade-031")
    # … while a header's one-letter prefix leaves the tool after it ("x-fastly-request-id")
    assert at_work.tools_at_work("x-fastly-request-id: 9c1f0e7a").get("cdn") == {"fastly"}
