// `npm run test:vscode`: the extension-host suite under @vscode/test-electron. Needs to download
// VS Code (set VSCODE_VERSION to pin one; default: the oldest engines.vscode allows). Not part of
// `npm test`; code-server runs the same suite in `npm run test:e2e`.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTests } from '@vscode/test-electron';
import { buildSuite, ROOT } from './build.mjs';

const suite = await buildSuite();
const workspace = mkdtempSync(join(tmpdir(), 'toolwire-vscode-ws-'));
const userData = mkdtempSync(join(tmpdir(), 'toolwire-vscode-user-'));
cpSync(join(ROOT, 'test/fixtures'), join(workspace, 'fixtures'), { recursive: true });
try {
  await runTests({
    version: process.env.VSCODE_VERSION ?? '1.100.0',
    extensionDevelopmentPath: ROOT,
    extensionTestsPath: suite,
    launchArgs: [workspace, '--disable-extensions', '--disable-workspace-trust', `--user-data-dir=${userData}`],
  });
} catch (e) {
  console.error(`extension-host tests failed: ${e?.message ?? e}`);
  process.exitCode = 1;
} finally {
  rmSync(workspace, { recursive: true, force: true });
  rmSync(userData, { recursive: true, force: true });
}
