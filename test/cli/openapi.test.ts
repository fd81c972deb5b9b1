import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { runCli, tempProject } from './helpers/run';

const SHOP = readFileSync(join(__dirname, '..', 'fixtures', 'openapi', 'shop.openapi.json'), 'utf8');

it("lints the documents the config's openapi key lists as tools, and leaves another spec a plain JSON file", async () => {
  const dir = tempProject({
    'toolwire.config.json': JSON.stringify({ openapi: { files: ['api/*.json'], converter: 'notion-mcp-server' } }),
    'api/shop.json': SHOP,
    'specs/shop.json': SHOP,
  });
  const r = await runCli(['--format', 'json', '.'], { cwd: dir });
  const report = JSON.parse(r.stdout) as { files: { path: string; tools: unknown[]; findings: { rule: string }[] }[] };
  const byPath = new Map(report.files.map((f) => [f.path.split('\\').join('/'), f]));
  const api = byPath.get('api/shop.json');
  assert.equal(api?.tools.length, 3);
  assert.ok(api.findings.some((f) => f.rule === 'format-unsupported'));
  assert.equal(byPath.get('specs/shop.json'), undefined, 'a spec no config lists holds no tool');
});
