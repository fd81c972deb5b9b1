import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import ts from 'typescript';
import { z } from 'zod';
import { toValue } from '../../../shared/src/json/tree';
import { evaluateZod } from '../../../shared/src/language/typescript/zod/evaluate';
import { ZOD_PROFILES } from '../../../shared/src/language/typescript/zod/profiles';
import type { ZodProfileId } from '../../../shared/src/language/typescript/zod/types';
import { timed } from '../../fuzz/invariants';
import { evaluateSnippet, fileScope, parseSnippet } from './evaluate-snippet';

/** Bad input gives an opaque node or notes: never an exception, a hang, or a schema made up. */
const PROFILES = Object.keys(ZOD_PROFILES) as ZodProfileId[];

function survives(source: string, prelude = '', ms = 3000) {
  return PROFILES.map((p) => timed(ms, p, () => evaluateSnippet(p, source, prelude).result));
}

describe('zod hostile input', () => {
  it('a half-typed chain is opaque where it is cut, known elsewhere', () => {
    for (const result of survives('z.object({ a: z.str, b: z.string() })')) {
      const props = toValue(result?.schema) as undefined;
      assert.equal(props, undefined, 'the cut member is opaque, so the whole value is not known');
      const schema = result!.schema;
      assert.equal(schema.kind === 'object' || schema.kind === 'opaque', true);
    }
  });

  it('every prefix of a tool schema evaluates without throwing', () => {
    const text =
      "z.object({ q: z.string().min(1).describe('Query.'), n: z.number().int().optional(), t: z.enum(['a', 'b']) })";
    for (let i = 1; i < text.length; i++) for (const p of PROFILES) evaluateSnippet(p, text.slice(0, i));
  });

  it('a 5,000-member union', () => {
    const members = Array.from({ length: 5000 }, (_, i) => `z.literal('v${i}')`).join(', ');
    for (const result of survives(`z.object({ u: z.union([${members}]) })`, '', 5000)) {
      const value = toValue(result?.schema) as { properties?: { u: { anyOf?: unknown[]; enum?: unknown[] } } };
      const u = value?.properties?.u;
      assert.equal((u?.anyOf ?? u?.enum)?.length, 5000);
    }
  });

  it('z.lazy recursion, direct and through names, ends', () => {
    survives('z.object({ a: A })', 'const A: any = z.lazy(() => A);');
    survives('A', 'const A: any = z.lazy(() => A);');
    survives('z.object({ a: A })', 'const A: any = z.lazy(() => B); const B: any = z.lazy(() => z.array(A));');
  });

  it('const A = B; const B = A is opaque', () => {
    for (const result of survives('z.object({ a: A })', 'const A = B; const B = A;')) {
      assert.equal(toValue(result?.schema), undefined);
    }
  });

  // TypeScript's own parser overflows Node 20's stack before 10,000 nested calls; 300 is past the evaluator's own depth limit (200).
  it('300-deep nesting', () => {
    const deep = 'z.object({ a: '.repeat(300) + 'z.string()' + ' })'.repeat(300);
    for (const result of survives(deep, '', 10_000)) assert.equal(toValue(result?.schema), undefined);
  });

  it('an identifier that is no zod, a call of a package function: undefined or opaque, never a schema', () => {
    for (const p of PROFILES) {
      assert.equal(evaluateSnippet(p, 'makeSchema()').result, undefined);
      assert.equal(evaluateSnippet(p, 'Unknown').result, undefined);
      assert.equal(toValue(evaluateSnippet(p, 'z.object({ a: imported })').result?.schema), undefined);
    }
  });
});

/** A small grammar of zod expressions, each checked against zod 4 itself. */
const leaf = fc.constantFrom(
  'z.string()',
  'z.number()',
  'z.boolean()',
  'z.string().min(2)',
  'z.number().int()',
  "z.enum(['x', 'y'])",
  "z.literal('k')",
  'z.any()',
);
const { expr } = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small' },
    leaf,
    tie('expr').map((e) => `${e}.optional()`),
    tie('expr').map((e) => `${e}.nullable()`),
    tie('expr').map((e) => `z.array(${e})`),
    tie('expr').map((e) => `${e}.describe('d')`),
    fc.tuple(tie('expr'), tie('expr')).map(([a, b]) => `z.union([${a}, ${b}])`),
    fc.tuple(tie('expr'), tie('expr')).map(([a, b]) => `z.object({ p: ${a}, q: ${b} })`),
  ),
}));

describe('zod evaluation, property: agrees with z.toJSONSchema (draft-07, input)', () => {
  it('on generated schemas', () => {
    fc.assert(
      fc.property(expr, (e) => {
        const source = `z.object({ f: ${e} })`;
        const real = z.toJSONSchema(new Function('z', `return ${source}`)(z), { target: 'draft-7', io: 'input' });
        const { result } = evaluateSnippet('mcp-v1-zod4', source);
        assert.deepEqual(toValue(result?.schema), real);
      }),
      { numRuns: 150 },
    );
  });
});

/** Pieces of zod source put together at random, mostly not valid TypeScript. */
const piece = fc.constantFrom(
  'z.object({',
  'z.string()',
  '.min(',
  '1',
  ')',
  '})',
  '.optional()',
  'z.union([',
  '])',
  ', ',
  'a: ',
  'z.lazy(() => ',
  'A',
  '.shape',
  '...',
  'z.record(',
  '.extend({',
  '.pick({ a: true })',
  'z.enum([',
  "'x'",
  '.describe(',
  '.default(',
  'z.discriminatedUnion(',
  '.and(',
  'z.tuple([',
  'get b() { return ',
  '; }',
  '.transform((v) => v)',
  '.nullable()',
  'z.date()',
);

/** Every expression of the file, handed to evaluateZod in every profile, at the root and not. */
function evaluateEverywhere(text: string): void {
  const file = parseSnippet(text);
  const scope = fileScope(file);
  const visit = (node: ts.Node): void => {
    if (ts.isExpression(node))
      for (const p of PROFILES)
        for (const root of [true, false]) evaluateZod(ts, file, 0, node, ZOD_PROFILES[p], scope, { root });
    ts.forEachChild(node, visit);
  };
  visit(file);
}

describe('zod evaluation, property: random text never throws', () => {
  it('on every expression of a random snippet, in every profile', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const half = parts.length >> 1;
        evaluateEverywhere(
          `const A: any = ${parts.slice(0, half).join('')};\nconst T = ${parts.slice(half).join('')};`,
        );
      }),
      { numRuns: 200 },
    );
  });
});
