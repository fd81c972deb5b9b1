from enum import Enum

from pydantic import BaseModel, Field

from .shared import Unit


class Query(BaseModel):
    """What to search for."""

    text: str = Field(description="The words")
    unit: Unit = Unit.CM
    limit: int = 10
