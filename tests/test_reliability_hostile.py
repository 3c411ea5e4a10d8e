"""Hostile input through every entry point: the API, the CLI (arguments and stdin), edits, imports.

Every bad input ends in a specific HelixError (CLI: one line, non-zero exit, no traceback), quickly,
and leaves the store as it was.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from helix_core import Helix
from helix_core.errors import HelixError, InvalidInput, NotFound

FTS_AND_SQL = [
    '"', '""', '"unterminated', "*", "pytest*", "NEAR", "NEAR(a b)", "NEAR(", "-", "-pytest", "a - b",
    "AND", "OR NOT", "NOT", "(", ")", "a:b", "content:pytest", "^start", "{a b}", "'", "';",
    "x'; DROP TABLE memory; --", "1=1 OR", "%", "_", "\\", "\x00", "\x1b[31mred", "🙂" * 50,
    "a" * 10_000, " ".join(["word"] * 500),
]


@pytest.fixture
def seeded(hx: Helix) -> Helix:
    hx.capture("run pytest inside the .venv before committing", origin="user-asserted")
    hx.capture("the billing service uses SQLite in WAL mode", origin="user-asserted")
    return hx


@pytest.mark.parametrize("query", FTS_AND_SQL)
def test_recall_and_search_take_any_query_text(seeded: Helix, query: str) -> None:
    for call in (lambda: seeded.recall(query, limit=5), lambda: seeded.list(text=query),
                 lambda: [seeded.count(text=query)]):
        try:
            assert isinstance(call(), list)
        except InvalidInput:  # a specific refusal (a NUL character, say) is fine; nothing else is
            pass
    # The tables are still there and untouched.
    assert seeded.count() == 2
    assert seeded.doctor().ok


def test_query_syntax_is_searched_as_words_not_operators(seeded: Helix) -> None:
    hits = seeded.recall('"pytest" NEAR venv -billing', limit=5, record_access=False)
    assert hits and "pytest" in hits[0].memory.content


@pytest.mark.parametrize("memory_id", ["x' OR '1'='1", "%", "*", "../../etc/passwd", "", "\x00", "a" * 5000])
def test_hostile_ids_are_not_found(seeded: Helix, memory_id: str) -> None:
    with pytest.raises(NotFound):
        seeded.get(memory_id)
    with pytest.raises(HelixError):
        seeded.forget(memory_id, hard=True)
    assert seeded.count() == 2


def test_content_limits_and_characters(hx: Helix) -> None:
    limit = hx.settings.capture.max_content_chars
    t0 = time.perf_counter()
    with pytest.raises(InvalidInput, match="limit"):
        hx.capture("x" * (50 * 1024 * 1024))
    assert time.perf_counter() - t0 < 2.0
    assert len(hx.capture("y" * limit).content) == limit
    for bad in ["", "   \n\t", "nul\x00inside", "lone \ud800 surrogate", b"\xff\xfe bad utf-8"]:
        with pytest.raises(InvalidInput):
            hx.capture(bad)  # type: ignore[arg-type]
    odd = "bell\x07 escape\x1b[2J back\x08 del\x7f rtl\u202e zero\u200b tab\t nl\n cr\r"
    assert hx.get(hx.capture(odd).id).content == odd
    assert hx.count() == 2


@pytest.mark.parametrize("field,value", [
    ("scope", "project:../../etc"), ("scope", "project:"), ("scope", "global; DROP"), ("kind", "'; --"),
    ("origin", "root"), ("session", "s" * 1000), ("agent", "a" * 1000), ("importance", float("nan")),
    ("importance", 5), ("confidence", -1), ("level", 99), ("deletion_policy", "everything"),
])
def test_capture_rejects_hostile_fields(hx: Helix, field: str, value: object) -> None:
    with pytest.raises(InvalidInput):
        hx.capture("a perfectly normal note", **{field: value})  # type: ignore[arg-type]
    assert hx.count() == 0


def test_a_million_entry_attribute_object_is_rejected_quickly(hx: Helix) -> None:
    huge = {str(i): i for i in range(1_000_000)}
    t0 = time.perf_counter()
    with pytest.raises(InvalidInput, match="limit"):
        hx.capture("a note with enormous attributes", attributes=huge)
    assert time.perf_counter() - t0 < 5.0
    m = hx.capture("a normal note", attributes={"ok": True})
    t0 = time.perf_counter()
    with pytest.raises(InvalidInput, match="limit"):
        hx.edit(m.id, attributes=huge)  # the app's edit field goes through the same limit
    assert time.perf_counter() - t0 < 5.0
    assert hx.get(m.id).attributes == {"ok": True}
    assert hx.count() == 1


def test_deeply_nested_and_non_json_attributes_are_rejected(hx: Helix) -> None:
    nested: dict = {}
    cursor = nested
    for _ in range(100_000):
        cursor["a"] = {}
        cursor = cursor["a"]
    for bad in [nested, {"k": float("nan")}, {1: object()}, ["not", "an", "object"]]:
        try:
            m = hx.capture("attributes test", attributes=bad)  # type: ignore[arg-type]
        except InvalidInput:
            continue
        # Accepted only if it round-trips as JSON.
        json.dumps(m.attributes, allow_nan=False)
    m = hx.capture("edit target")
    with pytest.raises(InvalidInput):
        hx.edit(m.id, attributes=nested)


def test_edit_fields_reject_hostile_values_and_keep_the_memory(hx: Helix) -> None:
    m = hx.capture("the original text", origin="user-asserted")
    for changes in [
        {"content": ""}, {"content": "x" * (hx.settings.capture.max_content_chars + 1)},
        {"content": "nul\x00"}, {"content": "lone \udfff"}, {"scope": "project:../x"},
        {"kind": "<script>"}, {"importance": 2.0}, {"status": "active"}, {"id": "other"},
        {"seq": 1}, {"embedder": "evil"},
    ]:
        with pytest.raises(InvalidInput):
            hx.edit(m.id, **changes)
    after = hx.get(m.id)
    assert after.content == "the original text" and after.scope == m.scope and after.kind == m.kind
    # Quote and FTS syntax are ordinary text in an edit, and still findable.
    edited = hx.edit(m.id, content='it said "NEAR(a b)" -- and * then \'; DROP TABLE memory;')
    assert hx.count(text="DROP TABLE") == 1 and edited.content.startswith("it said")
    assert hx.doctor().ok


def cli(db: Path, *args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "helix_core.cli.main", "--db", str(db), "--embedder",
                           "hashing", *args], input=stdin, capture_output=True, timeout=60)


def assert_clean_error(result: subprocess.CompletedProcess[bytes]) -> None:
    err = result.stderr.decode("utf-8", "replace")
    assert result.returncode != 0
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err


def test_cli_arguments_and_stdin(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    assert cli(db, "capture", "a first normal note").returncode == 0
    assert_clean_error(cli(db, "capture", "-", stdin=b"\xff\xfe\x00 not utf-8"))
    assert_clean_error(cli(db, "capture", stdin=b"x" * 1_100_000))
    assert_clean_error(cli(db, "capture", "x" * 100_000))
    assert_clean_error(cli(db, "capture", "--attributes", '{"a": ', "note"))
    assert_clean_error(cli(db, "capture", "--attributes", "[1, 2]", "note"))
    assert_clean_error(cli(db, "capture", "--scope", "project:../../x", "note"))
    assert_clean_error(cli(db, "capture", "--importance", "nan", "note"))
    assert_clean_error(cli(db, "show", "x' OR 1=1 --"))
    assert_clean_error(cli(db, "--now", "not a time", "stats"))
    assert_clean_error(cli(db, "list", "--order", "salience; DROP TABLE memory"))
    assert_clean_error(cli(db, "list", "--limit", "abc"))
    # Invalid UTF-8 in argv arrives as surrogate escapes: refused, not stored half-encoded.
    bad_arg = subprocess.run([sys.executable.encode(), b"-m", b"helix_core.cli.main", b"--db",
                              str(db).encode(), b"--embedder", b"hashing", b"capture", b"bad \xff arg"],
                             capture_output=True, timeout=60)
    assert_clean_error(bad_arg)
    for query in ['"NEAR( -x*', "'; DROP TABLE memory; --", "\x1b[31m"]:
        result = cli(db, "--json", "recall", query)
        assert result.returncode == 0, result.stderr
        json.loads(result.stdout)
    assert cli(db, "list", "--search", '" * NEAR -').returncode == 0
    ok = cli(db, "capture", "-", stdin="from stdin with ünïcode and \t tabs".encode())
    assert ok.returncode == 0
    shown = json.loads(cli(db, "--json", "list").stdout)
    assert sorted(m["memory"]["content"] for m in shown) == sorted(
        ["a first normal note", "from stdin with ünïcode and \t tabs"])
    with Helix.open(db, embedder="hashing", background=False) as hx:
        assert hx.count() == 2 and hx.doctor().ok


def test_export_and_import_paths(hx: Helix, tmp_path: Path) -> None:
    hx.capture("exported note", origin="user-asserted")
    assert hx.path is not None
    for bad in [tmp_path, hx.path, Path(str(hx.path) + "-wal")]:
        with pytest.raises(HelixError):
            hx.export(bad)
    target = tmp_path / "sub" / ".." / "out.dna"
    (tmp_path / "sub").mkdir()
    hx.export(target)
    with pytest.raises(HelixError):
        hx.export(target)  # exists: not overwritten without force
    for bad in [tmp_path / "missing.dna", tmp_path, Path("/etc/passwd"), Path("/dev/null"),
                tmp_path / "../../../../etc/shadow", hx.path]:
        with pytest.raises(HelixError):
            hx.import_(bad)
    assert hx.count() == 1
    assert hx.doctor().ok


@pytest.mark.parametrize("payload", [
    b"", b"\xff\xfe\xfd", b"{}", b'{"format": "helix-dna"}\n' * 3, b"[" * 100_000,
    b'{"format":"helix-dna","version":1}\n' + b'{"type":"memory"' + b' ' * 2_000_000 + b"}\n",
])
def test_hostile_dna_files_are_refused_quickly(hx: Helix, tmp_path: Path, payload: bytes) -> None:
    path = tmp_path / "evil.dna"
    path.write_bytes(payload)
    t0 = time.perf_counter()
    with pytest.raises(HelixError):
        hx.import_(path)
    assert time.perf_counter() - t0 < 10
    assert hx.count() == 0


def test_endless_import_source_does_not_hang(hx: Helix) -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero")
    t0 = time.perf_counter()
    with pytest.raises(HelixError):
        hx.import_("/dev/zero")
    assert time.perf_counter() - t0 < 20
