#!/usr/bin/env node
// `npm run package`: writes toolwire-<version>.vsix with @vscode/vsce from a production build
// (`node esbuild.mjs --production`). The build runs in a staging folder (.e2e/package) that links
// the sources, so the VSIX never picks up a development build, a stale source map or a file that
// another build is rewriting in dist/ at that moment, and dist/ itself is left as it was.
// Everything is bundled: the VSIX takes no node_modules (--no-dependencies), and .vscodeignore is
// an allowlist.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repo = resolve(new URL('../..', import.meta.url).pathname);
const stage = join(repo, '.e2e/package');
const { version } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
const out = join(repo, `toolwire-${version}.vsix`);

const LINKED = ['shared', 'server', 'client', 'node_modules', 'tsconfig.base.json'];
const COPIED = ['.vscodeignore', 'README.md', 'CHANGELOG.md', 'LICENSE', 'images', 'syntaxes'];

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`package: ${command} ${args.join(' ')} failed`);
    process.exit(1);
  }
}

rmSync(stage, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });
for (const name of LINKED) symlinkSync(join(repo, name), join(stage, name));
for (const name of COPIED)
  if (existsSync(join(repo, name))) cpSync(join(repo, name), join(stage, name), { recursive: true });
// package.json's `files` is the npm package's list; vsce refuses it beside .vscodeignore, the VSIX's.
const manifest = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
delete manifest.files;
writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

run(process.execPath, [join(repo, 'esbuild.mjs'), '--production'], stage);
// The links were for the build only; vsce sees the bundles and the listing files alone.
for (const name of LINKED) rmSync(join(stage, name));
run(
  process.execPath,
  [join(repo, 'node_modules/@vscode/vsce/vsce'), 'package', '--no-dependencies', '--out', out],
  stage,
);
console.log(`package: ${out.slice(repo.length + 1)} (${(statSync(out).size / 1024).toFixed(0)} KiB)`);
