"""Imported first by `helix_core`: peewee does not load the PostgreSQL driver as it imports.

peewee imports psycopg at its own import whenever psycopg is installed — about 170 ms, paid by every
`helix capture`, hook and command on a SQLite file once the PostgreSQL extra is in the environment.
While peewee's module runs, `import psycopg` fails here, so peewee records the driver as absent;
`store.backends.postgres.hand_driver_to_peewee` gives it back when a PostgreSQL store is opened.
Any other import of psycopg, before or after, is untouched.
"""

from __future__ import annotations

import sys
from typing import Any


class _PsycopgOutOfPeewee:
    """A meta-path finder that refuses psycopg to peewee's module body only, then removes itself."""

    @classmethod
    def find_spec(cls, name: str, path: Any = None, target: Any = None) -> None:
        peewee = sys.modules.get("peewee")
        if peewee is not None and hasattr(peewee, "__version__"):  # peewee has loaded
            if cls in sys.meta_path:
                sys.meta_path.remove(cls)
            return None
        if name.partition(".")[0] != "psycopg" or peewee is None:
            return None
        frame = sys._getframe(1)
        while frame is not None:
            if frame.f_globals.get("__name__") == "peewee":
                raise ImportError("psycopg is handed to peewee when a PostgreSQL store opens")
            frame = frame.f_back
        return None


if "peewee" not in sys.modules and _PsycopgOutOfPeewee not in sys.meta_path:
    sys.meta_path.insert(0, _PsycopgOutOfPeewee)
