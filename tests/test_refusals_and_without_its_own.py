"""Code that refuses what a rule forbids keeps the rule; a note about the statement's thing "without" something
it names ("authorisation-free returns") speaks of the statement's thing, not of another kind."""

from __future__ import annotations

from helix_core.consolidation import siblings
from tests.judging import disagrees, relation


def test_code_that_raises_a_refusal_keeps_the_rule() -> None:
    fact = "Members under 16 cannot book a workshop online."
    note = ("booking/eligibility.py:\n```python\ndef validate_age(dob, today):\n    if age_on(dob, today) < 16:\n"
            "        raise BookingRejected(\"UNDER_AGE\", \"You need to be 16 or older to book a workshop.\")\n```")
    assert not disagrees(fact, note)


def test_the_statements_thing_without_what_it_names_is_no_sibling() -> None:
    fact = "Publisher returns may only be shipped once the publisher has issued a returns authorisation number."
    note = ("Change for the returns workflow: we no longer wait for an RA number from the two big publishers. Both "
            "moved to authorisation-free returns, so for those two the boxes ship as soon as the note is printed.")
    assert siblings.other_sibling(fact, note) is None
    assert relation(fact, note) == "update"
