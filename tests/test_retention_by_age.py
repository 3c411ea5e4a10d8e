"""How long something is kept, said by a statement as a period and shown by a note as the age a job removes it
at (`retention.removed_younger`): "kept for 90 days" / "drops raw partitions older than 45 days". And the notes
that keep to it: the same age, another thing's cleanup, a plan."""

from __future__ import annotations

import pytest

from helix_core.consolidation import retention
from tests.judging import disagrees

LOGS = "Audit logs are kept for 180 days in the log store."
RAW = "Raw turbine vibration samples are retained for 60 days before they are rolled up."


@pytest.mark.parametrize(("statement", "note", "expected"), [
    (LOGS, "Found why last winter's audit trail is missing: the nightly sweeper deletes audit logs older than 90 days.",
     ("180 days", "older than 90 days")),
    (RAW, "INC-88 notes: the raw vibration rows for the gearbox event were gone already; the lifecycle policy drops raw "
          "partitions older than 3 weeks and only hourly rollups were left.", ("60 days", "older than 3 weeks")),
    (LOGS, "the nightly sweeper deletes audit logs older than 180 days, as configured.", None),  # the same age
    (LOGS, "the nightly sweeper deletes temp exports older than 7 days.", None),  # another thing's cleanup
    (RAW, "Maybe the lifecycle policy should drop raw partitions older than 30 days?", None),  # a question
])
def test_the_age_a_job_removes_at(statement: str, note: str, expected: tuple[str, str] | None) -> None:
    assert retention.removed_younger(statement, note) == expected


def test_a_job_removing_younger_data_disagrees() -> None:
    assert disagrees(RAW, "INC-88 notes: the raw vibration rows for the gearbox event were gone already; the lifecycle "
                          "policy drops raw partitions older than 3 weeks and only hourly rollups were left.")


SHOWN = "Support call recordings are retained for 60 days."


@pytest.mark.parametrize(("note", "expected"), [
    ("purge job output: bucket=support-call-recordings cutoff=now-14d scanned=9,120 deleted=2,204", "cutoff=now-14d"),
    ('policy for call_recordings -> {"drop_after": "1 year", "schedule_interval": "1 day"}', 'drop_after: 1 year'),
    ("$ reaper --older-than 30d --bucket support-call-recordings", "--older-than 30d"),
    ('resource "aws_s3_bucket_lifecycle_configuration" "call_recordings" {\n  rule {\n    expiration {\n'
     '-      days = 60\n+      days = 21\n    }\n  }\n}', "+      days = 21"),
    ("purge job output: bucket=support-call-recordings cutoff=now-60d deleted=118", None),  # the same age
    ("purge job output: bucket=qa-screenshots cutoff=now-14d deleted=52", None),  # another thing's job
    ("archive_old_results log: moved rows older than 2y to cold storage", None),  # another thing again
    ("crontab -l on rec-01:\n15 3 * * * find /data/call-recordings -name '*.wav' -mtime +30 -delete",
     "find /data/call-recordings -name *.wav -mtime +30 -delete"),  # find(1)'s -mtime counts days
    ("find /data/call-recordings -mmin +86400 -delete", None),  # 86,400 minutes are the statement's 60 days
    ("find /data/call-recordings -mtime +7 -print | wc -l", None),  # counted, not removed
])
def test_the_age_a_jobs_settings_or_log_show(note: str, expected: str | None) -> None:
    found = retention.removed_younger(SHOWN, note)
    assert (found[1] if found else None) == expected


def test_a_diff_of_a_lifecycle_rule_disagrees() -> None:
    assert disagrees(SHOWN, 'lifecycle.tf, rule "call-recordings-expiry":\n    expiration {\n-      days = 60\n'
                            '+      days = 21\n    }')


def test_what_stays_for_a_period() -> None:
    """"stay on the server for 90 days" gives the period as "kept for" does."""
    statement = "Raw capture files stay on the ingest server for 90 days before they are archived."
    assert retention.removed_younger(statement, "crontab -l on ingest01:\n0 3 * * * /opt/bin/archive_captures "
                                                "--src /data/raw-capture --older-than 30d --dest tape") \
        == ("90 days", "--older-than 30d")


def test_a_jobs_sql_criterion_and_what_is_deleted_after_a_period() -> None:
    """A job's SQL criterion gives the age it removes at; "are deleted after 30 days" gives the period as "kept
    for" does."""
    statement = "Abandoned carts are deleted after 30 days."
    note = "2025-04-16T00:00:04Z INFO cart_reaper removed=412 criterion=\"updated_at < now() - interval '7 days'\""
    assert retention.removed_younger(statement, note) == ("30 days", "< now() - interval 7 days")
    assert retention.removed_younger(statement, note.replace("'7 days'", "'30 days'")) is None


def test_a_period_the_statement_qualifies_with_a_denial() -> None:
    """"… after 30 days without any activity" says when, not that nothing is removed; "are not kept for" denies."""
    note = "2025-05-02T01:00:00Z INFO quote_reaper expired=88 criterion=\"last_viewed_at < now() - interval '10 days'\""
    assert retention.removed_younger("A draft quote expires after 21 days without any activity.", note) \
        == ("21 days", "< now() - interval 10 days")
    assert retention.removed_younger("Draft quotes are not kept for 21 days.", note) is None


def test_an_idle_age_the_statement_purges_at_and_a_purge_tools_flag_in_days() -> None:
    fact = "Uploads in the staging area that have not been touched for 45 days are automatically deleted."
    note = ("$ systemctl cat uploads-reaper.service | grep ExecStart\n"
            "ExecStart=/opt/ops/bin/reaper --root /srv/uploads --mtime-days 14 --notify-days 3")
    assert retention.removed_younger(fact, note) == ("45 days", "--mtime-days 14")
    # the statement's own age, and another thing's purge, say nothing
    assert retention.removed_younger(fact, note.replace("14", "45")) is None
    assert retention.removed_younger(fact, note.replace("uploads", "thumbnails")) is None
