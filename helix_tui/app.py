"""The Helix app: `run_app(hx)` runs it over an open `Helix` (the CLI); tests and scripts build `HelixApp`.

The app works through one `Helix` facade and only its public methods. A long-lived watcher thread polls
the facade's cheap watermark every couple of seconds (so memories captured by other processes
appear), runs the decay sweep now and then, and relays the core's notices; it only posts messages.
Screens do their own work in workers.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from rich import control as rich_control
from textual import content as textual_content
from textual import on, work
from textual.app import App
from textual.screen import Screen
from textual.worker import get_current_worker

from helix_core import Helix, HelixError, terminal
from helix_core.types import Watermark

from .base import call_db
from .bindings import bindings
from .commands import ScreenActions
from .keys import KeyHold
from .messages import DataChanged, Notice, SweepFinished, TriggersDue
from .screens.dialogs import ConfirmScreen, ErrorScreen, KeysScreen
from .undo import UndoStack


def _mode(module: str, name: str) -> Callable[[], Screen]:
    def build() -> Screen:
        import importlib

        return getattr(importlib.import_module(f"helix_tui.screens.{module}"), name)()

    return build


class HelixApp(UndoStack, KeyHold, App[int]):
    """Full-screen review of what the agents have learned."""

    CSS_PATH = "app.tcss"
    TITLE = "Helix"
    COMMANDS = App.COMMANDS | {ScreenActions}
    BINDINGS = bindings("app")
    MODES = {
        "memories": _mode("memories", "MemoriesScreen"),
        "proposals": _mode("proposals", "ProposalsScreen"),
        "review": _mode("review", "ReviewScreen"),
        "quarantine": _mode("quarantine", "QuarantineScreen"),
        "contradictions": _mode("contradictions", "ContradictionsScreen"),
        "consolidation": _mode("consolidation", "ConsolidationScreen"),
    }

    def __init__(
        self,
        hx: Helix,
        *,
        keymap: dict[str, str] | None = None,
        poll_interval: float = 2.0,
        sweep_interval: float = 300.0,
        trigger_interval: float = 60.0,
        watch: bool = True,
        check_ollama: bool = True,
        start_mode: str = "memories",
        review_seed: int | None = None,
    ) -> None:
        # Stored text shows its control characters visibly; it never drives the terminal.
        terminal.extend(getattr(rich_control, "_CONTROL_STRIP_TRANSLATE", None))
        terminal.extend(getattr(textual_content, "_CONTROL_STRIP_TRANSLATE", None))
        super().__init__()
        self.hx = hx
        self.keymap_overrides = dict(keymap or {})
        self.poll_interval = poll_interval
        self.sweep_interval = sweep_interval
        self.trigger_interval = trigger_interval
        self.watching = watch
        self.check_ollama = check_ollama
        self.start_mode = start_mode
        self.review_seed = review_seed  # fixed in tests and screenshots: the random sample repeats
        self._stop = threading.Event()
        self._notices_seen = 0
        self.watermark: tuple[Any, ...] | None = None

    def on_mount(self) -> None:
        if self.keymap_overrides:
            self.set_keymap(self.keymap_overrides)
        self.switch_mode(self.start_mode)
        self._relay_notices()
        if self.watching:
            self.watch_database()
        if self.check_ollama:
            self.probe_models()

    def on_unmount(self) -> None:
        self._stop.set()

    # -- navigation and help ------------------------------------------------------------------------

    def action_close_or_quit(self) -> None:
        """q: close a screen opened over a main one (a memory's detail), else leave Helix."""
        if len(self.screen_stack) > 1:
            self.pop_screen()
        else:
            self.exit(0)

    async def action_quit(self) -> None:
        """ctrl+q: leave Helix, first asking (as escape does) when an edit is unsaved."""
        if not any(getattr(screen, "unsaved_edit", lambda: False)() for screen in self.screen_stack):
            self.exit()
            return

        def answered(discard: bool | None) -> None:
            if discard:
                self.exit()

        self.push_screen(ConfirmScreen("Discard your edit?", "The fields you changed will be lost and "
                                       "Helix will close.", "Discard and quit", "Keep editing"), answered)

    def get_system_commands(self, screen: Screen) -> Any:
        """Textual's own palette entries, minus its "Keys" panel: `?` is this app's one Keys entry."""
        for command in super().get_system_commands(screen):
            if command.title != "Keys":
                yield command

    def action_go(self, mode: str) -> None:
        if self.current_mode != mode:
            self.switch_mode(mode)

    def action_keys(self) -> None:
        screen = self.screen
        if isinstance(screen, KeysScreen):
            return
        group = getattr(screen, "GROUP", "") or "app"
        title = getattr(screen, "TITLE_TEXT", "Helix")
        self.push_screen(KeysScreen(group, title, self._keymap_for_display()))

    def _keymap_for_display(self) -> dict[str, str]:
        return dict(self.keymap_overrides)

    def show_error(self, message: str, title: str = "Error") -> None:
        self.push_screen(ErrorScreen(message, title))

    def show_message(self, message: str, title: str) -> None:
        self.push_screen(ErrorScreen(message, title, error=False))

    # -- the database underneath --------------------------------------------------------------------

    @work(thread=True, exit_on_error=False, group="watch", exclusive=True)
    def watch_database(self) -> None:
        """Poll the watermark; run the sweep and relay notices. Posts messages only."""
        worker = get_current_worker()
        hx = self.hx
        last: Watermark | None = None
        next_sweep = time.monotonic() + self.sweep_interval
        next_triggers = time.monotonic() + self.trigger_interval
        try:
            while not worker.is_cancelled:
                try:
                    mark = hx.watermark()
                except HelixError:
                    mark = last
                if last is not None and mark is not None and mark != last:
                    self.post_message(DataChanged(memories=mark.memories, watermark=mark.last_event,
                                                  new=mark.new_memories_since(last),
                                                  held=mark.new_quarantined_since(last)))
                last = mark
                if time.monotonic() >= next_sweep:
                    next_sweep = time.monotonic() + self.sweep_interval
                    ok, result = call_db(hx, hx.sweep, (), {})
                    if ok and (result.archived or result.pruned):
                        self.post_message(SweepFinished(result.archived, result.pruned))
                if time.monotonic() >= next_triggers:
                    next_triggers = time.monotonic() + self.trigger_interval
                    ok, due = call_db(hx, self._triggers_due, (), {})
                    if ok and due:
                        self.post_message(TriggersDue(due))
                if hx.new_notices(self._notices_seen):
                    self.post_message(Notice(""))
                # On a server, a write anywhere ends the wait at once (LISTEN/NOTIFY); on a file, a poll.
                if hx.wait_for_change(self.poll_interval, self._stop):
                    break
        finally:
            hx.release_thread()

    def _triggers_due(self) -> int:
        """Enqueue the budget and schedule triggers when due; how many runs are queued."""
        self.hx.check_triggers()
        return len(self.hx.pending_triggers())

    @on(TriggersDue)
    def _triggers(self, message: TriggersDue) -> None:
        self.drain_triggers()

    @work(thread=True, exit_on_error=False, group="triggers", exclusive=True)
    def drain_triggers(self) -> None:
        """Run the queued consolidation (budget, session end, schedule) without blocking anything."""
        ok, runs = call_db(self.hx, self.hx.drain_triggers, (), {"cancel": self._stop})
        if ok and runs:
            proposals = sum(len(r.proposals) for r in runs)
            self.post_message(Notice(f"consolidation ran ({runs[0].trigger}): {proposals} proposal(s) "
                                     "wait for review", "information"))

    @on(DataChanged)
    def _data_changed(self, message: DataChanged) -> None:
        self.notify_new(message.new, message.held)
        for screen in self.screen_stack:
            refresh = getattr(screen, "data_changed", None)
            if callable(refresh) and screen is self.screen:
                refresh()

    def notify_new(self, new: int, held: int) -> None:
        """Say what arrived: captures go to Memories, imports and suspicious notes to Quarantine."""
        held = min(held, new)
        captured = new - held
        if captured:
            self.notify(f"{captured} new memor{'y' if captured == 1 else 'ies'} captured", timeout=3)
        if held:
            self.notify(f"{held} new memor{'y waits' if held == 1 else 'ies wait'} in Quarantine (4) for "
                        "your review", timeout=5)

    @on(SweepFinished)
    def _swept(self, message: SweepFinished) -> None:
        self.notify(f"decay sweep: {message.archived} archived, {message.pruned} pruned", timeout=4)

    @on(Notice)
    def _notice(self, message: Notice) -> None:
        if message.text:
            self.notify(message.text, severity=message.severity, timeout=8)  # type: ignore[arg-type]
        self._relay_notices()

    def _relay_notices(self) -> None:
        notices = self.hx.new_notices(self._notices_seen)
        for text in notices:
            self.notify(text, severity="warning", timeout=8)
        self._notices_seen += len(notices)

    @work(thread=True, exit_on_error=False, group="probe")
    def probe_models(self) -> None:
        """Ollama is optional: when it is unreachable, say so once (features degrade, nothing breaks)."""
        ok, status = call_db(self.hx, self.hx.model_status, (), {})
        if ok:
            for text in status.notices:
                self.post_message(Notice(text, "warning"))

def run_app(hx: Helix) -> int:
    """Run the app over an open `Helix` until the person quits (the caller closes it); the exit code."""
    app = HelixApp(hx)
    return int(app.run() or app.return_code or 0)
