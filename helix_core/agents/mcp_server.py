"""`helix mcp`: Helix as a Model Context Protocol server over stdio (official SDK, `MCPServer`).

An agent reaches the store it works in, and only that: every tool is scoped to one project (from
the working directory, `--scope` or $HELIX_SCOPE) plus global, as recall is. What it remembers is an
agent-ingested observation (redacted, scanned for injection; consolidation and a person turn it into
a convention or a fact), never a rule it could slip past review. Forget is soft: a hard forget stays
a person's decision. Stdout carries the protocol, so everything else is logged to stderr.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import uuid
from collections.abc import Callable
from typing import Any, TypeVar

from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ResourceError, ToolError
from mcp.types import ToolAnnotations

from ..errors import HelixError, NotFound
from ..helix import Helix
from ..kinds import visible_scopes
from ..types import Hit, Memory
from .context import DEFAULT_BUDGET, build_context
from .runtime import embed_others_backlog, open_for_agent
from .scope import scope_for

log = logging.getLogger("helix.mcp")

T = TypeVar("T")

REINFORCE_QUALITY = 4  # SM-2: "used, and it worked"; a person's KEEP is 5
PENALTY = 0.2  # importance taken off a memory that led an agent astray
CONTEXT_URI = "helix://context"

READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, idempotent_hint=True,
                            open_world_hint=False)
# Writes that add or strengthen, never remove (recall too: returning a memory counts as an access).
ADDITIVE = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=False,
                           open_world_hint=False)
DESTRUCTIVE = ToolAnnotations(read_only_hint=False, destructive_hint=True, idempotent_hint=True,
                              open_world_hint=False)


def memory_view(m: Memory) -> dict[str, Any]:
    return {
        "id": m.id, "kind": m.kind, "content": m.content, "scope": m.scope, "status": m.status,
        "origin": m.origin, "importance": round(m.importance, 3), "confidence": round(m.confidence, 3),
        "recorded_at": m.recorded_at.isoformat(), "access_count": m.access_count, "pinned": m.pinned,
        "session": m.session,
    }


def hit_view(h: Hit) -> dict[str, Any]:
    """A recall hit with why it came back: the per-signal scores and every tell a person would want
    an agent to heed (a surfaced archived memory, an open flag, a pending supersession)."""
    why: dict[str, Any] = {"signals": {k: round(v, 4) for k, v in h.components.items()},
                           "surprise": h.surprise, "disputed": h.disputed}
    if h.flags:
        why["open_flags"] = list(h.flags)
        why["conflicts_with"] = list(h.conflicts_with)
    if h.superseded_by_proposal is not None:
        why["superseded_by_proposal"] = h.superseded_by_proposal
    if h.newer:
        why["newer"] = h.newer
    return {"id": h.memory.id, "kind": h.memory.kind, "content": h.memory.content,
            "score": round(h.score, 4), "why": why, "scope": h.memory.scope, "origin": h.memory.origin,
            "recorded_at": h.memory.recorded_at.isoformat()}


class HelixTools:
    """The tools' bodies over one open facade. Calls are serialised: the SDK runs synchronous tools
    in worker threads, and one agent's calls gain nothing from racing each other."""

    def __init__(self, hx: Helix, scope: str, session: str, agent: str = "mcp") -> None:
        self.hx = hx
        self.scope = scope
        self.session = session
        self.agent = agent
        self.actor = f"agent:{agent}"
        self._lock = threading.Lock()

    def call(self, fn: Callable[[], T]) -> T:
        with self._lock:
            try:
                return fn()
            except HelixError as exc:
                raise ToolError(str(exc)) from None
            finally:
                self.hx.release_thread()  # the SDK's worker threads come and go

    def visible(self, memory_id: str) -> Memory:
        """The memory, if this project may see it (its own scope or global)."""
        memory = self.hx.get(memory_id)
        if memory.scope not in visible_scopes(self.scope):
            raise NotFound(f"no memory {memory_id!r} in {self.scope}")
        if memory.status == "quarantined":
            # held for a person's review: not the agent's to read, reinforce or forget out of the queue
            raise NotFound(f"no memory {memory_id!r} an agent may use in {self.scope} (it is quarantined)")
        return memory

    def remember(self, content: str, importance: float | None, attributes: dict[str, Any] | None) -> dict[str, Any]:
        m = self.hx.capture(content, scope=self.scope, origin="agent-ingested", session=self.session,
                            agent=self.agent, attributes=attributes, importance=importance)
        reply = {"id": m.id, "status": m.status, "scope": m.scope, "kind": m.kind}
        if m.status == "quarantined":
            reply["note"] = "held for a person's review: it looks like an instruction to an agent"
        return reply

    def recall(self, query: str, limit: int, deep: bool) -> dict[str, Any]:
        hits = self.hx.recall(query, scope=self.scope, limit=limit, deep=deep, actor=self.actor)
        return {"scope": self.scope, "hits": [hit_view(h) for h in hits]}

    def reinforce(self, memory_id: str, note: str | None) -> dict[str, Any]:
        self.visible(memory_id)
        m = self.hx.reinforce(memory_id, REINFORCE_QUALITY, actor=self.actor, rationale=note)
        return {"id": m.id, "importance": round(m.importance, 3), "access_count": m.access_count,
                "half_life_days": m.half_life}

    def penalize(self, memory_id: str, reason: str) -> dict[str, Any]:
        self.visible(memory_id)
        m = self.hx.penalize(memory_id, PENALTY, actor=self.actor, rationale=reason)
        return {"id": m.id, "importance": round(m.importance, 3), "confidence": round(m.confidence, 3)}

    def forget(self, memory_id: str, reason: str) -> dict[str, Any]:
        self.visible(memory_id)
        m = self.hx.forget(memory_id, actor=self.actor, rationale=reason)
        assert isinstance(m, Memory)
        return {"id": m.id, "status": m.status,
                "note": "soft forget: a person can restore it (helix restore ID); hard forget is theirs alone"}

    def pending_review(self) -> dict[str, Any]:
        mark = self.hx.watermark()
        quarantined = self.hx.count(status="quarantined")
        return {"proposals": mark.pending_proposals, "open_flags": mark.open_flags,
                "quarantined": quarantined,
                "total": mark.pending_proposals + mark.open_flags + quarantined}


def build_server(hx: Helix, scope: str, *, session: str | None = None, agent: str = "mcp") -> MCPServer:
    """The server over an open facade (the caller owns it). In tests, pass it to `mcp.Client`."""
    tools = HelixTools(hx, scope, session or f"mcp-{uuid.uuid4().hex[:12]}", agent)
    server = MCPServer(
        "helix",
        title="Helix memory",
        instructions=(
            f"Long-term memory for {scope}. Recall before you start on something (why each hit came "
            "back is included; a disputed one awaits a person). Remember what you learn that a later "
            "session would need: a fix and its cause, a convention the user states, a decision. "
            "Reinforce a memory that helped, penalize one that misled you. The context resource "
            f"({CONTEXT_URI}) is the block to read at the start of a session."
        ),
        log_level="WARNING",
    )

    @server.tool(annotations=ADDITIVE)
    def remember(content: str, importance: float | None = None,
                 attributes: dict[str, Any] | None = None) -> dict[str, Any]:
        """Store an observation for this project (a fix and its cause, a convention the user stated, a
        decision). Secrets are redacted; it becomes a lasting rule only after consolidation and a
        person's review. importance: 0..1, rated from the text when omitted."""
        return tools.call(lambda: tools.remember(content, importance, attributes))

    @server.tool(annotations=ADDITIVE)
    def recall(query: str, limit: int = 5, deep: bool = False) -> dict[str, Any]:
        """Memories of this project (and global ones) relevant to the query, best first, each with its
        id, content, score and why: per-signal scores, surprise (an archived memory surfaced), open
        contradiction flags and pending supersession. Returning a memory counts as an access.
        deep: also search archived memories."""
        return tools.call(lambda: tools.recall(query, limit, deep))

    @server.tool(annotations=READ_ONLY)
    def get(id: str) -> dict[str, Any]:
        """One memory in full, by id."""
        return tools.call(lambda: memory_view(tools.visible(id)))

    @server.tool(annotations=ADDITIVE)
    def reinforce(id: str, note: str | None = None) -> dict[str, Any]:
        """You used this memory and it worked: it decays more slowly and ranks higher."""
        return tools.call(lambda: tools.reinforce(id, note))

    @server.tool(annotations=ADDITIVE)
    def penalize(id: str, reason: str) -> dict[str, Any]:
        """This memory led you astray: lower its importance and say why (a person sees the reason)."""
        return tools.call(lambda: tools.penalize(id, reason))

    @server.tool(annotations=DESTRUCTIVE)
    def forget(id: str, reason: str) -> dict[str, Any]:
        """Soft-forget a memory that is wrong or obsolete: it leaves recall, and a person can restore
        it. Removing every trace (hard forget) is a person's decision, not an agent's."""
        return tools.call(lambda: tools.forget(id, reason))

    @server.tool(annotations=ADDITIVE)
    def end_session(session: str | None = None) -> dict[str, Any]:
        """The work session is over: queue consolidation of what it captured."""
        return tools.call(lambda: tools.hx.end_session(session or tools.session, actor=tools.actor))

    @server.tool(annotations=READ_ONLY)
    def pending_review() -> dict[str, Any]:
        """How much waits for a person's review: proposals, open contradiction flags, quarantine."""
        return tools.call(tools.pending_review)

    @server.resource(CONTEXT_URI, name="context", mime_type="text/markdown",
                     description=f"What to know when starting work on {scope}: conventions, decisions, "
                                 "procedures, recent lessons; each with its id and why.")
    def context() -> str:
        try:
            return tools.call(lambda: build_context(tools.hx, scope, DEFAULT_BUDGET).text)
        except ToolError as exc:
            raise ResourceError(str(exc)) from None

    return server


def serve(db: str | None, *, now: str | None = None, scope: str | None = None,
          session: str | None = None, agent: str = "mcp", embedder: str | None = None) -> int:
    """Run over stdio until the client closes the connection."""
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING, format="helix mcp: %(message)s")
    chosen = scope_for(None, explicit=scope)
    with open_for_agent(db, now=now, embedder=embedder) as hx:
        for notice in hx.notices:
            log.warning("%s", notice)
        embed_others_backlog(hx)  # the vectors hooks and `helix capture` left for a holder of the model
        server = build_server(hx, chosen, session=session or os.environ.get("HELIX_SESSION"), agent=agent)
        log.info("serving %s for %s", hx.store.describe(), chosen)
        server.run("stdio")
    return 0
