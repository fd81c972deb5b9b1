import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { FileChangeType, type PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { TestClient } from './harness';

/**
 * Which zod a document gets is looked up once per folder, and again when the
 * client's file watcher reports a package.json or a lockfile changed: an
 * install of zod 3 where zod 4 is declared takes `z.date()`'s error away.
 */
const SERVER = [
  "import { z } from 'zod';",
  "server.registerTool('later', { description: 'Remind me of something at a given time.', inputSchema: { when: z.date() } }, h);",
  '',
].join('\n');

const codes = (p: PublishDiagnosticsParams) => p.diagnostics.map((d) => String(d.code));

describe('a zod tool re-linted when the packages it gets change (over stdio)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'toolwire-packages-lsp-'));
  const write = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const uri = (path: string) => pathToFileURL(join(dir, path)).href;
  let client: TestClient;
  before(async () => {
    write('package.json', JSON.stringify({ dependencies: { zod: '^4.0.0' } }));
    client = await TestClient.start({ workspaceFolders: [{ uri: pathToFileURL(dir).href, name: 'p' }] });
    await client.open(uri('src/server.ts'), SERVER, 'typescript');
  });
  after(async () => {
    await client.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('zod 4 declared: z.date() throws', async () => {
    await client.diagnostics(uri('src/server.ts'), (p) => codes(p).includes('converter-throws'));
  });

  it('has asked the client to watch the manifests and lockfiles', () => {
    const globs = client.registrationOptions
      .filter((r) => r.method === 'workspace/didChangeWatchedFiles')
      .flatMap((r) => (r.registerOptions as { watchers: Array<{ globPattern: string }> }).watchers)
      .map((w) => w.globPattern);
    assert.ok(
      globs.some((g) => g.includes('package.json') && g.includes('pnpm-lock.yaml') && g.includes('yarn.lock')),
      globs.join(),
    );
  });

  it('zod 3 installed, the lockfile reported changed: no error, and the finding says which zod', async () => {
    write('node_modules/zod/package.json', JSON.stringify({ name: 'zod', version: '3.25.76' }));
    write(
      'package-lock.json',
      JSON.stringify({ lockfileVersion: 3, packages: { 'node_modules/zod': { version: '3.25.76' } } }),
    );
    await client.filesChanged([{ uri: uri('package-lock.json'), type: FileChangeType.Changed }]);
    const shown = await client.diagnostics(uri('src/server.ts'), (p) => !codes(p).includes('converter-throws'));
    const stamp = shown.diagnostics.find((d) => d.code === 'sdk-keywords');
    assert.match(stamp?.message ?? '', /zod 3\.25\.76 installed/);
  });
});
