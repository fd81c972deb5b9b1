import assert from 'node:assert/strict';
import { it } from 'node:test';
import { lint } from '../../../shared/src/index';
import { checkValue } from '../../../shared/src/schema/validate';
import { ruleCases } from '../../helpers/cases';

const prop = (schema: string, extra = '') =>
  `{"tools": [{"name": "t", "description": "A tool for tests.", "inputSchema": {"type": "object", "properties": {"n": ${schema}}, "required": []${extra}}}]}`;

ruleCases('default-invalid', [
  {
    name: 'flags a default of the wrong type',
    text: prop('{"type": "integer", "description": "Count.", "default": "ten"}'),
    expect: [
      {
        at: '"ten"',
        pointer: '/tools/0/inputSchema/properties/n/default',
        severity: 'warning',
        providers: [],
        fixable: false,
        messageIncludes: 'must be integer',
      },
    ],
    fix: { title: 'Drop the default', kind: 'authoring', output: prop('{"type": "integer", "description": "Count."}') },
  },
  {
    name: 'a default outside the enum',
    text: prop('{"type": "string", "enum": ["a", "b"], "default": "c"}'),
    expect: [{ at: '"c"', messageIncludes: 'must be one of "a", "b"' }],
  },
  {
    name: 'a default below the minimum',
    text: prop('{"type": "number", "minimum": 1, "default": 0}'),
    expect: [{ at: '0', nth: 0, messageIncludes: 'must be >= 1' }],
  },
  { name: 'null on a non-nullable type', text: prop('{"type": "string", "default": null}'), expect: [{ at: 'null' }] },
  {
    name: 'a nested array element of the wrong type',
    text: prop('{"type": "array", "items": {"type": "string"}, "default": ["a", 2]}'),
    expect: [{ at: '["a", 2]', messageIncludes: '/1 must be string' }],
  },
  { name: 'a valid default is fine', text: prop('{"type": "integer", "minimum": 1, "default": 10}'), expect: [] },
  { name: 'null on a nullable type is fine', text: prop('{"type": ["string", "null"], "default": null}'), expect: [] },
  {
    name: 'a default through a local $ref',
    text: prop(
      '{"$ref": "#/$defs/Mode", "default": "slow"}',
      ', "$defs": {"Mode": {"type": "string", "enum": ["fast"]}}',
    ),
    expect: [{ at: '"slow"' }],
  },
  { name: 'an unreadable schema is not judged here', text: prop('{"type": "strin", "default": 1}'), expect: [] },
  {
    name: 'a remote $ref is not judged here',
    text: prop('{"$ref": "https://example.com/s.json", "default": 1}'),
    expect: [],
  },
  {
    name: 'a property named default is not a default',
    text: '{"name": "t", "description": "A tool for tests.", "inputSchema": {"type": "object", "properties": {"default": {"type": "string"}}, "required": []}}',
    expect: [],
  },
  {
    name: 'draft-07 tuple items are read as draft-07',
    text: prop(
      '{"type": "array", "items": [{"type": "integer"}], "default": ["x"]}',
      ', "$schema": "http://json-schema.org/draft-07/schema#"',
    ),
    expect: [{ at: '["x"]' }],
  },
]);

it('a schema of only a type judges a default as the validator does', () => {
  const types = ['string', 'integer', 'number', 'boolean', 'object', 'array', 'null', 'strng'];
  const values = ['"x"', '1', '1.0', '1.5', '-0', '1e400', '-1e400', 'true', 'null', '{}', '[]', '{"a": 1}'];
  for (const type of types) {
    for (const value of values) {
      for (const extra of ['', ', "description": "d", "title": "t"', ', "minimum": 2']) {
        const schema = `{"type": "${type}", "default": ${value}${extra}}`;
        // The rule's own path: ajv on the schema without its default (JSON.parse reads 1e400 as Infinity, as the engine does).
        const check = checkValue(JSON.parse(`{"type": "${type}"${extra}}`), JSON.parse(value));
        const flagged = lint(prop(schema)).findings.some((f) => f.rule === 'default-invalid');
        assert.equal(flagged, !('problem' in check) && !check.valid, schema);
      }
    }
  }
});
