"""An alert's threshold as its rule file writes it, against the one a statement gives.

"The frost alert fires when air temperature at canopy height drops below 2 °C" / "- alert: FrostRisk …
expr: canopy_air_temp_c < 0.5"; "An ops alert fires once a container has sat on a customs hold for more than
48 hours" / "expr: max by (container_id) (customs_hold_age_hours) > 72". A Prometheus-style rule compares one
metric with one figure; the statement says the figure in words. The rule must be the statement's: its alert
or metric name shares a word with it ("FrostRisk", "customs_hold_age_hours"). The metric's unit suffix says
the figure's unit ("_hours", "_seconds", "_percent", "_ratio"); a metric without one is read in the
statement's unit.
"""

from __future__ import annotations

import re

from .. import claims
from . import frames, text

MAX_STATEMENT = 240
_ALERTS = re.compile(r"\b(?:alert|alerts|alarm|alarms|pages?|paged|notif\w*)\b", re.I)
_FIGURE = re.compile(r"(?<![\w.])(?P<n>\d+(?:\.\d+)?)\s?(?P<u>%|percent\b|°\s?[cf]\b|[a-z]+(?:/[a-z]+)?)?", re.I)
_RULE = re.compile(r"(?:-\s*alert:\s*(?P<name>[A-Za-z]\w*)\s*\n[^\n]*?)?\bexpr:\s*(?P<expr>[^\n]+?)\s*(?P<op><=|>=|<|>)\s*"
                   r"(?P<n>\d+(?:\.\d+)?)\s*$", re.M)
_METRIC = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+")
_SUFFIX_UNITS = {"seconds": "s", "minutes": "min", "hours": "h", "days": "d", "bytes": "b", "ms": "ms"}
_METRIC_UNITS = (*_SUFFIX_UNITS, "percent", "ratio")
_UNIT_SUFFIX = re.compile("_(?:" + "|".join((*_METRIC_UNITS, "total")) + ")$")  # what a metric's name ends on
_GENERIC = frozenset(text.stem(w) for w in "alert alerts alarm fire fires when once goes drops above below over more "
                     "than high low max min abs value total rate sum avg count by".split())


def _words(name: str) -> set[str]:
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name).replace("_", " ")
    return text.name_terms(spaced) - _GENERIC


def _in_statements_unit(value: float, metric_unit: str | None, unit: str | None) -> float | None:
    """The rule's figure in the statement's unit; None when the two cannot be brought to one."""
    if metric_unit in ("percent", None) or unit is None:
        return value
    if metric_unit == "ratio":
        return value * 100 if unit in ("%", "percent") else None
    metric = _SUFFIX_UNITS.get(metric_unit, metric_unit)
    mine, theirs = claims.in_base_unit("1", unit), claims.in_base_unit("1", metric)
    if theirs is None:
        return value
    if mine is None or claims.unit_dimension(unit) != claims.unit_dimension(metric):
        return None
    return value * theirs / mine


def other_threshold(statement: str, note: str) -> tuple[str, str] | None:
    """(the statement's threshold, the rule's line) when the statement's alert rule compares with another
    figure."""
    if len(statement) > MAX_STATEMENT or not _ALERTS.search(statement) or frames.tentative(note):
        return None
    figures = list(_FIGURE.finditer(statement))
    rules = list(_RULE.finditer(note))
    if len(figures) != 1 or len(rules) != 1:
        return None
    figure, rule = figures[0], rules[0]
    metrics = _METRIC.findall(rule.group("expr"))
    said = text.name_terms(statement[:figure.start()].replace("-", " ") + " " + statement[figure.end():]) - _GENERIC
    named = set().union(*(_words(_UNIT_SUFFIX.sub("", m)) for m in metrics), _words(rule.group("name") or ""))
    if not text.rooted(said, named):
        return None
    unit = (figure.group("u") or "").lower().replace(" ", "") or None
    suffix = metrics[0].rsplit("_", 1)[-1] if metrics else None
    metric_unit = suffix if suffix in _METRIC_UNITS else None
    shown = _in_statements_unit(float(rule.group("n")), metric_unit, unit)
    if shown is None or abs(shown - float(figure.group("n"))) <= 1e-9:
        return None
    return figure.group(0).strip(), f"{rule.group('expr').strip()} {rule.group('op')} {rule.group('n')}"
