"""Finding where one text quotes another, and cutting the quote out.

Consolidation distils episodes into facts extractively: a derived memory often carries a clause of
its source word for word (with the first word re-cased, filler dropped). When the source is hard
forgotten, that clause must go too. A quote is a run of consecutive words shared with the source,
compared case-insensitively: at least `MIN_QUOTE_WORDS` words, or most of a short source.
"""

from __future__ import annotations

import math
import re

MIN_QUOTE_WORDS = 5
SHORT_SOURCE_SHARE = 0.6  # a source shorter than that: a quote is this share of its words (≥ 3)

_WORD = re.compile(r"\w+")


def _words(text: str) -> list[tuple[str, int, int]]:
    return [(m.group().casefold(), m.start(), m.end()) for m in _WORD.finditer(text)]


def min_words(source: str) -> int:
    """How many words in a row make a quote of `source`."""
    n = len(_WORD.findall(source))
    return max(3, min(MIN_QUOTE_WORDS, math.ceil(n * SHORT_SOURCE_SHARE)))


def quoted_spans(source: str, text: str) -> list[tuple[int, int]]:
    """Character spans of `text` that repeat a run of `source`'s words (merged, in order)."""
    src = [w for w, _, _ in _words(source)]
    words = _words(text)
    n = min_words(source)
    if len(src) < n or len(words) < n:
        return []
    grams: dict[tuple[str, ...], list[int]] = {}
    for i in range(len(src) - n + 1):
        grams.setdefault(tuple(src[i:i + n]), []).append(i)
    covered = [False] * len(words)
    for j in range(len(words) - n + 1):
        if tuple(w for w, _, _ in words[j:j + n]) in grams:
            for k in range(j, j + n):
                covered[k] = True
    spans: list[tuple[int, int]] = []
    for k, (_, start, end) in enumerate(words):
        if not covered[k]:
            continue
        if spans and k > 0 and covered[k - 1]:
            spans[-1] = (spans[-1][0], end)
        else:
            spans.append((start, end))
    return spans


def remove_spans(text: str, spans: list[tuple[int, int]]) -> str:
    """`text` without the spans, its punctuation and spacing tidied."""
    out, last = [], 0
    for start, end in spans:
        out.append(text[last:start])
        last = end
    out.append(text[last:])
    joined = " ".join("".join(out).split())
    joined = re.sub(r"\s+([,.;:!?])", r"\1", joined)
    joined = re.sub(r"([,;:])(?:\s*[,;:])+", r"\1", joined)
    return joined.strip(" ,;:-—").strip()


def has_substance(text: str) -> bool:
    """Enough left to be worth keeping: three words or more."""
    return len(_WORD.findall(text)) >= 3
