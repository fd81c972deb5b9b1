import type { ErrorObject, ValidateFunction } from 'ajv';
import { ajv as ajvClasses } from './ajv';

/**
 * A schema checked against the JSON Schema 2020-12 meta-schema, as Anthropic
 * checks `input_schema`: one problem per place in the schema, worded for a person.
 */

export interface MetaProblem {
  /** JSON pointer inside the checked schema. */
  pointer: string;
  /** What is wrong, worded for a person, with no final stop: "`type` lists the same type twice (["string","string"])". */
  what: string;
  /** One sentence: what to write instead. */
  fix: string;
}

const META_2020 = 'https://json-schema.org/draft/2020-12/schema';
const TYPES = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'];

let metaValidator: ValidateFunction | undefined;

/** The meta-schema validator, built once. Ajv never asserts formats on meta-schemas: `badPatterns` checks `format: regex`. */
function meta(): ValidateFunction {
  if (metaValidator) return metaValidator;
  const ajv = new (ajvClasses().Draft2020)({ allErrors: true, strict: false, logger: false });
  metaValidator = ajv.getSchema(META_2020)!;
  return metaValidator;
}

/** True when `s` compiles; Python's named-group spellings count too (Anthropic's checker may be Python's). */
export function isRegex(s: string): boolean {
  try {
    new RegExp(s.replace(/\(\?P</g, '(?<').replace(/\(\?P=(\w+)\)/g, '\\k<$1>'));
    return true;
  } catch {
    return false;
  }
}

/** The places where `schema` is not valid JSON Schema 2020-12 (the meta-schema is applied whatever `$schema` says). */
export function checkAgainstMeta(schema: unknown): MetaProblem[] {
  const validate = meta();
  let valid: boolean;
  try {
    valid = validate(schema);
  } catch {
    return [];
  }
  if (valid) return badPatterns(schema);
  const byPointer = new Map<string, ErrorObject[]>();
  for (const e of validate.errors ?? []) byPointer.set(e.instancePath, [...(byPointer.get(e.instancePath) ?? []), e]);
  const pointers = [...byPointer.keys()];
  const problems: MetaProblem[] = [];
  for (const [pointer, errors] of byPointer) {
    // `anyOf` failing here only because a part below failed: the part below says it better.
    if (errors.some((e) => e.keyword === 'anyOf') && pointers.some((p) => p.startsWith(`${pointer}/`))) continue;
    if (isGoogleTypeSpelling(pointer, valueAt(schema, pointer))) continue;
    problems.push({ pointer, ...describe(pointer, errors, valueAt(schema, pointer)) });
  }
  return [...problems, ...badPatterns(schema)];
}

const DATA_KEYS = new Set(['default', 'enum', 'const', 'examples', 'example']);
const BAD_REGEX_FIX = 'Fix the expression, or drop it and say the format in the description.';

/** `pattern` values and `patternProperties` keys that are not regular expressions. Iterative: safe on any depth. */
function badPatterns(schema: unknown): MetaProblem[] {
  const out: MetaProblem[] = [];
  const stack: Array<[unknown, string]> = [[schema, '']];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    for (const [k, child] of Object.entries(v as Record<string, unknown>)) {
      if (DATA_KEYS.has(k) && !Array.isArray(v)) continue;
      const childAt = `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (k === 'pattern' && typeof child === 'string' && !isRegex(child))
        out.push({
          pointer: childAt,
          what: `\`pattern\` ${JSON.stringify(child)} is not a valid regular expression`,
          fix: BAD_REGEX_FIX,
        });
      if (k === 'patternProperties' && typeof child === 'object' && child !== null) {
        for (const key of Object.keys(child))
          if (!isRegex(key))
            out.push({
              pointer: childAt,
              what: `\`patternProperties\` key ${JSON.stringify(key)} is not a valid regular expression`,
              fix: BAD_REGEX_FIX,
            });
      }
      stack.push([child, childAt]);
    }
  }
  return out;
}

function valueAt(root: unknown, pointer: string): unknown {
  let v = root;
  for (const token of pointer.split('/').slice(1)) {
    const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
    v = typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined;
  }
  return v;
}

/** The keyword a pointer ends in, and whether it names an array element. */
function lastToken(pointer: string): string {
  return pointer
    .slice(pointer.lastIndexOf('/') + 1)
    .replace(/~1/g, '/')
    .replace(/~0/g, '~');
}

/** What is wrong at `pointer` (no final stop) and what to write instead. */
function describe(pointer: string, errors: ErrorObject[], value: unknown): Pick<MetaProblem, 'what' | 'fix'> {
  const key = lastToken(pointer);
  const parentKey = lastToken(pointer.slice(0, pointer.lastIndexOf('/')));
  const shown = JSON.stringify(value) ?? String(value);
  const subject = pointer === '' ? 'The parameters schema' : `\`${key}\``;
  if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof value === 'boolean') {
    return {
      what: `\`${key}\` must be a number in JSON Schema 2020-12 (draft-4 used a boolean beside \`minimum\`/\`maximum\`)`,
      fix: `Write the bound itself, e.g. \`"${key}": 0\`.`,
    };
  }
  if (key === 'required' && !Array.isArray(value)) {
    return {
      what: `\`required\` must be an array of property names in JSON Schema 2020-12, not ${shown} (draft-3's \`"required": true\` on a property is no longer valid)`,
      fix: "List the name in the parent's `required`.",
    };
  }
  if (key === 'type' && Array.isArray(value) && value.every((t) => TYPES.includes(t as string))) {
    return { what: `\`type\` lists the same type twice (${shown})`, fix: 'List each once.' };
  }
  if (key === 'type' || (parentKey === 'type' && /^\d+$/.test(key))) {
    const near = typeof value === 'string' ? nearestType(value) : undefined;
    return {
      what: `${shown} is not a JSON Schema type`,
      fix: `Use one of ${TYPES.join(', ')}${near ? ` (did you mean "${near}"?)` : ''}.`,
    };
  }
  const typeError = errors.find((e) => e.keyword === 'type');
  if (typeError && String((typeError.params as { type?: unknown }).type) === 'object,boolean') {
    return {
      what: `${subject} must be a schema (an object, or true/false), not ${shown}`,
      fix: 'Write it as a schema object.',
    };
  }
  const first = errors.find((e) => e.keyword !== 'anyOf') ?? errors[0];
  return {
    what: `${subject} ${first.message ?? 'is not valid'}${first.keyword === 'format' ? ' (not a valid regular expression)' : ''}`,
    fix: 'Make it valid JSON Schema 2020-12.',
  };
}

/**
 * Google's upper-case spelling of a real type (`"STRING"`): the type rules
 * (type-unknown, root-type) already flag it with a repair that lowercases it.
 */
function isGoogleTypeSpelling(pointer: string, value: unknown): boolean {
  const isType = lastToken(pointer) === 'type' || /\/type\/\d+$/.test(pointer);
  const names = Array.isArray(value) ? value : [value];
  return (
    isType &&
    names.every((v) => typeof v === 'string' && TYPES.includes(v.toLowerCase())) &&
    names.some((v) => v !== (v as string).toLowerCase())
  );
}

/** The JSON type a misspelt one was meant to be, when it is one or two edits away. */
function nearestType(word: string): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestCost = 3;
  for (const t of TYPES) {
    const cost = editDistance(lower, t);
    if (cost < bestCost) [best, bestCost] = [t, cost];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}
