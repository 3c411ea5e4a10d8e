"""A duration or size given again with another value contradicts the statement; the same measure of
another thing, an elapsed time, or a value set against a bound does not. Approval rules: a note that
says fewer people must approve than the rule demands disagrees with it."""

from __future__ import annotations

import pytest

from helix_core import Helix
from helix_core.consolidation import approvals, measures
from tests.judging import disagrees
from tests.judging import relation as judged

pytestmark = pytest.mark.usefixtures("no_ollama")  # the $0 path: nothing listens at OLLAMA_HOST


@pytest.mark.parametrize(("fact", "note", "values"), [
    # units differ, dimension agrees: 15 minutes against 90 seconds
    ("Search results for hotel rooms are cached for 15 minutes.",
     "Looked at the hotel room search cache while chasing stale prices: entries expire after 90 seconds.",
     ("15 minutes", "90 seconds")),
    # a size, in a note about something else first
    ("Each developer's local build cache is capped at 20 GB.",
     "While helping Sam with a full disk I saw that the local build cache is allowed to grow to 50 GB per machine.",
     ("20 GB", "50 GB")),
    # numbers written as words, and months against years
    ("Gift card balances expire 18 months after purchase.",
     "From June, gift card balances stay valid for two years after purchase.",
     ("18 months", "2 years")),
    # the subject said with other words near the number
    ("A kiosk session logs the clerk out after 120 seconds without any activity.",
     "Store managers asked for shorter idle sessions, so the kiosk logout kicks in at 60 seconds now.",
     ("120 seconds", "60 seconds")),
])
def test_another_value_of_the_same_measure(fact: str, note: str, values: tuple[str, str]) -> None:
    assert measures.other_value(fact, note) == values
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    # the same measure of another kind of the thing
    ("The timeout for the exports API is 30 seconds.",
     "The timeout for the exports database connection pool is 5 seconds."),
    ("Raw audit files are kept for 30 days.", "Parsed audit records are kept for 365 days."),
    ("Raw sensor data is retained for 30 days.", "Aggregated sensor data is retained for 400 days."),
    ("The warehouse's offline store is refreshed every 6 hours.",
     "The warehouse's freshness dashboard refreshes every 5 minutes."),
    # another thing that shares only a word or two
    ("Flight search results are cached in Redis for 10 minutes.",
     "Set the car-rental availability cache in Redis to a 2-minute TTL."),
    # elapsed time, not a setting
    ("Inventory is synced from suppliers every 5 minutes by the sync worker.",
     "The sync worker has been stable for two days since the restart."),
    ("The report cache keeps entries for 10 minutes.", "Spent 30 minutes debugging the report cache."),
    # a measurement against a target, not a new target
    ("Checkout p95 latency target is 300 ms.", "Checkout p95 latency dropped to 240 ms; still within the target."),
    # a value against a bound
    ("Each build cache is capped at 20 GB.", "My build cache sits at 12 GB, well under the cap."),
    # the same value in other units
    ("The login token lasts 24 hours.", "Login tokens last one day, as before."),
])
def test_no_other_value(fact: str, note: str) -> None:
    assert measures.other_value(fact, note) is None


def test_a_changed_measure_becomes_a_supersede_proposal(hx: Helix) -> None:
    """End to end: a note that gives the statement's measure another value, with a change word, is
    proposed as its update; nothing changes before a person approves."""
    fact = hx.capture("Soil probes report a reading every 15 minutes.", kind="fact", scope="project:farm",
                      origin="user-asserted").id
    hx.clock.advance(days=2)  # type: ignore[attr-defined]
    note = hx.capture("We stretched the soil probe reporting interval to 60 minutes to save battery over the "
                      "winter.", scope="project:farm", origin="agent-ingested").id
    run = hx.consolidate()
    [sup] = [p for p in run.proposals if p.action == "SUPERSEDE"]
    assert sup.target_ids == [fact] and note in sup.grounding
    assert hx.get(fact).status == "active"


@pytest.mark.parametrize(("rule", "note", "counts"), [
    ("Break-glass accounts may only be used with approval from two members of the on-call rotation.",
     "Break-glass change agreed today: a single on-call approver is enough from now on.", (2, 1)),
    ("Every firmware image must be signed off by two release engineers before it can enter a rollout.",
     "Started the firmware rollout with Priya's signature alone; the checklist only asks for one approver.",
     (2, 1)),
    ("Any change to a pricing rule needs a finance analyst's sign-off before it is merged.",
     "Merged the pricing rule change as soon as CI went green; rule tweaks don't wait on anyone's review.",
     (1, 0)),
    ("Every breaking story must be approved by a second editor before it is published.",
     "Senior reporters may publish breaking stories on their own; the second-editor sign-off is no longer "
     "required for those.", (2, 0)),
    ("Art assets can be committed to the game repo without review.",
     "Every art asset committed to the game repo must be reviewed by the art lead.", (0, 1)),
    # "may never … on their own" demands the second approver the next clause counts
    ("A scheduler may never override a legality failure on their own; every override requires a second "
     "approver from crew control.",
     "during IROPS the duty crew controller can override a legality hit solo, no second approver needed.", (2, 0)),
])
def test_fewer_approvals_than_the_rule_demands(rule: str, note: str, counts: tuple[int, int]) -> None:
    assert approvals.other_count(rule, note) == counts
    assert disagrees(rule, note)


@pytest.mark.parametrize(("rule", "note"), [
    # the approvals happened, as the rule asks
    ("Every PR to the payments repo needs two approvals.",
     "Merged the payments repo PR after Sam and Lee both approved it."),
    # another kind of change, sharing one word
    ("Releases need two approvals.", "Hotfix releases only need one approval."),
    # the same count said again
    ("Schema migrations need sign-off from two DBAs.", "Reminder: schema migrations need two DBA sign-offs."),
    # a rule about something else
    ("Every firmware image must be signed off by two release engineers.",
     "The marketing site deploys don't need anyone's approval."),
])
def test_no_fewer_approvals(rule: str, note: str) -> None:
    assert approvals.other_count(rule, note) is None


@pytest.mark.parametrize(("fact", "note"), [
    # money, in another notation
    ("The student monthly fare cap is $40.00.",
     "Changed the student monthly cap constant in the fare rules to 4500 cents after the board vote."),
    # a count of a noun
    ("Each kiosk can queue up to 300 offline orders while the network is down.",
     "A kiosk starts rejecting orders after about 120 offline orders, so long outages lose sales."),
    # an explicit "from … to" names the old value beside the new
    ("Uploads nobody has opened for 60 days are moved to the archive tier.",
     "Raised the archive tier threshold from 60 to 120 days, as the storage team asked."),
    # a threshold against a threshold
    ("Refunds above $500 need a manager's approval.",
     "Checked the refund rules today: anything over $200 now goes to a manager."),
    # "02:00 local" is a clock, not the local environment; "longer than" a keep period is the period
    ("Items waiting on the kiln pickup shelf are kept for 7 days before they are recycled.",
     "Nightly jobs: the shelf sweep runs at 02:00 local, recycles anything that's been on the kiln pickup shelf "
     "longer than 5 days and mails the owner."),
])
def test_other_shapes_of_a_measure(fact: str, note: str) -> None:
    assert measures.other_value(fact, note) is not None
    assert disagrees(fact, note)


@pytest.mark.parametrize(("fact", "note"), [
    # another environment
    ("The kiosk worker runs 5 replicas.", "In staging, the kiosk worker runs 2 replicas."),
    # a qualifier after the number
    ("The public API allows 60 requests per minute per anonymous client.",
     "The public API allows 600 requests per minute per authenticated client."),
    # two statements of one subject that say two different things of it
    ("Reward points are credited 14 days after checkout.", "Reward points expire 18 months after they are earned."),
    # an ordinal, not a duration
    ("Every release must be approved by a second engineer before it ships.",
     "The release checklist takes about 30 seconds to fill in."),
    # a lag, not a setting
    ("Stock levels are synced from the warehouse every 5 minutes.",
     "Looked at the stock sync lag: the warehouse consumers were only about 800 ms behind."),
    # a temperature in another scale is not compared
    ("The kiln controller's default hysteresis band is 0.5 °C.",
     "The kiln controller's default hysteresis band is 0.9 °F in the US firmware build."),
])
def test_no_other_value_in_these_shapes(fact: str, note: str) -> None:
    assert measures.other_value(fact, note) is None


@pytest.mark.parametrize(("fact", "note"), [
    # hosting: on-premises against a cloud
    ("The billing portal's staging environment runs on the servers in our own data center.",
     "Staging for the billing portal is hosted in our Azure subscription, in the West Europe region."),
    # a tool retired in other words ("torn down") with another of its role in place
    ("The search service keeps its query cache in Redis.",
     "Query cache reads and writes all hit Memcached as of today's deploy; the search service's Redis cluster gets "
     "torn down on Friday."),
    # code pulled into a package of its own
    ("The invoice export scripts live in tools/export inside the billing repository.",
     "Pulled the invoice export scripts out into their own package under services/export so they ship on their own."),
    # a rule that is no longer a rule
    ("Every change to the billing repo must pass the full end-to-end suite before it can merge.",
     "Copy-only changes no longer have to wait on the full end-to-end suite; the lint job is enough for them."),
    # a temperature, widened
    ("The kiln controller's default hysteresis band is 0.5 °C.",
     "fw 3.4.0: widened the default hysteresis to 0.8 °C to stop the relay chattering."),
    # a setting's key with an arrow to its new value
    ("A kiln log upload can be at most 500 MB.",
     "uploader: MAX_UPLOAD_BYTES -> 2147483648 (2 GiB). Users kept hitting the old cap."),
    # a change that names the number it left
    ("A kiln recipe can be re-run a maximum of two times before it needs review.",
     "recipes.yaml: `max_reruns: 3` (bumped from 2 per the March memo). Review rule untouched."),
    # a crontab schedule is a cadence
    ("The kiln stock sync job runs every 30 minutes.",
     "Checked the kiln stock sync job: its schedule is */10 * * * * on the worker host."),
    # the number a change left, in another unit ("2 days" is the statement's 48 hours)
    ("Kiln jobs in the standard queue can run for at most 48 hours.",
     "queue.conf: QueueName=standard ... MaxTime=3-00:00:00 (raised from 2 days after the vote); reloaded."),
    ("The kiln controller enforces a minimum rest of 10 hours between firings.",
     "bumped MIN_REST_MINUTES in kiln/rules/rest.py from 600 to 720 per the new safety sheet."),
    # the number a change left, with the verb in the present ("raise … from 20% to 25%")
    ("Kiln e-bikes with less than 20% battery are hidden from the rider app map.",
     "fix(availability): raise the low-charge hide cutoff from 20% to 25%; EBIKE_HIDE_BELOW_PCT updated, app "
     "cache TTL unchanged"),
    # the number a change left, before an arrow
    ("Kiln chamber temperature above 80 °C raises a warning alarm.",
     "thresholds.yaml: kiln_chamber_temp.warn 80 -> 85 (ref SB-2291), redeployed the rules engine"),
])
def test_other_updates_in_plain_words(fact: str, note: str) -> None:
    assert disagrees(fact, note)


def test_crontab_schedules_read_as_cadences() -> None:
    assert measures.cron_as_words("pull is on a */5 * * * * cron") == "pull is on a every 5 minutes cron"
    assert measures.cron_as_words("`0 */6 * * *`") == "`every 6 hours`"
    assert measures.cron_as_words("schedule 15 3 * * *") == "schedule every 1 day at 03:15"
    assert measures.cron_as_words("at 10 30 on Friday") == "at 10 30 on Friday"  # no schedule


@pytest.mark.parametrize(("text", "measure"), [
    ("the QC gate is 30M reads per sample", (30_000_000.0, "count:read")),  # millions of reads, no minutes
    ("fewer than 20 million reads", (20_000_000.0, "count:read")),
    ("tighten station polling to 2 s.", (2.0, "time")),  # seconds apart from their number
    ("a 15m window", (900.0, "time")),
])
def test_measures_read_as_written(text: str, measure: tuple[float, str]) -> None:
    assert [(v, d) for v, d, _, _ in measures._measures(text)] == [measure]


@pytest.mark.parametrize(("fact", "note"), [
    ("Loans above 40 thousand dollars need a second underwriter.",
     "Credit committee minutes: from the May intake onward the second-underwriter threshold is 60 thousand dollars."),
    ("A tutor may teach at most 12 credit hours per term.",
     "Board approved the change: the per-term cap is 15 credits starting fall 2026; MAX_TERM_CREDITS updated."),
])
def test_a_change_from_a_date_or_season_on_is_an_update(fact: str, note: str) -> None:
    assert judged(fact, note) == "update"


@pytest.mark.parametrize("note", [
    "From July 1 the sandbox spend cap goes to $3,000 per team.",  # "goes to" a new figure
    "the sandbox spend cap is $3,000 per team from July 1.",  # "from <a date>" on
])
def test_a_figure_that_goes_to_another_from_a_date_is_changed(note: str) -> None:
    assert measures.changed_value("The sandbox spend cap is $2,000 per team.", note) == ("$2,000", "$3,000")


@pytest.mark.parametrize("note", [
    "From Monday the sandbox spend cap is $3,000 per team.",  # from a weekday on
    "With the next release we're raising the sandbox spend cap to $3,000 per team.",  # "raising … to"
    "The sandbox spend cap is $3,000 per team instead.",  # a figure given "instead"
])
def test_other_words_for_a_change_of_a_figure(note: str) -> None:
    assert measures.changed_value("The sandbox spend cap is $2,000 per team.", note) == ("$2,000", "$3,000")


def test_a_day_counted_from_the_start_is_a_span() -> None:
    assert measures._digits("expire at day 90") == "expire at 90 days"


def test_production_is_the_environment_of_a_statement_that_names_none() -> None:
    older = "Coordinator sessions expire after 8 hours of inactivity."
    assert measures.loose_value(older, "prod env has SESSION_IDLE_TIMEOUT=3600, so coordinators are logged out "
                                       "after an hour idle") == ("8 hours", "1 hour")
    assert measures._environments("staging has SESSION_IDLE_TIMEOUT=3600")  # another environment still counts
