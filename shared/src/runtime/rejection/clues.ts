import type { ProviderId } from '../../types';
import { bedrockClues } from './bedrock';
import { readPythonValue } from './fragment';
import { dotted } from './steps';

/** One step into a schema: a member or item by its key, or the `at`-th member of an object (Gemini numbers map entries). */
export type Step = { key: string } | { at: number };

/** What one error sentence says about where the request went wrong. */
export interface Clue {
  /** Whose error format it is in. */
  provider: ProviderId;
  /** The tool's position in the request, when the error gives one. */
  index?: number;
  /** Gemini's `tools[K]`: which tools entry the declarations index is in. */
  group?: number;
  /** The tool's name as sent, when the error gives it. */
  name?: string;
  /** A member of the tool outside its schema (`name`, `description`, `required` put next to `parameters`). */
  field?: string;
  /** The path inside the parameters schema (empty: the schema itself). */
  path?: Step[];
  /** A keyword the provider does not know, under `path`. */
  keyword?: string;
  /** The failing subschema as the error quotes it (Mistral). */
  fragment?: unknown;
  /** What the error says of the node it names (Bedrock): the tool at `index` is trusted only when it fits. */
  expect?: Expectation;
}

/**
 * What the named node holds, as the error tells it: the value it quotes, the
 * length it counts, that it is there (a type the provider refuses) or that it
 * is missing. Bedrock's errors give this; the value and the length also find
 * the tool when the index does not.
 */
export type Expectation = { value: string } | { length: number } | { present: true } | { absent: true };

type Reader = (text: string) => Clue[];

/** Every clue each provider's formats give in one text, Gemini's first (the most precise). */
export function cluesIn(text: string): Clue[] {
  return READERS.flatMap((read) => read(text));
}

/** Gemini: `tools[0].function_declarations[15].parameters.properties[deliverables].items: missing field`, also with the brackets lost. */
const GEMINI_PATH = /(?:tools\[?(\d+)\]?\.)?function_?declarations\[?(\d+)\]?((?:\.[\w$]+(?:\[[^\]]*\])?)*)/gi;

function gemini(text: string): Clue[] {
  const out: Clue[] = [];
  // Also as quoted in the JSON body's text (`Unknown name \"k\"`), or that layer reads as the path without its keyword.
  const unknown = /Unknown name \\?"([^"\\]+)\\?" at '([^']*)'/g;
  const named = new Set<string>();
  for (let m = unknown.exec(text); m; m = unknown.exec(text)) {
    named.add(m[2]);
    for (const clue of geminiPaths(m[2])) out.push({ ...clue, keyword: m[1] });
  }
  for (const clue of geminiPaths(text, named)) out.push(clue);
  return out;
}

function geminiPaths(text: string, skip?: Set<string>): Clue[] {
  const out: Clue[] = [];
  GEMINI_PATH.lastIndex = 0;
  for (let m = GEMINI_PATH.exec(text); m; m = GEMINI_PATH.exec(text)) {
    const whole = m[0];
    if (skip && [...skip].some((s) => s.includes(whole))) continue;
    const clue: Clue = { provider: 'gemini', index: Number(m[2]), ...(m[1] ? { group: Number(m[1]) } : {}) };
    out.push({ ...clue, ...geminiSteps(m[3]) });
  }
  return out;
}

const GEMINI_KEYS: Record<string, string> = {
  any_of: 'anyOf',
  one_of: 'oneOf',
  all_of: 'allOf',
  prefix_items: 'prefixItems',
  additional_properties: 'additionalProperties',
  property_ordering: 'propertyOrdering',
};
const LOST_BRACKETS = /^(properties|any_of|one_of|all_of|enum|required|prefix_items)(\d+)$/;

/** `.parameters.properties[16].value.enum[0]` -> properties, 16th member, enum, 0; `.name` -> the tool's name. */
function geminiSteps(path: string): Pick<Clue, 'path' | 'field'> {
  const parts = path.split('.').filter(Boolean);
  if (!parts.length) return {};
  const [first, ...rest] = parts;
  if (!/^parameters/i.test(first)) return { field: first.replace(/\[.*$/, '') };
  const steps: Step[] = [];
  let afterProperty = false;
  for (const part of rest) {
    const m = /^([\w$]+?)(?:\[([^\]]*)\])?$/.exec(part) ?? [part, part, undefined];
    let [, key, sub] = m as [string, string, string | undefined];
    const lost = sub === undefined ? LOST_BRACKETS.exec(key) : null;
    if (lost) [key, sub] = [lost[1], lost[2]];
    if (afterProperty && key === 'value') {
      afterProperty = false;
      continue;
    }
    steps.push({ key: GEMINI_KEYS[key] ?? key });
    afterProperty = key === 'properties' && sub !== undefined;
    if (sub === undefined) continue;
    // A map's entries are numbered, a list's items are numbered: only a property may be numbered by position.
    steps.push(key === 'properties' && /^\d+$/.test(sub) ? { at: Number(sub) } : { key: sub });
  }
  return { path: steps };
}

/** OpenAI: `Invalid schema for function 'name': In context=('properties', 'p'), ...`. */
function openAiNamed(text: string): Clue[] {
  const out: Clue[] = [];
  const re = /Invalid schema for function '([^']*)'(?::\s*In context=\(([^)]*)\))?/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const path = [...(m[2] ?? '').matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((t) => ({ key: t[1] }));
    out.push({ provider: 'openai', name: m[1], path });
  }
  return out;
}

/** OpenAI and compatible servers: `Invalid 'tools[2].function.description'`, Groq's `invalid JSON schema for tool x, tools[24].function.parameters`. */
function openAiIndexed(text: string): Clue[] {
  const out: Clue[] = [];
  const re = /(?:for tool ([\w.:-]+), )?tools\[(\d+)\]\.function\.(\w+)((?:\.[\w$]+)*)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const clue: Clue = { provider: 'openai', index: Number(m[2]), ...(m[1] ? { name: m[1] } : {}) };
    out.push(m[3] === 'parameters' ? { ...clue, path: dotted(m[4]) } : { ...clue, field: m[3] });
  }
  return out;
}

/** Anthropic (and Claude on Bedrock): `tools.3.custom.input_schema: ...`, `tools.0.custom.input_schema.type: ...`, `tools.7.custom.name: ...`. */
function anthropic(text: string): Clue[] {
  const out: Clue[] = [];
  const provider: ProviderId = /The model returned the following errors/.test(text) ? 'bedrock' : 'anthropic';
  const re = /(?<![\w.])tools\.(\d+)\.custom(?:\.(\w+)((?:\.[\w$]+)*))?/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const clue: Clue = { provider, index: Number(m[1]) };
    out.push(!m[2] || m[2] === 'input_schema' ? { ...clue, path: dotted(m[3]) } : { ...clue, field: m[2] });
  }
  return out;
}

/** Mistral: `Invalid tool schema: {python repr} <message>`, `"loc":["body","tools",0,"function","required"]`, `Function name was x but must be ...`. */
function mistral(text: string): Clue[] {
  const out: Clue[] = [];
  const schema = /Invalid tool schema: ([[{].*)/s.exec(text);
  if (schema) {
    const fragment = readPythonValue(schema[1]);
    if (fragment && typeof fragment === 'object') out.push({ provider: 'mistral', fragment });
  }
  const loc =
    /"loc":\s*\[\s*"body"\s*,\s*"tools"\s*,\s*(\d+)\s*,\s*"function"\s*,\s*"([^"]+)"((?:\s*,\s*(?:"[^"]*"|\d+))*)\s*\]/.exec(
      text,
    );
  if (loc) {
    const rest = [...loc[3].matchAll(/"([^"]*)"|(\d+)/g)].map((t) => ({ key: t[1] ?? t[2] }));
    const clue: Clue = { provider: 'mistral', index: Number(loc[1]) };
    out.push(loc[2] === 'parameters' ? { ...clue, path: rest } : { ...clue, field: loc[2] });
  }
  const name = /Function name was (\S+) but must be/.exec(text);
  if (name) out.push({ provider: 'mistral', name: name[1], field: 'name' });
  return out;
}

const READERS: readonly Reader[] = [gemini, openAiNamed, openAiIndexed, anthropic, bedrockClues, mistral];
