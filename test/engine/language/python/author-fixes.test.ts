/**
 * The author's fixes written in Python, per SDK and target: `dict[str, Any]` carried as JSON
 * text (`str`), and a description where the SDK reads one (`Field(description=...)`, or the
 * docstring's `Args:`). Each case is the file, the rule, the target, and the file the fix makes;
 * the fixed file is linted again and the finding is gone.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyEdits, lint, type LintOptions } from '../../../../shared/src/index';

const FASTMCP = 'from typing import Any\n\nfrom fastmcp import FastMCP\n\nmcp = FastMCP("notes")\n\n\n@mcp.tool\n';
const MCP2 =
  'from typing import Any\n\nfrom mcp.server.mcpserver import MCPServer\n\napp = MCPServer("notes")\n\n\n@app.tool()\n';
const DOC = '    """Save a note with the fields the caller gives."""\n    return ""\n';
const TODO = (name: string) => `TODO: what ${name} is, its unit or format, and any default`;

interface Case {
  name: string;
  text: string;
  rule: string;
  /** The text of the finding's range (which finding of the rule). */
  at: string;
  options: LintOptions;
  /** The file after the fix; undefined: no fix is offered. */
  fixed?: string;
  title?: RegExp;
}

const gemini: LintOptions = { fileName: 'server.py', targets: ['gemini'] };

const CASES: Case[] = [
  {
    name: 'fastmcp: dict[str, Any] → str carrying JSON text, with the imports it needs',
    text: `${FASTMCP}def save(metadata: dict[str, Any]) -> str:\n${DOC}`,
    rule: 'object-free-form',
    at: 'metadata',
    options: gemini,
    title: /^`dict\[str, Any\]` → `str` carrying JSON text/,
    fixed:
      'from typing import Any, Annotated\n\nfrom fastmcp import FastMCP\nfrom pydantic import Field\n\nmcp = FastMCP("notes")\n\n\n@mcp.tool\n' +
      `def save(metadata: Annotated[str, Field(description="A JSON object (as JSON text)")]) -> str:\n${DOC}`,
  },
  {
    name: 'mcp 2.x: an Annotated Field keeps its other arguments, its description says JSON text',
    text:
      'from typing import Annotated, Any\n\nfrom mcp.server.mcpserver import MCPServer\nfrom pydantic import Field\n\napp = MCPServer("notes")\n\n\n@app.tool()\n' +
      `def save(metadata: Annotated[dict[str, Any], Field(description="Extra fields", max_length=5)]) -> str:\n${DOC}`,
    rule: 'object-free-form',
    at: 'metadata',
    options: gemini,
    fixed:
      'from typing import Annotated, Any\n\nfrom mcp.server.mcpserver import MCPServer\nfrom pydantic import Field\n\napp = MCPServer("notes")\n\n\n@app.tool()\n' +
      `def save(metadata: Annotated[str, Field(description="Extra fields (as JSON text)", max_length=5)]) -> str:\n${DOC}`,
  },
  {
    name: 'a map with a default takes no JSON-text fix (the default would be no string)',
    text: `${MCP2}def save(metadata: dict[str, Any] = {}) -> str:\n${DOC}`,
    rule: 'object-free-form',
    at: 'metadata',
    options: gemini,
  },
  {
    name: 'fastmcp: a parameter with no description gets Field(description=...) through Annotated',
    text: `${FASTMCP}def save(title: str) -> str:\n${DOC}`,
    rule: 'property-description-missing',
    at: 'title',
    options: { fileName: 'server.py', targets: ['openai'] },
    title: /^Describe `title` in `Field\(description=\.\.\.\)`$/,
    fixed:
      'from typing import Any, Annotated\n\nfrom fastmcp import FastMCP\nfrom pydantic import Field\n\nmcp = FastMCP("notes")\n\n\n@mcp.tool\n' +
      `def save(title: Annotated[str, Field(description="${TODO('title')}")]) -> str:\n${DOC}`,
  },
  {
    name: 'mcp 2.x: an Annotated Field without a description takes one first',
    text:
      'from typing import Annotated\n\nfrom mcp.server.mcpserver import MCPServer\nfrom pydantic import Field\n\napp = MCPServer("notes")\n\n\n@app.tool()\n' +
      `def save(count: Annotated[int, Field(ge=1)]) -> str:\n${DOC}`,
    rule: 'property-description-missing',
    at: 'count',
    options: { fileName: 'server.py', targets: ['anthropic'] },
    fixed:
      'from typing import Annotated\n\nfrom mcp.server.mcpserver import MCPServer\nfrom pydantic import Field\n\napp = MCPServer("notes")\n\n\n@app.tool()\n' +
      `def save(count: Annotated[int, Field(description="${TODO('count')}", ge=1)]) -> str:\n${DOC}`,
  },
  {
    name: "LangChain parse_docstring=True: an entry after the docstring's last Args: entry",
    text:
      'from langchain_core.tools import tool\n\n\n@tool(parse_docstring=True)\ndef search(query: str, limit: int) -> str:\n' +
      '    """Search the web for pages.\n\n    Args:\n        query: The words to search for.\n    """\n    return query\n',
    rule: 'property-description-missing',
    at: 'limit',
    options: { fileName: 'tools.py', targets: ['openai'] },
    title: /^Describe `limit` in the docstring's `Args:`$/,
    fixed:
      'from langchain_core.tools import tool\n\n\n@tool(parse_docstring=True)\ndef search(query: str, limit: int) -> str:\n' +
      `    """Search the web for pages.\n\n    Args:\n        query: The words to search for.\n        limit: ${TODO('limit')}\n    """\n    return query\n`,
  },
  {
    name: 'the Agents SDK: an Args: section added to a one-line docstring',
    text: 'from agents import function_tool\n\n\n@function_tool\ndef fetch(url: str) -> str:\n    """Fetch a URL and return its body."""\n    return url\n',
    rule: 'property-description-missing',
    at: 'url',
    options: { fileName: 'tools.py', targets: ['openai'] },
    fixed:
      'from agents import function_tool\n\n\n@function_tool\ndef fetch(url: str) -> str:\n' +
      `    """Fetch a URL and return its body.\n\n    Args:\n        url: ${TODO('url')}\n    """\n    return url\n`,
  },
];

function findingOf(c: Case, text: string) {
  return lint(text, c.options).findings.find(
    (f) => f.rule === c.rule && text.slice(f.offset, f.offset + f.length) === c.at,
  );
}

describe('author fixes written in Python', () => {
  for (const c of CASES)
    it(c.name, () => {
      const finding = findingOf(c, c.text);
      assert.ok(finding, `the ${c.rule} finding on ${c.at}`);
      assert.equal(finding.fixable, false, 'an author fix is no repair');
      const fixes = finding.fixes.filter((f) => f.kind === 'authoring');
      if (c.fixed === undefined) return assert.deepEqual(fixes, [], 'no fix is offered');
      assert.equal(fixes.length, 1, fixes.map((f) => f.title).join(' | '));
      if (c.title) assert.match(fixes[0].title, c.title);
      const after = applyEdits(c.text, fixes[0].edits);
      assert.equal(after, c.fixed);
      assert.equal(findingOf(c, after), undefined, 'the finding is gone once the fix is applied');
    });
});
