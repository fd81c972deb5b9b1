# langchain-google-genai's constructs (python-authoring.md, Appendix A's lc-gg rows);
# lc-gg.test.ts holds what it sent.
import decimal
from typing import Annotated, Any, Literal, Optional, Union

from prelude import Closed, Color, Pet, Point, Priority, TreeNode
from pydantic import Field


def t_bytes(x: bytes):
    """Tool bytes."""


def t_none_annot(x: None):
    """Tool none_annot."""


def t_list_bare(x: list):
    """Tool list_bare."""


def t_dict_str_any(x: dict[str, Any]):
    """Tool dict_str_any."""


def t_any(x: Any):
    """Tool any."""


def t_tuple_fixed(x: tuple[int, str]):
    """Tool tuple_fixed."""


def t_set_str(x: set[str]):
    """Tool set_str."""


def t_optional_int(x: Optional[int]):
    """Tool optional_int."""


def t_union(x: Union[int, str]):
    """Tool union."""


def t_union_none_default(x: Union[int, str, None] = None):
    """Tool union_none_default."""


def t_literal_one(x: Literal['a']):
    """Tool literal_one."""


def t_optional_literal(x: Optional[Literal['a', 'b']] = None):
    """Tool optional_literal."""


def t_enum_default(x: Color = Color.RED):
    """Tool enum_default."""


def t_decimal(x: decimal.Decimal):
    """Tool decimal."""


def t_field_full(x: str = Field(default='abc', description='A code', examples=['abc'], pattern='^[a-z]+$', min_length=1, max_length=8)):
    """Tool field_full."""


def t_annotated_str_doc(x: Annotated[str, 'a plain string in Annotated']):
    """Tool annotated_str_doc."""


def t_model_recursive(x: TreeNode):
    """Tool model_recursive."""


def t_model_closed(x: Closed):
    """Tool model_closed."""


def t_discriminated(x: Pet):
    """Tool discriminated."""


def t_dataclass(x: Point):
    """Tool dataclass."""


def t_default_none_no_annot(x=None):
    """Tool default_none_no_annot."""


def t_args_kwargs(a: int, *args: str, **kwargs: int):
    """Tool args_kwargs."""


def t_positional_only(a: int, /, b: int = 1):
    """Tool positional_only."""


def t_literal_int(x: Literal[1, 2]):
    """Tool literal_int."""


def t_literal_mixed(x: Literal['a', 1]):
    """Tool literal_mixed."""


def t_enum_int(x: Priority):
    """Tool enum_int."""
