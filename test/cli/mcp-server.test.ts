import assert from 'node:assert/strict';
import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { buildPreview, conformTools, fixAll, lint, PORTABLE_TARGETS, type ProviderId } from '../../shared/src/index';
import { CLI, ROOT } from './helpers/build';
import { REPAIRABLE } from './helpers/fixtures';
import { call, startServer, textOf } from './helpers/mcp-client';
import { runCli, tempProject } from './helpers/run';

/** The section of the README that says how to add the server to an agent. */
function readmeSection(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('## For coding agents (MCP)');
  assert.ok(start >= 0, 'README has the section');
  return readme.slice(start, readme.indexOf('\n## ', start + 1));
}

/** The command lines the README's three configurations start the server with. */
function readmeCommandLines(): { where: string; command: string; args: string[] }[] {
  const section = readmeSection();
  const claude = /^claude mcp add toolwire -- (.+)$/m.exec(section);
  assert.ok(claude, 'the claude mcp add line');
  const [command, ...args] = claude[1].split(' ');
  const json = (file: string, key: string) => {
    const block = new RegExp(`\`${file.replace('.', '\\.')}\`:\\n\\n\`\`\`json\\n([\\s\\S]*?)\`\`\``).exec(section);
    assert.ok(block, `the ${file} block`);
    const entry = (JSON.parse(block[1]) as Record<string, Record<string, { command: string; args: string[] }>>)[key]
      .toolwire;
    return { where: file, command: entry.command, args: entry.args };
  };
  return [
    { where: 'claude mcp add', command, args },
    json('.cursor/mcp.json', 'mcpServers'),
    json('.vscode/mcp.json', 'servers'),
  ];
}

describe('toolwire mcp-server: started as the README says', () => {
  it('each configuration starts it, and lint on examples/ gives what toolwire --format json examples/ prints', async () => {
    const cli = await runCli(['--format', 'json', 'examples/'], { cwd: ROOT });
    assert.equal(cli.code, 1, cli.stderr);
    const expected = JSON.parse(cli.stdout) as { files: unknown[] };
    assert.ok(expected.files.length >= 5);
    for (const { where, command, args } of readmeCommandLines()) {
      const client = await startServer({ command, args, cwd: ROOT });
      try {
        const result = await call(client, 'lint', { path: 'examples/' });
        assert.equal(result.isError, undefined, `${where}: ${textOf(result)}`);
        assert.deepEqual(result.structuredContent, expected, where);
        assert.match(
          textOf(result),
          /examples\/openai\.chat-tools\.json\n\s+\d+:\d+\s+error/,
          'the stylish report as text',
        );
      } finally {
        await client.close();
      }
    }
  });

  it('--help prints its usage with the Claude Code line; an unknown form or an argument is a usage error', async () => {
    const help = await runCli(['mcp-server', '--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /^Usage: toolwire mcp-server \[--schemas FORM\]/);
    assert.match(help.stdout, /claude mcp add toolwire -- toolwire mcp-server/);
    const bad = await runCli(['mcp-server', '--schemas', 'gemini']);
    assert.equal(bad.code, 2);
    assert.equal(
      bad.stderr,
      'toolwire: --schemas gemini: expected one of portable, openai-strict, anthropic-strict.\n',
    );
    assert.equal((await runCli(['mcp-server', 'examples'])).code, 2);
  });

  it('toolwire mcp -- toolwire mcp-server finds nothing to report', async () => {
    const r = await runCli(['mcp', '--', process.execPath, CLI, 'mcp-server'], { cwd: ROOT });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /No problems \(1 file, 5 tools\)/);
  });
});

/** Each form of the listed schemas, and the targets it must pass with no finding at all. */
const FORMS: { form: string; targets: ('portable' | ProviderId[])[] }[] = [
  { form: 'portable', targets: ['portable', ...PORTABLE_TARGETS.map((t) => [t]), ['xai']] },
  { form: 'openai-strict', targets: [['openai-strict'], ['xai']] },
  { form: 'anthropic-strict', targets: [['anthropic-strict'], ['xai']] },
];

describe("toolwire mcp-server: its own tools pass Toolwire's lint", () => {
  for (const { form, targets } of FORMS)
    it(`--schemas ${form}: no finding at ${targets.map((t) => String(t)).join(', ')}`, async () => {
      const client = await startServer({ args: ['mcp-server', '--schemas', form], cwd: ROOT });
      try {
        const { tools } = await client.listTools();
        assert.deepEqual(
          tools.map((t) => t.name),
          ['lint', 'fix', 'explain_error', 'conform', 'preview'],
        );
        assert.ok(tools.every((t) => t.outputSchema?.type === 'object'));
        const text = JSON.stringify({ tools }, null, 2);
        for (const target of targets) {
          const found = lint(text, { targets: target, fixes: false }).findings;
          assert.deepEqual(
            found.map((f) => `${f.rule} ${f.pointer}`),
            [],
            `at ${String(target)}`,
          );
        }
      } finally {
        await client.close();
      }
    });

  it('--schemas openai-strict: an omitted input sent as null is read as not given', async () => {
    const client = await startServer({ args: ['mcp-server', '--schemas', 'openai-strict'], cwd: ROOT });
    try {
      const result = await call(client, 'lint', { path: null, text: REPAIRABLE, language: null, targets: null });
      assert.equal(result.isError, undefined, textOf(result));
      const files = (result.structuredContent as { files: { path: string }[] }).files;
      assert.deepEqual(
        files.map((f) => f.path),
        ['<text>'],
      );
    } finally {
      await client.close();
    }
  });
});

describe('toolwire mcp-server: paths stay inside the roots', () => {
  let inside: string;
  let outside: string;
  before(() => {
    inside = tempProject({ 'tools/repairable.json': REPAIRABLE });
    outside = tempProject({ 'secret.json': REPAIRABLE });
    symlinkSync(join(outside, 'secret.json'), join(inside, 'tools', 'link.json'));
    symlinkSync(outside, join(inside, 'elsewhere'));
  });

  const refused = [
    { what: 'an absolute path outside', path: () => join(outside, 'secret.json') },
    { what: 'a relative path that climbs out', path: () => `../${outside.split('/').pop()}/secret.json` },
    { what: 'a link to a file outside', path: () => 'tools/link.json' },
    { what: 'a file under a link to a folder outside', path: () => 'elsewhere/secret.json' },
    { what: 'a link to a folder outside, walked', path: () => 'elsewhere' },
  ];

  for (const roots of [undefined, 'declared'] as const)
    describe(roots ? "the client's roots" : 'no roots capability: the working folder', () => {
      let client: Client;
      before(async () => {
        client = await startServer(roots ? { cwd: outside, roots: [inside] } : { cwd: inside });
      });
      after(() => client.close());

      it('reads a path inside, relative to the first root', async () => {
        const result = await call(client, 'lint', { path: 'tools/repairable.json' });
        assert.equal(result.isError, undefined, textOf(result));
        const files = (result.structuredContent as { files: { path: string; findings: unknown[] }[] }).files;
        assert.equal(files[0].path, 'tools/repairable.json');
        assert.ok(files[0].findings.length > 0);
      });

      for (const { what, path } of refused)
        for (const tool of ['lint', 'fix'])
          it(`${tool} refuses ${what}`, async () => {
            const result = await call(client, tool, { path: path() });
            assert.equal(result.isError, true);
            assert.match(textOf(result), new RegExp(`^${tool}: .* is outside the folders this server may read`));
          });
    });

  it('a client that changes its roots says so, and the new list is asked for', async () => {
    const roots = [inside];
    const client = await startServer({ cwd: inside, roots });
    try {
      assert.equal((await call(client, 'lint', { path: join(outside, 'secret.json') })).isError, true);
      roots.push(outside);
      await client.sendRootsListChanged();
      // The notification and the next call travel in order on the one stdio stream.
      const result = await call(client, 'lint', { path: join(outside, 'secret.json') });
      assert.equal(result.isError, undefined, textOf(result));
    } finally {
      await client.close();
    }
  });
});

describe('toolwire mcp-server: inputs over maxFileSize', () => {
  const MAX = 2000;
  const BIG = `{"tools": [], "pad": "${'x'.repeat(MAX)}"}`;
  const HUGE = `{"pad": "${'x'.repeat(4 * MAX)}"}`;
  let client: Client;
  before(async () => {
    const dir = tempProject({
      'toolwire.config.json': JSON.stringify({ maxFileSize: MAX }),
      'big.json': BIG,
      'huge.json': HUGE,
    });
    client = await startServer({ cwd: dir });
  });
  after(() => client.close());

  const cases = [
    { what: 'a file', args: { path: 'big.json' }, size: `${BIG.length} characters` },
    {
      what: 'a file of over 3 bytes a character of the limit',
      args: { path: 'huge.json' },
      size: `${HUGE.length} bytes`,
    },
    { what: 'a text', args: { text: BIG }, size: `${BIG.length} characters` },
  ];
  const needs: Record<string, Record<string, string>> = {
    explain_error: { error: 'Bad Request' },
    preview: { tool: 'x' },
  };
  for (const tool of ['lint', 'fix', 'explain_error', 'conform', 'preview'])
    for (const { what, args, size } of cases)
      it(`${tool}: ${what} gets an error result that says so`, async () => {
        const result = await call(client, tool, { ...args, ...needs[tool] });
        assert.equal(result.isError, true);
        assert.match(textOf(result), new RegExp(`is ${size} long, over the engine's maxFileSize of ${MAX} characters`));
      });

  it("the engine's default limit (5 MB) applies without a config", async () => {
    const plain = await startServer({ cwd: tempProject({}) });
    try {
      const result = await call(plain, 'lint', { text: `"${'z'.repeat(5 * 1024 * 1024)}"` });
      assert.equal(result.isError, true);
      assert.match(textOf(result), /over the engine's maxFileSize of 5242880 characters/);
    } finally {
      await plain.close();
    }
  });
});

describe('toolwire mcp-server: each tool answers as the engine does', () => {
  let client: Client;
  before(async () => {
    client = await startServer({ cwd: ROOT });
  });
  after(() => client.close());

  it('fix: the text after every safe repair, its diff and what remains; the file is left as it was', async () => {
    const dir = tempProject({ 'tools.json': REPAIRABLE });
    const inDir = await startServer({ cwd: ROOT, roots: [dir] });
    const result = await call(inDir, 'fix', { path: 'tools.json' }).finally(() => inDir.close());
    assert.equal(result.isError, undefined, textOf(result));
    const out = result.structuredContent as { text: string; diff: string; applied: number; remaining: unknown[] };
    assert.equal(out.text, fixAll(REPAIRABLE));
    assert.notEqual(out.text, REPAIRABLE);
    assert.ok(out.applied >= 1);
    assert.match(out.diff, /^--- a\/.*tools\.json\n\+\+\+ b\/.*tools\.json\n/);
    assert.equal(out.remaining.length, lint(out.text, { fixes: false }).findings.length);
    assert.equal(readFileSync(join(dir, 'tools.json'), 'utf8'), REPAIRABLE, 'nothing written');
    assert.match(textOf(result), /safe repair/);
  });

  it('explain_error: the tool, pointer, line and column toolwire explain --format json prints', async () => {
    const file = 'test/runtime/fixtures/incident-request.json';
    const error = '400 … function_declarations[15].parameters.properties[deliverables].items: missing field';
    const explained = await runCli(['explain', '--format', 'json', file, '--error', error], { cwd: ROOT });
    const cli = (JSON.parse(explained.stdout) as { matches: Record<string, unknown>[] }).matches;
    const result = await call(client, 'explain_error', { error, path: file });
    assert.equal(result.isError, undefined, textOf(result));
    const out = result.structuredContent as { decided: boolean; matches: Record<string, unknown>[] };
    assert.equal(out.decided, true);
    assert.deepEqual(
      out.matches.map((m) => Object.fromEntries(Object.keys(cli[0]).map((k) => [k, m[k]]))),
      cli,
    );
    assert.equal(cli[0].tool, 'project_run_create');
    assert.match(textOf(result), /project_run_create {2}\/tools\/15\/function\/parameters\/properties\/deliverables/);
  });

  it('explain_error on a zod MCP server in TypeScript: the tool and the zod expression, as toolwire explain gives them', async () => {
    const file = 'test/runtime/fixtures/source/notes-server.ts';
    const error =
      "* GenerateContentRequest.tools[0].function_declarations[1].parameters.properties[url].format: only 'enum' and 'date-time' are supported for STRING type";
    const explained = await runCli(['explain', '--format', 'json', file, '--error', error], { cwd: ROOT });
    const cli = (JSON.parse(explained.stdout) as { matches: Record<string, unknown>[] }).matches;
    const result = await call(client, 'explain_error', { error, path: file });
    assert.equal(result.isError, undefined, textOf(result));
    const out = result.structuredContent as { matches: Record<string, unknown>[] };
    assert.deepEqual(
      out.matches.map((m) => Object.fromEntries(Object.keys(cli[0]).map((k) => [k, m[k]]))),
      cli,
    );
    assert.equal(cli[0].tool, 'link_note');
    assert.match(textOf(result), /link_note {2}z\.string\(\)\.url\(\)/);
  });

  it('conform: what conformTools offers, leaves out and renames', async () => {
    const text = readFileSync(join(ROOT, 'examples/openai.chat-tools.json'), 'utf8');
    const expected = conformTools(JSON.parse(text), { recall: false });
    const result = await call(client, 'conform', { text });
    assert.equal(result.isError, undefined, textOf(result));
    const out = result.structuredContent as {
      offered: unknown[];
      excluded: { index: number; name?: string; findings: unknown[] }[];
      names: { sent: string; given: string | null }[];
    };
    assert.deepEqual(out.offered, expected.offered);
    assert.deepEqual(
      out.excluded,
      expected.excluded.map(({ index, name, findings }) => ({ index, ...(name ? { name } : {}), findings })),
    );
    assert.ok(out.excluded.length > 0, 'the example has a tool no repair mends');
    assert.deepEqual(
      out.names.map((n) => n.sent),
      [...expected.nameMap.keys()],
    );
    assert.ok(out.names.some((n) => n.given === 'refund order' && n.sent === 'refund_order'));
  });

  it('preview: the tool in the wire form asked for, with its description and tokens as the preview builds them', async () => {
    const file = 'examples/mcp.tools-list.json';
    const model = buildPreview(readFileSync(join(ROOT, file), 'utf8'), { fileName: join(ROOT, file) });
    const sent = model.tools.find((t) => t.status !== 'left-out')!;
    for (const wire of ['gemini', 'bedrock'] as const) {
      const result = await call(client, 'preview', { path: file, tool: sent.sourceName ?? sent.name, wire });
      assert.equal(result.isError, undefined, textOf(result));
      const out = result.structuredContent as Record<string, unknown>;
      assert.deepEqual(out.wire, sent.wire[wire]);
      assert.equal(out.description, sent.description);
      assert.equal(out.tokens, sent.tokens);
      assert.equal(out.encoding, 'o200k_base');
    }
  });

  const refusals: { tool: string; args: Record<string, unknown>; says: RegExp }[] = [
    { tool: 'lint', args: {}, says: /^lint: give either "path" .* or "text"/ },
    { tool: 'lint', args: { path: 'examples', text: '{}' }, says: /not both or neither/ },
    {
      tool: 'lint',
      args: { text: '{}', targets: ['no-such-provider'] },
      says: /do not match its input schema: \/targets\/0/,
    },
    { tool: 'lint', args: { path: 42 }, says: /do not match its input schema: \/path/ },
    {
      tool: 'lint',
      args: { path: 'no/such/file.json' },
      says: /no\/such\/file\.json: cannot read this file \(ENOENT\)/,
    },
    { tool: 'fix', args: { path: 'examples' }, says: /examples is a folder; this tool reads one file/ },
    { tool: 'explain_error', args: { error: '  ', text: '{}' }, says: /the error text is empty/ },
    { tool: 'explain_error', args: { text: '{}' }, says: /do not match its input schema.*error/ },
    { tool: 'conform', args: { text: 'tools: [' }, says: /<text> is not JSON/ },
    {
      tool: 'preview',
      args: { path: 'examples/mcp.tools-list.json', tool: 'nope' },
      says: /has no tool named "nope" \(it has "read_file"/,
    },
    { tool: 'no_such_tool', args: {}, says: /There is no tool named "no_such_tool"/ },
  ];
  for (const { tool, args, says } of refusals)
    it(`${tool} ${JSON.stringify(args)}: an error result`, async () => {
      const result = await call(client, tool, args);
      assert.equal(result.isError, true);
      assert.match(textOf(result), says);
    });
});
