import { getProp, getValue, isOpaque, type JsonNode, type JsonObject } from '../json/tree';
import type { SchemaNode } from './walk';

/** The declared JSON types of a schema object: `"type": "x"` or `"type": ["x", "y"]`. */
export function declaredTypes(schema: JsonObject): string[] {
  const t = getProp(schema, 'type')?.value;
  if (!t) return [];
  if (t.kind === 'string') return [t.value];
  if (t.kind === 'array') return stringItems(t);
  return [];
}

/** The string values of an array node, others skipped; none for a node that is not an array. */
export function stringItems(node: JsonNode | undefined): string[] {
  return node?.kind === 'array' ? node.items.flatMap((i) => (i.kind === 'string' ? [i.value] : [])) : [];
}

/** The names a schema's `required` lists (none when it has no list). */
export function requiredNames(schema: JsonNode | undefined): Set<string> {
  return new Set(stringItems(getValue(schema, 'required')));
}

/** The names a schema's `required` lists, when each is known: undefined when the list, or a name in it, is not. */
export function knownRequiredNames(schema: JsonNode | undefined): Set<string> | undefined {
  const list = getValue(schema, 'required');
  if (isOpaque(list) || (list?.kind === 'array' && list.items.some(isOpaque))) return undefined;
  return requiredNames(schema);
}

/** Whether `type` is the one type the schema declares (declaredTypes equal to `[type]`, without making the list). */
export function declaresOnly(schema: JsonObject, type: string): boolean {
  const t = getProp(schema, 'type')?.value;
  if (t?.kind === 'string') return t.value === type;
  if (t?.kind !== 'array') return false;
  let named = 0;
  for (const i of t.items) if (i.kind === 'string' && (++named > 1 || i.value !== type)) return false;
  return named === 1;
}

/**
 * declaresOnly for Gemini, which reads type names without regard to case (`"OBJECT"` is its own
 * spelling of `object`); OpenAI and Anthropic take only the lower-case names.
 */
export function declaresOnlyAnyCase(schema: JsonObject, type: string): boolean {
  const t = getProp(schema, 'type')?.value;
  return t?.kind === 'string' ? t.value.toLowerCase() === type : declaresOnly(schema, type);
}

/** Whether the schema declares `type` among its types (declaredTypes without the list). */
export function hasType(schema: JsonNode, type: string): boolean {
  if (schema.kind !== 'object') return false;
  const t = getProp(schema, 'type')?.value;
  if (t?.kind === 'string') return t.value === type;
  if (t?.kind !== 'array') return false;
  for (const i of t.items) if (i.kind === 'string' && i.value === type) return true;
  return false;
}

/** How a message names a schema node: "`deliverables`", "the items of `tags`", "the parameters schema". */
export function describeNode(node: SchemaNode): string {
  switch (node.role) {
    case 'root':
      return 'The parameters schema';
    case 'property':
      return `\`${node.holder!.key}\``;
    case 'items':
      return node.parent ? `The items of ${midSentence(describeNode(node.parent))}` : 'The items';
    default: {
      const index = node.pointer.slice(node.pointer.lastIndexOf('/') + 1);
      return `${node.role}[${index}]${node.parent && node.parent.role !== 'root' ? ` of ${midSentence(describeNode(node.parent))}` : ''}`;
    }
  }
}

/** A phrase of describeNode's, for the middle of a sentence: "The items of `tags`" → "the items of `tags`". */
export function midSentence(phrase: string): string {
  return phrase.startsWith('The ') ? 't' + phrase.slice(1) : phrase;
}
