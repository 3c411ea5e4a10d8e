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


def settings_path_for(db_path: Path) -> Path:
    """Settings live in a TOML file beside the database."""
    return db_path.parent / SETTINGS_NAME
