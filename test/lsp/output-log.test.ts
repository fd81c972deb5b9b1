import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { TestClient } from './harness';

const ROOT = join(__dirname, '..', '..');
const TOOL =
  "export const tools = [{ name: 'a', description: 'Does a.', parameters: { type: 'object', properties: {} } }];\n";
const version = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;

/**
 * The output channel is the server's `window/logMessage`: what a user reporting a
 * problem copies from it. (Internal errors, a rule that throws, are logged too:
 * test/lsp/hostile.test.ts.)
 */
describe('the output channel says what a problem report needs (over stdio)', () => {
  let client: TestClient;
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'toolwire-log-')));
  const config = join(dir, 'toolwire.config.json');
  before(async () => {
    writeFileSync(config, JSON.stringify({ targets: ['openai', 'gemini'], rules: { 'sdk-keywords': 'off' } }));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ dependencies: { zod: '4.6.7' } }));
    client = await TestClient.start({
      workspaceFolders: [{ uri: pathToFileURL(dir).href, name: 'project' }],
      clientInfo: { name: 'Visual Studio Code', version: '1.96.0' },
    });
  });
  after(() => client.stop());

  it('the start: the versions of Toolwire, Node, the editor and the bundled TypeScript parser', () => {
    const start = client.logs.find((l) => l.includes('language server started'));
    assert.ok(start, client.logs.join('\n'));
    assert.ok(start.startsWith(`Toolwire ${version(join(ROOT, 'package.json'))} language server started`), start);
    assert.ok(start.includes(`Node ${process.version}`), start);
    assert.ok(start.includes('client Visual Studio Code 1.96.0'), start);
    const typescript = version(join(ROOT, 'node_modules', 'typescript', 'package.json'));
    assert.ok(start.includes(`TypeScript parser ${typescript}`), start);
  });

  it("a folder's configuration once, when its first file is linted: targets, rules, config file, packages", async () => {
    for (const name of ['server.ts', 'other.ts']) {
      const uri = pathToFileURL(join(dir, name)).href;
      await client.open(uri, TOOL, 'typescript');
      await client.currentDiagnostics(uri);
    }
    const lines = client.logs.filter((l) => l.startsWith('Configuration for '));
    assert.deepEqual(lines, [
      `Configuration for ${dir}: targets openai, gemini; rules sdk-keywords: off; config file ${config}; packages zod 4.6.7 declared`,
    ]);
  });
});
