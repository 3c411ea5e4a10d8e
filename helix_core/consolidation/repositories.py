"""Where a repository is hosted, shown by the URL an agent cloned or pushed to.

"The job-router service code lives at gitlab.internal/ops/job-router" / "`git clone
git@github.com:transroute/job-router.git && make test`": an agent rarely says where a repository lives;
its clone, its remote or its CI checkout shows it. A git URL of the statement's repository (its name, or a
name made of the statement's repository words) on another host or under another owner means the statement
no longer holds.
"""

from __future__ import annotations

import re
from typing import NamedTuple

MAX_STATEMENT = 300
# A git URL: "git@github.com:org/repo.git", "https://gitlab.example.internal/group/sub/repo.git",
# "github.com/org/repo" after a clone or a remote
_GIT_URL = re.compile(r"(?:git@(?P<h1>[\w.-]+):|(?:https?|ssh)://(?:[\w.-]+@)?(?P<h2>[\w.-]+)(?::\d+)?/)"
                      r"(?P<path>[\w.-]+(?:/[\w.-]+)*?)(?:\.git)?(?![\w/.-])")
_BARE_URL = re.compile(r"(?<![\w./-])(?P<h3>(?:github|gitlab|bitbucket)\.[\w.]+|[\w-]+\.(?:github|gitlab)\.[\w.]+|"
                       r"gitlab\.[\w.-]+)/(?P<path>[\w.-]+(?:/[\w.-]+)+?)(?:\.git)?(?![\w/.-])", re.I)
_CLONED = re.compile(r"\bgit\s+(?:clone|remote|push|pull|fetch)\b|\.git\b|\bcheckout\b|\borigin\b", re.I)
_FORGES = ("github", "gitlab", "bitbucket", "gitea", "codeberg")
# The statement's repository: "the dripgrid-firmware repository", "the traplens-annotate repo on GitHub"
_NAMED_REPO = re.compile(r"\b(?:the\s+)?(?P<name>[\w.-]+(?:/[\w.-]+)?)\s+(?:mono)?repo(?:sitory)?\b", re.I)
_REPO_NAMED = re.compile(r"\b(?:mono)?repo(?:sitory)?\s+(?:called\s+|named\s+)?`?(?P<name>[\w-]+/[\w.-]+|[\w-]*[-_][\w-]+)`?",
                         re.I)  # "the GitHub repo meterly/enforcer-android"
_STATED_PATH = re.compile(r"(?<![\w./-])(?P<host>(?:[\w-]+\.)*(?:github|gitlab|bitbucket)(?:\.[\w-]+)+)/(?P<path>[\w.-]+"
                          r"(?:/[\w.-]+)+)", re.I)
_NOT_NAMES = frozenset("the a an our this that its code source pipeline main same own separate standalone new old "
                       "one git".split())


def _forge(host: str) -> str:
    """A host by its forge ("github.com" and "github" alike, "gitlab.internal" a GitLab); else the host."""
    low = host.lower()
    return next((f for f in _FORGES if f in low.split(".")), low)


def _words(name: str) -> set[str]:
    """A name's words by their first six letters ("annotator" and "annotate" alike)."""
    return {w[:6] for w in re.split(r"[^a-z0-9]+", name.lower()) if len(w) >= 3}


class _Stated(NamedTuple):
    names: set[str]  # the repository's names ("job-router")
    hosts: set[str]  # the forges or hosts the statement names
    owners: set[str]  # the owner paths it writes ("ops" of "gitlab.internal/ops/job-router")


# A forge's project by its path, where the statement names the forge: "the scada/tm-collector project on our
# self-hosted GitLab"
_FORGE_PROJECT = re.compile(r"\b(?P<owner>[\w.-]+(?:/[\w.-]+)*)/(?P<name>[\w.-]+)\s+project\b", re.I)


def _stated(older: str) -> _Stated | None:
    """The repository a statement names, with its forges and owners; None when it names none."""
    forge_named = any(re.search(rf"\b{f}\b", older, re.I) for f in _FORGES)
    projects = list(_FORGE_PROJECT.finditer(older)) if forge_named else []
    if not re.search(r"\brepo(?:sitory|sitories|s)?\b|\bmonorepo\b", older, re.I) and not _STATED_PATH.search(older) \
            and not projects:
        return None
    names: set[str] = {m.group("name").lower() for m in projects}
    hosts: set[str] = set()
    owners: set[str] = {m.group("owner").lower() for m in projects}
    for m in _STATED_PATH.finditer(older):
        hosts.add(_forge(m.group("host")))
        owner, _, name = m.group("path").lower().rstrip(".").rpartition("/")
        names.add(name)
        owners.add(owner)
    for m in [*_NAMED_REPO.finditer(older), *_REPO_NAMED.finditer(older)]:
        name = m.group("name").lower().rstrip(".")
        if name and name not in _NOT_NAMES and name not in _FORGES and "." not in name:  # "the GitHub repo x/y"
            names.add(name.rsplit("/", 1)[-1])
    hosts |= {f for f in _FORGES if re.search(rf"\b{f}\b", older, re.I)}
    return _Stated(names, hosts, owners) if names else None


def _urls(newer: str) -> list[tuple[str, str, str]]:
    """(forge or host, owner path, repository name) of each git URL a note shows."""
    out = []
    for m in [*_GIT_URL.finditer(newer), *_BARE_URL.finditer(newer)]:
        host = m.groupdict().get("h1") or m.groupdict().get("h2") or m.groupdict().get("h3") or ""
        parts = m.group("path").lower().split("/")
        if len(parts) < 2 or "." not in host:
            continue
        out.append((_forge(host), "/".join(parts[:-1]), parts[-1].removesuffix(".git")))
    return out


def other_host(older: str, newer: str) -> tuple[str, str] | None:
    """The statement's repository as it names it, and the URL of a clone or remote of it elsewhere: on
    another forge, or under another owner when the statement names its owner's path."""
    if len(older) > MAX_STATEMENT or not _CLONED.search(newer):
        return None
    stated = _stated(older)
    if stated is None:
        return None
    words = set().union(*(_words(n) for n in stated.names))
    said = _words(older)
    for forge, owner, repo in _urls(newer):
        own = _words(repo)
        # … or named of what the statement says it holds, under an owner the statement names ("node-fw" under
        # "agritech/dripgrid" for "The node firmware lives in the dripgrid-firmware repository")
        if not (repo in stated.names or own & words and own <= words | _words(owner)
                or own and own <= said and _words(owner) & said):
            continue
        if stated.hosts and forge not in stated.hosts or stated.owners and owner not in stated.owners and forge in stated.hosts:
            return ", ".join(sorted(stated.names)), f"{forge}:{owner}/{repo}"
        # a repository of its own, named of what the statement says lives in another ("… lives in the bracketly/web
        # monorepo under packages/bracket-view" / "git clone …:bracketly/bracket-view-widget.git")
        if repo not in stated.names and len(own) >= 2 and own <= said and not own & words:
            return ", ".join(sorted(stated.names)), f"{forge}:{owner}/{repo}"
    return None


# A repository's default branch: "the default branch of the firmware repo is master", "master is the default branch"
_DEFAULT_STATED = re.compile(r"\bdefault\s+branch\b[^.;]{0,60}?\b(?:is|=|:)\s+[`'\"]?(?P<a>[\w./-]+?)[`'\"]?(?=[\s.,;]|$)|"
                             r"[`'\"]?(?P<b>[\w./-]+)[`'\"]?\s+is\s+(?:the|our)\s+default\s+branch\b", re.I)
# What git or the forge prints of it: "HEAD branch: trunk", "origin/HEAD -> origin/main", '"default_branch": "main"'
_DEFAULT_SHOWN = re.compile(r"\bHEAD\s+branch:\s*(?P<a>[\w./-]+)|\borigin/HEAD\s*->\s*origin/(?P<b>[\w./-]+)|"
                            r"[\"']?default_?branch[\"']?\s*[:=]\s*[\"']?(?P<c>[\w./-]+)", re.I)
_BRANCH_WORDS = frozenset("default branch repo repository git the of our is code".split())


def other_default_branch(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's default branch, the one git or the forge prints for the statement's repository)."""
    stated = _DEFAULT_STATED.search(older)
    shown = _DEFAULT_SHOWN.search(newer)
    if len(older) > MAX_STATEMENT or stated is None or shown is None:
        return None
    branch = (stated.group("a") or stated.group("b")).rstrip(".")
    found = shown.group("a") or shown.group("b") or shown.group("c")
    about = {w for w in re.findall(r"[a-z][a-z0-9]+", older.lower()) if len(w) > 3} - _BRANCH_WORDS - {branch.lower()}
    named = set(re.findall(r"[a-z][a-z0-9]+", newer.lower()))
    if found.lower() == branch.lower() or about and not any(w[:5] == n[:5] for w in about for n in named if len(n) > 3):
        return None
    return branch, found
