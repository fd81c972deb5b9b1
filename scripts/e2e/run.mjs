#!/usr/bin/env node
// `npm run test:e2e`: packages the VSIX, then runs the real-editor suites under test/e2e one file at
// a time (each starts its own code-server and Chromium). Run scripts/e2e/install.sh first (the npm
// script does). `--no-package` reuses the VSIX already built; `--docs-images` copies the README's
// screenshots from a passing run into docs/images (smaller with pngquant, when it is installed);
// other arguments pick test files.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

process.chdir(new URL('../..', import.meta.url).pathname);
const args = process.argv.slice(2);
const skipPackage = args.includes('--no-package');
const docsImages = args.includes('--docs-images');
const picked = args.filter((a) => !a.startsWith('--'));

// A signal to this runner (Ctrl+C, a CI timeout) goes on to the running step, whose test files
// then stop the code-server and Chromium processes they started.
let current;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => (current ? current.kill(signal) : process.exit(1)));

function run(command, commandArgs) {
  console.log(`\n$ ${command} ${commandArgs.join(' ')}`);
  return new Promise((resolve) => {
    current = spawn(command, commandArgs, { stdio: 'inherit' });
    current.on('exit', (code, signal) => {
      current = undefined;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

if (!skipPackage && (await run('npm', ['run', 'package'])) !== 0) {
  console.error('e2e: packaging failed');
  process.exit(1);
}

// The extension-host mocha suite (test/vscode), bundled to out/test-vscode/index.js.
if ((await run(process.execPath, ['test/vscode/build.mjs'])) !== 0) {
  console.error('e2e: bundling the extension-host suite failed');
  process.exit(1);
}

// Screenshots and logs of this run only: a stale "-failed" shot from an earlier run would mislead.
rmSync('test-results/e2e', { recursive: true, force: true });
const files = picked.length
  ? picked
  : readdirSync('test/e2e')
      .filter((f) => f.endsWith('.test.ts'))
      .sort()
      .map((f) => join('test/e2e', f));
// One file at a time: two workbenches at once would starve each other on two cores.
const status = await run(process.execPath, [
  '--import',
  'tsx',
  '--test',
  '--test-concurrency=1',
  '--test-reporter=spec',
  ...files,
]);
if (status === 0 && docsImages) copyDocsImages();
process.exit(status);

/** README's screenshots, from the workbench steps that show each feature (docs/images/preview.png is the preview's own, from its Chromium test). */
function copyDocsImages() {
  const shots = {
    '1-incident-problems': 'problems',
    '2-lightbulb': 'lightbulb',
    '4-preview-gemini': 'vscode-preview',
    '5-hover': 'hover',
  };
  const quantize = spawnSync('pngquant', ['--version']).status === 0;
  for (const [shot, name] of Object.entries(shots)) {
    const from = join('test-results/e2e', `${shot}.png`);
    const to = join('docs/images', `${name}.png`);
    if (!existsSync(from)) continue;
    if (!quantize || spawnSync('pngquant', ['--force', '--quality=70-95', '--output', to, from]).status !== 0)
      copyFileSync(from, to);
    console.log(`e2e: ${to}`);
  }
}
