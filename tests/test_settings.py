"""Settings: the spec's numbers as defaults, overridable from helix.toml beside the database, with
typos and wrong types refused instead of silently ignored."""

from __future__ import annotations

from pathlib import Path

import pytest

from helix_core import Helix, InvalidInput, ManualClock, Settings


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
