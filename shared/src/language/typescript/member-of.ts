import type * as TS from 'typescript';
import { unwrapExpression } from './unwrap';

/**
 * The expression an object literal holds under `key` (`fetchTool.schema` reads
 * `schema` of `const fetchTool = {...}`), as JavaScript has it: the last
 * member of that name wins. A spread, or a computed key, written after the last
 * such member could replace it, so then nothing is known; so is a method or
 * an accessor (code, not a value).
 */
export function memberOf(ts: typeof TS, literal: TS.ObjectLiteralExpression, key: string): TS.Expression | undefined {
  const members = literal.properties;
  for (let i = members.length - 1; i >= 0; i--) {
    const member = members[i];
    if (ts.isSpreadAssignment(member)) return undefined;
    const name = member.name && keyText(ts, member.name);
    if (name === undefined) return undefined;
    if (name !== key) continue;
    if (ts.isPropertyAssignment(member)) return member.initializer;
    return ts.isShorthandPropertyAssignment(member) ? member.name : undefined;
  }
  return undefined;
}

/** The object literal an expression is written as (parentheses, `as const` and `satisfies` aside), else undefined. */
export function objectLiteral(ts: typeof TS, expr: TS.Expression): TS.ObjectLiteralExpression | undefined {
  const node = unwrapExpression(ts, expr);
  return ts.isObjectLiteralExpression(node) ? node : undefined;
}

function keyText(ts: typeof TS, name: TS.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  return ts.isNumericLiteral(name) ? String(Number(name.text)) : undefined;
}
