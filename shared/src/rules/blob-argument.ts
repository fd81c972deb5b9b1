import {
  childPointer,
  getProp,
  getValue,
  isObject,
  uniqueProps,
  type JsonObject,
  type JsonProperty,
} from '../json/tree';
import { declaredTypes } from '../schema/node';
import { atKey } from './support/place';
import type { Tool } from '../model/tool';
import type { Rule } from './support/rule';

/** Names that say "a bag of whatever": the whole name is made of these words, at least one from BLOB_WORDS. */
const BLOB_WORDS = new Set([
  'args',
  'arguments',
  'arg',
  'input',
  'inputs',
  'data',
  'payload',
  'params',
  'parameters',
  'param',
  'json',
  'body',
  'kwargs',
]);
const QUALIFIERS = new Set(['raw', 'request', 'tool', 'call', 'all', 'the']);

/** `args`, `input_data`, `requestBody`, `raw-json`: split on separators and camel case, lower-cased. */
export function isBlobName(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return (
    words.length > 0 &&
    words.some((w) => BLOB_WORDS.has(w)) &&
    words.every((w) => BLOB_WORDS.has(w) || QUALIFIERS.has(w))
  );
}

/** A string with nothing that narrows it, or an object (or untyped value) with no declared properties. */
function blobKind(schema: JsonObject): 'string' | 'object' | undefined {
  const types = declaredTypes(schema).filter((t) => t !== 'null');
  const narrowed = ['enum', 'const', 'format', 'pattern', 'anyOf', 'oneOf', 'allOf', '$ref'].some((k) =>
    getProp(schema, k),
  );
  if (narrowed) return undefined;
  if (types.length === 1 && types[0] === 'string') return 'string';
  if (types.length > 1 || (types.length === 1 && types[0] !== 'object')) return undefined;
  const props = getValue(schema, 'properties');
  return isObject(props) && props.props.length > 0 ? undefined : 'object';
}

interface Blob {
  tool: Tool;
  only: JsonProperty;
  kind: 'string' | 'object';
}

export const blobArgument: Rule<Blob> = {
  id: 'blob-argument',
  title: 'Blob argument',
  kind: 'contract',
  defaultSeverity: 'warning',
  summary:
    'The only input is a free-form string or object named like `args`, `input` or `data`, so the model must invent a format.',
  rejectedBy: [],
  checkTool(tool) {
    const root = tool.schema;
    const props = isObject(root) ? getValue(root, 'properties') : undefined;
    if (!isObject(props)) return;
    const members = uniqueProps(props);
    if (members.length !== 1) return;
    const [only] = members;
    const kind = isObject(only.value) && isBlobName(only.key) ? blobKind(only.value) : undefined;
    if (kind) return { tool, only, kind };
  },
  message: ({ tool, only, kind }) => ({
    ...atKey(only, childPointer(childPointer(tool.schemaPointer, 'properties'), only.key)),
    text:
      kind === 'string'
        ? `\`${only.key}\` is the only input and a free-form string: the model must invent a format (JSON? a command line?) and hope the tool parses the same one. Declare named, typed, described properties instead.`
        : `\`${only.key}\` is the only input and an object with no declared properties: the model must guess every field name. Declare the fields it takes as properties.`,
  }),
};
