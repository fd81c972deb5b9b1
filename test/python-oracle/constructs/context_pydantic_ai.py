"""pydantic-ai's context parameter (not installed here: its facts are the research's)."""

from pydantic_ai import RunContext


def t_context(q: str, ctx: RunContext):
    """Tool context."""


def t_context_optional(q: str, ctx: RunContext | None = None):
    """Tool context_optional."""
