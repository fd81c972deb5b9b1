import { compactJson } from '../json/compact';
import {
  childPointer,
  getProp,
  getString,
  getValue,
  isObject,
  toValue,
  uniqueProps,
  type JsonNode,
  type JsonObject,
} from '../json/tree';
import { checkValue, type ValueError } from '../schema/validate';
import type { SchemaNode } from '../schema/walk';
import { atValue } from './support/place';
import type { Rule } from './support/rule';

/**
 * The node's schema as a standalone document, without its `default`: the root's
 * `$schema` (which picks the dialect) comes along, and so do `$defs`/`definitions`
 * when the node has a `$ref` that may name them.
 */
function schemaWithoutDefault(node: SchemaNode): Record<string, unknown> | undefined {
  const whole = toValue(node.node) as Record<string, unknown> | undefined;
  // A keyword beside the default holds a value not known (`.max(LIMIT)` with LIMIT imported): not judged.
  if (whole === undefined) return undefined;
  const { default: _dropped, ...rest } = whole;
  if (node.role === 'root') return rest;
  const root = node.tool.schema;
  const $schema = getString(root, '$schema');
  const out: Record<string, unknown> = $schema ? { ...rest, $schema } : rest;
  if (!JSON.stringify(rest).includes('"$ref"')) return out;
  for (const key of ['$defs', 'definitions']) {
    const defs = getValue(root, key);
    if (defs) out[key] = toValue(defs);
  }
  return out;
}

/** Keywords that constrain nothing, beside `type` and the `default` itself. */
const INERT = new Set(['type', 'default', 'description', 'title', 'examples', '$comment']);

/**
 * True when a schema that is nothing but a `type` (and annotations) accepts the
 * value: the common `{"type": "boolean", "default": false}` needs no validator.
 * False when it may not (the validator decides).
 */
function plainlyAccepted(schema: JsonObject, value: JsonNode): boolean {
  const type = getValue(schema, 'type');
  if (type?.kind !== 'string' || !uniqueProps(schema).every((p) => INERT.has(p.key))) return false;
  switch (type.value) {
    case 'integer':
      return value.kind === 'number' && Number.isInteger(value.value);
    case 'number':
      return value.kind === 'number' && Number.isFinite(value.value);
    case 'string':
    case 'boolean':
    case 'object':
    case 'array':
    case 'null':
      return value.kind === type.value;
    default:
      return false;
  }
}

interface Refused {
  node: SchemaNode;
  schema: JsonObject;
  defaultNode: JsonNode;
  value: unknown;
  errors: ValueError[];
  /** The `default` member's index in the schema. */
  index: number;
}

export const defaultInvalid: Rule<Refused> = {
  id: 'default-invalid',
  title: 'Default its own schema rejects',
  kind: 'contract',
  defaultSeverity: 'warning',
  summary: 'A `default` value that the schema it sits in does not accept.',
  rejectedBy: [],
  dialects: ['profile', 'json-schema'],
  checkNode(node) {
    const schema = node.node;
    if (!isObject(schema)) return;
    const member = getProp(schema, 'default');
    const index = member ? schema.props.lastIndexOf(member) : -1;
    if (!member?.value || plainlyAccepted(schema, member.value)) return;
    const value = toValue(member.value);
    if (value === undefined) return; // a default holding a value not known (or nested past reading) is not judged
    const schemaAlone = schemaWithoutDefault(node);
    if (!schemaAlone) return;
    const check = checkValue(schemaAlone, value);
    // A schema ajv cannot read is schema-invalid's or ref's finding, not this one.
    if ('problem' in check || check.valid) return;
    return { node, schema, defaultNode: member.value, value, errors: check.errors, index };
  },
  message({ node, defaultNode, value, errors }) {
    const why = errors
      .map((e) => `${e.pointer ? `${e.pointer} ` : ''}${e.message}`)
      .slice(0, 3)
      .join('; ');
    return {
      ...atValue(defaultNode, childPointer(node.pointer, 'default')),
      text: `The default ${truncate(compactJson(value))} is not accepted by its own schema (${why}): a model that copies it, or a client that fills it in, sends a call the tool refuses. Make the default valid or drop it.`,
    };
  },
  fixes: ({ schema, index }, ctx) => [
    { title: 'Drop the default', kind: 'authoring', edits: ctx.edits.removeMembers(schema, [index]) },
  ],
};

function truncate(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
