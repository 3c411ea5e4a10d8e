"""Where Helix keeps its files: one function, with a HELIX_HOME override for tests and users."""

from __future__ import annotations

import os
from pathlib import Path

DB_NAME = "helix.db"
SETTINGS_NAME = "helix.toml"


def helix_home() -> Path:
    """The data directory: $HELIX_HOME if set, else the platform's user data directory."""
    override = os.environ.get("HELIX_HOME")
    if override:
        return Path(override).expanduser()
    import platformdirs  # here: a capture with --db or $HELIX_HOME need not import it (~5-30 ms)

    return Path(platformdirs.user_data_dir("helix", appauthor=False))


def default_db_path() -> Path:
    return helix_home() / DB_NAME


def is_server(target: str | Path | None) -> bool:
    """A `--db` value naming a PostgreSQL server (see `store.backends`), not a file."""
    return target is not None and str(target).lower().startswith(("postgresql://", "postgres://"))


def settings_path_for(db_path: Path | str) -> Path:
    """Settings live in a TOML file beside the database; a server's are the default location's."""
    if is_server(db_path):
        return helix_home() / SETTINGS_NAME
    return Path(db_path).parent / SETTINGS_NAME


def local_dir_for(db: Path | str) -> Path:
    """Where files about a store live on this machine (locks, logs): beside a database file, or in
    the data directory for a server."""
    return helix_home() if is_server(db) else Path(db).parent


def local_name_for(db: Path | str) -> str:
    """A file-name stem for a store on this machine: the file's name, or a digest of a server URL
    (never the URL itself, which may hold a password)."""
    if is_server(db):
        import hashlib

        return "server-" + hashlib.sha256(str(db).encode()).hexdigest()[:12]
    return Path(db).name
