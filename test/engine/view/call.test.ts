import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { checkCall } from '../../../shared/src/view/call';

const incident = readFileSync('test/fixtures/incident.tools.json', 'utf8');
const kitchen = readFileSync('test/fixtures/kitchen-sink.mcp.json', 'utf8');
const JIRA = 2;
const PROJECT_RUN = 1;

describe('checkCall', () => {
  it('accepts arguments the declared schema accepts', () => {
    const r = checkCall(incident, {}, JIRA, '{"project": "ENG", "summary": "Fix the login page"}');
    assert.deepEqual(r, {
      valid: true,
      missing: [],
      errors: [],
      summary: 'The declared schema accepts these arguments.',
    });
  });

  it('names the missing required arguments as not_run: missing_arguments', () => {
    const r = checkCall(incident, {}, JIRA, '{"project": "ENG"}');
    assert.equal(r.valid, false);
    assert.deepEqual(r.missing, ['summary']);
    assert.deepEqual(r.errors, [{ pointer: '/summary', message: 'is required' }]);
    assert.match(r.summary!, /^not_run: missing_arguments: summary\./);
  });

  it('reports a wrong type with the pointer of the argument', () => {
    const r = checkCall(
      incident,
      {},
      PROJECT_RUN,
      '{"title": "Q3", "deliverables": ["a"], "attended": "yes", "stage_plan": [{"goal": 1}]}',
    );
    assert.equal(r.valid, false);
    assert.deepEqual(r.missing, []);
    assert.deepEqual(r.errors.map((e) => e.pointer).sort(), ['/attended', '/stage_plan/0/goal', '/stage_plan/0/stage']);
    assert.ok(r.errors.some((e) => e.pointer === '/attended' && e.message === 'must be boolean'));
    assert.match(r.summary!, /rejects these arguments \(3 problems\)/);
  });

  it('checks the DECLARED schema, not the repaired one: arrays with no items accept anything', () => {
    assert.equal(checkCall(incident, {}, PROJECT_RUN, '{"title": "Q3", "deliverables": [1, {"x": true}]}').valid, true);
  });

  it('reads a draft-07 schema as draft-07 (tuple items)', () => {
    const r = checkCall(kitchen, {}, 0, '{"root": "/", "pattern": "*.ts", "recursive": true, "range": ["a", 2]}');
    assert.deepEqual(
      r.errors.filter((e) => e.pointer.startsWith('/range')),
      [{ pointer: '/range/0', message: 'must be integer' }],
    );
  });

  it('bad JSON is a problem, not an exception', () => {
    const r = checkCall(incident, {}, JIRA, '{"project": ');
    assert.equal(r.valid, false);
    assert.match(r.problem!, /^The arguments are not valid JSON/);
  });

  it('an unreadable schema is a problem', () => {
    const text =
      '{"tools": [{"name": "t", "inputSchema": {"type": "object", "properties": {"a": {"type": "strin"}}}}]}';
    assert.match(checkCall(text, {}, 0, '{}').problem!, /cannot be read, so it refuses nothing/);
  });

  it('a tool that does not exist is a problem', () => {
    assert.match(checkCall(incident, {}, 9, '{}').problem!, /no tool #10/);
  });

  it('a tool with no schema takes any object', () => {
    assert.equal(checkCall(kitchen, {}, 4, '{"anything": 1}').valid, true);
    assert.equal(checkCall(kitchen, {}, 4, '[1]').valid, false);
  });

  it('a bare schema document is tool 0', () => {
    const r = checkCall(
      '{"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]}',
      { bareSchema: true },
      0,
      '{}',
    );
    assert.deepEqual(r.missing, ['q']);
  });
});
