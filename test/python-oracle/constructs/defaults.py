"""Parameters with a default value."""

import datetime as dt
import decimal
import pathlib
import uuid

from pydantic import BaseModel

from prelude import Address


def t_default_str(x: str = "hi"):
    """Tool default_str."""


class M_default_str(BaseModel):
    x: str = "hi"


def t_default_int(x: int = 3):
    """Tool default_int."""


class M_default_int(BaseModel):
    x: int = 3


def t_default_float(x: float = 1.5):
    """Tool default_float."""


class M_default_float(BaseModel):
    x: float = 1.5


def t_default_bool(x: bool = False):
    """Tool default_bool."""


class M_default_bool(BaseModel):
    x: bool = False


def t_default_list(x: list[int] = [1, 2]):
    """Tool default_list."""


class M_default_list(BaseModel):
    x: list[int] = [1, 2]


def t_default_dict(x: dict[str, int] = {"a": 1}):
    """Tool default_dict."""


class M_default_dict(BaseModel):
    x: dict[str, int] = {"a": 1}


def t_default_date(x: dt.date = dt.date(2024, 1, 2)):
    """Tool default_date."""


class M_default_date(BaseModel):
    x: dt.date = dt.date(2024, 1, 2)


def t_default_model(x: Address = Address(street="s", city="c")):
    """Tool default_model."""


class M_default_model(BaseModel):
    x: Address = Address(street="s", city="c")


def t_default_tuple(x: tuple[int, int] = (1, 2)):
    """Tool default_tuple."""


class M_default_tuple(BaseModel):
    x: tuple[int, int] = (1, 2)


def t_default_decimal(x: decimal.Decimal = decimal.Decimal("1.50")):
    """Tool default_decimal."""


class M_default_decimal(BaseModel):
    x: decimal.Decimal = decimal.Decimal("1.50")


def t_default_uuid(x: uuid.UUID = uuid.UUID(int=0)):
    """Tool default_uuid."""


class M_default_uuid(BaseModel):
    x: uuid.UUID = uuid.UUID(int=0)


def t_default_path(x: pathlib.Path = pathlib.Path("/srv/data")):
    """Tool default_path."""


class M_default_path(BaseModel):
    x: pathlib.Path = pathlib.Path("/srv/data")


def t_default_none_no_annot(x=None):
    """Tool default_none_no_annot."""


def t_required_and_default(q: str, n: int = 10):
    """Tool required_and_default."""


class M_required_and_default(BaseModel):
    q: str
    n: int = 10
