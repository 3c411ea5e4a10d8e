"""Facade methods for checking and repairing the store (`helix doctor`, `helix backup`); mixed into `Helix`.

Why a doctor: a process can die at any instant (SIGKILL, power loss). SQLite keeps each transaction
atomic, but the store also holds derived structures — the FTS5 index, the sqlite-vec table and its
`vec_log`, consolidation runs marked "running" — whose agreement with the memory table is ours to
guarantee. `doctor()` checks each of them, says plainly what disagrees, and with `repair=True` fixes
what can be fixed without guessing: the text index is rebuilt from the memory table, orphan vectors
and rows are deleted, memories whose vector is missing are marked pending and re-embedded, runs left
"running" by a dead process are marked interrupted. Nothing a person wrote is ever deleted by a repair.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .consolidation.runs import pid_alive
from .errors import InvalidInput, StoreError
from .store.db import is_database_error, looks_damaged, recovery_hint

if TYPE_CHECKING:
    from .settings import Settings
    from .store.store import Store

# A run still "running" this long after it started is treated as abandoned even when we cannot
# tell whether its process is alive (a real run takes minutes, not hours).
STALE_RUN_SECONDS = 3600.0


@dataclass(frozen=True)
class Check:
    """One thing the doctor looked at."""

    name: str
    ok: bool
    detail: str
    problems: int = 0
    repaired: int = 0


@dataclass(frozen=True)
class DoctorReport:
    checks: list[Check] = field(default_factory=list)
    repair: bool = False
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        """True when every check passed (after repairs, when repairing)."""
        return all(c.ok for c in self.checks)

    @property
    def problems(self) -> int:
        return sum(c.problems for c in self.checks)

    @property
    def repaired(self) -> int:
        return sum(c.repaired for c in self.checks)

    def check(self, name: str) -> Check:
        for c in self.checks:
            if c.name == name:
                return c
        raise KeyError(name)


class MaintenanceAPI:
    """`doctor()` and `backup()`; relies on `self.store`, `self.settings`, `self._ts()`, `self.index`."""

    store: Store
    settings: Settings

    def doctor(self, repair: bool = False, *, stale_run_seconds: float | None = None) -> DoctorReport:
        """Check the database and its indexes; with `repair`, fix what can be fixed safely.

        `stale_run_seconds`: a consolidation run still marked running after this long (default
        one hour) is treated as interrupted; runs whose recorded process is gone count at once.
        """
        started = time.perf_counter()
        stale = STALE_RUN_SECONDS if stale_run_seconds is None else stale_run_seconds
        integrity = self._guarded("integrity", self._check_integrity)
        if not integrity.ok:
            repair = False  # writing into a damaged file can make it worse: recover it first
        steps: list[tuple[str, Any]] = [
            ("fts", lambda: self._check_fts(repair)),
            ("vectors", lambda: self._check_vectors(repair)),
            ("orphans", lambda: self._check_orphans(repair)),
            ("history", self._check_history),
            ("runs", lambda: self._check_runs(repair, stale)),
            ("embeddings", lambda: self._check_pending(repair)),
        ]
        checks = [integrity, *(self._guarded(name, step) for name, step in steps)]
        return DoctorReport(checks=checks, repair=repair, seconds=time.perf_counter() - started)

    def _guarded(self, name: str, step: Any) -> Check:
        """Run one check; a failure (a full disk, a damaged page) is reported and the next runs."""
        try:
            return step()  # type: ignore[no-any-return]
        except StoreError as exc:
            return Check(name, False, f"could not check or repair: {exc}", problems=1)
        except Exception as exc:
            if not is_database_error(exc):
                raise
            what = "a damaged page" if looks_damaged(exc) else "a database error"
            return Check(name, False, f"could not check: {what} ({exc})", problems=1)

    # -- individual checks -------------------------------------------------------------------------

    def _sql(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        return list(self.store.db.execute_sql(sql, params).fetchall())

    def _check_integrity(self) -> Check:
        """SQLite's own check of every page. Damage is summed up with the way to recover, not
        listed page by page (a few damaged pages can produce thousands of lines)."""
        what = "PRAGMA integrity_check"
        try:
            lines, what = self.store.backend.integrity_check()
        except Exception as exc:  # a malformed file can fail the pragma itself
            if not is_database_error(exc):
                raise
            lines = [str(exc)]
        if lines == ["ok"]:
            return Check("integrity", True, f"{what}: ok")
        problems = [x.strip() for line in lines for x in line.splitlines() if x.strip()
                    and not x.startswith("***")]
        unused = sum(1 for x in problems if x.endswith("never used"))
        shown = [x[:120] for x in problems if not x.endswith("never used")][:3]
        summary = "; ".join(shown + ([f"{unused} pages no longer reachable"] if unused else []))
        more = "+" if len(problems) >= 200 else ""
        return Check("integrity", False,
                     f"the database file is damaged: {len(problems)}{more} problem(s) ({summary}). "
                     f"Nothing was repaired; {recovery_hint(self.store.path)}",
                     problems=max(1, len(problems)))

    def _fts_problems(self) -> tuple[int, str]:
        """(count, description) of disagreements between memory_fts and the memory table."""
        notes = self.store.backend.fts_check()
        problems = len(notes)
        table, column = self.store.backend.fts_indexed_table()
        missing = self._sql(
            f"SELECT count(*) FROM memory WHERE seq NOT IN (SELECT {column} FROM {table})"
        )[0][0]
        extra = self._sql(
            f"SELECT count(*) FROM {table} WHERE {column} NOT IN (SELECT seq FROM memory)"
        )[0][0]
        if missing:
            problems += missing
            notes.append(f"{missing} memories missing from the text index")
        if extra:
            problems += extra
            notes.append(f"{extra} text-index entries without a memory")
        return problems, "; ".join(notes)

    def _check_fts(self, repair: bool) -> Check:
        problems, detail = self._fts_problems()
        if not problems:
            return Check("fts", True, "text index agrees with the memory table")
        if not repair:
            return Check("fts", False, detail, problems=problems)
        with self.store.write():
            self.store.backend.fts_rebuild()
        left, after = self._fts_problems()
        return Check("fts", left == 0, f"{detail}; rebuilt the text index" + (f" ({after})" if left else ""),
                     problems=problems, repaired=problems - left)

    def _vector_state(self) -> dict[str, list[int]]:
        """Disagreements between the vector tables (heads, pieces), `vec_log` and the memory table.

        Lists of memory seqs, except "piece_orphans" and "stray_pieces", which hold piece ids.
        """
        has_pieces = self.store.table_exists("memory_piece_vec")
        if self.store.vec_dim() is None or not self.store.table_exists("memory_vec"):
            with_vec = self._sql("SELECT seq FROM memory WHERE embedder IS NOT NULL")
            return {"missing": [r[0] for r in with_vec], "orphans": [], "stale": [], "unlogged": [],
                    "piece_orphans": [], "stray_pieces": [], "piece_missing": []}
        current = self.store.meta_get("vec_embedder")
        missing = self._sql(
            "SELECT seq FROM memory WHERE embedder IS NOT NULL AND seq NOT IN (SELECT rowid FROM memory_vec)"
        )
        orphans = self._sql("SELECT rowid FROM memory_vec WHERE rowid NOT IN (SELECT seq FROM memory)")
        stale = self._sql(
            "SELECT seq FROM memory WHERE embedder IS NOT NULL AND embedder != ?", (current or "",)
        )
        # Pieces: a piece of no memory; a piece vector nothing points to; a piece record without its
        # vector (that memory is re-embedded, head and pieces).
        piece_orphans = self._sql("SELECT id FROM memory_piece WHERE seq NOT IN (SELECT seq FROM memory)")
        stray: list[tuple[Any, ...]] = []
        piece_missing: list[tuple[Any, ...]] = []
        if has_pieces:
            stray = self._sql("SELECT rowid FROM memory_piece_vec WHERE rowid NOT IN (SELECT id FROM memory_piece)")
            piece_missing = self._sql(
                "SELECT DISTINCT seq FROM memory_piece WHERE seq IN (SELECT seq FROM memory) "
                "AND id NOT IN (SELECT rowid FROM memory_piece_vec)")
        elif self._sql("SELECT 1 FROM memory_piece LIMIT 1"):
            piece_missing = self._sql(
                "SELECT DISTINCT seq FROM memory_piece WHERE seq IN (SELECT seq FROM memory)")
        # vec_log: since the last reset (which makes every cache reload the whole table), the last
        # op logged for a vector that exists must not be "del", or other processes' cached matrices
        # lack it (an "add" without a vector is counted as "missing" above).
        last_reset = self._sql("SELECT coalesce(max(id), 0) FROM vec_log WHERE op = 'reset'")[0][0]
        last_ops = (
            "SELECT seq, op FROM vec_log WHERE id IN ("
            "SELECT max(id) FROM vec_log WHERE id > ? AND op != 'reset' GROUP BY seq)"
        )
        unlogged = self._sql(
            f"SELECT l.seq FROM ({last_ops}) l WHERE l.op = 'del' AND (l.seq IN (SELECT rowid FROM memory_vec)"
            " OR l.seq IN (SELECT seq FROM memory_piece))",
            (last_reset,),
        )
        return {
            "missing": [r[0] for r in missing], "orphans": [r[0] for r in orphans],
            "stale": [r[0] for r in stale], "unlogged": [r[0] for r in unlogged],
            "piece_orphans": [r[0] for r in piece_orphans], "stray_pieces": [r[0] for r in stray],
            "piece_missing": [r[0] for r in piece_missing],
        }

    def _check_vectors(self, repair: bool) -> Check:
        state = self._vector_state()
        problems = sum(len(v) for v in state.values())
        labels = {
            "missing": "memories marked embedded have no vector",
            "orphans": "vectors belong to no memory",
            "stale": "memories were embedded by another embedder",
            "unlogged": "vectors disagree with vec_log (stale caches)",
            "piece_orphans": "pieces of long memories belong to no memory",
            "stray_pieces": "piece vectors belong to no piece",
            "piece_missing": "memories lack the vector of a piece",
        }
        detail = "; ".join(f"{len(v)} {labels[k]}" for k, v in state.items() if v)
        if not problems:
            return Check("vectors", True, "vector table agrees with the memory table")
        if not repair:
            return Check("vectors", False, detail, problems=problems)
        memory = self.store.models.Memory
        has_table = self.store.vec_dim() is not None and self.store.table_exists("memory_vec")
        has_pieces = self.store.table_exists("memory_piece_vec")
        with self.store.write():
            for seq in state["orphans"]:
                self._sql("DELETE FROM memory_vec WHERE rowid = ?", (seq,))
            for pid in state["piece_orphans"]:
                self._sql("DELETE FROM memory_piece WHERE id = ?", (pid,))
                if has_pieces:
                    self._sql("DELETE FROM memory_piece_vec WHERE rowid = ?", (pid,))
            for pid in state["stray_pieces"]:
                self._sql("DELETE FROM memory_piece_vec WHERE rowid = ?", (pid,))
            redo = sorted(set(state["missing"]) | set(state["stale"]) | set(state["piece_missing"]))
            for start in range(0, len(redo), 500):
                chunk = redo[start : start + 500]
                memory.update(embedder=None).where(memory.seq.in_(chunk)).execute()
                if has_table:
                    for seq in chunk:
                        self._sql("DELETE FROM memory_vec WHERE rowid = ?", (seq,))
                for seq in chunk:  # a memory re-embedded whole gets its pieces anew
                    for (pid,) in self._sql("SELECT id FROM memory_piece WHERE seq = ?", (seq,)):
                        if has_pieces:
                            self._sql("DELETE FROM memory_piece_vec WHERE rowid = ?", (pid,))
                        self._sql("DELETE FROM memory_piece WHERE id = ?", (pid,))
            if has_table:
                # One reset makes every process reload its cached matrix from the table.
                self.store.models.VecLog.insert(seq=0, op="reset").execute()
        index = getattr(self, "index", None)
        if index is not None:
            index.refresh()
        left = self._vector_state()
        remaining = sum(len(v) for v in left.values())
        return Check("vectors", remaining == 0,
                     f"{detail}; deleted orphan vectors, marked {len(redo)} memories for re-embedding",
                     problems=problems, repaired=max(0, problems - remaining))

    _ORPHAN_QUERIES: tuple[tuple[str, str, str], ...] = (
        ("edges with a missing end",
         "SELECT count(*) FROM edge WHERE src NOT IN (SELECT id FROM memory) OR dst NOT IN (SELECT id FROM memory)",
         "DELETE FROM edge WHERE src NOT IN (SELECT id FROM memory) OR dst NOT IN (SELECT id FROM memory)"),
        ("provenance rows of missing memories or edges",
         "SELECT count(*) FROM provenance WHERE (memory_id IS NOT NULL AND memory_id NOT IN (SELECT id FROM memory))"
         " OR (edge_id IS NOT NULL AND edge_id NOT IN (SELECT id FROM edge))",
         "DELETE FROM provenance WHERE (memory_id IS NOT NULL AND memory_id NOT IN (SELECT id FROM memory))"
         " OR (edge_id IS NOT NULL AND edge_id NOT IN (SELECT id FROM edge))"),
        ("quarantine entries of missing memories",
         "SELECT count(*) FROM quarantine WHERE memory_id NOT IN (SELECT id FROM memory)",
         "DELETE FROM quarantine WHERE memory_id NOT IN (SELECT id FROM memory)"),
    )

    def _check_orphans(self, repair: bool) -> Check:
        found: list[tuple[str, int, str]] = []
        for label, count_sql, delete_sql in self._ORPHAN_QUERIES:
            n = self._sql(count_sql)[0][0]
            if n:
                found.append((label, n, delete_sql))
        unlisted = self._sql(
            "SELECT count(*) FROM memory WHERE status = 'quarantined' "
            "AND id NOT IN (SELECT memory_id FROM quarantine)"
        )[0][0]
        problems = sum(n for _, n, _ in found) + unlisted
        detail = "; ".join(f"{n} {label}" for label, n, _ in found)
        if unlisted:
            detail = "; ".join(filter(None, [detail, f"{unlisted} quarantined memories with no reason on record"]))
        if not problems:
            return Check("orphans", True, "no orphan edges, provenance or quarantine rows")
        if not repair:
            return Check("orphans", False, detail, problems=problems)
        now = self._ts()  # type: ignore[attr-defined]
        with self.store.write():
            for _, _, delete_sql in found:
                self._sql(delete_sql)
            self._sql(
                "INSERT INTO quarantine(memory_id, reason, import_id, checks, at) "
                "SELECT id, 'quarantined (reason lost; restored by helix doctor)', NULL, '{}', ? "
                "FROM memory WHERE status = 'quarantined' AND id NOT IN (SELECT memory_id FROM quarantine)",
                (now,),
            )
        return Check("orphans", True, f"{detail}; removed the orphans", problems=problems, repaired=problems)

    def _check_history(self) -> Check:
        """Every memory has its 'created' (or 'imported') event: the log is the system of record."""
        n = self._sql(
            "SELECT count(*) FROM memory m WHERE NOT EXISTS ("
            "SELECT 1 FROM history h WHERE h.memory_id = m.id)"
        )[0][0]
        if n:
            return Check("history", False, f"{n} memories have no history event (cannot be repaired)",
                         problems=n)
        return Check("history", True, "every memory has its history")

    def _check_runs(self, repair: bool, stale_seconds: float) -> Check:
        run = self.store.models.Run
        now = self._ts()  # type: ignore[attr-defined]
        running = list(run.select().where(run.status == "running"))
        shared = self.store.is_shared  # a pid recorded on another host means nothing here
        stuck = [r for r in running if _run_abandoned(r, now, stale_seconds, shared)]
        if not stuck:
            extra = f" ({len(running)} in progress)" if running else ""
            return Check("runs", True, "no consolidation run left half-done" + extra)
        ids = [r.id for r in stuck]
        detail = f"{len(stuck)} consolidation run(s) still marked running: {', '.join(map(str, ids))}"
        if not repair:
            return Check("runs", False, detail, problems=len(stuck))
        queue = self.store.models.TriggerQueue
        with self.store.write():
            run.update(status="failed", ended_at=now,
                       error="interrupted: its process stopped before the run finished (marked by helix doctor)"
                       ).where(run.id.in_(ids)).execute()
            # Give the triggers they consumed back to the queue, so the work is not lost.
            queue.update(taken_at=None, run_id=None).where(
                queue.run_id.in_(ids) & queue.done_at.is_null()
            ).execute()
        return Check("runs", True, f"{detail}; marked them failed (interrupted)",
                     problems=len(stuck), repaired=len(stuck))

    def _check_pending(self, repair: bool) -> Check:
        memory = self.store.models.Memory
        pending = memory.select().where(memory.embedder.is_null()).count()
        queued = self._sql("SELECT count(*) FROM vec_piece_todo")[0][0]
        waiting = (f"; {queued} long memories wait for their pieces (added in the background)"
                   if queued else "")
        if not pending and not (repair and queued):
            return Check("embeddings", True, "no memory waits for a vector" + waiting)
        if not repair:
            # Pending vectors are normal right after capture; they are not a fault.
            return Check("embeddings", True, f"{pending} memories wait for a vector (helix embed)" + waiting)
        done = self.embed_pending()  # type: ignore[attr-defined]
        pieced = self.embed_pieces()  # type: ignore[attr-defined]
        left = memory.select().where(memory.embedder.is_null()).count()
        return Check("embeddings", left == 0, f"embedded {done} pending memories"
                     + (f", checked {pieced} long memories for pieces" if pieced else "")
                     + (f"; {left} still pending" if left else ""), repaired=done)

    # -- backup ------------------------------------------------------------------------------------

    def backup(self, path: str | Path, *, overwrite: bool = False) -> Path:
        """Copy the whole database, consistent even while others write (SQLite's online backup)."""
        target = Path(path).expanduser()
        if str(path).strip() == "":
            raise InvalidInput("backup path is empty")
        if target.exists() and target.is_dir():
            target = target / f"helix-{time.strftime('%Y%m%d-%H%M%S')}.db"
        target = target.resolve()
        if self.store.url is not None:
            # A server's store is backed up into a SQLite file: the same rows, history and vectors,
            # readable by `helix --db FILE` and copied back with `helix copy FILE URL`.
            from .portability.copy import copy_store

            if target.exists():
                raise InvalidInput(f"{target} exists; choose another path")
            copy_store(self.store.url, target)
            return target
        source = self.store.path
        if source is not None and target == source.resolve():
            raise InvalidInput("the backup path is the database itself")
        if target.exists() and not overwrite:
            raise InvalidInput(f"{target} exists; choose another path (or overwrite it: --force, overwrite=True)")
        if not target.parent.is_dir():
            raise InvalidInput(f"directory {target.parent} does not exist")
        from .store.db import choose_driver, create_private

        partial = target.with_name(target.name + f".partial-{os.getpid()}")
        try:
            create_private(partial)  # a copy of every memory: owner-only, like the database
            dest = choose_driver().connect(str(partial))
            try:
                self.store.db.connection().backup(dest)
                ok = dest.execute("PRAGMA integrity_check").fetchone()[0]
            finally:
                dest.close()
            if ok != "ok":
                raise StoreError(f"the backup at {partial} failed its integrity check: {ok}")
            os.replace(partial, target)
        except OSError as exc:
            raise StoreError(f"cannot write the backup {target}: {exc.strerror or exc}") from None
        except Exception as exc:
            if type(exc).__name__ in {"OperationalError", "DatabaseError"}:
                raise StoreError(f"cannot write the backup {target}: {exc}") from None
            raise
        finally:
            if partial.exists():
                partial.unlink()
        return target


def _run_abandoned(row: Any, now: float, stale_seconds: float, shared: bool = False) -> bool:
    """A run is abandoned when its recorded process is gone, or when it is older than the limit."""
    pid = _recorded_pid(row)
    if not shared and pid is not None and pid != os.getpid() and not pid_alive(pid):
        return True
    return now - float(row.started_at or 0) >= stale_seconds


def _recorded_pid(row: Any) -> int | None:
    from .store.store import loads

    for attr in ("pid",):
        value = getattr(row, attr, None)
        if isinstance(value, int):
            return value
    try:
        notes = loads(row.notes, [])
    except ValueError:
        return None
    if isinstance(notes, dict) and isinstance(notes.get("pid"), int):
        return notes["pid"]
    return None
