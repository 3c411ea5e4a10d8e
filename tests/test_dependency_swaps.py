"""A manifest's diff that takes the statement's tool out and puts another of its role in
(`dependencies.swapped`, through `conflicts.judge`)."""

from __future__ import annotations

from helix_core.consolidation import dependencies
from tests.judging import relation

FACT = "Demand forecasts are produced by a gradient-boosted model trained with LightGBM."


def test_a_requirements_diff_swapping_the_statements_library_is_an_update() -> None:
    note = ('PR #51 "forecaster: swap booster backend" merged.\n'
            "diff --git a/forecaster/requirements.txt b/forecaster/requirements.txt\n"
            "-lightgbm==4.1.0\n+xgboost==2.0.3\n pandas==2.1.4\n")
    assert dependencies.swapped(FACT, note) == ("lightgbm", "xgboost")
    assert relation(FACT, note) == "update"


def test_package_json_lines_are_read_too() -> None:
    note = ('--- a/package.json\n+++ b/package.json\n-    "winston": "^3.11.0",\n+    "pino": "^9.1.0",\n'
            '     "express": "^4.19.2",\n')
    assert dependencies.swapped("The API logs through Winston.", note) == ("winston", "pino")


def test_a_library_added_beside_the_statements_own_or_bumped_is_no_swap() -> None:
    beside = "-lightgbm==4.1.0\n+lightgbm==4.3.0\n+xgboost==2.0.3\n"
    assert dependencies.swapped(FACT, beside) is None
    assert dependencies.swapped(FACT, "-lightgbm==4.1.0\n+lightgbm==4.3.0\n") is None
    # another role's library swapped says nothing of the model's
    assert dependencies.swapped(FACT, "-pandas==2.1.4\n+polars==0.20.31\n") is None
