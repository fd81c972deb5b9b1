/**
 * Reading a tool call's arguments at run time, as an agent's runtime should:
 * only a missing required argument is refused before the call runs, a parameter
 * declared as JSON text is decoded on the way in, and a boolean is read as the
 * word it spells. Every function here is total: it never throws.
 */
import { isRecord } from './input';

/**
 * The names in the declared schema's top-level `required` that the call leaves
 * out, each once, in the schema's order. Nothing else is refused: a wrong type,
 * a pattern or an enum is the tool's to judge. A schema it cannot read (not an
 * object, `required` not a list) refuses nothing; a call with no arguments at
 * all (`undefined` or `null`) lacks every required name.
 */
export function missingArguments(args: unknown, declaredSchema: unknown): string[] {
  if (!isRecord(declaredSchema)) return [];
  const required = declaredSchema.required;
  if (!Array.isArray(required)) return [];
  const given = args === undefined || args === null ? {} : args;
  if (!isRecord(given)) return [];
  const missing = new Set<string>();
  for (const name of required)
    if (typeof name === 'string' && !Object.prototype.hasOwnProperty.call(given, name)) missing.add(name);
  return [...missing];
}

/**
 * A parameter carried as JSON text, decoded: `'{"a": 1}'` gives `{a: 1}`. A value
 * that is not a string (a caller that is not a model may send the structure
 * itself) passes through untouched, and so does text that is not JSON.
 */
export function decodeJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const YES = new Set(['true', 'yes', 'on', '1']);
const NO = new Set(['false', 'no', 'off', '0']);

/**
 * A declared boolean as the word it spells: true, yes, on, 1 and false, no,
 * off, 0, in any case and with surrounding blanks, or a real boolean. Anything
 * else (a blank, another word, a number) spells neither and gives undefined, so
 * the caller picks the field's safe value or refuses the call.
 */
export function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return undefined;
}
