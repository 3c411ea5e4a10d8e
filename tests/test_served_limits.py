"""A limit a web server or an API prints against the statement's (`served_limits`): nginx's
client_max_body_size for an upload cap, the X-RateLimit headers for a request rate. Left alone: the same limit
in other units, another route's or another API's limit, a plan."""

from __future__ import annotations

import pytest

from helix_core.consolidation import served_limits
from tests.judging import disagrees

CAP = "Scanned invoice uploads are capped at 20 MB per file."
RATE = "The tariff lookup API allows 100 requests per minute per key."


@pytest.mark.parametrize(("note", "expected"), [
    ("invoice-intake ingress: `client_max_body_size 50m;` — a 31 MB invoice scan went through.",
     ("20 MB", "client_max_body_size 50m")),
    ("PR #88 (invoice uploads): client_max_body_size 20m -> client_max_body_size 64m", ("20 MB", "client_max_body_size 64m")),
    ("invoice-intake ingress: `client_max_body_size 20m;` as documented.", None),  # the same cap
    ("avatar route: `client_max_body_size 2m;` for profile pictures.", None),  # another route's cap
    ("Could we raise client_max_body_size to 50m for invoice scans?", None),  # a plan, asked
])
def test_nginx_body_size_against_an_upload_cap(note: str, expected: tuple[str, str] | None) -> None:
    assert served_limits.other_body_size(CAP, note) == expected


@pytest.mark.parametrize(("note", "expected"), [
    ("$ curl -sI https://api.example.org/v1/tariff/lookup\nx-ratelimit-limit: 300\nx-ratelimit-window: 60s",
     ("100 requests per minute", "x-ratelimit-limit: 300, x-ratelimit-window: 60s")),
    ("$ curl -sI https://api.example.org/v1/tariff/lookup\nx-ratelimit-limit: 6000\nx-ratelimit-window: 3600s",
     None),  # 6000 an hour is 100 a minute
    ("$ curl -sI https://api.example.org/v1/tariff/lookup\nX-RateLimit-Limit: 250", ("100 requests per minute",
                                                                                   "X-RateLimit-Limit: 250")),
    ("$ curl -sI https://api.example.org/v1/weather\nx-ratelimit-limit: 300\nx-ratelimit-window: 60s",
     None),  # another API
])
def test_rate_limit_headers_against_a_stated_rate(note: str, expected: tuple[str, str] | None) -> None:
    assert served_limits.other_rate(RATE, note) == expected


def test_a_served_limit_disagrees() -> None:
    assert disagrees(CAP, "checked the invoice-intake ingress: `client_max_body_size 50m;` in sites-enabled/intake.conf")
    assert disagrees(RATE, "$ curl -sI https://api.example.org/v1/tariff/lookup\nx-ratelimit-limit: 300\n"
                           "x-ratelimit-window: 60s")


@pytest.mark.parametrize(("note", "expected"), [
    ("tariff gateway limits:\n  per_key_rps: 5\n  burst: 20", ("100 requests per minute", "per_key_rps: 5")),
    ("tariff ingress annotation: `limit_req zone=tariffkey rate=10r/s`", ("100 requests per minute",
                                                                          "limit_req zone=tariffkey rate=10r/s")),
    ("raised the weather API limit to 300 rpm (weather_rpm: 300); tariff lookup limits untouched", None),  # kept apart
])
def test_a_gateways_rate_against_a_stated_rate(note: str, expected: tuple[str, str] | None) -> None:
    assert served_limits.other_rate(RATE, note) == expected


CACHED = "Timetable API responses are cached at the CDN for 10 minutes."


@pytest.mark.parametrize(("note", "expected"), [
    ("checked headers on GET /v2/timetable: `Cache-Control: public, max-age=3600`", ("10 minutes", "max-age=3600")),
    ("$ curl -sI https://api.example.org/v2/timetable | grep -i cache\ncache-control: public, max-age=600",
     None),  # ten minutes, in seconds
    ("set Cache-Control: max-age=86400 on the static timetable PDFs under /downloads/", None),  # set on something else
    ("$ curl -sI https://api.example.org/v2/stops | grep -i cache\ncache-control: max-age=3600", None),  # another route
])
def test_a_responses_cache_age_against_the_stated_one(note: str, expected: tuple[str, str] | None) -> None:
    assert served_limits.other_cache_age(CACHED, note) == expected


def test_a_cache_age_a_response_shows_disagrees() -> None:
    assert disagrees(CACHED, "checked headers on GET /v2/timetable: `Cache-Control: public, max-age=3600`")


def test_a_sending_rate_a_log_line_shows() -> None:
    statement = "Invoice emails are throttled to 20 emails per second per sending domain."
    assert served_limits.other_rate(statement, "invoice sender log: `throttle domain=bills.example rate_limit=80/s "
                                               "tokens=77`") == ("20 emails per second", "rate_limit=80/s")
    assert served_limits.other_rate(statement, "invoice sender log: `throttle domain=bills.example rate_limit=20/s`") \
        is None
