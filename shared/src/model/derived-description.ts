import { getProp, getValue, isObject, uniqueProps, type JsonNode } from '../json/tree';
import { declaredTypes, requiredNames } from '../schema/node';
import type { Tool } from './tool';

/** How many inputs the description lists, and how long one input's line may be. */
export const DERIVED_MAX_INPUTS = 12;
export const DERIVED_LINE_LIMIT = 80;

/**
 * The description written for a tool that came without one (Bedrock refuses an
 * empty description before anything is sent, so none is ever empty): its real name, that no description came with
 * it, and its first 12 declared inputs, each with its type, whether it is
 * required and the first line of its own description, each input's line cut to
 * 80 characters. Deterministic: the same tool always gets the same text, so the
 * preview and the repair never disagree.
 */
export function derivedDescription(tool: Tool): string {
  const name = tool.name?.trim() || 'This tool';
  return describedBy(tool, `${name}: no description came with this tool.`);
}

/**
 * A first draft for the author of a tool written in code (`search_notes` ->
 * "Search notes.", then its inputs as above): a start to edit, never written in
 * bulk. The run-time text above says that no description came; a source file
 * should not.
 */
export function draftDescription(tool: Tool): string {
  const words = (tool.name ?? '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const sentence = words.length ? `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.` : 'What this tool does.';
  return describedBy(tool, sentence);
}

function describedBy(tool: Tool, head: string): string {
  const schema = tool.schema;
  const props = getValue(schema, 'properties');
  const inputs = isObject(props) ? uniqueProps(props).filter((p) => p.value) : [];
  if (!inputs.length) return `${head} It takes no declared inputs.`;
  const required = requiredNames(schema);
  const lines = inputs.slice(0, DERIVED_MAX_INPUTS).map((p) => cut(inputLine(p.key, p.value!, required.has(p.key))));
  const more = inputs.length - DERIVED_MAX_INPUTS;
  if (more > 0) lines.push(`… and ${more} more input${more === 1 ? '' : 's'}.`);
  return [`${head} Inputs:`, ...lines].join('\n');
}

/** `- city (string, required): The city to look up.` */
function inputLine(key: string, schema: JsonNode, required: boolean): string {
  const about = firstLine(getValue(schema, 'description'));
  return `- ${key} (${typeWords(schema)}, ${required ? 'required' : 'optional'})${about ? `: ${about}` : ''}`;
}

function firstLine(node: JsonNode | undefined): string {
  if (node?.kind !== 'string') return '';
  return (
    node.value
      .split(/\r?\n/)
      .map((l) => l.trim())
      .find((l) => l) ?? ''
  );
}

/** `string`, `string or null`, `array of integer`, `string or integer` for an anyOf, `any` when untyped. */
function typeWords(schema: JsonNode, depth = 0): string {
  if (schema.kind !== 'object') return 'any';
  const types = declaredTypes(schema);
  if (types.length === 1 && types[0] === 'array' && depth < 2) {
    const items = getProp(schema, 'items')?.value;
    return items && items.kind === 'object' ? `array of ${typeWords(items, depth + 1)}` : 'array';
  }
  if (types.length) return types.join(' or ');
  const anyOf = getValue(schema, 'anyOf') ?? getValue(schema, 'oneOf');
  if (anyOf?.kind === 'array' && depth < 2) {
    const branches = [...new Set(anyOf.items.map((b) => typeWords(b, depth + 1)))];
    if (branches.length && !branches.includes('any')) return branches.join(' or ');
  }
  return 'any';
}

/** The line cut to the limit, with an ellipsis, never inside a surrogate pair. */
function cut(line: string): string {
  const chars = Array.from(line);
  return chars.length <= DERIVED_LINE_LIMIT ? line : `${chars.slice(0, DERIVED_LINE_LIMIT - 1).join('')}…`;
}
