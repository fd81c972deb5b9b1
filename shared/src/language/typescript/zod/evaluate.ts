import type * as TS from 'typescript';
import type { JsonNode } from '../../../json/tree';
import { closeEveryObject } from '../../computed/close-every-object';
import { strictOrNoted } from '../../computed/openai-strict';
import { checkRoot, replacedRoot } from '../../computed/root-checks';
import { Emitter } from './emit';
import type { ZNode } from './ir';
import { obj, prop, str } from '../../computed/tree-builders';
import { converterFor, type ZodConverter } from './profiles';
import { ZodReader } from './reader';
import { sharedInstances } from './reuse';
import { ROOT_REPLACED, rootCheckFor } from './root-words';
import { ZodSource } from './source';
import { JS_STRICT_WORDS } from './strict-words';
import type { ZodEvaluation, ZodProfile, ZodScope } from './types';

/**
 * The JSON Schema a tool's SDK sends for a zod expression, read from the
 * syntax (no code is run): undefined when `expr` is not zod at all. With
 * `root`, what the SDK does at a tool's root too: `$schema`, the MCP SDKs'
 * raw shapes and non-object roots, the helpers' root checks. With `shape`,
 * `expr` is a raw shape that a workspace helper wraps in `z.object(...)`. With
 * `converted` too, a root the code converts itself (`zodToJsonSchema(X)` in a
 * `tools/list` answer): stamped as the converter does, and sent as it writes
 * it, since no SDK wraps or checks it.
 */
export function evaluateZod(
  ts: typeof TS,
  file: TS.SourceFile,
  shift: number,
  expr: TS.Expression,
  profile: ZodProfile,
  scope: ZodScope,
  options: { root?: boolean; shape?: boolean; converted?: boolean } = {},
): ZodEvaluation | undefined {
  const conv = converterFor(profile);
  const reader = new ZodReader(new ZodSource(ts, file, shift, scope), profile.zod);
  const isMcp = conv.root === 'mcp-v1' || conv.root === 'mcp-v2';
  const sdkRoot = options.root && !options.converted;
  const shape = options.shape || (sdkRoot && isMcp);
  const schema = (options.shape ? undefined : reader.read(expr)) ?? (shape ? rawShape(reader, expr) : undefined);
  if (!schema) return undefined;
  const emitter = new Emitter(conv, profile, sharedInstances(schema, conv));
  if (sdkRoot && conv.root === 'mcp-v1' && !isObjectRoot(schema, profile.zod)) {
    if (schema.kind.t === 'opaque') return { schema: emitter.emit(schema), notes: [] };
    return { schema: replacedRoot(schema.span, ROOT_REPLACED, emitter.notes), notes: emitter.notes };
  }
  let json = withDefs(emitter, schema, emitter.emit(schema));
  if (conv.closeEveryObject) json = closeEveryObject(json);
  if (options.root) json = stamped(conv, schema, json);
  const rootCheck = sdkRoot ? rootCheckFor(conv.root, profile.id) : undefined;
  if (rootCheck) json = checkRoot(rootCheck, json, emitter.notes);
  if (conv.openaiStrict && !emitter.notes.length) json = strictOrNoted(json, JS_STRICT_WORDS, emitter.notes);
  return { schema: json, notes: emitter.notes };
}

/**
 * `{ q: z.string() }`, `X.shape` or `{}` where an MCP SDK takes a raw shape:
 * the z.object it wraps it in. The SDK counts an empty object as a raw shape
 * too, and lists it as `{"type":"object","properties":{}}`.
 */
function rawShape(reader: ZodReader, expr: TS.Expression): ZNode | undefined {
  const node = reader.src.unwrap(expr);
  const shape = reader.shape(node);
  if (!shape) return undefined;
  const span = reader.src.span(node);
  return reader.make({ t: 'object', shape: shape.props, rest: shape.rest, mode: 'strip' }, span, span);
}

/** The MCP SDK v1 takes an object schema only: a described object still is one, and a zod 4 refined one. */
function isObjectRoot(n: ZNode, zod: 3 | 4): boolean {
  const seen = new Set<ZNode>();
  // A lazy schema may return itself (`const A = z.lazy(() => A)`): each is followed once.
  while (n.kind.t === 'lazy' && !seen.has(n)) {
    seen.add(n);
    n = n.kind.resolve();
  }
  return n.kind.t === 'object' && !(zod === 3 && n.effects);
}

/** The root with its `$defs` (or draft-07 `definitions`) written after it, as zod 4 places them. */
function withDefs(emitter: Emitter, root: ZNode, json: JsonNode): JsonNode {
  if (!emitter.refs.size || json.kind !== 'object' || emitter.conv.langchainInterop) return json;
  const entries = [...emitter.refs].map(([n, name]) => prop(name, n.head, emitter.fresh(n)));
  const key = emitter.profile.draft === 'draft-07' ? 'definitions' : '$defs';
  return obj(json, [...json.props, prop(key, root.head, obj(root.span, entries))]);
}

function stamped(conv: ZodConverter, root: ZNode, json: JsonNode): JsonNode {
  if (json.kind !== 'object') return json;
  return obj(json, [...json.props, prop('$schema', root.span, str(root.span, conv.schemaUri))]);
}
