"""A thing said to run on the team's own premises, placed in a public cloud by a later note
(`consolidation.premises`), and what is no such move."""

from __future__ import annotations

import pytest

from helix_core.consolidation import premises
from tests.judging import relation as judged


@pytest.mark.parametrize(("older", "newer", "relation"), [
    # told as a move, the old racks powered down
    ("The render farm runs in our Amsterdam colo.",
     "Cutover week, day 4: drained the last render nodes, the colo tech powered down racks B3 and B4, and the "
     "render farm runs entirely in AWS eu-west-1 as of tonight.", "update"),
    # shown in passing: an incident note names where the thing is served from
    ("The booking server runs on-prem in the clinic's server room.",
     "Incident note: the tablets lost bookings for 9 minutes when the clinic uplink dropped, because every tablet "
     "talks to the booking API served from the GKE cluster bookings-prod in europe-west4.", "conflict"),
    # the old box shut down after a cut-over to a cloud VM
    ("The label printer service runs on the small server in the warehouse office.",
     "Cut the label printer service over to the cloud VM at 18:10; the box in the warehouse office is shut down.",
     "update"),
])
def test_a_thing_on_the_premises_placed_in_a_cloud(older: str, newer: str, relation: str) -> None:
    assert premises.in_the_cloud(older, newer) is not None
    assert judged(older, newer) == relation


@pytest.mark.parametrize(("older", "newer"), [
    # a copy in the cloud beside the premises
    ("The booking database runs on-prem in the clinic's server room.",
     "Set up a read replica of the booking database in AWS eu-west-2 for the reporting team."),
    # another thing's host
    ("The booking server runs on-prem in the clinic's server room.",
     "The marketing site is hosted on Azure Static Web Apps now."),
    # the premises still named, nothing said gone
    ("The render farm runs in our Amsterdam colo.",
     "The render farm in the colo pushes finished frames to an S3 bucket in AWS eu-west-1."),
    # a plan, not a move
    ("The render farm runs in our Amsterdam colo.",
     "Got a quote for moving the render farm to AWS; we are evaluating it next quarter."),
])
def test_look_alikes_of_a_move_to_the_cloud(older: str, newer: str) -> None:
    assert premises.in_the_cloud(older, newer) is None


def test_backups_on_the_premises_seen_going_to_a_cloud() -> None:
    # the statement's thing is itself the copy: a backup seen going to a cloud region moves it
    older = "Nightly database backups are written to the NAS in the Bristol office."
    newer = "P00 INFO: backup command begin: --repo1-type=s3 --repo1-s3-bucket=acme-db-backups --repo1-s3-region=eu-west-2"
    assert premises.in_the_cloud(older, newer) is not None
    # a backup of something running at home is still a copy beside it
    assert premises.in_the_cloud("The booking database runs on the NAS in the Bristol office.", newer) is None


def test_a_windows_share_is_a_place() -> None:
    from helix_core.consolidation import locations

    older = r"Scanned delivery notes are saved to the \\fs-depot02\scans file share."
    newer = "2025-02-03T06:10:11Z scan_writer INFO wrote DN-4471.pdf to s3://depot-scans-prod/2025/02/"
    assert locations.other_place(older, newer) == (r"\\fs-depot02\scans", "depot-scans-prod/2025/02")
