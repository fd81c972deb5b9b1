import type * as TS from 'typescript';
import { unwrapExpression } from '../unwrap';
import type { ZodSdk } from './choose';

/**
 * A function of the workspace that hands its parameter to a known converter
 * (`export const toJson = (s) => zodToJsonSchema(s, { $refStrategy: 'none' })`,
 * `(shape) => z.object(shape).toJSONSchema()`), read from its body: which
 * converter, with which options, and what else its own code touches (a
 * `required` it adjusts after), so a finding there is not taken for certain.
 */
export interface ConverterHelper {
  /** As the call names it: `toJson`. */
  name: string;
  /** The module it is declared in, when not the linted file. */
  file?: string;
  sdk: ZodSdk;
  /** The parameter is a raw shape the helper wraps in `z.object(...)`. */
  wrapsShape: boolean;
  /** The converter's options the helper passes, where literal: `target`, `io`, `$refStrategy`. */
  options: Readonly<Record<string, string>>;
  /** JSON Schema keywords its code names besides the converter call (`required`, `additionalProperties`). */
  touched: string[];
}

/** The keywords a helper's own code may change in what the converter wrote. */
const KEYWORDS = new Set([
  'required',
  'additionalProperties',
  '$schema',
  'type',
  'properties',
  'definitions',
  '$defs',
  'anyOf',
  'oneOf',
  'allOf',
  'description',
  'title',
  'default',
  'format',
  'strict',
]);
/** A helper's body longer than this is not read as one (a helper is a few lines). */
const MAX_BODY_NODES = 2000;

/** A function a helper may be: an arrow function, a function expression or declaration, with a body. */
export type HelperFunction = TS.ArrowFunction | TS.FunctionExpression | TS.FunctionDeclaration;

/** Whether `node` is a function whose first parameter the body hands to a known converter; undefined if not. */
export function helperOf(
  ts: typeof TS,
  fn: HelperFunction,
  name: string,
  isZodNamespace: (expr: TS.Expression) => boolean,
  file?: string,
): ConverterHelper | undefined {
  const param = fn.parameters[0]?.name;
  if (!param || !ts.isIdentifier(param) || !fn.body) return undefined;
  let found: Omit<ConverterHelper, 'name' | 'file' | 'touched'> | undefined;
  let converterCall: TS.Node | undefined;
  const touched = new Set<string>();
  let nodes = 0;
  const visit = (node: TS.Node): void => {
    if (++nodes > MAX_BODY_NODES) return;
    if (!found && ts.isCallExpression(node)) {
      const call = conversionOf(ts, node, param.text, isZodNamespace);
      if (call) {
        found = call;
        converterCall = node;
        return; // the converter's own options are not the helper's changes
      }
    }
    const word = keywordOf(ts, node);
    if (word) touched.add(word);
    ts.forEachChild(node, visit);
  };
  visit(fn.body);
  if (!found || !converterCall || nodes > MAX_BODY_NODES) return undefined;
  return { name, ...(file ? { file } : {}), ...found, touched: [...touched] };
}

/** Calls that change an array in place: `json.required.push(...)` changes `required`. */
const MUTATORS = new Set(['push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill']);

/**
 * The keyword a node changes: `json.required = ...`, `delete json['$schema']`,
 * `{ ...json, required }`, `json.required.push(...)`. Reading one
 * (`Object.keys(json.properties)`) changes nothing.
 */
function keywordOf(ts: typeof TS, node: TS.Node): string | undefined {
  let text: string | undefined;
  if (ts.isBinaryExpression(node) && isAssignment(ts, node.operatorToken.kind)) text = accessedKey(ts, node.left);
  else if (ts.isDeleteExpression(node)) text = accessedKey(ts, node.expression);
  else if (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) text = nameText(ts, node.name);
  else if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    MUTATORS.has(node.expression.name.text)
  )
    text = accessedKey(ts, node.expression.expression);
  return text !== undefined && KEYWORDS.has(text) ? text : undefined;
}

function isAssignment(ts: typeof TS, kind: TS.SyntaxKind): boolean {
  return kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;
}

/** `x.k` or `x['k']`: `k`. */
function accessedKey(ts: typeof TS, node: TS.Expression): string | undefined {
  const inner = unwrapExpression(ts, node);
  if (ts.isPropertyAccessExpression(inner)) return inner.name.text;
  if (ts.isElementAccessExpression(inner) && ts.isStringLiteral(inner.argumentExpression))
    return inner.argumentExpression.text;
  return undefined;
}

/** A member's name as written, where it is one (not computed). */
function nameText(ts: typeof TS, name: TS.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;
}

/**
 * One call of a known converter on the parameter: `zodToJsonSchema(p, opts)`
 * (also `x.zodToJsonSchema` and tsc's `(0, x.zodToJsonSchema)`),
 * `z.toJSONSchema(p, opts)`, `p.toJSONSchema(opts)`, and each with
 * `z.object(p)` in place of `p`.
 */
function conversionOf(
  ts: typeof TS,
  call: TS.CallExpression,
  param: string,
  isZodNamespace: (expr: TS.Expression) => boolean,
): Omit<ConverterHelper, 'name' | 'file' | 'touched'> | undefined {
  const callee = calleeOf(ts, call.expression);
  const [first, second] = call.arguments;
  const calledName = ts.isIdentifier(callee)
    ? callee.text
    : ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : '';
  if (calledName === 'zodToJsonSchema' && first) {
    const wraps = handed(ts, first, param, isZodNamespace);
    return wraps === undefined
      ? undefined
      : { sdk: 'zod-to-json-schema', wrapsShape: wraps, options: optionsOf(ts, second) };
  }
  if (calledName !== 'toJSONSchema' || !ts.isPropertyAccessExpression(callee)) return undefined;
  const target = unwrapExpression(ts, callee.expression);
  if (isZodNamespace(target)) {
    const wraps = first && handed(ts, first, param, isZodNamespace);
    return wraps === undefined
      ? undefined
      : { sdk: 'zod-json-schema', wrapsShape: wraps, options: optionsOf(ts, second) };
  }
  const wraps = handed(ts, target, param, isZodNamespace);
  return wraps === undefined ? undefined : { sdk: 'zod-json-schema', wrapsShape: wraps, options: optionsOf(ts, first) };
}

/** tsc's CommonJS `(0, utils_1.f)` is `utils_1.f`. */
export function calleeOf(ts: typeof TS, callee: TS.Expression): TS.Expression {
  const inner = unwrapExpression(ts, callee);
  if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.CommaToken)
    return unwrapExpression(ts, inner.right);
  return inner;
}

/** The parameter itself (false), or `z.object(param)` (true); undefined for anything else. */
function handed(
  ts: typeof TS,
  arg: TS.Expression,
  param: string,
  isZodNamespace: (expr: TS.Expression) => boolean,
): boolean | undefined {
  const node = unwrapExpression(ts, arg);
  if (ts.isIdentifier(node)) return node.text === param ? false : undefined;
  if (!ts.isCallExpression(node) || node.arguments.length !== 1) return undefined;
  const callee = node.expression;
  const inner = unwrapExpression(ts, node.arguments[0]);
  const isObject =
    ts.isPropertyAccessExpression(callee) && callee.name.text === 'object' && isZodNamespace(callee.expression);
  return isObject && ts.isIdentifier(inner) && inner.text === param ? true : undefined;
}

/** The string members of a literal options object: `{ target: 'draft-7', io: 'input' }`. */
function optionsOf(ts: typeof TS, arg: TS.Expression | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  const node = arg && unwrapExpression(ts, arg);
  if (!node || !ts.isObjectLiteralExpression(node)) return out;
  for (const m of node.properties) {
    const key = ts.isPropertyAssignment(m) ? nameText(ts, m.name) : undefined;
    if (key === undefined) continue;
    const value = unwrapExpression(ts, (m as TS.PropertyAssignment).initializer);
    if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) out[key] = value.text;
  }
  return out;
}

/** The function a name is bound to in a file: `const f = (s) => ...`, `const f = function ...`, `function f(s) {...}`. */
export function functionNamed(
  ts: typeof TS,
  file: TS.SourceFile,
  name: string,
  init: TS.Expression | undefined,
): HelperFunction | undefined {
  const value = init && unwrapExpression(ts, init);
  if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))) return value;
  if (init) return undefined;
  for (const s of file.statements) if (ts.isFunctionDeclaration(s) && s.name?.text === name && s.body) return s;
  return undefined;
}

/** Where a helper is, for people: its module relative to the linted file's folder, `/`-separated. */
export function helperPlace(helper: ConverterHelper, linted: string | undefined): string {
  const where = helper.file ? ` in ${relativeTo(linted, helper.file)}` : '';
  return `through \`${helper.name}\`${where}`;
}

function relativeTo(from: string | undefined, to: string): string {
  const a = (from ?? '').replace(/\\/g, '/').split('/').slice(0, -1);
  const b = to.replace(/\\/g, '/').split('/');
  let common = 0;
  while (common < a.length && common < b.length - 1 && a[common] === b[common]) common++;
  if (common === 0) return b.join('/');
  return [...a.slice(common).map(() => '..'), ...b.slice(common)].join('/') || to;
}
