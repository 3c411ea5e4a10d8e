"""Temperatures below zero are measures like any other: "held at -18 °C" against a dump's "setpoint_c: -20" or a
note's "-3.0 °C", and the same value below zero is no other."""

from __future__ import annotations

from helix_core.consolidation import config_dump, measures
from tests.judging import disagrees

FACT = "The blood plasma freezer is held at -30 °C."


def test_a_temperature_below_zero_is_a_measure() -> None:
    assert [(v, d) for v, d, _, _ in measures._measures(FACT)] == [(-30.0, "temperature")]
    assert measures.other_value("Snow guns start automatically when the wet-bulb temperature drops below -2.5 °C.",
                                "After a slushy weekend the auto-start threshold is now -3.0 °C wet-bulb for every gun.") \
        == ("-2.5 °C", "-3.0 °C")


def test_a_dumped_setpoint_below_zero_contradicts_and_the_same_one_does_not() -> None:
    assert config_dump.other_setting(FACT, "units:\n  plasma_freezer:\n    setpoint_c: -25\n") == ("-30 °C", "setpoint_c = -25")
    assert disagrees(FACT, "units:\n  plasma_freezer:\n    setpoint_c: -25\n")
    assert not disagrees(FACT, "units:\n  plasma_freezer:\n    setpoint_c: -30\n    alarm_high_c: -26\n")


def test_a_range_is_no_temperature_below_zero() -> None:
    assert all(v >= 0 for v, _, _, _ in measures._measures("Keep the samples at 2-4 °C."))
