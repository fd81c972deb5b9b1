# Constructs a converter refuses (python-authoring.md, Appendix B), for throws.test.ts.
from typing import Any

from pydantic import BaseModel, Field

from mcp.server.fastmcp import Context
from typing_extensions import TypedDict
from dataclasses import dataclass


class Movie(TypedDict):
    title: str


@dataclass
class Point:
    x: float


def t_underscore_param(_x: int):
    """Doc."""


def t_args_kwargs(a: int, *args: str, **kwargs: int):
    """Doc."""


def t_kwargs_only(**kwargs: Any):
    """Doc."""


def t_positional_only(a: int, /, b: int = 1):
    """Doc."""


async def t_async_def(q: str):
    """Doc."""


def t_doc_none(query: str): ...


def t_context(q: str, ctx: Context):
    """Doc."""


def t_typeddict(x: Movie):
    """Doc."""


def t_dataclass(x: Point):
    """Doc."""


def t_no_annotation(x):
    """Doc."""


def t_default_none_no_annot(x=None):
    """Doc."""


def t_dict_str_any(x: dict[str, Any]):
    """Doc."""


class TreeNode(BaseModel):
    value: int
    children: list["TreeNode"] = []


def t_field_title(x: int = Field(1, title="Custom title")):
    """Doc."""


def t_recursive(x: TreeNode):
    """Doc."""
