"""The shape of the signature itself: no annotation, *args, **kwargs, `*`, `/`, names, async.

`t_name_override` is registered with `name="renamed"` and `description="Given by the decorator."`
where the SDK takes them (the harness passes them).
"""

from typing import Any

from pydantic import BaseModel


def t_no_annotation(x):
    """Tool no_annotation."""


def t_args_kwargs(a: int, *args: str, **kwargs: int):
    """Tool args_kwargs."""


def t_kwargs_only(**kwargs: Any):
    """Tool kwargs_only."""


def t_keyword_only(*, a: int, b: str = "z"):
    """Tool keyword_only."""


def t_positional_only(a: int, /, b: int = 1):
    """Tool positional_only."""


def t_underscore_param(_x: int):
    """Tool underscore_param."""


def t_basemodel_names(schema: str, copy: int):
    """Tool basemodel_names."""


class M_basemodel_names(BaseModel):
    schema: str
    copy: int


def t_no_params():
    """Tool no_params."""


def t_name_override(q: str):
    """Tool name_override."""


async def t_async_def(q: str):
    """Tool async_def."""
