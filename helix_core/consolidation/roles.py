"""Another tool in a role a project fills once, named in passing.

"Continuous integration runs on GitHub Actions" and, months later, "aarch64 flake again: Buildkite agent
arm-03 ran out of disk" disagree although the note is about a disk: a project has one CI service, one
MQTT broker, one map provider, one build system. The note names another tool of that role, never the
statement's own, and shares a word of the statement's subject. Roles a project often fills several times
(databases, buckets, languages, caches, queues, search engines, hosting) are left to the readers that
need a stated subject: "the audit-trail service keeps its events in DynamoDB" says nothing against "the
enrolment service uses PostgreSQL".
"""

from __future__ import annotations

import re

from .. import claims
from . import frames, text

# Roles one project fills once (the categories of `claims`' vocabulary)
SINGLE_ROLES = frozenset("""
abtesting accountingsoftware auth bookingtool build captcha cdp ci cms containerregistry crm dataorch desktop
dicomviewer ehr email erp esign featurestore fhirserver flags frontend gds helpdesk hl7engine hris iac
ingress kyc l10nplatform linker llmprovider machinetranslation maps metricsstore mltracking modelserving
monorepo mqttbroker ocr orchestration orm pacs paging payments pdf pooler pos pushes secrets sms
speechtotext telephony texttospeech tracing tracker transcoding transitrouting vcs shipping hpcscheduler
""".split())

_TITLE_CASE = re.compile(r"\b[A-Z][a-z][\w-]*")
_LOWER_CASE = re.compile(r"\b[a-z][\w-]*")


def _names(s: str) -> set[str]:
    """Stems of the words written only with a capital ("Atlas"), not those also written in lower case
    ("Candidates sign in …" / "candidate sign-in") nor acronyms ("ETA")."""
    return {text.stem(w.lower()) for w in _TITLE_CASE.findall(s)} - {text.stem(w) for w in _LOWER_CASE.findall(s)}


# Words of a subject too common to tie a note to a statement by themselves
_GENERIC = frozenset(text.stem(w) for w in """
service services data store stored stores storage deploy deployed written code run runs running use uses
used keep keeps kept through via app application system site web server job jobs team we our new old
""".split())


# A move to a tool told as done: "GoCardless cutover done", "the Vonage migration is complete"
_CUTOVER_DONE = re.compile(r"(?P<tool>\b[A-Z][\w.]*(?:\s+[A-Z][\w.]*)?)\s+(?:cut-?over|migration|switch-?over|rollout|"
                           r"go-live)\s+(?:is\s+|was\s+)?(?:done|complete|completed|finished|live)\b")


def moved_to(newer: str) -> set[str]:
    """The tools a note moves something to: a change its claims tell ("replace wkhtmltopdf with WeasyPrint"), or a
    cutover told done ("GoCardless cutover done")."""
    moved = {c.value for c in claims.extract(newer) if c.attribute == "tech" and c.change and c.polarity}
    for done in _CUTOVER_DONE.finditer(newer):
        moved |= {t for tools in claims.technologies(done.group("tool")).values() for t in tools}
    return moved


def _left_behind(tool: str, note: str) -> bool:
    """Whether the note names a tool only as what something moves away from ("the tills are moving from Worldpay
    terminals to SumUp"): a thing that used it, which the statement's thing never did."""
    found = list(re.finditer(rf"(?<![\w-]){re.escape(tool)}(?![\w-])", note, re.I))
    return bool(found) and all(re.search(r"\b(?:from|off(?:\s+of)?)\s+(?:the\s+|our\s+|its\s+|their\s+)?$",
                                         note[max(0, m.start() - 20):m.start()], re.I)
                               and re.match(r"[^.;\n]{0,60}?\b(?:to|onto|for)\b", note[m.end():], re.I)
                               for m in found)


def other_tool(older: str, newer: str) -> tuple[str, str] | None:
    """(the statement's tools, the note's) when the note names other tools in a single role the statement
    fills ("CMake" / "Meson + Ninja"), and never the statement's own; None otherwise."""
    held = {role: mine for role, mine in claims.technologies(older).items() if role in SINGLE_ROLES}
    if not held:
        return None
    # each sentence's tools, and whether it asserts them (a question or a hedge names without saying; "too"
    # or "also" cannot set a tool beside the statement's when the note never names that one)
    said = [(claims.technologies(s), frames.unasserted(s))
            for s in text.SENTENCE_BREAK.split(newer) if s.strip()]
    in_common = text.content_terms(older) & text.content_terms(newer)
    names = _names(older + " " + newer)  # the project's name ties every note of the project
    moved = moved_to(newer)
    for role, mine in held.items():
        others = {t for tools, tentative in said if not tentative for t in tools.get(role, ())}
        if any(mine & tools.get(role, set()) for tools, _ in said):
            # the statement's own tool is named too: beside, before or after the other, unless the note
            # moves the role to the other ("move NOK reminder texts to MessageBird … TwilioSender is deleted")
            others &= moved - mine
        others = {t for t in others if not _left_behind(t, newer)}
        if not others:
            continue
        words = {text.stem(w) for t in mine | others for w in t.split()}
        shared = in_common - words - names - _GENERIC
        if shared:
            return " + ".join(sorted(mine)), " + ".join(sorted(others))
    return None
