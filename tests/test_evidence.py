"""Tool output that shows a statement's value gone (`consolidation.evidence`): a diff that gives the
value's key another value, a command that says the statement's path does not exist; and what is no
such evidence."""

from __future__ import annotations

import pytest

from helix_core.consolidation import evidence
from tests.judging import relation as judged

BUCKET = "Nightly exports are uploaded to the S3 bucket acme-exports-raw in us-east-2."
DIFF = """Config change for the exporters:
-  export_uri: s3://acme-exports-raw/{tenant}/{day}/
-  export_region: us-east-2
+  export_uri: s3://acme-exports-archive/{tenant}/{day}/
+  export_region: us-west-1
Reason: the analytics cluster moved west."""


def test_a_diff_that_gives_the_key_another_value_updates_the_statement() -> None:
    assert evidence.replaced_in_diff(BUCKET, DIFF) == ("acme-exports-raw", "s3://acme-exports-archive/{tenant}/{day}/")
    assert judged(BUCKET, DIFF) == "update"


@pytest.mark.parametrize("note", [
    # the key keeps the value; another key changes
    "-  export_retries: 3\n+  export_retries: 5\n   export_uri: s3://acme-exports-raw/{tenant}/{day}/",
    # the value is removed with no replacement for its key
    "-  export_uri: s3://acme-exports-raw/{tenant}/{day}/\n+  export_timeout: 30",
    # another bucket's line changes
    "-  backup_uri: s3://acme-backups-old/\n+  backup_uri: s3://acme-backups-new/",
])
def test_no_diff_evidence(note: str) -> None:
    assert evidence.replaced_in_diff(BUCKET, note) is None


PATH = "The tariff tables live in config/tariffs/ in the billing repo."


@pytest.mark.parametrize("note", [
    "$ ls config/tariffs\nls: cannot access 'config/tariffs': No such file or directory",
    "fatal: pathspec 'config/tariffs' did not match any files",
    "$ cd config/tariffs\nbash: cd: config/tariffs: No such file or directory",
])
def test_a_command_that_finds_no_such_path_disagrees(note: str) -> None:
    assert evidence.missing_path(PATH, note) == "config/tariffs"
    assert judged(PATH, note) in ("update", "conflict")


@pytest.mark.parametrize("note", [
    "ls: cannot access 'config/rates': No such file or directory",  # another path
    "$ ls config/tariffs\nresidential.yaml  commercial.yaml",  # the path is there
    # one file missing under it
    "FileNotFoundError: [Errno 2] No such file or directory: 'config/tariffs/residential_2031.yaml'",
])
def test_no_missing_path(note: str) -> None:
    assert evidence.missing_path(PATH, note) is None
