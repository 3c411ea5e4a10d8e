"""A setting read out of a pasted configuration dump (`consolidation.config_dump`)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core.consolidation import config_dump, conflicts

DUMPS = [
    ("Order confirmation emails go out 2 hours after checkout.",
     "notify/settings.yaml on prod:\n  order_confirmation:\n    delay_hours: 6\n    template: confirm_v2",
     "2 hours", "delay_hours = 6"),
    ("The discount allowance is 10% of the basket.",
     "pricing/prod.toml\n[discount]\nenabled = true\nmax_pct = 25",
     "10%", "max_pct = 25"),
    ("Webhook deliveries wait 30 seconds before a retry.",
     "webhooks:\n  retry:\n    backoff_ms: 5000\n    attempts: 4",
     "30 seconds", "backoff_ms = 5000"),
    ("A login is locked after 5 failed password attempts.",
     "auth.yaml:\npassword:\n  max_failures: 3   # login locked after this many\n  hash: argon2id",
     "5", "max_failures = 3"),
    # the statement writes the setting's name with a hyphen, the dump with an underscore
    ("The default early-warning threshold is 70 mg/dL.",
     "alerts/defaults.yaml:\n  early_warning_mgdl: 75\n  early_warning_repeat_min: 10",
     "70", "early_warning_mgdl = 75"),
    # "held" is the name's "hold"
    ("Abandoned carts are held for 20 minutes before the stock is released.",
     "prod env shows CART_HOLD_TTL_SECONDS=900 for the checkout pods",
     "20 minutes", "CART_HOLD_TTL_SECONDS = 900"),
    # a setting quoted in prose
    ("The picking queue hands each picker batches of 40 orders.",
     "prod values.yaml has `PICK_BATCH_SIZE: 25`; a picker was checked out a 25-order batch",
     "40 orders", "PICK_BATCH_SIZE = 25"),
]


@pytest.mark.parametrize(("older", "newer", "old", "new"), DUMPS)
def test_a_dumped_setting_with_another_value_is_read(older: str, newer: str, old: str, new: str) -> None:
    assert config_dump.other_setting(older, newer) == (old, new)


def test_the_judge_flags_a_dumped_setting() -> None:
    planner = SimpleNamespace(tasks=None, meanings=None)
    assert conflicts.judge(planner, DUMPS[0][0], DUMPS[0][1]).relation == "conflict"


LOOK_ALIKES = [
    # the same value dumped
    ("Order confirmation emails go out 2 hours after checkout.",
     "notify/settings.yaml:\n  order_confirmation:\n    delay_hours: 2"),
    # a setting of another thing: its name says a word the statement never does
    ("Access tokens expire after 60 minutes.", "auth env:\nREFRESH_TOKEN_TTL=30d\nLOG_LEVEL=info"),
    # the statement's named service is not the one dumped
    ("The invoice-renderer service runs 6 replicas in production.",
     "deploy/prod/pdf-archiver.yaml\nkind: Deployment\nmetadata:\n  name: pdf-archiver\nspec:\n  replicas: 2"),
    # a lower bound is no setting of a cap
    ("A campaign can run for at most 60 days.", "campaign_rules.yaml\ncampaign:\n  min_days: 1\n  max_days: 60"),
    # another unit measures another thing
    ("Order confirmation emails go out 2 hours after checkout.",
     "order_confirmation:\n  max_size_mb: 10"),
]


@pytest.mark.parametrize(("older", "newer"), LOOK_ALIKES)
def test_look_alikes_are_left_alone(older: str, newer: str) -> None:
    assert config_dump.other_setting(older, newer) is None


def test_a_setting_changed_with_an_arrow_is_read() -> None:
    older = "A single meeting room booking can last at most 4 hours."
    newer = "PR #342: raise MAX_ROOM_BOOKING_MINUTES 240 -> 480 so teams can book a full-day workshop."
    assert config_dump.other_setting(older, newer) == ("4 hours", "MAX_ROOM_BOOKING_MINUTES = 480")
    assert conflicts.judge(SimpleNamespace(tasks=None), older, newer).relation == "update"  # type: ignore[arg-type]


def test_an_alarms_upper_bound_read_off_a_high_key_in_degrees() -> None:
    older = "Cold room temperature alarms trigger when the reading goes above 5°C."
    newer = "alarm_rules.yaml\n  cold_room:\n    low_c: 0.5\n    high_c: 7.0\n    debounce_s: 300"
    assert config_dump.other_setting(older, newer) == ("5°C", "high_c = 7.0")
    assert config_dump.other_setting(older, newer.replace("7.0", "5.0")) is None


def test_a_lifecycle_rule_in_json_placed_by_its_string_values() -> None:
    older = "Raw telemetry files are kept in the archive for 60 days."
    newer = ('$ aws s3api get-bucket-lifecycle-configuration --bucket acme-archive\n'
             '{"Rules": [{"ID": "raw-telemetry-expiry", "Filter": {"Prefix": "raw-telemetry/"}, "Status": "Enabled", '
             '"Expiration": {"Days": 180}}]}')
    assert config_dump.other_setting(older, newer) == ("60 days", "Days = 180")
    # another prefix's rule says nothing of raw telemetry
    other = newer.replace("raw-telemetry", "thumbnails")
    assert config_dump.other_setting(older, other) is None


@pytest.mark.parametrize(("newer", "expected"), [
    ("$ env | grep SESSION\nSESSION_IDLE_TIMEOUT=900\nSESSION_COOKIE=hx", ("30 minutes", "SESSION_IDLE_TIMEOUT = 900")),
    ("$ env | grep SESSION\nSESSION_IDLE_TIMEOUT=1800\nSESSION_COOKIE=hx", None),  # 1800 s is 30 minutes
    ("$ env | grep SESSION\nSESSION_IDLE_TIMEOUT=1800000\nSESSION_COOKIE=hx", None),  # and so is 1800000 ms
    ("$ env | grep SESSION\nSESSION_IDLE_TIMEOUT=30\nSESSION_COOKIE=hx", None),  # and 30 min
])
def test_a_duration_without_its_unit_disagrees_only_if_no_usual_unit_makes_it_the_statements(
        newer: str, expected: tuple[str, str] | None) -> None:
    older = "Dashboard sessions expire after 30 minutes of inactivity."
    assert config_dump.other_setting(older, newer) == expected


def test_a_lifecycle_rule_printed_over_many_lines_is_placed_by_its_siblings() -> None:
    older = "Scanned invoices are kept in the bucket for 30 days."
    newer = ('$ aws s3api get-bucket-lifecycle-configuration --bucket ap-scans\n'
             '{\n  "Rules": [\n    {\n      "ID": "expire-scanned-invoices",\n'
             '      "Filter": {"Prefix": "invoices/scanned/"},\n      "Status": "Enabled",\n'
             '      "Expiration": {"Days": 365}\n    }\n  ]\n}')
    assert config_dump.other_setting(older, newer) == ("30 days", "Days = 365")
    other = newer.replace("scanned-invoices", "thumbnails").replace("invoices/scanned/", "thumbs/")
    assert config_dump.other_setting(older, other) is None


DIFF = ("diff --git a/src/ingest/limits.ts b/src/ingest/limits.ts\n"
        "--- a/src/ingest/limits.ts\n+++ b/src/ingest/limits.ts\n@@ -3,4 +3,4 @@\n"
        " export const uploadChunkMb = 8;\n-export const uploadRetryCount = 3;\n"
        "+export const uploadRetryCount = 6; // flaky hotel wifi\n export const uploadTimeoutS = 30;")


def test_a_diff_is_read_as_the_file_after_it() -> None:
    older = "A failed upload is retried 3 times."
    assert config_dump.other_setting(older, DIFF) == ("3", "uploadRetryCount = 6")
    # the value it now has, the removed line aside; lines the diff leaves alone are read too
    assert config_dump.other_setting("A failed upload is retried 6 times.", DIFF) is None
    assert config_dump.other_setting("Uploads time out after 20 seconds.", DIFF) == ("20 seconds", "uploadTimeoutS = 30")


def test_a_bare_duration_under_a_key_that_names_nothing_is_no_disagreement() -> None:
    # "timeout" names no thing: the figure may be anyone's, and here it is another handler's
    older = "The billing webhook handler has a 15-second timeout."
    newer = "set timeout=45 on the ERP import handler (their API is slow); billing webhook keeps its timeout"
    assert config_dump.other_setting(older, newer) is None


def test_a_key_the_statement_names_itself() -> None:
    # "minSdk" is the statement's own word for the setting
    older = "The tablet app's minSdk is 24."
    newer = "android/app/build.gradle:\nandroid {\n    defaultConfig {\n        minSdk = 28\n        targetSdk = 34\n    }\n}"
    assert config_dump.other_setting(older, newer) == ("24", "minSdk = 28")


def test_a_diff_pasted_without_its_header_is_a_change() -> None:
    older = "Kiosk sessions sign out after 120 seconds of inactivity."
    newer = ('kiosk.json changed after the audit:\n-  "idleSignoutSeconds": 120,\n+  "idleSignoutSeconds": 60,\n'
             "Rolled out to every kiosk.")
    assert config_dump.other_setting(older, newer) == ("120 seconds", "idleSignoutSeconds = 60")
    verdict = conflicts.judge(SimpleNamespace(tasks=None, meanings=None), older, newer)  # type: ignore[arg-type]
    assert verdict.relation == "update"
    # the same line with its value kept is no change of it
    kept = 'kiosk.json after the audit:\n-  "theme": "dark",\n+  "theme": "light",\n  "idleSignoutSeconds": 120,'
    assert config_dump.other_setting(older, kept) is None


def test_a_camel_case_setting_in_a_log_line_and_an_abbreviated_key() -> None:
    older = "The reader app locks itself after 10 minutes of inactivity."
    newer = "logcat: 10:02:11 D IdleGuard: armed, inactivityTimeoutMs=300000"
    assert config_dump.other_setting(older, newer) == ("10 minutes", "inactivityTimeoutMs = 300000")
    older = "Forklift speed in the loading bay is capped at 2.5 m/s."
    newer = "--- a/zones/bay.yaml\n+++ b/zones/bay.yaml\n@@ -1,2 +1,2 @@\n-  max_vel: 2.5\n+  max_vel: 1.5"
    assert config_dump.other_setting(older, newer) == ("2.5", "max_vel = 1.5")


def test_a_statement_of_two_figures_is_read_one_figure_at_a_time() -> None:
    older = "Celery tasks default to 5 retries with a 30 second retry delay."
    dump = 'app/celery.py:\nTASK_DEFAULTS = {\n    "max_retries": 2,\n    "default_retry_delay": 30,\n}'
    assert config_dump.other_setting(older, dump) == ("5 retries", "max_retries = 2")
    agreeing = 'app/celery.py:\nTASK_DEFAULTS = {\n    "max_retries": 5,\n    "default_retry_delay": 30,\n}'
    assert config_dump.other_setting(older, agreeing) is None


def test_a_total_broken_down_in_brackets_is_read_for_the_total() -> None:
    older = "Workshop sessions run in 120-minute blocks (90 minutes of teaching plus 30 minutes of questions)."
    shorter = 'GET /api/workshops/schedule\n{"venue": "Hall B", "block_minutes": 90, "blocks_per_day": 3}'
    assert config_dump.other_setting(older, shorter) == ("120-minute", "block_minutes = 90")
    # the total as the statement gives it, which is no part's figure
    agreeing = 'GET /api/workshops/schedule\n{"venue": "Hall B", "block_minutes": 120, "blocks_per_day": 3}'
    assert config_dump.other_setting(older, agreeing) is None


def test_a_max_age_in_a_log_line_placed_by_the_rest_of_the_line() -> None:
    # "max_age" says only how long; the line's policy name says whose
    older = "Raw sensor dumps are kept for 7 days and then purged."
    newer = "2025-03-02T01:00:02Z janitor INFO policy=sensor_raw max_age=21d scanned=880 deleted=12"
    assert config_dump.other_setting(older, newer) == ("7 days", "max_age = 21d")
    assert config_dump.other_setting(older, newer.replace("max_age=21d", "max_age=7d")) is None


def test_a_setting_named_in_prose_with_its_value_after_it() -> None:
    older = "Pump controllers stop any single run after 30 minutes."
    assert config_dump.other_setting(
        older, "The failsafe fired late because max_run_minutes on the east pump controllers is 60.") \
        == ("30 minutes", "max_run_minutes = 60")
    # another thing's setting: the words it is said of are not the statement's
    assert config_dump.other_setting(older, "The fan max_run_minutes is 60.") is None


def test_a_temperature_written_in_words_meets_a_setting_in_degrees() -> None:
    older = "The cold room alarm setpoint for the dairy aisle is 5 degrees Celsius."
    dump = "$ cat sites/store-12/coldroom.yaml\ndairy:\n  alarm_sp_c: 7.5\n  defrost_every_h: 6\n"
    assert config_dump.other_setting(older, dump) == ("5 °C", "alarm_sp_c = 7.5")
    assert config_dump.other_setting(older, dump.replace("7.5", "5.0")) is None


def test_a_requests_answer_sits_in_what_the_request_asks_for() -> None:
    older = "Pickup windows offered at checkout are 30 minutes long."
    answer = ('$ curl -s "https://api.shop.internal/v2/pickup-windows?store=leeds-3&date=2025-05-02" | jq ".[0]"\n'
              '{"start": "10:00", "end": "10:45", "length_minutes": 45, "capacity": 12}')
    assert config_dump.other_setting(older, answer) == ("30 minutes", "length_minutes = 45")
    other = answer.replace("pickup-windows", "delivery-slots")
    assert config_dump.other_setting(older, other) is None


def test_a_time_counted_back_from_an_event_on_a_log_line() -> None:
    older = "Boarding gates close 20 minutes before departure."
    log = "2025-03-02T06:10:00Z INFO gatekeeper: closing gate B12 flight=EZ8123 departure=06:40 close_at=T-30m"
    assert config_dump.other_setting(older, log) == ("20 minutes", "close_at = 30m")
    assert config_dump.other_setting(older, log.replace("T-30m", "T-20m")) is None


def test_a_setting_of_a_record_named_for_another_thing_is_not_the_statements() -> None:
    """A YAML record whose id names another station, or a JSON object whose type names another kind of
    visit, holds that thing's setting; one named for the statement's own thing holds the statement's."""
    older = "Bay Road loading docks accept at most 6 pallets per unload."
    other = ("$ cat /etc/docks/dock.yaml\ndock:\n  id: MILL-LANE-02\n  scanner: zebra-ds3608\n  max_pallets_per_unload: 3\n"
             "# the Mill Lane dock is narrower, hence the lower cap")
    assert config_dump.other_setting(older, other) is None
    own = other.replace("MILL-LANE-02", "BAY-ROAD-02").replace("Mill Lane", "Bay Road")
    assert config_dump.other_setting(older, own) == ("6 pallets", "max_pallets_per_unload = 3")
    visits = "Dental check-up visits in the clinic calendar last 20 minutes."
    listing = ('$ curl -s "https://api.clinic.example/v1/visit-templates" | jq -c ".[]"\n'
               '{"type":"vaccination_checkup","length_minutes":15}\n{"type":"grooming_checkup","length_minutes":60}')
    assert config_dump.other_setting(visits, listing) is None
    assert config_dump.other_setting(visits, listing.replace("grooming_checkup", "dental_checkup")) \
        == ("20 minutes", "length_minutes = 60")


def test_a_record_typed_by_the_tool_it_runs_on_is_still_the_statements() -> None:
    """"type: redis" says what the record runs on, not that it is another thing."""
    older = "Entries in the session cache expire after 12 hours."
    dump = "session_cache:\n  type: redis\n  host: cache.internal:6379\n  entry_ttl_seconds: 3600"
    assert config_dump.other_setting(older, dump) == ("12 hours", "entry_ttl_seconds = 3600")


def test_the_judge_leaves_another_records_setting_alone() -> None:
    older = "Bay Road loading docks accept at most 6 pallets per unload."
    other = "dock:\n  id: MILL-LANE-02\n  scanner: zebra-ds3608\n  pallet_cap: 3"
    judge = conflicts.judge(SimpleNamespace(tasks=None, meanings=None), older, other)  # type: ignore[arg-type]
    assert judge.relation not in ("update", "conflict")
    own = conflicts.judge(SimpleNamespace(tasks=None, meanings=None), older, other.replace("MILL-LANE", "BAY-ROAD"))  # type: ignore[arg-type]
    assert own.relation in ("update", "conflict")


def test_a_listing_of_records_for_other_things_contradicts_nothing() -> None:
    """A YAML list of visit types that holds no dental visit gives other visits' lengths; the same list with a
    dental record of another length contradicts the statement."""
    older = "Dental visits in the clinic calendar have a visit length of 20 minutes."
    listing = ("templates:\n  - type: vaccination\n    visit_length_minutes: 15\n"
               "  - type: grooming\n    visit_length_minutes: 60\n")
    judge = conflicts.judge(SimpleNamespace(tasks=None, meanings=None), older, listing)  # type: ignore[arg-type]
    assert judge.relation not in ("update", "conflict")
    own = conflicts.judge(SimpleNamespace(tasks=None, meanings=None), older, listing.replace("grooming", "dental"))  # type: ignore[arg-type]
    assert own.relation in ("update", "conflict")
    assert "visit_length_minutes" in config_dump.keys_of_other_records(older, listing)
    lone = "template:\n  type: vaccination\n  visit_length_minutes: 15\n"
    assert "visit_length_minutes" not in config_dump.keys_of_other_records(older, lone)  # a code name, maybe


def test_a_stack_frames_line_number_is_no_setting() -> None:
    """"(SchedulerServlet.java:1083)" is where a stack frame stands, not a setting set to 1083."""
    older = "The booking-api is a Java 21 Spring Boot service."
    trace = ("Trace from booking-api:\njava.lang.IllegalStateException: slot already held\n"
             "    at com.example.booking.SlotService.hold(SlotService.java:88)\n"
             "    at org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:1083)\n"
             "Added a guard for double clicks; ./gradlew test passes.")
    assert config_dump.other_setting(older, trace) is None
    assert not [s for s in config_dump.settings(trace) if s.key.endswith(".java")]
    assert conflicts.judge(SimpleNamespace(tasks=None, meanings=None), older, trace).relation not in ("update", "conflict")  # type: ignore[arg-type]
