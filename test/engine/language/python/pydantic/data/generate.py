"""Writes expected.json: pydantic 2.13's own output for each construct of constructs.py.

`mcp`: the arguments model mcp's FastMCP builds (create_model('<fn>Arguments', ...)).
`fn`: pydantic's function schema (TypeAdapter(fn)), as fastmcp 3+ and beta_tool start from.
`models`: Model.model_json_schema() for each model of the module.
Run in this folder: python3 generate.py > expected.json (needs pydantic only).
"""
import inspect
import json
import sys
from pathlib import Path

from pydantic import BaseModel, TypeAdapter, create_model
from pydantic.fields import FieldInfo
from pydantic_core import PydanticUndefined
from typing import Annotated, Any
from pydantic import Field, WithJsonSchema

sys.path.insert(0, str(Path(__file__).parents[5] / "python-oracle" / "constructs"))
import constructs  # noqa: E402
import prelude  # noqa: E402


def mcp_schema(fn):
    fields = {}
    for p in inspect.signature(fn).parameters.values():
        default = PydanticUndefined if p.default is inspect.Parameter.empty else p.default
        if p.annotation is inspect.Parameter.empty:
            ann = Annotated[Any, Field(), WithJsonSchema({"title": p.name, "type": "string"})]
        else:
            ann = p.annotation
        info = FieldInfo.from_annotated_attribute(ann, default)
        fields[p.name] = (info.annotation, info)
    return create_model(f"{fn.__name__}Arguments", **fields).model_json_schema(by_alias=True)


def attempt(f):
    try:
        return f()
    except Exception as e:  # the converter's own words
        return {"throws": f"{type(e).__name__}: {str(e).splitlines()[0]}"}


out = {"mcp": {}, "fn": {}, "models": {}}
for name, obj in vars(constructs).items():
    if name.startswith("t_") and inspect.isfunction(obj):
        out["mcp"][name] = attempt(lambda: mcp_schema(obj))
        out["fn"][name] = attempt(lambda: TypeAdapter(obj).json_schema())
    elif inspect.isclass(obj) and issubclass(obj, BaseModel) and obj.__module__ in ("constructs", "prelude"):
        out["models"][name] = obj.model_json_schema()
json.dump(out, sys.stdout, indent=1)
sys.stdout.write("\n")
