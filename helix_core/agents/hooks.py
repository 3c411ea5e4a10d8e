"""Claude Code hooks: `helix hook EVENT` reads the event's JSON on stdin and answers as Claude Code
expects.

- SessionStart (also after /clear and a compaction): the context block, as additionalContext.
- UserPromptSubmit: a rule, preference or decision the user states is captured (user-asserted);
  memories that match the prompt and were not injected yet this session come back as context.
- PostToolUse / PostToolUseFailure: a failing command is remembered in the session's state; when the
  same command later passes, one episode is captured — what failed, what was done in between (edits,
  commands), what passed — with the tool trace in attributes. Reads, searches and routine successes
  are noise: nothing is captured and the store is not even opened.
- Stop, PreCompact, SessionEnd: if the session captured anything since, the session ends (the
  consolidation trigger) and a background job embeds what the hooks left without vectors.

Context goes inside `hookSpecificOutput` (a bare additionalContext is dropped by Claude Code) and the
reply stays under ~10,000 characters. A hook never blocks nor breaks the agent: any error, bad input
or a missing store makes it exit 0 with no output (fail open), logging why to stderr and to
`hooks.log` beside the database; a watchdog gives up before the agent's time limit.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import logging
import os
import re
import shlex
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import HelixError
from .runtime import db_path, open_for_agent, open_for_capture
from .scope import scope_for
from .text import one_line

if TYPE_CHECKING:
    from ..helix import Helix
    from ..quick_capture import QuickCapture
    from ..types import Hit

log = logging.getLogger("helix.hooks")

CONTEXT_EVENTS = ("SessionStart", "UserPromptSubmit", "PostToolUse")  # those that take additionalContext
EVENTS = ("SessionStart", "UserPromptSubmit", "PostToolUse", "PostToolUseFailure", "Stop", "PreCompact",
          "SessionEnd")
MAX_OUTPUT = 9_500  # Claude Code cuts hook output at about 10,000 characters
MAX_STDIN = 8_000_000  # a tool response can be large; beyond this the event is skipped
DEFAULT_TIMEOUT = 10.0  # seconds; Claude Code's own limit is 60 unless configured
AGENT = "claude-code"
PROMPT_HITS = 3
STATE_DIR = "hooks"
STATE_MAX_AGE = 7 * 86400  # stale session state (a session that never ended) is removed after a week
MAX_STEPS = 12
ERROR_CHARS = 240

# Commands that only look: their failures and successes are noise.
READ_ONLY = {
    "ls", "cat", "head", "tail", "less", "more", "grep", "rg", "ag", "find", "fd", "echo", "printf",
    "pwd", "which", "type", "whoami", "date", "wc", "tree", "file", "stat", "du", "df", "env", "printenv",
    "sed -n", "awk", "sort", "uniq", "diff", "jq", "true", "cd", "history", "man", "clear",
}
READ_ONLY_SUBCOMMANDS = {
    "git": {"status", "log", "diff", "show", "branch", "remote", "blame", "rev-parse", "ls-files", "describe",
            "config", "stash list", "reflog", "fetch"},
}
WRAPPERS = {"sudo", "time", "nice", "env", "command", "exec", "nohup", "timeout"}
RUNNERS = {"uv": "run", "poetry": "run", "pipenv": "run", "pdm": "run", "hatch": "run", "rye": "run",
           "npx": None, "bunx": None, "pnpx": None}
SUBCOMMAND_TOOLS = {"npm", "pnpm", "yarn", "bun", "cargo", "go", "make", "just", "dotnet", "mvn", "gradle",
                    "gradlew", "docker", "kubectl", "git", "pip", "pip3", "deno", "mix", "bundle", "rake",
                    "tox", "nox", "alembic", "django-admin", "manage.py", "terraform", "helm"}
# Subcommands that name what they run in the next word: `npm run lint` is not `npm run build`.
RUN_SUBCOMMANDS = {"run", "run-script", "exec", "x", "dlx", "compose", "manage.py"}
EDIT_TOOLS = {"Edit", "MultiEdit", "Write", "NotebookEdit"}

FAILURE_PATTERNS = (
    r"Traceback \(most recent call last\)",
    r"^=+ .*\b[1-9]\d* (?:failed|errors?)\b",  # pytest's summary line
    r"^(?:FAILED|ERROR) \S",  # pytest's short summary
    r"^\w*(?:Error|Exception): ",  # an uncaught Python exception
    r"command not found$",
    r"^npm ERR!",
    r"^error(?:\[E\d+\])?: ",  # rustc, gcc, go, tsc-style errors
    r"^fatal: ",
    r"^FAIL\b",  # jest, go test
    r"^make: \*\*\*",
)
ERROR_LINE = (
    r"^(?:E\s+)?(?:[\w.]*(?:Error|Exception)(?::|\b).*|error(?:\[E\d+\])?: .*|fatal: .*|npm ERR! .*"
    r"|FAILED .*|.*command not found|.*No such file or directory.*|.*[Ee]xit code \d+.*)$"
)
STATEMENT = (
    r"\b(always|never|don'?t|do not|we use|we're using|we are using|use \S+ (?:instead|rather)|prefer"
    r"|from now on|going forward|make sure|remember that|our convention|the convention|we decided"
    r"|decided to|let'?s go with|must not|must always|should always|should never|is not allowed)\b"
)


@functools.cache
def _pattern(source: str, flags: int = re.MULTILINE) -> re.Pattern[str]:
    """Compiled on first use: most events (reads, routine successes) never need these."""
    return re.compile(source, flags)


SENTENCE = r"(?<=[.!?])\s+|\n+"
FENCE = r"^[ \t]*(```|~~~).*?(?:^[ \t]*\1[^\n]*$|\Z)"  # a fenced block, closed or not
TRACEBACK = r"^\s*Traceback \(most recent call last\):.*(?:\n[ \t]+.*)*"  # and its indented frames
PASTED_LINE = (  # a line of a traceback, a log, code or an error message: not what the user states
    r"^(?:[ \t]{4}|\t|\s*(?:Traceback \(|File \"|at \S+\(|>>> |\$ |# |E\s{2})"
    r"|\s*\[?\d{4}-\d\d-\d\d[T ]|\s*\[?\d\d:\d\d:\d\d"
    r"|\s*\[?(?:TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|ERR|FATAL|CRITICAL)\b[\]:]?\s)"
)
QUOTED_ERROR = r"\b[\w.]*(?:Error|Exception|Warning|Failure)\b: |\b(?:error|fatal|npm ERR!)(?:\[E\d+\])?: "
WORD = r"[A-Za-z][A-Za-z0-9_.\-]{3,}"
COMMON = frozenset(
    "that this with from have when then they them what which your into there their would should could "
    "about after before also just only like make need please want does done more some than were will "
    "been being each here over such very using used file files code tests test error failed fails run "
    "running add fix change".split())
RARE = 3  # a word in at most this many memories is telling on its own


# -- output ----------------------------------------------------------------------------------------


def context_reply(event: str, text: str, system_message: str | None = None) -> str:
    """The JSON Claude Code reads: context inside `hookSpecificOutput`, within ~10,000 characters."""
    reply: dict[str, Any] = {"hookSpecificOutput": {"hookEventName": event, "additionalContext": text}}
    if system_message:
        reply["systemMessage"] = system_message
    out = json.dumps(reply, ensure_ascii=False)
    while len(out) > MAX_OUTPUT and text:
        cut = max(0, len(text) - (len(out) - MAX_OUTPUT) - 40)
        text = text[:cut].rsplit("\n", 1)[0] + "\n…(cut to fit)\n" if cut else ""
        reply["hookSpecificOutput"]["additionalContext"] = text
        out = json.dumps(reply, ensure_ascii=False)
    return out


# -- session state ---------------------------------------------------------------------------------


@dataclass
class SessionState:
    """What a session's hooks remember between events (each event is a new process)."""

    session: str
    failures: dict[str, dict[str, Any]] = field(default_factory=dict)  # command key → open failure
    captured: int = 0  # captures since the session last ended (Stop / PreCompact / SessionEnd)
    injected: list[str] = field(default_factory=list)  # memory ids already given as context

    @classmethod
    def from_json(cls, session: str, data: Any) -> SessionState:
        if not isinstance(data, dict):
            return cls(session)
        failures = data.get("failures") if isinstance(data.get("failures"), dict) else {}
        injected = [i for i in data.get("injected", []) if isinstance(i, str)] if isinstance(
            data.get("injected"), list) else []
        captured = data.get("captured") if isinstance(data.get("captured"), int) else 0
        return cls(session, failures=failures, captured=captured, injected=injected)

    def to_json(self) -> dict[str, Any]:
        return {"session": self.session, "failures": self.failures, "captured": self.captured,
                "injected": self.injected[-500:]}


class StateFile:
    """One JSON file per session beside the database, locked while an event reads and writes it
    (Claude Code may run the hooks of parallel tool calls at once)."""

    def __init__(self, directory: Path, session: str) -> None:
        digest = hashlib.sha256(session.encode("utf-8", "surrogatepass")).hexdigest()[:24]
        self.directory = directory
        self.path = directory / f"{digest}.json"

    @contextlib.contextmanager
    def open(self, session: str) -> Iterator[SessionState]:
        self.directory.mkdir(mode=0o700, parents=True, exist_ok=True)
        lock_fd = os.open(self.path.with_suffix(".lock"), os.O_RDWR | os.O_CREAT, 0o600)
        with os.fdopen(lock_fd, "a+") as lock:
            _lock(lock)
            try:
                data = json.loads(self.path.read_text(encoding="utf-8")) if self.path.exists() else None
            except (OSError, ValueError):
                data = None  # a torn or foreign file: start the session's state afresh
            state = SessionState.from_json(session, data)
            before = json.dumps(state.to_json(), sort_keys=True)
            yield state
            after = state.to_json()
            if json.dumps(after, sort_keys=True) != before:
                from ..redact import redact_json

                tmp = self.path.with_suffix(".tmp")
                with contextlib.suppress(FileNotFoundError):
                    tmp.unlink()
                fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
                with os.fdopen(fd, "w", encoding="utf-8") as handle:
                    handle.write(json.dumps(redact_json(after)[0]))
                os.replace(tmp, self.path)

    def remove(self) -> None:
        for p in (self.path, self.path.with_suffix(".lock")):
            with contextlib.suppress(OSError):
                p.unlink()


def _lock(handle: Any) -> None:
    try:
        import fcntl
    except ImportError:  # Windows: events of one session rarely overlap; go unlocked
        return
    fcntl.flock(handle.fileno(), fcntl.LOCK_EX)


def prune_states(directory: Path, now: float | None = None) -> int:
    """Remove the state of sessions idle for a week (they ended without a SessionEnd)."""
    if not directory.is_dir():
        return 0
    cutoff = (now or time.time()) - STATE_MAX_AGE
    removed = 0
    for p in directory.iterdir():
        with contextlib.suppress(OSError):
            if p.suffix in (".json", ".lock", ".tmp") and p.stat().st_mtime < cutoff:
                p.unlink()
                removed += 1
    return removed


# -- reading commands and their results ------------------------------------------------------------


def _words(command: str) -> list[str]:
    try:
        return shlex.split(command, comments=True)
    except ValueError:
        return command.split()


def last_segment(command: str) -> str:
    """The command that decides the outcome: `cd x && pytest -q` → `pytest -q`."""
    parts = [p.strip() for p in re.split(r"&&|\|\||;", command) if p.strip()]
    meaningful = [p for p in parts if _words(p)[:1] not in (["cd"], ["export"], ["source"], ["."])]
    return (meaningful or parts or [command])[-1].split("|")[0].strip()


def command_key(command: str) -> str | None:
    """What makes two commands "the same" for failure → fix: the program and its subcommand
    (`python -m pytest -q tests/x.py` and `pytest` are both `pytest`). None for read-only commands."""
    words = _words(last_segment(command))
    while words and ("=" in words[0] and not words[0].startswith("-") or words[0] in WRAPPERS):
        words = words[1:]
    if words and words[0] in RUNNERS:
        sub = RUNNERS[words[0]]
        words = words[2:] if sub is not None and words[1:2] == [sub] else words[1:]
    if len(words) >= 3 and re.fullmatch(r"python[\d.]*", Path(words[0]).name) and words[1] == "-m":
        words = words[2:]
    if not words:
        return None
    program = Path(words[0]).name
    if program in READ_ONLY or " ".join(words[:2]) in READ_ONLY:
        return None
    rest = [w for w in words[1:] if not w.startswith("-")]
    if program in READ_ONLY_SUBCOMMANDS and rest and rest[0] in READ_ONLY_SUBCOMMANDS[program]:
        return None
    if re.fullmatch(r"python[\d.]*", program) and rest:
        program, rest = "python", [Path(rest[0]).name if rest[0].endswith("manage.py") else rest[0], *rest[1:]]
    elif program not in SUBCOMMAND_TOOLS or not rest:
        return program
    if rest[0] in RUN_SUBCOMMANDS and len(rest) > 1:
        return f"{program} {rest[0]} {rest[1]}"
    return f"{program} {rest[0]}"


def _text(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        return "\n".join(_text(value.get(k)) for k in ("stdout", "stderr", "output", "error", "content")
                         if value.get(k))
    if isinstance(value, list):
        return "\n".join(_text(v) for v in value)
    return ""


def bash_failed(response: Any) -> bool:
    """Whether a Bash tool response reports a failure (exit status when given, else the output)."""
    if isinstance(response, dict):
        if response.get("interrupted"):
            return False
        if response.get("is_error") is True or response.get("success") is False:
            return True
        for key in ("exit_code", "exitCode", "returncode", "returnCode", "status_code"):
            code = response.get(key)
            if isinstance(code, int) and not isinstance(code, bool):
                return code != 0
    text = _text(response)
    return any(_pattern(p).search(text) for p in FAILURE_PATTERNS)


def error_summary(text: str) -> str:
    """The line that says what went wrong: the last exception or error line, else the last line."""
    lines = [m.group(0).strip() for m in _pattern(ERROR_LINE).finditer(text)]
    lines = [re.sub(r"^E\s+", "", ln) for ln in lines if ln.strip()]
    best = next((ln for ln in reversed(lines) if re.search(r"(Error|Exception)\b", ln)), None)
    if best is None and lines:
        best = lines[-1]
    if best is None:
        tail = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
        best = tail[-1] if tail else "no output"
    return one_line(best, ERROR_CHARS)


def edit_step(tool: str, tool_input: dict[str, Any]) -> str | None:
    path = tool_input.get("file_path") or tool_input.get("notebook_path") or tool_input.get("path")
    if not isinstance(path, str) or not path:
        return None
    added: list[str] = []
    if tool == "Edit":
        edits = [tool_input]
    elif tool == "MultiEdit":
        edits = [e for e in tool_input.get("edits", []) if isinstance(e, dict)]
    else:
        edits = []
    for e in edits:
        old = str(e.get("old_string") or "").splitlines()
        added += [ln.strip() for ln in str(e.get("new_string") or "").splitlines()
                  if ln.strip() and ln not in old]
    verb = "writing" if tool == "Write" else "editing"
    step = f"{verb} {path}"
    if added:
        step += f" (added `{one_line(added[0], 80)}`)"
    return step


def describe_steps(steps: list[str]) -> str:
    unique = list(dict.fromkeys(steps))
    if len(unique) > 4:
        return ", ".join(unique[:3]) + f" and {len(unique) - 3} more steps"
    if len(unique) > 1:
        return ", ".join(unique[:-1]) + " and " + unique[-1]
    return unique[0]


def stated_rules(prompt: str) -> list[str]:
    """The sentences of a prompt that state a rule, a preference or a decision (not questions)."""
    prose = _pattern(TRACEBACK).sub("\n", _pattern(FENCE, re.MULTILINE | re.DOTALL).sub("\n", prompt))
    prose = "\n".join(ln for ln in prose.splitlines() if not _pattern(PASTED_LINE).match(ln))
    out = []
    for sentence in _pattern(SENTENCE).split(prose):
        s = sentence.strip()
        if (8 <= len(s) <= 600 and not s.endswith("?") and _pattern(STATEMENT, re.IGNORECASE).search(s)
                and not _pattern(QUOTED_ERROR).search(s)):
            out.append(s)
    return out[:3]


def screened(rules: list[str]) -> list[str]:
    """The rules without any that reads as a prompt injection: a memory is replayed into every later
    session, so a pasted "ignore all previous instructions" is never stored."""
    from ..injection import scan

    kept = []
    for rule in rules:
        findings = scan(rule)
        if findings:
            log.warning("UserPromptSubmit: a sentence looks like a prompt injection (%s); not stored",
                        ", ".join(sorted({f.pattern for f in findings})))
        else:
            kept.append(rule)
    return kept


def _normalised(text: str) -> str:
    return " ".join(text.lower().split()).rstrip(".!;: ")


def already_known(hx: Helix, rule: str, scope: str) -> bool:
    """Whether an active memory of the scope says the same (a rule restated in a later session)."""
    from ..redact import redact_text

    same = _normalised(redact_text(rule) or "")
    return any(_normalised(m.content) == same
               for m, _ in hx.list(scope=scope, status="active", text=rule, limit=20))


def content_words(text: str) -> set[str]:
    return {w.lower().strip("._-") for w in _pattern(WORD).findall(text)} - COMMON


def relevant(hx: Helix, query: str, content: str) -> bool:
    """Whether a memory really speaks to the query: two shared words, or one that is rare in the
    store. (BM25 alone cannot tell: over a small store every score is near zero.)"""
    shared = content_words(query) & content_words(content)
    return len(shared) >= 2 or any(hx.count(text=w) <= RARE for w in shared)


# -- the events ------------------------------------------------------------------------------------


@dataclass
class HookRun:
    """One event: its input, where the store is, and the store opened only when needed."""

    event: str
    payload: dict[str, Any]
    db: Path | str
    now: str | None = None
    scope_override: str | None = None
    spawn_embedder: bool = True
    _hx: Helix | None = None
    _writer: QuickCapture | None = None
    _deferred: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

    @property
    def session(self) -> str:
        sid = self.payload.get("session_id")
        if not isinstance(sid, str) or not sid.strip():
            raise HelixError("the event has no session_id")
        return sid

    @functools.cached_property
    def scope(self) -> str:
        cwd = self.payload.get("cwd")
        return scope_for(cwd if isinstance(cwd, str) and cwd else None, explicit=self.scope_override)

    @property
    def state_dir(self) -> Path:
        from ..paths import local_dir_for

        return local_dir_for(self.db) / STATE_DIR

    def state(self) -> contextlib.AbstractContextManager[SessionState]:
        return StateFile(self.state_dir, self.session).open(self.session)

    def has_state(self) -> bool:
        """Whether this session left anything to remember (an open failure, a count, context given)."""
        return StateFile(self.state_dir, self.session).path.exists()

    def helix(self) -> Helix:
        if self._hx is None:
            self._hx = open_for_agent(self.db, now=self.now, capture_only=True)
        return self._hx

    def capture(self, content: str, **fields: Any) -> None:
        """One capture. Without the engine when this event needs nothing else (a failure's fix):
        the facade's import alone took longer than the 150 ms a capture may cost the agent."""
        if self._hx is not None:
            self._hx.capture(content, **fields)
            return
        if detaching():
            self._deferred.append((content, fields))  # written by a detached child at close()
            return
        if self._writer is None:
            self._writer = open_for_capture(self.db, now=self.now)
        self._writer.write(content, **fields)

    def close(self) -> None:
        if self._hx is not None:
            self._hx.close()
            self._hx = None
        if self._writer is not None:
            self._writer.close()
            self._writer = None
        if self._deferred:
            deferred, self._deferred = self._deferred, []
            left = hand_over(self.db, self.now, deferred)
            if left:
                write_detached(self.db, self.now, left)


# -- writing after the answer ----------------------------------------------------------------------

DETACH_ENV = "HELIX_HOOK_DETACH"


def detaching() -> bool:
    """Whether a fix's capture is written by a detached child after the hook has answered: the
    agent waits for the hook process, not for the write (POSIX only; $HELIX_HOOK_DETACH=0 writes
    before answering)."""
    return hasattr(os, "fork") and os.environ.get(DETACH_ENV, "1") != "0"


def hand_over(db: Path | str, now: str | None, captures: list[tuple[str, dict[str, Any]]]
              ) -> list[tuple[str, dict[str, Any]]]:
    """Give the captures to the store's capture worker when one runs (it holds the store: no child
    to fork, no store to open; see `handoff`). Returns those it did not take, for `write_detached`."""
    from ..handoff import HandoffLost, Refused, request

    for at, (content, fields) in enumerate(captures):
        try:
            if request(db, None, now, {**fields, "content": content}) is None:
                return captures[at:]
        except (Refused, HandoffLost) as exc:  # sent: never written twice
            log.error("capture handed to the worker: %s", exc)
    return []


def write_lock(db: Path) -> Path:
    return db.parent / (db.name + ".hook-write.lock")


def write_detached(db: Path, now: str | None, captures: list[tuple[str, dict[str, Any]]]) -> None:
    """Fork; the child (its own session, no terminal) writes the captures under the write lock and
    exits; the parent returns at once. A failure is logged to hooks.log."""
    import fcntl

    lock = os.open(write_lock(db), os.O_RDWR | os.O_CREAT, 0o600)
    fcntl.flock(lock, fcntl.LOCK_EX)  # held across the fork: a Stop right after waits for the write
    if os.fork() > 0:
        os.close(lock)  # the child holds the lock now
        return
    code = 0
    try:
        os.setsid()
        null = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(null, fd)
        with contextlib.closing(open_for_capture(db, now=now)) as writer:
            for content, fields in captures:
                writer.write(content, **fields)
    except BaseException as exc:  # noqa: BLE001 - a detached child reports to the log, never raises
        log.error("detached capture: %s: %s (not written)", type(exc).__name__, exc)
        code = 1
    finally:
        fcntl.flock(lock, fcntl.LOCK_UN)
        os._exit(code)


def wait_for_detached_writes(db: Path) -> None:
    """Before a session ends, let a fix's capture still being written land (bounded by the hook's
    own watchdog)."""
    if not hasattr(os, "fork"):
        return
    import fcntl

    path = write_lock(db)
    if not path.exists():
        return
    fd = os.open(path, os.O_RDWR)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def on_session_start(run: HookRun) -> str | None:
    prune_states(run.state_dir)
    hx = run.helix()
    from .context import DEFAULT_BUDGET, build_context

    block = build_context(hx, run.scope, DEFAULT_BUDGET)
    with run.state() as state:
        state.injected = block.ids  # a new, cleared or compacted context holds only this block
    waiting = hx.watermark().pending_proposals
    note = (f"Helix: {waiting} proposal{'s' if waiting != 1 else ''} wait for review (run `helix`)."
            if waiting else None)
    return context_reply("SessionStart", block.text, note)


def on_prompt(run: HookRun) -> str | None:
    prompt = run.payload.get("prompt")
    if not isinstance(prompt, str) or not prompt.strip():
        return None
    rules = screened(stated_rules(prompt))
    hx = run.helix()
    scope = run.scope
    with run.state() as state:
        for rule in rules:
            if already_known(hx, rule, scope):
                continue
            m = hx.capture(rule, scope=scope, origin="user-asserted", session=run.session, agent=AGENT,
                           attributes={"source": "claude-code UserPromptSubmit"})
            state.captured += 1
            state.injected.append(m.id)  # the user just said it: no need to give it back
        hits = [h for h in hx.recall(prompt, scope=scope, limit=PROMPT_HITS + len(state.injected[-50:]))
                if h.memory.id not in state.injected and matched_words(h)
                and (h.memory.kind != "episode" or h.memory.origin == "user-asserted")
                and relevant(hx, prompt, h.memory.content)][:PROMPT_HITS]
        if not hits:
            return None
        state.injected += [h.memory.id for h in hits]
    lines = ["Helix memories that may apply to this request:"]
    for h in hits:
        mark = " [DISPUTED: a person has not decided yet]" if h.disputed else ""
        lines.append(f"- [{h.memory.id}] {one_line(h.memory.content)} ({h.memory.kind}){mark}")
    return context_reply("UserPromptSubmit", "\n".join(lines) + "\n")


def on_tool(run: HookRun, failed: bool) -> str | None:
    tool = run.payload.get("tool_name")
    tool_input = run.payload.get("tool_input") if isinstance(run.payload.get("tool_input"), dict) else {}
    response = run.payload.get("tool_response")
    if tool == "Bash":
        command = tool_input.get("command")
        if not isinstance(command, str) or not command.strip():
            return None
        key = command_key(command)
        if key is None:
            return None  # reading and looking around: noise
        if (isinstance(response, dict) and response.get("interrupted")) or run.payload.get("is_interrupt"):
            return None  # the user stopped it: not a failure of the command
        error_text = _text(run.payload.get("error")) + "\n" + _text(response)
        if failed or bash_failed(response):
            return record_failure(run, key, command, error_summary(error_text))
        return record_success(run, key, command)
    if tool in EDIT_TOOLS and not failed:
        step = edit_step(str(tool), tool_input)
        if step is None or not run.has_state():
            return None
        with run.state() as state:
            for failure in state.failures.values():
                failure["steps"] = (failure.get("steps") or [])[-MAX_STEPS:] + [step]
                failure.setdefault("trace", []).append({"tool": tool, "file": step})
        return None
    return None  # Read, Grep, Glob, WebFetch, …: noise


def record_failure(run: HookRun, key: str, command: str, error: str) -> str | None:
    with run.state() as state:
        previous = state.failures.get(key)
        failure = previous or {"command": command, "error": error, "steps": [], "tried": [], "trace": [],
                               "count": 0, "at": time.time()}
        failure["count"] = int(failure.get("count", 0)) + 1
        failure["error"] = error
        # What was done before a repeated failure did not fix it: only later steps count as the fix.
        failure["tried"] = ((failure.get("tried") or []) + (failure.get("steps") or []))[-MAX_STEPS:]
        failure["steps"] = []
        failure.setdefault("trace", []).append({"tool": "Bash", "command": one_line(command, 300),
                                                "ok": False, "error": error})
        failure["trace"] = failure["trace"][-MAX_STEPS:]
        state.failures[key] = failure
    if previous is not None:
        return None  # hints were given at the first failure
    return failure_hints(run, key, error)


def _redacted(text: str) -> str:
    from ..redact import redact_text

    return redact_text(text) or text


def matched_words(hit: Hit) -> bool:
    """The hit shares words with what was asked (by BM25, or as the newer statement of a measure
    the query names, which recall pulled in): a hook gives back nothing matched by meaning alone."""
    return hit.components.get("lexical", 0.0) > 0 or bool(hit.components.get("pulled"))


def failure_hints(run: HookRun, key: str, error: str) -> str | None:
    """Memories that match the error, given back to the agent: "last time, this was fixed by …"."""
    hx = run.helix()
    hits = [h for h in hx.recall(f"{key} {error}", scope=run.scope, limit=PROMPT_HITS)
            if matched_words(h) and relevant(hx, error, h.memory.content)]
    if not hits:
        return None
    lines = [f"Helix remembers this failure of `{key}`:"]
    lines += [f"- [{h.memory.id}] {one_line(h.memory.content)}" for h in hits]
    return context_reply(run.event, "\n".join(lines) + "\n")


def record_success(run: HookRun, key: str, command: str) -> str | None:
    if not run.has_state():
        return None  # no failure is open: a routine success
    step = f"running `{one_line(command, 120)}`"
    with run.state() as state:
        if not state.failures:
            return None
        failure = state.failures.pop(key, None)
        for other in state.failures.values():
            other["steps"] = (other.get("steps") or [])[-MAX_STEPS:] + [step]
            other.setdefault("trace", []).append({"tool": "Bash", "command": one_line(command, 300), "ok": True})
        if failure is None:
            return None
        steps = list(failure.get("steps") or [])
        failed_cmd = str(failure.get("command") or command)
        if not steps and _words(failed_cmd) == _words(_redacted(command)):
            return None  # passed on a plain retry: nothing to learn from it
        if not steps:
            steps = [f"running `{one_line(command, 120)}` instead"]
        content = (f"`{one_line(failed_cmd, 160)}` failed with {failure.get('error') or 'an error'}; "
                   f"fixed by {describe_steps(steps)}; then `{one_line(command, 160)}` passed.")
        trace = (failure.get("trace") or []) + [{"tool": "Bash", "command": one_line(command, 300), "ok": True}]
        # The tool trace goes under "trace", not "tool_trace": consolidation reads a `tool_trace` as a
        # routine successful sequence (competence), while a failure and its fix is a lesson to distil.
        attributes = {"source": "claude-code PostToolUse", "failed_command": failed_cmd,
                      "error": failure.get("error"), "failures": failure.get("count", 1), "fixed_by": steps,
                      "tried_before": failure.get("tried") or [], "passed_command": command,
                      "trace": trace[-MAX_STEPS:]}
        run.capture(content, scope=run.scope, origin="agent-ingested", session=run.session, agent=AGENT,
                    attributes=attributes)
        state.captured += 1
    return None


def on_boundary(run: HookRun, final: bool) -> str | None:
    """Stop, PreCompact, SessionEnd: end the session if it captured anything since, so consolidation
    sees it; start the background embedder for what the hooks left pending."""
    state_file = StateFile(run.state_dir, run.session)
    if not run.has_state():
        return None  # nothing was captured in this session
    with run.state() as state:
        captured, state.captured = state.captured, 0
    if captured:
        wait_for_detached_writes(run.db)
        run.helix().end_session(run.session, actor=f"agent:{AGENT}")
        if run.spawn_embedder:
            start_embedder(run.db)
    if final:
        state_file.remove()
    return None


HANDLERS: dict[str, Callable[[HookRun], str | None]] = {
    "SessionStart": on_session_start,
    "UserPromptSubmit": on_prompt,
    "PostToolUse": lambda run: on_tool(run, failed=False),
    "PostToolUseFailure": lambda run: on_tool(run, failed=True),
    "Stop": lambda run: on_boundary(run, final=False),
    "PreCompact": lambda run: on_boundary(run, final=False),
    "SessionEnd": lambda run: on_boundary(run, final=True),
}


# -- the background embedder -----------------------------------------------------------------------


def start_embedder(db: Path | str) -> None:
    """Embed what hooks left pending, in a detached process, so the hook itself returns at once
    (none is started while one runs; $HELIX_HOOK_EMBED=0 switches it off)."""
    from ..quick_capture import spawn_embedder

    spawn_embedder(db)


# -- the entry point -------------------------------------------------------------------------------


class _LogFile(logging.FileHandler):
    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging's name
        """An unwritable log is not worth a traceback on the agent's stderr: stderr has the line."""


def _log_to_file(db: Path | str) -> logging.Handler | None:
    """`hooks.log` beside the store (a server's: in the data directory), opened only if something
    is logged; none when that directory does not exist (a hook creates nothing just to say it
    failed)."""
    from ..paths import local_dir_for

    where = local_dir_for(db)
    if not where.is_dir():
        return None
    try:
        path = where / "hooks.log"
        if path.exists() and path.stat().st_size > 1_000_000:
            path.replace(path.with_suffix(".log.1"))
        handler = _LogFile(path, encoding="utf-8", delay=True)  # opened when something is logged
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    return handler


def parse_payload(event: str, raw: str) -> dict[str, Any]:
    try:
        payload = json.loads(raw)
    except ValueError as exc:
        raise HelixError(f"the {event} event is not JSON ({exc})") from None
    if not isinstance(payload, dict):
        raise HelixError(f"the {event} event is not a JSON object")
    named = payload.get("hook_event_name")
    if isinstance(named, str) and named and named != event:
        log.warning("%s: the event says it is %s; answering as %s", event, named, event)
    return payload


def store_missing(path: Path | str) -> bool:
    """No database file and no settings beside it: a hook creates no store (nor its directory)."""
    from ..paths import settings_path_for

    return isinstance(path, Path) and not path.is_file() and not settings_path_for(path).is_file()


def run_hook(event: str, raw: str, *, db: str | Path | None = None, now: str | None = None,
             scope: str | None = None, spawn_embedder: bool = True) -> str:
    """Answer one event: the text for stdout ('' for nothing). Never raises: fails open."""
    path = db_path(db)
    handler = _log_to_file(path)
    if handler is not None:
        log.addHandler(handler)
    run: HookRun | None = None
    try:
        if event not in HANDLERS:
            raise HelixError(f"unknown hook event {event!r} (known: {', '.join(EVENTS)})")
        payload = parse_payload(event, raw)
        if store_missing(path):
            log.warning("%s: no store at %s; not creating one (answered nothing)", event, path)
            return ""
        run = HookRun(event, payload, path, now, scope, spawn_embedder)
        return HANDLERS[event](run) or ""
    except Exception as exc:  # fail open: the agent carries on without Helix
        message = str(exc) if isinstance(exc, HelixError) else f"{type(exc).__name__}: {exc}"
        log.error("%s: %s (answered nothing)", event, message)
        return ""
    finally:
        if run is not None:
            with contextlib.suppress(Exception):
                run.close()
        if handler is not None:
            log.removeHandler(handler)
            handler.close()


def read_stdin(stream: Any = None) -> str:
    stream = stream or sys.stdin
    if stream is None or stream.isatty():
        return ""
    data = stream.buffer.read(MAX_STDIN + 1) if hasattr(stream, "buffer") else stream.read(MAX_STDIN + 1)
    if isinstance(data, bytes):
        data = data.decode("utf-8", errors="replace")
    if len(data) > MAX_STDIN:
        raise HelixError(f"the event is larger than {MAX_STDIN} bytes; skipped")
    return data


def watchdog(seconds: float, event: str) -> threading.Timer:
    """Give up before the agent's time limit: log, answer nothing, exit 0."""
    def give_up() -> None:
        log.error("%s: gave up after %.1f s (answered nothing)", event, seconds)
        sys.stderr.flush()
        os._exit(0)

    timer = threading.Timer(seconds, give_up)
    timer.daemon = True
    timer.start()
    return timer


def command_line(argv: list[str]) -> int:
    """`helix [--db DB] [--now T] hook EVENT [--scope S]`, read without building the whole CLI (whose
    commands import the engine). Always exits 0: an exit code of 2 would block the agent."""
    import argparse

    parser = argparse.ArgumentParser(prog="helix hook", add_help=False, exit_on_error=False)
    for option in ("--db", "--now", "--embedder", "--scope"):
        parser.add_argument(option)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("command")
    parser.add_argument("event")
    try:
        args, extra = parser.parse_known_args(argv)
    except (argparse.ArgumentError, SystemExit) as exc:
        sys.stderr.write(f"helix hook: {exc}; usage: helix [--db DB] hook EVENT (answered nothing)\n")
        return 0
    if extra:
        sys.stderr.write(f"helix hook: ignored {' '.join(extra)}\n")
    return main(args.event, db=args.db, now=args.now, scope=args.scope)


def hook_timeout(value: str | None) -> float:
    """$HELIX_HOOK_TIMEOUT in seconds; the default when unset, unparsable, zero, negative or infinite."""
    try:
        seconds = float(value) if value else DEFAULT_TIMEOUT
    except ValueError:
        return DEFAULT_TIMEOUT
    return seconds if 0 < seconds < float("inf") else DEFAULT_TIMEOUT


def main(event: str, *, db: str | None = None, now: str | None = None, scope: str | None = None) -> int:
    """`helix hook EVENT`: always exits 0; what went wrong is logged, never raised."""
    if not log.handlers:
        stderr = logging.StreamHandler(sys.stderr)
        stderr.setFormatter(logging.Formatter("helix hook: %(message)s"))
        log.addHandler(stderr)
        log.propagate = False
    timeout = hook_timeout(os.environ.get("HELIX_HOOK_TIMEOUT"))
    timer = watchdog(timeout, event)
    try:
        try:
            raw = read_stdin()
        except (OSError, HelixError) as exc:
            log.error("%s: %s (answered nothing)", event, exc)
            return 0
        out = run_hook(event, raw, db=db, now=now, scope=scope)
        if out:
            sys.stdout.write(out + "\n")
            sys.stdout.flush()
        return 0
    finally:
        timer.cancel()
