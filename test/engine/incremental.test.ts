import assert from 'node:assert/strict';
import { it } from 'node:test';
import { generateCatalog } from '../helpers/catalog';
import { lintIncremental, lintState } from '../../shared/src/index';
import type { LintOptions } from '../../shared/src/types';

/** A token budget the catalog is over, so that catalog-budget keeps each tool's wire text and token count. */
const OPTIONS: LintOptions = { fixes: false, budgets: { catalogTokens: 1000 } };

it('keeps the untouched tools themselves across the first edit, so what is cached per tool stays valid', () => {
  const text = generateCatalog(20);
  const opened = lintState(text, OPTIONS);
  const tools = opened.tools.slice();
  const open = '"description": "';
  const at = text.indexOf(open, opened.tools[7].node.offset) + open.length;
  const edited = lintIncremental(opened, `${text.slice(0, at)}x${text.slice(at)}`, OPTIONS);
  assert.equal(edited.mode, 'incremental');
  assert.deepEqual(
    edited.tools.map((t, i) => t === tools[i]),
    tools.map((_, i) => i !== 7),
  );
  assert.equal(edited.tools[7].description, `x${tools[7].description}`);
});
