"""Fuzzing the .dna reader: mutate a valid file's bytes, lines and values; every outcome must be a
clean import or a HelixError, and a failed import must leave the database exactly as it was."""

from __future__ import annotations

import gzip
import hashlib
import json
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from helix_core import Helix
from helix_core.errors import HelixError
from helix_core.portability.dna import DnaLimits

MAX_EXAMPLES = 300
OUTCOMES: Counter[str] = Counter()

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def db_digest(hx: Helix) -> str:
    digest = hashlib.sha256()
    for (name,) in list(hx.store.db.execute_sql(
            "SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")):
        for row in hx.store.db.execute_sql(f'SELECT * FROM "{name}" ORDER BY 1'):
            digest.update(repr(row).encode())
    return digest.hexdigest()


@pytest.fixture(scope="module")
def valid_lines(tmp_path_factory: pytest.TempPathFactory) -> list[bytes]:
    d = tmp_path_factory.mktemp("fuzzsrc")
    with Helix.open(d / "src.db", embedder="hashing", background=False) as src:
        a = src.capture("Billing uses Postgres 16 with JSONB", kind="decision", scope="project:billing")
        b = src.capture("Run the test-suite with pytest -n 2", kind="procedure", scope="project:billing")
        c = src.capture("The user prefers tabs over spaces? no: spaces", kind="preference")
        src.link(a.id, b.id, "related_to")
        src.link(b.id, c.id, "uses")
        src.reinforce(a.id, 5)
        src.edit(c.id, content="The user prefers spaces over tabs")
        src.export(d / "v.dna")
    return gzip.decompress((d / "v.dna").read_bytes()).splitlines(keepends=True)


mutation = st.one_of(
    st.tuples(st.just("flip"), st.integers(0, 10**9), st.integers(1, 255)),
    st.tuples(st.just("insert"), st.integers(0, 10**9), st.binary(min_size=1, max_size=8)),
    st.tuples(st.just("delete"), st.integers(0, 10**9), st.integers(1, 64)),
    st.tuples(st.just("drop_line"), st.integers(0, 10**9), st.just(0)),
    st.tuples(st.just("dup_line"), st.integers(0, 10**9), st.just(0)),
    st.tuples(st.just("swap_lines"), st.integers(0, 10**9), st.integers(0, 10**9)),
    st.tuples(st.just("set_field"), st.integers(0, 10**9), st.tuples(st.text(max_size=12), json_values)),
    st.tuples(st.just("raw_gzip"), st.integers(0, 10**9), st.integers(1, 255)),
)


def apply(lines: list[bytes], kind: str, pos: int, arg: object) -> bytes | tuple[str, bytes]:
    lines = list(lines)
    data = b"".join(lines)
    if kind == "flip":
        i = pos % len(data)
        return data[:i] + bytes([data[i] ^ int(arg)]) + data[i + 1:]  # type: ignore[call-overload]
    if kind == "insert":
        i = pos % (len(data) + 1)
        return data[:i] + arg + data[i:]  # type: ignore[operator]
    if kind == "delete":
        i = pos % len(data)
        return data[:i] + data[i + int(arg):]  # type: ignore[call-overload]
    i = pos % len(lines)
    if kind == "drop_line":
        del lines[i]
    elif kind == "dup_line":
        lines.insert(i, lines[i])
    elif kind == "swap_lines":
        j = int(arg) % len(lines)  # type: ignore[call-overload]
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == "set_field":
        key, value = arg  # type: ignore[misc]
        try:
            record = json.loads(lines[i])
        except ValueError:  # an earlier mutation broke this line already
            return b"".join(lines)
        if not isinstance(record, dict) or not record:
            return b"".join(lines)
        existing = sorted(record)
        target = existing[pos % len(existing)] if key == "" or pos % 2 else key
        record[target] = value
        lines[i] = (json.dumps(record) + "\n").encode()
    elif kind == "raw_gzip":
        packed = bytearray(gzip.compress(b"".join(lines)))
        k = pos % len(packed)
        packed[k] ^= int(arg)  # type: ignore[call-overload]
        return ("gz", bytes(packed))
    return b"".join(lines)


@settings(max_examples=MAX_EXAMPLES, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(muts=st.lists(mutation, min_size=1, max_size=3))
def test_fuzzed_files_import_cleanly_or_fail_cleanly(
        muts: list[tuple[str, int, object]], valid_lines: list[bytes], hx: Helix, tmp_path: Path) -> None:
    path = tmp_path / "fuzz.dna"
    lines = valid_lines
    payload: bytes | None = None
    for kind, pos, arg in muts:
        result = apply(lines, kind, pos, arg)
        if isinstance(result, tuple):
            payload = result[1]
            break
        lines = result.splitlines(keepends=True) or [b""]
        payload = None
    path.write_bytes(payload if payload is not None else gzip.compress(b"".join(lines)))
    before = db_digest(hx)
    try:
        hx.import_(path, limits=DnaLimits(max_bytes=1 << 20, max_line_bytes=64 << 10))
    except HelixError as exc:
        assert db_digest(hx) == before, f"a failed import changed the database: {exc}"
        OUTCOMES["refused: " + type(exc).__name__] += 1
        return
    OUTCOMES["imported"] += 1
    # Whatever got in is quarantined and never recalled.
    assert {m.status for m, _ in hx.list(limit=1000)} <= {"quarantined", "active"}
    assert all(h.memory.status != "quarantined" for h in hx.recall("billing postgres pytest", deep=True))


def test_fuzz_summary() -> None:
    """Runs after the fuzz test in the same process: prints what the fuzzer saw (pytest -s)."""
    total = sum(OUTCOMES.values())
    if total:
        print(f"\n.dna fuzz: {total} cases; outcomes: {dict(OUTCOMES)}")
