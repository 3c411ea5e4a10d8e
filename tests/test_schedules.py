"""A job's schedule read off a crontab line (`consolidation.schedules`)."""

from __future__ import annotations

import pytest

from helix_core.consolidation import schedules


@pytest.mark.parametrize(("older", "newer", "expected"), [
    ("The nightly ledger export runs at 01:00 UTC.",
     "crontab -l on batch-02 -> `45 3 * * * /opt/ledger/bin/export --all` (UTC box)", ("at 01:00", "at 03:45", False)),
    ("The price-sync job runs every 4 hours.",
     "$ kubectl get cronjob price-sync -o jsonpath='{.spec.schedule}'\n0 */8 * * *", ("every 4 h", "every 8 h", False)),
    ("The ledger export runs once a night at 01:00.",
     "chore(cron): ledger-export schedule `0 1 * * *` -> `0 */6 * * *` per finance request",
     ("at 01:00", "every 6 h", True)),
    # a weekday, a day of the month, once an hour
    ("The prize payout batch runs once a week on Fridays.",
     "payout-service/values.yaml:\n  payoutBatch:\n    cron: \"0 9 * * 2\"", ("weekly on Fri", "weekly on Tue", False)),
    ("Statements are generated on the 1st of each month.",
     "ops: statements cron '0 3 1 * *' -> '0 3 15 * *' per finance", ("monthly on day 1", "monthly on day 15", True)),
    ("The carrier feed pickup runs once an hour.",
     "crontab -l | grep feed\n*/30 * * * * /opt/feeds/bin/pickup --carrier MAEU", ("every 1 h", "every 30 min", False)),
])
def test_another_schedule_is_read(older: str, newer: str, expected: tuple[str, str, bool]) -> None:
    assert schedules.other_schedule(older, newer) == expected


@pytest.mark.parametrize("newer", [
    # the same schedule
    "crontab -l on batch-02 -> `0 1 * * * /opt/ledger/bin/export --all`",
    # another job's schedule
    "crontab -l on batch-02 -> `30 4 * * * /opt/backup/bin/snapshot`",
])
def test_schedule_look_alikes_are_left_alone(newer: str) -> None:
    assert schedules.other_schedule("The nightly ledger export runs at 01:00.", newer) is None


def test_another_jobs_schedule_stated_is_left_alone() -> None:
    assert schedules.other_schedule("The CRM sync runs every 15 minutes.",
                                    "The billing sync for the EU tier is scheduled hourly (cron `0 * * * *`).") is None


@pytest.mark.parametrize(("newer", "expected"), [
    ("The ledger export shifts to 03:30 UTC from next Monday so it stops colliding with backups.", ("01:00", "03:30")),
    ("From tomorrow the ledger export kicks off at 5 am instead.", ("01:00", "5 am")),
])
def test_a_time_moved_in_words_is_read(newer: str, expected: tuple[str, str]) -> None:
    assert schedules.moved_time("The nightly ledger export runs at 01:00 UTC.", newer) == expected


@pytest.mark.parametrize("newer", [
    "The ledger export ran at 01:00 as usual; 14k rows.",  # the same time, no change
    "From next Monday the invoice batch shifts to 03:30 UTC.",  # another job
])
def test_time_look_alikes_are_left_alone(newer: str) -> None:
    assert schedules.moved_time("The nightly ledger export runs at 01:00 UTC.", newer) is None


def test_another_batch_of_the_kind_is_left_alone() -> None:
    assert schedules.other_schedule("The publisher payout batch runs on the 15th of each month.",
                                    "scheduled label payouts batch for the 25th (cron 0 6 25 * *)") is None
    assert schedules.other_schedule("The publisher payout batch runs on the 15th of each month.",
                                    "cron 0 6 15 * * for the publisher payout batch, unchanged") is None


def test_a_weekday_cron_line_gives_the_time_of_day() -> None:
    older = "The attendance digest job runs at 8:00 AM on school days."
    newer = "[2025-04-14 08:45:00] scheduler: attendance_digest started (cron='45 8 * * 1-5') — 120 emails queued"
    assert schedules.other_schedule(older, newer) is not None
    assert schedules.other_schedule(older, newer.replace("45 8", "0 8")) is None


CRONTAB = ("$ crontab -l -u batch\nTZ=Europe/Berlin\n15 3 * * *  /srv/ledger/bin/recompute-balances --all\n"
           "0 6 * * *   /srv/ledger/bin/send-statements")


def test_of_several_crontab_lines_the_jobs_own_is_read() -> None:
    # the statement's job is the first line's (its word written with a hyphen), not the last's
    assert schedules.other_schedule("The nightly re-computation of balances runs at 1:00 AM.", CRONTAB) \
        == ("at 01:00", "at 03:15", False)
    assert schedules.other_schedule("The nightly re-computation of balances runs at 3:15 AM.", CRONTAB) is None
    assert schedules.other_schedule("Statements are sent every night at 6:00.", CRONTAB) is None


LOG = """2025-02-03 06:00:01 INFO price-sync run started (trigger=schedule)
2025-02-03 06:00:40 INFO price-sync pushed 14 changes to 12 stores
2025-02-03 07:00:02 INFO price-sync run started (trigger=schedule)
2025-02-03 07:00:35 INFO price-sync pushed 0 changes to 12 stores
2025-02-03 08:00:01 INFO price-sync run started (trigger=schedule)"""


def test_a_cadence_read_off_a_jobs_log() -> None:
    assert schedules.logged_cadence("The price sync to the store tills runs every 10 minutes.", LOG) \
        == ("every 10 min", "every 1 h")
    # the log's cadence is the statement's
    assert schedules.logged_cadence("The price sync to the store tills runs hourly.", LOG) is None
    # another job's runs say nothing of this one's
    assert schedules.logged_cadence("The stock sync to the store tills runs every 10 minutes.",
                                    LOG.replace("price-sync", "promo-export")) is None
    # runs at uneven times are no cadence (retries, runs by hand)
    uneven = LOG.replace("07:00:02", "06:12:40")
    assert schedules.logged_cadence("The price sync to the store tills runs every 10 minutes.", uneven) is None


def test_a_pollers_each_fetch_is_a_run() -> None:
    """A poller logs each run by what it fetched, not by "started"."""
    log = "\n".join(f"2025-02-18T10:{m:02d}:0{k}Z vessel-poller fetched 41 positions (provider=sat-vms)"
                    for k, m in enumerate((0, 15, 30, 45)))
    assert schedules.logged_cadence("Vessel positions are pulled from the satellite provider every 2 hours.", log) \
        == ("every 2 h", "every 15 min")
    assert schedules.logged_cadence("Vessel positions are pulled from the satellite provider every 15 minutes.", log) \
        is None


def test_a_cadence_moved_in_the_past_tense() -> None:
    assert schedules.moved_cadence("The churn model is retrained weekly.",
                                   "Retraining moved to a daily schedule after the drift incident.") == ("weekly", "every 24 h")


ARCHIVE_DUMP = "The archive database is dumped nightly at 02:15 and the dumps are kept for 30 days."


def test_a_job_line_at_the_statements_time_beside_its_purge_keeps_the_schedule() -> None:
    crontab = ("$ sudo crontab -l -u backup\n# archive db - nightly dump\n"
               "15 2 * * * /usr/bin/pg_dump -Fc archive > /backup/archive/archive_$(date +\\%F).dump\n"
               "40 2 * * * find /backup/archive -name 'archive_*.dump' -mtime +30 -delete")
    assert schedules.other_schedule(ARCHIVE_DUMP, crontab) is None


def test_both_lines_at_other_times_still_show_another_schedule() -> None:
    crontab = ("$ sudo crontab -l -u backup\n# archive db - nightly dump\n"
               "45 3 * * * /usr/bin/pg_dump -Fc archive > /backup/archive/archive_$(date +\\%F).dump\n"
               "10 4 * * * find /backup/archive -name 'archive_*.dump' -mtime +30 -delete")
    assert schedules.other_schedule(ARCHIVE_DUMP, crontab) == ("at 02:15", "at 04:10", False)
