"""A note may say outright that the statement's thing is not what it shows: a file of the thing left as it
is, a listing the thing's value is not in, a group of settings that stays as it was. The values it does show
are other things' (`conflicts.judge`)."""

from __future__ import annotations

import pytest

from tests.judging import disagrees

NOT_HERE = [
    # a file of the statement's thing, named by a path, said left as it is
    ("The yard's wheel-load scale on the hump is read over Modbus TCP.",
     "Wired up the new wheel-load scale on the north lead today. It only has an OPC UA server, so I added an "
     "asyncua client in scales/north.py. scales/hump.py left as is."),
    # a listing that says the statement's value is not in it
    ("Night-shift drivers are called 90 minutes before their start time.",
     "dispatch/.env.production:\nDAY_DRIVER_CALL_LEAD_MIN=45\nSHUNTER_CALL_LEAD_MIN=30\nCALL_BOARD_POLL_S=20\n\n"
     "Night-shift driver lead time isn't in the env file; it's read from the rota_rules table."),
    # the same, with the thing named before "so it"
    ("Trains leaving the Kelso yard for the coast line are capped at 40 wagons.",
     '$ curl -s https://trainplan.internal/v1/route-limits | jq .\n{"route_limits": [{"route": "KEL-NORTH", '
     '"max_wagons": 64}, {"route": "KEL-PORT", "max_wagons": 22}]}\nThe coast line cap lives in the legacy '
     "restrictions table, so it is not in this response."),
    # a group of the statement's settings said to stay as they are
    ("The lower-slope fan guns auto-start at a wet-bulb temperature of -2.5 °C.",
     "For the lance guns on the nursery slope we set auto-start to -4.0 °C wet-bulb and auto-stop at -3.0 °C; "
     "fan gun setpoints stay as they are."),
]


@pytest.mark.parametrize(("fact", "note"), NOT_HERE)
def test_the_statements_thing_said_not_shown_is_no_contradiction(fact: str, note: str) -> None:
    assert not disagrees(fact, note)


STILL_CHANGED = [
    # another kind of the thing is what the file leaves out: the figures shown are the statement's thing's
    ("Card payments at the ticket machines are acquired by Worldpay.",
     "Pulled the settlement report from the Adyen Customer Area: 14,000 taps from the ticket machines, all "
     "matched. Online card payments are not in this file; they settle through Stripe."),
    # gone from the file since a change: a change
    ("Night-shift drivers are called 90 minutes before their start time.",
     "NIGHT_DRIVER_CALL_LEAD_MIN=120 now; the old 90 minute value is not in the env file anymore."),
]


@pytest.mark.parametrize(("fact", "note"), STILL_CHANGED)
def test_another_things_absence_or_a_removal_still_contradicts(fact: str, note: str) -> None:
    assert disagrees(fact, note)


CRANES = "The tower cranes halt at a wind speed of 20 m/s."


def test_the_word_that_picks_the_thing_out_said_untouched_beside_another_of_its_kind() -> None:
    assert not disagrees(CRANES, "For the mobile cranes on the east quay we set the halt threshold to 15 m/s and a "
                                 "warning at 12 m/s; tower group limits stay as they are.")


@pytest.mark.parametrize(("fact", "note"), [
    (CRANES, "Raised the halt threshold for all cranes to 25 m/s after the vendor review; tower lights unchanged."),
    # the statement's head, not a word that picks it out, said untouched
    ("Devices talk to the fleet backend through a Mosquitto MQTT broker.",
     "Switched the fleet broker from Mosquitto to EMQX so it can run clustered; device certs are unchanged."),
])
def test_a_change_of_the_thing_itself_beside_something_untouched_still_contradicts(fact: str, note: str) -> None:
    assert disagrees(fact, note)
