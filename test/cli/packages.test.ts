import assert from 'node:assert/strict';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, symlinkSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { lint } from '../../shared/src/index';
import { PackageIndex } from '../../server/src/config/packages';

/**
 * The host's answer to "which version of this package does this file get":
 * Node's resolution first, then the lockfile, then the declared ranges. Each
 * case is a project written to a scratch folder: its files, the file linted,
 * and the answer for one package name.
 */
interface Case {
  name: string;
  files: Record<string, string>;
  /** Symlinks, link -> target (pnpm's layout), relative to the project. */
  links?: Record<string, string>;
  file: string;
  ask?: string;
  expected: { installed?: string; declared?: string } | undefined;
}

const manifest = (version: string, deps: Record<string, string> = {}) =>
  JSON.stringify({ name: 'x', version, dependencies: deps });

const CASES: Case[] = [
  {
    name: 'the nearest node_modules wins over a hoisted one',
    files: {
      'package.json': manifest('1.0.0', { zod: '^4.0.0' }),
      'node_modules/zod/package.json': manifest('4.1.5'),
      'packages/a/package.json': manifest('1.0.0', { zod: '^3.25.0' }),
      'packages/a/node_modules/zod/package.json': manifest('3.25.76'),
    },
    file: 'packages/a/src/server.ts',
    expected: { installed: '3.25.76', declared: '^3.25.0' },
  },
  {
    name: "zod not declared: the SDK's own nested install, and the range the SDK declares",
    files: {
      'package.json': manifest('1.0.0', { '@modelcontextprotocol/sdk': '^1.10.0' }),
      'node_modules/@modelcontextprotocol/sdk/package.json': manifest('1.10.2', { zod: '^3.23.8' }),
      'node_modules/@modelcontextprotocol/sdk/node_modules/zod/package.json': manifest('3.24.4'),
    },
    file: 'src/server.ts',
    expected: { installed: '3.24.4', declared: '^3.23.8' },
  },
  {
    name: "pnpm: links followed, and the SDK's zod beside it in the store",
    files: {
      'package.json': manifest('1.0.0', { '@modelcontextprotocol/sdk': '^1.17.0' }),
      'node_modules/.pnpm/@modelcontextprotocol+sdk@1.17.0/node_modules/@modelcontextprotocol/sdk/package.json':
        manifest('1.17.0', { zod: '^3.25 || ^4.0' }),
      'node_modules/.pnpm/@modelcontextprotocol+sdk@1.17.0/node_modules/zod/package.json': manifest('4.3.6'),
    },
    links: {
      'node_modules/@modelcontextprotocol/sdk':
        'node_modules/.pnpm/@modelcontextprotocol+sdk@1.17.0/node_modules/@modelcontextprotocol/sdk',
    },
    file: 'src/server.ts',
    expected: { installed: '4.3.6', declared: '^3.25 || ^4.0' },
  },
  {
    name: 'package-lock.json: the workspace package its own pin, before the root one',
    files: {
      'package.json': manifest('1.0.0'),
      'package-lock.json': JSON.stringify({
        lockfileVersion: 3,
        packages: {
          '': { name: 'root' },
          'node_modules/a': { resolved: 'packages/a', link: true },
          'node_modules/zod': { version: '4.2.1' },
          'packages/a/node_modules/zod': { version: '3.25.76' },
        },
      }),
      'packages/a/package.json': manifest('1.0.0', { zod: '^3.25.0' }),
    },
    file: 'packages/a/src/server.ts',
    expected: { installed: '3.25.76', declared: '^3.25.0' },
  },
  {
    name: 'package-lock.json v1',
    files: {
      'package.json': manifest('1.0.0', { zod: '^3.22.0' }),
      'package-lock.json': JSON.stringify({ lockfileVersion: 1, dependencies: { zod: { version: '3.22.4' } } }),
    },
    file: 'index.js',
    expected: { installed: '3.22.4', declared: '^3.22.0' },
  },
  {
    name: 'pnpm-lock.yaml with a catalog: the importer pin, the range from pnpm-workspace.yaml',
    files: {
      'package.json': manifest('1.0.0'),
      'pnpm-workspace.yaml': "packages:\n  - 'packages/*'\ncatalog:\n  zod: ^3.25.0\n",
      'pnpm-lock.yaml': [
        "lockfileVersion: '9.0'",
        'catalogs:',
        '  default:',
        '    zod:',
        '      specifier: ^3.25.0',
        '      version: 3.25.76',
        'importers:',
        '  .: {}',
        '  packages/a:',
        '    dependencies:',
        '      zod:',
        "        specifier: 'catalog:'",
        '        version: 3.25.76',
        'packages:',
        '  zod@3.25.76:',
        '    resolution: {integrity: sha512-x}',
        '',
      ].join('\n'),
      'packages/a/package.json': manifest('1.0.0', { zod: 'catalog:' }),
    },
    file: 'packages/a/src/server.ts',
    expected: { installed: '3.25.76', declared: '^3.25.0' },
  },
  {
    name: 'a named pnpm catalog',
    files: {
      'pnpm-workspace.yaml': 'catalogs:\n  legacy:\n    zod: ^3.23.0\n  next:\n    zod: ^4.1.0\n',
      'package.json': manifest('1.0.0', { zod: 'catalog:next' }),
    },
    file: 'src/server.ts',
    expected: { declared: '^4.1.0' },
  },
  {
    name: 'yarn.lock 1: the entry of the declared range among two',
    files: {
      'package.json': manifest('1.0.0', { zod: '^3.23.8' }),
      'yarn.lock': [
        '# yarn lockfile v1',
        '',
        'zod@^3.20.0:',
        '  version "3.21.4"',
        '',
        '"zod@^3.22.4", zod@^3.23.8:',
        '  version "3.23.8"',
        '  resolved "https://registry.yarnpkg.com/zod/-/zod-3.23.8.tgz"',
        '',
      ].join('\n'),
    },
    file: 'src/server.ts',
    expected: { installed: '3.23.8', declared: '^3.23.8' },
  },
  {
    name: 'yarn.lock berry',
    files: {
      'package.json': manifest('1.0.0', { zod: '^4.0.0' }),
      'yarn.lock':
        '__metadata:\n  version: 8\n\n"zod@npm:^4.0.0":\n  version: 4.0.17\n  resolution: "zod@npm:4.0.17"\n',
    },
    file: 'src/server.ts',
    expected: { installed: '4.0.17', declared: '^4.0.0' },
  },
  {
    name: 'bun.lock',
    files: {
      'package.json': manifest('1.0.0', { zod: '^4.0.0' }),
      'bun.lock':
        '{\n  "lockfileVersion": 1,\n  "packages": {\n    "zod": ["zod@4.4.3", "", {}, "sha512-x"],\n  }\n}\n',
    },
    file: 'src/server.ts',
    expected: { installed: '4.4.3', declared: '^4.0.0' },
  },
  {
    name: 'a nested package.json that declares nothing does not hide the one that does',
    files: { 'package.json': manifest('1.0.0', { zod: '^3.25.0' }), 'src/package.json': '{"type": "module"}' },
    file: 'src/server.ts',
    expected: { declared: '^3.25.0' },
  },
  {
    name: 'nothing anywhere',
    files: { 'package.json': manifest('1.0.0') },
    file: 'src/server.ts',
    expected: undefined,
  },
];

function project(files: Record<string, string>, links: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'toolwire-packages-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  for (const [link, target] of Object.entries(links)) {
    mkdirSync(dirname(join(dir, link)), { recursive: true });
    symlinkSync(join(dir, target), join(dir, link), 'dir');
  }
  return dir;
}

describe('which version of a package a file gets (server/src/config/packages.ts)', () => {
  for (const c of CASES)
    it(c.name, () => {
      const dir = project(c.files, c.links);
      const answer = new PackageIndex().forFile(join(dir, c.file));
      assert.ok(answer);
      assert.deepEqual(answer(c.ask ?? 'zod'), c.expected);
    });

  it('answers nothing for a file that is not code', () => {
    const dir = project({ 'package.json': manifest('1.0.0', { zod: '^3.25.0' }) });
    assert.equal(new PackageIndex().forFile(join(dir, 'tools.json')), undefined);
  });

  it('keeps an answer per folder until forget(): an install is seen after the watcher says so', () => {
    const dir = project({ 'package.json': manifest('1.0.0', { zod: '^4.0.0' }) });
    const index = new PackageIndex();
    const answer = index.forFile(join(dir, 'src/server.ts'))!;
    assert.deepEqual(answer('zod'), { declared: '^4.0.0' });
    mkdirSync(join(dir, 'node_modules/zod'), { recursive: true });
    writeFileSync(join(dir, 'node_modules/zod/package.json'), manifest('4.3.6'));
    assert.deepEqual(answer('zod'), { declared: '^4.0.0' }, 'cached');
    index.forget();
    assert.deepEqual(answer('zod'), { installed: '4.3.6', declared: '^4.0.0' });
  });

  it('the engine hears it: zod 3 installed, though 4 is declared, and says "installed"', () => {
    const dir = project({
      'package.json': manifest('1.0.0', { zod: '^4.0.0' }),
      'node_modules/zod/package.json': manifest('3.25.76'),
    });
    const file = join(dir, 'src/server.ts');
    const text = [
      "import { z } from 'zod';",
      "server.registerTool('later', { description: 'Remind me of something at a given time.', inputSchema: { when: z.date() } }, h);",
    ].join('\n');
    const out = lint(text, { fileName: file, packages: new PackageIndex().forFile(file) });
    assert.ok(!out.findings.some((f) => f.rule === 'converter-throws'), 'zod 3 writes a date as a string');
    const stamp = out.findings.find((f) => f.rule === 'sdk-keywords')!;
    assert.match(stamp.message, /zod 3\.25\.76 installed/);
  });
});

describe('a lockfile of 50 MB', () => {
  const SIZE = 50 << 20;

  function bigLockfile(name: string, head: string, filler: (i: number) => string, tail: string): string {
    const dir = project({ 'package.json': manifest('1.0.0', { zod: '^3.23.0' }) });
    const fd = openSync(join(dir, name), 'w');
    writeSync(fd, head);
    let written = head.length;
    for (let i = 0; written < SIZE; i++) written += writeSync(fd, filler(i));
    writeSync(fd, tail);
    closeSync(fd);
    return dir;
  }

  for (const [name, head, filler, tail] of [
    [
      'package-lock.json',
      '{"lockfileVersion":3,"packages":{',
      (i: number) => `"node_modules/p${i}":{"version":"1.0.${i}","resolved":"https://r/p${i}.tgz"},\n`,
      '"node_modules/zod":{"version":"3.23.8"}}}',
    ],
    [
      'yarn.lock',
      '# yarn lockfile v1\n',
      (i: number) => `p${i}@^1.0.0:\n  version "1.0.${i}"\n\n`,
      'zod@^3.23.0:\n  version "3.23.8"\n',
    ],
    [
      'pnpm-lock.yaml',
      'importers:\n  .:\n    dependencies:\n',
      (i: number) => `      p${i}:\n        specifier: ^1.0.0\n        version: 1.0.${i}\n`,
      '      zod:\n        specifier: ^3.23.0\n        version: 3.23.8\n',
    ],
    // One line of 50 MB, and the package not there: read to the end, in chunks.
    ['bun.lock', '{"packages":{', () => 'x'.repeat(1 << 16), '}}'],
  ] as const)
    it(`${name}: read in chunks, found or not, in bounded time and memory`, () => {
      const dir = bigLockfile(name, head, filler, tail);
      const before = process.memoryUsage();
      const started = performance.now();
      const answer = new PackageIndex().forFile(join(dir, 'src/server.ts'))!('zod');
      const elapsed = performance.now() - started;
      const grown = process.memoryUsage().heapUsed - before.heapUsed;
      assert.deepEqual(
        answer,
        name === 'bun.lock' ? { declared: '^3.23.0' } : { installed: '3.23.8', declared: '^3.23.0' },
      );
      assert.ok(elapsed < 10_000, `${elapsed.toFixed(0)} ms`);
      assert.ok(grown < 40 << 20, `the heap grew ${(grown / 2 ** 20).toFixed(1)} MB for a ${SIZE >> 20} MB file`);
    });
});
