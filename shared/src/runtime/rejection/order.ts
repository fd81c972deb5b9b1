import { findByPointer, parentPointer, type JsonNode } from '../../json/tree';
import type { SourceLanguage } from '../../language/language';
import { isRegistration } from '../../model/source';
import { outerNode, outerPointer, type Tool } from '../../model/tool';

/**
 * Can a tool's place among the file's tools stand for its place in the
 * request? A document whose tools read alone (JSON: a saved request, a tools
 * list) holds them in the order sent. Code does only when its tools are the
 * items of one list read whole, or are all registered with a server's SDK
 * calls: otherwise they are assembled elsewhere, maybe with other modules'
 * tools, and an error's index says nothing of which of this file's it is.
 */
export function requestOrderKnown(
  language: SourceLanguage,
  tools: readonly Tool[],
  root: JsonNode | undefined,
): boolean {
  if (language.toolsReadAlone !== false || !tools.length) return true;
  if (tools.every((t) => isRegistration(outerNode(t)))) return true;
  const list = parentPointer(outerPointer(tools[0]));
  if (!tools.every((t) => parentPointer(outerPointer(t)) === list)) return false;
  const array = findByPointer(root, list);
  return array?.kind === 'array' && array.items.length === tools.length;
}
