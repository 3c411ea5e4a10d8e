"""Competence extraction (Membrane): repeated successful tool sequences become procedures, and the
ones with three or more steps carry a plan graph (nodes = steps, edges = control flow).

A trace lives in an episode's `attributes["tool_trace"]`: a list of tool names, or of objects with
`tool`/`name`/`step` and optional `ok` and `depends_on` (indexes of earlier steps). The episode
succeeded when `attributes["success"]` is true, or, without that key, when no step says `ok: false`.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from ..store.store import loads
from .plan import Planned

PLAN_MIN_STEPS = 3


def steps(trace: Any) -> list[dict[str, Any]]:
    """Normalised steps: [{"tool": name, "ok": bool, "depends_on": [i...]}]."""
    if isinstance(trace, dict):
        trace = trace.get("steps") or trace.get("tools") or []
    if not isinstance(trace, list):
        return []
    out: list[dict[str, Any]] = []
    for item in trace:
        if isinstance(item, str) and item.strip():
            out.append({"tool": " ".join(item.split()), "ok": True, "depends_on": None})
        elif isinstance(item, dict):
            name = item.get("tool") or item.get("name") or item.get("step") or item.get("command")
            if not isinstance(name, str) or not name.strip():
                continue
            deps = item.get("depends_on")
            deps = [d for d in deps if isinstance(d, int)] if isinstance(deps, list) else None
            out.append({"tool": " ".join(name.split()), "ok": item.get("ok", item.get("success", True))
                        is not False, "depends_on": deps})
    return out


def successful(attrs: dict[str, Any]) -> bool:
    trace = steps(attrs.get("tool_trace"))
    if len(trace) < 2:
        return False
    if "success" in attrs:
        return attrs["success"] is True
    if attrs.get("outcome") is not None:
        return str(attrs["outcome"]).lower() in ("success", "ok", "passed")
    return all(s["ok"] for s in trace)


def signature(trace: list[dict[str, Any]]) -> tuple[str, ...]:
    sig: list[str] = []
    for s in trace:
        if not sig or sig[-1] != s["tool"]:
            sig.append(s["tool"])
    return tuple(sig)


def plan_graph(trace: list[dict[str, Any]]) -> dict[str, Any]:
    nodes = [{"id": i, "tool": s["tool"]} for i, s in enumerate(trace)]
    edges: list[list[int]] = []
    for i, s in enumerate(trace):
        if s["depends_on"]:
            edges.extend([[d, i] for d in s["depends_on"] if 0 <= d < i])
        elif i > 0:
            edges.append([i - 1, i])
    return {"nodes": nodes, "edges": edges}


def recipe(sig: tuple[str, ...]) -> str:
    """The steps as an instruction: "Run git pull, then uv sync, then pytest -x"."""
    return "Run " + ", then ".join(sig)


def extract(planner: Any, rows: list[dict[str, Any]], knowledge: list[dict[str, Any]],
            pending: list[Any]) -> list[tuple[Any, list[dict[str, Any]]]]:
    groups: dict[tuple[str, tuple[str, ...]], list[dict[str, Any]]] = defaultdict(list)
    traces: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        if not successful(row["attrs"]):
            continue
        trace = steps(row["attrs"].get("tool_trace"))
        traces[row["id"]] = trace
        groups[(row["scope"], signature(trace))].append(row)
    known: dict[tuple[str, tuple[str, ...]], dict[str, Any]] = {}
    for k in knowledge:
        sig = k["attrs"].get("signature")
        if isinstance(sig, list):
            known[(k["scope"], tuple(sig))] = k
    proposed = {(p.scope, tuple(loads(p.attributes, {}).get("signature") or ()))
                for p in pending if p.action in ("ADD", "UPDATE")}
    grounded: set[str] = set()
    if known:
        edge = planner.models.Edge
        ids = [k["id"] for k in known.values()]
        grounded = {r[0] for r in edge.select(edge.dst).where(
            edge.src.in_(ids) & (edge.relation == "derived_from")).tuples()}
    out = []
    for (scope, sig), members in groups.items():
        if (scope, sig) in proposed:
            continue
        fresh = [m for m in members if m["id"] not in grounded]
        if not fresh:
            continue
        existing = known.get((scope, sig))
        trace = traces[members[0]["id"]]
        attrs: dict[str, Any] = {"signature": list(sig), "support": len(members),
                                 "steps": [s["tool"] for s in trace]}
        if len(sig) >= PLAN_MIN_STEPS:
            attrs["plan"] = plan_graph(trace)
        planned = Planned(
            action="ADD", scope=scope, grounding=[m["id"] for m in fresh],
            content=f"{recipe(sig)} (worked {len(members)} times)", kind="procedure",
            shape="procedural", level=1, attributes=attrs,
            importance=min(1.0, max(m["importance"] for m in members) + 0.1),
            rationale=f"tool sequence repeated successfully {len(members)} times",
            extractor="competence",
        )
        if existing is not None:
            planned.action = "NOOP"
            planned.auto = True
            planned.target_ids = [existing["id"]]
            planned.content = existing["content"]
            planned.confidence = planner.confidence(fresh)
            planned.rationale = f"{len(fresh)} more successful run(s) of {existing['id']}"
            out.append((planned, fresh))
            continue
        if not planner.supported(members):
            planner.plan.counts["skipped_support"] += 1
            continue
        planned.confidence = planner.confidence(members)
        planner.plan.counts["procedures"] += 1
        if "plan" in attrs:
            planner.plan.counts["plan_graphs"] += 1
        out.append((planned, members))
    return out
