"""The types the constructs name: models, enums, a TypedDict, a dataclass.

The oracle imports this module as `prelude` (the constructs folder is on sys.path), so
converters that print a type print it as `prelude.Movie`.
"""

from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import Annotated, Literal, Optional, Union

from pydantic import BaseModel, ConfigDict, Field
from typing_extensions import TypedDict


class Address(BaseModel):
    """A postal address."""

    street: str
    city: str = Field(description="City name")


class Person(BaseModel):
    name: str
    home: Address
    work: Optional[Address] = None


class TreeNode(BaseModel):
    value: int
    children: list["TreeNode"] = []


class Closed(BaseModel):
    model_config = ConfigDict(extra="forbid")

    a: int


class Cat(BaseModel):
    kind: Literal["cat"]
    meows: int


class Dog(BaseModel):
    kind: Literal["dog"]
    barks: float


Pet = Annotated[Union[Cat, Dog], Field(discriminator="kind")]


class Movie(TypedDict):
    title: str
    year: int


@dataclass
class Point:
    x: float
    y: float = 0.0


class Color(str, Enum):
    RED = "red"
    GREEN = "green"


class Priority(IntEnum):
    LOW = 1
    HIGH = 2
