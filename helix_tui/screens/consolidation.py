"""Consolidation: launch a run or a dry run with live progress (Escape cancels), and the history of
runs with their counts."""

from __future__ import annotations

import threading
from typing import Any

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Button, DataTable, Footer, Header, Label, ProgressBar, Static

from helix_core.errors import Cancelled, HelixError, NotAvailable

from ..base import HelixScreen, describe, unavailable
from ..bindings import bindings
from ..format import when
from ..messages import Loaded, RunFinished, RunProgress

SHOWN_COUNTS = ("episodes_considered", "clusters", "proposals", "promoted", "merged", "superseded",
                "reinforced", "contradictions", "reflections", "procedures")


def summarize(counts: dict[str, Any], keys: tuple[str, ...] = SHOWN_COUNTS) -> str:
    return " · ".join(f"{k.replace('_', ' ')} {counts[k]}" for k in keys if counts.get(k))


class ConsolidationScreen(HelixScreen):
    GROUP = "consolidation"
    TITLE_TEXT = "Consolidation"
    BINDINGS = bindings("consolidation")

    def __init__(self) -> None:
        super().__init__(id="consolidation-screen")
        self.cancel_event: threading.Event | None = None
        self.run_key = 0
        self.runs: list[Any] | None = None

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("", classes="notice", id="consolidation-notice")
        with Horizontal(id="run-controls"):
            yield Button("Run  (r)", id="run", variant="primary")
            yield Button("Dry run  (d)", id="dry-run")
            yield Button("Cancel  (esc)", id="cancel", variant="error", disabled=True)
        yield ProgressBar(id="run-progress", show_eta=False)
        yield Label("idle", id="run-stage")
        yield Static("", id="run-result")
        yield Label("History of runs", classes="section")
        yield DataTable(id="runs", cursor_type="row", zebra_stripes=True)
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "Consolidation"
        self.show_notice(None)
        self.query_one(ProgressBar).update(total=1, progress=0)
        for label, width in (("#", 4), ("started", 16), ("trigger", 12), ("kind", 8), ("status", 10), ("counts", 110)):
            self.query_one("#runs", DataTable).add_column(label, width=width)
        self.reload()

    def on_screen_resume(self) -> None:
        self.sub_title = "Consolidation"
        self.reload()

    def reload(self) -> None:
        self.load("runs", self.hx.runs)

    def data_changed(self) -> None:
        if self.cancel_event is None:
            self.reload()

    @on(Loaded)
    def _loaded(self, message: Loaded) -> None:
        if message.tag != "runs" or message.value == self.runs:
            return
        self.runs = list(message.value)
        table = self.query_one("#runs", DataTable)
        table.clear()
        for run in message.value:
            table.add_row(str(run.id or "—"), when(run.started_at), run.trigger,
                          "dry run" if run.dry_run else "run", run.status, summarize(run.counts) or "—")

    # -- running --------------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self.cancel_event is not None

    def action_run(self, dry_run: bool = False) -> None:
        if self.running:
            self.notify("a consolidation is already running", severity="warning")
            return
        self.run_key += 1
        self.cancel_event = threading.Event()
        self._set_running(True, "dry run" if dry_run else "run")
        self.consolidate(self.run_key, dry_run, self.cancel_event)

    @on(Button.Pressed, "#run")
    def _run_pressed(self) -> None:
        self.action_run(False)

    @on(Button.Pressed, "#dry-run")
    def _dry_pressed(self) -> None:
        self.action_run(True)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        if self.cancel_event is not None:
            self.cancel_event.set()
            self.query_one("#run-stage", Label).update("cancelling…")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "cancel":
            return self.running
        if action == "run":
            return not self.running
        return True

    def _set_running(self, running: bool, what: str = "") -> None:
        self.query_one("#run", Button).disabled = running
        self.query_one("#dry-run", Button).disabled = running
        self.query_one("#cancel", Button).disabled = not running
        if running:
            self.query_one(ProgressBar).update(total=None, progress=0)
            self.query_one("#run-stage", Label).update(f"{what}: starting…")
            self.query_one("#run-result", Static).update("")
        self.refresh_bindings()

    @work(thread=True, exit_on_error=False, group="consolidation", exclusive=True)
    def consolidate(self, key: int, dry_run: bool, cancel: threading.Event) -> None:
        """Runs the whole consolidation in this thread; progress arrives as replaceable messages."""

        def progress(*args: Any, **kwargs: Any) -> None:
            done, total, stage = _progress_args(args, kwargs)
            self.post_message(RunProgress(key, done, total, stage))

        try:
            result = self.hx.consolidate(dry_run=dry_run, progress=progress, cancel=cancel)
        except Cancelled:
            self.post_message(RunFinished(key, cancelled=True))
        except HelixError as exc:
            self.post_message(RunFinished(key, error=exc))
        except Exception as exc:  # shown in a modal, never a traceback
            self.post_message(RunFinished(key, error=f"{type(exc).__name__}: {exc}"))
        else:
            cancelled = getattr(result, "status", "") == "cancelled"
            self.post_message(RunFinished(key, result, cancelled=cancelled))
        finally:
            self.hx.release_thread()

    @on(RunProgress)
    def _progress(self, message: RunProgress) -> None:
        if message.run_key != self.run_key:
            return
        bar = self.query_one(ProgressBar)
        if message.total:
            bar.update(total=message.total, progress=message.done)
        self.query_one("#run-stage", Label).update(
            f"{message.stage or 'working'}  {message.done:.0f}/{message.total:.0f}" if message.total
            else message.stage or "working…"
        )

    @on(RunFinished)
    def _finished(self, message: RunFinished) -> None:
        if message.run_key != self.run_key:
            return
        self.cancel_event = None
        self._set_running(False)
        stage = self.query_one("#run-stage", Label)
        if message.error is not None:
            stage.update("failed")
            if isinstance(message.error, NotAvailable):
                self.show_notice(unavailable(message.error))
            else:
                self.helix_app.show_error(describe(message.error), title="Consolidation failed")
        elif message.cancelled:
            stage.update("cancelled: nothing it started was applied")
            self.notify("consolidation cancelled", timeout=3)
        else:
            run = message.value
            bar = self.query_one(ProgressBar)
            bar.update(total=1, progress=1)
            stage.update(f"{'dry run' if run.dry_run else 'run'} #{run.id or '—'} {run.status}")
            self.query_one("#run-result", Static).update(_result_text(run))
        self.reload()


def _progress_args(args: tuple, kwargs: dict) -> tuple[float, float, str]:
    """Accept (done, total), (done, total, stage), (stage, done, total) or keywords."""
    stage = str(kwargs.get("stage", ""))
    numbers = [a for a in args if isinstance(a, (int, float)) and not isinstance(a, bool)]
    words = [a for a in args if isinstance(a, str)]
    if words and not stage:
        stage = words[0]
    done = float(kwargs.get("done", numbers[0] if numbers else 0))
    total = float(kwargs.get("total", numbers[1] if len(numbers) > 1 else 0))
    return done, total, stage


def _result_text(run: Any) -> Text:
    text = Text()
    text.append(f"{'Would propose' if run.dry_run else 'Proposed'} {len(run.proposals)} change(s)", style="bold")
    text.append(f" · {summarize(run.counts)}\n" if summarize(run.counts) else "\n")
    for p in run.proposals[:8]:
        text.append(f"  {p.action:<9}", style="bold")
        text.append(f" {(p.content or ', '.join(p.target_ids))[:110]}\n")
    if len(run.proposals) > 8:
        text.append(f"  … and {len(run.proposals) - 8} more\n", style="dim")
    for note in run.notes[:3]:
        text.append(f"  note: {note}\n", style="dim")
    if not run.dry_run and run.proposals:
        text.append("Review them on the Proposals screen (2).", style="italic")
    return text
