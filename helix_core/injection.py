"""Prompt-injection screening for agent-ingested content (SPEC §8: suspicious content is quarantined).

Memories are later replayed into an agent's context, so a note that says "ignore previous
instructions" is an attack on a future session. This module only *flags*; capture decides to
quarantine and a person reviews. It is tuned to keep ordinary coding notes clean ("ignore the lint
warning", "the system prompt module handles X") at the cost of missing some creative phrasings.

The text is scanned twice over: first raw, for hidden Unicode (zero-width characters, bidi
controls, tag characters); then normalised (invisible characters removed, NFKC folded) so that
hiding a zero-width space inside "ign\u200bore" or using full-width letters does not evade the
phrase patterns. Everything is standard-library regex, compiled once.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass

__all__ = ["InjectionFinding", "scan", "is_suspicious"]

EXCERPT_MAX = 80
_MAX_PER_PATTERN = 5


@dataclass(frozen=True, slots=True)
class InjectionFinding:
    """One suspicious passage: a short pattern name, a sentence for the reviewer, an excerpt."""

    pattern: str
    reason: str
    excerpt: str


# --------------------------------------------------------------------------- hidden unicode

_ZERO_WIDTH = frozenset("\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff\u180e")
_BIDI = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_INVISIBLE_RE = re.compile("[\u200b-\u200d\u2060-\u2064\ufeff\u180e\u202a-\u202e\u2066-\u2069\U000e0000-\U000e007f]")
_BLACK_FLAG = "\U0001f3f4"


def _is_tag(ch: str) -> bool:
    return 0xE0000 <= ord(ch) <= 0xE007F


def _pictographic(ch: str) -> bool:
    """Emoji-ish neighbours that legitimately sit around a zero-width joiner."""
    return ch == "\ufe0f" or (ord(ch) >= 0x2000 and unicodedata.category(ch) in ("So", "Sk", "Mn", "Cf", "Me"))


def _visible(text: str) -> str:
    """Render invisible characters as <U+XXXX> so a reviewer can see them."""
    return _INVISIBLE_RE.sub(lambda m: f"<U+{ord(m.group()):04X}>", text)


def _hidden_unicode(text: str) -> list[InjectionFinding]:
    zero_width: list[int] = []
    bidi: list[int] = []
    tag_runs: list[tuple[int, int]] = []
    n = len(text)
    for m in _INVISIBLE_RE.finditer(text):
        i = m.start()
        ch = m.group()
        if ch in _BIDI:
            bidi.append(i)
        elif _is_tag(ch):
            if tag_runs and tag_runs[-1][1] == i:
                tag_runs[-1] = (tag_runs[-1][0], i + 1)
            else:
                tag_runs.append((i, i + 1))
        elif ch in _ZERO_WIDTH:
            if ch == "\ufeff" and i == 0:
                continue  # a byte-order mark at the start is just an encoding artefact
            prev = text[i - 1] if i else ""
            nxt = text[i + 1] if i + 1 < n else ""
            if ch == "\u200d" and prev and nxt and _pictographic(prev) and _pictographic(nxt):
                continue  # emoji sequence such as a family or a profession
            if ch == "\u200c" and prev.isalpha() and nxt.isalpha() and ord(prev) > 0x590 and ord(nxt) > 0x590:
                continue  # ZWNJ is ordinary orthography in Persian and Indic scripts
            zero_width.append(i)
    findings: list[InjectionFinding] = []
    if zero_width:
        at = zero_width[0]
        findings.append(
            InjectionFinding(
                "hidden_zero_width",
                f"text contains {len(zero_width)} zero-width character(s) that can hide instructions",
                _excerpt(_visible(text[max(0, at - 20) : at + 30])),
            )
        )
    if bidi:
        at = bidi[0]
        findings.append(
            InjectionFinding(
                "hidden_bidi",
                f"text contains {len(bidi)} bidirectional override character(s) that can disguise what it says",
                _excerpt(_visible(text[max(0, at - 20) : at + 30])),
            )
        )
    hidden: list[str] = []
    for start, end in tag_runs:
        decoded = "".join(chr(ord(c) - 0xE0000) for c in text[start:end] if 0x20 <= ord(c) - 0xE0000 < 0x7F)
        if start > 0 and text[start - 1] == _BLACK_FLAG and end - start <= 7 and decoded.isalnum():
            continue  # subdivision flag such as England or Scotland
        hidden.append(decoded)
    if hidden:
        message = " ".join(hidden).strip()
        findings.append(
            InjectionFinding(
                "hidden_tags",
                "text contains invisible Unicode tag characters"
                + (f" spelling out hidden text: {message[:60]!r}" if message else ""),
                _excerpt(message or _visible(text[tag_runs[0][0] : tag_runs[0][0] + 20])),
            )
        )
    return findings


# ESC and the one-byte C1 introducers (CSI, OSC, DCS…) start terminal escape sequences; the other
# C0 controls (backspace, bell…) but tab, newline and carriage return can hide or overwrite text.
_TERMINAL_RE = re.compile("[\x1b\x80-\x9f]|[\x00-\x08\x0b\x0c\x0e-\x1a\x1c-\x1f\x7f]")


def _terminal_controls(text: str) -> list[InjectionFinding]:
    """Escape sequences that act on whoever shows the text: retitle, wipe, recolour, set the clipboard."""
    found = [m.start() for m in _TERMINAL_RE.finditer(text)]
    if not found:
        return []
    at = found[0]
    escapes = sum(1 for i in found if text[i] == "\x1b" or 0x80 <= ord(text[i]) <= 0x9F)
    what = (f"{escapes} terminal escape sequence(s)" if escapes else f"{len(found)} control character(s)")
    shown = "".join(f"<U+{ord(c):04X}>" if _TERMINAL_RE.match(c) else c for c in text[max(0, at - 20): at + 30])
    return [InjectionFinding(
        "terminal_escape", f"text contains {what} that can rewrite what a terminal shows", _excerpt(shown),
    )]


_TAG_RE = re.compile("[\U000e0020-\U000e007e]")


def _decoded_tags(text: str) -> str:
    """ASCII smuggled in tag characters, so it can be scanned like visible text."""
    if not _TAG_RE.search(text):  # the common case, without a Python loop over every character
        return ""
    return "".join(chr(ord(c) - 0xE0000) for c in text if 0xE0020 <= ord(c) <= 0xE007E)


# --------------------------------------------------------------------------- phrase patterns

_S = r"[\W_]{1,12}"  # separator between words: spaces, punctuation, markdown emphasis
_FILL = r"(?:(?:all|any|every|each|of|the|your|my|these|those|its|his|her|their|previous|prior)" + _S + r"){0,4}"
_OBJECTS = (
    r"(?:instructions?|directions?|directives?|prompts?|guidelines?|guardrails?|rules?|constraints?"
    r"|programming|context|commands?|orders?|system" + _S + r"prompt|safety" + _S + r"(?:rules|guidelines|policies))"
)
_WHEN = r"(?:previous|prior|above|earlier|preceding|foregoing|original|initial|existing|former|old|system|safety|given)"

_RULES: list[tuple[str, str, str]] = [
    # ---- instruction override
    (
        "ignore_instructions",
        "asks the reader to ignore or replace its previous instructions",
        r"\b(?:ignore|disregard|forget|override|overrule|bypass|abandon|discard|drop|neglect|skip|cancel)"
        + _S + _FILL + _WHEN + _S + r"(?:\w+" + _S + r")?" + _OBJECTS + r"\b",
    ),
    (
        "ignore_instructions",
        "asks the reader to ignore or replace its previous instructions",
        r"\b(?:ignore|disregard|forget|override|bypass|discard)" + _S + r"(?:all|any|every|your)" + _S
        + r"(?:of" + _S + r")?(?:the" + _S + r"|your" + _S + r")?"
        + r"(?:instructions|directives|guidelines|guardrails|prompts|programming|safety" + _S + r"\w+)\b",
    ),
    (
        "ignore_instructions",
        "asks the reader to ignore or replace its previous instructions",
        r"\b(?:forget|ignore|disregard)" + _S + r"(?:everything|all|anything)" + _S
        + r"(?:you(?:'ve|" + _S + r"have|" + _S + r"were)?" + _S + r"(?:been" + _S + r")?(?:told|taught|instructed|learned)"
        + r"|(?:written|said|stated|mentioned)" + _S + r"(?:above|before|earlier|previously)|above|before" + _S
        + r"this|prior|previously)\b",
    ),
    (
        "ignore_instructions",
        "asks the reader to ignore or replace its previous instructions",
        r"\b(?:do" + _S + r"not|don'?t|never|stop)" + _S + r"(?:follow|obey|listen" + _S + r"to)" + _S
        + r"(?:your|the|any)" + _S + r"(?:previous|prior|original|system|safety|initial)?" + r"(?:" + _S + r")?"
        + r"(?:instructions|rules|guidelines|prompt|system" + _S + r"prompt)\b",
    ),
    (
        "ignore_instructions",
        "claims the reader's instructions are void",
        r"\b(?:your|all|the|previous|prior)" + _S + r"(?:previous" + _S + r"|prior" + _S + r")?"
        + r"(?:instructions|rules|guidelines)" + _S + r"(?:are|is|have" + _S + r"been)" + _S
        + r"(?:now" + _S + r")?(?:void|cancel+ed|revoked|obsolete|no" + _S + r"longer" + _S + r"(?:valid|apply|in" + _S + r"effect)|null)\b",
    ),
    # ---- role / system prompt override
    (
        "role_override",
        "tries to give the reader a new identity or new system instructions",
        r"\byou" + _S + r"are" + _S + r"now" + _S
        + r"(?:a|an|my|the" + _S + r"(?:new|real)|no" + _S + r"longer|free|unrestricted|unfiltered|uncensored|dan|"
        + r"in" + _S + r"\w+" + _S + r"mode|jailbroken|acting|going" + _S + r"to" + _S + r"act|evil|root|admin)\b",
    ),
    (
        "role_override",
        "tries to give the reader a new identity or new system instructions",
        r"\b(?:new|updated|revised|real|actual|true|override|secret|hidden|additional|important)" + _S
        + r"(?:system" + _S + r")?(?:instructions?|directives?|system" + _S + r"prompt)[ \t]*[:\-\u2013\u2014]",
    ),
    (
        "role_override",
        "tries to give the reader a new identity or new system instructions",
        r"(?:^|[.!?:;\n>*]|\b(?:please|now|henceforth|must|should|will)\b)[ \t\"'*_]*"
        + r"(?:act|behave|respond|answer)" + _S + r"as" + _S + r"(?:if" + _S + r"you" + _S + r"(?:are|were|have)|"
        + r"(?:a|an|my|the)" + _S + r"(?:\w+" + _S + r"){0,3}?(?:ai|assistant|model|chatbot|bot|gpt|llm|"
        + r"character|persona|hacker|admin|administrator|root|system|unrestricted|evil|dan|developer|expert|linux" + _S
        + r"terminal))\b",
    ),
    (
        "role_override",
        "tries to give the reader a new identity or new system instructions",
        r"\b(?:pretend|imagine)" + _S + r"(?:that" + _S + r")?(?:you" + _S + r"are|you'?re|to" + _S + r"be)" + _S
        + r"(?:a|an|my|no" + _S + r"longer|not|free|unrestricted|dan)\b"
        + r"|\broleplay" + _S + r"as\b|\bfrom" + _S + r"now" + _S + r"on" + _S + r"you" + _S
        + r"(?:are|will" + _S + r"be)" + _S + r"(?:a|an|dan|no" + _S + r"longer|free|unrestricted)\b",
    ),
    (
        "role_override",
        "tries to switch the reader into an unrestricted 'developer' or 'DAN' mode",
        r"\b(?:(?:you" + _S + r"are|you'?re|now|enter|entering|activate|activating|switch" + _S + r"to|"
        + r"switching" + _S + r"to)" + _S + r"(?:now" + _S + r")?(?:in" + _S + r")?(?:developer|dan|god|debug|sudo|admin|unrestricted)"
        + _S + r"mode(?!" + _S + r"(?:in|on|for|of)" + _S + r"(?:chrome|android|ios|windows|firefox|edge|safari|macos|"
        + r"the" + _S + r"browser|settings|your" + _S + r"(?:phone|device|browser)))"
        + r"|(?:developer|dan|god)" + _S + r"mode" + _S + r"(?:enabled|activated|on|unlocked)\b"
        + r"|\bdo" + _S + r"anything" + _S + r"now\b)",
    ),
    (
        "role_override",
        "mentions jailbreaking the model",
        r"(?<!ios )(?<!iphone )\bjailbr(?:eak|oken|eaking)\b(?!" + _S + r"(?:detection|detector|detect|check|"
        + r"checks|devices?|iphones?|ios|tweaks?|apps?))",
    ),
    (
        "role_override",
        "tries to replace or reveal the system prompt",
        r"\b(?:override|overwrite|replace|update|change|reset)" + _S + r"(?:your|the)" + _S
        + r"(?:system" + _S + r"prompt|instructions|guardrails|safety" + _S + r"(?:rules|settings|filters))\b",
    ),
    # ---- exfiltration
    (
        "exfiltration",
        "asks for secrets or private data to be sent somewhere",
        r"\b(?:send|post|upload|exfiltrate|transmit|forward|leak|e-?mail|mail|submit|share|report|pipe|beam)\b"
        r"[^\n]{0,80}?(?:\b(?:secrets?|credentials?|api[\s_\-]?keys?|tokens?|passwords?|env(?:ironment)?[\s_\-]*var(?:iable)?s"
        r"|ssh[\s_\-]*keys?|private[\s_\-]*keys?|system[\s_\-]*prompt|conversation|chat[\s_\-]*history"
        r"|id_rsa|id_ed25519|cookies|session[\s_\-]*ids?|memor(?:y|ies))\b|~/\.ssh|~/\.aws|\.env\b)"
        r"[^\n]{0,80}?(?:\bhttps?://|\b[\w.+\-]+@[\w\-]+\.[A-Za-z]{2,}|\bwebhook\b|\bpastebin\b|\bngrok\b|\brequestbin\b|\bdiscord\b)",
    ),
    (
        "exfiltration",
        "asks for data to be exfiltrated",
        r"\bexfiltrat(?:e|es|ed|ing|ion)\b",
    ),
    (
        "exfiltration",
        "pipes local secrets or environment into a network command",
        r"(?:\b(?:cat|base64|tar|zip|gpg|xxd)\b[^\n|]{0,80}(?:\.ssh|\.aws|\.env\b|id_rsa|id_ed25519|\.netrc|\.npmrc|"
        r"\.pypirc|\.git-credentials|/etc/(?:passwd|shadow))[^\n|]{0,40}\|[ \t]*(?:curl|wget|nc|ncat|netcat|socat)\b"
        r"|\b(?:env|printenv|set|export" + _S + r"-p)[ \t]*\|[ \t]*(?:curl|wget|nc|ncat|netcat|socat)\b"
        r"|\b(?:curl|wget)\b[^\n]{0,120}(?:-d|--data(?:-binary|-raw)?|-F|--form|-T|--upload-file|--post-file)[ \t=]+['\"]?"
        r"[\w=]*@?(?:~|\$HOME)?/?[\w./\-]*(?:\.ssh/|\.aws/|\.env\b|id_rsa|id_ed25519|\.netrc|\.npmrc|\.git-credentials|/etc/shadow))",
    ),
    (
        "exfiltration",
        "pipes a downloaded script to a shell together with secrets",
        r"\b(?:curl|wget)\b[^\n]{0,200}\$\{?\w*(?:TOKEN|KEY|SECRET|PASSWORD|PASS|CREDENTIALS?)\w*\}?[^\n]{0,200}\|[ \t]*"
        r"(?:sudo[ \t]+)?(?:ba|z|da|k)?sh\b"
        r"|\b(?:curl|wget)\b[^\n]{0,200}\|[ \t]*(?:sudo[ \t]+)?(?:ba|z|da|k)?sh\b[^\n]{0,80}"
        r"\$\{?\w*(?:TOKEN|KEY|SECRET|PASSWORD|PASS|CREDENTIALS?)\w*",
    ),
    (
        "exfiltration",
        "asks to reveal the contents of private files",
        r"\b(?:include|paste|attach|append|embed|dump|output|print|reveal|show|display|read|cat|send|copy|leak|return|give"
        r"|upload|post|transmit|forward|e-?mail)"
        r"\b[^\n]{0,40}?\bcontents?" + _S + r"of" + _S + r"(?:the" + _S + r"|your" + _S + r")?(?:file" + _S + r")?['\"`]?"
        r"(?:~/\.ssh|~/\.aws|~/\.gnupg|\$HOME/\.ssh|/root/\.ssh|\.ssh/|id_rsa|id_ed25519|\.env\b|/etc/passwd|/etc/shadow|"
        r"\.netrc|\.npmrc|\.pypirc|\.git-credentials|credentials\b|your" + _S + r"(?:ssh|home|config))",
    ),
    (
        "exfiltration",
        "asks the reader to reveal its system prompt, environment or keys",
        r"\b(?:print|reveal|show|display|output|repeat|recite|tell" + _S + r"me|give" + _S + r"me|leak|dump|disclose|"
        r"expose|share|list|write" + _S + r"out|what" + _S + r"(?:is|are))" + _S
        + r"(?:(?:me" + _S + r")?(?:your|all" + _S + r"(?:of" + _S + r")?(?:your|the))" + _S
        + r"(?:\w+" + _S + r")?(?:system" + _S + r"prompt|initial" + _S + r"prompt|hidden" + _S + r"(?:prompt|instructions)|"
        r"original" + _S + r"instructions|instructions|environment" + _S + r"variables|env" + _S + r"vars|api" + _S + r"keys?|"
        r"secrets|credentials|access" + _S + r"tokens?|passwords?|private" + _S + r"keys?)"
        r"|(?:the" + _S + r")?(?:system" + _S + r"prompt|initial" + _S + r"prompt|hidden" + _S + r"instructions)"
        r"(?!" + _S + r"(?:module|file|class|function|template|builder|loader|config|tests?|handling|length|size|tokens?)))\b",
    ),
    # ---- trust manipulation
    (
        "trust_manipulation",
        "tries to raise its own trust level or skip review",
        r"\bmark" + _S + r"(?:this|it|these|the" + _S + r"(?:memory|memories|note|content|message|entry|source))" + _S
        + r"(?:\w+" + _S + r")?as" + _S + r"(?:trusted|verified|approved|safe|authentic|user[\s_\-]?asserted|high" + _S
        + r"confidence|reviewed|legitimate)\b",
    ),
    (
        "trust_manipulation",
        "tries to raise its own trust level or skip review",
        r"\b(?:(?:auto[\s_\-]?)?approve" + _S + r"(?:this|these|the" + _S + r"following)" + _S
        + r"(?:memory|memories|note|entry|import|change|content|proposal)"
        + r"|always" + _S + r"trust\b|trust" + _S + r"(?:this|these)" + _S + r"(?:source|content|memory|memories|message|note|instructions?)"
        + r"|(?:skip|bypass|avoid|disable|don'?t" + _S + r"(?:put|send)" + _S + r"(?:this|it)" + _S + r"(?:in|to|into))" + _S
        + r"(?:the" + _S + r")?(?:human" + _S + r")?(?:review|quarantine|verification|approval|moderation)"
        + r"|do" + _S + r"not" + _S + r"(?:quarantine|flag|review)" + _S + r"(?:this|it)"
        + r"|(?:set|change)" + _S + r"(?:the" + _S + r"|its" + _S + r")?(?:origin|trust(?:" + _S + r"level)?|confidence)" + _S
        + r"(?:to|=)" + _S + r"(?:user[\s_\-]?asserted|trusted|1(?:\.0)?|high|max(?:imum)?)"
        + r"|elevate" + _S + r"(?:its" + _S + r"|your" + _S + r"|the" + _S + r")?(?:trust|privileges?|permissions?))\b",
    ),
    (
        "trust_manipulation",
        "claims to come from the user or an administrator",
        r"\b(?:this|the" + _S + r"following)" + _S + r"(?:message|memory|note|content|instruction|request|text|command)s?" + _S
        + r"(?:is|are|comes?|came)" + _S + r"(?:directly" + _S + r")?(?:from|sent" + _S + r"by|written" + _S + r"by|authorized" + _S
        + r"by|approved" + _S + r"by)" + _S + r"(?:the|your)" + _S + r"(?:real" + _S + r"|actual" + _S + r")?"
        + r"(?:user|admin|administrator|developer|owner|operator|system|anthropic|openai|maintainers?)\b"
        + r"|\b(?:the|your)" + _S + r"(?:user|admin|administrator|owner|operator)" + _S + r"(?:has" + _S + r")?(?:already" + _S + r")?"
        + r"(?:approved|authorized|authorised|verified|pre[\s_\-]?approved|signed" + _S + r"off" + _S + r"on)" + _S
        + r"(?:this|these|it|the" + _S + r"following)\b",
    ),
]


class _LazyPattern:
    """A regex compiled the first time its triggers let it run, not at import: a capture is often a
    process of its own (a hook, `helix capture`), and most notes wake none of these rules."""

    __slots__ = ("source", "flags", "_compiled")

    def __init__(self, source: str, flags: int = 0) -> None:
        self.source = source
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        if self._compiled is None:
            self._compiled = re.compile(self.source, self.flags)
        return self._compiled.finditer(text)


# Role markers are line-based and partly case-sensitive, so they get their own table.
_ROLE_RULES: list[tuple[str, str, _LazyPattern]] = [
    (
        "role_marker",
        "contains a chat-template control token",
        _LazyPattern(
            r"<\|(?:im_start|im_end|system|user|assistant|endoftext|begin_of_text|start_header_id|end_header_id|eot_id)\|>"
            r"|<<\s*/?SYS\s*>>|\[/?INST\]",
            re.IGNORECASE,
        ),
    ),
    (
        "role_marker",
        "contains a line that impersonates a system or assistant turn",
        _LazyPattern(r"(?im)^[ \t>*#]*(?:system|assistant)[ \t]*:[ \t]*(?:\S+[ \t]+){2,}\S"),
    ),
    (
        "role_marker",
        "contains a chat-transcript marker (Human:/Assistant:)",
        _LazyPattern(r"^[ \t>]*(?:Human|Assistant)[ \t]*:[ \t]*\S", re.MULTILINE),
    ),
    (
        "role_marker",
        "contains a markdown heading that impersonates a system turn",
        _LazyPattern(r"(?im)^[ \t]*#{1,6}[ \t]*(?:system|system[ \t]+prompt|instruction|instructions|new[ \t]+instructions)[ \t]*:?[ \t]*$"),
    ),
    (
        "role_marker",
        "contains a <system> tag wrapping instructions",
        _LazyPattern(
            r"<[ \t]*/?[ \t]*(?:system|system_prompt|system-prompt|sys|instructions)[ \t]*>[ \t]*(?:\r?\n[ \t]*)?"
            r"(?:[^\s<>]+[ \t]+){3,}"
            r"|^[ \t]*<[ \t]*(?:system|system_prompt|system-prompt)[ \t]*>[ \t]*$",
            re.IGNORECASE | re.MULTILINE,
        ),
    ),
]

_VERBS_IGNORE = ("ignore", "disregard", "forget", "overrid", "overrul", "bypass", "abandon", "discard", "drop",
                 "neglect", "skip", "cancel")
_NOUNS_RULES = ("instruction", "direction", "directive", "prompt", "guideline", "guardrail", "rule", "constraint",
                "programming", "context", "command", "order", "safety")
_SECRET_WORDS = ("secret", "credential", "key", "token", "password", "env", "ssh", "prompt", "conversation",
                 "history", "id_rsa", "id_ed25519", "cookie", "session", "memor", "aws")
# Cheap substring pre-checks, one per entry of _RULES (same order): a rule's regex only runs when
# every group has at least one of its words in the lower-cased text. Ordinary notes skip most rules.
_TRIGGERS: list[tuple[tuple[str, ...], ...]] = [
    (_VERBS_IGNORE, _NOUNS_RULES),  # ignore previous instructions
    (_VERBS_IGNORE, _NOUNS_RULES),  # ignore all instructions
    (("forget", "ignore", "disregard"), ("everything", "all", "anything")),
    (("not", "don", "never", "stop"), ("follow", "obey", "listen")),
    (("instruction", "rule", "guideline"), ("void", "cancel", "revoked", "obsolete", "longer", "null")),
    (("you",), ("now",)),  # you are now
    (("instruction", "directive", "prompt"),),  # new instructions:
    (("act", "behave", "respond", "answer"), ("as",)),
    (("pretend", "imagine", "roleplay", "now"),),
    (("mode", "anything"),),
    (("jailbr",),),
    (("overrid", "overwrit", "replac", "updat", "chang", "reset"), ("prompt", "instruction", "guardrail", "safety")),
    (("send", "post", "upload", "exfiltrat", "transmit", "forward", "leak", "mail", "submit", "share", "report",
      "pipe", "beam"), _SECRET_WORDS, ("http", "@", "webhook", "pastebin", "ngrok", "requestbin", "discord")),
    (("exfiltrat",),),
    (("|", "-d", "--data", "-f", "--form", "-t", "--upload", "--post"), ("curl", "wget", "nc", "socat")),
    (("curl", "wget"), ("|",), ("$",)),
    (("content",),),
    (("prompt", "instruction", "environment", "env", "api", "key", "secret", "credential", "token", "password"),),
    (("mark",), ("as",)),
    (("approve", "trust", "review", "quarantine", "verification", "approval", "moderation", "origin", "confidence",
      "elevate", "flag"),),
    (("from", "by", "approved", "authori", "verified", "signed"),),
]
assert len(_TRIGGERS) == len(_RULES), "one trigger entry per phrase rule"

_ROLE_TRIGGERS: list[tuple[tuple[str, ...], ...]] = [
    (("<|", "<<", "[inst", "[/inst"),),
    (("system", "assistant"), (":",)),
    (("human", "assistant"), (":",)),
    (("#",), ("system", "instruction")),
    (("<",), ("system", "sys", "instructions")),
]
assert len(_ROLE_TRIGGERS) == len(_ROLE_RULES)


def _lowercase_pattern(pattern: str) -> str:
    """Lower-case a pattern's literals (not its escapes) so it can run on lower-cased text without
    re.IGNORECASE, which is several times slower."""
    return re.sub(r"\\.|[A-Z]", lambda m: m.group() if m.group()[0] == "\\" else m.group().lower(), pattern)


# (name, reason, compiled pattern, triggers, runs on the lower-cased text?)
_COMPILED: list[tuple[str, str, _LazyPattern, tuple[tuple[str, ...], ...], bool]] = [
    (name, reason, _LazyPattern(_lowercase_pattern(pattern)), triggers, True)
    for (name, reason, pattern), triggers in zip(_RULES, _TRIGGERS, strict=True)
] + [
    (name, reason, pattern, triggers, False)
    for (name, reason, pattern), triggers in zip(_ROLE_RULES, _ROLE_TRIGGERS, strict=True)
]


def _excerpt(text: str) -> str:
    """Collapse whitespace and cut to EXCERPT_MAX characters."""
    flat = " ".join(text.split())
    if len(flat) <= EXCERPT_MAX:
        return flat
    return flat[: EXCERPT_MAX - 1] + "…"


def _normalise(text: str) -> str:
    """Drop invisible characters and fold look-alike forms so phrase patterns see plain text."""
    stripped = _INVISIBLE_RE.sub("", text)
    return unicodedata.normalize("NFKC", stripped)


def _phrases(text: str) -> list[InjectionFinding]:
    findings: list[InjectionFinding] = []
    seen: set[tuple[str, str]] = set()
    counts: dict[str, int] = {}
    low = text.lower()
    same_offsets = len(low) == len(text)
    for name, reason, pattern, triggers, on_lower in _COMPILED:
        if not all(any(word in low for word in group) for group in triggers):
            continue
        haystack = low if on_lower else text
        for m in pattern.finditer(haystack):
            if counts.get(name, 0) >= _MAX_PER_PATTERN:
                break
            shown = text[m.start() : m.end()] if on_lower and same_offsets else m.group()
            excerpt = _excerpt(shown)
            if not excerpt or (name, excerpt) in seen:
                continue
            seen.add((name, excerpt))
            counts[name] = counts.get(name, 0) + 1
            findings.append(InjectionFinding(name, reason, excerpt))
    return findings


def scan(text: str) -> list[InjectionFinding]:
    """Every prompt-injection pattern found in ``text`` (empty list when it looks clean)."""
    if not text:
        return []
    findings = _hidden_unicode(text)
    findings.extend(_terminal_controls(text))
    findings.extend(_phrases(_normalise(text)))
    smuggled = _decoded_tags(text)
    if smuggled.strip():
        findings.extend(_phrases(_normalise(smuggled)))
    return findings


def is_suspicious(text: str) -> bool:
    """True when :func:`scan` finds anything."""
    return bool(scan(text))
