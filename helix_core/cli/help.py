"""Help for every option and an example for every command, filled in where a command module left
them out, so `helix COMMAND --help` always says what each option does and shows one real use.

An option's own help always wins; these are the words for the options many commands share (an id,
--scope, --actor…) and the examples, kept in one place so they read alike.
"""

from __future__ import annotations

import argparse

OPTION_HELP = {
    "id": "the memory's id, as `helix list` or `helix recall` show it",
    "ids": "the ids to merge (memory ids; proposal numbers with --proposals)",
    "content": "the text (for capture: reads stdin when it is - or left out)",
    "query": "what to look for, in your own words",
    "kind": "the coding kind: preference, decision, convention, fact, procedure, episode…",
    "kinds": "only this kind (repeat for several)",
    "shape": "only this shape: episodic, semantic, procedural or entity",
    "status": "only this status",
    "statuses": "only this status (repeat for several)",
    "scope": "'global' or 'project:NAME' (a project sees itself plus global)",
    "origin": "where it comes from (default agent-ingested; a person's own words: user-asserted)",
    "session": "the agent session it belongs to (flush ends it)",
    "agent": "which agent captured it",
    "pin": "pin it: a pinned memory never decays",
    "policy": "may the sweep prune it: auto_prune, manual_only (default) or never",
    "limit": "show at most this many",
    "offset": "skip this many first (paging)",
    "order": "sort by salience (default), recorded_at, last_access_at, importance, kind, scope, status",
    "ascending": "smallest first",
    "quality": "SM-2 quality 0..5: 5 keep, 4 recalled and used (default), 3 recalled",
    "amount": "how much importance to take away, in (0, 1] (default 0.1)",
    "actor": "who acts: human (default), system or agent:NAME",
    "off": "unpin instead",
    "hard": "remove every trace (asks you to confirm; cannot be undone)",
    "reason": "why, kept in the history",
    "note": "a note kept with the decision",
    "importance": "0..1",
    "confidence": "0..1",
    "src": "the memory the edge starts from",
    "dst": "the memory the edge points to",
    "relation": "works_on, owns, depends_on, has_decision, has_convention, prefers, uses, supersedes, "
                "contradicts, related_to, derived_from or part_of",
    "weight": "the edge's weight (default 1.0)",
    "event": "only this event (created, updated, reinforced, merged…)",
    "since": "from this ISO-8601 instant",
    "until": "up to this ISO-8601 instant",
    "seed": "the random seed (the same seed, the same history)",
    "episodes": "how many episodes to write",
    "trigger": "what started the run (default manual)",
    "flag": "the flag's number, as `helix flags` shows it",
    "scope_a": "keep both: the scope for the left memory",
    "scope_b": "keep both: the scope for the right memory",
    "decision": "what to do with it",
    "path": "the file",
    "qaction": "what to do: list (default), approve ID, reject ID (or --all)",
    "hooks_command": "what to do with the hooks",
}

EXAMPLES = {
    "capture": 'helix capture "Had to activate .venv before pytest" --scope project:billing',
    "recall": 'helix recall "how do I run the tests?" --scope project:billing',
    "show": "helix show mem_activate_venv_before_pytest",
    "list": "helix list --scope project:billing --kind decision --limit 20",
    "reinforce": "helix reinforce mem_activate_venv_before_pytest -q 5",
    "penalize": "helix penalize mem_old_deploy_note 0.2",
    "pin": "helix pin mem_never_deploy_fridays",
    "forget": "helix forget mem_old_deploy_note",
    "restore": "helix restore mem_old_deploy_note",
    "edit": 'helix edit mem_old_deploy_note --content "Deploys go out on Tuesdays"',
    "link": "helix link mem_project_billing has_decision mem_billing_uses_sqlite",
    "log": "helix log mem_activate_venv_before_pytest",
    "stats": "helix stats --db ~/work/helix.db",
    "sweep": "helix sweep",
    "embed": "helix embed",
    "flush": "helix flush s-42",
    "demo": "helix --db demo.db demo",
    "consolidate": "helix consolidate --dry-run",
    "proposals": "helix proposals --status pending",
    "approve": 'helix approve 12 --content "Activate .venv before running pytest"',
    "reject": 'helix reject 12 --reason "a one-off"',
    "merge": "helix merge mem_a mem_b   (the strongest stays; see what it kept in the output)",
    "flags": "helix flags",
    "resolve": "helix resolve 3 --keep supersede",
    "review": "helix review mem_reminder_friday --decision merge --with mem_never_deploy_fridays",
    "runs": "helix runs --limit 5",
    "worker": "helix worker",
    "export": "helix export billing.dna --scope project:billing",
    "import": "helix import billing.dna",
    "copy": "helix copy ~/.local/share/helix/helix.db postgresql://helix@db.example/helix",
    "roles": "helix --db postgresql://owner@db.example/helix roles --writer helix_agent --reviewer helix_review --apply",
    "quarantine": "helix quarantine reject --all",
    "trust": "helix trust mem_imported_note",
    "rollback": "helix rollback 1234   (an event id from `helix log`)",
    "doctor": "helix doctor --repair",
    "recover": "helix recover salvaged.db",
    "backup": "helix backup ~/backups/helix-$(date +%F).db",
    "mcp": "helix mcp --scope project:billing",
    "context": "helix context --scope project:billing",
    "hook": "helix hook SessionStart < event.json",
    "hooks": "helix hooks install --project .",
    # a subcommand's own actions: keyed by their path, so `quarantine list` never shows `helix list`'s
    "quarantine list": "helix quarantine list",
    "quarantine approve": "helix quarantine approve mem_imported_note   (or --all, or --batch 3)",
    "quarantine reject": "helix quarantine reject --batch 3",
    "hooks install": "helix hooks install --project . --write",
}


def fill(parser: argparse.ArgumentParser, path: str = "") -> None:
    """Give every subcommand's options without help a help text, and every subcommand an example
    (a nested one's is keyed by its path: "quarantine approve")."""
    for action in parser._actions:
        if not isinstance(action, argparse._SubParsersAction):
            continue
        for name, sub in action.choices.items():
            key = f"{path} {name}".strip()
            for option in sub._actions:
                if option.help is None and not isinstance(option, argparse._HelpAction):
                    option.help = OPTION_HELP.get(option.dest)
            fill(sub, key)  # nested actions (quarantine approve, hooks install…)
            if key in EXAMPLES and not sub.epilog:
                sub.epilog = f"example:\n  {EXAMPLES[key]}"
                sub.formatter_class = argparse.RawDescriptionHelpFormatter
