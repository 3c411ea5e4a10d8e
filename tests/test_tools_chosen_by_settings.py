"""A setting that chooses the tool a thing runs on ('[payments]' / 'provider = "moneris"') contradicts a
statement that names another tool for that thing, even a tool no vocabulary knows; a setting of another
thing, or one that chooses the statement's own tool, does not."""

from __future__ import annotations

from helix_core.consolidation import at_work, sections
from tests.judging import disagrees

FACT = "The ticket kiosk takes card payments through Square Terminal."


def test_a_provider_chosen_for_the_statements_thing_contradicts() -> None:
    note = ("Bumped the receipt printer timeout; kiosk config for reference:\n\n[store]\ncurrency = \"EUR\"\n\n"
            "[payments]\nprovider = \"worldline\"\ntip_prompt = false\n")
    assert at_work.other_tool_chosen(FACT, note) == ("Square", "worldline")
    assert disagrees(FACT, note)


def test_the_statements_own_tool_or_another_things_provider_does_not() -> None:
    own = "[payments]\nprovider = \"square\"\nterminal = \"Square Terminal\"\n"
    other = "[email]\nprovider = \"postmark\"\n\n[payments]\ncapture_mode = \"auto\"\n"
    assert at_work.other_tool_chosen(FACT, own) is None
    assert at_work.other_tool_chosen(FACT, other) is None


def test_the_sections_a_line_sits_in() -> None:
    note = "services:\n  refunds:\n    owner_team: care\n[payments]\nprovider = \"x\"\n"
    assert sections.above(note, note.index("    owner_team"), 4) == ["refunds", "services"]
    assert sections.above(note, note.index("provider"), 0) == ["payments"]
    listed = "rules:\n  - name: cold_room_warm\n    delta_c: 4\n  - name: freezer_warm\n    delta_c: 5\n"
    assert sections.above(listed, listed.index("    delta_c: 5"), 4) == ["freezer_warm", "rules"]
    hcl = 'resource "aws_s3_bucket_lifecycle_configuration" "scans" {\n  rule {\n    expiration {\n      days = 60\n'
    assert sections.above(hcl, hcl.index("      days"), 6) == [
        "expiration", "rule", "resource aws_s3_bucket_lifecycle_configuration scans"]


def test_an_image_path_names_the_product_it_runs() -> None:
    fact = "Map tiles for the public park map are served by GeoServer."
    note = ("docker-compose.yml on the map host:\nservices:\n  db:\n    image: postgis/postgis:15-3.4\n  tiles:\n"
            "    image: ghcr.io/maplibre/martin:v0.13.0\n    ports: [\"3000:3000\"]\n")
    assert at_work.other_tool_chosen(fact, note) == ("GeoServer", "ghcr.io/maplibre/martin:v0.13.0")
    assert at_work.other_tool_chosen(fact, note.replace("maplibre/martin:v0.13.0", "kartoza/geoserver:2.24")) is None


def test_a_symptom_on_staging_leaves_the_projects_configuration_its_own() -> None:
    fact = "Map tiles for the public park map are served by GeoServer."
    note = ("Checked docker-compose.yml while debugging the blank basemap on staging:\nservices:\n  tiles:\n"
            "    image: ghcr.io/maplibre/martin:v0.13.0\n")
    assert at_work.other_tool_chosen(fact, note) is not None
    staged = "Staging only, for the spike:\nservices:\n  tiles:\n    image: ghcr.io/maplibre/martin:v0.13.0\n"
    assert at_work.other_tool_chosen(fact, staged) is None


def test_a_dotted_module_path_names_its_last_part() -> None:
    assert at_work._value_words("django.contrib.gis.db.backends.spatialite").split()[-1] == "spatialite"  # noqa: SLF001


def test_a_tool_put_to_a_role_the_statement_names() -> None:
    fact = "Shop-floor stock lookup searches the catalogue with Postgres full-text search."
    note = ("docker-compose.yml (till-backend)\nservices:\n  api:\n    environment:\n      SEARCH_BACKEND: meilisearch\n"
            "      DATABASE_URL: postgres://till@db:5432/till\n")
    assert at_work.other_tool_chosen(fact, note) == ("postgresql", "meilisearch")
    stored = "Stock records are stored in PostgreSQL."
    assert at_work.other_tool_chosen(stored, note) is None


def test_a_store_setting_shown_while_a_bug_is_looked_into_is_the_one_in_force() -> None:
    fact = "Draft invoices are kept in Memcached between edits."
    note = ("Looking into INV-88 (drafts vanish after a deploy). Prod values.yaml:\n"
            "invoices:\n  drafts:\n    store: dragonfly\n    ttl: 2h\n"
            "Next: check whether dragonfly snapshots are on.")
    assert at_work.other_tool_chosen(fact, note) == ("Memcached", "dragonfly")
    # a store only asked about says nothing of the one in force
    asked = "Could we move to this?\ninvoices:\n  drafts:\n    store: dragonfly\n"
    assert at_work.other_tool_chosen(fact, asked) is None


def test_a_connection_url_chooses_the_tool_its_scheme_names() -> None:
    fact = "Loyalty balances (points, tiers, REST webhooks history) are stored in MySQL 8."
    env = ("$ kubectl exec deploy/loyalty-api -- printenv | grep URL\n"
           "LOYALTY_DB_URL=postgres://loyalty:****@loyalty-db.internal:5432/balances\n"
           "EVENTS_DB_URL=mysql://events:****@events-db.internal:3306/events\n")
    assert at_work.other_tool_chosen(fact, env) == ("MySQL", "postgres")
    # the statement's tool in the URL named for its thing
    own = env.replace("postgres://loyalty", "mysql://loyalty").replace("mysql://events", "postgres://events")
    assert at_work.other_tool_chosen(fact, own) is None
