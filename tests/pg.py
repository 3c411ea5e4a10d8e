"""A real PostgreSQL server with pgvector for the tests, started by the tests themselves.

`pgserver` (a PyPI wheel) bundles PostgreSQL 16 and pgvector and runs the server in a temporary
folder on a Unix socket: nothing listens on the network, nothing is installed system-wide, and a
developer's machine, CI and a clean clone get the same server from `pip install -e '.[dev]'`.
(The Debian server would need root, a pgvector build and a port; pgserver needs none of them.)

Each test gets its own database, so tests stay independent and can run in parallel workers.
"""

from __future__ import annotations

import itertools
import os
import urllib.parse
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

_counter = itertools.count()


class PgServer:
    """One server for the test session; `database()` makes a fresh database on it."""

    def __init__(self, root: Path) -> None:
        import pgserver

        self.server = pgserver.get_server(root, cleanup_mode="stop")
        self.admin_url: str = self.server.get_uri()
        self.admin("CREATE EXTENSION IF NOT EXISTS vector")

    def admin(self, sql: str) -> list[tuple[Any, ...]]:
        import psycopg

        with psycopg.connect(self.admin_url, autocommit=True) as conn:
            cur = conn.execute(sql)
            return cur.fetchall() if cur.description else []

    def url_for(self, name: str) -> str:
        parts = urllib.parse.urlsplit(self.admin_url)
        return urllib.parse.urlunsplit(parts._replace(path="/" + name))

    @contextmanager
    def database(self) -> Iterator[str]:
        name = f"helix_t{os.getpid()}_{next(_counter)}"
        self.admin(f"CREATE DATABASE {name}")
        try:
            yield self.url_for(name)
        finally:
            self.admin(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    def stop(self) -> None:
        self.server.cleanup()


def rows(url: str, sql: str, *params: Any) -> list[tuple[Any, ...]]:
    """Read the server directly (not through Helix): what a test sees is really in the database."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        return conn.execute(sql, params).fetchall()
