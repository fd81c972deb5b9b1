/** The Python SDKs whose tools this front end reads. */
export type PythonSdk = 'mcp' | 'fastmcp' | 'langchain' | 'openai' | 'agents' | 'pydantic-ai' | 'anthropic' | 'genai';

/** What an SDK is called in a finding, and the PyPI packages its version is read from (the first decides). */
export const SDKS: Readonly<Record<PythonSdk, { label: string; packages: readonly string[] }>> = {
  mcp: { label: 'the MCP Python SDK (`mcp`)', packages: ['mcp'] },
  fastmcp: { label: 'FastMCP (`fastmcp`)', packages: ['fastmcp', 'fastmcp-slim'] },
  langchain: { label: 'LangChain (`langchain-core`)', packages: ['langchain-core', 'langchain'] },
  openai: { label: 'the OpenAI SDK (`openai`)', packages: ['openai'] },
  agents: { label: 'the OpenAI Agents SDK (`openai-agents`)', packages: ['openai-agents'] },
  'pydantic-ai': { label: 'pydantic-ai', packages: ['pydantic-ai-slim', 'pydantic-ai'] },
  anthropic: { label: 'the Anthropic SDK (`anthropic`)', packages: ['anthropic'] },
  genai: { label: 'google-genai', packages: ['google-genai'] },
};

/**
 * Classes whose instances define tools with a decorator or a call
 * (`mcp = FastMCP(...)`, then `@mcp.tool` and `mcp.add_tool(fn)`), by the name
 * they are imported as; `major` where the import path names the line
 * (`mcp.server.fastmcp` exists in mcp 1.x only, `mcp.server.mcpserver` in 2.x).
 */
export const TOOL_HOSTS: Readonly<Record<string, { sdk: PythonSdk; major?: number }>> = {
  'mcp.server.fastmcp.FastMCP': { sdk: 'mcp', major: 1 },
  'mcp.server.fastmcp.server.FastMCP': { sdk: 'mcp', major: 1 },
  'mcp.server.mcpserver.MCPServer': { sdk: 'mcp', major: 2 },
  'mcp.server.mcpserver.server.MCPServer': { sdk: 'mcp', major: 2 },
  'fastmcp.FastMCP': { sdk: 'fastmcp' },
  'fastmcp.server.FastMCP': { sdk: 'fastmcp' },
  'fastmcp.server.server.FastMCP': { sdk: 'fastmcp' },
  'pydantic_ai.Agent': { sdk: 'pydantic-ai' },
  'pydantic_ai.agent.Agent': { sdk: 'pydantic-ai' },
};

/** The methods of a tool host that define a tool: as a decorator, and as a call taking the function. */
export const HOST_DECORATORS: Readonly<Record<PythonSdk, readonly string[]>> = {
  mcp: ['tool'],
  fastmcp: ['tool'],
  'pydantic-ai': ['tool', 'tool_plain'],
  langchain: [],
  openai: [],
  agents: [],
  anthropic: [],
  genai: [],
};
export const HOST_CALLS = new Set(['add_tool']);

/** Decorators imported as functions (`from agents import function_tool`): the SDK, by the name imported. */
export const TOOL_DECORATORS: Readonly<Record<string, PythonSdk>> = {
  'langchain_core.tools.tool': 'langchain',
  'langchain_core.tools.convert.tool': 'langchain',
  'langchain.tools.tool': 'langchain',
  'langchain.agents.tool': 'langchain',
  'agents.function_tool': 'agents',
  'agents.tool.function_tool': 'agents',
  'anthropic.beta_tool': 'anthropic',
  'anthropic.beta_async_tool': 'anthropic',
  'anthropic.lib.tools.beta_tool': 'anthropic',
  'anthropic.lib.tools.beta_async_tool': 'anthropic',
};

/** Calls that make a tool of a function or a model: `Tool(fn)`, `StructuredTool.from_function(...)`, `pydantic_function_tool(Model)`. */
export const TOOL_CALLS: Readonly<Record<string, { sdk: PythonSdk; takes: 'function' | 'model' }>> = {
  'pydantic_ai.Tool': { sdk: 'pydantic-ai', takes: 'function' },
  'pydantic_ai.tools.Tool': { sdk: 'pydantic-ai', takes: 'function' },
  'langchain_core.tools.StructuredTool.from_function': { sdk: 'langchain', takes: 'function' },
  'langchain.tools.StructuredTool.from_function': { sdk: 'langchain', takes: 'function' },
  'openai.pydantic_function_tool': { sdk: 'openai', takes: 'model' },
};

/** Base classes of a tool written as a class with `name`, `description` and `args_schema` (LangChain's `BaseTool`). */
export const TOOL_CLASSES: Readonly<Record<string, PythonSdk>> = {
  'langchain_core.tools.BaseTool': 'langchain',
  'langchain.tools.BaseTool': 'langchain',
};

/** Modules whose import makes a `tools=[fn]` keyword a list of function tools: google-genai's automatic function calling. */
export const FUNCTION_LIST_MODULES: Readonly<Record<string, PythonSdk>> = {
  'google.genai': 'genai',
  'google.genai.types': 'genai',
};

/** The keywords that override a tool's name and description, per SDK (fn.__name__ and the docstring otherwise). */
export const OVERRIDES: Readonly<Record<PythonSdk, { name: readonly string[]; description: readonly string[] }>> = {
  mcp: { name: ['name'], description: ['description'] },
  fastmcp: { name: ['name'], description: ['description'] },
  langchain: { name: ['name'], description: ['description'] },
  openai: { name: ['name'], description: ['description'] },
  agents: { name: ['name_override'], description: ['description_override'] },
  'pydantic-ai': { name: ['name'], description: ['description'] },
  anthropic: { name: ['name'], description: ['description'] },
  genai: { name: [], description: [] },
};

/** The member a tool's schema is sent under, per SDK (what the engine reads the tool's shape from). */
export const SCHEMA_KEYS: Readonly<Record<PythonSdk, string>> = {
  mcp: 'inputSchema',
  fastmcp: 'inputSchema',
  langchain: 'parameters',
  openai: 'parameters',
  agents: 'parameters',
  'pydantic-ai': 'parameters',
  anthropic: 'input_schema',
  genai: 'parametersJsonSchema',
};

/** Parameters an SDK injects and leaves out of the schema, by the annotation's last name. */
export const INJECTED_TYPES: Readonly<Record<PythonSdk, readonly string[]>> = {
  mcp: ['Context'],
  fastmcp: ['Context'],
  langchain: ['RunnableConfig', 'CallbackManagerForToolRun', 'AsyncCallbackManagerForToolRun'],
  openai: [],
  agents: ['RunContextWrapper', 'ToolContext'],
  'pydantic-ai': ['RunContext'],
  anthropic: [],
  genai: [],
};
