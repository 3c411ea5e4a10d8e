"""A table of one setting given per kind, where none of the kinds is the statement's.

"Hazard-tree work orders must be dispatched within 48 hours" and a note that adds SLA timers

    routine_prune:
      dispatch_within: 30d
    stump_grind:
      dispatch_within: 60d

share the setting and a measure, yet the note's values belong to the kinds it lists; so with
`lead_times.yaml` giving `bench_plaque: {weeks: 4}` for "a lead time of 12 weeks for headstones", and
`EXCAVATION_DEPTH = {'single': "4 ft 6 in", 'child': "3 ft"}` for the depth of double-depth plots. A
table whose labels include the statement's kind, or whose labels are environments (a statement said for
one service holds in each of them), is left to the readers.
"""

from __future__ import annotations

import re

from . import text

_YAML_KEY = re.compile(r"^(?P<indent>[ \t]*)(?:-\s+)?[\"']?(?P<key>[A-Za-z][\w.-]*)[\"']?\s*:(?!//)(?P<rest>[^\n]*)$",
                       re.M)
_INLINE_KEYS = re.compile(r"[\"']?([A-Za-z][\w-]*)[\"']?\s*:")
# `{'single': "4 ft 6 in", 'child': "3 ft"}`: quoted labels, each with a figure and a unit
_LITERAL = re.compile(r"\{([^{}\n]{10,400})\}")
_LITERAL_PAIR = re.compile(r"[\"']([A-Za-z][\w-]*)[\"']\s*:\s*[\"']?\s*(\d+(?:\.\d+)?)\s*([A-Za-z%]+)")
_ENVIRONMENTS = frozenset("""
production prod staging stage development dev test testing qa uat local preview sandbox default defaults
""".split())
MIN_LABELS = 2


def _label_stems(label: str) -> set[str]:
    return {text.stem(p) for p in re.split(r"[-_.]+", label.lower()) if p}


def _yaml_groups(note: str) -> list[tuple[list[str], str]]:
    """Sibling keys under one parent, each holding a mapping that shares a key with the others, with the
    text of the table."""
    found = list(_YAML_KEY.finditer(note))
    lines = [(len(m.group("indent").expandtabs(2)), m.group("key"), m.group("rest").strip()) for m in found]
    groups: list[tuple[list[str], str]] = []
    for i, (indent, _key, _rest) in enumerate(lines):
        if i and lines[i - 1][0] >= indent:
            continue  # not the first key under its parent
        labels: dict[str, set[str]] = {}
        j = i
        while j < len(lines) and lines[j][0] >= indent:
            depth, key, rest = lines[j]
            if depth == indent:
                inline = _INLINE_KEYS.findall(rest) if rest.startswith("{") else []
                labels[key] = set(inline)
            elif labels:
                labels[list(labels)[-1]].add(key)
            j += 1
        held = [k for k, children in labels.items() if children]
        if len(held) >= MIN_LABELS and set.intersection(*(labels[k] for k in held)):
            groups.append((held, note[found[i].start():found[j - 1].end()]))
    return groups


def _literal_groups(note: str) -> list[tuple[list[str], str]]:
    groups: list[tuple[list[str], str]] = []
    for m in _LITERAL.finditer(note):
        pairs = _LITERAL_PAIR.findall(m.group(1))
        units = {u.lower() for _label, _n, u in pairs}
        if len(pairs) >= MIN_LABELS and len(units) == 1:
            groups.append(([label for label, _n, _u in pairs], m.group(0)))
    return groups


def for_other_kinds(older: str, newer: str, setting: str | None = None) -> str | None:
    """The labels of a per-kind table in the note when none of them is a word of the statement; None
    when the note has no such table. Given the setting a reader compared ("ttl = 45s"), only a table that
    holds that setting counts: a `tickets: ttl: 45s` beside a table of pools is no pool's."""
    low = older.lower()  # "On-site" is the label `onsite` too
    words = re.findall(r"[a-z][a-z0-9]*", low) + [w.replace("-", "") for w in re.findall(r"[a-z]+(?:-[a-z]+)+", low)]
    said = {text.stem(w) for w in words}
    # the setting's key, as the note writes it as a key ("ttl: 45s")
    keys = [w for w in re.findall(r"[A-Za-z_][\w-]*", setting or "")
            if re.search(rf"(?<![\w-]){re.escape(w)}[\"']?\s*[:=]", newer)]
    plain = re.findall(r"[a-z][a-z0-9]*", low)
    # a label of initials for the statement's words: "HRD" for "Harlow Road depot"
    initials = {"".join(w[0] for w in plain[i:i + n]) for n in (2, 3, 4) for i in range(len(plain) - n + 1)}
    for labels, table in _yaml_groups(newer) + _literal_groups(newer):
        stems = [_label_stems(label) for label in labels]
        if any(s & said for s in stems) or any(label.lower() in _ENVIRONMENTS for label in labels) \
                or any(label.isupper() and len(label) >= 2 and label.lower() in initials for label in labels):
            continue
        if keys and not any(re.search(rf"(?<![\w-]){re.escape(k)}(?![\w-])", table) for k in keys):
            continue
        return ", ".join(labels)
    return None
