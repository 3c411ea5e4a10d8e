"""A rule that only some may do a thing, or that a thing is only ever done to someone, is lifted when the note
says another party may do it now or as well, or anyone may; a party that does something else is no lift. A
one-thing descriptor (Backstage's catalog-info.yaml) names its owner by its `owner:` key even under `spec:`."""

from __future__ import annotations

from helix_core.consolidation import frames, owners
from tests.judging import disagrees, relation

ONLY = "Only staff lifeguards may be rostered on the deep-end chair; agency lifeguards cover the shallow end only."
PASSIVE = "Lost-property items are only ever returned to the person named on the claim form."


def test_another_party_may_do_it_as_well() -> None:
    note = ("From the new agency contract, agency lifeguards can take deep-end chair shifts as well; I removed "
            "the staff_only check from the roster builder this morning.")
    assert frames.opened_up(ONLY, note) == "no longer only staff lifeguards: agency lifeguards too"
    assert relation(ONLY, note) == "update"


def test_anyone_may_do_what_was_done_only_for_one() -> None:
    note = ("Front desk standup: since the March change the claimant no longer has to come in; anyone they "
            "nominate in writing can collect the items, and we scan the authority note onto the claim.")
    assert frames.opened_up(PASSIVE, note) is not None
    assert disagrees(PASSIVE, note)


def test_another_party_doing_something_else_lifts_nothing() -> None:
    assert frames.opened_up("Only admins can delete projects.", "Editors can delete comments too since 4.2.") is None
    assert frames.opened_up("Only admins can delete projects.", "Editors can delete projects too since 4.2.")


def test_a_descriptor_names_its_owner_under_spec() -> None:
    fact = "The loan-tracking module is owned by the front-desk team."
    note = ("loans-svc/catalog-info.yaml\napiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n"
            "  name: loans-svc\n  description: Equipment loan tracking and reminders\nspec:\n  type: service\n"
            "  owner: group:facilities-it\n")
    assert owners.keyed_owner(fact, note) == ("front-desk", "facilities-it")
    other = note.replace("Equipment loan tracking and reminders", "Locker hire and key cards").replace(
        "loans-svc", "lockers-svc")
    assert owners.keyed_owner(fact, other) is None


def test_any_of_the_same_party_lifts_nothing() -> None:
    assert frames.opened_up("Only admins can delete projects.", "Any admin can delete projects from the settings page.") is None
