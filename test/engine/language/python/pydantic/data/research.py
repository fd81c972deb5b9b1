# The two tools the research gives in full for every profile (python-authoring.md, Appendix C);
# research-tools.json holds what each SDK sent for them.
from typing import Optional

from pydantic import BaseModel, Field


class Address(BaseModel):
    """A postal address."""

    street: str
    city: str = Field(description="City name")


def t_doc_google(query: str, limit: int = 5):
    """Search the catalog.

    Args:
        query: The text to search for.
        limit: How many results to return.

    Returns:
        The matching items.
    """


def t_optional_model(x: Optional[Address] = None):
    """Tool optional_model."""
