"""A command the statement names that its own tool says it does not know is a disagreement; an error
about another subcommand, or a tool that knows the command, says nothing of it."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core.consolidation import commands, conflicts

PLANNER = SimpleNamespace(tasks=None, meanings=None)


@pytest.mark.parametrize(("older", "newer", "expected"), [
    # cobra
    ("Editors publish a release with `quill ship`.",
     '$ quill ship --channel beta\nError: unknown command "ship" for "quill"\n\nDid you mean this?\n\tpublish\n',
     ("`quill ship`", "publish")),
    # clap
    ("Schemas are checked with the `ordo verify` subcommand.",
     "CI step failed:\n$ ordo verify schemas/\nerror: unrecognized subcommand 'verify'\n\n"
     "  tip: a similar subcommand exists: 'validate'", ("`ordo verify`", "validate")),
    # click, with no suggestion
    ("Backfills are started with `tally backfill`.",
     "$ tally backfill --since 2024-01-01\nUsage: tally [OPTIONS] COMMAND [ARGS]...\nError: No such command 'backfill'.",
     ("`tally backfill`", None)),
    # argparse
    ("Thumbnails are rebuilt with the `pix rebuild` command.",
     "$ pix rebuild --all\nusage: pix [-h] {render,purge,stats} ...\n"
     "pix: error: argument command: invalid choice: 'rebuild' (choose from 'render', 'purge', 'stats')",
     ("`pix rebuild`", None)),
    # Django's manage.py, the command named without backticks
    ("Stale carts are cleared with the management command manage.py purge_carts.",
     "$ ./manage.py purge_carts --older-than 7\nUnknown command: 'purge_carts'. Did you mean expire_carts?\n"
     "Type 'manage.py help' for usage.", ("`manage.py purge_carts`", "expire_carts")),
])
def test_the_tool_says_it_has_no_such_command(older: str, newer: str, expected: tuple[str, str | None]) -> None:
    assert commands.missing_command(older, newer) == expected
    assert conflicts.judge(PLANNER, older, newer).relation in ("update", "conflict")


@pytest.mark.parametrize(("older", "newer"), [
    # another subcommand of the same tool is unknown
    ("Editors publish a release with `quill ship`.",
     '$ quill shp --channel beta\nError: unknown command "shp" for "quill"\n\nDid you mean this?\n\tship\n'),
    # the same word unknown to another tool
    ("Editors publish a release with `quill ship`.",
     '$ crate ship ./pkg\nError: unknown command "ship" for "crate"'),
    # another script's command of the same name is unknown
    ("Stale carts are cleared with the management command manage.py purge_carts.",
     "$ python tools/admin.py purge_carts\nUnknown command: 'purge_carts'"),
    # the command works
    ("Editors publish a release with `quill ship`.", "$ quill ship --channel beta\nShipped 1.4.2 to beta (12 files)."),
])
def test_an_error_about_something_else_says_nothing(older: str, newer: str) -> None:
    assert commands.missing_command(older, newer) is None
