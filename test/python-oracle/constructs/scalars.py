"""Scalar annotations, as a parameter (`t_<id>`) and as a model field (`M_<id>`)."""

from typing import Any

from pydantic import BaseModel


def t_str(x: str):
    """Tool str."""


class M_str(BaseModel):
    x: str


def t_int(x: int):
    """Tool int."""


class M_int(BaseModel):
    x: int


def t_float(x: float):
    """Tool float."""


class M_float(BaseModel):
    x: float


def t_bool(x: bool):
    """Tool bool."""


class M_bool(BaseModel):
    x: bool


def t_bytes(x: bytes):
    """Tool bytes."""


class M_bytes(BaseModel):
    x: bytes


def t_none_annot(x: None):
    """Tool none_annot."""


class M_none_annot(BaseModel):
    x: None


def t_any(x: Any):
    """Tool any."""


class M_any(BaseModel):
    x: Any
