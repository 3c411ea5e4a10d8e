"""The context block: what an agent should know when a session starts, within a character budget.

Rules a person stands behind come first (conventions and preferences, decisions, procedures), then
recent lessons, then recent notes not yet consolidated. Each line carries the memory's id (so the
agent can reinforce or penalize it) and a short why. Only active, currently valid memories are
shown: nothing quarantined, forgotten, archived or superseded. A memory with an open contradiction
flag or a pending supersession is shown marked, never hidden: a person has not decided yet.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import TYPE_CHECKING

from ..errors import InvalidInput
from ..kinds import visible_scopes
from .text import ITEM_CHARS, one_line

if TYPE_CHECKING:
    from ..helix import Helix
    from ..types import Memory

DEFAULT_BUDGET = 8_000
MIN_BUDGET = 200
MAX_BUDGET = 200_000
PER_KIND = 40  # candidates read per kind and scope (by salience); more never fit a budget
NOTE_DAYS = 14  # "recent notes" reach back this far
NOTE_MIN_IMPORTANCE = 0.5

# (section title, kinds, ordered by): the first sections are what a person stands behind.
SECTIONS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    ("Conventions and preferences", ("convention", "preference", "identity"), "salience"),
    ("Decisions", ("decision",), "salience"),
    ("Procedures", ("procedure", "snippet"), "salience"),
    ("Recent lessons", ("fact", "insight", "project", "entity"), "recorded_at"),
)
NOTES_TITLE = "Recent notes (not yet reviewed)"

ORIGIN_WHY = {
    "user-asserted": "stated by the user",
    "agent-ingested": "noted by an agent",
    "derived": "distilled from episodes",
    "imported": "imported",
}


@dataclass(frozen=True)
class ContextItem:
    id: str
    kind: str
    scope: str
    section: str
    content: str
    why: str
    disputed: str | None  # why it is marked, when a person still has to decide about it
    line: str


@dataclass(frozen=True)
class ContextBlock:
    scope: str
    budget: int
    text: str
    items: list[ContextItem] = field(default_factory=list)
    left_out: int = 0  # candidates that did not fit the budget
    seconds: float = 0.0

    @property
    def ids(self) -> list[str]:
        return [i.id for i in self.items]


def check_budget(budget: int) -> int:
    if isinstance(budget, bool) or not isinstance(budget, int) or not MIN_BUDGET <= budget <= MAX_BUDGET:
        raise InvalidInput(f"budget must be a whole number of characters from {MIN_BUDGET} to {MAX_BUDGET}, "
                           f"got {budget!r}")
    return budget


def disputes(hx: Helix) -> dict[str, str]:
    """Memory id → why it is marked: an open contradiction flag, or a pending supersession."""
    marks: dict[str, str] = {}
    for flag in hx.flags("open"):
        for mine, other in ((flag.a_id, flag.b_id), (flag.b_id, flag.a_id)):
            if mine and mine not in marks:
                marks[mine] = f"DISPUTED: open flag #{flag.id}" + (f" against {other}" if other else "")
    for proposal in hx.proposals("pending", action="SUPERSEDE"):
        newer = proposal.attributes.get("by") or next(iter(proposal.grounding), None)
        for target in proposal.target_ids:
            marks.setdefault(target, f"MAY BE OUTDATED: proposal #{proposal.id} would supersede it"
                                     + (f" with {newer}" if newer else ""))
    return marks


def why(memory: Memory, salience: float) -> str:
    parts = [memory.kind, ORIGIN_WHY.get(memory.origin, memory.origin)]
    if memory.reviewed_at is not None:
        parts.append("reviewed")
    if memory.pinned:
        parts.append("pinned")
    if memory.access_count:
        parts.append(f"recalled {memory.access_count}×")
    if memory.scope == "global":
        parts.append("global")
    parts.append(f"salience {salience:.2f}")
    return ", ".join(parts)


def _candidates(hx: Helix, scope: str, kinds: Iterable[str], order: str) -> list[tuple[Memory, float]]:
    found: list[tuple[Memory, float]] = []
    # A kind no memory has is skipped by a count on its own index: listing it by scope and status
    # would scan the whole project (about 45 ms at 100k memories) to find nothing.
    present = [kind for kind in kinds if hx.count(kind=kind)]
    for s in visible_scopes(scope):
        for kind in present:
            found += hx.list(scope=s, kind=kind, status="active", order=order, limit=PER_KIND)
    found = [(m, sal) for m, sal in found if m.valid_to is None]
    if order == "recorded_at":
        found.sort(key=lambda x: (not x[0].pinned, -x[0].recorded_at.timestamp(), x[0].id))
    else:
        found.sort(key=lambda x: (not x[0].pinned, -x[1], x[0].id))
    return found


def _notes(hx: Helix, scope: str) -> list[tuple[Memory, float]]:
    """Recent episodes: everything the user stated, then what agents noted that rated important."""
    since = hx.now() - timedelta(days=NOTE_DAYS)
    found = [(m, sal) for s in visible_scopes(scope)
             for m, sal in hx.list(scope=s, kind="episode", status="active", order="recorded_at", limit=PER_KIND)
             if m.recorded_at >= since and m.consolidated_at is None  # else its lesson says it
             and (m.origin == "user-asserted" or m.importance >= NOTE_MIN_IMPORTANCE)]
    found.sort(key=lambda x: (x[0].origin != "user-asserted", -x[0].recorded_at.timestamp(), x[0].id))
    return found


def build_context(hx: Helix, scope: str, budget: int = DEFAULT_BUDGET, *,
                  exclude: Iterable[str] = ()) -> ContextBlock:
    """The block for an agent starting work in `scope`, at most `budget` characters long."""
    started = time.perf_counter()
    check_budget(budget)
    marks = disputes(hx)
    skip = set(exclude)
    shown: set[str] = set()  # the same words twice (a repeated note) are shown once
    header = (f"# Helix memory for {scope}\n"
              "Ids are for the helix MCP tools (reinforce when a memory helped, penalize when it misled). "
              "Entries marked DISPUTED or MAY BE OUTDATED await a person's decision; prefer the newer one.\n")
    if len(header) > budget // 4:  # a small budget is for memories, not for the explanation
        header = f"# Helix memory for {scope}\n"
    item_chars = max(60, min(ITEM_CHARS, budget // 4))
    parts = [header]
    used = len(header)
    items: list[ContextItem] = []
    left_out = 0
    groups = [(title, _candidates(hx, scope, kinds, order)) for title, kinds, order in SECTIONS]
    groups.append((NOTES_TITLE, _notes(hx, scope)))
    for title, candidates in groups:
        heading = f"\n## {title}\n"
        opened = False
        for memory, salience in candidates:
            text = one_line(memory.content, item_chars)
            if memory.id in skip or text.casefold() in shown:
                continue
            mark = marks.get(memory.id)
            reason = why(memory, salience)
            line = f"- [{memory.id}] {text} ({reason})"
            if mark:
                line += f" [{mark}]"
            line += "\n"
            cost = len(line) + (0 if opened else len(heading))
            if used + cost > budget:
                left_out += 1
                continue
            if not opened:
                parts.append(heading)
                opened = True
            parts.append(line)
            used += cost
            skip.add(memory.id)
            shown.add(text.casefold())
            items.append(ContextItem(id=memory.id, kind=memory.kind, scope=memory.scope, section=title,
                                     content=memory.content, why=reason, disputed=mark, line=line.rstrip("\n")))
    if not items:
        empty = (f"\n({left_out} memories did not fit in {budget} characters.)\n" if left_out
                 else "\n(Nothing remembered for this project yet.)\n")
        if used + len(empty) <= budget:
            parts.append(empty)
    text = "".join(parts)
    return ContextBlock(scope=scope, budget=budget, text=text, items=items, left_out=left_out,
                        seconds=time.perf_counter() - started)
