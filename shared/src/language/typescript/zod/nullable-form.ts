import type { JsonNode } from '../../../json/tree';
import type { NullableForm } from '../../../model/source';
import type { ZodOrigin } from './origin';
import { converterFor } from './profiles';
import type { ZodProfile } from './types';

/** Calls that give the value a description of its own, which keeps it from being a bare type. */
const DESCRIBING = new Set(['describe', 'meta']);

/**
 * What the value is sent as when its `.optional()` becomes `.nullable()`: zod-to-json-schema
 * and zod 4.5 on write a bare type (`{"type": "number"}`: no check, no description of its
 * own) with null as a `type` list, anything else (and zod 4.0-4.4 everything) as `anyOf`
 * with a null branch (emit.ts `nullable`). Undefined when no `.optional()` holds it.
 */
export function nullableFormOf(schema: JsonNode, origin: ZodOrigin, profile: ZodProfile): NullableForm | undefined {
  // The held chain is the whole one, from the same first call.
  const calls = (origin.held ?? origin).chain;
  const at = calls.findIndex((c) => c.name === 'optional');
  if (at < 0) return undefined;
  const lists = profile.zod === 3 || converterFor(profile).typeLists;
  const described = calls.slice(0, at).some((c) => DESCRIBING.has(c.name));
  return lists && !described && isBareType(schema) ? 'type-list' : 'anyOf';
}

/** `{"type": "T"}`, a description the chain adds after `.optional()` aside. */
function isBareType(schema: JsonNode): boolean {
  if (schema.kind !== 'object') return false;
  const own = schema.props.filter((p) => p.key !== 'description');
  return own.length === 1 && own[0].key === 'type' && own[0].value?.kind === 'string';
}
