"""A host the statement puts its thing on, and another host a note's command connects to for that thing
(`hosts.other_host`). Left alone: the statement's own host, a command about something else, a staging host."""

from __future__ import annotations

import pytest

from helix_core.consolidation import hosts
from tests.judging import disagrees

DROP = "The carrier uploads the daily manifest files to ftp02.freight.internal."
PULL = ("Re-running the manifest import for Tuesday:\n$ sftp -i ~/.ssh/manifest_key mfx@edi-gw1.carrier.net\n"
        "sftp> ls /outgoing/manifest\nsftp> get /outgoing/manifest/manifest_20250311.csv")


@pytest.mark.parametrize(("note", "expected"), [
    (PULL, ("ftp02.freight.internal", "edi-gw1.carrier.net")),
    (PULL.replace("edi-gw1.carrier.net", "ftp02.freight.internal"), None),  # the statement's own host
    ("$ ssh ops@web-03.freight.internal\nrestarted nginx after the cert renewal", None),  # another thing
    (PULL.replace("edi-gw1.carrier.net", "ftp-staging.freight.internal"), None),  # a staging copy
])
def test_another_host_connected_to(note: str, expected: tuple[str, str] | None) -> None:
    assert hosts.other_host(DROP, note) == expected


def test_another_host_disagrees() -> None:
    assert disagrees(DROP, PULL)
