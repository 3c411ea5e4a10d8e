"""What a question is about, without the words that only say how to answer it.

An embedding reads a question as a whole: "Can you list the order in which I brought up different
aspects of my budget tracker? Mention ONLY three items." lands nearer other questions about order
and lists than the turns about the budget tracker. BM25 weighs such words down by itself (they are
common); the vector side is handed the question without them.
"""

from __future__ import annotations

import re

# A trailing sentence that only shapes the answer: "Mention ONLY and ONLY three items.",
# "Answer in at most two sentences."
_ANSWER_SHAPE = re.compile(
    r"(?<=[.?!])\s+[^.?!]*\b(?:mention|answer|respond|reply|include|list|give|name)\b[^.?!]*"
    r"\b(?:only|exactly|at most|no more than)\b[^.?!]*[.?!]?", re.I)
# A frame that asks about the conversation rather than its subject: "the order in which I brought
# up different aspects of …".
_CONVERSATION_FRAME = re.compile(
    r"\b(?:the )?order in which I (?:first )?(?:brought up|mentioned|discussed|talked about|raised|asked about)"
    r"(?: (?:the )?(?:different|various) (?:aspects|concepts|parts|topics|things|steps|questions)"
    r"(?: related to| of| about)?)?", re.I)


def topic_of(question: str) -> str:
    """The question with its answer-shaping sentences and conversation frame left out; the
    question itself when nothing would be left."""
    topic = _CONVERSATION_FRAME.sub(" ", _ANSWER_SHAPE.sub(" ", question))
    # Lines stay lines: redaction reads "password: …" to the end of its line.
    topic = re.sub(r"[ \t]{2,}", " ", topic).strip()
    return topic if re.search(r"\w", topic) else question
