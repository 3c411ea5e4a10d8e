"""Review session: one memory at a time — those about to fade, new ones never reviewed, a random
sample — and a decision for each: KEEP, MERGE, EXTRACT, EDIT, SKIP or ARCHIVE.

A decision moves on to the next memory at once (the database catches up in a thread), so quick
presses each decide the memory that was on screen. MERGE first shows what it will do (see
`screens.merge`). Undoing a decision (z) brings its memory back on screen.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Footer, Header, Label, ProgressBar, Static

from ..bindings import bindings
from ..format import salience_cell, when
from ..messages import Done, Failed, Loaded
from .dialogs import TextEditScreen
from .merge import MergeScreen
from .queue import QueueScreen


def merge_choices(hx: Any, memory_id: str) -> list[tuple[Any, Any]]:
    """The nearest memories it could merge with, each with the merge's plan (read-only)."""
    return [(other, hx.merge_preview([memory_id, other.id])) for other in hx.merge_candidates(memory_id)]


def vanished(hx: Any, memory_ids: list[str]) -> set[str]:
    """Those of the memories that no longer exist (hard-forgotten)."""
    return {memory_id for memory_id in memory_ids if not hx.exists(memory_id)}


REASONS = {
    "decaying": "about to fall below the retrieval floor",
    "new": "new, never reviewed",
    "sample": "a random sample",
}


class ReviewScreen(QueueScreen):
    GROUP = "review"
    TITLE_TEXT = "Review session"
    BINDINGS = bindings("review")
    LIVE = False  # a session walks the queue it was built with; ctrl+r builds a new one

    def __init__(self) -> None:
        super().__init__(id="review-screen")
        self.queue: list[Any] = []
        self.position = 0
        self.tally: Counter[str] = Counter()
        self.preparing = False  # a merge preview is being read: decisions wait for it
        self.decided: dict[str, str] = {}  # memory id -> decision, for undo

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("", classes="notice", id="review-notice")
        yield ProgressBar(id="review-progress", show_eta=False)
        yield Label("", id="review-count")
        with VerticalScroll(id="review-card"):
            yield Static("", id="review-why")
            yield Static("", id="review-memory")
        yield Footer()

    def fetch(self) -> list[Any]:
        seed = getattr(self.app, "review_seed", None)
        return self.hx.review_queue(**({"seed": seed} if seed is not None else {}))

    def data_changed(self) -> None:
        """The database changed underneath: memories still to decide that were hard-forgotten
        elsewhere leave the session (the session itself stays; ctrl+r builds a new one)."""
        ahead = [item.memory.id for item in self.queue[self.position:]]
        if ahead:
            self.load("vanished", vanished, self.hx, ahead)

    def on_screen_resume(self) -> None:
        super().on_screen_resume()
        self.data_changed()

    @on(Loaded)
    def _vanished_loaded(self, message: Loaded) -> None:
        if message.tag != "vanished" or not message.value:
            return
        gone: set[str] = message.value
        self.queue = self.queue[:self.position] + [
            item for item in self.queue[self.position:] if item.memory.id not in gone]
        self.query_one(ProgressBar).update(total=max(1, len(self.queue)), progress=self.position)
        self._show()

    def action_restart(self) -> None:
        self.reload()

    def queue_loaded(self, items: list[Any]) -> None:
        self.queue = items
        self.position = 0
        self.tally.clear()
        self.decided.clear()
        self.query_one(ProgressBar).update(total=max(1, len(self.queue)), progress=0)
        self._show()

    @property
    def item(self) -> Any | None:
        return self.queue[self.position] if self.position < len(self.queue) else None

    def _show(self) -> None:
        done = ", ".join(f"{k.lower()} {v}" for k, v in sorted(self.tally.items())) or "nothing decided yet"
        self.query_one("#review-count", Label).update(
            f"  {min(self.position + 1, len(self.queue))} of {len(self.queue)} · {done}"
        )
        item = self.item
        if item is None:
            self.query_one("#review-why", Static).update("")
            self.query_one("#review-memory", Static).update(
                "The review queue is empty. ctrl+r builds a new session." if not self.queue else
                f"Session finished: {done}. ctrl+r builds a new one."
            )
            return
        m = item.memory
        why = Text()
        why.append(f"Why now: {REASONS.get(item.reason, item.reason)}", style="bold")
        fades = f" · fades {when(item.fades_at)}" if item.fades_at else " · does not fade"
        why.append("   salience ")
        why.append_text(salience_cell(item.salience))
        why.append(fades)
        self.query_one("#review-why", Static).update(why)
        body = Text()
        body.append(f"{m.id}\n", style="bold")
        body.append(f"{m.kind} · {m.shape} · {m.scope} · {m.status} · importance {m.importance:.2f} · "
                    f"confidence {m.confidence:.2f} · recorded {when(m.recorded_at)}\n\n", style="dim")
        body.append(m.content)
        self.query_one("#review-memory", Static).update(body)

    def action_decide(self, decision: str, content: str | None = None) -> None:
        item = self.item
        if item is None or self.preparing:
            return
        decision = decision.upper()
        memory_id = item.memory.id
        if decision == "EXTRACT" and content is None:
            def extracted(text: str | None) -> None:
                if text is not None:
                    self.action_decide("extract", content=text)

            self.app.push_screen(TextEditScreen(item.memory.content, "Extract a fact from this memory",
                                                "Extract"), extracted)
            return
        if decision == "MERGE":
            self.preparing = True
            self.load("merge", merge_choices, self.hx, memory_id)
            return
        kwargs = {"content": content} if content is not None else {}
        self._commit(decision, lambda: self.hx.review(memory_id, decision, **kwargs))

    def _commit(self, decision: str, fn: Any) -> None:
        """Decide the memory on screen and move on to the next one now."""
        item = self.item
        assert item is not None
        self.decided[item.memory.id] = decision
        self.perform(decision, f"{decision.lower()} {item.memory.id} (review)", fn, memories=[item.memory.id])
        self.position += 1
        self.query_one(ProgressBar).update(progress=self.position)
        self._show()

    @on(Loaded)
    def _merge_loaded(self, message: Loaded) -> None:
        if message.tag != "merge":
            return
        self.preparing = False
        item = self.item
        if item is None:
            return
        if not message.value:
            self.notify(f"nothing similar to {item.memory.id} in {item.memory.scope} to merge with",
                        severity="warning", timeout=4)
            return
        memory_id = item.memory.id

        def chosen(other: str | None) -> None:
            if other and self.item is item:
                self._commit("MERGE", lambda: self.hx.review(memory_id, "MERGE", merge_with=[other]))

        self.app.push_screen(MergeScreen(item.memory, message.value), chosen)

    def action_edit(self) -> None:
        item = self.item
        if item is None or self.preparing:
            return

        def edited(text: str | None) -> None:
            if text is not None and self.item is item:
                self.action_decide("edit", content=text)

        self.app.push_screen(TextEditScreen(item.memory.content, f"Edit {item.memory.id}"), edited)

    @on(Done)
    def _done(self, message: Done) -> None:
        self.tally[message.tag] += 1
        self._show()
        if message.tag == "MERGE" and message.value is not None:
            self.notify(f"merged: {message.value.id} stays ({message.value.kind}"
                        f"{', pinned' if message.value.pinned else ''}) · z undoes", timeout=4)

    def handle_failure(self, message: Failed) -> bool:
        if message.tag == "merge":
            self.preparing = False
        return super().handle_failure(message)

    def undone(self, step: Any) -> None:
        """Back to the earliest memory the undone step decided, if it is in this session."""
        positions = [i for i, it in enumerate(self.queue[: self.position]) if it.memory.id in step.memories]
        for i in positions:
            decision = self.decided.pop(self.queue[i].memory.id, None)
            if decision and self.tally[decision] > 0:
                self.tally[decision] -= 1
        if positions:
            self.position = min(positions)
            self.query_one(ProgressBar).update(progress=self.position)
            self._show()
