"""Broken and hostile .dna files: a clear error naming the problem and the line, and no change."""

from __future__ import annotations

import gzip
import hashlib
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from helix_core import Helix
from helix_core.cli.main import main
from helix_core.errors import HelixError, InvalidInput
from helix_core.portability.dna import DnaFormatError, DnaLimits


def db_digest(hx: Helix) -> str:
    """A hash of every row of every table: "the database is unchanged" made checkable."""
    digest = hashlib.sha256()
    tables = [n for (n,) in hx.store.db.execute_sql(
        "SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")]
    for name in tables:
        for row in hx.store.db.execute_sql(f'SELECT * FROM "{name}" ORDER BY 1'):
            digest.update(repr(row).encode())
    return digest.hexdigest()


def write_dna(path: Path, lines: list[str | bytes], *, gz: bool = True) -> Path:
    raw = b"".join((x if isinstance(x, bytes) else x.encode()) + b"\n" for x in lines)
    path.write_bytes(gzip.compress(raw) if gz else raw)
    return path


@pytest.fixture
def good(tmp_path: Path) -> list[str]:
    """The lines of a valid export with two memories, an edge, provenance and history."""
    with Helix.open(tmp_path / "src.db", embedder="hashing", background=False) as src:
        a = src.capture("The staging cluster runs on k3s", kind="fact")
        b = src.capture("Use helm for every staging deploy", kind="convention")
        src.link(a.id, b.id, "related_to")
        src.export(tmp_path / "good.dna")
    with gzip.open(tmp_path / "good.dna", "rt", encoding="utf-8") as handle:
        return [line.rstrip("\n") for line in handle]


@pytest.fixture
def target(hx: Helix) -> Helix:
    hx.capture("An existing memory that must survive a failed import")
    return hx


def edit(lines: list[str], index: int, change: Callable[[dict], None]) -> list[str]:
    out = list(lines)
    value = json.loads(out[index])
    change(value)
    out[index] = json.dumps(value)
    return out


def memory_line(lines: list[str]) -> int:
    return next(i for i, x in enumerate(lines) if '"type":"memory"' in x)


CASES: dict[str, tuple[Callable[[list[str], Path], Path], str, int | None]] = {}


def case(name: str, match: str, line: int | None) -> Callable:
    def register(fn: Callable[[list[str], Path], Path]) -> Callable:
        CASES[name] = (fn, match, line)
        return fn

    return register


@case("not gzip", "not a gzip file", None)
def _plain(lines: list[str], d: Path) -> Path:
    return write_dna(d / "x.dna", lines, gz=False)


@case("truncated gzip", "truncated or corrupt", None)
def _truncated(lines: list[str], d: Path) -> Path:
    data = gzip.compress(("\n".join(lines) + "\n").encode())
    (d / "x.dna").write_bytes(data[: len(data) // 2])
    return d / "x.dna"


@case("corrupt gzip", "truncated or corrupt", None)
def _corrupt(lines: list[str], d: Path) -> Path:
    data = bytearray(gzip.compress(("\n".join(lines) + "\n").encode()))
    for i in range(30, min(len(data) - 10, 60)):
        data[i] ^= 0x5A
    (d / "x.dna").write_bytes(bytes(data))
    return d / "x.dna"


@case("missing records", "promises", None)
def _cut_lines(lines: list[str], d: Path) -> Path:
    return write_dna(d / "x.dna", lines[:-2])


@case("last line cut", "incomplete", None)
def _cut_mid_line(lines: list[str], d: Path) -> Path:
    raw = ("\n".join(lines)).encode()  # no final newline, last record half gone
    (d / "x.dna").write_bytes(gzip.compress(raw[:-10]))
    return d / "x.dna"


@case("wrong version", "newer Helix", 1)
def _version(lines: list[str], d: Path) -> Path:
    return write_dna(d / "x.dna", edit(lines, 0, lambda h: h.update(version=2)))


@case("wrong format", "format", 1)
def _format(lines: list[str], d: Path) -> Path:
    return write_dna(d / "x.dna", edit(lines, 0, lambda h: h.update(format="zip")))


@case("non-UTF-8", "UTF-8", 2)
def _non_utf8(lines: list[str], d: Path) -> Path:
    bad = [x.encode() for x in lines]
    bad[1] = bad[1].replace(b"staging", b"stag\xff\xfeing")
    return write_dna(d / "x.dna", bad)


@case("not JSON", "not valid JSON", 3)
def _not_json(lines: list[str], d: Path) -> Path:
    out = list(lines)
    out[2] = out[2][:-5]
    return write_dna(d / "x.dna", out)


@case("duplicated id", "appears twice", 3)
def _dup_id(lines: list[str], d: Path) -> Path:
    i = memory_line(lines)
    first_id = json.loads(lines[i])["id"]
    return write_dna(d / "x.dna", edit(lines, i + 1, lambda m: m.update(id=first_id)))


@case("oversized line", "byte limit", 2)
def _long_line(lines: list[str], d: Path) -> Path:
    return write_dna(d / "x.dna", edit(lines, 1, lambda m: m.update(attributes={"pad": "x" * 1_100_000})))


@case("NaN", "not valid JSON", 2)
def _nan(lines: list[str], d: Path) -> Path:
    out = list(lines)
    out[1] = out[1].replace('"importance":', '"importance":NaN,"x":', 1)
    return write_dna(d / "x.dna", out)


@case("bad field", "importance must be between", 2)
def _range(lines: list[str], d: Path) -> Path:
    return write_dna(d / "x.dna", edit(lines, 1, lambda m: m.update(importance=7)))


@case("time in milliseconds", "valid_from must be between", 2)
def _millis(lines: list[str], d: Path) -> Path:
    return write_dna(d / "x.dna", edit(lines, 1, lambda m: m.update(valid_from=1e12 * 1000)))


@case("hostile id", "not a valid memory id", 2)
def _traversal_id(lines: list[str], d: Path) -> Path:
    return write_dna(d / "x.dna", edit(lines, 1, lambda m: m.update(id="../../etc/passwd")))


@case("dangling edge", "not a memory earlier", 4)
def _dangling(lines: list[str], d: Path) -> Path:
    return write_dna(d / "x.dna", edit(lines, 3, lambda e: e.update(dst="mem_nowhere")))


@case("unknown type", "unknown record type", 2)
def _unknown_type(lines: list[str], d: Path) -> Path:
    return write_dna(d / "x.dna", edit(lines, 1, lambda m: m.update(type="shell")))


@case("empty", "empty", 1)
def _empty(lines: list[str], d: Path) -> Path:
    return write_dna(d / "x.dna", [])


@pytest.mark.parametrize("name", list(CASES))
def test_bad_file_is_refused_with_the_line_and_nothing_changes(
        name: str, good: list[str], target: Helix, tmp_path: Path) -> None:
    make, match, line = CASES[name]
    path = make(good, tmp_path)
    before = db_digest(target)
    with pytest.raises(DnaFormatError, match=match) as info:
        target.import_(path)
    if line is not None:
        assert info.value.line == line and f"line {line}" in str(info.value)
    assert db_digest(target) == before


def test_whole_file_limit(good: list[str], target: Helix, tmp_path: Path) -> None:
    path = write_dna(tmp_path / "x.dna", good)
    before = db_digest(target)
    with pytest.raises(DnaFormatError, match="over the 600-byte limit"):
        target.import_(path, limits=DnaLimits(max_bytes=600))
    assert db_digest(target) == before


def test_an_error_late_in_the_file_leaves_nothing_behind(good: list[str], target: Helix,
                                                         tmp_path: Path) -> None:
    lines = edit(good, len(good) - 1, lambda h: h.update(actor="root"))  # the very last record
    before = db_digest(target)
    with pytest.raises(DnaFormatError, match=f"line {len(good)}: history record: actor"):
        target.import_(write_dna(tmp_path / "x.dna", lines))
    assert db_digest(target) == before
    assert target.count() == 1


def test_paths_that_are_not_files(target: Helix, tmp_path: Path) -> None:
    for path, match in ((tmp_path, "directory"), (tmp_path / "missing.dna", "does not exist"),
                        (Path("/dev/null"), "not a regular file")):
        with pytest.raises(InvalidInput, match=match):
            target.import_(path)


@pytest.mark.parametrize("name", ["truncated gzip", "duplicated id", "wrong version", "non-UTF-8"])
def test_cli_bad_file_one_line_error_and_exit_code(name: str, good: list[str], tmp_path: Path,
                                                   capsys: pytest.CaptureFixture) -> None:
    db = tmp_path / "cli.db"
    path = CASES[name][0](good, tmp_path)
    code = main(["--db", str(db), "--embedder", "hashing", "import", str(path)])
    err = capsys.readouterr().err
    assert code == InvalidInput.exit_code
    assert "Traceback" not in err and CASES[name][1] in err.replace("\n", " ")
    assert len([x for x in err.splitlines() if x.strip()]) <= 2  # one message (Rich may wrap it)
    with Helix.open(db, embedder="hashing", background=False) as hx:
        assert hx.count() == 0


def test_every_error_is_a_helix_error(good: list[str], target: Helix, tmp_path: Path) -> None:
    # A header that is valid JSON but the wrong shape everywhere.
    for header in ([], {"format": "helix-dna"}, {"format": "helix-dna", "version": "1"},
                   {"format": "helix-dna", "version": 1, "exporter": "x", "exported_at": 1,
                    "counts": {"memory": -1}}):
        path = write_dna(tmp_path / "h.dna", [json.dumps(header)])
        with pytest.raises(HelixError):
            target.import_(path)


def test_imported_vectors_are_made_unit_length(tmp_path: Path) -> None:
    """A file's vector with a huge length must not overflow similarity search: it is normalised."""
    import base64
    import gzip
    import json

    import numpy as np

    from helix_core import Helix

    src = tmp_path / "src.db"
    with Helix.open(src, embedder="hashing", background=False) as hx:
        hx.capture("vectors travel with their memories", scope="project:v")
        hx.export(tmp_path / "a.dna")
    lines = gzip.decompress((tmp_path / "a.dna").read_bytes()).decode().splitlines()
    records = [json.loads(line) for line in lines]
    for rec in records:
        if rec.get("type") == "memory" and rec.get("vector"):
            raw = np.frombuffer(base64.b64decode(rec["vector"]), dtype="<f4") * np.float32(1e30)
            rec["vector"] = base64.b64encode(raw.astype("<f4").tobytes()).decode()
    (tmp_path / "b.dna").write_bytes(gzip.compress(("\n".join(json.dumps(r) for r in records) + "\n").encode()))
    with Helix.open(tmp_path / "dst.db", embedder="hashing", background=False) as hx:
        hx.import_(tmp_path / "b.dna")
        for memory_id in [m.id for m, _ in hx.list(status="quarantined")]:
            hx.approve_quarantined(memory_id)
        hx.index.refresh()
        vectors = hx.index.vectors_for([row.seq for row in hx.store.models.Memory.select()])
        assert vectors and all(abs(float(np.linalg.norm(v)) - 1.0) < 1e-3 for v in vectors.values())
