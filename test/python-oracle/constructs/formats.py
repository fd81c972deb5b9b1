"""Standard-library and pydantic types that pydantic writes as a string format."""

import datetime as dt
import decimal
import pathlib
import uuid

from pydantic import AnyUrl, BaseModel, EmailStr, HttpUrl


def t_datetime(x: dt.datetime):
    """Tool datetime."""


class M_datetime(BaseModel):
    x: dt.datetime


def t_date(x: dt.date):
    """Tool date."""


class M_date(BaseModel):
    x: dt.date


def t_time(x: dt.time):
    """Tool time."""


class M_time(BaseModel):
    x: dt.time


def t_timedelta(x: dt.timedelta):
    """Tool timedelta."""


class M_timedelta(BaseModel):
    x: dt.timedelta


def t_uuid(x: uuid.UUID):
    """Tool uuid."""


class M_uuid(BaseModel):
    x: uuid.UUID


def t_path(x: pathlib.Path):
    """Tool path."""


class M_path(BaseModel):
    x: pathlib.Path


def t_httpurl(x: HttpUrl):
    """Tool httpurl."""


class M_httpurl(BaseModel):
    x: HttpUrl


def t_anyurl(x: AnyUrl):
    """Tool anyurl."""


class M_anyurl(BaseModel):
    x: AnyUrl


def t_email(x: EmailStr):
    """Tool email."""


class M_email(BaseModel):
    x: EmailStr


def t_decimal(x: decimal.Decimal):
    """Tool decimal."""


class M_decimal(BaseModel):
    x: decimal.Decimal
