import type { Schema } from './tool';

/**
 * The forms the tools' input schemas are listed in. `portable`, as written: what every
 * provider accepts in its non-strict mode, Gemini's `parameters` included, which refuses
 * `additionalProperties` and type lists. The strict modes want the opposite, and not the
 * same thing: `anthropic-strict` every object closed (`additionalProperties: false`);
 * `openai-strict` that too and every property required, an optional one made nullable so
 * that `null` says "not given" (the server drops nulls before a call runs). Anthropic
 * caps a request at 16 parameters with a union type, which this server's nullable inputs
 * exceed, so the two strict forms are apart.
 */
export const SCHEMA_FORMS = ['portable', 'openai-strict', 'anthropic-strict'] as const;
export type SchemaForm = (typeof SCHEMA_FORMS)[number];

/** `schema` in the given form. */
export function inForm(schema: Schema, form: SchemaForm): Schema {
  return form === 'portable' ? schema : closed(schema, form === 'openai-strict');
}

function closed(schema: Schema, requireAll: boolean): Schema {
  const out: Schema = { ...schema };
  if (isRecord(schema.items)) out.items = closed(schema.items, requireAll);
  if (Array.isArray(schema.anyOf))
    out.anyOf = (schema.anyOf as unknown[]).map((s) => (isRecord(s) ? closed(s, requireAll) : s));
  if (!isRecord(schema.properties)) return out;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  out.properties = Object.fromEntries(
    Object.entries(schema.properties).map(([key, value]) => {
      const inner = isRecord(value) ? closed(value, requireAll) : value;
      return [key, requireAll && !required.has(key) && isRecord(inner) ? nullable(inner) : inner];
    }),
  );
  if (requireAll) out.required = Object.keys(schema.properties);
  out.additionalProperties = false;
  return out;
}

/** The schema that also accepts `null`. */
function nullable(schema: Schema): Schema {
  const out: Schema = { ...schema };
  if (typeof schema.type === 'string') out.type = [schema.type, 'null'];
  if (Array.isArray(schema.enum)) out.enum = [...(schema.enum as unknown[]), null];
  if (Array.isArray(schema.anyOf)) out.anyOf = [...(schema.anyOf as unknown[]), { type: 'null' }];
  return out;
}

function isRecord(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The arguments of a call with the strict form's nulls, "not given", left out (top level, where optional inputs are). */
export function withoutNulls(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null));
}
