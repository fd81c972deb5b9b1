"""LangChain's context parameter: a RunnableConfig, which it injects."""

from langchain_core.runnables import RunnableConfig


def t_context(q: str, ctx: RunnableConfig):
    """Tool context."""


def t_context_optional(q: str, ctx: RunnableConfig | None = None):
    """Tool context_optional."""
