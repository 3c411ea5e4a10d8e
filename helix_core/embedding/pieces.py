"""Long memories are embedded in overlapping pieces, so their tail is searchable too.

MiniLM reads 256 tokens; a memory is up to 32,000 characters (conversation turns, tool output), so
one vector saw only its head. A memory keeps its *head vector* — exactly what the embedder makes of
the whole text, as before: the vector consolidation, MMR and export use — and a long memory gets
extra *pieces* besides, each embedded alone. Recall scores a memory by its best piece when that
beats its head by more than chance (`VectorIndex.combine`: plain max-pooling let long memories crowd
out short ones on BEAM). Short memories (the vast majority) get no pieces: one vector, unchanged.

Piece size:
- By tokens of the embedder's tokenizer when it exposes one (`token_offsets` and `window_tokens`:
  MiniLM). A text longer than the window (254 content tokens) gets pieces of `PIECE_TOKENS` (200)
  overlapping by `PIECE_OVERLAP_TOKENS` (50), starting where the head's window ends minus the overlap;
  the last piece ends at the end of the text. 200 tokens leaves room in the 254-token window for
  the cut to move to whole words; 50 tokens of overlap keeps a sentence cut by one boundary whole in
  a neighbour.
- Otherwise by characters (hashing, Ollama): a text over `CHAR_SINGLE_MAX` (1,000) characters gets
  pieces of `PIECE_CHARS` (800) overlapping by `PIECE_OVERLAP_CHARS` (200) from its start (about the
  same 200/50 tokens in English; such embedders may see the whole text at once, diluted).

Cap: `MAX_PIECES` (63) pieces besides the head, 64 vectors per memory. At stride 150 tokens that
covers ~9,700 tokens at full overlap — any 32,000-character English text (~8,000 tokens); denser
text (code, logs at ~2–3 characters a token) keeps 63 pieces spread evenly, widened to the whole
window (254 tokens less room to snap to words) and so without gaps up to ~15,000 tokens. The cap bounds the cost of one memory:
64 forward passes (about a second and a half on two cores) and 64 × 1.5 KB of vectors.
"""

from __future__ import annotations

import math
from typing import Any

__all__ = [
    "CHAR_SINGLE_MAX",
    "MAX_PIECES",
    "MIN_BYTES_FOR_PIECES",
    "PIECE_CHARS",
    "PIECE_OVERLAP_CHARS",
    "PIECE_OVERLAP_TOKENS",
    "PIECE_TOKENS",
    "piece_texts",
]

PIECE_TOKENS = 200
PIECE_OVERLAP_TOKENS = 50
PIECE_CHARS = 800
PIECE_OVERLAP_CHARS = 200
CHAR_SINGLE_MAX = 1_000
MAX_PIECES = 63
# A text of at most this many UTF-8 bytes is one piece for any tokenizer used here (a WordPiece
# token spans at least one byte): the cheap filter that spares tokenizing short memories.
MIN_BYTES_FOR_PIECES = 255
_SNAP_TOKENS = 8  # a cut moves at most this far to fall between words
_SNAP_CHARS = 40


def piece_texts(embedder: Any, text: str) -> list[str]:
    """The extra pieces of `text` beyond its head vector (empty for a short text)."""
    offsets_of = getattr(embedder, "token_offsets", None)
    window = getattr(embedder, "window_tokens", None)
    if callable(offsets_of) and isinstance(window, int) and window > PIECE_TOKENS:
        if len(text) < MIN_BYTES_FOR_PIECES and len(text.encode("utf-8")) < MIN_BYTES_FOR_PIECES:
            return []
        return _token_pieces(text, offsets_of(text), window)
    return _char_pieces(text)


def _starts(first: int, total: int, size: int, stride: int) -> list[int]:
    """Window starts from `first`, `stride` apart, the last window ending at `total`."""
    last = max(0, total - size)
    starts = list(range(first, last, stride)) if first < last else []
    starts.append(last)
    return starts


def _spread(first: int, total: int, size: int, count: int) -> list[int]:
    """`count` window starts spread evenly from `first` to the last full window."""
    last = max(first, total - size)
    return sorted({round(first + (last - first) * i / (count - 1)) for i in range(count)})


def _token_pieces(text: str, offsets: list[tuple[int, int]], window: int) -> list[str]:
    total = len(offsets)
    if total <= window:
        return []
    size, first = PIECE_TOKENS, window - PIECE_OVERLAP_TOKENS
    starts = _starts(first, total, size, size - PIECE_OVERLAP_TOKENS)
    if len(starts) > MAX_PIECES:
        size = window - 2 * _SNAP_TOKENS  # wider windows, so fewer gaps between them
        starts = _spread(first, total, size, MAX_PIECES)
    pieces = []
    for start in starts:
        a, b = start, min(total, start + size)
        # Cut between words: a token glued to the one before it (a "##" piece, punctuation) moves
        # the cut, so no piece starts or ends inside a word.
        for _ in range(_SNAP_TOKENS):
            if a > 0 and offsets[a][0] <= offsets[a - 1][1]:
                a -= 1
        for _ in range(_SNAP_TOKENS):
            if b < total and offsets[b][0] <= offsets[b - 1][1]:
                b += 1
        piece = text[offsets[a][0] : offsets[b - 1][1]].strip()
        if piece:
            pieces.append(piece)
    return pieces


def _char_pieces(text: str) -> list[str]:
    total = len(text)
    if total <= CHAR_SINGLE_MAX:
        return []
    size = PIECE_CHARS
    starts = _starts(0, total, size, size - PIECE_OVERLAP_CHARS)
    if len(starts) > MAX_PIECES:
        size = max(PIECE_CHARS, math.ceil(total / MAX_PIECES) + PIECE_OVERLAP_CHARS)
        starts = _spread(0, total, size, MAX_PIECES)
    pieces = []
    for start in starts:
        a, b = start, min(total, start + size)
        # Cut at whitespace when there is some near the boundary.
        while a > 0 and a > start - _SNAP_CHARS and not text[a - 1].isspace():
            a -= 1
        if a > 0 and not text[a - 1].isspace():
            a = start
        end = b
        while b < total and b < end + _SNAP_CHARS and not text[b].isspace():
            b += 1
        if b < total and not text[b].isspace():
            b = end
        piece = text[a:b].strip()
        if piece:
            pieces.append(piece)
    return pieces
