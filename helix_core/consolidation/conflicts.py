"""Contradictions and knowledge updates (SPEC §7 guardrails): flagged or superseded, never reinforced.

Comparable claims are extracted from known memories and from new notes (`helix_core.claims`). Two
statements are compared only when they are about the same thing: the claims' subjects agree and the
texts are close by the blended similarity of `grouping` (meaning and shared rare words). Then:
- the newer announces a change ("now", "switched to", "no longer", "moved to", "from X to Y"):
  a SUPERSEDE proposal — once a person approves, the old memory gets valid_to and is superseded;
- they disagree with no order: a contradiction flag, which lowers both confidences;
- they agree: nothing here (the lesson stage reinforces with a NOOP).
A note that disagrees with a memory is never used to reinforce it. Different scopes (other than
global) are never compared.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from .. import claims
from . import (
    alert_rules,
    approvals,
    at_work,
    bounds,
    called,
    commands,
    config_dump,
    configs,
    defined_names,
    dependencies,
    evidence,
    figure_changes,
    flags,
    forbidden,
    frames,
    handover,
    hosts,
    keyed_names,
    kind_names,
    kind_tables,
    lifted,
    listings,
    locations,
    measures,
    name_changes,
    names,
    numbered_names,
    only_roles,
    opposites,
    own_record,
    owners,
    pair_model,
    phrases,
    policy_changes,
    ports,
    premises,
    quantities,
    replacements,
    repositories,
    retention,
    retired,
    reversals,
    roles,
    schedules,
    sections,
    served_limits,
    siblings,
    slots,
    stacks,
    successors,
    swaps,
    switches,
    text,
    values,
    versions,
)
from . import apply as applier
from .grouping import lexicon, similarity
from .loading import Corpus, attach_vectors
from .plan import Planned, PlannedFlag

if TYPE_CHECKING:
    from .planner import Planner

SUBJECT_SIM = 0.2  # below this blended similarity two statements are about different things (a note that
# says one value in other words sits at 0.24–0.28 from its statement; the judge, not this floor, keeps precision)
NEIGHBOURS = 12  # each statement is compared with this many nearest ones
# A denial ("I've never written any Flask routes") reaches further: a long message that shows the
# thing done is about much else besides (0.19 and 0.24 seen on BEAM), and the denied words must
# appear in it for the judge to see a conflict at all.
DENIAL_SIM = 0.15
DENIAL_NEIGHBOURS = 48
VALUE_JOIN_MAX = 12  # texts naming one tool or written name that are all compared with each other
ROLE_JOIN_MAX = 4  # texts of one project naming tools of one role (a database, a queue) compared with each other


_FENCE = re.compile(r"```.*?(?:```|$)", re.S)
# "key: value" is code (YAML, a dict) unless words follow the colon: "Note: the API timeout is 30 s",
# "chore: switch formatter gofmt -> gofumpt", "feat(eta): consume pings from Kafka" are prose with a label.
_PROSE_AFTER = r"\s+(?:[A-Za-z][\w'-]*|[\w.-]*[/.:][\w./:-]*)(?:\s+[\w'.,/<>—–-]+){2,}"  # "A: gs://x/ — the …"
_CODE_LINE = re.compile(r"^\s*(?:[#@]|def |class |import |from \S+ import|return\b|[\w.\[\]'\"]+\s*"
                        rf"(?:=|\((?![^()]{{0,40}}\)\s*:{_PROSE_AFTER})|:(?!{_PROSE_AFTER}))"
                        r"|[{}\])]|//|\$ |>>>|[+-]\s*(?:[{}]|[\w.]+\s*=\s*\S|resource\b|[\w.]+\s*\{)).*$", re.M)  # a diff's code
SHORT = 400  # characters of prose: longer texts are compared by their claims only


# "max_line_items: 50 -> 100" in a config change note says a setting changed: a statement, not code
_CHANGED_KEY = re.compile(r"^\s*([\w.-]+)\s*:\s*(\S+)\s*(?:->|→)\s*(\S+)\s*$", re.M)


_COMMIT_ID = re.compile(r"^\s*commit\s+[0-9a-f]{7,40}\b\s*", re.M | re.I)  # "commit 4e1a9c2  cache: …"


def prose(content: str) -> str:
    """The words of a memory without its code: fenced blocks and lines that read as code."""
    content = _COMMIT_ID.sub("", content)
    content = _CHANGED_KEY.sub(lambda m: f"{m.group(1)} changed from {m.group(2)} to {m.group(3)};",
                               _FENCE.sub(" ", content))
    return " ".join(_CODE_LINE.sub(_quoted_sentences, content).split())


# A sentence quoted in a line of code or output: an error's "detail" or a log's message says in words what
# the service does ('{"detail":"GEDCOM uploads are limited to 25 MB"}')
_QUOTED_SENTENCE = re.compile(r"\"(?P<s>[A-Z][\w'-]*(?:\s+[\w'.,/%-]+){3,})\"")


def _quoted_sentences(line: re.Match[str]) -> str:
    """The sentences a line of code quotes, each ended, in place of the line."""
    said = [m.group("s").rstrip(".") + "." for m in _QUOTED_SENTENCE.finditer(line.group(0))]
    return " " + " ".join(said) + " " if said else " "


def _restated(older: str, newer: str) -> bool:
    """The newer text says the older one again: nearly the same words and exactly the same values
    (a paraphrase a lesson was distilled from is not an update of that lesson)."""
    a, b = set(text.words(older)), set(text.words(newer))

    def values(s: str) -> set[str]:
        return {t.lower() for t in frames.TOKEN.findall(s) if any(ch in t for ch in "0123456789/._-")}

    return bool(a) and values(older) == values(newer) and len(a & b) >= 0.85 * len(a | b) \
        and not _swapped(older, newer)


_CONTRAST = re.compile(r"\b(?:not|over|than|instead|rather|vs|versus)\b", re.I)


def _swapped(older: str, newer: str) -> bool:
    """The same words in another order around a contrast: "SQLite not Postgres" / "Postgres not
    SQLite", "tabs over spaces" / "spaces over tabs" say opposite things."""
    a = [w for w in text.words(older) if w not in text.STOP]
    b = [w for w in text.words(newer) if w not in text.STOP]
    return a != b and bool(_CONTRAST.search(older)) and bool(_CONTRAST.search(newer))


_ENVIRONMENT = re.compile(r"\b(production|prod|staging|stage|development|dev|testing|test|qa|uat|local|"
                          r"preview|sandbox)\b(?=\s+(?:environment|env|cluster|server|stack|deploy\w*)\b|"
                          r"\s*[.,;)]|\s*$)|\b(?:in|on|for)\s+(production|prod|staging|dev|qa|uat|sandbox)\b", re.I)


def _environments(s: str) -> set[str]:
    """The deployment environments a statement is about ("in staging", "the production cluster"):
    the same setting in two environments is two settings, not a disagreement."""
    found = {(m.group(1) or m.group(2)).lower() for m in _ENVIRONMENT.finditer(s)}
    return {text.SAME_ENVIRONMENT.get(e, e) for e in found}


# An environment a sentence or a line opens on, as what it is about: "Production arrival predictions are …",
# "staging .env (shop):", "# staging uses the sandbox"
_OPENING_ENVIRONMENT = re.compile(r"(?:^|[.!?]\s+|\n)[\s#>*-]*(?:the\s+|our\s+)?(production|prod|staging|stage|dev|"
                                  r"development|test|testing|qa|uat|sandbox|preview)\b(?![-_/.]\w)", re.I)


_NAME_ENVIRONMENTS = {"prod": "production", "production": "production", "stg": "staging", "staging": "staging"}


def _environments_opened(s: str) -> set[str]:
    """The environments a text is about: said as `_environments` does, opening a sentence or a line, or as a
    part of a name ("s3://qb-prod-tenant-exports", "env/staging")."""
    found = {m.group(1).lower() for m in _OPENING_ENVIRONMENT.finditer(s)}
    named = {_NAME_ENVIRONMENTS[p] for token in re.findall(r"[\w.:/-]*[-_./][\w.:/-]*", s.lower())
             for p in re.split(r"[-_./:]+", token) if p in _NAME_ENVIRONMENTS}
    return _environments(s) | {text.SAME_ENVIRONMENT.get(e, e) for e in found} | named


def _other_environment(older: str, newer: str) -> bool:
    """The statement is about one environment and the note only about others ("Production arrival predictions
    …" / "Staging predictions come from namespace eta-stg"); an environment the note says it left untouched
    is not one it is about ("prod .env is managed in Vault and not touched")."""
    mine = _environments_opened(older)
    if not mine:
        return False
    clauses = [c for c in re.split(r"[;\n]|(?<=[.!?])\s+", newer) if not _said_untouched(c)]
    theirs = _environments_opened("\n".join(clauses))
    return bool(theirs) and not mine & theirs


# The parts a name of a copy of a thing adds to the thing's own name: "rimefall-photos-staging", "img-stg-01"
_COPY_PARTS = frozenset("staging stg stage dev devel test qa uat sandbox preprod demo".split())
_NAME_TOKEN = re.compile(r"[a-z0-9][\w.-]*[a-z0-9]")


def _only_a_copy_named(older: str, newer: str) -> bool:
    """The note names the statement's written names only as another environment's copies ("iiif-stg.example.org"
    on "img-stg-01" for "… iiif.example.org … on img-01"), never one of them as it is: it speaks of the copy."""
    def parts(name: str) -> tuple[str, ...]:
        return tuple(p for p in re.split(r"[-_.]+", name) if p)

    low = newer.lower()
    own = {parts(n) for n in _NAME_TOKEN.findall(older.lower()) if re.search(r"[a-z]", n) and len(parts(n)) >= 2}
    copied = set()
    for token in set(_NAME_TOKEN.findall(low)):
        kept = tuple(p for p in parts(token) if p not in _COPY_PARTS)
        if kept != parts(token) and kept in own:
            copied.add(kept)
    # a note that names any of them as it is, or production, speaks of the thing itself too ("… promoted to
    # production")
    return bool(copied) and "production" not in _environments_opened(newer) and not any(
        re.search(rf"(?<![\w-]){'[-_.]'.join(map(re.escape, n))}(?![\w-])", low) for n in own)


# "Set the weather feed refresh to every 5 min": the thing a value is set on, named as the verb's object
_SET_ON = re.compile(r"\b(?:set|bumped|raised|lowered|changed|increased|decreased|reduced|extended|shortened)\s+"
                     r"(?:the\s+|our\s+|its\s+)?(?!(?:per|by|for|in|on|at|after|since|because|due|back|up|down|it|them|this|that)\b)"
                     r"(?P<what>[\w-]+(?:\s+[\w-]+){0,4}?)\s+(?:to|from)\b", re.I)


def _giving_sentence(newer: str, verdict: claims.Verdict) -> str | None:
    """The sentence or line that gives the verdict's value, or the whole note when it is one."""
    return _carrying_sentence(newer, verdict) or (newer if len(_LINE_OR_SENTENCE.split(newer.strip())) == 1 else None)


def _named_stems(what: str) -> set[str]:
    """The stems of every part of the words that name a thing ("ranking-service cache": rank, servic, cach)."""
    return {text.stem(p) for w in text.words(what.lower()) for p in re.split(r"[-_./]+", w) if p and p not in text.STOP}


def _set_on_another_thing(older: str, newer: str, verdict: claims.Verdict) -> bool:
    """The sentence that gives the value sets it on a thing named by no word of the statement."""
    told = _giving_sentence(newer, verdict)
    if told is None:
        return False
    said = text.part_stems(older)
    for m in _SET_ON.finditer(told):
        terms = _named_stems(m.group("what"))
        if terms and not any(_one_word(w, v) for w in terms for v in said):
            return True
    return False


def _each_systems_folder(older: str, newer: str, verdict: claims.Verdict) -> bool:
    """Two paths that differ in one part, each part the name of a system its text speaks of outside the path
    ("Ledger's attachments … /srv/ledger/media" / "Goobi only reads from Ledger's API … /srv/goobi/media"):
    each system's own folder, while the note still names the statement's system as it is and tells no change."""
    old, new = (verdict.old_value or "").strip("/").split("/"), (verdict.new_value or "").strip("/").split("/")
    if verdict.attribute != "place" or len(old) != len(new) or len(old) < 2 or text.CHANGE.search(newer):
        return False
    apart = [(a, b) for a, b in zip(old, new, strict=True) if a != b]
    if len(apart) != 1:
        return False
    mine, theirs = (p.lower() for p in apart[0])

    def named_outside(name: str, s: str) -> bool:
        without_paths = re.sub(r"[\w.-]*/[\w./-]*", " ", s.lower())
        return re.search(rf"(?<![\w-]){re.escape(name)}(?:'s)?(?![\w-])", without_paths.replace("_", " ")) is not None

    return len(mine) >= 3 and len(theirs) >= 3 and named_outside(mine, older) and named_outside(mine, newer) \
        and named_outside(theirs, newer) and not named_outside(theirs, older)


# "For the new CX-2 cargo e-bikes the swap threshold is 35%": a value scoped to a new thing
_NEW_THING = re.compile(r"^\s*(?:for|on)\s+(?:the\s+|our\s+|all\s+)?new\s+(?P<what>[\w-]+(?:\s+[\w-]+){0,4}?)"
                        r"\s*(?:[,:;]|\s+(?:the|we|it|they|its|their)\b)", re.I)
# New times and arrangements of the same thing: "For the new season …"
_NEW_PERIODS = frozenset(text.stem(w) for w in "season year term quarter month week semester release version policy "
                         "rules contract schedule rota timetable setup config configuration plan pricing tariff".split())


def _for_a_new_thing(older: str, newer: str, verdict: claims.Verdict) -> bool:
    """The sentence that gives the value scopes it to a new thing, named with a word the statement never says:
    a thing set up beside the statement's, with its own value."""
    told = _giving_sentence(newer, verdict)
    if told is None:
        return False
    said = text.part_stems(older)
    m = _NEW_THING.search(told)
    if m is None or text.stem(m.group("what").split()[0].lower()) in _NEW_PERIODS:
        return False  # "For the new season the limit is 30": a new time or arrangement for the same thing
    terms = _named_stems(m.group("what"))
    return any(not any(_one_word(w, v) for v in said) for w in terms)


def _one_word(a: str, b: str) -> bool:
    """Two stems of one word: "expiry" for "expire"; "sim" is no "simulator" (four letters at least)."""
    return a == b or min(len(a), len(b)) >= 4 and a[:4] == b[:4]


def judge(planner: Planner, older: str, newer: str, *, weigh: bool = True) -> claims.Verdict:
    """The claims, then the shape-free rules (`frames`) for short statements; the model's opinion
    when one is at hand. Code is left out: an assignment in a snippet is not a claim. A note that
    reports an inspection and what it found is read as it is, then as its findings alone ("Looked at
    lookup latency: the manifests are held in Memcached"): the lead may name the subject, or hide the
    statement behind a log line. Only when no reading gives a verdict is the pair weighed by the fitted
    pair model (`weigh`). A disagreement the note explains away is dropped (`_unless_explained`)."""
    newer = spelled_as_statement(older, text.people_starting_read(text.prompts_blanked(newer)))
    verdict = _unless_explained(older, newer, _whole(planner, older, newer))
    if verdict.relation not in ("update", "conflict", "agree") and verdict.reason not in _SETTLED:
        verdict = _by_sentence(planner, older, newer) or verdict
    if verdict.relation not in ("update", "conflict", "agree") and verdict.reason not in _SETTLED \
            and len(older) <= SHORT and not _ASKS_OR_TELLS.search(older) and _in_figures(older) != older:
        # a statement's "at most five entries" is read as "at most 5 entries", beside "maxVisibleEntries: 8" (a
        # long text's counts in words are a story's: "two cards", "a week from Monday")
        counted = _whole(planner, _in_figures(older), newer)
        verdict = counted if counted.relation in ("update", "conflict") else verdict
    if weigh and verdict.relation not in ("update", "conflict", "agree") and verdict.reason not in _SETTLED:
        weighed = _weighed(older, newer)
        if weighed is not None:
            verdict = _second_opinion(planner, older, newer, weighed)
    verdict = _unless_explained(older, newer, verdict)
    if _UNDECIDED.search(newer) or any(_CHANGE_ASKED.search(q) for q in re.findall(r"[^.!?\n]*\?(?![\w=&%])", newer)):
        return verdict  # "Moved the API from 8443 to 9443? Not yet decided." tells no change
    if verdict.relation not in ("update", "conflict", "agree") and verdict.reason not in _SETTLED \
            or verdict.reason == _SAID_LEFT_ALONE:
        told = figure_changes.changed(older, newer)  # "SLOT_MINUTES bumped 180 -> 240" against "slots are 3 hours"
        if told is not None and not _change_explained(older, newer, told) \
                and (verdict.reason != _SAID_LEFT_ALONE or not _left_alone(newer) & told.about):
            # a change told outright stands against "… unchanged" said of another of the statement's
            # figures ("Dead band unchanged" beside the pH setpoint moved to 7.2)
            verdict = _second_opinion(planner, older, newer, told.verdict)
    for read in _LAST_READERS:
        if verdict.relation in ("update", "conflict", "agree") or verdict.reason in _SETTLED:
            break
        found = read(older, newer)
        if found is not None and not _change_explained(older, newer, None):
            # a rule's reversal is left to its reader; a value found last is explained away as any other
            found = found if found.attribute == "policy" else _unless_explained(older, newer, found)
            verdict = _second_opinion(planner, older, newer, found)
    return verdict


def _renamed(older: str, newer: str) -> claims.Verdict | None:
    """A name of the statement's changed, retired for another, or a tool the work left."""
    return name_changes.changed(older, newer) or name_changes.retired_for(older, newer) \
        or name_changes.tool_left(older, newer)


# Read last, in order, on a pair nothing else decided: "late submissions are allowed now", "renamed .clikitrc
# -> clikit.toml", a node listing in eu-west-1 against "runs in eu-west-2"
_LAST_READERS = (policy_changes.changed, _renamed, numbered_names.shown_elsewhere, only_roles.other_role)


# A change asked about or only proposed: the told-change readers leave such a note alone
_CHANGE_ASKED = re.compile(r"\bfrom\b.*\bto\b|->|→|\brenam|\bmov(?:e|ed|ing)\b|\bswitch|\bchang|\bdrop|\ballow", re.I)
_UNDECIDED = re.compile(r"\bnot\s+(?:yet\s+)?(?:decided|agreed|approved|merged|final)\b|\bpropos(?:e|ed|al|ing)\b|"
                        r"\bconsidering\b|\bshould\s+we\b|\bplan(?:ning)?\s+to\b|\bwe\s+might\b|\bdraft\b|"
                        r"\b(?:i'm|i\s+am|we're|we\s+are)\s+(?:trying|thinking|hoping|looking)\s+(?:to|about|of)\b|"
                        r"\b(?:i|we)\s+(?:want|would\s+like|need)\s+to\b", re.I)


def _left_alone(newer: str) -> set[str]:
    """The words of what the note says it left untouched."""
    return {phrases.stem(w) for m in _said_untouched(newer.replace("-", " ")) for w in text.words(m.group("what"))}


def _change_explained(older: str, newer: str, told: figure_changes.Told | None) -> bool:
    """A figure the note says it changed is the statement's unless the note says the statement still holds
    or gives values for other kinds or names another thing; when the note never gives the statement's own
    figure, the thing changed may also be a sibling of the statement's ("the interactive partition's
    walltime … to 8 h")."""
    if _still_holds(older, newer) or kind_tables.for_other_kinds(older, newer) is not None \
            or _other_environment(older, newer):
        return True
    if told is not None and own_record.keeps_its_value(older, newer, told.verdict.old_value):
        return True  # a listing's record of the statement's thing keeps its figure beside a sibling's change
    if siblings.labelled_other(older, newer) or siblings.other_named(older, newer):
        return True  # "standings-export worker: raised max_retries 3 -> 5"
    return told is not None and not told.from_its_figure and siblings.other_sibling(older, newer) is not None


# A name written with separators or in mixed case: "NI-DAQmx", "RS-232", "Node.js", "PgBouncer"
_STYLED_NAME = re.compile(r"(?<![\w./-])(?=[\w.-]*(?:[a-z][A-Z]|[A-Za-z0-9][-.][A-Za-z0-9]))[A-Za-z][\w.-]*[A-Za-z0-9](?![\w/-])")


# A duration as ISO 8601 writes it, which Java, .NET and many configurations print: "PT20M", "P30D", "PT1H30M"
_ISO_DURATION = re.compile(r"(?<![\w-])P(?:(?P<y>\d+)Y)?(?:(?P<mo>\d+)M)?(?:(?P<w>\d+)W)?(?:(?P<d>\d+)D)?"
                           r"(?:T(?:(?P<h>\d+)H)?(?:(?P<mi>\d+)M)?(?:(?P<s>\d+)S)?)?(?![\w-])")
_ISO_UNITS = {"y": " years", "mo": " months", "w": " weeks", "d": " days", "h": "h", "mi": "m", "s": "s"}


def _plain_duration(m: re.Match[str]) -> str:
    """An ISO 8601 duration as a figure and a unit ("PT20M" → "20m", "PT1H30M" → "90m"); as written when it
    mixes days and hours or names no part."""
    parts = {k: int(v) for k, v in m.groupdict().items() if v is not None}
    if len(parts) == 1:
        (unit, n), = parts.items()
        return f"{n}{_ISO_UNITS[unit]}"
    if parts and set(parts) <= {"h", "mi", "s"}:
        seconds = parts.get("h", 0) * 3600 + parts.get("mi", 0) * 60 + parts.get("s", 0)
        return f"{seconds // 60}m" if seconds % 60 == 0 else f"{seconds}s"
    return m.group(0)


# A clock time on the twelve-hour clock: "10pm", "8 am", "6:30 p.m."
_TWELVE_HOUR = re.compile(r"(?<![\w:.])(?P<h>1[0-2]|0?[1-9])(?::(?P<m>[0-5]\d))?\s*(?P<half>[ap])\.?m\.?(?![\w])", re.I)
_TWENTY_FOUR_HOUR = re.compile(r"(?<![\w:.])[0-2]\d:[0-5]\d(?![\w:])")


def _on_the_24_hour_clock(m: re.Match[str]) -> str:
    hour = int(m.group("h")) % 12 + (12 if m.group("half").lower() == "p" else 0)
    return f"{hour:02d}:{m.group('m') or '00'}"


def spelled_as_statement(older: str, newer: str) -> str:
    """The note with the statement's styled names in the statement's spelling where the note runs them
    together ("replace nidaqmx backend" for "… runs through NI-DAQmx"), so the readers meet one name; and
    its ISO 8601 durations as figures with units ("retail_hold_ttl=PT20M" is 20 minutes), and its times on the
    twelve-hour clock on the statement's 24-hour clock ("10pm" for "22:00")."""
    newer = _ISO_DURATION.sub(_plain_duration, newer)
    if _TWENTY_FOUR_HOUR.search(older) and not _TWELVE_HOUR.search(older):
        newer = _TWELVE_HOUR.sub(_on_the_24_hour_clock, newer)  # "10pm" for a statement's "22:00"
    for name in {m.group(0) for m in _STYLED_NAME.finditer(older)}:
        squashed = re.sub(r"[-.]", "", name)
        if len(squashed) >= 5 and squashed != name and re.search(r"[A-Z0-9]", name):  # "e-stop" is a word
            newer = re.sub(rf"(?<![\w./-]){re.escape(squashed)}(?![\w/-])", name, newer, flags=re.I)
    return newer


# A question, or a person telling of themselves: "… if I drew two cards" counts nothing a statement sets
_ASKS_OR_TELLS = re.compile(r"\?|\b(?:i|i'm|i've|i'd|me|my)\b", re.I)


def _in_figures(s: str) -> str:
    """The text with its counts and measures written in words given as figures ("at most five entries")."""
    return values.with_digits(values.counts_with_digits(s))


# The note says its figure keeps to the statement's ("… dropped to 410 ms; still within the budget")
_KEPT_WITHIN = re.compile(r"\b(?:still|well|comfortably|safely)\s+(?:within|under|below|inside|in\s+line\s+with)\b|"
                          r"\bwithin\s+(?:the\s+|our\s+|its\s+)?(?:budget|limit|cap|threshold|sla|slo|target|bounds?)\b",
                          re.I)
_KEY = re.compile(r"[a-z][a-z0-9]*(?:[_.][a-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]+)+")
_REFERS_BACK = re.compile(r"^\s*(?:it|it's|its|that|this|they|these|those|which)\b", re.I)
# A lead that names what a sentence's finding is about ("Finance approved it after the A/B test: …",
# "commit 4e1a9c2: …"); not a time ("at 10:05"), a scheme ("https:") or a key ("retries: 5")
_COLON_LEAD = re.compile(r"^(?P<lead>[^:]{3,80}?[A-Za-z)\]]):\s+(?=\S)")


def _sentence_parts(note: str) -> list[str]:
    """A note's sentences, each also without the lead before its colon; a sentence that opens on a
    pronoun speaks of the one before it and is left out."""
    out: list[str] = []
    for sentence in text.SENTENCE_BREAK.split(note):
        sentence = sentence.strip()
        lead = _COLON_LEAD.match(sentence)
        if lead and " " in lead.group("lead") and not re.search(r"https?$", lead.group("lead")):
            key = lead.group("lead").split()[-1]
            # "policy/limits.yaml has max_credits_without_override: 21": the key and its value
            rest = sentence[lead.end():]
            out.append(f"{key}: {rest.rstrip('.;,')}" if _KEY.fullmatch(key) else rest)
        out.append(sentence)
    return [s for s in out if len(s) >= 12 and not _REFERS_BACK.match(s)]


def _whole(planner: Planner, older: str, newer: str) -> claims.Verdict:
    """The note read whole, then as its findings alone, then for a rule it opens up."""
    verdict = _judge(planner, older, newer)
    found = text.findings(newer)
    if verdict.relation not in ("update", "conflict") and found != newer:
        second = _judge(planner, older, found)
        verdict = second if second.relation in ("update", "conflict") else verdict
    if verdict.relation not in ("update", "conflict", "agree") and verdict.reason not in _SETTLED:
        opened = frames.opened_up(prose(older), prose(newer))  # "editors can rename stops too, not just admins"
        if opened is not None:
            verdict = _second_opinion(planner, older, newer, claims.Verdict("update", opened, None, None, "policy"))
    return verdict


def _by_sentence(planner: Planner, older: str, newer: str) -> claims.Verdict | None:
    """A note of several sentences that says one thing among many ("Work log, Thursday. … Following
    that, the excursion threshold is 0.8 °C …"): each sentence that shares a word with the statement is
    read alone, and what it finds stands unless the whole note explains it away. Rules are left to the
    whole note: a sentence of it alone ("nothing goes live without a reviewer") reads as a rule broken
    more often than it is one."""
    parts = _sentence_parts(newer)
    if parts == [newer.strip()] or frames.NO_CHANGE.search(newer) or _KEPT_WITHIN.search(newer):
        return None

    def terms_of(s: str) -> set[str]:
        return text.content_terms(re.sub(r"[_./-]+", " ", s))  # "max_credits_without_override" says "credits"

    terms = terms_of(older)
    for part in parts[:MAX_SENTENCES * 2]:
        if part == newer or terms.isdisjoint(terms_of(part)):
            continue
        verdict = _unless_explained(older, part, _whole(planner, older, part))
        if verdict.relation not in ("update", "conflict") or verdict.attribute in ("policy", "change") \
                or verdict.attribute in ("measure", "setting") and measures.keyed_agrees(older, newer) \
                or verdict.attribute in ("measure", "setting") \
                and _of_another_record(older, newer, verdict.new_value or verdict.reason) \
                or verdict.attribute == "measure" and schedules.own_schedule_beside(older, parts, part) \
                or verdict.relation == "conflict" and _named_elsewhere(verdict.old_value, newer, part) \
                or verdict.attribute == "place" and _named_elsewhere((verdict.new_value or "").strip("./"), newer, part) \
                or _in_a_siblings_section(older, newer, part):
            continue  # a place the note names again elsewhere is seen among its siblings there ("cmd/devcli/main.go")
        verdict = _unless_explained(older, newer, verdict)
        if verdict.relation in ("update", "conflict"):
            return verdict
    return None


def _in_a_siblings_section(older: str, newer: str, part: str) -> bool:
    """A line of the note that sits in another service's section, where the statement's own service has one
    ("SQS_QUEUE_URL: …" under "invoice-sync:", beside "orders-ingest:")."""
    at = newer.find(part)
    if at < 0:
        return False
    line_start = newer.rfind("\n", 0, at) + 1
    indent = len(newer[line_start:at].expandtabs()) if not newer[line_start:at].strip() else 0
    return indent > 0 and at_work.under_a_sibling(older, newer, sections.above(newer, line_start, indent))


# The setting a verdict shows: "link_ttl: 30 minutes vs 14d", "30 minutes vs duration_minutes = 45"
_SHOWN_KEY = re.compile(r"^(?P<key>[A-Za-z][\w.-]*):\s|(?P<set>[A-Za-z][\w.-]*) = \S+$")


def _of_another_record(older: str, newer: str, shown: str) -> bool:
    """The setting a reader shows sits, in the whole note, in records of other things only ("- type: vaccination"
    and "- type: grooming" above "visit_length_minutes" for "Dental visits … last 20 minutes")."""
    m = _SHOWN_KEY.search(shown)
    return m is not None and (m.group("key") or m.group("set")) in config_dump.keys_of_other_records(older, newer)


def _named_elsewhere(value: str | None, note: str, part: str) -> bool:
    """The note names a value outside the sentence that disagrees: the statement's value still there beside
    the other ("… live in writeoff_accounts; joined it with past_due_accounts"), or the sentence's place
    among its siblings."""
    if not value or len(value) < 3:
        return False
    return value.lower() in note.lower().replace(part.lower(), " ")


_SAID_LEFT_ALONE = "the newer says the older's thing is untouched"


def _unless_explained(older: str, newer: str, verdict: claims.Verdict) -> claims.Verdict:
    """A disagreement found is dropped when the newer says the older still holds, only names a folder
    under the older's, tells how long a run took, fills in a form the older sets, or changes a sibling of
    the thing the older is about (`siblings`)."""
    if verdict.relation not in ("update", "conflict"):
        return verdict
    if _still_holds(older, newer):
        return claims.Verdict("agree", _STILL_HOLDS, None, None, None)
    if _below(older, newer):
        return claims.Verdict("agree", "the newer's place is a folder under the older's", None, None, None)
    if own_record.keeps_its_value(older, newer, verdict.old_value):
        # "missed-retry ^missed-reports$ … delivery-limit:5" in a policy listing raising bulky-bookings to 10
        return claims.Verdict("agree", _OWN_RECORD, None, None, None)
    if verdict.attribute == "measure" and _elapsed(newer, verdict.new_value) and not _elapsed(older, verdict.old_value):
        return claims.Verdict("unrelated", "the newer tells how long a run took", None, None, None)
    if _follows_pattern(older, newer):
        return claims.Verdict("agree", "the newer gives a name of the form the older sets", None, None, None)
    if _bumps_its_tool(older, newer):  # "bump weasyprint 61.1 -> 61.2" for "… generated with WeasyPrint"
        return claims.Verdict("agree", "the newer moves the older's tool to another release", None, None, None)
    if _typo_fixed(newer):  # "Fixed a typo in the MJML template footer ('volunter' -> 'volunteer')"
        return claims.Verdict("unrelated", "the newer fixes a spelling", None, None, None)
    if verdict.attribute in ("measure", "setting", "value") and _confirms_its_figure(older, newer):
        # "Edge TTL is 300 s as expected" for "… cached at the CDN for 5 minutes"
        return claims.Verdict("agree", "the newer confirms the older's figure", None, None, None)
    if _left_untouched(older, newer):  # "classroom holds now expire after 72h …; sim hold expiry logic untouched"
        return claims.Verdict("agree", _SAID_LEFT_ALONE, None, None, None)
    if _other_environment(older, newer) or _only_a_copy_named(older, newer):
        # "Staging predictions come from namespace eta-stg" for production's; "bucket = photos-staging" for photos
        return claims.Verdict("unrelated", _ENVIRONMENTS, None, None, None)
    if verdict.attribute in ("setting", "measure", "value") and _set_on_another_thing(older, newer, verdict):
        # "Set the cabinet status dashboard to auto-refresh every 10 seconds" for the verification queue screen
        return claims.Verdict("unrelated", "the newer sets the value on another thing", None, None, None)
    if _each_systems_folder(older, newer, verdict):  # "/srv/goobi/media" beside "Ledger's API" for /srv/ledger/media
        return claims.Verdict("unrelated", "the newer's place is another system's own", None, None, None)
    if verdict.attribute in ("setting", "measure", "value") and _for_a_new_thing(older, newer, verdict):
        # "For the new CX-2 cargo e-bikes the battery swap threshold is 35%" for "E-bike batteries are swapped …"
        return claims.Verdict("unrelated", _A_NEW_THINGS, None, None, None)
    if verdict.attribute in ("setting", "measure") and _beside_a_sibling_name(older, newer, verdict.new_value or ""):
        # "invoice-mailer consumes bh-wholesale-invoices with BATCH_SIZE=1" for the bh-subs-renewals worker's batch
        return claims.Verdict("unrelated", "the newer's value belongs to a sibling of the older's name", None, None, None)
    if verdict.attribute in ("setting", "measure") and _only_a_sibling_named(older, newer):
        # "get-queue-attributes --queue-url …/docread-results" → VisibilityTimeout 45, for the docread-inbound queue
        return claims.Verdict("unrelated", "the newer names only a sibling of the older's name", None, None, None)
    if _set_apart(older, newer):  # "Intraoral photos (not radiographs) are kept …" for "Radiographs are retained …"
        return claims.Verdict("unrelated", "the newer sets its thing apart from the older's", None, None, None)
    kinds = kind_tables.for_other_kinds(older, newer, verdict.new_value or verdict.reason
                                        if verdict.attribute == "setting" else None)
    if kinds is not None:  # "routine_prune: {dispatch_within: 30d} …" for "Hazard-tree work orders …"
        return claims.Verdict("unrelated", f"the newer gives values for other kinds ({kinds})", None, None, None)
    if verdict.attribute in ("measure", "setting") and _own_figure_keyed(older, newer):
        # "receipts:\n  ttl: 24h" in a dump whose other sections hold other TTLs
        return claims.Verdict("agree", "the newer keeps the older's figure under the older's thing", None, None, None)
    if verdict.attribute in ("measure", "value") and _seen_within_its_bound(older, newer, verdict):
        # "last wave 13 orders" for "A pick wave is capped at 40 orders"
        return claims.Verdict("agree", "the newer's count seen keeps within the older's bound", None, None, None)
    if verdict.attribute in ("measure", "setting") and _within_its_bound(older, newer, verdict):
        # "payments=1873" logged for "Payment runs are capped at 2,000 payments per batch file"
        return claims.Verdict("agree", "the newer's value keeps within the older's bound", None, None, None)
    if verdict.attribute in ("measure", "setting") and _about_a_companion(older, newer, verdict):
        # "Bumped trip-events-dlq to the 14-day max" for "Trip-end events go on the SQS queue trip-events …"
        return claims.Verdict("unrelated", "the newer's setting is a companion's of the older's thing", None, None, None)
    if _a_twins_value(older, verdict):  # "db-amr-stg-02" for the read store on "db-amr-01"
        return claims.Verdict("unrelated", f"{verdict.new_value} is a twin of the older's thing", None, None, None)
    side = siblings.other_side(older, verdict.new_value) \
        if verdict.new_value and (verdict.attribute in ("setting", "measure", "value")
                                  or verdict.old_value and siblings.other_side(verdict.old_value, verdict.new_value)) else None
    if side is not None:  # "client_heartbeat_interval: 30s" for "Dedicated servers send a heartbeat every 10 seconds"
        return claims.Verdict("unrelated", f"the {side[1]} side, not the {side[0]}", None, None, None)
    sibling = None if verdict.attribute in _NAMED_VALUES \
        else siblings.other_sibling(older, newer) or siblings.labelled_other(older, newer) \
        or siblings.other_named(older, newer) or siblings.other_instance(older, newer)
    if sibling is not None:  # "The interactive partition …" / "Raised the max walltime on the preempt partition …"
        return claims.Verdict("unrelated", f"{sibling[1]} is another thing than {sibling[0]}", None, None, None)
    carrier = _carrying_sentence(newer, verdict)
    if carrier is not None and verdict.attribute not in _NAMED_VALUES:
        sibling = siblings.other_sibling(older, carrier) or siblings.other_sibling(older, carrier, changed_only=False) \
            or siblings.other_instance(older, carrier)
        if sibling is not None:  # "Note: the commercial cycle run was moved to 01:30" below a listing of both runs
            return claims.Verdict("unrelated", f"{sibling[1]} is another thing than {sibling[0]}", None, None, None)
    return verdict


_CONFIG_LINE = re.compile(r"^(?P<indent>[ \t]*)(?:-\s+)?[\"']?(?P<key>[A-Za-z_][\w.-]*)[\"']?\s*[:=]\s*(?P<value>\S.*)$")
_SECTION_LINE = re.compile(r"^(?P<indent>[ \t]*)[\"']?(?P<key>[A-Za-z_][\w.-]*)[\"']?\s*:\s*$")
# Words every setting of a measure has, which name no thing of the statement's
_MEASURE_WORDS = frozenset(text.stem(w) for w in "ttl timeout time interval duration period value default max min limit "
                           "size count retention expiry expire cache cached".split())


def _own_figure_keyed(older: str, newer: str) -> bool:
    """A configuration in the note gives the statement's own figure under a key or a section that names the
    statement's thing ("receipts:" above "ttl: 24h" for "Receipt validation results are cached for 24 hours"):
    the note's other figures are other things'."""
    said = text.content_terms(re.sub(r"[_./-]+", " ", older)) - _MEASURE_WORDS
    sections: list[tuple[int, str]] = []
    rows: list[tuple[str, str, str]] = []  # (key, the sections above it, value)
    for line in newer.splitlines():
        if line.startswith(("-", "+")):
            continue  # a diff's line is a change, not the configuration in force
        section = _SECTION_LINE.match(line)
        if section is not None:
            depth = len(section.group("indent").expandtabs(2))
            sections = [s for s in sections if s[0] < depth] + [(depth, section.group("key"))]
            continue
        config = _CONFIG_LINE.match(line)
        if config is not None:
            depth = len(config.group("indent").expandtabs(2))
            rows.append((config.group("key"), " ".join(k for d, k in sections if d < depth), config.group("value").strip()))
    for key, above, value in rows:
        if said & text.content_terms(re.sub(r"[_./-]+", " ", f"{above} {key}")) and figure_changes.gives_figure(older, value) \
                and any(k == key and o != above and v != value for k, o, v in rows):
            return True  # one row of a table of siblings, each with its own value of the key
    return False


# A key that names a bound itself: its value moves the bound, not a count kept within it
_BOUND_KEY = re.compile(r"max|min|limit|cap|ceiling|floor|threshold|quota|budget|allow|size|per_", re.I)


# A line a program logged: a clock time or a level
_LOGGED = re.compile(r"\b\d{2}:\d{2}:\d{2}|\b(?:INFO|DEBUG|WARN|WARNING|ERROR|TRACE)\b")


def _keeps_to_its_bound(older: str, value: float, bound: float) -> bool:
    """Whether a count keeps to the statement's figure `bound`, when the statement makes that figure a ceiling
    or a floor of a count."""
    for figure in figure_changes.statement_figures(re.sub(r"(?<=\d),(?=\d{3}\b)", "", older)):
        if figure.number == bound and figure.bound and figure.dimension is None:
            return value <= bound if figure.bound < 0 else value >= bound
    return False


def _within_its_bound(older: str, newer: str, verdict: claims.Verdict) -> bool:
    """The statement sets a ceiling or a floor ("capped at 2,000 payments", "at least 3 replicas") and a
    line the note's program logged shows a count that keeps to it (a configuration's value sets the bound)."""
    old, new = verdict.old_value or "", verdict.new_value or ""
    key, _, shown = new.rpartition("=")
    numbers = re.findall(r"\d+(?:\.\d+)?", shown.replace(",", ""))
    stated = re.findall(r"\d+(?:\.\d+)?", old.replace(",", ""))
    if not key.strip() or _BOUND_KEY.search(key) or len(numbers) != 1 or len(stated) != 1 \
            or re.search(r"[A-Za-z%]", shown):
        return False  # a bare count alone: "payments = 1873", not "timeout = 30s"
    if not any(_LOGGED.search(line) and re.search(rf"\b{re.escape(key.strip())}\s*=", line)
               for line in newer.splitlines()):
        return False
    return _keeps_to_its_bound(older, float(numbers[0]), float(stated[0]))


# Words that make a figure a bound, or tell it changed, rather than a count seen
_SETS_A_BOUND = re.compile(r"\b(?:cap|caps|capped|limit\w*|max\w*|min|minimum|at\s+most|at\s+least|up\s+to|ceiling|floor|"
                           r"threshold|no\s+(?:more|fewer|less)\s+than|allow\w*|size[ds]?|set\s+to|configured|"
                           r"reject\w*|refus\w*|stops?|stopped|block\w*|throttl\w*|overflow\w*|full)\b", re.I)  # a bound met


def _seen_within_its_bound(older: str, newer: str, verdict: claims.Verdict) -> bool:
    """The statement sets a ceiling or a floor of a count ("A pick wave is capped at 40 orders") and the note
    tells a count seen that keeps to it ("last wave 13 orders"), in a sentence that neither sets a bound nor
    tells a change."""
    old, new = verdict.old_value or "", verdict.new_value or ""
    numbers, stated = re.findall(r"\d+(?:\.\d+)?", new.replace(",", "")), re.findall(r"\d+(?:\.\d+)?", old.replace(",", ""))
    if "=" in new or len(numbers) != 1 or len(stated) != 1:
        return False
    carrying = [p for p in _LINE_OR_SENTENCE.split(newer) if re.search(rf"(?<![\w.,]){re.escape(new)}(?!\w)", p)]
    if not carrying or any(_SETS_A_BOUND.search(p) or text.CHANGE.search(p) for p in carrying):
        return False
    return _keeps_to_its_bound(older, float(numbers[0]), float(stated[0]))


# A name's part that makes it a copy in another environment: "db-amr-stg-02", "acme-staging-tenant-exports"
_TWIN_PARTS = frozenset("stg staging sandbox uat nonprod".split())


def _a_twins_value(older: str, verdict: claims.Verdict) -> bool:
    """The note's value is a name of a staging, sandbox or UAT twin ("db-amr-stg-02"), and the statement speaks
    of no such environment."""
    new = verdict.new_value or ""
    if "/" in new or " " in new.strip():
        return False  # a path, a URL or a command is no twin's name
    parts = set(re.split(r"[^a-z0-9]+", new.lower()))
    said = set(re.split(r"[^a-z0-9]+", older.lower()))
    old_parts = set(re.split(r"[^a-z0-9]+", (verdict.old_value or "").lower()))
    return bool(parts & _TWIN_PARTS) and not (said | old_parts) & _TWIN_PARTS \
        and not _ENVIRONMENT.search(older) and len(parts) >= 2


# A resource's companion, named after it: its dead-letter queue, its retry topic, its backup or replica
_COMPANIONS = ("dlq", "dead-letter", "deadletter", "retry", "retries", "backup", "replica", "mirror", "shadow", "canary")


def _about_a_companion(older: str, newer: str, verdict: claims.Verdict) -> bool:
    """The note names a companion of a name the statement writes ("trip-events-dlq", "$TRIP_EVENTS_DLQ_URL" for
    the queue trip-events), the statement speaks of no such companion, and the note does not show the thing
    itself by its name: a setting the note shows is the companion's."""
    low_old = older.lower()
    if any(c in low_old for c in _COMPANIONS):
        return False
    names = [v.key for v in retired.values_of(older) if v.kind == "ident" and re.search(r"[a-z][-_.][a-z]", v.key)]
    companion = "|".join(c.replace("-", "[-_]?") for c in _COMPANIONS)
    carrier = _carrying_sentence(newer, verdict) or ""
    for name in names:
        written = "[-_.]".join(re.escape(part) for part in re.split(r"[-_.]", name))  # "TRIP_EVENTS" is "trip-events"
        if re.search(rf"(?<![\w-]){written}(?![\w-]|[-_.](?:{companion}))", carrier, re.I):
            return False  # the value's own sentence names the thing itself
        if re.search(rf"\b(?:name|id|\w*_name|\w*Name)[\"']?\s*[:=]\s*[\"']?{written}[\"']?(?![\w-])", newer):
            return False  # 'name = "invoice-ocr-jobs"': the note shows the thing itself, its companion only referred to
        if re.search(rf"(?<![\w-]){written}[-_.](?:{companion})(?![a-z])", newer, re.I):
            return True
    return False


# A note's lines, and the sentences within them: where one value is given
_LINE_OR_SENTENCE = re.compile(r"\n|(?<=[.!?;])\s+")


def _carrying_sentence(newer: str, verdict: claims.Verdict) -> str | None:
    """The one sentence or line of a longer note that gives the verdict's new value; None when there is no
    such one sentence."""
    value = verdict.new_value or (verdict.reason.split(":", 1)[0] if verdict.attribute == "change" else "")
    token = next((t for t in reversed(re.findall(r"[A-Za-z_][\w.-]*[A-Za-z0-9]|\d+(?:[.:]\d+)?", value)) if len(t) > 1), None)
    if token is None:
        return None
    parts = [p for p in _LINE_OR_SENTENCE.split(newer) if re.search(rf"(?<![\w.-]){re.escape(token)}(?![\w-])", p, re.I)]
    return parts[0] if len(parts) == 1 and parts[0].strip() != newer.strip() else None


_BUMP = re.compile(r"(?<![\w.-])(?P<tool>[A-Za-z][\w.+-]*[A-Za-z])[@\s=:]+v?\d+(?:\.\d+)+\s*(?:->|→|=>|to)\s*v?\d+(?:\.\d+)+\b")


def _bumps_its_tool(older: str, newer: str) -> bool:
    """The note moves a tool the statement names, with no release of it, to another release: the
    statement still holds ("Inspection report PDFs are generated with WeasyPrint")."""
    bumps = list(_BUMP.finditer(newer))
    if not bumps:
        return False
    low = older.lower()
    tools = claims.tool_names(older) \
        | {v.key for v in retired.values_of(older) if v.kind == "name"}
    for m in bumps:
        tool = m.group("tool").lower()
        if tool in tools and re.search(rf"(?<![\w.-]){re.escape(tool)}(?![\w-])", low) \
                and not re.search(rf"(?<![\w.-]){re.escape(tool)}[@\s=:-]*v?\d", low):
            return True
    return False


_TYPO = re.compile(r"\b(?:typos?|misspell\w*|spelling)\b", re.I)
_ARROW_SIDES = re.compile(r"['\"`]?([\w.-]+)['\"`]?\s*(?:->|→|=>)\s*['\"`]?([\w.-]+)")


def _typo_fixed(newer: str) -> bool:
    """The note fixes a spelling: it says so, and each arrow in it joins two spellings of one word."""
    arrows = _ARROW_SIDES.findall(newer)
    return _TYPO.search(newer) is not None and bool(arrows) and all(
        not any(ch.isdigit() for ch in a + b) and difflib.SequenceMatcher(None, a.lower(), b.lower()).ratio() >= 0.8
        for a, b in arrows)


# Verdicts on a value written out (a place, a tool, a person, a name, a port): the value ties the two texts
# whatever thing of a kind the note changes besides
_NAMED_VALUES = frozenset({"place", "tech", "holder", "name", "port", "path"})


# A form with blanks to fill: "vX.Y.Z", "YYYY-MM-DD", "feature/<ticket>-<slug>", "{env}-db"
_BLANK = re.compile(r"<[\w-]+>|\{[\w-]+\}|YYYY|YY|MM|DD|HH|(?:(?<=\bv)|(?<![A-Za-z]))[XYZN](?![A-Za-z])")
_BLANK_FILL = {"YYYY": r"\d{4}", "YY": r"\d{2}", "MM": r"\d{2}", "DD": r"\d{2}", "HH": r"\d{2}"}


def _forms(s: str) -> list[re.Pattern[str]]:
    """The name forms a statement sets: its tokens with blanks in them, as patterns."""
    out = []
    for token in s.split():
        token = token.strip("`'\".,;:()")
        if len(token) < 3 or not _BLANK.search(token) or not re.search(r"[^A-Za-z]", token) \
                or not _BLANK.sub("", token):
            continue  # a bare capital ("X"), a word, or a blank alone ("<id>") is no form
        parts, at = [], 0
        for m in _BLANK.finditer(token):
            parts += [re.escape(token[at:m.start()]), _BLANK_FILL.get(m.group(0), r"[\w-]+" if m.group(0)[0] in "<{"
                                                                       else r"\d+")]
            at = m.end()
        parts.append(re.escape(token[at:]))
        out.append(re.compile(r"(?<![\w.-])" + "".join(parts) + r"(?![\w-])", re.I))
    return out


def _follows_pattern(older: str, newer: str) -> bool:
    """Whether the newer fills in a form the older sets ("Tagged fjord v1.4.2" for "Release tags follow
    the vX.Y.Z format"): a name of that form is the rule kept, not another value."""
    return any(form.search(newer) for form in _forms(older))


def _paths(s: str) -> set[str]:
    return {v.key.strip("`'\"").rstrip("/") for v in retired.values_of(s) if v.kind == "ident" and "/" in v.key
            and "://" not in v.key}


# "sim hold expiry logic untouched", "ingest limits are unchanged": what a note says it left alone
_SAID_UNTOUCHED = re.compile(r"(?P<what>[\w\"'`-]+(?:[./][\w-]+)*(?:\s+[\w\"'`-]+(?:[./][\w-]+)*){0,5})\s+"
                        r"(?:is\s+|are\s+|stays?\s+|remains?\s+|was\s+|were\s+|"
                        r"left\s+)?(?:untouched|unchanged|unaffected|unmodified|not\s+(?:affected|touched|changed)|(?<=left\s)alone(?=\s*(?:[.;,)]|$))|"
                        r"(?:left|stays?|remains?|kept)\s+as\s+(?:(?:it|they)\s+)?(?:is|are|was|were)|"
                        # "Road crew lead time isn't in the env file", "… so it is not in this response": the
                        # listing holds other things' values
                        r"(?P<unlisted>(?:is|are)(?:n't|\s+not)\s+(?:in|part\s+of|listed\s+in|shown\s+in)\s+(?:this|the)\s+"
                        r"(?:[\w.-]+\s+)?(?:file|response|output|listing|list|payload|dump|results?)\b"
                        r"(?!\s*(?:any\s*more|now|since|after)))|"
                        r"not\s+(?:a\s+)?part\s+of\s+(?:this|that|the)\s+(?:work|change|migration|upgrade|rollout|rebuild)|"
                        r"(?<=is\s|re\s)not\s+(?:on|in)\s+this\s+(?:box|host|server|machine|node|cluster|vm)|"
                        # "The ranked season reset job keeps its own schedule", "Invoice approvals have their own timeout"
                        # "The seamer has its own controller"; not a place of its own ("has its own repository")
                        r"(?:keeps?|ha(?:ve|s))\s+(?:its|their)\s+own\s+(?:schedule|settings?|config\w*|timeouts?|limits?|"
                        r"values?|rules?|queues?|engine|flow|controllers?|devices?|drivers?|setpoints?|thresholds?|"
                        r"credentials?|keys?|tokens?))\b",
                        re.I)
# "vertical-tracker keeps consuming the accepted-scan stream; we do not touch it"
_NOT_TOUCHING_IT = re.compile(r"(?P<what>[\w\"'`-]+(?:\s+[\w\"'`-]+){0,5})\s*[;,]\s*(?:and\s+|so\s+)?(?:we|i)\s+"
                              r"(?:do|did|will)(?:\s+not|n't)\s+(?:touch|change)\s+(?:it|them)\b", re.I)
# "Left sales alone.", "leaving the weekly export as is": the verb first, then what is left
_LEFT_IT = re.compile(r"\b(?:left|leaving|leaves?)\s+(?P<what>[\w\"'`-]+(?:\s+[\w\"'`-]+){0,4})\s+(?:alone|as\s+is|"
                      r"untouched|unchanged)\b", re.I)


def _said_untouched(s: str) -> list[re.Match[str]]:
    """Where a text says what it left as it was, in either order ("X unchanged", "left X alone")."""
    return [*_SAID_UNTOUCHED.finditer(s), *_LEFT_IT.finditer(s), *_NOT_TOUCHING_IT.finditer(s)]


# The note sets its thing apart from another: "(guests, not members)", "(not radiographs)", "separate from the
# owner notifications", "unlike the member codes"
_APART_FROM = re.compile(r"\((?:[^()]{0,40}?,\s*)?not\s+(?:the\s+)?(?P<a>[\w-]+(?:\s+[\w-]+)?)\)|"
                         r"\b(?:separate|apart|distinct)\s+from\s+(?:the\s+|our\s+)?(?P<b>[\w-]+(?:\s+[\w-]+)?)|"
                         r"\bunlike\s+(?:the\s+|our\s+)?(?P<c>[\w-]+(?:\s+[\w-]+)?)", re.I)


def _set_apart(older: str, newer: str) -> bool:
    """The note says its thing is not the statement's: what it sets apart is a word of the statement, not
    of its value ("Postgres now (not MySQL)" is a change)."""
    values = {text.stem(w) for v in retired.values_of(older) for w in text.words(v.shown.replace("-", " "))} \
        | {text.stem(w) for n in claims.tool_names(older) for w in text.words(n)}
    said = {text.stem(w) for w in text.words(older.replace("-", " "))} - text.STOP - values
    for m in _APART_FROM.finditer(newer):
        words = {text.stem(w) for w in text.words((m.group("a") or m.group("b") or m.group("c")).replace("-", " "))}
        if words - text.STOP & said:
            return True
    return False


_WRITTEN_NAME = re.compile(r"[A-Za-z][\w]*(?:[-_.][\w]+)+")


def _beside_a_sibling_name(older: str, newer: str, value: str) -> bool:
    """The sentence or line of the note that gives the value names a sibling of a name the statement writes
    (as many parts, one of them shared, another not: "bh-wholesale-invoices" for "bh-subs-renewals") and
    none of the statement's names: the value is the sibling's."""
    mine = {n for n in text.JOINED_NAME.findall(older.lower()) if _an_identifier(n)}
    token = next((t for t in re.findall(r"[A-Za-z_][\w.-]*[A-Za-z0-9]|\d+(?:\.\d+)?", value) if len(t) > 1), None)
    if not mine or token is None:
        return False
    mine_parts = [n.split("-") for n in mine]
    for part in _LINE_OR_SENTENCE.split(newer):
        low = part.lower()
        if token.lower() not in low:
            continue
        if any(n in low for n in mine):
            return False
        for name in text.JOINED_NAME.findall(low):
            parts = name.split("-")
            if any(len(parts) == len(own) and (parts[0] == own[0]) != (parts[-1] == own[-1]) for own in mine_parts):
                return True
    return False


# A joined name the statement gives a thing of a system: "the docread-inbound SQS queue"
_NAMED_THING = re.compile(r"(?<![\w./-])([a-z][a-z0-9]*(?:-[a-z0-9]+)+)\s+(?:\w+\s+)?(?:queue|bucket|table|topic|"
                          r"service|stream|index|job|worker|cluster|database|db|cache)\b")
_ANY_JOINED_NAME = re.compile(r"(?<![\w-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w-])")


def _only_a_sibling_named(older: str, newer: str) -> bool:
    """The note never names the statement's joined names, and names a sibling of one (as many parts, the
    first shared and the last not, anywhere, a URL's path too): its settings are the sibling's."""
    low_old = older.lower()
    mine = {n for n in text.JOINED_NAME.findall(low_old) if _an_identifier(n)} | set(_NAMED_THING.findall(low_old))
    if not mine:
        return False
    low = newer.lower().replace("_", "-")
    if any(n in low for n in mine):
        return False
    said = {text.stem(w) for w in text.words(low_old.replace("-", " "))}
    theirs = set(_ANY_JOINED_NAME.findall(low))
    # a part the statement says in words is the statement's thing named short ("refund-sync" for the
    # refund-status sync job)
    return any(len(p := n.split("-")) == len(q := own.split("-")) and p[0] == q[0] and p[-1] != q[-1]
               and not {text.stem(w) for w in p if w not in q} & said for n in theirs for own in mine)


# The last part of a name that says what kind of running thing or store it is ("roster-db", "fares-api")
_KIND_SUFFIXES = frozenset("db api svc service worker queue bucket cache job cron topic host srv server cluster "
                           "store index".split())
_LINKING_PARTS = frozenset("of to as the by in on a an and or for per up".split())


def _an_identifier(name: str) -> bool:
    """A joined name that names a thing of a system ("bh-subs-renewals", "roster-db"), not a hyphenated word
    ("auto-ends", "ice-time", "end-of-day")."""
    parts = name.split("-")
    if set(parts) & _LINKING_PARTS:
        return False
    return len(parts) >= 3 or parts[-1] in _KIND_SUFFIXES or any(ch.isdigit() for ch in name)


# A clause that says what it shows is as it should be
_AS_EXPECTED = re.compile(r"\bas\s+(?:expected|documented|configured|intended|designed|agreed|specified)\b|"
                          r"\b(?:confirm(?:s|ed)?|verified|matches|correct)\b", re.I)


def _confirms_its_figure(older: str, newer: str) -> bool:
    """Whether a clause of the note says one of the statement's figures, in any unit, is as it should be."""
    return any(_AS_EXPECTED.search(clause) and figure_changes.gives_figure(older, clause)
               for clause in text.SENTENCE_BREAK.split(newer))


def _left_untouched(older: str, newer: str) -> bool:
    """The note says two words' worth of the older's thing is left untouched, and never gives the older's
    own figure (that one it changes: "`max_renewals: 3` (bumped from 2 …). Hold-blocks-renewal rule untouched")."""
    def figures(s: str) -> set[str]:  # not the digits of a name: "S3", "aws_s3_bucket", "ZT411"
        return set(re.findall(r"(?<![A-Za-z_\d])\d[\d.,:]*", values.counts_with_digits(values.with_digits(s))))

    untouched = _said_untouched(newer)
    if any(_WRITTEN_NAME.fullmatch(w) and re.sub(r"[-_]", "-", w.lower()) in re.sub(r"[-_]", "-", older.lower())
           for m in untouched for w in m.group("what").strip("\"'`").split()):
        return True  # the statement's own written name said untouched: "…; parser-svc left as is"
    if figures(older) & figures(newer):
        return False
    said = text.content_terms(re.sub(r"[-_]", " ", older))
    # the parts only the statement's written names have: "Left sales alone." beside ticket_validations
    own_parts = _name_parts(older) - _name_parts(newer)

    subject_words = phrases.subject(older)
    subject = {w for w in subject_words if len(w) >= 5}  # "autocomplete untouched" names the subject
    # the word that picks the statement's thing out of its kind, where the note names another of the kind:
    # "fan" of "fan guns" beside "the lance guns"
    plain_old = [w.lower() for w in text.words(older.replace("-", " "))]
    plain_new = [w.lower() for w in text.words(newer.replace("-", " "))]
    other_kinds = {text.stem(b) for a, b in zip(plain_new, plain_new[1:], strict=False)
                   if a not in text.STOP and text.stem(a) not in subject_words}
    qualifiers = {text.term(a) for a, b in zip(plain_old, plain_old[1:], strict=False)
                  if text.stem(a) in subject_words and text.stem(b) in subject_words & other_kinds
                  and a not in text.STOP}

    # the note tells no change and never gives the statement's figure, in any unit
    unchanging = not text.CHANGE.search(newer) and not figure_changes.gives_figure(older, newer)

    def names_it(what: str, elsewhere: set[str]) -> bool:
        terms = text.content_terms(re.sub(r"[_\"'`]", " ", what))
        named = {w for w in terms if any(_one_word(w, s) for s in said)}
        # "Car and motorbike cutoff untouched": the statement's word said only to say it is untouched
        return len(named) >= 2 or len(terms) == 1 and bool(terms & (subject | own_parts)) \
            or unchanging and bool(named) and not named & elsewhere \
            or bool(named & qualifiers) and not named & elsewhere  # "Fan group setpoints stay as they are"

    plain = newer.replace("-", " ")

    def said_of(m: re.Match[str]) -> str:
        what = m.group("what")
        if not m.groupdict().get("unlisted"):  # only "… isn't in the env file" reads its thing back
            return what
        if re.search(r"\b(?:it|they)$", what, re.I):  # "…, so it is not in this response": the sentence's thing
            what = re.split(r"[.!?;:]\s|\n", plain[:m.start("what")])[-1]
        # "App card payments are not in this file" names another kind of payment: the word that picks the
        # thing out comes first, and must be the statement's
        first = next((w for w in text.words(what) if w.lower() not in text.STOP), "")
        return what if any(_one_word(text.term(first), w) for w in said) else ""

    # each of a list said untouched on its own: "intake and the API hosts untouched"
    return any(names_it(what, text.content_terms(plain[:m.start()] + " " + plain[m.end():]))
               for m in _said_untouched(plain) for what in {said_of(m), *re.split(r",\s*|\s+and\s+", said_of(m))}
               if what)


def _name_parts(s: str) -> set[str]:
    """The parts, as stems of four letters or more, of the names a text writes joined ("ticket_sales")."""
    return {text.stem(p) for n in _WRITTEN_NAME.findall(s) for p in re.split(r"[-_.]", n.lower()) if len(p) >= 4}


def _below(older: str, newer: str) -> bool:
    """Whether every path the newer gives sits in a folder under the one path the older gives
    ("kept under features/" / "moved the click-through definitions into features/engagement/")."""
    old, new = _paths(older), _paths(newer)
    return len(old) == 1 and bool(new) and all(p.startswith(next(iter(old)) + "/") for p in new)


# How long something took ("finished in 42 min", "took 3 hours"): a run's length, not a setting's value
_ELAPSED = re.compile(r"\b(?:finished|completed|done|ran|took|lasted)\s+(?:in\s+|for\s+)?(?:about\s+|around\s+|"
                      r"roughly\s+|~)?$", re.I)


def _elapsed(s: str, value: str | None) -> bool:
    if not value:
        return False
    at = s.lower().find(value.lower())
    return at > 0 and _ELAPSED.search(s[:at]) is not None


# "… is still fronted by the nginx ingress; only the TLS certs moved", "it still reads the tables from
# config/tariffs.yaml": the older's value is said again and said to hold; what moved is something else.
_STILL = re.compile(r"\b(?:still|unchanged|untouched|as\s+before|stays?|stayed|remains?|remained)\b", re.I)
_STILL_HOLDS = "the newer says the older's value still holds"


def _still_holds(older: str, newer: str) -> bool:
    """Whether a clause of the newer says the older again — its subject and every value it gives — and
    says it holds: a change beside it is another thing's. ("Adyen stays around for refunds" beside "moved
    deposit charging over to Stripe" keeps the value for another subject, and is no such clause.)"""
    about = pair_model.subject_terms(older)

    def ties(s: str) -> bool:  # says the older's subject
        said = text.part_stems(s)
        return bool(about) and len(about & said) >= min(2, len(about))

    # "Reconfirmed at today's CAB: no form page ships without passing WCAG 2.1 AA."
    if _RECONFIRMED.match(newer) and ties(newer) and pair_model.repeats_values(older, newer, whole_words=True):
        return True
    if _STILL.search(newer) is None:
        return False
    for clause in _CLAUSES.split(newer):
        tied = ties(clause)
        if _STILL.search(clause) and pair_model.repeats_values(older, clause, whole_words=True) and tied:
            return True
        if tied and _UNTOUCHED.search(clause) and not re.search(r"\d", clause) and len(text.words(clause)) <= 8 \
                and text.CHANGE.search(clause) is None and not retired.retires_a_value(older, newer):
            return True  # "Set the cache on news-sitemap.xml to 1 minute. Article page caching untouched."; not
            # "retire mosquitto. … kept topic layout gates/… unchanged": the value itself went
    return False


# A note that opens by saying it confirms again what follows
_RECONFIRMED = re.compile(r"^\s*(?:re-?confirmed|re-?affirmed|confirmed\s+again|re-?checked\s+and\s+confirmed)\b", re.I)
# The older's subject said to be left as it was, with no value of its own
_UNTOUCHED = re.compile(r"\b(?:unchanged|untouched|not\s+touched|left\s+(?:alone|as\s+is)|stays?\s+as\s+is)\s*[.;]?\s*$",
                        re.I)



# What the readers settle before any reading; no pair of these is weighed by the pair model.
_LOG_LINE = "a log line states nothing to update"
_NO_PROSE = "no prose to compare"
_SAME_STATEMENT = "the same statement"
_ERROR_REPORTS = "two error reports"
_ENVIRONMENTS = "two different environments"
_OWN_RECORD = "the newer's record of the older's thing keeps its value"
_A_NEW_THINGS = "the newer gives the value of a new thing"
_SETTLED = frozenset({_LOG_LINE, _NO_PROSE, _SAME_STATEMENT, _ERROR_REPORTS, _ENVIRONMENTS, _A_NEW_THINGS})


# What a log line never says and a statement does: a decision taken, a state in the present tense
# ("We decided to run Mosquitto as the MQTT broker …", "Opening book files live in /srv/knightly/books")
_STATES = re.compile(r"^\s*we\s+(?:decided|chose|agreed|settled)\b|\b(?:is|are|lives?|gets?|starts?|runs?|must|never|"
                     r"always|only|expires?|lasts?|closes?|opens?|times?\s+out|retries|renews?|rotates?|requires?|"
                     r"needs?|costs?|applies|stays?|remains?|holds?)\b", re.I)


def _judge(planner: Planner, older: str, newer: str) -> claims.Verdict:
    return _second_opinion(planner, older, newer, _read(planner, older, newer))


def _second_opinion(planner: Planner, older: str, newer: str, verdict: claims.Verdict) -> claims.Verdict:
    """The language model, when one is at hand, may overrule a disagreement the heuristics found."""
    if planner.tasks is not None and verdict.relation in ("update", "conflict"):
        opinion = planner.tasks.contradicts(older, newer)
        if opinion is not None and not opinion[0]:
            return claims.Verdict("agree", opinion[1] or "the model sees no conflict", None, None, None)
    return verdict


# "Only the head roaster may approve …"; "nobody else can approve it", "without the head roaster signing off"
_ONLY_HOLDER = re.compile(r"\bonly\s+(?:the\s+|a\s+|an\s+)?(?P<h>[\w-]+(?:\s+[\w-]+){0,2}?)\s+(?:may|can|is\s+allowed|"
                          r"are\s+allowed|gets?\s+to|is\s+able|are\s+able)\b", re.I)
_NOBODY_ELSE = re.compile(r"\b(?:nobody|no\s+one|no-one|none)\s+else\b|\b(?:nothing|nobody|no\s+one)\s+but\b|\bonly\b|"
                          r"\bwithout\b|\bunless\b", re.I)
_HOLDER_KIND = frozenset(text.stem(w) for w in "service team app application worker job person role".split())


def _holder_said_again(older: str, newer: str) -> bool:
    """The note names the one holder the rule allows (its kind word aside: "the scheduler" for "the
    scheduler service") and says no one else is: it restates the rule."""
    m = _ONLY_HOLDER.search(older)
    if m is None or _NOBODY_ELSE.search(newer) is None:
        return False
    holder = {text.stem(w) for w in text.words(m.group("h"))} - _HOLDER_KIND - text.STOP
    return bool(holder) and holder <= {text.stem(w) for w in text.words(newer)}


_MOVES_A_THING = re.compile(r"\b(?:extract\w*|split\w*\s+out|mov(?:e|ed|es|ing)|migrat\w*|renam\w*|delet\w*|remov\w*|"
                            r"replac\w*|retir\w*|decommission\w*|deprecat\w*|switch\w*|cut\w*\s+over|archiv\w*|"
                            r"nothing\s+left|power\w*\s+(?:it\s+|them\s+)?(?:down|off)|shut\w*\s+(?:it\s+)?down|"
                            r"t(?:ear|ore|orn)\w*\s+(?:it\s+)?down)\b", re.I)


def _keeps_its_names(older: str, newer: str) -> bool:
    """The note writes every name the statement writes ("smtp.lib.internal") and none other of their
    shape, and tells no change: it works on the statement's thing, it does not move it."""
    if _MOVES_A_THING.search(newer) or frames.renames(newer) or frames.moves_a_value(newer):
        return False  # "topic a.b renamed to c.d", "moved off jobs-01", "extract instruments/ into a repo"
    names = {v.key for v in retired.values_of(older) if v.kind == "ident" and re.search(r"[._/-]", v.key)}
    if not names or not all(name in newer.lower() for name in names):
        return False
    shapes = {handover.shape(name) for name in names}
    return not any(v.key not in names and handover.shape(v.key) in shapes for v in retired.values_of(newer)
                   if v.kind == "ident")


def _weighed(older: str, newer: str) -> claims.Verdict | None:
    """The fitted pair model's verdict on a pair no reader recognised (`pair_model`), only when the newer tells
    a change: an update. On notes it never saw, its conflicts (no change told) were look-alikes as often as
    contradictions, so it raises none."""
    if not pair_model.weighable(older, newer) or handover.swaps_another_tool(older, newer) \
            or _holder_said_again(older, newer) or _keeps_its_names(older, newer):
        return None
    a, b = frames.as_statement(prose(older)) or older, frames.as_statement(prose(newer)) or newer
    if not pair_model.tells_change(b) or not pair_model.disagree(a, b):
        return None
    return claims.Verdict("update", "another value of the same thing (weighed)", None, None, "weighed")


def _read(planner: Planner, older: str, newer: str) -> claims.Verdict:
    """The hand-written readers, in order: the first that recognises the pair gives the verdict."""
    if text.is_routine(older) and not _STATES.search(older):
        return claims.Verdict("unrelated", _LOG_LINE, None, None, None)
    older, newer = phrases.acronyms_spelled(older, newer)  # "CNP payments" / "card-not-present payment"
    older, newer = phrases.short_forms_spelled(older, newer)  # "rec features" / "recommendation features"
    raw_newer = newer = text.answered(newer)
    older, newer = frames.as_statement(prose(older)), frames.as_statement(prose(newer))
    if not older or not newer:
        setting = _setting(older, raw_newer) if older else None  # a note that is only a config line
        # or a log line that names a thing by its new name ("cron: settle-nightly (what used to be …)")
        renamed = frames.renamed(older, raw_newer) if older else None
        if setting is None and renamed is not None:
            return claims.Verdict("update", renamed, None, None, "change")
        shown = _shown(older, raw_newer) if older and setting is None else None
        # a commit that drops the statement's tool for another ("chore(render): drop wkhtmltopdf; … Chromium …")
        swap = retired.replaced(older, raw_newer) if older and not setting and not shown else None
        if swap is not None and swap[2]:
            return frames.valued(swap[2], swap[0], swap[1], "value")
        return setting or shown or (_shown_gone(older, raw_newer) if older else None) \
            or claims.Verdict("unrelated", _NO_PROSE, None, None, None)
    if _restated(older, newer):
        return claims.Verdict("agree", _SAME_STATEMENT, None, None, None)
    if _error_report(older) and _error_report(newer):
        # "TypeError in billing/db.py …" / "TypeError in billing/models.py …": two occasions
        return claims.Verdict("unrelated", _ERROR_REPORTS, None, None, None)
    old_envs, new_envs = _environments(older), _environments(newer)
    if old_envs and new_envs and not old_envs & new_envs:
        return claims.Verdict("unrelated", _ENVIRONMENTS, None, None, None)
    verdict = claims.compare(older, newer)
    if verdict.relation in ("update", "conflict") and _refines(verdict.old_value, verdict.new_value):
        verdict = claims.Verdict("agree", f"{verdict.new_value} refines {verdict.old_value}", None, None, None)
    if verdict.relation == "conflict" and not verdict.one_subject and frames.different_subjects(older, newer) \
            or verdict.relation in ("update", "conflict") and frames.kinds_apart(older, newer):
        verdict = claims.Verdict("unrelated", "two different subjects", None, None, None)
    if verdict.relation == "conflict" and text.CHANGE.search(newer) and not text.CHANGE.search(older):
        # the claims disagree and the newer says something changed ("after the upgrade … Java 21")
        verdict = claims.Verdict("update", verdict.reason.replace(" vs ", " → "), verdict.old_value,
                                 verdict.new_value, verdict.attribute)
    if verdict.relation not in ("update", "conflict") and len(older) <= SHORT and len(newer) <= SHORT:
        rule = frames.verdict(older, newer)
        # "I've never attempted triangle problems" denies an experience; it is no rule against them
        if rule is not None and not (rule.attribute == "policy" and (frames.denies(older) or frames.denies(newer))):
            verdict = rule
    if verdict.relation not in ("update", "conflict") and len(older) <= SHORT and not frames.NO_CHANGE.search(newer):
        # a note of several sentences says one thing among many: the statement meets its closest ones
        for sentence in _related_sentences(older, newer):
            rule = frames.verdict(older, sentence)
            if rule is not None and rule.attribute != "policy":
                verdict = rule
                break
    if verdict.relation not in ("update", "conflict") and len(older) <= SHORT:
        # a step the rule demands said missing, in a note about much else ("EOD: … there is no approval
        # step anywhere in that path …")
        step = frames.missing_step(older, newer)
        if step is not None:
            verdict = _told(newer, step, None, None, "policy")
    if verdict.relation not in ("update", "conflict"):
        moved = frames.moved_measure(older, newer)
        if moved is not None:
            verdict = claims.Verdict("update", moved, None, None, "measure")
    if verdict.relation not in ("update", "conflict"):
        verdict = _setting(older, raw_newer) or verdict
    if verdict.relation not in ("update", "conflict"):
        denied = frames.denied_experience(older, newer)
        if denied is not None:
            verdict = claims.Verdict("conflict", denied, None, None, "experience")
    if verdict.relation not in ("update", "conflict") and len(older) <= SHORT:
        done = frames.done_anyway(older, newer) or frames.kept_anyway(older, newer) \
            or frames.on_forbidden_day(older, newer)
        if done is not None:  # "We never commit generated HTML …" / "Committed the built HTML under docs/"
            verdict = claims.Verdict("conflict", done, None, None, "policy")
    if verdict.relation not in ("update", "conflict") and len(older) <= SHORT:
        shown = frames.exposed(older, newer)
        if shown is not None:  # "… always hashed before loading" / "… keeps raw phone_number in plaintext"
            verdict = _told(newer, shown, None, None, "policy")
    if verdict.relation not in ("update", "conflict") and len(older) <= SHORT:
        dropped = frames.dropped_duty(older, newer)
        if dropped is not None:  # "Drivers must capture a signature …" / "Product dropped the signature requirement"
            verdict = claims.Verdict("update", dropped, None, None, "policy")
    if verdict.relation not in ("update", "conflict") and len(older) <= SHORT:
        by_hand = frames.nobody_by_hand(older, newer)
        if by_hand is not None:  # "… is manually reviewed before it can serve" / "nobody looks at them by hand"
            verdict = _told(newer, by_hand, None, None, "policy")
    if verdict.relation not in ("update", "conflict") and len(older) <= SHORT:
        turned = reversals.reversed_rule(older, newer)
        if turned is not None:  # "We never allow stock below zero" / "the ledger accepts negative … now"
            verdict = claims.Verdict("update", turned, None, None, "policy")
    if verdict.relation not in ("update", "conflict") and len(older) <= SHORT:
        opposite = opposites.opposite_done(older, newer)
        if opposite is not None:  # "… always excluded from the revenue dashboards" / "… counted in the dashboards"
            verdict = claims.Verdict("update" if opposite[1] else "conflict", opposite[0], None, None, "policy")
    if verdict.relation not in ("update", "conflict") and len(older) <= SHORT:
        alone = reversals.unattended(older, newer)
        if alone is not None:  # "… always requires manual approval" / "… retires it automatically, no approval step"
            verdict = claims.Verdict("update" if alone[1] else "conflict", f"done with no person: {alone[0]}", None,
                                     None, "policy")
    if verdict.relation not in ("update", "conflict"):
        granted = frames.permits_what_is_forbidden(older, newer) or frames.allowed_without(older, newer)
        if granted is not None:
            verdict = _told(newer, granted, None, None, "policy")
    if verdict.relation not in ("update", "conflict"):
        over = bounds.exceeded(older, newer) or bounds.other_limit(older, newer)
        if over is not None and phrases.is_statement(newer) and frames.different_subjects(older, newer):
            over = None  # "The portal API is limited to 100 …" / "The webhook receiver is limited to 20 …"
        if over is not None:  # a cap the note shows passed ("four marketing pushes" for "no more than two")
            verdict = _told(newer, f"{over[0]}, yet {over[1]}", over[0], over[1], "bound")
    # a statement, not a log line of something done ("Added a test for empty input in billing/invoices.py"),
    # gives the tool or the place another note may disagree with
    states = len(older) <= SHORT and not frames.narrative(older) and not _error_report(older)
    if verdict.relation not in ("update", "conflict") and states:
        # a stack trace shows what ran: its frames count as said ("payments.py … adyen_client.checkout")
        tool = roles.other_tool(older, raw_newer if _STACK_TRACE.search(raw_newer) else newer)
        if tool is not None and set(tool[1].split(" + ")) & roles.moved_to(raw_newer):  # "replace X with Y"
            verdict = claims.Verdict("update", f"{tool[0]} → {tool[1]}", tool[0], tool[1], "tech")
        elif tool is not None:  # "CI runs on GitHub Actions" / "Buildkite agent arm-03 ran out of disk"
            verdict = _told(newer, f"{tool[0]} vs {tool[1]}", tool[0], tool[1], "tech")
    if verdict.relation not in ("update", "conflict") and states:
        moved = locations.moved_by_command(older, raw_newer)  # "git mv tests/ui compiler/tests/ui"
        if moved is not None:
            verdict = claims.Verdict("update", f"{moved[0]} → {moved[1]}", moved[0], moved[1], "place")
    if verdict.relation not in ("update", "conflict") and states:
        hosted = repositories.other_host(older, raw_newer)
        if hosted is not None:  # "… lives at gitlab.internal/ops/job-router" / "git clone git@github.com:x/job-router.git"
            verdict = _told(newer, f"{hosted[0]} vs {hosted[1]}", hosted[0], hosted[1], "place")
    if verdict.relation not in ("update", "conflict") and states:
        place = locations.other_place(older, raw_newer)
        if place is not None:  # "… published to https://nightly.x.org" / "downloads from https://static.x.org/nightly/"
            verdict = _told(newer, f"{place[0]} vs {place[1]}", place[0], place[1], "place")
    if verdict.relation not in ("update", "conflict") and len(older) <= SHORT:
        measure = measures.other_value(older, newer) or measures.loose_value(older, newer) \
            or measures.tied_value(older, newer) or measures.changed_value(older, newer, _same_thing(planner))
        if measure is not None:  # "cached for 15 minutes" / "entries expire after 90 seconds"
            verdict = _told(newer, f"{measure[0]} vs {measure[1]}", measure[0], measure[1], "measure")
    if verdict.relation not in ("update", "conflict") and len(older) <= SHORT:
        figure = quantities.other_figure(older, newer)
        if figure is not None:  # "hidden below 20% battery" / "raise the low-charge hide cutoff … to 25%"
            verdict = claims.Verdict("update" if figure[2] else "conflict", f"{figure[0]} vs {figure[1]}", figure[0],
                                     figure[1], "measure")
    if verdict.relation not in ("update", "conflict") and len(older) <= SHORT:
        # a repository's settings read aloud count too ("gh api …/protection" → "required_approving_review_count":1)
        approvers = approvals.other_count(older, newer) or approvals.other_count(older, raw_newer)
        if approvers is not None:  # "needs approval from two members" / "a single approver is enough"
            verdict = _told(newer, f"approvals needed: {approvers[0]} vs {approvers[1]}", str(approvers[0]),
                            str(approvers[1]), "policy")
    if verdict.relation not in ("update", "conflict"):
        command = names.other_command(older, raw_newer) or names.other_invocation(older, raw_newer)
        if command is not None:  # "… with the `settlectl rerun` command" / "To rerun settlement: `cw-settle replay`"
            verdict = _told(newer, f"`{command[0]}` vs `{command[1]}`", command[0], command[1], "name")
    if verdict.relation not in ("update", "conflict"):
        renamed = names.renamed_outright(older, raw_newer) or names.called_now(older, raw_newer)
        if renamed is not None:  # "… in the stream_events table" / "the migration that renames stream_events to play_events"
            verdict = claims.Verdict("update", f"renamed: {renamed[0]} → {renamed[1]}", renamed[0], renamed[1], "name")
    if verdict.relation not in ("update", "conflict"):
        # "… is named gradebook-prod" / "… its client is registered as sis-grades-web"; "… in the driver_trips
        # table" / "journey_log is where finished trips are kept"; "… the Slack channel #render-done" /
        # "slack.channel: '#farm-completions'"
        named = names.other_name(older, newer) or names.other_worker(older, newer) \
            or defined_names.defined_otherwise(older, raw_newer) or keyed_names.other_keyed_name(older, raw_newer)
        if named is not None:
            verdict = _told(newer, f"{named[0]} vs {named[1]}", named[0], named[1], "name")
    if verdict.relation not in ("update", "conflict"):
        folder = retired.moved_path(older, newer) or retired.moved_file(older, newer) or retired.moved_to(older, newer)
        if folder is not None:  # "Moved everything in libs/ to packages/shared/"
            verdict = claims.Verdict("update", f"moved: {folder[0]} → {folder[1]}", folder[0], folder[1], "place")
    if verdict.relation not in ("update", "conflict") and len(older) <= SHORT:
        place = retired.other_place(older, raw_newer)
        if place is not None:  # "… sits in the analytics/dbt folder" / "Ran dbt build from warehouse/transform/, …"
            verdict = _told(newer, f"at {place[0]} vs {place[1]}", place[0], place[1], "place")
    if verdict.relation not in ("update", "conflict"):
        kept = retired.kept_elsewhere(older, raw_newer)
        if kept is not None:  # "… stored in the `order_history` table" / "… get written to `fulfilled_orders`"
            verdict = _told(newer, f"kept in {kept[0]} vs {kept[1]}", kept[0], kept[1], "place")
    if verdict.relation not in ("update", "conflict"):
        moved = retired.split_out(older, raw_newer) or retired.folded_in(older, raw_newer)
        if moved is not None:  # "… into its own repository, hearth-alexa-skill"
            verdict = claims.Verdict("update", f"moved into another repository: {moved[0]} → {moved[1]}", moved[0],
                                     moved[1], "place")
    if verdict.relation not in ("update", "conflict"):
        swap = retired.replaced(older, raw_newer)
        if swap is not None:  # the note says the old value is gone (or not so) and names the new one
            verdict = frames.valued(swap[2], swap[0], swap[1], "value")
    if verdict.relation not in ("update", "conflict"):
        toward = retired.moved_toward(older, raw_newer)
        if toward is not None:  # "… published through RabbitMQ" / "finished migrating … events onto Kafka"
            verdict = claims.Verdict("update", f"moved: {toward[0]} → {toward[1]}", toward[0], toward[1], "value")
    if verdict.relation not in ("update", "conflict"):
        gone = retired.absent(older, raw_newer)
        if gone is not None:  # "… manages client state with Redux" / "there is no Redux in the app"
            verdict = claims.Verdict("update" if gone[1] else "conflict", f"{gone[0]} is not there", gone[0], None,
                                     "value")
    if verdict.relation not in ("update", "conflict") and len(older) <= SHORT:
        # "… in an Oracle database" / "casework-api … PostgreSQL" (by meaning, with a model of it)
        swap = swaps.other_value(older, raw_newer) \
            or swaps.loose_value(older, raw_newer, _same_thing(planner) or (lambda _a, _b: False))
        if swap is not None:  # "… onto the `beacon-batch` Kafka topic" / "… publish to the `scoring.requests.bulk` topic"
            verdict = _told(newer, f"{swap[0]} vs {swap[1]}", swap[0], swap[1], "value")
    if verdict.relation not in ("update", "conflict"):
        tool = stacks.other_tool(older, raw_newer)
        if tool is not None:  # "… frontend is built with Angular" / "adjuster-desk UI is a React 18 app"
            verdict = frames.valued(tool[2], tool[0], tool[1], "value")
    if verdict.relation not in ("update", "conflict") and len(older) <= SHORT:
        container = swaps.other_container(older, raw_newer)
        if container is not None:  # "… written to the claim_flags table" / "… inserts its rows into fraud_signals"
            verdict = _told(newer, f"{container[0]} vs {container[1]}", container[0], container[1], "name")
    if verdict.relation not in ("update", "conflict"):
        version = versions.other_version(older, raw_newer) or versions.printed_version(older, raw_newer)
        if version is not None:  # "… pinned to engine version 5.3.2" / "Brightwater is on engine 5.5.1 now"
            verdict = _told(newer, f"version {version[0]} vs {version[1]}", version[0], version[1], "version")
    if verdict.relation not in ("update", "conflict") and len(older) <= SHORT:
        port = swaps.other_port(older, raw_newer)
        if port is not None:  # "The seat map service listens on port 8085" / "seatmap-svc comes up on :9140"
            verdict = _told(newer, f"port {port[0]} vs {port[1]}", port[0], port[1], "port")
    if verdict.relation not in ("update", "conflict") and len(older) <= SHORT:
        moved = swaps.moved_port(older, raw_newer)
        if moved is not None:  # "… on port 2575" / "Rebound the MLLP listener to 6661 because 2575 collided"
            verdict = claims.Verdict("update" if moved[2] else "conflict",
                                     f"port {moved[0]} {'→' if moved[2] else 'vs'} {moved[1]}", moved[0], moved[1], "port")
    if verdict.relation not in ("update", "conflict") and states:
        verdict = _shown_gone(older, raw_newer) or verdict
    if verdict.relation not in ("update", "conflict"):
        verdict = _shown(older, raw_newer) or verdict
    if verdict.relation not in ("update", "conflict"):
        hosted = premises.in_the_cloud(older, raw_newer)
        if hosted is not None:  # "… runs in our Chicago colo" / "Processing runs entirely in Azure East US 2 as of …"
            verdict = claims.Verdict("update" if premises.tells_move(raw_newer) else "conflict",
                                     f"{hosted[0]} → {hosted[1]}", hosted[0], hosted[1], "place")
    if verdict.relation not in ("update", "conflict"):
        rule = lifted.lifted(older, newer)
        if rule is not None:  # "… are not allowed to enter historical doses" / "… can record historical doses now"
            verdict = claims.Verdict("update", rule, None, None, "policy")
    # a rule kept out of the logs seen on a log line ("DEBUG … plate=7KXR219"), a duty due every month not done
    # since February, a check wanted first made after the act ("… reviews them after the show")
    for rule_reader in (forbidden.logged_anyway, forbidden.lapsed, forbidden.checked_after, forbidden.logged_act,
                        forbidden.allowed_anyway, forbidden.counted_act):
        if verdict.relation in ("update", "conflict"):
            break
        broken = rule_reader(older, raw_newer)
        if broken is not None:
            verdict = _told(raw_newer, broken, None, None, "policy")
    if verdict.relation not in ("update", "conflict"):
        act = forbidden.done_anyway(older, raw_newer)
        if act is not None:  # "Bids can never be retracted" / "… status=RETRACTED … Working as intended"
            verdict = _told(raw_newer, f"done all the same: {act}", None, None, "policy")
    if verdict.relation not in ("update", "conflict"):
        demand = forbidden.demand_left_out(older, raw_newer)
        if demand is not None:  # "… requires RN supervisor sign-off" / "supervisor_signoff_at=NULL"
            verdict = _told(raw_newer, f"left out: {demand}", None, None, "policy")
    # another host a note's command connects to for the statement's thing ("… drops the extract on
    # sftp01.pharm.internal" / "$ sftp cabxfer@mft-gw2.hosp.net"), the age a job removes it at ("… kept in the hot
    # store for 90 days" / "… drops raw partitions older than 45 days")
    for pair_reader, attribute, shown in ((hosts.other_host, "place", "at {0} vs {1}"),
                                          (retention.removed_younger, "measure", "kept {0} vs removed when {1}")):
        if verdict.relation in ("update", "conflict"):
            break
        found = pair_reader(older, raw_newer)
        if found is not None:
            verdict = _told(raw_newer, shown.format(*found), found[0], found[1], attribute)
    if verdict.relation not in ("update", "conflict"):
        off = switches.shown_off(older, raw_newer)
        if off is not None:  # "… run in profiled mode" / "all three towers are configured with profile=OFF"
            verdict = _told(raw_newer, f"switched off: {off}", None, None, "setting")
    if verdict.relation not in ("update", "conflict"):
        left = handover.handed_over(older, raw_newer)
        if left is not None:  # "… sent through SendGrid" / "swap SendGrid for Amazon SES"
            verdict = claims.Verdict("update", f"{left[0]} → {left[1]}", left[0], left[1], "value")
    if verdict.relation not in ("update", "conflict"):
        # a rename told in a tool's output, which reads as code ("DeprecationWarning: `ew exam open` has been
        # renamed to `ew session start`")
        renamed = frames.renamed(older, raw_newer)
        if renamed is not None:
            verdict = claims.Verdict("update", renamed, None, None, "change")
    # a tool gone and the work now done with another ("… done with Orekit" / "dropped orekit-jpype; … computed with
    # Skyfield going forward"), a replacement told with both names ("… with the gatectl reboot command" /
    # "`sgctl gate restart` replaces `gatectl reboot`")
    for swap_reader, attribute in ((successors.handed_to, "value"), (replacements.told_replacement, "name"),
                                   (dependencies.swapped, "tech")):
        if verdict.relation in ("update", "conflict"):
            break
        swap = swap_reader(older, raw_newer)
        if swap is not None:
            verdict = claims.Verdict("update", f"{swap[0]} → {swap[1]}", swap[0], swap[1], attribute)
    return verdict


def _shown_gone(older: str, newer: str) -> claims.Verdict | None:
    """Tool output that shows the statement's value gone (`evidence`): a diff gives its key another value
    ("- iq_upload_uri: s3://kestrel-iq-raw/…"), or a command finds no such path ("ls: cannot access
    'config/rates': No such file or directory")."""
    diffed = evidence.replaced_in_diff(older, newer)
    if diffed is not None:
        return claims.Verdict("update", f"{diffed[0]} → {diffed[1]}", diffed[0], diffed[1], "value")
    keyed = evidence.keyed_elsewhere(older, newer)  # "… in the GCS bucket inkwall-media-prod" / "media_bucket = …"
    if keyed is not None:
        return _told(newer, f"{keyed[0]} vs {keyed[1]}", keyed[0], keyed[1], "value")
    gone = evidence.missing_path(older, newer)
    if gone is not None:
        return _told(newer, f"{gone} is not there", gone, None, "place")
    vendor = evidence.keyed_vendor(older, newer)  # "… uses SKIDATA readers" / "reader vendor=Axess"
    if vendor is not None:
        return _told(newer, f"{vendor[0]} vs {vendor[1]}", vendor[0], vendor[1], "tech")
    host = evidence.unresolved_host(older, newer)  # "… served at ledger.x.internal" / "Could not resolve host: …"
    if host is not None:
        return _told(newer, f"{host} does not resolve", host, None, "place")
    unknown = evidence.missing_name(older, newer)  # "relation \"probe_readings\" does not exist"
    if unknown is not None:
        return _told(newer, f"no {unknown} there", unknown, None, "name")
    release = evidence.reported_version(older, newer)  # "… pinned at version 3.8" / "every cabinet reports 4.1.2"
    return None if release is None else _told(newer, f"version {release[0]} vs {release[1]}", release[0], release[1],
                                               "version")


def _same_thing(planner: Planner) -> Callable[[str, str], bool] | None:
    """Whether two phrases name one thing by their meaning, when the run has a model of meaning."""
    meanings = getattr(planner, "meanings", None)
    return meanings.same_thing if meanings is not None and meanings.available else None


def _shown(older: str, newer: str) -> claims.Verdict | None:
    """What the note shows while working rather than says: a code-owners line, a database's error, a tool
    at work."""
    schedule = schedules.other_schedule(older, newer)
    if schedule is not None:  # "… runs at 02:00" / "crontab -l -> `30 4 * * * …/run-invoice-batch`"
        relation = "update" if schedule[2] or text.CHANGE.search(newer) else "conflict"
        return claims.Verdict(relation, f"{schedule[0]} vs {schedule[1]}", schedule[0], schedule[1], "measure")
    moved = schedules.moved_time(older, newer)
    if moved is not None:  # "… runs at 02:00 UTC" / "Reconciliation shifts to 04:30 UTC from next Monday"
        return claims.Verdict("update", f"at {moved[0]} → {moved[1]}", moved[0], moved[1], "measure")
    moved = schedules.moved_cadence(older, newer)
    if moved is not None:  # "… re-optimized every 15 minutes" / "From Monday the replanning cron goes to hourly"
        return claims.Verdict("update", f"{moved[0]} → {moved[1]}", moved[0], moved[1], "measure")
    logged = schedules.logged_cadence(older, newer)
    if logged is not None:  # "… runs every 15 minutes" / "09:00:02 formulary-sync run started", 10:00:01, 11:00:02
        return _told(newer, f"{logged[0]} vs {logged[1]}", logged[0], logged[1], "measure")
    taken = owners.new_owner(older, newer)
    if taken is not None:  # "… owned by the finance-eng team" / "platform team owns it from now on"
        return claims.Verdict("update", f"owned by {taken[0]} → {taken[1]}", taken[0], taken[1], "holder")
    owner = owners.other_owner(older, newer) or owners.keyed_owner(older, newer)
    if owner is not None:  # "… owned by the Payments team" / "CODEOWNERS: /services/payouts/ @org/finance-eng"
        return _told(newer, f"owned by {owner[0]} vs {owner[1]}", owner[0], owner[1], "holder")
    gone = owners.missing_name(older, newer)
    if gone is not None:  # "… in the case_no column" / 'ERROR: column "case_no" does not exist'
        return _told(newer, f"{gone} does not exist", gone, None, "name")
    unknown = commands.missing_command(older, newer)
    if unknown is not None:  # "… with the `lexi pull` command" / 'Error: unknown command "pull" for "lexi"'
        instead = f" ({unknown[1]} instead)" if unknown[1] else ""
        return _told(newer, f"{unknown[0]} is no command of its tool{instead}", unknown[0], unknown[1], "name")
    renamed = called.new_name(older, newer)
    if renamed is not None:  # "… is named 'Disputes'" / "The Disputes queue is now called 'Adjudication Requests'"
        return _told(newer, f"called {renamed[0]} → {renamed[1]}", renamed[0], renamed[1], "name")
    renamed = called.renamed_by_command(older, newer)
    if renamed is not None:  # "… in the table trips" / "ALTER TABLE trips RENAME TO rides;"
        return claims.Verdict("update", f"renamed {renamed[0]} → {renamed[1]}", renamed[0], renamed[1], "name")
    unlisted = listings.missing_from_listing(older, newer)
    if unlisted is not None:  # "… in the `voyages` table" / "`\dt` -> bookings, departures, lanes, passengers"
        return _told(newer, f"{unlisted[0]} is not among {unlisted[1]}", unlisted[0], None, "name")
    for reader, attribute in _SHOWN_VALUES:
        seen = reader(older, newer)
        if seen is not None and config_dump.is_diff(newer):  # a diff shows the change ("-SMS_PROVIDER=twilio")
            return claims.Verdict("update", f"{seen[0]} → {seen[1]}", seen[0], seen[1], attribute)
        if seen is not None:
            return _told(newer, f"{seen[0]} vs {seen[1]}", seen[0], seen[1], attribute)
    return None


# Readers of a value a note shows at work, each giving the statement's value and the note's, and the kind
# of value it is
_SHOWN_VALUES: tuple[tuple[Callable[[str, str], tuple[str, str] | None], str], ...] = (
    (at_work.other_tool_at_work, "tech"),  # "… stored in PostgreSQL" / "`mysql -h ats-primary … FROM applications`"
    (at_work.other_tool_chosen, "tech"),  # "… card payments through Square Terminal" / '[payments] provider = "moneris"'
    (kind_names.other_name_shown, "name"),  # "… on the Kafka topic battery.events" / "`kcat … -t bess.state-changes`"
    (kind_names.other_topic_subscribed, "name"),  # "… on the MQTT topic farm/+/moisture" / "mosquitto_sub -t 'dw/+/vwc'"
    (repositories.other_default_branch, "name"),  # "… default branch … is master" / "HEAD branch: trunk"
    (kind_names.other_column, "name"),  # "… the `reserve_price` column of the lots table" / "SELECT reserve_amount_cents …"
    (kind_names.other_field, "name"),  # "… as the field `receipt_no`" / '{"receipt_serial": "R-2025-000381", …}'
    (kind_names.other_region, "place"),  # "… runs in AWS eu-central-1" / 'availability_zone = "eu-west-1b"'
)


def _setting(older: str, newer: str) -> claims.Verdict | None:
    """A setting the newer text, code lines too, gives another value than the older statement says."""
    setting = frames.config_value(older, newer) or values.config_version(older, newer) \
        or configs.other_setting(older, newer)
    if setting is not None and not _of_another_record(older, newer, setting):
        return _told(newer, setting, None, None, "setting")
    flag = flags.flag_against_rule(older, newer) or flags.login_against_rule(older, newer)
    if flag is not None:  # "… is never allowed" / "allow_cross_region: true", "… never require an account" / "@require_login"
        return _told(newer, f"{flag[1]} against \"{flag[0]}\"", None, flag[1], "policy")
    # "The minimum supported Python version … is 3.8" / "requires-python = \">=3.10\"", "… Android 10" / "minSdk = 31"
    floor = values.other_floor(older, newer)
    if floor is not None:
        return _told(newer, f"lowest {floor[0]}: {floor[1]} vs {floor[2]}", floor[1], floor[2], "version")
    keyed = measures.keyed_value(older, newer)  # "payslip_retention_years = 10" for "retained for 7 years"
    if keyed is not None and not _of_another_record(older, newer, keyed[1]):
        return _told(newer, f"{keyed[0]} vs {keyed[1]}", keyed[0], keyed[1], "measure")
    # a limit a server, an API or an alert rule prints: "capped at 500 MB" / "`client_max_body_size 2g;`", "60
    # requests per minute" / "x-ratelimit-limit: 120", "more than 48 hours" / "expr: … customs_hold_age_hours > 72"
    limit = served_limits.other_body_size(older, newer) or served_limits.other_rate(older, newer) \
        or served_limits.other_cache_age(older, newer) or alert_rules.other_threshold(older, newer)
    if limit is not None:
        return _told(newer, f"{limit[0]} vs {limit[1]}", limit[0], limit[1], "measure")
    # "… listens on TCP port 502" / "Moved modbus-gw off the privileged port …; it binds 5020 now": only a note that
    # tells the change; a port merely shown is as often another service's (a sidecar, a sibling) as the statement's
    moved = ports.other_port(older, newer) if text.CHANGE.search(newer) else None
    if moved is not None:
        return claims.Verdict("update", f"port {moved[0]} → {moved[1]}", moved[0], moved[1], "number")
    left = measures.changed_from(older, newer)  # "max_renewals: 3 (bumped from 2 …)" for "… two times"
    if left is not None:
        return claims.Verdict("update", f"changed from {left}", left, None, "measure")
    dumped = config_dump.other_setting(older, newer)  # "`interview_reminder:` … `lead_time_hours: 48`"
    if dumped is not None:
        if config_dump.is_diff(newer):  # a diff shows the setting changed
            return claims.Verdict("update", f"{dumped[0]} → {dumped[1]}", dumped[0], dumped[1], "setting")
        return _told(newer, f"{dumped[0]} vs {dumped[1]}", dumped[0], dumped[1], "setting")
    return None


def _told(newer: str, reason: str, old: str | None, new: str | None, attribute: str) -> claims.Verdict:
    """A disagreement the newer text tells as a change ("now", "switched", "moved to" …) is an update;
    one it only states, a conflict."""
    return claims.Verdict("update" if text.CHANGE.search(newer) else "conflict", reason, old, new, attribute)


def _refines(old: str | None, new: str | None) -> bool:
    """The newer value says the older one and more ("Amazon SQS" → "Amazon SQS FIFO")."""
    if not old or not new:
        return False
    a, b = old.lower().split(), new.lower().split()
    return len(a) < len(b) and b[:len(a)] == a


MAX_SENTENCES = 12


def _many_things(note: str) -> bool:
    """A note that says many things: longer than a statement, or three sentences and more."""
    return len(note) > SHORT or len(text.SENTENCE_BREAK.split(note)) >= 3


def _related_sentences(short: str, long: str) -> list[str]:
    """The sentences of a long text that share two or more words with a short statement, most first."""
    def terms_of(s: str) -> set[str]:
        return text.content_terms(s.replace("/", " "))  # "Torque/Moab" names Torque and Moab

    terms = terms_of(short)
    sentences = text.SENTENCE_BREAK.split(long)
    if len(sentences) < 2:
        return []  # one sentence: already compared whole
    scored = [(len(terms & terms_of(s)), k, s) for k, s in enumerate(sentences) if len(s) <= SHORT]
    return [s for n, _, s in sorted(scored, key=lambda x: (-x[0], x[1])) if n >= 2][:MAX_SENTENCES]


def disagrees(planner: Planner, target: dict[str, Any], note: dict[str, Any]) -> bool:
    """Whether a note that groups with a memory in fact updates or contradicts it."""
    return judge(planner, target["content"], note["content"]).relation in ("update", "conflict")


_NUMBER = re.compile(r"\d[\d.,:]*")
# "checkpoint_every_steps: 2000" on a line of its own, or a constant set inside a sentence
# ("credit_limit.py: MAX_CREDITS_NO_PETITION = 21; …")
_SETTING_LINE = re.compile(r"^\s*(?P<key>[\w.-]+)\s*[:=]\s*(\d[\d.]*)\b.*$|\"(?P<json>[\w.-]+)\"\s*:\s*\d|"
                           r"(?<![\w.-])(?P<const>[A-Za-z][A-Za-z0-9]*_[\w]+)\s*=\s*(?P<set>\d[\d.]*)\b", re.M)
# A name a value is written as: joined by - . / _ or mixing letters and digits ("raw-events", "v2").
_IDENTIFIER = re.compile(r"\b[a-z0-9]+(?:[-./_](?:[a-z0-9]+|[+#*](?=/|\s|$)))+\b|"  # "kestrel/+/metrics" too
                         r"\b(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]+\b")


# "no report needed", "without a PIN", "any moderator can": a rule's demand waived
_WAIVED = re.compile(r"\bno\s+(?:[\w-]+\s+){0,2}(?:needed|required|necessary)\b|\bwithout\s+(?:a|an|any|the)?\s*[\w-]+|"
                     r"\bany\s+[\w-]+\s+can\b|\bcan\s+now\b", re.I)


def _shows_otherwise(older: str, note: str) -> bool:
    """What a note shows, code and all, that keeps it from agreeing: the statement's value as the old side
    of a change ("same_day_cutoff '11:00' -> '13:00'"), another tool of its role at work, a rule's demand
    waived ("any moderator can … open its full transcript, no report needed")."""
    if handover.handed_over(older, note) is not None or at_work.other_tool_seen(older, note) \
            or any(reader(older, note) for reader, _ in _SHOWN_VALUES[1:]):
        return True
    return bool(frames.RULE.search(older) and frames.NEGATED.search(older) and _WAIVED.search(note))


def may_differ(target: dict[str, Any], note: dict[str, Any]) -> bool:
    """A note that announces a change, negates what the memory does not, gives another number
    than the memory does, or another name in place of the memory's ("topic ingest.events.v2" for
    "topic raw-events"), is no agreement even when no rule can say what changed: it never
    reinforces the memory (a person would not count "cookies now expire after 8 hours" as one more
    sighting of "the cookie expires after 24 hours")."""
    old_text, new_text = prose(target["content"]), prose(note["content"])
    if _shows_otherwise(target["content"], note["content"]):
        return True
    if _many_things(new_text) and not _many_things(old_text):
        return True  # a wrap-up of a day's work is no second sighting of one statement it touches
    if frames.RULE.search(old_text) and not _STRICT_RULE.search(new_text) and text.NARRATIVE_START.match(new_text):
        return True  # "Ran through the booking flow: it lets you book …" tells what happened, not the rule again
    old_people, new_people = _proper_names(old_text), _proper_names(new_text)
    if new_people - old_people - _CALENDAR and frames.NEGATED.search(old_text) is None and len(
            text.content_terms(old_text) & text.content_terms(new_text)) >= 2 and not text.content_terms(old_text) \
            & {t.lower() for t in new_people - old_people}:
        return True  # a product the statement does not name ("… running as Temporal workflows" for "… cron")
    if old_people - new_people and new_people - old_people and len(
            text.content_terms(old_text) & text.content_terms(new_text)) >= 2:
        return True  # another person or product in the older one's place ("owner: Marta" for "… is Ines")
    older, newer = old_text.lower(), new_text.lower()
    cue = text.CHANGE.search(newer)
    if cue is not None and cue.group(0).lower() not in older:
        return True
    if (frames.NEGATED.search(newer) or _NOTHING.search(newer)) and not frames.NEGATED.search(older):
        return True  # "Redis is still running but nothing writes to it"
    if _denies_a_clause(older, newer):
        return True  # "… none through the paper form" against "changes go through the registrar's paper form"
    if any(not frames.NEGATED.search(part) and forbidden.does_what_is_forbidden(older, part)
           for part in (newer, *_ASIDE.split(newer)) if part):
        return True  # a rule against something, and a note that it is done ("PC and PS5 players landed …"),
        # whatever else the note denies ("PRs from forks run … on the self-hosted runners -- no approval needed")
    if frames.says_undone(older, newer):
        return True  # "released unsigned" against "must be signed"
    if _BOTH.search(older) and _ONLY.search(newer) and not _BOTH.search(newer):
        return True  # "only waits on the reporting captain" against "… confirmation from both team captains"
    if _lacks_what_is_needed(older, newer):
        return True  # "no adjuster in the loop" against "never … without adjuster sign-off"
    if retired.retires_a_value(old_text, new_text) or _PORTING.search(new_text):
        return True  # "Deleted the last RocksDB code paths", "Started porting the writer to LMDB" for "… in RocksDB"
    if _MOVES_A_THING.search(new_text) and not _MOVES_A_THING.search(old_text):
        return True  # "move seat map SVGs out of frontend/seatmaps into …" is no second sighting of where they are
    old_numbers = set(_NUMBER.findall(values.counts_with_digits(values.with_digits(older))))
    if old_numbers and set(_NUMBER.findall(values.counts_with_digits(values.with_digits(newer)))) - old_numbers:
        return True  # "every two minutes" gives another number than "every 30 seconds"
    written = set(_NUMBER.findall(note["content"]))  # code lines too: prose() leaves a config dump out
    if old_numbers and written - old_numbers and not old_numbers & written and _SETTING_LINE.search(note["content"]):
        return True  # a config dump gives another number ("checkpoint_every_steps: 2000" for "every 500 steps")
    if old_numbers and written and not old_numbers & (written | set(_NUMBER.findall(values.with_digits(newer)))):
        return True  # the statement's figure is nowhere in a note full of others ("… returns 100 records" / "… -> 500")
    if _keyed_other_number(values.with_digits(older), note["content"]):
        return True  # "allowed_drift_steps = 3" for "a drift window of one step"
    if _removed_in_diff(older, note["content"]):
        return True  # "-  days = 90" / "+  days = 30" for "kept for 90 days": the statement's figure taken out
    old_names, new_names = set(_IDENTIFIER.findall(older)), set(_IDENTIFIER.findall(newer))
    if new_names - old_names and (old_names - new_names or frames.renames(newer)):
        return True  # another name in place of the older's, or a new name given to it
    if new_names and not old_names and frames.RULE.search(older) and not frames.RULE.search(newer):
        return True  # a rule in words, and a note that shows a setting or a column ("carry the client_ip column")
    # another technology in the older one's role ("…order events to Kafka" for "…through Amazon SQS")
    old_tech, new_tech = claims.technologies(older), claims.technologies(newer)
    return any(new_tech.get(role, set()) - techs for role, techs in old_tech.items())


# The complement a short statement ends on: what follows its last preposition or naming word ("… is rebuilt
# with | the make reindex command", "… are stored in | the applications table", "… even in | masked form")
_LAST_LEAD = re.compile(r".*\b(?:with|in|on|to|by|via|using|through|from|into|onto|at|as|called|named|under|over)\s+",
                        re.I | re.S)
_COMPLEMENT_MAX = 3  # words: a longer complement is a description, not a value
_GENERIC_COMPLEMENT = frozenset(text.stem(w) for w in "the a an its our their this that each every all".split())


def repeats_value(target: dict[str, Any], note: dict[str, Any]) -> bool:
    """Whether a note that would reinforce a short statement says the value the statement ends on, its
    words in order ("the make reindex command" is not repeated by "Rebuilt the index with `just
    search-rebuild`"), in a clause that names what has that value: a sighting of the subject with
    another value is no agreement, nor is a sighting of the value about something else ("Lustre scratch
    at 91% again" for "CohortSeq keeps raw FASTQ files on Lustre scratch"; "… gateway on the weather
    mast; pump house roof has only the rain gauge" for "… gateway is mounted on the pump house roof").
    A statement that ends on no short complement passes when the note names its subject."""
    old_text = prose(target["content"]).rstrip(" .!")
    if len(old_text) > SHORT:
        return True
    lead = _LAST_LEAD.match(old_text)
    if lead is None:
        return True
    place = _PATH_VALUE.search(old_text[lead.end():])
    if place is not None:  # a path or a share is one value however many words it splits into
        return place.group(0).lower().rstrip(".\\/") in note["content"].lower()
    complement = [w for w in text.words(old_text[lead.end():]) if w not in text.STOP
                  and text.stem(w) not in _GENERIC_COMPLEMENT]
    subject = text.content_terms(old_text[:lead.end()]) - {text.stem(w) for w in complement}
    note_text = prose(note["content"]).replace("`", " ")
    if subject and not subject & text.content_terms(note_text):
        return False
    if not complement or len(complement) > _COMPLEMENT_MAX:
        return True
    wanted = [text.stem(w) for w in complement]
    if len(wanted) >= 3 and complement[-1] in _KIND_WORDS:
        wanted = wanted[:-1]  # "make reindex" says "the make reindex command"; "applications" no table

    def says(part: str) -> bool:
        said = [text.stem(w) for w in text.words(part)]
        return any(said[k:k + len(wanted)] == wanted for k in range(len(said) - len(wanted) + 1))

    clauses = [c for c in _CLAUSES.split(note_text) if says(c)]
    if clauses:
        return not subject or any(subject & text.content_terms(c) for c in clauses)
    return says(note_text)  # a value with "and" in it ("salt and pepper") spans two clauses


# A place written as a path: "\\\\fileserv\\lab\\reports", "/srv/exports/daily", "s3://bucket/reports"
_PATH_VALUE = re.compile(r"\\\\[\w$.-]+(?:\\[\w$.-]+)+|(?<![\w.])(?:[a-z][\w+.-]*://|/)[\w.-]+(?:/[\w.-]+)+", re.I)


_KIND_WORDS = frozenset("command table service queue topic file folder directory repo repository bucket tool script "
                        "library package branch channel cluster database".split())


_BOTH = re.compile(r"\b(?:both|two|all|every|each)\b", re.I)
_ONLY = re.compile(r"(?<!\bnot\s)\bonly\b", re.I)
_CLAUSES = re.compile(r"(?<=[.!?])\s+|,\s+|;\s+|\s+(?:and|but)\s+", re.I)
_NEGATING = re.compile(r"\b(?:not|never|no|none|nothing|nobody|without|nor)\b|n't\b", re.I)


_WITHOUT = re.compile(r"\bwithout\s+(?:a\s+|an\s+|the\s+|any\s+)?(?P<y>[\w-]+(?:\s+[\w-]+)?)", re.I)
_NO_ONE = re.compile(r"\b(?:no|without)\s+(?:a\s+|an\s+|the\s+|any\s+)?(?P<y>[\w-]+)", re.I)


_DIFF_REMOVED = re.compile(r"^\s*-(?!--)\s*(?P<line>\S.*)$", re.M)
_DIFF_ADDED = re.compile(r"^\s*\+(?!\+\+)\s*(?P<line>\S.*)$", re.M)


def _removed_in_diff(older: str, note: str) -> bool:
    """A diff that takes out a line with the statement's figure or written name and adds one without it: the
    value changed, whatever key the reader could not place."""
    removed = " ".join(m.group("line") for m in _DIFF_REMOVED.finditer(note))
    added = " ".join(m.group("line") for m in _DIFF_ADDED.finditer(note))
    if not removed or not added:
        return False
    stated = set(_NUMBER.findall(values.with_digits(older))) | set(_IDENTIFIER.findall(older.lower()))
    taken = stated & (set(_NUMBER.findall(removed)) | set(_IDENTIFIER.findall(removed.lower())))
    kept = stated & (set(_NUMBER.findall(added)) | set(_IDENTIFIER.findall(added.lower())))
    return bool(taken - kept)


def _lacks_what_is_needed(older: str, newer: str) -> bool:
    """The older forbids doing something without a thing, and the newer says that thing is not there."""
    need = _WITHOUT.search(older)
    if need is None or not frames.NEGATED.search(older[:need.start()]):
        return False
    needed = {text.stem(w) for w in re.split(r"[\s-]+", need.group("y").lower()) if w not in text.STOP}
    return any(text.stem(m.group("y").lower()) in needed for m in _NO_ONE.finditer(newer))


def _denies_a_clause(older: str, newer: str) -> bool:
    """A clause of the newer negates what a clause of the older says plainly: two words of it besides
    the negation, and the older clause itself negates nothing."""
    old_clauses = [c for c in _CLAUSES.split(older) if not _NEGATING.search(c)]
    for clause in _CLAUSES.split(newer):
        if _NEGATING.search(clause):
            terms = text.content_terms(clause) - {"none", "nothing", "nobodi"}
            if any(len(text.content_terms(c) & terms) >= forbidden.FORBIDDEN_SHARED for c in old_clauses):
                return True
    return False


def _keyed_other_number(older: str, note: str) -> bool:
    """A config line whose key names what the older measures ("allowed_drift_steps" has "drift" and
    "step") and gives a number the older does not."""
    old_numbers, old_terms = set(_NUMBER.findall(older)), text.content_terms(older)
    for m in _SETTING_LINE.finditer(note):
        key, number = (m.group("key"), m.group(2)) if m.group("key") else (m.group("const"), m.group("set"))
        parts = {text.stem(p) for p in re.split(r"[\W_]+", key.lower()) if len(p) > 2}
        if len(parts & old_terms) >= 2 and number not in old_numbers:
            return True
    return False


# Words that state a rule (not "only", which a description uses too: "the phone is only checked when …")
_STRICT_RULE = re.compile(r"\b(?:must|never|always|has to|have to|needs? to|required|mandatory|not allowed|"
                          r"should|shall)\b", re.I)
# What a note says beside its main clause: after a dash or a semicolon
_ASIDE = re.compile(r"\s+-{2,}\s+|\s[—–]\s|;\s+")


_ERROR_LABEL = re.compile(r"\s*(?:errors?|exception|failure|failed|bug|crash|traceback|warning)\s*:", re.I)
_EXCEPTION_NAME = re.compile(r"\b[A-Z]\w*(?:Error|Exception)\b")


_STACK_TRACE = re.compile(r"Traceback \(most recent call last\)|^\s+File \"[^\"\n]+\", line \d+"
                          r"|^\s+at [\w$.<>]+\([\w$.]+:\d+\)", re.M)


def _error_report(s: str) -> bool:
    """An account of an error: it opens on an error label or names an exception class."""
    return bool(_ERROR_LABEL.match(s) or _EXCEPTION_NAME.search(s))


# "Ines", "LabArchives", "eLabFTW", "Slate.js" inside a sentence; not a shouted acronym ("PDF", "API"),
# which names a kind of thing
_PROPER_NAME = re.compile(r"(?<=[\w,;:)=(] )(?:[A-Z][a-z]{2,}(?:\.[a-z]+)?|[a-z]?[A-Z][a-z]+[A-Z][A-Za-z]*)(?![\w-])")


_CALENDAR = frozenset("January February March April May June July August September October November December "
                      "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split())


# nothing uses what the statement names any more ("Redis is still running but nothing writes to it")
_NOTHING = re.compile(r"\b(?:nothing|nobody|no\s+one)\s+(?:else\s+)?(?:writes|reads|uses|calls|talks|depends|points|"
                      r"connects|sends|hits|touches)\b", re.I)
_PORTING = re.compile(r"\b(?:porting|ported|migrating|migrated|moving|switching|converting|converted)\s+(?:\S+\s+){1,6}?"
                      r"(?:to|into|onto)\s+\S", re.I)


def _proper_names(s: str) -> set[str]:
    """Capitalised words inside a sentence (not its first word): people, products, places."""
    return set(_PROPER_NAME.findall(s))


def check(planner: Planner, corpus: Corpus, accepted: list[tuple[Planned, list[dict[str, Any]]]]) -> None:
    """Compare each new note and each known memory with its nearest statements that make claims."""
    known = [k for k in corpus.knowledge if k["kind"] != "insight"]
    new = [e for e in corpus.episodes if e["id"] not in corpus.owners and not e["attrs"].get("tool_trace")]
    if not new and not any(k["recorded_at"] >= (planner.since or 0) for k in known):
        return
    rows = [r for r in known + new + corpus.anchors if _tells(r)]
    # A short log line that tells nothing the readers know of may still show a statement wrong
    # ("Reading routing.yaml: max_transfers: 5."): it is compared with statements only, never with
    # another log line ("Listed the files in billing" / "Listed the files in tests").
    told = {r["id"] for r in rows}
    # a person's short note that reads like a log line ("We upped the gateway buffer to a full day") too
    logs = [r for r in new + known if r["id"] not in told and len(r["content"]) <= frames.SHORT_NOTE]
    # a longer note of tool output that tells nothing the readers know of as a whole may still show a statement
    # wrong in one line ("adj_id=88121 … second_approver=NULL"): its sentences meet the statements they share
    # rare words with
    shown = [e for e in new if e["id"] not in told and len(e["content"]) > frames.SHORT_NOTE]
    rows = list({r["id"]: r for r in rows}.values())
    if len(rows) + len(logs) + len(shown) < 2 or not rows:
        return
    attach_vectors(planner.ctx, corpus, rows)
    vecs = corpus.vec(rows)
    lex = lexicon([corpus.terms[r["id"]] for r in rows], corpus.idf)
    weight, _ = planner.grouping_params(corpus.embedder_name)
    fresh = {e["id"] for e in new} | {k["id"] for k in known}
    texts = [prose(r["content"]) for r in rows]
    denier = [frames.denies(t) for t in texts]
    # a rename shares little with what it renames but the name ("papyrus was rebranded as inkwell"),
    # a changed value little but the value, a long note about many things is not close to any one
    # of them as a whole, and neither is a note that names a role's holder or a config line
    far = [d or frames.renames(t) or frames.moves_a_value(t) or _many_things(t) or slots.names_a_holder(t)
           or frames.gives_setting(r["content"]) or configs.gives_setting(r["content"])
           or schedules.shows_crontab(r["content"])
           for d, t, r in zip(denier, texts, rows, strict=True)]
    run = _Run(accepted, _open_targets(planner), {r["id"] for r, d in zip(rows, denier, strict=True) if d},
               applier.flagged_pairs(planner.models))
    for start in range(0, len(rows), 512):
        block = range(start, min(len(rows), start + 512))
        sims = similarity(vecs, lex, np.arange(start, block.stop), np.arange(len(rows)), weight)
        for a in block:
            if rows[a]["id"] not in fresh:
                continue
            row = sims[a - start]
            reach = DENIAL_NEIGHBOURS if far[a] else NEIGHBOURS
            for b in np.argsort(-row, kind="stable")[:reach].tolist():
                floor = DENIAL_SIM if far[a] or far[b] else SUBJECT_SIM
                if b != a and row[b] >= floor:
                    _pair(planner, run, rows[a], rows[b], float(row[b]))
    # Two short texts that name one tool or one written name are compared however far apart the rest of their
    # words put them ("The trip planner computes itineraries with OpenTripPlanner" / "…, OTP is gone from
    # prod"); a name many texts share ties nothing.
    # a long note names many tools in passing, but a tool its commands run is what it is about
    # ("$ sudo emqx ctl clients list" in an incident log for "… to a Mosquitto broker")
    roles = {r["id"]: _role_keys(r) for r in rows if len(r["content"]) <= SHORT}
    roles |= {r["id"]: keys for r in rows if len(r["content"]) > SHORT and (keys := _run_keys(r))}
    keys = [_value_keys(r["content"]) | roles[r["id"]] if r["id"] in roles else set() for r in rows]  # a long
    # text names many things in passing (a chat turn, a day's wrap-up): its neighbours by meaning are enough
    holders: dict[str, list[int]] = {}
    for i, ks in enumerate(keys):
        for k in ks:
            holders.setdefault(k, []).append(i)
    for a, ks in enumerate(keys):
        if rows[a]["id"] not in fresh:
            continue
        for k in ks:
            group = holders[k]
            if len(group) <= (ROLE_JOIN_MAX if "\x00" in k else VALUE_JOIN_MAX):
                for b in group:
                    if b != a:
                        _pair(planner, run, rows[a], rows[b], 0.0)
    known_ids = {k["id"] for k in known}
    statements = [r for r in rows if r["id"] in known_ids and not text.is_routine(r["content"])]
    _meet_logs(planner, run, corpus, statements, logs, weight)
    _meet_roles(planner, run, [r for r in statements if r["id"] in roles], roles, logs)
    # a statement that reads like a log line ("Bumping anti-passback to 15 min from Saturday") meets others
    # as a note does
    stated_ids = {r["id"] for r in statements}
    _meet_told_figures(planner, run, statements, [r for r in rows + logs + shown if r["id"] not in stated_ids])
    _meet_sentences(planner, run, corpus, statements, [r for r in rows + logs + shown if r["id"] not in stated_ids])
    for denying in sorted(run.denials):
        _, older, newer, reason = run.denials[denying]
        _flag(planner, accepted, older, newer, reason, ((denying, "experience"),))


def _tells(r: dict[str, Any]) -> bool:
    """Whether a memory says something a statement could be wrong about: not a log line, or a log line
    that tells a change, a holder, a setting, a measure, a place, a name gone or renamed, a tool."""
    return bool(not text.is_routine(text.findings(r["content"])) or text.CHANGE.search(r["content"])
           or slots.names_a_holder(r["content"])  # "Asked the optimizer's owner, Tomasz, …" says who owns it
           or frames.gives_setting(r["content"])  # "Looked at kiosk.yaml: …session_ttl: 86400 (seconds)"
           or configs.gives_setting(r["content"])  # "Reading emberfall.yaml: quiet_hours: start: "21:00"
           or values.measures_a_noun(r["content"])  # "Looked at config.py: one retry after a 10-minute delay"
           or values.names_a_place(r["content"])  # "Posted the summary in #stores-oncall, where alerts go"
           or values.says_absent(r["content"])  # "Read the build file: no libfoo.pdf dependency anywhere"
           or retired.says_gone(r["content"])  # "Archived analytics-dbt on GitHub after the merge"
           or frames.renames(r["content"])  # "Published ember 2.0 under the new distribution name `emberkit`"
           or swaps.says_where(r["content"])  # "…, which is where all event schemas live", "it's up on :4800"
           or swaps.names_a_container(r["content"])  # "Queried transfer_requests to debug a stuck payment"
           or retired.splits_out(r["content"])  # "Pulled the ingest scripts out into their own package …"
           or names.defines_something(r["content"])  # "Restarted vaultsign, the wallet's signing service, …"
           or claims.technologies(r["content"])  # "Tuned typo tolerance on the Typesense collection"
           or schedules.shows_crontab(r["content"]))  # "crontab -l | grep MAEU -> */30 * * * * …/pull_edi"


LOG_NEIGHBOURS = 4  # log lines that tell nothing known, compared with each statement
SENTENCE_SHARED = 2  # rare words a sentence of a note must share with a statement to be compared with it
RARE_WORD = 6  # statements a word may occur in and still be rare


def _meet_sentences(planner: Planner, run: _Run, corpus: Corpus, statements: list[dict[str, Any]],
                    notes: list[dict[str, Any]]) -> None:
    """A note about something else says a statement's subject in one sentence ("Cost estimate for the fleet:
    … each publishing telemetry every 5 minutes …"): the note as a whole reads far from the statement, the
    sentence does not. Each sentence of a note meets the short statements it shares two rare words with."""
    holders: dict[str, list[int]] = {}
    for i, r in enumerate(statements):
        if len(r["content"]) <= SHORT:
            # the statement's content terms, read once at loading, and the words of its written names
            # ("anti-passback" says "passback", as a key's "anti_passback_seconds" does)
            for term in corpus.terms[r["id"]] | text.name_terms(r["content"]):
                holders.setdefault(term, []).append(i)
    rare = {term: group for term, group in holders.items() if len(group) <= RARE_WORD}
    if not rare:
        return
    for note in notes:
        met = _met_by_keys(note["content"], statements, rare)
        for sentence in text.SENTENCE_BREAK.split(note["content"]):
            counts: dict[int, int] = {}
            # a name written with separators says its words too ("feat(scada-bridge)", "pull_edi")
            for term in (text.content_terms(sentence) | text.name_terms(sentence)) & rare.keys():
                for i in rare[term]:
                    counts[i] = counts.get(i, 0) + 1
            met |= {i for i, n in counts.items() if n >= SENTENCE_SHARED}
        for i in sorted(met):
            _pair(planner, run, statements[i], note, 0.0)


_FIGURE = re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|"
                     r"sixty|hundred|once|twice|daily|hourly|weekly|monthly|nightly)\b", re.I)


def _meet_told_figures(planner: Planner, run: _Run, statements: list[dict[str, Any]],
                       notes: list[dict[str, Any]]) -> None:
    """A note that tells a measure changed from a figure ("symstore-prune: retention raised 180d -> 400d", in a
    changelog about other things) meets the few short statements that give that figure, however far apart
    their other words."""
    told = [(note, keys) for note in notes if text.CHANGE.search(note["content"]) or "->" in note["content"]
            if (keys := figure_changes.changed_from_keys(note["content"]))]
    if not told:
        return
    holders: dict[str, list[dict[str, Any]]] = {}
    for r in statements:
        if len(r["content"]) <= SHORT:
            for key in figure_changes.figure_keys(r["content"]):
                holders.setdefault(key, []).append(r)
    for note, keys in told:
        for key in keys:
            group = holders.get(key, [])
            if len(group) <= VALUE_JOIN_MAX:
                for r in group:
                    _pair(planner, run, r, note, 0.0)


def _met_by_keys(note: str, statements: list[dict[str, Any]], rare: dict[str, list[int]]) -> set[int]:
    """A dump of settings names its subject in a key alone ("report_interval_s: 30" against "the trackers
    report their position every 15 seconds"): one rare word of a key's name is enough for a statement
    that gives a figure to meet the dump (the readers then compare the key's value with the figure)."""
    if not (configs.gives_setting(note) or frames.gives_setting(note)):
        return set()
    met: set[int] = set()
    for setting in config_dump.settings(note):
        for term in setting.words & rare.keys():
            met |= {i for i in rare[term] if _FIGURE.search(statements[i]["content"])}
    return met


def _meet_roles(planner: Planner, run: _Run, statements: list[dict[str, Any]], roles: dict[str, set[str]],
                logs: list[dict[str, Any]]) -> None:
    """A log line that shows a tool of a role at work meets the few statements of its project that name
    a tool of that role (`roles`: their `_role_keys`, read once), however far apart their words ("… stored
    in PostgreSQL" / "`mongosh vetcall-sched --eval …`")."""
    holders: dict[str, list[dict[str, Any]]] = {}
    for r in statements:
        for key in roles[r["id"]]:
            holders.setdefault(key, []).append(r)
    if not holders:
        return
    for log in logs:
        for key in _role_keys(log) & holders.keys():
            if len(holders[key]) <= ROLE_JOIN_MAX:
                for statement in holders[key]:
                    _pair(planner, run, statement, log, 0.0)


def _meet_logs(planner: Planner, run: _Run, corpus: Corpus, statements: list[dict[str, Any]],
               logs: list[dict[str, Any]], weight: float) -> None:
    """Each statement meets its nearest few short log lines that tell nothing the readers know of (a
    config line read aloud, a query run against a table): log lines are never compared with each other
    ("Listed the files in billing" / "Listed the files in tests"), nor crowd a statement's neighbours."""
    if not statements or not logs:
        return
    both = statements + logs
    attach_vectors(planner.ctx, corpus, logs)
    vecs = corpus.vec(both)
    lex = lexicon([corpus.terms[r["id"]] for r in both], corpus.idf)
    columns = np.arange(len(statements), len(both))
    for start in range(0, len(statements), 512):
        block = np.arange(start, min(len(statements), start + 512))
        sims = similarity(vecs, lex, block, columns, weight)
        for a, row in zip(block.tolist(), sims, strict=True):
            for b in np.argsort(-row, kind="stable")[:LOG_NEIGHBOURS].tolist():
                if row[b] >= SUBJECT_SIM:
                    _pair(planner, run, statements[a], logs[b], float(row[b]))


@dataclass
class _Run:
    """What one check carries from pair to pair."""

    accepted: list[tuple[Planned, list[dict[str, Any]]]]
    open_targets: set[str]  # memories a SUPERSEDE already waits on (or was refused for)
    deniers: set[str]  # memories that deny an experience ("I've never written a Flask route")
    flagged: set[tuple[str, str]]  # pairs a flag already joins
    judged: set[tuple[str, str]] = field(default_factory=set)  # pairs already given a verdict this run
    # per denial: (rank, older, newer, reason) of the one counterpart it is flagged beside
    denials: dict[str, tuple[tuple[bool, int, float], dict[str, Any], dict[str, Any], str]] = field(
        default_factory=dict)


def _value_keys(content: str) -> set[str]:
    """The tools (by their canonical names), other products by their capitalised names, and written names
    (paths, snake_case, dotted, of several hyphens, backticked) a text gives: a word
    or two joined by a hyphen ("code-signing") names nothing."""
    found = claims.tool_names(content)
    for v in retired.values_of(content):
        if v.kind == "ident" and len(v.key) >= 4 and (re.search(r"[_/.`]", v.shown) or v.key.count("-") >= 2) \
                and not re.fullmatch(r"v?[\d.]+\w?", v.key) and not v.key[0].isdigit():
            found.add(v.key)
        elif v.kind == "name":  # a product no vocabulary knows ("the Scandit SDK" / "Dropped Scandit …")
            found |= {p for p in [v.key, *retired.name_parts(v.key)] if len(p) >= retired.MIN_PART}
    found |= {m.group("v").lower() for m in handover.CALLED.finditer(content)}  # "… is called gatekeeper"
    for m in _SIDES.finditer(content):  # "gatekeeper -> access-api", "s/consist-builder/trainset-composer/"
        found |= {side.lower().strip("`'\".") for side in m.groups() if side and len(side) >= 4}
    return found


# The two sides of a change written as an arrow or a substitution: each names what a statement may call it
_SIDES = re.compile(r"(?<![\w.-])([A-Za-z][\w.-]*)[`'\"]?\s*(?:->|→|=>)\s*[`'\"]?([A-Za-z][\w.-]*)|\bs/([\w.-]+)/([\w.-]+)/")


# A machine's name: letters and a number, then its domain ("libapp02.lib.internal", "worker-02.prod")
_HOST = re.compile(r"(?<![\w./-])[a-z][a-z-]*\d{1,3}(?:\.[a-z][\w-]*)+\b")


def _role_keys(row: dict[str, Any]) -> set[str]:
    """The roles of the tools a text names, within its scope: two texts of one project that name a
    database each are compared ("… in a single SQLite file" / "sampletrack now reads and writes Postgres 16"),
    the tools a command or a URL shows at work too ("`mongosh …`"), the kinds of named thing (a topic,
    a bucket, a region) a text names one of, and a job's schedule in words or as a crontab line."""
    roles = set(at_work.tools_at_work(row["content"])) | {f"kind:{k}" for k in kind_names.kinds_named(row["content"])}
    if schedules.gives_schedule(row["content"]):
        roles.add("kind:schedule")  # "runs once an hour" / "*/30 * * * * …/pull_edi", "(interval=1h)"
    if owners.names_an_owner(row["content"]):
        roles.add("kind:owner")  # "… is owned by the Crew Systems team" / "CODEOWNERS: `* @acme/flight-ops`"
    if swaps.gives_a_port(row["content"]):
        roles.add("kind:port")  # "… listens on port 8081" / "records-svc binds 0.0.0.0:9090"
    if _HOST.search(row["content"]):
        roles.add("kind:host")  # "… runs on the VM libapp02.lib.internal" / "rsync dist/ -> deploy@libweb07.lib.internal"
    return {f"{row['scope']}\x00{role}" for role in roles}


def _run_keys(row: dict[str, Any]) -> set[str]:
    """The roles of the tools a long text's command lines run or its settings choose, within its scope."""
    roles = at_work.tools_in_commands(row["content"]) | at_work.tools_in_settings(row["content"])
    return {f"{row['scope']}\x00{role}" for role in roles}


def _pair(planner: Planner, run: _Run, x: dict[str, Any], y: dict[str, Any], closeness: float) -> None:
    if x["scope"] != y["scope"] and "global" not in (x["scope"], y["scope"]):
        return
    key = (min(x["id"], y["id"]), max(x["id"], y["id"]))
    if key in run.flagged or key in run.judged:
        return
    run.judged.add(key)  # one verdict per pair and run, however many neighbour lists name it
    older, newer = (x, y) if (x["valid_from"], x["seq"]) <= (y["valid_from"], y["seq"]) else (y, x)
    verdict = judge(planner, older["content"], newer["content"], weigh=_stated(older))
    if verdict.relation not in ("update", "conflict"):
        return
    if verdict.relation == "update":
        _drop_reinforcement(run.accepted, older["id"], newer["id"])  # even when a SUPERSEDE already waits on it
        if older["id"] in run.open_targets:
            return
        run.open_targets.add(older["id"])
        planner.plan.proposals.append(_supersede(older, newer, verdict.reason))
        return
    if verdict.attribute == "experience":
        # One flag per denial, however many statements show the thing done: the person reads the
        # denial once, beside the one shown before it that says the denied thing most plainly (its
        # words, its verb), closeness breaking ties — doing the thing after saying one never had is
        # progress, so a later statement only when no earlier one is at hand.
        denier = older if older["id"] in run.deniers else newer
        other = newer if denier is older else older
        said, shared = frames.denial_strength(prose(denier["content"]), prose(other["content"]))
        rank = (denier is newer, shared + said, closeness)
        best = run.denials.get(denier["id"])
        if best is None or rank > best[0]:
            run.denials[denier["id"]] = (rank, older, newer, verdict.reason)
        return
    _flag(planner, run.accepted, older, newer, verdict.reason,
          ((older["id"], verdict.reason), (newer["id"], verdict.reason)))


def _stated(row: dict[str, Any]) -> bool:
    """A statement a person made or knowledge consolidation holds: only such an older side is weighed by the
    fitted pair model (it was fitted on statements against later notes, not on two agent episodes)."""
    return row["origin"] == "user-asserted" or row["shape"] != "episodic"


def _flag(planner: Planner, accepted: list[tuple[Planned, list[dict[str, Any]]]], older: dict[str, Any],
          newer: dict[str, Any], reason: str, repeats: tuple[tuple[str, str], ...]) -> None:
    if any(r in planner.flagged_reasons for r in repeats):
        return  # the same disagreement repeated by another note (on either side): one flag is enough
    planner.flagged_reasons.update(repeats)
    planner.plan.flags.append(PlannedFlag(older["id"], newer["id"], reason))
    planner.plan.counts["contradictions"] += 1
    _drop_reinforcement(accepted, older["id"], newer["id"])
    # A lesson distilled from both sides of the disagreement would state one of them as settled.
    accepted[:] = [(p, m) for p, m in accepted if not {older["id"], newer["id"]} <= set(p.grounding)]


def _supersede(older: dict[str, Any], newer: dict[str, Any], reason: str) -> Planned:
    """The newer statement replaces the older: itself when it is a memory, a new fact when a note."""
    if newer["shape"] != "episodic" or older["shape"] == "episodic":
        return Planned(
            action="SUPERSEDE", scope=older["scope"], grounding=[newer["id"]], target_ids=[older["id"]],
            attributes={"by": newer["id"], "reason": reason}, kind=older["kind"], shape=older["shape"],
            level=older["level"], confidence=newer["confidence"], importance=newer["importance"],
            rationale=f"{newer['id']} updates {older['id']}: {reason}")
    from .distill import strip_filler

    content, _ = strip_filler(newer["content"])
    return Planned(
        action="SUPERSEDE", scope=older["scope"], grounding=[newer["id"]], target_ids=[older["id"]],
        content=content[:1].upper() + content[1:], kind=older["kind"], shape=older["shape"],
        level=max(1, older["level"]), attributes={"reason": reason, "replaces": older["id"]},
        confidence=min(newer["confidence"], older["confidence"]),
        importance=max(newer["importance"], older["importance"]),
        rationale=f"{newer['id']} updates {older['id']}: {reason}")


def _drop_reinforcement(accepted: list[tuple[Planned, list[dict[str, Any]]]], target: str, note: str) -> None:
    """A note that disagrees with a memory must not reinforce it (nor ground a copy of it)."""
    for planned, members in accepted:
        if planned.action == "NOOP" and planned.target_ids == [target] and note in planned.grounding:
            planned.grounding = [g for g in planned.grounding if g != note]
            members[:] = [m for m in members if m["id"] != note]
    accepted[:] = [(p, m) for p, m in accepted if p.grounding]


def _open_targets(planner: Planner) -> set[str]:
    from ..store.store import loads

    prop = planner.models.Proposal
    return {t for (t,) in prop.select(prop.target_ids).where(
        (prop.action == "SUPERSEDE") & prop.status.in_(["pending", "rejected"])).tuples()
        for t in loads(t, [])}
