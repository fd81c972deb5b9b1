import type { Clue, Expectation } from './clues';
import { dotted } from './steps';

/**
 * Bedrock's Converse API answers in three formats, two of them with a number
 * for the tool that is not where a 0-based reader would look:
 * - the service's own check, 0-based: `The value at toolConfig.tools.7.toolSpec.inputSchema.json.type
 *   must be one of the following: object.`, `The json schema definition at toolConfig.tools.1.toolSpec.inputSchema
 *   is invalid. ... $.properties: null found`;
 * - the service's ValidationException, 1-based, quoting the value: `Value 'Count Tool' at
 *   'toolConfig.tools.1.member.toolSpec.name' failed to satisfy constraint: ...`;
 * - botocore's client-side ParamValidationError, 0-based, with a length or type for the value:
 *   `Invalid length for parameter toolConfig.tools[0].toolSpec.description, value: 0, valid min length: 1`.
 */
export function bedrockClues(text: string): Clue[] {
  return [...converse(text), ...validationException(text), ...botocore(text)];
}

/** `toolConfig.tools.1.toolSpec.inputSchema is invalid. ... $.properties: null found` (not the `member` form). */
function converse(text: string): Clue[] {
  const out: Clue[] = [];
  const re = /toolConfig\.tools\.(\d+)(?!\d|\.member)(?:\.toolSpec(?:\.(\w+)(?:\.json)?((?:\.[\w$]+)*))?)?/g;
  const jsonPath = /\$((?:\.[\w$]+)+)/.exec(text);
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const clue: Clue = { provider: 'bedrock', index: Number(m[1]) };
    if (m[2] && m[2] !== 'inputSchema') out.push({ ...clue, field: m[2] });
    else out.push({ ...clue, path: [...dotted(m[3]), ...dotted(jsonPath?.[1])] });
  }
  return out;
}

/**
 * `Value 'x' at 'toolConfig.tools.N.member.toolSpec.F' failed to satisfy constraint`, one per error of a
 * `2 validation errors detected: ...; ...` list. The value is quoted as sent, up to the `' at '` that follows it.
 */
function validationException(text: string): Clue[] {
  const out: Clue[] = [];
  const re =
    /Value (?:'((?:[^']|'(?! at '))*)'|(null)) at 'toolConfig\.tools\.(\d+)\.member\.toolSpec(?:\.(\w+)(?:\.json)?((?:\.[\w$]+)*))?'/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const index = Number(m[3]) - 1; // the service numbers a list's members from 1
    if (index < 0) continue;
    const expect: Expectation = m[2] ? { absent: true } : { value: m[1] };
    out.push(toolSpecClue(index, m[4], dotted(m[5]), m[4] === 'inputSchema' || !m[4] ? { present: true } : expect));
  }
  return out;
}

/**
 * botocore's report lines: `Invalid length for parameter P, value: 0, valid min length: 1`,
 * `Invalid type for parameter P, value: ..., type: ...`, `Invalid range for parameter P`,
 * `Missing required parameter in P: "f"`, `Unknown parameter in P: "f", must be one of: ...`.
 */
function botocore(text: string): Clue[] {
  const out: Clue[] = [];
  const re =
    /(Invalid (length|type|range|value) for parameter|(Missing required|Unknown) parameter in) toolConfig\.tools\[(\d+)\]\.toolSpec((?:\.[\w$]+|\[\d+\])*)(?:, value: (\d+)|: "([^"]+)")?/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const [, , invalid, member, index, rest, length, named] = m;
    const keys = dotted(rest.replace(/\[(\d+)\]/g, '.$1')).map((s) => s.key);
    if (named) keys.push(named);
    const [field, ...after] = keys;
    const schemaPath = field === 'inputSchema' ? after.filter((k, i) => i > 0 || k !== 'json') : [];
    out.push(
      toolSpecClue(
        Number(index),
        field,
        schemaPath.map((key) => ({ key })),
        expectation(invalid, member, length),
      ),
    );
  }
  return out;
}

function expectation(invalid: string | undefined, member: string | undefined, length: string | undefined): Expectation {
  if (member === 'Missing required') return { absent: true };
  if (invalid === 'length' && length !== undefined) return { length: Number(length) };
  return { present: true };
}

/** A clue on a toolSpec member: its name or description as a field, its inputSchema as a path into the schema. */
function toolSpecClue(index: number, field: string | undefined, path: Clue['path'], expect: Expectation): Clue {
  const clue: Clue = { provider: 'bedrock', index, expect };
  if (field === undefined || field === 'inputSchema') return { ...clue, path };
  return { ...clue, field };
}
