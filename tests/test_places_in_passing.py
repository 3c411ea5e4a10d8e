"""Another place for the same thing, given in passing by a note about something else: a URL or host whose own
words are the statement's place's, a repository on another host, a prefix in a bucket; a folder moved with
"git mv". Siblings under one parent ("var/log/gateway" / "var/log/scheduler"), a place under the statement's
own, and a question are left alone."""

from __future__ import annotations

import pytest

from tests.judging import relation as judged


@pytest.mark.parametrize(("older", "newer", "relation"), [
    ("Nightly builds of the kiln compiler are published to https://nightly.kilnlang.org.",
     "install-nightly.sh fix: it downloads from https://static.kilnlang.org/dist/nightly/ and the .sha256 files "
     "weren't uploaded next to the tarballs, so verification always failed.", "conflict"),
    ("Self-checkout kiosks connect to the SIP2 server at sip.branch-main.local.",
     "Kiosk #3 failing the TLS handshake with sip2.shelfwise.cloud:6001, the server cert expired yesterday.",
     "conflict"),
    ("Delivery zone polygons are loaded from config/zones/*.geojson inside the dispatch repository.",
     "Added the Porto Norte polygon by dropping porto_norte.geojson into s3://dr-geo/zones/, dispatch reads that "
     "prefix at boot.", "conflict"),
    ("Public feeds are served at https://feeds.castwave.fm/<show-slug>.xml.",
     "Feed URL migration: canonical location is https://castwave.fm/rss/<slug> now.", "update"),
    ("UI tests are located in tests/ui/ at the repository root.",
     "git mv tests/ui compiler/tests/ui as part of the workspace split; the test runner follows it.", "update"),
])
def test_another_place_for_the_same_thing(older: str, newer: str, relation: str) -> None:
    assert judged(older, newer) == relation


@pytest.mark.parametrize(("older", "newer"), [
    ("The gateway writes its access logs to /var/log/gateway.", "The scheduler writes its logs to /var/log/scheduler."),
    ("The booking API is served at api.toothbook.example/book.",
     "moved the admin reporting endpoint to api.toothbook.example/reports"),
    ("Nightly builds of the kiln compiler are published to https://nightly.kilnlang.org.",
     "Should nightly builds move to https://static.kilnlang.org/dist/nightly/?"),

    # a place named in a condition, and a note that says nothing changed
    ("After changing anything in ledger/tasks, bounce the worker: make worker-restart",
     "Moved build_export_row a few lines up in src/ledger/export/csv_writer.py, no behaviour change"),
    # a path in a quoted error message, and a scoped package name
    ("e2e failed with \"Executable doesn't exist at ~/.cache/ms-playwright\" — run pnpm exec playwright install",
     "After any @playwright/test upgrade, reinstall the browsers or every e2e test dies at launch"),
    # two log lines of work done are no statements of where things are
    ("Added a test for empty input in billing/invoices.py",
     "Added a test for empty input in tests/test_invoices.py"),
    ("Error: TypeError in billing/invoices.py line 42", "Error: TypeError in tests/test_invoices.py line 7"),
    # a source file of the tool is not where its settings live
    ("devcli reads its settings from ~/.config/devcli/config.toml.",
     "Refactored cmd/devcli/main.go to split the flag parsing out of main."),
    ("devcli reads its settings from ~/.config/devcli/config.toml.",
     "devcli: cmd/devcli/main.go wires subcommands via cobra; `go build ./cmd/devcli` ok"),
    # the same kind of place of another owner
    ("Seed files for the orders service live in db/seeds.",
     "Seed files for the inventory service were relocated to data/seeds."),
])
def test_siblings_and_questions_are_no_other_place(older: str, newer: str) -> None:
    assert judged(older, newer) not in ("update", "conflict")
