import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { it } from 'node:test';
import { languages, LINTED_LANGUAGES } from '../../../shared/src/index';

const ROOT = join(__dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

it('parseJson is called only by the front ends that read JSON text (JSON, an OpenAPI document)', () => {
  const callers = ['shared/src', 'server/src', 'client/src']
    .flatMap((dir) => sources(join(ROOT, dir)))
    .filter((file) => /\bparseJson\(/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(ROOT, file).split('\\').join('/'));
  assert.deepEqual(callers, ['shared/src/json/parse.ts', 'shared/src/language/openapi/index.ts']);
});

it('no rule writes JSON text: none imports the JSON edit writer', () => {
  const writers = sources(join(ROOT, 'shared/src/rules')).filter((file) =>
    /from '\.\.\/json\/(edits|member-edits)'/.test(readFileSync(file, 'utf8')),
  );
  assert.deepEqual(writers, []);
});

it("the extension activates on every language id the seam lints (package.json's list is static)", () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { activationEvents: string[] };
  assert.deepEqual(
    LINTED_LANGUAGES,
    languages().flatMap((l) => l.languageIds),
  );
  for (const id of LINTED_LANGUAGES) assert.ok(manifest.activationEvents.includes(`onLanguage:${id}`), id);
});
