"""Optional, `|`, Union, Literal and Enum."""

from typing import Literal, Optional, Union

from pydantic import BaseModel

from prelude import Address, Color, Priority


def t_optional_int(x: Optional[int]):
    """Tool optional_int."""


class M_optional_int(BaseModel):
    x: Optional[int]


def t_int_or_none(x: int | None):
    """Tool int_or_none."""


class M_int_or_none(BaseModel):
    x: int | None


def t_int_or_none_default(x: int | None = None):
    """Tool int_or_none_default."""


class M_int_or_none_default(BaseModel):
    x: int | None = None


def t_optional_str_default(x: Optional[str] = None):
    """Tool optional_str_default."""


class M_optional_str_default(BaseModel):
    x: Optional[str] = None


def t_union_int_str(x: Union[int, str]):
    """Tool union_int_str."""


class M_union_int_str(BaseModel):
    x: Union[int, str]


def t_union_optional_default(x: Union[int, str, None] = None):
    """Tool union_optional_default."""


class M_union_optional_default(BaseModel):
    x: Union[int, str, None] = None


def t_union_model_str(x: Union[Address, str]):
    """Tool union_model_str."""


class M_union_model_str(BaseModel):
    x: Union[Address, str]


def t_literal_str(x: Literal["a", "b"]):
    """Tool literal_str."""


class M_literal_str(BaseModel):
    x: Literal["a", "b"]


def t_literal_one(x: Literal["a"]):
    """Tool literal_one."""


class M_literal_one(BaseModel):
    x: Literal["a"]


def t_literal_int(x: Literal[1, 2]):
    """Tool literal_int."""


class M_literal_int(BaseModel):
    x: Literal[1, 2]


def t_literal_mixed(x: Literal["a", 1]):
    """Tool literal_mixed."""


class M_literal_mixed(BaseModel):
    x: Literal["a", 1]


def t_optional_literal_default(x: Optional[Literal["a", "b"]] = None):
    """Tool optional_literal_default."""


class M_optional_literal_default(BaseModel):
    x: Optional[Literal["a", "b"]] = None


def t_enum_str(x: Color):
    """Tool enum_str."""


class M_enum_str(BaseModel):
    x: Color


def t_enum_int(x: Priority):
    """Tool enum_int."""


class M_enum_int(BaseModel):
    x: Priority


def t_enum_default(x: Color = Color.RED):
    """Tool enum_default."""


class M_enum_default(BaseModel):
    x: Color = Color.RED
