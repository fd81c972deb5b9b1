import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fixAll, lint } from '../../../shared/src/index';
import { findingsOf, ruleCases } from '../../helpers/cases';
import { toolDoc } from './shapes';

const tool = (props: string, extra = '') =>
  `{"tools": [{"name": "t", "description": "A tool for tests.", "inputSchema": {"type": "object", "properties": {${props}}${extra}}}]}`;
const FILTER = '{"type": "object", "properties": {"field": {"type": "string"}}, "required": ["field"]}';

ruleCases('ref', [
  {
    name: 'a local $ref is inlined and the $defs it leaves unused is dropped',
    text: tool('"filter": {"$ref": "#/$defs/Filter"}', `, "$defs": {"Filter": ${FILTER}}`),
    expect: [
      {
        at: '"#/$defs/Filter"',
        pointer: '/tools/0/inputSchema/properties/filter/$ref',
        severity: 'error',
        providers: ['gemini', 'vertex', 'openrouter'],
        fixable: true,
      },
    ],
    fix: { kind: 'repair', title: 'Inline #/$defs/Filter', output: tool(`"filter": ${FILTER}`) },
  },
  {
    name: "definitions, with the referencing description kept over the target's",
    text: tool(
      '"id": {"$ref": "#/definitions/Id", "description": "Which record."}',
      ', "definitions": {"Id": {"type": "string", "description": "An id."}, "Other": {"type": "integer"}}',
    ),
    expect: [{ at: '"#/definitions/Id"' }],
    fix: { output: tool('"id": {"type": "string", "description": "Which record."}') },
  },
  {
    name: 'an entry another $ref still uses stays',
    text: tool('"a": {"$ref": "#/$defs/X"}, "b": {"$ref": "#/$defs/X"}', ', "$defs": {"X": {"type": "string"}}'),
    expect: [{ at: '"#/$defs/X"' }, { at: '"#/$defs/X"', nth: 1 }],
    fix: {
      output: tool('"a": {"type": "string"}, "b": {"$ref": "#/$defs/X"}', ', "$defs": {"X": {"type": "string"}}'),
    },
  },
  {
    name: 'nested references are inlined too',
    text: tool(
      '"a": {"$ref": "#/$defs/A"}',
      ', "$defs": {"A": {"type": "array", "items": {"$ref": "#/$defs/B"}}, "B": {"type": "string"}}',
    ),
    expect: [{ at: '"#/$defs/A"' }],
    fix: { output: tool('"a": {"type": "array", "items": {"type": "string"}}') },
  },
  {
    name: 'a root $ref takes its sibling $defs along and drops it',
    text: '{"tools": [{"name": "t", "inputSchema": {"$ref": "#/$defs/Args", "$defs": {"Args": {"type": "object", "properties": {"q": {"type": "string"}}}}}}]}',
    expect: [{ at: '"#/$defs/Args"', pointer: '/tools/0/inputSchema/$ref' }],
    fix: {
      output: '{"tools": [{"name": "t", "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}}}]}',
    },
  },
  {
    name: 'a branch of an anyOf and an items schema are inlined in place',
    text: tool(
      '"v": {"anyOf": [{"$ref": "#/$defs/S"}, {"type": "integer"}]}, "l": {"type": "array", "items": {"$ref": "#/$defs/S"}}',
      ', "$defs": {"S": {"type": "string"}}',
    ),
    expect: [
      { at: '"#/$defs/S"', pointer: '/tools/0/inputSchema/properties/v/anyOf/0/$ref' },
      { at: '"#/$defs/S"', nth: 1, pointer: '/tools/0/inputSchema/properties/l/items/$ref' },
    ],
    fix: {
      output: tool(
        '"v": {"anyOf": [{"type": "string"}, {"type": "integer"}]}, "l": {"type": "array", "items": {"$ref": "#/$defs/S"}}',
        ', "$defs": {"S": {"type": "string"}}',
      ),
    },
  },
  {
    name: 'remote: not repairable',
    text: tool('"a": {"$ref": "https://example.com/a.json"}'),
    expect: [{ at: '"https://example.com/a.json"', fixable: false, messageIncludes: 'another document' }],
  },
  {
    name: 'missing target: not repairable',
    text: tool('"a": {"$ref": "#/$defs/Nope"}'),
    expect: [{ at: '"#/$defs/Nope"', fixable: false, messageIncludes: 'Nothing in this schema is at `#/$defs/Nope`' }],
  },
  {
    name: 'a malformed escape is a missing target',
    text: tool('"a": {"$ref": "#/$defs/%E0"}'),
    expect: [{ at: '"#/$defs/%E0"', fixable: false }],
  },
  {
    name: 'an anchor: not repairable',
    text: tool('"a": {"$ref": "#node"}'),
    expect: [{ at: '"#node"', fixable: false, messageIncludes: 'anchor' }],
  },
  {
    name: 'recursive through a definition: not repairable',
    text: tool(
      '"tree": {"$ref": "#/$defs/Node"}',
      ', "$defs": {"Node": {"type": "object", "properties": {"children": {"type": "array", "items": {"$ref": "#/$defs/Node"}}}}}',
    ),
    expect: [{ at: '"#/$defs/Node"', fixable: false, messageIncludes: 'recursive' }],
  },
  {
    name: 'a reference to the whole schema is recursive',
    text: tool('"self": {"$ref": "#"}'),
    expect: [{ at: '"#"', nth: 0, fixable: false, messageIncludes: 'recursive' }],
  },
  {
    name: 'mutual recursion: not repairable',
    text: tool(
      '"a": {"$ref": "#/$defs/A"}',
      ', "$defs": {"A": {"type": "object", "properties": {"b": {"$ref": "#/$defs/B"}}}, "B": {"type": "object", "properties": {"a": {"$ref": "#/$defs/A"}}}}',
    ),
    expect: [{ at: '"#/$defs/A"', fixable: false }],
  },
  {
    name: 'a sibling that contradicts the target: not repairable',
    text: tool('"a": {"$ref": "#/$defs/S", "type": "integer"}', ', "$defs": {"S": {"type": "string"}}'),
    expect: [{ at: '"#/$defs/S"', fixable: false, messageIncludes: '`type`' }],
  },
  {
    name: 'parametersJsonSchema: a $ref with only a description is fine',
    text: toolDoc('gemini-json-schema', {
      name: '"t"',
      schema:
        '{"type": "object", "properties": {"a": {"$ref": "#/$defs/S", "description": "d"}}, "$defs": {"S": {"type": "string"}}}',
    }),
    expect: [],
  },
  {
    name: 'parametersJsonSchema: other siblings are refused by Gemini',
    text: toolDoc('gemini-json-schema', {
      name: '"t"',
      schema:
        '{"type": "object", "properties": {"a": {"$ref": "#/$defs/S", "minLength": 1}}, "$defs": {"S": {"type": "string"}}}',
    }),
    expect: [{ at: '"#/$defs/S"', providers: ['gemini'], fixable: true, messageIncludes: '`minLength`' }],
  },
  {
    name: 'targets: Anthropic alone is silent',
    text: tool('"a": {"$ref": "#/$defs/S"}', ', "$defs": {"S": {"type": "string"}}'),
    options: { targets: ['anthropic'] },
    expect: [],
  },
  {
    name: 'multi-line JSONC, CRLF and emoji: the copy is indented like its place',
    text: '{\r\n  "tools": [{\r\n    "name": "t", // 🚀 天气\r\n    "inputSchema": {\r\n      "type": "object",\r\n      "properties": {\r\n        "filter": {"$ref": "#/$defs/F"},\r\n      },\r\n      "$defs": {\r\n        "F": {\r\n          "type": "string"\r\n        }\r\n      }\r\n    }\r\n  }]\r\n}',
    expect: [{ at: '"#/$defs/F"' }],
    fix: {
      output:
        '{\r\n  "tools": [{\r\n    "name": "t", // 🚀 天气\r\n    "inputSchema": {\r\n      "type": "object",\r\n      "properties": {\r\n        "filter": {\r\n          "type": "string"\r\n        },\r\n      }\r\n    }\r\n  }]\r\n}',
    },
  },
]);

describe('ref: hostile references', () => {
  it('exponential fan-out stops at the size limit, quickly', () => {
    const defs = Array.from(
      { length: 30 },
      (_, i) =>
        `"D${i}": {"type": "object", "properties": {"l": {"$ref": "#/$defs/D${i + 1}"}, "r": {"$ref": "#/$defs/D${i + 1}"}}}`,
    ).join(', ');
    const text = tool('"x": {"$ref": "#/$defs/D0"}', `, "$defs": {${defs}, "D30": {"type": "string"}}`);
    const started = Date.now();
    const [finding] = findingsOf('ref', text);
    assert.equal(finding.fixable, false);
    assert.match(finding.message, /too large or too deep/);
    assert.ok(Date.now() - started < 2000, 'bounded work');
  });
  it('1,500 references into a 300-long chain of definitions lint in bounded time', () => {
    const defs = Array.from(
      { length: 300 },
      (_, i) =>
        `"D${i}": {"type": "object", "properties": {"next": ${i < 299 ? `{"$ref": "#/$defs/D${i + 1}"}` : '{"type": "string"}'}}}`,
    ).join(', ');
    const props = Array.from({ length: 1500 }, (_, i) => `"p${i}": {"$ref": "#/$defs/D${i % 300}"}`).join(', ');
    const started = Date.now();
    const found = findingsOf('ref', tool(props, `, "$defs": {${defs}}`));
    assert.equal(found.length, 1500);
    assert.ok(Date.now() - started < 5000, `took ${Date.now() - started} ms`);
  });
  it('a long chain of definitions stops at the depth limit', () => {
    const defs = Array.from({ length: 60 }, (_, i) => `"D${i}": {"$ref": "#/$defs/D${i + 1}"}`).join(', ');
    const text = tool('"x": {"$ref": "#/$defs/D0"}', `, "$defs": {${defs}, "D60": {"type": "string"}}`);
    assert.equal(findingsOf('ref', text)[0].fixable, false);
  });
  it('a reference under a nested $id is not inlined from the root, and fix-all leaves its $id and $defs alone', () => {
    // `v` names the nested resource's $defs/s (an integer), not the root's (a string).
    const nested =
      '"n": {"$id": "https://example.com/n", "type": "object", "$defs": {"s": {"type": "integer"}}, "properties": {"v": {"$ref": "#/$defs/s"}}}';
    const text = tool(nested, ', "$defs": {"s": {"type": "string"}}');
    const [finding] = findingsOf('ref', text);
    assert.equal(finding.fixable, false);
    assert.match(finding.message, /its own `\$id`/);
    const kept = findingsOf('keyword-unsupported', text).filter((f) => /\/n\/(\$id|\$defs)$/.test(f.pointer));
    assert.deepEqual(
      kept.map((f) => f.fixable),
      [false, false],
    );
    assert.equal(fixAll(text), text);
  });

  it('fixAll inlines every use, then drops the definitions, and a second pass changes nothing', () => {
    const text = tool('"a": {"$ref": "#/$defs/X"}, "b": {"$ref": "#/$defs/X"}', ', "$defs": {"X": {"type": "string"}}');
    const fixed = fixAll(text);
    assert.equal(fixed, tool('"a": {"type": "string"}, "b": {"type": "string"}'));
    assert.equal(fixAll(fixed), fixed);
    assert.deepEqual(lint(fixed).internalErrors, []);
  });
});
