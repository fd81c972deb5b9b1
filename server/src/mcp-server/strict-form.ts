import type { Schema } from './tool';

/**
 * An input schema in the form OpenAI's and Anthropic's strict modes require, which
 * Gemini's `parameters` refuses (`additionalProperties`, a type list): every object
 * closed with `additionalProperties: false` and requiring all its properties, an
 * optional one made nullable so that `null` says "not given" (the server drops nulls
 * before a call runs). Served by `toolwire mcp-server --strict`.
 */
export function strictForm(schema: Schema): Schema {
  const out: Schema = { ...schema };
  if (isRecord(schema.items)) out.items = strictForm(schema.items);
  if (Array.isArray(schema.anyOf)) out.anyOf = schema.anyOf.map((s) => (isRecord(s) ? strictForm(s) : s));
  if (!isRecord(schema.properties)) return out;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  out.properties = Object.fromEntries(
    Object.entries(schema.properties).map(([key, value]) => {
      const strict = isRecord(value) ? strictForm(value) : value;
      return [key, required.has(key) || !isRecord(strict) ? strict : nullable(strict)];
    }),
  );
  out.required = Object.keys(schema.properties);
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
