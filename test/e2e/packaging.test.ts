/**
 * The VSIX `npm run package` wrote (scripts/e2e/run.mjs packages before the suites run): only the
 * bundled outputs and the listing files ship, the manifest says what a marketplace needs, and
 * `engines.vscode` accepts the VS Code this machine can run (code-server 4.100.3 = VS Code 1.100).
 */
import assert from 'node:assert/strict';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO, vsixPath } from './harness/paths';
import { readZip } from './harness/zip';

/** What may ship, as paths inside the VSIX. Anything else (sources, maps, node_modules) fails. */
const ALLOWED = [
  /^\[Content_Types\]\.xml$/,
  /^extension\.vsixmanifest$/,
  /^extension\/package\.json$/,
  /^extension\/readme\.md$/,
  /^extension\/changelog\.md$/,
  /^extension\/LICENSE\.txt$/,
  /^extension\/images\/icon\.png$/,
  /^extension\/dist\/extension\.js$/,
  /^extension\/dist\/server\.js$/,
  // The TypeScript compiler, bundled apart: the server loads it on the first TS/JS document.
  /^extension\/dist\/typescript\.js$/,
  // The tokenizer, bundled apart: the server loads it for the preview's token counts and a token budget.
  /^extension\/dist\/tokenizer\.js$/,
  /^extension\/dist\/webview\/[\w.-]+\.(js|css|ttf)$/,
  /^extension\/syntaxes\/[\w.-]+\.json$/,
];
const REQUIRED = [
  'extension/package.json',
  'extension/changelog.md',
  'extension/LICENSE.txt',
  'extension/images/icon.png',
  'extension/dist/extension.js',
  'extension/dist/server.js',
  'extension/dist/typescript.js',
  'extension/dist/tokenizer.js',
];
/** The newest VS Code the extension can be tested in here. */
const TESTED_VSCODE = [1, 100];

interface Manifest {
  engines: { vscode: string };
  icon?: string;
  categories?: string[];
  keywords?: string[];
  repository?: unknown;
  main: string;
  dependencies?: Record<string, string>;
}

test('the VSIX ships the bundled outputs and listing files, nothing else', () => {
  const vsix = vsixPath();
  assert.ok(existsSync(vsix), `${vsix} is missing: run npm run package`);
  const zip = readZip(vsix);
  const names = zip.entries.map((e) => e.name);
  const unexpected = names.filter((name) => !ALLOWED.some((pattern) => pattern.test(name)));
  assert.deepEqual(unexpected, [], 'files outside the .vscodeignore allowlist');
  for (const name of REQUIRED) assert.ok(names.includes(name), `the VSIX has no ${name}`);
  if (existsSync(join(REPO, 'README.md'))) assert.ok(names.includes('extension/readme.md'), 'the VSIX has no README');

  const size = statSync(vsix).size;
  const unpacked = zip.entries.reduce((sum, e) => sum + e.size, 0);
  console.log(
    `vsix: ${vsix.slice(REPO.length + 1)} ${(size / 1024).toFixed(0)} KiB packed, ${(unpacked / 1024).toFixed(0)} KiB unpacked, ${names.length} entries:\n  ${names.join('\n  ')}`,
  );
});

test('the VSIX manifest targets VS Code 1.100 and is findable', () => {
  const manifest = JSON.parse(readZip(vsixPath()).read('extension/package.json').toString('utf8')) as Manifest;
  const floor = /^\^(\d+)\.(\d+)\.\d+$/.exec(manifest.engines.vscode);
  assert.ok(floor, `engines.vscode "${manifest.engines.vscode}" is not a caret range`);
  const [major, minor] = [Number(floor[1]), Number(floor[2])];
  assert.ok(
    major < TESTED_VSCODE[0] || (major === TESTED_VSCODE[0] && minor <= TESTED_VSCODE[1]),
    `engines.vscode ${manifest.engines.vscode} is newer than VS Code ${TESTED_VSCODE.join('.')}`,
  );
  assert.equal(manifest.main, './dist/extension.js');
  assert.equal(manifest.icon, 'images/icon.png');
  assert.ok(manifest.repository, 'no repository');
  assert.ok(manifest.categories?.includes('Linters'), 'categories should include Linters');
  for (const keyword of ['mcp', 'openai', 'anthropic', 'gemini', 'json schema'])
    assert.ok(manifest.keywords?.includes(keyword), `keywords lack "${keyword}"`);
});
