/**
 * A whole real-editor session for one test file: code-server with the packaged VSIX and a fixture
 * workspace, Chromium on the workbench, and `step()` to run each check with a screenshot under
 * test-results/e2e (also when the step fails). `close()` stops everything it started.
 */
import { launchBrowser, type Browser } from './browser';
import { startCodeServer, type CodeServer, type CodeServerOptions } from './code-server';
import { requireInstalled } from './paths';
import { Workbench } from './workbench';

export interface Session {
  server: CodeServer;
  browser: Browser;
  wb: Workbench;
  /** Runs `body`, then saves `<name>.png` (or `<name>-failed.png`, and rethrows). */
  step(name: string, body: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export async function openSession(options: CodeServerOptions & { firstFile: string }): Promise<Session> {
  requireInstalled();
  const server = await startCodeServer(options);
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const wb = new Workbench(browser.page);
    await wb.load(server.url, options.firstFile);
    const opened = browser;
    return {
      server,
      browser: opened,
      wb,
      async step(name, body) {
        try {
          await wb.dismiss();
          await body();
        } catch (error) {
          await wb.screenshot(`${name}-failed`).catch(() => undefined);
          throw error;
        }
        await wb.screenshot(name);
      },
      async close() {
        await opened.close();
        await server.stop();
      },
    };
  } catch (error) {
    await browser?.close();
    await server.stop();
    throw error;
  }
}
