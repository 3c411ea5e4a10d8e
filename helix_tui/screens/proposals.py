"""Proposals: what consolidation wants to add, update, merge, supersede or archive, each beside the
episodes it is grounded in. Approve, edit then approve, reject, merge; select several for a batch."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import DataTable, Footer, Header, Label, OptionList, Static
from textual.widgets.option_list import Option

from ..bindings import bindings
from ..format import one_line, when
from ..messages import Done, Loaded
from .dialogs import TextEditScreen
from .queue import TableQueueScreen


def load_grounding(hx: Any, proposal_id: int) -> list[tuple[str, str]]:
    """The episodes (and targets) a proposal cites, for reading beside it."""
    return [(m.id, f"[{m.kind}, {m.scope}, {when(m.recorded_at)}] {m.content}")
            for m in hx.proposal_grounding(proposal_id)]


class ProposalsScreen(TableQueueScreen):
    GROUP = "proposals"
    TITLE_TEXT = "Proposals"
    BINDINGS = bindings("proposals", "lists")
    TABLE = "proposal-list"
    COLUMNS = ((" ", 1), ("#", 4), ("action", 9), ("kind", 11), ("scope", 16), ("conf", 4), ("support", 7),
               ("content", 90))

    def __init__(self) -> None:
        super().__init__(id="proposals-screen")
        self.selected: set[int] = set()

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("", classes="notice", id="proposals-notice")
        with Horizontal(id="proposals-body"):
            yield DataTable(id="proposal-list", cursor_type="row", zebra_stripes=True)
            with Vertical(id="proposal-side"):
                yield Label("Proposal", classes="section")
                yield Static("", id="proposal-detail")
                yield Label("Grounding episodes  (o opens)", classes="section")
                yield OptionList(id="proposal-grounding")
        yield Static("", id="status-line")
        yield Footer()

    def fetch(self) -> list[Any]:
        return self.hx.proposals(status="pending")

    def queue_loaded(self, items: list[Any]) -> None:
        self.selected &= {p.id for p in items}
        super().queue_loaded(items)

    @on(Loaded)
    def _grounding_loaded(self, message: Loaded) -> None:
        if message.tag == "grounding":
            options = self.query_one("#proposal-grounding", OptionList)
            options.clear_options()
            for memory_id, text in message.value:
                options.add_option(Option(Text.assemble((memory_id, "bold"), "\n", one_line(text, 400)),
                                          id=memory_id))
            if not message.value:
                options.add_option(Option("no grounding episodes", disabled=True))

    def row(self, p: Any) -> list[str | Text]:
        return ["●" if p.id in self.selected else " ", str(p.id), p.action, p.kind or "—", p.scope,
                f"{p.confidence:.2f}", str(len(p.grounding)), one_line(p.content or ", ".join(p.target_ids), 120)]

    def fill(self) -> None:
        self.query_one("#status-line", Static).update(
            f"{len(self.items)} pending · {len(self.selected)} selected · space selects, a approves, x rejects, "
            "M merges the selection"
        )
        super().fill()

    def show_empty(self) -> None:
        self.query_one("#proposal-detail", Static).update(
            "Nothing waits for review. Run consolidation (6) to propose new facts."
        )
        self.query_one("#proposal-grounding", OptionList).clear_options()

    def show(self, p: Any) -> None:
        text = Text()
        text.append(f"{p.action} ", style="bold")
        text.append(f"{p.kind or ''} · {p.shape or ''} · level {p.level} · {p.scope}\n", style="dim")
        if p.content:
            text.append(p.content + "\n")
        if p.target_ids:
            text.append(f"targets: {', '.join(p.target_ids)}\n", style="italic")
        text.append(f"confidence {p.confidence:.2f} · importance {p.importance:.2f} · by {p.proposed_by}"
                    f" ({p.extractor}) · run #{p.run_id}\n", style="dim")
        if p.rationale:
            text.append(f"why: {p.rationale}\n")
        self.query_one("#proposal-detail", Static).update(text)
        self.load("grounding", load_grounding, self.hx, p.id)

    def done_text(self, message: Done) -> str:
        if message.tag == "merge":
            return f"merged into proposal #{message.value.id} (z undoes)"
        n = len(message.value) if isinstance(message.value, list) else 1
        verb = {"approve": "approved", "reject": "rejected", "merge": "merged"}.get(message.tag, message.tag)
        return f"{verb} {n} proposal{'s' if n != 1 else ''} (z undoes)"

    # -- actions --------------------------------------------------------------------------------

    def key_of(self, item: Any) -> Any:
        return item.id

    def targets(self) -> list[Any]:
        if self.selected:
            return [p for p in self.items if p.id in self.selected]
        p = self.current()
        return [p] if p is not None else []

    @staticmethod
    def _label(verb: str, items: list[Any]) -> str:
        ids = ", ".join(f"#{p.id}" for p in items[:4]) + ("…" if len(items) > 4 else "")
        return f"{verb} proposal{'s' if len(items) != 1 else ''} {ids}"

    def _decide_all(self, tag: str, fn: Callable[[int], Any], items: list[Any], **kwargs: Any) -> None:
        ids = [p.id for p in items]
        self.selected -= set(ids)
        self.decide(tag, self._label(tag, items), lambda: [fn(pid, **kwargs) for pid in ids], items,
                    proposals=ids)

    def action_approve(self) -> None:
        items = self.targets()
        if items:
            self._decide_all("approve", self.hx.approve, items)

    def action_reject(self) -> None:
        items = self.targets()
        if items:
            self._decide_all("reject", self.hx.reject, items)

    def action_merge(self) -> None:
        items = self.targets()
        if len(items) < 2:
            self.notify("select two or more proposals (space) to merge them", severity="warning")
            return
        ids = [p.id for p in items]
        self.selected -= set(ids)
        # the first proposal stays (with everyone's grounding): only the others leave the table
        self.decide("merge", self._label("merge", items), lambda: self.hx.merge_proposals(ids), items[1:],
                    proposals=ids)

    def action_edit_approve(self) -> None:
        p = self.current()
        if p is None:
            return

        def edited(text: str | None) -> None:
            if text is not None:
                self._decide_all("approve", self.hx.approve, [p], edits={"content": text})

        self.app.push_screen(TextEditScreen(p.content or "", f"Edit proposal #{p.id}, then approve",
                                            "Approve"), edited)

    def action_toggle_select(self) -> None:
        p = self.current()
        if p is None:
            return
        self.selected ^= {p.id}
        row = self.table.cursor_row
        self.fill()
        self.table.move_cursor(row=min(row + 1, len(self.items) - 1))

    def action_select_all(self) -> None:
        all_ids = {p.id for p in self.items}
        self.selected = set() if self.selected == all_ids else all_ids
        self.fill()

    def action_open_grounding(self) -> None:
        options = self.query_one("#proposal-grounding", OptionList)
        index = options.highlighted if options.highlighted is not None else 0
        if options.option_count:
            option = options.get_option_at_index(index)
            if option.id:
                from .detail import DetailScreen

                self.app.push_screen(DetailScreen(option.id))

    @on(OptionList.OptionSelected, "#proposal-grounding")
    def _open(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            from .detail import DetailScreen

            self.app.push_screen(DetailScreen(event.option.id))

