import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { besideFile } from '../../shared/src/language/module-path';
import { defaultExclude, languageNames, registerLanguage, type SourceLanguage } from '../../shared/src/index';
import { planFile, prunedDirs } from '../../server/src/config/load';
import { isCodeFile, moduleGlob } from '../../server/src/config/modules';
import { LOCKFILES } from '../../server/src/config/lockfiles';
import { isManifestFile, manifestGlob } from '../../server/src/config/packages';
import { discoverFiles } from '../../server/src/cli/discover';
import { ConfigResolver } from '../../server/src/cli/configs';
import { twonLanguage } from '../engine/language/twon';

/**
 * A throwaway language that imports modules, has folders of its own to skip,
 * excludes and manifests: the host (the CLI's walk, the server's watchers,
 * module and package lookups) serves it from its registration alone.
 */
const twin: SourceLanguage = {
  ...twonLanguage,
  id: 'twin',
  names: ['Twin'],
  languageIds: ['twin'],
  extensions: ['.twin'],
  prunedDirs: ['.twin-env'],
  excludes: ['**/generated/**'],
  modules: {
    candidates: (fromFile, specifier) =>
      specifier.startsWith('.')
        ? [besideFile(fromFile, `${specifier}.twin`), besideFile(fromFile, `${specifier}/main.twin`)]
        : [],
  },
  packages: { registry: 'npm', manifests: ['twin.lock', 'twin-*.toml'] },
};
registerLanguage(twin);

const root = mkdtempSync(join(tmpdir(), 'toolwire-host-language-'));
after(() => rmSync(root, { recursive: true, force: true }));

const TOOL = "{ name: 'search', description: 'Search the docs for a phrase and return the best pages.' }";
const FILES: Record<string, string> = {
  'src/server.twin': TOOL,
  'src/schemas/main.twin': TOOL,
  'src/generated/out.twin': TOOL,
  '.twin-env/lib/dep.twin': TOOL,
  'node_modules/zod/package.json': JSON.stringify({ name: 'zod', version: '3.25.76' }),
  'package.json': JSON.stringify({ name: 'x', dependencies: { zod: '^3.25.0' } }),
};
for (const [rel, text] of Object.entries(FILES)) {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), text);
}

describe('the host learns a language from its registration', () => {
  it('walks its files, pruning its folders and leaving out its excludes', () => {
    const found = discoverFiles([root], new ConfigResolver({ rules: {} }));
    assert.deepEqual(
      found.map((job) => job.path.slice(root.length + 1)),
      ['src/schemas/main.twin', 'src/server.twin'],
    );
    assert.ok(prunedDirs().has('.twin-env') && prunedDirs().has('node_modules') && prunedDirs().has('.git'));
    assert.ok(defaultExclude().includes('**/.twin-env/**') && defaultExclude().includes('**/generated/**'));
  });

  it('watches its modules and manifests', () => {
    assert.match(moduleGlob(), /^\*\*\/\*\.\{twin,ts,/);
    assert.ok(isCodeFile('/p/a.twin') && !isCodeFile('/p/a.json'));
    assert.ok(manifestGlob().includes('twin.lock') && manifestGlob().includes('package.json'));
    assert.ok(isManifestFile('/p/twin.lock') && isManifestFile('/p/twin-deps.toml') && !isManifestFile('/p/twin.txt'));
  });

  it('resolves its imports through its own candidates, and answers its package versions', () => {
    const { options } = planFile(join(root, 'src/server.twin'), root, {});
    assert.deepEqual(options.modules?.(undefined, './schemas'), {
      fileName: join(root, 'src/schemas/main.twin'),
      text: TOOL,
    });
    assert.equal(options.modules?.(undefined, 'zod'), undefined);
    const packages = options.packages;
    assert.equal(typeof packages, 'function');
    assert.deepEqual(typeof packages === 'function' ? packages('zod') : undefined, {
      installed: '3.25.76',
      declared: '^3.25.0',
    });
  });

  it("npm's manifests hold every lockfile the host reads", () => {
    for (const lockfile of LOCKFILES) assert.ok(isManifestFile(`/p/${lockfile}`), lockfile);
  });

  it('names it in the CLI', () =>
    assert.deepEqual(languageNames(), ['JSON', 'Twin', 'TypeScript', 'JavaScript', 'Python']));
});

describe('a relative module path, resolved without Node', () => {
  const CASES: Array<[string, string, string]> = [
    ['/p/src/a.ts', './b.js', '/p/src/b.js'],
    ['/p/src/a.ts', '../lib/./c', '/p/lib/c'],
    ['/p/a.ts', '../../../x', '/x'],
    ['C:\\p\\src\\a.ts', '../b/c.js', 'C:\\p\\b\\c.js'],
  ];
  for (const [from, specifier, expected] of CASES)
    it(`${specifier} from ${from}`, () => assert.equal(besideFile(from, specifier), expected));
});
