import { getString } from '../json/tree';
import type { SourceEdits } from '../language/language';
import type { Fix } from '../types';
import type { SchemaNode } from './walk';

/**
 * The schema a value with no portable schema travels as: a string whose
 * description says it holds JSON text (the handler decodes it on the way in).
 */
function jsonTextSchema(node: SchemaNode, what: string): { type: 'string'; description: string } {
  const own = getString(node.node, 'description')?.trim();
  return { type: 'string', description: own ? `${own} (as JSON text)` : `${what} (as JSON text)` };
}

/** Authoring fix: replace the node with {"type": "string", "description": "… (as JSON text)"}. */
export function carryAsJsonText(edits: SourceEdits, node: SchemaNode, what: string): Fix {
  return {
    title: 'Carry it as JSON text: {"type": "string", "description": "… (as JSON text)"}',
    kind: 'authoring',
    edits: edits.replaceValue(node.node, jsonTextSchema(node, what)),
  };
}
