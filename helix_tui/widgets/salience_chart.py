"""Salience over time, drawn with block characters: the past replayed from history, the future
projected, the retrieval floor as a line, "now" as a marker, and the day it crosses the floor named.

All chart state lives on the widget (no module-global plotting state).
"""

from __future__ import annotations

from datetime import datetime

from rich.console import RenderableType
from rich.text import Text
from textual.widget import Widget

BLOCKS = " ▁▂▃▄▅▆▇█"


class SalienceChart(Widget):
    DEFAULT_CSS = """
    SalienceChart { height: 10; width: 1fr; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.points: list[tuple[datetime, float]] = []
        self.now: datetime | None = None
        self.floor = 0.05
        self.fades_at: datetime | None = None
        self.never_fades = False
        self.reason = ""
        self.caption = ""

    def set_data(self, points: list[tuple[datetime, float]], now: datetime, floor: float,
                 fades_at: datetime | None, never_fades: bool, reason: str = "") -> None:
        """`reason` says why a memory that never fades does not (pinned, a lasting shape)."""
        self.points = points
        self.now = now
        self.floor = floor
        self.fades_at = fades_at
        self.never_fades = never_fades
        self.reason = reason
        self.refresh()

    def crossed_at(self) -> datetime | None:
        """When the past curve last fell below the floor (for a memory already faded)."""
        crossed = None
        previous = None
        for moment, value in self.points:
            if self.now is not None and moment > self.now:
                break
            if previous is not None and previous >= self.floor > value:
                crossed = moment
            previous = value
        return crossed

    def _sample(self, width: int) -> list[tuple[datetime, float]]:
        n = len(self.points)
        if n == 0 or width <= 0:
            return []
        return [self.points[min(n - 1, int(i * n / width))] for i in range(width)]

    def summary(self) -> str:
        if not self.points or self.now is None:
            return ""
        if self.never_fades:
            return f"does not decay ({self.reason or 'pinned, or a shape with no half-life'})"
        if self.fades_at is None:
            return f"stays above the floor {self.floor:.2f}"
        seconds = (self.fades_at - self.now).total_seconds()
        if seconds <= 0:
            crossed = self.crossed_at()
            if crossed is not None:
                return f"fell below the floor {self.floor:.2f} on {crossed:%Y-%m-%d}"
            return f"below the floor {self.floor:.2f} since before {self.points[0][0]:%Y-%m-%d}"
        when = self.fades_at.strftime("%Y-%m-%d")
        if seconds < 86400:
            return f"crosses the floor {self.floor:.2f} today, at {self.fades_at:%H:%M}"
        days = seconds / 86400
        return f"crosses the floor {self.floor:.2f} on {when} (in {days:.0f} day{'s' if round(days) != 1 else ''})"

    def render(self) -> RenderableType:
        if not self.points or self.now is None:
            return Text("no salience data yet", style="dim")
        if self.never_fades:
            return self._render_flat()
        label_w = 5
        width = max(10, self.size.width - label_w - 1)
        height = max(3, self.size.height - 2)
        samples = self._sample(width)
        top = max(max(v for _, v in samples), self.floor * 2, 0.1) * 1.05
        floor_row = min(height - 1, int(self.floor / top * height))
        start, end = samples[0][0], samples[-1][0]
        span = (end - start).total_seconds() or 1.0
        now_col = int((self.now - start).total_seconds() / span * (width - 1))
        fade_col = None
        if self.fades_at is not None and start <= self.fades_at <= end:
            fade_col = int((self.fades_at - start).total_seconds() / span * (width - 1))
        colours = self.app.theme_variables
        accent = f"bold {colours.get('accent', 'cyan')}"
        future = colours.get("primary", "blue")
        floor_style = colours.get("error", "red")
        lines: list[Text] = []
        for row in range(height - 1, -1, -1):
            line = Text()
            if row == height - 1:
                line.append(f"{top:>4.2f} ", style="dim")
            elif row == floor_row:
                line.append(f"{self.floor:>4.2f} ", style=floor_style)
            elif row == 0:
                line.append(f"{0:>4.2f} ", style="dim")
            else:
                line.append(" " * label_w)
            for col, (_, value) in enumerate(samples):
                level = value / top * height - row
                style = accent if col <= now_col else future
                if level >= 1:
                    ch = "█"
                elif level > 0:
                    ch = BLOCKS[max(1, int(level * 8))]
                else:
                    ch = " "
                if ch == " ":
                    if col == now_col:
                        line.append("│", style="dim")
                    elif col == fade_col:
                        line.append("┆", style=floor_style)
                    elif row == floor_row:
                        line.append("─", style=floor_style)
                    else:
                        line.append(" ")
                else:
                    line.append(ch, style=style)
            lines.append(line)
        axis = Text(" " * label_w)
        left = start.strftime("%m-%d")
        right = end.strftime("%m-%d")
        axis_chars = [" "] * width
        for i, c in enumerate(left):
            if i < width:
                axis_chars[i] = c
        for i, c in enumerate(right):
            pos = width - len(right) + i
            if 0 <= pos < width:
                axis_chars[pos] = c
        now_label = "now"
        pos = max(len(left) + 1, min(width - len(right) - len(now_label) - 1, now_col - 1))
        for i, c in enumerate(now_label):
            if 0 <= pos + i < width:
                axis_chars[pos + i] = c
        axis.append("".join(axis_chars), style="dim")
        lines.append(axis)
        caption = Text(" " * label_w)
        caption.append("past ", style=accent)
        caption.append("projected ", style=future)
        caption.append("floor  ", style=floor_style)
        caption.append(self.summary(), style="bold")
        lines.append(caption)
        return Text("\n").join(lines)

    def _render_flat(self) -> Text:
        """A memory that does not decay: a flat line at its salience and the reason, not a solid
        block of the same height everywhere."""
        value = self.points[-1][1]
        width = max(10, self.size.width - 6)
        accent = f"bold {self.app.theme_variables.get('accent', 'cyan')}"
        text = Text()
        text.append(f"{value:>4.2f} ", style="dim")
        text.append("━" * width, style=accent)
        text.append("\n\n")
        text.append(f"     salience stays at {value:.2f}: it {self.summary()}", style="bold")
        later = ("it starts to fade once it is unpinned" if self.reason == "pinned" else
                 "it changes only when penalized, edited or superseded")
        text.append(f"\n     {later}", style="dim")
        return text
