"""On a narrow terminal the memories table hides minor columns before squeezing the content."""

from __future__ import annotations

from helix_tui.screens.memories import COLUMNS
from helix_tui.widgets.virtual_table import MIN_FLEX, VirtualTable


def test_narrow_screen_keeps_the_content_readable() -> None:
    table = VirtualTable(COLUMNS, lambda item: [])
    widths = dict(zip([c.key for c in COLUMNS], table._widths(80), strict=True))
    assert widths["content"] >= MIN_FLEX
    assert widths["salience"] and widths["status"]  # never hidden
    assert widths["last_access_at"] == 0 and widths["shape"] == 0  # the first to go


def test_wide_screen_shows_every_column() -> None:
    table = VirtualTable(COLUMNS, lambda item: [])
    assert all(table._widths(160))
