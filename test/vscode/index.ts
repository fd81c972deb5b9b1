/// <reference types="mocha" />
/**
 * The extension-host test suite's entry: `run()` is what VS Code calls with
 * `--extensionTestsPath` (@vscode/test-electron, or code-server's `payload`).
 * It resolves when every test passed and rejects otherwise, so a failing test
 * fails the run. With TOOLWIRE_VSCODE_TEST_REPORT set, the results are also
 * written there as JSON (for runners that cannot see the extension host exit).
 */
import { writeFileSync } from 'node:fs';
import Mocha from 'mocha';

export function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', timeout: 60_000, color: false, reporter: 'spec' });
  // Install describe/it for the suite, then load it (esbuild evaluates the import here, not earlier).
  mocha.suite.emit('pre-require', globalThis, 'extension.test', mocha);
  require('./extension.test');
  return new Promise((resolve, reject) => {
    const results: Array<{ title: string; state: string; error?: string }> = [];
    const runner = mocha.run((failures) => {
      const report = process.env.TOOLWIRE_VSCODE_TEST_REPORT;
      if (report) writeFileSync(report, JSON.stringify({ failures, tests: results }, null, 2));
      if (failures) reject(new Error(`${failures} extension-host test${failures === 1 ? '' : 's'} failed`));
      else resolve();
    });
    runner.on('pass', (t) => results.push({ title: t.fullTitle(), state: 'passed' }));
    runner.on('fail', (t, err: Error) =>
      results.push({ title: t.fullTitle(), state: 'failed', error: String(err?.stack ?? err) }),
    );
  });
}
