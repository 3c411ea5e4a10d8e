"""What tools print when the statement's thing is gone or set otherwise: a host the resolver no longer knows, a
make target or an npm script that is missing, a click subcommand among several words, a provider switched in a
diffed .env, a systemd timer's period, a price in pence, a rate a constructor wraps."""

from __future__ import annotations

from helix_core.consolidation import commands, config_dump, owners, schedules
from tests.judging import disagrees, relation


def test_a_host_the_resolver_does_not_know() -> None:
    fact = "The label printing service runs on the `lbl-app-02` VM in the warehouse office."
    note = ("$ ssh lbl-app-02\nssh: Could not resolve hostname lbl-app-02: Name or service not known\n"
            "$ kubectl -n wh get pods -l app=labels\nlabels-6d9c7f8b5d-4kq2m   1/1   Running   0   12d")
    assert owners.missing_name(fact, note) == "lbl-app-02"
    assert disagrees(fact, note)
    other = "$ ssh lbl-db-01\nssh: Could not resolve hostname lbl-db-01: Name or service not known"
    assert owners.missing_name(fact, other) is None


def test_missing_make_targets_npm_scripts_and_deep_subcommands() -> None:
    make = "To rebuild the stop lists, run `make stoplists` in the planner repo."
    assert commands.missing_command(make, "$ make stoplists\nmake: *** No rule to make target 'stoplists'.  Stop.")
    npm = "The docs site is built with `npm run build:docs`."
    assert commands.missing_command(npm, "$ npm run build:docs\nnpm ERR! Missing script: \"build:docs\"")
    click = "Before maintenance, staff pause the queue with `lathe queue pause`."
    note = "$ lathe queue pause\nUsage: lathe queue [OPTIONS] COMMAND\n\nError: No such command 'pause'."
    assert commands.missing_command(click, note) == ("`lathe queue pause`", None)
    assert commands.missing_command(click, "$ lathe jobs list\nError: No such command 'list'.") is None


def test_a_provider_switched_in_a_diffed_env_file() -> None:
    fact = "Appointment reminder texts to donors are sent through Twilio."
    note = ("commit 8f3c2d1\n\n    reminders: switch provider\n\ndiff --git a/.env.production b/.env.production\n"
            "-SMS_PROVIDER=twilio\n+SMS_PROVIDER=vonage\n SMS_SENDER_ID=CLINIC\n")
    assert relation(fact, note) == "update"


def test_a_systemd_timer_gives_a_period() -> None:
    fact = "Each depot's scanner box uploads its scans to head office every 5 minutes."
    note = ("$ systemctl cat scan-upload.timer\n[Timer]\nOnBootSec=2min\nOnUnitActiveSec=15min\nPersistent=true\n"
            "(the scanner box's scan upload timer)")
    assert schedules.other_schedule(fact, note) == ("every 5 min", "every 15 min", False)
    same = note.replace("OnUnitActiveSec=15min", "OnUnitActiveSec=5min")
    assert schedules.other_schedule(fact, same) is None


def test_a_crontab_field_never_runs_across_lines() -> None:
    note = "30 1 * * *   /opt/bin/assign --all >> /var/log/a.log 2>&1\n30 4 * * *   /opt/bin/export\n"
    assert all(period == 86400 for _at, period, _day, _where in schedules._crons(note))  # noqa: SLF001


def test_figures_in_hundredths_in_words_and_wrapped() -> None:
    price = "Standard monthly membership costs £45."
    plans = "plans:\n  standard_monthly:\n    label: Standard\n    amount_pence: 5000\n  day_pass:\n    amount_pence: 1200\n"
    assert config_dump.other_setting(price, plans) == ("£45", "amount_pence = 5000")
    assert config_dump.other_setting(price, plans.replace("5000", "4500")) is None
    rounding = "Driver clock punches are rounded to the nearest quarter hour before they go to payroll."
    settings = "PAY_PERIOD_DAYS = 14\nPUNCH_ROUNDING_MINUTES = 6\n"
    assert disagrees(rounding, settings)
    deposit = "Special orders require a 20% deposit, taken at the till."
    diff = "pricing.py\n-SPECIAL_ORDER_DEPOSIT_RATE = Decimal(\"0.20\")\n+SPECIAL_ORDER_DEPOSIT_RATE = Decimal(\"0.25\")\n"
    assert relation(deposit, diff) == "update"


def test_a_kafka_client_that_does_not_know_the_topic() -> None:
    fact = "Pump pressure readings are published to the Kafka topic `pump.pressure.raw`."
    note = ("fatigue-calc consumer: WARN [Consumer clientId=calc-1] Error while fetching metadata: "
            "{pump.pressure.raw=UNKNOWN_TOPIC_OR_PARTITION}")
    assert owners.missing_name(fact, note) == "pump.pressure.raw"
    other = note.replace("pump.pressure.raw=", "pump.flow.raw=")
    assert owners.missing_name(fact, other) is None
