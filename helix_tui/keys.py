"""Keys take effect one after another, each on the screen and focus the previous one left.

A terminal hands over a burst of keys at once (a person typing `1/terraform` quickly, `x` six times,
a paste). Textual forwards every key to the widget focused *when the app reads it*, and a key's
effect (a binding that switches the screen, a message that moves the focus, a dialog that opens)
lands on later turns of the event loop. So in a burst, the keys after `1` would reach the old screen
and run as commands there. Here the app lets one key through at a time: it holds the keys behind
it until every widget of the screen has dealt with it (including what it bubbled up and the screen
it switched to or pushed), then replays the next. A person typing never notices the difference.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from textual import events
from textual.app import App
from textual.widget import AwaitMount

HOLD_LIMIT = 2.0  # seconds: a screen that never settles must not swallow the keyboard
MAX_ROUNDS = 12  # settle rounds per key; each round lets every widget drain what it had queued


class KeyHold(App):
    """Mixed into the app before `App`: one key at a time, across screen changes too."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._held: list[events.Key] = []
        self._holds = 0
        self._waits: set[asyncio.Task[None]] = set()

    def hold_keys(self) -> Callable[[], None]:
        """Hold key events until the returned function is called (or `HOLD_LIMIT` passes)."""
        self._holds += 1
        released = False

        def release() -> None:
            nonlocal released
            if released:
                return
            released = True
            self._holds = max(0, self._holds - 1)
            if not self._holds and self._held:
                self.call_later(self._replay_keys)

        self.set_timer(HOLD_LIMIT, release)
        return release

    @property
    def holding_keys(self) -> bool:
        return bool(self._holds or self._held)

    async def on_event(self, event: events.Event) -> None:
        if not isinstance(event, events.Key) or event.is_forwarded:
            await super().on_event(event)
            return
        if self.holding_keys:
            self._held.append(event)  # behind any held keys still waiting: order is kept
            if not self._holds:
                self.call_later(self._replay_keys)
            return
        await self._one_key(event)

    async def _one_key(self, event: events.Key) -> None:
        release = self.hold_keys()
        try:
            await super().on_event(event)
        finally:
            self._settle(release, MAX_ROUNDS)

    async def _replay_keys(self) -> None:
        if self._held and not self._holds:
            await self._one_key(self._held.pop(0))

    def _settle(self, done: Callable[[], None], rounds: int, quiet: int = 0) -> None:
        """Call `done` once the screen's widgets have processed what they had queued: rounds go on
        while any of them still has messages (a key bubbles up one widget per round), until two
        rounds in a row found every widget idle (one may be in the middle of a message)."""
        try:
            widgets = [self, *self.screen.walk_children(with_self=True)]
        except Exception:  # no screen yet, or one being torn down
            done()
            return
        pending = 0

        def tick() -> None:
            nonlocal pending
            pending -= 1
            if pending:
                return
            busy = any(not w._message_queue.empty() or w._pending_message is not None for w in widgets[1:])
            calm = 0 if busy else quiet + 1
            if calm < 2 and rounds > 1:
                self._settle(done, rounds - 1, calm)
            else:
                done()

        for widget in widgets:
            if widget.call_later(tick):
                pending += 1
        if not pending:
            done()

    def _release_when_mounted(self, result: Any, release: Callable[[], None]) -> None:
        """Release once `result` (an AwaitMount) has mounted and the screen has settled."""
        if not isinstance(result, AwaitMount):
            self.call_after_refresh(self._settle, release, MAX_ROUNDS)
            return

        async def wait() -> None:
            try:
                await result
            finally:
                self.call_after_refresh(self._settle, release, MAX_ROUNDS)

        task = asyncio.get_running_loop().create_task(wait())
        self._waits.add(task)  # keep a reference until it is done
        task.add_done_callback(self._waits.discard)

    def switch_mode(self, mode: str) -> AwaitMount:
        release = self.hold_keys()
        result = super().switch_mode(mode)
        self._release_when_mounted(result, release)
        return result

    def push_screen(self, *args: Any, **kwargs: Any) -> Any:
        release = self.hold_keys()
        result = super().push_screen(*args, **kwargs)
        self._release_when_mounted(result, release)
        return result
