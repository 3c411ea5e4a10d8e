"""Injectable time, so tests and the app can look at salience at any moment, the future included."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta
from typing import Protocol


def utcnow() -> datetime:
    return datetime.now(UTC)


def as_utc(value: datetime) -> datetime:
    """Naive datetimes are taken to be UTC; aware ones are converted."""
    if value.tzinfo is None:
        return value.replace(tzinfo=UTC)
    return value.astimezone(UTC)


def parse_instant(text: str) -> datetime:
    """Parse an ISO-8601 instant ("2026-01-02", "2026-01-02T03:04:05Z"); raises ValueError."""
    cleaned = text.strip()
    if cleaned.endswith("Z"):
        cleaned = cleaned[:-1] + "+00:00"
    return as_utc(datetime.fromisoformat(cleaned))


def clock_at(now: str | None, error: type[Exception] = ValueError) -> ManualClock | None:
    """The clock a `--now` asks for (None: the system's); a bad instant raises `error` saying so."""
    if not now:
        return None
    try:
        return ManualClock(parse_instant(now))
    except ValueError:
        raise error(f"--now must be an ISO-8601 instant, got {now!r}") from None


class Clock(Protocol):
    def now(self) -> datetime: ...


class SystemClock:
    """Wall-clock time in UTC."""

    def now(self) -> datetime:
        return utcnow()


class ManualClock:
    """A clock that only moves when told to; thread-safe so workers can read it."""

    def __init__(self, start: datetime | None = None) -> None:
        self._now = as_utc(start or utcnow())
        self._lock = threading.Lock()

    def now(self) -> datetime:
        with self._lock:
            return self._now

    def set(self, when: datetime) -> None:
        with self._lock:
            self._now = as_utc(when)

    def advance(self, delta: timedelta | None = None, **kwargs: float) -> datetime:
        step = delta if delta is not None else timedelta(**kwargs)
        with self._lock:
            self._now += step
            return self._now
