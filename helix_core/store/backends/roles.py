"""Database roles for a shared server: agents write, people review.

On a team's PostgreSQL server the agents' connections and the reviewers' can be told apart by the
server itself, not by Helix's good manners. The writer role may capture, recall (which updates access
counts), embed and end sessions: it reads every table and adds rows, but it cannot change a proposal,
a flag, a quarantined item or a consolidation run, and it deletes nothing a person would miss — so
approving, rejecting, resolving, hard forgetting and consolidating need the reviewer role. The
reviewer may do everything Helix does. Every change still names its actor in history.
"""

from __future__ import annotations

import re

# Tables a capture, a recall, the embedder or a session's end write (see the module doc).
WRITER_INSERTS = ("memory", "history", "memory_fts", "memory_terms", "memory_vec", "memory_piece",
                  "memory_piece_vec", "vec_log", "vec_piece_todo", "provenance", "edge", "trigger_queue")
WRITER_UPDATES = ("memory", "memory_fts", "memory_vec", "memory_piece", "vec_log", "vec_piece_todo",
                  "trigger_queue")
# Rows that are rewritten rather than updated: text postings, vectors, the embedder's queues.
WRITER_DELETES = ("memory_fts", "memory_terms", "memory_vec", "memory_piece", "memory_piece_vec",
                  "vec_piece_todo", "trigger_queue")
_ROLE = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")


def check_role(name: str) -> str:
    """A role name safe to write into SQL unquoted (PostgreSQL folds unquoted names to lower case)."""
    if not _ROLE.match(name):
        raise ValueError(f"{name!r} is not a role name: lower-case letters, digits and _, at most 63")
    return name


def grants(writer: str | None = None, reviewer: str | None = None) -> list[str]:
    """The statements that give existing roles their rights on this database's Helix tables. Run them
    as the tables' owner after the store exists (`helix --db URL stats` creates it)."""
    out: list[str] = []
    if reviewer is not None:
        r = check_role(reviewer)
        out += [f"GRANT USAGE ON SCHEMA public TO {r}",
                f"GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO {r}",
                f"GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO {r}"]
    if writer is not None:
        w = check_role(writer)
        out += [f"GRANT USAGE ON SCHEMA public TO {w}",
                f"GRANT SELECT ON ALL TABLES IN SCHEMA public TO {w}",
                f"GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {w}",
                f"GRANT INSERT ON {', '.join(WRITER_INSERTS)} TO {w}",
                f"GRANT UPDATE ON {', '.join(WRITER_UPDATES)} TO {w}",
                f"GRANT DELETE ON {', '.join(WRITER_DELETES)} TO {w}"]
    return out
