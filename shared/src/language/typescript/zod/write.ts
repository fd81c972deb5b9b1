/**
 * A JSON Schema value written as the zod that converts to it, for the small
 * set of schemas a fix writes (a typed leaf, an enum, an array of them, a
 * JSON text string, a date-time string); undefined for anything else, and the
 * fix is then not offered. `quote` writes a string in the file's quotes.
 */
export function zodFor(schema: unknown, zod: 3 | 4, quote: (s: string) => string): string | undefined {
  if (!isPlainObject(schema)) return undefined;
  const { description, ...rest } = schema;
  if (description !== undefined && typeof description !== 'string') return undefined;
  const nullable = Array.isArray(rest.type) && rest.type.length === 2 && rest.type.includes('null');
  if (nullable) rest.type = (rest.type as unknown[]).find((t) => t !== 'null');
  const base = baseFor(rest, zod, quote);
  if (base === undefined) return undefined;
  return base + (nullable ? '.nullable()' : '') + (description !== undefined ? `.describe(${quote(description)})` : '');
}

const PRIMITIVES: Record<string, string> = { string: 'z.string()', number: 'z.number()', boolean: 'z.boolean()' };
const BOUNDS: Record<string, Record<string, string>> = {
  string: { minLength: 'min', maxLength: 'max' },
  number: { minimum: 'min', maximum: 'max' },
  integer: { minimum: 'min', maximum: 'max' },
  array: { minItems: 'min', maxItems: 'max' },
};

function baseFor(schema: Record<string, unknown>, zod: 3 | 4, quote: (s: string) => string): string | undefined {
  const { type, enum: values, format, items, ...checks } = schema;
  if (typeof type !== 'string') return undefined;
  let text: string | undefined;
  if (values !== undefined) {
    if (type !== 'string' || !Array.isArray(values) || !values.length || !values.every((v) => typeof v === 'string'))
      return undefined;
    text = `z.enum([${values.map(quote).join(', ')}])`;
  } else if (format !== undefined) {
    if (type !== 'string' || format !== 'date-time') return undefined;
    text = zod === 4 ? 'z.iso.datetime()' : 'z.string().datetime()';
  } else if (type === 'array') {
    const element = items === undefined ? undefined : zodFor(items, zod, quote);
    if (element === undefined) return undefined;
    text = `z.array(${element})`;
  } else if (items !== undefined) return undefined;
  else text = type === 'integer' ? (zod === 4 ? 'z.int()' : 'z.number().int()') : PRIMITIVES[type];
  if (text === undefined) return undefined;
  for (const [key, value] of Object.entries(checks)) {
    const method = BOUNDS[type]?.[key];
    if (!method || typeof value !== 'number') return undefined;
    text += `.${method}(${value})`;
  }
  return text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
