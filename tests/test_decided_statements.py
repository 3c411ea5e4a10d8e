"""A decision or a present-tense statement is read as a statement, not a log line (`conflicts._read`)."""

from __future__ import annotations

from types import SimpleNamespace

from helix_core.consolidation import conflicts

PLANNER = SimpleNamespace(tasks=None, meanings=None)


def test_a_decision_taken_is_compared() -> None:
    older = "We decided invoice reminders will be sent through Twilio."
    newer = "Invoice reminder texts moved over to MessageBird last sprint; we're closing the Twilio account."
    assert conflicts.judge(PLANNER, older, newer).relation == "update"  # type: ignore[arg-type]


def test_a_log_line_is_still_no_statement() -> None:
    verdict = conflicts.judge(PLANNER, "Upgraded pytest in the tools repo.",  # type: ignore[arg-type]
                              "Pinned pytest to 8.2 in the tools repo after the plugin broke.")
    assert verdict.relation == "unrelated"
