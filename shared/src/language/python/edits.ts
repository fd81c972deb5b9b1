import type { JsonNode } from '../../json/tree';
import type { TextEdit } from '../../types';
import { jsonEdits } from '../json/edits';
import type { SourceEdits } from '../language';
import { isEvaluated, isUnwritable } from './marks';

/**
 * The edits of a Python file. A dict or list literal takes JSON's placement
 * (Python's commas, colons and brackets are JSON's), each fragment written as
 * Python (`True`, `False`, `None`, the file's quote). What is no literal (a
 * `def`'s name, a docstring, a call's keywords, a schema evaluated from type
 * hints) takes no edit here: a fix of it is written in Python's own terms or
 * not at all.
 */
export function pythonEdits(text: string): SourceEdits {
  const json = jsonEdits(text);
  const quote = fileQuote(text);
  const py = (edits: TextEdit[]) => edits.map((e) => ({ ...e, newText: pythonized(e.newText, quote) }));
  const fixed = (node: JsonNode | undefined) => node !== undefined && (isEvaluated(node) || isUnwritable(node));
  return {
    replaceValue: (node, value, multiline) => (fixed(node) ? [] : py(json.replaceValue(node, value, multiline))),
    insertMember: (obj, key, value, after) => (fixed(obj) ? [] : py(json.insertMember(obj, key, value, after))),
    setMember: (obj, key, value, after) => (fixed(obj) ? [] : py(json.setMember(obj, key, value, after))),
    removeMembers: (obj, indexes) => (fixed(obj) ? [] : json.removeMembers(obj, indexes)),
    replaceMember: (obj, member, entries, multiline) =>
      fixed(obj) ? [] : py(json.replaceMember(obj, member, entries, multiline)),
    renameKey: (member, key) => (fixed(member.value) ? [] : py(json.renameKey(member, key))),
    appendItem: (arr, value) => (fixed(arr) ? [] : py(json.appendItem(arr, value))),
    removeItems: (arr, indexes) => (fixed(arr) ? [] : json.removeItems(arr, indexes)),
  };
}

/** The quote of the file's first string literal (double, as black writes, when it has none). */
function fileQuote(text: string): '"' | "'" {
  const first = /[:(,=[{]\s*(['"])/.exec(text)?.[1];
  return first === "'" ? "'" : '"';
}

/** JSON text as a Python literal: `true`/`false`/`null` outside strings as `True`/`False`/`None`, strings in `quote`. */
export function pythonized(json: string, quote: '"' | "'"): string {
  let out = '';
  for (let i = 0; i < json.length;) {
    const c = json[i];
    if (c === '"') {
      let j = i + 1;
      while (j < json.length && json[j] !== '"') j += json[j] === '\\' ? 2 : 1;
      const literal = json.slice(i, j + 1);
      out += quote === '"' ? literal : singleQuoted(literal);
      i = j + 1;
      continue;
    }
    const word = /^(true|false|null)\b/.exec(json.slice(i, i + 5));
    if (word && !/\w/.test(json[i - 1] ?? '')) {
      out += { true: 'True', false: 'False', null: 'None' }[word[1] as 'true' | 'false' | 'null'];
      i += word[1].length;
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

/** A JSON string literal in single quotes: `'` escaped, `\"` unescaped. */
function singleQuoted(literal: string): string {
  const inner = literal.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
  return `'${inner}'`;
}
