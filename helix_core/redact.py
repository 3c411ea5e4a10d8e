"""Secret redaction: one function for every string that reaches the database, an export, a log or a model.

Capture, edits, every lifecycle rationale, session and agent names, explicit ids, imports, exports
and anything sent to Ollama go through :func:`redact` (or :func:`redact_json` for attributes), so a
secret never reaches the database or a model (SPEC §8).

Three layers, each a set of detectors proposing spans:

* **A maintained rule set**: gitleaks' default rules (``data/gitleaks_rules.toml``, 213 token
  formats, vendored unchanged, MIT) plus a few formats it lacks in the same format
  (``data/helix_rules.toml``), loaded and compiled once by :mod:`helix_core.secret_rules`. New
  provider formats belong there, not in code. Chosen over detect-secrets by measurement on
  ``tests/fixtures/secrets_corpus.py`` (``python -m bench.secret_eval --all``): on its own,
  gitleaks' rules caught 61 % of the tuning samples and 73 % of the held-out ones with no false
  positive on the ordinary texts; detect-secrets 1.5 (its default plugins and filters) caught
  39 % / 37 % and flagged 10 ordinary texts (sha256 digests, npm integrity hashes, a certificate,
  ``passwd: files``), and it would have been a runtime dependency (pyyaml, requests) scanning line
  by line, blind to multi-line keys.
* **Context detectors** the rule sets cannot express: ``key = value`` assignments under secret-like
  names, ``.env`` lines, command-line passwords (``docker login -p``, ``mysql -pPASS``,
  ``sshpass -p``), URLs with passwords, ``Authorization`` headers, private-key blocks (PEM, PuTTY,
  base64-encoded PEM such as kubeconfig's ``client-key-data``), ``.netrc``, ``.pgpass``, ``Key  Value``
  tables (``vault login``), a Twilio auth token next to its account SID, and quoted high-entropy
  literals.
* **The hand list** of token patterns that predates the rule set: frozen, kept because it names
  kinds the rest of Helix shows (``openai_key``) and accepts shapes gitleaks does not.

Tokens wrapped over two lines (a terminal's hard wrap) are found by re-scanning each line break
that joins two long token-like runs. ``redact_json`` joins a list of strings with newlines before
scanning, so a PEM body stored one line per item is still one key.

Kept on purpose: commit hashes and other bare hex digests, UUIDs, public keys and certificates,
variable names and references (``token = get_token()``, ``${DB_PASSWORD}``), and prose (docker's
"Using --password via the CLI is insecure", ``docker build --secret id=npmrc``).

Design choices:

* Pure standard library plus numpy (already a dependency, for the keyword prefilter); regexes
  compiled once at import. Hand patterns are anchored so the engine only starts a match at the
  beginning of a run, which keeps the scan linear on hostile input.
* Detectors propose spans; overlapping spans merge into one, named after the highest-priority
  detector, so a key inside an assignment (``api_key = "sk-..."``) becomes a single placeholder.
* A placeholder is ``[REDACTED:<kind>]``. Spans already covered by a placeholder are never redacted
  again, which makes :func:`redact` idempotent.
* Findings carry the kind and the offsets in the *original* text, never the secret itself, so they
  can be logged safely.
* The assignment detectors redact only the value and keep the key, so a redacted note still says
  *which* credential was there. Values that are clearly code are left alone.
"""

from __future__ import annotations

import base64
import math
import re
from bisect import bisect_right
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from . import secret_rules

__all__ = [
    "Finding",
    "Redaction",
    "PLACEHOLDER_RE",
    "placeholder",
    "redact",
    "redact_text",
    "redact_json",
    "redact_actor",
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
    must should will can field value type here see sensitive
    raise return pass continue break del assert yield import lambda await async if else elif try
    except finally with while def class global nonlocal""".split()
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
    if joined.endswith("keydata"):
        return "private_key"  # kubeconfig client-key-data: a base64 private key
    if joined.endswith("token") or (last == "pat" and len(words) > 1):
        return "token"  # GITHUB_PAT, AZURE_DEVOPS_EXT_PAT: personal access tokens
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
    PRIVATE AUTH DSN APIKEY PASSPHRASE PAT""".split()
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
_SENSITIVE_TAIL = r"(?:pass(?:word|wd|phrase)?|pwd|secret|token|key|credentials?|creds|auth|dsn|_pat)"
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
    groups = m.groupdict()
    for group, quoted in (("dq", True), ("sq", True), ("bare", False)):
        if groups.get(group) is not None:
            return m.start(group), m.end(group), quoted
    return None


# Words that follow a flag in prose ("Using --password via the CLI is insecure"), not passwords.
_PROSE_WORDS = frozenset(
    """via is was are the a an to for from with without in on of and or flag option argument
    parameter when if not instead only must should will can may which that this here there stdin
    prompt file option""".split()
)
# A flag whose value is itself a key=value spec (docker build --secret id=npmrc,src=...).
_SPEC_VALUE = re.compile(r"[a-z][a-z_\-]{0,20}=")
_NEXT_WORD = re.compile(r"[ \t]+[a-z]")
_HEADER_KEY = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+")


def _literal_context(text: str, key_start: int, sep: str, value_end: int, key: str) -> bool:
    """True where a bare value cannot be code: a YAML line (``key: value`` alone on its line) or
    an HTTP header (``X-Access-Token: value``). There ``correct_horse_battery_staple`` is a
    password, not a variable name."""
    if "=" in sep or ":" not in sep:
        return False
    line_end = text.find("\n", value_end)
    if text[value_end : line_end if line_end >= 0 else len(text)].strip():
        return False
    if _HEADER_KEY.fullmatch(key):
        return True
    line_start = text.rfind("\n", 0, key_start) + 1
    return text[line_start:key_start].strip(" \t-") == ""


def _assignments(text: str, low: str) -> Iterator[_Span]:
    for pattern in (_ASSIGN, _CLI_FLAG):
        for m in pattern.finditer(low):
            if pattern is _ASSIGN:
                key = _key_before(text, m.end("tail"))
                key_start = m.end("tail") - len(key)
            else:
                key = text[m.start("key") : m.end("key")]
                key_start = m.start("key")
            kind = is_secret_key(key)
            if kind is None and pattern is _CLI_FLAG and key.lower().endswith("pass"):
                kind = "password"  # keytool -storepass, -keypass
            got = _value_span(m)
            if kind is None or got is None:
                continue
            start, end, quoted = got
            value = text[start:end]
            if pattern is _CLI_FLAG and not quoted and (value in _PROSE_WORDS or _SPEC_VALUE.match(value)):
                continue
            if not quoted and value.isalpha() and value.islower() and _NEXT_WORD.match(text, end):
                continue  # a phrase ("passwd: files systemd" in nsswitch.conf), not a password
            literal = quoted or (
                pattern is _ASSIGN and _literal_context(text, key_start, text[m.end("tail") : start], end, key)
            )
            if _is_benign_value(value, literal) or value.lower() == key.lower().lstrip("-"):
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


# lower: a secret told in a sentence ("the db password is hunter2hunter2", "my API key is 3f9c…")
_PROSE_SECRET = re.compile(
    r"\b(?P<key>pass(?:word|wd|phrase)|pwd|api[ _-]?key|secret key|client secret|access token|auth token|"
    r"bearer token|token)\s+(?:(?:is|was)(?:\s+set\s+to|\s+now)?|=|:)?\s*[\"'`]?"
    r"(?P<v>[^\s\"'`,;]{6,500})")
_TOLD_SECRET = re.compile(r"(?=.*[a-z])(?=.*[0-9!@#$%^&*+=?~]).{8,}|[0-9a-f]{24,}", re.I)


def _prose_secrets(text: str, low: str) -> Iterator[_Span]:
    """A secret told in words: after "password is", "API key is", "token" … a value that mixes
    letters with digits or symbols (a word like "stored" or "required" is prose, not a secret)."""
    for m in _PROSE_SECRET.finditer(low):
        start, end = m.span("v")
        while end > start and text[end - 1] in ".!?)":
            end -= 1
        value = text[start:end]
        if _TOLD_SECRET.fullmatch(value) and not _is_benign_value(value, False) and "[redacted" not in value.lower():
            kind = "password" if m.group("key").startswith(("pass", "pwd")) else "token"
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


# --------------------------------------------------------------------------- the rule set


def _kind_for_rule(rule_id: str) -> str:
    return re.sub(r"[^a-z0-9_]", "_", rule_id.lower())[:40]


_RULE_KINDS: dict[str, str] = {}


def _rule_set(text: str, low: str) -> Iterator[_Span]:
    """gitleaks' rules and Helix's supplement (helix_core/data), keyword-prefiltered."""
    for start, end, rule_id in secret_rules.scan(text, low):
        kind = _RULE_KINDS.get(rule_id)
        if kind is None:
            kind = _RULE_KINDS[rule_id] = _kind_for_rule(rule_id)
        yield start, end, kind


# --------------------------------------------------------------------------- command lines

# Commands whose ``-p VALUE`` is a password (for ssh, scp, docker run and most others it is a
# port); each line of a shell session is checked after the command word.
_P_FLAG_COMMANDS = (
    r"(?:docker|podman|nerdctl|buildah|skopeo|oras|helm(?:[ \t]+registry)?)[ \t]+login|sshpass|twine[ \t]+upload"
    r"|az[ \t]+login|crane[ \t]+auth[ \t]+login|regctl[ \t]+registry[ \t]+login"
)
_P_FLAG = re.compile(
    r"(?<![\w-])(?:" + _P_FLAG_COMMANDS + r")\b[^\n|;&]*?[ \t]-p[ \t]+"
    r"(?:\"(?P<dq>[^\"\n]{1,500})\"|'(?P<sq>[^'\n]{1,500})'|(?P<bare>[^\s\"'`|;&]{1,500}))"
)
# mysql and its tools take the password glued to -p (a separate word is the database name).
_MYSQL_P = re.compile(
    r"(?<![\w-])(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlcheck|mysqlshow|mysqlpump|mysqlsh"
    r"|mariadb(?:-dump|-admin|-import|-check)?)\b[^\n|;&]*?[ \t]-p"
    r"(?:\"(?P<dq>[^\"\n]{1,500})\"|'(?P<sq>[^'\n]{1,500})'|(?P<bare>[^\s\"'`|;&]{1,500}))"
)


# Other tools' password flags, from their manuals: the flag is the password's own option there
# (elsewhere -a, -w or -P mean something else, so each is tied to its commands).
_TOOL_FLAGS = (
    (r"redis-cli|keydb-cli|valkey-cli", r"-a|--pass"),
    (r"plink|pscp|psftp", r"-pw"),
    (r"ldap(?:search|add|modify|delete|passwd|whoami|compare|modrdn|exop)", r"-w"),
    (r"sqlcmd|bcp|osql|isql|zip|unzip|zipcloak", r"-P"),
    (r"rdesktop|vncpasswd", r"-p"),
    (r"smbclient|rpcclient|smbmap|smbcacls|smbget|mount\.cifs|net", r"--password"),
)
_TOOL_FLAG = re.compile(
    r"(?<![\w-])(?:" + "|".join(f"(?:{c})\\b" + r"[^\n|;&]*?[ \t](?:" + f + ")" for c, f in _TOOL_FLAGS)
    + r")(?:[ \t]+|=)"
    r"(?:\"(?P<dq>[^\"\n]{1,500})\"|'(?P<sq>[^'\n]{1,500})'|(?P<bare>[^\s\"'`|;&]{1,500}))"
)
# Samba tools take "-U [DOMAIN\\]user%password"; xfreerdp "/p:password"; 7-Zip "-pPASSWORD".
_SAMBA_U = re.compile(
    r"(?<![\w-])(?:smbclient|rpcclient|smbmap|smbcacls|smbget|net|winexe|pth-\w+)\b[^\n|;&]*?"
    r"[ \t](?:-U|--user(?:name)?=?)[ \t]*[\"']?[^\s%\"']{1,200}%(?P<bare>[^\s\"'`|;&]{1,500})"
)
_RDP_P = re.compile(r"(?<![\w-])(?:xfreerdp|wlfreerdp|sdl-freerdp)\b[^\n|;&]*?[ \t]/p:(?P<bare>[^\s\"'`|;&]{1,500})")
_7Z_P = re.compile(r"(?<![\w-])(?:7z|7za|7zr)\b[^\n|;&]*?[ \t]-p(?P<bare>[^\s\"'`|;&-][^\s\"'`|;&]{0,499})")
# mount -o username=u,password=p (cifs, smbfs, davfs): an option of a comma-separated list.
_MOUNT_OPTION = re.compile(
    r"(?<![\w-])mount(?:\.cifs|\.smb3)?\b[^\n|;&]*?[ \t]-o[ \t]+[^\s]*?(?<=[ \t,])(?:password|pass)="
    r"(?P<bare>[^\s,\"'`|;&]{1,500})"
)
_COMMAND_PATTERNS = (
    (_P_FLAG, ("-p",)),
    (_MYSQL_P, ("-p",)),
    (_TOOL_FLAG, ("redis-", "keydb-", "valkey-", "plink", "pscp", "psftp", "ldap", "sqlcmd", "bcp", "osql",
                  "isql", "zip", "rdesktop", "vncpasswd", "smb", "rpcclient", "mount.cifs", "net ")),
    (_SAMBA_U, ("smb", "rpcclient", "net ", "winexe", "pth-")),
    (_RDP_P, ("freerdp",)),
    (_7Z_P, ("7z",)),
    (_MOUNT_OPTION, ("mount",)),
)


def _command_passwords(text: str, low: str) -> Iterator[_Span]:
    for pattern, words in _COMMAND_PATTERNS:
        if not any(w in low for w in words):
            continue  # keyword prefilter: most text names none of these commands
        for m in pattern.finditer(text):
            got = _value_span(m)
            if got is None:
                continue
            start, end, quoted = got
            value = text[start:end]
            if value.startswith("$") or (not quoted and (value.startswith("-") or value.lower() in _PROSE_WORDS)):
                continue  # -p "$PASS" is a reference; "-p -h" is a flag with no value; "-P flag" prose
            yield start, end, "password"


# --------------------------------------------------------------------------- credential files

# ~/.netrc: "machine HOST login USER password PASS" (or "default ..."), on one line or several.
# Each pattern starts with its literal word so the engine skips straight to it.
_NETRC = [
    re.compile(word + r"[ \t]+" + host + r"(?:\s+(?:login|account|port)[ \t]+\S+){0,3}\s+password[ \t]+(\S+)")
    for word, host in (("machine", r"\S+"), ("default", ""))
]
# ~/.pgpass: "host:port:database:user:password" (a field may be *).
_PGPASS_HINT = re.compile(r":(?:\d{1,5}|\*):[^:\s]+:[^:\s]+:\S")
_PGPASS = re.compile(
    r"^[ \t]*([A-Za-z0-9*._\-\[\]]{1,255}):(?:\d{1,5}|\*):[^:\s]+:[^:\s]+:(\S+)[ \t]*$", re.MULTILINE
)
# "Key   Value" tables (vault login, vault token lookup): under that header, a secret-like key, two
# or more spaces, one value to the end of the line.
_TABLE_HEADER = re.compile(r"Key[ \t]{2,}Value[ \t]*\r?\n")
_TABLE_ROW = re.compile(r"^[ \t]*([A-Za-z][\w.\-]{0,60})[ \t]{2,}(\S{6,})[ \t]*$", re.MULTILINE)
# PuTTY .ppk: the private lines and their MAC.
_PUTTY_HINT = re.compile("PuTTY-User-Key-File-")
_PUTTY = re.compile(r"PuTTY-User-Key-File-\d+:[^\n]*\n(?:[^\n]*\n){0,40}?Private-Lines:[ \t]*(\d{1,3})[ \t]*\r?\n")
_PUTTY_MAC = re.compile(r"[ \t]*Private-(?:MAC|Hash):[^\n]*")
# A PEM private key encoded once more in base64 (kubeconfig client-key-data, Kubernetes secrets).
_B64_PEM = re.compile(r"LS0tLS1CRUdJTi[A-Za-z0-9+/]{16,}={0,2}")


def _credential_files(text: str, low: str) -> Iterator[_Span]:
    for pattern in _NETRC:
        for m in pattern.finditer(low):
            if not _is_benign_value(text[m.start(1) : m.end(1)], True):
                yield m.start(1), m.end(1), "password"
    if _PGPASS_HINT.search(text):
        for m in _PGPASS.finditer(text):
            host = m.group(1)
            if any(c.isalpha() or c == "*" for c in host) and not _is_benign_value(m.group(2), True):
                yield m.start(2), m.end(2), "password"
    header = _TABLE_HEADER.search(text)
    if header:
        for m in _TABLE_ROW.finditer(text, header.end()):
            kind = is_secret_key(m.group(1))
            if kind is not None and not _is_benign_value(m.group(2), True) and not m.group(2).isdigit():
                yield m.start(2), m.end(2), kind
    if _PUTTY_HINT.search(text):
        for m in _PUTTY.finditer(text):
            pos = m.end()
            for _ in range(int(m.group(1))):
                nl = text.find("\n", pos)
                pos = len(text) if nl < 0 else nl + 1
            mac = _PUTTY_MAC.match(text, pos)
            yield m.start(), mac.end() if mac else pos, "private_key"
    for m in _B64_PEM.finditer(text):
        head = m.group()[:96]
        try:
            decoded = base64.b64decode(head[: len(head) // 4 * 4]).decode("ascii", "replace")
        except ValueError:
            continue
        if "PRIVATE KEY" in decoded:
            yield m.start(), m.end(), "private_key"


# --------------------------------------------------------------------------- values in code

# A quoted literal that is one long run of base64/base62 characters: in code, a key passed to a
# client constructor or kept in a config dict looks exactly like this, whatever the provider.
_LITERAL = re.compile(r"([\"'])([A-Za-z0-9+/_\-]{32,512}={0,2})\1")


def _entropy(value: str) -> float:
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in Counter(value).values())


def _literal_strings(text: str, low: str) -> Iterator[_Span]:
    """High-entropy quoted literals: mixed case and digits, over 4.2 bits per character.

    Hex digests (16 symbols: at most 4 bits), UUIDs, npm integrity strings ("sha512-…" has a
    dash-separated prefix but is caught by the entropy only when it is a bare literal) and words
    stay; a random 32-character token has about 4.8 bits per character.
    """
    if '"' not in text and "'" not in text:
        return
    for m in _LITERAL.finditer(text):
        value = m.group(2)
        if not (_mixed_case(value) and _has_digit(value)):
            continue
        if re.fullmatch(r"(?:sha(?:1|256|384|512)|md5)-.*", value):
            continue  # subresource-integrity digests
        if _entropy(value) > 4.2:
            yield m.start(2), m.end(2), "high_entropy_string"


# A Twilio auth token is 32 hex characters; next to an account SID it needs no label.
_TWILIO_SID = re.compile(r"\bAC[0-9a-f]{32}\b")
_HEX32 = re.compile(r"(?<![0-9A-Za-z])[0-9a-f]{32}(?![0-9A-Za-z])")


def _twilio_pairs(text: str, low: str) -> Iterator[_Span]:
    if "AC" not in text:
        return
    for sid in _TWILIO_SID.finditer(text):
        lo, hi = max(0, sid.start() - 200), min(len(text), sid.end() + 200)
        for m in _HEX32.finditer(text, lo, hi):
            if m.start() != sid.start() + 2:
                yield m.start(), m.end(), "twilio_auth_token"


# --------------------------------------------------------------------------- wrapped tokens

# A line break between two long token-like runs: a terminal's hard wrap, or a value split by a
# formatter. Anchored on the newline so the engine skips from line break to line break.
_RUN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-+/=.~")
_WRAP = re.compile(r"\n(?<=[A-Za-z0-9_\-+/=.~]{8}\n|[A-Za-z0-9_\-+/=.~]{7}\r\n)[ \t]*(?=[A-Za-z0-9_\-+/=]{6})")
_MAX_WRAPS = 200  # a base64 dump has a "wrap" on every line; its secrets are caught whole


def _wrapped(text: str, low: str) -> Iterator[_Span]:
    """Secrets cut in two by a line break: scan each joined pair of runs, keep what crosses the cut."""
    if "\n" not in text:
        return
    for count, m in enumerate(_WRAP.finditer(text)):
        if count >= _MAX_WRAPS:
            return
        cut = m.start() - 1 if m.start() and text[m.start() - 1] == "\r" else m.start()
        a = cut
        while a > 0 and cut - a < 400 and text[a - 1] in _RUN_CHARS:
            a -= 1
        b = m.end()
        while b < len(text) and b - m.end() < 400 and text[b] in _RUN_CHARS:
            b += 1
        head, tail = text[a:cut], text[m.end() : b]
        if len(head) + len(tail) < 24 or not (_has_digit(head) or _has_digit(tail)):
            continue  # a token is long and, in every format Helix knows, has digits
        joined = head + tail
        jlow = _lower(joined)
        for detector in (_tokens, _rule_set):
            for start, end, kind in detector(joined, jlow):
                if start < len(head) < end:
                    yield a + start, m.end() + (end - len(head)), kind


# Order is priority: when spans merge, the earliest detector names the placeholder.
_DETECTORS: tuple[Callable[[str, str], Iterator[_Span]], ...] = (
    _private_key_spans,
    _tokens,
    _rule_set,
    _headers_and_urls,
    _command_passwords,
    _credential_files,
    _assignments,
    _prose_secrets,
    _bare_aws_secrets,
    _twilio_pairs,
    _literal_strings,
    _wrapped,
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


def redact_text(value: str | None) -> str | None:
    """``redact(value).text``, passing ``None`` through: for optional fields (rationale, session)."""
    if value is None or not isinstance(value, str) or not value:
        return value
    return redact(value).text


_ACTOR_SAFE = re.compile(r"[^A-Za-z0-9_.\-]")


def redact_actor(actor: str) -> str:
    """An actor (``agent:NAME``) with any secret in the name replaced, still a valid actor.

    History and provenance store the actor; a token used as an agent name must not be stored,
    and the result must still match ``agent:[A-Za-z0-9_.-]+``.
    """
    result = redact(actor)
    if not result.changed:
        return actor
    prefix, _, name = result.text.partition(":")
    return f"{prefix}:{_ACTOR_SAFE.sub('', name.replace('[REDACTED:', 'redacted-'))[:64] or 'redacted'}"


def redact_json(value: Any) -> tuple[Any, int]:
    """Redact a JSON-like value; returns ``(new_value, findings_count)``.

    Keys are kept, unless a key is itself a secret. Strings are redacted with :func:`redact`; in addition, a scalar stored under a
    secret-looking key (``{"password": "hunter2"}``) is replaced whole, since there is no
    surrounding syntax to recognise it by. ``None``/booleans and reference-like values
    (``"${TOKEN}"``) are kept. A list's strings are scanned joined by newlines, so a private key
    stored one line per item (or a token split across two items) is found as a whole; each item
    keeps its place and loses the part of the secret it held. The input is not modified.
    """
    return _walk(value, None)


def _walk(value: Any, key_kind: str | None) -> tuple[Any, int]:
    if isinstance(value, dict):
        out: dict[Any, Any] = {}
        total = 0
        for k, v in value.items():
            kind = is_secret_key(k) if isinstance(k, str) else None
            key, key_n = k, 0
            if isinstance(k, str):
                found = redact(k)
                if found.changed:  # a token used as a key ({"ghp_…": 1}) is a secret like any other
                    key, key_n = found.text, len(found.findings)
                    while key in out:
                        key += "_"
            out[key], n = _walk(v, kind)
            total += n + key_n
        return out, total
    if isinstance(value, (list, tuple)):
        values = list(value)
        joined_n = _redact_across_items(values)  # before the items: a BEGIN line alone is no key
        items = [_walk(v, key_kind) for v in values]
        new = [v for v, _ in items]
        total = sum(n for _, n in items) + joined_n
        return (tuple(new) if isinstance(value, tuple) else new), total
    if isinstance(value, str):
        if key_kind is not None and not _is_benign_value(value, True):
            return placeholder(key_kind), 1
        result = redact(value)
        return result.text, len(result.findings)
    if key_kind is not None and isinstance(value, (int, float)) and not isinstance(value, bool):
        if len(str(value)) >= 4:
            return placeholder(key_kind), 1
    return value, 0


def _redact_across_items(items: list[Any]) -> int:
    """Redact, in place, secrets that span neighbouring string items; returns how many.

    Only a secret crossing an item boundary is handled here (the items are redacted one by one
    afterwards). Each item it covers gets a placeholder for its part.
    """
    count = 0
    i = 0
    while i < len(items):
        if not isinstance(items[i], str):
            i += 1
            continue
        j = i
        while j < len(items) and isinstance(items[j], str):
            j += 1
        if j - i >= 2:
            count += _redact_run(items, i, j)
        i = j
    return count


def _redact_run(items: list[Any], lo: int, hi: int) -> int:
    starts: list[int] = []
    pos = 0
    for k in range(lo, hi):
        starts.append(pos)
        pos += len(items[k]) + 1
    joined = "\n".join(items[lo:hi])
    found = [f for f in redact(joined).findings if bisect_right(starts, f.start) != bisect_right(starts, f.end - 1)]
    if not found:
        return 0
    per_item: dict[int, list[_Span]] = {}
    for f in found:
        for k in range(bisect_right(starts, f.start) - 1, bisect_right(starts, f.end - 1)):
            a = max(f.start, starts[k]) - starts[k]
            b = min(f.end, starts[k] + len(items[lo + k])) - starts[k]
            if b > a:
                per_item.setdefault(k, []).append((a, b, f.kind))
    for k, spans in per_item.items():
        items[lo + k] = _apply(items[lo + k], sorted(spans))
    return len(found)
