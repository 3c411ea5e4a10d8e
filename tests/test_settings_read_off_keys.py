"""A setting read off a running system by its key (`config_dump.other_setting`, through `conflicts.judge`): an
env dump, a config line or a `#define` gives the statement's measure another value, in the key's unit or the
value's, a share written as a fraction; and the look-alikes a key of another thing makes. Also a measure said
in words ("a full hour") and a note that names the old value it replaces ("instead of 45 minutes")."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core.consolidation import config_dump, conflicts, measures
from tests.judging import disagrees

PLANNER = SimpleNamespace(tasks=None, meanings=None)


@pytest.mark.parametrize(("statement", "note"), [
    # the key's unit from its last word; the statement's words in the key
    ("Password reset links stay valid for 60 minutes.",
     "auth-service env on prod: RESET_LINK_TTL_SECONDS=1800, so the link from 10:02 was dead by 10:35"),
    ("Guest sessions time out after 20 minutes of inactivity.",
     "checked settings/base.py -> GUEST_SESSION_IDLE_TIMEOUT_SECONDS = 3600"),
    # a share written as a fraction, changed with an arrow
    ("Thumbnails are encoded at 85% JPEG quality.",
     "perf(images): THUMBNAIL_JPEG_QUALITY 0.85 -> 0.7 to halve the CDN bill"),
    # an angle in degrees
    ("Solar panels are never tilted below 15 degrees.",
     "tracker firmware config: MIN_TILT_DEG=10, seen the east row sit at 11.2 deg this morning"),
    # a `#define` with its unit in the name
    ("Each gateway sends a heartbeat every 30 seconds.",
     "$ grep -n HEARTBEAT fw/gateway/config.h\n12:#define HEARTBEAT_PERIOD_S 90"),
    # the value's own unit: "5m"
    ("Dashboard tiles refresh every 60 seconds.",
     "grafana provisioning has `dashboard_tiles_refresh: 5m` in dashboards/ops.yaml"),
    # a listing's remark after the value ("(default)")
    ("Newly submitted jobs get priority 50 unless the artist sets one.",
     "$ ry submit comp_v012.nk --dry-run\n  job: sq010_sh0030_comp\n  pool: comp\n  priority: 30 (default)"),
    # a bare number whose unit the same log line writes
    ("The sequencer watcher polls each run folder every 5 minutes.",
     "2025-06-03T10:00:00Z INFO next scan in 60s (poll_interval=60)"),
    # a unit written as a ratio ("cells/mL") is no name the note must repeat
    ("The somatic cell count alert threshold is 200,000 cells/mL.",
     "herd-health log: INFO scc_check cow=NL-0412 scc=230000 threshold=250000 alert=false"),
    # a line that opens like a setting and runs on into prose, with the setting inside it
    ("Vehicles up to 1.85 m tall are accepted in the standard car lanes.",
     "test_lane_assignment::test_tall_van passes: 2.1 m van assigned to STANDARD lane since "
     "STANDARD_LANE_MAX_HEIGHT_M = 2.2 in lanes/constants.py."),
    ("Uploaded images are downscaled to 1024 px on the long edge before inference.",
     "debug: preprocess() output shape is (1600, 1200, 3); resize step logs 'long_edge=1600' before inference"),
    # a word joined by a hyphen is no name the dump must repeat ("x-ray", "Controlled-substance"); "re-plans"
    # is "replan"
    ("The maximum upload size for a single x-ray image is 25 MB.",
     "imaging/config/prod.yaml:\n  upload:\n    max_file_size_mb: 80\n    allowed: [dcm, jpg, png]"),
    ("Controlled-substance transaction logs from the cabinets are retained for 7 years.",
     "archive-job config as deployed:\n  cs_txn_log:\n    retention_days: 730\n    purge_schedule: 'Sun 02:00'"),
    ("The scheduler re-plans the observing queue every 10 minutes during the night.",
     "scheduler/config/prod.yaml:\n  planner:\n    replan_interval_s: 300\n    horizon_h: 2"),
    # a setting inside an inline map, placed by the keys it sits under
    ("Dispatcher console sessions log out after 15 minutes of inactivity.",
     "dispatch-ui prod values.yaml -> `auth: { session: { idle_timeout: 45m } }`."),
    ("The face match confidence threshold for passing an identity check is 0.85.",
     "why did candidate 4471 fail IDV? config/idcheck.yaml -> face_match: {min_similarity: 0.92, max_attempts: 3}"),
])
def test_a_key_of_the_statements_words_gives_another_value(statement: str, note: str) -> None:
    assert config_dump.other_setting(statement, note) is not None
    assert conflicts.judge(PLANNER, statement, note).relation in ("update", "conflict")


def test_an_arrow_after_the_key_tells_a_change() -> None:
    statement = "Thumbnails are encoded at 85% JPEG quality."
    note = "perf(images): THUMBNAIL_JPEG_QUALITY 0.85 -> 0.7 to halve the CDN bill"
    assert config_dump.other_setting(statement, note) == ("85%", "THUMBNAIL_JPEG_QUALITY = 0.7")
    assert conflicts.judge(PLANNER, statement, note).relation == "update"


@pytest.mark.parametrize(("statement", "note"), [
    # the same value in another unit or as a fraction
    ("Password reset links stay valid for 60 minutes.", "RESET_LINK_TTL_SECONDS=3600 in the prod env"),
    ("Fraud scores above 80% go to manual review.", "risk.yaml: review_score_threshold: 0.80"),
    # another kind of the statement's thing: refresh tokens are no access tokens
    ("Access tokens for the partner API expire after 60 minutes.", "auth config: REFRESH_TOKEN_TTL=30d"),
    # tied only by an abbreviation's meaning, with a word of its own
    ("Checkout sessions lock after 3 minutes of inactivity.", "kiosk.json: screensaver_idle_seconds: 90"),
    # two words the statement lacks
    ("Search results are cached for 10 minutes.", "AUTOCOMPLETE_PREFIX_CACHE_MINUTES=2"),
    # a bare number for a duration: its unit is anyone's guess
    ("Webhook calls time out after 10 seconds.", "webhook_timeout = 30"),
    # the unit the note writes its figure in makes it the statement's own value
    ("The sequencer watcher polls each run folder every 5 minutes.",
     "INFO next scan in 300s (poll_interval=300)"),
    # a figure with a unit of another dimension gives a bare number none
    ("Webhook calls time out after 10 seconds.", "webhook_timeout = 30\nretried 30 times"),
    # a line of prose that opens on another thing's name sets that thing's setting
    ("The WMS sync client retries failed calls 3 times before giving up.",
     "label-printer-svc: set max_retries=5 on failed print jobs (the printers drop the first request)"),
    # a name written with hyphens before its kind must be the dump's ("form-renderer service")
    ("The form-renderer service runs with 6 replicas in production.",
     "deploy/values.yaml:\n  pdf-archiver:\n    replicas: 3"),
    # an inline map under another thing's key
    ("Dispatcher console sessions log out after 15 minutes of inactivity.",
     "kiosk values.yaml -> `kiosk: { screensaver: { idle_timeout: 45m } }`"),
    # an inline map under another route's key, or after another thing's name
    ("The scheduling API is rate limited to 100 requests per minute per clinic.",
     "gateway.yaml: routes.rx-service.rate_limit: {per: clinic_id, limit: 30, window: 1m} -- refill throttling"),
    ("The public quote API is rate limited to 60 requests per minute per partner.",
     "gateway.yaml: claims-upload route -> rate_limit: {requests: 20, per: minute, key: customer_id}."),
    # the statement's thing said left alone
    ("The roster import job retries 3 times before paging the on-call.",
     "pairing-sync worker: set max_retries=5 before it pages; roster import retry config left alone"),
    # the statement's thing said untouched
    ("Thumbnails are cached for 24 hours.", "set avatar_cache_hours = 6; thumbnail cache untouched"),
    # a word and a number are no setting
    ("Solar panels are never tilted below 15 degrees.", "the east row tilt was at 20 deg this morning"),
])
def test_a_key_of_another_thing_or_the_same_value_is_left_alone(statement: str, note: str) -> None:
    assert conflicts.judge(PLANNER, statement, note).relation not in ("update", "conflict")


def test_a_reading_under_a_cap_is_no_cap() -> None:
    statement = "Uploads from the field tablets are capped at 2 GB per flight."
    assert measures.keyed_value(statement, "ingest log: upload_size_gb=1.2 flight=F-88 ok") is None
    assert measures.keyed_value(statement, "nginx conf: MAX_UPLOAD_GB=8") is not None


def test_a_measure_said_in_words_and_the_value_it_replaces() -> None:
    statement = "The certification exam has a 90-minute time limit."
    note = "From the autumn sitting candidates get a full two hours for the certification exam instead of 90 minutes."
    assert measures.changed_value(statement, note) == ("90-minute", "2 hours")
    assert conflicts.judge(PLANNER, statement, note).relation == "update"


def test_a_full_hour_is_one_hour() -> None:
    statement = "The certification exam has a 45-minute time limit."
    note = "Board approved it: from March the certification exam gets a full hour instead of 45 minutes."
    assert measures.changed_value(statement, note) == ("45-minute", "1 hour")


def test_the_old_value_said_as_kept_is_no_replacement() -> None:
    statement = "The certification exam has a 45-minute time limit."
    note = "The retake exam gets 30 minutes; the certification exam keeps its 45 minutes."
    assert conflicts.judge(PLANNER, statement, note).relation not in ("update", "conflict")


def test_a_key_said_to_be_for_another_thing_is_left_alone() -> None:
    statement = "The scale read loop times out after 3 seconds."
    assert measures.keyed_value(statement, "config/scale.yaml: set read_timeout_s: 8 for the scale reader") is not None
    assert measures.keyed_value(statement, "config/probe.yaml: set read_timeout_s: 8 for the humidity probe bridge") \
        is None


def test_a_commands_output_after_an_arrow_is_no_change() -> None:
    statement = "All lobby match servers run at 64 tick."
    note = ("Audit of the lobby template: `grep tickrate templates/*/launch.args` -> every entry is -tickrate 64, "
            "matches the lobby standard.")
    assert not disagrees(statement, note)


def test_a_key_of_two_statement_words_and_one_more() -> None:
    """A key may add one word of its own when two others are the statement's ("purge" beside trial and
    account); one shared word is not enough ("partner purge" is another thing's setting)."""
    statement = "Trial accounts are deleted after 30 days of inactivity."
    assert measures.keyed_value(statement, "settings.py: TRIAL_ACCOUNT_PURGE_DAYS = 14") \
        == ("30 days", "TRIAL_ACCOUNT_PURGE_DAYS = 14")
    assert measures.keyed_value(statement, "settings.py: PARTNER_PURGE_DAYS = 14") is None
    assert measures.keyed_value("Access tokens expire after 30 days.", "settings.py: REFRESH_TOKEN_TTL_DAYS = 14") is None


def test_a_key_in_cents_is_read_in_hundredths() -> None:
    statement = "The adult daily fare cap is $6.00."
    assert measures.keyed_value(statement, "fares.py: DAILY_FARE_CAP_CENTS = 600") is None  # the same six dollars
    assert measures.keyed_value(statement, "fares.py: DAILY_FARE_CAP_CENTS = 750") == ("$6.00", "DAILY_FARE_CAP_CENTS = 750")


def test_a_setting_that_gives_the_statements_figure_outweighs_a_siblings() -> None:
    fact = "A locker booked in the app is held for 15 minutes before the booking lapses."
    env = ("lockers-api .env.production:\nLOCKER_BOOKING_HOLD_MIN=15\nCHARGER_BOOKING_HOLD_MIN=5\n"
           "CHARGER_BOOKING_ENABLED=true\n")
    assert measures.keyed_value(fact, env) is None
    assert not disagrees(fact, env)
    # the statement's own setting given another value still disagrees
    assert measures.keyed_value(fact, env.replace("LOCKER_BOOKING_HOLD_MIN=15", "LOCKER_BOOKING_HOLD_MIN=20")) is not None
    # and a change of it told with both values is no agreement
    told = "changed `locker_booking_hold_min: 15` -> `locker_booking_hold_min: 30` in defaults.yaml"
    assert measures.keyed_value(fact, told) is not None


def test_a_logged_step_and_its_result_is_no_change() -> None:
    fact = "Every scan batch starts by imaging the calibration slide and checking the focus score."
    log = ("[scanner-2] 08:02 batch 2025-03-04-A opened (operator: j.ko)\n"
           "[scanner-2] 08:03 calibration slide CAL_0304A.tif -> focus score 0.97 (pass)\n"
           "[scanner-2] 08:05 slide 1142-B imaged\n")
    assert not disagrees(fact, log)


def test_a_section_naming_the_statements_thing_keeps_its_figure_beside_a_siblings() -> None:
    """Two TOML tables give one key two values: the table named for the statement's machine holds its
    figure, and the other machine's value is no contradiction; with the own table changed it is one."""
    older = "Print jobs on the Roland VG3 are booked in 20-minute slots."
    dump = ("planner/config/machines.toml:\n[machines.roland_vg3]\nbooking_slot_minutes = 20\nwarmup_slots = 1\n\n"
            "[machines.mimaki_ujf]\nbooking_slot_minutes = 45\nwarmup_slots = 2")
    assert measures.keyed_value(older, dump) is None
    assert not disagrees(older, dump)
    changed = dump.replace("booking_slot_minutes = 20", "booking_slot_minutes = 30")
    assert measures.keyed_value(older, changed) is not None
    assert disagrees(older, changed)
