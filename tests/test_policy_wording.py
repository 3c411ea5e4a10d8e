"""Policies said in other words: an acronym with a digit spelled out ("2FA" is two-factor
authentication), a demand where the statement said none was needed, a ban lifted for a plural of the
rule's word ("16S runs" / "every 16S run")."""

from __future__ import annotations

import pytest

from helix_core.consolidation import frames, phrases
from tests.judging import disagrees


def test_an_acronym_with_a_digit_is_spelled_out() -> None:
    older = "Couriers are not required to use two-factor authentication to sign in."
    _, spelled = phrases.acronyms_spelled(older, "2FA is mandatory for every courier account.")
    assert spelled == "two-factor authentication is mandatory for every courier account."


@pytest.mark.parametrize(("older", "newer"), [
    ("Couriers are not required to use two-factor authentication to sign in.",
     "2FA is mandatory for every courier account at sign-in."),
    ("Code review is optional for docs-only changes.", "Every change, docs included, must be reviewed by a second engineer."),
])
def test_a_demand_where_none_was(older: str, newer: str) -> None:
    assert frames.made_mandatory(*phrases.acronyms_spelled(older, newer)) is not None
    assert disagrees(older, newer)


@pytest.mark.parametrize(("older", "newer"), [
    # the demand is of another kind of thing
    ("Code review is optional for docs-only changes.", "Code review is mandatory for schema changes."),
    # the note keeps it optional
    ("Code review is optional for docs-only changes.", "Docs-only changes still don't need a review; code changes must have one."),
])
def test_no_demand_of_the_same_thing(older: str, newer: str) -> None:
    assert frames.made_mandatory(older, newer) is None


def test_a_plural_and_its_singular_share_a_root() -> None:
    assert frames.word_roots("the 16S amplicon runs") & frames.word_roots("every 16S run")
    assert disagrees("We never add a PhiX spike-in to the 16S amplicon runs.",
                     "Core facility asked for it, so from now on every 16S run gets 15% PhiX.")


def test_a_participle_names_no_kind() -> None:
    # "sold prices" is one kind of price whatever comes before it: a ban lifted
    assert not frames.other_kind("We never display sold prices on property detail pages.",
                                 "Starting this sprint sold prices appear on detail pages.")
    assert disagrees("We never display sold prices on property detail pages.",
                     "Legal signed off, so starting this sprint sold prices appear on detail pages.")
    # two kinds of one thing stay two
    assert frames.other_kind("Feature branches are deleted after merge.", "Release branches are kept for a year.")


def test_a_window_is_what_a_job_is_measured_by() -> None:
    assert disagrees("The prefetch job pulls prior studies going back three years for comparison.",
                     "Prefetch window is 24 months; anything older is skipped by the priors query.")


def test_a_well_known_acronym_is_not_spelled_by_a_coincidence() -> None:
    # "CMS" is a content management system, not the "comments moderation service" of another note
    older, newer = "The newsroom CMS admin UI listens on port 8080.", "The comments moderation service listens on port 9090."
    assert phrases.acronyms_spelled(older, newer) == (older, newer)
    assert not disagrees(older, newer)
    # its own expansion still is
    _, spelled = phrases.acronyms_spelled("The content management system stores drafts in Postgres.",
                                          "The CMS stores drafts in MongoDB now.")
    assert spelled == "The content management system stores drafts in MongoDB now."


def test_a_habit_forbidden_and_a_quoted_rule_that_allows_it() -> None:
    rule = "Nobody force-pushes to the release branch, ever."
    note = ('Read CONTRIBUTING.md before the release. Relevant bit: "Maintainers may force-push to the release '
            'branch after squashing, provided CI is green."')
    assert disagrees(rule, note)
    assert not disagrees(rule, note.replace("may force-push", "may not force-push"))
