import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { lint, parseConfig } from '../../shared/src/index';
import { ROOT, ensureCliBuilt } from './helpers/build';

const EXAMPLES = join(ROOT, 'examples');
const files = readdirSync(EXAMPLES).filter((f) => /\.jsonc?$/.test(f) && f !== 'toolwire.config.json');

describe('examples/', () => {
  it('has a catalog in each provider shape', () => {
    const shapes = new Set(
      files.flatMap((f) => lint(readFileSync(join(EXAMPLES, f), 'utf8')).tools.map((t) => t.shape)),
    );
    for (const shape of ['openai', 'anthropic', 'mcp', 'gemini', 'bedrock'])
      assert.ok(shapes.has(shape as never), shape);
  });

  it('each catalog has real errors and at least one clean tool', () => {
    for (const f of files) {
      const { findings, tools } = lint(readFileSync(join(EXAMPLES, f), 'utf8'));
      assert.ok(
        findings.some((x) => x.severity === 'error'),
        `${f} shows an error`,
      );
      const flagged = new Set(findings.filter((x) => x.severity !== 'info').map((x) => x.toolIndex));
      assert.ok(
        tools.some((t) => !flagged.has(t.index)),
        `${f} has a clean tool`,
      );
    }
  });

  it('toolwire.config.json is a valid config', () => {
    assert.deepEqual(parseConfig(readFileSync(join(EXAMPLES, 'toolwire.config.json'), 'utf8')).problems, []);
  });

  it('npm run demo (without its build step) exits 0 and shows findings, a diff and a live server check', async () => {
    ensureCliBuilt();
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'demo.mjs'), '--no-build'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (out += d));
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    assert.equal(code, 0, out);
    assert.match(out, /examples\/openai\.chat-tools\.json\n\s+\d+:\d+\s+error/);
    assert.match(out, /^--- a\/examples\/mcp\.tools-list\.json$/m);
    assert.match(out, /\(tool "echo" at \/tools\/0\/inputSchema/);
  });
});
