import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { JsonNode } from '../../../../shared/src/json/tree';
import { lint } from '../../../../shared/src/index';
import { pythonLanguage } from '../../../../shared/src/language/python';

const FIXTURES = join(__dirname, '..', '..', '..', 'fixtures', 'python');

/** A tool as the front end writes it: its key in the module's tree, its name, description and schema key. */
interface Expected {
  key: string;
  name: string;
  description?: string;
  schemaKey: string;
  strict?: true;
}

const tool = (key: string, name: string, schemaKey: string, description?: string, strict?: true): Expected => ({
  key,
  name,
  schemaKey,
  ...(description !== undefined && { description }),
  ...(strict && { strict }),
});

/** Each fixture's tools, and the tools the engine locates in it (literals included), as `name:shape`. */
const CASES: Array<{ file: string; tools: Expected[]; located: string[] }> = [
  {
    file: 'fastmcp-server.py',
    tools: [
      tool('search', 'search', 'inputSchema', 'Search the catalog.'),
      tool('tag', 'tag', 'inputSchema', 'Tag an item with free-form metadata.'),
      tool('fetch_page', 'fetch_page', 'inputSchema', 'Fetch one page of the catalog by its number.'),
      tool('ping', 'ping', 'inputSchema'),
    ],
    located: ['search:mcp', 'tag:mcp', 'fetch_page:mcp', 'ping:mcp'],
  },
  {
    file: 'mcp1-server.py',
    tools: [
      tool('add_note', 'add_note', 'inputSchema', 'Add a note with a title and a body.'),
      tool('list_notes', 'list_notes', 'inputSchema', ''),
    ],
    located: ['add_note:mcp', 'list_notes:mcp'],
  },
  {
    file: 'mcp1-hosts.py',
    tools: [
      tool('list_tables', 'list_tables', 'inputSchema', 'List the tables of a namespace.'),
      tool('get_image_set', 'get_image_set', 'inputSchema', 'Get one image set.'),
      tool('delete_app', 'delete_app', 'inputSchema', 'Delete an application.'),
      tool(
        'get_patterns',
        'get_patterns',
        'inputSchema',
        'Get the patterns of a service: mcp injects an optional Context too.',
      ),
    ],
    located: ['list_tables:mcp', 'get_image_set:mcp', 'delete_app:mcp', 'get_patterns:mcp'],
  },
  {
    file: 'mcp2-server.py',
    tools: [tool('forecast', 'forecast', 'inputSchema', 'Get the weather forecast for a city, by day.')],
    located: ['forecast:mcp'],
  },
  {
    file: 'langchain-tools.py',
    tools: [
      tool('multiply', 'multiply', 'parameters', 'Multiply two integers and return the product.'),
      tool('web_search', 'web_search', 'parameters', 'Search the web.'),
      tool('lookup_key', 'lookup_key', 'parameters', 'Look a key up in the table.'),
      tool('calculator', 'calculator', 'parameters', 'Evaluate an arithmetic expression and return the result.'),
    ],
    located: [
      'multiply:openai-function',
      'web_search:openai-function',
      'lookup_key:openai-function',
      'calculator:openai-function',
    ],
  },
  {
    file: 'openai-tools.py',
    tools: [tool('GetWeather', 'GetWeather', 'parameters', 'Get the current weather in a city.', true)],
    located: ['GetWeather:openai-function', 'get_time:openai'],
  },
  {
    file: 'agents-tools.py',
    tools: [
      tool('get_weather', 'get_weather', 'parameters', 'Get the weather for a city.', true),
      tool('fetch', 'fetch', 'parameters', 'Fetch a URL and return its body.'),
    ],
    located: ['get_weather:openai-function', 'fetch:openai-function'],
  },
  {
    file: 'pydantic-ai-tools.py',
    tools: [
      tool('user_name', 'user_name', 'parameters', "Get the user's name."),
      tool('roll_die', 'roll_die', 'parameters', 'Roll a six-sided die and return the result.'),
      tool('say_hello', 'say_hello', 'parameters', 'Greet someone by name, politely.'),
    ],
    located: ['user_name:openai-function', 'roll_die:openai-function', 'say_hello:openai-function'],
  },
  {
    file: 'anthropic-tools.py',
    tools: [tool('get_stock', 'get_stock', 'input_schema', 'Get the current price of a stock.')],
    located: ['get_stock:anthropic', 'get_weather:anthropic'],
  },
  {
    file: 'genai-tools.py',
    tools: [
      tool(
        'get_current_temperature',
        'get_current_temperature',
        'parametersJsonSchema',
        'Get the current temperature at a location.',
      ),
      tool(
        'set_light',
        'set_light_values',
        'parametersJsonSchema',
        'Set the brightness and colour temperature of a light.',
      ),
    ],
    located: ['get_current_temperature:gemini-json-schema', 'set_light_values:gemini-json-schema'],
  },
  { file: 'mcp-types-tool.py', tools: [], located: ['fetch:mcp'] },
];

/** The members of the module's tree that are tools of an SDK (a literal's key is its position or its name). */
function sdkTools(root: JsonNode | undefined): Expected[] {
  if (root?.kind !== 'object') return [];
  const out: Expected[] = [];
  for (const p of root.props) {
    const v = p.value;
    if (v?.kind !== 'object' || v.props[0]?.key !== 'name') continue;
    const str = (k: string) => {
      const m = v.props.find((q) => q.key === k)?.value;
      return m?.kind === 'string' ? m.value : undefined;
    };
    const schemaKey = v.props.find((q) => /schema|parameters/i.test(q.key))?.key ?? '';
    out.push(
      tool(p.key, str('name')!, schemaKey, str('description'), v.props.some((q) => q.key === 'strict') || undefined),
    );
  }
  return out;
}

describe('Python tools recognised by their SDK', () => {
  for (const c of CASES)
    it(c.file, () => {
      const text = readFileSync(join(FIXTURES, c.file), 'utf8');
      const parsed = pythonLanguage.parse(text, { fileName: c.file });
      assert.deepEqual(parsed.errors, []);
      assert.deepEqual(sdkTools(parsed.root), c.tools);
      const located = lint(text, { fileName: c.file }).tools.map((t) => `${t.name}:${t.shape}`);
      assert.deepEqual(located, c.located);
    });

  it('places a tool on what names it: the function, the override keyword, the docstring', () => {
    const text = readFileSync(join(FIXTURES, 'fastmcp-server.py'), 'utf8');
    const [search, , fetch] = lint(text, { fileName: 'server.py' }).tools;
    assert.equal(text.slice(search.nameOffset, search.nameOffset + search.nameLength), 'search');
    assert.equal(text.slice(fetch.nameOffset, fetch.nameOffset + fetch.nameLength), '"fetch_page"');
    const root = pythonLanguage.parse(text).root;
    const description =
      root?.kind === 'object' && root.props[0].value?.kind === 'object' && root.props[0].value.props[1];
    assert.ok(description && description.value);
    assert.match(
      text.slice(description.value.offset, description.value.offset + description.value.length),
      /^"""Search the catalog/,
    );
  });

  it('reads nothing of a module with no tool word, and does not treat other decorators as tools', () => {
    assert.equal(pythonLanguage.parse('import os\n\ndef main():\n    print(os.getcwd())\n').root, undefined);
    const text =
      'import functools\n\n@functools.cache\ndef tool_count() -> int:\n    return 1\n\n@app.route("/tools")\ndef tools():\n    pass\n';
    assert.deepEqual(sdkTools(pythonLanguage.parse(text).root), []);
  });

  it('takes a server imported from a module of the project as FastMCP (fastmcp where the project has it)', () => {
    const text =
      'from .server import mcp\n\n@mcp.tool\ndef ping() -> str:\n    """Answer with pong, to check the server is up."""\n    return "pong"\n';
    const noPackages = lint(text, { fileName: 'tools.py' }).tools;
    assert.deepEqual(
      noPackages.map((t) => t.name),
      ['ping'],
    );
    const root = pythonLanguage.parse(text, { packages: { fastmcp: '2.12.5' } }).root;
    const ping = root?.kind === 'object' ? root.props[0].value : undefined;
    const description = ping?.kind === 'object' ? ping.props[1].value : undefined;
    assert.equal(description?.kind === 'string' && description.value, 'Answer with pong, to check the server is up.');
  });
});

describe('Python tools judged as their SDK sends them', () => {
  const lintPy = (
    text: string,
    targets: Array<'gemini' | 'openai-strict' | 'anthropic'>,
    packages?: Record<string, string>,
  ) => lint(text, { fileName: 'server.py', targets, packages });
  const at = (text: string, f: { offset: number; length: number }) => text.slice(f.offset, f.offset + f.length);

  it("Gemini's finding on `metadata: dict[str, Any]`, on the annotation, in Python terms", () => {
    const text = readFileSync(join(FIXTURES, 'fastmcp-server.py'), 'utf8');
    const finding = lintPy(text, ['gemini']).findings.find((f) => f.rule === 'keyword-unsupported');
    assert.ok(finding);
    assert.equal(at(text, finding), 'dict[str, Any]');
    assert.match(finding.message, /^`dict\[str, Any\]` becomes a map \(`additionalProperties`\)\. /);
  });

  it("fastmcp 4's root `additionalProperties: false` is said once per file, on the import", () => {
    const text = readFileSync(join(FIXTURES, 'fastmcp-server.py'), 'utf8');
    const notes = lintPy(text, ['gemini']).findings.filter((f) => f.rule === 'sdk-keywords');
    assert.equal(notes.length, 1);
    assert.equal(at(text, notes[0]), 'fastmcp');
    assert.match(notes[0].message, /^FastMCP 4\.x .*each of the 4 tools here/);
  });

  it('fastmcp 2 (from the versions the host knows) adds no root keyword', () => {
    const text = readFileSync(join(FIXTURES, 'fastmcp-server.py'), 'utf8');
    const rules = lintPy(text, ['gemini'], { fastmcp: '2.12.5' }).findings.map((f) => f.rule);
    assert.ok(!rules.includes('sdk-keywords'));
    assert.ok(rules.includes('keyword-unsupported'));
  });

  it("a converter's exception, in its own words, at the construct", () => {
    const text =
      'from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP("x")\n\n@mcp.tool()\ndef hide(_secret: int) -> str:\n    """Hide a number where nobody finds it."""\n    return ""\n';
    const finding = lintPy(text, ['anthropic']).findings.find((f) => f.rule === 'converter-throws');
    assert.ok(finding);
    assert.match(finding.message, /cannot start with '_'/);
    assert.match(at(text, finding), /_secret/);
  });
});

describe('Python context parameters', () => {
  it('mcp injects `ctx: Optional[Context]`: it is no argument of the tool', () => {
    const text = readFileSync(join(FIXTURES, 'mcp1-hosts.py'), 'utf8');
    const parsed = pythonLanguage.parse(text, { fileName: 'mcp1-hosts.py' });
    const member = (node: JsonNode | undefined, key: string) =>
      node?.kind === 'object' ? node.props.find((p) => p.key === key)?.value : undefined;
    const properties = member(member(member(parsed.root, 'get_patterns'), 'inputSchema'), 'properties');
    assert.deepEqual(properties?.kind === 'object' && properties.props.map((p) => p.key), ['service']);
  });
});
