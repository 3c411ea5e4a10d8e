"""Big imports: size and record count are checked against the stated limits before any record is
parsed; the import streams through a spool in memory that does not grow with the file, embeds each
memory once, reports progress by stage, and leaves nothing behind when it fails."""

from __future__ import annotations

import gzip
import json
import time
import tracemalloc
from pathlib import Path

import pytest

from helix_core import Helix
from helix_core.errors import StoreError
from helix_core.portability.dna import DnaFormatError, DnaLimits
from helix_core.settings import Settings

SENTENCE = "The billing service retries failed webhooks with exponential backoff and logs each attempt. "


def big_dna(path: Path, n: int, *, attributes_kb: int = 60, bad_first: bool = False) -> Path:
    header = {"type": "header", "format": "helix-dna", "version": 1, "exporter": "test",
              "exported_at": 1.7e9, "embedder": None, "dim": None,
              "counts": {"memory": n, "edge": 0, "provenance": 0, "history": 0}}
    with gzip.open(path, "wt", encoding="utf-8") as handle:
        handle.write(json.dumps(header) + "\n")
        for i in range(n):
            record = {"type": "memory", "id": f"mem_big_{i}", "kind": "fact", "shape": "semantic",
                      "level": 0, "content": (f"record {i}: " + SENTENCE * 400)[:32000],
                      "attributes": {"notes": [SENTENCE * 10] * (attributes_kb // 1)},
                      "scope": "global", "importance": 0.5, "confidence": 0.7, "valid_from": 1.7e9,
                      "valid_to": None, "recorded_at": 1.7e9, "status": "active",
                      "origin": "agent-ingested", "last_access_at": 1.7e9, "access_count": 0,
                      "ef": 2.5, "half_life": None, "pinned": False,
                      "deletion_policy": "manual_only", "session": None, "agent": None,
                      "updated_at": 1.7e9, "embedder": None}
            if bad_first and i == 0:
                record["importance"] = 7
            handle.write(json.dumps(record) + "\n")
    return path


def leftovers(directory: Path) -> list[str]:
    return [p.name for p in directory.iterdir() if p.name.startswith(".helix-import-")]


def test_an_oversized_file_is_refused_before_any_record_is_read(hx: Helix, tmp_path: Path) -> None:
    path = big_dna(tmp_path / "big.dna", 40, bad_first=True)  # line 2 is invalid, but size comes first
    start = time.perf_counter()
    with pytest.raises(DnaFormatError, match=r"over the 2,000,000-byte limit once unpacked"):
        hx.import_(path, limits=DnaLimits(max_bytes=2_000_000))
    assert time.perf_counter() - start < 5
    with pytest.raises(DnaFormatError, match=r"more than 10 records \(\[dna\] max_records\)"):
        hx.import_(path, limits=DnaLimits(max_records=10))
    assert hx.count() == 0 and leftovers(hx.path.parent) == []


def test_the_header_promising_too_many_records_is_refused_at_once(hx: Helix, tmp_path: Path) -> None:
    header = {"type": "header", "format": "helix-dna", "version": 1, "exporter": "x", "exported_at": 1.0,
              "embedder": None, "dim": None, "counts": {"memory": 10**9}}
    path = tmp_path / "h.dna"
    path.write_bytes(gzip.compress((json.dumps(header) + "\n").encode()))
    with pytest.raises(DnaFormatError, match="holds 1,000,000,000 records; the limit is 5,000,000"):
        hx.import_(path)


def test_the_limits_are_settings(tmp_path: Path) -> None:
    settings = Settings().with_overrides({"dna": {"max_records": 3}})
    with Helix.open(tmp_path / "s.db", settings=settings, embedder="hashing", background=False) as hx:
        with pytest.raises(DnaFormatError, match="more than 3 records"):
            hx.import_(big_dna(tmp_path / "b.dna", 5, attributes_kb=1))


def peak_import(tmp_path: Path, n: int) -> tuple[int, Helix]:
    path = big_dna(tmp_path / f"b{n}.dna", n)
    hx = Helix.open(tmp_path / f"m{n}.db", embedder="hashing", background=False)
    hx.embedder()  # loaded before measuring
    tracemalloc.start()
    try:
        hx.import_(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    return peak, hx


def test_memory_does_not_grow_with_the_file(tmp_path: Path) -> None:
    small, hx_small = peak_import(tmp_path, 6)
    large, hx_large = peak_import(tmp_path, 36)  # six times the records, ~20 MB unpacked
    try:
        assert hx_large.count() == 36
        assert large < small * 1.5 + 2_000_000, (small, large)
        # Each memory was embedded once, during the import: none waits for the worker.
        assert hx_large.stats().pending_embeddings == 0
    finally:
        hx_small.close()
        hx_large.close()
    assert leftovers(tmp_path) == []


def test_progress_comes_by_stage_and_a_failure_leaves_nothing(hx: Helix, tmp_path: Path) -> None:
    seen: list[tuple[str, int, int]] = []
    hx.import_(big_dna(tmp_path / "p.dna", 130, attributes_kb=1),
               progress=lambda stage, done, total: seen.append((stage, done, total)))
    stages = [s for s, _, _ in seen]
    assert stages[0] == "measuring" and "checking" in stages and stages[-1] == "writing"
    assert ("checking", 130, 130) in seen and seen[-1] == ("writing", 130, 130)
    before = hx.count()
    with pytest.raises(DnaFormatError, match="line 2"):
        hx.import_(big_dna(tmp_path / "bad.dna", 3, bad_first=True))
    assert hx.count() == before and leftovers(hx.path.parent) == []


def test_not_enough_disk_space_is_said_before_starting(hx: Helix, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    import shutil

    from helix_core.portability import importer

    real = shutil.disk_usage
    monkeypatch.setattr(importer.shutil, "disk_usage",
                        lambda p: real(p)._replace(free=1000))
    with pytest.raises(StoreError, match="not enough free disk space"):
        hx.import_(big_dna(tmp_path / "d.dna", 3, attributes_kb=1))
    assert hx.count() == 0
