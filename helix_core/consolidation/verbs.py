"""English verb forms for the $0 distiller: past and -ing forms back to the base, and the present.

A table of the verbs coding agents write about (plus the irregular ones) is exact; a few suffix
rules cover the rest. Used to turn "Had to activate…", "Fixed it by importing…" into an
instruction ("Activate…", "Import…") and "autogenerate wrote an empty migration" into a condition
("When autogenerate writes an empty migration, …").
"""

from __future__ import annotations

import re

BASE = frozenset("""
activate add adjust allow apply attach avoid back bind block bump build bust cache call cancel cap
change check chmod chown clean clear clone close commit compile compress configure connect copy
create debug declare decode default define delete deploy detach disable downgrade drain drop dump
edit enable encode escape exclude export expose extend fetch fix flush force format forward freeze
gate generate grant guard hash ignore import include increase index inject install invalidate kill
launch limit link lint list load lock log login lower map mark merge migrate mock mount move name
note open override pass patch pause pin point poll prefer prefix preload print prune publish pull
purge push quote raise rebase rebuild recreate refresh regenerate register reindex reinstall reload
remove rename reorder repin replace request require reset resize restart restore retry return reuse
revert review rewrite rollback rotate route run save scale schedule scope seed select serialize set
share shrink sign skip sleep sort source specify split squash stage start stash stop store strip
stub switch sync tag test throttle tidy time toggle touch trace trim truncate tune turn type unlock
unmount unpin unset update upgrade upload use validate vendor verify wait warm watch whitelist wipe
wrap write ask close open look want like keep make need pick cause release merge promote deprecate
bounce kick redeploy rerun recompile relaunch resync unstage amend bisect profile benchmark measure
document comment annotate reformat typecheck clone fork checkout branch deactivate enter exit leave
erase nuke zap evict expire tear spin boot reboot shut wake halt grep search find locate
report send emit queue receive
inspect tail cat curl ping trace poll query backfill replay sanitize normalize normalise parse render
bundle ship label listen expire happen point hold serve host sign target trigger support buffer retain
carry contain read mirror replicate track fire relocate swap rehome repoint
""".split())

IRREGULAR_PAST = {
    "ran": "run", "reran": "rerun", "wrote": "write", "rewrote": "rewrite", "made": "make", "kept": "keep",
    "got": "get", "built": "build", "rebuilt": "rebuild", "took": "take", "gave": "give", "went": "go",
    "did": "do", "saw": "see", "found": "find", "held": "hold", "broke": "break", "forgot": "forget",
    "began": "begin", "brought": "bring", "thought": "think", "sent": "send", "lost": "lose",
    "left": "leave", "paid": "pay", "hung": "hang", "threw": "throw", "chose": "choose", "spun": "spin",
    "fed": "feed", "bound": "bind", "stuck": "stick", "fell": "fall", "meant": "mean", "led": "lead",
    "was": "be", "were": "be", "had": "have", "said": "say", "told": "tell", "knew": "know",
    "shut": "shut", "set": "set", "put": "put", "cut": "cut", "let": "let", "split": "split",
    "read": "read", "reset": "reset", "hit": "hit", "quit": "quit", "spent": "spend", "understood":
    "understand", "came": "come", "became": "become", "ate": "eat", "dug": "dig", "froze": "freeze",
}
PRESENT_IRREGULAR = {"be": "is", "have": "has", "do": "does", "go": "goes"}
_NOT_VERBS = frozenset({"need", "red", "bed", "shed", "seed", "speed", "feed", "embed", "used", "based",
                        "bred", "hundred", "wed", "ted", "fred", "sled"})


def _undouble(stem: str) -> str:
    if len(stem) >= 3 and stem[-1] == stem[-2] and stem[-1] not in "lsz" and stem[-1] not in "aeiou":
        return stem[:-1]
    return stem


def _guess_e(stem: str) -> str:
    """Put back a silent e ("generat" → "generate", "us" → "use") when the stem asks for one."""
    if re.search(r"(?:[^aeiou][aeiou][cgksvz]|at|iz|ur|ud|id|od|ov|ag|ibl|abl|ingl|uc|rs|ng)$", stem) \
            and not stem.endswith(("it", "ing")):
        return stem + "e"
    return stem


def base_form(word: str) -> str | None:
    """The base of a past or -ing form ("activated" → "activate"), or None if it is neither."""
    w = word.lower()
    if w in IRREGULAR_PAST:
        return IRREGULAR_PAST[w]
    if w in _NOT_VERBS:
        return None
    for suffix in ("ed", "ing"):
        if not w.endswith(suffix) or len(w) <= len(suffix) + 1:
            continue
        stem = w[: -len(suffix)]
        if suffix == "ed" and stem.endswith("i"):
            candidate = stem[:-1] + "y"
            return candidate
        for candidate in (stem, stem + "e", _undouble(stem)):
            if candidate in BASE:
                return candidate
        guessed = _guess_e(_undouble(stem))
        return guessed if len(guessed) > 2 else None
    return None


def is_base(word: str) -> bool:
    return word.lower() in BASE


def present(word: str) -> str:
    """Third-person present of a past form ("wrote" → "writes"); other words unchanged."""
    base = base_form(word)
    if base is None or word.lower().endswith("ing"):
        return word
    if base in PRESENT_IRREGULAR:
        if word.lower() == "were":
            return "are"
        return PRESENT_IRREGULAR[base]
    if re.search(r"(?:s|x|z|ch|sh)$", base):
        return base + "es"
    if re.search(r"[^aeiou]y$", base):
        return base[:-1] + "ies"
    return base + "s"
