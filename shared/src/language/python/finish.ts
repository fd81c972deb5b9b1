import type { JsonNode } from '../../json/tree';
import { noteClosedBySdk, noteSchemaSource, type SchemaSource, type SourceNote } from '../../model/source';
import type { Span } from '../../types';
import { opaque } from '../computed/tree-builders';
import type { PyEvaluation } from './evaluation';
import { markEvaluated } from './marks';
import type { ChosenProfile } from './profile';
import type { PythonSdk } from './sdks';
import { termsOf } from './terms';
import type { ToolContext } from './tools';

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
 * tool, and the Python terms of each place. A converter that throws sends no
 * tool: an opaque node carries its note.
 */
export function notedSchema(
  evaluation: PyEvaluation | undefined,
  at: Span,
  chosen: ChosenProfile,
  sdk: PythonSdk,
  ctx: ToolContext,
): JsonNode {
  if (!evaluation || (!evaluation.schema && !evaluation.throws)) return opaque(at);
  const schema = evaluation.schema ?? opaque(at);
  const source: SchemaSource = { converter: chosen.converter, notes: [], sent: sentValue(schema), terms: new Map() };
  const thrown = evaluation.throws;
  if (thrown) source.notes.push({ kind: 'converter-throws', ...thrown.span, message: thrown.message });
  const stamped = stripStamps(schema, evaluation.sdkKeywords);
  const keywords = [...new Set([...stamped, ...evaluation.sdkKeywords])];
  if (keywords.length) source.notes.push(keywordsNote(sdk, chosen.converter, keywords, schema.offset, ctx));
  source.terms = termsOf(ctx.text, schema);
  markAll(schema);
  noteSchemaSource(schema, source);
  return schema;
}

/** The root's `additionalProperties: false` and `$schema` the SDK adds, taken off (one note stands for them). */
function stripStamps(root: JsonNode, sdkKeywords: readonly string[]): string[] {
  if (root.kind !== 'object') return [];
  const found: string[] = [];
  root.props = root.props.filter((p) => {
    const stamp = STAMPS.has(p.key) && sdkKeywords.includes(p.key);
    if (!stamp) return true;
    found.push(p.key);
    if (p.key === 'additionalProperties' && p.value?.kind === 'boolean' && !p.value.value) noteClosedBySdk(root);
    return false;
  });
  return found;
}

function keywordsNote(sdk: PythonSdk, converter: string, keywords: string[], at: number, ctx: ToolContext): SourceNote {
  const imported = [...ctx.imports.values()].find((i) => SDK_MODULES[sdk].test(i.qualified));
  const place = imported?.module ?? { offset: at, length: 0 };
  return { kind: 'sdk-keywords', ...place, message: converter, keywords };
}

function markAll(root: JsonNode): void {
  const stack: JsonNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    markEvaluated(node);
    if (node.kind === 'array') stack.push(...node.items);
    if (node.kind === 'object') for (const p of node.props) if (p.value) stack.push(p.value);
  }
}

/** Deeper than this, the hover's copy of what is sent stops (an evaluated schema is bounded; this is a guard). */
const MAX_SENT_DEPTH = 64;

/** The schema as sent, for people (the hover): what the source does not say written as `"…"`. */
function sentValue(node: JsonNode | undefined, depth = 0): unknown {
  if (!node || node.kind === 'opaque' || depth > MAX_SENT_DEPTH) return '…';
  if (node.kind === 'array') return node.items.map((item) => sentValue(item, depth + 1));
  if (node.kind !== 'object') return node.value;
  const out: Record<string, unknown> = {};
  for (const p of node.props)
    Object.defineProperty(out, p.key, {
      value: sentValue(p.value, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}
