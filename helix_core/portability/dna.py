"""The `.dna` file: gzip-compressed JSON Lines, a header first, then one record per line.

Why this shape: gzip and JSON Lines are readable with standard tools (`zcat x.dna | jq`), stream in
both directions without holding a store in memory, and a damaged file is caught by gzip's CRC. The
reader is written for hostile input: every limit is checked before the data is trusted, every
failure becomes a `DnaFormatError` naming the line, and nothing here touches a database.
The format is documented in docs/dna-format.md.
"""

from __future__ import annotations

import base64
import binascii
import gzip
import json
import math
import os
import re
import tempfile
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import numpy as np

from .. import kinds
from ..checks import MAX_EDGE_WEIGHT, MAX_EF, MAX_TS, MEMORY_ID_RE, MIN_TS
from ..errors import InvalidInput
from ..history import _ACTOR
from ..nesting import MAX_DEPTH, depth_exceeds

FORMAT = "helix-dna"
VERSION = 1
RECORD_TYPES = ("memory", "edge", "provenance", "history")
# No record nests deeper than attributes at their highest allowed depth (100) inside a history
# snapshot; anything deeper is refused before any field is looked at.
RECORD_DEPTH = 110
SNAPSHOT_LEVELS = 4  # how far below a history event's before/after a memory's attributes sit


@dataclass(frozen=True)
class DnaLimits:
    """Bounds on what a reader accepts, so a hostile or broken file cannot exhaust memory or disk."""

    max_bytes: int = 1 << 30  # uncompressed, the whole file
    max_line_bytes: int = 1 << 20
    max_records: int = 5_000_000

    @classmethod
    def from_settings(cls, settings: Any) -> DnaLimits:
        """From the `[dna]` settings section."""
        return cls(settings.max_unpacked_bytes, settings.max_record_bytes, settings.max_records)


class DnaFormatError(InvalidInput):
    """The file is not a valid `.dna` file. `line` is the 1-based line where the problem was found."""

    def __init__(self, path: str | Path, line: int, problem: str) -> None:
        self.path = str(path)
        self.line = line
        self.problem = problem
        where = f"line {line}" if line else "file"
        super().__init__(f"{Path(path).name}: {where}: {problem}")


@dataclass
class Header:
    format: str
    version: int
    exporter: str
    exported_at: float
    embedder: str | None
    dim: int | None
    counts: dict[str, int]
    filters: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "type": "header", "format": self.format, "version": self.version, "exporter": self.exporter,
            "exported_at": self.exported_at, "embedder": self.embedder, "dim": self.dim,
            "counts": self.counts, "filters": self.filters,
        }


# -- writing -------------------------------------------------------------------------------------


def encode_vector(vector: np.ndarray | bytes) -> str:
    raw = vector if isinstance(vector, bytes) else np.asarray(vector, dtype="<f4").tobytes()
    return base64.b64encode(raw).decode("ascii")


def check_export_path(path: Path, *, force: bool, protected: list[Path]) -> Path:
    """Refuse destinations that would lose data: a directory, an existing file (without force), the db."""
    target = Path(os.path.abspath(path.expanduser()))
    if target.exists() and target.is_dir():
        raise InvalidInput(f"export path {target} is a directory; give a file name")
    resolved = target.resolve()
    for p in protected:
        if resolved == p or resolved.name.startswith(p.name + "-") and resolved.parent == p.parent:
            raise InvalidInput(f"refusing to export over the database file {resolved}")
    if target.exists() and not force:
        raise InvalidInput(f"{target} already exists; pass --force to overwrite it")
    if target.exists() and not target.is_file():
        raise InvalidInput(f"{target} is not a regular file")
    if not target.parent.is_dir():
        raise InvalidInput(f"directory {target.parent} does not exist")
    return target


class DnaWriter:
    """Writes to a temporary file beside the target and renames it into place only when complete."""

    def __init__(self, target: Path) -> None:
        self.target = target
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=target.parent)
        self._tmp = Path(tmp)
        self._raw: IO[bytes] = os.fdopen(fd, "wb")
        self._gz = gzip.GzipFile(fileobj=self._raw, mode="wb", compresslevel=6, mtime=0)
        self.lines = 0
        self.bytes = 0

    def write(self, record: dict[str, Any]) -> None:
        line = (json.dumps(record, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
                + "\n").encode("utf-8")
        self._gz.write(line)
        self.lines += 1
        self.bytes += len(line)

    def commit(self) -> int:
        self._gz.close()
        self._raw.flush()
        os.fsync(self._raw.fileno())
        self._raw.close()
        os.replace(self._tmp, self.target)
        return self.target.stat().st_size

    def abort(self) -> None:
        try:
            self._gz.close()
            self._raw.close()
        finally:
            self._tmp.unlink(missing_ok=True)


# -- reading -------------------------------------------------------------------------------------


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _open_checked(path: Path) -> IO[bytes]:
    if not path.exists():
        raise InvalidInput(f"{path} does not exist")
    if path.is_dir():
        raise InvalidInput(f"{path} is a directory, not a .dna file")
    if not path.is_file():
        raise InvalidInput(f"{path} is not a regular file")
    try:
        return path.open("rb")
    except OSError as exc:
        raise InvalidInput(f"cannot read {path}: {exc.strerror}") from None


@dataclass(frozen=True)
class Extent:
    """How big a file is once unpacked: bytes and lines."""

    bytes: int
    lines: int


PRESCAN_CHUNK = 1 << 20


def prescan(path: Path, limits: DnaLimits) -> Extent:
    """Unpack the file once without parsing it, to refuse it early for its size or record count.

    Decompression alone runs at hundreds of MB/s, while reading records (parsing, checking,
    redacting, embedding) is far slower: an oversized file is refused in seconds, before any of
    that, and memory stays one chunk. A damaged gzip stream is found here too.
    """
    raw = _open_checked(path)
    total = lines = 0
    try:
        if raw.read(2) != b"\x1f\x8b":
            raise DnaFormatError(path, 0, "not a gzip file (a .dna file is gzip-compressed JSON Lines)")
        raw.seek(0)
        gz = gzip.GzipFile(fileobj=raw, mode="rb")
        while True:
            try:
                chunk = gz.read(PRESCAN_CHUNK)
            except (EOFError, zlib.error, gzip.BadGzipFile, OSError) as exc:
                raise DnaFormatError(path, lines + 1, f"the file is truncated or corrupt ({exc})") from None
            if not chunk:
                return Extent(total, lines)
            total += len(chunk)
            lines += chunk.count(b"\n")
            if total > limits.max_bytes:
                raise DnaFormatError(path, 0, f"the file is over the {limits.max_bytes:,}-byte limit "
                                     "once unpacked ([dna] max_unpacked_bytes)")
            if lines > limits.max_records + 1:
                raise DnaFormatError(path, 0, f"more than {limits.max_records:,} records "
                                     "([dna] max_records)")
    finally:
        raw.close()


def iter_lines(path: Path, limits: DnaLimits) -> Iterator[tuple[int, bytes]]:
    """(line number, raw line) pairs, enforcing the size limits and turning gzip damage into errors."""
    raw = _open_checked(path)
    total = 0
    number = 0
    try:
        magic = raw.read(2)
        raw.seek(0)
        if magic != b"\x1f\x8b":
            raise DnaFormatError(path, 0, "not a gzip file (a .dna file is gzip-compressed JSON Lines)")
        gz = gzip.GzipFile(fileobj=raw, mode="rb")
        while True:
            number += 1
            try:
                line = gz.readline(limits.max_line_bytes + 1)
            except (EOFError, zlib.error, gzip.BadGzipFile, OSError) as exc:
                raise DnaFormatError(path, number, f"the file is truncated or corrupt ({exc})") from None
            if not line:
                return
            total += len(line)
            if total > limits.max_bytes:
                raise DnaFormatError(path, number, f"the file is over the {limits.max_bytes:,}-byte limit")
            if len(line) > limits.max_line_bytes:
                raise DnaFormatError(
                    path, number, f"the line is over the {limits.max_line_bytes:,}-byte limit"
                )
            if number > limits.max_records + 1:
                raise DnaFormatError(path, number, f"more than {limits.max_records:,} records")
            yield number, line
    finally:
        raw.close()


def parse_line(path: Path, number: int, line: bytes) -> dict[str, Any]:
    if not line.endswith(b"\n"):
        raise DnaFormatError(path, number, "the last line is incomplete (the file was cut short)")
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DnaFormatError(path, number, f"not valid UTF-8 (byte {exc.start})") from None
    try:
        value = json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as exc:
        raise DnaFormatError(path, number, f"not valid JSON ({str(exc)[:120]})") from None
    if not isinstance(value, dict):
        raise DnaFormatError(path, number, "a record must be a JSON object")
    if depth_exceeds(value, RECORD_DEPTH):
        raise DnaFormatError(path, number, f"the record is nested more than {RECORD_DEPTH} levels deep")
    return value


def parse_header(path: Path, number: int, value: dict[str, Any]) -> Header:
    def bad(problem: str) -> DnaFormatError:
        return DnaFormatError(path, number, f"header: {problem}")

    if value.get("format") != FORMAT:
        raise bad(f"format is {value.get('format')!r}, expected {FORMAT!r} (is this a .dna file?)")
    version = value.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise bad("version must be an integer")
    if version > VERSION:
        raise bad(f"version {version} was written by a newer Helix; this one reads version {VERSION}")
    if version < 1:
        raise bad(f"unknown version {version}")
    exporter = value.get("exporter")
    if not isinstance(exporter, str) or len(exporter) > 200:
        raise bad("exporter must be text")
    exported_at = value.get("exported_at")
    if not _finite(exported_at):
        raise bad("exported_at must be a number (epoch seconds)")
    embedder = value.get("embedder")
    if embedder is not None and (not isinstance(embedder, str) or len(embedder) > 200):
        raise bad("embedder must be text or null")
    dim = value.get("dim")
    if dim is not None and (not isinstance(dim, int) or isinstance(dim, bool) or not 0 < dim <= 8192):
        raise bad("dim must be an integer from 1 to 8192, or null")
    counts = value.get("counts")
    if not isinstance(counts, dict) or set(counts) - set(RECORD_TYPES) or not all(
        isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in counts.values()
    ):
        raise bad("counts must map record types to non-negative integers")
    filters = value.get("filters") or {}
    if not isinstance(filters, dict):
        raise bad("filters must be an object")
    return Header(FORMAT, version, exporter, float(exported_at), embedder, dim,
                  {t: int(counts.get(t, 0)) for t in RECORD_TYPES}, filters)


def read(
    path: Path, limits: DnaLimits | None = None
) -> tuple[Header, Iterator[tuple[int, dict[str, Any]]]]:
    """Open a .dna file: its header, and an iterator over (line number, record) that checks counts."""
    limits = limits or DnaLimits()
    lines = iter_lines(path, limits)
    try:
        number, first = next(lines)
    except StopIteration:
        raise DnaFormatError(path, 1, "the file is empty") from None
    header = parse_header(path, number, parse_line(path, number, first))
    promised = sum(header.counts.values())
    if promised > limits.max_records:
        raise DnaFormatError(path, number, f"header: the file holds {promised:,} records; the limit "
                             f"is {limits.max_records:,} ([dna] max_records)")

    def records() -> Iterator[tuple[int, dict[str, Any]]]:
        seen = dict.fromkeys(RECORD_TYPES, 0)
        last = number
        for last, line in lines:
            if line.strip() == b"":
                raise DnaFormatError(path, last, "blank line")
            record = parse_line(path, last, line)
            kind = record.get("type")
            if kind not in RECORD_TYPES:
                raise DnaFormatError(path, last, f"unknown record type {kind!r}")
            seen[kind] += 1
            if seen[kind] > header.counts[kind]:
                raise DnaFormatError(
                    path, last, f"more {kind} records than the header's {header.counts[kind]}"
                )
            yield last, record
        for kind in RECORD_TYPES:
            if seen[kind] != header.counts[kind]:
                raise DnaFormatError(
                    path, last,
                    f"the header promises {header.counts[kind]} {kind} records but the file has "
                    f"{seen[kind]} (truncated?)",
                )

    return header, records()


# -- record validation ---------------------------------------------------------------------------


def _finite(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


class RecordChecker:
    """Validates records field by field; each problem is raised with the record's line."""

    def __init__(self, path: Path, max_content_chars: int, max_attributes_bytes: int,
                 max_attributes_depth: int = MAX_DEPTH) -> None:
        self.path = path
        self.max_content = max_content_chars
        self.max_attributes = max_attributes_bytes
        self.max_depth = max_attributes_depth

    def fail(self, line: int, kind: str, problem: str) -> DnaFormatError:
        return DnaFormatError(self.path, line, f"{kind} record: {problem}")

    def text(self, rec: dict[str, Any], key: str, line: int, kind: str, *, optional: bool = False,
             limit: int = 200) -> str | None:
        value = rec.get(key)
        if value is None and optional:
            return None
        if not isinstance(value, str) or not value or len(value) > limit or "\x00" in value:
            raise self.fail(line, kind, f"{key} must be non-empty text of at most {limit} characters")
        return value

    def number(self, rec: dict[str, Any], key: str, line: int, kind: str, *, optional: bool = False,
               lo: float | None = None, hi: float | None = None) -> float | None:
        value = rec.get(key)
        if value is None and optional:
            return None
        if not _finite(value):
            raise self.fail(line, kind, f"{key} must be a finite number")
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            raise self.fail(line, kind, f"{key} must be between {lo} and {hi}, got {value}")
        return float(value)

    def memory_id(self, value: Any, line: int, kind: str, key: str = "id") -> str:
        if not isinstance(value, str) or not MEMORY_ID_RE.match(value):
            raise self.fail(line, kind, f"{key} {str(value)[:60]!r} is not a valid memory id")
        return value

    def memory(self, rec: dict[str, Any], line: int) -> dict[str, Any]:
        k = "memory"
        out: dict[str, Any] = {"id": self.memory_id(rec.get("id"), line, k)}
        kind = rec.get("kind")
        if kind not in kinds.kinds():
            raise self.fail(line, k, f"unknown kind {str(kind)[:40]!r}")
        out["kind"] = kind
        if rec.get("shape") not in kinds.SHAPES:
            raise self.fail(line, k, f"unknown shape {str(rec.get('shape'))[:40]!r}")
        out["shape"] = rec["shape"]
        level = rec.get("level", 0)
        if level not in kinds.LEVELS or isinstance(level, bool):
            raise self.fail(line, k, "level must be 0..3")
        out["level"] = level
        content = rec.get("content")
        if not isinstance(content, str) or not content.strip():
            raise self.fail(line, k, "content must be non-empty text")
        if len(content) > self.max_content or "\x00" in content:
            raise self.fail(line, k, f"content is over {self.max_content:,} characters or has a NUL")
        out["content"] = content
        attributes = rec.get("attributes", {})
        if not isinstance(attributes, dict):
            raise self.fail(line, k, "attributes must be an object")
        if depth_exceeds(attributes, self.max_depth):
            raise self.fail(line, k, f"attributes are nested more than {self.max_depth} levels deep "
                            "(the limit is [capture] max_attributes_depth)")
        if len(json.dumps(attributes, ensure_ascii=False)) > self.max_attributes:
            raise self.fail(line, k, f"attributes are over {self.max_attributes:,} bytes")
        out["attributes"] = attributes
        scope = rec.get("scope")
        if not isinstance(scope, str) or not kinds.is_valid_scope(scope):
            raise self.fail(line, k, f"scope {str(scope)[:60]!r} is not 'global' or 'project:<id>'")
        out["scope"] = scope
        out["importance"] = self.number(rec, "importance", line, k, lo=0.0, hi=1.0)
        out["confidence"] = self.number(rec, "confidence", line, k, lo=0.0, hi=1.0)
        # times as epoch seconds a datetime can hold (years 1–9999): milliseconds would break every read
        for key in ("valid_from", "recorded_at", "last_access_at", "updated_at"):
            out[key] = self.number(rec, key, line, k, lo=MIN_TS, hi=MAX_TS)
        for key in ("valid_to", "reviewed_at", "consolidated_at"):
            out[key] = self.number(rec, key, line, k, optional=True, lo=MIN_TS, hi=MAX_TS)
        if rec.get("status") not in kinds.STATUSES:
            raise self.fail(line, k, f"unknown status {str(rec.get('status'))[:40]!r}")
        out["status"] = rec["status"]
        if rec.get("origin") not in kinds.ORIGINS:
            raise self.fail(line, k, f"unknown origin {str(rec.get('origin'))[:40]!r}")
        out["origin"] = rec["origin"]
        count = rec.get("access_count", 0)
        if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count < 2**53:
            raise self.fail(line, k, "access_count must be a non-negative integer")
        out["access_count"] = count
        out["ef"] = self.number(rec, "ef", line, k, lo=1.0, hi=MAX_EF)
        out["half_life"] = self.number(rec, "half_life", line, k, optional=True, lo=0.0, hi=1e7)
        if not isinstance(rec.get("pinned", False), bool):
            raise self.fail(line, k, "pinned must be true or false")
        out["pinned"] = rec.get("pinned", False)
        if rec.get("deletion_policy", "manual_only") not in kinds.DELETION_POLICIES:
            raise self.fail(line, k, "unknown deletion_policy")
        out["deletion_policy"] = rec.get("deletion_policy", "manual_only")
        out["session"] = self.text(rec, "session", line, k, optional=True)
        out["agent"] = self.text(rec, "agent", line, k, optional=True)
        out["embedder"] = self.text(rec, "embedder", line, k, optional=True)
        vector = rec.get("vector")
        out["vector"] = None
        if vector is not None:
            if not isinstance(vector, str) or len(vector) > 65_536:
                raise self.fail(line, k, "vector must be base64 text")
            try:
                raw = base64.b64decode(vector, validate=True)
            except (binascii.Error, ValueError):
                raise self.fail(line, k, "vector is not valid base64") from None
            if not raw or len(raw) % 4:
                raise self.fail(line, k, "vector is not a whole number of float32 values")
            array = np.frombuffer(raw, dtype="<f4")
            if not np.all(np.isfinite(array)):
                raise self.fail(line, k, "vector holds a non-finite number")
            norm = float(np.linalg.norm(array.astype(np.float64)))
            if not np.isfinite(norm) or norm == 0.0:
                raise self.fail(line, k, "vector has no direction (zero or overflowing length)")
            # Stored vectors are unit length (cosine = dot product); a file's are made so.
            out["vector"] = (array.astype(np.float64) / norm).astype(np.float32)
        return out

    def edge(self, rec: dict[str, Any], line: int) -> dict[str, Any]:
        k = "edge"
        out = {
            "src": self.memory_id(rec.get("src"), line, k, "src"),
            "dst": self.memory_id(rec.get("dst"), line, k, "dst"),
        }
        if rec.get("relation") not in kinds.RELATIONS:
            raise self.fail(line, k, f"unknown relation {str(rec.get('relation'))[:40]!r}")
        if out["src"] == out["dst"]:
            raise self.fail(line, k, "an edge cannot link a memory to itself")
        out["relation"] = rec["relation"]
        out["weight"] = self.number(rec, "weight", line, k, lo=-MAX_EDGE_WEIGHT, hi=MAX_EDGE_WEIGHT)
        out["created_at"] = self.number(rec, "created_at", line, k)
        out["valid_to"] = self.number(rec, "valid_to", line, k, optional=True)
        return out

    def provenance(self, rec: dict[str, Any], line: int) -> dict[str, Any]:
        k = "provenance"
        out: dict[str, Any] = {"memory_id": None, "edge": None}
        if rec.get("memory_id") is not None:
            out["memory_id"] = self.memory_id(rec["memory_id"], line, k, "memory_id")
        elif isinstance(rec.get("edge"), dict):
            e = rec["edge"]
            if e.get("relation") not in kinds.RELATIONS:
                raise self.fail(line, k, "edge.relation is unknown")
            out["edge"] = (self.memory_id(e.get("src"), line, k, "edge.src"),
                           self.memory_id(e.get("dst"), line, k, "edge.dst"), e["relation"])
        else:
            raise self.fail(line, k, "needs memory_id or edge {src, dst, relation}")
        for key in ("agent", "session", "ref"):
            out[key] = self.text(rec, key, line, k, optional=True, limit=1000)
        out["extractor"] = self.text(rec, "extractor", line, k, optional=True) or "heuristic"
        if rec.get("origin") not in kinds.ORIGINS:
            raise self.fail(line, k, f"unknown origin {str(rec.get('origin'))[:40]!r}")
        out["origin"] = rec["origin"]
        out["at"] = self.number(rec, "at", line, k)
        return out

    def history(self, rec: dict[str, Any], line: int) -> dict[str, Any]:
        k = "history"
        out: dict[str, Any] = {"memory_id": self.memory_id(rec.get("memory_id"), line, k, "memory_id")}
        event = rec.get("event")
        if not isinstance(event, str) or not re.match(r"^[a-z][a-z\-_]{0,39}$", event):
            raise self.fail(line, k, f"event {str(event)[:40]!r} is not a valid event name")
        out["event"] = event
        actor = rec.get("actor")
        if not isinstance(actor, str) or not _ACTOR.match(actor):
            raise self.fail(line, k, f"actor {str(actor)[:40]!r} is not human, system or agent:NAME")
        out["actor"] = actor
        out["rationale"] = self.text(rec, "rationale", line, k, optional=True, limit=20_000)
        for key in ("before", "after"):
            value = rec.get(key)
            if value is not None and not isinstance(value, dict):
                raise self.fail(line, k, f"{key} must be an object or null")
            # A snapshot holds a memory's attributes a level or two down.
            if value is not None and depth_exceeds(value, self.max_depth + SNAPSHOT_LEVELS):
                raise self.fail(line, k, f"{key} is nested more than {self.max_depth + SNAPSHOT_LEVELS} "
                                "levels deep")
            out[key] = value
        out["at"] = self.number(rec, "at", line, k)
        return out


ProgressFn = Callable[[int, int], None]
CancelFn = Callable[[], bool]
