/**
 * The extension-host mocha suite of test/vscode (the one `npm run test:vscode` runs under
 * @vscode/test-electron where VS Code can be downloaded), run here inside code-server's extension
 * host with the full `vscode` API, against the extension exactly as packaged (.e2e/package, where
`npm run package` staged the VSIX's files). scripts/e2e/run.mjs bundles the suite to
out/test-vscode/index.js first.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { runInExtensionHost, type SuiteOutcome } from './harness/extension-host';
import { FIXTURES, PACKAGED_EXTENSION, REPO } from './harness/paths';

const SUITE = join(REPO, 'out/test-vscode/index.js');
const FAILING_SUITE = join(REPO, 'test/e2e/extension-host/failing-suite.js');
const files = Object.fromEntries(
  readdirSync(FIXTURES, { withFileTypes: true })
    .filter((entry) => entry.isFile()) // test/fixtures/typescript/ is a folder of its own
    .map(({ name }) => [name, readFileSync(join(FIXTURES, name), 'utf8')]),
);
const firstFile = Object.keys(files)[0];

function describeOutcome(outcome: SuiteOutcome): string {
  return `${outcome.error ?? ''}\n--- suite output ---\n${outcome.output}`;
}

test('a failing test inside the extension host fails the run', { timeout: 240_000 }, async () => {
  const outcome = await runInExtensionHost({
    extensionPath: PACKAGED_EXTENSION,
    suite: FAILING_SUITE,
    files,
    firstFile,
    logName: 'extension-host-failing.log',
  });
  assert.equal(outcome.passed, false, 'the deliberately failing suite was reported as passing');
  assert.match(outcome.output, /1 passing/);
  assert.match(outcome.output, /1 failing/);
});

test("the test/vscode suite passes in code-server's extension host", { timeout: 600_000 }, async () => {
  assert.ok(existsSync(SUITE), `${SUITE} is missing: node test/vscode/build.mjs bundles it (npm run test:e2e does)`);
  assert.ok(
    existsSync(join(PACKAGED_EXTENSION, 'dist/extension.js')),
    'no packaged extension: run npm run package (npm run test:e2e does)',
  );
  const outcome = await runInExtensionHost({
    extensionPath: PACKAGED_EXTENSION,
    suite: SUITE,
    files,
    firstFile,
    logName: 'extension-host.log',
    timeout: 540_000,
  });
  console.log(outcome.output.trim());
  assert.ok(outcome.passed, describeOutcome(outcome));
  assert.match(outcome.output, /\d+ passing/, 'the suite ran no test');
});
