"""One registry of every action in the app: id, key, description, tooltip.

Screens take their `BINDINGS` from here, the footer and the `?` panel show them, the command palette
offers them, and any key can be remapped by id (`HelixApp(hx, keymap={"detail.reinforce": "R"})`).

The `nav` keys (1–6, ?, z, q) lead every screen's bindings, so the footer shows them first, the six
screens as one compact group ("1 2 3 4 5 6 screens"): they fit at 80 columns beside the screen's own.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.binding import Binding


@dataclass(frozen=True)
class ActionSpec:
    id: str
    key: str
    action: str
    description: str
    tooltip: str
    show: bool = True
    priority: bool = False
    footer_group: str = ""  # consecutive actions with one footer group show as keys then this label


def _a(group: str, name: str, key: str, action: str, description: str, tooltip: str,
       show: bool = True, priority: bool = False, footer_group: str = "") -> ActionSpec:
    return ActionSpec(f"{group}.{name}", key, action, description, tooltip, show, priority, footer_group)


SCREENS = "screens"


REGISTRY: dict[str, tuple[ActionSpec, ...]] = {
    "app": (
        _a("app", "memories", "1", "app.go('memories')", "Memories", "Browse and search every memory",
           footer_group=SCREENS),
        _a("app", "proposals", "2", "app.go('proposals')", "Proposals", "Pending consolidation proposals",
           footer_group=SCREENS),
        _a("app", "review", "3", "app.go('review')", "Review", "Guided review session", footer_group=SCREENS),
        _a("app", "quarantine", "4", "app.go('quarantine')", "Quarantine",
           "Imported and suspicious memories waiting for a decision", footer_group=SCREENS),
        _a("app", "contradictions", "5", "app.go('contradictions')", "Flags",
           "Contradictions and other flagged pairs", footer_group=SCREENS),
        _a("app", "consolidation", "6", "app.go('consolidation')", "Consolidate",
           "Run consolidation and see past runs", footer_group=SCREENS),
        _a("app", "keys", "question_mark", "app.keys", "Keys", "Show the keys of this screen"),
        _a("app", "undo", "z,ctrl+z", "app.undo", "Undo", "Undo the last change you made (on any screen)"),
        _a("app", "close", "q", "app.close_or_quit", "Close/quit",
           "Close this screen (a memory's detail), or leave Helix from a main screen", show=False),
        _a("app", "quit", "ctrl+q", "app.quit", "Quit", "Leave Helix", priority=True, show=False),
    ),
    "lists": (
        _a("lists", "down", "j", "cursor_down", "Down", "Next row", show=False),
        _a("lists", "up", "k", "cursor_up", "Up", "Previous row", show=False),
    ),
    "table": (
        _a("table", "down", "down,j", "cursor_down", "Down", "Next row", show=False),
        _a("table", "up", "up,k", "cursor_up", "Up", "Previous row", show=False),
        _a("table", "page_down", "pagedown", "page_down", "Page down", "Next page", show=False),
        _a("table", "page_up", "pageup", "page_up", "Page up", "Previous page", show=False),
        _a("table", "first", "home,g", "first", "First", "First row", show=False),
        _a("table", "last", "end,G", "last", "Last", "Last row", show=False),
        _a("table", "select", "enter", "select", "Open", "Open the highlighted row", show=False),
    ),
    "memories": (
        _a("memories", "search", "slash", "focus_search", "Search", "Full-text search (or semantic, see m)"),
        _a("memories", "mode", "m", "toggle_mode", "Text/semantic",
           "Switch search between full-text (FTS5) and semantic (vectors)"),
        _a("memories", "filters", "f", "focus_filters", "Filters", "Filter by kind, shape, scope and status"),
        _a("memories", "sort", "s", "cycle_sort", "Sort", "Sort by the next column"),
        _a("memories", "reverse", "S", "reverse_sort", "Reverse", "Reverse the sort order"),
        _a("memories", "clear", "escape", "clear", "Clear", "Clear search and filters"),
        _a("memories", "open", "enter", "open", "Open", "Open the highlighted memory"),
        _a("memories", "refresh", "ctrl+r", "refresh", "Refresh", "Reload from the database"),
    ),
    "detail": (
        _a("detail", "back", "escape", "back", "Back", "Back to the previous screen"),
        _a("detail", "edit", "e", "edit", "Edit", "Edit content and fields in place"),
        _a("detail", "save", "ctrl+s", "save", "Save", "Save the edit (recorded in history)", priority=True),
        _a("detail", "reinforce", "r", "reinforce", "Reinforce", "Reinforce (SM-2, quality 5: keep)"),
        _a("detail", "penalize", "p", "penalize", "Penalize", "Lower importance by 0.1"),
        _a("detail", "pin", "P", "pin", "Pin", "Pin or unpin: pinned memories never decay"),
        _a("detail", "archive", "a", "archive", "Archive", "Archive (leaves default recall, stays on disk)"),
        _a("detail", "forget", "f", "forget", "Forget", "Soft forget (restorable)"),
        _a("detail", "restore", "u", "restore", "Restore", "Restore a forgotten or archived memory"),
        _a("detail", "hard_forget", "F", "hard_forget", "Hard forget",
           "Remove every trace (asks you to type the id)"),
        _a("detail", "follow", "o", "follow", "Follow edge", "Open the memory at the other end of the edge"),
    ),
    "proposals": (
        _a("proposals", "approve", "a", "approve", "Approve", "Approve the highlighted (or selected) proposals"),
        _a("proposals", "edit", "e", "edit_approve", "Edit+approve", "Edit the content, then approve"),
        _a("proposals", "reject", "x", "reject", "Reject", "Reject the highlighted (or selected) proposals"),
        _a("proposals", "merge", "M", "merge", "Merge", "Merge the selected proposals into one"),
        _a("proposals", "select", "space", "toggle_select", "Select", "Select for a batch action"),
        _a("proposals", "select_all", "ctrl+a", "select_all", "Select all", "Select every pending proposal"),
        _a("proposals", "open", "o", "open_grounding", "Open episode", "Open the highlighted grounding episode"),
        _a("proposals", "refresh", "ctrl+r", "refresh", "Refresh", "Reload from the database"),
    ),
    "review": (
        _a("review", "keep", "k", "decide('keep')", "Keep", "Keep: reinforce (quality 5)"),
        _a("review", "merge", "m", "decide('merge')", "Merge", "Merge into the most similar memory"),
        _a("review", "extract", "x", "decide('extract')", "Extract", "Extract a fact from it"),
        _a("review", "edit", "e", "edit", "Edit", "Edit the content, then keep"),
        _a("review", "skip", "s", "decide('skip')", "Skip", "Leave it for now"),
        _a("review", "archive", "a", "decide('archive')", "Archive", "Archive it"),
        _a("review", "restart", "ctrl+r", "restart", "New session", "Build a new review queue"),
    ),
    "quarantine": (
        _a("quarantine", "approve", "a", "approve", "Approve",
           "Release the highlighted (or selected) memories into the active ones"),
        _a("quarantine", "reject", "x", "reject", "Reject",
           "Reject the highlighted (or selected) memories (they are soft-forgotten)"),
        _a("quarantine", "duplicates", "D", "reject_duplicates", "Reject duplicates",
           "Reject every held memory whose text is already in the store"),
        _a("quarantine", "select", "space", "toggle_select", "Select", "Select for a batch action"),
        _a("quarantine", "select_all", "ctrl+a", "select_all", "Select all", "Select every held memory"),
        _a("quarantine", "refresh", "ctrl+r", "refresh", "Refresh", "Reload from the database"),
    ),
    "contradictions": (
        _a("contradictions", "keep_a", "a", "resolve('keep_a')", "Keep left",
           "Keep the left memory; the right one is superseded"),
        _a("contradictions", "keep_b", "b", "resolve('keep_b')", "Keep right",
           "Keep the right memory; the left one is superseded"),
        _a("contradictions", "supersede", "s", "resolve('supersede')", "Supersede",
           "The newer one supersedes the older (the older gets valid_to)"),
        _a("contradictions", "keep_both", "B", "resolve('keep_both_scoped')", "Keep both",
           "Both stay true, each in a scope you choose"),
        _a("contradictions", "refresh", "ctrl+r", "refresh", "Refresh", "Reload from the database"),
    ),
    "consolidation": (
        _a("consolidation", "run", "r", "run(False)", "Run", "Consolidate now (proposals wait for review)"),
        _a("consolidation", "dry_run", "d", "run(True)", "Dry run", "Show what a run would change, write nothing"),
        _a("consolidation", "cancel", "escape", "cancel", "Cancel", "Cancel the running consolidation"),
        _a("consolidation", "refresh", "ctrl+r", "refresh", "Refresh", "Reload the history of runs"),
    ),
}


def specs(group: str) -> tuple[ActionSpec, ...]:
    return REGISTRY[group]


_GROUPS: dict[str, Binding.Group] = {}


def bindings(*groups: str) -> list[Binding]:
    """Textual `Binding`s for the actions of `groups`, each with its id and tooltip."""
    out: list[Binding] = []
    for group in groups:
        for spec in REGISTRY[group]:
            footer = _GROUPS.setdefault(spec.footer_group, Binding.Group(spec.footer_group)) \
                if spec.footer_group else None
            out.append(
                Binding(spec.key, spec.action, spec.description, show=spec.show, id=spec.id,
                        tooltip=spec.tooltip, priority=spec.priority, group=footer)
            )
    return out


def display_key(key: str) -> str:
    names = {"question_mark": "?", "slash": "/", "space": "space", "escape": "esc"}
    return ",".join(names.get(k, k) for k in key.split(","))
