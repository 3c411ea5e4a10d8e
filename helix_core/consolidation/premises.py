"""A thing said to run on the team's own premises, shown or said to run in a public cloud.

"The processing cluster runs in our Chicago colo" / "Processing runs entirely in Azure East US 2 as of this
afternoon"; "The fleet management server runs on-prem in the warehouse server room" / "every robot talks to
…, which is served from the EKS cluster fleet-prod in eu-west-1". Neither names a value the other names
again — a room and a cloud — so no reader of values sees them disagree, yet a thing cannot be in both. The
note must speak of the statement's thing (one of its own words, not a word every host shares), place it in
a cloud, and not keep the premises beside the cloud (a replica, a backup, a burst, the premises still in
use).
"""

from __future__ import annotations

import re

from . import text

MAX_STATEMENT = 300

_PREMISES = re.compile(r"\b(?:on[- ]?prem(?:ise|ises)?|data\s*cent(?:er|re)|server\s+(?:room|closet|rack)|colo(?:cation)?|"
                       r"racks?|basement|(?:back\s+)?office|our\s+own\s+(?:hardware|servers?|machines?|metal)|bare[- ]metal|"
                       r"(?:small|old|local|physical)\s+(?:server|box|machine)|nas)\b", re.I)
_CLOUD = re.compile(r"\b(?:aws|amazon\s+web\s+services|azure|gcp|google\s+cloud|eks|gke|aks|ec2|fargate|lambda|cloud\s+run|"
                    r"cloud\s+vms?|the\s+cloud|heroku|fly\.io|render\.com|digitalocean|hetzner\s+cloud|linode|"
                    r"landing\s+zone|(?:us|eu|ap|sa|ca|me|af)-(?:east|west|north|south|central|northeast|southeast)-\d|"
                    r"(?:europe|asia|us|australia|northamerica|southamerica)-(?:east|west|north|south|central|northeast|"
                    r"southeast)\d)\b", re.I)
# The premises kept beside the cloud, or the cloud only a copy of what runs at home
_BESIDE = re.compile(r"\b(?:replica|backups?|disaster\s+recovery|dr\s+site|failover|standby|mirror(?:ed|s)?|burst\w*|"
                     r"hybrid|overflow|copy\s+of|still\s+(?:runs?|in|on)|stays?\s+(?:on|in)|remains?\s+(?:on|in)|"
                     r"as\s+well\s+as|alongside|plan(?:ned|ning)?|proposal|propos\w+|consider\w*|evaluat\w*|quote|"
                     r"would|could|might|if\s+we)\b", re.I)
# What the premises became: gone, not kept
_PREMISES_GONE = re.compile(r"\b(?:powered\s+(?:off|down)|shut\s+down|decommission\w*|retired|switched\s+off|turned\s+off|"
                            r"unplugged|gone|go(?:es)?\s+back\s+to|returned|emptied|drained|cancel\w*)\b", re.I)
_MOVED = re.compile(r"\b(?:migrat\w*|mov(?:ed|ing)|cut\s*(?:[\w-]+\s+)?over|cutover|lift(?:ed)?\s+(?:and\s+shift\w*|into)|"
                    r"as\s+of|now|since|from\s+now\s+on|entirely|rehomed|relocated|transferred)\b", re.I)
# Words every host shares: they tie a note to no one thing
_GENERIC = frozenset(text.term(w) for w in "server servers service services host hosted hosting runs run running "
                     "machine box vm cluster instance node nodes app system our the prod production sits lives "
                     "deployed office room data center centre colo rack main small old local".split())


def in_the_cloud(older: str, newer: str) -> tuple[str, str] | None:
    """(the premises the statement names, the cloud the note names), when the note places the statement's
    thing in a cloud and keeps no premises beside it."""
    if len(older) > MAX_STATEMENT or _CLOUD.search(older):
        return None
    # a copy of what runs at home says nothing of where it runs, unless the statement's thing is the copy
    # ("Nightly database backups are written to the on-prem NAS" / "backup … --repo1-type=s3 … eu-west-2")
    beside = {m.group(0).lower() for m in _BESIDE.finditer(newer)}
    if beside and not all(_BESIDE.search(older) and m in older.lower() for m in beside):
        return None
    home = _PREMISES.search(older)
    cloud = _CLOUD.search(newer)
    if home is None or cloud is None:
        return None
    own = {t for t in text.content_terms(older) if t not in _GENERIC} - {text.term(w) for w in text.words(home.group(0))}
    if not own & text.content_terms(re.sub(r"[-_./]+", " ", newer)):
        return None  # the note speaks of another thing's host
    kept = _PREMISES.search(newer)
    if kept is not None and not _PREMISES_GONE.search(newer):
        return None  # the premises named in the note and not said gone: perhaps both places
    return home.group(0), cloud.group(0)


def tells_move(newer: str) -> bool:
    """Whether the note tells the thing moved (an update) rather than only shows where it is (a conflict)."""
    return _MOVED.search(newer) is not None
