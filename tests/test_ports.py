"""A note that moves the statement's service to another port disagrees with it; another service's port, or
the statement's port kept beside a second one, does not."""

from __future__ import annotations

import pytest

from helix_core.consolidation import ports
from tests.judging import disagrees


@pytest.mark.parametrize(("fact", "note", "pair"), [
    # the new port given in the sentence after the one that names the service
    ("The SCADA poller's Modbus gateway listens on TCP port 502.",
     "Moved modbus-gw off the privileged port so it runs as non-root; it binds 1502 now and the site firewall rules "
     "were updated to match.",
     ("502", "1502")),
    # host:port, the old port said gone beside it
    ("The pharmacy HL7 listener runs on port 2575.",
     "As of this week the pharmacy feed listens on hl7-gw:6670 — 2575 collided with the VPN appliance.",
     ("2575", "6670")),
])
def test_a_service_moved_to_another_port(fact: str, note: str, pair: tuple[str, str]) -> None:
    assert ports.other_port(fact, note) == pair
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    # another service of the same product, named as its part
    ("The Quillbook records service listens on port 8081.",
     "Quillbook's billing service is on port 8082 now; added it to the compose file."),
    # a sidecar next to the statement's service
    ("The registry API listens on port 8080.",
     "The metrics sidecar next to the registry listens on port 9102 since the upgrade."),
    # the statement's port still there beside another (a proxy in front of it)
    ("The booking API listens on port 8080.",
     "Put nginx in front of the booking API: it now takes TLS on 443 and forwards to 8080."),
    # a development server is another thing than the statement's
    ("The customer portal listens on port 443.",
     "Switched the portal dev server to port 5173 so it stops clashing with the docs preview."),
])
def test_another_services_port_is_no_move(fact: str, note: str) -> None:
    assert ports.other_port(fact, note) is None
