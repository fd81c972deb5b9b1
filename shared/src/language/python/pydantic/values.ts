import type { SyntaxNode } from '@lezer/common';
import type { JsonNode, JsonProperty } from '../../../json/tree';
import type { Span } from '../../../types';
import { arr, bool, num, obj, prop, str } from '../../computed/tree-builders';
import { pythonNumber, stringValue } from './literals';
import type { Reader } from './reader';
import type { Mod } from './scope';
import { callArgs, childrenOf, textOf } from './syntax';

/** How deep a literal default is read: deeper, it is not known. */
const MAX_VALUE_DEPTH = 64;

/**
 * A Python expression read as the JSON value pydantic writes for it as a
 * default (`to_jsonable_python`): literals, containers, enum members, and the
 * standard constructors whose JSON form is known (`date(2024, 1, 2)`,
 * `Decimal('1.50')`, `Path('/srv')`, `UUID(int=0)`, a model's keyword call).
 * Undefined when the value is not known without running code.
 */
export function readValue(r: Reader, node: SyntaxNode, mod: Mod, depth = 0): JsonNode | undefined {
  if (depth > MAX_VALUE_DEPTH) return undefined;
  const at = r.spanIn(node, mod);
  const text = textOf(mod.text, node);
  switch (node.name) {
    case 'String':
    case 'ContinuedString':
    case 'FormatString': {
      const s = stringValue(mod.text, node);
      return s === undefined ? undefined : str(at, s);
    }
    case 'Number': {
      const n = pythonNumber(text);
      return n ? num(at, n.value) : undefined;
    }
    case 'Boolean':
      return bool(at, text === 'True');
    case 'None':
      return { kind: 'null', offset: at.offset, length: at.length, value: null };
    case 'UnaryExpression':
      return negative(r, node, mod, at, depth);
    case 'ParenthesizedExpression': {
      const inner = childrenOf(node).filter((c) => c.name !== '(' && c.name !== ')');
      return inner.length === 1 ? readValue(r, inner[0], mod, depth + 1) : undefined;
    }
    case 'ArrayExpression':
    case 'TupleExpression':
      return items(r, node, mod, at, depth, false);
    case 'SetExpression':
      return items(r, node, mod, at, depth, true);
    case 'DictionaryExpression':
      return dict(r, node, mod, at, depth);
    case 'MemberExpression':
    case 'VariableName':
      return named(r, node, mod, depth);
    case 'CallExpression':
      return r.callValue(node, mod, depth + 1);
    default:
      return undefined;
  }
}

function negative(r: Reader, node: SyntaxNode, mod: Mod, at: Span, depth: number): JsonNode | undefined {
  const [op, operand] = childrenOf(node);
  const inner = operand ? readValue(r, operand, mod, depth + 1) : undefined;
  if (inner?.kind !== 'number') return undefined;
  const sign = textOf(mod.text, op);
  if (sign === '-') return num(at, -inner.value);
  return sign === '+' ? num(at, inner.value) : undefined;
}

function items(r: Reader, node: SyntaxNode, mod: Mod, at: Span, depth: number, sorted: boolean): JsonNode | undefined {
  const out: JsonNode[] = [];
  for (const c of childrenOf(node)) {
    if (
      c.name === '(' ||
      c.name === ')' ||
      c.name === '[' ||
      c.name === ']' ||
      c.name === '{' ||
      c.name === '}' ||
      c.name === ','
    )
      continue;
    const v = readValue(r, c, mod, depth + 1);
    if (!v) return undefined;
    out.push(v);
  }
  // pydantic 2.13 sorts a set default (PR #12760): only scalars of one kind are sorted here.
  if (sorted && !sortScalars(out)) return undefined;
  return arr(at, out);
}

function sortScalars(values: JsonNode[]): boolean {
  if (values.every((v) => v.kind === 'string'))
    values.sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  else if (values.every((v) => v.kind === 'number')) values.sort((a, b) => a.value - b.value);
  else return values.length <= 1;
  return true;
}

function dict(r: Reader, node: SyntaxNode, mod: Mod, at: Span, depth: number): JsonNode | undefined {
  const kids = childrenOf(node).filter((c) => c.name !== '{' && c.name !== '}');
  const props: JsonProperty[] = [];
  for (let i = 0; i < kids.length; i++) {
    const k = kids[i];
    if (k.name === ',') continue;
    if (kids[i + 1]?.name !== ':' || !kids[i + 2]) return undefined; // `**spread` or a comprehension
    const key = readValue(r, k, mod, depth + 1);
    const value = readValue(r, kids[i + 2], mod, depth + 1);
    if (!key || !value || (key.kind !== 'string' && key.kind !== 'number')) return undefined;
    props.push(prop(String(key.value), r.spanIn(k, mod), value));
    i += 2;
  }
  return obj(at, props);
}

/** An enum member (`Color.RED`) or a module constant. */
function named(r: Reader, node: SyntaxNode, mod: Mod, depth: number): JsonNode | undefined {
  const target = r.resolveExpr(node, mod);
  if (target.kind === 'value') return readValue(r, target.node, target.mod, depth + 1);
  if (target.kind !== 'unknown' || node.name !== 'MemberExpression') return undefined;
  const base = node.firstChild;
  const member = node.lastChild;
  if (!base || member?.name !== 'PropertyName') return undefined;
  const cls = r.resolveExpr(base, mod);
  if (cls.kind !== 'class') return undefined;
  const e = r.enumOf(cls.node, cls.mod);
  const value = e?.members.get(textOf(mod.text, member));
  return value ? { ...value, offset: r.spanIn(node, mod).offset, length: r.spanIn(node, mod).length } : undefined;
}

/** The JSON value of a call pydantic knows how to write as a default. */
export function knownCallValue(name: string, call: SyntaxNode, mod: Mod, r: Reader, at: Span): JsonNode | undefined {
  const args = callArgs(mod.text, call.getChild('ArgList'));
  const ints = args.positional.map((a) => (a.name === 'Number' ? pythonNumber(textOf(mod.text, a))?.value : undefined));
  const firstString = args.positional[0] ? stringValue(mod.text, args.positional[0]) : undefined;
  switch (name) {
    case 'datetime.date':
      return ints.length === 3 && ints.every((n) => n !== undefined) ? str(at, isoDate(ints)) : undefined;
    case 'datetime.datetime':
      return ints.length >= 3 && ints.length <= 6 && ints.every((n) => n !== undefined)
        ? str(at, isoDateTime(ints))
        : undefined;
    case 'decimal.Decimal':
      if (firstString !== undefined && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(firstString)) return str(at, firstString);
      return ints.length === 1 && ints[0] !== undefined && Number.isInteger(ints[0])
        ? str(at, String(ints[0]))
        : undefined;
    case 'pathlib.Path':
      return firstString !== undefined && args.positional.length === 1 ? str(at, firstString) : undefined;
    case 'uuid.UUID':
      return uuidValue(args, mod, at, firstString);
    case 'builtins.list':
    case 'builtins.tuple':
    case 'builtins.set':
    case 'builtins.frozenset':
      return args.positional.length === 0 && args.keywords.size === 0 ? arr(at, []) : undefined;
    case 'builtins.dict':
      return args.positional.length === 0 && args.keywords.size === 0 ? obj(at, []) : undefined;
    default:
      void r;
      return undefined;
  }
}

function uuidValue(
  args: ReturnType<typeof callArgs>,
  mod: Mod,
  at: Span,
  firstString: string | undefined,
): JsonNode | undefined {
  if (firstString !== undefined) {
    const hex = firstString.replace(/[{}-]|^urn:uuid:/g, '').toLowerCase();
    return /^[0-9a-f]{32}$/.test(hex) ? str(at, dashed(hex)) : undefined;
  }
  const int = args.keywords.get('int');
  if (!int || int.value.name !== 'Number') return undefined;
  const text = textOf(mod.text, int.value).replace(/_/g, '');
  let big: bigint;
  try {
    big = BigInt(text);
  } catch {
    return undefined;
  }
  return big < 0n || big >= 1n << 128n ? undefined : str(at, dashed(big.toString(16).padStart(32, '0')));
}

function dashed(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function isoDate([y, m, d]: number[]): string {
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

function isoDateTime(parts: number[]): string {
  const [h = 0, mi = 0, s = 0] = parts.slice(3);
  return `${isoDate(parts)}T${pad(h)}:${pad(mi)}:${pad(s)}`;
}
