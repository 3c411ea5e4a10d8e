"""The PostgreSQL backend: a shared server, so a team's agents and reviewers use one store.

Helix's SQL is written once, in SQLite's dialect with `?` marks; `PostgresDatabase` turns the few
constructs that differ (marks, `INSERT OR IGNORE`, scalar MIN/MAX, instr) into PostgreSQL's as
statements go out, so services need no second copy of their queries. What cannot be translated
statement by statement lives here: a tsvector table with a GIN index ranked by ts_rank_cd in place
of FTS5's bm25; pgvector tables with an HNSW index on cosine in place of sqlite-vec; the schema;
the locks (every write transaction takes one advisory lock, which gives the same one-writer
order SQLite's IMMEDIATE transactions give, across processes and hosts, so the services'
check-then-write steps stay correct); NOTIFY for live readers; VACUUM behind hard forget.
"""

from __future__ import annotations

import contextlib
import math
import re
import threading
import time
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np
import peewee as pw
import psycopg  # imported here, first, so that a missing driver is named when a URL is opened

from ...errors import StoreError
from .. import migrations
from ..db import Retirable
from .base import Backend, fts_terms, redact_url


def hand_driver_to_peewee() -> None:
    """Give peewee the psycopg it was kept from at import (see helix_core._driver_guard)."""
    if pw.psycopg is None:
        from psycopg.pq import TransactionStatus
        from psycopg.types.json import Json, Jsonb

        pw.psycopg, pw.TransactionStatus, pw.Json_pg3, pw.Jsonb_pg3 = psycopg, TransactionStatus, Json, Jsonb


hand_driver_to_peewee()

WRITE_LOCK = 0x48454C58  # "HELX": the one-writer lock every write transaction takes
CHANNEL = "helix_changes"
STATS_SECONDS = 10.0  # how long bm25's corpus statistics are reused
FTS_CONFIG = "english"  # stemming and stop words like FTS5's porter tokenizer
EF_SEARCH_MAX = 1000  # pgvector's limit
IDF_FLOOR = 1e-6  # bm25's idf for a word in half the memories or more (FTS5 floors it the same way)
# A bulk copy builds each HNSW graph once, after the load: in memory when it fits (far faster than
# on disk), with parallel workers. Capped so a copy does not starve the server it shares.
BUILD_MEMORY_MIN = 64 << 20
BUILD_MEMORY_MAX = 4 << 30
BUILD_WORKERS = 2  # besides the leader; a 2-core server gains little from more

# The indexes a bulk copy sets aside and builds once at the end ((table, index, definition)).
_HNSW = "USING hnsw (embedding vector_cosine_ops)"
VECTOR_INDEXES = (("memory_vec", "memory_vec_hnsw", _HNSW),
                  ("memory_piece_vec", "memory_piece_vec_hnsw", _HNSW))
TEXT_INDEXES = (("memory_fts", "memory_fts_gin", "USING gin (fts)"),
                ("memory_terms", "memory_terms_seq", "(seq)"))

_TOKENS = re.compile(
    r"'(?:[^']|'')*'"  # a string literal: kept, its % doubled
    r"|\?"  # a parameter mark
    r"|%"
    r"|\bINSERT OR IGNORE INTO\b"
    r"|\bMIN\(|\bMAX\("  # upper case: Helix writes scalar MIN/MAX so, aggregates in lower case
    r"|\binstr\("
)


def translate(sql: str) -> str:
    """Helix's SQLite-dialect statement in PostgreSQL's (see the module's docstring)."""
    ignore = False

    def swap(m: re.Match[str]) -> str:
        nonlocal ignore
        token = m.group(0)
        if token.startswith("'"):
            return token.replace("%", "%%")
        if token == "?":
            return "%s"
        if token == "%":
            return "%%"
        if token == "INSERT OR IGNORE INTO":
            ignore = True
            return "INSERT INTO"
        return {"MIN(": "LEAST(", "MAX(": "GREATEST(", "instr(": "strpos("}[token]

    out = _TOKENS.sub(swap, sql)
    return out + " ON CONFLICT DO NOTHING" if ignore else out


class PostgresDatabase(Retirable, pw.PostgresqlDatabase):
    """peewee's PostgreSQL database speaking Helix's SQL, with pgvector's types registered."""

    # peewee's FLOAT is REAL, 4 bytes: an epoch time would lose two minutes. SQLite's REAL is 8.
    field_types = {**pw.PostgresqlDatabase.field_types, "FLOAT": "DOUBLE PRECISION"}

    def __init__(self, url: str, **kwargs: Any) -> None:
        super().__init__(url, prefer_psycopg3=True, **kwargs)

    def _connect(self) -> Any:
        conn = super()._connect()
        from psycopg.types.numeric import FloatLoader

        # sum() and avg() give numeric; Helix does arithmetic with floats, as on SQLite.
        conn.adapters.register_loader("numeric", FloatLoader)
        register_vector_type(conn)
        return conn

    def execute(self, query: Any, **context_options: Any) -> Any:
        # peewee's own statements are already in PostgreSQL's dialect.
        ctx = self.get_sql_context(**context_options)
        sql, params = ctx.sql(query).query()
        return super().execute_sql(sql, params)

    def execute_sql(self, sql: str, params: Any = None) -> Any:
        if "%s" not in sql:  # peewee's introspection writes %s; Helix's statements never do
            sql = translate(sql)
        return super().execute_sql(sql, params or ())

    def begin(self, isolation_level: Any = None) -> None:
        if isinstance(isolation_level, str) and isolation_level.upper() in ("DEFERRED", "IMMEDIATE",
                                                                             "EXCLUSIVE"):
            isolation_level = None  # SQLite's lock types: the advisory lock below stands for them
        super().begin(isolation_level)
        with pw.__exception_wrapper__:
            self.cursor().execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))


def register_vector_type(conn: Any) -> bool:
    """Vectors read as float32 numpy arrays (what sqlite-vec's blobs become in `vectors`) and numpy
    arrays written as vectors, once the extension exists."""
    from pgvector.psycopg import register_vector
    from psycopg.adapt import Loader
    from psycopg.types import TypeInfo

    class NumpyVectorLoader(Loader):
        def load(self, data: Any) -> np.ndarray:
            text = bytes(data)[1:-1]
            return np.array(text.split(b","), dtype=np.float32) if text else np.zeros(0, np.float32)

    try:
        register_vector(conn)
        info = TypeInfo.fetch(conn, "vector")
    except Exception:  # psycopg.ProgrammingError: the vector type is not installed yet
        if not conn.autocommit:
            conn.rollback()
        return False
    if info is None:
        return False
    conn.adapters.register_loader(info.oid, NumpyVectorLoader)
    return True


class PostgresBackend(Backend):
    name = "postgresql"
    knn_on_server = True
    fts_rank_first = True
    row_id = "ctid"
    row_id_mark = "CAST(? AS tid)"

    def __init__(self, url: str) -> None:
        if url.lower().startswith("postgres://"):
            url = "postgresql://" + url[len("postgres://"):]
        self.url = url
        self.db = PostgresDatabase(url)
        self._stats: tuple[int, float, float] | None = None
        self._freqs: dict[str, tuple[int, float]] = {}  # word → (memories holding it, when counted)
        self._listen_conn: Any = None

    # -- schema ------------------------------------------------------------------------------------

    def migrate(self, models: Any, path: Path | None) -> list[str]:
        """Create the schema on an empty database (the models are the schema: migrations written
        for SQLite files are recorded as applied); refuse one written by a newer Helix."""
        db = self.db
        conn = db.connection()
        failure: Exception | None = None
        try:
            if not self._has_vector():
                db.execute_sql("CREATE EXTENSION IF NOT EXISTS vector")
        except pw.DatabaseError as exc:
            with contextlib.suppress(pw.DatabaseError):
                db.rollback()
            if not self._created_meanwhile():  # several first opens may race (IF NOT EXISTS is not atomic)
                failure = exc
        if failure is not None:
            raise StoreError(
                f"{self.describe()}: the pgvector extension is missing and could not be created "
                f"({str(failure).strip()}); a superuser runs CREATE EXTENSION vector once in this database"
            ) from None
        register_vector_type(conn)
        if db.table_exists("migrations") and not migrations.pending(models):
            return []
        ran: list[str] = []
        with db.atomic():  # takes the write lock: two first opens do not both create the schema
            if not migrations.pending(models):
                return []
            db.create_tables(models.all(), safe=True)
            for statement in _SCHEMA:
                db.execute_sql(statement)
            applied = set(migrations.applied_names(models))
            for name in migrations.known_names():
                if name not in applied:
                    models.Migration.insert(name=name, applied_at=0.0).execute()
                    ran.append(name)
        return ran

    def _created_meanwhile(self) -> bool:
        try:
            return self._has_vector()
        except pw.DatabaseError:
            return False

    def _has_vector(self) -> bool:
        row = self.db.execute_sql("SELECT 1 FROM pg_extension WHERE extname = 'vector'").fetchone()
        return row is not None

    # -- full-text search --------------------------------------------------------------------------

    def _tsquery(self, match: str) -> str:
        terms, operator = fts_terms(match)
        parts = []
        for term in terms:
            words = [w for w in re.findall(r"[^\W_]+", term)]
            if words:
                parts.append("(" + " <-> ".join("'" + w.replace("'", "''") + "'" for w in words) + ")")
        return (" & " if operator == "AND" else " | ").join(parts) or "''"

    def fts_ranked(self, match: str) -> tuple[str, list[Any]]:
        """BM25 as FTS5 computes it (k1 = 1.2, b = 0.75, the same idf), from the tsvector's term
        counts: recall's settings (the surprise gate's `surprise_min_bm25`, say) read a score on
        the scale they were tuned on, not ts_rank's (which stays below 1)."""
        terms, _operator = fts_terms(match)
        lexemes = self._lexemes(" ".join(terms))
        if not lexemes:
            return "SELECT 0 AS seq, 0.0 AS rank WHERE false", []
        total, avgdl = self._corpus_stats()
        freqs = self._doc_freqs(lexemes)
        total = max(total, *freqs)  # the count is cached a few seconds; the postings are current
        idf = [max(IDF_FLOOR, math.log((total - n + 0.5) / (n + 0.5))) for n in freqs]
        # A word in most memories weighs nothing (its idf is at the floor, as in FTS5) yet has the
        # longest postings: it is left out when another word carries the ranking. Only memories
        # matched by such words alone are lost, and they would rank last with a score of ~0.
        if any(w > IDF_FLOOR for w in idf):
            lexemes, idf = [lx for lx, w in zip(lexemes, idf, strict=True) if w > IDF_FLOOR], \
                [w for w in idf if w > IDF_FLOOR]
        # The postings of the query's words (an inverted index in a B-tree, as FTS5 keeps one):
        # the work grows with how often the words occur, not with the length of what matches.
        return (
            "SELECT t.seq AS seq, -sum(w.idf * (t.tf * 2.2) / (t.tf + 1.2 * (0.25 + 0.75 * t.dl / ?))) "
            "AS rank FROM unnest(CAST(? AS text[]), CAST(? AS float8[])) AS w(lexeme, idf) "
            "JOIN memory_terms t ON t.lexeme = w.lexeme GROUP BY t.seq",
            [avgdl, lexemes, idf],
        )

    def _lexemes(self, text: str) -> list[str]:
        row = self.db.execute_sql(
            f"SELECT coalesce(array_agg(lexeme), '{{}}') FROM unnest(to_tsvector('{FTS_CONFIG}', ?))",
            (text,)).fetchone()
        return list(row[0]) if row else []

    def _corpus_stats(self) -> tuple[int, float]:
        """(documents, mean length in tokens), cached for a few seconds: bm25's idf and length
        damping need them, and counting a large table for every recall would cost more than the
        recall."""
        now = time.monotonic()
        cached = self._stats
        if cached is not None and now - cached[2] < STATS_SECONDS:
            return cached[0], cached[1]
        total, avgdl = self.db.execute_sql("SELECT count(*), coalesce(avg(dl), 0) FROM memory_fts").fetchone()
        self._stats = (int(total), max(float(avgdl), 1.0), now)
        return self._stats[0], self._stats[1]

    def _doc_freqs(self, lexemes: list[str]) -> list[int]:
        """How many memories hold each word, cached as long as the corpus statistics: counting a
        frequent word's postings costs as much as ranking them."""
        now = time.monotonic()
        cache = self._freqs
        wanted = [lx for lx in lexemes if lx not in cache or now - cache[lx][1] >= STATS_SECONDS]
        if wanted:
            found = dict(self.db.execute_sql(
                "SELECT lexeme, count(*) FROM memory_terms WHERE lexeme = ANY(CAST(? AS text[])) "
                "GROUP BY lexeme", (wanted,)).fetchall())
            if len(cache) > 50_000:
                cache.clear()
            for lx in wanted:
                cache[lx] = (int(found.get(lx, 0)), now)
        return [cache[lx][0] for lx in lexemes]

    def fts_seqs(self, match: str) -> tuple[str, list[Any]]:
        return (f"SELECT seq FROM memory_fts WHERE fts @@ to_tsquery('{FTS_CONFIG}', ?)",
                [self._tsquery(match)])

    def fts_check(self) -> list[str]:
        return []  # a GIN index is checked by the server itself

    def fts_indexed_table(self) -> tuple[str, str]:
        return "memory_fts", "seq"

    def fts_rebuild(self) -> None:
        """Set-based (three statements, not one function call per memory): a bulk copy rebuilds
        the index of a whole store this way."""
        self.db.execute_sql(
            f"INSERT INTO memory_fts(seq, fts, dl) SELECT seq, v, helix_doc_length(v) FROM "
            f"(SELECT seq, to_tsvector('{FTS_CONFIG}', content) AS v FROM memory) d "
            "ON CONFLICT (seq) DO UPDATE SET fts = EXCLUDED.fts, dl = EXCLUDED.dl")
        self.db.execute_sql("DELETE FROM memory_terms")
        self.db.execute_sql(
            "INSERT INTO memory_terms(lexeme, seq, tf, dl) SELECT u.lexeme, f.seq, "
            "coalesce(array_length(u.positions, 1), 1), f.dl FROM memory_fts f, unnest(f.fts) u")

    def integrity_check(self) -> tuple[list[str], str]:
        """The server checks its own pages (checksums, WAL); reading every Helix table through
        it is the check a client can make."""
        for table in ("memory", "edge", "history", "provenance", "memory_fts", "memory_vec"):
            if self.db.table_exists(table):
                self.db.execute_sql(f'SELECT count(*) FROM "{table}"').fetchone()
        return ["ok"], "every table read by the server"

    def fts_forget(self) -> None:
        """The index row goes with the memory (a foreign key); VACUUM after the commit frees it."""

    # -- vectors -----------------------------------------------------------------------------------

    def create_vector_tables(self, dim: int) -> None:
        self.db.execute_sql("DROP TABLE IF EXISTS memory_vec")
        self.db.execute_sql(
            f"CREATE TABLE memory_vec (rowid BIGINT PRIMARY KEY, embedding vector({int(dim)}) NOT NULL)")
        self._create_indexes(VECTOR_INDEXES[:1])
        self.db.execute_sql("DROP TABLE IF EXISTS memory_piece_vec")
        self.create_piece_table(dim)

    def create_piece_table(self, dim: int) -> None:
        self.db.execute_sql(
            f"CREATE TABLE IF NOT EXISTS memory_piece_vec (rowid BIGINT PRIMARY KEY, "
            f"embedding vector({int(dim)}) NOT NULL)")
        self._create_indexes(VECTOR_INDEXES[1:])

    def _create_indexes(self, indexes: Sequence[tuple[str, str, str]]) -> None:
        for table, index, definition in indexes:
            if self.db.table_exists(table):
                self.db.execute_sql(f"CREATE INDEX IF NOT EXISTS {index} ON {table} {definition}")

    def vector_param(self, vector: np.ndarray) -> Any:
        return np.asarray(vector, dtype=np.float32)

    def vector_select(self, column: str) -> str:
        """pgvector's binary form (as bytea): read as it is, where the text form costs a float
        parse per component (0.3 ms a vector, most of a recall's time when it reads hundreds)."""
        return f"vector_send({column})"

    def vector_value(self, value: Any) -> np.ndarray:
        # int16 dimensions, int16 unused, then big-endian float4s
        return np.frombuffer(value, dtype=">f4", offset=4).astype(np.float32)

    def reserve_piece_ids(self, n: int) -> list[int]:
        rows = self.db.execute_sql(
            "SELECT nextval(pg_get_serial_sequence('memory_piece', 'id')) FROM generate_series(1, ?)",
            (int(n),))
        return [int(r[0]) for r in rows]

    def knn(self, vector: np.ndarray, k: int, scopes: Sequence[str] | None = None,
            pieces: bool = False) -> list[tuple[int, float]]:
        """HNSW's approximate nearest, scored exactly. The index filters scopes after its search
        (pgvector 0.6), so the search looks at 2k (ef_search), then at pgvector's most if that left fewer
        than `k`; a scope too small even then is searched exactly (the same ordering without the index)."""
        param = self.vector_param(vector)
        if pieces:
            source = ("memory_piece_vec v JOIN memory_piece p ON p.id = v.rowid", "p.seq",
                      "JOIN memory m ON m.seq = p.seq")
        else:
            source = ("memory_vec v", "v.rowid", "JOIN memory m ON m.seq = v.rowid")
        table, seq, join = source
        where, params = "", [param]
        if scopes is not None:
            where, params = f"{join} WHERE m.scope = ANY(CAST(? AS text[]))", [param, list(scopes)]

        def nearest(order: str) -> list[tuple[int, float]]:
            rows = self.db.execute_sql(
                f"SELECT {seq}, 1 - (v.embedding <=> ?) FROM {table} {where} ORDER BY {order} LIMIT ?",
                (param, *params[1:], param, int(k)))
            return [(int(s), float(sim)) for s, sim in rows]

        self._ef_search(min(EF_SEARCH_MAX, max(40, 2 * int(k))))
        found = nearest("v.embedding <=> ?")
        if scopes is not None and len(found) < k:
            self._ef_search(EF_SEARCH_MAX)  # the scope is a smaller share: look wider once
            found = nearest("v.embedding <=> ?")
            if len(found) < k:  # a small scope: exact, through its own rows
                found = nearest("(v.embedding <=> ?) + 0")  # an expression the index cannot serve
        return found

    def _ef_search(self, value: int) -> None:
        """hnsw.ef_search for this connection, set when it changes (a round trip otherwise saved)."""
        conn = self.db.connection()
        if getattr(conn, "_helix_ef_search", None) != value:
            self.db.execute_sql(f"SET hnsw.ef_search = {int(value)}")
            conn._helix_ef_search = value

    # -- writing -----------------------------------------------------------------------------------

    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if not rows:
            return
        with pw.__exception_wrapper__:
            self.db.cursor().executemany(translate(sql), [tuple(r) for r in rows])

    def insert_ignore(self, table: str, columns: Sequence[str]) -> str:
        marks = ", ".join("?" * len(columns))
        return f"INSERT INTO {table}({', '.join(columns)}) VALUES ({marks}) ON CONFLICT DO NOTHING"

    def before_bulk_copy(self, vectors: int, dim: int | None) -> None:
        """Set the text trigger and the indexes aside for the copy's transaction: rows go in bare,
        then `after_bulk_copy` fills the text index in three set-based statements and builds each
        index once, sorted (one HNSW build instead of a graph insert per vector, which made a
        100k copy take 11 minutes). All of it is transactional: a failed copy leaves them as
        they were."""
        need = vectors * (4 * (dim or 0) + 600) * 5 // 4  # vectors and graph, with headroom
        memory = min(BUILD_MEMORY_MAX, max(BUILD_MEMORY_MIN, need))
        self.db.execute_sql(f"SET LOCAL maintenance_work_mem = '{memory >> 20}MB'")
        self.db.execute_sql(f"SET LOCAL max_parallel_maintenance_workers = {BUILD_WORKERS}")
        self.db.execute_sql("ALTER TABLE memory DISABLE TRIGGER memory_fts_ai")
        for _table, index, _definition in (*VECTOR_INDEXES, *TEXT_INDEXES):
            self.db.execute_sql(f"DROP INDEX IF EXISTS {index}")

    def copy_rows(self, table: str, columns: Sequence[str], rows: Iterable[Sequence[Any]]) -> int:
        """COPY: one stream instead of a statement per batch."""
        return self._copy(f"COPY {table} ({', '.join(columns)}) FROM STDIN", rows)

    def copy_vectors(self, table: str, rows: Iterable[tuple[int, np.ndarray]]) -> int:
        """COPY in binary: the floats are not rendered as text and parsed back."""
        return self._copy(f"COPY {table} (rowid, embedding) FROM STDIN WITH (FORMAT BINARY)",
                          ((rowid, self.vector_param(vector)) for rowid, vector in rows),
                          types=["int8", "vector"])

    def _copy(self, statement: str, rows: Iterable[Sequence[Any]], types: list[str] | None = None) -> int:
        n = 0
        with pw.__exception_wrapper__, self.db.cursor().copy(statement) as copy:
            if types:
                copy.set_types(types)
            for row in rows:
                copy.write_row(row)
                n += 1
        return n

    def after_bulk_copy(self, serial_columns: Sequence[tuple[str, str]],
                        progress: Callable[[str, int], None] | None = None) -> None:
        for table, column in serial_columns:
            self.db.execute_sql(
                f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'), "
                f"coalesce(max({column}), 0) + 1, false) FROM {table}")
        if not self._trigger_disabled():
            return  # rows were copied without `before_bulk_copy`: the triggers kept the index
        if progress:
            progress("text index", 0)
        self.fts_rebuild()
        # The postings in word order on disk: a word's postings are then read together, not one
        # page per memory (recall over a 100k copy: p50 327 → 262 ms; 4 s of copy).
        self.db.execute_sql("CLUSTER memory_terms USING memory_terms_pkey")
        self.db.execute_sql("ALTER TABLE memory ENABLE TRIGGER memory_fts_ai")
        self._create_indexes(TEXT_INDEXES)
        for table, index, definition in VECTOR_INDEXES:
            if progress and self.db.table_exists(table):
                progress(f"{table} index", 0)
            self._create_indexes([(table, index, definition)])
        self.db.execute_sql("ANALYZE")  # the planner's statistics for the new tables

    def _trigger_disabled(self) -> bool:
        row = self.db.execute_sql(
            "SELECT tgenabled FROM pg_trigger WHERE tgname = 'memory_fts_ai' "
            "AND tgrelid = 'memory'::regclass").fetchone()
        return row is not None and row[0] == "D"

    def defer_foreign_keys(self) -> None:
        self.db.execute_sql("SET CONSTRAINTS ALL DEFERRED")

    @contextmanager
    def exclusive(self, name: str) -> Iterator[bool]:
        key = zlib.crc32(f"helix:{name}".encode())
        taken = bool(self.db.execute_sql("SELECT pg_try_advisory_lock(?)", (key,)).fetchone()[0])
        try:
            yield taken
        finally:
            if taken:
                self.db.execute_sql("SELECT pg_advisory_unlock(?)", (key,))

    def after_hard_forget(self) -> bool:
        """VACUUM the tables a hard forget touched: the dead rows' space is pruned from the tables
        and their indexes (not zeroed: the server's WAL and base backups keep old pages until they
        are recycled, which the README says)."""
        if self.db.in_transaction():
            return False
        try:
            self.db.execute_sql(
                "VACUUM memory, memory_fts, memory_terms, memory_vec, memory_piece_vec, history, edge, provenance, "
                "proposal, flag, quarantine")
            return True
        except pw.DatabaseError:
            return False

    # -- change detection --------------------------------------------------------------------------

    def notify_change(self) -> None:
        self.db.execute_sql(f"NOTIFY {CHANNEL}")

    def wait_for_change(self, timeout: float, stop: threading.Event) -> bool:
        """LISTEN on a connection of its own: a write anywhere (any host) ends the wait at once,
        so the app shows it without waiting for its next poll."""
        deadline = time.monotonic() + timeout
        try:
            conn = self._listener()
            while not stop.is_set():
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                # Each generator is run to its end: one left suspended holds the connection's lock.
                if list(conn.notifies(timeout=min(left, 0.25), stop_after=1)):
                    list(conn.notifies(timeout=0.05))  # a burst of writes is one change
                    return stop.is_set()
            return True
        except psycopg.Error:  # the server went away: fall back to polling, reconnect next time
            self._close_listener()
            return stop.wait(max(0.0, deadline - time.monotonic()))

    def _listener(self) -> Any:
        if self._listen_conn is None or self._listen_conn.closed:
            conn = psycopg.connect(self.url, autocommit=True)
            conn.execute(f"LISTEN {CHANNEL}")
            self._listen_conn = conn
        return self._listen_conn

    def _close_listener(self) -> None:
        if self._listen_conn is not None:
            with contextlib.suppress(Exception):
                self._listen_conn.close()
            self._listen_conn = None

    def close(self) -> None:
        self._close_listener()
        super().close()

    def describe(self) -> str:
        return redact_url(self.url)

    def size_bytes(self) -> int:
        row = self.db.execute_sql("SELECT pg_database_size(current_database())").fetchone()
        return int(row[0]) if row else 0


_SCHEMA = (
    """CREATE OR REPLACE FUNCTION helix_doc_length(v tsvector) RETURNS integer AS $$
  SELECT coalesce(sum(coalesce(array_length(positions, 1), 1)), 0)::integer FROM unnest(v)
$$ LANGUAGE sql IMMUTABLE""",
    # The text index: one row per memory, kept by triggers like FTS5's external-content table.
    # dl: the document's length in tokens (bm25's length damping).
    "CREATE TABLE IF NOT EXISTS memory_fts (seq INTEGER PRIMARY KEY "
    "REFERENCES memory(seq) ON DELETE CASCADE, fts tsvector NOT NULL, dl INTEGER NOT NULL DEFAULT 0)",
    *(f"CREATE INDEX IF NOT EXISTS {index} ON {table} {definition}"
      for table, index, definition in TEXT_INDEXES[:1]),
    # Each word of each memory with its count (bm25's postings), gone with the memory.
    "CREATE TABLE IF NOT EXISTS memory_terms (lexeme TEXT NOT NULL, seq INTEGER NOT NULL "
    "REFERENCES memory(seq) ON DELETE CASCADE, tf INTEGER NOT NULL, dl INTEGER NOT NULL, "
    "PRIMARY KEY (lexeme, seq))",
    *(f"CREATE INDEX IF NOT EXISTS {index} ON {table} {definition}"
      for table, index, definition in TEXT_INDEXES[1:]),
    """CREATE OR REPLACE FUNCTION helix_index_terms(s integer, v tsvector) RETURNS void AS $$
  DELETE FROM memory_terms WHERE seq = s;
  INSERT INTO memory_terms(lexeme, seq, tf, dl)
    SELECT lexeme, s, coalesce(array_length(positions, 1), 1), helix_doc_length(v) FROM unnest(v);
$$ LANGUAGE sql""",
    f"""CREATE OR REPLACE FUNCTION helix_memory_fts() RETURNS trigger AS $$
DECLARE v tsvector := to_tsvector('{FTS_CONFIG}', NEW.content);
BEGIN
  INSERT INTO memory_fts(seq, fts, dl) VALUES (NEW.seq, v, helix_doc_length(v))
  ON CONFLICT (seq) DO UPDATE SET fts = EXCLUDED.fts, dl = EXCLUDED.dl;
  PERFORM helix_index_terms(NEW.seq, v);
  RETURN NEW;
END $$ LANGUAGE plpgsql""",
    "DROP TRIGGER IF EXISTS memory_fts_ai ON memory",
    "CREATE TRIGGER memory_fts_ai AFTER INSERT OR UPDATE OF content ON memory "
    "FOR EACH ROW EXECUTE FUNCTION helix_memory_fts()",
    "CREATE TABLE IF NOT EXISTS memory_piece (id BIGSERIAL PRIMARY KEY, seq INTEGER NOT NULL, "
    "ord INTEGER NOT NULL)",
    "CREATE INDEX IF NOT EXISTS memory_piece_seq ON memory_piece(seq)",
    "CREATE TABLE IF NOT EXISTS vec_piece_todo (seq INTEGER PRIMARY KEY)",
    # Hard forget renames ids in several statements: the references are checked at commit. (%% is
    # the driver's escape; the statement holds %s, so it goes out untranslated.)
    """DO $$ DECLARE c record; BEGIN
  FOR c IN SELECT conrelid::regclass AS tbl, conname FROM pg_constraint
           WHERE contype = 'f' AND connamespace = current_schema()::regnamespace
           AND conrelid::regclass::text IN ('edge', 'provenance', 'quarantine') LOOP
    EXECUTE format('ALTER TABLE %%s ALTER CONSTRAINT %%I DEFERRABLE INITIALLY IMMEDIATE', c.tbl, c.conname);
  END LOOP;
END $$""",
)
