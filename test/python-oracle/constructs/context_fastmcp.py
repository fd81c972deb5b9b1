"""fastmcp's context parameter, which it injects."""

from fastmcp import Context


def t_context(q: str, ctx: Context):
    """Tool context."""


def t_context_optional(q: str, ctx: Context | None = None):
    """Tool context_optional."""
