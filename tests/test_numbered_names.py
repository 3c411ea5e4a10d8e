"""A note that shows the statement's numbered name (a host, a region, a build) at another number is a
conflict, or an update when it tells a change; a respelling of the same name, two other names, a day of
the month, or a note about something else is none. And three look-alike guards met on the same kind of note:
a note that says the statement's figure is as expected, one that names the statement's thing only to say it
is untouched, and a setting of the other side of an exchange (a client's, for a server's)."""

from __future__ import annotations

import pytest

from helix_core.consolidation import numbered_names
from tests.judging import relation

SHOWN = [
    pytest.param("The nightly ledger export runs on etl-worker-02 at the Leeds site.",
                 "Export was late again, checked the box it ran on:\n"
                 "$ journalctl -u ledger-export --since yesterday | tail -2\n"
                 "Mar 03 01:00:02 etl-worker-05 ledger-export[2211]: starting nightly export (site=leeds)\n"
                 "Mar 03 01:47:40 etl-worker-05 ledger-export[2211]: wrote 1.2M rows",
                 "conflict", id="a-log-from-another-host"),
    pytest.param("All customer data for the EU tenants is stored in eu-central-1.",
                 "$ aws rds describe-db-instances --query 'DBInstances[].AvailabilityZone'\n"
                 "[\"eu-north-1a\", \"eu-north-1b\"]  # the EU tenants' customer data cluster",
                 "conflict", id="a-listing-in-another-region"),
    pytest.param("Variant calls are made against the GRCh37 reference build.",
                 "Migrated the variant calling pipeline: reference build is GRCh38 for every run from today.",
                 "update", id="another-build-told-as-a-change"),
]


@pytest.mark.parametrize(("statement", "note", "expected"), SHOWN)
def test_a_numbered_name_shown_at_another_number_disagrees(statement: str, note: str, expected: str) -> None:
    verdict = numbered_names.shown_elsewhere(statement, note)
    assert verdict is not None and verdict.relation == expected
    assert relation(statement, note) == expected


NOT_SHOWN = [
    pytest.param("The nightly ledger export runs on etl-worker-02 at the Leeds site.",
                 "etl-worker-02 ran the nightly ledger export in 47 min; the Leeds site link was slow.",
                 id="the-statement-s-own-name"),
    pytest.param("Spectra are computed with a 4096-point FFT on each capture.",
                 "Plotted the capture spectra (4096-pt FFT) for the review deck.",
                 id="a-short-form-of-the-same-name"),
    pytest.param("The nightly ledger export runs on etl-worker-02 at the Leeds site.",
                 "Patched etl-worker-04 and etl-worker-07 for the openssl advisory; the ledger export boxes are next.",
                 id="two-other-names-of-a-fleet"),
    pytest.param("Pilot roster bids close on the 15th of each month.",
                 "Cabin crew roster bids close on the 18th this month because of the bank holiday.",
                 id="a-day-of-the-month"),
    pytest.param("The nightly ledger export runs on etl-worker-02 at the Leeds site.",
                 "Grafana panel for etl-worker-05 shows disk at 91%.",
                 id="nothing-of-the-statement-s-thing"),
    pytest.param("My weather widget calls https://api.openweathermap.org/data/2.5/weather with the city name.",
                 "For the city search I now call https://api.openweathermap.org/geo/1.0/direct first, then the "
                 "weather widget gets coordinates.",
                 id="a-url-is-another-reader-s"),
    pytest.param("Our standup slot is a 30-minute call every weekday morning.",
                 "Moved the standup to a 20-minute call on weekday mornings, people kept drifting.",
                 id="a-measure-written-with-a-dash"),
]


@pytest.mark.parametrize(("statement", "note"), NOT_SHOWN)
def test_no_other_numbered_name_of_the_statement_s_thing(statement: str, note: str) -> None:
    assert numbered_names.shown_elsewhere(statement, note) is None


def test_a_figure_said_to_be_as_expected_agrees_in_another_unit() -> None:
    statement = "The store's product pages are cached at the CDN for 10 minutes."
    note = ("$ curl -sI https://shop.example.com/products/kettle\nHTTP/2 200\n"
            "cache-control: public, max-age=30, s-maxage=600\nx-cache: Hit from cloudfront\n"
            "Edge TTL is 600 s as expected; browsers only keep it 30 s.")
    assert relation(statement, note) not in ("update", "conflict")


def test_the_statement_s_thing_named_only_to_say_it_is_untouched_is_no_change() -> None:
    statement = "Bike check-out at the depot closes 30 minutes before the last tour."
    note = ("Added e-scooter rules to the depot config: scooter check-out closes 60 minutes before the last tour, "
            "`scooter_close_min: 60` in config/depots/*.yaml. Bike and tandem cutoff untouched.")
    assert relation(statement, note) not in ("update", "conflict")


def test_one_of_a_list_said_untouched_may_be_the_statements_thing() -> None:
    statement = "The payroll service is deployed on our Hetzner server in Nuremberg."
    note = ("Moved the docs site (Hugo build) from the Hetzner box to Cloudflare Pages so edits publish on merge; "
            "DNS for docs.example.org cut over, payroll and the API hosts untouched.")
    assert relation(statement, note) not in ("update", "conflict")
    moved = note.replace("the docs site (Hugo build)", "payroll").replace("payroll and the API hosts", "the API hosts")
    assert relation(statement, moved) in ("update", "conflict")


def test_a_longer_name_left_alone_beside_a_names_digits_is_still_left_alone() -> None:
    statement = "Damage photos from the branch tablets are stored in the S3 bucket lfx-damage-photos-prod."
    note = ("$ terraform plan -target=module.selfcheck_photos\n"
            '  + resource "aws_s3_bucket" "this" {\n      + bucket = "lfx-selfcheck-photos-prod"\n    }\n'
            "Plan: 1 to add, 0 to change, 0 to destroy.\n"
            "New bucket for the customers' own key-box photos. Left the tablet photo bucket module alone.")
    assert relation(statement, note) not in ("update", "conflict")


def test_a_change_told_beside_another_thing_untouched_still_counts() -> None:
    statement = "Bike check-out at the depot closes 30 minutes before the last tour."
    note = ("Bike check-out now closes 45 minutes before the last tour (`bike_close_min: 45`), after the "
            "late returns in June; tandem cutoff untouched.")
    assert relation(statement, note) in ("update", "conflict")


def test_a_setting_of_the_other_side_of_an_exchange_is_another_thing() -> None:
    statement = "Edge servers report their health to the load balancer every 15 seconds."
    note = ("# services/telemetry/config/prod.yaml\n# mobile clients -> telemetry service\n"
            "client_health_interval: 60s\nclient_health_grace: 2\n\n"
            "Bumped grace from 1 to 2 after the flaky-network reports; interval unchanged.")
    assert relation(statement, note) not in ("update", "conflict")


def test_a_setting_of_the_statement_s_own_side_still_disagrees() -> None:
    statement = "Edge servers report their health to the load balancer every 15 seconds."
    note = "# services/edge/config/prod.yaml\nserver_health_interval: 60s\nserver_health_grace: 2\n"
    assert relation(statement, note) in ("update", "conflict")
