"""A port the statement's service listens on, and another one a note shows it on.

"The InverTrack Modbus gateway listens on TCP port 502" / "Moved modbus-gw off the privileged port …; it binds
5020 now", "The claims portal API listens on port 8443" / "claimdesk API is bound to :9443 in docker-compose".
A port is written in a few fixed ways (port N, host:N, listens on / binds / bound to N); a note ties the port
to the statement's service by a word of the statement said in the sentence that gives it. A note that names
the statement's port too has it beside the other (a proxy and its upstream), unless it says the old one went.
"""

from __future__ import annotations

import re

from . import frames, text

__all__ = ["other_port"]

MAX_STATEMENT = 300
_PORT = re.compile(
    r"\bport\s+(?:number\s+)?:?(?P<a>\d{2,5})\b"
    r"|(?<![\w.:/])(?:[a-z][\w.-]*)?:(?P<b>\d{3,5})\b(?![:.]\d)"
    r"|\b(?:listen(?:s|ing)?|binds?|bound|answers?|serv(?:es|ing))\s+(?:on\s+|to\s+|at\s+)?(?:tcp\s+|udp\s+)?"
    r"(?:port\s+)?:?(?P<c>\d{3,5})\b", re.I)
# words every service and port shares: they tie nothing
_PLAIN = frozenset(text.stem(w) for w in """
port ports listen listens listening bind binds bound tcp udp api service server runs run serves answers endpoint
local localhost host default standard new old now
""".split())
# the statement's port said gone beside the new one: "2575 collided with …", "nothing answers on 8080"
_OLD_GONE = re.compile(r"\b(?:collid\w*|closed|freed|off|no\s+longer|nothing\s+(?:answers|listens)|instead\s+of|"
                       r"moved\s+from|from)\b", re.I)
_APART = re.compile(r"\b(?:staging|sandbox|test|dev|debug|metrics|health|admin|sidecar|next\s+to|beside)\b", re.I)


def _ports(s: str) -> list[tuple[str, int]]:
    return [(next(g for g in m.groups() if g), m.start()) for m in _PORT.finditer(s)]


def _sentence_at(note: str, at: int) -> str:
    """The sentence of the note at a place, with the one before when it opens on a pronoun ("…; it binds 5020")."""
    starts = [0, *(m.end() for m in text.SENTENCE_BREAK.finditer(note) if m.end() <= at)]
    rest = note[starts[-1]:]
    end = text.SENTENCE_BREAK.search(rest)
    sentence = rest[: end.start()] if end else rest
    if text.PRONOUN_START.match(sentence) and len(starts) > 1:
        return note[starts[-2]:starts[-1]] + sentence
    return sentence


def other_port(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's port, the note's) when the note gives its service another port, or None."""
    if len(older) > MAX_STATEMENT or frames.NEGATED.search(older):
        return None
    mine = {p for p, _ in _ports(older)}
    if len(mine) != 1:
        return None
    port = mine.pop()
    shown = [(p, at) for p, at in _ports(newer) if p != port]
    if len({p for p, _ in shown}) != 1:
        return None
    if re.search(rf"(?<![\d.]){port}(?!\d)", newer):
        said = _sentence_at(newer, newer.find(port))
        if not _OLD_GONE.search(said):
            return None
    about = text.name_terms(older) - _PLAIN - {text.stem(w) for w in _APART_WORDS}
    for p, at in shown:
        sentence = _sentence_at(newer, at)
        if _APART.search(sentence) and not _APART.search(older):
            continue
        if text.rooted(about, text.name_terms(_OWNERS.sub(" ", sentence)) - _PLAIN):
            return port, p
    return None


_APART_WORDS = ("staging", "sandbox", "test", "dev", "debug", "metrics", "health", "admin", "sidecar")
# a word that names whose part the sentence's thing is ("WhiskerChart's billing service", "Storybook for the
# dashboard components") ties the port to that part, not to the statement's thing
_OWNERS = re.compile(r"\b[\w-]+['’]s\b|\b(?:for|of)\s+(?:the\s+|our\s+|its\s+)?[\w-]+", re.I)
