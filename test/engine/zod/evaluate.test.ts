import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { type JsonNode, findByPointer, getProp, toValue } from '../../../shared/src/json/tree';
import { addedByConverter } from '../../../shared/src/language/computed/finish';
import { evaluateZod } from '../../../shared/src/language/typescript/zod/evaluate';
import { ZOD_PROFILES } from '../../../shared/src/language/typescript/zod/profiles';
import { evaluateSnippet, fileScope, lastExpression, parseSnippet } from './evaluate-snippet';

const textOf = (text: string, at: { offset: number; length: number }) => text.slice(at.offset, at.offset + at.length);
const keyText = (text: string, node: JsonNode | undefined, key: string) => {
  const p = node?.kind === 'object' ? getProp(node, key) : undefined;
  assert.ok(p, `no ${key}`);
  return text.slice(p.keyOffset, p.keyOffset + p.keyLength);
};

describe('zod evaluation: ranges', () => {
  const source =
    "z.object({ tags: z.record(z.string(), z.string()), when: z.string().nullable().describe('When.'), n: z.number().min(1) })";
  const { text, result } = evaluateSnippet('mcp-v1-zod4', source);
  const schema = result!.schema;

  it('a value is the zod expression that produced it', () => {
    assert.equal(textOf(text, schema), source);
    assert.equal(textOf(text, findByPointer(schema, '/properties/tags')!), 'z.record(z.string(), z.string())');
    assert.equal(textOf(text, findByPointer(schema, '/properties/n/minimum')!), '1');
  });

  it('a keyword is keyed on the call or member that wrote it', () => {
    const tags = findByPointer(schema, '/properties/tags');
    assert.equal(keyText(text, tags, 'additionalProperties'), 'z.record');
    assert.equal(keyText(text, tags, 'propertyNames'), 'z.record');
    const when = findByPointer(schema, '/properties/when');
    assert.equal(keyText(text, when, 'type'), 'nullable');
    assert.equal(keyText(text, when, 'description'), 'describe');
    assert.equal(keyText(text, findByPointer(schema, '/properties/n'), 'minimum'), 'min');
  });

  it("a shape's property keeps its key's range", () => {
    assert.equal(keyText(text, findByPointer(schema, '/properties'), 'when'), 'when');
    const required = findByPointer(schema, '/required');
    assert.equal(required?.kind, 'array');
    if (required?.kind === 'array')
      assert.deepEqual(
        required.items.map((i) => textOf(text, i)),
        ['tags', 'when', 'n'],
      );
  });

  it('offsets are shifted by what a wrapper put before the text', () => {
    const file = parseSnippet(`// wrapper\nconst t = z.string().min(2);`);
    const expr = lastExpression(file);
    const shift = 11;
    const out = evaluateZod(ts, file, shift, expr, ZOD_PROFILES['mcp-v2'], fileScope(file));
    assert.equal(out!.schema.offset, expr.getStart(file) - shift);
  });

  it('a property from X.shape keeps the range where X declares it', () => {
    const prelude = 'const Base = z.object({ a: z.string() });';
    const { text: t, result: r } = evaluateSnippet(
      'mcp-v1-zod4',
      'z.object({ ...Base.shape, b: z.number() })',
      prelude,
    );
    const props = findByPointer(r!.schema, '/properties');
    const a = props?.kind === 'object' ? getProp(props, 'a') : undefined;
    assert.equal(t.slice(a!.keyOffset, a!.keyOffset + 1), 'a');
    assert.ok(a!.keyOffset < prelude.length, 'in the declaration of Base');
  });
});

describe('zod evaluation: what the converter adds on its own', () => {
  const added = (profile: 'mcp-v1-zod3' | 'mcp-v1-zod4' | 'ai-sdk', source: string) => {
    const { result } = evaluateSnippet(profile, source);
    const root = result!.schema;
    return root.kind === 'object' ? root.props.filter((p) => addedByConverter(root, p)).map((p) => p.key) : [];
  };

  it("$schema and zod 3 closing every object are the converter's, .strict() is the author's", () => {
    assert.deepEqual(added('mcp-v1-zod3', 'z.object({ a: z.string() })'), ['additionalProperties', '$schema']);
    assert.deepEqual(added('mcp-v1-zod3', 'z.object({ a: z.string() }).strict()'), ['$schema']);
    assert.deepEqual(added('mcp-v1-zod4', 'z.object({ a: z.string() })'), ['$schema']);
    assert.deepEqual(added('ai-sdk', 'z.object({ a: z.string() })'), ['additionalProperties', '$schema']);
  });
});

describe('zod evaluation: notes', () => {
  it('zod 4 throws on z.date(): the note is on the call, in zod 4 words', () => {
    const { text, result } = evaluateSnippet('mcp-v1-zod4', '{ when: z.date() }');
    assert.deepEqual(
      result!.notes.map((n) => [n.kind, textOf(text, n), n.message]),
      [['converter-throws', 'z.date()', 'Date cannot be represented in JSON Schema']],
    );
  });

  it('zod 3 writes z.date() as a date-time string, and throws nothing', () => {
    const { result } = evaluateSnippet('mcp-v1-zod3', '{ when: z.date() }');
    assert.deepEqual(result!.notes, []);
    assert.deepEqual(toValue(findByPointer(result!.schema, '/properties/when')), {
      type: 'string',
      format: 'date-time',
    });
  });

  it('the MCP SDK v1 sends a root union as an empty object', () => {
    const source = 'z.union([z.object({ a: z.string() }), z.object({ b: z.number() })])';
    const { text, result } = evaluateSnippet('mcp-v1-zod4', source);
    assert.deepEqual(toValue(result!.schema), { type: 'object', properties: {} });
    assert.deepEqual(
      result!.notes.map((n) => [n.kind, textOf(text, n)]),
      [['root-replaced', source]],
    );
  });

  it('without root, no $schema and no root handling', () => {
    const { result } = evaluateSnippet('mcp-v1-zod4', 'z.union([z.string(), z.number()])', '', false);
    assert.deepEqual(toValue(result!.schema), { type: ['string', 'number'] });
  });
});

describe('zod evaluation: the zod names of a file', () => {
  const cases: Array<[string, string]> = [
    ["import { z } from 'zod';", 'z'],
    ["import * as z from 'zod/v4';", 'z'],
    ["import z from 'zod';", 'z'],
    ["import { z as zod } from 'zod';", 'zod'],
    ["import * as Zod from 'zod';", 'Zod'],
    ["const { z } = require('zod');", 'z'],
    ['', 'z'],
  ];
  for (const [imports, name] of cases)
    it(imports || 'no import: bare z', () => {
      const { result } = evaluateSnippet('mcp-v2', `${name}.object({ a: ${name}.string() })`, imports);
      assert.deepEqual(toValue(findByPointer(result!.schema, '/properties/a')), { type: 'string' });
    });

  it('a file that imports zod as zod does not take z for it', () => {
    const { result } = evaluateSnippet('mcp-v2', 'z.object({ a: z.string() })', "import { z as zod } from 'zod';");
    assert.equal(result, undefined);
  });
});
