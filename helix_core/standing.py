"""Standing instructions: a rule a person set for a kind of question ("Always include version
numbers when I ask about dependencies", "When I ask about deadlines, never round the dates").

Such a rule shares few words and little meaning with the questions it governs: "What libraries does
this project use?" is far from "Always include version numbers …" as a whole, yet close to the
rule's condition, "software dependencies". Recall matches a question against the condition
(`Retriever._standing`) so the rule comes back when it applies. A rule without a condition applies
to its own subject and is found like any other memory.
"""

from __future__ import annotations

import re

__all__ = ["MAX_RULE_CHARS", "RULE_WORDS_FTS", "condition_of"]

MAX_RULE_CHARS = 400  # a standing instruction is a sentence or two, not a work log
# Words a rule's text contains, for the full-text pre-filter (FTS5 and tsvector read them alike).
RULE_WORDS_FTS = '"always" OR "never" OR "whenever" OR "don t" OR "do not" OR "make sure" OR "be sure"'

_BINDING = r"(?:please\s+)?(?:always|never|don'?t|do\s+not|make\s+sure(?:\s+to)?|be\s+sure\s+to)"
_ASKER = r"(?:I|we)"
_ASKING = (r"(?:ask|asks|am\s+asking|are\s+asking|talk|mention|discuss|bring\s+up|request|want|need"
           r"|work|am\s+working|are\s+working|write|am\s+writing|deal|am\s+dealing)")
_LINK = r"(?:\s+(?:you|for\s+help))?(?:\s+(?:about|for|on|with|into|regarding))?"
_WHEN = rf"(?:when|whenever|if|any\s*time)\s+{_ASKER}\s+{_ASKING}{_LINK}\s+"
# "Always X when I ask about Y."
_RULE_THEN_CONDITION = re.compile(rf"^\s*{_BINDING}\b[^.;!?]*?\b{_WHEN}(?P<topic>[^.;!?]+)", re.I)
# "When I ask about Y, always X." / "Whenever we discuss Y, don't X."
_CONDITION_THEN_RULE = re.compile(rf"^\s*{_WHEN}(?P<topic>[^.;!?,]+),?\s+{_BINDING}\b", re.I)


def condition_of(text: str) -> str | None:
    """The kind of question a standing instruction governs ("software dependencies"), or None when
    `text` is no conditional standing instruction."""
    if len(text) > MAX_RULE_CHARS:
        return None
    for pattern in (_RULE_THEN_CONDITION, _CONDITION_THEN_RULE):
        match = pattern.search(text)
        if match:
            topic = match.group("topic").strip(" ,:\"'")
            return topic or None
    return None
