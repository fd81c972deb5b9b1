#!/usr/bin/env node
// Runs every *.test.ts under the given folders (default: test/) with node's test runner and tsx.
// Node 20's --test takes no globs, so the files are listed here.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const roots = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const passthrough = process.argv.slice(2).filter((a) => a.startsWith('--'));
const skip = new Set(['node_modules', 'fixtures', 'vscode', 'e2e']);

function collect(dir, out) {
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!skip.has(name)) collect(full, out);
    } else if (name.endsWith('.test.ts')) out.push(relative(process.cwd(), full));
  }
  return out;
}

const files = (roots.length ? roots : ['test']).flatMap((r) => (r.endsWith('.ts') ? [r] : collect(r, [])));
if (!files.length) {
  console.error('no test files found');
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-reporter=spec', ...passthrough, ...files],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
