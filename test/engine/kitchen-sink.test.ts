import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fixAllDetailed, lint, parseJson, RULES_BY_ID } from '../../shared/src/index';

/**
 * The kitchen sink, rule by rule: where the keyword, reference and tool-field
 * rules land, and what the repaired text says. (fixtures.test.ts checks the
 * whole: one finding per listed rule, only unrepairable ones left after fix-all.)
 */
const text = readFileSync(join(__dirname, '..', 'fixtures', 'kitchen-sink.mcp.json'), 'utf8');
const at = (f: { offset: number; length: number }) => text.slice(f.offset, f.offset + f.length);

const EXPECTED: Record<string, string[]> = {
  'keyword-unsupported': [
    '"$schema"',
    '"const"',
    '"exclusiveMinimum"',
    '"uniqueItems"',
    '"additionalProperties"',
    '"additionalProperties"',
  ],
  ref: ['"#/$defs/Filter"'],
  'name-invalid': ['"get weather!"'],
  'parameters-missing': ['"ping"'],
  'description-missing': ['"ping"'],
  'name-missing': [],
  'name-duplicate': [],
};

describe('kitchen-sink.mcp.json, the keyword, reference and tool-field rules', () => {
  const { findings } = lint(text);

  for (const [rule, ranges] of Object.entries(EXPECTED)) {
    it(`${rule}: ${ranges.length ? ranges.join(', ') : 'nothing'}`, () => {
      // An unregistered rule finds nothing: its empty expectations would pass for it.
      assert.ok(RULES_BY_ID.has(rule), `${rule} is not registered`);
      assert.deepEqual(findings.filter((f) => f.rule === rule).map(at), ranges);
    });
  }

  it('the repaired text carries every repair of these rules', () => {
    const fixed = fixAllDetailed(text);
    const doc = JSON.parse(fixed.text) as { tools: Array<{ name: string; inputSchema?: Record<string, unknown> }> };
    const byName = new Map(doc.tools.map((t) => [t.name, t]));
    const search = byName.get('search_files')!.inputSchema! as { properties: Record<string, Record<string, unknown>> };
    assert.equal('$schema' in search, false);
    assert.equal('additionalProperties' in search, false);
    assert.deepEqual(search.properties.mode, { type: 'string', enum: ['fast'], description: 'Search mode.' });
    assert.equal('exclusiveMinimum' in search.properties.limit, false);
    assert.equal('uniqueItems' in search.properties.exclude, false);
    const lookup = byName.get('lookup')!.inputSchema! as { properties: Record<string, unknown> };
    assert.deepEqual(lookup.properties.filter, {
      type: 'object',
      properties: { field: { type: 'string' }, value: { type: 'string' } },
      required: ['field'],
    });
    assert.equal('$defs' in lookup, false);
    assert.deepEqual(byName.get('ping'), {
      name: 'ping',
      description: 'ping: no description came with this tool. It takes no declared inputs.',
      inputSchema: { type: 'object', properties: {} },
    });
    assert.deepEqual(parseJson(fixed.text).errors, []);
  });

  it('what stays is what only the author can decide', () => {
    const left = fixAllDetailed(text).remaining.filter((f) => Object.keys(EXPECTED).includes(f.rule));
    assert.deepEqual(
      left.map((f) => [f.rule, f.fixable]),
      [['name-invalid', false]],
    );
  });
});
