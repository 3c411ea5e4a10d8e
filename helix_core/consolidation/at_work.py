"""Another tool of the statement's role seen at work in a note.

"Candidate and application records are stored in PostgreSQL" / "`mysql -h ats-primary … FROM applications`
… that's the main applicant store, MySQL 8.0.36"; "Appointment reminder texts are delivered through
Twilio" / "reminder-worker log: POST https://rest.nexmo.com/sms/json -> 200". An agent's notes rarely say
which tool a thing runs on; they show it: the command it typed, the URL it called, the client that
answered. A note that ties itself to the statement's subject and shows a tool of the statement's role
at work, never the statement's own, says the statement no longer holds.
"""

from __future__ import annotations

import re

from .. import claims
from . import frames, phrases, retired, sections, text

MAX_STATEMENT = 300
# Commands, URL schemes and hosts that say which tool answered, by the tool's name as `claims` knows it
_SIGNS: dict[str, str] = {
    "mongosh": "mongodb", "mongodump": "mongodb", "mongodb://": "mongodb", "mongodb+srv://": "mongodb",
    "psql": "postgresql", "pg_dump": "postgresql", "pg_restore": "postgresql", "postgres://": "postgresql",
    "postgresql://": "postgresql", "mysqldump": "mysql", "mysql://": "mysql", "cqlsh": "cassandra",
    "nodetool": "cassandra", "redis-cli": "redis", "redis://": "redis", "rediss://": "redis",
    "kafka-consumer-groups": "kafka", "kafka-topics": "kafka", "kafka-console-consumer": "kafka",
    "kafka-console-producer": "kafka", "kcat": "kafka", "kafkacat": "kafka", "rabbitmqctl": "rabbitmq",
    "rabbitmqadmin": "rabbitmq", "amqp://": "rabbitmq", "amqps://": "rabbitmq", "influx": "influxdb",
    "time_bucket": "timescaledb", "hypertable": "timescaledb", "sqlite3": "sqlite", "nuxi": "nuxt",
    "gsutil": "gcs", "gs://": "gcs", "s3://": "s3", "adyen.com": "adyen", "stripe.com": "stripe",
    "nexmo.com": "vonage", "twilio.com": "twilio", "sendgrid.net": "sendgrid", "mailgun.net": "mailgun",
    "kubectl": "kubernetes", "nomad": "nomad", "clickhouse-client": "clickhouse", "opensearch": "opensearch",
    "pymongo": "mongodb", "psycopg": "postgresql", "psycopg2": "postgresql", "mapbox.com": "mapbox",
    "postmarkapp.com": "postmark", "solcast.com.au": "solcast", "openweathermap.org": "openweathermap",
    "cloudlibrary.com": "cloudlibrary", "overdrive.com": "overdrive", "pusher.com": "pusher", "ably.io": "ably",
    "ng generate": "angular", "ng serve": "angular", "ng build": "angular", "useEffect": "react", "useState": "react",
    "xadd": "redis", "xreadgroup": "redis", "onesignal.com": "onesignal", "fcm.googleapis.com": "firebase cloud messaging",
    "vision.googleapis.com": "google cloud vision", "sqlcmd": "sql server", "hgetall": "redis", "hset": "redis",
    "state.apply": "saltstack", "salt-call": "saltstack", "ansible-playbook": "ansible", "good_job": "goodjob",
    "etcdctl": "etcd", "zkCli.sh": "zookeeper", "dragonfly-cli": "dragonflydb",
    "koinViewModel": "koin", "koinInject": "koin", "startKoin": "koin", "hiltViewModel": "hilt",
    "HiltAndroidApp": "hilt", "AndroidEntryPoint": "hilt", "microsoft.sqlserver": "sql server",
    # client classes and modules that name the service they talk to
    "KafkaConsumer": "kafka", "KafkaProducer": "kafka", "AIOKafkaConsumer": "kafka", "AIOKafkaProducer": "kafka",
    "confluent_kafka": "kafka", "documentai": "google document ai", "pika": "rabbitmq",
    # default ports rarely written for anything else
    "11211": "memcached", "27017": "mongodb", "6379": "redis",
}
_SIGNS_LOWER = {sign.lower(): tool for sign, tool in _SIGNS.items()}  # "useEffect" is read as written, looked up lower
_SIGN = re.compile(r"(?<![\w.-])(?:" + "|".join(re.escape(s) for s in sorted(_SIGNS, key=len, reverse=True)
                                                  if not s.endswith("://")) +
                   r")(?![\w-])|(?<![\w.+-])(?:" + "|".join(re.escape(s) for s in _SIGNS if s.endswith("://")) +
                   r")|(?:https?://)?[\w.-]*?(?P<host>" +
                   "|".join(re.escape(s) for s in _SIGNS if "." in s and "://" not in s) + r")\b", re.I)
# Roles where a system commonly runs several tools side by side: one seen at work says nothing
_MANY = frozenset({"language", "monitoring", "cloud", "editor", "os"})
# Roles a codebase has one tool of: that tool at work in the project's notes is the role's, whatever the note is about
_ONE_PER_CODEBASE = frozenset({"di", "coverage", "dds"})
# A note about a place apart from the statement's: a test, a local run, a sandbox
_APART = re.compile(r"\b(?:separate\w*|staging|sandbox|locally|local\s+(?:dev|run|setup)|dev\s+(?:box|env)|unit\s+tests?|"
                    r"in\s+tests|fixtures?|mock\w*|prototype|poc|(?<!traffic\s)(?<!load\s)(?<!latency\s)(?<!cpu\s)(?<!memory\s)spike|"
                    r"benchmark\w*|compar\w*|evaluat\w*|trial)\b",
                    re.I)
# A note that tells someone what to do names a tool it has not seen at work
_ASKED = re.compile(r"\b(?:reminder\s*:|reminder\s+to|remember|todo|to-do|don't\s+forget|make\s+sure|please|should|"
                    r"before\s+touching)", re.I)
_MOVED = re.compile(r"\b(?:cut(?:\s+[\w-]+){1,4}\s+over|cut\s*over|cutover|migrat\w*|switch\w*|mov(?:ed|ing)|port(?:ed|ing)|"
                    r"(?-i:cop(?:y|ied|ying)))\b", re.I)  # a copy elsewhere keeps the original; SQL's COPY is none
_GENERIC = frozenset(text.stem(w) for w in "service app application system data store stored runs run using used "
                     "via through with the our all every".split())


# A name written with dots or hyphens: a module path, a host, a package ("xgboost.Booster", "api.tomorrow.io",
# "react-native-reanimated")
_JOINED = re.compile(r"(?<![\w/])[A-Za-z][\w+]*(?:[.-][\w+]+)+")


def _parts_named(token: str) -> list[str]:
    """What a joined name may name a tool by: its module, its domain, its first two words."""
    dotted, hyphened = token.split("."), token.split("-")
    out = []
    if len(dotted) > 1:
        out += [dotted[0], ".".join(dotted[-2:])]
    if len(hyphened) > 1:
        # a prefix of a letter or two is a header's or a host's ("x-fastly-request-id"; "rn-blade-031" is no React
        # Native): the name after it
        out += [" ".join(hyphened[:2]), hyphened[0]] if len(hyphened[0]) > 2 else [hyphened[1]]
    return [part for part in out if len(part) > 2]


# Source files whose extension says the framework they are written for
_SOURCE_FILE = re.compile(r"\b[\w-]+\.(?P<ext>svelte|vue|dart)\b")
_EXTENSIONS = {"svelte": "svelte", "vue": "vue", "dart": "flutter"}


def _add_tools(found: dict[str, set[str]], name: str) -> None:
    """Add the tools a name (a word, a sign's tool) is, by role."""
    for role, names in claims.technologies(name).items():
        found.setdefault(role, set()).update(names)


# A cloud service's endpoint names the service: "https://sqs.us-east-1.amazonaws.com/…", "pubsub.googleapis.com"
_ENDPOINT = re.compile(r"\b(?P<aws>sqs|sns|kinesis|dynamodb|textract|rekognition)(?:[.-]fips)?\.[a-z0-9-]+\.amazonaws\.com|"
                       r"\b(?P<gcp>pubsub|bigquery|documentai|vision|firestore)\.googleapis\.com", re.I)
_ENDPOINT_TOOLS = {"sqs": "sqs", "sns": "amazon sns", "kinesis": "kinesis", "dynamodb": "dynamodb",
                   "textract": "textract", "rekognition": "amazon rekognition", "pubsub": "google pub/sub",
                   "bigquery": "bigquery", "documentai": "google document ai", "vision": "google cloud vision",
                   "firestore": "firestore"}


def tools_at_work(note: str, joined: bool = True) -> dict[str, set[str]]:
    """The tools a note names or shows at work, by role; with `joined`, also those a module, a host or a
    package name says ("xgboost.Booster")."""
    found = {role: set(names) for role, names in claims.technologies(note).items()}
    for m in _SOURCE_FILE.finditer(note):  # "TrailStatusCard.svelte"
        _add_tools(found, _EXTENSIONS[m.group("ext").lower()])
    for m in _SIGN.finditer(note):
        _add_tools(found, _SIGNS_LOWER.get((m.group("host") or m.group(0)).lower()) or "")
    for m in _ENDPOINT.finditer(note):
        _add_tools(found, _ENDPOINT_TOOLS[(m.group("aws") or m.group("gcp")).lower()])
    return _with_joined(found, note) if joined else found


# A line typed at a shell prompt ("$ sudo emqx ctl clients list", "user@host:~$ psql …")
_COMMAND_LINE = re.compile(r"^\s*(?:[\w.-]+@[\w.-]+:[^\n$#]*)?[$#>]\s+(?P<cmd>\S.*)$", re.M)


def tools_in_commands(note: str) -> set[str]:
    """The roles of the tools a note's command lines run: what a long note's own work used, whatever else
    it names in passing."""
    commands = "\n".join(m.group("cmd") for m in _COMMAND_LINE.finditer(note))
    return set(tools_at_work(commands, joined=False)) - _MANY if commands else set()


# A setting whose value names the tool a thing runs on: "image: mysql:8.0.36", "DB_DRIVER: mysql+pymysql",
# 'provider = "moneris"', "adapter: postgresql"
_TOOL_SETTING = re.compile(r"^(?P<indent>[ \t+-]*)[\"']?(?:[\w.]*[_.])?(?:image|driver|engine|adapter|provider|backend|broker|dialect|"
                           r"processor|gateway|vendor|store|storage|url|uri|dsn)[\"']?\s*[:=]\s*[\"']?(?P<value>[\w./+:@-]+)", re.I | re.M)


def tools_in_settings(note: str) -> set[str]:
    """The roles of the tools a note's settings say a thing runs on: what a long note of configuration
    chose, whatever else it names in passing."""
    values = " ".join(_value_words(m.group("value")) for m in _TOOL_SETTING.finditer(note))
    return set(tools_at_work(values)) - _MANY if values else set()


def _value_words(value: str) -> str:
    """A setting's value with its separators as spaces: "mysql+pymysql" says mysql, "mysql:8.0.36" too, and
    a dotted module path its last part ("django.contrib.gis.db.backends.spatialite")."""
    value = re.sub(r"[+:/@]", " ", value)
    return re.sub(r"\b(?:[a-z_]\w*\.)+(?=[a-z_]\w*\b)", lambda m: m.group(0) + " ", value)


def other_tool_chosen(older: str, newer: str) -> tuple[str, str] | None:
    """The statement's one tool, and another a setting of the note chooses where it names the statement's
    thing ('[payments]' / 'provider = "moneris"' for "The rental POS takes card payments through Square
    Terminal"): a tool of the same role, or a name no vocabulary knows."""
    if len(older) > MAX_STATEMENT or re.search(r"\b(?:not|never|no)\b|n't\b", older, re.I):
        return None
    # a symptom seen "on staging" leaves the configuration the note reads the project's own
    apart = any(not (m.group(0).lower() == "staging" and newer[max(0, m.start() - 3):m.start()].lower() == "on ")
                for m in _APART.finditer(newer))
    if _ASKED.search(newer) or apart and not _APART.search(older):
        return None
    before = {role: names for role, names in claims.technologies(older).items() if role not in _MANY}
    tools = {n for names in before.values() for n in names}
    if not tools:
        return None
    own = _terms(older) - _terms(" ".join(claims.tool_names(older)))
    for m in _TOOL_SETTING.finditer(newer):
        if frames.unasserted(_DEBUGGING.sub("", newer[:m.start()])):
            continue  # asked or hedged before it is shown; a bug looked into shows the configuration as it is
        value = m.group("value").strip("\"'").lower()
        image = re.match(r"[\"']?(?:[\w.]*[_.])?image\b", m.group(0).strip(" \t-"), re.I) is not None
        if image:
            value = _image_product(value)
        chosen = tools_at_work(_value_words(value))
        if image and not chosen and re.search(rf"(?<![\w-]){re.escape(value)}(?![\w-])", older.lower()):
            continue  # the statement's own service's build ("ghcr.io/acme/orders-ingest:2.11.0") is no tool it runs on
        # the statement's one tool, or its one tool of the role the setting chooses ("SOAP notes … live in
        # PostgreSQL 15" / "RECORDS_DB_URI=mongodb+srv://…")
        roles = [r for r in chosen if len(before.get(r, ())) == 1]
        if len(tools) == 1:
            tool, role = next(iter(tools)), next(iter(before))
        elif len(roles) == 1:
            tool, role = next(iter(before[roles[0]])), roles[0]
        else:
            continue
        # a tool the statement puts to a role it names ("searches the catalogue with Postgres full-text search"
        # for "SEARCH_BACKEND: meilisearch") holds that role too
        put_to = {r for r in chosen if text.rooted({text.stem(r)}, own) and text.rooted({text.stem(r)}, _terms(m.group(0)))}
        if tool in value or any(tool in names for names in chosen.values()) or chosen and role not in chosen and not put_to:
            continue  # the statement's own tool, or a tool of another role
        if not chosen and not re.fullmatch(r"[a-z][a-z0-9-]{2,30}", value):
            continue  # a path, a version, a number: no product
        above = sections.above(newer, m.start(), len(m.group("indent").expandtabs()))
        if under_a_sibling(older, newer, above):
            continue
        where = _terms(" ".join(above[:1])) \
            | _terms(re.split(r"[:=]", m.group(0))[0])
        # the setting sits where the statement's thing is, or its key names the tool's role ("SMS_PROVIDER")
        if text.rooted(own, where) or text.rooted({text.stem(role)}, where):
            shown = m.group("value").strip("\"'")
            return _as_written(tool, older), shown.split("://")[0] if "://" in shown else shown  # a URL by its scheme
    return None


# Words of a bug being looked into: the configuration the note then shows is the one in force
_DEBUGGING = re.compile(r"\b(?:investigating|looking\s+into)\b", re.I)


def under_a_sibling(older: str, newer: str, above: list[str]) -> bool:
    """A setting in the section of another service, where the note gives the statement's own service a
    section of its own (docker-compose's "orders-ingest:" beside "invoice-sync:"): the setting is the other's."""
    own = set(text.JOINED_NAME.findall(older.lower()))
    sections_named = {a.lower() for a in above}
    return bool(own) and not own & sections_named and any(
        re.search(rf"^[ \t]*[\"']?{re.escape(n)}[\"']?\s*:\s*$", newer, re.I | re.M) for n in own)


def _image_product(ref: str) -> str:
    """The product a container image runs: "ghcr.io/maplibre/martin:v0.13.0" runs martin."""
    return ref.split("@")[0].rsplit("/", 1)[-1].split(":")[0]


# A class named for the tool it wraps: "OpenLayersProvider", "HazelcastSeatHoldStore", "JedisPool"
_CLASS_NAME = re.compile(r"(?<![\w.-])(?P<lead>[A-Z][a-z]+(?:[A-Z][a-z]+)?)(?=[A-Z][a-z])\w*")


def _with_joined(found: dict[str, set[str]], note: str) -> dict[str, set[str]]:
    """`found` and the tools the note's module, host, package and class names say."""
    out = {role: set(names) for role, names in found.items()}
    for token in {m.group(0) for m in _JOINED.finditer(note)}:
        for part in _parts_named(token):
            _add_tools(out, part)
    for m in _CLASS_NAME.finditer(note):
        lead = m.group("lead")
        for part in {lead, re.sub(r"(?<=[a-z])(?=[A-Z])", " ", lead).split()[0]}:
            _add_tools(out, part)
    return out


def _terms(s: str) -> set[str]:
    """A text's words, names written with separators split ("reminder-worker", "cabinet_transactions")."""
    return text.name_terms(s, separators=r"[-_./:]+") - _GENERIC


def other_tool_at_work(older: str, newer: str) -> tuple[str, str] | None:
    """The statement's one tool of a role, and another tool of that role the note shows at work."""
    if len(older) > MAX_STATEMENT or re.search(r"\b(?:not|never|no)\b|n't\b", older, re.I):
        return None
    if frames.unasserted(newer) or _APART.search(newer) and not _APART.search(older) or _ASKED.search(newer) \
            or _MOVED.search(newer):
        return None  # a move that never names the statement's tool is another thing's, or another reader's
    before, plain = claims.technologies(older), tools_at_work(newer, joined=False)
    seen = _with_joined(plain, newer)
    said = claims.tool_names(older)
    if said & {n for names in plain.values() for n in names}:
        return None  # the statement's own tool is there too: beside it, or a migration another reader tells
        # (a package of it, "removed elasticsearch-dsl", is no sighting)
    note_terms = _terms(newer)
    tied = text.rooted(_terms(older) - _terms(" ".join(said)), note_terms)  # "booking data" / "bookings collection"
    if not tied and not set(before) & _ONE_PER_CODEBASE:
        return None
    kept: dict[str, set[str]] = {}  # a tool that keeps data may be followed by another kind of store
    # ("… queue positions in Redis sorted sets" / "`aws dynamodb query --table-name waitroom-positions`")
    for role, names in seen.items():
        kept.setdefault(retired.KEEPING.get(role, role), set()).update(names)
    named = claims.tool_names(newer)
    for role, names in before.items():
        if role in _MANY or not tied and role not in _ONE_PER_CODEBASE:
            continue
        if len(names) != 1:
            brokered = _brokered(role, names, seen, newer)
            if brokered is not None and not _said_of_another(older, newer, role):
                return _as_written(brokered[0], older), _as_written(brokered[1], newer)
            continue
        others = seen.get(role, set()) - names
        if not others:  # a store of another kind seen at work by its command, never named, or named when the
            # statement says its tool keeps the data ("… is backed by Redis" / "reads … from the DynamoDB table")
            others = kept.get(retired.KEEPING.get(role, role), set()) - names - (set() if _KEEPS.search(older) else named)
        if not others and role in _STANDS_IN:  # "… over MQTT through a Mosquitto broker" / "publishes to RabbitMQ"
            others = seen.get(_STANDS_IN[role], set()) - names
        if not others:
            brokered = _brokered(role, names, seen, newer)
            others = {brokered[1]} if brokered is not None else others
        # one tool, or two that work together ("headless Chromium (puppeteer 22.6)")
        if 1 <= len(others) <= 2 and not _said_of_another(older, newer, role):
            return _as_written(next(iter(names)), older), _as_written(sorted(others)[0], newer)
    return None


# A statement that says its tool keeps the data, whatever kind of store it is
_KEEPS = re.compile(r"\b(?:backed\s+by|persist(?:s|ed)?|stored\s+in|kept\s+in|stores?\s+\w+(?:\s+\w+)?\s+in)\b", re.I)
# A role whose tools another role's do the work of: an MQTT broker's messages may go through a queue instead
_STANDS_IN = {"mqttbroker": "queue"}
# A role whose tools another role's may stand in for when the note shows that one as a broker: Redis behind
# Celery, Sidekiq, BullMQ or RQ
_BROKERED = {"queue": "cache"}
_BROKER = re.compile(r"\b(?:broker|kombu|celery|sidekiq|bullmq|rq\s+worker)\b", re.I)
_TASK_RUNNERS = frozenset("celery sidekiq bullmq rq".split())


def _brokered(role: str, names: set[str], seen: dict[str, set[str]], newer: str) -> tuple[str, str] | None:
    """(the statement's broker, the tool of another role the note shows serving as one): "Grading jobs are
    queued through Celery with RabbitMQ as the broker" / "kombu/transport/redis.py … Cannot connect to
    redis://redis-grading:6379". The task runner beside the broker is no broker."""
    brokers = names - _TASK_RUNNERS
    if role not in _BROKERED or len(brokers) != 1 or not _BROKER.search(newer):
        return None
    others = seen.get(_BROKERED[role], set()) - names
    return (next(iter(brokers)), sorted(others)[0]) if len(others) == 1 else None


def _as_written(name: str, s: str) -> str:
    """A tool's name as the text spells it ("Redis" for redis), or as `claims` knows it."""
    m = re.search(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", s, re.I)
    return m.group(0) if m else name


_CODE_LINE = re.compile(r"\s*(?:[$>`#]|--|\w+=>|\+\s)")  # "+ flutter build …": a shell's trace of a command


# Words that speak of a running tool itself, and of how it is ("SQL Server instance healthy")
_INSTANCE = frozenset(phrases.stem(w) for w in "instance instances cluster server node primary replica host box healthy "
                      "unhealthy up down ok green ready online offline idle busy running".split())


def _said_of_another(older: str, newer: str, role: str) -> bool:
    """A sentence of the note states what runs on the other tool, and it is another thing than the
    statement's ("The gateway firmware runs on Zephyr" beside "The sensor firmware runs on FreeRTOS")."""
    for sentence in text.SENTENCE_BREAK.split(newer):
        if _CODE_LINE.match(sentence):
            continue  # "$ psql -h ils-db.prod …" shows a tool at work, it states nothing
        found = claims.technologies(sentence)
        roles = {retired.KEEPING.get(r, r) for r in found}
        own = {phrases.stem(w) for names in found.values() for n in names for w in n.split()} | _INSTANCE
        if not phrases.subject(sentence) - own:
            continue  # "SQL Server instance healthy.": the tool itself, of no other thing
        if retired.KEEPING.get(role, role) in roles and phrases.is_statement(sentence) \
                and frames.different_subjects(older, sentence) and not _names_a_part(older, sentence):
            return True
    return False


def _names_a_part(older: str, sentence: str) -> bool:
    """The sentence opens on a written name made of the statement's subject words: a part of its thing
    ("incidents_geo uses MySQL spatial columns" for "The incident database … is PostgreSQL")."""
    said = {phrases.stem(p) for w in phrases.subject(sentence) if re.search(r"[_./-]", w)
            for p in re.split(r"[_./-]+", w) if p}
    return bool(said & phrases.subject(older))


def other_tool_seen(older: str, newer: str) -> bool:
    """Whether the note shows a tool of one of the statement's roles at work and never its own, whatever
    it is about: such a note is no second sighting of the statement."""
    before, seen = claims.technologies(older), tools_at_work(newer)
    said = {n for names in before.values() for n in names}
    if not said or said & {n for names in seen.values() for n in names}:
        return False
    kinds = {retired.KEEPING.get(role, role) for role in before if role not in _MANY}
    return any(retired.KEEPING.get(role, role) in kinds for role in seen)
