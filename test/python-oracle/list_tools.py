"""Lists every construct of constructs/ through each installed converter, as its SDK sends it.

Writes one JSON document to stdout:
  {"python": ..., "versions": {package: version}, "seconds": {profile: s},
   "profiles": {profile: {construct id: outcome}}, "unavailable": {profile: why}}
where an outcome is {"schema": ..., "description": ...} (the tool's input schema and description
as sent), {"throws": {"type": ..., "message": ...}} (the converter's exception), or
{"na": why} (the construct has no form for that SDK). No network: the MCP servers are listed over
in-memory client sessions and google-genai's HTTP call is answered in process.

Usage: python list_tools.py [profile ...]   (default: every profile whose SDK imports)
"""

import asyncio
import importlib
import importlib.metadata
import inspect
import json
import logging
import platform
import sys
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "constructs"))
warnings.simplefilter("ignore")
logging.disable(logging.INFO)  # the SDKs log each request and listing to stderr

MODULES = ["scalars", "containers", "unions", "formats", "fields", "models", "defaults", "signatures", "docstrings"]
CONTEXT_MODULES = {"mcp": "context_mcp", "fastmcp": "context_fastmcp", "langchain": "context_langchain"}
CONTEXT_IDS = ("context", "context_optional")
OVERRIDE = {"name": "renamed", "description": "Given by the decorator."}
PACKAGES = ["pydantic", "pydantic-core", "mcp", "fastmcp", "langchain-core", "openai", "anthropic", "google-genai"]


def collect(modules, prefix):
    """{id: object} for each `<prefix><id>` defined in the modules."""
    found = {}
    for name in modules:
        module = importlib.import_module(name)
        for attr, value in vars(module).items():
            if attr.startswith(prefix) and getattr(value, "__module__", None) == name:
                found[attr[len(prefix) :]] = value
    return found


def functions(context_sdk=None):
    """Every construct function; the context ones from the SDK's own module, when it has a context."""
    found = collect(MODULES, "t_")
    if context_sdk:
        found.update(collect([CONTEXT_MODULES[context_sdk]], "t_"))
    return found


def thrown(error):
    return {"throws": {"type": type(error).__name__, "message": str(error)}}


def each(items, convert):
    """Runs convert on each construct; an exception is that construct's outcome."""
    results = {}
    for key, value in items.items():
        try:
            results[key] = convert(key, value)
        except Exception as error:  # the converter's own exception is the measurement
            results[key] = thrown(error)
    return results


def with_context_na(results):
    for key in CONTEXT_IDS:
        results.setdefault(key, {"na": "the SDK has no context parameter to inject"})
    return results


# --- the MCP servers: register every function on one server, then tools/list in memory ----------


def mcp_listing(make_server, register, list_tools, fns):
    """Registers each function (a registration error is its outcome), then lists the tools once."""
    server = make_server()
    results, names = {}, {}
    for key, fn in fns.items():
        options = OVERRIDE if key == "name_override" else {}
        try:
            register(server, fn, options)
            names[options.get("name", fn.__name__)] = key
        except Exception as error:
            results[key] = thrown(error)
    for tool in asyncio.run(list_tools(server)):
        wire = tool.model_dump(mode="json", by_alias=True, exclude_none=True)  # as tools/list sends it
        results[names[wire["name"]]] = {"schema": wire["inputSchema"], "description": wire.get("description")}
    return results


def profile_mcp():
    from mcp import Client
    from mcp.server.mcpserver import MCPServer

    async def list_tools(server):
        async with Client(server) as client:
            return (await client.list_tools()).tools

    return mcp_listing(
        lambda: MCPServer("oracle"), lambda s, fn, o: s.tool(**o)(fn), list_tools, functions("mcp")
    )


def profile_fm4():
    import fastmcp

    async def list_tools(server):
        async with fastmcp.Client(server) as client:
            return await client.list_tools()

    return mcp_listing(
        lambda: fastmcp.FastMCP("oracle"), lambda s, fn, o: s.tool(fn, **o), list_tools, functions("fastmcp")
    )


# --- LangChain: @tool (or StructuredTool on the model), then convert_to_openai_tool ---------------


def langchain_tool(key, fn):
    from langchain_core.tools import tool

    if key == "name_override":
        return tool(OVERRIDE["name"], description=OVERRIDE["description"])(fn)
    return tool(fn)


def openai_function(converted):
    function = converted["function"]
    return {"schema": function.get("parameters"), "description": function.get("description")}


def profile_lc(strict=False):
    from langchain_core.utils.function_calling import convert_to_openai_tool

    convert = lambda key, fn: openai_function(convert_to_openai_tool(langchain_tool(key, fn), strict=strict or None))
    return each(functions("langchain"), convert)


def profile_lc_args():
    from langchain_core.tools import StructuredTool
    from langchain_core.utils.function_calling import convert_to_openai_tool

    def convert(key, model):
        made = StructuredTool.from_function(
            func=lambda **kwargs: None, name=f"t_{key}", description=f"Tool {key}.", args_schema=model
        )
        return openai_function(convert_to_openai_tool(made))

    return each(collect(MODULES, "M_"), convert)


# --- openai.pydantic_function_tool (models), anthropic beta_tool -------------------------------


def profile_oai():
    import openai

    return each(collect(MODULES, "M_"), lambda key, model: openai_function(openai.pydantic_function_tool(model)))


def profile_ant():
    from anthropic import beta_async_tool, beta_tool

    def convert(key, fn):
        wrap = beta_async_tool if inspect.iscoroutinefunction(fn) else beta_tool
        made = wrap(fn, **(OVERRIDE if key == "name_override" else {}))
        sent = made.to_dict()
        return {"schema": sent["input_schema"], "description": sent.get("description")}

    return with_context_na(each(functions(), convert))


# --- google-genai: generate_content with the function as a tool, the request answered here -----


def profile_genai():
    import httpx
    from google import genai
    from google.genai import types

    sent = []

    def answer(request):
        sent.append(json.loads(request.content))
        reply = {"candidates": [{"content": {"role": "model", "parts": [{"text": "ok"}]}, "finishReason": "STOP"}]}
        return httpx.Response(200, json=reply)

    http = httpx.Client(transport=httpx.MockTransport(answer))
    client = genai.Client(api_key="oracle", http_options=types.HttpOptions(httpx_client=http))

    def convert(key, fn):
        sent.clear()
        client.models.generate_content(model="gemini-2.5-flash", contents="hi", config={"tools": [fn]})
        declaration = sent[0]["tools"][0]["functionDeclarations"][0]
        # The JSON Schema path sends parameters_json_schema (snake case in the body); no parameters, no key.
        schema = declaration.get("parameters_json_schema", declaration.get("parameters"))
        return {"schema": schema, "description": declaration.get("description")}

    return with_context_na(each(functions(), convert))


PROFILES = {
    "mcp2": profile_mcp,
    "fm4": profile_fm4,
    "lc": profile_lc,
    "lc-strict": lambda: profile_lc(strict=True),
    "lc-args": profile_lc_args,
    "oai": profile_oai,
    "ant": profile_ant,
    "genai": profile_genai,
}


def version(package):
    try:
        return importlib.metadata.version(package)
    except importlib.metadata.PackageNotFoundError:
        return None


def main(wanted):
    document = {"python": platform.python_version(), "versions": {p: version(p) for p in PACKAGES}}
    document.update({"seconds": {}, "profiles": {}, "unavailable": {}})
    for profile in wanted or PROFILES:
        started = time.perf_counter()
        try:
            document["profiles"][profile] = PROFILES[profile]()
        except ImportError as error:
            document["unavailable"][profile] = f"{type(error).__name__}: {error}"
        document["seconds"][profile] = round(time.perf_counter() - started, 2)
    json.dump(document, sys.stdout, indent=1, sort_keys=False, default=repr)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
