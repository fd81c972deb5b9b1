import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint, type PackageVersions } from '../../../../shared/src/index';

/**
 * Registration wrappers (issue 23): a file's own function that hands its
 * parameters to `registerTool` makes its calls registrations, and nothing
 * else does; a file importing the MCP SDK v2 is converted by v2.
 */
const ZOD4 = { zod: '^4.1.0', '@modelcontextprotocol/sdk': '^1.17.0' };
const CONFIG =
  "{ description: 'Show the board of notes, grouped by tag.', inputSchema: { tags: z.record(z.string(), z.string()).describe('Tags') } }";

const withWrapper = (wrapper: string, call = `reg(server, 'show_board', ${CONFIG}, cb);`) =>
  ["import { z } from 'zod';", wrapper, call].join('\n');

const names = (text: string) => lint(text, { fileName: 'server.js', packages: ZOD4 }).tools.map((t) => t.name);

describe('registration wrappers', () => {
  it('a function forwarding its config, spread first, registers the tool its call names', () => {
    const text = withWrapper('function reg(s, n, c, h) { return s.registerTool(n, { ...c, _meta: {} }, h); }');
    assert.deepEqual(names(text), ['show_board']);
  });

  it('a wrapper that sets a member the tool is linted by itself is not read as forwarding it', () => {
    const text = withWrapper(
      "function reg(s, n, c, h) { return s.registerTool(n, { ...c, description: 'Other' }, h); }",
    );
    assert.deepEqual(names(text), []);
  });

  it('hostile: a wrapper that calls itself, and one that hands over something else', () => {
    for (const wrapper of [
      'function reg(s, n, c, h) { s.registerTool(n, c, h); return reg(s, n, c, h); }',
      'function reg(s, n, c, h) { return s.registerTool(c, n, h); }',
      "function reg(s, n, c, h) { return s.registerTool('fixed', c, h); }",
    ]) {
      const out = lint(withWrapper(wrapper), { fileName: 'server.js', packages: ZOD4 });
      assert.deepEqual(out.internalErrors, []);
      const named = out.tools.map((t) => t.name).filter((n) => n !== undefined);
      assert.ok(
        named.every((n) => n === 'show_board' || n === 'fixed'),
        `${wrapper}: ${named.join()}`,
      );
      assert.ok(named.filter((n) => n === 'show_board').length <= 1, wrapper);
    }
  });
});

describe('the MCP SDK a file imports', () => {
  // Both SDKs installed (v1 hoisted by another package): the import decides.
  const VERSIONS: Record<string, string> = {
    zod: '4.1.12',
    '@modelcontextprotocol/sdk': '1.20.0',
    '@modelcontextprotocol/server': '2.0.0',
  };
  const installed: PackageVersions = (name) =>
    Object.hasOwn(VERSIONS, name) ? { installed: VERSIONS[name] } : undefined;
  const text = (from: string) =>
    [
      `import { McpServer } from '${from}';`,
      "import { z } from 'zod';",
      "const server = new McpServer({ name: 'docs', version: '1.0.0' });",
      "server.registerTool('query', { description: 'Query the documentation of a library.', inputSchema: z.preprocess((v) => v, z.object({ q: z.string().describe('The query') })) }, cb);",
    ].join('\n');

  for (const [from, replaced] of [
    ['@modelcontextprotocol/server', false],
    ['@modelcontextprotocol/sdk/server/mcp.js', true],
  ] as const)
    it(`${from}: a preprocessed root is ${replaced ? 'replaced by v1' : 'sent by v2 as its object'}`, () => {
      const out = lint(text(from), { fileName: 'server.ts', packages: installed });
      assert.equal(
        out.findings.some((f) => f.rule === 'root-replaced'),
        replaced,
        out.findings.map((f) => `${f.rule}: ${f.message}`).join('\n'),
      );
    });
});
