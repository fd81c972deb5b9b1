import type * as TS from 'typescript';

const CONVERTER_MODULE = 'zod-to-json-schema';
const CONVERTER = 'zodToJsonSchema';

const namesOfFile = new WeakMap<TS.SourceFile, ReadonlySet<string>>();

/**
 * The names a file calls zod-to-json-schema's converter by: `zodToJsonSchema`, and
 * where a bundler renamed or defaulted its import (`import { zodToJsonSchema as
 * zodToJsonSchema2 }`, `import zodToJsonSchema3 from "zod-to-json-schema"`, esbuild's
 * output when two modules import it).
 */
export function converterNames(ts: typeof TS, file: TS.SourceFile): ReadonlySet<string> {
  let names = namesOfFile.get(file);
  if (!names) namesOfFile.set(file, (names = scanNames(ts, file)));
  return names;
}

function scanNames(ts: typeof TS, file: TS.SourceFile): ReadonlySet<string> {
  const names = new Set([CONVERTER]);
  for (const s of file.statements) {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    if (s.moduleSpecifier.text !== CONVERTER_MODULE) continue;
    const clause = s.importClause;
    if (clause?.name) names.add(clause.name.text);
    const named = clause?.namedBindings;
    if (named && ts.isNamedImports(named))
      for (const e of named.elements) if ((e.propertyName ?? e.name).text === CONVERTER) names.add(e.name.text);
  }
  return names;
}
