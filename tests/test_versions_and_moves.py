"""A version given anew for what a statement pins, a move onto a written path, a port bound on every
address: each contradicts the statement; another thing's version, path or move does not."""

from __future__ import annotations

import pytest

from helix_core.consolidation import retired, swaps, versions
from tests.judging import disagrees


def test_another_version_of_what_is_pinned() -> None:
    older = "Brightwater is pinned to engine version 5.3.2."
    newer = "Upgrade landed: Brightwater is on engine 5.5.1 now, don't build against the old 5.3 tree."
    assert versions.other_version(older, newer) == ("5.3.2", "5.5.1")
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    # another kind of image on another version
    ("Our training container images are built on CUDA 12.2.",
     "The inference container images are built on CUDA 12.4 with TensorRT 10."),
    # the old version given beside the new one
    ("Brightwater is pinned to engine version 5.3.2.", "Brightwater builds on engine 5.3.2 and engine 5.5.1 in CI."),
    # a version of something else
    ("Brightwater is pinned to engine version 5.3.2.", "Brightwater's launcher needs SDK 2.4.1."),
])
def test_other_versions_say_nothing(older: str, newer: str) -> None:
    assert versions.other_version(older, newer) is None


@pytest.mark.parametrize(("older", "newer", "paths"), [
    ("Clinic opening hours and slot lengths are configured in config/scheduling.yaml.",
     "Scheduling config relocated to settings/appointments/schedule.toml as part of the config cleanup.",
     ("config/scheduling.yaml", "settings/appointments/schedule.toml")),
    ("Kestrel Run's cook settings are defined in `Config/DefaultCook.ini`.",
     "Cook settings aren't in DefaultCook.ini anymore; they were moved into `build/pipeline/cook.toml` last week.",
     ("config/defaultcook.ini", "build/pipeline/cook.toml")),
])
def test_a_move_onto_a_written_path(older: str, newer: str, paths: tuple[str, str]) -> None:
    assert retired.moved_to(older, newer) == paths
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    ("The Helm charts are in deploy/charts.", "Moved the Grafana dashboards to deploy/dashboards so they ship with the charts."),
    ("Test fixtures for the checkout service live in tests/fixtures.",
     "Test fixtures for the payments service were relocated to tests/data."),
    ("The proteomics pipeline writes its results to /projects/proteomics/results.",
     "Moved the metabolomics pipeline outputs to /projects/metabolomics/processed."),
    ("The accounts service writes its logs to /var/log/accounts.",
     "Relocated the accounts test fixtures to tests/data/fixtures; conftest.py points there now."),
])
def test_a_move_of_something_else(older: str, newer: str) -> None:
    assert retired.moved_to(older, newer) is None


def test_a_port_bound_on_every_address() -> None:
    older = "The WhiskerChart records service listens on port 8081."
    newer = "records-svc binds 0.0.0.0:9090 per docker-compose.yml; health check hits :9090/healthz."
    assert swaps.other_port(older, newer) == ("8081", "9090")
    assert disagrees(older, newer)


def test_a_version_pinned_with_the_word_version_and_read_off_a_listing() -> None:
    older = "Gate reader firmware is pinned to version 2.8.1 across the site."
    assert versions.other_version(older, "site-report output:\n  readers online: 12/12\n  firmware: 2.9.0 (12)") \
        == ("2.8.1", "2.9.0")
    assert versions.other_version(older, "site-report output:\n  readers online: 12/12\n  firmware: 2.8.1 (12)") is None


def test_a_full_version_the_thing_is_said_to_be_on_with_no_name() -> None:
    older = "The depot's handheld scanners are pinned to build 5.2.0."
    assert versions.other_version(older, "Rollout done: every handheld scanner in the depot is on 5.4.1 now.") \
        == ("5.2.0", "5.4.1")
    # two words of the statement are needed: another device's version says nothing of the scanners
    assert versions.other_version(older, "Rollout done: the label printers are on 5.4.1 now.") is None
