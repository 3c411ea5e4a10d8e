"""Plugs for coding agents: an MCP server, Claude Code hooks and the context block.

Every module here is a client of the `Helix` facade, like the app and the CLI: what an agent
captures goes through the same redaction, injection scan and review as anything else.
"""
