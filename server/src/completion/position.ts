import { getLocation, type JSONPath } from 'jsonc-parser';
import { childPointer, parentPointer, parsePointer, type ToolSummary } from '../../../shared/src/index';

/** Where in a tool's parameters schema the cursor is. */
export type SchemaPosition =
  /** Typing a keyword of the schema object at `pointer`. */
  | { kind: 'keyword'; pointer: string; atRoot: boolean }
  /** Typing a property name inside the `properties` of the schema at `pointer`. */
  | { kind: 'property'; pointer: string }
  /** In the value of `keyword` of the schema at `pointer` (an element of it when `inArray`). */
  | { kind: 'value'; keyword: string; pointer: string; inArray: boolean };

export interface CompletionSite {
  position: SchemaPosition;
  tool: ToolSummary;
  /** The text the completion replaces: the string token under the cursor, or nothing. */
  replace: { offset: number; length: number };
}

const LIST_KEYWORDS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
const SCHEMA_KEYWORDS = new Set(['items', 'not', 'additionalProperties']);

type State =
  { kind: 'schema' } | { kind: 'properties' } | { kind: 'list' } | { kind: 'keyword'; keyword: string; depth: number };

/**
 * The schema position of `offset`, read from jsonc-parser's location (which copes
 * with half-typed text) and the tools the engine found: the path below the
 * tool's schema pointer says which schema object, and whether the cursor is at
 * a keyword, a property name, or a keyword's value.
 */
export function completionSite(
  text: string,
  offset: number,
  tools: readonly ToolSummary[],
): CompletionSite | undefined {
  const location = getLocation(text, offset);
  const container = location.isAtPropertyKey ? location.path.slice(0, -1) : location.path;
  const tool = owningTool(container, tools);
  if (!tool) return undefined;
  const base = parsePointer(tool.schemaPointer!);
  const { state, pointer } = follow(container.slice(base.length), tool.schemaPointer!);
  const node = location.previousNode;
  const replace =
    node?.type === 'string' && offset >= node.offset && offset <= node.offset + node.length
      ? { offset: node.offset, length: node.length }
      : { offset, length: 0 };
  const position = positionOf(state, pointer, location.isAtPropertyKey, pointer === tool.schemaPointer);
  return position && { position, tool, replace };
}

/** The tool whose schema holds the path (the deepest, should schemas ever nest). */
function owningTool(path: JSONPath, tools: readonly ToolSummary[]): ToolSummary | undefined {
  let best: ToolSummary | undefined;
  let bestLength = -1;
  for (const tool of tools) {
    if (tool.schemaPointer === undefined) continue;
    const tokens = parsePointer(tool.schemaPointer);
    if (tokens.length > path.length || tokens.length <= bestLength) continue;
    if (tokens.every((t, i) => t === String(path[i]))) {
      best = tool;
      bestLength = tokens.length;
    }
  }
  return best;
}

function follow(rest: JSONPath, schemaPointer: string): { state: State; pointer: string } {
  let state: State = { kind: 'schema' };
  let pointer = schemaPointer;
  let previous: string | number | undefined;
  for (const segment of rest) {
    const token = String(segment);
    if (state.kind === 'schema') {
      if (token === 'properties') state = { kind: 'properties' };
      else if (SCHEMA_KEYWORDS.has(token)) pointer = childPointer(pointer, token);
      else if (LIST_KEYWORDS.has(token)) state = { kind: 'list' };
      else if (typeof segment === 'number' && previous === 'items') pointer = childPointer(pointer, segment);
      else state = { kind: 'keyword', keyword: token, depth: 0 };
      if (state.kind !== 'schema' && state.kind !== 'keyword') pointer = childPointer(pointer, token);
    } else if (state.kind === 'properties' || state.kind === 'list') {
      pointer = childPointer(pointer, segment);
      state = { kind: 'schema' };
    } else if (state.kind === 'keyword') state = { kind: 'keyword', keyword: state.keyword, depth: state.depth + 1 };
    previous = segment;
  }
  return { state, pointer };
}

function positionOf(state: State, pointer: string, atKey: boolean, atRoot: boolean): SchemaPosition | undefined {
  if (atKey && state.kind === 'schema') return { kind: 'keyword', pointer, atRoot };
  if (atKey && state.kind === 'properties') return { kind: 'property', pointer: parentPointer(pointer) };
  if (!atKey && state.kind === 'keyword' && state.depth <= 1)
    return { kind: 'value', keyword: state.keyword, pointer, inArray: state.depth === 1 };
  return undefined;
}
