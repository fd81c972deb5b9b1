"""The tools a Python MCP server lists, as `tools/list` answers, without starting it.

Usage: python list_tools.py CHECKOUT ENTRY_MODULE [OUT.json]

CHECKOUT is the folder the server's packages are imported from (put first on
sys.path); ENTRY_MODULE is the module that builds the server (`pkg.server`).
The module is imported, then its `main()` (if any) is called with `run` of every server class stopped before it serves. Every
FastMCP (mcp 1.x, read through mcp 2.x's MCPServer, whose schemas the research
measured equal on all 93 constructs) and fastmcp server it made is asked for
its tools.

A top-level module that cannot be imported (boto3, a database driver) is
stood in for by an empty module whose every attribute is a stand-in class, so
that registration runs. A stand-in used as a type shows in the JSON Schema as
`{"x-stand-in": "<name>"}`: such a tool is marked `standIn` (its listed schema
depends on the stand-in), and the comparison leaves it out.
"""

import asyncio
import importlib
import importlib.abc
import importlib.machinery
import json
import os
import sys
import types

STAND_IN_KEY = "x-stand-in"
stood_in: set[str] = set()


class StandInMeta(type):
    """A class standing in for any value of a module that is not installed."""

    def __getattr__(cls, name):
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        return stand_in(f"{cls.__qualname__}.{name}")

    def __call__(cls, *args, **kwargs):
        if not cls.__dict__.get("_root"):
            return super().__call__(*args, **kwargs)
        # A stand-in used as a decorator keeps what it decorates.
        if len(args) == 1 and not kwargs and callable(args[0]) and not isinstance(args[0], StandInMeta):
            return args[0]
        return stand_in(f"{cls.__qualname__}()")

    def __getitem__(cls, _key):
        return cls

    def __iter__(cls):
        return iter(())

    def __len__(cls):
        return 0

    def __enter__(cls):
        return cls

    def __exit__(cls, *_):
        return False


class StandIn(metaclass=StandInMeta):
    def __getattr__(self, name):
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        return stand_in(f"{type(self).__qualname__}.{name}")

    @classmethod
    def __get_pydantic_core_schema__(cls, _source, _handler):
        from pydantic_core import core_schema

        return core_schema.any_schema()

    @classmethod
    def __get_pydantic_json_schema__(cls, _schema, _handler):
        return {STAND_IN_KEY: cls.__qualname__}


def stand_in(name: str) -> type:
    return StandInMeta(name, (StandIn,), {"_root": True, "__qualname__": name, "__module__": "stand_in"})


class StandInModule(types.ModuleType):
    def __getattr__(self, name):
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        return stand_in(f"{self.__name__}.{name}")


class StandInFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Last on sys.meta_path: a module no other finder finds (a package not installed) is stood in for."""

    def find_spec(self, fullname, path=None, target=None):
        top = fullname.split(".")[0]
        # The standard library probes for platform modules (`_winapi`) and expects ImportError.
        if top in sys.stdlib_module_names or top.startswith("_"):
            return None
        if top in ("mcp", "fastmcp", "pydantic", "pydantic_core", "typing_extensions") or not importer_in_checkout():
            return None
        stood_in.add(fullname)
        return importlib.machinery.ModuleSpec(fullname, self, is_package=True)

    def create_module(self, spec):
        return StandInModule(spec.name)

    def exec_module(self, module):
        module.__path__ = []


def importer_in_checkout() -> bool:
    """Whether the import statement being run is in the server's code (an installed package's optional import must fail)."""
    frame = sys._getframe(2)
    while frame and frame.f_code.co_filename.startswith("<frozen"):
        frame = frame.f_back
    return bool(frame) and frame.f_code.co_filename.startswith(checkout_root)


class FastMcpV1Finder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """`mcp.server.fastmcp[.x]` (mcp 1.x) read as `mcp.server.mcpserver[.x]` (mcp 2.x), FastMCP as MCPServer."""

    PREFIX = "mcp.server.fastmcp"

    def find_spec(self, fullname, path=None, target=None):
        if fullname == self.PREFIX or fullname.startswith(self.PREFIX + "."):
            return importlib.machinery.ModuleSpec(fullname, self, is_package=True)
        return None

    def create_module(self, spec):
        target = "mcp.server.mcpserver" + spec.name[len(self.PREFIX) :]
        try:
            real = importlib.import_module(target)
        except ImportError:
            return StandInModule(spec.name)
        module = types.ModuleType(spec.name)
        module.__dict__.update({k: v for k, v in real.__dict__.items() if not k.startswith("__")})
        if spec.name == self.PREFIX or spec.name == self.PREFIX + ".server":
            module.FastMCP = fastmcp_v1_class()
        return module

    def exec_module(self, module):
        module.__path__ = []


made: list = []
checkout_root = ""


def fastmcp_v1_class():
    from mcp.server.mcpserver import MCPServer

    known = set(MCPServer.__init__.__code__.co_varnames)

    class FastMCP(MCPServer):
        # mcp 1.x took settings (host, port, log_level…) as keywords that MCPServer no longer takes.
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **{k: v for k, v in kwargs.items() if k in known})
            made.append(self)

    return FastMCP


class Stop(BaseException):
    """Raised by a server's `run`: registration is over, nothing is served."""


def stop_running():
    from mcp.server.mcpserver import MCPServer

    classes = [MCPServer]
    try:
        import fastmcp

        classes.append(fastmcp.FastMCP)
        original = fastmcp.FastMCP.__init__

        def init(self, *args, **kwargs):
            original(self, *args, **kwargs)
            made.append(self)

        fastmcp.FastMCP.__init__ = init
    except ImportError:
        pass
    for cls in classes:
        for name in [n for n in dir(cls) if n.startswith("run")]:

            def run(self, *_args, **_kwargs):
                if self not in made:
                    made.append(self)
                raise Stop()

            setattr(cls, name, run)


async def listed(server) -> list[dict]:
    tools = await server.list_tools()
    out = []
    for tool in tools:
        if hasattr(tool, "to_mcp_tool"):
            tool = tool.to_mcp_tool()
        out.append(tool.model_dump(by_alias=True, exclude_none=True, mode="json"))
    return out


def has_stand_in(node) -> bool:
    if isinstance(node, dict):
        return STAND_IN_KEY in node or any(has_stand_in(v) for v in node.values())
    if isinstance(node, list):
        return any(has_stand_in(v) for v in node)
    return False


def main() -> None:
    args = list(sys.argv[1:])
    checkout, entry = args[0], args[1]
    global checkout_root
    checkout_root = os.path.abspath(checkout) + os.sep
    sys.path.insert(0, checkout)
    sys.meta_path.insert(0, FastMcpV1Finder())
    sys.meta_path.append(StandInFinder())
    stop_running()
    sys.argv = [entry]
    try:
        module = importlib.import_module(entry)
        # Tools registered at import are kept; main() may register more (after reading its arguments).
        if hasattr(module, "main"):
            result = module.main()
            if asyncio.iscoroutine(result):
                asyncio.run(result)
    except (Stop, SystemExit):
        pass
    tools: list[dict] = []
    for server in made:
        tools.extend(asyncio.run(listed(server)))
    for tool in tools:
        if has_stand_in(tool.get("inputSchema")):
            tool["standIn"] = True
    text = json.dumps({"tools": tools}, indent=2)
    out = open(args[2], "w") if len(args) > 2 else sys.stdout
    out.write(text + "\n")
    print(f"{entry}: {len(tools)} tools, stand-ins for {len(stood_in)} modules", file=sys.stderr)


if __name__ == "__main__":
    main()
