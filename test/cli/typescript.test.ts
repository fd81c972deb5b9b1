import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runCli, tempProject } from './helpers/run';

const TOOLS = `export const tools = [
  {
    name: 'search',
    description: 'Search the docs for a phrase and return the best pages.',
    input_schema: { type: 'object', properties: { tags: { type: 'array', description: 'Tags' } } },
  },
];
`;
const JSON_TOOLS = JSON.stringify(
  [
    {
      name: 'search',
      description: 'Search the docs for a phrase and return the best pages.',
      input_schema: { type: 'object', properties: { tags: { type: 'array', description: 'Tags' } } },
    },
  ],
  null,
  2,
);

interface JsonReport {
  files: { path: string; findings: { ruleId?: string; rule?: string }[] }[];
}
const paths = (stdout: string) => (JSON.parse(stdout) as JsonReport).files.map((f) => f.path).sort();
const ruleIds = (stdout: string) =>
  (JSON.parse(stdout) as JsonReport).files.flatMap((f) => f.findings.map((x) => x.ruleId ?? x.rule)).sort();

describe('toolwire on TypeScript and JavaScript files', () => {
  it('walks a folder for every TS/JS extension, skipping node_modules, .gitignore, *.d.ts, *.min.js, dist/ build/ out/', async () => {
    const dir = tempProject({
      'src/a.ts': TOOLS,
      'src/b.mjs': TOOLS,
      'src/c.tsx': TOOLS,
      'src/plain.ts': 'export const add = (a: number, b: number) => a + b;\n',
      'src/types.d.ts': TOOLS,
      'src/vendor.min.js': TOOLS,
      'dist/a.js': TOOLS,
      'build/a.js': TOOLS,
      'out/a.js': TOOLS,
      'node_modules/x/index.js': TOOLS,
      'generated/g.ts': TOOLS,
      '.gitignore': 'generated/\n',
    });
    const r = await runCli(['.', '--format', 'json'], { cwd: dir });
    assert.deepEqual(paths(r.stdout), ['src/a.ts', 'src/b.mjs', 'src/c.tsx'], r.stderr);
  });

  it('reports the same rule ids for a tool in TypeScript as for the same tool in JSON', async () => {
    const dir = tempProject({ 'tools.ts': TOOLS, 'tools.json': JSON_TOOLS });
    const ts = await runCli(['tools.ts', '--format', 'json'], { cwd: dir });
    const json = await runCli(['tools.json', '--format', 'json'], { cwd: dir });
    assert.ok(ruleIds(ts.stdout).includes('items-missing'), ts.stdout);
    assert.deepEqual(ruleIds(ts.stdout), ruleIds(json.stdout));
  });

  it('--stdin-filename x.ts reads standard input as TypeScript', async () => {
    const dir = tempProject({});
    const r = await runCli(['--stdin', '--stdin-filename', 'x.ts', '--format', 'json'], { cwd: dir, stdin: TOOLS });
    assert.ok(ruleIds(r.stdout).includes('items-missing'), r.stdout + r.stderr);
  });
});
