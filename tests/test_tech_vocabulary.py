"""The technology vocabulary in helix_core.claims: roles, aliases, and words it must not read as products."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from helix_core import claims


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Studies are archived in Orthanc.", {"pacs": {"orthanc"}}),
        ("Lab results arrive through Mirth Connect as HL7 v2 messages.", {"hl7engine": {"mirth connect"}}),
        ("The patient API is served by HAPI FHIR.", {"fhirserver": {"hapi fhir"}}),
        ("Product photos are resized on the fly by Cloudinary.", {"imagecdn": {"cloudinary"}}),
        ("The storefront runs on Shopify.", {"ecommerce": {"shopify"}}),
        ("Leads are synced to HubSpot every night.", {"crm": {"hubspot"}}),
        ("Support tickets live in Zendesk.", {"helpdesk": {"zendesk"}}),
        ("The admin pages are styled with Tailwind CSS.", {"cssframework": {"tailwind css"}}),
        ("The depot map is drawn with MapLibre.", {"maps": {"maplibre"}}),
        ("Thumbnails for the uploads are cut by GStreamer.", {"transcoding": {"gstreamer"}}),
        ("The churn model is trained with XGBoost.", {"mlframework": {"xgboost"}}),
        ("Summaries come from a local Ollama model.", {"llmprovider": {"ollama"}}),
        ("The Android app is built with Gradle.", {"build": {"gradle"}}),
        ("Events between the services are encoded as Protobuf.", {"serialization": {"protobuf"}}),
        ("Call routing runs on FreeSWITCH.", {"telephony": {"freeswitch"}}),
        ("The level editor is written for Godot.", {"gameengine": {"godot"}}),
        ("Orders are published to Redpanda.", {"queue": {"redpanda"}}),
        ("The legacy dashboard is still on AngularJS.", {"frontend": {"angularjs"}}),
    ],
)
def test_new_roles_are_read_from_realistic_sentences(text: str, expected: dict[str, set[str]]) -> None:
    assert claims.technologies(text) == expected


def test_a_switch_inside_one_role_names_both_products() -> None:
    found = claims.technologies("We moved the studies from dcm4chee to Orthanc last month.")
    assert found == {"pacs": {"dcm4chee", "orthanc"}}


@pytest.mark.parametrize(
    ("text", "role", "canonical"),
    [
        ("Reports are stored in MS SQL Server.", "database", "sql server"),
        ("Events go to Apache Kafka.", "queue", "kafka"),  # not the Apache web server as well
        ("Fan-out goes through Google Pub/Sub.", "queue", "pub/sub"),
        ("The cluster runs on EKS.", "orchestration", "kubernetes"),
        ("The models are fitted with sklearn.", "mlframework", "scikit-learn"),
        ("The settings page uses MUI components.", "cssframework", "material ui"),
        ("Invoices are mirrored to Adobe Commerce.", "ecommerce", "magento"),
        ("The render farm builds with UE5.", "gameengine", "unreal engine"),
        ("The old gallery was built on Unity3D.", "gameengine", "unity"),
        ("The archive sits on dcm4chee-arc.", "pacs", "dcm4chee"),
    ],
)
def test_an_alias_maps_to_its_canonical_name(text: str, role: str, canonical: str) -> None:
    assert claims.technologies(text) == {role: {canonical}}


@pytest.mark.parametrize(
    "text",
    [
        "Put the box on the shelf and keep the heap of receipts in the second segment of the drawer.",
        "We bootstrap the cluster with a shell script; fields marked with an asterisk are required.",
        "The leaflet went out with a tailwind behind the spring campaign.",
        "The unity of the team matters more than any single maven or ninja on it.",
        "Please read the docs first; the service now returns 404 for big query strings.",
        "The replica lives on db2 and the rest sits on one drive.",
        "An influx of users arrived on a timescale of weeks.",
    ],
)
def test_everyday_words_are_not_products(text: str) -> None:
    assert claims.technologies(text) == {}


def test_an_everyday_name_is_still_read_where_a_sentence_uses_it_as_a_tool() -> None:
    found = [(c.subject, c.value) for c in claims.extract("The game client is built with Unity.")]
    assert found == [("game client gameengine", "unity")]


def test_each_canonical_name_sits_in_exactly_one_role() -> None:
    counts = Counter(name for names in claims._CATEGORIES.values() for name in names)
    assert [name for name, n in counts.items() if n > 1] == []
    assert all(name == name.lower() and name.strip() == name for name in counts)


def test_every_alias_points_to_a_known_canonical_name() -> None:
    unknown = {alias: canon for alias, canon in claims._ALIASES.items() if canon not in claims._CATEGORY}
    assert unknown == {}
    # an alias never renames a canonical name to another one
    assert all(claims._ALIASES[name] == name for name in claims._CATEGORY)


def test_every_canonical_name_can_be_matched_in_text() -> None:
    """A name of more than three words, or with characters the word reader splits on ("pub/sub"), never matches
    as written: it needs a spelling that does. Names that are everyday words are left out on purpose."""
    word = re.compile(r"[\w#+][\w.#+-]*")
    readable = {alias for alias in claims._ALIASES
                if alias not in claims._EVERYDAY and len(alias.split()) <= 3
                and " ".join(word.findall(alias)) == alias}
    reached = {claims._ALIASES[alias] for alias in readable}
    assert [name for name in claims._CATEGORY if name not in reached and name not in claims._EVERYDAY] == []


# -- the wider vocabulary: more products in the roles above, and roles for more kinds of product ------------------

ADDED_ROLES = frozenset({
    "serverless", "virtualization", "k8spackaging", "metricsagent", "waf", "authz", "cronmonitor", "backuptool",
    "dbmigrations", "gpucompute", "mocking", "datafetching", "mobiledb", "imageloading", "reactivelib", "jsonlib",
    "mobileattribution", "ondeviceml", "llmobservability", "gpucloud", "nlplib", "payouts", "cardissuing",
    "corebanking", "openbanking", "taxengine", "frauddetection", "gamebackend", "anticheat", "gameaudio",
    "streamingserver", "videoplatform", "videoplayer", "videocodec", "audiocodec", "audioio", "microcontroller",
    "singleboard", "embeddedsdk", "embeddedide", "otaupdates", "iotplatform", "scadahmi", "plcide",
    "processhistorian", "robotsim", "robotslam", "cadtool", "bimtool", "pcbdesign", "plm", "caesolver", "gisserver",
    "pharmacysystem", "eprescribing", "lims", "parcelcarrier", "transportsystem", "warehousesystem", "telematics",
    "lastmiledelivery", "hotelpms", "channelmanager", "eventticketing", "accesscontrol", "learningplatform",
    "studentinfo", "applicanttracking",
})


def test_the_added_roles_are_all_in_the_vocabulary() -> None:
    assert ADDED_ROLES <= set(claims._CATEGORIES)


@pytest.mark.parametrize(
    ("written", "role", "canonical"),
    [
        # products added to roles that were there already
        ("SurrealDB", "database", "surrealdb"),
        ("Oban", "queue", "oban"),
        ("Axum", "framework", "axum"),
        ("Kotest", "testing", "kotest"),
        ("detekt", "linter", "detekt"),
        ("Semaphore CI", "ci", "semaphore ci"),
        ("Mercado Pago", "payments", "mercado pago"),
        ("Resend.com", "email", "resend.com"),
        ("Clerk.dev", "auth", "clerk.dev"),
        ("Hibernate ORM", "orm", "hibernate orm"),
        ("Terragrunt", "iac", "terragrunt"),
        ("Crashlytics", "monitoring", "crashlytics"),
        ("Coralogix", "logs", "coralogix"),
        ("Groq", "llmprovider", "groq"),
        ("EtherCAT", "scadaprotocol", "ethercat"),
        ("Shopware", "ecommerce", "shopware"),
        ("Apache NiFi", "etl", "apache nifi"),
        # products of the roles added
        ("AWS Lambda", "serverless", "aws lambda"),
        ("Proxmox", "virtualization", "proxmox"),
        ("Helm charts", "k8spackaging", "kubernetes helm"),
        ("Telegraf", "metricsagent", "telegraf"),
        ("Open Policy Agent", "authz", "open policy agent"),
        ("Restic", "backuptool", "restic"),
        ("Flyway", "dbmigrations", "flyway"),
        ("CUDA", "gpucompute", "cuda"),
        ("Mockito", "mocking", "mockito"),
        ("TanStack Query", "datafetching", "tanstack query"),
        ("Realm Swift", "mobiledb", "realm db"),
        ("Kingfisher", "imageloading", "kingfisher"),
        ("Moshi", "jsonlib", "moshi"),
        ("AppsFlyer", "mobileattribution", "appsflyer"),
        ("Langfuse", "llmobservability", "langfuse"),
        ("Marqeta", "cardissuing", "marqeta"),
        ("Thought Machine", "corebanking", "thought machine"),
        ("Plaid", "openbanking", "plaid"),
        ("AvaTax", "taxengine", "avalara"),
        ("Nakama", "gamebackend", "nakama"),
        ("BattlEye", "anticheat", "battleye"),
        ("Wwise", "gameaudio", "wwise"),
        ("H.264", "videocodec", "h.264"),
        ("ExoPlayer", "videoplayer", "exoplayer"),
        ("an ESP32", "microcontroller", "esp32"),
        ("ESP-IDF", "embeddedsdk", "esp-idf"),
        ("Ignition SCADA", "scadahmi", "ignition scada"),
        ("TwinCAT", "plcide", "twincat"),
        ("OSIsoft PI", "processhistorian", "aveva pi system"),
        ("Gazebo Sim", "robotsim", "gazebo sim"),
        ("SolidWorks", "cadtool", "solidworks"),
        ("KiCad", "pcbdesign", "kicad"),
        ("Surescripts", "eprescribing", "surescripts"),
        ("FedEx", "parcelcarrier", "fedex"),
        ("Manhattan Associates", "warehousesystem", "manhattan associates"),
        ("Oracle OPERA", "hotelpms", "opera pms"),
        ("Moodle", "learningplatform", "moodle"),
        ("Greenhouse.io", "applicanttracking", "greenhouse.io"),
    ],
)
def test_an_added_name_is_read_in_its_role(written: str, role: str, canonical: str) -> None:
    assert claims.technologies(f"The service uses {written}.") == {role: {canonical}}


def test_a_switch_inside_an_added_role_names_both_products() -> None:
    found = claims.technologies("We moved the nightly backups from Veeam to Restic last week.")
    assert found == {"backuptool": {"veeam", "restic"}}


@pytest.mark.parametrize(
    "text",
    [
        "We render the thread list and make a signal flag.",
        "The key here maps to the user id, and the room database for the hotel is kept apart.",
        "Our core data structures are sorted with a radix sort before the merge step.",
        "Refit the model on the clean split, then sift through the outliers by hand.",
        "The helm values and the release notes were updated in the same commit.",
        "Flush the cache and retry; the device farm in the lab flaked twice this morning.",
        "The canvas element redraws on every frame, so the board lags on old phones.",
        "Put the backup on the second drive and run the migration at night.",
        "Each carrier signal is sampled before the codec stage, and the player mutes on error.",
        "The ledger keeps every payout, tax line and fraud check with its platform and server.",
        "Every workday the build runs twice; acuity of the alert rules matters more than their number.",
        "The ignition event, the gateway and the historian each log to stdout.",
    ],
)
def test_plain_engineering_prose_names_no_product_of_the_added_roles(text: str) -> None:
    assert set(claims.technologies(text)) & ADDED_ROLES == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Alarms that need a site visit raise a work order in IBM Maximo.", {"cmms": {"ibm maximo"}}),
        ("Print profiles are sliced with PrusaSlicer before upload.", {"slicer": {"prusaslicer"}}),
        ("Season tickets are sold through Tessitura.", {"artsticketing": {"tessitura"}}),
        ("Pass predictions are computed with Skyfield.", {"astrodynamics": {"skyfield"}}),
        ("The order gateway talks to the matcher over Aeron.", {"lowlatencyipc": {"aeron"}}),
    ],
)
def test_maintenance_print_ticketing_orbit_and_ipc_tools_are_known(text: str, expected: dict[str, set[str]]) -> None:
    assert claims.technologies(text) == expected


def test_a_work_order_raised_in_another_maintenance_system_conflicts() -> None:
    from types import SimpleNamespace

    from helix_core.consolidation import conflicts

    verdict = conflicts.judge(SimpleNamespace(tasks=None, meanings=None),
                              "Faults that need a technician create a work order in IBM Maximo.",
                              "Ticket OPS-12: the work order for pump P3 never showed up in SAP PM; the crew heard by phone.")
    assert verdict.relation == "conflict"
