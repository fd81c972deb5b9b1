"""The context parameter of the `mcp` SDK (2.x: mcp.server.mcpserver), which it injects."""

from mcp.server.mcpserver import Context


def t_context(q: str, ctx: Context):
    """Tool context."""


def t_context_optional(q: str, ctx: Context | None = None):
    """Tool context_optional."""
