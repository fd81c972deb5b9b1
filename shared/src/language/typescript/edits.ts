import { end, type JsonArray, type JsonObject, type JsonProperty } from '../../json/tree';
import type { TextEdit } from '../../types';
import { jsonEdits } from '../json-edits';
import type { SourceEdits } from '../language';
import { fileStyle, restyle, styleIn, type Style } from './style';
import { zodAwareEdits } from './zod/edits';
import { asWritten } from './written';

/**
 * The edits written in the file's own style. The JSON front end places them
 * (which member, which comma, which line and indentation: JavaScript's commas,
 * comments and layout are JSON's); `restyle` then writes each JSON fragment
 * of the new text as this file writes it: its quotes, bare keys where the
 * object has them, trailing commas where the file uses them.
 */
export function scriptEdits(text: string): SourceEdits {
  // Read on the first edit: every lint makes the writer, and most compute no fix.
  let style: Style | undefined;
  const file = () => (style ??= fileStyle(text));
  return zodAwareEdits(literalEdits(text, file), text, (s) => restyle(JSON.stringify(s), file()));
}

function literalEdits(text: string, file: () => Style): SourceEdits {
  const json = jsonEdits(text);
  const styled = (edits: TextEdit[], near?: JsonObject, key = false): TextEdit[] => {
    const style = near ? styleIn(file(), text, near) : file();
    return edits.map((e) => ({ ...e, newText: restyle(e.newText, style, key) }));
  };
  return {
    replaceValue: (node, value, multiline) =>
      styled(json.replaceValue(node, value, multiline), node.kind === 'object' ? node : undefined),
    insertMember: (obj, key, value, after) => {
      const into = view(text, obj);
      return styled(json.insertMember(into, key, value, counterpart(obj, into, after)), obj);
    },
    setMember: (obj, key, value, after) => {
      const into = view(text, obj);
      return styled(json.setMember(into, key, value, counterpart(obj, into, after)), obj);
    },
    removeMembers: (obj, indexes) => json.removeMembers(view(text, obj), shifted(obj, indexes)),
    replaceMember: (obj, member, entries, multiline) =>
      styled(json.replaceMember(view(text, obj), member, entries, multiline), obj),
    renameKey: (member, key) => styled(json.renameKey(member, key), undefined, true),
    appendItem: (arr, value) => styled(json.appendItem(items(arr), value)),
    removeItems: (arr, indexes) => json.removeItems(items(arr), indexes),
  };
}

/**
 * The `name` a Vercel AI SDK tool takes from its key (`weather: tool({...})`,
 * read by parse.ts) is the key itself: its value sits where its key does.
 */
function isKeyName(p: JsonProperty): boolean {
  return p.value?.offset === p.keyOffset && p.value.length === p.keyLength;
}

/**
 * The object a member is written into, each member as far as its expression
 * goes (see written.ts); for a tool named by its key, the literal inside
 * `tool(...)`, without the key.
 */
function view(text: string, obj: JsonObject): JsonObject {
  const props = obj.props.map((p) => (p.value ? { ...p, value: asWritten(p.value) } : p));
  if (!props.length || !isKeyName(props[0])) return { ...obj, props };
  const open = text.indexOf('{', props[0].keyOffset);
  const close = text.lastIndexOf('}', end(obj));
  return { kind: 'object', offset: open, length: close + 1 - open, props: props.slice(1) };
}

function items(arr: JsonArray): JsonArray {
  return { ...arr, items: arr.items.map(asWritten) };
}

/** `after` among the members of `into` (none for the key a tool is named by). */
function counterpart(obj: JsonObject, into: JsonObject, after: JsonProperty | undefined): JsonProperty | undefined {
  if (!after || isKeyName(after)) return undefined;
  const index = obj.props.indexOf(after) - (obj.props.length - into.props.length);
  return into.props[index] ?? after;
}

function shifted(obj: JsonObject, indexes: readonly number[]): number[] {
  const skip = obj.props.length && isKeyName(obj.props[0]) ? 1 : 0;
  return indexes.filter((i) => i >= skip).map((i) => i - skip);
}
