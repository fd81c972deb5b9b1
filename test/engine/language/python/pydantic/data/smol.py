# smolagents' constructs (python-authoring.md, Appendix A's smol rows), each with the Google
# `Args:` smolagents requires; smol.test.ts holds what it sent.
import datetime as dt
from typing import Annotated, Any, Literal, Optional, Union

from prelude import Address, Color, Pet
from pydantic import Field


def t_str(x: str):
    """Tool str.

    Args:
        x: The x.
    """


def t_bytes(x: bytes):
    """Tool bytes.

    Args:
        x: The x.
    """


def t_none_annot(x: None):
    """Tool none_annot.

    Args:
        x: The x.
    """


def t_list_str(x: list[str]):
    """Tool list_str.

    Args:
        x: The x.
    """


def t_list_bare(x: list):
    """Tool list_bare.

    Args:
        x: The x.
    """


def t_dict_str_any(x: dict[str, Any]):
    """Tool dict_str_any.

    Args:
        x: The x.
        Any]: The Any].
    """


def t_dict_bare(x: dict):
    """Tool dict_bare.

    Args:
        x: The x.
    """


def t_any(x: Any):
    """Tool any.

    Args:
        x: The x.
    """


def t_tuple_fixed(x: tuple[int, str]):
    """Tool tuple_fixed.

    Args:
        x: The x.
        str]: The str].
    """


def t_list_model(x: list[Address]):
    """Tool list_model.

    Args:
        x: The x.
    """


def t_optional_int(x: Optional[int]):
    """Tool optional_int.

    Args:
        x: The x.
    """


def t_union(x: Union[int, str]):
    """Tool union.

    Args:
        x: The x.
        str]: The str].
    """


def t_union_none_default(x: Union[int, str, None] = None):
    """Tool union_none_default.

    Args:
        x: The x.
        str: The str.
        None]: The None].
    """


def t_literal_one(x: Literal['a']):
    """Tool literal_one.

    Args:
        x: The x.
    """


def t_literal_mixed(x: Literal['a', 1]):
    """Tool literal_mixed.

    Args:
        x: The x.
        1]: The 1].
    """


def t_enum_default(x: Color = Color.RED):
    """Tool enum_default.

    Args:
        x: The x.
    """


def t_date(x: dt.date):
    """Tool date.

    Args:
        x: The x.
    """


def t_field_ge_le(x: Annotated[int, Field(ge=0, le=10, description='A number from 0 to 10')]):
    """Tool field_ge_le.

    Args:
        x: The x.
        Field(ge: The Field(ge.
        le: The le.
        description: The description.
    """


def t_field_required_desc(x: str = Field(description='Required with description')):
    """Tool field_required_desc.

    Args:
        x: The x.
    """


def t_default_list(x: list[int] = [1, 2]):
    """Tool default_list.

    Args:
        x: The x.
        2]: The 2].
    """


def t_default_dict(x: dict[str, int] = {'a': 1}):
    """Tool default_dict.

    Args:
        x: The x.
        int]: The int].
    """


def t_discriminated(x: Pet):
    """Tool discriminated.

    Args:
        x: The x.
    """


def t_args_kwargs(a: int, *args: str, **kwargs: int):
    """Tool args_kwargs.

    Args:
        a: The a.
        args: The args.
        kwargs: The kwargs.
    """


def t_underscore_param(_x: int):
    """Tool underscore_param.

    Args:
        _x: The _x.
    """


def t_set_str(x: set[str]):
    """Tool set_str.

    Args:
        x: The x.
    """


def t_tuple_var(x: tuple[int, ...]):
    """Tool tuple_var.

    Args:
        x: The x.
        ...]: The ...].
    """


def t_no_annotation(x):
    """Tool no_annotation.

    Args:
        x: The x.
    """


def t_positional_only(a: int, /, b: int = 1):
    """Tool positional_only.

    Args:
        a: The a.
        b: The b.
    """


async def t_async_def(q: str):
    """Tool async_def.

    Args:
        q: The q.
    """


def t_doc_numpy(query: str):
    """Search.

    Parameters
    ----------
    query : str
        The text.
    """
