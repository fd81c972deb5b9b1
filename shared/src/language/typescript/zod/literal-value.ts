import type * as TS from 'typescript';
import type { JsonNode } from '../../../json/tree';
import { ZodReader } from './reader';
import { ZodSource } from './source';
import type { ZodScope } from './types';

/**
 * `Tool.shape.name.value`: the value of a `z.literal(...)` read through its
 * `.value` (zod 3 and 4 both give it), where a tool's parts are taken from a
 * zod object that describes the tool (`z.object({ name: z.literal("go_back"),
 * description: z.literal("Go back"), arguments: z.object({...}) })`). The
 * value is the literal's own argument, so a finding on the name points where
 * it is written. Undefined when `expr` is not such a member.
 */
export function zodLiteralValue(
  ts: typeof TS,
  file: TS.SourceFile,
  shift: number,
  scope: ZodScope,
  expr: TS.PropertyAccessExpression,
  zod: 3 | 4,
): JsonNode | undefined {
  if (expr.name.text !== 'value') return undefined;
  const reader = new ZodReader(new ZodSource(ts, file, shift, scope), zod);
  const schema = reader.read(expr.expression);
  return schema?.kind.t === 'literal' ? schema.kind.value : undefined;
}
