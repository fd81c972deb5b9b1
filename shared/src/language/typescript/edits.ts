import { end, type JsonObject, type JsonProperty } from '../../json/tree';
import type { TextEdit } from '../../types';
import { jsonEdits } from '../json/edits';
import type { SourceEdits } from '../language';
import { fileStyle, restyle, styleIn } from './style';

/**
 * The edits written in the file's own style. The JSON front end places them
 * (which member, which comma, which line and indentation: JavaScript's commas,
 * comments and layout are JSON's); `restyle` then writes each JSON fragment
 * of the new text as this file writes it: its quotes, bare keys where the
 * object has them, trailing commas where the file uses them.
 */
export function scriptEdits(text: string): SourceEdits {
  const json = jsonEdits(text);
  const file = fileStyle(text);
  const styled = (edits: TextEdit[], near?: JsonObject, key = false): TextEdit[] => {
    const style = near ? styleIn(file, text, near) : file;
    return edits.map((e) => ({ ...e, newText: restyle(e.newText, style, key) }));
  };
  return {
    replaceValue: (node, value, multiline) =>
      styled(json.replaceValue(node, value, multiline), node.kind === 'object' ? node : undefined),
    insertMember: (obj, key, value, after) => styled(json.insertMember(view(text, obj), key, value, real(after)), obj),
    setMember: (obj, key, value, after) => styled(json.setMember(view(text, obj), key, value, real(after)), obj),
    removeMembers: (obj, indexes) => json.removeMembers(view(text, obj), shifted(obj, indexes)),
    replaceMember: (obj, member, entries, multiline) =>
      styled(json.replaceMember(view(text, obj), member, entries, multiline), obj),
    renameKey: (member, key) => styled(json.renameKey(member, key), undefined, true),
    appendItem: (arr, value) => styled(json.appendItem(arr, value)),
    removeItems: (arr, indexes) => json.removeItems(arr, indexes),
  };
}

/**
 * The `name` a Vercel AI SDK tool takes from its key (`weather: tool({...})`,
 * read by parse.ts) is the key itself: its value sits where its key does.
 */
function isKeyName(p: JsonProperty): boolean {
  return p.value?.offset === p.keyOffset && p.value.length === p.keyLength;
}

/** The object a member is written into: for a tool named by its key, the literal inside `tool(...)`, without the key. */
function view(text: string, obj: JsonObject): JsonObject {
  if (!obj.props.length || !isKeyName(obj.props[0])) return obj;
  const open = text.indexOf('{', obj.props[0].keyOffset);
  const close = text.lastIndexOf('}', end(obj));
  return { kind: 'object', offset: open, length: close + 1 - open, props: obj.props.slice(1) };
}

function real(after: JsonProperty | undefined): JsonProperty | undefined {
  return after && isKeyName(after) ? undefined : after;
}

function shifted(obj: JsonObject, indexes: readonly number[]): number[] {
  const skip = obj.props.length && isKeyName(obj.props[0]) ? 1 : 0;
  return indexes.filter((i) => i >= skip).map((i) => i - skip);
}
