import { compactJson, removeProperty } from '../json/edits';
import { childPointer, getProp, isObject, toValue } from '../json/tree';
import { checkValue } from '../schema/validate';
import type { SchemaNode } from '../schema/walk';
import type { Rule } from './rule';

/**
 * The node's schema as a standalone document, without its `default`: the root's
 * `$schema` (which picks the dialect) and `$defs`/`definitions` (which local
 * `$ref`s name) come along.
 */
function schemaWithoutDefault(node: SchemaNode): Record<string, unknown> {
  const own = toValue(node.node) as Record<string, unknown>;
  const { default: _dropped, ...rest } = own;
  if (node.role === 'root') return rest;
  const root = toValue(node.tool.schema);
  if (!root || typeof root !== 'object' || Array.isArray(root)) return rest;
  const { $schema, $defs, definitions } = root as Record<string, unknown>;
  return { ...rest, ...stripUndefined({ $schema, $defs, definitions }) };
}

function stripUndefined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

export const defaultInvalid: Rule = {
  id: 'default-invalid',
  title: 'Default its own schema rejects',
  kind: 'contract',
  defaultSeverity: 'warning',
  summary: 'A `default` value that the schema it sits in does not accept.',
  rejectedBy: [],
  dialects: ['profile', 'json-schema'],
  schemaNode(node, ctx) {
    const schema = node.node;
    if (!isObject(schema)) return;
    const member = getProp(schema, 'default');
    const index = member ? schema.props.lastIndexOf(member) : -1;
    if (!member?.value) return;
    const value = toValue(member.value);
    const check = checkValue(schemaWithoutDefault(node), value);
    // A schema ajv cannot read is schema-invalid's or ref's finding, not this one.
    if ('problem' in check || check.valid) return;
    const why = check.errors.map((e) => `${e.pointer ? `${e.pointer} ` : ''}${e.message}`).slice(0, 3).join('; ');
    ctx.report({
      offset: member.value.offset,
      length: member.value.length,
      pointer: childPointer(node.pointer, 'default'),
      message: `The default ${truncate(compactJson(value))} is not accepted by its own schema (${why}): a model that copies it, or a client that fills it in, sends a call the tool refuses. Make the default valid or drop it.`,
      fixes: () => [{ title: 'Drop the default', kind: 'authoring', edits: [removeProperty(ctx.text, schema, index)] }],
    });
  },
};

function truncate(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
