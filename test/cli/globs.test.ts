import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import picomatch from 'picomatch';
import { DEFAULT_EXCLUDE, DEFAULT_INCLUDE } from '../../shared/src/index';
import { matchesGlobs } from '../../server/src/config/load';

const PATHS = [
  'tools.json',
  'a/b/tools.jsonc',
  'src/server.ts',
  'src/types.d.ts',
  'node_modules/x/index.js',
  'dist/cli.js',
  'packages/a/build/out.mjs',
  'packages/a/src/build.ts',
  'vendor/lib.min.js',
  '.vscode/settings.json',
  'tsconfig.base.json',
  'tools/legacy/old.json',
  'tools/new.json',
  'README.md',
];

const LISTS: readonly string[][] = [
  DEFAULT_INCLUDE,
  DEFAULT_EXCLUDE,
  ['tools/**/*.json', '!tools/legacy/**'],
  ['!**/*.ts'],
  ['**/*.{json,jsonc}', 'src/*.ts'],
  [],
];

describe('config globs: one expression per list', () => {
  it('matches exactly what picomatch matches, glob by glob, negations and braces included', () => {
    for (const globs of LISTS) {
      // picomatch takes no empty list; an empty list matches nothing.
      const picked = globs.length ? picomatch(globs, { dot: true }) : () => false;
      for (const path of PATHS)
        assert.equal(matchesGlobs(globs, path), picked(path), `${JSON.stringify(globs)} ${path}`);
    }
  });
});
