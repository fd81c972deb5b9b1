"""pydantic's Field(...) and Annotated metadata."""

from typing import Annotated

from pydantic import BaseModel, Field


def t_annotated_field(x: Annotated[int, Field(ge=0, le=10, description="A number from 0 to 10")]):
    """Tool annotated_field."""


class M_annotated_field(BaseModel):
    x: Annotated[int, Field(ge=0, le=10, description="A number from 0 to 10")]


def t_field_default_full(
    x: str = Field(
        default="abc", description="A code", examples=["abc"], pattern="^[a-z]+$", min_length=1, max_length=8
    ),
):
    """Tool field_default_full."""


class M_field_default_full(BaseModel):
    x: str = Field(
        default="abc", description="A code", examples=["abc"], pattern="^[a-z]+$", min_length=1, max_length=8
    )


def t_field_required_desc(x: str = Field(description="Required with description")):
    """Tool field_required_desc."""


class M_field_required_desc(BaseModel):
    x: str = Field(description="Required with description")


def t_annotated_str_doc(x: Annotated[str, "a plain string in Annotated"]):
    """Tool annotated_str_doc."""


class M_annotated_str_doc(BaseModel):
    x: Annotated[str, "a plain string in Annotated"]


def t_field_title(x: int = Field(1, title="Custom title")):
    """Tool field_title."""


class M_field_title(BaseModel):
    x: int = Field(1, title="Custom title")


def t_field_gt_multiple(x: Annotated[float, Field(gt=0, lt=1, multiple_of=0.25)]):
    """Tool field_gt_multiple."""


class M_field_gt_multiple(BaseModel):
    x: Annotated[float, Field(gt=0, lt=1, multiple_of=0.25)]


def t_field_list_len(x: Annotated[list[str], Field(min_length=1, max_length=3)]):
    """Tool field_list_len."""


class M_field_list_len(BaseModel):
    x: Annotated[list[str], Field(min_length=1, max_length=3)]


def t_field_alias(x: str = Field(alias="X-Header")):
    """Tool field_alias."""


class M_field_alias(BaseModel):
    x: str = Field(alias="X-Header")


def t_field_extra(x: str = Field(json_schema_extra={"x-unit": "cm"})):
    """Tool field_extra."""


class M_field_extra(BaseModel):
    x: str = Field(json_schema_extra={"x-unit": "cm"})


def t_field_default_factory(x: list[str] = Field(default_factory=list)):
    """Tool field_default_factory."""


class M_field_default_factory(BaseModel):
    x: list[str] = Field(default_factory=list)


def t_field_exclude(x: Annotated[str, Field(exclude=True)] = "e"):
    """Tool field_exclude."""


class M_field_exclude(BaseModel):
    x: Annotated[str, Field(exclude=True)] = "e"
