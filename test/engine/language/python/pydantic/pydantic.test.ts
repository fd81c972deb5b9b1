import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { toValue } from '../../../../../shared/src/json/tree';
import { evaluateTool } from '../../../../../shared/src/language/python/pydantic';
import { contextFor, DATA, evaluateFunction, loadModule } from './load';

/**
 * pydantic itself is the oracle here: data/expected.json holds pydantic 2.13's
 * output for every construct of data/constructs.py (generate.py wrote it),
 * as mcp's arguments model (profile mcp1, which sends it unchanged), as the
 * function schema beta_tool sends (profile ant), and as each model's own
 * schema. Compared as JSON text: key order is part of what is sent.
 */
const expected = JSON.parse(readFileSync(join(DATA, 'expected.json'), 'utf8')) as Record<
  'mcp' | 'fn' | 'models',
  Record<string, unknown>
>;
const constructs = loadModule('constructs.py');

function sent(name: string, profile: 'mcp1' | 'ant') {
  const r = evaluateFunction(constructs, name, profile);
  return r.throws ? { throws: r.throws.message } : toValue(r.schema);
}

describe('pydantic: mcp arguments models', () => {
  for (const [name, want] of Object.entries(expected.mcp))
    it(name, () => assert.equal(JSON.stringify(sent(name, 'mcp1')), JSON.stringify(want)));
});

describe('pydantic: function schemas (beta_tool)', () => {
  for (const [name, want] of Object.entries(expected.fn))
    it(name, () => assert.equal(JSON.stringify(sent(name, 'ant')), JSON.stringify(want)));
});

describe('pydantic: model_json_schema', () => {
  for (const [name, want] of Object.entries(expected.models))
    it(name, () => {
      const node = constructs.classes.get(name)!;
      const r = evaluateTool({ kind: 'model', node }, contextFor(constructs, 'mcp1'));
      assert.equal(JSON.stringify(toValue(r.schema)), JSON.stringify(want));
    });
});
