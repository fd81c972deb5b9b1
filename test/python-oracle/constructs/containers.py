"""Lists, maps, tuples and sets."""

from typing import Any

from pydantic import BaseModel

from prelude import Address


def t_list_str(x: list[str]):
    """Tool list_str."""


class M_list_str(BaseModel):
    x: list[str]


def t_list_bare(x: list):
    """Tool list_bare."""


class M_list_bare(BaseModel):
    x: list


def t_dict_str_any(x: dict[str, Any]):
    """Tool dict_str_any."""


class M_dict_str_any(BaseModel):
    x: dict[str, Any]


def t_dict_str_int(x: dict[str, int]):
    """Tool dict_str_int."""


class M_dict_str_int(BaseModel):
    x: dict[str, int]


def t_dict_bare(x: dict):
    """Tool dict_bare."""


class M_dict_bare(BaseModel):
    x: dict


def t_tuple_fixed(x: tuple[int, str]):
    """Tool tuple_fixed."""


class M_tuple_fixed(BaseModel):
    x: tuple[int, str]


def t_tuple_var(x: tuple[int, ...]):
    """Tool tuple_var."""


class M_tuple_var(BaseModel):
    x: tuple[int, ...]


def t_set_str(x: set[str]):
    """Tool set_str."""


class M_set_str(BaseModel):
    x: set[str]


def t_frozenset_str(x: frozenset[str]):
    """Tool frozenset_str."""


class M_frozenset_str(BaseModel):
    x: frozenset[str]


def t_list_model(x: list[Address]):
    """Tool list_model."""


class M_list_model(BaseModel):
    x: list[Address]
