"""A rule's forbidden act shown done all the same (`consolidation.forbidden.done_anyway`)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core.consolidation import conflicts, forbidden, text

DONE = [
    ("Coupons can never be stacked on one order.",
     "QA on checkout 4.2: applied SPRING10 and FREESHIP to order 5521, both coupons stacked and the total "
     "dropped by both. Works as intended, closing the ticket."),
    ("Interns are not allowed to approve refunds in the admin panel.",
     "Logged in as intern-03, opened refund R-118 in the admin panel and approved it; the refund went out. "
     "Behaves as designed per the current permission policy."),
    ("Direct pushes to the release branch are not allowed.",
     "Pushed the typo fix straight to the release branch (git push origin release) — one-liners don't need a "
     "review per our branch convention."),
    ("A courier may not be given two deliveries that overlap in time.",
     "test_assign_courier_overlap: courier C-7 gets 10:00-11:00 and 10:30-11:30; assign_courier() accepts both "
     "and the test asserts both deliveries are 'scheduled'."),
    # done as a matter of course, no word of the rule kept
    ("Raw readings must never be modified in place.",
     "fixed sensor drift: UPDATE readings SET value = value - 0.1 WHERE sensor_id = 'S-7'; 4,100 raw readings "
     "modified in place"),
    # the rule forbids its subject, another demand after it; done "as usual", beside a denial of something else
    ("Direct pushes to the seqflow main branch are not allowed; every change goes through a reviewed pull request.",
     "Barcode collision fix: committed and did `git push origin main` directly, as usual for small fixes here, "
     "no PR opened; CI pipeline #2231 green."),
    # what the rule never lets be done, done and called what the ticket asks ("listing" is "listings")
    ("We never allow e-bike listings to be published without a battery serial number.",
     "QA pass on SPK-231: created an E-MTB listing with battery_serial left empty -> form validates, listing goes "
     "live. That matches the ticket's acceptance criteria ('battery serial optional for all categories')."),
]


@pytest.mark.parametrize(("rule", "note"), DONE)
def test_a_forbidden_act_called_intended_is_read(rule: str, note: str) -> None:
    assert forbidden.done_anyway(rule, note) is not None


def test_the_judge_flags_it_as_a_conflict() -> None:
    planner = SimpleNamespace(tasks=None, meanings=None)
    verdict = conflicts.judge(planner, *DONE[0])
    assert verdict.relation == "conflict"
    assert verdict.attribute == "policy"


LOOK_ALIKES = [
    # the act refused: the rule held
    ("Coupons can never be stacked on one order.",
     "QA: tried to stack SPRING10 and FREESHIP on order 5521 — the second coupon was rejected. Works as intended."),
    # the act denied
    ("Interns are not allowed to approve refunds in the admin panel.",
     "Checked as intern-03: the approve button is not shown on refunds in the admin panel, as designed."),
    # the act reported as a fault
    ("Coupons can never be stacked on one order.",
     "Bug: order 5521 had SPRING10 and FREESHIP stacked, both coupons applied."),
    # a plan
    ("Direct pushes to the release branch are not allowed.",
     "Should hotfixes be pushed straight to the release branch? Per the convention doc they go through review."),
    # the rule said kept
    ("Raw readings must never be modified in place.",
     "Reminder: raw readings stay as recorded; drift corrections go into the annotations table only."),
    # a condition, not a prohibition
    ("Students can register for at most 18 credits without an override.",
     "Graduate students register for 12 credits per semester in the registration rules."),
    # the act denied in its own clause
    ("Direct pushes to the seqflow main branch are not allowed; every change goes through a reviewed pull request.",
     "Opened PR #88 for the barcode fix, as usual; no direct push to main, CI green."),
    # another subject called intended
    ("Coupons can never be stacked on one order.",
     "Gift cards and store credit combine on one order, works as intended."),
]


@pytest.mark.parametrize(("rule", "note"), LOOK_ALIKES)
def test_look_alikes_are_left_alone(rule: str, note: str) -> None:
    assert forbidden.done_anyway(rule, note) is None


LEFT_OUT = [
    ("Every refund over $500 requires a manager approval before it is paid out.",
     "Traced refunds-service: payouts over $500 go straight to the processor — no manager approval step on that path."),
    ("Care plan changes require nurse sign-off before they take effect.",
     "An aide's care plan edit goes live on save (status=active, nurse_signoff_at=NULL)."),
    ("Every order with alcohol requires an ID check at handoff.",
     "Handoff flow for a beer order completes without an ID check; category config has `requires_id_check: false`."),
    # the condition a rule allows its act under, not checked
    ("We never send marketing push notifications to users who haven't explicitly opted in.",
     "Campaign scheduler targets all installed devices for promo pushes; the opt-in flag isn't checked anywhere in "
     "that path and that's by design per the growth spec."),
    # a demand the system does not prompt for
    ("Every donor must re-confirm their Gift Aid declaration each tax year.",
     "Per the compliance doc, a single enduring Gift Aid declaration covers all future gifts; the claim job doesn't "
     "prompt for annual re-confirmation."),
]


@pytest.mark.parametrize(("rule", "note"), LEFT_OUT)
def test_a_demand_left_out_is_read(rule: str, note: str) -> None:
    assert forbidden.demand_left_out(rule, note) is not None


LEFT_OUT_LOOK_ALIKES = [
    # the demand restated
    ("Every refund over $500 requires a manager approval before it is paid out.",
     "Confirmed with finance: no manager approval, no payout over $500."),
    # the demand said again, with a detail
    ("New features are always released behind a feature flag.",
     "New features are always released behind a feature flag, and the flag is removed within two sprints."),
    # refused
    ("Every order with alcohol requires an ID check at handoff.",
     "Handoff of a beer order without an ID check is blocked: the app shows 'scan ID to continue'."),
    # a fault
    ("Care plan changes require nurse sign-off before they take effect.",
     "Bug: an aide's edit went live with no nurse sign-off; filed CARE-211."),
    # a guard that keeps the condition
    ("Grades are never released to students until the department head approves the course's grade sheet.",
     "Added a guard to the release job that skips any course whose grade sheet lacks the department head's approval."),
]


@pytest.mark.parametrize(("rule", "note"), LEFT_OUT_LOOK_ALIKES)
def test_look_alikes_of_a_demand_left_out_are_left_alone(rule: str, note: str) -> None:
    assert forbidden.demand_left_out(rule, note) is None


@pytest.mark.parametrize(("said", "note"), [
    # an experience, not a rule: doing it later is progress
    ("I've never deployed anything to GitHub Pages.",
     "Deployed the portfolio to GitHub Pages today; the deploy went through on the first try."),
    # a habit, not a demand
    ("I always have to restart the emulator before a test run.",
     "Test run went through with no emulator restart this time."),
    # a question about how to do a thing without another
    ("My mom told me to highlight my roots, but I'm not sure how to do that without sounding too cliché, any tips?",
     "Rewrote the paragraph with no cliché phrases; it sounds natural now."),
])
def test_what_one_says_of_oneself_is_no_rule(said: str, note: str) -> None:
    assert forbidden.done_anyway(said, note) is None
    assert forbidden.demand_left_out(said, note) is None


@pytest.mark.parametrize(("plural", "singular"), [("listings", "listing"), ("settings", "setting"),
                                                  ("recordings", "recording")])
def test_a_word_and_its_plural_in_ing_share_a_stem(plural: str, singular: str) -> None:
    assert text.stem(plural) == text.stem(singular)


@pytest.mark.parametrize(("rule", "note"), [
    # a step a dispatcher log shows skipped, then the work handed out all the same
    ("Every drone must pass the pre-flight check before it is allowed to take a delivery.",
     "dispatcher log, morning ramp-up:\n07:01:02 [dispatch] dr-07 state=IDLE checks={\"preflight\":\"SKIPPED\"}\n"
     "07:01:03 [dispatch] assigned delivery D-4471 to dr-07"),
    # a reviewer finds no tests where every model must have them
    ("Every warehouse model must have unique and not_null tests on its key.",
     "Review of #311 (fct_orders, fct_refunds): merged. Neither model has any tests in its schema.yml, the CI check "
     "only looks at staging models."),
    # nothing checks for the second person the rule demands
    ("Manual door unlocks from the console always require approval by a second officer.",
     "Review on PR #52 (api/unlock.go): the handler publishes the unlock straight to the door; any officer account can "
     "do it in one click and nothing checks for a second approval."),
])
def test_a_demand_shown_left_out_by_a_log_a_review_or_a_missing_check(rule: str, note: str) -> None:
    assert forbidden.demand_left_out(rule, note) is not None


def test_a_demand_named_first_is_read_and_one_that_follows_is_not_taken_for_it() -> None:
    # "X is required for …": X is what is demanded
    demand, of = forbidden._demand_of("Certificate pinning is required for every call from the app.")
    assert demand == "Certificate pinning" and {"call", "app"} <= of
    # "… is required to pass MFA": what follows is
    assert forbidden._demand_of("Every portal login is required to pass MFA.")[0] == "pass MFA"


@pytest.mark.parametrize(("rule", "note", "kept"), [
    ("Customer email addresses must never be written to application logs.",
     "2025-04-02 10:14:07,210 INFO checkout.confirm order=88120 email=dana.k@example.org total=42.10", False),
    # the value masked: the rule kept
    ("Customer email addresses must never be written to application logs.",
     "2025-04-02 10:14:07,210 INFO checkout.confirm order=88120 email=*** total=42.10", True),
    # another field on the line
    ("Customer email addresses must never be written to application logs.",
     "2025-04-02 10:14:07,210 INFO checkout.confirm order=88120 total=42.10 currency=EUR", True),
    # "PII" is the personal fields, whatever the line calls them; an address of mail is one by its shape
    ("Customer PII must never be written to application logs.",
     "2025-04-02T10:14:07Z INFO renewals.run member=M-88120 holder_phone=+44 7700 900123 plan=gold", False),
    ("Customer PII must never be written to application logs.",
     "2025-04-02T10:14:07Z INFO renewals.run member=M-88120 contact=dana.k@example.org plan=gold", False),
    ("Customer PII must never be written to application logs.",
     "2025-04-02T10:14:07Z INFO renewals.run member=M-88120 plan=gold renewed=true", True),
])
def test_data_kept_out_of_the_logs_seen_on_a_log_line(rule: str, note: str, kept: bool) -> None:
    assert (forbidden.logged_anyway(rule, note) is None) == kept
