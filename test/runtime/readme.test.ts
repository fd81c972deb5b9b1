import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ensureRuntimeBuilt } from './build';
import { ROOT } from './helpers';

const EXAMPLE = join(ROOT, 'examples/runtime/agent-turn.mjs');
const FIXTURES = join(ROOT, 'test/runtime/fixtures');

/** The js code blocks of the README's "At run time" section. */
function runtimeBlocks(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('## At run time'),
    readme.indexOf('\n## ', readme.indexOf('## At run time') + 1),
  );
  return [...section.matchAll(/```js\n([\s\S]*?)\n```/g)].map((m) => m[1]);
}

describe('README "At run time"', () => {
  it('shows examples/runtime/agent-turn.mjs whole, in its two blocks', () => {
    const blocks = runtimeBlocks();
    assert.equal(blocks.length, 2);
    assert.equal(`${blocks.join('\n\n')}\n`, readFileSync(EXAMPLE, 'utf8'));
  });

  // Conformed for Gemini, the tools Gemini would refuse (set_units' integer enum) are left out
  // before the request, so the mock's 400 for that enum is never sent (the 400 path: rejection.test.ts).
  it('runs: MCP listTools -> conformTools for Gemini -> the OpenAI SDK at Gemini, which accepts the request', () => {
    ensureRuntimeBuilt();
    // The example imports `toolwire/runtime` by the package's own name, as a user's code would.
    const r = spawnSync(process.execPath, ['--import', join(FIXTURES, 'gemini-mock.mjs'), EXAMPLE], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, MCP_SERVER: join(FIXTURES, 'mcp-server.mjs'), GEMINI_API_KEY: 'test-key' },
      timeout: 60_000,
    });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(
      r.stdout,
      [
        'toolwire: set_units excluded (enum-non-string)',
        'toolwire: project_run_create excluded (items-missing)',
        'offered 1 tools, left out set_units, project_run_create',
        'get_forecast: sunny in Oslo',
        '',
      ].join('\n'),
    );
  });
});
