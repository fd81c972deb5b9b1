// An ESLint plugin of one rule, the front ends' layering: a front end (shared/src/language/<name>/)
// imports no other front end, and language/computed/, what the front ends share, imports none.
// ESLint's no-restricted-imports matches the specifier as written, and `../../json/tree` is the
// JSON tree or the JSON front end depending on the importer's depth: this rule resolves it.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGUAGE_DIR = fileURLToPath(new URL('../shared/src/language', import.meta.url));
const SHARED = 'computed';

/** The folder of shared/src/language/ a file is in (`typescript`, `computed`), or undefined outside one. */
function folderOf(file) {
  const parts = relative(LANGUAGE_DIR, file).split(sep);
  return parts.length > 1 && parts[0] !== '..' && parts[0] !== '' ? parts[0] : undefined;
}

const frontEnds = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      foreign:
        'language/{{own}}/ imports language/{{target}}/: a front end imports no other, and language/computed/ no front end (share it through language/computed/ or language/*.ts).',
    },
  },
  create(context) {
    const own = folderOf(context.filename);
    if (!own) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = folderOf(resolve(dirname(context.filename), specifier));
      if (target && target !== own && target !== SHARED)
        context.report({ node: node.source, messageId: 'foreign', data: { own, target } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const frontEndsPlugin = { rules: { 'front-ends': frontEnds } };
