"""Names and places a note shows otherwise while working: a region on a command line tied by two words of
the bucket's name, a DigitalOcean or Azure region, a column a query reads in place of the statement's, a
name that a search finds nowhere, a path that is not there, the lowest version a build file demands."""

from __future__ import annotations

import pytest

from helix_core.consolidation import kind_names, owners, values
from tests.judging import disagrees


def test_a_region_on_a_command_line_tied_by_two_words_of_the_buckets_name() -> None:
    older = "Signed PDFs are kept in the S3 bucket acme-contracts-prod in eu-west-1."
    newer = "Checked the upload: `aws s3 ls s3://acme-archive/contracts/2025/ --region eu-central-1` -> 412 objects."
    assert kind_names.other_region(older, newer) == ("eu-west-1", "eu-central-1")
    # one word of the name (the project's) ties nothing
    other = "Checked: `aws s3 ls s3://acme-logs/nginx/ --region eu-central-1` -> 9 objects."
    assert kind_names.other_region(older, other) is None


@pytest.mark.parametrize(("older", "newer", "regions"), [
    ("The staging API runs on a DigitalOcean droplet in the AMS3 region.",
     "$ doctl compute droplet list --format Name,Region\nacme-staging-api   fra1", ("ams3", "fra1")),
    ("The staging API runs in Azure's westeurope region.",
     "az webapp show -n acme-staging-api --query location -> \"northeurope\"", ("westeurope", "northeurope")),
])
def test_other_clouds_regions_are_read(older: str, newer: str, regions: tuple[str, str]) -> None:
    assert kind_names.other_region(older, newer) == regions


def test_a_column_named_at_the_end_of_the_statement_is_read() -> None:
    older = "The database column holding an order's delivery slot is slot_no."
    newer = "`SELECT order_id, slot_number FROM deliveries WHERE slot_number = 4;` -> 31 rows."
    assert kind_names.other_column(older, newer) == ("slot_no", "slot_number")
    assert kind_names.other_column(older, "`SELECT order_id, slot_no FROM deliveries;` -> 31 rows.") is None


@pytest.mark.parametrize("newer", [
    "grep -rn shipment_lines app/ db/ -> no matches",
    "rg 'shipment_lines' services/ : nothing",
])
def test_a_name_a_search_finds_nowhere_is_gone(newer: str) -> None:
    older = "Each parcel's contents are stored in the shipment_lines table."
    assert owners.missing_name(older, newer) == "shipment_lines"
    assert disagrees(older, newer)


def test_a_search_that_finds_the_name_or_searches_another_says_nothing() -> None:
    older = "Each parcel's contents are stored in the shipment_lines table."
    assert owners.missing_name(older, "grep -rn shipment_lines app/ -> 14 matches") is None
    assert owners.missing_name(older, "grep -rn parcel_notes app/ -> no matches") is None


def test_a_path_that_is_not_there() -> None:
    older = "Nightly exports are written to /srv/exports/nightly."
    newer = "$ ls /srv/exports/nightly\nls: cannot access '/srv/exports/nightly': No such file or directory"
    assert owners.missing_name(older, newer) == "/srv/exports/nightly"
    assert disagrees(older, newer)


def test_the_lowest_version_a_build_file_demands() -> None:
    older = "The minimum supported CMake for building the firmware is 3.16."
    newer = "CMakeLists.txt has cmake_minimum_required(VERSION 3.22) since the toolchain bump."
    assert values.other_floor(older, newer) == ("cmake", "3.16", "3.22")
    # a minimum of another thing, not a tool's name
    assert values.other_floor("The minimum age for members is 18.", "The minimum age for staff is 16.") is None


def test_a_platforms_floor_said_as_its_minimum_and_as_the_new_floor() -> None:
    older = "The field app supports Android 8 as its minimum OS version."
    newer = "build(android): minSdkVersion 26 -> 28 (Android 9 now the floor) for the new camera library"
    assert values.other_floor(older, newer) == ("android", "8", "9")


@pytest.mark.parametrize(("older", "newer", "floor"), [
    # Android's floor in a build file is an API level: 31 is Android 12
    ("The minimum supported Android version for the courier app is Android 10.",
     "app/build.gradle.kts:\n    defaultConfig {\n        minSdk = 31\n        targetSdk = 34\n    }",
     ("android", "10", "12")),
    # iOS's in a Podfile and in a backend's version gate
    ("The minimum supported iOS version for the courier app is iOS 15.", "Podfile: platform :ios, '16.0'",
     ("ios", "15", "16.0")),
    ("The minimum supported iOS version for the courier app is iOS 15.",
     'version-gate config: min_supported.ios = "17.0"; older builds get the upgrade screen', ("ios", "15", "17.0")),
])
def test_a_mobile_floor_a_build_setting_gives(older: str, newer: str, floor: tuple[str, str, str]) -> None:
    assert values.other_floor(older, newer) == floor
    assert disagrees(older, newer)


@pytest.mark.parametrize("newer", [
    "crash reproduced on API level 33 devices only; the fix is in 4.2.1",  # a device's level, not the floor
    "app/build.gradle.kts: minSdk = 29, targetSdk = 34",  # the same floor (Android 10)
    "Podfile: platform :ios, '15.0'",  # "15.0" is iOS 15
])
def test_a_mobile_floor_kept_or_a_device_level(newer: str) -> None:
    older = "The minimum supported Android version for the courier app is Android 10." if "ios" not in newer \
        else "The minimum supported iOS version for the courier app is iOS 15."
    assert values.other_floor(older, newer) is None
