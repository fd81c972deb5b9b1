import type * as TS from 'typescript';
import type { JsonNode, JsonProperty } from '../../../json/tree';
import type { Span } from './ir';
import type { ZodScope } from './types';
import { exportedName } from '../commonjs';
import { unwrapExpression } from '../unwrap';

/** Literal values cap their nesting: a default or meta value deeper than this is opaque. */
const MAX_LITERAL_DEPTH = 64;

/**
 * The source the zod reader works on: ranges with the wrapper's shift taken
 * off, and the JSON values written as literals (a `.default(...)`, a
 * `.describe(DESC)` of a same-file const, an enum's members).
 */
export class ZodSource {
  constructor(
    readonly ts: typeof TS,
    readonly file: TS.SourceFile,
    private readonly shift: number,
    readonly scope: ZodScope,
  ) {}

  span(node: TS.Node): Span {
    const start = node.getStart(this.file);
    return { offset: start - this.shift, length: node.end - start };
  }

  /** What parentheses, `as`, `satisfies`, `<T>` and `!` wrap. */
  unwrap(node: TS.Expression): TS.Expression {
    return unwrapExpression(this.ts, node);
  }

  /** The expression a name (or CommonJS output's `exports.X`) stands for, through the scope; undefined when unknown. */
  resolve(node: TS.Expression): TS.Expression | undefined {
    const inner = this.unwrap(node);
    const name = this.ts.isIdentifier(inner) ? inner : exportedName(this.ts, inner);
    return name ? this.scope.resolve(name) : undefined;
  }

  /** A JSON value written as a literal (through same-file consts); opaque when it is not one. */
  literal(expr: TS.Expression, depth = 0): JsonNode {
    const ts = this.ts;
    const node = this.unwrap(expr);
    const span = this.span(node);
    if (depth > MAX_LITERAL_DEPTH) return { kind: 'opaque', ...span };
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      return { kind: 'string', ...span, value: node.text };
    if (ts.isNumericLiteral(node)) return { kind: 'number', ...span, value: Number(node.text) };
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
      const operand = this.unwrap(node.operand);
      if (ts.isNumericLiteral(operand)) return { kind: 'number', ...span, value: -Number(operand.text) };
    }
    if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword)
      return { kind: 'boolean', ...span, value: node.kind === ts.SyntaxKind.TrueKeyword };
    if (node.kind === ts.SyntaxKind.NullKeyword) return { kind: 'null', ...span, value: null };
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
      return this.concatenation(node, depth);
    if (ts.isArrayLiteralExpression(node)) return this.arrayLiteral(node, depth);
    if (ts.isObjectLiteralExpression(node)) return this.objectLiteral(node, depth);
    const bound = ts.isIdentifier(node) ? this.scope.resolve(node) : undefined;
    if (bound && bound !== node) return this.literal(bound, depth + 1);
    return { kind: 'opaque', ...span };
  }

  /** `'a' + B + ...`: one string when every part is a known string (a `.describe()` split over lines). */
  private concatenation(node: TS.BinaryExpression, depth: number): JsonNode {
    const span = this.span(node);
    const left = this.literal(node.left, depth + 1);
    const right = left.kind === 'string' ? this.literal(node.right, depth + 1) : left;
    if (left.kind !== 'string' || right.kind !== 'string') return { kind: 'opaque', ...span };
    return { kind: 'string', ...span, value: left.value + right.value };
  }

  private arrayLiteral(node: TS.ArrayLiteralExpression, depth: number): JsonNode {
    const items: JsonNode[] = [];
    for (const element of node.elements) {
      if (this.ts.isSpreadElement(element) || this.ts.isOmittedExpression(element))
        return { kind: 'opaque', ...this.span(node) };
      items.push(this.literal(element, depth + 1));
    }
    return { kind: 'array', ...this.span(node), items };
  }

  private objectLiteral(node: TS.ObjectLiteralExpression, depth: number): JsonNode {
    const props: JsonProperty[] = [];
    for (const member of node.properties) {
      const key = member.name && this.keyText(member.name);
      if (key === undefined || !this.ts.isPropertyAssignment(member)) return { kind: 'opaque', ...this.span(node) };
      const keySpan = this.span(member.name);
      props.push({
        key,
        keyOffset: keySpan.offset,
        keyLength: keySpan.length,
        value: this.literal(member.initializer, depth + 1),
      });
    }
    return { kind: 'object', ...this.span(node), props };
  }

  /** A property's name as written: an identifier, a string or a number. */
  keyText(name: TS.PropertyName): string | undefined {
    const ts = this.ts;
    if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
    if (ts.isNumericLiteral(name)) return String(Number(name.text));
    return undefined;
  }
}
