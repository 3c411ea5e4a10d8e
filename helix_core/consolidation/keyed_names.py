"""A name the statement gives a thing, and a configuration line that sets that thing to another name.

"Job-completion notifications are posted to the Slack channel #render-done" / a note quoting
`slack.channel: '#farm-completions'`; "Raw uploads land in the bucket ingest-raw" / `UPLOAD_BUCKET=ingest-landing`.
The word right before the statement's name says what it names (a channel, a bucket, a queue); a setting
whose key ends on that word (or on it and "name") and says nothing the statement does not, set to another
name, gives that thing another name. Numbers are `config_dump`'s to read.
"""

from __future__ import annotations

import re

from . import phrases, text, verbs

MAX_STATEMENT = 300
# What a written name may name: the word before it says so ("the Slack channel #render-done")
_ROLES = frozenset("""
channel queue topic bucket table database db schema index host hostname cluster namespace pool partition branch
region repo repository exchange stream registry domain dataset container folder directory dir workspace project
tenant realm vhost subscription
""".split())
_NAME = re.compile(r"(?<![\w#@/.-])(?P<name>[#@]?[A-Za-z][\w.-]*[\w])")
_KEYED = re.compile(r"(?<![\w.-])(?P<key>[A-Za-z][\w.-]*[A-Za-z])[\"'`]?\s*[:=]\s*[\"'`]?(?P<value>[#@]?[A-Za-z][\w./#:-]*\w)"
                    r"[\"'`]?(?![\w(]|\s*[:=])")
_KEY_FILLER = frozenset({"name", "id", "default", "target", "main"})
_NOT_NAMES = frozenset("true false yes no on off none null enabled disabled".split())


def _key_words(key: str) -> list[str]:
    return [p.lower() for p in re.split(r"[_.\-]+|(?<=[a-z])(?=[A-Z])", key) if p]


def _named(older: str) -> list[tuple[str, str]]:
    """(name, what it names) for each name the statement writes right after a role word."""
    out = []
    for m in _NAME.finditer(older):
        name = m.group("name")
        if not re.search(r"[-_#@./]|\d", name) or name.endswith("."):
            continue  # a plain word is no written name
        before = text.words(older[:m.start()])[-2:]
        if before and before[-1] in ("named", "called"):
            before = before[:-1]  # "a queue named page-outbox"
        if before and before[-1] in _ROLES:
            out.append((name, before[-1]))
    return out


def _bare(name: str) -> str:
    return name.strip("`'\"").lstrip("#@").lower()


def other_keyed_name(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's name, the note's) when a setting the note quotes gives the thing another name."""
    if len(older) > MAX_STATEMENT:
        return None
    said = {phrases.stem(w) for w in text.words(older.replace("-", " "))}
    for name, role in _named(older):
        if text.stands_in(_bare(name), newer):
            continue  # the name still stands in the note
        for m in _KEYED.finditer(newer):
            words = [w for w in _key_words(m.group("key")) if w not in _KEY_FILLER]
            value = m.group("value")
            if not words or words[-1] != role or _bare(value) in _NOT_NAMES or _bare(value) in older.lower():
                continue
            if any(phrases.stem(verbs.base_form(w) or w) not in said for w in words[:-1]):  # "PAGING" for "pages"
                continue  # the key speaks of another thing ("dlq.queue" for "the jobs queue")
            if name[0] in "#@" and value[0] != name[0] or not re.search(r"[-_#@./]|\d", value):
                continue  # a name of another shape ("#render-done" / "render")
            return name, value
    return None
