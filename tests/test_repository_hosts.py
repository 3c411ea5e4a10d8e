"""Where a repository is hosted, shown by a clone or a remote (`repositories.other_host`, through
`conflicts.judge`)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from helix_core.consolidation import conflicts, repositories

PLANNER = SimpleNamespace(tasks=None, meanings=None)


@pytest.mark.parametrize(("statement", "note", "shown"), [
    # the same repository on another forge
    ("The invoicer service code lives at gitlab.internal/finance/invoicer.",
     "fresh laptop: `git clone git@github.com:acme-finance/invoicer.git && make test` -> 88 passed",
     "github:acme-finance/invoicer"),
    ("The harbourmap repository is hosted on GitHub under the port-it organisation.",
     "CI checkout failed: `git clone https://gitlab.port.internal/maps/harbourmap.git` -> 401, token rotated",
     "gitlab:maps/harbourmap"),
    # the same forge, another owner than the path the statement gives
    ("The scheduler lives at github.com/skyops/scheduler.",
     "`git remote -v` in the scheduler checkout -> origin git@github.com:skyops-archive/scheduler.git (fetch)",
     "github:skyops-archive/scheduler"),
    # named of what the statement says it holds, under an owner the statement names; "the GitHub repo x/y"
    ("The node firmware lives in the dripgrid-firmware repository on GitHub.",
     "git remote -v -> origin git@gitlab.com:agritech/dripgrid/node-fw.git (fetch); built the firmware image",
     "gitlab:agritech/dripgrid/node-fw"),
    ("The enforcement handheld app source lives in the GitHub repo meterly/enforcer-android.",
     "git clone git@gitlab.com:meterly/handheld-enforcement.git && ./gradlew assembleRelease",
     "gitlab:meterly/handheld-enforcement"),
])
def test_a_clone_of_the_repository_elsewhere_disagrees(statement: str, note: str, shown: str) -> None:
    found = repositories.other_host(statement, note)
    assert found is not None and found[1] == shown
    assert conflicts.judge(PLANNER, statement, note).relation in ("update", "conflict")


@pytest.mark.parametrize(("statement", "note"), [
    # where the statement says it is
    ("The invoicer service code lives at gitlab.internal/finance/invoicer.",
     "`git clone git@gitlab.internal:finance/invoicer.git`, ran the migrations, all green"),
    # another repository on another forge
    ("The invoicer service code lives at gitlab.internal/finance/invoicer.",
     "vendored the PDF lib: `git clone git@github.com:pdfkit/pdfkit.git vendor/pdfkit`"),
    # a repository named without a clone or a remote
    ("The harbourmap repository is hosted on GitHub.", "Read the harbourmap wiki on gitlab.com/maps/harbourmap-docs."),
    # another repository of the same owner, named of something else
    ("The node firmware lives in the dripgrid-firmware repository on GitHub.",
     "git clone git@gitlab.com:agritech/dripgrid/field-tools.git for the provisioning scripts"),
    # no repository in the statement
    ("Invoices are rendered with WeasyPrint.", "`git clone git@gitlab.com:acme/invoices.git` for the fixtures"),
])
def test_a_clone_of_another_repository_or_of_the_same_place_is_left_alone(statement: str, note: str) -> None:
    assert repositories.other_host(statement, note) is None


def test_a_repository_of_its_own_named_of_what_the_statement_says_lives_elsewhere() -> None:
    older = "The seat map widget lives in the acme/web monorepo under packages/seat-map."
    newer = "git clone git@github.com:acme/seat-map-widget.git && npm test -> 40 passing."
    assert repositories.other_host(older, newer) == ("web", "github:acme/seat-map-widget")
    # the monorepo itself cloned says nothing
    assert repositories.other_host(older, "git clone git@github.com:acme/web.git && npm test") is None


def test_a_repository_name_written_in_another_form_on_another_forge() -> None:
    older = "The review UI code lives in the acme-annotate repo on GitHub."
    newer = "In the review UI checkout: `git remote -v` -> origin git@gitlab.com:acme/annotator-ui.git"
    assert repositories.other_host(older, newer) == ("acme-annotate", "gitlab:acme/annotator-ui")


def test_a_forge_project_named_by_its_path_is_the_statements_repository() -> None:
    older = "The ingest worker's code is the data/ingest-worker project on our self-hosted GitLab (gitlab.corp.lan)."
    remote = "$ git remote -v\norigin\tgit@github.com:acme-data/ingest-worker.git (fetch)"
    assert repositories.other_host(older, remote) == ("ingest-worker", "github:acme-data/ingest-worker")
    # the same project on the same forge, and another project there, say nothing
    assert repositories.other_host(older, "$ git remote -v\norigin\tgit@gitlab.corp.lan:data/ingest-worker.git") is None
    assert repositories.other_host(older, "$ git clone git@gitlab.corp.lan:data/export-worker.git") is None
    # a path with no forge named is no repository ("the infra/terraform project" of a planning tool)
    assert repositories.other_host("Plans for the infra/terraform project are reviewed on Mondays.", remote) is None
