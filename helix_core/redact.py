"""Secret redaction: the first thing capture does, so no secret reaches the database or a model.

Design choices (SPEC §8):

* Pure standard library, regexes compiled once at import. Every token pattern is anchored on a
  boundary look-behind so the engine only starts a match at the beginning of a run; with no nested
  unbounded quantifiers this keeps the scan linear even on hostile input.
* Detectors propose spans; overlapping spans are merged into one, so a key inside an assignment
  (``api_key = "sk-..."``) becomes a single placeholder named after the most specific detector.
* A placeholder is ``[REDACTED:<kind>]``. Spans already covered by a placeholder are never redacted
  again, which makes :func:`redact` idempotent.
* Findings carry the kind and the offsets in the *original* text, never the secret itself, so they
  can be logged safely.
* The generic "assignment" detectors redact only the value and keep the key, so a redacted note still
  says *which* credential was there. Values that are clearly code (calls, attribute access, variable
  names, ``None``/``true``, ``${VAR}``/``os.environ`` references, ``<your-key>`` placeholders) are left
  alone: ``token = get_token()`` is not a secret.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

__all__ = [
    "Finding",
    "Redaction",
    "PLACEHOLDER_RE",
    "placeholder",
    "redact",
    "redact_json",
    "is_secret_key",
]


@dataclass(frozen=True, slots=True)
class Finding:
    """One redacted span: what kind of secret, where it was in the original text (not its value)."""

    kind: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Redaction:
    """Result of :func:`redact`: the safe text plus what was removed from where."""

    text: str
    findings: tuple[Finding, ...]

    @property
    def changed(self) -> bool:
        """True when at least one secret was replaced."""
        return bool(self.findings)


PLACEHOLDER_RE = re.compile(r"\[REDACTED:[a-z0-9_]{1,40}\]")


def placeholder(kind: str) -> str:
    """The text that replaces a secret of ``kind``."""
    return f"[REDACTED:{kind}]"


_Span = tuple[int, int, str]

# --------------------------------------------------------------------------- token patterns
# Each pattern starts with its literal prefix and checks the left boundary with a look-behind placed
# *after* the prefix ("(?<![A-Za-z0-9_-].{n})"): the regex engine can then skip ahead by the literal,
# which is ~20x faster than a leading look-behind, and a match still only starts at a run boundary.

_W = r"[A-Za-z0-9_\-]"  # characters a token run is made of


def _after(n: int, cls: str = _W) -> str:
    """Look-behind, placed after an n-character prefix, asserting the prefix starts a run."""
    return rf"(?<!{cls}.{{{n}}})"


def _has_digit(value: str) -> bool:
    return any(c.isdigit() for c in value)


def _mixed_case(value: str) -> bool:
    return any(c.isupper() for c in value) and any(c.islower() for c in value)


_END = r"(?![A-Za-z0-9_\-])"
_AN = "[A-Za-z0-9]"
_TOKEN_RULES: list[tuple[str, str, int, Callable[[str], bool] | None]] = [
    # (kind, pattern, redacted group, extra check on the redacted text)
    ("aws_access_key", r"(?:AKIA|ASIA|ABIA|ACCA)" + _after(4, _AN) + r"[A-Z0-9]{16}(?![A-Za-z0-9])", 0, None),
    ("anthropic_key", r"sk-ant-" + _after(7) + r"[A-Za-z0-9_\-]{20,}", 0, _has_digit),
    ("openai_key", r"sk-" + _after(3) + r"(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}", 0, _has_digit),
    ("google_api_key", r"AIza" + _after(4) + r"[0-9A-Za-z_\-]{35}" + _END, 0, None),
    ("stripe_key", r"[sr]k_(?:live|test)_" + _after(8, "[A-Za-z0-9_]") + r"[0-9A-Za-z]{16,}(?![A-Za-z0-9])", 0, None),
    ("stripe_webhook_secret", r"whsec_" + _after(6, "[A-Za-z0-9_]") + r"[0-9A-Za-z]{24,}(?![A-Za-z0-9])", 0, None),
    ("github_token", r"gh[pousr]_" + _after(4, "[A-Za-z0-9_]") + r"[A-Za-z0-9]{30,}(?![A-Za-z0-9_])", 0, None),
    ("github_token", r"github_pat_" + _after(11, "[A-Za-z0-9_]") + r"[A-Za-z0-9_]{30,}(?![A-Za-z0-9])", 0, None),
    ("gitlab_token", r"glpat-" + _after(6) + r"[A-Za-z0-9_\-]{20,}", 0, None),
    ("slack_token", r"xox[abposr]-" + _after(5) + r"[A-Za-z0-9\-]{10,}", 0, _has_digit),
    ("slack_token", r"xapp-" + _after(5) + r"\d-[A-Za-z0-9\-]{10,}", 0, None),
    ("slack_webhook", r"https?://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/+\-]{10,}", 0, None),
    ("jwt", r"eyJ" + _after(3) + r"[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}", 0, None),
    ("npm_token", r"npm_" + _after(4, "[A-Za-z0-9_]") + r"[A-Za-z0-9]{30,}(?![A-Za-z0-9_])", 0, None),
    ("huggingface_token", r"hf_" + _after(3, "[A-Za-z0-9_]") + r"[A-Za-z0-9]{30,}(?![A-Za-z0-9_])", 0, _mixed_case),
    ("pypi_token", r"pypi-AgE" + _after(8) + r"[A-Za-z0-9_\-]{50,}", 0, None),
    ("sendgrid_key", r"SG\." + _after(3) + r"[A-Za-z0-9_\-]{16,32}\.[A-Za-z0-9_\-]{16,64}" + _END, 0, None),
    ("twilio_key", r"SK" + _after(2, _AN) + r"[0-9a-fA-F]{32}(?![A-Za-z0-9])", 0, None),
    ("azure_sas", r"sig=(?<=[?&]sig=)([A-Za-z0-9%+/=]{20,})", 1, None),
]
# These are case-insensitive, so they run on an ASCII-lower-cased copy (same offsets) with
# lower-case literals, which is much faster than re.IGNORECASE.
_LOWER_TOKEN_RULES: list[tuple[str, str, int, Callable[[str], bool] | None]] = [
    (
        "azure_key",
        r"(?:accountkey|sharedaccesskey|sharedsecretvalue)[ \t]*=[ \t]*([a-z0-9+/]{20,}={0,2})",
        1,
        None,
    ),
    (
        "aws_secret_key",
        r"(?:secret_?access_?key|aws_?secret(?:_?access)?(?:_?key)?)[^\n]{0,30}?"
        r"(?<![a-z0-9/+])([a-z0-9/+]{40})(?![a-z0-9/+=])",
        1,
        None,
    ),
]

_COMPILED_TOKENS = [(kind, re.compile(p), g, check) for kind, p, g, check in _TOKEN_RULES]
_COMPILED_LOWER_TOKENS = [(kind, re.compile(p), g, check) for kind, p, g, check in _LOWER_TOKEN_RULES]
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def _lower(text: str) -> str:
    """Lower-case ASCII letters only, so offsets in the copy equal offsets in ``text``."""
    return text.lower() if text.isascii() else text.translate(_ASCII_LOWER)


# --------------------------------------------------------------------------- private keys

_PK_BEGIN = re.compile(r"-----BEGIN ([A-Z0-9]{1,20} ){0,3}PRIVATE KEY(?: BLOCK)?-----")
_PK_END = re.compile(r"-----END ([A-Z0-9]{1,20} ){0,3}PRIVATE KEY(?: BLOCK)?-----")
# When the END line is missing (a truncated paste), take the base64 lines that follow.
_PK_BODY = re.compile(r"(?:(?:\r?\n|\\r?\\n)[ \t]*(?:[A-Za-z0-9+/=]{8,}|[A-Za-z\-]+:[^\n\\]*))*")


def _private_keys(text: str) -> Iterator[_Span]:
    """BEGIN…END blocks; linear because once an END is missing no later BEGIN can find one."""
    pos = 0
    end_missing_after = len(text) + 1
    while True:
        begin = _PK_BEGIN.search(text, pos)
        if begin is None:
            return
        end = None if begin.end() >= end_missing_after else _PK_END.search(text, begin.end())
        if end is not None:
            stop = end.end()
        else:
            end_missing_after = min(end_missing_after, begin.end())
            body = _PK_BODY.match(text, begin.end())
            stop = body.end() if body else begin.end()
        yield begin.start(), stop, "private_key"
        pos = stop


# --------------------------------------------------------------------------- value sanity

_CODE_WORDS = frozenset(
    """none null nil true false yes no on off undefined nan str string int integer bool boolean
    bytes float optional any object dict list tuple required default env environment unset empty
    redacted hidden masked placeholder example self this cls is the a an of for and or not in to be
    must should will can field value type here see sensitive""".split()
)
_PLACEHOLDER_VALUE = re.compile(
    r"(?i)^(?:[x*•.#\-_]{3,}|<[^<>]*>|\{[^{}]*\}|\{\{.*\}\}|%\(?\w*\)?s?|your[\s_\-].*|"
    r"(?:insert|enter|put|replace|add)[\s_\-].*|replace_?me|todo|tbd|fixme|.{0,12}(?:\.\.\.|…))$"
)
_REFERENCE_HINTS = (
    "${", "$(", "{{", "os.environ", "getenv", "process.env", "env(", "env[", "env.", "secrets.",
    "vault(", "keyring", "[redacted:",
)
_SNAKE_VAR = re.compile(r"[a-z_][a-z0-9_]*_[a-z0-9_]*")
_DOTTED = re.compile(r"[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)+")
_SHELL_REF = re.compile(r"\$[A-Za-z_{(]")
_IDENT = re.compile(r"[A-Za-z_]\w*")
_CAMEL_VAR = re.compile(r"[a-z]+(?:[A-Z][a-z]+)+")
_SENSITIVE_WORD = re.compile(r"(?i)pass|pwd|secret|token|key|cred|auth")


def _is_benign_value(value: str, quoted: bool) -> bool:
    """True when a value in ``key = value`` position is a reference, type, placeholder or code."""
    v = value.strip()
    if len(v) < 3:
        return True
    low = v.lower()
    if low in _CODE_WORDS or _PLACEHOLDER_VALUE.match(v):
        return True
    if _SHELL_REF.match(v) or any(h in low for h in _REFERENCE_HINTS):
        return True
    if quoted:
        return False
    if v[0] in "([{<!&*|>" or "(" in v:
        return True
    if _DOTTED.fullmatch(v) or _SNAKE_VAR.fullmatch(v):
        return True
    if (_CAMEL_VAR.fullmatch(v) or _IDENT.fullmatch(v)) and _SENSITIVE_WORD.search(v):
        return True  # token = token, api_key = apiKey
    return False


# --------------------------------------------------------------------------- key names

_WORDS = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
_KEY_QUALIFIERS = frozenset(
    """api secret private access signing encryption master auth client account shared app service
    license consumer webhook session jwt hmac subscription admin ssh deploy gpg pgp storage""".split()
)
_PASSWORD_WORDS = ("password", "passwd", "passphrase")


def is_secret_key(name: str) -> str | None:
    """The redaction kind for a field/variable called ``name``, or None if the name is not secret.

    Decided on the *last* word of the name so ``password`` and ``db_password`` count while
    ``password_reset_url``, ``max_tokens`` and ``sort_key`` do not.
    """
    words = [w.lower() for w in _WORDS.findall(name)]
    if not words:
        return None
    joined = "".join(words)
    last = words[-1]
    prev = words[-2] if len(words) > 1 else ""
    if joined.endswith(_PASSWORD_WORDS) or last in ("pass", "pwd"):
        return "password"
    if joined.endswith("token"):
        return "token"
    if joined.endswith(("secret", "secretkey")):
        return "secret"
    if joined.endswith(("apikey", "privatekey", "accesskey")) or (last == "key" and prev in _KEY_QUALIFIERS):
        return "api_key"
    if joined.endswith(("credential", "credentials")) or last == "creds":
        return "credential"
    if last == "auth" or joined == "authorization":
        return "auth"
    if last == "dsn":
        return "dsn"
    return None


_ENV_PARTS = frozenset(
    """KEY SECRET SECRETS TOKEN PASSWORD PASSWORDS PASS PASSWD PWD CREDENTIAL CREDENTIALS CREDS
    PRIVATE AUTH DSN APIKEY PASSPHRASE""".split()
)
_ENV_SUFFIXES = ("PASSWORD", "PASSWD", "TOKEN", "SECRET", "APIKEY", "AUTH")
_ENV_NOT_SECRET = frozenset({"PWD", "OLDPWD"})


def _env_kind(name: str) -> str | None:
    """Kind for an UPPER_CASE variable whose name mentions a credential word."""
    if name in _ENV_NOT_SECRET:
        return None
    parts = [p for p in name.split("_") if p]
    if not any(p in _ENV_PARTS or p.endswith(_ENV_SUFFIXES) for p in parts):
        return None
    return is_secret_key(name) or "secret"


# --------------------------------------------------------------------------- structural patterns
# Patterns marked "lower" run on the ASCII-lower-cased copy; their value spans are read back
# from the original text, so the secret's case is irrelevant to detection but kept in offsets.

_VALUE = (
    r"(?:[rbuf]{0,2}\"(?P<dq>(?:[^\"\\\n]|\\.){0,2000})\""
    r"|[rbuf]{0,2}'(?P<sq>[^'\n]{0,2000})'"
    r"|(?P<bare>[^\s\"'`,;)\]}]{1,2000}))"
)
_SENSITIVE_TAIL = r"(?:pass(?:word|wd|phrase)?|pwd|secret|token|key|credentials?|creds|auth|dsn)"
# lower: the sensitive word ending a key, then a separator and a value; the key's start is found
# by walking back over identifier characters (see _key_before).
_ASSIGN = re.compile(
    r"(?P<tail>" + _SENSITIVE_TAIL + r")(?![\w])[\"']?[ \t]*(?::[ \t]*[a-z_][\w\[\]., |]{0,40}?[ \t]*)?(?:=>|:=|==|[:=])[ \t]*" + _VALUE
)
# lower: --password hunter2 (the "=" form is covered by _ASSIGN)
_CLI_FLAG = re.compile(
    r"-(?<!\S-)-?(?P<key>(?:[a-z][\w\-]{0,60}?)?(?:pass(?:word|wd|phrase)?|pwd|secret|token|key|auth))"
    r"[ \t]+(?!-)" + _VALUE
)
# original case: UPPER_CASE=value, as in .env files, `export`, `docker run -e`.
_ENV_LINE = re.compile(
    r"[A-Z](?<![A-Za-z0-9_][A-Z])[A-Z0-9_]{0,80}[A-Z0-9][ \t]*=[ \t]*"
    r"(?:\"(?P<dq>(?:[^\"\\\n]|\\.){0,2000})\"|'(?P<sq>[^'\n]{0,2000})'|(?P<bare>[^\s\"'`]{1,2000}))"
)
_ENV_KEY = re.compile(r"[A-Z][A-Z0-9_]*")
_ENV_BEFORE = frozenset(" \t\r\n\"';&|([{,")
_URL_PASSWORD = re.compile(r"://[^\s:/@?#\"'<>]{0,200}:([^\s/?\"'<>]{1,500})@")
# lower
_AUTH_HEADER = re.compile(
    r"authorization[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?:(?:bearer|basic|token|bot|apikey|sso-key)[ \t]+)?([a-z0-9._~+/=:\-]{6,})"
)
_BARE_BEARER = re.compile(r"b(?:earer|asic)(?<![a-z0-9_]b.....)[ \t]+([a-z0-9._~+/\-]{16,}=*)")
_USER_PASS_FLAG = re.compile(r"-(?<!\S-)(?:u|-user)(?:[ \t]+|=)[\"']?[^\s:\"'@/]{1,100}:([^\s\"']{1,500})")
_AUTH_SCHEMES = frozenset({"bearer", "basic", "token", "bot", "apikey", "sso-key", "digest", "negotiate"})
_KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")


def _key_before(text: str, end: int) -> str:
    """The identifier (with dots and dashes) that ends at ``end``."""
    start = end
    limit = max(0, end - 100)
    while start > limit and text[start - 1] in _KEY_CHARS:
        start -= 1
    return text[start:end]


def _value_span(m: re.Match[str]) -> tuple[int, int, bool] | None:
    for group, quoted in (("dq", True), ("sq", True), ("bare", False)):
        if m.group(group) is not None:
            return m.start(group), m.end(group), quoted
    return None


def _assignments(text: str, low: str) -> Iterator[_Span]:
    for pattern in (_ASSIGN, _CLI_FLAG):
        for m in pattern.finditer(low):
            if pattern is _ASSIGN:
                key = _key_before(text, m.end("tail"))
            else:
                key = text[m.start("key") : m.end("key")]
            kind = is_secret_key(key)
            got = _value_span(m)
            if kind is None or got is None:
                continue
            start, end, quoted = got
            value = text[start:end]
            if _is_benign_value(value, quoted) or value.lower() == key.lower().lstrip("-"):
                continue
            yield start, end, kind
    for m in _ENV_LINE.finditer(text):
        if m.start() and text[m.start() - 1] not in _ENV_BEFORE:
            continue
        name = _ENV_KEY.match(text, m.start())
        kind = _env_kind(name.group().rstrip("_")) if name else None
        got = _value_span(m)
        if kind is None or got is None:
            continue
        start, end, quoted = got
        if not quoted:
            while end > start and text[end - 1] in ",;.":
                end -= 1  # trailing punctuation of the sentence or list around it
        value = text[start:end]
        if _is_benign_value(value, True) or (not quoted and "(" in value):
            continue
        if kind != "password" and value.isdigit() and len(value) <= 6:
            continue  # MAX_TOKEN_LENGTH=512, AUTH_TIMEOUT=30
        yield start, end, kind


def _headers_and_urls(text: str, low: str) -> Iterator[_Span]:
    for m in _URL_PASSWORD.finditer(text):
        if not _is_benign_value(m.group(1), True):
            yield m.start(1), m.end(1), "url_password"
    for m in _AUTH_HEADER.finditer(low):
        value = text[m.start(1) : m.end(1)]
        if value.lower() not in _AUTH_SCHEMES and not _is_benign_value(value, True):
            yield m.start(1), m.end(1), "auth_header"
    for m in _USER_PASS_FLAG.finditer(text):
        if not _is_benign_value(m.group(1), True):
            yield m.start(1), m.end(1), "password"
    for m in _BARE_BEARER.finditer(low):
        if _has_digit(m.group(1)):
            yield m.start(1), m.end(1), "bearer_token"


def _tokens(text: str, low: str) -> Iterator[_Span]:
    for rules, haystack in ((_COMPILED_TOKENS, text), (_COMPILED_LOWER_TOKENS, low)):
        for kind, pattern, group, check in rules:
            for m in pattern.finditer(haystack):
                start, end = m.span(group)
                if check is None or check(text[start:end]):
                    yield start, end, kind


_BARE_AWS_SECRET = re.compile(r"(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])")


def _bare_aws_secrets(text: str, low: str) -> Iterator[_Span]:
    """A 40-character AWS secret with no label, in text that talks about AWS or holds a key id.

    Mixed case plus a digit rules out git SHAs (lower-case hex) and ordinary words.
    """
    if "aws" not in low and "akia" not in low and "asia" not in low:
        return
    for m in _BARE_AWS_SECRET.finditer(text):
        value = m.group(0)
        if _mixed_case(value) and _has_digit(value):
            yield m.start(), m.end(), "aws_secret_key"


def _private_key_spans(text: str, low: str) -> Iterator[_Span]:
    return _private_keys(text)


# Order is priority: when spans merge, the earliest detector names the placeholder.
_DETECTORS: tuple[Callable[[str, str], Iterator[_Span]], ...] = (
    _private_key_spans,
    _tokens,
    _headers_and_urls,
    _assignments,
    _bare_aws_secrets,
)


def _subtract(start: int, end: int, protected: list[tuple[int, int]]) -> Iterator[tuple[int, int]]:
    """Parts of [start, end) not covered by an existing placeholder."""
    cur = start
    for p_start, p_end in protected:
        if p_end <= cur:
            continue
        if p_start >= end:
            break
        if p_start > cur:
            yield cur, p_start
        cur = max(cur, p_end)
    if cur < end:
        yield cur, end


def _spans(text: str) -> list[_Span]:
    protected = [(m.start(), m.end()) for m in PLACEHOLDER_RE.finditer(text)]
    low = _lower(text)
    candidates: list[tuple[int, int, int, str]] = []  # start, end, priority, kind
    priority = 0
    for detector in _DETECTORS:
        for start, end, kind in detector(text, low):
            priority += 1
            if end <= start:
                continue
            pieces = [(start, end)] if not protected else list(_subtract(start, end, protected))
            for p_start, p_end in pieces:
                if any(c.isalnum() for c in text[p_start:p_end]):
                    candidates.append((p_start, p_end, priority, kind))
    candidates.sort()
    merged: list[list[Any]] = []  # [start, end, priority, kind]
    for start, end, prio, kind in candidates:
        if merged and start < merged[-1][1]:
            last = merged[-1]
            last[1] = max(last[1], end)
            if prio < last[2]:
                last[2], last[3] = prio, kind
        else:
            merged.append([start, end, prio, kind])
    return [(s, e, k) for s, e, _, k in merged]


_MAX_PASSES = 6


def _apply(text: str, spans: list[_Span]) -> str:
    out: list[str] = []
    cur = 0
    for start, end, kind in spans:
        out.append(text[cur:start])
        out.append(placeholder(kind))
        cur = end
    out.append(text[cur:])
    return "".join(out)


def _to_original(spans: list[_Span], applied: list[_Span]) -> list[_Span]:
    """Map spans found in ``_apply(text, applied)`` back to offsets in ``text``.

    New spans never overlap a placeholder (they are subtracted in _spans), so each position is
    shifted by the length change of the placeholders before it.
    """
    ends: list[int] = []  # end of each placeholder in the redacted text
    shifts: list[int] = []  # cumulative (redacted - original) length after each placeholder
    shift = 0
    for start, end, kind in applied:
        shift += len(placeholder(kind)) - (end - start)
        ends.append(end + shift)
        shifts.append(shift)

    def back(pos: int) -> int:
        i = bisect_right(ends, pos)
        return pos - (shifts[i - 1] if i else 0)

    return [(back(start), back(end), kind) for start, end, kind in spans]


def redact(text: str) -> Redaction:
    """Replace every secret in ``text`` with ``[REDACTED:<kind>]``.

    Never raises on any ``str`` (including lone surrogates and control characters) and is
    idempotent: ``redact(redact(t).text).text == redact(t).text``. Idempotence is enforced rather
    than hoped for: replacing a secret can change what its neighbours look like (a token glued to
    an END line gains a word boundary), so the result is re-scanned until nothing more is found.
    Each extra pass removes at least one more alphanumeric character, so this terminates; the pass
    limit only bounds the work on hostile input.
    """
    if not text:
        return Redaction(text, ())
    spans = _spans(text)
    if not spans:
        return Redaction(text, ())
    redacted = _apply(text, spans)
    for _ in range(_MAX_PASSES):
        more = _spans(redacted)
        if not more:
            break
        spans = sorted(spans + _to_original(more, spans))
        redacted = _apply(text, spans)
    return Redaction(redacted, tuple(Finding(kind, start, end) for start, end, kind in spans))


def redact_json(value: Any) -> tuple[Any, int]:
    """Redact a JSON-like value; returns ``(new_value, findings_count)``.

    Keys are kept. Strings are redacted with :func:`redact`; in addition, a scalar stored under a
    secret-looking key (``{"password": "hunter2"}``) is replaced whole, since there is no
    surrounding syntax to recognise it by. ``None``/booleans and reference-like values
    (``"${TOKEN}"``) are kept. The input is not modified.
    """
    return _walk(value, None)


def _walk(value: Any, key_kind: str | None) -> tuple[Any, int]:
    if isinstance(value, dict):
        out: dict[Any, Any] = {}
        total = 0
        for k, v in value.items():
            kind = is_secret_key(k) if isinstance(k, str) else None
            out[k], n = _walk(v, kind)
            total += n
        return out, total
    if isinstance(value, (list, tuple)):
        items = [_walk(v, key_kind) for v in value]
        new = [v for v, _ in items]
        return (tuple(new) if isinstance(value, tuple) else new), sum(n for _, n in items)
    if isinstance(value, str):
        if key_kind is not None and not _is_benign_value(value, True):
            return placeholder(key_kind), 1
        result = redact(value)
        return result.text, len(result.findings)
    if key_kind is not None and isinstance(value, (int, float)) and not isinstance(value, bool):
        if len(str(value)) >= 4:
            return placeholder(key_kind), 1
    return value, 0
