import assert from 'node:assert/strict';
import { readFileSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { transformSync } from 'esbuild';
import { ROOT } from './helpers/build';
import { runCli, tempProject } from './helpers/run';

/**
 * A TypeScript MCP server (MCP SDK 1.32.2, zod 4.6.7: test/fixtures/mcp-server, its faults fixed by FIXES),
 * judged from its source (`toolwire src/`) and running (`toolwire mcp -- node
 * build/index.js`): the same exit code with its faults and once they are fixed,
 * the `$schema` its SDK stamps said once by each, and `--fix` doing what the
 * summary says it can.
 */
const FIXTURE = join(ROOT, 'test', 'fixtures', 'mcp-server');

interface JsonReport {
  files: { findings: { rule: string; severity: string; fixable: boolean; message: string }[] }[];
  summary: { errors: number };
}

/** Each fault of the fixture's source, and its fix: the tool description, `.nullable()`, `z.record` and `z.literal`. */
const FIXES: Array<[string, string]> = [
  [
    '  {\n    inputSchema: { text',
    "  {\n    description: 'Add a note with the given text, and return its id.',\n    inputSchema: { text",
  ],
  ['z.number().nullable()', 'z.number().optional()'],
  [
    "z.record(z.string(), z.string()).describe('Labels to match, by name.')",
    "z.array(z.string()).describe('Labels, as name=value.')",
  ],
  ["z.literal('text')", "z.enum(['text'])"],
];

function fixed(text: string): string {
  return FIXES.reduce((t, [fault, fix]) => {
    assert.ok(t.includes(fault), fault);
    return t.replace(fault, fix);
  }, text);
}

/** A server project in a temporary folder: package.json, src/index.ts and its build, the repository's node_modules. */
function serverProject(state: 'faulty' | 'fixed'): string {
  const faulty = readFileSync(join(FIXTURE, 'index.ts'), 'utf8');
  const dir = projectOf(FIXTURE, state === 'faulty' ? faulty : fixed(faulty));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** The fixture's package.json, `text` as src/index.ts and its build as build/index.js. */
function projectOf(fixture: string, text: string): string {
  const dir = tempProject({
    'package.json': readFileSync(join(fixture, 'package.json'), 'utf8'),
    'src/index.ts': text,
  });
  mkdirSync(join(dir, 'build'));
  writeFileSync(join(dir, 'build', 'index.js'), transformSync(text, { loader: 'ts', format: 'esm' }).code);
  return dir;
}

/**
 * test/fixtures/mcp-server-zod3, a clean server of MCP SDK 1.32.2 on zod 3.25.76
 * (the repository's `zod3`, installed as the project's `zod`): the SDK converts
 * with zod-to-json-schema, which closes every object it writes.
 */
function zod3Project(): string {
  const fixture = join(ROOT, 'test', 'fixtures', 'mcp-server-zod3');
  const dir = projectOf(fixture, readFileSync(join(fixture, 'index.ts'), 'utf8'));
  mkdirSync(join(dir, 'node_modules'));
  for (const [name, target] of [
    ['@modelcontextprotocol', '@modelcontextprotocol'],
    ['zod', 'zod3'],
  ])
    symlinkSync(join(ROOT, 'node_modules', target), join(dir, 'node_modules', name), 'dir');
  return dir;
}

async function bothWays(dir: string) {
  const source = await runCli(['src/', '--format', 'json'], { cwd: dir });
  const live = await runCli(['mcp', '--format', 'json', '--', process.execPath, 'build/index.js'], { cwd: dir });
  assert.ok(source.code !== 2 && live.code !== 2, source.stderr + live.stderr);
  return {
    source,
    live,
    sourceReport: JSON.parse(source.stdout) as JsonReport,
    liveReport: JSON.parse(live.stdout) as JsonReport,
  };
}

const sdkFindings = (r: JsonReport) => r.files.flatMap((f) => f.findings).filter((f) => f.rule === 'sdk-keywords');
const schemaFindings = (r: JsonReport) =>
  r.files.flatMap((f) => f.findings).filter((f) => f.rule !== 'sdk-keywords' && f.message.includes('$schema'));

describe('one verdict for one server: its source and the running server agree', () => {
  for (const [state, code] of [
    ['faulty', 1],
    ['fixed', 0],
  ] as const) {
    it(`${state}: both exit ${code}, and each says the SDK's $schema once, at the same severity`, async () => {
      const { source, live, sourceReport, liveReport } = await bothWays(serverProject(state));
      assert.equal(source.code, code, source.stdout);
      assert.equal(live.code, code, live.stdout);
      const [fromSource] = sdkFindings(sourceReport);
      const [fromServer] = sdkFindings(liveReport);
      assert.equal(sdkFindings(sourceReport).length, 1);
      assert.equal(sdkFindings(liveReport).length, 1);
      assert.equal(fromServer.severity, fromSource.severity);
      assert.match(fromServer.message, /^The server's SDK adds `\$schema` to each of the 2 tools/);
      assert.match(fromServer.message, /a server can convert its schemas itself.*a client can take them out/);
      assert.deepEqual(schemaFindings(liveReport), [], 'no per-tool $schema error from the running server');
    });
  }

  it('the targets decide: with no target that rejects $schema, neither says it', async () => {
    const dir = serverProject('fixed');
    const source = await runCli(['src/', '--format', 'json', '--target', 'openai'], { cwd: dir });
    const live = await runCli(
      ['mcp', '--format', 'json', '--target', 'openai', '--', process.execPath, 'build/index.js'],
      { cwd: dir },
    );
    assert.deepEqual(sdkFindings(JSON.parse(source.stdout) as JsonReport), []);
    assert.deepEqual(sdkFindings(JSON.parse(live.stdout) as JsonReport), []);
  });

  it('--fix on the faulty source writes exactly the repairs the summary counts', async () => {
    const dir = serverProject('faulty');
    const before = await runCli(['src/'], { cwd: dir });
    const counted = Number(/; (\d+) can be repaired with --fix\./.exec(before.stdout)?.[1]);
    const report = JSON.parse((await runCli(['src/', '--format', 'json'], { cwd: dir })).stdout) as JsonReport;
    assert.equal(report.files[0].findings.filter((f) => f.fixable).length, counted);
    const dry = await runCli(['src/', '--fix-dry-run'], { cwd: dir });
    assert.match(dry.stdout, /^-\s+kind: z\.literal\('text'\)/m);
    assert.match(dry.stdout, /^\+\s+kind: z\.enum\(\['text'\]\)/m);
    await runCli(['src/', '--fix'], { cwd: dir });
    const text = readFileSync(join(dir, 'src', 'index.ts'), 'utf8');
    assert.match(text, /kind: z\.enum\(\['text'\]\)/);
    assert.doesNotMatch(text, /no description came with this tool/, 'no derived description written into source');
    const after = JSON.parse((await runCli(['src/', '--format', 'json'], { cwd: dir })).stdout) as JsonReport;
    assert.deepEqual(
      after.files[0].findings.filter((f) => f.fixable),
      [],
    );
  });

  it("the running server's summary says what can be done there, not --fix on a saved file", async () => {
    const r = await runCli(['mcp', '--', process.execPath, 'build/index.js'], { cwd: serverProject('faulty') });
    assert.match(r.stdout, /can be repaired by a client at run time \(conformTools in toolwire\/runtime\)/);
    assert.doesNotMatch(r.stdout, /--save/);
  });
});

describe('one verdict for a zod 3 server: the additionalProperties: false of zod-to-json-schema said once', () => {
  it('a clean source: both exit 0, each with one sdk-keywords naming both keywords, no per-tool finding', async () => {
    const { source, live, sourceReport, liveReport } = await bothWays(zod3Project());
    assert.equal(source.code, 0, source.stdout);
    assert.equal(live.code, 0, live.stdout);
    const all = (r: JsonReport) => r.files.flatMap((f) => f.findings.map((x) => x.rule));
    assert.deepEqual(all(sourceReport), ['sdk-keywords']);
    assert.deepEqual(all(liveReport), ['sdk-keywords']);
    const [fromSource] = sdkFindings(sourceReport);
    const [fromServer] = sdkFindings(liveReport);
    assert.equal(fromServer.severity, fromSource.severity);
    assert.match(
      fromServer.message,
      /^The server's SDK adds `additionalProperties: false` and `\$schema` to each of the 2 tools/,
    );
  });

  it('OpenAI strict: the objects the SDK closes count as closed, and both fail on the optional properties alone', async () => {
    const dir = zod3Project();
    const rules = (r: JsonReport) => r.files.flatMap((f) => f.findings.map((x) => x.rule));
    const args = ['--format', 'json', '--target', 'openai-strict'];
    const source = await runCli(['src/', ...args], { cwd: dir });
    const live = await runCli(['mcp', ...args, '--', process.execPath, 'build/index.js'], { cwd: dir });
    assert.equal(source.code, 1, source.stdout);
    assert.equal(live.code, 1, live.stdout);
    assert.deepEqual(rules(JSON.parse(source.stdout) as JsonReport), ['strict-required-all']);
    assert.deepEqual(rules(JSON.parse(live.stdout) as JsonReport), ['strict-required-all']);
  });
});
