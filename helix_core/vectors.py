"""Vector search: sqlite-vec is the store of record; a cached numpy matrix makes search fast.

Every vector write appends to `vec_log`, so each process refreshes its cache by reading only what
changed since it last looked (other processes' captures included). Up to `ANN_MIN_VECTORS` vectors,
search is exact: one matrix-vector product. Beyond that a scan reads more memory than a query can
afford (1M × 384 float32 is 1.5 GB per query), so the index partitions the matrix with spherical
k-means (an inverted file, IVF): the rows are reordered so each partition is a contiguous slice, a
query scores the centroids, then computes exact cosines inside the `nprobe` nearest partitions
(plus any vectors added since the partitions were built). Small scopes are searched exactly through
their own rows, so a project of a few thousand memories inside a 1M store still gets exact results.
`bench/` measures both against sqlite-vec's exact KNN and reports the overlap of the top 10.

Pieces (see `embedding.pieces`): a memory's *head* vector lives in `memory_vec` under its seq; a long
memory also has pieces, in `memory_piece_vec` under ids that `memory_piece` maps to the memory's seq.
Every row of the cached matrix carries its memory's seq, so a search covers every piece and returns
each memory once, by its head or by its best piece when that beats the head by more than chance
(`VectorIndex.combine`); `matrix_for`/`vectors_for` give the head (one unit vector per memory).
`vec_log` stays per memory: a logged seq reloads its head and all its pieces.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Iterable, Sequence

import numpy as np

from .store.store import Store

ANN_MIN_VECTORS = 80_000  # below this, exact search is fast enough (under 4 ms on one core)
ANN_NPROBE_FRACTION = 0.2  # share of partitions a query visits (overlap@10 ≈ 0.96)
ANN_MIN_PROBES = 110  # ... but at least this many (overlap@10 ≥ 0.95 at 100k)
ANN_SAMPLE = 60_000  # k-means trains on a sample this large
# `VectorIndex.combine`: how far above chance a piece must rise, in units of the extreme-value margin.
# Tuned on BEAM conversations 1–5 (0.4 to 1 tried: from 0.55 up as good as head vectors alone, below
# that long memories crowd out short ones again).
PIECE_MARGIN = 0.7
SPREAD_SAMPLE = 2_048  # rows the query's cosine spread is estimated on
# Server mode (PostgreSQL) from this many heads: below it, holding the vectors in each process costs
# little (100k: 150 MB, loaded in seconds) and the in-process search measured faster than HNSW on
# the 2-core server shared with its writers; at 1M each process would load 1.5 GB.
SERVER_MIN_VECTORS = 250_000
SERVER_CACHE_ROWS = 200_000  # server mode: cached rows kept before the cache starts over


def to_blob(vector: np.ndarray) -> bytes:
    return np.asarray(vector, dtype=np.float32).tobytes()


def from_blob(blob: bytes) -> np.ndarray:
    return np.frombuffer(blob, dtype=np.float32)


def write_vectors(store: Store, rows: Sequence[tuple[int, np.ndarray]], embedder: str) -> int:
    """Store vectors for memory seqs still waiting for one. Call inside a write transaction.

    Each row's array is the head vector (1-D) or the head followed by the memory's pieces (2-D).
    Set-based (one statement per step, not per row) so the write lock is held briefly: captures
    of other threads and processes wait on it.
    """
    if not rows:
        return 0
    wanted = [int(seq) for seq, _ in rows]
    marks = ",".join("?" * len(wanted))
    pending = {
        seq for (seq,) in store.db.execute_sql(
            f"SELECT seq FROM memory WHERE seq IN ({marks}) AND embedder IS NULL", tuple(wanted))
    }
    todo = [(int(seq), np.atleast_2d(vectors)) for seq, vectors in rows if int(seq) in pending]
    if not todo:
        return 0
    seqs = [seq for seq, _ in todo]
    marks = ",".join("?" * len(seqs))
    store.db.execute_sql(f"DELETE FROM memory_vec WHERE rowid IN ({marks})", tuple(seqs))
    _delete_pieces(store, seqs)
    backend = store.backend
    backend.executemany("INSERT INTO memory_vec(rowid, embedding) VALUES (?, ?)",
                        [(seq, backend.vector_param(vectors[0])) for seq, vectors in todo])
    _insert_pieces(store, [(seq, vectors[1:]) for seq, vectors in todo if len(vectors) > 1])
    store.db.execute_sql(f"UPDATE memory SET embedder = ? WHERE seq IN ({marks})", (embedder, *seqs))
    backend.executemany("INSERT INTO vec_log(seq, op) VALUES (?, 'add')", [(seq,) for seq in seqs])
    return len(todo)


def write_pieces(store: Store, seq: int, pieces: np.ndarray, embedder: str, content: str) -> bool:
    """Give a memory embedded before pieces existed its pieces (its head stays). Call inside a write
    transaction. Skipped (False) when the memory changed since `content` was read: its text, or the
    embedder that made its head."""
    same = store.db.execute_sql(
        "SELECT 1 FROM memory WHERE seq = ? AND embedder = ? AND content = ?", (seq, embedder, content)
    ).fetchone()
    store.db.execute_sql("DELETE FROM vec_piece_todo WHERE seq = ?", (seq,))
    if same is None:
        return False
    _delete_pieces(store, [seq])
    _insert_pieces(store, [(seq, np.atleast_2d(pieces))])
    store.models.VecLog.insert(seq=seq, op="add").execute()
    return True


def queue_pieces(store: Store, seqs: Sequence[int]) -> None:
    """Mark memories whose only vector may be the head of a longer text (imported vectors): the
    embedding worker adds their pieces when idle. Call inside a write transaction."""
    if seqs:
        store.backend.executemany(
            store.backend.insert_ignore("vec_piece_todo", ["seq"]), [(int(s),) for s in seqs])


def _delete_pieces(store: Store, seqs: Sequence[int]) -> None:
    marks = ",".join("?" * len(seqs))
    ids = [i for (i,) in store.db.execute_sql(
        f"SELECT id FROM memory_piece WHERE seq IN ({marks})", tuple(seqs))]
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        id_marks = ",".join("?" * len(chunk))
        store.db.execute_sql(f"DELETE FROM memory_piece_vec WHERE rowid IN ({id_marks})", tuple(chunk))
        store.db.execute_sql(f"DELETE FROM memory_piece WHERE id IN ({id_marks})", tuple(chunk))


def _insert_pieces(store: Store, rows: Sequence[tuple[int, np.ndarray]]) -> None:
    """Append pieces under fresh ids (AUTOINCREMENT: an id is never reused, so a stray vector left
    under an old id can never be taken for a new piece)."""
    if not rows:
        return
    backend = store.backend
    fresh = iter(backend.reserve_piece_ids(sum(len(pieces) for _, pieces in rows)))
    records, blobs = [], []
    for seq, pieces in rows:
        for ord_, vector in enumerate(pieces, start=1):
            next_id = next(fresh)
            records.append((next_id, seq, ord_))
            blobs.append((next_id, backend.vector_param(vector)))
    backend.executemany("INSERT INTO memory_piece(id, seq, ord) VALUES (?, ?, ?)", records)
    backend.executemany("INSERT INTO memory_piece_vec(rowid, embedding) VALUES (?, ?)", blobs)


def delete_vector(store: Store, seq: int) -> None:
    """Remove a memory's vectors, head and pieces (hard forget, new text). Call inside a write
    transaction."""
    store.db.execute_sql("DELETE FROM vec_piece_todo WHERE seq = ?", (seq,))
    if store.vec_dim() is None:
        return
    store.db.execute_sql("DELETE FROM memory_vec WHERE rowid = ?", (seq,))
    _delete_pieces(store, [seq])
    store.models.VecLog.insert(seq=seq, op="del").execute()


def touch_vector(store: Store, seq: int) -> None:
    """Tell caches a memory's vector metadata (its scope) changed."""
    store.models.VecLog.insert(seq=seq, op="add").execute()


class VectorIndex:
    """An in-process copy of every vector with its memory's scope, refreshed incrementally.

    Rows are heads (`_pos`: seq → row) and pieces (`_pieces`: seq → rows); `_seqs` names each
    row's memory, so a search is over every piece at once.
    """

    def __init__(self, store: Store) -> None:
        self.store = store
        self._lock = threading.Lock()
        self._dim = 0
        self._matrix = np.zeros((0, 0), dtype=np.float32)
        self._seqs = np.zeros(0, dtype=np.int64)
        self._scopes = np.zeros(0, dtype=np.int32)
        self._is_piece = np.zeros(0, dtype=bool)
        self._n = 0
        self._pos: dict[int, int] = {}
        self._pieces: dict[int, list[int]] = {}
        self._piece_rows = 0  # live piece rows: none means a search needs no per-memory dedup
        self.piece_margin = PIECE_MARGIN
        self._spread_cache: tuple[bytes, float] = (b"", 0.0)
        self._scope_codes: dict[str, int] = {}
        self._last_log = 0
        self.embedder_name: str | None = None  # who made the cached vectors (meta, read on change)
        self._deleted = 0
        self.ann_min_vectors = ANN_MIN_VECTORS
        self.nprobe_fraction = ANN_NPROBE_FRACTION
        self._ivf: _Ivf | None = None
        self._scope_counts: dict[int, int] = {}
        # Server mode: a store of at least `server_min_vectors` vectors on a backend with a server
        # index (PostgreSQL's HNSW) is not copied into each process; the server finds candidates,
        # the cache holds only the rows read for them (and a sample for `_spread`), re-ranked here
        # exactly as in-process results are.
        self.server_min_vectors = SERVER_MIN_VECTORS
        self._server = False
        self._server_heads = 0
        self._absent: set[int] = set()  # server mode: seqs known to have no vector yet

    def __len__(self) -> int:
        """Live rows (heads and pieces); in server mode, the heads the server held at the start."""
        return self._server_heads if self._server else self._n - self._deleted

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
        self._is_piece = np.zeros(1024, dtype=bool)
        self._n = 0
        self._pos = {}
        self._pieces = {}
        self._piece_rows = 0
        self._deleted = 0
        self._ivf = None
        self._scope_counts = {}

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
        is_piece = np.zeros(new_cap, dtype=bool)
        is_piece[: self._n] = self._is_piece[: self._n]
        self._matrix, self._seqs, self._scopes, self._is_piece = matrix, seqs, scopes, is_piece

    def _has_pieces(self) -> bool:
        try:
            return bool(self.store.db.execute_sql("SELECT EXISTS (SELECT 1 FROM memory_piece)").fetchone()[0])
        except Exception:  # a store not migrated yet (or a bare index in a benchmark)
            return False

    def _load(self, seqs: Iterable[int] | None) -> None:
        """Load (or reload) vectors for `seqs`, or all of them when None: heads, then pieces."""
        sql = (
            f"SELECT v.rowid, {self.store.backend.vector_select('v.embedding')}, m.scope "
            "FROM memory_vec v JOIN memory m ON m.seq = v.rowid"
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
            self._store_rows(rows)
            for seq in wanted:
                self._remove_pieces(seq)
            if self._has_pieces():
                self._store_pieces(self._piece_rows_for(wanted))
            return
        total = self.store.db.execute_sql("SELECT count(*) FROM memory_vec").fetchone()[0]
        self._grow(self._n + total)
        cursor = self.store.db.execute_sql(sql, params)
        while True:
            batch = cursor.fetchmany(20_000)
            if not batch:
                break
            self._store_rows(batch)
        if self._has_pieces():
            # The piece table is scanned in order and each piece's memory looked up (CROSS JOIN
            # keeps that order: a point lookup per vec0 row would be far slower).
            cursor = self.store.db.execute_sql(
                f"SELECT p.seq, {self.store.backend.vector_select('v.embedding')}, m.scope FROM memory_piece_vec v "
                "CROSS JOIN memory_piece p ON p.id = v.rowid CROSS JOIN memory m ON m.seq = p.seq")
            while True:
                batch = cursor.fetchmany(20_000)
                if not batch:
                    break
                self._store_pieces(batch)

    def _piece_rows_for(self, seqs: list[int]) -> list[tuple[int, bytes, str]]:
        found: list[tuple[int, bytes, str]] = []
        for start in range(0, len(seqs), 500):
            chunk = seqs[start : start + 500]
            marks = ",".join("?" * len(chunk))
            owners = {pid: (seq, scope) for pid, seq, scope in self.store.db.execute_sql(
                "SELECT p.id, p.seq, m.scope FROM memory_piece p JOIN memory m ON m.seq = p.seq "
                f"WHERE p.seq IN ({marks})", tuple(chunk))}
            ids = sorted(owners)
            for i in range(0, len(ids), 500):
                part = ids[i : i + 500]
                for pid, blob in self.store.db.execute_sql(
                        f"SELECT rowid, {self.store.backend.vector_select('embedding')} FROM memory_piece_vec "
                        f"WHERE rowid IN ({','.join('?' * len(part))})",
                        tuple(part)):
                    seq, scope = owners[pid]
                    found.append((seq, blob, scope))
        return found

    def _vector(self, value: object) -> np.ndarray:
        """A vector as `_load` read it (an index without a store is given blobs)."""
        return from_blob(value) if self.store is None else self.store.backend.vector_value(value)  # type: ignore[arg-type]

    def _store_rows(self, rows: list[tuple[int, bytes, str]]) -> None:
        """Store head vectors: (seq, blob, scope)."""
        self._grow(self._n + len(rows))
        for seq, blob, scope in rows:
            pos = self._pos.get(seq)
            if pos is None:
                pos = self._n
                self._n += 1
                self._pos[seq] = pos
            elif self._ivf is not None and pos < self._ivf.built:
                # a changed vector inside a partition moves to the unpartitioned tail
                self._drop_row(pos)
                pos = self._n
                self._n += 1
                self._pos[seq] = pos
            old_code = int(self._scopes[pos])
            if old_code >= 0:
                self._scope_counts[old_code] -= 1
            code = self._scope_code(scope)
            self._scope_counts[code] = self._scope_counts.get(code, 0) + 1
            self._matrix[pos] = self._vector(blob)
            self._seqs[pos] = seq
            self._scopes[pos] = code

    def _store_pieces(self, rows: list[tuple[int, bytes, str]]) -> None:
        """Append piece vectors: (owner seq, blob, scope)."""
        self._grow(self._n + len(rows))
        for seq, blob, scope in rows:
            pos = self._n
            self._n += 1
            code = self._scope_code(scope)
            self._scope_counts[code] = self._scope_counts.get(code, 0) + 1
            self._matrix[pos] = self._vector(blob)
            self._seqs[pos] = seq
            self._scopes[pos] = code
            self._is_piece[pos] = True
            self._pieces.setdefault(seq, []).append(pos)
            self._piece_rows += 1

    def _drop_row(self, pos: int) -> None:
        code = int(self._scopes[pos])
        if code >= 0:
            self._scope_counts[code] -= 1
        self._matrix[pos] = 0.0
        self._seqs[pos] = -1
        self._scopes[pos] = -1
        self._deleted += 1
        if self._is_piece[pos]:
            self._is_piece[pos] = False
            self._piece_rows -= 1

    def _remove_pieces(self, seq: int) -> None:
        for pos in self._pieces.pop(seq, ()):
            self._drop_row(pos)

    def _remove(self, seq: int) -> None:
        pos = self._pos.pop(seq, None)
        if pos is not None:
            self._drop_row(pos)
        self._remove_pieces(seq)

    def refresh(self) -> None:
        with self._lock:
            log = self.store.models.VecLog
            rows = list(
                log.select(log.id, log.seq, log.op).where(log.id > self._last_log).order_by(log.id).tuples()
            )
            if not rows and self._dim:
                return  # nothing written since we looked: the table's width and embedder stand too
            dim = self.store.vec_dim()
            if dim is None:
                return
            self.embedder_name = self.store.meta_get("vec_embedder")
            last = rows[-1][0] if rows else self._last_log
            if self._dim != dim or any(op == "reset" for _, _, op in rows) or self._last_log == 0:
                self._start(dim)
            elif self._server:
                for _, seq, _op in rows:  # read again from the server when next needed
                    self._remove(seq)
                    self._absent.discard(seq)
                if self._n > SERVER_CACHE_ROWS or (self._deleted > 1000 and self._deleted > self._n // 5):
                    self._start(dim)
            else:
                adds = []
                for _, seq, op in rows:
                    if op == "del":
                        self._remove(seq)
                    else:
                        adds.append(seq)
                self._load(adds)
                if self._deleted > 1000 and self._deleted > self._n // 5:
                    self._start(dim)
            self._last_log = last

    def _start(self, dim: int) -> None:
        """Empty the cache, then load every vector, or in server mode only a sample for `_spread`."""
        self._reset(dim)
        self._absent = set()
        # Counting the heads is a scan (60 ms at 100k on SQLite): only a server index needs it.
        on_server = self.store.backend.knn_on_server
        heads = int(self.store.db.execute_sql("SELECT count(*) FROM memory_vec").fetchone()[0]) if on_server else 0
        self._server = on_server and heads >= self.server_min_vectors
        self._server_heads = heads
        if not self._server:
            self._load(None)
        elif self._has_pieces():
            low, high = self.store.db.execute_sql("SELECT min(rowid), max(rowid) FROM memory_vec").fetchone()
            rng = np.random.default_rng(0)
            self._load(rng.integers(int(low), int(high) + 1, size=SPREAD_SAMPLE).tolist())

    def _ensure(self, seqs: Iterable[int]) -> None:
        """Server mode: read the vectors of `seqs` not cached yet (heads and pieces)."""
        if not self._server:
            return
        missing = [s for s in seqs if s not in self._pos and s not in self._absent]
        if missing:
            self._load(missing)
            self._absent.update(s for s in missing if s not in self._pos)

    def search(
        self, query: np.ndarray, scopes: Sequence[str], k: int, exact: bool = False
    ) -> list[tuple[int, float]]:
        """Top-k (seq, cosine) among memories of the given scopes, each memory once with the
        cosine of its best vector (approximate past `ann_min_vectors` unless `exact`)."""
        self.refresh()
        with self._lock:
            if self._server and not exact and k > 0:
                return self._search_server(np.asarray(query, dtype=np.float32), scopes, k)
            if self._n == 0 or k <= 0:
                return []
            codes = [self._scope_codes[s] for s in scopes if s in self._scope_codes]
            if not codes:
                return []
            q = np.asarray(query, dtype=np.float32)
            in_scope = sum(self._scope_counts.get(c, 0) for c in codes)
            everything = in_scope >= len(self)
            if not exact and len(self) >= self.ann_min_vectors and in_scope > self.ann_min_vectors // 4:
                self._ensure_ivf()
                return self._search_ivf(q, codes, everything, k)
            if everything:
                sims = self._matrix[: self._n] @ q
                sims[self._seqs[: self._n] < 0] = -np.inf
                return self._top(sims, np.arange(self._n), k, q)
            rows = np.flatnonzero(np.isin(self._scopes[: self._n], codes))
            return self._top(self._matrix[rows] @ q, rows, k, q)

    def _search_server(self, q: np.ndarray, scopes: Sequence[str], k: int) -> list[tuple[int, float]]:
        """The server's nearest heads (and pieces) as candidates, then `_top` over their rows."""
        backend = self.store.backend
        pieces = self._has_pieces()
        want = 2 * k if pieces else k  # a memory may come as its head and as pieces: look deeper
        found = [s for s, _ in backend.knn(q, want, scopes)]
        if pieces:
            found += [s for s, _ in backend.knn(q, want, scopes, pieces=True)]
        seqs = list(dict.fromkeys(found))
        self._ensure(seqs)
        rows = np.array([p for s in seqs for p in (
            ([self._pos[s]] if s in self._pos else []) + self._pieces.get(s, []))], dtype=np.int64)
        if len(rows) == 0:
            return []
        return self._top(self._matrix[rows] @ q, rows, k, q)

    def combine(self, head: float | None, piece: float | None, pieces: int, spread: float) -> float:
        """A memory's cosine: its head's, or its best piece's when that is higher by more than
        chance. The best of n pieces of an unrelated text beats a single vector by about
        σ·√(2 ln(1+n)) (the expected maximum of n draws; σ: how the query's cosines over the store
        spread), so plain max-pooling lets long memories crowd out short ones — on BEAM with every
        turn stored it cost 0.05 of evidence recall@10. The best piece is discounted by
        `piece_margin` times that. (`_score_memories` and `best_similarity` apply this, vectorised.)"""
        if piece is None:
            return -np.inf if head is None else head
        piece -= self.piece_margin * spread * math.sqrt(2.0 * math.log1p(pieces))
        return piece if head is None else max(head, piece)

    def _spread(self, q: np.ndarray) -> float:
        """Standard deviation of the query's cosines over (a sample of at most ~2,000) rows."""
        key = q.tobytes() + self._n.to_bytes(8, "little") + self._deleted.to_bytes(8, "little")
        if self._spread_cache[0] == key:
            return self._spread_cache[1]
        rows = np.arange(0, self._n, max(1, self._n // SPREAD_SAMPLE))
        rows = rows[self._seqs[rows] >= 0]
        value = float(np.std(self._matrix[rows] @ q)) if len(rows) > 1 else 0.0
        self._spread_cache = (key, value)
        return value

    def _score_memories(self, vals: np.ndarray, rows: np.ndarray, q: np.ndarray) -> list[tuple[int, float]]:
        """(seq, score) of each memory with a row among `rows` (whose cosines `vals` are sorted
        best first), best first: `combine` of its head and its best piece, vectorised."""
        seqs = self._seqs[rows]
        piece = self._is_piece[rows]
        head_seqs, head_vals = seqs[~piece], vals[~piece]
        p_seqs, first = np.unique(seqs[piece], return_index=True)  # first = best: vals are sorted
        if len(p_seqs) == 0:
            return list(zip(head_seqs.tolist(), head_vals.tolist(), strict=True))
        p_best = vals[piece][first]
        p_list = p_seqs.tolist()
        head_pos = np.array([self._pos.get(s, -1) for s in p_list], dtype=np.int64)
        counts = np.array([len(self._pieces.get(s, ())) for s in p_list], dtype=np.float64)
        p_head = np.full(len(p_list), -np.inf)
        known = head_pos >= 0
        p_head[known] = self._matrix[head_pos[known]] @ q  # exact, wherever the head ranked
        margin = self.piece_margin * self._spread(q) * np.sqrt(2.0 * np.log1p(counts))
        p_score = np.maximum(p_head, p_best - margin)
        alone = ~np.isin(head_seqs, p_seqs)
        all_seqs = np.concatenate([head_seqs[alone], p_seqs])
        all_vals = np.concatenate([head_vals[alone].astype(np.float64), p_score])
        order = np.argsort(-all_vals, kind="stable")
        return list(zip(all_seqs[order].tolist(), all_vals[order].tolist(), strict=True))

    def _top(self, sims: np.ndarray, rows: np.ndarray, k: int, q: np.ndarray) -> list[tuple[int, float]]:
        """The k best memories, each once, scored by `combine` over its rows."""
        finite = int(np.isfinite(sims).sum())
        want = k if self._piece_rows == 0 else k + min(self._piece_rows, 2 * k)
        while True:
            m = min(want, finite)
            if m <= 0:
                return []
            top = np.argpartition(-sims, m - 1)[:m] if m < len(sims) else np.arange(len(sims))
            top = top[np.argsort(-sims[top])]
            if self._piece_rows == 0:
                return [(int(self._seqs[rows[i]]), float(sims[i])) for i in top]
            scored = self._score_memories(sims[top], rows[top], q)
            if m >= finite:
                return scored[:k]
            # A memory none of whose rows made the cut scores at most the cut: only what scores
            # above it is ranked for sure.
            floor = float(sims[top[-1]])
            sure = [item for item in scored if item[1] >= floor]
            if len(sure) >= k:
                return sure[:k]
            want *= 4  # the best rows were pieces of fewer than k memories: look deeper

    # -- the inverted file ---------------------------------------------------------------------

    def _ensure_ivf(self) -> None:
        """Build the partitions on first need, and rebuild when the unpartitioned tail grows large."""
        ivf = self._ivf
        if ivf is not None and self._n - ivf.built <= max(20_000, ivf.built // 5):
            return
        live = np.flatnonzero(self._seqs[: self._n] >= 0)
        nlist = max(16, int(np.sqrt(len(live))))
        rng = np.random.default_rng(0)
        sample = self._matrix[rng.choice(live, size=min(len(live), ANN_SAMPLE), replace=False)]
        centroids = _spherical_kmeans(sample, nlist, rng)
        labels = np.empty(len(live), dtype=np.int32)
        for start in range(0, len(live), 65_536):
            chunk = self._matrix[live[start : start + 65_536]]
            labels[start : start + 65_536] = np.argmax(chunk @ centroids.T, axis=1)
        order = np.argsort(labels, kind="stable")
        keep = live[order]
        n = len(keep)
        # Reorder in place, partition by partition (no second full copy of the matrix).
        matrix = np.zeros((max(n + 1024, self._matrix.shape[0] // 2), self._dim), dtype=np.float32)
        for start in range(0, n, 65_536):
            part = keep[start : start + 65_536]
            matrix[start : start + len(part)] = self._matrix[part]
        seqs = np.full(matrix.shape[0], -1, dtype=np.int64)
        seqs[:n] = self._seqs[keep]
        scopes = np.full(matrix.shape[0], -1, dtype=np.int32)
        scopes[:n] = self._scopes[keep]
        is_piece = np.zeros(matrix.shape[0], dtype=bool)
        is_piece[:n] = self._is_piece[keep]
        self._matrix, self._seqs, self._scopes, self._is_piece, self._n = matrix, seqs, scopes, is_piece, n
        self._pos = {}
        self._pieces = {}
        for i, (s, piece) in enumerate(zip(seqs[:n].tolist(), is_piece[:n].tolist(), strict=True)):
            if piece:
                self._pieces.setdefault(int(s), []).append(i)
            else:
                self._pos[int(s)] = i
        self._deleted = 0
        bounds = np.searchsorted(labels[order], np.arange(nlist + 1))
        self._ivf = _Ivf(centroids=centroids, bounds=bounds, built=n)

    def _search_ivf(self, q: np.ndarray, codes: list[int], everything: bool, k: int) -> list[tuple[int, float]]:
        ivf = self._ivf
        assert ivf is not None
        nlist = len(ivf.centroids)
        # A fifth of the partitions, but never fewer than ANN_MIN_PROBES: with few partitions, a
        # fifth misses neighbours that sit just across a boundary.
        nprobe = max(1, min(nlist, max(ANN_MIN_PROBES, int(round(nlist * self.nprobe_fraction)))))
        near = np.argpartition(-(ivf.centroids @ q), nprobe - 1)[:nprobe]
        found_sims: list[np.ndarray] = []
        found_rows: list[np.ndarray] = []
        for part in near:
            lo, hi = int(ivf.bounds[part]), int(ivf.bounds[part + 1])
            if hi > lo:
                found_sims.append(self._matrix[lo:hi] @ q)
                found_rows.append(np.arange(lo, hi))
        if self._n > ivf.built:
            found_sims.append(self._matrix[ivf.built : self._n] @ q)
            found_rows.append(np.arange(ivf.built, self._n))
        sims = np.concatenate(found_sims) if found_sims else np.zeros(0, dtype=np.float32)
        rows = np.concatenate(found_rows) if found_rows else np.zeros(0, dtype=np.int64)
        valid = self._seqs[rows] >= 0
        if not everything:
            valid &= np.isin(self._scopes[rows], codes)
        sims = np.where(valid, sims, -np.inf)
        return self._top(sims, rows, k, q)

    def matrix_for(self, seqs: Sequence[int]) -> np.ndarray:
        """The head vectors of `seqs` as rows of one matrix (zeros where a memory has none yet)."""
        with self._lock:
            self._ensure(seqs)
            out = np.zeros((len(seqs), max(self._dim, 1)), dtype=np.float32)
            pos = [(j, self._pos.get(s)) for j, s in enumerate(seqs)]
            rows = [j for j, p in pos if p is not None]
            if rows:
                out[rows] = self._matrix[[p for _, p in pos if p is not None]]
            return out

    def vectors_for(self, seqs: Sequence[int]) -> dict[int, np.ndarray]:
        """One unit vector per memory: its head (what the embedder makes of the whole text — for a
        long memory, its beginning), never a piece; the same vector as before pieces existed."""
        with self._lock:
            self._ensure(seqs)
            return {s: self._matrix[self._pos[s]].copy() for s in seqs if s in self._pos}

    def best_similarity(self, seqs: Sequence[int], query: np.ndarray) -> np.ndarray:
        """Each memory's cosine to `query` as `search` scores it (head and pieces, see `combine`);
        NaN where it has no vector yet."""
        q = np.asarray(query, dtype=np.float32)
        with self._lock:
            self._ensure(seqs)
            out = np.full(len(seqs), np.nan)
            pos = [(j, self._pos.get(s)) for j, s in enumerate(seqs)]
            have = [(j, p) for j, p in pos if p is not None]
            if have:
                out[[j for j, _ in have]] = self._matrix[[p for _, p in have]] @ q
            if self._pieces:
                groups = [(j, self._pieces[s]) for j, s in enumerate(seqs) if s in self._pieces]
                if groups:
                    flat = [r for _, rows in groups for r in rows]
                    starts = np.cumsum([0] + [len(rows) for _, rows in groups[:-1]])
                    best = np.maximum.reduceat(self._matrix[flat] @ q, starts)
                    counts = np.array([len(rows) for _, rows in groups], dtype=np.float64)
                    best = best - self.piece_margin * self._spread(q) * np.sqrt(2.0 * np.log1p(counts))
                    at = np.array([j for j, _ in groups])
                    heads = out[at]
                    out[at] = np.where(np.isnan(heads), best, np.fmax(heads, best))
            return out


class _Ivf:
    """Partition centroids and the [start, end) row range of each partition in the matrix."""

    def __init__(self, centroids: np.ndarray, bounds: np.ndarray, built: int) -> None:
        self.centroids = centroids
        self.bounds = bounds
        self.built = built


def _spherical_kmeans(sample: np.ndarray, k: int, rng: np.random.Generator, iterations: int = 8) -> np.ndarray:
    """Unit-norm centroids that maximise cosine to their members (Lloyd's steps on the sphere)."""
    k = min(k, len(sample))
    centroids = sample[rng.choice(len(sample), size=k, replace=False)].copy()
    for _ in range(iterations):
        labels = np.argmax(sample @ centroids.T, axis=1)
        sums = np.zeros_like(centroids)
        np.add.at(sums, labels, sample)
        norms = np.linalg.norm(sums, axis=1, keepdims=True)
        empty = norms[:, 0] < 1e-9
        sums[empty] = sample[rng.choice(len(sample), size=int(empty.sum()), replace=False)]
        norms[empty] = 1.0
        centroids = (sums / norms).astype(np.float32)
    return centroids
