"""Detail: one memory in full — content, attributes, why Helix believes it, edges, history, and its
salience over time. Edit in place; reinforce, penalize, pin, archive, forget, hard forget."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Grid, Horizontal, Vertical, VerticalScroll
from textual.widgets import (
    DataTable,
    Footer,
    Header,
    Input,
    Label,
    OptionList,
    Select,
    Static,
    TextArea,
)
from textual.widgets.option_list import Option

from helix_core.errors import InvalidInput, NotFound
from helix_core.kinds import DELETION_POLICIES, kinds

from ..base import HelixScreen
from ..bindings import bindings
from ..format import one_line, readable, status_cell, when
from ..messages import Done, Failed, Loaded
from ..widgets.salience_chart import SalienceChart
from .dialogs import ConfirmScreen, HardForgetScreen


@dataclass(frozen=True)
class DetailData:
    memory: Any
    salience: float
    now: datetime
    curve: list[tuple[datetime, float]]
    fades_at: datetime | None
    edges: list[tuple[Any, str, str]]  # (edge, other id, other preview)
    provenance: list[Any]
    history: list[Any]
    grounding: list[tuple[str, str]]


def load_detail(hx: Any, memory_id: str) -> DetailData:
    """Everything the screen shows, read in one go (runs in a worker thread)."""
    memory = hx.get(memory_id)
    now = hx.now()
    fades = hx.fades_at(memory_id)
    since = max(memory.recorded_at, now - timedelta(days=90))
    if since >= now:
        since = now - timedelta(hours=1)
    until = now + timedelta(days=30)
    if fades is not None and now < fades < now + timedelta(days=365):
        until = max(until, fades + (fades - now) * 0.25)
    curve = hx.salience_curve(memory_id, since=since, until=until, points=160)
    edges = []
    grounding = []
    for edge in hx.edges(memory_id):
        other = edge.dst if edge.src == memory_id else edge.src
        try:
            preview = one_line(hx.get(other).content, 90)
        except NotFound:
            preview = "(gone)"
        edges.append((edge, other, preview))
        if edge.relation == "derived_from" and edge.src == memory_id:
            grounding.append((other, preview))
    return DetailData(memory, hx.salience(memory_id), now, curve, fades, edges,
                      hx.provenance(memory_id), hx.history(memory_id, limit=200), grounding)


class DetailScreen(HelixScreen):
    GROUP = "detail"
    TITLE_TEXT = "Memory"
    BINDINGS = bindings("detail", "lists")

    def __init__(self, memory_id: str) -> None:
        super().__init__()
        self.memory_id = memory_id
        self.data: DetailData | None = None
        self.editing = False
        self.forgetting = False  # a hard forget is under way: nothing left to reload
        self.edit_base: Any = None

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="detail"):
            with VerticalScroll(id="detail-left"):
                yield Static("", id="detail-title")
                yield Static("", id="detail-content", markup=False)
                with Vertical(id="editor"):
                    yield Label("content")
                    yield TextArea("", id="edit-content", soft_wrap=True)
                    with Grid(id="edit-fields"):
                        yield Label("kind")
                        yield Select([(k, k) for k in sorted(kinds())], id="edit-kind", allow_blank=False,
                                     compact=True)
                        yield Label("scope")
                        yield Input(id="edit-scope", compact=True)
                        yield Label("importance")
                        yield Input(id="edit-importance", compact=True)
                        yield Label("confidence")
                        yield Input(id="edit-confidence", compact=True)
                        yield Label("deletion policy")
                        yield Select([(p, p) for p in DELETION_POLICIES], id="edit-policy", allow_blank=False,
                                     compact=True)
                    yield Label("ctrl+s saves (recorded in history) · escape discards (asks first)",
                                classes="hint")
                yield Static("", id="detail-fields")
                yield Label("Why does Helix believe this?", classes="section")
                yield Static("", id="detail-why")
                yield Label("Attributes", classes="section")
                yield Static("", id="detail-attributes", markup=False)
            with Vertical(id="detail-right"):
                yield Label("Salience over time", classes="section")
                yield SalienceChart(id="chart")
                yield Label("Edges  (o or enter follows)", classes="section")
                yield OptionList(id="edges")
                yield Label("History", classes="section")
                yield DataTable(id="history", cursor_type="row", zebra_stripes=True)
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = self.memory_id
        self.query_one("#editor").display = False
        table = self.query_one("#history", DataTable)
        table.add_columns("when", "event", "actor", "why / change")
        self.reload()

    def on_screen_resume(self) -> None:
        if self.data is not None and not self.editing and not self.forgetting:
            self.reload()  # back from a followed edge or a dialog: show what changed meanwhile

    def reload(self) -> None:
        self.load("detail", load_detail, self.hx, self.memory_id)

    @on(Loaded)
    def _loaded(self, message: Loaded) -> None:
        if message.tag == "detail":
            self.show(message.value)
        elif message.tag == "check" and self.data is not None:
            fresh = message.value
            if fresh.updated_at != self.data.memory.updated_at and self.editing:
                self.notify("This memory changed elsewhere. Your edit is kept; saving changes only the "
                            "fields you touched.", severity="warning", timeout=6)

    def show(self, data: DetailData) -> None:
        self.data = data
        m = data.memory
        title = Text.assemble(
            (m.id, "bold"), "  ", (f"{m.kind} · {m.shape} · level {m.level}", ""), "  ",
            (m.scope, "italic"), "  ", status_cell(m.status), ("  ◆ pinned" if m.pinned else "", "bold"),
        )
        self.query_one("#detail-title", Static).update(title)
        self.query_one("#detail-content", Static).update(m.content)
        fields = Text()
        rows = [
            ("salience", f"{data.salience:.3f}"), ("importance", f"{m.importance:.2f}"),
            ("confidence", f"{m.confidence:.2f}"), ("origin", m.origin),
            ("half-life", "never decays" if m.half_life is None else f"{m.half_life:.1f} days"),
            ("EF", f"{m.ef:.2f}"), ("accesses", str(m.access_count)),
            ("last access", when(m.last_access_at)), ("recorded", when(m.recorded_at)),
            ("valid", f"{when(m.valid_from)} → {when(m.valid_to) if m.valid_to else 'now'}"),
            ("deletion", m.deletion_policy), ("session", m.session or "—"), ("agent", m.agent or "—"),
            ("embedder", m.embedder or "pending"),
        ]
        for name, value in rows:
            fields.append(f"{name:>12} ", style="dim")
            fields.append(f"{value}\n")
        self.query_one("#detail-fields", Static).update(fields)
        self.query_one("#detail-why", Static).update(self._why(data))
        self.query_one("#detail-attributes", Static).update(
            json.dumps(m.attributes, indent=2, ensure_ascii=False) if m.attributes else "—"
        )
        floor = self.hx.settings.decay.retrieval_floor
        never = m.pinned or m.half_life is None
        reason = "pinned" if m.pinned else f"{m.kind} memories have no half-life"
        self.query_one(SalienceChart).set_data(data.curve, data.now, floor, data.fades_at, never, reason)
        edges = self.query_one("#edges", OptionList)
        highlighted = edges.highlighted
        edges.clear_options()
        for edge, other, preview in data.edges:
            arrow = "→" if edge.src == m.id else "←"
            edges.add_option(Option(f"{arrow} {edge.relation:<14} {other}  {preview}", id=other))
        if not data.edges:
            edges.add_option(Option("no edges", disabled=True))
        elif highlighted is not None:
            edges.highlighted = min(highlighted, len(data.edges) - 1)
        table = self.query_one("#history", DataTable)
        table.clear()
        for event in reversed(data.history):
            table.add_row(event.at.strftime("%Y-%m-%d %H:%M"), event.event, event.actor,
                          self._change(event))

    def _why(self, data: DetailData) -> Text:
        m = data.memory
        out = Text()
        origin = {
            "user-asserted": "a person said so", "agent-ingested": "an agent observed it",
            "imported": "it was imported", "derived": "consolidation derived it",
        }.get(m.origin, m.origin)
        out.append(f"Because {origin}")
        who = [x for x in (f"agent {m.agent}" if m.agent else "", f"session {m.session}" if m.session else "") if x]
        out.append(f" ({', '.join(who)})" if who else "")
        out.append(f" on {when(m.recorded_at)}.\n")
        for p in data.provenance:
            bits = [f"extractor {p.extractor}", p.origin]
            if p.run_id:
                bits.append(f"consolidation run #{p.run_id}")
            if p.ref:
                bits.append(f"ref {p.ref}")
            out.append(f"  • {', '.join(bits)}\n", style="dim")
        if data.grounding:
            out.append(f"Grounded in {len(data.grounding)} episode(s):\n")
            for other, preview in data.grounding[:8]:
                out.append(f"  • {other}: ", style="bold")
                out.append(f"{preview}\n")
        reinforced = sum(1 for e in data.history if e.event in ("reinforced", "accessed", "approved"))
        if reinforced:
            out.append(f"Recalled or reinforced {reinforced} time(s); confidence {m.confidence:.2f}.\n")
        return out

    @staticmethod
    def _change(event: Any) -> str:
        if event.before and event.after:
            keys = [k for k in event.after if k in event.before][:3]
            changes = ", ".join(
                f"{k.replace('_', ' ')}: {one_line(readable(k, event.before[k]), 24)} → "
                f"{one_line(readable(k, event.after[k]), 24)}"
                for k in keys
            )
            return f"{event.rationale + '; ' if event.rationale else ''}{changes}"
        return event.rationale or ""

    # -- live data ------------------------------------------------------------------------------

    def data_changed(self) -> None:
        if self.editing:
            self.load("check", self.hx.get, self.memory_id)
        else:
            self.reload()

    # -- actions --------------------------------------------------------------------------------

    def _change_then_reload(self, tag: str, fn: Any, *args: Any, **kwargs: Any) -> None:
        """Change this memory as one undoable step (z undoes it, here or on any screen)."""
        memory_id = self.memory_id
        self.perform(tag, f"{tag} {memory_id}", lambda: fn(memory_id, *args, **kwargs))

    def handle_failure(self, message: Failed) -> bool:
        gone = isinstance(message.error, NotFound) and message.error.what == "memory"
        if message.tag in ("detail", "check") and gone:
            self.notify(f"{self.memory_id} is gone (hard-forgotten elsewhere)", severity="warning")
            self.dismiss_to_list()
            return True
        if message.tag == "hard_forget":
            self.forgetting = False
        return super().handle_failure(message)

    @on(Done)
    def _done(self, message: Done) -> None:
        labels = {
            "reinforce": "reinforced", "penalize": "penalized", "pin": "pinned", "unpin": "unpinned",
            "archive": "archived", "forget": "forgotten (restore with u)", "restore": "restored",
            "edit": "saved (recorded in history)",
        }
        if message.tag == "hard_forget":
            result = message.value
            self.helix_app.hard_forgotten([result.memory_id, *result.forgotten])
            demoted = ", ".join(result.demoted) if result.demoted else "nothing"
            reached = [f"Demoted: {demoted}."]
            if result.quote_removed:
                reached.append(f"Quote cut out of: {', '.join(result.quote_removed)}.")
            if result.forgotten:
                reached.append(f"Hard-forgotten with it: {', '.join(result.forgotten)}.")
            if result.withdrawn:
                reached.append(f"Proposals withdrawn: {', '.join(map(str, result.withdrawn))}.")
            self.dismiss_to_list()
            self.helix_app.show_message(
                f"{result.memory_id} is gone: its vector, text-index entry and {result.edges_removed} "
                f"edge(s) were removed and its content stripped from history.\n" + "\n".join(reached),
                title="Hard forgotten",
            )
            return
        if message.tag == "edit":
            self.stop_editing()
        self.notify(f"{self.memory_id} {labels.get(message.tag, message.tag)} · z undoes", timeout=3)
        self.reload()

    def dismiss_to_list(self) -> None:
        if len(self.app.screen_stack) > 1:
            self.app.pop_screen()

    def unsaved_edit(self) -> bool:
        """An edit is open and something in it was changed."""
        if not self.editing:
            return False
        try:
            return bool(self.edit_changes())
        except InvalidInput:
            return True  # a half-typed number is a change too

    def action_back(self) -> None:
        if not self.editing:
            self.dismiss_to_list()
            return
        if not self.unsaved_edit():
            self.stop_editing()
            return

        def answered(discard: bool | None) -> None:
            if discard:
                self.stop_editing()
                self.notify("edit discarded", timeout=2)

        self.app.push_screen(ConfirmScreen("Discard your edit?", "The fields you changed will be lost.",
                                           "Discard", "Keep editing"), answered)

    def action_reinforce(self) -> None:
        self._change_then_reload("reinforce", self.hx.reinforce, quality=5)

    def action_penalize(self) -> None:
        self._change_then_reload("penalize", self.hx.penalize, 0.1)

    def action_pin(self) -> None:
        pinned = bool(self.data and self.data.memory.pinned)
        self._change_then_reload("unpin" if pinned else "pin", self.hx.pin, not pinned)

    def action_archive(self) -> None:
        self._change_then_reload("archive", self.hx.archive)

    def action_forget(self) -> None:
        self._change_then_reload("forget", self.hx.forget)

    def action_restore(self) -> None:
        self._change_then_reload("restore", self.hx.restore)

    def action_hard_forget(self) -> None:
        preview = self.data.memory.content if self.data else ""
        try:
            impact = self.hx.hard_forget_impact(self.memory_id)
        except NotFound:
            impact = None  # gone already: the forget itself will say so

        def decided(cascade: str | None) -> None:
            if cascade is not None:
                self.forgetting = True
                self.act("hard_forget", self.hx.forget, self.memory_id, hard=True, cascade=cascade)

        self.app.push_screen(HardForgetScreen(self.memory_id, preview, impact), decided)

    def action_follow(self) -> None:
        edges = self.query_one("#edges", OptionList)
        if edges.highlighted is None:
            self.set_focus(edges)
            if edges.option_count:
                edges.highlighted = 0
            return
        option = edges.get_option_at_index(edges.highlighted)
        if option.id:
            self.app.push_screen(DetailScreen(option.id))

    @on(OptionList.OptionSelected, "#edges")
    def _edge_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            self.app.push_screen(DetailScreen(event.option.id))

    # -- editing --------------------------------------------------------------------------------

    def action_edit(self) -> None:
        if self.data is None or self.editing:
            return
        m = self.data.memory
        self.editing = True
        self.edit_base = m
        self.query_one("#edit-content", TextArea).text = m.content
        self.query_one("#edit-kind", Select).value = m.kind
        self.query_one("#edit-scope", Input).value = m.scope
        self.query_one("#edit-importance", Input).value = f"{m.importance:.2f}"
        self.query_one("#edit-confidence", Input).value = f"{m.confidence:.2f}"
        self.query_one("#edit-policy", Select).value = m.deletion_policy
        self.query_one("#detail-content").display = False
        self.query_one("#editor").display = True
        self.query_one("#detail").add_class("editing")  # the editor takes the whole width
        self.set_focus(self.query_one("#edit-content", TextArea))

    def stop_editing(self) -> None:
        self.editing = False
        self.query_one("#editor").display = False
        self.query_one("#detail-content").display = True
        self.query_one("#detail").remove_class("editing")

    def edit_changes(self) -> dict[str, Any]:
        """Only the fields the person changed, so a save never overwrites what changed elsewhere."""
        base = self.edit_base
        changes: dict[str, Any] = {}
        content = self.query_one("#edit-content", TextArea).text
        if content != base.content:
            changes["content"] = content
        kind = self.query_one("#edit-kind", Select).value
        if kind != base.kind:
            changes["kind"] = kind
        scope = self.query_one("#edit-scope", Input).value.strip()
        if scope != base.scope:
            changes["scope"] = scope
        for name in ("importance", "confidence"):
            raw = self.query_one(f"#edit-{name}", Input).value.strip()
            try:
                value = float(raw)
            except ValueError:
                raise InvalidInput(f"{name} must be a number between 0 and 1, got {raw!r}") from None
            if abs(value - getattr(base, name)) > 1e-9 and f"{value:.2f}" != f"{getattr(base, name):.2f}":
                changes[name] = value
        policy = self.query_one("#edit-policy", Select).value
        if policy != base.deletion_policy:
            changes["deletion_policy"] = policy
        return changes

    def action_save(self) -> None:
        if not self.editing:
            return
        try:
            changes = self.edit_changes()
        except InvalidInput as exc:
            self.helix_app.show_error(str(exc), title="Cannot save")
            return
        if not changes:
            self.stop_editing()
            self.notify("nothing changed", timeout=2)
            return
        self._change_then_reload("edit", self.hx.edit, **changes)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "save":
            return self.editing
        if self.editing and action in {"reinforce", "penalize", "pin", "archive", "forget", "restore",
                                       "hard_forget", "follow", "edit"}:
            return False
        return True
