import type { JsonNode } from '../../json/tree';
import type { Span } from '../../types';
import { opaque } from '../computed/tree-builders';
import type { PyEvaluation, PythonProfileId } from './pydantic';
import { keywordsNote, sourceFor } from '../computed/finish';
import type { ChosenProfile } from './profile';
import type { PythonSdk } from './sdks';
import { termsOf } from './terms';
import type { ToolContext } from './tools';
import { undecidedHedges } from './undecided';

/** The modules a file imports an SDK from: where a finding on what that SDK adds to every tool goes. */
const SDK_MODULES: Readonly<Record<PythonSdk, RegExp>> = {
  mcp: /^mcp(\.|$)/,
  fastmcp: /^fastmcp(\.|$)/,
  langchain: /^langchain(_core)?(\.|$)/,
  openai: /^openai(\.|$)/,
  agents: /^agents(\.|$)/,
  'pydantic-ai': /^pydantic_ai(\.|$)/,
  anthropic: /^anthropic(\.|$)/,
  genai: /^google\.genai(\.|$)/,
};

/** Root keywords the SDK stamps on every tool: said once per file (`sdk-keywords`), taken off the tree the rules judge. */
const STAMPS = new Set(['additionalProperties', '$schema']);

/**
 * The evaluated schema, noted for the rules as the zod front end notes its
 * (model/source.ts): the converter and its versions, the schema as sent, the
 * converter's exception at its construct, the keywords the SDK adds to every
 * tool, what the SDK's other lines write otherwise where its line is not
 * decided (undecided.ts), and the Python terms of each place. A converter that throws sends no
 * tool: an opaque node carries its note.
 */
export function notedSchema(
  evaluation: PyEvaluation | undefined,
  at: Span,
  chosen: ChosenProfile,
  sdk: PythonSdk,
  ctx: ToolContext,
  evaluate: (profile: PythonProfileId) => PyEvaluation | undefined,
): JsonNode {
  if (!evaluation || (!evaluation.schema && !evaluation.throws)) return opaque(at);
  const schema = evaluation.schema ?? opaque(at);
  const source = sourceFor(schema, chosen.converter);
  const thrown = evaluation.throws;
  if (thrown) source.notes.push({ kind: 'converter-throws', ...thrown.span, message: thrown.message });
  const stamped = stripStamps(schema, evaluation.sdkKeywords, ctx);
  const keywords = [...new Set([...stamped, ...evaluation.sdkKeywords])];
  if (keywords.length) source.notes.push(keywordsNote(sdkImport(sdk, schema.offset, ctx), chosen.converter, keywords));
  source.hedges = undecidedHedges(chosen, evaluation, schema, evaluate);
  source.terms = termsOf(ctx.text, schema);
  ctx.computed.markAll(schema);
  ctx.computed.noteSchemaSource(schema, source);
  return schema;
}

/** The root's `additionalProperties: false` and `$schema` the SDK adds, taken off (one note stands for them). */
function stripStamps(root: JsonNode, sdkKeywords: readonly string[], ctx: ToolContext): string[] {
  if (root.kind !== 'object') return [];
  const found: string[] = [];
  root.props = root.props.filter((p) => {
    const stamp = STAMPS.has(p.key) && sdkKeywords.includes(p.key);
    if (!stamp) return true;
    found.push(p.key);
    if (p.key === 'additionalProperties' && p.value?.kind === 'boolean' && !p.value.value)
      ctx.computed.noteClosedBySdk(root);
    return false;
  });
  return found;
}

/** Where the module imports the SDK (the module as written), else an empty range where the schema is. */
function sdkImport(sdk: PythonSdk, at: number, ctx: ToolContext): Span {
  const imported = [...ctx.imports.values()].find((i) => SDK_MODULES[sdk].test(i.qualified));
  return imported?.module ?? { offset: at, length: 0 };
}
