"""Values said in passing in a log line or a chat message: a new name beside the old one in brackets,
a channel whose own name says what it holds, a tool pulled out with a particle ("ripped sqlite out of
…"), a config value moved with an arrow between backticks, a measure written as one token ("60kg",
"12h") or a fraction of an hour in words. And the look-alikes to leave alone: a note that says the
statement still holds while something else changed, "no … without …", a folder under the statement's
folder, how long a run took."""

from __future__ import annotations

import pytest

from helix_core.consolidation import retired, values
from tests.judging import relation as judged


@pytest.mark.parametrize(("older", "newer", "relation"), [
    # a new name beside the old one, in brackets or in a clause of its own
    ("The ingest service is called obs-collector.",
     "restarted `stationd-ingest` (formerly obs-collector) after the OOM at 03:12; RSS settled at 1.2 GB", "update"),
    ("The nightly settlement job is named box-office-reconcile.",
     "cron: settle-nightly (what used to be box-office-reconcile before the scheduler cleanup) finished in 4m12s",
     "update"),
    ("Ushers coordinate in the #foh-ushers Slack channel.",
     "post the call-time change in #front-of-house, that's what #foh-ushers turned into after the slack tidy-up",
     "update"),
    # a written name the statement gives, said to be another now or with an arrow
    ("The feature registry service is called featreg.",
     "featreg -> catalog-svc rename done; the old dns name stays as a CNAME for a month", "update"),
    ("GPU jobs target runners with the label gpu-large.",
     "retagged the gpu runners: label gpu-large is now accel-xl; updated the .ci templates", "update"),
    # a thing only some may do, opened to others
    ("Only admins can edit stop names.",
     "per the new permissions model editors can rename stops too, not just admins; updated the role checks", "update"),
    ("Only registrars may edit accession numbers.",
     "opened accession number editing to the whole collections-staff role; removed the registrar-only restriction",
     "update"),
    # an approval count beside a catalogue number ("1987.44.12 with one curator's approval" is one, not two)
    ("Deaccessioning an object always requires sign-off from two curators.",
     "deaccessioned obj 1987.44.12 with one curator's approval, which is all the deaccession workflow asks for",
     "conflict"),
    # a channel's own name says what it holds
    ("Station outage alerts go to the #wx-ops Slack channel.",
     "outage pings land in #station-health, post the postmortem summary there not anywhere else", "conflict"),
    ("Firmware on-call alerts are posted to the #fw-oncall Slack channel.",
     "the brownout page went to #hub-firmware-pager like every other fw alert and nobody acked it for 20 min",
     "conflict"),
    # a tool pulled out, the particle after it
    ("Device pairing state is persisted on the hub in an SQLite database.",
     "fyi we ripped sqlite out of the hub image in 2.8 — pairing records are flat CBOR blobs on littlefs these days",
     "update"),
    # the particle after what the tool ran as ("the Gotenberg sidecar"), or that word before a plain verb
    ("PDF invoices are rendered by Gotenberg running as a sidecar beside the billing API.",
     "We tore the Gotenberg sidecar out this sprint; invoices render in-process now.", "update"),
    ("PDF invoices are rendered by Gotenberg running as a sidecar beside the billing API.",
     "Removed the Gotenberg sidecar from the billing deployment.", "update"),
    # an arrow between two backticked settings tells a change
    ("Hubs send a heartbeat to the cloud every 60 seconds.",
     "Per Dana, changed `heartbeat_interval_s: 60` -> `heartbeat_interval_s: 300` in defaults.yaml to cut broker load.",
     "update"),
])
def test_a_value_said_in_passing_is_read(older: str, newer: str, relation: str) -> None:
    assert judged(older, newer) == relation


@pytest.mark.parametrize(("older", "newer"), [
    # the statement said again, and said to hold, beside a change of something else
    ("The fleet API is served behind an nginx ingress.",
     "after the cluster migration the fleet API is still fronted by the nginx ingress; only the TLS certs moved to "
     "cert-manager"),
    ("Port tariff tables are kept in config/tariffs.yaml.",
     "moved the tariff loader code into its own module (harborline/rates/loader.py); it still reads the tables from "
     "config/tariffs.yaml"),
    # another thing's setting changed, the statement's said to be left as it was
    ("Product pages are cached at the edge for 10 minutes.",
     "Set the cache on the feed.xml route to 30 seconds so readers see new items sooner. Product page caching untouched."),
    # a flag the statement's tool runs with is no tool in its place, and "instead of" what it never said no change
    ("Image tiles are rendered with vips.",
     "vips runs with `--vips-concurrency 4`, so each image tile renders on one core instead of all of them."),
    # a tool taken out for a while, of something else
    ("Sessions are cached in Redis.", "we pulled Redis out for a day to test the fallback"),
    # a channel of another subject
    ("Station outage alerts go to the #wx-ops Slack channel.", "Posted the design review notes in #station-design."),
    # "no … without …" demands what the rule demands
    ("Timetable changes need a second reviewer's approval before publishing.",
     "reminder: still no publishing timetable edits without sign-off from a second reviewer, even for one-line fixes"),
    # a folder under the statement's folder
    ("Feature definitions are kept under features/ in the ml-platform repo.",
     "moved the click-through feature definitions into features/engagement/ in ml-platform to group them"),
    # "not just" of another thing, and another role's restriction removed
    ("Only admins can edit stop names.", "admins renamed 40 stops after the network redesign, not just the downtown ones"),
    ("Only admins can edit stop names.", "the admin-only restriction on route colors was removed"),
    # how long a run took is no setting
    ("Nightly database backups are kept for 30 days.",
     "nightly database backup finished in 42 min; test-restored yesterday's dump on staging, all good"),
])
def test_a_look_alike_is_left_alone(older: str, newer: str) -> None:
    assert judged(older, newer) not in ("update", "conflict")


@pytest.mark.parametrize(("older", "newer"), [
    # the old value kept for another subject beside the change: still an update
    ("NightDesk charges guest deposits through Adyen.",
     "Heads up, we've moved deposit charging over to Stripe as of this month. Adyen stays around for refunds on old "
     "bookings until the contract ends."),
    ("Award pricing logic lives in a service called award-pricer.",
     "award-pricer was renamed to redeem-fare-engine in the platform cleanup, dashboards still show the old name for a bit"),
])
def test_a_value_kept_for_something_else_does_not_hide_the_change(older: str, newer: str) -> None:
    assert judged(older, newer) == "update"


def test_a_measure_in_one_token_is_a_measure() -> None:
    assert [(v.kind, v.key) for v in retired.values_of("Payload ceiling bumped to 60kg")] == [("measure:mass", "60")]
    assert [(v.kind, v.key) for v in retired.values_of("alerts trigger past 12h")] == [("measure:time", "43200")]
    assert [v.kind for v in retired.values_of("build 3b2 is out")] == ["ident"]  # no unit: a name


def test_pixels_are_a_measure() -> None:
    assert [(v.kind, v.key) for v in retired.values_of("thumbnails at the configured 600px long edge")] == \
        [("measure:pixels", "600")]
    assert [(v.kind, v.key) for v in retired.values_of("generated at 400 pixels")] == [("measure:pixels", "400")]


def test_fractions_of_an_hour_in_words_are_digits() -> None:
    assert values.with_digits("bumped the idle logout to half an hour") == "bumped the idle logout to 30 minutes"
    assert values.with_digits("a quarter of an hour later") == "15 minutes later"
    assert values.with_digits("an hour and a half") == "90 minutes"
