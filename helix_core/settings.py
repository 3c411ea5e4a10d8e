"""Settings: every number of the spec, with its default, overridable from a TOML file beside the db.

The file is optional. Every setting is typed (setting_types.py): unknown keys, wrong types, options
that do not exist and numbers out of range are refused when the file is read, with a message that
names the setting — a typo should not silently do nothing.
"""

from __future__ import annotations

import difflib
import tomllib
from dataclasses import dataclass, field, fields, is_dataclass, replace
from pathlib import Path
from typing import Annotated, Any, ClassVar

from .errors import InvalidInput
from .kinds import EmbedderKind, Shape
from .setting_types import (
    AnyScope,
    Count,
    Curve,
    EmbedMode,
    Fusion,
    NonNegative,
    Poignancy,
    Positive,
    PositiveCount,
    Quality,
    Range,
    RetrievalMode,
    Unit,
    check_section,
    convert,
    hints,
)

# Nesting depth of attributes: every reader of them recurses, so 100 levels is the most allowed.
AttributeDepth = Annotated[int, Range(1, 100)]


class _Section:
    """A [table] of helix.toml. Its values are checked against their annotations when it is built."""

    SECTION: ClassVar[str] = ""

    def __post_init__(self) -> None:
        check_section(self, self.SECTION)


@dataclass(frozen=True)
class DecaySettings(_Section):
    SECTION = "decay"

    # Days for salience to halve, by shape; absent (None) never decays. Set in [decay.half_life_days].
    half_life_days: dict[Shape, Positive | None] = field(
        default_factory=lambda: {"episodic": 7.0, "procedural": 90.0, "semantic": None, "entity": None}
    )
    min_salience: Unit = 0.0  # salience never falls below this
    retrieval_floor: Unit = 0.05  # below it a memory is archived: out of default recall, still on disk
    prune_below: Unit = 0.001  # the sweep removes auto_prune memories below this
    # The curve per scope: exponential (half-lives) or rekall (Ebbinghaus with an access bonus);
    # keys are scopes, "*" is every other scope.
    curve: dict[AnyScope, Curve] = field(default_factory=lambda: {"*": "exponential"})
    rekall_lambda: Positive = 0.1  # Rekall's decay rate per day
    rekall_access_weight: NonNegative = 0.1  # Rekall's bonus per ln(1 + accesses)
    rekall_max_bonus: NonNegative = 0.5  # Rekall's access bonus is capped here
    rekall_archive_threshold: Unit = 0.05  # Rekall scopes archive below this
    # Consolidated episodes fade this many times faster (episodic compression; 1 = not at all).
    compression_factor: Annotated[float, Range(1.0)] = 2.0


@dataclass(frozen=True)
class ReinforceSettings(_Section):
    SECTION = "reinforce"

    initial_ef: Annotated[float, Range(1.3)] = 2.5  # SM-2 easiness of a new memory
    min_ef: Positive = 1.3  # SM-2 easiness never falls below this
    recall_quality: Quality = 3  # a recall hands a memory out: "recalled, not (yet) known to be used"
    used_quality: Quality = 4  # an agent says it used what it recalled
    keep_quality: Quality = 5  # a person's KEEP in review
    # Half-lives stop growing here (days); a memory past it is effectively permanent.
    max_half_life_days: Positive = 36500.0


@dataclass(frozen=True)
class RetrievalSettings(_Section):
    """Recall tuning; the defaults were chosen on LoCoMo (bench/README.md has the ablation)."""

    SECTION = "retrieval"

    mode: RetrievalMode = "hybrid"  # lexical and vector alone exist for ablations
    # Relevance-dominant: recency and importance order equally relevant memories and lift fresh
    # notes, but cannot bury the memory that answers (with α = 1 each, LoCoMo recall@10 halves).
    alpha_recency: NonNegative = 0.15
    alpha_importance: NonNegative = 0.15
    alpha_relevance: NonNegative = 1.0
    candidates: PositiveCount = 200  # a deeper pool before fusion: LoCoMo any@10 0.757 → 0.770, MRR up too
    mmr_lambda: Unit = 0.7  # MMR: 1 is pure relevance, 0 pure diversity
    mmr: bool = True  # diversify the results (maximal marginal relevance)
    graph_expansion: bool = True  # pull in neighbours along edges (personalised PageRank)
    ppr_damping: Unit = 0.5  # PageRank's damping
    ppr_weight: NonNegative = 0.3  # how much a neighbour's PageRank adds to its score
    # An archived (or below-floor) memory surfaces as a surprise when its own match is strong:
    # cosine at least this, or a BM25 score at least `surprise_min_bm25` (rare words matched).
    surprise_min_relevance: Unit = 0.5
    surprise_min_bm25: NonNegative = 1.0
    fusion: Fusion = "sum"  # sum (of min-max normalised scores) or rrf (reciprocal rank)
    # The sum fuses each retriever's normalised score raised to this power: 2 lets a memory one
    # retriever matches strongly beat one both match half-way (LoCoMo any@10 0.772 → 0.774, any@5
    # 0.682 → 0.693; BEAM evidence recall@10 +0.05); 1 is the plain sum.
    fusion_power: Positive = 2.0
    lexical_weight: NonNegative = 1.0  # BM25's share of relevance
    vector_weight: NonNegative = 1.0  # cosine's share of relevance
    rrf_k: NonNegative = 60.0  # RRF's rank offset
    prf_docs: Count = 0  # pseudo-relevance feedback: move the query vector towards the top N
    prf_weight: NonNegative = 0.5  # how far feedback moves the query vector
    context_weight: Unit = 0.3  # share of a session neighbour's relevance a memory borrows
    min_cosine: Unit = 0.1  # vector-only candidates below this cosine are not candidates
    # A question that names a date ("on 25 May, 2022", "in March 2024") favours memories from then;
    # the window reaches this many days past the named period (people tell of things afterwards).
    date_weight: NonNegative = 0.5
    date_slack_days: NonNegative = 7.0
    # A standing instruction ("Always … when I ask about X") comes back when the question is about
    # its condition X, this close by cosine, even where its own words rank it low; at most
    # `standing_max` of them take the last places of a recall (0: off).
    standing_min_cosine: Unit = 0.4
    standing_max: Count = 2


@dataclass(frozen=True)
class CaptureSettings(_Section):
    SECTION = "capture"

    max_content_chars: PositiveCount = 32_000  # longer content is refused
    max_attributes_bytes: PositiveCount = 256_000  # larger attributes (as JSON) are refused
    # Deeper nesting is refused at capture, edit and import ({} is 1 level): readers recurse.
    max_attributes_depth: AttributeDepth = 32
    # deferred: a background thread embeds; sync: capture waits for it; later: this process never
    # embeds, the vector is left to a process that holds the model (hooks: capture and exit)
    embed: EmbedMode = "deferred"
    embed_batch: PositiveCount = 32  # texts embedded at once
    # A recall first embeds a backlog this small (what was just captured); a larger one is left to
    # the background worker and found by its words meanwhile.
    recall_catch_up: Count = 64
    recall_catch_up_seconds: NonNegative = 0.3  # and waits at most this long for it
    # The detached embedder stays this long after its last capture, holding the store and the
    # model, and `helix capture` hands it its write (no store to open: see `handoff`); 0: it exits
    # once the backlog is embedded.
    worker_idle_seconds: NonNegative = 600.0


@dataclass(frozen=True)
class DnaSettings(_Section):
    """What `helix import` accepts: a file over a limit is refused before anything is written."""

    SECTION = "dna"

    max_unpacked_bytes: PositiveCount = 1 << 30  # the file uncompressed (1 GiB)
    max_record_bytes: PositiveCount = 1 << 20  # one line of it (1 MiB)
    max_records: PositiveCount = 5_000_000  # records after the header


@dataclass(frozen=True)
class EmbeddingSettings(_Section):
    SECTION = "embedding"

    kind: EmbedderKind = "auto"  # auto: MiniLM when installed, else hashing (with a notice)
    minilm_dir: str | None = None  # the MiniLM weights (default: the installed package)
    ollama_model: str = "nomic-embed-text"  # the embedding model when kind = "ollama"


@dataclass(frozen=True)
class OllamaSettings(_Section):
    SECTION = "ollama"

    enabled: bool = True  # off: heuristics only, no server is ever contacted
    host: str | None = None  # None: the client's default (OLLAMA_HOST or 127.0.0.1:11434)
    importance_model: str = "qwen2.5:0.5b"  # rates importance at capture
    distill_model: str = "qwen2.5:3b"  # distils, reflects and judges contradictions
    importance_timeout: Positive = 1.5  # seconds capture waits for a rating
    timeout: Positive = 60.0  # seconds for any other model call


@dataclass(frozen=True)
class ConsolidationSettings(_Section):
    SECTION = "consolidation"

    importance_budget: Positive = 150.0  # a run is due when episodes' importance (1–10) sums to this
    schedule_hours: NonNegative = 6.0  # a run is due this often (0: never on a schedule)
    # Grouping: similarity = weight·cosine + (1 − weight)·shared-rare-word overlap, average linkage
    # cut at the threshold (chosen on bench/corpus/lessons.py's tuning part; bench/README.md).
    # The hashing embedder carries little meaning, so it leans on the words.
    group_weight: Unit = 0.5
    group_threshold: Unit = 0.45
    group_weight_hashing: Unit = 0.2
    group_threshold_hashing: Unit = 0.3
    merge_threshold: Unit = 0.85  # two known memories this similar are proposed for a MERGE
    merge_threshold_hashing: Unit = 0.8
    # A single user-asserted note at or above this importance (1–10) may be promoted alone.
    band_solo: Poignancy = 8.0
    # Guardrail: user-asserted notes needed to promote; independent sightings (sessions, or days)
    # needed when agents wrote them (or three notes).
    support_user: PositiveCount = 2
    support_agent: PositiveCount = 2
    auto_approve: bool = False  # apply proposals grounded only in user-asserted episodes at once
    auto_approve_min_confidence: Unit = 0.8  # … when at least this confident
    reflection_questions: Count = 3  # questions a reflection asks
    reflection_pool: PositiveCount = 40  # most salient recent memories reflection starts from
    importance_upgrades_per_run: Count = 25  # heuristic scores a run may re-rate with a model
    review_horizon_days: NonNegative = 7.0  # "about to fall below the floor" means within this many days
    review_sample: Count = 5  # random memories mixed into each review queue
    worker_interval_seconds: Positive = 30.0  # how often the worker looks at the trigger queue


@dataclass(frozen=True)
class Settings:
    decay: DecaySettings = field(default_factory=DecaySettings)
    reinforce: ReinforceSettings = field(default_factory=ReinforceSettings)
    retrieval: RetrievalSettings = field(default_factory=RetrievalSettings)
    capture: CaptureSettings = field(default_factory=CaptureSettings)
    dna: DnaSettings = field(default_factory=DnaSettings)
    embedding: EmbeddingSettings = field(default_factory=EmbeddingSettings)
    ollama: OllamaSettings = field(default_factory=OllamaSettings)
    consolidation: ConsolidationSettings = field(default_factory=ConsolidationSettings)
    # A PostgreSQL URL (postgresql://user@host/db) to use instead of the file when no --db is given:
    # a team's shared store. Read from the settings beside the default database ($HELIX_HOME).
    database: str = ""

    @classmethod
    def load(cls, path: Path | None) -> Settings:
        """Defaults, overlaid with the TOML file at `path` when it exists."""
        if path is None or not path.is_file():
            return cls()
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise InvalidInput(f"settings file {path} is not valid TOML: {exc}") from None
        try:
            return overlay(cls(), data)
        except InvalidInput as exc:
            raise InvalidInput(f"{path}: {exc}") from None

    def with_overrides(self, data: dict[str, Any]) -> Settings:
        return overlay(self, data)


def overlay(base: Any, data: dict[str, Any], section: str = "") -> Any:
    """`base` (a dataclass) with the values of `data` applied: names, types, options and ranges
    checked, each refusal naming the setting."""
    known = {f.name for f in fields(base)}
    types = hints(type(base))
    changes: dict[str, Any] = {}
    for key, value in data.items():
        name = f"{section}.{key}" if section else key
        if key not in known:
            close = difflib.get_close_matches(key, sorted(known), n=1)
            where = f" in [{section}]" if section else ""
            hint = f"did you mean {close[0]!r}?" if close else f"known: {', '.join(sorted(known))}"
            raise InvalidInput(f"unknown setting {key!r}{where}; {hint}")
        current = getattr(base, key)
        if is_dataclass(current):
            if not isinstance(value, dict):
                raise InvalidInput(f"[{key}] must be a table")
            changes[key] = overlay(current, value, name)
        else:
            changes[key] = convert(value, types[key], current, name)
    return replace(base, **changes)
