"""Settings: the spec's numbers as defaults, overridable from helix.toml beside the database, with
typos and wrong types refused instead of silently ignored."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import fields
from pathlib import Path
from typing import Literal, get_args, get_origin

import pytest

from helix_core import Helix, InvalidInput, ManualClock, Settings
from helix_core.embedding import EMBEDDER_KINDS
from helix_core.kinds import SHAPES, Shape
from helix_core.setting_types import Curve, hints
from helix_core.settings import DecaySettings, RetrievalSettings


def test_defaults_are_the_spec_numbers() -> None:
    s = Settings()
    assert s.decay.half_life_days == {"episodic": 7.0, "procedural": 90.0, "semantic": None, "entity": None}
    assert (s.decay.min_salience, s.decay.retrieval_floor, s.decay.prune_below) == (0.0, 0.05, 0.001)
    assert (s.decay.rekall_lambda, s.decay.rekall_access_weight, s.decay.rekall_max_bonus) == (0.1, 0.1, 0.5)
    assert s.decay.rekall_archive_threshold == 0.05
    assert (s.reinforce.initial_ef, s.reinforce.min_ef) == (2.5, 1.3)
    # the α weights are settings; their defaults are tuned by the retrieval benchmark (bench/)
    assert all(a >= 0 for a in (s.retrieval.alpha_recency, s.retrieval.alpha_importance,
                                s.retrieval.alpha_relevance))
    assert s.capture.max_content_chars == 32_000


def test_toml_beside_the_database_is_applied(tmp_path: Path, clock: ManualClock) -> None:
    (tmp_path / "helix.toml").write_text(
        "[decay]\nmin_salience = 0.2\n[decay.half_life_days]\nepisodic = 14.0\n"
        "[capture]\nmax_content_chars = 100\n"
    )
    with Helix.open(tmp_path / "helix.db", clock=clock, embedder="hashing", background=False) as hx:
        assert hx.settings.decay.half_life_days["procedural"] == 90.0  # untouched keys keep defaults
        m = hx.capture("An episode", importance=0.8)
        assert m.half_life == 14.0
        clock.advance(days=14)
        assert hx.salience(m.id) == pytest.approx(0.4)
        clock.advance(days=100)
        assert hx.salience(m.id) == pytest.approx(0.2)
        with pytest.raises(InvalidInput, match="limit is 100"):
            hx.capture("x" * 101)


@pytest.mark.parametrize(("text", "message"), [
    ("[decay]\nhalf_lfe = 3\n", "unknown setting 'half_lfe'"),
    ("[decayy]\n", "unknown setting 'decayy'"),
    ("[decay]\nmin_salience = 'low'\n", "must be a number"),
    ("[retrieval]\nmmr = 1\n", "true or false"),
    ("decay = 3\n", "must be a table"),
    ("[decay\n", "not valid TOML"),
])
def test_bad_settings_files_are_refused(tmp_path: Path, text: str, message: str) -> None:
    (tmp_path / "helix.toml").write_text(text)
    with pytest.raises(InvalidInput, match=message):
        Helix.open(tmp_path / "helix.db", embedder="hashing")
    assert not (tmp_path / "helix.db").exists()  # nothing created on a bad configuration


def test_with_overrides_returns_a_new_object() -> None:
    base = Settings()
    default = base.retrieval.mmr_lambda
    changed = base.with_overrides({"retrieval": {"mmr_lambda": 0.25}})
    assert changed.retrieval.mmr_lambda == 0.25 and base.retrieval.mmr_lambda == default != 0.25
    assert changed.decay == base.decay


ENUMERATED = [
    ("[retrieval]\nmode = 'hybird'\n",
     "retrieval.mode must be one of hybrid, lexical, vector; did you mean 'hybrid'?"),
    ("[retrieval]\nfusion = 'rff'\n", "retrieval.fusion must be one of sum, rrf; did you mean 'rrf'?"),
    ("[embedding]\nkind = 'minlm'\n",
     "embedding.kind must be one of auto, minilm, hashing, ollama; did you mean 'minilm'?"),
    ("[capture]\nembed = 'defered'\n", "capture.embed must be one of deferred, sync, later; did you mean 'deferred'?"),
    ("[decay.curve]\n'*' = 'rekal'\n", "decay.curve.* must be one of exponential, rekall; did you mean 'rekall'?"),
    ("[decay.curve]\n'project x' = 'rekall'\n", "decay.curve keys must be '*' or a scope"),
    ("[decay.half_life_days]\nepisodc = 3.0\n",
     "decay.half_life_days keys must be one of episodic, semantic, procedural, entity; did you mean 'episodic'?"),
    ("[retrieval]\nmode = 'nothing-alike'\n", "retrieval.mode must be one of hybrid, lexical, vector; got 'nothing-alike'"),
    ("[retrieval]\nmode = 3\n", "retrieval.mode must be one of hybrid, lexical, vector"),
]
OUT_OF_RANGE = [
    ("[decay.half_life_days]\nepisodic = -7.0\n", "decay.half_life_days.episodic must be above 0, got -7"),
    ("[decay]\nretrieval_floor = 1.5\n", "decay.retrieval_floor must be between 0 and 1, got 1.5"),
    ("[consolidation]\ngroup_threshold = -0.1\n", "consolidation.group_threshold must be between 0 and 1"),
    ("[consolidation]\nauto_approve_min_confidence = 2\n", "must be between 0 and 1, got 2"),
    ("[reinforce]\nkeep_quality = 6\n", "reinforce.keep_quality must be between 0 and 5, got 6"),
    ("[retrieval]\ncandidates = 0\n", "retrieval.candidates must be at least 1, got 0"),
    ("[capture]\nmax_content_chars = 10.5\n", "capture.max_content_chars must be a whole number"),
    ("[retrieval]\nalpha_recency = nan\n", "retrieval.alpha_recency must be a finite number"),
    ("[decay]\nrekall_lambda = 0\n", "decay.rekall_lambda must be above 0"),
    ("[ollama]\nhost = 11434\n", "ollama.host must be a string"),
]


@pytest.mark.parametrize(("text", "message"), ENUMERATED + OUT_OF_RANGE)
def test_options_and_ranges_are_checked_when_the_file_is_read(tmp_path: Path, text: str, message: str) -> None:
    (tmp_path / "helix.toml").write_text(text)
    with pytest.raises(InvalidInput) as caught:
        Settings.load(tmp_path / "helix.toml")
    assert message in str(caught.value)
    assert str(tmp_path / "helix.toml") in str(caught.value)  # the person learns which file


def test_a_typo_in_a_name_suggests_the_setting_meant(tmp_path: Path) -> None:
    with pytest.raises(InvalidInput, match=r"unknown setting 'half_lfe' in \[decay\]; did you mean 'half_life_days'\?"):
        Settings().with_overrides({"decay": {"half_lfe": 3}})
    with pytest.raises(InvalidInput, match="unknown setting 'retreival'; did you mean 'retrieval'"):
        Settings().with_overrides({"retreival": {}})


def test_settings_built_in_code_are_checked_too() -> None:
    with pytest.raises(InvalidInput, match="did you mean 'lexical'"):
        RetrievalSettings(mode="lexcal")  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="decay.min_salience must be between 0 and 1"):
        DecaySettings(min_salience=-0.5)


def test_every_enumerated_setting_is_typed_with_its_options() -> None:
    """An enumerated setting is a Literal, so the check and the message come from one place."""
    choices = {
        (section, f.name): get_args(hints(type(getattr(Settings(), section)))[f.name])
        for section in ("decay", "retrieval", "capture", "embedding")
        for f in fields(getattr(Settings(), section))
        if get_origin(hints(type(getattr(Settings(), section)))[f.name]) is Literal
    }
    assert choices == {
        ("retrieval", "mode"): ("hybrid", "lexical", "vector"),
        ("retrieval", "fusion"): ("sum", "rrf"),
        ("capture", "embed"): ("deferred", "sync", "later"),
        ("embedding", "kind"): EMBEDDER_KINDS,
    }
    assert get_args(Curve) == ("exponential", "rekall") and SHAPES == get_args(Shape)


def test_the_cli_refuses_a_bad_setting_with_one_line_and_no_traceback(tmp_path: Path) -> None:
    (tmp_path / "helix.toml").write_text("[retrieval]\nmode = 'hybird'\n")
    result = subprocess.run([sys.executable, "-m", "helix_core.cli.main", "--db", str(tmp_path / "helix.db"),
                             "capture", "a note"], capture_output=True, text=True, timeout=60)
    assert result.returncode == InvalidInput.exit_code != 0
    assert "retrieval.mode must be one of hybrid, lexical, vector; did you mean 'hybrid'?" in result.stderr
    assert "Traceback" not in result.stderr + result.stdout
