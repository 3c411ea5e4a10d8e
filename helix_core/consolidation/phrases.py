"""Noun phrases without a parser: what a statement is about, and what a number or a clause speaks of.

One word's neighbours decide whether it is a verb ("points expire" / "the feature store"), which is
enough to tell "the timeout for the reports API" from "the timeout for the reports database pool" and
"Loyalty points are credited …" from "Loyalty points expire …" — the guards the value rules need
against two things that share words.
"""

from __future__ import annotations

import re

from . import frames, text, verbs

VERB_STOP = frozenset("is are was were has have had must may can should will would do does get gets stay stays "
                      "be being been".split())
DETERMINERS = frozenset("a an the each every all any our its their this these those my your".split())
MODALS = frozenset("must may might can could should will would shall not never always only".split())
_INSIDE = frozenset("of for the on in".split())  # words inside a noun phrase ("the timeout for the reports API")
# Prepositions text.STOP lacks: they end a noun phrase ("Refunds above $500")
_ENDS = frozenset("above below beyond between than per via across older newer younger".split())
# Words a noun follows, not a verb ("the reports API", "for the day"); "is" and "were" lead to verbs
_NOUN_AFTER = DETERMINERS | frozenset("of for on in at from with by into onto about over under through via".split())
# Words that say how often or when, not what is done ("runs every …", "expire after …")
_NOT_ROOTS = frozenset("every each after before within about around always never only until once".split())
_PRONOUN_START = re.compile(r"^\s*(?:i|we|you|they|it|he|she|this|that|there)\b", re.I)
MAX_LEAD = 4  # words between a noun phrase and what follows it ("is capped at", "expire after")
MAX_PHRASE = 6


def stem(word: str) -> str:
    """`text.stem`, with "cases" and "databases" read as "case" and "database", not "cas"."""
    return text.stem(word[:-1] if len(word) > 4 and word.endswith("ses") and word[-4] in "aeiou" else word)


_SHORT = ((re.compile(r"\bPRs\b"), "pull requests"), (re.compile(r"\bPR\b"), "pull request"),
          (re.compile(r"\bMRs?\b"), "merge request"))


def spelled_out(s: str) -> str:
    """Short forms two texts write differently, spelled out ("PRs" → "pull requests")."""
    for pattern, long in _SHORT:
        s = pattern.sub(long, s)
    return s


_ACRONYM = re.compile(r"(?<![\w-])(?P<a>(?=[A-Z0-9]*[A-Z][A-Z0-9]*[A-Z])[A-Z0-9]{3,6})(?P<s>s)?(?![\w-])")
_PHRASE_WORD = re.compile(r"[A-Za-z0-9]+")
_SKIPPABLE = frozenset("the of and in a an for to on".split())


_DIGIT_WORDS = dict(zip("123456789", "one two three four five six seven eight nine".split(), strict=True))  # "2FA"
_DIGIT_SOUNDS = {"2": "to", "4": "for"}  # "P2P" is peer-to-peer, "B4" before nothing


def _spelling(acronym: str, other: str) -> str | None:
    """The words of `other` whose first letters spell `acronym` ("SSN": "social security numbers",
    "3DS": "3-D Secure", "HIL": "hardware-in-the-loop"), as written there, or None."""
    words = list(_PHRASE_WORD.finditer(other))
    letters = acronym.lower()
    for start in range(len(words)):
        k, i = start, 0
        while k < len(words) and i < len(letters):
            w = words[k].group(0).lower()
            if k > start and other[words[k - 1].end():words[k].start()].strip(" -"):
                break  # one phrase: words joined by spaces and hyphens only
            if (w[0] == letters[i] and (not letters[i].isdigit() or w == letters[i])
                    or letters[i].isdigit() and w in (_DIGIT_WORDS.get(letters[i]), _DIGIT_SOUNDS.get(letters[i]))) \
                    and (w not in text.STOP or w in _SKIPPABLE):
                i += 1
            elif k == start or w not in _SKIPPABLE:
                break
            k += 1
        if i == len(letters) and k - start >= len(letters) and words[k - 1].group(0).lower() not in text.STOP:
            return other[words[start].start():words[k - 1].end()]
    for m in _CAMEL_NAME.finditer(other):  # "ODM": "OpenDroneMap", one word of capitalised parts
        if "".join(part[0] for part in _CAMEL_PART.findall(m.group(0))).lower() == letters:
            return m.group(0)
    return None


_CAMEL_NAME = re.compile(r"(?<![\w-])(?:[A-Z][a-z]+){2,}(?![\w-])")
_CAMEL_PART = re.compile(r"[A-Z][a-z]+")


# Acronyms every engineer reads one way: another phrase with their letters is a coincidence
_KNOWN_ACRONYMS = {
    "CMS": "content management", "CRM": "customer relationship", "ERP": "enterprise resource", "API": "application",
    "SDK": "software development", "CLI": "command", "CDN": "content delivery", "DNS": "domain name",
    "SSO": "single sign", "MFA": "multi", "JWT": "json web", "PII": "personal", "PHI": "protected health",
    "EHR": "electronic health", "SLA": "service level", "SLO": "service level", "ETL": "extract",
    "ORM": "object", "VPN": "virtual private", "CSV": "comma", "PDF": "portable", "OCR": "optical",
}


# An acronym defined beside its words ("The minimum supported Rust version (MSRV) is 1.70"): the other
# text's "MSRV" is still spelled out
_DEFINED = re.compile(r"\(\s*[A-Z0-9]{2,6}s?\s*\)")


def acronyms_spelled(older: str, newer: str) -> tuple[str, str]:
    """Each text with an acronym the other spells out replaced by those words ("CNP payments" and
    "card-not-present payment"): two texts that say one thing in two ways then share its words."""
    def spell(s: str, other: str) -> str:
        def one(m: re.Match[str]) -> str:
            long = _spelling(m.group("a"), other)
            known = _KNOWN_ACRONYMS.get(m.group("a").upper())
            if long is not None and known is not None and not long.lower().startswith(known):
                return m.group(0)  # "CMS" is a content management system, whatever "comments moderation service" spells
            return m.group(0) if long is None or m.group(0) in _DEFINED.sub("", other) else long
        return _ACRONYM.sub(one, s)
    return spell(older, newer), spell(newer, older)


# Words written short and the words they stand for ("rec features" are recommendation features)
_LONG_FORMS: dict[str, tuple[str, ...]] = {
    "rec": ("recommendation",), "recs": ("recommendations", "recommendation"), "prod": ("production",),
    "doc": ("document", "documentation"), "docs": ("documents", "documentation"),
    "config": ("configuration",), "configs": ("configurations",), "repo": ("repository",),
    "repos": ("repositories",), "env": ("environment",), "envs": ("environments",),
    "auth": ("authentication", "authorization"), "notif": ("notification",), "notifs": ("notifications",),
    "msg": ("message",), "msgs": ("messages",), "svc": ("service",), "pkg": ("package",), "pkgs": ("packages",),
    "img": ("image",), "imgs": ("images",), "db": ("database",), "dbs": ("databases",), "dep": ("dependency",),
    "deps": ("dependencies",), "perf": ("performance",), "infra": ("infrastructure",), "info": ("information",),
    "txn": ("transaction",), "txns": ("transactions",), "acct": ("account",), "accts": ("accounts",),
    "req": ("request",), "reqs": ("requests",), "mgmt": ("management",), "spec": ("specification",),
    "specs": ("specifications",), "stats": ("statistics",), "dev": ("development",), "sub": ("subscription",),
    "subs": ("subscriptions",), "org": ("organization", "organisation"), "orgs": ("organizations", "organisations"),
    "admin": ("administration",), "attrib": ("attribution",), "impl": ("implementation",),
    "recon": ("reconciliation",), "recons": ("reconciliations",), "app": ("application",), "apps": ("applications", "application"),
}
_SHORT_WORD = re.compile(r"(?<![\w./`@#$-])(?P<w>[A-Za-z]{2,6})(?![\w`/@-]|\.\w)")


def short_forms_spelled(older: str, newer: str) -> tuple[str, str]:
    """Each text with a word written short ("recs", "prod", "docs") spelled out when the other text
    has the long word and not the short one: "prod claim docs" and "production claim documents" then
    share their words."""
    def spell(s: str, other: str) -> str:
        said = {w.lower() for w in text.words(other)}

        def one(m: re.Match[str]) -> str:
            short = m.group("w")
            long = next((x for x in _LONG_FORMS.get(short.lower(), ()) if x in said or x + "s" in said), None)
            if long is None or short.lower() in said:
                return short
            return long.capitalize() if short[0].isupper() else long
        return _SHORT_WORD.sub(one, s)
    return spell(older, newer), spell(newer, older)


def _tokens(s: str) -> list[str]:
    return text.words(s.replace("-", " ").replace("'s ", " ").replace("’s ", " "))


def verb(word: str, following: str | None = None, before: str | None = None) -> bool:
    """A verb, as far as its neighbours tell: "is", "expired", "kept"; a base form after a plural or a
    modal ("points expire", "may transfer"), not after a noun ("the feature store"); never a word right
    after "the" or "for" ("the reports API"), nor one a verb follows ("checks give up", "target is")."""
    if word in VERB_STOP:
        return True
    if before in _NOUN_AFTER or following is not None and (following in VERB_STOP or following in MODALS
                                                            or verbs.is_base(following)):
        return False
    if verbs.base_form(word) is not None:
        return True
    if verbs.is_base(word):
        return before is None or before in MODALS or _plural(before)
    return frames.predicate(word)


def _plural(word: str) -> bool:
    """A plural noun, by its ending ("points"; not "news", "status", "access")."""
    return word.endswith("s") and not word.endswith(("ss", "us", "is", "ews"))


def subject(statement: str) -> set[str]:
    """What a statement is about: the noun phrase it opens on, before its verb ("the timeout for the
    reports API" in "The timeout for the reports API is 30 seconds"), as stems."""
    tokens = _tokens(text.without_when(statement))
    phrase: list[str] = []
    for k, w in enumerate(tokens):
        if not phrase and (w in text.STOP or w in DETERMINERS):
            continue
        following = tokens[k + 1] if k + 1 < len(tokens) else None
        if len(phrase) >= MAX_PHRASE or (w in text.STOP and w not in _INSIDE) or w in _ENDS \
                or phrase and verb(w, following, tokens[k - 1]):
            break  # "Resized images are …": an opening participle is a modifier
        if w not in _INSIDE and len(w) > 2 and not w[0].isdigit():
            phrase.append(stem(w))
    return set(phrase)


def before(lead: str) -> set[str]:
    """The noun phrase before the words that lead to what follows ("the local build cache" in "… the
    local build cache is allowed to grow to"), as stems."""
    tokens = _tokens(lead)
    end = len(tokens)
    while end > 0 and len(tokens) - end < MAX_LEAD and (tokens[end - 1] in text.STOP or tokens[end - 1] in DETERMINERS
                                                          or tokens[end - 1] in _ENDS
                                                          or tokens[end - 1] in _NOT_ROOTS or verb(tokens[end - 1])):
        end -= 1
    phrase: list[str] = []
    for k in range(end - 1, -1, -1):
        w = tokens[k]
        if len(phrase) >= MAX_PHRASE or (w in text.STOP and w not in _INSIDE) or w in _ENDS \
                or k > 0 and not (phrase and w.endswith("ing")) \
                and verb(w, tokens[k + 1] if k + 1 < len(tokens) else None, tokens[k - 1]):
            break  # "Aggregated telemetry is …" and "breaking items": participles that modify
        if w not in _INSIDE and len(w) > 2 and not w[0].isdigit():
            phrase.append(stem(w))
    return set(phrase)


def two_kinds(own: set[str], other: set[str], other_text_terms: set[str], own_text_terms: set[str]) -> bool:
    """Two kinds of one thing: the two phrases share a word and each has one the other text lacks ("the
    timeout for the reports API" / "… for the reports database connection pool")."""
    return bool(own & other) and bool(own - other_text_terms) and bool(other - own_text_terms)


def is_statement(s: str) -> bool:
    """A sentence that opens on what it is about ("Loyalty points are credited …"), not a log of work
    ("Checked …", "We stretched …", "While helping …") nor a note with a lead-in ("Heads up: …")."""
    tokens = [w for w in _tokens(s) if w not in DETERMINERS]
    if ":" in s or not tokens or tokens[0] in text.STOP or verbs.base_form(tokens[0]) is not None \
            or verbs.is_base(tokens[0]) or text.NARRATIVE_START.match(s) or _PRONOUN_START.match(s):
        return False
    return bool(subject(s))


def predicate(statement_lead: str) -> str:
    """What a statement says its subject does, up to a point ("expire", "are credited")."""
    own = subject(statement_lead)
    return " ".join(w for w in _tokens(statement_lead) if stem(w) not in own)


def roots(s: str) -> set[str]:
    """Word roots by their first five letters ("expire" and "expiry" share one)."""
    return {w[:5] for w in _tokens(s) if len(w) > 3 and w not in text.STOP and w not in MODALS
            and w not in _NOT_ROOTS and not w[0].isdigit()}
