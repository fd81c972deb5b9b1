/**
 * Runs a mocha suite inside code-server's Node extension host with the full `vscode` API, the way
 * `@vscode/test-electron` runs it in desktop VS Code: the workbench URL's `payload` names the
 * extension under development and the test index (test/e2e/extension-host/index.js), which runs
 * the suite and writes its outcome to a file, read here.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from './browser';
import { startCodeServer } from './code-server';
import { REPO } from './paths';
import { removeOnExit } from './processes';
import { waitUntil } from './wait';

export const TEST_INDEX = join(REPO, 'test/e2e/extension-host/index.js');

export interface SuiteOutcome {
  passed: boolean;
  ms: number;
  error?: string;
  /** What the suite printed (mocha's report). */
  output: string;
  /** What the extension host and the page logged to the browser console (mocha's report among it). */
  console: string[];
}

export interface SuiteRun {
  /** The extension folder (its package.json and main), as for `extensionDevelopmentPath`. */
  extensionPath: string;
  /** The compiled suite whose exported `run()` runs the tests. */
  suite: string;
  files: Record<string, string>;
  firstFile: string;
  logName: string;
  timeout?: number;
}

export async function runInExtensionHost(run: SuiteRun): Promise<SuiteOutcome> {
  const scratch = removeOnExit(mkdtempSync(join(tmpdir(), 'toolwire-exthost-')));
  const resultFile = join(scratch, 'result.json');
  const server = await startCodeServer({
    files: run.files,
    logName: run.logName,
    env: { TOOLWIRE_E2E_RESULT: resultFile, TOOLWIRE_E2E_SUITE: run.suite },
  });
  const browser = await launchBrowser().catch(async (error) => {
    await server.stop();
    throw error;
  });
  try {
    const remote = (path: string) => `vscode-remote://127.0.0.1:${server.port}${path}`;
    const payload = [
      ['extensionDevelopmentPath', remote(run.extensionPath)],
      ['extensionTestsPath', remote(TEST_INDEX)],
    ];
    const console: string[] = [];
    browser.page.on('console', (message) => console.push(message.text()));
    await browser.page.goto(`${server.url}&payload=${encodeURIComponent(JSON.stringify(payload))}`);
    await waitUntil(() => existsSync(resultFile), Boolean, {
      message: `the extension-host suite ${run.suite} to finish and write ${resultFile} (code-server log: test-results/e2e/${run.logName})`,
      timeout: run.timeout ?? 5 * 60_000,
    });
    const outcome = JSON.parse(readFileSync(resultFile, 'utf8')) as Omit<SuiteOutcome, 'console'>;
    return { ...outcome, console };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}
