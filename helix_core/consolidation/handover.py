"""The statement's own value named in a note as the side a change left behind.

"Receipts … are sent through SendGrid" / "swap SendGrid for Amazon SES"; "… the `appointments` table" /
"ALTER TABLE appointments RENAME TO visits"; "… 5 free articles per month" / "3 free stories a month, down
from 5"; "… runs in AWS eu-west-1" / "now serving from eu-central-1; eu-west-1 stacks are scaled to zero".
The value itself ties the two texts: a statement names few values, and a note that writes one of them
as the old side of an arrow, a swap, a rename or a move speaks of the same thing whatever its other
words. A value said gone counts only beside a successor of its kind (a tool of the same role, another
identifier, another figure of the unit); a bare figure is read only where an arrow or "from" ties it.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from .. import claims
from . import frames, retired, text

MAX_STATEMENT = 300
# Values too common to tie two texts on their own: a cloud's name, a unit written as a word
_LOOSE = frozenset("aws amazon google gcp azure microsoft apache cloud api sdk mb gb kb tb ms utc".split())
_ARROW = r"\s*(?:->|→|=>|⇒|➜)\s*"
_NEW = r"(?P<y>`[^`\n]{1,60}`|'[^'\n]{1,40}'|[^\s,;)(]+(?:\s+(?-i:[A-Z])[\w.-]*)?)"
# What may stand between a swap's "for" and the new thing: "the", "our fine-tuned", "a self-hosted"
_SUCCESSOR_LEAD = r"(?:(?:the|our|a|an)\s+)?(?:(?:self-hosted|fine-tuned|in-house|managed|hosted|new|own)\s+)?"
_SWAP_VERB = r"(?:swap\w*|replac\w*|trad\w*|exchang\w*)"
_GONE_VERB = (r"(?:ditch\w*|drop(?:s|ped|ping)?|remov\w*|delet\w*|retir\w*|decommission\w*|sunset\w*|rip(?:s|ped|ping)?\s+out|"
              r"kill\w*|deprecat\w*|archiv\w*|uninstall\w*|scrap\w*|phas\w*\s+out)")
_GONE_AFTER = (r"(?:deleted|removed|archived|retired|decommissioned|deprecated|gone|read-only|read\s+only|"
               r"scaled\s+(?:down\s+)?to\s+(?:zero|0)|torn\s+down|shut\s+down|turned\s+off|switched\s+off|going\s+away|"
               r"(?:gets?|will\s+be)\s+(?:deleted|removed|retired|archived))")
_MOVE_VERB = r"(?:migrat\w*|mov(?:e|ed|ing|es)|switch\w*|port(?:ed|ing)|cut(?:ting)?\s+over|transition\w*|shift\w*)"


def _spots(x: str, number: bool) -> str:
    """The value as a pattern: whole, case aside; a figure may carry its unit ("25m"); a name may be
    written under its owner ("passes.valid_until")."""
    body = re.escape(x.strip("`'\""))
    if number:
        return rf"(?<![\w.-])`?{body}(?:\s?[a-z%°µ]{{1,7}})?(?![\w-])"
    return rf"(?:(?<![\w.-])|(?<=[a-z_]\.))[`'\"]?{body}[`'\"]?(?![\w-])"


def _pair_patterns(x: str, number: bool) -> list[re.Pattern[str]]:
    """Patterns that give the old value and the new one side by side."""
    v = _spots(x, number)
    found = [
        rf"{v}(?:\s*\([^()\n]{{1,30}}\))?{_ARROW}{_NEW}",  # "gatekeeper -> access-api", "25m -> 100m", "gs://a (us-central1) -> …"
        rf"\bfrom\s+(?:the\s+)?{v}\s+(?:to|onto|into)\s+(?:the\s+)?{_NEW}",  # "from `0 2 * * *` to `30 4 * * *`"
        rf"\b{v}\s+rename\s+to\s+{_NEW}",  # "ALTER TABLE appointments RENAME TO visits"
        rf"\brenam\w*\s+(?:(?:the|table|column|queue|topic|job|service|bucket|channel|repo)\s+){{0,2}}{v}\s+(?:to|as|into)\s+"
        rf"(?:the\s+)?{_NEW}",
        rf"rename_{re.escape(x.strip('`') .lower())}_to_(?P<y>[a-z0-9_]+?)(?:\.sql|\.py|\b)",  # "0147_rename_marketplace_listings_to_resale_offers.sql"
        rf"\bs/{v}/(?P<y>[^/\s]+)/",  # "s/consist-builder/trainset-composer/"
        # a migration's rename: alembic's "op.rename_table('lesson_slots', 'bookings')", Django's
        # "RenameField(model_name='lot', old_name='reserve', new_name='reserve_price')"
        rf"\brename_table\(\s*{v}\s*,\s*['\"](?P<y>[\w.]+)['\"]",
        rf"\bold_name\s*=\s*{v}\s*,\s*new_name\s*=\s*['\"](?P<y>[\w.]+)['\"]",
    ]
    if not number:
        found.append(rf"\b{_SWAP_VERB}\s+(?:out\s+)?(?:the\s+)?(?:old\s+)?{v}(?:\s+[\w-]+){{0,2}}?\s+(?:out\s+)?(?:for|with|by)\s+"
                     rf"{_SUCCESSOR_LEAD}{_NEW}")  # "swap SendGrid for Amazon SES", "… for a self-hosted VROOM instance"
    return [re.compile(p, re.I) for p in found]


def _left_patterns(x: str, number: bool) -> list[re.Pattern[str]]:
    """Patterns that say the old value was left, with no successor beside it."""
    v = _spots(x, number)
    found = [
        rf"\b(?:down|up|changed|moved|raised|lowered|bumped|cut)\s+from\s+(?:the\s+)?{v}",  # "… down from 5"
        rf"\b(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+(?:the\s+)?{v}",
        rf"\((?:was|previously|formerly|from)\s+{v}\)",
    ]
    if not number:
        found += [
            rf"\b{_MOVE_VERB}\s+(?:[\w-]+\s+){{0,5}}?(?:off|from|away\s+from|out\s+of)\s+(?:the\s+)?(?:old\s+)?{v}",
            rf"\b(?:ditched|dropped|dumped)\s+(?:the\s+)?{v}\b",
            # "we switched the Stripe integration off", "turned the old Zendesk widget off"
            rf"\b(?:switched|turned|shut|switching|turning|shutting)\s+(?:the\s+|our\s+)?(?:old\s+)?{v}(?:\s+[\w-]+){{0,2}}?"
            rf"\s+off\b",
            rf"\b{_GONE_VERB}\s+(?:the\s+)?(?:old\s+|legacy\s+)?{v}",
            rf"{v}(?:\s+[\w-]+){{0,4}}?\s+(?:is\s+|are\s+|was\s+|were\s+|has\s+been\s+|have\s+been\s+|now\s+|just\s+|being\s+)*"
            rf"(?:{_GONE_AFTER}(?!\s+(?:by|to|into|in|on|under|at|with|via)\b)|301s?\b|redirects)",  # "archived by
            # the cold-store job" keeps it; "returns 301 to the new path" does not
            rf"\b(?:formerly|previously|no\s+longer\s+(?:on|in|at|uses?|using|via|through))\s+(?:the\s+)?{v}",
        ]
    return [re.compile(p, re.I) for p in found]


def shape(s: str) -> str:
    """A value's shape: letters as "a", digits as "9", runs collapsed ("eu-west-1" → "a-a-9")."""
    return re.sub(r"(.)\1+", r"\1", re.sub(r"\d", "9", re.sub(r"[A-Za-z]", "a", s)))


def _successor(x: retired._Value, older: str, newer: str) -> str | None:
    """Another value of the old one's kind in the note, the closest in shape: a tool of its role, an
    identifier, a figure."""
    roles = {role for role, names in claims.technologies(x.shown).items()}
    if roles:  # a known tool: only another of its role follows it
        before = claims.technologies(older)
        return next((sorted(names - before.get(role, set()))[0] for role, names in claims.technologies(newer).items()
                     if role in roles and names - before.get(role, set())), None)
    older_keys = {v.key for v in retired.values_of(older)}
    kinds = {"name", "ident"} if x.kind in ("name", "ident") else {x.kind}
    same = [y.shown for y in retired.values_of(newer) if y.key not in older_keys and x.key not in y.key
            and y.kind in kinds and (y.kind != "number")]
    old_shape = shape(x.shown.strip("`'\""))
    return max(same, key=lambda y: SequenceMatcher(None, old_shape, shape(y.strip("`'\""))).ratio(), default=None)


# Where a clause starts; a commit's lead ("feat(mailer):", "commit 4f1a2c9:", "PR #88:") says what kind of change
_CLAUSE_END = re.compile(r"[.!?]\s|[;\n]|:\s")
_LEAD = re.compile(r"^\s*(?:(?:feat|fix|chore|refactor|perf|build|ci|docs|infra|ops)(?:\([^)]*\))?!?:|"
                   r"(?:commit|pr|mr)\s*#?\s*\w*\s*(?:\w+\s*)?:?)", re.I)


_MIGRATION_RENAME = re.compile(r"\brename_table\(|\bnew_name\s*=")
_COPIED = re.compile(r"\b(?:cop(?:y|ied|ying)|cp|sync(?:ed|ing)?|mirror\w*|back(?:ed|ing)?\s+up|replicat\w*|"
                     r"duplicat\w*|export\w*|download\w*|fetch\w*|pull(?:ed|ing)?)\b", re.I)


def _where(value: str, number: bool, newer: str, m: re.Match[str]) -> int:
    """Where the old value stands in a change the note tells."""
    spot = re.compile(_spots(value, number), re.I).search(newer, m.start(), m.end())
    return spot.start() if spot is not None else m.start()


def _of_another(older: str, newer: str, at: int) -> bool:
    """Whether the words before the old value in its clause name a thing the statement never speaks of
    ("The internal dispatcher dashboard was moved off Vercel" beside "The tracking pages are hosted on
    Vercel"; "Switched remote room-sensor pairing from BLE to Thread" beside "Wi-Fi provisioning … over
    BLE")."""
    starts = [m.end() for m in _CLAUSE_END.finditer(newer, 0, at)]
    lead = _LEAD.sub("", newer[starts[-1] if starts else 0:at])
    if _COPIED.search(lead):
        return True  # "Copied last night's exports from s3://… into gs://…": the original stays
    words = [p for w in text.words(lead) for p in re.split(r"[-_/.]", w)
             if len(p) > 2 and p not in text.STOP and text.stem(p) not in _CHANGE_WORDS and not re.search(r"\d", p)]
    parts = [p for w in text.words(older) for p in re.split(r"[-_/.]", w) if p]
    known = {text.stem(p)[:4] for p in parts} | {p[:4] for p in parts}  # "passes" / "pass": stems differ
    return bool(words) and not {x[:4] for w in words for x in (w, text.stem(w))} & known


_CHANGE_WORDS = {text.stem(w) for w in "switch switched swap swapped replace replaced move moved migrate migrated migrating "
                 "moving port ported rename renamed was were is are has have been just now all old the our we "
                 "finished done last week from off away out of over onto into drop dropped dropping remove removed "
                 "ditched delete deleted retire retired instead rather than place column table queue topic bucket "
                 "field index service job channel repo repository folder directory file key applied apply merged "
                 "migration migrations commit pr deployed shipped complete completed release alter update set".split()}


_FIGURE = re.compile(r"(?<![\w.#])\d+(?:[.,]\d+)?(?:\s?[a-z%°]{1,7}\b)?", re.I)


def _nearest_figure(value: str, newer: str, at: int) -> str | None:
    """The figure closest to where the old one is said left ("3 free stories a month, down from 5")."""
    figures = [m for m in _FIGURE.finditer(newer) if re.match(r"[\d.,]+", m.group(0)).group(0) != value]
    return min(figures, key=lambda m: abs(m.start() - at)).group(0) if figures else None


def _tied_figure(older: str, newer: str) -> bool:
    """A bare figure ties two texts only when they share a word besides it."""
    return len(text.name_terms(older) & text.name_terms(newer)) >= 1  # "MAX_UPLOAD_BYTES" speaks of uploads


CALLED = re.compile(r"\b(?:called|named|known\s+as)\s+(?P<v>[a-z][\w-]{2,}[a-z0-9])\b")


def _values(older: str) -> list[retired._Value]:
    """The statement's values, a name of several words also by each of its longer words ("First Databank
    MedKnowledge" is said "First Databank"; "Apache Spark", "Spark"), and a lower-case word it says a
    thing is called ("… is called gatekeeper")."""
    found = retired.values_of(older)
    out = list(found)
    for v in found:
        words = v.shown.split()
        if v.kind == "name" and len(words) > 1:
            out += [retired._Value("name", " ".join(words[:k]).lower(), " ".join(words[:k]), v.start, v.end)
                    for k in range(len(words) - 1, 0, -1)]
            out += [retired._Value("name", w.lower(), w, v.start, v.end) for w in words[1:] if len(w) >= 4]
    for v in found:  # "batch01.lib.internal" is said "batch01"
        if v.kind == "ident" and re.fullmatch(r"[a-z][\w-]*\d[\w-]*(?:\.[a-z][\w-]*){2,}", v.key):
            host = v.key.split(".")[0]
            out.append(retired._Value("ident", host, host, v.start, v.start + len(host)))
    for m in CALLED.finditer(older):
        if not any(v.start <= m.start("v") < v.end for v in found):
            out.append(retired._Value("ident", m.group("v"), m.group("v"), m.start("v"), m.end("v")))
    return out


def handed_over(older: str, newer: str) -> tuple[str, str] | None:
    """The older statement's value the newer writes as the old side of a change, and the new value."""
    if len(older) > MAX_STATEMENT or re.search(r"\b(?:not|never|no)\b|n't\b", older, re.I):
        return None  # a rule's negation is `frames`' to read
    if frames.unasserted(newer):
        return None  # "Should we move the orders pipeline from cron to Prefect?"
    for x in _values(older):
        key = x.shown.strip("`'\"")
        number = x.kind == "number" or x.kind.startswith("measure:")
        if key.lower() in _LOOSE or len(key) < 3 and not number and x.kind != "time":
            continue
        if x.kind == "time":  # a time of day only beside an arrow or "from … to" ("'11:00' -> '13:00'")
            pair = next((m for p in _pair_patterns(key, False)[:2] if (m := p.search(newer)) is not None), None)
            if pair is not None and pair.group("y").strip("`'\".,;:") != key:
                return key, pair.group("y").strip("`'\".,;:")
            continue
        if number and not _tied_figure(older, newer):
            continue
        figure = re.match(r"\d+(?:[.,]\d+)?", x.shown) if number else None
        candidates = {figure.group(0)} if figure is not None else {key} if not number else set()
        for value in candidates:
            for pattern in _pair_patterns(value, number):
                m = pattern.search(newer)
                if m is not None and not _of_another(older, newer, _where(value, number, newer, m)):
                    y = m.group("y").strip("`'\".,;:")
                    # a migration names the new name outright, even a word the statement says ("Lesson bookings
                    # are stored in … lesson_slots" / "op.rename_table('lesson_slots', 'bookings')")
                    outright = _MIGRATION_RENAME.search(m.group(0)) is not None
                    if number and frames.word_for_a_number(y):
                        continue  # a figure does not become a word: "cycles=37/40 -> change due in 3 floods"
                    if y and (outright or y.lower() not in older.lower()) and y.lower() not in text.STOP:
                        return key, y
            left = next((m for m in (p.search(newer) for p in _left_patterns(value, number))
                         if m is not None and not _of_another(older, newer, _where(value, number, newer, m))), None)
            if left is not None:
                y = _nearest_figure(value, newer, left.start()) if number else _successor(x, older, newer)
                if y is not None:
                    return key, y
    return _swapped_out(older, newer)


# "replace ortools CP-SAT with HiGHS", "replaces the netCDF4 writer with pyarrow", "swapped it for Plotly"
_SWAP_ANY = re.compile(rf"\b{_SWAP_VERB}\s+(?:out\s+)?(?:the\s+|our\s+)?(?:old\s+)?(?P<x>(?:[\w.+#-]+\s+){{0,2}}?[\w.+#-]+)"
                       rf"\s+(?:out\s+)?(?:for|with|by)\s+{_SUCCESSOR_LEAD}{_NEW}", re.I)
_PRONOUN = frozenset({"it", "them", "that", "this"})


def _swapped_out(older: str, newer: str) -> tuple[str, str] | None:
    """A swap whose old side is the statement's tool however the note spells it: a known tool by any of
    its names ("OR-Tools" / "ortools"), a name with a release digit ("NetCDF" / "netCDF4"), or "it" for the
    statement's tool the note named before."""
    tools = claims.tool_names(older)
    names = {v.key for v in retired.values_of(older) if v.kind in ("name", "ident") and len(v.key) >= 3} \
        - _LOOSE
    if not tools and not names:
        return None
    for m in _SWAP_ANY.finditer(newer):
        said = old = m.group("x")
        if said.lower() in _PRONOUN:
            said = newer[:m.start()]  # "Chart.js is out … — we swapped it for Plotly"
        said_tools = {name for found in claims.technologies(said).values() for name in found}
        said_names = {w.rstrip("0123456789") for w in text.words(said)}
        y = m.group("y").strip("`'\".,;:")
        if not (said_tools & tools or said_names & names) or not y or y.lower() in text.STOP \
                or y.lower() in older.lower() or _of_another(older, newer, m.start("x")):
            continue
        if old.lower() in _PRONOUN:
            old = sorted(said_tools & tools or said_names & names)[0]
        return old, y
    return None


def swaps_another_tool(older: str, newer: str) -> bool:
    """Whether the note swaps out another tool than the statement's: one of another role ("Swapped moment
    for date-fns in the dashboard's date pickers" beside "The dashboard draws its charts with Chart.js"),
    or one name the statement never says while the note never says the statement's tools."""
    tools = claims.technologies(older)
    if not tools:
        return False
    own = {name for names in tools.values() for name in names}
    for m in _SWAP_ANY.finditer(newer):
        said = claims.technologies(m.group("x"))
        if said and not said.keys() & tools.keys():
            return True
        one_name = re.fullmatch(r"[\w.+#-]+", m.group("x")) is not None and m.group("x").lower() not in _PRONOUN
        if one_name and m.group("x").lower() not in older.lower() \
                and not own & claims.tool_names(newer):
            return True
    return False
