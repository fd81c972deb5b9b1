import type AjvDraft07 from 'ajv';
import type { ErrorObject, Options, ValidateFunction } from 'ajv';
import type Ajv2020 from 'ajv/dist/2020';
import { ajv } from './ajv';

/**
 * Compiled JSON Schema validators for checking values (a `default`, a call's
 * arguments) against a schema as written. Compiling costs about a millisecond,
 * so validators are cached by the schema's JSON text; nothing here throws.
 */

export interface ValueError {
  /** JSON pointer into the checked value. */
  pointer: string;
  message: string;
  keyword: string;
}

export type ValueCheck =
  | {
      valid: boolean;
      errors: ValueError[];
    }
  | { problem: string };

const OPTIONS: Options = {
  strict: false,
  allErrors: true,
  validateFormats: false,
  logger: false,
  addUsedSchema: false,
};
const CACHE_LIMIT = 500;

let instances: { draft2020: Ajv2020; draft07: AjvDraft07 } | undefined;
const cache = new Map<string, ValidateFunction | string>();

function ajvFor(schema: unknown) {
  if (!instances) {
    const { Draft07, Draft2020 } = ajv();
    instances = { draft2020: new Draft2020(OPTIONS), draft07: new Draft07(OPTIONS) };
  }
  const declared = isRecord(schema) && typeof schema.$schema === 'string' ? schema.$schema : '';
  // Draft-04 to -07 schemas read `items: [...]` as a tuple; 2020-12 (the default, and what Anthropic checks) does not.
  return /draft-0[4-7]/.test(declared) ? instances.draft07 : instances.draft2020;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Keywords that validate nothing: dropped from the top of a schema before it is compiled and cached. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', '$comment']);

/**
 * The compiled validator, or the reason the schema cannot be read. The cache
 * key leaves the top-level annotations out: catalogs repeat `{"type": "boolean",
 * "description": <different each time>}` thousands of times, and an ajv compile
 * costs a millisecond.
 */
export function compileSchema(schema: unknown): ValidateFunction | string {
  const bare = isRecord(schema)
    ? Object.fromEntries(Object.entries(schema).filter(([k]) => !ANNOTATIONS.has(k)))
    : schema;
  let key: string;
  try {
    key = JSON.stringify(bare) ?? 'undefined';
  } catch {
    return 'the schema cannot be serialized';
  }
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const compiled = compileFresh(bare);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, compiled);
  return compiled;
}

function compileFresh(schema: unknown): ValidateFunction | string {
  if (typeof schema !== 'boolean' && !isRecord(schema)) return 'the schema is not an object';
  const ajv = ajvFor(schema);
  // `$schema` picked the dialect; left in, an unknown meta-schema URI would stop the compile.
  const body = isRecord(schema) ? { ...schema, $schema: undefined } : schema;
  try {
    const validate = ajv.compile(JSON.parse(JSON.stringify(body)));
    return validate;
  } catch (e) {
    return `the schema cannot be compiled: ${String((e as Error)?.message ?? e)}`;
  } finally {
    // Ajv keys its own cache by schema object; a fresh object each time would only grow it.
    ajv.removeSchema();
  }
}

/** Check a value against a schema: the errors, with pointers into the value. */
export function checkValue(schema: unknown, value: unknown): ValueCheck {
  const validate = compileSchema(schema);
  if (typeof validate === 'string') return { problem: validate };
  let valid: boolean;
  try {
    valid = validate(value);
  } catch (e) {
    return { problem: `the schema cannot be applied: ${String((e as Error)?.message ?? e)}` };
  }
  const raw = valid ? [] : (validate.errors ?? []);
  return { valid, errors: raw.map(toValueError) };
}

function toValueError(e: ErrorObject): ValueError {
  const params = e.params as Record<string, unknown>;
  const child =
    e.keyword === 'required'
      ? params.missingProperty
      : e.keyword === 'additionalProperties'
        ? params.additionalProperty
        : undefined;
  const pointer =
    typeof child === 'string' ? `${e.instancePath}/${child.replace(/~/g, '~0').replace(/\//g, '~1')}` : e.instancePath;
  return { pointer, message: messageOf(e), keyword: e.keyword };
}

function messageOf(e: ErrorObject): string {
  const params = e.params as Record<string, unknown>;
  if (e.keyword === 'enum' && Array.isArray(params.allowedValues))
    return `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  if (e.keyword === 'required') return `is required`;
  if (e.keyword === 'additionalProperties') return `is not a declared property`;
  return e.message ?? e.keyword;
}
