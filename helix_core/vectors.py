"""Vector search: sqlite-vec is the store of record; a cached numpy matrix makes search fast.

Every vector write appends to `vec_log`, so each process refreshes its cache by reading only what
changed since it last looked (other processes' captures included). Exact cosine over the matrix is a
single matrix-vector product; `bench/` compares it with sqlite-vec's own KNN.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence

import numpy as np

from .store.store import Store


def to_blob(vector: np.ndarray) -> bytes:
    return np.asarray(vector, dtype=np.float32).tobytes()


def from_blob(blob: bytes) -> np.ndarray:
    return np.frombuffer(blob, dtype=np.float32)


def write_vectors(store: Store, rows: Sequence[tuple[int, np.ndarray]], embedder: str) -> int:
    """Store vectors for memory seqs still waiting for one. Call inside a write transaction."""
    memory = store.models.Memory
    written = 0
    for seq, vector in rows:
        pending = (
            memory.select(memory.seq)
            .where((memory.seq == seq) & (memory.embedder.is_null()))
            .exists()
        )
        if not pending:
            continue
        store.db.execute_sql("DELETE FROM memory_vec WHERE rowid = ?", (seq,))
        store.db.execute_sql(
            "INSERT INTO memory_vec(rowid, embedding) VALUES (?, ?)", (seq, to_blob(vector))
        )
        memory.update(embedder=embedder).where(memory.seq == seq).execute()
        store.models.VecLog.insert(seq=seq, op="add").execute()
        written += 1
    return written


def delete_vector(store: Store, seq: int) -> None:
    """Remove a memory's vector (hard forget). Call inside a write transaction."""
    if store.vec_dim() is None:
        return
    store.db.execute_sql("DELETE FROM memory_vec WHERE rowid = ?", (seq,))
    store.models.VecLog.insert(seq=seq, op="del").execute()


def touch_vector(store: Store, seq: int) -> None:
    """Tell caches a memory's vector metadata (its scope) changed."""
    store.models.VecLog.insert(seq=seq, op="add").execute()


class VectorIndex:
    """An in-process copy of every vector with its memory's scope, refreshed incrementally."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._lock = threading.Lock()
        self._dim = 0
        self._matrix = np.zeros((0, 0), dtype=np.float32)
        self._seqs = np.zeros(0, dtype=np.int64)
        self._scopes = np.zeros(0, dtype=np.int32)
        self._n = 0
        self._pos: dict[int, int] = {}
        self._scope_codes: dict[str, int] = {}
        self._last_log = 0
        self._deleted = 0

    def __len__(self) -> int:
        return self._n - self._deleted

    def _scope_code(self, scope: str) -> int:
        code = self._scope_codes.get(scope)
        if code is None:
            code = len(self._scope_codes)
            self._scope_codes[scope] = code
        return code

    def _reset(self, dim: int) -> None:
        self._dim = dim
        self._matrix = np.zeros((1024, dim), dtype=np.float32)
        self._seqs = np.full(1024, -1, dtype=np.int64)
        self._scopes = np.full(1024, -1, dtype=np.int32)
        self._n = 0
        self._pos = {}
        self._deleted = 0

    def _grow(self, need: int) -> None:
        capacity = self._matrix.shape[0]
        if need <= capacity:
            return
        new_cap = max(need, capacity * 2)
        matrix = np.zeros((new_cap, self._dim), dtype=np.float32)
        matrix[: self._n] = self._matrix[: self._n]
        seqs = np.full(new_cap, -1, dtype=np.int64)
        seqs[: self._n] = self._seqs[: self._n]
        scopes = np.full(new_cap, -1, dtype=np.int32)
        scopes[: self._n] = self._scopes[: self._n]
        self._matrix, self._seqs, self._scopes = matrix, seqs, scopes

    def _load(self, seqs: Iterable[int] | None) -> None:
        """Load (or reload) vectors for `seqs`, or all of them when None."""
        sql = (
            "SELECT v.rowid, v.embedding, m.scope FROM memory_vec v JOIN memory m ON m.seq = v.rowid"
        )
        params: tuple = ()
        if seqs is not None:
            wanted = sorted(set(seqs))
            if not wanted:
                return
            rows = []
            for start in range(0, len(wanted), 500):
                chunk = wanted[start : start + 500]
                marks = ",".join("?" * len(chunk))
                rows.extend(
                    self.store.db.execute_sql(f"{sql} WHERE v.rowid IN ({marks})", tuple(chunk))
                )
        else:
            rows = list(self.store.db.execute_sql(sql, params))
        self._grow(self._n + len(rows))
        for seq, blob, scope in rows:
            pos = self._pos.get(seq)
            if pos is None:
                pos = self._n
                self._n += 1
                self._pos[seq] = pos
            self._matrix[pos] = from_blob(blob)
            self._seqs[pos] = seq
            self._scopes[pos] = self._scope_code(scope)

    def _remove(self, seq: int) -> None:
        pos = self._pos.pop(seq, None)
        if pos is None:
            return
        self._matrix[pos] = 0.0
        self._seqs[pos] = -1
        self._scopes[pos] = -1
        self._deleted += 1

    def refresh(self) -> None:
        with self._lock:
            dim = self.store.vec_dim()
            if dim is None:
                return
            log = self.store.models.VecLog
            rows = list(
                log.select(log.id, log.seq, log.op).where(log.id > self._last_log).order_by(log.id).tuples()
            )
            if not rows and self._dim == dim:
                return
            last = rows[-1][0] if rows else self._last_log
            if self._dim != dim or any(op == "reset" for _, _, op in rows) or self._last_log == 0:
                self._reset(dim)
                self._load(None)
            else:
                adds = []
                for _, seq, op in rows:
                    if op == "del":
                        self._remove(seq)
                    else:
                        adds.append(seq)
                self._load(adds)
                if self._deleted > 1000 and self._deleted > self._n // 5:
                    self._reset(dim)
                    self._load(None)
            self._last_log = last

    def search(
        self, query: np.ndarray, scopes: Sequence[str], k: int
    ) -> list[tuple[int, float]]:
        """Top-k (seq, cosine) among memories of the given scopes."""
        self.refresh()
        with self._lock:
            if self._n == 0 or k <= 0:
                return []
            codes = [self._scope_codes[s] for s in scopes if s in self._scope_codes]
            if not codes:
                return []
            sims = self._matrix[: self._n] @ np.asarray(query, dtype=np.float32)
            mask = np.isin(self._scopes[: self._n], codes)
            sims = np.where(mask, sims, -np.inf)
            k = min(k, int(mask.sum()))
            if k == 0:
                return []
            top = np.argpartition(-sims, k - 1)[:k]
            top = top[np.argsort(-sims[top])]
            return [(int(self._seqs[i]), float(sims[i])) for i in top]

    def matrix_for(self, seqs: Sequence[int]) -> np.ndarray:
        """The vectors of `seqs` as rows of one matrix (zeros where a memory has none yet)."""
        with self._lock:
            out = np.zeros((len(seqs), max(self._dim, 1)), dtype=np.float32)
            pos = [(j, self._pos.get(s)) for j, s in enumerate(seqs)]
            rows = [j for j, p in pos if p is not None]
            if rows:
                out[rows] = self._matrix[[p for _, p in pos if p is not None]]
            return out

    def vectors_for(self, seqs: Sequence[int]) -> dict[int, np.ndarray]:
        with self._lock:
            return {s: self._matrix[self._pos[s]].copy() for s in seqs if s in self._pos}
