"""A repository's default branch, against the one git or the forge prints for it
(`repositories.other_default_branch`). Left alone: the same branch, another repository's."""

from __future__ import annotations

import pytest

from helix_core.consolidation import repositories
from tests.judging import disagrees

STATED = "The default branch of the ticket-scanner repo is master."


@pytest.mark.parametrize(("note", "expected"), [
    ("$ git remote show origin | grep HEAD\n  HEAD branch: trunk\n(git@git.example.org:gates/ticket-scanner.git)",
     ("master", "trunk")),
    ("ticket-scanner: `git symbolic-ref refs/remotes/origin/HEAD` -> origin/HEAD -> origin/main", ("master", "main")),
    ('gh api repos/gates/ticket-scanner -> {"name": "ticket-scanner", "default_branch": "master"}', None),  # the same
    ("docs-site repo: $ git remote show origin\n  HEAD branch: gh-pages", None),  # another repository
])
def test_the_default_branch_git_prints(note: str, expected: tuple[str, str] | None) -> None:
    assert repositories.other_default_branch(STATED, note) == expected


def test_another_default_branch_disagrees() -> None:
    assert disagrees(STATED, "$ git push origin master\nerror: src refspec master does not match any\n"
                             "$ git remote show origin | grep HEAD\n  HEAD branch: trunk\n"
                             "(git@git.example.org:gates/ticket-scanner.git)")
