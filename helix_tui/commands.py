"""The command palette offers the actions of the screen you are on (and the app's), nothing else."""

from __future__ import annotations

from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

from .bindings import REGISTRY, display_key


class ScreenActions(Provider):
    def _actions(self) -> list[tuple[str, str, str, str]]:
        screen = self.screen
        group = getattr(screen, "GROUP", "")
        keymap = getattr(self.app, "keymap_overrides", {})
        out = []
        for name in (group, "app"):
            if not name:
                continue
            for spec in REGISTRY[name]:
                if name != "app" and screen.check_action(spec.action.split("(")[0], ()) is False:
                    continue
                key = display_key(keymap.get(spec.id, spec.key).split(",")[0])
                out.append((f"{spec.description} ({key})", spec.tooltip, spec.action, name))
        return out

    async def _run(self, action: str, group: str) -> None:
        target = self.app if group == "app" else self.screen
        await self.app.run_action(action.removeprefix("app."), target)

    async def discover(self) -> Hits:
        for title, help_text, action, group in self._actions():
            yield DiscoveryHit(title, partial(self._run, action, group), help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, help_text, action, group in self._actions():
            score = max(matcher.match(title), matcher.match(help_text) * 0.8)
            if score > 0:
                yield Hit(score, matcher.highlight(title), partial(self._run, action, group), help=help_text)
