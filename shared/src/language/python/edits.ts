import type { JsonNode } from '../../json/tree';
import type { TextEdit } from '../../types';
import { jsonEdits } from '../json-edits';
import type { ParsedSource, SourceEdits } from '../language';
import { pythonRewrite } from './rewrites';
import { describeParameter } from './describe-edits';
import type { PyParamOrigin } from './origins';

/**
 * The edits of a Python file. A dict or list literal takes JSON's placement
 * (Python's commas, colons and brackets are JSON's), each fragment written as
 * Python (`True`, `False`, `None`, the file's quote). What is no literal (a
 * `def`'s name, a docstring, a call's keywords) takes no edit; a schema
 * evaluated from type hints takes the rewrites of rewrites.ts, written in
 * Python, or none.
 */
export function pythonEdits(text: string, parsed?: ParsedSource): SourceEdits {
  const computed = parsed?.computed;
  const isEvaluated = (node: JsonNode) => computed?.isEvaluated(node) === true;
  const isUnwritable = (node: JsonNode) => computed?.isUnwritable(node) === true;
  const json = jsonEdits(text);
  const quote = fileQuote(text);
  const py = (edits: TextEdit[]) => edits.map((e) => ({ ...e, newText: pythonized(e.newText, quote) }));
  const fixed = (node: JsonNode | undefined) => node !== undefined && (isEvaluated(node) || isUnwritable(node));
  /** A parameter's `description`, written where its SDK reads it; no other member of an evaluated schema can be written. */
  const described = (obj: JsonNode, key: string, value: unknown): TextEdit[] => {
    const origin = isEvaluated(obj) ? computed?.originAt<PyParamOrigin>(obj) : undefined;
    return origin && key === 'description' && typeof value === 'string'
      ? describeParameter(text, origin, value, computed)
      : [];
  };
  return {
    replaceValue: (node, value, multiline) =>
      isEvaluated(node)
        ? (pythonRewrite(text, node, value, computed) ?? [])
        : fixed(node)
          ? []
          : py(json.replaceValue(node, value, multiline)),
    insertMember: (obj, key, value, after) =>
      fixed(obj) ? described(obj, key, value) : py(json.insertMember(obj, key, value, after)),
    setMember: (obj, key, value, after) =>
      fixed(obj) ? described(obj, key, value) : py(json.setMember(obj, key, value, after)),
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
