"""The contradiction judge as the tests ask it: does a note disagree with a statement (update or conflict),
and how does it relate to it?"""

from __future__ import annotations

from types import SimpleNamespace

from helix_core.consolidation import conflicts


def disagrees(fact: str, note: str) -> bool:
    """Whether the $0 judge reads the note as an update or a conflict of the fact (no model asked)."""
    verdict = conflicts.judge(SimpleNamespace(tasks=None), fact, note)  # type: ignore[arg-type]
    return verdict.relation in ("update", "conflict")


def relation(fact: str, note: str) -> str:
    """The $0 judge's relation of the note to the fact: update, conflict, agree or unrelated."""
    return conflicts.judge(SimpleNamespace(tasks=None, meanings=None), fact, note).relation  # type: ignore[arg-type]
