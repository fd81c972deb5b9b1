import { jsonLanguage } from '../language/json';
import { childPointer, type JsonNode } from '../json/tree';
import { toolAt } from '../model/locate';
import type { Tool } from '../model/tool';
import type { ToolItem } from './input';

/** One tool as given: its JSON text, and the tool read from the batch's document (undefined when it is no tool). */
export interface BatchEntry {
  item: ToolItem;
  /** Undefined for a value JSON cannot carry (a function, a cycle, a BigInt, a throwing getter), or a slot left empty. */
  text: string | undefined;
  tool: Tool | undefined;
  /** The pointer of the tool's outer object in the batch's document: stripped from finding pointers, which then point into the tool as given. */
  prefix: string;
  /** Where `text` begins in the batch's text: an edit of the tool, less this, is an edit of `text`. */
  origin: number;
}

/**
 * Every tool of a request in one document, `[{"tools": [t0]}, {"functionDeclarations": [t1]}, ...]`,
 * parsed once: each tool keeps the list key that tells its shape, and the rules
 * judge all of them in one run over one text. A slot whose text is undefined
 * holds `null`, so each tool keeps its index and pointer whichever others are there.
 */
export interface Batch {
  text: string;
  entries: BatchEntry[];
  /** True when the text has syntax errors (a repair wrote something that is not JSON). */
  broken: boolean;
}

/** The tools of `items` as the given texts (an undefined text leaves its slot empty), in one document. */
export function batchOf(items: readonly ToolItem[], texts: readonly (string | undefined)[]): Batch {
  const origins: number[] = [];
  let text = '[';
  items.forEach((item, i) => {
    text += `${i ? ',' : ''}{"${item.listKey}":[`;
    origins.push(text.length);
    text += `${texts[i] ?? 'null'}]}`;
  });
  text += ']';
  const parsed = jsonLanguage.parse(text);
  const wrappers = parsed.root?.kind === 'array' ? parsed.root.items : [];
  const entries = items.map((item, i) => {
    const prefix = childPointer(childPointer(childPointer('', i), item.listKey), 0);
    const node = itemNode(wrappers[i]);
    const tool = node?.kind === 'object' && texts[i] !== undefined ? toolAt(node, prefix, item.listKey, i) : undefined;
    return { item, text: texts[i], tool, prefix, origin: origins[i] };
  });
  return { text, entries, broken: parsed.errors.length > 0 };
}

/** A pointer into the batch's document, as a pointer into the tool as given. */
export function withinTool(pointer: string, prefix: string): string {
  return prefix && pointer.startsWith(prefix) ? pointer.slice(prefix.length) : pointer;
}

function itemNode(wrapper: JsonNode | undefined): JsonNode | undefined {
  const list = wrapper?.kind === 'object' ? wrapper.props[0]?.value : undefined;
  return list?.kind === 'array' ? list.items[0] : undefined;
}

/** The value's JSON text, or undefined for one JSON cannot carry. */
export function jsonText(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}
