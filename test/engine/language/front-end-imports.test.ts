import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Linter } from 'eslint';
import { frontEndsPlugin } from '../../../scripts/eslint-front-ends.mjs';

const ROOT = join(__dirname, '..', '..', '..');
const LANGUAGE = join(ROOT, 'shared', 'src', 'language');

/** An importer under shared/src/language/, what it imports, and which front end the rule says it reaches (none: allowed). */
const CASES: Array<{ file: string; imports: string; foreign?: string }> = [
  { file: 'typescript/zod/emit.ts', imports: '../../computed/tree-builders' },
  { file: 'typescript/zod/emit.ts', imports: '../../../json/tree' },
  { file: 'typescript/zod/emit.ts', imports: '../../json/index', foreign: 'json' },
  { file: 'typescript/edits.ts', imports: '../json-edits' },
  { file: 'typescript/edits.ts', imports: '../json/index', foreign: 'json' },
  { file: 'typescript/edits.ts', imports: './zod/edits' },
  { file: 'python/parse.ts', imports: '../typescript/read', foreign: 'typescript' },
  { file: 'python/pydantic/emit.ts', imports: '../../computed/finish' },
  { file: 'json/index.ts', imports: '../typescript/index', foreign: 'typescript' },
  { file: 'computed/finish.ts', imports: '../../model/source' },
  { file: 'computed/finish.ts', imports: './marks' },
  { file: 'computed/finish.ts', imports: '../typescript/zod/evaluate', foreign: 'typescript' },
  { file: 'computed/finish.ts', imports: '../python/index', foreign: 'python' },
  { file: 'registry.ts', imports: './typescript/index' },
];

const CONFIG: Linter.Config[] = [
  { files: ['**/*.ts'], plugins: { layering: frontEndsPlugin }, rules: { 'layering/front-ends': 'error' } },
];

function foreignOf(file: string, code: string): string[] {
  const messages = new Linter({ cwd: ROOT }).verify(code, CONFIG, { filename: join(LANGUAGE, file) });
  return messages.map((m) => /imports language\/(\w+)\//.exec(m.message)?.[1] ?? m.message);
}

describe('front ends import no other, and language/computed/ no front end (eslint.config.mjs)', () => {
  for (const c of CASES)
    it(`${c.file} imports ${c.imports}: ${c.foreign ? `refused (${c.foreign})` : 'allowed'}`, () => {
      for (const code of [`import { x } from '${c.imports}';`, `export * from '${c.imports}';`])
        assert.deepEqual(foreignOf(c.file, code), c.foreign ? [c.foreign] : [], code);
    });
});
