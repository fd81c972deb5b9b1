import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { StreamMessageReader, type Message, type ResponseMessage } from 'vscode-languageserver-protocol/node';
import { frame } from '../lsp/raw';
import { installGlobally, PACKAGE, packRepository, run } from './pack';

// What may ship: the bundles and declarations under dist/, and the files npm always adds.
const SHIPPED =
  /^(dist\/[a-z-]+\.m?js|dist\/types\/.+\.d\.ts|dist\/eslint\.d\.ts|package\.json|README\.md|LICENSE|CHANGELOG\.md)$/;
// Issue 24's bound. 1.94 MB packed with the Python front end: only the server, the CLI and the
// library carry it, and dist/index.mjs re-exports dist/index.js rather than repeat the engine.
const MAX_TARBALL_BYTES = 2_000_000;

// A TypeScript tool file: the installed CLI reads it with the `typescript` dependency, as the
// tarball leaves dist/typescript.js out.
const TS_TOOLS = `export const tools = [
  { type: 'function', function: { name: 'refund order', description: 'Refund an order that was paid by card.', parameters: { type: 'object', properties: {} } } },
];
`;

describe('the npm package, packed from the repository and installed globally', () => {
  const packed = packRepository();

  it('holds only what runs, and every bin and export it declares, in at most 2 MB', () => {
    assert.deepEqual(
      packed.files.filter((f) => !SHIPPED.test(f)),
      [],
    );
    const declared = [
      ...Object.values(PACKAGE.bin),
      ...Object.values(PACKAGE.exports).flatMap((e) => (typeof e === 'string' ? [e] : Object.values(e))),
    ].map((p) => p.replace(/^\.\//, ''));
    assert.deepEqual(
      declared.filter((p) => !packed.files.includes(p)),
      [],
    );
    assert.ok(packed.size <= MAX_TARBALL_BYTES, `the tarball has ${packed.size} bytes`);
  });

  it('puts toolwire and toolwire-language-server on PATH, and both run', { timeout: 120_000 }, async () => {
    const prefix = await installGlobally(packed.tarball);
    const bin = (name: string) => join(prefix, 'bin', name);

    const version = await run(bin('toolwire'), ['--version'], prefix);
    assert.deepEqual(version, { code: 0, output: `${PACKAGE.version}\n` });

    const dir = mkdtempSync(join(tmpdir(), 'toolwire-installed-'));
    writeFileSync(join(dir, 'tools.ts'), TS_TOOLS);
    const lint = await run(bin('toolwire'), ['--format', 'json', 'tools.ts'], dir);
    assert.equal(lint.code, 1, lint.output);
    const report = JSON.parse(lint.output) as { files: { findings: { rule: string }[] }[] };
    assert.ok(
      report.files[0].findings.some((f) => f.rule === 'name-invalid'),
      lint.output,
    );

    const answer = await initialize(bin('toolwire-language-server'));
    assert.equal(answer.error, undefined);
    const result = answer.result as { capabilities: Record<string, unknown>; serverInfo?: { name: string } };
    assert.equal(result.serverInfo?.name, 'toolwire-language-server');
    assert.ok(result.capabilities.codeActionProvider, 'it offers code actions');
  });
});

/** Start a language server over stdio, send `initialize`, and answer its response; then shut it down and wait for its exit. */
async function initialize(command: string): Promise<ResponseMessage> {
  const child = spawn(command, ['--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const response = new Promise<ResponseMessage>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before answering`)));
    new StreamMessageReader(child.stdout).listen((m: Message) => {
      if ((m as ResponseMessage).id === 0) resolve(m as ResponseMessage);
    });
  });
  child.stdin.write(
    frame({
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { processId: process.pid, rootUri: null, capabilities: {} },
    }),
  );
  const answer = await response;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdin.write(frame({ jsonrpc: '2.0', id: 1, method: 'shutdown' }));
  child.stdin.write(frame({ jsonrpc: '2.0', method: 'exit' }));
  await exited;
  return answer;
}
