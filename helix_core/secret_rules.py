"""Token rules from data files in gitleaks' format: loaded once, translated from Go regex, prefiltered.

Two files feed it: ``data/gitleaks_rules.toml`` (gitleaks' own default rule set, vendored unchanged,
MIT) and ``data/helix_rules.toml`` (a few formats gitleaks lacks, in the same format). Rules are
data, so updating coverage means replacing a file, not editing code.

Semantics follow gitleaks: a rule runs only when one of its keywords occurs in the text
(case-insensitive); the secret is the first non-empty capture group (or the whole match); a rule's
``entropy`` is a floor on the secret's Shannon entropy; allowlists (regexes on the secret, the match
or the line, and stopwords) drop findings, and path or commit allowlists never apply (tool output
has neither).

Speed, because redaction runs at every capture and a capture from a hook or the CLI is a process
of its own that must return in well under 150 ms:

* A rule's regex (and its allowlists and start anchors) is compiled the first time one of its
  keywords occurs in a text, not at load: compiling all ~220 took ~300 ms, and a note usually
  wakes none or a handful of them. Which rules run is decided by the keywords alone, exactly as
  before, so compiling late finds the same secrets.
* The TOML files (pure-Python parsing: ~45 ms) are parsed once per version of their content and
  kept as JSON in the user's cache directory (~1 ms to read); a missing or unwritable cache only
  costs the parse.
* Keywords are found with one ``in`` per keyword on short texts. On long texts in a process that
  already has numpy (the app, the MCP server), every 2-, 3- and 4-character window is looked up at
  once in an n-gram table (a vectorised stand-in for gitleaks' Aho-Corasick: ~240 ``in``s cost
  ~12 ms on 32 kB); a short-lived process never imports numpy (~100 ms) for it.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import sys
import threading
from collections import Counter
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

__all__ = ["Rule", "RuleSet", "load_rules", "scan", "translate_go_regex", "shannon_entropy", "RULE_FILES"]

DATA = Path(__file__).with_name("data")
RULE_FILES = (DATA / "gitleaks_rules.toml", DATA / "helix_rules.toml")
CACHE_FORMAT = 1  # bump when what is cached changes shape
NUMPY_PREFILTER_CHARS = 256_000  # above this, importing numpy (~100 ms) pays for itself


class Allowlist:
    """A rule's (or the global) exceptions; a finding matching one is not a secret.

    Plain classes here, not dataclasses: building a dataclass costs ~2 ms, and this module is
    imported by every capture process."""

    __slots__ = ("regexes", "target", "stopwords", "condition", "unusable")

    def __init__(self, regexes: tuple[re.Pattern[str], ...], target: str, stopwords: tuple[str, ...],
                 condition: str, unusable: bool) -> None:
        self.regexes = regexes
        self.target = target  # "secret", "match" or "line"
        self.stopwords = stopwords
        self.condition = condition  # "OR" or "AND"
        self.unusable = unusable  # needs a path or commit, which tool output does not have

    def allows(self, secret: str, match: str, line: str) -> bool:
        if self.unusable:
            return False
        hay = {"secret": secret, "match": match, "line": line}[self.target]
        checks: list[bool] = []
        if self.regexes:
            checks.append(any(r.search(hay) for r in self.regexes))
        if self.stopwords:
            low = secret.lower()
            checks.append(any(w in low for w in self.stopwords))
        if not checks:
            return False
        return all(checks) if self.condition == "AND" else any(checks)


_UNSET: Any = object()


class Rule:
    """One rule; its regex, allowlists and start anchors are compiled on first use (see the module)."""

    __slots__ = ("id", "source", "keywords", "entropy", "secret_group", "_allow_specs", "_pattern",
                 "_allowlists", "_anchor")

    def __init__(self, id: str, source: str, keywords: tuple[str, ...], entropy: float, secret_group: int,
                 allow_specs: tuple[dict[str, Any], ...]) -> None:
        self.id = id
        self.source = source  # the Go regex, as the file has it
        self.keywords = keywords
        self.entropy = entropy
        self.secret_group = secret_group
        self._allow_specs = allow_specs
        self._pattern: re.Pattern[str] | None = None
        self._allowlists: tuple[Allowlist, ...] | None = None
        self._anchor: tuple[str, ...] | None = _UNSET

    def __repr__(self) -> str:
        return f"Rule({self.id!r})"

    @property
    def pattern(self) -> re.Pattern[str]:
        if self._pattern is None:
            self._pattern = _compile(self.source)
        return self._pattern

    @property
    def allowlists(self) -> tuple[Allowlist, ...]:
        if self._allowlists is None:
            self._allowlists = tuple(_allowlist(a) for a in self._allow_specs)
        return self._allowlists

    @property
    def anchor(self) -> tuple[str, ...] | None:
        """Lower-case literals every match starts with, or None (see :func:`_anchor`)."""
        if self._anchor is _UNSET:
            self._anchor = _anchor(self)
        return self._anchor


# --------------------------------------------------------------------------- Go regex → Python

_LEADING_CONTEXT = r"[\w.-]{0,50}?"


def _group_end(rx: str, start: int) -> tuple[int, list[int]]:
    """Index of the ')' closing the group that contains ``start`` (or len), and the top-level '|'s."""
    depth = 0
    bars: list[int] = []
    i = start
    in_class = False
    while i < len(rx):
        c = rx[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            if c == "]":
                in_class = False
        elif c == "[":
            in_class = True
            if rx.startswith("[^]", i) or rx.startswith("[]", i):
                i += 2 if rx[i + 1] == "]" else 3
                continue
        elif c == "(":
            depth += 1
        elif c == ")":
            if depth == 0:
                return i, bars
            depth -= 1
        elif c == "|" and depth == 0:
            bars.append(i)
        i += 1
    return len(rx), bars


def translate_go_regex(rx: str) -> str:
    """Rewrite Go (RE2) syntax that Python's ``re`` reads differently or rejects.

    * ``(?i)`` in mid-pattern sets the flag until the end of the enclosing group in Go; Python only
      accepts global flags at the start, so the rest of the group (each alternative) becomes
      ``(?i:...)``.
    * ``\\z`` (end of text) is ``\\Z`` in Python; ``(?<name>`` is ``(?P<name>``.
    * A leading ``[\\w.-]{0,50}?`` only widens the match to the left of the key; it never decides
      whether there is a secret, and makes Python try 50 extensions at every position, so it goes.
    """
    rx = rx.replace(r"\z", r"\Z")
    rx = re.sub(r"\(\?<([A-Za-z_]\w*)>", r"(?P<\1>", rx)
    head = "(?i)" if rx.startswith("(?i)") else ""
    body = rx[len(head):]
    while body.startswith(_LEADING_CONTEXT):
        body = body[len(_LEADING_CONTEXT):]
    body = body.replace("(?i:" + _LEADING_CONTEXT, "(?i:")
    rx = head + body
    while True:
        pos = rx.find("(?i)", 1)
        if pos < 0:
            return rx
        end, bars = _group_end(rx, pos + 4)
        pieces, cur = [], pos + 4
        for bar in [*bars, end]:
            pieces.append(rx[cur:bar])
            cur = bar + 1
        rx = rx[:pos] + "|".join(f"(?i:{p})" for p in pieces) + rx[end:]


def shannon_entropy(value: str) -> float:
    """Bits per character, as gitleaks computes it."""
    if not value:
        return 0.0
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in Counter(value).values())


# --------------------------------------------------------------------------- loading


def _compile(rx: str) -> re.Pattern[str]:
    return re.compile(translate_go_regex(rx), re.ASCII)


def _allowlist(spec: dict, default_target: str = "secret") -> Allowlist:
    return Allowlist(
        regexes=tuple(_compile(r) for r in spec.get("regexes", [])),
        target=spec.get("regexTarget", default_target) or default_target,
        stopwords=tuple(w.lower() for w in spec.get("stopwords", [])),
        condition=(spec.get("condition") or "OR").upper(),
        unusable=bool(spec.get("paths") or spec.get("commits"))
        and ((spec.get("condition") or "OR").upper() == "AND" or not (spec.get("regexes") or spec.get("stopwords"))),
    )


class RuleSet:
    """The rules, the global allowlist and the keyword index: built once per process."""

    __slots__ = ("rules", "allow", "prefilter")

    def __init__(self, rules: tuple[Rule, ...], allow: Allowlist, prefilter: _Prefilter) -> None:
        self.rules = rules
        self.allow = allow
        self.prefilter = prefilter


def cache_dir() -> Path:
    """Where the parsed rule files are kept: the platform's user cache directory (no platformdirs:
    importing it costs a capture ~30 ms)."""
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA") or str(Path.home() / "AppData" / "Local")
        return Path(base) / "helix" / "Cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "helix"
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "helix"


def _parsed(path: Path) -> dict[str, Any]:
    """The TOML file as a dict, from the JSON cache keyed by the file's content when it is there.

    The key is a hash of the bytes, so an edited or replaced rule file is never read stale; a cache
    that cannot be read or written is ignored (the parse is only slower)."""
    raw = path.read_bytes()
    digest = hashlib.sha256(raw).hexdigest()[:24]
    cached: Path | None = None
    try:
        cached = cache_dir() / f"rules-{CACHE_FORMAT}-{path.stem}-{digest}.json"
        data = json.loads(cached.read_text(encoding="utf-8"))
        if isinstance(data, dict) and isinstance(data.get("rules", []), list):
            return data
    except (OSError, ValueError, RuntimeError, KeyError):  # no cache yet, or no home directory
        pass
    import tomllib

    data = tomllib.loads(raw.decode("utf-8"))
    if cached is None:
        return data
    try:
        cached.parent.mkdir(parents=True, exist_ok=True)
        tmp = cached.with_name(f"{cached.name}.{os.getpid()}.{threading.get_ident()}.tmp")
        tmp.write_text(json.dumps(data), encoding="utf-8")
        os.replace(tmp, cached)  # atomic: a reader sees the old file or the whole new one
    except OSError:
        pass
    return data


@cache
def load_rules(files: tuple[Path, ...] = RULE_FILES) -> RuleSet:
    """Every rule with a regex from ``files`` (compiled on first use), plus the global allowlist.

    A later file's rule replaces an earlier one with the same id.
    """
    rules: dict[str, Rule] = {}
    global_allow: list[Allowlist] = []
    for path in files:
        data = _parsed(path)
        if "allowlist" in data:
            global_allow.append(_allowlist(data["allowlist"]))
        for spec in data.get("rules", []):
            if not spec.get("regex"):
                continue  # path-only rules (a .p12 file name) say nothing about text
            allow = list(spec.get("allowlists", []))
            if "allowlist" in spec:
                allow.append(spec["allowlist"])
            rules[spec["id"]] = Rule(
                spec["id"], spec["regex"], tuple(k.lower() for k in spec.get("keywords", [])),
                float(spec.get("entropy", 0.0)), int(spec.get("secretGroup", 0)), tuple(allow),
            )
    merged = Allowlist(
        regexes=tuple(r for a in global_allow for r in a.regexes), target="secret",
        stopwords=tuple(w for a in global_allow for w in a.stopwords), condition="OR", unusable=False,
    )
    listed = tuple(rules.values())
    return RuleSet(listed, merged, _prefilter(listed))


# --------------------------------------------------------------------------- keyword prefilter


class _Prefilter:
    """Which rules each keyword wakes; the numpy n-gram tables are built on first use."""

    __slots__ = ("keywords", "rules_by_keyword", "always", "_tables", "_lock")

    def __init__(self, keywords: tuple[str, ...], rules_by_keyword: dict[str, tuple[int, ...]],
                 always: tuple[int, ...]) -> None:
        self.keywords = keywords
        self.rules_by_keyword = rules_by_keyword
        self.always = always  # rules with no keyword
        self._tables: _GramTables | None = None
        self._lock = threading.Lock()

    def tables(self) -> _GramTables:
        with self._lock:
            if self._tables is None:
                self._tables = _gram_tables(self.keywords)
            return self._tables


class _GramTables:
    """Keywords indexed by their first 2, 3 or 4 bytes, so one numpy pass finds candidates."""

    __slots__ = ("by_gram", "tables")

    def __init__(self, by_gram: tuple[dict[int, tuple[str, ...]], ...], tables: tuple[np.ndarray, ...]) -> None:
        self.by_gram = by_gram  # width 2, 3, 4: first bytes -> keywords
        self.tables = tables  # width 2, 3, 4: bool[65536] over a hash of the n-gram


def _slot(grams: np.ndarray) -> np.ndarray:
    import numpy as np

    return (grams * np.uint32(2654435761)) >> np.uint32(16)


def _literal_prefixes(items: list, flags_ci: bool, limit: int) -> set[str] | None:
    """Lower-cased literal strings every match of the parsed pattern ``items`` starts with.

    ``None`` when the start is not a short set of literals (a repeat, a wide class, ``.``).
    """
    from re import _constants as c  # type: ignore[attr-defined]

    out = {""}
    for op, av in items:
        if all(len(p) >= limit for p in out):
            break
        if op is c.AT:
            continue
        if op is c.LITERAL:
            out = {p + chr(av).lower() for p in out}
        elif op is c.IN and all(o is c.LITERAL for o, _ in av) and len(av) <= 4:
            out = {p + chr(v).lower() for p in out for _, v in av}
        elif op is c.SUBPATTERN:
            inner = _literal_prefixes(list(av[3]), flags_ci, limit)
            if inner is None:
                return out if out != {""} else None
            out = {p + q for p in out for q in inner}
            if any(len(q) < limit for q in inner):
                break  # the group may end before the limit; what follows it is not tracked
        elif op is c.BRANCH:
            alts = [_literal_prefixes(list(b), flags_ci, limit) for b in av[1]]
            if any(a is None for a in alts):
                return out if out != {""} else None
            out = {p + q for p in out for a in alts for q in a}  # type: ignore[union-attr]
            break
        else:
            break
    return out if out != {""} else None


def _anchor(rule: Rule) -> tuple[str, ...] | None:
    """Lower-case literals every match provably starts with (2 to 4 characters), else None.

    Such a rule is tried only where a keyword occurs (``pattern.match`` at that offset) instead
    of scanning the whole text: the keyword-then-assignment rules are what would otherwise make
    a case-insensitive scan cost milliseconds per rule on 32 kB.
    """
    from re import _parser  # type: ignore[attr-defined]

    if not rule.keywords:
        return None
    try:
        parsed = _parser.parse(rule.pattern.pattern, rule.pattern.flags)
    except Exception:  # pragma: no cover - it compiled, so it parses
        return None
    prefixes = _literal_prefixes(list(parsed), True, 4)
    if not prefixes or min(len(p) for p in prefixes) < 2:
        return None
    # A prefix that extends another adds nothing: the shorter one finds its starts too.
    return tuple(sorted(p for p in prefixes if not any(q != p and p.startswith(q) for q in prefixes)))


def _prefilter(rules: tuple[Rule, ...]) -> _Prefilter:
    by_kw: dict[str, list[int]] = {}
    always: list[int] = []
    for i, rule in enumerate(rules):
        if not rule.keywords:
            always.append(i)
        for k in rule.keywords:
            if len(k.encode("utf-8")) < 2:
                raise ValueError(f"keyword {k!r} is too short to prefilter")
            by_kw.setdefault(k, []).append(i)
    return _Prefilter(keywords=tuple(by_kw), rules_by_keyword={k: tuple(v) for k, v in by_kw.items()},
                      always=tuple(always))


def _gram_tables(keywords: tuple[str, ...]) -> _GramTables:
    import numpy as np

    by_gram: tuple[dict[int, list[str]], ...] = ({}, {}, {})
    for k in keywords:
        raw = k.encode("utf-8")
        width = min(len(raw), 4)
        by_gram[width - 2].setdefault(int.from_bytes(raw[:width], "little"), []).append(k)
    tables = []
    for grams in by_gram:
        table = np.zeros(1 << 16, dtype=bool)
        table[_slot(np.array(list(grams), dtype=np.uint32))] = True
        tables.append(table)
    return _GramTables(by_gram=tuple({g: tuple(ks) for g, ks in grams.items()} for grams in by_gram),
                       tables=tuple(tables))


@cache
def _finder(literal: str) -> re.Pattern[str]:
    return re.compile(re.escape(literal))


def keywords_in(low: str, pf: _Prefilter) -> set[str]:
    """The keywords that occur in ``low`` (ASCII-lower-cased text).

    Both ways give the same exact set: one ``in`` per keyword, or (long text, numpy at hand) the
    n-gram tables, whose candidates are confirmed by a literal search."""
    if len(low) < 2:
        return set()
    if len(low) < NUMPY_PREFILTER_CHARS and (len(low) < 4_096 or "numpy" not in sys.modules):
        return {k for k in pf.keywords if k in low}
    return _keywords_by_grams(low, pf.tables())


def _keywords_by_grams(low: str, gt: _GramTables) -> set[str]:
    import numpy as np

    a = np.frombuffer(low.encode("utf-8", "surrogatepass"), dtype=np.uint8).astype(np.uint32)
    found: set[str] = set()
    if len(a) < 2:
        return found
    g2 = a[:-1] | (a[1:] << 8)
    grams = [g2]
    if len(a) >= 3:
        grams.append(g2[:-1] | (a[2:] << 16))
    if len(a) >= 4:
        grams.append(g2[:-2] | (g2[2:] << 16))
    for width, (g, table, index) in enumerate(zip(grams, gt.tables, gt.by_gram, strict=False), start=2):
        where = np.flatnonzero(table[_slot(g)])
        if not len(where):
            continue
        values = g[where]
        for v in np.unique(values).tolist():
            keywords = index.get(v)
            if not keywords:
                continue  # a hash collision
            for k in keywords:
                if len(k) == width:
                    found.add(k)
                elif k not in found and _finder(k).search(low) is not None:
                    found.add(k)  # the first bytes matched; the engine's literal search confirms
    return found


# --------------------------------------------------------------------------- scanning


def _line(text: str, start: int, end: int) -> str:
    a = text.rfind("\n", 0, start) + 1
    b = text.find("\n", end)
    return text[a : b if b >= 0 else len(text)]


def _matches(rule: Rule, text: str, low: str) -> Iterator[re.Match[str]]:
    anchor = rule.anchor
    if anchor is None:
        yield from rule.pattern.finditer(text)
        return
    starts = sorted({m.start() for k in anchor for m in _finder(k).finditer(low)})
    done = 0
    for pos in starts:
        if pos < done:
            continue
        m = rule.pattern.match(text, pos)
        if m is not None and m.end() > m.start():
            done = m.end()
            yield m


def scan(text: str, low: str, ruleset: RuleSet | None = None) -> Iterator[tuple[int, int, str]]:
    """``(start, end, rule id)`` of every secret the rules find in ``text``.

    ``low`` is ``text`` with ASCII letters lower-cased (same length), for the keyword search.
    """
    rs = ruleset or load_rules()
    rules, global_allow, pf = rs.rules, rs.allow, rs.prefilter
    chosen = set(pf.always)
    for k in keywords_in(low, pf):
        chosen.update(pf.rules_by_keyword[k])
    for i in sorted(chosen):
        rule = rules[i]
        for m in _matches(rule, text, low):
            group = rule.secret_group
            if not group:
                group = next((g for g in range(1, (m.re.groups or 0) + 1) if m.group(g)), 0)
            start, end = m.span(group)
            if end - start < 8 <= m.end() - m.start():
                start, end = m.span()  # a structural group (a repeated UUID part), not the secret
            secret = text[start:end]
            if not secret:
                continue
            if rule.entropy and shannon_entropy(secret) <= rule.entropy:
                continue
            line = None
            allowed = False
            for allow in (*rule.allowlists, *((global_allow,) if global_allow else ())):
                if allow.target == "line" and line is None:
                    line = _line(text, m.start(), m.end())
                if allow.allows(secret, m.group(0), line or ""):
                    allowed = True
                    break
            if not allowed:
                yield start, end, rule.id
