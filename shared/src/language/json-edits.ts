import {
  appendArrayItem,
  formatValue,
  insertProperty,
  isMultiline,
  removeArrayItems,
  removeProperties,
  replaceNode,
  setProperty,
} from '../json/edits';
import { insertPropertyAfter, replaceMembers } from '../json/member-edits';
import { getProp } from '../json/tree';
import type { SourceEdits } from './language';

/** The neutral edits written as JSON text, laid out like the text around them (the JSON front end's, and what the TS front end restyles). */
export function jsonEdits(text: string): SourceEdits {
  return {
    replaceValue: (node, value, multiline = isMultiline(text, node)) => [
      replaceNode(node, formatValue(text, node.offset, value, multiline)),
    ],
    insertMember: (obj, key, value, after) => [
      after ? insertPropertyAfter(text, obj, after, key, value) : insertProperty(text, obj, key, value),
    ],
    setMember: (obj, key, value, after) => [
      getProp(obj, key) ? setProperty(text, obj, key, value) : insertPropertyAfter(text, obj, after, key, value),
    ],
    removeMembers: (obj, indexes) => removeProperties(text, obj, [...indexes]),
    replaceMember: (obj, member, entries, multiline) => [replaceMembers(text, obj, member, entries, multiline)],
    renameKey: (member, key) => [
      replaceNode({ offset: member.keyOffset, length: member.keyLength }, JSON.stringify(key)),
    ],
    appendItem: (arr, value) => [appendArrayItem(text, arr, value)],
    removeItems: (arr, indexes) => removeArrayItems(text, arr, [...indexes]),
  };
}
