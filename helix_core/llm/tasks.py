"""The few structured questions Helix asks a model, each with a JSON schema and a strict validator.

Small models break schemas (numbers out of range, repeated list items, cut-off JSON), so every
validator checks ranges, types, lengths and duplicates, and raises with a message the repair round
can quote back to the model.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..settings import OllamaSettings
from .client import OllamaLLM

IMPORTANCE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"poignancy": {"type": "integer", "minimum": 1, "maximum": 10}},
    "required": ["poignancy"],
}
DISTILL_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "statement": {"type": "string", "maxLength": 400},
        "kind": {"type": "string", "enum": ["fact", "convention", "preference", "decision", "procedure"]},
    },
    "required": ["statement", "kind"],
}
QUESTIONS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"questions": {"type": "array", "items": {"type": "string"}, "minItems": 1,
                                 "maxItems": 5}},
    "required": ["questions"],
}
INSIGHT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "insight": {"type": "string", "maxLength": 400},
        "sources": {"type": "array", "items": {"type": "integer"}, "minItems": 1},
    },
    "required": ["insight", "sources"],
}
CONTRADICTION_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"contradicts": {"type": "boolean"}, "reason": {"type": "string", "maxLength": 300}},
    "required": ["contradicts", "reason"],
}


def _obj(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError("the reply must be a JSON object")
    return value


def _text(value: Any, name: str, limit: int = 400) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{name} must be a non-empty string")
    text = " ".join(value.split())
    if len(text) > limit:
        raise ValueError(f"{name} is longer than {limit} characters")
    return text


def validate_importance(value: Any) -> int:
    score = _obj(value).get("poignancy")
    if isinstance(score, bool) or not isinstance(score, (int, float)) or score != int(score):
        raise ValueError("poignancy must be an integer")
    if not 1 <= score <= 10:
        raise ValueError(f"poignancy must be between 1 and 10, got {score}")
    return int(score)


def validate_distill(value: Any) -> dict[str, str]:
    data = _obj(value)
    kind = data.get("kind")
    if kind not in DISTILL_SCHEMA["properties"]["kind"]["enum"]:
        raise ValueError(f"kind must be one of {DISTILL_SCHEMA['properties']['kind']['enum']}")
    return {"statement": _text(data.get("statement"), "statement"), "kind": kind}


def validate_questions(value: Any, limit: int = 5) -> list[str]:
    items = _obj(value).get("questions")
    if not isinstance(items, list) or not items:
        raise ValueError("questions must be a non-empty list")
    out: list[str] = []
    for item in items:
        text = _text(item, "each question", 300)
        if text.lower() in {q.lower() for q in out}:
            raise ValueError("questions repeat")
        out.append(text)
    if len(out) > limit:
        raise ValueError(f"at most {limit} questions")
    return out


def validate_insight(value: Any, n_sources: int) -> dict[str, Any]:
    data = _obj(value)
    sources = data.get("sources")
    if not isinstance(sources, list) or not sources:
        raise ValueError("sources must be a non-empty list of statement numbers")
    clean: list[int] = []
    for s in sources:
        if isinstance(s, bool) or not isinstance(s, int) or not 1 <= s <= n_sources:
            raise ValueError(f"sources must be numbers from 1 to {n_sources}")
        if s in clean:
            raise ValueError("sources repeat")
        clean.append(s)
    return {"insight": _text(data.get("insight"), "insight"), "sources": [s - 1 for s in clean]}


def validate_contradiction(value: Any) -> tuple[bool, str]:
    data = _obj(value)
    verdict = data.get("contradicts")
    if not isinstance(verdict, bool):
        raise ValueError("contradicts must be true or false")
    reason = data.get("reason")
    return verdict, (reason.strip()[:300] if isinstance(reason, str) else "")


def _numbered(statements: Sequence[str]) -> str:
    return "\n".join(f"{i}. {' '.join(s.split())[:500]}" for i, s in enumerate(statements, 1))


class ModelTasks:
    """The structured calls, bound to one server and the configured model names."""

    def __init__(self, llm: OllamaLLM, settings: OllamaSettings) -> None:
        self.llm = llm
        self.settings = settings

    @property
    def fallbacks(self) -> int:
        return self.llm.stats.fallbacks

    @property
    def calls(self) -> int:
        return self.llm.stats.calls

    def available(self) -> bool:
        return self.llm.available()

    def rate_importance(self, text: str, timeout: float | None = None) -> int | None:
        reply = self.llm.chat_json(
            self.settings.importance_model,
            "Rate how poignant a coding agent's observation is, 1 to 10: 1 is mundane (listed a "
            "directory), 10 is pivotal (switched the project's database). Reply with JSON.",
            text[:4000], IMPORTANCE_SCHEMA, validate_importance,
            timeout=timeout if timeout is not None else self.settings.importance_timeout,
        )
        return reply.value if reply.ok else None

    def distill(self, statements: Sequence[str]) -> dict[str, str] | None:
        reply = self.llm.chat_json(
            self.settings.distill_model,
            "These observations recur in a coding project. State the one durable lesson they share "
            "as a single short sentence, and classify it. Reply with JSON.",
            _numbered(statements), DISTILL_SCHEMA, validate_distill,
        )
        return reply.value if reply.ok else None

    def questions(self, statements: Sequence[str], n: int) -> list[str] | None:
        reply = self.llm.chat_json(
            self.settings.distill_model,
            f"Given these recent memories of a coding agent, what are the {n} most salient "
            "high-level questions we can answer about the project or the user? Reply with JSON.",
            _numbered(statements), QUESTIONS_SCHEMA, lambda v: validate_questions(v, max(n, 1)),
        )
        return reply.value if reply.ok else None

    def insight(self, question: str, statements: Sequence[str]) -> dict[str, Any] | None:
        reply = self.llm.chat_json(
            self.settings.distill_model,
            "Answer the question with one high-level insight drawn only from the numbered "
            "statements, and cite the numbers of the statements that support it. Reply with JSON.",
            f"Question: {question}\nStatements:\n{_numbered(statements)}", INSIGHT_SCHEMA,
            lambda v: validate_insight(v, len(statements)),
        )
        return reply.value if reply.ok else None

    def contradicts(self, a: str, b: str) -> tuple[bool, str] | None:
        reply = self.llm.chat_json(
            self.settings.distill_model,
            "Do these two statements about the same project contradict each other (both cannot be "
            "true at once)? Reply with JSON.",
            f"A: {a[:1000]}\nB: {b[:1000]}", CONTRADICTION_SCHEMA, validate_contradiction,
        )
        return reply.value if reply.ok else None


class ImportanceRater:
    """The capture hook: a model rating when the server answers within the timeout, else None.

    Returning None lets capture use its heuristic; the reachability cache keeps a missing or slow
    server from costing more than one probe per minute.
    """

    def __init__(self, tasks: ModelTasks, name: str = "model") -> None:
        self.tasks = tasks
        self.name = name  # recorded as the extractor of what it rated
        self.rated = 0

    def __call__(self, text: str) -> float | None:
        if not self.tasks.available():
            return None
        score = self.tasks.rate_importance(text)
        if score is None:
            return None
        self.rated += 1
        return score / 10.0


def make_importance_rater(settings: OllamaSettings) -> tuple[ImportanceRater | None, ModelTasks | None]:
    """Build the model path from settings (nothing is contacted until first use)."""
    if not settings.enabled:
        return None, None
    llm = OllamaLLM(host=settings.host, timeout=settings.timeout,
                    probe_timeout=min(0.5, settings.importance_timeout))
    tasks = ModelTasks(llm, settings)
    return ImportanceRater(tasks, name=f"ollama:{settings.importance_model}"), tasks
