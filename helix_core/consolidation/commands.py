"""A command the statement names that the tool itself says it does not have.

"Translations are pulled with `lexi pull`" and a note where `lexi pull` answers `unknown command "pull"
for "lexi"` disagree: the command was renamed or removed. Argument parsers word this error in a few
fixed ways (cobra, clap, click, argparse, Django's manage.py, git-style tools); the note must also run the statement's
command, so an error about some other subcommand says nothing of it. A suggestion the tool makes
("Did you mean this? download") is the command's likely new name.
"""

from __future__ import annotations

import re

__all__ = ["missing_command"]

MAX_STATEMENT = 300
# `tool sub` as a statement writes a command: backticked, or "the tool sub command"
_NAMED = re.compile(r"`(?P<tool>[a-z][\w.-]*)\s+(?P<sub>[a-z][\w-]*)[^`]*`"
                    r"|\b(?P<tool2>[a-z][\w.-]*)\s+(?P<sub2>[a-z][\w-]*)\s+(?:sub)?command\b")
_Q = r"[\"'`‘’“”]?"
# what the parsers print, each naming the subcommand they did not know
_UNKNOWN = re.compile(
    rf"\bunknown (?:sub)?command:?\s+{_Q}(?P<a>[\w-]+){_Q}"  # cobra: unknown command "pull" for "lexi"
    rf"|\bunrecognized (?:sub)?command:?\s+{_Q}(?P<b>[\w-]+){_Q}"  # clap: unrecognized subcommand 'lint'
    rf"|\bno such (?:sub)?command:?\s+{_Q}(?P<c>[\w-]+){_Q}"  # click: No such command 'pull'.
    rf"|\binvalid choice:\s+{_Q}(?P<d>[\w-]+){_Q}"  # argparse: invalid choice: 'pull' (choose from …)
    rf"|{_Q}(?P<e>[\w-]+){_Q} is not an? [\w-]+ (?:sub)?command"  # git: 'pul' is not a git command
    rf"|\bno rule to make target\s+{_Q}(?P<f>[\w./-]+?){_Q}[.,]"  # make: *** No rule to make target 'x'.  Stop.
    rf"|\bmissing script:?\s+{_Q}(?P<g>[\w:.-]+){_Q}",  # npm: Missing script: "build:docs"
    re.I)
# the words after a tool in a backticked command: `kerf queue drain` names drain as well as queue
_COMMAND_WORDS = re.compile(r"`(?P<tool>[a-z][\w.-]*)(?P<rest>(?:\s+[a-z][\w:-]*){1,3})")
# a script's own commands: "`python manage.py load_catalog`", "the management command manage.py issue_receipts"
_SCRIPT_RUN = re.compile(r"(?<![\w.-])(?P<tool>[a-z][\w-]*\.(?:py|sh|rb|js|pl))\s+(?P<sub>[a-z][\w-]*)", re.I)
# the subcommand the tool suggests instead
_SUGGESTED = re.compile(rf"(?:did you mean(?: this| one of these)?\??|a similar (?:sub)?command exists:?|"
                        rf"the most similar command is)\s*{_Q}(?P<s>[a-z][\w-]*){_Q}", re.I)


def missing_command(older: str, newer: str) -> tuple[str, str | None] | None:
    """The statement's command the note's tool says it does not know, and the one it suggests."""
    if len(older) > MAX_STATEMENT:
        return None
    # (tool, word) → the command as the statement writes it
    named = {(m.group("tool") or m.group("tool2"), m.group("sub") or m.group("sub2")): "" for m in _NAMED.finditer(older)}
    named |= {(m.group("tool"), m.group("sub")): "" for m in _SCRIPT_RUN.finditer(older)}
    named |= {(m.group("tool"), w): f"{m.group('tool')}{m.group('rest')}"
              for m in _COMMAND_WORDS.finditer(older) for w in m.group("rest").split()[1:]}
    for m in _UNKNOWN.finditer(newer):
        sub = next(g for g in m.groups() if g).lower()
        for (tool, wanted), shown in named.items():
            # the note ran the statement's command: the tool, then (on that line) the word it did not know
            ran = re.search(rf"(?<![\w.-]){re.escape(tool)}\s+(?:[\w:-]+\s+){{0,2}}{re.escape(wanted)}\b",
                            newer[: m.start()], re.I)
            if wanted.lower() == sub and ran:
                suggested = _SUGGESTED.search(newer, m.end())
                return f"`{shown or f'{tool} {wanted}'}`", suggested.group("s") if suggested else None
    return None
