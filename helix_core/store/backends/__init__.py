"""Storage backends: what differs between one SQLite file and a shared PostgreSQL server.

The services talk to the store through peewee models and a small amount of SQL written once; the
parts that cannot be written once (full-text search, the vector tables, the schema, locking, the
physical removal behind hard forget) live in one module per backend, behind `Backend`.
"""

from __future__ import annotations

from .base import Backend, is_url, redact_url

__all__ = ["Backend", "is_url", "redact_url"]
