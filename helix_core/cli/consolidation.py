"""Subcommands of this group (filled in by their issue)."""

from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction) -> None:
    del sub
