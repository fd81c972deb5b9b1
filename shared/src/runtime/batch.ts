import { jsonLanguage } from '../language/json';
import { childPointer, type JsonNode } from '../json/tree';
import { toolAt } from '../model/locate';
import type { Tool } from '../model/tool';
import type { ToolItem } from './input';

/** One tool as given: its JSON text, and the tool read from the batch's document (undefined when it is no tool). */
export interface BatchEntry {
  item: ToolItem;
  /** Undefined for a value JSON cannot carry (a function, a cycle, a BigInt, a throwing getter). */
  text: string | undefined;
  tool: Tool | undefined;
  /** The pointer of the tool's outer object in the batch's document: stripped from finding pointers, which then point into the tool as given. */
  prefix: string;
}

/**
 * Every tool of a request in one document, `[{"tools": [t0]}, {"functionDeclarations": [t1]}, ...]`,
 * parsed once: each tool keeps the list key that tells its shape, and the rules
 * judge all of them in one run over one text.
 */
export interface Batch {
  text: string;
  entries: BatchEntry[];
}

export function readBatch(items: readonly ToolItem[]): Batch {
  const texts = items.map((item) => jsonText(item.value));
  const parts = texts.map((t, i) => `{"${items[i].listKey}":[${t ?? 'null'}]}`);
  const text = `[${parts.join(',')}]`;
  const root = jsonLanguage.parse(text).root;
  const wrappers = root?.kind === 'array' ? root.items : [];
  const entries = items.map((item, i) => {
    const prefix = childPointer(childPointer(childPointer('', i), item.listKey), 0);
    const node = itemNode(wrappers[i]);
    const tool = node?.kind === 'object' && texts[i] !== undefined ? toolAt(node, prefix, item.listKey, i) : undefined;
    return { item, text: texts[i], tool, prefix };
  });
  return { text, entries };
}

function itemNode(wrapper: JsonNode | undefined): JsonNode | undefined {
  const list = wrapper?.kind === 'object' ? wrapper.props[0]?.value : undefined;
  return list?.kind === 'array' ? list.items[0] : undefined;
}

/** The value's JSON text, or undefined for one JSON cannot carry. */
function jsonText(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}
