/**
 * The bundled preview webview in headless Chromium, outside VS Code: the page is the
 * panel's real HTML (same CSP, same nonce'd script) served from a fake resource origin,
 * `acquireVsCodeApi` is a recorder, and every request is watched so "no network" is checkable.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { makeNonce, previewHtml } from '../../../client/src/preview/html';
import type { FromWebview } from '../../../client/src/preview/messages';
import { launchBrowser, type Browser } from '../../e2e/harness/browser';
import { CHROMIUM, REPO } from '../../e2e/harness/paths';
import { isStale } from '../../helpers/staleness';

/** Stands in for `webview.cspSource`: the only origin the page may load from. */
export const ORIGIN = 'https://toolwire-webview.test';
const DIST = join(REPO, 'dist/webview');
const THEMES = join(REPO, 'test/preview/themes');
const SOURCES = join(REPO, 'client/src/preview/webview');

export type Theme = 'dark' | 'light' | 'high-contrast';

/** Why the Chromium tests cannot run here, or undefined. On CI they always run (and fail if Chromium is missing). */
export function skipReason(): string | undefined {
  if (existsSync(CHROMIUM) || process.env.CI) return undefined;
  return `${CHROMIUM} is absent (apt-get install -y chromium); skipped outside CI`;
}

export interface WebviewPage {
  page: Page;
  /** Requests that left the resource origin or asked it for a file it does not serve. */
  strayRequests: string[];
  /** Posts a message as the extension would: a ToWebview, or anything else to see the page ignore it. */
  post(message: unknown): Promise<void>;
  posted(): Promise<FromWebview[]>;
  /** Waits until the page has posted a message matching `type` after `since` earlier ones. */
  waitForPosted<T extends FromWebview['type']>(type: T, since?: number): Promise<Extract<FromWebview, { type: T }>>;
  /** What the page last handed to `setState`. */
  persisted(): Promise<unknown>;
  dialogs: string[];
  /** Uncaught exceptions in the page. */
  pageErrors: string[];
  cspViolations(): Promise<string[]>;
  /** Swaps the theme's variables, as VS Code does when the user changes theme. */
  useTheme(theme: Theme): Promise<void>;
  close(): Promise<void>;
}

/** The bundle under test must be built from the sources as they are now. */
function assertBundleFresh(): void {
  const built = ['preview.js', 'preview.css', 'codicon.css', 'codicon.ttf'].map((f) => join(DIST, f));
  const missing = built.find((f) => !existsSync(f));
  if (missing) throw new Error(`${missing} is missing: run \`node esbuild.mjs\` (or npm run test:preview) first`);
  if (isStale(built, [SOURCES, join(SOURCES, '../messages.ts')]))
    throw new Error(
      'dist/webview is older than client/src/preview: run `node esbuild.mjs` (or npm run test:preview) first',
    );
}

export async function openWebview(
  options: { theme?: Theme; state?: unknown; width?: number } = {},
): Promise<WebviewPage> {
  assertBundleFresh();
  const browser = await launchBrowser();
  try {
    return await preparePage(browser, options.theme ?? 'dark', options.state, options.width ?? 900);
  } catch (e) {
    await browser.close();
    throw e;
  }
}

async function preparePage(browser: Browser, theme: Theme, state: unknown, width: number): Promise<WebviewPage> {
  const { page } = browser;
  const strayRequests: string[] = [];
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  await page.setViewportSize({ width, height: 1000 });
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    const body = url.startsWith(`${ORIGIN}/`) ? serve(new URL(url).pathname, theme) : undefined;
    if (body) return route.fulfill({ status: 200, contentType: body.type, body: body.data });
    strayRequests.push(url);
    return route.abort();
  });
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(`window.__initialState = ${JSON.stringify(state ?? null)};\n${HOST_STUB}`);
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  await page.goto(`${ORIGIN}/index.html`);
  await page.waitForSelector('#root');
  const posted = () => page.evaluate(() => (window as unknown as StubWindow).__posted);
  return {
    page,
    strayRequests,
    dialogs,
    pageErrors,
    post: (message) => page.evaluate((m) => window.postMessage(m, '*'), message),
    posted,
    async waitForPosted(type, since = 0) {
      const handle = await page.waitForFunction(
        ([t, n]) => (window as unknown as StubWindow).__posted.slice(n).find((m) => m.type === t),
        [type, since] as const,
      );
      return (await handle.jsonValue()) as never;
    },
    persisted: () => page.evaluate(() => (window as unknown as StubWindow).__state),
    cspViolations: () => page.evaluate(() => (window as unknown as StubWindow).__violations),
    useTheme: (next) =>
      page.evaluate(
        ([href, theme]) =>
          new Promise<void>((resolve, reject) => {
            const link = document.getElementById('theme') as HTMLLinkElement;
            document.body.className = `vscode-${theme}`;
            if (link.href === href) return resolve(); // the same href would not load again
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => reject(new Error(`cannot load ${href}`)), { once: true });
            link.href = href;
          }),
        [`${ORIGIN}/theme-${next}.css`, next] as const,
      ),
    close: () => browser.close(),
  };
}

interface StubWindow {
  __posted: FromWebview[];
  __state: unknown;
  __violations: string[];
}

/**
 * Runs in the page before its scripts (CDP init scripts are not subject to the page's CSP).
 * Kept as source text: tsx would wrap named functions in a `__name` helper the page lacks.
 */
const HOST_STUB = `
  window.__posted = [];
  window.__state = window.__initialState;
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ': ' + e.blockedURI));
  let acquired = false;
  window.acquireVsCodeApi = function () {
    if (acquired) throw new Error('acquireVsCodeApi may be called once');
    acquired = true;
    return {
      postMessage(m) { window.__posted.push(JSON.parse(JSON.stringify(m))); },
      getState() { return window.__state; },
      setState(s) { window.__state = s; },
    };
  };
`;

function serve(path: string, theme: Theme): { type: string; data: string | Buffer } | undefined {
  const file = (dir: string, name: string, type: string) =>
    existsSync(join(dir, name)) ? { type, data: readFileSync(join(dir, name)) } : undefined;
  switch (path) {
    case '/index.html':
      return { type: 'text/html', data: pageHtml(theme) };
    case '/vscode-defaults.css':
      return file(THEMES, 'vscode-defaults.css', 'text/css');
    case '/theme-dark.css':
    case '/theme-light.css':
    case '/theme-high-contrast.css':
      return file(THEMES, path.slice('/theme-'.length), 'text/css');
    case '/preview.js':
      return file(DIST, 'preview.js', 'text/javascript');
    case '/preview.css':
    case '/codicon.css':
      return file(DIST, path.slice(1), 'text/css');
    default:
      return path.startsWith('/codicon.ttf') ? file(DIST, 'codicon.ttf', 'font/ttf') : undefined;
  }
}

/** The panel's own HTML, plus what VS Code adds to every webview: its default styles, the theme's variables and body class. */
function pageHtml(theme: Theme): string {
  const html = previewHtml({
    cspSource: ORIGIN,
    nonce: makeNonce(),
    scriptUri: `${ORIGIN}/preview.js`,
    styleUri: `${ORIGIN}/preview.css`,
    codiconUri: `${ORIGIN}/codicon.css`,
    title: 'Toolwire preview',
  });
  return html
    .replace(
      '<link rel="stylesheet"',
      `<link rel="stylesheet" href="${ORIGIN}/vscode-defaults.css">\n<link rel="stylesheet" id="theme" href="${ORIGIN}/theme-${theme}.css">\n<link rel="stylesheet"`,
    )
    .replace('<body>', `<body class="vscode-${theme}">`);
}
