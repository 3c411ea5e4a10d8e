"""Another name of the statement's kind of thing, shown in a note: a topic (an MQTT topic's levels too), a
queue, a table, a bucket, a channel, a deployment or systemd unit, a job; or another cloud region.

"Battery events are published on the Kafka topic battery.events" / "tailing battery SOC events:
`kcat -b kafka:9092 -C -t bess.state-changes`"; "Cross-match requests are published to the queue named
`crossmatch-requests`" / "xm-worker started: consuming cross-match requests from queue 'xm.requests.v2'";
"The production database runs in AWS eu-central-1" / "aws_db_instance.sunlog_prod: availability_zone =
"eu-west-1b"". An agent shows which topic it read, which table it queried, which region answered; when
that is one name of the statement's kind, never the statement's own, and the note speaks of the
statement's subject, the two cannot both hold.

Look-alikes left alone: another subject of the same shape ("Battery alarms go to battery.alarms" beside
"Battery events …": the note must carry most of the statement's subject, at least two of its words);
the statement's own name beside another ("drained payment-requests-dlq"); a test, staging or backup
copy; a note that shows two names of the kind (which one is the statement's?).
"""

from __future__ import annotations

import re

from . import text

MAX_STATEMENT = 300
_QUOTE = "[`'\"]?"
_NAME = r"#?[A-Za-z][\w.-]*[A-Za-z0-9]"
# The kinds of named things, by the words that say them
_KIND_WORDS: dict[str, str] = {
    "topic": "topic", "topics": "topic", "queue": "queue", "queues": "queue", "table": "table", "tables": "table",
    "bucket": "bucket", "buckets": "bucket", "channel": "channel", "channels": "channel", "service": "service",
    "deployment": "service", "deployed": "service", "job": "job", "cronjob": "job", "stream": "stream",
    "exchange": "exchange", "host": "host", "unit": "service",
}
_KIND = "|".join(sorted(_KIND_WORDS, key=len, reverse=True))
_SERVICE_SUFFIX = re.compile(r"\.service$")  # "sr-tasks.service" is the unit sr-tasks
_CARRIERS = r"(?:kafka|sqs|sns|s3|gcs|slack|kinesis|pub/?sub|rabbitmq|amqp|sidekiq|celery|resque|bullmq|postgres(?:ql)?|mysql|k8s|kubernetes|nightly)"
# In a statement: "the Kafka topic battery.events", "the `dispatch-requests` queue", "deployed as `x`"
_STATED = [
    re.compile(rf"\b(?P<kind>{_KIND})\s+(?:(?:named|called)\s+)?{_QUOTE}(?P<name>{_NAME}){_QUOTE}", re.I),
    re.compile(rf"{_QUOTE}(?P<name>{_NAME}){_QUOTE}\s+(?:{_CARRIERS}\s+)?(?P<kind>{_KIND})\b", re.I),
    re.compile(rf"\b(?P<kind>deployed)\s+(?:as|under\s+the\s+name)\s+{_QUOTE}(?P<name>{_NAME}){_QUOTE}", re.I),
    # "deployed as the systemd unit `booking-worker.service`"
    re.compile(rf"\b(?:systemd\s+)?(?P<kind>unit)\s+{_QUOTE}(?P<name>{_NAME}){_QUOTE}", re.I),
]
_CALLED = re.compile(rf"\b(?:is|are)\s+(?:called|named)\s+{_QUOTE}(?P<name>{_NAME}){_QUOTE}", re.I)
# In a note: the name a command, a URL or a log line shows for a kind
_SHOWN: dict[str, list[re.Pattern[str]]] = {
    "topic": [re.compile(rf"(?:--topic[= ]|(?<![\w-])-t\s+|\btopic[=:]\s*|\btopic\s+(?=[`'\"]))"
                         rf"{_QUOTE}(?P<name>{_NAME})", re.I),
              # Pub/Sub's "projects/shop-prod/topics/order-events", SNS's "arn:aws:sns:eu-west-1:123456789012:alerts"
              re.compile(r"\bprojects/[\w.-]+/topics/(?P<name>[A-Za-z][\w.-]*[A-Za-z0-9])"),
              re.compile(r"\barn:aws:sns:[\w-]+:\d+:(?P<name>[A-Za-z][\w.-]*[A-Za-z0-9])")],
    "queue": [re.compile(r"sqs[\w.-]*amazonaws\.com/[^/\s]+/(?P<name>[A-Za-z][\w.-]*[A-Za-z0-9])", re.I),
              re.compile(r"\barn:aws:sqs:[\w-]+:\d+:(?P<name>[A-Za-z][\w.-]*[A-Za-z0-9])"),
              re.compile(rf"\bqueue(?:_?name)?(?:[=:]\s*|\s+(?=[`'\"])){_QUOTE}(?P<name>{_NAME})", re.I),
              # "aws sqs … --queue-url …/traplens-manual-review", "consuming from 'modality-uploads'"
              re.compile(r"--queue-url[= ]\S*/(?P<name>[A-Za-z][\w.-]*[A-Za-z0-9])", re.I),
              re.compile(rf"\bconsum\w*\s+from\s+(?:queue\s+)?[`'\"](?P<name>{_NAME})[`'\"]", re.I),
              re.compile(r"list_queues[^\n]*\n\s*(?:name\s+messages\s*\n\s*)?(?P<name>[A-Za-z][\w.-]*[A-Za-z0-9])\s+\d",
                         re.I)],
    "table": [re.compile(r"\b(?:FROM|JOIN|INTO|UPDATE)\s+(?P<name>[a-z][a-z0-9_.]*[a-z0-9])\b(?=[^\n]*(?:;|WHERE|$))",
                         re.M),
              re.compile(rf"\\d\+?\s+{_QUOTE}(?P<name>[a-z][\w.]*[a-z0-9])")],
    "bucket": [re.compile(r"\b(?:s3|gs)://(?P<name>[a-z0-9][\w.-]*[a-z0-9])", re.I),
               re.compile(r"\barn:aws:s3:::(?P<name>[a-z0-9][\w.-]*[a-z0-9])"),  # a bucket's ARN
               re.compile(rf"--bucket[= ]{_QUOTE}(?P<name>{_NAME})", re.I)],
    "channel": [re.compile(r"(?<![\w&/#])#(?P<name>[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+)\b")],
    "service": [re.compile(r"\b(?:deploy|deployment|deployments|svc|statefulset|sts)/(?P<name>[a-z][\w.-]*[a-z0-9])",
                           re.I),
                re.compile(rf"\bdeployment\s+{_QUOTE}(?P<name>[a-z][a-z0-9]*(?:-[a-z0-9]+)+)", re.I),
                # a systemd unit at work: "systemctl status ballot-ingestd", "● sr-tasks.service - …"
                re.compile(r"\bsystemctl\s+(?:status|restart|start|reload|is-active)\s+(?P<name>[a-z][\w.@-]*[a-z0-9])", re.I),
                # a Kubernetes pod, its deployment's name before the replica set's and the pod's own hash:
                # "pod binder-svc-6d9f7c4b8-kq2lz"
                re.compile(r"(?<![\w.-])(?P<name>[a-z][a-z0-9]*(?:-[a-z0-9]+)*?)-(?=[a-z]*\d)[b-df-hj-np-tv-z2-9]{8,10}"
                           r"-[b-df-hj-np-tv-z2-9]{5}(?![\w-])")],
    "host": [re.compile(r"\bssh\s+(?:-\w+\s+(?:\S+\s+)?)*(?:[\w.-]+@)?(?P<name>[a-z][\w.-]*[a-z0-9])", re.I),
             re.compile(r"(?:--host[= ]|\bhost=|(?<![\w-])-h\s+)(?P<name>[a-z][\w.-]*[a-z0-9])", re.I)],
    "job": [re.compile(r"\b(?:cronjob|job)/(?P<name>[a-z][\w.-]*[a-z0-9])", re.I),
            re.compile(rf"{_QUOTE}(?P<name>[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+){_QUOTE}\s+cron\s*job", re.I)],
}
# The same thing in another role: a retry or dead-letter copy, a test or staging twin, a backup
_APART_PARTS = frozenset("dlq dead retry retries test tests staging stage stg dev sandbox backup backups bak "
                         "replay shadow canary tmp temp scratch local mock fixture".split())
_APART = re.compile(r"\b(?:staging|sandbox|locally|unit\s+tests?|fixtures?|mock\w*|prototype|benchmark\w*|"
                    r"evaluat\w*|trial|dead[- ]letter|dlq|backups?|replica\w*|mirror\w*|cop(?:y|ied|ies))\b", re.I)
# (not a URL's query, "?patient=P-1"; not "should have worked", which tells what was expected)
_ASKED = re.compile(r"\b(?:todo|to-do|should(?!\s+have\b)|please|proposal|propos\w+|plan(?:ned|ning)?\s+to|"
                    r"will\s+be(?!\s+(?:updated|created|destroyed|replaced|read)\s+in-place|\s+(?:created|destroyed)\b)|"
                    r"going\s+to|could\s+we|let's|maybe|consider\w*)\b|\?(?![\w%])", re.I)
# Words any statement of the kind has: its kind, its carrier, its verb
_PLAIN = frozenset(text.stem(w) for w in """
topic queue table bucket channel service deployment deployed deploy job cronjob stream exchange kafka sqs sns s3 gcs
slack kinesis pubsub rabbitmq amqp aws gcp azure region cloud postgres postgresql mysql published publish posted post
pushed push stored store kept keep lives live runs run goes go sent send written write hosted host served serve
ingested ingest buffered buffer called named name lands land handled handle all every each production prod our
column row rows data
""".split())
_REGION = re.compile(r"(?<![a-z0-9])(?P<region>(?:us|eu|ap|sa|ca|me|af|il)-(?:gov-)?(?:east|west|north|south|central|"
                     r"northeast|northwest|southeast|southwest)-\d)(?P<zone>[a-z])?(?![a-zA-Z0-9])|"
                     r"(?<![a-z0-9])(?P<gcp>(?:us|europe|asia|australia|northamerica|southamerica|me)-"
                     r"(?:east|west|north|south|central|northeast|southeast|southwest|northwest)\d)(?:-[a-f])?(?![a-zA-Z0-9])|"
                     # DigitalOcean's "NYC3", "sfo3"; Azure's "eastus2", "westeurope"
                     r"(?<![\w-])(?P<other>(?i:(?:nyc|sfo|ams|sgp|lon|fra|tor|blr|syd)[1-3])|"
                     r"(?:east|west|central|north|south)(?:us|europe|asia)\d?|"
                     r"(?i:uksouth|ukwest|japaneast|japanwest|australiaeast|australiasoutheast|canadacentral|canadaeast|"
                     r"francecentral|germanywestcentral|koreacentral|brazilsouth|switzerlandnorth|norwayeast|"
                     r"swedencentral|uaenorth|northcentralus|southcentralus|westcentralus|southeastasia))(?![\w-])")


def _stated_names(statement: str) -> list[tuple[str, str]]:
    """(kind, name) pairs the statement gives: a name beside the word for its kind."""
    found: list[tuple[str, str]] = []
    for pattern in _STATED:
        for m in pattern.finditer(statement):
            name = m.group("name").strip("`'\"")
            if _is_name(name) or _plain_table(m, name) or _quoted_word(statement, m):
                found.append((_KIND_WORDS[m.group("kind").lower()], _SERVICE_SUFFIX.sub("", name.lower().lstrip("#"))))
    if not found:
        m = _CALLED.search(statement)
        kinds = {_KIND_WORDS[w.lower()] for w in re.findall(rf"\b(?:{_KIND})\b", statement, re.I)}
        if m and len(kinds) == 1 and _is_name(m.group("name")):
            found.append((next(iter(kinds)), m.group("name").lower().lstrip("#")))
    return list(dict.fromkeys(found))


# Words before "table" that say which table, not its name ("the main table", "a lookup table")
_NOT_A_TABLE_NAME = frozenset("main same separate new old other another single big wide narrow lookup join staging temp "
                              "temporary summary fact dimension audit history master reference mapping link bridge "
                              "partitioned relational database sql round periodic this that".split())


def _plain_table(m: re.Match[str], name: str) -> bool:
    """A table named by a plain word: "stored in the growers table", "in table enrollments"."""
    return m.group("kind").lower() in ("table", "tables") and name.isalpha() and name.islower() and len(name) >= 4 \
        and name not in _NOT_A_TABLE_NAME and name not in text.STOP


def _quoted_word(statement: str, m: re.Match[str]) -> bool:
    """A plain word the statement quotes as the name of its kind: "the Sidekiq queue named `payouts`"."""
    name = m.group("name")
    at = m.start("name")
    return name.isalpha() and len(name) >= 4 and 0 < at < len(statement) - len(name) \
        and statement[at - 1] in "`'\"" and statement[at + len(name)] == statement[at - 1]


def _is_name(name: str) -> bool:
    """A written name (with a separator, or a channel), not a version, a number or a file."""
    bare = name.lstrip("#")
    return (bool(re.search(r"[-_.]", bare)) or name.startswith("#")) and not re.fullmatch(r"v?[\d.]+\w?", bare) \
        and not re.search(r"\.(?:py|js|ts|go|rb|sh|ya?ml|json|toml|md|sql|txt|csv|bin|log)$", bare, re.I)


def _shown_names(note: str, kind: str) -> set[str]:
    """The names of a kind the note shows; tables only where it has a query or a `\\d`."""
    if kind == "table" and not re.search(r"\bSELECT\b|\bINSERT\b|\bUPDATE\b|\\d", note):
        return set()
    return {_SERVICE_SUFFIX.sub("", m.group("name").lower().rstrip(".")) for pattern in _SHOWN.get(kind, [])
            for m in pattern.finditer(note)}



def _parts(name: str) -> set[str]:
    return {p for p in re.split(r"[-_./:#]+", name.lower()) if p}


def _subject(statement: str, names: set[str]) -> set[str]:
    """The statement's own words about what it speaks of: its kind, carrier and verb words aside, and
    words only its names have."""
    bare = statement
    for name in names:
        bare = re.sub(re.escape(name), " ", bare, flags=re.I)
    return text.name_terms(bare, separators=r"[-_./:]+") - _PLAIN


def _carries(subject: set[str], note_terms: set[str]) -> bool:
    """The note says most of the statement's subject words, at least two (a short form counts: "tech"
    for "technician", "parser" for "parsed")."""
    said = text.rooted(subject, note_terms)
    return len(said) >= 2 and 2 * len(said) >= len(subject)


def _apart(note: str, statement: str, name: str) -> bool:
    """A name or a note of a copy, a test or a staging twin, when the statement is not about one itself."""
    said = {w.lower() for w in re.findall(r"\w+", statement)}
    failures = _FAILURES.search(statement) is not None  # failures go to a dead-letter topic: no copy of it
    if failures:
        said |= _FAILURE_PARTS
    apart = [m for m in _APART.finditer(note) if not (failures and _DEAD_LETTER.fullmatch(m.group(0)))]
    return bool(_parts(name) & _APART_PARTS - said) or bool(apart and not _APART.search(statement))


_FAILURES = re.compile(r"\b(?:fail(?:s|ed|ing|ures?)?|errors?|errored|reject\w*|poison\w*|undeliver\w*)\b", re.I)
_FAILURE_PARTS = frozenset({"dlq", "dead", "retry", "retries"})
_DEAD_LETTER = re.compile(r"dead[- ]letter|dlq", re.I)


def other_name_shown(statement: str, note: str) -> tuple[str, str] | None:
    """The statement's name of a kind and the one other name of that kind the note shows at work."""
    if len(statement) > MAX_STATEMENT or re.search(r"\b(?:not|never|no)\b|n't\b", statement, re.I) \
            or _ASKED.search(note):
        return None
    stated = _stated_names(statement)
    if len(stated) != 1:
        return None
    kind, name = stated[0]
    lowered = note.lower()
    if name in lowered or name.replace("-", "_") in lowered or name.replace("_", "-") in lowered:
        return None  # the statement's own name is there: beside the other, or another reader's change
    shown = {n for n in _shown_names(note, kind) if n != name and _parts(n) != _parts(name)}
    if len(shown) != 1:
        return None
    other = next(iter(shown))
    if _apart(note, statement, other) or not _carries(_subject(statement, {name}), text.name_terms(
            note, separators=r"[-_./:]+")):
        return None
    return name, other


# An MQTT topic: levels between slashes, "+" and "#" and "<block>" standing for any level
_TOPIC_PATH = r"[\w.+#<>{}-]+(?:/[\w.+#<>{}-]+)+"
_MQTT_STATED = re.compile(rf"\btopic(?:\s+(?:pattern|filter|name|prefix|tree))?\s+{_QUOTE}(?P<name>{_TOPIC_PATH}){_QUOTE}",
                          re.I)  # "the MQTT topic pattern `coldroom/<room>/telemetry`"
_SUBSCRIBED = re.compile(rf"(?<![\w-])-t\s+{_QUOTE}(?P<name>{_TOPIC_PATH}|#){_QUOTE}")
_RECEIVED = re.compile(rf"^\s*(?P<name>{_TOPIC_PATH})\s+(?=[{{\[\d\"'-])", re.M)  # mosquitto_sub -v: topic, payload


def _topic_pattern(topic: str) -> re.Pattern[str]:
    """The topics a topic filter stands for ("farm/+/moisture" is every farm's moisture)."""
    levels = []
    for level in topic.split("/"):
        if level == "#":
            levels.append(".*")
        elif level == "+" or re.fullmatch(r"[<{].*[>}]", level):
            levels.append("[^/]+")
        else:
            levels.append(re.escape(level))
    return re.compile("/".join(levels), re.I)


def other_topic_subscribed(statement: str, note: str) -> tuple[str, str] | None:
    """The MQTT topic the statement names, and one a subscriber in the note reads the statement's thing on:
    its `-t` filter or the topics its messages arrive on, none of them the statement's ("Valve commands are
    published on greenhouse/valves/cmd" / "mqtt sub -t 'dripgrid/actuators/+/set' … valve commands arriving")."""
    stated = _MQTT_STATED.search(statement)
    if len(statement) > MAX_STATEMENT or stated is None or _ASKED.search(note):
        return None
    topic = stated.group("name").rstrip(".")
    if topic.lower() in note.lower():
        return None
    pattern = _topic_pattern(topic)
    seen = [m.group("name") for m in _SUBSCRIBED.finditer(note) if m.group("name") != "#"]
    seen += [m.group("name") for m in _RECEIVED.finditer(note)]
    if not seen or any(pattern.fullmatch(t) or _topic_pattern(t).fullmatch(topic) for t in seen):
        return None
    subject = _subject(statement, {topic}) - {text.stem(w) for w in ("mqtt", "broker")}
    if not text.rooted(subject, text.name_terms(note, separators=r"[-_./:]+")) or _apart(note, statement, seen[0]):
        return None
    return topic, seen[0]


# "is now in eu-central-1", "now served from eu-west-1", "moved to us-west-2", "failed over to …"
_MOVED_TO = (r"\bnow\b(?:[\w\s-]{{0,24}}?\b(?:in|at|on|from)\s+)?(?:aws\s+|gcp\s+)?{region}|"
             r"\b(?:moved|migrated|relocated|cut\s*over|failed\s+over|switched|shifted)\b(?:[\w\s-]{{0,24}}?\b(?:to|into)\s+)"
             r"(?:aws\s+|gcp\s+)?{region}")


# Azure's regions as people write them: "West Europe", "East US 2", "UK South" are westeurope, eastus2, uksouth
_AZURE_SPOKEN = re.compile(r"\b(?P<a>(?:east|west|central|north|south)(?:\s+central)?|uk|japan|australia|canada|"
                           r"france|germany|korea|brazil|switzerland|norway|sweden|uae)\s+(?P<b>us|europe|asia|south|"
                           r"west|east|north|central)(?:\s+(?P<n>[1-3]))?\b(?!\s*-)", re.I)
_AZURE_SLUGS = frozenset("eastus eastus2 westus westus2 westus3 centralus northcentralus southcentralus westcentralus "
                         "northeurope westeurope eastasia southeastasia uksouth ukwest japaneast japanwest australiaeast "
                         "australiasoutheast canadacentral canadaeast francecentral germanywestcentral koreacentral "
                         "brazilsouth switzerlandnorth norwayeast swedencentral uaenorth".split())


def _azure_slug(m: re.Match[str]) -> str:
    slug = re.sub(r"\s+", "", f"{m.group('a')}{m.group('b')}{m.group('n') or ''}").lower()
    return slug if slug in _AZURE_SLUGS else m.group(0)


# A region as a constant or a query prints it ("AWS_EU_CENTRAL_1", "eu_west_1")
_UNDERSCORED = re.compile(r"(?<![A-Za-z0-9])(?:aws_)?(?P<r>(?:us|eu|ap|sa|ca|me|af)_(?:east|west|north|south|central|"
                          r"northeast|northwest|southeast|southwest)_\d)(?![A-Za-z0-9])", re.I)


def _regions(s: str) -> set[str]:
    return {(m.group("region") or m.group("gcp") or m.group("other")).lower() for m in _REGION.finditer(s)}


def other_region(statement: str, note: str) -> tuple[str, str] | None:
    """The statement's one cloud region and the one other region the note shows for the same thing: a
    name of the statement's said again, or most of its subject."""
    if len(statement) > MAX_STATEMENT or _ASKED.search(note):
        return None
    statement, note = _AZURE_SPOKEN.sub(_azure_slug, statement), _AZURE_SPOKEN.sub(_azure_slug, note)
    note = _UNDERSCORED.sub(lambda m: m.group("r").lower().replace("_", "-"), note)
    before, after = _regions(statement), _regions(note)
    if len(before) != 1 or not after - before or len(after - before) > 1:
        return None
    other = next(iter(after - before))
    if before <= after:  # both said: only a move to the other counts ("prod Postgres primary is now in eu-central-1;
        # the us-east-1 instance was demoted to replica"), whatever the old one became, or a tool that prints the
        # other as the thing's region ('"LocationConstraint": "us-west-2"', the statement's only in the prose)
        printed = {m.group("r").lower() for m in _PRINTED_REGION.finditer(note)}
        if not re.search(_MOVED_TO.format(region=re.escape(other)), note, re.I) \
                and not (other in printed and not printed & before):
            return None
    elif _APART.search(note) and not _APART.search(statement):
        return None
    names = {n for n in re.findall(r"[a-z][a-z0-9]*(?:[-_.][a-z0-9]+)+", statement.lower())
             if _is_name(n) and not _REGION.fullmatch(n)}
    note_lower = note.lower()
    subject = _subject(statement, names | before)
    terms = text.name_terms(_REGION.sub(" ", note), separators=r"[-_./:]+")
    # "The tournament service runs in AWS eu-west-1" / "kubectl --context prod-us-east-2 -n tournaments …": a
    # statement of one subject word is tied by that word
    shares = any(text.one_root(s, t) for s in subject for t in terms)
    # "… kept in an S3 bucket in us-east-1" / "fetching s3://featurely-models-euw1/…/model.json": the same kind of
    # store, and a word of what it keeps
    stores = set(_STORES.findall(statement.lower()))
    same_store = shares and bool(stores) and stores <= set(_STORES.findall(note_lower))
    # "… the S3 bucket sunshare-statements-prod" / "s3://sunshare-docs/statements/…": two words of its name
    parted = any(sum(any(text.one_root(p, t) for t in terms) for p in set(re.split(r"[-_.]", n)) - _ENV_PARTS
                     if len(p) > 2) >= 2 for n in names)
    # "The primary artifact bucket lives in eu-west-1" / "get-bucket-location --bucket pkgmirror-artifacts": the
    # kind of place named in both, and a word of what it is; or a word of it said moved ("Deliveries migrated … to")
    kind = shares and bool(set(_PLACE_KINDS.findall(statement.lower())) & set(_PLACE_KINDS.findall(note_lower)))
    told = shares and text.CHANGE.search(note) is not None
    tied = any(n in note_lower for n in names) or parted or kind or told or _carries(subject, terms) \
        or len(subject) == 1 and shares \
        or same_store \
        or _PROD.search(note) is not None and not _OTHER_ENV.search(statement) \
        and (_PROD.search(statement) is not None or shares)
    return (next(iter(before)), other) if tied else None


# A region a tool prints as a key's value: '"LocationConstraint": "us-west-2"', "region = eu-west-1"
_PRINTED_REGION = re.compile(r"[\"']?(?:LocationConstraint|[Rr]egion|REGION|aws_region|AWS_REGION|location)[\"']?\s*[:=]\s*"
                             r"[\"']?(?P<r>[a-z]{2}-[a-z]+-\d)\b")
_STORES = re.compile(r"\b(?:s3|gcs|azure\s+blob)\b")
_PLACE_KINDS = re.compile(r"\b(?:bucket|cluster|droplet|instance|vpc|datacenter|data\s+center|account|subscription|workspace)s?\b")
_ENV_PARTS = frozenset("prod production prd staging stage dev test qa live main primary".split())
# A note on production ("terraform plan -var-file=prod.tfvars") ties a statement on production, or one
# that shares a subject word with it ("The stats API is deployed in …" / "terraform plan (envs/prod/api)")
_PROD = re.compile(r"(?<![a-z])(?:prod|production|prd)(?![a-z])", re.I)
_OTHER_ENV = re.compile(r"\b(?:staging|stage|dev|development|test|testing|qa|sandbox|preview|demo|uat)\b", re.I)


def kinds_named(s: str) -> set[str]:
    """The kinds of named thing a text states or shows a name of, "region" for a cloud region: a
    statement and a note that name one kind each are worth comparing however far apart their words are."""
    found = {kind for kind, _ in _stated_names(s)} | {kind for kind in _SHOWN if _shown_names(s, kind)}
    if _MQTT_STATED.search(s) or _SUBSCRIBED.search(s):  # "the MQTT topic pattern `a/<b>/c`", "mosquitto_sub -t '#'"
        found.add("topic")
    return found | ({"region"} if _regions(_AZURE_SPOKEN.sub(_azure_slug, s)) else set())


# A column and its table as a statement gives them: "the `reserve_price` column of the lots table", "In the
# reservations table, … the column pickup_location_id", "the orders.partner_order_id column"
_COLUMN = re.compile(r"\bcolumn\s+(?:named\s+|called\s+)?[`'\"]?(?P<a>[a-z][a-z0-9_.]*_[a-z0-9]+)|"
                     r"[`'\"]?(?P<b>[a-z][a-z0-9_.]*_[a-z0-9]+)[`'\"]?\s+column\b|"
                     # "The database column holding a track's stop number is stop_no"
                     r"\bcolumn\b[^.;]{0,60}?\s(?:is|are|named|called)\s+[`'\"]?(?P<c>[a-z][a-z0-9_.]*_[a-z0-9]+)")
_TABLE = re.compile(r"\b(?:the\s+)?[`'\"]?(?P<a>[a-z][a-z0-9_]{2,})[`'\"]?\s+table\b|\btable\s+[`'\"]?(?P<b>[a-z][a-z0-9_]{2,})")
_QUERIED = r"(?:\bFROM|\bJOIN|\bINTO|\bUPDATE|\\d\+?)\s+[`'\"]?{table}\b"
_COLUMN_NAME = re.compile(r"(?<![\w.])(?:[a-z][a-z0-9]*\.)?(?P<name>[a-z][a-z0-9]*(?:_[a-z0-9]+)+)(?![\w(])")
# Parts of a column's name that say its form, not what it holds
_FORM_PARTS = frozenset("amount amt cents total value sum number num no nr count qty quantity left remaining id ref "
                        "code key uuid at ts date time pct percent usd eur".split())


# A field an API returns: "the JSON field `eta`", "as the field `receipt_no`", "The study identifier field … is `study_uid`"
_NAMED = r"(?:`[A-Za-z]\w*`|[a-z][a-z0-9]*(?:_[a-z0-9]+)+)"  # in backticks, or written with underscores
_FIELD = re.compile(rf"\bfield\s+(?:named\s+|called\s+)?(?P<a>{_NAMED})|(?P<b>{_NAMED})\s+field\b|"
                    rf"\bfield\b[^.;`]{{0,60}}?\s(?:is|are|named|called)\s+(?P<c>{_NAMED})")
_JSON_KEY = re.compile(r"\"(?P<k>[A-Za-z]\w*)\"\s*:")
# Parts of names one thing goes by: "lang" and "locale", "no" and "serial"
_SAME_PARTS = [frozenset(group.split()) for group in ("lang language locale", "no num number nr serial",
                                                      "id uid identifier", "qty quantity count")]


def _parts(name: str) -> set[str]:
    """A name's words, lower case: snake_case and camelCase split ("studyInstanceUid": study, instance, uid)."""
    return {p.lower() for p in re.split(r"_|(?<=[a-z0-9])(?=[A-Z])", name) if p}


def _alike(part: str, others: set[str]) -> bool:
    return any(part in group and group & others for group in _SAME_PARTS)


def other_field(statement: str, note: str) -> tuple[str, str] | None:
    """The field the statement says an API returns, and the one field a payload in the note gives in its
    place: the same word of what it holds and the rest its form, another name for one of its words, or the
    statement's words ("receipt_no" / "receipt_serial" for "The receipt serial …"; "eta" / "predicted_arrival"
    for "the predicted arrival time …")."""
    if len(statement) > MAX_STATEMENT or _ASKED.search(note):
        return None
    fields = {(m.group("a") or m.group("b") or m.group("c")).strip("`") for m in _FIELD.finditer(statement)}
    keys = {m.group("k") for m in _JSON_KEY.finditer(note)}
    if len(fields) != 1 or len(keys) < 2:
        return None
    field = next(iter(fields))
    if field.lower() in {k.lower() for k in keys}:
        return None
    said = text.name_terms(statement.replace(field, " "), separators=r"[-_./:]+")
    mine = _parts(field)
    found = set()
    mine_stems = {text.stem(p) for p in mine}
    for key in keys:
        parts = _parts(key)
        core = {p for p in parts if text.stem(p) in mine_stems and len(p) >= 3 and p not in _FORM_PARTS}  # "votes"
        extra = {p for p in parts if text.stem(p) not in mine_stems}
        if core and all(p in _FORM_PARTS or text.stem(p) in said or _alike(p, mine) for p in extra) \
                or len(long := {p for p in parts if len(p) > 2}) >= 2 and not core and not parts & mine \
                and all(text.stem(p) in said for p in long):
            found.add(key)
    if not found:
        found = _read_for(statement, note, keys)
    return (field, next(iter(found))) if len(found) == 1 else None


# The note's own words for what a key of its payload holds: "the chart reads mass_kg for the weight line",
# "object_number is the accession number", "the mapper keys on customer_code"
_READ_AS = r"(?:\breads?|\bkeys?\s+(?:off|on)|\bmaps?\s+from|\blooks?\s+(?:up|at))\s+(?:the\s+)?[`'\"(]?{key}[`'\")]?(?!\w)" \
           r"|(?<![\w.])[`'\"]?{key}[`'\"]?\s+(?:is|holds|carries)\s+(?:the|our|its)\s"
_READ_GENERIC = frozenset(text.stem(w) for w in "api field fields key payload response request record records json "
                          "value data returned returns return stored store named called".split())


def _read_for(statement: str, note: str, keys: set[str]) -> set[str]:
    """The keys the note says are read as the statement's thing, in a sentence that shares a word of what
    the statement is about (the key's own words count)."""
    about = text.name_terms(statement, separators=r"[-_./:]+") - _READ_GENERIC
    read = set()
    for sentence in text.SENTENCE_BREAK.split(note):
        for key in keys:
            if re.search(_READ_AS.format(key=re.escape(key)), sentence, re.I) is None:
                continue
            words = text.name_terms(sentence, separators=r"[-_./:]+") | {text.stem(p) for p in _parts(key)}
            if text.rooted(about, words - _READ_GENERIC):
                read.add(key)
    return read


def other_column(statement: str, note: str) -> tuple[str, str] | None:
    """The statement's column, and the one column of its table a query in the note reads in its place: the
    same word of what it holds, the rest only its form ("reserve_price" / "reserve_amount_cents") or the
    statement's own words ("pickup_location_id" / "pickup_branch_id" for "the pickup branch")."""
    if len(statement) > MAX_STATEMENT or _ASKED.search(note):
        return None
    columns = {m.group("a") or m.group("b") or m.group("c") for m in _COLUMN.finditer(statement)}
    if len(columns) != 1:
        return None
    column = next(iter(columns))
    table, _, column = column.rpartition(".")
    tables = {table} if table else {m.group("a") or m.group("b") for m in _TABLE.finditer(statement)} - {"the"}
    if re.search(rf"(?<!\w){re.escape(column)}(?!\w)", note, re.I) or not re.search(r"\bSELECT\b|\bUPDATE\b|\\d", note) \
            or len(tables) > 1:
        return None
    if tables and not re.search(_QUERIED.format(table=re.escape(next(iter(tables)))), note, re.I):
        return None
    said = text.name_terms(statement, separators=r"[-_./:]+")
    mine = set(column.split("_"))
    siblings = set()
    for m in _COLUMN_NAME.finditer(note):
        other = m.group("name")
        parts = set(other.split("_"))
        core = {p for p in parts & mine if len(p) >= 4 and p not in _FORM_PARTS}
        extra = parts - mine
        if other != column and core and all(p in _FORM_PARTS or text.stem(p) in said or _alike(p, mine) for p in extra):
            siblings.add(other)
    return (column, next(iter(siblings))) if len(siblings) == 1 else None
