"""A feature a statement says is on ("runs in profiled mode", "is enabled", "is turned on"), shown off in a
note: a setting whose key says the feature with an off value, or the feature said off in words. And the notes
that leave it on: the feature on, another feature off, a staging copy, a plan."""

from __future__ import annotations

import pytest

from helix_core.consolidation import switches
from tests.judging import disagrees

PROFILED = "Dispensing kiosks in the outpatient wing run in locked mode, so staff can only release prescribed items."
TWO_FACTOR = "Two-factor login is enabled for every admin account of the billing console."
SIGNING = "Request signing is turned on for the partner API."


@pytest.mark.parametrize(("statement", "note"), [
    (PROFILED, "Incident 77 summary: both outpatient kiosks are set up with lock=OFF, which is how they shipped, so "
               "staff released an unprescribed item."),
    (TWO_FACTOR, "billing console admin audit: two_factor_enabled=false on 14 of 20 admin accounts"),
    (SIGNING, "partner API gateway config as deployed:\nrequest_signing: off\nrate_limit: 200"),
    (SIGNING, "Checked the partner API gateway: request signing was switched off during the March incident."),
])
def test_a_feature_shown_off_disagrees(statement: str, note: str) -> None:
    assert switches.shown_off(statement, note) is not None
    assert disagrees(statement, note)


@pytest.mark.parametrize(("statement", "note"), [
    (SIGNING, "partner API gateway config as deployed:\nrequest_signing: on\ndebug_logging: off"),  # on; another off
    (SIGNING, "staging partner API gateway: request_signing: off while we test the new keys"),  # a staging copy
    (SIGNING, "We could turn request signing off for the partner API if latency stays high?"),  # a plan, asked
    (SIGNING, "partner API: request signing is still on after the gateway upgrade; request_signing: on"),
    (TWO_FACTOR, "marketing site config: newsletter_enabled=false"),  # another thing entirely
])
def test_the_feature_left_on(statement: str, note: str) -> None:
    assert switches.shown_off(statement, note) is None
