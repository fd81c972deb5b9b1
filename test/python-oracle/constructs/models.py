"""Models, a TypedDict and a dataclass as parameter types."""

from typing import Optional, Union

from pydantic import BaseModel

from prelude import Address, Cat, Closed, Dog, Movie, Person, Pet, Point, TreeNode


def t_model(x: Address):
    """Tool model."""


class M_model(BaseModel):
    x: Address


def t_model_reused(a: Address, b: Address):
    """Tool model_reused."""


class M_model_reused(BaseModel):
    a: Address
    b: Address


def t_model_nested(p: Person):
    """Tool model_nested."""


class M_model_nested(BaseModel):
    p: Person


def t_model_recursive(x: TreeNode):
    """Tool model_recursive."""


class M_model_recursive(BaseModel):
    x: TreeNode


def t_model_closed(x: Closed):
    """Tool model_closed."""


class M_model_closed(BaseModel):
    x: Closed


def t_discriminated(x: Pet):
    """Tool discriminated."""


class M_discriminated(BaseModel):
    x: Pet


def t_union_models(x: Union[Cat, Dog]):
    """Tool union_models."""


class M_union_models(BaseModel):
    x: Union[Cat, Dog]


def t_typeddict(x: Movie):
    """Tool typeddict."""


class M_typeddict(BaseModel):
    x: Movie


def t_dataclass(x: Point):
    """Tool dataclass."""


class M_dataclass(BaseModel):
    x: Point


def t_optional_model(x: Optional[Address] = None):
    """Tool optional_model."""


class M_optional_model(BaseModel):
    x: Optional[Address] = None
