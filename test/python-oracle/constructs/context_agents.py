"""The Agents SDK's context parameter (not installed here: its facts are the research's)."""

from agents import RunContextWrapper


def t_context(q: str, ctx: RunContextWrapper):
    """Tool context."""


def t_context_optional(q: str, ctx: RunContextWrapper | None = None):
    """Tool context_optional."""
