import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from './helpers/build';
import { runCli, tempProject } from './helpers/run';

const STRICT_TOOL = JSON.stringify({
  tools: [
    {
      type: 'function',
      function: {
        name: 'find_city',
        description: 'Looks a city up by its name.',
        strict: true,
        parameters: { type: 'object', properties: { city: { type: 'string', description: 'The city.' } } },
      },
    },
  ],
});

describe('the strict targets on the command line', () => {
  it('--target openai-strict,anthropic-strict,xai examples/ reports strict findings', async () => {
    const r = await runCli([
      '--target',
      'openai-strict,anthropic-strict,xai',
      '--format',
      'json',
      join(ROOT, 'examples'),
    ]);
    assert.equal(r.stderr, '');
    const rules = new Set(
      (JSON.parse(r.stdout) as { files: { findings: { rule: string }[] }[] }).files.flatMap((file) =>
        file.findings.map((f) => f.rule),
      ),
    );
    for (const rule of ['strict-additional-properties', 'strict-required-all', 'strict-keyword'])
      assert.ok(rules.has(rule), `${rule} among ${[...rules].join(', ')}`);
  });

  it('judges a tool that sets strict: true by openai-strict under the default targets', async () => {
    const dir = tempProject({ 'tools.json': STRICT_TOOL });
    const r = await runCli(['tools.json'], { cwd: dir });
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stdout, /strict-additional-properties/);
    assert.match(r.stdout, /strict-required-all/);
    assert.match(r.stdout, /This tool sets strict: true/);
  });
});
