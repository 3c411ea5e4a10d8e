"""Property tests over capture and recall: any text either stores faithfully or is refused with
InvalidInput; any query returns well-formed hits from the caller's visible scopes, or InvalidInput."""

from __future__ import annotations

import math
from datetime import timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from helix_core import Helix
from helix_core.errors import InvalidInput
from helix_core.redact import redact, redact_json

SCOPES = ["global", "project:alpha", "project:beta"]
prop = settings(max_examples=120, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**12, 10**12) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=20,
)


@prop
@given(text=st.text(max_size=400), scope=st.sampled_from(SCOPES),
       attrs=st.dictionaries(st.text(max_size=12), json_values, max_size=5))
def test_capture_stores_what_it_was_given_or_refuses(hx: Helix, text: str, scope: str, attrs: dict) -> None:
    before = hx.count()
    try:
        m = hx.capture(text, scope=scope, attributes=attrs, origin="user-asserted")
    except InvalidInput:
        assert not text.strip() or "\x00" in text
        assert hx.count() == before
        return
    stored = hx.get(m.id)
    assert stored.content == redact(text).text  # exactly the text, minus any secret
    assert stored.scope == scope and stored.kind == "episode" and stored.status == "active"
    assert 0.0 <= stored.importance <= 1.0
    assert hx.count() == before + 1
    assert [e.event for e in hx.history(m.id)][0] == "created"
    clean, found = redact_json(attrs)
    assert stored.attributes == clean
    if not found:
        assert stored.attributes == attrs


@prop
@given(query=st.text(max_size=200), scope=st.sampled_from(SCOPES), limit=st.integers(1, 20),
       deep=st.booleans())
def test_recall_returns_well_formed_hits_for_any_query(hx: Helix, query: str, scope: str, limit: int,
                                                       deep: bool) -> None:
    if hx.count() == 0:
        for i, s in enumerate(SCOPES * 4):
            hx.capture(f"note {i}: run pytest with the venv, prefer ruff, {s} NEAR \"quote\" -x *",
                       scope=s, origin="user-asserted")
    try:
        hits = hx.recall(query, scope=scope, limit=limit, deep=deep, record_access=False)
    except InvalidInput:
        assert not query.strip() or "\x00" in query
        return
    assert len(hits) <= limit
    visible = {scope, "global"}
    ids = [h.memory.id for h in hits]
    assert len(ids) == len(set(ids))
    for h in hits:
        assert h.memory.scope in visible
        assert math.isfinite(h.score)
        assert deep or h.memory.status != "archived" or h.surprise


@pytest.mark.parametrize("days", [0, 1, 7, 30, 365, 3650])
def test_stored_salience_is_monotone_and_bounded_over_time(hx: Helix, clock, days: int) -> None:  # noqa: ANN001
    m = hx.capture("the deploy needs the migration first", importance=0.9)
    values = []
    for step in range(0, days + 1, max(1, days // 10) if days else 1):
        values.append(hx.salience(m.id, at=clock.now() + timedelta(days=step)))
    assert all(0.0 <= v <= 1.0 for v in values)
    assert all(b <= a + 1e-12 for a, b in zip(values, values[1:], strict=False))
