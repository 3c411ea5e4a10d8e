"""A figure given again in another form than the statement's: a day of the month, a frequency at another
scale, a command's option, a setting quoted from a named file or bracketed with the value it had, a
sentence quoted in an error's JSON, a change that opens on when it takes effect. Each is flagged; another
thing's figure, or the same figure in another unit, is not."""

from __future__ import annotations

import pytest

from helix_core.consolidation import config_dump, measures, phrases, quantities, text
from tests.judging import disagrees
from tests.judging import relation as judged


@pytest.mark.parametrize(("older", "newer"), [
    # a day of the month
    ("Payroll for the contractors is paid out on the 15th of each month.",
     "Finance moved it: contractor payroll goes out on the 25th instead, starting in March."),
    # a frequency written at another scale
    ("The vibration sensors on the conveyor sample at 800 Hz.",
     "For the bearing study we're bumping the conveyor vibration sensors to 2 kHz."),
    # a change that opens on when it takes effect
    ("The nightly ledger sync to the accounting system runs at 22:30.",
     "From next week the ledger sync fires at 01:15 instead, after the bank files land."),
    ("Each lobby opens with a 4-minute countdown before the round starts.",
     "Players found it dull, so from the spring season on, the countdown is cut down to 2 minutes."),
])
def test_a_figure_in_another_form_is_flagged(older: str, newer: str) -> None:
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    # the same day of the month, said again
    ("Payroll for the contractors is paid out on the 15th of each month.",
     "Reminder: contractor payroll still lands on the 15th, as always."),
    # the same frequency at another scale
    ("The vibration sensors on the conveyor sample at 2000 Hz.",
     "Checked the conveyor vibration sensors: they sample at 2 kHz as configured."),
    # another thing's clock time, after a lead that says when
    ("The nightly ledger sync to the accounting system runs at 22:30.",
     "From next week the payroll export fires at 01:15, after the bank files land."),
])
def test_the_same_figure_or_another_things_is_left_alone(older: str, newer: str) -> None:
    assert not disagrees(older, newer)


def test_figures_read_in_their_forms() -> None:
    assert [(k, v) for k, v, _, _ in quantities.figures("Invoices go out on the 3rd of the month.")] \
        == [("day of month", 3.0)]
    assert [(k, v) for k, v, _, _ in quantities.figures("The radio samples at 1.5 kHz.")] == [("unit:hz", 1500.0)]
    assert quantities.figures("She came in 3rd place.") == []


def test_when_a_change_takes_effect_is_no_part_of_its_subject() -> None:
    assert phrases.subject("From next week the regional export fires at 04:00") == {"regional", "export"}
    assert phrases.subject("Starting with the June cycle, billing runs on the 10th") == {"bill"}


@pytest.mark.parametrize(("older", "newer", "new"), [
    ("Every integration test gets a 600-second timeout in CI.",
     "ci/integration.sh runs `pytest tests/integration --timeout=240`; two slow tests hit it last night.",
     "--timeout=240"),
    ("Every integration test gets a 10-minute timeout in CI.",
     "ci/integration.sh runs `pytest tests/integration --timeout 15m`.", "--timeout 15m"),
])
def test_a_commands_option_gives_another_duration(older: str, newer: str, new: str) -> None:
    found = measures.keyed_value(older, newer)
    assert found is not None and found[1] == new
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    # the same duration in another unit: 600 seconds are 10 minutes
    ("Every integration test gets a 10-minute timeout in CI.",
     "ci/integration.sh runs `pytest tests/integration --timeout=600`."),
    # another command's option
    ("Every integration test gets a 600-second timeout in CI.", "Ran `curl --max-time 30 https://status.example`."),
])
def test_an_option_of_the_same_duration_or_of_another_command_is_left_alone(older: str, newer: str) -> None:
    assert measures.keyed_value(older, newer) is None


def test_a_key_that_resolves_to_another_count() -> None:
    older = "A tenant can open at most 4 tickets per week."
    newer = "Traced the rejection: MAX_WEEKLY_TICKETS resolves to 6 in the prod settings module."
    found = measures.keyed_value(older, newer)
    assert found is not None and found[1] == "MAX_WEEKLY_TICKETS = 6"


def test_a_setting_quoted_from_a_named_file_is_placed_by_the_file() -> None:
    older = "Appointment reminder emails go out 12 hours before the appointment."
    newer = "config/appointments.yaml has `lead_time_hours: 36`; the job sent 210 emails this morning."
    assert config_dump.other_setting(older, newer) == ("12 hours", "lead_time_hours = 36")
    # the same setting quoted with no file that says whose it is places nothing
    assert config_dump.other_setting(older, "Someone set `lead_time_hours: 36` somewhere.") is None


def test_a_setting_with_the_value_it_had_in_brackets_is_an_update() -> None:
    older = "Nightly database dumps are retained for 30 days."
    newer = "chore(backup): set `keep-days: 7` on the dump job (was 30) to save space"
    assert judged(older, newer) == "update"


def test_a_sentence_quoted_in_an_errors_json_is_read() -> None:
    older = "The largest photo a member can upload is 20 MB."
    newer = ('$ curl -s -F photo=@big.jpg https://staging.example/api/photos\n'
             '{"error":"too_large","detail":"Photo uploads are limited to 8 MB"}')
    assert disagrees(older, newer)
    agreeing = newer.replace("8 MB", "20 MB")
    assert not disagrees(older, agreeing)


def test_a_tolerance_with_the_value_it_had_in_brackets_is_an_update() -> None:
    older = "A humidity alert fires when the warehouse deviates more than 5 % RH from its setpoint."
    newer = 'commit 9c1e2aa "alerts: tighten humidity band to ±3 % RH for the archive rooms (was ±5)"'
    assert judged(older, newer) == "update"


def test_a_version_rolled_out_in_a_log_of_work_names_its_thing_in_another_sentence() -> None:
    older = "The label printers on the packing line are pinned to firmware 2.7."
    newer = "Flashed P1-P6 to firmware 2.9.2 over lunch; all six printers back online and printing."
    assert disagrees(older, newer)
    # the same version, logged
    assert not disagrees(older, "Flashed P1-P6 to firmware 2.7 over lunch; all six printers back online.")


def test_a_clock_time_that_replaces_the_statements_said_instead_of_it() -> None:
    older = "The weekly leaderboard reset happens at 00:00 UTC."
    newer = "Starting next season the weekly leaderboard resets at 06:00 UTC instead of midnight, to spread the load."
    assert quantities.other_figure(older, newer) is not None
    assert disagrees(older, newer)


def test_too_before_an_adjective_is_no_also() -> None:
    assert text.BESIDE.search("20 s was too coarse for the live map") is None
    assert text.BESIDE.search("The worker keeps its queue in Redis too.") is not None
    older = "Bus GPS positions are polled every 20 seconds."
    newer = "We dropped the bus position poll to every 5 s starting this week; 20 s was too coarse for the live map."
    assert disagrees(older, newer)


@pytest.mark.parametrize(("fact", "note"), [
    # a cap written in words, a setting that gives another figure
    ("The order screen lists at most six saved addresses.", "checkout.yaml still has `maxSavedAddresses: 10`."),
    # a figure taken down or up, in other words than the statement's
    ("The compartment dwell time is set to 120 seconds.",
     "Handover: dosing pump recalibrated. Took the compartment transfer time down to 105 s on both lines."),
    ("The telemetry topic tlm.raw has 12 partitions.",
     "We took tlm.raw up to 48 partitions on Tuesday so consumers keep up."),
])
def test_a_figure_in_words_or_moved_by_a_particle_verb(fact: str, note: str) -> None:
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    # the setting gives the same figure
    ("The order screen lists at most six saved addresses.", "checkout.yaml still has `maxSavedAddresses: 6`."),
    # another setting's figure
    ("The order screen lists at most six saved addresses.", "checkout.yaml has `maxCartLines: 40`."),
])
def test_a_count_written_in_words_and_no_other_figure(fact: str, note: str) -> None:
    assert not disagrees(fact, note)


def test_a_rate_and_a_total_are_two_measures() -> None:
    cap = "No rider gets more than 3 reminder texts per day, counted across all flows."
    report = "Daily text report: 1.3M reminder texts sent yesterday, 95.1% delivered, 2,208 sends dropped by the " \
             "per-rider daily cap, no carrier errors."
    assert measures.other_value(cap, report) is None
    assert measures.other_value(cap, "From Monday riders get up to 5 reminder texts per day.") is not None


def test_counts_in_words_in_a_question_count_nothing() -> None:
    asked = "I'm trying to work out the chance of a pair if I draw two cards from a shuffled 52-card deck, can you help?"
    other = "I'm trying to solve drawing 2 kings in a row from a 52-card deck without replacement, so 51 cards remain."
    assert not disagrees(asked, other)
