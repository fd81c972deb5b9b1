import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { toValue } from '../../../shared/src/json/tree';
import { ZOD_PROFILES } from '../../../shared/src/language/typescript/zod/profiles';
import type { ZodProfileId } from '../../../shared/src/language/typescript/zod/types';
import { CONSTRUCTS, type Construct, rootSource } from './constructs';
import { convert } from './converters';
import { evaluateSnippet } from './evaluate-snippet';
import { GAPS } from './gaps';

/**
 * The converters are the oracle: every construct, in every profile, built
 * with the real zod from the same text, converted the way its SDK does
 * (the MCP SDKs over an in-memory transport and tools/list), and compared
 * with what evaluateZod reads from the syntax, JSON for JSON. A converter
 * that throws must be matched by a `converter-throws` note in its words.
 */
const PROFILES = Object.keys(ZOD_PROFILES) as ZodProfileId[];
const SNIPPET_FAILS = 'the snippet does not run';

function jsPrelude(c: Construct): string {
  if (!c.prelude) return '';
  return ts.transpileModule(c.prelude, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
}

for (const profile of PROFILES)
  describe(`zod oracle: ${profile}`, () => {
    for (const c of CONSTRUCTS)
      it(c.name, async () => {
        const real = await convert(profile, rootSource(c), jsPrelude(c));
        const { result } = evaluateSnippet(profile, rootSource(c), c.prelude);
        if (c.mcpOnly && !profile.startsWith('mcp-')) {
          assert.equal(result, undefined, 'a raw shape is not zod outside the MCP SDKs');
          return;
        }
        const gap = GAPS[`${profile} ${c.name}`] ?? GAPS[`* ${c.name}`];
        if ('error' in real && real.error.startsWith(SNIPPET_FAILS)) {
          // Not zod in this major (z.looseObject under zod 3): never a schema made up for it.
          assert.ok(!result || toValue(result.schema) === undefined, `a schema for what ${profile}'s zod lacks`);
          return;
        }
        if (gap) {
          assert.ok(!result || toValue(result.schema) === undefined, `a known gap (${gap}) must stay opaque`);
          return;
        }
        assert.ok(result, 'evaluated');
        if ('error' in real) {
          const thrown = result.notes.filter((n) => n.kind === 'converter-throws');
          assert.ok(thrown.length, `the converter throws "${real.error}", the evaluator has no note`);
          assert.ok(real.error.includes(thrown[0].message), `"${real.error}" vs the note "${thrown[0].message}"`);
          return;
        }
        assert.deepEqual(
          result.notes.filter((n) => n.kind === 'converter-throws'),
          [],
        );
        assert.deepEqual(toValue(result.schema), real.schema);
      });
  });
