import type { TextEdit } from '../../types';

/** A name a fix's Python uses, and the module it is imported from (`from typing import Annotated`). */
export interface NeededImport {
  module: string;
  name: string;
}

/** Top-level `import ...` and `from ... import ...` statements, a parenthesised list across lines included. */
const IMPORT_STATEMENT = /^(?:from[ \t]+[\w.]+[ \t]+import[ \t]+(?:\([^)]*\)|[^\n]*)|import[ \t]+[^\n]*)/gm;

/**
 * The edits that import each name the module does not import yet: added to a
 * one-line `from <module> import a, b` where there is one, else on a line of
 * its own after the module's last top-level import (at the top when it has none).
 */
export function importEdits(text: string, needed: readonly NeededImport[]): TextEdit[] {
  const statements = [...text.matchAll(IMPORT_STATEMENT)];
  const edits: TextEdit[] = [];
  const lines: string[] = [];
  for (const { module, name } of needed) {
    if (statements.some((s) => imports(s[0], module, name))) continue;
    const line = statements.find((s) => extendable(s[0], module));
    if (line) edits.push({ offset: line.index + line[0].trimEnd().length, length: 0, newText: `, ${name}` });
    else lines.push(`from ${module} import ${name}\n`);
  }
  if (!lines.length) return edits;
  const last = statements.at(-1);
  const at = last ? lineEnd(text, last.index + last[0].length) : 0;
  const newText = last ? (at === text.length && !text.endsWith('\n') ? '\n' : '') + lines.join('') : lines.join('');
  return [...edits, { offset: at, length: 0, newText }];
}

/** True when the statement makes `name` usable unqualified (`from typing import Annotated`, `typing_extensions` alike). */
function imports(statement: string, module: string, name: string): boolean {
  const from = /^from\s+([\w.]+)\s+import\s+\(?([^]*?)\)?\s*$/.exec(statement);
  if (!from) return false;
  const sameModule = from[1] === module || (module === 'typing' && from[1] === 'typing_extensions');
  const names = from[2].split(',').map((n) => n.replace(/#.*$/m, '').trim());
  return sameModule && (names.includes(name) || names.includes('*'));
}

/** A one-line `from <module> import a, b` with no comment, brackets or continuation: a name can be appended to it. */
function extendable(statement: string, module: string): boolean {
  const from = /^from\s+([\w.]+)\s+import\s+([\w\s,]+)$/.exec(statement.trimEnd());
  return from !== null && from[1] === module && !from[2].includes('\n');
}

/** The offset just past the newline that ends the line holding `offset` (the text's end if none). */
function lineEnd(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  return nl < 0 ? text.length : nl + 1;
}
