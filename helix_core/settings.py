"""Settings: every number of the spec, with its default, overridable from a TOML file beside the db.

The file is optional. Unknown keys are an error (a typo should not silently do nothing).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field, fields, is_dataclass, replace
from pathlib import Path
from typing import Any

from .errors import InvalidInput


@dataclass(frozen=True)
class DecaySettings:
    half_life_days: dict[str, float | None] = field(
        default_factory=lambda: {"episodic": 7.0, "procedural": 90.0, "semantic": None, "entity": None}
    )
    min_salience: float = 0.0
    retrieval_floor: float = 0.05
    prune_below: float = 0.001
    # Per-scope curve: "exponential" (default) or "rekall". Keys are scopes, "*" is the default.
    curve: dict[str, str] = field(default_factory=lambda: {"*": "exponential"})
    rekall_lambda: float = 0.1
    rekall_access_weight: float = 0.1
    rekall_max_bonus: float = 0.5
    rekall_archive_threshold: float = 0.05
    # Consolidated episodes fade this many times faster (episodic compression).
    compression_factor: float = 2.0


@dataclass(frozen=True)
class ReinforceSettings:
    initial_ef: float = 2.5
    min_ef: float = 1.3
    recall_quality: int = 3  # a recall hands a memory out: "recalled, not (yet) known to be used"
    used_quality: int = 4
    keep_quality: int = 5
    # Half-lives stop growing here (days); a memory past it is effectively permanent.
    max_half_life_days: float = 36500.0


@dataclass(frozen=True)
class RetrievalSettings:
    """Recall tuning; the defaults were chosen on LoCoMo (bench/README.md has the ablation)."""

    mode: str = "hybrid"  # hybrid | lexical | vector (the last two exist for ablations)
    # Relevance-dominant: recency and importance order equally relevant memories and lift fresh
    # notes, but cannot bury the memory that answers (with α = 1 each, LoCoMo recall@10 halves).
    alpha_recency: float = 0.15
    alpha_importance: float = 0.15
    alpha_relevance: float = 1.0
    candidates: int = 200  # a deeper pool before fusion: LoCoMo any@10 0.757 → 0.770, MRR up too
    mmr_lambda: float = 0.6
    mmr: bool = True
    graph_expansion: bool = True
    ppr_damping: float = 0.5
    ppr_weight: float = 0.3
    # An archived (or below-floor) memory surfaces as a surprise when its own match is strong:
    # cosine at least this, or a BM25 score at least `surprise_min_bm25` (rare words matched).
    surprise_min_relevance: float = 0.5
    surprise_min_bm25: float = 1.0
    fusion: str = "sum"  # sum (of min-max normalised scores) | rrf
    lexical_weight: float = 1.0
    vector_weight: float = 1.0
    rrf_k: float = 60.0
    prf_docs: int = 0  # pseudo-relevance feedback: move the query vector towards the top N
    prf_weight: float = 0.5
    context_weight: float = 0.3  # share of a session neighbour's relevance a memory borrows
    min_cosine: float = 0.1  # vector-only candidates below this cosine are not candidates
    # A question that names a date ("on 25 May, 2022", "in March 2024") favours memories from then;
    # the window reaches this many days past the named period (people tell of things afterwards).
    date_weight: float = 0.5
    date_slack_days: float = 7.0


@dataclass(frozen=True)
class CaptureSettings:
    max_content_chars: int = 32_000
    max_attributes_bytes: int = 256_000
    embed: str = "deferred"  # or "sync"
    embed_batch: int = 32
    # A recall first embeds a backlog this small (what was just captured); a larger one is left to
    # the background worker and found by its words meanwhile.
    recall_catch_up: int = 64
    recall_catch_up_seconds: float = 0.3


@dataclass(frozen=True)
class EmbeddingSettings:
    kind: str = "auto"  # auto | minilm | hashing | ollama
    minilm_dir: str | None = None
    ollama_model: str = "nomic-embed-text"


@dataclass(frozen=True)
class OllamaSettings:
    enabled: bool = True
    host: str | None = None  # None: the client's default (OLLAMA_HOST or 127.0.0.1:11434)
    importance_model: str = "qwen2.5:0.5b"
    distill_model: str = "qwen2.5:3b"
    importance_timeout: float = 1.5
    timeout: float = 60.0


@dataclass(frozen=True)
class ConsolidationSettings:
    importance_budget: float = 150.0
    schedule_hours: float = 6.0
    # Grouping: similarity = weight·cosine + (1 − weight)·shared-rare-word overlap, average linkage
    # cut at the threshold (chosen on bench/corpus/lessons.py's tuning part; bench/README.md).
    # The hashing embedder carries little meaning, so it leans on the words.
    group_weight: float = 0.5
    group_threshold: float = 0.45
    group_weight_hashing: float = 0.2
    group_threshold_hashing: float = 0.3
    merge_threshold: float = 0.85  # two known memories this similar are proposed for a MERGE
    merge_threshold_hashing: float = 0.8
    # A single user-asserted note at or above this importance (1–10) may be promoted alone.
    band_solo: float = 8.0
    # Guardrail: user-asserted notes needed to promote; independent sightings (sessions, or notes an
    # hour apart) needed when agents wrote them.
    support_user: int = 2
    support_agent: int = 2
    auto_approve: bool = False
    auto_approve_min_confidence: float = 0.8
    reflection_questions: int = 3
    reflection_pool: int = 40  # most salient recent memories reflection starts from
    importance_upgrades_per_run: int = 25  # heuristic scores a run may re-rate with a model
    review_horizon_days: float = 7.0  # "about to fall below the floor" means within this many days
    review_sample: int = 5  # random memories mixed into each review queue
    worker_interval_seconds: float = 30.0


@dataclass(frozen=True)
class Settings:
    decay: DecaySettings = field(default_factory=DecaySettings)
    reinforce: ReinforceSettings = field(default_factory=ReinforceSettings)
    retrieval: RetrievalSettings = field(default_factory=RetrievalSettings)
    capture: CaptureSettings = field(default_factory=CaptureSettings)
    embedding: EmbeddingSettings = field(default_factory=EmbeddingSettings)
    ollama: OllamaSettings = field(default_factory=OllamaSettings)
    consolidation: ConsolidationSettings = field(default_factory=ConsolidationSettings)

    @classmethod
    def load(cls, path: Path | None) -> Settings:
        """Defaults, overlaid with the TOML file at `path` when it exists."""
        if path is None or not path.is_file():
            return cls()
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise InvalidInput(f"settings file {path} is not valid TOML: {exc}") from None
        return overlay(cls(), data, str(path))

    def with_overrides(self, data: dict[str, Any]) -> Settings:
        return overlay(self, data, "overrides")


def overlay(base: Any, data: dict[str, Any], where: str) -> Any:
    """Return `base` (a dataclass) with the values of `data` applied, checking names and types."""
    known = {f.name: f for f in fields(base)}
    changes: dict[str, Any] = {}
    for key, value in data.items():
        if key not in known:
            raise InvalidInput(f"{where}: unknown setting {key!r} (known: {', '.join(sorted(known))})")
        current = getattr(base, key)
        if is_dataclass(current):
            if not isinstance(value, dict):
                raise InvalidInput(f"{where}: [{key}] must be a table")
            changes[key] = overlay(current, value, f"{where}: [{key}]")
        elif isinstance(current, dict):
            if not isinstance(value, dict):
                raise InvalidInput(f"{where}: {key} must be a table")
            changes[key] = {**current, **value}
        elif isinstance(current, bool):
            if not isinstance(value, bool):
                raise InvalidInput(f"{where}: {key} must be true or false")
            changes[key] = value
        elif isinstance(current, (int, float)) and not isinstance(current, bool):
            if not isinstance(value, (int, float)) or isinstance(value, bool):
                raise InvalidInput(f"{where}: {key} must be a number")
            changes[key] = type(current)(value) if isinstance(current, float) else value
        else:
            changes[key] = value
    return replace(base, **changes)
