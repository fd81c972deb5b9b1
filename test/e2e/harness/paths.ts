/** Where the real-editor tests find what scripts/e2e/install.sh installed and where they write. */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO = resolve(__dirname, '../../..');
export const CODE_SERVER_ENTRY = join(REPO, '.e2e/code-server/node_modules/code-server/out/node/entry.js');
export const CHROMIUM = process.env.TOOLWIRE_E2E_CHROMIUM ?? '/usr/bin/chromium';
export const RESULTS = join(REPO, 'test-results/e2e');
export const FIXTURES = join(REPO, 'test/fixtures');
/** The unpacked extension as `npm run package` staged it: exactly what the VSIX holds. */
export const PACKAGED_EXTENSION = join(REPO, '.e2e/package');

export function packageVersion(): string {
  return (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The VSIX `npm run package` writes. */
export function vsixPath(): string {
  return join(REPO, `toolwire-${packageVersion()}.vsix`);
}

export function requireInstalled(): void {
  for (const [what, path] of [
    ['code-server', CODE_SERVER_ENTRY],
    ['chromium', CHROMIUM],
    ['the VSIX', vsixPath()],
  ] as const) {
    if (!existsSync(path))
      throw new Error(
        `${what} is missing at ${path}: run scripts/e2e/install.sh and npm run package (npm run test:e2e does both)`,
      );
  }
}
