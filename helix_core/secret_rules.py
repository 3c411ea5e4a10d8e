"""Token rules from data files in gitleaks' format: loaded once, translated from Go regex, prefiltered.

Two files feed it: ``data/gitleaks_rules.toml`` (gitleaks' own default rule set, vendored unchanged,
MIT) and ``data/helix_rules.toml`` (a few formats gitleaks lacks, in the same format). Rules are
data, so updating coverage means replacing a file, not editing code.

Semantics follow gitleaks: a rule runs only when one of its keywords occurs in the text
(case-insensitive); the secret is the first non-empty capture group (or the whole match); a rule's
``entropy`` is a floor on the secret's Shannon entropy; allowlists (regexes on the secret, the match
or the line, and stopwords) drop findings, and path or commit allowlists never apply (tool output
has neither).

Speed: redaction runs at every capture, and checking ~240 keywords one ``in`` at a time costs
~12 ms on 32 kB. The keyword prefilter therefore looks at every 2-, 3- and 4-character window of
the text at once with numpy (a vectorised n-gram table lookup standing in for gitleaks'
Aho-Corasick), then confirms the few candidate keywords with a string search.
"""

from __future__ import annotations

import math
import re
import tomllib
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

__all__ = ["Rule", "RuleSet", "load_rules", "scan", "translate_go_regex", "shannon_entropy", "RULE_FILES"]

DATA = Path(__file__).with_name("data")
RULE_FILES = (DATA / "gitleaks_rules.toml", DATA / "helix_rules.toml")


@dataclass(frozen=True, slots=True)
class Allowlist:
    """A rule's (or the global) exceptions; a finding matching one is not a secret."""

    regexes: tuple[re.Pattern[str], ...]
    target: str  # "secret", "match" or "line"
    stopwords: tuple[str, ...]
    condition: str  # "OR" or "AND"
    unusable: bool  # needs a path or commit, which tool output does not have

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


@dataclass(frozen=True, slots=True)
class Rule:
    id: str
    pattern: re.Pattern[str]
    keywords: tuple[str, ...]
    entropy: float
    secret_group: int
    allowlists: tuple[Allowlist, ...]


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


@dataclass(frozen=True, eq=False)
class RuleSet:
    """Compiled rules, the global allowlist and the keyword index: built once per process."""

    rules: tuple[Rule, ...]
    allow: Allowlist
    prefilter: _Prefilter


@cache
def load_rules(files: tuple[Path, ...] = RULE_FILES) -> RuleSet:
    """Every rule with a regex from ``files``, compiled once, plus the global allowlist.

    A later file's rule replaces an earlier one with the same id.
    """
    rules: dict[str, Rule] = {}
    global_allow: list[Allowlist] = []
    for path in files:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        if "allowlist" in data:
            global_allow.append(_allowlist(data["allowlist"]))
        for spec in data.get("rules", []):
            if not spec.get("regex"):
                continue  # path-only rules (a .p12 file name) say nothing about text
            allow = [_allowlist(a) for a in spec.get("allowlists", [])]
            if "allowlist" in spec:
                allow.append(_allowlist(spec["allowlist"]))
            rules[spec["id"]] = Rule(
                id=spec["id"], pattern=_compile(spec["regex"]),
                keywords=tuple(k.lower() for k in spec.get("keywords", [])),
                entropy=float(spec.get("entropy", 0.0)), secret_group=int(spec.get("secretGroup", 0)),
                allowlists=tuple(allow),
            )
    merged = Allowlist(
        regexes=tuple(r for a in global_allow for r in a.regexes), target="secret",
        stopwords=tuple(w for a in global_allow for w in a.stopwords), condition="OR", unusable=False,
    )
    compiled = tuple(rules.values())
    return RuleSet(compiled, merged, _prefilter(compiled))


# --------------------------------------------------------------------------- keyword prefilter


@dataclass(frozen=True)
class _Prefilter:
    """Keywords indexed by their first 2, 3 or 4 bytes, so one numpy pass finds candidates."""

    by_gram: tuple[dict[int, tuple[str, ...]], ...]  # width 2, 3, 4: first bytes -> keywords
    tables: tuple[np.ndarray, ...]  # width 2, 3, 4: bool[65536] over a hash of the n-gram
    rules_by_keyword: dict[str, tuple[int, ...]]
    always: tuple[int, ...]  # rules with no keyword
    anchors: tuple[tuple[str, ...] | None, ...]  # per rule: keywords every match starts with
    finders: dict[str, re.Pattern[str]]


_MULT = np.uint32(2654435761)


def _slot(grams: np.ndarray) -> np.ndarray:
    return (grams * _MULT) >> np.uint32(16)


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
            by_kw.setdefault(k, []).append(i)
    by_gram: tuple[dict[int, list[str]], ...] = ({}, {}, {})
    for k in by_kw:
        raw = k.encode("utf-8")
        if len(raw) < 2:
            raise ValueError(f"keyword {k!r} is too short to prefilter")
        width = min(len(raw), 4)
        by_gram[width - 2].setdefault(int.from_bytes(raw[:width], "little"), []).append(k)
    tables = []
    for grams in by_gram:
        table = np.zeros(1 << 16, dtype=bool)
        table[_slot(np.array(list(grams), dtype=np.uint32))] = True
        tables.append(table)
    return _Prefilter(
        by_gram=tuple({g: tuple(ks) for g, ks in grams.items()} for grams in by_gram),
        tables=tuple(tables), rules_by_keyword={k: tuple(v) for k, v in by_kw.items()},
        always=tuple(always), anchors=tuple(_anchor(r) for r in rules),
        finders={k: re.compile(re.escape(k)) for k in {*by_kw, *(a for r in rules for a in (_anchor(r) or ()))}},
    )


def keywords_in(low: str, pf: _Prefilter) -> set[str]:
    """The keywords that occur in ``low`` (ASCII-lower-cased text)."""
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
    for width, (g, table, index) in enumerate(zip(grams, pf.tables, pf.by_gram, strict=False), start=2):
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
                elif k not in found and pf.finders[k].search(low) is not None:
                    found.add(k)  # the first bytes matched; the engine's literal search confirms
    return found


# --------------------------------------------------------------------------- scanning


def _line(text: str, start: int, end: int) -> str:
    a = text.rfind("\n", 0, start) + 1
    b = text.find("\n", end)
    return text[a : b if b >= 0 else len(text)]


def _matches(rule: Rule, anchor: tuple[str, ...] | None, text: str, low: str,
             finders: dict[str, re.Pattern[str]]) -> Iterator[re.Match[str]]:
    if anchor is None:
        yield from rule.pattern.finditer(text)
        return
    starts = sorted({m.start() for k in anchor for m in finders[k].finditer(low)})
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
        for m in _matches(rule, pf.anchors[i], text, low, pf.finders):
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
