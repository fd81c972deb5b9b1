import ts from 'typescript';
import { evaluateZod } from '../../../shared/src/language/typescript/zod/evaluate';
import { ZOD_PROFILES } from '../../../shared/src/language/typescript/zod/profiles';
import { sameFileScope } from '../../../shared/src/language/typescript/zod/scope';
import type {
  ZodEvaluation,
  ZodProfile,
  ZodProfileId,
  ZodScope,
} from '../../../shared/src/language/typescript/zod/types';

/** Same-file consts (a name bound twice is not resolved). */
export function fileScope(file: ts.SourceFile): ZodScope {
  return sameFileScope(ts, file);
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

/** evaluateZod on `<prelude> const __tool = <source>`, at the tool's root unless told; a profile by id is the newest zod's. */
export function evaluateSnippet(
  profile: ZodProfileId | ZodProfile,
  source: string,
  prelude = '',
  root = true,
): { text: string; result: ZodEvaluation | undefined } {
  const text = `${prelude}\nconst __tool = ${source};\n`;
  const file = parseSnippet(text);
  const result = evaluateZod(
    ts,
    file,
    0,
    lastExpression(file),
    typeof profile === 'string' ? ZOD_PROFILES[profile] : profile,
    fileScope(file),
    { root },
  );
  return { text, result };
}
