"""A replacement a note tells with both names written out: "`sgctl gate restart` replaces `gatectl reboot`",
"`ew exam open` has been renamed to `ew session start`", "legacy-sync is deprecated in favour of
ledger-sync", "use `make bundle` instead of `make dist`", "patients.species becomes patients.species_code", or
over two sentences: "the v3 payload dropped the mrn key. Consumers should read encounter_patient_id instead".

The old name must be one the statement writes word for word, and be a name rather than a phrase: code or
quoted in the note or the statement, written with a separator or a digit, or given by the statement as a name
("… is called mrn"); "the report" is none. The new name, code, quoted or written with a separator, must be
one the statement does not write. Such a sentence ties itself to the statement by the old name alone,
whatever other words the two use; a plan or a question ("we might replace …") tells nothing.
"""

from __future__ import annotations

import re

from . import frames, text

# One name as a note writes it: in backticks or quotes, or a bare identifier with a separator or digit
_NAME = r"(?:`(?P<{g}q>[^`\n]{{2,60}})`|[\"'“‘](?P<{g}s>[^\"'”’\n]{{2,60}})[\"'”’]|(?P<{g}b>[A-Za-z][\w.:/-]*[-_./:\d][\w./:-]*\w))"


def _name(group: str) -> str:
    return _NAME.format(g=group)


_BE = r"(?:is|are|was|were|has\s+been|have\s+been|had\s+been|got|gets|is\s+being|will\s+be|has\s+now\s+been|is\s+now)"
# (new, old) or (old, new) in the order the sentence gives them
_NEW_FOR_OLD = re.compile(rf"{_name('n')}[^.;\n]{{0,40}}?\s(?:now\s+)?(?:replaces|replaced|supersedes|superseded|"
                          rf"takes\s+over\s+from|took\s+over\s+from|stands\s+in\s+for)\s+(?:the\s+old\s+|the\s+)?{_name('o')}",
                          re.I)
_OLD_TO_NEW = re.compile(
    rf"{_name('o')}[^.;\n]{{0,40}}?\s{_BE}\s+(?:\w+\s+)?(?:replaced\s+(?:by|with)|superseded\s+by|renamed\s+(?:to|as)|"
    rf"deprecated\s+in\s+fav(?:ou)?r\s+of|retired\s+in\s+fav(?:ou)?r\s+of|folded\s+into|merged\s+into|"
    rf"changed\s+to|(?:now\s+)?(?:called|named))\s+(?:the\s+new\s+|the\s+)?{_name('n')}", re.I)
_REPLACE_OLD = re.compile(rf"\b(?:replace[sd]?|replacing|swap(?:ped|s)?|swapping)\s+(?:the\s+old\s+|the\s+)?{_name('o')}"
                          rf"\s+(?:out\s+)?(?:with|for|by)\s+(?:the\s+new\s+|the\s+)?{_name('n')}", re.I)
_BECOMES = re.compile(rf"{_name('o')}\s+(?:now\s+)?(?:becomes|became|turns\s+into|turned\s+into)\s+{_name('n')}", re.I)
_RENAME_OLD = re.compile(rf"\brenam(?:e|ed|es|ing)\s+(?:the\s+\w+\s+)?{_name('o')}\s+(?:to|as)\s+{_name('n')}", re.I)
_INSTEAD = re.compile(rf"{_name('n')}\s+instead\s+of\s+{_name('o')}", re.I)
# The old name said gone in one sentence, the new one to be used "instead" in the next: "the v3 payload dropped
# the mrn key. Consumers should read encounter_patient_id instead"
_GONE = re.compile(rf"\b(?:dropped|removed|deleted|retired|deprecated|killed|gone|no\s+longer\s+(?:has|have|sends?|emits?|"
                   rf"exists?|returns?))\b[^.;\n]{{0,30}}?(?:\bthe\s+)?(?:{_name('o')}|(?P<ow>[A-Za-z]\w+)(?=\s+(?:key|field|column|"
                   rf"property|attribute|param(?:eter)?|flag)\b))|{_name('o2')}\s+{_BE}\s+(?:\w+\s+)?"
                   rf"(?:dropped|removed|deleted|retired|deprecated|gone)\b", re.I)
_USE_INSTEAD = re.compile(rf"\b(?:use|read|call|query|send|point\s+\w+\s+at|switch\s+to|move\s+to)\s+(?:the\s+)?{_name('n')}"
                          rf"(?:\s+\w+){{0,2}}\s+instead\b", re.I)
# A name the statement gives outright ("the patient identifier field is called mrn")
_GIVEN = re.compile(r"\b(?:called|named|known\s+as)\s+[`'\"]?(?P<n>[\w.-]*\w)", re.I)
_DOUBT = re.compile(r"\b(?:should|could|might|may|would|propos\w*|consider\w*|plan\w*|maybe|perhaps|if|whether|"
                    r"not\s+yet|rfc|idea)\b|\?", re.I)


def _value(m: re.Match[str], g: str) -> tuple[str, bool]:
    """The name a match gives for a role, and whether the note marks it as a name (code or quotes)."""
    marked = m.group(g + "q") or m.group(g + "s")
    return (marked or m.group(g + "b") or "").strip(), marked is not None


def _written_in(name: str, older: str) -> bool:
    return re.search(rf"(?<![\w/.-]){re.escape(name)}(?![\w/-])", older, re.I) is not None


def _a_name(name: str, marked: bool, older: str) -> bool:
    """A name rather than a phrase: marked as one in the note or the statement, written with a separator or a
    digit, or given as a name by the statement."""
    return marked or re.search(r"[-_./:\d]", name) is not None \
        or any(m.group("n").lower() == name.lower() for m in _GIVEN.finditer(older)) \
        or re.search(rf"[`'\"]{re.escape(name)}[`'\"]", older, re.I) is not None


def _own_parts(old: str, new: str) -> tuple[str, str]:
    """Two dotted names of one owner, each without it: "patients.species" and "patients.species_code" are the
    columns species and species_code of one table."""
    head_old, _, tail_old = old.rpartition(".")
    head_new, _, tail_new = new.rpartition(".")
    return (tail_old, tail_new) if head_old and head_old.lower() == head_new.lower() else (old, new)


def told_replacement(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's name, the name the note gives in its place), or None."""
    if len(older) > frames.SHORT_NOTE * 2 or frames.NEGATED.search(older):
        return None
    sentences = text.SENTENCE_BREAK.split(newer)
    for here, after in zip(sentences, sentences[1:] + [""], strict=True):
        if _DOUBT.search(here) or "?" in after:
            continue  # "Consumers should read … instead" tells what to do, it doubts nothing
        instead = _USE_INSTEAD.search(after) or _USE_INSTEAD.search(here)
        for gone in _GONE.finditer(here) if instead is not None else ():
            old, old_marked = (gone.group("ow"), False) if gone.group("ow") else _value(gone, "o") \
                if gone.group("oq") or gone.group("ob") or gone.group("os") else _value(gone, "o2")
            new, _ = _value(instead, "n")
            if _written_in(old, older) and _a_name(old, old_marked, older) and not _written_in(new, older) \
                    and old.lower() != new.lower():
                return old, new
    for sentence in sentences:
        if _DOUBT.search(sentence):
            continue
        for pattern in (_NEW_FOR_OLD, _OLD_TO_NEW, _REPLACE_OLD, _RENAME_OLD, _BECOMES, _INSTEAD):
            for m in pattern.finditer(sentence):
                (old, old_marked), (new, _) = _value(m, "o"), _value(m, "n")
                if not _written_in(old, older):
                    old, new = _own_parts(old, new)
                if not old or not new or old.lower() == new.lower() or not _written_in(old, older) \
                        or _written_in(new, older):
                    continue
                if not _a_name(old, old_marked, older):
                    continue  # "the report" is a phrase, not a name
                if len(text.words(old)) > 4 or len(text.words(new)) > 6:
                    continue
                return old, new
    return None
