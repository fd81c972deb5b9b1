import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fixAllDetailed, lint, parseJson, RULES_BY_ID } from '../../shared/src/index';

const FIXTURES = join(__dirname, '..', 'fixtures');
const read = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

describe('incident.tools.json (five arrays without items fail a whole Gemini request)', () => {
  const text = read('incident.tools.json');
  const { findings, internalErrors } = lint(text);
  const atText = (f: { offset: number; length: number }) => text.slice(f.offset, f.offset + f.length);

  it('runs every rule without an internal error', () => assert.deepEqual(internalErrors, []));

  it('gives exactly five items-missing errors, on the five arrays with no items', () => {
    const found = findings.filter((f) => f.rule === 'items-missing');
    assert.deepEqual(
      found.map((f) => [atText(f), f.severity, f.tool]),
      ['"deliverables"', '"milestones"', '"risks"', '"stakeholders"', '"acceptance_criteria"'].map((k) => [
        k,
        'error',
        'project_run_create',
      ]),
    );
  });

  it('gives one description-missing on jira__create_issue', () => {
    const found = findings.filter((f) => f.rule === 'description-missing');
    assert.deepEqual(
      found.map((f) => f.tool),
      ['jira__create_issue'],
    );
  });

  it('says nothing about memory_list, the argument-less tool {"type": "object", "properties": {}}', () => {
    assert.deepEqual(
      findings.filter((f) => f.tool === 'memory_list').map((f) => `${f.rule}: ${f.message}`),
      [],
    );
  });

  it('has no other wire finding', () => {
    const wire = findings.filter(
      (f) => RULES_BY_ID.get(f.rule)?.kind === 'wire' && f.rule !== 'items-missing' && f.rule !== 'description-missing',
    );
    assert.deepEqual(
      wire.map((f) => `${f.rule} at ${atText(f)}`),
      [],
    );
  });
});

/** The kitchen sink gives at least one finding of each of these: one fault of each kind the profile flags. */
const KITCHEN_SINK_RULES = [
  'keyword-unsupported',
  'format-unsupported',
  'type-list',
  'items-missing',
  'items-form',
  'object-free-form',
  'enum-non-string',
  'type-missing',
  'required-undeclared',
  'name-invalid',
  'root-combinator',
  'ref',
  'parameters-missing',
  'blob-argument',
];

describe('kitchen-sink.mcp.json', () => {
  const text = read('kitchen-sink.mcp.json');
  const { findings, internalErrors } = lint(text);

  it('runs every rule without an internal error', () => assert.deepEqual(internalErrors, []));

  for (const rule of KITCHEN_SINK_RULES) {
    it(`has a finding of ${rule}`, () => {
      assert.ok(RULES_BY_ID.has(rule), `${rule} is not registered`);
      assert.ok(
        findings.some((f) => f.rule === rule),
        `no ${rule} finding`,
      );
    });
  }

  it('after every safe repair, only findings without one remain, and a second pass changes nothing', () => {
    const fixed = fixAllDetailed(text);
    assert.deepEqual(parseJson(fixed.text).errors, []);
    assert.ok(fixed.applied > 0);
    assert.deepEqual(
      fixed.remaining.filter((f) => f.fixable).map((f) => `${f.rule}: ${f.message}`),
      [],
    );
    assert.equal(fixAllDetailed(fixed.text).text, fixed.text);
  });
});
