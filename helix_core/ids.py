"""Human-readable memory ids: `mem_` plus a slug of the content's first meaningful words."""

from __future__ import annotations

import hashlib
import re
import unicodedata

_STOP = {
    "a", "an", "the", "to", "of", "and", "or", "in", "on", "for", "with", "is", "was", "it", "i",
    "we", "be", "at", "by", "that", "this", "as", "had", "has", "have", "are", "were", "so", "but",
}


def slugify(text: str, max_words: int = 4, max_len: int = 40) -> str:
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").lower()
    words = [w for w in re.findall(r"[a-z0-9]+", ascii_text) if w not in _STOP]
    slug = "_".join(words[:max_words])[:max_len].strip("_")
    return slug or "note"


def memory_id(text: str, prefix: str = "mem") -> str:
    return f"{prefix}_{slugify(text)}"


def with_suffix(base: str, salt: str) -> str:
    """A collision gets a short suffix, derived from `salt` so that replays give the same ids."""
    digest = hashlib.blake2b(f"{base}|{salt}".encode(), digest_size=3).hexdigest()
    return f"{base}_{digest}"
