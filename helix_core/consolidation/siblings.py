"""A change to a sibling: the same kind of thing, another one of it.

"The interactive partition has a maximum wall time of 8 hours" and "Raised the max walltime on the preempt
partition to 24 hours" share a head noun ("partition") and a measure, yet they speak of two partitions: the
statement opens on "interactive partition", the note changes the "preempt partition" and never names the
interactive one. So with "the refund worker" / "Scaled the label-rendering worker", "the humidity sensor" /
"Changed the temperature sensor sampling interval". A word written short for another ("db" for "database",
"priv" for "privilege") is the same word, not a sibling.
"""

from __future__ import annotations

import re

from .. import claims
from . import phrases, retired, text

# Verbs that announce a change of the thing named after them
_CHANGE_VERB = frozenset("""
raised raise bumped bump lowered lower scaled changed change increased decreased reduced cut set moved switched
migrated replaced extended shortened upped doubled halved tightened loosened widened narrowed dropped updated
upgraded downgraded renamed
""".split())
_CHANGE_STEMS = frozenset(text.stem(w) for w in _CHANGE_VERB) | frozenset(text.stem(w) for w in "switch move migrate".split())
_OBJECT_WORDS = 10  # words after the verb that name what was changed
_SUBJECT_WORDS = 7  # words the statement opens on: what it is about
# Words that do not tell one thing of a kind from another
_NOT_A_KIND = frozenset(text.stem(w) for w in """
new old same other main default current every each all any first last next previous whole entire full total max
maximum min minimum per called named formerly only now never off through via over still also just no not
internal external public private local remote shared custom standard regular normal special
idle open forgotten inactive active pending stale unused closed
s3 gcs gs blob kafka sqs sns pubsub rabbitmq amqp redis postgres mysql slack
""".split())  # a carrier ("the S3 bucket …") names no kind of the thing
_WORD = re.compile(r"[A-Za-z][\w-]*")
_BREAK = re.compile(r"\s[-–—]\s|[,;:()\[\]]")  # a dash, a comma or a bracket parts two words
_POSSESSIVE = re.compile(r"['’]s\b")
_GAP = "|"


def _words(s: str) -> list[str]:
    out: list[str] = []
    for chunk in _BREAK.split(_POSSESSIVE.sub("", s)):
        out += [w.lower() for w in _WORD.findall(chunk)] + [_GAP]
    return out


def _stems(words: list[str]) -> set[str]:
    """Each word's stem, and the stems of its parts ("clinic_hours" says "clinic")."""
    return {text.stem(p) for w in words for p in [w, *re.split(r"[-_]", w)] if p and p != _GAP}


def short_for(long: str, short: str) -> bool:
    """"db" of "database", "priv" of "privilege": the short word's letters in order, same first letter;
    a longer short word needs the long one's first three letters ("demux" of "demultiplexing")."""
    if len(short) > 6 or short[0] != long[0] or len(short) > 4 and (short[:3] != long[:3] or len(long) < 2 * len(short)):
        return False
    rest = iter(long)
    return all(ch in rest for ch in short)


def _kind_word(w: str) -> bool:
    return w != _GAP and w not in text.STOP and text.stem(w) not in _NOT_A_KIND


def _said(word: str, stems: set[str], words: list[str]) -> bool:
    """Whether a text says a word: itself, every part of it ("shared-runner"), or a word it is short for."""
    parts = [p for p in re.split(r"[-_]", word) if p]
    whole = [p for w in words if w != _GAP and w != word for p in [w, *re.split(r"[-_]", w)] if p]
    # "re-seq" of "re-sequencing": each part said, or short for a word or a part of one
    return text.stem(word) in stems or all(text.stem(p) in stems or any(short_for(w, p) for w in whole) for p in parts)


def _names_its_tool(older: str, newer: str) -> bool:
    """The note names a tool or a name the statement names ("we dropped snakemake, the whole lab pipeline is Nextflow"
    for "The sequencing data pipeline is orchestrated with Snakemake"): it speaks of the statement's thing."""
    mine, theirs = claims.technologies(older), claims.technologies(newer)
    if any(tools & theirs.get(role, set()) for role, tools in mine.items()):
        return True
    low = newer.lower()  # a name the vocabulary does not know ("Snakemake")
    return any(v.kind == "name" and not (v.shown.isupper() and len(v.shown) <= 4)  # an acronym ("API") names a kind
               and re.search(rf"\b{re.escape(v.key)}\b", low) for v in retired.values_of(older))


def _written_as_words(s: str, modifier: str, head: str, older: str = "") -> bool:
    """The two words stand side by side as words, the first in lower case: not parts of a path
    ("gs://lumen-ml-data/datasets/") nor of a product's name ("AWS Secrets Manager"); or in capitals when
    the statement names its thing by capitals too ("The PLA filament profile" / "the PETG profile")."""
    if re.search(rf"(?<![\w/.-]){re.escape(modifier)}\s+(?i:{re.escape(head)})", s) is not None:
        return True
    acronym = re.search(rf"(?<![\w/.-])(?i:{re.escape(modifier)})(?:['’]s)?\s+(?i:{re.escape(head)})", s)
    # … and the note keeps none of the statement's figures ("Changed the OCPP websocket listener from 9000 …")
    return acronym is not None and acronym.group(0).split()[0].rstrip("'’s").isupper() \
        and re.search(r"(?<![\w/.-])[A-Z]{2,5}\s+[a-z]", older[:80]) is not None \
        and not set(re.findall(r"\d+", older)) & set(re.findall(r"\d+", s))


def _without_its_own(word: str, stems: set[str]) -> bool:
    """"authorisation-free returns" for a statement of returns that need an authorisation: the statement's
    thing without something it names, not another kind of it."""
    root, _, suffix = word.rpartition("-")
    return suffix in ("free", "less") and text.stem(root) in stems


def other_sibling(older: str, newer: str, *, changed_only: bool = True) -> tuple[str, str] | None:
    """(the statement's thing, the note's) when the note changes another thing of the same kind than the
    one the statement opens on ("interactive partition" / "preempt partition"), and never names the
    statement's thing nor a value it writes out; None otherwise. With `changed_only` false, the note
    need only name the other thing ("scheduled label payouts batch for the 25th")."""
    old, new = _words(older), _words(newer)
    said_before, said_now = _stems(old), _stems(new)
    changed: set[int] = set()
    for j, w in enumerate(new):
        if w in _CHANGE_VERB and not (changed and new[j - 1] == "to"):  # "… to 10s to cut lost answers": a purpose
            changed |= _object_of(new, j)
            if j and new[j - 1] in _PASSIVE:  # "the commercial cycle run was moved to 01:30": what was moved before it
                changed |= _subject_of(new, j - 1)
    if not changed_only:
        changed = set(range(len(new)))
    if not changed or _names_its_tool(older, newer):
        return None
    for i in range(min(len(old) - 1, _SUBJECT_WORDS)):
        mine, head = old[i], old[i + 1]
        if not _kind_word(mine) or not _kind_word(head) or _said(mine, said_now, new):
            continue
        for j in range(len(new) - 1):
            theirs, their_head = new[j], new[j + 1]
            if j not in changed or j + 1 not in changed or text.stem(their_head) != text.stem(head) \
                    or not _kind_word(theirs) or _said(theirs, said_before, old) or theirs.endswith("ed") \
                    or text.stem(theirs) in _CHANGE_STEMS \
                    or _without_its_own(theirs, said_before) \
                    or not _written_as_words(newer, theirs, their_head, older):
                continue  # "registered artifacts" is a state, not a kind; "AWS Secrets Manager" a product
            if not changed_only and not _same_next(old, i + 2, new, j + 2):
                continue  # named only: the whole name must match but its first word ("publisher payout batch")
            return f"{mine} {head}", f"{theirs} {their_head}"
    return None


# Words that end what a change verb changed and open why: "Bumped MAX_UPLOAD_MB to 25 so the app can send
# full-resolution damage photos", "Changed the autosave interval to 10s to cut lost answers"
_WHY = frozenset("so because since which while when after".split())


def _object_of(words: list[str], verb: int) -> set[int]:
    """The places of the words a change verb changed: up to `_OBJECT_WORDS`, ending where the note says why
    (a second "to" is a purpose after the first gave the value)."""
    out: set[int] = set()
    tos = 0
    for j in range(verb + 1, min(len(words), verb + 1 + _OBJECT_WORDS)):
        tos += words[j] == "to"
        if words[j] in _WHY or tos > 1:
            break
        out.add(j)
    return out


_PASSIVE = frozenset("was were is are been be got gets get".split())


def _subject_of(words: list[str], auxiliary: int) -> set[int]:
    """The places of the words before a passive verb's auxiliary, back to the clause's start: what was changed."""
    out: set[int] = set()
    for j in range(auxiliary - 1, max(-1, auxiliary - 1 - _OBJECT_WORDS), -1):
        if words[j] == _GAP:
            break
        out.add(j)
    return out


def _same_next(old: list[str], i: int, new: list[str], j: int) -> bool:
    return i < len(old) and j < len(new) and _GAP not in (old[i], new[j]) and text.stem(old[i]) == text.stem(new[j])


# A note that opens on a label names what it is about: "standings-export worker: raised max_retries 3 -> 5"
_LABEL = re.compile(r"^\s*(?P<label>[A-Za-z][\w .'/-]{0,48}?)\s*:\s")
MAX_LABEL_WORDS = 4
# What a label names when it names a running part of a system ("customs broker API client:")
_RUNNING_THINGS = frozenset(text.stem(w) for w in """
worker client service svc job api queue pipeline module consumer producer daemon server cron task scheduler exporter
importer gateway proxy bot cli sdk app library lib plugin adapter integration connector poller syncer uploader loader
handler processor runner agent listener watcher collector ingester ingestor indexer crawler
""".split())
# Labels that name no thing: the kind of note, not what it is about
_NOTE_KINDS = frozenset(text.stem(w) for w in """
standup stand up log logs note notes fyi todo pr commit bug fix fixed update debug debugging reminder heads incident
postmortem summary context status question answer result results output error warning info ci test tests review plan
idea decision done wip changelog release deploy deployed shipped found observed checked confirmed verified tried
investigation ops oncall call slack email meeting retro sync digest ticket issue jira followup follow finding findings
""".split())
# A name written with separators: what a service, a job or a worker is called ("alert-dispatch", "billing_sync")
_NAME_TOKEN = re.compile(r"[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+")
_ITS_PAPERS = frozenset("config configuration settings values log logs".split())
# A file's type in a path under a folder named for its thing: "ocr-worker/config.yaml:" names the worker (a file
# named for a kind, "queue.conf:", names none)
_FILE_TYPES = frozenset("yaml yml toml json env ini conf cfg properties py ts js".split())


def labelled_other(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's thing, the note's label) when the note opens on a label naming another thing than
    the statement's: another of its kind ("The play-by-play ingestion worker …" / "standings-export worker:
    …"), or one that shares none of its words ("Failed carrier SFTP pulls …" / "customs broker API client:
    retries=5"); None otherwise."""
    m = _LABEL.match(newer)
    if m is None or "\n" in m.group("label"):
        return None
    named_as = m.group("label").strip()
    words = _subject_words(older)
    own_names = [w for w in words if _NAME_TOKEN.fullmatch(w)]  # the name it opens on
    if _NAME_TOKEN.fullmatch(named_as) and own_names and named_as.lower() not in older.lower() \
            and not any(n.lower() in newer.lower() for n in own_names):
        return own_names[0], named_as  # "The alert-dispatch service …" / "billing-sync: raised … timeout …"
    label = _words(m.group("label"))
    named = [w for w in label if _kind_word(w)]
    said_before, said_now = _stems(_words(older)), _stems(_words(newer))
    words_in = [w for w in label if w != _GAP]  # one thing, singular: "Nightly jobs:" heads a list
    papers = _ITS_PAPERS | (_FILE_TYPES if "/" in m.group("label") else frozenset())
    while len(words_in) > 1 and words_in[-1] in papers:
        words_in.pop()  # "shipping-label worker config:" names the worker
    if len(words_in) == 1 and "-" in words_in[0] and len(label) > 2:
        words_in = words_in[0].split("-")  # "ocr-worker/config.yaml:" is the OCR worker's file
    if not named or len(words_in) > MAX_LABEL_WORDS or any(w in text.STOP or w.endswith("ed") for w in words_in) \
            or text.stem(words_in[-1]) not in _RUNNING_THINGS or words_in[-1].endswith("s") \
            or {text.stem(w) for w in named} & _NOTE_KINDS or _names_its_tool(older, newer):
        return None
    subject = [text.stem(w) for w in words]
    if not subject:
        return None
    head, modifiers = subject[-1], subject[:-1]
    label_stems = _stems(named)
    if not label_stems - said_before:
        return None  # the label says nothing the statement does not
    if head in said_now:
        # the head is named: only in the label, beside a word the statement lacks, and no modifier is said
        if head not in label_stems or not modifiers or any(w in said_now for w in modifiers):
            return None
    elif any(w in said_now for w in subject):
        return None
    return " ".join(words), m.group("label")


def _subject_words(older: str) -> list[str]:
    """The statement's opening noun phrase as words, in order ("play-by-play ingestion worker")."""
    joined = re.sub(r"(?<=\w)-(?=\w)", "_", older)  # "play-by-play" is one word
    wanted = phrases.subject(joined)
    out = []
    for w in _words(older):
        if w == _GAP:
            break
        if phrases.stem(w.replace("-", "_")) in wanted:
            out.append(w)
        elif out:
            break
    return out


# A thing a statement names by a proper name before what it is: "The Svalbard-2 antenna controller"; a bare
# capital opening the sentence is a name only when written as one (a digit, a capital inside, all capitals)
_NAMED_THING = re.compile(r"^(?:(?P<the>[Tt]he|[Oo]ur)\s+)?(?P<name>[A-Z][\w-]*\d[\w-]*|[A-Z][a-z]+[A-Z][\w-]*|[A-Z]{2,}[\w-]*|"
                          r"[A-Z][a-z][\w-]*)\s+(?P<head>[a-z][\w-]+(?:\s+[a-z][\w-]+)?)\b")
_PLAIN_NAME = re.compile(r"[A-Z][a-z][a-z-]*")
_NOT_A_HEAD = frozenset("is are was were be has have had can will must should may runs run uses use".split())


def other_named(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's name, the note's) when the statement opens on a thing it names ("The Svalbard-2
    antenna controller runs …") and the note speaks of the same kind of thing under another name ("Flashed
    the HartRAO antenna controller …") and never writes the statement's name."""
    m = _NAMED_THING.match(older.strip())
    if m is None or re.search(rf"(?<![\w-]){re.escape(m.group('name'))}(?![\w-])", newer, re.I) \
            or not m.group("the") and _PLAIN_NAME.fullmatch(m.group("name")) \
            or m.group("head").split()[0] in _NOT_A_HEAD:
        return None  # "There is a code freeze …", "Billing runs …": a sentence's first word, not a name
    head = m.group("head")
    initials = "".join(w[0] for w in re.split(r"[\s-]+", m.group("name")) if w).lower()
    for other in re.finditer(rf"(?<![\w-])(?P<name>[A-Z][\w-]*)\s+{re.escape(head)}\b", newer):
        name = other.group("name")
        if name.lower() not in older.lower() and other.start() > 0 and name.lower() not in text.STOP \
                and name.lower() != initials:  # "DND rooms" are the "Do-not-disturb rooms"
            return m.group("name"), name
    return None


# Two sides of one exchange: a setting of the one side is no value of the other's
_SIDES = (("client", "server"), ("inbound", "outbound"), ("upload", "download"), ("ingress", "egress"),
          ("sender", "receiver"), ("producer", "consumer"), ("buyer", "seller"), ("primary", "replica"))


def other_side(older: str, shown: str) -> tuple[str, str] | None:
    """(the statement's side, the other side a setting's name says) when the statement speaks of one side of
    an exchange and the note's setting of the other alone ("client_heartbeat_interval" for "Dedicated servers
    send a heartbeat …")."""
    said, named = text.name_terms(older.lower()), text.name_terms(shown.lower())
    for a, b in _SIDES:
        for mine, theirs in ((a, b), (b, a)):
            if text.stem(mine) in said and text.stem(theirs) not in said \
                    and text.stem(theirs) in named and text.stem(mine) not in named:
                return mine, theirs
    return None


# A kind written with a mark after it: "Fab 2", "Station 014", "Zone C", "CR2", "line 3" (a lower-case kind counts only
# where its kind is one told apart by marks: callers check)
MARKED_THING = re.compile(r"\b(?P<kind>[A-Z][a-z]+|[A-Z]{2,}|[a-z]{3,})(?:[ _-]?(?P<digits>\d{1,3})|[ _-](?P<letter>[A-Z]))\b(?![.:/]\d)")
# A thing named by a proper name before its kind, where the statement places what it speaks of: "… for the London
# depot starts …" (not "owned by the Mobile team": a holder named is the statement's value)
_PROPER_THING = re.compile(r"\b(?:for|at|in|on|of)\s+(?:the\s+)?(?P<name>[A-Z][a-z]{2,})\s+(?P<kind>[a-z]{3,})\b")


# Places and units of a site that come in numbered or lettered series: "Fab 2", "Station 014", "Zone C", "CR2"
_SERIES_KINDS = frozenset(text.stem(w) for w in """
fab plant site station zone building bldg hall line bay dock gate room cr floor ward lane pool sheet rack cell unit store
branch depot warehouse terminal platform pier berth court field pitch rink studio lab theatre press oven kiln tank pump
tower wing block sector area district yard shed kiosk booth counter desk till lift chair track stage screen
""".split())


def _told_apart(kind: str) -> bool:
    return kind.lower() not in text.STOP and not claims.technologies(kind)  # "Java 17": a tool's release


def other_instance(older: str, sentence: str) -> tuple[str, str] | None:
    """(the statement's thing, the sentence's) when the statement names its thing by a mark or a proper name
    ("OEE for Fab 2 …", "… for the London depot starts at 02:00") and the sentence names another of the same
    kind ("Moved the fab1 OEE run …", "… for the Manchester depot (MAN-02) now kicks off at 01:30") and never
    the statement's own, nor a name of the statement's ("mesbus01 was powered down …; the Fab 1 bus stays")."""
    low = sentence.lower()
    if any(v.kind in ("ident", "name") and len(v.key) > 3 and re.search(rf"(?<![\w-]){re.escape(v.key)}(?![\w-])", low)
           for v in retired.values_of(older)):
        return None
    for m in MARKED_THING.finditer(older):
        kind, mark = m.group("kind"), (m.group("digits") or m.group("letter")).lower()
        if not _told_apart(kind) or text.stem(kind.lower()) not in _SERIES_KINDS:
            continue  # "Node 18", "Python 3": another mark is another release
        pattern = rf"\b{re.escape(kind)}[ _-]?(?P<mark>\d{{1,3}}|[A-Za-z](?![A-Za-z]))(?![\w.:/]\d|\w)"
        marks = {x.group("mark").lower().lstrip("0") or "0" for x in re.finditer(pattern, sentence, re.I)}
        own = mark.lstrip("0") or "0"
        if marks and own not in marks:
            return m.group(0), f"{kind} {sorted(marks)[0]}"
    for m in _PROPER_THING.finditer(older):
        name, kind = m.group("name"), m.group("kind")
        if not _told_apart(name) or name.lower() in low or kind in text.STOP:
            continue
        for other in re.finditer(rf"(?<=[a-z,(] )(?P<name>[A-Z][a-z]{{2,}})\s+{re.escape(kind)}\b", sentence):
            if _told_apart(other.group("name")) and other.group("name").lower() not in older.lower():
                return m.group(0), other.group(0)
    return None
