// npm's `prepare`: build dist/, which git does not hold, so that an install from git gives the
// `toolwire` and `toolwire-language-server` binaries. npm runs it after `npm ci` or `npm install`
// in a clone, before `npm pack`, and in a git install after installing the clone's dependencies,
// dev ones included.
//
// Under `npm install -g <git url>`, which is what pre-commit runs for a node hook, npm 10-11's
// install of the clone inherits --global and puts the dependencies in the global folder instead,
// so the build tools are not there: they are installed into the clone first. --ignore-scripts,
// or that install would run this script again.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function canResolve(id) {
  try {
    createRequire(join(process.cwd(), 'package.json')).resolve(id);
    return true;
  } catch {
    return false;
  }
}

function run(args) {
  const r = spawnSync(npm, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (!canResolve('esbuild')) {
  console.error('toolwire prepare: the build tools are missing here; installing the dev dependencies into this folder');
  run(['install', '--global=false', '--include=dev', '--ignore-scripts', '--no-save', '--no-audit', '--no-fund']);
}
run(['run', 'build']);
