"""A job's schedule shown as a crontab line that says another time or another cadence.

"The nightly invoice batch runs at 02:00 UTC" / "crontab -l on billing-worker-1 -> `30 4 * * *
/opt/tollpath/bin/run-invoice-batch`"; "The refund-status sync job runs every 6 hours" / "kubectl get
cronjob refund-sync … 0 */12 * * *". An agent reads the schedule off the machine; the statement says it in
words. Both are brought to one shape — a time of day, or a period — and compared when the note speaks
of the statement's job.
"""

from __future__ import annotations

import re

from .. import claims
from . import frames, measures, phrases, siblings, text

MAX_STATEMENT = 300
_DAY = 86400
_AT = re.compile(r"\b(?:at\s+)?(?P<h>\d{1,2})(?::(?P<m>\d{2}))\s*(?P<half>am|pm)?\b|\bat\s+(?P<h2>\d{1,2})\s*(?P<half2>am|pm)\b",
                 re.I)
_EVERY = re.compile(r"\bevery\s+(?:(?P<n>\d+)\s+)?(?P<unit>minutes?|mins?|hours?|hrs?|days?|nights?)\b", re.I)
_DAILY = re.compile(r"\b(?:nightly|daily|every\s+night|every\s+day|once\s+a\s+(?:night|day)|each\s+(?:night|day)|"
                    r"per\s+night)\b", re.I)
_HOURLY = re.compile(r"\b(?:hourly|once\s+(?:an|per|every)\s+hour)\b", re.I)
_UNIT_SECONDS = {"min": 60, "hou": 3600, "hrs": 3600, "hr": 3600, "day": _DAY, "nig": _DAY}
_SCHEDULE_WORDS = frozenset(phrases.stem(w) for w in "run runs ran job nightly daily every night day once hour hours "
                            "hourly minute minutes time local utc schedule scheduled cron at a each per".split())


_WEEK, _MONTH = 7 * _DAY, 30 * _DAY
_WEEKDAYS = ("sun", "mon", "tue", "wed", "thu", "fri", "sat")
_NAMED_DAY = r"(?P<day>(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?"
_WEEKLY = re.compile(rf"\b(?:weekly|once\s+a\s+week|every\s+week|each\s+week|(?:every|on|each)\s+{_NAMED_DAY})\b", re.I)
_MONTHLY = re.compile(r"\b(?:monthly|once\s+a\s+month|(?:every|each|of\s+(?:each|every|the))\s+month)\b", re.I)
_MONTH_DAY = re.compile(r"\bon\s+the\s+(?P<d>\d{1,2})(?:st|nd|rd|th)\b", re.I)
_ON_WEEKDAY = re.compile(rf"\bon\s+{_NAMED_DAY}\b", re.I)
# A crontab line that runs on a weekday or a day of the month: "0 9 * * 2", "0 3 15 * *"
_CRON_DAY = re.compile(r"(?<![\w*/,-])(?P<min>[0-5]?\d)[ \t]+(?P<hour>[01]?\d|2[0-3])[ \t]+(?P<dom>\d{1,2}|\*)[ \t]+\*[ \t]+"
                       r"(?P<dow>[0-7](?:[-,][0-7])*|\*)(?![\w*/,-])")  # one line's fields: never a figure at a line's end


def _weekday(name: str) -> int:
    return _WEEKDAYS.index(name.lower()[:3])


def _stated(older: str) -> tuple[str | None, int | None, int | None]:
    """The time of day ("02:00"), the period in seconds and the day (a weekday, or a day of the month)
    a statement gives its job."""
    at = _AT.search(older)
    time = None
    if at is not None:
        hour = int(at.group("h") or at.group("h2"))
        half = (at.group("half") or at.group("half2") or "").lower()
        hour = hour % 12 + (12 if half == "pm" else 0) if half else hour
        time = f"{hour:02d}:{int(at.group('m') or 0):02d}"
    every = _EVERY.search(older)
    period, day = None, None
    weekly, monthly = _WEEKLY.search(older), _MONTHLY.search(older)
    if every is not None:
        period = int(every.group("n") or 1) * _UNIT_SECONDS[every.group("unit").lower()[:3]]
    elif weekly is not None:
        period = _WEEK
        on_day = _ON_WEEKDAY.search(older)  # "once a week on Fridays"
        named = weekly.group("day") or (on_day.group("day") if on_day else None)
        day = _weekday(named) if named else None
    elif monthly is not None:
        period = _MONTH
        dated = _MONTH_DAY.search(older)
        day = int(dated.group("d")) if dated else None
    elif _DAILY.search(older):
        period = _DAY
    elif _HOURLY.search(older):
        period = 3600
    if time is not None and period is None and re.search(r"\bruns?\b|\bfires?\b|\bstarts?\b", older, re.I):
        period = _DAY  # "The job runs at 02:00": once a day
    return time, period, day


# A systemd timer's period: "OnUnitActiveSec=15min", "OnUnitInactiveSec=1h 30min"
_TIMER = re.compile(r"^\s*OnUnit(?:In)?ActiveSec\s*=\s*(?P<span>\d[\w ]*?)\s*$", re.M)
_SPAN_PART = re.compile(r"(?P<n>\d+)\s*(?P<u>h|hr|hours?|m|min|minutes?|s|sec|seconds?|d|days?)?\b", re.I)


def _span_seconds(span: str) -> int:
    """A systemd time span in seconds ("15min", "1h 30min", "90" seconds); 0 when it is no span."""
    return int(sum(claims.in_base_unit(part.group("n"), (part.group("u") or "s").lower()) or 0
                   for part in _SPAN_PART.finditer(span)))


def _crons(note: str) -> list[tuple[str | None, int, int | None, int]]:
    """The crontab schedules in a note as (time of day, period, day, where)."""
    out = []
    for m in measures._CRON.finditer(note):  # noqa: SLF001 - the one crontab pattern the readers share
        said = measures.cron_as_words(m.group(0))
        every = _EVERY.search(said)
        if every is None:
            continue
        period = int(every.group("n") or 1) * _UNIT_SECONDS[every.group("unit").lower()[:3]]
        at = re.search(r"at (\d{2}:\d{2})", said)
        out.append((at.group(1) if at else None, period, None, m.start()))
    for m in _TIMER.finditer(note):  # a systemd timer: "OnUnitActiveSec=15min"
        period = _span_seconds(m.group("span"))
        if period:
            out.append((None, period, None, m.start()))
    for m in _CRON_DAY.finditer(note):
        dom, dow = m.group("dom"), m.group("dow")
        time = f"{int(m.group('hour')):02d}:{int(m.group('min')):02d}"
        if dom == "*" and re.fullmatch(r"[0-7](?:[-,][0-7])+", dow) and dow != "1-5":
            out.append((time, _DAY, None, m.start()))  # some days of each week ("1-6", "1,3,5"), at one time
            continue  # (weekdays, "1-5", are read above as every day)
        if (dom == "*") == (dow == "*") or not dow.isdigit() and dow != "*":
            continue  # every day (read above), or a day of the month that must also be a weekday
        out.append((time, _WEEK, int(dow) % 7, m.start()) if dom == "*" else (time, _MONTH, int(dom), m.start()))
    return sorted(out, key=lambda c: c[3])


# A sentence that opens on what it is about and says what it is ("Xero sync for the SMB tier is scheduled …")
_DECLARES = re.compile(r"^\s*(?:the\s+|a\s+|an\s+|our\s+)?[A-Za-z][\w-]*(?:\s+[A-Za-z][\w&-]*){0,6}\s+"
                       r"(?:is|are|was|were|runs?|gets?)\s+(?:scheduled|run|set|configured|triggered)?", re.I)


def gives_schedule(s: str) -> bool:
    """Whether a short text gives a job's schedule, in words, as a crontab line or as a scheduler's
    interval ("next run 13:00Z (interval=1h)")."""
    return len(s) <= MAX_STATEMENT and (_stated(s)[1] is not None or shows_crontab(s) or _INTERVAL.search(s) is not None)


_INTERVAL = re.compile(r"\binterval\s*[=:]\s*\d+\s*(?:s|sec|secs|m|min|mins|h|hr|hrs|d)\b", re.I)


def shows_crontab(note: str) -> bool:
    """Whether a note shows a crontab schedule: it shares little with the statement of the job's cadence
    in words ("runs once an hour" / "*/30 * * * * /opt/…/pull_edi")."""
    return bool(_crons(note))


def _same_job(older: str, newer: str) -> bool:
    """Whether the note says a word of the statement's job besides its schedule."""
    return bool((text.name_terms(older, phrases.stem) - _SCHEDULE_WORDS) & text.name_terms(newer, phrases.stem))


_TIME_ZONE = re.compile(r"\b(?:Africa|America|Asia|Atlantic|Australia|Europe|Indian|Pacific)/[A-Z][A-Za-z_]+")


def _job_words(older: str) -> set[str]:
    """The words of the statement's job, a word written with a hyphen also as one ("re-optimization" is
    the `reoptimize` script's)."""
    older = _TIME_ZONE.sub(" ", older)  # "Europe/Berlin" says when, not which job
    joined = re.sub(r"\b([A-Za-z]{2,3})-([a-z]{4,})", r"\1\2", older)
    return (text.name_terms(older, phrases.stem) | text.name_terms(joined, phrases.stem)) - _SCHEDULE_WORDS


def _line_of(note: str, at: int) -> str:
    return note[note.rfind("\n", 0, at) + 1: (note.find("\n", at) + 1 or len(note) + 1) - 1]


def _the_jobs_cron(job: set[str], newer: str, crons: list[tuple[str | None, int, int | None, int]]
                   ) -> tuple[str | None, int, int | None, int] | None:
    """Of several crontab lines, the one whose command says the most words of the statement's job (the
    "--cycle=residential" line of the residential bill run beside the commercial one), the last of equals;
    a lone line when it says none; None when several lines say none (a listing of other jobs)."""
    best, most = crons[-1], 0
    for cron in crons:
        tied = _tied_words(job, _line_of(newer, cron[3]))
        if tied and tied >= most:
            best, most = cron, tied
    named = [c for c in crons if _names_a_job(_line_of(newer, c[3]))]
    return best if most or len(named) < 2 else None


def _names_a_job(line: str) -> bool:
    """Whether a crontab line names what it runs (a command, a job's name), beside its schedule fields."""
    rest = measures._CRON.sub(" ", _CRON_DAY.sub(" ", line))  # noqa: SLF001 - the shared crontab pattern
    return any(len(w) >= 3 and w.lower() not in _SCHEDULE_FIELD_WORDS for w in re.findall(r"[A-Za-z][\w-]*", rest))


_SCHEDULE_FIELD_WORDS = frozenset("schedule cron crontab utc timezone tz spec".split())


def _ties(job: set[str], s: str) -> bool:
    """Whether `s` says a word of the statement's job (`_job_words`), in one form or another ("reoptimiz"
    for "reoptimization"): the words `_same_job` matches, and more."""
    return _tied_words(job, s) > 0


def _tied_words(job: set[str], s: str) -> int:
    """How many words of the statement's job `s` says, in one form or another."""
    said = text.name_terms(s, phrases.stem)
    return sum(any(w == t or len(w) >= 5 and len(t) >= 5 and text.one_root(w, t) for t in said) for w in job)


def own_schedule_beside(older: str, lines: list[str], line: str) -> bool:
    """Another line of the note gives the statement's own schedule on a crontab line that says at least as
    many words of its job as `line` does: `line` is a sibling job's ("--cycle=commercial" below the
    "--cycle=residential" line of the residential bill run)."""
    time, period, day = _stated(older)
    if period is None or len(older) > MAX_STATEMENT:
        return False
    job = _job_words(older)
    mine = _tied_words(job, line)
    for other in lines:
        if other == line or _tied_words(job, other) < max(mine, 1):
            continue
        if any(_keeps(cron, time, period, day) for cron in _crons(other)):
            return True
    return False


def _keeps(cron: tuple[str | None, int, int | None, int], time: str | None, period: int, day: int | None) -> bool:
    """Whether a crontab line runs at the statement's cadence, time and day, where each is given."""
    return cron[1] == period and (time is None or cron[0] is None or cron[0] == time) \
        and (day is None or cron[2] is None or cron[2] == day)


def _cadence(period: int, day: int | None = None) -> str:
    if period == _WEEK:
        return "weekly" + (f" on {_WEEKDAYS[day].capitalize()}" if day is not None else "")
    if period == _MONTH:
        return "monthly" + (f" on day {day}" if day is not None else "")
    return f"every {period // 3600} h" if period >= 3600 else f"every {period // 60} min"


def other_schedule(older: str, newer: str) -> tuple[str, str, bool] | None:
    """The statement's schedule, the crontab line's, and whether the note tells it changed (the
    statement's own schedule written before an arrow)."""
    if len(older) > MAX_STATEMENT:
        return None
    time, period, day = _stated(older)
    if period is None:
        return None
    crons = _crons(newer)
    job = _job_words(older)
    if not crons or not _ties(job, newer) or siblings.other_sibling(older, newer, changed_only=False):
        return None  # "The publisher payout batch …" / "scheduled label payouts batch for the 25th"
    for sentence in text.SENTENCE_BREAK.split(newer):  # "Xero sync for the SMB tier is scheduled hourly (`0 * * * *`)"
        if measures._CRON.search(sentence) and _DECLARES.match(sentence) \
                and frames.different_subjects(older, sentence):  # noqa: SLF001
            return None

    last = _the_jobs_cron(job, newer, crons)
    if last is None or _keeps(last, time, period, day):
        return None  # the note's schedule is the statement's, or the note lists only other jobs
    line = _line_of(newer, last[3])
    tied = _tied_words(job, line)
    if tied and not text.CHANGE.search(newer) and any(
            _keeps(c, time, period, day) for c in crons
            if _line_of(newer, c[3]) != line and _tied_words(job, _line_of(newer, c[3])) == tied):
        return None  # of lines that say the job's words alike, one keeps its time: the dump at 01:30 beside the purge at 01:45
    told = f"at {time}" if time and period == _DAY else _cadence(period, day)
    shown = f"at {last[0]}" if last[0] and last[1] == _DAY else _cadence(last[1], last[2])
    changed = any(_keeps(c, time, period, day) for c in crons[:-1]) and re.search(r"->|→|\bto\b", newer[crons[0][3]:last[3]]) is not None
    return told, shown, changed


# A note that moves the time of day: "Reconciliation shifts to 04:30 UTC from next Monday", "kicks off at
# 04:30 UTC instead", "checkout moves to noon"
_MOVED_TIME = re.compile(r"\b(?:shift(?:s|ed|ing)?|mov(?:es|ed|ing)|kicks?\s+off|starts?|runs?|goes|going|pushed|"
                         r"changed|changes|now)\s+(?:\w+\s+){0,2}?(?:to|at)\s+(?P<t>\d{1,2}:\d{2}|noon|midnight|"
                         r"\d{1,2}\s*(?:am|pm))\b", re.I)
_CHANGE_TIME = re.compile(r"\b(?:instead|from\s+(?:next|tomorrow|\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|starting|as\s+of|now|"
                          r"shift(?:s|ed)?|mov(?:es|ed)|kicks?\s+off)\b",
                          re.I)
_WORD_TIMES = {"noon": "12:00", "midnight": "00:00"}


def moved_time(older: str, newer: str) -> tuple[str, str] | None:
    """The statement's time of day, and the one the note says it moves to."""
    if len(older) > MAX_STATEMENT:
        return None
    time, _, _ = _stated(older)
    if time is None or not _same_job(older, newer) or not _CHANGE_TIME.search(newer):
        return None
    m = _MOVED_TIME.search(newer)
    if m is None:
        return None
    said = m.group("t").lower()
    new = _stated("at " + said)[0] if said not in _WORD_TIMES else _WORD_TIMES[said]
    return (time, m.group("t")) if new is not None and new != time else None


# A note that moves the cadence: "the replanning cron goes to hourly", "switch the sync to every 30 minutes",
# "now runs nightly"
_MOVED_CADENCE = re.compile(
    r"\b(?:goes|going|go|mov(?:es|ed|ing|e)|switch\w*|chang\w*|shift\w*|drops?|dropped|bump\w*|cut|slow\w*|"
    r"now\s+runs?|runs?\s+now|set)\s+(?:[\w-]+\s+){0,3}?(?:to\s+|down\s+to\s+|back\s+to\s+)?"
    r"(?P<c>hourly|daily|nightly|weekly|monthly|every\s+(?:\d+\s+)?(?:minutes?|mins?|hours?|hrs?|days?|nights?)|"
    r"once\s+(?:an|a|per|every)\s+(?:hour|day|night|week|month))\b", re.I)


def moved_cadence(older: str, newer: str) -> tuple[str, str] | None:
    """The statement's cadence, and the other one the note says its job moves to ("The berth plan is
    re-optimized every 15 minutes" / "From Monday the berth replanning cron goes to hourly")."""
    if len(older) > MAX_STATEMENT:
        return None
    time, period, day = _stated(older)
    if period is None or time is not None or not _same_job(older, newer) or not _CHANGE_TIME.search(newer) \
            or siblings.other_sibling(older, newer, changed_only=False):
        return None
    m = _MOVED_CADENCE.search(newer)
    if m is None:
        return None
    new = _stated(m.group("c"))[1]
    return (_cadence(period, day), _cadence(new)) if new is not None and new != period else None


# A log line's clock: "2024-09-03 09:00:02", "2024-09-03T09:00:02Z", "Sep 03 09:00:02", "09:00:02"
_STAMP = re.compile(r"(?:(?P<date>\d{4}-\d{2}-\d{2})[T ]|(?P<mon>[A-Z][a-z]{2})\s+(?P<mday>\d{1,2})\s+)?"
                    r"(?P<h>\d{2}):(?P<m>\d{2}):(?P<s>\d{2})")
_RUN_STARTS = re.compile(r"\b(?:start(?:ed|ing|s)?|began|begin(?:ning|s)?|trigger(?:ed)?|kick(?:ed)?\s+off|fired|"
                         r"fetched|polled|pulled|synced|"  # a poller's each run: "vms-poller fetched 41 positions"
                         r"launch(?:ed|ing)?|run\s+#?\d+)\b", re.I)
MIN_RUNS = 3  # runs a log must show to say a cadence


def _seconds(m: re.Match[str]) -> int:
    day = 0
    if m.group("date"):
        y, mo, d = (int(x) for x in m.group("date").split("-"))
        day = (y * 372 + mo * 31 + d)  # days need only order within a month or two: a cadence is read in hours
    elif m.group("mday"):
        day = int(m.group("mday"))
    return day * _DAY + int(m.group("h")) * 3600 + int(m.group("m")) * 60 + int(m.group("s"))


def logged_cadence(older: str, newer: str) -> tuple[str, str] | None:
    """The statement's period, and the one a log shows its job starting at: three or more runs of the job
    ("formulary-sync run started") an even time apart, other than the statement's ("every 15 minutes" /
    runs at 09:00, 10:00, 11:00)."""
    if len(older) > MAX_STATEMENT:
        return None
    _, period, _ = _stated(older)
    if period is None or period >= _WEEK:
        return None
    job = _job_words(older)
    starts = []
    for line in newer.splitlines():
        stamp = _STAMP.search(line)
        if stamp is not None and _RUN_STARTS.search(line[stamp.end():]) and _ties(job, line[stamp.end():]):
            starts.append(_seconds(stamp))
    if len(starts) < MIN_RUNS:
        return None
    gaps = [b - a for a, b in zip(starts, starts[1:], strict=False)]
    if min(gaps) <= 0 or max(gaps) > 1.1 * min(gaps):
        return None  # not one cadence: retries, a restart, runs by hand
    shown = round(sum(gaps) / len(gaps) / 60) * 60
    if abs(shown - period) <= 0.1 * period:
        return None
    return _cadence(period), _cadence(shown)
