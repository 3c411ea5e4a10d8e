"""The layering, as import contracts read from the source with `ast` (every import counts, also
those inside functions and under TYPE_CHECKING: each is a dependency).

- the engine is headless: helix_core imports neither helix_tui, textual nor rich (the CLI may use rich);
- services sit below the facade: consolidation, portability and lifecycle never import `Helix`;
- the app is a client of the facade: helix_tui imports neither the CLI nor the store, nor reaches
  for the facade's store;
- the CLI starts the app through its one entry, `helix_tui.run_app`.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FACADE = ("helix_core.helix", "helix_core.Helix")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(path: Path) -> set[str]:
    """Every module a file imports, absolute; `from m import n` yields both `m` and `m.n`."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def modules(package: str) -> dict[str, set[str]]:
    return {module_name(p): imports(p) for p in sorted((ROOT / package).rglob("*.py"))}


def within(name: str, prefixes: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def breaches(sources: dict[str, set[str]], forbidden: tuple[str, ...]) -> dict[str, list[str]]:
    out = {m: sorted(i for i in found if within(i, forbidden)) for m, found in sources.items()}
    return {m: bad for m, bad in out.items() if bad}


def test_the_engine_imports_no_user_interface() -> None:
    engine = {m: i for m, i in modules("helix_core").items() if not within(m, ("helix_core.cli",))}
    assert breaches(engine, ("helix_tui", "textual", "rich")) == {}


def test_the_cli_never_imports_textual() -> None:
    assert breaches(modules("helix_core/cli"), ("textual",)) == {}


def test_the_cli_starts_the_app_through_its_one_entry() -> None:
    used = {i for found in modules("helix_core/cli").values() for i in found if within(i, ("helix_tui",))}
    assert used <= {"helix_tui", "helix_tui.run_app"}


@pytest.mark.parametrize("service", ["helix_core.portability", "helix_core.lifecycle"])
def test_services_do_not_import_the_facade(service: str) -> None:
    engine = modules("helix_core")
    assert breaches({m: i for m, i in engine.items() if within(m, (service,))}, FACADE) == {}


def test_consolidation_does_not_import_the_facade() -> None:
    engine = modules("helix_core")
    sources = {m: i for m, i in engine.items() if within(m, ("helix_core.consolidation",))}
    assert breaches(sources, FACADE) == {}


def test_the_app_is_a_client_of_the_facade() -> None:
    assert breaches(modules("helix_tui"), ("helix_core.cli", "helix_core.store")) == {}


def test_the_app_never_reaches_past_the_facade() -> None:
    """No `hx.store`, `…db`, `execute_sql` in the app: what it needs is a facade method."""
    reached = {
        f"{path.relative_to(ROOT)}:{node.lineno} .{node.attr}"
        for path in sorted((ROOT / "helix_tui").rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Attribute) and node.attr in {"store", "db", "execute_sql", "retriever"}
    }
    assert reached == set()


def test_the_import_reader_resolves_relative_imports() -> None:
    assert {"helix_tui.base", "helix_tui.base.HelixScreen"} <= imports(ROOT / "helix_tui/screens/memories.py")
    assert "helix_core.helix.Helix" in imports(ROOT / "helix_core/__init__.py")
