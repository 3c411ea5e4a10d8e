"""The engine is headless: importing it must not pull in the UI toolkit (or, outside the CLI, Rich)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

PROBE = """
import importlib, json, sys
for name in sys.argv[1:]:
    importlib.import_module(name)
print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))))
"""


def loaded(*modules: str) -> list[str]:
    result = subprocess.run([sys.executable, "-c", PROBE, *modules], capture_output=True, timeout=60)
    assert result.returncode == 0, result.stderr.decode()
    return json.loads(result.stdout)


def test_import_helix_core_loads_neither_textual_nor_rich() -> None:
    assert loaded("helix_core") == []


SERVICES = [
    "helix_core.helix", "helix_core.capture", "helix_core.retrieval", "helix_core.lifecycle",
    "helix_core.decay", "helix_core.reinforcement", "helix_core.store.store", "helix_core.vectors",
    "helix_core.embedding_worker", "helix_core.embedding", "helix_core.redact",
]


def test_service_modules_load_neither_textual_nor_rich() -> None:
    assert loaded(*SERVICES) == []


@pytest.mark.parametrize("module", ["helix_core.cli.main", "helix_core.cli.memories"])
def test_the_cli_may_use_rich_but_never_textual(module: str) -> None:
    modules = loaded(module)
    assert not any(m.split(".")[0] == "textual" for m in modules)
