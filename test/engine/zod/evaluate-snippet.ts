import ts from 'typescript';
import { Scan } from '../../../shared/src/language/typescript/consts';
import { evaluateZod } from '../../../shared/src/language/typescript/zod/evaluate';
import { ZOD_PROFILES } from '../../../shared/src/language/typescript/zod/profiles';
import type { ZodEvaluation, ZodProfileId, ZodScope } from '../../../shared/src/language/typescript/zod/types';

/** Same-file consts, as the tool reader's scope gives them (a name bound twice is not resolved). */
export function fileScope(file: ts.SourceFile): ZodScope {
  const scan = new Scan(ts);
  scan.walk(file);
  return { resolve: (name) => scan.consts.get(name.text)?.init };
}

/** The last statement's expression, `const __tool = <expr>` or a bare expression. */
export function lastExpression(file: ts.SourceFile): ts.Expression {
  const last = file.statements[file.statements.length - 1];
  if (ts.isVariableStatement(last)) return last.declarationList.declarations[0].initializer!;
  if (ts.isExpressionStatement(last)) return last.expression;
  throw new Error('the snippet ends with no expression');
}

export function parseSnippet(text: string): ts.SourceFile {
  return ts.createSourceFile('snippet.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** evaluateZod on `<prelude> const __tool = <source>`, at the tool's root unless told. */
export function evaluateSnippet(
  profile: ZodProfileId,
  source: string,
  prelude = '',
  root = true,
): { text: string; result: ZodEvaluation | undefined } {
  const text = `${prelude}\nconst __tool = ${source};\n`;
  const file = parseSnippet(text);
  const result = evaluateZod(ts, file, 0, lastExpression(file), ZOD_PROFILES[profile], fileScope(file), { root });
  return { text, result };
}
